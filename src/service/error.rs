//! Every way a request to the game service can be refused. Each refusal is
//! its own variant carrying what the wording needs; `messages::service`
//! turns them into sentences.

use thiserror::Error;

use crate::lessons::LessonError;
use crate::model::{ChallengeId, ChallengeStatus, ChannelId, GameId, GameResult, Seat, Timestamp, UserId};
use crate::rules::{IllegalMove, ParseMoveError, RecordError};
use crate::store::StoreError;

/// Why the service refused or failed a request.
#[derive(Debug, Error)]
pub enum ServiceError {
    /// No game has this id.
    #[error("no game {game}")]
    GameNotFound {
        /// The id asked for.
        game: GameId,
    },
    /// No challenge has this id.
    #[error("no challenge {challenge}")]
    ChallengeNotFound {
        /// The id asked for.
        challenge: ChallengeId,
    },
    /// A player challenged themself.
    #[error("you cannot challenge yourself")]
    CannotChallengeYourself,
    /// Someone else tried to accept or decline a challenge addressed to one person.
    #[error("challenge {challenge} is addressed to {challenged}")]
    ChallengeNotForYou {
        /// Which challenge.
        challenge: ChallengeId,
        /// The only one who may answer it.
        challenged: UserId,
    },
    /// The challenger tried to accept or decline their own challenge.
    #[error("challenge {challenge} is your own")]
    OwnChallenge {
        /// Which challenge.
        challenge: ChallengeId,
    },
    /// Someone other than the challenger tried to cancel a challenge.
    #[error("challenge {challenge} was made by {challenger}")]
    NotYourChallenge {
        /// Which challenge.
        challenge: ChallengeId,
        /// The only one who may cancel it.
        challenger: UserId,
    },
    /// An open challenge (to anyone) was declined: there is nobody to decline it.
    #[error("challenge {challenge} is open to anyone and cannot be declined")]
    OpenChallengeCannotBeDeclined {
        /// Which challenge.
        challenge: ChallengeId,
    },
    /// The challenge was already accepted, declined, cancelled or expired.
    #[error("challenge {challenge} is already {}", status.code())]
    ChallengeClosed {
        /// Which challenge.
        challenge: ChallengeId,
        /// What became of it.
        status: ChallengeStatus,
    },
    /// The challenge lapsed before it was accepted.
    #[error("challenge {challenge} expired")]
    ChallengeExpired {
        /// Which challenge.
        challenge: ChallengeId,
        /// When it lapsed.
        expired_at: Timestamp,
    },
    /// The game has ended.
    #[error("game {game} is over")]
    GameOver {
        /// Which game.
        game: GameId,
        /// How it ended.
        result: GameResult,
    },
    /// Someone who does not play in the game tried to act in it.
    #[error("you do not play in game {game}")]
    NotAParticipant {
        /// Which game.
        game: GameId,
    },
    /// A player tried to move while it is the opponent's turn.
    #[error("it is not your turn in game {game}")]
    NotYourTurn {
        /// Which game.
        game: GameId,
        /// Who is to move.
        to_move: Seat,
    },
    /// A move picker's choice that is not among the player's legal ones:
    /// a forged or mangled component, never one the picker offered.
    #[error("that choice is not a legal move in game {game}")]
    NoSuchPick {
        /// Which game.
        game: GameId,
    },
    /// The move text could not be read.
    #[error("unreadable move “{text}”: {error}")]
    UnreadableMove {
        /// What was typed (at most 40 characters kept).
        text: String,
        /// What is wrong with it.
        error: ParseMoveError,
    },
    /// The move breaks a rule.
    #[error("{error}")]
    IllegalMove {
        /// Which game.
        game: GameId,
        /// The move and the rule.
        error: IllegalMove,
    },
    /// The player chose a move on a position that has since changed.
    #[error("game {game} moved on: expected ply {expected_ply}, it is at {actual_ply}")]
    PositionChanged {
        /// Which game.
        game: GameId,
        /// The ply the player saw.
        expected_ply: u32,
        /// The ply the game is at.
        actual_ply: u32,
    },
    /// Another change to the same game was committed at the same moment.
    #[error("game {game} was changed by someone else at the same moment")]
    ConcurrentChange {
        /// Which game.
        game: GameId,
    },
    /// The player already has a draw offer open.
    #[error("you already offered a draw in game {game}")]
    DrawAlreadyOffered {
        /// Which game.
        game: GameId,
    },
    /// Accepting or declining a draw nobody offered.
    #[error("no draw offer is open in game {game}")]
    NoDrawOffer {
        /// Which game.
        game: GameId,
    },
    /// Accepting or declining your own draw offer.
    #[error("the open draw offer in game {game} is your own")]
    OwnDrawOffer {
        /// Which game.
        game: GameId,
    },
    /// A takeback request is already waiting for an answer.
    #[error("a takeback request is already open in game {game}")]
    TakebackPending {
        /// Which game.
        game: GameId,
        /// Who asked.
        by: Seat,
    },
    /// Accepting or declining a takeback nobody asked for.
    #[error("no takeback request is open in game {game}")]
    NoTakebackRequest {
        /// Which game.
        game: GameId,
    },
    /// Accepting or declining your own takeback request.
    #[error("the open takeback request in game {game} is your own")]
    OwnTakebackRequest {
        /// Which game.
        game: GameId,
    },
    /// The player has no move of their own to take back yet.
    #[error("you have no move to take back in game {game}")]
    NothingToTakeBack {
        /// Which game.
        game: GameId,
    },
    /// A timeout claimed in a game without a time limit.
    #[error("game {game} has no time limit")]
    NoTimeLimit {
        /// Which game.
        game: GameId,
    },
    /// A timeout claimed before the deadline.
    #[error("the opponent has until {} in game {game}", deadline.0)]
    TimeNotUp {
        /// Which game.
        game: GameId,
        /// When their time runs out.
        deadline: Timestamp,
    },
    /// The player to move claimed a timeout: it is their own clock running.
    #[error("it is your own move in game {game}")]
    ClaimOnYourOwnTurn {
        /// Which game.
        game: GameId,
        /// When the player's own time runs out, if there is a limit.
        deadline: Option<Timestamp>,
    },
    /// A timeout claimed just as the opponent's time ran out, when one of
    /// their away days was spent instead (timeout protection): their
    /// clock stopped for a day.
    #[error("an away day of {late} was spent in game {game}: they have until {}", until.0)]
    AwayDaySpent {
        /// Which game.
        game: GameId,
        /// Whose time ran out.
        late: UserId,
        /// Their new deadline.
        until: Timestamp,
    },
    /// Away for a number of days that is no number of days: 0, or more
    /// than a year.
    #[error("{days} is not a number of away days")]
    AwayDaysOutOfRange {
        /// What was asked.
        days: u32,
    },
    /// More away days asked for than are left this year.
    #[error("{asked} away days asked for, {left} left this year")]
    NotEnoughAwayDays {
        /// Days the request would use.
        asked: u32,
        /// Days left this calendar year.
        left: u32,
        /// The yearly allowance.
        allowance: u32,
        /// Whether the request would replace a stay going on (whose unused
        /// days `left` counts as given back).
        replacing: bool,
    },
    /// An away date that is not a date (`until:` takes YYYY-MM-DD).
    #[error("“{text}” is not a date")]
    NotADate {
        /// What was given (cut to 30 characters).
        text: String,
    },
    /// An away date that is not after today.
    #[error("{date} is not after today")]
    DateNotAhead {
        /// The date, as YYYY-MM-DD.
        date: String,
    },
    /// Both a number of days and a date given to `/punct away`, or neither.
    #[error("say either how many days or until when")]
    AwayDaysOrDate,
    /// `/punct back` while not away.
    #[error("you are not away")]
    NotAway,
    /// A time zone the IANA database does not know.
    #[error("“{text}” is not a time zone")]
    UnknownTimeZone {
        /// What was given (cut to 40 characters).
        text: String,
    },
    /// Quiet hours that cannot be read (`/punct settings quiet:`).
    #[error("“{text}” are not quiet hours")]
    NotQuietHours {
        /// What was given (cut to 30 characters).
        text: String,
    },
    /// A rematch asked for while the game is still going.
    #[error("game {game} is not over yet")]
    RematchBeforeEnd {
        /// Which game.
        game: GameId,
    },
    /// Rematch pressed again while the rematch it made is still open: one
    /// rematch at a time per game, whoever presses.
    #[error("the rematch of game {game} is open as challenge {challenge}")]
    RematchOpen {
        /// The finished game.
        game: GameId,
        /// The open rematch challenge.
        challenge: ChallengeId,
        /// Who asked for it.
        challenger: UserId,
        /// Whom it asks.
        challenged: UserId,
        /// When it lapses unanswered.
        expires_at: Timestamp,
    },
    /// The last lesson's game asked for again while the one it started is
    /// still going in that channel (its button pressed twice).
    #[error("game {game} against the computer from the lessons is still going")]
    LessonGameOngoing {
        /// The game going.
        game: GameId,
        /// Where it is played.
        channel: ChannelId,
    },
    /// No game was named and several could be meant here.
    #[error("several games could be meant")]
    WhichGame {
        /// What the game was wanted for (the example names its command).
        purpose: crate::service::Purpose,
        /// The games that could be meant.
        candidates: Vec<crate::service::Game>,
    },
    /// No game was named and the player has none going here.
    #[error("no game of yours here")]
    NoGameHere,
    /// No game was named and none is being played here, nor has one ended here.
    #[error("no game here to show")]
    NoGameToShow,
    /// A review asked for without a game, and none has ended here.
    #[error("no finished game here")]
    NoFinishedGameHere,
    /// A game changed from outside its own channel.
    #[error("game {} is played in another channel", .game.id)]
    PlayedElsewhere {
        /// The game, for its channel and latest board.
        game: Box<crate::service::Game>,
    },
    /// A game looked at from outside its server by someone who does not play in it.
    #[error("game {game} is played in another server")]
    NotYourGameToShow {
        /// Which game.
        game: GameId,
    },
    /// A review asked for while the game is still being played: the
    /// engine's verdicts would be advice to one side.
    #[error("game {game} is still being played: it can be reviewed once it is over")]
    ReviewBeforeEnd {
        /// Which game.
        game: GameId,
    },
    /// The engine asked for on an analysis board of a game still being
    /// played: it would be advice to one side (fair play).
    #[error("game {game} is still being played: no engine on its analysis board until it is over")]
    EngineDuringGame {
        /// Which game.
        game: GameId,
    },
    /// A plan (conditional moves) asked for where none can be: a game
    /// against the computer, or one that is over.
    #[error("game {game} takes no plan: plans are for games between people still being played")]
    NoPlanHere {
        /// Which game.
        game: GameId,
    },
    /// A plan saved while it is the planner's own turn: they play, not plan.
    #[error("it is your turn in game {game}: play your move; a plan answers the opponent's")]
    PlanOnYourTurn {
        /// Which game.
        game: GameId,
    },
    /// A plan saved from an analysis board that does not go on from the
    /// game as it stands: the game moved on, or the board left the game's
    /// own moves before its position.
    #[error("the analysis board of game {game} does not start from the game as it stands")]
    PlanNotFromHere {
        /// Which game.
        game: GameId,
    },
    /// A plan saved without at least the opponent's move and a reply.
    #[error("a plan needs their move and your reply after the game's position in game {game}")]
    PlanTooShort {
        /// Which game.
        game: GameId,
    },
    /// A plan saved beyond the bounds of a plan.
    #[error("a plan holds at most {lines} lines of {moves} moves in game {game}")]
    PlanTooLarge {
        /// Which game.
        game: GameId,
        /// Lines a plan may hold.
        lines: usize,
        /// Moves a line may hold.
        moves: usize,
    },
    /// A line of a plan asked to be deleted that is not in it (deleted or
    /// played out since).
    #[error("that line is no longer in your plan for game {game}")]
    NoSuchPlanLine {
        /// Which game.
        game: GameId,
    },
    /// A position asked for beyond the game's end.
    #[error("game {game} has {last} plies, not {ply}")]
    PlyOutOfRange {
        /// Which game.
        game: GameId,
        /// The ply asked for.
        ply: u32,
        /// The last ply played.
        last: u32,
    },
    /// The stored moves do not replay: the database was changed by hand.
    #[error("the moves of game {game} do not replay: {error}")]
    CorruptGame {
        /// Which game.
        game: GameId,
        /// Where replaying failed.
        error: RecordError,
    },
    /// An answer came but the player is on no puzzle (solved, given up, or never asked).
    #[error("no puzzle to answer")]
    NoPuzzle,
    /// No puzzle has the id asked for.
    #[error("no puzzle {id}")]
    PuzzleNotFound {
        /// The id asked for (as typed).
        id: String,
    },
    /// No puzzle has the theme and tier asked for.
    #[error("no puzzle fits")]
    NoPuzzleFits,
    /// A puzzle's answer breaks a rule.
    #[error("{error}")]
    IllegalAnswer {
        /// The move and the rule.
        error: IllegalMove,
    },
    /// A lesson button of a message the player has since left (another
    /// lesson is theirs now).
    #[error("that lesson button is stale")]
    StaleLesson,
    /// No lesson has the number asked for.
    #[error("no lesson {number}")]
    NoSuchLesson {
        /// The number asked for (lessons count from 1).
        number: usize,
    },
    /// An answer to the last lesson, which asks for no move.
    #[error("this lesson asks for no move")]
    NoLessonTask,
    /// A lesson of the table does not hold together (a bug the tests rule out).
    #[error(transparent)]
    Lesson(#[from] LessonError),
    /// A rematch of a game whose opponent asked to be forgotten
    /// (`/punct forget-me`): there is nobody to challenge.
    #[error("game {game}'s opponent was forgotten")]
    FormerPlayer {
        /// The finished game.
        game: GameId,
    },
    /// No league has this id.
    #[error("no league {league}")]
    LeagueNotFound {
        /// The id asked for.
        league: crate::model::LeagueId,
    },
    /// No league of this server has the name typed.
    #[error("no league called {name} here")]
    LeagueNamedNotFound {
        /// The name as typed.
        name: String,
    },
    /// No league was named and none is open in this server.
    #[error("no league here")]
    NoLeagueHere,
    /// No league was named and several are open here.
    #[error("several leagues could be meant")]
    WhichLeague {
        /// Their names.
        leagues: Vec<String>,
    },
    /// A league created by someone who may not organise leagues here.
    #[error("only members who manage the server (or have its league role) may create leagues")]
    LeagueOrganisersOnly {
        /// The role the server named for organising leagues, if any.
        role: Option<crate::model::RoleId>,
    },
    /// A league started or cancelled by someone other than its organiser
    /// (or those who may organise leagues).
    #[error("only the organiser may start or cancel league {league}")]
    LeagueOrganiserOnly {
        /// The league's name.
        league: String,
        /// Its organiser.
        organiser: UserId,
    },
    /// A league name with nothing in it.
    #[error("a league needs a name")]
    LeagueNameEmpty,
    /// A league name too long to show.
    #[error("a league name has at most {max} characters")]
    LeagueNameTooLong {
        /// The most it may have.
        max: usize,
    },
    /// Another league of the server that is not over has that name.
    #[error("league {name} exists already")]
    LeagueNameTaken {
        /// Its name.
        name: String,
        /// Its channel.
        channel: ChannelId,
    },
    /// A start time that does not read as a date (and time).
    #[error("{text} is not a start time")]
    LeagueBadStart {
        /// The text as typed.
        text: String,
    },
    /// A start time that has passed.
    #[error("the start time has passed")]
    LeagueStartInPast {
        /// The time given.
        at: crate::model::Timestamp,
    },
    /// Joining or starting a league whose sign-ups are closed.
    #[error("sign-ups for league {league} are closed")]
    LeagueSignUpClosed {
        /// Its name.
        league: String,
        /// Where it stands.
        status: crate::model::LeagueStatus,
    },
    /// Joining a league twice.
    #[error("you are in league {league} already")]
    LeagueAlreadyEntered {
        /// Its name.
        league: String,
    },
    /// Joining a league that has all the entrants it may have.
    #[error("league {league} is full")]
    LeagueFull {
        /// Its name.
        league: String,
        /// The most it takes.
        max: usize,
    },
    /// Starting a league with too few entrants.
    #[error("league {league} has {entrants} entrants, at least {min} are needed")]
    LeagueTooFew {
        /// Its name.
        league: String,
        /// Entrants now.
        entrants: usize,
        /// The fewest it starts with.
        min: usize,
    },
    /// Leaving a league one is not in (or left already).
    #[error("you are not in league {league}")]
    NotInLeague {
        /// Its name.
        league: String,
    },
    /// Leaving or cancelling a league that is over.
    #[error("league {league} is over")]
    LeagueOver {
        /// Its name.
        league: String,
        /// How it ended.
        status: crate::model::LeagueStatus,
    },
    /// The database failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}
