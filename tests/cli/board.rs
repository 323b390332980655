//! The text board of `punct play`, read back as a player reads it: every
//! line within 80 columns, the compact board with its status and prompt
//! within 24 lines, and every cell found by its row number (at both ends
//! of its line) and its column letter (following the diagonal from the
//! letters at both ends of the column), showing the top dot of the
//! position it was printed from.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::collections::HashMap;

use punct::cli::board_text::{BoardSize, board_text, cell_token};
use punct::messages::terminal;
use punct::model::Language;
use punct::rules::{CELL_COUNT, Cell, Player, Position, SplitMix64, Variant};

/// A position after `plies` random legal moves (or fewer, if it ends).
fn random_position(variant: Variant, seed: u64, plies: usize) -> Position {
    let mut rng = SplitMix64::new(seed);
    let mut position = Position::new(variant);
    for _ in 0..plies {
        if position.is_over() {
            break;
        }
        let moves = position.legal_moves();
        let pick = rng.below(moves.len() as u64) as usize;
        position = position.play(moves[pick]).unwrap();
    }
    position
}

/// Cells read from a compact board: each cell's text (three characters).
fn read_compact(text: &str) -> HashMap<Cell, String> {
    let lines: Vec<Vec<char>> = text.lines().map(|l| l.chars().collect()).collect();
    // Column letters: single capitals with a space (or the line's end) on both sides.
    let mut diagonal: HashMap<i64, char> = HashMap::new();
    for (y, line) in lines.iter().enumerate() {
        for (x, &c) in line.iter().enumerate() {
            let alone = |i: Option<usize>| i.and_then(|i| line.get(i)).is_none_or(|c| *c == ' ');
            if c.is_ascii_uppercase()
                && ('A'..='Q').contains(&c)
                && alone(x.checked_sub(1))
                && alone(Some(x + 1))
            {
                // A column runs two characters right per line down.
                let key = x as i64 - 2 * y as i64;
                let previous = diagonal.insert(key, c);
                assert!(
                    previous.is_none_or(|p| p == c),
                    "letters {p:?} and {c} on one diagonal",
                    p = previous
                );
            }
        }
    }
    let mut cells = HashMap::new();
    for (y, line) in lines.iter().enumerate() {
        let text: String = line.iter().collect();
        let numbers: Vec<&str> =
            text.split_whitespace().filter(|t| t.chars().all(|c| c.is_ascii_digit())).collect();
        let Some(&row) = numbers.first() else { continue };
        assert_eq!(numbers.last(), Some(&row), "a row is numbered at both ends: {text}");
        for x in 0..line.len() {
            let token: String = line[x..(x + 3).min(line.len())].iter().collect();
            let is_cell = token == " . "
                || token == " + "
                || (token.len() == 3
                    && "WwBb".contains(&token[..1])
                    && "TCEMLR".contains(&token[1..2])
                    && (x == 0 || matches!(line[x - 1], ' ' | '-' | '\\' | '/')));
            if !is_cell {
                continue;
            }
            let centre = x as i64 + 1;
            let column = diagonal
                .get(&(centre - 2 * y as i64))
                .unwrap_or_else(|| panic!("no letter for {token:?} at {y}:{x}\n{text}"));
            let cell: Cell = format!("{column}{row}").parse().unwrap_or_else(|e| panic!("{e}"));
            assert!(cells.insert(cell, token.clone()).is_none(), "{cell} found twice");
        }
    }
    cells
}

fn assert_reads_back(position: &Position) {
    let text = board_text(position, BoardSize::Compact, false);
    assert_eq!(text.lines().count(), 19, "{text}");
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    let cells = read_compact(&text);
    assert_eq!(cells.len(), CELL_COUNT, "{text}");
    for (cell, token) in &cells {
        assert_eq!(token, &cell_token(position, *cell), "{cell}\n{text}");
    }
    for language in Language::all() {
        for line in terminal::status(language, position, Some(Player::White)).lines() {
            assert!(line.chars().count() <= 80, "{language}: {line}");
        }
    }
}

#[test]
fn the_empty_board_reads_back_cell_by_cell() {
    assert_reads_back(&Position::new(Variant::Standard));
}

#[test]
fn random_middle_games_read_back_cell_by_cell() {
    for seed in 0..12 {
        for variant in [Variant::Basic, Variant::Standard] {
            assert_reads_back(&random_position(variant, seed, 20 + 5 * seed as usize));
        }
    }
}

/// In every language: the status and prompt are words, the board is not.
#[test]
fn board_status_and_prompt_fit_an_80_by_24_terminal_with_two_lines_to_spare() {
    let position = random_position(Variant::Standard, 3, 40);
    for language in Language::all() {
        let screen = format!(
            "{}\n{}\n{}",
            board_text(&position, BoardSize::Compact, false),
            terminal::status(language, &position, Some(Player::White)),
            terminal::prompt(language, position.to_move())
        );
        assert!(screen.lines().count() <= 22, "{language}: {screen}");
        assert!(screen.lines().all(|l| l.chars().count() <= 80), "{language}: {screen}");
    }
    assert_eq!(punct::messages::fluent::take_errors(), Vec::<String>::new());
}

