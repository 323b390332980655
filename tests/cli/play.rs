//! `punct play` driven through its game loop with scripted input: whole
//! games, bad input, undo, hints, the record at the end.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::io::Cursor;

use punct::ai::Level;
use punct::cli::board_text::{BoardSize, board_text};
use punct::cli::play::{PlayArgs, play};
use punct::messages::pictures::move_in_words;
use punct::rules::{GameRecord, Move, Player, Position, Variant};
use punct::service::Language;

/// Runs a session on `script` (one command per line); returns the record
/// and everything printed.
fn session(args: &PlayArgs, script: &str) -> (GameRecord, String) {
    let mut input = Cursor::new(script.as_bytes().to_vec());
    let mut output = Vec::new();
    let record = play(args, &mut input, &mut output).expect("writing to memory never fails");
    (record, String::from_utf8(output).expect("output is UTF-8"))
}

fn two_players() -> PlayArgs {
    PlayArgs::default()
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
    script.push("record"); // after the end the session stays open for it
    let (record, out) = session(&two_players(), &script.join("\n"));

    assert!(out.contains("I9-I10-J10 is not allowed: I9 is in the central hexagon"), "{out}");
    assert!(out.contains("I can't read “Z5-B5-C5” as a move"), "{out}");
    assert!(out.contains("a piece covers 3 cells, PÜNCT first (2 given)"), "{out}");
    assert!(out.contains("Type help for the commands."), "{out}");
    assert!(out.contains("4986 legal moves."), "{out}");
    assert!(out.contains("Taken back: A5-B5-C5."), "{out}");
    assert!(out.contains("Game over. White wins: White connected columns A and Q."), "{out}");
    assert!(out.contains("Look back with back and forward"), "{out}");
    assert!(!out.contains("Game stopped before the end."), "{out}");
    assert_eq!(record.moves.len(), 11);
    assert_eq!(record.moves[0].to_string(), "A5-B5-C5");
    let end = record.replay().expect("the record replays");
    assert_eq!(end.outcome().and_then(|o| o.winner()), Some(Player::White));
    assert!(
        out.trim_end().ends_with(&format!(
            "{}\n# Game over. White wins: White connected columns A and Q.",
            record.to_string().trim_end()
        )),
        "record at the end, then its result:\n{out}"
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
    let board = out.rsplit("White plays C8>C5-C6-D6:").next().unwrap_or("");
    assert_eq!(board.matches("WT2").count(), 2, "once after the move, once for `board`:\n{board}");
    assert_eq!(board.matches("wT2").count(), 4, "{board}");
    assert!(board.contains("BT1"), "{board}");
    assert!(board.contains("bT1"), "{board}");
    assert!(board.contains("Move 6: Black to play."), "{board}");
}

/// The text with its line breaks as spaces, to find wrapped sentences.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The position after `moves` (canonical notation, space-separated).
fn after(moves: &str) -> Position {
    GameRecord::from_moves(Variant::Standard, moves).unwrap().replay().unwrap()
}

/// The board as `board` prints it in a session with the default options.
fn board_of(position: &Position) -> String {
    board_text(position, BoardSize::Compact, false)
}

/// The answer to a move names the piece, its cells, its PÜNCT and how it
/// landed: a placement, a movement onto empty cells, a jump.
#[test]
fn a_played_move_is_said_back_in_words() {
    let script = "C5-C6-D6\nN12-N13-O13\nC8-C9-D9\nN14-N15-O15\nc8>c5 c6 d6\nN14>N10-N11-O11\nquit\n";
    let (record, out) = session(&two_players(), script);
    assert_eq!(record.moves.len(), 6, "{out}");
    let out = flat(&out);
    for said in [
        "White plays C5-C6-D6: triangle (T), placed on C5-C6-D6, PÜNCT on C5.",
        "White plays C8>C5-C6-D6: triangle (T), moved from C8 to C5-C6-D6, PÜNCT now on C5, jumping on \
         top of pieces.",
        "Black plays N14>N10-N11-O11: triangle (T), moved from N14 to N10-N11-O11, PÜNCT now on N10, on \
         empty cells.",
    ] {
        assert!(out.contains(said), "{said}\n{out}");
    }
}

/// `preview MOVE` prints the board after the move, headed by the move in
/// words, and changes nothing: the next `board` and `moves` show the old
/// position, it is still the same player's turn, `undo` takes back the
/// moves before it, and the move can then be played.
#[test]
fn preview_shows_the_board_after_the_move_and_changes_nothing() {
    let script = [
        "B2-B3-C3",
        "N12-N13-O13",
        "preview b2>b5 b6 c6",
        "board",
        "moves B2",
        "record",
        "B2>B5-B6-C6",
        "undo",
        "undo",
        "quit",
    ];
    let (record, out) = session(&two_players(), &script.join("\n"));
    assert_eq!(record.moves.iter().map(Move::to_string).collect::<Vec<_>>(), ["B2-B3-C3"], "{out}");
    let (before, previewed) = (after("B2-B3-C3 N12-N13-O13"), after("B2-B3-C3 N12-N13-O13 B2>B5-B6-C6"));
    let (_, preview) = out.split_once("Preview of").expect("the preview's heading");
    let (preview, rest) = preview.split_once("White> ").expect("the prompt after the preview");
    assert!(
        flat(preview).starts_with(
            "B2>B5-B6-C6, not played: triangle (T), moved from B2 to B5-B6-C6, PÜNCT now on B5, on empty cells."
        ),
        "{preview}"
    );
    assert!(preview.contains(&board_of(&previewed)), "the board after the move:\n{preview}");
    assert!(!preview.contains(&board_of(&before)), "{preview}");
    assert!(
        flat(preview).ends_with(
            "After it, central hexagon seen: White 0, Black 0 of 19. Nothing was played: White is still to \
             play. Type B2>B5-B6-C6 to play it."
        ),
        "{preview}"
    );
    // `board`: the position before the preview, the same player to move.
    let (board, rest) = rest.split_once("White> ").expect("the prompt after board");
    assert!(board.contains(&board_of(&before)), "{board}");
    assert!(board.contains("Move 3: White to play."), "{board}");
    // `moves B2`: the piece is still at B2; the record has the two moves.
    let (moves, rest) = rest.split_once("White> ").expect("the prompt after moves");
    assert!(moves.contains("moves of the piece at B2:") && moves.contains("B2>B5-B6-C6"), "{moves}");
    let (record_text, rest) = rest.split_once("White> ").expect("the prompt after record");
    assert!(record_text.contains("Game record (2 moves):"), "{record_text}");
    assert!(flat(rest).starts_with("White plays B2>B5-B6-C6:"), "{rest}");
    assert!(rest.contains("Taken back: B2>B5-B6-C6.") && rest.contains("Taken back: N12-N13-O13."), "{rest}");
}

/// A move that cannot be read or is not allowed gets, after `preview`,
/// the explanation it gets typed alone; `preview` alone and after the
/// end say what to do.
#[test]
fn preview_of_a_bad_move_gets_the_typed_moves_error() {
    let bad = ["I9-I10-J10", "zz", "A5-B5", "B2>B5-B6-C6"];
    let typed = session(&two_players(), &bad.join("\n")).1;
    let previewed: Vec<String> = bad.iter().map(|m| format!("preview {m}")).collect();
    let previewed = session(&two_players(), &previewed.join("\n")).1;
    let answers = |out: &str| -> Vec<String> {
        out.split("White> ")
            .skip(1)
            .map(|a| a.lines().next().unwrap_or("").to_string())
            .take(bad.len())
            .collect()
    };
    let (typed, previewed) = (answers(&typed), answers(&previewed));
    assert_eq!(typed, previewed);
    assert!(typed[0].contains("I9-I10-J10 is not allowed: I9 is in the central hexagon"), "{typed:?}");
    assert!(typed[1].contains("I can't read “zz” as a move"), "{typed:?}");
    assert!(typed[3].contains("there is no piece at B2"), "{typed:?}");
    assert!(!previewed.iter().any(|a| a.contains("Preview of")), "{previewed:?}");

    let mut end = Vec::new();
    for k in 0..6 {
        end.push(WHITE_CHAIN[k]);
        if k < 5 {
            end.push(BLACK_ELSEWHERE[k]);
        }
    }
    end.extend(["preview A1-B1-C1", "quit"]);
    let out = session(&PlayArgs::default(), &format!("preview\n{}", end.join("\n"))).1;
    assert!(out.contains("Give the move to preview after preview, e.g. preview C5-C6-D6."), "{out}");
    assert!(out.contains("game over> The game is over: no more moves."), "{out}");
}

/// A preview of the move that ends the game says so, and the game goes
/// on as before it.
#[test]
fn a_preview_of_the_winning_move_says_it_would_end_the_game() {
    let mut script = Vec::new();
    for k in 0..5 {
        script.push(WHITE_CHAIN[k]);
        script.push(BLACK_ELSEWHERE[k]);
    }
    let preview = format!("preview {}", WHITE_CHAIN[5]);
    script.extend([preview.as_str(), "quit"]);
    let (record, out) = session(&two_players(), &script.join("\n"));
    assert_eq!(record.moves.len(), 10);
    assert!(!out.contains("After it, central"), "{out}");
    assert!(flat(&out).contains("Played, this move would end the game: Game over. White wins"), "{out}");
    assert!(out.contains("Game stopped before the end."), "{out}");
}

fn against(level: Level, color: Player, seed: u64) -> PlayArgs {
    PlayArgs { ai: Some(level), color, seed: Some(seed), ..PlayArgs::default() }
}

/// The computer's moves as printed.
fn computer_moves(out: &str) -> Vec<Move> {
    out.lines()
        .filter_map(|l| l.strip_prefix("The computer (easy) is thinking… It plays "))
        .map(|m| m.split(':').next().unwrap().parse().expect("the computer prints canonical moves"))
        .collect()
}

#[test]
fn against_the_computer_undo_takes_back_its_reply_too() {
    let script = "B2-B3-C3\nundo\nundo\nD2-D3-E3\nhint\nquit\n";
    let (record, out) = session(&against(Level::Easy, Player::White, 7), script);
    let replies = computer_moves(&out);
    assert_eq!(replies.len(), 2, "{out}");
    assert!(out.contains(&format!("Taken back: B2-B3-C3, {}.", replies[0])), "{out}");
    // Its move is said in words too, within the terminal's 80 columns.
    let said = format!("It plays {}: {}", replies[0], move_in_words(Language::ENGLISH, replies[0], None));
    assert!(flat(&out).contains(said.split(", PÜNCT").next().unwrap()), "{said}\n{out}");
    assert!(out.lines().all(|l| l.trim_start_matches("White> ").chars().count() <= 80), "{out}");
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
    assert!(out.contains("You play black against the computer (easy)."), "{out}");
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
    assert!(out.contains("Game record (1 move):"), "{out}");
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

/// The moves of a random game of `plies` moves (fewer if it ends).
fn random_moves(variant: Variant, seed: u64, plies: usize) -> Vec<Move> {
    let mut rng = punct::rules::SplitMix64::new(seed);
    let mut position = punct::rules::Position::new(variant);
    let mut moves = Vec::new();
    while moves.len() < plies && !position.is_over() {
        let legal = position.legal_moves();
        let m = legal[rng.below(legal.len() as u64) as usize];
        position = position.play(m).unwrap();
        moves.push(m);
    }
    moves
}

/// Runs `punct ARGS…` in-process; returns what it printed.
fn punct(args: &[&str]) -> String {
    use clap::Parser;
    let english = ["punct", "--lang", "en-US"];
    let cli = punct::cli::Cli::try_parse_from(english.into_iter().chain(args.iter().copied())).unwrap();
    let mut out = Vec::new();
    punct::cli::run(cli, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// The record `punct play` printed last, from its title line on.
fn printed_record(out: &str) -> String {
    out.rsplit_once("Game record (").map(|(_, r)| format!("Game record ({r}")).unwrap()
}

#[test]
fn the_printed_record_reads_back_with_record_for_both_variants() {
    let dir = tempfile::tempdir().unwrap();
    for variant in [Variant::Basic, Variant::Standard] {
        let moves = random_moves(variant, 11, 60);
        let script: Vec<String> = moves.iter().map(Move::to_string).chain(["quit".to_string()]).collect();
        let args = PlayArgs { variant, ..PlayArgs::default() };
        let (record, out) = session(&args, &script.join("\n"));
        assert_eq!(record.moves, moves);
        let file = dir.path().join(format!("{variant}.txt"));
        std::fs::write(&file, printed_record(&out)).unwrap();
        let path = file.display().to_string();
        // The variant comes from the record, whatever --variant says.
        let from_file = punct(&["status", "--record", &path]);
        let plain: Vec<String> = moves.iter().map(Move::to_string).collect();
        let from_list = punct(&["status", "--variant", &variant.to_string(), "--moves", &plain.join(" ")]);
        assert_eq!(from_file, from_list, "{variant}");
        // --moves takes the numbered record too, and the older numbered pairs.
        let numbered = punct(&["status", "--moves", &record.to_string()]);
        assert_eq!(numbered, from_list);
        let pairs: Vec<String> =
            plain.chunks(2).enumerate().map(|(n, pair)| format!("{}. {}", n + 1, pair.join(" "))).collect();
        let old = format!("[Variant \"{variant}\"]\n{}", pairs.join("\n"));
        assert_eq!(punct(&["status", "--moves", &old]), from_list);
        // And play goes on from it.
        let resumed = PlayArgs { record: Some(file.clone()), ..PlayArgs::default() };
        let (again, _) = session(&resumed, "quit\n");
        assert_eq!(again, record);
    }
}

#[test]
fn after_the_end_the_game_stays_open_for_a_last_look() {
    let dir = tempfile::tempdir().unwrap();
    let mut script = Vec::new();
    for k in 0..6 {
        script.push(WHITE_CHAIN[k].to_string());
        if k < 5 {
            script.push(BLACK_ELSEWHERE[k].to_string());
        }
    }
    let png = dir.path().join("end.png");
    let gif = dir.path().join("end.gif");
    script
        .extend(["A1-B1-C1", "back", "back 20", "back", "forward 3", "record", "board"].map(str::to_string));
    script.push(format!("png {}", png.display()));
    script.push(format!("png {}", gif.display()));
    script.push("quit".to_string());
    let (record, out) = session(&two_players(), &script.join("\n"));
    assert_eq!(record.moves.len(), 11);
    assert!(out.contains("The game is over: no more moves."), "{out}");
    assert!(out.contains("After move 10 of 11."), "{out}");
    assert!(out.contains("The empty board, before move 1 of 11."), "{out}");
    assert!(out.contains("There is no position further that way."), "{out}");
    assert!(out.contains("After move 3 of 11."), "{out}");
    assert_eq!(out.matches("Game record (11 moves):").count(), 2, "{out}");
    assert!(out.contains("does not end in .png, but the picture is PNG: name it e.g. board.png."), "{out}");
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
    assert!(!gif.exists());
    assert!(!out.contains("Game stopped before the end."), "{out}");
}

/// Lines from a list, then Ctrl-C.
struct ThenCtrlC(Vec<&'static str>);

impl punct::cli::play::LineReader for ThenCtrlC {
    fn read(
        &mut self,
        _prompt: &str,
        _position: &punct::rules::Position,
        _out: &mut dyn std::io::Write,
    ) -> std::io::Result<punct::cli::play::Input> {
        use punct::cli::play::Input;
        Ok(if self.0.is_empty() { Input::Interrupted } else { Input::Line(self.0.remove(0).to_string()) })
    }
}

#[test]
fn ctrl_c_at_the_prompt_prints_the_record() {
    let mut out = Vec::new();
    let record = punct::cli::play::play_with(
        &two_players(),
        &mut ThenCtrlC(vec!["B2-B3-C3", "N12-N13-O13"]),
        &mut out,
    )
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!(record.moves.len(), 2);
    assert!(out.contains("Game stopped before the end."), "{out}");
    assert!(out.trim_end().ends_with("1. B2-B3-C3  2. N12-N13-O13\n# Not finished: White to play."), "{out}");
}

/// Lines from a list; Ctrl-C is pressed while the computer thinks after
/// the last of them.
struct CtrlCWhileThinking(Vec<&'static str>);

impl punct::cli::play::LineReader for CtrlCWhileThinking {
    fn read(
        &mut self,
        _prompt: &str,
        _position: &punct::rules::Position,
        _out: &mut dyn std::io::Write,
    ) -> std::io::Result<punct::cli::play::Input> {
        use punct::cli::play::Input;
        Ok(if self.0.is_empty() { Input::End } else { Input::Line(self.0.remove(0).to_string()) })
    }

    fn interrupted(&mut self) -> bool {
        self.0.is_empty()
    }
}

#[test]
fn ctrl_c_while_the_computer_thinks_prints_the_record() {
    let mut out = Vec::new();
    let record = punct::cli::play::play_with(
        &against(Level::Easy, Player::White, 5),
        &mut CtrlCWhileThinking(vec!["B2-B3-C3", "D2-D3-E3"]),
        &mut out,
    )
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    // The computer answered the first move; Ctrl-C came during its
    // second think, before it moved.
    assert_eq!(record.moves.len(), 3, "{out}");
    assert!(out.contains("Game stopped before the end."), "{out}");
    assert!(out.contains("Game record (3 moves):"), "{out}");
}

#[test]
fn against_the_computer_the_board_is_printed_once_per_turn() {
    let (record, out) = session(&against(Level::Easy, Player::White, 5), "B2-B3-C3\nD2-D3-E3\nquit\n");
    assert_eq!(record.moves.len(), 4);
    // The start, then once after each of the computer's two replies.
    assert_eq!(out.matches("In hand:").count(), 3, "{out}");
    assert_eq!(out.matches("Move 3: White (you) to play.").count(), 1, "{out}");
}

#[test]
fn rules_in_the_game_and_punct_rules_are_the_text_discord_shows() {
    let (_, out) = session(&two_players(), "rules\nquit\n");
    let text = punct(&["rules"]);
    assert!(out.contains(text.trim_end()), "{out}");
    let english = punct::model::Language::ENGLISH;
    let plain_discord = punct::messages::rules::plain(&punct::messages::discord::help(english).rules, 80);
    assert!(text.starts_with(&plain_discord), "{text}");
    for needed in ["last reserve piece", "central hexagon", "T triangle", "R angles", "Reading the board"] {
        assert!(text.contains(needed), "{needed}: {text}");
    }
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
}

#[test]
fn output_files_must_end_as_their_format() {
    use clap::Parser;
    let dir = tempfile::tempdir().unwrap();
    for (command, wrong) in [("render", "x.gif"), ("replay-gif", "x.png")] {
        let path = dir.path().join(wrong).display().to_string();
        let cli =
            punct::cli::Cli::try_parse_from(["punct", command, "--moves", "B2-B3-C3", "-o", &path]).unwrap();
        let error = punct::cli::run(cli, &mut Vec::new()).unwrap_err().to_string();
        assert!(error.contains("e.g. board."), "{error}");
        assert!(!std::path::Path::new(&path).exists());
    }
}

/// Once, `--seed` defaulted to 1, so the computer played the same game
/// every time. Without it each game draws a seed, says it at the start
/// and in the record, and that seed replays the game.
#[test]
fn without_a_seed_each_game_draws_one_and_says_it() {
    let unseeded = PlayArgs { seed: None, ..against(Level::Easy, Player::Black, 0) };
    let seeds: Vec<u64> = (0..4)
        .map(|_| {
            let (_, out) = session(&unseeded, "quit\n");
            let line = out.lines().find(|l| l.starts_with("The computer plays with seed ")).expect(&out);
            let seed: u64 =
                line["The computer plays with seed ".len()..].split(':').next().unwrap().parse().unwrap();
            assert!(out.contains(&format!("# The computer plays with seed {seed}")), "in the record: {out}");
            seed
        })
        .collect();
    assert!(seeds.windows(2).any(|w| w[0] != w[1]), "four games, one seed: {seeds:?}");
    let (first, _) = session(&against(Level::Easy, Player::Black, seeds[0]), "quit\n");
    let (again, _) = session(&against(Level::Easy, Player::Black, seeds[0]), "quit\n");
    assert_eq!(first, again, "the printed seed replays the computer's opening");
    use clap::Parser;
    let parsed = punct::cli::Cli::try_parse_from(["punct", "play", "--ai", "easy"]).unwrap();
    assert!(format!("{parsed:?}").contains("seed: None"), "{parsed:?}");
}

/// Once, a record had no result line. The printed record ends with
/// the result, and reads back.
#[test]
fn the_printed_record_ends_with_the_result() {
    let moves = "B5-A5-C5 E2-E3-E4 E5-D5-F5 J4-J3-K4 G5-H5-I5 N14-N15-O15 J5-K5-L5 J14-J15-K15 \
                 M6-N7-O8 L15-L16-M16 P9-O9-P10 C10-C11-D11 P11-P12-O11 K12-K13-L13 Q12-Q13-Q14";
    let (record, out) = session(
        &two_players(),
        &format!("{}\nquit\n", moves.split_whitespace().collect::<Vec<_>>().join("\n")),
    );
    let printed = printed_record(&out);
    assert!(
        printed.trim_end().ends_with("# Game over. White wins: White connected columns A and Q."),
        "{printed}"
    );
    assert_eq!(printed.parse::<GameRecord>().unwrap(), record);
}

/// Once, `moves L9` printed six moves a line and the terminal broke
/// them in the middle. Every line of the list holds whole moves.
#[test]
fn a_piece_s_moves_are_listed_whole_within_80_columns() {
    let (_, out) = session(&two_players(), "L9-L10-M10\nB2-B3-C3\nmoves L9\nquit\n");
    let list: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.contains("of the piece at L9"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .collect();
    assert!(list.len() > 2, "{out}");
    for line in list {
        assert!(line.chars().count() <= 80, "{line}");
        assert!(line.split_whitespace().all(|m| m.parse::<Move>().is_ok()), "{line}");
    }
}

#[test]
fn the_analysis_board_tries_moves_for_both_sides_and_leaves_the_game_as_it_was() {
    let script = "B2-B3-C3\nanalyse\nN12-N13-O13\nB5-B6-C6\nback\nrecord\nforward\nrecord\nhint\nB2-B3-C3\nreset\n\
        record\nN15-N16-O16\nleave\nleave\nN12-N13-O13\nquit\n";
    let (record, out) = session(&two_players(), script);
    assert_eq!(record.moves, vec!["B2-B3-C3".parse::<Move>().unwrap(), "N12-N13-O13".parse().unwrap()]);
    assert!(out.contains("Analysis board: your own board from this position"), "{out}");
    assert!(out.contains("analysis, Black> "), "its own prompt, the side to move on it: {out}");
    assert!(out.contains("Analysis board, after 1 of the 2 moves tried"), "{out}");
    assert!(out.contains("Moves tried: 2. N12-N13-O13\n"), "back, then record: {out}");
    assert!(out.contains("Moves tried: 2. N12-N13-O13 3. B5-B6-C6"), "forward, then record: {out}");
    assert!(out.contains("No hint on the analysis board"), "{out}");
    assert!(out.contains("B2-B3-C3 is not allowed"), "a move not allowed there: {out}");
    assert!(out.contains("No move tried yet: the board is at the game's position."), "{out}");
    assert!(out.contains("Back to the game, as it was."), "{out}");
    assert!(out.contains("reset and leave are for the analysis board"), "leave again, in the game: {out}");
}
