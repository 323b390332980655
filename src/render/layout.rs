//! Where everything goes: the one place that turns cells into pixels.
//!
//! Lengths are measured in *cell units*: 1 is the distance between the
//! centres of two neighbouring cells (src/rules/RULES.md §1 gives the centre of
//! `(col, row)` as `x = col·√3/2`, `y = row − col/2` with y up). A picture
//! of `width` pixels has about [`FRAME_WIDTH`] cell units across, so every
//! size scales with it. Black's perspective turns the board 180° about I9;
//! text stays upright.
//!
//! The grid is snapped to whole pixels: a cell unit is an even number of
//! pixels and columns a whole number apart (√3/2 rounded, off by less than
//! a tenth of a percent), so every cell centre falls on a pixel corner and
//! all 211 cells are drawn pixel for pixel alike. That keeps edges crisp,
//! lets pieces be drawn once and stamped, and makes the PNG compress well.

use crate::render::RenderError;
use crate::render::geometry::Point;
use crate::render::legend;
use crate::rules::{Cell, Player};

/// √3/2: the horizontal distance between neighbouring columns.
pub const COLUMN_SPACING: f32 = 0.866_025_4;
/// The frame's width in cell units: the board (15 across), its side bands
/// and the row numbers on the left, centred.
pub const FRAME_WIDTH: f32 = 16.7;
/// The frame's height in cell units: the board (16 from vertex to vertex),
/// its bands, the row numbers above and the column letters below (which
/// reach further: columns H and J end half a cell lower than I). The
/// legend's strip lies below it (`legend::HEIGHT`).
pub const FRAME_HEIGHT: f32 = 17.25;
/// Distance of the board's centre I9 from the top of the frame.
const BOARD_CENTRE_Y: f32 = 8.42;
/// Narrowest picture: below this the level numbers are unreadable.
pub const MIN_WIDTH: u32 = 256;
/// Widest picture: bounds memory and time for any request.
pub const MAX_WIDTH: u32 = 4096;

/// The geometry of one picture: its size, scale and orientation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    width: u32,
    height: u32,
    /// Pixels per cell unit: even, so half a cell is whole pixels.
    unit: f32,
    /// Pixels between neighbouring columns: `unit·√3/2`, rounded.
    column: f32,
    /// The centre of I9, on a pixel corner.
    centre: Point,
    perspective: Player,
}

impl Layout {
    /// The layout of a picture `width` pixels wide seen from `perspective`'s
    /// side of the table (that player's edge at the bottom).
    ///
    /// # Errors
    /// [`RenderError::SizeOutOfRange`] outside [`MIN_WIDTH`]..=[`MAX_WIDTH`].
    pub fn new(width: u32, perspective: Player) -> Result<Layout, RenderError> {
        if !(MIN_WIDTH..=MAX_WIDTH).contains(&width) {
            return Err(RenderError::SizeOutOfRange { size: width, min: MIN_WIDTH, max: MAX_WIDTH });
        }
        let unit = (2.0 * (width as f32 / FRAME_WIDTH / 2.0).floor()).max(2.0);
        let column = (unit * COLUMN_SPACING).round();
        let height = ((FRAME_HEIGHT + legend::HEIGHT) * unit).round() as u32;
        let centre = Point::new((width / 2) as f32, (BOARD_CENTRE_Y * unit).round());
        Ok(Layout { width, height, unit, column, centre, perspective })
    }

    /// Picture width in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Picture height in pixels (follows from the width).
    pub fn height(&self) -> u32 {
        self.height
    }

    /// Pixels per cell unit (a whole, even number).
    pub fn unit(&self) -> f32 {
        self.unit
    }

    /// Whose side of the board is at the bottom.
    pub fn perspective(&self) -> Player {
        self.perspective
    }

    /// `units` cell units in pixels.
    pub fn px(&self, units: f32) -> f32 {
        units * self.unit
    }

    /// The pixel at the centre of `cell`: where its top dot is drawn.
    pub fn cell_centre(&self, cell: Cell) -> Point {
        self.hex_point(f32::from(cell.col()), f32::from(cell.row()))
    }

    /// The pixel of a fractional `(col, row)`, on the board or off it (for
    /// coordinates printed beside the edge).
    pub fn hex_point(&self, col: f32, row: f32) -> Point {
        let (dc, dr) = (col - 9.0, row - 9.0);
        let mut dx = dc * self.column;
        let mut dy = (dr - dc / 2.0) * self.unit;
        if self.perspective == Player::Black {
            dx = -dx;
            dy = -dy;
        }
        Point::new(self.centre.x + dx, self.centre.y - dy)
    }

    /// The vector of `(Δcol, Δrow)` drawn `unit` pixels per cell unit and
    /// not turned: small pieces beside the board (reserve icons).
    pub fn unturned_vector(dc: f32, dr: f32, unit: f32) -> Point {
        Point::new(dc * COLUMN_SPACING, -(dr - dc / 2.0)) * unit
    }

    /// The pixel `(x, y)` cell units from the frame's top-left corner
    /// (y down): panels and captions are placed this way. The frame is
    /// centred across the picture (snapping leaves a few pixels spare).
    pub fn frame_point(&self, x: f32, y: f32) -> Point {
        Point::new(self.width as f32 / 2.0 + (x - FRAME_WIDTH / 2.0) * self.unit, y * self.unit)
    }

