//! A player's own settings, `/punct settings`: for now, whether a move
//! they type is shown before it is played.
//!
//! Why stored with the player: a setting follows the person into every
//! server, channel and DM where they play, and across restarts.

use crate::model::{Timestamp, UserId};
use crate::service::{GameService, PlayerRef, ServiceError};
use crate::store::players;

/// A player's settings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// A move typed with `/punct move` is shown first (the picker's
    /// preview, with Play and Cancel) instead of played at once.
    pub preview_moves: bool,
}

/// What to change; `None` keeps a setting as it is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    /// See [`Settings::preview_moves`].
    pub preview_moves: Option<bool>,
}

impl GameService {
    /// `user`'s settings (the defaults for someone not known yet). One read.
    ///
    /// # Errors
    /// Store errors.
    pub fn settings(&self, user: UserId) -> Result<Settings, ServiceError> {
        let preview_moves = self.store.read(|tx| players::prefers_preview(tx, user))?;
        Ok(Settings { preview_moves })
    }

    /// Changes `player`'s settings as `change` says and returns them all.
    /// One write (the player is recorded if new).
    ///
    /// # Errors
    /// Store errors.
    pub fn change_settings(
        &self,
        player: &PlayerRef,
        change: SettingsChange,
    ) -> Result<Settings, ServiceError> {
        let now: Timestamp = self.now();
        let preview_moves = self.store.write(|tx| {
            players::upsert(tx, player.id, &player.name, player.username.as_deref(), now)?;
            if let Some(preview) = change.preview_moves {
                players::set_prefers_preview(tx, player.id, preview)?;
            }
            players::prefers_preview(tx, player.id)
        })?;
        Ok(Settings { preview_moves })
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
        assert_eq!(service.settings(alice.id).unwrap(), Settings::default(), "nobody known yet");
        let on = SettingsChange { preview_moves: Some(true) };
        assert!(service.change_settings(&alice, on).unwrap().preview_moves);
        assert!(service.change_settings(&alice, SettingsChange::default()).unwrap().preview_moves);
        assert!(service.settings(alice.id).unwrap().preview_moves);
        let off = SettingsChange { preview_moves: Some(false) };
        assert!(!service.change_settings(&alice, off).unwrap().preview_moves);
    }
}
