//! Settings from the environment and an optional `.env` file (dotenvy).
//!
//! Why a module of its own: the token is a secret. It is only ever held in
//! [`Token`], whose `Debug` and `Display` print `<redacted>`, so logging a
//! `Config` can never leak it (ferrisbot-for-discord logs its whole config,
//! token included).
//!
//! Every error says where the value came from ([`Origin`]: the process
//! environment, which wins, or the `.env` file found, by path) and, for a
//! line of `.env` that cannot be read, which line; no error ever holds a
//! value of that file.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use thiserror::Error;

/// Name of the variable holding the bot token.
pub const TOKEN_VAR: &str = "DISCORD_TOKEN";
/// Name of the variable naming the SQLite file.
pub const DATABASE_VAR: &str = "PUNCT_DATABASE";
/// Name of the variable naming a guild for instant command registration.
pub const DEV_GUILD_VAR: &str = "PUNCT_DEV_GUILD";
/// The variable giving each player's away days per calendar year.
pub const AWAY_DAYS_VAR: &str = "PUNCT_AWAY_DAYS_PER_YEAR";
/// Away days per year when `PUNCT_AWAY_DAYS_PER_YEAR` is not set.
pub const DEFAULT_AWAY_DAYS: u32 = 30;
/// The folder where the running bot keeps periodic backups (none if unset).
pub const BACKUP_DIR_VAR: &str = "PUNCT_BACKUP_DIR";
/// How often the running bot backs up (`24h`, `90m`, `1d12h`).
pub const BACKUP_EVERY_VAR: &str = "PUNCT_BACKUP_EVERY";
/// How many periodic backups are kept, the newest.
pub const BACKUP_KEEP_VAR: &str = "PUNCT_BACKUP_KEEP";
/// Backups are made this often when only `PUNCT_BACKUP_DIR` is set: daily.
pub const DEFAULT_BACKUP_EVERY: &str = "24h";
/// Backups kept when `PUNCT_BACKUP_KEEP` is not set: a week of daily ones,
/// so a mistake noticed days later can still be undone, at the cost of
/// seven copies of one file (a few megabytes each for thousands of games).
pub const DEFAULT_BACKUP_KEEP: u32 = 7;
/// The shortest interval between backups: each copy reads the whole file,
/// and anything more often is a typo (`24` meant as hours, say).
pub const MIN_BACKUP_EVERY: std::time::Duration = std::time::Duration::from_secs(10 * 60);
/// Where games are kept when `PUNCT_DATABASE` is not set.
pub const DEFAULT_DATABASE: &str = "punct.sqlite3";
/// The placeholder `.env.example` ships with.
pub const TOKEN_PLACEHOLDER: &str = "paste-your-bot-token-here";
/// The settings file looked for in the working directory and above it.
pub const ENV_FILE_NAME: &str = ".env";
/// Name of the variable holding the log filter.
pub const LOG_VAR: &str = "RUST_LOG";
/// The log filter when `RUST_LOG` is unset or blank: our lines from `info`
/// up, serenity's from `warn` up, except `serenity::client`'s "HTTP
/// request to get gateway URL failed", which only comes when Discord
/// cannot be reached at start, and which the bot says in its own words
/// with the next try.
pub const DEFAULT_LOG_FILTER: &str = "info,serenity=warn,serenity::client=error";
/// The permissions the bot asks for when invited, as Discord's integer:
/// View Channels (1 << 10), Send Messages (1 << 11), Embed Links (1 << 14),
/// Attach Files (1 << 15), Read Message History (1 << 16), Create Public
/// Threads (1 << 35) and Send Messages in Threads (1 << 38): the last two
/// for a server that plays each game in a thread of its own.
pub const BOT_PERMISSIONS: u64 =
    (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 35) | (1 << 38);

/// The link that invites the bot of application `application_id` to a
/// server with the permissions it needs and its slash commands.
pub fn invite_url(application_id: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application_id}&scope=bot+applications.commands&permissions={BOT_PERMISSIONS}"
    )
}

