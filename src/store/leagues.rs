//! Leagues: the league rows, who entered, and every pairing with the game
//! it became (schema version 17). The rules of a league (who may, when a
//! round starts, how it counts) are the service's; here is plain SQL.

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::model::{ChannelId, GameId, GuildId, LeagueId, LeagueStatus, TimeControl, Timestamp, UserId};
use crate::rules::{Player, Variant};
use crate::store::StoreError;
use crate::store::games::{corrupt, time_control};

/// A league as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeagueRow {
    /// Which league.
    pub id: LeagueId,
    /// Its server.
    pub guild: GuildId,
    /// The channel it lives in: its posts and games.
    pub channel: ChannelId,
    /// Its name, as the organiser wrote it.
    pub name: String,
    /// Who created it.
    pub organiser: UserId,
    /// The variant its games are played in.
    pub variant: Variant,
    /// Their clock.
    pub time_control: TimeControl,
    /// 1: everyone meets once; 2: twice, colours swapped.
    pub cycles: u8,
    /// When sign-ups close and the first round starts, if set.
    pub starts_at: Option<Timestamp>,
    /// Where it stands.
    pub status: LeagueStatus,
    /// The round being played (0 before the start).
    pub round: u32,
    /// Rounds in all (0 before the start).
    pub rounds: u32,
    /// The last round whose opening post was shown (`rounds + 1`: the
    /// final standings too).
    pub announced: u32,
    /// When it was created.
    pub created_at: Timestamp,
}

/// What a new league is made of.
#[derive(Clone, Debug)]
pub struct NewLeague<'a> {
    /// Its server.
    pub guild: GuildId,
    /// Its channel.
    pub channel: ChannelId,
    /// Its name.
    pub name: &'a str,
    /// Who creates it.
    pub organiser: UserId,
    /// Its games' variant.
    pub variant: Variant,
    /// Its games' clock.
    pub time_control: TimeControl,
    /// Once or twice round.
    pub cycles: u8,
    /// When it starts by itself, if at all.
    pub starts_at: Option<Timestamp>,
    /// Now.
    pub at: Timestamp,
}

/// One entrant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntrantRow {
    /// Who.
    pub user: UserId,
    /// Their place in the pairing table (from the start on).
    pub seat: Option<u32>,
    /// When they left, if they left after the start.
    pub left_at: Option<Timestamp>,
}

/// How a pairing was decided without being played: who forfeits it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Forfeit {
    /// This side left the league: it loses.
    By(Player),
    /// Both left: nobody scores.
    Both,
}

/// One pairing of a started league, with the game it became.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PairingRow {
    /// Its round, from 1.
    pub round: u32,
    /// White.
    pub white: UserId,
    /// Black.
    pub black: UserId,
    /// The game, once its round started (never, for a forfeit decided
    /// before).
    pub game: Option<GameId>,
    /// Decided without being played.
    pub forfeit: Option<Forfeit>,
    /// The game's result once it is over: `Some(winner)`, `Some(None)`
    /// for a draw; `None` while it goes on or was never played.
    pub finished: Option<Option<Player>>,
}

const COLUMNS: &str = "id, guild_id, channel_id, name, organiser_id, variant, days_per_move, bank_days, \
     bank_hours, cycles, starts_at, status, round, rounds, announced, created_at";

/// Stores a new league, open for sign-ups.
///
/// # Errors
/// SQLite errors.
pub fn insert(conn: &Connection, l: &NewLeague<'_>) -> Result<LeagueId, StoreError> {
    conn.prepare_cached(
        "INSERT INTO leagues (guild_id, channel_id, name, organiser_id, variant, days_per_move, bank_days, \
         bank_hours, cycles, starts_at, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
    )?
    .execute(params![
        l.guild,
        l.channel,
        l.name,
        l.organiser,
        l.variant,
        l.time_control,
        l.time_control.time_bank().map(|b| b.days),
        l.time_control.time_bank().map(|b| b.hours),
        l.cycles,
        l.starts_at,
        l.at,
    ])?;
    Ok(LeagueId(conn.last_insert_rowid()))
}

