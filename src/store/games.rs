//! The `games` table: one row per game, everything but the moves.

use rusqlite::types::Type;
use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::model::Level;
use crate::model::{
    BoardState, ChannelId, EndReason, GameId, GameResult, GuildId, MessageId, Seat, TimeControl, Timestamp,
    UserId,
};
use crate::rules::{ByPlayer, Player, Variant};
use crate::store::StoreError;

/// A game as stored. The move log is apart ([`crate::store::moves`]); `ply`
/// and `log_len` cache its length and are checked on every update.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRow {
    /// Which game.
    pub id: GameId,
    /// Where it is played: a channel, or the game's own thread.
    pub channel: ChannelId,
    /// The channel the game's thread was started in, while it is played
    /// in a thread of its own; `None` when played in a channel.
    pub lobby: Option<ChannelId>,
    /// The server of that channel; `None` in a DM (or unknown, for games
    /// from before schema version 4).
    pub guild: Option<GuildId>,
    /// Who plays which colour.
    pub seats: ByPlayer<Seat>,
    /// Basic or standard.
    pub variant: Variant,
    /// Days per move, a time bank, or no limit.
    pub time_control: TimeControl,
    /// With a time bank: the seconds each player's bank holds at the start
    /// of their turn (the player to move's turn ends at `deadline`).
    /// `None` for other clocks.
    pub banks: Option<ByPlayer<i64>>,
    /// `None` while the game goes on.
    pub result: Option<GameResult>,
    /// Plies of the current position, passes included.
    pub ply: u32,
    /// Entries in the log, takebacks included.
    pub log_len: u32,
    /// When the player to move runs out of time; `None` without a limit or
    /// once the game is over.
    pub deadline: Option<Timestamp>,
    /// Who offered a draw that is still open.
    pub draw_offer: Option<Player>,
    /// Who asked to take back a move, still unanswered.
    pub takeback_offer: Option<Player>,
    /// Reminders sent for the current deadline (0, 1 or 2).
    pub reminders_sent: u8,
    /// When the next reminder of this turn falls due; `None` when none is
    /// left (see `service::deadlines::next_reminder_at`, which keeps it).
    pub reminder_at: Option<Timestamp>,
    /// The deadline for which the "time is up" notice was sent, if it was.
    pub timeup_notice_for: Option<Timestamp>,
    /// The deadline for which an away day was spent (timeout protection)
    /// while the game has not yet been told; cleared once it was.
    pub away_day_notice: Option<Timestamp>,
    /// When the player to move is due a DM that the game waits for them
    /// (they asked for one every turn); `None` when none is due.
    pub turn_notice_at: Option<Timestamp>,
    /// The message showing the latest board.
    pub board_message: Option<MessageId>,
    /// The state the game's channel last saw on a board; `None` before the
    /// first. Written only by [`board_shown`], never by [`update`].
    pub shown: Option<BoardState>,
    /// When the game started.
    pub created_at: Timestamp,
    /// When anything last changed.
    pub updated_at: Timestamp,
    /// When it ended.
    pub finished_at: Option<Timestamp>,
}

impl GameRow {
    /// Whose turn it is: players alternate every ply, passes included.
    pub fn to_move(&self) -> Player {
        if self.ply.is_multiple_of(2) { Player::White } else { Player::Black }
    }

    /// Which colour `user` plays, if any.
    pub fn colour_of(&self, user: UserId) -> Option<Player> {
        Player::BOTH.into_iter().find(|&p| self.seats[p].is(user))
    }

    /// The bot's colour and level in a game against the computer.
    pub fn bot(&self) -> Option<(Player, Level)> {
        Player::BOTH.into_iter().find_map(|p| match self.seats[p] {
            Seat::Bot(level) => Some((p, level)),
            Seat::Human(_) => None,
        })
    }

