//! What a button does, written into its custom id.
//!
//! Why: games last days and the bot restarts in between, so a button must
//! keep working without any memory of who posted it. Its custom id names
//! the action and the challenge or game; everything else (who may press
//! it, whether it still applies) is decided by the service from the
//! database when it is pressed.
//!
//! ```
//! use punct::discord::custom_id::Action;
//! use punct::service::GameId;
//! let id = Action::Rematch(GameId(12)).encode();
//! assert_eq!(id, "punct:rematch:12");
//! assert_eq!(id.parse::<Action>(), Ok(Action::Rematch(GameId(12))));
//! ```

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::rules::{Cell, Kind, Move};
use crate::service::{ChallengeId, GameId, LeagueId, Piece};

/// Every custom id the bot makes starts with this, so foreign or stale
/// components are recognised.
const PREFIX: &str = "punct";

/// Discord's limit on a custom id.
pub const MAX_LEN: usize = 100;

/// What pressing a button asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The challenged player takes up the challenge.
    Accept(ChallengeId),
    /// The challenged player says no (or the challenger withdraws).
    Decline(ChallengeId),
    /// The challenger withdraws an open challenge (one anyone may accept,
    /// so nobody could decline it).
    Cancel(ChallengeId),
    /// The opponent agrees to the offered draw.
    DrawAccept(GameId),
    /// The opponent plays on.
    DrawDecline(GameId),
    /// The opponent lets the last move be taken back.
    TakebackAccept(GameId),
    /// The opponent refuses the takeback.
    TakebackDecline(GameId),
    /// Either player asks for another game, colours swapped.
    Rematch(GameId),
    /// The waiting player claims the win: the opponent's time ran out.
    ClaimWin(GameId),
    /// The player confirms `/punct resign`: resigning is final, so the
    /// command only asks, privately, and this button does it.
    Resign(GameId),
    /// The player thinks better of resigning.
    KeepPlaying(GameId),
    /// Another puzzle (the number is the puzzle answered, read as hex).
    PuzzleNext(i64),
    /// Show the puzzle again after a wrong answer.
    PuzzleRetry(i64),
    /// Show the solution of the puzzle (and end it unsolved).
    PuzzleSolution(i64),
    /// Show the key moment at move `ply` of the review of finished `game`
    /// (Next and Previous). The move number rather than a position in the
    /// list: should the review come out differently (a newer engine), a
    /// button for a moment that is no longer in it is refused as stale.
    Review {
        /// The reviewed game.
        game: GameId,
        /// The moment's move, 1-based as in the game's record.
        ply: u32,
    },
    /// From lesson `n` (its number, from 1), the lesson before.
    LessonBack(i64),
    /// From lesson `n`, the lesson after.
    LessonNext(i64),
    /// Leave lesson `n` (it stays the one to resume).
    LessonQuit(i64),
    /// Show lesson `n`, the one a right answer moved the learner on to.
    LessonOpen(i64),
    /// The last lesson's game against the computer at easy (`n`: that lesson).
    LessonPlay(i64),
    /// A board's Move button: opens the move picker of the game for the
    /// player to move.
    Move(GameId),
    /// A board's Board button (where only the installer has the slash
    /// command): the game's board, as `/punct board`.
    ShowBoard(GameId),
    /// A board's Resign button: asks privately, as `/punct resign`.
    AskResign(GameId),
    /// A board's Offer draw button: as `/punct draw`.
    OfferDraw(GameId),
    /// A board's Take back button: as `/punct takeback`.
    AskTakeback(GameId),
    /// A component of a move picker.
    Pick(Pick),
    /// A board's Analyse button (and the plan's): opens the presser's
    /// private analysis board of the game.
    Analyse(GameId),
    /// A component of an analysis board.
    Study(Study),
    /// The plan's menu: deletes the line chosen (its key is the value).
    PlanDelete(GameId),
    /// The plan's button deleting every line.
    PlanClear(GameId),
    /// Confirms `/punct forget-me`, asked at this time (Unix seconds): an
    /// old question is refused as stale.
    ForgetMe(i64),
    /// Answers `/punct forget-me`'s question (asked then) with Cancel.
    KeepMe(i64),
    /// A league's sign-up post: enter it.
    LeagueJoin(LeagueId),
    /// A league's sign-up post: withdraw (before the start), or ask to
    /// leave (after it).
    LeagueLeave(LeagueId),
    /// Leaving a running league, confirmed: games resigned, unplayed lost.
    LeagueLeaveConfirmed(LeagueId),
    /// Staying in the league after all.
    LeagueStay(LeagueId),
}

