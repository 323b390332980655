//! Which game a command means when the player did not say.
//!
//! Why: most players have one game per channel, and typing its number on
//! every move would be a chore. With one game the choice is obvious; with
//! several, `move` takes the only one waiting for this player and `claim`
//! the only one waiting for the opponent; otherwise the player is asked,
//! with the candidates listed. Looking back (`review`, and `history` when
//! nothing is being played here) means the game that ended last in the
//! channel: right after a game, that is the one people want to see.
//!
//! ```
//! use punct::discord::pick::{parse_game, Purpose, pick};
//! use punct::service::Language;
//! assert_eq!(parse_game(Language::ENGLISH, "#12").map(|g| g.0), Ok(12));
//! assert!(pick(None, &[], &[], None, Purpose::Act, Language::ENGLISH).is_err());
//! ```

use crate::messages::discord as words;
use crate::service::{Game, GameListing};
use crate::service::{GameId, Language};

/// What the game is wanted for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Playing a move: prefer the game waiting for this player.
    Move,
    /// Resigning, offering a draw, asking for a takeback.
    Act,
    /// Claiming a win on time: prefer the game waiting for the opponent.
    Claim,
    /// Looking at a board or a history: anyone's game will do, the one
    /// that ended last when none is being played here.
    View,
    /// Reviewing: a finished game, by default the one that ended last here.
    Review,
}

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

/// The game meant: the one named, else the player's only one in this
/// channel (for a move: the only one waiting for them), else, for looking,
/// the channel's only game. A claim goes to the only one waiting for the
/// opponent.
///
/// `mine_here` are the player's ongoing games in this channel (their turn
/// first), `channel` all ongoing games in it, `last_finished` the game
/// that ended last in it. A review takes that one; looking takes it when
/// nothing is being played here.
///
/// # Errors
/// The sentence telling the player what to add.
pub fn pick(
    named: Option<&str>,
    mine_here: &[GameListing],
    channel: &[Game],
    last_finished: Option<&Game>,
    purpose: Purpose,
    language: Language,
) -> Result<GameId, String> {
    if let Some(text) = named.filter(|t| !t.trim().is_empty()) {
        return parse_game(language, text);
    }
    if purpose == Purpose::Review {
        return last_finished.map(|g| g.id).ok_or_else(|| words::no_finished_game_here(language));
    }
    match mine_here {
        [only] => return Ok(only.game.id),
        [] => {}
        several => {
            let waiting: Vec<&GameListing> = several.iter().filter(|l| l.your_turn).collect();
            let opponents: Vec<&GameListing> = several.iter().filter(|l| !l.your_turn).collect();
            match (purpose, waiting.as_slice(), opponents.as_slice()) {
                (Purpose::Move, [only], _) | (Purpose::Claim, _, [only]) => return Ok(only.game.id),
                _ => {}
            }
            let games: Vec<Game> = several.iter().map(|l| l.game.clone()).collect();
            return Err(words::which_game(language, command(purpose), &games));
        }
    }
    match (purpose, channel) {
        (Purpose::View, [only]) => Ok(only.id),
        (Purpose::View, []) => last_finished.map(|g| g.id).ok_or_else(|| words::no_game_to_show(language)),
        (Purpose::View, several) => Err(words::which_game(language, command(purpose), several)),
        _ => Err(words::no_game_here(language)),
    }
}

