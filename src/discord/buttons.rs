//! Button presses. The custom id says what and which ([`Action`]); the
//! service decides from the database whether the presser may and whether
//! it still applies, so buttons keep working across days and restarts and
//! two people pressing at once cannot both win.
//!
//! Answers: the pressed message is updated (its buttons removed) and what
//! follows (a new board, a new challenge) comes as a new message; a
//! refusal goes privately to the presser only.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::custom_id::Action;
use super::error::Chain;
use super::reply::{Post, Posted, challenge_post};
use super::scene::{Invitee, Scene};
use super::work::{blocking, board_post, current_board_post, remember_board, withdraw_unseen};
use super::{BotError, Data};
use crate::messages::discord::{self as words, Deed};
use crate::messages::service::{self as game_words, Offer};
use crate::service::{
    ChallengeRequest, Challenged, ColourChoice, GameId, GameService, Language, Level, TimeControl, UserId,
};

/// As for commands: answer "thinking…" if the work takes longer.
const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// What a press leads to.
struct Outcome {
    /// New text for the pressed message (its buttons go), if it changes.
    update: Option<String>,
    /// A new message to post after it.
    follow: Option<Post>,
    /// What the press did that counts, to tell the presser if the answer
    /// cannot be sent (`None`: nothing changed).
    deed: Option<Deed>,
}

/// Handles one button press; never fails: errors are answered privately
/// and logged by kind.
pub async fn handle(ctx: &serenity::Context, press: &serenity::ComponentInteraction, data: &Data) {
    let Ok(action) = press.data.custom_id.parse::<Action>() else {
        respond_privately(ctx, press, words::stale_button(Language::from_discord(&press.locale))).await;
        return;
    };
    if action.puzzle().is_some() {
        super::puzzle::press(ctx, press, data, action).await;
        return;
    }
    if let Action::Review { game, ply } = action {
        super::review::press(ctx, press, data, game, ply).await;
        return;
    }
    if action.lesson().is_some() {
        super::learn::press(ctx, press, data, action).await;
        return;
    }
    let scene = Scene::of_press(press);
    let user = scene.user.id;
    super::work::remember_language(&data.service, user, &press.locale);
    super::work::remember_server_language(&data.service, scene.guild, press.guild_locale.as_deref());
    let language = scene.language;
    let service = Arc::clone(&data.service);
    let work = blocking(&service, move |s| act(s, action, &scene));
    tokio::pin!(work);
    let mut deferred = false;
    let result = tokio::select! {
        done = &mut work => done,
        () = tokio::time::sleep(DEFER_AFTER) => {
            deferred = press.defer(&ctx.http).await.is_ok();
            work.await
        }
    };
    let answered = match result {
        Ok(outcome) => {
            let deed = outcome.deed;
            match deliver(ctx, press, outcome, deferred).await {
                Ok(shown) => Ok(shown),
                Err(Unsent { error, responded }) => {
                    let error = BotError::from(error);
                    let error = match deed {
                        Some(deed) => withdraw_unseen(&service, error.after(deed), user).await,
                        None => error,
                    };
                    tracing::error!(button = %action, error = %Chain(&error), "button failed");
                    send_private(ctx, press, error.for_player(language), responded).await.map(|()| None)
                }
            }
        }
        Err(error) => {
            if error.is_failure() {
                tracing::error!(button = %action, error = %Chain(&error), "button failed");
            }
            send_private(ctx, press, error.for_player(language), deferred).await.map(|()| None)
        }
    };
    match answered {
        Ok(Some((post, posted))) => remember_board(&service, &post, posted).await,
        Ok(None) => {}
        Err(e) => warn!(button = %action, error = %e, "could not answer a button press"),
    }
}

