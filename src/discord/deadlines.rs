//! The background task: every so often it asks the service what is due
//! (the computer's pending moves, away days spent, reminders, time-up notices, timeouts,
//! turn notices and digests by DM,
//! expired challenges, boards a channel has not seen, leagues' rounds) and posts it in the
//! game's channel with the bot's own HTTP client, since interaction tokens
//! expire after 15 minutes. Reminders, time-up notices (with a Claim the
//! win button) and timeouts reply to the game's latest board; boards it
//! posts become the latest.
//!
//! Delivery is [`super::deliver`]'s: nothing handed out here is marked
//! until Discord accepted it, so a post that fails is handed out again in
//! a later round, and one that was posted never twice. What has no mark of
//! its own (a timeout's result, the computer's move) is a board the
//! channel has not seen: if its first post fails, the game owes that board
//! and a later round posts it from what is stored.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::sync::watch;
use tracing::{info, warn};

use super::deliver::{Mark, Outgoing, deliver_all};
use super::reply::{Post, time_up_post};
use super::work::{blocking, board_post};
use super::{BotError, Progress};
use crate::messages::{discord as words, service as game_words, threads as thread_words};
use crate::service::{ChannelId, GameService, GameUpdate, GameView, PlayedMove, UserId, notified};

/// How the task runs.
pub struct Watch {
    /// Time between rounds.
    pub every: Duration,
    /// The task stops when this turns true.
    pub stop: watch::Receiver<bool>,
    /// Counts each finished round, if anyone watches (tests).
    pub progress: Option<Arc<watch::Sender<Progress>>>,
}

/// Starts the task.
pub fn spawn(
    http: Arc<serenity::Http>,
    service: Arc<GameService>,
    watch: Watch,
) -> tokio::task::JoinHandle<()> {
    let Watch { every, mut stop, progress } = watch;
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        info!(every_s = every.as_secs_f32(), "deadline watch started");
        let mut first = true;
        loop {
            tokio::select! {
                _ = ticks.tick() => {
                    tick(&http, &service, first).await;
                    first = false;
                    if let Some(progress) = &progress {
                        progress.send_modify(|p| p.deadline_rounds += 1);
                    }
                }
                changed = stop.changed() => if changed.is_err() || *stop.borrow() { break },
            }
        }
        info!("deadline watch stopped");
    })
}

/// One round: each kind of due work is gathered apart, so one failing does
/// not hold up the others, then everything is delivered side by side. The
/// first round after start-up makes every pending computer move (nothing
/// else can be computing one yet); later rounds only those stalled long
/// enough not to race a reply still being computed. Owed boards come last:
/// what this round changed is too fresh to be owed.
pub async fn tick(http: &serenity::Http, service: &Arc<GameService>, at_start_up: bool) {
    let computer: Round = if at_start_up { computer_moves_at_start_up } else { stalled_computer_moves };
    let rounds: [(&str, Round); 8] = [
        ("computer moves", computer),
        ("away days", away_days),
        ("reminders", reminders),
        ("time-up notices", time_up_notices),
        ("timeouts", timeouts),
        ("expired challenges", expired),
        ("owed boards", owed_boards),
        ("lobby lines", lobby_lines),
    ];
    let mut outgoing = Vec::new();
    for (what, round) in rounds {
        match blocking(service, round).await {
            Ok(mut posts) => outgoing.append(&mut posts),
            Err(e) => warn!(what, error = %e, "deadline round failed"),
        }
    }
    outgoing.append(&mut direct_messages(http, service).await);
    deliver_all(http, service, outgoing).await;
    // Leagues last: a round just completed by this round's timeouts
    // starts the next at once.
    super::leagues::deliver_news(http, service).await;
}

/// Turn notices and digests, each to its player's DM channel with the bot
/// (asked of Discord once, then remembered). A player whose channel
/// cannot be had this round is tried again next round.
async fn direct_messages(http: &serenity::Http, service: &Arc<GameService>) -> Vec<Outgoing> {
    let due = blocking(service, |s| Ok((s.due_turn_notices()?, s.due_digests()?))).await;
    let (turns, digests) = match due {
        Ok(due) => due,
        Err(e) => {
            warn!(error = %e, "turn notice round failed");
            return Vec::new();
        }
    };
    let mut outgoing = Vec::new();
    for n in turns {
        let Some(channel) = dm_channel(http, service, n.user, n.dm).await else { continue };
        let post = Post::text(words::turn_notice(n.language, &n));
        outgoing.push(Outgoing { channel, post, mark: Mark::Turn(n) });
    }
    for d in digests {
        let Some(channel) = dm_channel(http, service, d.user, d.dm).await else { continue };
        let post = Post::text(words::digest(d.language, &d, DM_MAX_CHARS));
        outgoing.push(Outgoing { channel, post, mark: Mark::Digest(d) });
    }
    outgoing
}

/// The longest DM: Discord's limit for a message's text.
const DM_MAX_CHARS: usize = 2000;

/// `user`'s DM channel with the bot: `known`, or asked of Discord and
/// remembered.
async fn dm_channel(
    http: &serenity::Http,
    service: &Arc<GameService>,
    user: UserId,
    known: Option<ChannelId>,
) -> Option<ChannelId> {
    if known.is_some() {
        return known;
    }
    match serenity::UserId::new(user.0.max(1)).create_dm_channel(http).await {
        Ok(channel) => {
            let channel = ChannelId(channel.id.get());
            if let Err(e) = blocking(service, move |s| Ok(s.remember_dm_channel(user, channel)?)).await {
                warn!(%user, error = %e, "could not remember a DM channel; it is asked for again next time");
            }
            Some(channel)
        }
        Err(e) => {
            warn!(%user, error = %super::error::discord_summary(&e), "could not open a DM channel; trying next round");
            None
        }
    }
}

