//! Away days: `/punct away` stops the clock of every game of a player for
//! a while, `/punct back` starts them again early, and timeout protection
//! spends one day by itself when a player's time would run out.
//!
//! A yearly allowance ([`ServiceConfig::away_days_per_year`], 30 by
//! default) counts the days used in the calendar year of the player's time
//! zone. A stay is paid when it is asked for, in whole days rounded up;
//! coming back early gives back the whole days not used. A stay that runs
//! into the next year is paid from the year it was asked in.
//!
//! Stopping a clock moves the game's stored deadline (see
//! [`crate::store::away`]): the opponent can still move, and a game that
//! becomes the player's turn meanwhile starts its clock when they are back
//! ([`crate::service::state::turn_deadline`]).
//!
//! [`ServiceConfig::away_days_per_year`]: crate::service::ServiceConfig::away_days_per_year

use rusqlite::Connection;

use crate::model::{GameId, SECONDS_PER_DAY, Seat, Timestamp, UserId};
use crate::service::time_zone::{self, start_of_date, year_at};
use crate::service::{AwayDayNotice, GameService, People, PlayerRef, ServiceError};
use crate::store::away::{self, AwayRow};
use crate::store::{StoreError, games, players};

/// The longest stay asked for in days: a year.
const MAX_AWAY_DAYS: u32 = 366;

/// How long `/punct away` is asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AwayFor {
    /// This many days from now.
    Days(u32),
    /// Until this date (YYYY-MM-DD) begins in the player's time zone: the
    /// day they are back.
    Until(String),
}

/// A player's away days as they stand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AwayStatus {
    /// Until when they are away; `None` when they are not.
    pub until: Option<Timestamp>,
    /// Days used this calendar year.
    pub used: u32,
    /// The yearly allowance.
    pub allowance: u32,
    /// The calendar year counted (in their time zone).
    pub year: i32,
    /// Whether an away day is spent rather than a game lost on time.
    pub protection: bool,
    /// Their time zone, if they set one (UTC otherwise).
    pub time_zone: Option<String>,
    /// Games of theirs whose clock this request stopped or started again.
    pub games_moved: usize,
    /// Days this request used (going away) or gave back (coming back).
    pub days_changed: u32,
}

impl AwayStatus {
    /// Days still left this year.
    pub fn left(&self) -> u32 {
        self.allowance.saturating_sub(self.used)
    }
}

impl GameService {
    /// `player` goes away for `stay`: the clocks of their games stop until
    /// then. Asked again while away, the stay is replaced (days not used
    /// of the old one are given back first). One write.
    ///
    /// # Errors
    /// [`ServiceError::AwayDaysOutOfRange`], [`ServiceError::NotADate`],
    /// [`ServiceError::DateNotAhead`], [`ServiceError::NotEnoughAwayDays`];
    /// store errors.
    pub fn go_away(&self, player: &PlayerRef, stay: &AwayFor) -> Result<AwayStatus, ServiceError> {
        let now = self.now();
        let allowance = self.config.away_days_per_year;
        self.store.write(|tx| {
            players::upsert(tx, player.id, &player.name, player.username.as_deref(), now)?;
            let mut row = away::load(tx, player.id)?;
            let zone = time_zone::zone(row.time_zone.as_deref());
            let year = year_at(now, &zone);
            let (until, asked) = match stay {
                AwayFor::Days(days) => {
                    if !(1..=MAX_AWAY_DAYS).contains(days) {
                        return Err(ServiceError::AwayDaysOutOfRange { days: *days });
                    }
                    (now.plus_seconds(i64::from(*days) * SECONDS_PER_DAY), *days)
                }
                AwayFor::Until(text) => {
                    let (start, date) = start_of_date(text, &zone)?;
                    if start <= now {
                        return Err(ServiceError::DateNotAhead { date });
                    }
                    (start, days_rounded_up(start.seconds_since(now)))
                }
            };
            if asked > MAX_AWAY_DAYS {
                return Err(ServiceError::AwayDaysOutOfRange { days: asked });
            }
            let current = row.away_at(now);
            let given_back = current.map_or(0, |end| unused_days(&row, year, end, now));
            let used = used_in(&row, year).saturating_sub(given_back);
            if used + asked > allowance {
                let left = allowance.saturating_sub(used);
                let replacing = current.is_some();
                return Err(ServiceError::NotEnoughAwayDays { asked, left, allowance, replacing });
            }
            // Clocks already stopped until `current` stop on to `until`.
            let stopped_until = current.unwrap_or(now);
            let games_moved =
                away::shift_deadlines(tx, player.id, now, now, until.seconds_since(stopped_until))?;
            row.until = Some(until);
            row.year = Some(year);
            row.used = used + asked;
            away::save_days(tx, player.id, &row)?;
            Ok(status(&row, year, allowance, games_moved, asked, now))
        })
    }

