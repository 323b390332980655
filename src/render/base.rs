//! What every picture of one size and side shares: the empty board, the
//! 256 colours its PNG or GIF is stored in, and the empty board already
//! mapped onto them. Drawn once and kept, so a picture only draws and maps
//! what lies on the board.
//!
//! The colours are fixed per size and side rather than chosen per picture:
//! the named colours exactly, blends of the colours pieces and marks are
//! laid over (their anti-aliased edges), then the empty board's own most
//! frequent colours. The same position always gives the same bytes, and
//! replay frames share one palette.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use image::RgbImage;

use crate::render::board;
use crate::render::layout::Layout;
use crate::render::palette;
use crate::render::quantise::Palette;
use crate::render::rooms::Rooms;
use crate::render::text::Fonts;
use crate::rules::Player;

/// Bases kept: Discord's two widths (boards, and pickers' steps) in both
/// perspectives, and the replay's.
const ENTRIES: usize = 5;
/// Wider pictures are drawn afresh each time: one would hold tens of
/// megabytes.
const MAX_KEPT_WIDTH: u32 = 1536;
/// Palette entries (a PNG holds 256; a GIF keeps one index for "unchanged").
pub const COLOURS: usize = 255;

/// The shared part of the pictures of one size and side.
pub struct Base {
    /// Which base this is, never given to another while the process runs:
    /// a picture's pixel buffer, kept for the next picture, is only put
    /// back to this base's pixels where it was painted when the next
    /// picture is drawn over the same base ([`Canvas::over`]).
    ///
    /// [`Canvas::over`]: crate::render::canvas::Canvas::over
    pub id: u64,
    /// The empty board.
    pub image: RgbImage,
    /// The colours pictures are stored in, with a full lookup table.
    pub palette: Palette,
    /// `image` mapped onto `palette`.
    pub indices: Vec<u8>,
    /// Where text may go beside the board: worked out once, not per
    /// picture (it was a hundredth of a picker picture's time).
    pub rooms: Rooms,
}

type Entry = (u32, Player, Arc<Base>);
static KEPT: Mutex<Vec<Entry>> = Mutex::new(Vec::new());

/// The base for `layout`, drawn now if it is not kept. Drawn once even
/// when many pictures ask at the same moment (a burst of moves after a
/// start): the first draws it while the others wait for it, instead of
/// each drawing its own (tens of milliseconds of CPU apiece).
pub fn get(layout: &Layout, fonts: &Fonts) -> Arc<Base> {
    let key = (layout.width(), layout.perspective());
    if key.0 > MAX_KEPT_WIDTH {
        return Arc::new(draw(layout, fonts));
    }
    let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, _, base)) = kept.iter().find(|(w, p, _)| (*w, *p) == key) {
        return Arc::clone(base);
    }
    let base = Arc::new(draw(layout, fonts));
    if kept.len() >= ENTRIES {
        kept.remove(0);
    }
    kept.push((key.0, key.1, Arc::clone(&base)));
    base
}

fn draw(layout: &Layout, fonts: &Fonts) -> Base {
    let image = board::draw_empty(layout, fonts).into_image();
    let mut seeds = palette::flat_colours();
    seeds.extend(palette::edge_blends());
    let palette = Palette::build(&[&image], &seeds, COLOURS, 1);
    let indices = palette.map(&image, None);
    Base { id: next_id(), image, palette, indices, rooms: Rooms::new(layout) }
}

/// A [`Base::id`] no base had before.
pub fn next_id() -> u64 {
    static LAST: AtomicU64 = AtomicU64::new(0);
    LAST.fetch_add(1, Ordering::Relaxed) + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_base_asked_for_by_many_at_once_is_drawn_once() {
        // A size no other test draws, so it is not kept yet.
        let layout = Layout::new(333, Player::Black).unwrap();
        let start = std::sync::Barrier::new(6);
        let bases: Vec<Arc<Base>> = std::thread::scope(|s| {
            let asks: Vec<_> = (0..6)
                .map(|_| {
                    s.spawn(|| {
                        let fonts = Fonts::load().unwrap();
                        start.wait();
                        get(&layout, &fonts)
                    })
                })
                .collect();
            asks.into_iter().map(|a| a.join().unwrap()).collect()
        });
        assert!(bases.iter().all(|b| Arc::ptr_eq(b, &bases[0])), "each drew its own");
    }
}
