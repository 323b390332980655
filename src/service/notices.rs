//! Turn notices that reach a player outside the game's channel, by DM,
//! when they ask for them (`/punct settings notify:`): every turn, or a
//! daily digest at an hour of their choosing; never in their quiet hours
//! (what is due then waits for the window's end), in their time zone.
//!
//! Every turn: when a turn passes to a player who asked, their game gets a
//! due time a few minutes ahead ([`NOTICE_DELAY`]), so a player answering
//! at once, who saw the move, is never sent it; a move clears it, so there
//! is at most one per game per turn. Daily digest: each such player has a
//! next due time; at it, one DM lists every game waiting for them, and a
//! day with none sends nothing.
//!
//! Handing out is not sending, as for the bot's other background posts:
//! what is due stays due until the front end, once Discord accepted the
//! DM, records it with one conditional write. A player whose DMs are closed
//! has notices switched off and is told why the next time they use a
//! command ([`GameService::dms_closed`]).

use jiff::tz::TimeZone;
use rusqlite::Connection;

use crate::model::{ChannelId, GameId, GuildId, Language, MessageId, Seat, Timestamp, UserId};
use crate::rules::Player;
use crate::service::time_zone::zone;
use crate::service::{Game, GameService, People, ServiceError};
use crate::store::notices::{self, NoticeRow, NotifyMode, QuietHours};
use crate::store::plans::{self, PlanNote};
use crate::store::{StoreError, games, players};

/// Seconds between a turn passing to a player and their DM: a player
/// still at the board answers first, and is sent nothing.
pub const NOTICE_DELAY: i64 = 5 * 60;

/// A player's notice settings, as `/punct settings` shows them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NoticeSettings {
    /// What they are sent.
    pub mode: NotifyMode,
    /// No DM in this window of their day.
    pub quiet: Option<QuietHours>,
    /// The local hour of the daily digest.
    pub digest_hour: u8,
}

/// A DM that a game waits for the player's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnNotice {
    /// Which game.
    pub game: GameId,
    /// Whom to tell.
    pub user: UserId,
    /// Their DM channel with the bot, if known already.
    pub dm: Option<ChannelId>,
    /// The game's channel, for the link.
    pub channel: ChannelId,
    /// The game's server (`None` in a DM), for the link.
    pub guild: Option<GuildId>,
    /// The game's latest board, for the link.
    pub board: Option<MessageId>,
    /// When their time runs out, if there is a limit.
    pub deadline: Option<Timestamp>,
    /// The opponent's name, if known.
    pub opponent: Option<String>,
    /// The move they are to make (1 for the first).
    pub move_number: u32,
    /// When it fell due: the mark counts only for that.
    pub due: Timestamp,
    /// Their language.
    pub language: Language,
    /// Their plan for this game was cleared, and they are to hear why:
    /// said in this DM, and then not again at their next command.
    pub plan_note: Option<PlanNote>,
}

/// One game in a digest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DigestGame {
    /// Which game.
    pub game: GameId,
    /// Its channel and server, and its latest board, for the link.
    pub channel: ChannelId,
    /// See `channel`.
    pub guild: Option<GuildId>,
    /// See `channel`.
    pub board: Option<MessageId>,
    /// When the player's time runs out, if there is a limit.
    pub deadline: Option<Timestamp>,
    /// The opponent's name, if known.
    pub opponent: Option<String>,
}

/// The daily DM listing every game waiting for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digest {
    /// Whom to tell.
    pub user: UserId,
    /// Their DM channel with the bot, if known already.
    pub dm: Option<ChannelId>,
    /// When it fell due: the mark counts only for that.
    pub due: Timestamp,
    /// The games, those whose time runs out first first.
    pub games: Vec<DigestGame>,
    /// Their language.
    pub language: Language,
}

/// What the store is told after a round of handing out.
enum Move {
    Turn(GameId, Timestamp, Option<Timestamp>),
    Digest(UserId, Timestamp, Option<Timestamp>),
}

