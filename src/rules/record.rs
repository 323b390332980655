//! Game records: the variant plus the canonical moves (src/rules/RULES.md §3).
//!
//! Printed PGN-style so players recognise it:
//!
//! ```text
//! [Variant "standard"]
//! 1. B2-B3-C3 N12-N13-O13
//! 2. C2-C3-D3
//! ```
//!
//! Reading is lenient: tag lines other than `Variant` are ignored, move
//! numbers are optional, moves may be in any accepted notation without
//! spaces inside a move.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::rules::{IllegalMove, Move, ParseMoveError, ParseVariantError, Position, Variant};

/// A whole game, replayable from the empty board.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GameRecord {
    /// Basic or standard.
    pub variant: Variant,
    /// The moves in order, White's first.
    pub moves: Vec<Move>,
}

/// Why a record could not be read or replayed. Plies count from 1.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordError {
    /// The `Variant` tag names no variant.
    #[error("{0}")]
    Variant(#[from] ParseVariantError),
    /// A move could not be read.
    #[error("ply {ply} (“{text}”): {error}")]
    Unreadable {
        /// Which ply, from 1.
        ply: usize,
        /// The text of the move.
        text: String,
        /// What is wrong with it.
        error: ParseMoveError,
    },
    /// A move is not legal where it is played.
    #[error("ply {ply}: {error}")]
    Illegal {
        /// Which ply, from 1.
        ply: usize,
        /// Why the move is refused.
        error: IllegalMove,
    },
}

impl RecordError {
    /// The ply (from 1) the problem is at, if it is at one.
    pub fn ply(&self) -> Option<usize> {
        match self {
            RecordError::Variant(_) => None,
            RecordError::Unreadable { ply, .. } | RecordError::Illegal { ply, .. } => Some(*ply),
        }
    }
}

impl GameRecord {
    /// An empty record.
    pub fn new(variant: Variant) -> GameRecord {
        GameRecord { variant, moves: Vec::new() }
    }

    /// Reads whitespace-separated moves, as `punct --moves` takes them.
    ///
    /// # Errors
    /// [`RecordError::Unreadable`] naming the first bad move.
    pub fn from_moves(variant: Variant, text: &str) -> Result<GameRecord, RecordError> {
        let moves = text
            .split_whitespace()
            .enumerate()
            .map(|(i, token)| {
                token.parse().map_err(|error| RecordError::Unreadable {
                    ply: i + 1,
                    text: token.to_string(),
                    error,
                })
            })
            .collect::<Result<Vec<Move>, RecordError>>()?;
        Ok(GameRecord { variant, moves })
    }

    /// The position after every move.
    ///
    /// # Errors
    /// [`RecordError::Illegal`] naming the first illegal ply.
    pub fn replay(&self) -> Result<Position, RecordError> {
        let mut position = Position::new(self.variant);
        for (i, &m) in self.moves.iter().enumerate() {
            position = position.play(m).map_err(|error| RecordError::Illegal { ply: i + 1, error })?;
        }
        Ok(position)
    }

    /// Every position of the game, from the empty board to the last move
    /// (`moves.len() + 1` positions).
    ///
    /// # Errors
    /// [`RecordError::Illegal`] naming the first illegal ply.
    pub fn positions(&self) -> Result<Vec<Position>, RecordError> {
        let mut positions = vec![Position::new(self.variant)];
        for (i, &m) in self.moves.iter().enumerate() {
            let last = &positions[positions.len() - 1];
            let next = last.play(m).map_err(|error| RecordError::Illegal { ply: i + 1, error })?;
            positions.push(next);
        }
        Ok(positions)
    }

    /// The moves in canonical notation separated by spaces.
    pub fn moves_text(&self) -> String {
        self.moves.iter().map(Move::to_string).collect::<Vec<_>>().join(" ")
    }
}

impl fmt::Display for GameRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "[Variant \"{}\"]", self.variant)?;
        for (n, pair) in self.moves.chunks(2).enumerate() {
            let text: Vec<String> = pair.iter().map(Move::to_string).collect();
            writeln!(f, "{}. {}", n + 1, text.join(" "))?;
        }
        Ok(())
    }
}

impl FromStr for GameRecord {
    type Err = RecordError;

    fn from_str(s: &str) -> Result<GameRecord, RecordError> {
        let mut variant = Variant::default();
        let mut moves_text = String::new();
        for line in s.lines().map(str::trim) {
            if let Some(tag) = line.strip_prefix('[') {
                if let Some(value) = tag.strip_prefix("Variant") {
                    variant = value.trim_end_matches(']').trim().trim_matches('"').parse()?;
                }
                continue;
            }
            let without_comment = line.split('#').next().unwrap_or("");
            for token in without_comment.split_whitespace() {
                let is_number =
                    token.ends_with('.') && token[..token.len() - 1].chars().all(|c| c.is_ascii_digit());
                if !is_number {
                    moves_text.push_str(token);
                    moves_text.push(' ');
                }
            }
        }
        GameRecord::from_moves(variant, &moves_text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_and_parse_round_trip() {
        let record = GameRecord::from_moves(Variant::Basic, "B2-B3-C3 n12-n13-o13 d2,d3,e3").unwrap();
        let text = record.to_string();
        assert_eq!(text, "[Variant \"basic\"]\n1. B2-B3-C3 N12-N13-O13\n2. D2-D3-E3\n");
        assert_eq!(text.parse::<GameRecord>(), Ok(record.clone()));
        assert_eq!(record.positions().unwrap().len(), 4);
    }

    #[test]
    fn errors_name_the_ply() {
        let err = GameRecord::from_moves(Variant::Standard, "B2-B3-C3 X9").unwrap_err();
        assert_eq!(err.ply(), Some(2));
        let record = GameRecord::from_moves(Variant::Standard, "B2-B3-C3 B2-B3-C3").unwrap();
        let err = record.replay().unwrap_err();
        assert_eq!(err.ply(), Some(2));
        assert!(err.to_string().starts_with("ply 2"));
    }
}
