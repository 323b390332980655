//! Helpers shared by the integration tests and the benchmarks. Every test
//! binary (and bench) includes this one module the same way:
//! `#[path = "../support/mod.rs"] mod support;`.
//!
//! - `bot`: one bot on a temp database against the Discord stand-in.
//! - `computers`: the reproducible computers games are played against.
//! - `discord_standin`: a local Discord that checks every request.
//! - `english`: English sentences that must not show in another language.
//! - `percentiles`: how the benchmarks print what they timed.
//! - `proptest_config`: the property tests' seed and saved failures.
//! - `punct`: the one way the `punct` executable is started.

// Each test binary (and bench) that includes the support uses its part.
#![allow(dead_code)]

pub mod bot;
pub mod computers;
pub mod discord_standin;
pub mod english;
pub mod percentiles;
pub mod proptest_config;
pub mod punct;