/// The league with this id.
///
/// # Errors
/// SQLite or a corrupt row.
pub fn load(conn: &Connection, id: LeagueId) -> Result<Option<LeagueRow>, StoreError> {
    let sql = format!("SELECT {COLUMNS} FROM leagues WHERE id = ?1");
    Ok(conn.prepare_cached(&sql)?.query_row([id], from_row).optional()?)
}

/// `guild`'s league that is not over and is called `name` (letter case
/// aside).
///
/// # Errors
/// SQLite or a corrupt row.
pub fn open_named(conn: &Connection, guild: GuildId, name: &str) -> Result<Option<LeagueRow>, StoreError> {
    let sql = format!(
        "SELECT {COLUMNS} FROM leagues WHERE guild_id = ?1 AND status IN ('signup', 'running') \
         AND lower(name) = lower(?2) ORDER BY id LIMIT 1"
    );
    Ok(conn.prepare_cached(&sql)?.query_row(params![guild, name], from_row).optional()?)
}

/// `guild`'s leagues, those not over first, then the latest; at most `limit`.
///
/// # Errors
/// SQLite or a corrupt row.
pub fn of_server(conn: &Connection, guild: GuildId, limit: u32) -> Result<Vec<LeagueRow>, StoreError> {
    select(
        conn,
        "WHERE guild_id = ?1 ORDER BY status IN ('finished', 'cancelled'), id DESC LIMIT ?2",
        params![guild, limit],
    )
}

/// Leagues whose sign-ups close by themselves at or before `now`.
///
/// # Errors
/// SQLite or a corrupt row.
pub fn due_to_start(conn: &Connection, now: Timestamp) -> Result<Vec<LeagueRow>, StoreError> {
    select(conn, "WHERE status = 'signup' AND starts_at <= ?1 ORDER BY starts_at, id", params![now])
}

/// Leagues being played.
///
/// # Errors
/// SQLite or a corrupt row.
pub fn running(conn: &Connection) -> Result<Vec<LeagueRow>, StoreError> {
    select(conn, "WHERE status = 'running' ORDER BY id", [])
}

/// Leagues whose channel has a post still to see: a round's opening, or
/// the final standings.
///
/// # Errors
/// SQLite or a corrupt row.
pub fn unannounced(conn: &Connection) -> Result<Vec<LeagueRow>, StoreError> {
    select(
        conn,
        "WHERE (status = 'running' AND announced < round) \
         OR (status = 'finished' AND announced <= rounds) ORDER BY id",
        [],
    )
}

/// Records that the channel was shown the post for `round` (`rounds + 1`:
/// the final standings); `false` if it had been already.
///
/// # Errors
/// SQLite errors.
pub fn announced(conn: &Connection, id: LeagueId, round: u32) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached("UPDATE leagues SET announced = ?2 WHERE id = ?1 AND announced < ?2")?
        .execute(params![id, round])?;
    Ok(changed > 0)
}

/// Closes sign-ups: `rounds` in all, round 1 under way.
///
/// # Errors
/// SQLite errors.
pub fn start(conn: &Connection, id: LeagueId, rounds: u32, now: Timestamp) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached(
            "UPDATE leagues SET status = 'running', round = 1, rounds = ?2, started_at = ?3 \
             WHERE id = ?1 AND status = 'signup'",
        )?
        .execute(params![id, rounds, now])?;
    Ok(changed > 0)
}

/// Leaves the start to the organiser (a start time came with too few
/// entrants).
///
/// # Errors
/// SQLite errors.
pub fn clear_start_time(conn: &Connection, id: LeagueId) -> Result<(), StoreError> {
    conn.prepare_cached("UPDATE leagues SET starts_at = NULL WHERE id = ?1")?.execute([id])?;
    Ok(())
}

