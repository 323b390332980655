//! Issue 15: the words drawn on board pictures fit their places in every
//! language: each headline, reason, count, footer line and the whole
//! legend, measured with the embedded fonts against the room the picture
//! gives them, at every width players see (Discord's 800, the terminal's
//! 1024, the golden pictures' 512 and the smallest allowed).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use punct::messages::{fluent, pictures};
use punct::model::Language;
use punct::render::{MIN_WIDTH, RenderOptions, overflowing_words};

#[test]
fn every_picture_word_fits_its_place_in_every_language() {
    let mut failures = Vec::new();
    for language in Language::all() {
        let options = RenderOptions { words: pictures::words(language), ..RenderOptions::default() };
        for size in [MIN_WIDTH, 512, 800, 1024] {
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
