//! The four corners around the hexagonal board: the game's status (top
//! left), the two players with their reserves (right; the player at the
//! bottom of the picture at the bottom), the moves played, the variant and
//! the goal (bottom left).
//!
//! The corners are triangles cut by the board's slanted sides, so each
//! line of text gets the width left at its height ([`room`]). Their words
//! come from `words`.

use crate::render::RenderOptions;
use crate::render::canvas::Canvas;
use crate::render::geometry::{self, Point, Rect};
use crate::render::layout::{FRAME_HEIGHT, FRAME_WIDTH, Layout};
use crate::render::palette;
use crate::render::pieces::{self, PieceColours};
use crate::render::text::{Align, Fonts, Style, Weight};
use crate::render::words::NO_BREAK;
use crate::rules::{Kind, Outcome, Player, Position, Variant};

/// Distance of all panel text from the picture's edges.
const MARGIN: f32 = 0.32;
/// Capital height of the headline (whose turn, the result) and names.
const TITLE_SIZE: f32 = 0.36;
/// Capital height of the other lines.
const LINE_SIZE: f32 = 0.27;
/// The reason a game ended may run down to this line of the top left
/// corner (counting from 0); further down the corner is too narrow.
const REASON_LAST_LINE: usize = 4;
/// Distance between the middles of two lines.
const LINE_SPACING: f32 = 0.56;
/// Half the height a line of text needs, with air around it.
const LINE_HALF_HEIGHT: f32 = 0.22;
/// tan 30°: the board's slanted sides climb this much per unit across.
const SLOPE: f32 = 0.577_350_3;
/// Where the obstacles along each slanted side lie, relative to the
/// board's centre I9 (cell units, y down), and how far text keeps from
/// them. Top left: the row number of row 16 (board.rs puts row numbers
/// 1.02 beyond the row's end, up and left). Top right: the upper right
/// band's middle line (0.72 beyond J17). Bottom: the column letters of H
/// and J (1.02 below H1 and J2).
const ROW_16_LABEL: Point = Point::new(-1.75, -8.01);
const UPPER_RIGHT_BAND: Point = Point::new(1.23, -8.12);
const H_LABEL: Point = Point::new(-0.866, 8.52);
const J_LABEL: Point = Point::new(0.866, 8.52);
/// Clearance from a coordinate's middle (half a two-digit number and air).
const LABEL_CLEARANCE: f32 = 0.42;
/// Clearance from a band's middle line.
const BAND_CLEARANCE: f32 = 0.24;
/// Longest name looked at, in characters: a bound on the work for any
/// input, far beyond what a corner shows (names are cut by their measured
/// width, see [`draw_name`]).
const NAME_MAX_CHARS: usize = 100;
/// Longest caption looked at, in characters (then wrapped, shrunk, cut).
const CAPTION_MAX_CHARS: usize = 200;
/// Text sizes tried, largest first, until a caption or reason fits its
/// lines without being cut.
const SHRINK: [f32; 3] = [1.0, 0.88, 0.76];
/// Room the central count's two discs and numbers take after its word.
const CENTRAL_COUNTS_WIDTH: f32 = 2.0;
/// Radius of the colour disc before a name.
const DISC_RADIUS: f32 = 0.17;
/// Gap between the disc and the name.
const DISC_GAP: f32 = 0.14;
/// Padding of the pill behind the name of the player to move.
const PILL_PADDING: f32 = 0.14;
/// Widest icon (a line or an angle: two steps across plus two dots).
const ICON_WIDTH: f32 = 0.8;
/// Gap between an icon and its count.
const COUNT_GAP: f32 = 0.06;
/// Room of one reserve entry: icon, gap, a count like "×6", air.
const RESERVE_SLOT: f32 = 1.42;
/// Distance between the middles of two reserve lines.
const RESERVE_SPACING: f32 = 0.62;
/// Most lines a reserve may take (the corner is gone after that).
const RESERVE_LINES: usize = 4;
/// Gap between the name and the reserve on its line.
const NAME_GAP: f32 = 0.2;
/// Capital height of a reserve count.
const COUNT_SIZE: f32 = 0.25;

