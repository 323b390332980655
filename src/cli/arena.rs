//! `punct arena`: a match between two players — levels of the computer or
//! the `random` and `greedy` baselines — with colours alternating, to
//! measure how strong each level is and how long it thinks.

use std::collections::BTreeMap;
use std::io::Write;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use clap::Args;

use super::CliError;
use crate::messages::devtools as words;
use crate::rules::{ByPlayer, GameRecord, Outcome, Player, Position, Variant};
use crate::service::Language;
use crate::service::computer::{Strategy, thread_cpu_time};

/// Arguments of `punct arena`.
#[derive(Debug, Clone, Args)]
pub struct ArenaArgs {
    /// First player: random, greedy, easy, medium, hard, expert, mcts or mcts-strong. White in odd-numbered games.
    #[arg(long)]
    pub a: Strategy,
    /// Second player, the same choices. White in even-numbered games.
    #[arg(long)]
    pub b: Strategy,
    /// How many games.
    #[arg(long, default_value_t = 10)]
    pub games: u32,
    /// Seed of the first game; game k uses seed + k - 1. The same seed gives the same match.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// basic or standard.
    #[arg(long, default_value = "standard")]
    pub variant: Variant,
    /// A game still going after this many moves (one per player's turn) counts as a draw.
    #[arg(long, default_value_t = 300)]
    pub max_plies: u32,
    /// Print each game's record after its result line.
    #[arg(long)]
    pub records: bool,
    /// Games played at once, each on its own thread (results are printed in
    /// game order and are the same whatever this is: every game has its own seed).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub jobs: u32,
}

/// Thinking time of one side: wall-clock time, and the processor time of
/// the thinking thread, which other programs on the machine do not inflate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// All moves together.
    pub total: Duration,
    /// Moves made.
    pub moves: u32,
    /// The longest single move.
    pub longest: Duration,
    /// All moves together, on the processor.
    pub cpu_total: Duration,
    /// The longest single move, on the processor.
    pub cpu_longest: Duration,
    /// Moves whose processor time is known (all of them where the system
    /// tells it, none elsewhere).
    pub cpu_moves: u32,
    /// Moves whose search a processor-time limit ended (see
    /// [`Strategy::choose_timed`]).
    pub out_of_time: u32,
}

impl Clock {
    fn record(&mut self, took: Duration, cpu: Option<Duration>, out_of_time: bool) {
        self.add(Clock {
            total: took,
            moves: 1,
            longest: took,
            cpu_total: cpu.unwrap_or_default(),
            cpu_longest: cpu.unwrap_or_default(),
            cpu_moves: u32::from(cpu.is_some()),
            out_of_time: u32::from(out_of_time),
        });
    }

    fn add(&mut self, other: Clock) {
        self.total += other.total;
        self.moves += other.moves;
        self.longest = self.longest.max(other.longest);
        self.cpu_total += other.cpu_total;
        self.cpu_longest = self.cpu_longest.max(other.cpu_longest);
        self.cpu_moves += other.cpu_moves;
        self.out_of_time += other.out_of_time;
    }

    fn average_secs(&self) -> f64 {
        per_move(self.total, self.moves)
    }
}

fn per_move(total: Duration, moves: u32) -> f64 {
    if moves == 0 { 0.0 } else { total.as_secs_f64() / f64::from(moves) }
}

/// How one game of a match went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    /// The winner, `None` for a draw (or a game cut off at the ply limit).
    pub winner: Option<Player>,
    /// How the board rules ended it; `None` when the ply limit cut it off.
    pub outcome: Option<Outcome>,
    /// Plies played.
    pub plies: u32,
    /// The moves, replayable.
    pub record: GameRecord,
    /// Thinking time per colour.
    pub time: ByPlayer<Clock>,
}

/// Plays one game, `players.white` against `players.black`. Every move's
/// seed comes from `seed` and the ply, so a game replays exactly.
pub fn play_game(players: ByPlayer<Strategy>, variant: Variant, seed: u64, max_plies: u32) -> GameSummary {
    let mut position = Position::new(variant);
    let mut time = ByPlayer::both(Clock::default());
    let mut record = GameRecord::new(variant);
    while position.ply() < max_plies {
        let mover = position.to_move();
        let started = Instant::now();
        let cpu_started = thread_cpu_time();
        let (chosen, out_of_time) = players[mover].choose_timed(&position, move_seed(seed, position.ply()));
        let Some(m) = chosen else { break };
        let cpu = cpu_started.zip(thread_cpu_time()).map(|(from, to)| to.saturating_sub(from));
        time[mover].record(started.elapsed(), cpu, out_of_time);
        position.play_unchecked(m);
        record.moves.push(m);
    }
    let outcome = position.outcome().cloned();
    let winner = outcome.as_ref().and_then(Outcome::winner);
    GameSummary { winner, outcome, plies: position.ply(), record, time }
}