    /// The time `player` has for a turn: the days per move, or what their
    /// bank holds; `None` without a limit.
    pub fn turn_seconds_of(&self, player: Player) -> Option<i64> {
        match self.banks {
            Some(banks) if self.time_control.time_bank().is_some() => Some(banks[player]),
            _ => self.time_control.period_seconds(),
        }
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// The state a board of the game shows now.
    pub fn state(&self) -> BoardState {
        BoardState { log_len: self.log_len, over: self.is_over() }
    }

    /// Whether the channel has not yet seen the game as it stands.
    pub fn owes_board(&self) -> bool {
        self.shown != Some(self.state())
    }
}

/// What a new game needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewGame {
    /// Where it is played.
    pub channel: ChannelId,
    /// The server of that channel; `None` in a DM.
    pub guild: Option<GuildId>,
    /// Who plays which colour.
    pub seats: ByPlayer<Seat>,
    /// Basic or standard.
    pub variant: Variant,
    /// Days per move, a time bank, or no limit.
    pub time_control: TimeControl,
    /// When White runs out of time for the first move.
    pub deadline: Option<Timestamp>,
    /// Now.
    pub at: Timestamp,
}

impl NewGame {
    /// The row [`insert`] creates for this game under `id`: a game before
    /// its first move. Tests build rows with it, and a store test holds it
    /// to what the database gives back, so the two cannot drift apart.
    pub fn into_row(self, id: GameId) -> GameRow {
        GameRow {
            id,
            channel: self.channel,
            lobby: None,
            guild: self.guild,
            seats: self.seats,
            variant: self.variant,
            time_control: self.time_control,
            banks: self.time_control.time_bank().map(|b| ByPlayer::both(b.seconds())),
            result: None,
            ply: 0,
            log_len: 0,
            deadline: self.deadline,
            draw_offer: None,
            takeback_offer: None,
            reminders_sent: 0,
            reminder_at: None,
            timeup_notice_for: None,
            away_day_notice: None,
            turn_notice_at: None,
            board_message: None,
            shown: None,
            created_at: self.at,
            updated_at: self.at,
            finished_at: None,
        }
    }
}

const COLUMNS: &str = "id, channel_id, white_id, black_id, bot_level, variant, days_per_move, status, \
     result, reason, ply, log_len, deadline, draw_offer, takeback_offer, reminders_sent, \
     timeup_notice_for, board_message_id, shown_log_len, shown_over, created_at, updated_at, finished_at, \
     guild_id, bank_days, bank_hours, white_bank, black_bank, away_day_notice, turn_notice_at, reminder_at, \
     lobby_channel_id";

/// Stores a new, ongoing game.
///
/// # Errors
/// SQLite errors, such as a seat naming an unknown player.
pub fn insert(conn: &Connection, game: &NewGame) -> Result<GameId, StoreError> {
    let (white, black) = (game.seats.white.user(), game.seats.black.user());
    let level = Player::BOTH.into_iter().find_map(|p| match game.seats[p] {
        Seat::Bot(level) => Some(level),
        Seat::Human(_) => None,
    });
    let bank = game.time_control.time_bank();
    let full = bank.map(crate::model::Bank::seconds);
    conn.prepare_cached(
        "INSERT INTO games (channel_id, white_id, black_id, bot_level, variant, days_per_move, status, \
         deadline, created_at, updated_at, guild_id, bank_days, bank_hours, white_bank, black_bank) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'ongoing', ?7, ?8, ?8, ?9, ?10, ?11, ?12, ?12)",
    )?
    .execute(params![
        game.channel,
        white,
        black,
        level,
        game.variant,
        game.time_control.days(),
        game.deadline,
        game.at,
        game.guild,
        bank.map(|b| b.days),
        bank.map(|b| b.hours),
        full,
    ])?;
    Ok(GameId(conn.last_insert_rowid()))
}

/// The game with this id.
///
/// # Errors
/// SQLite errors, or [`StoreError::Corrupt`] for a row this code cannot read.
pub fn load(conn: &Connection, id: GameId) -> Result<Option<GameRow>, StoreError> {
    let sql = format!("SELECT {COLUMNS} FROM games WHERE id = ?1");
    Ok(conn.prepare_cached(&sql)?.query_row([id], from_row).optional()?)
}

