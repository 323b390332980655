//! A validated position: the board, the reserves, whose turn, the result.
//!
//! Positions only come from [`Position::new`] and legal moves, so every
//! `Position` is one that can occur in a game. [`Position::play`] refuses an
//! illegal move with the rule that refused it and leaves the position as it
//! was; [`Position::play_unchecked`] is the fast path for search.
//!
//! ```
//! use punct::rules::{Position, Variant, Player};
//! let start = Position::new(Variant::Standard);
//! let next = start.play("B2-B3-C3".parse()?)?;
//! assert_eq!(next.to_move(), Player::Black);
//! assert_eq!(next.height("B3".parse()?), 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;

use crate::rules::connection;
use crate::rules::geometry::CENTRAL_HEXAGON;
use crate::rules::{
    Bitboard, ByPlayer, Cell, Footprint, IllegalMove, IllegalReason, Kind, Landing, Move, Outcome, Player,
    Reserve, Variant,
};

/// Pieces on the board at most: 18 a side.
pub(crate) const MAX_PIECES: usize = 36;

/// `top`/`below` value meaning "no dot".
pub(crate) const NONE: u8 = 0;

/// Identifies one piece for as long as it is on the board (pieces never
/// leave it). Lets a picture tell which dots belong together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PieceId(u8);

impl PieceId {
    /// A small number, unique per piece on the board.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A piece on the board, as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Piece {
    pub owner: Player,
    pub footprint: Footprint,
    pub level: u8,
    /// For each cell of `footprint.cells()`, the piece whose dot was on top
    /// there before this one landed (`slot + 1`, or [`NONE`]). Cannot change
    /// while this piece sits on them.
    pub below: [u8; 3],
}

/// What a picture or a player needs to know about one piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceView {
    /// Which piece.
    pub id: PieceId,
    /// Whose piece.
    pub owner: Player,
    /// Its kind.
    pub kind: Kind,
    /// Where it lies, PÜNCT first.
    pub footprint: Footprint,
    /// The level of its three dots (1 = on the board).
    pub level: u8,
    /// Whether some dot of it lies under another dot (§4): it cannot move.
    pub covered: bool,
    /// For a bridge, the cell of its unsupported middle dot.
    pub gap: Option<Cell>,
}

/// One dot in a cell's stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dot {
    /// 1 on the board, 2 on top of that…
    pub level: u8,
    /// Whose dot.
    pub owner: Player,
    /// The piece it belongs to.
    pub piece: PieceId,
    /// That piece's kind.
    pub kind: Kind,
    /// Whether this dot is the piece's PÜNCT.
    pub is_punct: bool,
    /// Whether the piece is covered anywhere (§4).
    pub covered: bool,
}

/// A position of a game. See the module documentation.
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    pub(crate) variant: Variant,
    /// Per bit of a [`Bitboard`]: the piece whose dot is highest (`slot+1`).
    pub(crate) top: [u8; 256],
    /// White's pieces in slots 0..18, Black's in 18..36, in placement order.
    pub(crate) pieces: [Option<Piece>; MAX_PIECES],
    pub(crate) placed: ByPlayer<u8>,
    pub(crate) reserves: ByPlayer<Reserve>,
    /// Cells of height ≥ 1.
    pub(crate) occupied: Bitboard,
    /// Cells whose highest dot is the player's (§4 "visible").
    pub(crate) visible: ByPlayer<Bitboard>,
    pub(crate) to_move: Player,
    pub(crate) ply: u32,
    pub(crate) last_move: Option<Move>,
    pub(crate) outcome: Option<Outcome>,
}

impl Default for Position {
    fn default() -> Position {
        Position::new(Variant::Standard)
    }
}

const fn slot_base(player: Player) -> usize {
    match player {
        Player::White => 0,
        Player::Black => 18,
    }
}

