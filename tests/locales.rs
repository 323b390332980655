//! The languages agree with English: every folder under `assets/locales/`
//! (read as embedded, so a new folder is checked without touching this
//! file) parses, has every message and attribute `en-US` has, with the
//! same variables, and none English lacks.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;

use punct::messages::fluent::sources;

/// Each key (`message` or `message.attribute`) and the variables it uses.
type Keys = BTreeMap<String, BTreeSet<String>>;

fn keys_of(code: &str, files: &[(&str, &str)]) -> Keys {
    let mut keys = Keys::new();
    for (file, text) in files {
        let resource = parser::parse(*text).unwrap_or_else(|(_, errors)| panic!("{code}/{file}: {errors:?}"));
        for entry in resource.body {
            match entry {
                Entry::Message(message) => {
                    let id = message.id.name;
                    if let Some(value) = &message.value {
                        add(&mut keys, format!("{id}"), value, code);
                    }
                    for attribute in &message.attributes {
                        add(&mut keys, format!("{id}.{}", attribute.id.name), &attribute.value, code);
                    }
                }
                Entry::Junk { content } => panic!("{code}/{file}: cannot read {content}"),
                _ => {}
            }
        }
    }
    keys
}

fn add(keys: &mut Keys, key: String, pattern: &Pattern<&str>, code: &str) {
    let mut variables = BTreeSet::new();
    pattern_variables(pattern, &mut variables);
    assert!(keys.insert(key.clone(), variables).is_none(), "{code}: {key} is defined twice");
}

fn pattern_variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, out);
            }
            for named in &arguments.named {
                inline_variables(&named.value, out);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

fn english() -> Keys {
    let (_, files) = sources().iter().find(|(code, _)| *code == "en-US").expect("an en-US folder");
    keys_of("en-US", files)
}

#[test]
fn all_seven_languages_of_the_rulebook_are_there() {
    let codes: Vec<&str> = sources().iter().map(|(code, _)| *code).collect();
    for code in ["en-US", "de", "fr", "it", "nl", "es-ES", "pl"] {
        assert!(codes.contains(&code), "{code} missing from {codes:?}");
    }
}

#[test]
fn every_language_has_exactly_englishs_keys_with_the_same_variables() {
    let english = english();
    assert!(!english.is_empty());
    let mut faults = Vec::new();
    for (code, files) in sources() {
        let keys = keys_of(code, files);
        for (key, variables) in &english {
            match keys.get(key) {
                None => faults.push(format!("{code}: {key} is missing")),
                Some(theirs) if theirs != variables => {
                    faults.push(format!("{code}: {key} uses {theirs:?}, English {variables:?}"));
                }
                Some(_) => {}
            }
        }
        for key in keys.keys().filter(|k| !english.contains_key(*k)) {
            faults.push(format!("{code}: {key} is not in en-US"));
        }
    }
    assert!(faults.is_empty(), "{} faults:\n{}", faults.len(), faults.join("\n"));
}

#[test]
fn the_files_load_without_faults() {
    assert_eq!(punct::messages::fluent::take_errors(), Vec::<String>::new());
}
