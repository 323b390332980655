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
    /// The commands, one a line: those for playing a game.
    pub commands: String,
    /// The second commands field's name: looking back and learning.
    pub more_title: String,
    /// The other commands, one a line (two fields, so that each language's
    /// whole sentences stay within Discord's 1,024 characters a field).
    pub more: String,
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
        more_title: tr!(language, "help-more-title"),
        more: tr!(language, "help-more"),
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
    /// A league was created, started, left or cancelled.
    League(crate::service::LeagueId),
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
            Deed::League(league) => write!(f, "a change to league {league}"),
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
        Deed::League(league) => tr!(l, "done-league", league = league.to_string()),
    }
}

/// An option Discord delivered that the command could not read.
/// `command` is the command's path in the code (`"punct move"`); the
/// sentence names it, and gives its example, as the reader's Discord
/// shows them (/punct zug text:… in German).
pub fn bad_argument(language: Language, command: &str, input: Option<&str>) -> String {
    let shown: String = input.unwrap_or("").chars().take(40).collect();
    let named = crate::messages::commands::shown_as(language, command);
    let named = named.trim_start_matches('/');
    match example_for(language, command) {
        Some(example) => {
            tr!(language, "bad-argument-example", input = shown, command = named, example = example)
        }
        None => tr!(language, "bad-argument", input = shown, command = named),
    }
}

/// A correct example of each command that takes options, for error
/// messages, in the names `language` registers; `None` for the others.
pub fn example_for(language: Language, command: &str) -> Option<String> {
    let sub = command.trim_start_matches("punct ");
    matches!(sub, "challenge" | "move" | "board" | "history")
        .then(|| tr!(language, "command-example", command = sub))
}

use crate::messages::fluent::tr;
use crate::messages::keys::days_of;
use crate::messages::lines;
use crate::messages::privacy;
use crate::messages::service::{self as game_words, by, mention, seat_in, when};
use crate::rules::{ByPlayer, GameRecord, Player};
use crate::service::{
    AwayDayNotice, AwayStatus, Challenge, Digest, Finished, Game, GameListing, GameUpdate, People, PlayerRow,
    QuietHours, Reminder, ReminderStage, ServiceError, TimeUpNotice, TurnNotice,
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
pub fn challenge_posted(language: Language, c: &Challenge) -> String {
    let l = language;
    let Some(challenged) = c.challenged else { return open_challenge_posted(l, c) };
    let (variant, days, colour) = (c.variant.name(), days_of(c.time_control), c.colour.name());
    let (challenger, challenged, expires) = (mention(c.challenger), mention(challenged), when(c.expires_at));
    match c.rematch_of {
        Some(game) => tr!(
            l,
            "rematch-posted",
            challenged = challenged,
            challenger = challenger,
            game = game.to_string(),
            challenge = c.id.to_string(),
            variant = variant,
            days = days,
            colour = colour,
            expires = expires
        ),
        None => tr!(
            l,
            "challenge-posted",
            challenged = challenged,
            challenger = challenger,
            variant = variant,
            days = days,
            colour = colour,
            expires = expires
        ),
    }
}

/// A challenge anyone in the channel may accept (it pings nobody).
fn open_challenge_posted(language: Language, c: &Challenge) -> String {
    tr!(
        language,
        "open-challenge-posted",
        challenger = mention(c.challenger),
        variant = c.variant.name(),
        days = days_of(c.time_control),
        colour = c.colour.name(),
        expires = when(c.expires_at)
    )
}

/// What a challenge message says once answered (its buttons are gone).
pub fn challenge_answered(language: Language, c: &Challenge, game: Option<GameId>) -> String {
    let l = language;
    let who = c.challenged.map_or_else(|| tr!(l, "someone"), mention);
    let challenger = mention(c.challenger);
    match (c.status, game) {
        (ChallengeStatus::Accepted, Some(game)) => {
            tr!(l, "challenge-accepted-by", who = who, challenger = challenger, game = game.to_string())
        }
        (ChallengeStatus::Declined, _) => tr!(l, "challenge-declined-by", who = who, challenger = challenger),
        (ChallengeStatus::Cancelled, _) => tr!(l, "challenge-withdrawn", challenger = challenger),
        (ChallengeStatus::Expired, _) => tr!(l, "challenge-expired-unanswered"),
        (status, _) => tr!(l, "challenge-now", status = game_words::challenge_status(status)),
    }
}

/// A draw offer posted above its Accept draw / Play on buttons.
pub fn draw_offered(language: Language, g: &Game) -> String {
    let (by, to) = offer_sides(language, g, g.draw_offer);
    tr!(language, "draw-offered", by = by, to = to, game = g.id.to_string())
}

/// A takeback request posted above its Allow / Refuse buttons.
pub fn takeback_requested(language: Language, g: &Game) -> String {
    let (by, to) = offer_sides(language, g, g.takeback_offer);
    tr!(language, "takeback-requested", by = by, to = to, game = g.id.to_string())
}

fn offer_sides(language: Language, g: &Game, by: Option<Player>) -> (String, String) {
    match by {
        Some(p) => (seat_in(language, g.seats[p]), seat_in(language, g.seats[p.opponent()])),
        None => (tr!(language, "offer-by-someone"), tr!(language, "offer-to-someone")),
    }
}

/// The labels of the buttons under offers and time-up notices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferButton {
    /// Accept a draw offer.
    AcceptDraw,
    /// Turn a draw offer down.
    PlayOn,
    /// Allow a takeback.
    AllowTakeback,
    /// Refuse a takeback.
    Refuse,
    /// Claim a game whose opponent ran out of time.
    Claim,
    /// Confirm a resignation.
    Resign,
    /// Think better of resigning.
    KeepPlaying,
}

