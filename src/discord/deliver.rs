//! Posting in a game's channel by the bot itself (reminders, notices,
//! boards): delivered at least once and shown once (STYLE.md habit 18).
//!
//! The service hands out what is due without marking it. Each post carries
//! a nonce derived from what it is, with `enforce_nonce`, so an attempt
//! whose outcome is unknown (no answer in time, an answer lost on the way)
//! can be repeated: Discord then returns the message it already created
//! instead of a second one. Only once Discord accepted a post is it marked,
//! with one conditional write in the service ([`Mark::record`]).
//!
//! A transient failure (5xx, 429, the network) is retried a few times
//! within the round, pausing longer each time, and then left due for the
//! next round. A permanent refusal (403, 404, 400: the channel is gone or
//! closed to the bot, or Discord will never take the request) is logged
//! once and marked, so it is not tried for ever. Posts go out side by side,
//! so one failing channel delays no other.
//!
//! ```
//! use punct::discord::deliver::nonce_for;
//! let nonce = nonce_for("reminder:12:1:1767225600");
//! assert_eq!(nonce, nonce_for("reminder:12:1:1767225600"));
//! assert_ne!(nonce, nonce_for("reminder:12:2:1767225600"));
//! assert!(nonce.len() <= 25); // Discord's limit
//! ```

use std::sync::Arc;
use std::time::Duration;

use poise::futures_util::{StreamExt, stream};
use poise::serenity_prelude as serenity;
use tracing::{debug, warn};

use super::error::{discord_summary, is_dms_closed, is_permanent_refusal, is_rate_limited};
use super::reply::{BoardOf, Post};
use super::work::blocking;
use crate::service::{
    AwayDayNotice, Digest, GameService, Reminder, ServiceError, TimeUpNotice, TurnNotice, UserId,
};
use crate::service::{ChallengeId, ChannelId, GameId, LeagueId, MessageId};

/// Attempts per post within one round.
const ATTEMPTS: usize = 3;

/// The pause after a failed attempt (a 5xx, the network).
const BACKOFF: [Duration; ATTEMPTS - 1] = [Duration::from_millis(250), Duration::from_millis(1000)];

/// The pause after a 429. With serenity's rate limiter on (production),
/// serenity itself waits Discord's `retry_after` and tries again before
/// this code sees anything; a 429 reaches here only with the limiter off
/// (behind a proxy, as in the tests), and serenity 0.12.5 keeps neither the
/// `Retry-After` header nor the body's `retry_after` in its error. So the
/// pause is at least Discord's usual per-route `retry_after` (under a
/// second), growing.
const RATE_LIMITED_BACKOFF: [Duration; ATTEMPTS - 1] = [Duration::from_secs(1), Duration::from_secs(2)];

/// The longest one attempt may take; beyond it the outcome is unknown, and
/// the next attempt (same nonce) settles it.
const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(20);

/// Posts in flight at once: enough that a channel being retried holds up
/// nothing, few enough not to run into Discord's global rate limit.
const IN_FLIGHT: usize = 8;

/// What Discord's acceptance of a post records: which reminder, notice,
/// board or note it was. It names the post, so it also gives its nonce.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A reminder to move.
    Reminder(Reminder),
    /// The notice that the opponent's time ran out.
    TimeUp(TimeUpNotice),
    /// A board of a game, in a state its channel had not seen.
    Board(BoardOf),
    /// The note that a challenge expired unanswered.
    Expiry(ChallengeId),
    /// The notice that an away day was spent instead of a loss on time.
    AwayDay(AwayDayNotice),
    /// A DM that a game waits for the player's move.
    Turn(TurnNotice),
    /// The daily DM of the games waiting for the player.
    Digest(Digest),
    /// The line a game's lobby gets when the game, played in a thread,
    /// ended; `thread` is archived once it is posted.
    Lobby {
        /// The game.
        game: GameId,
        /// Its thread, to archive (`None` while a rematch goes on there).
        thread: Option<ChannelId>,
    },
    /// A league's news: the opening of `round`, or (`rounds + 1`) its final
    /// standings.
    League {
        /// The league.
        league: LeagueId,
        /// What the channel was shown.
        round: u32,
    },
    /// A league's note with nothing to record (its start time came with too
    /// few entrants: the time is cleared already).
    LeagueNote {
        /// The league.
        league: LeagueId,
    },
}

impl Mark {
    /// What the post is, in words that name it and nothing else: two
    /// posts with the same key are the same post.
    pub fn key(&self) -> String {
        match self {
            Mark::Reminder(r) => format!("reminder:{}:{}:{}", r.game.0, r.stage.number(), r.deadline.0),
            Mark::TimeUp(n) => format!("timeup:{}:{}", n.game.0, n.deadline.0),
            Mark::Board(b) => format!("board:{}:{}:{}", b.game.0, b.state.log_len, u8::from(b.state.over)),
            Mark::Expiry(c) => format!("expiry:{}", c.0),
            Mark::AwayDay(n) => format!("awayday:{}:{}", n.game.0, n.until.0),
            Mark::Turn(n) => format!("turn:{}:{}", n.game.0, n.due.0),
            Mark::Digest(d) => format!("digest:{}:{}", d.user.0, d.due.0),
            Mark::Lobby { game, .. } => format!("lobby:{}", game.0),
            Mark::League { league, round } => format!("league:{}:{round}", league.0),
            Mark::LeagueNote { league } => format!("league-note:{}", league.0),
        }
    }

