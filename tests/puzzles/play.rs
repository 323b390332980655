//! Puzzles as players meet them: the service's record of each
//! player (solved count, streak, daily puzzle, the puzzle they are on) and
//! `punct puzzle` at the terminal with its input fed on stdin.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::io::Write;
use std::sync::Arc;

use punct::puzzles;
use punct::rules::{Move, Position};
use punct::service::{
    GameService, Language, ManualClock, PuzzleChoice, Refutation, SECONDS_PER_DAY, ServiceError, Theme,
    Timestamp, UserId, Verdict,
};
use punct::store::Store;

use crate::support::computers::FirstLegal;
use crate::support::punct::{Locale, punct_with};

/// 2026-01-01T00:00:00Z.
const START: i64 = 1_767_225_600;

fn service(dir: &tempfile::TempDir) -> (GameService, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::new(Timestamp(START)));
    let store = Store::open(dir.path().join("games.sqlite3")).unwrap();
    (GameService::new(store, clock.clone(), Arc::new(FirstLegal)), clock)
}

/// A legal move of `position` that is not one of the puzzle's solutions.
fn wrong_move(puzzle: &puzzles::Puzzle, position: &Position) -> Move {
    let mut moves = position.legal_moves();
    moves.sort_by_key(Move::to_string);
    moves.into_iter().find(|m| !puzzle.is_solution(*m)).unwrap()
}

#[test]
fn a_player_solves_after_a_wrong_answer_and_the_streak_counts_first_tries_only() {
    let dir = tempfile::tempdir().unwrap();
    let (s, _) = service(&dir);
    let alice = UserId(1);
    let shown = s.puzzle(alice, &PuzzleChoice::Pick { theme: Some(Theme::Defend), tier: None }).unwrap();
    assert_eq!(shown.puzzle.theme, Theme::Defend);
    let wrong = wrong_move(&shown.puzzle, &shown.position);
    let missed = s.answer_puzzle(alice, &wrong.to_string()).unwrap();
    let Verdict::Wrong { refutation, .. } = missed.verdict else { panic!("a wrong defence was accepted") };
    assert!(matches!(refutation, Refutation::Connects(_) | Refutation::EndsTheGame), "{refutation:?}");
    assert_eq!(missed.shown.record.streak, 0);

    let right = s.answer_puzzle(alice, &shown.puzzle.solutions[0].to_string()).unwrap();
    assert!(matches!(right.verdict, Verdict::Solved { .. }));
    assert!(!right.first_try);
    assert_eq!(
        (right.shown.record.solved, right.shown.record.streak),
        (1, 0),
        "solved, but not at the first try"
    );
    assert!(
        matches!(s.answer_puzzle(alice, "B2-B3-C3"), Err(ServiceError::NoPuzzle)),
        "nothing left to answer"
    );

    // Next follows the theme asked for; two first tries make a streak of 2.
    for expected in 1..=2 {
        let next = s.puzzle(alice, &PuzzleChoice::Next).unwrap();
        assert_eq!(next.puzzle.theme, Theme::Defend);
        let solved = s.answer_puzzle(alice, &next.puzzle.solutions[0].to_string()).unwrap();
        assert_eq!(solved.shown.record.streak, expected);
    }
    // Asking for the solution ends the streak; the best stays.
    s.puzzle(alice, &PuzzleChoice::Next).unwrap();
    let given = s.give_up_puzzle(alice).unwrap();
    assert_eq!(
        (given.shown.record.solved, given.shown.record.streak, given.shown.record.best_streak),
        (3, 0, 2)
    );
}

