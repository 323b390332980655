//! Which moves an inner search node looks at.
//!
//! A position has thousands of legal moves, mostly placements far from
//! anything that matters. Inner nodes keep the moves landing on cells that
//! lie on a nearly shortest path of either player (building one's own
//! chain or blocking the opponent's), or on a chain the opponent could
//! complete next move. The root does not use this: it judges every move.

use crate::ai::distance::{axis_distance, path_cells};
use crate::ai::eval::{Weights, costs};
use crate::ai::tactics::winning_region;
use crate::rules::{Axis, Bitboard, Move, Player, Position};

/// Cells where moves matter for `player`: on a path across the board at
/// most `slack` cells longer than their shortest.
pub fn path_region(position: &Position, player: Player, weights: &Weights, slack: u32) -> Bitboard {
    let costs = costs(position, player, weights);
    let distances = Axis::ALL.map(|axis| axis_distance(&costs, axis, u32::MAX));
    let Some(best) = distances.iter().flatten().min().copied() else { return Bitboard::EMPTY };
    let budget = best + slack;
    let mut region = Bitboard::EMPTY;
    for (axis, d) in Axis::ALL.into_iter().zip(distances) {
        if d.is_some_and(|d| d <= budget) {
            region |= path_cells(&costs, axis, budget).map_or(Bitboard::EMPTY, |(cells, _)| cells);
        }
    }
    region
}

/// The region of a node: both players' near-shortest paths and the
/// opponent's possible winning chains.
pub fn node_region(position: &Position, weights: &Weights, slack: u32) -> Bitboard {
    let me = position.to_move();
    let opponent = me.opponent();
    path_region(position, me, weights, slack)
        | path_region(position, opponent, weights, slack)
        | winning_region(position, opponent)
}

/// The legal moves landing in the node's region; every legal move when
/// none does (including the forced pass).
pub fn candidate_moves(position: &Position, weights: &Weights, slack: u32) -> Vec<Move> {
    let legal = position.legal_moves();
    let region = node_region(position, weights, slack);
    let kept: Vec<Move> =
        legal.iter().copied().filter(|m| m.footprint().is_some_and(|f| (f.mask() & region).any())).collect();
    if kept.is_empty() { legal } else { kept }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn the_opening_region_is_most_of_the_board_and_moves_are_kept() {
        let position = Position::new(Variant::Standard);
        let moves = candidate_moves(&position, &Weights::default(), 0);
        assert!(!moves.is_empty());
        assert!(moves.iter().all(|&m| position.is_legal(m)));
    }

    #[test]
    fn far_away_placements_are_dropped_once_paths_form() {
        let mut position = Position::new(Variant::Basic);
        for text in ["A5-B5-C5", "A2-B2-B3", "D5-E5-F5", "K5-L5-L6"] {
            position = position.play(text.parse().unwrap()).unwrap();
        }
        let all = position.legal_move_count();
        let kept = candidate_moves(&position, &Weights::default(), 0).len();
        assert!(kept < all, "{kept} of {all}");
    }
}
