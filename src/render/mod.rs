//! Pictures of the board: a PNG of any position, an animated GIF of a whole
//! game. A pure function of a position and [`RenderOptions`]; no I/O.
//!
//! Players see the game only through these pictures, in Discord's dark and
//! light themes, often on a phone, so the picture is opaque, the board
//! fills it, and everything a player must read (whose dots, which dots
//! form a piece, the PÜNCTs, stack heights, the last move) is drawn large.
//!
//! [`Layout`] owns all cell → pixel geometry; [`palette`] every colour;
//! the other modules each draw one layer.
//!
//! ```
//! use punct::render::{RenderOptions, render_png};
//! use punct::rules::{GameRecord, Variant};
//! let position = GameRecord::from_moves(Variant::Standard, "B2-B3-C3 N12-N13-O13")?.replay()?;
//! let png = render_png(&position, &RenderOptions { size: 512, ..RenderOptions::default() })?;
//! assert_eq!(&png[1..4], b"PNG");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod base;
mod board;
mod canvas;
mod encode;
mod geometry;
mod layout;
mod legend;
pub mod palette;
mod panel;
mod pieces;
mod quantise;
mod replay;
mod scene;
mod sprite;
mod text;
mod words;

use std::sync::Arc;

use thiserror::Error;

use crate::rules::{ByPlayer, Cell, GameRecord, Player, Position, RecordError};
use text::Fonts;

pub use geometry::Point;
pub use layout::{Layout, MAX_WIDTH, MIN_WIDTH};
pub use words::{English, NO_BREAK, Symbol, Words};

/// Most plies a replay GIF shows: bounds the time and memory of one request
/// (a frame costs a few milliseconds and some kilobytes).
pub const MAX_GIF_PLIES: usize = 600;
/// Widest replay GIF: every frame is encoded, so GIFs stay smaller than
/// single pictures.
pub const MAX_GIF_WIDTH: u32 = 1024;

/// How to draw a position.
#[derive(Clone, Debug)]
pub struct RenderOptions {
    /// Picture width in pixels ([`MIN_WIDTH`]..=[`MAX_WIDTH`]); the height
    /// follows. Discord shows about 550 pixels, phones' screens have
    /// about 1000: 1024 is sharp on both.
    pub size: u32,
    /// Whose side of the board is at the bottom: White sees src/rules/RULES.md §1's
    /// picture as is (I17 at the top), Black sees it turned 180°.
    pub perspective: Player,
    /// Names shown in the player panels instead of "White" and "Black".
    /// Characters no embedded font has (emoji) are left out; a name with
    /// a letter none has gives way to [`RenderOptions::fallback_names`].
    pub names: ByPlayer<Option<String>>,
    /// Shown when a name cannot be drawn (a script no embedded font
    /// covers): Discord's username, say, for a display name in Thai. The
    /// colour is shown when this cannot be drawn either.
    pub fallback_names: ByPlayer<Option<String>>,
    /// Cells to mark, e.g. the legal destinations of a piece as a hint.
    pub highlights: Vec<Cell>,
    /// Cells a lesson marks: what its sentences talk about and where a
    /// piece should go. Drawn in their own colour with their own legend
    /// entry ("look here"), so a lesson's picture does not call them a
    /// game's hint. A picture has hints or marks, not both: the legend's
    /// room is measured for one of them.
    pub marked: Vec<Cell>,
    /// Replaces the result line, for games that ended off the board
    /// ("Bob resigned — Alice wins", "Time ran out").
    pub caption: Option<String>,
    /// Every word drawn, in the reader's language ([`English`] unless the
    /// caller gives others: `messages` builds them from its sentence
    /// files, which this layer cannot see).
    pub words: Arc<dyn Words>,
}

impl Default for RenderOptions {
    fn default() -> RenderOptions {
        RenderOptions {
            size: 1024,
            perspective: Player::White,
            names: ByPlayer::both(None),
            fallback_names: ByPlayer::both(None),
            highlights: Vec::new(),
            marked: Vec::new(),
            caption: None,
            words: Arc::new(English),
        }
    }
}

