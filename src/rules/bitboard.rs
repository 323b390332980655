//! A set of cells as a 256-bit mask.
//!
//! Why 256 bits are enough: a cell `(col, row)` lives at bit
//! `(col - 1) + 16 * (row - 1)` taken modulo 256 (see [`Cell`]). That map is
//! one-to-one on the 211 cells of the board, and it turns every step on the
//! board into a fixed rotation of the mask: one column is one bit, one row is
//! sixteen. So "every cell whose neighbour in some direction is empty" is a
//! single rotation, and all placements of one footprint shape are the AND of
//! three rotated masks. Bits that would wrap round the edge are removed by
//! precomputed "whole footprint is on the board" masks, never by the rotation.
//!
//! [`Cell`]: crate::rules::Cell

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

use crate::rules::Cell;

/// A set of board cells, one bit per cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub(crate) [u64; 4]);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard([0; 4]);

    /// The set holding only `cell`.
    pub const fn from_cell(cell: Cell) -> Bitboard {
        let i = cell.index();
        let mut words = [0u64; 4];
        words[i >> 6] = 1u64 << (i & 63);
        Bitboard(words)
    }

    /// Whether `cell` is in the set.
    pub const fn contains(self, cell: Cell) -> bool {
        let i = cell.index();
        self.0[i >> 6] >> (i & 63) & 1 == 1
    }

    /// Adds `cell` to the set.
    pub fn insert(&mut self, cell: Cell) {
        let i = cell.index();
        self.0[i >> 6] |= 1u64 << (i & 63);
    }

    /// Removes `cell` from the set.
    pub fn remove(&mut self, cell: Cell) {
        let i = cell.index();
        self.0[i >> 6] &= !(1u64 << (i & 63));
    }

    /// Sets bit `i` (0…255), cell or not: used to patch rotated masks.
    #[inline]
    pub(crate) fn set_bit(&mut self, i: usize) {
        self.0[(i >> 6) & 3] |= 1u64 << (i & 63);
    }

    /// Clears bit `i` (0…255).
    #[inline]
    pub(crate) fn clear_bit(&mut self, i: usize) {
        self.0[(i >> 6) & 3] &= !(1u64 << (i & 63));
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) == 0
    }

    /// Whether the set has at least one cell.
    pub const fn any(self) -> bool {
        !self.is_empty()
    }

    /// The number of cells in the set.
    pub const fn count(self) -> u32 {
        self.0[0].count_ones() + self.0[1].count_ones() + self.0[2].count_ones() + self.0[3].count_ones()
    }

    /// The set with bit `i` set whenever bit `i + offset` (mod 256) is set
    /// in `self`: "every cell whose neighbour at `offset` is in the set".
    ///
    /// Only meaningful for cells whose neighbour at `offset` is on the board;
    /// callers mask the result with a table of such cells.
    #[inline]
    pub fn shifted(self, offset: i16) -> Bitboard {
        self.rotate_right(offset.rem_euclid(256) as u32)
    }

    /// Rotates all 256 bits towards bit 0 by `n` places.
    #[inline]
    fn rotate_right(self, n: u32) -> Bitboard {
        let words = self.0;
        let word_shift = (n / 64) as usize;
        let bit_shift = n % 64;
        let mut out = [0u64; 4];
        for (k, slot) in out.iter_mut().enumerate() {
            let lo = words[(k + word_shift) & 3];
            let hi = words[(k + word_shift + 1) & 3];
            *slot = if bit_shift == 0 { lo } else { (lo >> bit_shift) | (hi << (64 - bit_shift)) };
        }
        Bitboard(out)
    }

    /// The lowest cell in the set (by bit index), if any.
    pub fn first(self) -> Option<Cell> {
        for (k, &word) in self.0.iter().enumerate() {
            if word != 0 {
                return Some(Cell::from_index_unchecked(k * 64 + word.trailing_zeros() as usize));
            }
        }
        None
    }

    /// The `n`-th cell of the set in bit order, counting from 0.
    pub fn nth(self, mut n: u32) -> Option<Cell> {
        for (k, &word) in self.0.iter().enumerate() {
            let ones = word.count_ones();
            if n < ones {
                let mut w = word;
                let mut skipped = 0;
                while n >= (w & 0xFF).count_ones() {
                    n -= (w & 0xFF).count_ones();
                    w >>= 8;
                    skipped += 8;
                }
                for _ in 0..n {
                    w &= w - 1;
                }
                let bit = skipped + w.trailing_zeros() as usize;
                return Some(Cell::from_index_unchecked(k * 64 + bit));
            }
            n -= ones;
        }
        None
    }

    /// The cells of the set in bit order.
    pub fn iter(self) -> BitboardIter {
        BitboardIter { words: self.0, word: 0 }
    }
}

