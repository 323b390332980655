//! A small local Discord for integration tests: REST under `/api/v10`
//! (axum) and a gateway websocket, both on 127.0.0.1.
//!
//! The bot under test is pointed here with serenity's
//! `HttpBuilder::proxy(api_base)` (rate limiter off); it then finds the
//! gateway through `GET /gateway`. The stand-in sends Hello, Ready and the
//! interactions a test asks for, records every request the bot makes, and
//! checks each body against Discord's OpenAPI description
//! (`tests/data/discord/`), every attachment by decoding it, and its own
//! answers against the response schemas. Anything Discord would refuse is
//! a *problem*; [`StandIn::assert_clean`] fails the test on any. The token
//! must be exactly the one the stand-in was started with, on REST
//! (`Authorization: Bot <token>`, else 401) and in the gateway's Identify
//! (else the session is closed with 4004, as Discord does).
//!
//! ```ignore
//! let discord = StandIn::start("test-token").await;
//! // start the bot with discord.api_base() …
//! discord.wait_registered().await;
//! let reply = discord.command(&alice, "help", &[]).await;
//! assert!(reply.reply.all_text().contains("/punct move"));
//! discord.assert_clean();
//! ```

#![allow(dead_code)]

pub mod answers;
pub mod failures;
pub mod gateway;
pub mod openapi;
pub mod payloads;
pub mod record;
pub mod rest;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::routing::get;
use serde_json::Value;

pub use payloads::{Opt, User};
pub use record::{FilePart, Request};

/// The server the stand-in plays.
pub const GUILD_ID: u64 = 900_000_000_000_000_001;
/// The channel tests play in by default.
pub const CHANNEL_ID: u64 = 900_000_000_000_000_002;
/// The bot's user id (= its application id, as on Discord).
pub const BOT_ID: u64 = 900_000_000_000_000_003;

/// The DM channel between the bot and `user`, as the stand-in opens it
/// (`POST /users/@me/channels`).
pub fn dm_channel_of(user: u64) -> u64 {
    user + 100_000_000_000_000_000
}

/// State shared by the REST and gateway halves.
pub struct Shared {
    /// Discord's API description.
    pub spec: openapi::Spec,
    /// Everything the bot sent.
    pub log: record::Log,
    /// The gateway session.
    pub hub: gateway::Hub,
    /// The bot's user (and application) id.
    pub bot_id: u64,
    /// The token the bot was given, which must never be shown to anyone.
    pub bot_token: String,
    addr: SocketAddr,
    next_id: AtomicU64,
    /// INTERACTION_CREATE events put on the gateway so far.
    interactions_sent: AtomicU64,
    /// The commands as last registered.
    pub commands: Mutex<Vec<Value>>,
    messages: Mutex<HashMap<u64, Value>>,
    /// Interaction token → how long the log was when the interaction was
    /// sent: every answer to it comes after.
    pub sent_at_position: Mutex<HashMap<String, usize>>,
    /// Interaction token → the message that interaction created or was on.
    pub originals: Mutex<HashMap<String, u64>>,
    channels: Mutex<HashMap<String, u64>>,
    /// Channel → its server, for channels that are not in [`GUILD_ID`]
    /// (`None`: a DM with the bot).
    places: Mutex<HashMap<u64, Option<u64>>>,
    /// User → their client's language, for users not in `en-US`.
    locales: Mutex<HashMap<u64, String>>,
    /// Server → its language, for servers not in `en-US`.
    guild_locales: Mutex<HashMap<u64, String>>,
    /// Paths (substrings) whose next request is refused, to test failures.
    pub fail_next: Mutex<Vec<String>>,
    /// Checks to make at [`StandIn::assert_clean`] rather than as each
    /// request arrives (`Some`): a benchmark's, so that the work the real
    /// Discord does on its own machines (decoding pictures, checking
    /// bodies and its own answers against its description, looking for
    /// the token) does not share the bot's cores while it is timed.
    pub later: Mutex<Option<Deferred>>,
    /// Other failures planned for coming requests.
    pub planned: Mutex<failures::Planned>,
    /// The nonces of recent messages, for Discord's de-duplication.
    pub nonces: Mutex<failures::Nonces>,
    /// The threads the bot started, by id.
    pub threads: Mutex<HashMap<u64, Thread>>,
    /// Private channels (DMs and group DMs between friends) where the app
    /// is used through a user's install: channel → the installer. The bot
    /// is no member there: Discord refuses its posts (only interaction
    /// answers go through).
    pub private_chats: Mutex<HashMap<u64, u64>>,
    /// Follow-up messages sent per interaction token.
    pub followups: Mutex<HashMap<String, usize>>,
    /// Whether the bot lacks Create Public Threads and Send Messages in
    /// Threads in every channel (a server that did not give them).
    pub threads_denied: std::sync::atomic::AtomicBool,
}

