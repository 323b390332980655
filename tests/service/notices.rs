//! Turn notices by DM on the test clock: one per turn and never for a move
//! answered at once, quiet hours in the player's time zone (across a
//! daylight-saving change), the daily digest, and DMs found closed.

use super::*;

/// `who` asks for `mode`, with quiet hours and a time zone if given.
fn notify(
    world: &World,
    who: &PlayerRef,
    mode: NotifyMode,
    quiet: Option<&str>,
    zone: Option<&str>,
) -> TestResult {
    let change = SettingsChange {
        notify: Some(mode),
        quiet: quiet.map(str::to_string),
        time_zone: zone.map(str::to_string),
        ..SettingsChange::default()
    };
    assert_eq!(world.service.change_settings(who, change)?.notices.mode, mode);
    Ok(())
}

/// What the background task does each round: the turn notices due, each
/// recorded as sent once "Discord accepted it".
fn send_turn_notices(world: &World) -> Result<Vec<TurnNotice>, ServiceError> {
    let due = world.service.due_turn_notices()?;
    for notice in &due {
        assert!(world.service.mark_turn_notice_sent(notice)?, "{notice:?} was due, so it is recorded");
    }
    Ok(due)
}

fn send_digests(world: &World) -> Result<Vec<Digest>, ServiceError> {
    let due = world.service.due_digests()?;
    for digest in &due {
        assert!(world.service.mark_digest_sent(digest)?, "{digest:?} was due, so it is recorded");
    }
    Ok(due)
}

const MINUTE: i64 = 60;

#[test]
fn every_turn_one_notice_per_turn_and_none_for_a_move_answered_at_once() -> TestResult {
    let mut world = World::new()?;
    notify(&world, &alice(), NotifyMode::EveryTurn, None, None)?;
    notify(&world, &bob(), NotifyMode::EveryTurn, None, None)?;
    let game = world.human_game(Some(3))?;
    // Alice answers within the notice delay: she is sent nothing.
    world.clock.advance(MINUTE);
    world.play_any(game)?;
    world.clock.advance(NOTICE_DELAY - 1);
    assert!(send_turn_notices(&world)?.is_empty(), "not before the delay");
    world.clock.advance(1);
    let sent = send_turn_notices(&world)?;
    assert_eq!(
        sent.iter().map(|n| (n.game, n.user, n.move_number)).collect::<Vec<_>>(),
        vec![(game, bob().id, 2)]
    );
    assert_eq!(sent[0].opponent.as_deref(), Some("alice"));
    assert_eq!(sent[0].deadline, world.service.game(game)?.game.deadline);
    world = world.restart()?;
    world.clock.advance(DAY);
    assert!(send_turn_notices(&world)?.is_empty(), "one per turn, even after a restart");

    // Bob moves; Alice answers two minutes later: no notice for her, one
    // for Bob's next turn.
    world.play_any(game)?;
    world.clock.advance(2 * MINUTE);
    world.play_any(game)?;
    world.clock.advance(NOTICE_DELAY);
    let sent = send_turn_notices(&world)?;
    assert_eq!(
        sent.iter().map(|n| n.user).collect::<Vec<_>>(),
        vec![bob().id],
        "none for Alice's answered move"
    );

    // Against the computer: no notice.
    world.bot_game(ColourChoice::Black)?;
    world.clock.advance(DAY);
    assert!(send_turn_notices(&world)?.is_empty());
    Ok(())
}

/// Berlin, quiet hours 22:00–07:00, the night clocks go forward (29 March
/// 2026): a move at 22:30 is told at 07:00 summer time, 05:00 UTC.
#[test]
fn a_notice_in_quiet_hours_waits_for_their_end_in_the_players_zone_across_a_clock_change() -> TestResult {
    let world = World::new()?;
    notify(&world, &bob(), NotifyMode::EveryTurn, Some("22-7"), Some("Europe/Berlin"))?;
    let evening = Timestamp(1_774_733_400); // 2026-03-28 21:30 UTC, 22:30 in Berlin
    world.clock.set(evening);
    let game = world.human_game(Some(3))?;
    world.play_any(game)?;
    world.clock.advance(NOTICE_DELAY);
    assert!(send_turn_notices(&world)?.is_empty(), "quiet hours");
    let end = Timestamp(1_774_760_400); // 2026-03-29 05:00 UTC, 07:00 in Berlin (summer time)
    world.clock.set(end.plus_seconds(-1));
    assert!(send_turn_notices(&world)?.is_empty(), "06:59 in Berlin");
    world.clock.set(end);
    let sent = send_turn_notices(&world)?;
    assert_eq!(sent.iter().map(|n| (n.user, n.due)).collect::<Vec<_>>(), vec![(bob().id, end)]);
    Ok(())
}