/// One corner of the frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Corner {
    TopLeft,
    TopRight,
    BottomLeft,
    BottomRight,
}

/// The x range (cell units) text may use in `corner` on the line whose
/// middle is at height `y`.
fn room(layout: &Layout, corner: Corner, y: f32) -> (f32, f32) {
    let centre = layout.board_centre_in_frame();
    let h = LINE_HALF_HEIGHT;
    let (left, right) = (MARGIN, FRAME_WIDTH - MARGIN);
    match corner {
        Corner::TopLeft => {
            let o = centre + ROW_16_LABEL;
            (left, o.x - (y + h - o.y) / SLOPE - LABEL_CLEARANCE)
        }
        Corner::TopRight => {
            let o = centre + UPPER_RIGHT_BAND;
            (o.x + (y + h - o.y) / SLOPE + BAND_CLEARANCE, right)
        }
        Corner::BottomLeft => {
            let o = centre + H_LABEL;
            (left, o.x - (o.y - (y - h)) / SLOPE - LABEL_CLEARANCE)
        }
        Corner::BottomRight => {
            let o = centre + J_LABEL;
            (o.x + (o.y - (y - h)) / SLOPE + LABEL_CLEARANCE, right)
        }
    }
}

/// The middle of the `n`th line from the top (or from the bottom).
fn line_y(corner: Corner, n: usize, first_size: f32) -> f32 {
    let offset = MARGIN + first_size / 2.0 + LINE_SPACING * n as f32;
    match corner {
        Corner::TopLeft | Corner::TopRight => offset,
        Corner::BottomLeft | Corner::BottomRight => FRAME_HEIGHT - offset,
    }
}

/// Draws all four corners.
pub fn draw(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    position: &Position,
    options: &RenderOptions,
) {
    let options = &drawable_names(options, fonts);
    draw_status(canvas, layout, fonts, position, options);
    let top = layout.perspective().opponent();
    draw_player(canvas, layout, fonts, position, options, top, Corner::TopRight);
    draw_player(canvas, layout, fonts, position, options, layout.perspective(), Corner::BottomRight);
    draw_footer(canvas, layout, fonts, position, options);
}

/// `options` with each name as it will be drawn: emoji and other
/// characters no font has dropped; a name with letters no font has (or
/// nothing left) replaced by the fallback name, or else by nothing (the
/// colour is shown).
fn drawable_names(options: &RenderOptions, fonts: &Fonts) -> RenderOptions {
    let mut options = options.clone();
    for player in Player::BOTH {
        let candidates = [options.names[player].take(), options.fallback_names[player].clone()];
        options.names[player] = candidates.into_iter().flatten().find_map(|name| {
            let name: String = name.chars().take(NAME_MAX_CHARS).collect();
            let shown = fonts.drawable(&name);
            (fonts.can_spell(&name) && !shown.is_empty()).then_some(shown)
        });
    }
    options
}

/// What the picture calls `player`: the given name, or the colour.
fn display_name(options: &RenderOptions, player: Player) -> String {
    let given = options.names[player].as_deref().map(str::trim).filter(|n| !n.is_empty());
    given.map_or_else(|| options.words.colour(player), str::to_string)
}

/// Whether the game has ended, on the board or (a caption says so) off it.
fn game_over(position: &Position, options: &RenderOptions) -> bool {
    position.is_over() || caption(options).is_some()
}

/// The caption, if one is given and not blank.
fn caption(options: &RenderOptions) -> Option<&str> {
    options.caption.as_deref().map(str::trim).filter(|c| !c.is_empty())
}

/// The headline: the caption, the result, or whose turn, naming players
/// with `name`.
fn headline(position: &Position, options: &RenderOptions, name: impl Fn(Player) -> String) -> String {
    if let Some(caption) = caption(options) {
        return caption.chars().take(CAPTION_MAX_CHARS).collect();
    }
    match position.outcome().map(Outcome::winner) {
        None => options.words.to_move(&name(position.to_move())),
        Some(Some(winner)) => options.words.wins(&name(winner)),
        Some(None) => options.words.draw(),
    }
}

