//! Alpha-beta search with iterative deepening under a node budget.
//!
//! The root judges every legal move one ply deep (the position after it,
//! and whether the opponent could then win at once), so immediate wins and
//! immediate losses are exact whatever the budget. The best root moves are
//! then searched deeper, one ply more per iteration, as long as the budget
//! lasts; the last complete iteration decides. Inner nodes look only at
//! moves near either player's shortest paths (see the `candidates`
//! module), the best few by the evaluation of the position they lead to,
//! plus (for `expert`) the moves that threaten to connect. A processor-time
//! limit, when the configuration sets one, ends the search like a spent
//! budget.

use std::time::Duration;

use crate::ai::candidates::{candidate_moves, shortlist, threats_after};
use crate::ai::config::SearchConfig;
use crate::ai::cpu_time::thread_cpu_time;
use crate::ai::eval::{Offence, WIN, WIN_THRESHOLD, evaluate_with, terminal_score};
use crate::ai::table::{Bound, Table, key};
use crate::ai::tactics::{Tactics, Threat, ThreatBasis, threat, winning_move};
use crate::rules::{Move, Player, Position, SplitMix64, Variant};

/// Beyond every score.
const INFINITY: i32 = WIN + 1;

/// Footprints and candidate moves checked by the tactics that cost about
/// as much as one evaluated position (measured: ~0.15 µs each against
/// ~3.5 µs); they count against the node budget at this rate.
const TACTIC_CHECKS_PER_NODE: u64 = 24;

/// Legal moves generated and weighed by a [`shortlist`] that cost about
/// as much as one evaluated position (measured on basic positions of
/// 1,600–4,900 legal moves: 30–60); they count against the node budget at
/// this rate, so the budget still bounds the time.
const MOVES_WEIGHED_PER_NODE: usize = 40;

/// Moves tested for a threat by a [`shortlist`] that cost about as much as
/// one evaluated position (measured: 0.5 µs each far from a connection,
/// where most crowded positions are, 2.5 µs close to one, against 2–3 µs).
/// Since then most placements are answered by a [`ThreatBasis`] without
/// being played, for far less; the rate stays, so that the same seed
/// still plays the moves the matches in `src/ai/STRENGTH.md` measured, now well
/// within the processor-time limit.
const THREAT_TESTS_PER_NODE: usize = 4;

/// Legal moves beyond which a position's node budget shrinks in
/// proportion. Each evaluated position costs more where more moves are
/// legal (an emptier board: longer distance growth, more candidates):
/// about 4.5 µs at the start of a game against 2.5 µs in the middle, so a
/// fixed budget would let the most crowded openings run longest. The empty
/// board has 4,986 legal moves, the most any position of our standard
/// expert–hard games had (placements there never touch the centre); in
/// the basic game, where the centre is open to placements, the first few
/// positions reach 5,800.
pub const CROWDED: usize = 5_000;

/// Nodes between two looks at the processor clock (reading it costs about
/// as much as a few evaluated positions; 2,048 nodes take 5–10 ms).
const NODES_PER_CLOCK_CHECK: u64 = 2_048;

/// The node budget of a search over a position of `variant` with `legal`
/// moves: the configuration's, less in proportion beyond [`CROWDED`]
/// moves, and in the basic game scaled by
/// [`SearchConfig::basic_budget_percent`].
pub fn budget_for(config: &SearchConfig, variant: Variant, legal: usize) -> u64 {
    let budget = if legal <= CROWDED {
        config.node_budget
    } else {
        config.node_budget.saturating_mul(CROWDED as u64) / legal as u64
    };
    match variant {
        Variant::Basic => budget.saturating_mul(config.basic_budget_percent) / 100,
        Variant::Standard => budget,
    }
}

/// A move and what the search thinks of it, from the mover's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoredMove {
    /// The move.
    pub mv: Move,
    /// Its score: hundredths of a cell of connection lead, or near
    /// ±[`WIN`] for a forced result.
    pub score: i32,
}

impl ScoredMove {
    /// Whether the search found a forced win with this move.
    pub fn is_win(&self) -> bool {
        self.score >= WIN_THRESHOLD
    }

