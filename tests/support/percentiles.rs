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
