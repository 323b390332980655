//! The `punct` command-line tool: one file per group of subcommands.
//!
//! Output formats of `legal`, `status`, `replay`, `perft` and `random-game`
//! are fixed (scripts and an independent checker read them); change them
//! only together with their tests in `tests/cli/rules.rs`.
//!
//! Where things are (one line per file, its one job):
//!
//! - `translated.rs` — clap's side: the command in the user's language.
//! - `game_args.rs` — `--variant`, `--moves`, `--record`, shared by subcommands.
//! - `board_text.rs` — the board as text, in two sizes.
//! - `line_editor.rs` — the prompt: line editing, history, Tab completion.
//! - `play.rs` — `punct play`.
//! - `analyse.rs` — `analyse` in `punct play`: a board of one's own, for both sides.
//! - `learn.rs` — `punct learn`.
//! - `puzzle_play.rs` — `punct puzzle`.
//! - `review.rs` — `punct review`.
//! - `render.rs` — `render` and `replay-gif`.
//! - `inspect.rs` — `legal`, `status`, `replay`, `perft`.
//! - `random_game.rs` — `random-game`.
//! - `arena.rs` — `arena`: matches between levels.
//! - `puzzles.rs` — `puzzles generate` and `puzzles export`.

mod analyse;
mod arena;
pub mod board_text;
mod game_args;
mod inspect;
pub mod learn;
mod line_editor;
pub mod play;
pub mod puzzle_play;
mod puzzles;
mod random_game;
mod render;
mod review;
pub mod translated;

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use thiserror::Error;

use crate::render::RenderError;
use crate::rules::{ParseCellError, RecordError};
use crate::service::Language;
pub use game_args::GameArgs;

/// PÜNCT offline: inspect positions, count moves, play.
#[derive(Debug, Parser)]
#[command(name = "punct", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The language of messages and pictures, one of the locale folders (default: from LC_ALL, LC_MESSAGES or LANG, else English).
    #[arg(long, global = true, value_name = "CODE")]
    lang: Option<String>,
}

impl Cli {
    /// The language asked for with `--lang`, else the terminal's
    /// (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.
    ///
    /// # Errors
    /// [`CliError::Language`] when `--lang` names no language we speak.
    pub fn language(&self) -> Result<Language, CliError> {
        match &self.lang {
            None => Ok(Language::from_env()),
            Some(code) => Language::from_posix(code)
                .ok_or_else(|| CliError::Language { option: "--lang", code: code.clone() }),
        }
    }
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Every legal move after --moves, sorted, one per line.
    Legal(GameArgs),
    /// Whose turn, result, reserves and central counts after --moves.
    Status(GameArgs),
    /// Each move of --moves with the number of legal moves before it and how it landed.
    Replay(GameArgs),
    /// Count the positions DEPTH moves ahead (perft); from depth 3 on this takes long.
    Perft(inspect::PerftArgs),
    /// Play uniformly random legal moves from the empty board.
    RandomGame(random_game::RandomGameArgs),
    /// Draw the board after --moves as a PNG picture.
    Render(render::RenderArgs),
    /// Draw a whole game (--moves) as an animated GIF, one frame per move.
    ReplayGif(render::ReplayGifArgs),
    /// Play a game in the terminal, against the computer (--ai easy|medium|hard|expert) or two people at one keyboard.
    Play(play::PlayArgs),
    /// The rules in brief, and how to read the terminal board.
    Rules,
    /// A match between two computer players, colours alternating: wins, draws, time per move.
    Arena(arena::ArenaArgs),
    /// Learn PÜNCT: one short lesson per rule, each answered with a move; `learn export` prints the tasks.
    Learn(learn::LearnArgs),
    /// The turning points of a game (--moves / --record), in sentences; --format tsv: one line per key moment, PLY PLAYED VERDICT BETTER.
    Review(review::ReviewArgs),
    /// Solve puzzles: connect, stop every threat, or win in 2 (--theme, --tier, --daily, --id).
    Puzzle(puzzle_play::PuzzleArgs),
    /// Puzzles: make the data file from engine games, or export it for checking.
    #[command(subcommand)]
    Puzzles(puzzles::PuzzlesCommand),
}

