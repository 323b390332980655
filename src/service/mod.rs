//! The game service: every use case of punct-bot, without Discord.
//!
//! Front ends call [`GameService`] (from `spawn_blocking` in the bot: it
//! blocks on SQLite and, for games against the computer, on the engine)
//! and get values back; `messages::service` words them. Each action is one
//! write transaction, committed before the method returns. A move goes:
//! lenient notation → parse → load the game row and its log → replay →
//! `Position::play` checks it → the move is appended (unique log position)
//! and the row updated (only if the log has not grown meanwhile) → commit.
//!
//! ```
//! use std::sync::Arc;
//! use punct::rules::{Move, Position, Variant};
//! use punct::service::*;
//! use punct::store::Store;
//!
//! struct FirstMove;
//! impl MoveChooser for FirstMove {
//!     fn choose_move(&self, p: &Position, _: Level, _: u64) -> Option<Move> {
//!         p.legal_moves().into_iter().min_by_key(|m| m.to_string())
//!     }
//! }
//! let dir = tempfile::tempdir()?;
//! let store = Store::open(dir.path().join("games.sqlite3"))?;
//! let service = GameService::new(store, Arc::new(SystemClock), Arc::new(FirstMove));
//! let alice = PlayerRef::new(UserId(1), "alice");
//! let Challenged::Started(start) = service.challenge(ChallengeRequest {
//!     challenger: alice,
//!     channel: ChannelId(10),
//!     guild: None,
//!     opponent: Opponent::Bot(Level::Easy),
//!     variant: Variant::Standard,
//!     time_control: TimeControl::days_per_move(3)?,
//!     colour: ColourChoice::White,
//! })? else { unreachable!() };
//! let update = service.play(&MoveRequest {
//!     game: start.game.id,
//!     user: UserId(1),
//!     notation: "b2 b3 c3".into(),
//!     expected_ply: None,
//! })?;
//! assert_eq!(update.moves.len(), 2); // alice's move and the computer's reply
//! assert_eq!(update.position.ply(), 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Where things are (one line per file, its one job):
//!
//! - `types.rs` — what callers hand the service and what it hands back.
//! - `error.rs` — `ServiceError`: every way a request can be refused.
//! - `state.rs` — one game loaded inside a transaction, and the answers built from it.
//! - `people.rs` — a game's people as a reply needs them, and who is told of its end.
//! - `pick.rs` — which game a request means, and whether it may act on it from there.
//! - `picker.rs` — the move picker: legal moves grouped by piece, PÜNCT cell and way.
//! - `challenges.rs` — challenges: to a person, to the channel, to the computer.
//! - `play.rs` — a move, and the computer's reply.
//! - `analysis.rs` — a player's private analysis board: both sides' moves, back, forward, reset; the engine only after the game.
//! - `plans.rs` — conditional moves: lines saved from the analysis board, played the moment the opponent plays what they expect.
//! - `settings.rs` — a player's own settings (a typed move shown first).
//! - `offers.rs` — resigning, draws and takebacks.
//! - `deadlines.rs` — reminders, time-up notices, claims and timeouts.
//! - `away.rs` — away days: clocks stopped while a player is away, and timeout protection.
//! - `notices.rs` — turn notices by DM: every turn or a daily digest, quiet hours.
//! - `time_zone.rs` — players' time zones: names, calendar years, the start of a date.
//! - `delivery.rs` — what players have been shown, so posts are shown once.
//! - `leagues.rs` — leagues: sign-ups, rounds started one after another, leaving, the table.
//! - `round_robin.rs` — a league's pairings: every pair once per cycle, colours balanced, byes spread.
//! - `standings.rs` — a league's table: points, wins, Sonneborn–Berger, the games between the tied.
//! - `threads.rs` — a server's settings; a thread per game: the server's choice, a game moved into its thread, the lobby's last line.
//! - `privacy.rs` — a player's own data: what is kept (all of it, as a file), and forgetting them.
//! - `listings.rs` — read-only views: a player's games, a channel's, the leaderboard.
//! - `ratings.rs` — Glicko-2 ratings of games between people.
//! - `review.rs` — the turning points of a finished game.
//! - `puzzles.rs`, `lessons.rs` — each player's puzzles and lessons.
//! - `assist.rs` — fair play: how much the bot may help in each context.
//! - `computer.rs` — the computer as front ends see it: levels, hints, dangers.
//! - `chooser.rs` — the seam to the engine (`MoveChooser`).
//! - `clock.rs` — time behind a trait, so tests move it by days.
//! - `config.rs` — the service's few tunable durations.

mod analysis;
mod assist;
mod away;
mod challenges;
mod chooser;
mod clock;
pub mod computer;
mod config;
mod deadlines;
mod delivery;
mod error;
mod leagues;
mod lessons;
mod listings;
mod notices;
mod offers;
mod people;
mod pick;
mod picker;
mod plans;
mod play;
mod privacy;
mod puzzles;
mod ratings;
pub mod review;
mod round_robin;
mod settings;
mod standings;
mod state;
mod threads;
mod time_zone;
mod types;