impl GameService {
    /// Every turn notice due now, outside its player's quiet hours. Those
    /// in quiet hours are put off to the window's end, and those no longer
    /// wanted are dropped (one write, only if there are any).
    ///
    /// # Errors
    /// Store errors.
    pub fn due_turn_notices(&self) -> Result<Vec<TurnNotice>, ServiceError> {
        let now = self.now();
        let (due, moves) = self.store.read(|tx| {
            let mut due = Vec::new();
            let mut moves = Vec::new();
            for id in notices::turn_notices_due(tx, now)? {
                let Some(game) = games::load(tx, id)? else { continue };
                let Some(at) = game.turn_notice_at else { continue };
                let Seat::Human(user) = game.seats[game.to_move()] else {
                    moves.push(Move::Turn(id, at, None));
                    continue;
                };
                let row = notices::load(tx, user)?;
                if row.mode != NotifyMode::EveryTurn {
                    moves.push(Move::Turn(id, at, None));
                } else if let Some(end) = quiet_end(&row, now) {
                    moves.push(Move::Turn(id, at, Some(end)));
                } else {
                    due.push(turn_notice(tx, &game, user, &row, at, now)?);
                }
            }
            Ok::<_, ServiceError>((due, moves))
        })?;
        self.apply(&moves)?;
        Ok(due)
    }

    /// Records `notice` as sent, once Discord accepted it. Returns whether
    /// it was still due.
    ///
    /// # Errors
    /// Store errors.
    pub fn mark_turn_notice_sent(&self, notice: &TurnNotice) -> Result<bool, ServiceError> {
        Ok(self.store.write(|tx| {
            if notice.plan_note.is_some() {
                plans::drop_note(tx, notice.user, notice.game)?;
            }
            notices::move_turn_notice(tx, notice.game, notice.due, None)
        })?)
    }

    /// Every digest due now with at least one game waiting, outside its
    /// player's quiet hours. A digest with nothing to say moves to the next
    /// day unsent; one in quiet hours waits for the window's end.
    ///
    /// # Errors
    /// Store errors.
    pub fn due_digests(&self) -> Result<Vec<Digest>, ServiceError> {
        let now = self.now();
        let (due, moves) = self.store.read(|tx| {
            let mut due = Vec::new();
            let mut moves = Vec::new();
            for (user, at) in notices::digests_due(tx, now)? {
                let row = notices::load(tx, user)?;
                if row.mode != NotifyMode::Digest {
                    moves.push(Move::Digest(user, at, None));
                    continue;
                }
                if let Some(end) = quiet_end(&row, now) {
                    moves.push(Move::Digest(user, at, Some(end)));
                    continue;
                }
                let games = waiting_for(tx, user, now)?;
                if games.is_empty() {
                    moves.push(Move::Digest(user, at, Some(next_digest(&row, now))));
                    continue;
                }
                let language = players::language(tx, user)?.unwrap_or_default();
                due.push(Digest { user, dm: row.dm_channel, due: at, games, language });
            }
            Ok::<_, ServiceError>((due, moves))
        })?;
        self.apply(&moves)?;
        Ok(due)
    }

    /// Records `digest` as sent, once Discord accepted it: the next one is
    /// due at the digest hour of the next day. Returns whether it was
    /// still due.
    ///
    /// # Errors
    /// Store errors.
    pub fn mark_digest_sent(&self, digest: &Digest) -> Result<bool, ServiceError> {
        let now = self.now();
        Ok(self.store.write(|tx| {
            let next = next_digest(&notices::load(tx, digest.user)?, now);
            notices::move_digest(tx, digest.user, digest.due, Some(next))
        })?)
    }

    /// Remembers `user`'s DM channel, once Discord gave it.
    ///
    /// # Errors
    /// Store errors.
    pub fn remember_dm_channel(&self, user: UserId, channel: ChannelId) -> Result<(), ServiceError> {
        Ok(self.store.write_unsynced(|tx| notices::set_dm_channel(tx, user, channel))?)
    }

    /// Discord refused a DM to `user` because their DMs are closed: their
    /// notices are switched off and they are owed the word why (see
    /// [`GameService::remember`](crate::service::GameService::remember)).
    /// Returns whether notices were on.
    ///
    /// # Errors
    /// Store errors.
    pub fn dms_closed(&self, user: UserId) -> Result<bool, ServiceError> {
        Ok(self.store.write(|tx| notices::dms_closed(tx, user))?)
    }

