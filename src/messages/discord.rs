//! What players read on Discord that is not about a particular game state:
//! help, challenges and offers with their buttons, reminders, lists, and
//! the general answers when something cannot be done.
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
`/punct challenge [opponent:@someone]` — start a game: leave out the opponent to let anyone here accept, or pick the bot to play the computer
`/punct move text:F5>H7-H8-I8` — make your move
`/punct board` — show a game's board
`/punct games` — your games, the ones waiting for you first
`/punct resign` · `/punct draw` · `/punct takeback` — end, offer a draw, ask to undo
`/punct claim` — win a game whose opponent ran out of time
`/punct history` — the moves, any earlier position, the record and a replay
`/punct leaderboard` — the best-rated players (games between two people count)
`/punct help` — this page";

/// What a player reads when something failed on our side. Says their game
/// is safe, since moves are stored before anyone is told.
pub fn internal_failure() -> String {
    "Sorry, something went wrong on my side and I could not finish that. \
     Your games are safe: nothing is lost. Please try again in a moment."
        .to_string()
}

/// What a player reads when their move was played but the answer showing
/// it could not be sent: the move counts, and the background task posts
/// the board in the game's channel (so "something went wrong" would read
/// as "your move did not count", which is false).
pub fn played_board_follows(game: GameId) -> String {
    format!(
        "Your move in game {game} was played. I could not show the board here just now; \
         it follows in the game's channel within a few minutes, and your opponent is pinged there."
    )
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

use crate::messages::service::{self as game_words, mention, seat, when};
use crate::rules::{GameRecord, Player};
use crate::service::{
    Challenge, Finished, Game, GameListing, GameUpdate, PlayerRow, Reminder, ReminderStage, ServiceError,
    TimeUpNotice,
};
use crate::service::{ChallengeStatus, EndReason, GameId, Seat, UserId};

/// A refusal from the service. The wording lives in [`game_words::error`],
/// which already names this bot's commands and buttons.
pub fn refusal(error: &ServiceError) -> String {
    game_words::error(error)
}

/// A challenge posted in the channel: to one person, above its Accept /
/// Decline buttons, or open to anyone, above Accept / Cancel.
pub fn challenge_posted(c: &Challenge) -> String {
    let Some(challenged) = c.challenged else { return open_challenge_posted(c) };
    format!(
        "{}, {} challenges you to a {} game of PÜNCT ({}, {}). Press **Accept** to play or **Decline** \
         to say no. The challenge expires {}.",
        mention(challenged),
        mention(c.challenger),
        c.variant,
        c.time_control,
        challenge_colours(c),
        when(c.expires_at)
    )
}

/// A challenge anyone in the channel may accept (it pings nobody).
fn open_challenge_posted(c: &Challenge) -> String {
    format!(
        "{} is looking for a game of PÜNCT ({}, {}, {}): anyone here may accept. Press **Accept** to play; \
         {} can **Cancel** it. The challenge expires {}.",
        mention(c.challenger),
        c.variant,
        c.time_control,
        challenge_colours(c),
        mention(c.challenger),
        when(c.expires_at)
    )
}

fn challenge_colours(c: &Challenge) -> String {
    match c.colour {
        crate::service::ColourChoice::Random => "colours drawn by lot".to_string(),
        colour => format!("{} plays {colour}", mention(c.challenger)),
    }
}

/// What a challenge message says once answered (its buttons are gone).
pub fn challenge_answered(c: &Challenge, game: Option<GameId>) -> String {
    let who = c.challenged.map_or_else(|| "Someone".to_string(), mention);
    match (c.status, game) {
        (ChallengeStatus::Accepted, Some(game)) => {
            format!("{who} accepted {}'s challenge: game {game} has started below.", mention(c.challenger))
        }
        (ChallengeStatus::Declined, _) => format!("{who} declined {}'s challenge.", mention(c.challenger)),
        (ChallengeStatus::Cancelled, _) => format!("{} withdrew the challenge.", mention(c.challenger)),
        (ChallengeStatus::Expired, _) => "This challenge expired without an answer.".to_string(),
        (status, _) => format!("This challenge is {}.", game_words::challenge_status(status)),
    }
}

/// A draw offer posted above its Accept / Play on buttons.
pub fn draw_offered(g: &Game) -> String {
    let (by, to) = offer_sides(g, g.draw_offer);
    format!("{by} offers a draw in game {}. {to}, press **Accept draw**, or **Play on** to refuse.", g.id)
}

/// A takeback request posted above its Allow / Refuse buttons.
pub fn takeback_requested(g: &Game) -> String {
    let (by, to) = offer_sides(g, g.takeback_offer);
    format!(
        "{by} asks to take back their last move in game {}. {to}, press **Allow takeback** or **Refuse**.",
        g.id
    )
}

fn offer_sides(g: &Game, by: Option<Player>) -> (String, String) {
    match by {
        Some(p) => (seat(g.seats[p]), seat(g.seats[p.opponent()])),
        None => ("A player".to_string(), "Their opponent".to_string()),
    }
}

/// A reminder, posted in the game's channel, pinging the player to move.
pub fn reminder(r: &Reminder) -> String {
    let urgency = match r.stage {
        ReminderStage::Half => "Half your time for this move is gone",
        ReminderStage::Final => "Last call: only a tenth of your time is left",
    };
    format!(
        "{}, it's your move in game {}. {urgency}: it runs out {}. Play with `/punct move game:{}`, \
         or see the board with `/punct board game:{}`.",
        mention(r.user),
        r.game,
        when(r.deadline),
        r.game.0,
        r.game.0
    )
}

/// The label of the button under a time-up notice.
pub const CLAIM_BUTTON: &str = "Claim the win";

/// The time-up notice, posted in the game's channel above the Claim the
/// win button, pinging only the waiting player.
pub fn time_up(n: &TimeUpNotice) -> String {
    format!(
        "{}, {} ran out of time for move {} in game {}. Press **{CLAIM_BUTTON}** to end it now, or leave it: \
         if they have not moved by <t:{}:f>, the game is recorded as your win.",
        mention(n.waiting),
        mention(n.late),
        n.move_number,
        n.game,
        n.automatic_at.0
    )
}

/// A game lost on time, as posted by the background task.
pub fn timed_out(f: &Finished) -> String {
    let loser = f.game.result.and_then(|r| r.winner).map(|w| seat(f.game.seats[w.opponent()]));
    match loser {
        Some(loser) => format!("{loser} ran out of time. {}", game_words::finished(f)),
        None => game_words::finished(f),
    }
}

/// The text above a board the game's channel had not seen yet (the post
/// or answer that should have shown it failed): what the board shows and
/// who is next, from what is stored. `update` holds the last standing move
/// at most, and no rating change (that is not stored).
pub fn owed_board(update: &GameUpdate) -> String {
    let g = &update.game;
    let finished = || Finished { game: g.clone(), ratings: None };
    match g.result {
        Some(result) if result.reason == EndReason::Timeout => timed_out(&finished()),
        Some(_) => game_words::finished(&finished()),
        None if update.moves.is_empty() => game_words::game_started(update),
        None => game_words::move_played(update),
    }
}

/// A win claimed on time, announced above the final board.
pub fn claimed(user: UserId, f: &Finished) -> String {
    format!("{} claims the win. {}", mention(user), timed_out(f))
}

/// The player has no game here and named none.
pub fn no_game_here() -> String {
    "You have no game going in this channel. Start one with `/punct challenge opponent:@someone` \
     (choose the bot as opponent to play the computer), or name a game: `/punct board game:3`."
        .to_string()
}

/// Nobody plays here and no game was named (for looking at boards).
pub fn no_game_to_show() -> String {
    "There is no game going in this channel. Name one, e.g. `/punct board game:3`; `/punct games` lists yours."
        .to_string()
}

/// Several games could be meant: list them and show how to pick one.
pub fn which_game(command: &str, candidates: &[Game]) -> String {
    let list: Vec<String> = candidates
        .iter()
        .take(10)
        .map(|g| format!("{} ({} vs {})", g.id, seat(g.seats.white), seat(g.seats.black)))
        .collect();
    let example = candidates.first().map_or(1, |g| g.id.0);
    format!(
        "You have {} games here: {}. Say which one with the game option, e.g. `/punct {command} game:{example}`.",
        candidates.len(),
        list.join(", ")
    )
}

/// A `game` option that is not a number.
pub fn not_a_game_number(text: &str) -> String {
    let shown: String = text.chars().take(20).collect();
    format!("“{shown}” is not a game number. Use the number `/punct games` shows, e.g. `game:3`.")
}

/// A move option that is empty (Discord lets it through when pasted blank).
pub fn empty_move() -> String {
    "Write your move after `text:`. Place a piece with its three cells, PÜNCT first: `C5-C6-D6`; \
     move one with its PÜNCT cell, `>`, and where it lands: `F5>H7-H8-I8`."
        .to_string()
}

/// Only people and this bot can be challenged.
pub fn cannot_challenge_bot() -> String {
    "Bots can't play PÜNCT, except me: challenge me (pick my name as opponent) to play the computer."
        .to_string()
}

/// A challenge to a person (or to anyone) from a DM with the bot: nobody
/// else can see it there.
pub fn challenge_people_in_a_server() -> String {
    "Challenge people in a server channel they can see: nobody else can see this conversation. \
     Here you can play me: `/punct challenge` with my name as opponent, or read `/punct help`."
        .to_string()
}

/// A challenge to oneself.
pub fn cannot_challenge_yourself() -> String {
    "You can't challenge yourself. Pick someone else, e.g. `/punct challenge opponent:@friend`, \
     leave out `opponent` to let anyone here accept, or pick me to play the computer."
        .to_string()
}

/// A challenge to someone who is not a member of this server.
pub fn not_a_member(user: UserId) -> String {
    format!(
        "<@{user}> is not a member of this server, so they could never see or accept your challenge. \
         Challenge someone who is here, e.g. `/punct challenge opponent:@friend`."
    )
}

/// A challenge to a member who cannot see this channel.
pub fn cannot_see_channel(user: UserId) -> String {
    format!(
        "<@{user}> can't see this channel, so they could never accept your challenge. \
         Challenge them in a channel you both see, or ask a moderator to let them in."
    )
}

/// A move, offer or claim for a game played in another channel: it is
/// refused there so the board and the ping land where both players are.
pub fn play_in_the_games_channel(g: &Game, board: Option<&str>) -> String {
    let board = board.map_or_else(String::new, |link| format!(" Its latest board: {link}"));
    format!(
        "Game {} is played in <#{}>: make your moves and offers there, where your opponent sees them.{board}",
        g.id, g.channel
    )
}

/// Someone outside a game's server asks for its board or history.
pub fn not_your_game_to_show(game: GameId) -> String {
    format!(
        "Game {game} is played in another server: only its two players can look at it from here. \
         `/punct games` lists yours."
    )
}

/// `/punct games`: the player's list, their turn first.
pub fn games_list(listings: &[GameListing]) -> String {
    if listings.is_empty() {
        return "You have no game going. Start one with `/punct challenge opponent:@someone`.".to_string();
    }
    let waiting = listings.iter().filter(|l| l.your_turn).count();
    let mut text = match waiting {
        0 => "None of your games is waiting for you.\n".to_string(),
        1 => "**1 game** is waiting for your move.\n".to_string(),
        n => format!("**{n} games** are waiting for your move.\n"),
    };
    for l in listings.iter().take(20) {
        text.push_str(&format!("• {} in <#{}>\n", game_words::listing(l), l.game.channel.0));
    }
    if listings.len() > 20 {
        text.push_str(&format!("…and {} more.", listings.len() - 20));
    }
    text
}

/// `/punct leaderboard`.
pub fn leaderboard(rows: &[PlayerRow]) -> String {
    if rows.is_empty() {
        return "Nobody has finished a rated game yet. Games between two people count; games against me don't."
            .to_string();
    }
    rows.iter()
        .enumerate()
        .map(|(i, p)| game_words::leaderboard_line(i + 1, p))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The moves of a record, numbered in pairs, at most `max_chars` long
/// (the oldest moves are dropped first, with a note).
pub fn move_list(record: &GameRecord, max_chars: usize) -> String {
    let lines: Vec<String> = record
        .moves
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            let moves: Vec<String> = pair.iter().map(ToString::to_string).collect();
            format!("{}. {}", i + 1, moves.join("  "))
        })
        .collect();
    if lines.is_empty() {
        return "No moves yet.".to_string();
    }
    let mut kept: Vec<&String> = Vec::new();
    let mut used = 40;
    for line in lines.iter().rev() {
        if used + line.len() + 1 > max_chars {
            break;
        }
        used += line.len() + 1;
        kept.push(line);
    }
    kept.reverse();
    let mut text = String::new();
    if kept.len() < lines.len() {
        text.push_str(&format!(
            "(first {} moves not shown: see the attached record)\n",
            lines.len() - kept.len()
        ));
    }
    text.push_str(&kept.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n"));
    text
}

/// The heading of a game's board: who plays which colour.
pub fn game_title(g: &Game, names: &crate::rules::ByPlayer<String>) -> String {
    format!("Game {} — {} (White) vs {} (Black)", g.id, names[Player::White], names[Player::Black])
}

/// The line under a board: variant, time control, move number.
pub fn game_footer(g: &Game, ply: u32) -> String {
    format!("{} game · {} · after move {ply}", capitalised(g.variant.name()), g.time_control)
}

/// The caption of a past position in `/punct history`.
pub fn position_caption(g: &Game, ply: u32) -> String {
    format!("Game {} after move {ply} of {}", g.id, g.ply)
}

/// What a name is shown as when the player never told us one.
pub fn seat_name(seat: Seat, known: Option<&str>) -> String {
    match (seat, known) {
        (Seat::Bot(level), _) => format!("Computer ({level})"),
        (Seat::Human(_), Some(name)) => name.to_string(),
        (Seat::Human(UserId(id)), None) => format!("player {id}"),
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The heading of `/punct leaderboard`.
pub const LEADERBOARD_TITLE: &str = "PÜNCT leaderboard (Glicko-2, games between people)";

/// One game in the `game` option's suggestions.
pub fn game_choice(g: &Game, names: &crate::rules::ByPlayer<String>, your_turn: bool) -> String {
    let state = if your_turn { "your turn".to_string() } else { format!("move {}", g.ply + 1) };
    let text = format!("{} — {} vs {} — {state}", g.id, names[Player::White], names[Player::Black]);
    text.chars().take(100).collect()
}

/// What `/punct board` says above the picture (no pings).
pub fn board_status(g: &Game) -> String {
    match g.result {
        Some(result) => format!("Game {} is over: {}.", g.id, game_words::result_text(result)),
        None => {
            let clock = g.deadline.map(|d| format!(", time runs out {}", when(d))).unwrap_or_default();
            format!(
                "Game {}: {} to move ({}){clock}.",
                g.id,
                seat(g.seats[g.to_move()]),
                colour_name(g.to_move())
            )
        }
    }
}

/// A resignation, as announced.
pub fn resigned(user: UserId, f: &Finished) -> String {
    format!("{} resigned. {}", mention(user), game_words::finished(f))
}

/// A game's record as a text file: PGN-like tags, then the moves.
pub fn record_file(g: &Game, names: &crate::rules::ByPlayer<String>, record: &GameRecord) -> String {
    let result = g.result.map_or_else(|| "ongoing".to_string(), game_words::result_text);
    format!(
        "[Event \"PÜNCT on Discord, game {}\"]\n[White \"{}\"]\n[Black \"{}\"]\n[TimeControl \"{}\"]\n[Result \"{result}\"]\n{record}\n",
        g.id.0,
        names[Player::White],
        names[Player::Black],
        g.time_control
    )
}

fn colour_name(p: Player) -> &'static str {
    match p {
        Player::White => "White",
        Player::Black => "Black",
    }
}

/// A button this bot did not make, or from an old version.
pub fn stale_button() -> String {
    "This button is from an older version of the bot and no longer works. \
     Use `/punct games` to find your games, or `/punct help`."
        .to_string()
}

/// What a challenge message says once accepted.
pub fn challenge_accepted(by: UserId, g: &Game) -> String {
    format!("{} accepted the challenge: game {} has started below.", mention(by), g.id)
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
    fn refusals_name_this_bots_commands() {
        use crate::service::GameId;
        for error in [
            ServiceError::GameNotFound { game: GameId(3) },
            ServiceError::NotAParticipant { game: GameId(3) },
            ServiceError::NoDrawOffer { game: GameId(3) },
        ] {
            let text = refusal(&error);
            assert!(text.contains("/punct "), "{text}");
        }
    }

    #[test]
    fn long_move_lists_keep_the_latest_moves_within_the_limit() {
        let record = crate::rules::GameRecord::from_moves(
            crate::rules::Variant::Standard,
            "B2-B3-C3 N12-N13-O13 B2>B5-B6-C6 N12>N10-N11-O11",
        )
        .unwrap();
        let text = move_list(&record, 4096);
        assert_eq!(text, "1. B2-B3-C3  N12-N13-O13\n2. B2>B5-B6-C6  N12>N10-N11-O11");
        let short = move_list(&record, 75);
        assert!(
            short.starts_with("(first 1 moves not shown") && short.ends_with("N12>N10-N11-O11"),
            "{short}"
        );
    }

    #[test]
    fn bad_argument_gives_an_example() {
        let text = bad_argument("punct move", Some("xyz"));
        assert!(text.contains("xyz") && text.contains("/punct move text:"), "{text}");
    }
}
