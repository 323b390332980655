//! Identifiers and instants, as newtypes so a game id can never be passed
//! where a user id is expected.
//!
//! Discord ids are 64-bit snowflakes; the store keeps them bit-for-bit
//! (`store::columns`), so any value survives a round trip.

use std::fmt;
use std::num::ParseIntError;
use std::str::FromStr;

/// Declares a Discord snowflake newtype.
macro_rules! snowflake {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u64);


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
impl UserId {
    /// Whether this is no Discord user but the anonymous side a forgotten
    /// player's finished games keep (`/punct forget-me`): such ids are
    /// stored as negative numbers, `-1`, `-2`, …, one per person forgotten,
    /// which no snowflake is (their top bit stays clear until about 2084).
    /// Nobody is pinged or told anything under such an id; it is shown as
    /// "a former player".
    pub const fn is_former_player(self) -> bool {
        self.0 > i64::MAX as u64
    }
}

snowflake! {
    /// A Discord channel, where a game is played and its boards are posted.
    ChannelId
}
snowflake! {
    /// A Discord server. A game played in a server's channel may be looked
    /// at from anywhere in that server; a DM has none.
    GuildId
}
snowflake! {
    /// A Discord message, such as the latest picture of a game's board.
    MessageId
}
snowflake! {
    /// A Discord role of a server, such as the one whose members may
    /// organise leagues there.
    RoleId
}

/// Declares a row id newtype: what players type after `#`.
macro_rules! row_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub i64);


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
row_id! {
    /// A league: a round robin a server runs in one of its channels.
    LeagueId
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_ids_read_with_or_without_hash() {
        assert_eq!("#12".parse::<GameId>(), Ok(GameId(12)));
        assert_eq!(" 7 ".parse::<GameId>(), Ok(GameId(7)));
        assert!("twelve".parse::<GameId>().is_err());
        assert_eq!(GameId(12).to_string(), "#12");
    }
}
