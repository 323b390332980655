//! Who plays a side in a match: a level of the computer, or one of the two
//! baselines the levels are measured against — uniformly random moves, and
//! a one-ply greedy player that only ever shortens its own connection —
//! and an independent opponent from the literature, Monte-Carlo tree
//! search ([`crate::ai::mcts`]), at two budgets.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::ai::eval::{Weights, distance};
use crate::ai::mcts::{self, MctsConfig};
use crate::ai::{Level, analyse_level};
use crate::rules::{Move, Position, SplitMix64};

/// A player for `punct arena`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// A uniformly random legal move.
    Random,
    /// The move after which its own connection distance is smallest (ties
    /// broken at random); blind to the opponent.
    Greedy,
    /// The computer opponent at a level.
    Ai(Level),
    /// Monte-Carlo tree search, about one second a move (release build,
    /// one core).
    Mcts,
    /// Monte-Carlo tree search with three times the iterations.
    MctsStrong,
}

impl Strategy {
    /// Every strategy: the baselines and levels weakest first, then the
    /// Monte-Carlo opponents.
    pub const ALL: [Strategy; 8] = [
        Strategy::Random,
        Strategy::Greedy,
        Strategy::Ai(Level::Easy),
        Strategy::Ai(Level::Medium),
        Strategy::Ai(Level::Hard),
        Strategy::Ai(Level::Expert),
        Strategy::Mcts,
        Strategy::MctsStrong,
    ];

    /// The move this strategy plays, `None` only when the game is over.
    /// Deterministic for a seed (see [`Strategy::choose_timed`]).
    pub fn choose(self, position: &Position, seed: u64) -> Option<Move> {
        self.choose_timed(position, seed).0
    }

    /// [`Strategy::choose`], and whether a processor-time limit rather
    /// than the search's own budget ended the thinking: only such moves
    /// may differ between runs of a seed (`punct arena` counts them).
    pub fn choose_timed(self, position: &Position, seed: u64) -> (Option<Move>, bool) {
        match self {
            Strategy::Random => (position.random_move(&mut SplitMix64::new(seed)), false),
            Strategy::Greedy => (greedy_move(position, seed), false),
            Strategy::Ai(level) => {
                let analysis = analyse_level(position, level, seed);
                (analysis.best(), analysis.out_of_time)
            }
            Strategy::Mcts => (mcts::choose(position, &MctsConfig::default(), seed), false),
            Strategy::MctsStrong => (mcts::choose(position, &MctsConfig::strong(), seed), false),
        }
    }

    /// `random`, `greedy`, the level's name, `mcts` or `mcts-strong`.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Random => "random",
            Strategy::Greedy => "greedy",
            Strategy::Ai(level) => level.name(),
            Strategy::Mcts => "mcts",
            Strategy::MctsStrong => "mcts-strong",
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Not one of the strategies.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("“{0}” is not a player: say random, greedy, easy, medium, hard, expert, mcts or mcts-strong")]
pub struct ParseStrategyError(pub String);

impl FromStr for Strategy {
    type Err = ParseStrategyError;

    fn from_str(s: &str) -> Result<Strategy, ParseStrategyError> {
        Strategy::ALL
            .into_iter()
            .find(|strategy| strategy.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseStrategyError(s.to_string()))
    }
}

/// The greedy baseline: the legal move leaving the mover's own connection
/// distance smallest, a uniformly random one among equals. A move that
/// connects has distance 0, so it never misses a win in one; it never
/// looks at the opponent.
pub fn greedy_move(position: &Position, seed: u64) -> Option<Move> {
    let me = position.to_move();
    let weights = Weights::default();
    let mut rng = SplitMix64::new(seed);
    let mut best: Option<(u32, Move)> = None;
    let mut ties = 0u64;
    for m in position.legal_moves() {
        let mut next = position.clone();
        next.play_unchecked(m);
        let d = if next.outcome().and_then(|o| o.winner()) == Some(me) {
            0
        } else {
            distance(&next, me, &weights)
        };
        match best {
            Some((b, _)) if d > b => {}
            Some((b, _)) if d == b => {
                ties += 1;
                if rng.below(ties + 1) == 0 {
                    best = Some((d, m));
                }
            }
            _ => {
                best = Some((d, m));
                ties = 0;
            }
        }
    }
    best.map(|(_, m)| m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn names_round_trip() {
        for strategy in Strategy::ALL {
            assert_eq!(strategy.to_string().parse::<Strategy>(), Ok(strategy));
        }
        assert!("perfect".parse::<Strategy>().is_err());
    }

    #[test]
    fn greedy_shortens_its_distance_by_a_whole_piece() {
        let start = Position::new(Variant::Standard);
        let m = greedy_move(&start, 1).unwrap();
        let next = start.play(m).unwrap();
        let weights = Weights::default();
        assert_eq!(distance(&next, crate::rules::Player::White, &weights), 14);
        assert_eq!(greedy_move(&start, 1), Some(m));
    }
}