impl OfferButton {
    /// Every offer button, for tests.
    pub const ALL: [OfferButton; 7] = [
        OfferButton::AcceptDraw,
        OfferButton::PlayOn,
        OfferButton::AllowTakeback,
        OfferButton::Refuse,
        OfferButton::Claim,
        OfferButton::Resign,
        OfferButton::KeepPlaying,
    ];
}

/// The label of `button` in `language`.
pub fn offer_button(language: Language, button: OfferButton) -> String {
    match button {
        OfferButton::AcceptDraw => tr!(language, "button-accept-draw"),
        OfferButton::PlayOn => tr!(language, "button-play-on"),
        OfferButton::AllowTakeback => tr!(language, "button-allow-takeback"),
        OfferButton::Refuse => tr!(language, "button-refuse"),
        OfferButton::Claim => tr!(language, "button-claim"),
        OfferButton::Resign => tr!(language, "button-resign"),
        OfferButton::KeepPlaying => tr!(language, "button-keep-playing"),
    }
}

/// What `/punct resign` asks before anything happens.
pub fn resign_question(language: Language, g: &Game, user: UserId) -> String {
    let opponent = g.colour_of(user).map(|c| game_words::seat_in(language, g.seats[c.opponent()]));
    tr!(language, "resign-question", game = g.id.to_string(), opponent = opponent.unwrap_or_default())
}

/// The private question's answer once the player kept playing.
pub fn kept_playing(language: Language, game: GameId) -> String {
    tr!(language, "kept-playing", game = game.to_string())
}

/// A reminder, posted in the game's channel, pinging the player to move.
pub fn reminder(language: Language, r: &Reminder) -> String {
    let stage = match r.stage {
        ReminderStage::Half => "half",
        ReminderStage::Final => "final",
    };
    let text = tr!(
        language,
        "reminder",
        user = mention(r.user),
        game = r.game.to_string(),
        stage = stage,
        deadline = when(r.deadline),
        number = r.game.0.to_string()
    );
    match r.opponent_away {
        Some((user, until)) => {
            let away = tr!(language, "reminder-opponent-away", user = mention(user), until = by(until));
            format!("{text}\n{away}")
        }
        None => text,
    }
}

