//! What players read on Discord that is not about a particular game state:
//! help, challenges and offers with their buttons, reminders, lists, and
//! the general answers when something cannot be done.
//!
//! Limits that matter here (Discord's): an embed description holds 4096
//! characters, a field value 1024, a whole embed 6000; the tests hold the
//! help embed to them.

/// `/punct help`, in the reader's language: the rules in brief (the
/// same text as the terminal's `rules`), how to write moves, the commands
/// by the names the reader's Discord shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Help {
    /// The embed's title.
    pub title: String,
    /// The rules in brief (the embed's description).
    pub rules: String,
    /// The notation field's name.
    pub notation_title: String,
    /// How to write moves.
    pub notation: String,
    /// The commands field's name.
    pub commands_title: String,
    /// The commands, one a line.
    pub commands: String,
}

/// The help page in `language`.
pub fn help(language: Language) -> Help {
    Help {
        title: tr!(language, "help-title"),
        rules: crate::messages::rules::rules(language),
        notation_title: tr!(language, "help-notation-title"),
        notation: tr!(language, "help-notation"),
        commands_title: tr!(language, "help-commands-title"),
        commands: tr!(language, "help-commands"),
    }
}

/// What a player reads when something failed on our side. Says their game
/// is safe, since moves are stored before anyone is told.
pub fn internal_failure(language: Language) -> String {
    tr!(language, "internal-failure")
}

/// What a player's command or button did that counts even when its answer
/// could not be sent: the player must hear that it counted ("something went
/// wrong" would read as "it did not"), and what becomes of the board or
/// the offer nobody saw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deed {
    /// A move was played.
    Moved(GameId),
    /// A game ended: resigned, claimed on time, or drawn by agreement.
    Ended(GameId),
    /// Moves were taken back.
    TookBack(GameId),
    /// A game began (an accepted challenge, a rematch or a game against the computer).
    Started(GameId),
    /// A draw was offered; the opponent may still accept with `/punct draw`.
    OfferedDraw(GameId),
    /// A takeback was asked for; it lapses with the next move.
    AskedTakeback(GameId),
    /// A challenge was declined or withdrawn with its button.
    AnsweredChallenge(ChallengeId),
    /// A draw offer or takeback request was turned down with its button.
    AnsweredOffer(GameId),
    /// A challenge was posted; unseen, it was withdrawn again (`true`) or
    /// could not be (`false`).
    Challenged(ChallengeId, bool),
}

impl std::fmt::Display for Deed {
    /// For the log (in an error's message), not for players.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Deed::Moved(game) => write!(f, "a move in game {game}"),
            Deed::Ended(game) => write!(f, "the end of game {game}"),
            Deed::TookBack(game) => write!(f, "a takeback in game {game}"),
            Deed::Started(game) => write!(f, "the start of game {game}"),
            Deed::OfferedDraw(game) => write!(f, "a draw offer in game {game}"),
            Deed::AskedTakeback(game) => write!(f, "a takeback request in game {game}"),
            Deed::AnsweredChallenge(challenge) => write!(f, "an answer to challenge {challenge}"),
            Deed::AnsweredOffer(game) => write!(f, "an answer to an offer in game {game}"),
            Deed::Challenged(challenge, _) => write!(f, "challenge {challenge}"),
        }
    }
}

/// What the player reads when `deed` counted but its answer failed. Boards
/// nobody saw are posted by the background task within a few minutes
/// (`GameService::boards_owed`); offers and challenges are not, so those
/// say what still works.
pub fn done_but_unanswered(language: Language, deed: Deed) -> String {
    let l = language;
    match deed {
        Deed::Moved(game) => tr!(l, "done-moved", game = game.to_string()),
        Deed::Ended(game) => tr!(l, "done-ended", game = game.to_string()),
        Deed::TookBack(game) => tr!(l, "done-took-back", game = game.to_string()),
        Deed::Started(game) => tr!(l, "done-started", game = game.to_string()),
        Deed::OfferedDraw(game) => tr!(l, "done-offered-draw", game = game.to_string()),
        Deed::AskedTakeback(game) => tr!(l, "done-asked-takeback", game = game.to_string()),
        Deed::AnsweredChallenge(challenge) => {
            tr!(l, "done-answered-challenge", challenge = challenge.to_string())
        }
        Deed::AnsweredOffer(game) => tr!(l, "done-answered-offer", game = game.to_string()),
        Deed::Challenged(challenge, true) => {
            tr!(l, "done-challenged-withdrawn", challenge = challenge.to_string())
        }
        Deed::Challenged(challenge, false) => {
            tr!(l, "done-challenged-standing", challenge = challenge.to_string())
        }
    }
}

