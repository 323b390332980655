//! The words of `punct`'s own command line (`cli.ftl`): `--help` (what each
//! subcommand does, what each option means, the headings around them) and
//! the argument errors clap finds, in our sentences. The command line
//! itself (subcommands, options, their values) stays as typed.
//!
//! No clap types here: the front end hands over names and ids, and
//! [`ArgProblem`] says what clap found wrong.

use crate::messages::fluent::{args, optional, optional_with, tr};
use crate::service::Language;

/// `word-word` from a subcommand path or an option id (`puzzles generate`,
/// `max_plies`): how they appear in keys.
fn key_part(text: &str) -> String {
    text.trim().replace([' ', '_'], "-")
}

/// What the subcommand at `path` does (`""` for `punct` itself, `"puzzles
/// generate"`); `None` if `cli.ftl` lacks it (a test holds that at zero).
pub fn about(language: Language, path: &str) -> Option<String> {
    let words: Vec<&str> = path.split_whitespace().collect();
    // clap's own `help` subcommand exists under every group, with the
    // group's subcommands below it: `learn help export` is `learn export`.
    if words.last() == Some(&"help") {
        return optional(language, "cli-about-help");
    }
    let meant: Vec<&str> = words.into_iter().filter(|w| *w != "help").collect();
    let key = if meant.is_empty() {
        "cli-about".to_string()
    } else {
        format!("cli-about-{}", key_part(&meant.join(" ")))
    };
    optional(language, &key)
}

/// What option `id` of the subcommand at `path` means: the subcommand's
/// own sentence if it has one, else the one shared by every subcommand
/// with that option. A sentence may name `$codes`, the languages spoken
/// (`--lang`'s and `--language`'s values), listed from the locale folders
/// at run time so that a new folder needs no sentence changed.
pub fn option_help(language: Language, path: &str, id: &str) -> Option<String> {
    let id = key_part(id);
    let codes = Language::all().map(Language::code).collect::<Vec<_>>().join(", ");
    let args = args!(codes = codes);
    if !path.is_empty() {
        let own = format!("cli-arg-{}-{id}", key_part(path));
        if let Some(text) = optional_with(language, &own, &args) {
            return Some(text);
        }
    }
    optional_with(language, &format!("cli-arg-{id}"), &args)
}

/// The placeholder for a value of the kind `kind` (`file`, `number`…):
/// "FILE", "DATEI".
pub fn value_name(language: Language, kind: &str) -> Option<String> {
    optional(language, &format!("cli-value-{}", key_part(kind)))
}

/// The fixed words of `--help` in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpFrame {
    /// Before the usage line: "Usage:".
    pub usage: String,
    /// Over the options: "Options".
    pub options: String,
    /// Over positional arguments: "Arguments".
    pub arguments: String,
    /// Over the subcommands: "Commands".
    pub commands: String,
    /// Where the usage line stands for any options: "`[OPTIONS]`".
    pub options_placeholder: String,
}

/// The fixed words of `--help` in `language`.
pub fn help_frame(language: Language) -> HelpFrame {
    HelpFrame {
        usage: tr!(language, "cli-help-usage"),
        options: tr!(language, "cli-help-options"),
        arguments: tr!(language, "cli-help-arguments"),
        commands: tr!(language, "cli-help-commands"),
        options_placeholder: tr!(language, "cli-help-options-placeholder"),
    }
}

/// An option's help with its default and its possible values, as clap
/// would add them in English: "… [default: standard]".
pub fn help_with_values(language: Language, help: &str, default: Option<&str>, values: &[String]) -> String {
    let mut text = help.to_string();
    if !values.is_empty() {
        let values = tr!(language, "cli-help-values", values = values.join(", "));
        text.push_str(&format!(" [{values}]"));
    }
    if let Some(value) = default.filter(|v| !v.is_empty()) {
        let default = tr!(language, "cli-help-default", value = value);
        text.push_str(&format!(" [{default}]"));
    }
    text
}

