//! The first thing a new operator sees: starting the bot without a token.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::process::Command;

#[test]
fn bot_without_token_explains_what_to_put_in_env_and_exits_2() {
    let dir = tempfile::tempdir().expect("temp dir");
    let output = Command::new(env!("CARGO_BIN_EXE_punct-bot"))
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
    let output = Command::new(env!("CARGO_BIN_EXE_punct-bot"))
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("run punct-bot");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("still the example value"), "{stderr}");
}

#[test]
fn env_example_documents_every_setting() {
    let example = include_str!("../.env.example");
    for name in ["DISCORD_TOKEN=", "PUNCT_DATABASE=", "PUNCT_DEV_GUILD=", "RUST_LOG="] {
        assert!(example.contains(name), "{name} missing from .env.example");
    }
}
