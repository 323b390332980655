//! The one error type of the Discord layer, and the one place errors are
//! turned into ephemeral replies and log lines.
//!
//! Why two kinds: a [`BotError::Refused`] is the player's mistake (an
//! illegal move, a game that is not theirs) and carries the sentence from
//! [`crate::messages`] that explains it; everything else is our failure,
//! which the player only hears about in general words and the log records
//! by kind. Neither ever includes an interaction token, a URL or the bot
//! token: `Display` below is written to be safe to log.

use poise::serenity_prelude as serenity;
use thiserror::Error;
use tracing::{error, warn};

use super::Data;
use crate::messages::discord as words;

/// Why a command or button did not complete.
#[derive(Debug, Error)]
pub enum BotError {
    /// The player asked for something the game does not allow; the text
    /// says what was wrong and shows a correct example.
    #[error("refused: {0}")]
    Refused(String),
    /// A request to Discord failed.
    #[error("a Discord request failed ({})", discord_summary(.0))]
    Discord(#[source] Box<serenity::Error>),
    /// Work moved off the async executor panicked or was cancelled.
    #[error("a background task did not finish")]
    Task,
    /// The game store or service failed.
    #[error("the game service failed: {0}")]
    Service(String),
    /// A board picture or replay could not be drawn.
    #[error("a board picture could not be drawn")]
    Render,
}

impl From<serenity::Error> for BotError {
    fn from(error: serenity::Error) -> BotError {
        BotError::Discord(Box::new(error))
    }
}

impl From<tokio::task::JoinError> for BotError {
    fn from(_: tokio::task::JoinError) -> BotError {
        BotError::Task
    }
}

/// What is safe to say about a serenity error: its kind and, for HTTP
/// failures, Discord's status and error code. Never the URL (it holds the
/// interaction token) nor the body.
fn discord_summary(error: &serenity::Error) -> String {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            format!("HTTP {} {} code {}", response.method, response.status_code.as_u16(), response.error.code)
        }
        serenity::Error::Http(_) => "HTTP error".to_string(),
        serenity::Error::Gateway(_) => "gateway error".to_string(),
        serenity::Error::Json(_) => "unexpected JSON from Discord".to_string(),
        serenity::Error::Model(_) => "Discord refused a value".to_string(),
        _ => "other".to_string(),
    }
}

/// The framework's error hook: refusals go back to the player privately;
/// failures are logged by kind and the player gets an apology that says
/// their game is safe.
pub async fn on_error(error: poise::FrameworkError<'_, Data, BotError>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let text = match &error {
                BotError::Refused(text) => text.clone(),
                failure => {
                    error!(command = %ctx.command().qualified_name, error = %failure, "command failed");
                    words::internal_failure()
                }
            };
            reply_privately(ctx, text).await;
        }
        poise::FrameworkError::ArgumentParse { ctx, input, .. } => {
            let text = words::bad_argument(&ctx.command().qualified_name, input.as_deref());
            reply_privately(ctx, text).await;
        }
        poise::FrameworkError::Setup { error, .. } => error!(error = %error, "start-up failed"),
        poise::FrameworkError::EventHandler { error, event, .. } => {
            error!(event = event.snake_case_name(), error = %error, "event handling failed")
        }
        other => {
            if let Some(ctx) = other.ctx() {
                warn!(command = %ctx.command().qualified_name, "interaction could not be handled");
                reply_privately(ctx, words::internal_failure()).await;
            } else {
                warn!("an event could not be handled");
            }
        }
    }
}

async fn reply_privately(ctx: super::Context<'_>, text: String) {
    let reply = poise::CreateReply::default()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Err(e) = ctx.send(reply).await {
        warn!(error = %BotError::from(e), "could not tell the player about an error");
    }
}
