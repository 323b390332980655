//! Wording for the game service: every refusal says what was wrong and
//! what would be right; every result says what happened and who is next.
//! Refusals name the bot's own commands (the `/punct` group) and buttons,
//! since Discord is where players meet them.
//!
//! Players are mentioned as `<@id>` and times as `<t:…:R>`, which Discord
//! shows as a name and as "in 2 days" — in answers read at once. A post
//! that stays in the channel (a board) gives its deadline as a date
//! (`<t:…:f>`, [`by`]): a live "in 14 hours" would go on counting down
//! under a move long played or a game long over.

use crate::messages::fluent::tr;
use crate::messages::play;
use crate::messages::privacy::person;
use crate::rules::{Move, Player};
use crate::service::{
    Challenge, Finished, Game, GameListing, GameUpdate, PlayerRow, ServiceError, TakenBack,
};
use crate::service::{
    ChallengeStatus, ChannelId, EndReason, GameId, GameResult, GuildId, Language, MessageId, Purpose, Seat,
    Timestamp, UserId,
};

/// A Discord mention of `user`.
pub fn mention(user: UserId) -> String {
    format!("<@{}>", user.0)
}

/// A time as Discord shows it, relative ("in 3 days").
pub fn when(t: Timestamp) -> String {
    format!("<t:{}:R>", t.0)
}

/// A time as Discord shows it, as a date and time in the reader's own
/// time zone ("28 November 2026 14:00"): what a lasting post says, since
/// it stays true however late it is read.
pub fn by(t: Timestamp) -> String {
    format!("<t:{}:f>", t.0)
}

