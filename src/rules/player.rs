//! The two players and per-player data.

use std::fmt;
use std::ops::{Index, IndexMut};
use std::str::FromStr;

use thiserror::Error;

/// White moves first (src/rules/RULES.md §5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The light pieces; moves first.
    White,
    /// The dark pieces.
    Black,
}

impl Player {
    /// Both players, White first.
    pub const BOTH: [Player; 2] = [Player::White, Player::Black];

    /// The other player.
    pub const fn opponent(self) -> Player {
        match self {
            Player::White => Player::Black,
            Player::Black => Player::White,
        }
    }

    /// 0 for White, 1 for Black.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `"white"` or `"black"`, the word scripts read.
    pub const fn name(self) -> &'static str {
        match self {
            Player::White => "white",
            Player::Black => "black",
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text is neither `white` nor `black`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("“{0}” is not a player: say white or black")]
pub struct ParsePlayerError(pub String);

impl FromStr for Player {
    type Err = ParsePlayerError;

    fn from_str(s: &str) -> Result<Player, ParsePlayerError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "white" | "w" => Ok(Player::White),
            "black" | "b" => Ok(Player::Black),
            _ => Err(ParsePlayerError(s.to_string())),
        }
    }
}

/// One value per player, so code never keeps `white_x` / `black_x` pairs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByPlayer<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> ByPlayer<T> {
    /// A value for each player, computed by `f`.
    pub fn new_with(mut f: impl FnMut(Player) -> T) -> ByPlayer<T> {
        ByPlayer { white: f(Player::White), black: f(Player::Black) }
    }

    /// The same transformation applied to both values.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByPlayer<U> {
        ByPlayer { white: f(self.white), black: f(self.black) }
    }
}

impl<T: Clone> ByPlayer<T> {
    /// The same value for both players.
    pub fn both(value: T) -> ByPlayer<T> {
        ByPlayer { white: value.clone(), black: value }
    }
}

impl<T> Index<Player> for ByPlayer<T> {
    type Output = T;
    fn index(&self, player: Player) -> &T {
        match player {
            Player::White => &self.white,
            Player::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Player> for ByPlayer<T> {
    fn index_mut(&mut self, player: Player) -> &mut T {
        match player {
            Player::White => &mut self.white,
            Player::Black => &mut self.black,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_display_round_trip() {
        for p in Player::BOTH {
            assert_eq!(p.to_string().parse::<Player>(), Ok(p));
            assert_eq!(p.opponent().opponent(), p);
        }
        assert!("red".parse::<Player>().is_err());
    }

    #[test]
    fn by_player_indexes_by_player() {
        let mut counts = ByPlayer::both(0);
        counts[Player::Black] += 2;
        assert_eq!(counts, ByPlayer { white: 0, black: 2 });
        assert_eq!(counts.map(|n| n * 10)[Player::Black], 20);
    }
}
