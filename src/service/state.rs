//! One game loaded inside a transaction: its row, its standing moves and
//! the position they replay to, with the few ways the service changes it.
//! Every change appends to the log and edits the row in memory; `save`
//! writes the row back only if nobody else changed the game meanwhile.

use rusqlite::Connection;

use crate::model::{GameId, GameResult, Seat, Timestamp, UserId};
use crate::rules::{GameRecord, Move, Player, Position};
use crate::service::deadlines::next_reminder_at;
use crate::service::notices::turn_notice_at;
use crate::service::ratings;
use crate::service::{
    Finished, Game, GameUpdate, GameView, PlayedMove, RatingChange, ServiceError, TakenBack,
};
use crate::service::{People, notified};
use crate::store::moves::{self, EntryKind, LogEntry};
use crate::store::{StoreError, away, games, plans};

/// At most this many passes follow a move: after two in a row neither
/// player can move and the rules have ended the game.
const MAX_FORCED_PASSES: usize = 2;

/// A game as loaded in the current transaction.
#[derive(Clone, Debug)]
pub(crate) struct GameState {
    pub row: Game,
    pub moves: Vec<Move>,
    pub position: Position,
    loaded_log_len: u32,
    /// The service's time when it was loaded: who is away is read as of it.
    now: Timestamp,
}

impl GameState {
    /// Loads and replays a game at the service's time `now`.
    ///
    /// # Errors
    /// [`ServiceError::GameNotFound`], or [`ServiceError::CorruptGame`] /
    /// [`StoreError::Corrupt`] if the log does not replay.
    pub fn load(conn: &Connection, id: GameId, now: Timestamp) -> Result<GameState, ServiceError> {
        let row = games::load(conn, id)?.ok_or(ServiceError::GameNotFound { game: id })?;
        let log = moves::load(conn, id)?;
        let standing = moves::standing_moves(&log)?;
        if log.len() != row.log_len as usize || standing.len() != row.ply as usize {
            let value = format!("game {id}: {} entries, {} moves", log.len(), standing.len());
            return Err(StoreError::Corrupt { what: "game row", value }.into());
        }
        let record = GameRecord { variant: row.variant, moves: standing };
        let position = record.replay().map_err(|error| ServiceError::CorruptGame { game: id, error })?;
        Ok(GameState { loaded_log_len: row.log_len, row, moves: record.moves, position, now })
    }

    /// The game's id.
    pub fn id(&self) -> GameId {
        self.row.id
    }

    /// The colour `user` plays.
    ///
    /// # Errors
    /// [`ServiceError::NotAParticipant`].
    pub fn colour_of(&self, user: UserId) -> Result<Player, ServiceError> {
        self.row.colour_of(user).ok_or(ServiceError::NotAParticipant { game: self.id() })
    }

    /// # Errors
    /// [`ServiceError::GameOver`] once the game has a result.
    pub fn ensure_ongoing(&self) -> Result<(), ServiceError> {
        match self.row.result {
            Some(result) => Err(ServiceError::GameOver { game: self.id(), result }),
            None => Ok(()),
        }
    }

    /// # Errors
    /// [`ServiceError::NotYourTurn`] unless `player` is to move.
    pub fn ensure_to_move(&self, player: Player) -> Result<(), ServiceError> {
        let to_move = self.position.to_move();
        if player == to_move {
            return Ok(());
        }
        Err(ServiceError::NotYourTurn { game: self.id(), to_move: self.row.seats[to_move] })
    }

    /// Plays `mv` for the player to move and appends it to the log.
    ///
    /// # Errors
    /// [`ServiceError::IllegalMove`]; [`ServiceError::ConcurrentChange`] if
    /// that log entry was written by someone else.
    pub fn push_move(
        &mut self,
        conn: &Connection,
        mv: Move,
        by: Option<UserId>,
        now: Timestamp,
    ) -> Result<PlayedMove, ServiceError> {
        let next =
            self.position.play(mv).map_err(|error| ServiceError::IllegalMove { game: self.id(), error })?;
        let player = self.position.to_move();
        let ply = self.row.ply + 1;
        self.append(
            conn,
            LogEntry { seq: self.row.log_len + 1, ply, kind: EntryKind::Move(mv), user: by, at: now },
        )?;
        self.position = next;
        self.moves.push(mv);
        self.row.ply = ply;
        self.row.takeback_offer = None;
        if self.row.draw_offer == Some(player.opponent()) {
            self.row.draw_offer = None;
        }
        self.restart_clock(conn, now, Some(player))?;
        Ok(PlayedMove { ply, player, mv, by, planned: false })
    }

