//! Leagues on Discord: the sign-up post and its Join / Leave buttons,
//! leaving a running league (asked first), the table as a picture and
//! text, and what a league's channel is shown by itself: each round's
//! opening with its games' first boards (in threads where the server asks
//! for them), the final standings.
//!
//! What the channel is shown by itself goes through [`super::deliver`],
//! as every post the bot makes on its own: a round's opening is marked
//! shown once Discord accepted it; its boards are boards the channel has
//! not seen, owed until posted.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::BotError;
use super::custom_id::Action;
use super::deliver::{self, Mark, Outgoing};
use super::interaction::{Answer, Done};
use super::picture::Picture;
use super::reply::{Button, Card, Post, Posted};
use super::scene::Scene;
use super::threads::{self, Started, ThreadStart};
use super::work::{blocking, board_post};
use crate::messages::discord::Deed;
use crate::messages::leagues::{self as words, LeagueButton};
use crate::messages::pictures::MAX_ALT_TEXT;
use crate::messages::service as game_words;
use crate::messages::threads as thread_words;
use crate::render::render_table_png;
use crate::rules::Player;
use crate::service::{
    GameService, Language, LeagueId, LeagueNews, LeagueStatus, LeagueTable, LeagueView, LeftLeague,
    Organiser, ServiceError,
};

/// The width the table's picture is drawn at: as wide as board pictures.
const PICTURE_WIDTH: u32 = 800;

/// Who asks, as the service weighs it: Discord's word on their rights
/// and roles.
pub fn organiser(scene: &Scene) -> Organiser {
    Organiser { user: scene.user.id, manages_server: scene.rights.manages_server, roles: scene.roles.clone() }
}

/// The sign-up post: the league's terms, its entrants, Join and Leave
/// while sign-ups are open.
pub fn signup_post(view: &LeagueView) -> Post {
    let language = view.language;
    let (title, text) = words::signup(language, view);
    let mut post =
        Post { card: Some(Card { title, description: Some(text), ..Card::default() }), ..Post::default() };
    if view.league.status == LeagueStatus::SignUp {
        let id = view.league.id;
        post.buttons = vec![
            Button::new(
                Action::LeagueJoin(id),
                words::button(language, LeagueButton::Join),
                serenity::ButtonStyle::Success,
            ),
            Button::new(
                Action::LeagueLeave(id),
                words::button(language, LeagueButton::Leave),
                serenity::ButtonStyle::Secondary,
            ),
        ];
    }
    post
}

/// The table's picture with its alt text.
fn table_picture(language: Language, table: &LeagueTable) -> Result<Picture, BotError> {
    let bytes = render_table_png(&words::standings_picture(language, table), PICTURE_WIDTH)
        .map_err(BotError::Render)?;
    Ok(Picture { bytes, alt: words::standings_alt(language, table, MAX_ALT_TEXT) })
}

fn picture_name(table: &LeagueTable) -> String {
    format!("punct-league-{}-round-{}.png", table.league.id.0, table.rounds_done)
}

/// The table as `/punct league standings` shows it: the picture, and the
/// same in words under it, in `language`.
pub fn standings_post(language: Language, table: &LeagueTable) -> Result<Post, BotError> {
    let (title, text) = words::standings_text(language, table);
    Ok(super::reply::card(title, text, picture_name(table), table_picture(language, table)?, false))
}

/// What a league's channel is shown for `news`, and what records it as
/// shown.
fn news_post(news: &LeagueNews) -> Result<(Post, Mark), BotError> {
    let league = news.league();
    let mark = news
        .mark()
        .map_or(Mark::LeagueNote { league: league.id }, |(league, round)| Mark::League { league, round });
    match news {
        LeagueNews::Round { table, round, .. } => {
            let language = table.language;
            let (title, text, ping) = words::round_opening(language, news).unwrap_or_default();
            let mut post = if *round > 1 {
                super::reply::card(title, text, picture_name(table), table_picture(language, table)?, false)
            } else {
                Post {
                    card: Some(Card { title, description: Some(text), ..Card::default() }),
                    ..Post::default()
                }
            };
            for user in ping.into_iter().filter(|u| !u.is_former_player()) {
                post = post.pinging(user);
            }
            Ok((post, mark))
        }
        LeagueNews::Final(table) => {
            let (title, text) = words::final_standings(table.language, table);
            let picture = table_picture(table.language, table)?;
            let mut post = super::reply::card(title, text, picture_name(table), picture, false);
            for user in table.winners().into_iter().filter(|u| !u.is_former_player()) {
                post = post.pinging(user);
            }
            Ok((post, mark))
        }
        LeagueNews::TooFew(view) => {
            let post = Post::text(words::too_few(view.language, view)).pinging(league.organiser);
            Ok((post, mark))
        }
    }
}

