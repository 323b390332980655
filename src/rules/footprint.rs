//! Footprints: the three cells a piece covers, PÜNCT first (src/rules/RULES.md §3).

use std::fmt;
use std::str::FromStr;

use crate::rules::notation::{self, ParseMoveError};
use crate::rules::shape::{self, BridgeShape, ORIENTATIONS};
use crate::rules::{Bitboard, Cell, Kind};

/// Three cells forming a piece, with the PÜNCT singled out. The kind follows
/// from the shape and where the PÜNCT is, so a footprint always has exactly
/// one [`Kind`].
///
/// ```
/// use punct::rules::{Footprint, Kind};
/// let f: Footprint = "c5 d6 c6".parse()?;
/// assert_eq!(f.to_string(), "C5-C6-D6");
/// assert_eq!(f.kind(), Kind::T);
/// # Ok::<(), punct::rules::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Footprint {
    punct: Cell,
    minors: [Cell; 2],
    orientation: u8,
}

/// Three cells that are not one piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FootprintError {
    /// A cell was given twice.
    RepeatedCell(Cell),
    /// The cells are not a triangle, a line of three or a 120° angle.
    NotAPiece,
}

impl Footprint {
    /// The footprint with the PÜNCT at `punct` and minor dots at `a` and `b`
    /// (in either order).
    ///
    /// # Errors
    /// When a cell repeats or the three cells are not the shape of a piece.
    pub fn new(punct: Cell, a: Cell, b: Cell) -> Result<Footprint, FootprintError> {
        if a == punct || a == b {
            return Err(FootprintError::RepeatedCell(a));
        }
        if b == punct {
            return Err(FootprintError::RepeatedCell(b));
        }
        let o = shape::find_orientation(punct, a, b).ok_or(FootprintError::NotAPiece)?;
        Ok(Footprint::from_orientation(o, punct, [a, b]))
    }

    /// Builds a footprint from an orientation known to fit at `punct`.
    pub(crate) fn from_orientation(o: usize, punct: Cell, [a, b]: [Cell; 2]) -> Footprint {
        let minors = if a.order_key() <= b.order_key() { [a, b] } else { [b, a] };
        Footprint { punct, minors, orientation: o as u8 }
    }

    /// The cell of the PÜNCT.
    pub fn punct(self) -> Cell {
        self.punct
    }

    /// The two minor dots, in canonical (column, row) order.
    pub fn minors(self) -> [Cell; 2] {
        self.minors
    }

    /// All three cells, PÜNCT first.
    pub fn cells(self) -> [Cell; 3] {
        [self.punct, self.minors[0], self.minors[1]]
    }

    /// The three cells as a set.
    pub fn mask(self) -> Bitboard {
        self.cells().into_iter().collect()
    }

    /// Whether the footprint covers `cell`.
    pub fn contains(self, cell: Cell) -> bool {
        self.cells().contains(&cell)
    }

    /// The kind of piece with this footprint.
    pub fn kind(self) -> Kind {
        ORIENTATIONS[self.orientation as usize].kind
    }

    /// Index into the orientation table.
    pub(crate) fn orientation(self) -> usize {
        self.orientation as usize
    }

    /// For pieces that can bridge: `(end, middle, end)`. The middle dot is
    /// the one left unsupported by a bridge. `None` for triangles.
    pub fn bridge_cells(self) -> Option<(Cell, Cell, Cell)> {
        let o = self.orientation();
        let [first, second] = shape::minor_cells(o, self.punct)?;
        match ORIENTATIONS[o].bridge {
            BridgeShape::Never => None,
            BridgeShape::PunctAtEnd => Some((self.punct, first, second)),
            BridgeShape::PunctInMiddle => Some((first, self.punct, second)),
        }
    }

    /// The same piece turned about its PÜNCT and moved so the PÜNCT is at
    /// `punct`, in orientation `o` (same kind), if it fits on the board.
    pub(crate) fn with_orientation_at(o: usize, punct: Cell) -> Option<Footprint> {
        let minors = shape::minor_cells(o, punct)?;
        Some(Footprint::from_orientation(o, punct, minors))
    }
}

impl fmt::Display for Footprint {
    /// Canonical notation: `PÜNCT-minor-minor`, minors by column then row.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}-{}", self.punct, self.minors[0], self.minors[1])
    }
}

impl fmt::Debug for Footprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}({})", self.kind(), self)
    }
}

impl FromStr for Footprint {
    type Err = ParseMoveError;

    /// Lenient like moves: any case, `-`, `,` or spaces between cells.
    fn from_str(s: &str) -> Result<Footprint, ParseMoveError> {
        notation::parse_footprint(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fp(s: &str) -> Footprint {
        s.parse().unwrap()
    }

    #[test]
    fn kinds_follow_from_shape_and_punct() {
        assert_eq!(fp("C5-C6-D6").kind(), Kind::T);
        assert_eq!(fp("F5-F4-F6").kind(), Kind::C);
        assert_eq!(fp("F5-F6-F7").kind(), Kind::E);
        // Angle P=I9 K=J9 F=K10: south-east then north-east: left.
        assert_eq!(fp("I9-J9-K10").kind(), Kind::L);
        // The same cells with the PÜNCT at the other end turn right.
        assert_eq!(fp("K10-I9-J9").kind(), Kind::R);
        assert_eq!(fp("J9-I9-K10").kind(), Kind::M);
    }

    #[test]
    fn canonical_order_of_minors() {
        assert_eq!(fp("I9 K10 J9").to_string(), "I9-J9-K10");
        assert_eq!(fp("b3,a3,a2").to_string(), "B3-A2-A3");
    }

    #[test]
    fn non_pieces_are_refused() {
        let c5: Cell = "C5".parse().unwrap();
        let c7: Cell = "C7".parse().unwrap();
        let d6: Cell = "D6".parse().unwrap();
        assert_eq!(Footprint::new(c5, c7, d6), Err(FootprintError::NotAPiece));
        assert_eq!(Footprint::new(c5, c5, d6), Err(FootprintError::RepeatedCell(c5)));
    }

    #[test]
    fn bridge_cells_put_the_middle_in_the_middle() {
        let c = fp("F5-F4-F6");
        let (a, m, b) = c.bridge_cells().unwrap();
        assert_eq!(m.to_string(), "F5");
        assert!(a.is_adjacent(m) && b.is_adjacent(m));
        let e = fp("F5-F6-F7");
        assert_eq!(e.bridge_cells().unwrap().1.to_string(), "F6");
        assert_eq!(fp("C5-C6-D6").bridge_cells(), None);
    }
}
