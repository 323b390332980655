//! Leagues in the service: who may create one, sign-ups, the start (by
//! command or at its time), every round started when the one before is
//! done, colours swapped in the second cycle, byes, draws and timeouts in
//! the table, a player leaving, cancelling, and a restart between rounds.

use super::*;

const GUILD: GuildId = GuildId(600);
const ROLE: RoleId = RoleId(4_242);

fn manager(user: UserId) -> Organiser {
    Organiser { user, manages_server: true, roles: Vec::new() }
}

fn member(user: UserId, roles: Vec<RoleId>) -> Organiser {
    Organiser { user, manages_server: false, roles }
}

fn player(n: u64) -> PlayerRef {
    PlayerRef::new(UserId(2_000 + n), format!("player{n}"))
}

fn terms(name: &str, cycles: u8) -> LeagueTerms {
    LeagueTerms {
        name: name.into(),
        variant: Variant::Standard,
        time_control: TimeControl::days_per_move(3).unwrap(),
        cycles,
        starts: None,
    }
}

/// A league of `players` entrants created by player 0 (who manages the
/// server), started.
fn started_league(world: &World, players: u64, cycles: u8) -> Result<LeagueId, Box<dyn std::error::Error>> {
    let organiser = player(0);
    let view = world.service.create_league(
        GUILD,
        CHANNEL,
        &manager(organiser.id),
        &organiser,
        &terms("Winter", cycles),
    )?;
    let id = view.league.id;
    for n in 0..players {
        world.service.join_league(id, &player(n))?;
    }
    let started = world.service.start_league(id, &manager(organiser.id))?;
    assert_eq!(started.league.status, LeagueStatus::Running);
    Ok(id)
}

/// A round's opening: its number, its games, who has the bye.
type Opening = (u32, Vec<RoundGame>, Option<UserId>);

/// The opening of the league's current round (marking it shown).
fn opening(world: &World, id: LeagueId) -> Result<Opening, Box<dyn std::error::Error>> {
    let news = world.service.league_news()?;
    let found = news.into_iter().find(|n| n.league().id == id).ok_or("no news of the league")?;
    let (league, round) = found.mark().ok_or("news without a mark")?;
    let LeagueNews::Round { games, bye, round: r, boards, .. } = found else {
        return Err("not a round".into());
    };
    assert_eq!(r, round);
    assert_eq!(boards.len(), games.iter().filter(|g| g.game.is_some()).count(), "every new game's board");
    assert!(world.service.league_news_shown(league, round)?);
    assert!(!world.service.league_news_shown(league, round)?, "recorded once");
    Ok((round, games, bye.map(|(u, _)| u)))
}

/// White wins (Black resigns).
fn white_wins(world: &World, g: &RoundGame) -> TestResult {
    world.service.resign(g.game.ok_or("no game")?, g.players.black.0)?;
    Ok(())
}

/// A draw by agreement.
fn drawn(world: &World, g: &RoundGame) -> TestResult {
    let game = g.game.ok_or("no game")?;
    world.service.draw(game, g.players.white.0)?;
    world.service.draw(game, g.players.black.0)?;
    Ok(())
}

