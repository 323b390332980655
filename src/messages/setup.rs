//! What an operator reads when the bot cannot start.

use crate::config::{
    ConfigError, DATABASE_VAR, DEFAULT_DATABASE, DEV_GUILD_VAR, ENV_FILE_NAME, EnvFile, LineProblem, Origin,
    TOKEN_PLACEHOLDER, TOKEN_VAR,
};
use crate::service::StoreError;

/// Where a bot token comes from, step by step.
const WHERE_TOKENS_COME_FROM: &str = "\
Where the token comes from:
  1. Open https://discord.com/developers/applications and pick your application
     (or click \"New Application\" and give it a name).
  2. Go to \"Bot\" in the menu on the left and click \"Reset Token\".
  3. Copy the token Discord shows once, and paste it after DISCORD_TOKEN=.
Invite the bot with the link from \"OAuth2\" → \"URL Generator\" (scopes: bot,
applications.commands); README.md lists the permissions it needs.";

/// The full text printed when the bot cannot start because of `error`:
/// what is wrong, where the value came from (the environment or which
/// `.env` file, which line), and how to fix it. Never a token.
pub fn config_error(error: &ConfigError) -> String {
    match error {
        ConfigError::MissingToken { env_file } => with_token_help(&missing_token(env_file)),
        ConfigError::EmptyToken { origin } => with_token_help(&format!(
            "{TOKEN_VAR} is set but empty {}.\n\n{}",
            origin_phrase(origin),
            fix(origin)
        )),
        ConfigError::PlaceholderToken { origin } => with_token_help(&format!(
            "{TOKEN_VAR} {} is still the example value “{TOKEN_PLACEHOLDER}”.\n\n{}",
            origin_phrase(origin),
            fix(origin)
        )),
        ConfigError::MalformedToken { origin } => with_token_help(&format!(
            "{TOKEN_VAR} {} contains spaces or quotes; paste the token alone, with nothing around it.\n\n{}",
            origin_phrase(origin),
            fix(origin)
        )),
        ConfigError::BadGuild { value, origin } => format!(
            "{DEV_GUILD_VAR} {} must be a server id (a number such as 123456789012345678), not “{value}”.\n\
             Turn on Developer Mode in Discord (Settings → Advanced), right-click your server and \
             choose \"Copy Server ID\"; or delete the setting to register commands globally.\n",
            origin_phrase(origin)
        ),
        ConfigError::EnvFileLine { path, line, shown, problem } => {
            let shown = match shown {
                Some(text) => format!("it starts “{text}”"),
                None => "its text is not shown, as it may be a token".to_string(),
            };
            format!(
                "Line {line} of {} cannot be read ({shown}).\n{}\n\
                 Each line must look like NAME=value (lines starting with # are comments), for example:\n\n    \
                 {TOKEN_VAR}={TOKEN_PLACEHOLDER}\n",
                path.display(),
                line_problem(*problem)
            )
        }
        ConfigError::EnvFileUnreadable { path, source } => format!(
            "The settings file {} could not be read: {source}.\nIt must be a text file (UTF-8) the bot may read; \
             or delete it and set the variables in the environment.\n",
            path.display()
        ),
    }
}

/// "in the environment" or "in /srv/punct/.env".
fn origin_phrase(origin: &Origin) -> String {
    match origin {
        Origin::Environment => "in the environment".to_string(),
        Origin::EnvFile(path) => format!("in {}", path.display()),
    }
}

/// Where to change a token that was found but is wrong.
fn fix(origin: &Origin) -> String {
    match origin {
        Origin::Environment => format!(
            "It is set in the environment the bot was started with, which wins over {ENV_FILE_NAME}: \
             set it there to the token, or remove it (`unset {TOKEN_VAR}`) to use {ENV_FILE_NAME}."
        ),
        Origin::EnvFile(path) => format!(
            "Change that line in {}, putting the token itself after the = (no quotes, no spaces):\n\n    \
             {TOKEN_VAR}={TOKEN_PLACEHOLDER}",
            path.display()
        ),
    }
}

