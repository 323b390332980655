//! `punct play`: a game in the terminal, against the computer or between
//! two people at one keyboard.
//!
//! The loop reads lines from any [`LineReader`] and writes to any
//! [`Write`]: at a terminal the reader is a line editor with history and
//! Tab completion of moves (`line_editor`); otherwise plain lines
//! are read, which is what tests and scripts drive. Every sentence comes
//! from [`messages::terminal`](crate::messages::terminal); unreadable and
//! illegal moves get the same explanations as in Discord. Every move,
//! typed or the computer's, is said back in notation and in words (the
//! piece, where its PÜNCT went, how it landed), and `preview MOVE` shows
//! the board after a move without playing it.
//!
//! The board is printed once per turn: after the computer's reply, or
//! after a move when a person plays next. When the game ends the session
//! stays open for a last look (`back`, `forward`, `png`, `record`) until
//! `quit`, Ctrl-C or Ctrl-D, which all print the record.

use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use clap::Args;

use super::CliError;
use super::board_text::{BoardSize, BoardView, board_view};
use super::game_args::read_game;
use crate::messages::{pictures, play as wording, rules as rules_text, terminal};
use crate::render::{RenderOptions, render_png};
use crate::rules::{Cell, GameRecord, Kind, Landing, Move, Player, Position, Variant};
use crate::service::MoveChooser;
use crate::service::computer::{self, Engine};
use crate::service::{Assist, Language, Level};

/// Arguments of `punct play`.
#[derive(Debug, Clone, Args)]
pub struct PlayArgs {
    /// basic or standard (a record's [Variant "…"] line wins over it).
    #[arg(long, default_value = "standard")]
    pub variant: Variant,
    /// Play against the computer at this level: easy, medium, hard or expert. Without it, two people share the keyboard.
    #[arg(long)]
    pub ai: Option<Level>,
    /// Your colour against the computer: white (moves first) or black.
    #[arg(long, default_value = "white")]
    pub color: Player,
    /// Seed for the computer's choices: the same seed and moves give the same game. Without it, a new one each game, printed at the start and in the record.
    #[arg(long)]
    pub seed: Option<u64>,
    /// The text board: compact (19 lines, fits 80×24) or large (33 lines, oriented like the pictures).
    #[arg(long, value_enum, default_value = "compact")]
    pub board: BoardSize,
    /// Go on from a game record in FILE (as `record` or the end of a game prints it).
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
    /// Go on after these moves (a plain list or a numbered record), after --record's.
    #[arg(long, default_value = "")]
    pub moves: String,
    /// ANSI colours on the board: set when stdout is a terminal and NO_COLOR is unset.
    #[arg(skip)]
    pub colour: bool,
    /// The language of every sentence and picture: set from `punct --lang` or the terminal's locale.
    #[arg(skip)]
    pub language: Language,
}

impl Default for PlayArgs {
    fn default() -> PlayArgs {
        PlayArgs {
            variant: Variant::Standard,
            ai: None,
            color: Player::White,
            // Tests and lessons replay the same game; the command line
            // leaves it unset, for a new game each time.
            seed: Some(1),
            board: BoardSize::Compact,
            record: None,
            moves: String::new(),
            colour: false,
            language: Language::ENGLISH,
        }
    }
}

impl PlayArgs {
    /// The computer's level and colour, if it plays.
    fn computer(&self) -> Option<(Level, Player)> {
        self.ai.map(|level| (level, self.color.opponent()))
    }

    /// The help Tab's suggestions may give: coaching against the
    /// computer, none between two people (fair play).
    pub fn assist(&self) -> Assist {
        Assist::in_game(self.ai.is_some(), false)
    }

    /// The computer's seed (set by [`play_with`] when none was given).
    fn seed(&self) -> u64 {
        self.seed.unwrap_or(1)
    }

    /// Whose side of the table is at the bottom of the board and of `png`'s
    /// pictures: the player's against the computer, else White's.
    pub(super) fn perspective(&self) -> Player {
        if self.ai.is_some() { self.color } else { Player::White }
    }

    /// The human's colour against the computer.
    fn you(&self) -> Option<Player> {
        self.ai.map(|_| self.color)
    }
}

/// What reading one line gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// A line, without its end.
    Line(String),
    /// Ctrl-C at the prompt.
    Interrupted,
    /// Ctrl-D, or the end of the input.
    End,
}

