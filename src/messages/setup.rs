//! What an operator reads when the bot cannot start, in the language of
//! the terminal it was started from ([`Language::from_env`]: `LC_ALL`,
//! `LC_MESSAGES`, `LANG`). Setting names, paths and values are arguments
//! and read the same in every language.

use std::path::Path;

use crate::config::{
    AWAY_DAYS_VAR, BACKUP_DIR_VAR, BACKUP_EVERY_VAR, BACKUP_KEEP_VAR, BOT_PERMISSIONS, ConfigError,
    DATABASE_VAR, DEFAULT_AWAY_DAYS, DEFAULT_BACKUP_EVERY, DEFAULT_BACKUP_KEEP, DEFAULT_DATABASE,
    DEV_GUILD_VAR, ENV_FILE_NAME, EnvFile, Invocation, LOG_VAR, LineProblem, Origin, TOKEN_PLACEHOLDER,
    TOKEN_VAR,
};
use crate::messages::fluent::tr;
use crate::service::{Checked, Language, SCHEMA_VERSION, StoreError};

/// Where a bot token comes from, step by step, and the invite's
/// permissions (the integer: a binary has no README beside it).
fn where_tokens_come_from(language: Language) -> String {
    tr!(language, "setup-where-tokens", token_var = TOKEN_VAR, permissions = BOT_PERMISSIONS.to_string())
}

/// The full text printed when the bot, started as `invocation` says,
/// cannot start because of `error`: what is wrong, where the value came
/// from (the environment or which `.env` file, which line), and how to fix
/// it. Never a token.
pub fn config_error(language: Language, error: &ConfigError, invocation: &Invocation) -> String {
    let l = language;
    let with_token_help = |problem: &str| with_token_help(l, problem, invocation);
    match error {
        ConfigError::MissingToken { env_file } => with_token_help(&missing_token(l, env_file)),
        ConfigError::EmptyToken { origin } => {
            let problem =
                tr!(l, "setup-empty-token", token_var = TOKEN_VAR, origin = origin_phrase(l, origin));
            with_token_help(&format!("{problem}\n\n{}", fix(l, origin)))
        }
        ConfigError::PlaceholderToken { origin } => {
            let problem = tr!(
                l,
                "setup-placeholder-token",
                token_var = TOKEN_VAR,
                origin = origin_phrase(l, origin),
                placeholder = TOKEN_PLACEHOLDER
            );
            with_token_help(&format!("{problem}\n\n{}", fix(l, origin)))
        }
        ConfigError::MalformedToken { origin } => {
            let problem =
                tr!(l, "setup-malformed-token", token_var = TOKEN_VAR, origin = origin_phrase(l, origin));
            with_token_help(&format!("{problem}\n\n{}", fix(l, origin)))
        }
        ConfigError::BadGuild { value, origin } => {
            let origin = origin_phrase(l, origin);
            let text =
                tr!(l, "setup-bad-guild", guild_var = DEV_GUILD_VAR, origin = origin, value = value.as_str());
            format!("{text}\n")
        }
        ConfigError::BadAwayDays { value, origin } => {
            let origin = origin_phrase(l, origin);
            let text = tr!(
                l,
                "setup-bad-away-days",
                away_var = AWAY_DAYS_VAR,
                origin = origin,
                value = value.as_str()
            );
            format!("{text}\n")
        }
        ConfigError::BadBackupEvery { value, origin } => {
            let origin = origin_phrase(l, origin);
            let text = tr!(
                l,
                "setup-bad-backup-every",
                every_var = BACKUP_EVERY_VAR,
                origin = origin,
                value = value.as_str()
            );
            format!("{text}\n")
        }
        ConfigError::BadBackupKeep { value, origin } => {
            let origin = origin_phrase(l, origin);
            let text = tr!(
                l,
                "setup-bad-backup-keep",
                keep_var = BACKUP_KEEP_VAR,
                origin = origin,
                value = value.as_str()
            );
            format!("{text}\n")
        }
        ConfigError::BackupWithoutDir { origin } => {
            let origin = origin_phrase(l, origin);
            let text = tr!(l, "setup-backup-without-dir", dir_var = BACKUP_DIR_VAR, origin = origin);
            format!("{text}\n")
        }
        ConfigError::EnvFileLine { path, line, shown, problem } => {
            let shown = match shown {
                Some(text) => tr!(l, "setup-line-shown", text = text.as_str()),
                None => tr!(l, "setup-line-hidden"),
            };
            let path = path.display().to_string();
            let problem = line_problem(l, *problem);
            let text = tr!(l, "setup-bad-line", line = *line, path = path, shown = shown, problem = problem);
            format!("{text}\n\n    {TOKEN_VAR}={TOKEN_PLACEHOLDER}\n")
        }
        ConfigError::EnvFileUnreadable { path, source } => {
            let (path, detail) = (path.display().to_string(), source.to_string());
            format!("{}\n", tr!(l, "setup-unreadable-file", path = path, detail = detail))
        }
    }
}

