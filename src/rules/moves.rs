//! Moves: a placement, a movement, or the forced pass (src/rules/RULES.md §3, §5).

use std::fmt;
use std::str::FromStr;

use crate::rules::notation::{self, ParseMoveError};
use crate::rules::{Cell, Footprint};

/// One turn.
///
/// ```
/// use punct::rules::Move;
/// let m: Move = "f5 -> h7 i8 h8".parse()?;
/// assert_eq!(m.to_string(), "F5>H7-H8-I8");
/// # Ok::<(), punct::rules::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A piece from the reserve, its kind given by the footprint.
    Place(Footprint),
    /// The piece whose PÜNCT is on top at `from` goes to `to`, possibly
    /// turned, jumping or bridging.
    Movement {
        /// The PÜNCT cell of the piece being moved.
        from: Cell,
        /// Where the piece lands.
        to: Footprint,
    },
    /// Only legal when the player has no other legal move.
    Pass,
}

impl Move {
    /// Where the piece lands, for placements and movements.
    pub fn footprint(self) -> Option<Footprint> {
        match self {
            Move::Place(f) | Move::Movement { to: f, .. } => Some(f),
            Move::Pass => None,
        }
    }

    /// The PÜNCT cell a movement starts from.
    pub fn from(self) -> Option<Cell> {
        match self {
            Move::Movement { from, .. } => Some(from),
            _ => None,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(footprint) => write!(f, "{footprint}"),
            Move::Movement { from, to } => write!(f, "{from}>{to}"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Lenient parsing; see [`notation`](crate::rules::notation).
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        notation::parse_move(s)
    }
}

/// How a piece came to rest: what `punct replay` prints per ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Landing {
    /// A new piece from the reserve, at level 1.
    Place,
    /// A movement onto three empty cells, at level 1.
    Flat,
    /// A movement onto three dots of equal height.
    Jump,
    /// A movement whose ends rest on equal heights over a lower middle.
    Bridge,
    /// No move was possible.
    Pass,
}

impl Landing {
    /// The lowercase word scripts read.
    pub const fn name(self) -> &'static str {
        match self {
            Landing::Place => "place",
            Landing::Flat => "flat",
            Landing::Jump => "jump",
            Landing::Bridge => "bridge",
            Landing::Pass => "pass",
        }
    }
}

impl fmt::Display for Landing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
