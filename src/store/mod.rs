//! The SQLite store: every game, durable across restarts and crashes.
//!
//! [`Store::open`] sets the pragmas (WAL, foreign keys, busy timeout, full
//! sync), refuses a database newer than this code (leaving it untouched),
//! and applies the append-only migrations in `src/store/*.sql`, keyed by
//! `user_version`. The move log ([`moves`]) is the source of truth; the
//! other tables ([`games`], [`challenges`], [`players`], [`puzzles`], [`lessons`]) hold everything
//! else. The functions here are plain SQL on a connection; the use cases
//! and their single transactions live in [`crate::service`].
//!
//! ```
//! use punct::store::{Store, games};
//! let dir = tempfile::tempdir()?;
//! let store = Store::open(dir.path().join("games.sqlite3"))?;
//! let found = store.read(|tx| games::load(tx, punct::model::GameId(1)))?;
//! assert!(found.is_none());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Where things are (one line per file, its one job):
//!
//! - `backup.rs` — a consistent copy while the bot runs, and checking a file.
//! - `database.rs` — `Store`: the file, reusable connections, transactions and their counts.
//! - `open.rs` — pragmas, refusing a newer or foreign file, running the migrations.
//! - `error.rs` — `StoreError`: what can go wrong in the database itself.
//! - `columns.rs` — how `crate::model` values are held in SQLite columns.
//! - `games.rs`, `moves.rs` — the games and their move log.
//! - `challenges.rs` — open invitations to play.
//! - `players.rs`, `servers.rs` — people and servers: names, languages; a server's settings.
//! - `places.rs` — channels where the bot only answers (reached through a user's install).
//! - `notices.rs` — turn notices by DM: what a player is sent, when, and where.
//! - `away.rs` — a player's away days, timeout protection and time zone, and the deadlines they move.
//! - `leagues.rs` — leagues: their rows, entrants, and every pairing with the game it became.
//! - `plans.rs` — analysis boards, plans (conditional moves) and what a planner is still to be told.
//! - `puzzles.rs`, `lessons.rs` — each player's puzzle and lesson progress.
//! - `privacy.rs` — a player's own data: all of it exported, or erased (their finished games kept anonymous).
//! - `v1_games.sql` … `v17_leagues.sql` — the migrations, one per schema version.

pub mod away;
pub mod backup;
pub mod challenges;
mod columns;
mod database;
mod error;
pub mod games;
pub mod leagues;
pub mod lessons;
pub mod moves;
pub mod notices;
mod open;
pub mod places;
pub mod plans;
pub mod players;
pub mod privacy;
pub mod puzzles;
pub mod servers;

pub use database::{Store, TransactionCounts};
pub use error::StoreError;
pub use open::SCHEMA_VERSION;
