//! The review of finished games: a missed win and a blunder in
//! hand-made games are flagged with a better move, and `punct review`
//! prints one tab-separated line per key moment that a checker can replay.
//! (A move that was the only legal one — in practice a forced pass, which
//! no hand-made game nor 600 random games reached — is never judged; the
//! unit tests of `puzzles::review` hold the rule.)

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use punct::ai::SearchConfig;
use punct::puzzles::review::{Moment, Standing, Verdict, review};
use punct::puzzles::solve::connects;
use punct::rules::{GameRecord, Move, Player, Position, Variant};

use crate::support::punct::punct;

/// White builds a chain along row 5 and up to column P; Black plays far
/// away (as in tests/ai.rs). After move 11 White is one cell from joining
/// columns A and Q.
const WHITE_ROW: &str = "B5-A5-C5 E2-E3-E4 E5-D5-F5 J4-J3-K4 G5-H5-I5 N14-N15-O15 J5-K5-L5 \
                         J14-J15-K15 M6-N7-O8 L15-L16-M16 P9-O9-P10";

/// Move 12: Black ignores the threat (a blunder); move 13: White builds
/// on instead of connecting (a missed win); move 14: Black ignores the
/// double threat, which only a jump onto White's chain could stop (a
/// blunder); move 15: White connects.
fn lost_game() -> GameRecord {
    let moves = format!("{WHITE_ROW} C10-C11-D11 P11-P12-O11 K12-K13-L13 Q12-Q13-Q14");
    GameRecord::from_moves(Variant::Standard, &moves).unwrap()
}

fn reviewed(record: &GameRecord) -> Vec<Moment> {
    review(record, &SearchConfig::quick(), |_, _| {}).unwrap()
}

fn at(moments: &[Moment], ply: u32) -> Option<&Moment> {
    moments.iter().find(|m| m.ply == ply)
}

fn before(record: &GameRecord, ply: u32) -> Position {
    let moves = record.moves[..ply as usize - 1].to_vec();
    GameRecord { variant: record.variant, moves }.replay().unwrap()
}

#[test]
fn the_game_is_really_lost_as_described() {
    let end = lost_game().replay().unwrap();
    assert_eq!(end.outcome().and_then(|o| o.winner()), Some(Player::White));
}

#[test]
fn a_missed_win_is_flagged_with_a_move_that_connects() {
    let record = lost_game();
    let moments = reviewed(&record);
    let missed = at(&moments, 13).expect("move 13 missed the win");
    assert_eq!(missed.verdict, Verdict::MissedWin);
    assert_eq!(missed.mover, Player::White);
    assert_eq!(missed.played, record.moves[12]);
    assert!(connects(&before(&record, 13), missed.better), "{} should connect", missed.better);
    assert_eq!(missed.before, Standing::AboutToConnect);
}

#[test]
fn blunders_are_flagged_with_a_move_that_holds() {
    let record = lost_game();
    let moments = reviewed(&record);
    for ply in [12, 14] {
        let blunder = at(&moments, ply).unwrap_or_else(|| panic!("move {ply} is a blunder: {moments:?}"));
        assert_eq!(blunder.verdict, Verdict::Blunder, "move {ply}");
        assert_eq!(blunder.mover, Player::Black);
        assert_eq!(blunder.after, Standing::Threatened, "move {ply}");
        let position = before(&record, ply);
        let held = position.play(blunder.better).unwrap();
        assert!(!held.is_over(), "{}", blunder.better);
        assert!(
            held.legal_moves().into_iter().all(|r| !connects(&held, r)),
            "after {} White still connects",
            blunder.better
        );
    }
    assert!(at(&moments, 15).is_none(), "the winning move is no mistake");
}

#[test]
fn punct_review_prints_ply_played_verdict_better_that_replay() {
    let record = lost_game();
    let output = punct(&["review", "--level", "easy", "--format", "tsv", "--moves", &record.moves_text()]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = String::from_utf8(output.stdout).unwrap();
    let mut verdicts = Vec::new();
    for line in text.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 4, "{line:?}");
        let ply: u32 = fields[0].parse().unwrap();
        let played: Move = fields[1].parse().unwrap();
        let better: Move = fields[3].parse().unwrap();
        assert_eq!(played, record.moves[ply as usize - 1], "{line}");
        let position = before(&record, ply);
        assert!(position.is_legal(better), "{line}");
        if fields[2] == "missed-win" {
            assert!(connects(&position, better), "{line}");
        }
        verdicts.push((ply, fields[2].to_string()));
    }
    assert!(verdicts.contains(&(13, "missed-win".to_string())), "{text}");
    assert!(verdicts.contains(&(12, "blunder".to_string())), "{text}");
    assert!(verdicts.windows(2).all(|w| w[0].0 < w[1].0), "in the order of the game: {text}");
}

/// A mistake is a drop that remains when the played move and the better
/// one are searched alike. Before that rule, "best score before the move
/// against the score after it" compared a search ending on the mover's ply
/// with one ending on the opponent's, and the sound opening move B5-A5-C5
/// came out as "a mistake: White was ahead, then the game was even".
#[test]
fn a_sound_opening_move_is_not_a_mistake() {
    let config = SearchConfig::for_level(punct::ai::Level::Medium);
    let moments = review(&lost_game(), &config, |_, _| {}).unwrap();
    assert!(at(&moments, 1).is_none(), "{:#?}", at(&moments, 1));
    for m in moments.iter().filter(|m| m.verdict == Verdict::Mistake) {
        assert!(m.scores.0 - m.scores.1 >= punct::puzzles::review::MISTAKE_THRESHOLD, "{m:#?}");
        let better = before(&lost_game(), m.ply).play(m.better);
        assert!(better.is_ok(), "the better move is legal: {m:#?}");
    }
}

fn punct_review(args: &[&str]) -> String {
    let output = punct(&[&["--lang", "en-US", "review"][..], args].concat());
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap()
}

/// Once, `punct review` printed nothing at all for a game without
/// turning points, and exited 0, as if it had failed. It says how the
/// game stands and that the computer found none, with the move count.
#[test]
fn punct_review_says_so_when_there_is_no_turning_point() {
    let text = punct_review(&["--level", "easy", "--moves", "B2-B3-C3 N12-N13-O13"]);
    let (first, rest) = text.split_once('\n').unwrap();
    assert_eq!(first, "Not finished: White to play.");
    assert_eq!(
        rest.split_whitespace().collect::<Vec<_>>().join(" "),
        "The computer (easy) found no turning point in these 2 moves: no missed win, no blunder, no move that clearly lost ground."
    );
    let tsv = punct_review(&["--level", "easy", "--format", "tsv", "--moves", "B2-B3-C3 N12-N13-O13"]);
    assert_eq!(tsv, "", "the script form has no line when there is no moment");
}

/// The prose form tells the turning points as Discord does, after the
/// result, in the order of the game.
#[test]
fn punct_review_tells_the_turning_points_in_sentences() {
    let record = lost_game();
    let text = punct_review(&["--level", "easy", "--moves", &record.moves_text()]);
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("Game over. White wins: White connected columns A and Q."), "{text}");
    assert!(
        text.contains("The turning points of these 15 moves, as the computer (easy) sees them:"),
        "{text}"
    );
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(&format!("Move 12, Black played {}: a blunder", record.moves[11])), "{text}");
    assert!(flat.contains(&format!("Move 13, White played {}: a missed win", record.moves[12])), "{text}");
    assert!(flat.find("Move 12,") < flat.find("Move 13,"), "{text}");
    assert!(!text.contains("**") && text.lines().all(|l| l.chars().count() <= 80), "{text}");
}
