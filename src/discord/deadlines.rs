//! The background task: every so often it asks the service what is due
//! (reminders, timeouts, lapsed challenges, the computer's pending moves)
//! and posts it in the game's channel with the bot's own HTTP client,
//! since interaction tokens expire after 15 minutes. Reminders, time-up
//! notices (with a Claim the win button) and timeouts reply to the game's
//! latest board; boards it posts become the latest.
//!
//! Why nothing is remembered here: the service records each reminder and
//! time-up notice as sent in the same transaction that hands it out, and timeouts and
//! expiries are stored results, so a restart neither loses nor repeats a
//! post.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::sync::watch;
use tracing::{info, warn};

use super::reply::{Post, Posted, time_up_post};
use super::work::{blocking, board_post, current_board_post, latest_board, remember_board};
use super::{BotError, Progress};
use crate::messages::{discord as words, service as game_words};
use crate::service::ChannelId;
use crate::service::{GameService, GameUpdate};

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

/// One round: each kind of due work apart, so one failing does not hold
/// up the others. The first round after start-up makes every pending
/// computer move (nothing else can be computing one yet); later rounds only
/// those stalled long enough not to race a reply still being computed.
pub async fn tick(http: &serenity::Http, service: &Arc<GameService>, at_start_up: bool) {
    if at_start_up {
        run_round(http, service, "computer moves", computer_moves_at_start_up).await;
    } else {
        run_round(http, service, "computer moves", stalled_computer_moves).await;
    }
    run_round(http, service, "reminders", reminders).await;
    run_round(http, service, "time-up notices", time_up_notices).await;
    run_round(http, service, "timeouts", timeouts).await;
    run_round(http, service, "expired challenges", expired).await;
}

async fn run_round(http: &serenity::Http, service: &Arc<GameService>, what: &'static str, round: Round) {
    match blocking(service, round).await {
        Ok(posts) => {
            for (channel, post) in posts {
                if let Some(posted) = send(http, channel, &post).await {
                    remember_board(service, &post, posted).await;
                }
            }
        }
        Err(e) => warn!(what, error = %e, "deadline round failed"),
    }
}

type Round = fn(&GameService) -> Result<Vec<(ChannelId, Post)>, BotError>;

/// Reminders reply to the game's latest board, so the player sees the
/// position and gets there with one click.
fn reminders(s: &GameService) -> Result<Vec<(ChannelId, Post)>, BotError> {
    let mut due = s.due_reminders()?;
    due.retain(|r| s.mark_reminder_sent(r).unwrap_or(false));
    Ok(due
        .iter()
        .map(|r| {
            let post = Post::text(words::reminder(r)).pinging(r.user);
            (r.channel, post.replying_to(r.channel, latest_board(s, r.game)))
        })
        .collect())
}

/// Once time is up, the waiting player is told (replying to the board)
/// that they may claim the win with the button, or wait for the grace
/// period's automatic record. A round of its own, so a failure here
/// cannot lose reminders already recorded as sent.
fn time_up_notices(s: &GameService) -> Result<Vec<(ChannelId, Post)>, BotError> {
    let mut due = s.due_time_up_notices()?;
    due.retain(|n| s.mark_time_up_notice_sent(n).unwrap_or(false));
    Ok(due.iter().map(|n| (n.channel, time_up_post(n, latest_board(s, n.game)))).collect())
}

/// A loss on time shows the final board, replying to the board the loser
/// left unanswered.
fn timeouts(s: &GameService) -> Result<Vec<(ChannelId, Post)>, BotError> {
    let mut posts = Vec::new();
    for finished in s.record_timeouts()? {
        let g = &finished.game;
        let post = current_board_post(s, g.id, &words::timed_out(&finished), None)?;
        posts.push((g.channel, post.replying_to(g.channel, g.board_message)));
    }
    Ok(posts)
}

fn expired(s: &GameService) -> Result<Vec<(ChannelId, Post)>, BotError> {
    Ok(s.expire_challenges()?
        .iter()
        .map(|c| (c.channel, Post::text(game_words::challenge_closed(c)).pinging(c.challenger)))
        .collect())
}

fn computer_moves_at_start_up(s: &GameService) -> Result<Vec<(ChannelId, Post)>, BotError> {
    computer_move_posts(s, s.resume_bot_games()?)
}

fn stalled_computer_moves(s: &GameService) -> Result<Vec<(ChannelId, Post)>, BotError> {
    computer_move_posts(s, s.resume_stalled_bot_games()?)
}

fn computer_move_posts(
    s: &GameService,
    updates: Vec<GameUpdate>,
) -> Result<Vec<(ChannelId, Post)>, BotError> {
    let mut posts = Vec::new();
    for update in updates {
        let post = board_post(s, &update.game, &update.position, &game_words::move_played(&update), None)?;
        posts.push((update.game.channel, post));
    }
    Ok(posts)
}

/// Posts in a game's channel; returns where the message went.
async fn send(http: &serenity::Http, channel: ChannelId, post: &Post) -> Option<Posted> {
    let target = serenity::ChannelId::new(channel.0.max(1));
    match target.send_message(http, post.to_message()).await {
        Ok(message) => Some(Posted::from(&message)),
        Err(e) => {
            warn!(channel = channel.0, error = %BotError::from(e), "could not post in a game's channel");
            None
        }
    }
}
