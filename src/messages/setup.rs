//! What an operator reads when the bot cannot start.

use crate::config::{
    ConfigError, DATABASE_VAR, DEFAULT_DATABASE, DEV_GUILD_VAR, TOKEN_PLACEHOLDER, TOKEN_VAR,
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

/// The full text printed when the bot cannot start because of `error`.
pub fn config_error(error: &ConfigError) -> String {
    let problem = match error {
        ConfigError::MissingToken => {
            format!("punct-bot needs a Discord bot token, and {TOKEN_VAR} is not set.")
        }
        ConfigError::PlaceholderToken => {
            format!("{TOKEN_VAR} in .env is still the example value “{TOKEN_PLACEHOLDER}”.")
        }
        ConfigError::MalformedToken => {
            format!("{TOKEN_VAR} contains spaces or quotes; paste the token alone, with nothing around it.")
        }
        ConfigError::BadGuild { value } => {
            return format!(
                "{DEV_GUILD_VAR} must be a server id (a number such as 123456789012345678), not “{value}”.\n\
                 Turn on Developer Mode in Discord (Settings → Advanced), right-click your server and \
                 choose \"Copy Server ID\"; or delete the line to register commands globally.\n"
            );
        }
        ConfigError::DotEnv { detail } => {
            return format!(
                "The .env file could not be read ({detail}).\nEach line must look like NAME=value, for example:\n\n    {TOKEN_VAR}={TOKEN_PLACEHOLDER}\n"
            );
        }
    };
    format!(
        "{problem}\n\n\
         Put this line in a file named .env in the directory you start the bot from\n\
         (next to Cargo.toml), or set it in the environment:\n\n    \
         {TOKEN_VAR}={TOKEN_PLACEHOLDER}\n\n\
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
pub fn token_refused() -> String {
    format!(
        "Discord refused the token: reset it in the developer portal and update {TOKEN_VAR} in .env.\n\
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
    use super::*;

    #[test]
    fn missing_token_says_exactly_what_to_write() {
        let text = config_error(&ConfigError::MissingToken);
        assert!(text.contains("DISCORD_TOKEN=paste-your-bot-token-here"));
        assert!(text.contains("discord.com/developers/applications"));
        assert!(text.contains("Bot"));
    }

    #[test]
    fn a_refused_token_names_the_fix() {
        let text = token_refused();
        assert!(text.starts_with(
            "Discord refused the token: reset it in the developer portal and update DISCORD_TOKEN in .env"
        ));
        assert!(text.contains("discord.com/developers/applications"));
    }

    #[test]
    fn an_unreachable_discord_is_one_line_with_the_next_try() {
        let text = discord_unreachable(&"connection refused", 8);
        assert_eq!(text.lines().count(), 1);
        assert!(text.contains("connection refused") && text.contains("8 s"), "{text}");
    }
}
