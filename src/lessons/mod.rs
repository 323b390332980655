//! Lessons: one short lesson per rule, in the order of the publisher's
//! rulebook, each with a position to look at and a task to answer with a
//! move, checked by the engine.
//!
//! A lesson's position is never written down cell by cell: it is a
//! canonical move list from the empty board ([`Lesson::setup`]), replayed
//! by [`Position::play`], so every picture shows a state legal moves reach.
//! A task's accepted answers are a predicate ([`Task`]) over the legal
//! moves of that position, and each teaches one way of landing
//! ([`Landing`]): `place`, `flat`, `jump` or `bridge`. [`judge`] tells a
//! right answer from an illegal move (with the engine's own reason) and
//! from a legal move that is not the task. The sentences live in
//! `assets/locales/<locale>/lessons.ftl`, worded by `messages::lessons`.
//! Depends on `rules` only.
//!
//! ```
//! use punct::lessons::{self, Verdict};
//! let lesson = &lessons::LESSONS[4];
//! let task = lesson.task.as_ref().expect("the jumping lesson has a task");
//! let position = lesson.position()?;
//! let answer = task.accepted(&position)?[0];
//! assert!(matches!(lessons::judge(task, &position, answer)?, Verdict::Right { .. }));
//! # Ok::<(), punct::lessons::LessonError>(())
//! ```
//!
//! Where things are (one line per file, its one job):
//!
//! - `mod.rs` — the lessons, their tasks and `judge`.
//! - `tests.rs` — every lesson replayed, each task's answers checked.

use thiserror::Error;

use crate::rules::{
    Cell, GameRecord, IllegalMove, Landing, Move, ParseCellError, Position, RecordError, Variant,
};

/// One lesson: what the learner sees and, except for the last, what they
/// are asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Stable name: the lesson's column in `punct learn export` and the
    /// stem of its sentences' keys (`lesson-NAME-title`, `-text`, `-task`,
    /// `-rule`).
    pub name: &'static str,
    /// Basic or standard.
    pub variant: Variant,
    /// The canonical moves from the empty board to the lesson's position,
    /// space-separated.
    pub setup: &'static str,
    /// Cells to mark on the picture, space-separated: what the sentences
    /// talk about, and where the piece should go.
    pub highlights: &'static str,
    /// What the learner is asked to do; `None` for the last lesson, which
    /// offers a game instead.
    pub task: Option<Task>,
}

/// The accepted answers of a lesson: every legal move that lands as
/// [`Task::landing`], moves the piece at [`Task::from`] (if given), covers
/// every cell of [`Task::covers`], and, if [`Task::wins`], wins the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    /// The landing the lesson teaches.
    pub landing: Landing,
    /// The PÜNCT cell of the piece to move; `None` for placements or any piece.
    pub from: Option<&'static str>,
    /// The cell the PÜNCT must land on, if the task names one.
    pub punct: Option<&'static str>,
    /// Cells the piece must cover when it lands, space-separated.
    pub covers: &'static str,
    /// Whether the move must win the game.
    pub wins: bool,
    /// A wrong answer the tests try: refused, with the rule.
    pub sample_wrong: &'static str,
}

/// Why a lesson does not hold together: only a bug in the lesson table,
/// which the tests rule out.
#[derive(Debug, Error)]
pub enum LessonError {
    /// The set-up does not replay.
    #[error("lesson set-up: {0}")]
    Setup(#[from] RecordError),
    /// A cell of the table does not read.
    #[error("lesson cell: {0}")]
    Cell(#[from] ParseCellError),
}

/// What the engine makes of an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// An accepted answer: how it landed, and the position after it.
    Right {
        /// The landing, as the task teaches it.
        landing: Landing,
        /// The position after the move.
        after: Box<Position>,
    },
    /// The rules refuse the move: the engine's own reason.
    Illegal(IllegalMove),
    /// A legal move, but not what the task asks; how it would have landed.
    NotTheTask {
        /// The landing the move would have had.
        landing: Landing,
    },
}

impl Lesson {
    /// The lesson's position, replayed from the empty board.
    ///
    /// # Errors
    /// [`LessonError::Setup`] if a set-up move is unreadable or illegal.
    pub fn position(&self) -> Result<Position, LessonError> {
        Ok(self.record()?.replay()?)
    }

    /// The set-up as a game record.
    ///
    /// # Errors
    /// [`LessonError::Setup`] if a set-up move is unreadable.
    pub fn record(&self) -> Result<GameRecord, LessonError> {
        Ok(GameRecord::from_moves(self.variant, self.setup)?)
    }

