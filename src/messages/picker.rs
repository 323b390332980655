//! The move picker's words: its steps, menus, buttons and preview, for
//! `/punct move` without a move and a board's Move button.
//!
//! Fair play: a piece is described by its kind and cell and how many
//! moves it has — never by how good any of them is.

use crate::messages::fluent::tr;
use crate::messages::pictures;
use crate::messages::play::kind_name;
use crate::rules::{ByPlayer, Landing, Move, Position};
use crate::service::{GameId, Language, Piece, PieceChoice};

/// The picker's buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PickerButton {
    /// The board's button that opens the picker.
    Move,
    /// The way before the one shown.
    TurnBack,
    /// The way after the one shown.
    TurnOn,
    /// The other way (when there are two).
    Turn,
    /// Play the move shown.
    Play,
    /// One step back.
    Back,
    /// Close the picker.
    Cancel,
}

/// A picker button's label.
pub fn button(language: Language, button: PickerButton) -> String {
    match button {
        PickerButton::Move => tr!(language, "picker-button-move"),
        PickerButton::TurnBack => tr!(language, "picker-button-turn-back"),
        PickerButton::TurnOn => tr!(language, "picker-button-turn-on"),
        PickerButton::Turn => tr!(language, "picker-button-turn"),
        PickerButton::Play => tr!(language, "picker-button-play"),
        PickerButton::Back => tr!(language, "picker-button-back"),
        PickerButton::Cancel => tr!(language, "picker-button-cancel"),
    }
}

/// The picker's title: whose move in which game.
pub fn title(language: Language, game: GameId) -> String {
    tr!(language, "picker-title", game = game.to_string())
}

/// The first step's text: choose a piece (or, with none, that the game
/// passes for the player).
pub fn choose_piece(language: Language, pieces: usize) -> String {
    if pieces == 0 {
        return tr!(language, "picker-no-move");
    }
    tr!(language, "picker-choose-piece")
}

/// What the pieces menu shows when nothing is chosen.
pub fn piece_placeholder(language: Language) -> String {
    tr!(language, "picker-piece-placeholder")
}

/// A piece in the pieces menu: its label and its small print.
pub fn piece_option(language: Language, choice: &PieceChoice) -> (String, String) {
    let kind = kind_name(language, choice.kind);
    match choice.piece {
        Piece::OnBoard(cell) => (
            tr!(language, "picker-piece-on-board", cell = cell.to_string(), kind_name = kind),
            tr!(language, "picker-piece-moves", count = choice.moves),
        ),
        Piece::Reserve(_) => (
            tr!(language, "picker-piece-new", kind_name = kind),
            tr!(language, "picker-piece-left", left = u32::from(choice.left), count = choice.moves),
        ),
    }
}

/// The second step's text: where the chosen piece's PÜNCT can go.
pub fn choose_cell(language: Language, choice: &PieceChoice, cells: usize, split: bool) -> String {
    let kind = kind_name(language, choice.kind);
    let piece = match choice.piece {
        Piece::OnBoard(cell) => {
            tr!(language, "picker-the-piece-at", cell = cell.to_string(), kind_name = kind)
        }
        Piece::Reserve(_) => tr!(language, "picker-a-new-piece", kind_name = kind),
    };
    let text = tr!(language, "picker-choose-cell", piece = piece, count = cells);
    if split { format!("{text} {}", tr!(language, "picker-choose-column-first")) } else { text }
}

/// What the columns menu shows when nothing is chosen.
pub fn column_placeholder(language: Language) -> String {
    tr!(language, "picker-column-placeholder")
}

/// A column in the columns menu: its label and its small print.
pub fn column_option(language: Language, column: char, cells: usize) -> (String, String) {
    (
        tr!(language, "picker-column", column = column.to_string()),
        tr!(language, "picker-column-cells", count = cells),
    )
}

/// What the cells menu shows when nothing is chosen.
pub fn cell_placeholder(language: Language) -> String {
    tr!(language, "picker-cell-placeholder")
}

/// A cell in the cells menu: its small print (its label is the cell).
pub fn cell_ways(language: Language, ways: usize) -> String {
    tr!(language, "picker-cell-ways", count = ways)
}

/// The preview's text: the move in notation (as `/punct move` takes
/// it) and in words (the piece, where its PÜNCT goes, how it lands),
/// which way of how many, and that nothing is played.
pub fn preview(language: Language, mv: Move, how: Landing, way: usize, ways: usize) -> String {
    let punct = mv.footprint().map(|f| f.punct().to_string()).unwrap_or_default();
    let words = pictures::move_in_words(language, mv, Some(how));
    let mut text = tr!(language, "picker-preview", move = mv.to_string(), words = words);
    if ways > 1 {
        text.push(' ');
        text.push_str(&tr!(language, "picker-ways", way = way, ways = ways, cell = punct));
    }
    text.push(' ');
    text.push_str(&tr!(language, "picker-typed", move = mv.to_string()));
    text
}

/// The caption drawn over a preview's board: not played.
pub fn preview_caption(language: Language, mv: Move) -> String {
    tr!(language, "picker-preview-caption", move = mv.to_string())
}

/// The caption drawn over the first step's board (`piece`: none) or the
/// second's, which names the piece chosen: its PÜNCT cell, or the kind of
/// a new one.
pub fn choosing_caption(language: Language, piece: Option<Piece>) -> String {
    match piece {
        None => tr!(language, "picker-caption-pieces"),
        Some(Piece::OnBoard(cell)) => tr!(language, "picker-caption-cells", cell = cell.to_string()),
        Some(Piece::Reserve(kind)) => tr!(language, "picker-caption-new", kind = kind.to_string()),
    }
}

/// A preview's alt text: that it is a preview, then what the board after
/// the move shows.
pub fn preview_alt(language: Language, mv: Move, after: &Position, names: &ByPlayer<String>) -> String {
    let said = tr!(language, "picker-alt-preview", move = mv.to_string());
    alt_after(said, language, after, names)
}

/// The first two steps' alt text: the caption, which says what the framed
/// cells are, then what the board shows.
pub fn choosing_alt(
    language: Language,
    piece: Option<Piece>,
    now: &Position,
    names: &ByPlayer<String>,
) -> String {
    alt_after(choosing_caption(language, piece), language, now, names)
}

/// `said`, then the alt text of `position`, within the alt text's limit.
fn alt_after(said: String, language: Language, position: &Position, names: &ByPlayer<String>) -> String {
    let text = format!("{said} {}", pictures::alt_text(language, position, Some(names), None));
    text.chars().take(pictures::MAX_ALT_TEXT).collect()
}

/// Said above a picker shown again because the position changed.
pub fn stale(language: Language) -> String {
    tr!(language, "picker-stale")
}

/// The picker once its move was played.
pub fn played(language: Language, mv: Move) -> String {
    tr!(language, "picker-played", move = mv.to_string())
}

/// The picker once closed.
pub fn cancelled(language: Language) -> String {
    tr!(language, "picker-cancelled")
}
