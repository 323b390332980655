//! The computer opponent as front ends see it: [`crate::ai`] behind the
//! service's [`MoveChooser`] seam, plus the few engine entry points the
//! terminal tool needs (hints, arena strategies) so that front ends never
//! import the engine directly.

use tracing::warn;

use crate::ai;
use crate::ai::distance::{Costs, connection_distance};
use crate::model::Level;
use crate::puzzles::solve;
use crate::rules::{ByPlayer, Cell, Move, Player, Position};
use crate::service::MoveChooser;

pub use crate::ai::cpu_time::thread_cpu_time;
pub use crate::ai::{ParseStrategyError, ScoredMove, Strategy};

/// Chooses the computer's moves with [`ai::analyse_level`]: the engine every
/// front end plays against.
#[derive(Clone, Copy, Debug, Default)]
pub struct Engine;

impl MoveChooser for Engine {
    fn choose_move(&self, position: &Position, level: Level, seed: u64) -> Option<Move> {
        let analysis = ai::analyse_level(position, level, seed);
        if analysis.out_of_time {
            // The move is still a good one; the operator learns the machine is short of processor time.
            warn!(
                level = level.name(),
                nodes = analysis.nodes,
                depth = analysis.depth,
                "the computer's search stopped at its processor-time limit: the machine is busier than it should be"
            );
        }
        analysis.best()
    }
}

/// The engine's search settings at `level`, for front ends that hand them
/// to a use case (the terminal's review).
pub fn search_config(level: Level) -> ai::SearchConfig {
    ai::SearchConfig::for_level(level)
}

/// The weakest level a hint thinks at: a hint at the opponent's own level
/// (`easy`'s, once) lost to it move after move, and `punct review`
/// called a hinted move a blunder.
pub const HINT_FLOOR: Level = Level::Hard;

/// The level a hint thinks at against `opponent`: theirs, but never
/// below [`HINT_FLOOR`].
pub fn hint_level(opponent: Level) -> Level {
    opponent.max(HINT_FLOOR)
}

/// How many moves that stop the opponent's win a hint names at most.
pub const STOPS_NAMED: usize = 3;

/// The answer to the terminal's `hint` in a game against the computer:
/// the engine's best moves and the danger the player is in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The level the engine thought at.
    pub level: Level,
    /// The best moves, best first.
    pub moves: Vec<HintedMove>,
    /// The opponent's win next move, if the player to move does not stop it.
    pub danger: Option<Danger>,
}

/// One move of a hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintedMove {
    /// The move and the engine's score.
    pub scored: ScoredMove,
    /// Cells each side would still lack of a connection after it: the
    /// fewest cells they would have to add or cover to join two opposite
    /// sides, wherever those are (a measure of the race, not the
    /// engine's weighing).
    pub lacking: ByPlayer<u32>,
    /// Whether it stops the opponent's win next move ([`Hint::danger`]);
    /// false when there is none.
    pub stops: bool,
}

/// The opponent can win with their next move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Danger {
    /// Who threatens.
    pub opponent: Player,
    /// One of the moves that would win.
    pub example: Move,
    /// Whether it wins by connecting (else by placing the last piece with
    /// more of the central hexagon).
    pub connects: bool,
    /// Moves of the player to move after which the opponent cannot win at
    /// once, at most [`STOPS_NAMED`]: the hinted ones that do first, then
    /// others in the notation's order; empty when no move does.
    pub stops: Vec<Move>,
    /// Whether more moves than those stop it.
    pub more_stops: bool,
}

/// The `count` best moves for the player to move at `level` (see
/// [`hint_level`]), best first, with what each leaves of the race, and
/// the opponent's win next move if there is one to stop.
pub fn hint(position: &Position, level: Level, seed: u64, count: usize) -> Hint {
    let danger = danger(position);
    let stops = |m: Move| danger.is_some() && solve::saves(position, m);
    let moves: Vec<HintedMove> = ai::hint(position, level, seed, count)
        .into_iter()
        .map(|scored| HintedMove {
            scored,
            lacking: lacking_after(position, scored.mv),
            stops: stops(scored.mv),
        })
        .collect();
    let danger = danger.map(|mut danger| {
        let hinted = moves.iter().filter(|m| m.stops).map(|m| m.scored.mv);
        let mut named: Vec<Move> = hinted.collect();
        for &m in &danger.stops {
            if !named.contains(&m) {
                named.push(m);
            }
        }
        danger.more_stops |= named.len() > STOPS_NAMED;
        named.truncate(STOPS_NAMED);
        Danger { stops: named, ..danger }
    });
    Hint { level, moves, danger }
}

