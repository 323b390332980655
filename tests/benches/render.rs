//! Board pictures: a 1024 px PNG of a busy position, and a replay GIF of a
//! 100-ply game. Figures are quoted in README.md (Performance); the bench
//! also prints the sizes it produced, which have targets too.

use criterion::{Criterion, criterion_group, criterion_main};
use punct::render::{RenderOptions, render_png, replay_gif};
use punct::rules::{GameRecord, Position, SplitMix64, Variant};

/// A game of `plies` random legal moves (fixed seed, so every run times
/// the same game).
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

fn bench_png(c: &mut Criterion) {
    let record = random_record(7, 60);
    let position = record.replay().expect("random moves are legal");
    let options = RenderOptions::default();
    let png = render_png(&position, &options).expect("renders");
    println!("render_png 1024 px, 60-ply position: {} bytes", png.len());
    c.bench_function("render_png 1024 px", |b| b.iter(|| render_png(&position, &options)));
}

fn bench_gif(c: &mut Criterion) {
    let record = random_record(11, 100);
    assert_eq!(record.moves.len(), 100, "the bench needs a game that lasts 100 plies");
    let options = RenderOptions::default();
    let gif = replay_gif(&record, &options).expect("renders");
    println!("replay_gif 1024 px, 100 plies: {} bytes", gif.len());
    let mut group = c.benchmark_group("gif");
    group.sample_size(10);
    group.bench_function("replay_gif 100 plies 1024 px", |b| b.iter(|| replay_gif(&record, &options)));
    group.finish();
}

criterion_group!(benches, bench_png, bench_gif);
criterion_main!(benches);
