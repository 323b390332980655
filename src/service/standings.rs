//! A league's table: points (a win 1, a draw ½), then wins, then
//! Sonneborn–Berger, then the games between the players still tied.
//!
//! Everything is counted in halves (and Sonneborn–Berger in quarters) as
//! integers, so that ties are exact: no float decides a place.
//!
//! Why these tie-breaks: wins reward playing for the win in a game that
//! knows draws only by agreement; Sonneborn–Berger (the points of those
//! you beat, and half those of whom you drew with) rewards results against
//! the strong; the games between the tied players settle the rest. Players
//! still level after all of them share the place.

use std::collections::HashMap;

use crate::model::UserId;

/// How one league game counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scored {
    /// White won (over the board, on time, by resignation, or because
    /// Black left the league: a forfeit).
    WhiteWon,
    /// Black won.
    BlackWon,
    /// Drawn.
    Draw,
    /// Neither played it (both left): no points for either.
    BothLost,
}

/// One counted game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counted {
    /// White.
    pub white: UserId,
    /// Black.
    pub black: UserId,
    /// Its result.
    pub scored: Scored,
}

/// One line of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The place, from 1; players tied on every criterion share it.
    pub place: u32,
    /// Who.
    pub user: UserId,
    /// Points, in halves (a win 2, a draw 1).
    pub half_points: u32,
    /// Games won (forfeits included).
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost (forfeits included).
    pub losses: u32,
    /// Sonneborn–Berger, in quarter points.
    pub quarter_sb: u32,
    /// Whether they left the league.
    pub left: bool,
}

