//! How a game ends (src/rules/RULES.md §6).

use std::fmt;

use crate::rules::{Axis, ByPlayer, Cell, Player};

/// A chain of visible cells joining two opposite sides.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Connection {
    /// Whose cells they are.
    pub player: Player,
    /// Which two sides are joined.
    pub axis: Axis,
    /// A shortest chain of adjacent cells, from the first side of `axis` to
    /// the second, for highlighting.
    pub chain: Vec<Cell>,
}

/// The end of a game by the board rules. Resignations, agreed draws and
/// timeouts are not board rules; the service adds them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Someone connected two opposite sides (§6.2).
    Connected(Connection),
    /// Standard game, last piece placed: more visible central cells (§6.3).
    CentralMajority {
        /// The player with more central cells.
        winner: Player,
        /// Central-hexagon cells visible for each player.
        central: ByPlayer<u32>,
    },
    /// Standard game, last piece placed, equal central cells (§6.3).
    CentralTie {
        /// Central-hexagon cells visible for each player.
        central: ByPlayer<u32>,
    },
    /// Basic game, last piece placed without a connection (§6.3).
    LastPiecePlaced,
    /// Neither player had a legal move (§5, passing).
    NoLegalMoves,
}

impl Outcome {
    /// The winner, or `None` for a draw.
    pub fn winner(&self) -> Option<Player> {
        match self {
            Outcome::Connected(c) => Some(c.player),
            Outcome::CentralMajority { winner, .. } => Some(*winner),
            _ => None,
        }
    }

    /// `white`, `black` or `draw`: the `result:` line of `punct status`.
    pub fn result_word(&self) -> &'static str {
        match self.winner() {
            Some(p) => p.name(),
            None => "draw",
        }
    }

    /// The winning chain, if the game was won by a connection.
    pub fn connection(&self) -> Option<&Connection> {
        match self {
            Outcome::Connected(c) => Some(c),
            _ => None,
        }
    }
}

impl fmt::Display for Outcome {
    /// The `reason:` text of `punct status`: short, stable, readable.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Connected(c) => write!(f, "{} connected {}", c.player, c.axis),
            Outcome::CentralMajority { winner, central } => write!(
                f,
                "{winner} holds more of the central hexagon ({} to {})",
                central[*winner],
                central[winner.opponent()]
            ),
            Outcome::CentralTie { central } => {
                write!(f, "equal central hexagon ({} each)", central.white)
            }
            Outcome::LastPiecePlaced => f.write_str("last piece placed without a connection"),
            Outcome::NoLegalMoves => f.write_str("neither player has a legal move"),
        }
    }
}
