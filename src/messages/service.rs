//! Wording for the game service: every refusal says what was wrong and
//! what would be right; every result says what happened and who is next.
//! Refusals name the bot's own commands (the `/punct` group) and buttons,
//! since Discord is where players meet them.
//!
//! Players are mentioned as `<@id>` and times as `<t:…:R>`, which Discord
//! shows as a name and as "in 2 days".

use crate::messages::fluent::tr;
use crate::messages::play;
use crate::rules::{Move, Player};
use crate::service::{
    Challenge, Finished, Game, GameListing, GameUpdate, PlayerRow, ServiceError, TakenBack,
};
use crate::service::{ChallengeStatus, EndReason, GameResult, Language, Seat, Timestamp, UserId};

/// How a seat is named: a mention, or the computer and its level.
pub fn seat(seat: Seat) -> String {
    match seat {
        Seat::Human(user) => mention(user),
        Seat::Bot(level) => format!("the computer ({level})"),
    }
}

/// A Discord mention of `user`.
pub fn mention(user: UserId) -> String {
    format!("<@{}>", user.0)
}

/// A time as Discord shows it, relative ("in 3 days").
pub fn when(t: Timestamp) -> String {
    format!("<t:{}:R>", t.0)
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
        ServiceError::Store(_) => tr!(l, "error-store"),
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
        Seat::Human(user) => mention(user),
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
pub fn challenge_closed(c: &Challenge) -> String {
    match c.status {
        ChallengeStatus::Declined => format!(
            "{} declined challenge {} from {}.",
            c.challenged.map_or_else(|| "Someone".to_string(), mention),
            c.id,
            mention(c.challenger)
        ),
        ChallengeStatus::Expired => {
            format!("{}, your challenge {} expired without an answer.", mention(c.challenger), c.id)
        }
        status => format!("Challenge {} was {}.", c.id, challenge_status(status)),
    }
}

/// A game that has just started.
pub fn game_started(update: &GameUpdate) -> String {
    let g = &update.game;
    let mut text = format!(
        "Game {} starts: {} plays White, {} plays Black ({}, {}).",
        g.id,
        seat(g.seats.white),
        seat(g.seats.black),
        g.variant,
        g.time_control
    );
    if !update.moves.is_empty() {
        text.push(' ');
        text.push_str(&moves_text(update));
    }
    text.push(' ');
    text.push_str(&next_step(g));
    text
}

/// What a move (and any reply) did, and who is next.
pub fn move_played(update: &GameUpdate) -> String {
    let mut text = moves_text(update);
    text.push(' ');
    text.push_str(&next_step(&update.game));
    text
}

/// A game that ended other than by a move (resignation, time, agreement):
/// the result, then both players named, so that the post reaches both
/// (its mentions are what pings them), with the way to a return game.
pub fn finished(f: &Finished) -> String {
    match f.game.result {
        Some(result) => {
            format!("Game {} is over: {}. {}", f.game.id, result_text(result), both_players(&f.game))
        }
        None => format!("Game {} goes on.", f.game.id),
    }
}

/// "<@1> (White) and <@2> (Black): **Rematch** below …", the computer
/// named without a mention.
fn both_players(g: &Game) -> String {
    let named = |p: Player| match g.seats[p] {
        Seat::Human(user) => format!("{} ({})", mention(user), colour(p)),
        Seat::Bot(level) => format!("the computer ({level}, {})", colour(p)),
    };
    let text = format!(
        "{} and {}: **Rematch** below offers a return game, colours swapped.",
        named(Player::White),
        named(Player::Black)
    );
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The computer's answer to a draw offer: it always plays on.
pub fn computer_plays_on(game: &Game) -> String {
    format!("The computer plays on in game {}: it never agrees to a draw. You can resign instead.", game.id)
}

/// Moves that were taken back.
pub fn taken_back(t: &TakenBack) -> String {
    let undone: Vec<String> = t.undone.iter().map(Move::to_string).collect();
    format!("Taken back in game {}: {}. {}", t.game.id, undone.join(", "), next_step(&t.game))
}

/// A declined draw offer or takeback request.
pub fn offer_declined(game: &Game, what: &str) -> String {
    format!("The {what} in game {} was declined; play goes on. {}", game.id, next_step(game))
}

/// One line of a player's game list.
pub fn listing(l: &GameListing) -> String {
    let g = &l.game;
    let turn = if l.your_turn {
        "**your turn**".to_string()
    } else {
        format!("{} to move", seat(g.seats[g.to_move()]))
    };
    let clock = g.deadline.map(|d| format!(", time runs out {}", when(d))).unwrap_or_default();
    format!("{} {} vs {} — move {}, {turn}{clock}", g.id, seat(g.seats.white), seat(g.seats.black), g.ply + 1)
}

/// One line of the leaderboard.
pub fn leaderboard_line(rank: usize, p: &PlayerRow) -> String {
    format!(
        "{rank}. {} — {:.0} (±{:.0}), {} rated game{}",
        p.name,
        p.rating.rating,
        2.0 * p.rating.deviation,
        p.rated_games,
        if p.rated_games == 1 { "" } else { "s" }
    )
}

/// A result in words: who won and how.
pub fn result_text(result: GameResult) -> String {
    let how = match result.reason {
        EndReason::Connection => "by connecting two opposite sides",
        EndReason::CentralMajority => "with more of the central hexagon when the last piece was placed",
        EndReason::CentralTie => "with the central hexagon shared equally when the last piece was placed",
        EndReason::LastPiecePlaced => "as the last piece was placed without a connection",
        EndReason::NoLegalMoves => "as neither player could move",
        EndReason::Resignation => "by resignation",
        EndReason::Timeout => "on time",
        EndReason::Agreement => "by agreement",
    };
    match result.winner {
        Some(p) => format!("{} wins {how}", colour(p)),
        None => format!("drawn {how}"),
    }
}

fn colour(p: Player) -> &'static str {
    match p {
        Player::White => "White",
        Player::Black => "Black",
    }
}

fn moves_text(update: &GameUpdate) -> String {
    let parts: Vec<String> = update
        .moves
        .iter()
        .map(|m| {
            if m.is_forced_pass() {
                format!("{} has no legal move and passes.", colour(m.player))
            } else {
                format!("Move {} ({}): {}.", m.ply, colour(m.player), m.mv)
            }
        })
        .collect();
    parts.join(" ")
}

/// Who moves next and by when, or how the game ended.
fn next_step(g: &Game) -> String {
    if let Some(result) = g.result {
        return format!("Game over: {}.", result_text(result));
    }
    let next = seat(g.seats[g.to_move()]);
    match g.deadline {
        Some(d) => format!("{next} to move ({}), time runs out {}.", colour(g.to_move()), when(d)),
        None => format!("{next} to move ({}).", colour(g.to_move())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::{ChallengeId, GameId};

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
        Finished { game: Game { result: Some(result), ..new.into_row(GameId(5)) }, ratings: None }
    }

    #[test]
    fn an_ending_names_both_players_and_the_rematch() {
        let on_time = GameResult { winner: Some(Player::White), reason: EndReason::Timeout };
        let f = finished_game(Seat::Human(UserId(1)), Seat::Human(UserId(2)), on_time);
        assert_eq!(
            finished(&f),
            "Game #5 is over: White wins on time. <@1> (White) and <@2> (Black): **Rematch** below offers a \
             return game, colours swapped."
        );
        let drawn = GameResult { winner: None, reason: EndReason::Agreement };
        let f = finished_game(Seat::Bot(crate::service::Level::Hard), Seat::Human(UserId(2)), drawn);
        let text = finished(&f);
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
}
