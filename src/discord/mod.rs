//! The Discord front end (serenity + poise). Thin: it parses what Discord
//! sends, calls the game service and sends back what `messages` words.
//!
//! [`run`] is what `punct-bot` calls; [`serve`] is the same bot with the
//! Discord address, the service (clock, computer) and the shutdown trigger
//! given by the caller, which is how the integration tests run it against
//! a local stand-in for Discord.
//!
//! Where things are: `commands/` (one file per `/punct` subcommand),
//! `buttons` (presses, dispatched by [`custom_id::Action`]), `deadlines`
//! (the background task), `work` (everything blocking, on tokio's blocking
//! pool), `picture` (boards and replays), and the pure helpers
//! [`suggest`], [`pick`], [`reply`], [`custom_id`], unit-tested.

mod buttons;
pub(crate) mod commands;
pub mod computer;
pub mod custom_id;
mod deadlines;
mod error;
pub mod pick;
mod picture;
pub mod reply;
pub mod suggest;
mod work;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use thiserror::Error;
use tokio::sync::watch;
use tracing::info;

use crate::config::{Config, Token};
use crate::service::{GameService, SystemClock};
use crate::store::{Store, StoreError};
pub use error::BotError;

/// How often the background task looks for due reminders and timeouts.
pub const DEADLINE_POLL: Duration = Duration::from_secs(60);

/// Shared state every command sees.
pub struct Data {
    /// The game service; call it through [`work::blocking`].
    pub service: Arc<GameService>,
    /// Where finished work is counted, if anyone watches (tests).
    progress: Option<Arc<watch::Sender<Progress>>>,
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
    /// Discord refused the token.
    #[error("Discord refused the bot token")]
    InvalidToken,
    /// The client could not be built or lost its connection.
    #[error("Discord client error: {0}")]
    Client(#[source] Box<serenity::Error>),
    /// The game database could not be opened.
    #[error("the game database could not be opened: {0}")]
    Database(#[source] StoreError),
}

impl From<serenity::Error> for RunError {
    fn from(error: serenity::Error) -> RunError {
        match error {
            serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication) => RunError::InvalidToken,
            other => RunError::Client(Box::new(other)),
        }
    }
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

/// Connects to Discord and serves until SIGINT/SIGTERM or a fatal error.
///
/// # Errors
/// [`RunError`] when the database cannot be opened, the token is refused
/// or the client fails.
pub async fn run(config: Config) -> Result<(), RunError> {
    let path = config.database.clone();
    let store = tokio::task::spawn_blocking(move || Store::open(path))
        .await
        .map_err(|_| RunError::Database(StoreError::Corrupt { what: "start-up", value: String::new() }))?
        .map_err(RunError::Database)?;
    let service = GameService::new(store, Arc::new(SystemClock), Arc::new(computer::Engine));
    let launch = Launch {
        token: config.token.clone(),
        api_base: None,
        dev_guild: config.dev_guild,
        service: Arc::new(service),
        deadline_poll: DEADLINE_POLL,
        progress: None,
    };
    serve(launch, shutdown_signal()).await
}

/// Serves until `shutdown` resolves or a fatal error.
///
/// # Errors
/// [`RunError`] when the token is refused or the client fails.
pub async fn serve(
    launch: Launch,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), RunError> {
    let Launch { token, api_base, dev_guild, service, deadline_poll, progress } = launch;
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
                register(ctx, &framework.options().commands, dev_guild).await?;
                let watch =
                    deadlines::Watch { every: deadline_poll, stop: stopped, progress: progress.clone() };
                deadlines::spawn(Arc::clone(&ctx.http), Arc::clone(&service), watch);
                Ok(Data { service, progress })
            })
        })
        .build();
    let mut http = serenity::HttpBuilder::new(token.expose());
    if let Some(base) = &api_base {
        http = http.proxy(base.clone()).ratelimiter_disabled(true);
    }
    let mut client =
        serenity::ClientBuilder::new_with_http(http.build(), serenity::GatewayIntents::non_privileged())
            .framework(framework)
            .await?;
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        shutdown.await;
        info!("shutting down");
        let _ = stop.send(true);
        shards.shutdown_all().await;
    });
    client.start().await?;
    Ok(())
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
    match dev_guild {
        Some(guild) => poise::builtins::register_in_guild(ctx, commands, guild.into()).await?,
        None => poise::builtins::register_globally(ctx, commands).await?,
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
