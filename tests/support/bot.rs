//! One bot for the Discord tests and benchmarks: the real poise/serenity
//! client on a SQLite file in a temp dir, a test clock, and the local
//! stand-in for Discord (`discord_standin/`); plus what a test reads of the
//! requests the bot made (boards, follow-ups, delivery attempts).

// Each binary that starts a bot uses its part.
#![allow(dead_code)]

use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use punct::config::Token;
use punct::discord::{Launch, Progress, RunError, serve};
use punct::service::{GameService, ManualClock, MoveChooser};
use punct::service::{SECONDS_PER_DAY, Timestamp};
use punct::store::Store;
use tokio::sync::{oneshot, watch};
use tokio::task::JoinHandle;

use crate::discord_standin::record::WAIT;
use crate::discord_standin::{CHANNEL_ID, Exchange, GUILD_ID, Opt, Request, StandIn, User};
use crate::support::computers::FirstLegal;

/// The token the stand-in accepts.
pub const TOKEN: &str = "standin.bot.token-not-for-anyone";
/// 2026-01-01T00:00:00Z: where the test clock starts.
pub const START: i64 = 1_767_225_600;

/// Everything the bot logs, at the production filter, for checking that
/// no token ever reaches a log.
pub fn logs() -> Arc<Mutex<Vec<u8>>> {
    static LOGS: OnceLock<Arc<Mutex<Vec<u8>>>> = OnceLock::new();
    LOGS.get_or_init(|| {
        let buffer = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&buffer);
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::new("info,serenity=warn"))
            .with_ansi(false)
            .with_writer(move || LogSink(Arc::clone(&sink)))
            .try_init();
        buffer
    })
    .clone()
}

