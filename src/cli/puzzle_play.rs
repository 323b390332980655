//! `punct puzzle`: solve puzzles at the terminal, with the same prompt,
//! Tab completion and compact board as `punct play`, and the same checking
//! and refutations as `/punct puzzle` on Discord
//! ([`crate::puzzles::answer`]).
//!
//! Without `--tier`, a session starts with tier-1 puzzles and climbs as
//! puzzles are solved ([`Tier::for_solved`]), themes mixed in an order
//! that changes with the day. (It used to run through the data file from a
//! point picked by the day; the file is sorted by theme and tier, so a
//! session stayed in one block, often tier 2.) `hint` is answered, not read
//! as a move: puzzles have no hints, since any would give the answer away,
//! and `solution` is there for who gives up.
//!
//! Progress is kept for the session only (solved count and streak, shown
//! after each puzzle), not in a file: `punct` is an offline tool that
//! writes nothing unasked (as `punct play` keeps no games), and the
//! players who want a lasting count and streak have the bot, where they
//! are stored per player. The daily puzzle needs no memory: it is a
//! function of the date.

use std::collections::HashSet;
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
    Help,
    Hint,
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
            "help" | "?" => Typed::Help,
            "hint" => Typed::Hint,
            "board" => Typed::Board,
            "solution" => Typed::Solution,
            "next" => Typed::Next,
            "quit" | "exit" => Typed::Quit,
            _ => Typed::Answer(line.trim().to_string()),
        }
    }
}

/// The session: the puzzles it may show, those shown, the record so far.
struct Session<'a> {
    args: &'a PuzzleArgs,
    order: Vec<&'static Puzzle>,
    shown: HashSet<&'static str>,
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
    let order = order(args)?;
    let record = PuzzleRecord { solved: 0, streak: 0, best_streak: 0, daily_solved: false };
    let mut session = Session { args, order, shown: HashSet::new(), record, missed: false };
    let language = args.language;
    say(out, &words::streak_rule(language))?;
    'puzzles: while let Some(puzzle) = session.next_puzzle() {
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
                Typed::Help => say(out, &words::how_to_answer(language, Front::Terminal))?,
                Typed::Hint => say(out, &words::no_hint(language))?,
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
                    if !pause(args, input, out)? {
                        break 'puzzles;
                    }
                    continue 'puzzles;
                }
                Typed::Answer(text) => {
                    if session.answer(&shown, &text, out)? {
                        if !pause(args, input, out)? {
                            break 'puzzles;
                        }
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
    /// The next puzzle not shown yet: of the tier asked for, else of the
    /// tier the solved count has reached ([`Tier::for_solved`]), else of
    /// the nearest tier left.
    fn next_puzzle(&mut self) -> Option<&'static Puzzle> {
        let tier = self.args.tier.unwrap_or(Tier::for_solved(self.record.solved));
        let distance = |p: &Puzzle| p.tier.number().abs_diff(tier.number());
        let next = self
            .order
            .iter()
            .copied()
            .filter(|p| !self.shown.contains(p.id.as_str()))
            .min_by_key(|p| distance(p))?;
        self.shown.insert(next.id.as_str());
        Some(next)
    }

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
        let landing = match shown.position.check(answer) {
            Ok(landing) => landing,
            Err(error) => {
                say(out, &crate::messages::play::illegal_move(language, &error))?;
                return Ok(false);
            }
        };
        // The answer in words: only what was typed, nothing of the solution.
        say(out, &crate::messages::terminal::your_answer(language, answer, landing))?;
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

/// After a solved puzzle or its solution, at a terminal: Enter before
/// the next puzzle, so the verdict is read before the next board scrolls
/// it away (none after the only puzzle of `--daily` or `--id`). False
/// when the player left (Ctrl-C, Ctrl-D) instead.
fn pause(args: &PuzzleArgs, input: &mut dyn LineReader, out: &mut impl Write) -> Result<bool, CliError> {
    if args.daily || args.id.is_some() {
        return Ok(true);
    }
    Ok(matches!(input.pause(&words::press_enter(args.language), out)?, Input::Line(_)))
}

fn no_puzzle(puzzle: &Puzzle) -> CliError {
    CliError::Puzzles(puzzles::PuzzleError::Wrong { id: puzzle.id.clone(), problem: "no solution".into() })
}

/// The puzzles the session may show, in order: the daily one, the one
/// named, or every one that fits, shuffled by the day (so themes mix and
/// each day brings another order).
fn order(args: &PuzzleArgs) -> Result<Vec<&'static Puzzle>, CliError> {
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
    Ok(shuffled(fits, args.today))
}

/// `items` in an order fixed by `seed` (Fisher–Yates).
fn shuffled<T>(mut items: Vec<T>, seed: u64) -> Vec<T> {
    let mut rng = SplitMix64::new(seed);
    for i in (1..items.len()).rev() {
        let j = usize::try_from(rng.below(i as u64 + 1)).unwrap_or(0);
        items.swap(i, j);
    }
    items
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