/// An analysis board's component: which board (the presser's own of the
/// game), which copy of it (its revision), and what it asks for. The
/// board itself is stored: its line of moves does not fit a custom id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Study {
    /// The game.
    pub game: GameId,
    /// The board's revision this copy shows.
    pub revision: u32,
    /// What the component asks for.
    pub step: StudyStep,
}

/// What an analysis board's component asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StudyStep {
    /// A step of making a move on the board, as the move picker's (Play
    /// tries the move on the board; Cancel and Pieces show the board).
    Pick(PickStep),
    /// One move back.
    Back,
    /// One move forward.
    Forward,
    /// Back to the game as it stands.
    Reset,
    /// Save the line shown as a plan.
    Save,
    /// The engine's word (a finished game only).
    Engine,
    /// Close the board.
    Close,
}

impl StudyStep {
    fn encode(self) -> String {
        match self {
            StudyStep::Pick(step) => step.encode(),
            StudyStep::Back => "back".to_string(),
            StudyStep::Forward => "forward".to_string(),
            StudyStep::Reset => "reset".to_string(),
            StudyStep::Save => "save".to_string(),
            StudyStep::Engine => "engine".to_string(),
            StudyStep::Close => "close".to_string(),
        }
    }

    fn decode(text: &str) -> Result<StudyStep, UnknownButton> {
        Ok(match text {
            "back" => StudyStep::Back,
            "forward" => StudyStep::Forward,
            "reset" => StudyStep::Reset,
            "save" => StudyStep::Save,
            "engine" => StudyStep::Engine,
            "close" => StudyStep::Close,
            step => StudyStep::Pick(PickStep::decode(step)?),
        })
    }
}

/// A move picker's component: its whole state, so a picker works across
/// restarts and one opened before the position changed is recognised.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pick {
    /// The game.
    pub game: GameId,
    /// The move number (ply) the picker was opened at.
    pub ply: u32,
    /// What the component asks for.
    pub step: PickStep,
}

/// What a move picker's component asks for. A menu's choice comes with
/// the press (its value); a button's is written here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PickStep {
    /// Back to the pieces (a button).
    Pieces,
    /// The menu of pieces; its value is a kind letter or a PÜNCT cell.
    PieceMenu,
    /// The menu of columns, for a piece with more cells than one menu
    /// holds; its value is a column letter.
    ColumnMenu(Piece),
    /// The menu of cells for the piece's PÜNCT; its value is a cell.
    CellMenu(Piece),
    /// Back to the cells of the piece (a button).
    Cells(Piece),
    /// Show this move before it is played (the first way at a cell, or a
    /// turn to the way before or after).
    Way(Move),
    /// Play this move.
    Play(Move),
    /// Close the picker.
    Cancel,
}

impl PickStep {
    fn encode(self) -> String {
        match self {
            PickStep::Pieces => "pieces".to_string(),
            PickStep::PieceMenu => "piece".to_string(),
            PickStep::ColumnMenu(piece) => format!("column.{}", piece_text(piece)),
            PickStep::CellMenu(piece) => format!("cell.{}", piece_text(piece)),
            PickStep::Cells(piece) => format!("cells.{}", piece_text(piece)),
            PickStep::Way(mv) => format!("way.{mv}"),
            PickStep::Play(mv) => format!("play.{mv}"),
            PickStep::Cancel => "cancel".to_string(),
        }
    }

    fn decode(text: &str) -> Result<PickStep, UnknownButton> {
        let (name, arg) = text.split_once('.').map_or((text, None), |(n, a)| (n, Some(a)));
        Ok(match (name, arg) {
            ("pieces", None) => PickStep::Pieces,
            ("piece", None) => PickStep::PieceMenu,
            ("cancel", None) => PickStep::Cancel,
            ("column", Some(piece)) => PickStep::ColumnMenu(parse_piece(piece)?),
            ("cell", Some(piece)) => PickStep::CellMenu(parse_piece(piece)?),
            ("cells", Some(piece)) => PickStep::Cells(parse_piece(piece)?),
            ("way", Some(mv)) => PickStep::Way(parse_move(mv)?),
            ("play", Some(mv)) => PickStep::Play(parse_move(mv)?),
            _ => return Err(UnknownButton),
        })
    }
}