/// How the bot was started, so that what it prints tells the operator
/// what to type: the program as it was typed, and whether `cargo run`
/// started it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invocation {
    /// Started by `cargo run`, which sets `CARGO_MANIFEST_DIR` for the
    /// program it runs.
    pub via_cargo: bool,
    /// The program as it was started: `./punct-bot`,
    /// `/usr/local/bin/punct-bot`, `punct-bot`.
    pub program: String,
    /// How to start the terminal tool `punct`: the file beside this
    /// program, if there is one, else by its name.
    pub punct: String,
}

impl Invocation {
    /// How this process was started.
    pub fn detect() -> Invocation {
        let program = std::env::args_os().next().map(|a| a.to_string_lossy().into_owned());
        let program = program.filter(|p| !p.is_empty()).unwrap_or_else(|| "punct-bot".to_string());
        let beside = Path::new(&program)
            .parent()
            .filter(|dir| !dir.as_os_str().is_empty())
            .map(|dir| dir.join("punct"))
            .filter(|file| file.is_file());
        let punct = beside.map_or_else(|| "punct".to_string(), |file| file.display().to_string());
        Invocation { via_cargo: std::env::var_os("CARGO_MANIFEST_DIR").is_some(), program, punct }
    }
}

/// The longest name before `=` an error about a `.env` line repeats.
const MAX_SHOWN_NAME: usize = 40;

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
    /// Away days each player may use in a calendar year (0 turns them off).
    pub away_days_per_year: u32,
    /// Where the token came from: if Discord refuses it, that is what the
    /// operator must change.
    pub token_origin: Origin,
    /// Periodic backups of the database, if the operator asked for them.
    pub backups: Option<BackupSchedule>,
}

/// Periodic backups: where, how often, how many kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupSchedule {
    /// The folder they are written to (made if missing).
    pub dir: PathBuf,
    /// The time between two backups.
    pub every: std::time::Duration,
    /// How many are kept, the newest; older ones are deleted once a new
    /// one is written and checked.
    pub keep: u32,
}

/// Where a setting's value was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// The environment of the process, which wins over `.env`.
    Environment,
    /// This `.env` file.
    EnvFile(PathBuf),
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::Environment => f.write_str("the environment"),
            Origin::EnvFile(path) => write!(f, "{}", path.display()),
        }
    }
}

/// Where `.env` was looked for, and the file found. Holds no values.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EnvFile {
    /// The working directory: `.env` is looked for there first, then in
    /// each directory above it (as dotenvy does).
    pub dir: PathBuf,
    /// Whether `dir` holds punct-bot's `Cargo.toml`: started from the
    /// repository (`cargo run`).
    pub in_repository: bool,
    /// The `.env` file found, if any.
    pub path: Option<PathBuf>,
}

impl EnvFile {
    /// Looks for `.env` in `dir` and the directories above it.
    pub fn find(dir: &Path) -> EnvFile {
        let path = dir.ancestors().map(|d| d.join(ENV_FILE_NAME)).find(|candidate| candidate.is_file());
        let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap_or_default();
        let in_repository = manifest.lines().any(|line| line.trim() == r#"name = "punct-bot""#);
        EnvFile { dir: dir.to_path_buf(), in_repository, path }
    }
}

/// What is wrong with a line of `.env`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineProblem {
    /// The line does not start with a name and `=`.
    NotAnAssignment,
    /// The value after `=` cannot be read: a space, quote or `\` out of
    /// place.
    Value,
    /// A quote opened on the line is never closed.
    UnclosedQuote,
}

