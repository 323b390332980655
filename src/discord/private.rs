//! What puzzles and lessons share: a private post with a picture, and
//! answering a button press with a new private message. Private means
//! ephemeral in a server channel; in a DM with the bot nobody else can
//! see the message anyway, and lessons post there plainly so they stay.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::custom_id::Action;
use super::reply::{Attachment, Card, Post};
use super::scene::Scene;
use super::work::blocking;
use super::{BotError, Data};
use crate::service::{GameService, Language, UserId};

/// As for commands: answer "thinking…" if the work takes longer.
const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// A post with an embed (`title`, `text`) showing the picture `png`,
/// attached as `filename`; `ephemeral` if only the asker may see it.
pub fn card(title: String, text: String, filename: String, png: Vec<u8>, ephemeral: bool) -> Post {
    let mut post = Post { ephemeral, ..Post::default() };
    post.card = Some(Card { title, description: Some(text), image: Some(filename.clone()), footer: None });
    post.files.push(Attachment { filename, bytes: png });
    post
}

/// Answers a button press with a new message only the presser sees
/// (`ephemeral`, or in a DM plainly), built by `act` off the executor.
/// Discord is told "thinking…" if that takes long; a refusal or failure
/// is answered privately, failures logged.
pub async fn answer_press<F>(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    action: Action,
    ephemeral: bool,
    act: F,
) where
    F: FnOnce(&GameService, UserId, Language) -> Result<Post, BotError> + Send + 'static,
{
    let scene = Scene::of_press(press);
    let (user, language) = (scene.user.id, scene.language);
    super::work::remember_language(&data.service, user, &press.locale);
    let work = blocking(&data.service, move |s| act(s, user, language));
    tokio::pin!(work);
    let mut deferred = false;
    let result = tokio::select! {
        done = &mut work => done,
        () = tokio::time::sleep(DEFER_AFTER) => {
            let thinking = serenity::CreateInteractionResponseMessage::new().ephemeral(ephemeral);
            let defer = serenity::CreateInteractionResponse::Defer(thinking);
            deferred = press.create_response(&ctx.http, defer).await.is_ok();
            work.await
        }
    };
    let post = result.unwrap_or_else(|error| {
        if error.is_failure() {
            tracing::error!(button = %action, error = %super::error::Chain(&error), "button failed");
        }
        Post { ephemeral, ..Post::text(error.for_player(language)) }
    });
    let sent = if deferred {
        press.create_followup(&ctx.http, post.to_followup()).await.map(|_| ())
    } else {
        let response = serenity::CreateInteractionResponse::Message(post.to_response());
        press.create_response(&ctx.http, response).await
    };
    if let Err(e) = sent {
        warn!(button = %action, error = %BotError::from(e), "could not answer a private button");
    }
}
