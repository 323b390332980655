//! The move log: append-only, the source of truth for every game.
//!
//! Entries are numbered `seq` = 1, 2, 3… per game, and `(game_id, seq)` is
//! the primary key, so two writers can never both append entry *n*. An
//! entry is a move, or a takeback that returns the game to an earlier ply;
//! rows are never updated or deleted, so even a taken-back move stays on
//! record. Without takebacks, `seq` equals the ply.

use rusqlite::{Connection, params};

use crate::model::{GameId, Timestamp, UserId};
use crate::rules::Move;
use crate::store::StoreError;
use crate::store::games::corrupt;

/// What one log entry does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// A move (passes included), played at the entry's ply.
    Move(Move),
    /// The game went back to the entry's ply (both players agreed).
    Takeback,
}

/// One entry of a game's log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// Position in the log, from 1.
    pub seq: u32,
    /// For a move, the ply it makes (the first move is ply 1); for a
    /// takeback, the ply the game returns to.
    pub ply: u32,
    /// Move or takeback.
    pub kind: EntryKind,
    /// Who played it or asked for it; `None` for the computer or a forced pass.
    pub user: Option<UserId>,
    /// When.
    pub at: Timestamp,
}

/// Every entry of a game's log, in order.
///
/// # Errors
/// SQLite errors, or [`StoreError::Corrupt`] for a move that cannot be read.
pub fn load(conn: &Connection, game: GameId) -> Result<Vec<LogEntry>, StoreError> {
    let mut statement = conn.prepare_cached(
        "SELECT seq, ply, notation, user_id, played_at FROM moves WHERE game_id = ?1 ORDER BY seq",
    )?;
    let rows = statement.query_map([game], |row| {
        let notation: Option<String> = row.get(2)?;
        let kind = match notation {
            None => EntryKind::Takeback,
            Some(text) => EntryKind::Move(text.parse().map_err(|_| corrupt("move", &text))?),
        };
        Ok(LogEntry { seq: row.get(0)?, ply: row.get(1)?, kind, user: row.get(3)?, at: row.get(4)? })
    })?;
    Ok(rows.collect::<Result<Vec<_>, _>>()?)
}

/// Appends `entry` to the log of `game`.
///
/// # Errors
/// A unique violation ([`StoreError::is_unique_violation`]) if entry
/// `entry.seq` already exists: someone else wrote first.
pub fn append(conn: &Connection, game: GameId, entry: &LogEntry) -> Result<(), StoreError> {
    let notation = match entry.kind {
        EntryKind::Move(m) => Some(m.to_string()),
        EntryKind::Takeback => None,
    };
    conn.prepare_cached(
        "INSERT INTO moves (game_id, seq, ply, notation, user_id, played_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?
    .execute(params![game, entry.seq, entry.ply, notation, entry.user, entry.at])?;
    Ok(())
}

/// The moves standing after every takeback, in order.
///
/// # Errors
/// [`StoreError::Corrupt`] if the entries do not follow on from each other.
pub fn standing_moves(entries: &[LogEntry]) -> Result<Vec<Move>, StoreError> {
    let mut moves = Vec::with_capacity(entries.len());
    for (i, entry) in entries.iter().enumerate() {
        let follows = entry.seq as usize == i + 1;
        match entry.kind {
            EntryKind::Move(m) if follows && entry.ply as usize == moves.len() + 1 => moves.push(m),
            EntryKind::Takeback if follows && (entry.ply as usize) < moves.len() => {
                moves.truncate(entry.ply as usize)
            }
            _ => return Err(StoreError::Corrupt { what: "move log", value: format!("entry {}", entry.seq) }),
        }
    }
    Ok(moves)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(seq: u32, ply: u32, kind: EntryKind) -> LogEntry {
        LogEntry { seq, ply, kind, user: None, at: Timestamp(0) }
    }

    #[test]
    fn takebacks_remove_moves_from_the_standing_line() -> Result<(), Box<dyn std::error::Error>> {
        let a: Move = "B2-B3-C3".parse()?;
        let b: Move = "N12-N13-O13".parse()?;
        let c: Move = "C2-C3-D3".parse()?;
        let log = [
            entry(1, 1, EntryKind::Move(a)),
            entry(2, 2, EntryKind::Move(b)),
            entry(3, 1, EntryKind::Takeback),
            entry(4, 2, EntryKind::Move(c)),
        ];
        assert_eq!(standing_moves(&log)?, vec![a, c]);
        Ok(())
    }

    #[test]
    fn a_gap_or_a_forward_takeback_is_corrupt() -> Result<(), Box<dyn std::error::Error>> {
        let a: Move = "B2-B3-C3".parse()?;
        assert!(standing_moves(&[entry(1, 2, EntryKind::Move(a))]).is_err());
        assert!(standing_moves(&[entry(2, 1, EntryKind::Move(a))]).is_err());
        assert!(
            standing_moves(&[entry(1, 1, EntryKind::Move(a)), entry(2, 1, EntryKind::Takeback)]).is_err()
        );
        Ok(())
    }
}
