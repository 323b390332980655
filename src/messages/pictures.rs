//! The words drawn on board pictures, in the reader's language. `render`
//! sits below `messages` and cannot read the sentence files, so it takes
//! its words as a [`Words`] value: this one reads them from
//! `pictures.ftl`. Discord pictures use the post's language, the
//! terminal's pictures the terminal's.

use std::sync::Arc;

use crate::messages::fluent::tr;
use crate::messages::keys::{axis_key, colour_key, variant_key};
use crate::render::{Symbol, Words};
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
    fn last_move(&self, number: u32, notation: Move) -> String {
        tr!(self.0, "picture-last-move", number = number, notation = notation.to_string())
    }
    fn moves_played(&self, count: u32, variant: Variant) -> String {
        tr!(self.0, "picture-moves-played", count = count, variant = variant_key(variant))
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
    fn legend(&self, symbol: Symbol, variant: Variant) -> String {
        let language = self.0;
        match symbol {
            Symbol::Punct => tr!(language, "picture-legend-punct"),
            Symbol::Stack => tr!(language, "picture-legend-stack"),
            Symbol::Bridge => tr!(language, "picture-legend-bridge"),
            Symbol::LastMove => tr!(language, "picture-legend-last-move"),
            Symbol::Origin => tr!(language, "picture-legend-origin"),
            Symbol::Chain => tr!(language, "picture-legend-chain"),
            Symbol::Centre => match variant {
                Variant::Standard => tr!(language, "picture-legend-centre-standard"),
                Variant::Basic => tr!(language, "picture-legend-centre-basic"),
            },
            Symbol::Hint => tr!(language, "picture-legend-hint"),
            Symbol::Marked => tr!(language, "picture-legend-marked"),
        }
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
        for count in [0, 1, 58] {
            assert_eq!(
                files.moves_played(count, Variant::Basic),
                English.moves_played(count, Variant::Basic)
            );
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
}
