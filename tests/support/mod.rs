//! Helpers shared by the integration tests and the benchmarks. Every test
//! binary (and bench) includes this module the same way:
//! `#[path = "../support/mod.rs"] mod support;`.
//!
//! Two more are included, the same way, only by the binaries that start a
//! bot (the Discord tests and benches), as `mod bot` and `mod
//! discord_standin` beside `mod support`: together they cost some 20 s of
//! compile time in every binary that includes them, used or not.
//!
//! - `bot.rs`: one bot on a temp database against the Discord stand-in.
//! - `discord_standin/`: a local Discord that checks every request.
//!
//! Here:
//!
//! - `computers`: the reproducible computers games are played against.
//! - `english`: English sentences that must not show in another language.
//! - `games`: games several tests play through (a position with a win on).
//! - `percentiles`: how the benchmarks print what they timed.
//! - `proptest_config`: the property tests' seed and saved failures.
//! - `punct`: the one way the `punct` executable is started.

// Each test binary (and bench) that includes the support uses its part.
#![allow(dead_code)]

pub mod computers;
pub mod english;
pub mod games;
pub mod percentiles;
pub mod proptest_config;
pub mod punct;
