//! The first thing a new operator sees: starting the bot without a token.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

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
    let example = include_str!("../../.env.example");
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

/// Once, `punct-bot --help` printed the missing-token text and exited
/// 2. It prints what the bot reads, in the terminal's language, and exits
/// 0; so does `--version`; anything else is refused by name with 2.
#[test]
fn help_and_version_answer_and_exit_0() {
    let dir = tempfile::tempdir().expect("temp dir");
    let run =
        |args: &[&str]| english_bot().current_dir(dir.path()).env_remove("DISCORD_TOKEN").args(args).output();
    let help = run(&["--help"]).expect("run punct-bot --help");
    assert_eq!(help.status.code(), Some(0));
    let text = String::from_utf8_lossy(&help.stdout);
    for setting in ["DISCORD_TOKEN=", "PUNCT_DATABASE=", "PUNCT_DEV_GUILD=", "RUST_LOG="] {
        assert!(text.contains(setting), "{setting}: {text}");
    }
    assert!(text.contains("Usage: punct-bot") && text.contains("--version"), "{text}");
    assert!(!text.contains("is not set"), "{text}");
    assert!(!help.stdout.contains(&0x1b), "colour codes in a pipe: {text}");
    let version = run(&["--version"]).expect("run punct-bot --version");
    assert_eq!(version.status.code(), Some(0));
    let text = String::from_utf8_lossy(&version.stdout);
    assert_eq!(text.trim(), format!("punct-bot {}", env!("CARGO_PKG_VERSION")));
    let bad = run(&["--token", "x"]).expect("run punct-bot --token x");
    assert_eq!(bad.status.code(), Some(2));
    let text = String::from_utf8_lossy(&bad.stderr);
    assert!(text.contains("“--token”") && text.contains("--help"), "{text}");
    let german = Command::new(env!("CARGO_BIN_EXE_punct-bot"))
        .args(["--help"])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "de_DE.UTF-8")
        .output()
        .expect("run punct-bot --help in German");
    assert_eq!(german.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&german.stdout).contains("Einstellungen:"));
}

/// Once, the no-token text spoke of `cargo run` and README.md to an
/// operator who had started the binary itself. Started directly, it names
/// the `punct` beside the binary; started by cargo, `cargo run`.
#[test]
fn the_no_token_text_speaks_to_how_the_bot_was_started() {
    let dir = tempfile::tempdir().expect("temp dir");
    let output = english_bot()
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env_remove("CARGO_MANIFEST_DIR")
        .output()
        .expect("run punct-bot");
    assert_eq!(output.status.code(), Some(2));
    let text = String::from_utf8_lossy(&output.stderr);
    let punct = std::path::Path::new(env!("CARGO_BIN_EXE_punct-bot")).with_file_name("punct");
    assert!(text.contains(&format!("To play without Discord: {} play", punct.display())), "{text}");
    assert!(!text.contains("cargo") && !text.contains("README"), "{text}");
    assert!(text.contains("309237763072"), "{text}");
    let output = english_bot()
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env("CARGO_MANIFEST_DIR", env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run punct-bot");
    let text = String::from_utf8_lossy(&output.stderr);
    assert!(text.contains("cargo run --release --bin punct -- play"), "{text}");
}

/// Once, logs written to a file or a pipe carried colour codes; the
/// first lines were two libraries' warnings before ours; a new database
/// was logged as "upgraded from=0 to=11". Started with a token and no way
/// to reach Discord (a proxy that refuses), the bot's log in a pipe is
/// plain text: "database created" first, then its own line saying Discord
/// cannot be reached, and no line of serenity or poise before it.
#[test]
fn the_log_in_a_pipe_is_plain_and_starts_with_the_bots_own_lines() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut child = english_bot()
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "MTIz.not-a.real-token")
        .env_remove("RUST_LOG")
        .env_remove("PUNCT_DATABASE")
        .env_remove("PUNCT_DEV_GUILD")
        .env_remove("NO_PROXY")
        .env_remove("no_proxy")
        .env("HTTPS_PROXY", "http://127.0.0.1:9")
        .env("HTTP_PROXY", "http://127.0.0.1:9")
        .env("ALL_PROXY", "http://127.0.0.1:9")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start punct-bot");
    let stdout = child.stdout.take().expect("piped stdout");
    let mut lines = Vec::new();
    for line in BufReader::new(stdout).split(b'\n') {
        let line = line.expect("a log line");
        let text = String::from_utf8_lossy(&line).into_owned();
        let ours = text.contains("cannot be reached") || text.contains("refused");
        lines.push((line, text));
        if ours || lines.len() > 20 {
            break;
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    let texts: Vec<&str> = lines.iter().map(|(_, t)| t.as_str()).collect();
    assert!(lines.iter().all(|(bytes, _)| !bytes.contains(&0x1b)), "colour codes: {texts:?}");
    assert!(
        texts.first().is_some_and(|t| t.contains("database created") && t.contains("version=")),
        "{texts:?}"
    );
    assert!(!texts.iter().any(|t| t.contains("upgraded")), "{texts:?}");
    assert!(!texts.iter().any(|t| t.contains("serenity") || t.contains("poise")), "{texts:?}");
    assert!(texts.last().is_some_and(|t| t.contains("Discord cannot be reached")), "{texts:?}");
}