#[test]
fn seven_players_two_cycles_a_bye_each_round_colours_swapped_and_every_result_counted() -> TestResult {
    let world = World::new()?;
    let id = started_league(&world, 7, 2)?;
    assert_eq!(world.service.league(id)?.league.rounds, 14);
    let mut first_cycle: Vec<(UserId, UserId)> = Vec::new();
    let mut byes: Vec<UserId> = Vec::new();
    let mut draws = 0;
    let mut timeout = None;
    let mut idle_writes = 0;
    for expected in 1..=14 {
        let (round, games, bye) = opening(&world, id)?;
        let before = world.service.store().transaction_counts();
        assert!(world.service.advance_leagues()?.is_empty());
        idle_writes += (world.service.store().transaction_counts() - before).writes;
        assert_eq!(round, expected);
        assert_eq!(games.len(), 3, "round {round}: three games");
        byes.push(bye.ok_or("an odd count has a bye every round")?);
        for g in &games {
            let pair = (g.players.white.0, g.players.black.0);
            if round <= 7 {
                first_cycle.push(pair);
            } else {
                assert!(
                    first_cycle.contains(&(pair.1, pair.0)),
                    "round {round}: {pair:?} swapped from the first cycle"
                );
            }
            assert_eq!(world.service.league_of_game(g.game.ok_or("no game")?)?.map(|l| l.2), Some(round));
        }
        // Round 2 has a draw; round 3 a loss on time; the rest White wins.
        for (i, g) in games.iter().enumerate() {
            if round == 2 && i == 0 {
                drawn(&world, g)?;
                draws += 1;
            } else if round == 3 && i == 0 {
                let off = SettingsChange { timeout_protection: Some(false), ..SettingsChange::default() };
                world.service.change_settings(&PlayerRef::new(g.players.white.0, "w"), off)?;
                timeout = Some(g.players.white.0);
            } else {
                white_wins(&world, g)?;
            }
        }
        if round == 3 {
            world.clock.advance(3 * DAY + world.config.timeout_grace + 60);
            assert_eq!(world.service.record_timeouts()?.len(), 1);
        }
        assert!(world.service.advance_leagues()?.is_empty());
    }
    let table = world.service.league_standings(id)?;
    assert_eq!(table.league.status, LeagueStatus::Finished);
    assert_eq!(table.decided, (42, 42));
    assert!(idle_writes == 0, "a round still being played is moved on by no write: {idle_writes}");
    assert_eq!(table.rounds_done, 14);
    let points: u32 = table.lines.iter().map(|(s, _)| s.half_points).sum();
    assert_eq!(points, 42 * 2, "every game gives out one point");
    assert_eq!(table.lines.iter().map(|(s, _)| s.draws).sum::<u32>(), 2 * draws);
    let timed_out = timeout.ok_or("no timeout")?;
    let loser = table.lines.iter().find(|(s, _)| s.user == timed_out).ok_or("the one who lost on time")?;
    assert!(!loser.0.left, "losing on time is no leaving");
    assert_eq!(loser.0.played(), 12);
    for seat in byes.iter() {
        assert_eq!(byes.iter().filter(|b| *b == seat).count(), 2, "one bye a cycle each");
    }
    assert!(!table.winners().is_empty());
    // The final standings are news once.
    let news = world.service.league_news()?;
    let Some(LeagueNews::Final(last)) = news.into_iter().find(|n| n.league().id == id) else {
        return Err("no final standings".into());
    };
    assert_eq!(last.lines.len(), 7);
    assert!(world.service.league_news_shown(id, 15)?);
    assert!(world.service.league_news()?.iter().all(|n| n.league().id != id));
    assert!(world.service.advance_leagues()?.is_empty());
    Ok(())
}

