//! The sentence files, embedded: every folder under `assets/locales/`
//! becomes one Fluent bundle, parsed once on first use. The rest of
//! `messages` formats through `text` with a key and typed arguments;
//! nothing outside `messages` sees a key.
//!
//! A missing message (in the wanted language or in English), a missing
//! argument or a file that does not parse is not a crash: the English
//! sentence (or the key) stands in, the fault is logged and recorded, and
//! [`take_errors`] hands the record to tests, which hold it empty.
//!
//! Unicode isolation marks (FSI/PDI around each argument) are off: Discord
//! would show them as stray characters and count them against its limits,
//! and mentions and times are already set apart by Discord itself.

use std::cell::RefCell;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentError, FluentResource};

use crate::service::Language;

include!(concat!(env!("OUT_DIR"), "/locale_files.rs"));

type Bundle = FluentBundle<FluentResource>;

/// One bundle per language folder, with the faults found while loading.
struct Bundles {
    each: Vec<(&'static str, Bundle)>,
    faults: Vec<String>,
}

static BUNDLES: LazyLock<Bundles> = LazyLock::new(load);

thread_local! {
    static ERRORS: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

fn load() -> Bundles {
    let mut faults = Vec::new();
    let each = FILES
        .iter()
        .map(|(code, files)| {
            let id = code.parse().unwrap_or_else(|_| {
                faults.push(format!("{code}: not a locale name"));
                unic_langid::LanguageIdentifier::default()
            });
            let mut bundle = Bundle::new_concurrent(vec![id]);
            bundle.set_use_isolating(false);
            for (file, source) in *files {
                let resource =
                    FluentResource::try_new((*source).to_string()).unwrap_or_else(|(partial, errors)| {
                        faults.push(format!("{code}/{file}: {errors:?}"));
                        partial
                    });
                if let Err(errors) = bundle.add_resource(resource) {
                    faults.push(format!("{code}/{file}: {errors:?}"));
                }
            }
            (*code, bundle)
        })
        .collect();
    Bundles { each, faults }
}

fn bundle(language: Language) -> Option<&'static Bundle> {
    BUNDLES.each.iter().find(|(code, _)| *code == language.code()).map(|(_, b)| b)
}

/// The message `key` (or its `.attribute` when `key` is `message.attribute`)
/// in `language` with `args`; English if that language lacks it, the key
/// itself if English lacks it too. Every fault is recorded.
pub(crate) fn text(language: Language, key: &str, args: Option<&FluentArgs<'_>>) -> String {
    if let Some(found) = format(language, key, args) {
        return found;
    }
    record(format!("{language}: no message {key}"));
    format(Language::ENGLISH, key, args).unwrap_or_else(|| key.to_string())
}

/// [`text`] without the English stand-in, for optional words (such as a
/// command's name in a language): `None` if `language` lacks `key`.
pub(crate) fn optional(language: Language, key: &str) -> Option<String> {
    format(language, key, None)
}

/// [`optional`] with arguments: a message that may not exist but, when it
/// does, may name some of `args`.
pub(crate) fn optional_with(language: Language, key: &str, args: &FluentArgs<'_>) -> Option<String> {
    format(language, key, Some(args))
}

fn format(language: Language, key: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
    let bundle = bundle(language)?;
    let (id, attribute) = match key.split_once('.') {
        Some((id, attribute)) => (id, Some(attribute)),
        None => (key, None),
    };
    let message = bundle.get_message(id)?;
    let pattern = match attribute {
        Some(name) => message.get_attribute(name)?.value(),
        None => message.value()?,
    };
    let mut errors: Vec<FluentError> = Vec::new();
    let formatted = bundle.format_pattern(pattern, args, &mut errors).into_owned();
    for error in errors {
        record(format!("{language}: {key}: {error}"));
    }
    Some(formatted)
}

fn record(fault: String) {
    tracing::warn!(%fault, "a sentence could not be formatted");
    ERRORS.with(|errors| errors.borrow_mut().push(fault));
}

/// Every fault recorded on this thread since the last call, and any met
/// while loading the files: for tests, which call façade functions and
/// then hold this empty.
pub fn take_errors() -> Vec<String> {
    let mut all = BUNDLES.faults.clone();
    all.extend(ERRORS.with(|errors| std::mem::take(&mut *errors.borrow_mut())));
    all
}

/// The `.ftl` sources of every language folder, as embedded: (locale,
/// [(file name, text)]). For the tests that compare languages key by key.
pub fn sources() -> &'static [(&'static str, &'static [(&'static str, &'static str)])] {
    FILES
}

/// Fluent arguments from `name = value` pairs, for the façade's functions.
macro_rules! args {
    ($($name:ident = $value:expr),* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = fluent_bundle::FluentArgs::new();
        $( args.set(stringify!($name), fluent_bundle::FluentValue::from($value)); )*
        args
    }};
}
pub(crate) use args;

/// The message `key` in `language`, with optional `name = value` arguments.
macro_rules! tr {
    ($language:expr, $key:literal) => {
        $crate::messages::fluent::text($language, $key, None)
    };
    ($language:expr, $key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::messages::fluent::text($language, $key, Some(&$crate::messages::fluent::args!($($name = $value),+)))
    };
}
pub(crate) use tr;