/// Top left: headline; why the game ended, or the last move in notation
/// (replays need it: the picture shows where, not what); and in a standard
/// game still going the central hexagon count (it decides a game that runs
/// out of pieces).
fn draw_status(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    position: &Position,
    options: &RenderOptions,
) {
    let title =
        Style { cap_height: layout.px(TITLE_SIZE), weight: Weight::Bold, colour: palette::FRAME_TEXT };
    let line =
        Style { cap_height: layout.px(LINE_SIZE), weight: Weight::Regular, colour: palette::FRAME_TEXT };
    let width_of = |n: usize| {
        let (left, right) = room(layout, Corner::TopLeft, line_y(Corner::TopLeft, n, TITLE_SIZE));
        layout.px(right - left)
    };
    let mut lines: Vec<(String, Style)> = Vec::new();
    // A long name is cut so that "to move" or "wins" stays on its line.
    let name = |player: Player| {
        let verb = verb_width(fonts, title, options);
        fonts.fit(title, &display_name(options, player), width_of(0) - verb)
    };
    let headline_widths = [width_of(0), width_of(1)];
    let (texts, style) = wrap(fonts, title, &headline(position, options, name), &headline_widths);
    lines.extend(texts.into_iter().map(|text| (text, style)));
    if let Some(outcome) = position.outcome() {
        let widths: Vec<f32> = (lines.len()..REASON_LAST_LINE).map(width_of).collect();
        let reason = options.words.reason(outcome);
        let (texts, style) = wrap(fonts, line, &reason, &widths);
        lines.extend(texts.into_iter().map(|text| (text, style)));
    } else if let Some(last) = position.last_move() {
        let dim = Style { colour: palette::FRAME_TEXT_DIM, ..line };
        let text = options.words.last_move(position.ply(), last);
        lines.push((fonts.fit(dim, &text, width_of(lines.len())), dim));
    }
    for (n, (text, style)) in lines.iter().enumerate() {
        let at = layout.frame_point(MARGIN, line_y(Corner::TopLeft, n, TITLE_SIZE));
        fonts.draw(canvas, *style, text, at, Align::Left);
    }
    if position.variant() == Variant::Standard && !game_over(position, options) {
        let y = line_y(Corner::TopLeft, lines.len(), TITLE_SIZE);
        let word_room = width_of(lines.len()) - layout.px(CENTRAL_COUNTS_WIDTH);
        draw_central_count(canvas, layout, fonts, position, (&options.words.centre_count(), word_room), y);
    }
}

/// "centre ● 6 ● 4": central hexagon cells visible for each player.
fn draw_central_count(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    position: &Position,
    (word, room): (&str, f32),
    y: f32,
) {
    let line =
        Style { cap_height: layout.px(LINE_SIZE), weight: Weight::Regular, colour: palette::FRAME_TEXT_DIM };
    let bold = Style { weight: Weight::Bold, colour: palette::FRAME_TEXT, ..line };
    let y = layout.px(y);
    let mut x = layout.frame_point(MARGIN, 0.0).x;
    x += fonts.draw(canvas, shrunk(fonts, line, word, room), word, Point::new(x, y), Align::Left);
    for player in Player::BOTH {
        x += layout.px(0.22 + DISC_RADIUS);
        draw_disc(canvas, layout, player, Point::new(x, y), layout.px(DISC_RADIUS * 0.85));
        x += layout.px(DISC_RADIUS + 0.08);
        x += fonts.draw(
            canvas,
            bold,
            &position.central_count(player).to_string(),
            Point::new(x, y),
            Align::Left,
        );
    }
}

/// A small disc in `player`'s colour, edged so the dark one shows on the
/// dark frame.
fn draw_disc(canvas: &mut Canvas, layout: &Layout, player: Player, centre: Point, radius: f32) {
    let border = layout.px(0.035).max(1.0);
    canvas.fill_bordered(
        Rect::around(centre, radius + 2.0),
        palette::frame_body(player),
        palette::DISC_EDGE,
        border,
        |p| geometry::circle(p, centre, radius),
    );
}