    /// The cells to mark on the picture.
    ///
    /// # Errors
    /// [`LessonError::Cell`] if a cell of the table does not read.
    pub fn highlights(&self) -> Result<Vec<Cell>, LessonError> {
        cells(self.highlights)
    }

    /// 1-based number of the lesson, as shown to learners.
    pub fn number(&self) -> usize {
        LESSONS.iter().position(|l| l.name == self.name).map_or(0, |i| i + 1)
    }
}

fn cells(text: &str) -> Result<Vec<Cell>, LessonError> {
    text.split_whitespace().map(|c| c.parse().map_err(LessonError::from)).collect()
}

impl Task {
    /// Whether `m`, legal in `position` with `landing`, is an accepted answer.
    ///
    /// # Errors
    /// [`LessonError::Cell`] if a cell of the table does not read.
    pub fn accepts(&self, position: &Position, m: Move, landing: Landing) -> Result<bool, LessonError> {
        if landing != self.landing {
            return Ok(false);
        }
        let from = self.from.map(str::parse::<Cell>).transpose()?;
        if from.is_some() && m.from() != from {
            return Ok(false);
        }
        let Some(footprint) = m.footprint() else { return Ok(false) };
        if let Some(punct) = self.punct.map(str::parse::<Cell>).transpose()?
            && footprint.punct() != punct
        {
            return Ok(false);
        }
        if !cells(self.covers)?.iter().all(|&c| footprint.contains(c)) {
            return Ok(false);
        }
        Ok(!self.wins || wins(position, m))
    }

    /// Every accepted answer, enumerated from the legal moves, in
    /// canonical notation's order.
    ///
    /// # Errors
    /// [`LessonError::Cell`] if a cell of the table does not read.
    pub fn accepted(&self, position: &Position) -> Result<Vec<Move>, LessonError> {
        let mut found = Vec::new();
        for m in position.legal_moves() {
            let landing = position.check(m).map_or(Landing::Pass, |l| l);
            if self.accepts(position, m, landing)? {
                found.push(m);
            }
        }
        found.sort_by_key(|m| m.to_string());
        Ok(found)
    }
}

/// Whether the mover wins the game with `m`.
fn wins(position: &Position, m: Move) -> bool {
    let mover = position.to_move();
    position.play(m).ok().and_then(|after| after.outcome().and_then(|o| o.winner())) == Some(mover)
}

/// The engine's verdict on `m` as an answer to `task` in `position`.
///
/// # Errors
/// [`LessonError::Cell`] if a cell of the table does not read.
pub fn judge(task: &Task, position: &Position, m: Move) -> Result<Verdict, LessonError> {
    let landing = match position.check(m) {
        Ok(landing) => landing,
        Err(error) => return Ok(Verdict::Illegal(error)),
    };
    if !task.accepts(position, m, landing)? {
        return Ok(Verdict::NotTheTask { landing });
    }
    match position.play(m) {
        Ok(after) => Ok(Verdict::Right { landing, after: Box::new(after) }),
        Err(error) => Ok(Verdict::Illegal(error)),
    }
}

/// The lesson called `name`.
pub fn find(name: &str) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.name == name)
}

