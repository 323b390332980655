//! The picture of a table of rows and columns (a league's standings):
//! a title, the column headings, a row per player, a footer.
//!
//! Drawn like the board pictures: opaque, on the dark frame, in the same
//! faces and colours, every word at least [`MIN_TEXT`] tall at the board
//! pictures' scale (9 pixels when the picture is shown 400 pixels wide).
//! The picture is as tall as its rows need. Rows alternate a faint band so
//! a phone's reader follows a row across; the leader's row is tinted gold,
//! a withdrawn player's is dimmed.
//!
//! Every word arrives in the reader's language: this file spells out
//! nothing. Columns are as wide as their cells; the wide column (the
//! names) takes what is left. When the headings do not fit beside each
//! other they wrap onto a second line, then are cut; a cell that does not
//! fit its column is cut short with "…", never drawn over the next.
//!
//! All geometry is worked out first (`Plan`), then drawn.

use image::RgbImage;

use crate::render::base::COLOURS;
use crate::render::canvas::{Canvas, Written};
use crate::render::error::RenderError;
use crate::render::geometry::{Point, Rect};
use crate::render::layout::{Layout, MIN_TEXT};
use crate::render::palette::{self, Colour, mix};
use crate::render::quantise::Palette;
use crate::render::text::{Align, Fonts, Style, Weight};
use crate::render::wrap::wrap_or_cut;
use crate::rules::Player;

/// Narrowest table picture: below this a 7-column table leaves the names
/// no room.
pub const MIN_TABLE_WIDTH: u32 = 600;
/// Widest table picture (Discord posts 800).
pub const MAX_TABLE_WIDTH: u32 = 1200;
/// Most rows a table draws: the picture grows with its rows, and this
/// bounds its memory (a 100-row table 1200 px wide is about 7,000 px tall).
pub const MAX_TABLE_ROWS: usize = 100;

/// How hard the PNG is packed (see `encode_png`).
const COMPRESSION: png::Compression = png::Compression::Balanced;
/// Most characters of a title, subtitle or footer looked at (then wrapped
/// and cut).
const MAX_LINE_CHARS: usize = 300;
/// Most characters of a heading or cell looked at (then cut to fit).
const MAX_CELL_CHARS: usize = 100;

/// Sizes the title tries (capital height, cell units), largest first.
const TITLE_SIZES: [f32; 3] = [0.56, 0.48, MIN_TEXT];
/// Most lines of the title.
const TITLE_LINES: usize = 2;
/// Capital height of the subtitle, the headings and the footer.
const SMALL_SIZE: f32 = MIN_TEXT;
/// Most lines of the subtitle.
const SUBTITLE_LINES: usize = 2;
/// Most lines of a heading.
const HEADING_LINES: usize = 2;
/// Most lines of the footer.
const FOOTER_LINES: usize = 3;
/// Capital height of the cells.
const CELL_SIZE: f32 = 0.42;
/// From one line's capitals to the next's, per capital height.
const LINE_PITCH: f32 = 1.7;
/// Space left and right of the table and above and below everything.
const MARGIN: f32 = 0.45;
/// Space between the title's lines and the table, and the table and the
/// footer.
const SECTION_GAP: f32 = 0.35;
/// Height of a row.
const ROW_HEIGHT: f32 = 0.84;
/// Space inside a column, on each side of its text.
const CELL_PADDING: f32 = 0.16;
/// Pixels added to every measured width, so that no text is cut because
/// a column's ends were rounded.
const SLACK: f32 = 0.5;
/// Share of the table's width the wide column keeps when the others ask
/// for more (or less, if its cells need less).
const WIDE_SHARE: f32 = 0.3;
/// Thickness of the line under the headings.
const RULE: f32 = 0.05;
/// Width of the gold bar at the leader's row's left end.
const LEADER_BAR: f32 = 0.1;
/// Corner radius of the bands.
const BAND_RADIUS: f32 = 0.12;
/// How strongly the frame's text colour tints every other row's band.
const BAND_ALPHA: f32 = 0.06;
/// How strongly the pill's gold tints the leader's band.
const LEADER_ALPHA: f32 = 0.22;
/// How strongly the dim text colour draws the line under the headings.
const RULE_ALPHA: f32 = 0.6;

