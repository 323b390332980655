//! `/punct board`: anyone may look at a game's board.

use super::{games_here, named};
use crate::discord::interaction::{self, Done, Shape};
use crate::discord::scene::Scene;
use crate::discord::work::board_post;
use crate::discord::{BotError, Context};
use crate::messages::discord as words;
use crate::service::{GameId, GameService, Purpose};

/// Show a game's board (yours in this channel, or the one you name).
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Which game (default: yours in this channel)"]
    #[autocomplete = "games_here"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Public, move |s, scene, _| show(s, scene, named(game))).await
}

/// What `/punct board` and a board's Board button do.
pub(crate) fn show(s: &GameService, scene: &Scene, game: Option<GameId>) -> Result<Done, BotError> {
    let view = s.in_game(&scene.here(), game, Purpose::View, |s, g| s.game(g.id))?;
    let text = words::board_status(scene.public, &view.game);
    // Looking pings nobody.
    Ok(board_post(scene.public, &view.game, &view.position, &view.people, &text, &[])?.into())
}