/// `text` in lines of the given widths (pixels), broken between words
/// (never at a no-break space), at the largest of the [`SHRINK`] sizes at
/// which it fits whole; the last line never holds a lone word when the
/// line before can give it company. At the smallest size, what does not
/// fit ends in an ellipsis.
fn wrap(fonts: &Fonts, style: Style, text: &str, widths: &[f32]) -> (Vec<String>, Style) {
    let words: Vec<&str> =
        text.split(|c: char| c.is_whitespace() && c != NO_BREAK).filter(|w| !w.is_empty()).collect();
    for factor in SHRINK {
        let style = style.scaled(factor);
        if let Some(lines) = break_lines(fonts, style, &words, widths) {
            return (lines, style);
        }
    }
    let style = style.scaled(SHRINK[SHRINK.len() - 1]);
    (cut_lines(fonts, style, &words, widths), style)
}

/// Greedy line breaking, then a word moved down from the line before while
/// the last line holds one alone; `None` if the words do not all fit.
fn break_lines(fonts: &Fonts, style: Style, words: &[&str], widths: &[f32]) -> Option<Vec<String>> {
    let fits = |words: &[&str], width: f32| fonts.width(style, &words.join(" ")) <= width;
    let mut lines: Vec<Vec<&str>> = Vec::new();
    let mut rest = words;
    for &width in widths {
        if rest.is_empty() {
            break;
        }
        let mut n = 1;
        while n < rest.len() && fits(&rest[..=n], width) {
            n += 1;
        }
        if !fits(&rest[..n], width) {
            return None;
        }
        lines.push(rest[..n].to_vec());
        rest = &rest[n..];
    }
    if !rest.is_empty() {
        return None;
    }
    let last = lines.len();
    while last >= 2 && lines[last - 1].len() == 1 && lines[last - 2].len() >= 2 {
        let mut longer = lines[last - 1].clone();
        longer.insert(0, lines[last - 2][lines[last - 2].len() - 1]);
        if !fits(&longer, widths[last - 1]) {
            break;
        }
        lines[last - 2].pop();
        lines[last - 1] = longer;
    }
    Some(lines.iter().map(|line| line.join(" ")).collect())
}

/// Greedy line breaking of words that do not all fit: the last line takes
/// the rest, cut with an ellipsis; a word wider than its line is cut too.
fn cut_lines(fonts: &Fonts, style: Style, words: &[&str], widths: &[f32]) -> Vec<String> {
    let mut lines = Vec::new();
    let mut rest = words;
    for (i, &width) in widths.iter().enumerate() {
        if rest.is_empty() {
            break;
        }
        let mut n = 1;
        while n < rest.len() && fonts.width(style, &rest[..=n].join(" ")) <= width {
            n += 1;
        }
        if i + 1 == widths.len() {
            n = rest.len();
        }
        lines.push(fonts.fit(style, &rest[..n].join(" "), width));
        rest = &rest[n..];
    }
    lines
}

