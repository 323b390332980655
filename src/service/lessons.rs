//! Lessons for players in Discord: which lesson each one is on, moving
//! between lessons, and checking an answer with the engine.
//!
//! The lesson a player is on is stored (by the lesson's name), so
//! `/punct learn` without a number resumes there days later, and a button
//! of a lesson message the player has since left is refused
//! ([`ServiceError::StaleLesson`]) rather than acting on another lesson.
//! A right answer marks the lesson completed and moves the player on to
//! the next one.

use crate::lessons::{self, LESSONS, Lesson, Verdict};
use crate::model::UserId;
use crate::rules::Position;
use crate::service::play::parse_move;
use crate::service::{GameService, ServiceError};
use crate::store::lessons as table;

/// Which lesson a player asks for. Numbers are 1-based, as shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonChoice {
    /// The lesson they are on (the first if they never began).
    Resume,
    /// Lesson `n`, whatever they are on.
    Number(usize),
    /// From lesson `n`, the one before (refused unless they are on `n`).
    Back(usize),
    /// From lesson `n`, the one after (refused unless they are on `n`).
    Next(usize),
    /// Lesson `n` again, the one they are on (refused unless they are).
    Open(usize),
}

/// A lesson to show.
#[derive(Clone, Debug)]
pub struct LessonShown {
    /// The lesson.
    pub lesson: &'static Lesson,
    /// Its position, replayed from its set-up.
    pub position: Position,
    /// Whether the player has answered this lesson right before.
    pub done: bool,
    /// How many lessons with a task the player has answered right.
    pub completed: usize,
}

/// What the engine made of an answer to a lesson.
#[derive(Clone, Debug)]
pub struct LessonAnswered {
    /// The lesson answered (with the player's count after the answer).
    pub shown: LessonShown,
    /// Right (and the position after it), illegal (the rule), or not the task.
    pub verdict: Verdict,
}

/// How many lessons ask for a move: the count shown as "done of …".
pub fn lessons_with_a_task() -> usize {
    LESSONS.iter().filter(|l| l.task.is_some()).count()
}

impl GameService {
    /// Shows `user` the lesson `choice` means and remembers it as the one
    /// they are on.
    ///
    /// # Errors
    /// [`ServiceError::NoSuchLesson`], [`ServiceError::StaleLesson`], store errors.
    pub fn lesson(&self, user: UserId, choice: LessonChoice) -> Result<LessonShown, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let on = on_lesson(table::current(tx, user)?.as_deref());
            let index = chosen(on, choice)?;
            let lesson = &LESSONS[index];
            table::set_current(tx, user, lesson.name, now)?;
            shown(lesson, &table::completed(tx, user)?)
        })
    }

    /// The lesson `user` is on, if they ever opened one (for suggestions).
    ///
    /// # Errors
    /// Store errors.
    pub fn current_lesson(&self, user: UserId) -> Result<Option<LessonShown>, ServiceError> {
        self.store.read(|tx| {
            let Some(lesson) = table::current(tx, user)?.as_deref().and_then(lessons::find) else {
                return Ok(None);
            };
            shown(lesson, &table::completed(tx, user)?).map(Some)
        })
    }

    /// Checks `notation` as `user`'s answer to the lesson they are on (the
    /// first if none). Right: the lesson is completed and the player is
    /// on the next one. Wrong: nothing changes; they may try again.
    ///
    /// # Errors
    /// [`ServiceError::UnreadableMove`], [`ServiceError::NoLessonTask`], store errors.
    pub fn answer_lesson(&self, user: UserId, notation: &str) -> Result<LessonAnswered, ServiceError> {
        let answer = parse_move(notation)?;
        let now = self.now();
        self.store.write(|tx| {
            let index = on_lesson(table::current(tx, user)?.as_deref()).unwrap_or(0);
            let lesson = &LESSONS[index];
            let task = lesson.task.as_ref().ok_or(ServiceError::NoLessonTask)?;
            let position = lesson.position()?;
            let verdict = lessons::judge(task, &position, answer)?;
            if matches!(verdict, Verdict::Right { .. }) {
                table::mark_completed(tx, user, lesson.name, now)?;
                let next = LESSONS.get(index + 1).unwrap_or(lesson);
                table::set_current(tx, user, next.name, now)?;
            } else {
                table::set_current(tx, user, lesson.name, now)?;
            }
            let completed = table::completed(tx, user)?;
            let shown = LessonShown {
                lesson,
                position,
                done: completed.contains(lesson.name),
                completed: count(&completed),
            };
            Ok(LessonAnswered { shown, verdict })
        })
    }

    /// `user` leaves lesson `number` (1-based); it stays the one they are
    /// on, for `/punct learn` to resume.
    ///
    /// # Errors
    /// [`ServiceError::StaleLesson`] unless they are on it; store errors.
    pub fn quit_lesson(&self, user: UserId, number: usize) -> Result<LessonShown, ServiceError> {
        self.store.read(|tx| {
            let on = on_lesson(table::current(tx, user)?.as_deref());
            let index = chosen(on, LessonChoice::Open(number))?;
            shown(&LESSONS[index], &table::completed(tx, user)?)
        })
    }
}

