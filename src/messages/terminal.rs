//! Wording for `punct play`, the game in the terminal. Bad moves use the
//! same sentences as Discord ([`super::play`]).

use crate::rules::{Cell, GameRecord, Kind, Move, Outcome, ParseCellError, Player, Position, Variant};
use crate::service::Level;
use crate::service::computer::ScoredMove;

/// Shown once when the game starts.
pub fn welcome(variant: Variant, computer: Option<(Level, Player)>) -> String {
    let who = match computer {
        Some((level, colour)) => {
            format!("You play {} against the computer ({level}), which plays {colour}.", colour.opponent())
        }
        None => "Two players at one keyboard: White and Black take turns.".to_string(),
    };
    format!(
        "PÜNCT, {variant} game. {who}\n\
         Connect two opposite sides of the board with dots you can see from above.\n\
         Type a move (C5-C6-D6 to place, F5>H7-H8-I8 to move), or help for the commands."
    )
}

/// The commands, for `help`.
pub const HELP: &str = "\
Commands:
  C5-C6-D6        place a piece from your reserve on three empty cells (PÜNCT first)
  F5>H7-H8-I8     move the piece whose PÜNCT is at F5 (turn it in place: F5>F5-G5-H5)
  pass            only when you have no legal move at all
  moves           how many moves you have, and each movable piece's moves
  moves F5        every move of the piece whose PÜNCT is at F5
  hint            the computer's suggestions for you
  undo            take back the last move (against the computer: yours and its reply)
  board           show the board again
  record          the moves so far, as a game record
  png FILE        write a picture of the board to FILE, e.g. png board.png
  help            this list
  quit            stop; the record is printed";

/// How to read the board, printed under it.
pub const LEGEND: &str = "\
W/B = a White/Black PÜNCT, w/b = a minor dot, the number = its height; \
* marks the last move; + is an empty cell of the central hexagon.";

/// The line above the prompt: whose turn, reserves, central cells.
pub fn status(position: &Position) -> String {
    let reserves = |p: Player| position.reserve(p).to_string();
    let central = |p: Player| position.central_count(p);
    format!(
        "Move {}: {} to play.  Reserves: White {}, Black {}.  Central hexagon: White {}, Black {}.",
        position.ply() + 1,
        capitalised(position.to_move()),
        reserves(Player::White),
        reserves(Player::Black),
        central(Player::White),
        central(Player::Black)
    )
}

/// The prompt for a player's input.
pub fn prompt(player: Player) -> String {
    format!("{player}> ")
}

/// The computer's move, announced.
pub fn computer_plays(level: Level, m: Move) -> String {
    format!("The computer ({level}) plays {m}.")
}

/// A player's move, confirmed in canonical notation.
pub fn played(player: Player, m: Move) -> String {
    format!("{} plays {m}.", capitalised(player))
}

/// The end of the game.
pub fn game_over(outcome: &Outcome) -> String {
    let result = match outcome.winner() {
        Some(winner) => format!("{} wins", capitalised(winner)),
        None => "Draw".to_string(),
    };
    format!("Game over. {result}: {outcome}.")
}

/// Leaving before the end.
pub const QUIT: &str = "Game stopped before the end.";

/// Above the record printed at the end or by `record`.
pub fn record(record: &GameRecord) -> String {
    format!("Game record ({} moves):\n{record}", record.moves.len())
}

/// `png` without a file name.
pub const PNG_NEEDS_FILE: &str = "Give the file to write after png, e.g. png board.png.";

/// After `png FILE`.
pub fn png_written(file: &str, bytes: usize) -> String {
    format!("Wrote a picture of the board to {} ({} KB).", shown(file), bytes.div_ceil(1024))
}

/// The picture could not be saved.
pub fn png_not_written(file: &str, reason: &str) -> String {
    format!("Could not write {}: {reason}. Try another file name, e.g. png board.png.", shown(file))
}

/// The picture could not be drawn.
pub fn png_not_drawn(reason: &str) -> String {
    format!("Could not draw the board: {reason}.")
}

/// A file name as typed, cut short if very long.
fn shown(file: &str) -> String {
    let mut text: String = file.chars().take(80).collect();
    if text.len() < file.len() {
        text.push('…');
    }
    text
}

/// `undo` with nothing to take back.
pub const NOTHING_TO_UNDO: &str = "There is no move of yours to take back yet.";

/// After `undo`.
pub fn undone(moves: &[Move]) -> String {
    let list: Vec<String> = moves.iter().map(Move::to_string).collect();
    format!("Taken back: {}.", list.join(", "))
}

