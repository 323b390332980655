//! The first thing a new operator sees: starting the bot without a token.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::process::Command;

/// The bot, told the terminal speaks no particular language (so English,
/// whatever `LANG` the tests run under).
fn english_bot() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_punct-bot"));
    command.env("LC_ALL", "C");
    command
}

#[test]
fn bot_without_token_explains_what_to_put_in_env_and_exits_2() {
    let dir = tempfile::tempdir().expect("temp dir");
    let output = english_bot()
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env_remove("PUNCT_DEV_GUILD")
        .output()
        .expect("run punct-bot");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("DISCORD_TOKEN=paste-your-bot-token-here"), "{stderr}");
    assert!(stderr.contains("Reset Token"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(output.stdout.is_empty());
}

#[test]
fn placeholder_token_in_env_file_is_called_out() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join(".env"), "DISCORD_TOKEN=paste-your-bot-token-here\n").expect("write .env");
    let output =
        english_bot().current_dir(dir.path()).env_remove("DISCORD_TOKEN").output().expect("run punct-bot");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("still the example value"), "{stderr}");
}

/// Runs the bot in `dir` with `DISCORD_TOKEN` as given (or unset), no
/// other settings; returns its exit status and what it printed.
fn start_in(dir: &std::path::Path, token: Option<&str>) -> (Option<i32>, String) {
    let mut command = english_bot();
    command.current_dir(dir).env_remove("PUNCT_DEV_GUILD").env_remove("PUNCT_DATABASE");
    match token {
        Some(token) => command.env("DISCORD_TOKEN", token),
        None => command.env_remove("DISCORD_TOKEN"),
    };
    let output = command.output().expect("run punct-bot");
    assert!(output.stdout.is_empty());
    (output.status.code(), String::from_utf8_lossy(&output.stderr).into_owned())
}

#[test]
fn outside_the_repository_the_message_names_the_working_directory() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (status, stderr) = start_in(dir.path(), None);
    assert_eq!(status, Some(2));
    let here = std::env::current_dir().expect("cwd");
    let dir = dir.path().canonicalize().expect("canonical temp dir");
    assert!(stderr.contains(&format!("a file named .env in {}, the directory", dir.display())), "{stderr}");
    assert!(!stderr.contains("Cargo.toml"), "{stderr}");
    assert!(!stderr.contains(&here.display().to_string()), "{stderr}");
}

#[test]
fn a_token_set_in_the_environment_is_not_blamed_on_env_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join(".env"), "DISCORD_TOKEN=some.real.token\n").expect("write .env");
    let (status, stderr) = start_in(dir.path(), Some("paste-your-bot-token-here"));
    assert_eq!(status, Some(2));
    assert!(stderr.starts_with("DISCORD_TOKEN in the environment is still the example value"), "{stderr}");
    assert!(stderr.contains("unset DISCORD_TOKEN"), "{stderr}");
    assert!(!stderr.contains("some.real.token"), "{stderr}");
}

#[test]
fn an_empty_token_in_env_file_is_called_empty() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join(".env"), "# my bot\nDISCORD_TOKEN=\n").expect("write .env");
    let (status, stderr) = start_in(dir.path(), None);
    assert_eq!(status, Some(2));
    let env_file = dir.path().canonicalize().expect("canonical temp dir").join(".env");
    assert!(
        stderr.starts_with(&format!("DISCORD_TOKEN is set but empty in {}.", env_file.display())),
        "{stderr}"
    );
    assert!(!stderr.contains("not set"), "{stderr}");
}

#[test]
fn a_bad_env_file_line_is_named_by_number_and_its_value_kept_secret() {
    let dir = tempfile::tempdir().expect("temp dir");
    let text = "# punct-bot\nRUST_LOG=info\nDISCORD_TOKEN=MTIzNDU2.GaBcDe.very secret\n";
    std::fs::write(dir.path().join(".env"), text).expect("write .env");
    let (status, stderr) = start_in(dir.path(), None);
    assert_eq!(status, Some(2));
    let env_file = dir.path().canonicalize().expect("canonical temp dir").join(".env");
    let expected = format!("Line 3 of {} cannot be read (it starts “DISCORD_TOKEN=…”).", env_file.display());
    assert!(stderr.starts_with(&expected), "{stderr}");
    assert!(!stderr.contains("MTIz") && !stderr.contains("secret"), "{stderr}");
}

#[test]
fn env_example_documents_every_setting() {
    let example = include_str!("../.env.example");
    for name in ["DISCORD_TOKEN=", "PUNCT_DATABASE=", "PUNCT_DEV_GUILD=", "RUST_LOG="] {
        assert!(example.contains(name), "{name} missing from .env.example");
    }
}

#[test]
fn the_operator_reads_the_set_up_messages_in_the_terminals_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    let output = Command::new(env!("CARGO_BIN_EXE_punct-bot"))
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "de_DE.UTF-8")
        .output()
        .expect("run punct-bot");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with("punct-bot braucht ein Discord-Bot-Token, und DISCORD_TOKEN ist nicht gesetzt"),
        "{stderr}"
    );
    assert!(
        stderr.contains("DISCORD_TOKEN=paste-your-bot-token-here")
            && stderr.contains("Woher das Token kommt:"),
        "{stderr}"
    );
}
