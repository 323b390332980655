//! Board pictures (`src/render/`), one test binary.
//!
//! - `pictures`: golden PNGs, PNG and GIF structure, `punct render`.
//! - `words`: the words drawn fit their places in every language.
//! - `table`: the picture of a league's standings table.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

#[path = "../support/mod.rs"]
mod support;

mod pictures;
mod table;
mod words;
