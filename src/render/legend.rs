//! The legend: under the board, as a printed rulebook keys its diagrams,
//! a small copy of each symbol the picture shows and a few words saying
//! what it means. Only the symbols actually drawn are explained, so an
//! opening picture says little and a finished game names its chain.
//!
//! The strip (`layout::LEGEND_HEIGHT`) has room for [`ROWS`] rows at every
//! size, so a game's pictures keep one height from move to move; its words
//! are as tall as the smallest text, and every language's words for all
//! the symbols a picture can show at once are measured to fit
//! (`overflows`).

use std::collections::BTreeSet;

use crate::render::board;
use crate::render::canvas::Canvas;
use crate::render::geometry::Point;
use crate::render::layout::{FRAME_HEIGHT, FRAME_WIDTH, Layout, MIN_TEXT};
use crate::render::palette;
use crate::render::parts;
use crate::render::pieces;
use crate::render::sprite::DOT_RADIUS;
use crate::render::text::{Align, Fonts, Style, Weight};
use crate::render::words::{Symbol, Words};
use crate::rules::{Player, Variant};

/// Rows of the legend strip.
pub const ROWS: usize = 2;
/// Distance between the middles of two rows.
const ROW_SPACING: f32 = 0.66;
/// The middle of the first row below the board's frame.
const FIRST_ROW: f32 = 0.36;
/// A swatch is a board cell this many times the board's size.
const SWATCH_SCALE: f32 = 0.52;
/// Gap between a swatch and its words.
const SWATCH_GAP: f32 = 0.1;
/// Gap between two entries of a row.
const ENTRY_GAP: f32 = 0.36;
/// Distance of the legend from the picture's left and right edges.
const MARGIN: f32 = 0.25;
/// Capital height of the words.
const TEXT_SIZE: f32 = MIN_TEXT;
/// Radius of the stack swatch's dot, which carries a number as tall as the
/// board's.
const STACK_DOT_RADIUS: f32 = 0.3;
/// The number a stack swatch shows.
const STACK_EXAMPLE: &str = "2";

/// One entry: its symbol and words.
struct Entry {
    symbol: Symbol,
    text: String,
}

/// Draws the legend for `symbols` in the strip under the board.
pub fn draw(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    symbols: &BTreeSet<Symbol>,
    variant: Variant,
    mover: Player,
    words: &dyn Words,
) {
    let entries = entries(symbols.iter().copied(), variant, words);
    let shown = || {
        let texts: Vec<(Symbol, &str)> = entries.iter().map(|e| (e.symbol, e.text.as_str())).collect();
        format!("legend {:?}", (variant, mover, texts))
    };
    parts::draw(canvas, shown, |canvas| {
        let style = text_style(layout);
        let room = layout.px(FRAME_WIDTH - 2.0 * MARGIN);
        let rows = arrange(fonts, layout, style, &entries, room);
        for (n, row) in rows.iter().take(ROWS).enumerate() {
            let y = layout.frame_point(0.0, FRAME_HEIGHT + FIRST_ROW + ROW_SPACING * n as f32).y;
            let width: f32 =
                row.iter().map(|(_, w)| w).sum::<f32>() + layout.px(ENTRY_GAP) * (row.len() - 1) as f32;
            let mut x = layout.width() as f32 / 2.0 - width / 2.0;
            for (entry, entry_width) in row {
                draw_entry(canvas, layout, fonts, style, entry, Point::new(x, y), mover);
                x += entry_width + layout.px(ENTRY_GAP);
            }
        }
    });
}

fn entries(symbols: impl Iterator<Item = Symbol>, variant: Variant, words: &dyn Words) -> Vec<Entry> {
    symbols.map(|symbol| Entry { symbol, text: words.legend(symbol, variant) }).collect()
}

fn text_style(layout: &Layout) -> Style {
    Style { cap_height: layout.px(TEXT_SIZE), weight: Weight::Regular, colour: palette::FRAME_TEXT_DIM }
}

/// The legend's words for every symbol a picture can show at once, in
/// each variant, when they would not fit the strip's rows even at the
/// smallest size. A game's picture may have hints and a lesson's marks,
/// never both, so each is measured with every other symbol.
pub fn overflows(layout: &Layout, fonts: &Fonts, words: &dyn Words) -> Vec<String> {
    let style = text_style(layout);
    let room = layout.px(FRAME_WIDTH - 2.0 * MARGIN);
    let game = || Symbol::ALL.into_iter().filter(|s| *s != Symbol::Marked);
    let lesson = || Symbol::ALL.into_iter().filter(|s| *s != Symbol::Hint);
    [Variant::Basic, Variant::Standard]
        .into_iter()
        .flat_map(|variant| [(variant, game().collect::<Vec<_>>()), (variant, lesson().collect())])
        .filter_map(|(variant, symbols)| {
            let entries = entries(symbols.into_iter(), variant, words);
            let rows = arrange(fonts, layout, style, &entries, room);
            (rows.len() > ROWS)
                .then(|| entries.iter().map(|e| e.text.as_str()).collect::<Vec<_>>().join(" · "))
        })
        .collect()
}

