//! The guard: `punct` in a language other than English shows no
//! English sentence. Each scenario runs the binary with `--lang` in every
//! other language and fails on any three-word run of an en-US message
//! (placeables removed; runs with move notation, numbers, PÜNCT, options
//! and the words typed as commands or values are left out).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use punct::puzzles;
use punct::rules::Move;
use punct::service::Language;

use crate::support::english;
use crate::support::punct::{Locale, punct_with};

/// Words typed as they are in every language: commands at the prompt,
/// option values, lesson names, file-format column names. (The language
/// codes are added from `Language::all`.)
const TYPED: &[&str] = &[
    "help",
    "rules",
    "board",
    "moves",
    "preview",
    "hint",
    "undo",
    "back",
    "forward",
    "record",
    "png",
    "quit",
    "pass",
    "exit",
    "next",
    "solution",
    "basic",
    "standard",
    "easy",
    "medium",
    "hard",
    "expert",
    "random",
    "greedy",
    "white",
    "black",
    "compact",
    "large",
    "win",
    "defend",
    "aim",
    "pieces",
    "placing",
    "moving",
    "jumping",
    "bridges",
    "covered",
    "connection",
    "end",
    "play",
    "punct",
    "learn",
    "export",
    "puzzle",
    "puzzles",
    "review",
    "Discord",
];

/// [`TYPED`] and every language code.
fn typed() -> Vec<&'static str> {
    TYPED.iter().copied().chain(Language::all().map(Language::code)).collect()
}

/// stdout and stderr of `punct --lang <language> args…` with `input`.
fn punct(language: &str, args: &[&str], input: &str) -> String {
    let output = punct_with(Locale::Flag(language), args, input);
    let mut text = String::from_utf8(output.stdout).unwrap();
    text.push('\n');
    text.push_str(&String::from_utf8(output.stderr).unwrap());
    text
}

/// Fails naming every English run in `text` (lines joined: wrapping does
/// not hide a run).
fn assert_no_english(scenario: &str, language: &str, text: &str, runs: &[String]) {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let found: Vec<&String> = runs.iter().filter(|run| flat.contains(run.as_str())).collect();
    assert!(found.is_empty(), "{scenario} in {language}: English {found:?} in:\n{text}");
}

/// A game White wins at move 15 (tests/puzzles/review.rs's lost game).
const FINISHED: &str = "B5-A5-C5 E2-E3-E4 E5-D5-F5 J4-J3-K4 G5-H5-I5 N14-N15-O15 J5-K5-L5 J14-J15-K15 \
                        M6-N7-O8 L15-L16-M16 P9-O9-P10 C10-C11-D11 P11-P12-O11 K12-K13-L13 Q12-Q13-Q14";

/// A preview of a jump, `preview` without a move, then the jump played.
const PREVIEW_AND_JUMP: &str = "C5-C6-D6\nN12-N13-O13\nC8-C9-D9\nN14-N15-O15\npreview C8>C5-C6-D6\npreview\n\
                                C8>C5-C6-D6\nquit\n";

#[test]
fn punct_in_every_other_language_shows_no_english_sentence() {
    let runs = english::three_word_runs(&english::fragments(&[]), &typed());
    assert!(runs.iter().any(|r| r == "is not allowed"), "{runs:?}");
    let puzzle = &puzzles::all()[0];
    let position = puzzle.position().unwrap();
    let mut legal = position.legal_moves();
    legal.sort_by_key(Move::to_string);
    let wrong = legal.into_iter().find(|m| !puzzle.is_solution(*m)).unwrap();
    let scenarios: Vec<(&str, Vec<&str>, String)> = vec![
        ("rules", vec!["rules"], String::new()),
        ("a bad subcommand", vec!["plya"], String::new()),
        ("a bad value", vec!["play", "--ai", "hardest"], String::new()),
        ("--help", vec!["--help"], String::new()),
        ("play --help", vec!["play", "--help"], String::new()),
        ("puzzle --help", vec!["puzzle", "--help"], String::new()),
        ("play", vec!["play"], "Z99\nF5>>H7\nI9-I10-J10\nC5-C6-D6\nquit\n".to_string()),
        ("preview and a jump", vec!["play"], PREVIEW_AND_JUMP.to_string()),
        ("learn", vec!["learn"], "B2-B3-C3\nZ9\nquit\n".to_string()),
        ("puzzle", vec!["puzzle", "--id", &puzzle.id], format!("{wrong}\nquit\n")),
        ("review", vec!["review", "--level", "easy", "--moves", FINISHED], String::new()),
        ("arena", vec!["arena", "--a", "random", "--b", "random", "--games", "1"], String::new()),
        ("perft", vec!["perft", "3", "--moves", FINISHED], String::new()),
    ];
    // The check sees English where there is English.
    let english = punct("en-US", &["play"], "Z99\nquit\n");
    let flat = english.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(runs.iter().filter(|run| flat.contains(run.as_str())).count() > 5, "{english}");
    let english = punct("en-US", &["arena", "--a", "random", "--b", "random", "--games", "1"], "");
    let flat = english.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(runs.iter().any(|run| flat.contains(run.as_str())), "the developer tools' runs: {english}");
    // Every language folder but English's: a new one is checked too.
    let others = Language::all().filter(|l| *l != Language::ENGLISH);
    for language in others.map(Language::code) {
        for (scenario, args, input) in &scenarios {
            let text = punct(language, args, input);
            assert_no_english(scenario, language, &text, &runs);
        }
    }
}
