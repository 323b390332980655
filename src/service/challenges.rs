//! Challenges: to one person, to anyone in the channel, or to the
//! computer; accepting, declining, cancelling, lapsing; rematches.

use rusqlite::Connection;

use crate::model::{
    ChallengeId, ChallengeStatus, ChannelId, ColourChoice, GameId, GuildId, Level, Seat, TimeControl,
    Timestamp, UserId,
};
use crate::rules::{ByPlayer, Player, SplitMix64, Variant};
use crate::service::deadlines::next_reminder_at;
use crate::service::notices::turn_notice_at;
use crate::service::state::{GameState, turn_deadline};
use crate::service::{
    Accepted, Challenge, ChallengeRequest, Challenged, GameService, GameUpdate, Opponent, PlayerRef,
    ServiceError,
};
use crate::store::challenges::{self, NewChallengeRow};
use crate::store::games::{self, NewGame};
use crate::store::{players, servers};

/// What a new game is made of.
#[derive(Clone, Copy, Debug)]
pub(super) struct GameTerms {
    pub(super) channel: ChannelId,
    pub(super) guild: Option<GuildId>,
    pub(super) variant: Variant,
    pub(super) time_control: TimeControl,
}

impl GameService {
    /// Challenges someone. Against the computer the game starts at once (and
    /// the computer moves first if it plays White); otherwise the challenge
    /// waits for an answer until it lapses.
    ///
    /// # Errors
    /// [`ServiceError::CannotChallengeYourself`], store errors.
    pub fn challenge(&self, request: ChallengeRequest) -> Result<Challenged, ServiceError> {
        let now = self.now();
        let challenger = request.challenger.id;
        match &request.opponent {
            Opponent::User(other) if other.id == challenger => Err(ServiceError::CannotChallengeYourself),
            Opponent::Bot(level) => self.against_bot(&request, *level, false),
            Opponent::User(_) | Opponent::Anyone => {
                let challenge = self.store.write(|tx| self.open_challenge(tx, &request, None, now))?;
                Ok(Challenged::Pending(challenge))
            }
        }
    }

    /// The last lesson's game against the computer, started as
    /// [`GameService::challenge`] starts one, unless the learner already has
    /// a game against that level going in that channel (the lesson's button
    /// pressed twice): then that game is named instead of a second one
    /// started. The check and the start are one write transaction, so two
    /// presses at once start one game.
    ///
    /// # Errors
    /// [`ServiceError::LessonGameOngoing`], and those of
    /// [`GameService::challenge`].
    pub fn lesson_game(&self, request: ChallengeRequest) -> Result<Challenged, ServiceError> {
        let Opponent::Bot(level) = request.opponent else {
            return self.challenge(request);
        };
        self.against_bot(&request, level, true)
    }

    /// A game against the computer, started at once (the computer moves
    /// first if it plays White). With `only_one`, refused while the
    /// challenger has a game against `level` going in the same channel.
    fn against_bot(
        &self,
        request: &ChallengeRequest,
        level: Level,
        only_one: bool,
    ) -> Result<Challenged, ServiceError> {
        let now = self.now();
        let terms = GameTerms {
            channel: request.channel,
            guild: request.guild,
            variant: request.variant,
            time_control: request.time_control,
        };
        let challenger = request.challenger.id;
        let colour = resolve_colour(request.colour, now, challenger, 0);
        let seats = seats(colour, Seat::Human(challenger), Seat::Bot(level));
        let mut update = self.store.write(|tx| {
            if only_one && let Some(going) = ongoing_against_bot(tx, challenger, level, request.channel)? {
                return Err(ServiceError::LessonGameOngoing { game: going.id, channel: going.channel });
            }
            self.record_player(tx, &request.challenger, now)?;
            start_game(tx, terms, seats, now)
        })?;
        self.continue_with_bot(&mut update);
        Ok(Challenged::Started(Box::new(update)))
    }

    /// Accepts a challenge: the game starts.
    ///
    /// # Errors
    /// [`ServiceError::ChallengeNotFound`], [`ServiceError::ChallengeClosed`],
    /// [`ServiceError::ChallengeExpired`], [`ServiceError::OwnChallenge`],
    /// [`ServiceError::ChallengeNotForYou`].
    pub fn accept(&self, challenge: ChallengeId, by: &PlayerRef) -> Result<GameUpdate, ServiceError> {
        Ok(self.accept_placed(challenge, by)?.update)
    }

