//! Checking a player's answer to a puzzle, and saying why a wrong one
//! fails: the same verdict for Discord and the terminal.
//!
//! A right answer is one of the puzzle's solutions (every correct first
//! move is stored, so no search is needed; for a win puzzle they are every
//! move that wins at once, by whatever rule, and a move that wins is right
//! even so). A wrong one is refuted by a
//! move of the opponent found with the exact solvers: the reply that
//! connects, or, for a win in 2, a reply after which the solver has no
//! connecting move. For a right win in 2 the computer's reply and the
//! connection that follows are shown too, so the player sees the win.

use crate::ai::{Level, choose_move};
use crate::puzzles::solve::{self, after, connecting_moves, refutes, winning_moves};
use crate::puzzles::{Puzzle, Theme};
use crate::rules::{Move, Position};

/// The level of the computer whose reply is shown: strong enough to pick
/// a sensible defence, quick enough to answer a chat at once.
const REPLY_LEVEL: Level = Level::Medium;

/// What became of an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A correct first move. `line` is the answer, then for a win in 2
    /// the computer's reply and the connecting move after it (fewer when
    /// the reply ended the game).
    Solved {
        /// The moves to show, the answer first.
        line: Vec<Move>,
    },
    /// Not a correct first move; why.
    Wrong {
        /// The answer.
        answer: Move,
        /// How the opponent punishes it, if there is a reply to show.
        refutation: Refutation,
    },
}

impl Verdict {
    /// `start` after the answer and what follows it (the solved line, or
    /// the opponent's refutation): the position both the terminal and
    /// Discord show. A move that does not apply ends the line there.
    pub fn played_out(&self, start: &Position) -> Position {
        let moves: Vec<Move> = match self {
            Verdict::Solved { line } => line.clone(),
            Verdict::Wrong { answer, refutation } => {
                std::iter::once(*answer).chain(refutation.reply()).collect()
            }
        };
        let mut position = start.clone();
        for m in moves {
            match position.play(m) {
                Ok(next) => position = next,
                Err(_) => break,
            }
        }
        position
    }
}

/// Why a wrong answer fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refutation {
    /// The move itself ends the game, not as a win for the solver.
    EndsTheGame,
    /// The opponent connects with this reply.
    Connects(Move),
    /// A win-in-2 answer after which this reply leaves the solver no
    /// connecting move.
    Escapes(Move),
    /// A win answer that does not connect (and the opponent has no
    /// connection in reply): the win was missed.
    MissesTheWin,
}

impl Refutation {
    /// The opponent's reply to draw, if any.
    pub fn reply(self) -> Option<Move> {
        match self {
            Refutation::Connects(m) | Refutation::Escapes(m) => Some(m),
            Refutation::EndsTheGame | Refutation::MissesTheWin => None,
        }
    }
}

/// The verdict on `answer`, a legal move of `position` (the puzzle's).
pub fn check(puzzle: &Puzzle, position: &Position, answer: Move) -> Verdict {
    if is_right(puzzle, position, answer) {
        return Verdict::Solved { line: solved_line(puzzle, position, answer) };
    }
    Verdict::Wrong { answer, refutation: refute(puzzle.theme, position, answer) }
}

/// Whether `answer` (legal in `position`, the puzzle's) does what the
/// task asks: one of the solutions, or for a win puzzle any move that
/// wins the game at once (a win is a win, whichever rule gives it; the
/// solutions of a verified win puzzle are exactly those moves).
pub fn is_right(puzzle: &Puzzle, position: &Position, answer: Move) -> bool {
    puzzle.is_solution(answer) || (puzzle.theme == Theme::Win && solve::wins(position, answer))
}

