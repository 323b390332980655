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
// Only the binaries that start a bot include these two (tests/support/mod.rs).
#[path = "../support/bot.rs"]
mod bot;
#[path = "../support/discord_standin/mod.rs"]
mod discord_standin;

use bot::Harness;
use discord_standin::{Opt, StandIn, User};
use punct::service::{GameId, UserId};
use support::percentiles::report;

/// Moves measured (`cargo bench`), and in a quick run.
const SAMPLES: usize = 200;
const QUICK_SAMPLES: usize = 20;
/// Moves per game before a fresh one starts (the middle game is the
/// common case: boards full enough to draw, not yet decided).
const MOVES_PER_GAME: usize = 50;

fn main() {
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    let quick = !std::env::args().any(|a| a == "--bench");
    runtime.block_on(measure(if quick { QUICK_SAMPLES } else { SAMPLES }));
}

async fn measure(samples: usize) {
    let bot = Harness::for_bench().await;
    let (discord, service) = (&bot.discord, &bot.service);
    let players = [User::new(1_001, "white"), User::new(1_002, "black")];
    let mut latencies = Vec::with_capacity(samples);
    let mut acks = Vec::with_capacity(samples);
    let mut seed = 0;
    while latencies.len() < samples {
        let game = start_game(discord, &players).await;
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
    bot.shut_down().await;
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
