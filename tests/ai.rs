//! The computer opponent on positions built from legal move lists: it takes
//! immediate wins, blocks immediate losses, cuts a winning chain by
//! jumping onto it, never lifts a piece that uncovers the opponent's
//! chain, plays for the central hexagon when pieces run out, and is
//! deterministic for a seed. Small search budgets keep these fast; the
//! tactics are exact at any budget.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use punct::ai::search::budget_for;
use punct::ai::{self, Level, SearchConfig, analyse, choose_move, choose_move_with};
use punct::rules::{Move, Outcome, Player, Position, Variant};

/// The position after `moves`, each of which must be legal.
fn after(variant: Variant, moves: &[&str]) -> Position {
    let mut position = Position::new(variant);
    for (ply, text) in moves.iter().enumerate() {
        let m: Move = text.parse().unwrap_or_else(|e| panic!("ply {}: {text}: {e}", ply + 1));
        position = position.play(m).unwrap_or_else(|e| panic!("ply {}: {e:?}", ply + 1));
    }
    position
}

/// Whether the player to move can win with some move: every legal move,
/// played.
fn has_immediate_win(position: &Position) -> bool {
    let me = position.to_move();
    position.legal_moves().into_iter().any(|m| winner_after(position, m) == Some(me))
}

fn winner_after(position: &Position, m: Move) -> Option<Player> {
    position.play(m).ok()?.outcome().and_then(Outcome::winner)
}

/// White builds a chain along row 5 (A5…L5), up the diagonal M6 N7 O8 and
/// into column P; Black builds far away and keeps a triangle on row 4
/// and an E whose top end is E4, next to White's row.
const WHITE_ROW_AND_BLACK_ELSEWHERE: [&str; 11] = [
    "B5-A5-C5",    // White C
    "E2-E3-E4",    // Black E, a minor dot on E4
    "E5-D5-F5",    // White C
    "J4-J3-K4",    // Black T on row 4
    "G5-H5-I5",    // White E
    "N14-N15-O15", // Black T, far away
    "J5-K5-L5",    // White E
    "J14-J15-K15", // Black T
    "M6-N7-O8",    // White E
    "L15-L16-M16", // Black T
    "P9-O9-P10",   // White T: now one cell (Q10 or Q11) from joining columns A and Q
];

/// After Black's next placement White also holds P11 and P12: Q10…Q13
/// all complete the chain, more than one piece can cover.
fn double_threat() -> Vec<&'static str> {
    let mut moves = WHITE_ROW_AND_BLACK_ELSEWHERE.to_vec();
    moves.extend(["C10-C11-D11", "P11-P12-O11"]);
    moves
}

fn quick() -> SearchConfig {
    SearchConfig::quick()
}

#[test]
fn an_immediate_win_is_taken() {
    let mut moves = double_threat();
    moves.push("K12-K13-L13"); // Black ignores the threat
    let position = after(Variant::Standard, &moves);
    assert_eq!(position.to_move(), Player::White);
    for level in Level::ALL {
        let m = choose_move(&position, level, 1).expect("the game goes on");
        assert_eq!(winner_after(&position, m), Some(Player::White), "{level}: {m}");
    }
    let m = choose_move_with(&position, &quick(), 1).expect("the game goes on");
    assert_eq!(winner_after(&position, m), Some(Player::White), "{m}");
}

#[test]
fn an_immediate_loss_is_blocked() {
    let position = after(Variant::Standard, &WHITE_ROW_AND_BLACK_ELSEWHERE);
    assert_eq!(position.to_move(), Player::Black);
    assert!(has_immediate_win(&position.play("C10-C11-D11".parse().unwrap()).unwrap()), "the threat is real");
    for seed in 0..3 {
        let m = choose_move_with(&position, &quick(), seed).expect("the game goes on");
        let next = position.play(m).expect("legal");
        assert!(!next.is_over(), "{m}");
        assert!(!has_immediate_win(&next), "after {m} White still wins at once");
    }
}

