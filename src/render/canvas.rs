//! The pixel buffer and the one way shapes are painted onto it.

use std::sync::{Mutex, PoisonError};

use image::{Rgb, RgbImage};

use crate::render::geometry::{Point, Rect};
use crate::render::palette::{Colour, mix};

/// An opaque RGB picture being drawn, the texts written on it, and
/// which of its pixels were painted.
pub struct Canvas {
    image: RgbImage,
    written: Vec<Written>,
    /// Per row, the columns `from..to` painted so far (`from >= to`: none).
    /// Everything outside is still the picture the canvas started from, so
    /// encoding maps only these pixels onto the palette.
    painted: Vec<(u32, u32)>,
    /// The id of the picture the canvas started from, when it is a kept
    /// one ([`Canvas::over`]).
    background: Option<u64>,
    /// While a part of the picture is recorded (`parts`), the columns of
    /// each row painted since it began, as `painted`.
    recording: Option<Vec<(u32, u32)>>,
}

impl Drop for Canvas {
    /// Keeps the pixel buffer for the next picture ([`Canvas::over`]).
    fn drop(&mut self) {
        let raw = std::mem::take(&mut self.image).into_raw();
        if raw.capacity() == 0 {
            return;
        }
        let kept = Spare { raw, over: self.background.map(|id| (id, std::mem::take(&mut self.painted))) };
        let mut spare = SPARE_BUFFERS.lock().unwrap_or_else(PoisonError::into_inner);
        if spare.len() < KEPT_BUFFERS {
            spare.push(kept);
        } else if let Some(smallest) = spare.iter_mut().min_by_key(|kept| kept.raw.capacity())
            && smallest.raw.capacity() < kept.raw.capacity()
        {
            // Small canvases (a legend's swatch) do not push out pictures'.
            *smallest = kept;
        }
    }
}

/// A finished picture's pixel buffer, kept for the next picture.
struct Spare {
    raw: Vec<u8>,
    /// The id of the picture it was drawn over and the columns of each
    /// row painted over it: everything else in `raw` is still that
    /// picture's.
    over: Option<(u64, Vec<(u32, u32)>)>,
}

/// A text written on a canvas, as drawn: what legibility is measured on.
#[derive(Clone, Debug, PartialEq)]
pub struct Written {
    /// The characters drawn.
    pub text: String,
    /// Height of a capital letter (and of a digit), in pixels.
    pub cap_height: f32,
    /// Height of a small letter x, in pixels.
    pub x_height: f32,
    /// Where the text lies, in pixels.
    pub area: Rect,
}

/// Per pixel, how much of each layer of a pre-drawn shape covers it
/// (0–255): see [`Canvas::stamp`].
pub type Coverage = [u8; 4];

/// A pre-drawn shape: rows of [`Coverage`], and per row the columns
/// `from..to` outside which it covers nothing (so stamping skips them).
pub struct Stamp {
    /// Pixels per row.
    pub width: usize,
    /// The rows, one after the other.
    pub coverage: Vec<Coverage>,
    /// Per row, the columns that cover something.
    pub spans: Vec<(usize, usize)>,
    /// Every row's stretches of covered pixels, top to bottom: row `y`'s
    /// are `runs[row_starts[y]..row_starts[y + 1]]`. Most of a piece is
    /// its fill and nothing else, which an opaque fill lays as a run of
    /// one colour rather than pixel by pixel.
    runs: Vec<StampRun>,
    row_starts: Vec<usize>,
}

/// Pixels next to each other in a row of a [`Stamp`], columns
/// `from..to`, all covered by the fill layer alone and wholly
/// (`fill_only`), or all covered some other way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct StampRun {
    from: usize,
    to: usize,
    fill_only: bool,
}

/// The coverage of a pixel inside a shape's fill and nothing else.
const FILL_ONLY: Coverage = [0, 0, 255, 0];

impl Stamp {
    /// A shape from its rows; the spans and runs are worked out here.
    pub fn new(width: usize, coverage: Vec<Coverage>) -> Stamp {
        let spans = coverage
            .chunks(width.max(1))
            .map(|line| {
                let from = line.iter().position(|c| *c != [0; 4]).unwrap_or(0);
                let to = line.iter().rposition(|c| *c != [0; 4]).map_or(0, |i| i + 1);
                (from, to)
            })
            .collect();
        let (mut runs, mut row_starts): (Vec<StampRun>, _) = (Vec::new(), vec![0]);
        for line in coverage.chunks(width.max(1)) {
            let row_start = runs.len();
            for (x, c) in line.iter().enumerate() {
                if *c == [0; 4] {
                    continue;
                }
                let fill_only = *c == FILL_ONLY;
                match runs[row_start..].last_mut() {
                    Some(run) if run.to == x && run.fill_only == fill_only => run.to += 1,
                    _ => runs.push(StampRun { from: x, to: x + 1, fill_only }),
                }
            }
            row_starts.push(runs.len());
        }
        Stamp { width, coverage, spans, runs, row_starts }
    }

