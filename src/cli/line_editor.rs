//! The prompt of `punct play` at a terminal: line editing and history
//! (arrow keys, Ctrl-R…) by `rustyline`, and Tab completion of legal moves
//! with the same suggestions as Discord's autocomplete
//! ([`crate::messages::suggest`]), as much help as the [`Assist`] of the
//! command allows: neutral between two people and in puzzles, coaching
//! against the computer and in lessons.
//!
//! rustyline rather than reedline: the loop reads one line at a time, which
//! is rustyline's model, and it is a smaller dependency.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};

use rustyline::completion::{Completer, Pair};
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{CompletionType, Config, Context, Editor, Helper};

use super::play::{COMMAND_WORDS, Input, LineReader, PREVIEW};
use crate::messages::suggest::suggest;
use crate::rules::Position;
use crate::service::{Assist, Language};

/// Completes moves for the position at the prompt, and the command words
/// of the loop reading (`punct play`'s, `punct puzzle`'s, `punct learn`'s).
struct MoveHelper {
    position: Position,
    words: &'static [&'static str],
    language: Language,
    assist: Assist,
}

impl Completer for MoveHelper {
    type Candidate = Pair;

    fn complete(&self, line: &str, pos: usize, _ctx: &Context<'_>) -> rustyline::Result<(usize, Vec<Pair>)> {
        let typed = line.get(..pos).unwrap_or(line);
        Ok((0, completions(self.language, &self.position, self.words, typed, self.assist)))
    }
}

/// What Tab offers for `typed`: the `words` it begins, then moves
/// labelled in `language`, as much help as `assist` allows. After
/// `preview ` (where the loop has that word), the moves that fit the
/// rest, offered exactly as for a move typed alone: the same suggestions
/// and labels, the same `assist`, `preview ` kept in front.
fn completions(
    language: Language,
    position: &Position,
    words: &[&str],
    typed: &str,
    assist: Assist,
) -> Vec<Pair> {
    if let Some((command, rest)) = preview_parts(words, typed) {
        return suggest(language, position, rest, assist)
            .into_iter()
            .map(|choice| Pair { display: choice.name, replacement: format!("{command}{}", choice.value) })
            .collect();
    }
    let lower = typed.trim_start().to_ascii_lowercase();
    let mut pairs: Vec<Pair> = words
        .iter()
        .filter(|w| !lower.is_empty() && w.starts_with(&lower))
        // `preview` always takes a move: the space before it comes with it.
        .map(|w| Pair { display: (*w).to_string(), replacement: preview_space(w) })
        .collect();
    pairs.extend(
        suggest(language, position, typed, assist)
            .into_iter()
            .map(|choice| Pair { display: choice.name, replacement: choice.value }),
    );
    pairs
}

/// A command word as Tab completes it: `preview` with the space its move
/// follows, the others alone.
fn preview_space(word: &str) -> String {
    if word == PREVIEW { format!("{word} ") } else { word.to_string() }
}

/// `typed` split after a leading `preview ` (in any case, spaces kept),
/// when `words` has `preview`: the command as typed and the move after it.
fn preview_parts<'t>(words: &[&str], typed: &'t str) -> Option<(&'t str, &'t str)> {
    if !words.contains(&PREVIEW) {
        return None;
    }
    let start = typed.len() - typed.trim_start().len();
    let word_end = start + PREVIEW.len();
    let word = typed.get(start..word_end)?;
    let after = typed.get(word_end..)?;
    if !word.eq_ignore_ascii_case(PREVIEW) || !after.starts_with(char::is_whitespace) {
        return None;
    }
    let rest = after.trim_start();
    Some((&typed[..typed.len() - rest.len()], rest))
}

impl Hinter for MoveHelper {
    type Hint = String;
}

impl Highlighter for MoveHelper {}

impl Validator for MoveHelper {}

impl Helper for MoveHelper {}

/// Set by Ctrl-C away from the prompt; at the prompt the terminal is in
/// raw mode and rustyline reads Ctrl-C as a key.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// A line editor over the terminal.
pub struct LineEditor {
    editor: Editor<MoveHelper, DefaultHistory>,
}

impl LineEditor {
    /// An editor for `punct play`, whose Tab lists every suggestion,
    /// labelled in `language`, with the help `assist` allows.
    ///
    /// # Errors
    /// The terminal could not be set up.
    pub fn new(language: Language, position: &Position, assist: Assist) -> rustyline::Result<LineEditor> {
        LineEditor::with_words(language, position, &COMMAND_WORDS, assist)
    }