#[test]
fn only_managers_or_the_named_role_create_leagues_and_only_organisers_start_them() -> TestResult {
    let world = World::new()?;
    let (org, other) = (player(0), player(1));
    let plain = member(other.id, vec![RoleId(1)]);
    refused!(
        world.service.create_league(GUILD, CHANNEL, &plain, &other, &terms("Spring", 1)),
        ServiceError::LeagueOrganisersOnly { role: None }
    );
    world.service.set_league_role(GUILD, Language::ENGLISH, Some(ROLE))?;
    assert_eq!(world.service.server_settings(GUILD)?.league_role, Some(ROLE));
    refused!(
        world.service.create_league(GUILD, CHANNEL, &plain, &other, &terms("Spring", 1)),
        ServiceError::LeagueOrganisersOnly { role: Some(ROLE) }
    );
    let with_role = member(org.id, vec![RoleId(1), ROLE]);
    let id = world
        .service
        .create_league(GUILD, CHANNEL, &with_role, &org, &terms("  Spring   cup ", 1))?
        .league
        .id;
    assert_eq!(world.service.league(id)?.league.name, "Spring cup", "spaces tidied");
    refused!(
        world.service.create_league(GUILD, CHANNEL, &with_role, &org, &terms("spring CUP", 1)),
        ServiceError::LeagueNameTaken { .. }
    );
    refused!(
        world.service.create_league(GUILD, CHANNEL, &with_role, &org, &terms(" ", 1)),
        ServiceError::LeagueNameEmpty
    );
    refused!(
        world.service.create_league(GUILD, CHANNEL, &with_role, &org, &terms(&"x".repeat(51), 1)),
        ServiceError::LeagueNameTooLong { max: 50 }
    );
    for n in 0..3 {
        world.service.join_league(id, &player(n))?;
    }
    refused!(world.service.join_league(id, &player(1)), ServiceError::LeagueAlreadyEntered { .. });
    refused!(world.service.start_league(id, &plain), ServiceError::LeagueOrganiserOnly { .. });
    assert_eq!(world.service.league(id)?.league.status, LeagueStatus::SignUp, "nothing changed");
    world.service.start_league(id, &member(org.id, Vec::new()))?;
    refused!(world.service.join_league(id, &player(5)), ServiceError::LeagueSignUpClosed { .. });
    refused!(world.service.start_league(id, &manager(org.id)), ServiceError::LeagueSignUpClosed { .. });
    Ok(())
}

#[test]
fn a_league_starts_at_its_time_or_waits_for_its_organiser_with_too_few() -> TestResult {
    let world = World::new()?;
    let org = player(0);
    let mut at_time = terms("Timed", 1);
    at_time.starts = Some("2025-06-20 12:00".into()); // START is 2025-06-15
    let id = world.service.create_league(GUILD, CHANNEL, &manager(org.id), &org, &at_time)?.league.id;
    let mut few = terms("Few", 1);
    few.starts = Some("2025-06-20".into());
    let few_id = world.service.create_league(GUILD, CHANNEL, &manager(org.id), &org, &few)?.league.id;
    let mut past = terms("Past", 1);
    past.starts = Some("2020-01-01 10:00".into());
    refused!(
        world.service.create_league(GUILD, CHANNEL, &manager(org.id), &org, &past),
        ServiceError::LeagueStartInPast { .. }
    );
    past.starts = Some("next friday".into());
    refused!(
        world.service.create_league(GUILD, CHANNEL, &manager(org.id), &org, &past),
        ServiceError::LeagueBadStart { .. }
    );
    for n in 0..4 {
        world.service.join_league(id, &player(n))?;
    }
    world.service.join_league(few_id, &player(1))?;
    assert!(world.service.advance_leagues()?.is_empty());
    assert_eq!(world.service.league(id)?.league.status, LeagueStatus::SignUp, "not yet");
    world.clock.advance(6 * DAY);
    let news = world.service.advance_leagues()?;
    assert_eq!(world.service.league(id)?.league.status, LeagueStatus::Running);
    let [LeagueNews::TooFew(view)] = news.as_slice() else { return Err(format!("{news:?}").into()) };
    assert_eq!((view.league.id, view.league.starts_at, view.entrants.len()), (few_id, None, 1));
    assert!(world.service.advance_leagues()?.is_empty(), "told once");
    refused!(
        world.service.start_league(few_id, &manager(org.id)),
        ServiceError::LeagueTooFew { entrants: 1, min: 3, .. }
    );
    let (round, games, bye) = opening(&world, id)?;
    assert_eq!((round, games.len(), bye), (1, 2, None));
    Ok(())
}

