//! The review of a finished game: its turning points, found by
//! [`crate::puzzles::review`], refused while the game is still played so
//! that it cannot be used to get advice during a game.

use crate::ai::SearchConfig;
use crate::model::{GameId, Level};
use crate::puzzles::review::review;

pub use crate::puzzles::review::{Moment, Standing, Verdict};
use crate::service::{GameService, GameView, ServiceError};

/// How hard the engine looks at each position of a review: `medium`'s
/// search, about 50 ms a position, so a 60-move game takes a few seconds.
/// Missed wins and blunders are exact whatever it is.
pub const REVIEW_LEVEL: Level = Level::Medium;

impl GameService {
    /// The turning points of finished `game`, in the order of the game;
    /// `progress` hears how many positions of how many are done.
    ///
    /// # Errors
    /// [`ServiceError::GameNotFound`], [`ServiceError::ReviewBeforeEnd`]
    /// while the game goes on, [`ServiceError::CorruptGame`].
    pub fn review(
        &self,
        game: GameId,
        progress: impl FnMut(usize, usize),
    ) -> Result<(GameView, Vec<Moment>), ServiceError> {
        let view = self.game(game)?;
        if !view.game.is_over() {
            return Err(ServiceError::ReviewBeforeEnd { game });
        }
        let config = SearchConfig::for_level(REVIEW_LEVEL);
        let moments = review(&view.record, &config, progress)
            .map_err(|error| ServiceError::CorruptGame { game, error })?;
        Ok((view, moments))
    }
}
