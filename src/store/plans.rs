//! Planning ahead: each player's private analysis board for a game, their
//! conditional moves ("if they play X, I reply Y"), and what a planner is
//! still to be told about a plan that was cleared.
//!
//! Lines of moves are kept as their notation, space-separated: readable in
//! the database, and read back through the rules' own parser (a line that
//! no longer reads is an error, never a guess).

use rusqlite::{Connection, OptionalExtension, params};

use crate::model::{GameId, Timestamp, UserId};
use crate::rules::Move;
use crate::store::StoreError;

/// A player's analysis board for one game, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisRow {
    /// Whose board.
    pub user: UserId,
    /// Which game.
    pub game: GameId,
    /// The game's log length when the board was opened: the moves of
    /// `line` up to `from` are the game's own as they stood then.
    pub log_len: u32,
    /// Every move from the game's start: the game's own, then those tried.
    pub line: Vec<Move>,
    /// How many moves of `line` the board shows.
    pub shown: usize,
    /// Changes made so far (a press on an older copy is recognised).
    pub revision: u32,
}

/// Why a planner is to be told about their plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlanNoteKind {
    /// The opponent played a move no line expected: the plan is cleared.
    Unexpected,
    /// The planned reply was no longer legal: it was not played, and the
    /// plan is cleared.
    Illegal,
}

impl PlanNoteKind {
    fn code(self) -> &'static str {
        match self {
            PlanNoteKind::Unexpected => "unexpected",
            PlanNoteKind::Illegal => "illegal",
        }
    }

    fn from_code(code: &str) -> Option<PlanNoteKind> {
        match code {
            "unexpected" => Some(PlanNoteKind::Unexpected),
            "illegal" => Some(PlanNoteKind::Illegal),
            _ => None,
        }
    }
}

/// What a planner is still to be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlanNote {
    /// Which game.
    pub game: GameId,
    /// Why.
    pub kind: PlanNoteKind,
    /// The opponent's unexpected move, or the reply no longer legal.
    pub mv: Move,
}

/// Moves as a line's text.
pub fn line_text(line: &[Move]) -> String {
    line.iter().map(Move::to_string).collect::<Vec<_>>().join(" ")
}

/// A line's text read back.
fn read_line(text: &str) -> Result<Vec<Move>, StoreError> {
    text.split_whitespace()
        .map(|mv| mv.parse().map_err(|_| StoreError::Corrupt { what: "planned move", value: mv.to_string() }))
        .collect()
}

fn to_u32(value: i64, what: &'static str) -> Result<u32, StoreError> {
    u32::try_from(value).map_err(|_| StoreError::Corrupt { what, value: value.to_string() })
}

/// `user`'s analysis board of `game`, if they have one.
///
/// # Errors
/// SQLite errors; [`StoreError::Corrupt`] for a line that does not read.
pub fn analysis(conn: &Connection, user: UserId, game: GameId) -> Result<Option<AnalysisRow>, StoreError> {
    let row: Option<(i64, String, i64, i64)> = conn
        .prepare_cached(
            "SELECT log_len, line, shown, revision FROM analyses WHERE user_id = ?1 AND game_id = ?2",
        )?
        .query_row(params![user, game], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .optional()?;
    let Some((log_len, line, shown, revision)) = row else { return Ok(None) };
    let line = read_line(&line)?;
    let shown = usize::try_from(shown)
        .ok()
        .filter(|&s| s <= line.len())
        .ok_or(StoreError::Corrupt { what: "analysis board's shown moves", value: shown.to_string() })?;
    Ok(Some(AnalysisRow {
        user,
        game,
        log_len: to_u32(log_len, "analysis board's log length")?,
        line,
        shown,
        revision: to_u32(revision, "analysis board's revision")?,
    }))
}

/// Writes `row` as `user`'s analysis board of its game (a new one, or a
/// change of the one they have).
///
/// # Errors
/// SQLite errors.
pub fn save_analysis(conn: &Connection, row: &AnalysisRow, now: Timestamp) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT INTO analyses (user_id, game_id, log_len, line, shown, revision, updated_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) \
         ON CONFLICT (user_id, game_id) DO UPDATE SET log_len = excluded.log_len, line = excluded.line, \
         shown = excluded.shown, revision = excluded.revision, updated_at = excluded.updated_at",
    )?
    .execute(params![
        row.user,
        row.game,
        row.log_len,
        line_text(&row.line),
        row.shown as i64,
        row.revision,
        now
    ])?;
    Ok(())
}

