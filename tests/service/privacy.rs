//! A player's own data: `/punct privacy`'s export holds exactly theirs,
//! and `/punct forget-me` leaves nothing of them in any table but their
//! finished games against people, under an anonymous id, still readable
//! by their opponents.

use punct::messages::discord::seat_names;
use rusqlite::Connection;
use rusqlite::types::Value as Sql;
use serde_json::Value;

use super::*;

/// Every value of every column of every table, as `(table, column, value)`.
fn every_value(path: &std::path::Path) -> Result<Vec<(String, String, Sql)>, rusqlite::Error> {
    let conn = Connection::open(path)?;
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let mut found = Vec::new();
    for table in tables {
        let mut statement = conn.prepare(&format!("SELECT * FROM {table}"))?;
        let columns: Vec<String> = statement.column_names().into_iter().map(str::to_string).collect();
        let mut rows = statement.query([])?;
        while let Some(row) = rows.next()? {
            for (i, column) in columns.iter().enumerate() {
                found.push((table.clone(), column.clone(), row.get::<_, Sql>(i)?));
            }
        }
    }
    Ok(found)
}

/// Where `user`'s id or `name` still appears in the database.
fn traces_of(path: &std::path::Path, user: UserId, name: &str) -> Result<Vec<String>, rusqlite::Error> {
    let id = user.0 as i64;
    Ok(every_value(path)?
        .into_iter()
        .filter(|(_, _, value)| match value {
            Sql::Integer(n) => *n == id,
            Sql::Text(t) => t.contains(name),
            _ => false,
        })
        .map(|(table, column, value)| format!("{table}.{column} = {value:?}"))
        .collect())
}

/// Rows of a player's own that the service has no use case for yet
/// (analysis boards, plans, their notes: issue 36), written as SQL, with
/// puzzle and lesson progress.
fn own_rows(world: &World, user: UserId, game: GameId) -> TestResult {
    let conn = Connection::open(world.path())?;
    let (u, g) = (user.0 as i64, game.0);
    conn.execute_batch(&format!(
        "INSERT INTO analyses (user_id, game_id, log_len, line, updated_at) VALUES ({u}, {g}, 0, 'B2-B3-C3', 1);
         INSERT INTO plans (game_id, user_id, log_len, line, saved_at) VALUES ({g}, {u}, 0, 'c5-c6-d6 b2-b3-c3', 1);
         INSERT INTO plan_notes (user_id, game_id, kind, notation, noted_at) VALUES ({u}, {g}, 'unexpected', 'e5', 1);
         INSERT INTO puzzles_solved (user_id, puzzle_id, solved_at) VALUES ({u}, 'p{u}', 1);
         INSERT INTO puzzle_progress (user_id, streak, updated_at) VALUES ({u}, 3, 1);
         INSERT INTO lesson_progress (user_id, lesson, updated_at) VALUES ({u}, 'aim', 1);
         INSERT INTO lessons_completed (user_id, lesson, completed_at) VALUES ({u}, 'aim', 1);"
    ))?;
    Ok(())
}

fn stored(world: &World, user: UserId) -> Result<Box<YourData>, Box<dyn std::error::Error>> {
    match world.service.privacy(user)? {
        Privacy::Stored(data) => Ok(data),
        Privacy::NothingStored => Err("expected data to be stored".into()),
    }
}

fn forget(world: &World, user: UserId) -> Result<Forgetting, Box<dyn std::error::Error>> {
    let asked = world.service.before_forgetting(user)?.map_or(world.clock.now(), |q| q.asked);
    Ok(world.service.forget_me(user, asked)?)
}

fn forgotten(world: &World, user: UserId) -> Result<Box<Forgotten>, Box<dyn std::error::Error>> {
    match forget(world, user)? {
        Forgetting::Forgotten(done) => Ok(done),
        other => Err(format!("expected to be forgotten, got {other:?}").into()),
    }
}

