//! Puzzles: positions from engine games with one task each — **win**
//! (connect now), **defend** (stop every connection the opponent
//! threatens), **win in 2** (a move after which every reply loses to a
//! connection) — and every correct first move.
//!
//! Puzzles are made offline ([`generate`], `punct puzzles generate`) into
//! `assets/puzzles/puzzles.tsv`, embedded here ([`all`]). Each one is
//! checked by the exact solvers of [`solve`] when generated, and again by
//! [`verify`] in `tests/puzzles/solvers.rs`, so a change to the rules that alters
//! any answer fails the tests. Depends on `rules`, and on `ai` to play the
//! games puzzles come from.
//!
//! ```
//! use punct::puzzles;
//! let puzzle = puzzles::daily(20_000).expect("the data file has puzzles");
//! let position = puzzle.position()?;
//! assert!(puzzle.solutions.iter().all(|&m| position.is_legal(m)));
//! # Ok::<(), punct::puzzles::PuzzleError>(())
//! ```
//!
//! Where things are (one line per file, its one job):
//!
//! - `mod.rs` — the puzzle type, the embedded file, the daily puzzle and tiers.
//! - `solve.rs` — exact solvers of the three themes.
//! - `answer.rs` — checking an answer, and why a wrong one is wrong.
//! - `generate.rs` — making puzzles offline from seeded games.
//! - `review.rs` — a finished game's turning points, with the same solvers.

pub mod answer;
pub mod generate;
pub mod review;
pub mod solve;

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use thiserror::Error;

use crate::rules::{GameRecord, Move, ParseMoveError, Position, RecordError, SplitMix64, Variant};

/// The data file, embedded: one puzzle a line (see [`Puzzle::to_line`]).
pub const DATA: &str = include_str!("../../assets/puzzles/puzzles.tsv");

/// At most this many correct first moves: more and the task is too easy
/// to be a puzzle.
pub const MAX_SOLUTIONS: usize = 3;

/// What the player is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// Connect now.
    Win,
    /// The opponent threatens to connect next move: stop every threat.
    Defend,
    /// Make a move after which every reply loses to a connection.
    WinIn2,
}

impl Theme {
    /// Every theme, in order of difficulty.
    pub const ALL: [Theme; 3] = [Theme::Win, Theme::Defend, Theme::WinIn2];

    /// `win`, `defend` or `win2`: the word of the data file and the export.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Win => "win",
            Theme::Defend => "defend",
            Theme::WinIn2 => "win2",
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Theme {
    type Err = PuzzleError;

    fn from_str(s: &str) -> Result<Theme, PuzzleError> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| PuzzleError::Field { field: "theme", text: s.to_string() })
    }
}

/// How hard a puzzle is, 1 to 3: see [`Tier::of`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tier {
    /// Few points of difficulty.
    One,
    /// Some.
    Two,
    /// Many.
    Three,
}

/// Legal moves from which a position counts as crowded for [`Tier::of`]:
/// about the median of the puzzles' positions (the empty board has 4,986,
/// a crowded late board a few hundred), so half the puzzles of each theme
/// have more moves to look through than the other half.
pub const CROWDED: usize = 1500;

impl Tier {
    /// Every tier, easiest first.
    pub const ALL: [Tier; 3] = [Tier::One, Tier::Two, Tier::Three];

    /// 1, 2 or 3.
    pub const fn number(self) -> u8 {
        match self {
            Tier::One => 1,
            Tier::Two => 2,
            Tier::Three => 3,
        }
    }

    /// The tier of a puzzle within its theme, from points of
    /// difficulty: one if the position is crowded (at least [`CROWDED`]
    /// legal moves to look through), one if the answer is hidden (every
    /// solution moves a piece already on the board — a jump, a bridge, an
    /// uncovering — rather than placing a new one), and one if there is a
    /// single solution. 0–1 points: tier 1; 2: tier 2; 3: tier 3.
    ///
    /// The theme adds nothing: a tier ranks puzzles of one theme (players
    /// pick a theme, then a tier), so each theme spans all three tiers. The
    /// data file's counts per theme and tier are in the README.
    pub fn of(legal_moves: usize, solutions: &[Move]) -> Tier {
        let crowded = u8::from(legal_moves >= CROWDED);
        let hidden = u8::from(solutions.iter().all(|m| matches!(m, Move::Movement { .. })));
        let single = u8::from(solutions.len() == 1);
        match crowded + hidden + single {
            0..=1 => Tier::One,
            2 => Tier::Two,
            _ => Tier::Three,
        }
    }
}

