//! The move picker: a player's legal moves grouped the way a touch screen
//! offers them — which piece, where its PÜNCT goes, how it lies — so a
//! move can be made without notation.
//!
//! Why in the service: the grouping is the rules' (what a piece can
//! reach, which ways it can lie there) and the same for every front end;
//! the front end only decides how many choices fit one menu. Every step
//! is worked out afresh from the stored game, from what the player chose
//! so far: a picker keeps no memory, so it survives restarts, and a
//! picker opened before the position changed is noticed (its move number
//! is not the game's) and shown again from the start.
//!
//! Fair play: the choices come in board order, each piece with the number
//! of moves it has and nothing else; no move is judged or ranked.

use crate::model::GameId;
use crate::rules::{Cell, Kind, Landing, Move, Player, Position};
use crate::service::pick::{Here, Purpose, allowed};
use crate::service::state::GameState;
use crate::service::{GameService, GameView, ServiceError};

/// What a move starts from: a kind in the reserve (a placement) or the
/// PÜNCT cell of a piece on the board (a movement).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Piece {
    /// A new piece of this kind, from the reserve.
    Reserve(Kind),
    /// The piece whose PÜNCT is on top at this cell.
    OnBoard(Cell),
}

impl Piece {
    /// The piece `mv` moves or places; `None` for a pass.
    pub fn of(mv: Move) -> Option<Piece> {
        match mv {
            Move::Place(at) => Some(Piece::Reserve(at.kind())),
            Move::Movement { from, .. } => Some(Piece::OnBoard(from)),
            Move::Pass => None,
        }
    }
}

/// One choice of the picker's first step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceChoice {
    /// The piece.
    pub piece: Piece,
    /// Its kind.
    pub kind: Kind,
    /// How many legal moves it has.
    pub moves: usize,
    /// For a kind in the reserve, how many pieces of it are left; 0 for a
    /// piece on the board.
    pub left: u8,
}

/// What the player asks the picker for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PickerAsk {
    /// The pieces that can move or be placed.
    Pieces,
    /// Where `Piece`'s PÜNCT can go.
    Cells(Piece),
    /// The first way `Piece` can lie with its PÜNCT on `Cell`.
    Ways(Piece, Cell),
    /// This move, shown before it is played (one of the ways, turned to,
    /// or a move typed with `preview`).
    Way(Move),
}

/// One step of the picker, with what it offers.
#[derive(Clone, Debug, PartialEq)]
pub enum PickerStep {
    /// Which piece: every piece that has a legal move, board pieces by
    /// their PÜNCT cell, then the reserve's kinds. Empty when the player
    /// has no move but a pass (which the game makes for them).
    Pieces(Vec<PieceChoice>),
    /// Where the chosen piece's PÜNCT can go: every cell it can reach,
    /// in board order, each with the number of ways it can lie there.
    Cells {
        /// The piece chosen.
        piece: PieceChoice,
        /// Every piece that can move, as in the first step (a player may
        /// change their mind without going back).
        pieces: Vec<PieceChoice>,
        /// The cells, ordered by column then row.
        cells: Vec<(Cell, usize)>,
    },
    /// One legal move, and the board after it (not played).
    Way {
        /// The piece it moves or places.
        piece: PieceChoice,
        /// The move shown.
        mv: Move,
        /// How it comes to rest.
        landing: Landing,
        /// Every legal way the piece can lie with its PÜNCT on the same
        /// cell, in a fixed order; `mv` is among them.
        ways: Vec<Move>,
        /// The position after `mv`.
        after: Box<Position>,
    },
}

impl PickerStep {
    /// For the way shown, the ways before and after it, going round:
    /// `None` when it is the only one.
    pub fn turns(&self) -> Option<(Move, Move)> {
        let PickerStep::Way { mv, ways, .. } = self else { return None };
        let at = ways.iter().position(|w| w == mv)?;
        let n = ways.len();
        (n > 1).then(|| (ways[(at + n - 1) % n], ways[(at + 1) % n]))
    }
}

/// A step of the picker for the player to move in one game.
#[derive(Clone, Debug)]
pub struct Picker {
    /// The game as it stands, with its people.
    pub view: GameView,
    /// The player's colour.
    pub player: Player,
    /// The step asked for, or the first one if the picker was stale.
    pub step: PickerStep,
    /// The picker was opened at another move number: the position has
    /// changed since, and this is the picker again from its first step.
    pub stale: bool,
}