/// Where the lines of a game come from: a line editor at a terminal, plain
/// lines otherwise.
pub trait LineReader {
    /// Shows `prompt` and reads one line; `position` is the one moves are
    /// typed for (for completion).
    ///
    /// # Errors
    /// Reading or writing failed.
    fn read(&mut self, prompt: &str, position: &Position, out: &mut dyn Write) -> io::Result<Input>;

    /// Whether Ctrl-C was pressed away from the prompt (while the computer
    /// thinks) since the last call. At the prompt [`Input::Interrupted`]
    /// says it; elsewhere only a terminal can send it.
    fn interrupted(&mut self) -> bool {
        false
    }

    /// Waits for Enter after `prompt`, so that what was just printed (a
    /// verdict, the board after a right answer) is read before the next
    /// lesson or puzzle scrolls it away at 80×24. Only a terminal waits:
    /// plain lines (a pipe, a script, a test) go straight on, reading
    /// nothing.
    ///
    /// # Errors
    /// Reading or writing failed.
    fn pause(&mut self, _prompt: &str, _out: &mut dyn Write) -> io::Result<Input> {
        Ok(Input::Line(String::new()))
    }

    /// The width of the terminal in columns, within which long answers
    /// (a hint) wrap between words: 80 unless a terminal says otherwise.
    fn width(&mut self) -> usize {
        80
    }
}

/// Plain lines from any [`BufRead`]: a pipe, a file, a test's script.
pub struct PlainLines<R>(pub R);

impl<R: BufRead> LineReader for PlainLines<R> {
    fn read(&mut self, prompt: &str, _position: &Position, out: &mut dyn Write) -> io::Result<Input> {
        write!(out, "{prompt}")?;
        out.flush()?;
        let mut line = String::new();
        if self.0.read_line(&mut line)? == 0 {
            writeln!(out)?;
            return Ok(Input::End);
        }
        Ok(Input::Line(line))
    }
}

/// One line of input, understood.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Command {
    Empty,
    Help,
    Rules,
    Board,
    Moves(Option<String>),
    Hint,
    Undo,
    Back(usize),
    Forward(usize),
    Record,
    Png(Option<String>),
    /// `preview MOVE`: the board after MOVE, nothing played.
    Preview(Option<String>),
    /// `analyse`: a board of one's own from the position, for both sides.
    Analyse,
    /// `reset` on the analysis board: back to the game's position.
    Reset,
    /// `leave` the analysis board.
    Leave,
    Quit,
    /// Anything else is read as a move.
    Move(String),
}

/// The words of the commands, for completion.
pub const COMMAND_WORDS: [&str; 17] = [
    "help", "rules", "board", "moves", "preview", "hint", "undo", "back", "forward", "record", "png", "quit",
    "pass", "exit", "analyse", "reset", "leave",
];

/// The command word before a move to preview, followed by a space: Tab
/// completes what comes after it as a move.
pub const PREVIEW: &str = "preview";

impl Command {
    pub(super) fn parse(line: &str) -> Command {
        let line = line.trim();
        let (first, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        // The rest of the line, so that file names may hold spaces.
        let rest = Some(rest.trim()).filter(|r| !r.is_empty()).map(str::to_string);
        let steps = || rest.as_deref().and_then(|r| r.parse().ok()).unwrap_or(1);
        match first.to_ascii_lowercase().as_str() {
            "" => Command::Empty,
            "help" | "?" => Command::Help,
            "rules" => Command::Rules,
            "board" => Command::Board,
            "moves" => Command::Moves(rest),
            "hint" => Command::Hint,
            "undo" => Command::Undo,
            "back" => Command::Back(steps()),
            "forward" => Command::Forward(steps()),
            "record" => Command::Record,
            "png" => Command::Png(rest),
            "preview" => Command::Preview(rest),
            "analyse" | "analyze" => Command::Analyse,
            "reset" => Command::Reset,
            "leave" => Command::Leave,
            "quit" | "exit" => Command::Quit,
            _ => Command::Move(line.to_string()),
        }
    }
}

/// A game in progress: every position so far, so moves can be taken back
/// and looked at again.
struct Game {
    positions: Vec<Position>,
    moves: Vec<Move>,
    /// A past position on show (`back`), as the number of moves before it.
    view: Option<usize>,
    /// Whether the end has been announced.
    announced: bool,
}

impl Game {
    fn from_record(record: &GameRecord) -> Result<Game, CliError> {
        Ok(Game { positions: record.positions()?, moves: record.moves.clone(), view: None, announced: false })
    }

