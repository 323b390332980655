//! Conditional moves: "if they play X, I reply Y (, if they then play X2,
//! I reply Y2 …)", saved from a player's analysis board and played for
//! them the moment the opponent plays what a line expects.
//!
//! A plan is a set of lines from the game's position as it stood when they
//! were saved; lines sharing a beginning form a tree with one reply to
//! each expected move (saving a line that answers a move differently
//! replaces the lines it contradicts). The reply is played in the
//! opponent's own move transaction, through the same [`GameState`] steps
//! as any move: both are recorded or neither, so a crash can neither lose
//! the reply nor play it twice, and a reply that is not legal is never
//! played. Plans are hidden from the opponent and cleared at a takeback
//! and at the end of the game ([`GameState`] does both).

use rusqlite::Connection;

use crate::model::{GameId, Timestamp, UserId};
use crate::rules::{Move, Player};
use crate::service::pick::{Here, Purpose};
use crate::service::state::GameState;
use crate::service::{GameService, GameView, PlayedMove, ServiceError};
use crate::store::plans::{self, PlanNote, PlanNoteKind};

pub use crate::store::plans::{PlanNote as PlanNotice, PlanNoteKind as PlanNoticeKind};

/// Lines a plan holds at most: one menu's worth, so each can be deleted.
pub const MAX_LINES: usize = 25;

/// Moves a line holds at most (their moves and the replies): ten exchanges
/// ahead is more than any game of days needs, and a line stays readable.
pub const MAX_LINE_MOVES: usize = 20;

/// A player's plan for one game, as `/punct plan` shows it.
#[derive(Clone, Debug)]
pub struct PlanView {
    /// The game as it stands.
    pub view: GameView,
    /// The planner's colour.
    pub player: Player,
    /// The lines, each from the game's position: their move first.
    pub lines: Vec<Vec<Move>>,
}

/// What saving a line did.
#[derive(Clone, Debug)]
pub struct PlanSaved {
    /// The plan now.
    pub plan: PlanView,
    /// The line saved (their move first).
    pub line: Vec<Move>,
    /// Lines it replaced, because they answered a move differently or
    /// were its beginning.
    pub replaced: usize,
    /// The line was in the plan already (nothing changed).
    pub known: bool,
}

/// What a plan did when the opponent moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Answered {
    /// Nobody had a plan.
    Nothing,
    /// The planned reply was played.
    Played,
    /// The plan was cleared (the planner is told).
    Cleared,
}

/// The key by which a line is deleted: short, stable, the same for the
/// same line whatever else the plan holds (FNV-1a of its notation).
pub fn line_key(line: &[Move]) -> String {
    let mut hash: u32 = 0x811c_9dc5;
    for byte in plans::line_text(line).bytes() {
        hash ^= u32::from(byte);
        hash = hash.wrapping_mul(0x0100_0193);
    }
    format!("{hash:08x}")
}

/// `lines` with `new` added: lines that answer one of its expected moves
/// with another reply, and lines that are its beginning, give way. Returns
/// the lines, how many gave way, and whether `new` was there already (or
/// is the beginning of a line there).
fn merged(lines: Vec<Vec<Move>>, new: &[Move]) -> (Vec<Vec<Move>>, usize, bool) {
    if lines.iter().any(|l| l.starts_with(new)) {
        return (lines, 0, true);
    }
    let before = lines.len();
    let mut kept: Vec<Vec<Move>> =
        lines.into_iter().filter(|l| !new.starts_with(l) && !contradicts(l, new)).collect();
    let replaced = before - kept.len();
    kept.push(new.to_vec());
    kept.sort_by_cached_key(|l| plans::line_text(l));
    (kept, replaced, false)
}

/// Whether two lines expect the same moves up to one of the planner's
/// replies and then reply differently.
fn contradicts(a: &[Move], b: &[Move]) -> bool {
    let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    // They part at `common`; odd indices are the planner's replies.
    common < a.len() && common < b.len() && common % 2 == 1
}

