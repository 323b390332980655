//! [`Store`]: the database file and a few reusable connections.
//!
//! Each call takes a connection from a small idle list (or opens one), runs
//! one transaction, and puts the connection back. The list's lock is held
//! only to push or pop, never while SQL runs, so callers on several threads
//! proceed in parallel: readers under WAL never wait, and writers queue in
//! SQLite itself (`BEGIN IMMEDIATE` plus the busy timeout).

use std::path::{Path, PathBuf};
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
        Ok(Store { path, idle: Mutex::new(vec![conn]), writer: Mutex::new(()) })
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Runs `f` in a read transaction: one consistent snapshot.
    ///
    /// # Errors
    /// Whatever `f` returns, or a [`StoreError`] converted into `E`.
    pub fn read<T, E>(&self, f: impl FnOnce(&Transaction<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
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
        self.transaction(TransactionBehavior::Immediate, f)
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
