//! The `/punct` commands in every language the bot speaks: names,
//! descriptions, options and choices are given to Discord per locale when
//! the commands are registered, so each player sees them in their own
//! language (Discord picks by the player's client language).
//!
//! The base names stay the English ones in the code: poise reads options
//! by those names, and Discord shows them to any locale not listed.

use std::borrow::Cow;

use crate::messages::commands as words;
use crate::service::Language;

use super::{BotError, Data};

/// Every locale Discord knows (its API reference, "Locales"). Each is
/// given the language the bot would answer it in, unless that is English,
/// the default Discord shows anyway.
pub const DISCORD_LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl",
    "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW",
    "ko",
];

/// The locales to register and the language each reads.
fn locales() -> impl Iterator<Item = (&'static str, Language)> {
    DISCORD_LOCALES
        .iter()
        .map(|locale| (*locale, Language::from_discord(locale)))
        .filter(|(_, language)| *language != Language::ENGLISH)
}

/// Adds every language's words to `commands` and their subcommands.
pub fn localize(commands: &mut [poise::Command<Data, BotError>]) {
    for command in commands {
        localize_one(command, None);
    }
}

/// `command`, a subcommand of `parent` if any; the group keeps its name,
/// `punct`, in every language (every sentence names it).
fn localize_one(command: &mut poise::Command<Data, BotError>, parent: Option<&str>) {
    let path = match parent {
        Some(parent) => format!("{parent} {}", command.name),
        None => command.name.to_string(),
    };
    for (locale, language) in locales() {
        let locale = Cow::Borrowed(locale);
        if parent.is_some() {
            if let Some(name) = words::name(language, &path) {
                command.name_localizations.to_mut().push((locale.clone(), name.into()));
            }
        }
        if let Some(text) = words::description(language, &path) {
            command.description_localizations.to_mut().push((locale.clone(), text.into()));
        }
        for parameter in &mut command.parameters {
            let option = parameter.name.clone();
            if let Some(name) = words::option_name(language, &path, &option) {
                parameter.name_localizations.to_mut().push((locale.clone(), name.into()));
            }
            if let Some(text) = words::option_description(language, &path, &option) {
                parameter.description_localizations.to_mut().push((locale.clone(), text.into()));
            }
            for (index, choice) in parameter.choices.to_mut().iter_mut().enumerate() {
                if let Some(name) = words::choice(language, &path, &option, index) {
                    choice.localizations.to_mut().push((locale.clone(), name.into()));
                }
            }
        }
    }
    for sub in &mut command.subcommands {
        localize_one(sub, Some(&path));
    }
}
