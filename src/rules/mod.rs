//! The complete game of PÜNCT, basic and standard, exactly as the
//! specification below (`src/rules/RULES.md`) states it. Pure Rust (std and
//! `thiserror` only), no I/O.
//!
//! The vocabulary types each live in their own file ([`Cell`],
//! [`Direction`], [`Player`], [`Kind`], [`Footprint`], [`Move`]…); a
//! [`Position`] only ever holds a state reachable by legal moves.
//!
//! ```
//! use punct::rules::{Position, Variant, Move};
//! let mut position = Position::new(Variant::Standard);
//! for text in ["B2-B3-C3", "N12-N13-O13", "B2>B5-B6-C6"] {
//!     let m: Move = text.parse()?;
//!     position = position.play(m)?;
//! }
//! assert_eq!(position.ply(), 3);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Source files cite the specification by section: "src/rules/RULES.md §5".
//!
//! Where things are (one line per file, its one job):
//!
//! - `RULES.md` — the specification this module implements, cited by section.
//! - `cell.rs`, `direction.rs`, `player.rs`, `kind.rs`, `variant.rs` — the vocabulary:
//!   cells, the six directions, the two players, the six kinds of piece, the two variants.
//! - `bitboard.rs` — a set of cells as a 256-bit mask.
//! - `geometry.rs` — regions: the central hexagon and the three pairs of opposite sides.
//! - `shape.rs` — the 33 ways a piece lies around its PÜNCT.
//! - `footprint.rs` — the three cells a piece covers.
//! - `moves.rs` — a placement, a movement or the forced pass.
//! - `notation.rs` — move notation, lenient in and canonical out.
//! - `illegal.rs` — why a move was refused, naming the rule.
//! - `position.rs` — a position reachable by legal moves, and playing a move on it.
//! - `invariants.rs` — the checker behind `Position::validate`.
//! - `movegen.rs` — legal move generation with bitboards.
//! - `connection.rs` — connections between opposite sides.
//! - `outcome.rs` — how a game ends.
//! - `record.rs` — game records: the variant and the canonical moves.
//! - `perft.rs` — counting the leaves of the game tree, to check move generation.
//! - `random.rs` — a small deterministic random generator for random games.
#![doc = include_str!("RULES.md")]

mod bitboard;
mod cell;
pub mod connection;
mod direction;
mod footprint;
mod geometry;
mod illegal;
mod invariants;
mod kind;
mod movegen;
mod moves;
pub mod notation;
mod outcome;
mod perft;
mod player;
mod position;
mod random;
mod record;
mod shape;
mod variant;

pub use bitboard::{Bitboard, BitboardIter};
pub use cell::{CELL_COUNT, Cell, ParseCellError};
pub use direction::Direction;
pub use footprint::{Footprint, FootprintError};
pub use geometry::{ALL_SIDES, Axis, CENTRAL_HEXAGON};
pub use illegal::{IllegalMove, IllegalReason};
pub use invariants::Inconsistency;
pub use kind::{Kind, ParseKindError, Reserve};
pub use moves::{Landing, Move};
pub use notation::ParseMoveError;
pub use outcome::{Connection, Outcome};
pub use perft::{perft, perft_divide};
pub use player::{ByPlayer, ParsePlayerError, Player};
pub use position::{Dot, PieceId, PieceView, Position};
pub use random::SplitMix64;
pub use record::{GameRecord, RecordError};
pub use variant::{ParseVariantError, Variant};
