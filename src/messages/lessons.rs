//! The lessons' words (`assets/locales/<locale>/lessons.ftl`): each
//! lesson's title, sentences, task and rule, and what the engine's verdict
//! on an answer means, for the terminal's `punct learn` and Discord alike.
//!
//! A lesson's keys are its name with a suffix (`lesson-jumping-task`); the
//! tests format every lesson in every language and hold
//! [`take_errors`](super::fluent::take_errors) empty, so a missing key
//! fails there.

use crate::lessons::{Lesson, Verdict};
use crate::messages::fluent::{text, tr};
use crate::rules::{IllegalMove, IllegalReason, Landing, ParseMoveError, Variant};
use crate::service::Language;

/// One of a lesson's sentences: `part` is `title`, `text`, `task` or `rule`.
fn part(language: Language, lesson: &Lesson, part: &str) -> String {
    text(language, &format!("lesson-{}-{part}", lesson.name), None)
}

/// "Lesson 3 of 10: Placing a piece".
pub fn heading(language: Language, lesson: &Lesson) -> String {
    tr!(
        language,
        "lesson-heading",
        number = lesson.number(),
        total = crate::lessons::LESSONS.len(),
        title = part(language, lesson, "title")
    )
}

/// The lesson's two to four sentences; `$marked` is the number of cells
/// the lesson marks, so a count in the text is the list's (lesson 3 once
/// spoke of 19 marked cells and marked 20).
pub fn sentences(language: Language, lesson: &Lesson) -> String {
    let marked = lesson.highlights.split_whitespace().count();
    let args = super::fluent::args!(marked = u32::try_from(marked).unwrap_or(u32::MAX));
    text(language, &format!("lesson-{}-text", lesson.name), Some(&args))
}

/// What the learner is asked to do (for the last lesson: the offer of a game).
pub fn task(language: Language, lesson: &Lesson) -> String {
    part(language, lesson, "task")
}

/// The engine's verdict, in words: right, illegal (the rule that refused
/// it), or legal but not the task (what the lesson asks, and its rule).
pub fn verdict(language: Language, lesson: &Lesson, verdict: &Verdict) -> String {
    match verdict {
        Verdict::Right { landing, .. } => tr!(language, "lesson-right", landing = landing.name()),
        Verdict::Illegal(error) => illegal(language, error),
        Verdict::NotTheTask { landing } => tr!(
            language,
            "lesson-not-the-task",
            landing = landing.name(),
            rule = part(language, lesson, "rule")
        ),
    }
}

/// An illegal move and the rule that refused it.
pub fn illegal(language: Language, error: &IllegalMove) -> String {
    tr!(language, "lesson-illegal", mv = error.mv.to_string(), reason = reason(language, &error.reason))
}

/// The rule behind an [`IllegalReason`], as a clause.
pub fn reason(language: Language, reason: &IllegalReason) -> String {
    let (name, cell, other, kind) = reason_parts(reason);
    tr!(language, "lesson-reason", reason = name, cell = cell, other = other, kind = kind)
}

/// The reason's name in `lesson-reason` and its cells and kind, empty when
/// it has none.
fn reason_parts(reason: &IllegalReason) -> (&'static str, String, String, String) {
    let none = String::new;
    match *reason {
        IllegalReason::GameOver => ("game-over", none(), none(), none()),
        IllegalReason::PassNotAllowed => ("pass", none(), none(), none()),
        IllegalReason::NoneLeft { kind } => ("none-left", none(), none(), kind.to_string()),
        IllegalReason::CellOccupied { cell } => ("occupied", cell.to_string(), none(), none()),
        IllegalReason::CentralHexagon { cell, variant: Variant::Standard } => {
            ("centre", cell.to_string(), none(), none())
        }
        IllegalReason::CentralHexagon { cell, variant: Variant::Basic } => {
            ("centre-basic", cell.to_string(), none(), none())
        }
        IllegalReason::NoPieceAt { from } => ("no-piece", from.to_string(), none(), none()),
        IllegalReason::NotYourPiece { from } => ("not-yours", from.to_string(), none(), none()),
        IllegalReason::NotAPunct { from, punct } => ("minor", from.to_string(), punct.to_string(), none()),
        IllegalReason::PieceCovered { from, covered_at } => {
            ("covered", from.to_string(), covered_at.to_string(), none())
        }
        IllegalReason::WrongKind { from, piece, .. } => {
            ("wrong-kind", from.to_string(), none(), piece.to_string())
        }
        IllegalReason::NotInStraightLine { from, to } => {
            ("not-in-line", from.to_string(), to.to_string(), none())
        }
        IllegalReason::NoMove => ("no-move", none(), none(), none()),
        IllegalReason::UnevenSupport { .. } => ("uneven", none(), none(), none()),
        IllegalReason::TriangleCannotBridge => ("triangle", none(), none(), none()),
        IllegalReason::PunctNotOnOwnPiece { cell } => ("not-own", cell.to_string(), none(), none()),
    }
}

/// A line that is no move: what is wrong with it when it is cells that
/// make no piece (`D4-C4-E6`: not a piece's shape; two cells; a cell
/// twice), else how moves are written.
pub fn unreadable(language: Language, line: &str, error: &ParseMoveError) -> String {
    match error {
        ParseMoveError::NotAPiece { .. }
        | ParseMoveError::NotThreeCells { .. }
        | ParseMoveError::RepeatedCell { .. } => super::play::unreadable_move(language, line.trim(), error),
        _ => tr!(language, "lesson-unreadable", text = line.trim().to_string()),
    }
}

