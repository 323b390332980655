//! `--variant` and `--moves`, shared by every subcommand that starts from a
//! position.

use clap::Args;

use crate::rules::{GameRecord, Position, RecordError, Variant};

/// A game given on the command line: the variant and the moves so far.
#[derive(Debug, Clone, Args)]
pub struct GameArgs {
    /// basic or standard.
    #[arg(long, default_value = "standard")]
    pub variant: Variant,
    /// Moves from the empty board, separated by spaces, e.g. "B2-B3-C3 N12-N13-O13".
    #[arg(long, default_value = "")]
    pub moves: String,
}

impl GameArgs {
    /// The record the arguments describe.
    ///
    /// # Errors
    /// The first unreadable move, with its ply.
    pub fn record(&self) -> Result<GameRecord, RecordError> {
        GameRecord::from_moves(self.variant, &self.moves)
    }

    /// The position after all moves.
    ///
    /// # Errors
    /// The first unreadable or illegal move, with its ply.
    pub fn position(&self) -> Result<Position, RecordError> {
        self.record()?.replay()
    }
}
