//! The board as text for the terminal, in two sizes.
//!
//! Every cell shows its top dot in three characters: the owner (`W`/`B`
//! for the piece's PÜNCT, `w`/`b` for a minor dot), the piece's letter
//! (T C E M L R, the same on all three dots of a piece) and the height of
//! the stack (`+` above 9). Two dots of one piece side by side on a line
//! are joined by `-`. An empty cell is `.`, an empty cell of the central
//! hexagon `+`.
//!
//! **Compact** (the default, 19 lines, fits 80×24 with the status and the
//! prompt): each text line is one row, numbered at both ends, row 17 at
//! the top; this is the picture turned a twelfth of a turn anticlockwise.
//! Columns then run down and to the right, two characters per line, and
//! each column's letter stands just past both of its ends, so the letters
//! form a ruler along the edges of the hexagon.
//!
//! ```text
//!                        J   K   L   M   N   O   P
//! 17               H   I   .   .   .   .   .   .   .   Q                  17
//! 16             G   .   .   .   .   .   .   .   .   .   .                16
//! ```
//!
//! **Large** (33 lines, for tall terminals): the same orientation as the
//! pictures, columns vertical with their letters above and below, a cell
//! `(col, row)` on line `2·row − col`; rows run diagonally down to the
//! right and are numbered beside their first and last cells.

use crate::rules::{CENTRAL_HEXAGON, Cell, Dot, Footprint, Player, Position};

/// Which of the two layouts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum BoardSize {
    /// 19 lines: rows are lines, for an 80×24 terminal.
    #[default]
    Compact,
    /// 33 lines, columns vertical as in the pictures.
    Large,
}

/// How a piece of text is coloured when colour is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Style {
    Plain,
    Label,
    Empty,
    Centre,
    White,
    Black,
    WhiteLast,
    BlackLast,
}

impl Style {
    /// The ANSI escape that starts this style.
    fn escape(self) -> &'static str {
        match self {
            Style::Plain => "",
            Style::Label => "\x1b[2m",
            Style::Empty => "\x1b[2m",
            Style::Centre => "\x1b[33m",
            Style::White => "\x1b[30;107m",
            Style::Black => "\x1b[97;40m",
            Style::WhiteLast => "\x1b[1;4;30;107m",
            Style::BlackLast => "\x1b[1;4;97;40m",
        }
    }
}

/// A text canvas: lines of characters, each with a style.
struct Canvas {
    lines: Vec<Vec<(char, Style)>>,
}

impl Canvas {
    fn new(height: usize) -> Canvas {
        Canvas { lines: vec![Vec::new(); height] }
    }

    fn put(&mut self, line: usize, x: usize, text: &str, style: Style) {
        let Some(row) = self.lines.get_mut(line) else { return };
        for (k, c) in text.chars().enumerate() {
            if row.len() <= x + k {
                row.resize(x + k + 1, (' ', Style::Plain));
            }
            row[x + k] = (c, style);
        }
    }

    fn render(&self, colour: bool) -> String {
        let mut out = String::new();
        for (n, line) in self.lines.iter().enumerate() {
            if n > 0 {
                out.push('\n');
            }
            let end = line.iter().rposition(|(c, _)| *c != ' ').map_or(0, |i| i + 1);
            let mut current = Style::Plain;
            for &(c, style) in &line[..end] {
                if colour && style != current {
                    out.push_str("\x1b[0m");
                    out.push_str(style.escape());
                    current = style;
                }
                out.push(c);
            }
            if colour && current != Style::Plain {
                out.push_str("\x1b[0m");
            }
        }
        out
    }
}

/// The board in the chosen layout; `colour` adds ANSI colours.
pub fn board_text(position: &Position, size: BoardSize, colour: bool) -> String {
    match size {
        BoardSize::Compact => compact(position).render(colour),
        BoardSize::Large => large(position).render(colour),
    }
}

/// The three characters of one cell and their style.
pub fn cell_token(position: &Position, cell: Cell) -> String {
    token(position, cell, None).0
}

