//! Reviews on Discord: one key moment per message, with its
//! picture, and Previous / Next buttons that turn the same message to the
//! neighbouring moment.
//!
//! A review takes seconds (every position of the game is searched), so
//! the moments found are kept in memory per game: a finished game never
//! changes, and pressing Next should not search it all again. After a
//! restart the first press searches again. A button names the game and
//! the moment's move ([`Action::Review`]): one for a move that is not a
//! moment of the review any more is refused as stale.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use poise::serenity_prelude as serenity;

use super::custom_id::Action;
use super::reply::{Attachment, Button, Card, Post};
use super::scene::Scene;
use super::{BotError, picture};
use crate::messages::review::{self as words, ReviewButton};
use crate::rules::{ByPlayer, GameRecord, Position};
use crate::service::review::Moment;
use crate::service::{GameId, GameService, GameView, Language, Purpose, ServiceError};

/// Key moments shown at most.
pub const MAX_MOMENTS: usize = 5;

/// Reviews kept in memory at most; when full the store starts afresh
/// (a review is only ever recomputed, never wrong).
const KEPT: usize = 64;

/// The moments chosen for each game reviewed since the bot started.
#[derive(Debug, Default)]
pub struct Reviews {
    kept: Mutex<HashMap<GameId, Arc<Vec<Moment>>>>,
}

impl Reviews {
    fn get(&self, game: GameId) -> Option<Arc<Vec<Moment>>> {
        self.kept.lock().ok()?.get(&game).cloned()
    }

    fn keep(&self, game: GameId, moments: Arc<Vec<Moment>>) {
        if let Ok(mut kept) = self.kept.lock() {
            if kept.len() >= KEPT {
                kept.clear();
            }
            kept.insert(game, moments);
        }
    }
}

/// Finished `game` and the moments its review shows (see [`chosen`]),
/// from memory or searched now, `progress` hearing how many positions of
/// how many are done. Blocking.
///
/// # Errors
/// The service's: the game is unknown, still played, or corrupt.
pub fn reviewed(
    s: &GameService,
    reviews: &Reviews,
    game: GameId,
    progress: impl FnMut(usize, usize),
) -> Result<(GameView, Arc<Vec<Moment>>), BotError> {
    if let Some(moments) = reviews.get(game) {
        return Ok((s.game(game)?, moments));
    }
    let (view, moments) = s.review(game, progress)?;
    let moments = Arc::new(chosen(&moments));
    reviews.keep(game, Arc::clone(&moments));
    Ok((view, moments))
}

/// Up to [`MAX_MOMENTS`] moments: missed wins and blunders before
/// mistakes, then back in the order of the game.
pub fn chosen(moments: &[Moment]) -> Vec<Moment> {
    let mut by_weight: Vec<Moment> = moments.to_vec();
    by_weight.sort_by_key(|m| (m.verdict, m.ply));
    by_weight.truncate(MAX_MOMENTS);
    by_weight.sort_by_key(|m| m.ply);
    by_weight
}

/// The message showing moment `index` of `moments` (or, when there are
/// none, saying so): its sentence, its picture, where it stands among the
/// others, and buttons to the previous and next ones. Blocking.
///
/// # Errors
/// Reading the players' names, replaying the record, drawing.
pub fn moment_post(
    language: Language,
    view: &GameView,
    moments: &[Moment],
    index: usize,
) -> Result<Post, BotError> {
    let game = &view.game;
    let mut card = Card { title: words::title(language, game.id), ..Card::default() };
    let mut post = Post::text("");
    let seats = Seats {
        names: crate::messages::discord::seat_names(language, game, &view.people),
        usernames: view.people.usernames.clone(),
    };
    let Some(m) = moments.get(index) else {
        // Nothing to point at: say how it ended, and show where.
        card.description = Some(words::no_moments(language, game));
        let filename = format!("punct-game-{}-move-{}.png", game.id.0, game.ply);
        let png = picture::board(language, game, &view.position, &seats.names, &seats.usernames, None)?;
        post.files.push(Attachment::picture(filename.clone(), png));
        card.image = Some(filename);
        post.card = Some(card);
        return Ok(post);
    };
    let counter = words::counter(language, index + 1, moments.len());
    card.description = Some(format!("{counter}\n\n{}", words::moment(language, m)));
    card.footer = Some(words::legend(language));
    let filename = format!("punct-game-{}-review-move-{}.png", game.id.0, m.ply);
    post.files.push(Attachment::picture(filename.clone(), moment_picture(language, view, m, &seats)?));
    card.image = Some(filename);
    post.card = Some(card);
    let button = |which, to: &Moment, style| {
        Button::new(Action::Review { game: game.id, ply: to.ply }, words::button(language, which), style)
    };
    if let Some(previous) = index.checked_sub(1).and_then(|k| moments.get(k)) {
        post.buttons.push(button(ReviewButton::Previous, previous, serenity::ButtonStyle::Secondary));
    }
    if let Some(next) = moments.get(index + 1) {
        post.buttons.push(button(ReviewButton::Next, next, serenity::ButtonStyle::Primary));
    }
    Ok(post)
}

/// How the two seats are named on the pictures.
struct Seats {
    names: ByPlayer<String>,
    usernames: ByPlayer<Option<String>>,
}

/// The position after the moment's move (marked as the last move), with
/// the better move's cells highlighted.
fn moment_picture(
    language: Language,
    view: &GameView,
    m: &Moment,
    seats: &Seats,
) -> Result<picture::Picture, BotError> {
    let (game, record) = (&view.game, &view.record);
    let moves = record.moves.iter().take(m.ply as usize).copied().collect();
    let upto = GameRecord { variant: record.variant, moves };
    let corrupt = |error| BotError::from(ServiceError::CorruptGame { game: game.id, error });
    let position: Position = upto.replay().map_err(corrupt)?;
    let highlights = m.better.footprint().map(|f| f.cells().to_vec()).unwrap_or_default();
    picture::board_marked(language, game, &position, &seats.names, &seats.usernames, None, highlights)
}

/// What a review button shows: the moment at `ply`, if the game's review
/// still has one there, for someone who may see the game (checked before
/// the review is searched). Blocking.
///
/// # Errors
/// Refusals: the game may not be seen from here, the button is stale.
pub fn turn(
    s: &GameService,
    reviews: &Reviews,
    scene: &Scene,
    game: GameId,
    ply: u32,
) -> Result<Post, BotError> {
    let language = scene.public;
    s.pick(&scene.here(), Some(game), Purpose::Review)?;
    let (view, moments) = reviewed(s, reviews, game, |_, _| {})?;
    let index = moments
        .iter()
        .position(|m| m.ply == ply)
        .ok_or_else(|| BotError::Refused(words::stale(language, view.game.id)))?;
    moment_post(language, &view, &moments, index)
}