/// A table to draw: every word already in the reader's language (render
/// spells out none).
#[derive(Clone, Debug, Default)]
pub struct Table {
    /// The heading line over the table ("Autumn league — after round 3 of 7").
    pub title: String,
    /// A second, smaller line under it, if any ("Round robin, twice · 7 players").
    pub subtitle: Option<String>,
    /// The column headings, left to right ("#", "Player", "Points", "Won",
    /// "Drawn", "Lost", "SB").
    pub columns: Vec<Column>,
    /// The rows, top to bottom, each with one cell per column (missing
    /// cells are drawn empty, extra ones not at all).
    pub rows: Vec<TableRow>,
    /// A line under the table, if any (how ties are broken).
    pub footer: Option<String>,
}

/// A column of a [`Table`].
#[derive(Clone, Debug)]
pub struct Column {
    /// What the heading says.
    pub heading: String,
    /// Where its heading and cells sit in it.
    pub align: ColumnAlign,
    /// Whether this is the column that takes the rest of the width (the
    /// names), cut short with "…" when a cell is longer. Several share it.
    pub wide: bool,
}

/// Where text sits in its column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColumnAlign {
    /// Starts at the column's left (names).
    Left,
    /// Ends at the column's right (numbers).
    Right,
    /// Centred in the column.
    Centre,
}

/// A row of a [`Table`].
#[derive(Clone, Debug, Default)]
pub struct TableRow {
    /// One cell per column, left to right.
    pub cells: Vec<String>,
    /// How the row stands out, if at all.
    pub emphasis: RowEmphasis,
    /// What the wide column shows instead when its cell has a letter no
    /// face can draw (a player's username for a name in a script the
    /// fonts lack), as board pictures do with names.
    pub fallback: Option<String>,
}

/// How a row stands out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RowEmphasis {
    /// An ordinary row.
    #[default]
    Normal,
    /// The winner or first place: highlighted.
    Leader,
    /// A player who left the league: dimmed.
    Withdrawn,
}

/// The table as PNG bytes, `width` pixels wide, as tall as its rows need.
///
/// # Errors
/// [`RenderError::SizeOutOfRange`] for a width outside
/// [`MIN_TABLE_WIDTH`]..=[`MAX_TABLE_WIDTH`]; [`RenderError::TooManyRows`]
/// beyond [`MAX_TABLE_ROWS`]; [`RenderError::Font`]; encoding failures
/// (never expected when writing to memory).
pub fn render_table_png(table: &Table, width: u32) -> Result<Vec<u8>, RenderError> {
    let fonts = Fonts::load()?;
    let plan = Plan::new(table, width, &fonts)?;
    encode_png(plan.draw(&fonts).image())
}

/// Every text the picture of `table` shows, with its height in pixels at
/// the picture's own width, in the order drawn: the title, the subtitle,
/// the headings, the cells row by row, the footer. What legibility is
/// measured on (scale the heights by `400 / width` for a phone).
///
/// # Errors
/// As [`render_table_png`].
pub fn table_words_drawn(table: &Table, width: u32) -> Result<Vec<Written>, RenderError> {
    let fonts = Fonts::load()?;
    let plan = Plan::new(table, width, &fonts)?;
    Ok(plan.draw(&fonts).written().to_vec())
}

/// `image` in 256 colours (the palette's named colours exactly, then the
/// picture's most frequent: the bands' and the letters' blends), packed
/// harder than a board picture: a table is drawn once a round, not once a
/// move. 30 rows of long names 800 px wide: 135 KB at `encode`'s fastest
/// level, 106 KB at [`COMPRESSION`] (78 ms to draw and pack at load 4 on
/// 2 cores), 101 KB at the png crate's highest (118 ms).
fn encode_png(image: &RgbImage) -> Result<Vec<u8>, RenderError> {
    let mut seeds = palette::flat_colours();
    seeds.extend([band(RowEmphasis::Normal), band(RowEmphasis::Leader), rule_colour()]);
    let palette = Palette::build(&[image], &seeds, COLOURS, 1);
    let indices = palette.map(image, None);
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, image.width(), image.height());
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette.rgb_bytes(palette.len()));
    encoder.set_compression(COMPRESSION);
    // Differences between palette indices mean nothing.
    encoder.set_filter(png::Filter::NoFilter);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&indices)?;
    writer.finish()?;
    Ok(bytes)
}

