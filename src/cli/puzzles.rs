//! `puzzles generate` and `puzzles export`: making the puzzle file
//! offline, and printing it for independent checkers.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use clap::{Args, Subcommand};

use super::CliError;
use crate::puzzles::generate::{Settings, generate};
use crate::puzzles::{self, Puzzle, Theme, Tier};
use crate::service::Language;

/// The subcommands of `punct puzzles`.
#[derive(Debug, Clone, Subcommand)]
pub enum PuzzlesCommand {
    /// Play engine games, keep the positions that make puzzles (each checked exactly), write the data file.
    Generate(GenerateArgs),
    /// Every puzzle, one a line: ID VARIANT MOVES THEME SOLUTIONS, tab-separated.
    Export,
    /// Recompute every puzzle's tier by the current rule (a pure function of the
    /// stored position and solutions: no search) and rewrite the data file.
    Retier(RetierArgs),
}

/// Arguments of `punct puzzles retier`.
#[derive(Debug, Clone, Args)]
pub struct RetierArgs {
    /// The data file to rewrite.
    #[arg(long, short, default_value = "assets/puzzles/puzzles.tsv")]
    pub file: PathBuf,
}

/// Arguments of `punct puzzles generate`.
#[derive(Debug, Clone, Args)]
pub struct GenerateArgs {
    /// Stop once this many puzzles are found.
    #[arg(long, default_value_t = 300)]
    pub count: usize,
    /// Seeds the games: the same seed gives the same file.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Give up after this many games.
    #[arg(long, default_value_t = 5000)]
    pub max_games: usize,
    /// Games played at the same time.
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// Where to write the puzzles.
    #[arg(long, short, default_value = "assets/puzzles/puzzles.tsv")]
    pub output: PathBuf,
}

pub(super) fn run(
    command: &PuzzlesCommand,
    language: Language,
    out: &mut impl Write,
) -> Result<(), CliError> {
    match command {
        PuzzlesCommand::Generate(args) => generate_file(args, language, out),
        PuzzlesCommand::Export => export(out),
        PuzzlesCommand::Retier(args) => retier(args, out),
    }
}

/// Rewrites `args.file` with every tier recomputed by [`Tier::of`], and
/// prints the counts per theme and tier.
fn retier(args: &RetierArgs, out: &mut impl Write) -> Result<(), CliError> {
    let text = std::fs::read_to_string(&args.file)
        .map_err(|source| CliError::ReadFile { path: args.file.clone(), source })?;
    let mut found = puzzles::parse(&text)?;
    for puzzle in &mut found {
        let legal = puzzle.position()?.legal_move_count();
        puzzle.tier = Tier::of(legal, &puzzle.solutions);
    }
    write_file(&args.file, &found)?;
    write_counts(&found, out)
}

fn export(out: &mut impl Write) -> Result<(), CliError> {
    for puzzle in puzzles::parse(puzzles::DATA)? {
        writeln!(out, "{}", puzzle.export_line())?;
    }
    Ok(())
}

fn generate_file(args: &GenerateArgs, language: Language, out: &mut impl Write) -> Result<(), CliError> {
    let started = Instant::now();
    let settings =
        Settings { count: args.count, seed: args.seed, max_games: args.max_games, threads: args.threads };
    let mut games = 0;
    let mut saved = Ok(());
    let found = generate(&settings, |played, kept| {
        games = played;
        let seconds = format!("{:.0}", started.elapsed().as_secs_f64());
        eprintln!("{}", crate::messages::devtools::generate_progress(language, played, kept.len(), &seconds));
        // Written after every batch, so a run stopped early keeps its work.
        saved = write_file(&args.output, kept);
    });
    saved?;
    write_file(&args.output, &found)?;
    write_counts(&found, out)?;
    writeln!(out, "games\t{games}")?;
    writeln!(out, "seconds\t{:.1}", started.elapsed().as_secs_f64())?;
    Ok(())
}

/// Writes `found`, sorted by theme, tier and id, to `path`.
fn write_file(path: &PathBuf, found: &[Puzzle]) -> Result<(), CliError> {
    let mut sorted = found.to_vec();
    sorted.sort_by(|a, b| (a.theme, a.tier, &a.id).cmp(&(b.theme, b.tier, &b.id)));
    std::fs::write(path, puzzles::format(&sorted))
        .map_err(|source| CliError::WriteFile { path: path.clone(), source })
}

/// A table of puzzles per theme (rows) and tier (columns).
fn write_counts(found: &[Puzzle], out: &mut impl Write) -> Result<(), CliError> {
    writeln!(out, "theme\ttier1\ttier2\ttier3\ttotal")?;
    for theme in Theme::ALL {
        let count = |tier: Option<Tier>| {
            found.iter().filter(|p| p.theme == theme && tier.is_none_or(|t| p.tier == t)).count()
        };
        let [one, two, three] = Tier::ALL.map(|t| count(Some(t)));
        writeln!(out, "{theme}\t{one}\t{two}\t{three}\t{}", count(None))?;
    }
    writeln!(out, "total\t\t\t\t{}", found.len())?;
    Ok(())
}
