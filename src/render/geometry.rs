//! Points, boxes and signed distance functions in pixel space.
//!
//! Every shape of the picture is a signed distance function (negative
//! inside, in pixels): one evaluation per pixel gives exact anti-aliasing,
//! outlines of any width, and one smooth body for the three dots of a piece.

use std::ops::{Add, Mul, Sub};

/// A point or a vector in pixels, y pointing down.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Point {
    /// Pixels from the left edge.
    pub x: f32,
    /// Pixels from the top edge.
    pub y: f32,
}

impl Point {
    /// The point `(x, y)`.
    pub const fn new(x: f32, y: f32) -> Point {
        Point { x, y }
    }

    /// Euclidean length of the vector.
    pub fn length(self) -> f32 {
        (self.x * self.x + self.y * self.y).sqrt()
    }

    /// Dot product.
    pub fn dot(self, other: Point) -> f32 {
        self.x * other.x + self.y * other.y
    }

    /// The vector scaled to length 1 (zero stays zero).
    pub fn normalised(self) -> Point {
        let length = self.length();
        if length > 0.0 { self * (1.0 / length) } else { self }
    }

    /// The vector turned a quarter turn.
    pub fn perpendicular(self) -> Point {
        Point::new(-self.y, self.x)
    }

    /// The point a fraction `t` of the way to `other`.
    pub fn lerp(self, other: Point, t: f32) -> Point {
        self + (other - self) * t
    }
}

impl Add for Point {
    type Output = Point;
    fn add(self, other: Point) -> Point {
        Point::new(self.x + other.x, self.y + other.y)
    }
}

impl Sub for Point {
    type Output = Point;
    fn sub(self, other: Point) -> Point {
        Point::new(self.x - other.x, self.y - other.y)
    }
}

impl Mul<f32> for Point {
    type Output = Point;
    fn mul(self, k: f32) -> Point {
        Point::new(self.x * k, self.y * k)
    }
}

/// An axis-aligned box in pixels: the area a shape may paint.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Top-left corner.
    pub min: Point,
    /// Bottom-right corner.
    pub max: Point,
}

impl Rect {
    /// The square of half-side `radius` around `centre`.
    pub fn around(centre: Point, radius: f32) -> Rect {
        let r = Point::new(radius, radius);
        Rect { min: centre - r, max: centre + r }
    }

    /// The smallest box holding all `points`, grown by `margin`.
    pub fn bounding(points: &[Point], margin: f32) -> Rect {
        let mut min = Point::new(f32::INFINITY, f32::INFINITY);
        let mut max = Point::new(f32::NEG_INFINITY, f32::NEG_INFINITY);
        for p in points {
            min = Point::new(min.x.min(p.x), min.y.min(p.y));
            max = Point::new(max.x.max(p.x), max.y.max(p.y));
        }
        let m = Point::new(margin, margin);
        Rect { min: min - m, max: max + m }
    }
}

/// Distance from `p` to the circle of `radius` around `centre`.
pub fn circle(p: Point, centre: Point, radius: f32) -> f32 {
    (p - centre).length() - radius
}

/// Distance from `p` to a ring: the circle of `radius` drawn `half_width`
/// thick on each side.
pub fn ring(p: Point, centre: Point, radius: f32, half_width: f32) -> f32 {
    circle(p, centre, radius).abs() - half_width
}

/// Distance from `p` to the segment `a`–`b` thickened to `radius`: a bar
/// with round ends.
pub fn capsule(p: Point, a: Point, b: Point, radius: f32) -> f32 {
    let pa = p - a;
    let ba = b - a;
    let denominator = ba.dot(ba);
    let t = if denominator > 0.0 { (pa.dot(ba) / denominator).clamp(0.0, 1.0) } else { 0.0 };
    (pa - ba * t).length() - radius
}

