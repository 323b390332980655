//! Regions of the board: the central hexagon and the three pairs of
//! opposite sides (src/rules/RULES.md §1).

use std::fmt;

use crate::rules::{Bitboard, Cell};

/// A region named by a rule, so masks can be built at compile time (const
/// code cannot call closures).
#[derive(Clone, Copy)]
enum Region {
    Central,
    Column(u8),
    Row(u8),
    Diagonal(i32),
    AnySide,
}

const fn in_region(region: Region, col: u8, row: u8) -> bool {
    let diagonal = row as i32 - col as i32;
    match region {
        Region::Central => within_two_of_centre(col, row),
        Region::Column(c) => col == c,
        Region::Row(r) => row == r,
        Region::Diagonal(d) => diagonal == d,
        Region::AnySide => col == 1 || col == 17 || row == 1 || row == 17 || diagonal.abs() == 8,
    }
}

const fn mask_where(region: Region) -> Bitboard {
    let mut words = [0u64; 4];
    let mut i = 0;
    while i < 256 {
        if let Some(cell) = Cell::from_index(i)
            && in_region(region, cell.col(), cell.row())
        {
            words[i >> 6] |= 1u64 << (i & 63);
        }
        i += 1;
    }
    Bitboard(words)
}

const fn within_two_of_centre(col: u8, row: u8) -> bool {
    match Cell::new(9, 9) {
        Some(centre) => match Cell::new(col, row) {
            Some(cell) => centre.distance(cell) <= 2,
            None => false,
        },
        None => false,
    }
}

/// The 19 cells within distance 2 of I9. Standard game: no placed piece may
/// touch it; at the end its visible cells are counted.
pub const CENTRAL_HEXAGON: Bitboard = mask_where(Region::Central);

/// One of the three ways to cross the board. Each has two opposite sides of
/// seven cells; a player wins by joining the two with visible cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Axis {
    /// Column A (`A2..A8`) to column Q (`Q10..Q16`).
    Columns,
    /// Row 1 (`B1..H1`) to row 17 (`J17..P17`).
    Rows,
    /// `J2..P8` (row − col = −8) to `B10..H16` (row − col = +8).
    Diagonals,
}

impl Axis {
    /// The three axes, in the order connections are reported.
    pub const ALL: [Axis; 3] = [Axis::Columns, Axis::Rows, Axis::Diagonals];

    /// The two opposite sides.
    pub const fn sides(self) -> [Bitboard; 2] {
        SIDE_MASKS[self as usize]
    }

    /// How the sides are named in messages: `"columns A and Q"`.
    pub const fn description(self) -> &'static str {
        match self {
            Axis::Columns => "columns A and Q",
            Axis::Rows => "rows 1 and 17",
            Axis::Diagonals => "the sides J2–P8 and B10–H16",
        }
    }
}

impl fmt::Display for Axis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.description())
    }
}

const SIDE_MASKS: [[Bitboard; 2]; 3] = [
    [mask_where(Region::Column(1)), mask_where(Region::Column(17))],
    [mask_where(Region::Row(1)), mask_where(Region::Row(17))],
    [mask_where(Region::Diagonal(-8)), mask_where(Region::Diagonal(8))],
];

/// Every cell on any side.
pub const ALL_SIDES: Bitboard = mask_where(Region::AnySide);

#[cfg(test)]
mod tests {
    use super::*;

    fn names(b: Bitboard) -> Vec<String> {
        let mut cells: Vec<Cell> = b.iter().collect();
        cells.sort();
        cells.iter().map(Cell::to_string).collect()
    }

    #[test]
    fn central_hexagon_is_the_nineteen_listed_cells() {
        let listed = "G7 G8 G9 H7 H8 H9 H10 I7 I8 I9 I10 I11 J8 J9 J10 J11 K9 K10 K11";
        assert_eq!(names(CENTRAL_HEXAGON).join(" "), listed);
    }

    #[test]
    fn sides_are_the_listed_seven_cells_each() {
        let expected = [
            ("A2 A3 A4 A5 A6 A7 A8", "Q10 Q11 Q12 Q13 Q14 Q15 Q16"),
            ("B1 C1 D1 E1 F1 G1 H1", "J17 K17 L17 M17 N17 O17 P17"),
            ("J2 K3 L4 M5 N6 O7 P8", "B10 C11 D12 E13 F14 G15 H16"),
        ];
        for (axis, (a, b)) in Axis::ALL.into_iter().zip(expected) {
            let [one, other] = axis.sides();
            assert_eq!(names(one).join(" "), a);
            assert_eq!(names(other).join(" "), b);
        }
        assert_eq!(ALL_SIDES.count(), 42);
    }
}
