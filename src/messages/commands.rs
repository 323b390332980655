//! The commands' names, descriptions, options and choices in each
//! language, as Discord registers them (`commands.ftl`). A command is
//! named by its path, `"punct"` or `"punct challenge"`; options by their
//! name in the code; choices by their place in the menu. `None` when the
//! language does not name it (Discord then shows the English default).

use crate::messages::fluent;
use crate::service::Language;

fn key(command: &str) -> String {
    command.replace(' ', "-")
}

/// The command's name in `language`.
pub fn name(language: Language, command: &str) -> Option<String> {
    fluent::optional(language, &key(command))
}

/// The command's description in `language`.
pub fn description(language: Language, command: &str) -> Option<String> {
    fluent::optional(language, &format!("{}.description", key(command)))
}

/// The name of the command's option `option` in `language`.
pub fn option_name(language: Language, command: &str, option: &str) -> Option<String> {
    fluent::optional(language, &format!("{}.{option}", key(command)))
}

/// The description of the command's option `option` in `language`.
pub fn option_description(language: Language, command: &str, option: &str) -> Option<String> {
    fluent::optional(language, &format!("{}.{option}-description", key(command)))
}

/// The name of choice number `index` (from 0) of option `option`.
pub fn choice(language: Language, command: &str, option: &str, index: usize) -> Option<String> {
    fluent::optional(language, &format!("{}.{option}-choice-{index}", key(command)))
}

/// A command as the reader types it in `language`: `"punct move"` →
/// `/punct zug` in German, `/punct move` in English, each word the name
/// that language registers (English where it names none). Every sentence
/// that names a command names it so.
pub fn shown_as(language: Language, command: &str) -> String {
    let words: Vec<&str> = command.split(' ').collect();
    let shown: Vec<String> = (1..=words.len())
        .map(|n| {
            let path = words[..n].join(" ");
            name(language, &path).unwrap_or_else(|| words[n - 1].to_string())
        })
        .collect();
    format!("/{}", shown.join(" "))
}
