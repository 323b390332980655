//! `punct learn`: the lessons in the terminal, one rule at a time, with the
//! same line editor and Tab completion as `punct play`; and `punct learn
//! export`, every lesson's task for independent checkers.
//!
//! Each lesson prints its heading, the compact board with its marked cells
//! in brackets, their list, its sentences and its task, then reads answers
//! until one is right (and, at a terminal, waits for Enter before the next
//! lesson, so the praise is read before it scrolls away): the
//! engine's verdict is worded by [`messages::lessons`](crate::messages::lessons)
//! in the learner's language (`--language`, else the terminal's). `next`,
//! `back` and `quit` move between lessons (`quit` says how to come back
//! to the same lesson: `--lesson N`); the last lesson starts a game
//! against the computer at the easy level.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use clap::{Args, Subcommand};

use super::CliError;
use super::board_text::{BoardSize, BoardView, board_text, board_view};
use super::play::{Input, LineReader, PlainLines, PlayArgs, play_with};
use crate::lessons::{self, LESSONS, Lesson, Verdict};
use crate::messages::lessons as words;
use crate::messages::rules::plain;
use crate::messages::terminal;
use crate::render::{RenderOptions, render_png};
use crate::rules::{Move, Position};
use crate::service::{Language, Level};

/// The width the terminal's sentences are wrapped to.
const WIDTH: usize = 80;

/// Arguments of `punct learn`.
#[derive(Debug, Clone, Args)]
pub struct LearnArgs {
    /// `export`: every lesson's task, one a line, instead of the lessons.
    #[command(subcommand)]
    pub command: Option<LearnCommand>,
    /// The lesson to start at: its number (1 to 10) or its name (aim, pieces, placing, moving, jumping, bridges, covered, connection, end, play).
    #[arg(long, default_value = "1")]
    pub lesson: String,
    /// The language, one of the locale folders. Without it, the terminal's (LANG).
    #[arg(long)]
    pub language: Option<String>,
    /// The text board: compact (19 lines, fits 80×24) or large (33 lines, oriented like the pictures).
    #[arg(long, value_enum, default_value = "compact")]
    pub board: BoardSize,
    /// Also draw each lesson's position, its cells marked, as a PNG picture into FILE.
    #[arg(long, value_name = "FILE")]
    pub picture: Option<PathBuf>,
    /// ANSI colours on the board: set when stdout is a terminal and NO_COLOR is unset.
    #[arg(skip)]
    pub colour: bool,
}

/// The subcommands of `punct learn`.
#[derive(Debug, Clone, Subcommand)]
pub enum LearnCommand {
    /// Every lesson's task, one a line: LESSON VARIANT MOVES ANSWERS LANDING, tab-separated.
    Export,
}

impl LearnArgs {
    /// `--language`, else the terminal's: also the language of Tab's labels.
    ///
    /// # Errors
    /// [`CliError::Language`] when `--language` names no language we speak.
    pub(crate) fn language(&self) -> Result<Language, CliError> {
        match self.language.as_deref() {
            None => Ok(Language::from_env()),
            Some(code) => Language::from_posix(code)
                .ok_or_else(|| CliError::Language { option: "--language", code: code.to_string() }),
        }
    }

    /// The index of the first lesson: a number or a name.
    ///
    /// # Errors
    /// [`CliError::NoLesson`] when `--lesson` is neither.
    fn first(&self) -> Result<usize, CliError> {
        let by_number =
            self.lesson.parse::<usize>().ok().filter(|n| (1..=LESSONS.len()).contains(n)).map(|n| n - 1);
        by_number
            .or_else(|| LESSONS.iter().position(|l| l.name == self.lesson))
            .ok_or_else(|| CliError::NoLesson { text: self.lesson.clone() })
    }
}

/// `punct learn export`: one line per lesson with a task,
/// `LESSON VARIANT MOVES ANSWERS LANDING`, tab-separated; MOVES and
/// ANSWERS are space-separated canonical moves, ANSWERS every accepted one.
///
/// # Errors
/// Writing failed, or a lesson does not hold together (a bug the tests rule out).
pub fn export(out: &mut impl Write) -> Result<(), CliError> {
    for lesson in &LESSONS {
        let Some(task) = &lesson.task else { continue };
        let position = lesson.position()?;
        let answers = task.accepted(&position)?;
        let moves = lesson.record()?.moves_text();
        let answers = answers.iter().map(Move::to_string).collect::<Vec<_>>().join(" ");
        writeln!(out, "{}\t{}\t{moves}\t{answers}\t{}", lesson.name, lesson.variant, task.landing)?;
    }
    Ok(())
}

/// The lessons from plain lines (a pipe, a file, a test's script).
///
/// # Errors
/// Reading or writing failed.
pub fn learn(args: &LearnArgs, input: &mut impl BufRead, out: &mut impl Write) -> Result<(), CliError> {
    learn_with(args, &mut PlainLines(input), out)
}

/// What to do after a line.
enum Step {
    /// Stay on the lesson, printing nothing more.
    Stay,
    /// Show the lesson at this index.
    Show(usize),
    /// A right answer: after Enter (at a terminal), the lesson at this index.
    Advance(usize),
    /// Play a game against the computer at easy.
    Play,
    /// Leave.
    Quit,
}

