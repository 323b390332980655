//! The computer opponent. Depends only on [`crate::rules`].
//!
//! A connection-distance evaluation ([`distance`], [`eval`]) — how many
//! cells each player still lacks to join two opposite sides, own cells
//! free, empty cells cheap, the opponent's dear — searched by alpha-beta
//! ([`search`]) whose root looks at every legal move, so immediate wins and
//! immediate losses are never missed. Deterministic: a level and a seed
//! fix the move. `expert` adds a transposition table ([`table`]: Zobrist
//! keys, each inner node's ordered moves, best move and bounds reused by
//! the next, deeper iteration), up to six plies, a larger node budget,
//! and threats ([`threat`]: moves after which a piece could connect)
//! searched beyond the moves the evaluation ranks best.
//!
//! ```
//! use punct::ai::{Level, choose_move};
//! use punct::rules::{Position, Variant};
//! let start = Position::new(Variant::Standard);
//! let m = choose_move(&start, Level::Easy, 7).expect("the game has just begun");
//! assert!(start.is_legal(m));
//! assert_eq!(choose_move(&start, Level::Easy, 7), Some(m));
//! ```
//!
//! Where things are (one line per file, its one job):
//!
//! - `config.rs` — each level's depth, width and node budget (`SearchConfig`).
//! - `search.rs` — alpha-beta with iterative deepening under that budget.
//! - `candidates.rs` — which moves an inner node looks at, and in what order.
//! - `eval.rs` — the static evaluation: who is closer to joining two opposite sides.
//! - `distance.rs` — connection distance: the cells a player still lacks.
//! - `spread.rs` — neighbour sets by word shifts, the innermost step of `distance`.
//! - `tactics.rs` — exact one-move tactics: wins now, threats, joining footprints.
//! - `table.rs` — `expert`'s transposition table.
//! - `mcts.rs` — an independent Monte-Carlo opponent, to measure the levels against.
//! - `baseline.rs` — who plays a side in a match: a level, `random` or `greedy`.
//! - `cpu_time.rs` — the processor time a thread has used, for `punct arena`.
//! - `STRENGTH.md` — the matches the levels played, and what was tried.
//!
//! How strong each level is — its matches against the others and against
//! independent opponents, its thinking time, and the experiments tried,
//! kept or dropped — is this module's record, `src/ai/STRENGTH.md`, shown
//! below.
#![doc = include_str!("STRENGTH.md")]

mod baseline;
pub mod candidates;
mod config;
pub mod cpu_time;
pub mod distance;
pub mod eval;
pub mod mcts;
pub mod search;
mod spread;
pub mod table;
mod tactics;

pub use crate::model::{Level, ParseLevelError};
pub use baseline::{ParseStrategyError, Strategy, greedy_move};
pub use config::{EXPERT_CPU_LIMIT, SearchConfig};
pub use eval::Weights;
pub use search::{Analysis, ScoredMove, analyse};
pub use spread::neighbours;
pub use tactics::{Tactics, Threat, ThreatBasis, joining_footprints, threat, winning_move, winning_region};

use crate::rules::{Move, Position};

/// The move the computer plays at `level`, `None` only when the game is
/// over. The same position, level and seed always give the same move
/// (unless a processor-time limit ends the search: see [`analyse_level`]).
pub fn choose_move(position: &Position, level: Level, seed: u64) -> Option<Move> {
    analyse_level(position, level, seed).best()
}

/// The search of `level` in full: the move ([`Analysis::best`]), and
/// whether a processor-time limit ended it ([`Analysis::out_of_time`]),
/// for callers that report that.
pub fn analyse_level(position: &Position, level: Level, seed: u64) -> Analysis {
    analyse(position, &SearchConfig::for_level(level), seed)
}

/// [`choose_move`] with explicit search settings (tests use small budgets).
pub fn choose_move_with(position: &Position, config: &SearchConfig, seed: u64) -> Option<Move> {
    analyse(position, config, seed).best()
}

/// The few best moves for the player to move, best first, as a hint: the
/// search of `level` without its deliberate randomness.
pub fn hint(position: &Position, level: Level, seed: u64, count: usize) -> Vec<ScoredMove> {
    let config = SearchConfig { noise: 0, ..SearchConfig::for_level(level) };
    let mut moves = analyse(position, &config, seed).moves;
    moves.truncate(count);
    moves
}
