//! The words drawn on board pictures, in the reader's language. `render`
//! sits below `messages` and cannot read the sentence files, so it takes
//! its words as a [`Words`] value: this one reads them from
//! `pictures.ftl`. Discord pictures use the post's language, the
//! terminal's pictures the terminal's.

use std::sync::Arc;

use crate::messages::fluent::tr;
use crate::messages::keys::{axis_key, colour_key};
use crate::messages::play::kind_name;
use crate::render::{OffBoard, Symbol, Words};
use crate::rules::{ByPlayer, Landing, Move, Outcome, Player, Position, Variant};
use crate::service::{GameResult, Language};

/// The pictures' words in one language, from its sentence files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PictureWords(pub Language);

/// The words for pictures read in `language`, as
/// [`RenderOptions::words`](crate::render::RenderOptions) takes them.
pub fn words(language: Language) -> Arc<dyn Words> {
    Arc::new(PictureWords(language))
}

/// What a picture's name panel calls the computer (its level is in the
/// message: the panels are narrow).
pub fn computer(language: Language) -> String {
    tr!(language, "picture-computer")
}

impl Words for PictureWords {
    fn colour(&self, player: Player) -> String {
        tr!(self.0, "picture-colour", colour = colour_key(player))
    }
    fn to_move(&self, name: &str) -> String {
        tr!(self.0, "picture-to-move", name = name)
    }
    fn wins(&self, name: &str) -> String {
        tr!(self.0, "picture-wins", name = name)
    }
    fn draw(&self) -> String {
        tr!(self.0, "picture-draw")
    }
    fn reason(&self, outcome: &Outcome) -> String {
        let language = self.0;
        match outcome {
            Outcome::Connected(c) => tr!(language, "picture-reason-connected", axis = axis_key(c.axis)),
            Outcome::CentralMajority { winner, central } => tr!(
                language,
                "picture-reason-central-majority",
                mine = central[*winner],
                theirs = central[winner.opponent()]
            ),
            Outcome::CentralTie { central } => {
                tr!(language, "picture-reason-central-tie", mine = central.white, theirs = central.black)
            }
            Outcome::LastPiecePlaced => tr!(language, "picture-reason-last-piece-placed"),
            Outcome::NoLegalMoves => tr!(language, "picture-reason-no-legal-moves"),
        }
    }
    fn off_board(&self, ending: OffBoard) -> String {
        match ending {
            OffBoard::Resignation => tr!(self.0, "picture-reason-resignation"),
            OffBoard::Timeout => tr!(self.0, "picture-reason-timeout"),
            OffBoard::Agreement => tr!(self.0, "picture-reason-agreement"),
        }
    }
    fn last_move(&self, number: u32, notation: Move) -> String {
        tr!(self.0, "picture-last-move", number = number, notation = notation.to_string())
    }
    fn centre_count(&self) -> String {
        tr!(self.0, "picture-centre-count")
    }
    fn all_placed(&self) -> String {
        tr!(self.0, "picture-all-placed")
    }
    fn goal(&self) -> [String; 2] {
        [tr!(self.0, "picture-goal-first"), tr!(self.0, "picture-goal-second")]
    }
    fn legend(&self, symbol: Symbol, _variant: Variant) -> String {
        let language = self.0;
        match symbol {
            Symbol::Punct => tr!(language, "picture-legend-punct"),
            Symbol::Stack => tr!(language, "picture-legend-stack"),
            Symbol::Bridge => tr!(language, "picture-legend-bridge"),
            Symbol::LastMove => tr!(language, "picture-legend-last-move"),
            Symbol::Origin => tr!(language, "picture-legend-origin"),
            Symbol::Chain => tr!(language, "picture-legend-chain"),
            Symbol::Centre => tr!(language, "picture-legend-centre"),
            Symbol::Hint => tr!(language, "picture-legend-hint"),
            Symbol::Marked => tr!(language, "picture-legend-marked"),
        }
    }
}

/// What `symbol` means, in words, for the message under a picture: the
/// picture's legend has room for a short label only ("PÜNCT"), so the
/// post says what the mark looks like and means ("a red ring on a dot:
/// the PÜNCT, the dot a piece is moved by"). Which symbols a picture
/// shows: [`crate::render::symbols_shown`].
pub fn legend_explained(language: Language, symbol: Symbol, variant: Variant) -> String {
    match symbol {
        Symbol::Punct => tr!(language, "picture-explain-punct"),
        Symbol::Stack => tr!(language, "picture-explain-stack"),
        Symbol::Bridge => tr!(language, "picture-explain-bridge"),
        Symbol::LastMove => tr!(language, "picture-explain-last-move"),
        Symbol::Origin => tr!(language, "picture-explain-origin"),
        Symbol::Chain => tr!(language, "picture-explain-chain"),
        Symbol::Centre => match variant {
            Variant::Standard => tr!(language, "picture-explain-centre-standard"),
            Variant::Basic => tr!(language, "picture-explain-centre-basic"),
        },
        Symbol::Hint => tr!(language, "picture-explain-hint"),
        Symbol::Marked => tr!(language, "picture-explain-marked"),
    }
}