/// Alice against Bob and Carol, Bob against Carol, each with moves; each
/// with settings of their own and a plan.
fn three_players(world: &World) -> Result<[GameId; 3], Box<dyn std::error::Error>> {
    let alice_bob = world.human_game(Some(3))?;
    let c = world.pending(world.request(&alice(), Opponent::User(carol()), ColourChoice::Black, Some(7)))?;
    let alice_carol = world.service.accept(c.id, &carol())?.game.id;
    let c = world.pending(world.request(&bob(), Opponent::User(carol()), ColourChoice::White, None))?;
    let bob_carol = world.service.accept(c.id, &carol())?.game.id;
    for game in [alice_bob, alice_carol, bob_carol] {
        world.play_any(game)?;
        world.play_any(game)?;
    }
    world.service.resign(alice_bob, bob().id)?;
    for (who, zone) in [(alice(), "Europe/Paris"), (bob(), "Europe/Berlin"), (carol(), "Asia/Tokyo")] {
        let change = SettingsChange { time_zone: Some(zone.into()), ..SettingsChange::default() };
        world.service.change_settings(&who, change)?;
    }
    own_rows(world, alice().id, alice_bob)?;
    own_rows(world, bob().id, alice_bob)?;
    own_rows(world, carol().id, bob_carol)?;
    Ok([alice_bob, alice_carol, bob_carol])
}

#[test]
fn the_export_holds_exactly_the_askers_data_and_no_one_elses() -> TestResult {
    let world = World::new()?;
    let [alice_bob, alice_carol, bob_carol] = three_players(&world)?;
    let data = stored(&world, alice().id)?;
    let text = String::from_utf8(data.file.clone())?;
    let json: Value = serde_json::from_str(&text)?;

    assert_eq!(json["user_id"], "1001");
    assert_eq!(json["player"]["name"], "alice");
    assert_eq!(json["player"]["time_zone"], "Europe/Paris");
    let games: Vec<i64> =
        json["games"].as_array().ok_or("games")?.iter().filter_map(|g| g["game"].as_i64()).collect();
    assert_eq!(games, vec![alice_bob.0, alice_carol.0], "her two games, not Bob and Carol's {bob_carol}");
    assert_eq!(json["games"][0]["opponent"], "bob");
    assert_eq!(json["games"][0]["you_played"], "white");
    assert_eq!(json["games"][0]["winner"], "white", "Bob resigned");
    assert_eq!(json["games"][1]["opponent"], "carol");
    let moves = json["games"][0]["moves"].as_array().ok_or("moves")?;
    assert_eq!(moves.len(), 2);
    assert_eq!((moves[0]["by"].as_str(), moves[1]["by"].as_str()), (Some("you"), Some("opponent")));
    let own = &json["progress_and_plans"];
    for table in ["analyses", "plans", "plan_notes", "puzzles_solved", "puzzle_progress", "lesson_progress"] {
        let rows = own[table].as_array().ok_or(table)?;
        assert_eq!(rows.len(), 1, "{table}: {rows:?}");
        assert_eq!(rows[0]["user_id"], "1001", "{table}");
    }
    // No one else's id, settings or private rows: Bob's plan on their
    // common game, the others' time zones and puzzles.
    for other in ["1002", "1003", "Europe/Berlin", "Asia/Tokyo", "p1002", "p1003"] {
        assert!(!text.contains(other), "the export holds {other}:\n{text}");
    }

    assert_eq!(
        (data.name.as_deref(), data.counts.games_ongoing, data.counts.games_finished),
        (Some("alice"), 1, 1)
    );
    assert_eq!((data.counts.plans, data.counts.puzzles_solved, data.counts.lessons_completed), (3, 1, 1));
    assert_eq!(data.settings.away.time_zone.as_deref(), Some("Europe/Paris"));
    let bob_data = stored(&world, bob().id)?;
    let bob_games: Vec<i64> = serde_json::from_slice::<Value>(&bob_data.file)?["games"]
        .as_array()
        .ok_or("games")?
        .iter()
        .filter_map(|g| g["game"].as_i64())
        .collect();
    assert_eq!(bob_games, vec![alice_bob.0, bob_carol.0]);
    Ok(())
}

#[test]
fn someone_never_seen_has_nothing_stored_and_nothing_to_forget() -> TestResult {
    let world = World::new()?;
    world.human_game(None)?;
    let stranger = UserId(4242);
    assert!(matches!(world.service.privacy(stranger)?, Privacy::NothingStored));
    assert_eq!(world.service.before_forgetting(stranger)?, None);
    assert!(matches!(forget(&world, stranger)?, Forgetting::NothingStored));
    Ok(())
}

