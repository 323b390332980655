//! Every sentence a player (or a new operator) reads, in one place.
//!
//! Lower layers return values and error enums; this module turns them into
//! words, so wording can be reviewed and changed without touching logic.
//! No I/O here.
//!
//! Where things are (one line per file, its one job):
//!
//! - `fluent.rs` — the embedded `.ftl` files and the `tr!` lookup.
//! - `keys.rs` — selector keys the `.ftl` files share (kinds, directions, days).
//! - `lines.rs` — lists that fit Discord's limits, whole lines only.
//! - `setup.rs` — starting the bot: the operator's texts.
//! - `cli.rs` — `punct`'s own command line: `--help`, errors.
//! - `devtools.rs` — the developer tools' lines (`perft`, `arena`, `puzzles generate`).
//! - `commands.rs` — Discord commands' names, descriptions, options and choices.
//! - `discord.rs` — Discord replies that are not about one game's state.
//! - `service.rs` — challenges, games, deadlines, and every service refusal.
//! - `play.rs` — moves that cannot be read or are not allowed.
//! - `rules.rs` — the rules in brief, for `/punct help` and `punct rules`.
//! - `suggest.rs` — move suggestions, as much as fair play allows.
//! - `picker.rs` — the move picker: its steps, menus, buttons and preview.
//! - `plans.rs` — planning ahead: the analysis board, the engine after a game, plans of conditional moves.
//! - `pictures.rs` — the words drawn on pictures, and what their symbols mean.
//! - `terminal.rs` — `punct play` and the terminal's hints.
//! - `lessons.rs`, `learn.rs` — the lessons' words, and lessons on Discord.
//! - `puzzles.rs` — puzzles' tasks and verdicts.
//! - `review.rs` — a game's review: each key moment as a sentence.
//! - `anywhere.rs` — where the bot only answers (a user's install): board buttons, the start's note.
//! - `privacy.rs` — a player's own data: `/punct privacy`, `/punct forget-me`, "a former player".
//! - `leagues.rs` — leagues: the sign-up post, rounds, the table in text and picture, leaving, refusals.
//! - `threads.rs` — a thread per game: its name, the channel's two lines, `/punct server-settings`.

pub mod anywhere;
pub mod cli;
pub mod commands;
pub mod devtools;
pub mod discord;
pub mod fluent;
mod keys;
pub mod leagues;
pub mod learn;
pub mod lessons;
pub(crate) mod lines;
pub mod picker;
pub mod pictures;
pub mod plans;
pub mod play;
pub mod privacy;
pub mod puzzles;
pub mod review;
pub mod rules;
pub mod service;
pub mod setup;
pub mod suggest;
pub mod terminal;
pub mod threads;
