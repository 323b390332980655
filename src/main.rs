//! The Discord bot. `cargo run --release` starts it; without a token it
//! prints exactly what to put in `.env` and exits with status 2.

use std::process::ExitCode;

use punct::config::Config;
use punct::messages;
use tracing_subscriber::EnvFilter;

/// Exit status for "the bot is not configured": the operator must act.
const EXIT_NOT_CONFIGURED: u8 = 2;

fn main() -> ExitCode {
    let config = match Config::from_env() {
        Ok(config) => config,
        Err(error) => {
            eprint!("{}", messages::setup::config_error(&error));
            return ExitCode::from(EXIT_NOT_CONFIGURED);
        }
    };
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,serenity=warn")),
        )
        .init();
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("Could not start the async runtime: {error}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(punct::discord::run(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{}", messages::setup::run_error(&error));
            ExitCode::FAILURE
        }
    }
}
