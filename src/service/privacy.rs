//! A player's own data: `/punct privacy` shows what is kept about them
//! (a short summary, and all of it as a JSON file), `/punct forget-me`
//! erases it.
//!
//! Forgetting someone resigns their games against people first, each
//! through [`GameService::resign`] like any resignation (the opponent
//! wins, ratings move, the opponent is told), then erases the rest in one
//! transaction ([`crate::store::privacy`] says what becomes of each
//! column): their finished games stay for their opponents under an
//! anonymous id, shown as "a former player". What this hands back about
//! those resignations already carries that id, so nothing posted after
//! names or pings them.

use rusqlite::OptionalExtension;

use crate::model::{Language, Seat, Timestamp, UserId};
use crate::rules::Player;
use crate::service::{Finished, GameService, ServiceError, Settings};
use crate::store::notices;
use crate::store::privacy::{self, Counts, Erased};
use crate::store::{StoreError, away, games, lessons, players};

/// Rounds of "resign what goes on, then erase": a game started between the
/// two (a challenge accepted that very second) is resigned in the next.
const ROUNDS: usize = 3;

/// What `/punct privacy` finds.
#[derive(Clone, Debug)]
pub enum Privacy {
    /// Nothing at all is stored about the asker.
    NothingStored,
    /// What is stored.
    Stored(Box<YourData>),
}

/// Everything kept about one player.
#[derive(Clone, Debug)]
pub struct YourData {
    /// The name last seen, if the player row exists.
    pub name: Option<String>,
    /// The username, where it differs from the name.
    pub username: Option<String>,
    /// The language their client last spoke.
    pub language: Option<Language>,
    /// When they were first seen.
    pub since: Option<Timestamp>,
    /// Their settings, away days and notices (the defaults if none).
    pub settings: Settings,
    /// Their rating and rated games, once they have played one.
    pub rating: Option<(f64, u32)>,
    /// The lesson they are on.
    pub lesson: Option<String>,
    /// How many games, challenges, puzzles, lessons and plans.
    pub counts: Counts,
    /// All of it, with every game's record, as a JSON file.
    pub file: Vec<u8>,
}

/// How long the question of `/punct forget-me` stands (Discord's own
/// limit on answering from a private message is the same): a press on an
/// older question is refused as stale, so a question left open cannot
/// erase a player who came back since.
pub const FORGET_QUESTION_LIFETIME: i64 = 15 * 60;

/// What `/punct forget-me` asks about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForgetQuestion {
    /// Their games against people going on, which would be resigned.
    pub ongoing: u32,
    /// When it is asked: the answer must come within
    /// [`FORGET_QUESTION_LIFETIME`].
    pub asked: Timestamp,
}

/// What `/punct forget-me` did.
#[derive(Clone, Debug)]
pub enum Forgetting {
    /// Nothing was stored about the asker (or they were forgotten before).
    NothingStored,
    /// The question was asked too long ago (or in the future): nothing done.
    Stale,
    /// They are forgotten.
    Forgotten(Box<Forgotten>),
}

/// A player forgotten: the games resigned on the way, and what was erased.
#[derive(Clone, Debug)]
pub struct Forgotten {
    /// Their games against people that were going on, resigned; the
    /// resigner is already the former player here (seat, people, pings).
    pub resigned: Vec<Finished>,
    /// What the erasure did.
    pub erased: Erased,
}

impl GameService {
    /// What is stored about `user`. One read.
    ///
    /// # Errors
    /// Store errors.
    pub fn privacy(&self, user: UserId) -> Result<Privacy, ServiceError> {
        let now = self.now();
        let read = self.store.read(|tx| {
            if !privacy::holds_anything(tx, user)? {
                return Ok::<_, StoreError>(None);
            }
            let row = players::load(tx, user)?;
            let created: Option<i64> = tx
                .query_row("SELECT created_at FROM players WHERE user_id = ?1", [user], |r| r.get(0))
                .optional()?;
            let mut export = privacy::export(tx, user)?;
            if let Some(object) = export.as_object_mut() {
                object.insert("exported_at".to_string(), serde_json::Value::String(date(now)));
            }
            Ok(Some((
                row,
                created,
                players::language(tx, user)?,
                players::prefers_preview(tx, user)?,
                notices::load(tx, user)?,
                away::load(tx, user)?,
                lessons::current(tx, user)?,
                privacy::counts(tx, user)?,
                export,
            )))
        })?;
        let Some((row, created, language, preview_moves, notice, away, lesson, counts, export)) = read else {
            return Ok(Privacy::NothingStored);
        };
        let notices = crate::service::NoticeSettings {
            mode: notice.mode,
            quiet: notice.quiet,
            digest_hour: notice.digest_hour,
        };
        let settings = Settings { preview_moves, away: self.status_of(away), notices };
        let file = serde_json::to_vec_pretty(&export).unwrap_or_default();
        Ok(Privacy::Stored(Box::new(YourData {
            name: row.as_ref().map(|r| r.name.clone()),
            username: row.as_ref().and_then(|r| r.username.clone()),
            language,
            since: created.map(Timestamp),
            settings,
            rating: row.as_ref().filter(|r| r.rated_games > 0).map(|r| (r.rating.rating, r.rated_games)),
            lesson,
            counts,
            file,
        })))
    }

