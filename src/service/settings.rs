//! A player's own settings, `/punct settings`: whether a move they type is
//! shown before it is played, their time zone, timeout protection, and
//! turn notices by DM (every turn or a daily digest, quiet hours); with
//! them, their away days as they stand, so one answer shows a player
//! everything that is set for them.
//!
//! Why stored with the player: a setting follows the person into every
//! server, channel and DM where they play, and across restarts.

use crate::model::{Timestamp, UserId};
use crate::service::notices::{NoticeSettings, next_digest, parse_quiet};
use crate::service::time_zone::canonical_name;
use crate::service::{AwayStatus, GameService, PlayerRef, ServiceError};
use crate::store::notices::{self, NotifyMode};
use crate::store::{StoreError, away, players};

/// A player's settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// A move typed with `/punct move` is shown first (the picker's
    /// preview, with Play and Cancel) instead of played at once.
    pub preview_moves: bool,
    /// Their away days, timeout protection and time zone.
    pub away: AwayStatus,
    /// What they are sent by DM, and when not.
    pub notices: NoticeSettings,
}

/// What to change; `None` keeps a setting as it is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    /// See [`Settings::preview_moves`].
    pub preview_moves: Option<bool>,
    /// Spend an away day rather than lose a game on time.
    pub timeout_protection: Option<bool>,
    /// An IANA time zone name as typed (any case); `UTC` for UTC.
    pub time_zone: Option<String>,
    /// What to send by DM.
    pub notify: Option<NotifyMode>,
    /// Quiet hours as typed (`22-7`, `off`).
    pub quiet: Option<String>,
    /// The local hour of the daily digest (0–23).
    pub digest_hour: Option<u8>,
}

impl GameService {
    /// `user`'s settings (the defaults for someone not known yet). One read.
    ///
    /// # Errors
    /// Store errors.
    pub fn settings(&self, user: UserId) -> Result<Settings, ServiceError> {
        let (preview_moves, row, away) = self.store.read(|tx| {
            let preview = players::prefers_preview(tx, user)?;
            Ok::<_, StoreError>((preview, notices::load(tx, user)?, away::load(tx, user)?))
        })?;
        let notices = NoticeSettings { mode: row.mode, quiet: row.quiet, digest_hour: row.digest_hour };
        Ok(Settings { preview_moves, away: self.status_of(away), notices })
    }

