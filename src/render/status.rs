//! The status, top left: above the board, on lines as wide as the
//! picture, whose turn it is or the result, then the last move with its
//! number (what a correspondence player opens the picture for); below
//! them, in the corner, why the game ended or the central hexagon count.
//!
//! A line is drawn whole or not at all: a long name is cut so that "to
//! move" stays, and anything else that does not fit is left out (the
//! message under the picture says it too); the words of every language
//! are measured to fit (`overflows`).

use crate::render::canvas::Canvas;
use crate::render::geometry::Point;
use crate::render::layout::{Layout, MIN_TEXT};
use crate::render::options::{Reason, RenderOptions, Standing};
use crate::render::palette;
use crate::render::pieces;
use crate::render::rooms::{MARGIN, Rooms, Side};
use crate::render::text::{Align, Fonts, Style, Weight};
use crate::render::wrap::{wrap, wrap_or_cut};
use crate::rules::{Move, Player, Position, Variant};

/// Capital height of the headline.
pub const HEADLINE_SIZE: f32 = 0.5;
/// Capital height of the other lines.
pub const LINE_SIZE: f32 = MIN_TEXT;
/// Room between one line's capitals and the next's: descenders and air.
pub const LINE_GAP: f32 = 0.26;
/// Sizes the headline tries, largest first, down to the smallest text.
const HEADLINE_SCALES: [f32; 3] = [1.0, 0.9, MIN_TEXT / HEADLINE_SIZE];
/// Most lines the headline takes (a caption may need two).
const HEADLINE_LINES: usize = 2;
/// Most lines the reason a game ended takes.
const REASON_LINES: usize = 4;
/// Radius of a colour disc of the central count.
const DISC_RADIUS: f32 = 0.16;
/// Gaps of the central count: before a disc, and between a disc and
/// its number.
const COUNT_GAPS: (f32, f32) = (0.24, 0.1);
/// Longest caption looked at, in characters (then wrapped and cut).
const CAPTION_MAX_CHARS: usize = 200;

/// One line of the status: its text, style and middle (cell units from
/// the top).
#[derive(Clone, Debug)]
struct Line {
    text: String,
    style: Style,
    /// Capital height in cell units.
    size: f32,
    y: f32,
}

/// Draws the status for `position`; `options` has its names already made
/// drawable.
pub fn draw(
    canvas: &mut Canvas,
    layout: &Layout,
    rooms: &Rooms,
    fonts: &Fonts,
    position: &Position,
    options: &RenderOptions,
) {
    let standing = Standing::of(position, options);
    let mut lines = headline_lines(layout, rooms, fonts, position, options, &standing);
    match &standing {
        Standing::Playing => {
            if let Some(line) = last_move_line(layout, rooms, fonts, position, options, &lines) {
                lines.push(line);
            }
        }
        Standing::Over { reason, .. } => {
            let reason = reason_lines(layout, rooms, fonts, options, reason, &lines);
            let joined = match (reason.as_slice(), position.last_move()) {
                ([only], Some(last)) => {
                    joined_line(layout, rooms, fonts, only, &last_move_text(options, position.ply(), last))
                }
                _ => None,
            };
            if let Some(joined) = joined {
                lines.push(joined);
            } else {
                lines.extend(reason);
                if let Some(line) = last_move_line(layout, rooms, fonts, position, options, &lines) {
                    lines.push(line);
                }
            }
        }
    }
    for line in &lines {
        fonts.draw(canvas, line.style, &line.text, layout.frame_point(MARGIN, line.y), Align::Left);
    }
    if position.variant() == Variant::Standard && !standing.is_over() {
        let y = below(&lines, LINE_SIZE);
        let counts = CentralCount::new(layout, fonts, position, &options.words.centre_count());
        if counts.width <= layout.px(rooms.width(Side::Left, y, LINE_SIZE / 2.0)) {
            counts.draw(canvas, layout, fonts, y);
        }
    }
}

/// The middle of a line of capital height `size` under `lines`.
fn below(lines: &[Line], size: f32) -> f32 {
    lines.last().map_or(MARGIN + size / 2.0, |l| l.y + l.size / 2.0 + LINE_GAP + size / 2.0)
}

