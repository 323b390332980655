//! The store on real SQLite files: upgrades from an old schema, refusal of
//! newer or foreign files without touching a byte, and no acknowledged move
//! lost when everything is dropped and reopened; one module beside it:
//!
//! - `backup`: backups while moves are committed, and checking a file.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

#[path = "../support/mod.rs"]
mod support;

use std::path::Path;
use std::sync::Arc;

use punct::ai::Level;
use punct::rules::{ByPlayer, Move, SplitMix64, Variant};
use punct::service::{
    ChallengeRequest, Challenged, GameService, ManualClock, MoveRequest, Opponent, PlayerRef,
};
use punct::service::{ChannelId, ColourChoice, GameId, Seat, TimeControl, Timestamp, UserId};
use punct::store::games::{self, NewGame};
use punct::store::{SCHEMA_VERSION, Store, StoreError, players};
use rusqlite::Connection;

use support::computers::FirstLegal;

mod backup;

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// The v1 database committed as an SQL dump.
const V1_DUMP: &str = include_str!("../data/store/v1.sql");

/// The migrations after version 1, in order: the k-th (from 0) takes a
/// database from version k + 1 to k + 2.
const AFTER_V1: [&str; 16] = [
    include_str!("../../src/store/v2_offers_reminders_ratings.sql"),
    include_str!("../../src/store/v3_timeup_notice.sql"),
    include_str!("../../src/store/v4_guilds.sql"),
    include_str!("../../src/store/v5_delivery.sql"),
    include_str!("../../src/store/v6_rematch_of.sql"),
    include_str!("../../src/store/v7_player_language.sql"),
    include_str!("../../src/store/v8_player_username.sql"),
    include_str!("../../src/store/v9_server_language.sql"),
    include_str!("../../src/store/v10_puzzle_progress.sql"),
    include_str!("../../src/store/v11_lesson_progress.sql"),
    include_str!("../../src/store/v12_player_settings.sql"),
    include_str!("../../src/store/v13_away_and_bank.sql"),
    include_str!("../../src/store/v14_turn_notices.sql"),
    include_str!("../../src/store/v15_threads.sql"),
    include_str!("../../src/store/v16_plans.sql"),
    include_str!("../../src/store/v17_leagues.sql"),
];

/// A database at `version` as a bot of that version left it: the version-1
/// dump brought up by the migrations themselves, `user_version` set.
fn database_at(path: &Path, version: i64) -> Result<Connection, rusqlite::Error> {
    let conn = Connection::open(path)?;
    conn.execute_batch(V1_DUMP)?;
    for migration in &AFTER_V1[..(version - 1) as usize] {
        conn.execute_batch(migration)?;
    }
    conn.pragma_update(None, "user_version", version)?;
    Ok(conn)
}

fn service(path: &Path) -> Result<GameService, StoreError> {
    let clock = Arc::new(ManualClock::new(Timestamp(1_700_000_000)));
    Ok(GameService::new(Store::open(path)?, clock, Arc::new(FirstLegal)))
}

/// `white` challenges `black` in channel 5 (3 days a move, playing
/// White) and `black` accepts: the game started.
fn human_game(
    service: &GameService,
    white: &PlayerRef,
    black: &PlayerRef,
) -> Result<GameId, Box<dyn std::error::Error>> {
    let Challenged::Pending(c) = service.challenge(ChallengeRequest {
        challenger: white.clone(),
        channel: ChannelId(5),
        guild: None,
        opponent: Opponent::User(black.clone()),
        variant: Variant::Standard,
        time_control: TimeControl::days_per_move(3)?,
        colour: ColourChoice::White,
    })?
    else {
        return Err("a challenge to a person must wait for an answer".into());
    };
    Ok(service.accept(c.id, black)?.game.id)
}

/// Everything that describes a schema: each object's SQL and each table's
/// columns, sorted, plus the version.
/// The schema of the upgraded database `old` is exactly that of a new
/// file made in `dir`: an upgrade ends where a fresh start does.
fn assert_schema_as_fresh(dir: &tempfile::TempDir, old: &Path) -> TestResult {
    let fresh = dir.path().join("fresh.sqlite3");
    drop(Store::open(&fresh)?);
    assert_eq!(schema(old)?, schema(&fresh)?);
    Ok(())
}

