//! Reading the `game` option as typed (`12`, `#12`, ` 12 `). Which game a
//! command means when none is named, and whether it may be used from
//! here, is the service's to decide ([`crate::service::GameService::pick`]).
//!
//! ```
//! use punct::discord::pick::parse_game;
//! use punct::service::Language;
//! assert_eq!(parse_game(Language::ENGLISH, "#12").map(|g| g.0), Ok(12));
//! assert!(parse_game(Language::ENGLISH, "seven").is_err());
//! ```

use crate::messages::discord as words;
use crate::service::{GameId, Language};

/// Reads a game number as typed: `12`, `#12`, ` 12 `.
///
/// # Errors
/// The player-facing sentence when it is not a positive number.
pub fn parse_game(language: Language, text: &str) -> Result<GameId, String> {
    match text.parse::<GameId>() {
        Ok(id) if id.0 > 0 => Ok(id),
        _ => Err(words::not_a_game_number(language, text)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_named_game_must_be_a_number() {
        assert_eq!(parse_game(Language::ENGLISH, " #7 "), Ok(GameId(7)));
        let err = parse_game(Language::ENGLISH, "seven").unwrap_err();
        assert!(err.contains("seven") && err.contains("game:3"), "{err}");
        assert!(parse_game(Language::ENGLISH, "0").is_err() && parse_game(Language::ENGLISH, "-2").is_err());
    }
}
