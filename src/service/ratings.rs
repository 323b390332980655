//! Glicko-2 ratings (via skillratings) for games between two people. Games
//! against the computer never change a rating.

use rusqlite::Connection;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use crate::model::{GameResult, Seat};
use crate::rules::{ByPlayer, Player};
use crate::service::RatingChange;
use crate::store::StoreError;
use crate::store::players::{self, Rating};

/// Updates both players' ratings after `result`, if both are people.
///
/// # Errors
/// SQLite errors.
pub(crate) fn apply(
    conn: &Connection,
    seats: ByPlayer<Seat>,
    result: GameResult,
) -> Result<Option<RatingChange>, StoreError> {
    let (Some(white), Some(black)) = (seats.white.user(), seats.black.user()) else { return Ok(None) };
    let rating_of = |user| -> Result<Rating, StoreError> {
        Ok(players::load(conn, user)?.map(|p| p.rating).unwrap_or_default())
    };
    let before = ByPlayer { white: rating_of(white)?, black: rating_of(black)? };
    let after = rate(before, result);
    players::save_rating(conn, white, after.white)?;
    players::save_rating(conn, black, after.black)?;
    Ok(Some(RatingChange { before, after }))
}

/// The ratings after one game with `result`.
pub(crate) fn rate(before: ByPlayer<Rating>, result: GameResult) -> ByPlayer<Rating> {
    let outcome = match result.winner {
        Some(Player::White) => Outcomes::WIN,
        Some(Player::Black) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (white, black) =
        glicko2(&to_glicko(before.white), &to_glicko(before.black), &outcome, &Glicko2Config::default());
    ByPlayer { white: from_glicko(white), black: from_glicko(black) }
}

fn to_glicko(r: Rating) -> Glicko2Rating {
    Glicko2Rating { rating: r.rating, deviation: r.deviation, volatility: r.volatility }
}

fn from_glicko(r: Glicko2Rating) -> Rating {
    Rating { rating: r.rating, deviation: r.deviation, volatility: r.volatility }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::EndReason;

    #[test]
    fn the_winner_gains_what_the_loser_loses_between_equals() {
        let before = ByPlayer::both(Rating::default());
        let after = rate(before, GameResult { winner: Some(Player::Black), reason: EndReason::Resignation });
        assert!(after.black.rating > 1500.0 && after.white.rating < 1500.0);
        assert!((after.black.rating - 1500.0 - (1500.0 - after.white.rating)).abs() < 1e-6);
        let drawn = rate(before, GameResult { winner: None, reason: EndReason::Agreement });
        assert!((drawn.white.rating - 1500.0).abs() < 1e-6);
        assert!(drawn.white.deviation < 350.0);
    }
}
