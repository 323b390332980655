//! Leagues: a round robin a server runs in one of its channels, with
//! sign-ups, pairings, rounds started one after another, and standings.
//!
//! A league's games are ordinary games (every command, clock and notice
//! works on them); the league only pairs them, starts each round when the
//! one before is done, and counts them ([`super::standings`]). Everything a
//! channel must be shown (a round's opening, the final standings) is
//! handed out by [`GameService::league_news`] until marked shown, as the
//! bot's other posts are.

use rusqlite::Connection;

use crate::model::{
    ChannelId, EndReason, GameId, GameResult, GuildId, Language, LeagueId, LeagueStatus, RoleId, Seat,
    TimeControl, Timestamp, UserId,
};
use crate::rules::{ByPlayer, Player, SplitMix64, Variant};
use crate::service::challenges::{GameTerms, start_game};
use crate::service::round_robin;
use crate::service::standings::{self, Counted, Scored, Standing};
use crate::service::state::GameState;
use crate::service::time_zone;
use crate::service::{Finished, GameService, GameUpdate, PlayerRef, ServiceError};
use crate::store::leagues::{self, Forfeit, LeagueRow, NewLeague, PairingRow};
use crate::store::{away, players, servers};

pub use crate::store::leagues::LeagueRow as League;

/// Fewest entrants a league starts with.
pub const MIN_ENTRANTS: usize = 3;
/// Most entrants a league takes: 30 make 435 games a round robin, and a
/// table of 30 still fits one message.
pub const MAX_ENTRANTS: usize = 30;
/// Longest league name, in characters.
pub const MAX_LEAGUE_NAME_CHARS: usize = 50;

/// What a league is made of, as its organiser asks.
#[derive(Clone, Debug)]
pub struct LeagueTerms {
    /// Its name, unique among the server's leagues not over.
    pub name: String,
    /// The variant its games are played in.
    pub variant: Variant,
    /// Their clock.
    pub time_control: TimeControl,
    /// 1: everyone meets once; 2: twice, colours swapped.
    pub cycles: u8,
    /// When sign-ups close and the first round starts by itself, if set:
    /// a date and time in the organiser's time zone, as they typed it
    /// (`2026-12-24 18:00`, or a date alone).
    pub starts: Option<String>,
}

/// Who asks, with what Discord says they may do in the server: managing
/// it, and their roles (one of which the server may have named for
/// organising leagues).
#[derive(Clone, Debug)]
pub struct Organiser {
    /// The asker.
    pub user: UserId,
    /// They have Manage Server.
    pub manages_server: bool,
    /// Their roles in the server.
    pub roles: Vec<RoleId>,
}

/// One entrant, named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    /// Who.
    pub user: UserId,
    /// Their name as last seen.
    pub name: String,
    /// Whether they left after the start.
    pub left: bool,
}

/// A league with its entrants: what its sign-up post shows.
#[derive(Clone, Debug)]
pub struct LeagueView {
    /// The league.
    pub league: League,
    /// Who entered, in the order they joined.
    pub entrants: Vec<Entrant>,
    /// The language of the posts the bot makes about it.
    pub language: Language,
}

/// A league's table with every name.
#[derive(Clone, Debug)]
pub struct LeagueTable {
    /// The league.
    pub league: League,
    /// Best first, each with the name last seen.
    pub lines: Vec<(Standing, String)>,
    /// Usernames where they differ from the names: what a picture shows
    /// for a name in a script its fonts lack.
    pub usernames: std::collections::HashMap<UserId, String>,
    /// Rounds whose every game is decided.
    pub rounds_done: u32,
    /// Games decided, and games in all.
    pub decided: (u32, u32),
    /// The language of the posts the bot makes about it.
    pub language: Language,
}

impl LeagueTable {
    /// The winners once it is finished: everyone sharing first place.
    pub fn winners(&self) -> Vec<UserId> {
        if self.league.status != LeagueStatus::Finished {
            return Vec::new();
        }
        self.lines.iter().take_while(|(s, _)| s.place == 1).map(|(s, _)| s.user).collect()
    }
}

/// One game of a round, as its opening lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundGame {
    /// White and Black, named.
    pub players: ByPlayer<(UserId, String)>,
    /// The game, unless it was decided without being played.
    pub game: Option<GameId>,
    /// Decided without being played: who forfeited.
    pub forfeit: Option<Forfeit>,
}

