//! Deadlines: reminders before time runs out, the waiting player's claim
//! once it has, and the automatic record after a grace period.
//!
//! Each move sets the next deadline. The first reminder is due once half
//! the time for the move has passed, the second once 90 % has. Once the
//! deadline has passed, the waiting player is told once that they may
//! claim the win.
//!
//! Handing out is not sending: [`GameService::due_reminders`] and
//! [`GameService::due_time_up_notices`] only read, and a reminder stays due
//! until the front end, once Discord accepted it, records it with
//! [`GameService::mark_reminder_sent`] (a notice with
//! [`GameService::mark_time_up_notice_sent`]): one conditional write that
//! counts only for the deadline it was due for. So a post that fails is
//! handed out again next time, and one that was sent is never sent again,
//! even across restarts.

use tracing::error;

use crate::model::{EndReason, GameId, GameResult, SECONDS_PER_DAY, Seat, Timestamp, UserId};
use crate::service::away::spend_away_day;
use crate::service::state::GameState;
use crate::service::{
    Finished, Game, GameService, People, Reminder, ReminderStage, ServiceError, TimeUpNotice,
};
use crate::store::{StoreError, games};

impl GameService {
    /// The waiting player claims the win because the opponent's time ran
    /// out. Should the opponent have timeout protection and away days
    /// left, a day is spent instead (committed) and the claim refused.
    ///
    /// # Errors
    /// [`ServiceError::NotAParticipant`], [`ServiceError::GameOver`],
    /// [`ServiceError::ClaimOnYourOwnTurn`], [`ServiceError::NoTimeLimit`],
    /// [`ServiceError::TimeNotUp`], [`ServiceError::AwayDaySpent`].
    pub fn claim_timeout(&self, game: GameId, user: UserId) -> Result<Finished, ServiceError> {
        let now = self.now();
        let allowance = self.config.away_days_per_year;
        self.store.write(|tx| {
            let mut state = GameState::load(tx, game, now)?;
            let colour = state.colour_of(user)?;
            state.ensure_ongoing()?;
            if state.row.to_move() == colour {
                return Err(ServiceError::ClaimOnYourOwnTurn { game, deadline: state.row.deadline });
            }
            let deadline = state.row.deadline.ok_or(ServiceError::NoTimeLimit { game })?;
            if now < deadline {
                return Err(ServiceError::TimeNotUp { game, deadline });
            }
            if let Seat::Human(late) = state.row.seats[state.row.to_move()]
                && let Some(until) = spend_away_day(tx, late, now, allowance)?
            {
                return Ok(Err(ServiceError::AwayDaySpent { game, late, until }));
            }
            let ratings = state.finish(tx, timeout_result(&state.row), now)?;
            state.save(tx)?;
            state.into_finished(tx, ratings, Some(user)).map(Ok)
        })?
    }

    /// Records a loss on time in every game whose deadline passed more than
    /// the grace period ago and nobody claimed. Games where the computer is
    /// to move are left to [`GameService::resume_bot_games`].
    ///
    /// # Errors
    /// Store errors while listing; a game that fails is logged and skipped.
    pub fn record_timeouts(&self) -> Result<Vec<Finished>, ServiceError> {
        let now = self.now();
        let cutoff = now.plus_seconds(-self.config.timeout_grace);
        let overdue = self.store.read(|tx| games::with_deadline_before(tx, cutoff))?;
        let mut finished = Vec::new();
        for game in overdue.iter().filter(|g| matches!(g.seats[g.to_move()], Seat::Human(_))) {
            match self.record_timeout(game, cutoff, now) {
                Ok(Some(done)) => finished.push(done),
                Ok(None) => {}
                Err(e) => error!(game = %game.id, error = %e, "recording a timeout failed"),
            }
        }
        Ok(finished)
    }

    /// Every reminder now due and not yet recorded as sent. Only the latest
    /// due stage (no half-time reminder after the 90 % one), and none once
    /// the deadline has passed. Reads only: see the module docs.
    ///
    /// # Errors
    /// Store errors.
    pub fn due_reminders(&self) -> Result<Vec<Reminder>, ServiceError> {
        let now = self.now();
        let (due, stale) = self.store.read(|tx| {
            let mut due = Vec::new();
            let mut stale = Vec::new();
            for game in games::awaiting_reminders(tx, now)? {
                let Some(reminder) = due_reminder(&game, now) else {
                    // Time is up (or nobody to remind): no reminder is
                    // left for this turn.
                    if game.deadline.is_none_or(|d| d <= now) || game.seats[game.to_move()].user().is_none() {
                        stale.push(game.id);
                    }
                    continue;
                };
                let people = People::read(tx, &game, now)?;
                let waiting = game.to_move().opponent();
                let opponent_away = people.away[waiting].zip(game.seats[waiting].user()).map(|(t, u)| (u, t));
                due.push(Reminder { language: people.post_language(&game), opponent_away, ..reminder });
            }
            Ok::<_, ServiceError>((due, stale))
        })?;
        if !stale.is_empty() {
            self.store
                .write(|tx| stale.iter().try_for_each(|&game| games::set_reminder_at(tx, game, None)))?;
        }
        Ok(due)
    }