/// The band behind a row of `emphasis` (every other row for ordinary ones).
fn band(emphasis: RowEmphasis) -> Colour {
    match emphasis {
        RowEmphasis::Leader => mix(palette::FRAME, palette::PILL, LEADER_ALPHA),
        RowEmphasis::Normal | RowEmphasis::Withdrawn => mix(palette::FRAME, palette::FRAME_TEXT, BAND_ALPHA),
    }
}

/// The line under the headings.
fn rule_colour() -> Colour {
    mix(palette::FRAME, palette::FRAME_TEXT_DIM, RULE_ALPHA)
}

/// A line of text placed: what, in which style, where (the middle of its
/// capitals at `y`, aligned on `x`).
#[derive(Clone, Debug)]
struct Placed {
    text: String,
    style: Style,
    x: f32,
    y: f32,
    align: Align,
}

/// A column's place, in pixels: its text lies from `left` to `right`
/// (padding outside), aligned as `align` says.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Place {
    left: f32,
    right: f32,
    align: Align,
}

impl Place {
    fn width(&self) -> f32 {
        self.right - self.left
    }

    /// Where text aligned in this column is anchored.
    fn anchor(&self) -> f32 {
        match self.align {
            Align::Left => self.left,
            Align::Centre => (self.left + self.right) / 2.0,
            Align::Right => self.right,
        }
    }
}

/// A row's place and look.
#[derive(Clone, Debug, PartialEq)]
struct RowPlan {
    /// Top and bottom, in pixels.
    top: f32,
    bottom: f32,
    emphasis: RowEmphasis,
    /// Whether it lies on a band (the leader's always does).
    banded: bool,
}

/// Everything the picture shows and where, in pixels: worked out before
/// anything is drawn.
struct Plan {
    width: u32,
    height: u32,
    /// Pixels per cell unit (as the board pictures of this width).
    unit: f32,
    /// The columns' places, left to right.
    places: Vec<Place>,
    /// The line under the headings: its top, in pixels.
    rule_top: f32,
    rows: Vec<RowPlan>,
    /// Every text, in the order drawn.
    texts: Vec<Placed>,
}

impl Plan {
    fn new(table: &Table, width: u32, fonts: &Fonts) -> Result<Plan, RenderError> {
        if !(MIN_TABLE_WIDTH..=MAX_TABLE_WIDTH).contains(&width) {
            return Err(RenderError::SizeOutOfRange {
                size: width,
                min: MIN_TABLE_WIDTH,
                max: MAX_TABLE_WIDTH,
            });
        }
        if table.rows.len() > MAX_TABLE_ROWS {
            return Err(RenderError::TooManyRows { rows: table.rows.len(), max: MAX_TABLE_ROWS });
        }
        // The board pictures' scale, so words are as large as theirs.
        let unit = Layout::new(width, Player::White)?.unit();
        let mut plan = Plan {
            width,
            height: 0,
            unit,
            places: Vec::new(),
            rule_top: 0.0,
            rows: Vec::new(),
            texts: Vec::new(),
        };
        let cells = drawable_cells(table, fonts);
        plan.places = column_places(table, &cells, fonts, unit, width);
        let mut y = plan.px(MARGIN);
        y = plan.lines(fonts, &table.title, &title_styles(unit), TITLE_LINES, y);
        if let Some(subtitle) = &table.subtitle {
            let style = small_style(unit, Weight::Regular, palette::FRAME_TEXT_DIM);
            y = plan.lines(fonts, subtitle, &[style], SUBTITLE_LINES, y);
        }
        if !table.columns.is_empty() {
            y = plan.headings(table, fonts, y + plan.px(SECTION_GAP));
            y = plan.body(table, &cells, fonts, y);
        }
        if let Some(footer) = &table.footer {
            let style = small_style(unit, Weight::Regular, palette::FRAME_TEXT_DIM);
            y = plan.lines(fonts, footer, &[style], FOOTER_LINES, y + plan.px(SECTION_GAP));
        }
        plan.height = (y + plan.px(MARGIN)).ceil() as u32;
        Ok(plan)
    }

    fn px(&self, units: f32) -> f32 {
        units * self.unit
    }