/// The notice that a player's time ran out and an away day was spent
/// instead, pinging them in the game's channel.
pub fn away_day_spent(language: Language, n: &AwayDayNotice) -> String {
    tr!(
        language,
        "away-day-spent",
        user = mention(n.user),
        move_number = n.move_number,
        game = n.game.to_string(),
        until = by(n.until),
        left = n.days_left
    )
}

/// The lines under a board's picture while the game goes on: who is away
/// (their clock stands still), and with a time bank, both players' time:
/// the one to move until when, the other what their bank holds. `None`
/// when there is nothing to say.
pub fn board_clock(
    language: Language,
    g: &Game,
    people: &People,
    names: &ByPlayer<String>,
) -> Option<String> {
    if g.is_over() {
        return None;
    }
    let mut lines = Vec::new();
    if let (Some(deadline), Some(banks)) = (g.deadline, g.banks) {
        let mover = g.to_move();
        let seat = names[mover].as_str();
        lines.push(tr!(
            language,
            "board-clock-turn",
            seat = seat,
            deadline = by(deadline),
            relative = when(deadline)
        ));
        let waiting = mover.opponent();
        let left = duration(language, banks[waiting]);
        lines.push(tr!(language, "board-clock-bank", seat = names[waiting].as_str(), left = left));
    }
    for player in Player::BOTH {
        if let Some(until) = people.away[player] {
            lines.push(tr!(language, "board-away", seat = names[player].as_str(), until = by(until)));
        }
    }
    (!lines.is_empty()).then(|| lines.join("\n"))
}

/// A length of time in days and hours (minutes dropped), e.g. "8 days, 12 hours".
pub fn duration(language: Language, seconds: i64) -> String {
    let hours = seconds.max(0) / 3600;
    tr!(language, "duration", days = hours / 24, hours = hours % 24)
}

/// Quiet hours as "22:00–07:00".
fn quiet_hours(q: QuietHours) -> String {
    format!("{:02}:{:02}–{:02}:{:02}", q.from / 60, q.from % 60, q.to / 60, q.to % 60)
}

/// The DM that a game waits for the player's move.
pub fn turn_notice(language: Language, n: &TurnNotice) -> String {
    let opponent = n.opponent.clone().unwrap_or_else(|| tr!(language, "turn-notice-opponent-unknown"));
    let text = tr!(
        language,
        "turn-notice",
        game = n.game.to_string(),
        opponent = opponent.clone(),
        move_number = n.move_number,
        deadline = n.deadline.map_or_else(|| "none".to_string(), when),
        link = game_words::game_link(n.guild, n.channel, n.board)
    );
    match &n.plan_note {
        Some(note) => format!("{text}\n\n{}", super::plans::note_named(language, note, &opponent)),
        None => text,
    }
}

/// The daily DM listing the games waiting for the player, as many whole
/// lines as fit in `max_chars` (and how many more).
pub fn digest(language: Language, d: &Digest, max_chars: usize) -> String {
    let title = tr!(language, "digest-title", count = d.games.len());
    let lines: Vec<String> = d
        .games
        .iter()
        .map(|g| {
            let opponent =
                g.opponent.clone().unwrap_or_else(|| tr!(language, "turn-notice-opponent-unknown"));
            tr!(
                language,
                "digest-line",
                game = g.game.to_string(),
                opponent = opponent,
                deadline = g.deadline.map_or_else(|| "none".to_string(), when),
                link = game_words::game_link(g.guild, g.channel, g.board)
            )
        })
        .collect();
    lines::first_that_fit(Some(&title), &lines, max_chars, |n| tr!(language, "more-games", count = n))
}