fn command(purpose: Purpose) -> &'static str {
    match purpose {
        Purpose::Move => "move",
        Purpose::Act => "resign",
        Purpose::Claim => "claim",
        Purpose::View => "board",
        Purpose::Review => "review",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{ByPlayer, Variant};
    use crate::service::NewGame;
    use crate::service::{ChannelId, Seat, TimeControl, Timestamp, UserId};

    fn game(id: i64) -> Game {
        let new = NewGame {
            channel: ChannelId(1),
            guild: None,
            seats: ByPlayer { white: Seat::Human(UserId(1)), black: Seat::Human(UserId(2)) },
            variant: Variant::Standard,
            time_control: TimeControl::default(),
            deadline: None,
            at: Timestamp(0),
        };
        new.into_row(GameId(id))
    }

    fn listing(id: i64, your_turn: bool) -> GameListing {
        GameListing { game: game(id), your_turn }
    }

    #[test]
    fn a_named_game_wins_and_must_be_a_number() {
        assert_eq!(
            pick(Some(" #7 "), &[listing(1, true)], &[], None, Purpose::Move, Language::ENGLISH),
            Ok(GameId(7))
        );
        let err = pick(Some("seven"), &[], &[], None, Purpose::Move, Language::ENGLISH).unwrap_err();
        assert!(err.contains("seven") && err.contains("game:3"), "{err}");
        assert!(parse_game(Language::ENGLISH, "0").is_err() && parse_game(Language::ENGLISH, "-2").is_err());
    }

    #[test]
    fn the_only_game_here_is_taken() {
        assert_eq!(
            pick(None, &[listing(4, false)], &[game(4)], None, Purpose::Act, Language::ENGLISH),
            Ok(GameId(4))
        );
        assert_eq!(
            pick(Some("  "), &[listing(4, false)], &[game(4)], None, Purpose::Act, Language::ENGLISH),
            Ok(GameId(4))
        );
    }

    #[test]
    fn a_move_goes_to_the_only_game_waiting_for_the_player() {
        let mine = [listing(5, true), listing(6, false)];
        assert_eq!(pick(None, &mine, &[], None, Purpose::Move, Language::ENGLISH), Ok(GameId(5)));
        let err = pick(None, &mine, &[], None, Purpose::Act, Language::ENGLISH).unwrap_err();
        assert!(err.contains("#5") && err.contains("#6") && err.contains("game:5"), "{err}");
        let both_waiting = [listing(5, true), listing(6, true)];
        assert!(pick(None, &both_waiting, &[], None, Purpose::Move, Language::ENGLISH).is_err());
    }

    #[test]
    fn a_claim_goes_to_the_only_game_waiting_for_the_opponent() {
        let mine = [listing(5, true), listing(6, false)];
        assert_eq!(pick(None, &mine, &[], None, Purpose::Claim, Language::ENGLISH), Ok(GameId(6)));
        let both_waiting_for_them = [listing(5, false), listing(6, false)];
        let err =
            pick(None, &both_waiting_for_them, &[], None, Purpose::Claim, Language::ENGLISH).unwrap_err();
        assert!(err.contains("/punct claim game:5"), "{err}");
        assert!(
            pick(None, &[], &[game(9)], None, Purpose::Claim, Language::ENGLISH)
                .unwrap_err()
                .contains("/punct challenge")
        );
    }

    #[test]
    fn looking_back_means_the_game_that_ended_last_here() {
        let ended = game(8);
        assert_eq!(pick(None, &[], &[], Some(&ended), Purpose::Review, Language::ENGLISH), Ok(GameId(8)));
        assert_eq!(
            pick(None, &[listing(4, true)], &[game(4)], Some(&ended), Purpose::Review, Language::ENGLISH),
            Ok(GameId(8)),
            "a game being played cannot be reviewed: the finished one is meant"
        );
        assert_eq!(pick(None, &[], &[], Some(&ended), Purpose::View, Language::ENGLISH), Ok(GameId(8)));
        assert_eq!(
            pick(None, &[], &[game(4)], Some(&ended), Purpose::View, Language::ENGLISH),
            Ok(GameId(4)),
            "a game being played is what onlookers want to see"
        );
        let none = pick(None, &[], &[], None, Purpose::Review, Language::ENGLISH).unwrap_err();
        assert!(none.contains("finished"), "{none}");
        assert_eq!(
            pick(Some("3"), &[], &[], Some(&ended), Purpose::Review, Language::ENGLISH),
            Ok(GameId(3))
        );
    }

    #[test]
    fn onlookers_see_the_channels_only_game() {
        assert_eq!(pick(None, &[], &[game(9)], None, Purpose::View, Language::ENGLISH), Ok(GameId(9)));
        assert!(
            pick(None, &[], &[game(9), game(10)], None, Purpose::View, Language::ENGLISH)
                .unwrap_err()
                .contains("#10")
        );
        assert!(
            pick(None, &[], &[], None, Purpose::View, Language::ENGLISH).unwrap_err().contains("no game")
        );
        assert!(
            pick(None, &[], &[game(9)], None, Purpose::Act, Language::ENGLISH)
                .unwrap_err()
                .contains("/punct challenge")
        );
    }
}
