//! How hard the computer thinks: depth, width and a node budget per level.
//!
//! The budget counts positions evaluated, not seconds, so the same seed
//! gives the same move on any machine and under any load; the budgets are
//! calibrated so that `hard` stays well under two seconds a move on one
//! core and `expert` under five (`src/ai/STRENGTH.md` has the measurements).
//! `expert` also has a processor-time limit as a backstop, for machines so
//! loaded that its node budget alone would take longer.

use std::time::Duration;

use crate::ai::eval::Weights;
use crate::model::Level;

/// Everything that shapes one search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchConfig {
    /// Plies searched at most (1 = judge each move by the position after
    /// it, plus the opponent's immediate wins).
    pub max_depth: u32,
    /// Positions evaluated at most; deeper iterations stop when it runs out
    /// and the last complete one decides.
    pub node_budget: u64,
    /// Root moves searched beyond the first ply, best first.
    pub root_width: usize,
    /// Moves searched at an inner node that is not the last ply.
    pub width: usize,
    /// Cells of slack around the shortest paths within which inner nodes
    /// consider moves (the root considers every move).
    pub slack: u32,
    /// Random spread added to root scores, in score units: 0 plays the best
    /// move (ties broken by the seed), more makes a weaker, livelier player.
    pub noise: i32,
    /// The evaluation's weights.
    pub weights: Weights,
    /// Positions the transposition table keeps (0: no table). Ordering an
    /// inner node's moves costs hundreds of evaluations; with the table,
    /// each deeper iteration reuses the order the previous one found.
    pub table_size: usize,
    /// When the budget runs out in the middle of an iteration, whether the
    /// root moves it finished still count (best first) rather than only
    /// the last complete iteration's order.
    pub keep_partial: bool,
    /// Basic game: what a draw costs the searching player, in score units.
    /// A draw there is a button either side can press (placing their last
    /// piece), so a player who values it at exactly even takes it whenever
    /// a lead looks hard to convert; a stronger player should keep playing
    /// for the win unless clearly behind. 0 values a draw as even.
    pub basic_contempt: i32,
    /// Threatening moves (after which the mover's cells could join two
    /// sides with one more piece) searched beyond the best `width` at an
    /// inner node and the best `root_width` at the root. A threat forces
    /// the reply and two at once win, which a static evaluation undervalues:
    /// without this, a placement that made two threats could rank below
    /// the moves searched, and the search did not see a win in 2 coming.
    pub threat_width: usize,
    /// Basic game: candidates an inner node judges at most, the best by
    /// the cheap [`Prior`](crate::ai::candidates::Prior), plus the moves
    /// among the others that make a threat (0: every candidate). With the
    /// centre open to placements a basic position has up to 5,800 legal
    /// moves, thousands of them near some short path, and judging each
    /// properly at every inner node kept the search at three or four plies
    /// where the standard game reaches five or six.
    pub basic_shortlist: usize,
    /// Processor time (of the searching thread) after which the search
    /// stops as if its node budget were spent, or `None` for no limit. A
    /// backstop only: the node budget is sized to end well before it on
    /// any ordinary machine, so play stays deterministic for a seed; but
    /// the same nodes cost more when other busy programs share the
    /// processor's caches (in an arena match sharing two cores with another
    /// match, one expert move took 5.09 s), and what players are promised
    /// is the time.
    pub cpu_limit: Option<Duration>,
    /// Basic game: the searching player's own connection distance weighs
    /// this many percent of the opponent's (100: both alike). There the
    /// player behind can always end the game in a draw by placing their
    /// last piece, so blocking the opponent earns at most a draw and only
    /// one's own connection wins: an even-handed evaluation spent expert's
    /// early pieces on blocks while `hard` raced, and a third of their
    /// basic games ended drawn (`src/ai/STRENGTH.md` has the match with and without).
    pub basic_offence: i32,
    /// Basic game: the node budget in percent of [`node_budget`](Self::node_budget).
    /// The same nodes take less time there (in 100 `expert`–`hard` games
    /// at 100 %: 1.67 s a move against 2.5–2.8 s in the standard game),
    /// so the basic game can search deeper within the same promise.
    pub basic_budget_percent: u64,
}

