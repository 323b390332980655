//! An independent opponent from the literature, to measure the levels
//! against something that is not alpha-beta: Monte-Carlo tree search.
//!
//! UCT (Kocsis & Szepesvári 2006) over a tree grown one node per
//! iteration, with the connection-distance evaluation at the leaves
//! instead of random playouts (random PÜNCT games say little: a uniformly
//! random move is almost always a far-away placement), squashed into a
//! winning chance. A position has thousands of legal moves, so children
//! come in by *progressive widening* (Coulom 2007; Chaslot et al. 2008): a
//! node with `n` visits may have `⌈widen_base · n^widen_exponent⌉`
//! children, taken best first by a prior — at the root the evaluation of
//! every legal move, deeper a cheap one that counts how many of a move's
//! cells lie on either player's shortest paths or on the opponent's
//! winning chains. A node whose player to move can connect at once is
//! solved (a loss for whoever moved into it) and never grown further.
//!
//! It shares the rules, the evaluation and the winning-move tactics with
//! the alpha-beta levels, and nothing of their search. The budget counts
//! iterations, never time, so a seed fixes the move on any machine: the
//! seed only breaks ties between moves of equal prior.
//!
//! ```
//! use punct::ai::mcts::{MctsConfig, choose};
//! use punct::rules::{Position, Variant};
//! let start = Position::new(Variant::Basic);
//! let config = MctsConfig { iterations: 50, ..MctsConfig::default() };
//! let m = choose(&start, &config, 3).expect("the game has just begun");
//! assert!(start.is_legal(m));
//! assert_eq!(choose(&start, &config, 3), Some(m));
//! ```

use crate::ai::candidates::Prior;
use crate::ai::eval::{Weights, evaluate};
use crate::ai::tactics::{Tactics, winning_move, winning_region};
use crate::rules::{Move, Player, Position, SplitMix64};

/// How one Monte-Carlo search is shaped.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsConfig {
    /// Iterations (each adds one node to the tree): the budget.
    pub iterations: u32,
    /// The UCT exploration constant.
    pub exploration: f64,
    /// Children allowed at a node with `n` visits:
    /// `⌈widen_base · n^widen_exponent⌉`.
    pub widen_base: f64,
    /// See [`MctsConfig::widen_base`].
    pub widen_exponent: f64,
    /// Moves an inner node keeps as candidates, best prior first (the root
    /// keeps every legal move).
    pub inner_width: usize,
    /// Evaluation units (hundredths of a cell) for which the winning
    /// chance of the player ahead is about 73 %.
    pub scale: f64,
    /// The evaluation's weights.
    pub weights: Weights,
}

impl Default for MctsConfig {
    /// `mcts`: about one second a move in a release build on one core.
    fn default() -> MctsConfig {
        MctsConfig {
            iterations: 18_000,
            exploration: 0.4,
            widen_base: 2.0,
            widen_exponent: 0.5,
            inner_width: 32,
            scale: 200.0,
            weights: Weights::default(),
        }
    }
}

impl MctsConfig {
    /// `mcts-strong`: three times the iterations of [`MctsConfig::default`].
    pub fn strong() -> MctsConfig {
        let base = MctsConfig::default();
        MctsConfig { iterations: base.iterations * 3, ..base }
    }
}

/// What a search did, for tests and measurements.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsResult {
    /// The move to play, `None` only when the game is over.
    pub best: Option<Move>,
    /// Iterations run.
    pub iterations: u32,
    /// Nodes in the tree at the end.
    pub tree_size: usize,
    /// Visits of the chosen move.
    pub visits: u32,
}

/// The move Monte-Carlo tree search plays, `None` only when the game is
/// over. Deterministic for a seed.
pub fn choose(position: &Position, config: &MctsConfig, seed: u64) -> Option<Move> {
    search(position, config, seed).best
}