    /// The runs of row `y`.
    fn row_runs(&self, y: usize) -> &[StampRun] {
        &self.runs[self.row_starts[y]..self.row_starts[y + 1]]
    }
}

/// A shape's coverage worked out once around a pixel corner, in the
/// very floats [`Canvas::fill`] computes there: laid with
/// [`Canvas::fill_mask`] round any pixel corner it paints exactly what
/// `fill` would, without a signed distance per pixel.
///
/// Kept as runs: pixels it covers wholly (the inside of a cell or a
/// halo, most of it) as a length alone, only the edge's pixels as floats,
/// nothing for pixels it does not cover; a few kilobytes a shape rather
/// than a float for every pixel of its box.
pub struct Mask {
    /// The first column and row, from the corner.
    left: i64,
    top: i64,
    /// Rows.
    height: i64,
    /// Every row's runs, top to bottom: row `y`'s are
    /// `runs[row_starts[y]..row_starts[y + 1]]`.
    runs: Vec<Run>,
    row_starts: Vec<usize>,
    /// The coverage of the pixels of the runs that cover partly.
    edges: Vec<f32>,
}

/// Pixels next to each other in a row of a [`Mask`], from column `from`
/// (from the mask's left), all covered wholly or all partly.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Run {
    from: u32,
    len: u32,
    /// Where in `edges` the run's coverages start; `None`: each is 1.
    edges: Option<u32>,
}

impl Mask {
    /// The coverage of the shape `sdf` (signed distances from the corner
    /// at `(0, 0)`) on the pixels `fill` looks at for `area` (from that
    /// corner too) wherever the corner is.
    pub fn new(area: Rect, sdf: impl Fn(Point) -> f32) -> Mask {
        // A pixel more on each side than `pixel_range` takes: moved to
        // another corner, the area's ends may round the other way.
        let (left, top) = (area.min.x.floor() as i64 - 1, area.min.y.floor() as i64 - 1);
        let (right, bottom) = (area.max.x.ceil() as i64 + 2, area.max.y.ceil() as i64 + 2);
        let mut mask = Mask {
            left,
            top,
            height: (bottom - top).max(0),
            runs: Vec::new(),
            row_starts: vec![0],
            edges: Vec::new(),
        };
        for y in top..bottom {
            for x in left..right {
                mask.push((x - left) as u32, coverage_at(&sdf, x, y));
            }
            mask.row_starts.push(mask.runs.len());
        }
        mask
    }

    /// Adds the pixel at column `x` of the last row with coverage `c`.
    fn push(&mut self, x: u32, c: f32) {
        // `fill` leaves a pixel of no coverage as it is.
        if c == 0.0 {
            return;
        }
        let whole = c == 1.0;
        let row_start = self.row_starts[self.row_starts.len() - 1];
        if let Some(run) = self.runs[row_start..].last_mut()
            && run.from + run.len == x
            && run.edges.is_none() == whole
        {
            run.len += 1;
        } else {
            let edges = (!whole).then_some(self.edges.len() as u32);
            self.runs.push(Run { from: x, len: 1, edges });
        }
        if !whole {
            self.edges.push(c);
        }
    }

    /// The runs of row `y` (from the mask's top).
    fn row(&self, y: i64) -> &[Run] {
        let y = y as usize;
        &self.runs[self.row_starts[y]..self.row_starts[y + 1]]
    }
}

/// A shape's coverage of pixel `(x, y)`: its signed distance at the
/// pixel's centre, as [`Canvas::fill`] takes it.
fn coverage_at(sdf: &impl Fn(Point) -> f32, x: i64, y: i64) -> f32 {
    coverage(sdf(Point::new(x as f32 + 0.5, y as f32 + 0.5)))
}

/// Pixel buffers kept at most: pictures are drawn one per core at a time,
/// over up to four empty boards (two widths, two sides) in a busy minute.
const KEPT_BUFFERS: usize = 6;

/// The pixels of finished pictures, kept for the next: a picture's copy of
/// the empty board (2.2 MB at 800 px) otherwise lands in fresh memory,
/// every page of which the system clears and maps on first touch; and a
/// buffer drawn over the same empty board needs only its painted pixels
/// put back.
static SPARE_BUFFERS: Mutex<Vec<Spare>> = Mutex::new(Vec::new());

