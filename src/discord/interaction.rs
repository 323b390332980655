//! The one pipeline every interaction goes through: slash commands, button
//! presses and menu choices ([`run`]), and autocomplete ([`suggestions`]).
//!
//! ```text
//! interaction ─▶ Scene (once) ─▶ its turn (first come, first served)
//!             ─▶ work: one service call + what to show
//!             ─▶ "thinking…" if the work outlasts DEFER_AFTER
//!             ─▶ send (response, update, edit or follow-up)
//!             ─▶ remember (one service call: languages, the board shown)
//!             ─▶ if the asker's DMs were found closed: why notices stopped
//!             ─▶ on a refusal or failure: the private answer
//! ```
//!
//! Why one: a deferral, a refusal, a read-back of a board's message id or
//! a language to remember written in each command is one missing from the
//! next. A command or button is then what it asks of the service and how
//! the answer is shown, in a few lines.

use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{error, warn};

use super::error::Chain;
use super::reply::{Post, Posted};
use super::scene::Scene;
use super::threads::{self, Started, ThreadStart};
use super::work::{blocking, blocking_in_turn, withdraw_unseen};
use super::{BotError, Context, Data};
use crate::messages::discord::Deed;
use crate::messages::suggest::Choice;
use crate::service::{GameService, Language, Owed, Seen, ShownBoard};

/// How long work may run before Discord is told "thinking…": Discord
/// drops an interaction not answered within 3 s.
pub const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// How often a long piece of work's status (a review's "move 40 of 96") is
/// shown in place of "thinking…": Discord limits how often a message may
/// be edited.
const STATUS_EVERY: Duration = Duration::from_secs(4);

/// The interaction being answered.
#[derive(Clone, Copy)]
pub enum Source<'a> {
    /// A slash command.
    Command(&'a serenity::CommandInteraction),
    /// A button press or a menu choice on a message of the bot's.
    Press(&'a serenity::ComponentInteraction),
}

/// How the answer will be shown, known before the work is done: it
/// decides what "thinking…" looks like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A new message everyone here sees (a board, a challenge, a review).
    Public,
    /// A new message only the asker sees (a list, a puzzle, a lesson).
    Private,
    /// The pressed message changes, and a new message may follow it.
    Update,
}

/// What the work shows.
#[derive(Debug)]
pub enum Answer {
    /// A new message; its `ephemeral` says who sees it.
    Post(Post),
    /// The pressed message becomes `pressed`, and `follow` is posted after.
    Update {
        /// The pressed message's new content (buttons replaced).
        pressed: Box<Post>,
        /// A new message after it (a board, a challenge).
        follow: Option<Post>,
    },
    /// The pressed challenge becomes `pressed`, a thread is started from it
    /// and the game's first board is posted there (in the channel if no
    /// thread can be started).
    Threaded {
        /// The pressed message's new content.
        pressed: Box<Post>,
        /// The thread to start.
        start: Box<ThreadStart>,
    },
}

/// What the work hands back: the answer, and what it did that counts, so
/// that if the answer cannot be sent the player still hears that it did.
#[derive(Debug)]
pub struct Done {
    /// What to show.
    pub answer: Answer,
    /// What was committed, if anything.
    pub deed: Option<Deed>,
    /// A word for the asker alone, after the answer (why a game is played
    /// here rather than in a thread of its own).
    pub note: Option<String>,
}

impl Done {
    /// `answer`, after `deed` was committed.
    pub fn after(deed: Deed, answer: Answer) -> Done {
        Done { answer, deed: Some(deed), note: None }
    }

    /// The same, with `note` for the asker alone after it.
    pub fn noting(self, note: Option<String>) -> Done {
        Done { note, ..self }
    }