    /// Records `reminder` as sent, once Discord accepted it: only if its
    /// game still waits for the same move (same deadline) and no later
    /// reminder was recorded. Returns whether it was recorded now; `false`
    /// means there was nothing (any more) to record.
    ///
    /// # Errors
    /// Store errors.
    pub fn mark_reminder_sent(&self, reminder: &Reminder) -> Result<bool, ServiceError> {
        let stage = reminder.stage.number();
        Ok(self.store.write(|tx| {
            if !games::reminder_sent(tx, reminder.game, stage, reminder.deadline)? {
                return Ok(false);
            }
            // The next reminder of the turn, if one is left.
            if let Some(game) = games::load(tx, reminder.game)? {
                games::set_reminder_at(tx, game.id, next_reminder_at(&game))?;
            }
            Ok::<_, StoreError>(true)
        })?)
    }

    /// A "time is up" notice for every ongoing game whose deadline has
    /// passed, less than the grace period ago (after it the loss is
    /// recorded by [`GameService::record_timeouts`] instead), not yet
    /// recorded as sent for that deadline. None where the computer is to
    /// move or is the one waiting. Reads only: see the module docs.
    ///
    /// # Errors
    /// Store errors.
    pub fn due_time_up_notices(&self) -> Result<Vec<TimeUpNotice>, ServiceError> {
        let now = self.now();
        let grace = self.config.timeout_grace;
        self.store.read(|tx| {
            let candidates = games::awaiting_timeup_notice(tx, now.plus_seconds(-grace), now)?;
            let due =
                candidates.iter().filter_map(|game| Some((game, due_time_up_notice(game, now, grace)?)));
            due.map(|(game, notice)| Ok(TimeUpNotice { language: language_of(tx, game, now)?, ..notice }))
                .collect()
        })
    }

    /// Records `notice` as sent for its deadline, once Discord accepted it:
    /// only if that is still the game's deadline. Returns whether it was
    /// recorded now.
    ///
    /// # Errors
    /// Store errors.
    pub fn mark_time_up_notice_sent(&self, notice: &TimeUpNotice) -> Result<bool, ServiceError> {
        Ok(self.store.write(|tx| games::timeup_notice_sent(tx, notice.game, notice.deadline))?)
    }

    fn record_timeout(
        &self,
        game: &Game,
        cutoff: Timestamp,
        now: Timestamp,
    ) -> Result<Option<Finished>, ServiceError> {
        let allowance = self.config.away_days_per_year;
        self.store.write(|tx| {
            let mut state = GameState::load(tx, game.id, now)?;
            let overdue = state.row.deadline.is_some_and(|d| d <= cutoff);
            if state.row.is_over() || state.row.log_len != game.log_len || !overdue {
                return Ok(None);
            }
            // Protection comes first, should its own round have failed.
            if let Seat::Human(late) = state.row.seats[state.row.to_move()]
                && spend_away_day(tx, late, now, allowance)?.is_some()
            {
                return Ok(None);
            }
            let ratings = state.finish(tx, timeout_result(&state.row), now)?;
            state.save(tx)?;
            state.into_finished(tx, ratings, None).map(Some)
        })
    }
}

/// The language of a post the bot makes about `game` by itself, read in
/// the transaction `tx` is in (no replay: the people's rows only).
pub(crate) fn language_of(
    tx: &rusqlite::Connection,
    game: &Game,
    now: Timestamp,
) -> Result<crate::model::Language, ServiceError> {
    Ok(People::read(tx, game, now)?.post_language(game))
}

/// The player to move lost on time.
fn timeout_result(game: &Game) -> GameResult {
    GameResult { winner: Some(game.to_move().opponent()), reason: EndReason::Timeout }
}

/// The reminder `game` needs now, if any.
fn due_reminder(game: &Game, now: Timestamp) -> Option<Reminder> {
    let deadline = game.deadline?;
    let user = game.seats[game.to_move()].user()?;
    if game.is_over() || now >= deadline {
        return None;
    }
    let stage = stage_due(game, deadline, now)?;
    (stage.number() > game.reminders_sent).then_some(Reminder {
        game: game.id,
        channel: game.channel,
        user,
        stage,
        deadline,
        board: game.board_message,
        language: crate::model::Language::default(),
        opponent_away: None,
    })
}