impl Canvas {
    /// A canvas starting from a copy of `background`, made in a kept
    /// buffer: the same pixels as `from_image(background.clone())`.
    /// `id` names `background` for as long as the process runs (a kept
    /// empty board's): a buffer last drawn over the same picture is put
    /// back to it where it was painted, rather than copied whole.
    pub fn over(background: &RgbImage, id: Option<u64>) -> Canvas {
        let needed = background.as_raw().len();
        let (width, height) = background.dimensions();
        let mut spare = SPARE_BUFFERS.lock().unwrap_or_else(PoisonError::into_inner);
        let same = |kept: &Spare| {
            kept.raw.len() == needed
                && matches!(&kept.over, Some((over, painted)) if Some(*over) == id && painted.len() == height as usize)
        };
        let raw = match spare.iter().position(same).map(|i| spare.swap_remove(i)) {
            Some(Spare { mut raw, over: Some((_, painted)) }) => {
                drop(spare);
                let row_bytes = width as usize * 3;
                for (y, &(from, to)) in painted.iter().enumerate() {
                    if from < to {
                        let at = y * row_bytes;
                        let span = at + from as usize * 3..at + to as usize * 3;
                        raw[span.clone()].copy_from_slice(&background.as_raw()[span]);
                    }
                }
                raw
            }
            _ => {
                // One that holds the picture, if any is kept, else the largest.
                let best = (spare.iter().enumerate())
                    .min_by_key(|(_, kept)| {
                        (kept.raw.capacity() < needed, kept.raw.capacity().abs_diff(needed))
                    })
                    .map(|(i, _)| i);
                let mut raw = best.map(|i| spare.swap_remove(i).raw).unwrap_or_default();
                drop(spare);
                raw.clear();
                raw.extend_from_slice(background.as_raw());
                raw
            }
        };
        // Always some: the buffer holds exactly the background's pixels.
        let image = RgbImage::from_raw(width, height, raw).unwrap_or_else(|| background.clone());
        let mut canvas = Canvas::from_image(image);
        canvas.background = id;
        canvas
    }

    /// A `width` × `height` picture filled with `background`.
    pub fn new(width: u32, height: u32, background: Colour) -> Canvas {
        Canvas::from_image(RgbImage::from_pixel(width, height, background))
    }

    /// A canvas starting from an existing picture.
    pub fn from_image(image: RgbImage) -> Canvas {
        let painted = vec![(u32::MAX, 0); image.height() as usize];
        Canvas { image, written: Vec::new(), painted, background: None, recording: None }
    }

    /// Width in pixels.
    pub fn width(&self) -> u32 {
        self.image.width()
    }

    /// Height in pixels.
    pub fn height(&self) -> u32 {
        self.image.height()
    }

    /// The finished picture.
    pub fn into_image(mut self) -> RgbImage {
        std::mem::take(&mut self.image)
    }

    /// The picture so far.
    pub fn image(&self) -> &RgbImage {
        &self.image
    }

    /// Per row, the columns `from..to` painted since the canvas started
    /// (`from >= to` where nothing was): every pixel outside them is the
    /// starting picture's.
    pub fn painted(&self) -> &[(u32, u32)] {
        &self.painted
    }

    /// Notes that columns `from..to` of row `y` (all in the picture) are
    /// painted.
    fn paint(&mut self, y: usize, from: u32, to: u32) {
        widen(&mut self.painted, &mut self.recording, y, from, to);
    }

    /// The id of the kept picture the canvas started from, if it did
    /// ([`Canvas::over`]).
    pub fn background(&self) -> Option<u64> {
        self.background
    }

    /// Starts noting, apart from `painted`, which columns of each row are
    /// painted from now on; false (and nothing changes) if that is
    /// already being noted.
    pub fn start_recording(&mut self) -> bool {
        if self.recording.is_some() {
            return false;
        }
        self.recording = Some(vec![(u32::MAX, 0); self.painted.len()]);
        true
    }

    /// Per row, the columns `from..to` painted since [`start_recording`]
    /// (`from >= to`: none), and stops noting them.
    ///
    /// [`start_recording`]: Canvas::start_recording
    pub fn stop_recording(&mut self) -> Vec<(u32, u32)> {
        self.recording.take().unwrap_or_default()
    }

    /// The pixels of columns `from..to` of row `y`, three bytes each.
    pub fn row_pixels(&self, y: u32, from: u32, to: u32) -> &[u8] {
        let at = y as usize * self.width() as usize * 3;
        &self.image.as_raw()[at + from as usize * 3..at + to as usize * 3]
    }

    /// Sets the pixels of row `y` from column `from` on to `pixels`
    /// (three bytes each, all in the picture), and notes them painted.
    pub fn put_row(&mut self, y: u32, from: u32, pixels: &[u8]) {
        let to = from + (pixels.len() / 3) as u32;
        let at = y as usize * self.width() as usize * 3;
        let raw: &mut [u8] = &mut self.image;
        raw[at + from as usize * 3..at + to as usize * 3].copy_from_slice(pixels);
        self.paint(y as usize, from, to);
    }

