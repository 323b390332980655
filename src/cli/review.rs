//! `punct review`: the turning points of a game, one line per key moment,
//! tab-separated `PLY PLAYED VERDICT BETTER` so that independent checkers
//! can read it (PLY counts the game's moves from 1; VERDICT is
//! `missed-win`, `blunder` or `mistake`; BETTER a move the engine prefers,
//! for a missed win one that connects at once).

use std::io::Write;

use clap::Args;

use super::{CliError, GameArgs};
use crate::puzzles::review::review as review_game;
use crate::service::Level;
use crate::service::computer::search_config;

/// Arguments of `punct review`.
#[derive(Debug, Clone, Args)]
pub struct ReviewArgs {
    /// The game: --moves and/or --record FILE.
    #[command(flatten)]
    pub game: GameArgs,
    /// How hard the engine looks at each position for the evaluation
    /// swings (missed wins and blunders are exact at any level).
    #[arg(long, default_value = "medium")]
    pub level: Level,
}

pub(super) fn review(args: &ReviewArgs, out: &mut impl Write) -> Result<(), CliError> {
    let record = args.game.record()?;
    let moments = review_game(&record, &search_config(args.level), |_, _| {})?;
    for m in moments {
        writeln!(out, "{}\t{}\t{}\t{}", m.ply, m.played, m.verdict, m.better)?;
    }
    Ok(())
}
