//! Pieces: three dots joined into one body in the owner's colour, the
//! PÜNCT ringed, a level number on every dot above the board, a bridge's
//! unsupported middle dot dashed over its own long shadow.
//!
//! Pieces are painted from the lowest level up, so a higher piece hides
//! what it covers; pieces with no dot on top of any cell are skipped
//! altogether (src/rules/RULES.md §4: they are covered; the level numbers on top
//! tell how high each stack is).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use crate::render::canvas::{Canvas, Mask};
use crate::render::geometry::{self, Point, Rect};
use crate::render::layout::{Layout, MIN_TEXT};
use crate::render::palette::{self, Colour};
use crate::render::sprite::{self, Body, DOT_RADIUS, Look, OUTLINE, PUNCT_RADIUS, Shape, Sprite};
use crate::render::text::{Align, Fonts, Style, Weight};
use crate::rules::{Cell, Footprint, Kind, PieceView, Player, Position};

/// How far the glow round the last moved piece reaches beyond its edge.
const HALO_WIDTH: f32 = 0.085;
/// Capital height of the level number on a dot: as tall as the smallest
/// text, so a stack's height can be read on a phone.
pub const LEVEL_SIZE: f32 = MIN_TEXT;
/// How far the floating dot's shadow fades out.
const GAP_SHADOW_SOFTNESS: f32 = 0.09;
/// Shadow offset under a bridge's unsupported middle dot: it floats.
const GAP_SHADOW_OFFSET: f32 = 0.2;
/// How dark that shadow is: darker than a resting piece's.
const GAP_SHADOW_ALPHA: f32 = 0.5;
/// Number of dashes round an unsupported dot.
const GAP_DASHES: f32 = 10.0;
/// Halos kept at most, one per shape and size in pixels: every halo of
/// two sizes and both sides (132, a test counts them), a few kilobytes
/// each. The store starts over beyond.
const KEPT_HALOS: usize = 256;
/// Dashes of the ring where the last move's PÜNCT came from.
const ORIGIN_DASHES: f32 = 12.0;
/// Half the thickness of that ring.
const ORIGIN_HALF_WIDTH: f32 = 0.05;

/// The colours of one piece picture.
#[derive(Clone, Copy, Debug)]
pub struct PieceColours {
    /// Fill.
    pub body: Colour,
    /// Outline.
    pub outline: Colour,
    /// Ring around the PÜNCT.
    pub ring: Colour,
}

impl PieceColours {
    /// The colours of `player`'s pieces on the board.
    pub fn of(player: Player) -> PieceColours {
        PieceColours {
            body: palette::body(player),
            outline: palette::outline(player),
            ring: palette::PUNCT_RING,
        }
    }
}

/// Draws every piece that shows, lowest first.
pub fn draw(canvas: &mut Canvas, layout: &Layout, fonts: &Fonts, position: &Position) {
    for piece in &showing(position) {
        draw_piece(canvas, layout, fonts, position, piece);
    }
}

/// The pieces with a dot on top of some cell, lowest first: those drawn.
pub fn showing(position: &Position) -> Vec<PieceView> {
    let mut showing: Vec<PieceView> =
        position.pieces().filter(|p| !top_cells(position, p).is_empty()).collect();
    showing.sort_by_key(|p| p.level);
    showing
}

/// The cells where `piece` has the highest dot.
fn top_cells(position: &Position, piece: &PieceView) -> Vec<Cell> {
    let cells = piece.footprint.cells();
    cells.into_iter().filter(|&c| position.piece_at(c).is_some_and(|top| top.id == piece.id)).collect()
}

