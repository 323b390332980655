//! A player's private analysis board for a game: a board of their own,
//! starting from the game's position, where they play moves for both
//! sides, go back, forward and reset, and never change the game.
//!
//! Why stored rather than in the components' custom ids: a line of ten or
//! twenty moves does not fit Discord's 100 characters, and a stored board
//! survives restarts and can be reopened. One board per player and game;
//! every change counts a revision, so a press on an older copy of the
//! board (another message) is recognised and shown the board as it stands
//! instead of changing it blindly.
//!
//! Fair play: while the game is being played the board has no engine (no
//! evaluation, no best move); once it is over the engine may be asked
//! ([`GameService::analysis_engine`]). From the board, while waiting for
//! the opponent, a line "their move, my reply …" can be saved as a plan
//! ([`crate::service::plans`]).

use rusqlite::Connection;

use crate::ai::analyse_level;
use crate::model::{GameId, UserId};
use crate::puzzles::review::{Standing, standing};
use crate::rules::{GameRecord, Move, Player, Position};
use crate::service::pick::{Here, Purpose, allowed};
use crate::service::plans::PlanSaved;
use crate::service::review::REVIEW_LEVEL;
use crate::service::state::GameState;
use crate::service::{Assist, GameService, GameView, ServiceError};
use crate::store::plans::{self, AnalysisRow};

/// Moves an analysis board holds at most, the game's own included: far
/// beyond any game (they end within about 120), so only a runaway is cut.
pub const MAX_ANALYSIS_MOVES: usize = 400;

/// What a press or a command does to the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisChange {
    /// A fresh board from the game as it stands (`/punct analyse`, the
    /// Analyse button).
    Open,
    /// The board as it is (a picker's step on it).
    Show,
    /// One move back.
    Back,
    /// One move forward again.
    Forward,
    /// Back to the game as it stands now.
    Reset,
    /// This move for the side to move, after the moves shown (the moves
    /// that were ahead of them give way).
    Try(Move),
}

/// An analysis board as a front end shows it.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The game as it stands, with its people.
    pub view: GameView,
    /// Every move of the board from the game's start: the game's own as
    /// they stood when it was opened, then those tried.
    pub line: Vec<Move>,
    /// How many of them are the game's own (as it stands now).
    pub from: usize,
    /// How many of them are shown.
    pub shown: usize,
    /// The position after the moves shown.
    pub position: Position,
    /// The board's revision (for the components' custom ids).
    pub revision: u32,
    /// The press was on an older copy: this is the board as it stands,
    /// unchanged by it.
    pub stale: bool,
    /// The asker's colour in the game, if they play in it.
    pub player: Option<Player>,
}

impl Analysis {
    /// Whether the engine may be offered: only once the game is over.
    pub fn engine_allowed(&self) -> bool {
        self.view.game.is_over()
    }

    /// Whether the moves shown are still the game's own (none tried yet,
    /// or gone back into the game's history).
    pub fn in_the_game(&self) -> bool {
        self.shown <= self.from
    }

    /// Whether the line shown could be saved as a plan now: a game between
    /// people still going on, unchanged since the board was opened, the
    /// opponent to move, and at least their move and a reply tried.
    pub fn plan_possible(&self) -> bool {
        let game = &self.view.game;
        let waiting = self.player.is_some_and(|p| self.view.position.to_move() != p);
        let unchanged = self.view.record.moves.len() == self.from
            && self.line.get(..self.from) == Some(&self.view.record.moves[..]);
        game.bot().is_none() && !game.is_over() && waiting && unchanged && self.shown >= self.from + 2
    }
}

/// The engine's word on an analysis board's position (a finished game's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineAdvice {
    /// The move it prefers for the side to move; `None` when there is
    /// none to make (the position is over).
    pub best: Option<Move>,
    /// How the position stands for the side to move, in the review's terms.
    pub standing: Standing,
    /// The side to move.
    pub to_move: Player,
}

