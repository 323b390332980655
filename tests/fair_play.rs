//! Fair play (STYLE.md habit 19): in a game between people the
//! bot never judges a move, ranks moves or hints, and a puzzle never gives
//! its answer away; help is for games against the computer, lessons,
//! puzzles' verdicts and finished games.
//!
//! Held three ways: by type (suggestions take a `service::Assist`, whose
//! coaching kind only the service makes), by reading the source (the
//! functions that judge or rank moves are named only in the files of the
//! paths allowed to judge), and by behaviour (a game between people, the
//! same game against the computer, every shipped puzzle).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

#[path = "support/mod.rs"]
mod support;

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use punct::messages::suggest::{Choice, suggest};
use punct::puzzles;
use punct::rules::{Cell, GameRecord, Move, Player, Position, Variant};
use punct::service::{
    Assist, ChallengeRequest, Challenged, ChannelId, ColourChoice, GameId, GameService, Language, Level,
    ManualClock, MoveChooser, MoveRequest, Opponent, PlayerRef, PuzzleChoice, TimeControl, Timestamp, UserId,
};
use punct::store::Store;
use support::games::WINNABLE;

/// Where a judging function may be named (outside the engine's own
/// layers, `ai`, `puzzles` and `lessons`, which only the paths below
/// reach), and why that path may judge. Test modules are not read.
const JUDGES: &[(&str, &[&str], &str)] = &[
    ("computer::hint", &["src/cli/play.rs"], "the terminal's hint, against the computer only"),
    ("ai::hint", &["src/service/computer.rs"], "the service's seam for the terminal's hint"),
    (
        "ai::analyse",
        &["src/service/computer.rs", "src/service/analysis.rs"],
        "the computer's own move; the analysis board's engine, refused until the game is over",
    ),
    (
        "analyse_level",
        &["src/service/computer.rs", "src/service/analysis.rs"],
        "the computer's own move; the analysis board's engine, refused until the game is over",
    ),
    (
        "choose_move",
        &["src/service/chooser.rs", "src/service/computer.rs", "src/service/play.rs", "src/cli/play.rs"],
        "the computer choosing its own move, never one for a person",
    ),
    ("choose_timed", &["src/cli/arena.rs"], "the engine playing itself"),
    (
        "puzzles::review",
        &["src/service/review.rs", "src/cli/review.rs", "src/service/analysis.rs"],
        "finished games (the review; the analysis board's engine, once the game is over)",
    ),
    (
        "answer::",
        &["src/service/mod.rs", "src/service/puzzles.rs", "src/cli/puzzle_play.rs"],
        "puzzles' verdicts",
    ),
    ("puzzles::solve", &["src/service/computer.rs"], "the terminal's hint: the danger it warns of"),
    ("lessons::judge", &["src/service/lessons.rs", "src/cli/learn.rs"], "lessons"),
    ("Assist::LESSON", &["src/discord/commands/learn.rs", "src/cli/mod.rs"], "lessons"),
    (
        "Assist::in_game",
        &["src/service/assist.rs", "src/cli/play.rs", "src/service/analysis.rs"],
        "the rule of a game, asked by the terminal; the analysis board's: neutral until the game is over",
    ),
    (
        ".assist(",
        &["src/discord/commands/play.rs", "src/discord/commands/puzzle.rs", "src/cli/mod.rs"],
        "the service's answer",
    ),
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a file: comments dropped, test modules left out.
fn code_lines(text: &str) -> Vec<(usize, String)> {
    text.lines()
        .enumerate()
        .take_while(|(_, line)| line.trim() != "#[cfg(test)]")
        .map(|(n, line)| (n + 1, line.split("//").next().unwrap_or("").to_string()))
        .collect()
}

#[test]
fn the_functions_that_judge_moves_are_named_only_where_judging_is_fair() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    files.sort();
    let mut broken = Vec::new();
    let mut used: HashMap<(&str, String), usize> = HashMap::new();
    for file in &files {
        let name = file.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
        if ["src/ai/", "src/puzzles/", "src/lessons/"].iter().any(|own| name.starts_with(own)) {
            continue;
        }
        for (number, line) in code_lines(&fs::read_to_string(file).unwrap()) {
            for &(judge, allowed, _) in JUDGES {
                if line.contains(judge) {
                    *used.entry((judge, name.clone())).or_default() += 1;
                    if !allowed.contains(&name.as_str()) {
                        broken.push(format!("{name}:{number}: names {judge}: {}", line.trim()));
                    }
                }
            }
        }
    }
    assert!(broken.is_empty(), "judging named where it is not fair:\n{}", broken.join("\n"));
    // The table stays honest: every place it allows is still used.
    for &(judge, allowed, why) in JUDGES {
        for file in allowed {
            assert!(
                used.contains_key(&(judge, file.to_string())),
                "{judge} ({why}) is no longer named in {file}"
            );
        }
    }
}

