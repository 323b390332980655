//! `punct puzzle` as a solver meets it, the binary fed on stdin: a typed
//! answer is said back in words, and a wrong one names only itself,
//! nothing of the right answer.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use punct::messages::pictures::move_in_words;
use punct::puzzles::{self, Theme};
use punct::rules::Move;
use punct::service::Language;

use crate::support::punct::{Locale, punct_with};

/// The text with its line breaks as spaces, to find wrapped sentences.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_wrong_answer_is_said_in_words_and_reveals_nothing_of_the_solution() {
    let puzzle = puzzles::all().iter().find(|p| p.theme == Theme::Defend).unwrap();
    let position = puzzle.position().unwrap();
    let mut legal = position.legal_moves();
    legal.sort_by_key(Move::to_string);
    let wrong = legal.into_iter().find(|m| !puzzle.is_solution(*m)).unwrap();
    for (code, language) in [("en-US", Language::ENGLISH), ("fr", Language::from_posix("fr").unwrap())] {
        let output =
            punct_with(Locale::Flag(code), &["puzzle", "--id", &puzzle.id], &format!("{wrong}\nquit\n"));
        assert!(output.status.success(), "{output:?}");
        let out = flat(&String::from_utf8(output.stdout).unwrap());
        let words = move_in_words(language, wrong, Some(position.check(wrong).unwrap()));
        let said = if code == "fr" {
            format!("Votre réponse {wrong} : {words}.")
        } else {
            format!("Your answer {wrong}: {words}.")
        };
        assert!(out.contains(&said), "{said}\n{out}");
        for solution in &puzzle.solutions {
            assert!(!out.contains(&solution.to_string()), "{code}: the answer {solution} shows: {out}");
        }
    }
}