fn draw_piece(canvas: &mut Canvas, layout: &Layout, fonts: &Fonts, position: &Position, piece: &PieceView) {
    if position.last_move().and_then(|m| m.footprint()) == Some(piece.footprint) {
        draw_halo(canvas, layout, piece.footprint);
    }
    if let Some(gap) = piece.gap {
        draw_gap_shadow(canvas, layout, gap);
    }
    let punct = piece.footprint.punct();
    let delta = |c: Cell| (c.col() as i8 - punct.col() as i8, c.row() as i8 - punct.row() as i8);
    let [a, b] = piece.footprint.minors();
    let shape = Shape { minors: [delta(a), delta(b)], level: piece.level, look: Look::Board };
    let colours = PieceColours::of(piece.owner);
    stamp(canvas, &sprite::get(layout, shape), layout.cell_centre(punct), colours);
    if let Some(gap) = piece.gap {
        let radius = if gap == punct { PUNCT_RADIUS } else { DOT_RADIUS };
        draw_unsupported_ring(canvas, layout.cell_centre(gap), layout.unit(), radius, piece.owner);
    }
    if piece.level >= 2 {
        let style = Style {
            cap_height: layout.px(LEVEL_SIZE),
            weight: Weight::Bold,
            colour: palette::ink(piece.owner),
        };
        for cell in top_cells(position, piece) {
            fonts.draw(canvas, style, &piece.level.to_string(), layout.cell_centre(cell), Align::Centre);
        }
    }
}

/// A glow in the last move's colour round the piece that just moved or was
/// placed: the cell tints alone show only as thin rims round its dots.
fn draw_halo(canvas: &mut Canvas, layout: &Layout, footprint: Footprint) {
    let centres = footprint.cells().map(|c| layout.cell_centre(c));
    let body = Body::new(centres, layout.unit());
    let reach = layout.px(HALO_WIDTH);
    let area = body.area(reach + 1.0);
    let [first, ..] = centres;
    if centres.iter().all(|c| c.x.fract() == 0.0 && c.y.fract() == 0.0) {
        // Cell centres, on pixel corners: the halo of this shape, kept.
        let mask = halo_mask(centres.map(|c| c - first), layout.unit(), reach);
        canvas.fill_mask(area, palette::LAST_MOVE, 1.0, (first.x as i64, first.y as i64), &mask);
        return;
    }
    canvas.fill(area, palette::LAST_MOVE, 1.0, |p| body.sdf(p) - reach);
}

/// What decides a halo's pixels: the cell unit, how far it reaches, and
/// its dots in whole pixels from the first.
type HaloKey = (u32, u32, [(i64, i64); 3]);

/// Halos kept: the last moved piece's glow is worked out pixel by pixel
/// from the body's signed distance, the dearest shape of a picture.
static HALOS: Mutex<Option<HashMap<HaloKey, Arc<Mask>>>> = Mutex::new(None);

/// The halo round dots at `dots` (the first at the origin, all on pixel
/// corners), worked out now if not kept: the coverage `draw_halo`'s fill
/// computes, since every distance is taken between the same whole and
/// half pixels.
fn halo_mask(dots: [Point; 3], unit: f32, reach: f32) -> Arc<Mask> {
    let key = (unit.to_bits(), reach.to_bits(), dots.map(|d| (d.x as i64, d.y as i64)));
    let mut guard = HALOS.lock().unwrap_or_else(PoisonError::into_inner);
    let halos = guard.get_or_insert_with(HashMap::new);
    if let Some(halo) = halos.get(&key) {
        return Arc::clone(halo);
    }
    let body = Body::new(dots, unit);
    let halo = Arc::new(Mask::new(body.area(reach + 1.0), |p| body.sdf(p) - reach));
    if halos.len() >= KEPT_HALOS {
        halos.clear();
    }
    halos.insert(key, Arc::clone(&halo));
    halo
}

/// Lays `sprite` with its PÜNCT at `punct` (rounded to the nearest pixel
/// corner: exact for cell centres).
fn stamp(canvas: &mut Canvas, sprite: &Sprite, punct: Point, colours: PieceColours) {
    let anchor = (punct.x.round() as i64 + sprite.left, punct.y.round() as i64 + sprite.top);
    canvas.stamp(
        anchor,
        &sprite.stamp,
        [palette::SHADOW, colours.outline, colours.body, colours.ring],
        [palette::SHADOW_ALPHA, 1.0, 1.0, 1.0],
    );
}

/// The long shadow an unsupported dot casts on what lies below it.
fn draw_gap_shadow(canvas: &mut Canvas, layout: &Layout, gap: Cell) {
    let offset = layout.px(GAP_SHADOW_OFFSET);
    let centre = layout.cell_centre(gap) + Point::new(offset, offset * 1.2);
    let radius = layout.px(DOT_RADIUS);
    let softness = layout.px(GAP_SHADOW_SOFTNESS);
    canvas.fill_soft(
        Rect::around(centre, radius + softness + 1.0),
        palette::SHADOW,
        GAP_SHADOW_ALPHA,
        softness,
        |p| geometry::circle(p, centre, radius),
    );
}