    /// The same answer for a place where the bot only answers (a user's
    /// install): every board of a game going on carries a button for
    /// everything the game needs, and a game's first board says that no
    /// reminder will come.
    fn for_answers_only(self, language: Language) -> Done {
        let started = matches!(self.deed, Some(Deed::Started(_)));
        let equip = |post: Post| {
            if post.ephemeral {
                return post;
            }
            let mut post = post.with_game_buttons(language);
            if started && post.board.is_some() {
                post.content =
                    format!("{}\n{}", post.content, crate::messages::anywhere::answer_only_start(language));
            }
            post
        };
        let answer = match self.answer {
            Answer::Post(post) => Answer::Post(equip(post)),
            Answer::Update { pressed, follow } => {
                Answer::Update { pressed: Box::new(equip(*pressed)), follow: follow.map(equip) }
            }
            // No thread is ever started where the bot is not a member.
            threaded @ Answer::Threaded { .. } => threaded,
        };
        Done { answer, ..self }
    }
}

impl From<Post> for Done {
    /// A post that shows something and changes nothing.
    fn from(post: Post) -> Done {
        Done { answer: Answer::Post(post), deed: None, note: None }
    }
}

/// A line long work may set while it runs, shown in place of "thinking…".
#[derive(Clone, Debug, Default)]
pub struct Status(Arc<Mutex<Option<String>>>);

impl Status {
    /// Shows `text` at the next chance.
    pub fn say(&self, text: String) {
        if let Ok(mut line) = self.0.lock() {
            *line = Some(text);
        }
    }

    fn read(&self) -> Option<String> {
        self.0.lock().ok().and_then(|line| line.clone())
    }
}

/// The work of an interaction: on the blocking pool in its turn
/// (`work::Turns`), with the service, the scene and the status
/// line.
pub trait Work: FnOnce(&GameService, &Scene, &Status) -> Result<Done, BotError> + Send + 'static {}

impl<F> Work for F where F: FnOnce(&GameService, &Scene, &Status) -> Result<Done, BotError> + Send + 'static {}

/// A slash command through the pipeline. Always `Ok`: refusals and
/// failures are answered (and logged) here.
///
/// # Errors
/// None; the signature is poise's.
pub async fn command(ctx: Context<'_>, shape: Shape, work: impl Work) -> Result<(), BotError> {
    let poise::Context::Application(actx) = ctx else { return Ok(()) };
    let what = ctx.command().qualified_name.clone();
    run(&ctx.serenity_context().http, ctx.data(), Source::Command(actx.interaction), &what, shape, work)
        .await;
    Ok(())
}

/// Answers one interaction: see the module docs. `what` names it in the
/// log (a command's name, a button's id).
pub async fn run(
    http: &serenity::Http,
    data: &Data,
    source: Source<'_>,
    what: &str,
    shape: Shape,
    work: impl Work,
) {
    let scene = source.scene();
    let status = Status::default();
    let task = {
        let (scene, status) = (scene.clone(), status.clone());
        blocking_in_turn(&data.service, move |s| {
            let done = work(s, &scene, &status)?;
            Ok(if scene.bot_posts() { done } else { done.for_answers_only(scene.public) })
        })
    };
    let (result, deferred) = patiently(http, source, shape, task, &status).await;
    let reply = Reply { http, service: &data.service, source, shape, deferred };
    let mut note = None;
    let shown = match result {
        Ok(done) => match reply.send(done.answer).await {
            Ok(shown) => {
                note = done.note;
                shown
            }
            Err(Unsent { error, responded }) => {
                let mut error = BotError::from(error);
                if let Some(deed) = done.deed {
                    error = withdraw_unseen(&data.service, error.after(deed), scene.user.id).await;
                }
                error!(interaction = what, error = %Chain(&error), "the answer could not be sent");
                reply.refuse(error.for_player(scene.language), responded).await;
                None
            }
        },
        Err(error) => {
            if error.is_failure() {
                error!(interaction = what, error = %Chain(&error), "interaction failed");
            }
            reply.refuse(error.for_player(scene.language), false).await;
            None
        }
    };
    if let Some(note) = note
        && let Err(Unsent { error, .. }) = reply.follow(Post::private(note)).await
    {
        warn!(error = %BotError::from(error), "could not add a private note to an answer");
    }
    let owed = remember(data, &scene, shown).await;
    // Their DMs were found closed since they last asked anything (why
    // their turn notices stopped), and plans of theirs that were cleared:
    // privately, after the answer.
    let mut notes = Vec::new();
    if owed.dms_closed {
        notes.push(crate::messages::discord::dms_closed(scene.language));
    }
    for shown in &owed.plan_notes {
        notes.push(crate::messages::plans::note(scene.language, &shown.note, shown.opponent));
    }
    if !notes.is_empty()
        && let Err(Unsent { error, .. }) = reply.follow(Post::private(notes.join("\n\n"))).await
    {
        warn!(error = %BotError::from(error), "could not add what a person was owed to an answer");
    }
}