/// The token is nowhere: say where `.env` was looked for and where to
/// create it (next to Cargo.toml only when started from the repository).
fn missing_token(env_file: &EnvFile) -> String {
    let line = format!("{TOKEN_VAR}={TOKEN_PLACEHOLDER}");
    if let Some(path) = &env_file.path {
        return format!(
            "punct-bot needs a Discord bot token, and {TOKEN_VAR} is not set: it is neither in the \
             environment nor in {}.\n\nAdd this line to {}, or set {TOKEN_VAR} in the environment:\n\n    {line}",
            path.display(),
            path.display()
        );
    }
    let dir = env_file.dir.display();
    let here = if env_file.in_repository {
        format!("in {dir}, the directory the bot was started from (next to Cargo.toml)")
    } else {
        format!("in {dir}, the directory the bot was started from")
    };
    format!(
        "punct-bot needs a Discord bot token, and {TOKEN_VAR} is not set: it is not in the environment, \
         and there is no {ENV_FILE_NAME} file in {dir} or above it.\n\n\
         Put this line in a file named {ENV_FILE_NAME} {here}, or set {TOKEN_VAR} in the environment:\n\n    {line}"
    )
}

/// What is wrong with a `.env` line, and how such a line is fixed.
fn line_problem(problem: LineProblem) -> String {
    match problem {
        LineProblem::NotAnAssignment => format!(
            "It must start with a name and =, such as {TOKEN_VAR}= (no spaces in the name, no colon)."
        ),
        LineProblem::Value => format!(
            "The value after = could not be read: a value with spaces, # or quotes needs double quotes \
             around it. A token has none of these: paste it alone after {TOKEN_VAR}=."
        ),
        LineProblem::UnclosedQuote => {
            "A quote opened on that line is never closed, so the rest of the file is one unfinished value."
                .to_string()
        }
    }
}

/// `problem` followed by where tokens come from and the other settings.
fn with_token_help(problem: &str) -> String {
    format!(
        "{problem}\n\n\
         {WHERE_TOKENS_COME_FROM}\n\n\
         Optional settings (see .env.example; `cp .env.example .env` starts from it):\n    \
         {:<34}where games are stored\n    \
         {:<34}register commands in one server instantly\n    \
         {:<34}how much the bot logs\n\n\
         To play without Discord: cargo run --release --bin punct -- play\n",
        format!("{DATABASE_VAR}={DEFAULT_DATABASE}"),
        format!("{DEV_GUILD_VAR}=<server id>"),
        "RUST_LOG=info",
    )
}

/// What the operator reads when Discord refuses the bot token (HTTP 401):
/// the bot exits, since retrying with the same token can never succeed.
pub fn token_refused(origin: &Origin) -> String {
    let place = match origin {
        Origin::EnvFile(path) => format!(".env ({})", path.display()),
        Origin::Environment => "the environment the bot is started with (it wins over .env)".to_string(),
    };
    format!(
        "Discord refused the token: reset it in the developer portal and update {TOKEN_VAR} in {place}.\n\
         It must be the token from the \"Bot\" page (not the application id or the client secret), \
         and it changes each time you reset it.\n\n{WHERE_TOKENS_COME_FROM}"
    )
}

/// What the operator reads when the game database cannot be opened;
/// `detail` is the store's own account of why.
pub fn database_unopenable(detail: &StoreError) -> String {
    format!(
        "The game database could not be opened: {detail}.\nCheck {DATABASE_VAR} in .env (default {DEFAULT_DATABASE}): \
         the bot needs to read and write that file and the directory it is in. It never deletes or \
         recreates a database; a database made by a newer punct-bot needs that newer version."
    )
}

/// What the operator reads when the connection to Discord ends with an
/// error the bot cannot recover from; games are safe in the database.
pub fn discord_stopped(detail: &dyn std::fmt::Display) -> String {
    format!(
        "The bot stopped: {detail}.\nCheck the network connection and restart it; games are kept in the database."
    )
}

/// One log line per failed attempt to reach Discord while starting: what
/// failed, in words, and when the next attempt comes.
pub fn discord_unreachable(detail: &dyn std::fmt::Display, retry_in_seconds: u64) -> String {
    format!(
        "Discord cannot be reached ({detail}); trying again in {retry_in_seconds} s (Ctrl-C stops the bot)."
    )
}

