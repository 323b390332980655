//! Connections between opposite sides (src/rules/RULES.md §6.1): flood fills over
//! [`Bitboard`]s, and a shortest chain for showing the winning path.

use crate::rules::{Axis, Bitboard, Cell, Connection, Direction, Player, Position};

/// A crossing needs at least 17 cells: every step changes the coordinate
/// that separates two opposite sides by at most one.
const MIN_CHAIN: u32 = 17;

const fn neighbour_masks() -> [Bitboard; 6] {
    let mut table = [Bitboard::EMPTY; 6];
    let mut d = 0;
    while d < 6 {
        let (dc, dr) = Direction::ALL[d].delta();
        let mut words = [0u64; 4];
        let mut i = 0;
        while i < 256 {
            if let Some(cell) = Cell::from_index(i)
                && cell.offset(dc, dr).is_some()
            {
                words[i >> 6] |= 1u64 << (i & 63);
            }
            i += 1;
        }
        table[d] = Bitboard(words);
        d += 1;
    }
    table
}

/// Cells whose neighbour in direction `d` is on the board.
const HAS_NEIGHBOUR: [Bitboard; 6] = neighbour_masks();

const fn bit_offset(d: Direction) -> i16 {
    let (dc, dr) = d.delta();
    (dc + 16 * dr) as i16
}

/// Every cell that is next to a cell of `set`.
pub(crate) fn neighbours_of(set: Bitboard) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for (k, d) in Direction::ALL.into_iter().enumerate() {
        out |= set.shifted(bit_offset(d)) & HAS_NEIGHBOUR[k];
    }
    out
}

/// The cells of `within` reachable from `seeds` by steps inside `within`.
pub(crate) fn component(seeds: Bitboard, within: Bitboard) -> Bitboard {
    let mut reached = seeds & within;
    loop {
        let grown = (reached | neighbours_of(reached)) & within;
        if grown == reached {
            return reached;
        }
        reached = grown;
    }
}

/// A connection of `player` through one of `seeds`, if there is one.
pub(crate) fn connection_through(position: &Position, player: Player, seeds: Bitboard) -> Option<Connection> {
    let visible = position.visible(player);
    let seeds = seeds & visible;
    if seeds.is_empty() || visible.count() < MIN_CHAIN {
        return None;
    }
    let reached = component(seeds, visible);
    let axis = Axis::ALL.into_iter().find(|axis| {
        let [a, b] = axis.sides();
        (reached & a).any() && (reached & b).any()
    })?;
    Some(Connection { player, axis, chain: shortest_chain(reached, axis)? })
}

/// `player`'s connection anywhere on the board, checking every visible cell.
pub fn connection(position: &Position, player: Player) -> Option<Connection> {
    connection_through(position, player, position.visible(player))
}

/// A shortest chain of cells of `within` from the first side of `axis` to
/// the second, choosing the lowest cells in (column, row) order on ties so
/// the answer is repeatable.
pub(crate) fn shortest_chain(within: Bitboard, axis: Axis) -> Option<Vec<Cell>> {
    let [start, goal] = axis.sides();
    let mut layers = vec![within & start];
    let mut seen = layers[0];
    while (layers[layers.len() - 1] & goal).is_empty() {
        let last = layers[layers.len() - 1];
        let next = neighbours_of(last) & within & !seen;
        if next.is_empty() {
            return None;
        }
        seen |= next;
        layers.push(next);
    }
    let mut cell = lowest(layers[layers.len() - 1] & goal)?;
    let mut chain = vec![cell];
    for layer in layers.iter().rev().skip(1) {
        cell = lowest(neighbours_of(Bitboard::from_cell(cell)) & *layer)?;
        chain.push(cell);
    }
    chain.reverse();
    Some(chain)
}

fn lowest(set: Bitboard) -> Option<Cell> {
    set.iter().min()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(text: &str) -> Bitboard {
        text.split_whitespace().map(|s| s.parse::<Cell>().unwrap()).collect()
    }

    #[test]
    fn neighbours_never_wrap_round_the_edge() {
        for cell in Cell::ALL {
            let expected: Bitboard = cell.neighbours().collect();
            assert_eq!(neighbours_of(Bitboard::from_cell(cell)), expected, "{cell}");
        }
    }

    #[test]
    fn a_straight_row_joins_columns_a_and_q() {
        let path = cells("A5 B5 C5 D5 E5 F5 G5 H5 I5 J5 K5 L5 M5 M6 N7 O8 P9 Q10");
        let chain = shortest_chain(path, Axis::Columns).unwrap();
        assert_eq!(chain.first().unwrap().to_string(), "A5");
        assert_eq!(chain.last().unwrap().to_string(), "Q10");
        for pair in chain.windows(2) {
            assert!(pair[0].is_adjacent(pair[1]));
        }
        assert_eq!(component(cells("A5"), path), path);
    }

    #[test]
    fn a_broken_path_is_no_chain() {
        let path = cells("A5 B5 C5 D5 E5 F5 G5 H5 I5 K5 L5 M5 M6 N7 O8 P9 Q10");
        assert_eq!(shortest_chain(path, Axis::Columns), None);
    }
}
