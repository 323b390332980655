//! The people of a game as every reply needs them, read in the same
//! transaction as the game: their names and usernames (titles, pictures),
//! the languages last seen of them and of the game's server (posts the bot
//! makes on its own), and who is to be told of a change (pings).
//!
//! Why here: a reply is built from one answer of the service. Reading the
//! names again for the picture, or deciding the ping in the front end,
//! costs transactions and writes a rule twice.

use rusqlite::Connection;

use crate::model::{EndReason, Language, Seat, Timestamp, UserId};
use crate::rules::{ByPlayer, Player};
use crate::service::Game;
use crate::store::{StoreError, away, players, servers};

/// The two seats' people, as stored when the game was read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct People {
    /// The name shown for each seat: `None` for the computer and for
    /// someone never seen (the front end words both).
    pub names: ByPlayer<Option<String>>,
    /// Each person's username where it differs from the name: pictures
    /// draw it when the name is in a script their fonts lack.
    pub usernames: ByPlayer<Option<String>>,
    /// The language each person's client last spoke.
    pub languages: ByPlayer<Option<Language>>,
    /// The language the game's server last spoke (none in a DM).
    pub server: Option<Language>,
    /// Until when each person is away (their clocks stand still), if they
    /// were when the game was read.
    pub away: ByPlayer<Option<Timestamp>>,
}

impl People {
    /// Reads the people of `game` in the transaction `conn` is in, as they
    /// are at `now` (who is away).
    ///
    /// # Errors
    /// SQLite errors.
    pub(crate) fn read(conn: &Connection, game: &Game, now: Timestamp) -> Result<People, StoreError> {
        let mut people = People::default();
        for player in Player::BOTH {
            let Seat::Human(user) = game.seats[player] else { continue };
            if user.is_former_player() {
                continue; // nothing of a forgotten person is kept
            }
            if let Some(row) = players::load(conn, user)? {
                people.names[player] = Some(row.name);
                people.usernames[player] = row.username;
            }
            people.languages[player] = players::language(conn, user)?;
            people.away[player] = away::away_until(conn, user, now)?;
        }
        people.server = match game.guild {
            Some(guild) => servers::language(conn, guild)?,
            None => None,
        };
        Ok(people)
    }

    /// The language of a post the bot makes in `game`'s channel on its own
    /// (no interaction to read it from): the server's; in a DM, or a
    /// server not seen yet, that of the player it pings (the one to move,
    /// or once the game is over, White's, else Black's); English if none.
    pub fn post_language(&self, game: &Game) -> Language {
        let pinged = match game.result {
            None => Some(game.to_move()),
            Some(_) => Player::BOTH.into_iter().find(|&p| game.seats[p].user().is_some()),
        };
        self.server.or_else(|| pinged.and_then(|p| self.languages[p])).unwrap_or_default()
    }
}

/// The people a post about `game` may ping after `actor` (if anyone)
/// changed it: the player to move while the game goes on. Once it is over:
/// both players when it ended by resignation, time or agreement (news to
/// both, whoever acted, and the post names both); the players other than
/// `actor` when a move ended it (the mover saw it happen). Never the
/// computer, which has no one to ping, nor a former player.
pub fn notified(game: &Game, actor: Option<UserId>) -> Vec<UserId> {
    let Some(result) = game.result else {
        return game.seats[game.to_move()].user().into_iter().filter(|u| !u.is_former_player()).collect();
    };
    let players =
        Player::BOTH.into_iter().filter_map(|p| game.seats[p].user()).filter(|u| !u.is_former_player());
    if ended_by_a_move(result.reason) {
        players.filter(|&u| Some(u) != actor).collect()
    } else {
        players.collect()
    }
}

/// Whether a game ended on the board, by the last move, rather than by a
/// player's decision or the clock.
fn ended_by_a_move(reason: EndReason) -> bool {
    match reason {
        EndReason::Connection
        | EndReason::CentralMajority
        | EndReason::CentralTie
        | EndReason::LastPiecePlaced
        | EndReason::NoLegalMoves => true,
        EndReason::Resignation | EndReason::Timeout | EndReason::Agreement => false,
    }
}