    /// Notes that `written` was drawn (text drawing calls this).
    pub fn note(&mut self, written: Written) {
        self.written.push(written);
    }

    /// Every text written so far, in the order drawn.
    pub fn written(&self) -> &[Written] {
        &self.written
    }

    /// Lays `colour` over the pixel at `(x, y)` with opacity `alpha`.
    /// Pixels outside the picture are ignored.
    pub fn blend(&mut self, x: i64, y: i64, colour: Colour, alpha: f32) {
        if alpha <= 0.0 || x < 0 || y < 0 || x >= i64::from(self.width()) || y >= i64::from(self.height()) {
            return;
        }
        let (x, y) = (x as u32, y as u32);
        self.paint(y as usize, x, x + 1);
        let pixel = self.image.get_pixel_mut(x, y);
        *pixel = if alpha >= 1.0 { colour } else { mix(*pixel, colour, alpha) };
    }

    /// Lays `colour` over the pixels from `(left, top)` on with the
    /// opacities `coverage` holds, `width` to a row: what [`Canvas::blend`]
    /// does to each of them, a row at a time (a letter's pixels: blending
    /// them one call each was a tenth of a picture's time). Pixels outside
    /// the picture are ignored.
    pub fn blend_rows(&mut self, (left, top): (i64, i64), width: usize, coverage: &[f32], colour: Colour) {
        let (canvas_width, canvas_height) = (i64::from(self.width()), i64::from(self.height()));
        // The columns of every row that are in the picture.
        let (first, last) = ((-left).max(0), (canvas_width - left).min(width as i64));
        if first >= last {
            return;
        }
        for (row, line) in coverage.chunks(width.max(1)).enumerate() {
            let y = top + row as i64;
            if y < 0 || y >= canvas_height {
                continue;
            }
            let line = &line[first as usize..last as usize];
            // `blend` leaves a pixel alone exactly when this is false.
            let paints = |a: &f32| *a > 0.0 || a.is_nan();
            let Some(from) = line.iter().position(paints) else { continue };
            let to = line.iter().rposition(paints).map_or(from, |i| i + 1);
            let x0 = left + first;
            self.paint(y as usize, (x0 + from as i64) as u32, (x0 + to as i64) as u32);
            let start = ((y * canvas_width + x0) * 3) as usize;
            let raw: &mut [u8] = &mut self.image;
            let pixels = raw[start..start + line.len() * 3].chunks_exact_mut(3);
            for (&a, pixel) in line.iter().zip(pixels).skip(from).take(to - from) {
                if !paints(&a) {
                    continue;
                }
                let under = Rgb([pixel[0], pixel[1], pixel[2]]);
                pixel.copy_from_slice(&if a >= 1.0 { colour } else { mix(under, colour, a) }.0);
            }
        }
    }

    /// The pixels of `area` that lie in the picture, as `(x0..x1, y0..y1)`.
    fn pixel_range(&self, area: Rect) -> (std::ops::Range<i64>, std::ops::Range<i64>) {
        let clamp = |v: f32, max: u32| (v.max(0.0) as i64).min(i64::from(max));
        let x0 = clamp(area.min.x.floor(), self.width());
        let x1 = clamp(area.max.x.ceil() + 1.0, self.width());
        let y0 = clamp(area.min.y.floor(), self.height());
        let y1 = clamp(area.max.y.ceil() + 1.0, self.height());
        (x0..x1, y0..y1)
    }

    /// Paints `colour` (opacity `alpha`) wherever the signed distance `sdf`
    /// is negative, looking only inside `area`. The one-pixel band around
    /// distance 0 is blended: edges are anti-aliased.
    pub fn fill(&mut self, area: Rect, colour: Colour, alpha: f32, sdf: impl Fn(Point) -> f32) {
        let (xs, ys) = self.pixel_range(area);
        for y in ys {
            for x in xs.clone() {
                self.blend(x, y, colour, alpha * coverage_at(&sdf, x, y));
            }
        }
    }

