//! `/punct forget-me`: erasing what the bot keeps about the asker. The
//! command only asks, privately, with Forget me and Cancel (the time of
//! asking in their custom ids, so an old question is recognised); the
//! press on Forget me does it ([`press`]): games going on against people
//! are resigned as any resignation (their boards posted in their channels
//! at once), the rest erased, finished games kept with the asker as "a
//! former player".

use std::sync::{Arc, Mutex};

use poise::serenity_prelude as serenity;
use tracing::warn;

use crate::discord::custom_id::Action;
use crate::discord::deliver::{Outgoing, deliver_all};
use crate::discord::interaction::{self, Answer, Done, Shape, Source};
use crate::discord::reply::{Button, Post};
use crate::discord::scene::Scene;
use crate::discord::work::board_post;
use crate::discord::{BotError, Context, Data};
use crate::messages::discord as board_words;
use crate::messages::privacy::{self as words, ForgetButton};
use crate::service::{Finished, Forgetting, GameService, Timestamp};

/// Erase what I keep about you; your finished games stay, with you as "a former player".
#[poise::command(slash_command, rename = "forget-me")]
pub async fn forget_me(ctx: Context<'_>) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Private, move |s, scene, _| ask(s, scene)).await
}

/// The private question, or why there is nothing to ask.
fn ask(s: &GameService, scene: &Scene) -> Result<Done, BotError> {
    let language = scene.language;
    let Some(question) = s.before_forgetting(scene.user.id)? else {
        return Ok(Post::private(words::nothing_to_forget(language)).into());
    };
    let asked = question.asked.0.max(1);
    let mut post = Post::private(words::forget_question(language, question.ongoing));
    post.buttons = vec![
        Button::new(
            Action::ForgetMe(asked),
            words::forget_button(language, ForgetButton::Confirm),
            serenity::ButtonStyle::Danger,
        ),
        Button::new(
            Action::KeepMe(asked),
            words::forget_button(language, ForgetButton::Cancel),
            serenity::ButtonStyle::Secondary,
        ),
    ];
    Ok(post.into())
}

/// The pressed question becomes `text` (its buttons gone).
fn answered(text: String) -> Done {
    Done {
        answer: Answer::Update { pressed: Box::new(Post::text(text)), follow: None },
        deed: None,
        note: None,
    }
}

/// A press on the question's Forget me or Cancel: the question becomes
/// what was done. After Forget me, the resigned games' boards go to their
/// channels, delivered as any post the bot makes by itself (at least
/// once, shown once; a board not delivered now is owed and posted by the
/// background task).
pub async fn press(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    action: Action,
) {
    let what = press.data.custom_id.as_str();
    let boards: Arc<Mutex<Vec<Outgoing>>> = Arc::default();
    let drawn = Arc::clone(&boards);
    let work = move |s: &GameService, scene: &Scene, _: &_| -> Result<Done, BotError> {
        let language = scene.language;
        let Action::ForgetMe(asked) = action else {
            return Ok(answered(words::forget_cancelled(language)));
        };
        let done = match s.forget_me(scene.user.id, Timestamp(asked))? {
            Forgetting::NothingStored => return Ok(answered(words::nothing_to_forget(language))),
            Forgetting::Stale => return Err(BotError::Refused(board_words::stale_button(language))),
            Forgetting::Forgotten(done) => done,
        };
        let posts = done.resigned.iter().filter_map(resignation_board).collect();
        if let Ok(mut slot) = drawn.lock() {
            *slot = posts;
        }
        Ok(answered(words::forgotten(language, &done)))
    };
    interaction::run(&ctx.http, data, Source::Press(press), what, Shape::Update, work).await;
    let boards = boards.lock().map(|mut b| std::mem::take(&mut *b)).unwrap_or_default();
    if !boards.is_empty() {
        deliver_all(&ctx.http, &data.service, boards).await;
    }
}

/// The board announcing a resignation by the one forgotten (the loser,
/// already "a former player"), in the game's channel and language.
fn resignation_board(f: &Finished) -> Option<Outgoing> {
    let loser = f.game.result?.winner?.opponent();
    let former = f.game.seats[loser].user()?;
    let language = f.people.post_language(&f.game);
    let text = board_words::resigned(language, former, f);
    match board_post(language, &f.game, &f.position, &f.people, &text, &f.notify) {
        Ok(post) => Outgoing::board(f.game.channel, post),
        Err(e) => {
            warn!(game = %f.game.id, error = %e, "a resigned game's board could not be drawn; it stays owed");
            None
        }
    }
}
