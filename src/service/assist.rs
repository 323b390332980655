//! Fair play, decided in one place: how much the bot may help the person
//! asking.
//!
//! In a game between people the bot never judges a move, ranks moves by
//! strength or hints, and a puzzle never gives its answer away: their
//! move suggestions list legal moves in the notation's order and judge
//! none ([`Assist::NEUTRAL`]). Help — winning moves first, likely moves
//! ranked — is for games against the computer, lessons and finished games
//! ([`Assist::coaches`]). Front ends do not choose: they take the
//! [`Assist`] the service gives for the context ([`GameView::assist`],
//! [`Assist::in_game`], [`Assist::LESSON`], [`Assist::PUZZLE`]), and
//! `tests/fair_play.rs` holds where the coaching kind may come from.
//!
//! ```
//! use punct::service::Assist;
//! assert!(!Assist::in_game(false, false).coaches(), "between people");
//! assert!(Assist::in_game(true, false).coaches(), "against the computer");
//! assert!(!Assist::PUZZLE.coaches());
//! ```

use crate::model::UserId;
use crate::service::GameView;

/// How much a front end's suggestions may help: made only here, so the
/// coaching kind cannot be asked for by a front end's goodwill.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Assist(Help);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Help {
    Neutral,
    Coach,
}

impl Assist {
    /// Legal moves in the notation's order, labelled with what the rules
    /// say of them (how a piece lands, why a move is refused) and nothing
    /// more: games between people, puzzles, anyone not to move.
    pub const NEUTRAL: Assist = Assist(Help::Neutral);

    /// A puzzle: neutral, so that no list, label or order singles out its
    /// answer.
    pub const PUZZLE: Assist = Assist::NEUTRAL;

    /// A lesson: coaching, since lessons teach.
    pub const LESSON: Assist = Assist(Help::Coach);

    /// In a game: coaching against the computer or once the game is over,
    /// neutral in a game between people.
    pub const fn in_game(against_computer: bool, over: bool) -> Assist {
        if against_computer || over { Assist(Help::Coach) } else { Assist::NEUTRAL }
    }

    /// Whether moves may be judged and ranked for the player.
    pub const fn coaches(self) -> bool {
        matches!(self.0, Help::Coach)
    }
}

impl GameView {
    /// The help `user` may have with this game's moves: coaching when they
    /// are to move against the computer, or once the game is over; neutral
    /// in a game between people and for anyone who is not to move.
    pub fn assist(&self, user: UserId) -> Assist {
        let to_move = self.game.seats[self.position.to_move()].is(user);
        let over = self.game.is_over() || self.position.is_over();
        Assist::in_game(to_move && self.game.bot().is_some(), over)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_games_against_the_computer_lessons_and_finished_games_coach() {
        assert_eq!(Assist::in_game(false, false), Assist::NEUTRAL);
        assert!(Assist::in_game(true, false).coaches());
        assert!(Assist::in_game(false, true).coaches());
        assert!(Assist::LESSON.coaches());
        assert!(!Assist::PUZZLE.coaches() && !Assist::NEUTRAL.coaches());
    }
}