#[test]
fn the_daily_puzzle_is_the_same_for_two_players_and_an_answer_days_later_refers_to_it() {
    let dir = tempfile::tempdir().unwrap();
    let (s, clock) = service(&dir);
    let (alice, bob) = (UserId(1), UserId(2));
    let hers = s.puzzle(alice, &PuzzleChoice::Default).unwrap();
    let his = s.puzzle(bob, &PuzzleChoice::Daily).unwrap();
    assert!(hers.daily && his.daily);
    assert_eq!(hers.puzzle.id, his.puzzle.id);
    let day = u64::try_from(START).unwrap() / 86_400;
    assert_eq!(hers.puzzle.id, puzzles::daily(day).unwrap().id);

    // Three days on, bob's answer is to the puzzle he was given.
    clock.advance(3 * SECONDS_PER_DAY);
    assert_ne!(puzzles::daily(day + 3).unwrap().id, his.puzzle.id, "the test needs another daily by then");
    let answered = s.answer_puzzle(bob, &his.puzzle.solutions[0].to_string()).unwrap();
    assert_eq!(answered.shown.puzzle.id, his.puzzle.id);
    assert!(matches!(answered.verdict, Verdict::Solved { .. }));
    assert!(!answered.shown.record.daily_solved, "that was an earlier day's daily puzzle");
    // Today's daily is offered by default, until solved.
    let today = s.puzzle(bob, &PuzzleChoice::Default).unwrap();
    assert_eq!(today.puzzle.id, puzzles::daily(day + 3).unwrap().id);
    let solved = s.answer_puzzle(bob, &today.puzzle.solutions[0].to_string()).unwrap();
    assert!(solved.shown.record.daily_solved);
    let after = s.puzzle(bob, &PuzzleChoice::Default).unwrap();
    assert!(!after.daily, "once today's is solved, the default is another puzzle");
}

#[test]
fn an_illegal_or_unreadable_answer_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (s, _) = service(&dir);
    let alice = UserId(1);
    s.puzzle(alice, &PuzzleChoice::Pick { theme: Some(Theme::Win), tier: None }).unwrap();
    assert!(matches!(s.answer_puzzle(alice, "nonsense"), Err(ServiceError::UnreadableMove { .. })));
    assert!(s.answer_puzzle(alice, "A1>A1-A1-A1").is_err());
    let still = s.current_puzzle(alice).unwrap().unwrap();
    assert_eq!(still.record.streak, 0);
    assert!(matches!(
        s.puzzle(alice, &PuzzleChoice::Id("nope".into())),
        Err(ServiceError::PuzzleNotFound { .. })
    ));
}

