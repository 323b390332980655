//! Backups while the bot runs, and checking a file: SQLite's online
//! backup API copies the database a few pages at a time, each step a short
//! read (under WAL, readers never hold up the writer), so moves go on
//! being committed while a copy is made; the copy is a consistent snapshot
//! and is checked before it takes its name.

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::backup::Backup;
use rusqlite::{Connection, OpenFlags};

use crate::store::{SCHEMA_VERSION, Store, StoreError};

/// Pages copied per step of a backup (4 KB each): small steps, so that a
/// step's read is short.
const PAGES_PER_STEP: std::ffi::c_int = 256;
/// The pause between two steps, for writers to get in.
const PAUSE: Duration = Duration::from_millis(1);

/// What a sound punct database holds, as [`check`] finds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checked {
    /// Its schema version.
    pub version: i64,
    /// How many games it holds.
    pub games: i64,
}

impl Store {
    /// Copies the database to `destination` while it is in use, checks the
    /// copy ([`check`]) and only then gives it that name: a file at
    /// `destination` is always a whole, sound backup. An older file there
    /// is replaced.
    ///
    /// # Errors
    /// [`StoreError::File`] when the copy cannot be written or renamed
    /// (a full disk, a read-only folder), SQLite errors, or what [`check`]
    /// finds wrong with the copy. The partial copy is removed.
    pub fn backup_to(&self, destination: &Path) -> Result<Checked, StoreError> {
        let partial = partial_name(destination);
        let made = copy(self.path(), &partial).and_then(|()| check(&partial));
        let checked = match made {
            Ok(checked) => checked,
            Err(e) => {
                let _ = std::fs::remove_file(&partial);
                return Err(e);
            }
        };
        std::fs::rename(&partial, destination).map_err(|source| {
            let _ = std::fs::remove_file(&partial);
            StoreError::File { path: destination.to_path_buf(), source }
        })?;
        Ok(checked)
    }
}

/// The name a copy is written under until it is checked.
fn partial_name(destination: &Path) -> PathBuf {
    let mut name = destination.file_name().map(std::ffi::OsStr::to_os_string).unwrap_or_default();
    name.push(".partial");
    destination.with_file_name(name)
}

/// SQLite's online backup of `from` into a new file `to`.
fn copy(from: &Path, to: &Path) -> Result<(), StoreError> {
    let _ = std::fs::remove_file(to);
    let file = |source| StoreError::File { path: to.to_path_buf(), source };
    // A file SQLite cannot create says why better than SQLite does.
    std::fs::File::create(to).map_err(file)?;
    let source = Connection::open_with_flags(from, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    source.busy_timeout(Duration::from_secs(10))?;
    let mut target = Connection::open(to)?;
    Backup::new(&source, &mut target)?.run_to_completion(PAGES_PER_STEP, PAUSE, None)?;
    // The copy is a file of its own: one journal, nothing left beside it.
    target.pragma_update(None, "journal_mode", "DELETE")?;
    Ok(())
}

/// Whether the file at `path` is a sound punct database, and of which
/// version: SQLite's integrity check, a schema version this code knows,
/// the games table. Reads only.
///
/// # Errors
/// [`StoreError::Damaged`], [`StoreError::NewerSchema`],
/// [`StoreError::ForeignDatabase`] (also for a file that is no database or
/// an empty one), SQLite errors.
pub fn check(path: &Path) -> Result<Checked, StoreError> {
    let foreign = || StoreError::ForeignDatabase { path: path.to_path_buf() };
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY).map_err(|_| foreign())?;
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).map_err(|e| match e {
        rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::NotADatabase => foreign(),
        other => StoreError::Sqlite(other),
    })?;
    if version > SCHEMA_VERSION {
        return Err(StoreError::NewerSchema {
            path: path.to_path_buf(),
            found: version,
            supported: SCHEMA_VERSION,
        });
    }
    if version == 0 {
        return Err(foreign());
    }
    let problems: Vec<String> =
        conn.prepare("PRAGMA integrity_check")?.query_map([], |r| r.get(0))?.collect::<Result<_, _>>()?;
    if problems.first().map(String::as_str) != Some("ok") {
        let problem = problems.into_iter().next().unwrap_or_default();
        return Err(StoreError::Damaged { path: path.to_path_buf(), problem });
    }
    let games = conn.query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0)).map_err(|_| foreign())?;
    Ok(Checked { version, games })
}