fn schema(path: &Path) -> Result<Vec<String>, rusqlite::Error> {
    let conn = Connection::open(path)?;
    let mut lines: Vec<String> = conn
        .prepare("SELECT type || ' ' || name || ': ' || COALESCE(sql, '') FROM sqlite_schema ORDER BY name")?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    for table in tables {
        let columns: Vec<String> = conn
            .prepare(&format!("SELECT name || ' ' || type || ' ' || \"notnull\" || ' ' || COALESCE(dflt_value, '') FROM pragma_table_info('{table}')"))?
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        lines.push(format!("{table} columns: {}", columns.join(", ")));
    }
    lines
        .push(format!("user_version {}", conn.query_row("PRAGMA user_version", [], |r| r.get::<_, i64>(0))?));
    Ok(lines)
}

#[test]
fn a_version_1_database_upgrades_to_exactly_what_a_fresh_one_gets() -> TestResult {
    let dir = tempfile::tempdir()?;
    let old = dir.path().join("old.sqlite3");
    Connection::open(&old)?.execute_batch(V1_DUMP)?;
    assert_eq!(schema(&old)?.last().map(String::as_str), Some("user_version 1"));

    drop(Store::open(&old)?);
    assert_schema_as_fresh(&dir, &old)?;
    assert_eq!(schema(&old)?.last(), Some(&format!("user_version {SCHEMA_VERSION}")));
    Ok(())
}

#[test]
fn a_version_2_database_upgrades_to_exactly_what_a_fresh_one_gets() -> TestResult {
    let dir = tempfile::tempdir()?;
    let old = dir.path().join("v2.sqlite3");
    let conn = Connection::open(&old)?;
    conn.execute_batch(V1_DUMP)?;
    conn.execute_batch(include_str!("../../src/store/v2_offers_reminders_ratings.sql"))?;
    conn.pragma_update(None, "user_version", 2)?;
    drop(conn);

    let service = service(&old)?;
    assert_eq!(service.game(GameId(1))?.game.timeup_notice_for, None);
    drop(service);
    assert_schema_as_fresh(&dir, &old)?;
    Ok(())
}

#[test]
fn an_upgraded_database_keeps_its_games_and_plays_on() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("old.sqlite3");
    Connection::open(&path)?.execute_batch(V1_DUMP)?;
    let service = service(&path)?;

    let view = service.game(GameId(1))?;
    assert_eq!(view.record.moves_text(), "B2-B3-C3 N12-N13-O13 B2>B4-B5-C5");
    assert_eq!(view.game.reminders_sent, 0);
    assert_eq!(view.game.timeup_notice_for, None);
    assert_eq!(view.game.draw_offer, None);
    let finished = service.game(GameId(2))?;
    assert_eq!(finished.game.result.and_then(|r| r.winner), Some(punct::rules::Player::White));

    let update = service.play(&MoveRequest {
        game: GameId(1),
        user: UserId(222),
        notation: "n12 -> n10 n11 o11".into(),
        expected_ply: Some(3),
    })?;
    assert_eq!(update.position.ply(), 4);
    assert_eq!(
        service.game(GameId(1))?.record.moves_text(),
        "B2-B3-C3 N12-N13-O13 B2>B4-B5-C5 N12>N10-N11-O11"
    );
    let player = service.player(UserId(111))?.ok_or("alice is gone")?;
    assert_eq!((player.name.as_str(), player.rated_games), ("alice", 0));
    assert!((player.rating.rating - 1500.0).abs() < f64::EPSILON);
    Ok(())
}

#[test]
fn a_newer_schema_is_refused_and_the_file_left_byte_for_byte() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("newer.sqlite3");
    drop(Store::open(&path)?);
    let newer = SCHEMA_VERSION + 1;
    Connection::open(&path)?.pragma_update(None, "user_version", newer)?;
    let before = std::fs::read(&path)?;

    match Store::open(&path) {
        Err(StoreError::NewerSchema { found, supported, .. }) => {
            assert_eq!((found, supported), (newer, SCHEMA_VERSION))
        }
        other => panic!("expected NewerSchema, got {other:?}"),
    }
    assert_eq!(std::fs::read(&path)?, before);
    Ok(())
}

#[test]
fn a_newer_rollback_journal_file_keeps_its_journal_mode() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("newer-delete-mode.sqlite3");
    let conn = Connection::open(&path)?;
    conn.execute_batch("CREATE TABLE future (x); PRAGMA user_version = 99;")?;
    drop(conn);
    let before = std::fs::read(&path)?;
    assert!(matches!(Store::open(&path), Err(StoreError::NewerSchema { found: 99, .. })));
    assert_eq!(std::fs::read(&path)?, before, "not even the WAL header bytes may change");
    Ok(())
}

#[test]
fn another_programs_database_is_refused_untouched() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("other.sqlite3");
    Connection::open(&path)?
        .execute_batch("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('keep me');")?;
    let before = std::fs::read(&path)?;
    assert!(matches!(Store::open(&path), Err(StoreError::ForeignDatabase { .. })));
    assert_eq!(std::fs::read(&path)?, before);
    Ok(())
}

