//! The computers the tests and benchmarks play against: reproducible,
//! and each as dumb or as awkward as its test needs.

use std::sync::{Arc, Mutex, mpsc};

use punct::ai::Level;
use punct::rules::{Move, Position};
use punct::service::MoveChooser;

/// Plays the alphabetically first legal move: fast and reproducible.
pub struct FirstLegal;

impl MoveChooser for FirstLegal {
    fn choose_move(&self, position: &Position, _: Level, _: u64) -> Option<Move> {
        position.legal_moves().into_iter().min_by_key(Move::to_string)
    }
}

/// An engine that never answers: the service must still move (and where
/// every game is between people, it is never asked).
pub struct NoAnswer;

impl MoveChooser for NoAnswer {
    fn choose_move(&self, _: &Position, _: Level, _: u64) -> Option<Move> {
        None
    }
}

/// A computer that thinks until the test lets it answer, one move per
/// `()` sent: longer than Discord's patience allows without a "thinking…"
/// answer, however fast or slow the machine. Dropping the sender lets it
/// answer at once, so a failing test does not leave it blocked.
pub struct GatedThinker(Mutex<mpsc::Receiver<()>>);

impl GatedThinker {
    pub fn new() -> (Arc<GatedThinker>, mpsc::Sender<()>) {
        let (release, gate) = mpsc::channel();
        (Arc::new(GatedThinker(Mutex::new(gate))), release)
    }
}

impl MoveChooser for GatedThinker {
    fn choose_move(&self, position: &Position, level: Level, seed: u64) -> Option<Move> {
        let _ = self.0.lock().expect("gate").recv();
        FirstLegal.choose_move(position, level, seed)
    }
}

/// An engine that crashes, leaving its game waiting for the computer.
pub struct Crashing;

impl MoveChooser for Crashing {
    fn choose_move(&self, _: &Position, _: Level, _: u64) -> Option<Move> {
        panic!("the engine crashed (on purpose, in a test)")
    }
}