/// The sentence for a refused or failed request, in `language`. (Moves
/// that cannot be read or are illegal are worded by [`play`], in English
/// until the rules' sentences move to the language files.)
pub fn error(language: Language, error: &ServiceError) -> String {
    let l = language;
    match error {
        ServiceError::GameNotFound { game } => tr!(l, "error-game-not-found", game = game.to_string()),
        ServiceError::ChallengeNotFound { challenge } => {
            tr!(l, "error-challenge-not-found", challenge = challenge.to_string())
        }
        ServiceError::CannotChallengeYourself => tr!(l, "error-cannot-challenge-yourself"),
        ServiceError::ChallengeNotForYou { challenge, challenged } => tr!(
            l,
            "error-challenge-not-for-you",
            challenge = challenge.to_string(),
            challenged = mention(*challenged)
        ),
        ServiceError::OwnChallenge { challenge } => {
            tr!(l, "error-own-challenge", challenge = challenge.to_string())
        }
        ServiceError::NotYourChallenge { challenge, challenger } => tr!(
            l,
            "error-not-your-challenge",
            challenge = challenge.to_string(),
            challenger = mention(*challenger)
        ),
        ServiceError::OpenChallengeCannotBeDeclined { challenge } => {
            tr!(l, "error-open-challenge-cannot-be-declined", challenge = challenge.to_string())
        }
        ServiceError::ChallengeClosed { challenge, status } => tr!(
            l,
            "error-challenge-closed",
            challenge = challenge.to_string(),
            status = challenge_status(*status)
        ),
        ServiceError::ChallengeExpired { challenge, expired_at } => {
            tr!(l, "error-challenge-expired", challenge = challenge.to_string(), expired = when(*expired_at))
        }
        ServiceError::GameOver { game, result } => {
            tr!(l, "error-game-over", game = game.to_string(), result = result_in(l, *result))
        }
        ServiceError::NotAParticipant { game } => tr!(l, "error-not-a-participant", game = game.to_string()),
        ServiceError::NotYourTurn { game, to_move } => {
            tr!(l, "error-not-your-turn", game = game.to_string(), seat = seat_in(l, *to_move))
        }
        ServiceError::NoSuchPick { game } => tr!(l, "error-no-such-pick", game = game.to_string()),
        ServiceError::UnreadableMove { text, error } => play::unreadable_move(l, text, error),
        ServiceError::IllegalMove { error, .. } => play::illegal_move(l, error),
        ServiceError::PositionChanged { game, expected_ply, actual_ply } => tr!(
            l,
            "error-position-changed",
            game = game.to_string(),
            expected = *expected_ply,
            actual = *actual_ply
        ),
        ServiceError::ConcurrentChange { game } => tr!(l, "error-concurrent-change", game = game.to_string()),
        ServiceError::DrawAlreadyOffered { game } => {
            tr!(l, "error-draw-already-offered", game = game.to_string())
        }
        ServiceError::NoDrawOffer { game } => {
            tr!(l, "error-no-draw-offer", game = game.to_string(), number = game.0.to_string())
        }
        ServiceError::OwnDrawOffer { game } => tr!(l, "error-own-draw-offer", game = game.to_string()),
        ServiceError::TakebackPending { game, by } => {
            tr!(l, "error-takeback-pending", game = game.to_string(), seat = seat_in(l, *by))
        }
        ServiceError::NoTakebackRequest { game } => {
            tr!(l, "error-no-takeback-request", game = game.to_string(), number = game.0.to_string())
        }
        ServiceError::OwnTakebackRequest { game } => {
            tr!(l, "error-own-takeback-request", game = game.to_string())
        }
        ServiceError::NothingToTakeBack { game } => {
            tr!(l, "error-nothing-to-take-back", game = game.to_string())
        }
        ServiceError::NoTimeLimit { game } => tr!(l, "error-no-time-limit", game = game.to_string()),
        ServiceError::AwayDaySpent { game, late, until } => {
            tr!(l, "error-away-day-spent", late = mention(*late), game = game.to_string(), until = by(*until))
        }
        ServiceError::AwayDaysOutOfRange { days } => tr!(l, "error-away-days-out-of-range", days = *days),
        ServiceError::NotEnoughAwayDays { asked, left, allowance, replacing } => tr!(
            l,
            "error-not-enough-away-days",
            asked = *asked,
            left = *left,
            allowance = *allowance,
            replacing = if *replacing { "yes" } else { "no" }
        ),
        ServiceError::NotADate { text } => tr!(l, "error-not-a-date", text = text.as_str()),
        ServiceError::DateNotAhead { date } => tr!(l, "error-date-not-ahead", date = date.as_str()),
        ServiceError::AwayDaysOrDate => tr!(l, "error-away-days-or-date"),
        ServiceError::NotAway => tr!(l, "error-not-away"),
        ServiceError::UnknownTimeZone { text } => tr!(l, "error-unknown-time-zone", text = text.as_str()),
        ServiceError::NotQuietHours { text } => tr!(l, "error-not-quiet-hours", text = text.as_str()),
        ServiceError::TimeNotUp { game, deadline } => tr!(
            l,
            "error-time-not-up",
            game = game.to_string(),
            deadline = when(*deadline),
            number = game.0.to_string()
        ),
        ServiceError::ClaimOnYourOwnTurn { game, deadline } => match deadline {
            Some(d) => tr!(
                l,
                "error-claim-on-your-own-turn",
                game = game.to_string(),
                deadline = when(*d),
                number = game.0.to_string()
            ),
            None => tr!(
                l,
                "error-claim-on-your-own-turn-no-clock",
                game = game.to_string(),
                number = game.0.to_string()
            ),
        },
        ServiceError::RematchBeforeEnd { game } => {
            tr!(l, "error-rematch-before-end", game = game.to_string())
        }
        ServiceError::WhichGame { purpose, candidates } => which_game(l, command_of(*purpose), candidates),
        ServiceError::NoGameHere => no_game_here(l),
        ServiceError::NoGameToShow => no_game_to_show(l),
        ServiceError::NoFinishedGameHere => no_finished_game_here(l),
        ServiceError::PlayedElsewhere { game } => {
            play_in_the_games_channel(l, game, board_link(game).as_deref())
        }
        ServiceError::NotYourGameToShow { game } => not_your_game_to_show(l, *game),
        ServiceError::ReviewBeforeEnd { game } => {
            tr!(l, "error-review-before-end", game = game.to_string())
        }
        ServiceError::LessonGameOngoing { game, channel } => tr!(
            l,
            "error-lesson-game-ongoing",
            game = game.to_string(),
            channel = format!("<#{}>", channel.0)
        ),
        ServiceError::RematchOpen { game, challenge, challenger, challenged, expires_at } => tr!(
            l,
            "error-rematch-open",
            game = game.to_string(),
            challenge = challenge.to_string(),
            challenger = mention(*challenger),
            challenged = mention(*challenged),
            expires = when(*expires_at)
        ),
        ServiceError::PlyOutOfRange { game, ply, last } => {
            tr!(l, "error-ply-out-of-range", game = game.to_string(), ply = *ply, last = *last)
        }
        ServiceError::CorruptGame { game, .. } => tr!(l, "error-corrupt-game", game = game.to_string()),
        ServiceError::NoPuzzle => super::puzzles::no_puzzle(l),
        ServiceError::PuzzleNotFound { id } => super::puzzles::puzzle_not_found(l, id),
        ServiceError::NoPuzzleFits => super::puzzles::no_puzzle_fits(l),
        ServiceError::StaleLesson => super::learn::stale_lesson(l),
        ServiceError::NoSuchLesson { number } => super::learn::no_such_lesson(l, *number),
        ServiceError::NoLessonTask => super::learn::no_lesson_task(l),
        ServiceError::Lesson(_) => tr!(l, "error-store"),
        ServiceError::IllegalAnswer { error } => play::illegal_move(l, error),
        ServiceError::FormerPlayer { game } => tr!(l, "error-former-player", game = game.to_string()),
        ServiceError::Store(_) => tr!(l, "error-store"),
        ServiceError::EngineDuringGame { .. }
        | ServiceError::NoPlanHere { .. }
        | ServiceError::PlanOnYourTurn { .. }
        | ServiceError::PlanNotFromHere { .. }
        | ServiceError::PlanTooShort { .. }
        | ServiceError::PlanTooLarge { .. }
        | ServiceError::NoSuchPlanLine { .. } => super::plans::error(l, error).unwrap_or_default(),
        ServiceError::LeagueNotFound { .. }
        | ServiceError::LeagueNamedNotFound { .. }
        | ServiceError::NoLeagueHere
        | ServiceError::WhichLeague { .. }
        | ServiceError::LeagueOrganisersOnly { .. }
        | ServiceError::LeagueOrganiserOnly { .. }
        | ServiceError::LeagueNameEmpty
        | ServiceError::LeagueNameTooLong { .. }
        | ServiceError::LeagueNameTaken { .. }
        | ServiceError::LeagueStartInPast { .. }
        | ServiceError::LeagueBadStart { .. }
        | ServiceError::LeagueSignUpClosed { .. }
        | ServiceError::LeagueAlreadyEntered { .. }
        | ServiceError::LeagueFull { .. }
        | ServiceError::LeagueTooFew { .. }
        | ServiceError::NotInLeague { .. }
        | ServiceError::LeagueOver { .. } => super::leagues::error(l, error).unwrap_or_default(),
    }
}