    /// What `fill(area, colour, alpha, sdf)` paints, for a shape whose
    /// signed distance from `corner` (a pixel corner) `mask` holds: the
    /// same pixels in the same colours. Pixels of `area` out of the mask's
    /// reach are left, as `fill` leaves pixels the shape does not cover.
    pub fn fill_mask(&mut self, area: Rect, colour: Colour, alpha: f32, corner: (i64, i64), mask: &Mask) {
        let (xs, ys) = self.pixel_range(area);
        let (left, top) = (corner.0 + mask.left, corner.1 + mask.top);
        let width = i64::from(self.width());
        for y in ys.start.max(top)..ys.end.min(top + mask.height) {
            let mut painted = (i64::MAX, i64::MIN);
            for run in mask.row(y - top) {
                // The run's columns in the area and the picture.
                let start = left + i64::from(run.from);
                let end = start + i64::from(run.len);
                let (x0, x1) = (start.max(xs.start), end.min(xs.end));
                if x0 >= x1 {
                    continue;
                }
                let raw: &mut [u8] = &mut self.image;
                let pixels =
                    raw[((y * width + x0) * 3) as usize..((y * width + x1) * 3) as usize].chunks_exact_mut(3);
                // What `blend` does to each pixel, with `fill`'s opacity.
                let paint = |pixel: &mut [u8], a: f32| {
                    if a <= 0.0 {
                        return false;
                    }
                    let under = Rgb([pixel[0], pixel[1], pixel[2]]);
                    pixel.copy_from_slice(&if a >= 1.0 { colour } else { mix(under, colour, a) }.0);
                    true
                };
                let mut any = false;
                match run.edges {
                    // Covered wholly: `alpha * 1.0`.
                    None => {
                        for pixel in pixels {
                            any |= paint(pixel, alpha);
                        }
                    }
                    Some(at) => {
                        let edges = &mask.edges[at as usize + (x0 - start) as usize..];
                        for (pixel, &c) in pixels.zip(edges) {
                            any |= paint(pixel, alpha * c);
                        }
                    }
                }
                if any {
                    painted = (painted.0.min(x0), painted.1.max(x1));
                }
            }
            if painted.0 < painted.1 {
                self.paint(y as usize, painted.0 as u32, painted.1 as u32);
            }
        }
    }

    /// Paints a shape with a border in one pass: `border` in the outer
    /// `border_width` pixels, `fill` inside.
    pub fn fill_bordered(
        &mut self,
        area: Rect,
        fill: Colour,
        border: Colour,
        border_width: f32,
        sdf: impl Fn(Point) -> f32,
    ) {
        let (xs, ys) = self.pixel_range(area);
        for y in ys {
            for x in xs.clone() {
                let d = sdf(Point::new(x as f32 + 0.5, y as f32 + 0.5));
                if d >= 0.5 {
                    continue;
                }
                self.blend(x, y, border, coverage(d));
                self.blend(x, y, fill, coverage(d + border_width));
            }
        }
    }

    /// Paints a soft shape: opacity falls from `alpha` inside to 0 over
    /// `softness` pixels outside the edge (shadows, glows).
    pub fn fill_soft(
        &mut self,
        area: Rect,
        colour: Colour,
        alpha: f32,
        softness: f32,
        sdf: impl Fn(Point) -> f32,
    ) {
        let (xs, ys) = self.pixel_range(area);
        let softness = softness.max(1.0);
        for y in ys {
            for x in xs.clone() {
                let d = sdf(Point::new(x as f32 + 0.5, y as f32 + 0.5));
                self.blend(x, y, colour, alpha * soft_coverage(d, softness));
            }
        }
    }

    /// Lays a pre-drawn shape with its top-left pixel at `(left, top)`:
    /// `shape.coverage` holds `shape.width`-pixel rows, and each of its four
    /// layers is laid in order with the matching colour at `alphas` opacity.
    pub fn stamp(&mut self, (left, top): (i64, i64), shape: &Stamp, colours: [Colour; 4], alphas: [f32; 4]) {
        let (canvas_width, canvas_height) = (i64::from(self.width()), i64::from(self.height()));
        // Opacity per layer in 1/65536ths of a full-coverage pixel.
        let scale = alphas.map(|a| (a.clamp(0.0, 1.0) * 65536.0 / 255.0).round() as u32);
        let opaque_fill = alphas[2] >= 1.0;
        let width = shape.width.max(1) as i64;
        let (raw, painted, recording): (&mut [u8], _, _) =
            (&mut self.image, &mut self.painted, &mut self.recording);
        let lay = |cover: &Coverage, pixel: &mut [u8]| lay_pixel(cover, pixel, &colours, scale, opaque_fill);
        for ((row, line), &(from, to)) in shape.coverage.chunks(width as usize).enumerate().zip(&shape.spans)
        {
            let y = top + row as i64;
            // The columns of this row that are drawn and in the picture.
            let (first, last) = ((-left).max(from as i64), (canvas_width - left).min(to as i64));
            if y < 0 || y >= canvas_height || first >= last {
                continue;
            }
            widen(painted, recording, y as usize, (left + first) as u32, (left + last) as u32);
            let row_start = (y * canvas_width + left) * 3;
            for run in shape.row_runs(row) {
                // The run's columns that are in the picture.
                let (from, to) = (run.from.max(first as usize), run.to.min(last as usize));
                if from >= to {
                    continue;
                }
                let start = (row_start + from as i64 * 3) as usize;
                let pixels = raw[start..start + (to - from) * 3].chunks_exact_mut(3);
                if run.fill_only && opaque_fill {
                    // What laying each pixel gives: the fill's colour.
                    for pixel in pixels {
                        pixel.copy_from_slice(&colours[2].0);
                    }
                    continue;
                }
                for (cover, pixel) in line[from..to].iter().zip(pixels) {
                    lay(cover, pixel);
                }
            }
        }
    }
}

