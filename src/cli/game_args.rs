//! `--variant`, `--moves` and `--record`, shared by every subcommand that
//! starts from a position.

use std::path::PathBuf;

use clap::Args;

use super::CliError;
use crate::rules::{GameRecord, Position, Variant};

/// A game given on the command line: the variant and the moves so far.
#[derive(Debug, Clone, Args)]
pub struct GameArgs {
    /// basic or standard (a record's [Variant "…"] line wins over it).
    #[arg(long, default_value = "standard")]
    pub variant: Variant,
    /// Moves from the empty board: a plain list ("B2-B3-C3 N12-N13-O13") or a numbered record as punct writes it.
    #[arg(long, default_value = "")]
    pub moves: String,
    /// A file holding a game record, as `punct play`, `record` and Discord write it; --moves are played after it.
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
}

impl GameArgs {
    /// The record the arguments describe: the file's moves, then --moves.
    ///
    /// # Errors
    /// The file cannot be read, or the first unreadable move, with its number.
    pub fn record(&self) -> Result<GameRecord, CliError> {
        read_game(self.variant, self.record.as_deref(), &self.moves)
    }

    /// The position after all moves.
    ///
    /// # Errors
    /// The file cannot be read, or the first unreadable or illegal move.
    pub fn position(&self) -> Result<Position, CliError> {
        Ok(self.record()?.replay()?)
    }
}

/// A game from an optional record file followed by typed moves, in any
/// form a record is written in.
///
/// # Errors
/// [`CliError::ReadFile`] or [`CliError::Moves`].
pub(super) fn read_game(
    variant: Variant,
    file: Option<&std::path::Path>,
    moves: &str,
) -> Result<GameRecord, CliError> {
    let mut record = match file {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|source| CliError::ReadFile { path: path.to_path_buf(), source })?;
            GameRecord::read(&text, variant)?
        }
        None => GameRecord::new(variant),
    };
    let more = GameRecord::read(moves, record.variant).map_err(|error| error.shifted(record.moves.len()))?;
    record.variant = more.variant;
    record.moves.extend(more.moves);
    Ok(record)
}
