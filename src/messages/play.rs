//! Wording for moves that cannot be read or are not allowed.

use crate::rules::{IllegalMove, IllegalReason, Kind, ParseMoveError, RecordError, Variant};

/// A move that could not be read: what was wrong, with an example.
pub fn unreadable_move(text: &str, error: &ParseMoveError) -> String {
    let shown: String = text.chars().take(40).collect();
    format!("I can't read “{shown}” as a move: {error}.")
}

/// A move that is not allowed, with the rule and a hint of what is.
pub fn illegal_move(error: &IllegalMove) -> String {
    format!("{} is not allowed: {}", error.mv, reason(&error.reason))
}

/// The rule, as a player-facing sentence.
pub fn reason(reason: &IllegalReason) -> String {
    match reason {
        IllegalReason::GameOver => "the game is already over.".to_string(),
        IllegalReason::PassNotAllowed => "you can only pass when you have no legal move at all.".to_string(),
        IllegalReason::NoneLeft { kind } => format!(
            "you have no {} ({}) left to place. Move a piece already on the board instead, e.g. F5>H7-H8-I8.",
            kind.description(),
            kind
        ),
        IllegalReason::CellOccupied { cell } => {
            format!("{cell} is not empty. New pieces go on three empty cells at board level.")
        }
        IllegalReason::CentralHexagon { cell, variant } => format!(
            "{cell} is in the central hexagon (within two steps of I9), where {}. Place it outside, e.g. C5-C6-D6.",
            match variant {
                Variant::Basic => "White's first piece may not go",
                Variant::Standard => "no new piece may ever go; pieces reach it only by moving",
            }
        ),
        IllegalReason::NoPieceAt { from } => format!("there is no piece at {from}."),
        IllegalReason::NotYourPiece { from } => {
            format!("the piece on top at {from} belongs to your opponent.")
        }
        IllegalReason::NotAPunct { from, punct } => format!(
            "{from} is a minor dot. A piece moves by its PÜNCT: start the move at {punct}, e.g. {punct}>…"
        ),
        IllegalReason::PieceCovered { from, covered_at } => {
            format!("the piece at {from} is pinned: something lies on it at {covered_at}.")
        }
        IllegalReason::WrongKind { piece, destination, .. } => format!(
            "that piece is a {} ({piece}), but the destination has the shape of a {} ({destination}). \
             Pieces turn but never change shape.",
            piece.description(),
            destination.description()
        ),
        IllegalReason::NotInStraightLine { from, to } => format!(
            "{to} is not on a straight line from {from}. The PÜNCT moves along one of the six lines through its cell."
        ),
        IllegalReason::NoMove => "the piece would end exactly where it is. Move or turn it.".to_string(),
        IllegalReason::UnevenSupport { heights } => format!(
            "the piece would not lie level: its cells are at heights {}, {} and {}. \
             Land on three cells of one height, or bridge with both ends at one height.",
            heights[0], heights[1], heights[2]
        ),
        IllegalReason::TriangleCannotBridge => {
            "a triangle cannot bridge a gap: all three cells must be at the same height.".to_string()
        }
        IllegalReason::PunctNotOnOwnPiece { cell } => format!(
            "when jumping or bridging, the PÜNCT must come down on one of your own dots, and {cell} is not yours."
        ),
    }
}

/// A record or `--moves` list that fails at some ply.
pub fn record_error(error: &RecordError) -> String {
    match error {
        RecordError::Variant(e) => format!("{e}."),
        RecordError::Unreadable { ply, text, error } => {
            format!("Move {ply}: {}", unreadable_move(text, error))
        }
        RecordError::Illegal { ply, error } => format!("Move {ply}: {}", illegal_move(error)),
    }
}

/// A kind's name with its letter: "triangle (T)".
pub fn kind_name(kind: Kind) -> String {
    format!("{} ({kind})", kind.description())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Move, Position};

    #[test]
    fn illegal_moves_explain_the_rule() {
        let position = Position::new(Variant::Standard);
        let m: Move = "I9-I10-J10".parse().unwrap();
        let err = position.play(m).unwrap_err();
        let text = illegal_move(&err);
        assert!(text.contains("central hexagon"), "{text}");
        assert!(text.contains("C5-C6-D6"), "{text}");
    }
}
