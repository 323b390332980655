//! Work that must not run on the async executor: every SQLite call, the
//! computer's moves (inside the service) and drawing pictures all go
//! through [`blocking`], which runs them on tokio's blocking pool.

use std::sync::Arc;

use tracing::warn;

use super::reply::{self, Post, Posted};
use super::{BotError, picture};
use crate::messages::discord as words;
use crate::rules::{ByPlayer, Player, Position};
use crate::service::{Game, GameService};
use crate::service::{GameId, MessageId, Seat, UserId};

/// Runs `f` with the service on the blocking pool.
///
/// # Errors
/// Whatever `f` returns; [`BotError::Task`] if it panicked.
pub async fn blocking<T, F>(service: &Arc<GameService>, f: F) -> Result<T, BotError>
where
    T: Send + 'static,
    F: FnOnce(&GameService) -> Result<T, BotError> + Send + 'static,
{
    let service = Arc::clone(service);
    tokio::task::spawn_blocking(move || f(&service)).await?
}

/// The names shown for a game's two seats.
///
/// # Errors
/// Store failures.
pub fn names(service: &GameService, game: &Game) -> Result<ByPlayer<String>, BotError> {
    let mut names = ByPlayer::both(String::new());
    for player in Player::BOTH {
        let seat = game.seats[player];
        let known = match seat {
            Seat::Human(user) => service.player(user)?.map(|p| p.name),
            Seat::Bot(_) => None,
        };
        names[player] = words::seat_name(seat, known.as_deref());
    }
    Ok(names)
}

/// The post showing `game` at `position` above `text`, pinging whom
/// [`reply::to_notify`] says (the player to move, or at the end the
/// players other than `actor`).
///
/// # Errors
/// Store or drawing failures.
pub fn board_post(
    service: &GameService,
    game: &Game,
    position: &Position,
    text: &str,
    actor: Option<UserId>,
) -> Result<Post, BotError> {
    let names = names(service, game)?;
    let png = picture::board(game, position, &names, None)?;
    Ok(reply::board_post(game, text, &names, png, &reply::to_notify(game, actor)))
}

/// [`board_post`] for a game's current position, loaded fresh.
///
/// # Errors
/// Refusals (no such game) and store or drawing failures.
pub fn current_board_post(
    service: &GameService,
    game: GameId,
    text: &str,
    actor: Option<UserId>,
) -> Result<Post, BotError> {
    let view = service.game(game)?;
    board_post(service, &view.game, &view.position, text, actor)
}

/// Remembers `posted` as its game's latest board when `post` showed one
/// (see [`reply::BoardOf`] for when). Not remembering costs only the
/// reply in later reminders, so a failure is logged, not reported.
///
/// The check and the write are two transactions: a board posted in the
/// instant between them can be overwritten by the one before it, which
/// only makes a reminder reply to the previous picture.
pub async fn remember_board(service: &Arc<GameService>, post: &Post, posted: Posted) {
    let Some(board) = post.board.filter(|_| !post.ephemeral) else { return };
    let Some(message) = board.remembered_as(posted) else { return };
    let done = blocking(service, move |s| {
        if board.still_latest(&s.game(board.game)?.game, message) {
            s.set_board_message(board.game, message)?;
        }
        Ok(())
    })
    .await;
    if let Err(e) = done {
        warn!(game = %board.game, error = %e, "could not remember a board message");
    }
}

/// The message showing `game`'s latest board, if one is remembered.
pub fn latest_board(service: &GameService, game: GameId) -> Option<MessageId> {
    match service.game(game) {
        Ok(view) => view.game.board_message,
        Err(e) => {
            warn!(%game, error = %e, "could not look up a game's board message");
            None
        }
    }
}