/// A piece as a picker's id and menu values write it: a kind's letter
/// for the reserve, the PÜNCT cell for a piece on the board.
pub fn piece_text(piece: Piece) -> String {
    match piece {
        Piece::Reserve(kind) => kind.to_string(),
        Piece::OnBoard(cell) => cell.to_string(),
    }
}

/// A piece as [`piece_text`] writes it, and only so.
///
/// # Errors
/// [`UnknownButton`] for anything else.
pub fn parse_piece(text: &str) -> Result<Piece, UnknownButton> {
    if let Ok(kind) = text.parse::<Kind>() {
        return if kind.to_string() == text { Ok(Piece::Reserve(kind)) } else { Err(UnknownButton) };
    }
    parse_cell(text).map(Piece::OnBoard)
}

/// A cell as it is written (`F5`), and only so.
///
/// # Errors
/// [`UnknownButton`] for anything else.
pub fn parse_cell(text: &str) -> Result<Cell, UnknownButton> {
    let cell: Cell = text.parse().map_err(|_| UnknownButton)?;
    if cell.to_string() == text { Ok(cell) } else { Err(UnknownButton) }
}

/// A move as it is written canonically, never a pass.
fn parse_move(text: &str) -> Result<Move, UnknownButton> {
    let mv: Move = text.parse().map_err(|_| UnknownButton)?;
    if mv == Move::Pass || mv.to_string() != text {
        return Err(UnknownButton);
    }
    Ok(mv)
}

/// A puzzle's id as a custom id's number: its hex digits read as a
/// number, plus one so that no id becomes 0. `None` for an id that is not
/// hex or too long.
pub fn puzzle_number(id: &str) -> Option<i64> {
    let n = u64::from_str_radix(id, 16).ok()?;
    i64::try_from(n).ok()?.checked_add(1)
}

impl Action {
    /// The game this button acts on; `None` for a challenge's buttons.
    pub fn game(self) -> Option<GameId> {
        match self {
            Action::Accept(_) | Action::Decline(_) | Action::Cancel(_) => None,
            Action::DrawAccept(g)
            | Action::DrawDecline(g)
            | Action::TakebackAccept(g)
            | Action::TakebackDecline(g)
            | Action::Rematch(g)
            | Action::ClaimWin(g)
            | Action::Resign(g)
            | Action::KeepPlaying(g)
            | Action::Review { game: g, .. }
            | Action::Move(g)
            | Action::ShowBoard(g)
            | Action::AskResign(g)
            | Action::OfferDraw(g)
            | Action::AskTakeback(g)
            | Action::Pick(Pick { game: g, .. })
            | Action::Analyse(g)
            | Action::Study(Study { game: g, .. })
            | Action::PlanDelete(g)
            | Action::PlanClear(g) => Some(g),
            Action::PuzzleNext(_) | Action::PuzzleRetry(_) | Action::PuzzleSolution(_) => None,
            Action::LessonBack(_)
            | Action::LessonNext(_)
            | Action::LessonQuit(_)
            | Action::LessonOpen(_)
            | Action::LessonPlay(_) => None,
            Action::ForgetMe(_) | Action::KeepMe(_) => None,
            Action::LeagueJoin(_)
            | Action::LeagueLeave(_)
            | Action::LeagueLeaveConfirmed(_)
            | Action::LeagueStay(_) => None,
        }
    }

    /// The puzzle number of a puzzle's button (see [`puzzle_number`]).
    pub fn puzzle(self) -> Option<i64> {
        match self {
            Action::PuzzleNext(n) | Action::PuzzleRetry(n) | Action::PuzzleSolution(n) => Some(n),
            _ => None,
        }
    }