    /// `text` wrapped across the picture from `top` on, in the first of
    /// `styles` it fits in `lines` lines, or else cut; returns the bottom.
    fn lines(&mut self, fonts: &Fonts, text: &str, styles: &[Style], lines: usize, top: f32) -> f32 {
        let text = fonts.drawable(&capped(text, MAX_LINE_CHARS));
        if text.is_empty() {
            return top;
        }
        let (left, right) = (self.px(MARGIN), self.width as f32 - self.px(MARGIN));
        let (wrapped, style) = wrap_or_cut(fonts, styles, &text, &vec![right - left; lines]);
        let pitch = style.cap_height * LINE_PITCH;
        let count = wrapped.len();
        for (i, line) in wrapped.into_iter().enumerate() {
            let y = top + style.cap_height / 2.0 + i as f32 * pitch;
            self.texts.push(Placed { text: line, style, x: left, y, align: Align::Left });
        }
        // The last line's descenders fit in what a next line's pitch adds.
        top + count as f32 * pitch
    }

    /// The headings from `top` on, wrapped onto their lines, the last
    /// lines level just above the rule; returns the rule's bottom.
    fn headings(&mut self, table: &Table, fonts: &Fonts, top: f32) -> f32 {
        let style = heading_style(self.unit);
        let pitch = style.cap_height * LINE_PITCH;
        let wrapped: Vec<Vec<String>> = table
            .columns
            .iter()
            .zip(&self.places)
            .map(|(column, place)| {
                let heading = fonts.drawable(&capped(&column.heading, MAX_CELL_CHARS));
                let lines = wrap_or_cut(fonts, &[style], &heading, &[place.width(); HEADING_LINES]).0;
                lines.into_iter().filter(|line| fonts.width(style, line) <= place.width()).collect()
            })
            .collect();
        let most = wrapped.iter().map(Vec::len).max().unwrap_or(0).max(1);
        // The last line of every heading on the same level.
        let last_y = top + self.px(CELL_PADDING) + style.cap_height / 2.0 + (most - 1) as f32 * pitch;
        for (lines, place) in wrapped.into_iter().zip(self.places.clone()) {
            let first_y = last_y - (lines.len().saturating_sub(1)) as f32 * pitch;
            for (i, line) in lines.into_iter().enumerate() {
                let y = first_y + i as f32 * pitch;
                self.texts.push(Placed { text: line, style, x: place.anchor(), y, align: place.align });
            }
        }
        self.rule_top = (last_y + style.cap_height / 2.0 + self.px(CELL_PADDING)).round();
        self.rule_top + self.rule_thickness()
    }

    /// The line under the headings' thickness: whole pixels, one at least.
    fn rule_thickness(&self) -> f32 {
        self.px(RULE).max(1.0).round()
    }

    /// Where the bands and the rule start and end across: whole pixels,
    /// half the margin in from the picture's sides.
    fn band_ends(&self) -> (f32, f32) {
        let inset = (self.px(MARGIN) / 2.0).round();
        (inset, self.width as f32 - inset)
    }

    /// The rows from `top` on; returns the last row's bottom.
    fn body(&mut self, table: &Table, cells: &[Vec<String>], fonts: &Fonts, top: f32) -> f32 {
        let row_height = self.px(ROW_HEIGHT).round();
        // As far below the rule as it is thick.
        let mut y = top + self.rule_thickness();
        let places = self.places.clone();
        for (i, (row, texts)) in table.rows.iter().zip(cells).enumerate() {
            let banded = i % 2 == 1 || row.emphasis == RowEmphasis::Leader;
            self.rows.push(RowPlan { top: y, bottom: y + row_height, emphasis: row.emphasis, banded });
            let middle = y + row_height / 2.0;
            for (column, (text, place)) in table.columns.iter().zip(texts.iter().zip(&places)) {
                let style = cell_style(self.unit, column, row.emphasis);
                let fitted = fonts.fit(style, text, place.width());
                // Not even "…" fits a column squeezed to nothing: drawn not at all.
                if fonts.width(style, &fitted) <= place.width() {
                    self.texts.push(Placed {
                        text: fitted,
                        style,
                        x: place.anchor(),
                        y: middle,
                        align: place.align,
                    });
                }
            }
            y += row_height;
        }
        y
    }

