//! What a picture is asked to show besides the position: its size and
//! side, the players' names, marked cells, the game's result and the
//! words in the reader's language.

use std::sync::Arc;

use crate::model::{EndReason, GameResult};
use crate::render::words::{English, OffBoard, Words};
use crate::rules::{ByPlayer, Cell, Outcome, Player, Position};

/// How to draw a position.
#[derive(Clone, Debug)]
pub struct RenderOptions {
    /// Picture width in pixels
    /// ([`MIN_WIDTH`](crate::render::MIN_WIDTH)..=[`MAX_WIDTH`](crate::render::MAX_WIDTH));
    /// the height follows. Discord posts boards 800 pixels wide and a
    /// phone shows them about 400 wide: every word is sized for that
    /// (see [`words_drawn`](crate::render::words_drawn)).
    pub size: u32,
    /// Whose side of the board is at the bottom: White sees src/rules/RULES.md §1's
    /// picture as is (I17 at the top), Black sees it turned 180°.
    pub perspective: Player,
    /// Names shown in the player panels instead of "White" and "Black".
    /// Characters no embedded font has (emoji) are left out; a name with
    /// a letter none has gives way to [`RenderOptions::fallback_names`].
    pub names: ByPlayer<Option<String>>,
    /// Shown when a name cannot be drawn (a script no embedded font
    /// covers): Discord's username, say, for a display name in Thai. The
    /// colour is shown when this cannot be drawn either.
    pub fallback_names: ByPlayer<Option<String>>,
    /// Cells to mark, e.g. the legal destinations of a piece as a hint.
    pub highlights: Vec<Cell>,
    /// Cells a lesson marks: what its sentences talk about and where a
    /// piece should go. Drawn in their own colour with their own legend
    /// entry ("look here"), so a lesson's picture does not call them a
    /// game's hint. A picture has hints or marks, not both: the legend's
    /// room is measured for one of them.
    pub marked: Vec<Cell>,
    /// The game's result, when the position drawn is its final one. A
    /// game may end off the board (a resignation, time running out, a draw
    /// agreed), which the position cannot know: without this its last
    /// picture would still say whose turn it is. `None` for a game going
    /// on and for earlier positions of a finished one; the board's own
    /// ending (a connection, the centre) is shown either way.
    pub result: Option<GameResult>,
    /// Replaces the headline, e.g. "Game #12 after move 5 of 40" for a
    /// past position.
    pub caption: Option<String>,
    /// Every word drawn, in the reader's language ([`English`] unless the
    /// caller gives others: `messages` builds them from its sentence
    /// files, which this layer cannot see).
    pub words: Arc<dyn Words>,
}

impl Default for RenderOptions {
    fn default() -> RenderOptions {
        RenderOptions {
            size: 1024,
            perspective: Player::White,
            names: ByPlayer::both(None),
            fallback_names: ByPlayer::both(None),
            highlights: Vec::new(),
            marked: Vec::new(),
            result: None,
            caption: None,
            words: Arc::new(English),
        }
    }
}

impl RenderOptions {
    /// What the picture calls `player`: the given name, or the colour.
    pub fn display_name(&self, player: Player) -> String {
        let given = self.names[player].as_deref().map(str::trim).filter(|n| !n.is_empty());
        given.map_or_else(|| self.words.colour(player), str::to_string)
    }
}

/// How a drawn game stands: going on, or over with this winner (`None`
/// for a draw) and reason.
#[derive(Clone, Debug, PartialEq)]
pub enum Standing {
    /// The game goes on.
    Playing,
    /// The game is over.
    Over {
        /// Who won; `None` for a draw.
        winner: Option<Player>,
        /// Why, as the picture words it.
        reason: Reason,
    },
}

/// Why a drawn game ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Reason {
    /// On the board: the position's own outcome, with its numbers.
    Board(Outcome),
    /// Off the board: a resignation, time, an agreement.
    OffBoard(OffBoard),
    /// Not known (a result that does not match the position): the
    /// headline alone says who won.
    Unknown,
}

impl Standing {
    /// How `position` stands as drawn with `options`: the game's result
    /// wins over the position (which cannot know of a resignation).
    pub fn of(position: &Position, options: &RenderOptions) -> Standing {
        let outcome = position.outcome().cloned();
        match (options.result, outcome) {
            (Some(result), outcome) => {
                let reason = match (OffBoard::of(result.reason), outcome) {
                    (Some(off_board), _) => Reason::OffBoard(off_board),
                    (None, Some(outcome)) if EndReason::of_outcome(&outcome) == result.reason => {
                        Reason::Board(outcome)
                    }
                    _ => Reason::Unknown,
                };
                Standing::Over { winner: result.winner, reason }
            }
            (None, Some(outcome)) => {
                Standing::Over { winner: outcome.winner(), reason: Reason::Board(outcome) }
            }
            (None, None) => Standing::Playing,
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        matches!(self, Standing::Over { .. })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameRecord, Variant};

    fn standing(moves: &str, result: Option<GameResult>) -> Standing {
        let position = GameRecord::from_moves(Variant::Standard, moves).unwrap().replay().unwrap();
        Standing::of(&position, &RenderOptions { result, ..RenderOptions::default() })
    }

    #[test]
    fn a_result_off_the_board_ends_a_position_that_goes_on() {
        assert_eq!(standing("B2-B3-C3", None), Standing::Playing);
        let resigned = GameResult { winner: Some(Player::Black), reason: EndReason::Resignation };
        assert_eq!(
            standing("B2-B3-C3", Some(resigned)),
            Standing::Over { winner: Some(Player::Black), reason: Reason::OffBoard(OffBoard::Resignation) }
        );
        let agreed = GameResult { winner: None, reason: EndReason::Agreement };
        assert_eq!(
            standing("B2-B3-C3", Some(agreed)),
            Standing::Over { winner: None, reason: Reason::OffBoard(OffBoard::Agreement) }
        );
        let claimed = GameResult { winner: Some(Player::White), reason: EndReason::Connection };
        assert_eq!(
            standing("B2-B3-C3", Some(claimed)),
            Standing::Over { winner: Some(Player::White), reason: Reason::Unknown },
            "a result the position does not show is not explained by it"
        );
    }
}
