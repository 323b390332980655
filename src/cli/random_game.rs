//! `random-game`: uniformly random legal moves, for testing other
//! implementations against this one.

use std::io::Write;

use clap::Args;

use super::CliError;
use super::inspect::write_status;
use crate::rules::{Position, SplitMix64, Variant};

/// Arguments of `punct random-game`.
#[derive(Debug, Clone, Args)]
pub struct RandomGameArgs {
    /// Seed of the random generator: the same seed gives the same game.
    #[arg(long)]
    pub seed: u64,
    /// Stop after this many moves (one per player's turn) even if the game goes on.
    #[arg(long, default_value_t = 1000)]
    pub max_plies: u32,
    /// basic or standard.
    #[arg(long, default_value = "standard")]
    pub variant: Variant,
}

pub(super) fn random_game(args: &RandomGameArgs, out: &mut impl Write) -> Result<(), CliError> {
    let mut rng = SplitMix64::new(args.seed);
    let mut position = Position::new(args.variant);
    while position.ply() < args.max_plies {
        let Some(m) = position.random_move(&mut rng) else { break };
        writeln!(out, "{m}")?;
        position.play_unchecked(m);
    }
    write_status(&position, out)
}