/// A well-mixed seed for one move of one game.
fn move_seed(game_seed: u64, ply: u32) -> u64 {
    game_seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(ply).wrapping_mul(0xD1B5_4A32_D192_ED03)
}

/// Results of a match so far, from `a`'s side.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    wins_a: u32,
    wins_b: u32,
    draws: u32,
    time_a: Clock,
    time_b: Clock,
}

impl Tally {
    fn add(&mut self, game: &GameSummary, a_colour: Player) {
        match game.winner {
            Some(p) if p == a_colour => self.wins_a += 1,
            Some(_) => self.wins_b += 1,
            None => self.draws += 1,
        }
        self.time_a.add(game.time[a_colour]);
        self.time_b.add(game.time[a_colour.opponent()]);
    }
}

pub(super) fn arena(args: &ArenaArgs, language: Language, out: &mut impl Write) -> Result<(), CliError> {
    let mut tally = Tally::default();
    let mut written = Ok(());
    play_match(args, |k, players, a_colour, game| {
        tally.add(game, a_colour);
        if written.is_ok() {
            written = write_game(out, language, (k + 1, args.max_plies), players, game, args.records);
        }
    });
    written?;
    write_tally(out, language, args, &tally)
}

/// Game `k`'s players (0-based; `a` is White in even-numbered ones) and
/// `a`'s colour.
fn pairing(args: &ArenaArgs, k: u32) -> (ByPlayer<Strategy>, Player) {
    if k.is_multiple_of(2) {
        (ByPlayer { white: args.a, black: args.b }, Player::White)
    } else {
        (ByPlayer { white: args.b, black: args.a }, Player::Black)
    }
}

