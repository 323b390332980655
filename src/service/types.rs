//! What callers hand the service and what it hands back. Plain values: no
//! Discord types, no text meant for players.

use crate::model::{ChannelId, ColourChoice, GameId, GuildId, Language, Level, TimeControl, UserId};
use crate::rules::{ByPlayer, GameRecord, Move, Player, Position, Variant};
use crate::service::People;
use crate::store::challenges::ChallengeRow;
use crate::store::games::GameRow;
use crate::store::players::Rating;

/// A game's stored state: seats, time control, result, deadline, offers.
pub type Game = GameRow;

/// A challenge as stored.
pub type Challenge = ChallengeRow;

/// A person as the front end knows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRef {
    /// Their Discord id.
    pub id: UserId,
    /// The name to show (trimmed to a bounded length when stored).
    pub name: String,
    /// Their username, when known: pictures draw it when `name` is in a
    /// script their fonts lack.
    pub username: Option<String>,
}

impl PlayerRef {
    /// A person with this id and name.
    pub fn new(id: UserId, name: impl Into<String>) -> PlayerRef {
        PlayerRef { id, name: name.into(), username: None }
    }

    /// The same person, with their username known too.
    #[must_use]
    pub fn with_username(mut self, username: impl Into<String>) -> PlayerRef {
        self.username = Some(username.into());
        self
    }
}

/// Whom a challenge is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// One person; only they can accept.
    User(PlayerRef),
    /// Anyone in the channel.
    Anyone,
    /// The computer, at this strength: the game starts at once.
    Bot(Level),
}

/// A request to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeRequest {
    /// Who challenges.
    pub challenger: PlayerRef,
    /// Where the game will be played.
    pub channel: ChannelId,
    /// The server of that channel; `None` in a DM with the bot.
    pub guild: Option<GuildId>,
    /// Whom they challenge.
    pub opponent: Opponent,
    /// Basic or standard.
    pub variant: Variant,
    /// Days per move.
    pub time_control: TimeControl,
    /// The challenger's colour.
    pub colour: ColourChoice,
}

/// What a challenge led to.
#[derive(Clone, Debug)]
pub enum Challenged {
    /// Waiting for an answer.
    Pending(Challenge),
    /// A game against the computer, started at once.
    Started(Box<GameUpdate>),
}

/// An accepted challenge: the game, and where it is to be played.
#[derive(Clone, Debug)]
pub struct Accepted {
    /// The game, started.
    pub update: GameUpdate,
    /// Whether its server plays each game in a thread of its own
    /// (`/punct server-settings threads:`): the front end then starts one
    /// from the challenge and moves the game into it
    /// ([`crate::service::GameService::move_into_thread`]).
    pub in_thread: bool,
}

/// What the people who manage a server chose for it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ServerSettings {
    /// Each game between people in a thread of its own.
    pub threads: bool,
    /// The role whose members may organise leagues, besides those who
    /// manage the server.
    pub league_role: Option<crate::model::RoleId>,
}

/// A game played in a thread that ended: what its lobby (the channel the
/// thread was started in) is to be told, once, before the thread is
/// archived.
#[derive(Clone, Debug)]
pub struct LobbyNews {
    /// The game, finished; `channel` is its thread.
    pub game: Game,
    /// The channel the thread was started in.
    pub lobby: ChannelId,
    /// The server's language, for the line.
    pub language: Language,
    /// Whether to archive the thread once the line is posted: not while a
    /// rematch is challenged or played in it.
    pub archive: bool,
}

/// A move to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRequest {
    /// In which game.
    pub game: GameId,
    /// Who plays it.
    pub user: UserId,
    /// The move as typed, in any accepted notation.
    pub notation: String,
    /// The ply of the position the player was looking at, when known (a
    /// button on a board picture knows it): the move is refused if the game
    /// has moved on since.
    pub expected_ply: Option<u32>,
}

/// One move that was added to a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// The ply it made (the first move is ply 1).
    pub ply: u32,
    /// Whose move.
    pub player: Player,
    /// The move.
    pub mv: Move,
    /// Who made it: `Some` for a person, `None` for the computer or a pass
    /// the rules forced (the player had no legal move).
    pub by: Option<UserId>,
    /// Played for `by` from their plan (conditional moves), the moment
    /// the opponent played the move it expected.
    pub planned: bool,
}

impl PlayedMove {
    /// Whether this is a pass the rules forced.
    pub fn is_forced_pass(&self) -> bool {
        self.mv == Move::Pass && self.by.is_none()
    }
}

/// Ratings before and after a rated game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingChange {
    /// Before the game.
    pub before: ByPlayer<Rating>,
    /// After it.
    pub after: ByPlayer<Rating>,
}

/// The state of a game after the service changed it.
#[derive(Clone, Debug)]
pub struct GameUpdate {
    /// The game row, committed.
    pub game: Game,
    /// Every move added, in order: the player's, passes the rules forced,
    /// the computer's reply.
    pub moves: Vec<PlayedMove>,
    /// The position now.
    pub position: Position,
    /// New ratings, if this ended a game between two people.
    pub ratings: Option<RatingChange>,
    /// The game's people, read with it.
    pub people: People,
    /// Who the post about it may ping ([`crate::service::notified`]).
    pub notify: Vec<UserId>,
}

