//! A player's own data (`privacy.ftl`): what `/punct privacy` shows,
//! the question `/punct forget-me` asks and what it says once done, and
//! how a forgotten player is named everywhere after.

use crate::messages::discord as words;
use crate::messages::fluent::tr;
use crate::messages::service::{by, mention};
use crate::service::{Forgotten, Language, UserId, YourData};

/// The name of the file `/punct privacy` attaches.
pub const FILE_NAME: &str = "punct-my-data.json";

/// A person as a sentence names them: a mention, or "a former player" for
/// someone forgotten, who can be neither mentioned nor pinged.
pub fn person(language: Language, user: UserId) -> String {
    if user.is_former_player() { former_player(language) } else { mention(user) }
}

/// "a former player", as a forgotten person's seat is shown.
pub fn former_player(language: Language) -> String {
    tr!(language, "seat-former")
}

/// `text` with its first letter a capital (a sentence that starts with a
/// name such as "a former player").
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The short summary of `/punct privacy`: who they are to the bot, their
/// settings (as `/punct settings` shows them), what they played and
/// learned, why it is kept and how to erase it.
pub fn summary(language: Language, data: &YourData) -> String {
    let l = language;
    let c = &data.counts;
    let mut lines = vec![tr!(l, "privacy-heading")];
    if let Some(name) = &data.name {
        let username = data.username.as_deref().unwrap_or("none");
        lines.push(tr!(l, "privacy-name", name = name.as_str(), username = username));
    }
    if let Some(since) = data.since {
        lines.push(tr!(l, "privacy-since", since = by(since)));
    }
    if let Some(spoken) = data.language {
        lines.push(tr!(l, "privacy-language", language = language_name(spoken)));
    }
    lines.push(tr!(
        l,
        "privacy-games",
        ongoing = c.games_ongoing,
        finished = c.games_finished,
        computer = c.games_against_the_computer,
        challenges = c.challenges
    ));
    lines.push(match data.rating {
        Some((rating, games)) => tr!(l, "privacy-rating", rating = rating.round() as i64, games = games),
        None => tr!(l, "privacy-unrated"),
    });
    lines.push(tr!(l, "privacy-learning", puzzles = c.puzzles_solved, lessons = c.lessons_completed));
    lines.push(tr!(l, "privacy-plans", plans = c.plans));
    lines.push(String::new());
    lines.push(words::settings(l, &data.settings, false));
    lines.push(String::new());
    lines.push(tr!(l, "privacy-why"));
    lines.push(tr!(l, "privacy-erase"));
    lines.join("\n")
}

/// `language` as its speakers name it, with its code: "Deutsch (de)".
/// Its own name, not the reader's word for it: a player finds their
/// language by that name, and it is the one Discord's own language list
/// shows.
pub fn language_name(language: Language) -> String {
    format!("{} ({})", tr!(language, "language-own-name"), language.code())
}

/// The title above the summary.
pub fn title(language: Language) -> String {
    tr!(language, "privacy-title")
}

/// The attached file's description (its alt text).
pub fn file_description(language: Language) -> String {
    tr!(language, "privacy-file-description")
}

/// `/punct privacy` when nothing is kept.
pub fn nothing_kept(language: Language) -> String {
    tr!(language, "privacy-nothing")
}

/// `/punct forget-me` when nothing is kept (or it was erased before).
pub fn nothing_to_forget(language: Language) -> String {
    tr!(language, "forget-nothing")
}

/// The private question before anything is erased; `ongoing`: their
/// games against people going on, which would be resigned.
pub fn forget_question(language: Language, ongoing: u32) -> String {
    tr!(language, "forget-question", ongoing = ongoing)
}

/// The two buttons under the question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForgetButton {
    /// Erase everything.
    Confirm,
    /// Erase nothing.
    Cancel,
}

/// The label of `button`.
pub fn forget_button(language: Language, button: ForgetButton) -> String {
    match button {
        ForgetButton::Confirm => tr!(language, "forget-button-confirm"),
        ForgetButton::Cancel => tr!(language, "forget-button-cancel"),
    }
}

/// Cancel was pressed.
pub fn forget_cancelled(language: Language) -> String {
    tr!(language, "forget-cancelled")
}

/// What was done, for the one forgotten.
pub fn forgotten(language: Language, done: &Forgotten) -> String {
    tr!(language, "forget-done", resigned = done.resigned.len(), kept = done.erased.games_kept)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_former_player_is_named_in_every_language_and_never_mentioned() {
        let former = UserId(u64::MAX);
        for language in Language::all() {
            let shown = person(language, former);
            assert!(!shown.contains("<@") && !shown.is_empty(), "{language}: {shown}");
        }
        assert_eq!(person(Language::ENGLISH, UserId(5)), "<@5>");
        assert_eq!(capitalised("a former player resigned."), "A former player resigned.");
    }

    /// The language the bot answers in is named in itself, with its
    /// code; no two languages share a name.
    #[test]
    fn the_language_kept_is_named_in_itself() {
        let german = Language::from_discord("de");
        assert_eq!(language_name(german), "Deutsch (de)");
        assert_eq!(language_name(Language::ENGLISH), "English (en-US)");
        let names: std::collections::BTreeSet<String> = Language::all().map(language_name).collect();
        assert_eq!(names.len(), Language::all().count(), "{names:?}");
    }
}
