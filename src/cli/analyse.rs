//! `analyse` in `punct play`: a board of one's own from the game's
//! position, where moves are tried for both sides, stepped through and
//! reset, and which the game never sees — the terminal's counterpart of
//! the analysis board on Discord (`/punct analyse`).
//!
//! It reads lines from the same [`LineReader`] as the game, so Tab
//! completes the moves of the board's position; `leave` (or `quit`,
//! Ctrl-C, Ctrl-D) returns to the game as it was. No hint here: the board
//! is for the player's own ideas, as on Discord during a game.

use std::io::Write;

use super::CliError;
use super::board_text::{BoardView, board_view};
use super::play::{
    Command, Input, LineReader, PlayArgs, checked_move_at, moves_summary, piece_moves, preview_at, write_png,
};
use crate::messages::{rules as rules_text, terminal};
use crate::rules::{Move, Position};

/// The board: the positions from the game's, each after one more move
/// tried, and how many of those moves are shown.
struct Board {
    positions: Vec<Position>,
    moves: Vec<Move>,
    shown: usize,
}

impl Board {
    fn shown(&self) -> &Position {
        &self.positions[self.shown]
    }

    /// Tries `mv` on the position shown: the moves that were ahead of it
    /// give way.
    fn push(&mut self, mv: Move, next: Position) {
        self.positions.truncate(self.shown + 1);
        self.moves.truncate(self.shown);
        self.positions.push(next);
        self.moves.push(mv);
        self.shown = self.moves.len();
    }
}

/// Runs the analysis board from `from` until `leave`, `quit`, Ctrl-C or
/// the end of the input; the game is not touched.
///
/// # Errors
/// Only when reading or writing fails.
pub(super) fn sandbox(
    args: &PlayArgs,
    from: &Position,
    input: &mut dyn LineReader,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let language = args.language;
    let mut board = Board { positions: vec![from.clone()], moves: Vec::new(), shown: 0 };
    writeln!(out, "{}", rules_text::plain(&terminal::analyse_start(language), input.width()))?;
    show(args, &board, out)?;
    loop {
        let prompt = terminal::analyse_prompt(language, board.shown().to_move());
        let line = match input.read(&prompt, board.shown(), out)? {
            Input::Line(line) => line,
            Input::Interrupted | Input::End => break,
        };
        let width = input.width();
        match Command::parse(&line) {
            Command::Empty => {}
            Command::Leave | Command::Quit => break,
            Command::Help => writeln!(out, "{}", terminal::analyse_help(language))?,
            Command::Rules => writeln!(out, "{}", rules_text::terminal_rules(language))?,
            Command::Board => show(args, &board, out)?,
            Command::Moves(None) => writeln!(out, "{}", moves_summary(language, board.shown()))?,
            Command::Moves(Some(text)) => writeln!(out, "{}", piece_moves(language, board.shown(), &text))?,
            Command::Hint => {
                writeln!(out, "{}", rules_text::plain(&terminal::analyse_no_hint(language), width))?
            }
            Command::Analyse => writeln!(out, "{}", terminal::analyse_again(language))?,
            Command::Reset => {
                board = Board { positions: vec![from.clone()], moves: Vec::new(), shown: 0 };
                writeln!(out, "{}", terminal::analyse_reset(language))?;
                show(args, &board, out)?;
            }
            Command::Undo | Command::Back(_) | Command::Forward(_) => {
                let wanted = match Command::parse(&line) {
                    Command::Forward(n) => board.shown.saturating_add(n).min(board.moves.len()),
                    Command::Back(n) => board.shown.saturating_sub(n),
                    _ => board.shown.saturating_sub(1),
                };
                if wanted == board.shown {
                    writeln!(out, "{}", terminal::no_further(language))?;
                } else {
                    board.shown = wanted;
                    show(args, &board, out)?;
                }
            }
            Command::Record => {
                let line = terminal::analyse_line(language, from.ply(), &board.moves[..board.shown]);
                writeln!(out, "{}", rules_text::plain(&line, width))?;
            }
            Command::Png(file) => writeln!(out, "{}", write_png(args, board.shown(), file.as_deref()))?,
            Command::Preview(None) => writeln!(out, "{}", terminal::preview_needs_move(language))?,
            Command::Preview(Some(text)) => preview_at(args, board.shown(), &text, width, out)?,
            Command::Move(_) if board.shown().is_over() => {
                writeln!(out, "{}", terminal::game_is_over(language))?
            }
            Command::Move(text) => {
                let Some((mv, landing, next)) = checked_move_at(args, board.shown(), &text, out)? else {
                    continue;
                };
                let mover = board.shown().to_move();
                board.push(mv, next);
                let said = terminal::played_in_words(language, mover, mv, landing);
                writeln!(out, "{}", rules_text::plain(&said, width))?;
                show(args, &board, out)?;
            }
        }
    }
    writeln!(out, "{}", terminal::analyse_left(language))?;
    Ok(())
}

/// The board's position shown and the lines under it: whose move, and
/// that this is the analysis board.
fn show(args: &PlayArgs, board: &Board, out: &mut impl Write) -> Result<(), CliError> {
    let position = board.shown();
    let view = BoardView { perspective: args.perspective(), ..BoardView::new(args.board, args.colour) };
    writeln!(out, "{}", board_view(position, &view))?;
    match position.outcome() {
        Some(outcome) => writeln!(out, "{}", terminal::game_over(args.language, outcome))?,
        None => writeln!(out, "{}", terminal::status(args.language, position, None))?,
    }
    writeln!(out, "{}", terminal::analyse_status(args.language, board.shown, board.moves.len()))?;
    Ok(())
}
