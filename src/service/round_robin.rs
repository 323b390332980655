//! A league's pairings: a round robin by the circle method (Berger
//! tables), every pair meeting once per cycle, colours balanced within a
//! cycle and swapped in the second, one bye per round for an odd count.
//!
//! Why the circle method: it is what correspondence and over-the-board
//! round robins use, every round is known at the start (so the whole
//! schedule can be stored and shown), and with an odd count each player
//! sits out exactly once per cycle.
//!
//! ```text
//! 6 seats, round 1      round 2      round 3 …   (seat 5 stays, the others turn)
//!   0 – 5                1 – 5        2 – 5
//!   1 – 4                2 – 0        3 – 1
//!   2 – 3                3 – 4        4 – 0
//! ```

/// One game of a round: seats (places in the pairing table, from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// The round, from 1.
    pub round: u32,
    /// The seat playing White.
    pub white: usize,
    /// The seat playing Black.
    pub black: usize,
}

/// Rounds in a round robin of `players` seats played `cycles` times.
pub fn rounds(players: usize, cycles: u8) -> u32 {
    let per_cycle = if players < 2 { 0 } else { players + players % 2 - 1 };
    (per_cycle * usize::from(cycles)) as u32
}

/// Every game of a round robin of `players` seats, `cycles` times (the
/// second with colours swapped), round by round. With an odd count the
/// seat paired with the missing one sits the round out (a bye).
pub fn schedule(players: usize, cycles: u8) -> Vec<Pairing> {
    if players < 2 {
        return Vec::new();
    }
    // An odd count gets a phantom last seat: its opponent has the bye.
    let seats = players + players % 2;
    let turning = seats - 1;
    let per_cycle = turning as u32;
    let mut games = Vec::new();
    for cycle in 0..u32::from(cycles) {
        for r in 0..turning {
            let round = cycle * per_cycle + r as u32 + 1;
            // The fixed seat meets seat r, taking White every other round.
            let mut pairs = vec![if r % 2 == 0 { (r, turning) } else { (turning, r) }];
            // The others meet across the circle: r + k against r - k.
            for k in 1..seats / 2 {
                let (a, b) = ((r + k) % turning, (r + turning - k) % turning);
                // Each seat meets every distance once from each side, so
                // taking White on odd distances from one side and even ones
                // from the other balances its colours.
                pairs.push(if k % 2 == 1 { (a, b) } else { (b, a) });
            }
            for (white, black) in pairs {
                if white >= players || black >= players {
                    continue; // the bye
                }
                let (white, black) = if cycle % 2 == 0 { (white, black) } else { (black, white) };
                games.push(Pairing { round, white, black });
            }
        }
    }
    games
}

/// The seat with no game in `round`, if the count is odd.
pub fn bye(players: usize, round: u32) -> Option<usize> {
    if players < 2 || players.is_multiple_of(2) || round == 0 {
        return None;
    }
    // With the phantom seat `players`, seat r meets it in round r + 1 of
    // each cycle (of `players` rounds).
    Some(((round - 1) as usize) % players)
}

#[cfg(test)]
mod tests {
    use std::collections::{HashMap, HashSet};

    use super::*;

    fn pair(p: &Pairing) -> (usize, usize) {
        (p.white.min(p.black), p.white.max(p.black))
    }

    #[test]
    fn every_pair_meets_exactly_once_per_cycle() {
        for players in 2..=31 {
            let games = schedule(players, 1);
            let met: HashSet<(usize, usize)> = games.iter().map(pair).collect();
            assert_eq!(games.len(), players * (players - 1) / 2, "{players} players");
            assert_eq!(met.len(), games.len(), "{players} players: a pair met twice");
            assert!(games.iter().all(|g| g.white != g.black && g.white < players && g.black < players));
            assert!(games.iter().all(|g| (1..=rounds(players, 1)).contains(&g.round)));
        }
    }

    #[test]
    fn nobody_plays_twice_in_a_round_and_only_the_bye_sits_out() {
        for players in 2..=31 {
            for round in 1..=rounds(players, 2) {
                let seats: Vec<usize> = schedule(players, 2)
                    .iter()
                    .filter(|g| g.round == round)
                    .flat_map(|g| [g.white, g.black])
                    .collect();
                let distinct: HashSet<usize> = seats.iter().copied().collect();
                assert_eq!(distinct.len(), seats.len(), "{players} players, round {round}");
                let idle: Vec<usize> = (0..players).filter(|s| !distinct.contains(s)).collect();
                assert_eq!(idle, bye(players, round).into_iter().collect::<Vec<_>>(), "{players}, {round}");
            }
        }
    }

    #[test]
    fn colours_are_balanced_within_a_cycle_and_swapped_in_the_second() {
        for players in 2..=31 {
            let mut whites: HashMap<usize, i32> = HashMap::new();
            for g in schedule(players, 1) {
                *whites.entry(g.white).or_default() += 1;
                *whites.entry(g.black).or_default() -= 1;
            }
            assert!(whites.values().all(|balance| balance.abs() <= 1), "{players} players: {whites:?}");
            let two = schedule(players, 2);
            let per_cycle = rounds(players, 1);
            for first in two.iter().filter(|g| g.round <= per_cycle) {
                let again = two.iter().filter(|g| g.round > per_cycle && pair(g) == pair(first)).count();
                let swapped =
                    two.iter().any(|g| g.round == first.round + per_cycle && g.white == first.black);
                assert!(
                    again == 1 && swapped,
                    "{players} players: {first:?} not swapped in the second cycle"
                );
            }
        }
    }

    #[test]
    fn byes_are_spread_one_per_player_per_cycle() {
        for players in (3..=31).step_by(2) {
            let byes: Vec<usize> = (1..=rounds(players, 2)).filter_map(|r| bye(players, r)).collect();
            for seat in 0..players {
                assert_eq!(byes.iter().filter(|&&b| b == seat).count(), 2, "{players} players, seat {seat}");
            }
        }
        assert_eq!((1..=rounds(6, 1)).filter_map(|r| bye(6, r)).count(), 0, "an even count has none");
    }

    #[test]
    fn seven_players_play_seven_rounds_of_three_games_each_time() {
        assert_eq!(rounds(7, 1), 7);
        assert_eq!(rounds(7, 2), 14);
        assert_eq!(rounds(8, 1), 7);
        assert_eq!(rounds(1, 2), 0);
        let games = schedule(7, 2);
        assert_eq!(games.len(), 42);
        assert!((1..=14).all(|r| games.iter().filter(|g| g.round == r).count() == 3));
    }
}