/// Why turn notices stopped: the player's DMs are closed to the bot.
pub fn dms_closed(language: Language) -> String {
    tr!(language, "dms-closed")
}

/// `/punct challenge` given both days per move and a time bank.
pub fn days_or_clock(language: Language) -> String {
    tr!(language, "challenge-days-or-clock")
}

/// What `/punct away` did.
pub fn away_set(language: Language, a: &AwayStatus) -> String {
    let until = a.until.map_or_else(String::new, by);
    tr!(language, "away-set", until = until, games = a.games_moved, left = a.left(), allowance = a.allowance)
}

/// What `/punct back` did.
pub fn away_back(language: Language, a: &AwayStatus) -> String {
    tr!(
        language,
        "away-back",
        games = a.games_moved,
        returned = a.days_changed,
        left = a.left(),
        allowance = a.allowance
    )
}

/// `/punct away` without options: whether one is away, and the days left.
pub fn away_status(language: Language, a: &AwayStatus) -> String {
    match a.until {
        Some(until) => {
            tr!(language, "away-status-away", until = by(until), left = a.left(), allowance = a.allowance)
        }
        None => tr!(language, "away-status-here", left = a.left(), allowance = a.allowance),
    }
}

/// The time-up notice, posted in the game's channel above the Claim the
/// win button, pinging only the waiting player.
pub fn time_up(language: Language, n: &TimeUpNotice) -> String {
    tr!(
        language,
        "time-up",
        waiting = mention(n.waiting),
        late = mention(n.late),
        move_number = n.move_number,
        game = n.game.to_string(),
        at = n.automatic_at.0.to_string()
    )
}

/// A game lost on time, as posted by the background task.
pub fn timed_out(language: Language, f: &Finished) -> String {
    let loser = f.game.result.and_then(|r| r.winner).map(|w| seat_in(language, f.game.seats[w.opponent()]));
    let finished = game_words::finished(language, f);
    match loser {
        Some(loser) => tr!(language, "timed-out", loser = loser, finished = finished),
        None => finished,
    }
}

/// The text above a board the game's channel had not seen yet (the post
/// or answer that should have shown it failed): what the board shows and
/// who is next, from what is stored. `update` holds the last standing move
/// at most, and no rating change (that is not stored).
pub fn owed_board(language: Language, update: &GameUpdate) -> String {
    let g = &update.game;
    let finished = || Finished {
        game: g.clone(),
        position: update.position.clone(),
        ratings: None,
        people: update.people.clone(),
        notify: update.notify.clone(),
    };
    match g.result {
        Some(result) if result.reason == EndReason::Timeout => timed_out(language, &finished()),
        Some(_) => game_words::finished(language, &finished()),
        None if update.moves.is_empty() => game_words::game_started(language, update),
        None => game_words::move_played(language, update),
    }
}

/// A win claimed on time, announced above the final board.
pub fn claimed(language: Language, user: UserId, f: &Finished) -> String {
    tr!(language, "claimed", user = mention(user), timed_out = timed_out(language, f))
}

