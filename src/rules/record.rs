//! Game records: the variant plus the canonical moves (src/rules/RULES.md §3).
//!
//! Printed PGN-style so players recognise it, each move with its number
//! (a move is one player's turn, counted from 1, so White's are odd), as
//! many to a line as fit in 80 columns:
//!
//! ```text
//! [Variant "standard"]
//! 1. B2-B3-C3  2. N12-N13-O13  3. C2-C3-D3
//! ```
//!
//! Reading is lenient, so that everything this project ever wrote reads
//! back: tag lines other than `Variant` are ignored, and so are lines ending
//! with `:` (a title such as "Game record (3 moves):"), `#` comments and
//! move numbers (`1.`, and `1...` for a Black move); the older numbered
//! pairs (`1. B2-B3-C3 N12-N13-O13`) and a plain list of moves read the
//! same. Moves may be in any accepted notation without spaces inside a
//! move.

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

/// Why a record could not be read or replayed. Moves count from 1 (the
/// field is named `ply` in code; players read "move").
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordError {
    /// The `Variant` tag names no variant.
    #[error("{0}")]
    Variant(#[from] ParseVariantError),
    /// A move could not be read.
    #[error("move {ply} (“{text}”): {error}")]
    Unreadable {
        /// Which ply, from 1.
        ply: usize,
        /// The text of the move.
        text: String,
        /// What is wrong with it.
        error: ParseMoveError,
    },
    /// A move is not legal where it is played.
    #[error("move {ply}: {error}")]
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

impl RecordError {
    /// The same error with its move number counted `earlier` moves later,
    /// for moves read after others.
    #[must_use]
    pub fn shifted(self, earlier: usize) -> RecordError {
        match self {
            RecordError::Variant(e) => RecordError::Variant(e),
            RecordError::Unreadable { ply, text, error } => {
                RecordError::Unreadable { ply: ply + earlier, text, error }
            }
            RecordError::Illegal { ply, error } => RecordError::Illegal { ply: ply + earlier, error },
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

/// The widest line of a written record, so it fits a terminal and a mail.
const LINE_WIDTH: usize = 80;

impl fmt::Display for GameRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "[Variant \"{}\"]", self.variant)?;
        let mut line = String::new();
        for (i, m) in self.moves.iter().enumerate() {
            let numbered = format!("{}. {m}", i + 1);
            if !line.is_empty() && line.chars().count() + 2 + numbered.chars().count() > LINE_WIDTH {
                writeln!(f, "{line}")?;
                line.clear();
            }
            if !line.is_empty() {
                line.push_str("  ");
            }
            line.push_str(&numbered);
        }
        if !line.is_empty() {
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

impl GameRecord {
    /// Reads a record in any form this project writes (see the module
    /// documentation); `variant` is used unless a `Variant` tag names one.
    ///
    /// # Errors
    /// [`RecordError`] for an unknown variant or the first unreadable move.
    pub fn read(text: &str, variant: Variant) -> Result<GameRecord, RecordError> {
        let mut variant = variant;
        let mut moves_text = String::new();
        for line in text.lines().map(str::trim) {
            if let Some(tag) = line.strip_prefix('[') {
                if let Some(value) = tag.strip_prefix("Variant") {
                    variant = value.trim_end_matches(']').trim().trim_matches('"').parse()?;
                }
                continue;
            }
            if line.ends_with(':') {
                continue;
            }
            let without_comment = line.split('#').next().unwrap_or("");
            for token in without_comment.split_whitespace().filter(|t| !is_move_number(t)) {
                moves_text.push_str(token);
                moves_text.push(' ');
            }
        }
        GameRecord::from_moves(variant, &moves_text)
    }
}

/// `12.` or `12...`: a move number, not a move.
fn is_move_number(token: &str) -> bool {
    let digits = token.trim_end_matches('.');
    digits.len() < token.len() && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

impl FromStr for GameRecord {
    type Err = RecordError;

    fn from_str(s: &str) -> Result<GameRecord, RecordError> {
        GameRecord::read(s, Variant::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_and_parse_round_trip() {
        let record = GameRecord::from_moves(Variant::Basic, "B2-B3-C3 n12-n13-o13 d2,d3,e3").unwrap();
        let text = record.to_string();
        assert_eq!(text, "[Variant \"basic\"]\n1. B2-B3-C3  2. N12-N13-O13  3. D2-D3-E3\n");
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
        assert!(err.to_string().starts_with("move 2"));
    }

    #[test]
    fn every_form_ever_written_reads_back() {
        let record = GameRecord::from_moves(Variant::Basic, "B2-B3-C3 N12-N13-O13 D2-D3-E3").unwrap();
        let forms = [
            "[Variant \"basic\"]\n1. B2-B3-C3 N12-N13-O13\n2. D2-D3-E3\n",
            "Game record (3 moves):\n[Variant \"basic\"]\n[Result \"ongoing\"]\n1. B2-B3-C3  2. N12-N13-O13\n3. D2-D3-E3\n",
            "[Variant \"basic\"]\n1. B2-B3-C3 1... N12-N13-O13 # a comment\n2. D2-D3-E3",
        ];
        for text in forms {
            assert_eq!(GameRecord::read(text, Variant::Standard), Ok(record.clone()), "{text}");
        }
        assert_eq!(GameRecord::read("B2-B3-C3 N12-N13-O13 D2-D3-E3", Variant::Basic), Ok(record.clone()));
        assert_eq!(GameRecord::read(&record.to_string(), Variant::Standard), Ok(record));
    }

    #[test]
    fn a_long_record_keeps_its_lines_within_80_columns() {
        let m: Move = "P16>P14-O13-Q14".parse().unwrap();
        let record = GameRecord { variant: Variant::Standard, moves: vec![m; 120] };
        for line in record.to_string().lines() {
            assert!(line.chars().count() <= 80, "{line}");
        }
    }
}
