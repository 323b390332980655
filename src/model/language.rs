//! The language a player reads: one of the folders under
//! `assets/locales/`, named as Discord names locales (`en-US`, `de`,
//! `es-ES`, …). The list is read from the folders when the crate is built,
//! so a new language is a new folder and nothing else.
//!
//! Why in `model`: the store remembers each player's language and the
//! service hands it on, so it lives below both; the sentences themselves
//! are `messages`' business.
//!
//! ```
//! use punct::model::Language;
//! assert_eq!(Language::from_discord("de").code(), "de");
//! assert_eq!(Language::from_discord("en-GB").code(), "en-US");
//! assert_eq!(Language::from_discord("es-419").code(), "es-ES");
//! assert_eq!(Language::from_discord("ja"), Language::ENGLISH);
//! assert_eq!(Language::from_posix("pl_PL.UTF-8").map(Language::code), Some("pl"));
//! ```

include!(concat!(env!("OUT_DIR"), "/locale_codes.rs"));

/// A language the bot speaks: always one of the embedded folders.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Language(&'static str);

impl Language {
    /// American English: the source of every sentence, and the fallback
    /// for a locale no folder answers.
    pub const ENGLISH: Language = Language("en-US");

    /// Every language the bot speaks, in the order of their codes.
    pub fn all() -> impl Iterator<Item = Language> {
        CODES.iter().map(|code| Language(code))
    }

    /// The locale code, as Discord and the folder name spell it.
    pub fn code(self) -> &'static str {
        self.0
    }

    /// The language for a Discord locale (`de`, `en-GB`, `es-419`, …): its
    /// own folder, else a folder of the same language (`en-GB` → `en-US`,
    /// `es-419` → `es-ES`), else English.
    pub fn from_discord(locale: &str) -> Language {
        Self::exactly(locale).or_else(|| Self::sibling(locale)).unwrap_or(Self::ENGLISH)
    }

    /// The language named by a POSIX locale (`LANG` and its kind:
    /// `pl_PL.UTF-8`, `de_DE@euro`, `fr`), `None` for `C`, `POSIX`, empty
    /// or one no folder answers.
    pub fn from_posix(value: &str) -> Option<Language> {
        let name = value.split(['.', '@']).next().unwrap_or("").replace('_', "-");
        if name.is_empty() || name == "C" || name == "POSIX" {
            return None;
        }
        Self::exactly(&name).or_else(|| Self::sibling(&name))
    }

    /// The terminal's language: the first of `LC_ALL`, `LC_MESSAGES`,
    /// `LANG` that is set and not empty, if a folder answers it; else
    /// English.
    pub fn from_env() -> Language {
        Self::from_vars(|name| std::env::var(name).ok())
    }

    /// [`Language::from_env`] over any source of variables (for tests).
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Language {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(|name| var(name).filter(|v| !v.is_empty()))
            .and_then(|value| Self::from_posix(&value))
            .unwrap_or(Self::ENGLISH)
    }

    fn exactly(locale: &str) -> Option<Language> {
        CODES.iter().find(|code| code.eq_ignore_ascii_case(locale)).map(|code| Language(code))
    }

    fn sibling(locale: &str) -> Option<Language> {
        let primary = |code: &str| code.split('-').next().unwrap_or("").to_ascii_lowercase();
        let wanted = primary(locale);
        CODES.iter().find(|code| primary(code) == wanted).map(|code| Language(code))
    }
}

impl Default for Language {
    fn default() -> Self {
        Self::ENGLISH
    }
}

impl std::fmt::Display for Language {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::Language;

    #[test]
    fn discord_locales_find_their_folder_or_a_sibling_or_english() {
        for (locale, code) in [
            ("en-US", "en-US"),
            ("en-GB", "en-US"),
            ("de", "de"),
            ("fr", "fr"),
            ("it", "it"),
            ("nl", "nl"),
            ("es-ES", "es-ES"),
            ("es-419", "es-ES"),
            ("pl", "pl"),
            ("ja", "en-US"),
            ("", "en-US"),
        ] {
            assert_eq!(Language::from_discord(locale).code(), code, "{locale}");
        }
    }

    #[test]
    fn the_terminal_reads_lc_all_then_lc_messages_then_lang() {
        let vars = |all: &'static str, messages: &'static str, lang: &'static str| {
            move |name: &str| {
                Some(
                    match name {
                        "LC_ALL" => all,
                        "LC_MESSAGES" => messages,
                        _ => lang,
                    }
                    .to_string(),
                )
            }
        };
        assert_eq!(Language::from_vars(vars("", "", "pl_PL.UTF-8")).code(), "pl");
        assert_eq!(Language::from_vars(vars("", "de_DE@euro", "pl_PL.UTF-8")).code(), "de");
        assert_eq!(Language::from_vars(vars("fr_CA.UTF-8", "de", "pl")).code(), "fr");
        assert_eq!(Language::from_vars(vars("C", "de", "pl")), Language::ENGLISH);
        assert_eq!(Language::from_vars(vars("", "", "")), Language::ENGLISH);
        assert_eq!(Language::from_vars(vars("", "", "es_MX.UTF-8")).code(), "es-ES");
    }
}