    /// [`GameService::accept`], saying too whether the game's server plays
    /// each game in a thread of its own (read in the same transaction, so
    /// the front end asks nothing more before starting the thread).
    ///
    /// # Errors
    /// As [`GameService::accept`].
    pub fn accept_placed(&self, challenge: ChallengeId, by: &PlayerRef) -> Result<Accepted, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let c = open_challenge(tx, challenge, now)?;
            if by.id == c.challenger {
                return Err(ServiceError::OwnChallenge { challenge });
            }
            if let Some(challenged) = c.challenged.filter(|&u| u != by.id) {
                return Err(ServiceError::ChallengeNotForYou { challenge, challenged });
            }
            self.record_player(tx, by, now)?;
            let colour = resolve_colour(c.colour, now, c.challenger, challenge.0);
            let seats = seats(colour, Seat::Human(c.challenger), Seat::Human(by.id));
            let terms = GameTerms {
                channel: c.channel,
                guild: c.guild,
                variant: c.variant,
                time_control: c.time_control,
            };
            let update = start_game(tx, terms, seats, now)?;
            close(tx, challenge, ChallengeStatus::Accepted, Some(update.game.id))?;
            let in_thread = match c.guild {
                Some(guild) => servers::threads(tx, guild)?,
                None => false,
            };
            Ok(Accepted { update, in_thread })
        })
    }

    /// The challenged person says no.
    ///
    /// # Errors
    /// [`ServiceError::OpenChallengeCannotBeDeclined`],
    /// [`ServiceError::OwnChallenge`], [`ServiceError::ChallengeNotForYou`],
    /// and the lookup errors of [`GameService::accept`].
    pub fn decline(&self, challenge: ChallengeId, by: UserId) -> Result<Challenge, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let c = open_challenge(tx, challenge, now)?;
            if by == c.challenger {
                return Err(ServiceError::OwnChallenge { challenge });
            }
            declined(tx, &c, by)
        })
    }

    /// The challenger withdraws the challenge.
    ///
    /// # Errors
    /// [`ServiceError::NotYourChallenge`], and the lookup errors of
    /// [`GameService::accept`] (an expired challenge needs no cancelling).
    pub fn cancel(&self, challenge: ChallengeId, by: UserId) -> Result<Challenge, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let c = open_challenge(tx, challenge, now)?;
            if by != c.challenger {
                return Err(ServiceError::NotYourChallenge { challenge, challenger: c.challenger });
            }
            close(tx, challenge, ChallengeStatus::Cancelled, None)
        })
    }

    /// `by` turns challenge down with its red button: the challenger
    /// withdraws it, the one challenged declines it. One write, so the
    /// front end need not look first and decide which it is.
    ///
    /// # Errors
    /// Those of [`GameService::decline`] and [`GameService::cancel`].
    pub fn withdraw_or_decline(&self, challenge: ChallengeId, by: UserId) -> Result<Challenge, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let c = open_challenge(tx, challenge, now)?;
            if by == c.challenger {
                return close(tx, challenge, ChallengeStatus::Cancelled, None);
            }
            declined(tx, &c, by)
        })
    }

    /// Marks every challenge nobody answered in time as expired and returns
    /// them, once each. Each challenger is still to be told: the note stays
    /// due ([`GameService::due_expiry_notes`]) until recorded as sent.
    ///
    /// # Errors
    /// Store errors.
    pub fn expire_challenges(&self) -> Result<Vec<Challenge>, ServiceError> {
        let now = self.now();
        // Most rounds find nothing: a read, and a write only when needed.
        if self.store.read(|tx| challenges::lapsed(tx, now))?.is_empty() {
            return Ok(Vec::new());
        }
        self.store.write(|tx| {
            let lapsed = challenges::lapsed(tx, now)?;
            lapsed.into_iter().map(|c| close(tx, c.id, ChallengeStatus::Expired, None)).collect()
        })
    }

    /// A new game against the same opponent with colours swapped: a
    /// challenge to a person, or at once against the computer. One rematch
    /// challenge per game at a time: while one is open, asking again (by
    /// either player) is refused with [`ServiceError::RematchOpen`], which
    /// names it; once it is answered or has lapsed, a new one may be made.
    ///
    /// # Errors
    /// [`ServiceError::NotAParticipant`], [`ServiceError::RematchBeforeEnd`],
    /// [`ServiceError::RematchOpen`].
    pub fn rematch(&self, game: GameId, by: &PlayerRef) -> Result<Challenged, ServiceError> {
        let now = self.now();
        let request = self.store.read(|tx| rematch_request(tx, game, by))?;
        if let Opponent::Bot(_) = request.opponent {
            return self.challenge(request);
        }
        // The check and the new challenge in one write transaction: two
        // presses at once open one challenge, and the other names it.
        let challenge = self.store.write(|tx| {
            if let Some(open) = challenges::open_rematch_of(tx, game, now)? {
                return Err(ServiceError::RematchOpen {
                    game,
                    challenge: open.id,
                    challenger: open.challenger,
                    challenged: open.challenged.unwrap_or(open.challenger),
                    expires_at: open.expires_at,
                });
            }
            self.open_challenge(tx, &request, Some(game), now)
        })?;
        Ok(Challenged::Pending(challenge))
    }

    fn open_challenge(
        &self,
        tx: &Connection,
        request: &ChallengeRequest,
        rematch_of: Option<GameId>,
        now: Timestamp,
    ) -> Result<Challenge, ServiceError> {
        self.record_player(tx, &request.challenger, now)?;
        let challenged = match &request.opponent {
            Opponent::User(other) => {
                self.record_player(tx, other, now)?;
                Some(other.id)
            }
            Opponent::Anyone | Opponent::Bot(_) => None,
        };
        let id = challenges::insert(
            tx,
            &NewChallengeRow {
                channel: request.channel,
                guild: request.guild,
                challenger: request.challenger.id,
                challenged,
                variant: request.variant,
                time_control: request.time_control,
                colour: request.colour,
                at: now,
                expires_at: now.plus_seconds(self.config.challenge_lifetime),
                rematch_of,
            },
        )?;
        load_challenge(tx, id)
    }

    /// Records a person and the name they go by now, bounded in length.
    pub(super) fn record_player(
        &self,
        tx: &Connection,
        player: &PlayerRef,
        now: Timestamp,
    ) -> Result<(), ServiceError> {
        let bounded =
            |name: &str| -> String { name.trim().chars().take(self.config.max_name_chars).collect() };
        let name = bounded(&player.name);
        let name = if name.is_empty() { player.id.to_string() } else { name };
        let username = player.username.as_deref().map(bounded).filter(|u| !u.is_empty());
        Ok(players::upsert(tx, player.id, &name, username.as_deref(), now)?)
    }
}