fn token(position: &Position, cell: Cell, last: Option<Footprint>) -> (String, Style) {
    let Some(dot) = top_dot(position, cell) else {
        return if CENTRAL_HEXAGON.contains(cell) {
            (" + ".to_string(), Style::Centre)
        } else {
            (" . ".to_string(), Style::Empty)
        };
    };
    let owner = match (dot.owner, dot.is_punct) {
        (Player::White, true) => 'W',
        (Player::White, false) => 'w',
        (Player::Black, true) => 'B',
        (Player::Black, false) => 'b',
    };
    let height = position.height(cell);
    let height = if height > 9 { '+' } else { char::from(b'0' + height) };
    let is_last = last.is_some_and(|f| f.contains(cell));
    let style = match (dot.owner, is_last) {
        (Player::White, false) => Style::White,
        (Player::White, true) => Style::WhiteLast,
        (Player::Black, false) => Style::Black,
        (Player::Black, true) => Style::BlackLast,
    };
    (format!("{owner}{}{height}", dot.kind.letter()), style)
}

fn top_dot(position: &Position, cell: Cell) -> Option<Dot> {
    position.stack(cell).last().copied()
}

/// Characters left of the compact board, for the row number.
const COMPACT_LEFT: usize = 4;
/// The compact board's half-cell steps from its left edge (A9) to its right (Q9).
const COMPACT_STEPS: usize = 32;

/// Half-cell steps from the left edge of the compact board to `(col, row)`,
/// for positions one step off the board too.
fn compact_step(col: i32, row: i32) -> usize {
    usize::try_from(2 * col - row + 7).unwrap_or(0)
}

fn compact_x(col: i32, row: i32) -> usize {
    COMPACT_LEFT + 2 * compact_step(col, row)
}

/// The line of row `row` (row 18 is the top line of letters, row 0 the bottom one).
fn compact_line(row: i32) -> usize {
    usize::try_from(18 - row).unwrap_or(0)
}

fn compact(position: &Position) -> Canvas {
    let last = position.last_move().and_then(|m| m.footprint());
    let mut canvas = Canvas::new(19);
    let right = COMPACT_LEFT + 2 * COMPACT_STEPS + 4;
    for row in 1..=17 {
        let line = compact_line(row);
        canvas.put(line, 0, &format!("{row:>2}"), Style::Label);
        canvas.put(line, right, &format!("{row:>2}"), Style::Label);
    }
    for cell in Cell::ALL.iter() {
        let (col, row) = (i32::from(cell.col()), i32::from(cell.row()));
        let (text, style) = token(position, cell, last);
        canvas.put(compact_line(row), compact_x(col, row), &text, style);
        let joined = cell.offset(1, 0).is_some_and(|next| same_piece(position, cell, next));
        if joined {
            canvas.put(compact_line(row), compact_x(col, row) + 3, "-", style);
        }
    }
    for col in 1..=17u8 {
        let letter = char::from(b'A' + col - 1).to_string();
        let cells: Vec<Cell> = Cell::ALL.iter().filter(|c| c.col() == col).collect();
        let (Some(bottom), Some(top)) =
            (cells.iter().map(|c| c.row()).min(), cells.iter().map(|c| c.row()).max())
        else {
            continue;
        };
        let c = i32::from(col);
        for row in [i32::from(top) + 1, i32::from(bottom) - 1] {
            canvas.put(compact_line(row), compact_x(c, row) + 1, &letter, Style::Label);
        }
    }
    canvas
}

/// Whether the top dots at `a` and `b` belong to one piece.
fn same_piece(position: &Position, a: Cell, b: Cell) -> bool {
    match (top_dot(position, a), top_dot(position, b)) {
        (Some(x), Some(y)) => x.piece == y.piece,
        _ => false,
    }
}