/// Searches `position` for the player to move. An immediate win is played
/// at once; when the opponent threatens to connect, root moves after
/// which they still can are dropped (unless every move allows it).
pub fn search(position: &Position, config: &MctsConfig, seed: u64) -> MctsResult {
    let done = |best| MctsResult { best, iterations: 0, tree_size: 0, visits: 0 };
    if position.is_over() {
        return done(None);
    }
    let mut tactics = Tactics::default();
    if let Some(m) = winning_move(position, &mut tactics) {
        return done(Some(m));
    }
    let moves = root_moves(position, config, &mut tactics, seed);
    if let [only] = moves.as_slice() {
        return done(Some(only.0));
    }
    let mut tree = Tree { nodes: Vec::new(), config, tactics, rng: SplitMix64::new(seed ^ 0x6d63_7473) };
    tree.nodes.push(Node::new(Move::Pass, Value::Estimate(0.5)));
    tree.nodes[0].moves = Some(moves.into_iter().map(|(m, _)| m).collect());
    for _ in 0..config.iterations {
        tree.iterate(position);
    }
    let root = &tree.nodes[0];
    let chosen = root
        .children
        .iter()
        .map(|&c| &tree.nodes[c])
        .max_by(|a, b| a.visits.cmp(&b.visits).then(a.mean().total_cmp(&b.mean())));
    MctsResult {
        best: chosen.map(|c| c.mv),
        iterations: config.iterations,
        tree_size: tree.nodes.len(),
        visits: chosen.map_or(0, |c| c.visits),
    }
}

/// Every legal move with its one-ply evaluation for the mover, best first
/// (ties broken by the seed). Moves after which the opponent could connect
/// at once are left out when any other move exists.
fn root_moves(
    position: &Position,
    config: &MctsConfig,
    tactics: &mut Tactics,
    seed: u64,
) -> Vec<(Move, i64)> {
    let mut rng = SplitMix64::new(seed);
    let opponent = position.to_move().opponent();
    let threatened = winning_region(position, opponent).any();
    let mut scored: Vec<(Move, i64)> = Vec::new();
    let mut losing: Vec<(Move, i64)> = Vec::new();
    for m in position.legal_moves() {
        let mut next = position.clone();
        next.play_unchecked(m);
        let score = i64::from(-evaluate(&next, &config.weights)) * 64 + rng.below(64) as i64;
        if threatened && winning_move(&next, tactics).is_some() {
            losing.push((m, score));
        } else {
            scored.push((m, score));
        }
    }
    if scored.is_empty() {
        scored = losing;
    }
    scored.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
    scored
}

/// What a node is worth to the player who moved into it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Value {
    /// Decided: 1 a win, 0 a loss, ½ a draw.
    Solved(f64),
    /// A winning chance from the evaluation.
    Estimate(f64),
}

/// One position of the tree, reached from its parent by `mv`.
#[derive(Clone, Debug)]
struct Node {
    mv: Move,
    /// Results summed over visits, for the player who moved into it.
    total: f64,
    visits: u32,
    value: Value,
    children: Vec<usize>,
    /// Candidate moves best first, built on the first expansion.
    moves: Option<Vec<Move>>,
}

impl Node {
    fn new(mv: Move, value: Value) -> Node {
        Node { mv, total: 0.0, visits: 0, value, children: Vec::new(), moves: None }
    }

    fn mean(&self) -> f64 {
        if self.visits == 0 { 0.0 } else { self.total / f64::from(self.visits) }
    }
}

struct Tree<'a> {
    nodes: Vec<Node>,
    config: &'a MctsConfig,
    tactics: Tactics,
    rng: SplitMix64,
}

