//! The developer tools' human-readable lines (`devtools.ftl`): `punct
//! arena`'s result per game and its summary, `punct puzzles generate`'s
//! progress. English keeps the exact lines the tools printed before, so
//! runs stay comparable. Machine-readable output (perft's counts, `puzzles
//! export`, the counts tables) is not worded here: it is the same in every
//! language.
//!
//! Decimal figures (seconds, percentages) arrive formatted: they are
//! measurements with a fixed number of decimals, read side by side across
//! runs and languages, not prose numbers.

use crate::messages::fluent::tr;
use crate::messages::keys::{axis_key, colour_key};
use crate::rules::{Outcome, Player};
use crate::service::Language;

/// One game of a match: "game 3: hard (white) vs medium (black): hard
/// (white) wins, white connected columns A and Q in 41 moves". `result`
/// from [`winner`] or [`draw`], `reason` from [`reason`] or [`cut_off`].
pub fn arena_game(
    language: Language,
    number: u32,
    players: [&str; 2],
    result: &str,
    reason: &str,
    plies: u32,
) -> String {
    let [white, black] = players;
    tr!(
        language,
        "devtools-arena-game",
        number = number,
        white = white,
        black = black,
        result = result,
        reason = reason,
        plies = plies
    )
}

/// `player` (who played `colour`) won.
pub fn winner(language: Language, player: &str, colour: Player) -> String {
    tr!(language, "devtools-arena-wins", player = player, colour = colour_key(colour))
}

/// Nobody won.
pub fn draw(language: Language) -> String {
    tr!(language, "devtools-arena-draw")
}

/// Why a game ended, short.
pub fn reason(language: Language, outcome: &Outcome) -> String {
    match outcome {
        Outcome::Connected(c) => {
            tr!(language, "devtools-arena-connected", colour = colour_key(c.player), axis = axis_key(c.axis))
        }
        Outcome::CentralMajority { winner, central } => tr!(
            language,
            "devtools-arena-central-majority",
            colour = colour_key(*winner),
            mine = central[*winner],
            theirs = central[winner.opponent()]
        ),
        Outcome::CentralTie { central } => tr!(language, "devtools-arena-central-tie", cells = central.white),
        Outcome::LastPiecePlaced => tr!(language, "devtools-arena-last-piece"),
        Outcome::NoLegalMoves => tr!(language, "devtools-arena-no-moves"),
    }
}

/// A game stopped at the match's move limit without a result.
pub fn cut_off(language: Language, plies: u32) -> String {
    tr!(language, "devtools-arena-cut-off", plies = plies)
}

/// The summary's first line: "10 games, standard variant".
pub fn arena_match(language: Language, games: u32, variant: &str) -> String {
    tr!(language, "devtools-arena-match", games = games, variant = variant)
}

/// One side's wins: "a = hard: 7 wins (70 %)"; `percent` formatted.
pub fn side_wins(language: Language, side: &str, player: &str, wins: u32, percent: &str) -> String {
    tr!(language, "devtools-arena-side-wins", side = side, player = player, wins = wins, percent = percent)
}

/// The draws of a match.
pub fn draws(language: Language, draws: u32) -> String {
    tr!(language, "devtools-arena-draws", draws = draws)
}

/// A side's wall-clock time per move; seconds formatted.
pub fn time_per_move(language: Language, player: &str, average: &str, moves: u32, longest: &str) -> String {
    tr!(language, "devtools-arena-time", player = player, average = average, moves = moves, longest = longest)
}

/// A side's processor time per move; seconds formatted.
pub fn processor_time(language: Language, player: &str, average: &str, longest: &str) -> String {
    tr!(language, "devtools-arena-cpu", player = player, average = average, longest = longest)
}

/// How many of a side's moves a processor-time limit cut short: the only
/// moves that may differ when the match is played again.
pub fn out_of_time(language: Language, player: &str, count: u32) -> String {
    tr!(language, "devtools-arena-out-of-time", player = player, count = count)
}

/// `puzzles generate`'s progress after a batch of games.
pub fn generate_progress(language: Language, games: usize, puzzles: usize, seconds: &str) -> String {
    tr!(
        language,
        "devtools-generate-progress",
        games = number(games),
        puzzles = number(puzzles),
        seconds = seconds
    )
}

/// A count as Fluent takes it (counts here are far below 2^53).
fn number(n: usize) -> f64 {
    #[allow(clippy::cast_precision_loss)] // counts of games and puzzles are small
    let n = n as f64;
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::messages::fluent::take_errors;
    use crate::rules::{Axis, ByPlayer, Connection};

    /// English prints what `punct arena` printed before it was translated.
    #[test]
    fn english_is_the_lines_arena_printed_before() {
        let english = Language::ENGLISH;
        let won = winner(english, "hard", Player::White);
        let why = reason(english, &Outcome::NoLegalMoves);
        assert_eq!(
            arena_game(english, 3, ["hard", "medium"], &won, &why, 41),
            "game 3: hard (white) vs medium (black): hard (white) wins, neither player has a legal move in 41 moves"
        );
        assert_eq!(cut_off(english, 300), "no result after 300 moves");
        assert_eq!(
            reason(
                english,
                &Outcome::CentralMajority { winner: Player::Black, central: ByPlayer { white: 2, black: 4 } }
            ),
            Outcome::CentralMajority { winner: Player::Black, central: ByPlayer { white: 2, black: 4 } }
                .to_string()
        );
        assert_eq!(side_wins(english, "a", "hard", 7, "70"), "a = hard: 7 wins (70 %)");
        assert_eq!(
            time_per_move(english, "hard", "0.330", 12, "1.400"),
            "average time per move, hard: 0.330 s over 12 moves (longest 1.400 s)"
        );
        assert_eq!(generate_progress(english, 40, 3, "12"), "games 40\tpuzzles 3\t12 s");
        assert_eq!(out_of_time(english, "expert", 1), "expert: processor-time limit reached in 1 move");
        assert_eq!(out_of_time(english, "expert", 3), "expert: processor-time limit reached in 3 moves");
        assert_eq!(take_errors(), Vec::<String>::new());
    }

    /// Every language counts the moves a time limit cut short, with its
    /// plural forms.
    #[test]
    fn moves_cut_short_in_every_language() {
        for language in Language::all() {
            for count in [1, 2, 5] {
                let line = out_of_time(language, "expert", count);
                assert!(line.starts_with("expert") && line.contains(&count.to_string()), "{line}");
            }
        }
        assert_eq!(take_errors(), Vec::<String>::new());
    }

    /// Every outcome reads as the rules' own short reason in English, and
    /// every language has words for each.
    #[test]
    fn every_reason_in_every_language() {
        let outcomes = [
            Outcome::Connected(Connection {
                player: Player::White,
                axis: Axis::Diagonals,
                chain: Vec::new(),
            }),
            Outcome::CentralTie { central: ByPlayer { white: 3, black: 3 } },
            Outcome::LastPiecePlaced,
            Outcome::NoLegalMoves,
        ];
        for outcome in &outcomes {
            assert_eq!(reason(Language::ENGLISH, outcome), outcome.to_string());
        }
        for language in Language::all() {
            for outcome in &outcomes {
                assert!(!reason(language, outcome).is_empty());
            }
        }
        assert_eq!(take_errors(), Vec::<String>::new());
    }
}