/// `expert`'s [`SearchConfig::cpu_limit`]: under the five seconds a move it
/// promises, with room for the last node ordering after the check.
pub const EXPERT_CPU_LIMIT: Duration = Duration::from_millis(4_500);

impl SearchConfig {
    /// The settings of a playing level.
    pub fn for_level(level: Level) -> SearchConfig {
        match level {
            Level::Easy => SearchConfig { max_depth: 1, noise: 150, ..SearchConfig::default() },
            Level::Medium => {
                SearchConfig { max_depth: 2, node_budget: 40_000, root_width: 12, ..SearchConfig::default() }
            }
            Level::Hard => SearchConfig::default(),
            Level::Expert => SearchConfig::expert(),
        }
    }

    /// The `expert` level: `hard`'s search with a transposition table, up
    /// to six plies, a wider root and about three and a half times the node
    /// budget, keeping what an interrupted iteration found. The budget, not
    /// the depth, bounds its time (sized so that its longest move stays
    /// under five seconds of processor time on one core; see `src/ai/STRENGTH.md`):
    /// most positions finish four plies well within it and use the rest to
    /// look further, which is where it beats `hard` (a 20-game match at
    /// four plies at most: 70 %; at six: see `src/ai/STRENGTH.md`). Moves that threaten
    /// to connect are searched even when their evaluation ranks them below
    /// the few searched (`threat_width`), so a double threat — one move
    /// opening two ways to connect — is seen coming. In the basic game
    /// it also knows that a lead is worth nothing once the player behind
    /// can place their last piece (a draw) before it connects, and it
    /// counts a basic draw as a little worse than even, so it never ends
    /// a game it is not losing by placing its own last piece (without
    /// these, half of a 20-game basic match against `hard` were draws,
    /// some of them expert's own doing), and it weighs its own connection
    /// double against blocking the opponent's, since blocking wins nothing
    /// there (`basic_offence`). And there, where the centre is open
    /// to placements and positions have thousands of candidate moves, an
    /// inner node judges only the 150 a cheap prior ranks best and the
    /// threats among the rest (`basic_shortlist`), which buys one or two
    /// plies there (`src/ai/STRENGTH.md` has what it did to the basic match against
    /// `hard`). Its nodes cost less time there, so the basic game gets
    /// 160 % of the node budget (`basic_budget_percent`): about the time a
    /// standard move takes, still under the five seconds.
    pub fn expert() -> SearchConfig {
        SearchConfig {
            max_depth: 6,
            node_budget: 850_000,
            root_width: 20,
            width: 8,
            table_size: 400_000,
            keep_partial: true,
            weights: Weights { draw_margin: 3, ..Weights::default() },
            basic_contempt: 150,
            cpu_limit: Some(EXPERT_CPU_LIMIT),
            threat_width: 6,
            basic_shortlist: 150,
            basic_offence: 200,
            basic_budget_percent: 160,
            ..SearchConfig::default()
        }
    }

    /// A quick configuration for tests: two plies on a few moves when the
    /// budget allows (one in a crowded opening), no noise. Tactics
    /// (immediate wins, immediate losses) are exact at any budget.
    pub fn quick() -> SearchConfig {
        SearchConfig { max_depth: 2, node_budget: 12_000, root_width: 4, width: 4, ..SearchConfig::default() }
    }
}

impl Default for SearchConfig {
    /// The `hard` level.
    fn default() -> SearchConfig {
        SearchConfig {
            max_depth: 3,
            node_budget: 250_000,
            root_width: 16,
            width: 8,
            slack: 1,
            noise: 0,
            weights: Weights::default(),
            table_size: 0,
            keep_partial: false,
            basic_contempt: 0,
            cpu_limit: None,
            threat_width: 0,
            basic_shortlist: 0,
            basic_offence: 100,
            basic_budget_percent: 100,
        }
    }
}