/// The entries in rows no wider than `room` pixels, each with its width.
fn arrange<'a>(
    fonts: &Fonts,
    layout: &Layout,
    style: Style,
    entries: &'a [Entry],
    room: f32,
) -> Vec<Vec<(&'a Entry, f32)>> {
    let mut rows: Vec<Vec<(&Entry, f32)>> = Vec::new();
    let mut used = 0.0;
    for entry in entries {
        let width = swatch_width(layout) + layout.px(SWATCH_GAP) + fonts.width(style, &entry.text);
        match rows.last_mut() {
            Some(row) if used + layout.px(ENTRY_GAP) + width <= room => {
                used += layout.px(ENTRY_GAP) + width;
                row.push((entry, width));
            }
            _ => {
                used = width;
                rows.push(vec![(entry, width)]);
            }
        }
    }
    rows
}

/// Width of a swatch: a cell and its rim, corner to corner (2/√3 times
/// its height of 1.1 cell units).
fn swatch_width(layout: &Layout) -> f32 {
    layout.px(SWATCH_SCALE * 1.27)
}

/// One entry with its swatch's left edge at `at`.
fn draw_entry(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    style: Style,
    entry: &Entry,
    at: Point,
    mover: Player,
) {
    let centre = Point::new(at.x + swatch_width(layout) / 2.0, at.y);
    draw_swatch(canvas, layout, fonts, entry.symbol, centre, mover);
    let text_at = Point::new(at.x + swatch_width(layout) + layout.px(SWATCH_GAP), at.y);
    fonts.draw(canvas, style, &entry.text, text_at, Align::Left);
}

/// The symbol drawn as on the board, on a cell [`SWATCH_SCALE`] the size.
fn draw_swatch(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    symbol: Symbol,
    centre: Point,
    mover: Player,
) {
    let unit = layout.px(SWATCH_SCALE);
    let tint = |over| palette::mix(palette::CELL, over, palette::LAST_MOVE_ALPHA);
    let cell = match symbol {
        Symbol::LastMove | Symbol::Origin => tint(palette::LAST_MOVE),
        Symbol::Chain => tint(palette::CHAIN),
        Symbol::Hint => palette::mix(palette::CELL, palette::HINT, palette::HINT_ALPHA),
        Symbol::Marked => palette::mix(palette::CELL, palette::MARKED, palette::HINT_ALPHA),
        Symbol::Centre => palette::CELL_CENTRAL,
        Symbol::Punct | Symbol::Stack | Symbol::Bridge => palette::CELL,
    };
    board::draw_cell_swatch(canvas, centre, unit, cell);
    match symbol {
        Symbol::Punct => pieces::draw_dot(canvas, centre, unit, Player::White, true),
        Symbol::Stack => {
            // A dot large enough for a number as tall as on the board: a
            // smaller number could not be read on a phone.
            pieces::draw_dot(canvas, centre, layout.px(STACK_DOT_RADIUS / DOT_RADIUS), Player::White, false);
            let style = Style {
                cap_height: layout.px(pieces::LEVEL_SIZE),
                weight: Weight::Bold,
                colour: palette::ink(Player::White),
            };
            fonts.draw(canvas, style, STACK_EXAMPLE, centre, Align::Centre);
        }
        Symbol::Bridge => {
            pieces::draw_dot(canvas, centre, unit, Player::White, false);
            pieces::draw_unsupported_ring(canvas, centre, unit, DOT_RADIUS, Player::White);
        }
        Symbol::Origin => pieces::draw_origin_at(canvas, centre, unit, mover),
        Symbol::Chain => {
            pieces::draw_dot(canvas, centre, unit, Player::Black, false);
            board::draw_chain_ring(canvas, centre, unit);
        }
        Symbol::Hint => board::draw_hint_frame(canvas, centre, unit),
        Symbol::Marked => board::draw_marked_frame(canvas, centre, unit),
        Symbol::LastMove | Symbol::Centre => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every symbol a game's picture can show at once fits the strip in
    /// English at every width.
    #[test]
    fn every_symbol_fits_in_the_rows() {
        let fonts = Fonts::load().unwrap();
        for width in [crate::render::layout::MIN_WIDTH, 512, 800, 1024, 4096] {
            let layout = Layout::new(width, Player::White).unwrap();
            assert_eq!(overflows(&layout, &fonts, &crate::render::words::English), Vec::<String>::new());
        }
        assert!(
            FIRST_ROW + ROW_SPACING * (ROWS - 1) as f32 + SWATCH_SCALE * 0.6
                < crate::render::layout::LEGEND_HEIGHT
        );
    }
}
