//! Move suggestions for what has been typed: Discord's autocomplete of
//! `/punct move`, `/punct puzzle answer:` and `/punct learn answer:`, and
//! the Tab completion of the terminal's prompts, all list these: at most 25
//! legal moves.
//!
//! Why a module of its own, here in `messages`: each choice carries a
//! sentence for the player, both front ends import this layer, and it
//! must be quick (Discord waits 3 s) and testable without a client. With
//! nothing typed the player sees the pieces that can move (`F5>` …) and a
//! few placements; after `F5>` the destinations of that piece; a complete
//! move is confirmed or, if illegal, shown with the rule that refuses it.
//!
//! How much the list helps is the service's [`Assist`], never the
//! caller's choice (fair play). **Neutral** — games between
//! people, puzzles, anyone not to move: every group in the notation's
//! order (A1, A2 … A10), labels that say only what the rules say (how a
//! piece lands), so no label or order singles out a move. **Coach** —
//! games against the computer, lessons: winning moves first, labelled so,
//! then jumps and bridges before flat moves and placements next to the
//! player's own dots; the only path to the functions here that judge.
//!
//! ```
//! use punct::messages::suggest::suggest;
//! use punct::rules::{Position, Variant};
//! use punct::service::{Assist, Language};
//! let choices = suggest(Language::ENGLISH, &Position::new(Variant::Standard), "c5", Assist::NEUTRAL);
//! assert!(choices.len() <= 25);
//! assert!(choices.iter().all(|c| c.value.starts_with("C5")));
//! ```

use std::collections::BTreeMap;

use crate::messages::fluent::tr;
use crate::messages::play;
use crate::rules::{Cell, Landing, Move, Position};
use crate::service::{Assist, Language};

/// Discord shows at most this many choices.
pub const MAX_CHOICES: usize = 25;
/// Discord's limit on a choice's name and value.
pub const MAX_TEXT: usize = 100;
/// Placements shown when nothing more specific has been typed.
const FEW_PLACEMENTS: usize = 8;
/// Above this many candidates the winning-move check is skipped (it plays
/// each move on a copy of the position).
const WIN_CHECK_LIMIT: usize = 3_000;

/// One suggestion: what Discord lists (`name`) and what it fills in (`value`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// Shown in the list.
    pub name: String,
    /// Put into the option when chosen.
    pub value: String,
}

impl Choice {
    fn new(name: String, value: String) -> Choice {
        Choice { name: clip(&name), value: clip(&value) }
    }
}

/// The suggestions for `typed` in `position` (for the player to move),
/// their labels in `language` (`suggest.ftl`), as much help as `assist`
/// allows.
pub fn suggest(language: Language, position: &Position, typed: &str, assist: Assist) -> Vec<Choice> {
    if position.is_over() {
        return Vec::new();
    }
    let key = normalise(typed);
    let mut choices = exact(language, position, typed);
    let candidates: Vec<Move> = match key.split_once('>') {
        Some((origin, _)) => origin_moves(position, origin),
        None => position.legal_moves(),
    };
    let matching: Vec<Move> =
        candidates.into_iter().filter(|m| normalise(&m.to_string()).starts_with(&key)).collect();
    if assist.coaches() {
        choices.extend(coached(language, position, &matching, &key));
    } else {
        choices.extend(neutral(language, position, &matching, &key));
    }
    dedup_and_cap(choices)
}

/// Fair play: the pieces by their cell, then the moves by their notation,
/// each labelled by the rules alone.
fn neutral(language: Language, position: &Position, moves: &[Move], key: &str) -> Vec<Choice> {
    let mut moves = moves.to_vec();
    moves.sort_by_cached_key(notation_order);
    if key.contains('>') {
        return movements(language, position, &moves);
    }
    let per_piece = pieces(&moves);
    if key.len() >= 3 && per_piece.len() == 1 && moves.len() <= MAX_CHOICES {
        return movements(language, position, &moves);
    }
    let mut choices = piece_choices(language, position, per_piece);
    let placements: Vec<Move> = moves.into_iter().filter(|m| matches!(m, Move::Place(_))).collect();
    let limit = if choices.is_empty() { MAX_CHOICES } else { FEW_PLACEMENTS };
    choices.extend(placements.into_iter().take(limit).map(|m| placement(language, m)));
    choices
}

