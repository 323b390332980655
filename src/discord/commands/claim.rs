//! `/punct claim`: the waiting player takes the win once the opponent's
//! time has run out, without waiting for the grace period after which the
//! bot records it anyway.

use super::{game_for, games_here, player, respond};
use crate::discord::pick::Purpose;
use crate::discord::work::current_board_post;
use crate::discord::{BotError, Context};
use crate::messages::discord::{self as words, Deed};

/// Claim the win in a game whose opponent ran out of time.
#[poise::command(slash_command)]
pub async fn claim(
    ctx: Context<'_>,
    #[description = "Which game, if you have several in this channel"]
    #[autocomplete = "games_here"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), BotError> {
    let language = super::scene(ctx).public;
    let (game, _) = game_for(ctx, game, Purpose::Claim).await?;
    let user = player(ctx).id;
    respond(
        ctx,
        move |s| Ok((s.claim_timeout(game, user)?, Some(Deed::Ended(game)))),
        move |s, finished| {
            current_board_post(s, language, game, &words::claimed(language, user, &finished), Some(user))
        },
    )
    .await
}