    /// Passes for every player to move who has no legal move (src/rules/RULES.md §5):
    /// nobody has to type `pass` in a game that lasts days.
    ///
    /// # Errors
    /// As [`GameState::push_move`].
    pub fn push_forced_passes(
        &mut self,
        conn: &Connection,
        now: Timestamp,
    ) -> Result<Vec<PlayedMove>, ServiceError> {
        let mut passes = Vec::new();
        while passes.len() < MAX_FORCED_PASSES
            && !self.position.is_over()
            && !self.position.has_legal_move(self.position.to_move())
        {
            passes.push(self.push_move(conn, Move::Pass, None, now)?);
        }
        Ok(passes)
    }

    /// Returns the game to `ply` (a takeback both players agreed to).
    ///
    /// # Errors
    /// [`ServiceError::ConcurrentChange`]; [`ServiceError::CorruptGame`].
    pub fn take_back_to(
        &mut self,
        conn: &Connection,
        ply: u32,
        by: Option<UserId>,
        now: Timestamp,
    ) -> Result<Vec<Move>, ServiceError> {
        let entry = LogEntry { seq: self.row.log_len + 1, ply, kind: EntryKind::Takeback, user: by, at: now };
        self.append(conn, entry)?;
        // A plan answers moves from the position it was made for.
        plans::clear_game(conn, self.id())?;
        let undone = self.moves.split_off(ply as usize);
        let record = GameRecord { variant: self.row.variant, moves: self.moves.clone() };
        self.position =
            record.replay().map_err(|error| ServiceError::CorruptGame { game: self.id(), error })?;
        self.row.ply = ply;
        self.row.draw_offer = None;
        self.row.takeback_offer = None;
        self.restart_clock(conn, now, None)?;
        Ok(undone)
    }

    /// Ends the game with `result`, updating ratings between people.
    ///
    /// # Errors
    /// Store errors.
    pub fn finish(
        &mut self,
        conn: &Connection,
        result: GameResult,
        now: Timestamp,
    ) -> Result<Option<RatingChange>, ServiceError> {
        self.row.result = Some(result);
        self.row.deadline = None;
        self.row.reminder_at = None;
        self.row.turn_notice_at = None;
        self.row.draw_offer = None;
        self.row.takeback_offer = None;
        self.row.finished_at = Some(now);
        self.row.updated_at = now;
        plans::clear_game(conn, self.id())?;
        Ok(ratings::apply(conn, self.row.seats, result)?)
    }

    /// Records the result if the board rules have ended the game.
    ///
    /// # Errors
    /// Store errors.
    pub fn finish_if_board_over(
        &mut self,
        conn: &Connection,
        now: Timestamp,
    ) -> Result<Option<RatingChange>, ServiceError> {
        match self.position.outcome().map(GameResult::of_outcome) {
            Some(result) if self.row.result.is_none() => self.finish(conn, result, now),
            _ => Ok(None),
        }
    }

    /// Writes the row back.
    ///
    /// # Errors
    /// [`ServiceError::ConcurrentChange`] if the game's log grew since it
    /// was loaded.
    pub fn save(&self, conn: &Connection) -> Result<(), ServiceError> {
        if games::update(conn, &self.row, self.loaded_log_len)? {
            Ok(())
        } else {
            Err(ServiceError::ConcurrentChange { game: self.id() })
        }
    }

    /// The update to hand back once committed, with the game's people
    /// read in the same transaction and who its post pings after `actor`.
    ///
    /// # Errors
    /// Store errors.
    pub fn into_update(
        self,
        conn: &Connection,
        moves: Vec<PlayedMove>,
        ratings: Option<RatingChange>,
        actor: Option<UserId>,
    ) -> Result<GameUpdate, ServiceError> {
        let people = People::read(conn, &self.row, self.now)?;
        let notify = notified(&self.row, actor);
        Ok(GameUpdate { game: self.row, moves, position: self.position, ratings, people, notify })
    }

