//! Property tests for the rules: random games checked after every move,
//! the hand-written legality check against the bitboard generator, and
//! notation that never panics and always round-trips.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::collections::HashSet;

use proptest::prelude::*;
use punct::rules::{
    Cell, Footprint, GameRecord, Move, Outcome, Player, Position, SplitMix64, Variant, connection,
};

use crate::support::proptest_config::proptest_config;

/// Every footprint on the board (all kinds, all orientations).
fn all_footprints() -> Vec<Footprint> {
    let mut set = HashSet::new();
    for p in Cell::ALL {
        let near: Vec<Cell> = Cell::ALL.iter().filter(|c| p.distance(*c) <= 2 && *c != p).collect();
        for (i, &a) in near.iter().enumerate() {
            for &b in &near[i + 1..] {
                if let Ok(f) = Footprint::new(p, a, b) {
                    set.insert(f);
                }
            }
        }
    }
    let mut all: Vec<Footprint> = set.into_iter().collect();
    all.sort_by_key(|f| f.to_string());
    all
}

fn variant_of(seed: u64) -> Variant {
    if seed.is_multiple_of(2) { Variant::Standard } else { Variant::Basic }
}

/// A random candidate move, legal or not, biased towards plausible ones.
fn candidate(position: &Position, footprints: &[Footprint], rng: &mut SplitMix64) -> Move {
    let to = footprints[rng.below(footprints.len() as u64) as usize];
    match rng.below(4) {
        0 => Move::Place(to),
        1 => {
            let own: Vec<Cell> = position.visible(position.to_move()).iter().collect();
            match own.get(rng.below(own.len().max(1) as u64) as usize) {
                Some(&from) => Move::Movement { from, to },
                None => Move::Place(to),
            }
        }
        2 => {
            // Same kind as some own piece, sent along a line: often legal.
            let pieces: Vec<_> = position.pieces().filter(|p| p.owner == position.to_move()).collect();
            match pieces.get(rng.below(pieces.len().max(1) as u64) as usize) {
                Some(piece) => {
                    let same: Vec<&Footprint> =
                        footprints.iter().filter(|f| f.kind() == piece.kind).collect();
                    Move::Movement {
                        from: piece.footprint.punct(),
                        to: *same[rng.below(same.len() as u64) as usize],
                    }
                }
                None => Move::Place(to),
            }
        }
        _ => {
            let from = Cell::ALL.nth(rng.below(211) as u32).unwrap_or(to.punct());
            Move::Movement { from, to }
        }
    }
}

/// Checks one position in depth: the invariants, connections, and `check()`
/// against the generator (all of it when `exhaustive`).
fn check_position(position: &Position, footprints: &[Footprint], rng: &mut SplitMix64, exhaustive: bool) {
    check_invariants(position);
    let legal = position.legal_moves();
    let set: HashSet<Move> = legal.iter().copied().collect();
    assert_eq!(set.len(), legal.len(), "legal_moves() repeats a move");
    assert_eq!(position.legal_move_count(), legal.len(), "count differs from enumeration");
    if position.is_over() {
        assert!(legal.is_empty());
    }
    let listed: Vec<Move> = if exhaustive {
        legal.clone()
    } else {
        (0..20).filter_map(|_| legal.get(rng.below(legal.len().max(1) as u64) as usize).copied()).collect()
    };
    for m in listed {
        assert!(position.check(m).is_ok(), "{m} listed but refused: {:?}", position.check(m));
        assert_eq!(m.to_string().parse::<Move>(), Ok(m), "notation round trip");
    }
    for _ in 0..if exhaustive { 3000 } else { 60 } {
        let m = candidate(position, footprints, rng);
        assert_eq!(position.is_legal(m), set.contains(&m), "is_legal({m}) disagrees with legal_moves()");
    }
}

/// What must hold after every single move.
fn check_invariants(position: &Position) {
    position.validate().unwrap_or_else(|e| panic!("invariant: {e} in {position:?}"));
    if !position.is_over() {
        assert!(
            connection::connection(position, Player::White).is_none(),
            "white connected but game goes on"
        );
        assert!(
            connection::connection(position, Player::Black).is_none(),
            "black connected but game goes on"
        );
    }
}

fn check_outcome(position: &Position) {
    let Some(Outcome::Connected(c)) = position.outcome() else { return };
    let [start, goal] = c.axis.sides();
    let visible = position.visible(c.player);
    assert!(c.chain.iter().all(|&cell| visible.contains(cell)), "chain over cells not visible");
    assert!(
        start.contains(c.chain[0]) && goal.contains(c.chain[c.chain.len() - 1]),
        "chain not side to side"
    );
    assert!(c.chain.windows(2).all(|w| w[0].is_adjacent(w[1])), "chain has a gap");
}

