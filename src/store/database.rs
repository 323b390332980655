//! [`Store`]: the database file and a few reusable connections.
//!
//! Each call takes a connection from a small idle list (or opens one), runs
//! one transaction, and puts the connection back. The list's lock is held
//! only to push or pop, never while SQL runs, so callers on several threads
//! proceed in parallel: readers under WAL never wait, and writers queue in
//! SQLite itself (`BEGIN IMMEDIATE` plus the busy timeout).

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};

use rusqlite::{Connection, Transaction, TransactionBehavior};

use crate::store::StoreError;
use crate::store::open::{open_and_migrate, open_connection};

/// Idle connections kept for reuse; more may be open while busy. Enough
/// for a burst of simultaneous moves (25 games at once in the load bench)
/// without opening and closing connections on every request.
const MAX_IDLE: usize = 16;

/// The game database. Cheap to share: `Store` is `Send + Sync`.
#[derive(Debug)]
pub struct Store {
    path: PathBuf,
    idle: Mutex<Vec<Connection>>,
    /// Held by this process's writer. SQLite lets one writer in at a time
    /// and makes the others poll with sleeps that grow to 100 ms; queueing
    /// them here instead wakes each the moment the one before commits
    /// (25 simultaneous moves: p99 1.3 s before, see README). Other
    /// processes still meet SQLite's own lock and busy timeout.
    writer: Mutex<()>,
    /// Transactions run so far, by kind: what a request costs is counted,
    /// so tests hold a use case to its budget (a move: one write, one
    /// record of what was shown, at most two reads).
    counts: Counts,
}

/// How many transactions of each kind a [`Store`] has run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TransactionCounts {
    /// Read transactions ([`Store::read`]).
    pub reads: u64,
    /// Write transactions committed to disk ([`Store::write`]).
    pub writes: u64,
    /// Write transactions committed without waiting for the disk
    /// ([`Store::write_unsynced`]).
    pub unsynced_writes: u64,
}

impl std::ops::Sub for TransactionCounts {
    type Output = TransactionCounts;

    /// What was run between two readings.
    fn sub(self, before: TransactionCounts) -> TransactionCounts {
        TransactionCounts {
            reads: self.reads - before.reads,
            writes: self.writes - before.writes,
            unsynced_writes: self.unsynced_writes - before.unsynced_writes,
        }
    }
}

#[derive(Debug, Default)]
struct Counts {
    reads: AtomicU64,
    writes: AtomicU64,
    unsynced_writes: AtomicU64,
}

impl Store {
    /// Opens the database at `path`, creating it if absent and upgrading an
    /// older schema. Several processes may do this at once: one migrates,
    /// the others wait for its write lock and then find the schema current.
    ///
    /// # Errors
    /// [`StoreError::NewerSchema`] / [`StoreError::ForeignDatabase`] (the
    /// file is left exactly as it was), or SQLite errors.
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        let path = path.as_ref().to_path_buf();
        let conn = open_and_migrate(&path)?;
        Ok(Store { path, idle: Mutex::new(vec![conn]), writer: Mutex::new(()), counts: Counts::default() })
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// How many transactions of each kind this store has run.
    pub fn transaction_counts(&self) -> TransactionCounts {
        TransactionCounts {
            reads: self.counts.reads.load(Ordering::Relaxed),
            writes: self.counts.writes.load(Ordering::Relaxed),
            unsynced_writes: self.counts.unsynced_writes.load(Ordering::Relaxed),
        }
    }

