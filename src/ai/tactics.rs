//! Exact one-move tactics: does the player to move have a move that wins
//! on the spot?
//!
//! Trying all ~5,000 legal moves would be slow, so candidates are cut
//! soundly first. After any move the mover's visible cells are at most the
//! ones visible before plus the three cells the piece lands on (lifting a
//! piece can only hide the mover's own dots, never add any). So a winning
//! move needs a chain across the board with at most three cells the mover
//! does not show yet, and its footprint lies on such a chain. Only moves
//! landing on those cells are tried, each checked by really playing it.
//! The other immediate win — the standard game's last placement with more
//! of the central hexagon — is checked directly.

use crate::ai::distance::{Costs, axis_distance, joins_sides, path_cells};
use crate::ai::spread::neighbours;
use crate::rules::{Axis, Bitboard, Move, Player, Position, Variant};

/// Cells a single move adds at most.
const CELLS_PER_MOVE: u32 = 3;

/// A chain needs at least 17 cells; a player showing fewer than
/// `17 - 3` cells cannot finish one this move.
const MIN_VISIBLE_TO_WIN: u32 = 17 - CELLS_PER_MOVE;

/// Remembers the last winning move found for each player, to try first in
/// the next position: in a search tree sibling positions mostly share
/// their threats, so the expensive scan is often skipped.
#[derive(Clone, Debug, Default)]
pub struct Killers {
    last_win: [Option<Move>; 2],
}

/// An axis along which a player lacks at most three cells of a chain.
#[derive(Clone, Copy, Debug)]
struct NearChain {
    /// The cells the player lacks on such chains.
    missing: Bitboard,
    /// How many cells the closest of them lacks.
    lacking: u32,
    /// Per side, the missing cells next to the player's cells joined to
    /// that side (or on the side itself). Walking a completed chain from a
    /// side, the first cell that was missing is one of these, so a
    /// completing footprint holds one of each.
    entries: [Bitboard; 2],
}

impl NearChain {
    /// Whether a piece landing on `footprint` might complete the chain.
    fn may_complete(&self, footprint: Bitboard) -> bool {
        (footprint & self.missing).count() >= self.lacking
            && (footprint & self.entries[0]).any()
            && (footprint & self.entries[1]).any()
    }
}

/// The axes along which `player` could complete a chain by adding at most
/// three cells.
fn near_chains(position: &Position, player: Player) -> Vec<NearChain> {
    let visible = position.visible(player);
    if visible.count() < MIN_VISIBLE_TO_WIN {
        return Vec::new();
    }
    let costs = Costs::cells_missing(position, player);
    let mut chains = Vec::new();
    for axis in Axis::ALL {
        let Some(lacking) = axis_distance(&costs, axis, CELLS_PER_MOVE) else { continue };
        let missing = path_cells(&costs, axis, CELLS_PER_MOVE) & !visible;
        let entries = axis.sides().map(|side| {
            let joined = own_group_at(side, visible);
            (side | neighbours(joined)) & missing
        });
        chains.push(NearChain { missing, lacking, entries });
    }
    chains
}

/// The player's cells joined through the player's cells to `side`.
fn own_group_at(side: Bitboard, visible: Bitboard) -> Bitboard {
    let mut reached = side & visible;
    loop {
        let grown = reached | (neighbours(reached) & visible);
        if grown == reached {
            return reached;
        }
        reached = grown;
    }
}

/// Cells `player` lacks on chains they could complete by adding at most
/// three cells: where the opponent has to block. Empty when none.
pub fn winning_region(position: &Position, player: Player) -> Bitboard {
    near_chains(position, player).iter().fold(Bitboard::EMPTY, |region, chain| region | chain.missing)
}

/// Whether playing `m` wins at once for the player to move.
pub fn wins(position: &Position, m: Move) -> bool {
    let mover = position.to_move();
    let mut next = position.clone();
    next.play_unchecked(m);
    next.outcome().and_then(|o| o.winner()) == Some(mover)
}

/// A move that wins at once for the player to move, if there is one.
pub fn winning_move(position: &Position, killers: &mut Killers) -> Option<Move> {
    if position.is_over() {
        return None;
    }
    let me = position.to_move();
    if let Some(m) = killers.last_win[me.index()]
        && position.is_legal(m)
        && wins(position, m)
    {
        return Some(m);
    }
    let found = last_placement_win(position).or_else(|| connecting_move(position));
    if found.is_some() {
        killers.last_win[me.index()] = found;
    }
    found
}

/// A move that connects, tried only where a connection can appear (see
/// [`NearChain`]) and where the mover's cells with the footprint join two
/// sides; each remaining candidate is really played.
fn connecting_move(position: &Position) -> Option<Move> {
    let me = position.to_move();
    let chains = near_chains(position, me);
    if chains.is_empty() {
        return None;
    }
    let visible = position.visible(me);
    // A footprint lies within two steps of its PÜNCT: a quick first cut.
    let near = chains.iter().fold(Bitboard::EMPTY, |near, c| near | c.entries[0]);
    let near = near | neighbours(near);
    let near = near | neighbours(near);
    position
        .legal_moves()
        .into_iter()
        .filter(|m| {
            m.footprint().is_some_and(|f| {
                if !near.contains(f.punct()) {
                    return false;
                }
                let cells = f.mask();
                chains.iter().any(|c| c.may_complete(cells)) && joins_sides(visible | cells)
            })
        })
        .find(|&m| wins(position, m))
}

/// Standard game, one piece left and more central cells: any placement
/// ends the game as a win (a placement never touches the centre nor
/// uncovers anything, so the counts stay as they are).
fn last_placement_win(position: &Position) -> Option<Move> {
    let me = position.to_move();
    let ahead = position.central_count(me) > position.central_count(me.opponent());
    if position.variant() != Variant::Standard || position.reserve(me).total() != 1 || !ahead {
        return None;
    }
    position.legal_moves().into_iter().find(|m| matches!(m, Move::Place(_)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_to_win_on_an_empty_board() {
        let position = Position::new(Variant::Standard);
        assert!(winning_region(&position, Player::White).is_empty());
        assert_eq!(winning_move(&position, &mut Killers::default()), None);
    }
}