/// Autocomplete through the pipeline: the scene, then `work` (one service
/// call) off the executor. Nothing is remembered: a keystroke is not an
/// answer. A failure suggests nothing (Discord shows no choices).
pub async fn suggestions<F>(ctx: Context<'_>, work: F) -> serenity::CreateAutocompleteResponse
where
    F: FnOnce(&GameService, &Scene) -> Result<Vec<serenity::AutocompleteChoice>, BotError> + Send + 'static,
{
    let poise::Context::Application(actx) = ctx else { return serenity::CreateAutocompleteResponse::new() };
    let scene = Scene::of_command(actx.interaction);
    let choices = blocking(&ctx.data().service, move |s| work(s, &scene)).await.unwrap_or_default();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Move suggestions as Discord lists them (text options).
pub fn listed(choices: Vec<Choice>) -> Vec<serenity::AutocompleteChoice> {
    choices.into_iter().map(|c| serenity::AutocompleteChoice::new(c.name, c.value)).collect()
}

impl Source<'_> {
    fn scene(self) -> Scene {
        match self {
            Source::Command(command) => Scene::of_command(command),
            Source::Press(press) => Scene::of_press(press),
        }
    }

    async fn respond(self, http: &serenity::Http, response: serenity::CreateInteractionResponse) -> Sent<()> {
        match self {
            Source::Command(c) => c.create_response(http, response).await,
            Source::Press(p) => p.create_response(http, response).await,
        }
    }

    async fn edit(
        self,
        http: &serenity::Http,
        edit: serenity::EditInteractionResponse,
    ) -> Sent<serenity::Message> {
        match self {
            Source::Command(c) => c.edit_response(http, edit).await,
            Source::Press(p) => p.edit_response(http, edit).await,
        }
    }

    async fn follow(
        self,
        http: &serenity::Http,
        post: serenity::CreateInteractionResponseFollowup,
    ) -> Sent<serenity::Message> {
        match self {
            Source::Command(c) => c.create_followup(http, post).await,
            Source::Press(p) => p.create_followup(http, post).await,
        }
    }

    async fn original(self, http: &serenity::Http) -> Sent<serenity::Message> {
        match self {
            Source::Command(c) => c.get_response(http).await,
            Source::Press(p) => p.get_response(http).await,
        }
    }

    async fn delete_original(self, http: &serenity::Http) -> Sent<()> {
        match self {
            Source::Command(c) => c.delete_response(http).await,
            Source::Press(p) => p.delete_response(http).await,
        }
    }

    /// Whether "thinking…" for `shape` is a message of its own (which the
    /// answer then replaces), rather than a silent acknowledgement of a
    /// press: a command's always is; a press's only for a private answer.
    fn placeholder(self, shape: Shape) -> bool {
        matches!(self, Source::Command(_)) || shape == Shape::Private
    }
}

type Sent<T> = Result<T, serenity::Error>;

/// Waits for `task`; if it outlasts [`DEFER_AFTER`], tells Discord the
/// answer is coming, then shows `status` whenever it changes. Returns the
/// result and whether Discord was told. The work is seen through even
/// when Discord cannot be told: it may be a move being committed, whose
/// player must hear that it was played.
async fn patiently<T>(
    http: &serenity::Http,
    source: Source<'_>,
    shape: Shape,
    task: impl Future<Output = Result<T, BotError>>,
    status: &Status,
) -> (Result<T, BotError>, bool) {
    tokio::pin!(task);
    tokio::select! {
        done = &mut task => return (done, false),
        () = tokio::time::sleep(DEFER_AFTER) => {}
    }
    let thinking = match (source, shape) {
        (Source::Press(_), Shape::Public | Shape::Update) => serenity::CreateInteractionResponse::Acknowledge,
        (_, shape) => serenity::CreateInteractionResponse::Defer(
            serenity::CreateInteractionResponseMessage::new().ephemeral(shape == Shape::Private),
        ),
    };
    let deferred = match source.respond(http, thinking).await {
        Ok(()) => true,
        Err(e) => {
            warn!(error = %BotError::from(e), "could not tell Discord an answer is coming");
            false
        }
    };
    let mut ticks = tokio::time::interval(STATUS_EVERY);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut shown: Option<String> = None;
    loop {
        tokio::select! {
            done = &mut task => return (done, deferred),
            _ = ticks.tick() => {
                let line = status.read();
                if deferred && source.placeholder(shape) && line.is_some() && line != shown {
                    let edit = serenity::EditInteractionResponse::new().content(line.clone().unwrap_or_default());
                    if let Err(e) = source.edit(http, edit).await {
                        warn!(error = %BotError::from(e), "could not show how far the work has come");
                    }
                    shown = line;
                }
            }
        }
    }
}

/// An answer that could not be sent, and whether the interaction had been
/// answered before it failed (then only follow-ups may be sent).
struct Unsent {
    error: serenity::Error,
    responded: bool,
}

/// How one interaction is answered, once the work is done.
struct Reply<'a> {
    http: &'a serenity::Http,
    service: &'a Arc<GameService>,
    source: Source<'a>,
    shape: Shape,
    deferred: bool,
}

