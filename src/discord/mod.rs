//! The Discord front end (serenity + poise). Thin: it parses what Discord
//! sends, calls the game service and sends back what `messages` words.
//!
//! [`run`] is what `punct-bot` calls with the service `main.rs` built;
//! [`serve`] is the same bot with the Discord address and the shutdown
//! trigger given by the caller, which is how the integration tests run it
//! against a local stand-in for Discord.
//!
//! Every interaction goes through one pipeline, [`interaction`]: the scene
//! once, one service call, the answer sent, one call to remember what was
//! shown. Where things are (one line per file, its one job):
//!
//! - `mod.rs` — [`serve`]: the client, its shards, registration, shutdown.
//! - [`interaction`] — the pipeline every command, press and autocomplete goes through.
//! - `commands/` — one file per `/punct` subcommand: its options, what it asks, what it shows.
//! - `buttons` — presses: what each [`custom_id::Action`] asks and how its answer is shown.
//! - [`scene`] — where an interaction comes from and whom one may challenge there.
//! - [`reply`] — [`reply::Post`], the one message type, and its conversions to serenity's builders.
//! - [`custom_id`] — what a button does, written into its custom id.
//! - [`pick`] — reading the `game` option as typed.
//! - `work` — the blocking pool, drawing a board post, withdrawing an unseen challenge.
//! - `picture` — boards, lessons, puzzles and replays drawn for Discord.
//! - `picker` — the move picker: pieces, cells, a preview, then the move played.
//! - `analysis` — planning ahead: the private analysis board, and the plan of conditional moves.
//! - [`learn`], [`puzzle`], `review` — the posts of lessons, puzzles and reviews.
//! - `leagues` — leagues: the sign-up post and its buttons, the table's picture, each round's posts.
//! - `threads` — a thread per game: started from its challenge (or a league's line); the lobby's last line.
//! - `deadlines` — the background task: reminders, notices, timeouts, owed boards.
//! - [`deliver`] — how the background task posts: at least once, shown once.
//! - `localize` — command names and descriptions in every language.
//! - `error` — [`BotError`], and poise's error hook for what never reaches a command.

mod analysis;
mod buttons;
pub(crate) mod commands;
pub mod custom_id;
mod deadlines;
pub mod deliver;
mod error;
pub mod interaction;
mod leagues;
pub mod learn;
mod localize;
pub mod pick;
mod picker;
mod picture;
pub mod puzzle;
pub mod reply;
mod review;
pub mod scene;
mod threads;
/// Autocomplete lives in `messages`, shared with the terminal; this path
/// stays for the callers that knew it here.
pub use crate::messages::suggest;
mod work;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use thiserror::Error;
use tokio::sync::watch;
use tracing::{info, warn};

use crate::config::{Config, Token};
use crate::messages::setup as setup_words;
use crate::service::GameService;
pub use error::BotError;

/// How often the background task looks for due reminders and timeouts.
pub const DEADLINE_POLL: Duration = Duration::from_secs(60);

/// Shared state every command sees.
pub struct Data {
    /// The game service; call it off the executor (`work::blocking`).
    pub service: Arc<GameService>,
    /// Where finished work is counted, if anyone watches (tests).
    progress: Option<Arc<watch::Sender<Progress>>>,
    /// Reviews found since the bot started, so that Next and Previous
    /// need not search the game again.
    reviews: Arc<review::Reviews>,
}

/// How much work the bot has finished: tests wait on these counts to know
/// that nothing more is coming, instead of sleeping and hoping.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Interactions handled to the end: answered, and a board in the
    /// answer remembered (or found not to be a game's latest).
    pub interactions: u64,
    /// Rounds of the background task finished: everything due when a round
    /// began has been posted (or has failed and been logged).
    pub deadline_rounds: u64,
}

/// The context handed to every command.
pub type Context<'a> = poise::Context<'a, Data, BotError>;

