//! proptest's configuration for every property test of the suite.
//!
//! - The seed comes from `PROPTEST_RNG_SEED` (`.ci/run` fixes it, so a CI
//!   failure replays anywhere), or else is drawn afresh; either way it is
//!   printed first, so any failure can be replayed with it.
//! - A failing case, once shrunk, is saved in `tests/proptest-regressions/`
//!   (one file per test file, at the test file's path under `tests/`) and
//!   replayed before the random ones on every later run: commit the file
//!   (`.ci/run` fails while one is left uncommitted).

/// proptest's settings: `cases` cases from the printed seed, failures saved
/// in `regressions` (a file under `tests/proptest-regressions/`).
pub fn proptest_config(cases: u32, regressions: &'static str) -> proptest::test_runner::Config {
    use proptest::test_runner::{Config, FileFailurePersistence, RngSeed};
    let seed = proptest_seed();
    eprintln!("proptest seed {seed} (replay with PROPTEST_RNG_SEED={seed})");
    Config {
        cases,
        rng_seed: RngSeed::Fixed(seed),
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(regressions))),
        ..Config::default()
    }
}

/// `PROPTEST_RNG_SEED` if set, else a fresh random seed.
fn proptest_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    match std::env::var("PROPTEST_RNG_SEED") {
        Ok(text) => text.trim().parse().unwrap_or_else(|_| panic!("PROPTEST_RNG_SEED={text:?} is not a u64")),
        Err(_) => std::collections::hash_map::RandomState::new().build_hasher().finish(),
    }
}
