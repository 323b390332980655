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
use crate::messages::discord::{self as words, Deed};
use crate::render::RenderError;
use crate::service::{Language, ServiceError};

/// Why a command or button did not complete.
#[derive(Debug, Error)]
pub enum BotError {
    /// The player asked for something the game does not allow; the text
    /// says what was wrong and shows a correct example.
    #[error("refused: {0}")]
    Refused(String),
    /// The game service refused: worded when the player's language is
    /// known, by [`BotError::for_player`].
    #[error("refused by the service: {0}")]
    Declined(ServiceError),
    /// A request to Discord failed.
    #[error("a Discord request failed ({})", discord_summary(.0))]
    Discord(#[source] Box<serenity::Error>),
    /// Work moved off the async executor panicked or was cancelled.
    #[error("a background task did not finish")]
    Task,
    /// The game service failed: the database, or a stored game that no
    /// longer replays. (Its refusals become [`BotError::Refused`].)
    #[error("the game service failed")]
    Service(#[source] ServiceError),
    /// A board picture or replay could not be drawn.
    #[error("a board picture could not be drawn")]
    Render(#[source] RenderError),
    /// What the player did was committed (`deed`), but the answer showing
    /// it could not be drawn or sent. It counts; the background task posts
    /// any board the channel did not see.
    #[error("{deed} was committed but its answer could not be sent")]
    DoneUnanswered {
        /// What counts although nobody saw it.
        deed: Deed,
        /// Why the answer failed.
        #[source]
        source: Box<BotError>,
    },
}

impl BotError {
    /// Whether this is our failure rather than the player's mistake: it
    /// is logged, and the player hears only that their game is safe.
    pub fn is_failure(&self) -> bool {
        !matches!(self, BotError::Refused(_) | BotError::Declined(_))
    }

    /// What the player reads, in `language`: the refusal itself, what
    /// became of a game that no longer replays, or a general apology.
    pub fn for_player(&self, language: Language) -> String {
        match self {
            BotError::Refused(text) => text.clone(),
            BotError::Declined(refusal) => words::refusal(language, refusal),
            BotError::Service(corrupt @ ServiceError::CorruptGame { .. }) => {
                words::refusal(language, corrupt)
            }
            BotError::DoneUnanswered { deed, .. } => words::done_but_unanswered(language, *deed),
            _ => words::internal_failure(language),
        }
    }
}

impl BotError {
    /// `self`, the failure of the answer to `deed`, already committed: so
    /// the player hears that it counted, not that it failed.
    pub fn after(self, deed: Deed) -> BotError {
        match self {
            BotError::DoneUnanswered { .. } => self,
            failure => BotError::DoneUnanswered { deed, source: Box::new(failure) },
        }
    }
}

impl From<ServiceError> for BotError {
    /// Refusals become the player-facing sentence at once; failures keep
    /// their cause for the one place that logs them (`on_error` or the
    /// button handler).
    fn from(error: ServiceError) -> BotError {
        match error {
            ServiceError::Store(_) | ServiceError::CorruptGame { .. } | ServiceError::Lesson(_) => {
                BotError::Service(error)
            }
            refusal => BotError::Declined(refusal),
        }
    }
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

/// An error and its causes on one line ("a: b: c"), for the log: the
/// cause is what an operator needs, and each layer's `Display` is written
/// to be safe to log.
pub(crate) struct Chain<'a>(pub &'a (dyn std::error::Error + 'static));

impl std::fmt::Display for Chain<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)?;
        let mut cause = self.0.source();
        while let Some(error) = cause {
            write!(f, ": {error}")?;
            cause = error.source();
        }
        Ok(())
    }
}

/// What is safe to say about a serenity error: its kind and, for HTTP
/// failures, Discord's status and error code. Never the URL (it holds the
/// interaction token) nor the body.
pub(crate) fn discord_summary(error: &serenity::Error) -> String {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            format!("HTTP {} {} code {}", response.method, response.status_code.as_u16(), response.error.code)
        }
        serenity::Error::Http(serenity::HttpError::Request(request)) => {
            let kind = if request.is_timeout() {
                "timed out"
            } else if request.is_connect() {
                "could not connect"
            } else {
                "network error"
            };
            format!("{kind}: {}", innermost_cause(request))
        }
        serenity::Error::Http(_) => "HTTP error".to_string(),
        serenity::Error::Gateway(_) => "gateway error".to_string(),
        serenity::Error::Json(_) => "unexpected JSON from Discord".to_string(),
        serenity::Error::Model(_) => "Discord refused a value".to_string(),
        _ => "other".to_string(),
    }
}

