//! Playing a move, and the computer's reply in games against it.

use tracing::{error, warn};

use crate::model::{GameId, Timestamp};
use crate::rules::{Move, Position};
use crate::service::plans;
use crate::service::state::GameState;
use crate::service::{GameService, GameUpdate, MoveRequest, ServiceError};
use crate::store::{games, players};

/// Longest move text kept in an error: input is bounded at the edge.
const MAX_ECHOED_CHARS: usize = 40;

/// The computer replies at most this many times in a row (its move, the
/// person's forced pass, its move again…) before handing back.
const MAX_BOT_TURNS: usize = 3;

impl GameService {
    /// Plays a move for `request.user`, then the computer's reply in a game
    /// against it. The move is committed before the computer thinks, so a
    /// failure there never loses it (the reply is retried by
    /// [`GameService::resume_bot_games`]).
    ///
    /// # Errors
    /// [`ServiceError::UnreadableMove`], [`ServiceError::GameNotFound`],
    /// [`ServiceError::NotAParticipant`], [`ServiceError::GameOver`],
    /// [`ServiceError::PositionChanged`], [`ServiceError::NotYourTurn`],
    /// [`ServiceError::IllegalMove`], [`ServiceError::ConcurrentChange`].
    pub fn play(&self, request: &MoveRequest) -> Result<GameUpdate, ServiceError> {
        let update = self.play_checked(request, false)?;
        update.ok_or(ServiceError::ConcurrentChange { game: request.game })
    }

    /// [`GameService::play`], unless the player asked to see every move
    /// they type before it is played (`/punct settings`): then nothing is
    /// played and `None` says to show it first. The setting is read in the
    /// move's own transaction, so a typed move costs no more for it.
    ///
    /// # Errors
    /// As [`GameService::play`].
    pub fn play_unless_previewed(&self, request: &MoveRequest) -> Result<Option<GameUpdate>, ServiceError> {
        self.play_checked(request, true)
    }

    fn play_checked(
        &self,
        request: &MoveRequest,
        honour_preview: bool,
    ) -> Result<Option<GameUpdate>, ServiceError> {
        let mv = parse_move(&request.notation)?;
        let now = self.now();
        let update = self.store.write(|tx| {
            let mut state = GameState::load(tx, request.game, now)?;
            let player = state.colour_of(request.user)?;
            state.ensure_ongoing()?;
            if let Some(expected_ply) = request.expected_ply.filter(|&p| p != state.row.ply) {
                let actual_ply = state.row.ply;
                return Err(ServiceError::PositionChanged { game: request.game, expected_ply, actual_ply });
            }
            state.ensure_to_move(player)?;
            if honour_preview && players::prefers_preview(tx, request.user)? {
                return Ok(None);
            }
            let log_len = state.row.log_len;
            let mut moves = vec![state.push_move(tx, mv, Some(request.user), now)?];
            moves.extend(state.push_forced_passes(tx, now)?);
            // The opponent's plan answers in this same transaction: the
            // move and the reply are recorded together or not at all.
            plans::answer(tx, &mut state, &mut moves, mv, log_len, now)?;
            let ratings = state.finish_if_board_over(tx, now)?;
            state.save(tx)?;
            state.into_update(tx, moves, ratings, Some(request.user)).map(Some)
        })?;
        Ok(update.map(|mut update| {
            self.continue_with_bot(&mut update);
            update
        }))
    }

    /// Reads a move in any accepted notation, as [`GameService::play`]
    /// would (for a front end that shows a move before playing it).
    ///
    /// # Errors
    /// [`ServiceError::UnreadableMove`].
    pub fn read_move(&self, text: &str) -> Result<Move, ServiceError> {
        parse_move(text)
    }

    /// Makes the computer move in every game where it is its turn. Only for
    /// start-up, before any request is served: a `play` may be computing the
    /// computer's reply to a move it has just committed, and this would race
    /// it. While serving, use [`GameService::resume_stalled_bot_games`].
    ///
    /// # Errors
    /// Store errors while listing the games; a game whose reply fails is
    /// logged and skipped.
    pub fn resume_bot_games(&self) -> Result<Vec<GameUpdate>, ServiceError> {
        self.resume_bot_games_unchanged_since(Timestamp(i64::MAX))
    }

