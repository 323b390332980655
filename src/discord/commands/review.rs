//! `/punct review`: the turning points of a finished game (issue 17), up
//! to five, shown one per message with its picture; Previous and Next
//! turn the message to the neighbouring moment (see
//! [`crate::discord::review`]). Refused while the game is played.
//!
//! The search runs off the executor. When it takes longer than a moment,
//! Discord is told "thinking…" and the answer then says how far the
//! review has come ("Reviewing… move 40 of 96"), edited every few seconds
//! rather than every move: Discord limits how often a message may be
//! edited, and a review of a long game can take a while.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::{DEFER_AFTER, game_for, games_here};
use crate::discord::pick::Purpose;
use crate::discord::reply::Post;
use crate::discord::review::{moment_post, reviewed};
use crate::discord::work::blocking;
use crate::discord::{BotError, Context};
use crate::messages::review as words;
use crate::service::Language;

/// How often a long review's progress is shown.
const PROGRESS_EVERY: Duration = Duration::from_secs(4);

/// How far the search has come: moves done, of how many.
#[derive(Debug, Default)]
struct Reviewing {
    done: AtomicUsize,
    total: AtomicUsize,
}

impl Reviewing {
    /// The review hears positions (the start and after each move); the
    /// player is told moves.
    fn hear(&self, positions_done: usize, positions: usize) {
        let moves = positions.saturating_sub(1);
        self.total.store(moves, Ordering::Relaxed);
        self.done.store(positions_done.min(moves), Ordering::Relaxed);
    }

    fn read(&self) -> (usize, usize) {
        (self.done.load(Ordering::Relaxed), self.total.load(Ordering::Relaxed))
    }
}

/// The turning points of a finished game, each with a picture.
#[poise::command(slash_command)]
pub async fn review(
    ctx: Context<'_>,
    #[description = "Which game (default: the one that ended last here)"]
    #[autocomplete = "games_here"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), BotError> {
    let language = super::scene(ctx).public;
    let (game, _) = game_for(ctx, game, Purpose::Review).await?;
    let reviewing = Arc::new(Reviewing::default());
    let heard = Arc::clone(&reviewing);
    let reviews = Arc::clone(&ctx.data().reviews);
    let work = blocking(&ctx.data().service, move |s| {
        let (view, moments) = reviewed(s, &reviews, game, |done, total| heard.hear(done, total))?;
        moment_post(s, language, &view, &moments, 0)
    });
    tokio::pin!(work);
    tokio::select! {
        done = &mut work => {
            ctx.send(done?.to_reply()).await?;
            return Ok(());
        }
        () = tokio::time::sleep(DEFER_AFTER) => {}
    }
    if let Err(e) = ctx.defer().await {
        warn!(error = %BotError::from(e), "could not tell Discord a review is coming");
    }
    // The first tick is at once: "thinking…" becomes "Reviewing… move 12
    // of 96" straight away, then moves on every few seconds.
    let mut ticks = tokio::time::interval(PROGRESS_EVERY);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut shown = (0, 0);
    let post = loop {
        tokio::select! {
            done = &mut work => break done?,
            _ = ticks.tick() => {
                let now = reviewing.read();
                if now != shown && now.1 > 0 {
                    shown = now;
                    show_progress(ctx, language, now).await;
                }
            }
        }
    };
    finish(ctx, &post).await
}

/// Edits the deferred answer to say how far the review has come. A
/// failure is only logged: the review goes on.
async fn show_progress(ctx: Context<'_>, language: Language, (done, total): (usize, usize)) {
    let poise::Context::Application(actx) = ctx else { return };
    let text = words::progress(language, done, total);
    let edit = serenity::EditInteractionResponse::new().content(text);
    if let Err(e) = actx.interaction.edit_response(ctx.http(), edit).await {
        warn!(error = %BotError::from(e), "could not show a review's progress");
    }
}

/// The deferred answer becomes the first moment (replacing any progress
/// shown).
async fn finish(ctx: Context<'_>, post: &Post) -> Result<(), BotError> {
    match ctx {
        poise::Context::Application(actx) => {
            actx.interaction.edit_response(ctx.http(), post.to_edit()).await?;
        }
        poise::Context::Prefix(_) => {
            ctx.send(post.to_reply()).await?;
        }
    }
    Ok(())
}
