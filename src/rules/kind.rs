//! The six kinds of piece and a player's reserve (src/rules/RULES.md §2).

use std::fmt;
use std::ops::{Index, IndexMut};
use std::str::FromStr;

use thiserror::Error;

/// A kind of piece. The letters follow Boardspace, except that its `L` and
/// `R` are the other way round from ours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Triangle: three mutually adjacent cells; the PÜNCT may be any corner.
    T,
    /// Straight line with the PÜNCT in the centre.
    C,
    /// Straight line with the PÜNCT at an end.
    E,
    /// Angle (120° bend) with the PÜNCT at the corner.
    M,
    /// Angle with the PÜNCT at an end; PÜNCT → corner → far end turns left.
    L,
    /// Angle with the PÜNCT at an end; PÜNCT → corner → far end turns right.
    R,
}

impl Kind {
    /// All kinds, in the order reserves are printed.
    pub const ALL: [Kind; 6] = [Kind::T, Kind::C, Kind::E, Kind::M, Kind::L, Kind::R];

    /// How many pieces of this kind each player starts with.
    pub const fn initial_count(self) -> u8 {
        match self {
            Kind::T => 6,
            Kind::C => 2,
            Kind::E => 4,
            Kind::M => 2,
            Kind::L => 2,
            Kind::R => 2,
        }
    }

    /// Position in [`Kind::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter used in reserves and records.
    pub const fn letter(self) -> char {
        match self {
            Kind::T => 'T',
            Kind::C => 'C',
            Kind::E => 'E',
            Kind::M => 'M',
            Kind::L => 'L',
            Kind::R => 'R',
        }
    }

    /// Whether the piece can bridge a gap: every kind but the triangle.
    pub const fn can_bridge(self) -> bool {
        !matches!(self, Kind::T)
    }

    /// A short description a player recognises on the table.
    pub const fn description(self) -> &'static str {
        match self {
            Kind::T => "triangle",
            Kind::C => "straight piece, PÜNCT in the centre",
            Kind::E => "straight piece, PÜNCT at an end",
            Kind::M => "angular piece, PÜNCT at the corner",
            Kind::L => "angular piece, PÜNCT at an end, turning left",
            Kind::R => "angular piece, PÜNCT at an end, turning right",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// The text is not one of the letters T C E M L R.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("“{0}” is not a kind of piece: use one of T, C, E, M, L, R")]
pub struct ParseKindError(pub String);

impl FromStr for Kind {
    type Err = ParseKindError;

    fn from_str(s: &str) -> Result<Kind, ParseKindError> {
        let upper = s.trim().to_ascii_uppercase();
        Kind::ALL
            .into_iter()
            .find(|k| upper.len() == 1 && upper.starts_with(k.letter()))
            .ok_or_else(|| ParseKindError(s.to_string()))
    }
}

/// How many pieces of each kind a player still has off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reserve([u8; 6]);

impl Reserve {
    /// The 18 pieces a player starts with.
    pub const INITIAL: Reserve = Reserve([6, 2, 4, 2, 2, 2]);

    /// No pieces left.
    pub const EMPTY: Reserve = Reserve([0; 6]);

    /// Pieces left of all kinds together.
    pub fn total(&self) -> u8 {
        self.0.iter().sum()
    }

    /// Whether no piece is left.
    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }
}

impl Default for Reserve {
    fn default() -> Reserve {
        Reserve::INITIAL
    }
}

impl Index<Kind> for Reserve {
    type Output = u8;
    fn index(&self, kind: Kind) -> &u8 {
        &self.0[kind.index()]
    }
}

impl IndexMut<Kind> for Reserve {
    fn index_mut(&mut self, kind: Kind) -> &mut u8 {
        &mut self.0[kind.index()]
    }
}

impl fmt::Display for Reserve {
    /// `T=6 C=2 E=4 M=2 L=2 R=2`, the form `punct status` prints.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, kind) in Kind::ALL.into_iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}={}", kind.letter(), self[kind])?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_has_eighteen_pieces() {
        assert_eq!(Reserve::INITIAL.total(), 18);
        let sum: u8 = Kind::ALL.iter().map(|k| k.initial_count()).sum();
        assert_eq!(sum, 18);
        assert_eq!(Reserve::INITIAL.to_string(), "T=6 C=2 E=4 M=2 L=2 R=2");
    }

    #[test]
    fn kinds_parse_from_their_letters() {
        for kind in Kind::ALL {
            assert_eq!(kind.to_string().parse::<Kind>(), Ok(kind));
            assert_eq!(kind.to_string().to_lowercase().parse::<Kind>(), Ok(kind));
        }
        assert!("X".parse::<Kind>().is_err());
        assert!("TT".parse::<Kind>().is_err());
    }
}
