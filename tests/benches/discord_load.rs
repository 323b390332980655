//! The bot under load through the Discord stand-in: 50 people in 25 games
//! (each game in a channel of its own), everyone to move sending
//! `/punct move` at the same instant, round after round. Measured per move:
//! INTERACTION_CREATE → the bot's first callback, and → the callback
//! carrying the new board.
//!
//! `cargo bench --bench discord_load` prints p50 / p99 / max of both; the
//! figures go into README.md (targets: p50 ≤ 50 ms, p99 ≤ 500 ms on 2
//! cores, no deferral needed). Nothing is asserted about time; everything
//! else is: every move is answered publicly with a board, played exactly
//! once (the game's ply advances by one), never refused, and Discord
//! would accept every request. Without `--bench` (as CI runs it) two
//! rounds are played.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

#[path = "../support/mod.rs"]
mod support;
// Only the binaries that start a bot include these two (tests/support/mod.rs).
#[path = "../support/bot.rs"]
mod bot;
#[path = "../support/discord_standin/mod.rs"]
mod discord_standin;

use bot::Harness;
use discord_standin::{CHANNEL_ID, GUILD_ID, Opt, User};
use punct::rules::{SplitMix64, Variant};
use punct::service::{
    ChallengeRequest, Challenged, ChannelId, ColourChoice, GameId, GameService, GuildId, Opponent, PlayerRef,
    TimeControl, UserId,
};
use support::percentiles::report;

/// Games played at once, two people each.
const GAMES: u64 = 25;
/// Rounds of simultaneous moves (`cargo bench`), and in a quick run.
const ROUNDS: usize = 12;
const QUICK_ROUNDS: usize = 2;

fn main() {
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    let quick = !std::env::args().any(|a| a == "--bench");
    runtime.block_on(measure(if quick { QUICK_ROUNDS } else { ROUNDS }));
}

/// One game of the load: where it is played and by whom.
struct Table {
    game: GameId,
    channel: u64,
    players: [User; 2],
}

async fn measure(rounds: usize) {
    let bot = Harness::for_bench().await;
    let (discord, service) = (&bot.discord, &bot.service);
    let tables: Vec<Table> = (0..GAMES).map(|i| seat_table(service, i)).collect();
    let mut random = SplitMix64::new(12);
    let (mut to_board, mut to_ack, mut deferred) = (Vec::new(), Vec::new(), 0);
    for _ in 0..rounds {
        // Everyone to move sends at once; answers are collected afterwards
        // (the stand-in timestamps each request as it arrives).
        let mut sent = Vec::new();
        for table in &tables {
            let view = service.game(table.game).expect("game");
            assert!(!view.position.is_over(), "game {} ended: more rounds than the game lasts", table.game);
            let moves = view.position.legal_moves();
            let m = moves[random.below(moves.len() as u64) as usize];
            let mover = &table.players[view.position.to_move().index()];
            let options = [("text", Opt::str(m)), ("game", Opt::Int(table.game.0))];
            let (token, at) = discord.send_command(mover, table.channel, "move", &options);
            sent.push((table, view.game.ply, m, token, at));
        }
        for (table, ply, m, token, at) in sent {
            let answer = discord.exchange(&token, at).await;
            assert!(!answer.reply.is_ephemeral(), "{m} was refused: {}", answer.reply.all_text());
            assert!(!answer.reply.files.is_empty(), "{m} got no board: {}", answer.reply.all_text());
            let after = service.game(table.game).expect("game");
            assert_eq!(
                after.game.ply,
                ply + 1,
                "{m} in game {} was answered but not played once",
                table.game
            );
            if answer.ack.callback_type() == Some(5) {
                deferred += 1;
            }
            to_board.push(answer.latency());
            to_ack.push(answer.ack_latency());
        }
    }
    assert_eq!(to_board.len(), rounds * GAMES as usize, "every move of every round was timed");
    bot.shut_down().await;
    println!(
        "{GAMES} games, {} players, {rounds} rounds of simultaneous moves; {deferred} deferred",
        2 * GAMES
    );
    report("INTERACTION_CREATE → first callback", &mut to_ack);
    report("INTERACTION_CREATE → callback with the board", &mut to_board);
}

/// Game `i` between two people of its own, started through the service
/// (not timed), in channel `CHANNEL_ID + 1 + i`.
fn seat_table(service: &GameService, i: u64) -> Table {
    let channel = CHANNEL_ID + 1 + i;
    let players =
        [User::new(2_000 + 2 * i, &format!("white{i}")), User::new(2_001 + 2 * i, &format!("black{i}"))];
    let person = |u: &User| PlayerRef::new(UserId(u.id), u.name.clone());
    let request = ChallengeRequest {
        challenger: person(&players[0]),
        channel: ChannelId(channel),
        guild: Some(GuildId(GUILD_ID)),
        opponent: Opponent::User(person(&players[1])),
        variant: Variant::Standard,
        time_control: TimeControl::default(),
        colour: ColourChoice::White,
    };
    let Challenged::Pending(challenge) = service.challenge(request).expect("challenge") else {
        panic!("a challenge between people waits for an answer")
    };
    let started = service.accept(challenge.id, &person(&players[1])).expect("accept");
    Table { game: started.game.id, channel, players }
}