    /// For a forced win, how many moves it takes, this one included (one
    /// player's turn is a move): 1 means this move wins at once.
    pub fn wins_in(&self) -> Option<u32> {
        self.is_win().then(|| u32::try_from(WIN - self.score).unwrap_or(u32::MAX).max(1))
    }

    /// Whether the search found that this move loses by force.
    pub fn is_loss(&self) -> bool {
        self.score <= -WIN_THRESHOLD
    }
}

/// The result of a search: every legal move ranked, best first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Analysis {
    /// Legal moves, best first. The first is the move to play. Moves
    /// searched deeper come before the others; below the deepest searched
    /// ones, scores are one-ply judgements.
    pub moves: Vec<ScoredMove>,
    /// The deepest complete iteration, in plies.
    pub depth: u32,
    /// Effort spent, in positions evaluated (tactical checks included at
    /// what they cost): what the node budget limits.
    pub nodes: u64,
    /// Whether the processor-time limit ([`SearchConfig::cpu_limit`]), not
    /// the node budget or the depth, ended the search: only on a machine
    /// much busier or slower than the budget was sized for.
    pub out_of_time: bool,
}

impl Analysis {
    /// The move to play, `None` when the game is over.
    pub fn best(&self) -> Option<Move> {
        self.moves.first().map(|s| s.mv)
    }
}

/// Searches `position` for the player to move. Deterministic: the same
/// position, configuration and seed give the same analysis — unless the
/// processor-time limit ends it ([`Analysis::out_of_time`]), which only
/// happens on a machine busier or slower than the one the budgets were
/// sized on (`src/ai/STRENGTH.md` counts it per match: in 100 basic games of
/// `expert`, none).
pub fn analyse(position: &Position, config: &SearchConfig, seed: u64) -> Analysis {
    let mut searcher = Searcher::new(config, position.to_move());
    if position.is_over() {
        return Analysis::default();
    }
    if let Some(m) = winning_move(position, &mut searcher.tactics) {
        let moves = vec![ScoredMove { mv: m, score: WIN - 1 }];
        return Analysis { moves, depth: 1, nodes: 1, out_of_time: false };
    }
    let mut root = searcher.first_ply(position, seed);
    let mut depth = 1;
    for next_depth in 2..=config.max_depth {
        if !searcher.deepen(position, &mut root, next_depth) {
            break;
        }
        depth = next_depth;
    }
    let moves = root.into_iter().map(|r| ScoredMove { mv: r.mv, score: r.score }).collect();
    Analysis { moves, depth, nodes: searcher.spent(), out_of_time: searcher.clock.out_of_time }
}

/// A root move with its current score and its fixed random tie-breaker.
#[derive(Clone, Copy, Debug)]
struct RootMove {
    mv: Move,
    score: i32,
    noise: i32,
    /// How the mover threatens to connect after it (see
    /// [`SearchConfig::threat_width`]).
    threat: Threat,
}

impl RootMove {
    fn key(&self) -> i32 {
        if self.score.abs() >= WIN_THRESHOLD { self.score } else { self.score + self.noise }
    }
}

struct Searcher<'a> {
    config: &'a SearchConfig,
    /// Positions this search may evaluate: see [`budget_for`].
    budget: u64,
    nodes: u64,
    aborted: bool,
    /// Memory and work count of the one-move tactics (see [`Tactics`]).
    tactics: Tactics,
    /// Per ply, the last two moves that refuted a position there: tried
    /// first in its siblings, where they often refute again, so alpha-beta
    /// cuts off after one or two moves instead of hundreds.
    refutations: Vec<[Option<Move>; 2]>,
    /// What earlier iterations learnt per position (off when the
    /// configuration's `table_size` is 0).
    table: Table,
    /// The processor-time backstop.
    clock: CpuClock,
    /// Root moves searched beyond the first ply: the configuration's
    /// `root_width` best, then the threats chosen by [`SearchConfig::threat_width`].
    root_width: usize,
    /// The searching player's bias towards their own connection in the
    /// basic game ([`SearchConfig::basic_offence`]), if any.
    offence: Option<Offence>,
}