#[test]
fn a_file_that_is_not_a_database_is_an_error_not_a_wipe() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("notes.sqlite3");
    let text = b"these are not the games you are looking for\n".repeat(200);
    std::fs::write(&path, &text)?;
    assert!(matches!(Store::open(&path), Err(StoreError::Sqlite(_))));
    assert_eq!(std::fs::read(&path)?, text);
    Ok(())
}

#[test]
fn every_acknowledged_move_is_there_after_dropping_everything_and_reopening() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("games.sqlite3");
    let mut acknowledged: Vec<(GameId, Vec<Move>)> = Vec::new();
    {
        let service = service(&path)?;
        let mut rng = SplitMix64::new(7);
        for g in 0..4u64 {
            let (white, black) = (PlayerRef::new(UserId(10 + g), "w"), PlayerRef::new(UserId(20 + g), "b"));
            let game = human_game(&service, &white, &black)?;
            let mut played = Vec::new();
            for _ in 0..25 {
                let view = service.game(game)?;
                let Some(mv) = view.position.random_move(&mut rng) else { break };
                let user =
                    if view.position.to_move() == punct::rules::Player::White { white.id } else { black.id };
                let update = service.play(&MoveRequest {
                    game,
                    user,
                    notation: mv.to_string(),
                    expected_ply: None,
                })?;
                played.extend(update.moves.iter().map(|m| m.mv));
            }
            acknowledged.push((game, played));
        }
    }
    let service = service(&path)?;
    for (game, moves) in acknowledged {
        assert_eq!(service.game(game)?.record.moves, moves, "game {game}");
    }
    Ok(())
}

#[test]
fn a_new_game_reads_back_as_the_row_new_game_describes() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::open(dir.path().join("punct.sqlite3"))?;
    let new = NewGame {
        channel: ChannelId(5),
        guild: None,
        seats: ByPlayer { white: Seat::Human(UserId(1)), black: Seat::Bot(Level::Hard) },
        variant: Variant::Basic,
        time_control: TimeControl::default(),
        deadline: Some(Timestamp(1_000)),
        at: Timestamp(10),
    };
    let (id, row) = store.write(|tx| -> Result<_, StoreError> {
        players::upsert(tx, UserId(1), "alice", None, Timestamp(10))?;
        let id = games::insert(tx, &new)?;
        Ok((id, games::load(tx, id)?))
    })?;
    assert_eq!(row, Some(new.into_row(id)));
    Ok(())
}

/// A player's username is kept beside the display name (for pictures that
/// cannot draw the display name), only when it differs, and a later
/// upsert that does not know it leaves it in place.
#[test]
fn a_username_is_kept_beside_the_display_name() -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let store = Store::open(dir.path().join("punct.sqlite3"))?;
    let username = |user: u64| {
        store.read(move |conn| -> Result<_, StoreError> {
            Ok(players::load(conn, UserId(user))?.and_then(|p| p.username))
        })
    };
    store.write(|tx| -> Result<_, StoreError> {
        players::upsert(tx, UserId(1), "สมชาย", Some("somchai_99"), Timestamp(10))?;
        players::upsert(tx, UserId(2), "bob", Some("bob"), Timestamp(10))?;
        Ok(())
    })?;
    assert_eq!(username(1)?.as_deref(), Some("somchai_99"));
    assert_eq!(username(2)?, None, "a username that is the name is not kept twice");
    store.write(|tx| players::upsert(tx, UserId(1), "Somchai", None, Timestamp(20)))?;
    assert_eq!(username(1)?.as_deref(), Some("somchai_99"), "not known this time, still kept");
    Ok(())
}

/// How many threads, each with its own connection, open one file at once.
const RACING_THREADS: usize = 8;
/// How many child processes open one file at once.
const RACING_PROCESSES: usize = 4;
/// Set in a child process: the database file it opens.
const CHILD_DATABASE_VAR: &str = "PUNCT_TEST_RACE_DATABASE";
/// Set in a child process: the directory where it says it is ready.
const CHILD_READY_VAR: &str = "PUNCT_TEST_RACE_READY";
/// Set in a child process: the file whose creation starts the race.
const CHILD_GO_VAR: &str = "PUNCT_TEST_RACE_GO";

/// Each table with its columns.
type Columns = Vec<(String, Vec<String>)>;

fn columns(path: &Path) -> Result<Columns, rusqlite::Error> {
    let conn = Connection::open(path)?;
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let mut all = Columns::new();
    for table in tables {
        let names = conn
            .prepare(&format!("SELECT name FROM pragma_table_info('{table}') ORDER BY cid"))?
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        all.push((table, names));
    }
    Ok(all)
}

