//! Where everything goes: the one place that turns cells into pixels and
//! lays out the picture's parts.
//!
//! Lengths are measured in *cell units*: 1 is the distance between the
//! centres of two neighbouring cells (src/rules/RULES.md §1 gives the centre of
//! `(col, row)` as `x = col·√3/2`, `y = row − col/2` with y up). A picture
//! of `width` pixels has about [`FRAME_WIDTH`] cell units across, so every
//! size scales with it. Black's perspective turns the board 180° about I9;
//! text stays upright.
//!
//! From the top, a picture is: the status strip ([`HEADER`]: whose turn
//! or the result, and the last move, on lines as wide as the picture),
//! the board with its coordinates and the four corners beside it
//! ([`BOARD_HEIGHT`]), and the legend's strip ([`LEGEND_HEIGHT`]).
//!
//! The grid is snapped to whole pixels: a cell unit is an even number of
//! pixels and columns a whole number apart (√3/2 rounded, off by less than
//! a tenth of a percent), so every cell centre falls on a pixel corner and
//! all 211 cells are drawn pixel for pixel alike. That keeps edges crisp,
//! lets pieces be drawn once and stamped, and makes the PNG compress well.

use crate::render::error::RenderError;
use crate::render::geometry::Point;
use crate::rules::{Axis, Cell, Player};

