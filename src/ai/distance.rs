//! Connection distance: how many cells a player still lacks to join two
//! opposite sides, as a shortest path where the player's own visible cells
//! are free, empty cells cost a little and the opponent's cells a lot.
//!
//! Computed with [`Bitboard`] layers instead of a queue: `reached[d]` is the
//! set of cells at distance ≤ `d` from one side, grown one cost unit at a
//! time and closed under the free (own) cells. On a 211-cell board this is
//! a few dozen word-parallel shifts, fast enough to evaluate every legal
//! move of a position.
//!
//! ```
//! use punct::ai::distance::{Costs, connection_distance};
//! use punct::rules::{Bitboard, Player, Position, Variant};
//! let start = Position::new(Variant::Standard);
//! let costs = Costs::for_player(&start, Player::White, 4, Bitboard::EMPTY, 1);
//! // An empty board needs 17 cells from any side to its opposite.
//! assert_eq!(connection_distance(&costs, u32::MAX), Some(17));
//! ```

use crate::ai::spread::neighbours;
use crate::rules::{Axis, Bitboard, Cell, Player, Position};

/// Distances never exceed this: 17 cells each costing at most
/// [`MAX_COST`]. Layers are stored in a fixed array of this size.
pub const MAX_DISTANCE: usize = 17 * MAX_COST as usize;

/// The dearest a cell may be made, so the layer array stays small.
pub const MAX_COST: u32 = 8;

/// How many priced classes of cells [`Costs`] holds.
const CLASSES: usize = 3;

/// Groups of free cells [`Costs`] keeps ready; a player showing more
/// separate groups (rare: a player has 18 pieces) is closed over cell by
/// cell instead.
const MAX_GROUPS: usize = 24;

/// What entering each cell costs one player: free (the player's own
/// visible cells) or one of a few prices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Costs {
    /// Cells the player already shows (cost 0).
    free: Bitboard,
    /// Disjoint sets of cells and what entering each costs (1 to
    /// [`MAX_COST`]); cells in none of them and not free cannot be entered.
    priced: [(Bitboard, u32); CLASSES],
    /// The free cells split into groups joined through free cells.
    groups: FreeGroups,
}

/// The free cells in groups joined through free cells, each with its
/// neighbours, so that closing a set over the free cells — the innermost
/// step of every distance, dozens of times per evaluated position — takes
/// one pass over the groups instead of one neighbour step per cell of the
/// longest chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct FreeGroups {
    /// Each group's cells and their neighbours; the first `len` are used.
    groups: [(Bitboard, Bitboard); MAX_GROUPS],
    /// Groups found, or `None` when there were more than [`MAX_GROUPS`].
    len: Option<usize>,
}

impl FreeGroups {
    fn new(free: Bitboard) -> FreeGroups {
        let mut out = FreeGroups { groups: [(Bitboard::EMPTY, Bitboard::EMPTY); MAX_GROUPS], len: Some(0) };
        let mut left = free;
        let mut len = 0;
        while let Some(seed) = left.first() {
            if len == MAX_GROUPS {
                out.len = None;
                return out;
            }
            let (group, around) = close_step_by_step(Bitboard::from_cell(seed), free);
            out.groups[len] = (group, around);
            left &= !group;
            len += 1;
        }
        out.len = Some(len);
        out
    }
}

impl Costs {
    /// Free cells plus up to three priced classes (prices clamped to
    /// 1..=[`MAX_COST`]).
    pub fn new(free: Bitboard, priced: &[(Bitboard, u32)]) -> Costs {
        let mut classes = [(Bitboard::EMPTY, 1); CLASSES];
        for (slot, &(cells, cost)) in classes.iter_mut().zip(priced) {
            *slot = (cells & !free, cost.clamp(1, MAX_COST));
        }
        Costs { free, priced: classes, groups: FreeGroups::new(free) }
    }

    /// For `player`: own visible cells free, empty cells 1 (empty cells of
    /// `centre` cost `centre_cost`), opponent cells `dear_cost`.
    pub fn for_player(
        position: &Position,
        player: Player,
        dear_cost: u32,
        centre: Bitboard,
        centre_cost: u32,
    ) -> Costs {
        let empty = Cell::ALL & !position.occupied();
        Costs::new(
            position.visible(player),
            &[
                (empty & !centre, 1),
                (empty & centre, centre_cost),
                (position.visible(player.opponent()), dear_cost),
            ],
        )
    }

    /// Every cell the player does not show costs 1: the number of cells one
    /// would have to add, wherever they are.
    pub fn cells_missing(position: &Position, player: Player) -> Costs {
        let free = position.visible(player);
        Costs::new(free, &[(Cell::ALL & !free, 1)])
    }