    /// The end to hand back once committed (see [`GameState::into_update`]).
    ///
    /// # Errors
    /// Store errors.
    pub fn into_finished(
        self,
        conn: &Connection,
        ratings: Option<RatingChange>,
        actor: Option<UserId>,
    ) -> Result<Finished, ServiceError> {
        let people = People::read(conn, &self.row, self.now)?;
        let notify = notified(&self.row, actor);
        Ok(Finished { game: self.row, position: self.position, ratings, people, notify })
    }

    /// The takeback to hand back once committed (see [`GameState::into_update`]).
    ///
    /// # Errors
    /// Store errors.
    pub fn into_taken_back(
        self,
        conn: &Connection,
        undone: Vec<Move>,
        actor: Option<UserId>,
    ) -> Result<TakenBack, ServiceError> {
        let people = People::read(conn, &self.row, self.now)?;
        let notify = notified(&self.row, actor);
        Ok(TakenBack { game: self.row, undone, position: self.position, people, notify })
    }

    /// The whole game as a view, with its people.
    ///
    /// # Errors
    /// Store errors.
    pub fn into_view(self, conn: &Connection) -> Result<GameView, ServiceError> {
        let people = People::read(conn, &self.row, self.now)?;
        let record = GameRecord { variant: self.row.variant, moves: self.moves };
        Ok(GameView { game: self.row, record, position: self.position, people })
    }

    /// A fresh deadline for the player to move, and no reminders sent yet.
    /// With a time bank, `mover` (who just moved, if anyone did) keeps
    /// what was left of their turn plus the bank's increment.
    ///
    /// # Errors
    /// Store errors.
    fn restart_clock(
        &mut self,
        conn: &Connection,
        now: Timestamp,
        mover: Option<Player>,
    ) -> Result<(), ServiceError> {
        if let (Some(bank), Some(banks), Some(mover), Some(deadline)) =
            (self.row.time_control.time_bank(), self.row.banks.as_mut(), mover, self.row.deadline)
        {
            // Time away is not time used: the mover's clock stood still.
            let resumed = clock_start(conn, self.row.seats[mover], now)?;
            banks[mover] = bank.after_move(deadline.seconds_since(resumed));
        }
        self.row.deadline = turn_deadline(conn, &self.row, self.row.to_move(), now)?;
        self.row.turn_notice_at = turn_notice_at(conn, &self.row, self.row.to_move(), now)?;
        self.row.reminders_sent = 0;
        self.row.reminder_at = next_reminder_at(&self.row);
        // A notice of an away day spent is about a turn now over.
        self.row.away_day_notice = None;
        self.row.updated_at = now;
        Ok(())
    }

    fn append(&mut self, conn: &Connection, entry: LogEntry) -> Result<(), ServiceError> {
        moves::append(conn, self.id(), &entry).map_err(|error| {
            if error.is_unique_violation() {
                ServiceError::ConcurrentChange { game: self.id() }
            } else {
                error.into()
            }
        })?;
        self.row.log_len = entry.seq;
        Ok(())
    }
}

/// When the turn of `player` in `game`, starting `now`, runs out: their
/// time (days per move, or their bank) from now, or from when they are
/// back if they are away. `None` without a limit.
///
/// # Errors
/// Store errors.
pub(crate) fn turn_deadline(
    conn: &Connection,
    game: &Game,
    player: Player,
    now: Timestamp,
) -> Result<Option<Timestamp>, ServiceError> {
    let Some(time) = game.turn_seconds_of(player) else { return Ok(None) };
    Ok(Some(clock_start(conn, game.seats[player], now)?.plus_seconds(time)))
}

/// When the clock of whoever sits in `seat` runs from, as of `now`: now,
/// or when they are back if they are away.
fn clock_start(conn: &Connection, seat: Seat, now: Timestamp) -> Result<Timestamp, ServiceError> {
    Ok(match seat.user() {
        // `away_until` gives only a return still ahead of `now`.
        Some(user) => away::away_until(conn, user, now)?.unwrap_or(now),
        None => now,
    })
}
