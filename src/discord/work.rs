//! Work that must not run on the async executor: every SQLite call, the
//! computer's moves (inside the service) and drawing pictures all go
//! through [`blocking`], which runs them on tokio's blocking pool.

use std::sync::Arc;

use tracing::warn;

use super::reply::{self, Post, Posted};
use super::{BotError, picture};
use crate::messages::discord::{self as words, Deed};
use crate::rules::{ByPlayer, Player, Position};
use crate::service::{ChannelId, GameId, GuildId, Language, MessageId, Seat, UserId};
use crate::service::{Game, GameService};

/// Runs `f` with the service on the blocking pool.
///
/// # Errors
/// Whatever `f` returns; [`BotError::Task`] if it panicked.
pub async fn blocking<T, F>(service: &Arc<GameService>, f: F) -> Result<T, BotError>
where
    T: Send + 'static,
    F: FnOnce(&GameService) -> Result<T, BotError> + Send + 'static,
{
    let service = Arc::clone(service);
    tokio::task::spawn_blocking(move || f(&service)).await?
}

/// Remembers, off the executor and without holding up the answer, the
/// language `locale` of `user`'s Discord client: background posts to them
/// (a board the deadline task delivers) have no interaction to read it
/// from. A failure is logged: it costs at most a post in the old language.
pub fn remember_language(service: &Arc<GameService>, user: UserId, locale: &str) {
    let (service, language) = (Arc::clone(service), Language::from_discord(locale));
    tokio::task::spawn_blocking(move || {
        if let Err(e) = service.remember_language(user, language) {
            warn!(error = %BotError::from(e), "could not remember a player's language");
        }
    });
}

/// Remembers, as [`remember_language`] does for a player, the language
/// (`guild_locale`) of the server an interaction came from: reminders,
/// notices and boards the bot posts there on its own are in it. Nothing
/// in a DM (no server) or when Discord did not say.
pub fn remember_server_language(
    service: &Arc<GameService>,
    guild: Option<GuildId>,
    guild_locale: Option<&str>,
) {
    let (Some(guild), Some(locale)) = (guild, guild_locale) else { return };
    let (service, language) = (Arc::clone(service), Language::from_discord(locale));
    tokio::task::spawn_blocking(move || {
        if let Err(e) = service.remember_server_language(guild, language) {
            warn!(error = %BotError::from(e), "could not remember a server's language");
        }
    });
}

/// The language of a post the bot makes in `game`'s channel on its own
/// (no interaction to read it from): the server's last seen; in a DM, or
/// a server not seen since this was stored, the language last seen of the
/// player it pings (the one to move, or when the game is over, White's).
pub fn background_language(service: &GameService, game: &Game) -> Language {
    let server = game.guild.and_then(|guild| service.server_language(guild).ok().flatten());
    server.unwrap_or_else(|| {
        let pinged = match game.result {
            None => game.seats[game.to_move()].user(),
            Some(_) => game.seats.white.user().or(game.seats.black.user()),
        };
        pinged.and_then(|user| service.language_of(user).ok()).unwrap_or_default()
    })
}

/// The names shown for a game's two seats.
///
/// # Errors
/// Store failures.
pub fn names(service: &GameService, language: Language, game: &Game) -> Result<ByPlayer<String>, BotError> {
    let mut names = ByPlayer::both(String::new());
    for player in Player::BOTH {
        let seat = game.seats[player];
        let known = match seat {
            Seat::Human(user) => service.player(user)?.map(|p| p.name),
            Seat::Bot(_) => None,
        };
        names[player] = words::seat_name(language, seat, known.as_deref());
    }
    Ok(names)
}

/// The usernames of a game's people, where they differ from the names
/// shown: what pictures draw when a display name cannot be drawn.
///
/// # Errors
/// Store failures.
pub fn usernames(service: &GameService, game: &Game) -> Result<ByPlayer<Option<String>>, BotError> {
    let mut usernames = ByPlayer::both(None);
    for player in Player::BOTH {
        if let Seat::Human(user) = game.seats[player] {
            usernames[player] = service.player(user)?.and_then(|p| p.username);
        }
    }
    Ok(usernames)
}

/// The post showing `game` at `position` above `text`, pinging whom
/// [`reply::to_notify`] says (the player to move, or at the end the
/// players other than `actor`).
///
/// # Errors
/// Store or drawing failures.
pub fn board_post(
    service: &GameService,
    language: Language,
    game: &Game,
    position: &Position,
    text: &str,
    actor: Option<UserId>,
) -> Result<Post, BotError> {
    let names = names(service, language, game)?;
    let png = picture::board(language, game, position, &names, &usernames(service, game)?, None)?;
    Ok(reply::board_post(language, game, text, &names, png, &reply::to_notify(game, actor)))
}

/// [`board_post`] for a game's current position, loaded fresh.
///
/// # Errors
/// Refusals (no such game) and store or drawing failures.
pub fn current_board_post(
    service: &GameService,
    language: Language,
    game: GameId,
    text: &str,
    actor: Option<UserId>,
) -> Result<Post, BotError> {
    let view = service.game(game)?;
    board_post(service, language, &view.game, &view.position, text, actor)
}

/// Records that `post` was shown as `posted` when it showed a board in
/// its game's own channel (see [`reply::BoardOf`]): the channel has seen
/// that state, and the message may become the latest board that reminders
/// reply to. One conditional write in the service, which keeps a later
/// board and ignores a picture of a state the game has left. A failure is
/// logged, not reported: it costs at most a board posted again later.
pub async fn remember_board(service: &Arc<GameService>, post: &Post, posted: Posted) {
    remember(service, post, posted.channel, Some(posted.message)).await;
}

/// As [`remember_board`] for a post whose message id could not be read
/// back: it was shown in `channel` all the same, so no board is owed.
pub async fn remember_shown(service: &Arc<GameService>, post: &Post, channel: ChannelId) {
    remember(service, post, channel, None).await;
}

async fn remember(service: &Arc<GameService>, post: &Post, channel: ChannelId, message: Option<MessageId>) {
    let Some(board) = post.board.filter(|b| !post.ephemeral && b.shown_in(channel)) else { return };
    let done = blocking(service, move |s| Ok(s.board_shown(board.game, board.state, message)?)).await;
    if let Err(e) = done {
        warn!(game = %board.game, error = %e, "could not record a board as shown");
    }
}

/// A challenge whose post failed cannot be seen, so nobody could accept
/// it: it is withdrawn: commands and buttons both
/// come here when a post failed after the commit.
pub async fn withdraw_unseen(service: &Arc<GameService>, error: BotError, user: UserId) -> BotError {
    let BotError::DoneUnanswered { deed: Deed::Challenged(challenge, _), source } = error else {
        return error;
    };
    let withdrawn = match blocking(service, move |s| Ok(s.cancel(challenge, user)?)).await {
        Ok(_) => true,
        Err(e) => {
            warn!(%challenge, error = %e, "could not withdraw a challenge nobody saw");
            false
        }
    };
    BotError::DoneUnanswered { deed: Deed::Challenged(challenge, withdrawn), source }
}

/// The message showing `game`'s latest board, if one is remembered.
pub fn latest_board(service: &GameService, game: GameId) -> Option<MessageId> {
    match service.game(game) {
        Ok(view) => view.game.board_message,
        Err(e) => {
            warn!(%game, error = %e, "could not look up a game's board message");
            None
        }
    }
}
