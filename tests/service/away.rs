//! Correspondence time on the test clock, across restarts: away days that
//! stop every clock of a player, the yearly allowance, timeout protection
//! spending a day, and time-bank clocks.

use punct::rules::ByPlayer;

use super::*;

/// A world whose players may use `days` away days a year.
fn world_with_allowance(days: u32) -> Result<World, Box<dyn std::error::Error>> {
    let config = ServiceConfig { away_days_per_year: days, ..ServiceConfig::default() };
    Ok(World::new()?.with_config(config))
}

/// Alice (White) against Bob (Black) with `time_control`.
fn game_with(world: &World, time_control: TimeControl) -> Result<GameId, Box<dyn std::error::Error>> {
    let mut request = world.request(&alice(), Opponent::User(bob()), ColourChoice::White, None);
    request.time_control = time_control;
    let c = world.pending(request)?;
    Ok(world.service.accept(c.id, &bob())?.game.id)
}

fn deadline(world: &World, game: GameId) -> Result<Option<Timestamp>, ServiceError> {
    Ok(world.service.game(game)?.game.deadline)
}

/// What the background task does about away days each round: spends the
/// days due, then hands out and records their notices.
fn spend_and_announce(world: &World) -> Result<Vec<AwayDayNotice>, ServiceError> {
    world.service.spend_away_days()?;
    let due = world.service.due_away_day_notices()?;
    for notice in &due {
        assert!(world.service.mark_away_day_notice_sent(notice)?, "{notice:?} was due, so it is recorded");
    }
    Ok(due)
}

fn protection(world: &World, who: &PlayerRef, on: bool) -> TestResult {
    let change = SettingsChange { timeout_protection: Some(on), ..SettingsChange::default() };
    assert_eq!(world.service.change_settings(who, change)?.away.protection, on);
    Ok(())
}

/// Three weeks of a 3-days-a-move game with a week away in the middle:
/// the clock of the game waiting for Alice stops while she is away, the
/// board's people say until when, Bob still moves in another game and his
/// move waits for her, no reminder reaches her meanwhile, and all of it
/// holds across restarts.
#[test]
fn a_three_week_game_with_a_week_away_in_the_middle() -> TestResult {
    let mut world = World::new()?;
    let first = world.human_game(Some(3))?;
    let second = world.human_game(Some(3))?;
    // Day 1: Alice moves in the second game; it is now Bob's turn there.
    world.clock.advance(DAY);
    world.play_any(second)?;
    // Day 2: half her time in the first game is gone (reminded); she goes
    // away for 7 days, and the first game waits for her.
    world.clock.advance(DAY);
    let half = send_reminders(&world)?;
    assert_eq!(
        half.iter().map(|r| (r.game, r.stage)).collect::<Vec<_>>(),
        vec![(first, ReminderStage::Half)]
    );
    let before = deadline(&world, first)?.ok_or("a clock")?;
    let away = world.service.go_away(&alice(), &AwayFor::Days(7))?;
    let back_at = START.plus_seconds(9 * DAY);
    assert_eq!((away.until, away.used, away.left(), away.games_moved), (Some(back_at), 7, 23, 1));
    assert_eq!(deadline(&world, first)?, Some(before.plus_seconds(7 * DAY)), "stopped for the week");
    let view = world.service.game(first)?;
    assert_eq!(view.people.away[Player::White], Some(back_at), "the board says until when");
    assert_eq!(view.people.away[Player::Black], None);
    world = world.restart()?;

    // Day 4: Bob moves in the second game: Alice's clock there starts only
    // when she is back, with her full 3 days.
    world.clock.advance(2 * DAY);
    world.play_any(second)?;
    assert_eq!(deadline(&world, second)?, Some(back_at.plus_seconds(3 * DAY)));
    // No reminder while she is away, however long it has been.
    world.clock.set(back_at.plus_seconds(-1));
    assert!(send_reminders(&world)?.is_empty());
    assert!(send_time_up_notices(&world)?.is_empty());
    assert!(world.service.record_timeouts()?.is_empty());
    world = world.restart()?;

    // Back on day 9: her clocks run again from where they stopped (a day
    // left in the first game), so its last call comes 7.2 hours before.
    world.clock.set(back_at);
    assert_eq!(world.service.game(first)?.people.away[Player::White], None, "back");
    world.clock.set(back_at.plus_seconds(DAY - 3 * DAY / 10));
    let due = send_reminders(&world)?;
    assert_eq!(
        due.iter().map(|r| (r.game, r.stage)).collect::<Vec<_>>(),
        vec![(first, ReminderStage::Final)]
    );
    // She plays on to the end of week three.
    world.play_any(first)?;
    world.play_any(second)?;
    world.clock.set(START.plus_seconds(21 * DAY));
    assert_eq!(world.service.away_status(alice().id)?.used, 7, "the week is counted once");
    Ok(())
}

