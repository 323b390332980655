//! The Discord bot, and the one place its parts are put together:
//! config → store → service (clock, computer) → Discord front end.
//! `cargo run --release` starts it; without a token it prints exactly what
//! to put in `.env` and exits with status 2.

use std::process::ExitCode;
use std::sync::Arc;

use punct::config::Config;
use punct::discord::{self, RunError, SHUTDOWN_GRACE};
use punct::messages;
use punct::service::computer::Engine;
use punct::service::{GameService, SystemClock};
use punct::store::Store;
use tracing_subscriber::EnvFilter;

/// Exit status for "the bot is not configured": the operator must act
/// (a missing or refused token).
const EXIT_NOT_CONFIGURED: u8 = 2;

fn main() -> ExitCode {
    // The operator reads set-up messages in the terminal's language.
    let language = punct::model::Language::from_env();
    let config = match Config::from_env() {
        Ok(config) => config,
        Err(error) => {
            eprint!("{}", messages::setup::config_error(language, &error));
            return ExitCode::from(EXIT_NOT_CONFIGURED);
        }
    };
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,serenity=warn")),
        )
        .init();
    let store = match Store::open(&config.database) {
        Ok(store) => store,
        Err(error) => {
            eprintln!("{}", messages::setup::database_unopenable(language, &error));
            return ExitCode::FAILURE;
        }
    };
    let service = Arc::new(GameService::new(store, Arc::new(SystemClock), Arc::new(Engine)));
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("{}", messages::setup::runtime_unavailable(language, &error));
            return ExitCode::FAILURE;
        }
    };
    let outcome = runtime.block_on(discord::run(&config, service));
    // Background work still running (a shard reconnecting, a computer
    // move) must not hold the process past the shutdown promise.
    runtime.shutdown_timeout(SHUTDOWN_GRACE);
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(RunError::InvalidToken) => {
            eprintln!("{}", messages::setup::token_refused(language, &config.token_origin));
            ExitCode::from(EXIT_NOT_CONFIGURED)
        }
        Err(error @ RunError::Client(_)) => {
            eprintln!("{}", messages::setup::discord_stopped(language, &error));
            ExitCode::FAILURE
        }
    }
}