/// Writes every changeable column of `game` (all but what [`board_shown`]
/// owns), but only if the log still has
/// `expected_log_len` entries: the check that makes two simultaneous
/// writers impossible to both succeed. Returns whether the row was written.
///
/// # Errors
/// SQLite errors.
pub fn update(conn: &Connection, game: &GameRow, expected_log_len: u32) -> Result<bool, StoreError> {
    let status = if game.is_over() { "finished" } else { "ongoing" };
    let changed = conn
        .prepare_cached(
            "UPDATE games SET status = ?3, result = ?4, reason = ?5, ply = ?6, log_len = ?7, deadline = ?8, \
             draw_offer = ?9, takeback_offer = ?10, reminders_sent = ?11, board_message_id = ?12, \
             updated_at = ?13, finished_at = ?14, timeup_notice_for = ?15, white_bank = ?16, black_bank = ?17, \
             away_day_notice = ?18, turn_notice_at = ?19, reminder_at = ?20 WHERE id = ?1 AND log_len = ?2",
        )?
        .execute(params![
            game.id,
            expected_log_len,
            status,
            game.result.map(GameResult::word),
            game.result.map(|r| r.reason),
            game.ply,
            game.log_len,
            game.deadline,
            game.draw_offer,
            game.takeback_offer,
            game.reminders_sent,
            game.board_message,
            game.updated_at,
            game.finished_at,
            game.timeup_notice_for,
            game.banks.map(|b| b.white),
            game.banks.map(|b| b.black),
            game.away_day_notice,
            game.turn_notice_at,
            game.reminder_at,
        ])?;
    Ok(changed == 1)
}

/// Ongoing games where `user` sits, oldest first.
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn ongoing_of(conn: &Connection, user: UserId) -> Result<Vec<GameRow>, StoreError> {
    select(
        conn,
        "WHERE status = 'ongoing' AND white_id = ?1 UNION ALL \
         SELECT {COLUMNS} FROM games WHERE status = 'ongoing' AND black_id = ?1 ORDER BY id",
        [user],
    )
}

/// The most recent finished games where `user` sat, newest first.
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn finished_of(conn: &Connection, user: UserId, limit: u32) -> Result<Vec<GameRow>, StoreError> {
    select(
        conn,
        "WHERE status = 'finished' AND white_id = ?1 UNION ALL \
         SELECT {COLUMNS} FROM games WHERE status = 'finished' AND black_id = ?1 \
         ORDER BY finished_at DESC, id DESC LIMIT ?2",
        params![user, limit],
    )
}

/// The game in `channel` that ended last, if any: what `/punct review`
/// and `/punct history` mean there when no game is named.
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn last_finished_in(conn: &Connection, channel: ChannelId) -> Result<Option<GameRow>, StoreError> {
    let rows = select(
        conn,
        "WHERE channel_id = ?1 AND status = 'finished' ORDER BY finished_at DESC, id DESC LIMIT 1",
        [channel],
    )?;
    Ok(rows.into_iter().next())
}

/// Ongoing games in a channel, oldest first.
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn ongoing_in(conn: &Connection, channel: ChannelId) -> Result<Vec<GameRow>, StoreError> {
    select(conn, "WHERE channel_id = ?1 AND status = 'ongoing' ORDER BY id", [channel])
}

/// Ongoing games whose deadline is at or before `t`.
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn with_deadline_before(conn: &Connection, t: Timestamp) -> Result<Vec<GameRow>, StoreError> {
    select(conn, "WHERE status = 'ongoing' AND deadline <= ?1 ORDER BY deadline", [t])
}

/// Ongoing games whose next reminder falls due at or before `t`.
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn awaiting_reminders(conn: &Connection, t: Timestamp) -> Result<Vec<GameRow>, StoreError> {
    // Named, because without statistics SQLite prefers the status index,
    // which reads every game in progress.
    select(
        conn,
        "INDEXED BY games_reminder_due WHERE reminder_at <= ?1 AND status = 'ongoing' ORDER BY reminder_at",
        [t],
    )
}