/// A `game` option that is not a number.
pub fn not_a_game_number(language: Language, text: &str) -> String {
    let shown: String = text.chars().take(20).collect();
    tr!(language, "not-a-game-number", text = shown)
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

/// `/punct games`: the count waiting for the player's move, then their
/// games (their turn first) as whole lines, as many as fit in `max_chars`,
/// then how many more there are.
pub fn games_list(
    language: Language,
    listings: &[GameListing],
    finished: &[GameListing],
    max_chars: usize,
) -> String {
    let going = if listings.is_empty() {
        tr!(language, "games-none")
    } else {
        let waiting = listings.iter().filter(|l| l.your_turn).count();
        let head = tr!(language, "games-waiting", count = waiting);
        let lines: Vec<String> =
            listings.iter().map(|l| games_line(language, game_words::listing(language, l), l)).collect();
        lines::first_that_fit(Some(&head), &lines, max_chars, |n| tr!(language, "more-games", count = n))
    };
    // Finished games come after, in the room left, and only with at least
    // one whole line under their heading.
    let room = max_chars.saturating_sub(lines::length(&going) + 2);
    let lines: Vec<String> = finished
        .iter()
        .map(|l| games_line(language, game_words::finished_listing(language, &l.game), l))
        .collect();
    let head = tr!(language, "games-recently-finished");
    match lines.first() {
        Some(first) if lines::length(&head) + 1 + lines::length(first) <= room => {
            let more = |n| tr!(language, "more-games", count = n);
            format!("{going}\n\n{}", lines::first_that_fit(Some(&head), &lines, room, more))
        }
        _ => going,
    }
}

/// One line of `/punct games`: `listing` (the game's own words), its
/// league and round if it is a league game, and its channel.
fn games_line(language: Language, listing: String, l: &GameListing) -> String {
    let listing = match &l.league {
        Some((league, round)) => format!("{listing} · {}", super::leagues::listing(language, league, *round)),
        None => listing,
    };
    tr!(language, "games-line", listing = listing, channel = l.game.channel.0.to_string())
}

/// `/punct leaderboard`: one whole line per player, as many as fit in
/// `max_chars`.
pub fn leaderboard(language: Language, rows: &[PlayerRow], max_chars: usize) -> String {
    if rows.is_empty() {
        return tr!(language, "leaderboard-empty");
    }
    let lines: Vec<String> =
        rows.iter().enumerate().map(|(i, p)| game_words::leaderboard_line(language, i + 1, p)).collect();
    lines::first_that_fit(None, &lines, max_chars, |n| tr!(language, "more-players", count = n))
}

/// The moves of a record, numbered in pairs, one pair a line, at most
/// `max_chars` long: the latest moves, whole, after a note saying how many
/// earlier ones only the attached record holds.
pub fn move_list(language: Language, record: &GameRecord, max_chars: usize) -> String {
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
        return tr!(language, "no-moves");
    }
    // Every line left out is a whole pair: two moves.
    lines::last_that_fit(&lines, max_chars, |pairs| tr!(language, "moves-in-record", count = pairs * 2))
}

/// The heading of a game's board: who plays which colour.
pub fn game_title(language: Language, g: &Game, names: &crate::rules::ByPlayer<String>) -> String {
    let (white, black) = (names[Player::White].as_str(), names[Player::Black].as_str());
    tr!(language, "game-title", game = g.id.to_string(), white = white, black = black)
}

/// The line under a board: variant, time control, move number.
pub fn game_footer(language: Language, g: &Game, ply: u32) -> String {
    tr!(language, "game-footer", variant = g.variant.name(), days = days_of(g.time_control), ply = ply)
}

/// The caption of a past position in `/punct history`.
pub fn position_caption(language: Language, g: &Game, ply: u32) -> String {
    tr!(language, "position-caption", game = g.id.to_string(), ply = ply, last = g.ply)
}

/// The names shown for a game's two seats: the names the store holds,
/// the computer and its level, or a stand-in for someone never seen.
pub fn seat_names(language: Language, g: &Game, people: &People) -> ByPlayer<String> {
    ByPlayer {
        white: seat_name(language, g.seats.white, people.names.white.as_deref()),
        black: seat_name(language, g.seats.black, people.names.black.as_deref()),
    }
}

/// What a name is shown as when the player never told us one.
pub fn seat_name(language: Language, seat: Seat, known: Option<&str>) -> String {
    match (seat, known) {
        (Seat::Bot(level), _) => tr!(language, "seat-computer", level = level.name()),
        (Seat::Human(user), _) if user.is_former_player() => privacy::former_player(language),
        (Seat::Human(_), Some(name)) => name.to_string(),
        (Seat::Human(UserId(id)), None) => tr!(language, "seat-unknown", id = id.to_string()),
    }
}

