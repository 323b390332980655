//! One picture from start to finish: which cells are marked, then the
//! layers from the board up.

use image::RgbImage;

use crate::render::base::Base;
use crate::render::canvas::Canvas;
use crate::render::layout::Layout;
use crate::render::text::Fonts;
use crate::render::{RenderOptions, board, panel, pieces};
use crate::rules::{Bitboard, Cell, Move, Player, Position};

/// Cells the picture singles out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// Where the last move's PÜNCT came from and the cells it landed on.
    pub last_move: Bitboard,
    /// Where the last movement's PÜNCT came from, and who moved it, when
    /// that cell is not part of where it landed.
    pub origin: Option<(Cell, Player)>,
    /// The winning chain, side to side.
    pub chain: Vec<Cell>,
    /// Cells the caller asked to highlight.
    pub hints: Vec<Cell>,
}

impl Marks {
    /// The marks for `position` drawn with `options`.
    pub fn of(position: &Position, options: &RenderOptions) -> Marks {
        let last_move = match position.last_move() {
            Some(Move::Place(footprint)) => footprint.mask(),
            Some(Move::Movement { from, to }) => {
                let mut cells = to.mask();
                cells.insert(from);
                cells
            }
            Some(Move::Pass) | None => Bitboard::EMPTY,
        };
        let origin = match position.last_move() {
            Some(Move::Movement { from, to }) if !to.contains(from) => {
                Some((from, position.to_move().opponent()))
            }
            _ => None,
        };
        let chain =
            position.outcome().and_then(|o| o.connection()).map(|c| c.chain.clone()).unwrap_or_default();
        Marks { last_move, origin, chain, hints: options.highlights.clone() }
    }
}

/// The picture of `position`, drawn over `base` (the empty board of this
/// layout).
pub fn draw(
    position: &Position,
    options: &RenderOptions,
    layout: &Layout,
    fonts: &Fonts,
    base: &Base,
) -> RgbImage {
    let marks = Marks::of(position, options);
    let mut canvas = Canvas::from_image(base.image.clone());
    board::draw_marks(&mut canvas, layout, &marks);
    pieces::draw(&mut canvas, layout, fonts, position);
    board::draw_overlays(&mut canvas, layout, &marks);
    panel::draw(&mut canvas, layout, fonts, position, options);
    canvas.into_image()
}
