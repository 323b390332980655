//! PNG encoding, tuned for size and speed on flat-coloured pictures.
//!
//! The picture is large areas of a few colours with anti-aliased edges: a
//! 256-colour palette (see `base`) keeps it looking the same at a third of
//! the bytes per pixel, and since every cell is drawn pixel for pixel alike
//! (see `layout`), zlib's fastest level finds long repeats and packs a
//! 1024 px board into about 120 KB (README, Performance). The pixel data is
//! compressed in one call and written as a single IDAT chunk.
//!
//! A picture is drawn over its base (the empty board), whose pixels are
//! already mapped onto the palette: only the pixels the canvas painted are
//! looked up, everything else is the base's index.

use std::sync::{Mutex, PoisonError};

use png::{BitDepth, ColorType, Encoder};
use zlib_rs::{Deflate, DeflateFlush, Status};

use crate::render::base::Base;
use crate::render::canvas::Canvas;
use crate::render::error::RenderError;

/// zlib's level: 1 is the fastest that still finds the repeated stretches
/// of cells. `zlib-rs` at level 1 compressed a picker picture's rows in
/// two thirds of the time `miniz_oxide` took at its level 1 (0.62 against
/// 0.98 ms), into 4 % more bytes; at level 2 it took as long as miniz and
/// gave 16 % fewer bytes. Time is what a burst of pictures waits for.
const DEFLATE_LEVEL: i32 = 1;
/// zlib's largest window, 32 KB: about fifty rows of an 800 px picture.
const WINDOW_BITS: u8 = 15;
/// PNG's filter byte for a row stored as is ("None"): with a palette,
/// differences between indices mean nothing, so no filter does better.
const NO_FILTER: u8 = 0;

/// Work spaces kept at most: pictures are drawn one per core at a time.
const KEPT_WORK_SPACES: usize = 4;

/// What encoding a picture works in, kept for the next picture: a new
/// compressor allocates and clears a few hundred KB of tables, and new row
/// and output buffers (about a megabyte for an 800 px picture) land in
/// fresh memory, every page of which the system clears and maps on first
/// touch. Shared rather than one per thread, so a burst on many threads
/// keeps no more than these.
#[derive(Default)]
struct WorkSpace {
    compressor: Option<Deflate>,
    /// The PNG rows: each row's filter byte, then its palette indices.
    rows: Vec<u8>,
    /// Room for `rows` compressed: as long as the most they can take, so
    /// it is only ever cleared where it grows.
    zlib: Vec<u8>,
}

static WORK_SPACES: Mutex<Vec<WorkSpace>> = Mutex::new(Vec::new());

impl WorkSpace {
    /// A kept work space, or a new one.
    fn take() -> WorkSpace {
        WORK_SPACES.lock().unwrap_or_else(PoisonError::into_inner).pop().unwrap_or_default()
    }

    /// Keeps this work space for the next picture, if not too many are.
    fn give_back(self) {
        let mut kept = WORK_SPACES.lock().unwrap_or_else(PoisonError::into_inner);
        if kept.len() < KEPT_WORK_SPACES {
            kept.push(self);
        }
    }
}

/// `canvas`, drawn over `base`'s empty board, as PNG bytes in `base`'s
/// palette.
///
/// # Errors
/// [`RenderError::Png`] if the encoder fails (not expected in memory).
pub fn png(canvas: &Canvas, base: &Base) -> Result<Vec<u8>, RenderError> {
    let mut work = WorkSpace::take();
    rows(canvas, base, &mut work.rows);
    let compressor = work.compressor.get_or_insert_with(new_compressor);
    let written = zlib(compressor, &work.rows, &mut work.zlib)
        .and_then(|length| write(canvas, base, &work.zlib[..length]));
    work.give_back();
    written
}

/// The PNG file of `canvas` in `base`'s palette with `zlib` as its image
/// data.
fn write(canvas: &Canvas, base: &Base, zlib: &[u8]) -> Result<Vec<u8>, RenderError> {
    let image = canvas.image();
    let palette = &base.palette;
    let mut bytes = Vec::with_capacity(zlib.len() + 1024);
    let mut encoder = Encoder::new(&mut bytes, image.width(), image.height());
    encoder.set_color(ColorType::Indexed);
    encoder.set_depth(BitDepth::Eight);
    encoder.set_palette(palette.rgb_bytes(palette.len()));
    // The image data goes in as one ready-made IDAT chunk, which the
    // writer does not count as an image.
    encoder.validate_sequence(false);
    let mut writer = encoder.write_header()?;
    writer.write_chunk(png::chunk::IDAT, zlib)?;
    writer.finish()?;
    Ok(bytes)
}

/// A compressor at [`DEFLATE_LEVEL`] that writes zlib's header and
/// checksum.
fn new_compressor() -> Deflate {
    Deflate::new(DEFLATE_LEVEL, true, WINDOW_BITS)
}