    /// Where the board's centre I9 lies, in cell units from the frame's
    /// top-left corner (the same in both perspectives).
    pub fn board_centre_in_frame(&self) -> Point {
        Point::new(FRAME_WIDTH / 2.0, self.centre.y / self.unit)
    }

    /// The inverse of [`Layout::frame_point`]: where pixel `p` lies in cell
    /// units from the frame's top-left corner.
    pub fn to_frame(&self, p: Point) -> Point {
        Point::new((p.x - self.width as f32 / 2.0) / self.unit + FRAME_WIDTH / 2.0, p.y / self.unit)
    }

    /// The cell whose hexagon holds pixel `p`, if any: the inverse of
    /// [`Layout::cell_centre`].
    pub fn cell_at(&self, p: Point) -> Option<Cell> {
        let mut dx = p.x - self.centre.x;
        let mut dy = self.centre.y - p.y;
        if self.perspective == Player::Black {
            dx = -dx;
            dy = -dy;
        }
        let dc = dx / self.column;
        let (col, row) = (9.0 + dc, 9.0 + dy / self.unit + dc / 2.0);
        let (c, r) = round_hex(col, row);
        let cell = Cell::new(u8::try_from(c).ok()?, u8::try_from(r).ok()?)?;
        // Rounding picks the nearest centre; the hexagon is exactly the set
        // of points nearer to its centre than to any other.
        Some(cell)
    }
}

/// The nearest cell centre to a fractional `(col, row)`, by cube rounding.
fn round_hex(col: f32, row: f32) -> (i32, i32) {
    // Cube coordinates: x = col, z = −row, y = row − col (x + y + z = 0).
    let (x, y, z) = (col, row - col, -row);
    let (mut rx, ry, mut rz) = (x.round(), y.round(), z.round());
    let (ex, ey, ez) = ((rx - x).abs(), (ry - y).abs(), (rz - z).abs());
    // The coordinate that rounded worst is rebuilt from the other two (when
    // that is y, x and z are already right).
    if ex > ey && ex > ez {
        rx = -ry - rz;
    } else if ez >= ey {
        rz = -rx - ry;
    }
    (rx as i32, -rz as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(s: &str) -> Cell {
        s.parse().unwrap()
    }

    #[test]
    fn sizes_are_bounded() {
        assert!(matches!(
            Layout::new(255, Player::White),
            Err(RenderError::SizeOutOfRange { size: 255, .. })
        ));
        assert!(matches!(Layout::new(4097, Player::White), Err(RenderError::SizeOutOfRange { .. })));
        assert_eq!(Layout::new(1024, Player::White).unwrap().width(), 1024);
    }

    #[test]
    fn white_sees_i17_at_the_top_and_a_on_the_left() {
        let layout = Layout::new(1000, Player::White).unwrap();
        let i16 = layout.cell_centre(cell("I16"));
        let i2 = layout.cell_centre(cell("I2"));
        assert!(i16.y < i2.y);
        assert!((i16.x - i2.x).abs() < 1e-3);
        assert!(layout.cell_centre(cell("A5")).x < layout.cell_centre(cell("Q12")).x);
        let i9 = layout.cell_centre(cell("I9"));
        assert!((i9.x - 500.0).abs() < 1e-3);
        for c in Cell::ALL {
            let p = layout.cell_centre(c);
            assert_eq!((p.x.fract(), p.y.fract()), (0.0, 0.0), "{c} is not on a pixel corner");
        }
    }

    #[test]
    fn black_sees_the_board_turned_half_way() {
        let white = Layout::new(1000, Player::White).unwrap();
        let black = Layout::new(1000, Player::Black).unwrap();
        for c in Cell::ALL {
            let w = white.cell_centre(c);
            let b = black.cell_centre(c);
            let i9 = white.cell_centre(cell("I9"));
            assert_eq!(black.cell_centre(cell("I9")), i9);
            assert!((w.x + b.x - 2.0 * i9.x).abs() < 1e-2);
            assert!((w.y + b.y - 2.0 * i9.y).abs() < 1e-2);
        }
    }

    #[test]
    fn neighbours_are_one_unit_apart() {
        let layout = Layout::new(1024, Player::White).unwrap();
        for c in Cell::ALL {
            for n in c.neighbours() {
                let d = (layout.cell_centre(c) - layout.cell_centre(n)).length();
                assert!((d / layout.unit() - 1.0).abs() < 0.01, "{c} {n}");
            }
        }
    }

    #[test]
    fn every_cell_lies_inside_the_picture_and_maps_back() {
        for perspective in Player::BOTH {
            let layout = Layout::new(700, perspective).unwrap();
            for c in Cell::ALL {
                let p = layout.cell_centre(c);
                let margin = layout.unit() / 2.0;
                assert!(p.x > margin && p.x < layout.width() as f32 - margin, "{c}");
                assert!(p.y > margin && p.y < layout.height() as f32 - margin, "{c}");
                assert_eq!(layout.cell_at(p), Some(c));
                let nudged = p + Point::new(0.25, -0.3) * layout.unit();
                assert_eq!(layout.cell_at(nudged), Some(c), "{c} nudged");
            }
        }
        let layout = Layout::new(700, Player::White).unwrap();
        assert_eq!(layout.cell_at(Point::new(1.0, 1.0)), None);
    }
}
