//! Button presses. The custom id says what and which ([`Action`]); the
//! service decides from the database whether the presser may and whether
//! it still applies, so buttons keep working across days and restarts and
//! two people pressing at once cannot both win.
//!
//! Every press goes through [`super::interaction`]; this file says, per
//! action, how its answer is shown ([`Shape`]) and what it asks of the
//! service. Game buttons update the pressed message (its buttons removed)
//! and what follows (a new board, a new challenge) comes as a new message;
//! puzzle and lesson buttons answer with a new private message; review
//! buttons turn the pressed message to another moment. A refusal goes
//! privately to the presser only.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::commands::{board, offers};
use super::custom_id::Action;
use super::interaction::{self, Answer, Done, Shape, Source};
use super::reply::{Post, challenge_post};
use super::scene::{Invitee, Scene};
use super::threads::ThreadStart;
use super::work::board_post;
use super::{BotError, Data};
use crate::messages::discord::{self as words, Deed};
use crate::messages::service::{self as game_words, Offer};
use crate::messages::threads as thread_words;
use crate::rules::Player;
use crate::service::{
    ChallengeRequest, Challenged, ColourChoice, Finished, GameService, Language, Level, Purpose, TimeControl,
};

/// What a press leads to.
struct Outcome {
    /// New text for the pressed message (its buttons go), if it changes.
    update: Option<String>,
    /// A new message to post after it.
    follow: Option<Post>,
    /// What the press did that counts, to tell the presser if the answer
    /// cannot be sent (`None`: nothing changed).
    deed: Option<Deed>,
    /// The game's own thread to start from the pressed challenge, in which
    /// `follow` is then posted.
    thread: Option<Box<ThreadStart>>,
}

impl From<Outcome> for Done {
    fn from(outcome: Outcome) -> Done {
        let answer = match (outcome.update, outcome.follow, outcome.thread) {
            (Some(text), _, Some(start)) => Answer::Threaded { pressed: Box::new(Post::text(text)), start },
            (Some(text), follow, None) => Answer::Update { pressed: Box::new(Post::text(text)), follow },
            (None, Some(post), _) => Answer::Post(post),
            (None, None, _) => Answer::Update { pressed: Box::new(Post::text("")), follow: None },
        };
        Done { answer, deed: outcome.deed, note: None }
    }
}

/// Handles one button press through the pipeline; never fails: refusals
/// and failures are answered privately there.
pub async fn handle(ctx: &serenity::Context, press: &serenity::ComponentInteraction, data: &Data) {
    let source = Source::Press(press);
    let what = press.data.custom_id.as_str();
    let Ok(action) = what.parse::<Action>() else {
        let stale = |_: &GameService, scene: &Scene, _: &_| -> Result<Done, BotError> {
            Err(BotError::Refused(words::stale_button(scene.language)))
        };
        interaction::run(&ctx.http, data, source, what, Shape::Private, stale).await;
        return;
    };
    match action {
        Action::PuzzleNext(_) | Action::PuzzleRetry(_) | Action::PuzzleSolution(_) => {
            let work = move |s: &GameService, scene: &Scene, _: &_| {
                Ok(super::puzzle::press(s, scene.user.id, scene.language, action)?.into())
            };
            interaction::run(&ctx.http, data, source, what, Shape::Private, work).await;
        }
        Action::LessonBack(_) | Action::LessonNext(_) | Action::LessonQuit(_) | Action::LessonOpen(_) => {
            let work = move |s: &GameService, scene: &Scene, _: &_| {
                Ok(super::learn::press(s, scene.user.id, scene.language, action, !scene.in_dm())?.into())
            };
            interaction::run(&ctx.http, data, source, what, Shape::Private, work).await;
        }
        Action::ShowBoard(game) | Action::OfferDraw(game) | Action::AskTakeback(game) => {
            // What the slash commands do, for those who have none here (a
            // chat reached through a user's install).
            let work = move |s: &GameService, scene: &Scene, _: &_| match action {
                Action::ShowBoard(_) => board::show(s, scene, Some(game)),
                Action::OfferDraw(_) => offers::offer_draw(s, scene, Some(game)),
                _ => offers::ask_takeback(s, scene, Some(game)),
            };
            interaction::run(&ctx.http, data, source, what, Shape::Public, work).await;
        }
        Action::AskResign(game) => {
            let work = move |s: &GameService, scene: &Scene, _: &_| offers::ask_resign(s, scene, Some(game));
            interaction::run(&ctx.http, data, source, what, Shape::Private, work).await;
        }
        Action::Move(game) => {
            let work = move |s: &GameService, scene: &Scene, _: &_| {
                Ok(super::picker::open(s, scene, game, None)?.into())
            };
            interaction::run(&ctx.http, data, source, what, Shape::Private, work).await;
        }
        Action::Pick(pick) => {
            let values = chosen(press);
            let work =
                move |s: &GameService, scene: &Scene, _: &_| super::picker::press(s, scene, pick, &values);
            interaction::run(&ctx.http, data, source, what, Shape::Update, work).await;
        }
        Action::Analyse(game) => {
            let work = move |s: &GameService, scene: &Scene, _: &_| {
                Ok(super::analysis::open(s, scene, Some(game), None)?.into())
            };
            interaction::run(&ctx.http, data, source, what, Shape::Private, work).await;
        }
        Action::Study(study) => {
            let values = chosen(press);
            let work =
                move |s: &GameService, scene: &Scene, _: &_| super::analysis::press(s, scene, study, &values);
            interaction::run(&ctx.http, data, source, what, Shape::Update, work).await;
        }
        Action::PlanDelete(_) | Action::PlanClear(_) => {
            let values = chosen(press);
            let work = move |s: &GameService, scene: &Scene, _: &_| {
                super::analysis::plan_press(s, scene, action, &values)
            };
            interaction::run(&ctx.http, data, source, what, Shape::Update, work).await;
        }
        Action::ForgetMe(_) | Action::KeepMe(_) => {
            super::commands::forget_me::press(ctx, press, data, action).await;
        }
        Action::LeagueJoin(_)
        | Action::LeagueLeave(_)
        | Action::LeagueLeaveConfirmed(_)
        | Action::LeagueStay(_) => {
            let work = move |s: &GameService, scene: &Scene, _: &_| super::leagues::press(s, scene, action);
            interaction::run(&ctx.http, data, source, what, Shape::Update, work).await;
        }
        Action::Review { game, ply } => {
            let reviews = Arc::clone(&data.reviews);
            let work = move |s: &GameService, scene: &Scene, _: &_| {
                let moment = super::review::turn(s, &reviews, scene, game, ply)?;
                let answer = Answer::Update { pressed: Box::new(moment), follow: None };
                Ok(Done { answer, deed: None, note: None })
            };
            interaction::run(&ctx.http, data, source, what, Shape::Update, work).await;
        }
        _ => {
            let work = move |s: &GameService, scene: &Scene, _: &_| act(s, action, scene).map(Done::from);
            interaction::run(&ctx.http, data, source, what, Shape::Update, work).await;
        }
    }
}