/// Puzzles a player must have solved before they are offered tier 2 and
/// tier 3, when they pick no tier: a newcomer starts with the easiest and
/// climbs as they solve.
pub const CLIMB_AFTER: [u32; 2] = [3, 8];

impl Tier {
    /// The tier to offer a player who has solved `solved` puzzles and
    /// picked none: tier 1 first, tier 2 from [`CLIMB_AFTER`]`[0]` solved,
    /// tier 3 from [`CLIMB_AFTER`]`[1]`.
    pub const fn for_solved(solved: u32) -> Tier {
        if solved >= CLIMB_AFTER[1] {
            Tier::Three
        } else if solved >= CLIMB_AFTER[0] {
            Tier::Two
        } else {
            Tier::One
        }
    }
}

impl FromStr for Tier {
    type Err = PuzzleError;

    fn from_str(s: &str) -> Result<Tier, PuzzleError> {
        Tier::ALL
            .into_iter()
            .find(|t| t.number().to_string() == s)
            .ok_or_else(|| PuzzleError::Field { field: "tier", text: s.to_string() })
    }
}

/// One puzzle: a position reached from the empty board and its task.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    /// Stable name: a hash of the variant and the moves (see [`puzzle_id`]).
    pub id: String,
    /// Basic or standard.
    pub variant: Variant,
    /// The moves from the empty board to the position; the player to move
    /// after them solves.
    pub moves: Vec<Move>,
    /// The task.
    pub theme: Theme,
    /// How hard.
    pub tier: Tier,
    /// Every correct first move, sorted by notation.
    pub solutions: Vec<Move>,
}

/// Why a puzzle could not be read, replayed or confirmed.
#[derive(Debug, Error)]
pub enum PuzzleError {
    /// A line of the data file has the wrong number of fields.
    #[error("line {line}: {found} tab-separated fields, 6 expected")]
    Fields {
        /// Line number, from 1.
        line: usize,
        /// How many there were.
        found: usize,
    },
    /// A field could not be read.
    #[error("{field} “{text}” is not valid")]
    Field {
        /// Which field.
        field: &'static str,
        /// Its text.
        text: String,
    },
    /// A solution is not a move.
    #[error("solution “{text}”: {source}")]
    Solution {
        /// Its text.
        text: String,
        /// Why it is unreadable.
        source: ParseMoveError,
    },
    /// The moves do not replay.
    #[error("moves: {0}")]
    Moves(#[from] RecordError),
    /// The solvers disagree with the puzzle.
    #[error("puzzle {id}: {problem}")]
    Wrong {
        /// Which puzzle.
        id: String,
        /// What does not hold.
        problem: String,
    },
}

impl Puzzle {
    /// The position to solve.
    ///
    /// # Errors
    /// [`PuzzleError::Moves`] if the moves do not replay.
    pub fn position(&self) -> Result<Position, PuzzleError> {
        Ok(GameRecord { variant: self.variant, moves: self.moves.clone() }.replay()?)
    }

    /// Whether `m` is one of the correct first moves.
    pub fn is_solution(&self, m: Move) -> bool {
        self.solutions.contains(&m)
    }

    /// `ID VARIANT MOVES THEME SOLUTIONS`, tab-separated: the line of
    /// `punct puzzles export`.
    pub fn export_line(&self) -> String {
        format!(
            "{}\t{}\t{}\t{}\t{}",
            self.id,
            self.variant.name(),
            join(&self.moves),
            self.theme,
            join(&self.solutions)
        )
    }

    /// The line of the data file: the export line and the tier.
    pub fn to_line(&self) -> String {
        format!("{}\t{}", self.export_line(), self.tier.number())
    }

