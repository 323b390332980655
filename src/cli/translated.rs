//! clap's side of `punct` in the user's language: the command built from
//! the derive, then every subcommand's `about`, every option's help and
//! value placeholder, and the headings of `--help` replaced by `cli.ftl`'s
//! words; clap's argument errors answered with our own sentences (by
//! [`ErrorKind`]), the usage and where to read more. Exit codes stay
//! clap's: 0 for `--help` and `--version`, 2 for a bad command line.
//!
//! The language is known before parsing: `--lang CODE` anywhere on the
//! line, else `LC_ALL` / `LC_MESSAGES` / `LANG`.

use std::ffi::OsString;

use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command, CommandFactory, FromArgMatches};

use super::Cli;
use crate::messages::cli::{self as words, ArgProblem, HelpFrame};
use crate::service::Language;

/// `--help`'s layout, clap's default with the heading words put in.
const TEMPLATE: &str = "{before-help}{about-with-newline}\n{usage-heading} {usage}\n\n{all-args}{after-help}";

/// The language `punct` speaks, before the line is parsed: `--lang CODE`
/// or `--lang=CODE` (if it names a language), else the terminal's.
pub fn language_before_parsing(args: &[OsString]) -> Language {
    let mut words = args.iter().skip(1).map(|a| a.to_string_lossy().into_owned());
    while let Some(word) = words.next() {
        if word == "--" {
            break;
        }
        let code = match word.strip_prefix("--lang") {
            Some("") => words.next(),
            Some(rest) => rest.strip_prefix('=').map(str::to_string),
            None => None,
        };
        if let Some(language) = code.as_deref().and_then(Language::from_posix) {
            return language;
        }
    }
    Language::from_env()
}

/// Parses `args` with every word of clap's in `language`.
///
/// # Errors
/// The text to print and the exit code when the line is not a command to
/// run: help or version asked for (exit 0), or a bad line (exit 2).
pub fn parse(language: Language, args: Vec<OsString>) -> Result<Cli, (String, i32)> {
    let mut command = command(language);
    match command.try_get_matches_from_mut(args.clone()) {
        Ok(matches) => {
            Cli::from_arg_matches(&matches).map_err(|error| (error.to_string(), error.exit_code()))
        }
        Err(error) => Err(answer(language, &command, &args, &error)),
    }
}

/// `punct`'s command, its help in `language`.
pub fn command(language: Language) -> Command {
    let mut command = Cli::command();
    // Building adds clap's own parts (--help, --version, `help`) and
    // hands global options down, so they are translated too.
    command.build();
    translate(command, "", language, &words::help_frame(language))
}

/// `command` (at `path`, "" for `punct`) and its subcommands in `language`.
fn translate(command: Command, path: &str, language: Language, frame: &HelpFrame) -> Command {
    let about = words::about(language, path);
    let mut command = command
        .mut_args(|arg| translate_arg(arg, path, language, frame))
        .subcommand_help_heading(frame.commands.clone())
        .subcommand_value_name(value_placeholder(language, "command"))
        .mut_subcommands(|sub| {
            let sub_path = if path.is_empty() {
                sub.get_name().to_string()
            } else {
                format!("{path} {}", sub.get_name())
            };
            translate(sub, &sub_path, language, frame)
        });
    if let Some(about) = about {
        command = command.about(about).long_about(None);
    }
    let usage = usage_of(&mut command, frame);
    command.override_usage(usage).help_template(TEMPLATE.replace("{usage-heading}", &frame.usage))
}

/// The usage line clap makes, with its "[OPTIONS]" and "COMMAND" put in
/// `frame`'s words (option placeholders are already translated).
fn usage_of(command: &mut Command, frame: &HelpFrame) -> String {
    let rendered = command.render_usage().to_string();
    let line = rendered.split_once(':').map_or(rendered.as_str(), |(_, rest)| rest).trim();
    line.replace("[OPTIONS]", &frame.options_placeholder)
}

