//! `punct puzzle`: solve puzzles at the terminal, with the same prompt,
//! Tab completion and compact board as `punct play`, and the same checking
//! and refutations as `/punct puzzle` on Discord
//! ([`crate::puzzles::answer`]).
//!
//! Progress is kept for the session only (solved count and streak, shown
//! after each puzzle), not in a file: `punct` is an offline tool that
//! writes nothing unasked (as `punct play` keeps no games), and the
//! players who want a lasting count and streak have the bot, where they
//! are stored per player. The daily puzzle needs no memory: it is a
//! function of the date.

use std::io::Write;

use clap::Args;

use super::CliError;
use super::board_text::{BoardSize, board_text};
use super::play::{Input, LineReader};
use crate::messages::puzzles::{self as words, Front};
use crate::puzzles::answer::{Verdict, check};
use crate::puzzles::{self, Puzzle, Theme, Tier, day_of};
use crate::rules::{Move, Position, SplitMix64};
use crate::service::{Language, PuzzleAnswered, PuzzleRecord, PuzzleShown};

/// Arguments of `punct puzzle`.
#[derive(Debug, Clone, Default, Args)]
pub struct PuzzleArgs {
    /// Only puzzles of this theme: win, defend or win2.
    #[arg(long)]
    pub theme: Option<Theme>,
    /// Only puzzles of this tier: 1 (easiest) to 3.
    #[arg(long)]
    pub tier: Option<Tier>,
    /// Today's daily puzzle (the same as on Discord), then stop.
    #[arg(long, conflicts_with_all = ["id", "theme", "tier"])]
    pub daily: bool,
    /// The puzzle with this id (as `punct puzzles export` lists them), then stop.
    #[arg(long, conflicts_with_all = ["theme", "tier"])]
    pub id: Option<String>,
    /// The text board: compact (19 lines, fits 80×24) or large (33 lines).
    #[arg(long, value_enum, default_value = "compact")]
    pub board: BoardSize,
    /// Today, as days since 1970-01-01 (UTC): set from the clock.
    #[arg(skip)]
    pub today: u64,
    /// ANSI colours on the board: set when stdout is a terminal and NO_COLOR is unset.
    #[arg(skip)]
    pub colour: bool,
    /// The language of the sentences: from LANG / LC_*.
    #[arg(skip)]
    pub language: Language,
}

/// The words the puzzle prompt understands, which Tab offers.
pub const PUZZLE_WORDS: [&str; 5] = ["board", "solution", "next", "quit", "exit"];

/// What one line typed at the puzzle prompt means.
enum Typed {
    Nothing,
    Board,
    Solution,
    Next,
    Quit,
    Answer(String),
}

impl Typed {
    fn parse(line: &str) -> Typed {
        match line.trim().to_ascii_lowercase().as_str() {
            "" => Typed::Nothing,
            "board" => Typed::Board,
            "solution" => Typed::Solution,
            "next" => Typed::Next,
            "quit" | "exit" => Typed::Quit,
            _ => Typed::Answer(line.trim().to_string()),
        }
    }
}

/// The session: the puzzles to go through and the record so far.
struct Session<'a> {
    args: &'a PuzzleArgs,
    queue: Vec<&'static Puzzle>,
    record: PuzzleRecord,
    missed: bool,
}

/// Solves puzzles read from `input` until `quit`, Ctrl-C, Ctrl-D, the end
/// of the input, or the end of the puzzles asked for; returns the record.
///
/// # Errors
/// [`CliError::Puzzles`] when no puzzle fits; reading or writing failures.
pub fn puzzle_with(
    args: &PuzzleArgs,
    input: &mut dyn LineReader,
    out: &mut impl Write,
) -> Result<PuzzleRecord, CliError> {
    let queue = queue(args)?;
    let record = PuzzleRecord { solved: 0, streak: 0, best_streak: 0, daily_solved: false };
    let mut session = Session { args, queue, record, missed: false };
    let language = args.language;
    say(out, &words::streak_rule(language))?;
    'puzzles: for index in 0..session.queue.len() {
        let Some(&puzzle) = session.queue.get(index) else { break };
        let shown = session.shown(puzzle)?;
        session.missed = false;
        show_puzzle(args, &shown, out)?;
        loop {
            let line = match input.read("puzzle> ", &shown.position, out)? {
                Input::Line(line) => line,
                Input::Interrupted | Input::End => break 'puzzles,
            };
            match Typed::parse(&line) {
                Typed::Nothing => {}
                Typed::Board => show_puzzle(args, &shown, out)?,
                Typed::Quit => break 'puzzles,
                Typed::Next => continue 'puzzles,
                Typed::Solution => {
                    session.record.streak = 0;
                    let solution = *puzzle.solutions.first().ok_or_else(|| no_puzzle(puzzle))?;
                    let verdict = check(puzzle, &shown.position, solution);
                    let answered = session.answered(&shown, verdict);
                    show_line(args, &shown.position, &answered.verdict, out)?;
                    say(out, &words::solution(language, &answered))?;
                    continue 'puzzles;
                }
                Typed::Answer(text) => {
                    if session.answer(&shown, &text, out)? {
                        continue 'puzzles;
                    }
                }
            }
        }
    }
    say(out, &words::record(language, &session.record))?;
    Ok(session.record)
}