/// The cells each side lacks of a connection once `m` is played.
fn lacking_after(position: &Position, m: Move) -> ByPlayer<u32> {
    let mut next = position.clone();
    next.play_unchecked(m);
    ByPlayer::new_with(|player| lacking(&next, player))
}

/// The fewest cells `player` would have to add or cover to join two
/// opposite sides: 0 once connected.
pub fn lacking(position: &Position, player: Player) -> u32 {
    let cap = Cell::ALL.count();
    connection_distance(&Costs::cells_missing(position, player), cap).unwrap_or(cap)
}

/// The opponent's win next move, unless the player to move can win first.
fn danger(position: &Position) -> Option<Danger> {
    if position.is_over() || solve::has_winning_move(position) {
        return None;
    }
    // The opponent to move in the same position: what they threaten.
    let mut theirs = position.clone();
    theirs.play_unchecked(Move::Pass);
    let example = *solve::winning_moves(&theirs).first()?;
    let mut stops = solve::saving_moves_up_to(position, STOPS_NAMED);
    let more_stops = stops.len() > STOPS_NAMED;
    stops.truncate(STOPS_NAMED);
    Some(Danger {
        opponent: position.to_move().opponent(),
        example,
        connects: solve::connects(&theirs, example),
        stops,
        more_stops,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{Theme, all};

    /// Once, nothing ever said "Black can connect next move". On every
    /// defend puzzle the danger is found, with a move of the opponent that
    /// wins and, as the moves that stop it, the puzzle's solutions.
    #[test]
    fn the_danger_is_the_opponents_win_and_what_stops_it_is_every_saving_move() {
        let defend: Vec<_> = all().iter().filter(|p| p.theme == Theme::Defend).step_by(5).collect();
        assert!(defend.len() > 10);
        for puzzle in defend {
            let position = puzzle.position().unwrap();
            let danger = danger(&position).unwrap_or_else(|| panic!("{}: no danger found", puzzle.id));
            assert_eq!(danger.opponent, position.to_move().opponent());
            let mut theirs = position.clone();
            theirs.play_unchecked(Move::Pass);
            assert!(solve::wins(&theirs, danger.example), "{}", puzzle.id);
            assert_eq!(danger.stops, puzzle.solutions, "{}", puzzle.id);
            assert!(!danger.more_stops);
        }
    }

    /// A hint in danger says which of its moves stop it, and names those
    /// first among the moves that do.
    #[test]
    fn a_hinted_move_that_stops_the_danger_says_so_and_is_named_first() {
        let puzzle = all().iter().find(|p| p.theme == Theme::Defend).unwrap();
        let position = puzzle.position().unwrap();
        let hint = hint(&position, Level::Easy, 1, 3);
        let danger = hint.danger.clone().unwrap();
        let stopping: Vec<Move> = hint.moves.iter().filter(|m| m.stops).map(|m| m.scored.mv).collect();
        for m in &hint.moves {
            assert_eq!(m.stops, solve::saves(&position, m.scored.mv), "{}", m.scored.mv);
        }
        assert!(!stopping.is_empty(), "even easy sees the one threat");
        assert_eq!(danger.stops[..stopping.len()], stopping[..]);
        assert!(danger.stops.iter().all(|&m| solve::saves(&position, m)));
    }

    #[test]
    fn no_danger_when_the_player_to_move_wins_first_or_nothing_threatens() {
        let win = all().iter().find(|p| p.theme == Theme::Win).unwrap();
        assert_eq!(danger(&win.position().unwrap()), None);
        assert_eq!(danger(&Position::new(crate::rules::Variant::Standard)), None);
    }

    #[test]
    fn lacking_counts_the_cells_a_side_still_needs() {
        let empty = Position::new(crate::rules::Variant::Standard);
        // The board is 17 cells across between opposite sides.
        assert_eq!(lacking(&empty, Player::White), 17);
        let win = all().iter().find(|p| p.theme == Theme::Win).unwrap();
        let position = win.position().unwrap();
        let lacking = lacking_after(&position, win.solutions[0]);
        assert_eq!(lacking[position.to_move()], 0, "connected");
        assert!(hint_level(Level::Easy) == Level::Hard && hint_level(Level::Expert) == Level::Expert);
    }
}
