//! A player's away days and the clocks they stop: the `players` columns
//! of schema version 13 (away until, days used in which year, timeout
//! protection, time zone) and the one statement that moves the deadlines
//! of every game waiting for a player.
//!
//! Why deadlines are moved rather than computed: every query of the
//! background task (reminders, time-up notices, timeouts) stays a plain
//! indexed `deadline <= ?` however many players are away, and a game's
//! stored deadline is always the instant its time truly runs out.

use rusqlite::{Connection, OptionalExtension, params};

use crate::model::{Timestamp, UserId};
use crate::store::StoreError;

/// What is stored of a player's away days.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AwayRow {
    /// Until when they are away; may be past (then they are back).
    pub until: Option<Timestamp>,
    /// The calendar year `used` counts in (their time zone's).
    pub year: Option<i32>,
    /// Away days used in `year`.
    pub used: u32,
    /// Whether an away day is spent rather than a game lost on time.
    pub protection: bool,
    /// Their IANA time zone, if they gave one.
    pub time_zone: Option<String>,
}

impl AwayRow {
    /// The row of someone not known yet: never away, protection on, UTC.
    pub fn unknown() -> AwayRow {
        AwayRow { protection: true, ..AwayRow::default() }
    }

    /// Until when they are away, if that is after `now`.
    pub fn away_at(&self, now: Timestamp) -> Option<Timestamp> {
        self.until.filter(|&until| until > now)
    }
}

/// `user`'s row ([`AwayRow::unknown`] for someone not known yet).
///
/// # Errors
/// SQLite errors.
pub fn load(conn: &Connection, user: UserId) -> Result<AwayRow, StoreError> {
    let row = conn
        .prepare_cached(
            "SELECT away_until, away_year, away_days_used, timeout_protection, time_zone FROM players \
             WHERE user_id = ?1",
        )?
        .query_row([user], |r| {
            Ok(AwayRow {
                until: r.get(0)?,
                year: r.get(1)?,
                used: r.get(2)?,
                protection: r.get(3)?,
                time_zone: r.get(4)?,
            })
        })
        .optional()?;
    Ok(row.unwrap_or_else(AwayRow::unknown))
}

/// Until when `user` is away, if after `now`: one indexed read, for the
/// people of a game.
///
/// # Errors
/// SQLite errors.
pub fn away_until(conn: &Connection, user: UserId, now: Timestamp) -> Result<Option<Timestamp>, StoreError> {
    let until: Option<Option<Timestamp>> = conn
        .prepare_cached("SELECT away_until FROM players WHERE user_id = ?1 AND away_until > ?2")?
        .query_row(params![user, now], |r| r.get(0))
        .optional()?;
    Ok(until.flatten())
}

/// Stores the away days of `user` (who must be known): until when, and the
/// days used in which year.
///
/// # Errors
/// SQLite errors.
pub fn save_days(conn: &Connection, user: UserId, row: &AwayRow) -> Result<(), StoreError> {
    conn.prepare_cached(
        "UPDATE players SET away_until = ?2, away_year = ?3, away_days_used = ?4 WHERE user_id = ?1",
    )?
    .execute(params![user, row.until, row.year, row.used])?;
    Ok(())
}

/// Turns timeout protection on or off for `user` (who must be known).
///
/// # Errors
/// SQLite errors.
pub fn set_protection(conn: &Connection, user: UserId, on: bool) -> Result<(), StoreError> {
    conn.prepare_cached("UPDATE players SET timeout_protection = ?2 WHERE user_id = ?1")?
        .execute(params![user, on])?;
    Ok(())
}

/// Sets `user`'s time zone (who must be known); `None`: UTC.
///
/// # Errors
/// SQLite errors.
pub fn set_time_zone(conn: &Connection, user: UserId, zone: Option<&str>) -> Result<(), StoreError> {
    conn.prepare_cached("UPDATE players SET time_zone = ?2 WHERE user_id = ?1")?
        .execute(params![user, zone])?;
    Ok(())
}

/// Moves the deadline of every ongoing game where `user` is to move and
/// whose deadline is after `after`: to `MAX(deadline, floor) + shift`.
/// Never a game whose opponent was told that time is up: that time ran
/// out, and they may claim the win.
/// Returns how many games changed.
///
/// Going away stops those clocks (`shift` = the time away, `floor` far
/// back); coming back early starts them again (`shift` negative); an away
/// day spent for a game whose time ran out gives it until the day's end
/// (`floor` = now, `after` = the grace period's start). Reminders already
/// sent stay sent: they are recorded per deadline, not reset by a pause;
/// the next one's time moves with the deadline.
///
/// # Errors
/// SQLite errors.
pub fn shift_deadlines(
    conn: &Connection,
    user: UserId,
    after: Timestamp,
    floor: Timestamp,
    shift: i64,
) -> Result<usize, StoreError> {
    // One statement per colour, each on its index, named: an OR of the two,
    // or SQLite's choice without statistics, reads every game in progress.
    let mut moved = 0;
    for sql in [
        "UPDATE games INDEXED BY games_by_white SET deadline = MAX(deadline, ?3) + ?4, reminder_at = reminder_at + ?4 \
         WHERE white_id = ?1 AND status = 'ongoing' AND ply % 2 = 0 AND deadline > ?2 \
         AND (timeup_notice_for IS NULL OR timeup_notice_for <> deadline)",
        "UPDATE games INDEXED BY games_by_black SET deadline = MAX(deadline, ?3) + ?4, reminder_at = reminder_at + ?4 \
         WHERE black_id = ?1 AND status = 'ongoing' AND ply % 2 = 1 AND deadline > ?2 \
         AND (timeup_notice_for IS NULL OR timeup_notice_for <> deadline)",
    ] {
        moved += conn.prepare_cached(sql)?.execute(params![user, after, floor, shift])?;
    }
    Ok(moved)
}