/// A setting that is missing or malformed. `messages::setup` says how to
/// fix it. No variant holds the token or any other value of `.env`.
#[derive(Debug, Clone, Error)]
pub enum ConfigError {
    /// `DISCORD_TOKEN` is set neither in the environment nor in `.env`.
    #[error("{TOKEN_VAR} is not set")]
    MissingToken {
        /// Where `.env` was looked for.
        env_file: EnvFile,
    },
    /// `DISCORD_TOKEN` is set, but empty or only spaces.
    #[error("{TOKEN_VAR} is empty in {origin}")]
    EmptyToken {
        /// Where it is set.
        origin: Origin,
    },
    /// `DISCORD_TOKEN` is still the example's placeholder.
    #[error("{TOKEN_VAR} in {origin} is still the placeholder from .env.example")]
    PlaceholderToken {
        /// Where it is set.
        origin: Origin,
    },
    /// `DISCORD_TOKEN` contains spaces or quotes, so it was pasted wrongly.
    #[error("{TOKEN_VAR} in {origin} contains spaces or quotes")]
    MalformedToken {
        /// Where it is set.
        origin: Origin,
    },
    /// `PUNCT_DEV_GUILD` is not a number.
    #[error("{DEV_GUILD_VAR} in {origin} is not a server id: “{value}”")]
    BadGuild {
        /// What was given.
        value: String,
        /// Where it is set.
        origin: Origin,
    },
    /// `PUNCT_AWAY_DAYS_PER_YEAR` is not a number of days from 0 to 366.
    #[error("{AWAY_DAYS_VAR} in {origin} is not a number of days from 0 to 366: “{value}”")]
    BadAwayDays {
        /// What was given.
        value: String,
        /// Where it is set.
        origin: Origin,
    },
    /// `PUNCT_BACKUP_EVERY` is not a duration of at least ten minutes.
    #[error("{BACKUP_EVERY_VAR} in {origin} is not a duration such as 24h: “{value}”")]
    BadBackupEvery {
        /// What was given.
        value: String,
        /// Where it is set.
        origin: Origin,
    },
    /// `PUNCT_BACKUP_KEEP` is not a number from 1 to 1000.
    #[error("{BACKUP_KEEP_VAR} in {origin} is not a number from 1 to 1000: “{value}”")]
    BadBackupKeep {
        /// What was given.
        value: String,
        /// Where it is set.
        origin: Origin,
    },
    /// `PUNCT_BACKUP_EVERY` or `PUNCT_BACKUP_KEEP` is set without
    /// `PUNCT_BACKUP_DIR`: the operator meant backups but said not where.
    #[error("{BACKUP_DIR_VAR} is not set, but {origin} sets how often or how many backups")]
    BackupWithoutDir {
        /// Where the other setting is.
        origin: Origin,
    },
    /// A line of `.env` that dotenvy cannot read.
    #[error("line {line} of {} cannot be read", path.display())]
    EnvFileLine {
        /// The file.
        path: PathBuf,
        /// The line number, from 1 (where a multi-line value starts).
        line: usize,
        /// The line up to its `=` (or its first word), if that is short
        /// enough not to be a pasted token; never a value.
        shown: Option<String>,
        /// What is wrong with it.
        problem: LineProblem,
    },
    /// `.env` exists but cannot be read at all (permissions, not UTF-8).
    #[error("{} could not be read", path.display())]
    EnvFileUnreadable {
        /// The file.
        path: PathBuf,
        /// Why.
        #[source]
        source: Arc<std::io::Error>,
    },
}

impl Config {
    /// Reads `.env` (looked for in the working directory and above it, if
    /// present) and the environment; variables already in the environment
    /// win over `.env`. The file's variables are then added to the
    /// environment of the process (for `RUST_LOG`).
    ///
    /// # Errors
    /// [`ConfigError`] for the first setting that is missing or malformed.
    pub fn from_env() -> Result<Config, ConfigError> {
        let dir = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
        let env_file = EnvFile::find(&dir);
        let Some(path) = &env_file.path else {
            return Config::from_sources(&env_file, &[], |name| std::env::var(name).ok());
        };
        let text = std::fs::read_to_string(path).map_err(|e| unreadable(path, e))?;
        let file_vars = parse_env_file(path, &text)?;
        let config = Config::from_sources(&env_file, &file_vars, |name| std::env::var(name).ok());
        dotenvy::from_read(text.as_bytes()).map_err(|_| locate_bad_line(path, &text))?;
        config
    }

