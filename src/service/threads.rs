//! A server's settings (a thread per game, who may organise leagues), and
//! a thread per game: a server's choice (`/punct server-settings
//! threads:`), a game moved into the thread started from its challenge,
//! and the one line its lobby gets when it ends.
//!
//! The thread itself is Discord's: the front end starts it and hands its
//! id here. A game in a thread keeps the channel it was started in as its
//! *lobby*; everything of the game is posted in the thread, and the lobby
//! hears only that it started (the challenge message, edited) and, once,
//! that it ended ([`GameService::lobbies_to_tell`], delivered at least once
//! by the background task like every post it makes).

use crate::model::{ChannelId, GameId, GuildId, Language, RoleId};
use crate::service::deadlines::language_of;
use crate::service::{GameService, LobbyNews, ServerSettings, ServiceError};
use crate::store::{StoreError, challenges, games, servers};

/// A server's settings as stored.
fn settings(tx: &rusqlite::Connection, guild: GuildId) -> Result<ServerSettings, StoreError> {
    Ok(ServerSettings {
        threads: servers::threads(tx, guild)?,
        league_role: servers::league_role(tx, guild)?,
    })
}

/// Lobby lines handed out per background round: a round's posts are
/// bounded, the rest wait for the next.
const LOBBY_LINES_AT_ONCE: u32 = 50;

impl GameService {
    /// What the people who manage `guild` chose for it.
    ///
    /// # Errors
    /// Store errors.
    pub fn server_settings(&self, guild: GuildId) -> Result<ServerSettings, ServiceError> {
        Ok(self.store.read(|tx| settings(tx, guild))?)
    }

    /// Sets whether `guild` plays each game between people in a thread of
    /// its own, from the next challenge accepted on (games going on stay
    /// where they are). `language` is the server's, kept for its posts if
    /// none was seen yet. Whoever asks must manage the server: the front end
    /// checks that, since only Discord knows it.
    ///
    /// # Errors
    /// Store errors.
    pub fn set_threads(
        &self,
        guild: GuildId,
        language: Language,
        on: bool,
    ) -> Result<ServerSettings, ServiceError> {
        Ok(self.store.write(|tx| {
            servers::set_threads(tx, guild, language, on)?;
            settings(tx, guild)
        })?)
    }

    /// Names the role whose members may organise leagues in `guild`
    /// (`None`: only those who manage it). As for [`GameService::set_threads`],
    /// the front end checks that whoever asks manages the server.
    ///
    /// # Errors
    /// Store errors.
    pub fn set_league_role(
        &self,
        guild: GuildId,
        language: Language,
        role: Option<RoleId>,
    ) -> Result<ServerSettings, ServiceError> {
        Ok(self.store.write(|tx| {
            servers::set_league_role(tx, guild, language, role)?;
            settings(tx, guild)
        })?)
    }

    /// Moves `game` from `lobby`, where it was accepted, into `thread`, the
    /// thread just started from its challenge: from now on it is played,
    /// and everything of it posted, there. Returns whether it moved (not if
    /// it had already: a second press cannot give it a second thread).
    ///
    /// # Errors
    /// Store errors.
    pub fn move_into_thread(
        &self,
        game: GameId,
        lobby: ChannelId,
        thread: ChannelId,
    ) -> Result<bool, ServiceError> {
        Ok(self.store.write(|tx| games::move_into_thread(tx, game, lobby, thread))?)
    }

    /// Games played in a thread that ended and whose final board was
    /// shown, whose lobby has not yet heard of their end: oldest first, a
    /// bounded number at a time.
    ///
    /// # Errors
    /// Store errors.
    pub fn lobbies_to_tell(&self) -> Result<Vec<LobbyNews>, ServiceError> {
        let now = self.now();
        self.store.read(|tx| {
            let mut news = Vec::new();
            for game in games::lobby_untold(tx, LOBBY_LINES_AT_ONCE)? {
                let Some(lobby) = game.lobby else { continue };
                let language = language_of(tx, &game, now)?;
                // A rematch challenged or played in the thread keeps it open.
                let thread = game.channel;
                let archive =
                    games::ongoing_in(tx, thread)?.is_empty() && challenges::open_in(tx, thread)?.is_empty();
                news.push(LobbyNews { game, lobby, language, archive });
            }
            Ok(news)
        })
    }

    /// Records that the lobby of `game` was told of its end (or refused it
    /// for good). Returns whether it was still untold.
    ///
    /// # Errors
    /// Store errors.
    pub fn lobby_told(&self, game: GameId) -> Result<bool, ServiceError> {
        Ok(self.store.write(|tx| games::lobby_was_told(tx, game))?)
    }
}