/// A dashed outline round an unsupported dot (it rests on nothing), in
/// the colour of the level numbers so it shows on either colour; `radius`
/// in cell units of `unit` pixels (the legend draws it smaller).
pub fn draw_unsupported_ring(canvas: &mut Canvas, centre: Point, unit: f32, radius: f32, owner: Player) {
    let half = (unit * (OUTLINE / 2.0 + 0.005)).max(1.0);
    let radius = unit * radius - half;
    let area = Rect::around(centre, radius + half + 1.0);
    canvas.fill(area, palette::body(owner), 1.0, |p| geometry::ring(p, centre, radius, half));
    canvas.fill(area, palette::ink(owner), 1.0, |p| {
        let v = p - centre;
        let turn = v.y.atan2(v.x) / std::f32::consts::TAU * GAP_DASHES;
        let dash = (turn - turn.floor() - 0.5).abs() - 0.25;
        geometry::ring(p, centre, radius, half).max(dash * radius)
    });
}

/// A dashed ring in the mover's colours where the PÜNCT stood before the
/// last move: "it came from here".
pub fn draw_origin(canvas: &mut Canvas, layout: &Layout, cell: Cell, mover: Player) {
    draw_origin_at(canvas, layout.cell_centre(cell), layout.unit(), mover);
}

/// [`draw_origin`] centred on any point, `unit` pixels to a cell unit.
pub fn draw_origin_at(canvas: &mut Canvas, centre: Point, unit: f32, mover: Player) {
    let radius = unit * (PUNCT_RADIUS - ORIGIN_HALF_WIDTH);
    let half = unit * ORIGIN_HALF_WIDTH;
    let edge = (unit * OUTLINE / 2.0).max(1.0);
    let area = Rect::around(centre, radius + half + 2.0);
    canvas.fill_bordered(area, palette::body(mover), palette::outline(mover), edge, |p| {
        let v = p - centre;
        let turn = v.y.atan2(v.x) / std::f32::consts::TAU * ORIGIN_DASHES;
        let dash = ((turn - turn.floor() - 0.5).abs() - 0.27) * radius * 0.6;
        geometry::ring(p, centre, radius, half).max(dash)
    });
}

/// One dot as the board draws it, alone: `player`'s body and outline, the
/// PÜNCT ring if `punct`; `unit` pixels to a cell unit (the legend's).
pub fn draw_dot(canvas: &mut Canvas, centre: Point, unit: f32, player: Player, punct: bool) {
    let radius = unit * if punct { PUNCT_RADIUS } else { DOT_RADIUS };
    let border = (unit * OUTLINE).max(1.0);
    let area = Rect::around(centre, radius + 2.0);
    canvas.fill_bordered(area, palette::body(player), palette::outline(player), border, |p| {
        geometry::circle(p, centre, radius)
    });
    if punct {
        let (ring, half) = (unit * sprite::PUNCT_RING_RADIUS, unit * sprite::PUNCT_RING_HALF_WIDTH);
        canvas.fill(area, palette::PUNCT_RING, 1.0, |p| geometry::ring(p, centre, ring, half));
    }
}

/// A small disc in `player`'s colour beside the board (before a name, in
/// the central count), edged so the dark one shows on the dark frame.
pub fn draw_colour_disc(canvas: &mut Canvas, layout: &Layout, player: Player, centre: Point, radius: f32) {
    let border = layout.px(0.035).max(1.0);
    canvas.fill_bordered(
        Rect::around(centre, radius + 2.0),
        palette::frame_body(player),
        palette::DISC_EDGE,
        border,
        |p| geometry::circle(p, centre, radius),
    );
}

/// The three cells of a piece of `kind` as `(col, row)` offsets, PÜNCT
/// first, in the orientation the reserve panel shows it.
pub fn icon_offsets(kind: Kind) -> [(i8, i8); 3] {
    match kind {
        Kind::T => [(0, 0), (1, 1), (1, 0)],
        Kind::C => [(0, 0), (-1, -1), (1, 1)],
        Kind::E => [(-1, -1), (0, 0), (1, 1)],
        Kind::M => [(0, 0), (-1, 0), (1, 1)],
        Kind::L => [(-1, 0), (0, 0), (1, 1)],
        Kind::R => [(1, 1), (0, 0), (-1, 0)],
    }
}