#[test]
fn the_large_board_stays_within_80_columns_and_shows_every_cell() {
    let position = random_position(Variant::Standard, 5, 30);
    let text = board_text(&position, BoardSize::Large, false);
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    // The sides' strokes stand right beside the edge cells.
    let cells_only = text.replace(['\\', '/', '|'], " ");
    let tokens = cells_only.split_whitespace().filter(|t| *t == "." || *t == "+" || t.len() == 3).count();
    assert_eq!(tokens, CELL_COUNT, "{text}");
}

/// The strokes of the six sides on a board's text: for each stroke
/// character, where it stands (line, column).
fn strokes(text: &str) -> HashMap<char, Vec<(usize, usize)>> {
    let mut found: HashMap<char, Vec<(usize, usize)>> = HashMap::new();
    for (y, line) in text.lines().enumerate() {
        for (x, c) in line.chars().enumerate() {
            if matches!(c, '\\' | '/' | '|' | '_' | '‾') {
                found.entry(c).or_default().push((y, x));
            }
        }
    }
    found
}

/// Once, the terminal board marked none of the six sides, so which
/// pairs join was not to be seen. Each side is seven strokes beside its
/// seven cells; the two sides of a pair are drawn alike (parallel), the
/// three pairs differently, in both layouts; with colour, in the
/// pictures' band colours.
#[test]
fn the_six_sides_are_drawn_and_a_pair_alike() {
    for size in [BoardSize::Compact, BoardSize::Large] {
        let text = board_text(&Position::new(Variant::Standard), size, false);
        let found = strokes(&text);
        let mut counts: Vec<usize> = found.values().map(Vec::len).collect();
        counts.sort_unstable();
        // Horizontal sides: 7 strokes above one, 7 below the other, drawn
        // `_` and `‾`; the two other pairs 14 strokes each.
        match size {
            BoardSize::Compact => assert_eq!(counts, [7, 7, 14, 14], "{text}"),
            BoardSize::Large => assert_eq!(counts, [14, 14, 14], "{text}"),
        }
        // A pair's strokes face each other across I9: each stroke's
        // mirror image through the centre is a stroke of the same kind.
        let middle = if size == BoardSize::Compact { 9 } else { 16 };
        for (&c, places) in &found {
            let twin = match c {
                '_' => '‾',
                '‾' => '_',
                other => other,
            };
            for &(y, x) in places {
                let mirror = (2 * middle - y, 74 - x);
                assert!(
                    found.get(&twin).is_some_and(|p| p.contains(&mirror)),
                    "{size:?} {c} at {y}:{x}\n{text}"
                );
            }
        }
        let coloured = board_text(&Position::new(Variant::Standard), size, true);
        for band in ["\x1b[1;38;5;33m", "\x1b[1;38;5;208m", "\x1b[1;38;5;34m"] {
            assert!(coloured.contains(band), "{size:?}");
        }
    }
}

/// Once, a png of the position looked like another board: `png`
/// draws the player's side at the bottom (Black's view turned 180°), the
/// text board did not. The board from Black's side is White's turned
/// 180°: every cell at the mirrored place, e.g. White's first piece at
/// the top right.
#[test]
fn black_s_view_is_white_s_turned_half_round_as_in_the_pictures() {
    use punct::cli::board_text::{BoardView, board_view};
    let position = random_position(Variant::Standard, 4, 30);
    for size in [BoardSize::Compact, BoardSize::Large] {
        let white = board_view(&position, &BoardView::new(size, false));
        let black =
            board_view(&position, &BoardView { perspective: Player::Black, ..BoardView::new(size, false) });
        let grid = |text: &str| -> Vec<Vec<char>> { text.lines().map(|l| l.chars().collect()).collect() };
        let (w, b) = (grid(&white), grid(&black));
        assert_eq!(w.len(), b.len());
        let at =
            |g: &Vec<Vec<char>>, y: usize, x: usize| g.get(y).and_then(|l| l.get(x)).copied().unwrap_or(' ');
        // Each piece's token (three characters) is at the mirrored place,
        // read the same way: 74 - x for its last character.
        let mut tokens = 0;
        for y in 0..w.len() {
            for x in 0..w[y].len().saturating_sub(2) {
                let token: String = w[y][x..x + 3].iter().collect();
                let t = &w[y][x..x + 3];
                if "WwBb".contains(t[0]) && "TCEMLR".contains(t[1]) && (t[2].is_ascii_digit() || t[2] == '+')
                {
                    let (my, mx) = (w.len() - 1 - y, 74 - (x + 2));
                    let mirrored: String = (0..3).map(|k| at(&b, my, mx + k)).collect();
                    assert_eq!(mirrored, token, "{size:?} at {y}:{x}\n{white}\n{black}");
                    tokens += 1;
                }
            }
        }
        assert!(tokens > 20, "{white}");
    }
}