/// Back early: the clocks start again now and the whole days not used come
/// back; a Bob's reminder names Alice away while she is.
#[test]
fn coming_back_early_restarts_the_clocks_and_gives_back_unused_days() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(1))?;
    world.play_any(game)?; // Alice moved: Bob to move.
    let away = world.service.go_away(&alice(), &AwayFor::Days(5))?;
    assert_eq!(away.games_moved, 0, "no game waits for her");
    // Bob's reminder says Alice is away: his move will wait for her.
    world.clock.advance(DAY / 2);
    let due = send_reminders(&world)?;
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].opponent_away, Some((alice().id, START.plus_seconds(5 * DAY))));
    world.play_any(game)?; // Bob moves: Alice's clock starts when she is back.
    assert_eq!(deadline(&world, game)?, Some(START.plus_seconds(6 * DAY)));
    // Back after a day and a half: 3 whole days of the 5 come back.
    world.clock.set(START.plus_seconds(DAY + DAY / 2));
    let back = world.service.come_back(alice().id)?;
    assert_eq!((back.until, back.used, back.days_changed, back.games_moved), (None, 2, 3, 1));
    assert_eq!(deadline(&world, game)?, Some(world.clock.now().plus_seconds(DAY)), "a full day from now");
    refused!(world.service.come_back(alice().id), ServiceError::NotAway);
    Ok(())
}

/// The allowance counts every day asked for; asking for more than is left
/// is refused saying how many are left, and changes nothing.
#[test]
fn the_allowance_runs_out_and_more_is_refused_saying_how_many_are_left() -> TestResult {
    let world = world_with_allowance(10)?;
    assert_eq!(world.service.go_away(&alice(), &AwayFor::Days(6))?.left(), 4);
    // Replacing the stay gives back the days not used first.
    world.clock.advance(2 * DAY);
    let longer = world.service.go_away(&alice(), &AwayFor::Days(8))?;
    assert_eq!((longer.used, longer.left()), (10, 0));
    world.service.come_back(alice().id)?;
    world.clock.advance(DAY);
    let status = world.service.away_status(alice().id)?;
    refused!(
        world.service.go_away(&alice(), &AwayFor::Days(status.left() + 1)),
        ServiceError::NotEnoughAwayDays { asked, left, allowance: 10, replacing: false } if asked == status.left() + 1 && left == status.left()
    );
    assert_eq!(world.service.away_status(alice().id)?, status, "nothing changed");
    refused!(
        world.service.go_away(&alice(), &AwayFor::Days(0)),
        ServiceError::AwayDaysOutOfRange { days: 0 }
    );
    refused!(
        world.service.go_away(&alice(), &AwayFor::Until("next week".into())),
        ServiceError::NotADate { .. }
    );
    refused!(
        world.service.go_away(&alice(), &AwayFor::Until("2020-01-01".into())),
        ServiceError::DateNotAhead { .. }
    );
    Ok(())
}

/// `until:` is the day one is back, beginning at midnight in one's own
/// time zone; a started day counts whole.
#[test]
fn away_until_a_date_begins_it_at_midnight_in_the_players_time_zone() -> TestResult {
    let world = World::new()?;
    // START is 2025-06-15 15:06:40 UTC.
    let tokyo = SettingsChange { time_zone: Some("Asia/Tokyo".into()), ..SettingsChange::default() };
    world.service.change_settings(&alice(), tokyo)?;
    let away = world.service.go_away(&alice(), &AwayFor::Until("2025-06-20".into()))?;
    // 2025-06-20 00:00 in Tokyo (UTC+9) is 2025-06-19 15:00 UTC.
    assert_eq!(away.until, Some(Timestamp(1_750_345_200)));
    assert_eq!(away.used, 4, "3 days 23 hours and 53 minutes count as 4");
    Ok(())
}

/// Timeout protection: when Alice's time runs out and she has days left,
/// one is spent (her clocks stop for a day, the game is told once); once
/// her days are gone, the time-up notice and the loss follow as before.
#[test]
fn timeout_protection_spends_a_day_then_the_game_is_lost_once_days_are_gone() -> TestResult {
    let mut world = world_with_allowance(2)?;
    let game = world.human_game(Some(1))?;
    world.clock.advance(DAY);
    let first = spend_and_announce(&world)?;
    assert_eq!(first.len(), 1);
    let until = START.plus_seconds(2 * DAY);
    assert_eq!(
        (first[0].game, first[0].user, first[0].until, first[0].days_left),
        (game, alice().id, until, 1)
    );
    assert_eq!(deadline(&world, game)?, Some(until));
    assert!(send_time_up_notices(&world)?.is_empty(), "her time did not run out after all");
    assert!(spend_and_announce(&world)?.is_empty(), "told once, and once a day");
    world = world.restart()?;
    assert!(world.service.due_away_day_notices()?.is_empty(), "even after a restart");

    // The second and last day.
    world.clock.set(until);
    let second = spend_and_announce(&world)?;
    assert_eq!(second.iter().map(|n| n.days_left).collect::<Vec<_>>(), vec![0]);
    // No day left: time is up, Bob is told and may claim.
    world.clock.set(START.plus_seconds(3 * DAY));
    assert!(spend_and_announce(&world)?.is_empty());
    assert_eq!(send_time_up_notices(&world)?.len(), 1);
    let done = world.service.claim_timeout(game, bob().id)?;
    assert_eq!(done.game.result.map(|r| r.reason), Some(EndReason::Timeout));
    assert_eq!(world.service.away_status(alice().id)?.used, 2);
    Ok(())
}