    /// Reads a line written by [`Puzzle::to_line`]; `line` numbers errors.
    ///
    /// # Errors
    /// [`PuzzleError`] naming the field that is wrong.
    pub fn from_line(text: &str, line: usize) -> Result<Puzzle, PuzzleError> {
        let fields: Vec<&str> = text.split('\t').collect();
        let [id, variant, moves, theme, solutions, tier] = fields[..] else {
            return Err(PuzzleError::Fields { line, found: fields.len() });
        };
        let variant = variant
            .parse::<Variant>()
            .map_err(|_| PuzzleError::Field { field: "variant", text: variant.to_string() })?;
        let record = GameRecord::from_moves(variant, moves)?;
        let solutions = solutions
            .split_whitespace()
            .map(|s| {
                s.parse::<Move>().map_err(|source| PuzzleError::Solution { text: s.to_string(), source })
            })
            .collect::<Result<Vec<Move>, PuzzleError>>()?;
        Ok(Puzzle {
            id: id.to_string(),
            variant,
            moves: record.moves,
            theme: theme.parse()?,
            tier: tier.parse()?,
            solutions,
        })
    }
}

/// Moves in canonical notation, separated by spaces.
fn join(moves: &[Move]) -> String {
    moves.iter().map(Move::to_string).collect::<Vec<_>>().join(" ")
}

/// A puzzle's name: 64-bit FNV-1a of the variant and the moves, 10 hex
/// digits. The same position reached by the same moves keeps its name
/// when the file is generated again, so progress kept by name survives.
pub fn puzzle_id(variant: Variant, moves: &[Move]) -> String {
    let text = format!("{} {}", variant.name(), join(moves));
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{:010x}", hash >> 24)
}

/// Reads a whole data file: `#` lines and blank lines are skipped.
///
/// # Errors
/// The first line that cannot be read.
pub fn parse(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|(i, line)| Puzzle::from_line(line, i + 1))
        .collect()
}

/// The header line of the data file.
pub const HEADER: &str = "# id\tvariant\tmoves\ttheme\tsolutions\ttier";

/// Writes a data file: the header, then one line per puzzle.
pub fn format(puzzles: &[Puzzle]) -> String {
    let mut text = format!("{HEADER}\n");
    for puzzle in puzzles {
        text.push_str(&puzzle.to_line());
        text.push('\n');
    }
    text
}

/// Every puzzle of the embedded data file (read once). A file that does
/// not parse gives none; `tests/puzzles/solvers.rs` makes sure it parses.
pub fn all() -> &'static [Puzzle] {
    static PUZZLES: OnceLock<Vec<Puzzle>> = OnceLock::new();
    PUZZLES.get_or_init(|| parse(DATA).unwrap_or_default())
}

/// The puzzle of the day `day` (days since 1970-01-01, UTC): the same for
/// everyone on that date, a different one (mostly) the next day. `None`
/// only if there are no puzzles.
pub fn daily(day: u64) -> Option<&'static Puzzle> {
    daily_from(all(), day)
}

/// [`daily`] from any list: a mix of the day number picks the index, so
/// neighbouring days do not get neighbouring lines of the file.
pub fn daily_from(puzzles: &[Puzzle], day: u64) -> Option<&Puzzle> {
    if puzzles.is_empty() {
        return None;
    }
    let index = SplitMix64::new(day).next_u64() % puzzles.len() as u64;
    puzzles.get(usize::try_from(index).ok()?)
}

/// The day number of a moment given in seconds since 1970-01-01 UTC.
pub const fn day_of(unix_seconds: u64) -> u64 {
    unix_seconds / 86_400
}

/// What the exact solvers say a position's answer to `theme` is, with at
/// most [`MAX_SOLUTIONS`] + 1 moves listed when there are more (so a list
/// longer than [`MAX_SOLUTIONS`] means "too many").
pub fn solutions_for(position: &Position, theme: Theme) -> Vec<Move> {
    match theme {
        Theme::Win => solve::winning_moves(position),
        Theme::Defend => solve::saving_moves_up_to(position, MAX_SOLUTIONS),
        Theme::WinIn2 => solve::key_moves_up_to(position, MAX_SOLUTIONS),
    }
}