/// A result in words in `language`: who won and how.
pub fn result_in(language: Language, result: GameResult) -> String {
    let reason = match result.reason {
        EndReason::Connection => "connection",
        EndReason::CentralMajority => "central-majority",
        EndReason::CentralTie => "central-tie",
        EndReason::LastPiecePlaced => "last-piece-placed",
        EndReason::NoLegalMoves => "no-legal-moves",
        EndReason::Resignation => "resignation",
        EndReason::Timeout => "timeout",
        EndReason::Agreement => "agreement",
    };
    match result.winner {
        Some(p) => tr!(language, "result-won", colour = p.name(), reason = reason),
        None => tr!(language, "result-drawn", reason = reason),
    }
}

/// How a seat is named in `language`: a mention, or the computer and its
/// level.
pub fn seat_in(language: Language, seat: Seat) -> String {
    match seat {
        Seat::Human(user) => person(language, user),
        Seat::Bot(level) => tr!(language, "computer-seat", level = level.name()),
    }
}

/// What became of a challenge, as a past participle (the selector of
/// `challenge-status`; English words for the log).
pub fn challenge_status(status: ChallengeStatus) -> &'static str {
    match status {
        ChallengeStatus::Open => "open",
        ChallengeStatus::Accepted => "accepted",
        ChallengeStatus::Declined => "declined",
        ChallengeStatus::Cancelled => "cancelled",
        ChallengeStatus::Expired => "expired",
    }
}