impl GameService {
    /// A step of the move picker of `game` for `here.user`, who must be
    /// to move in it; `opened_at` is the move number (ply) the picker was
    /// opened at (`None` for a new one). One read.
    ///
    /// # Errors
    /// [`ServiceError::GameNotFound`], [`ServiceError::PlayedElsewhere`],
    /// [`ServiceError::NotAParticipant`], [`ServiceError::GameOver`],
    /// [`ServiceError::NotYourTurn`]; [`ServiceError::IllegalMove`] for
    /// a move to show that is not allowed; [`ServiceError::NoSuchPick`] for a
    /// choice that is not among the legal ones (a forged or outdated id).
    pub fn picker(
        &self,
        here: &Here,
        game: GameId,
        opened_at: Option<u32>,
        ask: PickerAsk,
    ) -> Result<Picker, ServiceError> {
        let now = self.now();
        let (view, player) = self.store.read(|tx| {
            let state = GameState::load(tx, game, now)?;
            allowed(here, &state.row, Purpose::Move)?;
            let player = state.colour_of(here.user)?;
            state.ensure_ongoing()?;
            state.ensure_to_move(player)?;
            Ok::<_, ServiceError>((state.into_view(tx)?, player))
        })?;
        let stale = opened_at.is_some_and(|ply| ply != view.game.ply);
        let ask = if stale { PickerAsk::Pieces } else { ask };
        if let PickerAsk::Way(mv) = ask {
            // A typed move to preview: say why it cannot be played, as
            // playing it would.
            view.position.check(mv).map_err(|error| ServiceError::IllegalMove { game, error })?;
        }
        let step = PickerStep::of(&view.position, player, ask).ok_or(ServiceError::NoSuchPick { game })?;
        Ok(Picker { view, player, step, stale })
    }
}

impl PickerStep {
    /// The step `ask` asks for in `position`, for `player` (to move);
    /// `None` when what it names is not a legal choice.
    pub fn of(position: &Position, player: Player, ask: PickerAsk) -> Option<PickerStep> {
        let legal: Vec<Move> = position.legal_moves().into_iter().filter(|m| *m != Move::Pass).collect();
        let pieces = pieces(position, player, &legal);
        let (piece, wanted) = match ask {
            PickerAsk::Pieces => return Some(PickerStep::Pieces(pieces)),
            PickerAsk::Cells(piece) => (piece, None),
            PickerAsk::Ways(piece, cell) => (piece, Some((cell, None))),
            PickerAsk::Way(mv) => (Piece::of(mv)?, Some((mv.footprint()?.punct(), Some(mv)))),
        };
        let chosen = *pieces.iter().find(|c| c.piece == piece)?;
        let Some((punct, shown)) = wanted else {
            return Some(PickerStep::Cells { piece: chosen, cells: cells(&legal, piece), pieces });
        };
        let ways = ways(&legal, piece, punct);
        let mv = shown.or_else(|| ways.first().copied())?;
        way(position, chosen, mv, ways)
    }
}

/// Every piece of `player`'s with a legal move among `legal`: the board's
/// by PÜNCT cell, then the reserve's kinds in their usual order.
fn pieces(position: &Position, player: Player, legal: &[Move]) -> Vec<PieceChoice> {
    let mut choices: Vec<PieceChoice> = Vec::new();
    for mv in legal {
        let (Some(piece), Some(at)) = (Piece::of(*mv), mv.footprint()) else { continue };
        match choices.iter_mut().find(|c| c.piece == piece) {
            Some(choice) => choice.moves += 1,
            None => {
                let left = match piece {
                    Piece::Reserve(kind) => position.reserve(player)[kind],
                    Piece::OnBoard(_) => 0,
                };
                choices.push(PieceChoice { piece, kind: at.kind(), moves: 1, left });
            }
        }
    }
    choices.sort_by_key(|c| c.piece);
    // Board pieces first: a game is mostly moving pieces once it is under
    // way, and the reserve's few kinds are easy to find at the end.
    choices.sort_by_key(|c| matches!(c.piece, Piece::Reserve(_)));
    choices
}

/// The cells `piece`'s PÜNCT can reach, by column then row, each with
/// the number of ways it can lie there.
fn cells(legal: &[Move], piece: Piece) -> Vec<(Cell, usize)> {
    let mut cells: Vec<(Cell, usize)> = Vec::new();
    for mv in legal.iter().filter(|m| Piece::of(**m) == Some(piece)) {
        let Some(at) = mv.footprint() else { continue };
        match cells.iter_mut().find(|(c, _)| *c == at.punct()) {
            Some((_, n)) => *n += 1,
            None => cells.push((at.punct(), 1)),
        }
    }
    cells.sort_by_key(|(cell, _)| *cell);
    cells
}

