//! Neighbour sets by constant word shifts: the innermost operation of the
//! distance layers, so it is written for speed (the rules' general version
//! rotates by a run-time amount).

use crate::rules::{Bitboard, Cell};

/// Per direction (SE, NE, N, NW, SW, S): the cells whose neighbour that
/// way is on the board. Bit `i + offset` is that neighbour.
const HAS_NEIGHBOUR: [Bitboard; 6] = {
    const DELTAS: [(i32, i32); 6] = [(1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1)];
    let mut table = [Bitboard::EMPTY; 6];
    let mut d = 0;
    while d < 6 {
        let mut words = [0u64; 4];
        let mut i = 0;
        while i < 256 {
            if let Some(cell) = Cell::from_index(i)
                && cell.offset(DELTAS[d].0, DELTAS[d].1).is_some()
            {
                words[i >> 6] |= 1u64 << (i & 63);
            }
            i += 1;
        }
        table[d] = Bitboard(words);
        d += 1;
    }
    table
};

/// Bit `i` of the result is bit `i + N` of `w` (indices mod 256).
#[inline(always)]
fn take_from_above<const N: u32>(w: [u64; 4]) -> [u64; 4] {
    [
        (w[0] >> N) | (w[1] << (64 - N)),
        (w[1] >> N) | (w[2] << (64 - N)),
        (w[2] >> N) | (w[3] << (64 - N)),
        (w[3] >> N) | (w[0] << (64 - N)),
    ]
}

/// Bit `i` of the result is bit `i - N` of `w` (indices mod 256).
#[inline(always)]
fn take_from_below<const N: u32>(w: [u64; 4]) -> [u64; 4] {
    [
        (w[0] << N) | (w[3] >> (64 - N)),
        (w[1] << N) | (w[0] >> (64 - N)),
        (w[2] << N) | (w[1] >> (64 - N)),
        (w[3] << N) | (w[2] >> (64 - N)),
    ]
}

/// Every board cell next to a cell of `set`.
#[inline]
pub fn neighbours(set: Bitboard) -> Bitboard {
    let w = set.0;
    // A cell is next to `set` when its neighbour one way lies in `set`.
    let shifted = [
        take_from_above::<1>(w),
        take_from_above::<17>(w),
        take_from_above::<16>(w),
        take_from_below::<1>(w),
        take_from_below::<17>(w),
        take_from_below::<16>(w),
    ];
    let mut out = [0u64; 4];
    for (d, s) in shifted.iter().enumerate() {
        let mask = HAS_NEIGHBOUR[d].0;
        for k in 0..4 {
            out[k] |= s[k] & mask[k];
        }
    }
    Bitboard(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::connection;

    #[test]
    fn agrees_with_the_rules_for_every_cell_and_some_sets() {
        for cell in Cell::ALL {
            let set = Bitboard::from_cell(cell);
            let expected: Bitboard = cell.neighbours().collect();
            assert_eq!(neighbours(set), expected, "{cell}");
        }
        let mut rng = crate::rules::SplitMix64::new(5);
        for _ in 0..200 {
            let set: Bitboard = Cell::ALL.iter().filter(|_| rng.below(3) == 0).collect();
            let expected: Bitboard = set.iter().flat_map(Cell::neighbours).collect();
            assert_eq!(neighbours(set), expected);
        }
        let _ = connection::connection;
    }
}
