//! The `lesson_progress` and `lessons_completed` tables: which lesson each
//! player is on and which they have answered right. Lessons are named by
//! their stable name (`crate::lessons::Lesson::name` in the layer above),
//! never by their position in the list, so a lesson added later does not
//! move anyone.

use std::collections::HashSet;

use rusqlite::{Connection, OptionalExtension, params};

use crate::model::{Timestamp, UserId};
use crate::store::StoreError;

/// The lesson `user` is on, if they ever opened one.
///
/// # Errors
/// SQLite errors.
pub fn current(conn: &Connection, user: UserId) -> Result<Option<String>, StoreError> {
    Ok(conn
        .prepare_cached("SELECT lesson FROM lesson_progress WHERE user_id = ?1")?
        .query_row([user], |r| r.get(0))
        .optional()?)
}

/// Stores `lesson` as the one `user` is on.
///
/// # Errors
/// SQLite errors.
pub fn set_current(conn: &Connection, user: UserId, lesson: &str, at: Timestamp) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT INTO lesson_progress (user_id, lesson, updated_at) VALUES (?1, ?2, ?3) \
         ON CONFLICT (user_id) DO UPDATE SET lesson = excluded.lesson, updated_at = excluded.updated_at",
    )?
    .execute(params![user, lesson, at])?;
    Ok(())
}

/// Records that `user` answered `lesson` right (once; later times change nothing).
///
/// # Errors
/// SQLite errors.
pub fn mark_completed(
    conn: &Connection,
    user: UserId,
    lesson: &str,
    at: Timestamp,
) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT INTO lessons_completed (user_id, lesson, completed_at) VALUES (?1, ?2, ?3) \
         ON CONFLICT (user_id, lesson) DO NOTHING",
    )?
    .execute(params![user, lesson, at])?;
    Ok(())
}

/// Every lesson `user` has answered right.
///
/// # Errors
/// SQLite errors.
pub fn completed(conn: &Connection, user: UserId) -> Result<HashSet<String>, StoreError> {
    let mut statement = conn.prepare_cached("SELECT lesson FROM lessons_completed WHERE user_id = ?1")?;
    let rows = statement.query_map([user], |r| r.get::<_, String>(0))?;
    Ok(rows.collect::<Result<HashSet<_>, _>>()?)
}