/// What the operator reads when the async runtime cannot start.
pub fn runtime_unavailable(detail: &dyn std::fmt::Display) -> String {
    format!("Could not start the async runtime: {detail}")
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

    #[test]
    fn a_token_from_the_environment_is_not_said_to_be_in_env_file() {
        for error in [
            ConfigError::PlaceholderToken { origin: Origin::Environment },
            ConfigError::MalformedToken { origin: Origin::Environment },
            ConfigError::EmptyToken { origin: Origin::Environment },
        ] {
            let text = config_error(&error);
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
        let text = config_error(&ConfigError::PlaceholderToken { origin: from_file() });
        assert!(text.starts_with(
            "DISCORD_TOKEN in /srv/punct/.env is still the example value “paste-your-bot-token-here”."
        ));
        assert!(text.contains("Change that line in /srv/punct/.env"), "{text}");
        let text = config_error(&ConfigError::MalformedToken { origin: from_file() });
        assert!(text.starts_with("DISCORD_TOKEN in /srv/punct/.env contains spaces or quotes"), "{text}");
        let text = config_error(&ConfigError::BadGuild { value: "my server".into(), origin: from_file() });
        assert!(text.starts_with("PUNCT_DEV_GUILD in /srv/punct/.env must be a server id"), "{text}");
        assert!(text.contains("“my server”"));
    }

    #[test]
    fn an_empty_token_says_empty_not_unset() {
        let text = config_error(&ConfigError::EmptyToken { origin: from_file() });
        assert!(text.starts_with("DISCORD_TOKEN is set but empty in /srv/punct/.env."), "{text}");
        assert!(!text.contains("not set"), "{text}");
        assert!(text.contains("DISCORD_TOKEN=paste-your-bot-token-here"));
    }

    #[test]
    fn next_to_cargo_toml_only_when_started_from_the_repository() {
        let text = config_error(&ConfigError::MissingToken { env_file: nowhere(true) });
        assert!(text.contains("no .env file in /srv/punct or above it"), "{text}");
        assert!(text.contains("in /srv/punct, the directory the bot was started from (next to Cargo.toml)"));
        let text = config_error(&ConfigError::MissingToken { env_file: nowhere(false) });
        assert!(text.contains("in /srv/punct, the directory the bot was started from, or set"), "{text}");
        assert!(!text.contains("Cargo.toml"), "{text}");
    }

    #[test]
    fn a_missing_token_names_the_env_file_that_lacks_it() {
        let env_file = EnvFile { path: Some(env_path()), ..nowhere(true) };
        let text = config_error(&ConfigError::MissingToken { env_file });
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
        let text = config_error(&error);
        assert!(text.starts_with("Line 4 of /srv/punct/.env cannot be read (it starts “DISCORD_TOKEN=…”)."));
        assert!(text.contains("paste it alone after DISCORD_TOKEN="), "{text}");
        let error = ConfigError::EnvFileLine {
            path: env_path(),
            line: 2,
            shown: None,
            problem: LineProblem::NotAnAssignment,
        };
        let text = config_error(&error);
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
        assert!(config_error(&error).contains("never closed"));
    }

    #[test]
    fn an_unreadable_env_file_says_why() {
        let source = Arc::new(std::io::Error::new(std::io::ErrorKind::InvalidData, "not UTF-8"));
        let text = config_error(&ConfigError::EnvFileUnreadable { path: env_path(), source });
        assert!(
            text.starts_with("The settings file /srv/punct/.env could not be read: not UTF-8."),
            "{text}"
        );
    }

    #[test]
    fn missing_token_says_exactly_what_to_write() {
        let text = config_error(&ConfigError::MissingToken { env_file: nowhere(false) });
        assert!(text.contains("DISCORD_TOKEN=paste-your-bot-token-here"));
        assert!(text.contains("discord.com/developers/applications"));
        assert!(text.contains("Bot"));
    }

    #[test]
    fn a_refused_token_names_the_fix() {
        let text = token_refused(&Origin::EnvFile("/srv/punct/.env".into()));
        assert!(text.starts_with(
            "Discord refused the token: reset it in the developer portal and update DISCORD_TOKEN in .env"
        ));
        assert!(text.contains("discord.com/developers/applications"));
        let from_env = token_refused(&Origin::Environment);
        assert!(
            from_env.contains("update DISCORD_TOKEN in the environment the bot is started with"),
            "{from_env}"
        );
    }

    #[test]
    fn an_unreachable_discord_is_one_line_with_the_next_try() {
        let text = discord_unreachable(&"connection refused", 8);
        assert_eq!(text.lines().count(), 1);
        assert!(text.contains("connection refused") && text.contains("8 s"), "{text}");
    }
}
