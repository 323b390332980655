//! A player's own data: everything the database holds about one person,
//! to show them ([`export`]) or to erase ([`erase`]).
//!
//! Which column holds whom (every table of `v1_games.sql` … `v17_leagues.sql`):
//!
//! | table | column | what erasing does |
//! |---|---|---|
//! | `players` | `user_id` and the whole row (names, language, settings, notices, away days, rating, DM channel) | deleted |
//! | `games` | `white_id`, `black_id` | a game against a person: the former player's anonymous id; against the computer: the game is deleted |
//! | `moves` | `user_id` | as its game |
//! | `challenges` | `challenger_id`, `challenged_id` | open ones cancelled; the anonymous id (or deleted with a game against the computer) |
//! | `puzzle_progress`, `puzzles_solved`, `lesson_progress`, `lessons_completed` | `user_id` | deleted |
//! | `analyses`, `plans`, `plan_notes` | `user_id` | deleted |
//! | `league_entrants`, `league_games`, `leagues` | `entrant_id`; `white_id`, `black_id`; `organiser_id` | the anonymous id (a league's table keeps its line); sign-ups not yet started withdrawn; a running league left (its unplayed games lost) |
//! | `servers`, `answer_only_channels` | (no person) | unchanged |
//!
//! The tables of a player's own things are found by their `user_id`
//! column ([`own_tables`]), not listed: a table a later version adds with
//! one is exported and erased without a change here.
//!
//! Why an anonymous player rather than NULL: the opponents' finished games
//! stay theirs to look at, and a game between two forgotten players must
//! still show two sides. Each forgotten person gets one id of their own,
//! negative, so no Discord user can ever have it
//! ([`UserId::is_former_player`]); its row has an empty name and no rating
//! games, so it is on no leaderboard.
//!
//! The move log is otherwise never updated or deleted ([`super::moves`]):
//! erasing a person is the one exception, as the law asks.

use rusqlite::types::ValueRef;
use rusqlite::{Connection, params};
use serde_json::{Map, Value, json};

use crate::model::{Timestamp, UserId};
use crate::store::StoreError;

/// The tables holding a player's own things: every table with a
/// `user_id` column but `players` (the person, handled apart) and `moves`
/// (the games' log, kept with the games); exported whole and erased whole.
///
/// # Errors
/// SQLite errors.
pub fn own_tables(conn: &Connection) -> Result<Vec<String>, StoreError> {
    tables_with(conn, "user_id", &["players", "moves"])
}

/// The tables with a column named `column`, but `except`, by name.
fn tables_with(conn: &Connection, column: &str, except: &[&str]) -> Result<Vec<String>, StoreError> {
    let mut statement = conn.prepare_cached(
        "SELECT m.name FROM sqlite_schema m JOIN pragma_table_info(m.name) c \
         WHERE m.type = 'table' AND c.name = ?1 ORDER BY m.name",
    )?;
    let names = statement.query_map([column], |r| r.get::<_, String>(0))?.collect::<Result<Vec<_>, _>>()?;
    Ok(names.into_iter().filter(|name| !except.contains(&name.as_str())).collect())
}

/// Whether the database holds anything about `user`: a player row, a game,
/// a move, a challenge, progress, an analysis or a plan.
///
/// # Errors
/// SQLite errors.
pub fn holds_anything(conn: &Connection, user: UserId) -> Result<bool, StoreError> {
    let mut sql = String::from(
        "SELECT EXISTS (SELECT 1 FROM players WHERE user_id = ?1) \
         OR EXISTS (SELECT 1 FROM games WHERE white_id = ?1 OR black_id = ?1) \
         OR EXISTS (SELECT 1 FROM challenges WHERE challenger_id = ?1 OR challenged_id = ?1) \
         OR EXISTS (SELECT 1 FROM moves WHERE user_id = ?1) \
         OR EXISTS (SELECT 1 FROM league_entrants WHERE entrant_id = ?1) \
         OR EXISTS (SELECT 1 FROM leagues WHERE organiser_id = ?1)",
    );
    for table in own_tables(conn)? {
        sql.push_str(&format!(" OR EXISTS (SELECT 1 FROM \"{table}\" WHERE user_id = ?1)"));
    }
    Ok(conn.query_row(&sql, [user], |r| r.get(0))?)
}

