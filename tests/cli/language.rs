//! `punct` speaks the terminal's language. `--lang` first, then
//! LC_ALL, LC_MESSAGES and LANG, then English; moves are written the same
//! in every language.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::process::Output;

use punct::service::Language;

use crate::support::punct::{Locale, punct_with};

/// Runs the `punct` binary with `LANG` set to `lang` (and the other locale
/// variables unset), `args`, and `input` on stdin.
fn punct(lang: &str, args: &[&str], input: &str) -> Output {
    punct_with(Locale::Lang(lang), args, input)
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn punct_rules_answers_in_polish_under_a_polish_lang() {
    let out = stdout(&punct("pl_PL.UTF-8", &["rules"], ""));
    assert!(out.contains("Jak czytać planszę"), "{out}");
    assert!(out.contains("obszaru centralnego"), "{out}");
    assert!(!out.contains("Reading the board"), "{out}");
}

#[test]
fn a_bad_move_in_punct_play_is_explained_in_polish() {
    let output = punct("pl_PL.UTF-8", &["play"], "Z99\nI9-I10-J10\nC5-C6-D6\nquit\n");
    let out = stdout(&output);
    assert!(output.status.success(), "{out}");
    assert!(out.contains("Połącz dwa przeciwległe boki"), "{out}");
    assert!(out.contains("Nie potrafię odczytać „Z99”"), "{out}");
    assert!(out.contains("I9-I10-J10 jest niedozwolony") && out.contains("obszarze centralnym"), "{out}");
    assert!(out.contains("Białe grają C5-C6-D6: trójkąt (T), ustawiony na C5-C6-D6, PÜNCT na C5."), "{out}");
    assert!(out.contains("Zapis partii (1 ruch):"), "{out}");
}

/// The text with its line breaks as spaces, to find wrapped sentences.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// In German, the answer to a move and a preview name the piece and its
/// landing in the rulebook's words (Dreieck, auf Spielsteine gesprungen).
#[test]
fn moves_and_previews_are_said_in_words_in_german() {
    let script = "C5-C6-D6\nN12-N13-O13\nC8-C9-D9\nN14-N15-O15\npreview C8>C5-C6-D6\nC8>C5-C6-D6\nquit\n";
    let output = punct("C", &["play", "--lang", "de"], script);
    let out = flat(&stdout(&output));
    assert!(output.status.success(), "{out}");
    assert!(
        out.contains("Weiß spielt C5-C6-D6: Dreieck (T), eingesetzt auf C5-C6-D6, PÜNCT auf C5."),
        "{out}"
    );
    assert!(
        out.contains(
            "Vorschau auf C8>C5-C6-D6, nicht gespielt: Dreieck (T), gezogen von C8 nach C5-C6-D6, PÜNCT \
             jetzt auf C5, auf Spielsteine gesprungen."
        ),
        "{out}"
    );
    assert!(out.contains("Nichts wurde gespielt: Weiß ist weiter am Zug."), "{out}");
    assert!(
        out.contains(
            "Weiß spielt C8>C5-C6-D6: Dreieck (T), gezogen von C8 nach C5-C6-D6, PÜNCT jetzt auf C5"
        ),
        "{out}"
    );
    assert!(out.contains("Partieaufzeichnung (5 Züge):"), "{out}");
}

#[test]
fn lang_overrides_the_environment_before_or_after_the_subcommand() {
    let out = stdout(&punct("pl_PL.UTF-8", &["--lang", "de", "rules"], ""));
    assert!(out.contains("So liest du den Spielplan"), "{out}");
    let out = stdout(&punct("pl_PL.UTF-8", &["play", "--lang", "de"], "quit\n"));
    assert!(out.contains("Partie vor dem Ende abgebrochen."), "{out}");
    assert!(out.contains("Partieaufzeichnung (0 Züge):"), "{out}");
}

#[test]
fn english_without_a_locale_and_an_unknown_lang_is_refused() {
    let out = stdout(&punct("C", &["rules"], ""));
    assert!(out.contains("Reading the board"), "{out}");
    let output = punct("C", &["--lang", "xx", "rules"], "");
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8(output.stderr).unwrap();
    assert!(error.contains("--lang xx") && error.contains("pl"), "{error}");
}

/// A record printed in any language reads back with `--record`.
#[test]
fn a_record_printed_in_each_language_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    for lang in Language::all().map(Language::code) {
        let out = stdout(&punct("C", &["play", "--lang", lang], "B2-B3-C3\nN12-N13-O13\nquit\n"));
        let lines: Vec<&str> = out.lines().collect();
        let title = lines.iter().rposition(|l| l.ends_with(':') && l.contains('2')).unwrap();
        let record = lines[title..].join("\n");
        let file = dir.path().join(format!("{lang}.txt"));
        std::fs::write(&file, &record).unwrap();
        let again =
            stdout(&punct("C", &["play", "--lang", lang, "--record", file.to_str().unwrap()], "quit\n"));
        assert!(again.contains("2. N12-N13-O13"), "{lang}: {again}");
    }
}