/// `data` compressed as a zlib stream at [`DEFLATE_LEVEL`] into the start
/// of `out`, whose length it returns, by `compressor` (reset here, so a
/// kept one does). `out` is first made as long as the most the data can
/// take, so the whole stream is written in one call.
///
/// # Errors
/// [`RenderError::Compress`] if the compressor fails (not expected: all
/// input is given at once, with room for all output).
fn zlib(compressor: &mut Deflate, data: &[u8], out: &mut Vec<u8>) -> Result<usize, RenderError> {
    compressor.reset();
    let room = zlib_rs::compress_bound(data.len());
    if out.len() < room {
        out.resize(room, 0);
    }
    match compressor.compress(data, out, DeflateFlush::Finish) {
        Ok(Status::StreamEnd) => usize::try_from(compressor.total_out()).map_err(|_| RenderError::Compress),
        Ok(_) | Err(_) => Err(RenderError::Compress),
    }
}

/// The PNG rows of `canvas` into `rows` (cleared first): each row's
/// filter byte, then its palette indices, `base`'s where the canvas
/// painted nothing.
fn rows(canvas: &Canvas, base: &Base, rows: &mut Vec<u8>) {
    let image = canvas.image();
    let width = image.width() as usize;
    rows.clear();
    rows.reserve((width + 1) * image.height() as usize);
    if base.image.dimensions() != image.dimensions() || base.indices.len() != width * image.height() as usize
    {
        // Not drawn over this base (never so in a picture): map every pixel.
        let indices = base.palette.map(image, None);
        for row in indices.chunks(width.max(1)) {
            rows.push(NO_FILTER);
            rows.extend_from_slice(row);
        }
        return;
    }
    let row_bytes = width.max(1) * 3;
    let lines = base.indices.chunks(width.max(1)).zip(image.as_raw().chunks(row_bytes));
    let empty = base.image.as_raw().chunks(row_bytes);
    for (((known, pixels), empty), &(from, to)) in lines.zip(empty).zip(canvas.painted()) {
        rows.push(NO_FILTER);
        let start = rows.len();
        rows.extend_from_slice(known);
        if from < to {
            let (from, to) = (from as usize, to as usize);
            map_changed(
                base,
                &pixels[from * 3..to * 3],
                &empty[from * 3..to * 3],
                &mut rows[start + from..start + to],
            );
        }
    }
}

/// Pixels compared with the empty board at a time by [`map_changed`].
const COMPARED: usize = 16;

/// Maps the RGB `pixels` that differ from `empty` (the empty board's
/// pixels at the same place) onto `base`'s palette into `indices`, which
/// hold the empty board's indices: a row's painted columns run from its
/// first painted pixel to its last, and most of them (the cells between
/// a piece on the left and the names on the right) are still the empty
/// board's. Compared [`COMPARED`] pixels at a time, which costs far less
/// than looking each one up.
fn map_changed(base: &Base, pixels: &[u8], empty: &[u8], indices: &mut [u8]) {
    let (mut runs, mut empties) = (pixels.chunks_exact(COMPARED * 3), empty.chunks_exact(COMPARED * 3));
    let mut lookups = indices.chunks_exact_mut(COMPARED);
    for ((pixels, empty), indices) in runs.by_ref().zip(empties.by_ref()).zip(lookups.by_ref()) {
        // Compared as arrays of a known length: inlined, not a call.
        if pixels.first_chunk::<{ COMPARED * 3 }>() != empty.first_chunk::<{ COMPARED * 3 }>() {
            base.palette.map_into(pixels, indices);
        }
    }
    let (pixels, empty) = (runs.remainder(), empties.remainder());
    if pixels != empty {
        base.palette.map_into(pixels, lookups.into_remainder());
    }
}

#[cfg(test)]
mod tests {
    use image::{Rgb, RgbImage};

    use super::*;
    use crate::render::layout::{Layout, MIN_WIDTH};
    use crate::render::quantise::Palette;
    use crate::render::rooms::Rooms;
    use crate::render::{base, palette};
    use crate::rules::Player;

    /// A base whose empty board is `image`, in `palette`.
    fn over(image: &RgbImage, palette: Palette) -> Base {
        let rooms = Rooms::new(&Layout::new(MIN_WIDTH, Player::White).unwrap());
        Base { id: base::next_id(), indices: palette.map(image, None), image: image.clone(), palette, rooms }
    }

