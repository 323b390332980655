//! Puzzles: every puzzle of the data file re-verified by the
//! exact solvers, the solvers held against the plain definitions (every
//! legal move played with the checked `Position::play`) on random
//! positions, the export replayed as an independent checker would.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::collections::HashSet;
use std::time::Instant;

use proptest::prelude::*;
use punct::puzzles::answer::{Verdict, check};
use punct::puzzles::solve::{self, sort_moves};
use punct::puzzles::{self, MAX_SOLUTIONS, Puzzle, Theme};
use punct::rules::{GameRecord, Move, Player, Position, SplitMix64, Variant};

use crate::support::proptest_config::proptest_config;
use crate::support::punct::punct;

const REGRESSIONS: &str = "tests/proptest-regressions/puzzles/solvers.txt";

/// Who won by connection after `m`, played the checked way.
fn connector_after(position: &Position, m: Move) -> Option<Player> {
    let next = position.play(m).expect("a legal move");
    next.outcome().and_then(|o| o.connection()).map(|c| c.player)
}

/// The definition: every legal move that, played, connects for the mover.
fn brute_connecting(position: &Position) -> Vec<Move> {
    let mover = position.to_move();
    let mut found: Vec<Move> =
        position.legal_moves().into_iter().filter(|&m| connector_after(position, m) == Some(mover)).collect();
    sort_moves(&mut found);
    found
}

/// The definition: every legal move after which the mover has won, by
/// whatever rule (a connection, or the last piece placed with more of the
/// central hexagon).
fn brute_winning(position: &Position) -> Vec<Move> {
    let mover = position.to_move();
    let won = |m: Move| position.play(m).unwrap().outcome().and_then(|o| o.winner()) == Some(mover);
    let mut found: Vec<Move> = position.legal_moves().into_iter().filter(|&m| won(m)).collect();
    sort_moves(&mut found);
    found
}

/// The definition of a saving move, with the brute-force reply search.
fn brute_saves(position: &Position, m: Move) -> bool {
    let mover = position.to_move();
    let next = position.play(m).unwrap();
    match next.outcome() {
        Some(outcome) => outcome.winner() != Some(mover.opponent()),
        None => brute_winning(&next).is_empty(),
    }
}

/// The definition of a win-in-2 key, every reply tried in turn (the
/// connection test inside is [`solve::refutes`], itself held against
/// brute force by the property below).
fn plain_is_key(position: &Position, m: Move) -> bool {
    let mover = position.to_move();
    let next = position.play(m).unwrap();
    !next.is_over() && next.legal_moves().into_iter().all(|r| !solve::refutes(&next, r, mover))
}

#[test]
fn every_puzzle_of_the_data_file_is_verified_by_the_solvers() {
    let started = Instant::now();
    let all = puzzles::parse(puzzles::DATA).unwrap();
    assert_eq!(puzzles::all().len(), all.len());
    let mut ids = HashSet::new();
    let mut positions = HashSet::new();
    for puzzle in &all {
        assert!(ids.insert(puzzle.id.clone()), "id {} twice", puzzle.id);
        let key = punct::puzzles::generate::position_key(&puzzle.position().unwrap());
        assert!(positions.insert(key), "puzzle {}: its position is another puzzle's", puzzle.id);
    }
    // Two halves at once: the machine has two cores.
    let half = all.len().div_ceil(2).max(1);
    std::thread::scope(|scope| {
        for chunk in all.chunks(half) {
            scope.spawn(move || chunk.iter().for_each(|puzzle| puzzles::verify(puzzle).unwrap()));
        }
    });
    eprintln!("{} puzzles verified in {:.1} s", all.len(), started.elapsed().as_secs_f64());
}

/// Once, daily puzzle 0696723cd3's answer K12-K13-L13 places Black's
/// last piece while Black sees more of the central hexagon — it wins the
/// game — and was refused as "it ends the game, and not with your win".
/// For every win puzzle of the file, every legal move is played the
/// checked way: the answer is accepted exactly when the mover has then won
/// (the other themes' answers are their solutions, which the verification
/// above holds to be every saving move or win-in-2 key).
#[test]
fn every_move_that_wins_a_win_puzzle_is_accepted_and_no_other() {
    let win_puzzles: Vec<&Puzzle> = puzzles::all().iter().filter(|p| p.theme == Theme::Win).collect();
    assert!(win_puzzles.len() > 100);
    let half = win_puzzles.len().div_ceil(2);
    std::thread::scope(|scope| {
        for chunk in win_puzzles.chunks(half) {
            scope.spawn(move || {
                for puzzle in chunk {
                    let position = puzzle.position().unwrap();
                    let mover = position.to_move();
                    for m in position.legal_moves() {
                        let won = position.play(m).unwrap().outcome().and_then(|o| o.winner()) == Some(mover);
                        let accepted = matches!(check(puzzle, &position, m), Verdict::Solved { .. });
                        assert_eq!(
                            accepted, won,
                            "puzzle {}: {m} wins: {won}, accepted: {accepted}",
                            puzzle.id
                        );
                    }
                }
            });
        }
    });
}

#[test]
fn the_data_file_has_every_theme_in_both_variants() {
    let all = puzzles::all();
    for theme in Theme::ALL {
        for variant in [Variant::Standard, Variant::Basic] {
            assert!(
                all.iter().any(|p| p.theme == theme && p.variant == variant),
                "no {theme} puzzle in the {} game",
                variant.name()
            );
        }
    }
}

