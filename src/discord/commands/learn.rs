//! `/punct learn [lesson] [answer]`: the lessons, private to the learner
//! (ephemeral in a server, plain in a DM with the bot). Without options:
//! the lesson the learner is on, or the first. `answer` is checked by the
//! engine against the lesson's task; autocomplete suggests the lesson
//! position's legal moves, as `/punct move` does.
//!
//! Answers are typed, never buttons: a lesson's accepted and plausible
//! answers are rarely five or fewer (any placement covering A5, say), and
//! buttons listing them would give the answer away.

use poise::serenity_prelude as serenity;

use super::{look, player};
use crate::discord::learn::{answered_post, lesson_post};
use crate::discord::suggest::suggest;
use crate::discord::work::blocking;
use crate::discord::{BotError, Context};
use crate::service::LessonChoice;

/// Longest answer read: the longest move is 14 characters.
const MAX_MOVE_CHARS: usize = 60;

/// Learn PÜNCT: one short lesson per rule, with a picture and a task (only you see it).
#[poise::command(slash_command)]
pub async fn learn(
    ctx: Context<'_>,
    #[description = "Which lesson, 1 to 10 (default: where you left off)"]
    #[min = 1]
    #[max = 10]
    lesson: Option<i64>,
    #[description = "Your move for the lesson's task, e.g. C5>E5-F5-G5 (start typing for suggestions)"]
    #[autocomplete = "suggest_answers"]
    #[max_length = 100]
    answer: Option<String>,
) -> Result<(), BotError> {
    let scene = super::scene(ctx);
    let (user, language, ephemeral) = (scene.user.id, scene.language, !scene.in_dm());
    if let Some(text) = answer.filter(|t| !t.trim().is_empty()) {
        let notation: String = text.chars().take(MAX_MOVE_CHARS).collect();
        return look(ctx, move |s| {
            if let Some(n) = lesson {
                s.lesson(user, LessonChoice::Number(usize::try_from(n).unwrap_or(0)))?;
            }
            answered_post(language, &s.answer_lesson(user, &notation)?, ephemeral)
        })
        .await;
    }
    let choice = match lesson {
        Some(n) => LessonChoice::Number(usize::try_from(n).unwrap_or(0)),
        None => LessonChoice::Resume,
    };
    look(ctx, move |s| lesson_post(language, &s.lesson(user, choice)?, ephemeral)).await
}

/// Autocomplete for `answer`: the legal moves of the learner's lesson.
async fn suggest_answers(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let (user, typed) = (player(ctx).id, partial.chars().take(MAX_MOVE_CHARS).collect::<String>());
    let language = super::scene(ctx).language;
    let choices = blocking(&ctx.data().service, move |s| {
        let position = match s.current_lesson(user)? {
            Some(shown) => shown.position,
            None => crate::lessons::LESSONS[0].position().map_err(crate::service::ServiceError::from)?,
        };
        Ok(suggest(language, &position, &typed, crate::service::Assist::LESSON))
    })
    .await
    .unwrap_or_default();
    let choices = choices.into_iter().map(|c| serenity::AutocompleteChoice::new(c.name, c.value)).collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}
