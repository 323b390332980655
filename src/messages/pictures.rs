//! The words drawn on board pictures, in the reader's language. `render`
//! sits below `messages` and cannot read the sentence files, so it takes
//! its words as a [`Words`] value: this one reads them from
//! `pictures.ftl`. Discord pictures use the post's language, the
//! terminal's pictures the terminal's.

use std::sync::Arc;

use crate::messages::fluent::tr;
use crate::messages::keys::{axis_key, colour_key};
use crate::render::{OffBoard, Symbol, Words};
use crate::rules::{Move, Outcome, Player, Variant};
use crate::service::Language;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::English;
    use crate::rules::ByPlayer;

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
