//! How the benchmarks print what they timed.

use std::time::Duration;

/// Prints `what` with n, p50, p90, p99 and max of `samples`.
pub fn report(what: &str, samples: &mut [Duration]) {
    samples.sort();
    let at = |q: f64| samples[((samples.len() as f64 - 1.0) * q).round() as usize];
    println!(
        "{what}: n={} p50={:.1} ms p90={:.1} ms p99={:.1} ms max={:.1} ms",
        samples.len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.9).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3
    );
}

/// The processor time this process has used so far, all its threads
/// together (user and system), from `/proc/self/stat`; `None` where
/// there is no such file. Wall-clock latencies under load wander with
/// whatever else the machine runs; the processor time a benchmark's work
/// takes does not, so it shows what a change saved.
pub fn processor_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command name (in parentheses, which may hold
    // spaces): utime and stime are the 12th and 13th from there, in the
    // kernel's clock ticks, a hundred a second on Linux (USER_HZ).
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

/// Prints `spent`, processor time (two [`processor_time`]s apart), per
/// each of `count` things done, if it could be read.
pub fn report_processor_time(what: &str, spent: Option<Duration>, count: usize) {
    if let Some(spent) = spent {
        println!(
            "{what}: processor time {:.1} ms each ({:.2} s for {count}, every thread of the process)",
            spent.as_secs_f64() * 1e3 / count.max(1) as f64,
            spent.as_secs_f64()
        );
    }
}

/// The processor time from `start` to `end` ([`processor_time`]s).
pub fn between(start: Option<Duration>, end: Option<Duration>) -> Option<Duration> {
    Some(end?.saturating_sub(start?))
}