    /// The cost of entering `cell` (0 for a free cell, `None` for a cell
    /// that cannot be entered).
    pub fn of(&self, cell: Cell) -> Option<u32> {
        if self.free.contains(cell) {
            return Some(0);
        }
        self.priced.iter().find(|(cells, _)| cells.contains(cell)).map(|&(_, cost)| cost)
    }

    /// The cells of distance `d` given the entry sets of earlier layers:
    /// a class of price `c` enters from layer `d - c`.
    #[inline]
    fn entering(&self, d: usize, entry_at: impl Fn(usize) -> Bitboard) -> Bitboard {
        let mut grown = Bitboard::EMPTY;
        for &(cells, cost) in &self.priced {
            let cost = cost as usize;
            if d >= cost && cells.any() {
                grown |= entry_at(d - cost) & cells;
            }
        }
        grown
    }

    /// The highest price among the classes.
    fn dearest(&self) -> usize {
        self.priced.iter().map(|&(_, cost)| cost as usize).max().unwrap_or(1)
    }
}

/// Cumulative distance layers from one side: `reached[d]` holds every cell
/// whose distance (the cell's own cost included) is at most `d`.
/// Never empty once built.
#[derive(Clone)]
pub struct Layers {
    reached: Vec<Bitboard>,
}

impl Layers {
    /// Cells at distance ≤ `d` (all computed cells if `d` is beyond them).
    pub fn within(&self, d: usize) -> Bitboard {
        self.reached.get(d).or(self.reached.last()).copied().unwrap_or(Bitboard::EMPTY)
    }

    /// Cells whose distance is exactly `d`.
    fn exactly(&self, d: usize) -> Bitboard {
        let Some(&at) = self.reached.get(d) else { return Bitboard::EMPTY };
        let before = if d == 0 { Bitboard::EMPTY } else { self.reached[d - 1] };
        at & !before
    }
}

/// Grows layers from `start` until one touches `goal` (when given) or the
/// distance would exceed `cap`. Returns the layers and the distance to
/// `goal`.
pub fn layers(costs: &Costs, start: Bitboard, goal: Option<Bitboard>, cap: u32) -> (Layers, Option<u32>) {
    let cap = (cap as usize).min(MAX_DISTANCE);
    let mut out = Layers { reached: Vec::with_capacity(cap + 1) };
    // entry[d]: cells next to distance-d cells, or on the start side.
    let mut entry: Vec<Bitboard> = Vec::with_capacity(cap + 1);
    let dearest = costs.dearest();
    for d in 0..=cap {
        let previous = if d == 0 { start & costs.free } else { out.reached[d - 1] };
        let grown = previous | costs.entering(d, |k| entry[k]);
        let (reached, around) = close_over_free(grown, costs);
        out.reached.push(reached);
        if goal.is_some_and(|g| (reached & g).any()) {
            return (out, Some(d as u32));
        }
        // Unchanged for the dearest step: every entry is already used.
        if d >= dearest && reached == out.reached[d - dearest] {
            break;
        }
        entry.push(around | start);
    }
    (out, None)
}

/// `set` together with every free cell joined to it through free cells,
/// and the neighbours of that closed set: `set`, the free groups that
/// touch it or lie next to it, and their neighbours.
#[inline]
fn close_over_free(set: Bitboard, costs: &Costs) -> (Bitboard, Bitboard) {
    let Some(len) = costs.groups.len else { return close_step_by_step(set, costs.free) };
    let mut around = neighbours(set);
    let touched = set | around;
    let mut reached = set;
    for &(group, next) in &costs.groups.groups[..len] {
        if (group & touched).any() {
            reached |= group;
            around |= next;
        }
    }
    (reached, around)
}

/// [`close_over_free`] one neighbour step at a time, for any `free` set.
fn close_step_by_step(set: Bitboard, free: Bitboard) -> (Bitboard, Bitboard) {
    let mut reached = set;
    loop {
        let around = neighbours(reached);
        let grown = reached | (around & free);
        if grown == reached {
            return (reached, around);
        }
        reached = grown;
    }
}