/// Watches the searching thread's processor time against
/// [`SearchConfig::cpu_limit`], looking at the clock every
/// [`NODES_PER_CLOCK_CHECK`] nodes.
struct CpuClock {
    /// Processor time at which the search must stop; `None` without a
    /// limit or where the system does not tell a thread's time.
    deadline: Option<Duration>,
    /// Node count at which to look at the clock next.
    next_check: u64,
    /// Whether the deadline passed.
    out_of_time: bool,
}

impl CpuClock {
    fn new(limit: Option<Duration>) -> CpuClock {
        let deadline = limit.and_then(|limit| Some(thread_cpu_time()? + limit));
        CpuClock { deadline, next_check: NODES_PER_CLOCK_CHECK, out_of_time: false }
    }

    /// Whether the deadline has passed, looking at the clock only once
    /// every [`NODES_PER_CLOCK_CHECK`] nodes.
    fn expired(&mut self, nodes: u64) -> bool {
        if let Some(deadline) = self.deadline
            && nodes >= self.next_check
        {
            self.next_check = nodes + NODES_PER_CLOCK_CHECK;
            self.out_of_time = thread_cpu_time().is_some_and(|now| now >= deadline);
        }
        self.out_of_time
    }
}

impl<'a> Searcher<'a> {
    /// A search for `searching`, the player to move at the root.
    fn new(config: &'a SearchConfig, searching: Player) -> Searcher<'a> {
        let offence = (config.basic_offence != 100)
            .then_some(Offence { player: searching, percent: config.basic_offence });
        Searcher {
            config,
            budget: config.node_budget,
            nodes: 0,
            aborted: false,
            tactics: Tactics::default(),
            refutations: Vec::new(),
            table: Table::new(config.table_size),
            clock: CpuClock::new(config.cpu_limit),
            root_width: config.root_width,
            offence,
        }
    }

    /// Every legal move judged one ply deep, best first.
    fn first_ply(&mut self, position: &Position, seed: u64) -> Vec<RootMove> {
        let mut rng = SplitMix64::new(seed);
        let spread = self.config.noise.max(0) as u64;
        let legal = position.legal_moves();
        self.budget = budget_for(self.config, position.variant(), legal.len());
        let me = position.to_move();
        let basis = self.threat_basis(position);
        let mut root: Vec<RootMove> = legal
            .into_iter()
            .map(|mv| {
                let child = after(position, mv);
                // Tie-breaking jitter of one unit even without noise, so seeds vary play.
                let noise = rng.below(2 * spread + 2) as i32 - spread as i32;
                let threat = self.threat_after(basis.as_ref(), mv, &child, me);
                RootMove { mv, score: -self.leaf(&child, 1), noise, threat }
            })
            .collect();
        root.sort_by_key(|r| std::cmp::Reverse(r.key()));
        let best = self.config.root_width.min(root.len());
        let threats = threats_after(&root, best, self.config.threat_width, |r| r.threat);
        // The chosen threats move up behind the best.
        let chosen: Vec<RootMove> = threats.iter().map(|&k| root[k]).collect();
        let rest: Vec<RootMove> = root
            .drain(best..)
            .enumerate()
            .filter(|(k, _)| !threats.contains(&(best + k)))
            .map(|(_, r)| r)
            .collect();
        root.extend(chosen);
        root.extend(rest);
        self.root_width = best + threats.len();
        root
    }

    /// One more ply on the best root moves. False if the budget ran out
    /// before the iteration completed (the previous order then stands).
    fn deepen(&mut self, position: &Position, root: &mut [RootMove], depth: u32) -> bool {
        let width = self.root_width;
        let margin = 2 * self.config.noise.max(1);
        let mut rescored: Vec<RootMove> = Vec::with_capacity(width);
        let mut best = -INFINITY;
        for r in root.iter().take(width) {
            let child = after(position, r.mv);
            let alpha = best.saturating_sub(margin).max(-INFINITY);
            let score = -self.negamax(&child, depth - 1, -INFINITY, -alpha, 1);
            if self.aborted {
                if self.config.keep_partial {
                    keep_partial(root, rescored);
                }
                return false;
            }
            best = best.max(score);
            rescored.push(RootMove { score, ..*r });
        }
        rescored.sort_by_key(|r| std::cmp::Reverse(r.key()));
        root[..width].copy_from_slice(&rescored);
        true
    }

    /// Counts one evaluated position; false once the budget or the
    /// processor time is spent.
    fn spend(&mut self) -> bool {
        self.nodes += 1;
        if self.spent() > self.budget || self.clock.expired(self.nodes) {
            self.aborted = true;
        }
        !self.aborted
    }

    /// Positions evaluated, plus the tactics' checks at the rate they cost.
    fn spent(&self) -> u64 {
        self.nodes + self.tactics.work() / TACTIC_CHECKS_PER_NODE
    }

    /// A position at the search horizon, for the player to move: a finished
    /// game, an immediate win, or the static evaluation.
    fn leaf(&mut self, position: &Position, ply: u32) -> i32 {
        self.nodes += 1;
        if let Some(outcome) = position.outcome() {
            if outcome.winner().is_none() && position.variant() == Variant::Basic {
                return self.basic_draw(ply);
            }
            return terminal_score(outcome, position.to_move(), ply);
        }
        if winning_move(position, &mut self.tactics).is_some() {
            return WIN - (ply as i32 + 1);
        }
        evaluate_with(position, &self.config.weights, self.offence)
    }

    /// A basic game drawn `ply` plies below the root, for the player to
    /// move there: a little worse than even for the player searching
    /// (see [`SearchConfig::basic_contempt`]), a little better for the
    /// other. Even plies are the searching player's turns.
    fn basic_draw(&self, ply: u32) -> i32 {
        let contempt = self.config.basic_contempt;
        if ply.is_multiple_of(2) { -contempt } else { contempt }
    }

    fn negamax(&mut self, position: &Position, depth: u32, mut alpha: i32, beta: i32, ply: u32) -> i32 {
        if depth == 0 || position.is_over() {
            return self.leaf(position, ply);
        }
        if !self.spend() {
            return 0;
        }
        if winning_move(position, &mut self.tactics).is_some() {
            return WIN - (ply as i32 + 1);
        }
        let key = self.table.enabled().then(|| key(position));
        if let Some(score) = key.and_then(|k| self.known_score(k, depth, alpha, beta)) {
            return score;
        }
        let mut moves = self.moves_of(position, depth, key);
        self.refutations_first(ply, &mut moves);
        if let Some(best) = key.and_then(|k| self.table.get(k)).and_then(|e| e.best) {
            to_front(&mut moves, best);
        }
        let first_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for &m in &moves {
            let score = -self.negamax(&after(position, m), depth - 1, -beta, -alpha, ply + 1);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(m);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                self.remember_refutation(ply, m);
                self.store(key, depth, best, best_move, Bound::Lower);
                return best;
            }
        }
        if best <= -WIN_THRESHOLD {
            best = best.max(self.defend(position, &moves, depth, alpha, beta, ply));
            if self.aborted {
                return 0;
            }
        }
        let bound = if best <= first_alpha { Bound::Upper } else { Bound::Exact };
        self.store(key, depth, best, best_move, bound);
        best
    }