/// What [`Canvas::stamp`] does to one `pixel` of a shape it covers with
/// `cover`: each layer laid in order with `colours` at opacity `scale`
/// (in 1/65536ths per unit of coverage); deep inside an opaque fill only
/// the fill (and a mark on it) shows.
fn lay_pixel(cover: &Coverage, pixel: &mut [u8], colours: &[Colour; 4], scale: [u32; 4], opaque_fill: bool) {
    let from = if opaque_fill && cover[2] == 255 {
        pixel.copy_from_slice(&colours[2].0);
        3
    } else {
        0
    };
    for layer in from..4 {
        let alpha = u32::from(cover[layer]) * scale[layer];
        if alpha > 0 {
            for c in 0..3 {
                let (under, over) = (u32::from(pixel[c]), u32::from(colours[layer][c]));
                pixel[c] = ((under * (65536 - alpha) + over * alpha + 32768) >> 16) as u8;
            }
        }
    }
}

/// How much of a pixel a shape covers when the pixel's centre is `d`
/// pixels outside its edge.
pub fn coverage(d: f32) -> f32 {
    (0.5 - d).clamp(0.0, 1.0)
}

/// Opacity of a soft shape `d` pixels outside its edge, fading over
/// `softness` pixels.
pub fn soft_coverage(d: f32, softness: f32) -> f32 {
    let t = (1.0 - d / softness).clamp(0.0, 1.0);
    t * t
}

/// Widens row `y`'s painted columns in `painted` (and in `recording`,
/// while a part is recorded) to take in `from..to`.
fn widen(painted: &mut [(u32, u32)], recording: &mut Option<Vec<(u32, u32)>>, y: usize, from: u32, to: u32) {
    let span = &mut painted[y];
    *span = (span.0.min(from), span.1.max(to));
    if let Some(recorded) = recording {
        let span = &mut recorded[y];
        *span = (span.0.min(from), span.1.max(to));
    }
}

/// A coverage fraction (0–1) as a byte.
pub fn coverage_byte(c: f32) -> u8 {
    (c.clamp(0.0, 1.0) * 255.0).round() as u8
}

#[cfg(test)]
mod tests {
    use image::Rgb;

    use super::*;
    use crate::render::geometry::{self, circle};

    const BLACK: Colour = Rgb([0, 0, 0]);
    const RED: Colour = Rgb([255, 0, 0]);
    const NONE: Colour = Rgb([0, 0, 255]);

    #[test]
    fn fill_paints_inside_blends_the_edge_and_leaves_the_outside() {
        let mut canvas = Canvas::new(20, 20, BLACK);
        let centre = Point::new(10.0, 10.0);
        canvas.fill(Rect::around(centre, 6.0), RED, 1.0, |p| circle(p, centre, 5.0));
        let image = canvas.into_image();
        assert_eq!(*image.get_pixel(10, 10), RED);
        assert_eq!(*image.get_pixel(1, 1), BLACK);
        let edge = image.get_pixel(14, 10)[0];
        assert!(edge > 0 && edge < 255, "edge pixel {edge} is not blended");
    }

    #[test]
    fn fill_outside_the_picture_is_ignored() {
        let mut canvas = Canvas::new(4, 4, BLACK);
        let far = Point::new(-50.0, 80.0);
        canvas.fill(Rect::around(far, 10.0), RED, 1.0, |p| circle(p, far, 9.0));
        assert!(canvas.into_image().pixels().all(|p| *p == BLACK));
    }

    #[test]
    fn bordered_fill_has_the_border_outside_and_the_fill_inside() {
        let mut canvas = Canvas::new(30, 30, BLACK);
        let centre = Point::new(15.0, 15.0);
        let white = Rgb([255, 255, 255]);
        canvas.fill_bordered(Rect::around(centre, 12.0), white, RED, 3.0, |p| circle(p, centre, 10.0));
        let image = canvas.into_image();
        assert_eq!(*image.get_pixel(15, 15), white);
        assert_eq!(*image.get_pixel(15 + 8, 15), RED);
    }

