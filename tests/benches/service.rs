//! A move's round trip through the service on a database the size of a
//! busy server: 10,000 games of about 60 moves each.
//!
//! `cargo bench --bench service` builds the database in a temporary
//! directory (random legal games from `SplitMix64`, written in one bulk
//! transaction), then times `GameService::play` — load the game row and
//! its log, replay, check the move, append it and update the row in one
//! transaction, commit with a full sync — on games picked at random, and
//! prints p50, p99 and the worst case, then the process's resident memory.
//! Rendering the board is not included: the renderer is not on this
//! branch yet. Set `PUNCT_BENCH_GAMES` / `PUNCT_BENCH_MOVES` to change the
//! size or the number of timed moves.
//!
//! Every timed call must have played its move (the game is one ply
//! further), and the run fails rather than report fewer moves than asked.
//! Without `--bench` (`cargo test --benches`, as CI runs it) the database
//! is small and few moves are timed: the same checks, in seconds.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

#[path = "../support/mod.rs"]
mod support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use punct::rules::{ByPlayer, Position, SplitMix64, Variant};
use punct::service::{ChannelId, GameId, Seat, TimeControl, Timestamp, UserId};
use punct::service::{GameService, ManualClock, MoveRequest};
use punct::store::games::{self, NewGame};
use punct::store::moves::{self, EntryKind, LogEntry};
use punct::store::{Store, StoreError, players};
use support::computers::NoAnswer;

type BenchResult<T> = Result<T, Box<dyn std::error::Error>>;

/// Moves per generated game (fewer if a random game ends sooner).
const PLIES: u32 = 60;

/// Players in the generated server: games pair them at random.
const PLAYERS: u64 = 500;

const NOW: Timestamp = Timestamp(1_750_000_000);

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// `cargo bench` passes `--bench`; `cargo test --benches` does not.
fn quick() -> bool {
    !std::env::args().any(|a| a == "--bench")
}

fn main() -> BenchResult<()> {
    let (games_default, moves_default) = if quick() { (200, 100) } else { (10_000, 2_000) };
    let game_count = env_number("PUNCT_BENCH_GAMES", games_default);
    let timed_moves = env_number("PUNCT_BENCH_MOVES", moves_default);
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("bench.sqlite3");

    let started = Instant::now();
    let (ongoing, total_moves) = populate(&Store::open(&path)?, game_count)?;
    let size = std::fs::metadata(&path)?.len()
        + std::fs::metadata(path.with_extension("sqlite3-wal")).map_or(0, |m| m.len());
    println!(
        "database: {game_count} games, {total_moves} moves, {:.1} MB, built in {:.1} s",
        size as f64 / 1e6,
        started.elapsed().as_secs_f64()
    );

    let service = GameService::new(Store::open(&path)?, Arc::new(ManualClock::new(NOW)), Arc::new(NoAnswer));
    let times = time_moves(&service, &ongoing, timed_moves)?;
    if times.len() != timed_moves {
        return Err(format!(
            "only {} of {timed_moves} moves were timed: the {} ongoing games ran out",
            times.len(),
            ongoing.len()
        )
        .into());
    }
    report(&times);
    print_memory()?;
    Ok(())
}

/// Writes `count` random games in one transaction; returns the ongoing
/// ones and the number of moves written.
fn populate(store: &Store, count: usize) -> BenchResult<(Vec<GameId>, u64)> {
    let mut rng = SplitMix64::new(2024);
    Ok(store.write(|tx| {
        for user in 1..=PLAYERS {
            players::upsert(tx, UserId(user), &format!("player {user}"), None, NOW)?;
        }
        let mut ongoing = Vec::new();
        let mut total = 0;
        for _ in 0..count {
            let (game, plies, over) = random_game(tx, &mut rng)?;
            total += u64::from(plies);
            if !over {
                ongoing.push(game);
            }
        }
        Ok::<_, StoreError>((ongoing, total))
    })?)
}

fn random_game(tx: &rusqlite::Connection, rng: &mut SplitMix64) -> Result<(GameId, u32, bool), StoreError> {
    let white = UserId(1 + rng.below(PLAYERS));
    let black = UserId(1 + (white.0 + rng.below(PLAYERS - 1)) % PLAYERS);
    let new = NewGame {
        channel: ChannelId(1 + rng.below(20)),
        guild: None,
        seats: ByPlayer { white: Seat::Human(white), black: Seat::Human(black) },
        variant: Variant::Standard,
        time_control: TimeControl::default(),
        deadline: TimeControl::default().period_seconds().map(|p| NOW.plus_seconds(p)),
        at: NOW,
    };
    let id = games::insert(tx, &new)?;
    let mut position = Position::new(Variant::Standard);
    while position.ply() < PLIES {
        let Some(mv) = position.random_move(rng) else { break };
        position.play_unchecked(mv);
        let ply = position.ply();
        let user = if ply % 2 == 1 { white } else { black };
        moves::append(
            tx,
            id,
            &LogEntry { seq: ply, ply, kind: EntryKind::Move(mv), user: Some(user), at: NOW },
        )?;
    }
    let mut row = games::load(tx, id)?.ok_or(StoreError::Corrupt { what: "game", value: id.to_string() })?;
    row.ply = position.ply();
    row.log_len = position.ply();
    row.result = position.outcome().map(punct::service::GameResult::of_outcome);
    games::update(tx, &row, 0)?;
    Ok((id, position.ply(), position.is_over()))
}

/// Plays `count` random legal moves in random ongoing games, timing each
/// `play` call alone.
fn time_moves(service: &GameService, ongoing: &[GameId], count: usize) -> BenchResult<Vec<Duration>> {
    let mut rng = SplitMix64::new(99);
    let mut times = Vec::with_capacity(count);
    let mut open: Vec<GameId> = ongoing.to_vec();
    while times.len() < count && !open.is_empty() {
        let index = rng.below(open.len() as u64) as usize;
        let view = service.game(open[index])?;
        let (Some(mv), Some(user)) =
            (view.position.random_move(&mut rng), view.game.seats[view.position.to_move()].user())
        else {
            open.swap_remove(index);
            continue;
        };
        let request = MoveRequest {
            game: view.game.id,
            user,
            notation: mv.to_string(),
            expected_ply: Some(view.game.ply),
        };
        let started = Instant::now();
        let update = service.play(&request)?;
        times.push(started.elapsed());
        if update.game.ply != view.game.ply + 1 || update.game.log_len <= view.game.log_len {
            return Err(format!("{mv} in game {} was timed but not played", view.game.id).into());
        }
        if update.game.is_over() {
            open.swap_remove(index);
        }
    }
    Ok(times)
}

fn report(times: &[Duration]) {
    let mut sorted = times.to_vec();
    sorted.sort();
    let at =
        |q: f64| sorted.get(((sorted.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or_default();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "move round trip (load, replay, check, commit), {} moves: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        sorted.len(),
        ms(at(0.5)),
        ms(at(0.99)),
        ms(at(1.0))
    );
}

/// Prints VmRSS (resident now) and VmHWM (resident at the peak).
fn print_memory() -> BenchResult<()> {
    let status = std::fs::read_to_string("/proc/self/status")?;
    for line in status.lines().filter(|l| l.starts_with("VmRSS") || l.starts_with("VmHWM")) {
        println!("{}", line.split_whitespace().collect::<Vec<_>>().join(" "));
    }
    Ok(())
}
