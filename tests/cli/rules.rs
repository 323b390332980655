//! The `punct` subcommands whose output scripts read: exact formats and
//! exit codes.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::process::Output;

use crate::support::punct::punct;

fn stdout(output: &Output) -> String {
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout.clone()).expect("utf-8")
}

const OPENING: &str = "B2-B3-C3 N12-N13-O13 B2>B5-B6-C6";

#[test]
fn legal_lists_sorted_canonical_moves() {
    let text = stdout(&punct(&["legal"]));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4986);
    let mut sorted = lines.clone();
    sorted.sort_unstable();
    assert_eq!(lines, sorted, "not sorted as byte strings");
    assert!(lines.contains(&"C5-C6-D6"));
    let after = stdout(&punct(&["legal", "--moves", OPENING]));
    assert!(after.lines().any(|l| l.starts_with("N12>")), "Black's piece can move");
    assert!(after.lines().all(|l| !l.starts_with("B5>")), "White's piece is not Black's to move");
}

#[test]
fn status_prints_the_documented_lines() {
    let text = stdout(&punct(&["status", "--variant", "basic", "--moves", OPENING]));
    assert_eq!(
        text,
        "to_move: black\nresult: ongoing\nreason: none\nreserve_white: T=5 C=2 E=4 M=2 L=2 R=2\n\
         reserve_black: T=5 C=2 E=4 M=2 L=2 R=2\ncentral_white: 0\ncentral_black: 0\nply: 3\n"
    );
}

#[test]
fn status_reports_a_win_and_its_reason() {
    let moves = "I2-H1-J3 B5-B6-C6 L5-K4-M6 B8-B9-C9 N7-O8-P9 E10-E11-F11 P10-P11-P12 D6-D7-E7 \
                 P13-P14-P15 F12-F13-G13 P16-O16-P17";
    let text = stdout(&punct(&["status", "--moves", moves]));
    assert!(text.contains("result: white\n"), "{text}");
    assert!(text.contains("reason: white connected rows 1 and 17\n"), "{text}");
    assert!(text.ends_with("ply: 11\n"));
}

#[test]
fn replay_prints_counts_and_landings() {
    let text = stdout(&punct(&["replay", "--moves", OPENING]));
    let mut parts = text.split("\n\n");
    let plies: Vec<&str> = parts.next().unwrap_or("").lines().collect();
    // 4750 = 4581 placements + 169 movements, counted independently of the engine.
    assert_eq!(plies, ["B2-B3-C3\t4986\tplace", "N12-N13-O13\t4809\tplace", "B2>B5-B6-C6\t4750\tflat"]);
    assert!(parts.next().unwrap_or("").starts_with("to_move: black\n"));
}

#[test]
fn replay_counts_match_legal() {
    let before_third = stdout(&punct(&["legal", "--moves", "B2-B3-C3 N12-N13-O13"]));
    assert_eq!(before_third.lines().count(), 4750);
}

#[test]
fn perft_prints_the_number_last() {
    let text = stdout(&punct(&["perft", "1", "--variant", "basic"]));
    assert_eq!(text, "4986\n");
    let divided = stdout(&punct(&["perft", "2", "--divide", "--moves", "B2-B3-C3 N12-N13-O13"]));
    let lines: Vec<&str> = divided.lines().collect();
    assert_eq!(lines.len(), 4751);
    let total: u64 =
        lines[..4750].iter().map(|l| l.rsplit('\t').next().unwrap().parse::<u64>().unwrap()).sum();
    assert_eq!(lines[4750].parse::<u64>().unwrap(), total);
}

#[test]
fn random_game_is_reproducible_and_replayable() {
    let a = stdout(&punct(&["random-game", "--seed", "7"]));
    let b = stdout(&punct(&["random-game", "--seed", "7"]));
    assert_eq!(a, b);
    let moves: Vec<&str> = a.lines().take_while(|l| !l.starts_with("to_move:")).collect();
    let status: String = a.lines().skip(moves.len()).map(|l| format!("{l}\n")).collect();
    let replayed = stdout(&punct(&["status", "--moves", &moves.join(" ")]));
    assert_eq!(status, replayed);
    assert!(!status.contains("result: ongoing"), "an unlimited random game ends: {status}");
    let short = stdout(&punct(&["random-game", "--seed", "7", "--max-plies", "5"]));
    assert!(short.contains("ply: 5\n"));
}

#[test]
fn bad_moves_exit_2_naming_the_ply_and_rule() {
    let output = punct(&["status", "--moves", "B2-B3-C3 B2-B3-C3"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("Move 2"), "{stderr}");
    assert!(stderr.contains("not empty"), "{stderr}");
    let output = punct(&["legal", "--moves", "B2-B3-C3 Z99"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("Move 2") && stderr.contains("like I9"), "{stderr}");
    let output = punct(&["status", "--variant", "chess"]);
    assert_eq!(output.status.code(), Some(2));
}

/// Once, `punct learn --help | head` panicked on the closed pipe (3
/// runs of 5). Help written to a pipe nobody reads any more exits quietly.
/// The pipe's reading end is closed before punct starts, so every write
/// fails: no race.
#[test]
fn help_into_a_closed_pipe_exits_quietly() {
    for args in [&["learn", "--help"][..], &["--help"], &["--version"], &["play", "--help"]] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_punct"))
            .args(args)
            .stdout(writer)
            .stderr(std::process::Stdio::piped())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(output.status.success(), "{args:?}: {:?} {stderr}", output.status);
    }
}

/// Once, `punct render` and `replay-gif` said nothing on success.
/// They say what was written where.
#[test]
fn render_and_replay_gif_say_what_they_wrote_where() {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("board.png");
    let output = punct(&["--lang", "en-US", "render", "--moves", OPENING, "-o", png.to_str().unwrap()]);
    let text = stdout(&output);
    assert!(text.starts_with(&format!("Wrote a picture of the board to {}", png.display())), "{text}");
    assert!(std::fs::metadata(&png).unwrap().len() > 0);
    let gif = dir.path().join("game.gif");
    let output = punct(&[
        "--lang",
        "en-US",
        "replay-gif",
        "--size",
        "256",
        "--moves",
        OPENING,
        "-o",
        gif.to_str().unwrap(),
    ]);
    let text = stdout(&output);
    assert!(
        text.starts_with(&format!("Wrote the game (3 moves, one picture each) to {}", gif.display())),
        "{text}"
    );
}