/// What a league's channel is to be shown.
#[derive(Clone, Debug)]
pub enum LeagueNews {
    /// A round begins: its games (already started), the player with a bye,
    /// and the standings so far (after round 1).
    Round {
        /// The standings before this round.
        table: Box<LeagueTable>,
        /// The round, from 1.
        round: u32,
        /// Its games.
        games: Vec<RoundGame>,
        /// Who sits this round out.
        bye: Option<(UserId, String)>,
        /// The boards of its games not yet shown anywhere.
        boards: Vec<GameUpdate>,
        /// Whether the server plays each game in a thread of its own.
        in_threads: bool,
    },
    /// Every game is played: the final standings.
    Final(Box<LeagueTable>),
    /// The start time came with too few entrants: sign-ups stay open, and
    /// the organiser starts it.
    TooFew(Box<LeagueView>),
}

impl LeagueNews {
    /// The league it is about.
    pub fn league(&self) -> &League {
        match self {
            LeagueNews::Round { table, .. } | LeagueNews::Final(table) => &table.league,
            LeagueNews::TooFew(view) => &view.league,
        }
    }

    /// The value [`GameService::league_news_shown`] records once it was
    /// posted (`None`: nothing to record).
    pub fn mark(&self) -> Option<(LeagueId, u32)> {
        match self {
            LeagueNews::Round { table, round, .. } => Some((table.league.id, *round)),
            LeagueNews::Final(table) => Some((table.league.id, table.league.rounds + 1)),
            LeagueNews::TooFew(_) => None,
        }
    }
}

/// What leaving a league did.
#[derive(Clone, Debug)]
pub enum LeftLeague {
    /// Before the start: simply no longer an entrant.
    Withdrew(Box<LeagueView>),
    /// After the start: games in progress resigned, unplayed ones lost.
    Left {
        /// The league, as it stands now.
        view: Box<LeagueView>,
        /// The games resigned (their final boards are owed to their
        /// channels, and posted by the background task).
        resigned: Vec<Finished>,
        /// Pairings not yet played, now lost.
        forfeited: u32,
    },
}

/// What leaving would do: asked before the player confirms.
#[derive(Clone, Debug)]
pub struct LeaveCost {
    /// The league.
    pub league: League,
    /// Their games in progress, to be resigned.
    pub in_progress: Vec<GameId>,
    /// Their pairings not yet played, to be lost.
    pub unplayed: u32,
}

