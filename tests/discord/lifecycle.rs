//! Starting and stopping: shutdown while Discord cannot be reached, a token Discord refuses.

use std::sync::Arc;
use std::time::Duration;

use punct::config::Token;
use punct::discord::{Launch, RunError, serve};
use punct::service::{GameService, ManualClock, Timestamp};
use punct::store::Store;
use tokio::sync::oneshot;

use crate::bot::{START, TOKEN, logged, logs};
use crate::discord_standin::{GUILD_ID, StandIn};
use crate::support::computers::FirstLegal;

/// A bot over an empty database in a temp dir, aimed at `api_base`.
fn offline_launch(api_base: String, dir: &tempfile::TempDir) -> Launch {
    let store = Store::open(dir.path().join("games.sqlite3")).expect("store");
    let clock = Arc::new(ManualClock::new(Timestamp(START)));
    Launch {
        token: Token::new(TOKEN),
        api_base: Some(api_base),
        dev_guild: Some(GUILD_ID),
        service: Arc::new(GameService::new(store, clock, Arc::new(FirstLegal))),
        deadline_poll: Duration::from_millis(50),
        progress: None,
    }
}

/// Waits until the log holds `text` (the bot logs as it goes).
async fn logged_soon(text: &str) {
    for _ in 0..1_000 {
        if logged().contains(text) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("the log never said “{text}”:\n{}", logged());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_returns_at_once_while_discord_cannot_be_reached() {
    logs();
    // A port nobody listens on: bound, then closed again.
    let port =
        std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("a free port").port();
    let dir = tempfile::tempdir().expect("temp dir");
    let (stop, stopped) = oneshot::channel::<()>();
    let bot = tokio::spawn(serve(offline_launch(format!("http://127.0.0.1:{port}"), &dir), async move {
        let _ = stopped.await;
    }));
    logged_soon("Discord cannot be reached (could not connect").await;
    let line = logged().lines().find(|l| l.contains("Discord cannot be reached")).map(str::to_string);
    let line = line.expect("the retry line");
    assert!(line.contains("trying again in 1 s"), "{line}");
    assert!(!line.contains("Tungstenite") && !line.contains("http://"), "one readable line: {line}");
    let _ = stop.send(());
    let ended = tokio::time::timeout(Duration::from_secs(5), bot).await;
    let result = ended.expect("serve returns within 5 s of shutdown").expect("bot task");
    assert!(result.is_ok(), "{result:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_discord_refuses_ends_serve_with_the_refused_token_error() {
    logs();
    // The stand-in knows the real token; the bot is given another, as after
    // a reset in the developer portal: Discord answers 401.
    let discord = StandIn::start(TOKEN).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let mut launch = offline_launch(discord.api_base(), &dir);
    launch.token = Token::new("standin.bot.token-reset-since");
    let bot = tokio::spawn(serve(launch, std::future::pending()));
    let ended = tokio::time::timeout(Duration::from_secs(10), bot).await;
    let result = ended.expect("a refused token ends serve, no retrying").expect("bot task");
    assert!(matches!(result, Err(RunError::InvalidToken)), "{result:?}");
    let refused = discord.shared().log.problems();
    assert!(
        refused.iter().any(|p| p.starts_with("GET /gateway/bot: ") && p.contains("wrong token")),
        "{refused:?}"
    );
}