/// A challenge that ended without a game.
pub fn challenge_closed(language: Language, c: &Challenge) -> String {
    let l = language;
    let (challenge, challenger) = (c.id.to_string(), mention(c.challenger));
    match c.status {
        ChallengeStatus::Declined => {
            let who = c.challenged.map_or_else(|| tr!(l, "someone"), mention);
            tr!(l, "challenge-closed-declined", who = who, challenge = challenge, challenger = challenger)
        }
        ChallengeStatus::Expired => {
            tr!(l, "challenge-closed-expired", challenge = challenge, challenger = challenger)
        }
        status => tr!(l, "challenge-closed", challenge = challenge, status = challenge_status(status)),
    }
}

/// A game that has just started.
pub fn game_started(language: Language, update: &GameUpdate) -> String {
    let g = &update.game;
    let mut text = tr!(
        language,
        "game-started",
        game = g.id.to_string(),
        white = seat_in(language, g.seats.white),
        black = seat_in(language, g.seats.black),
        variant = g.variant.name(),
        days = crate::messages::keys::days_of(g.time_control)
    );
    if !update.moves.is_empty() {
        text.push(' ');
        text.push_str(&moves_text(language, update));
    }
    text.push(' ');
    text.push_str(&next_step(language, g));
    text
}

/// What a move (and any reply) did, and who is next.
pub fn move_played(language: Language, update: &GameUpdate) -> String {
    let mut text = moves_text(language, update);
    text.push(' ');
    text.push_str(&next_step(language, &update.game));
    text
}

/// A game that ended other than by a move (resignation, time, agreement):
/// the result, then both players named, so that the post reaches both
/// (its mentions are what pings them), with the way to a return game.
pub fn finished(language: Language, f: &Finished) -> String {
    let game = f.game.id.to_string();
    match f.game.result {
        Some(result) => {
            let (result, players) = (result_in(language, result), both_players(language, &f.game));
            tr!(language, "finished", game = game, result = result, players = players)
        }
        None => tr!(language, "goes-on", game = game),
    }
}

/// "<@1> (White) and <@2> (Black): **Rematch** below …", the computer
/// named without a mention.
fn both_players(language: Language, g: &Game) -> String {
    let named = |p: Player| match g.seats[p] {
        Seat::Human(user) => {
            tr!(language, "seat-with-colour", seat = person(language, user), colour = p.name())
        }
        Seat::Bot(level) => tr!(language, "computer-with-colour", level = level.name(), colour = p.name()),
    };
    let forgotten = Player::BOTH.into_iter().any(|p| g.seats[p].user().is_some_and(|u| u.is_former_player()));
    let (white, black) = (named(Player::White), named(Player::Black));
    let text = if forgotten {
        // No rematch with a player who was forgotten.
        tr!(language, "both-players-no-rematch", white = white, black = black)
    } else {
        tr!(language, "both-players", white = white, black = black)
    };
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The computer's answer to a draw offer: it always plays on.
pub fn computer_plays_on(language: Language, game: &Game) -> String {
    tr!(language, "computer-plays-on", game = game.id.to_string())
}

/// Moves that were taken back.
pub fn taken_back(language: Language, t: &TakenBack) -> String {
    let undone: Vec<String> = t.undone.iter().map(Move::to_string).collect();
    let next = next_step(language, &t.game);
    tr!(language, "taken-back", game = t.game.id.to_string(), moves = undone.join(", "), next = next)
}

/// What was offered, and declined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    /// A draw offer.
    Draw,
    /// A takeback request.
    Takeback,
}

/// A draw offer or takeback request declined by `by`: the offer's message
/// becomes this, so it must say who turned it down.
pub fn offer_declined(language: Language, game: &Game, what: Offer, by: UserId) -> String {
    let what = match what {
        Offer::Draw => "draw",
        Offer::Takeback => "takeback",
    };
    let next = next_step(language, game);
    tr!(language, "offer-declined", what = what, game = game.id.to_string(), next = next, by = mention(by))
}

/// The player has no game here and named none.
pub fn no_game_here(language: Language) -> String {
    tr!(language, "no-game-here")
}

/// Nobody plays here and no game was named (for looking at boards).
pub fn no_game_to_show(language: Language) -> String {
    tr!(language, "no-game-to-show")
}

/// No game was named for a review and none has ended here.
pub fn no_finished_game_here(language: Language) -> String {
    tr!(language, "no-finished-game-here")
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

/// The command an example names for a game wanted for `purpose`.
fn command_of(purpose: Purpose) -> &'static str {
    match purpose {
        Purpose::Move => "move",
        Purpose::Act => "resign",
        Purpose::Claim => "claim",
        Purpose::View => "board",
        Purpose::Review => "review",
        Purpose::Analyse => "analyse",
        Purpose::Plan => "plan",
    }
}

