//! The rules in brief: one text for Discord's `/punct help` and for the
//! terminal's `rules` and `punct rules`, so that they never drift apart.
//!
//! Written with Discord's light markup (`**bold**`, `•` bullets); the
//! terminal gets it through [`plain`], without the stars and wrapped to
//! 80 columns. The words are in `help.ftl`, one file per language.

use crate::messages::fluent::tr;
use crate::service::Language;

/// The rules in brief, as a player needs them for a first game: the goal,
/// a turn, the pieces and their letters, and both ways a game ends
/// (`help.ftl`, in the rulebook's words for each language).
pub fn rules(language: Language) -> String {
    tr!(language, "help-rules")
}

/// How to read the text board of `punct play`, after the rules there.
pub fn reading_the_terminal_board(language: Language) -> String {
    format!(
        "{}\n\n{}",
        tr!(language, "help-reading-the-terminal-board"),
        tr!(language, "help-reading-the-terminal-sides")
    )
}

/// `text` for the terminal: markup removed, paragraphs wrapped to `width`
/// columns on word boundaries.
pub fn plain(text: &str, width: usize) -> String {
    text.replace("**", "").lines().map(|line| wrap_line(line, width)).collect::<Vec<_>>().join("\n")
}

/// One paragraph wrapped on spaces; a bullet's following lines indented.
fn wrap_line(line: &str, width: usize) -> String {
    let indent = if line.starts_with('•') { "  " } else { "" };
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut empty = true;
    for word in line.split_whitespace() {
        if !empty && current.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::replace(&mut current, indent.to_string()));
            empty = true;
        }
        if !empty {
            current.push(' ');
        }
        current.push_str(word);
        empty = false;
    }
    lines.push(current);
    lines.join("\n")
}

/// The terminal's `rules`: the rules, then how to read the board.
pub fn terminal_rules(language: Language) -> String {
    format!("{}\n\n{}", plain(&rules(language), 80), plain(&reading_the_terminal_board(language), 80))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_terminal_text_fits_80_columns_and_keeps_every_word() {
        for language in Language::all() {
            let text = terminal_rules(language);
            assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
            assert!(!text.contains("**"));
            let words =
                |t: &str| t.replace("**", "").split_whitespace().map(str::to_string).collect::<Vec<_>>();
            let rules = rules(language);
            assert_eq!(words(&plain(&rules, 80)), words(&rules));
            assert!(rules.contains("\n\n"), "{language}: paragraphs kept");
        }
        assert!(crate::messages::fluent::take_errors().is_empty());
    }
}