/// Why no picture could be made.
#[derive(Debug, Error)]
pub enum RenderError {
    /// The requested width is outside the supported range.
    #[error("picture width {size} px is outside {min}..={max} px")]
    SizeOutOfRange {
        /// What was asked for.
        size: u32,
        /// Smallest width.
        min: u32,
        /// Largest width.
        max: u32,
    },
    /// A replay GIF would have too many frames.
    #[error("a replay GIF shows at most {max} moves; this game has {plies}")]
    TooManyPlies {
        /// Plies in the record.
        plies: usize,
        /// The limit, [`MAX_GIF_PLIES`].
        max: usize,
    },
    /// The game record does not replay.
    #[error("{0}")]
    Record(#[from] RecordError),
    /// An embedded font could not be read: the binary was built wrongly.
    #[error("an embedded font is unreadable")]
    Font,
    /// The PNG encoder failed.
    #[error("could not encode the PNG: {0}")]
    Png(#[from] ::png::EncodingError),
    /// The GIF encoder failed.
    #[error("could not encode the GIF: {0}")]
    Gif(#[from] ::gif::EncodingError),
}

/// The picture of `position` as PNG bytes.
///
/// # Errors
/// [`RenderError::SizeOutOfRange`] for a bad `options.size`; encoding
/// failures (never expected when writing to memory).
pub fn render_png(position: &Position, options: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    let layout = Layout::new(options.size, options.perspective)?;
    let fonts = Fonts::load()?;
    let base = base::get(&layout, &fonts);
    let symbols = scene::symbols(position, options);
    let image = scene::draw(position, options, &layout, &fonts, &base.image, Some(&symbols));
    encode::png(&image, &base)
}

/// Draws and keeps what every picture `size` pixels wide shares, for both
/// sides, so that the first pictures after a start do not wait for it
/// (the empty board and its colours: about 70 ms each).
///
/// # Errors
/// [`RenderError::SizeOutOfRange`] for a bad `size`; [`RenderError::Font`].
pub fn prepare(size: u32) -> Result<(), RenderError> {
    let fonts = Fonts::load()?;
    for perspective in Player::BOTH {
        base::get(&Layout::new(size, perspective)?, &fonts);
    }
    Ok(())
}

/// The words of `options` that would not fit their place in a picture
/// `size` pixels wide (cut short or squeezed past their lines): the
/// headline, the reasons a game ends, the central count, the reserves'
/// "all placed", the footer and the legend, each tried with long values.
/// Empty when every word fits: a translation is checked with this.
///
/// # Errors
/// [`RenderError::SizeOutOfRange`] for a bad `size`; [`RenderError::Font`].
pub fn overflowing_words(size: u32, options: &RenderOptions) -> Result<Vec<String>, RenderError> {
    let fonts = Fonts::load()?;
    let mut over = Vec::new();
    for perspective in Player::BOTH {
        let layout = Layout::new(size, perspective)?;
        over.extend(panel::overflows(&layout, &fonts, options));
        over.extend(legend::overflows(&layout, &fonts, &*options.words));
    }
    over.dedup();
    Ok(over)
}

/// An animated GIF of the whole game: the empty board, one frame per ply,
/// and a pause on the final position.
///
/// # Errors
/// [`RenderError::Record`] if a move of `record` is illegal; size limits
/// ([`MAX_GIF_WIDTH`], [`MAX_GIF_PLIES`]).
pub fn replay_gif(record: &GameRecord, options: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    if options.size > MAX_GIF_WIDTH {
        return Err(RenderError::SizeOutOfRange { size: options.size, min: MIN_WIDTH, max: MAX_GIF_WIDTH });
    }
    if record.moves.len() > MAX_GIF_PLIES {
        return Err(RenderError::TooManyPlies { plies: record.moves.len(), max: MAX_GIF_PLIES });
    }
    let layout = Layout::new(options.size, options.perspective)?;
    let positions = record.positions()?;
    replay::gif(&positions, options, &layout)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{SplitMix64, Variant};

    /// A position after `plies` random moves.
    fn random_position(seed: u64, plies: u32) -> Position {
        let mut rng = SplitMix64::new(seed);
        let mut position = Position::new(Variant::Standard);
        while position.ply() < plies {
            let Some(m) = position.random_move(&mut rng) else { break };
            position.play_unchecked(m);
        }
        position
    }

    /// The 256 colours of the PNG stay close to the picture as drawn: the
    /// palette covers the edges of everything drawn, not just flat areas.
    #[test]
    fn the_palette_keeps_the_picture_faithful() {
        for (seed, perspective) in [(7, Player::White), (190, Player::Black), (3, Player::White)] {
            let position = random_position(seed, 70);
            let options = RenderOptions {
                size: 700,
                perspective,
                highlights: vec!["I9".parse().unwrap(), "C5".parse().unwrap()],
                ..RenderOptions::default()
            };
            let layout = Layout::new(options.size, options.perspective).unwrap();
            let fonts = Fonts::load().unwrap();
            let base = base::get(&layout, &fonts);
            let symbols = scene::symbols(&position, &options);
            let drawn = scene::draw(&position, &options, &layout, &fonts, &base.image, Some(&symbols));
            let png = image::load_from_memory(&render_png(&position, &options).unwrap()).unwrap().to_rgb8();
            let mut total = 0u64;
            let mut far = 0;
            for (a, b) in drawn.pixels().zip(png.pixels()) {
                let worst = (0..3).map(|c| a[c].abs_diff(b[c])).max().unwrap_or(0);
                total += u64::from(worst);
                far += usize::from(worst > 40);
            }
            let pixels = drawn.pixels().len();
            let mean = total as f64 / pixels as f64;
            assert!(mean < 1.0, "seed {seed}: mean error {mean:.2}");
            assert!((far as f64) < pixels as f64 * 0.0005, "seed {seed}: {far} pixels far off");
        }
    }
}
