//! The static evaluation: who is closer to joining two opposite sides, and
//! in the standard game who holds the central hexagon as pieces run out.
//!
//! Scores are from the point of view of the player to move, in hundredths
//! of a cell: `+300` means the player to move is three cells closer to a
//! connection than the opponent. Wins and losses are far outside that
//! range (see [`WIN`]).

use crate::ai::distance::{Costs, MAX_DISTANCE, connection_distance};
use crate::rules::{Bitboard, ByPlayer, CENTRAL_HEXAGON, Outcome, Player, Position, Variant};

/// The score of a won position, less the plies needed to win: any score
/// beyond [`WIN_THRESHOLD`] is a forced result, not a judgement.
pub const WIN: i32 = 1_000_000;

/// Scores at least this large (in magnitude) are wins or losses.
pub const WIN_THRESHOLD: i32 = WIN - 1_000;

/// A distance worse than any real one, for a player who can no longer
/// cross the board at all.
const BLOCKED: u32 = MAX_DISTANCE as u32;

/// One cell of connection distance, in score units.
pub const CELL: i32 = 100;

/// The knobs of the evaluation, so levels and tests can vary them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// What crossing one of the opponent's cells costs, in cells: they can
    /// only be covered by jumping or bridging, which needs own dots nearby.
    pub dear_cost: u32,
    /// What an empty cell of the central hexagon costs in the standard
    /// game, where only a movement (never a placement) can reach it.
    pub centre_cost: u32,
    /// Bonus for being the one to move: a move adds up to three cells.
    pub tempo: i32,
    /// Value of one central-hexagon cell of lead once pieces run low
    /// (standard game), per piece the leader has placed beyond
    /// [`Weights::central_from`] left.
    pub central: i32,
    /// The leader's reserve at or below which the central hexagon starts
    /// to count; its weight grows as that reserve shrinks.
    pub central_from: u8,
    /// Basic game: moves of margin below which a connection lead starts to
    /// lose its worth because the player behind can end the game in a draw
    /// first, by placing their last pieces (see `draw_clock` in this module); 0 ignores it.
    pub draw_margin: u8,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights { dear_cost: 4, centre_cost: 1, tempo: 50, central: 60, central_from: 12, draw_margin: 0 }
    }
}

/// The connection distance of `player` under `weights`, or a large number
/// when the board is closed to them.
pub fn distance(position: &Position, player: Player, weights: &Weights) -> u32 {
    connection_distance(&costs(position, player, weights), BLOCKED).unwrap_or(BLOCKED)
}

/// The cell prices of `player` under `weights`.
pub fn costs(position: &Position, player: Player, weights: &Weights) -> Costs {
    let centre = match position.variant() {
        Variant::Standard => CENTRAL_HEXAGON,
        Variant::Basic => Bitboard::EMPTY,
    };
    Costs::for_player(position, player, weights.dear_cost, centre, weights.centre_cost)
}

/// Basic game: one player's own progress weighed above blocking the other
/// (see [`SearchConfig::basic_offence`](crate::ai::SearchConfig::basic_offence)).
/// Always the searching player's, whoever is to move in the position
/// judged, so that the two sides of a search still see one score, negated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offence {
    /// The player whose own connection distance weighs more.
    pub player: Player,
    /// That distance's weight in percent of the opponent's (100: alike).
    pub percent: i32,
}

/// The score of `position` for the player to move. Finished games score
/// [`WIN`] or `-WIN` (0 for a draw) without looking at the board.
pub fn evaluate(position: &Position, weights: &Weights) -> i32 {
    evaluate_with(position, weights, None)
}

/// [`evaluate`], with one player's own progress weighing more in the
/// basic game when `offence` says so.
pub fn evaluate_with(position: &Position, weights: &Weights, offence: Option<Offence>) -> i32 {
    let me = position.to_move();
    if let Some(outcome) = position.outcome() {
        return terminal_score(outcome, me, 0);
    }
    let distances = ByPlayer::new_with(|player| distance(position, player, weights));
    let race = race(position, me, &distances, offence);
    draw_clock(position, me, race, weights, &distances)
        + weights.tempo
        + central_term(position, me, weights, &distances)
}

/// The connection lead of `me`, in score units: the opponent's distance
/// less `me`'s, the offence's player's own distance weighed by its percent.
fn race(position: &Position, me: Player, distances: &ByPlayer<u32>, offence: Option<Offence>) -> i32 {
    let lead_of = |player: Player, own_percent: i32| {
        distances[player.opponent()] as i32 * CELL - distances[player] as i32 * CELL * own_percent / 100
    };
    match offence {
        Some(Offence { player, percent }) if position.variant() == Variant::Basic => {
            let lead = lead_of(player, percent);
            if player == me { lead } else { -lead }
        }
        _ => lead_of(me, 100),
    }
}

/// The score of a finished game for `me`, `ply` plies from the root: a
/// quicker win scores higher, a later loss less badly.
pub fn terminal_score(outcome: &Outcome, me: Player, ply: u32) -> i32 {
    match outcome.winner() {
        Some(winner) if winner == me => WIN - ply as i32,
        Some(_) => -WIN + ply as i32,
        None => 0,
    }
}

