//! One round of the background task's service work on a big server:
//! 100,000 games in progress between 60,000 players, 50,000 of whom have
//! turn notices on (half every turn, half a daily digest, some with quiet
//! hours and time zones), a few hundred away.
//!
//! `cargo bench --bench background` builds the database in a temporary
//! directory (rows written in one bulk transaction, as the bot would have
//! left them: reminders already sent for stages passed, turn notices and
//! digests due spread over the day), then runs rounds a minute apart on
//! the test clock. Each round is what `discord::deadlines::tick` asks of
//! the service: away days spent and their notices, reminders, time-up
//! notices, timeouts, expired challenges, owed boards, stalled computer
//! moves, turn notices and digests, each handed-out post then recorded as
//! delivered. It prints the time of a round's finding (the target: what
//! the task does before posting) and with every post's mark (one durable
//! write each, made as Discord accepts each post), p50 and worst, the
//! average of each kind of work, what the rounds found, and the process's
//! resident memory (VmRSS now, VmHWM peak).
//!
//! The rounds must find and record reminders, turn notices and digests
//! (the populated rows fall due spread over the day), and the run fails
//! otherwise. Without `--bench` (`cargo test --benches`, as CI runs it)
//! the database is small and the same checks run in seconds.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

#[path = "../support/mod.rs"]
mod support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use punct::rules::{ByPlayer, SplitMix64, Variant};
use punct::service::{
    ChannelId, GameService, ManualClock, NotifyMode, QuietHours, SECONDS_PER_DAY, Seat, TimeControl,
    Timestamp, UserId,
};
use punct::store::games::{self, NewGame};
use punct::store::notices::{self, NoticeRow};
use punct::store::{Store, StoreError, away, players};
use support::computers::NoAnswer;

type BenchResult<T> = Result<T, Box<dyn std::error::Error>>;

const NOW: Timestamp = Timestamp(1_767_225_600);
const MINUTE: i64 = 60;

/// `cargo bench` passes `--bench`; `cargo test --benches` does not.
fn quick() -> bool {
    !std::env::args().any(|a| a == "--bench")
}

struct Size {
    games: u64,
    players: u64,
    notified: u64,
    rounds: usize,
}