/// √3/2: the horizontal distance between neighbouring columns.
pub const COLUMN_SPACING: f32 = 0.866_025_4;
/// The frame's width in cell units: the board (15 across), its side bands
/// and the row numbers on the left, centred.
pub const FRAME_WIDTH: f32 = 16.7;
/// The status strip above the board: two lines as wide as the picture, so
/// a long name's headline and the last move are never cut.
pub const HEADER: f32 = 1.55;
/// The board's part of the frame: the board (16 from vertex to vertex),
/// its bands, the row numbers above and the column letters below (which
/// reach further: columns H and J end half a cell lower than I).
pub const BOARD_HEIGHT: f32 = 17.3;
/// The frame's height in cell units: the status strip and the board. The
/// legend's strip lies below it.
pub const FRAME_HEIGHT: f32 = HEADER + BOARD_HEIGHT;
/// The legend's strip under the frame: room for two rows of entries.
pub const LEGEND_HEIGHT: f32 = 1.45;
/// Distance of the board's centre I9 from the top of the board's part.
const BOARD_CENTRE_Y: f32 = 8.45;
/// Distance from a side's cell centres to the middle of its band: a cell
/// reaches 1/√3 ≈ 0.577 outwards, then the rim and a small gap.
const BAND_OFFSET: f32 = 0.72;
/// Half the thickness of a side band.
pub const BAND_HALF_WIDTH: f32 = 0.075;
/// How far a band runs past the centres of its two end cells.
const BAND_OVERHANG: f32 = 0.2;
/// Half a cell's height with the board's rim round it: cells have flat
/// tops (neighbours in a column are one unit apart).
const CELL_HALF_HEIGHT: f32 = 0.55;
/// Half a cell's width with the rim: corner to corner, 1/√3 and the rim.
const CELL_HALF_WIDTH: f32 = 0.63;
/// Capital height of the coordinates: every word of the picture is at
/// least [`MIN_TEXT`].
pub const LABEL_SIZE: f32 = MIN_TEXT;
/// The smallest capital height any word or number is drawn at, in cell
/// units: 0.40 of a cell is 9 pixels when the picture is shown 400 pixels
/// wide (a phone's Discord), whatever width it was drawn at.
pub const MIN_TEXT: f32 = 0.40;
/// Half the width of the widest coordinate (two digits) as a share of its
/// capital height: DejaVu's digits are 0.636 of an em, its capitals 0.729.
pub const LABEL_HALF_WIDTH: f32 = 0.9 * LABEL_SIZE;
/// Distance from an edge cell's centre to the middle of its coordinate.
const LABEL_DISTANCE: f32 = 1.08;
/// Two labels closer than this would touch; the row label then moves
/// left and a little down instead of along its row (only row 1 beside
/// column A, or row 17 beside Q in Black's view).
const LABEL_MIN_GAP: f32 = 0.8;
/// How far down (per unit left) such a row label moves.
const CROWDED_LABEL_DROP: f32 = 0.4;
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
        let height = ((FRAME_HEIGHT + LEGEND_HEIGHT) * unit).round() as u32;
        let centre = Point::new((width / 2) as f32, ((HEADER + BOARD_CENTRE_Y) * unit).round());
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
        let (across, up) = board_offset(col, row, self.perspective);
        Point::new(self.centre.x + across * self.column, self.centre.y - up * self.unit)
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

    /// Where column `col`'s letter is printed (pixels): under its lowest
    /// cell in the picture.
    pub fn column_label(&self, col: u8) -> Option<Point> {
        let cells = (1..=17).filter_map(|row| Cell::new(col, row));
        let lowest = cells.map(|c| self.cell_centre(c)).max_by(|a, b| a.y.total_cmp(&b.y))?;
        Some(lowest + Point::new(0.0, self.px(LABEL_DISTANCE)))
    }

    /// Where row `row`'s number is printed (pixels): beyond its leftmost
    /// cell in the picture, along the row; left and a little down where
    /// that would meet a column letter.
    pub fn row_label(&self, row: u8) -> Option<Point> {
        let mut centres: Vec<Point> =
            (1..=17).filter_map(|col| Cell::new(col, row)).map(|c| self.cell_centre(c)).collect();
        centres.sort_by(|a, b| a.x.total_cmp(&b.x));
        let (&end, &next) = (centres.first()?, centres.get(1)?);
        let distance = self.px(LABEL_DISTANCE);
        let at = end + (end - next).normalised() * distance;
        let crowded = (1..=17)
            .filter_map(|col| self.column_label(col))
            .any(|c| (c - at).length() < self.px(LABEL_MIN_GAP));
        Some(if crowded { end + Point::new(-1.0, CROWDED_LABEL_DROP) * distance } else { at })
    }

    /// Every coordinate and where it is printed (pixels): the 17 column
    /// letters, then the 17 row numbers.
    pub fn labels(&self) -> Vec<(String, Point)> {
        let columns = (1..=17u8)
            .filter_map(|col| Some((char::from(b'A' + col - 1).to_string(), self.column_label(col)?)));
        let rows = (1..=17u8).filter_map(|row| Some((row.to_string(), self.row_label(row)?)));
        columns.chain(rows).collect()
    }

    /// The middle line of each side's band, end to end (pixels), with the
    /// pair of sides it marks: `BAND_OFFSET` beyond the side's cells,
    /// running `BAND_OVERHANG` past its end cells.
    pub fn bands(&self) -> Vec<(Axis, (Point, Point))> {
        let board_centre = self.hex_point(9.0, 9.0);
        let mut bands = Vec::new();
        for axis in Axis::ALL {
            for side in axis.sides() {
                let mut centres: Vec<Point> = side.iter().map(|c| self.cell_centre(c)).collect();
                centres.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
                let (Some(&first), Some(&last)) = (centres.first(), centres.last()) else { continue };
                let along = (last - first).normalised();
                let mut outward = along.perpendicular();
                if outward.dot(first - board_centre) < 0.0 {
                    outward = outward * -1.0;
                }
                let shift = outward * self.px(BAND_OFFSET);
                let overhang = along * self.px(BAND_OVERHANG);
                bands.push((axis, (first + shift - overhang, last + shift + overhang)));
            }
        }
        bands
    }

    /// The x range (cell units from the frame's left) the board covers
    /// anywhere between heights `top` and `bottom` (cell units from the
    /// top): its cells with their rim, and its side bands. `None` where it
    /// covers nothing, as above it.
    pub fn board_span(&self, top: f32, bottom: f32) -> Option<(f32, f32)> {
        self.board_outline().span(top, bottom)
    }

    /// Where the board's cells and side bands lie, in cell units from the
    /// frame's top-left corner: what [`Layout::board_span`] looks at,
    /// worked out once for a picture that asks it many times (every line
    /// of text beside the board, and every width a line is tried at).
    pub fn board_outline(&self) -> BoardOutline {
        BoardOutline {
            cells: Cell::ALL.iter().map(|cell| self.to_frame(self.cell_centre(cell))).collect(),
            bands: self.bands().into_iter().map(|(_, (a, b))| (self.to_frame(a), self.to_frame(b))).collect(),
        }
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

/// Where a fractional `(col, row)` lies from the board's centre I9 as
/// seen from `perspective`'s side: `(across, up)`, columns to the right and
/// cell units up (src/rules/RULES.md §1: x = col·√3/2, y = row − col/2).
/// Columns are vertical, rows run down to the right, row 17 is the upper
/// right side; Black's view is turned 180° about I9. The one orientation
/// of the board: [`Layout::hex_point`] scales it to pixels, and the
/// terminal's text boards place their cells by it.
pub fn board_offset(col: f32, row: f32, perspective: Player) -> (f32, f32) {
    let (dc, dr) = (col - 9.0, row - 9.0);
    let (across, up) = (dc, dr - dc / 2.0);
    if perspective == Player::Black { (-across, -up) } else { (across, up) }
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

/// The board's cells (their centres) and side bands (their middle
/// lines' ends), in cell units from the frame's top-left corner: see
/// [`Layout::board_outline`].
pub struct BoardOutline {
    cells: Vec<Point>,
    bands: Vec<(Point, Point)>,
}

impl BoardOutline {
    /// [`Layout::board_span`].
    pub fn span(&self, top: f32, bottom: f32) -> Option<(f32, f32)> {
        let mut spans: Vec<(f32, f32)> = Vec::new();
        for c in &self.cells {
            if c.y - CELL_HALF_HEIGHT < bottom && c.y + CELL_HALF_HEIGHT > top {
                spans.push((c.x - CELL_HALF_WIDTH, c.x + CELL_HALF_WIDTH));
            }
        }
        for &(a, b) in &self.bands {
            let (top, bottom) = (top - BAND_HALF_WIDTH, bottom + BAND_HALF_WIDTH);
            // The part of the band's middle line between the two heights.
            let at = |y: f32| {
                if (b.y - a.y).abs() < 1e-6 { a.x } else { a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y) }
            };
            let (low, high) = (a.y.min(b.y), a.y.max(b.y));
            let (from, to) = (top.max(low), bottom.min(high));
            if from > to {
                continue;
            }
            let (x0, x1) =
                if (b.y - a.y).abs() < 1e-6 { (a.x.min(b.x), a.x.max(b.x)) } else { (at(from), at(to)) };
            spans.push((x0.min(x1) - BAND_HALF_WIDTH, x0.max(x1) + BAND_HALF_WIDTH));
        }
        let left = spans.iter().map(|s| s.0).reduce(f32::min)?;
        let right = spans.iter().map(|s| s.1).reduce(f32::max)?;
        Some((left, right))
    }
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
