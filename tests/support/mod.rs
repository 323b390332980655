//! Helpers shared by integration tests.

pub mod discord_standin;
pub mod english;
