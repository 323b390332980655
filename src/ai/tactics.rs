//! Exact one-move tactics: does the player to move have a move that wins
//! on the spot?
//!
//! Trying all ~5,000 legal moves would be slow, so candidates are cut
//! soundly first. After any move the mover's visible cells are at most the
//! ones visible before plus the three cells the piece lands on (lifting a
//! piece can only hide the mover's own dots, never add any), and the mover
//! was not connected before. So a winning footprint `F` must join two
//! opposite sides together with the mover's cells — and since `F` is
//! itself connected, that happens exactly when `F` touches (or lies on)
//! each side or a group of the mover's cells reaching it. Those footprints
//! lie where the two sides' reaches come within two steps of each other;
//! only moves onto them are tried, each checked by really playing it. The
//! other immediate win — the standard game's last placement with more of
//! the central hexagon — is checked directly.

use crate::ai::spread::neighbours;
use crate::rules::{Axis, Bitboard, Cell, Footprint, Move, PieceView, Player, Position, Variant};

/// Cells a single move adds at most.
const CELLS_PER_MOVE: u32 = 3;

/// A chain needs at least 17 cells; a player showing fewer than
/// `17 - 3` cells cannot finish one this move.
const MIN_VISIBLE_TO_WIN: u32 = 17 - CELLS_PER_MOVE;

/// What the tactics keep between positions of one search: the last
/// winning move found for each player, tried first in the next position
/// (sibling positions mostly share their threats, so the scan is often
/// skipped), and a count of the work done, which a search charges to its
/// node budget so that time stays proportional to the budget.
#[derive(Clone, Debug, Default)]
pub struct Tactics {
    last_win: [Option<Move>; 2],
    work: u64,
}

impl Tactics {
    /// Candidate moves tried and footprints examined so far.
    pub fn work(&self) -> u64 {
        self.work
    }
}

/// A move that wins at once for the player to move, if there is one.
pub fn winning_move(position: &Position, tactics: &mut Tactics) -> Option<Move> {
    if position.is_over() {
        return None;
    }
    let me = position.to_move();
    if let Some(m) = tactics.last_win[me.index()]
        && position.is_legal(m)
        && wins(position, m)
    {
        return Some(m);
    }
    let found = last_placement_win(position).or_else(|| connecting_move(position, &mut tactics.work));
    if found.is_some() {
        tactics.last_win[me.index()] = found;
    }
    found
}

/// Whether playing `m` wins at once for the player to move.
pub fn wins(position: &Position, m: Move) -> bool {
    let mover = position.to_move();
    let mut next = position.clone();
    next.play_unchecked(m);
    next.outcome().and_then(|o| o.winner()) == Some(mover)
}

/// Cells of the footprints with which `player`'s cells would join two
/// opposite sides: where the opponent has to block. Empty when none.
pub fn winning_region(position: &Position, player: Player) -> Bitboard {
    let mut region = Bitboard::EMPTY;
    for_each_joining_footprint(position, player, Cell::ALL, |footprint| {
        region |= footprint.mask();
        false
    });
    region
}

/// Every footprint with which `player`'s visible cells would join two
/// opposite sides: a connecting move of `player` must land on one. Each
/// footprint once, axis by axis, in a fixed order.
pub fn joining_footprints(position: &Position, player: Player) -> Vec<Footprint> {
    let mut out: Vec<Footprint> = Vec::new();
    for_each_joining_footprint(position, player, Cell::ALL, |footprint| {
        if !out.contains(&footprint) {
            out.push(footprint);
        }
        false
    });
    out
}

/// How strongly `player` threatens to connect with their next move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Threat {
    /// No footprint would join two opposite sides.
    None,
    /// Some footprints would, but all of them share a cell: one piece
    /// there may block them all.
    Single,
    /// Two footprints without a common cell would: usually more than one
    /// blocking piece can stop, so the threat wins.
    Double,
}

/// Joining footprints looked at, at most, when telling a single threat
/// from a double one (beyond them, two disjoint ones are all but sure).
const THREAT_FOOTPRINTS: usize = 48;

/// How `player` threatens to connect with their next move: by the
/// footprints where one of their pieces could come to rest and join two
/// opposite sides (whether a piece of that kind is left to place or free
/// to move there is not checked: cheap enough to ask after every move a
/// search orders).
pub fn threat(position: &Position, player: Player) -> Threat {
    let mut seen: Vec<Bitboard> = Vec::new();
    let mut double = false;
    // A piece lands on empty cells or on top of the player's own.
    let puncts = !position.occupied() | position.visible(player);
    for_each_joining_footprint(position, player, puncts, |footprint| {
        if !may_land_for(position, footprint, player) {
            return false;
        }
        let cells = footprint.mask();
        double = seen.len() + 1 >= THREAT_FOOTPRINTS || seen.iter().any(|&other| (other & cells).is_empty());
        seen.push(cells);
        double
    });
    if double {
        Threat::Double
    } else if seen.is_empty() {
        Threat::None
    } else {
        Threat::Single
    }
}

