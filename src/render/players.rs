//! The players' corners on the right: each name (on a pill when it is
//! their turn) with a disc of their colour, and the pieces still in their
//! reserve as small pieces with counts; the player at the bottom of the
//! picture in the bottom corner. The corners are triangles cut by the
//! board's slanted sides, so each line takes the width its height leaves
//! ([`Rooms`]).

use crate::render::canvas::Canvas;
use crate::render::geometry::{self, Point, Rect};
use crate::render::layout::{FRAME_HEIGHT, HEADER, Layout, MIN_TEXT};
use crate::render::options::{RenderOptions, Standing};
use crate::render::palette;
use crate::render::parts;
use crate::render::pieces::{self, PieceColours};
use crate::render::rooms::{MARGIN, Rooms, Side};
use crate::render::text::{Align, Fonts, Style, Weight};
use crate::rules::{Kind, Player, Position};

/// Capital height of the names.
pub const NAME_SIZE: f32 = 0.44;
/// Capital height of a reserve count and of "all placed".
pub const COUNT_SIZE: f32 = MIN_TEXT;
/// Radius of the colour disc before a name.
const DISC_RADIUS: f32 = 0.17;
/// Gap between the disc and the name.
const DISC_GAP: f32 = 0.14;
/// Padding of the pill behind the name of the player to move.
const PILL_PADDING: f32 = 0.14;
/// Widest icon (a line or an angle: two steps across plus two dots).
const ICON_WIDTH: f32 = 0.8;
/// Half the height of a reserve line: an icon's, which is taller than
/// its count.
const RESERVE_HALF_HEIGHT: f32 = 0.28;
/// Gap between an icon and its count.
const COUNT_GAP: f32 = 0.08;
/// Room of one reserve entry: icon, gap, a one-digit count, air. (A
/// player starts with at most 6 of a kind.) The count has no "×": beside a
/// small piece a number reads as how many, and without it all six kinds
/// fit the corner beside a name.
pub const RESERVE_SLOT: f32 = 1.5;
/// Distance between the middles of two reserve lines.
const RESERVE_SPACING: f32 = 0.64;
/// The least room a name keeps beside the reserve: a few letters.
const MIN_NAME_ROOM: f32 = 2.4;
/// Most lines a reserve may take (the corner is gone after that).
const RESERVE_LINES: usize = 4;
/// Gap between the name and the reserve on its line.
const NAME_GAP: f32 = 0.2;
/// Longest name looked at, in characters: a bound on the work for any
/// input, far beyond what a corner shows (names are cut by their
/// measured width).
pub const NAME_MAX_CHARS: usize = 100;

/// A corner on the right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Corner {
    /// Under the status strip, beside the board's top.
    Top,
    /// At the bottom, beside the board's bottom.
    Bottom,
}

impl Corner {
    /// The middle of the name's line (cell units from the top).
    pub fn name_y(self) -> f32 {
        match self {
            Corner::Top => HEADER + MARGIN + NAME_SIZE / 2.0,
            Corner::Bottom => FRAME_HEIGHT - MARGIN - NAME_SIZE / 2.0 - PILL_PADDING,
        }
    }

    /// The middle of the `n`th reserve line (0: the name's line).
    pub fn line_y(self, n: usize) -> f32 {
        let step = RESERVE_SPACING * n as f32;
        match self {
            Corner::Top => self.name_y() + step,
            Corner::Bottom => self.name_y() - step,
        }
    }
}

/// Draws both players' corners; `options` has its names already made
/// drawable.
pub fn draw(
    canvas: &mut Canvas,
    layout: &Layout,
    rooms: &Rooms,
    fonts: &Fonts,
    position: &Position,
    options: &RenderOptions,
) {
    let to_move = (!Standing::of(position, options).is_over()).then(|| position.to_move());
    let top = layout.perspective().opponent();
    for (player, corner) in [(top, Corner::Top), (top.opponent(), Corner::Bottom)] {
        let name = options.display_name(player);
        let reserve: Vec<(Kind, u8)> = {
            let reserve = position.reserve(player);
            Kind::ALL.into_iter().map(|k| (k, reserve[k])).filter(|&(_, n)| n > 0).collect()
        };
        let (their_turn, all_placed) = (to_move == Some(player), options.words.all_placed());
        let corner_view = PlayerCorner { layout, rooms, fonts, player, corner };
        parts::draw(
            canvas,
            || format!("corner {:?}", (player, corner, &name, their_turn, &reserve, &all_placed)),
            |canvas| corner_view.draw(canvas, &name, their_turn, &reserve, &all_placed),
        );
    }
}

