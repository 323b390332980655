//! How the shared vocabulary ([`crate::model`]) is held in SQLite columns.
//!
//! Discord snowflakes are unsigned 64-bit numbers and SQLite integers are
//! signed, so a snowflake is stored as the same 64 bits read as an `i64`:
//! lossless both ways, whatever the value. Closed sets of words (results,
//! statuses, colours, levels) are stored as their code words, and a word
//! this code does not know is an error on reading, never a default.

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};

use crate::model::{
    ChallengeId, ChallengeStatus, ChannelId, ColourChoice, EndReason, GameId, GuildId, LeagueId,
    LeagueStatus, Level, MessageId, RoleId, TimeControl, Timestamp, UserId,
};
use crate::rules::{Player, Variant};

/// Snowflakes: the same 64 bits as a signed SQLite integer.
macro_rules! snowflake_column {
    ($($name:ident),*) => {$(
        impl ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                Ok(ToSqlOutput::from(self.0 as i64))
            }
        }

        impl FromSql for $name {
            fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
                i64::column_result(value).map(|v| $name(v as u64))
            }
        }
    )*};
}

/// Row ids and instants: plain SQLite integers.
macro_rules! integer_column {
    ($($name:ident),*) => {$(
        impl ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                Ok(ToSqlOutput::from(self.0))
            }
        }

        impl FromSql for $name {
            fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
                i64::column_result(value).map($name)
            }
        }
    )*};
}

snowflake_column!(UserId, ChannelId, GuildId, MessageId, RoleId);
integer_column!(GameId, ChallengeId, LeagueId, Timestamp);

/// The `days_per_move` column: days per move as an integer; NULL for no
/// limit and for a time bank (whose own columns say it, see
/// `games::time_control`).
impl ToSql for TimeControl {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(match self.days() {
            Some(d) => ToSqlOutput::from(i64::from(d)),
            None => ToSqlOutput::from(rusqlite::types::Null),
        })
    }
}

impl FromSql for TimeControl {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        match Option::<i64>::column_result(value)? {
            None => Ok(TimeControl::UNLIMITED),
            Some(d) => u32::try_from(d)
                .ok()
                .and_then(|d| TimeControl::days_per_move(d).ok())
                .ok_or(FromSqlError::OutOfRange(d)),
        }
    }
}

/// Text columns holding one of a fixed set of words.
macro_rules! text_column {
    ($ty:ty, $to:expr, $from:expr) => {
        impl ToSql for $ty {
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                Ok(ToSqlOutput::from($to(*self)))
            }
        }

        impl FromSql for $ty {
            fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
                let text = value.as_str()?;
                $from(text).ok_or_else(|| FromSqlError::Other(format!("unknown value “{text}”").into()))
            }
        }
    };
}

text_column!(EndReason, EndReason::code, EndReason::from_code);
text_column!(ChallengeStatus, ChallengeStatus::code, ChallengeStatus::from_code);
text_column!(LeagueStatus, LeagueStatus::code, LeagueStatus::from_code);
text_column!(ColourChoice, ColourChoice::name, |t: &str| t.parse().ok());
text_column!(Variant, Variant::name, |t: &str| t.parse().ok());
text_column!(Player, Player::name, |t: &str| t.parse().ok());
text_column!(Level, Level::name, |t: &str| t.parse().ok());

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snowflakes_survive_sqlite_whatever_their_value() -> rusqlite::Result<()> {
        let conn = rusqlite::Connection::open_in_memory()?;
        for raw in [0, 1, 1_234_567_890_123_456_789, u64::MAX, 1 << 63] {
            let back: UserId = conn.query_row("SELECT ?1", [UserId(raw)], |r| r.get(0))?;
            assert_eq!(back, UserId(raw));
        }
        Ok(())
    }

    #[test]
    fn stored_words_read_back() -> rusqlite::Result<()> {
        let conn = rusqlite::Connection::open_in_memory()?;
        for reason in EndReason::ALL {
            let back: EndReason = conn.query_row("SELECT ?1", [reason], |r| r.get(0))?;
            assert_eq!(back, reason);
        }
        for status in ChallengeStatus::ALL {
            let back: ChallengeStatus = conn.query_row("SELECT ?1", [status], |r| r.get(0))?;
            assert_eq!(back, status);
        }
        for level in Level::ALL {
            let back: Level = conn.query_row("SELECT ?1", [level], |r| r.get(0))?;
            assert_eq!(back, level);
        }
        let bad = conn.query_row("SELECT 'sideways'", [], |r| r.get::<_, EndReason>(0));
        assert!(bad.is_err());
        Ok(())
    }

    #[test]
    fn time_controls_survive_sqlite() -> rusqlite::Result<()> {
        let conn = rusqlite::Connection::open_in_memory()?;
        for control in TimeControl::ALLOWED_DAYS
            .into_iter()
            .filter_map(|d| TimeControl::days_per_move(u32::from(d)).ok())
            .chain([TimeControl::UNLIMITED])
        {
            let back: TimeControl = conn.query_row("SELECT ?1", [control], |r| r.get(0))?;
            assert_eq!(back, control);
        }
        let bad = conn.query_row("SELECT 2", [], |r| r.get::<_, TimeControl>(0));
        assert!(bad.is_err(), "2 days per move is not a time control");
        Ok(())
    }
}
