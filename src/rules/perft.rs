//! Perft: counting the leaves of the game tree, to check move generation
//! against independently known numbers (src/rules/RULES.md; issue figures: perft(1)
//! is 4,986 in both variants, perft(2) 23,841,810 standard and 28,499,958
//! basic).

use crate::rules::{Move, Position};

/// Leaf nodes `depth` plies below `position`. A finished game has none;
/// a forced pass counts as one move.
///
/// The last ply is counted without being played: [`Position::legal_move_count`]
/// equals `legal_moves().len()` (tested), so this is full enumeration.
/// From depth 3 the first moves are shared out over the machine's cores.
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth >= PARALLEL_FROM_DEPTH {
        return parallel_perft(position, depth);
    }
    serial_perft(position, depth)
}

/// Below this depth a thread costs more than it saves.
const PARALLEL_FROM_DEPTH: u32 = 3;

fn parallel_perft(position: &Position, depth: u32) -> u64 {
    let moves = position.legal_moves();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(moves.len().max(1));
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let moves = &moves;
                scope.spawn(move || {
                    moves
                        .iter()
                        .skip(t)
                        .step_by(threads)
                        .map(|&m| child_perft(position, m, depth))
                        .sum::<u64>()
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))).sum()
    })
}

fn child_perft(position: &Position, m: Move, depth: u32) -> u64 {
    let mut child = position.clone();
    child.play_unchecked(m);
    serial_perft(&child, depth - 1)
}

fn serial_perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.legal_move_count() as u64,
        _ => position.legal_moves().into_iter().map(|m| child_perft(position, m, depth)).sum(),
    }
}

/// Perft split by first move, sorted by the move's canonical text.
pub fn perft_divide(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut rows: Vec<(Move, u64)> = position
        .legal_moves()
        .into_iter()
        .map(|m| (m, if depth == 0 { 1 } else { child_perft(position, m, depth) }))
        .collect();
    rows.sort_by_key(|(m, _)| m.to_string());
    rows
}