    /// An editor whose Tab offers `words` (the commands of the loop that
    /// reads) and the legal moves, labelled in `language`, with the help
    /// `assist` allows.
    ///
    /// # Errors
    /// The terminal could not be set up.
    pub fn with_words(
        language: Language,
        position: &Position,
        words: &'static [&'static str],
        assist: Assist,
    ) -> rustyline::Result<LineEditor> {
        let config = Config::builder().completion_type(CompletionType::List).auto_add_history(true).build();
        let mut editor = Editor::with_config(config)?;
        editor.set_helper(Some(MoveHelper { position: position.clone(), words, language, assist }));
        // One handler per process: should one be in place already, Ctrl-C
        // away from the prompt keeps ending the program at once, as it
        // always did.
        if let Err(error) = ctrlc::set_handler(|| INTERRUPTED.store(true, Ordering::SeqCst)) {
            tracing::debug!(%error, "Ctrl-C while the computer thinks will end the program at once");
        }
        Ok(LineEditor { editor })
    }
}

impl LineReader for LineEditor {
    fn read(&mut self, prompt: &str, position: &Position, out: &mut dyn Write) -> io::Result<Input> {
        out.flush()?;
        if self.interrupted() {
            // Pressed while the board was being printed: the same as at
            // the prompt.
            return Ok(Input::Interrupted);
        }
        if let Some(helper) = self.editor.helper_mut() {
            helper.position = position.clone();
        }
        read(self.editor.readline(prompt))
    }

    fn interrupted(&mut self) -> bool {
        INTERRUPTED.swap(false, Ordering::SeqCst)
    }

