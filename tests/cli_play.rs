//! `punct play` driven through its game loop with scripted input: whole
//! games, bad input, undo, hints, the record at the end.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::io::Cursor;

use punct::ai::Level;
use punct::cli::play::{PlayArgs, play};
use punct::rules::{GameRecord, Move, Player, Variant};

/// Runs a session on `script` (one command per line); returns the record
/// and everything printed.
fn session(args: &PlayArgs, script: &str) -> (GameRecord, String) {
    let mut input = Cursor::new(script.as_bytes().to_vec());
    let mut output = Vec::new();
    let record = play(args, &mut input, &mut output).expect("writing to memory never fails");
    (record, String::from_utf8(output).expect("output is UTF-8"))
}

fn two_players() -> PlayArgs {
    PlayArgs { variant: Variant::Standard, ai: None, color: Player::White, seed: 1 }
}

/// White lays a chain along row 5 and up to Q10 (columns A to Q); Black
/// builds far away in the upper right.
const WHITE_CHAIN: [&str; 6] = ["A5-B5-C5", "D5-E5-F5", "G5-H5-I5", "J5-K5-L5", "N7-M6-O8", "P9-P10-Q10"];
const BLACK_ELSEWHERE: [&str; 5] =
    ["J14-J15-K15", "L15-L16-M16", "N14-N15-O15", "J12-J13-K13", "L12-L13-M13"];

#[test]
fn a_whole_game_between_two_people_with_mistakes_and_an_undo() {
    let mut script = vec![
        "help",
        "I9-I10-J10", // central hexagon: refused with the rule
        "Z5-B5-C5",   // unreadable: no column Z
        "A5-B5",      // unreadable: two cells
        "moves",
        "A5-B5-C5",
        "undo", // takes back White's move: White again
        "record",
    ];
    for k in 0..6 {
        script.push(WHITE_CHAIN[k]);
        if k < 5 {
            script.push(BLACK_ELSEWHERE[k]);
        }
    }
    script.push("record"); // the game is over before this line is read
    let (record, out) = session(&two_players(), &script.join("\n"));

    assert!(out.contains("I9-I10-J10 is not allowed: I9 is in the central hexagon"), "{out}");
    assert!(out.contains("I can't read “Z5-B5-C5” as a move"), "{out}");
    assert!(out.contains("a piece covers 3 cells, PÜNCT first (2 given)"), "{out}");
    assert!(out.contains("Type help for the commands."), "{out}");
    assert!(out.contains("4986 legal moves."), "{out}");
    assert!(out.contains("Taken back: A5-B5-C5."), "{out}");
    assert!(out.contains("Game over. White wins: white connected columns A and Q."), "{out}");
    assert_eq!(record.moves.len(), 11);
    assert_eq!(record.moves[0].to_string(), "A5-B5-C5");
    let end = record.replay().expect("the record replays");
    assert_eq!(end.outcome().and_then(|o| o.winner()), Some(Player::White));
    assert!(
        out.trim_end().ends_with(&record.to_string().trim_end().to_string()),
        "record at the end:\n{out}"
    );
    assert!(!out.contains("panicked"));
}

#[test]
fn moves_of_one_piece_and_questions_about_cells() {
    let script = "B2-B3-C3\nN12-N13-O13\nmoves B2\nmoves C3\nmoves N12\nmoves X1\nmoves A1\nquit\n";
    let (record, out) = session(&two_players(), script);
    assert_eq!(record.moves.len(), 2);
    assert!(out.contains("moves of the piece at B2:"), "{out}");
    assert!(out.contains("B2>B2-C2-C3"), "{out}");
    assert!(out.contains("Your piece at C3 cannot move now"), "{out}");
    assert!(out.contains("The piece on top at N12 is black's, not yours."), "{out}");
    assert!(out.contains("“X1” is not a cell"), "{out}");
    assert!(out.contains("A1 is off the board"), "{out}");
    assert!(out.contains("Game stopped before the end."), "{out}");
}

#[test]
fn the_board_shows_heights_owners_and_puncts() {
    // White's second triangle jumps onto the first: level 2.
    let script = "C5-C6-D6\nN12-N13-O13\nC8-C9-D9\nN14-N15-O15\nC8>C5-C6-D6\nboard\nquit\n";
    let (record, out) = session(&two_players(), script);
    assert_eq!(record.moves.len(), 5, "{out}");
    let board = out.rsplit("White plays C8>C5-C6-D6.").next().unwrap_or("");
    assert_eq!(board.matches("W2*").count(), 2, "once after the move, once for `board`:\n{board}");
    assert_eq!(board.matches("w2*").count(), 4, "{board}");
    assert!(board.contains("B1 "), "{board}");
    assert!(board.contains("b1 "), "{board}");
    assert!(board.contains("W/B = a White/Black PÜNCT"), "{board}");
}

fn against(level: Level, color: Player, seed: u64) -> PlayArgs {
    PlayArgs { variant: Variant::Standard, ai: Some(level), color, seed }
}

/// The computer's moves as printed.
fn computer_moves(out: &str) -> Vec<Move> {
    out.lines()
        .filter_map(|l| l.strip_prefix("The computer (easy) plays "))
        .map(|m| m.trim_end_matches('.').parse().expect("the computer prints canonical moves"))
        .collect()
}

#[test]
fn against_the_computer_undo_takes_back_its_reply_too() {
    let script = "B2-B3-C3\nundo\nundo\nD2-D3-E3\nhint\nquit\n";
    let (record, out) = session(&against(Level::Easy, Player::White, 7), script);
    let replies = computer_moves(&out);
    assert_eq!(replies.len(), 2, "{out}");
    assert!(out.contains(&format!("Taken back: B2-B3-C3, {}.", replies[0])), "{out}");
    assert!(out.contains("There is no move of yours to take back yet."), "{out}");
    assert!(out.contains("Suggested: "), "{out}");
    assert_eq!(record.moves.len(), 2);
    assert_eq!(record.moves[1], replies[1]);
    record.replay().expect("every move in the record is legal");
}

#[test]
fn the_computer_opens_when_the_player_takes_black_and_repeats_for_a_seed() {
    let args = against(Level::Easy, Player::Black, 3);
    let (first, out) = session(&args, "N12-N13-O13\nquit\n");
    let (second, _) = session(&args, "N12-N13-O13\nquit\n");
    assert_eq!(first, second);
    assert!(out.contains("You play black against the computer (easy), which plays white."), "{out}");
    assert_eq!(computer_moves(&out).len(), 2, "{out}");
    // White's first move was the computer's, before any input.
    assert_eq!(first.moves[1].to_string(), "N12-N13-O13");
    first.replay().expect("legal");
}

#[test]
fn end_of_input_stops_the_game_and_prints_the_record() {
    let (record, out) = session(&two_players(), "B2-B3-C3");
    assert_eq!(record.moves.len(), 1);
    assert!(out.contains("Game stopped before the end."), "{out}");
    assert!(out.contains("1. B2-B3-C3"), "{out}");
}

#[test]
fn png_writes_a_picture_of_the_position_and_explains_failures() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("board.png");
    let missing_dir = dir.path().join("no such dir").join("board.png");
    let script = format!("B2-B3-C3\npng\npng {}\npng {}\nquit\n", file.display(), missing_dir.display());
    let (_, out) = session(&two_players(), &script);
    assert!(out.contains("Give the file to write after png"), "{out}");
    assert!(out.contains("Wrote a picture of the board to"), "{out}");
    assert!(out.contains("Could not write"), "{out}");
    let bytes = std::fs::read(&file).expect("the picture was written");
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"));
}
