//! Wording for `punct play`, the game in the terminal. Bad moves use the
//! same sentences as Discord ([`super::play`]).

use crate::rules::{Cell, GameRecord, Kind, Move, Outcome, ParseCellError, Player, Position, Variant};
use crate::service::Level;
use crate::service::computer::ScoredMove;

/// Shown once when the game starts.
pub fn welcome(variant: Variant, computer: Option<(Level, Player)>) -> String {
    let who = match computer {
        Some((level, colour)) => {
            format!("You play {} against the computer ({level}).", colour.opponent())
        }
        None => "Two players at one keyboard take turns.".to_string(),
    };
    format!(
        "PÜNCT, {variant} game. {who}\n\
         Connect two opposite sides. Type a move (C5-C6-D6, F5>H7-H8-I8), rules or help."
    )
}

/// The commands, for `help`.
pub const HELP: &str = "\
Commands (Tab lists the moves that fit what you typed; arrow keys edit lines):
  C5-C6-D6       place a piece from your reserve: three empty cells, PÜNCT first
  F5>H7-H8-I8    move the piece whose PÜNCT is at F5 (turn it: F5>F5-G5-H5)
  pass           only when you have no legal move at all
  moves          how many moves you have; moves F5: that piece's moves
  hint           the computer's suggestions for you
  undo           take back the last move (against the computer: yours and its)
  back, forward  step through the game (back 5: five moves at once)
  board          show the latest position again
  record         the game record (punct play --record FILE reads it back)
  png FILE       write a picture of the board to FILE, e.g. png board.png
  rules          the rules in brief, and how to read the board
  quit           stop and print the record (so do Ctrl-C and Ctrl-D)";

/// `n` and the noun, singular for one: "1 move", "3 moves".
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The lines under the board: the move, whose turn, the central count,
/// the pieces in hand. `you` names the human against the computer.
pub fn status(position: &Position, you: Option<Player>) -> String {
    let mover = position.to_move();
    let whose = match you {
        Some(p) if p == mover => " (you)",
        _ => "",
    };
    let in_hand = |p: Player| {
        let reserve = position.reserve(p);
        let kinds: Vec<String> = Kind::ALL.iter().map(|&k| format!("{}{}", k.letter(), reserve[k])).collect();
        format!("{} {} ({})", capitalised(p), reserve.total(), kinds.join(" "))
    };
    format!(
        "Move {}: {}{whose} to play. Central hexagon seen: White {}, Black {} of 19.\n\
         In hand: {}; {}.",
        position.ply() + 1,
        capitalised(mover),
        position.central_count(Player::White),
        position.central_count(Player::Black),
        in_hand(Player::White),
        in_hand(Player::Black),
    )
}

/// Under a past position shown by `back` or `forward`.
pub fn viewing(shown: usize, total: usize) -> String {
    if shown == 0 {
        return format!(
            "The empty board, before move 1 of {total}. forward steps on, board shows the latest."
        );
    }
    format!("After move {shown} of {total}. back and forward step on, board shows the latest.")
}

/// `back` at the start or `forward` at the end.
pub const NO_FURTHER: &str = "There is no position further that way.";

/// The prompt once the game is over.
pub const PROMPT_AFTER_END: &str = "game over> ";

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

/// The end of the game, with why, in words a newcomer follows.
pub fn game_over(outcome: &Outcome) -> String {
    let text = match outcome {
        Outcome::Connected(c) => {
            let who = capitalised(c.player);
            format!("{who} wins: {who} connected {}.", c.axis)
        }
        Outcome::CentralMajority { winner, central } => format!(
            "{} wins: a reserve ran out with nobody connected, and {} sees more cells of the \
             central hexagon from above ({} to {}).",
            capitalised(*winner),
            capitalised(*winner),
            central[*winner],
            central[winner.opponent()]
        ),
        Outcome::CentralTie { central } => format!(
            "Draw: a reserve ran out with nobody connected, and both see {} of the central hexagon.",
            count(central.white as usize, "cell", "cells")
        ),
        Outcome::LastPiecePlaced => {
            "Draw: a reserve ran out with nobody connected (in the basic game that is a draw).".to_string()
        }
        Outcome::NoLegalMoves => "Draw: neither player has a legal move.".to_string(),
    };
    super::rules::plain(&format!("Game over. {text}"), 80)
}

/// After the end: the session stays open for a last look.
pub const AFTER_THE_END: &str = "Look back with back and forward; also board, record, png FILE, undo, quit.";

/// A move typed after the end.
pub const GAME_IS_OVER: &str =
    "The game is over: no more moves. Type undo to take the last one back, or quit.";

/// Leaving before the end.
pub const QUIT: &str = "Game stopped before the end.";

/// The record printed at the end or by `record`, with a title line the
/// record reader skips, so the whole text can be saved and read back.
pub fn record(record: &GameRecord) -> String {
    let text = record.to_string();
    format!("Game record ({}):\n{}", count(record.moves.len(), "move", "moves"), text.trim_end())
}

/// An output file whose name does not end as its format needs.
pub fn wrong_extension(file: &str, extension: &str) -> String {
    format!(
        "{} does not end in .{extension}, but the picture is {}: name it e.g. board.{extension}.",
        shown(file),
        extension.to_uppercase()
    )
}