impl GameService {
    /// Creates a league in `channel`, open for sign-ups.
    ///
    /// # Errors
    /// [`ServiceError::LeagueOrganisersOnly`], [`ServiceError::LeagueNameEmpty`],
    /// [`ServiceError::LeagueNameTooLong`], [`ServiceError::LeagueNameTaken`],
    /// [`ServiceError::LeagueStartInPast`], store errors.
    pub fn create_league(
        &self,
        guild: GuildId,
        channel: ChannelId,
        organiser: &Organiser,
        player: &PlayerRef,
        terms: &LeagueTerms,
    ) -> Result<LeagueView, ServiceError> {
        let now = self.now();
        let name = terms.name.split_whitespace().collect::<Vec<_>>().join(" ");
        if name.is_empty() {
            return Err(ServiceError::LeagueNameEmpty);
        }
        if name.chars().count() > MAX_LEAGUE_NAME_CHARS {
            return Err(ServiceError::LeagueNameTooLong { max: MAX_LEAGUE_NAME_CHARS });
        }
        self.store.write(|tx| {
            may_organise(tx, guild, organiser)?;
            let starts_at = match terms.starts.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
                None => None,
                Some(text) => {
                    let zone = time_zone::zone(away::load(tx, organiser.user)?.time_zone.as_deref());
                    let (at, _) = time_zone::instant(text, &zone).map_err(|_| {
                        ServiceError::LeagueBadStart { text: text.chars().take(40).collect() }
                    })?;
                    if at <= now {
                        return Err(ServiceError::LeagueStartInPast { at });
                    }
                    Some(at)
                }
            };
            if let Some(taken) = leagues::open_named(tx, guild, &name)? {
                return Err(ServiceError::LeagueNameTaken { name: taken.name, channel: taken.channel });
            }
            self.record_player(tx, player, now)?;
            let id = leagues::insert(
                tx,
                &NewLeague {
                    guild,
                    channel,
                    name: &name,
                    organiser: organiser.user,
                    variant: terms.variant,
                    time_control: terms.time_control,
                    cycles: terms.cycles.clamp(1, 2),
                    starts_at,
                    at: now,
                },
            )?;
            view(tx, id)
        })
    }

    /// The league and its entrants.
    ///
    /// # Errors
    /// [`ServiceError::LeagueNotFound`], store errors.
    pub fn league(&self, id: LeagueId) -> Result<LeagueView, ServiceError> {
        self.store.read(|tx| view(tx, id))
    }

    /// `player` enters league `id`.
    ///
    /// # Errors
    /// [`ServiceError::LeagueNotFound`], [`ServiceError::LeagueSignUpClosed`],
    /// [`ServiceError::LeagueAlreadyEntered`], [`ServiceError::LeagueFull`].
    pub fn join_league(&self, id: LeagueId, player: &PlayerRef) -> Result<LeagueView, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let league = load(tx, id)?;
            if league.status != LeagueStatus::SignUp {
                return Err(ServiceError::LeagueSignUpClosed { league: league.name, status: league.status });
            }
            let entrants = leagues::entrants(tx, id)?;
            if entrants.iter().any(|e| e.user == player.id) {
                return Err(ServiceError::LeagueAlreadyEntered { league: league.name });
            }
            if entrants.len() >= MAX_ENTRANTS {
                return Err(ServiceError::LeagueFull { league: league.name, max: MAX_ENTRANTS });
            }
            self.record_player(tx, player, now)?;
            leagues::join(tx, id, player.id, now)?;
            view(tx, id)
        })
    }

    /// What `user` leaving league `id` would do now.
    ///
    /// # Errors
    /// [`ServiceError::LeagueNotFound`], [`ServiceError::NotInLeague`],
    /// [`ServiceError::LeagueOver`].
    pub fn league_leave_cost(&self, id: LeagueId, user: UserId) -> Result<LeaveCost, ServiceError> {
        self.store.read(|tx| {
            let league = load(tx, id)?;
            entrant(tx, &league, user)?;
            let pairings = leagues::pairings(tx, id)?;
            let mine = pairings.iter().filter(|p| p.white == user || p.black == user);
            let in_progress = mine
                .clone()
                .filter(|p| p.finished.is_none() && p.forfeit.is_none())
                .filter_map(|p| p.game)
                .collect();
            let unplayed = mine.filter(|p| p.game.is_none() && p.forfeit.is_none()).count() as u32;
            Ok(LeaveCost { league, in_progress, unplayed })
        })
    }

    /// `user` leaves league `id`: before the start they are simply no
    /// longer in it; after, their games in progress are resigned and
    /// their unplayed games count as losses (they stay in the table).
    ///
    /// # Errors
    /// [`ServiceError::LeagueNotFound`], [`ServiceError::NotInLeague`],
    /// [`ServiceError::LeagueOver`].
    pub fn leave_league(&self, id: LeagueId, user: UserId) -> Result<LeftLeague, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let league = load(tx, id)?;
            entrant(tx, &league, user)?;
            if league.status == LeagueStatus::SignUp {
                leagues::withdraw(tx, id, user)?;
                return Ok(LeftLeague::Withdrew(Box::new(view(tx, id)?)));
            }
            leagues::left(tx, id, user, now)?;
            let pairings = leagues::pairings(tx, id)?;
            let mut resigned = Vec::new();
            for p in pairings.iter().filter(|p| (p.white == user || p.black == user) && p.finished.is_none())
            {
                let Some(game) = p.game else { continue };
                let mut state = GameState::load(tx, game, now)?;
                if state.row.is_over() {
                    continue;
                }
                let colour = state.colour_of(user)?;
                let result = GameResult { winner: Some(colour.opponent()), reason: EndReason::Resignation };
                let ratings = state.finish(tx, result, now)?;
                state.save(tx)?;
                resigned.push(state.into_finished(tx, ratings, Some(user))?);
            }
            let forfeited = pairings
                .iter()
                .filter(|p| (p.white == user || p.black == user) && p.game.is_none() && p.forfeit.is_none())
                .count() as u32;
            leagues::forfeit_unplayed(tx, id, user)?;
            Ok(LeftLeague::Left { view: Box::new(view(tx, id)?), resigned, forfeited })
        })
    }

    /// Closes sign-ups and starts the first round, asked by `by`: the
    /// organiser, or anyone who may organise leagues in the server.
    ///
    /// # Errors
    /// [`ServiceError::LeagueNotFound`], [`ServiceError::LeagueOrganiserOnly`],
    /// [`ServiceError::LeagueSignUpClosed`], [`ServiceError::LeagueTooFew`].
    pub fn start_league(&self, id: LeagueId, by: &Organiser) -> Result<LeagueView, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let league = load(tx, id)?;
            may_run(tx, &league, by)?;
            if league.status != LeagueStatus::SignUp {
                return Err(ServiceError::LeagueSignUpClosed { league: league.name, status: league.status });
            }
            let entrants = leagues::entrants(tx, id)?.len();
            if entrants < MIN_ENTRANTS {
                return Err(ServiceError::LeagueTooFew { league: league.name, entrants, min: MIN_ENTRANTS });
            }
            begin(tx, &league, now)?;
            view(tx, id)
        })
    }

    /// Calls league `id` off: no more rounds; games going on continue, no
    /// longer counted for it.
    ///
    /// # Errors
    /// [`ServiceError::LeagueNotFound`], [`ServiceError::LeagueOrganiserOnly`],
    /// [`ServiceError::LeagueOver`].
    pub fn cancel_league(&self, id: LeagueId, by: &Organiser) -> Result<LeagueView, ServiceError> {
        let now = self.now();
        self.store.write(|tx| {
            let league = load(tx, id)?;
            may_run(tx, &league, by)?;
            if !leagues::end(tx, id, LeagueStatus::Cancelled, now)? {
                return Err(ServiceError::LeagueOver { league: league.name, status: league.status });
            }
            view(tx, id)
        })
    }

    /// The league's table as it stands.
    ///
    /// # Errors
    /// [`ServiceError::LeagueNotFound`], store errors.
    pub fn league_standings(&self, id: LeagueId) -> Result<LeagueTable, ServiceError> {
        self.store.read(|tx| {
            let league = load(tx, id)?;
            // Forfeits of rounds not yet begun count once their round does.
            let through = if league.status == LeagueStatus::Finished { u32::MAX } else { league.round };
            table(tx, league, through)
        })
    }

    /// The league meant here: `named`, else the one league not over in
    /// this channel, else the one in the server.
    ///
    /// # Errors
    /// [`ServiceError::NoLeagueHere`], [`ServiceError::WhichLeague`],
    /// [`ServiceError::LeagueNotFound`] (also for another server's).
    pub fn league_here(
        &self,
        guild: GuildId,
        channel: ChannelId,
        named: Option<&str>,
    ) -> Result<LeagueId, ServiceError> {
        self.store.read(|tx| {
            let all = leagues::of_server(tx, guild, 100)?;
            if let Some(named) = named.map(str::trim).filter(|n| !n.is_empty()) {
                let by_id = named.trim_start_matches('#').parse::<i64>().ok().map(LeagueId);
                let found = all
                    .iter()
                    .find(|l| Some(l.id) == by_id)
                    .or_else(|| {
                        all.iter().find(|l| !l.status.is_over() && l.name.eq_ignore_ascii_case(named))
                    })
                    .or_else(|| all.iter().find(|l| l.name.to_lowercase() == named.to_lowercase()));
                return found
                    .map(|l| l.id)
                    .ok_or(ServiceError::LeagueNamedNotFound { name: named.to_string() });
            }
            let open: Vec<&LeagueRow> = all.iter().filter(|l| !l.status.is_over()).collect();
            let here: Vec<&LeagueRow> = open.iter().copied().filter(|l| l.channel == channel).collect();
            match (here.as_slice(), open.as_slice()) {
                ([one], _) | ([], [one]) => Ok(one.id),
                ([], []) => Err(ServiceError::NoLeagueHere),
                _ => {
                    Err(ServiceError::WhichLeague { leagues: open.iter().map(|l| l.name.clone()).collect() })
                }
            }
        })
    }

    /// The server's leagues whose names contain `typed` (letter case
    /// aside), those not over first: the choices of a `league` option.
    ///
    /// # Errors
    /// Store errors.
    pub fn leagues_of_server(
        &self,
        guild: GuildId,
        typed: &str,
        limit: usize,
    ) -> Result<Vec<League>, ServiceError> {
        let typed = typed.trim().to_lowercase();
        let all = self.store.read(|tx| leagues::of_server(tx, guild, 100))?;
        Ok(all.into_iter().filter(|l| l.name.to_lowercase().contains(&typed)).take(limit).collect())
    }

    /// The league and round game `game` belongs to, if any.
    ///
    /// # Errors
    /// Store errors.
    pub fn league_of_game(&self, game: GameId) -> Result<Option<(LeagueId, String, u32)>, ServiceError> {
        Ok(self.store.read(|tx| leagues::of_game(tx, game))?)
    }

    /// Moves every league on that can: starts those whose start time came
    /// (or, too few entrants, leaves the start to the organiser), starts
    /// the next round of those whose round is done, finishes those whose
    /// last round is. Each league in one write transaction. Returns what
    /// its channel is to be told that has no mark of its own (too few
    /// entrants); the rest comes from [`GameService::league_news`].
    ///
    /// # Errors
    /// Store errors.
    pub fn advance_leagues(&self) -> Result<Vec<LeagueNews>, ServiceError> {
        let now = self.now();
        // One read finds what can move; a write only for those (an idle
        // background round writes nothing).
        let (due, ready) = self.store.read(|tx| {
            let mut ready = Vec::new();
            for league in leagues::running(tx)? {
                let pairings = leagues::pairings(tx, league.id)?;
                if pairings.iter().filter(|p| p.round == league.round).all(decided) {
                    ready.push(league);
                }
            }
            Ok::<_, ServiceError>((leagues::due_to_start(tx, now)?, ready))
        })?;
        let mut news = Vec::new();
        for league in due {
            let too_few = self.store.write(|tx| {
                let league = load(tx, league.id)?;
                if league.status != LeagueStatus::SignUp {
                    return Ok::<_, ServiceError>(None);
                }
                if leagues::entrants(tx, league.id)?.len() < MIN_ENTRANTS {
                    leagues::clear_start_time(tx, league.id)?;
                    return Ok(Some(view(tx, league.id)?));
                }
                begin(tx, &league, now)?;
                Ok(None)
            })?;
            news.extend(too_few.map(|v| LeagueNews::TooFew(Box::new(v))));
        }
        for league in ready {
            self.store.write(|tx| {
                let league = load(tx, league.id)?;
                advance(tx, &league, now)
            })?;
        }
        Ok(news)
    }

    /// What leagues' channels are still to be shown: the opening of a
    /// round that began, the final standings. Handed out until
    /// [`GameService::league_news_shown`] records it.
    ///
    /// # Errors
    /// Store errors.
    pub fn league_news(&self) -> Result<Vec<LeagueNews>, ServiceError> {
        let now = self.now();
        self.store.read(|tx| {
            let mut news = Vec::new();
            for league in leagues::unannounced(tx)? {
                if league.status == LeagueStatus::Finished {
                    news.push(LeagueNews::Final(Box::new(table(tx, league, u32::MAX)?)));
                    continue;
                }
                let round = league.round;
                let pairings = leagues::pairings(tx, league.id)?;
                let names = |user: UserId| -> Result<(UserId, String), ServiceError> {
                    Ok((user, name_of(tx, user)?))
                };
                let mut games = Vec::new();
                let mut boards = Vec::new();
                for p in pairings.iter().filter(|p| p.round == round) {
                    games.push(RoundGame {
                        players: ByPlayer { white: names(p.white)?, black: names(p.black)? },
                        game: p.game,
                        forfeit: p.forfeit,
                    });
                    if let Some(game) = p.game {
                        let state = GameState::load(tx, game, now)?;
                        if state.row.shown.is_none() && !state.row.is_over() {
                            boards.push(state.into_update(tx, Vec::new(), None, None)?);
                        }
                    }
                }
                let entrants = leagues::entrants(tx, league.id)?;
                let bye = round_robin::bye(entrants.len(), round)
                    .and_then(|seat| entrants.iter().find(|e| e.seat == Some(seat as u32)))
                    .map(|e| names(e.user))
                    .transpose()?;
                let in_threads = servers::threads(tx, league.guild)?;
                let table = table(tx, league, round.saturating_sub(1))?;
                news.push(LeagueNews::Round {
                    table: Box::new(table),
                    round,
                    games,
                    bye,
                    boards,
                    in_threads,
                });
            }
            Ok(news)
        })
    }

    /// Records that `league`'s channel was shown the news marked `round`;
    /// `false` if it had been.
    ///
    /// # Errors
    /// Store errors.
    pub fn league_news_shown(&self, league: LeagueId, round: u32) -> Result<bool, ServiceError> {
        Ok(self.store.write(|tx| leagues::announced(tx, league, round))?)
    }
}