/// Discord's limit on an attachment's description (its alt text).
pub const MAX_ALT_TEXT: usize = 1024;

/// A picture's alt text (the attachment's description), for someone who
/// cannot see it: how far the game is, whose turn it is or how it ended,
/// the last move in words, the pieces left and the central hexagon's
/// count — what the picture itself shows around the board. `names` are the
/// seats' names (a game's); without them, the sides are named by colour
/// only (lessons, puzzles). `result` is the game's result when the
/// position is its final one (a resignation or a loss on time does not
/// show on the board).
pub fn alt_text(
    language: Language,
    position: &Position,
    names: Option<&ByPlayer<String>>,
    result: Option<GameResult>,
) -> String {
    let colour = |player: Player| tr!(language, "picture-colour", colour = colour_key(player));
    let side = |player: Player| match names {
        Some(names) if names[player] != colour(player) => {
            tr!(language, "picture-alt-side", name = names[player].clone(), colour = colour(player))
        }
        _ => colour(player),
    };
    let mut sentences = vec![tr!(language, "picture-alt-board", ply = position.ply())];
    let words = PictureWords(language);
    match (result, position.outcome()) {
        (Some(result), _) => {
            sentences.push(tr!(
                language,
                "picture-alt-over",
                result = crate::messages::service::result_in(language, result)
            ));
        }
        (None, Some(outcome)) => {
            let who = match outcome.winner() {
                Some(winner) => words.wins(&side(winner)),
                None => words.draw(),
            };
            let result = format!("{who} {}", words.reason(outcome));
            sentences.push(tr!(language, "picture-alt-over", result = result));
        }
        (None, None) => sentences.push(tr!(language, "picture-alt-to-move", side = side(position.to_move()))),
    }
    if let Some(last) = position.last_move() {
        // Whoever is not to move now played it (a pass included).
        let mover = colour(position.to_move().opponent());
        sentences.push(match last {
            Move::Pass => tr!(language, "picture-alt-passed", colour = mover),
            m => tr!(language, "picture-alt-last-move", colour = mover, move = move_in_words(language, m, None)),
        });
    }
    let reserve = |p| u32::from(position.reserve(p).total());
    let (white, black) = (reserve(Player::White), reserve(Player::Black));
    sentences.push(tr!(language, "picture-alt-reserves", white = white, black = black));
    let (white, black) = (position.central_count(Player::White), position.central_count(Player::Black));
    sentences.push(tr!(language, "picture-alt-centre", white = white, black = black));
    let text = sentences.join(" ");
    text.chars().take(MAX_ALT_TEXT).collect()
}