#[test]
fn the_reader_skips_comments_and_test_modules() {
    let lines = code_lines("let a = 1; // computer::hint\n#[cfg(test)]\ncomputer::hint()");
    assert_eq!(lines, vec![(1, "let a = 1; ".to_string())]);
}

fn winnable_moves() -> Vec<Move> {
    GameRecord::from_moves(Variant::Standard, WINNABLE).unwrap().moves
}

/// The computer replays WINNABLE's moves.
struct Script(Vec<Move>);

impl MoveChooser for Script {
    fn choose_move(&self, position: &Position, _: Level, _: u64) -> Option<Move> {
        self.0.get(position.ply() as usize).copied()
    }
}

fn service(dir: &tempfile::TempDir) -> GameService {
    let store = Store::open(dir.path().join("games.sqlite3")).unwrap();
    let clock = Arc::new(ManualClock::new(Timestamp(1_750_000_000)));
    GameService::new(store, clock, Arc::new(Script(winnable_moves())))
}

fn request(challenger: &PlayerRef, opponent: Opponent, colour: ColourChoice) -> ChallengeRequest {
    ChallengeRequest {
        challenger: challenger.clone(),
        channel: ChannelId(7),
        guild: None,
        opponent,
        variant: Variant::Standard,
        time_control: TimeControl::UNLIMITED,
        colour,
    }
}

fn alice() -> PlayerRef {
    PlayerRef::new(UserId(1), "alice")
}

fn bob() -> PlayerRef {
    PlayerRef::new(UserId(2), "bob")
}

/// The mover of WINNABLE's last position, and a move that wins there.
fn winnable() -> (Position, Player, Move) {
    let position = GameRecord::from_moves(Variant::Standard, WINNABLE).unwrap().replay().unwrap();
    let mover = position.to_move();
    let win = puzzles::solve::winning_moves(&position)[0];
    (position, mover, win)
}

/// WINNABLE played through the service between alice and bob.
fn human_game(s: &GameService) -> GameId {
    let Challenged::Pending(c) =
        s.challenge(request(&alice(), Opponent::User(bob()), ColourChoice::White)).unwrap()
    else {
        panic!("a challenge between people waits for an answer")
    };
    let game = s.accept(c.id, &bob()).unwrap().game.id;
    for (ply, m) in winnable_moves().into_iter().enumerate() {
        let user = if ply % 2 == 0 { UserId(1) } else { UserId(2) };
        s.play(&MoveRequest { game, user, notation: m.to_string(), expected_ply: None }).unwrap();
    }
    game
}

/// WINNABLE played through the service by alice against the computer.
fn computer_game(s: &GameService, alice_plays: Player) -> GameId {
    let colour = if alice_plays == Player::White { ColourChoice::White } else { ColourChoice::Black };
    let Challenged::Started(start) =
        s.challenge(request(&alice(), Opponent::Bot(Level::Easy), colour)).unwrap()
    else {
        panic!("a game against the computer starts at once")
    };
    let game = start.game.id;
    let moves = winnable_moves();
    loop {
        let view = s.game(game).unwrap();
        let ply = view.position.ply() as usize;
        if ply >= moves.len() {
            return game;
        }
        let request =
            MoveRequest { game, user: UserId(1), notation: moves[ply].to_string(), expected_ply: None };
        s.play(&request).unwrap();
    }
}

