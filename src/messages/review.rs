//! The words of a game's review: each key moment as a sentence
//! a player understands — who played what, what kind of turning point it
//! was, the better move, and how the game stood before and after
//! ("White was about to connect").

use crate::messages::fluent::tr;
use crate::messages::keys::colour_key;
use crate::rules::Player;
use crate::service::review::{Moment, Standing, Verdict};
use crate::service::{Game, GameId, Language, Level};

/// The heading of a review.
pub fn title(language: Language, game: GameId) -> String {
    tr!(language, "review-title", game = game.to_string())
}

/// Said when the engine found nothing worth showing: how the game ended
/// and after how many moves, so the answer still says something of it.
pub fn no_moments(language: Language, game: &Game) -> String {
    let result = game.result.map(|r| crate::messages::service::result_in(language, r)).unwrap_or_default();
    tr!(language, "review-none", game = game.id.to_string(), result = result, moves = game.ply)
}

/// `punct review`'s line above the moments: how many moves, and the
/// level the computer looked at them with.
pub fn terminal_heading(language: Language, moves: usize, level: Level) -> String {
    tr!(language, "review-terminal-heading", moves = count(moves), level = level.to_string())
}

/// `punct review` when the computer found nothing worth showing: said, so
/// the answer is never empty.
pub fn terminal_none(language: Language, moves: usize, level: Level) -> String {
    tr!(language, "review-terminal-none", moves = count(moves), level = level.to_string())
}

/// A count as Fluent takes it (moves of a game are far below 2^53).
fn count(n: usize) -> f64 {
    #[allow(clippy::cast_precision_loss)] // a game's moves are few
    let n = n as f64;
    n
}

/// What the pictures show.
pub fn legend(language: Language) -> String {
    tr!(language, "review-legend")
}

/// One key moment, in one paragraph.
pub fn moment(language: Language, m: &Moment) -> String {
    tr!(
        language,
        "review-moment",
        ply = m.ply.to_string(),
        colour = colour_key(m.mover),
        played = m.played.to_string(),
        better = m.better.to_string(),
        verdict = verdict_key(m.verdict),
        before = standing(language, m.before, m.mover),
        after = standing_after(language, m.before, m.after, m.mover),
    )
}

/// How the game stood after the move: as [`standing`], unless the mover
/// stands as before — a moment is always a loss, so "ahead" then "ahead"
/// would hide it — then what the move cost ("still ahead, but by less").
fn standing_after(language: Language, before: Standing, after: Standing, mover: Player) -> String {
    if before != after {
        return standing(language, after, mover);
    }
    let who = tr!(language, "colour-name", colour = colour_key(mover));
    let other = tr!(language, "colour-name", colour = colour_key(mover.opponent()));
    tr!(language, "review-standing-kept", standing = standing_key(after), who = who, other = other)
}

/// How the game stood for `mover`, as a clause.
pub fn standing(language: Language, s: Standing, mover: Player) -> String {
    let who = tr!(language, "colour-name", colour = colour_key(mover));
    let other = tr!(language, "colour-name", colour = colour_key(mover.opponent()));
    tr!(language, "review-standing", standing = standing_key(s), who = who, other = other)
}

fn verdict_key(v: Verdict) -> &'static str {
    v.name()
}

pub(crate) fn standing_key(s: Standing) -> &'static str {
    match s {
        Standing::Won => "won",
        Standing::Lost => "lost",
        Standing::AboutToConnect => "about-to-connect",
        Standing::Threatened => "threatened",
        Standing::Better => "better",
        Standing::Even => "even",
        Standing::Worse => "worse",
    }
}

/// Where a moment stands among the review's moments, 1-based.
pub fn counter(language: Language, index: usize, count: usize) -> String {
    tr!(language, "review-counter", index = index.to_string(), count = count.to_string())
}

/// A long review's progress: how many moves of how many are reviewed.
pub fn progress(language: Language, done: usize, total: usize) -> String {
    tr!(language, "review-progress", done = done.to_string(), total = total.to_string())
}

/// A review's buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewButton {
    /// To the moment before.
    Previous,
    /// To the moment after.
    Next,
}

/// A review button's label.
pub fn button(language: Language, which: ReviewButton) -> String {
    match which {
        ReviewButton::Previous => tr!(language, "review-button-previous"),
        ReviewButton::Next => tr!(language, "review-button-next"),
    }
}

/// A review button for a moment the review no longer has.
pub fn stale(language: Language, game: GameId) -> String {
    tr!(language, "review-stale", game = game.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::messages::fluent::take_errors;

    fn moment(before: Standing, after: Standing) -> Moment {
        Moment {
            ply: 12,
            mover: Player::Black,
            played: "C5-C6-D6".parse().expect("a move"),
            verdict: Verdict::Mistake,
            better: "E5-E6-F6".parse().expect("a move"),
            before,
            after,
            scores: (300, 80),
        }
    }

    /// A small drop that leaves the side ahead says the lead shrank, not
    /// "Before: Black was ahead. After: Black was ahead."
    #[test]
    fn a_lead_that_shrinks_is_said_so() {
        let text = super::moment(Language::ENGLISH, &moment(Standing::Better, Standing::Better));
        assert!(
            text.ends_with("Before: Black was ahead. After: Black was still ahead, but by less."),
            "{text}"
        );
        let text = super::moment(Language::ENGLISH, &moment(Standing::Better, Standing::Even));
        assert!(text.ends_with("Before: Black was ahead. After: the game was even."), "{text}");
        let text = super::moment(Language::ENGLISH, &moment(Standing::Worse, Standing::Worse));
        assert!(text.ends_with("After: Black was even further behind."), "{text}");
        for language in Language::all() {
            let kept = super::moment(language, &moment(Standing::Better, Standing::Better));
            let plain = standing(language, Standing::Better, Player::Black);
            assert!(!kept.ends_with(&format!("{plain}.")), "{language}: {kept}");
        }
        assert_eq!(take_errors(), Vec::<String>::new());
    }
}
