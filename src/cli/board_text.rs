//! The board as text for the terminal, in two sizes, placed by the
//! pictures' own geometry ([`board_offset`]): the same side of the table
//! at the bottom (Black's view turned 180°, as `png` draws it), and the
//! six sides drawn beside their edge cells.
//!
//! Every cell shows its top dot in three characters: the owner (`W`/`B`
//! for the piece's PÜNCT, `w`/`b` for a minor dot), the piece's letter
//! (T C E M L R, the same on all three dots of a piece) and the height of
//! the stack (`+` above 9). Two dots of one piece side by side on a line
//! are joined by `-`. An empty cell is `.`, an empty cell of the central
//! hexagon `+`. A cell a lesson marks stands in brackets: `(.)`,
//! `(wT1)`.
//!
//! Each side is a line of strokes just outside its seven cells (beside
//! them, or above and below the compact board's rows 17 and 1), drawn
//! along it (`\`, `/`, `|`, `_`, `‾`); opposite sides are parallel, so
//! the two sides drawn alike are a pair to connect — and with colour on,
//! they have the colours of the pictures' bands (columns blue, rows
//! orange, diagonals green).
//!
//! **Compact** (the default, 19 lines, fits 80×24 with the status and the
//! prompt): each text line is one row, numbered at both ends; this is the
//! picture turned a twelfth of a turn anticlockwise (row 17 on top for
//! White), the only way a hexagon's rows fit 19 lines. Columns then run
//! down and to the right, two characters per line, and each column's
//! letter stands just past both of its ends, so the letters form a ruler
//! along the edges of the hexagon.
//!
//! ```text
//!                        J _ K _ L _ M _ N _ O _ P
//! 17               H   I   .   .   .   .   .   .   .   Q                  17
//! 16             G / .   .   .   .   .   .   .   .   .   . \              16
//! ```
//!
//! **Large** (33 lines, for tall terminals): exactly the pictures' way
//! round, columns vertical with their letters above and below, half a
//! cell a line; rows run diagonally down to the right and are numbered
//! beside their first and last cells.

use crate::render::board_offset;
use crate::rules::{Axis, CENTRAL_HEXAGON, Cell, Dot, Footprint, Player, Position};

/// Which of the two layouts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum BoardSize {
    /// 19 lines: rows are lines, for an 80×24 terminal.
    #[default]
    Compact,
    /// 33 lines, columns vertical as in the pictures.
    Large,
}

/// How to draw a board: its size, colour, whose side is at the bottom,
/// and the cells to mark.
#[derive(Clone, Copy, Debug)]
pub struct BoardView<'a> {
    /// Compact or large.
    pub size: BoardSize,
    /// ANSI colours.
    pub colour: bool,
    /// Whose side of the table is at the bottom, as in the pictures.
    pub perspective: Player,
    /// Cells drawn in brackets (a lesson's).
    pub marked: &'a [Cell],
}

