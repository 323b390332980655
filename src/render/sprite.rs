//! Piece bodies: three dots, the bonds between neighbouring dots and a
//! triangle's middle as one signed distance, rasterised once per shape and
//! kept.
//!
//! A picture has up to 36 pieces and a replay thousands, but there are only
//! a few dozen shapes (kind × orientation × shadow length) per size and
//! side. Cell centres lie on pixel corners (see `layout`), so a shape drawn
//! once is exact wherever it is stamped.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use crate::render::canvas::{Stamp, coverage, coverage_byte, soft_coverage};
use crate::render::geometry::{self, Point, Rect};
use crate::render::layout::Layout;
use crate::rules::Player;

/// Radius of a minor dot.
pub const DOT_RADIUS: f32 = 0.33;
/// Radius of the PÜNCT dot: a little larger than the minor dots.
pub const PUNCT_RADIUS: f32 = 0.37;
/// Half the thickness of the bond between two dots of one piece.
const BOND_RADIUS: f32 = 0.17;
/// How softly bonds merge into dots.
const BODY_BLEND: f32 = 0.08;
/// Width of a piece's outline.
pub const OUTLINE: f32 = 0.04;
/// Radius of the ring marking the PÜNCT on the board.
pub const PUNCT_RING_RADIUS: f32 = 0.255;
/// Half the thickness of that ring.
pub const PUNCT_RING_HALF_WIDTH: f32 = 0.045;
/// Shadow offset of a piece on the board; each level adds
/// [`SHADOW_PER_LEVEL`], so stacks look stacked.
const SHADOW_OFFSET: f32 = 0.035;
/// Extra shadow offset per level above 1.
const SHADOW_PER_LEVEL: f32 = 0.02;
/// Shadows grow no longer above this level.
pub const MAX_SHADOW_LEVEL: u8 = 6;
/// How far a shadow's edge fades: short, so shadows stay crisp (and the
/// PNG small).
pub const SHADOW_SOFTNESS: f32 = 0.035;
/// Cell unit of a reserve icon, as a fraction of the board's.
pub const ICON_SCALE: f32 = 0.32;
/// Sprites kept at most; the cache starts over beyond.
const CAPACITY: usize = 256;

/// Where a shape is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Look {
    /// On the board, turned with the perspective; the PÜNCT ringed, its
    /// middle left for the level number.
    Board,
    /// Small, in a reserve panel, never turned; the PÜNCT a filled disc,
    /// which tells the kinds apart at that size.
    Icon,
}

/// What a sprite looks like: the two minor dots as `(Δcol, Δrow)` from the
/// PÜNCT, the level (for the shadow) and where it is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// The minor dots relative to the PÜNCT.
    pub minors: [(i8, i8); 2],
    /// The piece's level (shadows lengthen with it).
    pub level: u8,
    /// Board or icon.
    pub look: Look,
}