type Round = fn(&GameService) -> Result<Vec<Outgoing>, BotError>;

/// Timeout protection first, so that no time-up notice or loss follows a
/// deadline an away day moved; then the notices of days spent (this
/// round's and any an earlier round failed to post), replying to the
/// board, pinging the player whose time ran out.
fn away_days(s: &GameService) -> Result<Vec<Outgoing>, BotError> {
    s.spend_away_days()?;
    Ok(s.due_away_day_notices()?
        .into_iter()
        .map(|n| {
            let post = Post::text(words::away_day_spent(n.language, &n))
                .pinging(n.user)
                .replying_to(n.channel, n.board);
            Outgoing { channel: n.channel, post, mark: Mark::AwayDay(n) }
        })
        .collect())
}

/// Reminders reply to the game's latest board, so the player sees the
/// position and gets there with one click.
fn reminders(s: &GameService) -> Result<Vec<Outgoing>, BotError> {
    Ok(s.due_reminders()?
        .into_iter()
        .map(|r| {
            let post = Post::text(words::reminder(r.language, &r)).pinging(r.user);
            Outgoing {
                channel: r.channel,
                post: post.replying_to(r.channel, r.board),
                mark: Mark::Reminder(r),
            }
        })
        .collect())
}

/// Once time is up, the waiting player is told (replying to the board)
/// that they may claim the win with the button, or wait for the grace
/// period's automatic record.
fn time_up_notices(s: &GameService) -> Result<Vec<Outgoing>, BotError> {
    Ok(s.due_time_up_notices()?
        .into_iter()
        .map(|n| Outgoing { channel: n.channel, post: time_up_post(&n), mark: Mark::TimeUp(n) })
        .collect())
}

/// A loss on time shows the final board, replying to the board the loser
/// left unanswered. Should it not arrive, the game owes that board.
fn timeouts(s: &GameService) -> Result<Vec<Outgoing>, BotError> {
    let mut posts = Vec::new();
    for f in s.record_timeouts()? {
        let (g, language) = (&f.game, f.people.post_language(&f.game));
        let text = words::timed_out(language, &f);
        let post = board_post(language, g, &f.position, &f.people, &text, &f.notify)?;
        posts.extend(Outgoing::board(g.channel, post.replying_to(g.channel, g.board_message)));
    }
    Ok(posts)
}

/// The channels whose games, played in threads, ended (their final board
/// shown): one line each, then the thread is archived (see `deliver`).
fn lobby_lines(s: &GameService) -> Result<Vec<Outgoing>, BotError> {
    Ok(s.lobbies_to_tell()?
        .into_iter()
        .map(|news| Outgoing {
            channel: news.lobby,
            post: Post::text(thread_words::lobby_game_over(news.language, &news.game)),
            mark: Mark::Lobby { game: news.game.id, thread: news.archive.then_some(news.game.channel) },
        })
        .collect())
}

/// Challengers whose challenge expired unanswered are told, once.
fn expired(s: &GameService) -> Result<Vec<Outgoing>, BotError> {
    s.expire_challenges()?;
    Ok(s.due_expiry_notes()?
        .into_iter()
        .map(|c| {
            let language = match c.guild {
                Some(guild) => s.server_language(guild).ok().flatten(),
                None => None,
            };
            let language = language.unwrap_or_else(|| s.language_of(c.challenger).unwrap_or_default());
            let post = Post::text(game_words::challenge_closed(language, &c)).pinging(c.challenger);
            Outgoing { channel: c.channel, post, mark: Mark::Expiry(c.id) }
        })
        .collect())
}

fn computer_moves_at_start_up(s: &GameService) -> Result<Vec<Outgoing>, BotError> {
    computer_move_posts(s.resume_bot_games()?)
}

fn stalled_computer_moves(s: &GameService) -> Result<Vec<Outgoing>, BotError> {
    computer_move_posts(s.resume_stalled_bot_games()?)
}

fn computer_move_posts(updates: Vec<GameUpdate>) -> Result<Vec<Outgoing>, BotError> {
    let mut posts = Vec::new();
    for u in updates {
        let language = u.people.post_language(&u.game);
        let text = game_words::move_played(language, &u);
        let post = board_post(language, &u.game, &u.position, &u.people, &text, &u.notify)?;
        posts.extend(Outgoing::board(u.game.channel, post));
    }
    Ok(posts)
}

/// Boards a channel has not seen although the game changed a while ago:
/// an answer to a move that failed, a timeout or computer move whose post
/// did not arrive. Said from what is stored: the last move, or the result.
fn owed_boards(s: &GameService) -> Result<Vec<Outgoing>, BotError> {
    let mut posts = Vec::new();
    for view in s.boards_owed()? {
        let update = as_update(view);
        let language = update.people.post_language(&update.game);
        let text = words::owed_board(language, &update);
        let post =
            board_post(language, &update.game, &update.position, &update.people, &text, &update.notify)?;
        posts.extend(Outgoing::board(update.game.channel, post));
    }
    Ok(posts)
}

/// A stored game as an update holding its last standing move (who made it
/// is not needed to say it).
fn as_update(view: GameView) -> GameUpdate {
    let last = view.record.moves.last().map(|&mv| PlayedMove {
        ply: view.game.ply,
        player: view.position.to_move().opponent(),
        mv,
        by: None,
        planned: false,
    });
    let notify = notified(&view.game, None);
    GameUpdate {
        game: view.game,
        moves: last.into_iter().collect(),
        position: view.position,
        ratings: None,
        people: view.people,
        notify,
    }
}