/// An option Discord delivered that the command could not read.
pub fn bad_argument(language: Language, command: &str, input: Option<&str>) -> String {
    let shown: String = input.unwrap_or("").chars().take(40).collect();
    match example_for(command) {
        Some(_) => {
            let example = tr!(language, "command-example", command = command.trim_start_matches("punct "));
            tr!(language, "bad-argument-example", input = shown, command = command, example = example)
        }
        None => tr!(language, "bad-argument", input = shown, command = command),
    }
}

/// A correct example of each command, for error messages.
pub fn example_for(command: &str) -> Option<&'static str> {
    Some(match command.trim_start_matches("punct ") {
        "challenge" => "/punct challenge opponent:@Alice days:3",
        "move" => "/punct move text:F5>H7-H8-I8",
        "board" => "/punct board game:12",
        "history" => "/punct history game:12 move:10",
        _ => return None,
    })
}

use crate::messages::fluent::tr;
use crate::messages::lines;
use crate::messages::service::{self as game_words, mention, seat, seat_in, when};
use crate::rules::{GameRecord, Player};
use crate::service::{
    Challenge, Finished, Game, GameListing, GameUpdate, PlayerRow, Reminder, ReminderStage, ServiceError,
    TimeUpNotice,
};
use crate::service::{ChallengeId, ChallengeStatus, EndReason, GameId, Language, Seat, UserId};

/// A refusal from the service. The wording lives in [`game_words::error`],
/// which already names this bot's commands and buttons.
pub fn refusal(language: Language, error: &ServiceError) -> String {
    game_words::error(language, error)
}