/// Every row of the tables given, as text, restricted to the columns
/// given: what an upgrade that only adds must keep.
fn rows(path: &Path, columns: &Columns) -> Result<Vec<String>, rusqlite::Error> {
    let conn = Connection::open(path)?;
    let mut rows = Vec::new();
    for (table, names) in columns {
        let quoted: Vec<String> = names.iter().map(|name| format!("quote({name})")).collect();
        let select = format!("SELECT {} FROM {table} ORDER BY 1", quoted.join(" || ',' || "));
        let table_rows: Vec<String> =
            conn.prepare(&select)?.query_map([], |r| r.get(0))?.collect::<Result<_, _>>()?;
        rows.extend(table_rows.into_iter().map(|row| format!("{table}: {row}")));
    }
    Ok(rows)
}

/// A version 1 file (rows included) and a path where no file exists yet.
fn old_and_fresh(dir: &Path) -> Result<(std::path::PathBuf, std::path::PathBuf), rusqlite::Error> {
    let old = dir.join("old.sqlite3");
    Connection::open(&old)?.execute_batch(V1_DUMP)?;
    Ok((old, dir.join("fresh.sqlite3")))
}

/// The version 1 file's columns and rows before the race.
struct Before {
    columns: Columns,
    rows: Vec<String>,
}

impl Before {
    fn read(old: &Path) -> Result<Before, rusqlite::Error> {
        let columns = columns(old)?;
        let rows = rows(old, &columns)?;
        Ok(Before { columns, rows })
    }
}

/// After a race: the schema is what one serial open creates, and every row
/// of the version 1 file is still there, unchanged.
fn assert_current_and_complete(dir: &Path, old: &Path, fresh: &Path, before: &Before) -> TestResult {
    let reference = dir.join("reference.sqlite3");
    drop(Store::open(&reference)?);
    assert_eq!(schema(fresh)?, schema(&reference)?);
    assert_eq!(schema(old)?, schema(&reference)?);
    assert_eq!(rows(old, &before.columns)?, before.rows, "rows of the version 1 file were lost or changed");
    Ok(())
}

#[test]
fn threads_opening_one_fresh_and_one_old_file_at_the_same_instant_all_start() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (old, fresh) = old_and_fresh(dir.path())?;
    let before = Before::read(&old)?;
    for path in [&fresh, &old] {
        let barrier = std::sync::Barrier::new(RACING_THREADS);
        let results: Vec<Result<Store, StoreError>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..RACING_THREADS)
                .map(|_| {
                    scope.spawn(|| {
                        barrier.wait();
                        Store::open(path)
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
        });
        for (thread, result) in results.into_iter().enumerate() {
            if let Err(error) = result {
                return Err(format!("thread {thread} could not open {}: {error}", path.display()).into());
            }
        }
    }
    assert_current_and_complete(dir.path(), &old, &fresh, &before)
}

#[test]
fn processes_opening_one_fresh_and_one_old_file_at_the_same_instant_all_start() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (old, fresh) = old_and_fresh(dir.path())?;
    let before = Before::read(&old)?;
    for (name, path) in [("fresh", &fresh), ("old", &old)] {
        let (ready, go) = (dir.path().join(format!("ready-{name}")), dir.path().join(format!("go-{name}")));
        std::fs::create_dir(&ready)?;
        let children = (0..RACING_PROCESSES)
            .map(|_| {
                std::process::Command::new(std::env::current_exe()?)
                    .args(["--exact", "child_process_of_the_race_test", "--ignored", "--nocapture"])
                    .env(CHILD_DATABASE_VAR, path)
                    .env(CHILD_READY_VAR, &ready)
                    .env(CHILD_GO_VAR, &go)
                    .stdout(std::process::Stdio::piped())
                    .stderr(std::process::Stdio::piped())
                    .spawn()
            })
            .collect::<Result<Vec<_>, _>>()?;
        while std::fs::read_dir(&ready)?.count() < RACING_PROCESSES {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        std::fs::write(&go, "")?;
        for (child, process) in children.into_iter().enumerate() {
            let output = process.wait_with_output()?;
            let said = [output.stdout, output.stderr].concat();
            let said = String::from_utf8_lossy(&said);
            assert!(output.status.success(), "child {child} could not open the {name} file:\n{said}");
        }
    }
    assert_current_and_complete(dir.path(), &old, &fresh, &before)
}

