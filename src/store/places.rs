//! Channels where the bot only answers: reached through a user's install
//! of the app (a DM or group DM between friends, a server without the
//! bot), where Discord lets it answer interactions but not post by itself.

use rusqlite::{Connection, OptionalExtension, params};

use crate::model::{ChannelId, Timestamp};
use crate::store::StoreError;

/// Whether `channel` is known as one where the bot only answers.
///
/// # Errors
/// SQLite errors.
pub fn answer_only(conn: &Connection, channel: ChannelId) -> Result<bool, StoreError> {
    let found: Option<i64> = conn
        .prepare_cached("SELECT 1 FROM answer_only_channels WHERE channel_id = ?1")?
        .query_row([channel], |r| r.get(0))
        .optional()?;
    Ok(found.is_some())
}

/// Records `channel` as one where the bot only answers (seen at `at`).
///
/// # Errors
/// SQLite errors.
pub fn set_answer_only(conn: &Connection, channel: ChannelId, at: Timestamp) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT INTO answer_only_channels (channel_id, seen_at) VALUES (?1, ?2) \
         ON CONFLICT (channel_id) DO NOTHING",
    )?
    .execute(params![channel, at])?;
    Ok(())
}

/// Those of `channels` where the bot only answers.
///
/// # Errors
/// SQLite errors.
pub fn answer_only_among(conn: &Connection, channels: &[ChannelId]) -> Result<Vec<ChannelId>, StoreError> {
    let mut found = Vec::new();
    for &channel in channels {
        if answer_only(conn, channel)? {
            found.push(channel);
        }
    }
    Ok(found)
}
