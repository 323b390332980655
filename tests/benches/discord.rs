//! Interaction latency through the Discord stand-in: the time from the
//! stand-in putting INTERACTION_CREATE on the gateway to the bot's
//! callback carrying the new board (a rendered PNG in an embed), for
//! `/punct move` in games between two people on a real SQLite file.
//!
//! `cargo bench --bench discord` prints p50 / p90 / p99 / max; the figures
//! go into README.md. Nothing is asserted about time; everything else is:
//! each timed move is answered with a board and recorded, Discord would
//! accept every request, and any error (a resignation, the bot itself)
//! fails the run. Without `--bench` (`cargo test --benches`, as CI runs
//! it) only a few moves are timed.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

#[path = "../support/mod.rs"]
mod support;

use std::sync::Arc;
use std::time::Duration;

use punct::ai::Level;
use punct::config::Token;
use punct::discord::{Launch, serve};
use punct::rules::{Move, Position};
use punct::service::{GameId, Timestamp, UserId};
use punct::service::{GameService, ManualClock, MoveChooser};
use punct::store::Store;
use support::discord_standin::{GUILD_ID, Opt, StandIn, User};

/// Moves measured (`cargo bench`), and in a quick run.
const SAMPLES: usize = 200;
const QUICK_SAMPLES: usize = 20;
/// Moves per game before a fresh one starts (the middle game is the
/// common case: boards full enough to draw, not yet decided).
const MOVES_PER_GAME: usize = 50;

struct FirstLegal;

impl MoveChooser for FirstLegal {
    fn choose_move(&self, position: &Position, _: Level, _: u64) -> Option<Move> {
        position.legal_moves().into_iter().min_by_key(Move::to_string)
    }
}

fn main() {
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    let quick = !std::env::args().any(|a| a == "--bench");
    runtime.block_on(measure(if quick { QUICK_SAMPLES } else { SAMPLES }));
}

async fn measure(samples: usize) {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(dir.path().join("bench.sqlite3")).expect("store");
    let clock = Arc::new(ManualClock::new(Timestamp(1_767_225_600)));
    let service = Arc::new(GameService::new(store, clock, Arc::new(FirstLegal)));
    let discord = StandIn::start("bench.token").await;
    let launch = Launch {
        token: Token::new("bench.token"),
        api_base: Some(discord.api_base()),
        dev_guild: Some(GUILD_ID),
        service: Arc::clone(&service),
        deadline_poll: Duration::from_secs(3600),
        progress: None,
    };
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let bot = tokio::spawn(serve(launch, async move {
        let _ = stopped.await;
    }));
    discord.wait_registered().await;

    let players = [User::new(1_001, "white"), User::new(1_002, "black")];
    let mut latencies = Vec::with_capacity(samples);
    let mut acks = Vec::with_capacity(samples);
    let mut seed = 0;
    while latencies.len() < samples {
        let game = start_game(&discord, &players).await;
        for _ in 0..MOVES_PER_GAME {
            let view = service.game(game).expect("game");
            if view.position.is_over() || latencies.len() >= samples {
                break;
            }
            let moves = view.position.legal_moves();
            seed += 7;
            let m = moves[seed % moves.len()];
            let mover = &players[view.position.to_move().index()];
            let answer =
                discord.command(mover, "move", &[("text", Opt::str(m)), ("game", Opt::Int(game.0))]).await;
            assert!(!answer.reply.files.is_empty(), "{m} got no board: {}", answer.reply.all_text());
            assert!(!answer.reply.is_ephemeral(), "{m} was refused: {}", answer.reply.all_text());
            let after = service.game(game).expect("game");
            assert_eq!(after.game.ply, view.game.ply + 1, "{m} was answered but not played");
            latencies.push(answer.latency());
            acks.push(answer.ack_latency());
        }
        if !service.game(game).expect("game").game.is_over() {
            service.resign(game, UserId(players[0].id)).expect("resign");
        }
    }
    assert_eq!(latencies.len(), samples);
    discord.assert_clean();
    let _ = stop.send(());
    let ended = tokio::time::timeout(Duration::from_secs(60), bot).await;
    ended.expect("the bot stops within a minute").expect("bot task").expect("the bot ends without an error");
    report("INTERACTION_CREATE → callback with the board", &mut latencies);
    report("INTERACTION_CREATE → first callback", &mut acks);
}

async fn start_game(discord: &StandIn, players: &[User; 2]) -> GameId {
    let challenge = discord
        .command(
            &players[0],
            "challenge",
            &[("opponent", Opt::User(players[1].clone())), ("color", Opt::Int(1))],
        )
        .await;
    let accept = challenge.reply.button("accept").expect("Accept");
    let accepted = discord.press(&players[1], challenge.message_id(), &accept).await;
    let text = accepted.reply.content().to_string();
    let number: String =
        text.split('#').nth(1).unwrap_or("").chars().take_while(char::is_ascii_digit).collect();
    GameId(number.parse().expect("game number"))
}

fn report(what: &str, samples: &mut [Duration]) {
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
