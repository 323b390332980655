//! What can go wrong below the game rules: the database itself.

use std::path::PathBuf;

use thiserror::Error;

/// Why the store could not do what was asked. None of these is the
/// player's fault; `messages` words them without internals.
#[derive(Debug, Error)]
pub enum StoreError {
    /// SQLite refused or failed a statement.
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// A migration could not be applied; the database is left as it was.
    #[error("could not upgrade the database schema to version {version}: {source}")]
    Migration {
        /// The schema version the failing migration leads to.
        version: i64,
        /// SQLite's refusal.
        #[source]
        source: rusqlite::Error,
    },
    /// The file was written by a newer punct-bot. It is left untouched so
    /// that newer version can still use it.
    #[error("{path} has schema version {found}, newer than the {supported} this punct-bot knows")]
    NewerSchema {
        /// The database file.
        path: PathBuf,
        /// Its `user_version`.
        found: i64,
        /// The newest version this code knows.
        supported: i64,
    },
    /// The file holds tables but no schema version: some other program's
    /// database. It is left untouched.
    #[error("{path} is not a punct-bot database (it has tables but no schema version)")]
    ForeignDatabase {
        /// The database file.
        path: PathBuf,
    },
    /// A file could not be written, renamed or removed (a backup's).
    #[error("could not write {path}: {source}")]
    File {
        /// The file.
        path: PathBuf,
        /// The system's refusal.
        #[source]
        source: std::io::Error,
    },
    /// SQLite's integrity check found the file damaged.
    #[error("{path} is damaged: {problem}")]
    Damaged {
        /// The database file.
        path: PathBuf,
        /// The first problem SQLite's integrity check reports.
        problem: String,
    },
    /// A stored value this code cannot read back (edited by hand?).
    #[error("unreadable {what} in the database: {value}")]
    Corrupt {
        /// Which column or entry.
        what: &'static str,
        /// The value found.
        value: String,
    },
}

impl StoreError {
    /// Whether this is SQLite refusing a duplicate key: another writer got
    /// there first (`UNIQUE` / `PRIMARY KEY`).
    pub fn is_unique_violation(&self) -> bool {
        matches!(
            self,
            StoreError::Sqlite(rusqlite::Error::SqliteFailure(e, _))
                if e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY
                    || e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
        )
    }
}
