//! Puzzles and reviews (`src/puzzles/`), one test binary.
//!
//! - `play`: puzzles as players meet them, in the service and `punct puzzle`.
//! - `review`: the review of finished games, and `punct review`.
//! - `solvers`: every shipped puzzle re-verified; solvers against the rules.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

#[path = "../support/mod.rs"]
mod support;

mod play;
mod review;
mod solvers;
