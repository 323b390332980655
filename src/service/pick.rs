//! Which game a request means, and whether it may act on it from where it
//! was made: read once, with the game's row, before the request's own
//! transaction.
//!
//! Why in the service: a front end knows only where it was asked (a
//! channel, a server, a person) and what was named. Most players have one
//! game per channel, and typing its number on every move would be a
//! chore: with one game the choice is obvious; with several, a move takes
//! the only one waiting for this player and a claim the only one waiting
//! for the opponent; looking back (a review, and a history or board when
//! nothing is being played here) takes the game that ended here last;
//! otherwise the player is asked, with the candidates listed.
//!
//! And the rules of place, the same for every front end:
//! - a game is changed (move, resign, draw, takeback, claim, its buttons)
//!   only in its own channel, so the board and the ping land where both
//!   players are;
//! - a game's board and history may be seen in its own server by anyone,
//!   and elsewhere (another server, a DM) by its two players only.

use rusqlite::Connection;

use crate::model::{ChannelId, GameId, GuildId, UserId};
use crate::service::{Game, GameListing, GameService, ServiceError};
use crate::store::games;

/// Where and by whom a request is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Here {
    /// Who asks.
    pub user: UserId,
    /// The channel it is asked in.
    pub channel: ChannelId,
    /// That channel's server; `None` in a DM.
    pub guild: Option<GuildId>,
}

/// What the game is wanted for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Playing a move: prefer the game waiting for this player.
    Move,
    /// Resigning, offering a draw, asking for a takeback, a game's buttons.
    Act,
    /// Claiming a win on time: prefer the game waiting for the opponent.
    Claim,
    /// Looking at a board or a history: anyone's game will do, the one
    /// that ended last when none is being played here.
    View,
    /// Reviewing: a finished game, by default the one that ended last here.
    Review,
    /// The analysis board: chosen as for looking (`View`), named so that a
    /// question "which game?" names `/punct analyse`.
    Analyse,
    /// A plan: chosen as for looking, named so that "which game?" names
    /// `/punct plan`.
    Plan,
}

impl Purpose {
    /// Whether it changes the game (only from the game's own channel).
    pub fn changes(self) -> bool {
        matches!(self, Purpose::Move | Purpose::Act | Purpose::Claim)
    }
}

impl GameService {
    /// The game `named`, or when none is, the one a request made `here`
    /// for `purpose` means; refused when it may not be used from here. One
    /// read.
    ///
    /// # Errors
    /// [`ServiceError::GameNotFound`], [`ServiceError::WhichGame`],
    /// [`ServiceError::NoGameHere`], [`ServiceError::NoGameToShow`],
    /// [`ServiceError::NoFinishedGameHere`],
    /// [`ServiceError::PlayedElsewhere`], [`ServiceError::NotYourGameToShow`].
    pub fn pick(&self, here: &Here, named: Option<GameId>, purpose: Purpose) -> Result<Game, ServiceError> {
        let game = self.store.read(|tx| picked(tx, here, named, purpose))?;
        allowed(here, &game, purpose)?;
        Ok(game)
    }

    /// [`GameService::pick`], then `act` on the game picked: what a front
    /// end calls for a request about "my game here", as one call.
    ///
    /// # Errors
    /// Those of [`GameService::pick`] and of `act`.
    pub fn in_game<T>(
        &self,
        here: &Here,
        named: Option<GameId>,
        purpose: Purpose,
        act: impl FnOnce(&GameService, Game) -> Result<T, ServiceError>,
    ) -> Result<T, ServiceError> {
        let game = self.pick(here, named, purpose)?;
        act(self, game)
    }
}

/// The game meant, read in `tx`.
fn picked(
    tx: &Connection,
    here: &Here,
    named: Option<GameId>,
    purpose: Purpose,
) -> Result<Game, ServiceError> {
    if let Some(id) = named {
        return games::load(tx, id)?.ok_or(ServiceError::GameNotFound { game: id });
    }
    // A game played in a thread of its own counts as here in the channel
    // it was started from too: a move typed there is then refused with a
    // link to the thread, rather than told there is no game.
    let mine: Vec<GameListing> = games::ongoing_of(tx, here.user)?
        .into_iter()
        .filter(|g| g.channel == here.channel || g.lobby == Some(here.channel))
        .map(|game| GameListing { your_turn: game.seats[game.to_move()].is(here.user), game, league: None })
        .collect();
    let channel = games::ongoing_in(tx, here.channel)?;
    let looking_back = matches!(purpose, Purpose::View | Purpose::Review | Purpose::Analyse | Purpose::Plan);
    let ended = if looking_back { games::last_finished_in(tx, here.channel)? } else { None };
    let id = choose(&mine, &channel, ended.as_ref(), purpose)?;
    let found = mine.into_iter().map(|l| l.game).chain(channel).chain(ended).find(|g| g.id == id);
    found.ok_or(ServiceError::GameNotFound { game: id })
}

