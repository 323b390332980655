//! `/punct review`: the turning points of a finished game, up to five,
//! shown one per message with its picture; Previous and Next turn the
//! message to the neighbouring moment (see [`crate::discord::review`]).
//! Refused while the game is played.
//!
//! The search runs off the executor. When it takes longer than a moment,
//! Discord is told "thinking…" and the answer then says how far the
//! review has come ("Reviewing… move 40 of 96"), through the pipeline's
//! status line.

use std::sync::Arc;

use super::{games_here, named};
use crate::discord::interaction::{self, Shape};
use crate::discord::review::{moment_post, reviewed};
use crate::discord::{BotError, Context};
use crate::messages::review as words;
use crate::service::Purpose;

/// The turning points of a finished game, each with a picture.
#[poise::command(slash_command)]
pub async fn review(
    ctx: Context<'_>,
    #[description = "Which game (default: the one that ended last here)"]
    #[autocomplete = "games_here"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), BotError> {
    let reviews = Arc::clone(&ctx.data().reviews);
    interaction::command(ctx, Shape::Public, move |s, scene, status| {
        let language = scene.public;
        let game = s.pick(&scene.here(), named(game), Purpose::Review)?;
        // The review hears positions (the start and after each move); the
        // player is told moves.
        let heard = |done: usize, positions: usize| {
            let moves = positions.saturating_sub(1);
            status.say(words::progress(language, done.min(moves), moves));
        };
        let (view, moments) = reviewed(s, &reviews, game.id, heard)?;
        Ok(moment_post(language, &view, &moments, 0)?.into())
    })
    .await
}