/// The challenge a rematch of `game` asked by `by` makes: the same
/// opponent, channel and terms, colours swapped.
/// `user`'s ongoing game against the computer at `level` in `channel`, if any.
fn ongoing_against_bot(
    tx: &Connection,
    user: UserId,
    level: Level,
    channel: ChannelId,
) -> Result<Option<games::GameRow>, ServiceError> {
    let going = games::ongoing_of(tx, user)?;
    Ok(going.into_iter().find(|g| {
        g.channel == channel
            && g.colour_of(user).is_some_and(|colour| g.seats[colour.opponent()] == Seat::Bot(level))
    }))
}

fn rematch_request(tx: &Connection, game: GameId, by: &PlayerRef) -> Result<ChallengeRequest, ServiceError> {
    let old = games::load(tx, game)?.ok_or(ServiceError::GameNotFound { game })?;
    let colour = old.colour_of(by.id).ok_or(ServiceError::NotAParticipant { game })?;
    if !old.is_over() {
        return Err(ServiceError::RematchBeforeEnd { game });
    }
    let opponent = match old.seats[colour.opponent()] {
        Seat::Bot(level) => Opponent::Bot(level),
        Seat::Human(user) if user.is_former_player() => return Err(ServiceError::FormerPlayer { game }),
        Seat::Human(user) => {
            let name = players::load(tx, user)?.map_or_else(|| user.to_string(), |p| p.name);
            Opponent::User(PlayerRef::new(user, name))
        }
    };
    Ok(ChallengeRequest {
        challenger: by.clone(),
        channel: old.channel,
        guild: old.guild,
        opponent,
        variant: old.variant,
        time_control: old.time_control,
        colour: ColourChoice::from(colour.opponent()),
    })
}