/// Run only as a child of the test above: says it is ready, waits for the
/// start signal with the other children, then opens the store.
#[test]
#[ignore = "a child process of processes_opening_one_fresh_and_one_old_file_at_the_same_instant_all_start"]
fn child_process_of_the_race_test() -> TestResult {
    let var = std::env::var_os;
    let (Some(path), Some(ready), Some(go)) =
        (var(CHILD_DATABASE_VAR), var(CHILD_READY_VAR), var(CHILD_GO_VAR))
    else {
        return Ok(());
    };
    std::fs::write(Path::new(&ready).join(std::process::id().to_string()), "")?;
    while !Path::new(&go).exists() {
        std::thread::sleep(std::time::Duration::from_micros(200));
    }
    drop(Store::open(&path)?);
    Ok(())
}

#[test]
fn a_version_4_database_upgrades_with_every_game_shown_as_it_stands() -> TestResult {
    use punct::service::{BoardState, SECONDS_PER_DAY, ServiceConfig};

    let dir = tempfile::tempdir()?;
    let old = dir.path().join("v4.sqlite3");
    let conn = Connection::open(&old)?;
    conn.execute_batch(V1_DUMP)?;
    conn.execute_batch(include_str!("../../src/store/v2_offers_reminders_ratings.sql"))?;
    conn.execute_batch(include_str!("../../src/store/v3_timeup_notice.sql"))?;
    // A challenge that expired (and whose challenger was told) before v5.
    conn.execute(
        "INSERT INTO challenges VALUES(3,900,111,222,'standard',3,'white','expired',NULL,1699000000,1699604800)",
        [],
    )?;
    conn.execute_batch(include_str!("../../src/store/v4_guilds.sql"))?;
    conn.pragma_update(None, "user_version", 4)?;
    drop(conn);

    let clock = Arc::new(ManualClock::new(Timestamp(1_700_000_000)));
    let service = GameService::new(Store::open(&old)?, clock.clone(), Arc::new(FirstLegal));
    let ongoing = service.game(GameId(1))?.game;
    assert_eq!(ongoing.shown, Some(BoardState { log_len: 3, over: false }));
    assert!(!ongoing.owes_board());
    let finished = service.game(GameId(2))?.game;
    assert_eq!(finished.shown, Some(BoardState { log_len: 1, over: true }));
    assert!(!finished.owes_board());
    clock.advance(SECONDS_PER_DAY);
    assert!(service.boards_owed()?.is_empty(), "nothing shown before the upgrade is posted again");
    assert!(service.due_expiry_notes()?.is_empty(), "nor is a challenger told again");

    // The games play on, and a new state is owed until shown.
    service.play(&MoveRequest {
        game: GameId(1),
        user: UserId(222),
        notation: "n12 -> n10 n11 o11".into(),
        expected_ply: Some(3),
    })?;
    clock.advance(ServiceConfig::default().board_owed_after);
    let owed: Vec<GameId> = service.boards_owed()?.iter().map(|v| v.game.id).collect();
    assert_eq!(owed, vec![GameId(1)]);
    drop(service);

    assert_schema_as_fresh(&dir, &old)?;
    Ok(())
}

#[test]
fn challenges_from_before_the_rematch_column_are_no_rematches() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("old.sqlite3");
    Connection::open(&path)?.execute_batch(V1_DUMP)?;
    let service = service(&path)?;
    let open = service.challenges_of(UserId(222))?;
    assert_eq!(open.iter().map(|c| (c.id.0, c.rematch_of)).collect::<Vec<_>>(), vec![(2, None)]);
    Ok(())
}

#[test]
fn a_version_6_database_upgrades_its_players_with_no_language_yet_then_remembers_one() -> TestResult {
    use punct::service::Language;

    let dir = tempfile::tempdir()?;
    let old = dir.path().join("v6.sqlite3");
    let conn = database_at(&old, 6)?;
    let before: Vec<(i64, String)> = conn
        .prepare("SELECT user_id, name FROM players ORDER BY user_id")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    assert!(!before.is_empty());
    drop(conn);

    let service = service(&old)?;
    let (first, _) = &before[0];
    let user = UserId(*first as u64);
    assert_eq!(service.language_of(user)?, Language::ENGLISH, "none seen yet");
    service.remember_language(user, Language::from_discord("pl"))?;
    assert_eq!(service.language_of(user)?.code(), "pl");
    service.remember_language(user, Language::from_discord("es-419"))?;
    assert_eq!(service.language_of(user)?.code(), "es-ES");
    service.remember_language(UserId(999_999), Language::from_discord("de"))?;
    assert_eq!(service.language_of(UserId(999_999))?, Language::ENGLISH, "only known players are remembered");
    assert_eq!(service.game(GameId(1))?.record.moves_text(), "B2-B3-C3 N12-N13-O13 B2>B4-B5-C5");
    drop(service);

    let after: Vec<(i64, String)> = Connection::open(&old)?
        .prepare("SELECT user_id, name FROM players ORDER BY user_id")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    assert_eq!(after, before, "no player lost or renamed");
    assert_schema_as_fresh(&dir, &old)?;
    Ok(())
}