/// Held while a league's news is delivered.
static DELIVERING: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Records a first board posted in its game's new thread as the game's
/// latest board (as a challenge's first board in a thread is), so that it
/// is not owed and posted again.
async fn shown_in_thread(service: &Arc<GameService>, post: &Post, posted: Posted) {
    let Some(board) = post.board else { return };
    let mark = Mark::Board(board);
    if let Err(e) = blocking(service, move |s| Ok(mark.record(s, Some(posted.message))?)).await {
        warn!(game = %board.game, error = %e, "could not record a league game's first board as shown");
    }
}

/// A league game's first board, and where it goes: its channel, or a
/// thread of its own started from the league's line about it.
struct FirstBoard {
    /// The board post.
    post: Post,
    /// The game's channel.
    channel: crate::service::ChannelId,
    /// The line to start its thread from, and the thread, where the
    /// server plays each game in one.
    thread: Option<(String, ThreadStart)>,
}

/// One league's news, made into posts (on the blocking pool: pictures).
struct Prepared {
    /// The post in the league's channel and its mark.
    news: Option<Outgoing>,
    /// The boards to post after it.
    boards: Vec<FirstBoard>,
}

/// What `item` makes: its post, then its round's first boards.
fn prepare(item: &LeagueNews) -> Prepared {
    let league = item.league();
    let news = match news_post(item) {
        Ok((post, mark)) => Some(Outgoing { channel: league.channel, post, mark }),
        Err(e) => {
            warn!(league = %league.id, error = %e, "could not make a league's post; it stays due");
            return Prepared { news: None, boards: Vec::new() };
        }
    };
    let mut boards = Vec::new();
    if let LeagueNews::Round { table, round, games, boards: updates, in_threads, .. } = item {
        let language = table.language;
        for update in updates {
            let line = words::game_line(language, league, *round);
            let text = format!("{line}\n{}", game_words::game_started(language, update));
            let (game, position, people) = (&update.game, &update.position, &update.people);
            let post = match board_post(language, game, position, people, &text, &update.notify) {
                Ok(post) => post,
                Err(e) => {
                    warn!(game = %game.id, error = %e, "could not draw a league game's first board; it is owed");
                    continue;
                }
            };
            let listed = games.iter().find(|g| g.game == Some(game.id));
            let thread_line = listed.and_then(|g| words::thread_line(language, league, *round, g));
            let thread = thread_line.filter(|_| *in_threads).map(|line| {
                let start = ThreadStart {
                    game: game.id,
                    name: thread_words::thread_name(language, game, people),
                    players: Player::BOTH.into_iter().filter_map(|p| game.seats[p].user()).collect(),
                    board: post.clone(),
                    accepter: league.organiser,
                    language,
                };
                (line, start)
            });
            boards.push(FirstBoard { post, channel: game.channel, thread });
        }
    }
    Prepared { news, boards }
}

/// Moves every league on that can, then shows each league's channel what
/// it is owed, in order: a round's opening, then its games' boards (each
/// in a thread of its own where the server asks for it). Called by the
/// background task each round, and at once after a league was started.
pub async fn deliver_news(http: &serenity::Http, service: &Arc<GameService>) {
    // One delivery at a time (the background task's and the one after
    // `/punct league start`): the second then finds everything shown, and
    // no game gets two threads.
    let _turn = DELIVERING.lock().await;
    let prepared = blocking(service, |s| {
        let mut news = s.advance_leagues()?;
        news.extend(s.league_news()?);
        Ok(news.iter().map(prepare).collect::<Vec<_>>())
    })
    .await;
    let prepared = match prepared {
        Ok(prepared) => prepared,
        Err(e) => {
            warn!(error = %e, "league round failed");
            return;
        }
    };
    for Prepared { news, boards } in prepared {
        if let Some(news) = news {
            deliver::deliver(http, service, news).await;
        }
        let mut owed = Vec::new();
        for board in boards {
            match board.thread {
                Some((line, start)) => {
                    let lobby = board.channel;
                    match threads::start_from_line(http, service, lobby, Post::text(line), start).await {
                        Started::InThread(post, posted) => shown_in_thread(service, &post, posted).await,
                        Started::BoardOwed => {}
                        Started::InChannel(post) => owed.extend(Outgoing::board(lobby, post)),
                    }
                }
                None => owed.extend(Outgoing::board(board.channel, board.post)),
            }
        }
        deliver::deliver_all(http, service, owed).await;
    }
}