    /// A mask laid round a pixel corner paints what filling the shape
    /// there paints, pixel for pixel, clipped at the picture's edges too,
    /// and a mask reaching past the area paints no more than the area.
    #[test]
    fn a_mask_paints_exactly_what_fill_does() {
        type Shape = fn(Point, f32) -> f32;
        let shapes: [(f32, Shape); 2] = [
            (13.0, |p, unit| geometry::hexagon(p, Point::default(), unit * 0.42) - 0.7),
            (41.0, |p, unit| circle(p, Point::default(), unit * 0.5)),
        ];
        for (unit, shape) in shapes {
            for corner in [(30, 25), (2, 3), (58, 47)] {
                let centre = Point::new(corner.0 as f32, corner.1 as f32);
                let area = Rect::around(centre, unit * 0.58);
                let mask = Mask::new(Rect::around(Point::default(), unit * 0.58), |p| shape(p, unit));
                let (mut filled, mut masked) = (Canvas::new(60, 50, BLACK), Canvas::new(60, 50, BLACK));
                filled.fill(area, RED, 0.8, |p| shape(p - centre, unit));
                masked.fill_mask(area, RED, 0.8, corner, &mask);
                assert!(filled.image.pixels().any(|p| *p != BLACK));
                let painted = masked.painted().to_vec();
                for (y, row) in masked.image.rows().enumerate() {
                    for (x, pixel) in row.enumerate() {
                        let (from, to) = painted[y];
                        assert!(*pixel == BLACK || (from..to).contains(&(x as u32)), "({x}, {y}) not noted");
                    }
                }
                assert_eq!(filled.into_image(), masked.into_image(), "unit {unit} at {corner:?}");
            }
        }
        let wide = Mask::new(Rect::around(Point::default(), 20.0), |p| circle(p, Point::default(), 15.0));
        // Only the edge is kept as floats: a ring of pixels round the disc.
        assert!(wide.edges.len() < 4 * 31 * 2, "{} edge pixels", wide.edges.len());
        assert!(wide.runs.iter().any(|run| run.edges.is_none() && run.len > 20));
        let mut canvas = Canvas::new(60, 50, BLACK);
        canvas.fill_mask(Rect::around(Point::new(30.0, 25.0), 3.0), RED, 1.0, (30, 25), &wide);
        assert_eq!(canvas.into_image().pixels().filter(|p| **p == RED).count(), 7 * 7);
    }

    /// A canvas over a background starts from its pixels, whatever a kept
    /// buffer held before, and notes nothing painted.
    #[test]
    fn a_canvas_over_a_background_starts_from_its_pixels() {
        let mut background = RgbImage::from_pixel(9, 4, RED);
        background.put_pixel(8, 3, BLACK);
        for size in [(30, 20), (2, 2), (9, 4)] {
            // Leaves a buffer of another picture behind.
            drop(Canvas::new(size.0, size.1, NONE));
            let canvas = Canvas::over(&background, None);
            assert!(canvas.painted().iter().all(|(from, to)| from >= to));
            assert_eq!(canvas.into_image(), background);
        }
    }

    /// A buffer kept from a picture drawn over a background is put back
    /// to that background where it was painted, and gives the same
    /// pixels a copy of it would, picture after picture; a buffer drawn
    /// over another background of the same size is not mistaken for one.
    #[test]
    fn a_kept_buffer_drawn_over_the_same_background_is_put_back_to_it() {
        let background = RgbImage::from_fn(23, 11, |x, y| Rgb([x as u8 * 9, y as u8 * 20, 7]));
        let other = RgbImage::from_pixel(23, 11, NONE);
        // Ids no kept empty board has (those count up from 1).
        let (id, other_id) = (u64::MAX - 1, u64::MAX - 2);
        let centre = Point::new(11.0, 5.0);
        for round in 0..6 {
            let mut canvas = Canvas::over(&background, Some(id));
            assert_eq!(canvas.image(), &background, "round {round}");
            // Painted differently each time: a disc, a row of letters'
            // opacities, a pixel in a corner.
            canvas.fill(Rect::around(centre, 6.0), RED, 1.0, |p| circle(p, centre, 2.0 + round as f32));
            canvas.blend_rows((round, 2), 4, &[0.5; 8], BLACK);
            canvas.blend(22, 10, RED, 1.0);
            drop(canvas);
            let mut elsewhere = Canvas::over(&other, Some(other_id));
            elsewhere.blend(round, round, RED, 1.0);
            drop(elsewhere);
        }
        assert_eq!(Canvas::over(&background, Some(id)).into_image(), background);
        assert_eq!(Canvas::over(&other, Some(other_id)).into_image(), other);
    }

    /// Rows of opacities laid at once paint what blending each pixel
    /// paints, and note the same columns, clipped at every edge too.
    #[test]
    fn rows_blend_as_their_pixels_do() {
        let (width, height) = (7, 5);
        let coverage: Vec<f32> = (0..width * height)
            .map(|i| [0.0, 1.0, 0.5, 0.25, -0.1, 0.999, 1.5, 0.0, 0.01, 0.7, 0.0][i % 11])
            .collect();
        let grey = Rgb([120, 130, 140]);
        for at in [(3, 2), (-4, -2), (8, 6), (-10, 0), (0, 20), (11, 1)] {
            let (mut each, mut rows) = (Canvas::new(12, 9, grey), Canvas::new(12, 9, grey));
            for (i, &a) in coverage.iter().enumerate() {
                each.blend(at.0 + (i % width) as i64, at.1 + (i / width) as i64, RED, a);
            }
            rows.blend_rows(at, width, &coverage, RED);
            assert_eq!(each.painted(), rows.painted(), "at {at:?}");
            assert_eq!(each.into_image(), rows.into_image(), "at {at:?}");
        }
    }

