//! The bot under load through the Discord stand-in: 50 people in 25 games
//! (each game in a channel of its own), everyone to move sending
//! `/punct move` at the same instant, round after round. Measured per move:
//! INTERACTION_CREATE → the bot's first callback, and → the callback
//! carrying the new board.
//!
//! Then the same 25 players to move at once make their moves through the
//! move picker, step by step in lockstep (open it, choose a piece, a
//! column when the cells are many, a cell, turn the piece, play): measured
//! per step, INTERACTION_CREATE → the callback with the updated picker and
//! its picture.
//!
//! `cargo bench --bench discord_load` prints p50 / p99 / max of each, the
//! processor time each took (the bot's and the stand-in's together: it
//! wanders far less than the latencies from one run to the next, so it
//! shows what a change saved), and the pickers' picture sizes; the
//! figures go into README.md (targets: moves p50 ≤ 50 ms, p99 ≤ 200 ms;
//! picker steps p50 ≤ 40 ms, p99 ≤ 150 ms; on 2 cores, no deferral
//! needed). Nothing is asserted about
//! time; everything else is: every move is answered publicly with a
//! board, played exactly once (the game's ply advances by one), never
//! refused, every picker step is answered privately with a picture, and
//! Discord would accept every request. Without `--bench` (as CI runs it)
//! two rounds of moves and one of pickers are played.

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
use support::percentiles::{between, processor_time, report, report_processor_time};

/// Games played at once, two people each.
const GAMES: u64 = 25;
/// Rounds of simultaneous moves (`cargo bench`), and in a quick run.
const ROUNDS: usize = 12;
const QUICK_ROUNDS: usize = 2;
/// Rounds of moves made through pickers (`cargo bench`), and in a quick run.
const PICKER_ROUNDS: usize = 4;
const QUICK_PICKER_ROUNDS: usize = 1;

fn main() {
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    let quick = !std::env::args().any(|a| a == "--bench");
    let rounds = if quick { (QUICK_ROUNDS, QUICK_PICKER_ROUNDS) } else { (ROUNDS, PICKER_ROUNDS) };
    runtime.block_on(measure(rounds));
}

/// One game of the load: where it is played and by whom.
struct Table {
    game: GameId,
    channel: u64,
    players: [User; 2],
}