/// The lessons, reading from any [`LineReader`], until the last lesson's
/// game, `quit`, Ctrl-C or Ctrl-D.
///
/// # Errors
/// Reading or writing failed.
pub fn learn_with(
    args: &LearnArgs,
    input: &mut dyn LineReader,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let language = args.language()?;
    let mut index = args.first()?;
    let mut position = show(args, language, &LESSONS[index], out)?;
    loop {
        let lesson = &LESSONS[index];
        let line = match input.read(&words::prompt(language), &position, out)? {
            Input::Line(line) => line,
            Input::Interrupted | Input::End => break,
        };
        match step(args, language, lesson, &position, &line, index, out)? {
            Step::Stay => {}
            Step::Show(next) => {
                index = next;
                position = show(args, language, &LESSONS[index], out)?;
            }
            Step::Advance(next) => {
                match input.pause(&words::press_enter(language), out)? {
                    Input::Line(_) => {}
                    Input::Interrupted | Input::End => break,
                }
                index = next;
                position = show(args, language, &LESSONS[index], out)?;
            }
            Step::Play => {
                let play = PlayArgs {
                    ai: Some(Level::Easy),
                    colour: args.colour,
                    board: args.board,
                    seed: None,
                    language,
                    ..PlayArgs::default()
                };
                play_with(&play, input, out)?;
                return Ok(());
            }
            Step::Quit => break,
        }
    }
    writeln!(out, "{}", plain(&words::goodbye(language, index + 1), WIDTH))?;
    Ok(())
}

/// The words the lesson prompt understands, which Tab offers.
pub const LEARN_WORDS: [&str; 6] = ["next", "back", "help", "play", "quit", "exit"];

/// Understands one line at lesson `index`.
fn step(
    args: &LearnArgs,
    language: Language,
    lesson: &Lesson,
    position: &Position,
    line: &str,
    index: usize,
    out: &mut impl Write,
) -> Result<Step, CliError> {
    let last = LESSONS.len() - 1;
    let word = line.trim().to_lowercase();
    Ok(match word.as_str() {
        "" => Step::Stay,
        "next" => Step::Show((index + 1).min(last)),
        "back" => Step::Show(index.saturating_sub(1)),
        "help" | "?" => Step::Show(index),
        "quit" | "exit" => Step::Quit,
        "play" if lesson.task.is_none() => Step::Play,
        _ => answer(args, language, lesson, position, line, index, out)?,
    })
}

/// Judges a move typed as the answer to the lesson's task.
fn answer(
    args: &LearnArgs,
    language: Language,
    lesson: &Lesson,
    position: &Position,
    line: &str,
    index: usize,
    out: &mut impl Write,
) -> Result<Step, CliError> {
    let Some(task) = &lesson.task else {
        writeln!(out, "{}", plain(&words::task(language, lesson), WIDTH))?;
        return Ok(Step::Stay);
    };
    let m: Move = match line.parse() {
        Ok(m) => m,
        Err(error) => {
            writeln!(out, "{}", plain(&words::unreadable(language, line, &error), WIDTH))?;
            return Ok(Step::Stay);
        }
    };
    if let Ok(landing) = position.check(m) {
        writeln!(out, "{}", plain(&terminal::your_answer(language, m, landing), WIDTH))?;
    }
    let verdict = lessons::judge(task, position, m)?;
    writeln!(out, "{}", plain(&words::verdict(language, lesson, &verdict), WIDTH))?;
    Ok(match verdict {
        Verdict::Right { after, .. } => {
            // The position the answer made, before the next lesson's.
            writeln!(out, "{}", board_text(&after, args.board, args.colour))?;
            Step::Advance(index + 1)
        }
        _ => Step::Stay,
    })
}

/// Prints the lesson (and draws its picture if asked); returns its position.
fn show(
    args: &LearnArgs,
    language: Language,
    lesson: &Lesson,
    out: &mut impl Write,
) -> Result<Position, CliError> {
    let position = lesson.position()?;
    writeln!(out, "\n{}\n", words::heading(language, lesson))?;
    let marked = lesson.highlights()?;
    if !lesson.setup.is_empty() || lesson.task.is_some() {
        let view = BoardView { marked: &marked, ..BoardView::new(args.board, args.colour) };
        writeln!(out, "{}", board_view(&position, &view))?;
    }
    if !marked.is_empty() {
        let cells = marked.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ");
        writeln!(out, "{}", plain(&words::marked(language, &cells), WIDTH))?;
    }
    writeln!(out, "{}\n", plain(&words::sentences(language, lesson), WIDTH))?;
    writeln!(out, "{}", plain(&words::task(language, lesson), WIDTH))?;
    let help =
        if lesson.task.is_some() { words::terminal_help(language) } else { words::terminal_play(language) };
    writeln!(out, "{}", plain(&help, WIDTH))?;
    if let Some(path) = &args.picture {
        let words = crate::messages::pictures::words(language);
        let options = RenderOptions { marked, words, ..RenderOptions::default() };
        let bytes = render_png(&position, &options)?;
        std::fs::write(path, bytes).map_err(|source| CliError::WriteFile { path: path.clone(), source })?;
        writeln!(out, "{}", words::picture_written(language, &path.display().to_string()))?;
    }
    Ok(position)
}
