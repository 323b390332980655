//! The Discord bot, and the one place its parts are put together:
//! config → store → service (clock, computer) → Discord front end.
//! `punct-bot` (or `cargo run --release`) starts it; `--help` lists the
//! settings it reads; without a token it prints exactly what to put in
//! `.env` and exits with status 2.

use std::ffi::OsString;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::Arc;

use clap::error::ErrorKind;
use clap::{Arg, ArgAction, Command};
use punct::config::{Config, DEFAULT_LOG_FILTER, Invocation, LOG_VAR};
use punct::discord::{self, RunError, SHUTDOWN_GRACE};
use punct::messages;
use punct::model::Language;
use punct::service::computer::Engine;
use punct::service::{GameService, ServiceConfig, SystemClock};
use punct::store::Store;
use tracing_subscriber::EnvFilter;

/// Exit status for "the bot is not configured": the operator must act
/// (a missing or refused token), and for a bad command line.
const EXIT_NOT_CONFIGURED: u8 = 2;

fn main() -> ExitCode {
    // The operator reads set-up messages in the terminal's language.
    let language = Language::from_env();
    let invocation = Invocation::detect();
    if let Err(exit) = read_command_line(language, &invocation, std::env::args_os().collect()) {
        return exit;
    }
    let config = match Config::from_env() {
        Ok(config) => config,
        Err(error) => {
            eprint!("{}", messages::setup::config_error(language, &error, &invocation));
            return ExitCode::from(EXIT_NOT_CONFIGURED);
        }
    };
    start_logging();
    let store = match Store::open(&config.database) {
        Ok(store) => store,
        Err(error) => {
            eprintln!("{}", messages::setup::database_unopenable(language, &error));
            return ExitCode::FAILURE;
        }
    };
    let service_config =
        ServiceConfig { away_days_per_year: config.away_days_per_year, ..ServiceConfig::default() };
    let service = Arc::new(
        GameService::new(store, Arc::new(SystemClock), Arc::new(Engine)).with_config(service_config),
    );
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

/// The bot's command line: `--help` and `--version`, in the terminal's
/// language, around the settings it reads from the environment.
fn command(language: Language, invocation: &Invocation) -> Command {
    let frame = messages::cli::help_frame(language);
    let option_help = |id: &str| messages::cli::option_help(language, "", id).unwrap_or_default();
    // clap's own layout, its heading in the operator's language.
    let template = format!("{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}", frame.usage);
    Command::new("punct-bot")
        .version(env!("CARGO_PKG_VERSION"))
        .about(messages::setup::help_about(language))
        .after_help(messages::setup::help_settings(language, invocation))
        .override_usage(format!("punct-bot {}", frame.options_placeholder))
        .help_template(template)
        .disable_help_flag(true)
        .disable_version_flag(true)
        .next_help_heading(frame.options)
        .arg(Arg::new("help").short('h').long("help").action(ArgAction::Help).help(option_help("help")))
        .arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(option_help("version")),
        )
}

/// Reads the command line: nothing to do but start, or `Err` with the exit
/// status once help or the version is printed (0) or a bad line refused
/// (2).
fn read_command_line(
    language: Language,
    invocation: &Invocation,
    args: Vec<OsString>,
) -> Result<(), ExitCode> {
    let Err(error) = command(language, invocation).try_get_matches_from(&args) else { return Ok(()) };
    if matches!(error.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        print!("{}", error.render());
        return Err(ExitCode::SUCCESS);
    }
    let argument = args.get(1).map(|a| a.to_string_lossy().into_owned()).unwrap_or_default();
    eprintln!("{}", messages::setup::bad_argument(language, invocation, &argument));
    Err(ExitCode::from(EXIT_NOT_CONFIGURED))
}

/// Logs to standard output: `RUST_LOG`'s filter, or
/// [`DEFAULT_LOG_FILTER`] when it is unset, blank or unreadable; colours
/// only on a terminal and unless `NO_COLOR` is set, so a file or a pipe
/// (systemd's journal, `| tee`) gets plain text.
fn start_logging() {
    let filter = std::env::var(LOG_VAR)
        .ok()
        .filter(|value| !value.trim().is_empty())
        .and_then(|value| EnvFilter::try_new(value).ok())
        .unwrap_or_else(|| EnvFilter::new(DEFAULT_LOG_FILTER));
    let no_colour = std::env::var_os("NO_COLOR").is_some_and(|value| !value.is_empty());
    let colour = std::io::stdout().is_terminal() && !no_colour;
    tracing_subscriber::fmt().with_env_filter(filter).with_ansi(colour).init();
}
