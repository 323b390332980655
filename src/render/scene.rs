//! One picture from start to finish: the layers from the board up, over
//! the empty board of its size and side.

use std::collections::BTreeSet;

use image::RgbImage;

use crate::render::base::Base;
use crate::render::board;
use crate::render::canvas::Canvas;
use crate::render::layout::Layout;
use crate::render::legend;
use crate::render::marks::Marks;
use crate::render::options::RenderOptions;
use crate::render::panel;
use crate::render::pieces;
use crate::render::rooms::Rooms;
use crate::render::text::Fonts;
use crate::render::words::{Symbol, Words};
use crate::rules::{Player, Position, Variant};

/// What a picture is drawn over.
pub enum Background<'a> {
    /// The kept empty board of its layout.
    Base(&'a Base),
    /// A picture of its own (a replay's empty board with its legend).
    Image(&'a RgbImage),
}

/// The picture of `position`, drawn over `background` (the empty board of
/// this layout), with a legend for `symbols` unless `background` already
/// has one (a replay draws its legend once for every frame).
pub fn draw(
    position: &Position,
    options: &RenderOptions,
    layout: &Layout,
    fonts: &Fonts,
    background: Background<'_>,
    symbols: Option<&BTreeSet<Symbol>>,
) -> Canvas {
    let marks = Marks::of(position, options);
    let mut canvas = match background {
        Background::Base(base) => Canvas::over(&base.image, Some(base.id)),
        Background::Image(image) => Canvas::over(image, None),
    };
    board::draw_marks(&mut canvas, layout, &marks);
    pieces::draw(&mut canvas, layout, fonts, position);
    board::draw_overlays(&mut canvas, layout, &marks);
    let worked_out;
    let rooms = match background {
        Background::Base(base) => &base.rooms,
        Background::Image(_) => {
            worked_out = Rooms::new(layout);
            &worked_out
        }
    };
    panel::draw(&mut canvas, layout, rooms, fonts, position, options);
    if let Some(symbols) = symbols {
        let mover = marks.origin.map_or(Player::White, |(_, mover)| mover);
        legend::draw(&mut canvas, layout, fonts, symbols, position.variant(), mover, &*options.words);
    }
    canvas
}

/// `base`'s empty board with the legend for `symbols` drawn in: the
/// background of every frame of a replay.
pub fn with_legend(
    base: &Base,
    layout: &Layout,
    fonts: &Fonts,
    symbols: &BTreeSet<Symbol>,
    variant: Variant,
    words: &dyn Words,
) -> RgbImage {
    let mut canvas = Canvas::over(&base.image, None);
    legend::draw(&mut canvas, layout, fonts, symbols, variant, Player::White, words);
    canvas.into_image()
}
