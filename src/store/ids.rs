//! Identifiers and instants, as newtypes so a game id can never be passed
//! where a user id is expected.
//!
//! Discord ids are 64-bit snowflakes. SQLite integers are signed, so a
//! snowflake is stored as the same 64 bits read as an `i64`: lossless both
//! ways, whatever the value.

use std::fmt;
use std::num::ParseIntError;
use std::str::FromStr;

use rusqlite::types::{FromSql, FromSqlResult, ToSql, ToSqlOutput, ValueRef};

/// Declares a Discord snowflake newtype stored bit-for-bit as an SQLite integer.
macro_rules! snowflake {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u64);

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

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

snowflake! {
    /// A Discord user (a player).
    UserId
}
snowflake! {
    /// A Discord channel, where a game is played and its boards are posted.
    ChannelId
}
snowflake! {
    /// A Discord message, such as the latest picture of a game's board.
    MessageId
}

/// Declares a row id newtype: what players type after `#`.
macro_rules! row_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub i64);

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

        impl fmt::Display for $name {
            /// `#12`: how players see and type it.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "#{}", self.0)
            }
        }

        impl FromStr for $name {
            type Err = ParseIntError;

            /// Reads `12` or `#12`, as a player or an autocomplete value gives it.
            fn from_str(s: &str) -> Result<$name, ParseIntError> {
                let s = s.trim();
                s.strip_prefix('#').unwrap_or(s).trim().parse().map($name)
            }
        }
    };
}

row_id! {
    /// A game.
    GameId
}
row_id! {
    /// A challenge, open until accepted, declined, cancelled or expired.
    ChallengeId
}

/// An instant, in whole seconds since the Unix epoch (UTC): what the
/// database stores and what Discord's `<t:…>` timestamps show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Timestamp(pub i64);

impl Timestamp {
    /// This instant plus `seconds` (saturating: never wraps).
    pub fn plus_seconds(self, seconds: i64) -> Timestamp {
        Timestamp(self.0.saturating_add(seconds))
    }

    /// Seconds from `earlier` to `self` (negative if `earlier` is later).
    pub fn seconds_since(self, earlier: Timestamp) -> i64 {
        self.0.saturating_sub(earlier.0)
    }
}

impl ToSql for Timestamp {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.0))
    }
}

impl FromSql for Timestamp {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        i64::column_result(value).map(Timestamp)
    }
}

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
    fn game_ids_read_with_or_without_hash() {
        assert_eq!("#12".parse::<GameId>(), Ok(GameId(12)));
        assert_eq!(" 7 ".parse::<GameId>(), Ok(GameId(7)));
        assert!("twelve".parse::<GameId>().is_err());
        assert_eq!(GameId(12).to_string(), "#12");
    }
}