/// Sets when the next reminder of `id` falls due (`None`: none left).
///
/// # Errors
/// SQLite errors.
pub fn set_reminder_at(conn: &Connection, id: GameId, at: Option<Timestamp>) -> Result<(), StoreError> {
    conn.prepare_cached("UPDATE games SET reminder_at = ?2 WHERE id = ?1")?.execute(params![id, at])?;
    Ok(())
}

/// Ongoing games whose deadline passed at or before `t` but after `after`,
/// and whose "time is up" notice for that deadline has not been sent.
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn awaiting_timeup_notice(
    conn: &Connection,
    after: Timestamp,
    t: Timestamp,
) -> Result<Vec<GameRow>, StoreError> {
    select(
        conn,
        "WHERE status = 'ongoing' AND deadline > ?1 AND deadline <= ?2 \
         AND (timeup_notice_for IS NULL OR timeup_notice_for <> deadline) ORDER BY deadline",
        params![after, t],
    )
}

/// Ongoing games against the computer where it is the computer's turn.
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn waiting_for_bot(conn: &Connection, unchanged_since: Timestamp) -> Result<Vec<GameRow>, StoreError> {
    select(
        conn,
        "INDEXED BY games_against_the_computer \
         WHERE status = 'ongoing' AND bot_level IS NOT NULL AND updated_at <= ?1 \
         AND ((white_id IS NULL AND ply % 2 = 0) OR (black_id IS NULL AND ply % 2 = 1)) ORDER BY id",
        [unchanged_since],
    )
}

fn select(conn: &Connection, tail: &str, params: impl rusqlite::Params) -> Result<Vec<GameRow>, StoreError> {
    let sql = format!("SELECT {COLUMNS} FROM games {}", tail.replace("{COLUMNS}", COLUMNS));
    let mut statement = conn.prepare_cached(&sql)?;
    let rows = statement.query_map(params, from_row)?;
    Ok(rows.collect::<Result<Vec<_>, _>>()?)
}

fn from_row(row: &Row<'_>) -> rusqlite::Result<GameRow> {
    let level: Option<Level> = row.get("bot_level")?;
    let seat = |column: &'static str| -> rusqlite::Result<Seat> {
        match (row.get::<_, Option<UserId>>(column)?, level) {
            (Some(user), _) => Ok(Seat::Human(user)),
            (None, Some(level)) => Ok(Seat::Bot(level)),
            (None, None) => Err(corrupt(column, "a seat with neither a player nor a bot level")),
        }
    };
    Ok(GameRow {
        id: row.get("id")?,
        channel: row.get("channel_id")?,
        lobby: row.get("lobby_channel_id")?,
        guild: row.get("guild_id")?,
        seats: ByPlayer { white: seat("white_id")?, black: seat("black_id")? },
        variant: row.get("variant")?,
        time_control: time_control(row)?,
        banks: banks(row)?,
        result: result(row)?,
        ply: row.get("ply")?,
        log_len: row.get("log_len")?,
        deadline: row.get("deadline")?,
        draw_offer: row.get("draw_offer")?,
        takeback_offer: row.get("takeback_offer")?,
        reminders_sent: row.get("reminders_sent")?,
        timeup_notice_for: row.get("timeup_notice_for")?,
        away_day_notice: row.get("away_day_notice")?,
        turn_notice_at: row.get("turn_notice_at")?,
        reminder_at: row.get("reminder_at")?,
        board_message: row.get("board_message_id")?,
        shown: shown(row)?,
        created_at: row.get("created_at")?,
        updated_at: row.get("updated_at")?,
        finished_at: row.get("finished_at")?,
    })
}

/// The clock of a game or challenge row: a bank where `bank_days` is set,
/// else days per move (NULL: no limit).
pub(crate) fn time_control(row: &Row<'_>) -> rusqlite::Result<TimeControl> {
    match (row.get::<_, Option<u32>>("bank_days")?, row.get::<_, Option<u32>>("bank_hours")?) {
        (Some(days), Some(hours)) => TimeControl::bank(days, hours)
            .map_err(|_| corrupt("bank_days", &format!("a bank of {days} days + {hours} h"))),
        (None, None) => row.get("days_per_move"),
        _ => Err(corrupt("bank_hours", "half a time bank")),
    }
}

