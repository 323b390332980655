//! `/punct analyse` and `/punct plan`: planning ahead, privately (see
//! [`crate::discord::analysis`]). A move typed for the board is tried on
//! it; its autocomplete lists the board's legal moves, judged by nothing
//! while the game is being played.

use poise::serenity_prelude as serenity;

use super::{MAX_MOVE_CHARS, games_here, named, option_text};
use crate::discord::analysis;
use crate::discord::interaction::{self, Shape, listed, suggestions};
use crate::discord::pick::parse_game;
use crate::discord::suggest::suggest;
use crate::discord::{BotError, Context};

/// Your private analysis board of a game: try moves for both sides; it never changes the game.
#[poise::command(slash_command)]
pub async fn analyse(
    ctx: Context<'_>,
    #[description = "Which game (default: yours in this channel)"]
    #[autocomplete = "games_here"]
    #[min = 1]
    game: Option<i64>,
    #[description = "A move to try on your analysis board, e.g. F5>H7-H8-I8"]
    #[autocomplete = "suggest_board_moves"]
    #[max_length = 100]
    #[rename = "move"]
    text: Option<String>,
) -> Result<(), BotError> {
    let notation: Option<String> =
        text.map(|t| t.chars().take(MAX_MOVE_CHARS).collect()).filter(|n: &String| !n.trim().is_empty());
    let named = named(game);
    interaction::command(ctx, Shape::Private, move |s, scene, _| {
        let typed = notation.map(|n| s.read_move(&n)).transpose()?;
        Ok(analysis::open(s, scene, named, typed)?.into())
    })
    .await
}

/// Autocomplete for `move`: the legal moves on the asker's board.
async fn suggest_board_moves(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let named = option_text(ctx, "game").and_then(|g| parse_game(crate::service::Language::ENGLISH, &g).ok());
    let typed: String = partial.chars().take(MAX_MOVE_CHARS).collect();
    suggestions(ctx, move |s, scene| {
        let (position, assist) = s.analysis_position(&scene.here(), named)?;
        Ok(listed(suggest(scene.language, &position, &typed, assist)))
    })
    .await
}

/// Your plan of replies for a game (conditional moves): see it, delete lines.
#[poise::command(slash_command)]
pub async fn plan(
    ctx: Context<'_>,
    #[description = "Which game (default: yours in this channel)"]
    #[autocomplete = "games_here"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), BotError> {
    let named = named(game);
    interaction::command(ctx, Shape::Private, move |s, scene, _| Ok(analysis::plan(s, scene, named)?.into()))
        .await
}
