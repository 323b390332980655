//! Settings from the environment and an optional `.env` file (dotenvy).
//!
//! Why a module of its own: the token is a secret. It is only ever held in
//! [`Token`], whose `Debug` and `Display` print `<redacted>`, so logging a
//! `Config` can never leak it (ferrisbot's mistake in STYLE.md).

use std::fmt;
use std::path::PathBuf;

use thiserror::Error;

/// Name of the variable holding the bot token.
pub const TOKEN_VAR: &str = "DISCORD_TOKEN";
/// Name of the variable naming the SQLite file.
pub const DATABASE_VAR: &str = "PUNCT_DATABASE";
/// Name of the variable naming a guild for instant command registration.
pub const DEV_GUILD_VAR: &str = "PUNCT_DEV_GUILD";
/// Where games are kept when `PUNCT_DATABASE` is not set.
pub const DEFAULT_DATABASE: &str = "punct.sqlite3";
/// The placeholder `.env.example` ships with.
pub const TOKEN_PLACEHOLDER: &str = "paste-your-bot-token-here";

/// The Discord bot token. Never printed.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

impl Token {
    /// Wraps a token string.
    pub fn new(token: impl Into<String>) -> Token {
        Token(token.into())
    }

    /// The secret itself, for handing to the Discord client only.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(<redacted>)")
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<redacted>")
    }
}

/// Everything the bot needs to start.
#[derive(Clone, Debug)]
pub struct Config {
    /// The bot token from the developer portal.
    pub token: Token,
    /// The SQLite file holding every game.
    pub database: PathBuf,
    /// Register commands in this guild only (instant) instead of globally.
    pub dev_guild: Option<u64>,
}

/// A setting that is missing or malformed. `messages.rs` says how to fix it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ConfigError {
    /// `DISCORD_TOKEN` is not set (or empty).
    #[error("{TOKEN_VAR} is not set")]
    MissingToken,
    /// `DISCORD_TOKEN` is still the example's placeholder.
    #[error("{TOKEN_VAR} is still the placeholder from .env.example")]
    PlaceholderToken,
    /// `DISCORD_TOKEN` contains spaces or quotes, so it was pasted wrongly.
    #[error("{TOKEN_VAR} contains spaces or quotes")]
    MalformedToken,
    /// `PUNCT_DEV_GUILD` is not a number.
    #[error("{DEV_GUILD_VAR} is not a server id: “{value}”")]
    BadGuild {
        /// What was given.
        value: String,
    },
    /// The `.env` file has a line dotenvy cannot read.
    #[error(".env could not be read: {detail}")]
    DotEnv {
        /// dotenvy's description (never the values).
        detail: String,
    },
}

impl Config {
    /// Reads `.env` (if present) and then the environment; variables already
    /// in the environment win over `.env`.
    ///
    /// # Errors
    /// [`ConfigError`] for the first setting that is missing or malformed.
    pub fn from_env() -> Result<Config, ConfigError> {
        match dotenvy::dotenv() {
            Ok(_) => {}
            Err(e) if e.not_found() => {}
            Err(dotenvy::Error::LineParse(_, index)) => {
                return Err(ConfigError::DotEnv { detail: format!("line parse error at character {index}") });
            }
            Err(_) => return Err(ConfigError::DotEnv { detail: "the file is not readable".to_string() }),
        }
        Config::from_lookup(|name| std::env::var(name).ok())
    }

    /// Builds a config from any variable lookup (tests pass a map).
    ///
    /// # Errors
    /// [`ConfigError`] for the first setting that is missing or malformed.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let token = lookup(TOKEN_VAR).map(|t| t.trim().to_string()).unwrap_or_default();
        if token.is_empty() {
            return Err(ConfigError::MissingToken);
        }
        if token == TOKEN_PLACEHOLDER {
            return Err(ConfigError::PlaceholderToken);
        }
        if token.chars().any(|c| c.is_whitespace() || c == '"' || c == '\'') {
            return Err(ConfigError::MalformedToken);
        }
        let database = lookup(DATABASE_VAR)
            .filter(|s| !s.trim().is_empty())
            .unwrap_or_else(|| DEFAULT_DATABASE.to_string());
        let dev_guild = match lookup(DEV_GUILD_VAR).map(|s| s.trim().to_string()) {
            None => None,
            Some(s) if s.is_empty() => None,
            Some(s) => Some(s.parse::<u64>().map_err(|_| ConfigError::BadGuild { value: s.clone() })?),
        };
        Ok(Config { token: Token(token), database: PathBuf::from(database), dev_guild })
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn config(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> =
            pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Config::from_lookup(|name| map.get(name).cloned())
    }

    #[test]
    fn token_is_required_and_never_printed() {
        assert_eq!(config(&[]).unwrap_err(), ConfigError::MissingToken);
        assert_eq!(config(&[(TOKEN_VAR, "  ")]).unwrap_err(), ConfigError::MissingToken);
        assert_eq!(config(&[(TOKEN_VAR, TOKEN_PLACEHOLDER)]).unwrap_err(), ConfigError::PlaceholderToken);
        assert_eq!(config(&[(TOKEN_VAR, "\"abc.def\"")]).unwrap_err(), ConfigError::MalformedToken);
        let c = config(&[(TOKEN_VAR, "secret.token.value")]).unwrap();
        let shown = format!("{c:?} {}", c.token);
        assert!(!shown.contains("secret"), "{shown}");
        assert_eq!(c.token.expose(), "secret.token.value");
    }

    #[test]
    fn defaults_and_guild() {
        let c = config(&[(TOKEN_VAR, "t.o.k")]).unwrap();
        assert_eq!(c.database, PathBuf::from(DEFAULT_DATABASE));
        assert_eq!(c.dev_guild, None);
        let c = config(&[(TOKEN_VAR, "t.o.k"), (DEV_GUILD_VAR, "123"), (DATABASE_VAR, "x.db")]).unwrap();
        assert_eq!(c.dev_guild, Some(123));
        assert_eq!(c.database, PathBuf::from("x.db"));
        let err = config(&[(TOKEN_VAR, "t.o.k"), (DEV_GUILD_VAR, "my server")]).unwrap_err();
        assert_eq!(err, ConfigError::BadGuild { value: "my server".to_string() });
    }
}