#[test]
fn the_previous_schema_upgrades_with_no_server_language_then_remembers_one() -> TestResult {
    use punct::service::{GuildId, Language};

    let dir = tempfile::tempdir()?;
    let old = dir.path().join("previous.sqlite3");
    // Every migration before the servers' own (version 9).
    let conn = database_at(&old, 8)?;
    drop(conn);

    let service = service(&old)?;
    let (french, german) = (GuildId(500), GuildId(600));
    assert_eq!(service.server_language(french)?, None, "none seen yet");
    service.remember_server_language(french, Language::from_discord("fr"))?;
    service.remember_server_language(german, Language::from_discord("de"))?;
    assert_eq!(service.server_language(french)?.map(Language::code), Some("fr"));
    service.remember_server_language(french, Language::from_discord("es-419"))?;
    assert_eq!(service.server_language(french)?.map(Language::code), Some("es-ES"));
    assert_eq!(service.server_language(german)?.map(Language::code), Some("de"));
    assert_eq!(service.game(GameId(1))?.record.moves_text(), "B2-B3-C3 N12-N13-O13 B2>B4-B5-C5");
    drop(service);
    assert_schema_as_fresh(&dir, &old)?;
    Ok(())
}

#[test]
fn a_database_from_before_puzzles_upgrades_and_keeps_each_players_puzzle_progress() -> TestResult {
    use punct::service::{PuzzleChoice, Verdict};

    let dir = tempfile::tempdir()?;
    let old = dir.path().join("before-puzzles.sqlite3");
    // Every migration before the puzzles' own (version 10).
    let conn = database_at(&old, 9)?;
    drop(conn);

    let first = service(&old)?;
    let user = UserId(222);
    assert!(first.current_puzzle(user)?.is_none(), "nobody is on a puzzle yet");
    let shown = first.puzzle(user, &PuzzleChoice::Daily)?;
    assert!(shown.daily);
    let solution = shown.puzzle.solutions[0].to_string();
    let answered = first.answer_puzzle(user, &solution)?;
    assert!(matches!(answered.verdict, Verdict::Solved { .. }));
    assert_eq!((answered.shown.record.solved, answered.shown.record.streak), (1, 1));
    assert!(answered.shown.record.daily_solved);
    assert_eq!(first.game(GameId(1))?.record.moves_text(), "B2-B3-C3 N12-N13-O13 B2>B4-B5-C5");
    drop(first);

    // Kept across a restart.
    let again = service(&old)?;
    let next = again.puzzle(user, &PuzzleChoice::Next)?;
    assert_eq!((next.record.solved, next.record.streak, next.record.best_streak), (1, 1, 1));
    assert_ne!(next.puzzle.id, shown.puzzle.id, "Next gives another puzzle");
    drop(again);
    assert_schema_as_fresh(&dir, &old)?;
    Ok(())
}

#[test]
fn a_database_from_before_lessons_upgrades_and_remembers_each_players_lesson() -> TestResult {
    use punct::service::LessonChoice;

    let dir = tempfile::tempdir()?;
    let old = dir.path().join("before-lessons.sqlite3");
    // Every migration before the lessons' own (version 11).
    let conn = database_at(&old, 10)?;
    drop(conn);

    let first = service(&old)?;
    let user = UserId(333);
    assert!(first.current_lesson(user)?.is_none(), "nobody is on a lesson yet");
    let shown = first.lesson(user, LessonChoice::Resume)?;
    assert_eq!((shown.lesson.number(), shown.completed), (1, 0));
    let task = shown.lesson.task.as_ref().expect("the first lesson has a task");
    let answer = task.accepted(&shown.position)?[0].to_string();
    let answered = first.answer_lesson(user, &answer)?;
    assert!(matches!(answered.verdict, punct::lessons::Verdict::Right { .. }));
    assert_eq!(answered.shown.completed, 1);
    assert_eq!(first.game(GameId(1))?.record.moves_text(), "B2-B3-C3 N12-N13-O13 B2>B4-B5-C5");
    drop(first);

    // Kept across a restart: the learner resumes at lesson 2, lesson 1 done.
    let again = service(&old)?;
    let resumed = again.lesson(user, LessonChoice::Resume)?;
    assert_eq!((resumed.lesson.number(), resumed.completed, resumed.done), (2, 1, false));
    let back = again.lesson(user, LessonChoice::Back(2))?;
    assert_eq!((back.lesson.number(), back.done), (1, true));
    drop(again);
    assert_schema_as_fresh(&dir, &old)?;
    Ok(())
}

