//! The game-service vocabulary: time controls, colour choices, seats,
//! results. Each is a small `Copy` type with a stable code word (what the
//! store writes, see `store::columns`), so rows never carry raw strings.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::model::{Level, UserId};
use crate::rules::{Outcome, Player};

/// Seconds in a day: deadlines are whole days after the last move.
pub const SECONDS_PER_DAY: i64 = 24 * 60 * 60;

/// How long each player has: 1, 3, 7 or 14 days for every move, a time
/// bank (a few days that each move tops up, never above where it started),
/// or no limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    kind: ClockKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum ClockKind {
    PerMove(u8),
    Bank(Bank),
    Unlimited,
}

/// A time bank: each player starts with `days`, their clock runs on their
/// turn, and every move they make adds `hours`, never above `days`
/// (LittleGolem's correspondence clock: 10 days, +36 hours a move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bank {
    /// What each player starts with, and the most the bank ever holds.
    pub days: u8,
    /// What each move adds.
    pub hours: u8,
}

impl Bank {
    /// The full bank in seconds.
    pub fn seconds(self) -> i64 {
        i64::from(self.days) * SECONDS_PER_DAY
    }

    /// What a move adds, in seconds.
    pub fn increment_seconds(self) -> i64 {
        i64::from(self.hours) * 3600
    }

    /// The bank after a move made with `left` seconds still in it: topped
    /// up by the increment, never above the full bank.
    pub fn after_move(self, left: i64) -> i64 {
        (left.max(0) + self.increment_seconds()).min(self.seconds())
    }
}

/// A number of days per move other than 1, 3, 7 or 14, or a bank not
/// offered (what was given, cut to 20 characters). `messages` words it for
/// players.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("invalid time control {0:?}")]
pub struct InvalidTimeControl(pub String);

impl TimeControl {
    /// The days per move players may choose.
    pub const ALLOWED_DAYS: [u8; 4] = [1, 3, 7, 14];

    /// The banks players may choose (days, hours a move): LittleGolem's
    /// 10 days + 36 hours, and two quicker ones. Half the largest is at
    /// most a week: reminders are looked for that far ahead.
    pub const ALLOWED_BANKS: [Bank; 3] =
        [Bank { days: 3, hours: 24 }, Bank { days: 7, hours: 24 }, Bank { days: 10, hours: 36 }];

    /// No deadline at all: the game waits as long as it takes.
    pub const UNLIMITED: TimeControl = TimeControl { kind: ClockKind::Unlimited };

    /// `days` per move.
    ///
    /// # Errors
    /// [`InvalidTimeControl`] unless `days` is 1, 3, 7 or 14.
    pub fn days_per_move(days: u32) -> Result<TimeControl, InvalidTimeControl> {
        match Self::ALLOWED_DAYS.into_iter().find(|&d| u32::from(d) == days) {
            Some(d) => Ok(TimeControl { kind: ClockKind::PerMove(d) }),
            None => Err(InvalidTimeControl(days.to_string())),
        }
    }

    /// A bank of `days`, `hours` added a move.
    ///
    /// # Errors
    /// [`InvalidTimeControl`] unless it is one of [`TimeControl::ALLOWED_BANKS`].
    pub fn bank(days: u32, hours: u32) -> Result<TimeControl, InvalidTimeControl> {
        Self::ALLOWED_BANKS
            .into_iter()
            .find(|b| u32::from(b.days) == days && u32::from(b.hours) == hours)
            .map(|b| TimeControl { kind: ClockKind::Bank(b) })
            .ok_or_else(|| InvalidTimeControl(format!("bank {days}d+{hours}h")))
    }

    /// Days per move, `None` for a bank or without a limit.
    pub fn days(self) -> Option<u8> {
        match self.kind {
            ClockKind::PerMove(d) => Some(d),
            ClockKind::Bank(_) | ClockKind::Unlimited => None,
        }
    }

    /// The bank, if this is a time bank.
    pub fn time_bank(self) -> Option<Bank> {
        match self.kind {
            ClockKind::Bank(b) => Some(b),
            ClockKind::PerMove(_) | ClockKind::Unlimited => None,
        }
    }

