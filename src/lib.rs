//! punct-bot: PÜNCT, Kris Burm's connection game of the GIPF project, on
//! Discord and in the terminal.
//!
//! Layers (see `ARCHITECTURE` in the README): [`rules`] is the game and
//! depends on nothing else; the front ends ([`discord`], the `punct`
//! command-line tool) sit on top; [`messages`] holds every sentence a player
//! reads.

pub mod ai;
pub mod cli;
pub mod config;
pub mod discord;
pub mod messages;
pub mod render;
pub mod rules;
pub mod service;
pub mod store;