impl Position {
    /// The empty board, White to move.
    pub fn new(variant: Variant) -> Position {
        Position {
            variant,
            top: [NONE; 256],
            pieces: [None; MAX_PIECES],
            placed: ByPlayer::both(0),
            reserves: ByPlayer::both(Reserve::INITIAL),
            occupied: Bitboard::EMPTY,
            visible: ByPlayer::both(Bitboard::EMPTY),
            to_move: Player::White,
            ply: 0,
            last_move: None,
            outcome: None,
        }
    }

    /// Basic or standard.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Whose turn it is (after the game ends: who would have been next).
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// Moves played so far, passes included.
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// The move that led here.
    pub fn last_move(&self) -> Option<Move> {
        self.last_move
    }

    /// Pieces `player` has not placed yet.
    pub fn reserve(&self, player: Player) -> Reserve {
        self.reserves[player]
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The level of the highest dot at `cell`, 0 if none (§4).
    pub fn height(&self, cell: Cell) -> u8 {
        self.level_of(self.top[cell.index()])
    }

    /// Whose dot is highest at `cell`.
    pub fn top_owner(&self, cell: Cell) -> Option<Player> {
        self.piece(self.top[cell.index()]).map(|p| p.owner)
    }

    /// Cells whose highest dot is `player`'s.
    pub fn visible(&self, player: Player) -> Bitboard {
        self.visible[player]
    }

    /// Cells with at least one dot (or a bridge over them).
    pub fn occupied(&self) -> Bitboard {
        self.occupied
    }

    /// Central-hexagon cells visible for `player` (§6.3).
    pub fn central_count(&self, player: Player) -> u32 {
        (self.visible[player] & CENTRAL_HEXAGON).count()
    }

    /// The dots at `cell`, lowest first. Levels may skip: the space under a
    /// bridge's middle dot holds no dot.
    pub fn stack(&self, cell: Cell) -> Vec<Dot> {
        let mut dots = Vec::new();
        let mut t = self.top[cell.index()];
        while let Some(piece) = self.piece(t) {
            let k = piece.footprint.cells().iter().position(|&c| c == cell).unwrap_or(0);
            dots.push(Dot {
                level: piece.level,
                owner: piece.owner,
                piece: PieceId(t - 1),
                kind: piece.footprint.kind(),
                is_punct: k == 0,
                covered: self.is_covered(t as usize - 1),
            });
            t = piece.below[k];
        }
        dots.reverse();
        dots
    }

    /// Every piece on the board.
    pub fn pieces(&self) -> impl Iterator<Item = PieceView> + '_ {
        (0..MAX_PIECES).filter_map(|s| self.view(s))
    }

    /// The piece whose dot is highest at `cell`.
    pub fn piece_at(&self, cell: Cell) -> Option<PieceView> {
        let t = self.top[cell.index()];
        if t == NONE { None } else { self.view(t as usize - 1) }
    }

    fn view(&self, slot: usize) -> Option<PieceView> {
        let piece = self.pieces[slot]?;
        let gap = piece.footprint.bridge_cells().and_then(|(_, middle, _)| {
            let k = piece.footprint.cells().iter().position(|&c| c == middle)?;
            (self.level_of(piece.below[k]) + 1 < piece.level).then_some(middle)
        });
        Some(PieceView {
            id: PieceId(slot as u8),
            owner: piece.owner,
            kind: piece.footprint.kind(),
            footprint: piece.footprint,
            level: piece.level,
            covered: self.is_covered(slot),
            gap,
        })
    }

    pub(crate) fn piece(&self, t: u8) -> Option<&Piece> {
        if t == NONE { None } else { self.pieces[t as usize - 1].as_ref() }
    }

    pub(crate) fn level_of(&self, t: u8) -> u8 {
        self.piece(t).map_or(0, |p| p.level)
    }

    /// Whether the piece in `slot` has a dot under another dot (§4).
    pub(crate) fn is_covered(&self, slot: usize) -> bool {
        self.covered_at(slot).is_some()
    }

    fn covered_at(&self, slot: usize) -> Option<Cell> {
        let piece = self.pieces[slot]?;
        piece.footprint.cells().into_iter().find(|c| self.top[c.index()] as usize != slot + 1)
    }