    /// The lesson number of a lesson's private button (Back, Next, Quit,
    /// Open); not of Play, which starts a game like any challenge.
    pub fn lesson(self) -> Option<i64> {
        match self {
            Action::LessonBack(n) | Action::LessonNext(n) | Action::LessonQuit(n) | Action::LessonOpen(n) => {
                Some(n)
            }
            _ => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Action::Accept(_) => "accept",
            Action::Decline(_) => "decline",
            Action::Cancel(_) => "cancel",
            Action::DrawAccept(_) => "draw-accept",
            Action::DrawDecline(_) => "draw-decline",
            Action::TakebackAccept(_) => "takeback-accept",
            Action::TakebackDecline(_) => "takeback-decline",
            Action::Rematch(_) => "rematch",
            Action::ClaimWin(_) => "claim",
            Action::Resign(_) => "resign",
            Action::KeepPlaying(_) => "keep-playing",
            Action::PuzzleNext(_) => "puzzle-next",
            Action::PuzzleRetry(_) => "puzzle-retry",
            Action::PuzzleSolution(_) => "puzzle-solution",
            Action::Review { .. } => "review",
            Action::LessonBack(_) => "lesson-back",
            Action::LessonNext(_) => "lesson-next",
            Action::LessonQuit(_) => "lesson-quit",
            Action::LessonOpen(_) => "lesson-open",
            Action::LessonPlay(_) => "lesson-play",
            Action::Move(_) => "move",
            Action::ShowBoard(_) => "board",
            Action::AskResign(_) => "resign-ask",
            Action::OfferDraw(_) => "draw",
            Action::AskTakeback(_) => "takeback",
            Action::Pick(_) => "pick",
            Action::Analyse(_) => "analyse",
            Action::Study(_) => "study",
            Action::PlanDelete(_) => "plan-delete",
            Action::PlanClear(_) => "plan-clear",
            Action::ForgetMe(_) => "forget-me",
            Action::KeepMe(_) => "keep-me",
            Action::LeagueJoin(_) => "league-join",
            Action::LeagueLeave(_) => "league-leave",
            Action::LeagueLeaveConfirmed(_) => "league-leave-confirmed",
            Action::LeagueStay(_) => "league-stay",
        }
    }

    fn number(self) -> i64 {
        match self {
            Action::Accept(c) | Action::Decline(c) | Action::Cancel(c) => c.0,
            Action::DrawAccept(g)
            | Action::DrawDecline(g)
            | Action::TakebackAccept(g)
            | Action::TakebackDecline(g)
            | Action::Rematch(g)
            | Action::ClaimWin(g)
            | Action::Resign(g)
            | Action::KeepPlaying(g)
            | Action::Review { game: g, .. }
            | Action::Move(g)
            | Action::ShowBoard(g)
            | Action::AskResign(g)
            | Action::OfferDraw(g)
            | Action::AskTakeback(g)
            | Action::Pick(Pick { game: g, .. })
            | Action::Analyse(g)
            | Action::Study(Study { game: g, .. })
            | Action::PlanDelete(g)
            | Action::PlanClear(g) => g.0,
            Action::PuzzleNext(n) | Action::PuzzleRetry(n) | Action::PuzzleSolution(n) => n,
            Action::LessonBack(n)
            | Action::LessonNext(n)
            | Action::LessonQuit(n)
            | Action::LessonOpen(n)
            | Action::LessonPlay(n) => n,
            Action::ForgetMe(asked) | Action::KeepMe(asked) => asked,
            Action::LeagueJoin(l)
            | Action::LeagueLeave(l)
            | Action::LeagueLeaveConfirmed(l)
            | Action::LeagueStay(l) => l.0,
        }
    }

    /// The custom id: `punct:<action>:<number>`, and `:<ply>` after a
    /// review's game, `:<ply>:<step>` after a picker's, `:<revision>:<step>`
    /// after an analysis board's.
    pub fn encode(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{PREFIX}:{}:{}", self.name(), self.number())?;
        match self {
            Action::Review { ply, .. } => write!(f, ":{ply}"),
            Action::Pick(pick) => write!(f, ":{}:{}", pick.ply, pick.step.encode()),
            Action::Study(study) => write!(f, ":{}:{}", study.revision, study.step.encode()),
            _ => Ok(()),
        }
    }
}

/// A custom id this bot did not make (or made by an incompatible version).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown button")]
pub struct UnknownButton;

impl FromStr for Action {
    type Err = UnknownButton;