/// The innermost cause of a failed request ("Connection refused (os error
/// 111)", "dns error: …"), which is what an operator can act on; never the
/// URL, which may hold an interaction token.
fn innermost_cause(error: &(dyn std::error::Error + 'static)) -> String {
    let mut cause = error;
    while let Some(deeper) = cause.source() {
        cause = deeper;
    }
    strip_url(&cause.to_string())
}

/// `text` without anything that looks like a URL.
fn strip_url(text: &str) -> String {
    text.split_whitespace().filter(|word| !word.contains("://")).collect::<Vec<_>>().join(" ")
}

/// Whether `error` says Discord refused the token: HTTP 401 on any
/// request, or the gateway closing with "authentication failed".
pub(crate) fn is_refused_token(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            response.status_code.as_u16() == 401
        }
        serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication) => true,
        _ => false,
    }
}

/// Whether trying again later may succeed: the network failed, Discord
/// answered 5xx or 429, or the gateway could not be reached.
pub(crate) fn is_transient(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code.as_u16();
            status == 429 || status >= 500
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => true,
        serenity::Error::Gateway(
            serenity::GatewayError::InvalidAuthentication
            | serenity::GatewayError::InvalidShardData
            | serenity::GatewayError::InvalidGatewayIntents
            | serenity::GatewayError::DisallowedGatewayIntents,
        ) => false,
        serenity::Error::Gateway(_) | serenity::Error::Tungstenite(_) | serenity::Error::Io(_) => true,
        _ => false,
    }
}

/// Whether Discord refused a request for good: a 4xx other than 401 (the
/// token, which the operator must fix), 408 and 429 (try again); or a
/// message serenity itself refuses to send. The channel is gone, the bot
/// may not post there, or the request is one Discord will never take:
/// sending it again cannot help.
pub(crate) fn is_permanent_refusal(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code.as_u16();
            (400..500).contains(&status) && !matches!(status, 401 | 408 | 429)
        }
        serenity::Error::Model(_) => true,
        _ => false,
    }
}

/// Whether Discord refused a DM because the person does not take direct
/// messages from the bot (error 50007, "Cannot send messages to this user").
pub(crate) fn is_dms_closed(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))
            if response.error.code == 50007
    )
}

/// Whether Discord answered 429 (too many requests).
pub(crate) fn is_rate_limited(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))
            if response.status_code.as_u16() == 429
    )
}

/// The framework's error hook: refusals go back to the player privately;
/// failures are logged by kind and the player gets an apology that says
/// their game is safe.
pub async fn on_error(error: poise::FrameworkError<'_, Data, BotError>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            if error.is_failure() {
                error!(command = %ctx.command().qualified_name, error = %Chain(&error), "command failed");
            }
            let language = Language::from_discord(ctx.locale().unwrap_or(""));
            reply_privately(ctx, error.for_player(language)).await;
        }
        poise::FrameworkError::ArgumentParse { ctx, input, .. } => {
            let language = Language::from_discord(ctx.locale().unwrap_or(""));
            let text = words::bad_argument(language, &ctx.command().qualified_name, input.as_deref());
            reply_privately(ctx, text).await;
        }
        poise::FrameworkError::Setup { error, .. } => error!(error = %error, "start-up failed"),
        poise::FrameworkError::EventHandler { error, event, .. } => {
            error!(event = event.snake_case_name(), error = %error, "event handling failed")
        }
        other => {
            if let Some(ctx) = other.ctx() {
                warn!(command = %ctx.command().qualified_name, "interaction could not be handled");
                let language = Language::from_discord(ctx.locale().unwrap_or(""));
                reply_privately(ctx, words::internal_failure(language)).await;
            } else {
                warn!("an event could not be handled");
            }
        }
    }
}

/// Answers privately what went wrong before a command ran (an option
/// that could not be read): the pipeline answers everything after.
async fn reply_privately(ctx: super::Context<'_>, text: String) {
    if let Err(e) = ctx.send(super::reply::Post::private(text).to_reply()).await {
        warn!(error = %BotError::from(e), "could not tell the player about an error");
    }
}