    /// The slot of the piece a movement from `from` would move, or why none.
    fn movable_slot(&self, player: Player, from: Cell) -> Result<usize, IllegalReason> {
        let t = self.top[from.index()];
        let piece = self.piece(t).ok_or(IllegalReason::NoPieceAt { from })?;
        let slot = t as usize - 1;
        if piece.owner != player {
            return Err(IllegalReason::NotYourPiece { from });
        }
        if piece.footprint.punct() != from {
            return Err(IllegalReason::NotAPunct { from, punct: piece.footprint.punct() });
        }
        if let Some(covered_at) = self.covered_at(slot) {
            return Err(IllegalReason::PieceCovered { from, covered_at });
        }
        Ok(slot)
    }

    /// The top (`slot+1`) at `cell` once the piece in `lifted` is picked up.
    fn top_without(&self, lifted: usize, cell: Cell) -> u8 {
        let t = self.top[cell.index()];
        if t as usize == lifted + 1 {
            let piece = self.pieces[lifted].as_ref();
            piece.map_or(NONE, |p| {
                let k = p.footprint.cells().iter().position(|&c| c == cell).unwrap_or(0);
                p.below[k]
            })
        } else {
            t
        }
    }

    /// Whether `m` may be played now.
    pub fn is_legal(&self, m: Move) -> bool {
        self.check(m).is_ok()
    }

    /// How `m` would land, or the rule that forbids it. Written cell by cell
    /// straight from src/rules/RULES.md §5, apart from the bitboard move generator, so
    /// tests can hold the two against each other.
    ///
    /// # Errors
    /// [`IllegalMove`] naming the rule that refuses the move.
    pub fn check(&self, m: Move) -> Result<Landing, IllegalMove> {
        let refuse = |reason| IllegalMove { mv: m, reason };
        if self.is_over() {
            return Err(refuse(IllegalReason::GameOver));
        }
        let player = self.to_move;
        match m {
            Move::Pass => {
                if self.has_legal_move(player) {
                    Err(refuse(IllegalReason::PassNotAllowed))
                } else {
                    Ok(Landing::Pass)
                }
            }
            Move::Place(footprint) => self.check_placement(player, footprint).map_err(refuse),
            Move::Movement { from, to } => self.check_movement(player, from, to).map_err(refuse),
        }
    }

    fn check_placement(&self, player: Player, footprint: Footprint) -> Result<Landing, IllegalReason> {
        let kind = footprint.kind();
        if self.reserves[player][kind] == 0 {
            return Err(IllegalReason::NoneLeft { kind });
        }
        if let Some(cell) = footprint.cells().into_iter().find(|&c| self.height(c) > 0) {
            return Err(IllegalReason::CellOccupied { cell });
        }
        if self.placement_avoids_centre(player)
            && let Some(cell) = footprint.cells().into_iter().find(|&c| CENTRAL_HEXAGON.contains(c))
        {
            return Err(IllegalReason::CentralHexagon { cell, variant: self.variant });
        }
        Ok(Landing::Place)
    }

    /// Standard game: always. Basic game: only White's very first piece.
    pub(crate) fn placement_avoids_centre(&self, player: Player) -> bool {
        match self.variant {
            Variant::Standard => true,
            Variant::Basic => player == Player::White && self.placed.white == 0,
        }
    }