#[test]
fn forgetting_resigns_erases_every_trace_and_keeps_the_opponents_history() -> TestResult {
    let world = World::new()?;
    let [alice_bob, alice_carol, _] = three_players(&world)?;
    let computer_game = world.bot_game(ColourChoice::White)?.game.id;
    let open = world.pending(world.request(&bob(), Opponent::User(alice()), ColourChoice::Random, None))?;
    let rated_before = world.service.leaderboard(10)?;
    assert!(rated_before.iter().any(|p| p.user == alice().id), "Alice is rated: {rated_before:?}");
    let question = world.service.before_forgetting(alice().id)?.ok_or("Alice has data")?;
    assert_eq!(question.ongoing, 1, "her game against Carol");

    assert!(traces_of(&world.path(), alice().id, "alice")?.len() >= 10, "the search finds her before");

    let done = forgotten(&world, alice().id)?;

    // The game going on was resigned as any resignation: Carol wins, is
    // told, and the resigner is already the former player.
    assert_eq!(done.resigned.len(), 1);
    let f = &done.resigned[0];
    assert_eq!(f.game.id, alice_carol);
    let former = done.erased.former.ok_or("her games with people are kept")?;
    assert!(former.is_former_player());
    assert_eq!(f.game.seats.black, Seat::Human(former));
    assert_eq!(f.game.result.and_then(|r| r.winner), Some(punct::rules::Player::White));
    assert_eq!(f.notify, vec![carol().id]);
    assert!(f.ratings.is_some(), "rated as any resignation");
    assert_eq!((f.people.names.black.clone(), f.people.names.white.as_deref()), (None, Some("carol")));
    assert_eq!(
        (done.erased.games_kept, done.erased.games_deleted, done.erased.challenges_cancelled),
        (2, 1, 1)
    );

    // Nothing of hers in any column of any table.
    let traces = traces_of(&world.path(), alice().id, "alice")?;
    assert!(traces.is_empty(), "left behind: {traces:#?}");
    refused!(world.service.game(computer_game), ServiceError::GameNotFound { .. });
    assert_eq!(
        world.service.challenges_of(bob().id)?.iter().filter(|c| c.id == open.id).count(),
        0,
        "cancelled"
    );

    // Bob's history reads well: the game is there, Alice's side a former player.
    let history = world.service.finished_games_of(bob().id)?;
    assert!(history.iter().any(|l| l.game.id == alice_bob), "{history:?}");
    let view = world.service.game(alice_bob)?;
    assert_eq!(view.record.moves.len(), 2);
    let names = seat_names(Language::ENGLISH, &view.game, &view.people);
    assert_eq!((names.white.as_str(), names.black.as_str()), ("a former player", "bob"));
    let names = seat_names(Language::from_discord("de"), &view.game, &view.people);
    assert_eq!(names.white, "ein ehemaliger Spieler");
    assert!(
        world.service.leaderboard(10)?.iter().all(|p| p.user != alice().id && !p.user.is_former_player())
    );
    refused!(world.service.rematch(alice_bob, &bob()), ServiceError::FormerPlayer { .. });
    // Both her games carry one anonymous id: Carol's and Bob's histories
    // show one former player each, two sides in each game.
    assert_eq!(world.service.game(alice_carol)?.game.seats.black, Seat::Human(former));
    Ok(())
}

#[test]
fn forgetting_twice_finds_nothing_the_second_time() -> TestResult {
    let world = World::new()?;
    three_players(&world)?;
    forgotten(&world, alice().id)?;
    assert!(matches!(forget(&world, alice().id)?, Forgetting::NothingStored));
    assert!(matches!(world.service.privacy(alice().id)?, Privacy::NothingStored));
    Ok(())
}

#[test]
fn two_forgotten_players_keep_two_sides_of_their_game() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(3))?;
    world.play_any(game)?;
    world.service.resign(game, bob().id)?;
    let first = forgotten(&world, alice().id)?.erased.former;
    let second = forgotten(&world, bob().id)?.erased.former;
    assert!(first.is_some() && second.is_some() && first != second, "{first:?} {second:?}");
    let view = world.service.game(game)?;
    assert_eq!(view.game.seats.white, Seat::Human(first.ok_or("first")?));
    assert_eq!(view.game.seats.black, Seat::Human(second.ok_or("second")?));
    Ok(())
}

#[test]
fn an_old_question_erases_nothing() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(3))?;
    let question = world.service.before_forgetting(alice().id)?.ok_or("Alice has a game")?;
    world.clock.advance(FORGET_QUESTION_LIFETIME + 1);
    assert!(matches!(world.service.forget_me(alice().id, question.asked)?, Forgetting::Stale));
    assert!(world.service.game(game)?.game.result.is_none(), "not resigned");
    assert!(matches!(world.service.privacy(alice().id)?, Privacy::Stored(_)));
    Ok(())
}
