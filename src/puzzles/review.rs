//! The review of a finished game: the moves where it turned.
//!
//! Every move of the record is looked at in the position it was played in:
//! - a **missed win**: the mover had a connecting move and played another
//!   one that did not win ([`super::solve::connecting_moves`] gives the better
//!   move);
//! - a **blunder**: after the move the opponent has won, can connect at
//!   once, or has a win-in-2 key ([`super::solve::key_moves_up_to`]), while some
//!   other move of the mover allowed none of that (the better move, looked
//!   for among the engine's best);
//! - a **mistake**: one of the largest drops of the engine's evaluation
//!   from the mover's side — the best score before the move against the
//!   score of the position it left — when nothing worse was found there.
//!
//! A move that was the only legal one (the forced pass included) is never
//! flagged: there was nothing better to play. Moments come in the order
//! of the game; the exact verdicts reuse [`super::solve`]'s solvers, the
//! evaluation is [`crate::ai::analyse`] under the given search settings.

use std::fmt;

use crate::ai::eval::WIN_THRESHOLD;
use crate::ai::{Analysis, SearchConfig, analyse};
use crate::puzzles::solve::{after, connecting_moves, connects, has_connecting_move, key_moves_up_to};
use crate::rules::{GameRecord, Move, Player, Position, RecordError};

/// How many mistakes (evaluation swings) a review lists at most.
pub const MAX_MISTAKES: usize = 3;

/// A drop smaller than this (hundredths of a cell of connection lead) is
/// not a mistake: one and a half cells.
pub const MISTAKE_THRESHOLD: i32 = 150;

/// How many of the engine's best moves are tried, at most, to show that a
/// blunder could have been avoided.
const ALTERNATIVES_TRIED: usize = 12;

/// How many of the largest raw swings are measured again (see [`recheck`])
/// before the [`MAX_MISTAKES`] largest are kept.
const SWINGS_RECHECKED: usize = 3 * MAX_MISTAKES;

/// A forced result, as the review scores it: far beyond any judgement, but
/// small enough that drops between two of them stay comparable.
const DECIDED: i32 = 10_000;

/// What kind of turning point a moment is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Verdict {
    /// The mover could have connected at once and did not.
    MissedWin,
    /// The move let the opponent connect at once, or win in 2, when
    /// another move would not have.
    Blunder,
    /// One of the game's largest drops in the engine's evaluation.
    Mistake,
}

impl Verdict {
    /// Every verdict, gravest first.
    pub const ALL: [Verdict; 3] = [Verdict::MissedWin, Verdict::Blunder, Verdict::Mistake];

    /// `missed-win`, `blunder` or `mistake`: the word of `punct review`.
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::MissedWin => "missed-win",
            Verdict::Blunder => "blunder",
            Verdict::Mistake => "mistake",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a position stood for one player, in terms a player understands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Standing {
    /// The game is over and this player won.
    Won,
    /// The game is over and this player lost.
    Lost,
    /// This player can connect with their next move.
    AboutToConnect,
    /// The opponent can connect with their next move.
    Threatened,
    /// Ahead by the engine's judgement.
    Better,
    /// Neither side clearly ahead.
    Even,
    /// Behind by the engine's judgement.
    Worse,
}

/// One turning point of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    /// The move's position in the record, the game's first move being 1.
    pub ply: u32,
    /// Who played it.
    pub mover: Player,
    /// The move played.
    pub played: Move,
    /// What kind of turning point.
    pub verdict: Verdict,
    /// A move the engine prefers; for a missed win, one that wins at once.
    pub better: Move,
    /// The mover's standing before the move.
    pub before: Standing,
    /// The mover's standing after it.
    pub after: Standing,
    /// The evaluation before and after, from the mover's side (hundredths
    /// of a cell; ±10,000 a decided game).
    pub scores: (i32, i32),
}