    /// Builds a config from `env` (the process environment, which wins)
    /// and the variables of the `.env` file `env_file` found.
    ///
    /// # Errors
    /// [`ConfigError`] for the first setting that is missing or malformed.
    pub fn from_sources(
        env_file: &EnvFile,
        file_vars: &[(String, String)],
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<Config, ConfigError> {
        let lookup = |name: &str| -> Option<(String, Origin)> {
            if let Some(value) = env(name) {
                return Some((value, Origin::Environment));
            }
            let path = env_file.path.clone()?;
            let (_, value) = file_vars.iter().find(|(key, _)| key == name)?;
            Some((value.clone(), Origin::EnvFile(path)))
        };
        let found = lookup(TOKEN_VAR);
        let token_origin = found.as_ref().map_or(Origin::Environment, |(_, origin)| origin.clone());
        let token = token(found, env_file)?;
        let database = lookup(DATABASE_VAR)
            .map(|(value, _)| value)
            .filter(|s| !s.trim().is_empty())
            .unwrap_or_else(|| DEFAULT_DATABASE.to_string());
        let dev_guild = match lookup(DEV_GUILD_VAR).map(|(s, origin)| (s.trim().to_string(), origin)) {
            None => None,
            Some((s, _)) if s.is_empty() => None,
            Some((value, origin)) => {
                Some(value.parse::<u64>().map_err(|_| ConfigError::BadGuild { value, origin })?)
            }
        };
        let away_days_per_year = match lookup(AWAY_DAYS_VAR).map(|(s, origin)| (s.trim().to_string(), origin))
        {
            None => DEFAULT_AWAY_DAYS,
            Some((s, _)) if s.is_empty() => DEFAULT_AWAY_DAYS,
            Some((value, origin)) => value
                .parse::<u32>()
                .ok()
                .filter(|&days| days <= 366)
                .ok_or(ConfigError::BadAwayDays { value, origin })?,
        };
        let backups = backups(&lookup)?;
        Ok(Config {
            token,
            database: PathBuf::from(database),
            dev_guild,
            away_days_per_year,
            token_origin,
            backups,
        })
    }

    /// The database file the bot would open (`PUNCT_DATABASE` from the
    /// environment or `.env`, else the default), without needing a token:
    /// what `punct-bot backup` copies.
    ///
    /// # Errors
    /// A `.env` that cannot be read.
    pub fn database_from_env() -> Result<PathBuf, ConfigError> {
        let dir = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
        let env_file = EnvFile::find(&dir);
        let file_vars = match &env_file.path {
            Some(path) => {
                let text = std::fs::read_to_string(path).map_err(|e| unreadable(path, e))?;
                parse_env_file(path, &text)?
            }
            None => Vec::new(),
        };
        let from_env = std::env::var(DATABASE_VAR).ok();
        let from_file = file_vars.into_iter().find(|(key, _)| key == DATABASE_VAR).map(|(_, value)| value);
        let database = from_env.or(from_file).filter(|s| !s.trim().is_empty());
        Ok(PathBuf::from(database.unwrap_or_else(|| DEFAULT_DATABASE.to_string())))
    }
}

/// The periodic backups asked for, if any.
fn backups(
    lookup: &impl Fn(&str) -> Option<(String, Origin)>,
) -> Result<Option<BackupSchedule>, ConfigError> {
    let set = |name: &str| lookup(name).filter(|(value, _)| !value.trim().is_empty());
    let (every, keep) = (set(BACKUP_EVERY_VAR), set(BACKUP_KEEP_VAR));
    let Some((dir, _)) = set(BACKUP_DIR_VAR) else {
        return match every.or(keep) {
            Some((_, origin)) => Err(ConfigError::BackupWithoutDir { origin }),
            None => Ok(None),
        };
    };
    let every = match every {
        None => parse_duration(DEFAULT_BACKUP_EVERY).unwrap_or(MIN_BACKUP_EVERY),
        Some((value, origin)) => parse_duration(&value)
            .filter(|d| *d >= MIN_BACKUP_EVERY)
            .ok_or(ConfigError::BadBackupEvery { value, origin })?,
    };
    let keep = match keep {
        None => DEFAULT_BACKUP_KEEP,
        Some((value, origin)) => value
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|n| (1..=1000).contains(n))
            .ok_or(ConfigError::BadBackupKeep { value, origin })?,
    };
    Ok(Some(BackupSchedule { dir: PathBuf::from(dir.trim()), every, keep }))
}