/// "in the environment" or "in /srv/punct/.env".
fn origin_phrase(language: Language, origin: &Origin) -> String {
    match origin {
        Origin::Environment => tr!(language, "setup-in-environment"),
        Origin::EnvFile(path) => tr!(language, "setup-in-file", path = path.display().to_string()),
    }
}

/// Where to change a token that was found but is wrong.
fn fix(language: Language, origin: &Origin) -> String {
    match origin {
        Origin::Environment => {
            tr!(language, "setup-fix-environment", env_file = ENV_FILE_NAME, token_var = TOKEN_VAR)
        }
        Origin::EnvFile(path) => {
            let text = tr!(language, "setup-fix-file", path = path.display().to_string());
            format!("{text}\n\n    {TOKEN_VAR}={TOKEN_PLACEHOLDER}")
        }
    }
}

/// The token is nowhere: say where `.env` was looked for and where to
/// create it (next to Cargo.toml only when started from the repository).
fn missing_token(language: Language, env_file: &EnvFile) -> String {
    let l = language;
    let line = format!("{TOKEN_VAR}={TOKEN_PLACEHOLDER}");
    if let Some(path) = &env_file.path {
        let path = path.display().to_string();
        let problem = tr!(l, "setup-missing-in-file", token_var = TOKEN_VAR, path = path.as_str());
        let add = tr!(l, "setup-add-line", path = path.as_str(), token_var = TOKEN_VAR);
        return format!("{problem}\n\n{add}\n\n    {line}");
    }
    let dir = env_file.dir.display().to_string();
    let here = if env_file.in_repository {
        tr!(l, "setup-here-repository", dir = dir.as_str())
    } else {
        tr!(l, "setup-here", dir = dir.as_str())
    };
    let problem = tr!(l, "setup-missing-nowhere", token_var = TOKEN_VAR, env_file = ENV_FILE_NAME, dir = dir);
    let put = tr!(l, "setup-put-line", env_file = ENV_FILE_NAME, here = here, token_var = TOKEN_VAR);
    format!("{problem}\n\n{put}\n\n    {line}")
}

/// What is wrong with a `.env` line, and how such a line is fixed.
fn line_problem(language: Language, problem: LineProblem) -> String {
    match problem {
        LineProblem::NotAnAssignment => tr!(language, "setup-not-an-assignment", token_var = TOKEN_VAR),
        LineProblem::Value => tr!(language, "setup-bad-value", token_var = TOKEN_VAR),
        LineProblem::UnclosedQuote => tr!(language, "setup-unclosed-quote"),
    }
}

/// `problem` followed by where tokens come from and the other settings.
fn with_token_help(language: Language, problem: &str, invocation: &Invocation) -> String {
    let l = language;
    let started = if invocation.via_cargo { "cargo" } else { "binary" };
    format!(
        "{problem}\n\n{}\n\n{}\n{}\n\n{}\n",
        where_tokens_come_from(l),
        tr!(l, "setup-optional", started = started),
        settings(l, false),
        without_discord(l, invocation),
    )
}