/// The order of the notation with cells compared as on the board (A2
/// before A10): no move is singled out by where it comes in a list.
fn notation_order(m: &Move) -> Vec<Cell> {
    m.to_string().split(['>', '-']).filter_map(|cell| cell.parse().ok()).collect()
}

/// Movements labelled by how they land, in the order given.
fn movements(language: Language, position: &Position, moves: &[Move]) -> Vec<Choice> {
    moves
        .iter()
        .filter_map(|&m| position.check(m).ok().map(|landing| (m, landing)))
        .take(MAX_CHOICES)
        .map(|(m, landing)| Choice::new(landing_words(language, m, landing), m.to_string()))
        .collect()
}

/// Games against the computer and lessons: winning moves first, then the
/// ranked movements or pieces and placements.
fn coached(language: Language, position: &Position, matching: &[Move], key: &str) -> Vec<Choice> {
    let wins = winning(position, matching);
    let mut choices: Vec<Choice> = wins
        .iter()
        .map(|&m| Choice::new(tr!(language, "suggest-wins", move = m.to_string()), m.to_string()))
        .collect();
    if key.contains('>') {
        choices.extend(ranked_movements(language, position, matching, &wins));
    } else {
        choices.extend(pieces_that_move(language, position, matching, key));
        choices.extend(ranked_placements(language, position, matching, &wins));
    }
    choices
}

/// Uppercase, separators dropped, arrows unified: how text is compared.
pub fn normalise(text: &str) -> String {
    text.trim()
        .replace("->", ">")
        .replace(['→', ':'], ">")
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '-' | ','))
        .flat_map(char::to_uppercase)
        .collect()
}

/// A complete move typed: legal → itself first; illegal → why, so the
/// player learns before sending.
fn exact(language: Language, position: &Position, typed: &str) -> Vec<Choice> {
    let Ok(m) = typed.parse::<Move>() else { return Vec::new() };
    if m == Move::Pass {
        return Vec::new();
    }
    match position.check(m) {
        Ok(landing) => vec![Choice::new(landing_words(language, m, landing), m.to_string())],
        Err(error) => {
            let reason = play::reason(language, &error.reason);
            let name = tr!(language, "suggest-not-allowed", move = m.to_string(), reason = reason);
            vec![Choice::new(name, typed.trim().to_string())]
        }
    }
}

fn origin_moves(position: &Position, origin: &str) -> Vec<Move> {
    match origin.parse::<Cell>() {
        Ok(cell) => position.moves_from(cell),
        Err(_) => Vec::new(),
    }
}

fn winning(position: &Position, moves: &[Move]) -> Vec<Move> {
    if moves.len() > WIN_CHECK_LIMIT {
        return Vec::new();
    }
    let mover = position.to_move();
    let mut wins: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|&m| position.play(m).is_ok_and(|p| p.outcome().and_then(|o| o.winner()) == Some(mover)))
        .collect();
    wins.sort_by_key(Move::to_string);
    wins.truncate(5);
    wins
}

/// After `F5>`: jumps and bridges (they cover the opponent) before flat
/// moves, then by the notation.
fn ranked_movements(language: Language, position: &Position, moves: &[Move], wins: &[Move]) -> Vec<Choice> {
    let mut ranked: Vec<(u8, String, Landing, Move)> = moves
        .iter()
        .filter(|m| !wins.contains(m))
        .filter_map(|&m| {
            position.check(m).ok().map(|landing| (landing_rank(landing), m.to_string(), landing, m))
        })
        .collect();
    ranked.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
    ranked
        .into_iter()
        .take(MAX_CHOICES)
        .map(|(_, text, landing, m)| Choice::new(landing_words(language, m, landing), text))
        .collect()
}