/// `user`'s plan for `game`: every line with the log length it starts
/// from, in the order of their text.
///
/// # Errors
/// SQLite errors; [`StoreError::Corrupt`] for a line that does not read.
pub fn lines(conn: &Connection, game: GameId, user: UserId) -> Result<Vec<(u32, Vec<Move>)>, StoreError> {
    let rows: Vec<(i64, String)> = conn
        .prepare_cached("SELECT log_len, line FROM plans WHERE game_id = ?1 AND user_id = ?2 ORDER BY line")?
        .query_map(params![game, user], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    rows.into_iter()
        .map(|(log_len, line)| Ok((to_u32(log_len, "plan's log length")?, read_line(&line)?)))
        .collect()
}

/// Whether anyone has a plan for `game`: the one read a move makes when
/// nobody planned (the usual case).
///
/// # Errors
/// SQLite errors.
pub fn any(conn: &Connection, game: GameId) -> Result<bool, StoreError> {
    let found: Option<i64> = conn
        .prepare_cached("SELECT 1 FROM plans WHERE game_id = ?1 LIMIT 1")?
        .query_row([game], |r| r.get(0))
        .optional()?;
    Ok(found.is_some())
}

/// Replaces `user`'s plan for `game` with `lines`, each from `log_len`.
///
/// # Errors
/// SQLite errors.
pub fn replace(
    conn: &Connection,
    game: GameId,
    user: UserId,
    log_len: u32,
    lines: &[Vec<Move>],
    now: Timestamp,
) -> Result<(), StoreError> {
    conn.prepare_cached("DELETE FROM plans WHERE game_id = ?1 AND user_id = ?2")?
        .execute(params![game, user])?;
    let mut insert = conn.prepare_cached(
        "INSERT INTO plans (game_id, user_id, log_len, line, saved_at) VALUES (?1, ?2, ?3, ?4, ?5) \
         ON CONFLICT (game_id, user_id, line) DO NOTHING",
    )?;
    for line in lines.iter().filter(|l| !l.is_empty()) {
        insert.execute(params![game, user, log_len, line_text(line), now])?;
    }
    Ok(())
}

/// Clears every plan for `game` (a takeback, the end of the game).
///
/// # Errors
/// SQLite errors.
pub fn clear_game(conn: &Connection, game: GameId) -> Result<(), StoreError> {
    conn.prepare_cached("DELETE FROM plans WHERE game_id = ?1")?.execute([game])?;
    Ok(())
}

/// Records what `user` is to be told about their plan for `note.game`
/// (replacing anything older for that game).
///
/// # Errors
/// SQLite errors.
pub fn add_note(conn: &Connection, user: UserId, note: PlanNote, now: Timestamp) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT INTO plan_notes (user_id, game_id, kind, notation, noted_at) VALUES (?1, ?2, ?3, ?4, ?5) \
         ON CONFLICT (user_id, game_id) DO UPDATE SET kind = excluded.kind, notation = excluded.notation, \
         noted_at = excluded.noted_at",
    )?
    .execute(params![user, note.game, note.kind.code(), note.mv.to_string(), now])?;
    Ok(())
}

/// Whether `user` is still to be told anything about a plan.
///
/// # Errors
/// SQLite errors.
pub fn has_notes(conn: &Connection, user: UserId) -> Result<bool, StoreError> {
    let found: Option<i64> = conn
        .prepare_cached("SELECT 1 FROM plan_notes WHERE user_id = ?1 LIMIT 1")?
        .query_row([user], |r| r.get(0))
        .optional()?;
    Ok(found.is_some())
}

/// What `user` is to be told about `game`'s plan (one game), if anything.
///
/// # Errors
/// SQLite errors; [`StoreError::Corrupt`] for a note that does not read.
pub fn note_for(conn: &Connection, user: UserId, game: GameId) -> Result<Option<PlanNote>, StoreError> {
    let row: Option<(String, String)> = conn
        .prepare_cached("SELECT kind, notation FROM plan_notes WHERE user_id = ?1 AND game_id = ?2")?
        .query_row(params![user, game], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    row.map(|(kind, mv)| read_note(game, &kind, &mv)).transpose()
}

fn read_note(game: GameId, kind: &str, mv: &str) -> Result<PlanNote, StoreError> {
    let kind = PlanNoteKind::from_code(kind)
        .ok_or_else(|| StoreError::Corrupt { what: "plan note's kind", value: kind.to_string() })?;
    let mv =
        mv.parse().map_err(|_| StoreError::Corrupt { what: "plan note's move", value: mv.to_string() })?;
    Ok(PlanNote { game, kind, mv })
}

/// Takes (reads and deletes) everything `user` is to be told about their
/// plans, oldest first.
///
/// # Errors
/// SQLite errors; [`StoreError::Corrupt`] for a note that does not read.
pub fn take_notes(conn: &Connection, user: UserId) -> Result<Vec<PlanNote>, StoreError> {
    let rows: Vec<(GameId, String, String)> = conn
        .prepare_cached(
            "SELECT game_id, kind, notation FROM plan_notes WHERE user_id = ?1 ORDER BY noted_at, game_id",
        )?
        .query_map([user], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<Result<_, _>>()?;
    conn.prepare_cached("DELETE FROM plan_notes WHERE user_id = ?1")?.execute([user])?;
    rows.iter().map(|(game, kind, mv)| read_note(*game, kind, mv)).collect()
}

/// Forgets what `user` was to be told about `game`'s plan (it was said).
///
/// # Errors
/// SQLite errors.
pub fn drop_note(conn: &Connection, user: UserId, game: GameId) -> Result<(), StoreError> {
    conn.prepare_cached("DELETE FROM plan_notes WHERE user_id = ?1 AND game_id = ?2")?
        .execute(params![user, game])?;
    Ok(())
}