/// The settings, one a line: the name with an example value, and what it
/// is for; the token's line first if `with_token`.
fn settings(language: Language, with_token: bool) -> String {
    let l = language;
    let token = (format!("{TOKEN_VAR}=<token>"), tr!(l, "setup-help-token"));
    let optional = [
        (format!("{DATABASE_VAR}={DEFAULT_DATABASE}"), tr!(l, "setup-optional-database")),
        (format!("{DEV_GUILD_VAR}=<server id>"), tr!(l, "setup-optional-guild")),
        (format!("{AWAY_DAYS_VAR}={DEFAULT_AWAY_DAYS}"), tr!(l, "setup-optional-away-days")),
        (format!("{BACKUP_DIR_VAR}=backups"), tr!(l, "setup-optional-backup-dir")),
        (format!("{BACKUP_EVERY_VAR}={DEFAULT_BACKUP_EVERY}"), tr!(l, "setup-optional-backup-every")),
        (format!("{BACKUP_KEEP_VAR}={DEFAULT_BACKUP_KEEP}"), tr!(l, "setup-optional-backup-keep")),
        (format!("{LOG_VAR}=info"), tr!(l, "setup-optional-log")),
    ];
    let lines = with_token.then_some(token).into_iter().chain(optional);
    lines.map(|(setting, what)| format!("    {setting:<34}{what}")).collect::<Vec<_>>().join("\n")
}

/// How to play in a terminal instead: the `punct` beside this program, or
/// through cargo when cargo started the bot.
fn without_discord(language: Language, invocation: &Invocation) -> String {
    let command = if invocation.via_cargo {
        "cargo run --release --bin punct -- play".to_string()
    } else {
        format!("{} play", invocation.punct)
    };
    tr!(language, "setup-without-discord", command = command)
}

/// `punct-bot --help`'s first paragraph: what the program is and where it
/// reads its settings.
pub fn help_about(language: Language) -> String {
    tr!(language, "setup-help-about", env_file = ENV_FILE_NAME)
}

/// `punct-bot --help`'s last part, after the options: every setting, and
/// how to play without Discord.
pub fn help_settings(language: Language, invocation: &Invocation) -> String {
    let heading = tr!(language, "setup-help-settings");
    format!("{heading}\n{}\n\n{}", settings(language, true), without_discord(language, invocation))
}

/// What the operator reads for a command line with anything but `--help`
/// or `--version` (exit status 2).
pub fn bad_argument(language: Language, invocation: &Invocation, argument: &str) -> String {
    let program = invocation.program.as_str();
    tr!(language, "setup-bad-argument", program = program, argument = argument, env_file = ENV_FILE_NAME)
}

/// The log line once the bot is connected: the link that invites it.
pub fn invite_logged(language: Language) -> String {
    tr!(language, "setup-invite-logged")
}

/// What the operator reads when Discord refuses the bot token (HTTP 401):
/// the bot exits, since retrying with the same token can never succeed.
pub fn token_refused(language: Language, origin: &Origin) -> String {
    let place = match origin {
        Origin::EnvFile(path) => tr!(language, "setup-refused-in-file", path = path.display().to_string()),
        Origin::Environment => tr!(language, "setup-refused-in-environment"),
    };
    let text = tr!(language, "setup-token-refused", token_var = TOKEN_VAR, place = place);
    format!("{text}\n\n{}", where_tokens_come_from(language))
}

/// What the operator reads when the game database cannot be opened;
/// `detail` is the store's own account of why.
pub fn database_unopenable(language: Language, detail: &StoreError) -> String {
    tr!(
        language,
        "setup-database-unopenable",
        detail = detail.to_string(),
        database_var = DATABASE_VAR,
        default = DEFAULT_DATABASE
    )
}