fn banks(row: &Row<'_>) -> rusqlite::Result<Option<ByPlayer<i64>>> {
    match (row.get::<_, Option<i64>>("white_bank")?, row.get::<_, Option<i64>>("black_bank")?) {
        (Some(white), Some(black)) => Ok(Some(ByPlayer { white, black })),
        (None, None) => Ok(None),
        _ => Err(corrupt("white_bank", "one player's bank without the other's")),
    }
}

fn shown(row: &Row<'_>) -> rusqlite::Result<Option<BoardState>> {
    let over: bool = row.get("shown_over")?;
    Ok(row.get::<_, Option<u32>>("shown_log_len")?.map(|log_len| BoardState { log_len, over }))
}

fn result(row: &Row<'_>) -> rusqlite::Result<Option<GameResult>> {
    let Some(word) = row.get::<_, Option<String>>("result")? else { return Ok(None) };
    let winner = match word.as_str() {
        "draw" => None,
        other => Some(other.parse::<Player>().map_err(|_| corrupt("result", &word))?),
    };
    let reason: Option<EndReason> = row.get("reason")?;
    let reason = reason.ok_or_else(|| corrupt("reason", "a result without a reason"))?;
    Ok(Some(GameResult { winner, reason }))
}

/// A column value this code cannot make sense of, as a rusqlite error.
pub(crate) fn corrupt(what: &'static str, value: &str) -> rusqlite::Error {
    rusqlite::Error::FromSqlConversionFailure(
        0,
        Type::Text,
        Box::new(StoreError::Corrupt { what, value: value.to_string() }),
    )
}

/// Records the message showing the latest board; `false` if no such game.
///
/// # Errors
/// SQLite errors.
pub fn set_board_message(conn: &Connection, id: GameId, message: MessageId) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached("UPDATE games SET board_message_id = ?2 WHERE id = ?1")?
        .execute(params![id, message])?;
    Ok(changed == 1)
}

/// Records that the game's channel was shown the game in `state` (in
/// `message`, when its id is known), in one conditional write: only while
/// the game is still in that state, so a board drawn before a later change
/// never counts as the latest; the message is kept only if no later one is
/// (Discord's ids grow with time). Returns whether the game is in `state`.
///
/// # Errors
/// SQLite errors.
pub fn board_shown(
    conn: &Connection,
    id: GameId,
    state: BoardState,
    message: Option<MessageId>,
) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached(
            "UPDATE games SET shown_log_len = ?2, shown_over = ?3, board_message_id = CASE \
             WHEN ?4 IS NOT NULL AND (board_message_id IS NULL OR board_message_id < ?4) THEN ?4 \
             ELSE board_message_id END \
             WHERE id = ?1 AND log_len = ?2 AND (status = 'finished') = ?3",
        )?
        .execute(params![id, state.log_len, state.over, message])?;
    Ok(changed == 1)
}

/// Games whose channel has not seen their latest state, unchanged since
/// `changed_before` (a younger change may still be being answered), oldest
/// first, at most `limit`. Not those where the computer is to move: its
/// move comes with a newer board.
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn owing_a_board(
    conn: &Connection,
    changed_before: Timestamp,
    limit: u32,
) -> Result<Vec<GameRow>, StoreError> {
    select(
        conn,
        "WHERE (shown_log_len IS NOT log_len OR shown_over <> (status = 'finished')) AND updated_at <= ?1 \
         AND NOT (status = 'ongoing' AND bot_level IS NOT NULL \
         AND ((white_id IS NULL AND ply % 2 = 0) OR (black_id IS NULL AND ply % 2 = 1))) \
         ORDER BY updated_at, id LIMIT ?2",
        params![changed_before, limit],
    )
}