    /// `user` is back early: the clocks of their games start again now and
    /// the whole days not used are given back. One write.
    ///
    /// # Errors
    /// [`ServiceError::NotAway`]; store errors.
    pub fn come_back(&self, user: UserId) -> Result<AwayStatus, ServiceError> {
        let now = self.now();
        let allowance = self.config.away_days_per_year;
        self.store.write(|tx| {
            let mut row = away::load(tx, user)?;
            let until = row.away_at(now).ok_or(ServiceError::NotAway)?;
            let year = year_at(now, &time_zone::zone(row.time_zone.as_deref()));
            let given_back = unused_days(&row, year, until, now);
            let games_moved = away::shift_deadlines(tx, user, now, now, -until.seconds_since(now))?;
            row.used = used_in(&row, year).saturating_sub(given_back);
            row.year = Some(year);
            row.until = None;
            away::save_days(tx, user, &row)?;
            Ok(status(&row, year, allowance, games_moved, given_back, now))
        })
    }

    /// `user`'s away days as they stand. One read.
    ///
    /// # Errors
    /// Store errors.
    pub fn away_status(&self, user: UserId) -> Result<AwayStatus, ServiceError> {
        let row = self.store.read(|tx| away::load(tx, user))?;
        Ok(self.status_of(row))
    }

    /// The away days of a row as read, as they stand now.
    pub(crate) fn status_of(&self, row: AwayRow) -> AwayStatus {
        let now = self.now();
        let year = year_at(now, &time_zone::zone(row.time_zone.as_deref()));
        let current = AwayRow { used: used_in(&row, year), ..row };
        status(&current, year, self.config.away_days_per_year, 0, 0, now)
    }

    /// Timeout protection: for every player whose time ran out in a game
    /// (and who has not been told so yet), with protection on and days
    /// left, one away day is spent, which stops all their clocks for a
    /// day; the games where time ran out are then owed a notice
    /// ([`GameService::due_away_day_notices`]). Returns how many days were
    /// spent. Runs before reminders, time-up notices and timeouts in each
    /// round of the background task.
    ///
    /// All in one write transaction (one sync to disk however many days a
    /// round spends).
    ///
    /// # Errors
    /// Store errors; nothing is spent then, and the next round tries again.
    pub fn spend_away_days(&self) -> Result<usize, ServiceError> {
        let now = self.now();
        let late = self.store.read(|tx| games::with_deadline_before(tx, now))?;
        let mut players: Vec<UserId> = late
            .iter()
            .filter(|g| g.timeup_notice_for != g.deadline)
            .filter_map(|g| g.seats[g.to_move()].user())
            .collect();
        players.sort_unstable();
        players.dedup();
        if players.is_empty() {
            return Ok(0);
        }
        let allowance = self.config.away_days_per_year;
        Ok(self.store.write(|tx| {
            let mut spent = 0;
            for &user in &players {
                spent += usize::from(spend_away_day(tx, user, now, allowance)?.is_some());
            }
            Ok::<_, StoreError>(spent)
        })?)
    }

    /// Every game owed the notice that an away day was spent for it, while
    /// that day still runs (the player has not moved since). Reads only.
    ///
    /// # Errors
    /// Store errors.
    pub fn due_away_day_notices(&self) -> Result<Vec<AwayDayNotice>, ServiceError> {
        let now = self.now();
        let allowance = self.config.away_days_per_year;
        self.store.read(|tx| {
            let mut notices = Vec::new();
            for game in games::owing_an_away_day_notice(tx)? {
                let Some(until) = game.away_day_notice else { continue };
                let Seat::Human(user) = game.seats[game.to_move()] else { continue };
                let row = away::load(tx, user)?;
                let year = year_at(now, &time_zone::zone(row.time_zone.as_deref()));
                notices.push(AwayDayNotice {
                    game: game.id,
                    channel: game.channel,
                    user,
                    move_number: game.ply + 1,
                    until,
                    days_left: allowance.saturating_sub(used_in(&row, year)),
                    board: game.board_message,
                    language: People::read(tx, &game, now)?.post_language(&game),
                });
            }
            Ok(notices)
        })
    }

