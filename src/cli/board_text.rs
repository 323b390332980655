//! The board as text for the terminal: the same picture as src/rules/RULES.md §1
//! (columns vertical, A on the left, I17 at the top), each cell showing the
//! top dot's owner, whether it is a PÜNCT, and its height.
//!
//! Cells of one column are one text line apart on every other line; a
//! cell `(col, row)` sits on line `2·row − col` (counted from the bottom)
//! and at a fixed x for its column, which is what makes the hexagons fit.
//!
//! ```text
//!  A  B  C …
//!       .     .
//!    .     .
//! ```

use crate::rules::{CENTRAL_HEXAGON, Cell, Footprint, Player, Position};

/// Characters per column.
const COLUMN_WIDTH: usize = 3;

/// Characters left of column A, for the row numbers.
const MARGIN: usize = 4;

/// Lowest and highest line index (`2·row − col`) on the board.
const LOWEST_LINE: i32 = -7;
const HIGHEST_LINE: i32 = 25;

/// The board, with column letters above and below and each row's number
/// left of its first cell.
pub fn board_text(position: &Position) -> String {
    let last = position.last_move().and_then(|m| m.footprint());
    let width = MARGIN + 17 * COLUMN_WIDTH;
    let mut lines = vec![column_header(width)];
    for line in (LOWEST_LINE..=HIGHEST_LINE).rev() {
        let mut text = vec![b' '; width];
        let mut any = false;
        for cell in Cell::ALL.iter().filter(|c| line_of(*c) == line) {
            any = true;
            put(&mut text, x_of(cell), cell_text(position, cell, last).as_bytes());
            if is_first_of_row(cell) {
                let label = format!("{:>2} ", cell.row());
                put(&mut text, x_of(cell) - COLUMN_WIDTH, label.as_bytes());
            }
        }
        if any {
            lines.push(String::from_utf8_lossy(&text).trim_end().to_string());
        }
    }
    lines.push(column_header(width));
    lines.join("\n")
}

/// The text of one cell, three characters: `W2*`, `b1 `, ` . `, ` + `.
pub fn cell_text(position: &Position, cell: Cell, last: Option<Footprint>) -> String {
    let Some(dot) = position.stack(cell).last().copied() else {
        return if CENTRAL_HEXAGON.contains(cell) { " + " } else { " . " }.to_string();
    };
    let letter = match (dot.owner, dot.is_punct) {
        (Player::White, true) => 'W',
        (Player::White, false) => 'w',
        (Player::Black, true) => 'B',
        (Player::Black, false) => 'b',
    };
    let mark = if last.is_some_and(|f| f.contains(cell)) { "*" } else { "" };
    format!("{:<3}", format!("{letter}{}{mark}", position.height(cell)))
}

fn column_header(width: usize) -> String {
    let mut text = vec![b' '; width];
    for col in 1..=17u8 {
        let x = MARGIN + (col as usize - 1) * COLUMN_WIDTH + 1;
        text[x] = b'A' + col - 1;
    }
    String::from_utf8_lossy(&text).trim_end().to_string()
}

fn line_of(cell: Cell) -> i32 {
    2 * i32::from(cell.row()) - i32::from(cell.col())
}

fn x_of(cell: Cell) -> usize {
    MARGIN + (cell.col() as usize - 1) * COLUMN_WIDTH
}

/// Whether `cell` is the leftmost cell of its row.
fn is_first_of_row(cell: Cell) -> bool {
    cell.offset(-1, 0).is_none()
}

/// Writes `bytes` into `text` at `x`, as far as it fits.
fn put(text: &mut [u8], x: usize, bytes: &[u8]) {
    for (k, &b) in bytes.iter().enumerate() {
        if let Some(slot) = text.get_mut(x + k) {
            *slot = b;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn every_cell_is_drawn_once() {
        let text = board_text(&Position::new(Variant::Standard));
        let cells = text.matches(" . ").count() + text.matches(" + ").count();
        // Touching cells share no characters, so each shows as its own token.
        let tokens = text.split_whitespace().filter(|t| *t == "." || *t == "+").count();
        assert_eq!(tokens, 211, "{text}");
        assert!(cells > 0);
        assert_eq!(text.split_whitespace().filter(|t| *t == "+").count(), 19);
    }

    #[test]
    fn pieces_show_owner_punct_height_and_the_last_move() {
        let position = Position::new(Variant::Standard).play("B2-B3-C3".parse().unwrap()).unwrap();
        let text = board_text(&position);
        assert_eq!(text.matches("W1*").count(), 1, "{text}");
        assert_eq!(text.matches("w1*").count(), 2, "{text}");
    }

    #[test]
    fn rows_are_numbered_at_their_first_cell() {
        let text = board_text(&Position::new(Variant::Standard));
        for row in 1..=17 {
            let label = format!("{row:>3} ");
            assert!(text.contains(&label), "row {row} missing:\n{text}");
        }
    }

    #[test]
    fn a_piece_on_a_rows_first_cell_stays_apart_from_the_row_number() {
        let position = Position::new(Variant::Standard).play("B9-B10-C10".parse().unwrap()).unwrap();
        let text = board_text(&position);
        assert!(text.contains(" 9 W1*"), "{text}");
        assert!(text.contains("10 w1*"), "{text}");
    }
}