    /// Whether moves have a deadline at all.
    pub fn is_limited(self) -> bool {
        self.kind != ClockKind::Unlimited
    }

    /// The time for one move in seconds with days per move; `None` for a
    /// bank (each player's own bank says) or without a limit.
    pub fn period_seconds(self) -> Option<i64> {
        self.days().map(|d| i64::from(d) * SECONDS_PER_DAY)
    }
}

impl Default for TimeControl {
    /// Three days per move: the usual pace of a correspondence game.
    fn default() -> TimeControl {
        TimeControl { kind: ClockKind::PerMove(3) }
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            ClockKind::PerMove(1) => f.write_str("1 day per move"),
            ClockKind::PerMove(d) => write!(f, "{d} days per move"),
            ClockKind::Bank(b) => write!(f, "bank: {} days, +{} h a move", b.days, b.hours),
            ClockKind::Unlimited => f.write_str("no time limit"),
        }
    }
}

impl FromStr for TimeControl {
    type Err = InvalidTimeControl;

    /// Reads `3`, `3 days`, `7d`, `none`, `unlimited`, or a bank as
    /// `bank 10d+36h` (`bank 10 days + 36 h` too).
    fn from_str(s: &str) -> Result<TimeControl, InvalidTimeControl> {
        let text = s.trim().to_ascii_lowercase();
        let invalid = || InvalidTimeControl(s.chars().take(20).collect());
        if matches!(text.as_str(), "none" | "unlimited" | "no limit" | "∞") {
            return Ok(TimeControl::UNLIMITED);
        }
        if let Some(bank) = text.strip_prefix("bank") {
            let (days, hours) = bank.trim_start_matches(':').split_once('+').ok_or_else(invalid)?;
            let days = days_number(days).ok_or_else(invalid)?;
            let hours = hours.trim().trim_end_matches("hours").trim_end_matches('h').trim();
            return hours.parse().ok().and_then(|h| TimeControl::bank(days, h).ok()).ok_or_else(invalid);
        }
        days_number(&text).and_then(|d| TimeControl::days_per_move(d).ok()).ok_or_else(invalid)
    }
}

/// `3`, `3 days`, `1 day` or `3d` as a number.
fn days_number(text: &str) -> Option<u32> {
    text.trim().trim_end_matches("days").trim_end_matches("day").trim_end_matches('d').trim().parse().ok()
}

/// The colour the challenger asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ColourChoice {
    /// The challenger plays White and moves first.
    White,
    /// The challenger plays Black.
    Black,
    /// Decided by chance when the game starts.
    #[default]
    Random,
}

/// Neither white, black nor random.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("“{0}” is not a colour choice: say white, black or random")]
pub struct ParseColourChoiceError(pub String);

impl ColourChoice {
    /// `"white"`, `"black"` or `"random"`.
    pub const fn name(self) -> &'static str {
        match self {
            ColourChoice::White => "white",
            ColourChoice::Black => "black",
            ColourChoice::Random => "random",
        }
    }

    /// The same choice seen from the other side: a rematch swaps colours.
    pub const fn swapped(self) -> ColourChoice {
        match self {
            ColourChoice::White => ColourChoice::Black,
            ColourChoice::Black => ColourChoice::White,
            ColourChoice::Random => ColourChoice::Random,
        }
    }
}

impl From<Player> for ColourChoice {
    fn from(player: Player) -> ColourChoice {
        match player {
            Player::White => ColourChoice::White,
            Player::Black => ColourChoice::Black,
        }
    }
}

impl fmt::Display for ColourChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ColourChoice {
    type Err = ParseColourChoiceError;

    fn from_str(s: &str) -> Result<ColourChoice, ParseColourChoiceError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "white" | "w" => Ok(ColourChoice::White),
            "black" | "b" => Ok(ColourChoice::Black),
            "random" | "r" | "any" => Ok(ColourChoice::Random),
            _ => Err(ParseColourChoiceError(s.chars().take(20).collect())),
        }
    }
}