    /// The moves an inner node searches: at the last ply every candidate,
    /// else the best few by evaluation — taken from the table when an
    /// earlier iteration already ordered this position.
    fn moves_of(&mut self, position: &Position, depth: u32, key: Option<u64>) -> Vec<Move> {
        if depth > 1
            && let Some(known) = key.and_then(|k| self.table.get(k)).and_then(|e| e.ordered.clone())
        {
            return known;
        }
        let candidates = self.candidates(position, depth);
        if depth == 1 {
            return candidates;
        }
        let ordered = self.ordered(position, candidates);
        if let Some(slot) = key.and_then(|k| self.table.slot(k)) {
            slot.ordered = Some(ordered.clone());
        }
        ordered
    }

    /// The legal moves worth a look at an inner node `depth` plies above
    /// the horizon: near either player's shortest paths, and in a crowded
    /// basic position only a shortlist of them (its work counted against
    /// the budget).
    fn candidates(&mut self, position: &Position, depth: u32) -> Vec<Move> {
        let size = self.config.basic_shortlist;
        if size == 0 || position.variant() != Variant::Basic {
            return candidate_moves(position, &self.config.weights, self.config.slack);
        }
        // At the last ply a threat is not followed up, so none is looked for.
        let threats = if depth > 1 { 2 * self.config.threat_width } else { 0 };
        let list = shortlist(position, &self.config.weights, size, threats);
        let work = list.weighed / MOVES_WEIGHED_PER_NODE + list.threat_checked / THREAT_TESTS_PER_NODE;
        self.nodes += work as u64;
        list.moves
    }