/// Cells one move adds at most: a piece has three dots.
const CELLS_PER_MOVE: u32 = 3;

/// Basic game: placing one's last piece ends the game in a draw, so the
/// player behind can always escape with a draw in as many moves as they
/// have pieces left — and will. A connection lead (`race`, from `me`'s
/// side) is only worth something if the leader can connect before that:
/// it keeps its full value while the leader's fewest moves to connect
/// (a move adds at most three cells) leave [`Weights::draw_margin`] moves
/// to spare, and shrinks step by step below that, to a small share once
/// the other side can draw first. Without this the leader blocks and
/// waits, a lead on the board but a draw on the score sheet.
fn draw_clock(
    position: &Position,
    me: Player,
    race: i32,
    weights: &Weights,
    distances: &ByPlayer<u32>,
) -> i32 {
    if position.variant() != Variant::Basic || race == 0 || weights.draw_margin == 0 {
        return race;
    }
    let leader = if race > 0 { me } else { me.opponent() };
    let trailer = leader.opponent();
    let left = i32::from(position.reserve(trailer).total());
    // The leader's moves before the trailer's last placement.
    let available = if position.to_move() == trailer { left - 1 } else { left };
    let needed = distances[leader].div_ceil(CELLS_PER_MOVE) as i32;
    faded(race, available - needed, i32::from(weights.draw_margin))
}

/// `race` with `spare` moves left over before a draw: in full from `margin`
/// spare moves up, a share below, and the smallest share when there is no
/// time — not nothing, so that a bigger lead still ranks above a smaller
/// one (the player behind may not see the draw) and the leader never
/// takes a lead for an even game.
fn faded(race: i32, spare: i32, margin: i32) -> i32 {
    if spare >= margin { race } else { race * (spare.max(0) + 1) / (margin + 1) }
}

