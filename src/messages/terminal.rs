//! Wording for `punct play`, the game in the terminal, in the player's
//! language (`terminal.ftl`). Bad moves use the same sentences as Discord
//! ([`super::play`]). The commands a player types and the move notation
//! are the same in every language.

use crate::messages::fluent::tr;
use crate::messages::keys::{axis_key, colour_key, variant_key};
use crate::rules::{Cell, GameRecord, Kind, Move, Outcome, ParseCellError, Player, Position, Variant};
use crate::service::computer::ScoredMove;
use crate::service::{Language, Level};

fn level_key(level: Level) -> String {
    level.to_string()
}

/// A count as Fluent takes it (counts here are far below 2^53).
fn number(n: usize) -> f64 {
    #[allow(clippy::cast_precision_loss)] // counts of moves and cells are small
    let n = n as f64;
    n
}

/// Shown once when the game starts.
pub fn welcome(language: Language, variant: Variant, computer: Option<(Level, Player)>) -> String {
    let variant = variant_key(variant);
    let who = match computer {
        Some((level, colour)) => tr!(
            language,
            "terminal-welcome-computer",
            variant = variant,
            colour = colour_key(colour.opponent()),
            level = level_key(level)
        ),
        None => tr!(language, "terminal-welcome-people", variant = variant),
    };
    super::rules::plain(&format!("{who}\n{}", tr!(language, "terminal-welcome-goal")), 80)
}

/// The commands, for `help`.
pub fn help(language: Language) -> String {
    tr!(language, "terminal-help")
}

/// The lines under the board: the move, whose turn, the central count,
/// the pieces in hand. `you` names the human against the computer.
pub fn status(language: Language, position: &Position, you: Option<Player>) -> String {
    let mover = position.to_move();
    let in_hand = |p: Player| {
        let reserve = position.reserve(p);
        let kinds: Vec<String> = Kind::ALL.iter().map(|&k| format!("{}{}", k.letter(), reserve[k])).collect();
        format!("{} {} ({})", colour(language, p), reserve.total(), kinds.join(" "))
    };
    let first = tr!(
        language,
        "terminal-status",
        number = position.ply() + 1,
        colour = colour_key(mover),
        you = if you == Some(mover) { "yes" } else { "no" },
        white = position.central_count(Player::White),
        black = position.central_count(Player::Black)
    );
    let second =
        tr!(language, "terminal-in-hand", white = in_hand(Player::White), black = in_hand(Player::Black));
    format!("{first}\n{second}")
}

/// A colour's name, capitalised as a name.
fn colour(language: Language, player: Player) -> String {
    tr!(language, "colour-name", colour = colour_key(player))
}

/// Under a past position shown by `back` or `forward`.
pub fn viewing(language: Language, shown: usize, total: usize) -> String {
    if shown == 0 {
        return tr!(language, "terminal-viewing-start", total = number(total));
    }
    tr!(language, "terminal-viewing", shown = number(shown), total = number(total))
}

/// `back` at the start or `forward` at the end.
pub fn no_further(language: Language) -> String {
    tr!(language, "terminal-no-further")
}

/// The prompt once the game is over.
pub fn prompt_after_end(language: Language) -> String {
    format!("{} ", tr!(language, "terminal-prompt-after-end"))
}

/// The prompt for a player's input.
pub fn prompt(language: Language, player: Player) -> String {
    format!("{} ", tr!(language, "terminal-prompt", colour = colour_key(player)))
}

/// The computer's move, announced.
pub fn computer_plays(language: Language, level: Level, m: Move) -> String {
    tr!(language, "terminal-computer-plays", level = level_key(level), notation = m.to_string())
}

/// A player's move, confirmed in canonical notation.
pub fn played(language: Language, player: Player, m: Move) -> String {
    tr!(language, "terminal-played", colour = colour_key(player), notation = m.to_string())
}

/// The end of the game, with why, in words a newcomer follows.
pub fn game_over(language: Language, outcome: &Outcome) -> String {
    let text = match outcome {
        Outcome::Connected(c) => tr!(
            language,
            "terminal-game-over-connected",
            colour = colour_key(c.player),
            axis = axis_key(c.axis)
        ),
        Outcome::CentralMajority { winner, central } => tr!(
            language,
            "terminal-game-over-central-majority",
            colour = colour_key(*winner),
            mine = central[*winner],
            theirs = central[winner.opponent()]
        ),
        Outcome::CentralTie { central } => {
            tr!(language, "terminal-game-over-central-tie", cells = central.white)
        }
        Outcome::LastPiecePlaced => tr!(language, "terminal-game-over-last-piece"),
        Outcome::NoLegalMoves => tr!(language, "terminal-game-over-no-moves"),
    };
    super::rules::plain(&text, 80)
}

