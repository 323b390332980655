//! Perft: counting the leaves of the game tree, to check move generation
//! against independently known numbers (RULES.md; issue figures: perft(1)
//! is 4,986 in both variants, perft(2) 23,841,810 standard and 28,499,958
//! basic).

use crate::rules::{Move, Position};

/// Leaf nodes `depth` plies below `position`. A finished game has none;
/// a forced pass counts as one move.
///
/// The last ply is counted without being played: [`Position::legal_move_count`]
/// equals `legal_moves().len()` (tested), so this is full enumeration.
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.legal_move_count() as u64,
        _ => position
            .legal_moves()
            .into_iter()
            .map(|m| {
                let mut child = position.clone();
                child.play_unchecked(m);
                perft(&child, depth - 1)
            })
            .sum(),
    }
}

/// Perft split by first move, sorted by the move's canonical text.
pub fn perft_divide(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut rows: Vec<(Move, u64)> = position
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut child = position.clone();
            child.play_unchecked(m);
            (m, perft(&child, depth.saturating_sub(1)))
        })
        .collect();
    rows.sort_by_key(|(m, _)| m.to_string());
    rows
}
