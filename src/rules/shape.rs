//! The 33 ways a piece can lie around its PÜNCT, and which of them fit
//! where. Move generation works per orientation: "every PÜNCT cell where
//! this orientation lands flat" is a few ANDs of rotated [`Bitboard`]s.
//!
//! Per kind: T 6 (the two neighbours may be any adjacent pair), C 3 (a line
//! through the PÜNCT), E 6, M 6, L 6, R 6 — src/rules/RULES.md §2.

use crate::rules::{Bitboard, Cell, Direction, Kind, geometry::CENTRAL_HEXAGON};

/// Which dots carry a bridge (src/rules/RULES.md §5, movement 3). Triangles can't.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BridgeShape {
    /// Triangles have no ends.
    Never,
    /// `E`, `L`, `R`: the PÜNCT rests on one end; `minors[0]` is the middle
    /// (unsupported) dot, `minors[1]` the other end.
    PunctAtEnd,
    /// `C`, `M`: the PÜNCT is the unsupported middle dot; both minors are
    /// the ends.
    PunctInMiddle,
}

/// One orientation: a kind and where its two minor dots lie relative to the
/// PÜNCT.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Orientation {
    pub kind: Kind,
    /// `(Δcol, Δrow)` of the minor dots from the PÜNCT.
    pub deltas: [(i32, i32); 2],
    /// The same steps as bit offsets within a [`Bitboard`].
    pub offsets: [i16; 2],
    pub bridge: BridgeShape,
}

const fn add(a: (i32, i32), b: (i32, i32)) -> (i32, i32) {
    (a.0 + b.0, a.1 + b.1)
}

const fn orientation(kind: Kind, first: (i32, i32), second: (i32, i32)) -> Orientation {
    let bridge = match kind {
        Kind::T => BridgeShape::Never,
        Kind::C | Kind::M => BridgeShape::PunctInMiddle,
        Kind::E | Kind::L | Kind::R => BridgeShape::PunctAtEnd,
    };
    Orientation {
        kind,
        deltas: [first, second],
        offsets: [(first.0 + 16 * first.1) as i16, (second.0 + 16 * second.1) as i16],
        bridge,
    }
}

/// Number of orientations over all kinds.
pub(crate) const ORIENTATION_COUNT: usize = 33;

/// All orientations, grouped by kind in [`Kind::ALL`] order.
pub(crate) const ORIENTATIONS: [Orientation; ORIENTATION_COUNT] = {
    let placeholder = orientation(Kind::T, (0, 0), (0, 0));
    let mut table = [placeholder; ORIENTATION_COUNT];
    let mut n = 0;
    let mut kind_index = 0;
    while kind_index < 6 {
        let kind = Kind::ALL[kind_index];
        let count = if matches!(kind, Kind::C) { 3 } else { 6 };
        let mut i = 0;
        while i < count {
            let d = Direction::ALL[i].delta();
            let next = Direction::ALL[i].turned(1).delta();
            let prev = Direction::ALL[i].turned(-1).delta();
            table[n] = match kind {
                Kind::T => orientation(kind, d, next),
                Kind::C => orientation(kind, d, Direction::ALL[i].opposite().delta()),
                Kind::E => orientation(kind, d, add(d, d)),
                Kind::M => orientation(kind, d, Direction::ALL[i].turned(2).delta()),
                Kind::L => orientation(kind, d, add(d, next)),
                Kind::R => orientation(kind, d, add(d, prev)),
            };
            n += 1;
            i += 1;
        }
        kind_index += 1;
    }
    table
};

/// The range of [`ORIENTATIONS`] holding `kind`.
pub(crate) const fn orientations_of(kind: Kind) -> std::ops::Range<usize> {
    match kind {
        Kind::T => 0..6,
        Kind::C => 6..9,
        Kind::E => 9..15,
        Kind::M => 15..21,
        Kind::L => 21..27,
        Kind::R => 27..33,
    }
}

/// The minor cells of orientation `o` with the PÜNCT at `punct`, if both
/// are on the board.
pub(crate) const fn minor_cells(o: usize, punct: Cell) -> Option<[Cell; 2]> {
    let [a, b] = ORIENTATIONS[o].deltas;
    match (punct.offset(a.0, a.1), punct.offset(b.0, b.1)) {
        (Some(x), Some(y)) => Some([x, y]),
        _ => None,
    }
}

const fn fits(o: usize, punct: Cell, avoid_centre: bool) -> bool {
    match minor_cells(o, punct) {
        Some([a, b]) => {
            !avoid_centre
                || !(CENTRAL_HEXAGON.contains(punct)
                    || CENTRAL_HEXAGON.contains(a)
                    || CENTRAL_HEXAGON.contains(b))
        }
        None => false,
    }
}