/// How many of `moves` each piece (by its PÜNCT's cell) has, by cell.
fn pieces(moves: &[Move]) -> BTreeMap<Cell, usize> {
    let mut per_piece: BTreeMap<Cell, usize> = BTreeMap::new();
    for m in moves {
        if let Some(from) = m.from() {
            *per_piece.entry(from).or_default() += 1;
        }
    }
    per_piece
}

/// One `F5>` entry per piece that can move, most options first.
fn pieces_that_move(language: Language, position: &Position, moves: &[Move], key: &str) -> Vec<Choice> {
    let per_piece = pieces(moves);
    if key.len() >= 3 && per_piece.len() == 1 && moves.len() <= MAX_CHOICES {
        return ranked_movements(language, position, moves, &[]);
    }
    let mut pieces: Vec<(Cell, usize)> = per_piece.into_iter().collect();
    pieces.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    piece_choices(language, position, pieces)
}

/// `F5> … move your triangle at F5 (169 moves)`, in the order given.
fn piece_choices(
    language: Language,
    position: &Position,
    pieces: impl IntoIterator<Item = (Cell, usize)>,
) -> Vec<Choice> {
    pieces
        .into_iter()
        .map(|(cell, n)| {
            let kind = position.piece_at(cell).map(|p| play::kind_name(language, p.kind)).unwrap_or_default();
            let count = u32::try_from(n).unwrap_or(u32::MAX);
            let name =
                tr!(language, "suggest-piece", cell = cell.to_string(), kind_name = kind, count = count);
            Choice::new(name, format!("{cell}>"))
        })
        .collect()
}

/// `C5-C6-D6 — place your triangle (T)`.
fn placement(language: Language, m: Move) -> Choice {
    let kind = m.footprint().map(|f| play::kind_name(language, f.kind())).unwrap_or_default();
    Choice::new(tr!(language, "suggest-place", move = m.to_string(), kind_name = kind), m.to_string())
}

/// Placements touching the most of the mover's visible cells first.
fn ranked_placements(language: Language, position: &Position, moves: &[Move], wins: &[Move]) -> Vec<Choice> {
    let own = position.visible(position.to_move());
    let mut ranked: Vec<(u32, String, Move)> = moves
        .iter()
        .filter(|m| matches!(m, Move::Place(_)) && !wins.contains(m))
        .filter_map(|&m| m.footprint().map(|f| (f, m)))
        .map(|(f, m)| {
            let touching = f.cells().iter().flat_map(|c| c.neighbours()).filter(|&n| own.contains(n)).count();
            (u32::try_from(touching).unwrap_or(u32::MAX), m.to_string(), m)
        })
        .collect();
    ranked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let limit = if moves.iter().all(|m| matches!(m, Move::Place(_))) { MAX_CHOICES } else { FEW_PLACEMENTS };
    ranked.into_iter().take(limit).map(|(_, _, m)| placement(language, m)).collect()
}

fn landing_rank(landing: Landing) -> u8 {
    match landing {
        Landing::Jump | Landing::Bridge => 0,
        Landing::Flat => 1,
        Landing::Place | Landing::Pass => 2,
    }
}

/// "C5-C6-D6 — place a new piece": a move with how it lands.
fn landing_words(language: Language, m: Move, landing: Landing) -> String {
    let landing = match landing {
        Landing::Place => "place",
        Landing::Flat => "flat",
        Landing::Jump => "jump",
        Landing::Bridge => "bridge",
        Landing::Pass => "pass",
    };
    tr!(language, "suggest-landing", move = m.to_string(), landing = landing)
}

fn dedup_and_cap(choices: Vec<Choice>) -> Vec<Choice> {
    let mut seen = std::collections::HashSet::new();
    choices.into_iter().filter(|c| seen.insert(c.value.clone())).take(MAX_CHOICES).collect()
}