#[test]
fn the_export_replays_and_its_solutions_do_what_the_theme_says() {
    let output = punct(&["puzzles", "export"]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = String::from_utf8(output.stdout).unwrap();
    assert_eq!(text.lines().count(), puzzles::all().len());
    for line in text.lines() {
        let [id, variant, moves, theme, solutions] = line.split('\t').collect::<Vec<_>>()[..] else {
            panic!("not five fields: {line}");
        };
        let position = GameRecord::from_moves(variant.parse().unwrap(), moves).unwrap().replay().unwrap();
        assert!(!position.is_over(), "{id}");
        let solutions: Vec<Move> = solutions.split(' ').map(|s| s.parse().unwrap()).collect();
        assert!((1..=MAX_SOLUTIONS).contains(&solutions.len()), "{id}");
        let mover = position.to_move();
        for &m in &solutions {
            assert!(position.is_legal(m), "{id} {m}");
            // Win-in-2 keys take every reply: the verification test above
            // does that for every puzzle.
            match theme {
                "win" => assert_eq!(connector_after(&position, m), Some(mover), "{id} {m}"),
                "defend" => assert!(solve::saves(&position, m), "{id} {m}"),
                "win2" => assert!(!solve::has_connecting_move(&position), "{id}"),
                other => panic!("{id}: theme {other}"),
            }
        }
    }
}

#[test]
fn the_daily_puzzle_is_one_of_the_file_and_fixed_for_the_day() {
    let day = puzzles::day_of(1_795_000_000);
    let today = puzzles::daily(day).unwrap();
    assert_eq!(puzzles::daily(day).unwrap(), today);
    assert!(puzzles::all().contains(today));
}

/// A position `plies` moves into a game of `seed`: the computer's greedy
/// baseline half the time (it makes and meets threats), random moves
/// otherwise, so that connections are near.
fn game_position(seed: u64, plies: u32) -> Position {
    let variant = if seed.is_multiple_of(2) { Variant::Standard } else { Variant::Basic };
    let mut rng = SplitMix64::new(seed);
    let mut position = Position::new(variant);
    while position.ply() < plies && !position.is_over() {
        let m = if rng.below(2) == 0 {
            punct::ai::greedy_move(&position, rng.next_u64())
        } else {
            position.random_move(&mut rng)
        };
        let Some(m) = m else { break };
        let next = position.play(m).unwrap();
        if next.is_over() {
            break;
        }
        position = next;
    }
    position
}

/// A puzzle position, or one a random move or two away from it: where
/// threats are.
fn near_puzzle(index: usize, seed: u64) -> Option<Position> {
    let all = puzzles::all();
    let puzzle: &Puzzle = all.get(index % all.len().max(1))?;
    let mut position = puzzle.position().unwrap();
    let mut rng = SplitMix64::new(seed);
    for _ in 0..rng.below(3) {
        let m = position.random_move(&mut rng)?;
        let next = position.play(m).unwrap();
        if next.is_over() {
            break;
        }
        position = next;
    }
    Some(position)
}

/// The fast connection solver is the definition, on `position`; and the
/// saving and key verdicts agree on a few moves (the connecting moves
/// and the first few legal moves).
fn check_solvers(position: &Position, rng: &mut SplitMix64) -> Result<(), TestCaseError> {
    let brute = brute_connecting(position);
    prop_assert_eq!(solve::connecting_moves(position), brute.clone());
    prop_assert_eq!(solve::has_connecting_move(position), !brute.is_empty());
    let winning = brute_winning(position);
    prop_assert_eq!(solve::winning_moves(position), winning.clone());
    prop_assert_eq!(solve::has_winning_move(position), !winning.is_empty());
    let legal = position.legal_moves();
    if legal.is_empty() {
        return Ok(());
    }
    for _ in 0..2 {
        let m = legal[rng.below(legal.len() as u64) as usize];
        prop_assert_eq!(solve::saves(position, m), brute_saves(position, m), "saves {}", m);
    }
    let m = legal[rng.below(legal.len() as u64) as usize];
    prop_assert_eq!(solve::is_key(position, m), plain_is_key(position, m), "key {}", m);
    Ok(())
}

proptest! {
    #![proptest_config(proptest_config(24, REGRESSIONS))]

    #[test]
    fn the_solvers_agree_with_brute_force_in_games(seed in any::<u64>(), plies in 6u32..70) {
        let position = game_position(seed, plies);
        check_solvers(&position, &mut SplitMix64::new(seed))?;
    }

    #[test]
    fn the_solvers_agree_with_brute_force_near_puzzles(index in 0usize..10_000, seed in any::<u64>()) {
        if let Some(position) = near_puzzle(index, seed) {
            check_solvers(&position, &mut SplitMix64::new(seed))?;
        }
    }
}

#[test]
fn the_solvers_agree_with_brute_force_on_every_defend_and_win2_solution() {
    // The solutions themselves and their defining property, for a sample
    // of the file: the property test above samples moves at random.
    for puzzle in puzzles::all().iter().step_by(7) {
        let position = puzzle.position().unwrap();
        for &m in &puzzle.solutions {
            match puzzle.theme {
                Theme::Win => assert!(solve::connects(&position, m)),
                Theme::Defend => assert!(brute_saves(&position, m), "{} {m}", puzzle.id),
                Theme::WinIn2 => assert!(plain_is_key(&position, m), "{} {m}", puzzle.id),
            }
        }
    }
}
