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
//!
//! Several processes may open one file at once (two bots started together,
//! or the bot and a tool): migrating takes the write lock (`BEGIN
//! IMMEDIATE`, after the busy timeout is set) *before* it reads
//! `user_version`, so one of them migrates and the others wait, then find
//! the schema current and change nothing.

use std::path::Path;
use std::time::{Duration, Instant};

use rusqlite::{Connection, OpenFlags, TransactionBehavior};
use tracing::{debug, info};

use crate::store::StoreError;

/// The migrations, oldest first: migration `n` (from 1) takes the schema
/// from version `n - 1` to `n`. Append only: a released entry is never
/// edited or removed, because `user_version` counts them.
const MIGRATIONS: &[&str] = &[
    include_str!("v1_games.sql"),
    include_str!("v2_offers_reminders_ratings.sql"),
    include_str!("v3_timeup_notice.sql"),
    include_str!("v4_guilds.sql"),
    include_str!("v5_delivery.sql"),
    include_str!("v6_rematch_of.sql"),
    include_str!("v7_player_language.sql"),
    include_str!("v8_player_username.sql"),
    include_str!("v9_server_language.sql"),
    include_str!("v10_puzzle_progress.sql"),
    include_str!("v11_lesson_progress.sql"),
    include_str!("v12_player_settings.sql"),
    include_str!("v13_away_and_bank.sql"),
    include_str!("v14_turn_notices.sql"),
    include_str!("v15_threads.sql"),
    include_str!("v16_plans.sql"),
    include_str!("v17_leagues.sql"),
];

/// The schema version this code creates and understands.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// How long a connection waits for another writer before giving up. It
/// also bounds how long an opener waits for another one's migration.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// How long to wait before asking again for a lock SQLite does not wait for
/// itself (see [`switch_to_wal`]).
const BUSY_RETRY_PAUSE: Duration = Duration::from_millis(5);

/// Opens (creating if absent) and migrates the database at `path`.
///
/// # Errors
/// [`StoreError::NewerSchema`] or [`StoreError::ForeignDatabase`] leave
/// the file untouched; SQLite and migration errors roll back.
pub(crate) fn open_and_migrate(path: &Path) -> Result<Connection, StoreError> {
    let mut conn = open_connection(path)?;
    let before = migrate(&mut conn, path)?;
    if before == 0 {
        info!(path = %path.display(), version = SCHEMA_VERSION, "database created");
    } else if before < SCHEMA_VERSION {
        info!(path = %path.display(), from = before, to = SCHEMA_VERSION, "database schema upgraded");
    }
    Ok(conn)
}

/// Brings the schema to [`SCHEMA_VERSION`] in one transaction and returns
/// the version found. The write lock comes first, `user_version` second:
/// a connection that waited for another's migration reads the version that
/// one committed, and has nothing to do.
///
/// # Errors
/// [`StoreError::NewerSchema`] if a newer punct-bot migrated the file in the
/// meantime; [`StoreError::Migration`] naming the version that failed. Either
/// way nothing is written.
fn migrate(conn: &mut Connection, path: &Path) -> Result<i64, StoreError> {
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let before = user_version(&tx)?;
    if before > SCHEMA_VERSION {
        return Err(StoreError::NewerSchema {
            path: path.to_path_buf(),
            found: before,
            supported: SCHEMA_VERSION,
        });
    }
    for (version, sql) in (1..).zip(MIGRATIONS).skip(usize::try_from(before).unwrap_or(0)) {
        tx.execute_batch(sql).map_err(|source| StoreError::Migration { version, source })?;
        tx.pragma_update(None, "user_version", version)?;
    }
    tx.commit()?;
    Ok(before)
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
/// The version and the tables are read in one statement, one snapshot: read
/// apart, another process's migration could commit in between, and its
/// tables without its version would look like a foreign file.
fn refuse_unknown_schema(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let (found, has_tables): (i64, bool) = conn.query_row(
        "SELECT (SELECT user_version FROM pragma_user_version), EXISTS (SELECT 1 FROM sqlite_schema)",
        [],
        |row| Ok((row.get(0)?, row.get(1)?)),
    )?;
    if found > SCHEMA_VERSION {
        return Err(StoreError::NewerSchema { path: path.to_path_buf(), found, supported: SCHEMA_VERSION });
    }
    if found == 0 && has_tables {
        return Err(StoreError::ForeignDatabase { path: path.to_path_buf() });
    }
    Ok(())
}

/// Write-ahead logging (readers never block the writer), enforced foreign
/// keys, and a full sync at every commit: an acknowledged move survives a
/// power cut, not only a crash.
fn set_pragmas(conn: &Connection) -> Result<(), StoreError> {
    let mode = switch_to_wal(conn)?;
    if !mode.eq_ignore_ascii_case("wal") {
        debug!(mode, "journal mode WAL not available, keeping the file's mode");
    }
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", true)?;
    Ok(())
}

/// Asks for write-ahead logging and returns the journal mode in force.
/// SQLite answers `SQLITE_BUSY` at once, without calling the busy handler,
/// while another connection holds the file during its own switch (two
/// processes opening one new or old file together), so this waits and asks
/// again, for at most [`BUSY_TIMEOUT`].
fn switch_to_wal(conn: &Connection) -> Result<String, StoreError> {
    let deadline = Instant::now() + BUSY_TIMEOUT;
    loop {
        match conn.query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0)) {
            Err(error) if is_busy(&error) && Instant::now() < deadline => {
                std::thread::sleep(BUSY_RETRY_PAUSE)
            }
            result => return Ok(result?),
        }
    }
}

fn is_busy(error: &rusqlite::Error) -> bool {
    error.sqlite_error_code() == Some(rusqlite::ErrorCode::DatabaseBusy)
}

/// The schema version stored in the file header (0 for a new file).
pub(crate) fn user_version(conn: &Connection) -> Result<i64, StoreError> {
    Ok(conn.query_row("PRAGMA user_version", [], |row| row.get(0))?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrating_again_changes_nothing() -> Result<(), StoreError> {
        let mut conn = Connection::open_in_memory()?;
        assert_eq!(migrate(&mut conn, Path::new(":memory:"))?, 0);
        assert_eq!(migrate(&mut conn, Path::new(":memory:"))?, SCHEMA_VERSION);
        assert_eq!(user_version(&conn)?, SCHEMA_VERSION);
        Ok(())
    }

    #[test]
    fn a_failing_migration_is_named_and_leaves_the_version() -> Result<(), StoreError> {
        let mut conn = Connection::open_in_memory()?;
        conn.execute_batch("CREATE TABLE players (x); PRAGMA user_version = 0;")?;
        match migrate(&mut conn, Path::new(":memory:")) {
            Err(StoreError::Migration { version: 1, .. }) => {}
            other => panic!("expected the first migration to fail, got {other:?}"),
        }
        assert_eq!(user_version(&conn)?, 0);
        Ok(())
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