/// The values chosen in a select menu (none for a button).
fn chosen(press: &serenity::ComponentInteraction) -> Vec<String> {
    match &press.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    }
}

/// The service call for an action, and what to show. Blocking. From the
/// service call on, a failure is only the answer's ([`BotError::after`]).
fn act(s: &GameService, action: Action, scene: &Scene) -> Result<Outcome, BotError> {
    let by = &scene.user;
    let (user, language) = (by.id, scene.public);
    if let Some(game) = action.game() {
        s.pick(&scene.here(), Some(game), Purpose::Act)?;
    }
    let answered = |update: String, deed: Deed| Outcome {
        update: Some(update),
        follow: None,
        deed: Some(deed),
        thread: None,
    };
    Ok(match action {
        Action::Accept(challenge) => {
            let accepted = s.accept_placed(challenge, by)?;
            let update = accepted.update;
            let deed = Deed::Started(update.game.id);
            let text = game_words::game_started(language, &update);
            let board =
                board_post(language, &update.game, &update.position, &update.people, &text, &update.notify)
                    .map_err(|e| e.after(deed))?;
            let update_text = Some(words::challenge_accepted(language, user, &update.game));
            // A thread of its own where the server asks for one and one
            // can start here (not within a thread, not without the
            // permissions: the challenger was told so when challenging);
            // the board then goes there rather than after the challenge.
            if accepted.in_thread && !scene.rights.in_thread && scene.rights.bot_can_thread() {
                let start = ThreadStart {
                    game: update.game.id,
                    name: thread_words::thread_name(language, &update.game, &update.people),
                    players: Player::BOTH.into_iter().filter_map(|p| update.game.seats[p].user()).collect(),
                    board,
                    accepter: user,
                    language,
                };
                Outcome { update: update_text, follow: None, deed: Some(deed), thread: Some(Box::new(start)) }
            } else {
                Outcome { update: update_text, follow: Some(board), deed: Some(deed), thread: None }
            }
        }
        Action::Decline(challenge) => {
            let closed = s.withdraw_or_decline(challenge, user)?;
            answered(words::challenge_answered(language, &closed, None), Deed::AnsweredChallenge(challenge))
        }
        Action::Cancel(challenge) => {
            let closed = s.cancel(challenge, user)?;
            answered(words::challenge_answered(language, &closed, None), Deed::AnsweredChallenge(challenge))
        }
        Action::DrawAccept(game) => {
            let finished = s.accept_draw(game, user)?;
            let text = game_words::finished(language, &finished);
            ended_with_board(language, &finished, text)?
        }
        Action::DrawDecline(game) => {
            let g = s.decline_draw(game, user)?;
            answered(game_words::offer_declined(language, &g, Offer::Draw, user), Deed::AnsweredOffer(game))
        }
        Action::TakebackAccept(game) => {
            let t = s.accept_takeback(game, user)?;
            let deed = Deed::TookBack(game);
            let text = game_words::taken_back(language, &t);
            let board = board_post(language, &t.game, &t.position, &t.people, &text, &t.notify)
                .map_err(|e| e.after(deed))?;
            Outcome { update: Some(text), follow: Some(board), deed: Some(deed), thread: None }
        }
        Action::TakebackDecline(game) => {
            let g = s.decline_takeback(game, user)?;
            answered(
                game_words::offer_declined(language, &g, Offer::Takeback, user),
                Deed::AnsweredOffer(game),
            )
        }
        Action::Rematch(game) => challenged(language, s.rematch(game, by)?)?,
        Action::Resign(game) => {
            // The question was private, in the player's language; the
            // board goes to everyone, in the channel's.
            let finished = s.resign(game, user)?;
            let mut outcome =
                ended_with_board(language, &finished, words::resigned(language, user, &finished))?;
            outcome.update = Some(words::resigned(scene.language, user, &finished));
            outcome
        }
        Action::KeepPlaying(game) => Outcome {
            update: Some(words::kept_playing(scene.language, game)),
            follow: None,
            deed: None,
            thread: None,
        },
        Action::ClaimWin(game) => {
            let finished = s.claim_timeout(game, user)?;
            ended_with_board(language, &finished, words::claimed(language, user, &finished))?
        }
        Action::LessonPlay(_) => challenged(language, s.lesson_game(first_game(scene)?)?)?,
        // Handled by `super::puzzle::press`, `super::review::press`,
        // `super::learn::press`, `super::picker` and `forget_me::press` before this.
        Action::PuzzleNext(_)
        | Action::Move(_)
        | Action::ShowBoard(_)
        | Action::AskResign(_)
        | Action::OfferDraw(_)
        | Action::AskTakeback(_)
        | Action::Pick(_)
        | Action::Analyse(_)
        | Action::Study(_)
        | Action::PlanDelete(_)
        | Action::PlanClear(_)
        | Action::PuzzleRetry(_)
        | Action::PuzzleSolution(_)
        | Action::Review { .. }
        | Action::LessonBack(_)
        | Action::LessonNext(_)
        | Action::LessonQuit(_)
        | Action::LessonOpen(_)
        | Action::ForgetMe(_)
        | Action::KeepMe(_)
        | Action::LeagueJoin(_)
        | Action::LeagueLeave(_)
        | Action::LeagueLeaveConfirmed(_)
        | Action::LeagueStay(_) => {
            return Err(BotError::Refused(words::stale_button(scene.language)));
        }
    })
}