/// Standard game: whoever holds more central cells wins as soon as they
/// place their last piece, so a central lead weighs more the fewer pieces
/// its holder has left to place (and nothing while that is many). But it
/// only wins if the other side has not connected first: a lead is worth
/// the share of the leader's remaining placements the chaser needs at
/// least as many moves for (`distances` are connection distances in
/// cells). Without that, a leader with nine pieces to place would guard
/// the centre while the chaser finishes a chain one move from done.
fn central_term(position: &Position, me: Player, weights: &Weights, distances: &ByPlayer<u32>) -> i32 {
    if position.variant() != Variant::Standard {
        return 0;
    }
    let opponent = me.opponent();
    let lead = position.central_count(me) as i32 - position.central_count(opponent) as i32;
    let leader = if lead >= 0 { me } else { opponent };
    let left = position.reserve(leader).total();
    if lead == 0 || left == 0 || left > weights.central_from {
        return 0;
    }
    let urgency = i32::from(weights.central_from - left + 1);
    let chaser_moves = distances[leader.opponent()].div_ceil(CELLS_PER_MOVE).min(u32::from(left));
    lead * weights.central * urgency * chaser_moves as i32 / i32::from(left)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Move;

    fn after(variant: Variant, moves: &str) -> Position {
        let mut position = Position::new(variant);
        for text in moves.split_whitespace() {
            let m: Move = text.parse().unwrap();
            position = position.play(m).unwrap();
        }
        position
    }

    #[test]
    fn the_start_is_even_but_for_the_tempo() {
        let weights = Weights::default();
        assert_eq!(evaluate(&Position::new(Variant::Standard), &weights), weights.tempo);
    }

    #[test]
    fn a_piece_towards_a_side_is_worth_its_cells() {
        let weights = Weights::default();
        // White has three cells on row 5 from column A; Black to move.
        let position = after(Variant::Standard, "A5-B5-C5");
        assert_eq!(evaluate(&position, &weights), -3 * CELL + weights.tempo);
    }

    #[test]
    fn central_cells_count_only_when_the_leaders_reserve_is_low() {
        let weights = Weights { central_from: 18, ..Weights::default() };
        // White's piece moved into the centre: 3 central cells; White to move.
        let position = after(Variant::Standard, "B2-B3-C3 N12-N13-O13 B2>G7-G8-H8 N12>N14-N15-O15");
        assert_eq!(position.central_count(Player::White), 3);
        let with = evaluate(&position, &weights);
        let without = evaluate(&position, &Weights { central_from: 0, ..weights });
        // White has 17 pieces left: urgency 18 - 17 + 1 = 2; Black needs at
        // least ⌈distance / 3⌉ moves to connect, so that share of 17 counts.
        let chaser = distance(&position, Player::Black, &weights).div_ceil(3).min(17) as i32;
        assert!(chaser > 0);
        assert_eq!(with - without, 3 * weights.central * 2 * chaser / 17);
        let black_to_move = after(Variant::Standard, "B2-B3-C3 N12-N13-O13 B2>G7-G8-H8");
        let from_black = evaluate(&black_to_move, &weights)
            - evaluate(&black_to_move, &Weights { central_from: 0, ..weights });
        let chaser = distance(&black_to_move, Player::Black, &weights).div_ceil(3).min(17) as i32;
        assert_eq!(from_black, -3 * weights.central * 2 * chaser / 17);
    }

    /// Basic game: a lead counts in full while the leader can connect well
    /// before the player behind runs out of pieces, and for nothing once
    /// the player behind can place their last piece (a draw) first.
    #[test]
    fn a_basic_lead_fades_as_the_player_behind_nears_their_last_piece() {
        let weights = Weights { draw_margin: 3, ..Weights::default() };
        let position = after(Variant::Basic, "A5-B5-C5");
        let distances = ByPlayer::new_with(|player| distance(&position, player, &weights));
        assert_eq!(position.to_move(), Player::Black);
        // Black, to move, is behind: its 18 pieces leave White all the time it needs.
        let race = -3 * CELL;
        assert_eq!(draw_clock(&position, Player::Black, race, &weights, &distances), race);
        assert_eq!(distances[Player::White].div_ceil(3), 5, "White needs at least 5 moves");
        // With 3 moves of margin: full value at 3 spare moves, then less.
        assert_eq!(faded(race, 4, 3), race);
        assert_eq!(faded(race, 3, 3), race);
        assert_eq!(faded(race, 2, 3), race * 3 / 4);
        assert_eq!(faded(race, 0, 3), race / 4, "just in time: the other side may still block");
        assert_eq!(
            faded(race, -1, 3),
            race / 4,
            "too late: the player behind can draw first, if they see it"
        );
        assert_eq!(faded(race, -5, 3), race / 4);
        assert_eq!(
            draw_clock(&position, Player::Black, race, &Weights::default(), &distances),
            race,
            "off at 0"
        );
        let standard = after(Variant::Standard, "A5-B5-C5");
        assert_eq!(draw_clock(&standard, Player::Black, race, &weights, &distances), race, "basic game only");
    }

    /// Basic game: the searching player's own distance counts at its
    /// percent whoever is to move, so both sides of a search see the same
    /// score negated; at 100 percent, and in the standard game, it is the
    /// plain evaluation.
    #[test]
    fn an_offence_weighs_the_searching_players_own_distance_from_both_sides() {
        let weights = Weights::default();
        let white_to_move = after(Variant::Basic, "B2-A2-C2 D3-D2-E4");
        let black_to_move = after(Variant::Basic, "B2-A2-C2 D3-D2-E4 D1-C1-E2");
        for position in [&white_to_move, &black_to_move] {
            let (white, black) =
                (distance(position, Player::White, &weights), distance(position, Player::Black, &weights));
            assert_ne!(white, black, "the test needs unequal distances");
            let offence = Offence { player: Player::White, percent: 200 };
            let white_lead = black as i32 * CELL - white as i32 * CELL * 2;
            let for_mover = if position.to_move() == Player::White { white_lead } else { -white_lead };
            assert_eq!(evaluate_with(position, &weights, Some(offence)), for_mover + weights.tempo);
            let even = Offence { percent: 100, ..offence };
            assert_eq!(evaluate_with(position, &weights, Some(even)), evaluate(position, &weights));
        }
        let standard = after(Variant::Standard, "B2-A2-C2 D3-D2-E4");
        let offence = Offence { player: Player::White, percent: 200 };
        assert_eq!(
            evaluate_with(&standard, &weights, Some(offence)),
            evaluate(&standard, &weights),
            "basic game only"
        );
    }

    /// From a game `hard` lost to `greedy`: Black leads the centre 5 to 1
    /// with 9 pieces to place, and White has just jumped onto Black's chain
    /// (cutting it) and stands one cell from connecting. Black is worse
    /// off: the centre would only count after nine more placements. The
    /// evaluation once called this +410 for Black, so `hard` walked into it.
    #[test]
    fn a_central_lead_far_from_the_last_piece_does_not_outweigh_a_chain_about_to_connect() {
        let moves = "O14-P15-Q15 M13-M12-M14 G11-E10-F11 K14-J14-L14 A7-B8-C9 M11-N11-O11 H13-G12-I14 \
                     H15-I15-J15 J13-I13-K13 O7-O8-O9 N14-M15-N15 D9-D10-D11 D8-C8-E9 D9>J15-J13-J14 \
                     N14>O14-M13-N14 K12-L12-L13 H12-I12-J12 J15>J14-J12-J13 K15-L15-M15 N15-O15-O16 \
                     K15>K11-I11-J11 N15>K12-J11-K11 K15-L15-M15 N15-N16-O16 O14>O14-N15-O15 \
                     M13>I9-H8-J10 D8>K15-J15-K14";
        let weights = Weights::default();
        let position = after(Variant::Standard, moves);
        assert_eq!(position.to_move(), Player::Black);
        assert_eq!((position.central_count(Player::Black), position.central_count(Player::White)), (5, 1));
        assert_eq!(position.reserve(Player::Black).total(), 9);
        assert_eq!(distance(&position, Player::White, &weights), 1);
        assert!(evaluate(&position, &weights) < 0, "{}", evaluate(&position, &weights));
    }
}