    #[test]
    fn stamps_lay_their_layers_in_order_and_clip_at_the_edge() {
        let mut canvas = Canvas::new(3, 2, BLACK);
        let white = Rgb([255, 255, 255]);
        let shape = Stamp::new(2, vec![[0, 255, 0, 0], [0, 255, 255, 0], [255, 0, 0, 0], [0, 0, 0, 0]]);
        assert_eq!(shape.spans, [(0, 2), (0, 1)]);
        canvas.stamp((1, 0), &shape, [RED, RED, white, NONE], [1.0; 4]);
        canvas.stamp((-5, -5), &shape, [RED, RED, white, NONE], [1.0; 4]);
        let image = canvas.into_image();
        assert_eq!(*image.get_pixel(0, 0), BLACK);
        assert_eq!(*image.get_pixel(1, 0), RED);
        assert_eq!(*image.get_pixel(2, 0), white);
        assert_eq!(*image.get_pixel(1, 1), RED);
        assert_eq!(*image.get_pixel(2, 1), BLACK);
    }

    /// A shape laid by runs (its fill's inside as one colour) paints the
    /// pixels laying each covered pixel in turn paints, and notes the
    /// same columns: opaque and translucent, wherever it is clipped.
    #[test]
    fn stamps_laid_by_runs_paint_what_each_pixel_laid_paints() {
        let (width, height) = (13, 9);
        let mut random = crate::rules::SplitMix64::new(3);
        let coverage: Vec<Coverage> = (0..width * height)
            .map(|_| match random.next_u64() % 5 {
                0 => [0; 4],
                1 | 2 => FILL_ONLY,
                3 => [0, 0, 255, 90],
                _ => [(random.next_u64() % 256) as u8, 40, (random.next_u64() % 256) as u8, 0],
            })
            .collect();
        let shape = Stamp::new(width, coverage.clone());
        let colours = [BLACK, Rgb([20, 30, 40]), RED, NONE];
        let background = RgbImage::from_fn(17, 12, |x, y| Rgb([x as u8 * 13, y as u8 * 19, 99]));
        for alphas in [[1.0; 4], [0.3, 1.0, 0.6, 0.5]] {
            for at in [(2, 1), (-4, -3), (10, 7), (-20, 0)] {
                let mut stamped = Canvas::from_image(background.clone());
                stamped.stamp(at, &shape, colours, alphas);
                let mut expected = background.clone();
                let scale = alphas.map(|a| (a.clamp(0.0, 1.0) * 65536.0 / 255.0).round() as u32);
                for (i, cover) in coverage.iter().enumerate() {
                    let (x, y) = (at.0 + (i % width) as i64, at.1 + (i / width) as i64);
                    if *cover == [0; 4] || x < 0 || y < 0 || x >= 17 || y >= 12 {
                        continue;
                    }
                    let pixel = expected.get_pixel_mut(x as u32, y as u32);
                    lay_pixel(cover, &mut pixel.0, &colours, scale, alphas[2] >= 1.0);
                }
                assert_eq!(stamped.into_image(), expected, "at {at:?}, {alphas:?}");
            }
        }
    }

    /// What was painted is noted per row, stamps and single pixels alike,
    /// and nothing outside the notes differs from the starting picture.
    #[test]
    fn painted_columns_are_noted_per_row() {
        let mut canvas = Canvas::new(8, 4, BLACK);
        let shape = Stamp::new(2, vec![[0, 255, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 255, 0]]);
        canvas.stamp((5, 1), &shape, [RED, RED, RED, NONE], [1.0; 4]);
        canvas.blend(1, 1, RED, 0.5);
        canvas.blend(6, 3, RED, 0.0);
        canvas.blend(9, 3, RED, 1.0);
        assert_eq!(canvas.painted(), [(u32::MAX, 0), (1, 6), (6, 7), (u32::MAX, 0)]);
        let mut circled = Canvas::new(20, 20, BLACK);
        let centre = Point::new(10.0, 10.0);
        circled.fill(Rect::around(centre, 6.0), RED, 1.0, |p| circle(p, centre, 5.0));
        let painted = circled.painted().to_vec();
        for (y, row) in circled.into_image().rows().enumerate() {
            for (x, pixel) in row.enumerate() {
                let (from, to) = painted[y];
                assert!(*pixel == BLACK || (from..to).contains(&(x as u32)), "({x}, {y}) not noted");
            }
        }
    }
}
