//! The `players` table: Discord users who have played or been challenged,
//! with their Glicko-2 rating.

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::model::{Language, Timestamp, UserId};
use crate::store::StoreError;

/// A Glicko-2 rating as stored: the three numbers of the system.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating itself; new players start at 1500.
    pub rating: f64,
    /// How uncertain it is; new players start at 350.
    pub deviation: f64,
    /// How erratic the player's results are; new players start at 0.06.
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating { rating: 1500.0, deviation: 350.0, volatility: 0.06 }
    }
}

/// A player as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerRow {
    /// The Discord user.
    pub user: UserId,
    /// The name last seen: the display name, else the username.
    pub name: String,
    /// The username, when it is not `name`: drawn on pictures when `name`
    /// is in a script their fonts lack.
    pub username: Option<String>,
    /// Current rating.
    pub rating: Rating,
    /// Games between people that counted for the rating.
    pub rated_games: u32,
}

/// Records `user` (or refreshes their names). `username` is kept only
/// when it differs from `name`; `None` leaves a known one in place.
///
/// # Errors
/// SQLite errors.
pub fn upsert(
    conn: &Connection,
    user: UserId,
    name: &str,
    username: Option<&str>,
    at: Timestamp,
) -> Result<(), StoreError> {
    let username = username.filter(|u| *u != name);
    conn.prepare_cached(
        "INSERT INTO players (user_id, name, username, created_at) VALUES (?1, ?2, ?3, ?4) \
         ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, \
         username = COALESCE(excluded.username, players.username)",
    )?
    .execute(params![user, name, username, at])?;
    Ok(())
}

/// The language `user`'s Discord client last spoke, if they are known
/// and one was seen.
///
/// # Errors
/// SQLite errors.
pub fn language(conn: &Connection, user: UserId) -> Result<Option<Language>, StoreError> {
    let code: Option<Option<String>> = conn
        .prepare_cached("SELECT language FROM players WHERE user_id = ?1")?
        .query_row([user], |r| r.get(0))
        .optional()?;
    Ok(code.flatten().map(|code| Language::from_discord(&code)))
}

/// Remembers `language` as `user`'s, if they are known; returns whether a
/// row changed.
///
/// # Errors
/// SQLite errors.
pub fn set_language(conn: &Connection, user: UserId, language: Language) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached("UPDATE players SET language = ?2 WHERE user_id = ?1 AND language IS NOT ?2")?
        .execute(params![user, language.code()])?;
    Ok(changed > 0)
}

/// Whether `user` wants a move they type shown before it is played
/// (`false` for someone not known yet: the default).
///
/// # Errors
/// SQLite errors.
pub fn prefers_preview(conn: &Connection, user: UserId) -> Result<bool, StoreError> {
    let preview: Option<bool> = conn
        .prepare_cached("SELECT preview_moves FROM players WHERE user_id = ?1")?
        .query_row([user], |r| r.get(0))
        .optional()?;
    Ok(preview.unwrap_or(false))
}

/// Sets whether `user` (who must be known: see [`upsert`]) wants a typed
/// move shown before it is played.
///
/// # Errors
/// SQLite errors.
pub fn set_prefers_preview(conn: &Connection, user: UserId, preview: bool) -> Result<(), StoreError> {
    conn.prepare_cached("UPDATE players SET preview_moves = ?2 WHERE user_id = ?1")?
        .execute(params![user, preview])?;
    Ok(())
}

/// The player, if known.
///
/// # Errors
/// SQLite errors.
pub fn load(conn: &Connection, user: UserId) -> Result<Option<PlayerRow>, StoreError> {
    Ok(conn
        .prepare_cached(
            "SELECT user_id, name, rating, deviation, volatility, rated_games, username FROM players \
             WHERE user_id = ?1",
        )?
        .query_row([user], from_row)
        .optional()?)
}

/// Stores a new rating after one more rated game.
///
/// # Errors
/// SQLite errors.
pub fn save_rating(conn: &Connection, user: UserId, rating: Rating) -> Result<(), StoreError> {
    conn.prepare_cached(
        "UPDATE players SET rating = ?2, deviation = ?3, volatility = ?4, rated_games = rated_games + 1 \
         WHERE user_id = ?1",
    )?
    .execute(params![user, rating.rating, rating.deviation, rating.volatility])?;
    Ok(())
}

/// Players with at least one rated game, best rating first.
///
/// # Errors
/// SQLite errors.
pub fn leaderboard(conn: &Connection, limit: u32) -> Result<Vec<PlayerRow>, StoreError> {
    let mut statement = conn.prepare_cached(
        "SELECT user_id, name, rating, deviation, volatility, rated_games, username FROM players \
         WHERE rated_games > 0 ORDER BY rating DESC, user_id LIMIT ?1",
    )?;
    let rows = statement.query_map([limit], from_row)?;
    Ok(rows.collect::<Result<Vec<_>, _>>()?)
}

fn from_row(row: &Row<'_>) -> rusqlite::Result<PlayerRow> {
    Ok(PlayerRow {
        user: row.get(0)?,
        name: row.get(1)?,
        rating: Rating { rating: row.get(2)?, deviation: row.get(3)?, volatility: row.get(4)? },
        rated_games: row.get(5)?,
        username: row.get(6)?,
    })
}
