//! Backups while the bot runs (`Store::backup_to`) and checking a file
//! (`store::backup::check`), on real SQLite files: a copy taken while
//! moves are being committed opens and replays every game it holds; a
//! destination that cannot be written fails clearly and leaves nothing;
//! garbage, a newer schema and a sound file are told apart.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use punct::rules::{Player, SplitMix64};
use punct::service::{GameId, GameService, ManualClock, MoveRequest, PlayerRef, Timestamp, UserId};
use punct::store::backup::{Checked, check};
use punct::store::{SCHEMA_VERSION, Store, StoreError};
use rusqlite::Connection;

use crate::support::computers::FirstLegal;

type TestResult = Result<(), Box<dyn std::error::Error>>;

fn service(path: &Path) -> Result<GameService, StoreError> {
    Ok(service_on(Store::open(path)?))
}

fn service_on(store: Store) -> GameService {
    GameService::new(store, Arc::new(ManualClock::new(Timestamp(1_700_000_000))), Arc::new(FirstLegal))
}

/// A game and its two players, White first.
type Table = (GameId, UserId, UserId);

/// `n` games between two new players each, started.
fn games(service: &GameService, n: u64) -> Result<Vec<Table>, Box<dyn std::error::Error>> {
    let mut started = Vec::new();
    for g in 0..n {
        let (white, black) = (PlayerRef::new(UserId(100 + g), "w"), PlayerRef::new(UserId(200 + g), "b"));
        started.push((super::human_game(service, &white, &black)?, white.id, black.id));
    }
    Ok(started)
}

#[test]
fn a_backup_taken_while_moves_are_committed_opens_and_replays_every_game() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("games.sqlite3");
    let service = Arc::new(service(&path)?);
    let tables = games(&service, 8)?;
    let done = Arc::new(AtomicBool::new(false));
    let players: Vec<_> = tables
        .iter()
        .enumerate()
        .map(|(i, &(game, white, black))| {
            let (service, done) = (Arc::clone(&service), Arc::clone(&done));
            std::thread::spawn(move || -> usize {
                let mut rng = SplitMix64::new(i as u64);
                let mut moves = 0;
                while !done.load(Ordering::SeqCst) && moves < 60 {
                    let view = service.game(game).expect("the game");
                    let Some(mv) = view.position.random_move(&mut rng) else { break };
                    let user = if view.position.to_move() == Player::White { white } else { black };
                    let request = MoveRequest { game, user, notation: mv.to_string(), expected_ply: None };
                    if service.play(&request).is_ok() {
                        moves += 1;
                    }
                }
                moves
            })
        })
        .collect();
    let mut copies = Vec::new();
    for n in 0..3 {
        let copy = dir.path().join(format!("backup-{n}.sqlite3"));
        let checked = service.store().backup_to(&copy)?;
        assert_eq!(checked.version, SCHEMA_VERSION);
        assert_eq!(checked.games, tables.len() as i64);
        copies.push(copy);
    }
    done.store(true, Ordering::SeqCst);
    let played: usize = players.into_iter().map(|p| p.join().expect("a player thread")).sum();
    assert!(played > 0);

    for copy in &copies {
        assert!(!dir.path().join(format!("{}.partial", copy.display())).exists());
        let restored = service_on(Store::open(copy)?);
        for &(game, ..) in &tables {
            let kept = restored.game(game)?;
            let now = service.game(game)?;
            // The copy is a moment of the game: a prefix of what it is now.
            assert!(kept.record.moves.len() <= now.record.moves.len());
            assert_eq!(kept.record.moves[..], now.record.moves[..kept.record.moves.len()], "game {game}");
        }
    }
    // The last copy, taken after every move, holds every move.
    let last = dir.path().join("after.sqlite3");
    service.store().backup_to(&last)?;
    let restored = Store::open(&last)?;
    let restored = GameService::new(
        restored,
        Arc::new(ManualClock::new(Timestamp(1_700_000_000))),
        Arc::new(FirstLegal),
    );
    for &(game, ..) in &tables {
        assert_eq!(restored.game(game)?.record.moves, service.game(game)?.record.moves);
    }
    Ok(())
}

#[test]
fn a_backup_that_cannot_be_written_fails_clearly_and_leaves_nothing() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("games.sqlite3");
    let service = service(&path)?;
    games(&service, 1)?;
    let nowhere = dir.path().join("no-such-folder").join("backup.sqlite3");
    match service.store().backup_to(&nowhere) {
        Err(e @ StoreError::File { .. }) => {
            assert!(e.to_string().contains("no-such-folder"), "{e}");
        }
        other => panic!("expected a file error, got {other:?}"),
    }
    assert!(!dir.path().join("no-such-folder").exists());
    // The bot's own database is untouched and goes on.
    assert_eq!(check(&path)?.games, 1);
    games(&service, 1)?;
    Ok(())
}

#[test]
fn check_tells_garbage_a_newer_schema_and_a_sound_file_apart() -> TestResult {
    let dir = tempfile::tempdir()?;
    let garbage = dir.path().join("garbage.sqlite3");
    std::fs::write(&garbage, b"this is not a database, just text long enough to be read as a header....")?;
    assert!(matches!(check(&garbage), Err(StoreError::ForeignDatabase { .. })), "{:?}", check(&garbage));
    let empty = dir.path().join("empty.sqlite3");
    std::fs::write(&empty, b"")?;
    assert!(matches!(check(&empty), Err(StoreError::ForeignDatabase { .. })), "{:?}", check(&empty));
    assert!(check(&dir.path().join("absent.sqlite3")).is_err());

    let sound = dir.path().join("sound.sqlite3");
    let service = service(&sound)?;
    games(&service, 2)?;
    drop(service);
    assert_eq!(check(&sound)?, Checked { version: SCHEMA_VERSION, games: 2 });

    let newer = dir.path().join("newer.sqlite3");
    std::fs::copy(&sound, &newer)?;
    Connection::open(&newer)?.pragma_update(None, "user_version", SCHEMA_VERSION + 1)?;
    match check(&newer) {
        Err(StoreError::NewerSchema { found, .. }) => assert_eq!(found, SCHEMA_VERSION + 1),
        other => panic!("expected NewerSchema, got {other:?}"),
    }
    Ok(())
}

