//! Parts of a picture kept as drawn: a player's corner, the goal, the
//! legend. Each is drawn from a few words and numbers that change seldom
//! (a corner only when its player moves), yet drawing them letter by
//! letter was a sixth of a picture's time. Drawn over the empty board, a
//! part's pixels depend only on that board and on what the part shows, so
//! the pixels it painted are kept under both and copied into the next
//! picture that shows the same.
//!
//! A part is kept, and laid again, only where the canvas was not painted
//! before it in any of the columns it paints (a canvas notes, row by row,
//! the columns painted since it left the empty board): there the canvas
//! still holds the empty board's pixels, so copying the kept pixels gives
//! exactly what drawing the part would. Anywhere else the part is drawn
//! as always.

use std::sync::{Arc, Mutex, PoisonError};

use crate::render::canvas::{Canvas, Written};

/// Most bytes of pixels kept. At Discord's widths a corner is 7–35 KB,
/// the goal 14–21 KB and a legend 10–90 KB; this keeps the corners of a
/// couple of hundred games being played at once.
const KEPT_BYTES: usize = 12 << 20;

/// What identifies a part's pixels: the empty board's id and everything
/// the part shows, as its drawer describes it.
type Key = (u64, String);

/// One part as drawn over the empty board.
struct Part {
    /// Each row it painted: the row, its first column, the pixels.
    rows: Vec<(u32, u32, Vec<u8>)>,
    /// The texts it wrote, as the canvas noted them.
    written: Vec<Written>,
}

impl Part {
    /// Bytes of pixels held.
    fn bytes(&self) -> usize {
        self.rows.iter().map(|(_, _, pixels)| pixels.len()).sum()
    }

    /// Whether the canvas is still the empty board in every column this
    /// part paints.
    fn fits(&self, canvas: &Canvas) -> bool {
        let painted = canvas.painted();
        self.rows.iter().all(|(y, from, pixels)| {
            let to = from + (pixels.len() / 3) as u32;
            painted.get(*y as usize).is_some_and(|&span| apart(span, (*from, to)))
        })
    }

    /// Copies this part's pixels and texts into `canvas`.
    fn lay(&self, canvas: &mut Canvas) {
        for (y, from, pixels) in &self.rows {
            canvas.put_row(*y, *from, pixels);
        }
        for written in &self.written {
            canvas.note(written.clone());
        }
    }
}

/// Whether columns `a` and `b` (each `from..to`, empty when `from >= to`)
/// have none in common.
fn apart(a: (u32, u32), b: (u32, u32)) -> bool {
    a.0 >= a.1 || b.0 >= b.1 || a.1 <= b.0 || b.1 <= a.0
}

/// The kept parts, the most recently used last, and their bytes.
struct Kept {
    parts: Vec<(Key, Arc<Part>)>,
    bytes: usize,
}

static KEPT: Mutex<Kept> = Mutex::new(Kept { parts: Vec::new(), bytes: 0 });

/// Draws a part of the picture on `canvas` with `draw`, or lays it as
/// kept: `describe` names everything the part shows (the same words give
/// the same pixels over the same empty board). Only canvases over a kept
/// empty board keep parts.
pub fn draw(canvas: &mut Canvas, describe: impl FnOnce() -> String, draw: impl FnOnce(&mut Canvas)) {
    let Some(board) = canvas.background() else {
        draw(canvas);
        return;
    };
    let key = (board, describe());
    if let Some(part) = find(&key)
        && part.fits(canvas)
    {
        part.lay(canvas);
        return;
    }
    let before = canvas.painted().to_vec();
    let texts_before = canvas.written().len();
    if !canvas.start_recording() {
        // Within another part: that one keeps these pixels.
        draw(canvas);
        return;
    }
    draw(canvas);
    let recorded = canvas.stop_recording();
    let over_empty_board = recorded.iter().zip(&before).all(|(&mine, &earlier)| apart(mine, earlier));
    if !over_empty_board {
        return;
    }
    let rows = (recorded.iter().enumerate())
        .filter(|(_, (from, to))| from < to)
        .map(|(y, &(from, to))| (y as u32, from, canvas.row_pixels(y as u32, from, to).to_vec()))
        .collect();
    let written = canvas.written()[texts_before..].to_vec();
    keep(key, Part { rows, written });
}

/// The part kept under `key`, now the most recently used.
fn find(key: &Key) -> Option<Arc<Part>> {
    let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    let at = kept.parts.iter().position(|(k, _)| k == key)?;
    let entry = kept.parts.remove(at);
    let part = Arc::clone(&entry.1);
    kept.parts.push(entry);
    Some(part)
}