    fn pause(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Input> {
        out.flush()?;
        read(self.editor.readline(prompt))
    }

    fn width(&mut self) -> usize {
        self.editor.dimensions().map_or(80, |(columns, _)| usize::from(columns).max(20))
    }
}

/// What rustyline's answer means to the prompt: a line, Ctrl-C, the end
/// of input, or an error.
fn read(answer: Result<String, ReadlineError>) -> io::Result<Input> {
    match answer {
        Ok(line) => Ok(Input::Line(line)),
        Err(ReadlineError::Interrupted) => Ok(Input::Interrupted),
        Err(ReadlineError::Eof) => Ok(Input::End),
        Err(ReadlineError::Io(error)) => Err(error),
        Err(other) => Err(io::Error::other(other.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn tab_offers_what_discord_offers_after_the_command_words() {
        let position = Position::new(Variant::Standard);
        let en = Language::ENGLISH;
        let against_computer = Assist::in_game(true, false);
        let values: Vec<String> = completions(en, &position, &COMMAND_WORDS, "c5", against_computer)
            .into_iter()
            .map(|p| p.replacement)
            .collect();
        let discord: Vec<String> =
            suggest(en, &position, "c5", against_computer).into_iter().map(|c| c.value).collect();
        assert_eq!(values, discord);
        let words: Vec<String> = completions(en, &position, &COMMAND_WORDS, "b", against_computer)
            .into_iter()
            .map(|p| p.replacement)
            .collect();
        assert_eq!(words.first().map(String::as_str), Some("board"));
        assert!(words.contains(&"back".to_string()), "{words:?}");
    }

    /// `preview ` and a move's start offer what the move's start alone
    /// offers, through the same suggestions with the same help: coaching
    /// against the computer, neutral between two people.
    #[test]
    fn tab_after_preview_offers_the_moves_as_for_a_move() {
        let position = Position::new(Variant::Standard);
        let en = Language::ENGLISH;
        for assist in [Assist::in_game(true, false), Assist::in_game(false, false)] {
            for (typed, move_part) in [("preview c5", "c5"), ("  Preview  C5-C6", "C5-C6"), ("preview ", "")]
            {
                let pairs = completions(en, &position, &COMMAND_WORDS, typed, assist);
                let expected = suggest(en, &position, move_part, assist);
                assert!(!pairs.is_empty(), "{typed:?}");
                assert_eq!(pairs.len(), expected.len(), "{typed:?}");
                for (pair, choice) in pairs.iter().zip(&expected) {
                    assert_eq!(pair.display, choice.name);
                    let command = &typed[..typed.len() - move_part.len()];
                    assert_eq!(pair.replacement, format!("{command}{}", choice.value));
                }
            }
        }
        let pre = completions(en, &position, &COMMAND_WORDS, "pre", Assist::in_game(false, false));
        assert_eq!(pre.first().map(|p| p.replacement.as_str()), Some("preview "));
        // Where the loop has no `preview` (puzzles, lessons), it is not read so.
        assert!(preview_parts(&crate::cli::puzzle_play::PUZZLE_WORDS, "preview c5").is_none());
        assert!(preview_parts(&COMMAND_WORDS, "previewc5").is_none());
    }

    fn offered(words: &[&str], typed: &str) -> Vec<String> {
        let position = Position::new(Variant::Standard);
        completions(Language::ENGLISH, &position, words, typed, Assist::PUZZLE)
            .into_iter()
            .map(|p| p.replacement)
            .collect()
    }

    #[test]
    fn tab_in_punct_puzzle_offers_the_puzzles_words_and_moves_not_plays() {
        use crate::cli::puzzle_play::PUZZLE_WORDS;
        assert_eq!(offered(&PUZZLE_WORDS, "s"), ["solution"]);
        assert_eq!(offered(&PUZZLE_WORDS, "n").first().map(String::as_str), Some("next"));
        let b = offered(&PUZZLE_WORDS, "b");
        assert_eq!(b.first().map(String::as_str), Some("board"));
        assert!(!b.contains(&"back".to_string()), "{b:?}");
        for play_only in ["h", "u", "f", "r", "m", "pa"] {
            let words = offered(&PUZZLE_WORDS, play_only);
            assert!(!words.iter().any(|w| COMMAND_WORDS.contains(&w.as_str())), "{play_only}: {words:?}");
        }
        let moves = offered(&PUZZLE_WORDS, "c5");
        let discord: Vec<String> =
            suggest(Language::ENGLISH, &Position::new(Variant::Standard), "c5", Assist::PUZZLE)
                .into_iter()
                .map(|c| c.value)
                .collect();
        assert_eq!(moves, discord, "moves, as /punct puzzle offers them");
    }

    /// What a neutral list may show of a move: its landing (the rules' word
    /// for it), nothing judged. The label with the move's own text taken
    /// out, so moves that land alike compare equal.
    fn neutral_remainder(pair: &Pair) -> String {
        pair.display.replace(&pair.replacement, "")
    }

    /// Once, Tab in `punct puzzle` listed `I6>I2-J2-J3 — wins the
    /// game` first, the solution of puzzle 0a6e9a8dc4. For every shipped
    /// puzzle, with nothing typed and with the first characters of each
    /// solution: the puzzle's words, then the pieces by cell and the moves
    /// in the notation's order, and every move of one landing labelled
    /// alike, so neither a label nor a place in the list singles out an
    /// answer.
    #[test]
    fn tab_in_punct_puzzle_never_singles_out_the_answer() {
        use crate::cli::puzzle_play::PUZZLE_WORDS;
        use crate::rules::Move;
        let en = Language::ENGLISH;
        let mut lists = 0;
        for puzzle in crate::puzzles::all() {
            let position = puzzle.position().expect("it replays");
            let mut typed: Vec<String> = vec![String::new()];
            for solution in &puzzle.solutions {
                let text = solution.to_string();
                typed.extend((1..=text.len().min(6)).map(|n| text[..n].to_string()));
            }
            for typed in &typed {
                let pairs = completions(en, &position, &PUZZLE_WORDS, typed, Assist::PUZZLE);
                lists += 1;
                let mut landings: std::collections::HashMap<String, String> = Default::default();
                let moves: Vec<Move> = pairs.iter().filter_map(|p| p.replacement.parse().ok()).collect();
                let mut sorted = moves.clone();
                sorted.sort_by_cached_key(|m| {
                    m.to_string()
                        .split(['>', '-'])
                        .filter_map(|c| c.parse().ok())
                        .collect::<Vec<crate::rules::Cell>>()
                });
                let exact = typed.parse::<Move>().ok().filter(|m| moves.first() == Some(m));
                let listed: Vec<Move> = moves.iter().copied().filter(|m| Some(*m) != exact).collect();
                let mut listed_sorted = sorted.clone();
                listed_sorted.retain(|m| Some(*m) != exact);
                assert_eq!(listed, listed_sorted, "{} {typed:?}: not in the notation's order", puzzle.id);
                for pair in pairs.iter() {
                    assert!(!pair.display.contains("wins"), "{} {typed:?}: {}", puzzle.id, pair.display);
                    let Some(m) = pair.replacement.parse::<Move>().ok().filter(|m| Some(*m) != exact) else {
                        continue;
                    };
                    let landing = format!("{:?}", position.check(m).expect("legal"));
                    let remainder = neutral_remainder(pair);
                    let seen = landings.entry(format!("{landing}{:?}", m.footprint().map(|f| f.kind())));
                    assert_eq!(
                        seen.or_insert_with(|| remainder.clone()),
                        &remainder,
                        "{} {typed:?}",
                        puzzle.id
                    );
                }
            }
        }
        assert!(lists > 1000, "{lists}");
    }

    #[test]
    fn tab_in_punct_learn_offers_the_lessons_words() {
        use crate::cli::learn::LEARN_WORDS;
        assert_eq!(offered(&LEARN_WORDS, "b").first().map(String::as_str), Some("back"));
        assert!(!offered(&LEARN_WORDS, "b").contains(&"board".to_string()));
        assert_eq!(offered(&LEARN_WORDS, "pl"), ["play"]);
        assert!(offered(&LEARN_WORDS, "u").iter().all(|w| w != "undo"));
    }
}
