//! Every word the pictures show, in one place.
//!
//! These are labels on a picture. The render layer cannot see `messages`
//! (which sits above it and holds the sentence files), so the caller hands
//! the words in: [`RenderOptions::words`](crate::render::RenderOptions)
//! is a [`Words`], which `messages` builds from the sentence files for a
//! language. [`English`] is the default, and the words render's own tests
//! read; nothing else in `render` spells out a word. Numbers are glued to
//! their neighbours with no-break spaces where a line break would strand
//! them ("10 to 9").
//!
//! Moves are counted as everywhere else: a move is one player's turn,
//! numbered 1, 2, 3… from the start (White's are the odd ones).

use crate::model::EndReason;
use crate::rules::{Axis, Move, Outcome, Player, Variant};

/// A space the caption wrapper never breaks at.
pub const NO_BREAK: char = '\u{a0}';

/// The words of a picture in one language. Every method is required, so a
/// translation cannot leave one word English by accident.
pub trait Words: Send + Sync + std::fmt::Debug {
    /// What the picture calls a player who has no name.
    fn colour(&self, player: Player) -> String;
    /// Headline of a game going on ("Alice to move").
    fn to_move(&self, name: &str) -> String;
    /// Headline of a won game ("Alice wins").
    fn wins(&self, name: &str) -> String;
    /// Headline of a drawn game.
    fn draw(&self) -> String;
    /// Why the game ended, in a few words, under the headline that names
    /// the winner. Glue numbers to their neighbours with [`NO_BREAK`].
    fn reason(&self, outcome: &Outcome) -> String;
    /// Why the game ended when the board does not show it ("by
    /// resignation", "on time", "by agreement"), under the headline.
    fn off_board(&self, ending: OffBoard) -> String;
    /// The last move with its number ("move 42: J10>J4-K5-K6").
    fn last_move(&self, number: u32, notation: Move) -> String;
    /// Before the central hexagon count ("centre ● 5 ○ 4").
    fn centre_count(&self) -> String;
    /// Shown instead of a reserve once every piece is on the board.
    fn all_placed(&self) -> String;
    /// The goal, for newcomers, on two lines: the coloured bands show
    /// which sides.
    fn goal(&self) -> [String; 2];
    /// What the legend calls `symbol`: a short label beside its picture
    /// (a message can explain it at length).
    fn legend(&self, symbol: Symbol, variant: Variant) -> String;
}

/// The pictures' words in English: the default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct English;

impl Words for English {
    fn colour(&self, player: Player) -> String {
        colour(player).to_string()
    }
    fn to_move(&self, name: &str) -> String {
        format!("{name} to move")
    }
    fn wins(&self, name: &str) -> String {
        format!("{name} wins")
    }
    fn draw(&self) -> String {
        "Draw".to_string()
    }
    fn reason(&self, outcome: &Outcome) -> String {
        reason(outcome)
    }
    fn off_board(&self, ending: OffBoard) -> String {
        match ending {
            OffBoard::Resignation => "by resignation",
            OffBoard::Timeout => "on time",
            OffBoard::Agreement => "by agreement",
        }
        .to_string()
    }
    fn last_move(&self, number: u32, notation: Move) -> String {
        format!("move{NO_BREAK}{number}: {notation}")
    }
    fn centre_count(&self) -> String {
        "centre".to_string()
    }
    fn all_placed(&self) -> String {
        "all placed".to_string()
    }
    fn goal(&self) -> [String; 2] {
        ["connect two sides".to_string(), "of one colour".to_string()]
    }
    fn legend(&self, symbol: Symbol, variant: Variant) -> String {
        legend(symbol, variant).to_string()
    }
}

const fn colour(player: Player) -> &'static str {
    match player {
        Player::White => "White",
        Player::Black => "Black",
    }
}

/// The colour of a pair of sides, as the coloured bands show it.
const fn side(axis: Axis) -> &'static str {
    match axis {
        Axis::Columns => "blue",
        Axis::Rows => "orange",
        Axis::Diagonals => "green",
    }
}

fn reason(outcome: &Outcome) -> String {
    let score = |a: u32, b: u32| format!("{a}{NO_BREAK}to{NO_BREAK}{b}");
    match outcome {
        Outcome::Connected(c) => format!("by joining the {} sides", side(c.axis)),
        Outcome::CentralMajority { winner, central } => {
            format!("by holding more of the centre: {}", score(central[*winner], central[winner.opponent()]))
        }
        Outcome::CentralTie { central } => {
            format!("the centre is shared {}", score(central.white, central.black))
        }
        Outcome::LastPiecePlaced => "all pieces placed, no connection".to_string(),
        Outcome::NoLegalMoves => "neither player can move".to_string(),
    }
}

/// A way a game ends that the board cannot show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OffBoard {
    /// The loser resigned.
    Resignation,
    /// The loser ran out of time.
    Timeout,
    /// Both players agreed to a draw.
    Agreement,
}

impl OffBoard {
    /// The off-board ending `reason` names, if it is one.
    pub fn of(reason: EndReason) -> Option<OffBoard> {
        match reason {
            EndReason::Resignation => Some(OffBoard::Resignation),
            EndReason::Timeout => Some(OffBoard::Timeout),
            EndReason::Agreement => Some(OffBoard::Agreement),
            EndReason::Connection
            | EndReason::CentralMajority
            | EndReason::CentralTie
            | EndReason::LastPiecePlaced
            | EndReason::NoLegalMoves => None,
        }
    }
}

/// A symbol a legend may explain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Symbol {
    /// The ringed dot of a piece.
    Punct,
    /// A number on a dot.
    Stack,
    /// The dashed ring of a bridge's dot that rests on nothing.
    Bridge,
    /// The yellow cells of the last move.
    LastMove,
    /// The dashed ring where the last move's PÜNCT came from.
    Origin,
    /// The magenta rings of the winning chain.
    Chain,
    /// The shaded central hexagon.
    Centre,
    /// Cells the caller highlighted.
    Hint,
    /// Cells a lesson marks.
    Marked,
}

impl Symbol {
    /// Every symbol, in legend order.
    pub const ALL: [Symbol; 9] = [
        Symbol::Punct,
        Symbol::Stack,
        Symbol::Bridge,
        Symbol::LastMove,
        Symbol::Origin,
        Symbol::Chain,
        Symbol::Centre,
        Symbol::Hint,
        Symbol::Marked,
    ];
}

const fn legend(symbol: Symbol, _variant: Variant) -> &'static str {
    match symbol {
        Symbol::Punct => "PÜNCT",
        Symbol::Stack => "stack height",
        Symbol::Bridge => "bridge gap",
        Symbol::LastMove => "last move",
        Symbol::Origin => "came from",
        Symbol::Chain => "winning chain",
        Symbol::Centre => "centre",
        Symbol::Hint => "hint",
        Symbol::Marked => "look here",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_glued_together() {
        let outcome = Outcome::CentralTie { central: crate::rules::ByPlayer { white: 9, black: 9 } };
        let text = reason(&outcome);
        assert!(text.ends_with("9\u{a0}to\u{a0}9"), "{text}");
    }
}