/// The service call for an action, and what to show. Blocking. From the
/// service call on, a failure is only the answer's ([`BotError::after`]).
fn act(s: &GameService, action: Action, scene: &Scene) -> Result<Outcome, BotError> {
    let by = &scene.user;
    let (user, language) = (by.id, scene.public);
    if let Some(game) = action.game() {
        scene.may_change(&s.game(game)?.game).map_err(BotError::Refused)?;
    }
    let answered =
        |update: String, deed: Deed| Outcome { update: Some(update), follow: None, deed: Some(deed) };
    Ok(match action {
        Action::Accept(challenge) => {
            let update = s.accept(challenge, by)?;
            let deed = Deed::Started(update.game.id);
            let text = game_words::game_started(language, &update);
            let board = board_post(s, language, &update.game, &update.position, &text, Some(user))
                .map_err(|e| e.after(deed))?;
            Outcome {
                update: Some(words::challenge_accepted(language, user, &update.game)),
                follow: Some(board),
                deed: Some(deed),
            }
        }
        Action::Decline(challenge) => {
            let challenges = s.challenges_of(user)?;
            let mine = challenges.iter().any(|c| c.id == challenge && c.challenger == user);
            let closed = if mine { s.cancel(challenge, user)? } else { s.decline(challenge, user)? };
            answered(words::challenge_answered(language, &closed, None), Deed::AnsweredChallenge(challenge))
        }
        Action::Cancel(challenge) => {
            let closed = s.cancel(challenge, user)?;
            answered(words::challenge_answered(language, &closed, None), Deed::AnsweredChallenge(challenge))
        }
        Action::DrawAccept(game) => {
            let finished = s.accept_draw(game, user)?;
            let text = game_words::finished(language, &finished);
            ended_with_board(s, language, game, text, user, Deed::Ended(game))?
        }
        Action::DrawDecline(game) => {
            let g = s.decline_draw(game, user)?;
            answered(game_words::offer_declined(language, &g, Offer::Draw, user), Deed::AnsweredOffer(game))
        }
        Action::TakebackAccept(game) => {
            let t = s.accept_takeback(game, user)?;
            let deed = Deed::TookBack(game);
            let text = game_words::taken_back(language, &t);
            let board = board_post(s, language, &t.game, &t.position, &text, Some(user))
                .map_err(|e| e.after(deed))?;
            Outcome { update: Some(text), follow: Some(board), deed: Some(deed) }
        }
        Action::TakebackDecline(game) => {
            let g = s.decline_takeback(game, user)?;
            answered(
                game_words::offer_declined(language, &g, Offer::Takeback, user),
                Deed::AnsweredOffer(game),
            )
        }
        Action::Rematch(game) => challenged(s, language, user, s.rematch(game, by)?)?,
        Action::Resign(game) => {
            // The question was private, in the player's language; the
            // board goes to everyone, in the channel's.
            let finished = s.resign(game, user)?;
            let mut outcome = ended_with_board(
                s,
                language,
                game,
                words::resigned(language, user, &finished),
                user,
                Deed::Ended(game),
            )?;
            outcome.update = Some(words::resigned(scene.language, user, &finished));
            outcome
        }
        Action::KeepPlaying(game) => {
            Outcome { update: Some(words::kept_playing(scene.language, game)), follow: None, deed: None }
        }
        Action::ClaimWin(game) => {
            let finished = s.claim_timeout(game, user)?;
            ended_with_board(
                s,
                language,
                game,
                words::claimed(language, user, &finished),
                user,
                Deed::Ended(game),
            )?
        }
        Action::LessonPlay(_) => challenged(s, language, user, s.lesson_game(first_game(scene)?)?)?,
        // Handled by `super::puzzle::press`, `super::review::press` and `super::learn::press` before this.
        Action::PuzzleNext(_)
        | Action::PuzzleRetry(_)
        | Action::PuzzleSolution(_)
        | Action::Review { .. }
        | Action::LessonBack(_)
        | Action::LessonNext(_)
        | Action::LessonQuit(_)
        | Action::LessonOpen(_) => {
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
fn challenged(
    s: &GameService,
    language: Language,
    user: UserId,
    result: Challenged,
) -> Result<Outcome, BotError> {
    Ok(match result {
        Challenged::Started(update) => {
            let deed = Deed::Started(update.game.id);
            let text = game_words::game_started(language, &update);
            let board = board_post(s, language, &update.game, &update.position, &text, Some(user))
                .map_err(|e| e.after(deed))?;
            Outcome { update: None, follow: Some(board), deed: Some(deed) }
        }
        Challenged::Pending(c) => Outcome {
            update: None,
            follow: Some(challenge_post(language, &c)),
            deed: Some(Deed::Challenged(c.id, false)),
        },
    })
}

/// The pressed message says `text` and the game's new board follows.
fn ended_with_board(
    s: &GameService,
    language: Language,
    game: GameId,
    text: String,
    user: UserId,
    deed: Deed,
) -> Result<Outcome, BotError> {
    let board = current_board_post(s, language, game, &text, Some(user)).map_err(|e| e.after(deed))?;
    Ok(Outcome { update: Some(text), follow: Some(board), deed: Some(deed) })
}

/// An answer that could not be sent, and whether the interaction had
/// been answered before it failed (then only follow-ups may be sent).
struct Unsent {
    error: serenity::Error,
    responded: bool,
}

/// Sends the outcome: the update as the interaction's response (or the
/// new message as the response when nothing is updated), then the rest as
/// a follow-up. Returns the new message and where it went, when known.
async fn deliver(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    outcome: Outcome,
    deferred: bool,
) -> Result<Option<(Post, Posted)>, Unsent> {
    let mut follow = outcome.follow;
    if let Some(text) = outcome.update {
        let update = update_pressed(ctx, press, text, deferred).await;
        update.map_err(|error| Unsent { error, responded: deferred })?;
    } else if let Some(post) = follow.take_if(|_| !deferred) {
        let response = serenity::CreateInteractionResponse::Message(post.to_response());
        let created = press.create_response(&ctx.http, response).await;
        created.map_err(|error| Unsent { error, responded: false })?;
        return Ok(read_back(ctx, press, post).await);
    }
    if let Some(post) = follow {
        let sent = press.create_followup(&ctx.http, post.to_followup()).await;
        let message = sent.map_err(|error| Unsent { error, responded: true })?;
        return Ok(Some((post, Posted::from(&message))));
    }
    Ok(None)
}

/// Replaces the pressed message's text with `text` and removes its buttons.
async fn update_pressed(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    text: String,
    deferred: bool,
) -> Result<(), serenity::Error> {
    let mentions = serenity::CreateAllowedMentions::new();
    if deferred {
        let edit = serenity::EditInteractionResponse::new().content(text).components(Vec::new());
        press.edit_response(&ctx.http, edit.allowed_mentions(mentions)).await?;
    } else {
        let message = serenity::CreateInteractionResponseMessage::new().content(text).components(Vec::new());
        let update = serenity::CreateInteractionResponse::UpdateMessage(message.allowed_mentions(mentions));
        press.create_response(&ctx.http, update).await?;
    }
    Ok(())
}

/// The message an interaction response created: Discord answers the
/// response without it, so a board's id is read back (other posts need
/// none). The press was answered either way, so a failure is only logged.
async fn read_back(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    post: Post,
) -> Option<(Post, Posted)> {
    post.board?;
    match press.get_response(&ctx.http).await {
        Ok(message) => Some((post, Posted::from(&message))),
        Err(e) => {
            warn!(error = %BotError::from(e), "could not read back a board message");
            None
        }
    }
}

async fn send_private(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    text: String,
    deferred: bool,
) -> Result<(), serenity::Error> {
    if deferred {
        press.create_followup(&ctx.http, Post::private(text).to_followup()).await?;
    } else {
        let response = serenity::CreateInteractionResponse::Message(Post::private(text).to_response());
        press.create_response(&ctx.http, response).await?;
    }
    Ok(())
}

async fn respond_privately(ctx: &serenity::Context, press: &serenity::ComponentInteraction, text: String) {
    if let Err(e) = send_private(ctx, press, text, false).await {
        warn!(error = %BotError::from(e), "could not answer a button press");
    }
}
