//! The transposition table of the `expert` level: what the search learnt
//! about a position, kept under its Zobrist key so that the next, deeper
//! iteration (and any other move order reaching the same position) starts
//! from it instead of from scratch.
//!
//! The key XORs one fixed random number per (owner, level, cell) of every
//! dot, per PÜNCT cell, and one for the player to move: playing a move
//! changes only a few of them, and two different positions share a key
//! only by a 1-in-2⁶⁴ accident. An entry keeps the node's ordered
//! candidates (ordering them costs hundreds of evaluations, the dearest
//! part of an inner node), the move that was best or refuted there, and a
//! score with its depth and bound.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::rules::{Move, Player, Position, SplitMix64};

/// Stack levels told apart in the key; higher dots share the last one.
const LEVELS: usize = 8;

/// Per (owner, level, cell) of a dot, then per PÜNCT cell, then the side.
struct Keys {
    dots: Vec<u64>,
    punct: Vec<u64>,
    black_to_move: u64,
}

fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut rng = SplitMix64::new(0x5EED_2B1D_0B57_AC1E);
        Keys {
            dots: (0..2 * LEVELS * 256).map(|_| rng.next_u64()).collect(),
            punct: (0..256).map(|_| rng.next_u64()).collect(),
            black_to_move: rng.next_u64(),
        }
    })
}

/// The Zobrist key of `position`: the same position always gives the same
/// key, whatever moves led to it.
pub fn key(position: &Position) -> u64 {
    let keys = keys();
    let mut key = if position.to_move() == Player::Black { keys.black_to_move } else { 0 };
    for piece in position.pieces() {
        let owner = usize::from(piece.owner == Player::Black);
        let level = usize::from(piece.level).min(LEVELS - 1);
        for cell in piece.footprint.cells() {
            key ^= keys.dots[(owner * LEVELS + level) * 256 + cell.index()];
        }
        key ^= keys.punct[piece.footprint.punct().index()];
    }
    key
}

/// What a stored score says about the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (a move failed high).
    Lower,
    /// The true score is at most this (every move failed low).
    Upper,
}

/// What the search knows about one position.
#[derive(Clone, Debug, Default)]
pub struct Entry {
    /// The node's candidates, best first, as ordering found them.
    pub ordered: Option<Vec<Move>>,
    /// The move that was best, or that refuted the position.
    pub best: Option<Move>,
    /// A score from a search `depth` plies deep, and what kind of bound.
    pub score: Option<(i32, u32, Bound)>,
}

/// Entries by key, at most `capacity` of them (beyond it, new positions
/// are simply not stored: deterministic, and the search still works).
#[derive(Debug, Default)]
pub struct Table {
    entries: HashMap<u64, Entry>,
    capacity: usize,
}

impl Table {
    /// An empty table holding at most `capacity` positions (0: none).
    pub fn new(capacity: usize) -> Table {
        Table { entries: HashMap::new(), capacity }
    }

    /// Whether the table stores anything at all.
    pub fn enabled(&self) -> bool {
        self.capacity > 0
    }

    /// The entry of `key`, if stored.
    pub fn get(&self, key: u64) -> Option<&Entry> {
        self.entries.get(&key)
    }

    /// The entry of `key` to update, `None` when the table is full (or off)
    /// and `key` is not in it.
    pub fn slot(&mut self, key: u64) -> Option<&mut Entry> {
        if !self.entries.contains_key(&key) && self.entries.len() >= self.capacity {
            return None;
        }
        Some(self.entries.entry(key).or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn after(moves: &[&str]) -> Position {
        let mut position = Position::new(Variant::Standard);
        for text in moves {
            position = position.play(text.parse().unwrap()).unwrap();
        }
        position
    }

    #[test]
    fn the_same_position_by_another_order_has_the_same_key() {
        let one = after(&["B2-B3-C3", "N12-N13-O13", "E5-D5-F5", "J14-J15-K15"]);
        let two = after(&["E5-D5-F5", "J14-J15-K15", "B2-B3-C3", "N12-N13-O13"]);
        assert_eq!(key(&one), key(&two));
        let other = after(&["B2-B3-C3", "N12-N13-O13", "E5-D5-F5"]);
        assert_ne!(key(&one), key(&other));
        assert_ne!(key(&Position::new(Variant::Standard)), key(&after(&["B2-B3-C3"])));
    }

    #[test]
    fn a_full_table_stores_no_new_position() {
        let mut table = Table::new(1);
        assert!(table.slot(1).is_some());
        assert!(table.slot(1).is_some());
        assert!(table.slot(2).is_none());
        assert!(Table::new(0).slot(3).is_none());
    }
}