#[test]
fn a_jump_cuts_the_winning_chain_when_no_placement_can_block() {
    let position = after(Variant::Standard, &double_threat());
    assert_eq!(position.to_move(), Player::Black);
    let white_before = position.visible(Player::White);
    let m = choose_move_with(&position, &quick(), 1).expect("the game goes on");
    let Move::Movement { to, .. } = m else { panic!("only a movement can defend here, got {m}") };
    assert!((to.mask() & white_before).any(), "{m} should land on White's chain");
    let next = position.play(m).expect("legal");
    assert!(!has_immediate_win(&next), "after {m} White still wins at once");
}

/// Black has cut White's chain by jumping onto E5-F5; White then completed
/// the chain underneath with Q12-Q13-Q14. Lifting Black's triangle from
/// E4 would show White's chain again: White would win on Black's move.
fn covered_chain() -> Position {
    let mut moves = double_threat();
    moves.extend(["J4>E4-E5-F5", "Q12-Q13-Q14"]);
    after(Variant::Standard, &moves)
}

#[test]
fn a_lift_that_uncovers_the_opponents_chain_is_avoided() {
    let position = covered_chain();
    assert_eq!(position.to_move(), Player::Black);
    let e4 = "E4".parse().expect("a cell");
    let lifts = position.moves_from(e4);
    assert!(!lifts.is_empty());
    assert!(lifts.iter().all(|&m| winner_after(&position, m) == Some(Player::White)), "every lift loses");
    let two_plies = SearchConfig { node_budget: 40_000, ..quick() };
    let analysis = analyse(&position, &two_plies, 3);
    assert_eq!(analysis.depth, 2, "two plies fit in the budget");
    for scored in analysis.moves.iter().filter(|s| s.mv.from() == Some(e4)) {
        assert!(scored.is_loss(), "{} should be judged lost", scored.mv);
    }
    for seed in 0..3 {
        let m = choose_move_with(&position, &quick(), seed).expect("the game goes on");
        assert_ne!(m.from(), Some(e4), "{m} uncovers White's chain");
        assert_ne!(winner_after(&position, m), Some(Player::White), "{m}");
    }
}

#[test]
fn every_level_returns_a_legal_move_and_none_after_the_end() {
    let position = covered_chain();
    for level in Level::ALL {
        let m = choose_move(&position, level, 5).expect("the game goes on");
        assert!(position.is_legal(m), "{level}: {m}");
    }
    let mut moves = double_threat();
    moves.extend(["K12-K13-L13", "Q12-Q13-Q14"]);
    let finished = after(Variant::Standard, &moves);
    assert!(finished.is_over());
    for level in Level::ALL {
        assert_eq!(choose_move(&finished, level, 5), None);
    }
}

#[test]
fn the_same_seed_gives_the_same_move_and_seeds_vary_easy_play() {
    let position = after(Variant::Standard, &["B2-B3-C3", "N12-N13-O13"]);
    let config = SearchConfig::for_level(Level::Easy);
    let first = choose_move_with(&position, &config, 42);
    assert_eq!(choose_move_with(&position, &config, 42), first);
    assert_eq!(analyse(&position, &quick(), 9), analyse(&position, &quick(), 9));
    let distinct: std::collections::HashSet<Move> =
        (0..8).filter_map(|seed| choose_move_with(&position, &config, seed)).collect();
    assert!(distinct.len() > 1, "easy should not always open the same way");
}

/// Fills the board with placements (the first legal one in canonical
/// order that ends nothing) until `player` has `left` pieces and is to
/// move. First each player places a triangle and moves it, `centre_for`'s
/// into the central hexagon.
fn pieces_running_out(player: Player, left: u8, centre_for: Player) -> Position {
    let mut position = Position::new(Variant::Standard);
    let opening: &[&str] = match centre_for {
        Player::White => &["B2-B3-C3", "P16-O15-P15", "B2>G7-G8-H8", "P16>P14-O13-P13"],
        Player::Black => &["B2-B3-C3", "P16-O15-P15", "B2>B4-B5-C5", "P16>K11-J10-K10"],
    };
    for text in opening {
        position = position.play(text.parse().expect("a move")).expect("legal");
    }
    while !(position.to_move() == player && position.reserve(player).total() == left) {
        let mut placements: Vec<Move> =
            position.legal_moves().into_iter().filter(|m| matches!(m, Move::Place(_))).collect();
        placements.sort_by_key(Move::to_string);
        let m = placements
            .into_iter()
            .find(|&m| position.play(m).is_ok_and(|next| !next.is_over()))
            .expect("a quiet placement exists");
        position = position.play(m).expect("legal");
    }
    position
}

