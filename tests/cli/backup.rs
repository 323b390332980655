//! `punct-bot backup FILE` and `punct-bot check FILE`, run as an operator
//! runs them: a checked copy of the database the bot uses, refused clearly
//! where it cannot be written; a file told sound (and of which version),
//! damaged, foreign or newer.

use std::path::Path;
use std::process::{Command, Output};
use std::sync::Arc;

use punct::rules::Variant;
use punct::service::{
    ChallengeRequest, Challenged, ChannelId, ColourChoice, GameService, ManualClock, Opponent, PlayerRef,
    TimeControl, Timestamp, UserId,
};
use punct::store::{SCHEMA_VERSION, Store};

use crate::support::computers::FirstLegal;

/// `punct-bot` in `dir`, in English, the database `PUNCT_DATABASE` names
/// (and nothing from a `.env` above the temporary folder).
fn bot(dir: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_punct-bot"));
    command
        .current_dir(dir)
        .env("LC_ALL", "C")
        .env_remove("DISCORD_TOKEN")
        .env("PUNCT_DATABASE", "games.sqlite3");
    command
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A database at `dir/games.sqlite3` with `n` games between people.
fn database(dir: &Path, n: u64) -> Result<(), Box<dyn std::error::Error>> {
    let store = Store::open(dir.join("games.sqlite3"))?;
    let service =
        GameService::new(store, Arc::new(ManualClock::new(Timestamp(1_700_000_000))), Arc::new(FirstLegal));
    for g in 0..n {
        let (white, black) = (PlayerRef::new(UserId(10 + g), "w"), PlayerRef::new(UserId(50 + g), "b"));
        let Challenged::Pending(c) = service.challenge(ChallengeRequest {
            challenger: white,
            channel: ChannelId(5),
            guild: None,
            opponent: Opponent::User(black.clone()),
            variant: Variant::Standard,
            time_control: TimeControl::days_per_move(3)?,
            colour: ColourChoice::White,
        })?
        else {
            return Err("a challenge to a person waits".into());
        };
        service.accept(c.id, &black)?;
    }
    Ok(())
}

fn run(command: &mut Command) -> Output {
    command.output().expect("run punct-bot")
}

#[test]
fn a_backup_of_the_bots_database_is_written_checked_and_told() -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    database(dir.path(), 3)?;
    let out = run(bot(dir.path()).args(["backup", "copy.sqlite3"]));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(said.contains("Backed up games.sqlite3 to copy.sqlite3: checked, schema version"), "{said}");
    assert!(said.contains("3 games"), "{said}");
    let checked = run(bot(dir.path()).args(["check", "copy.sqlite3"]));
    assert_eq!(checked.status.code(), Some(0));
    let said = text(&checked.stdout);
    assert!(
        said.contains(&format!("copy.sqlite3 is a sound punct database: schema version {SCHEMA_VERSION}")),
        "{said}"
    );
    Ok(())
}

#[test]
fn a_backup_that_cannot_be_written_says_why_and_leaves_nothing() -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    database(dir.path(), 1)?;
    // A file where the folder should be.
    std::fs::write(dir.path().join("backups"), "not a folder")?;
    let out = run(bot(dir.path()).args(["backup", "backups/copy.sqlite3"]));
    assert_eq!(out.status.code(), Some(1));
    let said = text(&out.stderr);
    assert!(said.contains("Could not back up games.sqlite3 to backups/copy.sqlite3"), "{said}");
    assert!(said.contains("Nothing was written there"), "{said}");
    assert!(!said.contains("panicked"), "{said}");
    Ok(())
}

/// A full disk, as the system reports it to a process over its file size
/// limit (`ulimit -f`, its signal ignored so writes fail with "File too
/// large").
#[test]
fn a_backup_onto_a_full_disk_fails_clearly_and_removes_its_partial_copy()
-> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    database(dir.path(), 20)?;
    let program = env!("CARGO_BIN_EXE_punct-bot");
    let script = format!("trap '' XFSZ; ulimit -f 16; exec '{program}' backup copy.sqlite3");
    let mut shell = Command::new("sh");
    shell
        .current_dir(dir.path())
        .env("LC_ALL", "C")
        .env("PUNCT_DATABASE", "games.sqlite3")
        .args(["-c", &script]);
    let out = run(&mut shell);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let said = text(&out.stderr);
    assert!(said.contains("Could not back up games.sqlite3 to copy.sqlite3"), "{said}");
    assert!(!dir.path().join("copy.sqlite3").exists() && !dir.path().join("copy.sqlite3.partial").exists());
    Ok(())
}

#[test]
fn a_backup_without_a_database_creates_none() -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let out = run(bot(dir.path()).args(["backup", "copy.sqlite3"]));
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("There is no database at games.sqlite3 to back up"),
        "{}",
        text(&out.stderr)
    );
    assert!(!dir.path().join("games.sqlite3").exists(), "no database made up");
    assert!(!dir.path().join("copy.sqlite3").exists());
    Ok(())
}

#[test]
fn check_tells_garbage_a_newer_schema_and_a_sound_file_apart() -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    std::fs::write(
        dir.path().join("garbage.sqlite3"),
        "these are not the pages you are looking for".repeat(200),
    )?;
    let out = run(bot(dir.path()).args(["check", "garbage.sqlite3"]));
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("garbage.sqlite3 is not a sound punct database"),
        "{}",
        text(&out.stderr)
    );

    let newer = rusqlite::Connection::open(dir.path().join("newer.sqlite3"))?;
    newer.execute_batch(&format!(
        "CREATE TABLE games (id INTEGER); PRAGMA user_version = {};",
        SCHEMA_VERSION + 1
    ))?;
    drop(newer);
    let out = run(bot(dir.path()).args(["check", "newer.sqlite3"]));
    assert_eq!(out.status.code(), Some(1));
    let said = text(&out.stderr);
    assert!(said.contains("is not a sound punct database") && said.contains("newer"), "{said}");

    database(dir.path(), 2)?;
    let out = run(bot(dir.path()).args(["check", "games.sqlite3"]));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("2 games"), "{}", text(&out.stdout));
    Ok(())
}

#[test]
fn the_tools_are_in_help_and_need_one_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let help = run(bot(dir.path()).arg("--help"));
    let said = text(&help.stdout);
    assert!(said.contains("backup") && said.contains("check") && said.contains("FILE"), "{said}");
    for args in [&["backup"][..], &["check", "a", "b"][..]] {
        let out = run(bot(dir.path()).args(args));
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(text(&out.stderr).contains("takes one FILE"), "{args:?}: {}", text(&out.stderr));
    }
    let out = run(bot(dir.path()).arg("--token"));
    assert!(
        text(&out.stderr).contains("--help, --version, `backup FILE` and `check FILE`"),
        "{}",
        text(&out.stderr)
    );
}