/// The distance across the board along `axis`, at most `cap`. The same
/// growth as [`layers`], keeping only the few layers still needed, so no
/// large array is touched: this runs for every evaluated position.
pub fn axis_distance(costs: &Costs, axis: Axis, cap: u32) -> Option<u32> {
    const RING: usize = MAX_COST as usize + 1;
    let [start, goal] = axis.sides();
    let cap = (cap as usize).min(MAX_DISTANCE);
    let dearest = costs.dearest();
    let mut reached_ring = [Bitboard::EMPTY; RING];
    let mut entry_ring = [Bitboard::EMPTY; RING];
    let mut previous = Bitboard::EMPTY;
    for d in 0..=cap {
        let before = if d == 0 { start & costs.free } else { previous };
        let grown = before | costs.entering(d, |k| entry_ring[k % RING]);
        let (reached, around) = close_over_free(grown, costs);
        if (reached & goal).any() {
            return Some(d as u32);
        }
        if d >= dearest && reached == reached_ring[(d - dearest) % RING] {
            return None;
        }
        reached_ring[d % RING] = reached;
        entry_ring[d % RING] = around | start;
        previous = reached;
    }
    None
}

/// Whether the cells of `set` join the two sides of `axis`.
pub fn joins_sides(set: Bitboard, axis: Axis) -> bool {
    let [a, b] = axis.sides();
    let (reached, _) = close_step_by_step(a & set, set);
    (reached & b).any()
}

/// The shortest distance across any of the three axes, if it is at most
/// `cap`. Each axis is searched only as far as the best one so far.
pub fn connection_distance(costs: &Costs, cap: u32) -> Option<u32> {
    let mut best: Option<u32> = None;
    for axis in Axis::ALL {
        let limit = best.map_or(cap, |b| b.saturating_sub(1).min(cap));
        if best.is_some_and(|b| b == 0) {
            break;
        }
        if let Some(d) = axis_distance(costs, axis, limit) {
            best = Some(d);
        }
    }
    best
}