/// Moves a running league on to `round`.
///
/// # Errors
/// SQLite errors.
pub fn set_round(conn: &Connection, id: LeagueId, round: u32) -> Result<(), StoreError> {
    conn.prepare_cached("UPDATE leagues SET round = ?2 WHERE id = ?1 AND status = 'running'")?
        .execute(params![id, round])?;
    Ok(())
}

/// Ends a league as `status` (finished or cancelled); `false` if it was
/// over already.
///
/// # Errors
/// SQLite errors.
pub fn end(
    conn: &Connection,
    id: LeagueId,
    status: LeagueStatus,
    now: Timestamp,
) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached(
            "UPDATE leagues SET status = ?2, finished_at = ?3 \
             WHERE id = ?1 AND status IN ('signup', 'running')",
        )?
        .execute(params![id, status, now])?;
    Ok(changed > 0)
}

/// The entrants, in the order they joined.
///
/// # Errors
/// SQLite errors.
pub fn entrants(conn: &Connection, id: LeagueId) -> Result<Vec<EntrantRow>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT entrant_id, seat, left_at FROM league_entrants WHERE league_id = ?1 ORDER BY joined_at, entrant_id",
    )?;
    let rows =
        stmt.query_map([id], |r| Ok(EntrantRow { user: r.get(0)?, seat: r.get(1)?, left_at: r.get(2)? }))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Adds `user`; `false` if they had entered already.
///
/// # Errors
/// SQLite errors.
pub fn join(conn: &Connection, id: LeagueId, user: UserId, now: Timestamp) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached(
            "INSERT INTO league_entrants (league_id, entrant_id, joined_at) VALUES (?1, ?2, ?3) \
             ON CONFLICT DO NOTHING",
        )?
        .execute(params![id, user, now])?;
    Ok(changed > 0)
}

/// Removes `user` before the start; `false` if they had not entered.
///
/// # Errors
/// SQLite errors.
pub fn withdraw(conn: &Connection, id: LeagueId, user: UserId) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached("DELETE FROM league_entrants WHERE league_id = ?1 AND entrant_id = ?2")?
        .execute(params![id, user])?;
    Ok(changed > 0)
}

/// Gives `user` their place in the pairing table.
///
/// # Errors
/// SQLite errors.
pub fn seat(conn: &Connection, id: LeagueId, user: UserId, seat: u32) -> Result<(), StoreError> {
    conn.prepare_cached("UPDATE league_entrants SET seat = ?3 WHERE league_id = ?1 AND entrant_id = ?2")?
        .execute(params![id, user, seat])?;
    Ok(())
}

/// Records that `user` left after the start; `false` if they had.
///
/// # Errors
/// SQLite errors.
pub fn left(conn: &Connection, id: LeagueId, user: UserId, now: Timestamp) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached(
            "UPDATE league_entrants SET left_at = ?3 WHERE league_id = ?1 AND entrant_id = ?2 AND left_at IS NULL",
        )?
        .execute(params![id, user, now])?;
    Ok(changed > 0)
}

/// Stores one pairing of round `round`.
///
/// # Errors
/// SQLite errors.
pub fn pair(
    conn: &Connection,
    id: LeagueId,
    round: u32,
    white: UserId,
    black: UserId,
) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT INTO league_games (league_id, round, white_id, black_id) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![id, round, white, black])?;
    Ok(())
}

/// Records the game a pairing became.
///
/// # Errors
/// SQLite errors.
pub fn set_game(
    conn: &Connection,
    id: LeagueId,
    round: u32,
    white: UserId,
    game: GameId,
) -> Result<(), StoreError> {
    conn.prepare_cached(
        "UPDATE league_games SET game_id = ?4 WHERE league_id = ?1 AND round = ?2 AND white_id = ?3",
    )?
    .execute(params![id, round, white, game])?;
    Ok(())
}

