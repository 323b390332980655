//! The rules in brief: one text for Discord's `/punct help` and for the
//! terminal's `rules` and `punct rules`, so that they never drift apart.
//!
//! Written with Discord's light markup (`**bold**`, `•` bullets); the
//! terminal gets it through [`plain`], without the stars and wrapped to
//! 80 columns.

/// The rules in brief, as a player needs them for a first game: the goal,
/// a turn, the pieces and their letters, and both ways a game ends.
pub const RULES: &str = "\
PÜNCT is Kris Burm's connection game of the GIPF project. Each player has 18 pieces of three dots; \
one dot of each piece is its **PÜNCT** (the big one).

**Goal:** connect two opposite sides of the hexagonal board with cells you can see from above \
(your colour on top). Levels do not matter, only what is visible.

**On your turn**, do one thing:
• **Place** a piece from your reserve on three empty cells, never in the central hexagon \
(the 19 cells around I9; in the basic game only White's first piece is kept out).
• **Move** a piece whose dots are all uncovered: its PÜNCT travels any distance along one of the \
six straight lines, and the piece may turn around its PÜNCT. It lands flat on three empty cells, \
**jumps** on top of three dots of equal height, or **bridges** a gap with both ends at one height. \
When jumping or bridging, the PÜNCT must come down on one of your own dots.

**The pieces** (the letters in reserves and on the board): **T** triangle (6 each), \
**C** straight line with the PÜNCT in the centre (2), **E** straight line with the PÜNCT at an end (4), \
**M** angle with the PÜNCT at the corner (2), **L** and **R** angles with the PÜNCT at an end, \
bending left or right (2 each). Pieces turn but never change shape.

**The end:** the first to connect wins (if a move connects both players, the mover wins). \
The game also ends when a player places their last reserve piece and nobody is connected: \
in the standard game both count the cells of the central hexagon they see from above \
(the central count), and more cells win, equal is a draw; the basic game is then a draw.

Moves are counted one per player's turn, from 1: White's moves are odd, Black's even.";

/// How to read the text board of `punct play`, after the rules there.
pub const READING_THE_TERMINAL_BOARD: &str = "\
Reading the board: each line is a row, numbered at both ends (row 17 on top). Columns run down \
and to the right; each column's letter stands just past both of its ends, along the edges. \
A cell shows its top dot: W or B for a piece's PÜNCT (White's or Black's), w or b for its other \
two dots, then the piece's letter (the same on all three dots) and the height of the stack; \
two dots of one piece side by side are joined by -. An empty cell is ., an empty cell of the \
central hexagon +. Under the board: the move number, who plays, the central count (cells of the \
central hexagon each player sees from above) and the pieces still in hand, by letter.";

/// `text` for the terminal: markup removed, paragraphs wrapped to `width`
/// columns on word boundaries.
pub fn plain(text: &str, width: usize) -> String {
    text.replace("**", "").lines().map(|line| wrap_line(line, width)).collect::<Vec<_>>().join("\n")
}

/// One paragraph wrapped on spaces; a bullet's following lines indented.
fn wrap_line(line: &str, width: usize) -> String {
    let indent = if line.starts_with('•') { "  " } else { "" };
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut empty = true;
    for word in line.split_whitespace() {
        if !empty && current.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::replace(&mut current, indent.to_string()));
            empty = true;
        }
        if !empty {
            current.push(' ');
        }
        current.push_str(word);
        empty = false;
    }
    lines.push(current);
    lines.join("\n")
}

/// The terminal's `rules`: the rules, then how to read the board.
pub fn terminal_rules() -> String {
    format!("{}\n\n{}", plain(RULES, 80), plain(READING_THE_TERMINAL_BOARD, 80))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_terminal_text_fits_80_columns_and_keeps_every_word() {
        let text = terminal_rules();
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        assert!(!text.contains("**"));
        let words = |t: &str| t.replace("**", "").split_whitespace().map(str::to_string).collect::<Vec<_>>();
        assert_eq!(words(&plain(RULES, 80)), words(RULES));
    }
}