impl Reply<'_> {
    /// Sends `answer`. Returns the post showing a board and where it went,
    /// when it showed one publicly (to be remembered).
    async fn send(&self, answer: Answer) -> Result<Option<(Post, Option<Posted>)>, Unsent> {
        match answer {
            Answer::Post(post) => self.post(post).await,
            Answer::Update { pressed, follow } => {
                self.update(&pressed).await.map_err(|error| Unsent { error, responded: self.deferred })?;
                match follow {
                    Some(post) => self.follow(post).await,
                    None => Ok(None),
                }
            }
            Answer::Threaded { pressed, start } => {
                self.update(&pressed).await.map_err(|error| Unsent { error, responded: self.deferred })?;
                let Source::Press(press) = self.source else { return self.follow(start.board).await };
                match threads::start(self.http, self.service, press, *start).await {
                    Started::InThread(post, posted) => Ok(shown(post, Some(posted))),
                    Started::BoardOwed => Ok(None),
                    Started::InChannel(board) => self.follow(board).await,
                }
            }
        }
    }

    /// A new message as the answer.
    async fn post(&self, post: Post) -> Result<Option<(Post, Option<Posted>)>, Unsent> {
        let (http, source) = (self.http, self.source);
        let placeholder = self.deferred && source.placeholder(self.shape);
        let fail = |responded| move |error| Unsent { error, responded };
        let same_kind = (self.shape == Shape::Private) == post.ephemeral;
        if placeholder && same_kind {
            let message = source.edit(http, post.to_edit()).await.map_err(fail(true))?;
            return Ok(shown(post, Some(Posted::from(&message))));
        }
        if placeholder {
            // "Thinking…" was public and the answer private, or the other
            // way round: it cannot change kind, so it goes and the answer
            // follows on its own.
            if let Err(e) = source.delete_original(http).await {
                warn!(error = %BotError::from(e), "could not remove a \"thinking…\" message");
            }
        }
        if self.deferred {
            return self.follow(post).await;
        }
        let response = serenity::CreateInteractionResponse::Message(post.to_response());
        source.respond(http, response).await.map_err(fail(false))?;
        if post.board.is_none() || post.ephemeral {
            return Ok(None);
        }
        // Discord answers a response without the message: its id is read
        // back, and if that fails the board was shown all the same.
        match source.original(http).await {
            Ok(message) => Ok(shown(post, Some(Posted::from(&message)))),
            Err(e) => {
                warn!(error = %BotError::from(e), "could not read back a board message");
                Ok(shown(post, None))
            }
        }
    }

    /// The pressed message becomes `pressed`.
    async fn update(&self, pressed: &Post) -> Sent<()> {
        if self.deferred {
            self.source.edit(self.http, pressed.to_edit()).await.map(|_| ())
        } else {
            let update = serenity::CreateInteractionResponse::UpdateMessage(pressed.to_response());
            self.source.respond(self.http, update).await
        }
    }

    /// A follow-up message, once the interaction was answered.
    async fn follow(&self, post: Post) -> Result<Option<(Post, Option<Posted>)>, Unsent> {
        let sent = self.source.follow(self.http, post.to_followup()).await;
        let message = sent.map_err(|error| Unsent { error, responded: true })?;
        Ok(shown(post, Some(Posted::from(&message))))
    }

    /// Says `text` to the asker alone: as the answer, or when the
    /// interaction was answered already (or "thinking…" shown), after it.
    async fn refuse(&self, text: String, responded: bool) {
        let (http, source) = (self.http, self.source);
        let private = Post::private(text);
        let sent = if responded || self.deferred {
            if self.deferred && source.placeholder(self.shape) && self.shape != Shape::Private && !responded {
                // A public "thinking…" would show the refusal to everyone.
                let _ = source.delete_original(http).await;
            }
            source.follow(http, private.to_followup()).await.map(|_| ())
        } else {
            let response = serenity::CreateInteractionResponse::Message(private.to_response());
            source.respond(http, response).await
        };
        if let Err(e) = sent {
            warn!(error = %BotError::from(e), "could not answer an interaction privately");
        }
    }
}