#[test]
fn a_player_who_leaves_resigns_their_game_and_loses_the_unplayed_ones_and_the_league_goes_on() -> TestResult {
    let world = World::new()?;
    let id = started_league(&world, 4, 1)?;
    let (_, games, _) = opening(&world, id)?;
    let leaver = games[0].players.white.0;
    let cost = world.service.league_leave_cost(id, leaver)?;
    assert_eq!((cost.in_progress.len(), cost.unplayed), (1, 2));
    white_wins(&world, &games[1])?;
    let LeftLeague::Left { resigned, forfeited, .. } = world.service.leave_league(id, leaver)? else {
        return Err("a running league is left, not withdrawn from".into());
    };
    assert_eq!((resigned.len(), forfeited), (1, 2));
    assert_eq!(resigned[0].game.result.map(|r| r.reason), Some(EndReason::Resignation));
    refused!(world.service.leave_league(id, leaver), ServiceError::NotInLeague { .. });
    assert!(world.service.advance_leagues()?.is_empty());
    let (round, games2, _) = opening(&world, id)?;
    assert_eq!(round, 2);
    assert!(
        games2.iter().any(|g| g.game.is_none() && g.forfeit.is_some()),
        "the leaver's pairing is a forfeit"
    );
    for g in games2.iter().filter(|g| g.game.is_some()) {
        white_wins(&world, g)?;
    }
    world.service.advance_leagues()?;
    let (round, games3, _) = opening(&world, id)?;
    assert_eq!(round, 3);
    for g in games3.iter().filter(|g| g.game.is_some()) {
        drawn(&world, g)?;
    }
    world.service.advance_leagues()?;
    let table = world.service.league_standings(id)?;
    assert_eq!(table.league.status, LeagueStatus::Finished);
    let (last, _) = table.lines.last().ok_or("a table")?;
    assert_eq!((last.user, last.half_points, last.losses, last.left), (leaver, 0, 3, true));
    Ok(())
}

#[test]
fn leaving_before_the_start_is_simply_withdrawing() -> TestResult {
    let world = World::new()?;
    let org = player(0);
    let id =
        world.service.create_league(GUILD, CHANNEL, &manager(org.id), &org, &terms("Open", 2))?.league.id;
    world.service.join_league(id, &player(3))?;
    let LeftLeague::Withdrew(view) = world.service.leave_league(id, player(3).id)? else {
        return Err("withdrawn".into());
    };
    assert!(view.entrants.is_empty());
    refused!(world.service.leave_league(id, player(3).id), ServiceError::NotInLeague { .. });
    Ok(())
}

#[test]
fn a_cancelled_league_starts_no_round_and_its_games_go_on() -> TestResult {
    let world = World::new()?;
    let id = started_league(&world, 3, 1)?;
    let (_, games, _) = opening(&world, id)?;
    let game = games[0].game.ok_or("a game")?;
    refused!(
        world.service.cancel_league(id, &member(player(2).id, Vec::new())),
        ServiceError::LeagueOrganiserOnly { .. }
    );
    let view = world.service.cancel_league(id, &member(player(0).id, Vec::new()))?;
    assert_eq!(view.league.status, LeagueStatus::Cancelled);
    refused!(world.service.cancel_league(id, &manager(player(0).id)), ServiceError::LeagueOver { .. });
    white_wins(&world, &games[0])?;
    assert!(world.service.advance_leagues()?.is_empty());
    assert_eq!(world.service.league(id)?.league.round, 1, "no second round");
    assert!(world.service.league_news()?.is_empty());
    assert!(world.service.game(game)?.game.is_over(), "its game was played to its end");
    Ok(())
}

#[test]
fn a_restart_between_two_rounds_loses_nothing() -> TestResult {
    let world = World::new()?;
    let id = started_league(&world, 3, 1)?;
    let (_, games, _) = opening(&world, id)?;
    white_wins(&world, &games[0])?;
    let world = world.restart()?;
    assert!(world.service.advance_leagues()?.is_empty());
    let (round, games, bye) = opening(&world, id)?;
    assert_eq!((round, games.len()), (2, 1));
    assert!(bye.is_some());
    let table = world.service.league_standings(id)?;
    assert_eq!(table.rounds_done, 1);
    assert_eq!(table.lines[0].0.half_points, 2);
    Ok(())
}

