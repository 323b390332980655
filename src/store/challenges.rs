//! The `challenges` table: invitations to play, open until answered.

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::model::{
    ChallengeId, ChallengeStatus, ChannelId, ColourChoice, GameId, GuildId, TimeControl, Timestamp, UserId,
};
use crate::rules::Variant;
use crate::store::StoreError;

/// A challenge as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChallengeRow {
    /// Which challenge.
    pub id: ChallengeId,
    /// Where it was made (and where the game will be played).
    pub channel: ChannelId,
    /// The server of that channel; `None` in a DM (or before schema v4).
    pub guild: Option<GuildId>,
    /// Who challenges.
    pub challenger: UserId,
    /// Who is challenged; `None`: anyone in the channel.
    pub challenged: Option<UserId>,
    /// Basic or standard.
    pub variant: Variant,
    /// Days per move.
    pub time_control: TimeControl,
    /// The challenger's colour.
    pub colour: ColourChoice,
    /// Where it stands.
    pub status: ChallengeStatus,
    /// The game it started, once accepted.
    pub game: Option<GameId>,
    /// When it was made.
    pub created_at: Timestamp,
    /// When it lapses if nobody answers.
    pub expires_at: Timestamp,
    /// The finished game whose Rematch button made it, if one did.
    pub rematch_of: Option<GameId>,
}

/// What a new challenge needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewChallengeRow {
    /// Where.
    pub channel: ChannelId,
    /// The server of that channel; `None` in a DM.
    pub guild: Option<GuildId>,
    /// Who challenges.
    pub challenger: UserId,
    /// Who is challenged; `None`: anyone in the channel.
    pub challenged: Option<UserId>,
    /// Basic or standard.
    pub variant: Variant,
    /// Days per move.
    pub time_control: TimeControl,
    /// The challenger's colour.
    pub colour: ColourChoice,
    /// Now.
    pub at: Timestamp,
    /// When it lapses.
    pub expires_at: Timestamp,
    /// The finished game it is a rematch of, if it is one.
    pub rematch_of: Option<GameId>,
}

const COLUMNS: &str = "id, channel_id, challenger_id, challenged_id, variant, days_per_move, colour, status, \
     game_id, created_at, expires_at, guild_id, rematch_of, bank_days, bank_hours";

/// Stores an open challenge.
///
/// # Errors
/// SQLite errors.
pub fn insert(conn: &Connection, c: &NewChallengeRow) -> Result<ChallengeId, StoreError> {
    conn.prepare_cached(
        "INSERT INTO challenges (channel_id, challenger_id, challenged_id, variant, days_per_move, colour, \
         status, created_at, expires_at, guild_id, rematch_of, bank_days, bank_hours) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'open', ?7, ?8, ?9, ?10, ?11, ?12)",
    )?
    .execute(params![
        c.channel,
        c.challenger,
        c.challenged,
        c.variant,
        c.time_control,
        c.colour,
        c.at,
        c.expires_at,
        c.guild,
        c.rematch_of,
        c.time_control.time_bank().map(|b| b.days),
        c.time_control.time_bank().map(|b| b.hours),
    ])?;
    Ok(ChallengeId(conn.last_insert_rowid()))
}

/// The challenge with this id.
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn load(conn: &Connection, id: ChallengeId) -> Result<Option<ChallengeRow>, StoreError> {
    let sql = format!("SELECT {COLUMNS} FROM challenges WHERE id = ?1");
    Ok(conn.prepare_cached(&sql)?.query_row([id], from_row).optional()?)
}

/// Closes an open challenge; returns `false` if it was no longer open.
///
/// # Errors
/// SQLite errors.
pub fn close(
    conn: &Connection,
    id: ChallengeId,
    status: ChallengeStatus,
    game: Option<GameId>,
) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached(
            "UPDATE challenges SET status = ?2, game_id = ?3, expiry_untold = (?2 = 'expired') \
             WHERE id = ?1 AND status = 'open'",
        )?
        .execute(params![id, status, game])?;
    Ok(changed == 1)
}

/// Open challenges in a channel, oldest first.
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn open_in(conn: &Connection, channel: ChannelId) -> Result<Vec<ChallengeRow>, StoreError> {
    select(conn, "WHERE channel_id = ?1 AND status = 'open' ORDER BY id", [channel])
}

/// Open challenges made by or addressed to `user`, oldest first.
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn open_for(conn: &Connection, user: UserId) -> Result<Vec<ChallengeRow>, StoreError> {
    select(conn, "WHERE status = 'open' AND (challenger_id = ?1 OR challenged_id = ?1) ORDER BY id", [user])
}

/// The rematch of `game` still open at `t` (not answered, not lapsed), if
/// there is one.
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn open_rematch_of(
    conn: &Connection,
    game: GameId,
    t: Timestamp,
) -> Result<Option<ChallengeRow>, StoreError> {
    let found = select(
        conn,
        "WHERE rematch_of = ?1 AND status = 'open' AND expires_at > ?2 ORDER BY id LIMIT 1",
        params![game, t],
    )?;
    Ok(found.into_iter().next())
}

/// Open challenges that lapsed at or before `t`.
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn lapsed(conn: &Connection, t: Timestamp) -> Result<Vec<ChallengeRow>, StoreError> {
    select(conn, "WHERE status = 'open' AND expires_at <= ?1 ORDER BY id", [t])
}

/// Expired challenges whose challenger has not been told yet, oldest
/// first, at most `limit`.
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn expiry_untold(conn: &Connection, limit: u32) -> Result<Vec<ChallengeRow>, StoreError> {
    select(conn, "WHERE expiry_untold = 1 ORDER BY id LIMIT ?1", [limit])
}

/// Records that the challenger of expired challenge `id` was told.
/// Returns whether it was still untold.
///
/// # Errors
/// SQLite errors.
pub fn expiry_told(conn: &Connection, id: ChallengeId) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached("UPDATE challenges SET expiry_untold = 0 WHERE id = ?1 AND expiry_untold = 1")?
        .execute([id])?;
    Ok(changed == 1)
}

fn select(
    conn: &Connection,
    tail: &str,
    params: impl rusqlite::Params,
) -> Result<Vec<ChallengeRow>, StoreError> {
    let sql = format!("SELECT {COLUMNS} FROM challenges {tail}");
    let mut statement = conn.prepare_cached(&sql)?;
    let rows = statement.query_map(params, from_row)?;
    Ok(rows.collect::<Result<Vec<_>, _>>()?)
}

fn from_row(row: &Row<'_>) -> rusqlite::Result<ChallengeRow> {
    Ok(ChallengeRow {
        id: row.get("id")?,
        channel: row.get("channel_id")?,
        guild: row.get("guild_id")?,
        challenger: row.get("challenger_id")?,
        challenged: row.get("challenged_id")?,
        variant: row.get("variant")?,
        time_control: crate::store::games::time_control(row)?,
        colour: row.get("colour")?,
        status: row.get("status")?,
        game: row.get("game_id")?,
        created_at: row.get("created_at")?,
        expires_at: row.get("expires_at")?,
        rematch_of: row.get("rematch_of")?,
    })
}