/// A claim made just as time runs out spends the day instead (the round
/// had not come yet), committed, and refused saying until when; with
/// protection off the claim wins at once.
#[test]
fn a_claim_as_time_runs_out_spends_an_away_day_unless_protection_is_off() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(1))?;
    world.clock.advance(DAY);
    let until = START.plus_seconds(2 * DAY);
    refused!(
        world.service.claim_timeout(game, bob().id),
        ServiceError::AwayDaySpent { late, until: u, .. } if late == alice().id && u == until
    );
    assert_eq!(deadline(&world, game)?, Some(until));
    assert_eq!(spend_and_announce(&world)?.len(), 1, "the game is told by the next round");

    protection(&world, &alice(), false)?;
    world.clock.set(until);
    assert!(spend_and_announce(&world)?.is_empty());
    let done = world.service.claim_timeout(game, bob().id)?;
    assert_eq!(done.game.result.map(|r| r.winner), Some(Some(Player::Black)));
    Ok(())
}

/// A time bank: each player starts with 10 days, a move adds 36 hours and
/// never above 10 days; reminders come at half the bank and a day before;
/// the loss on time follows as with days per move.
#[test]
fn a_time_bank_game_with_its_reminders_and_a_timeout() -> TestResult {
    let world = World::new()?;
    protection(&world, &alice(), false)?;
    protection(&world, &bob(), false)?;
    let bank = TimeControl::bank(10, 36)?;
    let game = game_with(&world, bank)?;
    let full = 10 * DAY;
    let started = world.service.game(game)?.game;
    assert_eq!(
        (started.deadline, started.banks),
        (Some(START.plus_seconds(full)), Some(ByPlayer::both(full)))
    );
    // Alice thinks 4 days: 6 left, plus 36 hours.
    world.clock.advance(4 * DAY);
    let after = world.play_any(game)?.game;
    let alice_bank = 6 * DAY + 36 * 3600;
    assert_eq!(after.banks.map(|b| b.white), Some(alice_bank));
    assert_eq!(after.deadline, Some(world.clock.now().plus_seconds(full)), "Bob's whole bank");
    // Bob answers at once: capped at 10 days.
    let after = world.play_any(game)?.game;
    assert_eq!(after.banks.map(|b| b.black), Some(full), "never above the bank");
    assert_eq!(after.deadline, Some(world.clock.now().plus_seconds(alice_bank)));
    // Alice's reminders: at half her bank, then a day before.
    let turn = world.clock.now();
    world.clock.set(turn.plus_seconds(alice_bank / 2 - 1));
    assert!(send_reminders(&world)?.is_empty());
    world.clock.set(turn.plus_seconds(alice_bank / 2));
    assert_eq!(
        send_reminders(&world)?.iter().map(|r| r.stage).collect::<Vec<_>>(),
        vec![ReminderStage::Half]
    );
    world.clock.set(turn.plus_seconds(alice_bank - DAY));
    assert_eq!(
        send_reminders(&world)?.iter().map(|r| r.stage).collect::<Vec<_>>(),
        vec![ReminderStage::Final]
    );
    // Her bank runs dry: Bob may claim.
    world.clock.set(turn.plus_seconds(alice_bank));
    assert_eq!(send_time_up_notices(&world)?.len(), 1);
    let done = world.service.claim_timeout(game, bob().id)?;
    assert_eq!(done.game.result.map(|r| r.reason), Some(EndReason::Timeout));
    Ok(())
}

/// Away days stop a bank too: time away is not taken from it.
#[test]
fn time_away_is_not_taken_from_a_bank() -> TestResult {
    let world = World::new()?;
    let game = game_with(&world, TimeControl::bank(3, 24)?)?;
    world.clock.advance(DAY);
    world.service.go_away(&alice(), &AwayFor::Days(2))?;
    // She moves while away, a day later: the day away is not counted.
    world.clock.advance(DAY);
    let after = world.play_any(game)?.game;
    assert_eq!(after.banks.map(|b| b.white), Some(3 * DAY), "2 days left + 1, capped at 3");
    Ok(())
}
