//! `/punct claim`: the waiting player takes the win once the opponent's
//! time has run out, without waiting for the grace period after which the
//! bot records it anyway.

use super::{committed, games_here, named};
use crate::discord::interaction::{self, Shape};
use crate::discord::work::board_post;
use crate::discord::{BotError, Context};
use crate::messages::discord::{self as words, Deed};
use crate::service::Purpose;

/// Claim the win in a game whose opponent ran out of time.
#[poise::command(slash_command)]
pub async fn claim(
    ctx: Context<'_>,
    #[description = "Which game, if you have several in this channel"]
    #[autocomplete = "games_here"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Public, move |s, scene, _| {
        let user = scene.user.id;
        let f = s.in_game(&scene.here(), named(game), Purpose::Claim, |s, g| s.claim_timeout(g.id, user))?;
        let text = words::claimed(scene.public, user, &f);
        committed(
            Deed::Ended(f.game.id),
            board_post(scene.public, &f.game, &f.position, &f.people, &text, &f.notify),
        )
    })
    .await
}
