//! Work that must not run on the async executor: every SQLite call, the
//! computer's moves (inside the service) and drawing pictures all go
//! through [`blocking`], which runs them on tokio's blocking pool, an
//! interaction's work in its turn ([`blocking_in_turn`]); and the two pieces of that
//! work every front-end path shares: drawing a board post, and
//! withdrawing a challenge nobody could see.

use std::sync::{Arc, LazyLock};
use std::time::Duration;

use tokio::sync::{Semaphore, SemaphorePermit};
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

/// First come, first served for work on the processor. A burst of
/// interactions all begun at once share the cores and are all answered
/// late; begun in turn, the first are answered while the last wait. So a
/// few pieces of work run at once (`permits`), the rest wait for a turn
/// in the order they asked, but never longer than `wait`: work as long as
/// the computer's thinking (seconds) holds a turn, and a quick command
/// must not queue behind it.
pub struct Turns {
    permits: Semaphore,
    wait: Duration,
}

impl Turns {
    /// `permits` pieces of work at once; none waits longer than `wait`.
    pub fn new(permits: usize, wait: Duration) -> Turns {
        Turns { permits: Semaphore::new(permits), wait }
    }

    /// Waits for a turn, at most its `wait`: the turn while
    /// the work runs, or `None` when the wait was up and the work goes on
    /// without one.
    pub async fn take(&self) -> Option<SemaphorePermit<'_>> {
        tokio::time::timeout(self.wait, self.permits.acquire()).await.ok()?.ok()
    }
}

/// Interactions' turns: twice the cores, so that a turn waiting for the
/// disk leaves a core busy; 100 ms at most in the queue. Measured with 25
/// players at once on 2 cores (tests/benches/README.md): picker steps
/// p50 42.0 → 37.9 ms, moves 45.6 → 43.0 ms (medians of eight runs).
static INTERACTIONS: LazyLock<Turns> = LazyLock::new(|| {
    let cores = std::thread::available_parallelism().map_or(2, usize::from);
    Turns::new(2 * cores, Duration::from_millis(100))
});

/// [`blocking`] in its turn among interactions' work ([`Turns`]).
///
/// # Errors
/// As [`blocking`].
pub async fn blocking_in_turn<T, F>(service: &Arc<GameService>, f: F) -> Result<T, BotError>
where
    T: Send + 'static,
    F: FnOnce(&GameService) -> Result<T, BotError> + Send + 'static,
{
    let _turn = INTERACTIONS.take().await;
    blocking(service, f).await
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

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn turns_go_in_the_order_asked() {
        let turns = Arc::new(Turns::new(1, Duration::from_secs(60)));
        let first = turns.take().await.unwrap();
        let order = Arc::new(std::sync::Mutex::new(Vec::new()));
        let mut waiting = Vec::new();
        for i in 0..4 {
            let (turns, order) = (Arc::clone(&turns), Arc::clone(&order));
            waiting.push(tokio::spawn(async move {
                let _turn = turns.take().await.unwrap();
                order.lock().unwrap().push(i);
            }));
            // One thread: the task runs, up to its wait for a turn, before
            // the next is spawned.
            tokio::task::yield_now().await;
        }
        drop(first);
        for w in waiting {
            w.await.unwrap();
        }
        assert_eq!(*order.lock().unwrap(), vec![0, 1, 2, 3]);
    }

    #[tokio::test]
    async fn a_turn_held_long_is_waited_for_only_so_long() {
        let turns = Turns::new(1, Duration::from_millis(20));
        let held = turns.take().await;
        assert!(held.is_some());
        // The wait is up while the first still holds its turn: the work
        // goes on without one rather than waiting for it.
        assert!(turns.take().await.is_none());
        drop(held);
        assert!(turns.take().await.is_some(), "a free turn is taken");
    }
}
