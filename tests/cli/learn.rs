//! `punct learn` and `punct learn export`: the export replays as an
//! independent checker would read it, and a scripted learner goes through
//! lessons with wrong and right answers, `back`, `next` and `quit`.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::io::Cursor;

use clap::Parser;

use punct::cli::learn::{LearnArgs, learn};
use punct::lessons::LESSONS;
use punct::rules::{GameRecord, Landing, Move, Variant};

/// Runs `punct ARGS…` in-process; returns what it printed.
fn punct(args: &[&str]) -> String {
    let cli = punct::cli::Cli::try_parse_from(std::iter::once("punct").chain(args.iter().copied())).unwrap();
    let mut out = Vec::new();
    punct::cli::run(cli, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

fn args(extra: &[&str]) -> LearnArgs {
    #[derive(Parser)]
    struct Wrapper {
        #[command(flatten)]
        learn: LearnArgs,
    }
    Wrapper::try_parse_from(std::iter::once("learn").chain(extra.iter().copied())).unwrap().learn
}

/// Runs a session on `script` (one line per answer or command).
fn session(args: &LearnArgs, script: &str) -> String {
    let mut input = Cursor::new(script.as_bytes().to_vec());
    let mut output = Vec::new();
    learn(args, &mut input, &mut output).expect("writing to memory never fails");
    String::from_utf8(output).expect("output is UTF-8")
}

/// The text with its line breaks as spaces, to find wrapped sentences.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn the_export_replays_and_every_answer_lands_as_it_says() {
    let text = punct(&["learn", "export"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), LESSONS.iter().filter(|l| l.task.is_some()).count());
    for line in lines {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 5, "{line}");
        let variant: Variant = fields[1].parse().unwrap();
        let position = GameRecord::from_moves(variant, fields[2]).unwrap().replay().unwrap();
        let landing = fields[4];
        assert!(["place", "flat", "jump", "bridge"].contains(&landing), "{line}");
        let answers: Vec<Move> = fields[3].split(' ').map(|m| m.parse().unwrap()).collect();
        assert!(!answers.is_empty(), "{line}");
        for m in answers {
            assert_eq!(m.to_string(), m.to_string().parse::<Move>().unwrap().to_string());
            assert_eq!(position.check(m).map(Landing::name), Ok(landing), "{}: {m}", fields[0]);
        }
    }
}

#[test]
fn a_learner_answers_wrong_then_right_and_moves_on() {
    let out =
        flat(&session(&args(&["--language", "en-US"]), "C5-C6-D6\nzz\nA5-A6-B6\nD4-C4-E5\nback\nquit\n"));
    assert!(out.contains("Lesson 1 of 10: The aim and the three directions"), "{out}");
    assert!(out.contains("it is not this lesson's task"), "{out}");
    assert!(out.contains("“zz” is not a move"), "{out}");
    assert!(out.contains("Right, that is a placement!"), "{out}");
    // Each legal answer is said back in words before its verdict.
    assert!(
        out.contains(
            "Your answer C5-C6-D6: triangle (T), placed on C5-C6-D6, PÜNCT on C5. That move is allowed"
        ),
        "{out}"
    );
    assert!(
        out.contains("Your answer A5-A6-B6: triangle (T), placed on A5-A6-B6, PÜNCT on A5. Right"),
        "{out}"
    );
    assert!(out.contains("Lesson 2 of 10: The pieces and the PÜNCT"), "{out}");
    assert!(out.contains("Lesson 3 of 10"), "{out}");
    assert_eq!(out.matches("Lesson 2 of 10").count(), 2, "back shows lesson 2 again: {out}");
    assert!(out.contains("See you soon"), "{out}");
}

#[test]
fn an_illegal_answer_is_refused_with_the_rule() {
    let out = flat(&session(&args(&["--lesson", "placing", "--language", "en-US"]), "F6-G7-G6\nnext\n"));
    assert!(out.contains("F6-G6-G7 is not allowed: G7 is in the central hexagon"), "{out}");
    assert!(!out.contains("Your answer"), "only a legal answer is said back in words: {out}");
    assert!(out.contains("Lesson 4 of 10: Moving and turning"), "{out}");
}

