//! Wording for `punct play`, the game in the terminal, in the player's
//! language (`terminal.ftl`). Bad moves use the same sentences as Discord
//! ([`super::play`]). The commands a player types and the move notation
//! are the same in every language.

use crate::messages::fluent::tr;
use crate::messages::keys::{axis_key, colour_key, variant_key};
use crate::messages::pictures;
use crate::rules::{
    Cell, GameRecord, Kind, Landing, Move, Outcome, ParseCellError, Player, Position, Variant,
};
use crate::service::computer::{Danger, Hint, HintedMove};
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

/// A player's move, confirmed in canonical notation and in words: the
/// piece, where it went and how it landed ([`pictures::move_in_words`],
/// the sentence of the pictures' alt text), so that a newcomer sees what
/// the cells they typed made. A pass has nothing to describe.
pub fn played_in_words(language: Language, player: Player, m: Move, landing: Landing) -> String {
    if m == Move::Pass {
        return played(language, player, m);
    }
    tr!(
        language,
        "terminal-played-in-words",
        colour = colour_key(player),
        notation = m.to_string(),
        words = pictures::move_in_words(language, m, Some(landing))
    )
}

/// A lesson's or a puzzle's answer, before its verdict: the move in
/// notation and in words — only what was typed, nothing of the task's
/// answer.
pub fn your_answer(language: Language, m: Move, landing: Landing) -> String {
    let words = pictures::move_in_words(language, m, Some(landing));
    tr!(language, "terminal-your-answer", notation = m.to_string(), words = words)
}

/// `preview MOVE`, above the board after it: which move, in words, and
/// that it was not played.
pub fn preview(language: Language, m: Move, landing: Landing) -> String {
    let words = pictures::move_in_words(language, m, Some(landing));
    tr!(language, "terminal-preview", notation = m.to_string(), words = words)
}

/// Under the board of `preview MOVE`: the central count after it, or the
/// end it would bring (the board shows both: this says it in words);
/// then that nothing changed, who is still to play and how to play it.
pub fn preview_after(language: Language, m: Move, before: &Position, after: &Position) -> String {
    let first = match after.outcome() {
        Some(outcome) => {
            format!("{}\n{}", tr!(language, "terminal-preview-would-end"), game_over(language, outcome))
        }
        None => tr!(
            language,
            "terminal-preview-centre",
            white = after.central_count(Player::White),
            black = after.central_count(Player::Black)
        ),
    };
    let unchanged = tr!(
        language,
        "terminal-preview-unchanged",
        colour = colour_key(before.to_move()),
        notation = m.to_string()
    );
    format!("{first}\n{unchanged}")
}