/// The index of the stored lesson, if it is still one of ours.
fn on_lesson(name: Option<&str>) -> Option<usize> {
    name.and_then(|n| LESSONS.iter().position(|l| l.name == n))
}

/// The index of the lesson `choice` means for a player on lesson index `on`.
fn chosen(on: Option<usize>, choice: LessonChoice) -> Result<usize, ServiceError> {
    let last = LESSONS.len() - 1;
    let on_number = |n: usize| -> Result<usize, ServiceError> {
        let index =
            n.checked_sub(1).filter(|i| *i <= last).ok_or(ServiceError::NoSuchLesson { number: n })?;
        if on.unwrap_or(0) == index { Ok(index) } else { Err(ServiceError::StaleLesson) }
    };
    match choice {
        LessonChoice::Resume => Ok(on.unwrap_or(0)),
        LessonChoice::Number(n) => {
            n.checked_sub(1).filter(|i| *i <= last).ok_or(ServiceError::NoSuchLesson { number: n })
        }
        LessonChoice::Back(n) => Ok(on_number(n)?.saturating_sub(1)),
        LessonChoice::Next(n) => Ok((on_number(n)? + 1).min(last)),
        LessonChoice::Open(n) => on_number(n),
    }
}

fn count(completed: &std::collections::HashSet<String>) -> usize {
    LESSONS.iter().filter(|l| l.task.is_some() && completed.contains(l.name)).count()
}

fn shown(
    lesson: &'static Lesson,
    completed: &std::collections::HashSet<String>,
) -> Result<LessonShown, ServiceError> {
    Ok(LessonShown {
        lesson,
        position: lesson.position()?,
        done: completed.contains(lesson.name),
        completed: count(completed),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buttons_act_only_from_the_lesson_the_player_is_on() {
        assert_eq!(chosen(None, LessonChoice::Resume).unwrap(), 0);
        assert_eq!(chosen(Some(3), LessonChoice::Resume).unwrap(), 3);
        assert_eq!(chosen(Some(3), LessonChoice::Next(4)).unwrap(), 4);
        assert_eq!(chosen(Some(3), LessonChoice::Back(4)).unwrap(), 2);
        assert_eq!(chosen(Some(0), LessonChoice::Back(1)).unwrap(), 0);
        assert_eq!(chosen(Some(9), LessonChoice::Next(10)).unwrap(), 9);
        assert!(matches!(chosen(Some(3), LessonChoice::Next(3)), Err(ServiceError::StaleLesson)));
        assert!(matches!(chosen(Some(3), LessonChoice::Open(5)), Err(ServiceError::StaleLesson)));
        assert!(matches!(
            chosen(None, LessonChoice::Number(11)),
            Err(ServiceError::NoSuchLesson { number: 11 })
        ));
        assert!(matches!(
            chosen(None, LessonChoice::Number(0)),
            Err(ServiceError::NoSuchLesson { number: 0 })
        ));
        assert!(matches!(
            chosen(None, LessonChoice::Open(12)),
            Err(ServiceError::NoSuchLesson { number: 12 })
        ));
    }
}