    /// The picture.
    fn draw(&self, fonts: &Fonts) -> Canvas {
        let mut canvas = Canvas::new(self.width, self.height, palette::FRAME);
        let (left, right) = self.band_ends();
        if !self.places.is_empty() {
            let rule = Rect {
                min: Point::new(left, self.rule_top),
                max: Point::new(right, self.rule_top + self.rule_thickness()),
            };
            fill_box(&mut canvas, rule, 0.0, rule_colour());
        }
        for row in self.rows.iter().filter(|row| row.banded) {
            let area = Rect { min: Point::new(left, row.top), max: Point::new(right, row.bottom) };
            fill_box(&mut canvas, area, self.px(BAND_RADIUS), band(row.emphasis));
            if row.emphasis == RowEmphasis::Leader {
                let bar =
                    Rect { max: Point::new(left + self.px(LEADER_BAR).max(2.0).round(), row.bottom), ..area };
                fill_box(&mut canvas, bar, 0.0, palette::PILL);
            }
        }
        for text in &self.texts {
            fonts.draw(&mut canvas, text.style, &text.text, Point::new(text.x, text.y), text.align);
        }
        canvas
    }
}

/// Every cell of `table` as it can be drawn, one per column: characters
/// no face has dropped, missing cells empty.
fn drawable_cells(table: &Table, fonts: &Fonts) -> Vec<Vec<String>> {
    table
        .rows
        .iter()
        .map(|row| {
            (0..table.columns.len())
                .map(|i| {
                    let cell = row.cells.get(i).map_or("", String::as_str);
                    let cell = match &row.fallback {
                        Some(other) if table.columns[i].wide && !fonts.can_spell(cell) => other.as_str(),
                        _ => cell,
                    };
                    fonts.drawable(&capped(cell, MAX_CELL_CHARS))
                })
                .collect()
        })
        .collect()
}

/// What a column's text asks for across, in pixels: its widest cell, its
/// heading on one line, and its heading on two lines (its widest line
/// when broken where that is narrowest).
#[derive(Clone, Copy, Debug)]
struct Demand {
    cells: f32,
    heading: f32,
    heading_wrapped: f32,
}

/// The columns' places across a picture `width` pixels wide: every
/// column as wide as its widest cell and heading, the wide ones taking
/// the rest. When that leaves the wide columns less than [`WIDE_SHARE`]
/// of the table, headings give way first (onto two lines, then cut),
/// then all other columns shrink alike (their cells cut).
fn column_places(table: &Table, cells: &[Vec<String>], fonts: &Fonts, unit: f32, width: u32) -> Vec<Place> {
    let n = table.columns.len();
    let padding = 2.0 * CELL_PADDING * unit;
    let inner = width as f32 - 2.0 * MARGIN * unit;
    let demands = demands(table, cells, fonts, unit);
    let wide: Vec<bool> = table.columns.iter().map(|c| c.wide).collect();
    let wide_count = wide.iter().filter(|&&w| w).count();
    let wide_floor: f32 = (demands.iter().zip(&wide))
        .filter(|(_, wide)| **wide)
        .map(|(d, _)| d.cells.max(d.heading).min(inner * WIDE_SHARE / wide_count as f32))
        .sum();
    let room = (inner - padding * n as f32 - wide_floor).max(0.0);
    let mut text_widths = narrow_widths(&demands, &wide, room);
    let spare = (inner - padding * n as f32 - text_widths.iter().sum::<f32>()).max(0.0);
    for (w, &is_wide) in text_widths.iter_mut().zip(&wide) {
        match wide_count {
            0 => *w += spare / n as f32,
            k if is_wide => *w += spare / k as f32,
            _ => {}
        }
    }
    let mut x = MARGIN * unit;
    (table.columns.iter().zip(text_widths))
        .map(|(column, w)| {
            let left = x + padding / 2.0;
            x += w + padding;
            Place { left, right: left + w, align: align(column.align) }
        })
        .collect()
}

/// What each column of `table` asks for.
fn demands(table: &Table, cells: &[Vec<String>], fonts: &Fonts, unit: f32) -> Vec<Demand> {
    let style = heading_style(unit);
    (table.columns.iter().enumerate())
        .map(|(i, column)| {
            let cells = (cells.iter().zip(&table.rows))
                .map(|(row, r)| fonts.width(cell_style(unit, column, r.emphasis), &row[i]))
                .fold(0.0, f32::max);
            let heading = fonts.drawable(&capped(&column.heading, MAX_CELL_CHARS));
            let words: Vec<&str> = heading.split(' ').collect();
            let heading_wrapped = (1..words.len())
                .map(|k| {
                    fonts.width(style, &words[..k].join(" ")).max(fonts.width(style, &words[k..].join(" ")))
                })
                .fold(fonts.width(style, &heading), f32::min);
            // Half a pixel more, so that no text is cut for a rounding.
            let slack = |w: f32| w + SLACK;
            Demand {
                cells: slack(cells),
                heading: slack(fonts.width(style, &heading)),
                heading_wrapped: slack(heading_wrapped),
            }
        })
        .collect()
}