/// One option (or positional argument) of the subcommand at `path`: its
/// help, default and possible values in `language`, under the heading of
/// its kind.
fn translate_arg(arg: Arg, path: &str, language: Language, frame: &HelpFrame) -> Arg {
    let id = arg.get_id().as_str().to_string();
    let help = words::option_help(language, path, &id).or_else(|| arg.get_help().map(ToString::to_string));
    let default: Option<String> =
        arg.get_default_values().first().map(|v| v.to_string_lossy().into_owned()).filter(|v| !v.is_empty());
    let values: Vec<String> = arg.get_possible_values().iter().map(|v| v.get_name().to_string()).collect();
    let shows_values = !matches!(
        arg.get_action(),
        ArgAction::SetTrue
            | ArgAction::Help
            | ArgAction::HelpShort
            | ArgAction::HelpLong
            | ArgAction::Version
    );
    let heading = if arg.is_positional() { frame.arguments.clone() } else { frame.options.clone() };
    let mut arg =
        arg.help_heading(heading).hide_default_value(true).hide_possible_values(true).long_help(None::<&str>);
    if let Some(help) = help {
        let values = if shows_values { values } else { Vec::new() };
        arg = arg.help(words::help_with_values(
            language,
            &help,
            default.as_deref().filter(|_| shows_values),
            &values,
        ));
    }
    if shows_values && arg.get_num_args().is_none_or(|n| n.takes_values()) {
        arg = arg.value_name(value_placeholder(language, value_kind(&id)));
    }
    arg
}

/// Which placeholder an option's value has: what it is, not what it is for.
fn value_kind(id: &str) -> &str {
    match id {
        "lang" | "language" => "code",
        "record" | "picture" | "file" | "output" => "file",
        "subcommand" => "command",
        "seed" => "seed",
        "max_plies" | "games" | "count" | "max_games" | "threads" | "jobs" => "number",
        "highlight" => "cells",
        "caption" => "text",
        "ai" | "level" => "level",
        "color" => "colour",
        "a" | "b" => "player",
        other => other,
    }
}

/// The placeholder for a value of `kind` in `language`; the kind itself,
/// upper-cased, if `cli.ftl` lacks it (a test holds that at zero).
fn value_placeholder(language: Language, kind: &str) -> String {
    words::value_name(language, kind).unwrap_or_else(|| kind.to_uppercase())
}

/// What to print for a line clap refused or answered itself, and the exit
/// code: help and version as clap renders them (from the translated
/// command), every error in our sentences.
fn answer(language: Language, command: &Command, args: &[OsString], error: &clap::Error) -> (String, i32) {
    let code = error.exit_code();
    if matches!(error.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        return (error.render().to_string(), code);
    }
    let path = subcommand_path(command, args);
    let mut sub = command.clone();
    for name in &path {
        if let Some(found) = sub.find_subcommand(name) {
            sub = found.clone();
        }
    }
    if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        return (sub.render_help().to_string(), code);
    }
    let typed = std::iter::once("punct".to_string()).chain(path).collect::<Vec<_>>().join(" ");
    let usage = format!("{typed} {}", usage_tail(&mut sub));
    let problem = problem(error, &sub, &typed, language);
    let text = words::arg_problem(language, &problem, usage.trim_end(), &typed);
    (crate::messages::terminal::errors::line(language, &text), code)
}

/// The usage line after the command's own name: "[OPTIONEN] --a <SPIELER>…".
fn usage_tail(command: &mut Command) -> String {
    let rendered = command.render_usage().to_string();
    let line = rendered.split_once(':').map_or(rendered.as_str(), |(_, rest)| rest).trim().to_string();
    let name = command.get_bin_name().unwrap_or(command.get_name()).to_string();
    line.strip_prefix(&name).map_or(line.clone(), |rest| rest.trim().to_string())
}

/// The subcommands named on the line, outermost first.
fn subcommand_path(command: &Command, args: &[OsString]) -> Vec<String> {
    let mut path = Vec::new();
    let mut current = command;
    for word in args.iter().skip(1).map(|a| a.to_string_lossy()) {
        if let Some(sub) = current.find_subcommand(word.as_ref()) {
            path.push(sub.get_name().to_string());
            current = sub;
        }
    }
    path
}

/// A context value of `error` as text.
fn context(error: &clap::Error, kind: ContextKind) -> Option<String> {
    match error.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(list) => Some(list.join(", ")),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        ContextValue::StyledStrs(list) => {
            Some(list.iter().map(StyledStr::to_string).collect::<Vec<_>>().join(", "))
        }
        ContextValue::Number(n) => Some(n.to_string()),
        ContextValue::Bool(b) => Some(b.to_string()),
        ContextValue::None => None,
        _ => None,
    }
}

/// A context value of `error` as a list.
fn context_list(error: &clap::Error, kind: ContextKind) -> Vec<String> {
    match error.get(kind) {
        Some(ContextValue::Strings(list)) => list.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    }
}