/// The running bot's backups: each named by its time, the newest `keep`
/// kept, nothing else in the folder touched; a folder that cannot be made
/// fails clearly, and the bot's database goes on taking games.
#[test]
fn periodic_backups_keep_the_newest_and_a_bad_folder_fails_without_stopping_anything() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("games.sqlite3");
    let service = service(&path)?;
    games(&service, 2)?;
    let folder = dir.path().join("backups");
    std::fs::create_dir(&folder)?;
    std::fs::write(folder.join("notes.txt"), "the operator's own file")?;
    let mut made = Vec::new();
    for hour in 0..5 {
        let at = Timestamp(1_795_876_200 + hour * 3600);
        let backup = service.store().backup_into(&folder, at, 3)?;
        assert_eq!(backup.checked.games, 2);
        made.push(backup.file);
    }
    let mut left: Vec<String> = std::fs::read_dir(&folder)?
        .map(|e| e.map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect::<Result<_, _>>()?;
    left.sort();
    assert_eq!(
        left,
        [
            "notes.txt",
            "punct-20261128-163000.sqlite3",
            "punct-20261128-173000.sqlite3",
            "punct-20261128-183000.sqlite3"
        ]
    );
    for file in &made[2..] {
        assert_eq!(check(file)?.games, 2);
    }

    let not_a_folder = dir.path().join("taken");
    std::fs::write(&not_a_folder, "a file where the folder should be")?;
    match service.store().backup_into(&not_a_folder, Timestamp(1_795_876_200), 3) {
        Err(e @ StoreError::File { .. }) => assert!(e.to_string().contains("taken"), "{e}"),
        other => panic!("expected a file error, got {other:?}"),
    }
    games(&service, 1)?;
    assert_eq!(check(&path)?.games, 3);
    Ok(())
}

/// Writes `n` finished games of 40 entries each with plain SQL (their
/// moves are never replayed): a database of many backup pages.
fn bulk(path: &Path, n: i64) -> TestResult {
    let mut conn = Connection::open(path)?;
    let tx = conn.transaction()?;
    tx.execute("INSERT INTO players (user_id, name, created_at) VALUES (1, 'bulk', 0)", [])?;
    for id in 1_000..1_000 + n {
        tx.execute(
            "INSERT INTO games (id, channel_id, white_id, black_id, variant, status, result, reason, ply, log_len, \
             created_at, updated_at, shown_log_len, shown_over) \
             VALUES (?1, 5, 1, 1, 'standard', 'finished', 'white', 'resignation', 40, 40, 0, 0, 40, 1)",
            [id],
        )?;
        for seq in 1..=40 {
            tx.execute(
                "INSERT INTO moves (game_id, seq, ply, notation, user_id, played_at) VALUES (?1, ?2, ?2, 'F5>H7-H8-I8', 1, 0)",
                [id, seq],
            )?;
        }
    }
    tx.commit()?;
    Ok(())
}

/// A backup of a database many pages long completes while another thread
/// commits moves without a pause. It was copied in steps of 256 pages, and
/// SQLite starts a backup again whenever another connection writes between
/// two steps: it finished only once the moves stopped (the backup bench
/// never finished). The writer here has far more moves to make than the
/// copy takes; the copy must be done before the writer is.
#[test]
fn a_backup_of_a_big_database_finishes_while_moves_go_on_without_a_pause() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("games.sqlite3");
    let service = Arc::new(service(&path)?);
    bulk(&path, 3_000)?;
    let tables = games(&service, 1)?;
    let (game, white, black) = tables[0];
    let done = Arc::new(AtomicBool::new(false));
    let writer = {
        let (service, done) = (Arc::clone(&service), Arc::clone(&done));
        std::thread::spawn(move || -> usize {
            let mut rng = SplitMix64::new(5);
            let mut game = game;
            let mut moves = 0;
            while !done.load(Ordering::SeqCst) && moves < 20_000 {
                let view = service.game(game).expect("the game");
                let Some(mv) = view.position.random_move(&mut rng).filter(|_| !view.position.is_over())
                else {
                    let (w, b) = (PlayerRef::new(white, "w"), PlayerRef::new(black, "b"));
                    game = super::human_game(&service, &w, &b).expect("another game");
                    continue;
                };
                let user = if view.position.to_move() == Player::White { white } else { black };
                let request = MoveRequest { game, user, notation: mv.to_string(), expected_ply: None };
                service.play(&request).expect("a move");
                moves += 1;
            }
            moves
        })
    };
    // Some moves in first, so the copy starts among them.
    while service.store().transaction_counts().writes < 20 {
        std::thread::yield_now();
    }
    let copy = dir.path().join("copy.sqlite3");
    let checked = service.store().backup_to(&copy)?;
    let writer_finished_first = writer.is_finished();
    done.store(true, Ordering::SeqCst);
    let moves = writer.join().map_err(|_| "the writer panicked")?;
    assert!(!writer_finished_first, "the backup waited for the moves to stop ({moves} moves)");
    assert!(checked.games > 3_000, "{checked:?}");
    Ok(())
}
