//! How long a move waits while the database is backed up (issue 37): a
//! backup of 100,000 finished games is taken through SQLite's online
//! backup API (`Store::backup_to`) while other threads play moves without
//! a pause; every `play` call is timed.
//!
//! `cargo bench --bench backup` builds the database in a temporary folder
//! (one transaction of plain INSERTs: players, finished games of 40 legal
//! moves each, their logs), starts a few games between people, and times
//! their moves first with no backup running (the baseline), then during
//! the backup. It prints the backup's time and size and, for both phases,
//! the moves made and their wait: p50, p99 and the longest. The backup is
//! checked (SQLite's integrity check, the games counted) and opened: each
//! game played during it holds a prefix of its moves as they stand after,
//! and the run fails otherwise. Without `--bench` (`cargo test --benches`,
//! as CI runs it) the database holds 300 games and the same checks run in
//! a second or two.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a panic is a failure with its message

#[path = "../support/mod.rs"]
mod support;

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use punct::rules::{Player, Position, SplitMix64, Variant};
use punct::service::{
    ChallengeRequest, Challenged, ChannelId, ColourChoice, GameId, GameService, ManualClock, MoveRequest,
    Opponent, PlayerRef, ServiceError, TimeControl, Timestamp, UserId,
};
use punct::store::Store;
use rusqlite::params;
use support::computers::FirstLegal;
use support::percentiles::report;

type BenchResult<T> = Result<T, Box<dyn std::error::Error>>;

const NOW: i64 = 1_767_225_600;
/// Threads playing moves, one game each at a time.
const PLAYERS: u64 = 4;
/// Moves of each stored game.
const PLIES: u32 = 40;
/// Different games the stored ones repeat (random legal games).
const PATTERNS: usize = 64;

/// `cargo bench` passes `--bench`; `cargo test --benches` does not.
fn quick() -> bool {
    !std::env::args().any(|a| a == "--bench")
}

fn main() -> BenchResult<()> {
    let (games, baseline) =
        if quick() { (300, Duration::from_millis(300)) } else { (100_000, Duration::from_secs(5)) };
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("bench.sqlite3");
    let started = Instant::now();
    drop(Store::open(&path)?);
    populate(&path, games)?;
    let size = std::fs::metadata(&path)?.len();
    println!(
        "database: {games} finished games of {PLIES} moves, {:.1} MB; built in {:.1} s",
        size as f64 / 1e6,
        started.elapsed().as_secs_f64()
    );

    let clock = Arc::new(ManualClock::new(Timestamp(NOW)));
    let service = Arc::new(GameService::new(Store::open(&path)?, clock, Arc::new(FirstLegal)));
    let backing_up = Arc::new(AtomicBool::new(false));
    let stop = Arc::new(AtomicBool::new(false));
    let waits: Arc<Mutex<(Vec<Duration>, Vec<Duration>)>> = Arc::default();
    let played: Arc<Mutex<Vec<GameId>>> = Arc::default();
    let players: Vec<_> = (0..PLAYERS)
        .map(|n| {
            let (service, backing_up, stop) =
                (Arc::clone(&service), Arc::clone(&backing_up), Arc::clone(&stop));
            let (waits, played) = (Arc::clone(&waits), Arc::clone(&played));
            thread::spawn(move || play_on(&service, n, &backing_up, &stop, &waits, &played))
        })
        .collect();

    thread::sleep(baseline);
    backing_up.store(true, Ordering::SeqCst);
    let copy = dir.path().join("copy.sqlite3");
    let started = Instant::now();
    let checked = service.store().backup_to(&copy)?;
    let took = started.elapsed();
    backing_up.store(false, Ordering::SeqCst);
    stop.store(true, Ordering::SeqCst);
    for player in players {
        player.join().map_err(|_| "a player thread panicked")??;
    }

    let (mut before, mut during) = std::mem::take(&mut *waits.lock().map_err(|_| "poisoned")?);
    println!(
        "backup: {:.2} s, {:.1} MB, {} games, schema version {}",
        took.as_secs_f64(),
        std::fs::metadata(&copy)?.len() as f64 / 1e6,
        checked.games,
        checked.version
    );
    assert!(!before.is_empty() && !during.is_empty(), "moves were played before and during the backup");
    report("a move, no backup running", &mut before);
    report("a move, while the backup runs", &mut during);

    // The copy is a moment: every game played holds a prefix of its moves.
    let played = played.lock().map_err(|_| "poisoned")?.clone();
    assert!(checked.games >= games as i64, "{checked:?}");
    let restored = GameService::new(
        Store::open(&copy)?,
        Arc::new(ManualClock::new(Timestamp(NOW))),
        Arc::new(FirstLegal),
    );
    for game in played {
        let now = service.game(game)?.record.moves;
        let kept = match restored.game(game) {
            Ok(view) => view.record.moves,
            Err(ServiceError::GameNotFound { .. }) => continue, // started after the copy's moment
            Err(e) => return Err(e.into()),
        };
        assert_eq!(kept[..], now[..kept.len()], "game {game}");
    }
    Ok(())
}