/// Reviews `record` with the engine under `config` (its noise is ignored);
/// `progress` hears after each move how many of how many are done.
///
/// # Errors
/// [`RecordError::Illegal`] naming the first illegal move.
pub fn review(
    record: &GameRecord,
    config: &SearchConfig,
    mut progress: impl FnMut(usize, usize),
) -> Result<Vec<Moment>, RecordError> {
    let positions = record.positions()?;
    // Judged without noise, and without a bias towards the searching
    // player's own progress: scores from the mover's side before a move and
    // the opponent's after it must be on one scale to be compared.
    let config = SearchConfig { noise: 0, basic_offence: 100, ..*config };
    let analyses: Vec<Analysis> = positions
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let analysis = analyse(p, &config, i as u64);
            progress(i + 1, positions.len());
            analysis
        })
        .collect();
    let mut exact = Vec::new();
    let mut swings = Vec::new();
    for (i, &played) in record.moves.iter().enumerate() {
        let (before, next) = (&positions[i], &positions[i + 1]);
        if !had_a_choice(before) {
            continue;
        }
        let scores = (mover_score(before, &analyses[i]), -mover_score(next, &analyses[i + 1]));
        let judged = Judged { ply: i as u32 + 1, before, next, played, scores };
        if let Some(moment) = judged.exact(&analyses[i]) {
            exact.push(moment);
        } else if let Some(better) = analyses[i].best().filter(|&b| b != played) {
            let drop = scores.0 - scores.1;
            if drop >= MISTAKE_THRESHOLD {
                swings.push((drop, judged.moment(Verdict::Mistake, better)));
            }
        }
    }
    swings.sort_by_key(|&(drop, m)| (std::cmp::Reverse(drop), m.ply));
    let mut mistakes: Vec<(i32, Moment)> = swings
        .into_iter()
        .take(SWINGS_RECHECKED)
        .filter_map(|(_, moment)| recheck(moment, &positions, &config))
        .collect();
    mistakes.sort_by_key(|&(drop, m)| (std::cmp::Reverse(drop), m.ply));
    exact.extend(mistakes.into_iter().take(MAX_MISTAKES).map(|(_, m)| m));
    exact.sort_by_key(|m| m.ply);
    Ok(exact)
}

/// A swing measured as "best score before the move against the score after
/// it" compares a search whose last ply is the mover's with one whose last
/// ply is the opponent's: each is optimistic for its own side, so almost
/// every opening move would look like a drop of a cell or more. The
/// largest such swings are measured again fairly — the position the played
/// move left against the one the better move would have left, both searched
/// alike with the opponent to move — and kept only if the drop remains.
/// Returns the moment with the fair scores and its drop.
fn recheck(moment: Moment, positions: &[Position], config: &SearchConfig) -> Option<(i32, Moment)> {
    let index = moment.ply as usize - 1;
    let alternative = after(&positions[index], moment.better);
    let seed = u64::from(moment.ply);
    let kept = -mover_score(&alternative, &analyse(&alternative, config, seed));
    let drop = kept - moment.scores.1;
    (drop >= MISTAKE_THRESHOLD).then(|| {
        let before = standing(&positions[index], moment.mover, kept);
        (drop, Moment { scores: (kept, moment.scores.1), before, ..moment })
    })
}

/// Whether the player to move had more than one legal move: a move that
/// was the only one (a forced pass) is never judged.
fn had_a_choice(position: &Position) -> bool {
    position.legal_move_count() > 1
}

/// One move in its setting.
struct Judged<'a> {
    ply: u32,
    before: &'a Position,
    next: &'a Position,
    played: Move,
    scores: (i32, i32),
}

