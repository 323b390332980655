//! Wording for the game service: every refusal says what was wrong and
//! what would be right; every result says what happened and who is next.
//! Refusals name the bot's own commands (the `/punct` group) and buttons,
//! since Discord is where players meet them.
//!
//! Players are mentioned as `<@id>` and times as `<t:…:R>`, which Discord
//! shows as a name and as "in 2 days".

use crate::messages::play;
use crate::rules::{Move, Player};
use crate::service::{
    Challenge, Finished, Game, GameListing, GameUpdate, PlayerRow, ServiceError, TakenBack,
};
use crate::service::{ChallengeStatus, EndReason, GameResult, Seat, Timestamp, UserId};

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

/// The sentence for a refused or failed request.
pub fn error(error: &ServiceError) -> String {
    match error {
        ServiceError::GameNotFound { game } => {
            format!("There is no game {game}. `/punct games` lists yours with their numbers.")
        }
        ServiceError::ChallengeNotFound { challenge } => {
            format!(
                "There is no challenge {challenge} any more. Start a new one with `/punct challenge opponent:@someone`."
            )
        }
        ServiceError::CannotChallengeYourself => {
            "You can't challenge yourself. Challenge another player, anyone in the channel, or the computer."
                .to_string()
        }
        ServiceError::ChallengeNotForYou { challenge, challenged } => format!(
            "Challenge {challenge} is for {} only. Start your own with `/punct challenge opponent:@someone`.",
            mention(*challenged)
        ),
        ServiceError::OwnChallenge { challenge } => format!(
            "Challenge {challenge} is your own: wait for someone to accept it, or withdraw it with the button under it \
             (**Decline** on a challenge to one person, **Cancel** on one open to anyone)."
        ),
        ServiceError::NotYourChallenge { challenge, challenger } => format!(
            "Only {} can cancel challenge {challenge}. To play them, press **Accept** under it.",
            mention(*challenger)
        ),
        ServiceError::OpenChallengeCannotBeDeclined { challenge } => format!(
            "Challenge {challenge} is open to anyone, so there is nothing to decline: just leave it, or accept it to play."
        ),
        ServiceError::ChallengeClosed { challenge, status } => format!(
            "Challenge {challenge} was already {}. Start a new one with `/punct challenge opponent:@someone`.",
            challenge_status(*status)
        ),
        ServiceError::ChallengeExpired { challenge, expired_at } => format!(
            "Challenge {challenge} expired {}. Start a new one with `/punct challenge opponent:@someone`.",
            when(*expired_at)
        ),
        ServiceError::GameOver { game, result } => {
            format!(
                "Game {game} is over: {}. Press **Rematch** under its last board, or start a new game with `/punct challenge`.",
                result_text(*result)
            )
        }
        ServiceError::NotAParticipant { game } => {
            format!("You are not playing in game {game}, so only its players can do that. `/punct games` lists yours.")
        }
        ServiceError::NotYourTurn { game, to_move } => {
            format!("It's not your turn in game {game}: it is {} to move. You'll be pinged when it's yours.", seat(*to_move))
        }
        ServiceError::UnreadableMove { text, error } => play::unreadable_move(text, error),
        ServiceError::IllegalMove { error, .. } => play::illegal_move(error),
        ServiceError::PositionChanged { game, expected_ply, actual_ply } => format!(
            "Game {game} moved on while you were choosing (you saw move {expected_ply}, it is now at move {actual_ply}), \
             so your move was not played. Look at the new board and try again."
        ),
        ServiceError::ConcurrentChange { game } => format!(
            "Something else changed game {game} at the same moment, so your request was not applied. Look at the board and try again."
        ),
        ServiceError::DrawAlreadyOffered { game } => {
            format!("You already offered a draw in game {game}; your opponent can accept or decline it.")
        }
        ServiceError::NoDrawOffer { game } => {
            format!("Nobody has offered a draw in game {game}. To propose one, use `/punct draw game:{}`.", game.0)
        }
        ServiceError::OwnDrawOffer { game } => {
            format!("The draw offer in game {game} is yours: only your opponent can accept or decline it.")
        }
        ServiceError::TakebackPending { game, by } => format!(
            "{} already asked for a takeback in game {game}; it must be accepted or declined first.",
            seat(*by)
        ),
        ServiceError::NoTakebackRequest { game } => {
            format!("Nobody has asked for a takeback in game {game}. To ask for one, use `/punct takeback game:{}`.", game.0)
        }
        ServiceError::OwnTakebackRequest { game } => {
            format!("The takeback request in game {game} is yours: only your opponent can accept or decline it.")
        }
        ServiceError::NothingToTakeBack { game } => {
            format!("You haven't made a move in game {game} yet, so there is nothing to take back.")
        }
        ServiceError::NoTimeLimit { game } => {
            format!("Game {game} has no time limit, so nobody can run out of time. You can offer a draw or resign instead.")
        }
        ServiceError::TimeNotUp { game, deadline } => format!(
            "Your opponent still has time in game {game}: it runs out {}. Once it has, claim the win with \
             `/punct claim game:{}` (if you don't, the win is recorded for you a little later).",
            when(*deadline),
            game.0
        ),
        ServiceError::ClaimOnYourOwnTurn { game, deadline } => match deadline {
            Some(d) => format!(
                "It's your own move in game {game}: your time runs out {}. Play it with `/punct move text:F5>H7-H8-I8 game:{}`.",
                when(*d),
                game.0
            ),
            None => format!("It's your own move in game {game}. Play it with `/punct move text:F5>H7-H8-I8 game:{}`.", game.0),
        },
        ServiceError::RematchBeforeEnd { game } => {
            format!("Game {game} is still being played: a rematch can start once it is over.")
        }
        ServiceError::RematchOpen { game, challenge, challenger, challenged, expires_at } => format!(
            "The rematch of game {game} is already open: challenge {challenge}, from {} to {}, expiring {}. \
             Answer it with the buttons under it (**Accept** to play, **Decline** to say no or to withdraw it); \
             once it is answered or has expired, **Rematch** can ask again.",
            mention(*challenger),
            mention(*challenged),
            when(*expires_at)
        ),
        ServiceError::PlyOutOfRange { game, ply, last } => {
            format!(
                "Game {game} has {} so far, so there is no position after move {ply}. Pick 0 to {last}.",
                super::terminal::count(*last as usize, "move", "moves")
            )
        }
        ServiceError::CorruptGame { game, .. } => format!(
            "Game {game} can't be loaded: its stored moves don't replay. The bot's operator has been told; nothing was changed."
        ),
        ServiceError::Store(_) => {
            "Something went wrong with the game database, and nothing was changed. Please try again in a moment."
                .to_string()
        }
    }
}

/// What became of a challenge, as a past participle.
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
            error(&ServiceError::NotYourTurn { game, to_move: Seat::Human(UserId(9)) }),
            error(&ServiceError::ChallengeNotForYou { challenge: ChallengeId(2), challenged: UserId(9) }),
            error(&ServiceError::TimeNotUp { game, deadline: Timestamp(100) }),
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
        let text = error(&ServiceError::Store(crate::service::StoreError::Corrupt {
            what: "move",
            value: "X".into(),
        }));
        assert!(!text.contains("move") && text.contains("try again"), "{text}");
    }
}
