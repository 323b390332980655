//! One picture from start to finish: which cells are marked, then the
//! layers from the board up.

use std::collections::BTreeSet;

use image::RgbImage;

use crate::render::base::Base;
use crate::render::canvas::Canvas;
use crate::render::layout::Layout;
use crate::render::text::Fonts;
use crate::render::words::{Symbol, Words};
use crate::render::{RenderOptions, board, legend, panel, pieces};
use crate::rules::{Bitboard, Cell, Move, Player, Position, Variant};

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
    /// Cells a lesson marks ([`RenderOptions::marked`]).
    pub marked: Vec<Cell>,
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
        Marks { last_move, origin, chain, hints: options.highlights.clone(), marked: options.marked.clone() }
    }
}

/// The symbols the picture of `position` explains in its legend.
pub fn symbols(position: &Position, options: &RenderOptions) -> BTreeSet<Symbol> {
    legend::symbols(position, &Marks::of(position, options))
}

/// The picture of `position`, drawn over `background` (the empty board of
/// this layout), with a legend for `symbols` unless `background` already
/// has one (a replay draws its legend once for every frame).
pub fn draw(
    position: &Position,
    options: &RenderOptions,
    layout: &Layout,
    fonts: &Fonts,
    background: &RgbImage,
    symbols: Option<&BTreeSet<Symbol>>,
) -> RgbImage {
    let marks = Marks::of(position, options);
    let mut canvas = Canvas::from_image(background.clone());
    board::draw_marks(&mut canvas, layout, &marks);
    pieces::draw(&mut canvas, layout, fonts, position);
    board::draw_overlays(&mut canvas, layout, &marks);
    panel::draw(&mut canvas, layout, fonts, position, options);
    if let Some(symbols) = symbols {
        let mover = marks.origin.map_or(Player::White, |(_, mover)| mover);
        legend::draw(&mut canvas, layout, fonts, symbols, position.variant(), mover, &*options.words);
    }
    canvas.into_image()
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
    let mut canvas = Canvas::from_image(base.image.clone());
    legend::draw(&mut canvas, layout, fonts, symbols, variant, Player::White, words);
    canvas.into_image()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameRecord, Variant};

    fn marks(moves: &str) -> Marks {
        let position = GameRecord::from_moves(Variant::Standard, moves).unwrap().replay().unwrap();
        Marks::of(&position, &RenderOptions::default())
    }

    fn names(cells: Bitboard) -> Vec<String> {
        let mut cells: Vec<Cell> = cells.iter().collect();
        cells.sort();
        cells.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_placement_marks_its_three_cells() {
        let m = marks("B2-B3-C3");
        assert_eq!(names(m.last_move), ["B2", "B3", "C3"]);
        assert_eq!(m.origin, None);
        assert!(m.chain.is_empty() && m.hints.is_empty());
    }

    #[test]
    fn a_movement_marks_where_it_came_from_and_landed() {
        let m = marks("B2-B3-C3 N12-N13-O13 B2>B5-B6-C6");
        assert_eq!(names(m.last_move), ["B2", "B5", "B6", "C6"]);
        assert_eq!(m.origin, Some(("B2".parse().unwrap(), Player::White)));
    }

    #[test]
    fn turning_in_place_has_no_separate_origin() {
        let m = marks("B2-B3-C3 N12-N13-O13 B2>B2-B1-C2");
        assert_eq!(names(m.last_move), ["B1", "B2", "C2"]);
        assert_eq!(m.origin, None);
    }
}
