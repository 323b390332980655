//! Move notation (src/rules/RULES.md §3): lenient in, canonical out.
//!
//! Accepted: any case; cells separated by `-`, `,`, spaces or nothing at all
//! (`c5c6d6`); `>`, `->`, `→`, `:` between the moving PÜNCT and its
//! destination; the two minor cells in any order; the word `pass`.

use thiserror::Error;

use crate::rules::{Cell, Footprint, Move, ParseCellError, footprint::FootprintError};

/// Why a text is not a move. Every message shows a correct example.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseMoveError {
    /// Nothing but spaces.
    #[error("no move given: write a placement like C5-C6-D6 or a movement like F5>H7-H8-I8")]
    Empty,
    /// A character that belongs to no cell and no separator.
    #[error(
        "“{ch}” can't be part of a move: write cells like C5 separated by -, and > before the destination, e.g. F5>H7-H8-I8"
    )]
    UnexpectedCharacter {
        /// The offending character.
        ch: char,
    },
    /// A cell is malformed or off the board.
    #[error("{0}")]
    Cell(#[from] ParseCellError),
    /// More than one `>`.
    #[error("a movement has one “>”: the PÜNCT cell, “>”, then the destination, e.g. F5>H7-H8-I8")]
    TooManyArrows,
    /// The part before `>` is not exactly one cell.
    #[error("before “>” give only the cell of the PÜNCT you move ({found} cells given), e.g. F5>H7-H8-I8")]
    OriginNotOneCell {
        /// How many cells were given.
        found: usize,
    },
    /// A footprint that is not three cells.
    #[error("a piece covers 3 cells, PÜNCT first ({found} given), e.g. C5-C6-D6")]
    NotThreeCells {
        /// How many cells were given.
        found: usize,
    },
    /// A cell given twice in one footprint.
    #[error("{cell} is given twice: a piece covers 3 different cells, e.g. C5-C6-D6")]
    RepeatedCell {
        /// The repeated cell.
        cell: Cell,
    },
    /// Three cells that no piece covers.
    #[error(
        "{cells} is not the shape of a piece: the three cells must form a triangle (C5-C6-D6), a straight line (F5-F6-F7) or a wide angle (I9-J9-K10)"
    )]
    NotAPiece {
        /// The cells as given, canonicalised.
        cells: String,
    },
}

/// Parses a move; see the module docs for what is accepted.
///
/// # Errors
/// A [`ParseMoveError`] saying what was wrong.
pub fn parse_move(text: &str) -> Result<Move, ParseMoveError> {
    let normalised = text.trim().replace("->", ">").replace(['→', ':'], ">");
    if normalised.is_empty() {
        return Err(ParseMoveError::Empty);
    }
    if normalised.eq_ignore_ascii_case("pass") {
        return Ok(Move::Pass);
    }
    let parts: Vec<&str> = normalised.split('>').collect();
    match parts.as_slice() {
        [placement] => Ok(Move::Place(footprint_of(&cells_of(placement)?)?)),
        [origin, destination] => {
            let from = cells_of(origin)?;
            let to = cells_of(destination)?;
            let [from] = from.as_slice() else {
                return Err(ParseMoveError::OriginNotOneCell { found: from.len() });
            };
            Ok(Move::Movement { from: *from, to: footprint_of(&to)? })
        }
        _ => Err(ParseMoveError::TooManyArrows),
    }
}

// Written here, not in `footprint.rs`, so that footprints need nothing of
// the notation and the two files import one way.
impl std::str::FromStr for Footprint {
    type Err = ParseMoveError;

    /// Lenient like moves: any case, `-`, `,` or spaces between cells.
    fn from_str(s: &str) -> Result<Footprint, ParseMoveError> {
        parse_footprint(s)
    }
}

