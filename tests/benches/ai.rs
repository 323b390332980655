//! Thinking time per move of each level (`hard` at most 2 s a
//! move on one core), in a midgame position reached by the computer
//! playing itself, and the node count each search stays within. Every timed
//! search must find the same legal move; `cargo test --benches` (CI) runs
//! each level once.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use punct::ai::{Level, SearchConfig, analyse, choose_move};
use punct::rules::{Position, Variant};

/// 20 plies of `medium` against itself from seed 5, standard game: pieces
/// placed and moved, both sides' chains under way.
fn midgame() -> Position {
    let mut position = Position::new(Variant::Standard);
    while position.ply() < 20 {
        let m = choose_move(&position, Level::Medium, 5 + u64::from(position.ply())).expect("game goes on");
        position.play_unchecked(m);
    }
    assert!(!position.is_over());
    position
}

fn per_level(c: &mut Criterion) {
    let position = midgame();
    let mut group = c.benchmark_group("ai move, midgame");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(15));
    for level in Level::ALL {
        let config = SearchConfig::for_level(level);
        let analysis = analyse(&position, &config, 1);
        let best = analysis.best().expect("a move");
        assert!(position.is_legal(best));
        // The budget is checked per node; a node's own work may finish after it.
        assert!(analysis.nodes <= config.node_budget + position.legal_move_count() as u64 * 2);
        group.bench_function(format!("{level} ({} nodes, depth {})", analysis.nodes, analysis.depth), |b| {
            b.iter(|| assert_eq!(analyse(black_box(&position), &config, 1).best(), Some(best)))
        });
    }
    group.finish();
}

criterion_group!(benches, per_level);
criterion_main!(benches);