/// What the operator reads when the connection to Discord ends with an
/// error the bot cannot recover from; games are safe in the database.
pub fn discord_stopped(language: Language, detail: &dyn std::fmt::Display) -> String {
    tr!(language, "setup-discord-stopped", detail = detail.to_string())
}

/// One log line per failed attempt to reach Discord while starting: what
/// failed, in words, and when the next attempt comes.
pub fn discord_unreachable(
    language: Language,
    detail: &dyn std::fmt::Display,
    retry_in_seconds: u64,
) -> String {
    tr!(language, "setup-discord-unreachable", detail = detail.to_string(), seconds = retry_in_seconds)
}

/// `punct-bot backup`'s and `punct-bot check`'s lines in `--help`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToolHelp {
    /// What `backup` does.
    Backup,
    /// What `check` does.
    Check,
    /// The FILE argument of `backup`.
    BackupFile,
    /// The FILE argument of `check`.
    CheckFile,
    /// The heading of the subcommands.
    Heading,
}

/// A line of `--help` about the two tools.
pub fn tool_help(language: Language, what: ToolHelp) -> String {
    match what {
        ToolHelp::Backup => tr!(language, "setup-help-backup", database_var = DATABASE_VAR),
        ToolHelp::Check => tr!(language, "setup-help-check"),
        ToolHelp::BackupFile => tr!(language, "setup-help-backup-file"),
        ToolHelp::CheckFile => tr!(language, "setup-help-check-file"),
        ToolHelp::Heading => tr!(language, "setup-help-tools"),
    }
}

/// `punct-bot backup` or `check` without a file, or with more than one.
pub fn tool_needs_one_file(language: Language, invocation: &Invocation, tool: &str) -> String {
    tr!(language, "setup-tool-needs-file", program = invocation.program.as_str(), tool = tool)
}

/// `punct-bot backup`: the copy was written and checked.
pub fn backup_written(language: Language, source: &Path, file: &Path, checked: &Checked) -> String {
    tr!(
        language,
        "setup-backup-written",
        source = source.display().to_string(),
        file = file.display().to_string(),
        version = checked.version,
        games = checked.games
    )
}

/// `punct-bot backup`: there is no database where the bot's would be.
pub fn backup_no_database(language: Language, source: &Path) -> String {
    tr!(
        language,
        "setup-backup-no-database",
        source = source.display().to_string(),
        database_var = DATABASE_VAR,
        default = DEFAULT_DATABASE
    )
}

/// `punct-bot backup`: nothing was written, and why (`detail`: the
/// store's account of the failure).
pub fn backup_failed(language: Language, source: &Path, file: &Path, detail: &StoreError) -> String {
    tr!(
        language,
        "setup-backup-failed",
        source = source.display().to_string(),
        file = file.display().to_string(),
        detail = detail.to_string(),
        database_var = DATABASE_VAR
    )
}

/// `punct-bot check`: a sound punct database, of which version.
pub fn check_sound(language: Language, file: &Path, checked: &Checked) -> String {
    tr!(
        language,
        "setup-check-sound",
        file = file.display().to_string(),
        version = checked.version,
        current = SCHEMA_VERSION,
        games = checked.games
    )
}

/// `punct-bot check`: not a sound punct database, and why.
pub fn check_unsound(language: Language, file: &Path, detail: &StoreError) -> String {
    tr!(language, "setup-check-unsound", file = file.display().to_string(), detail = detail.to_string())
}

