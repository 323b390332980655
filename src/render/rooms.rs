//! Where a line of text may go beside the board: the width its height
//! leaves between the picture's edge and the nearest obstacle — the board
//! with its side bands, or a coordinate. Above the board (the status
//! strip) that is the whole width.

use crate::render::geometry::Point;
use crate::render::layout::{BoardOutline, FRAME_WIDTH, LABEL_HALF_WIDTH, LABEL_SIZE, Layout};

/// Distance of all text from the picture's left and right edges.
pub const MARGIN: f32 = 0.32;
/// How far text keeps from the board, its bands and its coordinates.
pub const AIR: f32 = 0.1;

/// Which edge of the picture a line of text starts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Left-aligned at the left margin, running right towards the board.
    Left,
    /// Right-aligned at the right margin, running left towards the board.
    Right,
}

/// The obstacles text keeps clear of, in cell units from the frame's
/// top-left corner.
pub struct Rooms {
    /// The board and its side bands.
    board: BoardOutline,
    /// The middle of every coordinate.
    labels: Vec<Point>,
}

impl Rooms {
    /// The rooms of `layout`'s picture.
    pub fn new(layout: &Layout) -> Rooms {
        let labels = layout.labels().into_iter().map(|(_, at)| layout.to_frame(at)).collect();
        Rooms { board: layout.board_outline(), labels }
    }

    /// The x range (cell units) a line from `side` may use when its middle
    /// is at height `y` and its letters reach `half` above and below it.
    pub fn room(&self, side: Side, y: f32, half: f32) -> (f32, f32) {
        let (top, bottom) = (y - half - AIR, y + half + AIR);
        let mut obstacles: Vec<(f32, f32)> = self.board.span(top, bottom).into_iter().collect();
        let label_half_height = LABEL_SIZE / 2.0;
        obstacles.extend(
            self.labels
                .iter()
                .filter(|p| p.y + label_half_height > top && p.y - label_half_height < bottom)
                .map(|p| (p.x - LABEL_HALF_WIDTH, p.x + LABEL_HALF_WIDTH)),
        );
        let (left, right) = (MARGIN, FRAME_WIDTH - MARGIN);
        match side {
            Side::Left => {
                let limit = obstacles.iter().map(|o| o.0 - AIR).fold(right, f32::min);
                (left, limit)
            }
            Side::Right => {
                let limit = obstacles.iter().map(|o| o.1 + AIR).fold(left, f32::max);
                (limit, right)
            }
        }
    }

    /// [`Rooms::room`]'s width, never negative.
    pub fn width(&self, side: Side, y: f32, half: f32) -> f32 {
        let (left, right) = self.room(side, y, half);
        (right - left).max(0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::layout::FRAME_HEIGHT;
    use crate::rules::Player;

    /// No room reaches over the board or a coordinate, seen from either
    /// side, at any height.
    #[test]
    fn rooms_keep_clear_of_the_board_and_the_coordinates() {
        for perspective in Player::BOTH {
            let layout = Layout::new(1000, perspective).unwrap();
            let rooms = Rooms::new(&layout);
            let labels: Vec<Point> = layout.labels().into_iter().map(|(_, p)| layout.to_frame(p)).collect();
            let mut y = 0.3;
            while y < FRAME_HEIGHT - 0.3 {
                for side in [Side::Left, Side::Right] {
                    let (left, right) = rooms.room(side, y, 0.2);
                    for label in &labels {
                        let meets_y = (label.y - y).abs() < 0.2 + LABEL_SIZE / 2.0;
                        let meets_x = label.x + LABEL_HALF_WIDTH > left && label.x - LABEL_HALF_WIDTH < right;
                        assert!(!(meets_y && meets_x), "{side:?} at {y:.2} meets a label at {label:?}");
                    }
                    if let Some((l, r)) = layout.board_span(y - 0.2, y + 0.2) {
                        assert!(right <= l || left >= r, "{side:?} at {y:.2} overlaps the board");
                    }
                }
                y += 0.05;
            }
        }
    }
}