/// The "time is up" notice `game` needs now, if any.
fn due_time_up_notice(game: &Game, now: Timestamp, grace: i64) -> Option<TimeUpNotice> {
    let deadline = game.deadline?;
    let late = game.seats[game.to_move()].user()?;
    let waiting = game.seats[game.to_move().opponent()].user()?;
    let automatic_at = deadline.plus_seconds(grace);
    let due = !game.is_over() && deadline <= now && now < automatic_at;
    (due && game.timeup_notice_for != Some(deadline)).then_some(TimeUpNotice {
        game: game.id,
        channel: game.channel,
        waiting,
        late,
        move_number: game.ply + 1,
        deadline,
        automatic_at,
        board: game.board_message,
        language: crate::model::Language::default(),
    })
}

/// When the next reminder of `game`'s current turn falls due: the
/// half-time one if not sent, else the last call; `None` when none is left
/// (no limit, both sent, or the game is over). Stored with the deadline
/// (`games.reminder_at`) so that the background task reads only the
/// reminders due.
pub(crate) fn next_reminder_at(game: &Game) -> Option<Timestamp> {
    let deadline = game.deadline?;
    let period = game.turn_seconds_of(game.to_move())?;
    match game.reminders_sent {
        _ if game.is_over() => None,
        0 => Some(deadline.plus_seconds(-(period / 2))),
        1 => Some(deadline.plus_seconds(-final_call(game, period))),
        _ => None,
    }
}

/// How long before the deadline the last call falls: a tenth of the time
/// for the move, or with a time bank a day (a quarter of a bank holding
/// less than four days).
fn final_call(game: &Game, period: i64) -> i64 {
    match game.time_control.time_bank() {
        Some(_) => SECONDS_PER_DAY.min(period / 4),
        None => period / 10,
    }
}

/// Which reminder is due `now` in `game`, whose move's time ends at
/// `deadline`: the first once half the time for the move is left, the
/// second once a tenth is (days per move) or, with a time bank, a day
/// (a quarter of a bank holding less than four days).
fn stage_due(game: &Game, deadline: Timestamp, now: Timestamp) -> Option<ReminderStage> {
    let period = game.turn_seconds_of(game.to_move())?;
    let left = deadline.seconds_since(now);
    if left <= final_call(game, period) {
        Some(ReminderStage::Final)
    } else if left * 2 <= period {
        Some(ReminderStage::Half)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{ChannelId, TimeControl};
    use crate::rules::{ByPlayer, Variant};
    use crate::store::games::NewGame;

    fn game(time_control: TimeControl) -> Game {
        let seats = ByPlayer { white: Seat::Human(UserId(1)), black: Seat::Human(UserId(2)) };
        let new = NewGame {
            channel: ChannelId(1),
            guild: None,
            seats,
            variant: Variant::Standard,
            time_control,
            deadline: None,
            at: Timestamp(0),
        };
        new.into_row(GameId(1))
    }

    #[test]
    fn reminders_fall_at_half_and_ninety_percent_of_the_time() -> Result<(), crate::model::InvalidTimeControl>
    {
        let g = game(TimeControl::days_per_move(1)?);
        let deadline = Timestamp(SECONDS_PER_DAY);
        let at = |hours: i64| stage_due(&g, deadline, Timestamp(hours * 3600));
        assert_eq!(at(11), None);
        assert_eq!(at(12), Some(ReminderStage::Half));
        assert_eq!(at(21), Some(ReminderStage::Half));
        assert_eq!(stage_due(&g, deadline, Timestamp(SECONDS_PER_DAY * 9 / 10)), Some(ReminderStage::Final));
        assert_eq!(stage_due(&game(TimeControl::UNLIMITED), deadline, Timestamp(0)), None);
        Ok(())
    }

    #[test]
    fn with_a_bank_reminders_fall_at_half_of_it_and_a_day_before()
    -> Result<(), crate::model::InvalidTimeControl> {
        let mut g = game(TimeControl::bank(10, 36)?);
        let day = SECONDS_PER_DAY;
        // White's bank holds 8 days at the start of the turn.
        g.banks = Some(ByPlayer { white: 8 * day, black: 10 * day });
        let deadline = Timestamp(8 * day);
        let at = |hours: i64| stage_due(&g, deadline, Timestamp(hours * 3600));
        assert_eq!(at(4 * 24 - 1), None);
        assert_eq!(at(4 * 24), Some(ReminderStage::Half));
        assert_eq!(at(7 * 24 - 1), Some(ReminderStage::Half));
        assert_eq!(at(7 * 24), Some(ReminderStage::Final), "a day before");
        // A bank of two days: the last reminder at a quarter, 12 hours before.
        g.banks = Some(ByPlayer { white: 2 * day, black: 10 * day });
        let deadline = Timestamp(2 * day);
        let at = |hours: i64| stage_due(&g, deadline, Timestamp(hours * 3600));
        assert_eq!(
            (at(24), at(35), at(36)),
            (Some(ReminderStage::Half), Some(ReminderStage::Half), Some(ReminderStage::Final))
        );
        Ok(())
    }
}