    fn position(&self) -> &Position {
        // Never empty: `undo` keeps the starting position.
        &self.positions[self.positions.len() - 1]
    }

    /// The position on show: a past one after `back`, else the latest.
    fn shown(&self) -> &Position {
        self.view.and_then(|n| self.positions.get(n)).unwrap_or_else(|| self.position())
    }

    fn push(&mut self, m: Move, next: Position) {
        self.positions.push(next);
        self.moves.push(m);
        self.view = None;
    }

    fn pop(&mut self) -> Option<Move> {
        if self.moves.is_empty() {
            return None;
        }
        self.positions.pop();
        self.view = None;
        self.announced = false;
        self.moves.pop()
    }

    fn record(&self) -> GameRecord {
        GameRecord { variant: self.position().variant(), moves: self.moves.clone() }
    }
}

/// Plays a game reading plain lines from `input` (see [`play_with`]).
///
/// # Errors
/// Only when reading or writing fails, or the starting record is bad.
pub fn play(args: &PlayArgs, input: &mut impl BufRead, out: &mut impl Write) -> Result<GameRecord, CliError> {
    play_with(args, &mut PlainLines(input), out)
}

/// Plays a game reading commands from `input`, writing to `out`, until
/// `quit`, Ctrl-C, Ctrl-D or the end of the input; prints the record and
/// returns it.
///
/// # Errors
/// Only when reading or writing fails, or the starting record is bad; bad
/// input at the prompt gets an explanation.
pub fn play_with(
    args: &PlayArgs,
    input: &mut dyn LineReader,
    out: &mut impl Write,
) -> Result<GameRecord, CliError> {
    let start = read_game(args.variant, args.record.as_deref(), &args.moves)?;
    let mut game = Game::from_record(&start)?;
    let args = &PlayArgs { seed: Some(args.seed.unwrap_or_else(new_seed)), ..args.clone() };
    writeln!(out, "{}", terminal::welcome(args.language, game.position().variant(), args.computer()))?;
    if args.ai.is_some() {
        writeln!(out, "{}", rules_text::plain(&terminal::seed(args.language, args.seed()), 80))?;
    }
    if !computer_to_move(args, game.position()) {
        show(args, &game, out)?;
    }
    loop {
        if game.position().is_over() && !game.announced {
            writeln!(out, "{}", terminal::after_the_end(args.language))?;
            game.announced = true;
        }
        if computer_to_move(args, game.position()) {
            match computer_turn(args, &mut game, input, out)? {
                Turn::Played => continue,
                Turn::Interrupted => break,
            }
        }
        let prompt = if game.position().is_over() {
            terminal::prompt_after_end(args.language)
        } else {
            terminal::prompt(args.language, game.position().to_move())
        };
        let line = match input.read(&prompt, game.position(), out)? {
            Input::Line(line) => line,
            Input::Interrupted | Input::End => break,
        };
        let width = input.width();
        let command = Command::parse(&line);
        if command == Command::Analyse {
            super::analyse::sandbox(args, game.position(), input, out)?;
            show(args, &game, out)?;
            continue;
        }
        if !handle(args, &mut game, command, width, out)? {
            break;
        }
    }
    if !game.position().is_over() {
        writeln!(out, "{}", terminal::quit(args.language))?;
    }
    let record = game.record();
    writeln!(out, "{}", record_text(args, &game))?;
    Ok(record)
}

/// A seed for a game whose seed was not given: a different one each
/// game, short enough to type back (`--seed`).
fn new_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos()),
    );
    hasher.finish() % 1_000_000
}

/// The record as `record` and the end print it: with the result and,
/// against the computer, its seed.
fn record_text(args: &PlayArgs, game: &Game) -> String {
    let seed = args.ai.map(|_| args.seed());
    terminal::record(args.language, &game.record(), game.position(), seed)
}

/// Whether the computer plays next.
fn computer_to_move(args: &PlayArgs, position: &Position) -> bool {
    !position.is_over() && args.computer().is_some_and(|(_, colour)| position.to_move() == colour)
}