/// Plays every game of the match on `args.jobs` threads and hands each
/// result to `report` in game order, as soon as it and all earlier games are
/// done (a later game finishing first waits for them).
fn play_match(args: &ArenaArgs, mut report: impl FnMut(u32, ByPlayer<Strategy>, Player, &GameSummary)) {
    let next = AtomicU32::new(0);
    let (sender, results) = mpsc::channel::<(u32, GameSummary)>();
    std::thread::scope(|scope| {
        for _ in 0..args.jobs.clamp(1, args.games.max(1)) {
            let sender = sender.clone();
            let next = &next;
            scope.spawn(move || {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= args.games {
                        break;
                    }
                    let (players, _) = pairing(args, k);
                    let seed = args.seed.wrapping_add(u64::from(k));
                    let game = play_game(players, args.variant, seed, args.max_plies);
                    if sender.send((k, game)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        let mut waiting = BTreeMap::new();
        let mut due = 0;
        for (k, game) in results {
            waiting.insert(k, game);
            while let Some(game) = waiting.remove(&due) {
                let (players, a_colour) = pairing(args, due);
                report(due, players, a_colour, &game);
                due += 1;
            }
        }
    });
}

/// Game `number`'s result line in `language`.
fn write_game(
    out: &mut impl Write,
    language: Language,
    (number, max_plies): (u32, u32),
    players: ByPlayer<Strategy>,
    game: &GameSummary,
    records: bool,
) -> Result<(), CliError> {
    let result = match game.winner {
        Some(p) => words::winner(language, &players[p].to_string(), p),
        None => words::draw(language),
    };
    let reason = match &game.outcome {
        Some(outcome) => words::reason(language, outcome),
        None => words::cut_off(language, max_plies),
    };
    let names = [players.white.to_string(), players.black.to_string()];
    let line = words::arena_game(language, number, [&names[0], &names[1]], &result, &reason, game.plies);
    writeln!(out, "{line}")?;
    if records {
        writeln!(out, "{}", game.record)?;
    }
    out.flush()?;
    Ok(())
}

fn write_tally(
    out: &mut impl Write,
    language: Language,
    args: &ArenaArgs,
    tally: &Tally,
) -> Result<(), CliError> {
    let games = args.games.max(1) as f64;
    let percent = |wins: u32| format!("{:.0}", 100.0 * f64::from(wins) / games);
    writeln!(out)?;
    writeln!(out, "{}", words::arena_match(language, args.games, &args.variant.to_string()))?;
    let (a, b) = (args.a.to_string(), args.b.to_string());
    writeln!(out, "{}", words::side_wins(language, "a", &a, tally.wins_a, &percent(tally.wins_a)))?;
    writeln!(out, "{}", words::side_wins(language, "b", &b, tally.wins_b, &percent(tally.wins_b)))?;
    writeln!(out, "{}", words::draws(language, tally.draws))?;
    for (name, clock) in [(&a, tally.time_a), (&b, tally.time_b)] {
        let seconds = |s: f64| format!("{s:.3}");
        let longest = seconds(clock.longest.as_secs_f64());
        let line =
            words::time_per_move(language, name, &seconds(clock.average_secs()), clock.moves, &longest);
        writeln!(out, "{line}")?;
        if clock.moves > 0 && clock.cpu_moves == clock.moves {
            let average = seconds(per_move(clock.cpu_total, clock.moves));
            let longest = seconds(clock.cpu_longest.as_secs_f64());
            writeln!(out, "{}", words::processor_time(language, name, &average, &longest))?;
        }
        if clock.out_of_time > 0 {
            writeln!(out, "{}", words::out_of_time(language, name, clock.out_of_time))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_games_end_and_repeat_for_a_seed() {
        let players = ByPlayer { white: Strategy::Random, black: Strategy::Random };
        let one = play_game(players, Variant::Standard, 3, 60);
        let two = play_game(players, Variant::Standard, 3, 60);
        assert_eq!((one.winner, one.plies, &one.outcome), (two.winner, two.plies, &two.outcome));
        assert_eq!(one.record, two.record);
        assert_eq!(one.record.replay().expect("legal moves").outcome().and_then(|o| o.winner()), one.winner);
        assert!(one.plies <= 60);
        assert_eq!(one.time.white.moves, one.plies.div_ceil(2), "White moves first");
        assert_eq!(one.time.black.moves, one.plies / 2);
        for clock in [one.time.white, one.time.black] {
            // Each move took some time; the longest is one of them, so at
            // least the average and at most the sum.
            assert!(clock.longest > Duration::ZERO, "{clock:?}");
            assert!(clock.longest * clock.moves >= clock.total, "{clock:?}");
            assert!(clock.longest <= clock.total, "{clock:?}");
            assert!(clock.cpu_longest * clock.moves >= clock.cpu_total, "{clock:?}");
            #[cfg(target_os = "linux")]
            assert_eq!(clock.cpu_moves, clock.moves, "Linux tells every move's processor time: {clock:?}");
        }
    }

    #[test]
    fn processor_time_is_reported_only_when_every_move_has_it() {
        let mut clock = Clock::default();
        clock.record(Duration::from_millis(30), Some(Duration::from_millis(20)), false);
        clock.record(Duration::from_millis(50), Some(Duration::from_millis(10)), true);
        assert_eq!((clock.moves, clock.cpu_moves, clock.out_of_time), (2, 2, 1));
        assert_eq!(clock.cpu_total, Duration::from_millis(30));
        assert_eq!(clock.cpu_longest, Duration::from_millis(20));
        assert_eq!(clock.longest, Duration::from_millis(50));
        clock.record(Duration::from_millis(5), None, false);
        assert_eq!((clock.moves, clock.cpu_moves, clock.out_of_time), (3, 2, 1));
    }

    /// Moves a processor-time limit cut short are counted under the side's
    /// times, and the line is left out when there were none.
    #[test]
    fn moves_cut_short_by_the_time_limit_are_counted() {
        let args = ArenaArgs {
            a: "expert".parse().expect("a strategy"),
            b: Strategy::Random,
            games: 2,
            seed: 1,
            variant: Variant::Standard,
            max_plies: 80,
            records: false,
            jobs: 1,
        };
        let mut time_a = Clock::default();
        time_a.record(Duration::from_millis(4_510), Some(Duration::from_millis(4_505)), true);
        time_a.record(Duration::from_millis(900), Some(Duration::from_millis(880)), false);
        let tally = Tally { wins_a: 2, wins_b: 0, draws: 0, time_a, time_b: Clock::default() };
        let mut out = Vec::new();
        write_tally(&mut out, Language::ENGLISH, &args, &tally).expect("writing to memory");
        let text = String::from_utf8(out).expect("UTF-8");
        assert!(text.contains("\nexpert: processor-time limit reached in 1 move\n"), "{text}");
        assert!(!text.contains("random: processor-time limit"), "{text}");
    }

    /// Results lines of a match, without the timing lines that differ run to run.
    fn game_lines(jobs: u32) -> Vec<String> {
        let args = ArenaArgs {
            a: Strategy::Random,
            b: Strategy::Greedy,
            games: 7,
            seed: 11,
            variant: Variant::Basic,
            max_plies: 80,
            records: true,
            jobs,
        };
        let mut out = Vec::new();
        arena(&args, Language::ENGLISH, &mut out).expect("writing to memory");
        let text = String::from_utf8(out).expect("UTF-8");
        text.lines().filter(|l| !l.contains("time per move")).map(str::to_string).collect()
    }

    #[test]
    fn games_on_several_threads_give_the_same_match_in_the_same_order() {
        let alone = game_lines(1);
        let results: Vec<&String> = alone.iter().filter(|l| l.starts_with("game ")).collect();
        assert_eq!(results.len(), 7, "{alone:#?}");
        assert!(results[0].starts_with("game 1: random (white) vs greedy (black)"), "{alone:#?}");
        assert!(results[1].starts_with("game 2: greedy (white) vs random (black)"), "{alone:#?}");
        assert!(alone.iter().any(|l| l.starts_with("[Variant \"basic\"]")), "records printed: {alone:#?}");
        assert_eq!(game_lines(3), alone);
        assert_eq!(game_lines(64), alone);
    }
}