/// Characters per column of the large board: cells of one text line are
/// two columns (8 characters) apart, room for a row number between them.
const LARGE_COLUMN: usize = 4;
/// Characters left of column A of the large board, for row numbers.
const LARGE_LEFT: usize = 4;
/// One above the large board's top line index (`2·row − col`, 24 for H16
/// and J17).
const LARGE_TOP: i32 = 25;
/// Lines of the large board: the letters, lines 24 down to −6, the letters.
const LARGE_LINES: usize = 33;

fn large_x(col: i32) -> usize {
    let column = i32::try_from(LARGE_COLUMN).unwrap_or(4);
    usize::try_from(i32::try_from(LARGE_LEFT).unwrap_or(0) + (col - 1) * column).unwrap_or(0)
}

fn large_line(col: i32, row: i32) -> usize {
    usize::try_from(LARGE_TOP - (2 * row - col)).unwrap_or(0)
}

fn large(position: &Position) -> Canvas {
    let last = position.last_move().and_then(|m| m.footprint());
    let mut canvas = Canvas::new(LARGE_LINES);
    for col in 1..=17u8 {
        let letter = char::from(b'A' + col - 1).to_string();
        let x = large_x(i32::from(col)) + 1;
        canvas.put(0, x, &letter, Style::Label);
        canvas.put(LARGE_LINES - 1, x, &letter, Style::Label);
    }
    for cell in Cell::ALL.iter() {
        let (col, row) = (i32::from(cell.col()), i32::from(cell.row()));
        let (text, style) = token(position, cell, last);
        canvas.put(large_line(col, row), large_x(col), &text, style);
    }
    for row in 1..=17u8 {
        let cols: Vec<i32> =
            Cell::ALL.iter().filter(|c| c.row() == row).map(|c| i32::from(c.col())).collect();
        let (Some(&first), Some(&last_col)) = (cols.iter().min(), cols.iter().max()) else { continue };
        let r = i32::from(row);
        // On the text line of the row's end cell, beside it: the slot of
        // the neighbouring column on that line is always free.
        let left = large_x(first).saturating_sub(3);
        canvas.put(large_line(first, r), left, &format!("{row:>2}"), Style::Label);
        canvas.put(large_line(last_col, r), large_x(last_col) + 4, &format!("{row}"), Style::Label);
    }
    canvas
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn every_cell_is_drawn_once_in_both_sizes() {
        for size in [BoardSize::Compact, BoardSize::Large] {
            let text = board_text(&Position::new(Variant::Standard), size, false);
            let tokens = text.split_whitespace().filter(|t| *t == "." || *t == "+").count();
            assert_eq!(tokens, 211, "{text}");
            assert_eq!(text.split_whitespace().filter(|t| *t == "+").count(), 19);
            assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        }
    }

    #[test]
    fn a_piece_shows_its_owner_letter_height_and_punct() {
        let position = Position::new(Variant::Standard).play("B2-B3-C3".parse().unwrap()).unwrap();
        let text = board_text(&position, BoardSize::Compact, false);
        assert_eq!(text.matches("WT1").count(), 1, "{text}");
        assert_eq!(text.matches("wT1").count(), 2, "{text}");
        // B3 and C3 lie side by side on row 3's line: joined.
        assert!(text.contains("wT1-wT1"), "{text}");
    }

    #[test]
    fn the_compact_board_fits_19_lines_and_colour_adds_only_escapes() {
        let position = crate::rules::GameRecord::from_moves(Variant::Basic, "B2-B3-C3 I9-I10-J10")
            .unwrap()
            .replay()
            .unwrap();
        let plain = board_text(&position, BoardSize::Compact, false);
        assert_eq!(plain.lines().count(), 19, "{plain}");
        let coloured = board_text(&position, BoardSize::Compact, true);
        assert!(coloured.contains("\x1b["));
        assert_eq!(strip_ansi(&coloured), plain);
    }

    fn strip_ansi(text: &str) -> String {
        let mut out = String::new();
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                for d in chars.by_ref() {
                    if d == 'm' {
                        break;
                    }
                }
            } else {
                out.push(c);
            }
        }
        out
    }
}
