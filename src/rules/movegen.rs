//! Legal move generation with bitboards (src/rules/RULES.md §5).
//!
//! Moves are produced per orientation as a mask of destination PÜNCT cells,
//! so counting moves is a popcount and a uniformly random move needs no
//! list. [`Position::legal_moves`] expands the masks into [`Move`]s.

use crate::rules::position::{MAX_PIECES, NONE};
use crate::rules::shape::{
    self, BridgeShape, OFFSET_COUNT, OFFSET_SLOTS, OFFSETS, ON_BOARD, ORIENTATION_COUNT, ORIENTATIONS,
    OUTSIDE_CENTRE, orientations_of,
};
use crate::rules::{Bitboard, Cell, Direction, Footprint, Kind, Move, Player, Position, SplitMix64};

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

/// The heights of one position and their rotations by every minor-dot
/// offset, computed once per generation and shared by every piece: a piece
/// being lifted changes at most three bits of each, patched in [`Lift`].
struct HeightMap {
    /// `levels[h]`: cells of height `h` (`levels[0]`: empty cells).
    levels: Vec<Bitboard>,
    /// `shifted[h][k] == levels[h].shifted(OFFSETS[k])`.
    shifted: Vec<[Bitboard; OFFSET_COUNT]>,
}

impl HeightMap {
    fn of(position: &Position) -> HeightMap {
        let max = position.pieces.iter().flatten().map(|p| p.level as usize).max().unwrap_or(0);
        let mut levels = vec![Bitboard::EMPTY; max + 1];
        levels[0] = Cell::ALL & !position.occupied;
        for (slot, piece) in position.pieces.iter().enumerate() {
            let Some(piece) = piece else { continue };
            for cell in piece.footprint.cells() {
                if position.top[cell.index()] as usize == slot + 1 {
                    levels[piece.level as usize].insert(cell);
                }
            }
        }
        let shifted = levels.iter().map(|&level| OFFSETS.map(|off| level.shifted(off))).collect();
        HeightMap { levels, shifted }
    }

    /// Only the empty cells and their shifts: all placements need.
    fn of_empty(position: &Position) -> HeightMap {
        let empty = Cell::ALL & !position.occupied;
        HeightMap { levels: vec![empty], shifted: vec![OFFSETS.map(|off| empty.shifted(off))] }
    }

    fn max(&self) -> usize {
        self.levels.len() - 1
    }
}

/// A piece picked up for moving: which cells change height, and to what.
struct Lift {
    cells: [Cell; 3],
    level: usize,
    below: [usize; 3],
}

impl Lift {
    /// Cells of height `h` with the piece lifted.
    fn level(&self, map: &HeightMap, h: usize) -> Bitboard {
        let mut mask = map.levels[h];
        for (cell, &below) in self.cells.iter().zip(&self.below) {
            if h == self.level {
                mask.remove(*cell);
            }
            if below == h {
                mask.insert(*cell);
            }
        }
        mask
    }

    /// The bits of a mask shifted by `OFFSETS[k]` that the lifted cells
    /// occupy (a rotation by `off` moves bit `i + off` to bit `i`).
    fn shifted_bits(&self, k: usize) -> [usize; 3] {
        let off = OFFSETS[k] as u8;
        self.cells.map(|c| (c.index() as u8).wrapping_sub(off) as usize)
    }

    /// [`Lift::level`] shifted by an offset whose [`Lift::shifted_bits`] are
    /// `bits`, patched from the shared rotation instead of rotating again.
    fn shifted(&self, map: &HeightMap, h: usize, k: usize, bits: &[usize; 3]) -> Bitboard {
        let mut mask = map.shifted[h][k];
        if h == self.level {
            for &bit in bits {
                mask.clear_bit(bit);
            }
        }
        for (&bit, &below) in bits.iter().zip(&self.below) {
            if below == h {
                mask.set_bit(bit);
            }
        }
        mask
    }
}

impl Position {
    /// Slots of the pieces `player` has on the board.
    fn slots_of(&self, player: Player) -> std::ops::Range<usize> {
        let base = if player == Player::White { 0 } else { MAX_PIECES / 2 };
        base..base + self.placed[player] as usize
    }

