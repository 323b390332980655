//! punct-bot: PÜNCT, Kris Burm's connection game of the GIPF project, on
//! Discord and in the terminal.
//!
//! # Layers, and the one direction between them
//!
//! ```text
//!             rules            the game (std + thiserror only)
//!               ↑
//!             model            the shared words: ids, seats, levels, time controls, results
//!           ↗   ↑   ↖
//!         ai  render  store    computer, pictures, SQLite
//!          ↑
//!       puzzles                puzzles from engine games, exact solvers
//!       lessons                one lesson per rule, answers checked by the engine
//!           ↖   ↑   ↗
//!            service           every use case, no Discord; re-exports `model`
//!               ↑
//!            messages          every sentence a player or operator reads
//!            ↗    ↖
//!       discord    cli         front ends (config.rs beside them)
//! ```
//!
//! A layer names only the layers below it; a word both sides need lives in
//! the lower one. Front ends see the game through [`service`] (and
//! [`rules`], [`render`], [`messages`], and the puzzle data of
//! [`puzzles`]), never [`store`] or [`ai`] directly; `store` knows
//! nothing of the computer. `main.rs` is the one place that puts them
//! together: config → store → service (clock, engine) → front end. `tests/layers.rs` reads the source and holds this
//! rule, file by file.

// Unit tests may unwrap: a panic there is a failure with its message.
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used))]

pub mod ai;
pub mod cli;
pub mod config;
pub mod discord;
pub mod lessons;
pub mod messages;
pub mod model;
pub mod puzzles;
pub mod render;
pub mod rules;
pub mod service;
pub mod store;
