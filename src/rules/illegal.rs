//! Why a move was refused. Every reason names the rule (src/rules/RULES.md section)
//! that refused it; `messages.rs` turns them into sentences for players.

use thiserror::Error;

use crate::rules::{Cell, Kind, Move, Variant};

/// A refused move and the rule that refused it. The position it was tried
/// on is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{mv} is illegal: {reason}")]
pub struct IllegalMove {
    /// The move as tried.
    pub mv: Move,
    /// Which rule refused it.
    pub reason: IllegalReason,
}

/// The rule a move breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Error)]
pub enum IllegalReason {
    /// The game has ended (§6).
    #[error("the game is over (§6)")]
    GameOver,
    /// `pass` while a legal move exists (§5).
    #[error("passing is only allowed with no legal move at all (§5)")]
    PassNotAllowed,
    /// No piece of that kind is left in the reserve (§5, placement).
    #[error("no {kind} piece left in the reserve (§5 placement)")]
    NoneLeft {
        /// The kind asked for.
        kind: Kind,
    },
    /// A placement onto a cell that is not empty (§5, placement).
    #[error("{cell} is not empty: a new piece goes on three empty cells (§5 placement)")]
    CellOccupied {
        /// The first occupied cell.
        cell: Cell,
    },
    /// A placement touching the central hexagon where it is forbidden (§5).
    #[error("{cell} is in the central hexagon, where {} (§5 placement)", central_rule(*variant))]
    CentralHexagon {
        /// The first central cell of the footprint.
        cell: Cell,
        /// The variant whose rule applies.
        variant: Variant,
    },
    /// No piece at the `from` cell (§5, movement).
    #[error("there is no piece at {from} (§5 movement)")]
    NoPieceAt {
        /// The cell named.
        from: Cell,
    },
    /// The top dot at `from` is the opponent's (§5, movement).
    #[error("the piece on top at {from} is not yours (§5 movement)")]
    NotYourPiece {
        /// The cell named.
        from: Cell,
    },
    /// The top dot at `from` is a minor dot: pieces are moved by their PÜNCT.
    #[error(
        "the dot on top at {from} is a minor dot; name the cell of the piece's PÜNCT, {punct} (§5 movement)"
    )]
    NotAPunct {
        /// The cell named.
        from: Cell,
        /// Where that piece's PÜNCT is.
        punct: Cell,
    },
    /// Some dot of the piece is under another dot (§4).
    #[error("the piece at {from} is covered at {covered_at} and cannot move (§4)")]
    PieceCovered {
        /// The PÜNCT cell of the piece.
        from: Cell,
        /// A cell where something lies on it.
        covered_at: Cell,
    },
    /// The destination footprint is another kind of piece (§5, movement).
    #[error(
        "the piece at {from} is a {piece} but the destination is the shape of a {destination} (§5 movement)"
    )]
    WrongKind {
        /// The cell named.
        from: Cell,
        /// The piece's kind.
        piece: Kind,
        /// The kind the destination footprint describes.
        destination: Kind,
    },
    /// The destination PÜNCT is not on a straight line from `from` (§5).
    #[error("{to} is not on a straight line from {from} (§5 movement)")]
    NotInStraightLine {
        /// Where the PÜNCT starts.
        from: Cell,
        /// Where it was sent.
        to: Cell,
    },
    /// The piece would end exactly where it was (§5).
    #[error("the piece would end exactly where it is: that is no move (§5)")]
    NoMove,
    /// The three cells are at different heights and form no bridge (§5).
    #[error("the piece would not lie level: its cells have heights {heights:?} (§5 movement)")]
    UnevenSupport {
        /// Heights of the PÜNCT cell and the two minor cells.
        heights: [u8; 3],
    },
    /// A triangle's cells at uneven heights: triangles never bridge (§5).
    #[error("a triangle cannot bridge: all three cells must be at one height (§5 bridge)")]
    TriangleCannotBridge,
    /// A jump or bridge whose PÜNCT would not rest on the mover's own dot.
    #[error(
        "the PÜNCT must land on one of your own pieces when jumping or bridging; {cell} is not (§5 jump/bridge)"
    )]
    PunctNotOnOwnPiece {
        /// The destination PÜNCT cell.
        cell: Cell,
    },
}

fn central_rule(variant: Variant) -> &'static str {
    match variant {
        Variant::Basic => "White's first piece may not go",
        Variant::Standard => "no new piece may ever go",
    }
}