struct LogSink(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for LogSink {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().expect("log buffer").extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

pub fn logged() -> String {
    String::from_utf8_lossy(&logs().lock().expect("log buffer")).into_owned()
}

/// The stand-in, a database in a temp dir, a test clock, and a bot.
pub struct Harness {
    pub discord: StandIn,
    pub clock: Arc<ManualClock>,
    pub service: Arc<GameService>,
    /// What the bot has finished (kept across restarts).
    pub progress: Arc<watch::Sender<Progress>>,
    _dir: tempfile::TempDir,
    stop: Option<oneshot::Sender<()>>,
    bot: Option<JoinHandle<Result<(), RunError>>>,
}

impl Harness {
    pub async fn start() -> Harness {
        Harness::start_with(Some(GUILD_ID)).await
    }

    pub async fn start_with(dev_guild: Option<u64>) -> Harness {
        Harness::build(dev_guild, Arc::new(FirstLegal)).await
    }

    pub async fn build(dev_guild: Option<u64>, computer: Arc<dyn MoveChooser>) -> Harness {
        Harness::build_at(tempfile::tempdir().expect("temp dir"), dev_guild, computer).await
    }

    /// A bot whose background task runs once at start-up and then not for
    /// an hour: what an interaction costs can be counted alone.
    pub async fn start_quiet() -> Harness {
        logs();
        Harness::quiet().await
    }

    /// A bot for a benchmark: [`Harness::start_quiet`]'s, without the log
    /// kept in memory (which would be timed with the bot).
    pub async fn for_bench() -> Harness {
        Harness::quiet().await
    }

    async fn quiet() -> Harness {
        let dir = tempfile::tempdir().expect("temp dir");
        let store = Store::open(dir.path().join("games.sqlite3")).expect("open store");
        let clock = Arc::new(ManualClock::new(Timestamp(START)));
        let service = Arc::new(GameService::new(store, clock.clone(), Arc::new(FirstLegal)));
        let discord = StandIn::start(TOKEN).await;
        let progress = Arc::new(watch::channel(Progress::default()).0);
        let (stop, bot) =
            launch_polling(&discord, &service, Some(GUILD_ID), &progress, Duration::from_secs(3600));
        discord.wait_registered().await;
        let h = Harness { discord, clock, service, progress, _dir: dir, stop: Some(stop), bot: Some(bot) };
        h.wait_progress(|p| p.deadline_rounds >= 1).await;
        h
    }

    /// Waits until the bot's progress meets `done`.
    pub async fn wait_progress(&self, done: impl FnMut(&Progress) -> bool) {
        let mut progress = self.progress.subscribe();
        match tokio::time::timeout(WAIT, progress.wait_for(done)).await {
            Ok(Ok(_)) => {}
            _ => panic!("the bot did not get there: {:?}", *self.progress.borrow()),
        }
    }

    /// What `work` (interactions only) cost: transactions and requests to
    /// Discord, counted once the bot has finished every interaction sent.
    pub async fn cost<F: std::future::Future<Output = T>, T>(&self, work: F) -> (Cost, T) {
        let sent = self.discord.interactions_sent();
        self.wait_progress(|p| p.interactions >= sent).await;
        let (before, mark) = (self.service.store().transaction_counts(), self.discord.mark());
        let value = work.await;
        let sent = self.discord.interactions_sent();
        self.wait_progress(|p| p.interactions >= sent).await;
        let store = self.service.store().transaction_counts() - before;
        let requests: Vec<String> =
            self.discord.requests()[mark..].iter().map(|r| format!("{} {}", r.method, r.path)).collect();
        (Cost { store, http: requests.len(), requests }, value)
    }

    /// A bot on the database `games.sqlite3` in `dir`, which may hold games.
    pub async fn build_at(
        dir: tempfile::TempDir,
        dev_guild: Option<u64>,
        computer: Arc<dyn MoveChooser>,
    ) -> Harness {
        logs();
        let store = Store::open(dir.path().join("games.sqlite3")).expect("open store");
        let clock = Arc::new(ManualClock::new(Timestamp(START)));
        let service = Arc::new(GameService::new(store, clock.clone(), computer));
        let discord = StandIn::start(TOKEN).await;
        let progress = Arc::new(watch::channel(Progress::default()).0);
        let (stop, bot) = launch(&discord, &service, dev_guild, &progress);
        discord.wait_registered().await;
        Harness { discord, clock, service, progress, _dir: dir, stop: Some(stop), bot: Some(bot) }
    }

    /// Starts the bot again after [`Harness::stop_bot`], on the same
    /// database, stand-in and clock.
    pub fn restart_bot(&mut self) {
        let (stop, bot) = launch(&self.discord, &self.service, Some(GUILD_ID), &self.progress);
        self.stop = Some(stop);
        self.bot = Some(bot);
    }

    /// Checks that `game` remembers `message` as its latest board once the
    /// bot has settled (it records a board just after posting it).
    pub async fn assert_board_remembered(&self, game: i64, message: u64) {
        self.settle().await;
        let remembered =
            self.service.game(punct::service::GameId(game)).expect("the game").game.board_message;
        assert_eq!(remembered, Some(punct::service::MessageId(message)), "the board game {game} remembers");
    }

    /// The last of `tries` (posts in the default channel since `mark`)
    /// delivered a board: every try carried one enforced nonce, the game
    /// remembers that message, nothing more is sent once the bot settles,
    /// and the channel shows `text` once.
    pub async fn assert_board_delivered_once(&self, game: i64, tries: &[Request], mark: usize, text: &str) {
        one_nonce(tries);
        let last = tries.last().expect("an attempt");
        self.assert_board_remembered(game, last.message_id.expect("stored")).await;
        self.settle().await;
        assert_eq!(attempts_in(&self.discord, CHANNEL_ID, mark).len(), tries.len(), "not sent again");
        assert_eq!(shown(&self.discord, CHANNEL_ID, text), 1);
    }

    /// Waits until the bot has finished every interaction sent so far and
    /// two more rounds of its background task (the first may have begun
    /// before this call, the second began after it): then everything due
    /// at the test clock's time now has been posted, and what was not is
    /// not coming. The explicit "nothing more" signal, instead of a sleep.
    pub async fn settle(&self) {
        let sent = self.discord.interactions_sent();
        let mut progress = self.progress.subscribe();
        let rounds = progress.borrow().deadline_rounds;
        let settled = progress.wait_for(|p| p.interactions >= sent && p.deadline_rounds >= rounds + 2);
        match tokio::time::timeout(WAIT, settled).await {
            Ok(Ok(_)) => {}
            _ => panic!("the bot did not settle: {sent} interactions sent, {:?}", *self.progress.borrow()),
        }
    }

    /// Stops the bot as SIGTERM would and checks it ends cleanly and sent
    /// nothing Discord would refuse.
    pub async fn shut_down(mut self) {
        self.stop_bot().await;
        self.discord.assert_clean();
        let logs = logged();
        assert!(!logs.contains(TOKEN), "the bot token reached a log");
        assert!(!logs.contains("interaction-token-"), "an interaction token reached a log");
    }

    pub async fn stop_bot(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(bot) = self.bot.take() {
            let ended = tokio::time::timeout(Duration::from_secs(60), bot).await;
            let result = ended.expect("the bot stops within a minute of shutdown").expect("bot task");
            assert!(result.is_ok(), "bot ended with {result:?}");
        }
    }

    /// Moves the test clock on once the bot has settled: every board it
    /// has shown is then recorded as shown. A real clock never jumps days
    /// in the moment between posting and recording, and a board not yet
    /// recorded would be owed and posted again.
    pub async fn advance_days(&self, days: f64) {
        self.settle().await;
        self.clock.advance((days * SECONDS_PER_DAY as f64).round() as i64);
    }

    pub async fn cmd(&self, user: &User, sub: &str, options: &[(&str, Opt)]) -> Exchange {
        self.discord.command(user, sub, options).await
    }

    /// Stops the bot once everything due was handled, starts it again,
    /// moves the test clock `days` on, and returns where the stand-in's log
    /// stood at the restart and the text of everything the restarted bot
    /// sent meanwhile: what must not be sent twice.
    pub async fn posted_after_a_restart(&mut self, days: f64) -> (usize, Vec<String>) {
        self.settle().await;
        self.stop_bot().await;
        let mark = self.discord.mark();
        self.restart_bot();
        self.advance_days(days).await;
        self.settle().await;
        let posted = self
            .discord
            .requests()
            .iter()
            .skip(mark)
            .map(|r| r.content().to_string())
            .filter(|c| !c.is_empty())
            .collect();
        (mark, posted)
    }

    /// Each of `users` turns timeout protection off with `/punct settings`:
    /// their time running out is then a loss, as before away days.
    pub async fn without_protection(&self, users: &[&User]) {
        for user in users {
            let answer = self.cmd(user, "settings", &[("protection", Opt::Bool(false))]).await;
            assert!(answer.reply.is_ephemeral(), "{}", answer.reply.content());
            assert!(
                answer.reply.content().contains("Timeout protection: **off**"),
                "{}",
                answer.reply.content()
            );
        }
    }

    /// `user` plays `text` and the bot answers publicly with a board.
    pub async fn play(&self, user: &User, text: &str) -> Exchange {
        let answer = self.cmd(user, "move", &[("text", Opt::str(text))]).await;
        assert!(!answer.reply.is_ephemeral(), "{text} was refused: {}", answer.reply.all_text());
        assert_board(&answer.reply);
        answer
    }

    /// `user` resigns (the game named in `options`): `/punct resign` asks
    /// privately, the Resign button does it. Returns the public board that
    /// follows.
    pub async fn resign(&self, user: &User, options: &[(&str, Opt)]) -> Request {
        let asked = self.cmd(user, "resign", options).await;
        assert!(asked.reply.is_ephemeral(), "{}", asked.reply.all_text());
        let yes = asked.reply.button("resign").expect("a Resign button");
        let pressed = self.discord.press(user, asked.message_id(), &yes).await;
        board_followup(&self.discord, &pressed.token).await
    }

    /// `challenger` challenges `opponent` (playing White), `opponent` accepts;
    /// returns the game number.
    pub async fn start_game(&self, challenger: &User, opponent: &User) -> i64 {
        self.start_game_in(CHANNEL_ID, challenger, opponent).await
    }

    /// [`Harness::start_game`] in `channel`.
    pub async fn start_game_in(&self, channel: u64, challenger: &User, opponent: &User) -> i64 {
        let options = [("opponent", Opt::User(opponent.clone())), ("color", Opt::Int(1))];
        let challenge = self.discord.command_in(channel, challenger, "challenge", &options).await;
        let accept = challenge.reply.button("accept").expect("an Accept button");
        let answer = self.discord.press(opponent, challenge.message_id(), &accept).await;
        let followup = board_followup(&self.discord, &answer.token).await;
        assert_board(&followup);
        game_number(&followup.all_text())
    }
}

/// What an interaction cost: transactions, and requests the bot made.
#[derive(Debug)]
pub struct Cost {
    pub store: punct::store::TransactionCounts,
    pub http: usize,
    /// Each request's method and path, to read when a budget is missed.
    pub requests: Vec<String>,
}

pub fn launch(
    discord: &StandIn,
    service: &Arc<GameService>,
    dev_guild: Option<u64>,
    progress: &Arc<watch::Sender<Progress>>,
) -> (oneshot::Sender<()>, JoinHandle<Result<(), RunError>>) {
    launch_polling(discord, service, dev_guild, progress, Duration::from_millis(50))
}

pub fn launch_polling(
    discord: &StandIn,
    service: &Arc<GameService>,
    dev_guild: Option<u64>,
    progress: &Arc<watch::Sender<Progress>>,
    deadline_poll: Duration,
) -> (oneshot::Sender<()>, JoinHandle<Result<(), RunError>>) {
    let (stop, stopped) = oneshot::channel::<()>();
    let launch = Launch {
        token: Token::new(TOKEN),
        api_base: Some(discord.api_base()),
        dev_guild,
        service: Arc::clone(service),
        deadline_poll,
        progress: Some(Arc::clone(progress)),
    };
    let bot = tokio::spawn(serve(launch, async move {
        let _ = stopped.await;
    }));
    (stop, bot)
}

pub fn alice() -> User {
    User::new(710_000_000_000_000_001, "alice")
}

pub fn bob() -> User {
    User::new(710_000_000_000_000_002, "bob")
}

pub fn carol() -> User {
    User::new(710_000_000_000_000_003, "carol")
}

/// The follow-up message (a new board) sent after a button's update.
pub async fn board_followup(discord: &StandIn, token: &str) -> Request {
    let token = token.to_string();
    discord
        .shared()
        .log
        .wait_for("a follow-up board", |rs| {
            rs.iter()
                .find(|r| r.method == "POST" && r.path.starts_with("/webhooks/") && r.path.contains(&token))
                .cloned()
        })
        .await
}

/// A public board: an embed showing an attached PNG that decodes.
pub fn assert_board(r: &Request) {
    let message = r.message().expect("a message");
    let image = message.pointer("/embeds/0/image/url").and_then(|v| v.as_str()).expect("an embedded picture");
    let name = image.strip_prefix("attachment://").expect("the picture is an attachment");
    let file = r.files.iter().find(|f| f.filename == name).expect("the picture is attached");
    let png = image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png)
        .expect("the board decodes as PNG");
    assert!(png.width() >= 64 && png.height() >= 64);
}

/// The number after "#" in "game #12".
pub fn game_number(text: &str) -> i64 {
    let at = text.find("#").unwrap_or_else(|| panic!("no game number in {text}"));
    text[at + 1..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .expect("a game number")
}

/// Every attempt the bot made to post in `channel` by itself (not as an
/// interaction answer) from log position `from`, failed or not.
pub fn attempts_in(discord: &StandIn, channel: u64, from: usize) -> Vec<Request> {
    let path = format!("/channels/{channel}/messages");
    discord.requests().into_iter().skip(from).filter(|r| r.method == "POST" && r.path == path).collect()
}

/// Waits for the `n`th attempt to post in `channel` from `from`; returns them all.
pub async fn attempts(discord: &StandIn, channel: u64, from: usize, n: usize) -> Vec<Request> {
    let path = format!("/channels/{channel}/messages");
    discord
        .shared()
        .log
        .wait_for(&format!("{n} attempts to post in channel {channel}"), |rs| {
            let found: Vec<Request> =
                rs.iter().skip(from).filter(|r| r.method == "POST" && r.path == path).cloned().collect();
            (found.len() >= n).then_some(found)
        })
        .await
}

/// The nonce a post carries, and whether it asks Discord to enforce it.
pub fn nonce(r: &Request) -> (Option<String>, bool) {
    let body = r.message().expect("a body");
    let nonce = body.get("nonce").and_then(|n| n.as_str()).map(str::to_string);
    (nonce, body.get("enforce_nonce") == Some(&serde_json::Value::Bool(true)))
}

/// Asserts every attempt carries the same enforced nonce (Discord's limit:
/// 25 characters), and returns it.
pub fn one_nonce(tries: &[Request]) -> String {
    let (first, enforced) = nonce(&tries[0]);
    let first = first.expect("a nonce");
    assert!(enforced && first.len() <= 25, "{first}");
    for r in tries {
        assert_eq!(nonce(r), (Some(first.clone()), true), "every attempt names the same post");
    }
    first
}

/// How many messages Discord holds in `channel` whose text contains `text`.
pub fn shown(discord: &StandIn, channel: u64, text: &str) -> usize {
    discord
        .messages_in(channel)
        .iter()
        .filter(|m| m["content"].as_str().is_some_and(|c| c.contains(text)))
        .count()
}
