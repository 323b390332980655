//! Wording for lessons on Discord (`/punct learn`): how to answer, the
//! learner's progress, the buttons, leaving, and the refusals. The
//! lessons' own words (title, sentences, task, verdict with its rule) are
//! [`super::lessons`]'s, shared with the terminal; these sentences are in
//! `assets/locales/<locale>/learn-discord.ftl`.

use crate::lessons::LESSONS;
use crate::messages::fluent::tr;
use crate::messages::lessons;
use crate::service::{Language, LessonAnswered, LessonShown, lessons_with_a_task};

/// A button under a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonButton {
    /// To the lesson before.
    Back,
    /// To the lesson after.
    Next,
    /// Leave (the lesson is remembered).
    Quit,
    /// After a right answer: on to the next lesson.
    NextLesson,
    /// The last lesson's game against the computer.
    Play,
}

/// A button's label.
pub fn button(language: Language, which: LessonButton) -> String {
    let name = match which {
        LessonButton::Back => "back",
        LessonButton::Next => "next",
        LessonButton::Quit => "quit",
        LessonButton::NextLesson => "next-lesson",
        LessonButton::Play => "play",
    };
    tr!(language, "learn-button", button = name)
}

/// "Lesson 5 of 10: Jumping onto your own pieces".
pub fn title(language: Language, shown: &LessonShown) -> String {
    lessons::heading(language, shown.lesson)
}

/// The lesson's sentences, its task, how to answer, and the progress.
pub fn lesson_text(language: Language, shown: &LessonShown) -> String {
    let how = if shown.lesson.task.is_some() {
        tr!(language, "learn-answer-discord")
    } else {
        tr!(language, "learn-play-discord")
    };
    format!(
        "{}\n\n**{}**\n{how}\n\n{}",
        lessons::sentences(language, shown.lesson),
        lessons::task(language, shown.lesson),
        progress(language, shown)
    )
}

/// The engine's verdict on an answer (right, or why not and the rule),
/// with the progress.
pub fn answered(language: Language, answered: &LessonAnswered) -> String {
    let verdict = lessons::verdict(language, answered.shown.lesson, &answered.verdict);
    // Not "done before": a right answer has just done it.
    let done =
        tr!(language, "learn-progress", done = answered.shown.completed, total = lessons_with_a_task());
    format!("{verdict}\n\n{done}")
}

/// "Lessons done: 3 of 9." (and whether this one was done before).
fn progress(language: Language, shown: &LessonShown) -> String {
    let done = tr!(language, "learn-progress", done = shown.completed, total = lessons_with_a_task());
    if shown.done && shown.lesson.task.is_some() {
        format!("{done} {}", tr!(language, "learn-done-before"))
    } else {
        done
    }
}

/// On leaving: where `/punct learn` takes the learner back to.
pub fn goodbye(language: Language, shown: &LessonShown) -> String {
    tr!(language, "learn-goodbye-discord", number = shown.lesson.number())
}

/// A button of a lesson the learner has since left.
pub fn stale_lesson(language: Language) -> String {
    tr!(language, "error-stale-lesson")
}

/// A lesson number out of range.
pub fn no_such_lesson(language: Language, number: usize) -> String {
    tr!(language, "error-no-such-lesson", number = number, total = LESSONS.len())
}

/// An answer to the last lesson, which asks for none.
pub fn no_lesson_task(language: Language) -> String {
    tr!(language, "error-no-lesson-task")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lessons::judge;
    use crate::messages::fluent::take_errors;

    #[test]
    fn every_lesson_message_reads_in_every_language_within_discords_limits() {
        take_errors();
        for language in Language::all() {
            for (index, lesson) in LESSONS.iter().enumerate() {
                let shown = LessonShown {
                    lesson,
                    position: lesson.position().unwrap(),
                    done: index % 2 == 0,
                    completed: index,
                };
                let text = lesson_text(language, &shown);
                // An embed's description holds 4,096 characters, its title 256.
                assert!(text.chars().count() <= 4096 && title(language, &shown).chars().count() <= 256);
                assert!(goodbye(language, &shown).contains(&lesson.number().to_string()));
                let Some(task) = &lesson.task else { continue };
                let wrong = judge(task, &shown.position, task.sample_wrong.parse().unwrap()).unwrap();
                let words = answered(language, &LessonAnswered { shown, verdict: wrong });
                assert!(words.chars().count() <= 4096, "{words}");
            }
            for b in [
                LessonButton::Back,
                LessonButton::Next,
                LessonButton::Quit,
                LessonButton::NextLesson,
                LessonButton::Play,
            ] {
                // A button's label holds 80 characters.
                let label = button(language, b);
                assert!(!label.is_empty() && label.chars().count() <= 80, "{label}");
            }
            for refusal in [stale_lesson(language), no_lesson_task(language)] {
                assert!(refusal.contains("/punct"), "{refusal}");
            }
            assert!(no_such_lesson(language, 11).contains("11"));
        }
        assert_eq!(take_errors(), Vec::<String>::new());
    }
}
