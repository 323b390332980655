//! Exact solvers for the three puzzle themes, on [`Position`].
//!
//! Every answer here is the brute-force definition — all legal moves
//! enumerated and really played — made fast by one sound cut, the one
//! `ai`'s tactics use: after a move, the mover's visible cells are at most
//! the ones visible before plus the three cells the piece lands on
//! (lifting a piece can uncover the mover's own dots only where they were
//! already visible, since the lifted piece was the mover's too). A position
//! that is not over has no connection for either player, so a connecting
//! move must land on a footprint that joins two opposite sides together
//! with the mover's groups reaching them
//! ([`joining_footprints`]). Only
//! moves onto those footprints are tried, each checked by
//! [`Position::is_legal`] and played. `tests/puzzles/solvers.rs` holds every
//! function here against the plain definition on random positions.
//!
//! The definitions (src/rules/RULES.md §6):
//! - a move **connects** when, played, the game ends with the mover
//!   connected (a move that connects both players wins for the mover);
//! - a move **wins** when, played, the game ends with the mover the
//!   winner: it connects, or (standard game) it places the mover's last
//!   piece while they see more of the central hexagon (§6.3). Placements
//!   never touch the central hexagon, so then every legal placement wins
//!   ([`last_placement_wins`]);
//! - a move **saves** when, played, the game is not lost and the opponent
//!   has no winning move in reply;
//! - a move is a **win-in-2 key** when, played, the game goes on and every
//!   legal reply either loses at once for the replier or leaves the mover a
//!   winning move.

use crate::ai::{joining_footprints, winning_region};
use crate::rules::{Footprint, Move, Outcome, PieceView, Player, Position, SplitMix64, Variant};

/// Whether playing `m` (legal) ends the game with the mover connected.
pub fn connects(position: &Position, m: Move) -> bool {
    let mover = position.to_move();
    connected_player(&after(position, m)) == Some(mover)
}

/// The position after the legal move `m`.
pub fn after(position: &Position, m: Move) -> Position {
    let mut next = position.clone();
    next.play_unchecked(m);
    next
}

/// Whether playing `m` (legal) ends the game with the mover the winner,
/// by whatever rule.
pub fn wins(position: &Position, m: Move) -> bool {
    let mover = position.to_move();
    after(position, m).outcome().and_then(Outcome::winner) == Some(mover)
}

/// Whether placing the last piece in reserve wins for the player to move
/// by the central count (§6.3, standard game): they see more of the
/// central hexagon than the opponent. A placement lands on empty cells
/// outside the central hexagon, so it changes neither count: then every
/// legal placement wins.
pub fn last_placement_wins(position: &Position) -> bool {
    let me = position.to_move();
    position.variant() == Variant::Standard
        && !position.is_over()
        && position.reserve(me).total() == 1
        && position.central_count(me) > position.central_count(me.opponent())
}

/// Who won by connection, if the game ended that way.
fn connected_player(position: &Position) -> Option<Player> {
    position.outcome().and_then(Outcome::connection).map(|c| c.player)
}

/// The legal moves of the player to move that land on `footprint`.
fn moves_onto(position: &Position, footprint: Footprint, free: &[PieceView]) -> Vec<Move> {
    let placement = Move::Place(footprint);
    let movements = free
        .iter()
        .filter(|p| p.kind == footprint.kind())
        .map(|p| Move::Movement { from: p.footprint.punct(), to: footprint });
    std::iter::once(placement).chain(movements).filter(|&m| position.is_legal(m)).collect()
}

/// The pieces of the player to move that are free to move.
fn free_pieces(position: &Position) -> Vec<PieceView> {
    let me = position.to_move();
    position.pieces().filter(|p| p.owner == me && !p.covered).collect()
}

/// Calls `visit` with each connecting move of the player to move until it
/// returns true; whether it did.
fn any_connecting_move(position: &Position, mut visit: impl FnMut(Move) -> bool) -> bool {
    if position.is_over() {
        return false;
    }
    let footprints = joining_footprints(position, position.to_move());
    if footprints.is_empty() {
        return false;
    }
    let free = free_pieces(position);
    footprints
        .into_iter()
        .flat_map(|f| moves_onto(position, f, &free))
        .any(|m| connects(position, m) && visit(m))
}