/// A player's corner on the right: the name (on a pill when it is their
/// turn) on the outer line, then the pieces not yet placed, flowing into
/// the room left beside the name and on the lines further in.
fn draw_player(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    position: &Position,
    options: &RenderOptions,
    player: Player,
    corner: Corner,
) {
    let name_y = line_y(corner, 0, TITLE_SIZE);
    let to_move = !game_over(position, options) && position.to_move() == player;
    let (left, right) = room(layout, corner, name_y);
    let reserve = position.reserve(player);
    let entries: Vec<(Kind, u8)> =
        Kind::ALL.into_iter().map(|k| (k, reserve[k])).filter(|&(_, n)| n > 0).collect();
    let name = display_name(options, player);
    let name_room = name_room(layout, corner, right - left, entries.len());
    let name_at = Point::new(right, name_y);
    let name_left = draw_name(canvas, layout, fonts, &name, player, name_at, to_move, name_room);
    if entries.is_empty() {
        let style = Style {
            cap_height: layout.px(LINE_SIZE),
            weight: Weight::Regular,
            colour: palette::FRAME_TEXT_DIM,
        };
        let y = name_y + RESERVE_SPACING * direction(corner);
        fonts.draw(canvas, style, &options.words.all_placed(), layout.frame_point(right, y), Align::Right);
        return;
    }
    // Each line takes what fits, the name's line first; then the kinds are
    // dealt out top line first, so they read in order (T C E M L R).
    let mut lines: Vec<(f32, f32, usize)> = Vec::new();
    let mut left_over = entries.len();
    for line in 0..RESERVE_LINES {
        let y = name_y + RESERVE_SPACING * line as f32 * direction(corner);
        let (left, mut right) = room(layout, corner, y);
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
                draw_reserve_entry(canvas, layout, fonts, player, kind, count, Point::new(x, y));
            }
        }
    }
}

/// How many reserve entries fit on a line of `width` cell units.
fn slots(width: f32) -> usize {
    (width / RESERVE_SLOT).floor().max(0.0) as usize
}

/// The widest a name may be drawn (cell units) on a first line `width`
/// wide: all of it but the disc and pill, unless the lines further in
/// cannot hold every kind left in the reserve, in which case the name
/// leaves the missing slots beside it.
fn name_room(layout: &Layout, corner: Corner, width: f32, kinds: usize) -> f32 {
    let further_in: usize = (1..RESERVE_LINES)
        .map(|line| {
            let y = line_y(corner, 0, TITLE_SIZE) + RESERVE_SPACING * line as f32 * direction(corner);
            let (left, right) = room(layout, corner, y);
            slots(right - left)
        })
        .sum();
    let beside = kinds.saturating_sub(further_in);
    let reserved = if beside > 0 { beside as f32 * RESERVE_SLOT + NAME_GAP } else { 0.0 };
    width - reserved - 2.0 * (DISC_RADIUS + PILL_PADDING) - DISC_GAP
}

/// +1 for corners whose lines run downwards, −1 for the bottom ones.
fn direction(corner: Corner) -> f32 {
    match corner {
        Corner::TopLeft | Corner::TopRight => 1.0,
        Corner::BottomLeft | Corner::BottomRight => -1.0,
    }
}

/// The name right-aligned at `at` (cell units), the colour disc before it,
/// on a highlighted pill when `to_move`; cut to `max_width` cell units by
/// measuring it. Returns where it starts (cell units from the left).
#[allow(clippy::too_many_arguments)] // one corner's name: all of these are its own
fn draw_name(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    name: &str,
    player: Player,
    at: Point,
    to_move: bool,
    max_width: f32,
) -> f32 {
    let ink = if to_move { palette::PILL_TEXT } else { palette::FRAME_TEXT };
    let style = Style { cap_height: layout.px(TITLE_SIZE), weight: Weight::Bold, colour: ink };
    let name = fonts.fit(style, name, layout.px(max_width));
    let end = layout.frame_point(at.x - PILL_PADDING, at.y);
    let width = fonts.width(style, &name);
    let disc = Point::new(end.x - width - layout.px(DISC_GAP + DISC_RADIUS), end.y);
    if to_move {
        let half_height = layout.px(TITLE_SIZE / 2.0 + PILL_PADDING);
        let left = disc.x - layout.px(DISC_RADIUS + PILL_PADDING);
        let right = end.x + layout.px(PILL_PADDING);
        let (a, b) = (Point::new(left + half_height, end.y), Point::new(right - half_height, end.y));
        let area = Rect::bounding(&[a, b], half_height + 1.0);
        canvas.fill(area, palette::PILL, 1.0, |p| geometry::capsule(p, a, b, half_height));
    }
    draw_disc(canvas, layout, player, disc, layout.px(DISC_RADIUS));
    fonts.draw(canvas, style, &name, end, Align::Right);
    layout.to_frame(Point::new(disc.x - layout.px(DISC_RADIUS + PILL_PADDING), disc.y)).x
}