/// Checks a puzzle in full with the exact solvers: it replays, the game
/// goes on, the solutions are exactly every correct first move (one to
/// [`MAX_SOLUTIONS`] of them: a win puzzle's are every move that wins at
/// once, so a position where any placement of the last piece wins is no
/// puzzle), a defend or win-in-2 puzzle has no winning move (it would be a
/// win puzzle), a defend puzzle has a real
/// threat, the id and tier are the ones they should be.
///
/// # Errors
/// [`PuzzleError::Wrong`] saying what does not hold.
pub fn verify(puzzle: &Puzzle) -> Result<(), PuzzleError> {
    let wrong = |problem: String| Err(PuzzleError::Wrong { id: puzzle.id.clone(), problem });
    let position = puzzle.position()?;
    if position.is_over() {
        return wrong("the game is already over".into());
    }
    if puzzle.id != puzzle_id(puzzle.variant, &puzzle.moves) {
        return wrong(format!("id should be {}", puzzle_id(puzzle.variant, &puzzle.moves)));
    }
    if puzzle.theme != Theme::Win && solve::has_winning_move(&position) {
        return wrong("the player to move can win at once".into());
    }
    let legal = position.legal_move_count();
    if puzzle.theme == Theme::Defend && legal <= MAX_SOLUTIONS {
        return wrong("too few legal moves to tell saving ones apart".into());
    }
    let found = solutions_for(&position, puzzle.theme);
    if found != puzzle.solutions || found.is_empty() || found.len() > MAX_SOLUTIONS {
        return wrong(format!("solutions should be [{}]", join(&found)));
    }
    if puzzle.theme == Theme::Win && !found.iter().all(|&m| solve::connects(&position, m)) {
        return wrong("a winning move does not connect, and the task says connect".into());
    }
    let tier = Tier::of(legal, &found);
    if tier != puzzle.tier {
        return wrong(format!("tier should be {}", tier.number()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(n: usize) -> Vec<Puzzle> {
        (0..n)
            .map(|i| Puzzle {
                id: format!("p{i}"),
                variant: Variant::Standard,
                moves: vec![],
                theme: Theme::Win,
                tier: Tier::One,
                solutions: vec![],
            })
            .collect()
    }

    #[test]
    fn the_daily_puzzle_is_the_same_all_day_and_changes_with_the_day() {
        let puzzles = sample(50);
        let day = day_of(1_795_000_000);
        assert_eq!(day, day_of(1_795_000_000 - 1_795_000_000 % 86_400 + 86_399));
        let today = daily_from(&puzzles, day).unwrap();
        assert_eq!(daily_from(&puzzles, day).unwrap(), today);
        let week: Vec<&str> = (day..day + 7).map(|d| daily_from(&puzzles, d).unwrap().id.as_str()).collect();
        let mut distinct = week.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert!(distinct.len() >= 5, "a week of dailies repeats too much: {week:?}");
        assert_eq!(daily_from(&[], day), None);
    }

    #[test]
    fn a_newcomer_starts_at_tier_1_and_climbs_as_they_solve() {
        let tiers: Vec<u8> = (0..10).map(|n| Tier::for_solved(n).number()).collect();
        assert_eq!(tiers, [1, 1, 1, 2, 2, 2, 2, 2, 3, 3]);
    }

    #[test]
    fn lines_read_back_as_written() {
        let moves: Vec<Move> = ["B2-B3-C3", "N12-N13-O13"].iter().map(|s| s.parse().unwrap()).collect();
        let puzzle = Puzzle {
            id: puzzle_id(Variant::Basic, &moves),
            variant: Variant::Basic,
            moves,
            theme: Theme::WinIn2,
            tier: Tier::Three,
            solutions: vec!["B2>B5-B6-C6".parse().unwrap()],
        };
        let text = format(std::slice::from_ref(&puzzle));
        assert_eq!(parse(&text).unwrap(), vec![puzzle.clone()]);
        assert_eq!(puzzle.export_line().split('\t').count(), 5);
        assert!(matches!(Puzzle::from_line("a\tb", 3), Err(PuzzleError::Fields { line: 3, found: 2 })));
    }
}
