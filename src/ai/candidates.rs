//! Which moves an inner search node looks at.
//!
//! A position has thousands of legal moves, mostly placements far from
//! anything that matters. Inner nodes keep the moves landing on cells that
//! lie on a nearly shortest path of either player (building one's own
//! chain or blocking the opponent's), or on a chain the opponent could
//! complete next move. The root does not use this: it judges every move.
//! Where even those are thousands (the basic game's open centre), a
//! [`Prior`] that costs nanoseconds a move ranks them and only a
//! [`shortlist`] is judged properly.

use crate::ai::distance::{axis_distance, path_cells};
use crate::ai::eval::{Weights, costs};
use crate::ai::tactics::{Threat, ThreatBasis, threat, winning_region};
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

/// How much a move's landing cells matter, from where each player's
/// shortest paths run: a cheap first judgement of thousands of moves,
/// before the few best are looked at properly (evaluating a move's
/// position costs ~3 µs; this, a few nanoseconds).
pub struct Prior {
    /// Cells on the mover's shortest paths.
    mine: Bitboard,
    /// Cells on the mover's paths at most one cell longer.
    mine_wide: Bitboard,
    /// Cells on the opponent's shortest paths.
    theirs: Bitboard,
    /// Cells on the opponent's paths at most one cell longer.
    theirs_wide: Bitboard,
    /// The opponent's chains one move from complete: where to block.
    threat: Bitboard,
}

impl Prior {
    /// The prior of the player to move in `position`.
    pub fn new(position: &Position, weights: &Weights) -> Prior {
        let me = position.to_move();
        Prior {
            mine: path_region(position, me, weights, 0),
            mine_wide: path_region(position, me, weights, 1),
            theirs: path_region(position, me.opponent(), weights, 0),
            theirs_wide: path_region(position, me.opponent(), weights, 1),
            threat: winning_region(position, me.opponent()),
        }
    }

    /// Cells where a move matters at all.
    pub fn region(&self) -> Bitboard {
        self.mine_wide | self.theirs_wide | self.threat
    }

    /// The weight of landing on `mask`: blocking a winning chain most, then
    /// the mover's own shortest paths, then the opponent's.
    pub fn weight(&self, mask: Bitboard) -> i64 {
        let overlap = |set: Bitboard| i64::from((mask & set).count());
        8 * overlap(self.threat)
            + 3 * overlap(self.mine)
            + 2 * overlap(self.theirs)
            + overlap(self.mine_wide)
            + overlap(self.theirs_wide)
    }

    /// The moves of `moves` landing in the [`region`](Prior::region), in
    /// their order, each with `key` of its [`weight`](Prior::weight)
    /// (`key` is called once per move kept, in that order).
    pub fn weigh(&self, moves: &[Move], mut key: impl FnMut(i64) -> i64) -> Vec<(i64, Move)> {
        let region = self.region();
        moves
            .iter()
            .filter_map(|&m| {
                let mask = m.footprint()?.mask();
                (mask & region).any().then(|| (key(self.weight(mask)), m))
            })
            .collect()
    }
}

/// The moves a crowded node judges: see [`shortlist`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shortlist {
    /// The moves, best by the prior first, then the threats found beyond.
    pub moves: Vec<Move>,
    /// Legal moves generated and weighed: the measure of what the prior cost.
    pub weighed: usize,
    /// Moves looked at for a threat: the measure of what that cost.
    pub threat_checked: usize,
}

/// At most `keep` of the node's candidates, those whose landing cells weigh
/// most by the [`Prior`] (in legal-move order among equals, so a seed
/// gives the same search), then up to `threats` of the others after which
/// the mover threatens to connect, double threats first; every legal move
/// when none lands in the region. For crowded positions, where judging
/// every candidate properly would cost the search its depth. The prior
/// does not see threats coming — a placement beside the shortest paths
/// can open two ways to connect — so they are looked for among the rest:
/// the test is much cheaper than an evaluation far from a connection,
/// where most crowded positions are.
pub fn shortlist(position: &Position, weights: &Weights, keep: usize, threats: usize) -> Shortlist {
    let prior = Prior::new(position, weights);
    let legal = position.legal_moves();
    let weighed = legal.len();
    let mut scored = prior.weigh(&legal, |weight| weight);
    if scored.is_empty() {
        return Shortlist { moves: legal, weighed, threat_checked: 0 };
    }
    let mut threat_checked = 0;
    let mut extra = Vec::new();
    if scored.len() > keep {
        scored.sort_by_key(|&(weight, _)| std::cmp::Reverse(weight));
        let rest = scored.split_off(keep);
        if threats > 0 {
            threat_checked = rest.len();
            extra = threatening(position, rest.into_iter().map(|(_, m)| m), threats);
        }
    }
    let moves = scored.into_iter().map(|(_, m)| m).chain(extra).collect();
    Shortlist { moves, weighed, threat_checked }
}

/// Up to `count` of `moves` after which the mover threatens to connect,
/// chosen as the search chooses its threats ([`threats_after`]).
fn threatening(position: &Position, moves: impl Iterator<Item = Move>, count: usize) -> Vec<Move> {
    let me = position.to_move();
    let basis = ThreatBasis::new(position, me);
    let judged: Vec<(Move, Threat)> = moves
        .map(|m| {
            let made = basis.after(m).unwrap_or_else(|| {
                let mut child = position.clone();
                child.play_unchecked(m);
                threat(&child, me)
            });
            (m, made)
        })
        .collect();
    threats_after(&judged, 0, count, |&(_, made)| made).into_iter().map(|k| judged[k].0).collect()
}