/// The widths of the columns that are not wide (0 for the wide ones), in
/// `room` pixels if they can be: their headings on one line, else on two,
/// else cut to the widest that fits; else everything shrunk alike.
fn narrow_widths(demands: &[Demand], wide: &[bool], room: f32) -> Vec<f32> {
    let widths = |heading: &dyn Fn(&Demand) -> f32| -> Vec<f32> {
        (demands.iter().zip(wide)).map(|(d, &w)| if w { 0.0 } else { d.cells.max(heading(d)) }).collect()
    };
    let fits = |widths: &[f32]| widths.iter().sum::<f32>() <= room;
    let one_line = widths(&|d| d.heading);
    if fits(&one_line) {
        return one_line;
    }
    let two_lines = widths(&|d| d.heading_wrapped);
    if fits(&two_lines) {
        return two_lines;
    }
    // The widest heading that lets the columns fit, by bisection.
    let longest = demands.iter().map(|d| d.heading_wrapped).fold(0.0, f32::max);
    let (mut fitting, mut too_wide) = (0.0, longest);
    for _ in 0..24 {
        let middle = (fitting + too_wide) / 2.0;
        if fits(&widths(&|d: &Demand| d.heading_wrapped.min(middle))) {
            fitting = middle;
        } else {
            too_wide = middle;
        }
    }
    let mut chosen = widths(&|d: &Demand| d.heading_wrapped.min(fitting));
    let total: f32 = chosen.iter().sum();
    if total > room {
        chosen.iter_mut().for_each(|w| *w *= room / total);
    }
    chosen
}

fn align(align: ColumnAlign) -> Align {
    match align {
        ColumnAlign::Left => Align::Left,
        ColumnAlign::Right => Align::Right,
        ColumnAlign::Centre => Align::Centre,
    }
}

/// The title's sizes, largest first.
fn title_styles(unit: f32) -> Vec<Style> {
    TITLE_SIZES
        .iter()
        .map(|size| Style { cap_height: size * unit, weight: Weight::Bold, colour: palette::FRAME_TEXT })
        .collect()
}

/// Small text: the subtitle, the headings, the footer.
fn small_style(unit: f32, weight: Weight, colour: Colour) -> Style {
    Style { cap_height: SMALL_SIZE * unit, weight, colour }
}

/// The headings: regular rather than bold, so more of them fit whole.
fn heading_style(unit: f32) -> Style {
    small_style(unit, Weight::Regular, palette::FRAME_TEXT_DIM)
}

/// A cell of `column` in a row of `emphasis`: the names and the leader's
/// row bold, a withdrawn player's row dim.
fn cell_style(unit: f32, column: &Column, emphasis: RowEmphasis) -> Style {
    let (weight, colour) = match emphasis {
        RowEmphasis::Leader => (Weight::Bold, palette::FRAME_TEXT),
        RowEmphasis::Withdrawn => (Weight::Regular, palette::FRAME_TEXT_DIM),
        RowEmphasis::Normal if column.wide => (Weight::Bold, palette::FRAME_TEXT),
        RowEmphasis::Normal => (Weight::Regular, palette::FRAME_TEXT),
    };
    Style { cap_height: CELL_SIZE * unit, weight, colour }
}