/// Everything the database holds about `user`, as JSON: their player row
/// and own tables column by column, and their games and challenges with
/// the other side shown by name only (no other person's id, settings or
/// language). Times are given as dates (UTC), Discord ids as strings.
///
/// # Errors
/// SQLite errors.
pub fn export(conn: &Connection, user: UserId) -> Result<Value, StoreError> {
    let player = rows(conn, "SELECT * FROM players WHERE user_id = ?1", user)?.into_iter().next();
    let mut own = Map::new();
    for table in own_tables(conn)? {
        own.insert(
            table.to_string(),
            Value::Array(rows(conn, &format!("SELECT * FROM \"{table}\" WHERE user_id = ?1"), user)?),
        );
    }
    Ok(json!({
        "user_id": user.0.to_string(),
        "player": player,
        "games": games(conn, user)?,
        "challenges": challenges(conn, user)?,
        "leagues": leagues(conn, user)?,
        "progress_and_plans": own,
    }))
}

/// Every row `sql` (with `?1` = `user`) reads, column by column.
fn rows(conn: &Connection, sql: &str, user: UserId) -> Result<Vec<Value>, StoreError> {
    let mut statement = conn.prepare(sql)?;
    let names: Vec<String> = statement.column_names().into_iter().map(str::to_string).collect();
    let mut found = Vec::new();
    let mut query = statement.query([user])?;
    while let Some(row) = query.next()? {
        let mut object = Map::new();
        for (i, name) in names.iter().enumerate() {
            object.insert(name.clone(), value(name, row.get_ref(i)?));
        }
        found.push(Value::Object(object));
    }
    Ok(found)
}

/// A column's value as JSON: ids (`…_id`) as the Discord snowflake's
/// digits, times (`…_at`, `…_until`) as dates, the rest as stored.
fn value(column: &str, raw: ValueRef<'_>) -> Value {
    match raw {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(n) if column.ends_with("_id") => Value::String((n as u64).to_string()),
        ValueRef::Integer(n) if column.ends_with("_at") || column.ends_with("_until") => date(n),
        ValueRef::Integer(n) => json!(n),
        ValueRef::Real(x) => json!(x),
        ValueRef::Text(t) => Value::String(String::from_utf8_lossy(t).into_owned()),
        ValueRef::Blob(b) => Value::String(format!("{} bytes", b.len())),
    }
}

/// Unix seconds as an RFC 3339 date (UTC), or the number if out of range.
fn date(seconds: i64) -> Value {
    match jiff::Timestamp::from_second(seconds) {
        Ok(t) => Value::String(t.to_string()),
        Err(_) => json!(seconds),
    }
}

/// The player's games: their side, the opponent by name, the clock, the
/// result and every entry of the log (who made it: "you", "opponent",
/// "computer").
fn games(conn: &Connection, user: UserId) -> Result<Vec<Value>, StoreError> {
    let mut statement = conn.prepare(
        "SELECT g.id, CASE WHEN g.white_id = ?1 THEN 'white' ELSE 'black' END, g.bot_level, \
                CASE WHEN g.white_id = ?1 THEN g.black_id ELSE g.white_id END, o.name, g.variant, \
                g.days_per_move, g.bank_days, g.bank_hours, g.status, g.result, g.reason, g.ply, \
                g.created_at, g.finished_at, g.channel_id, g.guild_id \
         FROM games g LEFT JOIN players o \
              ON o.user_id = CASE WHEN g.white_id = ?1 THEN g.black_id ELSE g.white_id END \
         WHERE g.white_id = ?1 OR g.black_id = ?1 ORDER BY g.id",
    )?;
    let mut query = statement.query([user])?;
    let mut found = Vec::new();
    while let Some(r) = query.next()? {
        let id: i64 = r.get(0)?;
        let level: Option<String> = r.get(2)?;
        let opponent_id: Option<i64> = r.get(3)?;
        let name: Option<String> = r.get(4)?;
        let opponent = match (level, opponent_id) {
            (Some(level), _) => format!("the computer ({level})"),
            (None, Some(o)) if UserId(o as u64).is_former_player() => "a former player".to_string(),
            (None, _) => name.unwrap_or_else(|| "a player never seen".to_string()),
        };
        let finished_at: Option<i64> = r.get(14)?;
        found.push(json!({
            "game": id,
            "you_played": r.get::<_, String>(1)?,
            "opponent": opponent,
            "variant": r.get::<_, String>(5)?,
            "days_per_move": r.get::<_, Option<i64>>(6)?,
            "time_bank_days": r.get::<_, Option<i64>>(7)?,
            "time_bank_hours_per_move": r.get::<_, Option<i64>>(8)?,
            "status": r.get::<_, String>(9)?,
            "winner": r.get::<_, Option<String>>(10)?,
            "ended_by": r.get::<_, Option<String>>(11)?,
            "plies": r.get::<_, i64>(12)?,
            "started_at": date(r.get(13)?),
            "finished_at": finished_at.map(date),
            "channel_id": (r.get::<_, i64>(15)? as u64).to_string(),
            "server_id": r.get::<_, Option<i64>>(16)?.map(|g| (g as u64).to_string()),
            "moves": log(conn, id, user)?,
        }));
    }
    Ok(found)
}

