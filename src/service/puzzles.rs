//! Puzzles for players: which puzzle each one is on, checking their
//! answers, their solved count and streak, the daily puzzle.
//!
//! A **streak** is the number of puzzles solved in a row at the first
//! try: a wrong answer or asking for the solution ends it; a puzzle solved
//! after a wrong answer still counts as solved. A puzzle counts once, so
//! solving one again changes neither the count nor the streak. The puzzle
//! a player is on is stored, so an answer typed days later refers to it,
//! whatever the daily puzzle is by then.

use crate::model::{Timestamp, UserId};
use crate::puzzles::answer::{Verdict, check};
use crate::puzzles::{self, Puzzle, Theme, Tier, day_of};
use crate::rules::{Position, SplitMix64};
use crate::service::play::parse_move;
use crate::service::{Assist, GameService, ServiceError};
use crate::store::puzzles::{self as table, PuzzleProgress};

/// Which puzzle a player asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleChoice {
    /// Today's daily puzzle if not solved yet, else the next one.
    Default,
    /// Today's daily puzzle, the same for everyone.
    Daily,
    /// One not solved yet, of this theme and tier if given; remembered
    /// for [`PuzzleChoice::Next`].
    Pick {
        /// Only this theme.
        theme: Option<Theme>,
        /// Only this tier.
        tier: Option<Tier>,
    },
    /// Another one of the theme and tier asked for last.
    Next,
    /// The one with this id.
    Id(String),
    /// The one the player is on (to try again).
    Current,
}

/// A player's record, as shown with every puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzleRecord {
    /// Puzzles solved, each once.
    pub solved: u32,
    /// Solved in a row at the first try, now.
    pub streak: u32,
    /// The longest such run.
    pub best_streak: u32,
    /// Whether today's daily puzzle is solved.
    pub daily_solved: bool,
}

/// A puzzle to solve.
#[derive(Clone, Debug)]
pub struct PuzzleShown {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Its position.
    pub position: Position,
    /// Whether it is a daily puzzle.
    pub daily: bool,
    /// The player's record.
    pub record: PuzzleRecord,
}

impl PuzzleShown {
    /// The help its move suggestions may give: none that could single
    /// out the answer.
    pub fn assist(&self) -> Assist {
        Assist::PUZZLE
    }
}

/// What became of an answer (or of asking for the solution).
#[derive(Clone, Debug)]
pub struct PuzzleAnswered {
    /// The puzzle and its position.
    pub shown: PuzzleShown,
    /// Right (and the line to show) or wrong (and why).
    pub verdict: Verdict,
    /// Whether this answer solved it at the first try.
    pub first_try: bool,
}

impl GameService {
    /// Gives `user` a puzzle and remembers it as the one they are on.
    ///
    /// # Errors
    /// [`ServiceError::NoPuzzleFits`], [`ServiceError::PuzzleNotFound`], store errors.
    pub fn puzzle(&self, user: UserId, choice: &PuzzleChoice) -> Result<PuzzleShown, ServiceError> {
        let (now, today) = (self.now(), self.today());
        self.store.write(|tx| {
            let mut progress = table::load(tx, user)?;
            let solved = table::solved(tx, user)?;
            let (puzzle, day) = choose(&mut progress, &solved, choice, today, user)?;
            if progress.puzzle.as_deref() != Some(puzzle.id.as_str()) {
                progress.missed = false;
            }
            progress.puzzle = Some(puzzle.id.clone());
            progress.puzzle_day = day;
            table::save(tx, user, &progress, now)?;
            shown(puzzle, day.is_some(), record(&progress, solved.len(), today))
        })
    }

    /// The puzzle `user` is on, if any (for suggestions).
    ///
    /// # Errors
    /// Store errors.
    pub fn current_puzzle(&self, user: UserId) -> Result<Option<PuzzleShown>, ServiceError> {
        let today = self.today();
        self.store.read(|tx| {
            let progress = table::load(tx, user)?;
            let count = table::solved(tx, user)?.len();
            let Some(puzzle) = progress.puzzle.as_deref().and_then(find) else { return Ok(None) };
            shown(puzzle, progress.puzzle_day.is_some(), record(&progress, count, today)).map(Some)
        })
    }