/// The checks [`Shared::later`] keeps, each as the request gave it.
#[derive(Default)]
pub struct Deferred {
    /// Every file sent, with the request it came in (`METHOD route`).
    pub files: Vec<(String, record::FilePart)>,
    /// Every JSON body: method, route, kind, body.
    pub bodies: Vec<(String, String, openapi::BodyKind, Value)>,
    /// Every answer the stand-in gave with a body: method, route, status,
    /// body.
    pub answers: Vec<(String, String, u16, Value)>,
}

/// A thread the bot started from a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thread {
    /// The channel it was started in.
    pub parent: u64,
    /// The message it was started from (same id as the thread, on Discord).
    pub from_message: u64,
    /// Its name.
    pub name: String,
    /// Whether it is archived now.
    pub archived: bool,
    /// How many times the bot archived it.
    pub archived_times: u32,
    /// The people the bot added.
    pub members: Vec<u64>,
}

impl Shared {
    /// Whether this request should be refused on purpose (and forgets it).
    pub fn take_failure(&self, path: &str) -> bool {
        let mut fail = self.fail_next.lock().expect("fail_next");
        match fail.iter().position(|p| path.contains(p.as_str())) {
            Some(i) => {
                fail.remove(i);
                true
            }
            None => false,
        }
    }

    /// The failure planned for this request, if any (and forgets it).
    pub fn take_planned(&self, path: &str) -> Option<failures::Failure> {
        self.planned.lock().expect("planned").take(path)
    }

    /// Every message in `channel`, oldest first, as Discord stores them.
    pub fn messages_in(&self, channel: u64) -> Vec<Value> {
        let channel = channel.to_string();
        let messages = self.messages.lock().expect("messages");
        let mut found: Vec<(u64, Value)> = messages
            .iter()
            .filter(|(_, m)| m["channel_id"] == channel.as_str())
            .map(|(id, m)| (*id, m.clone()))
            .collect();
        found.sort_by_key(|(id, _)| *id);
        found.into_iter().map(|(_, m)| m).collect()
    }

    /// A fresh snowflake.
    pub fn snowflake(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }

    /// Where `GET /gateway` sends the client.
    pub fn gateway_url(&self) -> String {
        format!("ws://{}/ws", self.addr)
    }

    /// The bot's user object.
    pub fn bot_user(&self) -> Value {
        let mut user = User::bot(self.bot_id, "PÜNCT").json();
        user["verified"] = Value::Bool(true);
        user["mfa_enabled"] = Value::Bool(false);
        user
    }

    /// The channel an interaction token belongs to.
    pub fn interaction_channel(&self, token: &str) -> u64 {
        self.channels.lock().expect("channels").get(token).copied().unwrap_or(0)
    }

    /// The message an interaction created (or whose button was pressed).
    pub fn original(&self, token: &str) -> Option<u64> {
        self.originals.lock().expect("originals").get(token).copied()
    }