/// One player's corner being drawn.
struct PlayerCorner<'a> {
    layout: &'a Layout,
    rooms: &'a Rooms,
    fonts: &'a Fonts,
    player: Player,
    corner: Corner,
}

impl PlayerCorner<'_> {
    /// The name on the outer line, then the pieces not yet placed,
    /// flowing into the room left beside the name and on the lines
    /// further in.
    fn draw(&self, canvas: &mut Canvas, name: &str, to_move: bool, entries: &[(Kind, u8)], all_placed: &str) {
        let name_y = self.corner.name_y();
        let (left, right) = self.rooms.room(Side::Right, name_y, NAME_SIZE / 2.0 + PILL_PADDING);
        let name_room = self.name_room(right - left, entries.len());
        let name_left = self.draw_name(canvas, name, to_move, Point::new(right, name_y), name_room);
        if entries.is_empty() {
            let style = count_style(self.layout, palette::FRAME_TEXT_DIM, Weight::Regular);
            let y = self.corner.line_y(1);
            let (left, right) = self.rooms.room(Side::Right, y, COUNT_SIZE / 2.0);
            if self.fonts.width(style, all_placed) <= self.layout.px(right - left) {
                let at = self.layout.frame_point(right, y);
                self.fonts.draw(canvas, style, all_placed, at, Align::Right);
            }
            return;
        }
        // Each line takes what fits, the name's line first; then the kinds
        // are dealt out top line first, so they read in order (T C E M L R).
        let mut lines: Vec<(f32, f32, usize)> = Vec::new();
        let mut left_over = entries.len();
        for line in 0..RESERVE_LINES {
            let y = self.corner.line_y(line);
            let (left, mut right) = self.rooms.room(Side::Right, y, RESERVE_HALF_HEIGHT);
            if line == 0 {
                right = name_left - NAME_GAP;
            }
            let fits = slots(right - left).min(left_over);
            left_over -= fits;
            lines.push((y, right, fits));
        }
        lines.sort_by(|a, b| a.0.total_cmp(&b.0));
        let mut next = entries.iter();
        for (y, right, fits) in lines {
            for k in 0..fits {
                if let Some(&(kind, count)) = next.next() {
                    let x = right - RESERVE_SLOT * (fits - k) as f32;
                    self.draw_entry(canvas, kind, count, Point::new(x, y));
                }
            }
        }
    }

    /// The widest a name may be drawn (cell units) on a first line `width`
    /// wide: all of it but the disc and pill, unless the lines further in
    /// cannot hold every kind left in the reserve, in which case the name
    /// leaves the missing slots beside it.
    fn name_room(&self, width: f32, kinds: usize) -> f32 {
        let further_in: usize = (1..RESERVE_LINES)
            .map(|line| slots(self.rooms.width(Side::Right, self.corner.line_y(line), RESERVE_HALF_HEIGHT)))
            .sum();
        let beside = kinds.saturating_sub(further_in);
        let reserved = if beside > 0 { beside as f32 * RESERVE_SLOT + NAME_GAP } else { 0.0 };
        (width - reserved).max(MIN_NAME_ROOM) - 2.0 * (DISC_RADIUS + PILL_PADDING) - DISC_GAP
    }

    /// The name right-aligned at `at` (cell units), the colour disc before
    /// it, on a highlighted pill when `to_move`; cut to `max_width` cell
    /// units by measuring it. Returns where it starts (cell units from the
    /// left).
    fn draw_name(&self, canvas: &mut Canvas, name: &str, to_move: bool, at: Point, max_width: f32) -> f32 {
        let layout = self.layout;
        let ink = if to_move { palette::PILL_TEXT } else { palette::FRAME_TEXT };
        let style = Style { cap_height: layout.px(NAME_SIZE), weight: Weight::Bold, colour: ink };
        let name = self.fonts.fit(style, name, layout.px(max_width));
        let end = layout.frame_point(at.x - PILL_PADDING, at.y);
        let width = self.fonts.width(style, &name);
        let disc = Point::new(end.x - width - layout.px(DISC_GAP + DISC_RADIUS), end.y);
        if to_move {
            let half_height = layout.px(NAME_SIZE / 2.0 + PILL_PADDING);
            let left = disc.x - layout.px(DISC_RADIUS + PILL_PADDING);
            let right = end.x + layout.px(PILL_PADDING);
            let (a, b) = (Point::new(left + half_height, end.y), Point::new(right - half_height, end.y));
            let area = Rect::bounding(&[a, b], half_height + 1.0);
            canvas.fill(area, palette::PILL, 1.0, |p| geometry::capsule(p, a, b, half_height));
        }
        pieces::draw_colour_disc(canvas, layout, self.player, disc, layout.px(DISC_RADIUS));
        self.fonts.draw(canvas, style, &name, end, Align::Right);
        layout.to_frame(Point::new(disc.x - layout.px(DISC_RADIUS + PILL_PADDING), disc.y)).x
    }

    /// One kind in a reserve: a small piece and how many are left, starting
    /// at `at` (cell units). Kinds used up are not shown at all: a reserve
    /// reads as "what can I still place".
    fn draw_entry(&self, canvas: &mut Canvas, kind: Kind, count: u8, at: Point) {
        let layout = self.layout;
        // The frame is dark: a light edge keeps the dark pieces' shape.
        let colours = PieceColours {
            body: palette::frame_body(self.player),
            outline: palette::DISC_EDGE,
            ..PieceColours::of(self.player)
        };
        let centre = layout.frame_point(at.x + ICON_WIDTH / 2.0, at.y);
        pieces::draw_icon(canvas, layout, centre, kind, colours);
        let style = count_style(layout, palette::FRAME_TEXT, Weight::Bold);
        let text_at = layout.frame_point(at.x + ICON_WIDTH + COUNT_GAP, at.y);
        self.fonts.draw(canvas, style, &count.to_string(), text_at, Align::Left);
    }
}

