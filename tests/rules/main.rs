//! The rules (`src/rules/RULES.md`), one test binary: perft counts from
//! a data file, properties of random games, and scenarios written out
//! move by move.
//!
//! - `perft`: move-generation counts of `tests/data/rules/perft.txt`.
//! - `properties`: invariants of random positions and games (proptest).
//! - `scenarios`: the rules' cases of `tests/data/rules/scenarios.txt`.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

#[path = "../support/mod.rs"]
mod support;

mod perft;
mod properties;
mod scenarios;
