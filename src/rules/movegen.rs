//! Legal move generation with bitboards (RULES.md §5).
//!
//! Moves are produced per orientation as a mask of destination PÜNCT cells,
//! so counting moves is a popcount and a uniformly random move needs no
//! list. [`Position::legal_moves`] expands the masks into [`Move`]s.

use crate::rules::position::{MAX_PIECES, NONE};
use crate::rules::shape::{
    self, BridgeShape, ON_BOARD, ORIENTATION_COUNT, ORIENTATIONS, OUTSIDE_CENTRE, orientations_of,
};
use crate::rules::{Bitboard, Cell, Direction, Footprint, Kind, Move, Player, Position, SplitMix64};

/// Highest level a dot can reach: 35 pieces can be on the board at once.
const MAX_LEVEL: usize = MAX_PIECES;

const fn ray_masks() -> [Bitboard; 256] {
    let mut table = [Bitboard::EMPTY; 256];
    let mut i = 0;
    while i < 256 {
        if let Some(cell) = Cell::from_index(i) {
            let mut words = [0u64; 4];
            words[i >> 6] |= 1u64 << (i & 63);
            let mut d = 0;
            while d < 6 {
                let mut steps = 1;
                while let Some(target) = cell.step(Direction::ALL[d], steps) {
                    let j = target.index();
                    words[j >> 6] |= 1u64 << (j & 63);
                    steps += 1;
                }
                d += 1;
            }
            table[i] = Bitboard(words);
        }
        i += 1;
    }
    table
}

/// For each cell: itself and every cell on the six straight lines through
/// it — where a PÜNCT from there may go.
const RAYS: [Bitboard; 256] = ray_masks();

/// The destinations of one orientation: a placement (`from == None`) or a
/// movement of the piece whose PÜNCT is at `from`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Candidates {
    pub from: Option<Cell>,
    pub orientation: u8,
    /// Destination PÜNCT cells.
    pub mask: Bitboard,
}

impl Candidates {
    fn moves(self) -> impl Iterator<Item = Move> {
        let o = self.orientation as usize;
        self.mask.iter().filter_map(move |punct| {
            let to = Footprint::with_orientation_at(o, punct)?;
            Some(match self.from {
                None => Move::Place(to),
                Some(from) => Move::Movement { from, to },
            })
        })
    }
}

/// Cells by height: `levels[h]` holds the cells whose height is `h`.
#[derive(Clone)]
struct Heights {
    levels: [Bitboard; MAX_LEVEL + 1],
    max: usize,
}

impl Position {
    fn heights(&self) -> Heights {
        let mut levels = [Bitboard::EMPTY; MAX_LEVEL + 1];
        levels[0] = Cell::ALL & !self.occupied;
        let mut max = 0;
        for (slot, piece) in self.pieces.iter().enumerate() {
            let Some(piece) = piece else { continue };
            for cell in piece.footprint.cells() {
                if self.top[cell.index()] as usize == slot + 1 {
                    levels[piece.level as usize].insert(cell);
                }
            }
            max = max.max(piece.level as usize);
        }
        Heights { levels, max }
    }

    /// Every orientation's destinations for `player`, as if it were their
    /// turn (game over is not considered).
    pub(crate) fn candidates(&self, player: Player, out: &mut Vec<Candidates>) {
        self.placements(player, out);
        if self.placed[player] > 0 {
            let heights = self.heights();
            for slot in 0..MAX_PIECES {
                self.movements(player, slot, &heights, out);
            }
        }
    }

    fn placements(&self, player: Player, out: &mut Vec<Candidates>) {
        let empty = Cell::ALL & !self.occupied;
        let region = if self.placement_avoids_centre(player) { &OUTSIDE_CENTRE } else { &ON_BOARD };
        for kind in Kind::ALL {
            if self.reserves[player][kind] == 0 {
                continue;
            }
            for o in orientations_of(kind) {
                let mask = empty & shape::at_minor(empty, o, 0) & shape::at_minor(empty, o, 1) & region[o];
                if mask.any() {
                    out.push(Candidates { from: None, orientation: o as u8, mask });
                }
            }
        }
    }