/// The cells lying on some path across `axis` whose cost is at most
/// `budget` — where a player must add (or keep) cells to connect that way
/// — and the cost of the cheapest such path; `None` if there is none.
pub fn path_cells(costs: &Costs, axis: Axis, budget: u32) -> Option<(Bitboard, u32)> {
    let [a, b] = axis.sides();
    let (forward, _) = layers(costs, a, None, budget);
    let shortest = (0..forward.reached.len()).find(|&d| (forward.reached[d] & b).any())?;
    let (backward, _) = layers(costs, b, None, budget);
    let budget = budget as usize;
    let mut cells = Bitboard::EMPTY;
    for d in 0..forward.reached.len() {
        let at_d = forward.exactly(d);
        if at_d.is_empty() {
            continue;
        }
        // A cell counted in both directions: d + back - cost ≤ budget.
        cells |= at_d & costs.free & backward.within(budget - d);
        for &(class, cost) in &costs.priced {
            cells |= at_d & class & backward.within(budget + cost as usize - d);
        }
    }
    Some((cells, shortest as u32))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Move, Variant};

    fn after(moves: &str) -> Position {
        let mut position = Position::new(Variant::Basic);
        for text in moves.split_whitespace() {
            let m: Move = text.parse().unwrap();
            position = position.play(m).unwrap();
        }
        position
    }

    fn cells(text: &str) -> Bitboard {
        text.split_whitespace().map(|s| s.parse::<Cell>().unwrap()).collect()
    }

    #[test]
    fn empty_board_is_seventeen_cells_on_every_axis() {
        let costs = Costs::for_player(&Position::new(Variant::Basic), Player::White, 4, Bitboard::EMPTY, 1);
        for axis in Axis::ALL {
            assert_eq!(axis_distance(&costs, axis, 100), Some(17), "{axis:?}");
        }
    }

    #[test]
    fn own_pieces_shorten_the_distance_by_their_cells() {
        // White lies along row 5 from A5: A5 B5 C5.
        let position = after("A5-B5-C5 N12-N13-O13");
        let costs = Costs::for_player(&position, Player::White, 4, Bitboard::EMPTY, 1);
        assert_eq!(axis_distance(&costs, Axis::Columns, 100), Some(14));
        assert_eq!(connection_distance(&costs, 100), Some(14));
    }

    #[test]
    fn opponent_cells_are_dear_but_passable() {
        let free = Bitboard::EMPTY;
        // A wall across every column-A-to-Q path would be needed to block;
        // here one dear cell on a one-cell-wide corridor.
        let corridor = cells("A5 B5 C5 D5 E5 F5 G5 H5 I5 J5 K5 L5 M5 M6 N7 O8 P9 Q10");
        let dear = cells("E5");
        let costs = Costs::new(free, &[(corridor & !dear, 1), (dear, 5)]);
        assert_eq!(axis_distance(&costs, Axis::Columns, 100), Some(17 + 4));
        assert_eq!(axis_distance(&costs, Axis::Columns, 20), None);
    }

    #[test]
    fn joins_sides_sees_a_chain_and_a_broken_one() {
        let corridor = cells("A5 B5 C5 D5 E5 F5 G5 H5 I5 J5 K5 L5 M6 N7 O8 P9 Q10");
        assert!(joins_sides(corridor, Axis::Columns));
        assert!(!joins_sides(corridor, Axis::Rows));
        assert!(!joins_sides(corridor & !cells("H5"), Axis::Columns));
    }

    #[test]
    fn dearer_centre_cells_are_avoided_when_a_way_round_is_cheaper() {
        let empty = Position::new(Variant::Standard);
        let centre = crate::rules::CENTRAL_HEXAGON;
        let costs = Costs::for_player(&empty, Player::White, 4, centre, 3);
        // Straight lines of 17 cells exist outside the centre on every axis.
        assert_eq!(connection_distance(&costs, 100), Some(17));
        let only_through_centre = Costs::new(Bitboard::EMPTY, &[(cells("I9"), 3)]);
        assert_eq!(only_through_centre.of(cells("I9").first().unwrap()), Some(3));
        assert_eq!(only_through_centre.of(cells("A5").first().unwrap()), None);
    }

    #[test]
    fn a_closed_board_has_no_distance() {
        let costs = Costs::new(cells("A5 B5"), &[]);
        assert_eq!(axis_distance(&costs, Axis::Columns, 200), None);
    }

    #[test]
    fn path_cells_of_a_corridor_are_the_corridor() {
        // M5 and B6 are detours: L5 touches M6 directly.
        let corridor = cells("A5 B5 C5 D5 E5 F5 G5 H5 I5 J5 K5 L5 M5 M6 N7 O8 P9 Q10");
        let spur = cells("B6");
        let costs = Costs::new(Bitboard::EMPTY, &[(corridor | spur, 1)]);
        assert_eq!(path_cells(&costs, Axis::Columns, 17), Some((corridor & !cells("M5"), 17)));
        // One cell of slack admits both detours, A5 B6 B5 and L5 M5 M6.
        assert_eq!(path_cells(&costs, Axis::Columns, 18), Some((corridor | spur, 17)));
        assert_eq!(path_cells(&costs, Axis::Columns, 16), None);
    }

    /// A position after `plies` random moves from `seed`.
    fn random_position(seed: u64, plies: u32) -> Position {
        let mut rng = crate::rules::SplitMix64::new(seed);
        let mut position =
            Position::new(if seed.is_multiple_of(2) { Variant::Standard } else { Variant::Basic });
        for _ in 0..plies {
            let Some(m) = position.random_move(&mut rng) else { break };
            position.play_unchecked(m);
        }
        position
    }

    proptest::proptest! {
        /// Closing over the free groups gives exactly what closing one
        /// neighbour step at a time gives, for sets of any shape.
        #[test]
        fn closing_over_groups_is_closing_step_by_step(seed in 0u64..10_000, plies in 0u32..90, bits in proptest::array::uniform4(0u64..u64::MAX)) {
            let position = random_position(seed, plies);
            let player = if seed.is_multiple_of(3) { Player::White } else { Player::Black };
            let costs = Costs::for_player(&position, player, 4, Bitboard::EMPTY, 1);
            let set = Bitboard(bits) & Cell::ALL;
            let sparse = Bitboard([bits[0] & bits[1], bits[2] & bits[3], bits[0] & bits[2], bits[1] & bits[3]]) & Cell::ALL;
            for set in [set, sparse, set & costs.free, Bitboard::EMPTY] {
                proptest::prop_assert_eq!(close_over_free(set, &costs), close_step_by_step(set, costs.free));
            }
        }
    }

    #[test]
    fn more_free_groups_than_kept_are_closed_step_by_step() {
        // Every third cell of row 1..: isolated free cells, far more than MAX_GROUPS.
        let free: Bitboard = Cell::ALL.iter().filter(|c| c.index() % 3 == 0).collect();
        let costs = Costs::new(free, &[(Cell::ALL & !free, 1)]);
        assert_eq!(costs.groups.len, None);
        let set = cells("A5 E5 I9");
        assert_eq!(close_over_free(set, &costs), close_step_by_step(set, free));
        let few = Costs::new(cells("A5 B5 C5 H5"), &[]);
        assert_eq!(few.groups.len, Some(2));
    }

    #[test]
    fn cells_missing_counts_opponent_cells_as_one() {
        let position = after("A5-B5-C5 D5-E5-F5");
        let missing = Costs::cells_missing(&position, Player::Black);
        assert_eq!(missing.of("A5".parse().unwrap()), Some(1));
        assert_eq!(missing.of("E5".parse().unwrap()), Some(0));
        assert_eq!(axis_distance(&missing, Axis::Columns, 100), Some(14));
    }
}
