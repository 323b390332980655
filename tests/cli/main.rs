//! The terminal: the `punct` tool (and `punct-bot`'s first start) as a
//! person at a terminal meets them, one test binary with a module per
//! subject.
//!
//! - `backup`: `punct-bot backup` and `punct-bot check`, as an operator runs them.
//! - `board`: the text board reads back cell by cell and fits 80×24.
//! - `english`: in every other language no English sentence shows.
//! - `language`: `punct` speaks the terminal's language, or `--lang`'s.
//! - `learn`: `punct learn` and its export.
//! - `play`: `punct play` between people and against the computer, previews.
//! - `puzzle`: `punct puzzle`'s answers said back in words, nothing revealed.
//! - `rules`: the subcommands whose output scripts read.
//! - `setup`: starting `punct-bot` without a token, and its log.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

#[path = "../support/mod.rs"]
mod support;

mod backup;
mod board;
mod english;
mod language;
mod learn;
mod play;
mod puzzle;
mod rules;
mod setup;