    fn check_movement(&self, player: Player, from: Cell, to: Footprint) -> Result<Landing, IllegalReason> {
        let slot = self.movable_slot(player, from)?;
        let piece = self.pieces[slot].as_ref().ok_or(IllegalReason::NoPieceAt { from })?;
        let kind = piece.footprint.kind();
        if to.kind() != kind {
            return Err(IllegalReason::WrongKind { from, piece: kind, destination: to.kind() });
        }
        if to.punct() != from && from.line_to(to.punct()).is_none() {
            return Err(IllegalReason::NotInStraightLine { from, to: to.punct() });
        }
        if to == piece.footprint {
            return Err(IllegalReason::NoMove);
        }
        let tops = to.cells().map(|c| self.top_without(slot, c));
        let heights = tops.map(|t| self.level_of(t));
        let punct_is_own = |t: u8| self.piece(t).is_some_and(|p| p.owner == player);
        if heights == [0, 0, 0] {
            return Ok(Landing::Flat);
        }
        if heights[0] == heights[1] && heights[1] == heights[2] {
            return if punct_is_own(tops[0]) {
                Ok(Landing::Jump)
            } else {
                Err(IllegalReason::PunctNotOnOwnPiece { cell: to.punct() })
            };
        }
        let Some((end_a, middle, end_b)) = to.bridge_cells() else {
            return Err(triangle_refusal(heights));
        };
        let height_at = |cell: Cell| heights[to.cells().iter().position(|&c| c == cell).unwrap_or(0)];
        let h = height_at(end_a);
        if h == 0 || height_at(end_b) != h || height_at(middle) >= h {
            return Err(IllegalReason::UnevenSupport { heights });
        }
        if punct_is_own(tops[0]) {
            Ok(Landing::Bridge)
        } else {
            Err(IllegalReason::PunctNotOnOwnPiece { cell: to.punct() })
        }
    }

    /// Plays `m` on a copy.
    ///
    /// # Errors
    /// [`IllegalMove`] when `m` is not legal here; `self` is unchanged.
    pub fn play(&self, m: Move) -> Result<Position, IllegalMove> {
        self.check(m)?;
        let mut next = self.clone();
        next.play_unchecked(m);
        Ok(next)
    }

    /// Plays `m`, which must be legal (as from [`Position::legal_moves`]):
    /// the fast path for search. An illegal move leaves an inconsistent
    /// position; it never panics on a footprint, but results are meaningless.
    pub fn play_unchecked(&mut self, m: Move) {
        let mover = self.to_move;
        let mut opponent_seeds = Bitboard::EMPTY;
        let mut mover_seeds = Bitboard::EMPTY;
        match m {
            Move::Pass => {}
            Move::Place(footprint) => {
                let slot = slot_base(mover) + self.placed[mover] as usize;
                self.placed[mover] += 1;
                self.reserves[mover][footprint.kind()] -= 1;
                self.land(slot, mover, footprint);
                mover_seeds = footprint.mask();
            }
            Move::Movement { from, to } => {
                let slot = self.top[from.index()] as usize;
                if slot == 0 {
                    return;
                }
                let Some(old) = self.pieces[slot - 1] else { return };
                self.lift(slot - 1);
                self.land(slot - 1, mover, to);
                mover_seeds = to.mask();
                opponent_seeds = old.footprint.mask() & self.visible[mover.opponent()];
            }
        }
        self.ply += 1;
        self.last_move = Some(m);
        self.to_move = mover.opponent();
        self.outcome = self.outcome_after(mover, m, mover_seeds, opponent_seeds);
    }

    fn lift(&mut self, slot: usize) {
        if let Some(piece) = self.pieces[slot] {
            for (k, cell) in piece.footprint.cells().into_iter().enumerate() {
                self.set_top(cell, piece.below[k]);
            }
        }
    }

    fn land(&mut self, slot: usize, owner: Player, footprint: Footprint) {
        let cells = footprint.cells();
        let below = cells.map(|c| self.top[c.index()]);
        let level = below.iter().map(|&t| self.level_of(t)).max().unwrap_or(0) + 1;
        self.pieces[slot] = Some(Piece { owner, footprint, level, below });
        for cell in cells {
            self.set_top(cell, slot as u8 + 1);
        }
    }

    fn set_top(&mut self, cell: Cell, t: u8) {
        self.top[cell.index()] = t;
        for player in Player::BOTH {
            self.visible[player].remove(cell);
        }
        self.occupied.remove(cell);
        if let Some(owner) = self.piece(t).map(|p| p.owner) {
            self.occupied.insert(cell);
            self.visible[owner].insert(cell);
        }
    }

