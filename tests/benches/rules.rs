//! Rules speed (targets quoted in README): perft(2) as a whole
//! `punct perft 2` process, legal-move generation in a midgame position,
//! random playouts to the end. Each benchmark asserts the counts it times,
//! in every timed call; `cargo test --benches` (CI) runs each once.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

#[path = "../support/mod.rs"]
mod support;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use punct::rules::{Position, SplitMix64, Variant, perft};
use support::punct::punct;

/// A midgame position: 24 random plies from seed 11 (pieces on the board,
/// some moved), standard game.
fn midgame() -> Position {
    let mut rng = SplitMix64::new(11);
    let mut position = Position::new(Variant::Standard);
    while position.ply() < 24 {
        let m = position.random_move(&mut rng).expect("game goes on");
        position.play_unchecked(m);
    }
    assert!(!position.is_over());
    position
}

fn perft_benches(c: &mut Criterion) {
    let start = Position::new(Variant::Standard);
    assert_eq!(perft(&start, 2), 23_841_810);
    let mut group = c.benchmark_group("perft");
    group.sample_size(20);
    group.bench_function("perft(2) standard, in process", |b| {
        b.iter(|| assert_eq!(perft(black_box(&start), 2), 23_841_810))
    });
    group.bench_function("`punct perft 2` whole process", |b| {
        b.iter(|| {
            let out = punct(&["perft", "2"]);
            assert_eq!(out.stdout, b"23841810\n");
        })
    });
    group.finish();
}

fn movegen_benches(c: &mut Criterion) {
    let position = midgame();
    let count = position.legal_moves().len();
    assert_eq!(position.legal_move_count(), count);
    let mut group = c.benchmark_group("movegen");
    group.throughput(Throughput::Elements(count as u64));
    group.bench_function(format!("legal_moves() midgame ({count} moves)"), |b| {
        b.iter(|| assert_eq!(black_box(&position).legal_moves().len(), count))
    });
    group.bench_function("legal_move_count() midgame", |b| {
        b.iter(|| assert_eq!(black_box(&position).legal_move_count(), count))
    });
    group.finish();
}

fn playout_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("playout");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    group.bench_function("uniformly random game to the end", |b| {
        b.iter(|| {
            seed += 1;
            let mut rng = SplitMix64::new(seed);
            let mut position = Position::new(Variant::Standard);
            while let Some(m) = position.random_move(&mut rng) {
                position.play_unchecked(m);
            }
            assert!(position.is_over());
            position.ply()
        })
    });
    group.finish();
}

criterion_group!(benches, perft_benches, movegen_benches, playout_benches);
criterion_main!(benches);
