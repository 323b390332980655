//! The `/punct` commands in every language the bot speaks: names,
//! descriptions, options and choices are given to Discord per locale when
//! the commands are registered, so each player sees them in their own
//! language (Discord picks by the player's client language).
//!
//! The base names stay the English ones in the code: poise reads options
//! by those names, and Discord shows them to any locale not listed.

use std::borrow::Cow;

use poise::serenity_prelude as serenity;

use crate::messages::commands as words;
use crate::service::Language;

use super::{BotError, Data};

/// Every locale Discord knows (its API reference, "Locales"). Each is
/// given the language the bot would answer it in, unless that is English,
/// the default Discord shows anyway.
pub const DISCORD_LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl",
    "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja",
    "zh-TW", "ko",
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

/// A context menu command (a member's Apps menu) as registered, its name
/// in every language: Discord shows the name and nothing else. Its words
/// are under the command's function name (`challenge_member` reads
/// `challenge-member`).
pub fn context_menu(
    builder: serenity::CreateCommand,
    command: &poise::Command<Data, BotError>,
) -> serenity::CreateCommand {
    let path = command.name.replace('_', " ");
    locales().fold(builder, |builder, (locale, language)| match words::name(language, &path) {
        Some(name) => builder.name_localized(locale, name),
        None => builder,
    })
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
        if parent.is_some()
            && let Some(name) = words::name(language, &path)
        {
            command.name_localizations.to_mut().push((locale.clone(), name.into()));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::commands::all;

    /// Discord's rule for names: `^[-_\p{L}\p{N}]{1,32}$`, lower case.
    fn valid_name(name: &str) -> bool {
        let count = name.chars().count();
        (1..=32).contains(&count)
            && name.chars().all(|c| c.is_alphabetic() || c.is_numeric() || c == '-' || c == '_')
            && name.to_lowercase() == name
    }

    fn valid_text(text: &str) -> bool {
        (1..=100).contains(&text.chars().count())
    }

    fn check(command: &poise::Command<Data, BotError>, faults: &mut Vec<String>) {
        let name = &command.name;
        let mut names: Vec<(String, String)> =
            command.name_localizations.iter().map(|(l, n)| (l.to_string(), n.to_string())).collect();
        for parameter in &command.parameters {
            names.extend(parameter.name_localizations.iter().map(|(l, n)| (l.to_string(), n.to_string())));
            for (locale, text) in parameter.description_localizations.iter() {
                if !valid_text(text) {
                    faults.push(format!("{name} {locale}: option description {text:?}"));
                }
            }
            for choice in parameter.choices.iter() {
                for (locale, text) in choice.localizations.iter() {
                    if !valid_text(text) {
                        faults.push(format!("{name} {locale}: choice {text:?}"));
                    }
                }
            }
        }
        for (locale, text) in names {
            if !valid_name(&text) {
                faults.push(format!("{name} {locale}: name {text:?}"));
            }
        }
        for (locale, text) in command.description_localizations.iter() {
            if !valid_text(text) {
                faults.push(format!("{name} {locale}: description {text:?}"));
            }
        }
        for sub in &command.subcommands {
            check(sub, faults);
        }
    }

    /// A context menu command's name may have capitals and spaces, 1 to 32
    /// characters; every language has one for "Challenge to PÜNCT".
    #[test]
    fn the_apps_menu_command_is_named_in_every_language_within_discords_rules() {
        for language in crate::service::Language::all() {
            let name = words::name(language, "challenge member").expect("a name");
            assert!((1..=32).contains(&name.chars().count()), "{name}");
        }
    }

    #[test]
    fn every_language_names_every_command_option_and_choice_within_discords_rules() {
        let commands = all();
        let mut faults = Vec::new();
        for command in &commands {
            check(command, &mut faults);
        }
        assert!(faults.is_empty(), "{}", faults.join("\n"));
        let punct = &commands[0];
        for language in Language::all().filter(|l| *l != Language::ENGLISH) {
            let code = language.code();
            assert!(punct.description_localizations.iter().any(|(l, _)| l == code), "{code}");
            for sub in &punct.subcommands {
                assert!(sub.name_localizations.iter().any(|(l, _)| l == code), "{} {code}", sub.name);
                assert!(sub.description_localizations.iter().any(|(l, _)| l == code), "{} {code}", sub.name);
                for parameter in &sub.parameters {
                    assert!(
                        parameter.name_localizations.iter().any(|(l, _)| l == code),
                        "{} {code}",
                        parameter.name
                    );
                    for choice in parameter.choices.iter() {
                        assert!(
                            choice.localizations.iter().any(|(l, _)| l == code),
                            "{} {code}",
                            choice.name
                        );
                    }
                }
            }
        }
        assert_eq!(crate::messages::fluent::take_errors(), Vec::<String>::new());
    }

    /// The English words in `commands.ftl` are the code's: translators
    /// translate what players of the default see.
    #[test]
    fn english_words_are_the_codes_own() {
        let commands = all();
        let punct = &commands[0];
        let english = Language::ENGLISH;
        assert_eq!(words::description(english, "punct").as_deref(), punct.description.as_deref());
        for sub in &punct.subcommands {
            let path = format!("punct {}", sub.name);
            assert_eq!(words::name(english, &path).as_deref(), Some(&*sub.name), "{path}");
            assert_eq!(words::description(english, &path).as_deref(), sub.description.as_deref(), "{path}");
            for p in &sub.parameters {
                assert_eq!(words::option_name(english, &path, &p.name).as_deref(), Some(&*p.name));
                assert_eq!(
                    words::option_description(english, &path, &p.name).as_deref(),
                    p.description.as_deref()
                );
                for (i, choice) in p.choices.iter().enumerate() {
                    assert_eq!(
                        words::choice(english, &path, &p.name, i).as_deref(),
                        Some(&*choice.name),
                        "{path}"
                    );
                }
            }
        }
    }
}