/// One kind in a reserve: a small piece and how many are left, starting
/// at `at` (cell units). Kinds used up are not shown at all: a reserve
/// reads as "what can I still place".
fn draw_reserve_entry(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    player: Player,
    kind: Kind,
    count: u8,
    at: Point,
) {
    // The frame is dark: a light edge keeps the dark pieces' shape.
    let colours = PieceColours {
        body: palette::frame_body(player),
        outline: palette::DISC_EDGE,
        ..PieceColours::of(player)
    };
    let centre = layout.frame_point(at.x + ICON_WIDTH / 2.0, at.y);
    pieces::draw_icon(canvas, layout, centre, kind, colours);
    let style =
        Style { cap_height: layout.px(COUNT_SIZE), weight: Weight::Bold, colour: palette::FRAME_TEXT };
    let text_at = layout.frame_point(at.x + ICON_WIDTH + COUNT_GAP, at.y);
    fonts.draw(canvas, style, &format!("×{count}"), text_at, Align::Left);
}

/// Bottom left: how many moves were played and the variant, and the goal
/// for newcomers.
fn draw_footer(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    position: &Position,
    options: &RenderOptions,
) {
    let dim = footer_style(layout);
    for (n, text) in footer_lines(options, position.ply(), position.variant()).iter().enumerate() {
        let y = line_y(Corner::BottomLeft, n, LINE_SIZE);
        let (left, right) = room(layout, Corner::BottomLeft, y);
        let style = shrunk(fonts, dim, text, layout.px(right - left));
        let text = fonts.fit(style, text, layout.px(right - left));
        fonts.draw(canvas, style, &text, layout.frame_point(left, y), Align::Left);
    }
}

/// `style` at the largest of the [`SHRINK`] sizes at which `text` fits
/// `width` (the smallest if none does): a language's whole word a little
/// smaller rather than an abbreviation ("standardowa", not "stand.").
fn shrunk(fonts: &Fonts, style: Style, text: &str, width: f32) -> Style {
    SHRINK
        .iter()
        .map(|&factor| style.scaled(factor))
        .find(|scaled| fonts.width(*scaled, text) <= width)
        .unwrap_or_else(|| style.scaled(SHRINK[SHRINK.len() - 1]))
}

fn footer_style(layout: &Layout) -> Style {
    Style { cap_height: layout.px(LINE_SIZE), weight: Weight::Regular, colour: palette::FRAME_TEXT_DIM }
}

/// The footer's lines, from the bottom up: the goal's second line, its
/// first, the moves played and the variant.
fn footer_lines(options: &RenderOptions, ply: u32, variant: Variant) -> [String; 3] {
    let [first, second] = options.words.goal();
    [second, first, options.words.moves_played(ply, variant)]
}

/// The widest "to move" or "wins" around an empty name: what a name
/// leaves room for on the headline's line.
fn verb_width(fonts: &Fonts, title: Style, options: &RenderOptions) -> f32 {
    fonts.width(title, &options.words.to_move("")).max(fonts.width(title, &options.words.wins("")))
}