    /// src/rules/RULES.md §6, after `mover` played `m`. Only chains through cells
    /// that changed hands can be new: neither player was connected before.
    fn outcome_after(
        &self,
        mover: Player,
        m: Move,
        mover_seeds: Bitboard,
        opponent_seeds: Bitboard,
    ) -> Option<Outcome> {
        let opponent = mover.opponent();
        if let Some(c) = connection::connection_through(self, mover, mover_seeds) {
            return Some(Outcome::Connected(c));
        }
        if let Some(c) = connection::connection_through(self, opponent, opponent_seeds) {
            return Some(Outcome::Connected(c));
        }
        if matches!(m, Move::Place(_)) && self.reserves[mover].is_empty() {
            return Some(self.last_piece_outcome());
        }
        if !self.has_legal_move(opponent) && !self.has_legal_move(mover) {
            return Some(Outcome::NoLegalMoves);
        }
        None
    }

    fn last_piece_outcome(&self) -> Outcome {
        match self.variant {
            Variant::Basic => Outcome::LastPiecePlaced,
            Variant::Standard => {
                let central = ByPlayer::new_with(|p| self.central_count(p));
                match central.white.cmp(&central.black) {
                    std::cmp::Ordering::Greater => {
                        Outcome::CentralMajority { winner: Player::White, central }
                    }
                    std::cmp::Ordering::Less => Outcome::CentralMajority { winner: Player::Black, central },
                    std::cmp::Ordering::Equal => Outcome::CentralTie { central },
                }
            }
        }
    }
}

fn triangle_refusal(heights: [u8; 3]) -> IllegalReason {
    let mut sorted = heights;
    sorted.sort_unstable();
    // Two cells level and the third lower: the shape of a bridge.
    if sorted[1] == sorted[2] && sorted[1] > sorted[0] {
        IllegalReason::TriangleCannotBridge
    } else {
        IllegalReason::UnevenSupport { heights }
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Position")
            .field("variant", &self.variant)
            .field("ply", &self.ply)
            .field("to_move", &self.to_move)
            .field("last_move", &self.last_move.map(|m| m.to_string()))
            .field("pieces", &self.pieces().map(|p| (p.owner, p.footprint, p.level)).collect::<Vec<_>>())
            .field("outcome", &self.outcome)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A player with no reserve and no piece: no legal move at all. Real
    /// games never get here (the last placement ends them), but the pass
    /// rule of §5 must still hold, so the state is built by hand.
    fn stuck(player: Player) -> Position {
        let mut position = Position::new(Variant::Standard);
        position.reserves[player] = Reserve::EMPTY;
        position
    }

    #[test]
    fn a_player_without_legal_moves_must_pass() {
        let position = stuck(Player::White);
        assert!(!position.has_legal_move(Player::White));
        assert_eq!(position.legal_moves(), vec![Move::Pass]);
        assert_eq!(position.legal_move_count(), 1);
        assert_eq!(position.check(Move::Pass), Ok(Landing::Pass));
        let place: Move = "B2-B3-C3".parse().unwrap();
        assert_eq!(position.check(place).unwrap_err().reason, IllegalReason::NoneLeft { kind: Kind::T });
        let mut rng = crate::rules::SplitMix64::new(1);
        assert_eq!(position.random_move(&mut rng), Some(Move::Pass));
        let after = position.play(Move::Pass).unwrap();
        assert_eq!(after.to_move(), Player::Black);
        assert_eq!(after.ply(), 1);
        assert_eq!(after.outcome(), None, "Black can still move");
        assert_eq!(after.check(Move::Pass).unwrap_err().reason, IllegalReason::PassNotAllowed);
    }

    #[test]
    fn when_neither_player_can_move_the_game_is_drawn() {
        let mut position = stuck(Player::White);
        position.reserves[Player::Black] = Reserve::EMPTY;
        let after = position.play(Move::Pass).unwrap();
        assert_eq!(after.outcome(), Some(&Outcome::NoLegalMoves));
        assert!(after.legal_moves().is_empty());
    }
}