#[test]
fn with_the_last_piece_and_more_of_the_centre_placing_it_wins() {
    let position = pieces_running_out(Player::White, 1, Player::White);
    assert!(position.central_count(Player::White) > position.central_count(Player::Black));
    let m = choose_move_with(&position, &quick(), 1).expect("the game goes on");
    assert!(matches!(m, Move::Place(_)), "{m}");
    let next = position.play(m).expect("legal");
    assert!(
        matches!(next.outcome(), Some(Outcome::CentralMajority { winner: Player::White, .. })),
        "{next:?}"
    );
}

#[test]
fn with_the_last_piece_and_less_of_the_centre_it_is_kept() {
    let position = pieces_running_out(Player::White, 1, Player::Black);
    assert!(position.central_count(Player::White) < position.central_count(Player::Black));
    let m = choose_move_with(&position, &quick(), 1).expect("the game goes on");
    assert!(!matches!(m, Move::Place(_)), "placing {m} would lose on the central count");
    assert_ne!(winner_after(&position, m), Some(Player::Black));
}

#[test]
fn hints_are_legal_and_best_first() {
    let position = covered_chain();
    let hints = ai::hint(&position, Level::Easy, 1, 3);
    assert_eq!(hints.len(), 3);
    assert!(hints.iter().all(|h| position.is_legal(h.mv)));
    assert!(hints.windows(2).all(|w| w[0].score >= w[1].score));
}

// --- expert --------------------------------------------------------

#[test]
fn expert_blocks_an_immediate_loss() {
    for variant in [Variant::Standard, Variant::Basic] {
        let position = after(variant, &WHITE_ROW_AND_BLACK_ELSEWHERE);
        let m = choose_move(&position, Level::Expert, 2).expect("the game goes on");
        let next = position.play(m).expect("legal");
        assert!(!next.is_over(), "{variant:?}: {m}");
        assert!(!has_immediate_win(&next), "{variant:?}: after {m} White still wins at once");
    }
}

/// The basic game's centre is open to placements, so its positions have
/// thousands of candidate moves near some short path; judging each of
/// them at every inner node kept expert at three or four plies there.
/// Its shortlist judges the best by a cheap prior only, and the same
/// budget reaches deeper — still within it (the shortlist's own work
/// counted).
#[test]
fn expert_searches_deeper_in_a_crowded_basic_opening_with_its_shortlist() {
    let config = SearchConfig { node_budget: 300_000, ..expert_by_nodes() };
    assert!(config.basic_shortlist > 0);
    let position = after(Variant::Basic, &["E3-D3-F3", "G3-G2-G4", "H5-F4-G5", "I5-H4-I6"]);
    assert!(position.legal_move_count() > 4_000);
    let every = analyse(&position, &SearchConfig { basic_shortlist: 0, ..config }, 7);
    let short = analyse(&position, &config, 7);
    assert!(short.depth > every.depth, "shortlist {} plies, every candidate {}", short.depth, every.depth);
    let budget = budget_for(&config, Variant::Basic, position.legal_move_count());
    assert!(short.nodes <= budget + 5_000, "{} nodes, budget {budget}", short.nodes);
}