/// The lessons, in the rulebook's order.
pub const LESSONS: [Lesson; 10] = [
    Lesson {
        name: "aim",
        variant: Variant::Standard,
        setup: "",
        highlights: "A2 A3 A4 A5 A6 A7 A8 Q10 Q11 Q12 Q13 Q14 Q15 Q16",
        task: Some(Task {
            landing: Landing::Place,
            from: None,
            punct: None,
            covers: "A5",
            wins: false,
            sample_wrong: "C5-C6-D6",
        }),
    },
    Lesson {
        name: "pieces",
        variant: Variant::Standard,
        setup: "B2-B3-C3 N12-N13-O13",
        highlights: "C4 D4 E5",
        task: Some(Task {
            landing: Landing::Place,
            from: None,
            punct: Some("D4"),
            covers: "C4 D4 E5",
            wins: false,
            sample_wrong: "C4-D4-E5",
        }),
    },
    Lesson {
        name: "placing",
        variant: Variant::Standard,
        setup: "B2-B3-C3 N12-N13-O13",
        // The central hexagon the text speaks of (and counts from this
        // list); the task names F6, which is not marked.
        highlights: "G7 G8 G9 H7 H8 H9 H10 I7 I8 I9 I10 I11 J8 J9 J10 J11 K9 K10 K11",
        task: Some(Task {
            landing: Landing::Place,
            from: None,
            punct: None,
            covers: "F6",
            wins: false,
            sample_wrong: "F6-G7-G6",
        }),
    },
    Lesson {
        name: "moving",
        variant: Variant::Standard,
        setup: "C5-C6-C7 N12-N13-O13",
        highlights: "C5 D5 E5 F5 G5",
        task: Some(Task {
            landing: Landing::Flat,
            from: Some("C5"),
            punct: None,
            covers: "E5 F5 G5",
            wins: false,
            sample_wrong: "C5>F7-F8-F9",
        }),
    },
    Lesson {
        name: "jumping",
        variant: Variant::Standard,
        setup: "C5-C6-C7 N12-N13-O13 E5-E6-E7 G5-G3-G4",
        highlights: "E5 C5 C6 C7",
        task: Some(Task {
            landing: Landing::Jump,
            from: Some("E5"),
            punct: None,
            covers: "C5 C6 C7",
            wins: false,
            sample_wrong: "E5>G5-G3-G4",
        }),
    },
    Lesson {
        name: "bridges",
        variant: Variant::Standard,
        setup: "C5-C6-C7 N12-N13-O13 E5-E6-E7 N10-N11-O11 B5-B6-B7 M14-M15-N15 C2-C3-D3 O15-O16-P16",
        highlights: "B5 C5 D5 E5",
        task: Some(Task {
            landing: Landing::Bridge,
            from: Some("B5"),
            punct: None,
            covers: "C5 D5 E5",
            wins: false,
            sample_wrong: "C2>C5-C6-D6",
        }),
    },
    Lesson {
        name: "covered",
        variant: Variant::Standard,
        setup: "C5-C6-C7 C8-C9-C10 C11-D11-D12 E8-E9-E10 F11-F12-F13 E8>C8-C6-C7",
        highlights: "C5 C6 C7 C8 C9 C10 C11 F11",
        task: Some(Task {
            landing: Landing::Jump,
            from: Some("F11"),
            punct: None,
            covers: "C9 C10 C11",
            wins: false,
            sample_wrong: "C5>C2-C3-C4",
        }),
    },
    Lesson {
        name: "connection",
        variant: Variant::Standard,
        setup: "H1-I2-J3 B3-B4-C4 L5-K4-M6 B7-B8-C8 N7-N8-O8 D9-D10-E10 O9-O10-O11 F12-F13-G13 O12-O13-O14 C2-C3-D3",
        highlights: "O15 O16 O17",
        task: Some(Task {
            landing: Landing::Place,
            from: None,
            punct: None,
            covers: "",
            wins: true,
            sample_wrong: "N15-O15-O16",
        }),
    },
    Lesson {
        name: "end",
        variant: Variant::Standard,
        setup: END_SETUP,
        highlights: END_HIGHLIGHTS,
        task: END_TASK,
    },
    Lesson { name: "play", variant: Variant::Standard, setup: "", highlights: "", task: None },
];

/// The end lesson's set-up: both reserves down to one piece, nobody
/// connected, White ahead in the central hexagon (three cells to none,
/// from the third move). Found by `tests::find_end_setup` (seed 1).
const END_SETUP: &str = "\
K5-I4-J5 E1-D2-E2 K5>K10-J11-K11 E1>P12-O13-P13 J16-K15-K16 O10-N8-N9 \
E13-D11-D12 F6-E5-F7 I5-H5-I6 L12-M13-N13 C9-B9-C8 M16-L15-N16 E3-F3-G3 \
N12-O11-O12 M6-L6-L7 I2-J2-J3 I15-H15-I16 G14-F14-G15 E2-C2-D2 F1-D1-E1 C6-B6-C5 \
L4-K3-M5 G13-G11-G12 F10-D8-E9 P14-O14-Q14 N10-M9-M10 J15-I14-J14 N14-N15-O15 \
D7-B7-C7 P11-P10-Q11 G4-F4-H4 B2-B3-B4 O8-N7-O7 F13-F11-F12 J13-I12-I13 C4-C3-D4";
/// What the end lesson marks: the central hexagon.
const END_HIGHLIGHTS: &str = "G7 G8 G9 H7 H8 H9 H10 I7 I8 I9 I10 I11 J8 J9 J10 J11 K9 K10 K11";
/// The end lesson's task: place the last piece.
const END_TASK: Option<Task> = Some(Task {
    landing: Landing::Place,
    from: None,
    punct: None,
    covers: "",
    wins: true,
    sample_wrong: "I9-I10-J10",
});

#[cfg(test)]
mod tests;