impl Tree<'_> {
    /// Selection down the tree, one new node, its estimate backed up.
    fn iterate(&mut self, root: &Position) {
        let mut position = root.clone();
        let mut path = vec![0usize];
        let mut current = 0usize;
        let result = loop {
            if let Value::Solved(v) = self.nodes[current].value {
                break v;
            }
            if self.may_widen(current, &position) {
                let child = self.expand(current, &mut position);
                path.push(child);
                break match self.nodes[child].value {
                    Value::Solved(v) | Value::Estimate(v) => v,
                };
            }
            let Some(next) = self.select(current) else {
                // No move to make (cannot happen in a game that is not over).
                break 0.5;
            };
            position.play_unchecked(self.nodes[next].mv);
            path.push(next);
            current = next;
        };
        self.back_up(&path, result);
    }

    /// Whether `node` may take one more child now.
    fn may_widen(&mut self, node: usize, position: &Position) -> bool {
        if self.nodes[node].moves.is_none() {
            let moves = inner_moves(position, self.config, &mut self.rng);
            self.nodes[node].moves = Some(moves);
        }
        let n = &self.nodes[node];
        let available = n.moves.as_ref().map_or(0, Vec::len);
        let allowed =
            (self.config.widen_base * f64::from(n.visits + 1).powf(self.config.widen_exponent)).ceil();
        n.children.len() < available && (n.children.len() as f64) < allowed
    }

    /// Adds the best not yet tried move of `node` as a child, playing it
    /// on `position`, and judges the new position.
    fn expand(&mut self, node: usize, position: &mut Position) -> usize {
        let index = self.nodes[node].children.len();
        let mv = self.nodes[node].moves.as_ref().map_or(Move::Pass, |moves| moves[index]);
        let mover = position.to_move();
        position.play_unchecked(mv);
        let value = self.judge(position, mover);
        let child = self.nodes.len();
        self.nodes.push(Node::new(mv, value));
        self.nodes[node].children.push(child);
        child
    }

    /// The value of a new position for `mover`, who just moved.
    fn judge(&mut self, position: &Position, mover: Player) -> Value {
        if let Some(outcome) = position.outcome() {
            return Value::Solved(match outcome.winner() {
                Some(winner) if winner == mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            });
        }
        if winning_move(position, &mut self.tactics).is_some() {
            return Value::Solved(0.0);
        }
        let score = f64::from(evaluate(position, &self.config.weights));
        Value::Estimate(1.0 / (1.0 + (score / self.config.scale).exp()))
    }

    /// The child of `node` with the highest upper confidence bound.
    fn select(&self, node: usize) -> Option<usize> {
        let parent = &self.nodes[node];
        let log = f64::from(parent.visits.max(1)).ln();
        let ucb = |c: usize| {
            let child = &self.nodes[c];
            let visits = f64::from(child.visits.max(1));
            child.mean() + self.config.exploration * (log / visits).sqrt()
        };
        parent.children.iter().copied().max_by(|&a, &b| ucb(a).total_cmp(&ucb(b)))
    }

    /// Adds `result` (for the player who moved into the last node of
    /// `path`) to every node of the path, flipping sides at each level.
    fn back_up(&mut self, path: &[usize], result: f64) {
        let mut value = result;
        for &node in path.iter().rev() {
            let n = &mut self.nodes[node];
            n.total += value;
            n.visits += 1;
            value = 1.0 - value;
        }
    }
}

/// An inner node's candidates: the legal moves touching either player's
/// shortest paths (one cell of slack) or the opponent's winning chains,
/// best first by how many of their cells lie there, at most
/// `inner_width` of them; every legal move when none does.
fn inner_moves(position: &Position, config: &MctsConfig, rng: &mut SplitMix64) -> Vec<Move> {
    let prior = Prior::new(position, &config.weights);
    let legal = position.legal_moves();
    let mut scored = prior.weigh(&legal, |weight| weight * 1024 + rng.below(1024) as i64);
    if scored.is_empty() {
        return legal;
    }
    scored.sort_by_key(|&(prior, _)| std::cmp::Reverse(prior));
    scored.truncate(config.inner_width);
    scored.into_iter().map(|(_, m)| m).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn after(variant: Variant, moves: &str) -> Position {
        let mut position = Position::new(variant);
        for text in moves.split_whitespace() {
            position = position.play(text.parse().unwrap()).unwrap();
        }
        position
    }

    fn small() -> MctsConfig {
        MctsConfig { iterations: 200, ..MctsConfig::default() }
    }

    #[test]
    fn the_tree_grows_one_node_per_iteration() {
        let position = after(Variant::Basic, "A5-B5-C5 K5-L5-L6");
        let result = search(&position, &small(), 1);
        assert_eq!(result.tree_size, 201);
        assert!(result.visits > 0);
        assert!(position.is_legal(result.best.unwrap()));
    }
}
