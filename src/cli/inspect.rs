//! `legal`, `status`, `replay`, `perft`: looking at a position.

use std::io::Write;

use clap::Args;

use super::{CliError, GameArgs};
use crate::rules::{self, Player, Position, RecordError};

/// Arguments of `punct perft`.
#[derive(Debug, Clone, Args)]
pub struct PerftArgs {
    /// How many moves deep to count (each move is one player's turn).
    pub depth: u32,
    /// Print the count below each first move too.
    #[arg(long)]
    pub divide: bool,
    #[command(flatten)]
    pub game: GameArgs,
}

/// Every legal move, sorted as plain byte strings.
pub(super) fn legal(args: &GameArgs, out: &mut impl Write) -> Result<(), CliError> {
    let position = args.position()?;
    let mut moves: Vec<String> = position.legal_moves().iter().map(ToString::to_string).collect();
    moves.sort_unstable();
    for m in moves {
        writeln!(out, "{m}")?;
    }
    Ok(())
}

pub(super) fn status(args: &GameArgs, out: &mut impl Write) -> Result<(), CliError> {
    write_status(&args.position()?, out)
}

/// The status lines, in the order scripts expect them.
pub(super) fn write_status(position: &Position, out: &mut impl Write) -> Result<(), CliError> {
    writeln!(out, "to_move: {}", position.to_move())?;
    match position.outcome() {
        None => {
            writeln!(out, "result: ongoing")?;
            writeln!(out, "reason: none")?;
        }
        Some(outcome) => {
            writeln!(out, "result: {}", outcome.result_word())?;
            writeln!(out, "reason: {outcome}")?;
        }
    }
    writeln!(out, "reserve_white: {}", position.reserve(Player::White))?;
    writeln!(out, "reserve_black: {}", position.reserve(Player::Black))?;
    writeln!(out, "central_white: {}", position.central_count(Player::White))?;
    writeln!(out, "central_black: {}", position.central_count(Player::Black))?;
    writeln!(out, "ply: {}", position.ply())?;
    Ok(())
}

/// One line per ply: move, legal moves before it, how it landed.
pub(super) fn replay(args: &GameArgs, out: &mut impl Write) -> Result<(), CliError> {
    let record = args.record()?;
    let mut position = Position::new(record.variant);
    for (i, &m) in record.moves.iter().enumerate() {
        let illegal = |error| RecordError::Illegal { ply: i + 1, error };
        let landing = position.check(m).map_err(illegal)?;
        writeln!(out, "{m}\t{}\t{landing}", position.legal_move_count())?;
        position = position.play(m).map_err(illegal)?;
    }
    writeln!(out)?;
    write_status(&position, out)
}

pub(super) fn perft(
    args: &PerftArgs,
    language: crate::service::Language,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let position = args.game.position()?;
    if args.depth >= 3 {
        eprintln!(
            "{}",
            crate::messages::terminal::perft_warning(language, args.depth, position.legal_move_count())
        );
    }
    let total = if args.divide {
        let rows = rules::perft_divide(&position, args.depth);
        for (m, n) in &rows {
            writeln!(out, "{m}\t{n}")?;
        }
        rows.iter().map(|(_, n)| n).sum()
    } else {
        rules::perft(&position, args.depth)
    };
    writeln!(out, "{total}")?;
    Ok(())
}
