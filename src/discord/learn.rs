//! Lesson replies and their buttons (`/punct learn`): every one private to
//! the learner (ephemeral in a server, plain in a DM with the bot), each
//! lesson a picture of its position with the cells it talks about marked,
//! its sentences and its task. Back / Next / Quit carry the lesson's
//! number, so a button of a lesson the learner has since left is refused
//! rather than acting on another lesson; the last lesson's Play button
//! starts a game against the computer at easy, as `/punct challenge`
//! against the bot does (handled with the other buttons in `buttons`).

use poise::serenity_prelude as serenity;

use super::BotError;
use super::custom_id::Action;
use super::picture;
use super::reply::{Button, Post, card};
use crate::lessons::{LESSONS, Verdict};
use crate::messages::learn::{self as words, LessonButton};
use crate::service::{
    GameService, Language, LessonAnswered, LessonChoice, LessonShown, ServiceError, UserId,
};

/// A lesson: its picture, sentences, task, and the buttons to move on.
///
/// # Errors
/// Drawing failures.
pub fn lesson_post(language: Language, shown: &LessonShown, ephemeral: bool) -> Result<Post, BotError> {
    let marked = shown.lesson.highlights().map_err(ServiceError::from)?;
    let png = picture::lesson(language, &shown.position, marked)?;
    let filename = format!("punct-lesson-{}.png", shown.lesson.name);
    let mut post =
        card(words::title(language, shown), words::lesson_text(language, shown), filename, png, ephemeral);
    let number = number(shown);
    if shown.lesson.task.is_none() {
        post.buttons.push(button(language, LessonButton::Play, Action::LessonPlay(number)));
    }
    post.buttons.extend(moves_on(language, number));
    Ok(post)
}

/// The engine's verdict on an answer. Right: the position the answer
/// made, and a button to the next lesson. Wrong: why, citing the rule,
/// to try again (with the lesson's buttons, to move on instead).
///
/// # Errors
/// Drawing failures.
pub fn answered_post(
    language: Language,
    answered: &LessonAnswered,
    ephemeral: bool,
) -> Result<Post, BotError> {
    let shown = &answered.shown;
    let text = words::answered(language, answered);
    let number = number(shown);
    let Verdict::Right { after, .. } = &answered.verdict else {
        let mut post = Post { ephemeral, ..Post::text(text) };
        post.buttons.extend(moves_on(language, number));
        return Ok(post);
    };
    let png = picture::lesson(language, after, Vec::new())?;
    let filename = format!("punct-lesson-{}-right.png", shown.lesson.name);
    let mut post = card(words::title(language, shown), text, filename, png, ephemeral);
    let next = number + 1;
    if usize::try_from(next).is_ok_and(|n| n <= LESSONS.len()) {
        post.buttons.push(button(language, LessonButton::NextLesson, Action::LessonOpen(next)));
        post.buttons.push(button(language, LessonButton::Quit, Action::LessonQuit(next)));
    }
    Ok(post)
}

/// Back (not on the first lesson), Next (not on the last) and Quit.
fn moves_on(language: Language, number: i64) -> Vec<Button> {
    let mut buttons = Vec::new();
    if number > 1 {
        buttons.push(button(language, LessonButton::Back, Action::LessonBack(number)));
    }
    if usize::try_from(number).is_ok_and(|n| n < LESSONS.len()) {
        buttons.push(button(language, LessonButton::Next, Action::LessonNext(number)));
    }
    buttons.push(button(language, LessonButton::Quit, Action::LessonQuit(number)));
    buttons
}

fn number(shown: &LessonShown) -> i64 {
    i64::try_from(shown.lesson.number()).unwrap_or(1)
}

fn button(language: Language, which: LessonButton, action: Action) -> Button {
    let style = match which {
        LessonButton::Next | LessonButton::NextLesson | LessonButton::Play => serenity::ButtonStyle::Primary,
        LessonButton::Back | LessonButton::Quit => serenity::ButtonStyle::Secondary,
    };
    Button::new(action, words::button(language, which), style)
}

/// What a lesson button (Back, Next, Quit, Next lesson) leads to: a new
/// private message. Blocking.
///
/// # Errors
/// Refusals (a button of a lesson the learner has left) and drawing failures.
pub fn press(
    s: &GameService,
    user: UserId,
    language: Language,
    action: Action,
    ephemeral: bool,
) -> Result<Post, BotError> {
    let n = |n: i64| usize::try_from(n).unwrap_or(0);
    let choice = match action {
        Action::LessonBack(k) => LessonChoice::Back(n(k)),
        Action::LessonNext(k) => LessonChoice::Next(n(k)),
        Action::LessonOpen(k) => LessonChoice::Open(n(k)),
        Action::LessonQuit(k) => {
            let left = s.quit_lesson(user, n(k))?;
            return Ok(Post { ephemeral, ..Post::text(words::goodbye(language, &left)) });
        }
        _ => return Err(BotError::Refused(crate::messages::discord::stale_button(language))),
    };
    lesson_post(language, &s.lesson(user, choice)?, ephemeral)
}