/// Carries out one command; `width` is the terminal's. False when the
/// player quits.
fn handle(
    args: &PlayArgs,
    game: &mut Game,
    command: Command,
    width: usize,
    out: &mut impl Write,
) -> Result<bool, CliError> {
    match command {
        Command::Empty => {}
        Command::Help => writeln!(out, "{}", terminal::help(args.language))?,
        Command::Rules => writeln!(out, "{}", rules_text::terminal_rules(args.language))?,
        Command::Board => {
            game.view = None;
            show(args, game, out)?;
        }
        Command::Moves(None) => writeln!(out, "{}", moves_summary(args.language, game.position()))?,
        Command::Moves(Some(text)) => {
            writeln!(out, "{}", piece_moves(args.language, game.position(), &text))?
        }
        Command::Hint => hint(args, game.position(), width, out)?,
        Command::Undo => undo(args, game, out)?,
        Command::Back(n) => step(args, game, -i64::try_from(n).unwrap_or(i64::MAX), out)?,
        Command::Forward(n) => step(args, game, i64::try_from(n).unwrap_or(i64::MAX), out)?,
        Command::Record => writeln!(out, "{}", record_text(args, game))?,
        Command::Png(file) => writeln!(out, "{}", write_png(args, game.shown(), file.as_deref()))?,
        Command::Quit => return Ok(false),
        Command::Analyse | Command::Reset | Command::Leave => {
            writeln!(out, "{}", terminal::analyse_only(args.language))?
        }
        Command::Move(_) | Command::Preview(_) if game.position().is_over() => {
            writeln!(out, "{}", terminal::game_is_over(args.language))?
        }
        Command::Move(text) => human_move(args, game, &text, width, out)?,
        Command::Preview(None) => writeln!(out, "{}", terminal::preview_needs_move(args.language))?,
        Command::Preview(Some(text)) => preview(args, game, &text, width, out)?,
    }
    Ok(true)
}

/// `hint`: against the computer, the advice of the engine thinking at
/// least at `hard` (whatever the opponent's level, and saying which);
/// between two people, none (fair play: the computer judges no move of a
/// game between people).
pub(super) fn hint(
    args: &PlayArgs,
    position: &Position,
    width: usize,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let Some(opponent) = args.ai else {
        writeln!(out, "{}", rules_text::plain(&terminal::hint_between_people(args.language), width))?;
        return Ok(());
    };
    let level = computer::hint_level(opponent);
    if !position.is_over() {
        write!(out, "{}", terminal::thinking(args.language, level))?;
        out.flush()?;
    }
    let hint = computer::hint(position, level, args.seed(), 3);
    if !position.is_over() {
        writeln!(out)?;
    }
    writeln!(out, "{}", terminal::hint(args.language, &hint, position.to_move(), opponent, width))?;
    Ok(())
}

/// `back` and `forward`: shows a position `by` moves from the one on show.
fn step(args: &PlayArgs, game: &mut Game, by: i64, out: &mut impl Write) -> Result<(), CliError> {
    let total = game.moves.len();
    let now = game.view.unwrap_or(total);
    let now_signed = i64::try_from(now).unwrap_or(i64::MAX);
    let target = usize::try_from(now_signed.saturating_add(by).max(0)).unwrap_or(0).min(total);
    if target == now {
        writeln!(out, "{}", terminal::no_further(args.language))?;
        return Ok(());
    }
    game.view = (target < total).then_some(target);
    show(args, game, out)
}

/// Reads and checks a move typed for the latest position: the move, the
/// position after it and how it lands; or `None` once the same
/// explanation as Discord's is printed (unreadable, or not allowed).
fn checked_move(
    args: &PlayArgs,
    game: &Game,
    text: &str,
    out: &mut impl Write,
) -> Result<Option<(Move, Landing, Position)>, CliError> {
    checked_move_at(args, game.position(), text, out)
}

/// As [`checked_move`], for the move typed for `position`.
pub(super) fn checked_move_at(
    args: &PlayArgs,
    position: &Position,
    text: &str,
    out: &mut impl Write,
) -> Result<Option<(Move, Landing, Position)>, CliError> {
    let m: Move = match text.parse() {
        Ok(m) => m,
        Err(error) => {
            let error = wording::unreadable_move(args.language, text, &error);
            writeln!(out, "{}", terminal::not_understood(args.language, &error))?;
            return Ok(None);
        }
    };
    match position.check(m).and_then(|landing| Ok((landing, position.play(m)?))) {
        Ok((landing, next)) => Ok(Some((m, landing, next))),
        Err(error) => {
            writeln!(out, "{}", wording::illegal_move(args.language, &error))?;
            Ok(None)
        }
    }
}