const fn fit_masks(avoid_centre: bool) -> [Bitboard; ORIENTATION_COUNT] {
    let mut table = [Bitboard::EMPTY; ORIENTATION_COUNT];
    let mut o = 0;
    while o < ORIENTATION_COUNT {
        let mut words = [0u64; 4];
        let mut i = 0;
        while i < 256 {
            if let Some(punct) = Cell::from_index(i)
                && fits(o, punct, avoid_centre)
            {
                words[i >> 6] |= 1u64 << (i & 63);
            }
            i += 1;
        }
        table[o] = Bitboard(words);
        o += 1;
    }
    table
}

/// PÜNCT cells where orientation `o` has all three cells on the board.
pub(crate) const ON_BOARD: [Bitboard; ORIENTATION_COUNT] = fit_masks(false);

/// PÜNCT cells where orientation `o` is on the board and touches no cell of
/// the central hexagon.
pub(crate) const OUTSIDE_CENTRE: [Bitboard; ORIENTATION_COUNT] = fit_masks(true);

/// How many distinct minor-dot offsets the orientations use: the six
/// neighbours and the twelve cells two steps away.
pub(crate) const OFFSET_COUNT: usize = 18;

const fn offset_table() -> [i16; OFFSET_COUNT] {
    let mut table = [0i16; OFFSET_COUNT];
    let mut n = 0;
    let mut o = 0;
    while o < ORIENTATION_COUNT {
        let mut k = 0;
        while k < 2 {
            let off = ORIENTATIONS[o].offsets[k];
            let mut seen = false;
            let mut i = 0;
            while i < n {
                if table[i] == off {
                    seen = true;
                }
                i += 1;
            }
            if !seen {
                table[n] = off;
                n += 1;
            }
            k += 1;
        }
        o += 1;
    }
    assert!(n == OFFSET_COUNT);
    table
}

/// The distinct bit offsets of minor dots from their PÜNCT.
pub(crate) const OFFSETS: [i16; OFFSET_COUNT] = offset_table();

const fn slot_table() -> [[usize; 2]; ORIENTATION_COUNT] {
    let mut table = [[0usize; 2]; ORIENTATION_COUNT];
    let mut o = 0;
    while o < ORIENTATION_COUNT {
        let mut k = 0;
        while k < 2 {
            let mut i = 0;
            while OFFSETS[i] != ORIENTATIONS[o].offsets[k] {
                i += 1;
            }
            table[o][k] = i;
            k += 1;
        }
        o += 1;
    }
    table
}

/// For each orientation, the index into [`OFFSETS`] of each minor dot, so
/// masks shifted once per offset can be shared by all orientations.
pub(crate) const OFFSET_SLOTS: [[usize; 2]; ORIENTATION_COUNT] = slot_table();

/// `mask` moved so that bit P is set iff the cell at orientation `o`'s
/// minor `k` from P is in `mask`.
#[inline]
pub(crate) fn at_minor(mask: Bitboard, o: usize, k: usize) -> Bitboard {
    mask.shifted(ORIENTATIONS[o].offsets[k])
}

/// The orientation of a footprint with `punct` and the minor cells `a`, `b`
/// (in either order), if those cells form a piece.
pub(crate) fn find_orientation(punct: Cell, a: Cell, b: Cell) -> Option<usize> {
    (0..ORIENTATION_COUNT).find(|&o| match minor_cells(o, punct) {
        Some([x, y]) => (x == a && y == b) || (x == b && y == a),
        None => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orientations_are_distinct_shapes() {
        let i9 = Cell::new(9, 9).unwrap();
        let mut seen = std::collections::HashSet::new();
        for o in 0..ORIENTATION_COUNT {
            let [a, b] = minor_cells(o, i9).unwrap();
            let mut key = [a, b];
            key.sort();
            assert!(seen.insert(key), "orientation {o} repeats a footprint");
            assert_eq!(find_orientation(i9, b, a), Some(o));
        }
    }

    #[test]
    fn kinds_occupy_their_ranges() {
        for kind in Kind::ALL {
            for o in orientations_of(kind) {
                assert_eq!(ORIENTATIONS[o].kind, kind);
            }
        }
    }

    #[test]
    fn left_turns_are_counter_clockwise() {
        // L with its PÜNCT at I9, corner at J9 (south-east), far end at K10:
        // south-east then north-east is a left turn in the picture.
        let i9 = Cell::new(9, 9).unwrap();
        let j9 = Cell::new(10, 9).unwrap();
        let k10 = Cell::new(11, 10).unwrap();
        let o = find_orientation(i9, j9, k10).unwrap();
        assert_eq!(ORIENTATIONS[o].kind, Kind::L);
    }

    #[test]
    fn placements_outside_the_centre_number_4986() {
        // Each fitting orientation is one placement on the empty board.
        let total: u32 = OUTSIDE_CENTRE.iter().map(|m| m.count()).sum();
        assert_eq!(total, 4986);
    }
}