impl Judged<'_> {
    /// A missed win or a blunder, if the move was one.
    fn exact(&self, analysis: &Analysis) -> Option<Moment> {
        if self.mover_won() {
            return None;
        }
        if let Some(&win) = connecting_moves(self.before).first() {
            return Some(self.moment(Verdict::MissedWin, win));
        }
        if !opponent_threatens(self.next) {
            return None;
        }
        let alternatives = analysis.moves.iter().map(|s| s.mv).filter(|&m| m != self.played);
        let better = alternatives
            .take(ALTERNATIVES_TRIED)
            .find(|&m| connects(self.before, m) || !opponent_threatens(&after(self.before, m)))?;
        Some(self.moment(Verdict::Blunder, better))
    }

    fn mover_won(&self) -> bool {
        self.next.outcome().and_then(|o| o.winner()) == Some(self.before.to_move())
    }

    fn moment(&self, verdict: Verdict, better: Move) -> Moment {
        let mover = self.before.to_move();
        Moment {
            ply: self.ply,
            mover,
            played: self.played,
            verdict,
            better,
            before: standing(self.before, mover, self.scores.0),
            after: standing(self.next, mover, self.scores.1),
            scores: self.scores,
        }
    }
}

/// Whether, in `next` (the opponent to move, or the game over), the
/// opponent of the player who just moved has won, can connect at once, or
/// has a win-in-2 key.
fn opponent_threatens(next: &Position) -> bool {
    if let Some(outcome) = next.outcome() {
        return outcome.winner() == Some(next.to_move());
    }
    has_connecting_move(next) || (may_win_in_two(next) && !key_moves_up_to(next, 0).is_empty())
}

/// A cheap necessary condition for a win in 2: two moves add at most six
/// cells to the 17 a chain needs.
fn may_win_in_two(position: &Position) -> bool {
    position.visible(position.to_move()).count() + 6 >= 17
}

/// The best score of the player to move in `position` by `analysis`, with
/// forced results as ±[`DECIDED`]; a finished game scores from its outcome.
fn mover_score(position: &Position, analysis: &Analysis) -> i32 {
    if let Some(outcome) = position.outcome() {
        return match outcome.winner() {
            Some(w) if w == position.to_move() => DECIDED,
            Some(_) => -DECIDED,
            None => 0,
        };
    }
    let score = analysis.moves.first().map_or(0, |s| s.score);
    if score >= WIN_THRESHOLD {
        DECIDED
    } else if score <= -WIN_THRESHOLD {
        -DECIDED
    } else {
        score.clamp(-DECIDED + 1, DECIDED - 1)
    }
}

/// How `position` stands for `player`, whose evaluation there is `score`.
pub fn standing(position: &Position, player: Player, score: i32) -> Standing {
    if let Some(outcome) = position.outcome() {
        return match outcome.winner() {
            Some(w) if w == player => Standing::Won,
            Some(_) => Standing::Lost,
            None => Standing::Even,
        };
    }
    let to_move = position.to_move();
    if to_move == player && has_connecting_move(position) {
        return Standing::AboutToConnect;
    }
    if to_move != player && has_connecting_move(position) {
        return Standing::Threatened;
    }
    match score {
        s if s >= MISTAKE_THRESHOLD => Standing::Better,
        s if s <= -MISTAKE_THRESHOLD => Standing::Worse,
        _ => Standing::Even,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_position_with_a_choice_is_judged() {
        let start = Position::new(crate::rules::Variant::Standard);
        assert!(had_a_choice(&start));
        let record = GameRecord::from_moves(
            crate::rules::Variant::Standard,
            "B5-A5-C5 E2-E3-E4 E5-D5-F5 J4-J3-K4 G5-H5-I5 N14-N15-O15 J5-K5-L5 J14-J15-K15 \
             M6-N7-O8 L15-L16-M16 P9-O9-P10 C10-C11-D11 O10-P11-Q11",
        )
        .unwrap();
        let finished = record.replay().unwrap();
        assert!(finished.is_over());
        assert!(!had_a_choice(&finished), "no move at all is no choice");
    }

    #[test]
    fn verdict_names_are_the_terminal_words() {
        let names: Vec<&str> = Verdict::ALL.iter().map(|v| v.name()).collect();
        assert_eq!(names, ["missed-win", "blunder", "mistake"]);
    }
}