/// A player's [`threat`] before a move, and the cells where a placement
/// could change it: a search asks for the threat after each of thousands
/// of moves from one position, and most placements land far from
/// everything that decides it, so their answer is the one before.
///
/// Why that is exact: a placement lands on empty cells and only adds the
/// player's cells (src/rules/RULES.md §5). If it touches no reach of a
/// side (the side, the player's groups on it and their neighbours), no
/// group grows, so the reaches and with them the joining footprints stay
/// the same; if it also touches none of those footprints, the heights
/// under each stay the same, and so does where a piece could land.
#[derive(Clone, Copy, Debug)]
pub struct ThreatBasis {
    /// The threat before the move, `None` when a placement may end the
    /// early exit for too few cells (then nothing is known).
    before: Option<Threat>,
    /// The reaches of every side and the cells of every footprint that
    /// joins two of them.
    near: Bitboard,
}

impl ThreatBasis {
    /// The basis of `player`'s threats in `position`: one [`threat`]
    /// computation and the cells around it.
    pub fn new(position: &Position, player: Player) -> ThreatBasis {
        let visible = position.visible(player);
        if visible.count() + CELLS_PER_MOVE < MIN_VISIBLE_TO_WIN {
            // Even three cells more leave too few to connect next move.
            return ThreatBasis { before: Some(Threat::None), near: Bitboard::EMPTY };
        }
        if visible.count() < MIN_VISIBLE_TO_WIN {
            return ThreatBasis { before: None, near: Bitboard::EMPTY };
        }
        let reaches = Axis::ALL
            .iter()
            .flat_map(|axis| axis.sides())
            .fold(Bitboard::EMPTY, |cells, side| cells | reach_of_side(side, visible));
        let near = reaches | winning_region(position, player);
        ThreatBasis { before: Some(threat(position, player)), near }
    }

    /// The player's threat after `m`, when it is sure without playing the
    /// move: a placement away from every cell that decides it. `None`
    /// means "play it and ask [`threat`]".
    pub fn after(&self, m: Move) -> Option<Threat> {
        match m {
            Move::Place(footprint) if (footprint.mask() & self.near).is_empty() => self.before,
            _ => None,
        }
    }
}

/// A move that connects: onto a joining footprint, legal, and really
/// winning when played.
fn connecting_move(position: &Position, work: &mut u64) -> Option<Move> {
    let mut movers: Option<Vec<PieceView>> = None;
    let mut found = None;
    // Lifting the moving piece may change any cell: no PÜNCT is ruled out.
    for_each_joining_footprint(position, position.to_move(), Cell::ALL, |footprint| {
        let movers = movers.get_or_insert_with(|| free_pieces(position));
        found = moves_onto(position, footprint, movers).find(|&m| {
            *work += 1;
            wins(position, m)
        });
        *work += 1;
        found.is_some()
    });
    found
}

/// Calls `visit` with every footprint with its PÜNCT in `puncts` with which
/// `player`'s visible cells would join two opposite sides, until `visit`
/// returns true.
fn for_each_joining_footprint(
    position: &Position,
    player: Player,
    puncts: Bitboard,
    mut visit: impl FnMut(Footprint) -> bool,
) {
    let visible = position.visible(player);
    if visible.count() < MIN_VISIBLE_TO_WIN {
        return;
    }
    for axis in Axis::ALL {
        let [a, b] = axis.sides().map(|side| reach_of_side(side, visible));
        // A footprint lies within two steps of its PÜNCT: where the two
        // reaches are further apart (most axes of most positions), none
        // can touch both, and that test is the cheaper one.
        if (within_two_steps(a) & within_two_steps(b)).is_empty() {
            continue;
        }
        for footprint in Footprint::touching_both(a, b, puncts) {
            if visit(footprint) {
                return;
            }
        }
    }
}

/// The cells a connected piece must touch to link up with `side`: the
/// side itself, and the player's groups reaching it with their neighbours.
fn reach_of_side(side: Bitboard, visible: Bitboard) -> Bitboard {
    let mut group = side & visible;
    loop {
        let grown = group | (neighbours(group) & visible);
        if grown == group {
            return side | group | neighbours(group);
        }
        group = grown;
    }
}