/// The game meant when none is named: see the module docs. `mine_here`
/// are the player's ongoing games in this channel, `channel` all ongoing
/// games in it, `last_finished` the game that ended there last.
fn choose(
    mine_here: &[GameListing],
    channel: &[Game],
    last_finished: Option<&Game>,
    purpose: Purpose,
) -> Result<GameId, ServiceError> {
    if purpose == Purpose::Review {
        return last_finished.map(|g| g.id).ok_or(ServiceError::NoFinishedGameHere);
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
            let candidates = several.iter().map(|l| l.game.clone()).collect();
            return Err(ServiceError::WhichGame { purpose, candidates });
        }
    }
    let looking = matches!(purpose, Purpose::View | Purpose::Analyse | Purpose::Plan);
    match (looking, channel) {
        (true, [only]) => Ok(only.id),
        (true, []) => last_finished.map(|g| g.id).ok_or(ServiceError::NoGameToShow),
        (true, several) => Err(ServiceError::WhichGame { purpose, candidates: several.to_vec() }),
        _ => Err(ServiceError::NoGameHere),
    }
}

/// Refuses using `game` from `here` for `purpose`: changing it anywhere
/// but its own channel; looking at it from outside its server, unless the
/// one asking plays in it.
pub(crate) fn allowed(here: &Here, game: &Game, purpose: Purpose) -> Result<(), ServiceError> {
    let same_channel = game.channel == here.channel;
    if purpose.changes() {
        return if same_channel {
            Ok(())
        } else {
            Err(ServiceError::PlayedElsewhere { game: Box::new(game.clone()) })
        };
    }
    let same_server = game.guild.is_some() && game.guild == here.guild;
    let plays = game.colour_of(here.user).is_some();
    if same_channel || same_server || plays {
        Ok(())
    } else {
        Err(ServiceError::NotYourGameToShow { game: game.id })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Seat, TimeControl, Timestamp};
    use crate::rules::{ByPlayer, Variant};
    use crate::store::games::NewGame;

    const ALICE: UserId = UserId(1);
    const BOB: UserId = UserId(2);
    const CAROL: UserId = UserId(3);

    fn game(id: i64) -> Game {
        game_in(id, 1, None)
    }

    fn game_in(id: i64, channel: u64, guild: Option<u64>) -> Game {
        let new = NewGame {
            channel: ChannelId(channel),
            guild: guild.map(GuildId),
            seats: ByPlayer { white: Seat::Human(ALICE), black: Seat::Human(BOB) },
            variant: Variant::Standard,
            time_control: TimeControl::default(),
            deadline: None,
            at: Timestamp(0),
        };
        new.into_row(GameId(id))
    }

    fn listing(id: i64, your_turn: bool) -> GameListing {
        GameListing { game: game(id), your_turn, league: None }
    }

    fn ids(error: ServiceError) -> Vec<GameId> {
        match error {
            ServiceError::WhichGame { candidates, .. } => candidates.iter().map(|g| g.id).collect(),
            other => panic!("not asked which game: {other:?}"),
        }
    }

    #[test]
    fn the_only_game_here_is_taken() -> Result<(), ServiceError> {
        assert_eq!(choose(&[listing(4, false)], &[game(4)], None, Purpose::Act)?, GameId(4));
        Ok(())
    }

    #[test]
    fn a_move_goes_to_the_only_game_waiting_for_the_player() -> Result<(), ServiceError> {
        let mine = [listing(5, true), listing(6, false)];
        assert_eq!(choose(&mine, &[], None, Purpose::Move)?, GameId(5));
        let asked = choose(&mine, &[], None, Purpose::Act).expect_err("several");
        assert_eq!(ids(asked), [GameId(5), GameId(6)]);
        let both_waiting = [listing(5, true), listing(6, true)];
        assert!(choose(&both_waiting, &[], None, Purpose::Move).is_err());
        Ok(())
    }

    #[test]
    fn a_claim_goes_to_the_only_game_waiting_for_the_opponent() -> Result<(), ServiceError> {
        let mine = [listing(5, true), listing(6, false)];
        assert_eq!(choose(&mine, &[], None, Purpose::Claim)?, GameId(6));
        let both_waiting_for_them = [listing(5, false), listing(6, false)];
        let asked = choose(&both_waiting_for_them, &[], None, Purpose::Claim).expect_err("several");
        assert!(matches!(asked, ServiceError::WhichGame { purpose: Purpose::Claim, .. }));
        assert!(matches!(choose(&[], &[game(9)], None, Purpose::Claim), Err(ServiceError::NoGameHere)));
        Ok(())
    }

    #[test]
    fn looking_back_means_the_game_that_ended_last_here() -> Result<(), ServiceError> {
        let ended = game(8);
        assert_eq!(choose(&[], &[], Some(&ended), Purpose::Review)?, GameId(8));
        assert_eq!(
            choose(&[listing(4, true)], &[game(4)], Some(&ended), Purpose::Review)?,
            GameId(8),
            "a game being played cannot be reviewed: the finished one is meant"
        );
        assert_eq!(choose(&[], &[], Some(&ended), Purpose::View)?, GameId(8));
        assert_eq!(choose(&[], &[], Some(&ended), Purpose::Analyse)?, GameId(8), "as View");
        let asked = choose(&[], &[game(4), game(5)], None, Purpose::Plan).expect_err("several");
        assert!(matches!(asked, ServiceError::WhichGame { purpose: Purpose::Plan, .. }));
        assert_eq!(
            choose(&[], &[game(4)], Some(&ended), Purpose::View)?,
            GameId(4),
            "a game being played is what onlookers want to see"
        );
        assert!(matches!(choose(&[], &[], None, Purpose::Review), Err(ServiceError::NoFinishedGameHere)));
        Ok(())
    }

    #[test]
    fn onlookers_see_the_channels_only_game() -> Result<(), ServiceError> {
        assert_eq!(choose(&[], &[game(9)], None, Purpose::View)?, GameId(9));
        let asked = choose(&[], &[game(9), game(10)], None, Purpose::View).expect_err("several");
        assert_eq!(ids(asked), [GameId(9), GameId(10)]);
        assert!(matches!(choose(&[], &[], None, Purpose::View), Err(ServiceError::NoGameToShow)));
        assert!(matches!(choose(&[], &[game(9)], None, Purpose::Act), Err(ServiceError::NoGameHere)));
        Ok(())
    }

    fn here(user: UserId, channel: u64, guild: Option<u64>) -> Here {
        Here { user, channel: ChannelId(channel), guild: guild.map(GuildId) }
    }

    #[test]
    fn a_game_changes_only_in_its_own_channel() {
        let g = game_in(7, 10, Some(100));
        assert!(allowed(&here(ALICE, 10, Some(100)), &g, Purpose::Move).is_ok());
        for elsewhere in [here(ALICE, 11, Some(100)), here(ALICE, 20, Some(200)), here(ALICE, 30, None)] {
            let refused = allowed(&elsewhere, &g, Purpose::Act);
            assert!(matches!(refused, Err(ServiceError::PlayedElsewhere { .. })), "{elsewhere:?}");
        }
    }

    #[test]
    fn outside_its_server_only_the_players_see_a_game() {
        let g = game_in(7, 10, Some(100));
        assert!(allowed(&here(CAROL, 11, Some(100)), &g, Purpose::View).is_ok(), "same server");
        assert!(allowed(&here(CAROL, 20, Some(200)), &g, Purpose::View).is_err(), "another server");
        assert!(allowed(&here(CAROL, 30, None), &g, Purpose::View).is_err(), "a DM");
        assert!(allowed(&here(BOB, 20, Some(200)), &g, Purpose::View).is_ok(), "a player, anywhere");
        assert!(allowed(&here(BOB, 30, None), &g, Purpose::Review).is_ok());
        let old = game_in(7, 10, None);
        assert!(allowed(&here(CAROL, 10, Some(100)), &old, Purpose::View).is_ok(), "its own channel");
        assert!(allowed(&here(CAROL, 11, Some(100)), &old, Purpose::View).is_err(), "server unknown");
    }
}