/// The heading of `/punct leaderboard`.
pub fn leaderboard_title(language: Language) -> String {
    tr!(language, "leaderboard-title")
}

/// One game in the `game` option's suggestions, at most `max_chars` long:
/// its number and state always whole, the names shortened (the longer
/// first) when both do not fit.
pub fn game_choice(
    language: Language,
    g: &Game,
    names: &crate::rules::ByPlayer<String>,
    your_turn: bool,
    max_chars: usize,
) -> String {
    let state = if your_turn {
        tr!(language, "game-choice-your-turn")
    } else {
        tr!(language, "game-choice-move", move_number = g.ply + 1)
    };
    let choice = |white: &str, black: &str| {
        tr!(
            language,
            "game-choice",
            game = g.id.to_string(),
            white = white,
            black = black,
            state = state.as_str()
        )
    };
    let (white, black) = (&names[Player::White], &names[Player::Black]);
    let room = max_chars.saturating_sub(lines::length(&choice("", "")));
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
    let text = choice(&shortened(white, white_room), &shortened(black, black_room));
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
                deadline = game_words::by(d)
            ),
            None => tr!(language, "board-status", game = game, seat = seat, colour = colour),
        };
    };
    tr!(language, "board-status-over", game = game, result = game_words::result_in(language, result))
}

/// A resignation, as announced.
pub fn resigned(language: Language, user: UserId, f: &Finished) -> String {
    let user = privacy::person(language, user);
    privacy::capitalised(&tr!(
        language,
        "resigned",
        user = user,
        finished = game_words::finished(language, f)
    ))
}