/// A game that has just ended other than by a move.
#[derive(Clone, Debug)]
pub struct Finished {
    /// The game row, committed, with its result.
    pub game: Game,
    /// The final position.
    pub position: Position,
    /// New ratings for a game between two people.
    pub ratings: Option<RatingChange>,
    /// The game's people, read with it.
    pub people: People,
    /// Who the post about it may ping: both players.
    pub notify: Vec<UserId>,
}

/// What a draw offer led to.
#[derive(Clone, Debug)]
pub enum DrawOffer {
    /// The offer waits for the opponent.
    Offered(Game),
    /// The opponent had offered too: the game is drawn.
    Agreed(Box<Finished>),
    /// The computer plays on.
    DeclinedByBot(Game),
}

/// Moves taken back.
#[derive(Clone, Debug)]
pub struct TakenBack {
    /// The game row, committed.
    pub game: Game,
    /// The moves removed, most recent last.
    pub undone: Vec<Move>,
    /// The position now.
    pub position: Position,
    /// The game's people, read with it.
    pub people: People,
    /// Who the post about it may ping: the player to move.
    pub notify: Vec<UserId>,
}

/// What a takeback request led to.
#[derive(Clone, Debug)]
pub enum TakebackRequest {
    /// The request waits for the opponent.
    Requested(Box<Game>),
    /// The computer agreed at once.
    TakenBack(Box<TakenBack>),
}

/// Which reminder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ReminderStage {
    /// Half the time for the move has passed.
    Half,
    /// 90 % of it has passed.
    Final,
}

impl ReminderStage {
    /// The stage number stored in `reminders_sent`.
    pub fn number(self) -> u8 {
        match self {
            ReminderStage::Half => 1,
            ReminderStage::Final => 2,
        }
    }
}

/// A reminder to send. It stays due until recorded with
/// [`GameService::mark_reminder_sent`](crate::service::GameService::mark_reminder_sent)
/// after Discord accepted it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reminder {
    /// Which game.
    pub game: GameId,
    /// Where it is played.
    pub channel: crate::model::ChannelId,
    /// Who is to move.
    pub user: UserId,
    /// Which reminder.
    pub stage: ReminderStage,
    /// When their time runs out.
    pub deadline: crate::model::Timestamp,
    /// The message showing the game's latest board, which the reminder
    /// replies to.
    pub board: Option<crate::model::MessageId>,
    /// The language to word it in ([`People::post_language`]).
    pub language: crate::model::Language,
    /// The opponent and until when they are away, if they are: the
    /// player's move will wait for them.
    pub opponent_away: Option<(UserId, crate::model::Timestamp)>,
}

/// The notice that a player's time ran out and one of their away days was
/// spent instead (timeout protection): their clocks stopped for a day.
/// Due until recorded with
/// [`GameService::mark_away_day_notice_sent`](crate::service::GameService::mark_away_day_notice_sent).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AwayDayNotice {
    /// Which game.
    pub game: GameId,
    /// Where it is played.
    pub channel: crate::model::ChannelId,
    /// Whose time ran out.
    pub user: UserId,
    /// The move they have not made (1 for the first).
    pub move_number: u32,
    /// Their new deadline: the end of the day spent.
    pub until: crate::model::Timestamp,
    /// Away days they have left this year.
    pub days_left: u32,
    /// The message showing the game's latest board, which it replies to.
    pub board: Option<crate::model::MessageId>,
    /// The language to word it in ([`People::post_language`]).
    pub language: crate::model::Language,
}

/// A "time is up" notice to send: the player to move let the deadline
/// pass, so the waiting player may claim the win now, or wait for the
/// automatic record. Due once per deadline, until recorded with
/// [`GameService::mark_time_up_notice_sent`](crate::service::GameService::mark_time_up_notice_sent).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeUpNotice {
    /// Which game.
    pub game: GameId,
    /// Where it is played.
    pub channel: crate::model::ChannelId,
    /// Who may claim the win.
    pub waiting: UserId,
    /// Who ran out of time.
    pub late: UserId,
    /// The move they did not make (1 for the first).
    pub move_number: u32,
    /// When their time ran out.
    pub deadline: crate::model::Timestamp,
    /// When the loss is recorded by itself unless they move first.
    pub automatic_at: crate::model::Timestamp,
    /// The message showing the game's latest board, which the notice
    /// replies to.
    pub board: Option<crate::model::MessageId>,
    /// The language to word it in ([`People::post_language`]).
    pub language: crate::model::Language,
}

/// A game in a player's list.
#[derive(Clone, Debug, PartialEq)]
pub struct GameListing {
    /// The game.
    pub game: Game,
    /// Whether the player is to move in it.
    pub your_turn: bool,
    /// The league it is played for, and its round, if any.
    pub league: Option<(String, u32)>,
}

/// Everything about one game: its row, its record, its position, its
/// people.
#[derive(Clone, Debug)]
pub struct GameView {
    /// The game row.
    pub game: Game,
    /// The standing moves (takebacks applied).
    pub record: GameRecord,
    /// The current position.
    pub position: Position,
    /// The game's people, read with it.
    pub people: People,
}
