//! Work that must not run on the async executor: every SQLite call, the
//! computer's moves (inside the service) and drawing pictures all go
//! through [`blocking`], which runs them on tokio's blocking pool; and the
//! two pieces of that work every front-end path shares: drawing a board
//! post, and withdrawing a challenge nobody could see.

use std::sync::Arc;

use tracing::warn;

use super::reply::{self, Post};
use super::{BotError, picture};
use crate::messages::discord::{self as words, Deed};
use crate::rules::Position;
use crate::service::{Game, GameService, People};
use crate::service::{Language, UserId};

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

/// The post showing `game` at `position` above `text`: its people named
/// and drawn as the service read them, pinging `notify` (who the service
/// says is to be told). Blocking: it draws.
///
/// # Errors
/// Drawing failures.
pub fn board_post(
    language: Language,
    game: &Game,
    position: &Position,
    people: &People,
    text: &str,
    notify: &[UserId],
) -> Result<Post, BotError> {
    let names = words::seat_names(language, game, people);
    let png = picture::board(language, game, position, &names, &people.usernames, None)?;
    let mut post = reply::board_post(language, game, text, &names, png, notify);
    // Under the picture: who is away, and a bank's time for both players
    // (an embed's description shows Discord's times in the reader's zone;
    // its footer would not).
    if let Some(card) = post.card.as_mut() {
        card.description = words::board_clock(language, game, people, &names);
    }
    Ok(post)
}

/// A challenge whose post failed cannot be seen, so nobody could accept
/// it: it is withdrawn: commands and buttons both
/// come here when a post failed after the commit.
pub async fn withdraw_unseen(service: &Arc<GameService>, error: BotError, user: UserId) -> BotError {
    let BotError::DoneUnanswered { deed: Deed::Challenged(challenge, _), source } = error else {
        return error;
    };
    let withdrawn = match blocking(service, move |s| Ok(s.cancel(challenge, user)?)).await {
        Ok(_) => true,
        Err(e) => {
            warn!(%challenge, error = %e, "could not withdraw a challenge nobody saw");
            false
        }
    };
    BotError::DoneUnanswered { deed: Deed::Challenged(challenge, withdrawn), source }
}
