//! Resigning, draw offers and takeback requests. Only the two players may
//! do any of these; an offer is answered only by the other one.

use rusqlite::Connection;

use crate::model::{EndReason, GameId, GameResult, Timestamp, UserId};
use crate::rules::Player;
use crate::service::state::GameState;
use crate::service::{DrawOffer, Finished, Game, GameService, ServiceError, TakebackRequest, TakenBack};

impl GameService {
    /// `user` resigns: the opponent wins.
    ///
    /// # Errors
    /// [`ServiceError::NotAParticipant`], [`ServiceError::GameOver`].
    pub fn resign(&self, game: GameId, user: UserId) -> Result<Finished, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let (state, colour) = self.load_for(tx, game, user)?;
            let result = GameResult { winner: Some(colour.opponent()), reason: EndReason::Resignation };
            finish(tx, state, result, now, user)
        })
    }

    /// `user` offers a draw, or accepts the one the opponent offered: then
    /// the game is drawn. The computer always plays on. One call, so the
    /// front end need not look first and decide which it is.
    ///
    /// # Errors
    /// [`ServiceError::NotAParticipant`], [`ServiceError::GameOver`],
    /// [`ServiceError::DrawAlreadyOffered`].
    pub fn draw(&self, game: GameId, user: UserId) -> Result<DrawOffer, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let (mut state, colour) = self.load_for(tx, game, user)?;
            if state.row.bot().is_some() {
                return Ok(DrawOffer::DeclinedByBot(state.row));
            }
            match state.row.draw_offer {
                Some(by) if by == colour => Err(ServiceError::DrawAlreadyOffered { game }),
                Some(_) => {
                    let result = GameResult { winner: None, reason: EndReason::Agreement };
                    Ok(DrawOffer::Agreed(Box::new(finish(tx, state, result, now, user)?)))
                }
                None => {
                    state.row.draw_offer = Some(colour);
                    Ok(DrawOffer::Offered(save(tx, state, now)?))
                }
            }
        })
    }

    /// The opponent of the one who offered accepts: the game is drawn.
    ///
    /// # Errors
    /// [`ServiceError::NoDrawOffer`], [`ServiceError::OwnDrawOffer`], and
    /// those of [`GameService::resign`].
    pub fn accept_draw(&self, game: GameId, user: UserId) -> Result<Finished, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let (state, colour) = self.load_for(tx, game, user)?;
            check_draw_offer(&state.row, colour)?;
            finish(tx, state, GameResult { winner: None, reason: EndReason::Agreement }, now, user)
        })
    }

    /// The opponent of the one who offered declines: play goes on.
    ///
    /// # Errors
    /// As [`GameService::accept_draw`].
    pub fn decline_draw(&self, game: GameId, user: UserId) -> Result<Game, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let (mut state, colour) = self.load_for(tx, game, user)?;
            check_draw_offer(&state.row, colour)?;
            state.row.draw_offer = None;
            save(tx, state, now)
        })
    }

    /// `user` asks to take back their last move (and the opponent's reply,
    /// if there was one). The computer agrees at once.
    ///
    /// # Errors
    /// [`ServiceError::NotAParticipant`], [`ServiceError::GameOver`],
    /// [`ServiceError::NothingToTakeBack`], [`ServiceError::TakebackPending`].
    pub fn request_takeback(&self, game: GameId, user: UserId) -> Result<TakebackRequest, ServiceError> {
        let now = self.now();
        let request = self.store.write(|tx| {
            let (mut state, colour) = self.load_for(tx, game, user)?;
            let target = takeback_target(&state, colour)?;
            if state.row.bot().is_some() {
                let undone = state.take_back_to(tx, target, Some(user), now)?;
                state.push_forced_passes(tx, now)?;
                state.save(tx)?;
                let taken_back = state.into_taken_back(tx, undone, Some(user))?;
                return Ok(TakebackRequest::TakenBack(Box::new(taken_back)));
            }
            if let Some(by) = state.row.takeback_offer {
                return Err(ServiceError::TakebackPending { game, by: state.row.seats[by] });
            }
            state.row.takeback_offer = Some(colour);
            Ok(TakebackRequest::Requested(Box::new(save(tx, state, now)?)))
        })?;
        Ok(request)
    }

    /// The opponent of the one who asked agrees: the moves are taken back.
    ///
    /// # Errors
    /// [`ServiceError::NoTakebackRequest`], [`ServiceError::OwnTakebackRequest`],
    /// and those of [`GameService::resign`].
    pub fn accept_takeback(&self, game: GameId, user: UserId) -> Result<TakenBack, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let (mut state, colour) = self.load_for(tx, game, user)?;
            let asker = check_takeback_request(&state.row, colour)?;
            let target = takeback_target(&state, asker)?;
            let undone = state.take_back_to(tx, target, Some(user), now)?;
            state.push_forced_passes(tx, now)?;
            state.save(tx)?;
            state.into_taken_back(tx, undone, Some(user))
        })
    }

    /// The opponent of the one who asked refuses: play goes on.
    ///
    /// # Errors
    /// As [`GameService::accept_takeback`].
    pub fn decline_takeback(&self, game: GameId, user: UserId) -> Result<Game, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let (mut state, colour) = self.load_for(tx, game, user)?;
            check_takeback_request(&state.row, colour)?;
            state.row.takeback_offer = None;
            save(tx, state, now)
        })
    }

    /// The game, for a participant, while it goes on.
    fn load_for(
        &self,
        tx: &Connection,
        game: GameId,
        user: UserId,
    ) -> Result<(GameState, Player), ServiceError> {
        let state = GameState::load(tx, game, self.now())?;
        let colour = state.colour_of(user)?;
        state.ensure_ongoing()?;
        Ok((state, colour))
    }
}

fn check_draw_offer(game: &Game, colour: Player) -> Result<(), ServiceError> {
    match game.draw_offer {
        None => Err(ServiceError::NoDrawOffer { game: game.id }),
        Some(by) if by == colour => Err(ServiceError::OwnDrawOffer { game: game.id }),
        Some(_) => Ok(()),
    }
}

/// Who asked for the takeback `colour` is answering.
fn check_takeback_request(game: &Game, colour: Player) -> Result<Player, ServiceError> {
    match game.takeback_offer {
        None => Err(ServiceError::NoTakebackRequest { game: game.id }),
        Some(by) if by == colour => Err(ServiceError::OwnTakebackRequest { game: game.id }),
        Some(by) => Ok(by),
    }
}

/// The ply to return to so that `asker` is to move again, just before
/// their last move.
fn takeback_target(state: &GameState, asker: Player) -> Result<u32, ServiceError> {
    let back = if state.position.to_move() == asker { 2 } else { 1 };
    state.row.ply.checked_sub(back).ok_or(ServiceError::NothingToTakeBack { game: state.id() })
}

fn finish(
    tx: &Connection,
    mut state: GameState,
    result: GameResult,
    now: Timestamp,
    actor: UserId,
) -> Result<Finished, ServiceError> {
    let ratings = state.finish(tx, result, now)?;
    state.save(tx)?;
    state.into_finished(tx, ratings, Some(actor))
}

fn save(tx: &Connection, mut state: GameState, now: Timestamp) -> Result<Game, ServiceError> {
    state.row.updated_at = now;
    state.save(tx)?;
    Ok(state.row)
}
