//! Board pictures: a 1024 px PNG of a busy position, and a replay GIF of a
//! 100-ply game. Figures are quoted in README.md (Performance); each bench
//! also prints the size of what it made, which has a target too.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::sync::Once;

use criterion::{Criterion, criterion_group, criterion_main};
use punct::render::{RenderOptions, render_png, replay_gif};
use punct::rules::{ByPlayer, GameRecord, Position, SplitMix64, Variant};

/// A game of `plies` random legal moves, or fewer if it ends first (fixed
/// seed, so every run times the same game).
fn random_record(seed: u64, plies: u32) -> GameRecord {
    let mut rng = SplitMix64::new(seed);
    let mut position = Position::new(Variant::Standard);
    let mut record = GameRecord::new(Variant::Standard);
    while position.ply() < plies {
        let Some(m) = position.random_move(&mut rng) else { break };
        record.moves.push(m);
        position.play_unchecked(m);
    }
    record
}

/// The first random game from `seed` on that lasts `plies` plies.
fn long_record(seed: u64, plies: u32) -> GameRecord {
    (seed..)
        .map(|s| random_record(s, plies))
        .find(|r| r.moves.len() == plies as usize)
        .expect("some random game lasts long enough")
}

fn options() -> RenderOptions {
    RenderOptions {
        names: ByPlayer { white: Some("Alice".into()), black: Some("Bob".into()) },
        ..RenderOptions::default()
    }
}

fn bench_png(c: &mut Criterion) {
    static SIZE: Once = Once::new();
    c.bench_function("render_png 1024 px, 60-ply position", |b| {
        let position = random_record(7, 60).replay().expect("random moves are legal");
        let options = options();
        SIZE.call_once(|| {
            let png = render_png(&position, &options).expect("renders");
            println!("render_png: {} bytes", png.len());
        });
        b.iter(|| render_png(&position, &options));
    });
}

fn bench_gif(c: &mut Criterion) {
    static SIZE: Once = Once::new();
    let mut group = c.benchmark_group("gif");
    group.sample_size(10);
    group.bench_function("replay_gif 1024 px, 100 plies", |b| {
        let record = long_record(11, 100);
        let options = options();
        SIZE.call_once(|| {
            let gif = replay_gif(&record, &options).expect("renders");
            println!("replay_gif: {} bytes", gif.len());
        });
        b.iter(|| replay_gif(&record, &options));
    });
    group.finish();
}

criterion_group!(benches, bench_png, bench_gif);
criterion_main!(benches);