/// Draws a small piece of `kind` centred on `centre`: the reserve
/// panel's pictures, [`sprite::ICON_SCALE`] the size of the board's.
pub fn draw_icon(canvas: &mut Canvas, layout: &Layout, centre: Point, kind: Kind, colours: PieceColours) {
    let [p, a, b] = icon_offsets(kind);
    let delta = |o: (i8, i8)| (o.0 - p.0, o.1 - p.1);
    let shape = Shape { minors: [delta(a), delta(b)], level: 1, look: Look::Icon };
    let sprite = sprite::get(layout, shape);
    stamp(canvas, &sprite, centre - sprite.middle, colours);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A kept halo paints what working it out from the body's signed
    /// distance paints, pixel for pixel, on both sides and at two sizes.
    #[test]
    fn kept_halos_paint_what_the_signed_distance_paints() {
        for (size, perspective) in [(800, Player::White), (517, Player::Black)] {
            let layout = Layout::new(size, perspective).unwrap();
            let at = |(col, row): (i8, i8), (dc, dr): (i8, i8)| Cell::new((col + dc) as u8, (row + dr) as u8);
            let footprints = [(9, 9), (2, 3), (15, 15)].into_iter().flat_map(|centre| {
                Kind::ALL.into_iter().filter_map(move |kind| {
                    let [p, a, b] = icon_offsets(kind).map(|offset| at(centre, offset));
                    Footprint::new(p?, a?, b?).ok()
                })
            });
            for footprint in footprints {
                let mut kept = Canvas::new(size, layout.height(), palette::CELL);
                draw_halo(&mut kept, &layout, footprint);
                let body = Body::new(footprint.cells().map(|c| layout.cell_centre(c)), layout.unit());
                let reach = layout.px(HALO_WIDTH);
                let mut worked_out = Canvas::new(size, layout.height(), palette::CELL);
                worked_out.fill(body.area(reach + 1.0), palette::LAST_MOVE, 1.0, |p| body.sdf(p) - reach);
                assert_eq!(kept.into_image(), worked_out.into_image(), "{footprint} at {size} px");
            }
        }
    }

    /// Every footprint on the board: each cell's PÜNCT with any two other
    /// cells near it that make a piece.
    fn every_footprint() -> Vec<Footprint> {
        let near = |cell: Cell| {
            let (col, row) = (cell.col() as i8, cell.row() as i8);
            (-2..=2).flat_map(move |dc| {
                (-2..=2).filter_map(move |dr| Cell::new((col + dc) as u8, (row + dr) as u8))
            })
        };
        let mut all = Vec::new();
        for punct in Cell::ALL {
            for a in near(punct) {
                for b in near(punct).filter(|&b| b > a) {
                    all.extend(Footprint::new(punct, a, b));
                }
            }
        }
        all
    }

    /// The halo store holds the halo of every footprint at two sizes on
    /// both sides, so pictures of any last move never work one out again
    /// (with 25 games at once a store of 32 started over every few
    /// pictures).
    #[test]
    fn every_halo_of_two_sizes_is_kept() {
        let footprints = every_footprint();
        assert!(footprints.len() > 2000, "{} footprints", footprints.len());
        let mut keys = std::collections::HashSet::new();
        for size in [800, 1024] {
            for perspective in Player::BOTH {
                let layout = Layout::new(size, perspective).unwrap();
                for footprint in &footprints {
                    let centres = footprint.cells().map(|c| layout.cell_centre(c));
                    let dots = centres.map(|c| c - centres[0]);
                    keys.insert((size, dots.map(|d| (d.x as i64, d.y as i64))));
                }
            }
        }
        assert!(keys.len() <= KEPT_HALOS, "{} halos", keys.len());
    }

    /// The icon of each kind has the shape of that kind: building a
    /// footprint from its offsets around I9 gives back the kind.
    #[test]
    fn reserve_icons_have_the_shape_of_their_kind() {
        for kind in Kind::ALL {
            let cells = icon_offsets(kind).map(|(c, r)| Cell::new((9 + c) as u8, (9 + r) as u8).unwrap());
            let footprint = Footprint::new(cells[0], cells[1], cells[2]).unwrap();
            assert_eq!(footprint.kind(), kind);
        }
    }
}
