//! Wording for moves that cannot be read or are not allowed, in the
//! player's language (`terminal.ftl`): the terminal and Discord both
//! explain a refused move with these.

use crate::messages::fluent::tr;
use crate::messages::keys::variant_key;
use crate::rules::{
    IllegalMove, IllegalReason, Kind, ParseCellError, ParseMoveError, ParseVariantError, RecordError,
};
use crate::service::Language;

/// A move that could not be read: what was wrong, with an example.
pub fn unreadable_move(language: Language, text: &str, error: &ParseMoveError) -> String {
    let shown: String = text.chars().take(40).collect();
    tr!(language, "move-unreadable", text = shown, error = parse_error(language, error))
}

/// What is wrong with a typed move, in `language` (`notation.ftl`): the
/// rules' own `Display` says the same in English.
pub fn parse_error(language: Language, error: &ParseMoveError) -> String {
    let l = language;
    let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    match error {
        ParseMoveError::Empty => tr!(l, "notation-empty"),
        ParseMoveError::UnexpectedCharacter { ch } => {
            tr!(l, "notation-unexpected-character", ch = ch.to_string())
        }
        ParseMoveError::Cell(error) => cell_error(l, error),
        ParseMoveError::TooManyArrows => tr!(l, "notation-too-many-arrows"),
        ParseMoveError::OriginNotOneCell { found } => {
            tr!(l, "notation-origin-not-one-cell", found = count(*found))
        }
        ParseMoveError::NotThreeCells { found } => tr!(l, "notation-not-three-cells", found = count(*found)),
        ParseMoveError::RepeatedCell { cell } => tr!(l, "notation-repeated-cell", cell = cell.to_string()),
        ParseMoveError::NotAPiece { cells } => tr!(l, "notation-not-a-piece", cells = cells.clone()),
    }
}

/// What is wrong with a typed cell, in `language` (`notation.ftl`).
pub fn cell_error(language: Language, error: &ParseCellError) -> String {
    let l = language;
    match error {
        ParseCellError::Empty => tr!(l, "cell-empty"),
        ParseCellError::BadColumn { text } => tr!(l, "cell-bad-column", text = text.clone()),
        ParseCellError::BadRow { text } => tr!(l, "cell-bad-row", text = text.clone()),
        ParseCellError::OffBoard { text } => tr!(l, "cell-off-board", text = text.clone()),
    }
}

/// A variant name that is neither basic nor standard, in `language`.
pub fn variant_error(language: Language, error: &ParseVariantError) -> String {
    tr!(language, "variant-unknown", text = error.0.clone())
}

/// A move that is not allowed, with the rule and a hint of what is.
pub fn illegal_move(language: Language, error: &IllegalMove) -> String {
    tr!(language, "move-illegal", notation = error.mv.to_string(), reason = reason(language, &error.reason))
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
        RecordError::Variant(e) => format!("{}.", variant_error(language, e)),
        RecordError::Unreadable { ply, text, error } => {
            tr!(language, "move-in-record", ply = *ply, text = unreadable_move(language, text, error))
        }
        RecordError::Illegal { ply, error } => {
            tr!(language, "move-in-record", ply = *ply, text = illegal_move(language, error))
        }
    }
}

/// A kind's description in `language`: "triangle".
pub(crate) fn kind_description(language: Language, kind: Kind) -> String {
    tr!(language, "kind-name", kind = kind.to_string())
}

/// A kind's name with its letter: "triangle (T)".
pub fn kind_name(language: Language, kind: Kind) -> String {
    format!("{} ({kind})", kind_description(language, kind))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Move, Position, Variant};

    /// Every way a typed move or cell can be wrong, as the rules report it.
    fn parse_errors() -> Vec<ParseMoveError> {
        let mut errors: Vec<ParseMoveError> =
            ["", "F5>>H7", "F5-F6>H7-H8-I8", "C5-C6", "C5-C5-C6", "C5-C7-C9", "F5$"]
                .iter()
                .map(|text| text.parse::<Move>().unwrap_err())
                .collect();
        errors.extend(
            ["C", "Z5", "C99", "A1"]
                .iter()
                .map(|t| ParseMoveError::Cell(t.parse::<crate::rules::Cell>().unwrap_err())),
        );
        errors
    }

    #[test]
    fn the_rules_reading_errors_are_worded_in_every_language() {
        let errors = parse_errors();
        for error in &errors {
            // English says what the rules layer says.
            assert_eq!(parse_error(Language::ENGLISH, error), error.to_string());
        }
        let kinds: std::collections::HashSet<_> = errors.iter().map(std::mem::discriminant).collect();
        assert_eq!(kinds.len(), 8, "every variant once: {errors:?}");
        for language in Language::all().filter(|l| *l != Language::ENGLISH) {
            for error in &errors {
                let text = parse_error(language, error);
                assert_ne!(text, error.to_string(), "{language}");
            }
        }
        let german = unreadable_move(Language::from_discord("de"), "F5>>H7", &errors[1]);
        assert_eq!(
            german,
            "„F5>>H7“ kann ich nicht als Zug lesen: ein Bewegen hat ein einziges „>“: das Spielfeld des PÜNCTs, \
             „>“, dann das Ziel, z. B. F5>H7-H8-I8."
        );
        let variant = "chess".parse::<Variant>().unwrap_err();
        assert_eq!(variant_error(Language::ENGLISH, &variant), variant.to_string());
        assert!(crate::messages::fluent::take_errors().is_empty());
    }

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