/// A press of a league's button. Join and Leave answer by updating the
/// sign-up post (and, after the start, Leave asks privately first); the
/// confirmation's buttons update it.
pub fn press(s: &GameService, scene: &Scene, action: Action) -> Result<Done, BotError> {
    let (user, language) = (&scene.user, scene.language);
    let note = |text: String| Some(Post::private(text));
    match action {
        Action::LeagueJoin(id) => match s.join_league(id, user) {
            Ok(view) => {
                let pressed = Box::new(signup_post(&view));
                let follow = note(words::joined(language, &view.league));
                Ok(Done { answer: Answer::Update { pressed, follow }, deed: None, note: None })
            }
            // Sign-ups closed since the post was made: the post is brought
            // up to date (its buttons go) and the presser told why.
            Err(refused @ ServiceError::LeagueSignUpClosed { .. }) => {
                let pressed = Box::new(signup_post(&s.league(id)?));
                let follow = note(crate::messages::service::error(language, &refused));
                Ok(Done { answer: Answer::Update { pressed, follow }, deed: None, note: None })
            }
            Err(e) => Err(e.into()),
        },
        Action::LeagueLeave(id) => {
            let view = s.league(id)?;
            if view.league.status == LeagueStatus::SignUp {
                let LeftLeague::Withdrew(view) = s.leave_league(id, user.id)? else {
                    return Err(BotError::Refused(words::stayed(language, &view.league)));
                };
                let pressed = Box::new(signup_post(&view));
                let follow = note(words::withdrew(language, &view.league));
                return Ok(Done { answer: Answer::Update { pressed, follow }, deed: None, note: None });
            }
            let ask = leave_question(s, scene, id)?;
            let pressed = Box::new(signup_post(&view));
            Ok(Done { answer: Answer::Update { pressed, follow: Some(ask) }, deed: None, note: None })
        }
        Action::LeagueLeaveConfirmed(id) => {
            let (public, private) = left(s, scene, id)?;
            let pressed = Box::new(Post::private(private));
            Ok(Done { answer: Answer::Update { pressed, follow: public }, deed: None, note: None })
        }
        Action::LeagueStay(id) => {
            let view = s.league(id)?;
            let pressed = Box::new(Post::private(words::stayed(language, &view.league)));
            Ok(Done { answer: Answer::Update { pressed, follow: None }, deed: None, note: None })
        }
        _ => Err(BotError::Refused(crate::messages::discord::stale_button(language))),
    }
}

/// Asked privately before leaving a running league: what leaving does,
/// with **Leave the league** and **Stay**.
pub fn leave_question(s: &GameService, scene: &Scene, id: LeagueId) -> Result<Post, BotError> {
    let language = scene.language;
    let cost = s.league_leave_cost(id, scene.user.id)?;
    let mut ask = Post::private(words::leave_confirm(language, &cost));
    ask.buttons = vec![
        Button::new(
            Action::LeagueLeaveConfirmed(id),
            words::button(language, LeagueButton::LeaveForGood),
            serenity::ButtonStyle::Danger,
        ),
        Button::new(
            Action::LeagueStay(id),
            words::button(language, LeagueButton::Stay),
            serenity::ButtonStyle::Secondary,
        ),
    ];
    Ok(ask)
}

/// `scene`'s user leaves league `id`: the channel's line (after the start)
/// and the words for them.
pub fn left(
    s: &GameService,
    scene: &Scene,
    id: crate::service::LeagueId,
) -> Result<(Option<Post>, String), BotError> {
    let language = scene.language;
    Ok(match s.leave_league(id, scene.user.id)? {
        LeftLeague::Withdrew(view) => (None, words::withdrew(language, &view.league)),
        LeftLeague::Left { view, resigned, forfeited } => {
            let games: Vec<_> = resigned.iter().map(|f| f.game.id).collect();
            let public = words::left(view.language, &view.league, scene.user.id, &games, forfeited);
            let private = words::left(language, &view.league, scene.user.id, &games, forfeited);
            (Some(Post::text(public)), private)
        }
    })
}

/// A command's answer after a league was started: the word that it did,
/// its round 1 following (see [`deliver_news`]).
pub fn started(view: &LeagueView) -> Done {
    Done::after(Deed::League(view.league.id), Answer::Post(Post::text(words::started(view.language, view))))
}