    fn from_str(s: &str) -> Result<Action, UnknownButton> {
        if s.len() > MAX_LEN {
            return Err(UnknownButton);
        }
        let mut parts = s.split(':');
        let (Some(PREFIX), Some(name), Some(number)) = (parts.next(), parts.next(), parts.next()) else {
            return Err(UnknownButton);
        };
        let n = positive(number)?;
        if name == "pick" || name == "study" {
            let (Some(count), Some(step), None) = (parts.next(), parts.next(), parts.next()) else {
                return Err(UnknownButton);
            };
            let count =
                if count == "0" { 0 } else { u32::try_from(positive(count)?).map_err(|_| UnknownButton)? };
            let game = GameId(n);
            return Ok(if name == "pick" {
                Action::Pick(Pick { game, ply: count, step: PickStep::decode(step)? })
            } else {
                Action::Study(Study { game, revision: count, step: StudyStep::decode(step)? })
            });
        }
        let second = parts.next().map(positive).transpose()?;
        if parts.next().is_some() || second.is_some() != (name == "review") {
            return Err(UnknownButton);
        }
        if let Some(ply) = second {
            let ply = u32::try_from(ply).map_err(|_| UnknownButton)?;
            return Ok(Action::Review { game: GameId(n), ply });
        }
        let (c, g) = (ChallengeId(n), GameId(n));
        Ok(match name {
            "accept" => Action::Accept(c),
            "decline" => Action::Decline(c),
            "cancel" => Action::Cancel(c),
            "draw-accept" => Action::DrawAccept(g),
            "draw-decline" => Action::DrawDecline(g),
            "takeback-accept" => Action::TakebackAccept(g),
            "takeback-decline" => Action::TakebackDecline(g),
            "rematch" => Action::Rematch(g),
            "claim" => Action::ClaimWin(g),
            "resign" => Action::Resign(g),
            "keep-playing" => Action::KeepPlaying(g),
            "puzzle-next" => Action::PuzzleNext(n),
            "puzzle-retry" => Action::PuzzleRetry(n),
            "puzzle-solution" => Action::PuzzleSolution(n),
            "lesson-back" => Action::LessonBack(n),
            "lesson-next" => Action::LessonNext(n),
            "lesson-quit" => Action::LessonQuit(n),
            "lesson-open" => Action::LessonOpen(n),
            "lesson-play" => Action::LessonPlay(n),
            "move" => Action::Move(g),
            "board" => Action::ShowBoard(g),
            "resign-ask" => Action::AskResign(g),
            "draw" => Action::OfferDraw(g),
            "takeback" => Action::AskTakeback(g),
            "analyse" => Action::Analyse(g),
            "plan-delete" => Action::PlanDelete(g),
            "plan-clear" => Action::PlanClear(g),
            "forget-me" => Action::ForgetMe(n),
            "keep-me" => Action::KeepMe(n),
            "league-join" => Action::LeagueJoin(LeagueId(n)),
            "league-leave" => Action::LeagueLeave(LeagueId(n)),
            "league-leave-confirmed" => Action::LeagueLeaveConfirmed(LeagueId(n)),
            "league-stay" => Action::LeagueStay(LeagueId(n)),
            _ => return Err(UnknownButton),
        })
    }
}