    /// Checks `notation` as `user`'s answer to the puzzle they are on and
    /// records the result: solved (count, streak, daily) or missed (the
    /// streak ends; they may try again).
    ///
    /// # Errors
    /// [`ServiceError::NoPuzzle`], [`ServiceError::UnreadableMove`],
    /// [`ServiceError::IllegalAnswer`], store errors.
    pub fn answer_puzzle(&self, user: UserId, notation: &str) -> Result<PuzzleAnswered, ServiceError> {
        let answer = parse_move(notation)?;
        let (now, today) = (self.now(), self.today());
        self.store.write(|tx| {
            let mut progress = table::load(tx, user)?;
            let puzzle = progress.puzzle.as_deref().and_then(find).ok_or(ServiceError::NoPuzzle)?;
            let position = puzzle.position().map_err(|_| ServiceError::NoPuzzle)?;
            position.play(answer).map_err(|error| ServiceError::IllegalAnswer { error })?;
            let verdict = check(puzzle, &position, answer);
            let first_try = matches!(verdict, Verdict::Solved { .. }) && !progress.missed;
            let daily = progress.puzzle_day.is_some();
            match verdict {
                Verdict::Solved { .. } => {
                    let new = table::mark_solved(tx, user, &puzzle.id, now)?;
                    solve(&mut progress, first_try && new);
                }
                Verdict::Wrong { .. } => miss(&mut progress),
            }
            table::save(tx, user, &progress, now)?;
            let count = table::solved(tx, user)?.len();
            let record = record(&progress, count, today);
            Ok(PuzzleAnswered {
                shown: PuzzleShown { puzzle: puzzle.clone(), position, daily, record },
                verdict,
                first_try,
            })
        })
    }

    /// Shows `user` the solution of the puzzle they are on, which ends it
    /// (and their streak) unsolved.
    ///
    /// # Errors
    /// [`ServiceError::NoPuzzle`], store errors.
    pub fn give_up_puzzle(&self, user: UserId) -> Result<PuzzleAnswered, ServiceError> {
        let (now, today) = (self.now(), self.today());
        self.store.write(|tx| {
            let mut progress = table::load(tx, user)?;
            let puzzle = progress.puzzle.as_deref().and_then(find).ok_or(ServiceError::NoPuzzle)?;
            let position = puzzle.position().map_err(|_| ServiceError::NoPuzzle)?;
            let solution = *puzzle.solutions.first().ok_or(ServiceError::NoPuzzle)?;
            let verdict = check(puzzle, &position, solution);
            let daily = progress.puzzle_day.is_some();
            progress.streak = 0;
            progress.puzzle = None;
            progress.puzzle_day = None;
            table::save(tx, user, &progress, now)?;
            let record = record(&progress, table::solved(tx, user)?.len(), today);
            Ok(PuzzleAnswered {
                shown: PuzzleShown { puzzle: puzzle.clone(), position, daily, record },
                verdict,
                first_try: false,
            })
        })
    }

    /// Today, as a day number (days since 1970-01-01 UTC) of the clock.
    fn today(&self) -> i64 {
        day_number(self.now())
    }
}

/// The day number of an instant.
fn day_number(at: Timestamp) -> i64 {
    i64::try_from(day_of(u64::try_from(at.0).unwrap_or(0))).unwrap_or(0)
}

/// The daily puzzle of day `day`.
fn daily_of(day: i64) -> Result<&'static Puzzle, ServiceError> {
    puzzles::daily(u64::try_from(day).unwrap_or(0)).ok_or(ServiceError::NoPuzzleFits)
}

/// The puzzle with this id.
fn find(id: &str) -> Option<&'static Puzzle> {
    puzzles::all().iter().find(|p| p.id == id)
}

/// The puzzle `choice` means for a player with `progress` who solved
/// `solved`, and the day if it is a daily one. Updates the theme and tier
/// remembered for Next.
fn choose(
    progress: &mut PuzzleProgress,
    solved: &std::collections::HashSet<String>,
    choice: &PuzzleChoice,
    today: i64,
    user: UserId,
) -> Result<(&'static Puzzle, Option<i64>), ServiceError> {
    let daily_done = progress.daily_solved_day == Some(today);
    match choice {
        PuzzleChoice::Daily => Ok((daily_of(today)?, Some(today))),
        PuzzleChoice::Default if !daily_done => Ok((daily_of(today)?, Some(today))),
        PuzzleChoice::Id(id) => {
            let puzzle = find(id.trim()).ok_or_else(|| ServiceError::PuzzleNotFound { id: id.clone() })?;
            Ok((puzzle, None))
        }
        PuzzleChoice::Current => match progress.puzzle.as_deref().and_then(find) {
            Some(puzzle) => Ok((puzzle, progress.puzzle_day)),
            None => Err(ServiceError::NoPuzzle),
        },
        PuzzleChoice::Pick { theme, tier } => {
            progress.theme = theme.map(|t| t.name().to_string());
            progress.tier = tier.map(Tier::number);
            next(progress, solved, user).map(|p| (p, None))
        }
        PuzzleChoice::Next | PuzzleChoice::Default => next(progress, solved, user).map(|p| (p, None)),
    }
}

