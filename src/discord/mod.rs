//! The Discord front end (serenity + poise). Thin: it parses what Discord
//! sends, calls the game service and sends back what `messages` words.
//!
//! [`run`] is what `punct-bot` calls; [`serve`] is the same bot with the
//! Discord address and the shutdown trigger given by the caller, which is
//! how the integration tests run it against a local stand-in for Discord.

mod commands;
pub mod custom_id;
mod error;
pub mod pick;
pub mod reply;
pub mod suggest;

use std::future::Future;

use poise::serenity_prelude as serenity;
use thiserror::Error;
use tracing::info;

use crate::config::{Config, Token};
pub use error::BotError;

/// Shared state every command sees.
pub struct Data {}

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
}

impl Launch {
    /// The production launch for a configuration.
    pub fn from_config(config: &Config) -> Launch {
        Launch { token: config.token.clone(), api_base: None, dev_guild: config.dev_guild }
    }
}

/// Connects to Discord and serves until SIGINT/SIGTERM or a fatal error.
///
/// # Errors
/// [`RunError`] when the token is refused or the client fails.
pub async fn run(config: Config) -> Result<(), RunError> {
    serve(Launch::from_config(&config), shutdown_signal()).await
}

/// Serves until `shutdown` resolves or a fatal error.
///
/// # Errors
/// [`RunError`] when the token is refused or the client fails.
pub async fn serve(
    launch: Launch,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), RunError> {
    let dev_guild = launch.dev_guild;
    let framework = poise::Framework::<Data, BotError>::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |error| Box::pin(error::on_error(error)),
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                info!(bot = %ready.user.name, "connected to Discord");
                register(ctx, &framework.options().commands, dev_guild).await?;
                Ok(Data {})
            })
        })
        .build();
    let mut http = serenity::HttpBuilder::new(launch.token.expose());
    if let Some(base) = &launch.api_base {
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
        shards.shutdown_all().await;
    });
    client.start().await?;
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
