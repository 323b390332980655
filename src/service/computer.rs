//! The computer opponent as front ends see it: [`crate::ai`] behind the
//! service's [`MoveChooser`] seam, plus the few engine entry points the
//! terminal tool needs (hints, arena strategies) so that front ends never
//! import the engine directly.

use tracing::warn;

use crate::ai;
use crate::model::Level;
use crate::rules::{Move, Position};
use crate::service::MoveChooser;

pub use crate::ai::cpu_time::thread_cpu_time;
pub use crate::ai::{ParseStrategyError, ScoredMove, Strategy};

/// Chooses the computer's moves with [`ai::analyse_level`]: the engine every
/// front end plays against.
#[derive(Clone, Copy, Debug, Default)]
pub struct Engine;

impl MoveChooser for Engine {
    fn choose_move(&self, position: &Position, level: Level, seed: u64) -> Option<Move> {
        let analysis = ai::analyse_level(position, level, seed);
        if analysis.out_of_time {
            // The move is still a good one; the operator learns the machine is short of processor time.
            warn!(
                level = level.name(),
                nodes = analysis.nodes,
                depth = analysis.depth,
                "the computer's search stopped at its processor-time limit: the machine is busier than it should be"
            );
        }
        analysis.best()
    }
}

/// The engine's search settings at `level`, for front ends that hand them
/// to a use case (the terminal's review).
pub fn search_config(level: Level) -> ai::SearchConfig {
    ai::SearchConfig::for_level(level)
}

/// The `count` best moves for the player to move at `level`, best first,
/// each with the engine's score: the terminal's `hint`.
pub fn hint(position: &Position, level: Level, seed: u64, count: usize) -> Vec<ScoredMove> {
    ai::hint(position, level, seed, count)
}
