//! Wording for puzzles, on Discord and in the terminal: the task, the
//! verdict on an answer (with the opponent's refutation), the solution,
//! the solved count and streak. The sentences are in
//! `assets/locales/<locale>/puzzles.ftl`.

use crate::messages::fluent::tr;
use crate::rules::Move;
use crate::service::{Language, PuzzleAnswered, PuzzleRecord, PuzzleShown, Refutation, Theme, Verdict};

/// Where the answer is typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Front {
    /// `/punct puzzle answer:`.
    Discord,
    /// The `punct puzzle` prompt.
    Terminal,
}

/// "Daily puzzle 0a1b2c3d4e · tier 2".
pub fn title(language: Language, shown: &PuzzleShown) -> String {
    let daily = if shown.daily { "yes" } else { "no" };
    let tier = shown.puzzle.tier.number();
    tr!(language, "puzzle-title", daily = daily, id = shown.puzzle.id.clone(), tier = tier)
}

/// What to do, in words, for the player to move.
pub fn task(language: Language, shown: &PuzzleShown) -> String {
    let colour = shown.position.to_move().name();
    tr!(language, "puzzle-task", theme = shown.puzzle.theme.name(), colour = colour)
}

/// How to answer.
pub fn how_to_answer(language: Language, front: Front) -> String {
    match front {
        Front::Discord => tr!(language, "puzzle-answer-discord"),
        Front::Terminal => tr!(language, "puzzle-answer-terminal"),
    }
}

/// `hint` at the puzzle prompt: puzzles have none.
pub fn no_hint(language: Language) -> String {
    tr!(language, "puzzle-no-hint")
}

/// The task and how to answer, as one text.
pub fn puzzle_text(language: Language, shown: &PuzzleShown, front: Front) -> String {
    format!(
        "{}\n{}\n{}",
        task(language, shown),
        how_to_answer(language, front),
        record(language, &shown.record)
    )
}

/// The verdict on an answer, with the record.
pub fn answered(language: Language, answered: &PuzzleAnswered) -> String {
    let body = match &answered.verdict {
        Verdict::Solved { line } => solved(language, line, answered.shown.puzzle.theme),
        Verdict::Wrong { answer, refutation } => {
            format!("{}\n{}", wrong(language, *answer, *refutation), tr!(language, "puzzle-try-again"))
        }
    };
    format!("{body}\n{}", record(language, &answered.shown.record))
}

/// The solution (every correct first move) and what follows it.
pub fn solution(language: Language, answered: &PuzzleAnswered) -> String {
    let solutions = &answered.shown.puzzle.solutions;
    let moves = solutions.iter().map(Move::to_string).collect::<Vec<_>>().join(", ");
    let count = solutions.len();
    let mut text = tr!(language, "puzzle-solution", count = count, moves = moves);
    if let Verdict::Solved { line } = &answered.verdict {
        text.push('\n');
        text.push_str(&line_text(language, line, answered.shown.puzzle.theme));
    }
    format!("{text}\n{}", record(language, &answered.shown.record))
}

fn solved(language: Language, line: &[Move], theme: Theme) -> String {
    let answer = line.first().map(Move::to_string).unwrap_or_default();
    format!("{}\n{}", tr!(language, "puzzle-solved", answer = answer), line_text(language, line, theme))
}

/// "After F5>H7-H8-I8, the computer replies … and … connects."; for a
/// defence, that it stops every threat (it wins nothing yet).
fn line_text(language: Language, line: &[Move], theme: Theme) -> String {
    let word = |i: usize| line.get(i).map_or_else(|| "none".to_string(), Move::to_string);
    let theme = theme.name();
    tr!(language, "puzzle-solved-line", theme = theme, answer = word(0), reply = word(1), win = word(2))
}

/// Why `answer` is wrong.
pub fn wrong(language: Language, answer: Move, refutation: Refutation) -> String {
    let (kind, reply) = match refutation {
        Refutation::Connects(r) => ("connects", r.to_string()),
        Refutation::Escapes(r) => ("escapes", r.to_string()),
        Refutation::EndsTheGame => ("ends", String::new()),
        Refutation::MissesTheWin => ("misses", String::new()),
    };
    tr!(language, "puzzle-wrong", refutation = kind, answer = answer.to_string(), reply = reply)
}

/// After a solved puzzle, at a terminal: the next one waits for Enter.
pub fn press_enter(language: Language) -> String {
    tr!(language, "puzzle-press-enter")
}

/// "Solved: 3 · streak: 2 (best 2)", and the daily puzzle if solved today.
pub fn record(language: Language, r: &PuzzleRecord) -> String {
    let mut text = tr!(language, "puzzle-record", solved = r.solved, streak = r.streak, best = r.best_streak);
    if r.daily_solved {
        text.push('\n');
        text.push_str(&tr!(language, "puzzle-daily-solved"));
    }
    text
}

/// What a streak is.
pub fn streak_rule(language: Language) -> String {
    tr!(language, "puzzle-streak-rule")
}

/// A button's label.
pub fn button(language: Language, which: PuzzleButton) -> String {
    match which {
        PuzzleButton::Next => tr!(language, "puzzle-button-next"),
        PuzzleButton::Retry => tr!(language, "puzzle-button-retry"),
        PuzzleButton::Solution => tr!(language, "puzzle-button-solution"),
    }
}

/// The buttons under a puzzle's answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleButton {
    /// Another puzzle.
    Next,
    /// Show the puzzle again.
    Retry,
    /// Give up and see the answer.
    Solution,
}

/// No current puzzle to answer.
pub fn no_puzzle(language: Language) -> String {
    tr!(language, "error-no-puzzle")
}

/// No puzzle by that id.
pub fn puzzle_not_found(language: Language, id: &str) -> String {
    let id: String = id.chars().take(20).collect();
    tr!(language, "error-puzzle-not-found", id = id)
}

/// No puzzle of that theme and tier.
pub fn no_puzzle_fits(language: Language) -> String {
    tr!(language, "error-no-puzzle-fits")
}