/// A piece rasterised around its PÜNCT: per pixel the coverage of its
/// shadow, outline, fill and PÜNCT mark (see [`Canvas::stamp`]).
///
/// [`Canvas::stamp`]: crate::render::canvas::Canvas::stamp
pub struct Sprite {
    /// Column of the sprite's first pixel, relative to the PÜNCT's.
    pub left: i64,
    /// Row of the sprite's first pixel, relative to the PÜNCT's.
    pub top: i64,
    /// The pixels.
    pub stamp: Stamp,
    /// Where the middle of the three dots' box lies, from the PÜNCT
    /// (to centre icons).
    pub middle: Point,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Key {
    width: u32,
    perspective: Player,
    shape: Shape,
}

static CACHE: Mutex<Option<HashMap<Key, Arc<Sprite>>>> = Mutex::new(None);

/// The sprite of `shape` on `layout`, drawn now if not kept yet.
pub fn get(layout: &Layout, shape: Shape) -> Arc<Sprite> {
    let key = Key { width: layout.width(), perspective: layout.perspective(), shape };
    {
        let mut guard = CACHE.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(sprite) = guard.get_or_insert_with(HashMap::new).get(&key) {
            return Arc::clone(sprite);
        }
    }
    let sprite = Arc::new(rasterise(layout, shape));
    let mut guard = CACHE.lock().unwrap_or_else(PoisonError::into_inner);
    let cache = guard.get_or_insert_with(HashMap::new);
    if cache.len() >= CAPACITY {
        cache.clear();
    }
    cache.insert(key, Arc::clone(&sprite));
    sprite
}

/// The three dots' centres (PÜNCT first, at the origin) in pixels.
fn dots(layout: &Layout, shape: Shape) -> (f32, [Point; 3]) {
    match shape.look {
        Look::Board => {
            let origin = layout.hex_point(0.0, 0.0);
            let at = |(dc, dr): (i8, i8)| layout.hex_point(f32::from(dc), f32::from(dr)) - origin;
            (layout.unit(), [Point::default(), at(shape.minors[0]), at(shape.minors[1])])
        }
        Look::Icon => {
            let unit = layout.px(ICON_SCALE);
            let at = |(dc, dr): (i8, i8)| Layout::unturned_vector(f32::from(dc), f32::from(dr), unit);
            (unit, [Point::default(), at(shape.minors[0]), at(shape.minors[1])])
        }
    }
}

/// Draws the shape with its PÜNCT at the top-left corner of pixel (0, 0),
/// where cell centres lie.
fn rasterise(layout: &Layout, shape: Shape) -> Sprite {
    let (unit, dots) = dots(layout, shape);
    let body = Body::new(dots, unit);
    let shadow = shadow_offset(unit, shape.level);
    let offset = Point::new(shadow, shadow * 1.3);
    let softness = (SHADOW_SOFTNESS * unit).max(1.0);
    let area = body.area(softness + shadow * 2.0 + 2.0);
    let (left, top) = (area.min.x.floor() as i64, area.min.y.floor() as i64);
    let (right, bottom) = (area.max.x.ceil() as i64, area.max.y.ceil() as i64);
    let width = (right - left + 1) as usize;
    let border = (OUTLINE * unit).max(1.0);
    let (ring_radius, ring_half) = (PUNCT_RING_RADIUS * unit, PUNCT_RING_HALF_WIDTH * unit);
    let mark = |p: Point| match shape.look {
        Look::Board => geometry::ring(p, dots[0], ring_radius, ring_half),
        Look::Icon => geometry::circle(p, dots[0], ring_radius + ring_half),
    };
    let mut pixels = Vec::with_capacity(width * (bottom - top + 1) as usize);
    for y in top..=bottom {
        for x in left..=right {
            let p = Point::new(x as f32 + 0.5, y as f32 + 0.5);
            let d = body.sdf(p);
            // The fill hides the shadow deep inside the body.
            let shade = if d < -border - 1.0 { 0.0 } else { soft_coverage(body.sdf(p - offset), softness) };
            let punct = if d < 0.5 { coverage(mark(p)) } else { 0.0 };
            pixels.push([shade, coverage(d), coverage(d + border), punct].map(coverage_byte));
        }
    }
    let middle = Rect::bounding(&dots, 0.0);
    Sprite { left, top, stamp: Stamp::new(width, pixels), middle: middle.min.lerp(middle.max, 0.5) }
}

/// Shadow offset (pixels) of a piece at `level`: higher pieces cast
/// longer shadows, so stacks look stacked.
fn shadow_offset(unit: f32, level: u8) -> f32 {
    unit * (SHADOW_OFFSET + SHADOW_PER_LEVEL * f32::from(level.clamp(1, MAX_SHADOW_LEVEL) - 1))
}

/// The outline of one piece: three dots (PÜNCT first), bonds between
/// neighbouring dots, and the filled middle of a triangle.
pub struct Body {
    dots: [Point; 3],
    radii: [f32; 3],
    bonds: Vec<(usize, usize)>,
    triangle: bool,
    bond_radius: f32,
    blend: f32,
}

impl Body {
    /// A piece whose dots are `unit` pixels apart; dots that far apart are
    /// neighbours and get a bond.
    pub fn new(dots: [Point; 3], unit: f32) -> Body {
        let neighbours = |i: usize, j: usize| ((dots[i] - dots[j]).length() / unit - 1.0).abs() < 0.1;
        let bonds: Vec<(usize, usize)> =
            [(0, 1), (0, 2), (1, 2)].into_iter().filter(|&(i, j)| neighbours(i, j)).collect();
        Body {
            dots,
            radii: [PUNCT_RADIUS * unit, DOT_RADIUS * unit, DOT_RADIUS * unit],
            triangle: bonds.len() == 3,
            bonds,
            bond_radius: BOND_RADIUS * unit,
            blend: BODY_BLEND * unit,
        }
    }

    /// Signed distance from `p` to the body's edge.
    pub fn sdf(&self, p: Point) -> f32 {
        let mut d = f32::INFINITY;
        for (dot, radius) in self.dots.iter().zip(self.radii) {
            d = d.min(geometry::circle(p, *dot, radius));
        }
        for &(i, j) in &self.bonds {
            d = geometry::smooth_union(
                d,
                geometry::capsule(p, self.dots[i], self.dots[j], self.bond_radius),
                self.blend,
            );
        }
        if self.triangle {
            let [a, b, c] = self.dots;
            d = d.min(geometry::triangle(p, a, b, c));
        }
        d
    }

    /// The box the body (grown by `margin` pixels) fits in.
    pub fn area(&self, margin: f32) -> Rect {
        Rect::bounding(&self.dots, self.radii[0] + margin)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_body_joins_its_dots_and_leaves_a_gap_between_pieces() {
        let unit = 100.0;
        let dots = [Point::new(0.0, 0.0), Point::new(0.0, 100.0), Point::new(0.0, 200.0)];
        let body = Body::new(dots, unit);
        assert_eq!(body.bonds, [(0, 1), (1, 2)]);
        // Halfway between two dots lies inside the bond.
        assert!(body.sdf(Point::new(0.0, 50.0)) < 0.0);
        // Half a cell to the side lies outside: neighbouring pieces never touch.
        assert!(body.sdf(Point::new(50.0, 100.0)) > 0.0);
    }

    #[test]
    fn a_triangle_is_filled_in_the_middle() {
        let dots = [Point::new(0.0, 0.0), Point::new(100.0, 0.0), Point::new(50.0, 86.6)];
        let body = Body::new(dots, 100.0);
        assert!(body.triangle);
        assert!(body.sdf(Point::new(50.0, 28.9)) < 0.0);
    }

    #[test]
    fn sprites_are_kept_and_shared() {
        let layout = Layout::new(600, Player::Black).unwrap();
        let shape = Shape { minors: [(0, 1), (0, 2)], level: 2, look: Look::Board };
        let a = get(&layout, shape);
        let b = get(&layout, shape);
        assert!(Arc::ptr_eq(&a, &b));
        assert!(a.stamp.coverage.len().is_multiple_of(a.stamp.width));
        // The PÜNCT's pixel is inside the fill.
        let (column, row) = ((-a.left) as usize, (-a.top) as usize);
        assert_eq!(a.stamp.coverage[row * a.stamp.width + column][2], 255);
    }
}
