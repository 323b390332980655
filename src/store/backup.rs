//! Backups while the bot runs, and checking a file: SQLite's online
//! backup API copies the database in one step, that is one read
//! transaction: under WAL readers never hold up the writer, so moves go on
//! being committed while the copy is made, and the copy is the database as
//! it stood when the step began. It is checked before it takes its name.
//!
//! Why one step and not many small ones: when another connection writes
//! between two steps, SQLite starts the backup again from its first page.
//! With moves committed every few milliseconds, a copy of 100,000 games
//! (160 MB, some 160 steps of 256 pages) never got past its first
//! megabytes (the backup bench found it); in one step it takes about a
//! second while moves wait no longer than without it (README,
//! Performance).

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};

use crate::model::Timestamp;
use crate::store::{SCHEMA_VERSION, Store, StoreError};

/// Pages copied per step of a backup: all of them, in one read
/// transaction (see the module's docs).
const ALL_PAGES: std::ffi::c_int = -1;
/// Tries of that step while the database is locked, and the pause
/// between two: ten seconds at most, as the store's busy timeout.
const LOCKED_TRIES: usize = 1_000;
const LOCKED_PAUSE: Duration = Duration::from_millis(10);

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
        backup_file(self.path(), destination)
    }

    /// A periodic backup: [`Store::backup_to`] a file in `dir` (made if
    /// missing) named after `at` (`punct-20261128-143000.sqlite3`, UTC, so
    /// names sort by time), then the oldest such files in `dir` deleted
    /// until `keep` are left. Other files there are never touched.
    ///
    /// # Errors
    /// As [`Store::backup_to`]; [`StoreError::File`] for a folder that
    /// cannot be made or read. Old backups are deleted only once the new
    /// one is written and checked.
    pub fn backup_into(&self, dir: &Path, at: Timestamp, keep: usize) -> Result<BackupMade, StoreError> {
        std::fs::create_dir_all(dir)
            .map_err(|source| StoreError::File { path: dir.to_path_buf(), source })?;
        let file = dir.join(backup_name(at));
        let checked = self.backup_to(&file)?;
        let mut ours: Vec<PathBuf> = std::fs::read_dir(dir)
            .map_err(|source| StoreError::File { path: dir.to_path_buf(), source })?
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.file_name().and_then(|n| n.to_str()).is_some_and(is_backup_name))
            .collect();
        ours.sort();
        let surplus = ours.len().saturating_sub(keep.max(1));
        let mut deleted = Vec::new();
        for old in ours.into_iter().take(surplus) {
            std::fs::remove_file(&old).map_err(|source| StoreError::File { path: old.clone(), source })?;
            deleted.push(old);
        }
        Ok(BackupMade { file, checked, deleted })
    }
}

/// A periodic backup written: where, what it holds, and the old ones
/// deleted to keep the number asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupMade {
    /// The new backup.
    pub file: PathBuf,
    /// What it holds, as checked.
    pub checked: Checked,
    /// The oldest backups, deleted.
    pub deleted: Vec<PathBuf>,
}

/// The name of a periodic backup taken at `at`.
fn backup_name(at: Timestamp) -> String {
    let time = jiff::Timestamp::from_second(at.0).unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    format!("punct-{}.sqlite3", time.strftime("%Y%m%d-%H%M%S"))
}

/// Whether `name` is one [`backup_name`] makes: only those are deleted.
fn is_backup_name(name: &str) -> bool {
    let Some(stamp) = name.strip_prefix("punct-").and_then(|rest| rest.strip_suffix(".sqlite3")) else {
        return false;
    };
    stamp.len() == 15
        && stamp.bytes().enumerate().all(|(i, b)| if i == 8 { b == b'-' } else { b.is_ascii_digit() })
}

/// Copies the punct database at `source` to `destination` as
/// [`Store::backup_to`] does, without opening it as a [`Store`] (which
/// would create a missing file or upgrade an old one): `punct-bot backup`.
///
/// # Errors
/// As [`Store::backup_to`]; [`StoreError::File`] when `source` does not
/// exist.
pub fn backup_file(source: &Path, destination: &Path) -> Result<Checked, StoreError> {
    if let Err(e) = std::fs::metadata(source) {
        return Err(StoreError::File { path: source.to_path_buf(), source: e });
    }
    let partial = partial_name(destination);
    let made = copy(source, &partial).and_then(|()| check(&partial));
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
    let backup = Backup::new(&source, &mut target)?;
    // A step meets a lock only while another connection changes the
    // journal mode or checkpoints in truncate mode: a moment.
    for _ in 0..LOCKED_TRIES {
        match backup.step(ALL_PAGES)? {
            StepResult::Done => break,
            StepResult::More | StepResult::Busy | StepResult::Locked => std::thread::sleep(LOCKED_PAUSE),
            _ => std::thread::sleep(LOCKED_PAUSE),
        }
    }
    if backup.progress().remaining > 0 {
        return Err(StoreError::Sqlite(rusqlite::Error::SqliteFailure(
            rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_BUSY),
            Some("the database stayed locked during the backup".into()),
        )));
    }
    drop(backup);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backups_are_named_by_the_time_and_only_those_names_count_as_backups() {
        let name = backup_name(Timestamp(1_795_876_200));
        assert_eq!(name, "punct-20261128-143000.sqlite3");
        assert!(is_backup_name(&name));
        for other in [
            "punct.sqlite3",
            "punct-20261128-143000.sqlite3.partial",
            "punct-2026112-143000.sqlite3",
            "notes.txt",
        ] {
            assert!(!is_backup_name(other), "{other}");
        }
    }
}
