//! What the Discord benchmarks share: a bot on a fresh database, served
//! against a local stand-in, stopped cleanly; a reproducible computer;
//! percentiles printed one line a measure.

use std::sync::Arc;
use std::time::Duration;

use punct::config::Token;
use punct::discord::{Launch, RunError, serve};
use punct::rules::{Move, Position};
use punct::service::{GameService, Level, ManualClock, MoveChooser, Timestamp};
use punct::store::Store;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

use crate::support::discord_standin::{GUILD_ID, StandIn};

/// Plays the alphabetically first legal move: fast and reproducible.
pub struct FirstLegal;

impl MoveChooser for FirstLegal {
    fn choose_move(&self, position: &Position, _: Level, _: u64) -> Option<Move> {
        position.legal_moves().into_iter().min_by_key(Move::to_string)
    }
}

/// A bot serving a fresh database through a stand-in.
pub struct Bot {
    /// The local Discord.
    pub discord: StandIn,
    /// The bot's game service (to set games up and check them).
    pub service: Arc<GameService>,
    _dir: tempfile::TempDir,
    stop: oneshot::Sender<()>,
    task: JoinHandle<Result<(), RunError>>,
}

impl Bot {
    /// Starts the bot and waits until its commands are registered.
    pub async fn start(token: &str) -> Bot {
        let dir = tempfile::tempdir().expect("temp dir");
        let store = Store::open(dir.path().join("bench.sqlite3")).expect("store");
        let clock = Arc::new(ManualClock::new(Timestamp(1_767_225_600)));
        let service = Arc::new(GameService::new(store, clock, Arc::new(FirstLegal)));
        let discord = StandIn::start(token).await;
        let launch = Launch {
            token: Token::new(token),
            api_base: Some(discord.api_base()),
            dev_guild: Some(GUILD_ID),
            service: Arc::clone(&service),
            deadline_poll: Duration::from_secs(3600),
            progress: None,
        };
        let (stop, stopped) = oneshot::channel::<()>();
        let task = tokio::spawn(serve(launch, async move {
            let _ = stopped.await;
        }));
        discord.wait_registered().await;
        Bot { discord, service, _dir: dir, stop, task }
    }

    /// Checks Discord would have accepted everything, then stops the bot
    /// and fails on any error it ended with.
    pub async fn stop(self) {
        self.discord.assert_clean();
        let _ = self.stop.send(());
        let ended = tokio::time::timeout(Duration::from_secs(60), self.task).await;
        ended
            .expect("the bot stops within a minute")
            .expect("bot task")
            .expect("the bot ends without an error");
    }
}

/// Prints `what` with n, p50, p90, p99 and max of `samples`.
pub fn report(what: &str, samples: &mut [Duration]) {
    samples.sort();
    let at = |q: f64| samples[((samples.len() as f64 - 1.0) * q).round() as usize];
    println!(
        "{what}: n={} p50={:.1} ms p90={:.1} ms p99={:.1} ms max={:.1} ms",
        samples.len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.9).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3
    );
}