impl GameService {
    /// `here.user`'s plan for `named` (or the game meant here). One read.
    ///
    /// # Errors
    /// Those of [`GameService::pick`]; [`ServiceError::NotAParticipant`];
    /// [`ServiceError::NoPlanHere`] for a game against the computer or
    /// one that is over.
    pub fn plan(&self, here: &Here, named: Option<GameId>) -> Result<PlanView, ServiceError> {
        let game = self.pick(here, named, Purpose::Plan)?;
        let now = self.now();
        self.store.read(|tx| {
            let state = GameState::load(tx, game.id, now)?;
            plan_view(tx, state, here.user)
        })
    }

    /// Deletes the line of `user`'s plan for `game` whose key
    /// ([`line_key`]) is `key`, or every line with `None`. One write.
    ///
    /// # Errors
    /// As [`GameService::plan`]; [`ServiceError::NoSuchPlanLine`] for a
    /// line no longer in the plan.
    pub fn delete_plan_line(
        &self,
        user: UserId,
        game: GameId,
        key: Option<&str>,
    ) -> Result<PlanView, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let state = GameState::load(tx, game, now)?;
            let plan = plan_view(tx, state, user)?;
            let kept: Vec<Vec<Move>> = match key {
                None => Vec::new(),
                Some(key) => {
                    let kept: Vec<Vec<Move>> =
                        plan.lines.iter().filter(|l| line_key(l) != key).cloned().collect();
                    if kept.len() == plan.lines.len() {
                        return Err(ServiceError::NoSuchPlanLine { game });
                    }
                    kept
                }
            };
            plans::replace(tx, game, user, plan.view.game.log_len, &kept, now)?;
            Ok(PlanView { lines: kept, ..plan })
        })
    }

    /// Saves `line` (their move first, from the game's position after
    /// `log_len` log entries) in `user`'s plan for `game`, in the write
    /// transaction of the analysis board it comes from.
    pub(crate) fn save_plan_line(
        tx: &Connection,
        state: GameState,
        user: UserId,
        log_len: u32,
        line: &[Move],
        now: Timestamp,
    ) -> Result<PlanSaved, ServiceError> {
        let game = state.id();
        if state.row.log_len != log_len {
            return Err(ServiceError::PlanNotFromHere { game });
        }
        let plan = plan_view(tx, state, user)?;
        if plan.view.position.to_move() == plan.player {
            return Err(ServiceError::PlanOnYourTurn { game });
        }
        // A line ends with a reply: a last move of theirs is dropped.
        let line = &line[..line.len() - line.len() % 2];
        if line.is_empty() {
            return Err(ServiceError::PlanTooShort { game });
        }
        let too_large = ServiceError::PlanTooLarge { game, lines: MAX_LINES, moves: MAX_LINE_MOVES };
        if line.len() > MAX_LINE_MOVES {
            return Err(too_large);
        }
        let (lines, replaced, known) = merged(plan.lines.clone(), line);
        if lines.len() > MAX_LINES {
            return Err(too_large);
        }
        plans::replace(tx, game, user, log_len, &lines, now)?;
        Ok(PlanSaved { plan: PlanView { lines, ..plan }, line: line.to_vec(), replaced, known })
    }
}

/// `user`'s plan in the game `state` holds; lines saved from another
/// position than the game's (a takeback, a move since) are not in it.
fn plan_view(tx: &Connection, state: GameState, user: UserId) -> Result<PlanView, ServiceError> {
    let game = state.id();
    let player = state.colour_of(user)?;
    if state.row.bot().is_some() || state.row.is_over() {
        return Err(ServiceError::NoPlanHere { game });
    }
    let log_len = state.row.log_len;
    let lines = plans::lines(tx, game, user)?
        .into_iter()
        .filter(|(from, _)| *from == log_len)
        .map(|(_, line)| line)
        .collect();
    Ok(PlanView { view: state.into_view(tx)?, player, lines })
}