/// A game's record as a text file: PGN-like tags, then the moves. The
/// tag names (and `[Variant …]`, which `GameRecord`'s reader and so
/// `punct play --record` reads) stay as PGN writes them in every
/// language; the values people read (the event, the time control, the
/// result) are in `language`. The reader skips every other tag, so a
/// record reads back whatever its language.
pub fn record_file(
    language: Language,
    g: &Game,
    names: &crate::rules::ByPlayer<String>,
    record: &GameRecord,
) -> String {
    let result =
        g.result.map_or_else(|| tr!(language, "record-ongoing"), |r| game_words::result_in(language, r));
    let event = tr!(language, "record-event", number = g.id.0.to_string());
    let time_control = tr!(language, "time-control", days = days_of(g.time_control));
    format!(
        "[Event \"{event}\"]\n[White \"{}\"]\n[Black \"{}\"]\n[TimeControl \"{time_control}\"]\n[Result \"{result}\"]\n{record}\n",
        names[Player::White],
        names[Player::Black],
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
pub fn challenge_accepted(language: Language, by: UserId, g: &Game) -> String {
    tr!(language, "challenge-accepted", user = mention(by), game = g.id.to_string())
}

/// A player's settings, as `/punct settings` shows them; `changed` when
/// the command just changed one.
pub fn settings(language: Language, settings: &crate::service::Settings, changed: bool) -> String {
    let on_off = |on: bool| if on { "on" } else { "off" };
    let away = &settings.away;
    let notices = &settings.notices;
    let quiet = notices.quiet.map_or_else(|| tr!(language, "quiet-none"), quiet_hours);
    let text = tr!(
        language,
        "settings-shown",
        preview = on_off(settings.preview_moves),
        zone = away.time_zone.as_deref().unwrap_or("UTC"),
        protection = on_off(away.protection),
        until = away.until.map_or_else(|| "none".to_string(), by),
        left = away.left(),
        allowance = away.allowance,
        notify = notices.mode.code(),
        digest_hour = notices.digest_hour,
        quiet = quiet
    );
    if changed { format!("{}\n{text}", tr!(language, "settings-changed")) } else { text }
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
            for name in [&h.notation_title, &h.commands_title, &h.more_title] {
                assert!(!name.is_empty() && name.chars().count() <= 256, "{language}");
            }
            for value in [&h.notation, &h.commands, &h.more] {
                assert!(
                    value.chars().count() <= 1024,
                    "{language}: {} characters: {value}",
                    value.chars().count()
                );
            }
            let total: usize = [
                &h.title,
                &h.rules,
                &h.notation_title,
                &h.notation,
                &h.commands_title,
                &h.commands,
                &h.more_title,
                &h.more,
            ]
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
            let h = help(language);
            let commands = format!("{}\n{}", h.commands, h.more);
            for command in [
                "challenge",
                "move",
                "board",
                "games",
                "resign",
                "draw",
                "claim",
                "history",
                "leaderboard",
                "review",
                "puzzle",
                "learn",
                "help",
            ] {
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
        let text = move_list(Language::ENGLISH, &record, 4096);
        assert_eq!(text, "1. B2-B3-C3  2. N12-N13-O13\n3. B2>B5-B6-C6  4. N12>N10-N11-O11");
        let twice = crate::rules::GameRecord {
            variant: crate::rules::Variant::Standard,
            moves: [record.moves.clone(), record.moves.clone()].concat(),
        };
        assert_eq!(
            move_list(Language::ENGLISH, &twice, 125).lines().count(),
            4,
            "125 characters hold all four lines"
        );
        let short = move_list(Language::ENGLISH, &twice, 122);
        assert_eq!(
            short,
            "(The first 4 moves are in the attached record.)\n5. B2-B3-C3  6. N12-N13-O13\n7. B2>B5-B6-C6  8. N12>N10-N11-O11"
        );
        assert!(short.chars().count() <= 122);
        let shorter = move_list(Language::ENGLISH, &twice, 90);
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
            let text = move_list(Language::ENGLISH, &record, 4096);
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
        GameListing { game: Game { ply: 99, ..new.into_row(GameId(100_000 + id)) }, your_turn, league: None }
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
            assert_eq!(
                *line,
                format!("• {} in <#{}>", game_words::listing(Language::ENGLISH, l), l.game.channel.0)
            );
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
        assert!(games_list(Language::ENGLISH, &[], &[], 2000).starts_with("You have no game going."));
        for n in [1, 2, 5, 12, 13, 32, 40, 500] {
            let listings: Vec<GameListing> = (0..n).map(|i| listing(i, i % 3 == 0)).collect();
            let text = games_list(Language::ENGLISH, &listings, &[], 2000);
            check_games_list(&listings, &text);
            if n >= 32 {
                assert!(text.contains("more games."), "{n} games are too many for one message: {text}");
            }
        }
        let one = games_list(Language::ENGLISH, &[listing(1, true)], &[], 2000);
        assert!(one.starts_with("**1 game** is waiting for your move.\n• #100001 "), "{one}");
        let not_mine = games_list(Language::ENGLISH, &[listing(1, false), listing(2, false)], &[], 2000);
        assert!(not_mine.starts_with("None of your games is waiting for you.\n"), "{not_mine}");
    }

    fn finished(
        id: i64,
        winner: Option<crate::rules::Player>,
        reason: crate::service::EndReason,
    ) -> GameListing {
        let mut l = listing(id, false);
        l.game.result = Some(crate::service::GameResult { winner, reason });
        l.game.deadline = None;
        l
    }

    use crate::service::EndReason::{Agreement, Resignation};

    #[test]
    fn recently_finished_games_come_after_the_ongoing_ones_in_the_room_left() {
        let ended =
            [finished(7, Some(crate::rules::Player::Black), Resignation), finished(6, None, Agreement)];
        let text = games_list(Language::ENGLISH, &[listing(1, true)], &ended, 2000);
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[1].starts_with("• #100001 "), "{text}");
        assert_eq!(lines[2], "", "{text}");
        assert_eq!(lines[3], "Recently finished:", "{text}");
        assert!(
            lines[4].starts_with("• #100007 ") && lines[4].contains("Black wins by resignation"),
            "{text}"
        );
        assert!(
            lines[4].contains("after 99 moves") && lines[4].ends_with("in <#900000000000000007>"),
            "{text}"
        );
        assert!(lines[5].contains("drawn by agreement"), "{text}");
        assert!(!lines[5].contains("league"), "{text}");
        let mut in_league = finished(8, None, Agreement);
        in_league.league = Some(("Winter".to_string(), 3));
        let text = games_list(Language::ENGLISH, &[], &[in_league], 2000);
        assert!(text.contains("moves · league Winter, round 3 in <#900000000000000008>"), "{text}");
        let none_going = games_list(Language::ENGLISH, &[], &ended, 2000);
        assert!(none_going.starts_with("You have no game going.") && none_going.contains("#100007"));
        let many: Vec<GameListing> = (0..500).map(|i| listing(i, true)).collect();
        let full = games_list(Language::ENGLISH, &many, &ended, 2000);
        assert!(!full.contains("Recently finished"), "no room left: {full}");
        assert!(full.chars().count() <= 2000);
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
            let text = leaderboard(Language::ENGLISH, &rows, 4096);
            assert!(text.chars().count() <= 4096);
            let lines: Vec<&str> = text.lines().collect();
            let shown = lines.iter().take_while(|l| l.contains(&name)).count();
            for (i, line) in lines[..shown].iter().enumerate() {
                assert_eq!(*line, game_words::leaderboard_line(Language::ENGLISH, i + 1, &rows[i]));
            }
            match n - shown {
                0 => assert_eq!(lines.len(), shown),
                1 => assert_eq!(lines[shown..], ["…and 1 more player."]),
                rest => assert_eq!(lines[shown..], [format!("…and {rest} more players.").as_str()]),
            }
        }
        let cut = leaderboard(Language::ENGLISH, &(0..3).map(|i| player(i, &name)).collect::<Vec<_>>(), 150);
        assert!(cut.ends_with("\n…and 2 more players."), "{cut}");
        assert!(leaderboard(Language::ENGLISH, &[], 4096).starts_with("Nobody has finished"));
    }

    #[test]
    fn a_game_choice_keeps_its_number_and_state_and_fits_discords_100_characters() {
        let g = listing(1, true).game;
        let short = ByPlayer { white: "alice".to_string(), black: "bob".to_string() };
        assert_eq!(
            game_choice(Language::ENGLISH, &g, &short, true, 100),
            "#100001 — alice vs bob — your turn"
        );
        let long = "🎲é".repeat(32);
        for (white, black) in
            [(long.clone(), long.clone()), ("al".to_string(), long.clone()), (long.clone(), "b".to_string())]
        {
            let names = ByPlayer { white: white.clone(), black: black.clone() };
            for your_turn in [true, false] {
                let text = game_choice(Language::ENGLISH, &g, &names, your_turn, 100);
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
        let position = crate::rules::Position::new(g.variant);
        let f = Finished { game: g, position, ratings: None, people: People::default(), notify: Vec::new() };
        let text = timed_out(Language::ENGLISH, &f);
        assert!(text.starts_with(&format!(
            "{} ran out of time. Game #100001 is over: White wins on time.",
            mention(black)
        )));
        assert!(
            text.contains(&format!("{} (White) and {} (Black)", mention(white), mention(black))),
            "{text}"
        );
        let claim = claimed(Language::ENGLISH, white, &f);
        assert!(claim.starts_with(&format!("{} claims the win. {text}", mention(white))), "{claim}");
    }

    #[test]
    fn bad_argument_gives_an_example() {
        let text = bad_argument(Language::ENGLISH, "punct move", Some("xyz"));
        assert!(text.contains("xyz") && text.contains("/punct move text:"), "{text}");
    }
}