#[test]
fn the_digest_lists_every_game_waiting_at_its_hour_and_says_nothing_on_an_empty_day() -> TestResult {
    let world = World::new()?;
    // START is 2025-06-15 15:06:40 UTC: the first digest is the 16th at 09:00.
    notify(&world, &bob(), NotifyMode::Digest, None, None)?;
    let nine = Timestamp(1_750_064_400);
    let waiting: Vec<GameId> = (0..3).map(|_| world.human_game(Some(3))).collect::<Result<_, _>>()?;
    for &game in &waiting {
        world.play_any(game)?; // Alice moves: Bob to move.
    }
    let not_his_turn = world.human_game(Some(3))?;
    world.clock.set(nine.plus_seconds(-1));
    assert!(send_digests(&world)?.is_empty());
    world.clock.set(nine);
    let digests = send_digests(&world)?;
    assert_eq!(digests.len(), 1);
    let listed: Vec<GameId> = digests[0].games.iter().map(|g| g.game).collect();
    assert_eq!(listed, waiting, "every game waiting, soonest deadline first");
    assert!(!listed.contains(&not_his_turn));
    assert!(send_digests(&world)?.is_empty(), "once a day");
    assert!(send_turn_notices(&world)?.is_empty(), "a digest, not a DM every turn");

    // Bob plays all three: the next day there is nothing to say.
    for &game in &waiting {
        world.play_any(game)?;
    }
    world.clock.set(nine.plus_seconds(DAY));
    assert!(send_digests(&world)?.is_empty(), "nothing on an empty day");
    // Alice answers one: the day after, it is listed alone.
    world.play_any(waiting[1])?;
    world.clock.set(nine.plus_seconds(2 * DAY));
    let digests = send_digests(&world)?;
    assert_eq!(
        digests.iter().flat_map(|d| d.games.iter().map(|g| g.game)).collect::<Vec<_>>(),
        vec![waiting[1]]
    );
    Ok(())
}

#[test]
fn closed_dms_switch_notices_off_and_the_player_is_told_once() -> TestResult {
    let world = World::new()?;
    notify(&world, &bob(), NotifyMode::EveryTurn, None, None)?;
    let game = world.human_game(Some(3))?;
    world.play_any(game)?;
    world.clock.advance(NOTICE_DELAY);
    let due = world.service.due_turn_notices()?;
    assert_eq!(due.len(), 1);
    assert!(world.service.dms_closed(bob().id)?);
    assert_eq!(world.service.settings(bob().id)?.notices.mode, NotifyMode::Off);
    assert!(world.service.due_turn_notices()?.is_empty(), "nothing due any more");
    let seen =
        Seen { user: bob().id, language: Language::ENGLISH, server: None, board: None, answer_only: None };
    assert!(world.service.remember(&seen)?.dms_closed, "told the next time");
    assert!(!world.service.remember(&seen)?.dms_closed, "and only once");
    Ok(())
}

#[test]
fn quiet_hours_that_cannot_be_read_change_nothing() -> TestResult {
    let world = World::new()?;
    notify(&world, &bob(), NotifyMode::EveryTurn, Some("23:30-06:45"), None)?;
    let wrong = SettingsChange {
        quiet: Some("all night".into()),
        notify: Some(NotifyMode::Off),
        ..SettingsChange::default()
    };
    refused!(world.service.change_settings(&bob(), wrong), ServiceError::NotQuietHours { .. });
    let kept = world.service.settings(bob().id)?.notices;
    assert_eq!(
        (kept.mode, kept.quiet),
        (NotifyMode::EveryTurn, Some(QuietHours { from: 23 * 60 + 30, to: 6 * 60 + 45 }))
    );
    Ok(())
}