/// Plays a random game from `seed`, checking the invariants after every
/// move, the generator in depth every `deep_every` plies and exhaustively
/// every `exhaustive_every` plies (0: never); returns its record.
fn play_checked_game(
    seed: u64,
    footprints: &[Footprint],
    deep_every: u32,
    exhaustive_every: u32,
) -> GameRecord {
    let mut rng = SplitMix64::new(seed);
    let mut position = Position::new(variant_of(seed));
    let mut record = GameRecord::new(position.variant());
    while let Some(m) = position.random_move(&mut rng) {
        let exhaustive = exhaustive_every > 0 && position.ply().is_multiple_of(exhaustive_every);
        if exhaustive || position.ply().is_multiple_of(deep_every) {
            check_position(&position, footprints, &mut rng, exhaustive);
        } else {
            check_invariants(&position);
        }
        let checked = position.play(m).unwrap_or_else(|e| panic!("random move refused: {e}"));
        position.play_unchecked(m);
        assert!(checked == position, "play and play_unchecked differ after {m}");
        record.moves.push(m);
        if position.ply() > 400 {
            break;
        }
    }
    check_position(&position, footprints, &mut rng, false);
    check_outcome(&position);
    record
}

/// Where proptest keeps this file's failing cases (see `proptest_config`).
const REGRESSIONS: &str =
    concat!(env!("CARGO_MANIFEST_DIR"), "/tests/proptest-regressions/rules/properties.txt");

/// `text` parsed as a `T`, if it parses, must show canonically and read
/// back as the same value: a parser that accepts something its own output
/// cannot express, or a display the parser does not read, fails here.
fn assert_round_trip<T>(text: &str) -> Result<(), TestCaseError>
where
    T: std::str::FromStr + std::fmt::Display + PartialEq + std::fmt::Debug,
{
    if let Ok(value) = text.parse::<T>() {
        let shown = value.to_string();
        let again = shown.parse::<T>().ok();
        prop_assert_eq!(again.as_ref(), Some(&value), "{:?} read as {:?}, shown as {:?}", text, value, shown);
        prop_assert_eq!(again.map(|v| v.to_string()), Some(shown));
    }
    Ok(())
}

/// Every text type of the rules, round-tripped from `text`.
fn assert_all_round_trip(text: &str) -> Result<(), TestCaseError> {
    assert_round_trip::<Move>(text)?;
    assert_round_trip::<Cell>(text)?;
    assert_round_trip::<Footprint>(text)?;
    assert_round_trip::<GameRecord>(text)?;
    if let Ok(record) = GameRecord::from_moves(Variant::Basic, text) {
        prop_assert_eq!(record.to_string().parse::<GameRecord>().ok(), Some(record));
    }
    Ok(())
}

/// Separators and arrows the notation accepts (and a few it does not).
const SEPARATORS: [&str; 7] = ["-", ",", " ", "", " - ", ";", "+"];
const ARROWS: [&str; 6] = [">", "->", "→", ":", " > ", ">>"];

/// A footprint, or a movement to it, written leniently: any case, any
/// separator, the minor cells in either order.
fn lenient(
    footprint: Footprint,
    from: Option<Cell>,
    sep: usize,
    arrow: usize,
    lower: bool,
    swap: bool,
) -> String {
    let [a, b] = footprint.minors();
    let minors = if swap { [b, a] } else { [a, b] };
    let cells = [footprint.punct(), minors[0], minors[1]].map(|c| c.to_string()).join(SEPARATORS[sep]);
    let text = match from {
        Some(from) => format!("{from}{}{cells}", ARROWS[arrow]),
        None => cells,
    };
    if lower { text.to_lowercase() } else { text }
}

/// A real footprint, or a movement to it from any cell, written leniently.
fn lenient_piece() -> impl Strategy<Value = String> {
    let choice = (any::<prop::sample::Index>(), any::<Option<prop::sample::Index>>());
    let style = (0..SEPARATORS.len(), 0..ARROWS.len(), any::<bool>(), any::<bool>());
    (choice, style).prop_map(|((f, from), (sep, arrow, lower, swap))| {
        let footprint = FOOTPRINTS.with(|all| *f.get(all));
        let from = from.map(|i| Cell::ALL.nth(i.index(211) as u32).unwrap_or(footprint.punct()));
        lenient(footprint, from, sep, arrow, lower, swap)
    })
}

/// Text close to the notation, which parses often: lenient pieces and
/// movements, cells on and off the board, `pass`, move numbers, and a
/// variant tag, as in a record.
fn notation_like() -> impl Strategy<Value = String> {
    let token = prop_oneof![
        6 => lenient_piece(),
        1 => "[a-rA-R]([0-9]|1[0-9])",
        1 => Just("pass".to_string()),
        1 => "[0-9]{1,2}\\.",
    ];
    let tag = prop::option::of("\\[Variant \"(basic|standard|Basic|chess)\"\\]\n");
    let gap = prop::sample::select(vec![" ", "\n", "  "]);
    (tag, prop::collection::vec(token, 1..6), gap)
        .prop_map(|(tag, tokens, gap)| format!("{}{}", tag.unwrap_or_default(), tokens.join(gap)))
}