impl GameService {
    /// `here.user`'s analysis board of `named` (or the game meant here)
    /// after `change`; `revision` is the revision of the copy pressed
    /// (`None` from a command). A game being played is analysed only by
    /// its players; a finished one by anyone who may look at it.
    ///
    /// # Errors
    /// Those of [`GameService::pick`]; [`ServiceError::NotAParticipant`];
    /// [`ServiceError::IllegalMove`] for a move tried that is not legal
    /// on the board.
    pub fn analysis(
        &self,
        here: &Here,
        named: Option<GameId>,
        revision: Option<u32>,
        change: AnalysisChange,
    ) -> Result<Analysis, ServiceError> {
        let game = self.analysed_game(here, named)?;
        let now = self.now();
        self.store.write(|tx| {
            let state = GameState::load(tx, game, now)?;
            let player = analysable(here, &state)?;
            let stored = plans::analysis(tx, here.user, game)?;
            let stale = revision.is_some() && stored.as_ref().map(|r| r.revision) != revision;
            let (row, changed) = match (stored, change) {
                (Some(row), _) if stale => (row, false),
                (None, _) if stale => (opened(here.user, &state, 0), true),
                (old, AnalysisChange::Open) => (opened(here.user, &state, next_revision(old.as_ref())), true),
                // A typed move (a command, no copy pressed) goes on from the
                // game as it stands: a board left behind by the game is
                // opened afresh first.
                (Some(row), AnalysisChange::Try(_))
                    if revision.is_none() && row.log_len != state.row.log_len =>
                {
                    let fresh = opened(here.user, &state, row.revision + 1);
                    (changed(fresh, &state, change)?.0, true)
                }
                (Some(row), change) => changed(row, &state, change)?,
                (None, change) => (changed(opened(here.user, &state, 0), &state, change)?.0, true),
            };
            if changed {
                plans::save_analysis(tx, &row, now)?;
            }
            into_analysis(tx, state, row, stale, player)
        })
    }

    /// The position a move typed for `here.user`'s analysis board of
    /// `named` (or the game meant here) would be tried on, and the help
    /// its suggestions may give: none while the game is being played
    /// (fair play), coaching once it is over. One read; for autocomplete.
    ///
    /// # Errors
    /// As [`GameService::analysis`].
    pub fn analysis_position(
        &self,
        here: &Here,
        named: Option<GameId>,
    ) -> Result<(Position, Assist), ServiceError> {
        let game = self.analysed_game(here, named)?;
        let now = self.now();
        self.store.read(|tx| {
            let state = GameState::load(tx, game, now)?;
            analysable(here, &state)?;
            let assist = Assist::in_game(false, state.row.is_over());
            let position = match plans::analysis(tx, here.user, game)? {
                Some(row) if row.log_len == state.row.log_len => replay(&state, &row.line[..row.shown])?,
                _ => state.position,
            };
            Ok((position, assist))
        })
    }

    /// Saves the line shown on `user`'s analysis board of `game` (copy
    /// `revision`) as a plan: their move, my reply …, from the game's
    /// position.
    ///
    /// # Errors
    /// [`ServiceError::PlanNotFromHere`] when the board does not go on
    /// from the game as it stands (or was pressed on an older copy),
    /// [`ServiceError::PlanOnYourTurn`], [`ServiceError::PlanTooShort`],
    /// [`ServiceError::PlanTooLarge`], [`ServiceError::NoPlanHere`],
    /// [`ServiceError::NotAParticipant`].
    pub fn save_plan(&self, user: UserId, game: GameId, revision: u32) -> Result<PlanSaved, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let state = GameState::load(tx, game, now)?;
            state.colour_of(user)?;
            let row = plans::analysis(tx, user, game)?.filter(|row| row.revision == revision);
            let Some(row) = row else { return Err(ServiceError::PlanNotFromHere { game }) };
            let from = state.moves.len();
            if row.line.get(..from) != Some(&state.moves[..]) || row.shown < from {
                return Err(ServiceError::PlanNotFromHere { game });
            }
            let tried = row.line[from..row.shown].to_vec();
            GameService::save_plan_line(tx, state, user, row.log_len, &tried, now)
        })
    }

    /// The engine's word on the position of `user`'s analysis board of
    /// `game` (copy `revision`): only once the game is over. The engine
    /// thinks as it does for a review, with no transaction open.
    ///
    /// # Errors
    /// As [`GameService::analysis`]; [`ServiceError::EngineDuringGame`]
    /// while the game is being played.
    pub fn analysis_engine(
        &self,
        here: &Here,
        game: GameId,
        revision: u32,
    ) -> Result<(Analysis, EngineAdvice), ServiceError> {
        let analysis = self.analysis(here, Some(game), Some(revision), AnalysisChange::Show)?;
        if !analysis.engine_allowed() {
            return Err(ServiceError::EngineDuringGame { game });
        }
        let position = &analysis.position;
        let to_move = position.to_move();
        let seed = (game.0 as u64) ^ u64::from(position.ply());
        let (best, score) = if position.is_over() {
            (None, 0)
        } else {
            let judged = analyse_level(position, REVIEW_LEVEL, seed);
            (judged.best(), judged.moves.first().map_or(0, |m| m.score))
        };
        let advice = EngineAdvice { best, standing: standing(position, to_move, score), to_move };
        Ok((analysis, advice))
    }
}

