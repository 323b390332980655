//! Footprints: the three cells a piece covers, PÜNCT first (src/rules/RULES.md §3).

use std::fmt;

use crate::rules::shape::{
    self, BridgeShape, OFFSET_SLOTS, OFFSETS, ON_BOARD, ORIENTATION_COUNT, ORIENTATIONS,
};
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

    /// Every footprint on the board with its PÜNCT in `puncts` (pass
    /// [`Cell::ALL`] for any), a cell in `a` and a cell in `b` (one cell in
    /// both will do), orientation by orientation, each PÜNCT in cell order.
    /// This is where a piece could join two groups, which tactics ask
    /// after every move a search weighs: one pass of shifted masks per
    /// orientation answers it, where looking at every footprint near both
    /// sets cost thirty-three footprints per nearby cell.
    pub fn touching_both(a: Bitboard, b: Bitboard, puncts: Bitboard) -> impl Iterator<Item = Footprint> {
        let shifted = |set: Bitboard| OFFSETS.map(|offset| set.shifted(offset));
        let (near_a, near_b) = (shifted(a), shifted(b));
        (0..ORIENTATION_COUNT).flat_map(move |o| {
            let [first, second] = OFFSET_SLOTS[o];
            let touches_a = a | near_a[first] | near_a[second];
            let touches_b = b | near_b[first] | near_b[second];
            (ON_BOARD[o] & puncts & touches_a & touches_b)
                .into_iter()
                .filter_map(move |punct| Footprint::with_orientation_at(o, punct))
        })
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

    /// Random cell sets, from a handful of cells to half the board.
    fn random_set(rng: &mut crate::rules::SplitMix64, cells: u64) -> Bitboard {
        let mut set = Bitboard::EMPTY;
        for _ in 0..cells {
            if let Some(cell) = Cell::ALL.nth(rng.below(u64::from(Cell::ALL.count())) as u32) {
                set.insert(cell);
            }
        }
        set
    }

    #[test]
    fn touching_both_finds_exactly_the_footprints_that_touch_both_sets() {
        let every: Vec<Footprint> = (0..ORIENTATION_COUNT)
            .flat_map(|o| Cell::ALL.iter().filter_map(move |p| Footprint::with_orientation_at(o, p)))
            .collect();
        let mut rng = crate::rules::SplitMix64::new(17);
        for round in 0..60 {
            let (a, b) = (random_set(&mut rng, 1 + round), random_set(&mut rng, 1 + 2 * round));
            let mut expected: Vec<Footprint> =
                every.iter().copied().filter(|f| (f.mask() & a).any() && (f.mask() & b).any()).collect();
            let mut found: Vec<Footprint> = Footprint::touching_both(a, b, Cell::ALL).collect();
            let key = |f: &Footprint| f.to_string();
            expected.sort_by_key(key);
            found.sort_by_key(key);
            assert_eq!(found, expected, "round {round}");
        }
        let corner = Cell::ALL.first().unwrap();
        let alone = Bitboard::from_cell(corner);
        assert_eq!(Footprint::touching_both(alone, Bitboard::EMPTY, Cell::ALL).count(), 0);
        let through = Footprint::touching_both(alone, alone, Cell::ALL).collect::<Vec<_>>();
        assert!(!through.is_empty() && through.iter().all(|f| f.contains(corner)));
        // Two steps from the corner: some pieces there reach it.
        let elsewhere = corner
            .neighbours()
            .flat_map(Cell::neighbours)
            .find(|&c| c != corner && !c.is_adjacent(corner))
            .unwrap();
        let only_there =
            Footprint::touching_both(alone, alone, Bitboard::from_cell(elsewhere)).collect::<Vec<_>>();
        assert!(!only_there.is_empty() && only_there.iter().all(|f| f.punct() == elsewhere));
        assert_eq!(only_there.len(), through.iter().filter(|f| f.punct() == elsewhere).count());
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
