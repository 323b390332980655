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

pub mod challenges;
mod columns;
mod database;
mod error;
pub mod games;
pub mod lessons;
pub mod moves;
mod open;
pub mod players;
pub mod puzzles;
pub mod servers;

pub use database::{Store, TransactionCounts};
pub use error::StoreError;
pub use open::SCHEMA_VERSION;
