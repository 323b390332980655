//! The words drawn on board pictures fit their places in every
//! language: each headline, reason, count, footer line and the whole
//! legend, measured with the embedded fonts against the room the picture
//! gives them, at every width players see (Discord's 800 and its pickers'
//! 640, the terminal's 1024, the golden pictures' 512 and the smallest
//! allowed), at the size that reads on a phone.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use punct::messages::{fluent, pictures};
use punct::model::{EndReason, GameResult, Language};
use punct::render::{MIN_WIDTH, RenderOptions, overflowing_words, words_drawn};
use punct::rules::{ByPlayer, Player, Position, SplitMix64, Variant};

#[test]
fn every_picture_word_fits_its_place_in_every_language() {
    let mut failures = Vec::new();
    for language in Language::all() {
        let options = RenderOptions { words: pictures::words(language), ..RenderOptions::default() };
        for size in [MIN_WIDTH, 512, 640, 800, 1024] {
            for word in overflowing_words(size, &options).unwrap() {
                failures.push(format!("{language} at {size} px: “{word}”"));
            }
        }
    }
    assert!(failures.is_empty(), "words that do not fit:\n{}", failures.join("\n"));
    assert_eq!(fluent::take_errors(), Vec::<String>::new());
}

#[test]
fn english_is_the_default_and_fits_too() {
    assert!(overflowing_words(MIN_WIDTH, &RenderOptions::default()).unwrap().is_empty());
}

#[test]
fn the_computer_is_named_in_each_language() {
    for language in Language::all() {
        assert!(!pictures::computer(language).is_empty(), "{language}");
    }
    assert_eq!(pictures::computer(Language::from_discord("de")), "Computer");
    assert_eq!(pictures::computer(Language::from_discord("pl")), "Komputer");
    assert_eq!(fluent::take_errors(), Vec::<String>::new());
}

/// A standard game after `plies` random moves (or fewer, if it ends).
fn random_position(seed: u64, plies: u32) -> Position {
    let mut rng = SplitMix64::new(seed);
    let mut position = Position::new(Variant::Standard);
    while position.ply() < plies && !position.is_over() {
        let Some(m) = position.random_move(&mut rng) else { break };
        position.play_unchecked(m);
    }
    position
}

/// Once, pictures are read on phones, about 400 px wide. In every
/// language, a game going on (long names, a move with two-digit cells)
/// and one resigned: every text drawn at Discord's 800 px, and at its
/// pickers' 640, has capitals at least 9 px tall at 400 px, and the last
/// move of the game going on is drawn whole.
#[test]
fn every_language_reads_on_a_phone_and_keeps_the_last_move_whole() {
    // A random game whose 57th move is a movement among two-digit cells,
    // like "J16>E11-F11-F12": the longest a last move reads.
    let position = (1..)
        .map(|seed| random_position(seed, 57))
        .find(|p| p.ply() == 57 && p.last_move().is_some_and(|m| m.to_string().len() >= 14))
        .expect("some random game has such a move");
    let last = position.last_move().expect("a move was played");
    let mut failures = Vec::new();
    for language in Language::all() {
        let words = pictures::words(language);
        let names = ByPlayer {
            white: Some("Bartholomew-Maximilian".to_string()),
            black: Some("Alexandra Montgomery-Fitzwilliam".to_string()),
        };
        for size in [800, 640] {
            let going_on = RenderOptions {
                size,
                names: names.clone(),
                words: words.clone(),
                ..RenderOptions::default()
            };
            let resigned = RenderOptions {
                result: Some(GameResult { winner: Some(Player::Black), reason: EndReason::Resignation }),
                ..going_on.clone()
            };
            for (what, options) in [("going on", &going_on), ("resigned", &resigned)] {
                let drawn = words_drawn(&position, options).unwrap();
                for text in &drawn {
                    let on_a_phone = text.cap_height * 400.0 / size as f32;
                    if on_a_phone < 8.95 {
                        failures.push(format!(
                            "{language} at {size} px, {what}: “{}” {on_a_phone:.1} px",
                            text.text
                        ));
                    }
                }
                let expected = words.last_move(position.ply(), last);
                if what == "going on" && !drawn.iter().any(|t| t.text == expected) {
                    failures.push(format!("{language}: the last move “{expected}” is not drawn whole"));
                }
                if what == "resigned"
                    && !drawn
                        .iter()
                        .any(|t| t.text.starts_with(&words.off_board(punct::render::OffBoard::Resignation)))
                {
                    failures.push(format!("{language}: the resignation is not said"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(fluent::take_errors(), Vec::<String>::new());
}