/// A duration written as numbers with units, `d`, `h`, `m` or `s`:
/// `24h`, `90m`, `1d12h`, `1h 30m`. `None` for anything else (a number
/// without a unit, an unknown unit, nothing at all, more than a year).
pub fn parse_duration(text: &str) -> Option<std::time::Duration> {
    let mut seconds: u64 = 0;
    let mut number = String::new();
    let mut any = false;
    for c in text.trim().chars().filter(|c| !c.is_whitespace()) {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c.to_ascii_lowercase() {
            'd' => 86_400,
            'h' => 3_600,
            'm' => 60,
            's' => 1,
            _ => return None,
        };
        let n: u64 = number.parse().ok()?;
        seconds = seconds.checked_add(n.checked_mul(unit)?)?;
        number.clear();
        any = true;
    }
    let year = 366 * 86_400;
    (any && number.is_empty() && seconds > 0 && seconds <= year)
        .then(|| std::time::Duration::from_secs(seconds))
}

/// Checks the token found (if any) and where it came from.
fn token(found: Option<(String, Origin)>, env_file: &EnvFile) -> Result<Token, ConfigError> {
    let Some((token, origin)) = found else {
        return Err(ConfigError::MissingToken { env_file: env_file.clone() });
    };
    let token = token.trim();
    if token.is_empty() {
        return Err(ConfigError::EmptyToken { origin });
    }
    if token == TOKEN_PLACEHOLDER {
        return Err(ConfigError::PlaceholderToken { origin });
    }
    if token.chars().any(|c| c.is_whitespace() || c == '"' || c == '\'') {
        return Err(ConfigError::MalformedToken { origin });
    }
    Ok(Token(token.to_string()))
}

fn unreadable(path: &Path, error: std::io::Error) -> ConfigError {
    ConfigError::EnvFileUnreadable { path: path.to_path_buf(), source: Arc::new(error) }
}

/// The variables of `.env` (whose text is `text`), in file order.
///
/// # Errors
/// [`ConfigError::EnvFileLine`] naming the first line dotenvy cannot read.
fn parse_env_file(path: &Path, text: &str) -> Result<Vec<(String, String)>, ConfigError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    dotenvy::from_read_iter(text.as_bytes())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| locate_bad_line(path, text))
}

/// Finds the first line of `text` dotenvy refuses. Its error carries the
/// line's text or only the value (a token, perhaps), never the line number,
/// so the file is parsed again one logical line (a quoted value may span
/// several) at a time.
fn locate_bad_line(path: &Path, text: &str) -> ConfigError {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut start = 0;
    for end in 0..lines.len() {
        let chunk = lines[start..=end].concat();
        match dotenvy::from_read_iter(chunk.as_bytes()).collect::<Result<Vec<_>, _>>() {
            Ok(_) => start = end + 1,
            Err(dotenvy::Error::LineParse(failed, index)) => {
                if quote_still_open(&chunk, &failed, index) {
                    continue;
                }
                let problem = if chunk.starts_with(failed.as_str()) {
                    LineProblem::NotAnAssignment
                } else {
                    LineProblem::Value
                };
                return bad_line(path, start, lines[start], problem);
            }
            Err(_) => return bad_line(path, start, lines[start], LineProblem::Value),
        }
    }
    bad_line(path, start, lines.get(start).copied().unwrap_or_default(), LineProblem::UnclosedQuote)
}