/// A challenge posted in the channel: to one person, above its Accept /
/// Decline buttons, or open to anyone, above Accept / Cancel. A rematch
/// says so and shows its number, which a second press of Rematch names.
pub fn challenge_posted(c: &Challenge) -> String {
    let Some(challenged) = c.challenged else { return open_challenge_posted(c) };
    let what = match c.rematch_of {
        Some(game) => format!("a rematch of game {game} (challenge {}):", c.id),
        None => "a".to_string(),
    };
    format!(
        "{}, {} challenges you to {what} {} game of PÜNCT ({}, {}). Press **Accept** to play or **Decline** \
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
pub fn no_game_here(language: Language) -> String {
    tr!(language, "no-game-here")
}

/// Nobody plays here and no game was named (for looking at boards).
pub fn no_game_to_show(language: Language) -> String {
    tr!(language, "no-game-to-show")
}

/// Several games could be meant: list them and show how to pick one with
/// `command` (`move`, `resign`, `claim` or `board`).
pub fn which_game(language: Language, command: &str, candidates: &[Game]) -> String {
    let list: Vec<String> = candidates
        .iter()
        .take(10)
        .map(|g| {
            let (white, black) = (seat_in(language, g.seats.white), seat_in(language, g.seats.black));
            tr!(language, "which-game-item", game = g.id.to_string(), white = white, black = black)
        })
        .collect();
    let example = candidates.first().map_or(1, |g| g.id.0).to_string();
    let (count, list) = (candidates.len(), list.join(", "));
    tr!(language, "which-game", count = count, list = list, command = command, example = example)
}

/// A `game` option that is not a number.
pub fn not_a_game_number(language: Language, text: &str) -> String {
    let shown: String = text.chars().take(20).collect();
    tr!(language, "not-a-game-number", text = shown)
}

/// A move option that is empty (Discord lets it through when pasted blank).
pub fn empty_move(language: Language) -> String {
    tr!(language, "empty-move")
}

/// Only people and this bot can be challenged.
pub fn cannot_challenge_bot(language: Language) -> String {
    tr!(language, "cannot-challenge-bot")
}

/// A challenge to a person (or to anyone) from a DM with the bot: nobody
/// else can see it there.
pub fn challenge_people_in_a_server(language: Language) -> String {
    tr!(language, "challenge-people-in-a-server")
}

/// A challenge to oneself.
pub fn cannot_challenge_yourself(language: Language) -> String {
    tr!(language, "cannot-challenge-yourself")
}

/// A challenge to someone who is not a member of this server.
pub fn not_a_member(language: Language, user: UserId) -> String {
    tr!(language, "not-a-member", user = user.to_string())
}

/// A challenge to a member who cannot see this channel.
pub fn cannot_see_channel(language: Language, user: UserId) -> String {
    tr!(language, "cannot-see-channel", user = user.to_string())
}

/// A move, offer or claim for a game played in another channel: it is
/// refused there so the board and the ping land where both players are.
pub fn play_in_the_games_channel(language: Language, g: &Game, board: Option<&str>) -> String {
    let (game, channel) = (g.id.to_string(), g.channel.to_string());
    match board {
        Some(link) => {
            tr!(language, "play-in-the-games-channel-board", game = game, channel = channel, link = link)
        }
        None => tr!(language, "play-in-the-games-channel", game = game, channel = channel),
    }
}

/// Someone outside a game's server asks for its board or history.
pub fn not_your_game_to_show(language: Language, game: GameId) -> String {
    tr!(language, "not-your-game-to-show", game = game.to_string())
}

/// `/punct games`: the count waiting for the player's move, then their
/// games (their turn first) as whole lines, as many as fit in `max_chars`,
/// then how many more there are.
pub fn games_list(listings: &[GameListing], max_chars: usize) -> String {
    if listings.is_empty() {
        return "You have no game going. Start one with `/punct challenge opponent:@someone`.".to_string();
    }
    let waiting = listings.iter().filter(|l| l.your_turn).count();
    let head = match waiting {
        0 => "None of your games is waiting for you.".to_string(),
        1 => "**1 game** is waiting for your move.".to_string(),
        n => format!("**{n} games** are waiting for your move."),
    };
    let lines: Vec<String> =
        listings.iter().map(|l| format!("• {} in <#{}>", game_words::listing(l), l.game.channel.0)).collect();
    lines::first_that_fit(Some(&head), &lines, max_chars, more_games)
}

/// The note under a list cut short: how many games it leaves out.
fn more_games(n: usize) -> String {
    match n {
        1 => "…and 1 more game.".to_string(),
        n => format!("…and {n} more games."),
    }
}

/// `/punct leaderboard`: one whole line per player, as many as fit in
/// `max_chars`.
pub fn leaderboard(rows: &[PlayerRow], max_chars: usize) -> String {
    if rows.is_empty() {
        return "Nobody has finished a rated game yet. Games between two people count; games against me don't."
            .to_string();
    }
    let lines: Vec<String> =
        rows.iter().enumerate().map(|(i, p)| game_words::leaderboard_line(i + 1, p)).collect();
    lines::first_that_fit(None, &lines, max_chars, |n| match n {
        1 => "…and 1 more player.".to_string(),
        n => format!("…and {n} more players."),
    })
}

/// The moves of a record, numbered in pairs, one pair a line, at most
/// `max_chars` long: the latest moves, whole, after a note saying how many
/// earlier ones only the attached record holds.
pub fn move_list(record: &GameRecord, max_chars: usize) -> String {
    let lines: Vec<String> = record
        .moves
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            // Each move with its own number (White's odd), two to a line.
            let moves: Vec<String> =
                pair.iter().enumerate().map(|(k, m)| format!("{}. {m}", 2 * i + k + 1)).collect();
            moves.join("  ")
        })
        .collect();
    if lines.is_empty() {
        return "No moves yet.".to_string();
    }
    // Every line left out is a whole pair: two moves.
    lines::last_that_fit(&lines, max_chars, |pairs| match pairs * 2 {
        1 => "(The first move is in the attached record.)".to_string(),
        n => format!("(The first {n} moves are in the attached record.)"),
    })
}