/// Reads, checks and plays a move typed by the player to move, and says
/// it back in notation and in words, wrapped at `width`.
fn human_move(
    args: &PlayArgs,
    game: &mut Game,
    text: &str,
    width: usize,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let Some((m, landing, next)) = checked_move(args, game, text, out)? else { return Ok(()) };
    let mover = game.position().to_move();
    game.push(m, next);
    let said = terminal::played_in_words(args.language, mover, m, landing);
    writeln!(out, "{}", rules_text::plain(&said, width))?;
    if computer_to_move(args, game.position()) { Ok(()) } else { show(args, game, out) }
}

/// `preview MOVE`: the board after the move, the move marked as a last
/// move is, headed by the move in words and followed by what it would
/// change — and nothing played: the game, its moves and the position on
/// show stay as they were.
fn preview(
    args: &PlayArgs,
    game: &Game,
    text: &str,
    width: usize,
    out: &mut impl Write,
) -> Result<(), CliError> {
    preview_at(args, game.position(), text, width, out)
}

/// As [`preview`], for a move typed for `position`.
pub(super) fn preview_at(
    args: &PlayArgs,
    position: &Position,
    text: &str,
    width: usize,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let Some((m, landing, after)) = checked_move_at(args, position, text, out)? else { return Ok(()) };
    let heading = terminal::preview(args.language, m, landing);
    writeln!(out, "{}", rules_text::plain(&heading, width))?;
    let view = BoardView { perspective: args.perspective(), ..BoardView::new(args.board, args.colour) };
    writeln!(out, "{}", board_view(&after, &view))?;
    let after = terminal::preview_after(args.language, m, position, &after);
    writeln!(out, "{}", rules_text::plain(&after, width))?;
    Ok(())
}

/// How the computer's turn ended.
enum Turn {
    /// It moved (or had no move).
    Played,
    /// The player pressed Ctrl-C while it thought: the game ends here.
    Interrupted,
}

/// How often the wait for the computer's move looks for a Ctrl-C.
const INTERRUPT_POLL: Duration = Duration::from_millis(50);

/// The computer chooses and plays; its seed depends on the move number,
/// so a game replays exactly. It thinks on a thread of its own so that a
/// Ctrl-C meanwhile ends the game with its record printed, as at the
/// prompt; the abandoned search ends with the process.
fn computer_turn(
    args: &PlayArgs,
    game: &mut Game,
    input: &mut dyn LineReader,
    out: &mut impl Write,
) -> Result<Turn, CliError> {
    let Some((level, _)) = args.computer() else { return Ok(Turn::Played) };
    let thinking = terminal::thinking(args.language, level);
    write!(out, "{thinking}")?;
    out.flush()?;
    let seed = args.seed().wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(game.position().ply());
    let (sender, receiver) = mpsc::channel();
    let position = game.position().clone();
    let search = thread::spawn(move || sender.send(Engine.choose_move(&position, level, seed)));
    let chosen = loop {
        if input.interrupted() {
            writeln!(out)?;
            return Ok(Turn::Interrupted);
        }
        match receiver.recv_timeout(INTERRUPT_POLL) {
            Ok(chosen) => break chosen,
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            // The search ended without an answer: it panicked, and so
            // does the game, as it did when the search ran here.
            Err(mpsc::RecvTimeoutError::Disconnected) => match search.join() {
                Err(panic) => std::panic::resume_unwind(panic),
                Ok(_) => break None,
            },
        }
    };
    let Some(m) = chosen else {
        writeln!(out)?;
        return Ok(Turn::Played);
    };
    let reply = match game.position().check(m) {
        Ok(landing) => terminal::computer_reply_in_words(args.language, &thinking, m, landing, input.width()),
        Err(_) => terminal::computer_reply(args.language, m),
    };
    let mut next = game.position().clone();
    next.play_unchecked(m);
    game.push(m, next);
    writeln!(out, "{reply}")?;
    show(args, game, out)?;
    Ok(Turn::Played)
}