/// After `played` (the opponent's move, already in `state`, the log
/// `log_len` entries long before it): the planner's reply if a line
/// expects it, pushed onto `state` and `moves` through the same steps as
/// any move; else the plan cleared and the planner told.
pub(crate) fn answer(
    tx: &Connection,
    state: &mut GameState,
    moves: &mut Vec<PlayedMove>,
    played: Move,
    log_len: u32,
    now: Timestamp,
) -> Result<Answered, ServiceError> {
    let game = state.id();
    if !plans::any(tx, game)? {
        return Ok(Answered::Nothing);
    }
    let Some(planner) = state.row.seats[played_by(moves).opponent()].user() else {
        return Ok(Answered::Nothing);
    };
    let lines: Vec<Vec<Move>> = plans::lines(tx, game, planner)?
        .into_iter()
        .filter(|(from, _)| *from == log_len)
        .map(|(_, line)| line)
        .collect();
    plans::replace(tx, game, planner, log_len, &[], now)?;
    if lines.is_empty() {
        return Ok(Answered::Nothing);
    }
    if state.position.is_over() {
        // The move ended the game: the plan ends with it, nothing to say.
        return Ok(Answered::Nothing);
    }
    let reply = lines.iter().find(|l| l.first() == Some(&played)).and_then(|l| l.get(1).copied());
    // A pass the rules forced on the planner: the line's reply has no turn.
    let forced_pass = moves.len() > 1;
    let (Some(reply), false) = (reply, forced_pass) else {
        let note = PlanNote { game, kind: PlanNoteKind::Unexpected, mv: played };
        plans::add_note(tx, planner, note, now)?;
        return Ok(Answered::Cleared);
    };
    if !state.position.is_legal(reply) {
        plans::add_note(tx, planner, PlanNote { game, kind: PlanNoteKind::Illegal, mv: reply }, now)?;
        return Ok(Answered::Cleared);
    }
    let mut answer = state.push_move(tx, reply, Some(planner), now)?;
    answer.planned = true;
    moves.push(answer);
    moves.extend(state.push_forced_passes(tx, now)?);
    let rest: Vec<Vec<Move>> = lines
        .iter()
        .filter(|l| l.len() > 2 && l[0] == played && l[1] == reply)
        .map(|l| l[2..].to_vec())
        .collect();
    plans::replace(tx, game, planner, state.row.log_len, &rest, now)?;
    Ok(Answered::Played)
}

/// Who played the first of `moves` (the move a plan answers).
fn played_by(moves: &[PlayedMove]) -> Player {
    moves.first().map_or(Player::White, |m| m.player)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(text: &str) -> Vec<Move> {
        text.split_whitespace().map(|m| m.parse().unwrap()).collect()
    }

    const X: &str = "B2-B3-C3";
    const Y: &str = "N12-N13-O13";
    const Z: &str = "B5-B6-C6";
    const W: &str = "N15-N16-O16";

    #[test]
    fn a_line_answering_a_move_differently_replaces_the_one_it_contradicts() {
        let (lines, replaced, known) = merged(vec![line(&format!("{X} {Y}"))], &line(&format!("{X} {W}")));
        assert_eq!((lines, replaced, known), (vec![line(&format!("{X} {W}"))], 1, false));
    }

    #[test]
    fn lines_that_expect_different_moves_make_a_tree() {
        let (lines, replaced, _) = merged(vec![line(&format!("{X} {Y}"))], &line(&format!("{Z} {W}")));
        assert_eq!((lines.len(), replaced), (2, 0));
        // Deeper: the same first exchange, then different expected moves.
        let (lines, replaced, _) =
            merged(vec![line(&format!("{X} {Y} {Z} {W}"))], &line(&format!("{X} {Y} B8-B9-C9 N9-N10-O10")));
        assert_eq!((lines.len(), replaced), (2, 0));
    }

    #[test]
    fn a_line_that_goes_further_replaces_its_beginning_and_a_beginning_adds_nothing() {
        let short = line(&format!("{X} {Y}"));
        let long = line(&format!("{X} {Y} {Z} {W}"));
        let (lines, replaced, known) = merged(vec![short.clone()], &long);
        assert_eq!((lines, replaced, known), (vec![long.clone()], 1, false));
        let (lines, replaced, known) = merged(vec![long.clone()], &short);
        assert_eq!((lines, replaced, known), (vec![long], 0, true));
    }

    #[test]
    fn a_line_key_is_short_and_tells_lines_apart() {
        let (a, b) = (line(&format!("{X} {Y}")), line(&format!("{X} {W}")));
        assert_eq!(line_key(&a).len(), 8);
        assert_eq!(line_key(&a), line_key(&a.clone()));
        assert_ne!(line_key(&a), line_key(&b));
    }
}
