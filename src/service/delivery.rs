//! What the players have been shown: the bookkeeping that makes posts the
//! bot makes by itself arrive at least once and be shown once.
//!
//! Each game remembers the state its channel last saw on a board
//! ([`BoardState`]: log length, result shown or not). Every board posted in
//! the game's channel is recorded with [`GameService::board_shown`], one
//! conditional write; a game whose state differs from what was shown owes a
//! board, and [`GameService::boards_owed`] hands those out once their last
//! change is old enough that no answer can still be on its way. The same
//! holds for the note that tells a challenger their challenge expired.
//!
//! Nothing here is marked when handed out: the front end marks once
//! Discord accepted the post, so a failed post is handed out again.

use tracing::error;

use crate::model::{BoardState, ChallengeId, GameId, MessageId};
use crate::rules::GameRecord;
use crate::service::state::GameState;
use crate::service::{Challenge, GameService, GameView, ServiceError};
use crate::store::{challenges, games};

/// At most this many owed boards are handed out at once: each is drawn
/// and posted, and the rest wait for the next round.
const OWED_BOARDS_AT_ONCE: u32 = 25;

/// At most this many expiry notes are handed out at once.
const EXPIRY_NOTES_AT_ONCE: u32 = 100;

impl GameService {
    /// Records that `game`'s channel was shown the game in `state`, in
    /// `message` when its id is known (a board whose id could not be read
    /// back was shown all the same). One conditional write: it counts only
    /// while the game is still in `state`, and `message` becomes the
    /// latest board only if no later one is remembered. Returns whether the
    /// game was still in `state`. Not flushed to disk at once
    /// ([`Store::write_unsynced`](crate::store::Store::write_unsynced)):
    /// losing it costs a board shown twice, and keeping it out of the
    /// disk's way keeps the moves behind it quick.
    ///
    /// # Errors
    /// Store errors.
    pub fn board_shown(
        &self,
        game: GameId,
        state: BoardState,
        message: Option<MessageId>,
    ) -> Result<bool, ServiceError> {
        Ok(self.store.write_unsynced(|tx| games::board_shown(tx, game, state, message))?)
    }

    /// The games whose channel has not seen their latest state, unchanged
    /// for [`ServiceConfig::board_owed_after`](crate::service::ServiceConfig)
    /// seconds: a move whose answer failed, a result posted by the
    /// background task that did not arrive. Oldest first, a bounded number
    /// at a time; a game that no longer replays is logged and skipped.
    ///
    /// # Errors
    /// Store errors while listing.
    pub fn boards_owed(&self) -> Result<Vec<GameView>, ServiceError> {
        let cutoff = self.now().plus_seconds(-self.config.board_owed_after);
        let owing = self.store.read(|tx| games::owing_a_board(tx, cutoff, OWED_BOARDS_AT_ONCE))?;
        let mut views = Vec::new();
        for game in owing {
            match self.store.read(|tx| GameState::load(tx, game.id)) {
                Ok(state) => {
                    let record = GameRecord { variant: state.row.variant, moves: state.moves };
                    views.push(GameView { game: state.row, record, position: state.position });
                }
                Err(e) => error!(game = %game.id, error = %e, "a game owing a board does not load"),
            }
        }
        Ok(views)
    }

    /// Expired challenges whose challenger has not been told yet (see
    /// [`GameService::expire_challenges`]), oldest first.
    ///
    /// # Errors
    /// Store errors.
    pub fn due_expiry_notes(&self) -> Result<Vec<Challenge>, ServiceError> {
        Ok(self.store.read(|tx| challenges::expiry_untold(tx, EXPIRY_NOTES_AT_ONCE))?)
    }

    /// Records that the challenger of expired `challenge` was told.
    /// Returns whether it was still untold.
    ///
    /// # Errors
    /// Store errors.
    pub fn mark_expiry_note_sent(&self, challenge: ChallengeId) -> Result<bool, ServiceError> {
        Ok(self.store.write(|tx| challenges::expiry_told(tx, challenge))?)
    }
}