    /// Makes the computer move where its reply has been pending for at least
    /// [`ServiceConfig::bot_stall_after`](crate::service::ServiceConfig)
    /// seconds (a reply that failed): far longer than the engine ever
    /// thinks, so it never races the reply a `play` is still computing.
    ///
    /// # Errors
    /// As [`GameService::resume_bot_games`].
    pub fn resume_stalled_bot_games(&self) -> Result<Vec<GameUpdate>, ServiceError> {
        let now = self.clock.now();
        self.resume_bot_games_unchanged_since(Timestamp(now.0 - self.config.bot_stall_after))
    }

    fn resume_bot_games_unchanged_since(&self, since: Timestamp) -> Result<Vec<GameUpdate>, ServiceError> {
        let waiting = self.store.read(|tx| games::waiting_for_bot(tx, since))?;
        let mut updates = Vec::new();
        for game in waiting {
            match self.bot_turn(game.id, game.log_len) {
                Ok(Some(update)) => updates.push(update),
                Ok(None) => {}
                Err(e) => error!(game = %game.id, error = %e, "the computer's move failed"),
            }
        }
        Ok(updates)
    }

    /// Adds the computer's replies to `update` while it is the computer's
    /// turn. Errors are logged, not returned: the caller's own move is
    /// already committed and must be reported as played.
    pub(crate) fn continue_with_bot(&self, update: &mut GameUpdate) {
        for _ in 0..MAX_BOT_TURNS {
            let game = &update.game;
            let bot_to_move = game.bot().is_some_and(|(colour, _)| colour == game.to_move());
            if game.is_over() || !bot_to_move {
                return;
            }
            match self.bot_turn(game.id, game.log_len) {
                Ok(Some(reply)) => {
                    update.moves.extend(reply.moves);
                    update.game = reply.game;
                    update.position = reply.position;
                    update.notify = reply.notify;
                }
                Ok(None) => return,
                Err(e) => {
                    error!(game = %update.game.id, error = %e, "the computer's move failed; will retry");
                    return;
                }
            }
        }
    }

    /// One move of the computer, if it is its turn and the game's log still
    /// has `log_len` entries. The engine runs with no transaction open; the
    /// move is dropped if the game changed meanwhile (a resignation…).
    fn bot_turn(&self, game: GameId, log_len: u32) -> Result<Option<GameUpdate>, ServiceError> {
        let state = self.store.read(|tx| GameState::load(tx, game, self.now()))?;
        let Some((colour, level)) = state.row.bot() else { return Ok(None) };
        if state.row.is_over() || state.row.log_len != log_len || state.position.to_move() != colour {
            return Ok(None);
        }
        let seed = (game.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(state.row.ply);
        let mv = self.bot_move(&state.position, level, seed);
        let now = self.now();
        self.store.write(|tx| {
            let mut state = GameState::load(tx, game, now)?;
            if state.row.is_over() || state.row.log_len != log_len {
                return Ok(None);
            }
            let mut moves = vec![state.push_move(tx, mv, None, now)?];
            moves.extend(state.push_forced_passes(tx, now)?);
            let ratings = state.finish_if_board_over(tx, now)?;
            state.save(tx)?;
            state.into_update(tx, moves, ratings, None).map(Some)
        })
    }

    /// The engine's move, or — if it has none or an illegal one — the first
    /// legal move, so a game never stalls on the computer.
    fn bot_move(&self, position: &Position, level: crate::ai::Level, seed: u64) -> Move {
        match self.chooser.choose_move(position, level, seed) {
            Some(m) if position.is_legal(m) => m,
            other => {
                warn!(chosen = ?other.map(|m| m.to_string()), "the engine gave no legal move; playing the first legal one");
                position.legal_moves().into_iter().next().unwrap_or(Move::Pass)
            }
        }
    }
}

/// Reads a move in any accepted notation.
///
/// # Errors
/// [`ServiceError::UnreadableMove`], keeping at most 40 characters of it.
pub(crate) fn parse_move(text: &str) -> Result<Move, ServiceError> {
    text.parse().map_err(|error| ServiceError::UnreadableMove {
        text: text.trim().chars().take(MAX_ECHOED_CHARS).collect(),
        error,
    })
}
