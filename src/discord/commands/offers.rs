//! `/punct resign`, `/punct draw`, `/punct takeback`: ending or undoing
//! by agreement. Offers wait for the opponent's button; a resignation
//! waits for the player's own confirming press.

use super::{committed, games_here, named};
use crate::discord::interaction::{self, Done, Shape};
use crate::discord::reply::{Post, draw_post, resign_confirmation, takeback_post};
use crate::discord::scene::Scene;
use crate::discord::work::board_post;
use crate::discord::{BotError, Context};
use crate::messages::discord::Deed;
use crate::messages::service as game_words;
use crate::service::{DrawOffer, GameId, GameService, Purpose, ServiceError, TakebackRequest};

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
    interaction::command(ctx, Shape::Private, move |s, scene, _| ask_resign(s, scene, named(game))).await
}

/// What `/punct resign` and a board's Resign button do: ask privately.
pub(crate) fn ask_resign(s: &GameService, scene: &Scene, game: Option<GameId>) -> Result<Done, BotError> {
    let user = scene.user.id;
    let row = s.pick(&scene.here(), game, Purpose::Act)?;
    if let Some(result) = row.result {
        return Err(ServiceError::GameOver { game: row.id, result }.into());
    }
    if row.colour_of(user).is_none() {
        return Err(ServiceError::NotAParticipant { game: row.id }.into());
    }
    Ok(resign_confirmation(scene.language, &row, user).into())
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
    interaction::command(ctx, Shape::Public, move |s, scene, _| offer_draw(s, scene, named(game))).await
}

/// What `/punct draw` and a board's Offer draw button do.
pub(crate) fn offer_draw(s: &GameService, scene: &Scene, game: Option<GameId>) -> Result<Done, BotError> {
    let (user, language) = (scene.user.id, scene.public);
    match s.in_game(&scene.here(), game, Purpose::Act, |s, g| s.draw(g.id, user))? {
        DrawOffer::Offered(g) => committed(Deed::OfferedDraw(g.id), Ok(draw_post(language, &g))),
        DrawOffer::Agreed(f) => {
            let text = game_words::finished(language, &f);
            let board = board_post(language, &f.game, &f.position, &f.people, &text, &f.notify);
            committed(Deed::Ended(f.game.id), board)
        }
        DrawOffer::DeclinedByBot(g) => {
            Ok(Post::private(game_words::computer_plays_on(scene.language, &g)).into())
        }
    }
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
    interaction::command(ctx, Shape::Public, move |s, scene, _| ask_takeback(s, scene, named(game))).await
}

/// What `/punct takeback` and a board's Take back button do.
pub(crate) fn ask_takeback(s: &GameService, scene: &Scene, game: Option<GameId>) -> Result<Done, BotError> {
    let (user, language) = (scene.user.id, scene.public);
    match s.in_game(&scene.here(), game, Purpose::Act, |s, g| s.request_takeback(g.id, user))? {
        TakebackRequest::Requested(g) => {
            committed(Deed::AskedTakeback(g.id), Ok(takeback_post(language, &g)))
        }
        TakebackRequest::TakenBack(t) => {
            let text = game_words::taken_back(language, &t);
            let board = board_post(language, &t.game, &t.position, &t.people, &text, &t.notify);
            committed(Deed::TookBack(t.game.id), board)
        }
    }
}
