//! The Discord bot, and the one place its parts are put together:
//! config → store → service (clock, computer) → Discord front end.
//! `punct-bot` (or `cargo run --release`) starts it; `--help` lists the
//! settings it reads; without a token it prints exactly what to put in
//! `.env` and exits with status 2. Two tools for the operator work while
//! the bot runs: `punct-bot backup FILE` (a checked copy of the database)
//! and `punct-bot check FILE` (is it a sound punct database, of which
//! version); both exit with 0 when all is well, 1 when not.

use std::ffi::OsString;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use clap::error::ErrorKind;
use clap::{Arg, ArgAction, Command};
use punct::config::{BackupSchedule, Config, DEFAULT_LOG_FILTER, Invocation, LOG_VAR};
use punct::discord::{self, RunError, SHUTDOWN_GRACE};
use punct::messages;
use punct::messages::setup::ToolHelp;
use punct::model::Language;
use punct::service::computer::Engine;
use punct::service::{GameService, ServiceConfig, SystemClock};
use punct::store::{Store, backup};
use tracing::{error, info};
use tracing_subscriber::EnvFilter;

/// Exit status for "the bot is not configured": the operator must act
/// (a missing or refused token), and for a bad command line.
const EXIT_NOT_CONFIGURED: u8 = 2;

fn main() -> ExitCode {
    // The operator reads set-up messages in the terminal's language.
    let language = Language::from_env();
    let invocation = Invocation::detect();
    match read_command_line(language, &invocation, std::env::args_os().collect()) {
        Err(exit) => return exit,
        Ok(Some(Tool::Backup(file))) => return back_up(language, &invocation, &file),
        Ok(Some(Tool::Check(file))) => return check(language, &file),
        Ok(None) => {}
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
    if let Some(schedule) = config.backups.clone() {
        runtime.spawn(periodic_backups(Arc::clone(&service), schedule));
    }
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

/// A tool asked for on the command line, instead of starting the bot.
enum Tool {
    /// `punct-bot backup FILE`.
    Backup(PathBuf),
    /// `punct-bot check FILE`.
    Check(PathBuf),
}

/// The bot's command line: `--help`, `--version` and the two tools, in
/// the terminal's language, around the settings it reads from the
/// environment.
fn command(language: Language, invocation: &Invocation) -> Command {
    let frame = messages::cli::help_frame(language);
    let option_help = |id: &str| messages::cli::option_help(language, "", id).unwrap_or_default();
    // clap's own layout, its heading in the operator's language.
    let template = format!("{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}", frame.usage);
    Command::new("punct-bot")
        .version(env!("CARGO_PKG_VERSION"))
        .about(messages::setup::help_about(language))
        .after_help(messages::setup::help_settings(language, invocation))
        .override_usage(format!(
            "punct-bot {}\n       punct-bot backup FILE\n       punct-bot check FILE",
            frame.options_placeholder
        ))
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
        .disable_help_subcommand(true)
        .subcommand_help_heading(messages::setup::tool_help(language, ToolHelp::Heading))
        .subcommand(tool(language, "backup", ToolHelp::Backup, ToolHelp::BackupFile))
        .subcommand(tool(language, "check", ToolHelp::Check, ToolHelp::CheckFile))
}

/// A tool's subcommand: what it does, and its one FILE.
fn tool(language: Language, name: &'static str, about: ToolHelp, file: ToolHelp) -> Command {
    let text = |what| messages::setup::tool_help(language, what);
    Command::new(name).about(text(about)).disable_help_flag(true).arg(
        Arg::new("file")
            .value_name("FILE")
            .value_parser(clap::value_parser!(PathBuf))
            .required(true)
            .help(text(file)),
    )
}

/// `punct-bot backup FILE`: a checked copy of the bot's database, made
/// through SQLite's online backup, so the bot may go on running.
fn back_up(language: Language, invocation: &Invocation, file: &Path) -> ExitCode {
    let database = match Config::database_from_env() {
        Ok(database) => database,
        Err(error) => {
            eprint!("{}", messages::setup::config_error(language, &error, invocation));
            return ExitCode::from(EXIT_NOT_CONFIGURED);
        }
    };
    if !database.is_file() {
        eprintln!("{}", messages::setup::backup_no_database(language, &database));
        return ExitCode::FAILURE;
    }
    match backup::backup_file(&database, file) {
        Ok(checked) => {
            println!("{}", messages::setup::backup_written(language, &database, file, &checked));
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{}", messages::setup::backup_failed(language, &database, file, &error));
            ExitCode::FAILURE
        }
    }
}

/// `punct-bot check FILE`: whether it is a sound punct database, and of
/// which version. Reads only.
fn check(language: Language, file: &Path) -> ExitCode {
    match backup::check(file) {
        Ok(checked) => {
            println!("{}", messages::setup::check_sound(language, file, &checked));
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{}", messages::setup::check_unsound(language, file, &error));
            ExitCode::FAILURE
        }
    }
}

/// The running bot's backups: one at start-up (so a destination that
/// cannot be written shows at once), then one every `schedule.every`.
/// A failure is logged and the bot goes on; the next one is tried on time.
async fn periodic_backups(service: Arc<GameService>, schedule: BackupSchedule) {
    info!(
        dir = %schedule.dir.display(),
        every_minutes = schedule.every.as_secs() / 60,
        keep = schedule.keep,
        "periodic backups on"
    );
    let mut ticks = tokio::time::interval(schedule.every);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        let (service, dir, keep) = (Arc::clone(&service), schedule.dir.clone(), schedule.keep as usize);
        match tokio::task::spawn_blocking(move || service.backup_into(&dir, keep)).await {
            Ok(Ok(made)) => info!(
                file = %made.file.display(),
                games = made.checked.games,
                deleted = made.deleted.len(),
                "backup written and checked"
            ),
            Ok(Err(e)) => error!(
                dir = %schedule.dir.display(),
                error = %e,
                "backup failed (the bot goes on; the next one is tried on time)"
            ),
            Err(e) => error!(error = %e, "the backup task stopped; the next one is tried on time"),
        }
    }
}

/// Reads the command line: nothing to do but start (`None`), a tool, or
/// `Err` with the exit status once help or the version is printed (0) or
/// a bad line refused (2).
fn read_command_line(
    language: Language,
    invocation: &Invocation,
    args: Vec<OsString>,
) -> Result<Option<Tool>, ExitCode> {
    let error = match command(language, invocation).try_get_matches_from(&args) {
        Ok(matches) => {
            let file = |m: &clap::ArgMatches| m.get_one::<PathBuf>("file").cloned().unwrap_or_default();
            return Ok(match matches.subcommand() {
                Some(("backup", m)) => Some(Tool::Backup(file(m))),
                Some(("check", m)) => Some(Tool::Check(file(m))),
                _ => None,
            });
        }
        Err(error) => error,
    };
    if matches!(error.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        print!("{}", error.render());
        return Err(ExitCode::SUCCESS);
    }
    let argument = args.get(1).map(|a| a.to_string_lossy().into_owned()).unwrap_or_default();
    let tool = ["backup", "check"].into_iter().find(|&t| t == argument);
    match tool {
        // A tool without its file, or with more than one.
        Some(tool) => eprintln!("{}", messages::setup::tool_needs_one_file(language, invocation, tool)),
        None => eprintln!("{}", messages::setup::bad_argument(language, invocation, &argument)),
    }
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