/// What clap found, as [`ArgProblem`]: for a value it refused, every value
/// the option takes (from clap, or from the type behind it).
fn problem(error: &clap::Error, command: &Command, typed: &str, language: Language) -> ArgProblem {
    let arg = context(error, ContextKind::InvalidArg).unwrap_or_default();
    match error.kind() {
        ErrorKind::UnknownArgument => {
            ArgProblem::UnknownArgument { arg, suggestion: context(error, ContextKind::SuggestedArg) }
        }
        ErrorKind::InvalidSubcommand => ArgProblem::UnknownSubcommand {
            name: context(error, ContextKind::InvalidSubcommand).unwrap_or_default(),
            command: typed.to_string(),
            // clap lists the close ones, the closest last.
            suggestion: context_list(error, ContextKind::SuggestedSubcommand).pop(),
        },
        ErrorKind::MissingSubcommand => ArgProblem::MissingSubcommand {
            command: typed.to_string(),
            subcommands: command
                .get_subcommands()
                .map(|s| s.get_name().to_string())
                .filter(|n| n != "help")
                .collect(),
        },
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let value = context(error, ContextKind::InvalidValue).unwrap_or_default();
            let option = option_named(command, &arg);
            if value.is_empty() && error.kind() == ErrorKind::InvalidValue {
                let kind = option.map_or("text", |o| value_kind(o.get_id().as_str()));
                return ArgProblem::MissingValue {
                    arg: flag_of(&arg),
                    value: value_placeholder(language, kind),
                };
            }
            let mut valid = context_list(error, ContextKind::ValidValue);
            if valid.is_empty() {
                valid = option.map(|o| valid_values(o.get_id().as_str())).unwrap_or_default();
            }
            let number = valid.is_empty() && option.is_some_and(|o| is_number(o.get_id().as_str()));
            ArgProblem::InvalidValue { arg: flag_of(&arg), value, valid, number }
        }
        ErrorKind::MissingRequiredArgument => {
            ArgProblem::MissingRequired { args: context_list(error, ContextKind::InvalidArg) }
        }
        ErrorKind::ArgumentConflict => ArgProblem::Conflict {
            arg: flag_of(&arg),
            other: context(error, ContextKind::PriorArg).map(|p| flag_of(&p)).unwrap_or_default(),
        },
        ErrorKind::TooManyValues
        | ErrorKind::NoEquals
        | ErrorKind::TooFewValues
        | ErrorKind::WrongNumberOfValues => ArgProblem::TooMany { arg: flag_of(&arg) },
        _ => ArgProblem::Other { reason: error.kind().as_str().unwrap_or("?").to_string() },
    }
}

/// "--ai" from clap's "--ai <STUFE>".
fn flag_of(arg: &str) -> String {
    arg.split_whitespace().next().unwrap_or(arg).trim_matches('\'').to_string()
}

/// The option clap names as `shown` ("--ai <STUFE>", "<DEPTH>").
fn option_named<'a>(command: &'a Command, shown: &str) -> Option<&'a Arg> {
    let flag = flag_of(shown);
    command.get_arguments().find(|a| {
        a.get_long().is_some_and(|long| flag == format!("--{long}"))
            || a.get_short().is_some_and(|short| flag == format!("-{short}"))
            || (a.is_positional()
                && a.get_value_names().is_some_and(|n| n.iter().any(|n| flag == format!("<{n}>"))))
    })
}

/// Options that take a whole number.
fn is_number(id: &str) -> bool {
    matches!(
        id,
        "seed" | "max_plies" | "games" | "count" | "max_games" | "threads" | "jobs" | "depth" | "size"
    )
}

