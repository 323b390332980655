//! `/punct resign`, `/punct draw`, `/punct takeback`: ending or undoing
//! by agreement. Offers wait for the opponent's button; a resignation
//! waits for the player's own confirming press.

use super::{game_for, games_here, look, player, respond};
use crate::discord::pick::Purpose;
use crate::discord::reply::{Post, draw_post, resign_confirmation, takeback_post};
use crate::discord::work::{board_post, current_board_post};
use crate::discord::{BotError, Context};
use crate::messages::discord::Deed;
use crate::messages::service as game_words;
use crate::service::{DrawOffer, ServiceError, TakebackRequest};

/// Resign a game: your opponent wins.
///
/// Resigning cannot be undone, so the command only asks, privately, with
/// a Resign button that does it and a Keep playing button that does not.
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Which game, if you have several in this channel"]
    #[autocomplete = "games_here"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), BotError> {
    let language = super::scene(ctx).language;
    let (game, row) = game_for(ctx, game, Purpose::Act).await?;
    let user = player(ctx).id;
    if let Some(result) = row.result {
        return Err(BotError::Declined(ServiceError::GameOver { game, result }));
    }
    if row.colour_of(user).is_none() {
        return Err(BotError::Declined(ServiceError::NotAParticipant { game }));
    }
    look(ctx, move |_| Ok(resign_confirmation(language, &row, user))).await
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
    let (language, private) = (super::scene(ctx).public, super::scene(ctx).language);
    let (game, _) = game_for(ctx, game, Purpose::Act).await?;
    let user = player(ctx).id;
    respond(
        ctx,
        move |s| {
            let view = s.game(game)?;
            let opponent_offered = view.game.draw_offer.is_some_and(|p| !view.game.seats[p].is(user));
            let answer = if opponent_offered {
                DrawOffer::Agreed(s.accept_draw(game, user)?)
            } else {
                s.offer_draw(game, user)?
            };
            let deed = match answer {
                DrawOffer::Offered(_) => Some(Deed::OfferedDraw(game)),
                DrawOffer::Agreed(_) => Some(Deed::Ended(game)),
                DrawOffer::DeclinedByBot(_) => None,
            };
            Ok((answer, deed))
        },
        move |s, answer| {
            Ok(match answer {
                DrawOffer::Offered(g) => draw_post(language, &g),
                DrawOffer::Agreed(f) => {
                    current_board_post(s, language, game, &game_words::finished(language, &f), Some(user))?
                }
                DrawOffer::DeclinedByBot(g) => Post::private(game_words::computer_plays_on(private, &g)),
            })
        },
    )
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
    let language = super::scene(ctx).public;
    let (game, _) = game_for(ctx, game, Purpose::Act).await?;
    let user = player(ctx).id;
    respond(
        ctx,
        move |s| {
            let request = s.request_takeback(game, user)?;
            let deed = match request {
                TakebackRequest::Requested(_) => Some(Deed::AskedTakeback(game)),
                TakebackRequest::TakenBack(_) => Some(Deed::TookBack(game)),
            };
            Ok((request, deed))
        },
        move |s, request| match request {
            TakebackRequest::Requested(g) => Ok(takeback_post(language, &g)),
            TakebackRequest::TakenBack(t) => board_post(
                s,
                language,
                &t.game,
                &t.position,
                &game_words::taken_back(language, &t),
                Some(user),
            ),
        },
    )
    .await
}