/// Distance from `p` to the hexagon with flat top and bottom (the cells of
/// the board: columns are vertical) around `centre`, `apothem` from its
/// centre to each edge.
pub fn hexagon(p: Point, centre: Point, apothem: f32) -> f32 {
    const K: (f32, f32, f32) = (-0.866_025_4, 0.5, 0.577_350_3);
    let mut q = p - centre;
    q = Point::new(q.x.abs(), q.y.abs());
    let fold = 2.0 * (K.0 * q.x + K.1 * q.y).min(0.0);
    q = Point::new(q.x - fold * K.0, q.y - fold * K.1);
    let half_edge = K.2 * apothem;
    let edge = Point::new(q.x - q.x.clamp(-half_edge, half_edge), q.y - apothem);
    edge.length() * edge.y.signum()
}

/// Distance from `p` to the filled triangle `a`, `b`, `c`.
pub fn triangle(p: Point, a: Point, b: Point, c: Point) -> f32 {
    let edges = [(a, b), (b, c), (c, a)];
    let mut distance = f32::INFINITY;
    let mut inside_count = 0;
    let orientation = (b - a).x * (c - a).y - (b - a).y * (c - a).x;
    for (start, end) in edges {
        let e = end - start;
        let w = p - start;
        let t = (w.dot(e) / e.dot(e)).clamp(0.0, 1.0);
        distance = distance.min((w - e * t).length());
        let cross = e.x * w.y - e.y * w.x;
        if cross * orientation >= 0.0 {
            inside_count += 1;
        }
    }
    if inside_count == 3 { -distance } else { distance }
}

/// A union of two shapes with the seam rounded over `k` pixels, so three
/// dots and their bonds read as one body.
pub fn smooth_union(a: f32, b: f32, k: f32) -> f32 {
    if k <= 0.0 {
        return a.min(b);
    }
    let h = (0.5 + 0.5 * (b - a) / k).clamp(0.0, 1.0);
    b + (a - b) * h - k * h * (1.0 - h)
}

#[cfg(test)]
mod tests {
    use super::*;

    const O: Point = Point::new(10.0, 10.0);

    #[test]
    fn circle_and_ring_measure_from_the_edge() {
        assert_eq!(circle(Point::new(13.0, 14.0), O, 2.0), 3.0);
        assert_eq!(circle(O, O, 2.0), -2.0);
        assert_eq!(ring(Point::new(15.0, 10.0), O, 5.0, 1.0), -1.0);
        assert_eq!(ring(O, O, 5.0, 1.0), 4.0);
    }

    #[test]
    fn hexagon_has_flat_top_and_pointed_sides() {
        let apothem = 10.0;
        assert!(hexagon(Point::new(10.0, 19.9), O, apothem) < 0.0);
        assert!(hexagon(Point::new(10.0, 20.1), O, apothem) > 0.0);
        // The side vertices lie at apothem / cos 30°.
        let vertex = apothem / 0.866_025_4;
        assert!(hexagon(Point::new(10.0 + vertex - 0.1, 10.0), O, apothem) < 0.0);
        assert!(hexagon(Point::new(10.0 + vertex + 0.1, 10.0), O, apothem) > 0.0);
        assert!((hexagon(O, O, apothem) + apothem).abs() < 1e-4);
    }

    #[test]
    fn capsule_and_triangle_are_signed() {
        let a = Point::new(0.0, 0.0);
        let b = Point::new(10.0, 0.0);
        assert_eq!(capsule(Point::new(5.0, 3.0), a, b, 1.0), 2.0);
        assert_eq!(capsule(Point::new(-2.0, 0.0), a, b, 1.0), 1.0);
        let c = Point::new(0.0, 10.0);
        assert!(triangle(Point::new(2.0, 2.0), a, b, c) < 0.0);
        assert!(triangle(Point::new(2.0, 2.0), a, c, b) < 0.0);
        assert!((triangle(Point::new(-3.0, 2.0), a, b, c) - 3.0).abs() < 1e-5);
    }

    #[test]
    fn smooth_union_is_never_above_the_plain_union() {
        for (a, b) in [(1.0, 2.0), (-1.0, 3.0), (0.5, 0.5), (4.0, -2.0)] {
            assert!(smooth_union(a, b, 2.0) <= a.min(b));
            assert_eq!(smooth_union(a, b, 0.0), a.min(b));
        }
    }
}