/// A game's log: each entry's number, ply, move (none for a takeback),
/// who made it and when.
fn log(conn: &Connection, game: i64, user: UserId) -> Result<Vec<Value>, StoreError> {
    let mut statement = conn.prepare_cached(
        "SELECT seq, ply, notation, user_id, played_at FROM moves WHERE game_id = ?1 ORDER BY seq",
    )?;
    let entries = statement.query_map([game], |r| {
        let by: Option<UserId> = r.get(3)?;
        let by = match by {
            Some(u) if u == user => "you",
            Some(_) => "opponent",
            None => "computer or forced",
        };
        let notation: Option<String> = r.get(2)?;
        Ok(json!({
            "entry": r.get::<_, i64>(0)?,
            "ply": r.get::<_, i64>(1)?,
            "move": notation.clone(),
            "takeback": notation.is_none(),
            "by": by,
            "at": date(r.get(4)?),
        }))
    })?;
    Ok(entries.collect::<Result<Vec<_>, _>>()?)
}

/// The challenges the player made or was sent, the other side by name.
fn challenges(conn: &Connection, user: UserId) -> Result<Vec<Value>, StoreError> {
    let mut statement = conn.prepare(
        "SELECT c.id, c.challenger_id = ?1, o.name, c.challenged_id IS NULL, c.variant, c.colour, \
                c.status, c.game_id, c.created_at, c.expires_at \
         FROM challenges c LEFT JOIN players o \
              ON o.user_id = CASE WHEN c.challenger_id = ?1 THEN c.challenged_id ELSE c.challenger_id END \
         WHERE c.challenger_id = ?1 OR c.challenged_id = ?1 ORDER BY c.id",
    )?;
    let found = statement.query_map([user], |r| {
        let by_you: bool = r.get(1)?;
        let anyone: bool = r.get(3)?;
        let other = match (by_you && anyone, r.get::<_, Option<String>>(2)?) {
            (true, _) => "anyone in the channel".to_string(),
            (false, Some(name)) if !name.is_empty() => name,
            (false, _) => "a former player or someone never seen".to_string(),
        };
        Ok(json!({
            "challenge": r.get::<_, i64>(0)?,
            "made_by_you": by_you,
            "other_side": other,
            "variant": r.get::<_, String>(4)?,
            "colour": r.get::<_, String>(5)?,
            "status": r.get::<_, String>(6)?,
            "game": r.get::<_, Option<i64>>(7)?,
            "created_at": date(r.get(8)?),
            "expires_at": date(r.get(9)?),
        }))
    })?;
    Ok(found.collect::<Result<Vec<_>, _>>()?)
}

/// The leagues the player entered or organised: their names, where they
/// stand, and the player's part.
fn leagues(conn: &Connection, user: UserId) -> Result<Vec<Value>, StoreError> {
    let mut statement = conn.prepare(
        "SELECT l.id, l.name, l.status, l.organiser_id = ?1, e.joined_at, e.left_at, l.created_at \
         FROM leagues l LEFT JOIN league_entrants e ON e.league_id = l.id AND e.entrant_id = ?1 \
         WHERE e.entrant_id = ?1 OR l.organiser_id = ?1 ORDER BY l.id",
    )?;
    let found = statement.query_map([user], |r| {
        Ok(json!({
            "league": r.get::<_, i64>(0)?,
            "name": r.get::<_, String>(1)?,
            "status": r.get::<_, String>(2)?,
            "organised_by_you": r.get::<_, bool>(3)?,
            "joined_at": r.get::<_, Option<i64>>(4)?.map(date),
            "left_at": r.get::<_, Option<i64>>(5)?.map(date),
            "created_at": date(r.get(6)?),
        }))
    })?;
    Ok(found.collect::<Result<Vec<_>, _>>()?)
}

