//! `punct play`: a game in the terminal, against the computer or between
//! two people at one keyboard.
//!
//! The loop reads from any [`BufRead`] and writes to any [`Write`], so a
//! test can play a whole scripted game. Every sentence comes from
//! [`messages::terminal`](crate::messages::terminal); unreadable and
//! illegal moves get the same explanations as in Discord.

use std::io::{BufRead, Write};

use clap::Args;

use super::CliError;
use super::board_text::board_text;
use crate::messages::{play as wording, terminal};
use crate::render::{RenderOptions, render_png};
use crate::rules::{Cell, GameRecord, Kind, Move, Player, Position, Variant};
use crate::service::Level;
use crate::service::MoveChooser;
use crate::service::computer::{self, Engine};

/// Arguments of `punct play`.
#[derive(Debug, Clone, Args)]
pub struct PlayArgs {
    /// basic or standard.
    #[arg(long, default_value = "standard")]
    pub variant: Variant,
    /// Play against the computer at this level: easy, medium or hard. Without it, two people share the keyboard.
    #[arg(long)]
    pub ai: Option<Level>,
    /// Your colour against the computer: white (moves first) or black.
    #[arg(long, default_value = "white")]
    pub color: Player,
    /// Seed for the computer's choices: the same seed and moves give the same game.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

impl PlayArgs {
    /// The computer's level and colour, if it plays.
    fn computer(&self) -> Option<(Level, Player)> {
        self.ai.map(|level| (level, self.color.opponent()))
    }

    /// The level that answers `hint`: the opponent's, or medium.
    fn hint_level(&self) -> Level {
        self.ai.unwrap_or(Level::Medium)
    }
}

/// One line of input, understood.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Command {
    Empty,
    Help,
    Board,
    Moves(Option<String>),
    Hint,
    Undo,
    Record,
    Png(Option<String>),
    Quit,
    /// Anything else is read as a move.
    Move(String),
}

impl Command {
    fn parse(line: &str) -> Command {
        let line = line.trim();
        let (first, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        // The rest of the line, so that file names may hold spaces.
        let rest = Some(rest.trim()).filter(|r| !r.is_empty()).map(str::to_string);
        match first.to_ascii_lowercase().as_str() {
            "" => Command::Empty,
            "help" | "?" => Command::Help,
            "board" => Command::Board,
            "moves" => Command::Moves(rest),
            "hint" => Command::Hint,
            "undo" => Command::Undo,
            "record" => Command::Record,
            "png" => Command::Png(rest),
            "quit" | "exit" => Command::Quit,
            _ => Command::Move(line.to_string()),
        }
    }
}

/// A game in progress: every position so far, so moves can be taken back.
struct Game {
    positions: Vec<Position>,
    moves: Vec<Move>,
}

impl Game {
    fn new(variant: Variant) -> Game {
        Game { positions: vec![Position::new(variant)], moves: Vec::new() }
    }

    fn position(&self) -> &Position {
        // Never empty: `undo` keeps the starting position.
        &self.positions[self.positions.len() - 1]
    }

    fn push(&mut self, m: Move, next: Position) {
        self.positions.push(next);
        self.moves.push(m);
    }

    fn pop(&mut self) -> Option<Move> {
        if self.moves.is_empty() {
            return None;
        }
        self.positions.pop();
        self.moves.pop()
    }

    fn record(&self) -> GameRecord {
        GameRecord { variant: self.position().variant(), moves: self.moves.clone() }
    }
}

/// Plays a game reading commands from `input`, writing to `out`, until it
/// ends, `quit`, or the input ends; prints the record and returns it.
///
/// # Errors
/// Only when reading or writing fails; bad input gets an explanation.
pub fn play(args: &PlayArgs, input: &mut impl BufRead, out: &mut impl Write) -> Result<GameRecord, CliError> {
    let mut game = Game::new(args.variant);
    writeln!(out, "{}", terminal::welcome(args.variant, args.computer()))?;
    show(&game, out)?;
    loop {
        if let Some(outcome) = game.position().outcome() {
            writeln!(out, "{}", terminal::game_over(outcome))?;
            break;
        }
        if let Some((level, colour)) = args.computer()
            && game.position().to_move() == colour
        {
            computer_turn(args, level, &mut game, out)?;
            continue;
        }
        write!(out, "{}", terminal::prompt(game.position().to_move()))?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            writeln!(out, "{}", terminal::QUIT)?;
            break;
        }
        if !handle(args, &mut game, Command::parse(&line), out)? {
            writeln!(out, "{}", terminal::QUIT)?;
            break;
        }
    }
    let record = game.record();
    writeln!(out, "{}", terminal::record(&record))?;
    Ok(record)
}

/// Carries out one command. False when the player quits.
fn handle(
    args: &PlayArgs,
    game: &mut Game,
    command: Command,
    out: &mut impl Write,
) -> Result<bool, CliError> {
    match command {
        Command::Empty => {}
        Command::Help => writeln!(out, "{}", terminal::HELP)?,
        Command::Board => show(game, out)?,
        Command::Moves(None) => writeln!(out, "{}", moves_summary(game.position()))?,
        Command::Moves(Some(text)) => writeln!(out, "{}", piece_moves(game.position(), &text))?,
        Command::Hint => {
            let suggestions = computer::hint(game.position(), args.hint_level(), args.seed, 3);
            writeln!(out, "{}", terminal::hint(&suggestions))?;
        }
        Command::Undo => undo(args, game, out)?,
        Command::Record => writeln!(out, "{}", terminal::record(&game.record()))?,
        Command::Png(file) => writeln!(out, "{}", write_png(args, game.position(), file.as_deref()))?,
        Command::Quit => return Ok(false),
        Command::Move(text) => human_move(game, &text, out)?,
    }
    Ok(true)
}

