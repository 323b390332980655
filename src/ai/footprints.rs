//! Every footprint on the board, by PÜNCT cell, computed once.
//!
//! Tactics look for moves landing in a small area; walking the footprints
//! of that area is far cheaper than generating all ~5,000 legal moves.

use std::sync::OnceLock;

use crate::rules::{Cell, Footprint};

/// Cells within two steps of `cell`: where the other dots of a piece
/// whose PÜNCT is at `cell` can lie.
fn within_two(cell: Cell) -> Vec<Cell> {
    let mut near: Vec<Cell> = cell.neighbours().flat_map(|n| n.neighbours().chain([n])).collect();
    near.sort();
    near.dedup();
    near.retain(|&c| c != cell);
    near
}

fn all_at(punct: Cell) -> Vec<Footprint> {
    let near = within_two(punct);
    let mut out = Vec::new();
    for (i, &a) in near.iter().enumerate() {
        for &b in &near[i + 1..] {
            if let Ok(footprint) = Footprint::new(punct, a, b) {
                out.push(footprint);
            }
        }
    }
    out
}

/// The footprints whose PÜNCT is at `punct`, every kind and orientation
/// that fits on the board.
pub fn footprints_at(punct: Cell) -> &'static [Footprint] {
    static TABLE: OnceLock<Vec<Vec<Footprint>>> = OnceLock::new();
    let table =
        TABLE.get_or_init(|| (0..256).map(|i| Cell::from_index(i).map(all_at).unwrap_or_default()).collect());
    table.get(punct.index()).map_or(&[], Vec::as_slice)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Move, Position, Variant};

    #[test]
    fn every_placement_on_the_empty_basic_board_is_listed() {
        // Basic game, Black's turn after a far corner piece: no restriction.
        let position = Position::new(Variant::Basic).play("B2-B3-C3".parse().unwrap()).unwrap();
        let mut listed: Vec<Move> = Cell::ALL
            .iter()
            .flat_map(|c| footprints_at(c).iter().map(|&f| Move::Place(f)))
            .filter(|&m| position.is_legal(m))
            .collect();
        let mut legal = position.legal_moves();
        let key = |m: &Move| m.to_string();
        listed.sort_by_key(key);
        legal.sort_by_key(key);
        assert_eq!(listed, legal);
    }

    #[test]
    fn the_centre_has_all_thirty_three_orientations() {
        assert_eq!(footprints_at("I9".parse().unwrap()).len(), 33);
    }
}