    /// Every orientation's destinations for `player`, as if it were their
    /// turn (game over is not considered).
    pub(crate) fn candidates(&self, player: Player, out: &mut Vec<Candidates>) {
        let map = HeightMap::of(self);
        self.placements(player, &map, out);
        for slot in self.slots_of(player) {
            self.movements(player, slot, &map, out);
        }
    }

    fn placement_region(&self, player: Player) -> &'static [Bitboard; ORIENTATION_COUNT] {
        if self.placement_avoids_centre(player) { &OUTSIDE_CENTRE } else { &ON_BOARD }
    }

    fn placements(&self, player: Player, map: &HeightMap, out: &mut Vec<Candidates>) {
        let empty = map.levels[0];
        let region = self.placement_region(player);
        for kind in Kind::ALL {
            if self.reserves[player][kind] == 0 {
                continue;
            }
            for o in orientations_of(kind) {
                let [k0, k1] = OFFSET_SLOTS[o];
                let mask = empty & map.shifted[0][k0] & map.shifted[0][k1] & region[o];
                if mask.any() {
                    out.push(Candidates { from: None, orientation: o as u8, mask });
                }
            }
        }
    }

    /// Whether any placement is possible, stopping at the first one found.
    fn any_placement(&self, player: Player) -> bool {
        let empty = Cell::ALL & !self.occupied;
        let region = self.placement_region(player);
        Kind::ALL.into_iter().filter(|&kind| self.reserves[player][kind] > 0).any(|kind| {
            orientations_of(kind).any(|o| {
                (empty & shape::at_minor(empty, o, 0) & shape::at_minor(empty, o, 1) & region[o]).any()
            })
        })
    }

    /// Destinations of the piece in `slot`, if it is `player`'s and free.
    fn movements(&self, player: Player, slot: usize, map: &HeightMap, out: &mut Vec<Candidates>) {
        let Some(piece) = self.pieces[slot] else { return };
        if piece.owner != player || self.is_covered(slot) {
            return;
        }
        let cells = piece.footprint.cells();
        let lift = Lift {
            cells,
            level: piece.level as usize,
            below: piece.below.map(|t| self.level_of(t) as usize),
        };
        let mut own = self.visible[player];
        for (cell, &below) in cells.iter().zip(&piece.below) {
            own.remove(*cell);
            if self.piece(below).is_some_and(|p| p.owner == player) {
                own.insert(*cell);
            }
        }
        let from = piece.footprint.punct();
        let ray = RAYS[from.index()];
        for o in orientations_of(piece.footprint.kind()) {
            let mut mask = landings(o, map, &lift, own, ray);
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
        if self.any_placement(player) {
            return true;
        }
        let map = HeightMap::of(self);
        let mut out = Vec::new();
        self.slots_of(player).any(|slot| {
            self.movements(player, slot, &map, &mut out);
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
        self.movements(self.to_move, slot, &HeightMap::of(self), &mut out);
        for c in out.into_iter().filter(|c| c.from == Some(from)) {
            moves.extend(c.moves());
        }
        moves
    }

    /// A legal move chosen uniformly at random, `None` if the game is over.
    ///
    /// Rejection sampling, the fast path for playouts: placements are
    /// counted exactly; movements are drawn from the superset "own free
    /// piece × orientation × cell on its six lines" and kept only if
    /// [`Position::check`] accepts them. Each try is uniform over that union,
    /// so an accepted move is uniform over the legal moves; after
    /// `MAX_TRIES` refusals the exact generator decides, also uniformly.
    pub fn random_move(&self, rng: &mut SplitMix64) -> Option<Move> {
        if self.is_over() {
            return None;
        }
        let player = self.to_move;
        let mut pool = Vec::with_capacity(64);
        self.placements(player, &HeightMap::of_empty(self), &mut pool);
        let placements: u64 = pool.iter().map(|c| c.mask.count() as u64).sum();
        for slot in self.slots_of(player).filter(|&s| !self.is_covered(s)) {
            if let Some(piece) = self.pieces[slot] {
                let from = piece.footprint.punct();
                for o in orientations_of(piece.footprint.kind()) {
                    let mask = RAYS[from.index()] & ON_BOARD[o];
                    pool.push(Candidates { from: Some(from), orientation: o as u8, mask });
                }
            }
        }
        let total: u64 = pool.iter().map(|c| c.mask.count() as u64).sum();
        for _ in 0..if total > placements { MAX_TRIES } else { 1 } {
            if total == 0 {
                break;
            }
            let m = pick(&pool, rng.below(total))?;
            if matches!(m, Move::Place(_)) || self.is_legal(m) {
                return Some(m);
            }
        }
        self.exact_random_move(rng)
    }

    /// Uniform choice from the full list of legal moves.
    fn exact_random_move(&self, rng: &mut SplitMix64) -> Option<Move> {
        let candidates = self.candidates_to_move();
        let total: u64 = candidates.iter().map(|c| c.mask.count() as u64).sum();
        if total == 0 {
            return Some(Move::Pass);
        }
        pick(&candidates, rng.below(total))
    }
}

/// Refused movement draws before [`Position::random_move`] falls back to
/// full generation. Legal moves are usually most of the draws, so this is
/// rarely reached; it only bounds the work when almost nothing is legal.
const MAX_TRIES: usize = 32;

/// The `n`-th move of the destinations in `pool`, in order.
fn pick(pool: &[Candidates], mut n: u64) -> Option<Move> {
    for c in pool {
        let count = c.mask.count() as u64;
        if n < count {
            let to = Footprint::with_orientation_at(c.orientation as usize, c.mask.nth(n as u32)?)?;
            return Some(match c.from {
                None => Move::Place(to),
                Some(from) => Move::Movement { from, to },
            });
        }
        n -= count;
    }
    None
}

/// PÜNCT cells where orientation `o` may land, flat, by a jump or as a
/// bridge, given the heights with the moving piece lifted and the cells
/// whose top dot is the mover's (src/rules/RULES.md §5, movement 1–3).
fn landings(o: usize, map: &HeightMap, lift: &Lift, own: Bitboard, ray: Bitboard) -> Bitboard {
    let [k0, k1] = OFFSET_SLOTS[o];
    let (bits0, bits1) = (lift.shifted_bits(k0), lift.shifted_bits(k1));
    let at = |h: usize, k: usize, bits: &[usize; 3]| lift.shifted(map, h, k, bits);
    let targets = ray & ON_BOARD[o];
    let empty = lift.level(map, 0);
    let mut mask = Bitboard::EMPTY;
    if (empty & targets).any() {
        mask = empty & targets & at(0, k0, &bits0) & at(0, k1, &bits1);
    }
    let bridge = ORIENTATIONS[o].bridge;
    // Cells lower than the current level: at the PÜNCT, and at minor 0.
    let mut lower = empty;
    let mut lower_at_first: Option<Bitboard> = None;
    for h in 1..=map.max() {
        let level = lift.level(map, h);
        let on_own_level = own & level & targets;
        let over_own_lower = own & lower & targets;
        let end_bridge = bridge == BridgeShape::PunctAtEnd && on_own_level.any();
        let middle_bridge = bridge == BridgeShape::PunctInMiddle && over_own_lower.any();
        if on_own_level.any() || middle_bridge {
            let second = at(h, k1, &bits1);
            let first = at(h, k0, &bits0);
            mask |= on_own_level & first & second;
            if middle_bridge {
                mask |= over_own_lower & first & second;
            }
            if end_bridge {
                let below_first = *lower_at_first
                    .get_or_insert_with(|| (0..h).fold(Bitboard::EMPTY, |acc, j| acc | at(j, k0, &bits0)));
                mask |= on_own_level & below_first & second;
            }
        }
        lower |= level;
        if let Some(below_first) = lower_at_first.as_mut() {
            *below_first |= at(h, k0, &bits0);
        }
    }
    mask
}

const _: () = assert!(ORIENTATION_COUNT == 33);
