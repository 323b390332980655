//! `/punct resign`, `/punct draw`, `/punct takeback`: ending or undoing
//! by agreement. Offers wait for the opponent's button.

use super::{game_for, games_here, player, respond};
use crate::discord::pick::Purpose;
use crate::discord::reply::{Post, draw_post, takeback_post};
use crate::discord::work::{board_post, current_board_post};
use crate::discord::{BotError, Context};
use crate::messages::{discord as words, service as game_words};
use crate::service::{DrawOffer, TakebackRequest};

/// Resign a game: your opponent wins.
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Which game, if you have several in this channel"]
    #[autocomplete = "games_here"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), BotError> {
    let (game, _) = game_for(ctx, game, Purpose::Act).await?;
    let user = player(ctx).id;
    respond(ctx, move |s| {
        let finished = s.resign(game, user)?;
        current_board_post(s, game, &words::resigned(user, &finished), Some(user))
    })
    .await
}

/// Offer a draw, or accept the one your opponent offered.
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "Which game, if you have several in this channel"]
    #[autocomplete = "games_here"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), BotError> {
    let (game, _) = game_for(ctx, game, Purpose::Act).await?;
    let user = player(ctx).id;
    respond(ctx, move |s| {
        let view = s.game(game)?;
        let opponent_offered = view.game.draw_offer.is_some_and(|p| !view.game.seats[p].is(user));
        if opponent_offered {
            let finished = s.accept_draw(game, user)?;
            return current_board_post(s, game, &game_words::finished(&finished), Some(user));
        }
        Ok(match s.offer_draw(game, user)? {
            DrawOffer::Offered(g) => draw_post(&g),
            DrawOffer::Agreed(f) => current_board_post(s, game, &game_words::finished(&f), Some(user))?,
            DrawOffer::DeclinedByBot(g) => Post::private(game_words::computer_plays_on(&g)),
        })
    })
    .await
}

/// Ask to take back your last move (your opponent decides).
#[poise::command(slash_command)]
pub async fn takeback(
    ctx: Context<'_>,
    #[description = "Which game, if you have several in this channel"]
    #[autocomplete = "games_here"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), BotError> {
    let (game, _) = game_for(ctx, game, Purpose::Act).await?;
    let user = player(ctx).id;
    respond(ctx, move |s| match s.request_takeback(game, user)? {
        TakebackRequest::Requested(g) => Ok(takeback_post(&g)),
        TakebackRequest::TakenBack(t) => {
            board_post(s, &t.game, &t.position, &game_words::taken_back(&t), Some(user))
        }
    })
    .await
}