/// What clap found wrong with the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgProblem {
    /// An option this subcommand does not have (`--colour`), perhaps with
    /// the one meant.
    UnknownArgument {
        /// As typed.
        arg: String,
        /// The option meant, if one is close.
        suggestion: Option<String>,
    },
    /// A word that is no subcommand of `command`.
    UnknownSubcommand {
        /// As typed.
        name: String,
        /// `punct`, `punct puzzles`.
        command: String,
        /// The subcommand meant, if one is close.
        suggestion: Option<String>,
    },
    /// A group (`punct puzzles`) given no subcommand.
    MissingSubcommand {
        /// `punct puzzles`.
        command: String,
        /// What it offers.
        subcommands: Vec<String>,
    },
    /// An option that takes a value given none.
    MissingValue {
        /// `--ai`.
        arg: String,
        /// The value's placeholder, translated: "LEVEL".
        value: String,
    },
    /// A value the option does not take.
    InvalidValue {
        /// `--ai`.
        arg: String,
        /// As typed.
        value: String,
        /// Every value it takes, when they can be listed.
        valid: Vec<String>,
        /// Whether it takes a whole number.
        number: bool,
    },
    /// Required options or arguments not given.
    MissingRequired {
        /// As clap names them: `--a <PLAYER>`, `<DEPTH>`.
        args: Vec<String>,
    },
    /// Two options that exclude each other.
    Conflict {
        /// The one given.
        arg: String,
        /// The one it excludes.
        other: String,
    },
    /// An option given twice or a value where none is taken.
    TooMany {
        /// The option.
        arg: String,
    },
    /// Anything else clap reports, in clap's words.
    Other {
        /// clap's text.
        reason: String,
    },
}

/// The problem in our words, then the right usage and where to read more:
/// `usage` is the subcommand's usage line, `command` the subcommand as
/// typed (`punct play`).
pub fn arg_problem(language: Language, problem: &ArgProblem, usage: &str, command: &str) -> String {
    let l = language;
    let did_you_mean = |s: &Option<String>| {
        s.as_ref().map(|s| format!(" {}", tr!(l, "cli-bad-did-you-mean", suggestion = s.clone())))
    };
    let first = match problem {
        ArgProblem::UnknownArgument { arg, suggestion } => {
            tr!(l, "cli-bad-unknown-argument", arg = arg.clone())
                + &did_you_mean(suggestion).unwrap_or_default()
        }
        ArgProblem::UnknownSubcommand { name, command, suggestion } => {
            tr!(l, "cli-bad-unknown-subcommand", name = name.clone(), command = command.clone())
                + &did_you_mean(suggestion).unwrap_or_default()
        }
        ArgProblem::MissingSubcommand { command, subcommands } => {
            tr!(
                l,
                "cli-bad-missing-subcommand",
                command = command.clone(),
                subcommands = subcommands.join(", ")
            )
        }
        ArgProblem::MissingValue { arg, value } => {
            tr!(l, "cli-bad-missing-value", arg = arg.clone(), value = value.clone())
        }
        ArgProblem::InvalidValue { arg, value, number: true, .. } => {
            tr!(l, "cli-bad-not-a-number", arg = arg.clone(), value = value.clone())
        }
        ArgProblem::InvalidValue { arg, value, valid, number: false } => {
            let mut text = tr!(l, "cli-bad-invalid-value", arg = arg.clone(), value = value.clone());
            if !valid.is_empty() {
                text.push(' ');
                text.push_str(&tr!(l, "cli-bad-valid-values", values = valid.join(", ")));
            }
            text
        }
        ArgProblem::MissingRequired { args } => tr!(l, "cli-bad-missing-required", args = args.join(", ")),
        ArgProblem::Conflict { arg, other } => {
            tr!(l, "cli-bad-conflict", arg = arg.clone(), other = other.clone())
        }
        ArgProblem::TooMany { arg } => tr!(l, "cli-bad-too-many", arg = arg.clone()),
        ArgProblem::Other { reason } => tr!(l, "cli-bad-other", reason = reason.clone()),
    };
    format!(
        "{first}\n\n{}\n\n{}",
        tr!(l, "cli-bad-usage", usage = usage),
        tr!(l, "cli-bad-more", command = command)
    )
}