    /// The person a DM goes to, if this is one: a refusal because their
    /// DMs are closed turns their notices off.
    fn dm_to(&self) -> Option<UserId> {
        match self {
            Mark::Turn(n) => Some(n.user),
            Mark::Digest(d) => Some(d.user),
            _ => None,
        }
    }

    /// Records the post as delivered (`message`: where, if it was
    /// posted; `None` when Discord refused it for good, so that it is not
    /// tried for ever). Blocking. Returns whether anything was still to
    /// record.
    ///
    /// # Errors
    /// Store errors.
    pub fn record(&self, service: &GameService, message: Option<MessageId>) -> Result<bool, ServiceError> {
        match self {
            Mark::Reminder(r) => service.mark_reminder_sent(r),
            Mark::TimeUp(n) => service.mark_time_up_notice_sent(n),
            Mark::Board(b) => service.board_shown(b.game, b.state, message),
            Mark::Expiry(c) => service.mark_expiry_note_sent(*c),
            Mark::AwayDay(n) => service.mark_away_day_notice_sent(n),
            Mark::Turn(n) => service.mark_turn_notice_sent(n),
            Mark::Digest(d) => service.mark_digest_sent(d),
            Mark::Lobby { game, .. } => service.lobby_told(*game),
            Mark::League { league, round } => service.league_news_shown(*league, *round),
            Mark::LeagueNote { .. } => Ok(true),
        }
    }
}

/// The nonce of the post named `key`: `punct-` and 16 hex digits of a
/// fixed hash (FNV-1a, 64 bits), 22 characters whatever the ids, within
/// Discord's 25, and the same in every process and version.
pub fn nonce_for(key: &str) -> String {
    let hash = key.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    format!("punct-{hash:016x}")
}

/// One post to deliver in a channel, and what to record once it is.
#[derive(Clone, Debug)]
pub struct Outgoing {
    /// Where.
    pub channel: ChannelId,
    /// What.
    pub post: Post,
    /// What it is.
    pub mark: Mark,
}

impl Outgoing {
    /// A board post, recorded as shown once delivered; `None` if `post`
    /// shows no board.
    pub fn board(channel: ChannelId, post: Post) -> Option<Outgoing> {
        let board = post.board?;
        Some(Outgoing { channel, post, mark: Mark::Board(board) })
    }
}

/// How one post fared.
pub(crate) enum Sent {
    /// Discord accepted it as this message.
    Posted(MessageId),
    /// Discord refused it for good (the safe summary says why; whether
    /// because the person's DMs are closed to the bot).
    Refused(String, bool),
    /// Not this round (the safe summary of the last failure).
    NotYet(String),
}

/// Delivers every post side by side, each recorded once Discord accepted
/// it (or refused it for good); those that could not be sent stay due.
pub(crate) async fn deliver_all(http: &serenity::Http, service: &Arc<GameService>, outgoing: Vec<Outgoing>) {
    let outgoing = without_answer_only(service, outgoing).await;
    stream::iter(outgoing)
        .map(|out| deliver(http, service, out))
        .buffer_unordered(IN_FLIGHT)
        .collect::<Vec<()>>()
        .await;
}

/// `outgoing` less the posts for channels where the bot only answers (a
/// user's install: a DM or group DM between friends): Discord would refuse
/// them, so they are not sent but recorded as undeliverable, as a post
/// refused for good is.
async fn without_answer_only(service: &Arc<GameService>, outgoing: Vec<Outgoing>) -> Vec<Outgoing> {
    if outgoing.is_empty() {
        return outgoing;
    }
    let channels: Vec<ChannelId> = outgoing.iter().map(|o| o.channel).collect();
    let silent = match blocking(service, move |s| Ok(s.answer_only_among(&channels)?)).await {
        Ok(silent) => silent,
        Err(e) => {
            warn!(error = %e, "could not read where the bot only answers; posting as usual");
            return outgoing;
        }
    };
    let (kept, dropped): (Vec<Outgoing>, Vec<Outgoing>) =
        outgoing.into_iter().partition(|o| !silent.contains(&o.channel));
    if !dropped.is_empty() {
        let marks: Vec<Mark> = dropped.into_iter().map(|o| o.mark).collect();
        let recorded = blocking(service, move |s| {
            for mark in &marks {
                debug!(post = %mark.key(), "not posted: the bot only answers in that channel");
                mark.record(s, None)?;
            }
            Ok(())
        });
        if let Err(e) = recorded.await {
            warn!(error = %e, "could not record the posts that cannot be made");
        }
    }
    kept
}