async fn measure((rounds, picker_rounds): (usize, usize)) {
    let bot = Harness::for_bench().await;
    let (discord, service) = (&bot.discord, &bot.service);
    // Decoding the pictures and checking the bodies against Discord's
    // description, Discord's work, is not done on the bot's cores while
    // it is timed: all of it is checked once, at the end.
    discord.check_at_the_end();
    let tables: Vec<Table> = (0..GAMES).map(|i| seat_table(service, i)).collect();
    let mut random = SplitMix64::new(12);
    let (mut to_board, mut to_ack, mut deferred) = (Vec::new(), Vec::new(), 0);
    let moves_began = processor_time();
    for _ in 0..rounds {
        // Everyone to move sends at once: the moves are chosen first, so
        // that nothing of the harness's runs between the sends; answers
        // are collected afterwards (the stand-in timestamps each request
        // as it arrives), and checked once all are in, so that the checks
        // take no processor time from the bot while it answers.
        let mut chosen = Vec::new();
        for table in &tables {
            let view = service.game(table.game).expect("game");
            assert!(!view.position.is_over(), "game {} ended: more rounds than the game lasts", table.game);
            let moves = view.position.legal_moves();
            let m = moves[random.below(moves.len() as u64) as usize];
            let mover = &table.players[view.position.to_move().index()];
            chosen.push((table, view.game.ply, m, mover));
        }
        let mut sent = Vec::new();
        for (table, ply, m, mover) in chosen {
            let options = [("text", Opt::str(m)), ("game", Opt::Int(table.game.0))];
            let (token, at) = discord.send_command(mover, table.channel, "move", &options);
            sent.push((table, ply, m, token, at));
        }
        let mut answered = Vec::new();
        for (table, ply, m, token, at) in sent {
            answered.push((table, ply, m, discord.exchange(&token, at).await));
        }
        for (table, ply, m, answer) in answered {
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
    let moves_ended = processor_time();
    let (mut steps, mut sizes) = (Vec::new(), Vec::new());
    for _ in 0..picker_rounds {
        pick_round(&bot, &tables, &mut random, &mut steps, &mut sizes).await;
    }
    let pickers_ended = processor_time();
    bot.shut_down().await;
    println!(
        "{GAMES} games, {} players, {rounds} rounds of simultaneous moves; {deferred} deferred",
        2 * GAMES
    );
    report("INTERACTION_CREATE → first callback", &mut to_ack);
    report("INTERACTION_CREATE → callback with the board", &mut to_board);
    let moves_spent = between(moves_began, moves_ended);
    report_processor_time("a move, the bot and the stand-in together", moves_spent, to_board.len());
    println!("{picker_rounds} rounds of {GAMES} moves made through pickers at once, {} steps", steps.len());
    report("picker step: INTERACTION_CREATE → the updated picker with its picture", &mut steps);
    // Each move through a picker is its steps and the Play that ends it.
    report_processor_time(
        "a picker step (Play included), the bot and the stand-in together",
        between(moves_ended, pickers_ended),
        steps.len() + picker_rounds * GAMES as usize,
    );
    sizes.sort_unstable();
    if let (Some(least), Some(most)) = (sizes.first(), sizes.last()) {
        println!("picker pictures: {least}..{most} bytes, median {}", sizes[sizes.len() / 2]);
    }
}

/// One round: every player to move makes their move through a picker, all
/// of them step by step at the same instant. Each step's latency goes to
/// `steps`, its picture's size to `sizes`.
async fn pick_round(
    bot: &Harness,
    tables: &[Table],
    random: &mut SplitMix64,
    steps: &mut Vec<std::time::Duration>,
    sizes: &mut Vec<usize>,
) {
    let discord = &bot.discord;
    let movers: Vec<(&Table, User, u32)> = tables
        .iter()
        .map(|t| {
            let view = bot.service.game(t.game).expect("game");
            (t, t.players[view.position.to_move().index()].clone(), view.game.ply)
        })
        .collect();
    // Open: `/punct move` without a move, all at once.
    let mut open = Vec::new();
    for (table, mover, _) in &movers {
        open.push(discord.send_command(mover, table.channel, "move", &[("game", Opt::Int(table.game.0))]));
    }
    let mut shown = Vec::new();
    for (token, at) in open {
        shown.push(timed(discord.exchange(&token, at).await, steps, sizes));
    }
    // Then each step, everyone at once: the piece, the column if any, the
    // cell, a turn if the piece can lie more than one way.
    for stage in ["piece", "column", "cell", "turn"] {
        let mut sent = Vec::new();
        for (i, (_, mover, _)) in movers.iter().enumerate() {
            let (message, reply) = &shown[i];
            let chosen = match stage {
                "turn" => reply.button("turn ▶").or_else(|| reply.button("turn ↻")).map(|id| (id, None)),
                menu => reply.menu(&format!(":{menu}")).map(|(id, values)| {
                    let value = values[random.below(values.len() as u64) as usize].clone();
                    (id, Some(value))
                }),
            };
            if let Some((id, value)) = chosen {
                sent.push((i, discord.send_component(mover, *message, &id, value.as_deref())));
            }
        }
        for (i, (token, at)) in sent {
            shown[i] = timed(discord.exchange(&token, at).await, steps, sizes);
        }
    }
    // Play, everyone at once; the move is played once.
    let mut sent = Vec::new();
    for (i, (_, mover, _)) in movers.iter().enumerate() {
        let (message, reply) = &shown[i];
        let play =
            reply.button("play this move").unwrap_or_else(|| panic!("no preview: {}", reply.all_text()));
        sent.push((i, discord.send_component(mover, *message, &play, None)));
    }
    let mut played = Vec::new();
    for (i, (token, at)) in sent {
        played.push((i, discord.exchange(&token, at).await));
    }
    for (i, answer) in played {
        assert!(answer.reply.content().contains("You played"), "{}", answer.reply.all_text());
        let (table, _, ply) = &movers[i];
        assert_eq!(bot.service.game(table.game).expect("game").game.ply, ply + 1, "played once");
    }
}

/// A picker step's answer: checked (private, with a picture), timed, its
/// picture's size kept; returns the picker's message and the answer.
fn timed(
    answer: discord_standin::Exchange,
    steps: &mut Vec<std::time::Duration>,
    sizes: &mut Vec<usize>,
) -> (u64, discord_standin::Request) {
    let picture =
        answer.reply.files.first().unwrap_or_else(|| panic!("no picture: {}", answer.reply.all_text()));
    assert!(answer.reply.is_ephemeral() || answer.reply.callback_type() == Some(7), "a picker is private");
    sizes.push(picture.bytes.len());
    steps.push(answer.latency());
    (answer.message_id(), answer.reply)
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