/// Indices of up to `count` items beyond the first `width` that threaten
/// to connect: double threats first, then single ones, each in order.
pub(crate) fn threats_after<T>(
    items: &[T],
    width: usize,
    count: usize,
    threat: impl Fn(&T) -> Threat,
) -> Vec<usize> {
    let mut chosen: Vec<usize> = Vec::with_capacity(count);
    for level in [Threat::Double, Threat::Single] {
        chosen
            .extend((width..items.len()).filter(|&k| threat(&items[k]) == level).take(count - chosen.len()));
    }
    chosen
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

    /// The basic-game position after `moves` (space-separated, all legal).
    fn after(moves: &str) -> Position {
        let mut position = Position::new(Variant::Basic);
        for text in moves.split_whitespace() {
            position = position.play(text.parse().unwrap()).unwrap();
        }
        position
    }

    #[test]
    fn threats_beyond_the_best_are_chosen_double_ones_first() {
        use Threat::{Double as D, None as N, Single as S};
        let items = [D, N, S, N, S, D, S, D, N];
        assert_eq!(threats_after(&items, 2, 3, |&t| t), vec![5, 7, 2]);
        assert_eq!(threats_after(&items, 2, 10, |&t| t), vec![5, 7, 2, 4, 6]);
        assert_eq!(threats_after(&items, 2, 0, |&t| t), Vec::<usize>::new());
        assert_eq!(threats_after(&items, 9, 3, |&t| t), Vec::<usize>::new());
    }

    #[test]
    fn the_opening_region_is_most_of_the_board_and_moves_are_kept() {
        let position = Position::new(Variant::Standard);
        let moves = candidate_moves(&position, &Weights::default(), 0);
        assert!(!moves.is_empty());
        assert!(moves.iter().all(|&m| position.is_legal(m)));
    }

    /// White's row A5…L5 then M6 N7 O8 P9 O9 P10: one cell from joining
    /// columns A and Q (tests/ai.rs builds the same position); Black to move.
    fn white_one_cell_from_connecting() -> Position {
        let moves = "B5-A5-C5 E2-E3-E4 E5-D5-F5 J4-J3-K4 G5-H5-I5 N14-N15-O15 J5-K5-L5 J14-J15-K15 \
                     M6-N7-O8 L15-L16-M16 P9-O9-P10";
        after(moves)
    }

    #[test]
    fn a_shortlist_keeps_the_blocking_moves_first_and_at_most_its_size() {
        let position = white_one_cell_from_connecting();
        let blocks = winning_region(&position, Player::White);
        assert!(blocks.any());
        let all = candidate_moves(&position, &Weights::default(), 1);
        let list = shortlist(&position, &Weights::default(), 40, 0);
        assert_eq!(list.weighed, position.legal_move_count());
        assert_eq!(list.threat_checked, 0);
        let short = list.moves;
        assert_eq!(short.len(), 40, "of {}", all.len());
        assert!(short.iter().all(|m| all.contains(m)), "the shortlist is drawn from the candidates");
        let blocking = |m: &Move| m.footprint().is_some_and(|f| (f.mask() & blocks).any());
        let first_other = short.iter().position(|m| !blocking(m)).unwrap_or(short.len());
        assert!(first_other > 0, "a blocking move comes first");
        assert!(short[first_other..].iter().all(|m| !blocking(m)), "every blocking move before the others");
    }

    /// From a basic game of expert (Black) against `hard`: White to move
    /// has 22 placements that open two ways to connect (L8-K8-M9 among
    /// them), none on a shortest path, so the prior ranks them near 500th
    /// of 1,778 candidates. A shortlist that missed them lost the game.
    #[test]
    fn a_shortlist_keeps_double_threats_the_prior_ranks_low() {
        let moves = "B2-A2-C2 D2-D1-D3 D4-C3-E4 F4-F5-G6 F3-E3-G3 F4>D2-D3-E4 F5-E5-F6 H12-G11-I13 G7-H8-I9 \
                     E6-F7-G8 O10-P10-Q10 D2>D3-D4-E5 G7>B2-C2-D2 I14-J15-K16 H4-I5-J6 K6-J7-K7 L7-M8-N9 \
                     K5-L6-M7 F8-G9-H9 K5>K6-L7-M8";
        let position = after(moves);
        let doubles = |moves: &[Move]| {
            moves
                .iter()
                .filter(|&&m| threat(&position.play(m).unwrap(), Player::White) == Threat::Double)
                .count()
        };
        let blind = shortlist(&position, &Weights::default(), 150, 0);
        assert_eq!(doubles(&blind.moves), 0, "the prior alone misses them");
        let list = shortlist(&position, &Weights::default(), 150, 12);
        assert_eq!(list.moves.len(), 150 + 12);
        assert_eq!(doubles(&list.moves[150..]), 12, "double threats first among the extra moves");
        assert_eq!(list.threat_checked, candidate_moves(&position, &Weights::default(), 1).len() - 150);
    }

    #[test]
    fn a_shortlist_longer_than_the_candidates_is_the_candidates() {
        let position = white_one_cell_from_connecting();
        let all = candidate_moves(&position, &Weights::default(), 1);
        assert_eq!(shortlist(&position, &Weights::default(), all.len() + 1, 6).moves, all);
    }

    #[test]
    fn far_away_placements_are_dropped_once_paths_form() {
        let position = after("A5-B5-C5 A2-B2-B3 D5-E5-F5 K5-L5-L6");
        let all = position.legal_move_count();
        let kept = candidate_moves(&position, &Weights::default(), 0).len();
        assert!(kept < all, "{kept} of {all}");
    }
}
