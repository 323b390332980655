//! Replay GIFs: every position of a game, one frame each, a pause on the
//! last.
//!
//! A GIF holds at most 256 colours. Instead of quantising every frame
//! afresh (slow, and colours flicker between frames), every frame is
//! mapped onto the one palette of its size and side (see `base`), and each
//! frame after the first stores only the box of pixels that changed, with
//! unchanged pixels transparent. A 100-ply game stays around a megabyte or
//! two (README, Performance).

use std::borrow::Cow;

use ::gif::{DisposalMethod, Encoder, Frame, Repeat};

use crate::render::base;
use crate::render::error::RenderError;
use crate::render::layout::{Layout, MIN_WIDTH};
use crate::render::marks;
use crate::render::options::RenderOptions;
use crate::render::scene::{self, Background};
use crate::render::text::Fonts;
use crate::rules::{Position, Variant};

/// Most plies a replay GIF shows: bounds the time and memory of one request
/// (a frame costs a few milliseconds and some kilobytes).
pub const MAX_GIF_PLIES: usize = 600;
/// Widest replay GIF: every frame is encoded, so GIFs stay smaller than
/// single pictures.
pub const MAX_GIF_WIDTH: u32 = 1024;

/// How long each position shows, in hundredths of a second.
const FRAME_DELAY: u16 = 90;
/// How long the final position shows before the replay starts over.
const FINAL_DELAY: u16 = 400;
/// The palette index of transparent (unchanged) pixels in delta frames:
/// the one index the palette leaves free.
const TRANSPARENT: u8 = base::COLOURS as u8;

/// The GIF of `positions` (the empty board first). `options.result`, the
/// game's, is shown on the last frame only: the positions before it were
/// games going on.
///
/// # Errors
/// [`RenderError::Gif`] if encoding fails; [`RenderError::Font`].
pub fn gif(positions: &[Position], options: &RenderOptions, layout: &Layout) -> Result<Vec<u8>, RenderError> {
    let (width, height) = gif_dimensions(layout)?;
    let fonts = Fonts::load()?;
    let base = base::get(layout, &fonts);
    let mut bytes = Vec::new();
    let mut encoder = Encoder::new(&mut bytes, width, height, &base.palette.rgb_bytes(256))?;
    encoder.set_repeat(Repeat::Infinite)?;
    // One legend for the whole replay, explaining every symbol any frame
    // shows (a legend changing from frame to frame would flicker), drawn
    // and mapped once into the background of every frame.
    let symbols = positions.iter().flat_map(|p| marks::symbols(p, options)).collect();
    let variant = positions.first().map_or(Variant::Standard, Position::variant);
    let background = scene::with_legend(&base, layout, &fonts, &symbols, variant, &*options.words);
    let background_indices = base.palette.map(&background, Some((&base.image, &base.indices)));
    let going_on = RenderOptions { result: None, ..options.clone() };
    let mut previous: Option<Vec<u8>> = None;
    for (i, position) in positions.iter().enumerate() {
        let last = i + 1 == positions.len();
        let frame_options = if last { options } else { &going_on };
        let image =
            scene::draw(position, frame_options, layout, &fonts, Background::Image(&background), None)
                .into_image();
        let indices = base.palette.map(&image, Some((&background, &background_indices)));
        let delay = if last { FINAL_DELAY } else { FRAME_DELAY };
        let frame = match &previous {
            None => full_frame(&indices, width, height, delay),
            Some(before) => delta_frame(before, &indices, width, height, delay),
        };
        encoder.write_frame(&frame)?;
        previous = Some(indices);
    }
    drop(encoder);
    Ok(bytes)
}

fn gif_dimensions(layout: &Layout) -> Result<(u16, u16), RenderError> {
    let too_big = || RenderError::SizeOutOfRange { size: layout.width(), min: MIN_WIDTH, max: MAX_GIF_WIDTH };
    let width = u16::try_from(layout.width()).map_err(|_| too_big())?;
    let height = u16::try_from(layout.height()).map_err(|_| too_big())?;
    Ok((width, height))
}

fn full_frame(indices: &[u8], width: u16, height: u16, delay: u16) -> Frame<'_> {
    Frame {
        width,
        height,
        delay,
        dispose: DisposalMethod::Keep,
        buffer: Cow::Borrowed(indices),
        ..Frame::default()
    }
}

/// The box of pixels that changed since `before`, unchanged ones
/// transparent; a single transparent pixel when nothing changed.
fn delta_frame(before: &[u8], after: &[u8], width: u16, height: u16, delay: u16) -> Frame<'static> {
    let w = usize::from(width);
    let row = |y: usize| y * w..(y + 1) * w;
    let rows: Vec<usize> = (0..usize::from(height)).filter(|&y| before[row(y)] != after[row(y)]).collect();
    let (Some(&top), Some(&bottom)) = (rows.first(), rows.last()) else {
        return Frame {
            width: 1,
            height: 1,
            delay,
            transparent: Some(TRANSPARENT),
            buffer: Cow::Owned(vec![TRANSPARENT]),
            ..Frame::default()
        };
    };
    let pairs = |y: usize| before[row(y)].iter().zip(&after[row(y)]);
    let left = rows.iter().filter_map(|&y| pairs(y).position(|(b, a)| b != a)).min().unwrap_or(0);
    let right = rows.iter().filter_map(|&y| pairs(y).rposition(|(b, a)| b != a)).max().unwrap_or(w - 1);
    let mut buffer = Vec::with_capacity((right - left + 1) * (bottom - top + 1));
    for y in top..=bottom {
        let span = y * w + left..y * w + right + 1;
        buffer.extend(
            before[span.clone()]
                .iter()
                .zip(&after[span])
                .map(|(&b, &a)| if b == a { TRANSPARENT } else { a }),
        );
    }
    Frame {
        left: left as u16,
        top: top as u16,
        width: (right - left + 1) as u16,
        height: (bottom - top + 1) as u16,
        delay,
        dispose: DisposalMethod::Keep,
        transparent: Some(TRANSPARENT),
        buffer: Cow::Owned(buffer),
        ..Frame::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delta_frames_cover_exactly_the_changed_box() {
        let before = vec![1u8; 10 * 6];
        let mut after = before.clone();
        after[2 * 10 + 3] = 7;
        after[4 * 10 + 6] = 8;
        let frame = delta_frame(&before, &after, 10, 6, 5);
        assert_eq!((frame.left, frame.top, frame.width, frame.height), (3, 2, 4, 3));
        assert_eq!(frame.buffer[0], 7);
        assert_eq!(frame.buffer[frame.buffer.len() - 1], 8);
        assert_eq!(frame.buffer.iter().filter(|&&i| i == TRANSPARENT).count(), 10);
        let still = delta_frame(&before, &before, 10, 6, 5);
        assert_eq!((still.width, still.height), (1, 1));
    }
}
