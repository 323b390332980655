//! Turn notices by DM: the `players` columns of schema version 14 (what a
//! player is sent, quiet hours, the digest's hour and next time, their DM
//! channel, DMs found closed) and the `games` column saying when the
//! player to move is due a notice.
//!
//! Why a due time per game and per player, each behind a partial index:
//! the background round asks only for what is due now, so its cost does
//! not grow with the games in progress or the players with notices on.

use rusqlite::{Connection, OptionalExtension, params};

use crate::model::{ChannelId, GameId, Timestamp, UserId};
use crate::store::StoreError;

/// What a player is sent by DM.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum NotifyMode {
    /// Nothing (the default).
    #[default]
    Off,
    /// A DM each time a game waits for their move.
    EveryTurn,
    /// One DM a day listing the games waiting for them.
    Digest,
}

impl NotifyMode {
    /// The code word stored.
    pub const fn code(self) -> &'static str {
        match self {
            NotifyMode::Off => "off",
            NotifyMode::EveryTurn => "turn",
            NotifyMode::Digest => "digest",
        }
    }

    /// The mode a code word names.
    pub fn from_code(code: &str) -> Option<NotifyMode> {
        [NotifyMode::Off, NotifyMode::EveryTurn, NotifyMode::Digest].into_iter().find(|m| m.code() == code)
    }
}

/// A window of the day with no DM: minutes after local midnight, `from`
/// inclusive, `to` exclusive; it wraps past midnight when `from > to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuietHours {
    /// Where it starts.
    pub from: u16,
    /// Where it ends.
    pub to: u16,
}

impl QuietHours {
    /// Whether `minute` (after local midnight) is inside the window.
    pub fn contains(self, minute: u16) -> bool {
        if self.from <= self.to {
            (self.from..self.to).contains(&minute)
        } else {
            minute >= self.from || minute < self.to
        }
    }
}

/// A player's notice settings as stored.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NoticeRow {
    /// What they are sent.
    pub mode: NotifyMode,
    /// Their quiet hours, if any.
    pub quiet: Option<QuietHours>,
    /// The local hour of the daily digest.
    pub digest_hour: u8,
    /// When the next digest is due.
    pub next_digest_at: Option<Timestamp>,
    /// Their DM channel with the bot, once known.
    pub dm_channel: Option<ChannelId>,
    /// Their time zone (see `store::away`).
    pub time_zone: Option<String>,
}

/// `user`'s notice settings (the defaults, notices off, for someone not
/// known yet).
///
/// # Errors
/// SQLite errors, or [`StoreError::Corrupt`] for an unknown mode.
pub fn load(conn: &Connection, user: UserId) -> Result<NoticeRow, StoreError> {
    let row = conn
        .prepare_cached(
            "SELECT notify, quiet_from, quiet_to, digest_hour, next_digest_at, dm_channel_id, time_zone \
             FROM players WHERE user_id = ?1",
        )?
        .query_row([user], |r| {
            let code: String = r.get(0)?;
            let mode =
                NotifyMode::from_code(&code).ok_or_else(|| crate::store::games::corrupt("notify", &code))?;
            let quiet = match (r.get::<_, Option<u16>>(1)?, r.get::<_, Option<u16>>(2)?) {
                (Some(from), Some(to)) => Some(QuietHours { from, to }),
                _ => None,
            };
            Ok(NoticeRow {
                mode,
                quiet,
                digest_hour: r.get(3)?,
                next_digest_at: r.get(4)?,
                dm_channel: r.get(5)?,
                time_zone: r.get(6)?,
            })
        })
        .optional()?;
    Ok(row.unwrap_or(NoticeRow { digest_hour: 9, ..NoticeRow::default() }))
}

/// What `user` (who must be known) is sent, their quiet hours, digest hour
/// and next digest.
///
/// # Errors
/// SQLite errors.
pub fn save(conn: &Connection, user: UserId, row: &NoticeRow) -> Result<(), StoreError> {
    conn.prepare_cached(
        "UPDATE players SET notify = ?2, quiet_from = ?3, quiet_to = ?4, digest_hour = ?5, next_digest_at = ?6 \
         WHERE user_id = ?1",
    )?
    .execute(params![
        user,
        row.mode.code(),
        row.quiet.map(|q| q.from),
        row.quiet.map(|q| q.to),
        row.digest_hour,
        row.next_digest_at
    ])?;
    Ok(())
}

/// Whether `user` wants a DM every turn: one indexed read, made when a
/// turn passes to them.
///
/// # Errors
/// SQLite errors.
pub fn wants_every_turn(conn: &Connection, user: UserId) -> Result<bool, StoreError> {
    let mode: Option<String> = conn
        .prepare_cached("SELECT notify FROM players WHERE user_id = ?1")?
        .query_row([user], |r| r.get(0))
        .optional()?;
    Ok(mode.as_deref() == Some(NotifyMode::EveryTurn.code()))
}

/// Remembers `user`'s DM channel with the bot.
///
/// # Errors
/// SQLite errors.
pub fn set_dm_channel(conn: &Connection, user: UserId, channel: ChannelId) -> Result<(), StoreError> {
    conn.prepare_cached("UPDATE players SET dm_channel_id = ?2 WHERE user_id = ?1")?
        .execute(params![user, channel])?;
    Ok(())
}

