//! The board itself: 211 cells, the central hexagon, the coloured bands
//! on the three pairs of opposite sides, the coordinates, and the cell
//! tints of the last move, the winning chain and hints.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use crate::render::canvas::{Canvas, Mask, Stamp, coverage, coverage_byte};
use crate::render::geometry::{self, Point, Rect};
use crate::render::layout::{BAND_HALF_WIDTH, LABEL_SIZE, Layout};
use crate::render::marks::Marks;
use crate::render::palette::{self, Colour};
use crate::render::pieces;
use crate::render::text::{Align, Fonts, Style, Weight};
use crate::rules::{CENTRAL_HEXAGON, Cell};

/// Half the distance between two cells' centres: a cell's apothem.
const CELL_APOTHEM: f32 = 0.5;
/// Width of the groove between neighbouring cells.
const GROOVE: f32 = 0.055;
/// Roundness of a cell's corners.
const CELL_CORNER: f32 = 0.05;
/// How far the board's rim reaches beyond the outer cells.
const RIM: f32 = 0.05;
/// Thickness of the hexagonal frame around a hinted cell.
const HINT_WIDTH: f32 = 0.12;
/// How far inside the cell the hint frame lies.
const HINT_INSET: f32 = 0.03;
/// Width of the dark edge on both sides of the hint frame.
const HINT_EDGE: f32 = 0.015;
/// Radius of the ring around each cell of the winning chain.
const CHAIN_RING_RADIUS: f32 = 0.43;
/// Half the thickness of that ring.
const CHAIN_RING_HALF_WIDTH: f32 = 0.045;
/// Its white border, so it reads on dark pieces and on the pink tint.
const CHAIN_RING_BORDER: f32 = 0.02;

/// The board without anything on it: frame, rim, cells, side bands and
/// coordinates. The same for every position of one size and side, so it is
/// drawn once and kept (see `base`).
pub fn draw_empty(layout: &Layout, fonts: &Fonts) -> Canvas {
    let mut canvas = Canvas::new(layout.width(), layout.height(), palette::FRAME);
    draw_rim(&mut canvas, layout);
    for cell in Cell::ALL {
        draw_cell(&mut canvas, layout, cell, plain_colour(cell));
    }
    for (axis, band) in layout.bands() {
        draw_band(&mut canvas, layout, band, palette::side(axis));
    }
    draw_coordinates(&mut canvas, layout, fonts);
    canvas
}

/// Repaints the cells the position marks (last move, winning chain,
/// hints) over the background, and the ring where the last move started.
pub fn draw_marks(canvas: &mut Canvas, layout: &Layout, marks: &Marks) {
    let marked =
        marks.chain.iter().chain(&marks.hints).chain(&marks.marked).copied().chain(marks.last_move.iter());
    for cell in marked {
        draw_cell(canvas, layout, cell, cell_colour(cell, marks));
    }
    if let Some((cell, mover)) = marks.origin {
        pieces::draw_origin(canvas, layout, cell, mover);
    }
}

/// Marks drawn over the pieces: rings round the winning chain and frames
/// round hinted cells.
pub fn draw_overlays(canvas: &mut Canvas, layout: &Layout, marks: &Marks) {
    for &cell in &marks.chain {
        draw_chain_ring(canvas, layout.cell_centre(cell), layout.unit());
    }
    for &cell in &marks.hints {
        draw_hint_frame(canvas, layout.cell_centre(cell), layout.unit());
    }
    for &cell in &marks.marked {
        draw_marked_frame(canvas, layout.cell_centre(cell), layout.unit());
    }
}

/// The ring round a cell of the winning chain, `unit` pixels to a cell
/// unit (the legend draws it smaller).
pub fn draw_chain_ring(canvas: &mut Canvas, centre: Point, unit: f32) {
    let (radius, half) = (unit * CHAIN_RING_RADIUS, unit * CHAIN_RING_HALF_WIDTH);
    let border = unit * CHAIN_RING_BORDER;
    let area = Rect::around(centre, radius + half + border + 1.0);
    canvas.fill_bordered(area, palette::CHAIN, palette::CHAIN_EDGE, border, |p| {
        geometry::ring(p, centre, radius, half + border)
    });
}

/// The frame round a hinted cell.
pub fn draw_hint_frame(canvas: &mut Canvas, centre: Point, unit: f32) {
    draw_frame(canvas, centre, unit, palette::HINT, palette::HINT_EDGE);
}

/// The frame round a cell a lesson marks: a hint's shape in the lessons'
/// own colour.
pub fn draw_marked_frame(canvas: &mut Canvas, centre: Point, unit: f32) {
    draw_frame(canvas, centre, unit, palette::MARKED, palette::MARKED_EDGE);
}