/// Why a subcommand failed. Exit status 2 means bad input.
#[derive(Debug, Error)]
pub enum CliError {
    /// A move in --moves is unreadable or illegal.
    #[error("{0}")]
    Moves(#[from] RecordError),
    /// Writing the output failed (e.g. a closed pipe).
    #[error("could not write the output: {0}")]
    Io(#[from] io::Error),
    /// A picture could not be made (e.g. --size out of range).
    #[error("{0}")]
    Render(#[from] RenderError),
    /// A lesson does not hold together (a bug the tests rule out).
    #[error("{0}")]
    Lesson(#[from] crate::lessons::LessonError),
    /// The puzzle file does not read.
    #[error("{0}")]
    Puzzles(#[from] crate::puzzles::PuzzleError),
    /// --names is not two names separated by a comma.
    #[error("“{text}”: --names takes two names separated by a comma, White's first, e.g. \"Alice,Bob\"")]
    Names {
        /// What was given.
        text: String,
    },
    /// --lang (or `learn --language`) names no language we speak.
    #[error("{option} {code}: not one of {}", Language::all().map(Language::code).collect::<Vec<_>>().join(", "))]
    Language {
        /// The option that named it.
        option: &'static str,
        /// What was given.
        code: String,
    },
    /// `learn --lesson` names no lesson.
    #[error("--lesson {text}: no such lesson")]
    NoLesson {
        /// What was given.
        text: String,
    },
    /// A cell in --highlight is unreadable.
    #[error("--highlight: {error}")]
    Highlight {
        /// What is wrong with it.
        error: ParseCellError,
    },
    /// A record file could not be read.
    #[error("could not read {}: {source}", path.display())]
    ReadFile {
        /// The file named.
        path: PathBuf,
        /// Why it failed.
        source: io::Error,
    },
    /// An output file's name does not end as its format needs.
    #[error("{}", crate::messages::terminal::wrong_extension(*language, &path.display().to_string(), extension))]
    Extension {
        /// The file named.
        path: PathBuf,
        /// The extension the format needs, without the dot.
        extension: &'static str,
        /// The language to say so in.
        language: Language,
    },
    /// The picture could not be saved.
    #[error("could not write {}: {source}", path.display())]
    WriteFile {
        /// Where it should have gone.
        path: PathBuf,
        /// Why it failed.
        source: io::Error,
    },
}

impl CliError {
    /// What went wrong, in `language` (`Display` gives it in English).
    pub fn message(&self, language: Language) -> String {
        use crate::messages::terminal::errors;
        match self {
            CliError::Moves(error) => crate::messages::play::record_error(language, error),
            CliError::Io(error) => errors::io(language, &error.to_string()),
            CliError::Names { text } => errors::names(language, text),
            CliError::Language { option, code } => errors::language(language, option, code),
            CliError::NoLesson { text } => errors::no_lesson(language, text),
            CliError::Highlight { error } => {
                errors::highlight(language, &crate::messages::play::cell_error(language, error))
            }
            CliError::ReadFile { path, source } => {
                errors::read_file(language, &path.display().to_string(), &source.to_string())
            }
            CliError::WriteFile { path, source } => {
                errors::write_file(language, &path.display().to_string(), &source.to_string())
            }
            CliError::Render(RenderError::SizeOutOfRange { size, min, max }) => {
                errors::size(language, *size, *min, *max)
            }
            CliError::Render(RenderError::TooManyPlies { plies, max }) => {
                errors::too_many_plies(language, *plies, *max)
            }
            CliError::Render(RenderError::Record(error)) => {
                crate::messages::play::record_error(language, error)
            }
            CliError::Puzzles(crate::puzzles::PuzzleError::Field { field: "puzzle", text }) => {
                errors::no_puzzle(language, text)
            }
            // The rest are faults of the program or its data (an unreadable
            // embedded font, a lesson or puzzle file that does not hold
            // together), which the tests rule out: said in English, for a
            // bug report.
            other => other.to_string(),
        }
    }

    /// Whether the error is the user's input (exit status 2) rather than
    /// the machine's.
    fn is_bad_input(&self) -> bool {
        matches!(
            self,
            CliError::Names { .. }
                | CliError::Language { .. }
                | CliError::NoLesson { .. }
                | CliError::Highlight { .. }
                | CliError::ReadFile { .. }
                | CliError::Extension { .. }
                | CliError::Render(RenderError::SizeOutOfRange { .. } | RenderError::TooManyPlies { .. })
        )
    }
}

/// Parses the command line, runs the subcommand, maps errors to exit codes.
pub fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let cli = match translated::parse(translated::language_before_parsing(&args), args) {
        Ok(cli) => cli,
        Err((text, code)) => {
            // Help and version go to stdout, a bad command line to stderr,
            // as clap does. A reader that stops early (`punct --help |
            // head`) closes the pipe: that is no error, and no panic as
            // `println!` would make of it.
            let written = if code == 0 {
                writeln!(io::stdout().lock(), "{}", text.trim_end())
            } else {
                writeln!(io::stderr().lock(), "{}", text.trim_end())
            };
            if written.is_err_and(|error| error.kind() != io::ErrorKind::BrokenPipe) {
                return ExitCode::FAILURE;
            }
            return ExitCode::from(u8::try_from(code).unwrap_or(2));
        }
    };
    let language = cli.language().unwrap_or_default();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = run(cli, &mut out).and_then(|()| out.flush().map_err(CliError::from));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::Io(error)) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{}", crate::messages::terminal::errors::line(language, &error.message(language)));
            if matches!(error, CliError::Moves(_)) || error.is_bad_input() {
                ExitCode::from(2)
            } else {
                ExitCode::FAILURE
            }
        }
    }
}

/// `punct play` on this process's terminal: the line editor when stdin is
/// a terminal, plain lines otherwise; colour when stdout is a terminal and
/// `NO_COLOR` is unset or empty.
fn play_here(mut args: play::PlayArgs, out: &mut impl Write) -> Result<(), CliError> {
    use std::io::IsTerminal;
    let no_colour = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    args.colour = io::stdout().is_terminal() && !no_colour;
    if io::stdin().is_terminal() {
        let start = crate::rules::Position::new(args.variant);
        if let Ok(mut editor) = line_editor::LineEditor::new(args.language, &start, args.assist()) {
            return play::play_with(&args, &mut editor, out).map(|_| ());
        }
    }
    play::play(&args, &mut io::stdin().lock(), out).map(|_| ())
}

/// `punct learn` on this process's terminal, like [`play_here`].
fn learn_here(mut args: learn::LearnArgs, out: &mut impl Write) -> Result<(), CliError> {
    use std::io::IsTerminal;
    let no_colour = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    args.colour = io::stdout().is_terminal() && !no_colour;
    if io::stdin().is_terminal() {
        let start = crate::rules::Position::new(crate::rules::Variant::Standard);
        if let Ok(mut editor) = line_editor::LineEditor::with_words(
            args.language()?,
            &start,
            &learn::LEARN_WORDS,
            crate::service::Assist::LESSON,
        ) {
            return learn::learn_with(&args, &mut editor, out);
        }
    }
    learn::learn(&args, &mut io::stdin().lock(), out)
}

/// `punct puzzle` on this process's terminal, as [`play_here`]; today's
/// date from the clock, the language `punct`'s (`--lang`, else LANG / LC_*).
fn puzzle_here(
    mut args: puzzle_play::PuzzleArgs,
    language: crate::service::Language,
    out: &mut impl Write,
) -> Result<(), CliError> {
    use std::io::IsTerminal;
    let no_colour = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    args.colour = io::stdout().is_terminal() && !no_colour;
    args.today = puzzle_play::today();
    args.language = language;
    if io::stdin().is_terminal() {
        let start = crate::rules::Position::new(crate::rules::Variant::Standard);
        if let Ok(mut editor) = line_editor::LineEditor::with_words(
            language,
            &start,
            &puzzle_play::PUZZLE_WORDS,
            crate::service::Assist::PUZZLE,
        ) {
            return puzzle_play::puzzle_with(&args, &mut editor, out).map(|_| ());
        }
    }
    puzzle_play::puzzle(&args, &mut io::stdin().lock(), out).map(|_| ())
}

/// Runs one parsed command, writing its output to `out`.
///
/// # Errors
/// [`CliError`] for bad moves or failed writes.
pub fn run(cli: Cli, out: &mut impl Write) -> Result<(), CliError> {
    let language = cli.language()?;
    match cli.command {
        Command::Legal(args) => inspect::legal(&args, out),
        Command::Status(args) => inspect::status(&args, out),
        Command::Replay(args) => inspect::replay(&args, out),
        Command::Perft(args) => inspect::perft(&args, language, out),
        Command::RandomGame(args) => random_game::random_game(&args, out),
        Command::Render(args) => render::render(&args, language, out),
        Command::ReplayGif(args) => render::replay_gif(&args, language, out),
        Command::Arena(args) => arena::arena(&args, language, out),
        Command::Puzzles(command) => puzzles::run(&command, language, out),
        Command::Review(args) => review::review(&args, language, out),
        Command::Play(args) => play_here(play::PlayArgs { language, ..args }, out),
        Command::Learn(args) if args.command.is_some() => learn::export(out),
        Command::Learn(mut args) => {
            // `punct learn --language` wins over `punct --lang`, which wins
            // over LANG / LC_*.
            args.language = args.language.or_else(|| Some(language.code().to_string()));
            learn_here(args, out)
        }
        Command::Puzzle(args) => puzzle_here(args, language, out),
        Command::Rules => Ok(writeln!(out, "{}", crate::messages::rules::terminal_rules(language))?),
    }
}
