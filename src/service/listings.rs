//! Read-only views: a player's games (their turn first), a channel's
//! games, one game's record and any past position, challenges, ratings.

use rusqlite::Connection;

use crate::model::{ChannelId, GameId, GuildId, Language, MessageId, UserId};
use crate::rules::{GameRecord, Position};
use crate::service::state::GameState;
use crate::service::{Challenge, Game, GameListing, GameService, GameView, People, PlayerRow, ServiceError};
use crate::store::StoreError;
use crate::store::{challenges, games, leagues, players, servers};

/// Most finished games a player's list shows.
const RECENT_FINISHED: u32 = 5;

/// `user`'s games as listed: their turn first (soonest deadline first),
/// then the others; each with its league, read in the same transaction.
fn listed(tx: &Connection, user: UserId, rows: Vec<Game>) -> Result<Vec<GameListing>, StoreError> {
    let mut listings = Vec::with_capacity(rows.len());
    for game in rows {
        let league = league_of(tx, game.id)?;
        listings.push(GameListing { your_turn: game.seats[game.to_move()].is(user), game, league });
    }
    listings.sort_by_key(|l| (!l.your_turn, l.game.deadline.is_none(), l.game.deadline, l.game.id));
    Ok(listings)
}

/// The league `game` is played in and its round, if it is a league game.
fn league_of(tx: &Connection, game: GameId) -> Result<Option<(String, u32)>, StoreError> {
    Ok(leagues::of_game(tx, game)?.map(|(_, name, round)| (name, round)))
}

impl GameService {
    /// `user`'s ongoing games, those where it is their turn first (soonest
    /// deadline first), then the others.
    ///
    /// # Errors
    /// Store errors.
    pub fn games_of(&self, user: UserId) -> Result<Vec<GameListing>, ServiceError> {
        Ok(self.store.read(|tx| {
            let rows = games::ongoing_of(tx, user)?;
            listed(tx, user, rows)
        })?)
    }

    /// The games `user` may mean in `channel` whose number starts with
    /// `prefix`, at most `limit`, each with its people, in one read: their
    /// own first (their turn first), then the channel's others. What the
    /// `game` option suggests at every keystroke.
    ///
    /// # Errors
    /// Store errors.
    pub fn games_here(
        &self,
        user: UserId,
        channel: ChannelId,
        prefix: &str,
        limit: usize,
    ) -> Result<Vec<(GameListing, People)>, ServiceError> {
        let now = self.now();
        Ok(self.store.read(|tx| {
            let mine = listed(tx, user, games::ongoing_of(tx, user)?)?;
            let mut here: Vec<GameListing> = mine.into_iter().filter(|l| l.game.channel == channel).collect();
            for game in games::ongoing_in(tx, channel)? {
                if !here.iter().any(|l| l.game.id == game.id) {
                    here.push(GameListing { game, your_turn: false, league: None });
                }
            }
            let mut found = Vec::new();
            for l in here.into_iter().filter(|l| l.game.id.0.to_string().starts_with(prefix)).take(limit) {
                let people = People::read(tx, &l.game, now)?;
                found.push((l, people));
            }
            Ok::<_, StoreError>(found)
        })?)
    }

    /// `user`'s most recently finished games, newest first, each with its
    /// league (none is their turn).
    ///
    /// # Errors
    /// Store errors.
    pub fn finished_games_of(&self, user: UserId) -> Result<Vec<GameListing>, ServiceError> {
        Ok(self.store.read(|tx| {
            let mut listings = Vec::new();
            for game in games::finished_of(tx, user, RECENT_FINISHED)? {
                listings.push(GameListing { league: league_of(tx, game.id)?, game, your_turn: false });
            }
            Ok::<_, StoreError>(listings)
        })?)
    }

    /// The game in `channel` that ended last, if any.
    ///
    /// # Errors
    /// Store errors.
    pub fn last_finished_in_channel(&self, channel: ChannelId) -> Result<Option<Game>, ServiceError> {
        Ok(self.store.read(|tx| games::last_finished_in(tx, channel))?)
    }

    /// The ongoing games in a channel, oldest first.
    ///
    /// # Errors
    /// Store errors.
    pub fn games_in_channel(&self, channel: ChannelId) -> Result<Vec<Game>, ServiceError> {
        Ok(self.store.read(|tx| games::ongoing_in(tx, channel))?)
    }