    /// What `/punct forget-me` asks about: `None` when nothing is stored
    /// about `user`. One read.
    ///
    /// # Errors
    /// Store errors.
    pub fn before_forgetting(&self, user: UserId) -> Result<Option<ForgetQuestion>, ServiceError> {
        let asked = self.now();
        let ongoing = self.store.read(|tx| {
            if !privacy::holds_anything(tx, user)? {
                return Ok::<_, StoreError>(None);
            }
            privacy::ongoing_against_people(tx, user).map(Some)
        })?;
        Ok(ongoing.map(|ongoing| ForgetQuestion { ongoing, asked }))
    }

    /// Forgets `user`, who confirmed the question asked at `asked`: their games against people going on are resigned
    /// (each as [`GameService::resign`]), then everything else is erased in
    /// one transaction, their finished games kept for the opponents under
    /// an anonymous id. Nothing happens when nothing is stored.
    ///
    /// # Errors
    /// Store errors (what was resigned stays resigned; asking again
    /// finishes the erasure).
    pub fn forget_me(&self, user: UserId, asked: Timestamp) -> Result<Forgetting, ServiceError> {
        let age = self.now().0 - asked.0;
        if !(0..=FORGET_QUESTION_LIFETIME).contains(&age) {
            return Ok(Forgetting::Stale);
        }
        if !self.store.read(|tx| privacy::holds_anything(tx, user))? {
            return Ok(Forgetting::NothingStored);
        }
        let mut resigned = Vec::new();
        for _ in 0..ROUNDS {
            let going_on = self.store.read(|tx| games::ongoing_of(tx, user))?;
            for game in going_on.into_iter().filter(|g| g.bot().is_none()) {
                match self.resign(game.id, user) {
                    Ok(finished) => resigned.push(finished),
                    Err(ServiceError::GameOver { .. }) => {} // it ended meanwhile
                    Err(e) => return Err(e),
                }
            }
            let now = self.now();
            let erased = self.store.write(|tx| {
                if privacy::ongoing_against_people(tx, user)? > 0 {
                    return Ok::<_, StoreError>(None);
                }
                privacy::erase(tx, user, now).map(Some)
            })?;
            if let Some(erased) = erased {
                let resigned = resigned.into_iter().map(|f| as_former(f, user, erased.former)).collect();
                return Ok(Forgetting::Forgotten(Box::new(Forgotten { resigned, erased })));
            }
        }
        Err(StoreError::Corrupt { what: "games kept starting while forgetting", value: user.to_string() }
            .into())
    }
}

/// `finished` as it reads once `user` is forgotten: their seat the former
/// player's, nothing of theirs among the people, nobody pinged under it.
fn as_former(mut finished: Finished, user: UserId, former: Option<UserId>) -> Finished {
    for player in Player::BOTH {
        if finished.game.seats[player] != Seat::Human(user) {
            continue;
        }
        if let Some(former) = former {
            finished.game.seats[player] = Seat::Human(former);
        }
        finished.people.names[player] = None;
        finished.people.usernames[player] = None;
        finished.people.languages[player] = None;
        finished.people.away[player] = None;
    }
    finished.notify.retain(|&u| u != user);
    finished
}

/// Unix seconds as an RFC 3339 date (UTC).
fn date(t: Timestamp) -> String {
    jiff::Timestamp::from_second(t.0).map(|t| t.to_string()).unwrap_or_else(|_| t.0.to_string())
}