    /// A stored message, as Discord returns it.
    pub fn message(&self, id: u64) -> Option<Value> {
        self.messages.lock().expect("messages").get(&id).cloned()
    }

    /// Stores a new message built from a request body.
    pub fn new_message(&self, channel: u64, body: &Value, files: &[FilePart]) -> u64 {
        let id = self.snowflake();
        let message = answers::message_json(self, id, channel, body, files);
        self.messages.lock().expect("messages").insert(id, message);
        id
    }

    /// Makes message `id` a reply to message `to`, as Discord shows it.
    pub fn mark_reply(&self, id: u64, to: u64) {
        let mut messages = self.messages.lock().expect("messages");
        let channel = messages.get(&to).map(|m| m["channel_id"].clone()).unwrap_or(Value::Null);
        if let Some(message) = messages.get_mut(&id) {
            message["type"] = Value::from(19);
            message["message_reference"] = serde_json::json!({
                "type": 0,
                "channel_id": channel,
                "message_id": to.to_string(),
                "guild_id": GUILD_ID.to_string(),
            });
        }
    }

    /// Applies an edit: the fields the body gives replace the old ones.
    pub fn edit_message(&self, id: u64, body: &Value, files: &[FilePart]) {
        let Some(old) = self.message(id) else { return };
        let channel = old["channel_id"].as_str().and_then(|s| s.parse().ok()).unwrap_or(0);
        let fresh = answers::message_json(self, id, channel, body, files);
        let mut merged = old.clone();
        let given = body.as_object().cloned().unwrap_or_default();
        for key in ["content", "embeds", "components", "flags"] {
            if given.contains_key(key) {
                merged[key] = fresh[key].clone();
            }
        }
        if !files.is_empty() || given.contains_key("attachments") {
            merged["attachments"] = fresh["attachments"].clone();
        }
        merged["edited_timestamp"] = Value::String("2026-01-01T00:00:01.000000+00:00".to_string());
        self.messages.lock().expect("messages").insert(id, merged);
    }
}

/// What one interaction got back.
#[derive(Clone, Debug)]
pub struct Exchange {
    /// When the stand-in put INTERACTION_CREATE on the gateway.
    pub sent_at: Instant,
    /// The interaction's token.
    pub token: String,
    /// The first request the bot made for it (the callback).
    pub ack: Request,
    /// The request carrying what the user sees (may be `ack` itself).
    pub reply: Request,
}

impl Exchange {
    /// From INTERACTION_CREATE to the request carrying the answer.
    pub fn latency(&self) -> Duration {
        self.reply.at.saturating_duration_since(self.sent_at)
    }

    /// From INTERACTION_CREATE to the first callback.
    pub fn ack_latency(&self) -> Duration {
        self.ack.at.saturating_duration_since(self.sent_at)
    }

    /// The message the answer created or edited, as Discord stores it.
    pub fn message_id(&self) -> u64 {
        self.reply.message_id.or(self.ack.message_id).expect("the reply made a message")
    }
}