    /// Runs `f` in a read transaction: one consistent snapshot.
    ///
    /// # Errors
    /// Whatever `f` returns, or a [`StoreError`] converted into `E`.
    pub fn read<T, E>(&self, f: impl FnOnce(&Transaction<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        self.counts.reads.fetch_add(1, Ordering::Relaxed);
        self.transaction(TransactionBehavior::Deferred, f)
    }

    /// Runs `f` in a write transaction, committed before this returns; if
    /// `f` fails, nothing it wrote remains. `BEGIN IMMEDIATE` takes the
    /// write lock first, so two writers never read the same state and then
    /// both write.
    ///
    /// # Errors
    /// Whatever `f` returns, or a [`StoreError`] converted into `E`.
    pub fn write<T, E>(&self, f: impl FnOnce(&Transaction<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        // A writer that panicked released SQLite's lock by rolling back;
        // the guard protects nothing else, so a poisoned one is taken over.
        let _turn = self.writer.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        self.counts.writes.fetch_add(1, Ordering::Relaxed);
        self.transaction(TransactionBehavior::Immediate, f)
    }

    /// [`Store::write`] for a record whose loss in a power cut costs
    /// nothing that matters (that a board was shown: at worst it is shown
    /// again): committed without waiting for the disk (`synchronous =
    /// NORMAL` under WAL), so it holds up the next move's commit for
    /// microseconds instead of a disk flush. An application crash loses
    /// nothing; the next synced commit makes it durable too.
    ///
    /// # Errors
    /// As [`Store::write`].
    pub fn write_unsynced<T, E>(&self, f: impl FnOnce(&Transaction<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let _turn = self.writer.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        self.counts.unsynced_writes.fetch_add(1, Ordering::Relaxed);
        let mut conn = self.take()?;
        conn.pragma_update(None, "synchronous", "NORMAL").map_err(StoreError::from)?;
        let result = run_transaction(&mut conn, TransactionBehavior::Immediate, f);
        // A connection left unsynced must not serve moves: dropped if the
        // setting cannot be put back.
        if conn.pragma_update(None, "synchronous", "FULL").is_ok() {
            self.give_back(conn);
        }
        result
    }

    fn transaction<T, E>(
        &self,
        behavior: TransactionBehavior,
        f: impl FnOnce(&Transaction<'_>) -> Result<T, E>,
    ) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let mut conn = self.take()?;
        let result = run_transaction(&mut conn, behavior, f);
        self.give_back(conn);
        result
    }

    fn take(&self) -> Result<Connection, StoreError> {
        match self.lock_idle().pop() {
            Some(conn) => Ok(conn),
            None => open_connection(&self.path),
        }
    }

    fn give_back(&self, conn: Connection) {
        let mut idle = self.lock_idle();
        if idle.len() < MAX_IDLE {
            idle.push(conn);
        }
    }

    /// The idle list. A panic elsewhere cannot leave it half-changed (it is
    /// only pushed and popped), so a poisoned lock is simply taken over.
    fn lock_idle(&self) -> MutexGuard<'_, Vec<Connection>> {
        self.idle.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

fn run_transaction<T, E>(
    conn: &mut Connection,
    behavior: TransactionBehavior,
    f: impl FnOnce(&Transaction<'_>) -> Result<T, E>,
) -> Result<T, E>
where
    E: From<StoreError>,
{
    let tx = conn.transaction_with_behavior(behavior).map_err(StoreError::from)?;
    let value = f(&tx)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn synchronous(store: &Store) -> Result<i64, StoreError> {
        store.read(|tx| Ok(tx.query_row("PRAGMA synchronous", [], |r| r.get(0))?))
    }

    #[test]
    fn an_unsynced_write_commits_and_leaves_every_connection_synced() -> Result<(), StoreError> {
        let dir =
            tempfile::tempdir().map_err(|e| StoreError::Corrupt { what: "tempdir", value: e.to_string() })?;
        let store = Store::open(dir.path().join("unsynced.sqlite3"))?;
        const FULL: i64 = 2;
        assert_eq!(synchronous(&store)?, FULL);
        store.write_unsynced(|tx| {
            assert_eq!(tx.query_row("PRAGMA synchronous", [], |r| r.get::<_, i64>(0))?, 1, "NORMAL inside");
            tx.execute_batch("CREATE TABLE noted (x); INSERT INTO noted VALUES (7);")?;
            Ok::<_, StoreError>(())
        })?;
        // The pool hands the same connection out next: it is synced again.
        assert_eq!(synchronous(&store)?, FULL);
        let reopened = Store::open(dir.path().join("unsynced.sqlite3"))?;
        let x: i64 = reopened
            .read(|tx| Ok::<_, StoreError>(tx.query_row("SELECT x FROM noted", [], |r| r.get(0))?))?;
        assert_eq!(x, 7);
        Ok(())
    }
}
