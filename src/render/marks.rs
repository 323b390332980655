//! What the picture singles out on the board ([`Marks`]: the last move,
//! where it came from, the winning chain, hints, a lesson's cells), and
//! which legend entry explains which of them ([`symbols`]).

use std::collections::BTreeSet;

use crate::render::options::RenderOptions;
use crate::render::pieces;
use crate::render::words::Symbol;
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

/// The symbols the picture of `position` drawn with `options` shows, in
/// legend order: the pieces' marks (PÜNCT rings, stack numbers, a
/// bridge's dot over nothing), the cells marked, and the centre.
pub fn symbols(position: &Position, options: &RenderOptions) -> BTreeSet<Symbol> {
    let marks = Marks::of(position, options);
    let mut shown = BTreeSet::new();
    let pieces = pieces::showing(position);
    if !pieces.is_empty() {
        shown.insert(Symbol::Punct);
    }
    if pieces.iter().any(|p| p.level >= 2) {
        shown.insert(Symbol::Stack);
    }
    if pieces.iter().any(|p| p.gap.is_some()) {
        shown.insert(Symbol::Bridge);
    }
    // The ring where the last move came from lies under any piece there.
    let origin_shows = marks.origin.is_some_and(|(cell, _)| position.piece_at(cell).is_none());
    let marked = [
        (!marks.last_move.is_empty(), Symbol::LastMove),
        (origin_shows, Symbol::Origin),
        (!marks.chain.is_empty(), Symbol::Chain),
        (!marks.hints.is_empty(), Symbol::Hint),
        (!marks.marked.is_empty(), Symbol::Marked),
    ];
    shown.extend(marked.into_iter().filter(|(on, _)| *on).map(|(_, symbol)| symbol));
    shown.insert(Symbol::Centre);
    shown
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameRecord, Variant};

    fn position(moves: &str) -> Position {
        GameRecord::from_moves(Variant::Standard, moves).unwrap().replay().unwrap()
    }

    fn marks(moves: &str) -> Marks {
        Marks::of(&position(moves), &RenderOptions::default())
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

    fn shown(moves: &str) -> Vec<Symbol> {
        symbols(&position(moves), &RenderOptions::default()).into_iter().collect()
    }

    #[test]
    fn only_the_symbols_drawn_are_explained() {
        assert_eq!(shown(""), [Symbol::Centre]);
        assert_eq!(shown("B2-B3-C3"), [Symbol::Punct, Symbol::LastMove, Symbol::Centre]);
        assert_eq!(
            shown("B2-B3-C3 N12-N13-O13 B2>B5-B6-C6"),
            [Symbol::Punct, Symbol::LastMove, Symbol::Origin, Symbol::Centre]
        );
    }
}