fn clip(text: &str) -> String {
    if text.chars().count() <= MAX_TEXT {
        return text.to_string();
    }
    let mut clipped: String = text.chars().take(MAX_TEXT - 1).collect();
    clipped.push('…');
    clipped
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameRecord, Variant};

    /// A game against the computer, for the player to move.
    const COACH: Assist = Assist::in_game(true, false);

    fn after(moves: &str) -> Position {
        GameRecord::from_moves(Variant::Standard, moves).unwrap().replay().unwrap()
    }

    fn assert_discord_limits(choices: &[Choice]) {
        assert!(choices.len() <= MAX_CHOICES);
        for c in choices {
            assert!(!c.name.is_empty() && c.name.chars().count() <= MAX_TEXT, "{c:?}");
            assert!(!c.value.is_empty() && c.value.chars().count() <= MAX_TEXT, "{c:?}");
        }
    }

    #[test]
    fn empty_board_offers_placements_only() {
        let choices = suggest(Language::ENGLISH, &Position::new(Variant::Standard), "", COACH);
        assert_eq!(choices.len(), MAX_CHOICES);
        assert_discord_limits(&choices);
        for c in &choices {
            let m: Move = c.value.parse().unwrap();
            assert!(matches!(m, Move::Place(_)) && Position::new(Variant::Standard).is_legal(m), "{c:?}");
        }
    }

    #[test]
    fn nothing_typed_lists_movable_pieces_then_a_few_placements() {
        let position = after("B2-B3-C3 N12-N13-O13");
        let choices = suggest(Language::ENGLISH, &position, "", COACH);
        assert_discord_limits(&choices);
        assert_eq!(choices[0].value, "B2>", "{choices:#?}");
        let placements = choices.iter().filter(|c| c.value.parse::<Move>().is_ok()).count();
        assert!((1..=FEW_PLACEMENTS).contains(&placements), "{choices:#?}");
    }

    #[test]
    fn after_an_origin_only_that_pieces_legal_destinations() {
        let position = after("B2-B3-C3 N12-N13-O13");
        let from: Cell = "B2".parse().unwrap();
        let legal: Vec<String> = position.moves_from(from).iter().map(Move::to_string).collect();
        for typed in ["B2>", "b2 >", "b2->", "B2→"] {
            let choices = suggest(Language::ENGLISH, &position, typed, COACH);
            assert_discord_limits(&choices);
            assert_eq!(choices.len(), legal.len().min(MAX_CHOICES), "{typed}");
            assert!(choices.iter().all(|c| legal.contains(&c.value)), "{typed}: {choices:#?}");
        }
    }

    #[test]
    fn typing_narrows_by_prefix_in_any_spelling() {
        let position = after("B2-B3-C3 N12-N13-O13");
        let choices = suggest(Language::ENGLISH, &position, "b2>b5 b6", COACH);
        assert!(!choices.is_empty());
        assert!(choices.iter().all(|c| c.value.starts_with("B2>B5-B6")), "{choices:#?}");
    }

    #[test]
    fn a_complete_legal_move_comes_first_and_an_illegal_one_says_why() {
        let position = after("B2-B3-C3 N12-N13-O13");
        let choices = suggest(Language::ENGLISH, &position, "c6 c5 d6", COACH);
        assert_eq!(choices[0].value, "C6-C5-D6".parse::<Move>().unwrap().to_string());
        let choices = suggest(Language::ENGLISH, &position, "I9-I10-J10", COACH);
        assert_eq!(choices.len(), 1, "{choices:#?}");
        assert!(choices[0].name.contains("central hexagon"), "{choices:#?}");
        assert_discord_limits(&choices);
    }

    /// A random game at ply 51 where White has winning moves (the same as
    /// tests/support/games.rs's `WINNABLE`, which the tests in `tests/`
    /// share; unit tests cannot reach it).
    const WINNABLE: &str = "B3-B4-C5 G3-G1-G2 M14-N14-N15 G3>G7-H8-I9 D10-C9-C10 E2-E3-E4 M17-L17-N17 \
        G13-H12-H13 J15-J14-J16 E2>L9-J9-K9 H11-G11-I12 A7-B8-C8 F2-G3-G4 K14-J13-K15 I4-H4-H5 N8-M7-N9 \
        P12-O11-Q12 L9>M10-N10-O10 E12-E11-F12 G13>L13-K11-L12 I4>D4-E3-E4 B7-B6-C6 P12>P16-O15-P17 \
        D6-E7-F8 D4>B2-C1-C2 G5-F3-F4 N7-O7-P8 E4-D3-F5 J15>J3-I3-K3 G5>J8-K9-K10 E12>G14-F13-G13 \
        H16-H15-I16 H4-H5-I5 N11-O11-O12 P16>P14-O13-Q14 E12-E10-E11 J5-K6-L7 K5-J4-L6 M14>M5-L4-L5 \
        M10>I6-G6-H6 D10>D12-C11-D11 E1-D1-E2 O15-P15-P16 D7-C7-D8 N7>F7-G8-G9 E1>H1-H2-I2 I14-J15-K16 \
        K14>K5-J4-K6 D12>D4-D5-E5 E2-D1-E1 O15>M13-M14-N14";

    #[test]
    fn a_winning_move_is_suggested_first() {
        let position = after(WINNABLE);
        let mover = position.to_move();
        let choices = suggest(Language::ENGLISH, &position, "", COACH);
        assert_discord_limits(&choices);
        assert!(choices[0].name.contains("wins the game"), "{choices:#?}");
        let first: Move = choices[0].value.parse().unwrap();
        assert_eq!(position.play(first).unwrap().outcome().and_then(|o| o.winner()), Some(mover));
    }

    #[test]
    fn garbage_gives_safe_choices() {
        let position = after("B2-B3-C3 N12-N13-O13");
        for typed in ["zzz", "Q99>", ">>>", "💥", &"x".repeat(500)] {
            assert_discord_limits(&suggest(Language::ENGLISH, &position, typed, COACH));
        }
    }

    /// The game WINNABLE after White's winning move: over, so nothing is
    /// suggested, whatever is typed (a move that was legal a ply ago, a
    /// piece, a placement, the winning move itself).
    #[test]
    fn a_finished_game_gives_nothing() {
        let before = after(WINNABLE);
        let winning = suggest(Language::ENGLISH, &before, "", COACH)[0].value.clone();
        let position = before.play(winning.parse().unwrap()).unwrap();
        assert!(position.is_over(), "{winning} ends the game");
        let piece = winning.split('>').next().unwrap_or_default().to_string();
        let legal_before = before.legal_moves()[0].to_string();
        for typed in
            ["", "c", &piece, &format!("{piece}>"), &winning, &legal_before, "C6-C5-D6", "I9-I10-J10"]
        {
            assert_eq!(suggest(Language::ENGLISH, &position, typed, COACH), Vec::new(), "{typed:?}");
        }
    }

    #[test]
    fn labels_are_in_the_players_language_within_discords_limits() {
        let positions = [after("B2-B3-C3 N12-N13-O13"), after(WINNABLE)];
        for language in Language::all() {
            for position in &positions {
                for typed in ["", "B2>", "B3>", "c6 c5 d6", "I9-I10-J10", "b2>b5 b6", "q"] {
                    assert_discord_limits(&suggest(language, position, typed, COACH));
                }
            }
        }
        let german = Language::from_discord("de");
        let choices = suggest(german, &positions[0], "", COACH);
        assert_eq!(
            choices[0].name, "B2> … deinen Spielstein auf B2 bewegen: Dreieck (T), 169 Züge",
            "{choices:#?}"
        );
        let refused = suggest(german, &positions[0], "I9-I10-J10", COACH);
        assert!(refused[0].name.starts_with("✗ I9-I10-J10 ist nicht erlaubt: I9 liegt"), "{refused:#?}");
        let winning = suggest(Language::from_discord("pl"), &positions[1], "", COACH);
        assert!(winning[0].name.ends_with(" — wygrywa partię"), "{winning:#?}");
        assert!(crate::messages::fluent::take_errors().is_empty());
    }

    #[test]
    fn normalising_matches_the_lenient_notation() {
        assert_eq!(normalise(" f5 -> h7, h8 i8 "), "F5>H7H8I8");
        assert_eq!(normalise("F5:H7-H8-I8"), "F5>H7H8I8");
    }
}
