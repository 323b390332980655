//! What players read on Discord that is not about a particular game state:
//! help, and the general answers when something cannot be done.
//!
//! Limits that matter here (Discord's): an embed description holds 4096
//! characters, a field value 1024, a whole embed 6000; the tests hold the
//! help embed to them.

/// The title of the help embed.
pub const HELP_TITLE: &str = "PÜNCT — how to play";

/// The rules in brief (embed description).
pub const HELP_RULES: &str = "\
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

**The end:** the first to connect wins (if a move connects both players, the mover wins). \
When the last reserve piece is placed and nobody is connected, the player seeing more cells of \
the central hexagon wins (standard game).";

/// How to write moves (embed field).
pub const HELP_NOTATION: &str = "\
Cells are a column A–Q and a row 1–17: `I9` is the centre.
• Place a piece: its three cells, PÜNCT first — `C5-C6-D6`
• Move a piece: its PÜNCT cell, `>`, where it lands — `F5>H7-H8-I8`
• Turn a piece in place: `F5>F5-G5-H5`
Any case works, and spaces or commas instead of `-`: `f5 > h7 h8 i8`. \
Start typing in `/punct move` and the bot suggests legal moves.";

/// The commands (embed field).
pub const HELP_COMMANDS: &str = "\
`/punct challenge opponent:@someone` — start a game (pick the bot to play the computer)
`/punct move text:F5>H7-H8-I8` — make your move
`/punct board` — show a game's board
`/punct games` — your games, the ones waiting for you first
`/punct resign` · `/punct draw` · `/punct takeback` — end, offer a draw, ask to undo
`/punct history` — the moves, any earlier position, the record and a replay
`/punct leaderboard` — ratings in this server
`/punct help` — this page";

/// What a player reads when something failed on our side. Says their game
/// is safe, since moves are stored before anyone is told.
pub fn internal_failure() -> String {
    "Sorry, something went wrong on my side and I could not finish that. \
     Your games are safe: nothing is lost. Please try again in a moment."
        .to_string()
}

/// An option Discord delivered that the command could not read.
pub fn bad_argument(command: &str, input: Option<&str>) -> String {
    let shown: String = input.unwrap_or("").chars().take(40).collect();
    format!(
        "I could not read “{shown}” for /{command}. {}",
        example_for(command).map(|e| format!("For example: `{e}`")).unwrap_or_default()
    )
}

/// A correct example of each command, for error messages.
pub fn example_for(command: &str) -> Option<&'static str> {
    Some(match command.trim_start_matches("punct ") {
        "challenge" => "/punct challenge opponent:@Alice days:3",
        "move" => "/punct move text:F5>H7-H8-I8",
        "board" => "/punct board game:12",
        "history" => "/punct history game:12 ply:10",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_fits_discord_embed_limits() {
        assert!(HELP_TITLE.chars().count() <= 256);
        assert!(HELP_RULES.chars().count() <= 4096);
        assert!(HELP_NOTATION.chars().count() <= 1024);
        assert!(HELP_COMMANDS.chars().count() <= 1024);
        let total = [HELP_TITLE, HELP_RULES, HELP_NOTATION, HELP_COMMANDS]
            .iter()
            .map(|s| s.chars().count())
            .sum::<usize>();
        assert!(total <= 6000 - 40, "{total}");
    }

    #[test]
    fn help_examples_are_moves_the_engine_reads() {
        for text in ["C5-C6-D6", "F5>H7-H8-I8", "F5>F5-G5-H5", "f5 > h7 h8 i8"] {
            assert!(HELP_NOTATION.contains(text));
            assert!(text.parse::<crate::rules::Move>().is_ok(), "{text}");
        }
    }

    #[test]
    fn bad_argument_gives_an_example() {
        let text = bad_argument("punct move", Some("xyz"));
        assert!(text.contains("xyz") && text.contains("/punct move text:"), "{text}");
    }
}