/// `set` and every cell at most two steps from it.
fn within_two_steps(set: Bitboard) -> Bitboard {
    let one = set | neighbours(set);
    one | neighbours(one)
}

/// The pieces the player to move could move.
fn free_pieces(position: &Position) -> Vec<PieceView> {
    let me = position.to_move();
    position.pieces().filter(|p| p.owner == me && !p.covered).collect()
}

/// The legal moves of the player to move that land on `footprint`: the
/// placement, and the movements of their free pieces (`movers`) of that
/// kind. Cheap necessary conditions come before the full legality check.
fn moves_onto<'a>(
    position: &'a Position,
    footprint: Footprint,
    movers: &'a [PieceView],
) -> impl Iterator<Item = Move> + 'a {
    let cells = footprint.mask();
    let placement = (cells & position.occupied()).is_empty().then_some(Move::Place(footprint));
    let lands = may_land(position, footprint);
    let movements = movers
        .iter()
        // Lifting a piece changes the heights under it: those are checked in full.
        .filter(move |p| p.kind == footprint.kind() && (lands || (p.footprint.mask() & cells).any()))
        .map(move |p| Move::Movement { from: p.footprint.punct(), to: footprint });
    placement.into_iter().chain(movements).filter(|&m| position.is_legal(m))
}

/// Whether a piece of the player to move could come to rest on
/// `footprint` as things lie (src/rules/RULES.md §5: flat, jump or bridge), ignoring
/// what lifting the moving piece would change.
fn may_land(position: &Position, footprint: Footprint) -> bool {
    may_land_for(position, footprint, position.to_move())
}

/// [`may_land`] for a piece of `player`, whoever is to move.
fn may_land_for(position: &Position, footprint: Footprint, player: Player) -> bool {
    let [punct, a, b] = footprint.cells();
    let height = |c| position.height(c);
    if height(punct) == 0 && height(a) == 0 && height(b) == 0 {
        return true;
    }
    if position.top_owner(punct) != Some(player) {
        return false;
    }
    if height(punct) == height(a) && height(a) == height(b) {
        return true;
    }
    footprint
        .bridge_cells()
        .is_some_and(|(end, middle, other)| height(end) == height(other) && height(middle) < height(end))
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
    use crate::rules::{SplitMix64, Variant};

    #[test]
    fn nothing_to_win_on_an_empty_board() {
        let position = Position::new(Variant::Standard);
        assert!(winning_region(&position, Player::White).is_empty());
        assert_eq!(winning_move(&position, &mut Tactics::default()), None);
    }

    /// Every legal move, played: the slow, obviously right answer.
    fn brute_force_wins(position: &Position) -> bool {
        position.legal_moves().into_iter().any(|m| wins(position, m))
    }

    #[test]
    fn a_threat_basis_only_answers_where_playing_the_move_gives_that_answer() {
        let mut answered = 0;
        let mut unchanged_threats = 0;
        // Games of the easy computer, which heads for connections, so threats come up.
        for seed in 0..4 {
            let mut position = Position::new(if seed % 2 == 0 { Variant::Basic } else { Variant::Standard });
            while !position.is_over() {
                for player in [Player::White, Player::Black] {
                    let basis = ThreatBasis::new(&position, player);
                    for m in position.legal_moves() {
                        let Some(known) = basis.after(m) else { continue };
                        let mut child = position.clone();
                        child.play_unchecked(m);
                        assert_eq!(
                            known,
                            threat(&child, player),
                            "seed {seed} ply {} {player} {m}",
                            position.ply()
                        );
                        answered += 1;
                        unchanged_threats += usize::from(known != Threat::None);
                    }
                }
                let Some(m) = crate::ai::choose_move(&position, crate::ai::Level::Easy, seed) else { break };
                position.play_unchecked(m);
            }
        }
        assert!(
            answered > 10_000 && unchanged_threats > 100,
            "{answered} answered, {unchanged_threats} threats"
        );
    }

    #[test]
    fn agrees_with_trying_every_move_in_random_games() {
        let mut found = 0;
        for seed in 0..8 {
            let mut rng = SplitMix64::new(seed);
            let mut position = Position::new(if seed % 2 == 0 { Variant::Standard } else { Variant::Basic });
            while !position.is_over() {
                let fast = winning_move(&position, &mut Tactics::default());
                assert_eq!(fast.is_some(), brute_force_wins(&position), "seed {seed} ply {}", position.ply());
                if let Some(m) = fast {
                    assert!(wins(&position, m));
                    found += 1;
                }
                let Some(m) = position.random_move(&mut rng) else { break };
                position.play_unchecked(m);
            }
        }
        assert!(found > 0, "random games should offer some wins");
    }
}
