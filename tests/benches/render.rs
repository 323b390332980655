//! Board pictures: a 1024 px PNG of a busy position, the pictures the
//! move picker posts on Discord (a different one each time) at its 640 px
//! and at a board's 800, and a replay GIF of a 100-ply game. Figures are
//! quoted in README.md (Performance) and tests/benches/README.md. Each bench
//! decodes the last picture it timed, checks its size in pixels and
//! frames, and prints and asserts its size in bytes, which has a target
//! too. `cargo test --benches` (CI) runs each once, checks included.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::io::Cursor;

use criterion::{Criterion, criterion_group, criterion_main};
use image::AnimationDecoder;
use image::codecs::gif::GifDecoder;
use punct::render::{Layout, RenderOptions, render_png, replay_gif};
use punct::rules::{ByPlayer, Cell, GameRecord, Player, Position, SplitMix64, Variant};

/// README's targets: a 1024 px board picture at most 150 KB, a 100-ply
/// replay GIF at most 8 MB.
const PNG_MAX_BYTES: usize = 150 * 1024;
const GIF_MAX_BYTES: usize = 8 * 1024 * 1024;

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
    let position = random_record(7, 60).replay().expect("random moves are legal");
    assert_eq!(position.ply(), 60, "a 60-ply position");
    let options = options();
    let mut png = Vec::new();
    c.bench_function("render_png 1024 px, 60-ply position", |b| {
        b.iter(|| png = render_png(&position, &options).expect("renders"));
    });
    if png.is_empty() {
        // Another bench was asked for by name: check this picture all the same.
        png = render_png(&position, &options).expect("renders");
    }
    let image = image::load_from_memory_with_format(&png, image::ImageFormat::Png).expect("the PNG decodes");
    let layout = Layout::new(options.size, options.perspective).expect("layout");
    assert_eq!((image.width(), image.height()), (options.size, layout.height()));
    println!("render_png: {} bytes (target ≤ {PNG_MAX_BYTES})", png.len());
    assert!(png.len() <= PNG_MAX_BYTES, "the picture is {} bytes, over {PNG_MAX_BYTES}", png.len());
}

/// Discord's widths: a move picker's steps, and boards (the picker's
/// pictures are timed at both, to show what the narrower one saves).
const PICKER_WIDTH: u32 = 640;
const BOARD_WIDTH: u32 = 800;

/// The pictures a move picker draws through a game, as Discord posts them:
/// at every tenth ply from 5 on, the first step (the pieces that can move
/// marked) and the second (every cell a new piece's PÜNCT can go to
/// marked: up to 150 frames), each from the mover's side with a caption.
/// Different positions, sides and words, so no picture repeats the one
/// before it (kept glyphs and shapes help only as they would on Discord).
fn picker_pictures(size: u32) -> Vec<(Position, RenderOptions)> {
    let record = long_record(23, 60);
    let positions = record.positions().expect("random moves are legal");
    let mut pictures = Vec::new();
    for position in positions.into_iter().skip(5).step_by(10) {
        let moves = position.legal_moves();
        let origins = moves.iter().filter_map(|m| m.from());
        let placed = moves.iter().filter(|m| m.from().is_none()).filter_map(|m| m.footprint());
        let punct_cells = placed.map(|f| f.punct());
        for (marked, caption) in [
            (distinct(origins), "Which piece will you move?"),
            (distinct(punct_cells), "New T: where can its PÜNCT go?"),
        ] {
            let options = RenderOptions {
                size,
                perspective: position.to_move(),
                marked,
                caption: Some(caption.into()),
                ..options()
            };
            pictures.push((position.clone(), options));
        }
    }
    pictures
}

fn distinct(cells: impl Iterator<Item = Cell>) -> Vec<Cell> {
    let mut cells: Vec<Cell> = cells.collect();
    cells.sort();
    cells.dedup();
    cells
}

fn bench_picker(c: &mut Criterion) {
    for width in [PICKER_WIDTH, BOARD_WIDTH] {
        let pictures = picker_pictures(width);
        assert_eq!(pictures.len(), 12, "two steps at six plies");
        assert!(pictures.iter().any(|(_, o)| o.marked.len() > 100), "a step frames over 100 cells");
        assert!(pictures.iter().any(|(_, o)| o.perspective == Player::Black), "both sides are drawn");
        let mut next = 0;
        c.bench_function(&format!("render_png {width} px, picker steps in turn"), |b| {
            b.iter(|| {
                let (position, options) = &pictures[next % pictures.len()];
                next += 1;
                render_png(position, options).expect("renders").len()
            });
        });
        let mut sizes = Vec::new();
        for (position, options) in &pictures {
            let png = render_png(position, options).expect("renders");
            let image = image::load_from_memory_with_format(&png, image::ImageFormat::Png).expect("decodes");
            assert_eq!(image.width(), width);
            sizes.push(png.len());
        }
        sizes.sort();
        println!(
            "picker pictures at {width} px: {}–{} bytes, median {}",
            sizes[0],
            sizes[sizes.len() - 1],
            sizes[sizes.len() / 2]
        );
    }
}

fn bench_gif(c: &mut Criterion) {
    let record = long_record(11, 100);
    let options = options();
    let mut gif = Vec::new();
    let mut group = c.benchmark_group("gif");
    group.sample_size(10);
    group.bench_function("replay_gif 1024 px, 100 plies", |b| {
        b.iter(|| gif = replay_gif(&record, &options).expect("renders"));
    });
    group.finish();
    if gif.is_empty() {
        gif = replay_gif(&record, &options).expect("renders");
    }
    let frames = GifDecoder::new(Cursor::new(&gif)).expect("a GIF").into_frames().collect_frames();
    let frames = frames.expect("every frame decodes");
    assert_eq!(frames.len(), record.moves.len() + 1, "the empty board and a frame per ply");
    assert!(
        frames.iter().all(|f| f.buffer().width() == options.size),
        "every frame {} px wide",
        options.size
    );
    println!("replay_gif: {} bytes (target ≤ {GIF_MAX_BYTES})", gif.len());
    assert!(gif.len() <= GIF_MAX_BYTES, "the GIF is {} bytes, over {GIF_MAX_BYTES}", gif.len());
}

criterion_group!(benches, bench_png, bench_picker, bench_gif);
criterion_main!(benches);