/// The cells of a move's notation in order: how a neutral list sorts.
fn notation_order(value: &str) -> Vec<Cell> {
    value.split(['>', '-']).filter_map(|c| c.parse().ok()).collect()
}

/// What coaching adds to a winning move's label in `language` (" — wins
/// the game"), from the coached list of WINNABLE.
fn win_label(language: Language) -> String {
    let (position, _, _) = winnable();
    let first = suggest(language, &position, "", Assist::LESSON).remove(0);
    assert!(puzzles::solve::wins(&position, first.value.parse().unwrap()), "{first:?}");
    first.name.replace(&first.value, "")
}

/// A neutral list: no label says a move wins, pieces (`F5>`) by cell,
/// moves by notation, and moves that land alike labelled alike. `exact`
/// is a complete move typed, which comes first, saying how it lands (as
/// any complete move typed does).
fn assert_neutral(choices: &[Choice], position: &Position, exact: Option<Move>, wins: &str, context: &str) {
    assert!(!choices.iter().any(|c| c.name.contains(wins)), "{context}: {choices:#?}");
    let rest: Vec<&Choice> =
        choices.iter().filter(|c| Some(c.value.clone()) != exact.map(|m| m.to_string())).collect();
    let pieces: Vec<&str> =
        rest.iter().filter(|c| c.value.ends_with('>')).map(|c| c.value.as_str()).collect();
    let mut sorted = pieces.clone();
    sorted.sort_by_key(|p| notation_order(p));
    assert_eq!(pieces, sorted, "{context}: pieces not by cell");
    let moves: Vec<&str> =
        rest.iter().filter(|c| !c.value.ends_with('>')).map(|c| c.value.as_str()).collect();
    let mut sorted = moves.clone();
    sorted.sort_by_key(|m| notation_order(m));
    assert_eq!(moves, sorted, "{context}: moves not in the notation's order");
    let mut labels: HashMap<String, String> = HashMap::new();
    for choice in rest.iter().filter(|c| !c.value.ends_with('>')) {
        let m: Move = choice.value.parse().unwrap();
        let landing = format!("{:?} {:?}", position.check(m).unwrap(), m.footprint().map(|f| f.kind()));
        let label = choice.name.replace(&choice.value, "");
        assert_eq!(labels.entry(landing).or_insert_with(|| label.clone()), &label, "{context}: {choices:#?}");
    }
}

#[test]
fn between_people_the_mover_is_offered_legal_moves_in_order_and_none_judged() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(&dir);
    let game = human_game(&s);
    let view = s.game(game).unwrap();
    let (position, mover, win) = winnable();
    assert_eq!(view.position.ply(), position.ply());
    let user = view.game.seats[mover].user().unwrap();
    let other = view.game.seats[mover.opponent()].user().unwrap();
    assert_eq!(view.assist(user), Assist::NEUTRAL, "a game between people");
    assert_eq!(view.assist(other), Assist::NEUTRAL, "the waiting player");
    assert_eq!(view.assist(UserId(99)), Assist::NEUTRAL, "an onlooker");
    let origin = win.from().map(|c| format!("{c}>")).unwrap_or_default();
    let win_text = win.to_string();
    for language in Language::all() {
        let wins = win_label(language);
        for typed in ["", "B", &origin, &win_text[..3.min(win_text.len())], &win_text] {
            let choices = suggest(language, &view.position, typed, view.assist(user));
            assert!(!choices.is_empty(), "{typed:?}");
            let exact = typed.parse::<Move>().ok();
            assert_neutral(&choices, &view.position, exact, &wins, &format!("{language} {typed:?}"));
        }
    }
}