/// The basic game's nodes take less time than the standard game's (the
/// shortlist leaves fewer moves to judge per node), so expert gets more
/// of them there within the same five seconds; hard, whose promise is
/// different, keeps one budget.
#[test]
fn expert_has_a_larger_node_budget_in_the_basic_game_only() {
    let expert = SearchConfig::for_level(Level::Expert);
    assert!(budget_for(&expert, Variant::Basic, 1_000) > expert.node_budget);
    assert_eq!(
        budget_for(&expert, Variant::Basic, 1_000),
        expert.node_budget * expert.basic_budget_percent / 100
    );
    assert_eq!(budget_for(&expert, Variant::Standard, 1_000), expert.node_budget);
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let config = SearchConfig::for_level(level);
        assert_eq!(budget_for(&config, Variant::Basic, 1_000), config.node_budget, "{level}");
    }
}

/// Expert without its processor-time backstop, which a test build on a
/// busy machine can reach (it is sized for release builds): what remains
/// is the node budget, which fixes the move.
fn expert_by_nodes() -> SearchConfig {
    SearchConfig { cpu_limit: None, ..SearchConfig::for_level(Level::Expert) }
}

/// An opening and an early midgame position. Expert
/// is deterministic for a seed and stays within its node budget (plus at
/// most one inner node's move ordering, counted after it is spent).
#[test]
fn expert_is_deterministic_and_within_its_node_budget() {
    let config = expert_by_nodes();
    let positions = [
        after(Variant::Standard, &["B2-B3-C3", "N12-N13-O13"]),
        after(Variant::Standard, &WHITE_ROW_AND_BLACK_ELSEWHERE[..8]),
    ];
    for position in &positions {
        let one = analyse(position, &config, 7);
        let two = analyse(position, &config, 7);
        assert_eq!(one, two, "the same seed gives the same analysis");
        assert!(!one.out_of_time, "without a processor-time limit the node budget ends it");
        assert!(one.depth >= 2, "expert searches beyond one ply: {}", one.depth);
        assert!(
            one.nodes <= config.node_budget + 5_000,
            "{} nodes, budget {}",
            one.nodes,
            config.node_budget
        );
    }
}

/// Every position of this file's test set that has no immediate win (an
/// immediate win ends the search at once): the empty board, the openings,
/// the threats to block, the covered chain, the last pieces. On the
/// slowest of them expert still stops within its node budget (plus at
/// most one inner node's move ordering, counted after it is spent).
#[test]
fn expert_stays_within_its_node_budget_on_the_slowest_position_of_the_test_set() {
    let config = expert_by_nodes();
    let positions = [
        ("the empty board", Position::new(Variant::Standard)),
        ("a quiet opening", after(Variant::Standard, &["B2-B3-C3", "N12-N13-O13"])),
        ("an immediate loss to block", after(Variant::Standard, &WHITE_ROW_AND_BLACK_ELSEWHERE)),
        ("a double threat", after(Variant::Standard, &double_threat())),
        ("a covered chain", covered_chain()),
        ("four pieces left", pieces_running_out(Player::White, 4, Player::Black)),
    ];
    let (slowest, nodes) = positions
        .iter()
        .map(|(name, position)| (*name, analyse(position, &config, 7).nodes))
        .max_by_key(|&(_, nodes)| nodes)
        .expect("positions");
    println!("slowest: {slowest}, {nodes} nodes of {}", config.node_budget);
    assert!(nodes > config.node_budget / 2, "{slowest}: {nodes} nodes — the set should reach the budget");
    assert!(nodes <= config.node_budget + 5_000, "{slowest}: {nodes} nodes, budget {}", config.node_budget);
}

/// On a machine too busy or slow for the node budget, the processor-time
/// limit ends the search instead, with a legal move chosen and the search
/// saying why it stopped; the limit counts the searching thread's own
/// time (not less than it was given). Here a limit of 0.2 s against a
/// budget no machine finishes in that time.
#[cfg(target_os = "linux")]
#[test]
fn expert_stops_at_its_processor_time_limit() {
    use punct::ai::cpu_time::thread_cpu_time;
    use std::time::Duration;
    let limit = Duration::from_millis(200);
    let config = SearchConfig { node_budget: 1_000_000_000, cpu_limit: Some(limit), ..expert_by_nodes() };
    let position = after(Variant::Standard, &["B2-B3-C3", "N12-N13-O13"]);
    let before = thread_cpu_time().expect("Linux tells a thread's processor time");
    let analysis = analyse(&position, &config, 7);
    let used = thread_cpu_time().expect("Linux tells a thread's processor time") - before;
    assert!(analysis.out_of_time, "{} nodes, depth {}", analysis.nodes, analysis.depth);
    assert!(used >= limit, "stopped after {used:?} of {limit:?}");
    assert!(analysis.nodes < config.node_budget / 100, "{} nodes", analysis.nodes);
    let best = analysis.best().expect("a move");
    assert!(position.is_legal(best), "{best}");
}