fn main() -> BenchResult<()> {
    let size = if quick() {
        Size { games: 2_000, players: 1_200, notified: 1_000, rounds: 5 }
    } else {
        Size { games: 100_000, players: 60_000, notified: 50_000, rounds: 30 }
    };
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("bench.sqlite3");
    let started = Instant::now();
    populate(&Store::open(&path)?, &size)?;
    println!(
        "database: {} games in progress, {} players, {} with notices on; built in {:.1} s",
        size.games,
        size.players,
        size.notified,
        started.elapsed().as_secs_f64()
    );
    print_memory("before the rounds")?;

    let clock = Arc::new(ManualClock::new(NOW));
    let service = GameService::new(Store::open(&path)?, clock.clone(), Arc::new(NoAnswer));
    let mut times = Vec::new();
    let mut found = Found::default();
    let mut spent = Vec::new();
    let mut finding = Vec::new();
    for _ in 0..size.rounds {
        clock.advance(MINUTE);
        let started = Instant::now();
        let (round, find) = round(&service, &mut spent)?;
        times.push(started.elapsed());
        finding.push(find);
        found.add(&round);
    }
    if found.turn_notices == 0 || found.reminders == 0 || found.digests == 0 {
        return Err(format!("the rounds found no turn notice, reminder or digest: {found:?}").into());
    }
    times.sort();
    finding.sort();
    println!(
        "{} rounds a minute apart, finding what is due: p50 {:.1} ms, worst {:.1} ms; with every post's mark: p50 {:.1} ms, worst {:.1} ms",
        times.len(),
        ms(finding[finding.len() / 2]),
        ms(finding[finding.len() - 1]),
        ms(times[times.len() / 2]),
        ms(times[times.len() - 1])
    );
    println!("found in all: {found:?}");
    let per_round: Vec<String> = spent
        .iter()
        .map(|(name, total)| format!("{name} {:.1} ms", ms(*total) / times.len() as f64))
        .collect();
    println!("a round on average: {}", per_round.join(", "));
    print_memory("after the rounds")?;
    Ok(())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// What the rounds handed out and recorded.
#[derive(Debug, Default)]
struct Found {
    away_days: usize,
    reminders: usize,
    time_up: usize,
    timeouts: usize,
    turn_notices: usize,
    digests: usize,
}

impl Found {
    fn add(&mut self, r: &Found) {
        self.away_days += r.away_days;
        self.reminders += r.reminders;
        self.time_up += r.time_up;
        self.timeouts += r.timeouts;
        self.turn_notices += r.turn_notices;
        self.digests += r.digests;
    }
}

/// One round of the background task's service calls, then each post
/// handed out recorded as delivered (as `deliver` does once Discord
/// accepted it, post by post). Returns what was found and how long the
/// finding took (the marks apart); `spent` adds up each kind of work.
fn round(s: &GameService, spent: &mut Vec<(&'static str, Duration)>) -> BenchResult<(Found, Duration)> {
    let mut found = Found::default();
    let mut step = |name: &'static str, started: Instant| {
        let took = started.elapsed();
        match spent.iter_mut().find(|(n, _)| *n == name) {
            Some((_, total)) => *total += took,
            None => spent.push((name, took)),
        }
        took
    };
    let mut finding = Duration::ZERO;
    let t = Instant::now();
    s.resume_stalled_bot_games()?;
    finding += step("computer moves", t);
    let t = Instant::now();
    found.away_days = s.spend_away_days()?;
    let away_notices = s.due_away_day_notices()?;
    finding += step("away days", t);
    let t = Instant::now();
    let reminders = s.due_reminders()?;
    finding += step("reminders", t);
    let t = Instant::now();
    let time_up = s.due_time_up_notices()?;
    finding += step("time-up notices", t);
    let t = Instant::now();
    found.timeouts = s.record_timeouts()?.len();
    finding += step("timeouts", t);
    let t = Instant::now();
    s.expire_challenges()?;
    let expired = s.due_expiry_notes()?;
    let owed = s.boards_owed()?;
    finding += step("challenges and owed boards", t);
    let t = Instant::now();
    let turns = s.due_turn_notices()?;
    finding += step("turn notices", t);
    let t = Instant::now();
    let digests = s.due_digests()?;
    finding += step("digests", t);

    let t = Instant::now();
    for n in &away_notices {
        s.mark_away_day_notice_sent(n)?;
    }
    for r in &reminders {
        assert!(s.mark_reminder_sent(r)?);
    }
    for n in &time_up {
        s.mark_time_up_notice_sent(n)?;
    }
    for c in &expired {
        s.mark_expiry_note_sent(c.id)?;
    }
    for view in &owed {
        s.board_shown(view.game.id, view.game.state(), None)?;
    }
    for n in &turns {
        assert!(s.mark_turn_notice_sent(n)?);
    }
    for d in &digests {
        assert!(s.mark_digest_sent(d)?);
    }
    step("marks, one write each", t);
    found.reminders = reminders.len();
    found.time_up = time_up.len();
    found.turn_notices = turns.len();
    found.digests = digests.len();
    Ok((found, finding))
}

/// The server as the bot would have left it at `NOW`.
fn populate(store: &Store, size: &Size) -> Result<(), StoreError> {
    let mut rng = SplitMix64::new(34);
    let day = SECONDS_PER_DAY;
    store.write(|tx| {
        let zones = ["Europe/Berlin", "America/New_York", "Asia/Tokyo", "Australia/Sydney"];
        for id in 1..=size.players {
            let user = UserId(id);
            players::upsert(tx, user, &format!("player {id}"), None, Timestamp(0))?;
            if id <= size.notified {
                let mode = if id % 2 == 0 { NotifyMode::EveryTurn } else { NotifyMode::Digest };
                let zone = (id % 5 != 0).then(|| zones[(id % 4) as usize]);
                away::set_time_zone(tx, user, zone)?;
                let row = NoticeRow {
                    mode,
                    quiet: (id % 3 == 0).then_some(QuietHours { from: 22 * 60, to: 7 * 60 }),
                    digest_hour: (id % 24) as u8,
                    // Digests fall due spread over the next day.
                    next_digest_at: (mode == NotifyMode::Digest)
                        .then(|| NOW.plus_seconds((rng.next_u64() % day as u64) as i64)),
                    ..NoticeRow::default()
                };
                notices::save(tx, user, &row)?;
            }
            if id % 200 == 0 {
                let row = away::AwayRow {
                    until: Some(NOW.plus_seconds((rng.next_u64() % (10 * day as u64)) as i64)),
                    year: Some(2026),
                    used: 5,
                    ..away::AwayRow::unknown()
                };
                away::save_days(tx, user, &row)?;
            }
        }
        let three_days = TimeControl::days_per_move(3).expect("3 days");
        let bank = TimeControl::bank(10, 36).expect("a bank");
        for g in 0..size.games {
            let white = 1 + rng.next_u64() % size.players;
            let black = 1 + (white + rng.next_u64() % (size.players - 1)) % size.players;
            let time_control = if g % 4 == 0 { bank } else { three_days };
            let period = if g % 4 == 0 { 10 * day } else { 3 * day };
            // Deadlines spread over a whole turn ahead.
            let left = 1 + (rng.next_u64() % period as u64) as i64;
            let game = NewGame {
                channel: ChannelId(1 + g % 50),
                guild: None,
                seats: ByPlayer { white: Seat::Human(UserId(white)), black: Seat::Human(UserId(black)) },
                variant: Variant::Standard,
                time_control,
                deadline: Some(NOW.plus_seconds(left)),
                at: NOW.plus_seconds(left - period),
            };
            let id = games::insert(tx, &game)?;
            // Reminders already sent for the stages passed; turn notices
            // already sent, but for the few made due in the next minutes.
            let last_call = if g % 4 == 0 { day.min(period / 4) } else { period / 10 };
            let deadline = NOW.plus_seconds(left);
            let (sent, reminder_at) = if left <= last_call {
                (2, None)
            } else if left * 2 <= period {
                (1, Some(deadline.plus_seconds(-last_call)))
            } else {
                (0, Some(deadline.plus_seconds(-(period / 2))))
            };
            let notice = (white.is_multiple_of(2) && white <= size.notified && g.is_multiple_of(20))
                .then(|| NOW.plus_seconds((rng.next_u64() % (60 * MINUTE as u64)) as i64));
            tx.execute(
                "UPDATE games SET reminders_sent = ?2, turn_notice_at = ?3, shown_log_len = 0, reminder_at = ?4 \
                 WHERE id = ?1",
                rusqlite::params![id, sent, notice, reminder_at],
            )?;
        }
        Ok::<(), StoreError>(())
    })
}

/// Prints VmRSS (resident now) and VmHWM (resident at the peak).
fn print_memory(when: &str) -> BenchResult<()> {
    let status = std::fs::read_to_string("/proc/self/status")?;
    for line in status.lines().filter(|l| l.starts_with("VmRSS") || l.starts_with("VmHWM")) {
        println!("{when}: {}", line.split_whitespace().collect::<Vec<_>>().join(" "));
    }
    Ok(())
}