/// Takes back the last move, and against the computer its reply too, so it
/// is the player's turn again.
fn undo(args: &PlayArgs, game: &mut Game, out: &mut impl Write) -> Result<(), CliError> {
    // At the prompt against the computer, its reply was the last move
    // (unless the player's own move ended the game).
    let last_was_computers = game.position().ply() > 0 && game.position().to_move() == args.color;
    let count = if args.ai.is_some() && last_was_computers { 2 } else { 1 };
    if game.moves.len() < count {
        writeln!(out, "{}", terminal::nothing_to_undo(args.language))?;
        return Ok(());
    }
    let mut taken: Vec<Move> = (0..count).filter_map(|_| game.pop()).collect();
    taken.reverse();
    writeln!(out, "{}", terminal::undone(args.language, &taken))?;
    show(args, game, out)
}

/// The board on show and the lines under it: the status, the result, or
/// which past position it is.
fn show(args: &PlayArgs, game: &Game, out: &mut impl Write) -> Result<(), CliError> {
    let position = game.shown();
    let view = BoardView { perspective: args.perspective(), ..BoardView::new(args.board, args.colour) };
    writeln!(out, "{}", board_view(position, &view))?;
    if let Some(n) = game.view {
        writeln!(out, "{}", terminal::viewing(args.language, n, game.moves.len()))?;
    } else if let Some(outcome) = position.outcome() {
        writeln!(out, "{}", terminal::game_over(args.language, outcome))?;
    } else {
        writeln!(out, "{}", terminal::status(args.language, position, args.you()))?;
    }
    Ok(())
}

/// `png FILE`: a picture of the position on show, from the player's side
/// against the computer. Says what happened; a failure is reported, not
/// fatal.
pub(super) fn write_png(args: &PlayArgs, position: &Position, file: Option<&str>) -> String {
    let Some(file) = file else { return terminal::png_needs_file(args.language) };
    if !has_extension(Path::new(file), "png") {
        return terminal::wrong_extension(args.language, file, "png");
    }
    let options = RenderOptions {
        perspective: args.perspective(),
        words: pictures::words(args.language),
        ..RenderOptions::default()
    };
    let bytes = match render_png(position, &options) {
        Ok(bytes) => bytes,
        Err(error) => return terminal::png_not_drawn(args.language, &error.to_string()),
    };
    match std::fs::write(file, &bytes) {
        Ok(()) => terminal::png_written(args.language, file, bytes.len()),
        Err(error) => terminal::png_not_written(args.language, file, &error.to_string()),
    }
}

/// Whether `path` ends in `.extension`, in any case.
pub(super) fn has_extension(path: &Path, extension: &str) -> bool {
    path.extension().and_then(|e| e.to_str()).is_some_and(|e| e.eq_ignore_ascii_case(extension))
}

/// `moves`: placements counted, movements per piece.
pub(super) fn moves_summary(language: Language, position: &Position) -> String {
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
    terminal::moves_summary(language, position, placements, &pieces)
}

/// `moves F5`: every move of the piece whose PÜNCT is at that cell.
pub(super) fn piece_moves(language: Language, position: &Position, text: &str) -> String {
    let cell: Cell = match text.parse() {
        Ok(cell) => cell,
        Err(error) => return terminal::bad_cell(language, text, &error),
    };
    let mut moves = position.moves_from(cell);
    if moves.is_empty() {
        return terminal::no_movable_piece(language, cell, position.top_owner(cell), position.to_move());
    }
    moves.sort_by_key(Move::to_string);
    terminal::piece_moves(language, cell, &moves)
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
        assert_eq!(Command::parse("back"), Command::Back(1));
        assert_eq!(Command::parse("back 5"), Command::Back(5));
        assert_eq!(Command::parse("forward"), Command::Forward(1));
        assert_eq!(Command::parse("rules"), Command::Rules);
        assert_eq!(
            Command::parse("Preview  f5>h7 h8 i8 "),
            Command::Preview(Some("f5>h7 h8 i8".to_string()))
        );
        assert_eq!(Command::parse("preview"), Command::Preview(None));
        assert_eq!(Command::parse("Analyse"), Command::Analyse);
        assert_eq!(Command::parse("leave"), Command::Leave);
    }
}