/// Reads, checks and plays a move typed by the player to move.
fn human_move(game: &mut Game, text: &str, out: &mut impl Write) -> Result<(), CliError> {
    let m: Move = match text.parse() {
        Ok(m) => m,
        Err(error) => {
            writeln!(out, "{}", terminal::not_understood(&wording::unreadable_move(text, &error)))?;
            return Ok(());
        }
    };
    let mover = game.position().to_move();
    match game.position().play(m) {
        Ok(next) => {
            game.push(m, next);
            writeln!(out, "{}", terminal::played(mover, m))?;
            show(game, out)
        }
        Err(error) => {
            writeln!(out, "{}", wording::illegal_move(&error))?;
            Ok(())
        }
    }
}

/// The computer chooses and plays; its seed depends on the ply, so a game
/// replays exactly.
fn computer_turn(
    args: &PlayArgs,
    level: Level,
    game: &mut Game,
    out: &mut impl Write,
) -> Result<(), CliError> {
    writeln!(out, "{}", terminal::thinking(level))?;
    out.flush()?;
    let seed = args.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(game.position().ply());
    let Some(m) = Engine.choose_move(game.position(), level, seed) else { return Ok(()) };
    let mut next = game.position().clone();
    next.play_unchecked(m);
    game.push(m, next);
    writeln!(out, "{}", terminal::computer_plays(level, m))?;
    show(game, out)
}

/// Takes back the last move, and against the computer its reply too, so it
/// is the player's turn again.
fn undo(args: &PlayArgs, game: &mut Game, out: &mut impl Write) -> Result<(), CliError> {
    // At the prompt against the computer, its reply was the last move.
    let count = if args.ai.is_some() { 2 } else { 1 };
    // Only the computer's opening move: nothing of the player's to take back.
    if game.moves.len() < count {
        writeln!(out, "{}", terminal::NOTHING_TO_UNDO)?;
        return Ok(());
    }
    let mut taken: Vec<Move> = (0..count).filter_map(|_| game.pop()).collect();
    taken.reverse();
    writeln!(out, "{}", terminal::undone(&taken))?;
    show(game, out)
}

fn show(game: &Game, out: &mut impl Write) -> Result<(), CliError> {
    writeln!(out, "{}", board_text(game.position()))?;
    writeln!(out, "{}", terminal::LEGEND)?;
    if !game.position().is_over() {
        writeln!(out, "{}", terminal::status(game.position()))?;
    }
    Ok(())
}

/// `png FILE`: a picture of the position, from the player's side against
/// the computer. Says what happened; a failure is reported, not fatal.
fn write_png(args: &PlayArgs, position: &Position, file: Option<&str>) -> String {
    let Some(file) = file else { return terminal::PNG_NEEDS_FILE.to_string() };
    let perspective = if args.ai.is_some() { args.color } else { Player::White };
    let options = RenderOptions { perspective, ..RenderOptions::default() };
    let bytes = match render_png(position, &options) {
        Ok(bytes) => bytes,
        Err(error) => return terminal::png_not_drawn(&error.to_string()),
    };
    match std::fs::write(file, &bytes) {
        Ok(()) => terminal::png_written(file, bytes.len()),
        Err(error) => terminal::png_not_written(file, &error.to_string()),
    }
}

/// `moves`: placements counted, movements per piece.
fn moves_summary(position: &Position) -> String {
    let legal = position.legal_moves();
    let placements = legal.iter().filter(|m| matches!(m, Move::Place(_))).count();
    let mut pieces: Vec<(Cell, Kind, usize)> = Vec::new();
    for piece in position.pieces().filter(|p| p.owner == position.to_move()) {
        let from = piece.footprint.punct();
        let count = legal.iter().filter(|m| m.from() == Some(from)).count();
        if count > 0 {
            pieces.push((from, piece.kind, count));
        }
    }
    pieces.sort();
    terminal::moves_summary(position, placements, &pieces)
}

/// `moves F5`: every move of the piece whose PÜNCT is at that cell.
fn piece_moves(position: &Position, text: &str) -> String {
    let cell: Cell = match text.parse() {
        Ok(cell) => cell,
        Err(error) => return terminal::bad_cell(text, &error),
    };
    let mut moves = position.moves_from(cell);
    if moves.is_empty() {
        return terminal::no_movable_piece(cell, position.top_owner(cell), position.to_move());
    }
    moves.sort_by_key(Move::to_string);
    terminal::piece_moves(cell, &moves)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_and_moves_are_told_apart() {
        assert_eq!(Command::parse("  \n"), Command::Empty);
        assert_eq!(Command::parse("MOVES f5\n"), Command::Moves(Some("f5".to_string())));
        assert_eq!(Command::parse("moves"), Command::Moves(None));
        assert_eq!(Command::parse("png my board.png"), Command::Png(Some("my board.png".to_string())));
        assert_eq!(Command::parse("c5 c6 d6"), Command::Move("c5 c6 d6".to_string()));
        assert_eq!(Command::parse("f5 -> h7 h8 i8"), Command::Move("f5 -> h7 h8 i8".to_string()));
        assert_eq!(Command::parse("Quit"), Command::Quit);
    }
}
