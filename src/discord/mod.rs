//! The Discord front end (serenity + poise). Thin: it parses what Discord
//! sends, calls the game service and sends back what `messages` words.
//!
//! This file starts and stops the client; the commands arrive with the
//! Discord issue.

use poise::serenity_prelude as serenity;
use thiserror::Error;
use tracing::info;

use crate::config::Config;

/// Shared state every command sees.
pub struct Data {}

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

/// Connects to Discord and serves until SIGINT/SIGTERM or a fatal error.
///
/// # Errors
/// [`RunError`] when the token is refused or the client fails.
pub async fn run(config: Config) -> Result<(), RunError> {
    let dev_guild = config.dev_guild;
    let framework = poise::Framework::<Data, Box<dyn std::error::Error + Send + Sync>>::builder()
        .options(poise::FrameworkOptions { commands: vec![], ..Default::default() })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                info!(bot = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                match dev_guild {
                    Some(guild) => {
                        poise::builtins::register_in_guild(ctx, &framework.options().commands, guild.into())
                            .await?
                    }
                    None => poise::builtins::register_globally(ctx, &framework.options().commands).await?,
                }
                Ok(Data {})
            })
        })
        .build();
    let mut client =
        serenity::ClientBuilder::new(config.token.expose(), serenity::GatewayIntents::non_privileged())
            .framework(framework)
            .await?;
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        shutdown_signal().await;
        info!("shutting down");
        shards.shutdown_all().await;
    });
    client.start().await?;
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
