//! The seam to the computer opponent. The service asks a [`MoveChooser`]
//! for the bot's reply and checks it like any other move, so the engine can
//! be swapped (the real one in `ai`, a fixed one in tests) without touching
//! the service.

use crate::model::Level;
use crate::rules::{Move, Position};

/// Picks the computer's move. May take seconds: the service calls it with
/// no transaction open and no lock held.
pub trait MoveChooser: Send + Sync {
    /// A move for the player to move in `position`, at `level`; the same
    /// `seed` gives the same move. `None` if there is none to make.
    fn choose_move(&self, position: &Position, level: Level, seed: u64) -> Option<Move>;
}
