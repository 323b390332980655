//! Perft counts from `tests/data/rules/perft.txt` (shakmaty's habit: the
//! numbers live in a data file, a test reads them with a node limit).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use punct::rules::{GameRecord, Move, Position, SplitMix64, Variant, perft, perft_divide};

/// Leaves above this are left to the benchmark, to keep the test suite fast.
const NODE_LIMIT: u64 = 30_000_000;

#[test]
fn perft_matches_the_data_file() {
    let mut checked = 0;
    for line in include_str!("../data/rules/perft.txt").lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        let words: Vec<&str> = line.split_whitespace().collect();
        let [variant, depth, leaves, moves @ ..] = words.as_slice() else { continue };
        let variant: Variant = variant.parse().unwrap();
        let expected: u64 = leaves.parse().unwrap();
        if expected > NODE_LIMIT {
            continue;
        }
        let position = GameRecord::from_moves(variant, &moves.join(" ")).unwrap().replay().unwrap();
        assert_eq!(perft(&position, depth.parse().unwrap()), expected, "{line}");
        checked += 1;
    }
    assert!(checked >= 4);
}

#[test]
fn divide_adds_up_and_is_sorted() {
    let position = Position::new(Variant::Standard);
    let rows = perft_divide(&position, 1);
    assert_eq!(rows.len(), 4986);
    assert!(rows.iter().all(|(_, n)| *n == 1));
    let names: Vec<String> = rows.iter().map(|(m, _)| m.to_string()).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted);
}

#[test]
fn a_finished_game_has_no_leaves() {
    let record = GameRecord::from_moves(
        Variant::Standard,
        "I2-H1-J3 B5-B6-C6 L5-K4-M6 B8-B9-C9 N7-O8-P9 E10-E11-F11 P10-P11-P12 D6-D7-E7 P13-P14-P15 F12-F13-G13 P16-O16-P17",
    )
    .unwrap();
    let end = record.replay().unwrap();
    assert!(end.is_over());
    assert_eq!(perft(&end, 1), 0);
    assert_eq!(perft(&end, 2), 0);
    assert_eq!(perft(&end, 0), 1);
    assert_eq!(end.legal_moves(), Vec::<Move>::new(), "a finished game has no legal moves, not even a pass");
    assert_eq!(end.legal_move_count(), 0);
    assert_eq!(end.random_move(&mut SplitMix64::new(1)), None);
    assert!(perft_divide(&end, 1).is_empty());
    let last = end.last_move().and_then(Move::footprint).expect("the last move placed a piece").punct();
    assert_eq!(end.moves_from(last), Vec::<Move>::new());
    assert!(!end.is_legal(Move::Pass));
}