/// Why the bot stopped with an error.
#[derive(Debug, Error)]
pub enum RunError {
    /// Discord refused the token (HTTP 401 or an invalid-authentication
    /// close): retrying can never succeed, the operator must act.
    #[error("Discord refused the bot token")]
    InvalidToken,
    /// The client could not be built or failed for good.
    #[error("Discord client error ({})", error::discord_summary(.0))]
    Client(#[source] Box<serenity::Error>),
}

/// Everything [`serve`] needs.
pub struct Launch {
    /// The bot token.
    pub token: Token,
    /// Send every REST request here instead of `https://discord.com`
    /// (e.g. `http://127.0.0.1:PORT`); the rate limiter is then off, as
    /// serenity requires for a proxy. `None` in production.
    pub api_base: Option<String>,
    /// Register commands in this guild only (instant) instead of globally.
    pub dev_guild: Option<u64>,
    /// The game service (its clock and computer opponent included).
    pub service: Arc<GameService>,
    /// How often to look for due reminders and timeouts.
    pub deadline_poll: Duration,
    /// Counts finished work here, for tests; `None` in production.
    pub progress: Option<Arc<watch::Sender<Progress>>>,
}

/// How long shutting down may take before the process leaves anyway:
/// systemd and Docker must never wait out their kill timeout.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(3);

/// Connects to Discord with a ready `service` and serves until SIGINT /
/// SIGTERM or a fatal error. `main.rs` builds the service; this front end
/// only talks to Discord.
///
/// # Errors
/// [`RunError`] when the token is refused or the client fails for good.
pub async fn run(config: &Config, service: Arc<GameService>) -> Result<(), RunError> {
    let launch = Launch {
        token: config.token.clone(),
        api_base: None,
        dev_guild: config.dev_guild,
        service,
        deadline_poll: DEADLINE_POLL,
        progress: None,
    };
    serve(launch, shutdown_signal()).await
}

/// Serves until `shutdown` resolves or a fatal error.
///
/// Shards are started with [`serenity::Client::start_autosharded`], so a
/// bot in more than 2,500 servers gets the shards Discord asks for. When
/// Discord cannot be reached at start, each attempt is one readable log
/// line and the next comes after a growing pause; `shutdown` ends the wait
/// at any moment, and returns within [`SHUTDOWN_GRACE`] whatever the
/// connection state.
///
/// # Errors
/// [`RunError`] when the token is refused or the client fails for good.
pub async fn serve(
    launch: Launch,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), RunError> {
    let Launch { token, api_base, dev_guild, service, deadline_poll, progress } = launch;
    tokio::task::spawn_blocking(picture::prepare);
    let (stop, stopped) = watch::channel(false);
    let framework = poise::Framework::<Data, BotError>::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |error| Box::pin(error::on_error(error)),
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                info!(bot = %ready.user.name, "connected to Discord");
                let invite = crate::config::invite_url(ready.application.id.get());
                info!(%invite, "{}", setup_words::invite_logged(crate::service::Language::from_env()));
                register(ctx, &framework.options().commands, dev_guild).await?;
                let watch =
                    deadlines::Watch { every: deadline_poll, stop: stopped, progress: progress.clone() };
                deadlines::spawn(Arc::clone(&ctx.http), Arc::clone(&service), watch);
                Ok(Data { service, progress, reviews: Arc::default() })
            })
        })
        // The builder's own switch: it overrides the options' (poise 0.7),
        // and asking Discord for the owners, which no command uses, only
        // added a warning of its own when Discord was unreachable.
        .initialize_owners(false)
        .build();
    let mut http = serenity::HttpBuilder::new(token.expose());
    if let Some(base) = &api_base {
        http = http.proxy(base.clone()).ratelimiter_disabled(true);
    }
    let mut client = serenity::ClientBuilder::new_with_http(http.build(), INTENTS)
        .framework(framework)
        .await
        .map_err(RunError::from_serenity)?;
    let shards = client.shard_manager.clone();
    let mut shutdown = std::pin::pin!(shutdown);
    let mut pause = RetryPause::default();
    loop {
        let failure = tokio::select! {
            () = &mut shutdown => break,
            result = client.start_autosharded() => match result {
                Ok(()) => return Ok(()),
                Err(failure) => failure,
            },
        };
        if !error::is_transient(&failure) {
            return Err(RunError::from_serenity(failure));
        }
        let wait = pause.next();
        warn!(
            "{}",
            setup_words::discord_unreachable(
                crate::service::Language::from_env(),
                &error::discord_summary(&failure),
                wait.as_secs()
            )
        );
        tokio::select! {
            () = &mut shutdown => break,
            () = tokio::time::sleep(wait) => {}
        }
    }
    info!("shutting down");
    let _ = stop.send(true);
    if tokio::time::timeout(SHUTDOWN_GRACE, shards.shutdown_all()).await.is_err() {
        warn!("the Discord connection did not close in time; leaving anyway");
    }
    Ok(())
}