/// The answer, then for a win in 2 the computer's reply and the first
/// connecting move after it.
fn solved_line(puzzle: &Puzzle, position: &Position, answer: Move) -> Vec<Move> {
    let mut line = vec![answer];
    if puzzle.theme != Theme::WinIn2 {
        return line;
    }
    let next = after(position, answer);
    let Some(reply) = choose_move(&next, REPLY_LEVEL, 0) else { return line };
    line.push(reply);
    let then = after(&next, reply);
    // A connection when there is one: the line says "… connects".
    let win = connecting_moves(&then).first().or(winning_moves(&then).first()).copied();
    if !then.is_over()
        && let Some(win) = win
    {
        line.push(win);
    }
    line
}

/// How the opponent punishes `answer` (legal, not right).
fn refute(theme: Theme, position: &Position, answer: Move) -> Refutation {
    let mover = position.to_move();
    let next = after(position, answer);
    if next.is_over() {
        // Not a win: a right answer never comes here.
        return Refutation::EndsTheGame;
    }
    if let Some(&reply) = connecting_moves(&next).first() {
        return Refutation::Connects(reply);
    }
    match theme {
        Theme::WinIn2 => escape(&next, mover).map_or(Refutation::MissesTheWin, Refutation::Escapes),
        Theme::Win | Theme::Defend => Refutation::MissesTheWin,
    }
}

/// A reply of the opponent after which `mover` cannot connect: the
/// computer's choice if it is one, else the first found.
fn escape(next: &Position, mover: crate::rules::Player) -> Option<Move> {
    if let Some(reply) = choose_move(next, REPLY_LEVEL, 0).filter(|&r| refutes(next, r, mover)) {
        return Some(reply);
    }
    let mut replies = next.legal_moves();
    solve::sort_moves(&mut replies);
    replies.into_iter().find(|&r| refutes(next, r, mover))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::all;

    fn first(theme: Theme) -> &'static Puzzle {
        all().iter().find(|p| p.theme == theme).expect("the data file has every theme")
    }

    #[test]
    fn every_solution_is_solved_and_a_win_in_2_shows_the_reply_and_the_connection() {
        for theme in Theme::ALL {
            let puzzle = first(theme);
            let position = puzzle.position().unwrap();
            let Verdict::Solved { line } = check(puzzle, &position, puzzle.solutions[0]) else {
                panic!("{theme}: a solution is refused");
            };
            let want = if theme == Theme::WinIn2 { 2..=3 } else { 1..=1 };
            assert!(want.contains(&line.len()), "{theme}: {line:?}");
            let mut p = position.clone();
            for m in &line {
                p = p.play(*m).unwrap();
            }
            if theme != Theme::Defend {
                assert_eq!(p.outcome().and_then(|o| o.winner()), Some(position.to_move()), "{theme}");
            }
        }
    }

    #[test]
    fn a_wrong_defence_is_refuted_by_a_connecting_reply() {
        let puzzle = first(Theme::Defend);
        let position = puzzle.position().unwrap();
        let wrong = position.legal_moves().into_iter().find(|m| !puzzle.is_solution(*m)).unwrap();
        let Verdict::Wrong { refutation, .. } = check(puzzle, &position, wrong) else { panic!("accepted") };
        match refutation {
            Refutation::Connects(reply) => {
                let next = after(&position, wrong).play(reply).unwrap();
                assert_eq!(next.outcome().and_then(|o| o.winner()), Some(position.to_move().opponent()));
            }
            Refutation::EndsTheGame => {}
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_wrong_win_in_2_is_refuted_by_an_escape_or_a_connection() {
        let puzzle = first(Theme::WinIn2);
        let position = puzzle.position().unwrap();
        let wrong = position.legal_moves().into_iter().find(|m| !puzzle.is_solution(*m)).unwrap();
        let Verdict::Wrong { refutation, .. } = check(puzzle, &position, wrong) else { panic!("accepted") };
        if let Refutation::Escapes(reply) = refutation {
            let then = after(&after(&position, wrong), reply);
            assert!(then.is_over() || connecting_moves(&then).is_empty());
        } else {
            assert!(
                matches!(refutation, Refutation::Connects(_) | Refutation::EndsTheGame),
                "{refutation:?}"
            );
        }
    }
}
