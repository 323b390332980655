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

use super::MAX_MOVE_CHARS;
use crate::discord::interaction::{self, Shape, listed, suggestions};
use crate::discord::learn::{answered_post, lesson_post};
use crate::discord::suggest::suggest;
use crate::discord::{BotError, Context};
use crate::service::LessonChoice;

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
    let answer: Option<String> =
        answer.filter(|t| !t.trim().is_empty()).map(|t| t.chars().take(MAX_MOVE_CHARS).collect());
    let number = |n: i64| usize::try_from(n).unwrap_or(0);
    interaction::command(ctx, Shape::Private, move |s, scene, _| {
        let (user, language, ephemeral) = (scene.user.id, scene.language, !scene.in_dm());
        if let Some(notation) = answer {
            if let Some(n) = lesson {
                s.lesson(user, LessonChoice::Number(number(n)))?;
            }
            return Ok(answered_post(language, &s.answer_lesson(user, &notation)?, ephemeral)?.into());
        }
        let choice = lesson.map_or(LessonChoice::Resume, |n| LessonChoice::Number(number(n)));
        Ok(lesson_post(language, &s.lesson(user, choice)?, ephemeral)?.into())
    })
    .await
}

/// Autocomplete for `answer`: the legal moves of the learner's lesson.
async fn suggest_answers(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let typed: String = partial.chars().take(MAX_MOVE_CHARS).collect();
    suggestions(ctx, move |s, scene| {
        let position = match s.current_lesson(scene.user.id)? {
            Some(shown) => shown.position,
            None => crate::lessons::LESSONS[0].position().map_err(crate::service::ServiceError::from)?,
        };
        Ok(listed(suggest(scene.language, &position, &typed, crate::service::Assist::LESSON)))
    })
    .await
}