/// Plays random legal moves in games of its own, a new game when one
/// ends, until `stop`; each `play` call's time goes to the baseline or,
/// while `backing_up`, to the backup's waits.
fn play_on(
    service: &GameService,
    n: u64,
    backing_up: &AtomicBool,
    stop: &AtomicBool,
    waits: &Mutex<(Vec<Duration>, Vec<Duration>)>,
    played: &Mutex<Vec<GameId>>,
) -> Result<(), String> {
    let (white, black) = (PlayerRef::new(UserId(900_000 + n), "w"), PlayerRef::new(UserId(950_000 + n), "b"));
    let mut rng = SplitMix64::new(n);
    let mut game = start(service, &white, &black).map_err(|e| e.to_string())?;
    played.lock().map_err(|_| "poisoned")?.push(game);
    while !stop.load(Ordering::SeqCst) {
        let view = service.game(game).map_err(|e| e.to_string())?;
        let Some(mv) = view.position.random_move(&mut rng).filter(|_| !view.position.is_over()) else {
            game = start(service, &white, &black).map_err(|e| e.to_string())?;
            played.lock().map_err(|_| "poisoned")?.push(game);
            continue;
        };
        let user = if view.position.to_move() == Player::White { white.id } else { black.id };
        let during = backing_up.load(Ordering::SeqCst);
        let started = Instant::now();
        service
            .play(&MoveRequest { game, user, notation: mv.to_string(), expected_ply: None })
            .map_err(|e| e.to_string())?;
        let wait = started.elapsed();
        let mut waits = waits.lock().map_err(|_| "poisoned")?;
        if during && backing_up.load(Ordering::SeqCst) {
            waits.1.push(wait)
        } else if !during {
            waits.0.push(wait)
        }
    }
    Ok(())
}

fn start(service: &GameService, white: &PlayerRef, black: &PlayerRef) -> BenchResult<GameId> {
    let Challenged::Pending(c) = service.challenge(ChallengeRequest {
        challenger: white.clone(),
        channel: ChannelId(7),
        guild: None,
        opponent: Opponent::User(black.clone()),
        variant: Variant::Standard,
        time_control: TimeControl::UNLIMITED,
        colour: ColourChoice::White,
    })?
    else {
        return Err("a challenge to a person waits".into());
    };
    Ok(service.accept(c.id, black)?.game.id)
}

/// `games` finished games between 2,000 players, in one transaction of
/// plain INSERTs: each game one of [`PATTERNS`] random legal games of
/// [`PLIES`] moves, its log as the bot writes it.
fn populate(path: &Path, games: u64) -> BenchResult<()> {
    let mut rng = SplitMix64::new(37);
    let patterns: Vec<Vec<String>> = (0..PATTERNS)
        .map(|_| {
            let mut position = Position::new(Variant::Standard);
            let mut moves = Vec::new();
            while position.ply() < PLIES && !position.is_over() {
                let Some(mv) = position.random_move(&mut rng) else { break };
                position.play_unchecked(mv);
                moves.push(mv.to_string());
            }
            moves
        })
        .collect();
    let mut conn = rusqlite::Connection::open(path)?;
    let tx = conn.transaction()?;
    {
        let mut player = tx
            .prepare("INSERT INTO players (user_id, name, created_at, rated_games) VALUES (?1, ?2, ?3, 1)")?;
        for user in 1..=2_000 {
            player.execute(params![user, format!("player {user}"), NOW])?;
        }
        let mut game = tx.prepare(
            "INSERT INTO games (id, channel_id, white_id, black_id, variant, days_per_move, status, result, reason, \
             ply, log_len, created_at, updated_at, finished_at, shown_log_len, shown_over) \
             VALUES (?1, ?2, ?3, ?4, 'standard', 3, 'finished', ?5, 'resignation', ?6, ?6, ?7, ?8, ?8, ?6, 1)",
        )?;
        let mut entry = tx.prepare(
            "INSERT INTO moves (game_id, seq, ply, notation, user_id, played_at) VALUES (?1, ?2, ?2, ?3, ?4, ?5)",
        )?;
        for id in 1..=games as i64 {
            let moves = &patterns[rng.below(PATTERNS as u64) as usize];
            let (white, black) = (1 + rng.below(2_000) as i64, 1 + rng.below(2_000) as i64);
            let black = if black == white { 1 + black % 2_000 } else { black };
            let start = NOW - 86_400 * 365 + id * 300;
            let result = if id % 2 == 0 { "white" } else { "black" };
            game.execute(params![
                id,
                10 + id % 50,
                white,
                black,
                result,
                moves.len() as i64,
                start,
                start + 86_400 * 20
            ])?;
            for (seq, mv) in moves.iter().enumerate() {
                let who = if seq % 2 == 0 { white } else { black };
                entry.execute(params![id, seq as i64 + 1, mv, who, start + seq as i64 * 40_000])?;
            }
        }
    }
    tx.commit()?;
    Ok(())
}