/// The first `max` characters of `text`.
fn capped(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

/// Fills `area` (whole pixels) with `colour`, its corners rounded by
/// `radius` pixels.
fn fill_box(canvas: &mut Canvas, area: Rect, radius: f32, colour: Colour) {
    canvas.fill(area, colour, 1.0, |p| rounded_box(p, area, radius));
}

/// Signed distance from `p` to the box `area` with corners rounded by
/// `radius`: negative inside.
fn rounded_box(p: Point, area: Rect, radius: f32) -> f32 {
    let centre = Point::new((area.min.x + area.max.x) / 2.0, (area.min.y + area.max.y) / 2.0);
    let half = Point::new((area.max.x - area.min.x) / 2.0 - radius, (area.max.y - area.min.y) / 2.0 - radius);
    let q = Point::new((p.x - centre.x).abs() - half.x, (p.y - centre.y).abs() - half.y);
    let outside = Point::new(q.x.max(0.0), q.y.max(0.0)).length();
    outside + q.x.max(q.y).min(0.0) - radius
}

#[cfg(test)]
mod tests {
    use super::*;

    fn column(heading: &str, align: ColumnAlign, wide: bool) -> Column {
        Column { heading: heading.to_string(), align, wide }
    }

    /// A standings table of `rows` players with long names, in `headings`.
    fn standings(rows: usize, headings: [&str; 7]) -> Table {
        let columns = headings
            .iter()
            .enumerate()
            .map(|(i, h)| match i {
                1 => column(h, ColumnAlign::Left, true),
                _ => column(h, ColumnAlign::Right, false),
            })
            .collect();
        let rows = (0..rows)
            .map(|i| TableRow {
                cells: vec![
                    format!("{}", i + 1),
                    format!("Alexandra Montgomery-Fitzwilliam the {}th of Somewhere", i + 1),
                    format!("{}½", 58 - i),
                    format!("{}", 58 - i),
                    "1".to_string(),
                    format!("{i}"),
                    format!("{}.75", 287 - i * 7),
                ],
                emphasis: if i == 0 { RowEmphasis::Leader } else { RowEmphasis::Normal },
                fallback: None,
            })
            .collect();
        Table { title: "Autumn league — after round 3 of 7".into(), columns, rows, ..Table::default() }
    }

    /// A name in a script no face has (Thai here) is drawn as the
    /// fallback given with it; a name the fonts can spell, as itself.
    #[test]
    fn a_name_the_fonts_cannot_spell_is_drawn_as_its_fallback() {
        let fonts = Fonts::load().unwrap();
        let mut table = standings(2, ["#", "Player", "Points", "Won", "Drawn", "Lost", "SB"]);
        table.rows[0].cells[1] = "สมชาย".to_string();
        table.rows[0].fallback = Some("somchai".to_string());
        table.rows[1].cells[1] = "Zoë".to_string();
        table.rows[1].fallback = Some("zoe_99".to_string());
        let cells = drawable_cells(&table, &fonts);
        assert!(!fonts.can_spell("สมชาย"), "the test needs a script the fonts lack");
        assert_eq!((cells[0][1].as_str(), cells[1][1].as_str()), ("somchai", "Zoë"));
        assert_eq!(cells[0][0], "1", "only the wide column falls back");
    }

    const ENGLISH: [&str; 7] = ["#", "Player", "Points", "Won", "Drawn", "Lost", "SB"];
    const GERMAN: [&str; 7] =
        ["#", "Spieler", "Punkte", "Siege", "Unentschieden", "Niederlagen", "Sonneborn-Berger"];

    /// Every text drawn under the title lies inside one column, the
    /// columns apart and inside the picture: nothing runs into the next
    /// column, however long the names or the headings.
    #[test]
    fn every_cell_and_heading_stays_inside_its_column() {
        let fonts = Fonts::load().unwrap();
        for width in [MIN_TABLE_WIDTH, 800, MAX_TABLE_WIDTH] {
            for headings in [ENGLISH, GERMAN] {
                let table = standings(30, headings);
                let plan = Plan::new(&table, width, &fonts).unwrap();
                for pair in plan.places.windows(2) {
                    assert!(pair[0].right < pair[1].left, "{width}: {pair:?} touch");
                }
                assert!(plan.places[0].left >= 0.0 && plan.places[6].right <= width as f32);
                let canvas = plan.draw(&fonts);
                let in_table: Vec<&Written> = canvas
                    .written()
                    .iter()
                    .filter(|w| w.area.min.y > plan.rows[0].top - plan.unit * 2.0)
                    .collect();
                // The headings (all seven) and seven cells a row.
                assert!(in_table.len() >= 7 + 30 * 7, "{width}: {} texts", in_table.len());
                for text in in_table {
                    let inside = plan
                        .places
                        .iter()
                        .any(|p| text.area.min.x >= p.left - 0.5 && text.area.max.x <= p.right + 0.5);
                    assert!(inside, "{width} {headings:?}: “{}” at {:?} in no column", text.text, text.area);
                }
                let names = canvas.written().iter().filter(|w| w.text.starts_with("Alexandra")).count();
                assert_eq!(names, 30, "{width}: every name drawn (cut)");
            }
        }
    }

    /// The names keep their share of the width when the headings are
    /// long: a heading of two words goes onto two lines, a long word is
    /// cut; short headings stay whole on one line.
    #[test]
    fn long_headings_wrap_or_are_cut_rather_than_squeeze_the_names() {
        let fonts = Fonts::load().unwrap();
        let headings = |plan: &Plan, canvas: &Canvas| -> Vec<String> {
            (canvas.written().iter())
                .filter(|w| w.area.max.y < plan.rule_top && w.area.min.y > plan.rule_top - plan.unit * 2.0)
                .map(|w| w.text.clone())
                .collect()
        };
        let plan = Plan::new(&standings(7, ENGLISH), 800, &fonts).unwrap();
        assert_eq!(headings(&plan, &plan.draw(&fonts)), ENGLISH);
        let mut two_words = ENGLISH;
        two_words[6] = "Sonneborn Berger";
        let plan = Plan::new(&standings(7, two_words), 800, &fonts).unwrap();
        let drawn = headings(&plan, &plan.draw(&fonts));
        assert!(
            drawn.contains(&"Sonneborn".to_string()) && drawn.contains(&"Berger".to_string()),
            "{drawn:?}"
        );
        for width in [MIN_TABLE_WIDTH, 800] {
            let plan = Plan::new(&standings(7, GERMAN), width, &fonts).unwrap();
            let inner = width as f32 - 2.0 * plan.px(MARGIN);
            assert!(plan.places[1].width() >= inner * WIDE_SHARE - 1.0, "{width}: {:?}", plan.places[1]);
            let drawn = headings(&plan, &plan.draw(&fonts));
            assert_eq!(drawn.len(), 7, "{width}: {drawn:?}");
            for (shown, full) in drawn.iter().zip(GERMAN) {
                let kept = shown.trim_end_matches('…');
                assert!(!kept.is_empty() && full.starts_with(kept), "{width}: {shown} for {full}");
            }
        }
    }

    /// Twenty columns on the narrowest picture: squeezed to nothing, a
    /// column draws nothing rather than an ellipsis wider than itself.
    #[test]
    fn too_many_columns_squeeze_but_never_overlap() {
        let fonts = Fonts::load().unwrap();
        let columns = (0..20).map(|i| column(&format!("Column {i}"), ColumnAlign::Centre, i == 3)).collect();
        let rows = vec![TableRow {
            cells: (0..20).map(|i| format!("{}", i * 12345)).collect(),
            ..TableRow::default()
        }];
        let table = Table { columns, rows, ..Table::default() };
        let plan = Plan::new(&table, MIN_TABLE_WIDTH, &fonts).unwrap();
        for pair in plan.places.windows(2) {
            assert!(pair[0].right <= pair[1].left, "{pair:?}");
        }
        for text in plan.draw(&fonts).written() {
            assert!(
                plan.places
                    .iter()
                    .any(|p| text.area.min.x >= p.left - 0.5 && text.area.max.x <= p.right + 0.5),
                "“{}” at {:?}",
                text.text,
                text.area
            );
        }
    }

    /// Rows alternate a band; the leader's row always has one (gold).
    #[test]
    fn every_other_row_and_the_leader_are_banded() {
        let fonts = Fonts::load().unwrap();
        let plan = Plan::new(&standings(5, ENGLISH), 800, &fonts).unwrap();
        let banded: Vec<bool> = plan.rows.iter().map(|r| r.banded).collect();
        assert_eq!(banded, [true, true, false, true, false]);
        assert_ne!(band(RowEmphasis::Leader), band(RowEmphasis::Normal));
        assert!(plan.rows.windows(2).all(|pair| pair[0].bottom == pair[1].top));
    }

    #[test]
    fn the_rounded_box_is_negative_inside_and_rounds_its_corners() {
        let area = Rect { min: Point::new(10.0, 10.0), max: Point::new(50.0, 30.0) };
        assert!(rounded_box(Point::new(30.0, 20.0), area, 4.0) < -9.0);
        assert!((rounded_box(Point::new(30.0, 35.0), area, 4.0) - 5.0).abs() < 1e-4);
        assert!(rounded_box(Point::new(10.5, 10.5), area, 4.0) > 0.0, "the corner is cut");
        assert!(rounded_box(Point::new(10.5, 20.0), area, 4.0) < 0.0);
    }
}