/// Players of the schema before settings play a typed move at once, as
/// before, until they ask for the preview; their games go on.
#[test]
fn the_previous_schema_upgrades_with_every_player_playing_typed_moves_at_once() -> TestResult {
    use punct::service::{MoveRequest, PlayerRef, SettingsChange};

    let dir = tempfile::tempdir()?;
    let old = dir.path().join("before-settings.sqlite3");
    // Every migration before the settings' own (version 12).
    let conn = database_at(&old, 11)?;
    drop(conn);

    let first = service(&old)?;
    let view = first.game(GameId(1))?;
    let to_move = view.game.seats[view.position.to_move()].user().expect("a person to move");
    assert!(!first.settings(to_move)?.preview_moves, "the default: played at once");
    let someone = PlayerRef::new(to_move, "someone");
    assert!(
        first
            .change_settings(
                &someone,
                SettingsChange { preview_moves: Some(true), ..SettingsChange::default() }
            )?
            .preview_moves
    );
    let request =
        MoveRequest { game: GameId(1), user: to_move, notation: "D10-D11-E11".into(), expected_ply: None };
    assert!(first.play_unless_previewed(&request)?.is_none(), "shown first, nothing played");
    assert_eq!(first.game(GameId(1))?.game.ply, view.game.ply);
    assert_eq!(first.play(&request)?.game.ply, view.game.ply + 1, "played when asked to");
    drop(first);

    let again = service(&old)?;
    assert!(again.settings(to_move)?.preview_moves, "kept across a restart");
    drop(again);
    assert_schema_as_fresh(&dir, &old)?;
    Ok(())
}

/// Games of the schema before away days and time banks keep their clocks
/// exactly: same days per move, same deadline, no bank; their players have
/// timeout protection on and all their away days, and can go away.
#[test]
fn the_previous_schema_upgrades_with_every_clock_as_it_was() -> TestResult {
    use punct::service::{AwayFor, PlayerRef};

    let dir = tempfile::tempdir()?;
    let old = dir.path().join("before-away-days.sqlite3");
    let conn = database_at(&old, 12)?;
    let clocks: Vec<(i64, Option<i64>, Option<i64>)> = conn
        .prepare("SELECT id, days_per_move, deadline FROM games ORDER BY id")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<Result<_, _>>()?;
    assert!(clocks.iter().any(|(_, _, deadline)| deadline.is_some()), "{clocks:?}");
    drop(conn);

    let first = service(&old)?;
    for &(id, days, deadline) in &clocks {
        let game = first.game(GameId(id))?.game;
        let expected = days.map_or(TimeControl::UNLIMITED, |d| TimeControl::days_per_move(d as u32).unwrap());
        assert_eq!((game.time_control, game.deadline.map(|t| t.0), game.banks), (expected, deadline, None));
    }
    let view = first.game(GameId(1))?;
    let to_move = view.game.seats[view.position.to_move()].user().expect("a person to move");
    let status = first.away_status(to_move)?;
    assert!(status.protection && status.until.is_none() && status.left() == 30, "{status:?}");
    let away = first.go_away(&PlayerRef::new(to_move, "someone"), &AwayFor::Days(3))?;
    assert_eq!(away.used, 3);
    drop(first);

    let again = service(&old)?;
    assert_eq!(again.away_status(to_move)?.until, away.until, "kept across a restart");
    drop(again);
    assert_schema_as_fresh(&dir, &old)?;
    Ok(())
}

/// Players of the schema before turn notices get none until they ask; a
/// game going on keeps its clock, its next reminder's time is filled in,
/// and it takes notices once one is asked for.
#[test]
fn the_previous_schema_upgrades_with_notices_off_until_asked_for() -> TestResult {
    use punct::service::{MoveRequest, NotifyMode, PlayerRef, SettingsChange};

    let dir = tempfile::tempdir()?;
    let old = dir.path().join("before-notices.sqlite3");
    drop(database_at(&old, 13)?);

    let first = service(&old)?;
    let view = first.game(GameId(1))?;
    let deadline = view.game.deadline;
    let mover = view.game.seats[view.position.to_move()].user().expect("a person to move");
    let waiting = view.game.seats[view.position.to_move().opponent()].user().expect("a person waiting");
    assert_eq!((first.settings(waiting)?.notices.mode, view.game.turn_notice_at), (NotifyMode::Off, None));
    // The next reminder's time is worked out for the games going on: half
    // of its 3 days before its deadline.
    let half_time = deadline.map(|d| d.plus_seconds(-3 * 86_400 / 2));
    assert_eq!((view.game.time_control.days(), view.game.reminder_at), (Some(3), half_time));
    let every = SettingsChange { notify: Some(NotifyMode::EveryTurn), ..SettingsChange::default() };
    first.change_settings(&PlayerRef::new(waiting, "someone"), every)?;
    assert_eq!(first.game(GameId(1))?.game.deadline, deadline, "the clock is as it was");
    let request =
        MoveRequest { game: GameId(1), user: mover, notation: "D10-D11-E11".into(), expected_ply: None };
    assert!(first.play(&request)?.game.turn_notice_at.is_some(), "the next turn is told");
    drop(first);
    assert_schema_as_fresh(&dir, &old)?;
    Ok(())
}