/// Iterator over the cells of a [`Bitboard`].
pub struct BitboardIter {
    words: [u64; 4],
    word: usize,
}

impl Iterator for BitboardIter {
    type Item = Cell;

    fn next(&mut self) -> Option<Cell> {
        while self.word < 4 {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some(Cell::from_index_unchecked(self.word * 64 + w.trailing_zeros() as usize));
            }
            self.word += 1;
        }
        None
    }
}

impl IntoIterator for Bitboard {
    type Item = Cell;
    type IntoIter = BitboardIter;

    fn into_iter(self) -> BitboardIter {
        self.iter()
    }
}

impl FromIterator<Cell> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        for cell in iter {
            b.insert(cell);
        }
        b
    }
}

macro_rules! bitwise {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign:ident, $op:tt) => {
        impl $trait for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $method(self, rhs: Bitboard) -> Bitboard {
                Bitboard([
                    self.0[0] $op rhs.0[0],
                    self.0[1] $op rhs.0[1],
                    self.0[2] $op rhs.0[2],
                    self.0[3] $op rhs.0[3],
                ])
            }
        }
        impl $assign_trait for Bitboard {
            #[inline]
            fn $assign(&mut self, rhs: Bitboard) {
                *self = *self $op rhs;
            }
        }
    };
}

bitwise!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bitwise!(BitOr, bitor, BitOrAssign, bitor_assign, |);

impl BitXor for Bitboard {
    type Output = Bitboard;
    fn bitxor(self, rhs: Bitboard) -> Bitboard {
        Bitboard([self.0[0] ^ rhs.0[0], self.0[1] ^ rhs.0[1], self.0[2] ^ rhs.0[2], self.0[3] ^ rhs.0[3]])
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    /// The complement within all 256 bits; AND with [`Cell::ALL`] to stay on
    /// the board.
    ///
    /// [`Cell::ALL`]: crate::rules::Cell::ALL
    fn not(self) -> Bitboard {
        Bitboard([!self.0[0], !self.0[1], !self.0[2], !self.0[3]])
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifting_by_a_direction_finds_neighbours() {
        let i9: Cell = "I9".parse().unwrap();
        let i10: Cell = "I10".parse().unwrap();
        // Bit I9 of the shifted set is set because its northern neighbour is.
        let shifted = Bitboard::from_cell(i10).shifted(16);
        assert!(shifted.contains(i9));
        assert_eq!(shifted.count(), 1);
    }

    #[test]
    fn rotation_is_a_bijection_for_every_amount() {
        let set: Bitboard = Cell::ALL;
        for offset in -300i16..300 {
            assert_eq!(set.shifted(offset).count(), 211, "offset {offset}");
            assert_eq!(set.shifted(offset).shifted(-offset), set);
        }
    }

    #[test]
    fn nth_and_iter_agree() {
        let cells: Vec<Cell> = Cell::ALL.iter().collect();
        assert_eq!(cells.len(), 211);
        for (n, cell) in cells.iter().enumerate() {
            assert_eq!(Cell::ALL.nth(n as u32), Some(*cell));
        }
        assert_eq!(Cell::ALL.nth(211), None);
        assert_eq!(Cell::ALL.first(), cells.first().copied());
    }
}