/// `punct puzzle` with `input` on stdin.
fn punct_puzzle(args: &[&str], input: &str) -> String {
    let args: Vec<&str> = ["puzzle"].into_iter().chain(args.iter().copied()).collect();
    let output = punct_with(Locale::Lang("C"), &args, input);
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn the_terminal_shows_the_refutation_of_a_wrong_answer_then_accepts_the_right_one() {
    let puzzle = puzzles::all().iter().find(|p| p.theme == Theme::Defend).unwrap();
    let position = puzzle.position().unwrap();
    let wrong = wrong_move(puzzle, &position);
    let input = format!("{wrong}\n{}\nquit\n", puzzle.solutions[0]);
    let out = punct_puzzle(&["--id", &puzzle.id], &input);
    assert!(out.contains(&format!("Puzzle {}", puzzle.id)), "{out}");
    assert!(out.contains("stop every threat"), "{out}");
    assert!(out.contains(&format!("{wrong} is not it")), "{out}");
    assert!(out.contains(&format!("Solved: {} is right.", puzzle.solutions[0])), "{out}");
    assert!(out.contains("Solved: 1 · streak: 0 (best 0)"), "{out}");
    // The prompt stays on its line (stdin is not echoed): what follows it fits.
    assert!(out.lines().all(|l| l.trim_start_matches("puzzle> ").chars().count() <= 80), "{out}");
}

#[test]
fn the_terminal_daily_puzzle_solved_at_the_first_try_starts_a_streak() {
    let day = punct::cli::puzzle_play::today();
    let puzzle = puzzles::daily(day).unwrap();
    let out = punct_puzzle(&["--daily"], &format!("{}\n", puzzle.solutions[0]));
    assert!(out.contains(&format!("Daily puzzle {}", puzzle.id)), "{out}");
    assert!(out.contains("Solved: 1 · streak: 1 (best 1)"), "{out}");
    assert!(out.contains("Today's daily puzzle: solved."), "{out}");
}

/// Every sentence of `punct puzzle` wraps between words within 80 columns
/// in every language (German and Polish run longest), for every theme.
#[test]
fn the_terminal_puzzle_fits_80_columns_in_every_language() {
    for theme in Theme::ALL {
        let puzzle = puzzles::all().iter().find(|p| p.theme == theme).unwrap();
        let position = puzzle.position().unwrap();
        let wrong = wrong_move(puzzle, &position);
        let input = format!("{wrong}\nA1\nA2-A3\nsolution\nquit\n");
        for language in Language::all().map(Language::code) {
            let out = punct_puzzle(&["--id", &puzzle.id, "--lang", language], &input);
            for line in out.lines() {
                let line = line.trim_start_matches("puzzle> ");
                assert!(line.chars().count() <= 80, "{language} {theme:?}: {line}\n{out}");
            }
        }
    }
}

/// Once, puzzles started at tier 2 and stayed there. A newcomer who
/// asks for puzzles without a tier gets tier 1 until three are solved,
/// then tier 2, then tier 3 from eight.
#[test]
fn a_newcomer_starts_at_the_easiest_tier_and_climbs_as_they_solve() {
    let dir = tempfile::tempdir().unwrap();
    let (s, _) = service(&dir);
    let carol = UserId(3);
    let mut tiers = Vec::new();
    for n in 0..10 {
        let choice = if n == 0 { PuzzleChoice::Pick { theme: None, tier: None } } else { PuzzleChoice::Next };
        let shown = s.puzzle(carol, &choice).unwrap();
        tiers.push(shown.puzzle.tier.number());
        s.answer_puzzle(carol, &shown.puzzle.solutions[0].to_string()).unwrap();
    }
    assert_eq!(tiers, [1, 1, 1, 2, 2, 2, 2, 2, 3, 3]);
    // A tier asked for is kept whatever the count.
    let asked =
        s.puzzle(carol, &PuzzleChoice::Pick { theme: None, tier: Some(punct::service::Tier::One) }).unwrap();
    assert_eq!(asked.puzzle.tier.number(), 1);
}

/// Answers every puzzle shown with its first solution, `left` times, then
/// ends the input.
struct Solver {
    left: usize,
}

impl punct::cli::play::LineReader for Solver {
    fn read(
        &mut self,
        _prompt: &str,
        position: &Position,
        _out: &mut dyn Write,
    ) -> std::io::Result<punct::cli::play::Input> {
        use punct::puzzles::generate::position_key;
        if self.left == 0 {
            return Ok(punct::cli::play::Input::End);
        }
        self.left -= 1;
        let key = position_key(position);
        let puzzle = puzzles::all().iter().find(|p| position_key(&p.position().unwrap()) == key).unwrap();
        Ok(punct::cli::play::Input::Line(puzzle.solutions[0].to_string()))
    }
}

/// The same at the terminal, within a session: the titles say the tier.
#[test]
fn a_terminal_session_starts_at_tier_1_and_climbs_as_puzzles_are_solved() {
    let args = punct::cli::puzzle_play::PuzzleArgs { today: 20_500, ..Default::default() };
    let mut out = Vec::new();
    let record = punct::cli::puzzle_play::puzzle_with(&args, &mut Solver { left: 10 }, &mut out).unwrap();
    assert_eq!(record.solved, 10);
    let out = String::from_utf8(out).unwrap();
    let tiers: Vec<&str> =
        out.lines().filter(|l| l.starts_with("Puzzle ")).filter_map(|l| l.split("· tier ").nth(1)).collect();
    // The eleventh is shown, then the input ends.
    assert_eq!(tiers, ["1", "1", "1", "2", "2", "2", "2", "2", "3", "3", "3"], "{out}");
}

/// `hint` at the puzzle prompt was read as a move ("cannot read hint as a
/// move"); it says puzzles have none, and changes nothing.
#[test]
fn hint_in_a_terminal_puzzle_says_puzzles_have_none() {
    let puzzle = puzzles::all().iter().find(|p| p.theme == Theme::Win).unwrap();
    let out = punct_puzzle(&["--id", &puzzle.id], &format!("hint\n{}\n", puzzle.solutions[0]));
    assert!(out.contains("Puzzles have no hints"), "{out}");
    assert!(!out.contains("as a move"), "{out}");
    assert!(out.contains("Solved: 1 · streak: 1 (best 1)"), "{out}");
}

/// A solved defend puzzle said "H10>F8-F6-F7 wins.", which it does not: it
/// stops every threat, and the game goes on. A win puzzle's answer wins.
#[test]
fn a_solved_defence_is_called_a_defence_and_a_solved_win_a_win() {
    for (theme, said, not_said) in
        [(Theme::Defend, "stops every threat", "wins."), (Theme::Win, "wins.", "stops every threat")]
    {
        let puzzle = puzzles::all().iter().find(|p| p.theme == theme).unwrap();
        let answer = puzzle.solutions[0];
        let out = punct_puzzle(&["--id", &puzzle.id], &format!("{answer}\n"));
        assert!(out.contains(&format!("{answer} {said}")), "{out}");
        assert!(!out.contains(&format!("{answer} {not_said}")), "{out}");
    }
}

/// Like [`Solver`], and a terminal's pause: it prints where it waited for
/// Enter, and `stop_at` pauses in, ends the input there (Ctrl-D).
struct PausingSolver {
    solver: Solver,
    pauses: usize,
    stop_at: usize,
}

impl punct::cli::play::LineReader for PausingSolver {
    fn read(
        &mut self,
        prompt: &str,
        position: &Position,
        out: &mut dyn Write,
    ) -> std::io::Result<punct::cli::play::Input> {
        self.solver.read(prompt, position, out)
    }

    fn pause(&mut self, prompt: &str, out: &mut dyn Write) -> std::io::Result<punct::cli::play::Input> {
        self.pauses += 1;
        writeln!(out, "[paused: {prompt}]")?;
        Ok(if self.pauses == self.stop_at {
            punct::cli::play::Input::End
        } else {
            punct::cli::play::Input::Line(String::new())
        })
    }
}

/// Once, at 80×24 a right answer, the board after it and the next
/// puzzle printed at once, so the verdict scrolled away. At a terminal
/// the next puzzle waits for Enter; Ctrl-D there ends the session with its
/// record. (Piped input, as in the tests above, goes straight on.)
#[test]
fn a_terminal_waits_for_enter_after_a_solved_puzzle() {
    let args = punct::cli::puzzle_play::PuzzleArgs { today: 20_500, ..Default::default() };
    let mut out = Vec::new();
    let mut input = PausingSolver { solver: Solver { left: 5 }, pauses: 0, stop_at: 3 };
    let record = punct::cli::puzzle_play::puzzle_with(&args, &mut input, &mut out).unwrap();
    assert_eq!(record.solved, 3);
    let out = String::from_utf8(out).unwrap();
    let solved = out.find("Solved: ").unwrap();
    let paused = out.find("[paused: Press Enter for the next puzzle.]").expect(&out);
    let second = out.match_indices("Puzzle ").nth(1).unwrap().0;
    assert!(solved < paused && paused < second, "{out}");
    assert_eq!(out.matches("[paused:").count(), 3, "{out}");
    assert!(out.trim_end().ends_with("Solved: 3 · streak: 3 (best 3)"), "{out}");
}