/// A running stand-in; stops when dropped.
pub struct StandIn {
    shared: Arc<Shared>,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for StandIn {
    fn drop(&mut self) {
        self.server.abort();
    }
}

impl StandIn {
    /// Binds 127.0.0.1 on a free port and starts serving.
    pub async fn start(bot_token: &str) -> StandIn {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind 127.0.0.1");
        let addr = listener.local_addr().expect("local address");
        let shared = Arc::new(Shared {
            spec: openapi::Spec::load(),
            log: record::Log::default(),
            hub: gateway::Hub::default(),
            bot_id: BOT_ID,
            bot_token: bot_token.to_string(),
            addr,
            next_id: AtomicU64::new(1_100_000_000_000_000_000),
            interactions_sent: AtomicU64::new(0),
            commands: Mutex::new(Vec::new()),
            messages: Mutex::new(HashMap::new()),
            sent_at_position: Mutex::new(HashMap::new()),
            originals: Mutex::new(HashMap::new()),
            channels: Mutex::new(HashMap::new()),
            places: Mutex::new(HashMap::new()),
            locales: Mutex::new(HashMap::new()),
            guild_locales: Mutex::new(HashMap::new()),
            fail_next: Mutex::new(Vec::new()),
            later: Mutex::new(None),
            planned: Mutex::new(failures::Planned::default()),
            nonces: Mutex::new(failures::Nonces::default()),
            threads: Mutex::new(HashMap::new()),
            private_chats: Mutex::new(HashMap::new()),
            followups: Mutex::new(HashMap::new()),
            threads_denied: std::sync::atomic::AtomicBool::new(false),
        });
        let app = Router::new()
            .route("/ws", get(gateway::upgrade))
            .fallback(rest::handle)
            .with_state(Arc::clone(&shared));
        // Without TCP_NODELAY a small gateway frame can wait ~40 ms for the
        // peer's delayed ACK, which would be a stand-in artefact in every
        // latency figure (Discord's own servers send at once).
        let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
            let _ = tcp.set_nodelay(true);
        });
        let server = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        StandIn { shared, server }
    }

    /// What to give `HttpBuilder::proxy`.
    pub fn api_base(&self) -> String {
        format!("http://{}", self.shared.addr)
    }

    /// The bot as a Discord user (to challenge it).
    pub fn bot(&self) -> User {
        User::bot(self.shared.bot_id, "PÜNCT")
    }

    /// The shared state, for checks the helpers do not cover.
    pub fn shared(&self) -> &Shared {
        &self.shared
    }

    /// Waits for command registration; returns the commands and where
    /// (`Some(guild)` or `None` for global).
    pub async fn wait_registered(&self) -> (Vec<Value>, Option<u64>) {
        let found = self
            .shared
            .log
            .wait_for("command registration", |rs| {
                rs.iter().find(|r| r.method == "PUT" && r.path.ends_with("/commands")).cloned()
            })
            .await;
        let parts: Vec<&str> = found.path.split('/').collect();
        let guild = match parts.as_slice() {
            ["", "applications", _, "guilds", g, "commands"] => g.parse().ok(),
            _ => None,
        };
        (found.body.and_then(|b| b.as_array().cloned()).unwrap_or_default(), guild)
    }

    fn command_id(&self, name: &str) -> String {
        let commands = self.shared.commands.lock().expect("commands");
        commands
            .iter()
            .find(|c| c["name"] == name)
            .and_then(|c| c["id"].as_str())
            .map(str::to_string)
            .unwrap_or_else(|| panic!("no command “{name}” registered"))
    }

    fn origin<'a>(&self, user: &'a User, channel: u64, token: &'a str) -> payloads::Origin<'a> {
        let denied = self.shared.threads_denied.load(Ordering::SeqCst);
        let thread_parent = self.thread(channel).map(|t| t.parent);
        let installer = self.shared.private_chats.lock().expect("private chats").get(&channel).copied();
        payloads::Origin {
            installer,
            app_permissions: if denied {
                payloads::ALL_PERMISSIONS & !payloads::THREAD_PERMISSIONS
            } else {
                payloads::ALL_PERMISSIONS
            },
            thread_parent,
            id: self.shared.snowflake(),
            token,
            application_id: self.shared.bot_id,
            guild_id: self.guild_of(channel),
            channel_id: channel,
            user,
            locale: self
                .shared
                .locales
                .lock()
                .expect("locales")
                .get(&user.id)
                .cloned()
                .unwrap_or_else(|| "en-US".into()),
            guild_locale: self
                .guild_of(channel)
                .and_then(|g| self.shared.guild_locales.lock().expect("locales").get(&g).cloned())
                .unwrap_or_else(|| "en-US".into()),
        }
    }

    /// Makes `user`'s Discord client speak `locale` (e.g. `de`).
    pub fn set_locale(&self, user: u64, locale: &str) {
        self.shared.locales.lock().expect("locales").insert(user, locale.to_string());
    }

    /// Makes server `guild`'s language `locale` (e.g. `fr`).
    pub fn set_guild_locale(&self, guild: u64, locale: &str) {
        self.shared.guild_locales.lock().expect("locales").insert(guild, locale.to_string());
    }

    /// Makes `channel` a DM between the bot and whoever uses it: later
    /// interactions there carry no server, and `user` instead of `member`.
    pub fn dm(&self, channel: u64) {
        self.shared.places.lock().expect("places").insert(channel, None);
    }

    /// Makes `channel` a group DM between friends where `installer` has the
    /// app installed for themselves (a user install): interactions there
    /// come from a private channel (context 2), with no server, and the bot
    /// may answer them but not post there.
    pub fn private_chat(&self, channel: u64, installer: u64) {
        self.shared.places.lock().expect("places").insert(channel, None);
        self.shared.private_chats.lock().expect("private chats").insert(channel, installer);
    }

    /// Makes `channel` a channel of server `guild` (not [`GUILD_ID`]).
    pub fn other_server(&self, guild: u64, channel: u64) {
        self.shared.places.lock().expect("places").insert(channel, Some(guild));
    }

    /// Makes the bot lack the permissions to start threads and post in
    /// them (`false` gives them back), as a server that did not give them.
    pub fn deny_threads(&self, denied: bool) {
        self.shared.threads_denied.store(denied, Ordering::SeqCst);
    }

    /// The thread `id`, if the bot started it.
    pub fn thread(&self, id: u64) -> Option<Thread> {
        self.shared.threads.lock().expect("threads").get(&id).cloned()
    }

    /// Every thread the bot started, by id.
    pub fn threads(&self) -> Vec<(u64, Thread)> {
        let mut all: Vec<(u64, Thread)> =
            self.shared.threads.lock().expect("threads").iter().map(|(id, t)| (*id, t.clone())).collect();
        all.sort_by_key(|(id, _)| *id);
        all
    }

    /// The server of `channel`: [`GUILD_ID`] unless said otherwise.
    fn guild_of(&self, channel: u64) -> Option<u64> {
        self.shared.places.lock().expect("places").get(&channel).copied().unwrap_or(Some(GUILD_ID))
    }

    fn new_token(&self) -> String {
        format!("interaction-token-{}", self.shared.snowflake())
    }

    /// Puts an INTERACTION_CREATE on the gateway; returns when it was sent.
    pub fn dispatch_interaction(&self, token: &str, channel: u64, interaction: Value) -> Instant {
        self.shared.channels.lock().expect("channels").insert(token.to_string(), channel);
        let position = self.shared.log.len();
        self.shared.sent_at_position.lock().expect("positions").insert(token.to_string(), position);
        let at = Instant::now();
        self.shared.interactions_sent.fetch_add(1, Ordering::SeqCst);
        self.shared.hub.dispatch("INTERACTION_CREATE", interaction);
        at
    }

    /// How many interactions have been sent to the bot: a bot that says it
    /// has finished this many has nothing left to answer.
    pub fn interactions_sent(&self) -> u64 {
        self.shared.interactions_sent.load(Ordering::SeqCst)
    }

    /// Sends `/punct sub …` without waiting; returns the token and time.
    pub fn send_command(
        &self,
        user: &User,
        channel: u64,
        sub: &str,
        options: &[(&str, Opt)],
    ) -> (String, Instant) {
        let token = self.new_token();
        let origin = self.origin(user, channel, &token);
        let json = payloads::command(&origin, &self.command_id("punct"), "punct", sub, options, None);
        let at = self.dispatch_interaction(&token, channel, json);
        (token, at)
    }

    /// `user` picks the user command `name` (a member's Apps menu) on
    /// `target`, in the default channel; waits for the answer.
    pub async fn user_command(&self, user: &User, name: &str, target: &User) -> Exchange {
        self.user_command_in(CHANNEL_ID, user, name, target).await
    }

    /// [`StandIn::user_command`] in `channel`.
    pub async fn user_command_in(&self, channel: u64, user: &User, name: &str, target: &User) -> Exchange {
        let token = self.new_token();
        let origin = self.origin(user, channel, &token);
        let json = payloads::user_command(&origin, &self.command_id(name), name, target);
        let at = self.dispatch_interaction(&token, channel, json);
        self.exchange(&token, at).await
    }

    /// `/punct sub …` by `user` in the default channel; waits for the answer.
    pub async fn command(&self, user: &User, sub: &str, options: &[(&str, Opt)]) -> Exchange {
        self.command_in(CHANNEL_ID, user, sub, options).await
    }

    /// `/punct sub …` in `channel`; waits for the answer.
    pub async fn command_in(
        &self,
        channel: u64,
        user: &User,
        sub: &str,
        options: &[(&str, Opt)],
    ) -> Exchange {
        let (token, at) = self.send_command(user, channel, sub, options);
        self.exchange(&token, at).await
    }

    /// Autocomplete for option `focused` of `/punct sub`; returns the
    /// suggestions as (name, value).
    pub async fn autocomplete(
        &self,
        user: &User,
        sub: &str,
        options: &[(&str, Opt)],
        focused: &str,
    ) -> Vec<(String, String)> {
        let token = self.new_token();
        let origin = self.origin(user, CHANNEL_ID, &token);
        let json =
            payloads::command(&origin, &self.command_id("punct"), "punct", sub, options, Some(focused));
        let at = self.dispatch_interaction(&token, CHANNEL_ID, json);
        let exchange = self.exchange(&token, at).await;
        assert_eq!(
            exchange.reply.callback_type(),
            Some(8),
            "autocomplete answered with {:?}",
            exchange.reply.body
        );
        let choices = exchange.reply.body.as_ref().and_then(|b| b.pointer("/data/choices")).cloned();
        choices
            .and_then(|c| c.as_array().cloned())
            .unwrap_or_default()
            .iter()
            .map(|c| {
                let value = match &c["value"] {
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                };
                (c["name"].as_str().unwrap_or("").to_string(), value)
            })
            .collect()
    }

    /// Sends a button press on message `message_id` without waiting.
    pub fn send_press(&self, user: &User, message_id: u64, custom_id: &str) -> (String, Instant) {
        self.send_component(user, message_id, custom_id, None)
    }

    /// `user` chooses `value` in the select menu `custom_id` on message
    /// `message_id`.
    pub async fn choose(&self, user: &User, message_id: u64, custom_id: &str, value: &str) -> Exchange {
        let (token, at) = self.send_component(user, message_id, custom_id, Some(value));
        self.exchange(&token, at).await
    }

    /// Sends a choice in a select menu (`value`) or, without one, a
    /// button press, on message `message_id`, without waiting.
    pub fn send_component(
        &self,
        user: &User,
        message_id: u64,
        custom_id: &str,
        value: Option<&str>,
    ) -> (String, Instant) {
        let message = self.shared.message(message_id).unwrap_or_else(|| panic!("no message {message_id}"));
        let channel = message["channel_id"].as_str().and_then(|s| s.parse().ok()).unwrap_or(CHANNEL_ID);
        let token = self.new_token();
        self.shared.originals.lock().expect("originals").insert(token.clone(), message_id);
        let origin = self.origin(user, channel, &token);
        let json = match value {
            Some(value) => payloads::select(&origin, &message, custom_id, &[value]),
            None => payloads::button(&origin, &message, custom_id),
        };
        let at = self.dispatch_interaction(&token, channel, json);
        (token, at)
    }

    /// `user` presses the button `custom_id` on message `message_id`.
    pub async fn press(&self, user: &User, message_id: u64, custom_id: &str) -> Exchange {
        let (token, at) = self.send_press(user, message_id, custom_id);
        self.exchange(&token, at).await
    }

    /// Waits for the bot's answer to the interaction with `token`.
    pub async fn exchange(&self, token: &str, sent_at: Instant) -> Exchange {
        let what = format!("the answer to interaction {token}");
        // Only requests made after the interaction was sent can answer it,
        // so the search starts where the log ended then (or, for a token
        // sent some other way, five seconds before), and each look goes on
        // from where the last one ended rather than rereading the log on
        // every request.
        let sent_at_position = self.shared.sent_at_position.lock().expect("positions").get(token).copied();
        let since = sent_at.checked_sub(Duration::from_secs(5)).unwrap_or(sent_at);
        let (mut next, mut first) = (None, None);
        let (ack, reply) = self
            .shared
            .log
            .wait_for(&what, |rs| {
                let from = *next.get_or_insert_with(|| {
                    sent_at_position.unwrap_or_else(|| rs.partition_point(|r| r.at < since))
                });
                for request in &rs[from..] {
                    if request.interaction_token() != Some(token) {
                        continue;
                    }
                    let ack: &Request = first.get_or_insert_with(|| request.clone());
                    if request.is_content() {
                        return Some((ack.clone(), request.clone()));
                    }
                }
                next = Some(rs.len());
                None
            })
            .await;
        Exchange { sent_at, token: token.to_string(), ack, reply }
    }

    /// Waits for a message the bot posts in `channel` by itself (not as an
    /// interaction answer), at log position `from` or later.
    pub async fn channel_message(&self, channel: u64, from: usize) -> Request {
        let path = format!("/channels/{channel}/messages");
        self.shared
            .log
            .wait_for(&format!("a message in channel {channel}"), |rs| {
                rs.iter().skip(from).find(|r| r.method == "POST" && r.path == path).cloned()
            })
            .await
    }

    /// How many requests the bot has made so far (a position in the log).
    pub fn mark(&self) -> usize {
        self.shared.log.len()
    }

    /// Every request so far.
    pub fn requests(&self) -> Vec<Request> {
        self.shared.log.requests()
    }

    /// A stored message as Discord would return it.
    pub fn message(&self, id: u64) -> Option<Value> {
        self.shared.message(id)
    }

    /// Refuses the next request whose path contains `path` (HTTP 400), as
    /// Discord does when it is unhappy, to see how the bot copes.
    pub fn fail_next(&self, path: &str) {
        self.shared.fail_next.lock().expect("fail_next").push(path.to_string());
    }

    /// Answers the next request whose path contains `path` with `failure`
    /// (a 500, a 429 with `retry_after`, a 403, a lost answer…).
    pub fn fail_next_with(&self, path: &str, failure: failures::Failure) {
        self.shared.planned.lock().expect("planned").push(path, failure);
    }

    /// Every message in `channel` as Discord stores it, oldest first.
    pub fn messages_in(&self, channel: u64) -> Vec<Value> {
        self.shared.messages_in(channel)
    }

    /// Makes Discord's own checks (decoding pictures, checking bodies and
    /// the stand-in's answers against Discord's description, looking for
    /// the token) only at [`StandIn::assert_clean`] from now on (see
    /// [`Shared::later`]): work the real Discord does on its own machines,
    /// kept off the bot's cores while a benchmark times it. Every check is
    /// still made.
    pub fn check_at_the_end(&self) {
        *self.shared.later.lock().expect("later") = Some(Deferred::default());
    }

    /// Fails the test if the bot sent anything Discord would refuse.
    pub fn assert_clean(&self) {
        let later = self.shared.later.lock().expect("later").replace(Deferred::default());
        if let Some(later) = later {
            rest::check_deferred(&self.shared, later);
        }
        let problems = self.shared.log.problems();
        assert!(problems.is_empty(), "Discord would have refused:\n{}", problems.join("\n---\n"));
    }
}
