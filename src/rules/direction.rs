//! The six directions of the board (src/rules/RULES.md §1–2).
//!
//! Columns are vertical, so two cells of one column touch top to bottom and
//! the hexagons have flat tops. As `(Δcol, Δrow)`:
//!
//! ```text
//!                 North (0,+1)
//!        NorthWest        NorthEast
//!         (-1, 0)   ___    (+1,+1)
//!                  /   \
//!                  \___/
//!        SouthWest        SouthEast
//!         (-1,-1)          (+1, 0)
//!                 South (0,-1)
//! ```
//!
//! [`Direction::ALL`] lists them counter-clockwise starting at SouthEast,
//! the order src/rules/RULES.md §2 uses to tell an `L` (left turn) from an `R`.

use std::fmt;

/// One of the six directions a PÜNCT moves along.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// `(+1, 0)`: next column, same row.
    SouthEast,
    /// `(+1, +1)`.
    NorthEast,
    /// `(0, +1)`: same column, next row.
    North,
    /// `(-1, 0)`.
    NorthWest,
    /// `(-1, -1)`.
    SouthWest,
    /// `(0, -1)`.
    South,
}

impl Direction {
    /// All six, counter-clockwise in the picture.
    pub const ALL: [Direction; 6] = [
        Direction::SouthEast,
        Direction::NorthEast,
        Direction::North,
        Direction::NorthWest,
        Direction::SouthWest,
        Direction::South,
    ];

    /// `(Δcol, Δrow)` of one step.
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Direction::SouthEast => (1, 0),
            Direction::NorthEast => (1, 1),
            Direction::North => (0, 1),
            Direction::NorthWest => (-1, 0),
            Direction::SouthWest => (-1, -1),
            Direction::South => (0, -1),
        }
    }

    /// Position in [`Direction::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction `k` sixth-turns counter-clockwise from this one
    /// (negative `k` turns clockwise).
    pub const fn turned(self, k: i32) -> Direction {
        Direction::ALL[(self as i32 + k).rem_euclid(6) as usize]
    }

    /// The opposite direction.
    pub const fn opposite(self) -> Direction {
        self.turned(3)
    }

    /// The direction of one step `(dc, dr)`, if it is one.
    pub fn from_delta(dc: i32, dr: i32) -> Option<Direction> {
        Direction::ALL.into_iter().find(|d| d.delta() == (dc, dr))
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Direction::SouthEast => "south-east",
            Direction::NorthEast => "north-east",
            Direction::North => "north",
            Direction::NorthWest => "north-west",
            Direction::SouthWest => "south-west",
            Direction::South => "south",
        };
        f.write_str(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turning_and_opposites() {
        for d in Direction::ALL {
            assert_eq!(d.turned(6), d);
            assert_eq!(d.opposite().opposite(), d);
            let (dc, dr) = d.delta();
            assert_eq!(d.opposite().delta(), (-dc, -dr));
            assert_eq!(Direction::from_delta(dc, dr), Some(d));
        }
        assert_eq!(Direction::South.turned(1), Direction::SouthEast);
    }
}