/// What [`erase`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Erased {
    /// The anonymous id the person's games and challenges with others now
    /// carry; `None` if there were none.
    pub former: Option<UserId>,
    /// Games against people kept for the opponents, under `former`.
    pub games_kept: u32,
    /// Games against the computer, deleted.
    pub games_deleted: u32,
    /// Open challenges by or to the person, now cancelled.
    pub challenges_cancelled: u32,
}

/// Erases `user` from the database (see the module's table): call it in
/// one write transaction, after every game of theirs against a person is
/// over ([`ongoing_against_people`]).
///
/// # Errors
/// SQLite errors; [`StoreError::Corrupt`] if a game against a person is
/// still going on (it must be resigned first, as any resignation).
pub fn erase(conn: &Connection, user: UserId, now: Timestamp) -> Result<Erased, StoreError> {
    if ongoing_against_people(conn, user)? > 0 {
        return Err(StoreError::Corrupt { what: "game still going on at erasure", value: user.to_string() });
    }
    let mut erased =
        Erased { games_deleted: delete_games_against_the_computer(conn, user)?, ..Erased::default() };
    erased.challenges_cancelled = conn.execute(
        "UPDATE challenges SET status = 'cancelled', expiry_untold = 0 \
         WHERE status = 'open' AND (challenger_id = ?1 OR challenged_id = ?1)",
        [user],
    )? as u32;
    // Sign-ups not yet started: withdrawn. Running leagues: left, their
    // unplayed games lost (no game may start against a forgotten person).
    conn.execute(
        "DELETE FROM league_entrants WHERE entrant_id = ?1 \
         AND league_id IN (SELECT id FROM leagues WHERE status = 'signup')",
        [user],
    )?;
    let running: Vec<i64> = conn
        .prepare(
            "SELECT league_id FROM league_entrants WHERE entrant_id = ?1 AND left_at IS NULL \
             AND league_id IN (SELECT id FROM leagues WHERE status = 'running')",
        )?
        .query_map([user], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    for league in running {
        let league = crate::model::LeagueId(league);
        super::leagues::left(conn, league, user, now)?;
        super::leagues::forfeit_unplayed(conn, league, user)?;
    }
    let shared: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM games WHERE white_id = ?1 OR black_id = ?1) \
             OR EXISTS (SELECT 1 FROM challenges WHERE challenger_id = ?1 OR challenged_id = ?1) \
             OR EXISTS (SELECT 1 FROM moves WHERE user_id = ?1) \
             OR EXISTS (SELECT 1 FROM league_entrants WHERE entrant_id = ?1) \
             OR EXISTS (SELECT 1 FROM leagues WHERE organiser_id = ?1)",
        [user],
        |r| r.get(0),
    )?;
    if shared {
        let former = new_former_player(conn, now)?;
        erased.former = Some(former);
        erased.games_kept =
            conn.execute("UPDATE games SET white_id = ?2 WHERE white_id = ?1", params![user, former])? as u32;
        erased.games_kept +=
            conn.execute("UPDATE games SET black_id = ?2 WHERE black_id = ?1", params![user, former])? as u32;
        conn.execute("UPDATE moves SET user_id = ?2 WHERE user_id = ?1", params![user, former])?;
        conn.execute(
            "UPDATE challenges SET challenger_id = ?2 WHERE challenger_id = ?1",
            params![user, former],
        )?;
        conn.execute(
            "UPDATE challenges SET challenged_id = ?2 WHERE challenged_id = ?1",
            params![user, former],
        )?;
        for sql in [
            "UPDATE league_entrants SET entrant_id = ?2 WHERE entrant_id = ?1",
            "UPDATE league_games SET white_id = ?2 WHERE white_id = ?1",
            "UPDATE league_games SET black_id = ?2 WHERE black_id = ?1",
            "UPDATE leagues SET organiser_id = ?2 WHERE organiser_id = ?1",
        ] {
            conn.execute(sql, params![user, former])?;
        }
    }
    for table in own_tables(conn)? {
        conn.execute(&format!("DELETE FROM \"{table}\" WHERE user_id = ?1"), [user])?;
    }
    conn.execute("DELETE FROM players WHERE user_id = ?1", [user])?;
    Ok(erased)
}