fn draw_frame(canvas: &mut Canvas, centre: Point, unit: f32, colour: Colour, edge: Colour) {
    if centre.x.fract() == 0.0 && centre.y.fract() == 0.0 {
        // A cell's centre, on a pixel corner: the frame kept for this size.
        let frame = frame_stamp(unit);
        let at = (centre.x as i64 + frame.left, centre.y as i64 + frame.top);
        canvas.stamp(at, &frame.stamp, [edge, edge, colour, colour], [0.0, 1.0, 1.0, 0.0]);
        return;
    }
    let area = Rect::around(centre, unit * CELL_APOTHEM * 1.2);
    canvas.fill_bordered(area, colour, edge, frame_edge(unit), |p| frame_sdf(p - centre, unit));
}

/// The frame's signed distance at `p`, from the cell's centre.
fn frame_sdf(p: Point, unit: f32) -> f32 {
    let (apothem, half) = (unit * (CELL_APOTHEM - HINT_INSET), unit * HINT_WIDTH / 2.0);
    (geometry::hexagon(p, Point::default(), apothem) + half).abs() - half
}

/// The width of the frame's dark edge.
fn frame_edge(unit: f32) -> f32 {
    (unit * HINT_EDGE).max(1.0)
}

/// A frame rasterised round a centre on a pixel corner: its edge as the
/// stamp's outline layer, its colour as the fill layer.
struct FrameStamp {
    left: i64,
    top: i64,
    stamp: Stamp,
}

/// Frames kept, one per cell size: a picker frames up to 150 cells, and
/// working out each one's pixels from the signed distance cost more than
/// all the rest of the picture.
static FRAMES: Mutex<Option<HashMap<u32, Arc<FrameStamp>>>> = Mutex::new(None);

/// The frame for cells of size `unit`, rasterised now if not kept yet.
fn frame_stamp(unit: f32) -> Arc<FrameStamp> {
    let key = unit.to_bits();
    let mut guard = FRAMES.lock().unwrap_or_else(PoisonError::into_inner);
    let frames = guard.get_or_insert_with(HashMap::new);
    if let Some(frame) = frames.get(&key) {
        return Arc::clone(frame);
    }
    let reach = (unit * CELL_APOTHEM * 1.2).ceil() as i64 + 1;
    let (left, width) = (-reach, (2 * reach + 1) as usize);
    let edge = frame_edge(unit);
    let mut pixels = Vec::with_capacity(width * width);
    for y in -reach..=reach {
        for x in -reach..=reach {
            let d = frame_sdf(Point::new(x as f32 + 0.5, y as f32 + 0.5), unit);
            let (outline, fill) = if d >= 0.5 { (0.0, 0.0) } else { (coverage(d), coverage(d + edge)) };
            pixels.push([0.0, outline, fill, 0.0].map(coverage_byte));
        }
    }
    let frame = Arc::new(FrameStamp { left, top: left, stamp: Stamp::new(width, pixels) });
    if frames.len() >= 16 {
        frames.clear();
    }
    frames.insert(key, Arc::clone(&frame));
    frame
}

/// A cell's colour with nothing marked: the central hexagon is shaded.
pub fn plain_colour(cell: Cell) -> Colour {
    if CENTRAL_HEXAGON.contains(cell) { palette::CELL_CENTRAL } else { palette::CELL }
}

/// The colour a cell is painted, tints included.
fn cell_colour(cell: Cell, marks: &Marks) -> Colour {
    let base = plain_colour(cell);
    if marks.chain.contains(&cell) {
        palette::mix(base, palette::CHAIN, palette::LAST_MOVE_ALPHA)
    } else if marks.last_move.contains(cell) {
        palette::mix(base, palette::LAST_MOVE, palette::LAST_MOVE_ALPHA)
    } else if marks.hints.contains(&cell) {
        palette::mix(base, palette::HINT, palette::HINT_ALPHA)
    } else if marks.marked.contains(&cell) {
        palette::mix(base, palette::MARKED, palette::HINT_ALPHA)
    } else {
        base
    }
}

/// The board's body: every cell's hexagon grown by the rim, in the groove
/// colour, so the grooves and the outer rim are one material.
fn draw_rim(canvas: &mut Canvas, layout: &Layout) {
    let apothem = layout.px(CELL_APOTHEM + RIM);
    for cell in Cell::ALL {
        let centre = layout.cell_centre(cell);
        let area = Rect::around(centre, apothem * 1.16);
        canvas.fill(area, palette::GROOVE, 1.0, |p| geometry::hexagon(p, centre, apothem));
    }
}

fn draw_cell(canvas: &mut Canvas, layout: &Layout, cell: Cell, colour: Colour) {
    draw_cell_at(canvas, layout.cell_centre(cell), layout.unit(), colour);
}