/// Servers of the schema before threads play in channels until someone
/// turns threads on; a game going on stays in its channel, and one
/// accepted after that is told it may have a thread, then moves into it.
#[test]
fn the_previous_schema_upgrades_with_every_game_in_its_channel_until_threads_are_asked_for() -> TestResult {
    use punct::service::{GuildId, Language};

    let dir = tempfile::tempdir()?;
    let old = dir.path().join("before-threads.sqlite3");
    let conn = database_at(&old, 14)?;
    conn.execute("INSERT INTO servers (guild_id, language) VALUES (77, 'fr')", [])?;
    drop(conn);

    let first = service(&old)?;
    let view = first.game(GameId(1))?;
    assert_eq!((view.game.lobby, first.server_settings(GuildId(77))?.threads), (None, false));
    let on = first.set_threads(GuildId(77), Language::ENGLISH, true)?;
    assert!(on.threads);
    assert_eq!(
        first.server_language(GuildId(77))?,
        Some(Language::from_discord("fr")),
        "its language is kept"
    );
    let channel = view.game.channel;
    assert!(first.move_into_thread(GameId(1), channel, ChannelId(999))?, "an old game can move too");
    assert!(!first.move_into_thread(GameId(1), channel, ChannelId(1000))?, "but only once");
    let moved = first.game(GameId(1))?.game;
    assert_eq!((moved.channel, moved.lobby), (ChannelId(999), Some(channel)));
    drop(first);
    assert_schema_as_fresh(&dir, &old)?;
    Ok(())
}

#[test]
fn the_previous_schema_upgrades_with_no_analysis_board_and_no_plan_yet() -> TestResult {
    let dir = tempfile::tempdir()?;
    let old = dir.path().join("before-plans.sqlite3");
    drop(database_at(&old, 15)?);

    let first = service(&old)?;
    assert_eq!(first.game(GameId(1))?.game.id, GameId(1), "an old game is still there");
    drop(first);
    let conn = Connection::open(&old)?;
    for table in ["analyses", "plans", "plan_notes"] {
        let rows: i64 = conn.query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))?;
        assert_eq!(rows, 0, "{table} starts empty");
    }
    drop(conn);
    assert_schema_as_fresh(&dir, &old)?;
    Ok(())
}

#[test]
fn the_previous_schema_upgrades_with_no_league_and_every_server_setting_kept() -> TestResult {
    use punct::service::{GuildId, Language, LeagueTerms, Organiser, PlayerRef, UserId};

    let dir = tempfile::tempdir()?;
    let old = dir.path().join("before-leagues.sqlite3");
    let conn = database_at(&old, SCHEMA_VERSION - 1)?;
    conn.execute("INSERT INTO servers (guild_id, language, threads) VALUES (77, 'de', 1)", [])?;
    drop(conn);

    let first = service(&old)?;
    assert_eq!(first.game(GameId(1))?.game.id, GameId(1), "an old game is still there");
    let settings = first.server_settings(GuildId(77))?;
    assert_eq!((settings.threads, settings.league_role), (true, None), "threads kept, no league role yet");
    assert_eq!(first.leagues_of_server(GuildId(77), "", 25)?.len(), 0);
    assert!(first.league_of_game(GameId(1))?.is_none(), "an old game is in no league");
    // A league can be made and joined on the upgraded file.
    let organiser = PlayerRef::new(UserId(5), "org");
    let manager = Organiser { user: organiser.id, manages_server: true, roles: Vec::new() };
    let terms = LeagueTerms {
        name: "Old file cup".into(),
        variant: punct::rules::Variant::Standard,
        time_control: Default::default(),
        cycles: 1,
        starts: None,
    };
    let view = first.create_league(GuildId(77), ChannelId(3), &manager, &organiser, &terms)?;
    assert_eq!(first.join_league(view.league.id, &organiser)?.entrants.len(), 1);
    assert_eq!(view.language, Language::from_discord("de"), "the server's language");
    drop(first);
    assert_schema_as_fresh(&dir, &old)?;
    Ok(())
}
