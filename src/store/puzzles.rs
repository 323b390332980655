//! The `puzzle_progress` and `puzzles_solved` tables: which puzzle each
//! player is on, their streaks, and the puzzles they have solved. Puzzles
//! are named by their id (a stable hash of the position, see
//! `crate::puzzles::puzzle_id` in the layer above), themes by their word.

use std::collections::HashSet;

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::model::{Timestamp, UserId};
use crate::store::StoreError;

/// A player's puzzles as stored; [`Default`] for one who never asked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleProgress {
    /// The puzzle they are on; `None` once solved or given up.
    pub puzzle: Option<String>,
    /// The day whose daily puzzle it is (days since 1970-01-01 UTC), if so.
    pub puzzle_day: Option<i64>,
    /// The theme they asked for (`win`, `defend`, `win2`), which Next follows.
    pub theme: Option<String>,
    /// The tier they asked for, 1 to 3.
    pub tier: Option<u8>,
    /// Whether a wrong answer was given to the current puzzle.
    pub missed: bool,
    /// Puzzles solved in a row at the first try, now.
    pub streak: u32,
    /// The longest such run.
    pub best_streak: u32,
    /// The latest day whose daily puzzle they solved.
    pub daily_solved_day: Option<i64>,
}

/// `user`'s progress (the default if they never asked for a puzzle).
///
/// # Errors
/// SQLite errors.
pub fn load(conn: &Connection, user: UserId) -> Result<PuzzleProgress, StoreError> {
    Ok(conn
        .prepare_cached(
            "SELECT puzzle_id, puzzle_day, theme, tier, missed, streak, best_streak, daily_solved_day \
             FROM puzzle_progress WHERE user_id = ?1",
        )?
        .query_row([user], from_row)
        .optional()?
        .unwrap_or_default())
}

/// Stores `progress` as `user`'s.
///
/// # Errors
/// SQLite errors.
pub fn save(
    conn: &Connection,
    user: UserId,
    progress: &PuzzleProgress,
    at: Timestamp,
) -> Result<(), StoreError> {
    let p = progress;
    conn.prepare_cached(
        "INSERT INTO puzzle_progress (user_id, puzzle_id, puzzle_day, theme, tier, missed, streak, best_streak, \
         daily_solved_day, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) \
         ON CONFLICT (user_id) DO UPDATE SET puzzle_id = excluded.puzzle_id, puzzle_day = excluded.puzzle_day, \
         theme = excluded.theme, tier = excluded.tier, missed = excluded.missed, streak = excluded.streak, \
         best_streak = excluded.best_streak, daily_solved_day = excluded.daily_solved_day, \
         updated_at = excluded.updated_at",
    )?
    .execute(params![
        user,
        p.puzzle,
        p.puzzle_day,
        p.theme,
        p.tier,
        p.missed,
        p.streak,
        p.best_streak,
        p.daily_solved_day,
        at
    ])?;
    Ok(())
}

/// Records that `user` solved `puzzle`; returns whether it is the first
/// time.
///
/// # Errors
/// SQLite errors.
pub fn mark_solved(conn: &Connection, user: UserId, puzzle: &str, at: Timestamp) -> Result<bool, StoreError> {
    let added = conn
        .prepare_cached(
            "INSERT INTO puzzles_solved (user_id, puzzle_id, solved_at) VALUES (?1, ?2, ?3) \
             ON CONFLICT (user_id, puzzle_id) DO NOTHING",
        )?
        .execute(params![user, puzzle, at])?;
    Ok(added > 0)
}

/// Every puzzle `user` has solved.
///
/// # Errors
/// SQLite errors.
pub fn solved(conn: &Connection, user: UserId) -> Result<HashSet<String>, StoreError> {
    let mut statement = conn.prepare_cached("SELECT puzzle_id FROM puzzles_solved WHERE user_id = ?1")?;
    let rows = statement.query_map([user], |r| r.get::<_, String>(0))?;
    Ok(rows.collect::<Result<HashSet<_>, _>>()?)
}

fn from_row(row: &Row<'_>) -> rusqlite::Result<PuzzleProgress> {
    Ok(PuzzleProgress {
        puzzle: row.get(0)?,
        puzzle_day: row.get(1)?,
        theme: row.get(2)?,
        tier: row.get(3)?,
        missed: row.get(4)?,
        streak: row.get(5)?,
        best_streak: row.get(6)?,
        daily_solved_day: row.get(7)?,
    })
}
