//! The processor time the current thread has used: what `punct arena`
//! reports as thinking time, and what bounds `expert`'s search (see
//! [`SearchConfig::cpu_limit`](crate::ai::SearchConfig::cpu_limit)).
//! Unlike wall-clock time it does not grow merely because other programs
//! share the machine (on a busy 2-core machine a 1 s search can take 3 s
//! of wall-clock time), though it does grow somewhat with them: caches
//! shared with other busy programs make the same work take longer.

use std::time::Duration;

/// Time the calling thread has spent running, or `None` where the system
/// does not say (it is read from Linux's `/proc/thread-self/schedstat`,
/// whose first field is nanoseconds on a CPU).
pub fn thread_cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    parse_schedstat(&text)
}

fn parse_schedstat(text: &str) -> Option<Duration> {
    let nanos = text.split_whitespace().next()?.parse::<u64>().ok()?;
    Some(Duration::from_nanos(nanos))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_field_is_nanoseconds_on_the_cpu() {
        assert_eq!(parse_schedstat("958895137 1435891973 330\n"), Some(Duration::from_nanos(958_895_137)));
        assert_eq!(parse_schedstat(""), None);
        assert_eq!(parse_schedstat("soon 1 2"), None);
    }

    /// On Linux the clock must be readable: a machine where it is not
    /// fails here rather than passing without checking anything.
    #[cfg(target_os = "linux")]
    #[test]
    fn work_shows_up_as_cpu_time() {
        let before = thread_cpu_time().expect("Linux tells a thread's processor time");
        let mut x = 0u64;
        let started = std::time::Instant::now();
        while started.elapsed() < Duration::from_millis(30) {
            x = std::hint::black_box(x.wrapping_add(1));
        }
        let after = thread_cpu_time().expect("Linux tells a thread's processor time");
        assert!(after > before, "{before:?} then {after:?}");
    }
}
