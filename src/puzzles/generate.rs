//! Making puzzles offline: the computer plays seeded games (both variants,
//! `easy` against `medium`), every position of them is examined with the
//! exact solvers, and those with a task of at most [`MAX_SOLUTIONS`]
//! answers are kept, once per position.
//!
//! Besides the positions of the games themselves, the positions one
//! random move away from each of them are examined (a side line where the
//! player missed the block or the attack), which is where most win
//! puzzles come from: the computer never misses a win in one, so its own
//! games rarely leave one on the board.
//!
//! Which positions are examined is a choice, not a claim: defend and
//! win-in-2 tasks are skipped where either reserve is down to one piece (a
//! last placement ends the game by other rules, which would muddy a
//! connection puzzle), and a win in 2 is only looked for when the player
//! to move lacks at most six cells of a connection (two pieces' worth).
//! Every puzzle kept is exact.

use std::collections::HashSet;

use crate::ai::distance::{Costs, connection_distance};
use crate::ai::{Level, choose_move};
use crate::puzzles::solve::{self, key_moves_up_to, saving_moves_up_to, winning_moves};
use crate::puzzles::{MAX_SOLUTIONS, Puzzle, Theme, Tier, puzzle_id};
use crate::rules::{Cell, Move, Player, Position, SplitMix64, Variant};

/// Plies after which a game is abandoned (engine games end far sooner).
const MAX_PLIES: u32 = 300;

/// Side lines examined per position of a game: one random move each.
const SIDE_LINES: usize = 2;

/// Cells two pieces can add: the most a win in 2 can lack.
const WIN_IN_2_REACH: u32 = 6;

/// What to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Stop once this many puzzles are found.
    pub count: usize,
    /// Seeds the games: the same seed gives the same puzzles.
    pub seed: u64,
    /// Give up after this many games even if `count` is not reached.
    pub max_games: usize,
    /// Games played at the same time.
    pub threads: usize,
}

/// The task of a position, if it makes a puzzle: the theme and every
/// correct first move (one to [`MAX_SOLUTIONS`]).
pub fn classify(position: &Position) -> Option<(Theme, Vec<Move>)> {
    if position.is_over() || position.legal_move_count() <= MAX_SOLUTIONS {
        return None;
    }
    let fits = |moves: &Vec<Move>| (1..=MAX_SOLUTIONS).contains(&moves.len());
    let wins = winning_moves(position);
    if !wins.is_empty() {
        return fits(&wins).then_some((Theme::Win, wins));
    }
    if Player::BOTH.iter().any(|&p| position.reserve(p).total() < 2) {
        return None;
    }
    let saving = saving_moves_up_to(position, MAX_SOLUTIONS);
    if fits(&saving) {
        return Some((Theme::Defend, saving));
    }
    if saving.is_empty() || !near_connection(position) {
        return None;
    }
    let keys = key_moves_up_to(position, MAX_SOLUTIONS);
    fits(&keys).then_some((Theme::WinIn2, keys))
}

/// Whether the player to move lacks at most [`WIN_IN_2_REACH`] cells of
/// a connection.
fn near_connection(position: &Position) -> bool {
    connection_distance(&Costs::cells_missing(position, position.to_move()), WIN_IN_2_REACH).is_some()
}

/// A puzzle from the position reached by `moves`, if it makes one.
pub fn puzzle_at(variant: Variant, moves: &[Move], position: &Position) -> Option<Puzzle> {
    let (theme, solutions) = classify(position)?;
    let tier = Tier::of(position.legal_move_count(), &solutions);
    Some(Puzzle { id: puzzle_id(variant, moves), variant, moves: moves.to_vec(), theme, tier, solutions })
}

/// The variant and the two levels of game `game`: variants alternate,
/// and so do which side plays `easy` and which `medium`.
fn game_setup(game: usize) -> (Variant, [Level; 2]) {
    let variant = if game.is_multiple_of(2) { Variant::Standard } else { Variant::Basic };
    let levels = if game % 4 < 2 { [Level::Easy, Level::Medium] } else { [Level::Medium, Level::Easy] };
    (variant, levels)
}

/// Plays game `game` of `seed` and returns the puzzles found in it, in
/// the order met.
pub fn puzzles_of_game(seed: u64, game: usize) -> Vec<Puzzle> {
    let (variant, levels) = game_setup(game);
    let mut position = Position::new(variant);
    let mut moves = Vec::new();
    let mut found = Vec::new();
    let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(game as u64);
    let mut rng = SplitMix64::new(game_seed);
    while !position.is_over() && position.ply() < MAX_PLIES {
        if let Some(puzzle) = puzzle_at(variant, &moves, &position) {
            found.push(puzzle);
        }
        for _ in 0..SIDE_LINES {
            let Some(side) = position.random_move(&mut rng) else { break };
            let mut line = moves.clone();
            line.push(side);
            if let Some(puzzle) = puzzle_at(variant, &line, &solve::after(&position, side)) {
                found.push(puzzle);
            }
        }
        let level = levels[position.to_move().index()];
        let Some(m) = choose_move(&position, level, game_seed.wrapping_add(u64::from(position.ply()))) else {
            break;
        };
        position.play_unchecked(m);
        moves.push(m);
    }
    found
}

/// What a position looks like, whatever the move order: the variant, the
/// player to move, the reserves and every stack. Two puzzles with the
/// same key are the same puzzle.
pub fn position_key(position: &Position) -> String {
    let mut key = format!(
        "{} {} {:?} {:?}",
        position.variant().name(),
        position.to_move().name(),
        position.reserve(Player::White),
        position.reserve(Player::Black)
    );
    for cell in Cell::ALL {
        for dot in position.stack(cell) {
            key.push_str(&format!(
                " {cell}:{}{}{}{}",
                dot.level,
                dot.owner.name(),
                dot.kind.letter(),
                if dot.is_punct { "p" } else { "" }
            ));
        }
    }
    key
}

/// Plays games until `settings.count` puzzles are found (or
/// `settings.max_games` are played), `settings.threads` games at a time,
/// drops repeated positions, and calls `progress` with the number of
/// games played and the puzzles kept so far after each batch.
/// Deterministic: the games are merged in order whatever the number of
/// threads.
pub fn generate(settings: &Settings, mut progress: impl FnMut(usize, &[Puzzle])) -> Vec<Puzzle> {
    let mut kept = Vec::new();
    let mut seen = HashSet::new();
    let threads = settings.threads.max(1);
    let mut game = 0;
    while kept.len() < settings.count && game < settings.max_games {
        let batch: Vec<usize> = (game..(game + threads).min(settings.max_games)).collect();
        let results: Vec<Vec<Puzzle>> = std::thread::scope(|scope| {
            let handles: Vec<_> =
                batch.iter().map(|&g| scope.spawn(move || puzzles_of_game(settings.seed, g))).collect();
            handles.into_iter().map(|h| h.join().unwrap_or_default()).collect()
        });
        for puzzle in results.into_iter().flatten() {
            let Ok(position) = puzzle.position() else { continue };
            if kept.len() < settings.count && seen.insert(position_key(&position)) {
                kept.push(puzzle);
            }
        }
        game += batch.len();
        progress(game, &kept);
    }
    kept
}
