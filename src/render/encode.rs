//! PNG encoding, tuned for size and speed on flat-coloured pictures.
//!
//! The picture is large areas of a few colours with anti-aliased edges: a
//! 256-colour palette (see `base`) keeps it looking the same at a third of
//! the bytes per pixel, and since every cell is drawn pixel for pixel alike
//! (see `layout`), zlib's fastest level finds long repeats and packs a
//! 1024 px board into about 120 KB (README, Performance). The pixel data is
//! compressed in one call and written as a single IDAT chunk.

use image::RgbImage;
use png::{BitDepth, ColorType, Encoder};

use crate::render::base::Base;
use crate::render::error::RenderError;

/// zlib's level: 1 is the fastest that still finds the repeated stretches
/// of cells.
const DEFLATE_LEVEL: u8 = 1;
/// PNG's filter byte for a row stored as is ("None"): with a palette,
/// differences between indices mean nothing, so no filter does better.
const NO_FILTER: u8 = 0;

/// `image`, drawn over `base`, as PNG bytes in `base`'s palette.
///
/// # Errors
/// [`RenderError::Png`] if the encoder fails (not expected in memory).
pub fn png(image: &RgbImage, base: &Base) -> Result<Vec<u8>, RenderError> {
    let palette = &base.palette;
    let indices = palette.map(image, Some((&base.image, &base.indices)));
    let width = image.width() as usize;
    let mut rows = Vec::with_capacity(indices.len() + image.height() as usize);
    for row in indices.chunks(width.max(1)) {
        rows.push(NO_FILTER);
        rows.extend_from_slice(row);
    }
    let zlib = miniz_oxide::deflate::compress_to_vec_zlib(&rows, DEFLATE_LEVEL);
    let mut bytes = Vec::with_capacity(zlib.len() + 1024);
    let mut encoder = Encoder::new(&mut bytes, image.width(), image.height());
    encoder.set_color(ColorType::Indexed);
    encoder.set_depth(BitDepth::Eight);
    encoder.set_palette(palette.rgb_bytes(palette.len()));
    // The image data goes in as one ready-made IDAT chunk, which the
    // writer does not count as an image.
    encoder.validate_sequence(false);
    let mut writer = encoder.write_header()?;
    writer.write_chunk(png::chunk::IDAT, &zlib)?;
    writer.finish()?;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use image::Rgb;

    use super::*;
    use crate::render::palette;
    use crate::render::quantise::Palette;

    #[test]
    fn png_round_trips_the_palette_colours() {
        let mut image = RgbImage::from_pixel(37, 11, palette::CELL);
        image.put_pixel(3, 4, palette::FRAME);
        image.put_pixel(36, 10, Rgb([1, 2, 3]));
        let palette = Palette::build(&[&image], &palette::flat_colours(), 255, 1);
        let base = Base { indices: palette.map(&image, None), image: image.clone(), palette };
        let bytes = png(&image, &base).unwrap();
        let decoded = image::load_from_memory(&bytes).unwrap().to_rgb8();
        assert_eq!(decoded.dimensions(), (37, 11));
        assert_eq!(*decoded.get_pixel(0, 0), palette::CELL);
        assert_eq!(*decoded.get_pixel(3, 4), palette::FRAME);
        let corner = decoded.get_pixel(36, 10);
        assert!(corner.0.iter().all(|&c| c < 40), "{corner:?} takes the nearest dark entry");
    }
}