/// Expert's limit keeps its promise of five seconds a move.
#[test]
fn expert_has_a_processor_time_limit_under_five_seconds() {
    let limit = SearchConfig::for_level(Level::Expert).cpu_limit.expect("expert has a limit");
    assert!(limit < std::time::Duration::from_secs(5), "{limit:?}");
    assert_eq!(limit, punct::ai::EXPERT_CPU_LIMIT);
    assert_eq!(SearchConfig::for_level(Level::Hard).cpu_limit, None, "hard is bounded by nodes only");
}

/// The basic game's first positions have more legal moves than any
/// standard position (the centre is open to placements), and each
/// evaluated position costs more there: the budget shrinks in proportion,
/// so the most crowded openings do not think longest. A standard game
/// never reaches that many moves, so its budget is the level's.
#[test]
fn a_crowded_opening_gets_a_smaller_node_budget() {
    use punct::ai::search::CROWDED;
    assert!(Position::new(Variant::Standard).legal_moves().len() <= CROWDED);
    let position = after(Variant::Basic, &["E3-D3-F3"]);
    let legal = position.legal_moves().len();
    assert!(legal > CROWDED + 500, "{legal} legal moves");
    let config = SearchConfig { node_budget: 200_000, ..expert_by_nodes() };
    let budget = budget_for(&config, Variant::Basic, legal);
    let uncrowded = budget_for(&config, Variant::Basic, CROWDED);
    assert_eq!(budget, 200_000 * CROWDED as u64 / legal as u64 * config.basic_budget_percent / 100);
    let analysis = analyse(&position, &config, 7);
    assert!(analysis.nodes <= budget + 5_000, "{} nodes, budget {budget}", analysis.nodes);
    assert!(analysis.nodes > budget / 2, "{} nodes, budget {budget}", analysis.nodes);
    assert!(
        analysis.nodes < uncrowded - 10_000,
        "{} nodes: less than an uncrowded position's",
        analysis.nodes
    );
    assert_eq!(budget_for(&config, Variant::Standard, CROWDED), config.node_budget);
}

/// The first 14 moves of an expert–mcts game (seed 10 of the match in
/// src/ai/STRENGTH.md) that expert, Black, lost: its 14th move let White make a
/// double threat with 15. L4-L5-M6 (16. I2-J2-J3 blocked one, 17.
/// F1>I4-J5-K5 connected by the other, a stacking move).
const DOUBLE_THREAT_GAME: [&str; 14] = [
    "N7-L6-M7",
    "K5-K4-K6",
    "E2-D2-F2",
    "J6-H6-I6",
    "O8-P9-Q10",
    "D9-C9-E9",
    "B2-A2-C2",
    "E6-F6-G6",
    "I4-G3-H4",
    "J4-I3-J5",
    "F1-G2-H2",
    "J4>K5-K4-L6",
    "L8-K7-M8",
    "K5>K6-K7-L6",
];

#[test]
fn a_placement_that_opens_two_ways_to_connect_is_a_double_threat() {
    use punct::ai::{Threat, threat};
    let before = after(Variant::Standard, &DOUBLE_THREAT_GAME);
    assert_eq!(threat(&before, Player::White), Threat::None, "no footprint joins White's sides yet");
    let mut moves = DOUBLE_THREAT_GAME.to_vec();
    moves.push("L4-L5-M6");
    let position = after(Variant::Standard, &moves);
    assert_eq!(threat(&position, Player::White), Threat::Double);
    moves.push("I2-J2-J3");
    let blocked_once = after(Variant::Standard, &moves);
    assert_eq!(threat(&blocked_once, Player::White), Threat::Single, "the stacking one is left");
    assert!(has_immediate_win(&blocked_once));
}