/// Delivers one post and records it (see the module docs).
pub(crate) async fn deliver(http: &serenity::Http, service: &Arc<GameService>, out: Outgoing) {
    let key = out.mark.key();
    let channel = out.channel.0;
    let message = match send(http, out.channel, &out.post, &nonce_for(&key)).await {
        Sent::Posted(message) => Some(message),
        Sent::Refused(why, dms_closed) => {
            warn!(channel, post = %key, error = %why, "Discord refused a post for good; it will not be tried again");
            if let Some(user) = out.mark.dm_to().filter(|_| dms_closed) {
                if let Err(e) = blocking(service, move |s| Ok(s.dms_closed(user)?)).await {
                    warn!(%user, error = %e, "could not switch off the notices of someone whose DMs are closed");
                }
                return;
            }
            None
        }
        Sent::NotYet(why) => {
            warn!(channel, post = %key, error = %why, "could not post; it stays due for the next round");
            return;
        }
    };
    if let Mark::Lobby { game, thread: Some(thread) } = out.mark {
        archive(http, game, thread).await;
    }
    let mark = out.mark;
    if let Err(e) = blocking(service, move |s| Ok(mark.record(s, message)?)).await {
        warn!(post = %key, error = %e, "could not record a post as delivered; its nonce keeps a retry from showing it twice");
    }
}

/// Archives the thread of a game that ended, once its lobby was told: it
/// leaves the channel's list of active threads (anyone can still open it,
/// and a post there opens it again). A failure is logged: Discord archives
/// it after a week anyway.
async fn archive(http: &serenity::Http, game: GameId, thread: ChannelId) {
    let edit = serenity::EditThread::new().archived(true);
    if let Err(e) = serenity::ChannelId::new(thread.0.max(1)).edit_thread(http, edit).await {
        warn!(%game, error = %discord_summary(&e), "could not archive a finished game's thread");
    }
}

/// Posts in `channel`, trying again after a transient failure.
pub(crate) async fn send(http: &serenity::Http, channel: ChannelId, post: &Post, nonce: &str) -> Sent {
    let target = serenity::ChannelId::new(channel.0.max(1));
    let mut attempt = 0;
    loop {
        let message = post.to_message().nonce(serenity::Nonce::String(nonce.to_string())).enforce_nonce(true);
        let (why, pauses) =
            match tokio::time::timeout(ATTEMPT_TIMEOUT, target.send_message(http, message)).await {
                Ok(Ok(message)) => return Sent::Posted(MessageId(message.id.get())),
                Ok(Err(e)) if is_permanent_refusal(&e) => {
                    return Sent::Refused(discord_summary(&e), is_dms_closed(&e));
                }
                Ok(Err(e)) if is_rate_limited(&e) => (discord_summary(&e), RATE_LIMITED_BACKOFF),
                Ok(Err(e)) => (discord_summary(&e), BACKOFF),
                Err(_) => (format!("no answer within {} s", ATTEMPT_TIMEOUT.as_secs()), BACKOFF),
            };
        let Some(&pause) = pauses.get(attempt) else { return Sent::NotYet(why) };
        debug!(channel = channel.0, error = %why, pause_ms = pause.as_millis(), "post failed; trying again");
        tokio::time::sleep(pause).await;
        attempt += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::{BoardState, GameId, ReminderStage, Timestamp, UserId};

    #[test]
    fn each_post_has_its_own_short_nonce_and_the_same_one_every_time() {
        let reminder = Reminder {
            game: GameId(i64::MAX),
            channel: ChannelId(u64::MAX),
            user: UserId(u64::MAX),
            stage: ReminderStage::Final,
            deadline: Timestamp(i64::MAX),
            board: None,
            language: crate::service::Language::ENGLISH,
            opponent_away: None,
        };
        let board = |log_len, over| {
            Mark::Board(BoardOf {
                game: GameId(7),
                channel: ChannelId(1),
                state: BoardState { log_len, over },
            })
        };
        let marks = [
            Mark::Reminder(reminder),
            Mark::Reminder(Reminder { stage: ReminderStage::Half, ..reminder }),
            board(4, false),
            board(4, true),
            board(5, false),
            Mark::Expiry(ChallengeId(7)),
        ];
        let nonces: Vec<String> = marks.iter().map(|m| nonce_for(&m.key())).collect();
        for (mark, nonce) in marks.iter().zip(&nonces) {
            assert!(nonce.len() <= 25, "{nonce}");
            assert_eq!(nonce, &nonce_for(&mark.key()));
        }
        let distinct: std::collections::HashSet<&String> = nonces.iter().collect();
        assert_eq!(distinct.len(), marks.len(), "{nonces:?}");
        assert_eq!(nonce_for("board:7:4:0"), nonces[2], "the key names the post");
    }
}
