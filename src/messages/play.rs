//! Wording for moves that cannot be read or are not allowed, in the
//! player's language (`terminal.ftl`): the terminal and Discord both
//! explain a refused move with these.

use crate::messages::fluent::tr;
use crate::rules::{IllegalMove, IllegalReason, Kind, ParseMoveError, RecordError, Variant};
use crate::service::Language;

/// A move that could not be read: what was wrong, with an example.
pub fn unreadable_move(language: Language, text: &str, error: &ParseMoveError) -> String {
    let shown: String = text.chars().take(40).collect();
    tr!(language, "move-unreadable", text = shown, error = error.to_string())
}

/// A move that is not allowed, with the rule and a hint of what is.
pub fn illegal_move(language: Language, error: &IllegalMove) -> String {
    tr!(language, "move-illegal", notation = error.mv.to_string(), reason = reason(language, &error.reason))
}

fn variant_key(variant: Variant) -> &'static str {
    match variant {
        Variant::Basic => "basic",
        Variant::Standard => "standard",
    }
}

/// The rule, as a player-facing sentence.
pub fn reason(language: Language, reason: &IllegalReason) -> String {
    let l = language;
    match reason {
        IllegalReason::GameOver => tr!(l, "illegal-game-over"),
        IllegalReason::PassNotAllowed => tr!(l, "illegal-pass-not-allowed"),
        IllegalReason::NoneLeft { kind } => tr!(l, "illegal-none-left", kind = kind.to_string()),
        IllegalReason::CellOccupied { cell } => tr!(l, "illegal-cell-occupied", cell = cell.to_string()),
        IllegalReason::CentralHexagon { cell, variant } => {
            tr!(l, "illegal-central-hexagon", cell = cell.to_string(), variant = variant_key(*variant))
        }
        IllegalReason::NoPieceAt { from } => tr!(l, "illegal-no-piece-at", from = from.to_string()),
        IllegalReason::NotYourPiece { from } => tr!(l, "illegal-not-your-piece", from = from.to_string()),
        IllegalReason::NotAPunct { from, punct } => {
            tr!(l, "illegal-not-a-punct", from = from.to_string(), punct = punct.to_string())
        }
        IllegalReason::PieceCovered { from, covered_at } => {
            tr!(l, "illegal-piece-covered", from = from.to_string(), covered = covered_at.to_string())
        }
        IllegalReason::WrongKind { piece, destination, .. } => tr!(
            l,
            "illegal-wrong-kind",
            piece = piece.to_string(),
            piece_name = kind_description(l, *piece),
            destination = destination.to_string(),
            destination_name = kind_description(l, *destination)
        ),
        IllegalReason::NotInStraightLine { from, to } => {
            tr!(l, "illegal-not-in-straight-line", from = from.to_string(), to = to.to_string())
        }
        IllegalReason::NoMove => tr!(l, "illegal-no-move"),
        IllegalReason::UnevenSupport { heights } => {
            tr!(l, "illegal-uneven-support", a = heights[0], b = heights[1], c = heights[2])
        }
        IllegalReason::TriangleCannotBridge => tr!(l, "illegal-triangle-cannot-bridge"),
        IllegalReason::PunctNotOnOwnPiece { cell } => {
            tr!(l, "illegal-punct-not-on-own-piece", cell = cell.to_string())
        }
    }
}

/// A record or `--moves` list that fails at some ply.
pub fn record_error(language: Language, error: &RecordError) -> String {
    match error {
        RecordError::Variant(e) => format!("{e}."),
        RecordError::Unreadable { ply, text, error } => {
            tr!(language, "move-in-record", ply = *ply, text = unreadable_move(language, text, error))
        }
        RecordError::Illegal { ply, error } => {
            tr!(language, "move-in-record", ply = *ply, text = illegal_move(language, error))
        }
    }
}

/// A kind's description in `language`: "triangle".
fn kind_description(language: Language, kind: Kind) -> String {
    tr!(language, "kind-name", kind = kind.to_string())
}

/// A kind's name with its letter: "triangle (T)".
pub fn kind_name(language: Language, kind: Kind) -> String {
    format!("{} ({kind})", kind_description(language, kind))
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
        let text = illegal_move(Language::ENGLISH, &err);
        assert!(text.contains("central hexagon"), "{text}");
        assert!(text.contains("C5-C6-D6"), "{text}");
        let polish = illegal_move(Language::from_discord("pl"), &err);
        assert!(polish.contains("obszar") && polish.contains("C5-C6-D6"), "{polish}");
        assert!(crate::messages::fluent::take_errors().is_empty());
    }
}