fn load(tx: &Connection, id: LeagueId) -> Result<League, ServiceError> {
    leagues::load(tx, id)?.ok_or(ServiceError::LeagueNotFound { league: id })
}

/// Whether `who` may create leagues in `guild`: Manage Server, or the role
/// the server named.
fn may_organise(tx: &Connection, guild: GuildId, who: &Organiser) -> Result<(), ServiceError> {
    if who.manages_server {
        return Ok(());
    }
    let role = servers::league_role(tx, guild)?;
    if role.is_some_and(|r| who.roles.contains(&r)) {
        return Ok(());
    }
    Err(ServiceError::LeagueOrganisersOnly { role })
}

/// Whether `who` may start or cancel `league`: its organiser, or anyone
/// who may organise leagues there.
fn may_run(tx: &Connection, league: &League, who: &Organiser) -> Result<(), ServiceError> {
    if who.user == league.organiser || may_organise(tx, league.guild, who).is_ok() {
        return Ok(());
    }
    Err(ServiceError::LeagueOrganiserOnly { league: league.name.clone(), organiser: league.organiser })
}

/// `user` as an entrant of `league` who may still leave it.
fn entrant(tx: &Connection, league: &League, user: UserId) -> Result<(), ServiceError> {
    if league.status.is_over() {
        return Err(ServiceError::LeagueOver { league: league.name.clone(), status: league.status });
    }
    let entrants = leagues::entrants(tx, league.id)?;
    match entrants.iter().find(|e| e.user == user) {
        Some(e) if e.left_at.is_none() => Ok(()),
        _ => Err(ServiceError::NotInLeague { league: league.name.clone() }),
    }
}

