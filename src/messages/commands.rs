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