/// Every value an option parsed by its type's `FromStr` takes.
fn valid_values(id: &str) -> Vec<String> {
    use crate::puzzles::{Theme, Tier};
    use crate::rules::{Player, Variant};
    use crate::service::Level;
    use crate::service::computer::Strategy;
    match id {
        "variant" => [Variant::Basic, Variant::Standard].iter().map(ToString::to_string).collect(),
        "ai" | "level" => Level::ALL.iter().map(ToString::to_string).collect(),
        "color" => [Player::White, Player::Black].iter().map(ToString::to_string).collect(),
        "a" | "b" => Strategy::ALL.iter().map(ToString::to_string).collect(),
        "theme" => Theme::ALL.iter().map(ToString::to_string).collect(),
        "tier" => Tier::ALL.iter().map(|t| t.number().to_string()).collect(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(line: &str) -> Vec<OsString> {
        line.split_whitespace().map(OsString::from).collect()
    }

    /// Every subcommand and option of `command` (at `path`), depth first.
    fn walk(command: &Command, path: &str, found: &mut Vec<(String, Option<String>)>) {
        found.push((path.to_string(), None));
        for arg in command.get_arguments() {
            found.push((path.to_string(), Some(arg.get_id().to_string())));
        }
        for sub in command.get_subcommands() {
            let sub_path = if path.is_empty() {
                sub.get_name().to_string()
            } else {
                format!("{path} {}", sub.get_name())
            };
            walk(sub, &sub_path, found);
        }
    }

    #[test]
    fn every_subcommand_and_option_has_its_words_in_every_language() {
        let mut command = Cli::command();
        command.build();
        let mut found = Vec::new();
        walk(&command, "", &mut found);
        assert!(found.len() > 60, "{found:?}");
        for language in Language::all() {
            for (path, arg) in &found {
                match arg {
                    None => assert!(words::about(language, path).is_some(), "{language}: about of “{path}”"),
                    Some(id) => {
                        assert!(
                            words::option_help(language, path, id).is_some(),
                            "{language}: {path} --{id}"
                        );
                        assert!(
                            words::value_name(language, value_kind(id)).is_some()
                                || !command_takes_value(&command, path, id),
                            "{language}: value of {path} --{id}"
                        );
                    }
                }
            }
        }
        assert!(crate::messages::fluent::take_errors().is_empty());
    }

    /// The arena's players are free text (no clap value list), so its help
    /// is the only place a user learns them: it once stopped at `expert`
    /// while `mcts` and `mcts-strong` were accepted.
    #[test]
    fn the_arena_help_names_every_player_in_every_language() {
        for language in Language::all() {
            let help = words::option_help(language, "arena", "a").unwrap_or_default();
            for strategy in crate::service::computer::Strategy::ALL {
                let name = strategy.name();
                let named = help.split(|c: char| !(c.is_alphanumeric() || c == '-')).any(|word| word == name);
                assert!(named, "{language}: {name} missing from “{help}”");
            }
        }
    }

    fn command_takes_value(command: &Command, path: &str, id: &str) -> bool {
        let mut current = command;
        for name in path.split_whitespace() {
            current = current.find_subcommand(name).unwrap_or(current);
        }
        current.get_arguments().find(|a| a.get_id() == id).is_some_and(|a| a.get_action().takes_values())
    }

    #[test]
    fn the_language_is_found_before_parsing() {
        assert_eq!(language_before_parsing(&os("punct play --lang de")).code(), "de");
        assert_eq!(language_before_parsing(&os("punct --lang=pl rules")).code(), "pl");
        assert_eq!(language_before_parsing(&os("punct -- --lang de")), Language::from_env());
    }

    #[test]
    fn help_and_errors_are_german_with_the_right_exit_codes() {
        let de = Language::from_discord("de");
        let (help, code) = parse(de, os("punct play --help")).unwrap_err();
        assert_eq!(code, 0);
        assert!(help.starts_with("Eine Partie im Terminal spielen"), "{help}");
        assert!(help.contains("Aufruf: punct play [OPTIONEN]"), "{help}");
        assert!(help.contains("Optionen:") && help.contains("--ai <STUFE>"), "{help}");
        assert!(help.contains("[mögliche Werte: compact, large] [Standard: compact]"), "{help}");
        assert!(!help.contains("Options:") && !help.contains("Usage"), "{help}");
        let (error, code) = parse(de, os("punct play --ai hardest")).unwrap_err();
        assert_eq!(code, 2);
        assert!(
            error.starts_with(
                "Fehler: „hardest“ ist kein Wert, den --ai annimmt. Möglich: easy, medium, hard, expert."
            ),
            "{error}"
        );
        assert!(
            error.contains("Aufruf: punct play [OPTIONEN]")
                && error.ends_with("Mehr dazu: punct play --help"),
            "{error}"
        );
        let (error, _) = parse(de, os("punct plya")).unwrap_err();
        assert!(
            error.starts_with("Fehler: „plya“ ist kein Unterbefehl von punct. Meintest du play?"),
            "{error}"
        );
        let (error, _) = parse(de, os("punct play --colour white")).unwrap_err();
        assert!(error.starts_with("Fehler: --colour ist hier keine Option. Meintest du --color?"), "{error}");
        let (error, _) = parse(de, os("punct play --ai")).unwrap_err();
        assert!(error.starts_with("Fehler: --ai braucht einen Wert (STUFE)."), "{error}");
        let (error, _) = parse(de, os("punct arena --a easy --b hard --games many")).unwrap_err();
        assert!(error.starts_with("Fehler: --games nimmt eine ganze Zahl, nicht „many“."), "{error}");
        let (error, _) = parse(de, os("punct puzzle --daily --id 3")).unwrap_err();
        assert!(error.starts_with("Fehler: --daily geht nicht zusammen mit --id."), "{error}");
        let (error, code) = parse(de, os("punct puzzles")).unwrap_err();
        assert_eq!(code, 2);
        assert!(error.contains("Befehle:") || error.contains("Unterbefehl"), "{error}");
        assert!(parse(de, os("punct --lang de play --ai easy")).is_ok());
        assert!(crate::messages::fluent::take_errors().is_empty());
    }
}