impl Session<'_> {
    fn shown(&self, puzzle: &Puzzle) -> Result<PuzzleShown, CliError> {
        let position = puzzle.position()?;
        Ok(PuzzleShown { puzzle: puzzle.clone(), position, daily: self.args.daily, record: self.record })
    }

    fn answered(&self, shown: &PuzzleShown, verdict: Verdict) -> PuzzleAnswered {
        let shown = PuzzleShown { record: self.record, ..shown.clone() };
        PuzzleAnswered { shown, verdict, first_try: !self.missed }
    }

    /// Checks `text` as the answer; true when the puzzle is solved.
    fn answer(&mut self, shown: &PuzzleShown, text: &str, out: &mut impl Write) -> Result<bool, CliError> {
        let language = self.args.language;
        let answer: Move = match text.parse() {
            Ok(m) => m,
            Err(error) => {
                say(out, &crate::messages::play::unreadable_move(language, text, &error))?;
                return Ok(false);
            }
        };
        if let Err(error) = shown.position.play(answer) {
            say(out, &crate::messages::play::illegal_move(language, &error))?;
            return Ok(false);
        }
        let verdict = check(&shown.puzzle, &shown.position, answer);
        let solved = matches!(verdict, Verdict::Solved { .. });
        if solved {
            self.record.solved += 1;
            if !self.missed {
                self.record.streak += 1;
                self.record.best_streak = self.record.best_streak.max(self.record.streak);
            }
            self.record.daily_solved |= self.args.daily;
        } else {
            self.missed = true;
            self.record.streak = 0;
        }
        let answered = self.answered(shown, verdict);
        show_line(self.args, &shown.position, &answered.verdict, out)?;
        say(out, &words::answered(language, &answered))?;
        Ok(solved)
    }
}

fn no_puzzle(puzzle: &Puzzle) -> CliError {
    CliError::Puzzles(puzzles::PuzzleError::Wrong { id: puzzle.id.clone(), problem: "no solution".into() })
}

/// The puzzles of the session, in order: the daily one, the one named, or
/// every one that fits, from a point that changes with the day.
fn queue(args: &PuzzleArgs) -> Result<Vec<&'static Puzzle>, CliError> {
    let all = puzzles::all();
    let none = |text: String| CliError::Puzzles(puzzles::PuzzleError::Field { field: "puzzle", text });
    if args.daily {
        return puzzles::daily(args.today).map(|p| vec![p]).ok_or_else(|| none("daily".into()));
    }
    if let Some(id) = &args.id {
        let found = all.iter().find(|p| p.id == id.trim()).ok_or_else(|| none(id.clone()))?;
        return Ok(vec![found]);
    }
    let fits: Vec<&'static Puzzle> = all
        .iter()
        .filter(|p| args.theme.is_none_or(|t| p.theme == t) && args.tier.is_none_or(|t| p.tier == t))
        .collect();
    if fits.is_empty() {
        return Err(none(format!("{:?} {:?}", args.theme, args.tier)));
    }
    let start = SplitMix64::new(args.today).next_u64() % fits.len() as u64;
    let start = usize::try_from(start).unwrap_or(0);
    Ok(fits[start..].iter().chain(&fits[..start]).copied().collect())
}

fn show_puzzle(args: &PuzzleArgs, shown: &PuzzleShown, out: &mut impl Write) -> Result<(), CliError> {
    let language = args.language;
    say(out, &words::title(language, shown))?;
    writeln!(out, "{}", board_text(&shown.position, args.board, args.colour))?;
    say(out, &words::task(language, shown))?;
    say(out, &words::how_to_answer(language, Front::Terminal))?;
    Ok(())
}

/// The board after the answer and what follows: the solved line, or the
/// opponent's refutation.
fn show_line(
    args: &PuzzleArgs,
    start: &Position,
    verdict: &Verdict,
    out: &mut impl Write,
) -> Result<(), CliError> {
    writeln!(out, "{}", board_text(&verdict.played_out(start), args.board, args.colour))?;
    Ok(())
}

/// `punct puzzle` reading `input` as plain lines (pipes, tests).
///
/// # Errors
/// As [`puzzle_with`].
pub fn puzzle(
    args: &PuzzleArgs,
    input: &mut impl std::io::BufRead,
    out: &mut impl Write,
) -> Result<PuzzleRecord, CliError> {
    puzzle_with(args, &mut super::play::PlainLines(input), out)
}

/// Today as a day number, from the machine's clock.
pub fn today() -> u64 {
    let seconds =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    day_of(seconds)
}

/// The terminal's width, within which sentences wrap between words.
const WIDTH: usize = 80;

/// Writes `text` wrapped to the terminal's 80 columns between words.
fn say(out: &mut impl Write, text: &str) -> Result<(), CliError> {
    Ok(writeln!(out, "{}", crate::messages::rules::plain(text, WIDTH))?)
}
