//! `punct review`: the turning points of a game, in sentences (the same
//! as `/punct review` on Discord, without the pictures): how the game
//! ended, then each key moment — who played what, the better move, how
//! the game stood before and after — or, when there is none, a sentence
//! saying so. Never nothing: a review that printed nothing for a game
//! without turning points looked like a failure.
//!
//! `--format tsv` prints one tab-separated line per key moment instead,
//! `PLY PLAYED VERDICT BETTER`, for independent checkers (PLY counts the
//! game's moves from 1; VERDICT is `missed-win`, `blunder` or `mistake`;
//! BETTER a move the engine prefers, for a missed win one that connects
//! at once); no lines when there is no moment.

use std::io::{IsTerminal, Write};

use clap::{Args, ValueEnum};

use super::{CliError, GameArgs};
use crate::messages::rules::plain;
use crate::messages::{review as words, terminal};
use crate::puzzles::review::review as review_game;
use crate::service::computer::search_config;
use crate::service::{Language, Level};

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
    /// prose (sentences, the default) or tsv (one tab-separated line per key moment, for scripts).
    #[arg(long, value_enum, default_value = "prose")]
    pub format: ReviewFormat,
}

/// How `punct review` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ReviewFormat {
    /// Sentences, as on Discord.
    Prose,
    /// `PLY PLAYED VERDICT BETTER`, tab-separated, one line per moment.
    Tsv,
}

/// The terminal's width, within which the sentences wrap.
const WIDTH: usize = 80;

pub(super) fn review(args: &ReviewArgs, language: Language, out: &mut impl Write) -> Result<(), CliError> {
    let record = args.game.record()?;
    let end = record.replay()?;
    // A long review says how far it has come, on a terminal only, on the
    // error stream, so that what is printed stays the review alone.
    let show_progress = args.format == ReviewFormat::Prose && std::io::stderr().is_terminal();
    let progress = |done: usize, total: usize| {
        if show_progress {
            eprint!("\r{}", words::progress(language, done, total));
        }
    };
    let moments = review_game(&record, &search_config(args.level), progress)?;
    if show_progress {
        eprint!("\r\x1b[K");
    }
    if args.format == ReviewFormat::Tsv {
        for m in moments {
            writeln!(out, "{}\t{}\t{}\t{}", m.ply, m.played, m.verdict, m.better)?;
        }
        return Ok(());
    }
    let moves = record.moves.len();
    let result = match end.outcome() {
        Some(outcome) => terminal::game_over(language, outcome),
        None => terminal::unfinished(language, end.to_move()),
    };
    writeln!(out, "{}", plain(&result, WIDTH))?;
    if moments.is_empty() {
        writeln!(out, "{}", plain(&words::terminal_none(language, moves, args.level), WIDTH))?;
        return Ok(());
    }
    writeln!(out, "{}", plain(&words::terminal_heading(language, moves, args.level), WIDTH))?;
    for m in &moments {
        writeln!(out, "\n{}", plain(&words::moment(language, m), WIDTH))?;
    }
    Ok(())
}
