//! Rulebook scenarios from `tests/data/rules/scenarios.txt`, one or more
//! per rule of src/rules/RULES.md. The file is a small script; see its header.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::fmt::Write as _;

use punct::rules::{Axis, Cell, IllegalReason, Kind, Landing, Move, Outcome, Player, Position, Variant};

/// The kebab-case name a scenario uses for a refusal.
fn reason_name(reason: &IllegalReason) -> &'static str {
    match reason {
        IllegalReason::GameOver => "game-over",
        IllegalReason::PassNotAllowed => "pass-not-allowed",
        IllegalReason::NoneLeft { .. } => "none-left",
        IllegalReason::CellOccupied { .. } => "cell-occupied",
        IllegalReason::CentralHexagon { .. } => "central-hexagon",
        IllegalReason::NoPieceAt { .. } => "no-piece-at",
        IllegalReason::NotYourPiece { .. } => "not-your-piece",
        IllegalReason::NotAPunct { .. } => "not-a-punct",
        IllegalReason::PieceCovered { .. } => "piece-covered",
        IllegalReason::WrongKind { .. } => "wrong-kind",
        IllegalReason::NotInStraightLine { .. } => "not-in-straight-line",
        IllegalReason::NoMove => "no-move",
        IllegalReason::UnevenSupport { .. } => "uneven-support",
        IllegalReason::TriangleCannotBridge => "triangle-cannot-bridge",
        IllegalReason::PunctNotOnOwnPiece { .. } => "punct-not-on-own-piece",
    }
}

fn axis_name(axis: Axis) -> &'static str {
    match axis {
        Axis::Columns => "columns",
        Axis::Rows => "rows",
        Axis::Diagonals => "diagonals",
    }
}

fn outcome_text(outcome: Option<&Outcome>) -> String {
    match outcome {
        None => "ongoing".to_string(),
        Some(Outcome::Connected(c)) => format!("connected {} {}", c.player, axis_name(c.axis)),
        Some(Outcome::CentralMajority { winner, central }) => {
            format!("central {winner} {}-{}", central.white, central.black)
        }
        Some(Outcome::CentralTie { central }) => format!("central-tie {}-{}", central.white, central.black),
        Some(Outcome::LastPiecePlaced) => "last-piece-draw".to_string(),
        Some(Outcome::NoLegalMoves) => "no-legal-moves".to_string(),
    }
}

fn parse_move(text: &str) -> Move {
    text.parse().unwrap_or_else(|e| panic!("scenario move {text}: {e}"))
}

fn parse_cell(text: &str) -> Cell {
    text.parse().unwrap_or_else(|e| panic!("scenario cell {text}: {e}"))
}

/// Runs one scenario line against `position`; returns a failure message.
fn step(position: &mut Position, words: &[&str]) -> Result<(), String> {
    match words {
        ["variant", v] => {
            let variant: Variant = v.parse().map_err(|e| format!("{e}"))?;
            *position = Position::new(variant);
        }
        ["play", moves @ ..] => {
            for text in moves {
                let m = parse_move(text);
                *position = position.play(m).map_err(|e| format!("play {text}: {e}"))?;
                position.validate().map_err(|e| format!("after {text}: invariant broken: {e}"))?;
            }
        }
        ["legal", m, landing] => {
            let got = position.check(parse_move(m)).map_err(|e| format!("{e}"))?;
            if got.name() != *landing {
                return Err(format!("{m} lands {got}, expected {landing}"));
            }
            if !position.legal_moves().contains(&parse_move(m)) {
                return Err(format!("{m} is legal but missing from legal_moves()"));
            }
        }
        ["illegal", m, reason] => match position.check(parse_move(m)) {
            Ok(landing) => return Err(format!("{m} is legal ({landing}), expected {reason}")),
            Err(e) if reason_name(&e.reason) != *reason => {
                return Err(format!("{m} refused as {}, expected {reason}", reason_name(&e.reason)));
            }
            Err(_) if position.legal_moves().contains(&parse_move(m)) => {
                return Err(format!("{m} is refused but listed by legal_moves()"));
            }
            Err(_) => {}
        },
        ["kind", footprint, kind] => {
            let f: punct::rules::Footprint = footprint.parse().map_err(|e| format!("{e}"))?;
            let expected: Kind = kind.parse().map_err(|e| format!("{e}"))?;
            if f.kind() != expected {
                return Err(format!("{footprint} is a {}, expected {kind}", f.kind()));
            }
        }
        ["height", cell, h] => {
            let got = position.height(parse_cell(cell));
            if got.to_string() != *h {
                return Err(format!("height of {cell} is {got}, expected {h}"));
            }
        }
        ["top", cell, owner] => {
            let got = position.top_owner(parse_cell(cell)).map_or("none", Player::name);
            if got != *owner {
                return Err(format!("top of {cell} is {got}, expected {owner}"));
            }
        }
        ["to-move", player] => {
            if position.to_move().name() != *player {
                return Err(format!("{} to move, expected {player}", position.to_move()));
            }
        }
        ["count", n] => {
            let got = position.legal_moves().len();
            if got.to_string() != *n {
                return Err(format!("{got} legal moves, expected {n}"));
            }
        }
        ["chain", cells @ ..] => {
            let chain = position.outcome().and_then(Outcome::connection).map(|c| &c.chain);
            let got: Vec<String> = chain.map(|c| c.iter().map(Cell::to_string).collect()).unwrap_or_default();
            if got != cells {
                return Err(format!("chain is {}, expected {}", got.join(" "), cells.join(" ")));
            }
        }
        ["outcome", expected @ ..] => {
            let got = outcome_text(position.outcome());
            if got != expected.join(" ") {
                return Err(format!("outcome is {got}, expected {}", expected.join(" ")));
            }
        }
        _ => return Err(format!("unknown scenario line: {}", words.join(" "))),
    }
    Ok(())
}

#[test]
fn rulebook_scenarios() {
    let script = include_str!("../data/rules/scenarios.txt");
    let mut failures = String::new();
    let mut name = String::from("(none)");
    let mut position = Position::new(Variant::Standard);
    let mut scenarios = 0;
    let mut checks = 0;
    for (number, line) in script.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if let Some(title) = line.strip_prefix("==") {
            name = title.trim().to_string();
            position = Position::new(Variant::Standard);
            scenarios += 1;
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.is_empty() {
            continue;
        }
        checks += 1;
        if let Err(problem) = step(&mut position, &words) {
            let _ = writeln!(failures, "line {} [{name}]: {problem}", number + 1);
        }
    }
    assert!(failures.is_empty(), "scenario failures:\n{failures}");
    assert!(scenarios >= 20 && checks >= 100, "only {scenarios} scenarios / {checks} checks ran");
}

/// Landing names used in the script must be the engine's.
#[test]
fn landing_names_are_stable() {
    let names: Vec<&str> = [Landing::Place, Landing::Flat, Landing::Jump, Landing::Bridge, Landing::Pass]
        .map(|l| l.name())
        .to_vec();
    assert_eq!(names, ["place", "flat", "jump", "bridge", "pass"]);
}