    #[test]
    fn png_round_trips_the_palette_colours() {
        let mut image = RgbImage::from_pixel(37, 11, palette::CELL);
        image.put_pixel(3, 4, palette::FRAME);
        image.put_pixel(36, 10, Rgb([1, 2, 3]));
        let palette = Palette::build(&[&image], &palette::flat_colours(), 255, 1);
        let base = over(&image, palette);
        let bytes = png(&Canvas::from_image(image), &base).unwrap();
        let decoded = image::load_from_memory(&bytes).unwrap().to_rgb8();
        assert_eq!(decoded.dimensions(), (37, 11));
        assert_eq!(*decoded.get_pixel(0, 0), palette::CELL);
        assert_eq!(*decoded.get_pixel(3, 4), palette::FRAME);
        let corner = decoded.get_pixel(36, 10);
        assert!(corner.0.iter().all(|&c| c < 40), "{corner:?} takes the nearest dark entry");
    }

    /// A kept compressor gives the bytes a new one does, picture after
    /// picture, into a kept output buffer, and they decompress to the
    /// data.
    #[test]
    fn the_kept_compressor_compresses_as_a_new_one() {
        let pictures: Vec<Vec<u8>> = (0..3u32)
            .map(|k| (0..200_000u32).map(|i| ((i / (7 + k)) % 11 * (i % 3)) as u8).collect())
            .collect();
        let (mut kept, mut out) = (new_compressor(), Vec::new());
        for data in pictures.iter().chain(&pictures).chain([&Vec::new()]) {
            let length = zlib(&mut kept, data, &mut out).unwrap();
            let (mut fresh, mut alone) = (new_compressor(), Vec::new());
            let fresh_length = zlib(&mut fresh, data, &mut alone).unwrap();
            assert_eq!(out[..length], alone[..fresh_length]);
            let mut back = vec![0; data.len() + 1];
            let (unpacked, status) = zlib_rs::decompress_slice(&mut back, &out[..length], Default::default());
            assert_eq!((unpacked, status), (&mut data.clone()[..], zlib_rs::ReturnCode::Ok));
        }
    }

    /// Only painted pixels are looked up, and the PNG is the one mapping
    /// every pixel gives: the base's indices stand for the rest.
    #[test]
    fn pixels_painted_over_the_base_are_mapped_and_the_rest_kept() {
        let image = RgbImage::from_pixel(30, 6, palette::CELL);
        let palette = Palette::build(&[&image], &palette::flat_colours(), 255, 1);
        let base = over(&image, palette);
        let mut canvas = Canvas::from_image(image);
        canvas.blend(4, 2, palette::FRAME, 1.0);
        canvas.blend(25, 2, palette::HINT, 1.0);
        canvas.blend(7, 5, palette::CHAIN, 0.5);
        let painted = canvas.painted();
        assert_eq!((painted[0], painted[2], painted[5]), ((u32::MAX, 0), (4, 26), (7, 8)));
        let mut expected = Vec::new();
        for row in base.palette.map(canvas.image(), None).chunks(30) {
            expected.push(NO_FILTER);
            expected.extend_from_slice(row);
        }
        // Into a kept buffer holding an earlier picture's rows too.
        let mut kept = vec![7; 1000];
        rows(&canvas, &base, &mut kept);
        assert_eq!(kept, expected);
        let decoded = image::load_from_memory(&png(&canvas, &base).unwrap()).unwrap().to_rgb8();
        assert_eq!(*decoded.get_pixel(4, 2), palette::FRAME);
        assert_eq!(*decoded.get_pixel(25, 2), palette::HINT);
        assert_eq!(*decoded.get_pixel(5, 2), palette::CELL);
    }

    /// Within a row's painted columns only the runs that differ from the
    /// empty board are looked up; the rows are still what mapping every
    /// pixel gives, wherever a changed pixel falls among the runs, and
    /// when a pixel was painted in the very colour it had.
    #[test]
    fn only_runs_that_differ_from_the_empty_board_are_looked_up() {
        let image =
            RgbImage::from_fn(101, 9, |x, y| if (x + y) % 7 == 0 { palette::FRAME } else { palette::CELL });
        let palette = Palette::build(&[&image], &palette::flat_colours(), 255, 1);
        let base = over(&image, palette);
        let mut canvas = Canvas::from_image(image);
        let mut random = crate::rules::SplitMix64::new(5);
        for _ in 0..40 {
            let (x, y) = ((random.next_u64() % 101) as i64, (random.next_u64() % 9) as i64);
            let colour = [palette::HINT, palette::CHAIN, palette::CELL][(random.next_u64() % 3) as usize];
            canvas.blend(x, y, colour, [1.0, 0.4][(random.next_u64() % 2) as usize]);
        }
        // Painted but unchanged: the same colour over itself.
        canvas.blend(0, 8, palette::FRAME, 1.0);
        canvas.blend(100, 8, palette::CELL, 1.0);
        let mut expected = Vec::new();
        for row in base.palette.map(canvas.image(), None).chunks(101) {
            expected.push(NO_FILTER);
            expected.extend_from_slice(row);
        }
        let mut rows_now = Vec::new();
        rows(&canvas, &base, &mut rows_now);
        assert_eq!(rows_now, expected);
    }
}