fn name_of(tx: &Connection, user: UserId) -> Result<String, ServiceError> {
    Ok(player_of(tx, user)?.map_or_else(|| name_of_unknown(user), |p| p.name))
}

/// What is known of `user`: nothing for a forgotten player, whose
/// anonymous id names nobody.
fn player_of(tx: &Connection, user: UserId) -> Result<Option<players::PlayerRow>, ServiceError> {
    if user.is_former_player() {
        return Ok(None);
    }
    Ok(players::load(tx, user)?)
}

/// The name of someone never seen or forgotten: nothing to show but the
/// id (the words say "a former player" for the forgotten).
fn name_of_unknown(user: UserId) -> String {
    if user.is_former_player() { String::new() } else { user.to_string() }
}

fn view(tx: &Connection, id: LeagueId) -> Result<LeagueView, ServiceError> {
    let league = load(tx, id)?;
    let mut entrants = Vec::new();
    for e in leagues::entrants(tx, id)? {
        entrants.push(Entrant { user: e.user, name: name_of(tx, e.user)?, left: e.left_at.is_some() });
    }
    let language = language_of(tx, &league)?;
    Ok(LeagueView { league, entrants, language })
}

/// The language of the posts about `league`: its server's, else its
/// organiser's.
fn language_of(tx: &Connection, league: &League) -> Result<Language, ServiceError> {
    if let Some(language) = servers::language(tx, league.guild)? {
        return Ok(language);
    }
    Ok(players::language(tx, league.organiser)?.unwrap_or_default())
}

