//! Opening a database file: pragmas, the refusal of newer or foreign
//! files, then migrations (cargo's `util/sqlite.rs` and mozilla's
//! `open_database.rs` are the models).
//!
//! Order matters. The schema version is read before anything writes, so a
//! file from a newer punct-bot (or another program) is refused with every
//! byte as it was: even `journal_mode = WAL` rewrites the file header, so
//! it comes only after that check. Pragmas are set outside any
//! transaction, as SQLite requires for the journal mode. The code never
//! deletes, truncates or recreates a database file.

use std::path::Path;
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};
use rusqlite_migration::{M, Migrations};
use tracing::{debug, info};

use crate::store::StoreError;

/// The migrations, oldest first. Append only: a released entry is never
/// edited or removed, because `user_version` counts them.
const MIGRATION_LIST: &[M<'static>] = &[
    M::up(include_str!("v1_games.sql")),
    M::up(include_str!("v2_offers_reminders_ratings.sql")),
    M::up(include_str!("v3_timeup_notice.sql")),
    M::up(include_str!("v4_guilds.sql")),
];

/// The schema version this code creates and understands.
pub const SCHEMA_VERSION: i64 = MIGRATION_LIST.len() as i64;

/// How long a connection waits for another writer before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// The migrations as rusqlite_migration wants them.
fn migrations() -> Migrations<'static> {
    Migrations::from_slice(MIGRATION_LIST)
}

/// Opens (creating if absent) and migrates the database at `path`.
///
/// # Errors
/// [`StoreError::NewerSchema`] or [`StoreError::ForeignDatabase`] leave
/// the file untouched; SQLite and migration errors roll back.
pub(crate) fn open_and_migrate(path: &Path) -> Result<Connection, StoreError> {
    let mut conn = open_connection(path)?;
    let before = user_version(&conn)?;
    migrations().to_latest(&mut conn)?;
    if before < SCHEMA_VERSION {
        info!(path = %path.display(), from = before, to = SCHEMA_VERSION, "database schema upgraded");
    }
    Ok(conn)
}

/// Opens one more connection to an already migrated database, with the
/// same pragmas and the same refusal of a newer schema.
///
/// # Errors
/// As [`open_and_migrate`], without migrating.
pub(crate) fn open_connection(path: &Path) -> Result<Connection, StoreError> {
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
        | OpenFlags::SQLITE_OPEN_CREATE
        | OpenFlags::SQLITE_OPEN_NO_MUTEX
        | OpenFlags::SQLITE_OPEN_URI;
    let conn = Connection::open_with_flags(path, flags)?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    refuse_unknown_schema(&conn, path)?;
    set_pragmas(&conn)?;
    debug!(path = %path.display(), "database connection opened");
    Ok(conn)
}

/// Reads only: a newer or foreign database is refused before any write.
fn refuse_unknown_schema(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let found = user_version(conn)?;
    if found > SCHEMA_VERSION {
        return Err(StoreError::NewerSchema { path: path.to_path_buf(), found, supported: SCHEMA_VERSION });
    }
    if found == 0 && has_tables(conn)? {
        return Err(StoreError::ForeignDatabase { path: path.to_path_buf() });
    }
    Ok(())
}

/// Write-ahead logging (readers never block the writer), enforced foreign
/// keys, and a full sync at every commit: an acknowledged move survives a
/// power cut, not only a crash.
fn set_pragmas(conn: &Connection) -> Result<(), StoreError> {
    let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") {
        debug!(mode, "journal mode WAL not available, keeping the file's mode");
    }
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", true)?;
    Ok(())
}

/// The schema version stored in the file header (0 for a new file).
pub(crate) fn user_version(conn: &Connection) -> Result<i64, StoreError> {
    Ok(conn.query_row("PRAGMA user_version", [], |row| row.get(0))?)
}

fn has_tables(conn: &Connection) -> Result<bool, StoreError> {
    Ok(conn.query_row("SELECT EXISTS (SELECT 1 FROM sqlite_schema)", [], |row| row.get(0))?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_migration_list_applies_from_scratch() -> Result<(), rusqlite_migration::Error> {
        migrations().validate()
    }

    #[test]
    fn a_fresh_file_reaches_the_current_version_in_wal_mode() -> Result<(), StoreError> {
        let dir =
            tempfile::tempdir().map_err(|e| StoreError::Corrupt { what: "tempdir", value: e.to_string() })?;
        let conn = open_and_migrate(&dir.path().join("fresh.sqlite3"))?;
        assert_eq!(user_version(&conn)?, SCHEMA_VERSION);
        let mode: String = conn.query_row("PRAGMA journal_mode", [], |r| r.get(0))?;
        assert_eq!(mode, "wal");
        let fk: bool = conn.query_row("PRAGMA foreign_keys", [], |r| r.get(0))?;
        assert!(fk);
        Ok(())
    }
}