/// `user`'s DMs are closed to the bot: notices off, nothing due, and the
/// player owed a word on why. Returns whether anything changed.
///
/// # Errors
/// SQLite errors.
pub fn dms_closed(conn: &Connection, user: UserId) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached(
            "UPDATE players SET notify = 'off', next_digest_at = NULL, dms_closed_untold = 1 \
             WHERE user_id = ?1 AND notify <> 'off'",
        )?
        .execute([user])?;
    clear_turn_notices(conn, user)?;
    Ok(changed == 1)
}

/// Whether `user` is owed the word that their DMs were found closed.
///
/// # Errors
/// SQLite errors.
pub fn dms_closed_untold(conn: &Connection, user: UserId) -> Result<bool, StoreError> {
    let untold: Option<bool> = conn
        .prepare_cached("SELECT dms_closed_untold FROM players WHERE user_id = ?1")?
        .query_row([user], |r| r.get(0))
        .optional()?;
    Ok(untold.unwrap_or(false))
}

/// Records that `user` was told their DMs are closed. Returns whether they
/// still had to be.
///
/// # Errors
/// SQLite errors.
pub fn dms_closed_told(conn: &Connection, user: UserId) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached(
            "UPDATE players SET dms_closed_untold = 0 WHERE user_id = ?1 AND dms_closed_untold = 1",
        )?
        .execute([user])?;
    Ok(changed == 1)
}

/// Players whose digest is due at or before `t`, soonest first, with when.
///
/// # Errors
/// SQLite errors.
pub fn digests_due(conn: &Connection, t: Timestamp) -> Result<Vec<(UserId, Timestamp)>, StoreError> {
    let mut statement = conn.prepare_cached(
        "SELECT user_id, next_digest_at FROM players WHERE next_digest_at <= ?1 ORDER BY next_digest_at",
    )?;
    let rows = statement.query_map([t], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(rows.collect::<Result<Vec<_>, _>>()?)
}

/// Moves `user`'s next digest from `due` to `next` (`None`: no more, the
/// player no longer wants one): only if it was still due then. Returns
/// whether it moved.
///
/// # Errors
/// SQLite errors.
pub fn move_digest(
    conn: &Connection,
    user: UserId,
    due: Timestamp,
    next: Option<Timestamp>,
) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached("UPDATE players SET next_digest_at = ?3 WHERE user_id = ?1 AND next_digest_at = ?2")?
        .execute(params![user, due, next])?;
    Ok(changed == 1)
}

/// Games whose turn notice is due at or before `t`, soonest first.
///
/// # Errors
/// SQLite errors.
pub fn turn_notices_due(conn: &Connection, t: Timestamp) -> Result<Vec<GameId>, StoreError> {
    let mut statement = conn.prepare_cached(
        "SELECT id FROM games INDEXED BY games_turn_notice_due WHERE turn_notice_at <= ?1 AND status = 'ongoing' \
         ORDER BY turn_notice_at",
    )?;
    let rows = statement.query_map([t], |r| r.get(0))?;
    Ok(rows.collect::<Result<Vec<_>, _>>()?)
}

/// Moves the turn notice of `id` from `due` to `to` (`None`: sent, or no
/// longer wanted): only if it was still due then. Returns whether it moved.
///
/// # Errors
/// SQLite errors.
pub fn move_turn_notice(
    conn: &Connection,
    id: GameId,
    due: Timestamp,
    to: Option<Timestamp>,
) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached("UPDATE games SET turn_notice_at = ?3 WHERE id = ?1 AND turn_notice_at = ?2")?
        .execute(params![id, due, to])?;
    Ok(changed == 1)
}

/// No turn notice due any more in the games waiting for `user`.
///
/// # Errors
/// SQLite errors.
pub fn clear_turn_notices(conn: &Connection, user: UserId) -> Result<(), StoreError> {
    for sql in [
        "UPDATE games INDEXED BY games_by_white SET turn_notice_at = NULL \
         WHERE white_id = ?1 AND status = 'ongoing' AND ply % 2 = 0 AND turn_notice_at IS NOT NULL",
        "UPDATE games INDEXED BY games_by_black SET turn_notice_at = NULL \
         WHERE black_id = ?1 AND status = 'ongoing' AND ply % 2 = 1 AND turn_notice_at IS NOT NULL",
    ] {
        conn.prepare_cached(sql)?.execute([user])?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quiet_hours_may_wrap_past_midnight() {
        let night = QuietHours { from: 22 * 60, to: 7 * 60 };
        assert!(night.contains(23 * 60) && night.contains(0) && night.contains(6 * 60 + 59));
        assert!(!night.contains(7 * 60) && !night.contains(12 * 60) && !night.contains(21 * 60 + 59));
        let lunch = QuietHours { from: 12 * 60, to: 13 * 60 };
        assert!(lunch.contains(12 * 60 + 30) && !lunch.contains(13 * 60) && !lunch.contains(0));
        for mode in [NotifyMode::Off, NotifyMode::EveryTurn, NotifyMode::Digest] {
            assert_eq!(NotifyMode::from_code(mode.code()), Some(mode));
        }
    }
}
