//! The `punct` executable, run as a person at a terminal runs it: the one
//! place the tests and benchmarks start it.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// `punct args…` with the environment as it is; stdout and stderr captured.
pub fn punct(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_punct")).args(args).output().expect("run punct")
}

/// Which language `punct` is asked to speak.
#[derive(Clone, Copy)]
pub enum Locale<'a> {
    /// `LANG` is this (e.g. `pl_PL.UTF-8`, or `C` for none).
    Lang(&'a str),
    /// `--lang` with this code, and no locale in the environment (`LANG=C`).
    Flag(&'a str),
}

/// `punct args…` in `locale` (`LANGUAGE`, `LC_ALL` and `LC_MESSAGES`
/// unset, no colours) with `input` on stdin; stdout and stderr captured.
pub fn punct_with(locale: Locale, args: &[&str], input: &str) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_punct"));
    match locale {
        Locale::Lang(lang) => command.env("LANG", lang),
        Locale::Flag(code) => command.arg("--lang").arg(code).env("LANG", "C"),
    };
    let mut child = command
        .args(args)
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start punct");
    child.stdin.take().expect("piped stdin").write_all(input.as_bytes()).expect("write punct's input");
    child.wait_with_output().expect("run punct")
}