/// Every word of the corners that would not fit its place in a picture
/// drawn with `options` (cut, or wrapped past its last line at the
/// smallest size): the headline with each colour for a name, each reason
/// a game ends, the last move, the central count, "all pieces placed" and
/// the footer with a two-digit move count.
pub fn overflows(layout: &Layout, fonts: &Fonts, options: &RenderOptions) -> Vec<String> {
    let words = &options.words;
    let title =
        Style { cap_height: layout.px(TITLE_SIZE), weight: Weight::Bold, colour: palette::FRAME_TEXT };
    let line = Style { cap_height: layout.px(LINE_SIZE), weight: Weight::Regular, ..title };
    let width_of = |n: usize| {
        let (left, right) = room(layout, Corner::TopLeft, line_y(Corner::TopLeft, n, TITLE_SIZE));
        layout.px(right - left)
    };
    let mut over = Vec::new();
    let mut check = |text: String, style: Style, width: f32| {
        if fonts.width(style, &text) > width {
            over.push(text);
        }
    };
    let verb = verb_width(fonts, title, options);
    for player in Player::BOTH {
        check(words.colour(player), title, width_of(0) - verb);
        check(words.to_move(&words.colour(player)), title, width_of(0));
        check(words.wins(&words.colour(player)), title, width_of(0));
    }
    check(words.draw(), title, width_of(0));
    if let Ok(last) = "C5-C6-D6".parse() {
        check(words.last_move(88, last), line, width_of(1));
    }
    let centre_room = width_of(2) - layout.px(CENTRAL_COUNTS_WIDTH);
    check(words.centre_count(), shrunk(fonts, line, &words.centre_count(), centre_room), centre_room);
    for corner in [Corner::TopRight, Corner::BottomRight] {
        let y = line_y(corner, 0, TITLE_SIZE) + RESERVE_SPACING * direction(corner);
        let (left, right) = room(layout, corner, y);
        check(words.all_placed(), line, layout.px(right - left));
    }
    let dim = footer_style(layout);
    for variant in [Variant::Basic, Variant::Standard] {
        for (n, text) in footer_lines(options, 88, variant).into_iter().enumerate() {
            let (left, right) = room(layout, Corner::BottomLeft, line_y(Corner::BottomLeft, n, LINE_SIZE));
            let style = shrunk(fonts, dim, &text, layout.px(right - left));
            check(text, style, layout.px(right - left));
        }
    }
    let widths: Vec<f32> = (1..REASON_LAST_LINE).map(width_of).collect();
    for outcome in sample_outcomes() {
        let reason = words.reason(&outcome);
        let (lines, _) = wrap(fonts, line, &reason, &widths);
        if lines.last().is_some_and(|l| l.ends_with('…')) {
            over.push(reason);
        }
    }
    over
}