/// dotenvy reached the end of `chunk` inside a quote (or after a `\`): the
/// value goes on on the next line.
fn quote_still_open(chunk: &str, failed: &str, index: usize) -> bool {
    failed == chunk && index == chunk.len() && chunk.contains(['"', '\'', '\\'])
}

fn bad_line(path: &Path, index: usize, first_line: &str, problem: LineProblem) -> ConfigError {
    ConfigError::EnvFileLine {
        path: path.to_path_buf(),
        line: index + 1,
        shown: shown_part(first_line),
        problem,
    }
}

/// What an error may repeat of a `.env` line: the name before `=`, or the
/// first word of a line without `=`, and only if short (a Discord token is
/// about 70 characters). Values are never repeated.
fn shown_part(line: &str) -> Option<String> {
    let line = line.trim();
    let (head, more) = match line.split_once('=') {
        Some((name, value)) => (format!("{}=", name.trim_end()), !value.trim().is_empty()),
        None => {
            let first = line.split_whitespace().next().unwrap_or_default();
            (first.to_string(), first.len() < line.len())
        }
    };
    if head.chars().count() > MAX_SHOWN_NAME {
        return None;
    }
    Some(if more { format!("{head}…") } else { head })
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn env_file() -> EnvFile {
        EnvFile {
            dir: PathBuf::from("/srv/punct"),
            in_repository: false,
            path: Some(PathBuf::from("/srv/punct/.env")),
        }
    }

    fn from_file(text: &str) -> Result<Config, ConfigError> {
        let file = env_file();
        let vars = parse_env_file(Path::new("/srv/punct/.env"), text)?;
        Config::from_sources(&file, &vars, |_| None)
    }

    fn config(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> =
            pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Config::from_sources(&EnvFile::default(), &[], |name| map.get(name).cloned())
    }

    fn in_file() -> Origin {
        Origin::EnvFile(PathBuf::from("/srv/punct/.env"))
    }

    #[test]
    fn token_is_required_and_never_printed() {
        assert!(matches!(config(&[]), Err(ConfigError::MissingToken { .. })));
        assert!(matches!(
            config(&[(TOKEN_VAR, "  ")]),
            Err(ConfigError::EmptyToken { origin: Origin::Environment })
        ));
        assert!(matches!(
            config(&[(TOKEN_VAR, TOKEN_PLACEHOLDER)]),
            Err(ConfigError::PlaceholderToken { .. })
        ));
        assert!(matches!(config(&[(TOKEN_VAR, "\"abc.def\"")]), Err(ConfigError::MalformedToken { .. })));
        let c = config(&[(TOKEN_VAR, "secret.token.value")]).unwrap();
        let shown = format!("{c:?} {}", c.token);
        assert!(!shown.contains("secret"), "{shown}");
        assert_eq!(c.token.expose(), "secret.token.value");
    }

    #[test]
    fn the_invite_asks_for_the_permissions_the_readme_lists() {
        use serenity::all::Permissions;
        let listed = Permissions::VIEW_CHANNEL
            | Permissions::SEND_MESSAGES
            | Permissions::CREATE_PUBLIC_THREADS
            | Permissions::SEND_MESSAGES_IN_THREADS
            | Permissions::EMBED_LINKS
            | Permissions::ATTACH_FILES
            | Permissions::READ_MESSAGE_HISTORY;
        assert_eq!(BOT_PERMISSIONS, listed.bits());
        assert_eq!(BOT_PERMISSIONS, 309_237_763_072);
        let url = invite_url(1234);
        assert!(url.contains("client_id=1234&") && url.ends_with("permissions=309237763072"), "{url}");
        let readme = include_str!("../README.md");
        assert!(readme.contains(&format!("permissions={BOT_PERMISSIONS}")), "README's link asks for others");
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
        assert!(
            matches!(&err, ConfigError::BadGuild { value, origin: Origin::Environment } if value == "my server"),
            "{err:?}"
        );
    }

    #[test]
    fn a_value_from_the_environment_wins_and_is_said_to_come_from_there() {
        let vars = vec![(TOKEN_VAR.to_string(), "from.the.file".to_string())];
        let env = |name: &str| (name == TOKEN_VAR).then(|| TOKEN_PLACEHOLDER.to_string());
        let err = Config::from_sources(&env_file(), &vars, env).unwrap_err();
        assert!(matches!(err, ConfigError::PlaceholderToken { origin: Origin::Environment }), "{err:?}");
        let c = Config::from_sources(&env_file(), &vars, |_| None).unwrap();
        assert_eq!(c.token.expose(), "from.the.file");
    }

    #[test]
    fn a_value_from_env_file_names_the_file() {
        let err = from_file("DISCORD_TOKEN=paste-your-bot-token-here\n").unwrap_err();
        assert!(matches!(err, ConfigError::PlaceholderToken { origin } if origin == in_file()));
        let err = from_file("DISCORD_TOKEN=t.o.k\nPUNCT_DEV_GUILD=abc\n").unwrap_err();
        assert!(matches!(err, ConfigError::BadGuild { origin, .. } if origin == in_file()));
    }

    #[test]
    fn away_days_default_to_thirty_and_a_wrong_number_is_refused() {
        assert_eq!(config(&[(TOKEN_VAR, "t.o.k")]).unwrap().away_days_per_year, 30);
        assert_eq!(config(&[(TOKEN_VAR, "t.o.k"), (AWAY_DAYS_VAR, " 14 ")]).unwrap().away_days_per_year, 14);
        assert_eq!(config(&[(TOKEN_VAR, "t.o.k"), (AWAY_DAYS_VAR, "0")]).unwrap().away_days_per_year, 0);
        for wrong in ["thirty", "-1", "400"] {
            let err = config(&[(TOKEN_VAR, "t.o.k"), (AWAY_DAYS_VAR, wrong)]).unwrap_err();
            assert!(matches!(&err, ConfigError::BadAwayDays { value, .. } if value == wrong), "{err:?}");
        }
    }

    #[test]
    fn backups_are_off_by_default_daily_and_seven_when_only_the_folder_is_set_and_nonsense_is_refused() {
        assert_eq!(config(&[(TOKEN_VAR, "t.o.k")]).unwrap().backups, None);
        let daily = config(&[(TOKEN_VAR, "t.o.k"), (BACKUP_DIR_VAR, "/var/backups/punct")]).unwrap();
        let expected = BackupSchedule {
            dir: PathBuf::from("/var/backups/punct"),
            every: std::time::Duration::from_secs(86_400),
            keep: 7,
        };
        assert_eq!(daily.backups, Some(expected));
        let set = config(&[
            (TOKEN_VAR, "t.o.k"),
            (BACKUP_DIR_VAR, "b"),
            (BACKUP_EVERY_VAR, "90m"),
            (BACKUP_KEEP_VAR, " 30 "),
        ])
        .unwrap();
        let schedule = set.backups.unwrap();
        assert_eq!((schedule.every.as_secs(), schedule.keep), (5400, 30));
        for wrong in ["24", "soon", "5m", "0h", "2y", "h", "400d"] {
            let err = config(&[(TOKEN_VAR, "t.o.k"), (BACKUP_DIR_VAR, "b"), (BACKUP_EVERY_VAR, wrong)])
                .unwrap_err();
            assert!(
                matches!(&err, ConfigError::BadBackupEvery { value, .. } if value == wrong),
                "{wrong}: {err:?}"
            );
        }
        for wrong in ["0", "seven", "-1", "1001"] {
            let err =
                config(&[(TOKEN_VAR, "t.o.k"), (BACKUP_DIR_VAR, "b"), (BACKUP_KEEP_VAR, wrong)]).unwrap_err();
            assert!(
                matches!(&err, ConfigError::BadBackupKeep { value, .. } if value == wrong),
                "{wrong}: {err:?}"
            );
        }
        let err = config(&[(TOKEN_VAR, "t.o.k"), (BACKUP_EVERY_VAR, "24h")]).unwrap_err();
        assert!(matches!(err, ConfigError::BackupWithoutDir { origin: Origin::Environment }), "{err:?}");
    }

    #[test]
    fn durations_read_as_operators_write_them() {
        let secs = |t: &str| parse_duration(t).map(|d| d.as_secs());
        assert_eq!(secs("24h"), Some(86_400));
        assert_eq!(secs("90m"), Some(5_400));
        assert_eq!(secs("1d12h"), Some(129_600));
        assert_eq!(secs("1h 30m"), Some(5_400));
        assert_eq!(secs("45s"), Some(45));
        for wrong in ["", "24", "h", "1x", "1h30", "-1h", "367d"] {
            assert_eq!(secs(wrong), None, "{wrong}");
        }
    }

    #[test]
    fn an_empty_token_is_empty_not_missing() {
        for text in [
            "DISCORD_TOKEN=\n",
            "DISCORD_TOKEN=   \n",
            "DISCORD_TOKEN=\"\"\n",
            "# x\nDISCORD_TOKEN= # set me\n",
        ] {
            let err = from_file(text).unwrap_err();
            assert!(
                matches!(&err, ConfigError::EmptyToken { origin } if *origin == in_file()),
                "{text:?}: {err:?}"
            );
        }
        let err = from_file("PUNCT_DATABASE=x.db\n").unwrap_err();
        assert!(matches!(&err, ConfigError::MissingToken { env_file: f } if *f == env_file()), "{err:?}");
    }

    /// The line number, the problem, and what the error may repeat.
    fn bad_line(text: &str) -> (usize, LineProblem, Option<String>) {
        match from_file(text) {
            Err(ConfigError::EnvFileLine { line, problem, shown, .. }) => (line, problem, shown),
            other => panic!("{text:?}: expected a bad line, got {other:?}"),
        }
    }

    #[test]
    fn a_bad_line_is_named_by_number_without_its_value() {
        let value = LineProblem::Value;
        let text = "# settings\n\nPUNCT_DATABASE=games.db\nDISCORD_TOKEN=MTIz.secret part\n";
        assert_eq!(bad_line(text), (4, value, Some("DISCORD_TOKEN=…".into())));
        let text = "DISCORD_TOKEN=t.o.k\r\nRUST_LOG=info\r\nDISCORD TOKEN=abc\r\n";
        assert_eq!(bad_line(text), (3, LineProblem::NotAnAssignment, Some("DISCORD TOKEN=…".into())));
        let text = "A=1\nDISCORD_TOKEN: MTIzNDU2.abc.def\n";
        assert_eq!(bad_line(text), (2, LineProblem::NotAnAssignment, Some("DISCORD_TOKEN:…".into())));
        let text = "A=\"two\nlines\"\nB=ok\n=oops\n";
        assert_eq!(bad_line(text), (4, LineProblem::NotAnAssignment, Some("=…".into())));
        let text = "\u{feff}A=1\nexport DISCORD_TOKEN=\"MTIz.secret\nB=2\n";
        assert_eq!(bad_line(text), (2, LineProblem::UnclosedQuote, Some("export DISCORD_TOKEN=…".into())));
    }

    #[test]
    fn a_line_that_may_be_a_pasted_token_is_not_repeated() {
        let token = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789ab";
        assert_eq!(bad_line(&format!("# my bot\n{token}\n")), (2, LineProblem::NotAnAssignment, None));
        assert_eq!(bad_line(&format!("{token} \n")).2, None);
    }
}
