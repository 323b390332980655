//! Discord servers (guilds): the language each last spoke, for the posts
//! the bot makes there on its own, and what those who manage it chose
//! (`/punct server-settings`).

use rusqlite::{Connection, OptionalExtension, params};

use crate::model::{GuildId, Language, RoleId};
use crate::store::StoreError;

/// The language `guild` last spoke, if one was seen.
///
/// # Errors
/// SQLite errors.
pub fn language(conn: &Connection, guild: GuildId) -> Result<Option<Language>, StoreError> {
    let code: Option<String> = conn
        .prepare_cached("SELECT language FROM servers WHERE guild_id = ?1")?
        .query_row([guild], |r| r.get(0))
        .optional()?;
    Ok(code.map(|code| Language::from_discord(&code)))
}

/// Remembers `language` as `guild`'s; returns whether a row changed.
///
/// # Errors
/// SQLite errors.
pub fn set_language(conn: &Connection, guild: GuildId, language: Language) -> Result<bool, StoreError> {
    let changed = conn
        .prepare_cached(
            "INSERT INTO servers (guild_id, language) VALUES (?1, ?2) \
             ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language \
             WHERE servers.language IS NOT excluded.language",
        )?
        .execute(params![guild, language.code()])?;
    Ok(changed > 0)
}

/// Whether `guild` plays each game between people in a thread of its own
/// (off for a server never set).
///
/// # Errors
/// SQLite errors.
pub fn threads(conn: &Connection, guild: GuildId) -> Result<bool, StoreError> {
    let on: Option<bool> = conn
        .prepare_cached("SELECT threads FROM servers WHERE guild_id = ?1")?
        .query_row([guild], |r| r.get(0))
        .optional()?;
    Ok(on.unwrap_or(false))
}

/// Sets whether `guild` plays games in threads; `language` is the
/// server's, kept if one was seen before.
///
/// # Errors
/// SQLite errors.
pub fn set_threads(
    conn: &Connection,
    guild: GuildId,
    language: Language,
    on: bool,
) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT INTO servers (guild_id, language, threads) VALUES (?1, ?2, ?3) \
         ON CONFLICT (guild_id) DO UPDATE SET threads = excluded.threads",
    )?
    .execute(params![guild, language.code(), on])?;
    Ok(())
}

/// The role whose members may organise leagues in `guild` (besides those
/// who manage it), if one was named.
///
/// # Errors
/// SQLite errors.
pub fn league_role(conn: &Connection, guild: GuildId) -> Result<Option<RoleId>, StoreError> {
    Ok(conn
        .prepare_cached("SELECT league_role_id FROM servers WHERE guild_id = ?1")?
        .query_row([guild], |r| r.get(0))
        .optional()?
        .flatten())
}

/// Names the role whose members may organise leagues in `guild` (`None`:
/// those who manage it only); `language` is the server's, kept if one was
/// seen before.
///
/// # Errors
/// SQLite errors.
pub fn set_league_role(
    conn: &Connection,
    guild: GuildId,
    language: Language,
    role: Option<RoleId>,
) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT INTO servers (guild_id, language, league_role_id) VALUES (?1, ?2, ?3) \
         ON CONFLICT (guild_id) DO UPDATE SET league_role_id = excluded.league_role_id",
    )?
    .execute(params![guild, language.code(), role])?;
    Ok(())
}