/// Every move that connects for the player to move, sorted by notation.
pub fn connecting_moves(position: &Position) -> Vec<Move> {
    let mut found = Vec::new();
    any_connecting_move(position, |m| {
        found.push(m);
        false
    });
    sort_moves(&mut found);
    found
}

/// Whether the player to move has a connecting move.
pub fn has_connecting_move(position: &Position) -> bool {
    any_connecting_move(position, |_| true)
}

/// Every move that wins at once for the player to move, sorted by
/// notation: the connecting moves, and every legal placement when
/// [`last_placement_wins`].
pub fn winning_moves(position: &Position) -> Vec<Move> {
    let mut found = connecting_moves(position);
    if last_placement_wins(position) {
        found.extend(position.legal_moves().into_iter().filter(|m| matches!(m, Move::Place(_))));
    }
    sort_moves(&mut found);
    found
}

/// Whether the player to move has a move that wins at once.
pub fn has_winning_move(position: &Position) -> bool {
    has_connecting_move(position)
        || (last_placement_wins(position)
            && position.legal_moves().into_iter().any(|m| matches!(m, Move::Place(_))))
}

/// Sorts moves by their canonical notation and drops repeats.
pub fn sort_moves(moves: &mut Vec<Move>) {
    moves.sort_by_cached_key(Move::to_string);
    moves.dedup();
}

/// Whether the legal move `m` saves: the game is not lost by it, and if it
/// goes on the opponent has no winning move.
pub fn saves(position: &Position, m: Move) -> bool {
    let mover = position.to_move();
    let next = after(position, m);
    match next.outcome() {
        Some(outcome) => outcome.winner() != Some(mover.opponent()),
        None => !has_winning_move(&next),
    }
}

/// The saving moves of the player to move, sorted, stopping early once
/// more than `cap` are found (then the list has `cap + 1` moves).
pub fn saving_moves_up_to(position: &Position, cap: usize) -> Vec<Move> {
    let mut found = Vec::new();
    for m in position.legal_moves() {
        if saves(position, m) {
            found.push(m);
            if found.len() > cap {
                break;
            }
        }
    }
    sort_moves(&mut found);
    found
}

/// Every saving move of the player to move, sorted.
pub fn saving_moves(position: &Position) -> Vec<Move> {
    saving_moves_up_to(position, usize::MAX)
}

/// Whether `reply`, played in `position` (the mover's opponent to move),
/// refutes a win-in-2 attempt by `mover`: the replier does not lose at
/// once, and `mover` is left without a winning move.
pub fn refutes(position: &Position, reply: Move, mover: Player) -> bool {
    let next = after(position, reply);
    match next.outcome() {
        Some(outcome) => outcome.winner() != Some(mover),
        None => !has_winning_move(&next),
    }
}

/// Whether the legal move `m` is a win-in-2 key: the game goes on, and no
/// legal reply refutes it. Replies landing on the mover's threats are tried
/// first, after one random reply, so that most moves are refuted in
/// a few tries; a key move has every reply tried.
pub fn is_key(position: &Position, m: Move) -> bool {
    let mover = position.to_move();
    let next = after(position, m);
    if next.is_over() {
        return false;
    }
    // Most moves leave no real threat, and then a random reply refutes:
    // one cheap try before the full list.
    let mut rng = SplitMix64::new(u64::from(next.ply()));
    if next.random_move(&mut rng).is_some_and(|r| refutes(&next, r, mover)) {
        return false;
    }
    let threats = winning_region(&next, mover);
    let mut replies = next.legal_moves();
    let lands_on_threat = |r: &Move| r.footprint().is_some_and(|f| (f.mask() & threats).any());
    replies.sort_by_key(|r| !lands_on_threat(r));
    !replies.into_iter().any(|r| refutes(&next, r, mover))
}

/// The win-in-2 keys of the player to move, sorted, stopping early once
/// more than `cap` are found.
pub fn key_moves_up_to(position: &Position, cap: usize) -> Vec<Move> {
    let mut found = Vec::new();
    for m in position.legal_moves() {
        if is_key(position, m) {
            found.push(m);
            if found.len() > cap {
                break;
            }
        }
    }
    sort_moves(&mut found);
    found
}

/// Every win-in-2 key of the player to move, sorted.
pub fn key_moves(position: &Position) -> Vec<Move> {
    key_moves_up_to(position, usize::MAX)
}