/// Keeps `part` under `key`, letting the least recently used go while
/// more than [`KEPT_BYTES`] are kept.
fn keep(key: Key, part: Part) {
    let bytes = part.bytes();
    if bytes > KEPT_BYTES / 8 {
        return;
    }
    let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    if kept.parts.iter().any(|(k, _)| *k == key) {
        // Drawn at the same moment by another picture.
        return;
    }
    kept.bytes += bytes;
    kept.parts.push((key, Arc::new(part)));
    while kept.bytes > KEPT_BYTES && !kept.parts.is_empty() {
        let (_, gone) = kept.parts.remove(0);
        kept.bytes -= gone.bytes();
    }
}

/// How many parts are kept over the empty board `board`.
#[cfg(test)]
pub fn kept_over(board: u64) -> usize {
    KEPT.lock().unwrap_or_else(PoisonError::into_inner).parts.iter().filter(|((b, _), _)| *b == board).count()
}

#[cfg(test)]
mod tests {
    use image::{Rgb, RgbImage};

    use super::*;
    use crate::render::base;
    use crate::render::geometry::{Point, Rect};

    const GROUND: Rgb<u8> = Rgb([200, 190, 170]);
    const INK: Rgb<u8> = Rgb([20, 30, 40]);

    /// A part with soft edges that also writes a text.
    fn ring(canvas: &mut Canvas, centre: Point) {
        let area = Rect {
            min: Point::new(centre.x - 9.0, centre.y - 9.0),
            max: Point::new(centre.x + 9.0, centre.y + 9.0),
        };
        canvas.fill(area, INK, 0.8, |p| ((p.x - centre.x).hypot(p.y - centre.y) - 6.0).abs() - 1.5);
        canvas.note(Written { text: "ring".into(), cap_height: 9.0, x_height: 6.0, area });
    }

    fn drawn_afresh(
        board: &RgbImage,
        before: impl Fn(&mut Canvas),
        centre: Point,
    ) -> (RgbImage, Vec<(u32, u32)>, Vec<Written>) {
        let mut canvas = Canvas::from_image(board.clone());
        before(&mut canvas);
        ring(&mut canvas, centre);
        (canvas.image().clone(), canvas.painted().to_vec(), canvas.written().to_vec())
    }

    fn drawn_as_part(
        board: &RgbImage,
        id: u64,
        before: impl Fn(&mut Canvas),
        centre: Point,
    ) -> (RgbImage, Vec<(u32, u32)>, Vec<Written>) {
        let mut canvas = Canvas::over(board, Some(id));
        before(&mut canvas);
        draw(&mut canvas, || format!("ring at {centre:?}"), |c| ring(c, centre));
        (canvas.image().clone(), canvas.painted().to_vec(), canvas.written().to_vec())
    }

    /// A part laid as kept gives the pixels, painted columns and texts
    /// drawing it gives, and is laid only where nothing was painted
    /// before it: over other paint it is drawn.
    #[test]
    fn a_kept_part_is_what_drawing_it_gives() {
        let board = RgbImage::from_fn(60, 40, |x, y| if (x / 7 + y / 5) % 2 == 0 { GROUND } else { INK });
        let id = base::next_id();
        let centre = Point::new(30.3, 20.6);
        let nothing = |_: &mut Canvas| {};
        // Beside the part's columns, in its rows: still laid.
        let beside = |c: &mut Canvas| c.blend(2, 20, INK, 1.0);
        // Under it.
        let under = |c: &mut Canvas| c.blend(30, 14, GROUND, 0.5);
        let first = drawn_as_part(&board, id, nothing, centre);
        assert_eq!(first, drawn_afresh(&board, nothing, centre));
        assert!(find(&(id, format!("ring at {centre:?}"))).is_some(), "kept");
        for _ in 0..2 {
            assert_eq!(drawn_as_part(&board, id, nothing, centre), first);
            assert_eq!(drawn_as_part(&board, id, beside, centre), drawn_afresh(&board, beside, centre));
            assert_eq!(drawn_as_part(&board, id, under, centre), drawn_afresh(&board, under, centre));
        }
        // Drawn first over paint, it is not kept.
        let other = Point::new(12.5, 10.5);
        let near = |c: &mut Canvas| c.blend(12, 10, GROUND, 0.5);
        assert_eq!(drawn_as_part(&board, id, near, other), drawn_afresh(&board, near, other));
        assert!(find(&(id, format!("ring at {other:?}"))).is_none(), "drawn over paint, not kept");
        // Over a picture that is not a kept board, nothing is kept.
        let mut canvas = Canvas::from_image(board.clone());
        draw(&mut canvas, || "loose".into(), |c| ring(c, centre));
        assert_eq!(canvas.image(), &drawn_afresh(&board, nothing, centre).0);
        assert!(KEPT.lock().unwrap().parts.iter().all(|((_, key), _)| key != "loose"));
    }

    #[test]
    fn columns_apart_share_none() {
        assert!(apart((0, 5), (5, 9)));
        assert!(apart((6, 9), (0, 6)));
        assert!(!apart((0, 6), (5, 9)));
        assert!(apart((u32::MAX, 0), (0, 9)), "an empty span shares nothing");
        assert!(!apart((3, 4), (0, 9)));
    }
}
