//! PNG encoding, tuned for size and speed on flat-coloured pictures.
//!
//! The picture is large areas of a few colours with anti-aliased edges: a
//! 256-colour palette keeps it looking the same at a third of the bytes
//! per pixel, the `Up` filter turns the rows of flat areas into zeros, and
//! fdeflate's fast mode compresses the rest (README, Performance).

use image::RgbImage;
use png::{BitDepth, ColorType, DeflateCompression, Encoder, Filter};

use crate::render::RenderError;
use crate::render::palette;
use crate::render::quantise::Palette;

/// Palette entries of a PNG.
const COLOURS: usize = 256;
/// zlib's level: 1 is the fastest that still finds repeated runs of
/// cells (all cells are drawn alike, so whole stretches of rows repeat).
const DEFLATE_LEVEL: u8 = 1;
/// Every how many pixels are counted to choose the palette.
const SAMPLE_STRIDE: usize = 4;

/// `image` as PNG bytes with a 256-colour palette.
///
/// # Errors
/// [`RenderError::Png`] if the encoder fails (not expected in memory).
pub fn png(image: &RgbImage) -> Result<Vec<u8>, RenderError> {
    let mut palette = Palette::build(&[image], &palette::flat_colours(), COLOURS, SAMPLE_STRIDE);
    let indices = palette.map(image);
    let mut bytes = Vec::with_capacity(indices.len() / 8);
    let mut encoder = Encoder::new(&mut bytes, image.width(), image.height());
    encoder.set_color(ColorType::Indexed);
    encoder.set_depth(BitDepth::Eight);
    encoder.set_palette(palette.rgb_bytes(palette.len()));
    encoder.set_deflate_compression(DeflateCompression::Level(DEFLATE_LEVEL));
    encoder.set_filter(Filter::NoFilter);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&indices)?;
    writer.finish()?;
    Ok(bytes)
}