#[test]
fn the_same_position_against_the_computer_offers_the_winning_move_first() {
    let (position, mover, win) = winnable();
    let dir = tempfile::tempdir().unwrap();
    let s = service(&dir);
    let game = computer_game(&s, mover);
    let view = s.game(game).unwrap();
    assert_eq!(view.position, position);
    assert!(view.assist(UserId(1)).coaches(), "against the computer");
    let choices = suggest(Language::ENGLISH, &view.position, "", view.assist(UserId(1)));
    assert!(choices[0].name.ends_with(" — wins the game"), "{choices:#?}");
    let first: Move = choices[0].value.parse().unwrap();
    assert!(puzzles::solve::wins(&position, first));
    assert!(puzzles::solve::winning_moves(&position).contains(&win));
}

/// Once, `/punct puzzle answer:` listed the solution first, labelled
/// "wins the game". For every shipped puzzle, as the service gives it:
/// nothing typed, and the first characters of each solution.
#[test]
fn no_shipped_puzzle_has_its_answer_singled_out_by_the_suggestions() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(&dir);
    let wins = win_label(Language::ENGLISH);
    let mut lists = 0;
    for puzzle in puzzles::all() {
        let shown = s.puzzle(UserId(5), &PuzzleChoice::Id(puzzle.id.clone())).unwrap();
        let current = s.current_puzzle(UserId(5)).unwrap().unwrap();
        assert_eq!(current.assist(), Assist::PUZZLE);
        assert!(!current.assist().coaches());
        let mut typed = vec![String::new()];
        for solution in &puzzle.solutions {
            let text = solution.to_string();
            typed.extend((1..=text.len()).map(|n| text[..n].to_string()));
        }
        for typed in &typed {
            let choices = suggest(Language::ENGLISH, &shown.position, typed, current.assist());
            let exact = typed.parse::<Move>().ok().filter(|m| shown.position.is_legal(*m));
            assert_neutral(&choices, &shown.position, exact, &wins, &format!("{} {typed:?}", puzzle.id));
            lists += 1;
        }
    }
    assert!(lists > 2000, "{lists}");
}

#[test]
fn help_says_the_rule_in_every_language() {
    for language in Language::all() {
        let help = punct::messages::discord::help(language);
        let move_command = punct::messages::commands::name(language, "punct move").unwrap_or("move".into());
        let review = punct::messages::commands::name(language, "punct review").unwrap_or("review".into());
        assert!(help.more.contains(&format!("/punct {move_command}")), "{language}: {}", help.more);
        assert!(help.more.matches(&format!("/punct {review}")).count() >= 2, "{language}: {}", help.more);
    }
}

/// `punct play`'s hint: refused between two people at one keyboard;
/// against `easy` it thinks at `hard` and says so (it once thought at
/// the opponent's level, unsaid, and every hinted move lost to easy).
#[test]
fn the_terminal_hints_only_against_the_computer_and_at_hard_at_least() {
    use punct::cli::play::{PlayArgs, play};
    let run = |args: &PlayArgs, script: &str| {
        let mut out = Vec::new();
        play(args, &mut script.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    };
    let people = run(&PlayArgs::default(), "B2-B3-C3\nhint\nquit\n");
    assert!(people.contains("Hints are for games against the computer"), "{people}");
    assert!(!people.contains("Suggested:"), "{people}");
    let against_easy = PlayArgs { ai: Some(Level::Easy), ..PlayArgs::default() };
    let out = run(&against_easy, "hint\nquit\n");
    assert!(out.contains("The computer (hard) is thinking…"), "{out}");
    assert!(out.contains("Advice from the computer (hard, stronger than your opponent):"), "{out}");
    assert!(out.contains("Suggested: ") && out.contains("to connect, Black 17"), "{out}");
    assert!(out.lines().all(|l| l.chars().count() <= 80 || l.starts_with("White>")), "{out}");
}