/// A line's style: `size` cell units tall.
fn style(layout: &Layout, size: f32, weight: Weight, colour: palette::Colour) -> Style {
    Style { cap_height: layout.px(size), weight, colour }
}

/// The headline on one line, two for a long caption, at the largest size
/// at which it fits; a name is cut by its width so the verb stays whole.
fn headline_lines(
    layout: &Layout,
    rooms: &Rooms,
    fonts: &Fonts,
    position: &Position,
    options: &RenderOptions,
    standing: &Standing,
) -> Vec<Line> {
    let attempt = |scale: f32| {
        let size = HEADLINE_SIZE * scale;
        let style = style(layout, size, Weight::Bold, palette::FRAME_TEXT);
        let ys: Vec<f32> =
            (0..HEADLINE_LINES).map(|n| MARGIN + size / 2.0 + (size + LINE_GAP) * n as f32).collect();
        let widths: Vec<f32> =
            ys.iter().map(|&y| layout.px(rooms.width(Side::Left, y, size / 2.0))).collect();
        let name = |player: Player| {
            let verb = verb_width(fonts, style, options);
            fonts.fit(style, &options.display_name(player), widths[0] - verb)
        };
        (headline(position, options, standing, name), style, ys, widths)
    };
    let placed = |(texts, style): (Vec<String>, Style), ys: &[f32], size: f32| -> Vec<Line> {
        texts.into_iter().zip(ys).map(|(text, &y)| Line { text, style, size, y }).collect()
    };
    for scale in HEADLINE_SCALES {
        let (text, style, ys, widths) = attempt(scale);
        if let Some(fitted) = wrap(fonts, &[style], &text, &widths) {
            return placed(fitted, &ys, HEADLINE_SIZE * scale);
        }
    }
    let smallest = HEADLINE_SCALES[HEADLINE_SCALES.len() - 1];
    let (text, style, ys, widths) = attempt(smallest);
    placed(wrap_or_cut(fonts, &[style], &text, &widths), &ys, HEADLINE_SIZE * smallest)
}

/// The caption, if one is given and not blank.
fn caption(options: &RenderOptions) -> Option<String> {
    let caption = options.caption.as_deref().map(str::trim).filter(|c| !c.is_empty())?;
    Some(caption.chars().take(CAPTION_MAX_CHARS).collect())
}

/// The headline: the caption, the result, or whose turn, naming players
/// with `name`.
fn headline(
    position: &Position,
    options: &RenderOptions,
    standing: &Standing,
    name: impl Fn(Player) -> String,
) -> String {
    if let Some(caption) = caption(options) {
        return caption;
    }
    match standing {
        Standing::Playing => options.words.to_move(&name(position.to_move())),
        Standing::Over { winner: Some(winner), .. } => options.words.wins(&name(*winner)),
        Standing::Over { winner: None, .. } => options.words.draw(),
    }
}

/// The widest "to move" or "wins" around an empty name: what a name
/// leaves room for on the headline's line.
pub fn verb_width(fonts: &Fonts, title: Style, options: &RenderOptions) -> f32 {
    fonts.width(title, &options.words.to_move("")).max(fonts.width(title, &options.words.wins("")))
}

/// "move 42: J10>J4-K5-K6" under `lines`, if there was a move and it fits
/// whole.
fn last_move_line(
    layout: &Layout,
    rooms: &Rooms,
    fonts: &Fonts,
    position: &Position,
    options: &RenderOptions,
    lines: &[Line],
) -> Option<Line> {
    let last = position.last_move()?;
    let text = last_move_text(options, position.ply(), last);
    let style = style(layout, LINE_SIZE, Weight::Regular, palette::FRAME_TEXT);
    let y = below(lines, LINE_SIZE);
    let fits = fonts.width(style, &text) <= layout.px(rooms.width(Side::Left, y, LINE_SIZE / 2.0));
    fits.then_some(Line { text, style, size: LINE_SIZE, y })
}