#[test]
fn league_names_are_found_by_name_or_id_and_one_here_needs_none() -> TestResult {
    let world = World::new()?;
    let org = player(0);
    refused!(world.service.league_here(GUILD, CHANNEL, None), ServiceError::NoLeagueHere);
    let a =
        world.service.create_league(GUILD, CHANNEL, &manager(org.id), &org, &terms("Alpha", 1))?.league.id;
    assert_eq!(world.service.league_here(GUILD, ChannelId(5), None)?, a, "the one in the server");
    let b = world
        .service
        .create_league(GUILD, ChannelId(5), &manager(org.id), &org, &terms("Beta", 1))?
        .league
        .id;
    assert_eq!(world.service.league_here(GUILD, ChannelId(5), None)?, b, "the one in this channel");
    refused!(world.service.league_here(GUILD, ChannelId(6), None), ServiceError::WhichLeague { .. });
    assert_eq!(world.service.league_here(GUILD, ChannelId(6), Some("alpha"))?, a);
    assert_eq!(world.service.league_here(GUILD, ChannelId(6), Some(&b.0.to_string()))?, b);
    refused!(
        world.service.league_here(GUILD, CHANNEL, Some("Gamma")),
        ServiceError::LeagueNamedNotFound { .. }
    );
    refused!(
        world.service.league_here(GuildId(1), CHANNEL, Some(&a.0.to_string())),
        ServiceError::LeagueNamedNotFound { .. }
    );
    assert_eq!(world.service.leagues_of_server(GUILD, "ET", 25)?.len(), 1);
    Ok(())
}

#[test]
fn a_forgotten_player_leaves_the_league_and_keeps_an_anonymous_line_in_its_table() -> TestResult {
    let world = World::new()?;
    let id = started_league(&world, 4, 1)?;
    let (_, games, _) = opening(&world, id)?;
    let gone = games[0].players.white.0;
    let asked = world.service.before_forgetting(gone)?.ok_or("something is kept")?;
    assert_eq!(asked.ongoing, 1, "their league game is going on");
    let Privacy::Stored(data) = world.service.privacy(gone)? else { return Err("their data".into()) };
    let json = String::from_utf8(data.file.clone())?;
    assert!(json.contains("\"leagues\"") && json.contains("Winter"), "{json}");
    world.service.forget_me(gone, asked.asked)?;
    let table = world.service.league_standings(id)?;
    assert!(table.lines.iter().all(|(s, _)| s.user != gone), "no line under their id");
    let former = table.lines.iter().find(|(s, _)| s.user.is_former_player()).ok_or("an anonymous line")?;
    assert!(former.0.left && former.0.losses == 1, "{former:?}");
    white_wins(&world, &games[1])?;
    world.service.advance_leagues()?;
    let (round, next, _) = opening(&world, id)?;
    assert_eq!(round, 2);
    for g in &next {
        let seats = [g.players.white.0, g.players.black.0];
        assert!(
            g.game.is_none() || seats.iter().all(|u| !u.is_former_player()),
            "no game against a forgotten person"
        );
    }
    Ok(())
}

#[test]
fn the_table_carries_usernames_for_names_a_picture_cannot_draw() -> TestResult {
    let world = World::new()?;
    let org = player(0);
    let id =
        world.service.create_league(GUILD, CHANNEL, &manager(org.id), &org, &terms("Names", 1))?.league.id;
    let mut thai = PlayerRef::new(UserId(2_100), "สมชาย");
    thai.username = Some("somchai".into());
    world.service.join_league(id, &thai)?;
    world.service.join_league(id, &player(1))?;
    let table = world.service.league_standings(id)?;
    assert_eq!(table.usernames.get(&thai.id).map(String::as_str), Some("somchai"));
    assert!(!table.usernames.contains_key(&player(1).id), "no username kept where it is the name");
    let name = table.lines.iter().find(|(s, _)| s.user == thai.id).map(|(_, n)| n.as_str());
    assert_eq!(name, Some("สมชาย"), "the name itself for the text");
    Ok(())
}