/// `post`, if it showed a board publicly.
fn shown(post: Post, posted: Option<Posted>) -> Option<(Post, Option<Posted>)> {
    (post.board.is_some() && !post.ephemeral).then_some((post, posted))
}

/// The one call after an answer: the asker's and the server's languages,
/// and the board shown in its game's own channel (see
/// [`GameService::remember`]). A failure is logged: it costs at most a
/// board posted again or a post in an old language. Returns whether the
/// asker is owed the word that their DMs are closed.
async fn remember(data: &Data, scene: &Scene, shown: Option<(Post, Option<Posted>)>) -> Owed {
    let board = shown.and_then(|(post, posted)| {
        let board = post.board?;
        let channel = posted.map_or(scene.channel, |p| p.channel);
        board.shown_in(channel).then(|| ShownBoard {
            game: board.game,
            state: board.state,
            message: posted.and_then(|p| board.remembered_as(p)),
        })
    });
    let seen = Seen {
        user: scene.user.id,
        language: scene.language,
        server: scene.guild.zip(scene.server).filter(|_| scene.bot_posts()),
        board,
        answer_only: (!scene.bot_posts()).then_some(scene.channel),
    };
    match blocking(&data.service, move |s| Ok(s.remember(&seen)?)).await {
        Ok(owed) => owed,
        Err(e) => {
            warn!(error = %e, "could not remember what an interaction showed");
            Owed::default()
        }
    }
}