impl GameService {
    /// The game `named`, or the one meant here for an analysis board.
    fn analysed_game(&self, here: &Here, named: Option<GameId>) -> Result<GameId, ServiceError> {
        match named {
            Some(id) => Ok(id),
            None => Ok(self.pick(here, None, Purpose::Analyse)?.id),
        }
    }
}

/// Refuses an analysis board of the game `state` holds to `here.user`
/// where they may not look at it, or while it is played and they are not
/// one of its players; their colour if they play in it.
fn analysable(here: &Here, state: &GameState) -> Result<Option<Player>, ServiceError> {
    allowed(here, &state.row, Purpose::View)?;
    let player = state.row.colour_of(here.user);
    if player.is_none() && !state.row.is_over() {
        return Err(ServiceError::NotAParticipant { game: state.id() });
    }
    Ok(player)
}

/// A fresh board of `user`'s from the game `state` holds.
fn opened(user: UserId, state: &GameState, revision: u32) -> AnalysisRow {
    AnalysisRow {
        user,
        game: state.id(),
        log_len: state.row.log_len,
        line: state.moves.clone(),
        shown: state.moves.len(),
        revision,
    }
}

/// `row` after `change`, and whether it changed.
fn changed(
    mut row: AnalysisRow,
    state: &GameState,
    change: AnalysisChange,
) -> Result<(AnalysisRow, bool), ServiceError> {
    let before = (row.line.clone(), row.shown, row.log_len);
    match change {
        AnalysisChange::Open | AnalysisChange::Show => {}
        AnalysisChange::Back => row.shown = row.shown.saturating_sub(1),
        AnalysisChange::Forward => row.shown = (row.shown + 1).min(row.line.len()),
        AnalysisChange::Reset => {
            let fresh = opened(row.user, state, row.revision);
            (row.line, row.shown, row.log_len) = (fresh.line, fresh.shown, fresh.log_len);
        }
        AnalysisChange::Try(mv) => {
            let position = replay(state, &row.line[..row.shown])?;
            let game = state.id();
            let mut next = position.play(mv).map_err(|error| ServiceError::IllegalMove { game, error })?;
            row.line.truncate(row.shown);
            row.line.push(mv);
            // Passes the rules force, as in the game itself.
            while !next.is_over()
                && !next.has_legal_move(next.to_move())
                && row.line.len() < MAX_ANALYSIS_MOVES
            {
                next = next.play(Move::Pass).map_err(|error| ServiceError::IllegalMove { game, error })?;
                row.line.push(Move::Pass);
            }
            row.line.truncate(MAX_ANALYSIS_MOVES);
            row.shown = row.line.len();
        }
    }
    let changed = (row.line.clone(), row.shown, row.log_len) != before;
    if changed {
        row.revision += 1;
    }
    Ok((row, changed))
}

/// The position after `moves` of the game `state` holds.
fn replay(state: &GameState, moves: &[Move]) -> Result<Position, ServiceError> {
    let record = GameRecord { variant: state.row.variant, moves: moves.to_vec() };
    record.replay().map_err(|error| ServiceError::CorruptGame { game: state.id(), error })
}

fn into_analysis(
    tx: &Connection,
    state: GameState,
    row: AnalysisRow,
    stale: bool,
    player: Option<Player>,
) -> Result<Analysis, ServiceError> {
    let position = replay(&state, &row.line[..row.shown])?;
    let from = common_start(&row.line, &state.moves);
    let view = state.into_view(tx)?;
    Ok(Analysis {
        view,
        from,
        shown: row.shown,
        position,
        revision: row.revision,
        stale,
        player,
        line: row.line,
    })
}

/// How many first moves two lines share.
fn common_start(a: &[Move], b: &[Move]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// The revision after `old`'s, so its copies are recognised as older.
fn next_revision(old: Option<&AnalysisRow>) -> u32 {
    old.map_or(0, |r| r.revision + 1)
}