    fn apply(&self, moves: &[Move]) -> Result<(), ServiceError> {
        if moves.is_empty() {
            return Ok(());
        }
        Ok(self.store.write(|tx| {
            for m in moves {
                match *m {
                    Move::Turn(game, due, to) => notices::move_turn_notice(tx, game, due, to)?,
                    Move::Digest(user, due, to) => notices::move_digest(tx, user, due, to)?,
                };
            }
            Ok::<_, StoreError>(())
        })?)
    }
}

/// When the player to move in `game` (their turn starting `now`) is due a
/// DM: a few minutes from now if they asked for one every turn and the
/// opponent is a person; `None` otherwise.
///
/// # Errors
/// Store errors.
pub(crate) fn turn_notice_at(
    conn: &Connection,
    game: &Game,
    player: Player,
    now: Timestamp,
) -> Result<Option<Timestamp>, StoreError> {
    let (Seat::Human(user), Seat::Human(_)) = (game.seats[player], game.seats[player.opponent()]) else {
        return Ok(None);
    };
    Ok(notices::wants_every_turn(conn, user)?.then(|| now.plus_seconds(NOTICE_DELAY)))
}

/// The notice for `game`, waiting for `user`.
fn turn_notice(
    tx: &Connection,
    game: &Game,
    user: UserId,
    row: &NoticeRow,
    due: Timestamp,
    now: Timestamp,
) -> Result<TurnNotice, StoreError> {
    let people = People::read(tx, game, now)?;
    let mover = game.to_move();
    Ok(TurnNotice {
        game: game.id,
        user,
        dm: row.dm_channel,
        channel: game.channel,
        guild: game.guild,
        board: game.board_message,
        deadline: game.deadline,
        opponent: people.names[mover.opponent()].clone(),
        move_number: game.ply + 1,
        due,
        language: people.languages[mover].unwrap_or_default(),
        plan_note: plans::note_for(tx, user, game.id)?,
    })
}

/// The games waiting for `user`'s move against a person, their time
/// running out first first.
fn waiting_for(tx: &Connection, user: UserId, now: Timestamp) -> Result<Vec<DigestGame>, StoreError> {
    let mut waiting = Vec::new();
    for game in games::ongoing_of(tx, user)? {
        let mover = game.to_move();
        if !game.seats[mover].is(user) || game.bot().is_some() {
            continue;
        }
        let people = People::read(tx, &game, now)?;
        waiting.push(DigestGame {
            game: game.id,
            channel: game.channel,
            guild: game.guild,
            board: game.board_message,
            deadline: game.deadline,
            opponent: people.names[mover.opponent()].clone(),
        });
    }
    waiting.sort_by_key(|g| (g.deadline.is_none(), g.deadline, g.game));
    Ok(waiting)
}

/// The end of the quiet window `now` is in, if it is in one.
pub(crate) fn quiet_end(row: &NoticeRow, now: Timestamp) -> Option<Timestamp> {
    let quiet = row.quiet?;
    let zone = zone(row.time_zone.as_deref());
    let local = jiff::Timestamp::from_second(now.0).ok()?.to_zoned_datetime(zone.clone());
    let minute = u16::try_from(i32::from(local.hour()) * 60 + i32::from(local.minute())).ok()?;
    quiet.contains(minute).then(|| next_local_time(&zone, now, quiet.to))
}

/// The next digest after `now`: the digest hour of today in the player's
/// zone if still ahead, else of tomorrow.
pub(crate) fn next_digest(row: &NoticeRow, now: Timestamp) -> Timestamp {
    next_local_time(&zone(row.time_zone.as_deref()), now, u16::from(row.digest_hour) * 60)
}