    /// Records `notice` as told, once Discord accepted it. Returns whether
    /// it was still owed.
    ///
    /// # Errors
    /// Store errors.
    pub fn mark_away_day_notice_sent(&self, notice: &AwayDayNotice) -> Result<bool, ServiceError> {
        Ok(self.store.write(|tx| games::away_day_notice_sent(tx, notice.game, notice.until))?)
    }
}

/// Spends one away day of `user`, if their protection is on, days are left
/// and a game of theirs ran out of time untold: every clock of theirs
/// stops for a day from `now` (games already out of time get until the
/// day's end), and those games are owed a notice. Returns the day's end.
///
/// # Errors
/// Store errors.
pub(crate) fn spend_away_day(
    tx: &Connection,
    user: UserId,
    now: Timestamp,
    allowance: u32,
) -> Result<Option<Timestamp>, StoreError> {
    let mut row = away::load(tx, user)?;
    let year = year_at(now, &time_zone::zone(row.time_zone.as_deref()));
    let used = used_in(&row, year);
    if !row.protection || used >= allowance || row.away_at(now).is_some() {
        return Ok(None);
    }
    let late: Vec<GameId> = games::ongoing_of(tx, user)?
        .into_iter()
        .filter(|g| g.seats[g.to_move()].is(user) && g.deadline.is_some_and(|d| d <= now))
        .filter(|g| g.timeup_notice_for != g.deadline)
        .map(|g| g.id)
        .collect();
    if late.is_empty() {
        return Ok(None);
    }
    let until = now.plus_seconds(SECONDS_PER_DAY);
    away::shift_deadlines(tx, user, Timestamp(i64::MIN), now, SECONDS_PER_DAY)?;
    for game in late {
        games::owe_away_day_notice(tx, game)?;
    }
    row.until = Some(until);
    row.year = Some(year);
    row.used = used + 1;
    away::save_days(tx, user, &row)?;
    Ok(Some(until))
}

/// The days of `row` counted in `year`: none yet in a new year.
fn used_in(row: &AwayRow, year: i32) -> u32 {
    if row.year == Some(year) { row.used } else { 0 }
}

/// Whole days of a stay ending at `end` not used by `now`: given back
/// when it ends early or is replaced. None when the stay was paid in
/// another year (that year's count is closed).
fn unused_days(row: &AwayRow, year: i32, end: Timestamp, now: Timestamp) -> u32 {
    if row.year != Some(year) {
        return 0;
    }
    u32::try_from(end.seconds_since(now).max(0) / SECONDS_PER_DAY).unwrap_or(u32::MAX)
}

/// `seconds` in days, a started day counting whole.
fn days_rounded_up(seconds: i64) -> u32 {
    u32::try_from((seconds.max(0) + SECONDS_PER_DAY - 1) / SECONDS_PER_DAY).unwrap_or(u32::MAX)
}

fn status(
    row: &AwayRow,
    year: i32,
    allowance: u32,
    games_moved: usize,
    days_changed: u32,
    now: Timestamp,
) -> AwayStatus {
    AwayStatus {
        until: row.away_at(now),
        used: row.used,
        allowance,
        year,
        protection: row.protection,
        time_zone: row.time_zone.clone(),
        games_moved,
        days_changed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_started_day_counts_whole_and_only_whole_unused_days_are_given_back() {
        assert_eq!(days_rounded_up(1), 1);
        assert_eq!(days_rounded_up(SECONDS_PER_DAY), 1);
        assert_eq!(days_rounded_up(SECONDS_PER_DAY + 1), 2);
        let row = AwayRow { year: Some(2026), used: 5, ..AwayRow::unknown() };
        let now = Timestamp(0);
        assert_eq!(unused_days(&row, 2026, Timestamp(SECONDS_PER_DAY * 5 / 2), now), 2);
        assert_eq!(unused_days(&row, 2027, Timestamp(SECONDS_PER_DAY * 5), now), 0, "paid last year");
        assert_eq!((used_in(&row, 2026), used_in(&row, 2027)), (5, 0));
    }
}