/// A move in words, for who cannot see the board or does not read the
/// notation yet: the piece (its kind and letter), where it went and where
/// its PÜNCT is now, and how it landed when `landing` is known (the
/// position before the move knows it; the one after does not, so alt
/// text goes without). Without a subject, so that the alt text ("Last
/// move, White: …") and the terminal's answer to a move ("White plays
/// C5-C6-D6: …") say it alike; a pass is "pass".
pub fn move_in_words(language: Language, m: Move, landing: Option<Landing>) -> String {
    let landing = match landing {
        Some(Landing::Flat) => "flat",
        Some(Landing::Jump) => "jump",
        Some(Landing::Bridge) => "bridge",
        Some(Landing::Place | Landing::Pass) | None => "unknown",
    };
    match m {
        Move::Place(at) => tr!(
            language,
            "move-words-placed",
            kind = kind_name(language, at.kind()),
            cells = at.to_string(),
            punct = at.punct().to_string()
        ),
        Move::Movement { from, to } => tr!(
            language,
            "move-words-moved",
            kind = kind_name(language, to.kind()),
            from = from.to_string(),
            cells = to.to_string(),
            punct = to.punct().to_string(),
            landing = landing
        ),
        Move::Pass => m.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::English;
    use crate::rules::ByPlayer;

    /// A screen reader hears what the picture shows around the board: the
    /// move number, whose turn or how it ended, the last move in words,
    /// the reserves and the centre — in the reader's language.
    #[test]
    fn alt_text_says_what_the_picture_shows_in_every_language() {
        let mut position = Position::new(Variant::Standard);
        for m in ["B2-B3-C3", "N12-N13-O13", "B2>B5-B6-C6"] {
            position = position.play(m.parse().unwrap()).unwrap();
        }
        let names = ByPlayer { white: "alice".to_string(), black: "bob".to_string() };
        let english = alt_text(Language::ENGLISH, &position, Some(&names), None);
        assert_eq!(
            english,
            "PÜNCT board after 3 moves. bob (Black) to move. Last move, White: triangle (T), moved \
             from B2 to B5-B6-C6, PÜNCT now on B5. Pieces in reserve: White 17, Black 17. Cells of \
             the central hexagon held: White 0, Black 0."
        );
        let start = alt_text(Language::ENGLISH, &Position::new(Variant::Standard), None, None);
        assert!(start.starts_with("PÜNCT board, before the first move. White to move."), "{start}");
        let resigned =
            GameResult { winner: Some(Player::White), reason: crate::service::EndReason::Resignation };
        let over = alt_text(Language::ENGLISH, &position, Some(&names), Some(resigned));
        assert!(over.contains("Game over: White wins by resignation."), "{over}");
        for language in Language::all() {
            let text = alt_text(language, &position, Some(&names), None);
            assert!(text.contains("B5-B6-C6") && text.contains("bob"), "{language:?}: {text}");
            assert!(text.chars().count() <= MAX_ALT_TEXT);
            if language != Language::ENGLISH {
                assert_ne!(text, english, "{language:?} is not translated");
            }
        }
    }

    /// A move in words names the piece with its letter, its cells and its
    /// PÜNCT's cell, and each landing differently, in every language.
    #[test]
    fn a_move_in_words_names_piece_cells_punct_and_landing() {
        let placed: Move = "C5-C6-D6".parse().unwrap();
        let moved: Move = "F5>H7-H8-H9".parse().unwrap();
        assert_eq!(
            move_in_words(Language::ENGLISH, placed, Some(Landing::Place)),
            "triangle (T), placed on C5-C6-D6, PÜNCT on C5"
        );
        assert_eq!(
            move_in_words(Language::ENGLISH, moved, Some(Landing::Jump)),
            "straight piece, PÜNCT at an end (E), moved from F5 to H7-H8-H9, PÜNCT now on H7, jumping on \
             top of pieces"
        );
        for language in Language::all() {
            let said: Vec<String> = [None, Some(Landing::Flat), Some(Landing::Jump), Some(Landing::Bridge)]
                .into_iter()
                .map(|landing| move_in_words(language, moved, landing))
                .collect();
            for text in &said {
                assert!(text.contains("(E)") && text.contains("F5") && text.contains("H7-H8-H9"), "{text}");
            }
            let distinct: std::collections::HashSet<&String> = said.iter().collect();
            assert_eq!(distinct.len(), said.len(), "{language}: {said:?}");
            assert!(said.iter().skip(1).all(|s| s.starts_with(&said[0])), "{language}: {said:?}");
        }
        assert!(crate::messages::fluent::take_errors().is_empty());
    }

    /// The English sentence file says what render's own English says, so
    /// the goldens drawn with either agree.
    #[test]
    fn english_from_the_files_is_renders_english() {
        let files = PictureWords(Language::ENGLISH);
        let outcome =
            Outcome::CentralMajority { winner: Player::Black, central: ByPlayer { white: 9, black: 10 } };
        assert_eq!(files.reason(&outcome), English.reason(&outcome));
        for ending in [OffBoard::Resignation, OffBoard::Timeout, OffBoard::Agreement] {
            assert_eq!(files.off_board(ending), English.off_board(ending));
        }
        for symbol in Symbol::ALL {
            assert_eq!(files.legend(symbol, Variant::Standard), English.legend(symbol, Variant::Standard));
        }
        let m: Move = "J10>J4-K5-K6".parse().unwrap();
        assert_eq!(files.last_move(42, m), English.last_move(42, m));
        assert_eq!(files.goal(), English.goal());
        assert_eq!(files.to_move("Alice"), English.to_move("Alice"));
        assert_eq!(files.colour(Player::White), English.colour(Player::White));
        assert!(crate::messages::fluent::take_errors().is_empty());
    }

    /// Every symbol has its explanation in words, longer than its label.
    #[test]
    fn every_symbol_is_explained_in_words() {
        for language in Language::all() {
            for symbol in Symbol::ALL {
                for variant in [Variant::Basic, Variant::Standard] {
                    let label = PictureWords(language).legend(symbol, variant);
                    let explained = legend_explained(language, symbol, variant);
                    assert!(explained.chars().count() > label.chars().count(), "{language}: {explained}");
                }
            }
        }
        assert!(crate::messages::fluent::take_errors().is_empty());
    }
}
