//! Cells of the 211-cell board (src/rules/RULES.md §1).
//!
//! ```text
//!              I17 is the top vertex            columns are vertical lines,
//!            /     \                            A on the left, Q on the right;
//!    A9 -- … side … -- Q17  (removed corners)   rows run up and to the right.
//!     |                   |
//!    A1 -- … side … -- Q9
//!            \     /
//!              I1 is the bottom vertex
//! ```
//!
//! A cell is stored as its bit in a [`Bitboard`]: `(col-1) + 16*(row-1)`
//! modulo 256, which is one-to-one on the board (see `bitboard.rs`).

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::rules::{Bitboard, Direction};

/// Number of cells on the board.
pub const CELL_COUNT: usize = 211;

const REMOVED_CORNERS: [(u8, u8); 6] = [(1, 1), (1, 9), (9, 1), (9, 17), (17, 9), (17, 17)];

const fn on_board(col: i32, row: i32) -> bool {
    if col < 1 || col > 17 || row < 1 || row > 17 {
        return false;
    }
    let d = row - col;
    if d > 8 || d < -8 {
        return false;
    }
    let mut k = 0;
    while k < REMOVED_CORNERS.len() {
        if REMOVED_CORNERS[k].0 as i32 == col && REMOVED_CORNERS[k].1 as i32 == row {
            return false;
        }
        k += 1;
    }
    true
}

const fn bit_of(col: u8, row: u8) -> usize {
    ((col as usize - 1) + 16 * (row as usize - 1)) & 255
}

/// `(col, row)` of each bit, or `(0, 0)` for bits that are not cells.
const COORDS: [(u8, u8); 256] = {
    let mut table = [(0u8, 0u8); 256];
    let mut col = 1;
    while col <= 17 {
        let mut row = 1;
        while row <= 17 {
            if on_board(col as i32, row as i32) {
                table[bit_of(col, row)] = (col, row);
            }
            row += 1;
        }
        col += 1;
    }
    table
};

/// A cell of the board: always on the board, `Copy`, one byte.
///
/// Cells order by column, then row (`A2 < A8 < B1`), the order canonical
/// notation lists minor dots in.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cell(u8);

impl Cell {
    /// Every cell of the board.
    pub const ALL: Bitboard = {
        let mut words = [0u64; 4];
        let mut i = 0;
        while i < 256 {
            if COORDS[i].0 != 0 {
                words[i >> 6] |= 1u64 << (i & 63);
            }
            i += 1;
        }
        Bitboard(words)
    };

    /// The cell at column `col` (1 = A … 17 = Q) and row `row` (1…17), if it
    /// is on the board.
    pub const fn new(col: u8, row: u8) -> Option<Cell> {
        if on_board(col as i32, row as i32) { Some(Cell(bit_of(col, row) as u8)) } else { None }
    }

    /// The cell stored at bit `index` of a [`Bitboard`], if that bit is a cell.
    pub const fn from_index(index: usize) -> Option<Cell> {
        if index < 256 && COORDS[index].0 != 0 { Some(Cell(index as u8)) } else { None }
    }

    pub(crate) const fn from_index_unchecked(index: usize) -> Cell {
        Cell(index as u8)
    }

    /// The bit this cell occupies in a [`Bitboard`] (0…255, not contiguous).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Column number, 1 (A) to 17 (Q).
    pub const fn col(self) -> u8 {
        COORDS[self.0 as usize].0
    }

    /// Row number, 1 to 17.
    pub const fn row(self) -> u8 {
        COORDS[self.0 as usize].1
    }

    /// The column letter, `'A'`…`'Q'`.
    pub const fn col_letter(self) -> char {
        (b'A' + self.col() - 1) as char
    }

    /// The cell `steps` steps away in `direction`, if on the board.
    pub const fn step(self, direction: Direction, steps: i32) -> Option<Cell> {
        let (dc, dr) = direction.delta();
        self.offset(dc * steps, dr * steps)
    }

    /// The cell at `(col + dc, row + dr)`, if on the board.
    pub const fn offset(self, dc: i32, dr: i32) -> Option<Cell> {
        let col = self.col() as i32 + dc;
        let row = self.row() as i32 + dr;
        if on_board(col, row) { Some(Cell(bit_of(col as u8, row as u8) as u8)) } else { None }
    }

    /// The neighbours of this cell that are on the board.
    pub fn neighbours(self) -> impl Iterator<Item = Cell> {
        Direction::ALL.into_iter().filter_map(move |d| self.step(d, 1))
    }

    /// Whether `other` is one of the six neighbours.
    pub fn is_adjacent(self, other: Cell) -> bool {
        self.distance(other) == 1
    }

    /// Hex distance: the number of steps between the two cells.
    pub const fn distance(self, other: Cell) -> u32 {
        let dc = other.col() as i32 - self.col() as i32;
        let dr = other.row() as i32 - self.row() as i32;
        if (dc >= 0) == (dr >= 0) {
            let (a, b) = (dc.unsigned_abs(), dr.unsigned_abs());
            if a > b { a } else { b }
        } else {
            dc.unsigned_abs() + dr.unsigned_abs()
        }
    }