/// "by resignation · move 42: J10>J4-K5-K6": a one-line reason and the
/// last move on one line, if they fit it together (under the headline the
/// line is as wide as the picture; further down the last move might not
/// fit at all).
fn joined_line(
    layout: &Layout,
    rooms: &Rooms,
    fonts: &Fonts,
    reason: &Line,
    last_move: &str,
) -> Option<Line> {
    let text = format!("{} · {last_move}", reason.text);
    let room = layout.px(rooms.width(Side::Left, reason.y, reason.size / 2.0));
    (fonts.width(reason.style, &text) <= room).then(|| Line { text, ..reason.clone() })
}

/// The words of the last move, `ply` plies into the game.
pub fn last_move_text(options: &RenderOptions, ply: u32, last: Move) -> String {
    options.words.last_move(ply, last)
}

/// Why the game ended, wrapped on the lines under `lines`.
fn reason_lines(
    layout: &Layout,
    rooms: &Rooms,
    fonts: &Fonts,
    options: &RenderOptions,
    reason: &Reason,
    lines: &[Line],
) -> Vec<Line> {
    let Some(text) = reason_text(options, reason) else { return Vec::new() };
    let style = style(layout, LINE_SIZE, Weight::Regular, palette::FRAME_TEXT);
    let first = below(lines, LINE_SIZE);
    let ys: Vec<f32> = (0..REASON_LINES).map(|n| first + (LINE_SIZE + LINE_GAP) * n as f32).collect();
    let widths: Vec<f32> =
        ys.iter().map(|&y| layout.px(rooms.width(Side::Left, y, LINE_SIZE / 2.0))).collect();
    let (texts, style) = wrap_or_cut(fonts, &[style], &text, &widths);
    texts.into_iter().zip(ys).map(|(text, y)| Line { text, style, size: LINE_SIZE, y }).collect()
}

/// The words of `reason`, if it has any.
pub fn reason_text(options: &RenderOptions, reason: &Reason) -> Option<String> {
    match reason {
        Reason::Board(outcome) => Some(options.words.reason(outcome)),
        Reason::OffBoard(ending) => Some(options.words.off_board(*ending)),
        Reason::Unknown => None,
    }
}

/// "centre ● 6 ● 4": the central hexagon cells each player holds.
struct CentralCount {
    word: String,
    numbers: [String; 2],
    styles: (Style, Style),
    /// Its width in pixels.
    width: f32,
}

impl CentralCount {
    fn new(layout: &Layout, fonts: &Fonts, position: &Position, word: &str) -> CentralCount {
        let line = style(layout, LINE_SIZE, Weight::Regular, palette::FRAME_TEXT_DIM);
        let bold = style(layout, LINE_SIZE, Weight::Bold, palette::FRAME_TEXT);
        let numbers = Player::BOTH.map(|p| position.central_count(p).to_string());
        let per_count = layout.px(COUNT_GAPS.0 + 2.0 * DISC_RADIUS + COUNT_GAPS.1);
        let width =
            fonts.width(line, word) + numbers.iter().map(|n| per_count + fonts.width(bold, n)).sum::<f32>();
        CentralCount { word: word.to_string(), numbers, styles: (line, bold), width }
    }

    /// Draws it on the line whose middle is at `y` (cell units).
    fn draw(&self, canvas: &mut Canvas, layout: &Layout, fonts: &Fonts, y: f32) {
        let (line, bold) = self.styles;
        let Point { mut x, y } = layout.frame_point(MARGIN, y);
        x += fonts.draw(canvas, line, &self.word, Point::new(x, y), Align::Left);
        for (player, number) in Player::BOTH.into_iter().zip(&self.numbers) {
            x += layout.px(COUNT_GAPS.0 + DISC_RADIUS);
            pieces::draw_colour_disc(canvas, layout, player, Point::new(x, y), layout.px(DISC_RADIUS));
            x += layout.px(DISC_RADIUS + COUNT_GAPS.1);
            x += fonts.draw(canvas, bold, number, Point::new(x, y), Align::Left);
        }
    }
}