/// A puzzle of the remembered theme and tier, not solved and not the
/// current one (solved ones again once all are), picked by a mix of the
/// player and their count so players do not all get the same order.
/// Without a tier asked for, the tier the player's solved count has
/// reached ([`Tier::for_solved`]: a newcomer starts at the easiest), or
/// the nearest one with puzzles left.
fn next(
    progress: &PuzzleProgress,
    solved: &std::collections::HashSet<String>,
    user: UserId,
) -> Result<&'static Puzzle, ServiceError> {
    let theme: Option<Theme> = progress.theme.as_deref().and_then(|t| t.parse().ok());
    let tier: Option<Tier> = progress.tier.and_then(|t| t.to_string().parse().ok());
    let fits: Vec<&'static Puzzle> = puzzles::all()
        .iter()
        .filter(|p| theme.is_none_or(|t| p.theme == t) && tier.is_none_or(|t| p.tier == t))
        .filter(|p| progress.puzzle.as_deref() != Some(p.id.as_str()))
        .collect();
    let fresh: Vec<&'static Puzzle> = fits.iter().copied().filter(|p| !solved.contains(&p.id)).collect();
    let fresh = match tier {
        Some(_) => fresh,
        None => nearest_tier(fresh, Tier::for_solved(u32::try_from(solved.len()).unwrap_or(u32::MAX))),
    };
    let pool = if fresh.is_empty() { fits } else { fresh };
    if pool.is_empty() {
        return Err(ServiceError::NoPuzzleFits);
    }
    let mix = SplitMix64::new(user.0 ^ (solved.len() as u64).wrapping_mul(0x9E37_79B9)).next_u64();
    let index = usize::try_from(mix % pool.len() as u64).unwrap_or(0);
    pool.get(index).copied().ok_or(ServiceError::NoPuzzleFits)
}

/// The puzzles of `tier`, or if there are none of the nearest tier that
/// has some.
fn nearest_tier(puzzles: Vec<&'static Puzzle>, tier: Tier) -> Vec<&'static Puzzle> {
    let distance = |p: &Puzzle| p.tier.number().abs_diff(tier.number());
    let Some(nearest) = puzzles.iter().map(|p| distance(p)).min() else { return puzzles };
    puzzles.into_iter().filter(|p| distance(p) == nearest).collect()
}

/// A solved puzzle: the streak grows if `counts` (first try, first time).
fn solve(progress: &mut PuzzleProgress, counts: bool) {
    if counts {
        progress.streak += 1;
        progress.best_streak = progress.best_streak.max(progress.streak);
    }
    if let Some(day) = progress.puzzle_day {
        progress.daily_solved_day = Some(progress.daily_solved_day.map_or(day, |d| d.max(day)));
    }
    progress.puzzle = None;
    progress.puzzle_day = None;
    progress.missed = false;
}

/// A wrong answer: the streak ends; the puzzle stays.
fn miss(progress: &mut PuzzleProgress) {
    progress.missed = true;
    progress.streak = 0;
}

fn record(progress: &PuzzleProgress, solved: usize, today: i64) -> PuzzleRecord {
    PuzzleRecord {
        solved: u32::try_from(solved).unwrap_or(u32::MAX),
        streak: progress.streak,
        best_streak: progress.best_streak,
        daily_solved: progress.daily_solved_day == Some(today),
    }
}

fn shown(puzzle: &Puzzle, daily: bool, record: PuzzleRecord) -> Result<PuzzleShown, ServiceError> {
    let position = puzzle.position().map_err(|_| ServiceError::NoPuzzle)?;
    Ok(PuzzleShown { puzzle: puzzle.clone(), position, daily, record })
}