/// The only gateway events the bot needs: interactions reach every bot
/// whatever its intents, and `GUILDS` keeps the cache's servers and
/// channels current. No message, member or presence traffic is streamed.
pub const INTENTS: serenity::GatewayIntents = serenity::GatewayIntents::GUILDS;

impl RunError {
    /// A refused token, told apart from every other failure.
    fn from_serenity(error: serenity::Error) -> RunError {
        if error::is_refused_token(&error) {
            RunError::InvalidToken
        } else {
            RunError::Client(Box::new(error))
        }
    }
}

/// The pause before the next attempt to reach Discord: 1 s, doubling up
/// to a minute, so an outage is neither hammered nor waited out long.
#[derive(Debug, Default)]
struct RetryPause {
    attempts: u32,
}

impl RetryPause {
    const LONGEST: Duration = Duration::from_secs(60);

    fn next(&mut self) -> Duration {
        let seconds = 1u64 << self.attempts.min(6);
        self.attempts = self.attempts.saturating_add(1);
        Duration::from_secs(seconds).min(Self::LONGEST)
    }
}

/// Non-command events: button presses go to [`buttons`]. Poise calls
/// this after it has run a command or an autocomplete to the end, so here
/// every interaction is finished.
async fn on_event(
    framework: poise::FrameworkContext<'_, Data, BotError>,
    event: &serenity::FullEvent,
) -> Result<(), BotError> {
    let serenity::FullEvent::InteractionCreate { interaction } = event else { return Ok(()) };
    if let serenity::Interaction::Component(press) = interaction {
        buttons::handle(framework.serenity_context, press, framework.user_data).await;
    }
    if let Some(progress) = &framework.user_data.progress {
        progress.send_modify(|p| p.interactions += 1);
    }
    Ok(())
}

/// Registers the commands in the dev guild (instant) or globally.
async fn register(
    ctx: &serenity::Context,
    commands: &[poise::Command<Data, BotError>],
    dev_guild: Option<u64>,
) -> Result<(), BotError> {
    // As poise's own registration, plus what it leaves out: a context
    // menu command's name in every language.
    let builders: Vec<serenity::CreateCommand> = commands
        .iter()
        .filter_map(|command| match command.create_as_context_menu_command() {
            Some(menu) => Some(localize::context_menu(menu, command)),
            None => command.create_as_slash_command(),
        })
        .collect();
    match dev_guild {
        Some(guild) => {
            serenity::GuildId::new(guild).set_commands(ctx, builders).await?;
        }
        None => {
            serenity::Command::set_global_commands(ctx, builders).await?;
        }
    }
    info!(guild = ?dev_guild, "commands registered");
    Ok(())
}

/// Resolves on Ctrl-C or (on Unix) SIGTERM.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = terminate => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_pause_longer_each_time_up_to_a_minute() {
        let mut pause = RetryPause::default();
        let pauses: Vec<u64> = (0..9).map(|_| pause.next().as_secs()).collect();
        assert_eq!(pauses, [1, 2, 4, 8, 16, 32, 60, 60, 60]);
    }
}