/// The heading of a game's board: who plays which colour.
pub fn game_title(language: Language, g: &Game, names: &crate::rules::ByPlayer<String>) -> String {
    let (white, black) = (names[Player::White].as_str(), names[Player::Black].as_str());
    tr!(language, "game-title", game = g.id.to_string(), white = white, black = black)
}

/// The line under a board: variant, time control, move number.
pub fn game_footer(language: Language, g: &Game, ply: u32) -> String {
    let days = match g.time_control.days() {
        None => "none".to_string(),
        Some(1) => "one".to_string(),
        Some(d) => d.to_string(),
    };
    tr!(language, "game-footer", variant = g.variant.name(), days = days, ply = ply)
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

/// The heading of `/punct leaderboard`.
pub const LEADERBOARD_TITLE: &str = "PÜNCT leaderboard (Glicko-2, games between people)";

/// One game in the `game` option's suggestions, at most `max_chars` long:
/// its number and state always whole, the names shortened (the longer
/// first) when both do not fit.
pub fn game_choice(
    g: &Game,
    names: &crate::rules::ByPlayer<String>,
    your_turn: bool,
    max_chars: usize,
) -> String {
    let state = if your_turn { "your turn".to_string() } else { format!("move {}", g.ply + 1) };
    let (white, black) = (&names[Player::White], &names[Player::Black]);
    let fixed = lines::length(&format!("{} —  vs  — {state}", g.id));
    let room = max_chars.saturating_sub(fixed);
    let (w, b) = (lines::length(white), lines::length(black));
    let (white_room, black_room) = if w + b <= room {
        (w, b)
    } else {
        let half = room / 2;
        match (w <= half, b <= half) {
            (true, _) => (w, room - w),
            (_, true) => (room - b, b),
            _ => (half, room - half),
        }
    };
    let text =
        format!("{} — {} vs {} — {state}", g.id, shortened(white, white_room), shortened(black, black_room));
    text.chars().take(max_chars).collect()
}

/// `text` in at most `max_chars` characters, "…" marking a cut.
fn shortened(text: &str, max_chars: usize) -> String {
    if lines::length(text) <= max_chars {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max_chars.saturating_sub(1)).collect();
    if max_chars > 0 {
        cut.push('…');
    }
    cut
}

/// What `/punct board` says above the picture (no pings).
pub fn board_status(language: Language, g: &Game) -> String {
    let game = g.id.to_string();
    let Some(result) = g.result else {
        let (seat, colour) = (seat_in(language, g.seats[g.to_move()]), g.to_move().name());
        return match g.deadline {
            Some(d) => tr!(
                language,
                "board-status-clock",
                game = game,
                seat = seat,
                colour = colour,
                deadline = when(d)
            ),
            None => tr!(language, "board-status", game = game, seat = seat, colour = colour),
        };
    };
    tr!(language, "board-status-over", game = game, result = game_words::result_in(language, result))
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

/// A button whose label other sentences name (a refusal may say "press
/// **Accept** under it"), so the label and the sentence agree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonWord {
    /// Accept a challenge.
    Accept,
    /// Decline a challenge made to you, or withdraw your own.
    Decline,
    /// Withdraw a challenge open to anyone.
    Cancel,
    /// Ask for a return game, colours swapped.
    Rematch,
}

/// The label of `button` in `language`.
pub fn button(language: Language, button: ButtonWord) -> String {
    match button {
        ButtonWord::Accept => tr!(language, "button-accept"),
        ButtonWord::Decline => tr!(language, "button-decline"),
        ButtonWord::Cancel => tr!(language, "button-cancel"),
        ButtonWord::Rematch => tr!(language, "button-rematch"),
    }
}

/// A button this bot did not make, or from an old version.
pub fn stale_button(language: Language) -> String {
    tr!(language, "stale-button")
}

/// What a challenge message says once accepted.
pub fn challenge_accepted(by: UserId, g: &Game) -> String {
    format!("{} accepted the challenge: game {} has started below.", mention(by), g.id)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every language's help fits an embed: title 256, description
    /// 4096, field names 256 and values 1024, 6000 in all.
    #[test]
    fn help_fits_discord_embed_limits_in_every_language() {
        for language in Language::all() {
            let h = help(language);
            assert!(h.title.chars().count() <= 256, "{language}");
            assert!(h.rules.chars().count() <= 4096, "{language}: {}", h.rules.chars().count());
            for name in [&h.notation_title, &h.commands_title] {
                assert!(!name.is_empty() && name.chars().count() <= 256, "{language}");
            }
            for value in [&h.notation, &h.commands] {
                assert!(
                    value.chars().count() <= 1024,
                    "{language}: {} characters: {value}",
                    value.chars().count()
                );
            }
            let total: usize =
                [&h.title, &h.rules, &h.notation_title, &h.notation, &h.commands_title, &h.commands]
                    .iter()
                    .map(|s| s.chars().count())
                    .sum();
            assert!(total <= 6000, "{language}: {total}");
        }
        assert!(crate::messages::fluent::take_errors().is_empty());
    }

    #[test]
    fn help_examples_are_moves_the_engine_reads() {
        for language in Language::all() {
            let notation = help(language).notation;
            for text in ["C5-C6-D6", "F5>H7-H8-I8", "F5>F5-G5-H5", "f5 > h7 h8 i8"] {
                assert!(notation.contains(text), "{language}: {text}");
                assert!(text.parse::<crate::rules::Move>().is_ok(), "{text}");
            }
        }
    }

    /// Help names each command as the reader's Discord shows it.
    #[test]
    fn help_names_the_commands_in_the_readers_language() {
        for language in Language::all() {
            let commands = help(language).commands;
            for command in
                ["challenge", "move", "board", "games", "resign", "draw", "claim", "history", "help"]
            {
                let path = format!("punct {command}");
                let name =
                    crate::messages::commands::name(language, &path).unwrap_or_else(|| command.to_string());
                assert!(commands.contains(&format!("/punct {name}")), "{language}: {name}");
            }
        }
        let german = help(Language::from_discord("de")).commands;
        assert!(german.contains("/punct herausfordern") && german.contains("/punct zug"), "{german}");
    }

    #[test]
    fn refusals_name_this_bots_commands() {
        use crate::service::GameId;
        for error in [
            ServiceError::GameNotFound { game: GameId(3) },
            ServiceError::NotAParticipant { game: GameId(3) },
            ServiceError::NoDrawOffer { game: GameId(3) },
        ] {
            let text = refusal(Language::ENGLISH, &error);
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
        assert_eq!(text, "1. B2-B3-C3  2. N12-N13-O13\n3. B2>B5-B6-C6  4. N12>N10-N11-O11");
        let twice = crate::rules::GameRecord {
            variant: crate::rules::Variant::Standard,
            moves: [record.moves.clone(), record.moves.clone()].concat(),
        };
        assert_eq!(move_list(&twice, 125).lines().count(), 4, "125 characters hold all four lines");
        let short = move_list(&twice, 122);
        assert_eq!(
            short,
            "(The first 4 moves are in the attached record.)\n5. B2-B3-C3  6. N12-N13-O13\n7. B2>B5-B6-C6  8. N12>N10-N11-O11"
        );
        assert!(short.chars().count() <= 122);
        let shorter = move_list(&twice, 90);
        assert_eq!(
            shorter,
            "(The first 6 moves are in the attached record.)\n7. B2>B5-B6-C6  8. N12>N10-N11-O11"
        );
    }

    /// A game of `plies` moves, each the longest a move can be written.
    fn long_record(plies: usize) -> crate::rules::GameRecord {
        let moves = vec!["N12>N10-N11-O11"; plies].join(" ");
        crate::rules::GameRecord { variant: crate::rules::Variant::Standard, moves: parse_all(&moves) }
    }

    fn parse_all(moves: &str) -> Vec<crate::rules::Move> {
        moves.split_whitespace().map(|m| m.parse().unwrap()).collect()
    }

    #[test]
    fn a_move_list_holds_whole_moves_within_the_embed_limit() {
        for plies in [0, 1, 2, 3, 100, 301, 600, 1001] {
            let record = long_record(plies);
            let text = move_list(&record, 4096);
            assert!(text.chars().count() <= 4096, "{plies}: {}", text.chars().count());
            let mut lines = text.lines().peekable();
            let dropped = match lines.peek() {
                Some(first) if first.starts_with("(The first ") => {
                    let n: usize = first["(The first ".len()..].split(' ').next().unwrap().parse().unwrap();
                    lines.next();
                    n
                }
                _ => 0,
            };
            let shown: Vec<&str> = lines.collect();
            if plies == 0 {
                assert_eq!(shown, ["No moves yet."]);
                continue;
            }
            let pairs = plies.div_ceil(2);
            assert_eq!(dropped + 2 * shown.len() - plies % 2, plies, "{plies}: {text}");
            for (i, line) in shown.iter().enumerate() {
                let number = pairs - shown.len() + i + 1;
                let whole = if number * 2 > plies { 1 } else { 2 };
                let moves: Vec<String> =
                    (0..whole).map(|k| format!("{}. N12>N10-N11-O11", 2 * number - 1 + k)).collect();
                assert_eq!(*line, moves.join("  "));
            }
        }
    }

    use crate::rules::ByPlayer;
    use crate::service::{ChannelId, GameListing, NewGame, TimeControl, Timestamp};

    /// Game `id` of the longest kind a list shows: snowflake ids, a deadline.
    fn listing(id: i64, your_turn: bool) -> GameListing {
        let new = NewGame {
            channel: ChannelId(900_000_000_000_000_000 + id as u64),
            guild: None,
            seats: ByPlayer {
                white: Seat::Human(UserId(710_000_000_000_000_001)),
                black: Seat::Human(UserId(7_100_000_000_000_000_000 + id as u64)),
            },
            variant: crate::rules::Variant::Standard,
            time_control: TimeControl::default(),
            deadline: Some(Timestamp(1_767_225_600 + id)),
            at: Timestamp(0),
        };
        GameListing { game: Game { ply: 99, ..new.into_row(GameId(100_000 + id)) }, your_turn }
    }

    /// The text's lines: the head, whole game lines in order, the note.
    fn check_games_list(listings: &[GameListing], text: &str) {
        assert!(text.chars().count() <= 2000, "{} characters", text.chars().count());
        let lines: Vec<&str> = text.lines().collect();
        let waiting = listings.iter().filter(|l| l.your_turn).count();
        let head = match waiting {
            0 => "None of your games is waiting for you.".to_string(),
            1 => "**1 game** is waiting for your move.".to_string(),
            n => format!("**{n} games** are waiting for your move."),
        };
        assert_eq!(lines[0], head);
        let shown = lines[1..].iter().take_while(|l| l.starts_with("• ")).count();
        for (line, l) in lines[1..=shown].iter().zip(listings) {
            assert_eq!(*line, format!("• {} in <#{}>", game_words::listing(l), l.game.channel.0));
        }
        let rest = listings.len() - shown;
        let note: Vec<&str> = lines[1 + shown..].to_vec();
        match rest {
            0 => assert!(note.is_empty(), "{note:?}"),
            1 => assert_eq!(note, ["…and 1 more game."]),
            n => assert_eq!(note, [format!("…and {n} more games.").as_str()]),
        }
    }

    #[test]
    fn a_games_list_is_whole_lines_within_a_message_then_how_many_more() {
        assert!(games_list(&[], 2000).starts_with("You have no game going."));
        for n in [1, 2, 5, 12, 13, 32, 40, 500] {
            let listings: Vec<GameListing> = (0..n).map(|i| listing(i, i % 3 == 0)).collect();
            let text = games_list(&listings, 2000);
            check_games_list(&listings, &text);
            if n >= 32 {
                assert!(text.contains("more games."), "{n} games are too many for one message: {text}");
            }
        }
        let one = games_list(&[listing(1, true)], 2000);
        assert!(one.starts_with("**1 game** is waiting for your move.\n• #100001 "), "{one}");
        let not_mine = games_list(&[listing(1, false), listing(2, false)], 2000);
        assert!(not_mine.starts_with("None of your games is waiting for you.\n"), "{not_mine}");
    }

    /// A player whose line is as long as lines get.
    fn player(rank: usize, name: &str) -> PlayerRow {
        let mut row = PlayerRow {
            user: UserId(7_100_000_000_000_000_000 + rank as u64),
            name: name.to_string(),
            rating: Default::default(),
            rated_games: 1_000_000 + rank as u32,
            username: None,
        };
        (row.rating.rating, row.rating.deviation) = (2999.0, 349.9);
        row
    }

    #[test]
    fn a_leaderboard_is_whole_lines_within_an_embed() {
        // Names as long as the service keeps them (64 characters), with
        // emoji and accents.
        let name = "🏆É".repeat(32);
        for n in [1, 15, 32, 100] {
            let rows: Vec<PlayerRow> = (0..n).map(|i| player(i, &name)).collect();
            let text = leaderboard(&rows, 4096);
            assert!(text.chars().count() <= 4096);
            let lines: Vec<&str> = text.lines().collect();
            let shown = lines.iter().take_while(|l| l.contains(&name)).count();
            for (i, line) in lines[..shown].iter().enumerate() {
                assert_eq!(*line, game_words::leaderboard_line(i + 1, &rows[i]));
            }
            match n - shown {
                0 => assert_eq!(lines.len(), shown),
                1 => assert_eq!(lines[shown..], ["…and 1 more player."]),
                rest => assert_eq!(lines[shown..], [format!("…and {rest} more players.").as_str()]),
            }
        }
        let cut = leaderboard(&(0..3).map(|i| player(i, &name)).collect::<Vec<_>>(), 150);
        assert!(cut.ends_with("\n…and 2 more players."), "{cut}");
        assert!(leaderboard(&[], 4096).starts_with("Nobody has finished"));
    }

    #[test]
    fn a_game_choice_keeps_its_number_and_state_and_fits_discords_100_characters() {
        let g = listing(1, true).game;
        let short = ByPlayer { white: "alice".to_string(), black: "bob".to_string() };
        assert_eq!(game_choice(&g, &short, true, 100), "#100001 — alice vs bob — your turn");
        let long = "🎲é".repeat(32);
        for (white, black) in
            [(long.clone(), long.clone()), ("al".to_string(), long.clone()), (long.clone(), "b".to_string())]
        {
            let names = ByPlayer { white: white.clone(), black: black.clone() };
            for your_turn in [true, false] {
                let text = game_choice(&g, &names, your_turn, 100);
                assert!(text.chars().count() <= 100, "{text}");
                assert!(text.starts_with("#100001 — "), "{text}");
                let state = if your_turn { " — your turn" } else { " — move 100" };
                assert!(text.ends_with(state), "{text}");
                for name in [&white, &black] {
                    if name.chars().count() < 10 {
                        assert!(text.contains(name.as_str()), "a short name is kept whole: {text}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_timeout_and_a_claim_name_the_loser_then_both_players() {
        let mut g = listing(1, false).game;
        g.result = Some(crate::service::GameResult {
            winner: Some(Player::White),
            reason: crate::service::EndReason::Timeout,
        });
        let (white, black) = (g.seats.white.user().unwrap(), g.seats.black.user().unwrap());
        let f = Finished { game: g, ratings: None };
        let text = timed_out(&f);
        assert!(text.starts_with(&format!(
            "{} ran out of time. Game #100001 is over: White wins on time.",
            mention(black)
        )));
        assert!(
            text.contains(&format!("{} (White) and {} (Black)", mention(white), mention(black))),
            "{text}"
        );
        let claim = claimed(white, &f);
        assert!(claim.starts_with(&format!("{} claims the win. {text}", mention(white))), "{claim}");
    }

    #[test]
    fn bad_argument_gives_an_example() {
        let text = bad_argument(Language::ENGLISH, "punct move", Some("xyz"));
        assert!(text.contains("xyz") && text.contains("/punct move text:"), "{text}");
    }
}