/// A link that opens `game`'s latest board, when the server is known
/// (Discord's links name it; `@me` for a DM cannot be told apart from a
/// game stored before servers were).
fn board_link(game: &Game) -> Option<String> {
    let (guild, message) = (game.guild?, game.board_message?);
    Some(game_link(Some(guild), game.channel, Some(message)))
}

/// A link to a game's latest board (or to its channel before the first
/// board is known), `@me` standing for a DM: what a DM points to.
pub fn game_link(guild: Option<GuildId>, channel: ChannelId, board: Option<MessageId>) -> String {
    let place = guild.map_or_else(|| "@me".to_string(), |g| g.0.to_string());
    match board {
        Some(message) => format!("https://discord.com/channels/{place}/{}/{}", channel.0, message.0),
        None => format!("https://discord.com/channels/{place}/{}", channel.0),
    }
}

/// One finished game in a player's game list: who played, how it ended,
/// after how many moves.
pub fn finished_listing(language: Language, g: &Game) -> String {
    let result = g.result.map(|r| result_in(language, r)).unwrap_or_default();
    tr!(
        language,
        "listing-finished",
        game = g.id.to_string(),
        white = seat_in(language, g.seats.white),
        black = seat_in(language, g.seats.black),
        result = result,
        moves = g.ply
    )
}

/// One line of a player's game list.
pub fn listing(language: Language, l: &GameListing) -> String {
    let g = &l.game;
    let turn = if l.your_turn {
        tr!(language, "listing-your-turn")
    } else {
        tr!(language, "listing-to-move", seat = seat_in(language, g.seats[g.to_move()]))
    };
    let (game, white, black) =
        (g.id.to_string(), seat_in(language, g.seats.white), seat_in(language, g.seats.black));
    let move_number = g.ply + 1;
    match g.deadline {
        Some(d) => tr!(
            language,
            "listing-clock",
            game = game,
            white = white,
            black = black,
            move_number = move_number,
            turn = turn,
            deadline = when(d)
        ),
        None => tr!(
            language,
            "listing",
            game = game,
            white = white,
            black = black,
            move_number = move_number,
            turn = turn
        ),
    }
}

/// One line of the leaderboard.
pub fn leaderboard_line(language: Language, rank: usize, p: &PlayerRow) -> String {
    tr!(
        language,
        "leaderboard-line",
        rank = rank,
        name = p.name.as_str(),
        rating = format!("{:.0}", p.rating.rating),
        spread = format!("{:.0}", 2.0 * p.rating.deviation),
        games = p.rated_games
    )
}

fn moves_text(language: Language, update: &GameUpdate) -> String {
    let parts: Vec<String> = update
        .moves
        .iter()
        .map(|m| {
            let colour = m.player.name();
            if m.is_forced_pass() {
                tr!(language, "move-passed", colour = colour)
            } else if m.planned {
                super::plans::move_made_planned(language, m.ply, m.player, m.mv)
            } else {
                tr!(language, "move-made", ply = m.ply, colour = colour, notation = m.mv.to_string())
            }
        })
        .collect();
    parts.join(" ")
}

