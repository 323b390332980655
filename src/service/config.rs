//! The service's few tunable durations and allowances.

use crate::model::SECONDS_PER_DAY;

/// Durations the service works with (in seconds) and the away days a
/// player may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ServiceConfig {
    /// How long a challenge waits for an answer before it lapses.
    pub challenge_lifetime: i64,
    /// How long after a deadline the timeout is recorded automatically if
    /// the waiting player has not claimed it.
    pub timeout_grace: i64,
    /// Longest display name kept (Discord allows 32; this bounds the input).
    pub max_name_chars: usize,
    /// Seconds after which a computer reply still not made counts as failed
    /// and is retried; the engine thinks at most a few seconds.
    pub bot_stall_after: i64,
    /// Seconds after a game's last change from which a board the channel
    /// has not seen is owed, and the background task posts it: far longer
    /// than answering an interaction takes, so it never races the answer
    /// that is still being sent, and short enough that a failed answer is
    /// made good within minutes.
    pub board_owed_after: i64,
    /// Away days each player may use in a calendar year (`/punct away`
    /// and timeout protection together); the operator sets it in `.env`.
    pub away_days_per_year: u32,
}

impl Default for ServiceConfig {
    fn default() -> ServiceConfig {
        ServiceConfig {
            challenge_lifetime: 7 * SECONDS_PER_DAY,
            timeout_grace: SECONDS_PER_DAY,
            max_name_chars: 64,
            bot_stall_after: 120,
            board_owed_after: 120,
            away_days_per_year: 30,
        }
    }
}