/// One cell of the board in `colour`, anywhere, `unit` pixels to a cell
/// unit (the legend's swatches).
pub fn draw_cell_at(canvas: &mut Canvas, centre: Point, unit: f32, colour: Colour) {
    let area = Rect::around(centre, unit * CELL_APOTHEM * 1.16);
    if centre.x.fract() == 0.0 && centre.y.fract() == 0.0 {
        // A cell's centre, on a pixel corner: the cell kept for this size.
        let at = (centre.x as i64, centre.y as i64);
        canvas.fill_mask(area, colour, 1.0, at, &cell_mask(unit));
        return;
    }
    canvas.fill(area, colour, 1.0, |p| cell_sdf(p - centre, unit));
}

/// A cell's signed distance at `p`, from its centre.
fn cell_sdf(p: Point, unit: f32) -> f32 {
    let corner = unit * CELL_CORNER;
    let apothem = unit * (CELL_APOTHEM - GROOVE / 2.0) - corner;
    geometry::hexagon(p, Point::default(), apothem) - corner
}

/// Cells kept, one per cell size: a picker marks up to 150 cells, each
/// repainted in its tint, and working out each one's pixels from the
/// signed distance was a fifth of such a picture's time.
static CELLS: Mutex<Option<HashMap<u32, Arc<Mask>>>> = Mutex::new(None);

/// The cell for cells of size `unit`, worked out now if not kept yet.
fn cell_mask(unit: f32) -> Arc<Mask> {
    let mut guard = CELLS.lock().unwrap_or_else(PoisonError::into_inner);
    let cells = guard.get_or_insert_with(HashMap::new);
    if let Some(cell) = cells.get(&unit.to_bits()) {
        return Arc::clone(cell);
    }
    let area = Rect::around(Point::default(), unit * CELL_APOTHEM * 1.16);
    let cell = Arc::new(Mask::new(area, |p| cell_sdf(p, unit)));
    if cells.len() >= 16 {
        cells.clear();
    }
    cells.insert(unit.to_bits(), Arc::clone(&cell));
    cell
}

/// A cell with its groove round it, as it sits in the board: the legend
/// draws its swatches on these.
pub fn draw_cell_swatch(canvas: &mut Canvas, centre: Point, unit: f32, colour: Colour) {
    let apothem = unit * (CELL_APOTHEM + RIM);
    let area = Rect::around(centre, apothem * 1.16);
    canvas.fill(area, palette::GROOVE, 1.0, |p| geometry::hexagon(p, centre, apothem));
    draw_cell_at(canvas, centre, unit, colour);
}

/// A band along the outer edge of one side, where [`Layout::bands`]
/// puts it.
fn draw_band(canvas: &mut Canvas, layout: &Layout, (a, b): (Point, Point), colour: Colour) {
    let radius = layout.px(BAND_HALF_WIDTH);
    let area = Rect::bounding(&[a, b], radius + 1.0);
    canvas.fill(area, colour, 1.0, |p| geometry::capsule(p, a, b, radius));
}

/// Column letters below the columns and row numbers left of the rows,
/// where [`Layout::labels`] puts them.
fn draw_coordinates(canvas: &mut Canvas, layout: &Layout, fonts: &Fonts) {
    let style =
        Style { cap_height: layout.px(LABEL_SIZE), weight: Weight::Regular, colour: palette::FRAME_TEXT };
    for (text, at) in layout.labels() {
        fonts.draw(canvas, style, &text, at, Align::Centre);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Player;

    #[test]
    fn coordinates_never_touch_each_other_or_the_board() {
        for perspective in Player::BOTH {
            let layout = Layout::new(1024, perspective).unwrap();
            let labels = layout.labels();
            assert_eq!(labels.len(), 34);
            let all: Vec<Point> = labels.iter().map(|(_, p)| *p).collect();
            for (i, a) in all.iter().enumerate() {
                for b in &all[i + 1..] {
                    assert!((*a - *b).length() > layout.px(0.75), "{perspective}: {a:?} {b:?}");
                }
                assert_eq!(layout.cell_at(*a), None, "a label lies on a cell");
                assert!(a.x > 0.0 && a.y > 0.0 && a.x < 1024.0 && a.y < layout.height() as f32);
            }
        }
    }

    #[test]
    fn white_reads_letters_along_the_bottom_and_black_too() {
        for perspective in Player::BOTH {
            let layout = Layout::new(1024, perspective).unwrap();
            let (a, q) = (layout.column_label(1).unwrap(), layout.column_label(17).unwrap());
            match perspective {
                Player::White => assert!(a.x < q.x),
                Player::Black => assert!(a.x > q.x),
            }
            let i = layout.column_label(9).unwrap();
            let frame = layout.px(crate::render::layout::FRAME_HEIGHT);
            assert!(i.y > frame * 0.9 && i.y < frame, "I sits under the bottom vertex");
        }
    }
}