/// One outcome of each kind, with two-digit counts where they have any.
fn sample_outcomes() -> Vec<Outcome> {
    use crate::rules::{Axis, ByPlayer, Connection};
    let connected = Axis::ALL
        .into_iter()
        .map(|axis| Outcome::Connected(Connection { player: Player::White, axis, chain: Vec::new() }));
    connected
        .chain([
            Outcome::CentralMajority { winner: Player::Black, central: ByPlayer { white: 9, black: 10 } },
            Outcome::CentralTie { central: ByPlayer { white: 10, black: 10 } },
            Outcome::LastPiecePlaced,
            Outcome::NoLegalMoves,
        ])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::words::Words;
    use crate::rules::{ByPlayer, GameRecord};

    fn options_named(white: &str, black: &str) -> RenderOptions {
        RenderOptions {
            names: ByPlayer { white: Some(white.to_string()), black: Some(black.to_string()) },
            ..RenderOptions::default()
        }
    }

    #[test]
    fn headline_names_the_player_to_move_or_the_caption() {
        let position = GameRecord::from_moves(Variant::Standard, "B2-B3-C3").unwrap().replay().unwrap();
        assert_eq!(
            headline(&position, &RenderOptions::default(), |p| display_name(&RenderOptions::default(), p)),
            "Black to move"
        );
        assert_eq!(
            headline(&position, &options_named("Alice", "Bob"), |p| display_name(
                &options_named("Alice", "Bob"),
                p
            )),
            "Bob to move"
        );
        let captioned = RenderOptions {
            caption: Some("Bob resigned — Alice wins".into()),
            ..options_named("Alice", "Bob")
        };
        assert_eq!(
            headline(&position, &captioned, |p| display_name(&captioned, p)),
            "Bob resigned — Alice wins"
        );
        assert_eq!(
            headline(&position, &options_named("Alice", "   "), |p| display_name(
                &options_named("Alice", "   "),
                p
            )),
            "Black to move"
        );
    }

    fn shown_name(given: &str, fallback: Option<&str>) -> String {
        let fonts = Fonts::load().unwrap();
        let mut options = options_named("Alice", given);
        options.fallback_names.black = fallback.map(str::to_string);
        display_name(&drawable_names(&options, &fonts), Player::Black)
    }

    #[test]
    fn names_lose_their_emoji_and_unspellable_names_give_way() {
        assert_eq!(shown_name("Zoë", None), "Zoë");
        assert_eq!(shown_name("🎲 Zoë 🎲", None), "Zoë");
        assert_eq!(shown_name("李小龍", None), "李小龍", "drawn with the fallback face");
        assert_eq!(shown_name("สมชาย", Some("somchai_99")), "somchai_99", "Thai is in no face");
        assert_eq!(shown_name("สมชาย", None), "Black");
        assert_eq!(shown_name("🎲🎲", Some("dice")), "dice");
        assert_eq!(shown_name("🎲🎲", Some("🎲")), "Black");
    }

    fn style() -> Style {
        Style { cap_height: 12.0, weight: Weight::Regular, colour: palette::FRAME_TEXT }
    }

    #[test]
    fn wrap_keeps_every_line_within_its_width() {
        let fonts = Fonts::load().unwrap();
        let text = "Black connected the sides J2–P8 and B10–H16 after a very long game";
        let widths = [150.0, 120.0, 90.0];
        let (lines, shrunk) = wrap(&fonts, style(), text, &widths);
        assert_eq!(lines.len(), 3);
        for (line, width) in lines.iter().zip(widths) {
            assert!(fonts.width(shrunk, line) <= width, "{line}");
        }
        assert!(shrunk.cap_height < 12.0, "shrunk before being cut");
        assert_eq!(wrap(&fonts, style(), "short", &widths).0, vec!["short".to_string()]);
        let (cut, _) = wrap(&fonts, style(), &"word ".repeat(40), &widths);
        assert!(cut[2].ends_with('…'), "{cut:?}");
    }

    /// Issue 14: "…the centre: 10 to" / "9" read as a row label.
    #[test]
    fn wrap_never_strands_a_number_or_a_lone_word() {
        let fonts = Fonts::load().unwrap();
        let outcome =
            Outcome::CentralMajority { winner: Player::Black, central: ByPlayer { white: 9, black: 10 } };
        let text = crate::render::words::English.reason(&outcome);
        for width in (60..=400).step_by(5) {
            let widths = [width as f32; 6];
            let (lines, _) = wrap(&fonts, style(), &text, &widths);
            let last = lines.last().unwrap();
            assert!(!last.ends_with('…'), "{width}: {lines:?}");
            assert!(!lines.iter().any(|l| l == "9" || l.ends_with(" to") || l.ends_with(" 10")), "{lines:?}");
            if lines.len() >= 2 {
                assert!(last.contains(' ') || last.contains(NO_BREAK), "{width}: lone word in {lines:?}");
            }
        }
    }

    /// The rooms the corners give their lines stay clear of every
    /// coordinate printed round the board.
    #[test]
    fn corner_text_keeps_clear_of_the_coordinates() {
        for perspective in Player::BOTH {
            let layout = Layout::new(1000, perspective).unwrap();
            let labels = crate::render::board::label_positions(&layout);
            for corner in [Corner::TopLeft, Corner::TopRight, Corner::BottomLeft, Corner::BottomRight] {
                for n in 0..4 {
                    let y = line_y(corner, n, TITLE_SIZE);
                    let (left, right) = room(&layout, corner, y);
                    assert!(right - left > 2.0, "{corner:?} line {n} has {:.2} units", right - left);
                    for label in &labels {
                        let Point { x: lx, y: ly } = layout.to_frame(*label);
                        let overlaps_y = (ly - y).abs() < LINE_HALF_HEIGHT + 0.15;
                        let overlaps_x = lx + 0.2 > left && lx - 0.2 < right;
                        assert!(
                            !(overlaps_y && overlaps_x),
                            "{corner:?} line {n} meets a label at {lx:.2},{ly:.2}"
                        );
                    }
                }
            }
        }
    }
}