    /// A score the table already proves for a search `depth` deep within
    /// (`alpha`, `beta`). Forced results are not reused: their distance
    /// depends on the ply they were found at.
    fn known_score(&self, key: u64, depth: u32, alpha: i32, beta: i32) -> Option<i32> {
        let (score, known_depth, bound) = self.table.get(key)?.score?;
        if known_depth < depth || score.abs() >= WIN_THRESHOLD {
            return None;
        }
        match bound {
            Bound::Exact => Some(score),
            Bound::Lower => (score >= beta).then_some(score),
            Bound::Upper => (score <= alpha).then_some(score),
        }
    }

    /// Remembers a node's result, when the table is on and has room.
    fn store(&mut self, key: Option<u64>, depth: u32, score: i32, best: Option<Move>, bound: Bound) {
        if let Some(slot) = key.and_then(|k| self.table.slot(k)) {
            slot.score = Some((score, depth, bound));
            if best.is_some() {
                slot.best = best;
            }
        }
    }

    /// Moves the remembered refutations at `ply` to the front of `moves`,
    /// when they are among them.
    fn refutations_first(&self, ply: u32, moves: &mut [Move]) {
        let Some(known) = self.refutations.get(ply as usize) else { return };
        let mut front = 0;
        for m in known.iter().flatten() {
            if let Some(k) = moves.iter().position(|x| x == m)
                && k >= front
            {
                moves[front..=k].rotate_right(1);
                front += 1;
            }
        }
    }

    fn remember_refutation(&mut self, ply: u32, m: Move) {
        let ply = ply as usize;
        if self.refutations.len() <= ply {
            self.refutations.resize(ply + 1, [None, None]);
        }
        let slot = &mut self.refutations[ply];
        if slot[0] != Some(m) {
            *slot = [Some(m), slot[0]];
        }
    }

    /// The `width` candidates whose resulting positions evaluate best,
    /// then up to `threat_width` more that make a threat.
    fn ordered(&mut self, position: &Position, candidates: Vec<Move>) -> Vec<Move> {
        self.nodes += candidates.len() as u64;
        let (weights, offence) = (self.config.weights, self.offence);
        let me = position.to_move();
        let basis = self.threat_basis(position);
        let mut scored: Vec<(i32, Move, Threat)> = candidates
            .into_iter()
            .map(|m| {
                let child = after(position, m);
                (
                    -evaluate_with(&child, &weights, offence),
                    m,
                    self.threat_after(basis.as_ref(), m, &child, me),
                )
            })
            .collect();
        scored.sort_by_key(|&(score, _, _)| std::cmp::Reverse(score));
        let width = self.config.width.min(scored.len());
        let extra = threats_after(&scored, width, self.config.threat_width, |s| s.2);
        scored[..width].iter().chain(extra.iter().map(|&k| &scored[k])).map(|s| s.1).collect()
    }

    /// What the threats of the player to move in `position` depend on,
    /// when the configuration searches threats.
    fn threat_basis(&self, position: &Position) -> Option<ThreatBasis> {
        (self.config.threat_width > 0).then(|| ThreatBasis::new(position, position.to_move()))
    }

    /// How `mover` threatens to connect after `m`, which led to `child`
    /// (from the `basis` of the position before, where it tells) — `None`
    /// when the configuration does not search threats.
    fn threat_after(&self, basis: Option<&ThreatBasis>, m: Move, child: &Position, mover: Player) -> Threat {
        let Some(basis) = basis else { return Threat::None };
        basis.after(m).unwrap_or_else(|| threat(child, mover))
    }