/// Before a `perft` that may take long: how much it counts.
pub fn perft_warning(depth: u32, moves_now: usize) -> String {
    format!(
        "perft {depth} counts every sequence of {} from here ({} now), on the order of {moves_now}^{depth} \
         positions: this can take minutes or hours. Ctrl-C stops it.",
        count(depth as usize, "move", "moves"),
        count(moves_now, "legal move", "legal moves"),
    )
}

/// The computer's move, after [`thinking`] on the same line.
pub fn computer_reply(m: Move) -> String {
    format!(" It plays {m}.")
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
    let mut text = format!("{}.\n", count(total, "legal move", "legal moves"));
    if placements > 0 {
        let where_ = match position.variant() {
            Variant::Standard => "on three empty cells outside the central hexagon",
            Variant::Basic => "on three empty cells",
        };
        text += &format!(
            "  {}: a piece from your reserve ({}) {where_}, e.g. C5-C6-D6.\n",
            count(placements, "placement", "placements"),
            position.reserve(me)
        );
    }
    if pieces.is_empty() {
        text += "  No piece of yours can move.";
    } else {
        text += "  Pieces that can move (type moves and the cell to list them):";
        for (cell, kind, n) in pieces {
            text += &format!("\n    {cell} ({kind}): {}", count(*n, "move", "moves"));
        }
    }
    text
}

/// `moves F5`: the moves of one piece.
pub fn piece_moves(cell: Cell, moves: &[Move]) -> String {
    let list: Vec<String> = moves.iter().map(Move::to_string).collect();
    format!("{} of the piece at {cell}:\n{}", count(moves.len(), "move", "moves"), wrap(&list, 6))
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

/// What a score means, in words: "wins" only for a move that wins at
/// once.
fn judgement(scored: &ScoredMove) -> String {
    if let Some(moves) = scored.wins_in() {
        return if moves <= 1 {
            "wins".to_string()
        } else {
            format!("forced win in {}", count(moves as usize, "move", "moves"))
        };
    }
    if scored.is_loss() {
        return "loses against best play".to_string();
    }
    let cells = (f64::from(scored.score) / 100.0).round();
    if cells.abs() < 1.0 {
        "about even".to_string()
    } else if cells > 0.0 {
        format!("leaves you about {} ahead in the race to connect", cells_text(cells))
    } else {
        format!("leaves your opponent about {} ahead in the race to connect", cells_text(-cells))
    }
}

/// A whole number of cells from a rounded score.
fn cells_text(cells: f64) -> String {
    // Scores are small (hundredths of a cell within ±10 000), so this is exact.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let n = cells as usize;
    count(n, "cell", "cells")
}

/// A line that is neither a command nor a move.
pub fn not_understood(move_error: &str) -> String {
    format!("{move_error} Type help for the commands.")
}

/// While the computer thinks (its move follows on the same line).
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
        assert!(hint(&[ScoredMove { mv: m, score: 999_999 }]).contains("(wins)"));
        let later = hint(&[ScoredMove { mv: m, score: 999_995 }]);
        assert!(later.contains("(forced win in 5 moves)") && !later.contains("(wins)"), "{later}");
        let one = hint(&[ScoredMove { mv: m, score: 120 }, ScoredMove { mv: m, score: -90 }]);
        assert!(one.contains("about 1 cell ahead") && !one.contains("1 cells"), "{one}");
    }

    #[test]
    fn the_welcome_and_help_fit_80_columns() {
        let texts = [
            welcome(Variant::Standard, Some((Level::Medium, Player::Black))),
            welcome(Variant::Basic, None),
            HELP.to_string(),
            AFTER_THE_END.to_string(),
            game_over(&Outcome::CentralMajority {
                winner: Player::White,
                central: crate::rules::ByPlayer { white: 15, black: 1 },
            }),
            GAME_IS_OVER.to_string(),
        ];
        for text in texts {
            assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        }
    }

    #[test]
    fn counts_are_singular_for_one() {
        assert_eq!(count(1, "move", "moves"), "1 move");
        assert_eq!(count(0, "move", "moves"), "0 moves");
        let record = GameRecord::from_moves(Variant::Basic, "B2-B3-C3").unwrap();
        assert!(super::record(&record).starts_with("Game record (1 move):"));
        let m: Move = "B2-B3-C3".parse().unwrap();
        assert!(piece_moves("B2".parse().unwrap(), &[m]).starts_with("1 move of the piece"));
        assert!(perft_warning(1, 1).contains("every sequence of 1 move from here (1 legal move now)"));
    }

    #[test]
    fn a_wrong_extension_is_named_with_an_example() {
        let text = wrong_extension("x.gif", "png");
        assert!(text.contains("x.gif") && text.contains("e.g. board.png"), "{text}");
    }

    #[test]
    fn status_names_the_player_to_move_and_reserves() {
        let text = status(&Position::new(Variant::Standard), Some(Player::White));
        assert!(text.contains("Move 1: White (you) to play"), "{text}");
        assert!(text.contains("White 18 (T6 C2 E4 M2 L2 R2)"), "{text}");
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    }
}
