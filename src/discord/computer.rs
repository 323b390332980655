//! The computer opponent as the service sees it: [`crate::ai`] behind the
//! service's [`MoveChooser`] seam.

use crate::ai::{self, Level};
use crate::rules::{Move, Position};
use crate::service::MoveChooser;

/// Chooses the computer's moves with [`ai::choose_move`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Engine;

impl MoveChooser for Engine {
    fn choose_move(&self, position: &Position, level: Level, seed: u64) -> Option<Move> {
        ai::choose_move(position, level, seed)
    }
}