/// The legal ways `piece` can lie with its PÜNCT on `punct`, in the
/// order of their notation (fixed, so turning goes round the same way).
fn ways(legal: &[Move], piece: Piece, punct: Cell) -> Vec<Move> {
    let mut ways: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| Piece::of(*m) == Some(piece) && m.footprint().is_some_and(|f| f.punct() == punct))
        .collect();
    ways.sort_by_cached_key(Move::to_string);
    ways
}

/// The step showing `mv` (one of `ways`) and the board after it.
fn way(position: &Position, piece: PieceChoice, mv: Move, ways: Vec<Move>) -> Option<PickerStep> {
    if !ways.contains(&mv) {
        return None;
    }
    let landing = position.check(mv).ok()?;
    let after = Box::new(position.play(mv).ok()?);
    Some(PickerStep::Way { piece, mv, landing, ways, after })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameRecord, Variant};

    fn position(moves: &str) -> Position {
        GameRecord::from_moves(Variant::Standard, moves).unwrap().replay().unwrap()
    }

    /// Walking every piece, every cell and every way reaches each legal
    /// move exactly once, and nothing else.
    #[test]
    fn every_legal_move_is_reached_once_through_the_steps() {
        for moves in ["", "B2-B3-C3 N12-N13-O13", "B2-B3-C3 N12-N13-O13 B2>B5-B6-C6 N12>N9-N10-O10"] {
            let position = position(moves);
            let player = position.to_move();
            let mut reached = Vec::new();
            let Some(PickerStep::Pieces(pieces)) = PickerStep::of(&position, player, PickerAsk::Pieces)
            else {
                panic!()
            };
            for choice in pieces {
                let Some(PickerStep::Cells { cells, .. }) =
                    PickerStep::of(&position, player, PickerAsk::Cells(choice.piece))
                else {
                    panic!()
                };
                assert_eq!(cells.iter().map(|(_, n)| n).sum::<usize>(), choice.moves);
                for (cell, n) in cells {
                    let first =
                        PickerStep::of(&position, player, PickerAsk::Ways(choice.piece, cell)).unwrap();
                    let PickerStep::Way { ways, mv, .. } = &first else { panic!() };
                    assert_eq!(ways.len(), n);
                    assert_eq!(*mv, ways[0]);
                    // Turning round from the first way visits each once.
                    let mut shown = *mv;
                    for _ in 0..n {
                        reached.push(shown);
                        let here = PickerStep::of(&position, player, PickerAsk::Way(shown)).unwrap();
                        shown = here.turns().map_or(shown, |(_, next)| next);
                    }
                    assert_eq!(shown, *mv, "turning comes back round");
                }
            }
            let mut legal = position.legal_moves();
            legal.sort_by_cached_key(Move::to_string);
            reached.sort_by_cached_key(Move::to_string);
            assert_eq!(reached, legal, "after {moves:?}");
        }
    }

    #[test]
    fn choices_that_are_not_legal_are_refused() {
        let position = position("B2-B3-C3 N12-N13-O13");
        let white = Player::White;
        let g7 = Cell::new(7, 7).unwrap();
        let n12 = Cell::new(14, 12).unwrap();
        assert_eq!(
            PickerStep::of(&position, white, PickerAsk::Cells(Piece::OnBoard(n12))),
            None,
            "Black's piece"
        );
        assert_eq!(
            PickerStep::of(&position, white, PickerAsk::Cells(Piece::OnBoard(g7))),
            None,
            "an empty cell"
        );
        assert_eq!(
            PickerStep::of(&position, white, PickerAsk::Ways(Piece::Reserve(Kind::T), g7)),
            None,
            "the centre"
        );
        let illegal: Move = "B2>N12-N13-O13".parse().unwrap();
        assert_eq!(PickerStep::of(&position, white, PickerAsk::Way(illegal)), None);
    }

    #[test]
    fn a_reserve_kind_says_how_many_are_left_and_the_way_shows_the_board_after() {
        let position = position("B2-B3-C3 N12-N13-O13");
        let Some(PickerStep::Pieces(pieces)) = PickerStep::of(&position, Player::White, PickerAsk::Pieces)
        else {
            panic!()
        };
        let triangles = pieces.iter().find(|c| c.piece == Piece::Reserve(Kind::T)).unwrap();
        assert_eq!(triangles.left, 5);
        assert_eq!(pieces[0].piece, Piece::OnBoard(Cell::new(2, 2).unwrap()), "the board's pieces first");
        let mv: Move = "B2>B5-B6-C6".parse().unwrap();
        let Some(PickerStep::Way { after, landing, .. }) =
            PickerStep::of(&position, Player::White, PickerAsk::Way(mv))
        else {
            panic!()
        };
        assert_eq!(landing, Landing::Flat);
        assert_eq!(after.last_move(), Some(mv));
        assert_eq!(after.ply(), position.ply() + 1);
    }
}