/// Closes sign-ups of `league`: seats drawn by lot, every round paired,
/// the first round's games started.
fn begin(tx: &Connection, league: &League, now: Timestamp) -> Result<(), ServiceError> {
    let mut entrants: Vec<UserId> = leagues::entrants(tx, league.id)?.into_iter().map(|e| e.user).collect();
    // Seats by lot, reproducibly (the league and the instant).
    let mut rng = SplitMix64::new((league.id.0 as u64).rotate_left(29) ^ now.0 as u64);
    for i in (1..entrants.len()).rev() {
        let j = (rng.next_u64() % (i as u64 + 1)) as usize;
        entrants.swap(i, j);
    }
    for (seat, &user) in entrants.iter().enumerate() {
        leagues::seat(tx, league.id, user, seat as u32)?;
    }
    for p in round_robin::schedule(entrants.len(), league.cycles) {
        leagues::pair(tx, league.id, p.round, entrants[p.white], entrants[p.black])?;
    }
    let rounds = round_robin::rounds(entrants.len(), league.cycles);
    if !leagues::start(tx, league.id, rounds, now)? {
        return Err(ServiceError::LeagueSignUpClosed { league: league.name.clone(), status: league.status });
    }
    start_round(tx, league, 1, now)?;
    // A first round decided without a game (never, unless entrants left)
    // moves on at once.
    advance(tx, &load(tx, league.id)?, now)
}

