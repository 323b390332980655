//! Every sentence a player (or a new operator) reads, in one place.
//!
//! Lower layers return values and error enums; this module turns them into
//! words, so wording can be reviewed and changed without touching logic.
//! No I/O here. Each area has a file: [`setup`] for starting the bot,
//! [`play`] for moves and rules, [`service`] for challenges, games and
//! deadlines, [`terminal`] for `punct play`, [`discord`] for the bot's
//! general replies on Discord; `lines` keeps lists within a length
//! limit, whole lines only.

pub mod cli;
pub mod commands;
pub mod devtools;
pub mod discord;
pub mod fluent;
mod keys;
pub mod learn;
pub mod lessons;
pub(crate) mod lines;
pub mod pictures;
pub mod play;
pub mod puzzles;
pub mod review;
pub mod rules;
pub mod service;
pub mod setup;
pub mod suggest;
pub mod terminal;
