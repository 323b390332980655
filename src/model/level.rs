//! How strong the computer plays, in words players understand.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// A playing strength. Each level beats the one below it most of the time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// For a first game: plays sensibly but misses a lot.
    Easy,
    /// A fair opponent for someone who knows the rules.
    #[default]
    Medium,
    /// A strong opponent, thinking up to two seconds a move.
    Hard,
    /// The strongest level, for experienced players: a deeper search,
    /// thinking up to five seconds a move.
    Expert,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// `"easy"`, `"medium"`, `"hard"` or `"expert"`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Not one of `easy`, `medium`, `hard`, `expert`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("“{0}” is not a level: say easy, medium, hard or expert")]
pub struct ParseLevelError(pub String);

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseLevelError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_round_trip_through_text() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
            assert_eq!(level.name().to_uppercase().parse::<Level>(), Ok(level));
        }
        assert!("impossible".parse::<Level>().is_err());
    }
}