proptest! {
    #![proptest_config(proptest_config(2000, REGRESSIONS))]

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>()) {
        let footprints = FOOTPRINTS.with(|f| f.clone());
        let record = play_checked_game(seed, &footprints, 4, 0);
        let replayed = record.replay().expect("a random game replays");
        prop_assert_eq!(replayed.ply() as usize, record.moves.len());
    }

    #[test]
    fn any_text_parses_without_panicking_and_round_trips(text in ".{0,40}") {
        assert_all_round_trip(&text)?;
    }

    #[test]
    fn notation_like_text_round_trips(text in notation_like()) {
        assert_all_round_trip(&text)?;
    }

    #[test]
    fn lenient_pieces_round_trip(text in lenient_piece()) {
        assert_all_round_trip(&text)?;
    }

    #[test]
    fn lenient_forms_parse_to_the_same_move(seed in any::<u64>()) {
        let mut rng = SplitMix64::new(seed);
        let mut position = Position::new(Variant::Standard);
        for _ in 0..rng.below(30) {
            match position.random_move(&mut rng) {
                Some(m) => position.play_unchecked(m),
                None => break,
            }
        }
        if let Some(m) = position.random_move(&mut rng) {
            let canonical = m.to_string();
            let lower = canonical.to_lowercase();
            let spaced = canonical.replace('-', " ").replace('>', " -> ");
            let commas = canonical.replace('-', ",").replace('>', ":");
            for text in [lower, spaced, commas] {
                prop_assert_eq!(text.parse::<Move>(), Ok(m), "{}", text);
            }
        }
    }
}

thread_local! {
    static FOOTPRINTS: Vec<Footprint> = all_footprints();
}

#[test]
fn every_footprint_kind_count_matches_the_orientation_table() {
    let all = all_footprints();
    // 33 orientations; the total that fit is the basic game's empty-board
    // placement count plus those touching the centre.
    let fitting: u32 = all.len() as u32;
    assert!(fitting > 4986, "{fitting}");
    let first = Position::new(Variant::Standard);
    let legal: HashSet<Move> = first.legal_moves().into_iter().collect();
    let placeable = all.iter().filter(|f| first.is_legal(Move::Place(**f))).count();
    assert_eq!(placeable, legal.len());
}

#[test]
fn exhaustive_cross_check_in_a_few_games() {
    let footprints = all_footprints();
    for seed in 0..6 {
        play_checked_game(seed, &footprints, 1, 7);
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let footprints = all_footprints();
    let a = play_checked_game(42, &footprints, 4, 0);
    let b = play_checked_game(42, &footprints, 4, 0);
    assert_eq!(a, b);
    let c = play_checked_game(43, &footprints, 4, 0);
    assert_ne!(a, c);
}

/// `random_move` (rejection sampling) is uniform over the legal moves: the
/// share of draws moving each piece, or placing, matches that group's share
/// of `legal_moves()`. Seeded, so it cannot flake; the bound is 5 sigma.
#[test]
fn random_moves_are_uniform_over_legal_moves() {
    let mut rng = SplitMix64::new(5);
    let mut position = Position::new(Variant::Standard);
    while position.ply() < 40 {
        let m = position.random_move(&mut rng).expect("game goes on");
        position.play_unchecked(m);
    }
    assert!(!position.is_over());
    let group = |m: &Move| m.from().map_or("place".to_string(), |c| c.to_string());
    let legal = position.legal_moves();
    let mut expected = std::collections::BTreeMap::new();
    for m in &legal {
        *expected.entry(group(m)).or_insert(0.0) += 1.0 / legal.len() as f64;
    }
    assert!(expected.len() >= 4, "want several movable pieces: {expected:?}");
    let draws = 200_000;
    let mut seen = std::collections::BTreeMap::new();
    for _ in 0..draws {
        let m = position.random_move(&mut rng).expect("a move");
        assert!(legal.contains(&m), "{m} is not legal");
        *seen.entry(group(&m)).or_insert(0.0) += 1.0;
    }
    for (name, share) in expected {
        let mean = share * draws as f64;
        let sigma = (mean * (1.0 - share)).sqrt();
        let got = seen.get(&name).copied().unwrap_or(0.0);
        assert!(
            (got - mean).abs() <= 5.0 * sigma + 1.0,
            "{name}: {got} draws, expected {mean:.0} ± {sigma:.0}"
        );
    }
}