#[test]
fn the_lessons_speak_the_learners_language() {
    let out = flat(&session(&args(&["--lesson", "5", "--language", "de"]), "E5>G5-G3-G4\n"));
    assert!(out.contains("Lektion 5 von 10"), "{out}");
    assert!(out.contains("muss der PÜNCT auf einem deiner eigenen Punkte landen"), "{out}");
}

#[test]
fn the_picture_is_a_png_with_the_lesson_marked() {
    let dir = std::env::temp_dir().join(format!("punct-learn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("lesson.png");
    let out = session(
        &args(&["--lesson", "6", "--language", "en-US", "--picture", path.to_str().unwrap()]),
        "quit\n",
    );
    assert!(out.contains("The picture is in"), "{out}");
    let bytes = std::fs::read(&path).unwrap();
    let image = image::load_from_memory_with_format(&bytes, image::ImageFormat::Png).unwrap();
    assert!(image.width() > 0);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_lesson_screen_fits_80_columns() {
    for n in 1..=LESSONS.len() {
        let out = session(&args(&["--lesson", &n.to_string(), "--language", "en-US"]), "quit\n");
        // The prompt is followed by what the learner types (not echoed here).
        for line in out.lines().map(|l| l.trim_start_matches("Your move: ")) {
            assert!(line.chars().count() <= 80, "lesson {n}: {line}");
        }
    }
}

/// What `punct ARGS…` fails with, as the player reads it in `language`.
fn refusal(args: &[&str], language: &str) -> String {
    let cli = punct::cli::Cli::try_parse_from(std::iter::once("punct").chain(args.iter().copied())).unwrap();
    let mut out = Vec::new();
    let error = punct::cli::run(cli, &mut out).expect_err("bad input is refused");
    assert!(out.is_empty(), "nothing shown before the refusal: {}", String::from_utf8_lossy(&out));
    error.message(punct::service::Language::from_posix(language).unwrap())
}

#[test]
fn an_unknown_lesson_is_refused_with_the_numbers_and_names_there_are() {
    for wrong in ["11", "0", "bridge", ""] {
        let text = refusal(&["learn", "--lesson", wrong], "en-US");
        assert!(text.contains(&format!("--lesson {wrong}")), "{text}");
        assert!(text.contains("1 to 10") && text.contains("bridges") && text.contains("aim"), "{text}");
    }
    let german = refusal(&["learn", "--lesson", "brücken"], "de");
    assert!(german.contains("--lesson brücken") && german.contains("bridges"), "{german}");
    assert!(!german.contains("no such lesson"), "{german}");
}

#[test]
fn an_unknown_language_for_the_lessons_is_refused_not_english() {
    let text = refusal(&["learn", "--language", "xx"], "en-US");
    assert!(text.starts_with("--language xx: "), "{text}");
    assert!(text.contains("de") && text.contains("pl") && text.contains("en-US"), "{text}");
    let lang = refusal(&["--lang", "xx", "learn"], "en-US");
    assert!(lang.starts_with("--lang xx: "), "{lang}");
}

/// Once, `D4-C4-E6` in the pieces lesson got "is not a move" and the
/// notation, not what was wrong. It now says the cells are no piece's shape.
#[test]
fn three_cells_of_no_shape_are_called_so() {
    let out = flat(&session(&args(&["--lesson", "pieces", "--language", "en-US"]), "D4-C4-E6\nquit\n"));
    assert!(out.contains("D4-C4-E6 is not the shape of a piece"), "{out}");
    let out = flat(&session(&args(&["--lesson", "pieces", "--language", "en-US"]), "hello\nquit\n"));
    assert!(out.contains("“hello” is not a move"), "{out}");
}

/// The board part of a lesson's screen: from the heading to the list of marked cells.
fn board_of(out: &str, heading: &str) -> String {
    let start = out.find(heading).unwrap();
    let rest = &out[start..];
    let end = rest.find("Marked cells").unwrap_or(rest.len());
    rest[..end].to_string()
}

/// Once, the lessons spoke of "the marked sides" and listed marked
/// cells, but the text board marked none. Marked cells stand in brackets:
/// `(.)` empty, `(wT1)` occupied, as many as the list names.
#[test]
fn lessons_mark_their_cells_on_the_text_board() {
    let out = session(&args(&["--language", "en-US"]), "quit\n");
    let board = board_of(&out, "Lesson 1 of 10");
    assert_eq!(board.matches("(.)").count(), 14, "{board}");
    let line_of = |board: &str, row: &str| -> String {
        board
            .lines()
            .find(|l| l.trim_start().starts_with(row) && l.trim_end().ends_with(row))
            .unwrap()
            .to_string()
    };
    // A5 is the first cell of row 5's line (after the side's stroke); Q13
    // the last of row 13's (before it).
    let a5 = line_of(&board, "5");
    assert!(a5.split_whitespace().nth(1).is_some_and(|t| t.ends_with("(.)")), "{a5}");
    let q13 = line_of(&board, "13");
    let tokens: Vec<&str> = q13.split_whitespace().collect();
    assert!(tokens[tokens.len() - 2].starts_with("(.)"), "{q13}");
    // The jumping lesson marks E5 (its piece) and C5, C6, C7 (your piece).
    let out = session(&args(&["--lesson", "jumping", "--language", "en-US"]), "quit\n");
    let board = board_of(&out, "Lesson 5 of 10");
    let bracketed = board.matches('(').count();
    assert_eq!(bracketed, 4, "{board}");
    assert!(board.contains("(WE1)") || board.contains("(wE1)"), "{board}");
}

/// Like the piped input of the other tests, with a terminal's pause: it
/// prints where it waited for Enter.
struct Pausing(Vec<&'static str>);

impl punct::cli::play::LineReader for Pausing {
    fn read(
        &mut self,
        prompt: &str,
        _: &punct::rules::Position,
        out: &mut dyn std::io::Write,
    ) -> std::io::Result<punct::cli::play::Input> {
        write!(out, "{prompt}")?;
        Ok(if self.0.is_empty() {
            punct::cli::play::Input::End
        } else {
            punct::cli::play::Input::Line(self.0.remove(0).to_string())
        })
    }

    fn pause(
        &mut self,
        prompt: &str,
        out: &mut dyn std::io::Write,
    ) -> std::io::Result<punct::cli::play::Input> {
        writeln!(out, "[paused: {prompt}]")?;
        Ok(punct::cli::play::Input::Line(String::new()))
    }
}

/// Once, a right answer, the board after it and the next lesson
/// printed at once, so the praise scrolled away at 80×24. At a terminal the
/// next lesson waits for Enter (piped input, as in the other tests, goes
/// straight on); `quit` says how to come back to the same lesson, not to
/// lesson 1.
#[test]
fn a_right_answer_waits_for_enter_and_quit_says_how_to_come_back() {
    let mut out = Vec::new();
    let mut input = Pausing(vec!["A5-A6-B6", "D4-C4-E5", "quit"]);
    punct::cli::learn::learn_with(&args(&["--language", "en-US"]), &mut input, &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    let right = out.find("Right, that is a placement!").unwrap();
    let paused = out.find("[paused: Press Enter for the next lesson.]").expect(&out);
    let next = out.find("Lesson 2 of 10").unwrap();
    assert!(right < paused && paused < next, "{out}");
    assert_eq!(out.matches("[paused:").count(), 2, "{out}");
    assert!(flat(&out).contains("Type punct learn --lesson 3 to come back to this lesson"), "{out}");
    // Piped: no pause, and the same lessons.
    let piped = session(&args(&["--language", "en-US"]), "A5-A6-B6\nquit\n");
    assert!(piped.contains("Lesson 2 of 10") && flat(&piped).contains("punct learn --lesson 2"), "{piped}");
}