/// Moves game `id` from `lobby` into `thread`, a thread started from a
/// message in `lobby`: only while it is still played in `lobby`, so two
/// threads cannot both take it. Returns whether it moved.
///
/// # Errors
/// SQLite errors.
pub fn move_into_thread(
    conn: &Connection,
    id: GameId,
    lobby: ChannelId,
    thread: ChannelId,
) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached(
            "UPDATE games SET channel_id = ?3, lobby_channel_id = ?2 \
             WHERE id = ?1 AND channel_id = ?2 AND lobby_channel_id IS NULL",
        )?
        .execute(params![id, lobby, thread])?;
    Ok(changed == 1)
}

/// Games played in a thread that ended, whose final board was shown, and
/// whose lobby has not yet been told: oldest end first, at most `limit`.
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn lobby_untold(conn: &Connection, limit: u32) -> Result<Vec<GameRow>, StoreError> {
    select(
        conn,
        "INDEXED BY games_lobby_untold \
         WHERE lobby_channel_id IS NOT NULL AND lobby_told = 0 AND status = 'finished' AND shown_over = 1 \
         ORDER BY finished_at, id LIMIT ?1",
        [limit],
    )
}

/// Records that the lobby of game `id` was told of its end. Returns
/// whether it was still untold.
///
/// # Errors
/// SQLite errors.
pub fn lobby_was_told(conn: &Connection, id: GameId) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached("UPDATE games SET lobby_told = 1 WHERE id = ?1 AND lobby_told = 0")?
        .execute([id])?;
    Ok(changed == 1)
}

/// Records reminder `stage` (1 or 2) as sent for the move whose time ends
/// at `deadline`: only while that is still the game's deadline and no
/// later stage is recorded. Returns whether it was recorded now.
///
/// # Errors
/// SQLite errors.
pub fn reminder_sent(
    conn: &Connection,
    id: GameId,
    stage: u8,
    deadline: Timestamp,
) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached(
            "UPDATE games SET reminders_sent = ?2 \
             WHERE id = ?1 AND status = 'ongoing' AND deadline = ?3 AND reminders_sent < ?2",
        )?
        .execute(params![id, stage, deadline])?;
    Ok(changed == 1)
}

/// Records the "time is up" notice as sent for `deadline`: only while that
/// is still the game's deadline. Returns whether it was recorded now.
///
/// # Errors
/// SQLite errors.
pub fn timeup_notice_sent(conn: &Connection, id: GameId, deadline: Timestamp) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached(
            "UPDATE games SET timeup_notice_for = ?2 WHERE id = ?1 AND status = 'ongoing' AND deadline = ?2 \
             AND (timeup_notice_for IS NULL OR timeup_notice_for <> ?2)",
        )?
        .execute(params![id, deadline])?;
    Ok(changed == 1)
}

/// Records that an away day was spent for `id`'s current deadline (timeout
/// protection moved it already): the game is owed the notice, which is
/// that deadline's last call, so no other reminder follows it.
///
/// # Errors
/// SQLite errors.
pub fn owe_away_day_notice(conn: &Connection, id: GameId) -> Result<(), StoreError> {
    conn.prepare_cached(
        "UPDATE games SET away_day_notice = deadline, reminders_sent = 2, reminder_at = NULL WHERE id = ?1",
    )?
    .execute([id])?;
    Ok(())
}

/// Ongoing games owed the notice that an away day was spent, while that
/// day's deadline still stands (the player has not moved since).
///
/// # Errors
/// SQLite or [`StoreError::Corrupt`].
pub fn owing_an_away_day_notice(conn: &Connection) -> Result<Vec<GameRow>, StoreError> {
    select(
        conn,
        "INDEXED BY games_owing_an_away_day_notice \
         WHERE away_day_notice IS NOT NULL AND status = 'ongoing' AND deadline = away_day_notice ORDER BY id",
        [],
    )
}

/// Records the away day notice for `deadline` as told. Returns whether it
/// was still owed.
///
/// # Errors
/// SQLite errors.
pub fn away_day_notice_sent(conn: &Connection, id: GameId, deadline: Timestamp) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached("UPDATE games SET away_day_notice = NULL WHERE id = ?1 AND away_day_notice = ?2")?
        .execute(params![id, deadline])?;
    Ok(changed == 1)
}