fn count_style(layout: &Layout, colour: palette::Colour, weight: Weight) -> Style {
    Style { cap_height: layout.px(COUNT_SIZE), weight, colour }
}

/// How many reserve entries fit on a line of `width` cell units.
fn slots(width: f32) -> usize {
    (width / RESERVE_SLOT).floor().max(0.0) as usize
}

/// The words of the players' corners that would not fit: "all
/// placed" under a name, and a full reserve (six kinds) beside a long
/// name.
pub fn overflows(layout: &Layout, rooms: &Rooms, fonts: &Fonts, options: &RenderOptions) -> Vec<String> {
    let mut over = Vec::new();
    let style = count_style(layout, palette::FRAME_TEXT_DIM, Weight::Regular);
    for corner in [Corner::Top, Corner::Bottom] {
        let width = rooms.width(Side::Right, corner.line_y(1), COUNT_SIZE / 2.0);
        if fonts.width(style, &options.words.all_placed()) > layout.px(width) {
            over.push(options.words.all_placed());
        }
        let room: usize = (0..RESERVE_LINES)
            .map(|n| slots(rooms.width(Side::Right, corner.line_y(n), RESERVE_HALF_HEIGHT)))
            .sum();
        if room < Kind::ALL.len() + 2 {
            over.push(format!("{corner:?} corner: {room} reserve slots"));
        }
    }
    over
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A count's text fits its slot beside the icon.
    #[test]
    fn a_count_fits_its_slot() {
        let fonts = Fonts::load().unwrap();
        let layout = Layout::new(800, Player::White).unwrap();
        let style = count_style(&layout, palette::FRAME_TEXT, Weight::Bold);
        let used = ICON_WIDTH + COUNT_GAP + fonts.width(style, "6") / layout.unit();
        assert!(used + 0.15 < RESERVE_SLOT, "{used}");
    }
}