    /// Changes `player`'s settings as `change` says and returns them all.
    /// One write (the player is recorded if new), one read.
    ///
    /// # Errors
    /// [`ServiceError::UnknownTimeZone`], [`ServiceError::NotQuietHours`]
    /// (nothing is changed); store errors.
    pub fn change_settings(
        &self,
        player: &PlayerRef,
        change: SettingsChange,
    ) -> Result<Settings, ServiceError> {
        let now: Timestamp = self.now();
        // UTC is the default: stored as none.
        let zone =
            change.time_zone.as_deref().map(canonical_name).transpose()?.map(|z| (z != "UTC").then_some(z));
        let quiet = change.quiet.as_deref().map(parse_quiet).transpose()?;
        self.store.write(|tx| {
            players::upsert(tx, player.id, &player.name, player.username.as_deref(), now)?;
            // Read before the time zone changes: what the digest was timed by.
            let mut row = notices::load(tx, player.id)?;
            if let Some(preview) = change.preview_moves {
                players::set_prefers_preview(tx, player.id, preview)?;
            }
            if let Some(on) = change.timeout_protection {
                away::set_protection(tx, player.id, on)?;
            }
            if let Some(zone) = &zone {
                away::set_time_zone(tx, player.id, zone.as_deref())?;
            }
            let (before, timed_by) = (row.mode, (row.digest_hour, row.time_zone.clone()));
            row.mode = change.notify.unwrap_or(row.mode);
            row.quiet = quiet.unwrap_or(row.quiet);
            row.digest_hour = change.digest_hour.map_or(row.digest_hour, |h| h.min(23));
            if let Some(zone) = &zone {
                row.time_zone.clone_from(zone);
            }
            // The digest's next time follows its hour and the time zone,
            // and only they move it: a digest due but not yet sent stays
            // due when another setting changes.
            let retimed = before != NotifyMode::Digest
                || row.next_digest_at.is_none()
                || timed_by != (row.digest_hour, row.time_zone.clone());
            row.next_digest_at = match row.mode {
                NotifyMode::Digest if retimed => Some(next_digest(&row, now)),
                NotifyMode::Digest => row.next_digest_at,
                _ => None,
            };
            if before == NotifyMode::EveryTurn && row.mode != NotifyMode::EveryTurn {
                notices::clear_turn_notices(tx, player.id)?;
            }
            notices::save(tx, player.id, &row)?;
            Ok::<_, ServiceError>(())
        })?;
        self.settings(player.id)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::service::{ManualClock, MoveChooser};
    use crate::store::Store;

    struct NoMoves;
    impl MoveChooser for NoMoves {
        fn choose_move(
            &self,
            _: &crate::rules::Position,
            _: crate::ai::Level,
            _: u64,
        ) -> Option<crate::rules::Move> {
            None
        }
    }

    #[test]
    fn a_setting_is_kept_and_a_change_of_nothing_keeps_it() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path().join("s.sqlite3")).unwrap();
        let service =
            GameService::new(store, Arc::new(ManualClock::new(Timestamp(1_000))), Arc::new(NoMoves));
        let alice = PlayerRef::new(UserId(1), "alice");
        let fresh = service.settings(alice.id).unwrap();
        assert!(!fresh.preview_moves && fresh.away.protection, "nobody known yet: the defaults");
        assert_eq!((fresh.away.time_zone.clone(), fresh.away.until, fresh.away.left()), (None, None, 30));
        let on = SettingsChange { preview_moves: Some(true), ..SettingsChange::default() };
        assert!(service.change_settings(&alice, on).unwrap().preview_moves);
        assert!(service.change_settings(&alice, SettingsChange::default()).unwrap().preview_moves);
        assert!(service.settings(alice.id).unwrap().preview_moves);
        let off = SettingsChange { preview_moves: Some(false), ..SettingsChange::default() };
        assert!(!service.change_settings(&alice, off).unwrap().preview_moves);
    }

    #[test]
    fn a_time_zone_is_kept_as_its_iana_name_and_a_wrong_one_changes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path().join("s.sqlite3")).unwrap();
        let service =
            GameService::new(store, Arc::new(ManualClock::new(Timestamp(1_000))), Arc::new(NoMoves));
        let alice = PlayerRef::new(UserId(1), "alice");
        let berlin = SettingsChange {
            time_zone: Some("europe/berlin".into()),
            timeout_protection: Some(false),
            ..SettingsChange::default()
        };
        let set = service.change_settings(&alice, berlin).unwrap();
        assert_eq!((set.away.time_zone.as_deref(), set.away.protection), (Some("Europe/Berlin"), false));
        let wrong = SettingsChange {
            time_zone: Some("Mars/Base".into()),
            preview_moves: Some(true),
            ..SettingsChange::default()
        };
        assert!(matches!(service.change_settings(&alice, wrong), Err(ServiceError::UnknownTimeZone { .. })));
        let kept = service.settings(alice.id).unwrap();
        assert_eq!((kept.away.time_zone.as_deref(), kept.preview_moves), (Some("Europe/Berlin"), false));
        let utc = SettingsChange { time_zone: Some("utc".into()), ..SettingsChange::default() };
        assert_eq!(service.change_settings(&alice, utc).unwrap().away.time_zone, None, "UTC is the default");
    }

    /// A digest due but not yet sent stays due when a setting that has
    /// nothing to do with it changes; its hour, its time zone or turning
    /// digests on time it anew.
    #[test]
    fn a_digest_is_timed_anew_only_when_its_hour_zone_or_mode_changes() {
        const DAY: i64 = crate::model::SECONDS_PER_DAY;
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path().join("s.sqlite3")).unwrap();
        // 2026-12-01 06:00 UTC.
        let morning = Timestamp(1_796_104_800);
        let clock = Arc::new(ManualClock::new(morning));
        let service = GameService::new(store, clock.clone(), Arc::new(NoMoves));
        let alice = PlayerRef::new(UserId(1), "alice");
        let next = || service.store.read(|tx| notices::load(tx, alice.id)).unwrap().next_digest_at;
        let change = |change: SettingsChange| service.change_settings(&alice, change).unwrap();
        change(SettingsChange {
            notify: Some(NotifyMode::Digest),
            digest_hour: Some(9),
            ..SettingsChange::default()
        });
        let nine = morning.plus_seconds(3 * 3600);
        assert_eq!(next(), Some(nine));
        // Due, and the background round has not sent it yet.
        clock.set(nine.plus_seconds(20));
        change(SettingsChange { preview_moves: Some(true), ..SettingsChange::default() });
        assert_eq!(next(), Some(nine), "still due: changing how moves are typed skipped the digest");
        change(SettingsChange {
            quiet: Some("22-7".into()),
            timeout_protection: Some(false),
            ..SettingsChange::default()
        });
        assert_eq!(next(), Some(nine));
        change(SettingsChange {
            notify: Some(NotifyMode::Digest),
            digest_hour: Some(9),
            ..SettingsChange::default()
        });
        assert_eq!(next(), Some(nine), "the same hour again changes nothing");
        change(SettingsChange { digest_hour: Some(10), ..SettingsChange::default() });
        assert_eq!(next(), Some(nine.plus_seconds(3600)), "a new hour: today at 10");
        change(SettingsChange { time_zone: Some("Europe/Berlin".into()), ..SettingsChange::default() });
        // 10:00 in Berlin is 09:00 UTC, passed: tomorrow's.
        assert_eq!(next(), Some(nine.plus_seconds(DAY)), "a new zone");
        change(SettingsChange { notify: Some(NotifyMode::Off), ..SettingsChange::default() });
        assert_eq!(next(), None);
        change(SettingsChange { notify: Some(NotifyMode::Digest), ..SettingsChange::default() });
        assert_eq!(next(), Some(nine.plus_seconds(DAY)), "on again: the next 10:00 in Berlin");
    }
}