/// How many games of `user` against a person are still going on.
///
/// # Errors
/// SQLite errors.
pub fn ongoing_against_people(conn: &Connection, user: UserId) -> Result<u32, StoreError> {
    Ok(conn.query_row(
        "SELECT COUNT(*) FROM games WHERE (white_id = ?1 OR black_id = ?1) AND bot_level IS NULL \
         AND status = 'ongoing'",
        [user],
        |r| r.get(0),
    )?)
}

/// Deletes `user`'s games against the computer, with everything that
/// refers to them; returns how many.
fn delete_games_against_the_computer(conn: &Connection, user: UserId) -> Result<u32, StoreError> {
    const THEIRS: &str =
        "SELECT id FROM games WHERE (white_id = ?1 OR black_id = ?1) AND bot_level IS NOT NULL";
    conn.execute(&format!("UPDATE challenges SET rematch_of = NULL WHERE rematch_of IN ({THEIRS})"), [user])?;
    // Every table that refers to a game: challenges, the log, a player's
    // own boards and plans of it.
    for table in tables_with(conn, "game_id", &[])? {
        conn.execute(&format!("DELETE FROM \"{table}\" WHERE game_id IN ({THEIRS})"), [user])?;
    }
    Ok(conn.execute(&format!("DELETE FROM games WHERE id IN ({THEIRS})"), [user])? as u32)
}

/// A new anonymous player row: the next negative id, no name, no rating
/// games.
fn new_former_player(conn: &Connection, now: Timestamp) -> Result<UserId, StoreError> {
    let lowest: Option<i64> =
        conn.query_row("SELECT MIN(user_id) FROM players WHERE user_id < 0", [], |r| r.get(0))?;
    let id = lowest.map_or(-1, |n| n - 1);
    conn.execute("INSERT INTO players (user_id, name, created_at) VALUES (?1, '', ?2)", params![id, now])?;
    Ok(UserId(id as u64))
}

/// How much of each kind the database holds about a player: what the
/// short summary of `/punct privacy` counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Games against people going on.
    pub games_ongoing: u32,
    /// Games against people that are over.
    pub games_finished: u32,
    /// Games against the computer, going on or over.
    pub games_against_the_computer: u32,
    /// Challenges made or received, whatever became of them.
    pub challenges: u32,
    /// Puzzles solved.
    pub puzzles_solved: u32,
    /// Lessons answered right.
    pub lessons_completed: u32,
    /// Analysis boards, conditional-move lines and plan notes together:
    /// the player's own rows about a game.
    pub plans: u32,
}

/// Counts what the database holds about `user`.
///
/// # Errors
/// SQLite errors.
pub fn counts(conn: &Connection, user: UserId) -> Result<Counts, StoreError> {
    let mut counts = conn.query_row(
        "SELECT \
           (SELECT COUNT(*) FROM games WHERE (white_id = ?1 OR black_id = ?1) AND bot_level IS NULL \
                AND status = 'ongoing'), \
           (SELECT COUNT(*) FROM games WHERE (white_id = ?1 OR black_id = ?1) AND bot_level IS NULL \
                AND status = 'finished'), \
           (SELECT COUNT(*) FROM games WHERE (white_id = ?1 OR black_id = ?1) AND bot_level IS NOT NULL), \
           (SELECT COUNT(*) FROM challenges WHERE challenger_id = ?1 OR challenged_id = ?1), \
           (SELECT COUNT(*) FROM puzzles_solved WHERE user_id = ?1), \
           (SELECT COUNT(*) FROM lessons_completed WHERE user_id = ?1)",
        [user],
        |r| {
            Ok(Counts {
                games_ongoing: r.get(0)?,
                games_finished: r.get(1)?,
                games_against_the_computer: r.get(2)?,
                challenges: r.get(3)?,
                puzzles_solved: r.get(4)?,
                lessons_completed: r.get(5)?,
                plans: 0,
            })
        },
    )?;
    // Their analysis boards, plans and notes: their own rows about a game.
    let about_games = tables_with(conn, "game_id", &[])?;
    for table in own_tables(conn)?.into_iter().filter(|t| about_games.contains(t)) {
        let sql = format!("SELECT COUNT(*) FROM \"{table}\" WHERE user_id = ?1");
        counts.plans += conn.query_row(&sql, [user], |r| r.get::<_, u32>(0))?;
    }
    Ok(counts)
}