/// The first instant after `now` when the clock in `zone` reads `minute`
/// (after midnight). Across a daylight-saving change jiff decides: a time
/// skipped is taken after the gap, a time repeated at its first reading.
fn next_local_time(zone: &TimeZone, now: Timestamp, minute: u16) -> Timestamp {
    let Ok(instant) = jiff::Timestamp::from_second(now.0) else { return now };
    let local = instant.to_zoned_datetime(zone.clone());
    let time = jiff::civil::Time::new(
        i8::try_from(minute / 60).unwrap_or(0),
        i8::try_from(minute % 60).unwrap_or(0),
        0,
        0,
    )
    .unwrap_or(jiff::civil::Time::midnight());
    let mut date = local.date();
    for _ in 0..3 {
        if let Ok(at) = date.to_datetime(time).to_zoned_datetime(zone.clone()) {
            let second = at.timestamp().as_second();
            if second > now.0 {
                return Timestamp(second);
            }
        }
        match date.tomorrow() {
            Ok(next) => date = next,
            Err(_) => break,
        }
    }
    now.plus_seconds(crate::model::SECONDS_PER_DAY)
}

/// Quiet hours as a player types them: `22-7`, `22:00-07:30`, `22h-7h`;
/// `off` (or `none`) for none.
///
/// # Errors
/// [`ServiceError::NotQuietHours`].
pub(crate) fn parse_quiet(text: &str) -> Result<Option<QuietHours>, ServiceError> {
    let wrong = || ServiceError::NotQuietHours { text: text.trim().chars().take(30).collect() };
    let t = text.trim().to_lowercase();
    if matches!(t.as_str(), "off" | "none" | "no" | "-") {
        return Ok(None);
    }
    let (from, to) = t.split_once(['-', '–']).ok_or_else(wrong)?;
    let minute = |s: &str| -> Option<u16> {
        let s = s.trim().trim_end_matches('h');
        let (h, m) = s.split_once([':', 'h', '.']).unwrap_or((s, "0"));
        let (h, m): (u16, u16) =
            (h.trim().parse().ok()?, if m.is_empty() { 0 } else { m.trim().parse().ok()? });
        (h < 24 && m < 60).then_some(h * 60 + m)
    };
    let (from, to) = (minute(from).ok_or_else(wrong)?, minute(to).ok_or_else(wrong)?);
    if from == to {
        return Err(wrong());
    }
    Ok(Some(QuietHours { from, to }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quiet_hours_read_as_players_type_them() {
        let night = Some(QuietHours { from: 22 * 60, to: 7 * 60 });
        assert_eq!(parse_quiet("22-7").unwrap(), night);
        assert_eq!(parse_quiet(" 22:00 - 07:00 ").unwrap(), night);
        assert_eq!(parse_quiet("22h-7h").unwrap(), night);
        assert_eq!(parse_quiet("12:30-13").unwrap(), Some(QuietHours { from: 12 * 60 + 30, to: 13 * 60 }));
        assert_eq!(parse_quiet("off").unwrap(), None);
        for wrong in ["22", "25-7", "22-22", "night", "7:60-8"] {
            assert!(matches!(parse_quiet(wrong), Err(ServiceError::NotQuietHours { .. })), "{wrong}");
        }
    }

    #[test]
    fn the_next_local_time_follows_daylight_saving() {
        // 2026-03-28 12:00 UTC; Berlin moves its clocks to summer time in
        // the night of the 29th, from 02:00 to 03:00.
        let before = Timestamp(1_774_699_200);
        let row =
            NoticeRow { digest_hour: 9, time_zone: Some("Europe/Berlin".into()), ..NoticeRow::default() };
        // 09:00 on the 29th is 07:00 UTC (summer time), not 08:00.
        assert_eq!(next_digest(&row, before), Timestamp(1_774_767_600));
        // Quiet 22-7: at 23:00 Berlin on the 28th (22:00 UTC), the window
        // ends at 07:00 summer time, 05:00 UTC.
        let quiet = NoticeRow { quiet: Some(QuietHours { from: 22 * 60, to: 7 * 60 }), ..row };
        assert_eq!(quiet_end(&quiet, Timestamp(1_774_735_200)), Some(Timestamp(1_774_760_400)));
        assert_eq!(quiet_end(&quiet, before), None, "midday is not quiet");
    }
}