/// Every word of the status that would not fit its place in a picture
/// drawn with `options`: the headline with each colour for a name, the
/// last move (three-digit number, a long movement) under it, each reason
/// a game ends wrapped under a headline, and the central count.
pub fn overflows(layout: &Layout, rooms: &Rooms, fonts: &Fonts, options: &RenderOptions) -> Vec<String> {
    let words = &options.words;
    let title = style(layout, MIN_TEXT, Weight::Bold, palette::FRAME_TEXT);
    let line = style(layout, LINE_SIZE, Weight::Regular, palette::FRAME_TEXT);
    // The lines under the headline sit lowest under a headline at full size.
    let headline =
        Line { text: String::new(), style: title, size: HEADLINE_SIZE, y: MARGIN + HEADLINE_SIZE / 2.0 };
    let width_at = |y: f32| layout.px(rooms.width(Side::Left, y, LINE_SIZE / 2.0));
    let mut over = Vec::new();
    let mut check = |text: String, style: Style, width: f32| {
        if fonts.width(style, &text) > width {
            over.push(text);
        }
    };
    let first = width_at(headline.y);
    for player in Player::BOTH {
        check(words.to_move(&words.colour(player)), title, first);
        check(words.wins(&words.colour(player)), title, first);
    }
    check(words.draw(), title, first);
    let second = below(std::slice::from_ref(&headline), LINE_SIZE);
    if let Ok(last) = "P13>G13-E13-F13".parse() {
        check(words.last_move(188, last), line, width_at(second));
    }
    let after_move =
        [headline.clone(), Line { text: String::new(), style: line, size: LINE_SIZE, y: second }];
    let third = below(&after_move, LINE_SIZE);
    let centre = CentralCount::new(layout, fonts, &Position::new(Variant::Standard), &words.centre_count());
    if centre.width > width_at(third) {
        over.push(words.centre_count());
    }
    let ys: Vec<f32> = (0..REASON_LINES).map(|n| second + (LINE_SIZE + LINE_GAP) * n as f32).collect();
    let widths: Vec<f32> = ys.iter().map(|&y| width_at(y)).collect();
    for reason in sample_reasons() {
        let Some(text) = reason_text(options, &reason) else { continue };
        if wrap(fonts, &[line], &text, &widths).is_none() {
            over.push(text);
        }
    }
    over
}

/// One reason of each kind, with two-digit counts where they have any.
fn sample_reasons() -> Vec<Reason> {
    use crate::render::words::OffBoard;
    use crate::rules::{Axis, ByPlayer, Connection, Outcome};
    let connected = Axis::ALL.into_iter().map(|axis| {
        Reason::Board(Outcome::Connected(Connection { player: Player::White, axis, chain: Vec::new() }))
    });
    let board = [
        Outcome::CentralMajority { winner: Player::Black, central: ByPlayer { white: 9, black: 10 } },
        Outcome::CentralTie { central: ByPlayer { white: 10, black: 10 } },
        Outcome::LastPiecePlaced,
        Outcome::NoLegalMoves,
    ];
    let off_board = [OffBoard::Resignation, OffBoard::Timeout, OffBoard::Agreement];
    connected
        .chain(board.into_iter().map(Reason::Board))
        .chain(off_board.into_iter().map(Reason::OffBoard))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::layout::{FRAME_WIDTH, HEADER};

    /// The headline and the line under it (the last move, or why the game
    /// ended) run the whole width of the picture: a long name or move is
    /// never squeezed beside the board.
    #[test]
    fn the_strips_two_lines_have_the_whole_width() {
        let whole = (MARGIN, FRAME_WIDTH - MARGIN);
        for perspective in Player::BOTH {
            let layout = Layout::new(800, perspective).unwrap();
            let rooms = Rooms::new(&layout);
            let title = style(&layout, HEADLINE_SIZE, Weight::Bold, palette::FRAME_TEXT);
            let headline =
                Line { text: String::new(), style: title, size: HEADLINE_SIZE, y: below(&[], HEADLINE_SIZE) };
            assert_eq!(rooms.room(Side::Left, headline.y, HEADLINE_SIZE / 2.0), whole);
            let second = below(std::slice::from_ref(&headline), LINE_SIZE);
            assert_eq!(rooms.room(Side::Left, second, LINE_SIZE / 2.0), whole);
            assert!(second + LINE_SIZE / 2.0 < HEADER);
            let third = second + LINE_SIZE + LINE_GAP;
            assert!(
                rooms.room(Side::Left, third, LINE_SIZE / 2.0) != whole,
                "the board starts under the strip"
            );
        }
    }
}