/// `preview` without a move.
pub fn preview_needs_move(language: Language) -> String {
    tr!(language, "terminal-preview-needs-move")
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
/// whole text can be saved and read back; it ends with the result (or
/// who is to play) and, against the computer, the seed that replays its
/// moves, as comments (`# …`) the reader skips too.
pub fn record(language: Language, record: &GameRecord, end: &Position, seed: Option<u64>) -> String {
    let text = record.to_string();
    let title = tr!(language, "terminal-record-title", count = number(record.moves.len()));
    let result = match end.outcome() {
        Some(outcome) => game_over(language, outcome),
        None => unfinished(language, end.to_move()),
    };
    let mut lines = vec![title, text.trim_end().to_string(), comment(&result)];
    if let Some(seed) = seed {
        lines.push(comment(&self::seed(language, seed)));
    }
    lines.join("\n")
}

/// A game not over yet: who is to play.
pub fn unfinished(language: Language, to_move: Player) -> String {
    tr!(language, "terminal-record-unfinished", colour = colour_key(to_move))
}

/// `text` as comment lines of a record, each starting with `# `, within
/// 80 columns.
fn comment(text: &str) -> String {
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let wrapped = super::rules::plain(&one_line, 78);
    wrapped.lines().map(|line| format!("# {line}")).collect::<Vec<_>>().join("\n")
}

/// How to replay the computer's moves: the seed it played with.
pub fn seed(language: Language, seed: u64) -> String {
    tr!(language, "terminal-seed", seed = seed.to_string())
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

/// The computer's move after [`thinking`], in notation and in words (as
/// a player's own move is said back), the whole line wrapped between
/// words at `width`; `thinking` is what is already on the line.
pub fn computer_reply_in_words(
    language: Language,
    thinking: &str,
    m: Move,
    landing: Landing,
    width: usize,
) -> String {
    if m == Move::Pass {
        return computer_reply(language, m);
    }
    let words = pictures::move_in_words(language, m, Some(landing));
    let reply = tr!(language, "terminal-computer-reply-in-words", notation = m.to_string(), words = words);
    let line = super::rules::plain(&format!("{thinking} {reply}"), width);
    // Wrapping only turns spaces into line ends: the line still starts
    // with what is printed already, unless that was wider than `width`.
    match line.get(thinking.len()..) {
        Some(rest) if line.starts_with(thinking) => rest.to_string(),
        _ => format!(" {reply}"),
    }
}

/// `png` without a file name.
pub fn png_needs_file(language: Language) -> String {
    tr!(language, "terminal-png-needs-file")
}

/// After `png FILE`.
pub fn png_written(language: Language, file: &str, bytes: usize) -> String {
    tr!(language, "terminal-png-written", file = shown(file), kb = number(bytes.div_ceil(1024)))
}

/// After `punct replay-gif`: the animation of `moves` moves written.
pub fn gif_written(language: Language, file: &str, moves: usize, bytes: usize) -> String {
    tr!(
        language,
        "terminal-gif-written",
        file = shown(file),
        moves = number(moves),
        kb = number(bytes.div_ceil(1024))
    )
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
    format!("{title}\n{}", wrap(&list, 80))
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

/// The answer to `hint` for `you` (the player to move) against a computer
/// at `opponent`'s level: the level the advice thought at, the opponent's
/// win next move if there is one to stop, and the best moves with whether
/// they stop it and what they leave of the race. Wrapped between words at
/// `width` columns.
pub fn hint(language: Language, hint: &Hint, you: Player, opponent: Level, width: usize) -> String {
    let Some(best) = hint.moves.first() else {
        return tr!(language, "terminal-nothing-to-suggest");
    };
    let stronger = if hint.level > opponent { "yes" } else { "no" };
    let mut lines =
        vec![tr!(language, "terminal-hint-level", level = level_key(hint.level), stronger = stronger)];
    if let Some(danger) = &hint.danger {
        lines.push(danger_text(language, danger));
    }
    let scored = |m: &HintedMove| format!("{} ({})", m.scored.mv, judgement(language, m, you));
    let mut best_line = tr!(language, "terminal-suggested", best = scored(best));
    let others: Vec<String> = hint.moves[1..].iter().map(scored).collect();
    if !others.is_empty() {
        best_line += &format!(" {}", tr!(language, "terminal-also", others = others.join(", ")));
    }
    lines.push(best_line);
    super::rules::plain(&lines.join("\n"), width)
}

/// "Careful: Black can connect next move, for example with … Only … stops it."
fn danger_text(language: Language, danger: &Danger) -> String {
    let connects = if danger.connects { "yes" } else { "no" };
    let colour = colour_key(danger.opponent);
    let move_text = danger.example.to_string();
    let warning =
        tr!(language, "terminal-hint-danger", connects = connects, colour = colour, move = move_text);
    let stops = if danger.stops.is_empty() {
        tr!(language, "terminal-hint-no-stop")
    } else {
        let moves: Vec<String> = danger.stops.iter().map(Move::to_string).collect();
        let count =
            if danger.more_stops { number(danger.stops.len() + 1) } else { number(danger.stops.len()) };
        let more = if danger.more_stops { "yes" } else { "no" };
        tr!(language, "terminal-hint-stops", count = count, moves = moves.join(", "), more = more)
    };
    format!("{warning} {stops}")
}

/// What a hinted move does, in words: a forced result when the search
/// proved one, else the cells each side would still need to connect.
fn judgement(language: Language, hinted: &HintedMove, you: Player) -> String {
    if let Some(moves) = hinted.scored.wins_in() {
        return if moves <= 1 {
            tr!(language, "terminal-judgement-wins")
        } else {
            tr!(language, "terminal-judgement-forced-win", moves = moves)
        };
    }
    if hinted.scored.is_loss() {
        return tr!(language, "terminal-judgement-loses");
    }
    tr!(
        language,
        "terminal-judgement-lacking",
        stops = if hinted.stops { "yes" } else { "no" },
        you = hinted.lacking[you],
        them = hinted.lacking[you.opponent()],
        colour = colour_key(you.opponent())
    )
}

/// `hint` in a game between two people: refused, fair play.
pub fn hint_between_people(language: Language) -> String {
    tr!(language, "terminal-hint-people")
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
/// `items` two spaces apart, indented by two, in lines of at most
/// `width` characters: broken between items, never inside one (a move
/// such as `L9>L12-K11-L13` stays whole).
fn wrap(items: &[String], width: usize) -> String {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for item in items {
        if !line.is_empty() && line.chars().count() + 2 + item.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        line.push_str("  ");
        line.push_str(item);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines.join("\n")
}

/// Said on entering the analysis board (`analyse`).
pub fn analyse_start(language: Language) -> String {
    tr!(language, "terminal-analyse-start")
}

/// The analysis board's prompt: whose move it is on it.
pub fn analyse_prompt(language: Language, player: Player) -> String {
    format!("{} ", tr!(language, "terminal-analyse-prompt", colour = colour_key(player)))
}

/// The analysis board's commands.
pub fn analyse_help(language: Language) -> String {
    tr!(language, "terminal-analyse-help")
}

/// Under the analysis board: how many moves tried are shown, of how many.
pub fn analyse_status(language: Language, shown: usize, tried: usize) -> String {
    tr!(language, "terminal-analyse-status", shown = number(shown), tried = number(tried))
}

/// The moves tried on the analysis board up to the one shown, numbered
/// from the game's `ply`.
pub fn analyse_line(language: Language, ply: u32, moves: &[Move]) -> String {
    if moves.is_empty() {
        return tr!(language, "terminal-analyse-line-empty");
    }
    let numbered: Vec<String> = moves.iter().zip(ply + 1..).map(|(mv, n)| format!("{n}. {mv}")).collect();
    tr!(language, "terminal-analyse-line", moves = numbered.join(" "))
}

/// `hint` on the analysis board.
pub fn analyse_no_hint(language: Language) -> String {
    tr!(language, "terminal-analyse-no-hint")
}

/// `analyse` on the analysis board.
pub fn analyse_again(language: Language) -> String {
    tr!(language, "terminal-analyse-again")
}

/// `reset` on the analysis board.
pub fn analyse_reset(language: Language) -> String {
    tr!(language, "terminal-analyse-reset")
}

/// Leaving the analysis board.
pub fn analyse_left(language: Language) -> String {
    tr!(language, "terminal-analyse-left")
}

/// `reset` or `leave` typed in the game itself.
pub fn analyse_only(language: Language) -> String {
    tr!(language, "terminal-analyse-only")
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN: Language = Language::ENGLISH;

    fn hinted(m: Move, score: i32, you: u32, them: u32) -> HintedMove {
        use crate::service::computer::ScoredMove;
        let lacking = crate::rules::ByPlayer { white: you, black: them };
        HintedMove { scored: ScoredMove { mv: m, score }, lacking, stops: false }
    }

    /// Once, hints said "about 59 cells ahead" (the engine's weighed
    /// score, not cells) and never at which level they thought.
    #[test]
    fn hint_wording_says_the_level_and_the_cells_each_side_needs() {
        let m: Move = "C5-C6-D6".parse().unwrap();
        let hint = Hint {
            level: Level::Hard,
            moves: vec![hinted(m, 5_900, 9, 12), hinted(m, -30, 1, 4)],
            danger: None,
        };
        let text = super::hint(EN, &hint, Player::White, Level::Easy, 200);
        assert!(
            text.starts_with("Advice from the computer (hard, stronger than your opponent):\n"),
            "{text}"
        );
        assert!(
            text.contains("Suggested: C5-C6-D6 (then you need 9 more cells to connect, Black 12)."),
            "{text}"
        );
        assert!(text.contains("(then you need 1 more cell to connect, Black 4)"), "{text}");
        assert!(!text.contains("59") && !text.contains("ahead"), "{text}");
        let same = super::hint(EN, &hint, Player::White, Level::Hard, 200);
        assert!(same.starts_with("Advice from the computer (hard):"), "{same}");
        let wins = Hint { level: Level::Hard, moves: vec![hinted(m, 999_999, 0, 5)], danger: None };
        assert!(super::hint(EN, &wins, Player::White, Level::Easy, 200).contains("(wins)"));
        let later = Hint { level: Level::Hard, moves: vec![hinted(m, 999_995, 3, 5)], danger: None };
        let later = super::hint(EN, &later, Player::White, Level::Easy, 200);
        assert!(later.contains("(forced win in 5 moves)") && !later.contains("(wins)"), "{later}");
        assert!(crate::messages::fluent::take_errors().is_empty());
    }

    #[test]
    fn hint_warns_of_the_opponents_connection_and_says_what_stops_it() {
        let m: Move = "C5-C6-D6".parse().unwrap();
        let k: Move = "K3-K4-L4".parse().unwrap();
        let danger = |stops: Vec<Move>, more_stops| Danger {
            opponent: Player::Black,
            example: k,
            connects: true,
            stops,
            more_stops,
        };
        let hint =
            |danger| Hint { level: Level::Hard, moves: vec![hinted(m, 0, 9, 3)], danger: Some(danger) };
        let one = super::hint(EN, &hint(danger(vec![m], false)), Player::White, Level::Easy, 200);
        let warning =
            "\nCareful: Black can connect next move, for example with K3-K4-L4. Only C5-C6-D6 stops it.\n";
        assert!(one.contains(warning), "{one}");
        assert!(
            one.ends_with("Suggested: C5-C6-D6 (then you need 9 more cells to connect, Black 3)."),
            "{one}"
        );
        let stopping = Hint {
            moves: vec![HintedMove { stops: true, ..hinted(m, 0, 9, 3) }],
            ..hint(danger(vec![m], false))
        };
        let stopping = super::hint(EN, &stopping, Player::White, Level::Easy, 200);
        assert!(
            stopping.ends_with("(stops it, then you need 9 more cells to connect, Black 3)."),
            "{stopping}"
        );
        let none = super::hint(EN, &hint(danger(vec![], false)), Player::White, Level::Easy, 200);
        assert!(none.contains("No move stops it.\n"), "{none}");
        let many = super::hint(EN, &hint(danger(vec![m, k, m], true)), Player::White, Level::Easy, 200);
        assert!(many.contains("Moves that stop it include C5-C6-D6, K3-K4-L4, C5-C6-D6."), "{many}");
        assert!(crate::messages::fluent::take_errors().is_empty());
    }

    /// Once, hint lines broke mid-word at the edge of the terminal.
    #[test]
    fn hints_wrap_between_words_at_the_width_in_every_language() {
        let m: Move = "F5>H7-H8-I8".parse().unwrap();
        let danger = Danger {
            opponent: Player::Black,
            example: m,
            connects: false,
            stops: vec![m, m, m],
            more_stops: true,
        };
        let hint = Hint { level: Level::Expert, moves: vec![hinted(m, 120, 9, 12); 3], danger: Some(danger) };
        for language in Language::all() {
            for width in [40, 80] {
                let text = super::hint(language, &hint, Player::White, Level::Easy, width);
                assert!(text.lines().all(|l| l.chars().count() <= width), "{language} {width}:\n{text}");
                let words = |t: &str| t.split_whitespace().map(str::to_string).collect::<Vec<_>>();
                assert_eq!(
                    words(&text),
                    words(&super::hint(language, &hint, Player::White, Level::Easy, 10_000))
                );
            }
        }
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
        let end = record.replay().unwrap();
        assert!(super::record(EN, &record, &end, None).starts_with("Game record (1 move):"));
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
        let end = record.replay().unwrap();
        for language in Language::all() {
            let text = super::record(language, &record, &end, Some(4711));
            let back: GameRecord = text.parse().unwrap_or_else(|e| panic!("{language}: {e}: {text}"));
            assert_eq!(back, record, "{language}");
        }
        assert!(crate::messages::fluent::take_errors().is_empty());
    }

    /// Once, a record had no result line. It ends with the result (or
    /// who is to play), and the seed when the computer played, and still
    /// reads back: the lines are comments.
    #[test]
    fn the_record_ends_with_its_result_and_reads_back() {
        // tests/review.rs's game: White connects columns A and Q at move 15.
        let moves = "B5-A5-C5 E2-E3-E4 E5-D5-F5 J4-J3-K4 G5-H5-I5 N14-N15-O15 J5-K5-L5 \
                     J14-J15-K15 M6-N7-O8 L15-L16-M16 P9-O9-P10 C10-C11-D11 P11-P12-O11 K12-K13-L13 Q12-Q13-Q14";
        let record = GameRecord::from_moves(Variant::Standard, moves).unwrap();
        let end = record.replay().unwrap();
        assert!(end.is_over());
        for language in Language::all() {
            let text = super::record(language, &record, &end, Some(4711));
            let last_lines: Vec<&str> = text.lines().rev().take(3).collect();
            assert!(
                last_lines.iter().any(|l| l.starts_with("# ") && l.contains("4711")),
                "{language}: {text}"
            );
            assert!(
                text.contains(&format!(
                    "# {}",
                    game_over(language, end.outcome().unwrap()).lines().next().unwrap()
                )),
                "{language}: {text}"
            );
            assert!(text.lines().all(|l| l.chars().count() <= 80), "{language}: {text}");
            assert_eq!(text.parse::<GameRecord>().unwrap(), record, "{language}");
        }
        let text = super::record(EN, &record, &record.replay().unwrap(), None);
        assert!(text.ends_with("# Game over. White wins: White connected columns A and Q."), "{text}");
        let unfinished = GameRecord::from_moves(Variant::Standard, "B2-B3-C3").unwrap();
        let text = super::record(EN, &unfinished, &unfinished.replay().unwrap(), None);
        assert!(text.ends_with("# Not finished: Black to play."), "{text}");
        assert!(crate::messages::fluent::take_errors().is_empty());
    }

    /// Once, `moves L9` printed six moves a line, 98 columns, so the
    /// terminal broke moves in two. Lines break between moves.
    #[test]
    fn a_piece_s_moves_break_between_moves_within_80_columns() {
        let moves: Vec<Move> = (0..40).map(|_| "L9>L12-K11-L13".parse().unwrap()).collect();
        let text = piece_moves(EN, "L9".parse().unwrap(), &moves);
        for line in text.lines().skip(1) {
            assert!(line.chars().count() <= 80, "{line}");
            assert!(line.split_whitespace().all(|t| t == "L9>L12-K11-L13"), "{line}");
        }
    }
}