/// Starts the games of `round` (forfeits are not played).
fn start_round(tx: &Connection, league: &League, round: u32, now: Timestamp) -> Result<(), ServiceError> {
    let terms = GameTerms {
        channel: league.channel,
        guild: Some(league.guild),
        variant: league.variant,
        time_control: league.time_control,
    };
    for p in leagues::pairings(tx, league.id)?.into_iter().filter(|p| p.round == round) {
        if p.forfeit.is_some() || p.game.is_some() {
            continue;
        }
        let seats = ByPlayer { white: Seat::Human(p.white), black: Seat::Human(p.black) };
        let update = start_game(tx, terms, seats, now)?;
        leagues::set_game(tx, league.id, round, p.white, update.game.id)?;
    }
    Ok(())
}

/// Moves a running league on for as long as its current round is decided:
/// the next round's games start, or after the last one it is finished.
fn advance(tx: &Connection, league: &League, now: Timestamp) -> Result<(), ServiceError> {
    if league.status != LeagueStatus::Running {
        return Ok(());
    }
    let mut round = league.round;
    loop {
        let pairings = leagues::pairings(tx, league.id)?;
        let decided = pairings.iter().filter(|p| p.round == round).all(decided);
        if !decided {
            return Ok(());
        }
        if round >= league.rounds {
            leagues::end(tx, league.id, LeagueStatus::Finished, now)?;
            return Ok(());
        }
        round += 1;
        leagues::set_round(tx, league.id, round)?;
        start_round(tx, league, round, now)?;
    }
}

fn decided(p: &PairingRow) -> bool {
    p.forfeit.is_some() || p.finished.is_some()
}

/// How a decided pairing counts.
fn scored(p: &PairingRow) -> Option<Scored> {
    match (p.forfeit, p.finished) {
        (Some(Forfeit::Both), _) => Some(Scored::BothLost),
        (Some(Forfeit::By(Player::White)), _) => Some(Scored::BlackWon),
        (Some(Forfeit::By(Player::Black)), _) => Some(Scored::WhiteWon),
        (None, Some(Some(Player::White))) => Some(Scored::WhiteWon),
        (None, Some(Some(Player::Black))) => Some(Scored::BlackWon),
        (None, Some(None)) => Some(Scored::Draw),
        (None, None) => None,
    }
}

/// The table of `league` counting the games of rounds up to `through`.
fn table(tx: &Connection, league: League, through: u32) -> Result<LeagueTable, ServiceError> {
    let entrants = leagues::entrants(tx, league.id)?;
    let pairings = leagues::pairings(tx, league.id)?;
    let counted: Vec<Counted> = pairings
        .iter()
        .filter(|p| p.round <= through)
        .filter_map(|p| scored(p).map(|scored| Counted { white: p.white, black: p.black, scored }))
        .collect();
    let rounds_done = (1..=league.rounds)
        .take_while(|&r| pairings.iter().filter(|p| p.round == r).all(decided))
        .count() as u32;
    let decided_games = pairings.iter().filter(|p| decided(p)).count() as u32;
    let listed: Vec<(UserId, bool)> = entrants.iter().map(|e| (e.user, e.left_at.is_some())).collect();
    let mut lines = Vec::new();
    let mut usernames = std::collections::HashMap::new();
    for standing in standings::table(&listed, &counted) {
        let player = player_of(tx, standing.user)?;
        if let Some(username) = player.as_ref().and_then(|p| p.username.clone()) {
            usernames.insert(standing.user, username);
        }
        let name = player.map_or_else(|| name_of_unknown(standing.user), |p| p.name);
        lines.push((standing, name));
    }
    let language = language_of(tx, &league)?;
    let decided = (decided_games, pairings.len() as u32);
    Ok(LeagueTable { league, lines, usernames, rounds_done, decided, language })
}