use std::sync::Arc;

/// How a league pairing was decided without being played.
pub use crate::store::leagues::Forfeit;
pub use analysis::{Analysis, AnalysisChange, EngineAdvice, MAX_ANALYSIS_MOVES};
pub use assist::Assist;
pub use away::{AwayFor, AwayStatus};
pub use chooser::MoveChooser;
pub use clock::{Clock, ManualClock, SystemClock};
pub use config::ServiceConfig;
pub use delivery::{Owed, PlanNoteShown, Seen, ShownBoard};
pub use error::ServiceError;
pub use leagues::{
    Entrant, League, LeagueNews, LeagueTable, LeagueTerms, LeagueView, LeaveCost, LeftLeague, MAX_ENTRANTS,
    MAX_LEAGUE_NAME_CHARS, MIN_ENTRANTS, Organiser, RoundGame,
};
pub use lessons::{LessonAnswered, LessonChoice, LessonShown, lessons_with_a_task};
pub use notices::{Digest, DigestGame, NOTICE_DELAY, NoticeSettings, TurnNotice};
pub use people::{People, notified};
pub use pick::{Here, Purpose};
pub use picker::{Picker, PickerAsk, PickerStep, Piece, PieceChoice};
pub use plans::{MAX_LINE_MOVES, MAX_LINES, PlanNotice, PlanNoticeKind, PlanSaved, PlanView, line_key};
pub use privacy::{FORGET_QUESTION_LIFETIME, ForgetQuestion, Forgetting, Forgotten, Privacy, YourData};
pub use puzzles::{PuzzleAnswered, PuzzleChoice, PuzzleRecord, PuzzleShown};
pub use settings::{Settings, SettingsChange};
pub use standings::Standing;
pub use time_zone::time_zones_matching;
pub use types::{
    Accepted, AwayDayNotice, Challenge, ChallengeRequest, Challenged, DrawOffer, Finished, Game, GameListing,
    GameUpdate, GameView, LobbyNews, MoveRequest, Opponent, PlayedMove, PlayerRef, RatingChange, Reminder,
    ReminderStage, ServerSettings, TakebackRequest, TakenBack, TimeUpNotice,
};

pub use crate::model::{
    BoardState, ChallengeId, ChallengeStatus, ChannelId, ColourChoice, EndReason, GameId, GameResult,
    GuildId, InvalidTimeControl, Language, LeagueId, LeagueStatus, Level, MessageId, ParseColourChoiceError,
    ParseLevelError, RoleId, SECONDS_PER_DAY, Seat, TimeControl, Timestamp, UserId,
};
/// The puzzle vocabulary every front end uses.
pub use crate::puzzles::answer::{Refutation, Verdict};
pub use crate::puzzles::{Puzzle, Theme, Tier};
pub use crate::store::SCHEMA_VERSION;
use crate::store::Store;
pub use crate::store::StoreError;
/// A database file as checked (backups, `punct-bot check`).
pub use crate::store::backup::{BackupMade, Checked};
/// A game before it is stored: how front ends' tests build [`Game`] values.
pub use crate::store::games::NewGame;
pub use crate::store::notices::{NotifyMode, QuietHours};
pub use crate::store::players::{PlayerRow, Rating};
pub use crate::store::privacy::{Counts, Erased};

/// The use cases, over one database. `Send + Sync`: share it in an `Arc`.
pub struct GameService {
    store: Store,
    clock: Arc<dyn Clock>,
    chooser: Arc<dyn MoveChooser>,
    config: ServiceConfig,
}

impl GameService {
    /// A service over `store`, reading time from `clock` and asking
    /// `chooser` for the computer's moves.
    pub fn new(store: Store, clock: Arc<dyn Clock>, chooser: Arc<dyn MoveChooser>) -> GameService {
        GameService { store, clock, chooser, config: ServiceConfig::default() }
    }

    /// The same service with other durations.
    pub fn with_config(self, config: ServiceConfig) -> GameService {
        GameService { config, ..self }
    }

    /// Writes a checked backup of the database into `dir` (made if
    /// missing), named by the time, and deletes the oldest there so that
    /// `keep` are left. Nothing the players do waits for it for long (see
    /// [`crate::store::backup`]); a failure changes nothing but the
    /// partial copy, which is removed.
    ///
    /// # Errors
    /// [`StoreError::File`] when the folder or the copy cannot be
    /// written (full, read-only), SQLite errors, or a copy found unsound.
    pub fn backup_into(&self, dir: &std::path::Path, keep: usize) -> Result<BackupMade, StoreError> {
        self.store.backup_into(dir, self.now(), keep)
    }

    /// The database, for maintenance and tests.
    pub fn store(&self) -> &Store {
        &self.store
    }

    fn now(&self) -> Timestamp {
        self.clock.now()
    }
}