/// `moves` without a cell: how many, and each movable piece.
pub fn moves_summary(position: &Position, placements: usize, pieces: &[(Cell, Kind, usize)]) -> String {
    let me = position.to_move();
    let total = placements + pieces.iter().map(|(_, _, n)| n).sum::<usize>();
    if total == 0 {
        return "You have no legal move at all: type pass.".to_string();
    }
    let mut text = format!("{total} legal moves.\n");
    if placements > 0 {
        let where_ = match position.variant() {
            Variant::Standard => "on three empty cells outside the central hexagon",
            Variant::Basic => "on three empty cells",
        };
        text += &format!(
            "  {placements} placements: a piece from your reserve ({}) {where_}, e.g. C5-C6-D6.\n",
            position.reserve(me)
        );
    }
    if pieces.is_empty() {
        text += "  No piece of yours can move.";
    } else {
        text += "  Pieces that can move (type moves and the cell to list them):";
        for (cell, kind, count) in pieces {
            text += &format!("\n    {cell} ({kind}): {count} moves");
        }
    }
    text
}

/// `moves F5`: the moves of one piece.
pub fn piece_moves(cell: Cell, moves: &[Move]) -> String {
    let list: Vec<String> = moves.iter().map(Move::to_string).collect();
    format!("{} moves of the piece at {cell}:\n{}", moves.len(), wrap(&list, 6))
}

/// `moves F5` where no piece of the player can move.
pub fn no_movable_piece(cell: Cell, owner: Option<Player>, me: Player) -> String {
    match owner {
        None => format!("There is no piece at {cell}."),
        Some(p) if p != me => format!("The piece on top at {cell} is {p}'s, not yours."),
        Some(_) => {
            format!("Your piece at {cell} cannot move now: start from its PÜNCT, and it must not be covered.")
        }
    }
}

/// `moves X99`.
pub fn bad_cell(text: &str, error: &ParseCellError) -> String {
    let shown: String = text.chars().take(20).collect();
    format!("“{shown}” is not a cell: {error}.")
}

/// The answer to `hint`.
pub fn hint(suggestions: &[ScoredMove]) -> String {
    let Some(best) = suggestions.first() else {
        return "There is nothing to suggest: the game is over.".to_string();
    };
    let mut text = format!("Suggested: {} ({}).", best.mv, judgement(best));
    let others: Vec<String> =
        suggestions[1..].iter().map(|s| format!("{} ({})", s.mv, judgement(s))).collect();
    if !others.is_empty() {
        text += &format!(" Also worth a look: {}.", others.join(", "));
    }
    text
}

/// What a score means, in words.
fn judgement(scored: &ScoredMove) -> String {
    if scored.is_win() {
        return "wins".to_string();
    }
    if scored.is_loss() {
        return "loses against best play".to_string();
    }
    let cells = f64::from(scored.score) / 100.0;
    if cells.abs() < 0.5 {
        "about even".to_string()
    } else if cells > 0.0 {
        format!("leaves you about {cells:.0} cells ahead in the race to connect")
    } else {
        format!("leaves your opponent about {:.0} cells ahead in the race to connect", -cells)
    }
}

/// A line that is neither a command nor a move.
pub fn not_understood(move_error: &str) -> String {
    format!("{move_error} Type help for the commands.")
}

/// While the computer thinks.
pub fn thinking(level: Level) -> String {
    format!("The computer ({level}) is thinking…")
}

fn capitalised(player: Player) -> &'static str {
    match player {
        Player::White => "White",
        Player::Black => "Black",
    }
}

/// `items` in lines of `per_line`, indented.
fn wrap(items: &[String], per_line: usize) -> String {
    items
        .chunks(per_line.max(1))
        .map(|chunk| format!("  {}", chunk.join("  ")))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hint_wording_follows_the_score() {
        let m: Move = "C5-C6-D6".parse().unwrap();
        let text = hint(&[ScoredMove { mv: m, score: 220 }, ScoredMove { mv: m, score: -30 }]);
        assert!(text.starts_with("Suggested: C5-C6-D6 (leaves you about 2 cells ahead"), "{text}");
        assert!(text.contains("about even"), "{text}");
        assert!(hint(&[ScoredMove { mv: m, score: 999_999 }]).contains("wins"));
    }

    #[test]
    fn status_names_the_player_to_move_and_reserves() {
        let text = status(&Position::new(Variant::Standard));
        assert!(text.contains("White to play"), "{text}");
        assert!(text.contains("T=6 C=2 E=4 M=2 L=2 R=2"), "{text}");
    }
}