/// The last lesson's game: the learner against the computer at easy,
/// playing White as in the lessons, here, as `/punct challenge` with the
/// bot as opponent starts it.
fn first_game(scene: &Scene) -> Result<ChallengeRequest, BotError> {
    let opponent = scene.opponent(Invitee::Computer(Level::Easy)).map_err(BotError::Refused)?;
    Ok(ChallengeRequest {
        challenger: scene.user.clone(),
        channel: scene.channel,
        guild: scene.guild,
        opponent,
        variant: crate::rules::Variant::Standard,
        time_control: TimeControl::default(),
        colour: ColourChoice::White,
    })
}

/// A challenge made by a press (a rematch, the last lesson's game): the
/// game's first board when it started at once, else the challenge post.
fn challenged(language: Language, result: Challenged) -> Result<Outcome, BotError> {
    Ok(match result {
        Challenged::Started(update) => {
            let deed = Deed::Started(update.game.id);
            let text = game_words::game_started(language, &update);
            let board =
                board_post(language, &update.game, &update.position, &update.people, &text, &update.notify)
                    .map_err(|e| e.after(deed))?;
            Outcome { update: None, follow: Some(board), deed: Some(deed), thread: None }
        }
        Challenged::Pending(c) => Outcome {
            update: None,
            follow: Some(challenge_post(language, &c)),
            deed: Some(Deed::Challenged(c.id, false)),
            thread: None,
        },
    })
}

/// The pressed message says `text` and the game's final board follows.
fn ended_with_board(language: Language, f: &Finished, text: String) -> Result<Outcome, BotError> {
    let deed = Deed::Ended(f.game.id);
    let board =
        board_post(language, &f.game, &f.position, &f.people, &text, &f.notify).map_err(|e| e.after(deed))?;
    Ok(Outcome { update: Some(text), follow: Some(board), deed: Some(deed), thread: None })
}