/// A static evaluation does not rank the double threat among the few
/// moves searched; expert searches threats beyond them, so it sees the
/// win in 2 as White, and as Black it no longer plays the move that
/// allowed it (without threats, at its full budget, it did).
#[test]
fn expert_sees_a_double_threat_coming() {
    let config = SearchConfig { node_budget: 150_000, ..expert_by_nodes() };
    let white = after(Variant::Standard, &DOUBLE_THREAT_GAME);
    let blind = analyse(&white, &SearchConfig { threat_width: 0, ..config }, 7);
    assert!(!blind.moves[0].is_win(), "without threats White misses it: {:?}", blind.moves[0]);
    let seen = analyse(&white, &config, 7);
    assert!(seen.moves[0].is_win(), "{:?}", &seen.moves[..3]);
    let mut next = white.clone();
    next.play_unchecked(seen.moves[0].mv);
    assert_ne!(punct::ai::threat(&next, Player::White), punct::ai::Threat::None, "{}", seen.moves[0].mv);

    let black = after(Variant::Standard, &DOUBLE_THREAT_GAME[..13]);
    let blunder: Move = DOUBLE_THREAT_GAME[13].parse().expect("a move");
    let full = expert_by_nodes();
    let blind = analyse(&black, &SearchConfig { threat_width: 0, ..full }, 7);
    assert_eq!(blind.best(), Some(blunder), "the game's move, without threats");
    let seen = analyse(&black, &full, 7);
    assert_ne!(seen.best(), Some(blunder));
}

// --- Monte-Carlo tree search, the independent opponent -----------

fn mcts_small() -> ai::mcts::MctsConfig {
    ai::mcts::MctsConfig { iterations: 300, ..ai::mcts::MctsConfig::default() }
}

#[test]
fn mcts_takes_an_immediate_win() {
    let mut moves = double_threat();
    moves.push("K12-K13-L13"); // Black ignores the threat
    let position = after(Variant::Standard, &moves);
    for seed in 0..3 {
        let m = ai::mcts::choose(&position, &mcts_small(), seed).expect("the game goes on");
        assert_eq!(winner_after(&position, m), Some(Player::White), "seed {seed}: {m}");
    }
}

#[test]
fn mcts_blocks_an_immediate_loss() {
    for moves in [WHITE_ROW_AND_BLACK_ELSEWHERE.to_vec(), double_threat()] {
        let position = after(Variant::Standard, &moves);
        assert_eq!(position.to_move(), Player::Black);
        for seed in 0..3 {
            let m = ai::mcts::choose(&position, &mcts_small(), seed).expect("the game goes on");
            let next = position.play(m).expect("legal");
            assert!(!next.is_over(), "{m}");
            assert!(!has_immediate_win(&next), "after {m} White still wins at once");
        }
    }
}

#[test]
fn mcts_is_deterministic_for_a_seed_within_its_iterations() {
    let position = after(Variant::Standard, &WHITE_ROW_AND_BLACK_ELSEWHERE[..6]);
    let config = mcts_small();
    let one = ai::mcts::search(&position, &config, 5);
    assert_eq!(one, ai::mcts::search(&position, &config, 5));
    assert_eq!(one.iterations, config.iterations);
    assert_eq!(one.tree_size, config.iterations as usize + 1, "one node per iteration");
    assert!(position.is_legal(one.best.expect("the game goes on")));
}

#[test]
fn mcts_strategies_have_names_that_parse() {
    for (name, strategy) in [("mcts", ai::Strategy::Mcts), ("mcts-strong", ai::Strategy::MctsStrong)] {
        assert_eq!(name.parse::<ai::Strategy>(), Ok(strategy));
        assert_eq!(strategy.to_string(), name);
    }
}