    /// Destinations of the piece in `slot`, if it is `player`'s and free.
    fn movements(&self, player: Player, slot: usize, heights: &Heights, out: &mut Vec<Candidates>) {
        let Some(piece) = self.pieces[slot] else { return };
        if piece.owner != player || self.is_covered(slot) {
            return;
        }
        // Lift the piece: its three cells show what lies beneath.
        let mut lifted = heights.clone();
        let mut own = self.visible[player];
        for (k, cell) in piece.footprint.cells().into_iter().enumerate() {
            let below = piece.below[k];
            lifted.levels[piece.level as usize].remove(cell);
            lifted.levels[self.level_of(below) as usize].insert(cell);
            own.remove(cell);
            if self.piece(below).is_some_and(|p| p.owner == player) {
                own.insert(cell);
            }
        }
        let from = piece.footprint.punct();
        let ray = RAYS[from.index()];
        for o in orientations_of(piece.footprint.kind()) {
            let mut mask = landings(o, &lifted, own) & ray;
            if o == piece.footprint.orientation() {
                mask.remove(from);
            }
            if mask.any() {
                out.push(Candidates { from: Some(from), orientation: o as u8, mask });
            }
        }
    }

    /// Whether `player` could make any move other than passing here.
    pub fn has_legal_move(&self, player: Player) -> bool {
        let mut out = Vec::with_capacity(64);
        self.placements(player, &mut out);
        if !out.is_empty() {
            return true;
        }
        let heights = self.heights();
        (0..MAX_PIECES).any(|slot| {
            self.movements(player, slot, &heights, &mut out);
            !out.is_empty()
        })
    }

    fn candidates_to_move(&self) -> Vec<Candidates> {
        let mut out = Vec::with_capacity(128);
        if !self.is_over() {
            self.candidates(self.to_move, &mut out);
        }
        out
    }

    /// Every legal move, in no particular order. A player without any
    /// other move gets `[Move::Pass]`; a finished game has none.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_over() {
            return Vec::new();
        }
        let candidates = self.candidates_to_move();
        let total = candidates.iter().map(|c| c.mask.count() as usize).sum();
        if total == 0 {
            return vec![Move::Pass];
        }
        let mut moves = Vec::with_capacity(total);
        for c in candidates {
            moves.extend(c.moves());
        }
        moves
    }

    /// `legal_moves().len()` without building the list.
    pub fn legal_move_count(&self) -> usize {
        if self.is_over() {
            return 0;
        }
        let total: usize = self.candidates_to_move().iter().map(|c| c.mask.count() as usize).sum();
        total.max(1)
    }

    /// The legal movements of the piece whose PÜNCT is on top at `from`.
    pub fn moves_from(&self, from: Cell) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.is_over() || self.top[from.index()] == NONE {
            return moves;
        }
        let mut out = Vec::new();
        let slot = self.top[from.index()] as usize - 1;
        self.movements(self.to_move, slot, &self.heights(), &mut out);
        for c in out.into_iter().filter(|c| c.from == Some(from)) {
            moves.extend(c.moves());
        }
        moves
    }

    /// A legal move chosen uniformly at random, `None` if the game is over.
    pub fn random_move(&self, rng: &mut SplitMix64) -> Option<Move> {
        if self.is_over() {
            return None;
        }
        let candidates = self.candidates_to_move();
        let total: u64 = candidates.iter().map(|c| c.mask.count() as u64).sum();
        if total == 0 {
            return Some(Move::Pass);
        }
        let mut n = rng.below(total) as u32;
        for c in candidates {
            let count = c.mask.count();
            if n < count {
                let to = Footprint::with_orientation_at(c.orientation as usize, c.mask.nth(n)?)?;
                return Some(match c.from {
                    None => Move::Place(to),
                    Some(from) => Move::Movement { from, to },
                });
            }
            n -= count;
        }
        None
    }
}

/// PÜNCT cells where orientation `o` may land, flat, by a jump or as a
/// bridge, given the heights with the moving piece lifted and the cells
/// whose top dot is the mover's (RULES.md §5, movement 1–3).
fn landings(o: usize, heights: &Heights, own: Bitboard) -> Bitboard {
    let at = |mask: Bitboard, k: usize| shape::at_minor(mask, o, k);
    let empty = heights.levels[0];
    let mut mask = empty & at(empty, 0) & at(empty, 1);
    let mut lower = empty;
    for h in 1..=heights.max {
        let level = heights.levels[h];
        mask |= own & level & at(level, 0) & at(level, 1);
        mask |= match ORIENTATIONS[o].bridge {
            BridgeShape::Never => Bitboard::EMPTY,
            BridgeShape::PunctAtEnd => own & level & at(lower, 0) & at(level, 1),
            BridgeShape::PunctInMiddle => own & lower & at(level, 0) & at(level, 1),
        };
        lower |= level;
    }
    mask & ON_BOARD[o]
}

const _: () = assert!(ORIENTATION_COUNT == 33);