/// Every pairing not yet played of `user`'s becomes their forfeit (both
/// sides', if their opponent had left too).
///
/// # Errors
/// SQLite errors.
pub fn forfeit_unplayed(conn: &Connection, id: LeagueId, user: UserId) -> Result<(), StoreError> {
    conn.prepare_cached(
        "UPDATE league_games SET forfeit = CASE \
             WHEN forfeit IS NOT NULL THEN 'both' \
             WHEN white_id = ?2 THEN 'white' ELSE 'black' END \
         WHERE league_id = ?1 AND game_id IS NULL AND (white_id = ?2 OR black_id = ?2)",
    )?
    .execute(params![id, user])?;
    Ok(())
}

/// Every pairing of the league, round by round, with its game's result.
///
/// # Errors
/// SQLite or a corrupt row.
pub fn pairings(conn: &Connection, id: LeagueId) -> Result<Vec<PairingRow>, StoreError> {
    // In the order each round's games were started (the pairing table's),
    // unplayed ones last.
    let mut stmt = conn.prepare_cached(
        "SELECT lg.round, lg.white_id, lg.black_id, lg.game_id, lg.forfeit, g.result \
         FROM league_games lg LEFT JOIN games g ON g.id = lg.game_id \
         WHERE lg.league_id = ?1 ORDER BY lg.round, lg.game_id IS NULL, lg.game_id, lg.white_id",
    )?;
    let rows = stmt.query_map([id], pairing_from_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The league game `game` is, if any: the league and its round.
///
/// # Errors
/// SQLite errors.
pub fn of_game(conn: &Connection, game: GameId) -> Result<Option<(LeagueId, String, u32)>, StoreError> {
    Ok(conn
        .prepare_cached(
            "SELECT l.id, l.name, lg.round FROM league_games lg JOIN leagues l ON l.id = lg.league_id \
             WHERE lg.game_id = ?1",
        )?
        .query_row([game], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .optional()?)
}

fn select(
    conn: &Connection,
    tail: &str,
    params: impl rusqlite::Params,
) -> Result<Vec<LeagueRow>, StoreError> {
    let sql = format!("SELECT {COLUMNS} FROM leagues {tail}");
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map(params, from_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

fn from_row(row: &Row<'_>) -> rusqlite::Result<LeagueRow> {
    Ok(LeagueRow {
        id: row.get("id")?,
        guild: row.get("guild_id")?,
        channel: row.get("channel_id")?,
        name: row.get("name")?,
        organiser: row.get("organiser_id")?,
        variant: row.get("variant")?,
        time_control: time_control(row)?,
        cycles: row.get("cycles")?,
        starts_at: row.get("starts_at")?,
        status: row.get("status")?,
        round: row.get("round")?,
        rounds: row.get("rounds")?,
        announced: row.get("announced")?,
        created_at: row.get("created_at")?,
    })
}

fn pairing_from_row(row: &Row<'_>) -> rusqlite::Result<PairingRow> {
    let forfeit = match row.get::<_, Option<String>>(4)?.as_deref() {
        None => None,
        Some("both") => Some(Forfeit::Both),
        Some("white") => Some(Forfeit::By(Player::White)),
        Some("black") => Some(Forfeit::By(Player::Black)),
        Some(other) => return Err(corrupt("league_games.forfeit", other)),
    };
    let finished = match row.get::<_, Option<String>>(5)?.as_deref() {
        None => None,
        Some("draw") => Some(None),
        Some("white") => Some(Some(Player::White)),
        Some("black") => Some(Some(Player::Black)),
        Some(other) => return Err(corrupt("games.result", other)),
    };
    Ok(PairingRow {
        round: row.get(0)?,
        white: row.get(1)?,
        black: row.get(2)?,
        game: row.get(3)?,
        forfeit,
        finished,
    })
}