/// After the end: the session stays open for a last look.
pub fn after_the_end(language: Language) -> String {
    super::rules::plain(&tr!(language, "terminal-after-the-end"), 80)
}

/// A move typed after the end.
pub fn game_is_over(language: Language) -> String {
    super::rules::plain(&tr!(language, "terminal-game-is-over"), 80)
}

/// Leaving before the end.
pub fn quit(language: Language) -> String {
    tr!(language, "terminal-quit")
}

/// The record printed at the end or by `record`, with a title line the
/// record reader skips (it ends in a colon in every language), so the
/// whole text can be saved and read back.
pub fn record(language: Language, record: &GameRecord) -> String {
    let text = record.to_string();
    let title = tr!(language, "terminal-record-title", count = number(record.moves.len()));
    format!("{title}\n{}", text.trim_end())
}

/// An output file whose name does not end as its format needs.
pub fn wrong_extension(language: Language, file: &str, extension: &str) -> String {
    tr!(
        language,
        "terminal-wrong-extension",
        file = shown(file),
        extension = extension,
        format = extension.to_uppercase()
    )
}

/// Before a `perft` that may take long: how much it counts.
pub fn perft_warning(language: Language, depth: u32, moves_now: usize) -> String {
    tr!(language, "terminal-perft-warning", depth = depth, now = number(moves_now))
}

/// The computer's move, after [`thinking`] on the same line.
pub fn computer_reply(language: Language, m: Move) -> String {
    format!(" {}", tr!(language, "terminal-computer-reply", notation = m.to_string()))
}

/// `png` without a file name.
pub fn png_needs_file(language: Language) -> String {
    tr!(language, "terminal-png-needs-file")
}

/// After `png FILE`.
pub fn png_written(language: Language, file: &str, bytes: usize) -> String {
    tr!(language, "terminal-png-written", file = shown(file), kb = number(bytes.div_ceil(1024)))
}

/// The picture could not be saved.
pub fn png_not_written(language: Language, file: &str, reason: &str) -> String {
    tr!(language, "terminal-png-not-written", file = shown(file), reason = reason)
}