/// Parses a footprint alone (no `>`).
pub(crate) fn parse_footprint(text: &str) -> Result<Footprint, ParseMoveError> {
    if text.trim().is_empty() {
        return Err(ParseMoveError::Empty);
    }
    if let Some(ch) = text.chars().find(|c| matches!(c, '>' | ':' | '→')) {
        return Err(ParseMoveError::UnexpectedCharacter { ch });
    }
    footprint_of(&cells_of(text)?)
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, '-' | ',' | ';' | '–' | '—' | '/')
}

/// Splits text into cells: a letter followed by its digits.
fn cells_of(text: &str) -> Result<Vec<Cell>, ParseMoveError> {
    let mut cells = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if is_separator(c) {
            continue;
        }
        if !c.is_alphabetic() {
            return Err(ParseMoveError::UnexpectedCharacter { ch: c });
        }
        let mut token = c.to_string();
        while let Some(&d) = chars.peek() {
            if !d.is_ascii_digit() {
                break;
            }
            token.push(d);
            chars.next();
        }
        cells.push(token.parse::<Cell>()?);
    }
    Ok(cells)
}

fn footprint_of(cells: &[Cell]) -> Result<Footprint, ParseMoveError> {
    let [punct, a, b] = cells else {
        return Err(ParseMoveError::NotThreeCells { found: cells.len() });
    };
    Footprint::new(*punct, *a, *b).map_err(|e| match e {
        FootprintError::RepeatedCell(cell) => ParseMoveError::RepeatedCell { cell },
        FootprintError::NotAPiece => ParseMoveError::NotAPiece { cells: format!("{punct}-{a}-{b}") },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn canon(s: &str) -> String {
        parse_move(s).unwrap().to_string()
    }

    #[test]
    fn lenient_forms_reach_the_canonical_one() {
        for text in ["C5-C6-D6", "c5 d6 c6", "C5,C6,D6", "c5c6d6", " C5 - D6 - C6 "] {
            assert_eq!(canon(text), "C5-C6-D6", "{text}");
        }
        for text in ["F5>H7-H8-I8", "f5 -> h7 i8 h8", "F5→H7,H8,I8", "f5:h7-h8-i8", "F5 > H7 H8 I8"] {
            assert_eq!(canon(text), "F5>H7-H8-I8", "{text}");
        }
        assert_eq!(canon("PASS"), "pass");
    }

    #[test]
    fn errors_name_the_problem() {
        assert_eq!(parse_move("  "), Err(ParseMoveError::Empty));
        assert_eq!(parse_move("C5-C6"), Err(ParseMoveError::NotThreeCells { found: 2 }));
        assert_eq!(parse_move("F5>H7>H8"), Err(ParseMoveError::TooManyArrows));
        assert_eq!(parse_move("F5 F6>H7-H8-I8"), Err(ParseMoveError::OriginNotOneCell { found: 2 }));
        assert!(matches!(parse_move("C5-C7-D6"), Err(ParseMoveError::NotAPiece { .. })));
        assert!(matches!(parse_move("C5-C5-D6"), Err(ParseMoveError::RepeatedCell { .. })));
        assert!(matches!(parse_move("C5-C6-D6!"), Err(ParseMoveError::UnexpectedCharacter { ch: '!' })));
        assert!(matches!(parse_move("A1-A2-B2"), Err(ParseMoveError::Cell(ParseCellError::OffBoard { .. }))));
        assert!(matches!(
            parse_move("Z5-C6-D6"),
            Err(ParseMoveError::Cell(ParseCellError::BadColumn { .. }))
        ));
    }

    #[test]
    fn every_error_message_shows_an_example() {
        let errors = [
            "",
            "C5-C6",
            "F5>H7>H8",
            "F5 F6>H7-H8-I8",
            "C5-C7-D6",
            "C5-C5-D6",
            "C5?",
            "Z5-C6-D6",
            "C99-C6-D6",
        ];
        for text in errors {
            let message = parse_move(text).unwrap_err().to_string();
            assert!(message.chars().any(|c| c.is_ascii_digit()), "{text}: {message}");
        }
    }
}