    /// Every move searched loses: look among all the others for ones that
    /// at least survive the opponent's next move, and search those.
    fn defend(
        &mut self,
        position: &Position,
        tried: &[Move],
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: u32,
    ) -> i32 {
        let mut survivors = Vec::new();
        for m in position.legal_moves() {
            if tried.contains(&m) || !self.spend() {
                continue;
            }
            if self.survives(&after(position, m)) {
                survivors.push(m);
            }
        }
        if self.aborted || survivors.is_empty() {
            return -INFINITY;
        }
        let mut best = -INFINITY;
        let mut alpha = alpha;
        for m in self.ordered(position, survivors) {
            let score = -self.negamax(&after(position, m), depth - 1, -beta, -alpha, ply + 1);
            if self.aborted {
                return -INFINITY;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

impl Searcher<'_> {
    /// Whether the player who just moved into `child` has not lost: the
    /// game did not end in the opponent's favour, and the opponent cannot
    /// win with their next move.
    fn survives(&mut self, child: &Position) -> bool {
        match child.outcome() {
            Some(outcome) => outcome.winner() != Some(child.to_move()),
            None => winning_move(child, &mut self.tactics).is_none(),
        }
    }
}

/// An interrupted iteration's fully searched root moves, best first, in
/// front of the moves it did not reach (in their old order): the first
/// move searched was the previous best, so the new leader is at least as
/// well informed as the old one.
fn keep_partial(root: &mut [RootMove], mut rescored: Vec<RootMove>) {
    if rescored.is_empty() {
        return;
    }
    rescored.sort_by_key(|r| std::cmp::Reverse(r.key()));
    let done = rescored.len();
    root[..done].copy_from_slice(&rescored);
}

/// Moves `m` to the front of `moves` if it is among them, keeping the
/// others' order.
fn to_front(moves: &mut [Move], m: Move) {
    if let Some(k) = moves.iter().position(|&x| x == m) {
        moves[..=k].rotate_right(1);
    }
}

/// The position after `m`, which must be legal.
fn after(position: &Position, m: Move) -> Position {
    let mut next = position.clone();
    next.play_unchecked(m);
    next
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn the_analysis_ranks_every_legal_move_once() {
        let position = Position::new(Variant::Basic).play("B2-B3-C3".parse().unwrap()).unwrap();
        let analysis = analyse(&position, &SearchConfig { max_depth: 1, ..SearchConfig::quick() }, 4);
        let mut ranked: Vec<String> = analysis.moves.iter().map(|s| s.mv.to_string()).collect();
        let mut legal: Vec<String> = position.legal_moves().iter().map(Move::to_string).collect();
        ranked.sort();
        legal.sort();
        assert_eq!(ranked, legal);
        assert_eq!(analysis.depth, 1);
    }

    /// From an expert–hard basic game: Black (expert) has one piece left,
    /// so any placement ends the game in a draw, and it was not losing.
    /// Valuing a draw as even, drawing ties with the best move (in the
    /// game it placed and drew); with contempt it plays on, and
    /// placements score exactly the contempt.
    #[test]
    fn with_contempt_a_basic_draw_is_not_taken_when_not_losing() {
        let moves = "B2-A2-C2 E3-D2-E4 E1-C1-D1 F2-F1-F3 H3-G3-I3 O9-N9-P9 M9-M8-N10 O11-N11-O10 M9>E1-D1-F2 \
                     B3-C3-D3 A3-B4-B5 C6-A6-B6 B7-B8-B9 E3>B3-A2-B4 G4-E4-F4 F9-D7-E8 C5-D5-D6 G9-H9-I9 \
                     C5>B5-B6-C6 D5-C5-D6 K3-J3-L4 C9-B10-C10 K3>A3-A2-B4 J9-K9-L10 C8-D9-E10 E11-D11-D12 \
                     E12-F11-F12 E11>C9-B7-C8 I2-J2-J3 L9-M9-M10 C11-D10-D11 P10-Q10-Q11 C11>C6-B6-B7 \
                     P8-N7-O7 E12>E10-F9-F10 D5>D3-C2-C3 A3>E7-E6-F8 E5-D4-D5 E1>E4-E5-F4 D11-D12-E12 \
                     E13-F13-F14 O11>F11-F12-G11 H11-G12-H12 J9>H9-F8-G9 E10>D9-E8-E9 H9>F9-E10-F10 \
                     C6>E8-E9-F10 B3>F3-F2-G4 B5>H11-G11-H12";
        let mut position = Position::new(Variant::Basic);
        for text in moves.split_whitespace() {
            position = position.play(text.parse().unwrap()).unwrap();
        }
        assert_eq!(position.reserve(position.to_move()).total(), 1, "one piece left: placing it draws");
        let is_placement = |m: Move| matches!(m, Move::Place(_));
        // Contempt alone: the offence (own distance double) would price
        // playing on differently.
        let config = SearchConfig { node_budget: 60_000, basic_offence: 100, ..SearchConfig::expert() };
        let even = analyse(&position, &SearchConfig { basic_contempt: 0, ..config }, 1);
        let best_even = even.moves[0].score;
        assert!(
            even.moves.iter().any(|s| is_placement(s.mv) && s.score == best_even),
            "valued as even, drawing at once ties with the best move: {:?}",
            &even.moves[..3]
        );
        let contempt = analyse(&position, &config, 1);
        let best = contempt.moves[0];
        assert!(!is_placement(best.mv), "{best:?}");
        assert!(best.score > -config.basic_contempt, "{best:?}");
        let placements: Vec<_> = contempt.moves.iter().filter(|s| is_placement(s.mv)).collect();
        assert!(!placements.is_empty());
        assert!(placements.iter().all(|s| s.score == -config.basic_contempt), "{placements:?}");
    }

    /// From an expert–hard basic game (seed 1, game 6): Black, to move
    /// after three placements, answered with a block beside White's first
    /// pieces when both players' distances weighed alike (the game was
    /// drawn 76 moves later); weighing its own progress double, it starts
    /// its own connection on the far side instead (and won in 38), away
    /// from every White piece.
    #[test]
    fn with_an_offence_expert_builds_its_own_connection_rather_than_block() {
        let mut position = Position::new(Variant::Basic);
        for text in ["B2-A2-C2", "D3-D2-E4", "D1-C1-E2"] {
            position = position.play(text.parse().unwrap()).unwrap();
        }
        let config = SearchConfig { node_budget: 60_000, ..SearchConfig::expert() };
        let even = analyse(&position, &SearchConfig { basic_offence: 100, ..config }, 1).best().unwrap();
        let offence = analyse(&position, &config, 1).best().unwrap();
        assert_eq!(even.to_string(), "B3-A3-C3", "the block, as in the game");
        assert_eq!(offence.to_string(), "N12-M12-O12");
        let white = position.visible(Player::White);
        let touches_white = |m: Move| {
            let next = position.play(m).unwrap();
            let placed = next.visible(Player::Black) & !position.visible(Player::Black);
            !(crate::ai::neighbours(placed) & white).is_empty()
        };
        assert!(touches_white(even) && !touches_white(offence));
    }

    #[test]
    fn remembered_refutations_come_first_and_the_rest_keep_their_order() {
        let config = SearchConfig::quick();
        let mut searcher = Searcher::new(&config, Player::White);
        let moves: Vec<Move> =
            ["A5-B5-C5", "D5-E5-F5", "G5-H5-I5", "J5-K5-L5"].iter().map(|t| t.parse().unwrap()).collect();
        searcher.remember_refutation(2, moves[2]);
        searcher.remember_refutation(2, moves[3]);
        let mut ordered = moves.clone();
        searcher.refutations_first(2, &mut ordered);
        assert_eq!(ordered, vec![moves[3], moves[2], moves[0], moves[1]]);
        let mut elsewhere = moves.clone();
        searcher.refutations_first(1, &mut elsewhere);
        assert_eq!(elsewhere, moves);
    }
}