/// The picture could not be drawn.
pub fn png_not_drawn(language: Language, reason: &str) -> String {
    tr!(language, "terminal-png-not-drawn", reason = reason)
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
pub fn nothing_to_undo(language: Language) -> String {
    tr!(language, "terminal-nothing-to-undo")
}

/// After `undo`.
pub fn undone(language: Language, moves: &[Move]) -> String {
    let list: Vec<String> = moves.iter().map(Move::to_string).collect();
    tr!(language, "terminal-undone", moves = list.join(", "))
}

/// `moves` without a cell: how many, and each movable piece.
pub fn moves_summary(
    language: Language,
    position: &Position,
    placements: usize,
    pieces: &[(Cell, Kind, usize)],
) -> String {
    let me = position.to_move();
    let total = placements + pieces.iter().map(|(_, _, n)| n).sum::<usize>();
    if total == 0 {
        return tr!(language, "terminal-no-legal-move");
    }
    let mut text = format!("{}\n", tr!(language, "terminal-legal-moves", count = number(total)));
    if placements > 0 {
        let line = tr!(
            language,
            "terminal-placements",
            count = number(placements),
            reserve = position.reserve(me).to_string(),
            variant = variant_key(position.variant())
        );
        text += &format!("  {line}\n");
    }
    if pieces.is_empty() {
        text += &format!("  {}", tr!(language, "terminal-no-piece-can-move"));
    } else {
        text += &format!("  {}", tr!(language, "terminal-pieces-that-can-move"));
        for (cell, kind, n) in pieces {
            text += &format!(
                "\n    {cell} ({kind}): {}",
                tr!(language, "terminal-piece-move-count", count = number(*n))
            );
        }
    }
    text
}

/// `moves F5`: the moves of one piece.
pub fn piece_moves(language: Language, cell: Cell, moves: &[Move]) -> String {
    let list: Vec<String> = moves.iter().map(Move::to_string).collect();
    let title = tr!(language, "terminal-piece-moves", count = number(moves.len()), cell = cell.to_string());
    format!("{title}\n{}", wrap(&list, 6))
}

/// `moves F5` where no piece of the player can move.
pub fn no_movable_piece(language: Language, cell: Cell, owner: Option<Player>, me: Player) -> String {
    let cell = cell.to_string();
    match owner {
        None => tr!(language, "terminal-no-piece-at", cell = cell),
        Some(p) if p != me => tr!(language, "terminal-not-your-piece", cell = cell, colour = colour_key(p)),
        Some(_) => tr!(language, "terminal-piece-cannot-move", cell = cell),
    }
}

/// `moves X99`.
pub fn bad_cell(language: Language, text: &str, error: &ParseCellError) -> String {
    let shown: String = text.chars().take(20).collect();
    tr!(language, "terminal-bad-cell", text = shown, error = super::play::cell_error(language, error))
}

/// The answer to `hint`.
pub fn hint(language: Language, suggestions: &[ScoredMove]) -> String {
    let Some(best) = suggestions.first() else {
        return tr!(language, "terminal-nothing-to-suggest");
    };
    let scored = |s: &ScoredMove| format!("{} ({})", s.mv, judgement(language, s));
    let mut text = tr!(language, "terminal-suggested", best = scored(best));
    let others: Vec<String> = suggestions[1..].iter().map(scored).collect();
    if !others.is_empty() {
        text += &format!(" {}", tr!(language, "terminal-also", others = others.join(", ")));
    }
    text
}

/// What a score means, in words: "wins" only for a move that wins at
/// once.
fn judgement(language: Language, scored: &ScoredMove) -> String {
    if let Some(moves) = scored.wins_in() {
        return if moves <= 1 {
            tr!(language, "terminal-judgement-wins")
        } else {
            tr!(language, "terminal-judgement-forced-win", moves = moves)
        };
    }
    if scored.is_loss() {
        return tr!(language, "terminal-judgement-loses");
    }
    // Scores are small (hundredths of a cell within ±10 000).
    let cells = (f64::from(scored.score) / 100.0).round();
    if cells.abs() < 1.0 {
        tr!(language, "terminal-judgement-even")
    } else if cells > 0.0 {
        tr!(language, "terminal-judgement-ahead", cells = cells)
    } else {
        tr!(language, "terminal-judgement-behind", cells = -cells)
    }
}

/// A line that is neither a command nor a move.
pub fn not_understood(language: Language, move_error: &str) -> String {
    tr!(language, "terminal-not-understood", error = move_error)
}

/// While the computer thinks (its move follows on the same line).
pub fn thinking(language: Language, level: Level) -> String {
    tr!(language, "terminal-thinking", level = level_key(level))
}

/// `punct`'s own failures, after "error: ": each names what went wrong
/// with what was given.
pub mod errors {
    use super::{Language, tr};

    /// The output could not be written.
    pub fn io(language: Language, reason: &str) -> String {
        tr!(language, "terminal-error-io", reason = reason)
    }

    /// `--names` is not two names.
    pub fn names(language: Language, text: &str) -> String {
        tr!(language, "terminal-error-names", text = text)
    }

    /// A cell of `--highlight` is unreadable.
    pub fn highlight(language: Language, reason: &str) -> String {
        tr!(language, "terminal-error-highlight", reason = reason)
    }

    /// A file could not be read.
    pub fn read_file(language: Language, file: &str, reason: &str) -> String {
        tr!(language, "terminal-error-read-file", file = file, reason = reason)
    }

    /// A file could not be written.
    pub fn write_file(language: Language, file: &str, reason: &str) -> String {
        tr!(language, "terminal-error-write-file", file = file, reason = reason)
    }

    /// An error as `punct` prints it: "error: …".
    pub fn line(language: Language, message: &str) -> String {
        tr!(language, "cli-error", message = message)
    }

    /// `--size` outside what pictures are drawn at.
    pub fn size(language: Language, size: u32, min: u32, max: u32) -> String {
        tr!(language, "cli-error-size", size = size, min = min, max = max)
    }

    /// A game too long for a replay GIF.
    pub fn too_many_plies(language: Language, plies: usize, max: usize) -> String {
        let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        tr!(language, "cli-error-too-many-plies", plies = count(plies), max = count(max))
    }

    /// `punct puzzle --id` names no puzzle (or, with `--daily`, there is
    /// none at all).
    pub fn no_puzzle(language: Language, id: &str) -> String {
        tr!(language, "cli-error-no-puzzle", id = id)
    }

    /// `--lang` (or `option`) names no language spoken here.
    pub fn language(language: Language, option: &str, code: &str) -> String {
        let codes: Vec<&str> = Language::all().map(Language::code).collect();
        tr!(language, "terminal-error-language", option = option, code = code, codes = codes.join(", "))
    }

    /// `punct learn --lesson` names no lesson: the numbers and names there are.
    pub fn no_lesson(language: Language, text: &str) -> String {
        let names: Vec<&str> = crate::lessons::LESSONS.iter().map(|l| l.name).collect();
        let count = u32::try_from(names.len()).unwrap_or(u32::MAX);
        tr!(language, "cli-error-no-lesson", text = text, count = count, names = names.join(", "))
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

    const EN: Language = Language::ENGLISH;

    #[test]
    fn hint_wording_follows_the_score() {
        let m: Move = "C5-C6-D6".parse().unwrap();
        let text = hint(EN, &[ScoredMove { mv: m, score: 220 }, ScoredMove { mv: m, score: -30 }]);
        assert!(text.starts_with("Suggested: C5-C6-D6 (leaves you about 2 cells ahead"), "{text}");
        assert!(text.contains("about even"), "{text}");
        assert!(hint(EN, &[ScoredMove { mv: m, score: 999_999 }]).contains("(wins)"));
        let later = hint(EN, &[ScoredMove { mv: m, score: 999_995 }]);
        assert!(later.contains("(forced win in 5 moves)") && !later.contains("(wins)"), "{later}");
        let one = hint(EN, &[ScoredMove { mv: m, score: 120 }, ScoredMove { mv: m, score: -90 }]);
        assert!(one.contains("about 1 cell ahead") && !one.contains("1 cells"), "{one}");
        assert!(crate::messages::fluent::take_errors().is_empty());
    }

    #[test]
    fn the_welcome_and_help_fit_80_columns_in_every_language() {
        for language in Language::all() {
            let texts = [
                welcome(language, Variant::Standard, Some((Level::Medium, Player::Black))),
                welcome(language, Variant::Basic, None),
                after_the_end(language),
                game_over(
                    language,
                    &Outcome::CentralMajority {
                        winner: Player::White,
                        central: crate::rules::ByPlayer { white: 15, black: 1 },
                    },
                ),
                game_is_over(language),
                status(language, &Position::new(Variant::Standard), Some(Player::White)),
            ];
            for text in texts.into_iter().chain([help(language)]) {
                assert!(text.lines().all(|l| l.chars().count() <= 80), "{language}: {text}");
            }
        }
        assert!(crate::messages::fluent::take_errors().is_empty());
    }

    #[test]
    fn counts_are_singular_for_one() {
        let record = GameRecord::from_moves(Variant::Basic, "B2-B3-C3").unwrap();
        assert!(super::record(EN, &record).starts_with("Game record (1 move):"));
        let m: Move = "B2-B3-C3".parse().unwrap();
        assert!(piece_moves(EN, "B2".parse().unwrap(), &[m]).starts_with("1 move of the piece"));
        assert!(perft_warning(EN, 1, 1).contains("every sequence of 1 move from here (1 legal move now)"));
        assert!(crate::messages::fluent::take_errors().is_empty());
    }

    #[test]
    fn a_wrong_extension_is_named_with_an_example() {
        let text = wrong_extension(EN, "x.gif", "png");
        assert!(text.contains("x.gif") && text.contains("e.g. board.png"), "{text}");
    }

    #[test]
    fn status_names_the_player_to_move_and_reserves() {
        let text = status(EN, &Position::new(Variant::Standard), Some(Player::White));
        assert!(text.contains("Move 1: White (you) to play"), "{text}");
        assert!(text.contains("White 18 (T6 C2 E4 M2 L2 R2)"), "{text}");
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        let polish = status(Language::from_discord("pl"), &Position::new(Variant::Standard), None);
        assert!(polish.contains("18 (T6 C2 E4 M2 L2 R2)"), "{polish}");
        assert!(crate::messages::fluent::take_errors().is_empty());
    }

    /// The record's title ends in a colon in every language, so the
    /// printed record reads back.
    #[test]
    fn the_record_reads_back_in_every_language() {
        let record = GameRecord::from_moves(Variant::Basic, "B2-B3-C3 N12-N13-O13").unwrap();
        for language in Language::all() {
            let text = super::record(language, &record);
            let back: GameRecord = text.parse().unwrap_or_else(|e| panic!("{language}: {e}: {text}"));
            assert_eq!(back, record, "{language}");
        }
        assert!(crate::messages::fluent::take_errors().is_empty());
    }
}