/// A number as `encode` writes it (no sign, no leading zero, above 0):
/// then an id is read back only from its one spelling.
fn positive(number: &str) -> Result<i64, UnknownButton> {
    if !number.bytes().all(|b| b.is_ascii_digit()) || number.starts_with('0') {
        return Err(UnknownButton);
    }
    let n: i64 = number.parse().map_err(|_| UnknownButton)?;
    if n <= 0 {
        return Err(UnknownButton);
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn foreign_and_malformed_ids_are_refused() {
        for id in [
            "",
            "punct",
            "punct:accept",
            "punct:accept:",
            "punct:accept:x",
            "punct:accept:0",
            "punct:accept:-3",
            "punct:accept:+3",
            "punct:accept:03",
            "punct:accept:99999999999999999999",
            "punct:accept:1:2",
            "other:accept:1",
            "punct:launch:1",
            "PUNCT:accept:1",
            "punct:review:1",
            "punct:review:1:0",
            "punct:review:1:2:3",
            "punct:review:1:99999999999",
        ] {
            assert_eq!(id.parse::<Action>(), Err(UnknownButton), "{id}");
        }
    }

    #[test]
    fn an_analysis_board_id_names_the_game_the_copy_and_the_step() {
        let mv: Move = "F5>H7-H8-I8".parse().unwrap();
        let steps = [
            StudyStep::Back,
            StudyStep::Forward,
            StudyStep::Reset,
            StudyStep::Save,
            StudyStep::Engine,
            StudyStep::Close,
            StudyStep::Pick(PickStep::Pieces),
            StudyStep::Pick(PickStep::Play(mv)),
            StudyStep::Pick(PickStep::CellMenu(Piece::Reserve(Kind::T))),
        ];
        for (revision, step) in
            [0, 1, u32::MAX].into_iter().zip(steps.iter().cycle()).chain(steps.iter().map(|s| (7, s)))
        {
            let action = Action::Study(Study { game: GameId(123_456), revision, step: *step });
            let id = action.encode();
            assert!(id.len() <= MAX_LEN, "{id}");
            assert_eq!(id.parse::<Action>(), Ok(action), "{id}");
            assert_eq!(action.game(), Some(GameId(123_456)));
        }
        assert_eq!(
            Action::Study(Study { game: GameId(3), revision: 2, step: StudyStep::Save }).encode(),
            "punct:study:3:2:save"
        );
        for id in
            ["punct:study:3:2", "punct:study:3:02:save", "punct:study:3:2:jump", "punct:study:3:-1:back"]
        {
            assert_eq!(id.parse::<Action>(), Err(UnknownButton), "{id}");
        }
        for action in
            [Action::Analyse(GameId(9)), Action::PlanDelete(GameId(9)), Action::PlanClear(GameId(9))]
        {
            assert_eq!(action.encode().parse::<Action>(), Ok(action));
        }
    }

    #[test]
    fn cancel_names_a_challenge() {
        assert_eq!(Action::Cancel(ChallengeId(42)).encode(), "punct:cancel:42");
        assert_eq!("punct:cancel:42".parse::<Action>(), Ok(Action::Cancel(ChallengeId(42))));
        assert_eq!("punct:cancel:0".parse::<Action>(), Err(UnknownButton));
    }

    #[test]
    fn a_review_button_names_the_game_and_the_moments_move() {
        let action = Action::Review { game: GameId(7), ply: 31 };
        assert_eq!(action.encode(), "punct:review:7:31");
        assert_eq!("punct:review:7:31".parse::<Action>(), Ok(action));
        assert_eq!(action.game(), Some(GameId(7)));
    }

    #[test]
    fn a_picker_id_holds_its_whole_state_and_reads_back_only_as_written() {
        let f5 = Cell::new(6, 5).unwrap();
        let mv: Move = "F5>H7-H8-I8".parse().unwrap();
        for step in [
            PickStep::Pieces,
            PickStep::PieceMenu,
            PickStep::ColumnMenu(Piece::Reserve(Kind::T)),
            PickStep::CellMenu(Piece::OnBoard(f5)),
            PickStep::Cells(Piece::Reserve(Kind::L)),
            PickStep::Way(mv),
            PickStep::Play(mv),
            PickStep::Cancel,
        ] {
            for ply in [0, 1, 57] {
                let action = Action::Pick(Pick { game: GameId(31), ply, step });
                let id = action.encode();
                assert!(id.len() <= MAX_LEN, "{id}");
                assert_eq!(id.parse::<Action>(), Ok(action), "{id}");
                assert_eq!(action.game(), Some(GameId(31)));
            }
        }
        assert_eq!(
            Action::Pick(Pick { game: GameId(3), ply: 4, step: PickStep::Play(mv) }).encode(),
            "punct:pick:3:4:play.F5>H7-H8-I8"
        );
        assert_eq!("punct:move:3".parse::<Action>(), Ok(Action::Move(GameId(3))));
        for forged in [
            "punct:pick:3",
            "punct:pick:3:4",
            "punct:pick:3:04:pieces",
            "punct:pick:3:-1:pieces",
            "punct:pick:3:4:pieces:5",
            "punct:pick:3:4:piece.T",
            "punct:pick:3:4:cells",
            "punct:pick:3:4:cells.X",
            "punct:pick:3:4:cells.t",
            "punct:pick:3:4:cells.f5",
            "punct:pick:3:4:cells.Z9",
            "punct:pick:3:4:way.pass",
            "punct:pick:3:4:way.f5>h7 h8 i8",
            "punct:pick:3:4:play.F5>H7-H8",
            "punct:pick:3:4:play.F5>H7-H8-I8-",
            "punct:pick:3:4:launch",
        ] {
            assert_eq!(forged.parse::<Action>(), Err(UnknownButton), "{forged}");
        }
    }

    #[test]
    fn claim_names_a_game() {
        assert_eq!(Action::ClaimWin(GameId(7)).encode(), "punct:claim:7");
        assert_eq!("punct:claim:7".parse::<Action>(), Ok(Action::ClaimWin(GameId(7))));
        assert_eq!("punct:claim:".parse::<Action>(), Err(UnknownButton));
    }
}