    /// One game: its row, its record and its current position.
    ///
    /// # Errors
    /// [`ServiceError::GameNotFound`].
    pub fn game(&self, game: GameId) -> Result<GameView, ServiceError> {
        let now = self.now();
        self.store.read(|tx| GameState::load(tx, game, now)?.into_view(tx))
    }

    /// The position after `ply` moves (0: the empty board).
    ///
    /// # Errors
    /// [`ServiceError::GameNotFound`], [`ServiceError::PlyOutOfRange`].
    pub fn position_at(&self, game: GameId, ply: u32) -> Result<Position, ServiceError> {
        let view = self.game(game)?;
        let last = view.game.ply;
        if ply > last {
            return Err(ServiceError::PlyOutOfRange { game, ply, last });
        }
        let record =
            GameRecord { variant: view.record.variant, moves: view.record.moves[..ply as usize].to_vec() };
        record.replay().map_err(|error| ServiceError::CorruptGame { game, error })
    }

    /// Open challenges in a channel.
    ///
    /// # Errors
    /// Store errors.
    pub fn challenges_in_channel(&self, channel: ChannelId) -> Result<Vec<Challenge>, ServiceError> {
        Ok(self.store.read(|tx| challenges::open_in(tx, channel))?)
    }

    /// Open challenges made by or addressed to `user`.
    ///
    /// # Errors
    /// Store errors.
    pub fn challenges_of(&self, user: UserId) -> Result<Vec<Challenge>, ServiceError> {
        Ok(self.store.read(|tx| challenges::open_for(tx, user))?)
    }

    /// The best-rated players, at most `limit`.
    ///
    /// # Errors
    /// Store errors.
    pub fn leaderboard(&self, limit: u32) -> Result<Vec<PlayerRow>, ServiceError> {
        Ok(self.store.read(|tx| players::leaderboard(tx, limit))?)
    }

    /// The language `user`'s Discord client last spoke; English if they
    /// are unknown or none was seen.
    ///
    /// # Errors
    /// Store errors.
    pub fn language_of(&self, user: UserId) -> Result<Language, ServiceError> {
        Ok(self.store.read(|tx| players::language(tx, user))?.unwrap_or_default())
    }

    /// Remembers the language `user`'s Discord client speaks, for posts to
    /// them that no interaction of theirs answers. Writes only when it
    /// changed, and only for players already known (who played or were
    /// challenged).
    ///
    /// # Errors
    /// Store errors.
    pub fn remember_language(&self, user: UserId, language: Language) -> Result<(), ServiceError> {
        if self.store.read(|tx| players::language(tx, user))? == Some(language) {
            return Ok(());
        }
        self.store.write_unsynced(|tx| players::set_language(tx, user, language))?;
        Ok(())
    }

    /// The language server `guild` last spoke (its `guild_locale`), if
    /// one was seen.
    ///
    /// # Errors
    /// Store errors.
    pub fn server_language(&self, guild: GuildId) -> Result<Option<Language>, ServiceError> {
        Ok(self.store.read(|tx| servers::language(tx, guild))?)
    }

    /// Remembers the language server `guild` speaks, for the posts the bot
    /// makes there with no interaction to read it from. Writes only when
    /// it changed.
    ///
    /// # Errors
    /// Store errors.
    pub fn remember_server_language(&self, guild: GuildId, language: Language) -> Result<(), ServiceError> {
        if self.store.read(|tx| servers::language(tx, guild))? == Some(language) {
            return Ok(());
        }
        self.store.write_unsynced(|tx| servers::set_language(tx, guild, language))?;
        Ok(())
    }

    /// A player's record and rating, if they ever played or were challenged.
    ///
    /// # Errors
    /// Store errors.
    pub fn player(&self, user: UserId) -> Result<Option<PlayerRow>, ServiceError> {
        Ok(self.store.read(|tx| players::load(tx, user))?)
    }

    /// Remembers the message showing the latest board of `game`.
    ///
    /// # Errors
    /// [`ServiceError::GameNotFound`].
    pub fn set_board_message(&self, game: GameId, message: MessageId) -> Result<(), ServiceError> {
        self.store.write(|tx| {
            if games::set_board_message(tx, game, message)? {
                Ok(())
            } else {
                Err(ServiceError::GameNotFound { game })
            }
        })
    }
}
