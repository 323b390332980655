//! `/punct puzzle`: a puzzle only the asker sees, answered with the
//! `answer` option (autocomplete suggests the position's legal moves, as
//! `/punct move` does). Without options: today's daily puzzle, or once
//! that is solved, another one.

use poise::serenity_prelude as serenity;

use super::MAX_MOVE_CHARS;
use crate::discord::interaction::{self, Shape, listed, suggestions};
use crate::discord::puzzle::{answered_post, puzzle_post};
use crate::discord::suggest::suggest;
use crate::discord::{BotError, Context};
use crate::service::{PuzzleChoice, Theme, Tier};

/// A puzzle's theme, as a menu.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum ThemeOption {
    /// Connect now.
    #[name = "win"]
    Win,
    /// Stop every threat.
    #[name = "defend"]
    Defend,
    /// Win in 2.
    #[name = "win in 2"]
    WinIn2,
}

impl From<ThemeOption> for Theme {
    fn from(t: ThemeOption) -> Theme {
        match t {
            ThemeOption::Win => Theme::Win,
            ThemeOption::Defend => Theme::Defend,
            ThemeOption::WinIn2 => Theme::WinIn2,
        }
    }
}

/// Solve a puzzle: connect, stop every threat, or win in 2 (only you see it).
#[poise::command(slash_command)]
pub async fn puzzle(
    ctx: Context<'_>,
    #[description = "Your answer to your puzzle, e.g. F5>H7-H8-I8 (start typing for suggestions)"]
    #[autocomplete = "suggest_answers"]
    #[max_length = 100]
    answer: Option<String>,
    #[description = "Today's daily puzzle, the same for everyone"] daily: Option<bool>,
    #[description = "win, defend or win in 2 (default: any)"] theme: Option<ThemeOption>,
    #[description = "1 (easiest) to 3 (default: any)"]
    #[min = 1]
    #[max = 3]
    tier: Option<i64>,
) -> Result<(), BotError> {
    let answer = answer.filter(|t| !t.trim().is_empty()).map(|t| t.chars().take(MAX_MOVE_CHARS).collect());
    let tier = tier.and_then(|t| t.to_string().parse::<Tier>().ok());
    interaction::command(ctx, Shape::Private, move |s, scene, _| {
        let (user, language) = (scene.user.id, scene.language);
        if let Some(notation) = answer {
            let notation: String = notation;
            return Ok(answered_post(language, &s.answer_puzzle(user, &notation)?)?.into());
        }
        let choice = match (daily, theme, tier) {
            (Some(true), _, _) => PuzzleChoice::Daily,
            (_, None, None) => PuzzleChoice::Default,
            (_, theme, tier) => PuzzleChoice::Pick { theme: theme.map(Theme::from), tier },
        };
        Ok(puzzle_post(language, &s.puzzle(user, &choice)?)?.into())
    })
    .await
}

/// Autocomplete for `answer`: the legal moves of the asker's puzzle.
async fn suggest_answers(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let typed: String = partial.chars().take(MAX_MOVE_CHARS).collect();
    suggestions(ctx, move |s, scene| {
        let shown = s.current_puzzle(scene.user.id)?;
        Ok(shown
            .map(|shown| listed(suggest(scene.language, &shown.position, &typed, shown.assist())))
            .unwrap_or_default())
    })
    .await
}