/// Who moves next and by when, or how the game ended.
fn next_step(language: Language, g: &Game) -> String {
    if let Some(result) = g.result {
        return tr!(language, "next-game-over", result = result_in(language, result));
    }
    let (seat, colour) = (seat_in(language, g.seats[g.to_move()]), g.to_move().name());
    match g.deadline {
        Some(d) => tr!(language, "next-to-move-clock", seat = seat, colour = colour, deadline = by(d)),
        None => tr!(language, "next-to-move", seat = seat, colour = colour),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::{ChallengeId, NewGame};

    #[test]
    fn refusals_say_what_would_be_right() {
        let game = GameId(4);
        let samples = [
            error(Language::ENGLISH, &ServiceError::NotYourTurn { game, to_move: Seat::Human(UserId(9)) }),
            error(
                Language::ENGLISH,
                &ServiceError::ChallengeNotForYou { challenge: ChallengeId(2), challenged: UserId(9) },
            ),
            error(Language::ENGLISH, &ServiceError::TimeNotUp { game, deadline: Timestamp(100) }),
        ];
        assert!(samples[0].contains("<@9>") && samples[0].contains("#4"), "{}", samples[0]);
        assert!(samples[1].contains("/punct challenge"), "{}", samples[1]);
        assert!(samples[2].contains("<t:100:R>"), "{}", samples[2]);
    }

    fn finished_game(white: Seat, black: Seat, result: GameResult) -> Finished {
        let new = crate::service::NewGame {
            channel: crate::service::ChannelId(1),
            guild: None,
            seats: crate::rules::ByPlayer { white, black },
            variant: crate::rules::Variant::Standard,
            time_control: crate::service::TimeControl::default(),
            deadline: None,
            at: Timestamp(0),
        };
        Finished {
            game: Game { result: Some(result), ..new.into_row(GameId(5)) },
            position: crate::rules::Position::new(crate::rules::Variant::Standard),
            ratings: None,
            people: crate::service::People::default(),
            notify: Vec::new(),
        }
    }

    #[test]
    fn an_ending_names_both_players_and_the_rematch() {
        let on_time = GameResult { winner: Some(Player::White), reason: EndReason::Timeout };
        let f = finished_game(Seat::Human(UserId(1)), Seat::Human(UserId(2)), on_time);
        assert_eq!(
            finished(Language::ENGLISH, &f),
            "Game #5 is over: White wins on time. <@1> (White) and <@2> (Black): **Rematch** below offers a \
             return game, colours swapped."
        );
        let drawn = GameResult { winner: None, reason: EndReason::Agreement };
        let f = finished_game(Seat::Bot(crate::service::Level::Hard), Seat::Human(UserId(2)), drawn);
        let text = finished(Language::ENGLISH, &f);
        assert!(text.contains("drawn by agreement. The computer (hard, White) and <@2> (Black): "), "{text}");
    }

    #[test]
    fn database_failures_show_no_internals() {
        let text = error(
            Language::ENGLISH,
            &ServiceError::Store(crate::service::StoreError::Corrupt { what: "move", value: "X".into() }),
        );
        assert!(!text.contains("move") && text.contains("try again"), "{text}");
    }
    fn game_in(id: i64, guild: Option<u64>) -> Game {
        let new = NewGame {
            channel: crate::service::ChannelId(10),
            guild: guild.map(crate::service::GuildId),
            seats: crate::rules::ByPlayer { white: Seat::Human(UserId(1)), black: Seat::Human(UserId(2)) },
            variant: crate::rules::Variant::Standard,
            time_control: crate::service::TimeControl::default(),
            deadline: None,
            at: Timestamp(0),
        };
        new.into_row(GameId(id))
    }

    /// The refusals of picking a game say what to add, with an example
    /// (they were the front end's before the service picked games).
    #[test]
    fn picking_refusals_name_the_candidates_and_show_how_to_choose() {
        let en = Language::ENGLISH;
        let candidates = vec![game_in(5, None), game_in(6, None)];
        let which =
            error(en, &ServiceError::WhichGame { purpose: Purpose::Act, candidates: candidates.clone() });
        assert!(which.contains("#5") && which.contains("#6") && which.contains("game:5"), "{which}");
        let claim = error(en, &ServiceError::WhichGame { purpose: Purpose::Claim, candidates });
        assert!(claim.contains("/punct claim game:5"), "{claim}");
        assert!(error(en, &ServiceError::NoGameToShow).contains("no game"));
        assert!(error(en, &ServiceError::NoGameHere).contains("/punct challenge"));
        assert!(error(en, &ServiceError::NoFinishedGameHere).contains("finished"));
        let mut g = game_in(7, Some(100));
        g.board_message = Some(crate::service::MessageId(55));
        let elsewhere = error(en, &ServiceError::PlayedElsewhere { game: Box::new(g) });
        assert!(elsewhere.contains("<#10>"), "{elsewhere}");
        assert!(elsewhere.contains("https://discord.com/channels/100/10/55"), "{elsewhere}");
        let not_yours = error(en, &ServiceError::NotYourGameToShow { game: GameId(7) });
        assert!(not_yours.contains("#7") && not_yours.contains("another server"), "{not_yours}");
    }
}