impl Standing {
    /// Games counted so far.
    pub fn played(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
}

/// The table of `entrants` (each with whether they left) after `games`:
/// best first, ties broken as the module says, then by the order given
/// (players still tied share the place number).
pub fn table(entrants: &[(UserId, bool)], games: &[Counted]) -> Vec<Standing> {
    let mut lines: Vec<Standing> = entrants
        .iter()
        .map(|&(user, left)| Standing {
            place: 0,
            user,
            half_points: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            quarter_sb: 0,
            left,
        })
        .collect();
    let index: HashMap<UserId, usize> = lines.iter().enumerate().map(|(i, s)| (s.user, i)).collect();
    let points =
        |games: &[Counted], user: UserId| -> u32 { games.iter().map(|g| half_points_of(g, user)).sum() };
    for g in games {
        for (side, user) in [(true, g.white), (false, g.black)] {
            let Some(&i) = index.get(&user) else { continue };
            let line = &mut lines[i];
            match (g.scored, side) {
                (Scored::WhiteWon, true) | (Scored::BlackWon, false) => line.wins += 1,
                (Scored::Draw, _) => line.draws += 1,
                _ => line.losses += 1,
            }
            line.half_points += half_points_of(g, user);
        }
    }
    // Sonneborn–Berger: the opponent's points for a win, half for a draw
    // (each player's total counted once, above).
    let totals: HashMap<UserId, u32> = lines.iter().map(|s| (s.user, s.half_points)).collect();
    let total = |user: UserId| totals.get(&user).copied().unwrap_or_else(|| points(games, user));
    for line in &mut lines {
        line.quarter_sb = games
            .iter()
            .filter_map(|g| {
                let opponent = if g.white == line.user {
                    g.black
                } else if g.black == line.user {
                    g.white
                } else {
                    return None;
                };
                Some(half_points_of(g, line.user) * total(opponent))
            })
            .sum();
    }
    let key = |s: &Standing| (s.half_points, s.wins, s.quarter_sb);
    let mut order: Vec<usize> = (0..lines.len()).collect();
    order.sort_by(|&a, &b| key(&lines[b]).cmp(&key(&lines[a])).then(a.cmp(&b)));
    // Head to head among each group tied on the three: their points in the
    // games between them.
    let mut ranked: Vec<(usize, u32)> = Vec::with_capacity(order.len());
    let mut start = 0;
    while start < order.len() {
        let mut end = start + 1;
        while end < order.len() && key(&lines[order[end]]) == key(&lines[order[start]]) {
            end += 1;
        }
        let group: Vec<UserId> = order[start..end].iter().map(|&i| lines[i].user).collect();
        let between: Vec<Counted> =
            games.iter().filter(|g| group.contains(&g.white) && group.contains(&g.black)).copied().collect();
        let mut tied: Vec<(usize, u32)> =
            order[start..end].iter().map(|&i| (i, points(&between, lines[i].user))).collect();
        tied.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        ranked.extend(tied);
        start = end;
    }
    let mut table: Vec<Standing> = Vec::with_capacity(lines.len());
    let mut previous: Option<((u32, u32, u32), u32)> = None;
    for (position, &(i, head_to_head)) in ranked.iter().enumerate() {
        let mut line = lines[i].clone();
        let this = (key(&line), head_to_head);
        line.place = match (previous, table.last()) {
            (Some(p), Some(last)) if p == this => last.place,
            _ => position as u32 + 1,
        };
        previous = Some(this);
        table.push(line);
    }
    table
}

/// `user`'s points from game `g`, in halves (0 if they did not play it).
fn half_points_of(g: &Counted, user: UserId) -> u32 {
    let white = g.white == user;
    if !white && g.black != user {
        return 0;
    }
    match (g.scored, white) {
        (Scored::WhiteWon, true) | (Scored::BlackWon, false) => 2,
        (Scored::Draw, _) => 1,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: UserId = UserId(1);
    const B: UserId = UserId(2);
    const C: UserId = UserId(3);
    const D: UserId = UserId(4);

    fn game(white: UserId, black: UserId, scored: Scored) -> Counted {
        Counted { white, black, scored }
    }

    fn order(table: &[Standing]) -> Vec<(u32, UserId)> {
        table.iter().map(|s| (s.place, s.user)).collect()
    }

    #[test]
    fn points_wins_draws_and_losses_add_up() {
        let entrants = [(A, false), (B, false), (C, false)];
        let games = [game(A, B, Scored::WhiteWon), game(B, C, Scored::Draw), game(C, A, Scored::WhiteWon)];
        let t = table(&entrants, &games);
        let a = t.iter().find(|s| s.user == A).cloned();
        assert_eq!(a.map(|s| (s.half_points, s.wins, s.draws, s.losses)), Some((2, 1, 0, 1)));
        assert_eq!(t[0].user, C, "C: a win and a draw, 1½");
        assert_eq!(t[0].half_points, 3);
        assert_eq!(t.iter().map(Standing::played).sum::<u32>(), 6);
    }

    #[test]
    fn more_wins_go_before_the_same_points_from_draws() {
        // A: a win and a loss (1); B: two draws (1).
        let entrants = [(B, false), (A, false), (C, false), (D, false)];
        let games = [
            game(A, C, Scored::WhiteWon),
            game(D, A, Scored::WhiteWon),
            game(B, C, Scored::Draw),
            game(B, D, Scored::Draw),
        ];
        let t = table(&entrants, &games);
        let (a, b) = (t.iter().position(|s| s.user == A), t.iter().position(|s| s.user == B));
        assert!(a < b, "{t:?}");
    }

    #[test]
    fn three_players_tied_on_everything_share_their_place() {
        // A beats C, C beats B, B beats A, and all three beat D.
        let entrants = [(B, false), (A, false), (C, false), (D, false)];
        let games = [
            game(A, C, Scored::WhiteWon),
            game(B, A, Scored::WhiteWon),
            game(C, B, Scored::WhiteWon),
            game(C, D, Scored::WhiteWon),
            game(D, B, Scored::BlackWon),
            game(A, D, Scored::WhiteWon),
        ];
        let t = table(&entrants, &games);
        let sb: Vec<(UserId, u32)> = t.iter().map(|s| (s.user, s.quarter_sb)).collect();
        assert!(t[..3].iter().all(|s| s.half_points == 4 && s.wins == 2), "{t:?}");
        // SB in quarters: A beat C (4 halves) and D (0) → 4 × 2 = 8.
        assert!(sb.contains(&(A, 8)) && sb.contains(&(B, 8)) && sb.contains(&(C, 8)), "{sb:?}");
        assert_eq!(t[3].user, D);
        // All three still tied: the games between them (one win each) tie
        // too, so they share first place.
        assert_eq!(order(&t), vec![(1, B), (1, A), (1, C), (4, D)]);
    }

    #[test]
    fn sonneborn_berger_orders_two_players_level_on_points_and_wins() {
        // A beats C (who then beats D), B beats D: A's win is worth more.
        let entrants = [(B, false), (A, false), (C, false), (D, false)];
        let games =
            [game(A, C, Scored::WhiteWon), game(B, D, Scored::WhiteWon), game(C, D, Scored::WhiteWon)];
        let t = table(&entrants, &games);
        // A, B, C: one win each; A beat a player with a point (SB 1), B
        // and C players with none (SB 0), who did not meet: they share.
        assert_eq!(order(&t), vec![(1, A), (2, B), (2, C), (4, D)]);
        assert_eq!(t.iter().map(|s| s.quarter_sb).collect::<Vec<_>>(), vec![4, 0, 0, 0]);
    }

    #[test]
    fn head_to_head_settles_what_sonneborn_berger_leaves_tied() {
        // A and B: a win and a loss each, SB 1 each; B beat A.
        let entrants = [(A, false), (B, false), (C, false), (D, false)];
        let games = [
            game(B, A, Scored::WhiteWon),
            game(C, A, Scored::WhiteWon),
            game(A, D, Scored::WhiteWon),
            game(C, B, Scored::WhiteWon),
            game(D, C, Scored::WhiteWon),
        ];
        let t = table(&entrants, &games);
        assert_eq!(order(&t), vec![(1, C), (2, D), (3, B), (4, A)]);
        assert_eq!(
            (t[2].half_points, t[2].wins, t[2].quarter_sb),
            (t[3].half_points, t[3].wins, t[3].quarter_sb)
        );
        // Two draws between the only two players: nothing separates them.
        let two = table(&[(B, false), (A, false)], &[game(A, B, Scored::Draw), game(B, A, Scored::Draw)]);
        assert_eq!(order(&two), vec![(1, B), (1, A)]);
    }

    #[test]
    fn forfeits_count_as_wins_and_losses_and_both_lost_as_nothing() {
        let entrants = [(A, false), (B, true), (C, false)];
        let games = [game(A, B, Scored::WhiteWon), game(B, C, Scored::BothLost)];
        let t = table(&entrants, &games);
        let b = t.iter().find(|s| s.user == B).cloned();
        assert_eq!(b.map(|s| (s.half_points, s.losses, s.left)), Some((0, 2, true)));
        let c = t.iter().find(|s| s.user == C).cloned();
        assert_eq!(c.map(|s| (s.half_points, s.losses)), Some((0, 1)));
    }
}