/// Who sits on one side of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// A Discord user.
    Human(UserId),
    /// The computer opponent, at this strength.
    Bot(Level),
}

impl Seat {
    /// The user, if a person sits here.
    pub fn user(self) -> Option<UserId> {
        match self {
            Seat::Human(user) => Some(user),
            Seat::Bot(_) => None,
        }
    }

    /// Whether `user` sits here.
    pub fn is(self, user: UserId) -> bool {
        self.user() == Some(user)
    }
}

/// How a finished game ended: the board rules, or the players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Two opposite sides connected (§6.2).
    Connection,
    /// Last piece placed, more of the central hexagon (§6.3).
    CentralMajority,
    /// Last piece placed, equal central hexagon (§6.3).
    CentralTie,
    /// Basic game, last piece placed without a connection (§6.3).
    LastPiecePlaced,
    /// Neither player had a legal move (§5).
    NoLegalMoves,
    /// The loser resigned.
    Resignation,
    /// The loser ran out of time.
    Timeout,
    /// Both players agreed to a draw.
    Agreement,
}

impl EndReason {
    /// Every reason, for lookups and tests.
    pub const ALL: [EndReason; 8] = [
        EndReason::Connection,
        EndReason::CentralMajority,
        EndReason::CentralTie,
        EndReason::LastPiecePlaced,
        EndReason::NoLegalMoves,
        EndReason::Resignation,
        EndReason::Timeout,
        EndReason::Agreement,
    ];

    /// The word stored in the database.
    pub const fn code(self) -> &'static str {
        match self {
            EndReason::Connection => "connection",
            EndReason::CentralMajority => "central_majority",
            EndReason::CentralTie => "central_tie",
            EndReason::LastPiecePlaced => "last_piece_placed",
            EndReason::NoLegalMoves => "no_legal_moves",
            EndReason::Resignation => "resignation",
            EndReason::Timeout => "timeout",
            EndReason::Agreement => "agreement",
        }
    }

    /// The reason for a board outcome.
    pub fn of_outcome(outcome: &Outcome) -> EndReason {
        match outcome {
            Outcome::Connected(_) => EndReason::Connection,
            Outcome::CentralMajority { .. } => EndReason::CentralMajority,
            Outcome::CentralTie { .. } => EndReason::CentralTie,
            Outcome::LastPiecePlaced => EndReason::LastPiecePlaced,
            Outcome::NoLegalMoves => EndReason::NoLegalMoves,
        }
    }

    /// The reason stored as `code`, if it is one.
    pub fn from_code(code: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.code() == code)
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameResult {
    /// The winner, `None` for a draw.
    pub winner: Option<Player>,
    /// How it ended.
    pub reason: EndReason,
}

impl GameResult {
    /// The result the board rules gave.
    pub fn of_outcome(outcome: &Outcome) -> GameResult {
        GameResult { winner: outcome.winner(), reason: EndReason::of_outcome(outcome) }
    }

    /// `white`, `black` or `draw`, as stored.
    pub fn word(self) -> &'static str {
        self.winner.map_or("draw", Player::name)
    }
}

/// Which state of a game a board shows: how long its log was and whether
/// it showed the result. Every change a player can see grows the log or
/// ends the game, so two boards of one game with the same state show the
/// same thing: what the store compares to know whether a channel has seen
/// a game's latest state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardState {
    /// Entries in the game's log, takebacks included.
    pub log_len: u32,
    /// Whether the game was over (and the board showed its result).
    pub over: bool,
}

/// Where a challenge stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChallengeStatus {
    /// Waiting for an answer.
    Open,
    /// Accepted: the game has started.
    Accepted,
    /// The challenged player said no.
    Declined,
    /// The challenger withdrew it.
    Cancelled,
    /// Nobody answered in time.
    Expired,
}

impl ChallengeStatus {
    /// Every status, for lookups and tests.
    pub const ALL: [ChallengeStatus; 5] = [
        ChallengeStatus::Open,
        ChallengeStatus::Accepted,
        ChallengeStatus::Declined,
        ChallengeStatus::Cancelled,
        ChallengeStatus::Expired,
    ];