/// The terminal's words under each lesson: how to answer and move on.
pub fn terminal_help(language: Language) -> String {
    tr!(language, "lesson-terminal-help")
}

/// The terminal's words under the last lesson: how to start the game.
pub fn terminal_play(language: Language) -> String {
    tr!(language, "lesson-terminal-play")
}

/// The terminal's list of the cells marked on the picture.
pub fn marked(language: Language, cells: &str) -> String {
    tr!(language, "lesson-marked", cells = cells.to_string())
}

/// The terminal's prompt.
pub fn prompt(language: Language) -> String {
    tr!(language, "lesson-prompt")
}

/// On `quit` at lesson `number` (1-based): how to come back to it.
pub fn goodbye(language: Language, number: usize) -> String {
    tr!(language, "lesson-goodbye", number = u32::try_from(number).unwrap_or(u32::MAX))
}

/// After a right answer, at a terminal: the next lesson waits for Enter,
/// so the praise and the board after the move are read first.
pub fn press_enter(language: Language) -> String {
    tr!(language, "lesson-press-enter")
}

/// Where a lesson's picture was written.
pub fn picture_written(language: Language, path: &str) -> String {
    tr!(language, "lesson-picture-written", path = path.to_string())
}

/// The word for a landing (`place`, `flat`, `jump`, `bridge`), for lists.
pub fn landing(language: Language, landing: Landing) -> String {
    tr!(language, "lesson-landing", landing = landing.name())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lessons::{LESSONS, judge};
    use crate::messages::fluent::take_errors;

    #[test]
    fn every_lesson_reads_in_every_language() {
        take_errors();
        for language in Language::all() {
            for lesson in &LESSONS {
                for words in [heading(language, lesson), sentences(language, lesson), task(language, lesson)]
                {
                    assert!(!words.is_empty() && !words.contains("lesson-"), "{language}: {words}");
                }
                let Some(t) = &lesson.task else { continue };
                let position = lesson.position().unwrap();
                let wrong = judge(t, &position, t.sample_wrong.parse().unwrap()).unwrap();
                let why = verdict(language, lesson, &wrong);
                assert!(!why.contains("lesson-"), "{language}: {why}");
            }
            for l in [Landing::Place, Landing::Flat, Landing::Jump, Landing::Bridge] {
                landing(language, l);
            }
            terminal_help(language);
            terminal_play(language);
            marked(language, "C5");
            prompt(language);
            goodbye(language, 3);
            press_enter(language);
            picture_written(language, "x.png");
            unreadable(language, "zz", &"zz".parse::<crate::rules::Move>().unwrap_err());
        }
        assert_eq!(take_errors(), Vec::<String>::new());
    }

    #[test]
    fn every_reason_reads_in_every_language() {
        use crate::rules::{Cell, Kind};
        let cell: Cell = "C5".parse().unwrap();
        let reasons = [
            IllegalReason::GameOver,
            IllegalReason::PassNotAllowed,
            IllegalReason::NoneLeft { kind: Kind::E },
            IllegalReason::CellOccupied { cell },
            IllegalReason::CentralHexagon { cell, variant: Variant::Standard },
            IllegalReason::CentralHexagon { cell, variant: Variant::Basic },
            IllegalReason::NoPieceAt { from: cell },
            IllegalReason::NotYourPiece { from: cell },
            IllegalReason::NotAPunct { from: cell, punct: cell },
            IllegalReason::PieceCovered { from: cell, covered_at: cell },
            IllegalReason::WrongKind { from: cell, piece: Kind::T, destination: Kind::E },
            IllegalReason::NotInStraightLine { from: cell, to: cell },
            IllegalReason::NoMove,
            IllegalReason::UnevenSupport { heights: [1, 0, 0] },
            IllegalReason::TriangleCannotBridge,
            IllegalReason::PunctNotOnOwnPiece { cell },
        ];
        take_errors();
        for language in Language::all() {
            let words: Vec<String> = reasons.iter().map(|r| reason(language, r)).collect();
            let distinct: std::collections::BTreeSet<&String> = words.iter().collect();
            assert_eq!(distinct.len(), words.len(), "{language}: two reasons read alike: {words:?}");
        }
        assert_eq!(take_errors(), Vec::<String>::new());
    }

    /// Once, lesson 3 said "the 19 marked cells" and marked 20. The
    /// count in its text is the list's, in every language: it comes from
    /// the list (`$marked`), and the lesson marks exactly the central
    /// hexagon it speaks of.
    #[test]
    fn a_count_of_marked_cells_is_the_lists() {
        use crate::rules::CENTRAL_HEXAGON;
        let placing = crate::lessons::find("placing").unwrap();
        let marked = placing.highlights().unwrap();
        assert!(marked.iter().all(|&c| CENTRAL_HEXAGON.contains(c)), "{marked:?}");
        assert_eq!(marked.len(), CENTRAL_HEXAGON.count() as usize);
        for language in Language::all() {
            let text = sentences(language, placing);
            let numbers: Vec<&str> =
                text.split(|c: char| !c.is_ascii_digit()).filter(|n| !n.is_empty()).collect();
            assert!(numbers.contains(&marked.len().to_string().as_str()), "{language}: {text}");
            let (_, files) =
                crate::messages::fluent::sources().iter().find(|(l, _)| *l == language.code()).unwrap();
            let source = files.iter().find(|(f, _)| *f == "lessons.ftl").unwrap().1;
            let line = source.lines().find(|l| l.starts_with("lesson-placing-text")).unwrap();
            assert!(line.contains("{ $marked }"), "{language}: {line}");
        }
        assert_eq!(take_errors(), Vec::<String>::new());
    }
}