fn load_challenge(tx: &Connection, id: ChallengeId) -> Result<Challenge, ServiceError> {
    challenges::load(tx, id)?.ok_or(ServiceError::ChallengeNotFound { challenge: id })
}

/// The challenge, if it can still be answered.
fn open_challenge(tx: &Connection, id: ChallengeId, now: Timestamp) -> Result<Challenge, ServiceError> {
    let c = load_challenge(tx, id)?;
    if c.status != ChallengeStatus::Open {
        return Err(ServiceError::ChallengeClosed { challenge: id, status: c.status });
    }
    if now >= c.expires_at {
        return Err(ServiceError::ChallengeExpired { challenge: id, expired_at: c.expires_at });
    }
    Ok(c)
}

fn close(
    tx: &Connection,
    id: ChallengeId,
    status: ChallengeStatus,
    game: Option<GameId>,
) -> Result<Challenge, ServiceError> {
    if !challenges::close(tx, id, status, game)? {
        let current = load_challenge(tx, id)?;
        return Err(ServiceError::ChallengeClosed { challenge: id, status: current.status });
    }
    load_challenge(tx, id)
}

pub(super) fn start_game(
    tx: &Connection,
    terms: GameTerms,
    seats: ByPlayer<Seat>,
    now: Timestamp,
) -> Result<GameUpdate, ServiceError> {
    let mut new = NewGame {
        channel: terms.channel,
        guild: terms.guild,
        seats,
        variant: terms.variant,
        time_control: terms.time_control,
        deadline: None,
        at: now,
    };
    // White's clock starts now, or when White is back from being away.
    new.deadline = turn_deadline(tx, &new.into_row(GameId(0)), Player::White, now)?;
    let id = games::insert(tx, &new)?;
    let mut state = GameState::load(tx, id, now)?;
    state.row.turn_notice_at = turn_notice_at(tx, &state.row, Player::White, now)?;
    state.row.reminder_at = next_reminder_at(&state.row);
    if state.row.turn_notice_at.is_some() || state.row.reminder_at.is_some() {
        state.save(tx)?;
    }
    state.into_update(tx, Vec::new(), None, None)
}

/// `by`, who is not the challenger, declines challenge `c`: only the one
/// it was made to may.
fn declined(tx: &Connection, c: &Challenge, by: UserId) -> Result<Challenge, ServiceError> {
    let challenge = c.id;
    match c.challenged {
        None => Err(ServiceError::OpenChallengeCannotBeDeclined { challenge }),
        Some(challenged) if challenged != by => {
            Err(ServiceError::ChallengeNotForYou { challenge, challenged })
        }
        Some(_) => close(tx, challenge, ChallengeStatus::Declined, None),
    }
}

/// The challenger's colour: as asked, or by a coin toss for "random".
fn resolve_colour(choice: ColourChoice, now: Timestamp, challenger: UserId, salt: i64) -> Player {
    match choice {
        ColourChoice::White => Player::White,
        ColourChoice::Black => Player::Black,
        ColourChoice::Random => {
            let seed = (now.0 as u64) ^ challenger.0.rotate_left(17) ^ (salt as u64).rotate_left(41);
            if SplitMix64::new(seed).next_u64() & 1 == 0 { Player::White } else { Player::Black }
        }
    }
}

fn seats(challenger_colour: Player, challenger: Seat, opponent: Seat) -> ByPlayer<Seat> {
    let mut seats = ByPlayer::both(opponent);
    seats[challenger_colour] = challenger;
    seats
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_random_colour_comes_out_both_ways() {
        let colours: Vec<Player> =
            (0..64).map(|t| resolve_colour(ColourChoice::Random, Timestamp(t), UserId(5), 1)).collect();
        assert!(colours.contains(&Player::White) && colours.contains(&Player::Black));
        assert_eq!(resolve_colour(ColourChoice::Black, Timestamp(0), UserId(5), 1), Player::Black);
    }
}