    /// The word stored in the database.
    pub const fn code(self) -> &'static str {
        match self {
            ChallengeStatus::Open => "open",
            ChallengeStatus::Accepted => "accepted",
            ChallengeStatus::Declined => "declined",
            ChallengeStatus::Cancelled => "cancelled",
            ChallengeStatus::Expired => "expired",
        }
    }

    /// The status stored as `code`, if it is one.
    pub fn from_code(code: &str) -> Option<ChallengeStatus> {
        ChallengeStatus::ALL.into_iter().find(|s| s.code() == code)
    }
}

/// Where a league stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LeagueStatus {
    /// Open for sign-ups (Join and Leave), not yet paired.
    SignUp,
    /// Paired and being played, round after round.
    Running,
    /// Every game played: the standings are final.
    Finished,
    /// Called off by its organiser: games going on continue, no longer
    /// counted for it.
    Cancelled,
}

impl LeagueStatus {
    /// Every status, for lookups and tests.
    pub const ALL: [LeagueStatus; 4] =
        [LeagueStatus::SignUp, LeagueStatus::Running, LeagueStatus::Finished, LeagueStatus::Cancelled];

    /// The word stored in the database.
    pub const fn code(self) -> &'static str {
        match self {
            LeagueStatus::SignUp => "signup",
            LeagueStatus::Running => "running",
            LeagueStatus::Finished => "finished",
            LeagueStatus::Cancelled => "cancelled",
        }
    }

    /// The status stored as `code`, if it is one.
    pub fn from_code(code: &str) -> Option<LeagueStatus> {
        LeagueStatus::ALL.into_iter().find(|s| s.code() == code)
    }

    /// Whether the league is over (finished or cancelled).
    pub const fn is_over(self) -> bool {
        matches!(self, LeagueStatus::Finished | LeagueStatus::Cancelled)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_are_exactly_the_allowed_days() {
        for d in 0..20 {
            let allowed = TimeControl::ALLOWED_DAYS.contains(&(d as u8));
            assert_eq!(TimeControl::days_per_move(d).is_ok(), allowed, "{d}");
        }
        assert_eq!("3 days".parse(), TimeControl::days_per_move(3));
        assert_eq!("14d".parse(), TimeControl::days_per_move(14));
        assert_eq!("none".parse(), Ok(TimeControl::UNLIMITED));
        assert!("2".parse::<TimeControl>().is_err());
        assert_eq!(TimeControl::days_per_move(7).map(TimeControl::period_seconds), Ok(Some(604_800)));
        let golem = TimeControl::bank(10, 36).unwrap();
        assert_eq!("bank 10d+36h".parse(), Ok(golem));
        assert_eq!("Bank: 10 days + 36 h".parse(), Ok(golem));
        assert_eq!(golem.to_string(), "bank: 10 days, +36 h a move");
        assert_eq!(golem.period_seconds(), None, "each player's bank says");
        assert!(golem.is_limited() && !TimeControl::UNLIMITED.is_limited());
        assert!(TimeControl::bank(10, 24).is_err() && "bank 10d".parse::<TimeControl>().is_err());
    }

    #[test]
    fn a_bank_is_topped_up_by_each_move_and_never_above_its_size() {
        let bank = Bank { days: 10, hours: 36 };
        assert_eq!(bank.after_move(0), 36 * 3600);
        assert_eq!(bank.after_move(2 * SECONDS_PER_DAY), 2 * SECONDS_PER_DAY + 36 * 3600);
        assert_eq!(bank.after_move(9 * SECONDS_PER_DAY), 10 * SECONDS_PER_DAY, "capped");
        assert_eq!(bank.after_move(-5), 36 * 3600, "a late move tops up from nothing");
    }

    #[test]
    fn rematch_swaps_the_colour_choice() {
        assert_eq!(ColourChoice::White.swapped(), ColourChoice::Black);
        assert_eq!(ColourChoice::Random.swapped(), ColourChoice::Random);
        assert_eq!("B".parse(), Ok(ColourChoice::Black));
    }
}