/// What the operator reads when the async runtime cannot start.
pub fn runtime_unavailable(language: Language, detail: &dyn std::fmt::Display) -> String {
    tr!(language, "setup-runtime-unavailable", detail = detail.to_string())
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;
    use std::sync::Arc;

    use super::*;

    fn env_path() -> PathBuf {
        PathBuf::from("/srv/punct/.env")
    }

    fn from_file() -> Origin {
        Origin::EnvFile(env_path())
    }

    fn nowhere(in_repository: bool) -> EnvFile {
        EnvFile { dir: PathBuf::from("/srv/punct"), in_repository, path: None }
    }

    /// The bot started as /opt/punct/punct-bot, with punct beside it.
    fn binary() -> Invocation {
        Invocation {
            via_cargo: false,
            program: "/opt/punct/punct-bot".into(),
            punct: "/opt/punct/punct".into(),
        }
    }

    fn english_error(error: &ConfigError) -> String {
        config_error(Language::ENGLISH, error, &binary())
    }

    /// Once, the text spoke of `cargo run` and README.md to someone
    /// who had run the binary. It names the `punct` beside the binary,
    /// and `cargo run` only when cargo started the bot; the permissions
    /// are in the text itself.
    #[test]
    fn the_missing_token_text_speaks_to_how_the_bot_was_started() {
        let error = ConfigError::MissingToken { env_file: nowhere(false) };
        let text = config_error(Language::ENGLISH, &error, &binary());
        assert!(text.contains("To play without Discord: /opt/punct/punct play"), "{text}");
        assert!(!text.contains("cargo") && !text.contains("README"), "{text}");
        assert!(!text.contains(".env.example"), "{text}");
        assert!(text.contains("309237763072"), "{text}");
        let cargo = Invocation { via_cargo: true, ..binary() };
        let text = config_error(Language::ENGLISH, &error, &cargo);
        assert!(text.contains("cargo run --release --bin punct -- play"), "{text}");
        assert!(text.contains("cp .env.example .env"), "{text}");
    }

    #[test]
    fn help_lists_every_setting_and_a_bad_argument_is_named() {
        let help = help_settings(Language::ENGLISH, &binary());
        for name in ["DISCORD_TOKEN=", "PUNCT_DATABASE=", "PUNCT_DEV_GUILD=", "RUST_LOG="] {
            assert!(help.contains(name), "{name}: {help}");
        }
        assert!(help.contains("/opt/punct/punct play"), "{help}");
        let text = bad_argument(Language::ENGLISH, &binary(), "--token");
        assert!(text.contains("/opt/punct/punct-bot") && text.contains("“--token”"), "{text}");
    }

    #[test]
    fn a_token_from_the_environment_is_not_said_to_be_in_env_file() {
        for error in [
            ConfigError::PlaceholderToken { origin: Origin::Environment },
            ConfigError::MalformedToken { origin: Origin::Environment },
            ConfigError::EmptyToken { origin: Origin::Environment },
        ] {
            let text = english_error(&error);
            let first = text.lines().next().unwrap_or_default();
            assert!(
                first.contains("DISCORD_TOKEN in the environment")
                    || first.contains("empty in the environment")
            );
            assert!(!first.contains(".env"), "{first}");
            assert!(text.contains("unset DISCORD_TOKEN"), "{text}");
        }
    }

    #[test]
    fn a_token_from_env_file_names_that_file() {
        let text = english_error(&ConfigError::PlaceholderToken { origin: from_file() });
        assert!(text.starts_with(
            "DISCORD_TOKEN in /srv/punct/.env is still the example value “paste-your-bot-token-here”."
        ));
        assert!(text.contains("Change that line in /srv/punct/.env"), "{text}");
        let text = english_error(&ConfigError::MalformedToken { origin: from_file() });
        assert!(text.starts_with("DISCORD_TOKEN in /srv/punct/.env contains spaces or quotes"), "{text}");
        let text = english_error(&ConfigError::BadGuild { value: "my server".into(), origin: from_file() });
        assert!(text.starts_with("PUNCT_DEV_GUILD in /srv/punct/.env must be a server id"), "{text}");
        assert!(text.contains("“my server”"));
    }

    #[test]
    fn an_empty_token_says_empty_not_unset() {
        let text = english_error(&ConfigError::EmptyToken { origin: from_file() });
        assert!(text.starts_with("DISCORD_TOKEN is set but empty in /srv/punct/.env."), "{text}");
        assert!(!text.contains("not set"), "{text}");
        assert!(text.contains("DISCORD_TOKEN=paste-your-bot-token-here"));
    }

    #[test]
    fn next_to_cargo_toml_only_when_started_from_the_repository() {
        let text = english_error(&ConfigError::MissingToken { env_file: nowhere(true) });
        assert!(text.contains("no .env file in /srv/punct or above it"), "{text}");
        assert!(text.contains("in /srv/punct, the directory the bot was started from (next to Cargo.toml)"));
        let text = english_error(&ConfigError::MissingToken { env_file: nowhere(false) });
        assert!(text.contains("in /srv/punct, the directory the bot was started from, or set"), "{text}");
        assert!(!text.contains("Cargo.toml"), "{text}");
    }

    #[test]
    fn a_missing_token_names_the_env_file_that_lacks_it() {
        let env_file = EnvFile { path: Some(env_path()), ..nowhere(true) };
        let text = english_error(&ConfigError::MissingToken { env_file });
        assert!(text.contains("neither in the environment nor in /srv/punct/.env"), "{text}");
        assert!(text.contains("Add this line to /srv/punct/.env"), "{text}");
    }

    #[test]
    fn a_bad_env_file_line_is_named_by_number() {
        let error = ConfigError::EnvFileLine {
            path: env_path(),
            line: 4,
            shown: Some("DISCORD_TOKEN=…".into()),
            problem: LineProblem::Value,
        };
        let text = english_error(&error);
        assert!(text.starts_with("Line 4 of /srv/punct/.env cannot be read (it starts “DISCORD_TOKEN=…”)."));
        assert!(text.contains("paste it alone after DISCORD_TOKEN="), "{text}");
        let error = ConfigError::EnvFileLine {
            path: env_path(),
            line: 2,
            shown: None,
            problem: LineProblem::NotAnAssignment,
        };
        let text = english_error(&error);
        assert!(
            text.starts_with("Line 2 of /srv/punct/.env cannot be read (its text is not shown"),
            "{text}"
        );
        assert!(text.contains("must start with a name and ="), "{text}");
        let error = ConfigError::EnvFileLine {
            path: env_path(),
            line: 7,
            shown: Some("export DISCORD_TOKEN=…".into()),
            problem: LineProblem::UnclosedQuote,
        };
        assert!(english_error(&error).contains("never closed"));
    }

    #[test]
    fn an_unreadable_env_file_says_why() {
        let source = Arc::new(std::io::Error::new(std::io::ErrorKind::InvalidData, "not UTF-8"));
        let text = english_error(&ConfigError::EnvFileUnreadable { path: env_path(), source });
        assert!(
            text.starts_with("The settings file /srv/punct/.env could not be read: not UTF-8."),
            "{text}"
        );
    }

    #[test]
    fn missing_token_says_exactly_what_to_write() {
        let text = english_error(&ConfigError::MissingToken { env_file: nowhere(false) });
        assert!(text.contains("DISCORD_TOKEN=paste-your-bot-token-here"));
        assert!(text.contains("discord.com/developers/applications"));
        assert!(text.contains("Bot"));
    }

    #[test]
    fn a_refused_token_names_the_fix() {
        let text = token_refused(Language::ENGLISH, &Origin::EnvFile("/srv/punct/.env".into()));
        assert!(text.starts_with(
            "Discord refused the token: reset it in the developer portal and update DISCORD_TOKEN in .env"
        ));
        assert!(text.contains("discord.com/developers/applications"));
        let from_env = token_refused(Language::ENGLISH, &Origin::Environment);
        assert!(
            from_env.contains("update DISCORD_TOKEN in the environment the bot is started with"),
            "{from_env}"
        );
    }

    #[test]
    fn an_unreachable_discord_is_one_line_with_the_next_try() {
        let text = discord_unreachable(Language::ENGLISH, &"connection refused", 8);
        assert_eq!(text.lines().count(), 1);
        assert!(text.contains("connection refused") && text.contains("8 s"), "{text}");
    }
}