    /// The direction and distance from `self` to `other` when they lie on
    /// one straight line (the six lines a PÜNCT moves along), else `None`.
    pub fn line_to(self, other: Cell) -> Option<(Direction, u32)> {
        let dc = other.col() as i32 - self.col() as i32;
        let dr = other.row() as i32 - self.row() as i32;
        let steps = dc.abs().max(dr.abs());
        if steps == 0 {
            return None;
        }
        Direction::ALL.into_iter().find_map(|d| {
            let (ddc, ddr) = d.delta();
            (ddc * steps == dc && ddr * steps == dr).then_some((d, steps as u32))
        })
    }

    /// Sort key for canonical notation: column, then row.
    pub(crate) const fn order_key(self) -> u16 {
        (self.col() as u16) << 8 | self.row() as u16
    }
}

impl Ord for Cell {
    fn cmp(&self, other: &Cell) -> Ordering {
        self.order_key().cmp(&other.order_key())
    }
}

impl PartialOrd for Cell {
    fn partial_cmp(&self, other: &Cell) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.col_letter(), self.row())
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a text is not a cell. Each variant keeps the text so the message can
/// quote it back.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseCellError {
    /// Nothing was given.
    #[error("a cell is a column letter A–Q and a row number 1–17, like I9")]
    Empty,
    /// The column is not a letter A…Q.
    #[error("“{text}”: the column must be a letter from A to Q, like I9")]
    BadColumn {
        /// The text that was given.
        text: String,
    },
    /// The row is missing or not a number 1…17.
    #[error("“{text}”: the row must be a number from 1 to 17, like I9")]
    BadRow {
        /// The text that was given.
        text: String,
    },
    /// Column and row exist but the cell is outside the hexagon.
    #[error(
        "{text} is off the board (a hexagon: column A has rows 2–8, I rows 2–16, Q rows 10–16; \
         the corners A1 A9 I1 I17 Q9 Q17 are not cells)"
    )]
    OffBoard {
        /// The cell, upper-cased.
        text: String,
    },
}

impl FromStr for Cell {
    type Err = ParseCellError;

    /// Parses `I9`, `i9`; surrounding spaces are ignored.
    fn from_str(s: &str) -> Result<Cell, ParseCellError> {
        let text = s.trim();
        let mut chars = text.chars();
        let letter = chars.next().ok_or(ParseCellError::Empty)?;
        let upper = letter.to_ascii_uppercase();
        if !('A'..='Q').contains(&upper) {
            return Err(ParseCellError::BadColumn { text: text.to_string() });
        }
        let digits = chars.as_str();
        let row: u8 = match digits.parse() {
            Ok(row) if (1..=17).contains(&row) && digits.len() <= 2 => row,
            _ => return Err(ParseCellError::BadRow { text: text.to_string() }),
        };
        let col = upper as u8 - b'A' + 1;
        Cell::new(col, row).ok_or_else(|| ParseCellError::OffBoard { text: format!("{upper}{row}") })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_has_211_cells_and_six_removed_corners() {
        assert_eq!(Cell::ALL.count() as usize, CELL_COUNT);
        for corner in ["A1", "A9", "I1", "I17", "Q9", "Q17"] {
            assert!(matches!(corner.parse::<Cell>(), Err(ParseCellError::OffBoard { .. })));
        }
        assert!("A10".parse::<Cell>().is_err());
        assert!("Q8".parse::<Cell>().is_err());
    }

    #[test]
    fn display_round_trips_for_every_cell() {
        for cell in Cell::ALL {
            assert_eq!(cell.to_string().parse::<Cell>(), Ok(cell));
            assert_eq!(cell.to_string().to_lowercase().parse::<Cell>(), Ok(cell));
        }
    }

    #[test]
    fn parse_errors_say_what_is_wrong() {
        assert_eq!("".parse::<Cell>(), Err(ParseCellError::Empty));
        assert!(matches!("Z9".parse::<Cell>(), Err(ParseCellError::BadColumn { .. })));
        assert!(matches!("I".parse::<Cell>(), Err(ParseCellError::BadRow { .. })));
        assert!(matches!("I18".parse::<Cell>(), Err(ParseCellError::BadRow { .. })));
        assert!(matches!("I009".parse::<Cell>(), Err(ParseCellError::BadRow { .. })));
        assert!(matches!("Ä9".parse::<Cell>(), Err(ParseCellError::BadColumn { .. })));
    }

    #[test]
    fn neighbours_and_distance_agree() {
        for a in Cell::ALL {
            for b in Cell::ALL {
                assert_eq!(a.is_adjacent(b), a.neighbours().any(|n| n == b));
            }
            assert_eq!(a.distance(a), 0);
        }
        let i9: Cell = "I9".parse().unwrap();
        assert_eq!(i9.neighbours().count(), 6);
        let a2: Cell = "A2".parse().unwrap();
        assert_eq!(a2.neighbours().count(), 3);
    }

    #[test]
    fn line_to_finds_the_six_straight_lines() {
        let f5: Cell = "F5".parse().unwrap();
        let h7: Cell = "H7".parse().unwrap();
        assert_eq!(f5.line_to(h7), Some((Direction::NorthEast, 2)));
        let g9: Cell = "G9".parse().unwrap();
        assert_eq!(f5.line_to(g9), None);
        assert_eq!(f5.line_to(f5), None);
    }

    #[test]
    fn ordering_is_column_then_row() {
        let mut cells: Vec<Cell> = ["B1", "A8", "A2", "Q16"].iter().map(|s| s.parse().unwrap()).collect();
        cells.sort();
        let text: Vec<String> = cells.iter().map(Cell::to_string).collect();
        assert_eq!(text, ["A2", "A8", "B1", "Q16"]);
    }
}
