//! Every word the pictures show, in one place.
//!
//! These are labels on a picture, not messages: they are fixed and few,
//! and the render layer cannot see `messages` (which sits above it). Kept
//! together here so that a translation (Fluent, as `messages` will use)
//! can replace them all at once; nothing else in `render` spells out a
//! word. Numbers are glued to their neighbours with no-break spaces where
//! a line break would strand them ("10 to 9").
//!
//! Moves are counted as everywhere else: a move is one player's turn,
//! numbered 1, 2, 3… from the start (White's are the odd ones).

use crate::rules::{Axis, Move, Outcome, Player, Variant};

/// A space the caption wrapper never breaks at.
pub const NO_BREAK: char = '\u{a0}';

/// What the picture calls a player who has no name.
pub const fn colour(player: Player) -> &'static str {
    match player {
        Player::White => "White",
        Player::Black => "Black",
    }
}

/// The colour of a pair of sides, as the coloured bands show it.
pub const fn side(axis: Axis) -> &'static str {
    match axis {
        Axis::Columns => "blue",
        Axis::Rows => "orange",
        Axis::Diagonals => "green",
    }
}

/// The variant, in the footer.
pub const fn variant(variant: Variant) -> &'static str {
    match variant {
        Variant::Basic => "basic",
        Variant::Standard => "standard",
    }
}

/// Headline of a game going on.
pub fn to_move(name: &str) -> String {
    format!("{name} to move")
}

/// Headline of a won game.
pub fn wins(name: &str) -> String {
    format!("{name} wins")
}

/// Headline of a drawn game.
pub const DRAW: &str = "Draw";

/// Why the game ended, in a few words, under the headline that names the
/// winner.
pub fn reason(outcome: &Outcome) -> String {
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

/// The last move with its number ("move 42: J10>J4-K5-K6").
pub fn last_move(number: u32, notation: Move) -> String {
    format!("move{NO_BREAK}{number}: {notation}")
}

/// The footer: how many moves were played, and the variant.
pub fn moves_played(count: u32, variant: Variant) -> String {
    let moves = match count {
        0 => "no moves yet".to_string(),
        1 => "1 move".to_string(),
        n => format!("{n} moves"),
    };
    format!("{moves} · {}", self::variant(variant))
}

/// Before the central hexagon count ("centre ● 5 ○ 4").
pub const CENTRE_COUNT: &str = "centre";

/// Shown instead of a reserve once every piece is on the board.
pub const ALL_PLACED: &str = "all pieces placed";

/// The goal, for newcomers, on two lines: the coloured bands show which
/// sides.
pub const GOAL: [&str; 2] = ["connect two sides", "of one colour"];

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
}

/// What `symbol` means, in a few words.
pub const fn legend(symbol: Symbol, variant: Variant) -> &'static str {
    match symbol {
        Symbol::Punct => "PÜNCT: moves the piece",
        Symbol::Stack => "stack height",
        Symbol::Bridge => "bridge dot over nothing",
        Symbol::LastMove => "last move",
        Symbol::Origin => "moved from here",
        Symbol::Chain => "winning chain",
        Symbol::Centre => match variant {
            Variant::Standard => "centre: decides if no one connects",
            Variant::Basic => "central hexagon",
        },
        Symbol::Hint => "hint",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_of_moves_agree_in_number() {
        assert_eq!(moves_played(0, Variant::Standard), "no moves yet · standard");
        assert_eq!(moves_played(1, Variant::Basic), "1 move · basic");
        assert_eq!(moves_played(58, Variant::Standard), "58 moves · standard");
    }

    #[test]
    fn scores_are_glued_together() {
        let outcome = Outcome::CentralTie { central: crate::rules::ByPlayer { white: 9, black: 9 } };
        let text = reason(&outcome);
        assert!(text.ends_with("9\u{a0}to\u{a0}9"), "{text}");
    }
}