impl BoardView<'_> {
    /// White's view, nothing marked.
    pub fn new(size: BoardSize, colour: bool) -> BoardView<'static> {
        BoardView { size, colour, perspective: Player::White, marked: &[] }
    }
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
    Marked,
    Side(Axis),
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
            Style::Marked => "\x1b[1;95m",
            // The pictures' band colours: blue, orange, green.
            Style::Side(Axis::Columns) => "\x1b[1;38;5;33m",
            Style::Side(Axis::Rows) => "\x1b[1;38;5;208m",
            Style::Side(Axis::Diagonals) => "\x1b[1;38;5;34m",
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

    /// Whether the character at `(line, x)` is a space (or beyond the line).
    fn is_blank(&self, line: usize, x: usize) -> bool {
        self.lines.get(line).is_some_and(|row| row.get(x).is_none_or(|(c, _)| *c == ' '))
    }

    /// Puts one character where nothing is drawn yet.
    fn put_if_blank(&mut self, line: usize, x: usize, c: char, style: Style) {
        if self.is_blank(line, x) {
            self.put(line, x, &c.to_string(), style);
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

/// The board in the chosen layout, from White's side, nothing marked;
/// `colour` adds ANSI colours.
pub fn board_text(position: &Position, size: BoardSize, colour: bool) -> String {
    board_view(position, &BoardView::new(size, colour))
}

/// The board as `view` says.
pub fn board_view(position: &Position, view: &BoardView<'_>) -> String {
    let mut canvas = Canvas::new(lines(view.size));
    let grid = Grid { size: view.size, perspective: view.perspective };
    cells(&mut canvas, &grid, position, view.marked);
    sides(&mut canvas, &grid);
    match view.size {
        BoardSize::Compact => compact_labels(&mut canvas, &grid),
        BoardSize::Large => large_labels(&mut canvas, &grid),
    }
    canvas.render(view.colour)
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

/// Lines of each layout.
fn lines(size: BoardSize) -> usize {
    match size {
        BoardSize::Compact => 19,
        BoardSize::Large => 33,
    }
}

/// The line and the character column of I9's centre, in each layout.
const COMPACT_MIDDLE: (f32, f32) = (9.0, 37.0);
const LARGE_MIDDLE: (f32, f32) = (16.0, 37.0);
/// Where the compact board's row numbers stand, left and right.
const COMPACT_NUMBERS: (usize, usize) = (0, 72);

/// Where points of the board fall on the text: the pictures' geometry
/// ([`board_offset`]) scaled to characters and lines.
struct Grid {
    size: BoardSize,
    perspective: Player,
}

impl Grid {
    /// The (line, character) of the centre of fractional `(col, row)`,
    /// unrounded. Large: the picture itself, 4 characters a column and
    /// two lines a cell. Compact: the picture turned a twelfth of a turn
    /// anticlockwise (rows become lines), 4 characters a cell along a row.
    fn point(&self, col: f32, row: f32) -> (f32, f32) {
        let (across, up) = board_offset(col, row, self.perspective);
        match self.size {
            BoardSize::Compact => {
                (COMPACT_MIDDLE.0 - up - across / 2.0, COMPACT_MIDDLE.1 + 3.0 * across - 2.0 * up)
            }
            BoardSize::Large => (LARGE_MIDDLE.0 - 2.0 * up, LARGE_MIDDLE.1 + 4.0 * across),
        }
    }

    /// The (line, character) of a cell's centre (or of a point one step
    /// off the board, for letters and sides).
    fn at(&self, col: i32, row: i32) -> (usize, usize) {
        #[allow(clippy::cast_precision_loss)] // coordinates within ±20
        let (line, x) = self.point(col as f32, row as f32);
        (whole(line), whole(x))
    }
}

/// A non-negative position, rounded.
fn whole(v: f32) -> usize {
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // clamped, within a canvas
    let v = v.round().max(0.0) as usize;
    v
}

fn coords(cell: Cell) -> (i32, i32) {
    (i32::from(cell.col()), i32::from(cell.row()))
}

/// Every cell's token, the joins between dots of one piece side by side,
/// and the brackets of marked cells.
fn cells(canvas: &mut Canvas, grid: &Grid, position: &Position, marked: &[Cell]) {
    let last = position.last_move().and_then(|m| m.footprint());
    for cell in Cell::ALL.iter() {
        let (col, row) = coords(cell);
        let (line, x) = grid.at(col, row);
        let (mut text, style) = token(position, cell, last);
        if marked.contains(&cell) && text.starts_with(' ') {
            text = format!("({})", text.trim());
        }
        canvas.put(line, x.saturating_sub(1), &text, style);
    }
    for cell in Cell::ALL.iter() {
        let Some(next) = cell.offset(1, 0) else { continue };
        let ((line, x), (other_line, other_x)) =
            (grid.at(coords(cell).0, coords(cell).1), grid.at(coords(next).0, coords(next).1));
        if line == other_line && x.abs_diff(other_x) == 4 && same_piece(position, cell, next) {
            let style = token(position, cell, last).1;
            canvas.put(line, x.min(other_x) + 2, "-", style);
        }
    }
    for &cell in marked {
        if top_dot(position, cell).is_some() {
            let (line, x) = grid.at(coords(cell).0, coords(cell).1);
            canvas.put_if_blank(line, x.saturating_sub(2), '(', Style::Marked);
            canvas.put_if_blank(line, x + 2, ')', Style::Marked);
        }
    }
}

/// Whether the top dots at `a` and `b` belong to one piece.
fn same_piece(position: &Position, a: Cell, b: Cell) -> bool {
    match (top_dot(position, a), top_dot(position, b)) {
        (Some(x), Some(y)) => x.piece == y.piece,
        _ => false,
    }
}

/// The six neighbours of a cell, as (Δcol, Δrow).
const NEIGHBOURS: [(i32, i32); 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)];

/// Whether `(col, row)` is a cell of the board.
fn on_board(col: i32, row: i32) -> bool {
    match (u8::try_from(col), u8::try_from(row)) {
        (Ok(c), Ok(r)) => Cell::new(c, r).is_some(),
        _ => false,
    }
}

/// Each side as strokes just outside its cells, drawn along it, in its
/// pair's colour.
fn sides(canvas: &mut Canvas, grid: &Grid) {
    for axis in Axis::ALL {
        for side in axis.sides() {
            let side: Vec<Cell> = side.iter().collect();
            let outward = outward(grid, &side);
            let lines: Vec<usize> = side.iter().map(|&c| grid.at(coords(c).0, coords(c).1).0).collect();
            let along_a_line = lines.windows(2).all(|w| w[0] == w[1]);
            let marks: Vec<(usize, usize)> =
                side.iter().map(|&c| outside(grid, c, outward, along_a_line)).collect();
            let stroke = stroke(grid, &side, &marks);
            for (line, x) in marks {
                canvas.put_if_blank(line, x, stroke, Style::Side(axis));
            }
        }
    }
}

/// Which way is off the board from a side, on the text: (lines, characters)
/// from its cells to their neighbours off the board, on average over the
/// side (a corner cell alone would point along it).
fn outward(grid: &Grid, side: &[Cell]) -> (f32, f32) {
    let mut sum = (0.0, 0.0);
    for &cell in side {
        let (col, row) = coords(cell);
        let here = grid.point(col as f32, row as f32);
        for (dc, dr) in NEIGHBOURS {
            if !on_board(col + dc, row + dr) {
                let there = grid.point((col + dc) as f32, (row + dr) as f32);
                sum = (sum.0 + there.0 - here.0, sum.1 + there.1 - here.1);
            }
        }
    }
    sum
}

/// Where a side cell's stroke goes: above or below it when the side lies
/// along one line of text (the compact board's rows 1 and 17), else beside
/// it on its line, the character past its token on the outer side.
fn outside(grid: &Grid, cell: Cell, (dline, dx): (f32, f32), along_a_line: bool) -> (usize, usize) {
    let (col, row) = coords(cell);
    let (line, x) = grid.point(col as f32, row as f32);
    if along_a_line {
        (whole(line + dline.signum()), whole(x))
    } else {
        (whole(line), whole(x + 2.0 * dx.signum()))
    }
}

/// The stroke a side is drawn with: the way it runs on the text.
fn stroke(grid: &Grid, side: &[Cell], marks: &[(usize, usize)]) -> char {
    let (Some(&first), Some(&last)) = (side.first(), side.last()) else { return ' ' };
    let (a, b) = (grid.at(coords(first).0, coords(first).1), grid.at(coords(last).0, coords(last).1));
    if a.0 == b.0 {
        let above = marks.first().is_some_and(|m| m.0 < a.0);
        return if above { '_' } else { '‾' };
    }
    if a.1 == b.1 {
        return '|';
    }
    // Lines count downwards: up and to the right is `/`.
    if (b.1 > a.1) == (b.0 < a.0) { '/' } else { '\\' }
}

/// The compact board's labels: each row's number at both ends of its line,
/// each column's letter just past both of its ends.
fn compact_labels(canvas: &mut Canvas, grid: &Grid) {
    for row in 1..=17 {
        let line = grid.at(9, row).0;
        canvas.put(line, COMPACT_NUMBERS.0, &format!("{row:>2}"), Style::Label);
        canvas.put(line, COMPACT_NUMBERS.1, &format!("{row:>2}"), Style::Label);
    }
    for col in 1..=17u8 {
        let rows: Vec<i32> =
            Cell::ALL.iter().filter(|c| c.col() == col).map(|c| i32::from(c.row())).collect();
        let (Some(&bottom), Some(&top)) = (rows.iter().min(), rows.iter().max()) else { continue };
        let letter = char::from(b'A' + col - 1).to_string();
        for row in [top + 1, bottom - 1] {
            let (line, x) = grid.at(i32::from(col), row);
            canvas.put(line, x, &letter, Style::Label);
        }
    }
}

/// The large board's labels: the column letters on the first and last
/// lines, each row's number beside its end cells.
fn large_labels(canvas: &mut Canvas, grid: &Grid) {
    let last_line = lines(BoardSize::Large) - 1;
    for col in 1..=17u8 {
        let letter = char::from(b'A' + col - 1).to_string();
        let x = grid.at(i32::from(col), 9).1;
        canvas.put(0, x, &letter, Style::Label);
        canvas.put(last_line, x, &letter, Style::Label);
    }
    for row in 1..=17u8 {
        let mut ends: Vec<(usize, usize)> =
            Cell::ALL.iter().filter(|c| c.row() == row).map(|c| grid.at(coords(c).0, coords(c).1)).collect();
        ends.sort_by_key(|&(_, x)| x);
        let (Some(&(left_line, left)), Some(&(right_line, right))) = (ends.first(), ends.last()) else {
            continue;
        };
        // Beside the end cells, past the side's strokes.
        canvas.put(left_line, left.saturating_sub(5), &format!("{row:>2}"), Style::Label);
        canvas.put(right_line, right + 4, &format!("{row}"), Style::Label);
    }
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

    /// One geometry: the large board is the picture itself (every cell's
    /// text place an affine image of its pixel centre, both axes the same
    /// way round) in both perspectives, and the compact board the picture
    /// turned a twelfth of a turn.
    #[test]
    fn the_text_boards_are_placed_by_the_pictures_geometry() {
        use crate::render::Layout;
        for perspective in [Player::White, Player::Black] {
            let layout = Layout::new(1024, perspective).unwrap();
            let large = Grid { size: BoardSize::Large, perspective };
            let compact = Grid { size: BoardSize::Compact, perspective };
            let centre = layout.cell_centre("I9".parse().unwrap());
            for cell in Cell::ALL.iter() {
                let p = layout.cell_centre(cell);
                let (px, py) = ((p.x - centre.x) / layout.unit(), (p.y - centre.y) / layout.unit());
                let (line, x) = large.point(f32::from(cell.col()), f32::from(cell.row()));
                // Half a cell unit a line; √3/2 of a unit every 4 characters.
                assert!((line - LARGE_MIDDLE.0 - 2.0 * py).abs() < 0.01, "{cell}: {line} {py}");
                assert!((x - LARGE_MIDDLE.1 - 4.0 * px / 0.866_025_4).abs() < 0.05, "{cell}: {x} {px}");
                // The compact board: the picture turned 30° anticlockwise.
                let (line, x) = compact.point(f32::from(cell.col()), f32::from(cell.row()));
                let (c, s) = (30f32.to_radians().cos(), 30f32.to_radians().sin());
                let (tx, ty) = (px * c + py * s, -px * s + py * c);
                assert!((x - COMPACT_MIDDLE.1 - 4.0 * tx).abs() < 0.05, "{cell}: {x} {tx}");
                assert!((line - COMPACT_MIDDLE.0 - ty / c).abs() < 0.05, "{cell}: {line} {ty}");
            }
        }
    }

    /// A lesson's marked cells stand in brackets, empty or occupied.
    #[test]
    fn marked_cells_stand_in_brackets() {
        let position = Position::new(Variant::Standard).play("C5-C6-C7".parse().unwrap()).unwrap();
        let marked: Vec<Cell> = ["C5", "E5", "I9"].iter().map(|c| c.parse().unwrap()).collect();
        let view = BoardView { marked: &marked, ..BoardView::new(BoardSize::Compact, false) };
        let text = board_view(&position, &view);
        assert!(text.contains("(WE1) .  (.)"), "{text}");
        assert!(text.contains("(+)"), "{text}");
    }
}
