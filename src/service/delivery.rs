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

use crate::model::Seat;
use crate::model::{BoardState, ChallengeId, ChannelId, GameId, GuildId, Language, MessageId, UserId};
use crate::service::state::GameState;
use crate::service::{Challenge, GameService, GameView, ServiceError};
use crate::store::plans::{self, PlanNote};
use crate::store::{StoreError, challenges, games, notices, places, players, servers};

/// What an answered interaction showed, and to whom: what
/// [`GameService::remember`] records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seen {
    /// Who asked (remembered only if they are a known player).
    pub user: UserId,
    /// The language their client speaks.
    pub language: Language,
    /// The server asked from and the language it speaks, if Discord said.
    pub server: Option<(GuildId, Language)>,
    /// The board shown in its game's own channel, if one was.
    pub board: Option<ShownBoard>,
    /// The channel asked from, when the bot may only answer there (a
    /// user's install): the background task is to post nothing there.
    pub answer_only: Option<ChannelId>,
}

/// What a person is owed privately after their next answer (see
/// [`GameService::remember`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Owed {
    /// Their DMs were found closed since they last asked anything: their
    /// turn notices stopped, and they are to hear why.
    pub dms_closed: bool,
    /// Plans of theirs that were cleared, and why.
    pub plan_notes: Vec<PlanNoteShown>,
}

/// A plan cleared, with the opponent whose move cleared it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlanNoteShown {
    /// What happened.
    pub note: PlanNote,
    /// The opponent in that game.
    pub opponent: Seat,
}

/// Whether the languages `seen` records are the stored ones already (or
/// the person is not a player the store keeps).
fn known_already(tx: &rusqlite::Connection, seen: &Seen) -> Result<bool, StoreError> {
    let user = match players::language(tx, seen.user)? {
        Some(language) => language == seen.language,
        None => players::load(tx, seen.user)?.is_none(),
    };
    let server = match seen.server {
        Some((guild, language)) => servers::language(tx, guild)? == Some(language),
        None => true,
    };
    let place = match seen.answer_only {
        Some(channel) => places::answer_only(tx, channel)?,
        None => true,
    };
    Ok(user && server && place)
}

/// A board shown in its game's own channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShownBoard {
    /// Which game.
    pub game: GameId,
    /// The state the picture showed.
    pub state: BoardState,
    /// The message, when its id is known.
    pub message: Option<MessageId>,
}

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

    /// Records, after an interaction was answered, what it showed and
    /// whom: the languages its person's client and server spoke (for the
    /// posts the bot makes later with no interaction to read them from),
    /// and the board it showed in its game's channel (see
    /// [`GameService::board_shown`]). One write, not flushed at once, that
    /// changes only what differs; the one call a front end makes after
    /// answering. Returns what the person is owed privately, once: that
    /// their DMs were found closed since they last asked anything (why
    /// their turn notices stopped), and what became of their plans.
    ///
    /// # Errors
    /// Store errors.
    pub fn remember(&self, seen: &Seen) -> Result<Owed, ServiceError> {
        // Without a board, most answers change nothing: a read to see, so
        // that they do not queue behind moves for the writer's turn.
        if seen.board.is_none()
            && self.store.read(|tx| {
                Ok::<_, StoreError>(
                    known_already(tx, seen)?
                        && !notices::dms_closed_untold(tx, seen.user)?
                        && !plans::has_notes(tx, seen.user)?,
                )
            })?
        {
            return Ok(Owed::default());
        }
        let now = self.now();
        Ok(self.store.write_unsynced(|tx| {
            players::set_language(tx, seen.user, seen.language)?;
            if let Some((guild, language)) = seen.server {
                servers::set_language(tx, guild, language)?;
            }
            if let Some(board) = seen.board {
                games::board_shown(tx, board.game, board.state, board.message)?;
            }
            if let Some(channel) = seen.answer_only {
                places::set_answer_only(tx, channel, now)?;
            }
            let dms_closed = notices::dms_closed_told(tx, seen.user)?;
            let mut plan_notes = Vec::new();
            for note in plans::take_notes(tx, seen.user)? {
                // The opponent who moved: the other seat of the game.
                if let Some(game) = games::load(tx, note.game)? {
                    let Some(planner) = game.colour_of(seen.user) else { continue };
                    plan_notes.push(PlanNoteShown { note, opponent: game.seats[planner.opponent()] });
                }
            }
            Ok::<_, StoreError>(Owed { dms_closed, plan_notes })
        })?)
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
            match self.store.read(|tx| GameState::load(tx, game.id, self.now())?.into_view(tx)) {
                Ok(view) => views.push(view),
                Err(e) => error!(game = %game.id, error = %e, "a game owing a board does not load"),
            }
        }
        Ok(views)
    }

    /// Those of `channels` where the bot only answers (see [`Seen`]): what
    /// the background task would post there is not posted.
    ///
    /// # Errors
    /// Store errors.
    pub fn answer_only_among(&self, channels: &[ChannelId]) -> Result<Vec<ChannelId>, ServiceError> {
        Ok(self.store.read(|tx| places::answer_only_among(tx, channels))?)
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
