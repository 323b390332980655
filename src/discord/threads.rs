//! A thread per game, on Discord's side: when a challenge is accepted in a
//! server that asks for it, the thread started from the challenge message,
//! the game moved into it, both players added, the first board posted
//! there and the challenge message turned into the channel's one line
//! about it; when a game played in a thread ends, the lobby's line and the
//! thread archived (through [`super::deliver`], as every post the bot makes
//! by itself).
//!
//! Whatever fails on the way leaves the game playable: without a thread
//! the board is posted in the channel as before (the caller does that when
//! [`start`] says [`Started::InChannel`]), and a thread the game could not
//! be moved into is left empty.
//!
//! A league's games (see `super::leagues`) get their threads the same way,
//! each started from the league's line about it in the channel.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::BotError;
use super::deliver::{Mark, Sent, nonce_for, send};
use super::reply::{Post, Posted};
use super::work::blocking;
use crate::messages::threads as words;
use crate::service::{ChannelId, GameId, GameService, Language, MessageId, UserId};

/// How long a quiet game's thread stays in the channel's list: Discord
/// archives it after a week without a post (a post opens it again).
const AUTO_ARCHIVE: serenity::AutoArchiveDuration = serenity::AutoArchiveDuration::OneWeek;

/// What starting a game's thread needs, decided with the accepted
/// challenge (see `buttons`).
#[derive(Clone, Debug)]
pub struct ThreadStart {
    /// The game.
    pub game: GameId,
    /// The thread's name.
    pub name: String,
    /// The people to add to the thread: both players.
    pub players: Vec<UserId>,
    /// The game's first board, to post in the thread.
    pub board: Post,
    /// Who accepted, and the channel's language: the challenge message's
    /// new line names them.
    pub accepter: UserId,
    /// The language of that line.
    pub language: Language,
}

/// How starting a game's thread went.
#[derive(Debug)]
pub enum Started {
    /// The game is in its thread, its first board posted there.
    InThread(Post, Posted),
    /// The game is in its thread, but its first board could not be posted:
    /// the background task owes it there.
    BoardOwed,
    /// No thread could take the game: it is played in the channel, where
    /// this first board belongs.
    InChannel(Post),
}

/// Starts the game's thread from the pressed challenge message and posts
/// its first board there.
pub async fn start(
    http: &serenity::Http,
    service: &Arc<GameService>,
    press: &serenity::ComponentInteraction,
    start: ThreadStart,
) -> Started {
    let lobby = ChannelId(press.channel_id.get());
    let (language, accepter, game) = (start.language, start.accepter, start.game);
    let started = from_message(http, service, lobby, MessageId(press.message.id.get()), start).await;
    if let Started::InThread(_, posted) = &started {
        let line = words::challenge_accepted_in_thread(language, accepter, game, posted.channel);
        if let Err(e) = press.edit_response(http, Post::text(line).to_edit()).await {
            warn!(%game, error = %BotError::from(e), "could not link the challenge to the game's thread");
        }
    }
    started
}

/// Posts `line` in `lobby` (a league's line about one of its games), starts
/// the game's thread from it and posts its first board there. Without the
/// line posted, the game is played in the lobby.
pub async fn start_from_line(
    http: &serenity::Http,
    service: &Arc<GameService>,
    lobby: ChannelId,
    line: Post,
    start: ThreadStart,
) -> Started {
    let nonce = nonce_for(&format!("thread-line:{}", start.game.0));
    match send(http, lobby, &line, &nonce).await {
        Sent::Posted(message) => from_message(http, service, lobby, message, start).await,
        Sent::Refused(why, _) | Sent::NotYet(why) => {
            warn!(game = %start.game, error = %why, "could not post a league game's line; it is played in the channel");
            Started::InChannel(start.board)
        }
    }
}

/// Starts the game's thread from `message` in `lobby`, moves the game
/// into it, adds both players and posts the first board there.
async fn from_message(
    http: &serenity::Http,
    service: &Arc<GameService>,
    lobby: ChannelId,
    message: MessageId,
    start: ThreadStart,
) -> Started {
    let builder = serenity::CreateThread::new(start.name.clone()).auto_archive_duration(AUTO_ARCHIVE);
    let lobby_id = serenity::ChannelId::new(lobby.0.max(1));
    let thread = match lobby_id
        .create_thread_from_message(http, serenity::MessageId::new(message.0.max(1)), builder)
        .await
    {
        Ok(thread) => thread.id,
        Err(e) => {
            warn!(game = %start.game, error = %BotError::from(e), "could not start a game's thread; it is played in the channel");
            return Started::InChannel(start.board);
        }
    };
    let (game, from, into) = (start.game, lobby, ChannelId(thread.get()));
    match blocking(service, move |s| Ok(s.move_into_thread(game, from, into)?)).await {
        Ok(true) => {}
        Ok(false) => {
            warn!(%game, "a game was already moved elsewhere; its new thread stays empty");
            return Started::BoardOwed;
        }
        Err(e) => {
            warn!(%game, error = %e, "could not move a game into its thread; it is played in the channel");
            return Started::InChannel(start.board);
        }
    }
    for &player in &start.players {
        if let Err(e) = thread.add_thread_member(http, serenity::UserId::new(player.0.max(1))).await {
            warn!(%game, error = %BotError::from(e), "could not add a player to the game's thread");
        }
    }
    let mut board = start.board;
    if let Some(shown) = board.board.as_mut() {
        shown.channel = into;
    }
    // With the nonce the background task would give the same board, so
    // that a retry there cannot show it twice; transient failures are
    // tried again as for any post the bot makes by itself.
    let nonce = board.board.map(|b| nonce_for(&Mark::Board(b).key())).unwrap_or_default();
    match send(http, into, &board, &nonce).await {
        Sent::Posted(message) => Started::InThread(board, Posted { channel: into, message }),
        Sent::Refused(why, _) | Sent::NotYet(why) => {
            // The game is in its thread: the background task owes the
            // board there and posts it (with the same nonce).
            warn!(%game, error = %why, "could not post the first board in the game's thread; it is owed");
            Started::BoardOwed
        }
    }
}
