//! The words every layer above the rules shares: who plays (ids, [`Seat`],
//! [`Level`]), how long they have ([`TimeControl`], [`Timestamp`]) and how
//! a game or challenge stands ([`GameResult`], [`ChallengeStatus`]).
//!
//! Why a module of its own: the store keeps these values and the service
//! hands them to the front ends, so they must live below both. They depend
//! on [`crate::rules`] only; how SQLite holds them is the store's business
//! (`store::columns`), and front ends reach them through
//! [`crate::service`], which re-exports them.
//!
//! ```
//! use punct::model::{GameId, TimeControl};
//! assert_eq!("#12".parse::<GameId>()?, GameId(12));
//! assert_eq!("7d".parse::<TimeControl>()?, TimeControl::days_per_move(7)?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Where things are (one line per file, its one job):
//!
//! - `ids.rs` — identifiers and instants as newtypes.
//! - `values.rs` — time controls, colour choices, seats, results, challenge and league states.
//! - `level.rs` — the computer's levels, in words players understand.
//! - `language.rs` — the languages there are folders for under `assets/locales/`.

mod ids;
mod language;
mod level;
mod values;

pub use ids::{ChallengeId, ChannelId, GameId, GuildId, LeagueId, MessageId, RoleId, Timestamp, UserId};
pub use language::Language;
pub use level::{Level, ParseLevelError};
pub use values::{
    Bank, BoardState, ChallengeStatus, ColourChoice, EndReason, GameResult, InvalidTimeControl, LeagueStatus,
    ParseColourChoiceError, SECONDS_PER_DAY, Seat, TimeControl,
};
