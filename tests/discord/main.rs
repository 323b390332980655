//! The Discord bot end to end: the real poise/serenity client, on a real
//! SQLite file, against a local stand-in for Discord
//! (`tests/support/discord_standin`) that checks every request against
//! Discord's OpenAPI description and decodes every attachment.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

mod support;

use std::sync::{Arc, Mutex, OnceLock, mpsc};
use std::time::Duration;

use punct::ai::Level;
use punct::config::Token;
use punct::discord::{Launch, Progress, RunError, serve};
use punct::rules::{GameRecord, Move, Position, Variant};
use punct::service::{GameService, Language, ManualClock, MoveChooser};
use punct::service::{SECONDS_PER_DAY, Timestamp};
use punct::store::{Store, StoreError};
use support::discord_standin::failures::Failure;
use support::discord_standin::record::WAIT;
use support::discord_standin::{CHANNEL_ID, Exchange, GUILD_ID, Opt, Request, StandIn, User};
use tokio::sync::{oneshot, watch};
use tokio::task::JoinHandle;

const TOKEN: &str = "standin.bot.token-not-for-anyone";
/// 2026-01-01T00:00:00Z: where the test clock starts.
const START: i64 = 1_767_225_600;

/// Everything the bot logs, at the production filter, for checking that
/// no token ever reaches a log.
fn logs() -> Arc<Mutex<Vec<u8>>> {
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

fn logged() -> String {
    String::from_utf8_lossy(&logs().lock().expect("log buffer")).into_owned()
}

/// Plays the alphabetically first legal move: fast and reproducible.
struct FirstLegal;

impl MoveChooser for FirstLegal {
    fn choose_move(&self, position: &Position, _: Level, _: u64) -> Option<Move> {
        position.legal_moves().into_iter().min_by_key(Move::to_string)
    }
}

/// A computer that thinks until the test lets it answer, one move per
/// `()` sent: longer than Discord's patience allows without a "thinking…"
/// answer, however fast or slow the machine. Dropping the sender lets it
/// answer at once, so a failing test does not leave it blocked.
struct GatedThinker(Mutex<mpsc::Receiver<()>>);

impl GatedThinker {
    fn new() -> (Arc<GatedThinker>, mpsc::Sender<()>) {
        let (release, gate) = mpsc::channel();
        (Arc::new(GatedThinker(Mutex::new(gate))), release)
    }
}

impl MoveChooser for GatedThinker {
    fn choose_move(&self, position: &Position, level: Level, seed: u64) -> Option<Move> {
        let _ = self.0.lock().expect("gate").recv();
        FirstLegal.choose_move(position, level, seed)
    }
}

/// An engine that crashes, leaving its game waiting for the computer.
struct Crashing;

impl MoveChooser for Crashing {
    fn choose_move(&self, _: &Position, _: Level, _: u64) -> Option<Move> {
        panic!("the engine crashed (on purpose, in a test)")
    }
}

/// The stand-in, a database in a temp dir, a test clock, and a bot.
struct Harness {
    discord: StandIn,
    clock: Arc<ManualClock>,
    service: Arc<GameService>,
    /// What the bot has finished (kept across restarts).
    progress: Arc<watch::Sender<Progress>>,
    _dir: tempfile::TempDir,
    stop: Option<oneshot::Sender<()>>,
    bot: Option<JoinHandle<Result<(), RunError>>>,
}

impl Harness {
    async fn start() -> Harness {
        Harness::start_with(Some(GUILD_ID)).await
    }

    async fn start_with(dev_guild: Option<u64>) -> Harness {
        Harness::build(dev_guild, Arc::new(FirstLegal)).await
    }

    async fn build(dev_guild: Option<u64>, computer: Arc<dyn MoveChooser>) -> Harness {
        Harness::build_at(tempfile::tempdir().expect("temp dir"), dev_guild, computer).await
    }

    /// A bot whose background task runs once at start-up and then not for
    /// an hour: what an interaction costs can be counted alone.
    async fn start_quiet() -> Harness {
        let dir = tempfile::tempdir().expect("temp dir");
        logs();
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
    async fn wait_progress(&self, done: impl FnMut(&Progress) -> bool) {
        let mut progress = self.progress.subscribe();
        match tokio::time::timeout(WAIT, progress.wait_for(done)).await {
            Ok(Ok(_)) => {}
            _ => panic!("the bot did not get there: {:?}", *self.progress.borrow()),
        }
    }

    /// What `work` (interactions only) cost: transactions and requests to
    /// Discord, counted once the bot has finished every interaction sent.
    async fn cost<F: std::future::Future<Output = T>, T>(&self, work: F) -> (Cost, T) {
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
    async fn build_at(
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
    fn restart_bot(&mut self) {
        let (stop, bot) = launch(&self.discord, &self.service, Some(GUILD_ID), &self.progress);
        self.stop = Some(stop);
        self.bot = Some(bot);
    }

    /// Checks that `game` remembers `message` as its latest board once the
    /// bot has settled (it records a board just after posting it).
    async fn assert_board_remembered(&self, game: i64, message: u64) {
        self.settle().await;
        let remembered =
            self.service.game(punct::service::GameId(game)).expect("the game").game.board_message;
        assert_eq!(remembered, Some(punct::service::MessageId(message)), "the board game {game} remembers");
    }

    /// The last of `tries` (posts in the default channel since `mark`)
    /// delivered a board: every try carried one enforced nonce, the game
    /// remembers that message, nothing more is sent once the bot settles,
    /// and the channel shows `text` once.
    async fn assert_board_delivered_once(&self, game: i64, tries: &[Request], mark: usize, text: &str) {
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
    async fn settle(&self) {
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
    async fn shut_down(mut self) {
        self.stop_bot().await;
        self.discord.assert_clean();
        let logs = logged();
        assert!(!logs.contains(TOKEN), "the bot token reached a log");
        assert!(!logs.contains("interaction-token-"), "an interaction token reached a log");
    }

    async fn stop_bot(&mut self) {
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
    async fn advance_days(&self, days: f64) {
        self.settle().await;
        self.clock.advance((days * SECONDS_PER_DAY as f64).round() as i64);
    }

    async fn cmd(&self, user: &User, sub: &str, options: &[(&str, Opt)]) -> Exchange {
        self.discord.command(user, sub, options).await
    }

    /// `user` plays `text` and the bot answers publicly with a board.
    async fn play(&self, user: &User, text: &str) -> Exchange {
        let answer = self.cmd(user, "move", &[("text", Opt::str(text))]).await;
        assert!(!answer.reply.is_ephemeral(), "{text} was refused: {}", answer.reply.all_text());
        assert_board(&answer.reply);
        answer
    }

    /// `user` resigns (the game named in `options`): `/punct resign` asks
    /// privately, the Resign button does it. Returns the public board that
    /// follows.
    async fn resign(&self, user: &User, options: &[(&str, Opt)]) -> Request {
        let asked = self.cmd(user, "resign", options).await;
        assert!(asked.reply.is_ephemeral(), "{}", asked.reply.all_text());
        let yes = asked.reply.button("resign").expect("a Resign button");
        let pressed = self.discord.press(user, asked.message_id(), &yes).await;
        board_followup(&self.discord, &pressed.token).await
    }

    /// `challenger` challenges `opponent` (playing White), `opponent` accepts;
    /// returns the game number.
    async fn start_game(&self, challenger: &User, opponent: &User) -> i64 {
        self.start_game_in(CHANNEL_ID, challenger, opponent).await
    }

    /// [`Harness::start_game`] in `channel`.
    async fn start_game_in(&self, channel: u64, challenger: &User, opponent: &User) -> i64 {
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
struct Cost {
    store: punct::store::TransactionCounts,
    http: usize,
    /// Each request's method and path, to read when a budget is missed.
    requests: Vec<String>,
}

fn launch(
    discord: &StandIn,
    service: &Arc<GameService>,
    dev_guild: Option<u64>,
    progress: &Arc<watch::Sender<Progress>>,
) -> (oneshot::Sender<()>, JoinHandle<Result<(), RunError>>) {
    launch_polling(discord, service, dev_guild, progress, Duration::from_millis(50))
}

fn launch_polling(
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

fn alice() -> User {
    User::new(710_000_000_000_000_001, "alice")
}

fn bob() -> User {
    User::new(710_000_000_000_000_002, "bob")
}

fn carol() -> User {
    User::new(710_000_000_000_000_003, "carol")
}

/// The follow-up message (a new board) sent after a button's update.
async fn board_followup(discord: &StandIn, token: &str) -> Request {
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

/// The first request the bot made for the interaction with `token`.
async fn first_request(discord: &StandIn, token: &str) -> Request {
    let token = token.to_string();
    discord
        .shared()
        .log
        .wait_for("the first answer to an interaction", |rs| {
            rs.iter().find(|r| r.interaction_token() == Some(token.as_str())).cloned()
        })
        .await
}

/// The message a bot post replies to, if it is a reply.
/// The stored result of `game` is a win for White on time.
fn assert_white_won_on_time(service: &GameService, game: i64) {
    let view = service.game(punct::service::GameId(game)).expect("the game");
    assert_eq!(
        view.game.result,
        Some(punct::service::GameResult {
            winner: Some(punct::rules::Player::White),
            reason: punct::service::EndReason::Timeout,
        })
    );
}

fn replies_to(r: &Request) -> Option<u64> {
    r.message()?.pointer("/message_reference/message_id")?.as_str()?.parse().ok()
}

/// The request carrying a review's moment: the answer itself, or, when
/// the review took long enough to be deferred, the later edit carrying
/// the picture (after any "Reviewing… move 40 of 96" in between).
async fn review_answer(h: &Harness, exchange: &Exchange) -> Request {
    let token = exchange.token.clone();
    h.discord
        .shared()
        .log
        .wait_for("a review moment with its picture", |rs| {
            rs.iter()
                .filter(|r| r.interaction_token() == Some(token.as_str()) && r.is_content())
                .find(|r| {
                    r.is_ephemeral() || r.message().and_then(|m| m.pointer("/embeds/0/image")).is_some()
                })
                .cloned()
        })
        .await
}

/// A public board: an embed showing an attached PNG that decodes.
fn assert_board(r: &Request) {
    let message = r.message().expect("a message");
    let image = message.pointer("/embeds/0/image/url").and_then(|v| v.as_str()).expect("an embedded picture");
    let name = image.strip_prefix("attachment://").expect("the picture is an attachment");
    let file = r.files.iter().find(|f| f.filename == name).expect("the picture is attached");
    let png = image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png)
        .expect("the board decodes as PNG");
    assert!(png.width() >= 64 && png.height() >= 64);
}

/// The number after "#" in "game #12".
fn game_number(text: &str) -> i64 {
    let at = text.find("#").unwrap_or_else(|| panic!("no game number in {text}"));
    text[at + 1..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .expect("a game number")
}

/// A random game (`punct random-game --seed 0`) whose 52nd move (Black's) can win.
const WINNABLE: &str = "B3-B4-C5 G3-G1-G2 M14-N14-N15 G3>G7-H8-I9 D10-C9-C10 E2-E3-E4 M17-L17-N17 \
    G13-H12-H13 J15-J14-J16 E2>L9-J9-K9 H11-G11-I12 A7-B8-C8 F2-G3-G4 K14-J13-K15 I4-H4-H5 N8-M7-N9 \
    P12-O11-Q12 L9>M10-N10-O10 E12-E11-F12 G13>L13-K11-L12 I4>D4-E3-E4 B7-B6-C6 P12>P16-O15-P17 \
    D6-E7-F8 D4>B2-C1-C2 G5-F3-F4 N7-O7-P8 E4-D3-F5 J15>J3-I3-K3 G5>J8-K9-K10 E12>G14-F13-G13 \
    H16-H15-I16 H4-H5-I5 N11-O11-O12 P16>P14-O13-Q14 E12-E10-E11 J5-K6-L7 K5-J4-L6 M14>M5-L4-L5 \
    M10>I6-G6-H6 D10>D12-C11-D11 E1-D1-E2 O15-P15-P16 D7-C7-D8 N7>F7-G8-G9 E1>H1-H2-I2 I14-J15-K16 \
    K14>K5-J4-K6 D12>D4-D5-E5 E2-D1-E1 O15>M13-M14-N14";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_register_in_the_dev_guild_with_descriptions() {
    let h = Harness::start().await;
    let (commands, guild) = h.discord.wait_registered().await;
    assert_eq!(guild, Some(GUILD_ID));
    assert_eq!(commands.len(), 1);
    assert_eq!(commands[0]["name"], "punct");
    let subs = commands[0]["options"].as_array().expect("subcommands");
    let names: Vec<&str> = subs.iter().filter_map(|s| s["name"].as_str()).collect();
    for expected in [
        "challenge",
        "move",
        "board",
        "games",
        "resign",
        "draw",
        "takeback",
        "claim",
        "history",
        "review",
        "leaderboard",
        "help",
    ] {
        assert!(names.contains(&expected), "{expected} missing from {names:?}");
    }
    for sub in subs {
        let description = sub["description"].as_str().unwrap_or("");
        assert!(!description.is_empty() && description != "A slash command", "{sub}");
    }
    // The bot identified without privileged intents (members, presences,
    // message content), as README promises.
    let frames = h.discord.shared().hub.received();
    let identify = frames.iter().find(|f| f["op"] == 2).expect("an Identify");
    let intents = identify.pointer("/d/intents").and_then(|i| i.as_u64()).expect("intents");
    assert_eq!(intents & ((1 << 1) | (1 << 8) | (1 << 15)), 0, "privileged intents requested: {intents:#b}");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_explains_rules_notation_and_commands_privately() {
    let h = Harness::start().await;
    let answer = h.cmd(&alice(), "help", &[]).await;
    assert!(answer.reply.is_ephemeral());
    let text = answer.reply.all_text();
    for needle in [
        "C5-C6-D6",
        "F5>H7-H8-I8",
        "/punct move",
        "/punct challenge",
        "central hexagon",
        "Look back and learn",
        "/punct learn",
    ] {
        assert!(text.contains(needle), "help lacks {needle}: {text}");
    }
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_from_challenge_to_a_win_through_interactions() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());

    // The challenge pings bob only and carries Accept / Decline.
    let challenge =
        h.cmd(&alice, "challenge", &[("opponent", Opt::User(bob.clone())), ("color", Opt::Int(1))]).await;
    assert!(!challenge.reply.is_ephemeral());
    assert_eq!(challenge.reply.allowed_users(), Some(vec![bob.id.to_string()]));
    assert!(challenge.reply.content().contains(&bob.mention()));
    let accept = challenge.reply.button("accept").expect("Accept");

    // Someone else cannot accept it; bob can.
    let intruder = h.discord.press(&carol(), challenge.message_id(), &accept).await;
    assert!(intruder.reply.is_ephemeral(), "{:?}", intruder.reply.body);
    assert!(intruder.reply.content().contains("for <@"), "{}", intruder.reply.content());
    let accepted = h.discord.press(&bob, challenge.message_id(), &accept).await;
    assert_eq!(accepted.reply.callback_type(), Some(7), "the challenge message is updated");
    assert!(accepted.reply.button_ids().is_empty(), "its buttons are gone");
    let start = board_followup(&h.discord, &accepted.token).await;
    assert_board(&start);
    assert_eq!(start.allowed_users(), Some(vec![alice.id.to_string()]), "White is to move");
    let game = game_number(&start.all_text());

    // Autocomplete: placements on the empty board, all legal.
    let choices = h.discord.autocomplete(&alice, "move", &[("text", Opt::str(""))], "text").await;
    assert_eq!(choices.len(), 25);
    assert!(
        choices
            .iter()
            .all(|(_, v)| v.parse::<Move>().is_ok_and(|m| Position::new(Variant::Standard).is_legal(m)))
    );

    let record = GameRecord::from_moves(Variant::Standard, WINNABLE).expect("record");
    let mut latencies = Vec::new();
    for (i, m) in record.moves.iter().enumerate() {
        let (mover, waiting) = if i % 2 == 0 { (&alice, &bob) } else { (&bob, &alice) };
        if i == 3 {
            // An illegal move is answered privately, saying why, with an example.
            let refused = h.cmd(mover, "move", &[("text", Opt::str("I9-I10-J10"))]).await;
            assert!(refused.reply.is_ephemeral());
            assert!(refused.reply.content().contains("central hexagon"), "{}", refused.reply.content());
            assert!(refused.reply.content().contains("C5-C6-D6"), "{}", refused.reply.content());
            // Out of turn, also privately.
            let early = h.cmd(waiting, "move", &[("text", Opt::str("C5-C6-D6"))]).await;
            assert!(early.reply.is_ephemeral());
            assert!(early.reply.content().contains("not your turn"), "{}", early.reply.content());
            // Unreadable: says what was wrong.
            let garbled = h.cmd(mover, "move", &[("text", Opt::str("F5>>H7"))]).await;
            assert!(garbled.reply.is_ephemeral() && garbled.reply.content().contains("F5>H7-H8-I8"));
        }
        if i == 4 {
            // A review while the game is played is refused, saying why.
            let early = h.cmd(waiting, "review", &[("game", Opt::Int(game))]).await;
            assert_refused(&early, &format!("Game #{game} is still being played"));
            // After "B3>", only that piece's destinations.
            let from = "B3>";
            let choices = h.discord.autocomplete(mover, "move", &[("text", Opt::str(from))], "text").await;
            assert!(!choices.is_empty() && choices.iter().all(|(_, v)| v.starts_with(from)), "{choices:?}");
            // The waiting player gets no suggestions.
            assert!(
                h.discord.autocomplete(waiting, "move", &[("text", Opt::str(""))], "text").await.is_empty()
            );
        }
        let answer = h.play(mover, &m.to_string()).await;
        assert_eq!(
            answer.reply.allowed_users(),
            Some(vec![waiting.id.to_string()]),
            "only the player to move is pinged"
        );
        latencies.push(answer.latency());
    }

    // Black can win now; between people autocomplete judges no move (issue 31).
    let choices = h.discord.autocomplete(&bob, "move", &[("text", Opt::str(""))], "text").await;
    assert!(!choices.is_empty() && choices.iter().all(|(name, _)| !name.contains("wins")), "{choices:?}");
    let winning = punct::puzzles::solve::winning_moves(&record.replay().expect("legal"))[0].to_string();
    let last = h.play(&bob, &winning).await;
    let text = last.reply.all_text();
    assert!(text.contains("Black wins"), "{text}");
    assert!(last.reply.button("rematch").is_some(), "a finished game offers a rematch");
    assert_eq!(last.reply.allowed_users(), Some(vec![alice.id.to_string()]));

    // The history of the finished game: moves, record file, replay.
    let history = h.cmd(&bob, "history", &[("game", Opt::Int(game))]).await;
    let names: Vec<&str> = history.reply.files.iter().map(|f| f.filename.as_str()).collect();
    assert!(
        names.iter().any(|n| n.ends_with(".txt")) && names.iter().any(|n| n.ends_with(".gif")),
        "{names:?}"
    );
    let txt = history.reply.files.iter().find(|f| f.filename.ends_with(".txt")).expect("record");
    let replayed: GameRecord =
        String::from_utf8_lossy(&txt.bytes).parse().expect("the record file reads back");
    assert_eq!(replayed.moves.len(), record.moves.len() + 1);
    assert_board(&history.reply);

    // The review of the lost game: one moment per message, the first one
    // with its picture (the board after the move played, the better move
    // highlighted) and a Next button; Next turns the same message to the
    // second moment; a button for a move that is no moment is refused.
    let review = h.cmd(&alice, "review", &[("game", Opt::Int(game))]).await;
    let first = review_answer(&h, &review).await;
    // A review that takes a while says how far it has come meanwhile.
    for progress in h.discord.requests().iter().filter(|r| {
        r.interaction_token() == Some(review.token.as_str()) && r.is_content() && r.seq < first.seq
    }) {
        assert!(progress.content().starts_with("Reviewing… move "), "{}", progress.content());
    }
    let text = first.all_text();
    assert!(text.contains(&format!("Review of game #{game}")), "{text}");
    assert!(text.contains(" played ") && text.contains("Before:"), "{text}");
    assert!(text.contains("Moment 1 of "), "{text}");
    assert_board(&first);
    assert!(first.button("previous").is_none(), "the first moment has no Previous");
    let next = first.button("next moment").expect("a Next button: the lost game has more than one moment");
    let second = h.discord.press(&carol(), review.message_id(), &next).await;
    let turned = review_answer(&h, &second).await;
    assert!(matches!(turned.callback_type(), Some(7) | None), "the review message itself is turned");
    let text = turned.all_text();
    assert!(text.contains("Moment 2 of "), "{text}");
    assert_board(&turned);
    assert!(turned.button("previous moment").is_some(), "{:?}", turned.button_ids());
    let beyond = record.moves.len() + 5;
    let stale = h.discord.press(&alice, review.message_id(), &format!("punct:review:{game}:{beyond}")).await;
    assert_refused(&stale, "This button no longer matches the review");

    // An earlier position.
    let past = h.cmd(&carol(), "history", &[("game", Opt::Int(game)), ("move", Opt::Int(10))]).await;
    assert_board(&past.reply);
    assert!(past.reply.all_text().contains("after move 10"), "{}", past.reply.all_text());

    // Ratings moved: both players are on the leaderboard.
    let board = h.cmd(&carol(), "leaderboard", &[]).await;
    let text = board.reply.all_text();
    assert!(text.contains("alice") && text.contains("bob"), "{text}");

    latencies.sort();
    println!(
        "move latency over {} moves (INTERACTION_CREATE → reply with board): p50 {:?}, max {:?}",
        latencies.len(),
        latencies[latencies.len() / 2],
        latencies.last()
    );
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_declined_challenge_cannot_be_accepted_afterwards() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let challenge = h.cmd(&alice, "challenge", &[("opponent", Opt::User(bob.clone()))]).await;
    let decline = challenge.reply.button("decline").expect("Decline");
    let accept = challenge.reply.button("accept").expect("Accept");
    let declined = h.discord.press(&bob, challenge.message_id(), &decline).await;
    assert_eq!(declined.reply.callback_type(), Some(7));
    assert!(declined.reply.content().contains("declined"), "{}", declined.reply.content());
    assert!(declined.reply.button_ids().is_empty());
    let late = h.discord.press(&bob, challenge.message_id(), &accept).await;
    assert!(late.reply.is_ephemeral());
    assert!(late.reply.content().contains("already declined"), "{}", late.reply.content());
    let games = h.cmd(&bob, "games", &[]).await;
    assert!(
        games.reply.is_ephemeral() && games.reply.content().contains("no game"),
        "{}",
        games.reply.content()
    );
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_challenge_is_accepted_by_anyone_but_the_challenger() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());

    // No opponent: the post pings nobody and offers Accept / Cancel.
    let open = h.cmd(&alice, "challenge", &[("color", Opt::Int(1))]).await;
    assert!(!open.reply.is_ephemeral(), "{}", open.reply.content());
    assert_eq!(open.reply.allowed_users(), Some(vec![]), "an open challenge pings nobody");
    assert!(open.reply.content().contains("anyone here may accept"), "{}", open.reply.content());
    assert!(open.reply.button("decline").is_none(), "nobody can decline an open challenge");
    assert!(open.reply.button("cancel").is_some(), "{:?}", open.reply.button_ids());
    let accept = open.reply.button("accept").expect("Accept");

    // alice cannot accept her own challenge; carol can.
    let own = h.discord.press(&alice, open.message_id(), &accept).await;
    assert!(own.reply.is_ephemeral(), "{:?}", own.reply.body);
    assert!(own.reply.content().contains("your own"), "{}", own.reply.content());
    let accepted = h.discord.press(&carol, open.message_id(), &accept).await;
    assert_eq!(accepted.reply.callback_type(), Some(7), "the challenge message is updated");
    assert!(accepted.reply.button_ids().is_empty(), "its buttons are gone");
    assert!(accepted.reply.content().contains(&carol.mention()), "{}", accepted.reply.content());
    let start = board_followup(&h.discord, &accepted.token).await;
    assert_board(&start);
    assert_eq!(start.allowed_users(), Some(vec![alice.id.to_string()]), "alice plays White");
    let game = game_number(&start.all_text());
    let carols = h.service.games_of(punct::service::UserId(carol.id)).expect("games");
    assert_eq!(carols.iter().map(|l| l.game.id.0).collect::<Vec<_>>(), vec![game]);

    // Too late for bob.
    let late = h.discord.press(&bob, open.message_id(), &accept).await;
    assert!(late.reply.is_ephemeral() && late.reply.content().contains("already accepted"));

    // Another open challenge: only alice can cancel it.
    let second = h.cmd(&alice, "challenge", &[]).await;
    let cancel = second.reply.button("cancel").expect("Cancel");
    let not_hers = h.discord.press(&bob, second.message_id(), &cancel).await;
    assert!(not_hers.reply.is_ephemeral(), "{:?}", not_hers.reply.body);
    assert!(not_hers.reply.content().contains("Only <@"), "{}", not_hers.reply.content());
    let withdrawn = h.discord.press(&alice, second.message_id(), &cancel).await;
    assert_eq!(withdrawn.reply.callback_type(), Some(7));
    assert!(withdrawn.reply.content().contains("withdrew"), "{}", withdrawn.reply.content());
    assert!(withdrawn.reply.button_ids().is_empty());
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_users_pressing_at_once_start_at_most_one_game() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let challenge = h.cmd(&alice, "challenge", &[("opponent", Opt::User(bob.clone()))]).await;
    let accept = challenge.reply.button("accept").expect("Accept");
    let decline = challenge.reply.button("decline").expect("Decline");
    // bob accepts twice and alice withdraws, all at the same moment.
    let presses = [
        h.discord.send_press(&bob, challenge.message_id(), &accept),
        h.discord.send_press(&alice, challenge.message_id(), &decline),
        h.discord.send_press(&bob, challenge.message_id(), &accept),
    ];
    let mut won = Vec::new();
    for (i, (token, at)) in presses.iter().enumerate() {
        let answer = h.discord.exchange(token, *at).await;
        if answer.reply.is_ephemeral() {
            assert!(answer.reply.content().contains("already"), "{}", answer.reply.content());
        } else {
            won.push((i, answer));
        }
    }
    assert_eq!(won.len(), 1, "exactly one press takes effect");
    // Which one is up to the race: an accept starts exactly one game
    // between them, alice's withdrawal none.
    let (press, answer) = &won[0];
    let games = h.service.games_of(punct::service::UserId(bob.id)).expect("games");
    if *press == 1 {
        // The challenger's own press on Decline withdraws her challenge (the
        // old front end did the same; this branch was rarely reached).
        assert!(answer.reply.content().contains("withdrew"), "{}", answer.reply.content());
        assert!(games.is_empty(), "{games:?}");
    } else {
        let start = board_followup(&h.discord, &answer.token).await;
        assert_eq!(games.len(), 1, "one game for bob: {games:?}");
        assert_eq!(games[0].game.id.0, game_number(&start.all_text()));
        let alices = h.service.games_of(punct::service::UserId(alice.id)).expect("games");
        assert_eq!(alices.iter().map(|l| l.game.id).collect::<Vec<_>>(), vec![games[0].game.id]);
    }
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_and_a_timeout_follow_the_test_clock_and_survive_a_restart() {
    let mut h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;

    // Half of bob's 3 days pass: one reminder, pinging bob only.
    let mark = h.discord.mark();
    h.advance_days(1.6).await;
    let first = h.discord.channel_message(CHANNEL_ID, mark).await;
    assert!(first.content().contains("Half your time"), "{}", first.content());
    assert_eq!(first.allowed_users(), Some(vec![bob.id.to_string()]));
    assert!(first.content().contains(&format!("game:{game}")));

    // The bot restarts while the half-time reminder is still the one due:
    // it is not sent again (the restarted bot knows it was sent).
    h.stop_bot().await;
    let mark = h.discord.mark();
    h.restart_bot();
    h.advance_days(0.4).await;
    h.settle().await;
    let again: Vec<String> = h
        .discord
        .requests()
        .iter()
        .skip(mark)
        .map(|r| r.content().to_string())
        .filter(|c| !c.is_empty())
        .collect();
    assert_eq!(again, Vec::<String>::new(), "nothing is posted again after the restart");

    // 90 % of the time has passed: the last call, once.
    h.advance_days(0.7).await;
    let last = h.discord.channel_message(CHANNEL_ID, mark).await;
    assert!(last.content().contains("Last call"), "{}", last.content());
    h.settle().await;
    let reminders =
        h.discord.requests().iter().skip(mark).filter(|r| r.content().contains("your move in game")).count();
    assert_eq!(reminders, 1, "each reminder once");

    // Time runs out and the grace day passes: bob loses on time.
    let mark = h.discord.mark();
    h.advance_days(1.5).await;
    let over = h.discord.channel_message(CHANNEL_ID, mark).await;
    assert!(
        over.content().contains("ran out of time") && over.content().contains("White wins"),
        "{}",
        over.content()
    );
    assert_board(&over);
    assert!(over.button("rematch").is_some());
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_waiting_player_claims_a_win_on_time_once_the_test_clock_passes_the_deadline() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let game = h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;

    // Refusals come privately, from the service's reasons.
    let own_turn = h.cmd(&bob, "claim", &[]).await;
    assert!(own_turn.reply.is_ephemeral(), "{}", own_turn.reply.content());
    assert!(own_turn.reply.content().contains("your own move"), "{}", own_turn.reply.content());
    let early = h.cmd(&alice, "claim", &[]).await;
    assert!(early.reply.is_ephemeral(), "{}", early.reply.content());
    assert!(
        early.reply.content().contains("still has time") && early.reply.content().contains("/punct claim"),
        "{}",
        early.reply.content()
    );
    let onlooker = h.cmd(&carol, "claim", &[("game", Opt::Int(game))]).await;
    assert!(onlooker.reply.is_ephemeral(), "{}", onlooker.reply.content());
    assert!(onlooker.reply.content().contains("not playing"), "{}", onlooker.reply.content());

    // bob's 3 days run out; within the grace day alice claims the win.
    h.advance_days(3.5).await;
    let claimed = h.cmd(&alice, "claim", &[]).await;
    assert!(!claimed.reply.is_ephemeral(), "{}", claimed.reply.content());
    assert_board(&claimed.reply);
    let text = claimed.reply.content();
    assert!(
        text.contains("claims the win")
            && text.contains("ran out of time")
            && text.contains("White wins on time"),
        "{text}"
    );
    // Was: only bob, the loser. An ending now reaches both players.
    assert_eq!(
        claimed.reply.allowed_users(),
        Some(vec![alice.id.to_string(), bob.id.to_string()]),
        "both players are told"
    );
    assert!(claimed.reply.button("rematch").is_some());
    assert_white_won_on_time(&h.service, game);

    // The game is over: no second claim, and the watcher records nothing more.
    let again = h.cmd(&alice, "claim", &[("game", Opt::Int(game))]).await;
    assert!(again.reply.is_ephemeral() && again.reply.content().contains("is over"));
    let mark = h.discord.mark();
    h.advance_days(2.0).await;
    h.settle().await;
    let posted = h
        .discord
        .requests()
        .iter()
        .skip(mark)
        .filter(|r| r.content().contains("ran out of time") && !r.content().contains("Claim the win"))
        .count();
    assert_eq!(posted, 0, "a claimed game is not timed out again");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_time_is_up_the_waiting_player_is_told_once_and_claims_with_the_button() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let game = h.start_game(&alice, &bob).await;
    let moved = h.play(&alice, "B2-B3-C3").await;
    let board = moved.message_id();
    h.assert_board_remembered(game, board).await;

    // bob's 3 days run out: one notice, replying to the board, pinging alice only.
    let mark = h.discord.mark();
    h.advance_days(3.2).await;
    let notice = h.discord.channel_message(CHANNEL_ID, mark).await;
    let text = notice.content();
    assert!(
        text.starts_with(&format!(
            "<@{}>, <@{}> ran out of time for move 2 in game #{game}.",
            alice.id, bob.id
        )),
        "{text}"
    );
    assert!(text.contains("<t:") && text.contains(":f>"), "{text}");
    assert_eq!(notice.allowed_users(), Some(vec![alice.id.to_string()]));
    assert_eq!(replies_to(&notice), Some(board), "{:?}", notice.body);
    let claim = notice.button("claim the win").expect("a Claim the win button");
    assert_eq!(claim, format!("punct:claim:{game}"));
    h.settle().await; // more watcher rounds, at the same time
    let notices =
        h.discord.requests().iter().skip(mark).filter(|r| r.content().contains("Claim the win")).count();
    assert_eq!(notices, 1, "the notice comes once");

    // Only the waiting player may press it; the others hear why, privately.
    let notice_id = notice.message_id.expect("stored");
    let onlooker = h.discord.press(&carol, notice_id, &claim).await;
    assert!(onlooker.reply.is_ephemeral(), "{}", onlooker.reply.content());
    assert!(onlooker.reply.content().contains("not playing"), "{}", onlooker.reply.content());
    let late = h.discord.press(&bob, notice_id, &claim).await;
    assert!(late.reply.is_ephemeral(), "{}", late.reply.content());
    assert!(late.reply.content().contains("your own move"), "{}", late.reply.content());

    // alice presses it: the notice is updated and the final board follows.
    let claimed = h.discord.press(&alice, notice_id, &claim).await;
    assert_eq!(claimed.reply.callback_type(), Some(7));
    assert!(claimed.reply.content().contains("claims the win"), "{}", claimed.reply.content());
    let end = board_followup(&h.discord, &claimed.token).await;
    assert_board(&end);
    assert!(end.all_text().contains("White wins on time"), "{}", end.all_text());
    // Was: only bob, the loser. An ending now reaches both players.
    assert_eq!(
        end.allowed_users(),
        Some(vec![alice.id.to_string(), bob.id.to_string()]),
        "both players are told"
    );
    assert!(end.button("rematch").is_some());
    assert_white_won_on_time(&h.service, game);

    // Pressing again: the game is over.
    let again = h.discord.press(&alice, notice_id, &claim).await;
    assert!(
        again.reply.is_ephemeral() && again.reply.content().contains("is over"),
        "{}",
        again.reply.content()
    );
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_latest_board_is_remembered_and_reminders_and_timeouts_reply_to_it() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let other_channel = CHANNEL_ID + 100;

    // The board that starts the game (a follow-up to the Accept press).
    let challenge =
        h.cmd(&alice, "challenge", &[("opponent", Opt::User(bob.clone())), ("color", Opt::Int(1))]).await;
    let accept = challenge.reply.button("accept").expect("Accept");
    let accepted = h.discord.press(&bob, challenge.message_id(), &accept).await;
    let start = board_followup(&h.discord, &accepted.token).await;
    let game = game_number(&start.all_text());
    h.assert_board_remembered(game, start.message_id.expect("a message")).await;

    // A move's board (an interaction response, read back for its id).
    let moved = h.play(&alice, "B2-B3-C3").await;
    let board = moved.message_id();
    h.assert_board_remembered(game, board).await;

    // A board shown in another channel is not remembered: a reminder in the
    // game's channel could not reply to it.
    let elsewhere = h.discord.command_in(other_channel, &bob, "board", &[("game", Opt::Int(game))]).await;
    assert_board(&elsewhere.reply);
    h.assert_board_remembered(game, board).await; // settled: the command would have remembered it by now

    // Half of bob's time passes: the reminder replies to the move's board.
    let mark = h.discord.mark();
    h.advance_days(1.6).await;
    let reminder = h.discord.channel_message(CHANNEL_ID, mark).await;
    assert!(reminder.content().contains("Half your time"), "{}", reminder.content());
    assert_eq!(replies_to(&reminder), Some(board), "{:?}", reminder.body);
    assert_eq!(reminder.allowed_users(), Some(vec![bob.id.to_string()]), "the reply pings bob only");
    let shown = h.discord.message(reminder.message_id.expect("stored")).expect("the reminder");
    assert_eq!(shown["type"], 19, "Discord shows it as a reply: {shown}");

    // bob answers; then alice lets her time run out and the grace day pass.
    let answered = h.play(&bob, "N12-N13-O13").await;
    let latest = answered.message_id();
    h.assert_board_remembered(game, latest).await;
    let mark = h.discord.mark();
    h.advance_days(4.5).await;
    let over = h.discord.channel_message(CHANNEL_ID, mark).await;
    assert!(over.content().contains("ran out of time"), "{}", over.content());
    assert_eq!(replies_to(&over), Some(latest), "the timeout replies to the board alice left unanswered");
    assert_board(&over);
    h.assert_board_remembered(game, over.message_id.expect("stored")).await;
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn playing_the_computer_offers_and_takebacks() {
    let h = Harness::start().await;
    let (alice, bot) = (alice(), h.discord.bot());
    let start = h
        .cmd(
            &alice,
            "challenge",
            &[("opponent", Opt::User(bot)), ("color", Opt::Int(1)), ("level", Opt::Int(0))],
        )
        .await;
    assert_board(&start.reply);
    assert!(start.reply.content().contains("the computer (easy)"), "{}", start.reply.content());
    let answer = h.play(&alice, "B2-B3-C3").await;
    let text = answer.reply.content();
    assert!(
        text.contains("Move 1 (White): B2-B3-C3") && text.contains("(Black):"),
        "the computer replied: {text}"
    );
    assert_eq!(answer.reply.allowed_users(), Some(vec![alice.id.to_string()]));

    // The computer allows a takeback at once; it never agrees to a draw.
    let back = h.cmd(&alice, "takeback", &[]).await;
    assert_board(&back.reply);
    assert!(back.reply.content().contains("Taken back"), "{}", back.reply.content());
    let draw = h.cmd(&alice, "draw", &[]).await;
    assert!(
        draw.reply.is_ephemeral() && draw.reply.content().contains("plays on"),
        "{}",
        draw.reply.content()
    );

    // Someone else cannot resign alice's game.
    let onlooker = h.cmd(&carol(), "resign", &[]).await;
    assert!(onlooker.reply.is_ephemeral(), "{}", onlooker.reply.content());
    let board = h.cmd(&carol(), "board", &[]).await;
    assert_board(&board.reply);
    assert_eq!(board.reply.allowed_users(), Some(vec![]), "looking pings nobody");
    let resigned = h.resign(&alice, &[]).await;
    assert!(resigned.content().contains("resigned"), "{}", resigned.content());
    assert!(resigned.button("rematch").is_some());

    // Rematch: a new game against the computer, colours swapped.
    let rematch = resigned.button("rematch").expect("Rematch");
    let again = h.discord.press(&alice, resigned.message_id.expect("posted"), &rematch).await;
    assert_board(&again.reply);
    assert!(again.reply.content().contains("starts"), "{}", again.reply.content());
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn draws_and_takebacks_between_people_go_through_buttons() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    h.play(&bob, "N12-N13-O13").await;

    // bob asks to take back; alice allows it with the button.
    let ask = h.cmd(&bob, "takeback", &[]).await;
    assert_eq!(ask.reply.allowed_users(), Some(vec![alice.id.to_string()]));
    let allow = ask.reply.button("allow").expect("Allow takeback");
    let not_bob = h.discord.press(&bob, ask.message_id(), &allow).await;
    assert!(not_bob.reply.is_ephemeral(), "only the opponent answers");
    let allowed = h.discord.press(&alice, ask.message_id(), &allow).await;
    assert_eq!(allowed.reply.callback_type(), Some(7));
    let board = board_followup(&h.discord, &allowed.token).await;
    assert_board(&board);
    assert_eq!(board.allowed_users(), Some(vec![bob.id.to_string()]), "bob is to move again");

    // alice offers a draw; bob accepts it.
    let offer = h.cmd(&alice, "draw", &[]).await;
    assert_eq!(offer.reply.allowed_users(), Some(vec![bob.id.to_string()]));
    let accept = offer.reply.button("accept draw").expect("Accept draw");
    let agreed = h.discord.press(&bob, offer.message_id(), &accept).await;
    assert!(agreed.reply.content().contains("drawn"), "{}", agreed.reply.content());
    let end = board_followup(&h.discord, &agreed.token).await;
    assert_board(&end);
    assert!(end.button("rematch").is_some());

    // Rematch from the final board: a new challenge, colours swapped.
    let rematch = end.button("rematch").expect("Rematch");
    let again = h.discord.press(&bob, end.message_id.expect("stored"), &rematch).await;
    assert!(again.reply.button("accept").is_some(), "{:?}", again.reply.body);
    assert_eq!(again.reply.allowed_users(), Some(vec![alice.id.to_string()]));
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_two_games_the_player_is_asked_which_and_autocomplete_lists_them() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let first = h.start_game(&alice, &bob).await;
    let second = h.start_game(&alice, &carol).await;
    let moved = h.cmd(&alice, "move", &[("text", Opt::str("B2-B3-C3")), ("game", Opt::Int(first))]).await;
    assert_board(&moved.reply);
    let games = h.discord.autocomplete(&alice, "board", &[("game", Opt::str(""))], "game").await;
    let values: Vec<&str> = games.iter().map(|(_, v)| v.as_str()).collect();
    assert!(
        values.contains(&first.to_string().as_str()) && values.contains(&second.to_string().as_str()),
        "{games:?}"
    );
    let beyond = h.cmd(&carol, "history", &[("game", Opt::Int(first)), ("move", Opt::Int(99))]).await;
    assert!(
        beyond.reply.is_ephemeral() && beyond.reply.content().contains("Pick 0 to 1"),
        "{}",
        beyond.reply.content()
    );
    let which = h.cmd(&alice, "resign", &[]).await;
    assert!(
        which.reply.is_ephemeral() && which.reply.content().contains("game:"),
        "{}",
        which.reply.content()
    );
    let mine = h.cmd(&alice, "games", &[]).await;
    assert!(mine.reply.is_ephemeral());
    assert!(mine.reply.content().contains("**1 game** is waiting"), "{}", mine.reply.content());
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_dev_guild_commands_register_globally() {
    let h = Harness::start_with(None).await;
    let (commands, guild) = h.discord.wait_registered().await;
    assert_eq!(guild, None);
    assert_eq!(commands[0]["name"], "punct");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_discord_refuses_a_reply_the_player_hears_sorry_and_the_log_holds_no_token() {
    let h = Harness::start().await;
    h.discord.fail_next("/callback");
    let (token, at) = h.discord.send_command(&alice(), CHANNEL_ID, "help", &[]);
    let answer = h
        .discord
        .shared()
        .log
        .wait_for("the apology", |rs| {
            rs.iter().filter(|r| r.interaction_token() == Some(token.as_str())).nth(1).cloned()
        })
        .await;
    let _ = at;
    assert!(answer.is_ephemeral(), "{:?}", answer.body);
    assert!(answer.content().contains("Your games are safe"), "{}", answer.content());
    assert!(!answer.content().contains("40060") && !answer.content().contains("HTTP"));
    let logs = logged();
    assert!(logs.contains("a Discord request failed (HTTP POST 400 code 40060)"), "{logs}");
    assert!(logs.contains("commands registered"), "logs are captured: {logs}");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_computer_reply_is_deferred_then_delivered() {
    let (thinker, release) = GatedThinker::new();
    let h = Harness::build(Some(GUILD_ID), thinker).await;
    let alice = alice();
    let start =
        h.cmd(&alice, "challenge", &[("opponent", Opt::User(h.discord.bot())), ("color", Opt::Int(1))]).await;
    assert_board(&start.reply);
    // The computer is still thinking when the bot tells Discord the answer
    // is coming; only then may it answer.
    let (token, at) = h.discord.send_command(&alice, CHANNEL_ID, "move", &[("text", Opt::str("B2-B3-C3"))]);
    let ack = first_request(&h.discord, &token).await;
    assert_eq!(ack.callback_type(), Some(5), "Discord is told the answer is coming: {:?}", ack.body);
    release.send(()).expect("the computer waits");
    let answer = h.discord.exchange(&token, at).await;
    assert_eq!(answer.ack.callback_type(), Some(5));
    assert!(answer.reply.path.starts_with("/webhooks/"), "the board follows: {}", answer.reply.path);
    assert_board(&answer.reply);
    assert!(answer.reply.content().contains("(Black):"), "{}", answer.reply.content());
    // A refusal comes at once, privately, even in a game against the computer.
    let refused = h.cmd(&alice, "move", &[("text", Opt::str("I9-I10-J10"))]).await;
    assert!(refused.reply.is_ephemeral() && refused.ack.callback_type() == Some(4));
    // A rematch where the computer opens (colours swapped) is slow too: the
    // press is acknowledged first and the new board follows.
    let resigned = h.resign(&alice, &[]).await;
    let rematch = resigned.button("rematch").expect("Rematch");
    let (token, at) = h.discord.send_press(&alice, resigned.message_id.expect("posted"), &rematch);
    let ack = first_request(&h.discord, &token).await;
    assert_eq!(ack.callback_type(), Some(6), "{:?}", ack.body);
    release.send(()).expect("the computer waits");
    let again = h.discord.exchange(&token, at).await;
    assert_eq!(again.ack.callback_type(), Some(6), "{:?}", again.ack.body);
    assert_board(&again.reply);
    assert!(
        again.reply.content().contains("Move 1 (White):"),
        "the computer opened: {}",
        again.reply.content()
    );
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_can_be_refused_with_play_on_and_accepted_by_command() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    let offer = h.cmd(&alice, "draw", &[]).await;
    let play_on = offer.reply.button("play on").expect("Play on");
    let refused = h.discord.press(&bob, offer.message_id(), &play_on).await;
    assert_eq!(refused.reply.callback_type(), Some(7));
    assert!(refused.reply.content().contains("declined"), "{}", refused.reply.content());
    let again = h.cmd(&bob, "draw", &[]).await;
    assert_eq!(again.reply.allowed_users(), Some(vec![alice.id.to_string()]));
    let accepted = h.cmd(&alice, "draw", &[]).await;
    assert_board(&accepted.reply);
    assert!(accepted.reply.content().contains("drawn by agreement"), "{}", accepted.reply.content());
    let over = h.cmd(&alice, "move", &[("text", Opt::str("C5-C6-D6"))]).await;
    assert!(over.reply.is_ephemeral(), "no game left to move in: {}", over.reply.content());
    h.shut_down().await;
}

/// A declined offer's message says who declined it, so the one who
/// offered knows without asking.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_declined_draw_or_takeback_names_who_declined_it() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    let offer = h.cmd(&alice, "draw", &[]).await;
    let play_on = offer.reply.button("play on").expect("Play on");
    let refused = h.discord.press(&bob, offer.message_id(), &play_on).await;
    assert!(
        refused
            .reply
            .content()
            .starts_with(&format!("{} declined the draw offer in game #{game}", bob.mention())),
        "{}",
        refused.reply.content()
    );
    assert_eq!(refused.reply.allowed_users(), Some(vec![]), "an update pings nobody");
    let ask = h.cmd(&alice, "takeback", &[]).await;
    let refuse = ask.reply.button("refuse").expect("Refuse");
    let refused = h.discord.press(&bob, ask.message_id(), &refuse).await;
    assert!(
        refused
            .reply
            .content()
            .starts_with(&format!("{} declined the takeback request in game #{game}", bob.mention())),
        "{}",
        refused.reply.content()
    );
    h.shut_down().await;
}

/// `/punct resign` only asks, privately; Keep playing changes nothing,
/// nobody but the player can use the question's buttons, and Resign ends
/// the game with its final board posted for everyone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resigning_is_confirmed_with_a_button_first() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    let mark = h.discord.mark();
    let asked = h.cmd(&bob, "resign", &[]).await;
    assert!(asked.reply.is_ephemeral(), "{}", asked.reply.all_text());
    assert!(
        asked.reply.content().starts_with(&format!("Resign game #{game}? {} wins", alice.mention())),
        "{}",
        asked.reply.content()
    );
    let (yes, no) = (asked.reply.button("resign").expect("Resign"), asked.reply.button("keep playing"));
    let kept = h.discord.press(&bob, asked.message_id(), &no.expect("Keep playing")).await;
    assert_eq!(kept.reply.callback_type(), Some(7), "the question itself is updated");
    assert_eq!(kept.reply.content(), format!("You play on in game #{game}."));
    let view = h.service.game(punct::service::GameId(game)).expect("the game");
    assert_eq!((view.game.ply, view.game.result), (1, None), "nothing changed");
    let forged = h.discord.press(&carol(), asked.message_id(), &yes).await;
    assert!(forged.reply.is_ephemeral(), "{}", forged.reply.content());
    assert!(forged.reply.content().contains("not playing in game"), "{}", forged.reply.content());
    h.settle().await;
    let posted = h.discord.requests()[mark..].iter().filter(|r| r.path.starts_with("/channels/")).count();
    assert_eq!(posted, 0, "nothing was posted in the channel");
    let resigned = h.resign(&bob, &[]).await;
    assert!(!resigned.is_ephemeral());
    assert_board(&resigned);
    assert!(resigned.content().contains("White wins by resignation"), "{}", resigned.content());
    let over = h.cmd(&bob, "resign", &[("game", Opt::Int(game))]).await;
    assert!(over.reply.is_ephemeral() && over.reply.content().contains("over"), "{}", over.reply.content());
    h.shut_down().await;
}

/// Right after a game ends, the commands that look back mean it: the
/// channel's history, review and board, and the players' list of games.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_game_ends_history_review_board_and_games_find_it() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let review_none = h.cmd(&alice, "review", &[]).await;
    assert!(review_none.reply.is_ephemeral());
    assert!(review_none.reply.content().starts_with("No game has finished in this channel"));
    let game = h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    h.play(&bob, "N12-N13-O13").await;
    h.resign(&bob, &[]).await;

    let history = h.cmd(&carol(), "history", &[]).await;
    assert!(!history.reply.is_ephemeral(), "{}", history.reply.all_text());
    assert!(history.reply.all_text().contains(&format!("#{game}")), "{}", history.reply.all_text());
    assert!(
        history.reply.files.iter().any(|f| f.filename.ends_with("-replay.gif")),
        "a finished game's replay"
    );
    let board = h.cmd(&carol(), "board", &[]).await;
    assert_board(&board.reply);
    assert!(board.reply.content().contains("White wins by resignation"), "{}", board.reply.content());

    let review = h.cmd(&carol(), "review", &[]).await;
    let moment = review_answer(&h, &review).await;
    let text = moment.all_text();
    assert!(text.contains(&format!("game #{game}")), "{text}");
    assert!(!text.contains("no game going"), "{text}");
    if text.contains("no turning point") {
        assert!(text.contains("White wins by resignation after 2 moves"), "{text}");
        assert_board(&moment);
    }

    let games = h.cmd(&alice, "games", &[]).await;
    let listed = games.reply.content();
    assert!(listed.contains("Recently finished:"), "{listed}");
    assert!(listed.contains(&format!("#{game}")) && listed.contains("White wins by resignation"), "{listed}");
    h.shut_down().await;
}

/// A board stays in the channel for good: its deadline is a date, not a
/// countdown that would go on ticking after the move or the game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn board_posts_give_the_deadline_as_a_date_not_a_countdown() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.start_game(&alice, &bob).await;
    let moved = h.play(&alice, "B2-B3-C3").await;
    let deadline = START + 3 * SECONDS_PER_DAY;
    assert!(moved.reply.content().contains(&format!("by <t:{deadline}:f>")), "{}", moved.reply.content());
    let board = h.cmd(&carol(), "board", &[]).await;
    assert!(board.reply.content().contains(&format!("by <t:{deadline}:f>")), "{}", board.reply.content());
    for r in [&moved.reply, &board.reply] {
        assert!(!r.all_text().contains(":R>"), "no live countdown on a board: {}", r.all_text());
    }
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unanswered_challenge_expires_and_the_challenger_is_told() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let challenge = h.cmd(&alice, "challenge", &[("opponent", Opt::User(bob.clone()))]).await;
    let accept = challenge.reply.button("accept").expect("Accept");
    let mark = h.discord.mark();
    h.advance_days(7.1).await;
    let told = h.discord.channel_message(CHANNEL_ID, mark).await;
    assert!(told.content().contains("expired"), "{}", told.content());
    assert_eq!(told.allowed_users(), Some(vec![alice.id.to_string()]));
    let late = h.discord.press(&bob, challenge.message_id(), &accept).await;
    assert!(
        late.reply.is_ephemeral() && late.reply.content().contains("expired"),
        "{}",
        late.reply.content()
    );
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_crash_the_computer_makes_its_pending_move_at_start_up() {
    use punct::service::{ChallengeRequest, Opponent, PlayerRef};
    use punct::service::{ChannelId, ColourChoice, TimeControl, UserId};

    let alice = alice();
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let store = Store::open(dir.path().join("games.sqlite3")).expect("store");
        let clock = Arc::new(ManualClock::new(Timestamp(START)));
        let service = GameService::new(store, clock, Arc::new(Crashing));
        let request = ChallengeRequest {
            challenger: PlayerRef::new(UserId(alice.id), "alice"),
            channel: ChannelId(CHANNEL_ID),
            guild: None,
            opponent: Opponent::Bot(Level::Easy),
            variant: Variant::Standard,
            time_control: TimeControl::default(),
            colour: ColourChoice::Black,
        };
        let crashed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| service.challenge(request)));
        assert!(crashed.is_err(), "the engine crashed before the computer's first move");
    }
    let h = Harness::build_at(dir, Some(GUILD_ID), Arc::new(FirstLegal)).await;
    let board = h.discord.channel_message(CHANNEL_ID, 0).await;
    assert_board(&board);
    assert!(board.content().contains("Move 1 (White):"), "{}", board.content());
    assert_eq!(board.allowed_users(), Some(vec![alice.id.to_string()]), "alice is to move");
    let game = game_number(&board.all_text());
    h.assert_board_remembered(game, board.message_id.expect("stored")).await;
    h.shut_down().await;
}

/// A bot over an empty database in a temp dir, aimed at `api_base`.
fn offline_launch(api_base: String, dir: &tempfile::TempDir) -> Launch {
    let store = Store::open(dir.path().join("games.sqlite3")).expect("store");
    let clock = Arc::new(ManualClock::new(Timestamp(START)));
    Launch {
        token: Token::new(TOKEN),
        api_base: Some(api_base),
        dev_guild: Some(GUILD_ID),
        service: Arc::new(GameService::new(store, clock, Arc::new(FirstLegal))),
        deadline_poll: Duration::from_millis(50),
        progress: None,
    }
}

/// Waits until the log holds `text` (the bot logs as it goes).
async fn logged_soon(text: &str) {
    for _ in 0..1_000 {
        if logged().contains(text) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("the log never said “{text}”:\n{}", logged());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_returns_at_once_while_discord_cannot_be_reached() {
    logs();
    // A port nobody listens on: bound, then closed again.
    let port =
        std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("a free port").port();
    let dir = tempfile::tempdir().expect("temp dir");
    let (stop, stopped) = oneshot::channel::<()>();
    let bot = tokio::spawn(serve(offline_launch(format!("http://127.0.0.1:{port}"), &dir), async move {
        let _ = stopped.await;
    }));
    logged_soon("Discord cannot be reached (could not connect").await;
    let line = logged().lines().find(|l| l.contains("Discord cannot be reached")).map(str::to_string);
    let line = line.expect("the retry line");
    assert!(line.contains("trying again in 1 s"), "{line}");
    assert!(!line.contains("Tungstenite") && !line.contains("http://"), "one readable line: {line}");
    let _ = stop.send(());
    let ended = tokio::time::timeout(Duration::from_secs(5), bot).await;
    let result = ended.expect("serve returns within 5 s of shutdown").expect("bot task");
    assert!(result.is_ok(), "{result:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_discord_refuses_ends_serve_with_the_refused_token_error() {
    logs();
    // The stand-in knows the real token; the bot is given another, as after
    // a reset in the developer portal: Discord answers 401.
    let discord = StandIn::start(TOKEN).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let mut launch = offline_launch(discord.api_base(), &dir);
    launch.token = Token::new("standin.bot.token-reset-since");
    let bot = tokio::spawn(serve(launch, std::future::pending()));
    let ended = tokio::time::timeout(Duration::from_secs(10), bot).await;
    let result = ended.expect("a refused token ends serve, no retrying").expect("bot task");
    assert!(matches!(result, Err(RunError::InvalidToken)), "{result:?}");
    let refused = discord.shared().log.problems();
    assert!(
        refused.iter().any(|p| p.starts_with("GET /gateway/bot: ") && p.contains("wrong token")),
        "{refused:?}"
    );
}

/// A DM between the bot and whoever uses it.
const DM_CHANNEL: u64 = 900_000_000_000_000_100;
/// Another channel of the same server.
const SIDE_CHANNEL: u64 = 900_000_000_000_000_101;
/// A second server and one of its channels.
const OTHER_GUILD: u64 = 900_000_000_000_000_200;
const OTHER_CHANNEL: u64 = 900_000_000_000_000_201;

/// `reply` is a private refusal starting with `start`.
fn assert_refused(exchange: &Exchange, start: &str) {
    assert!(exchange.reply.is_ephemeral(), "not private: {}", exchange.reply.all_text());
    assert!(exchange.reply.content().contains(start), "expected “{start}” in: {}", exchange.reply.content());
    assert_eq!(exchange.reply.allowed_users(), Some(vec![]), "a refusal pings nobody");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_command_is_offered_in_servers_and_in_a_dm_with_the_bot() {
    let h = Harness::start().await;
    let (commands, _) = h.discord.wait_registered().await;
    assert_eq!(commands[0]["contexts"], serde_json::json!([0, 1]), "{}", commands[0]);
    assert_eq!(commands[0]["integration_types"], serde_json::json!([0]), "{}", commands[0]);
    // Only GUILDS: interactions reach a bot whatever its intents.
    let frames = h.discord.shared().hub.received();
    let identify = frames.iter().find(|f| f["op"] == 2).expect("an Identify");
    assert_eq!(identify.pointer("/d/intents").and_then(|i| i.as_u64()), Some(1), "GUILDS only");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_dm_people_cannot_be_challenged_but_the_computer_can() {
    let h = Harness::start().await;
    h.discord.dm(DM_CHANNEL);
    let (alice, bob) = (alice(), bob());
    let before = h.discord.requests().len();
    let person =
        h.discord.command_in(DM_CHANNEL, &alice, "challenge", &[("opponent", Opt::User(bob.clone()))]).await;
    assert_refused(&person, "Challenge people in a server channel they can see");
    let open = h.discord.command_in(DM_CHANNEL, &alice, "challenge", &[]).await;
    assert_refused(&open, "Challenge people in a server channel they can see");
    assert!(h.service.challenges_of(punct::service::UserId(alice.id)).expect("challenges").is_empty());
    assert!(h.service.challenges_of(punct::service::UserId(bob.id)).expect("challenges").is_empty());
    let posted = h.discord.requests()[before..].iter().filter(|r| r.path.starts_with("/channels/")).count();
    assert_eq!(posted, 0, "nothing posted anywhere");

    // The computer can be played right here, and the game lives here.
    let bot = h.discord.bot();
    let start = h
        .discord
        .command_in(DM_CHANNEL, &alice, "challenge", &[("opponent", Opt::User(bot)), ("color", Opt::Int(1))])
        .await;
    assert_board(&start.reply);
    let game = game_number(&start.reply.all_text());
    let moved = h.discord.command_in(DM_CHANNEL, &alice, "move", &[("text", Opt::str("B2-B3-C3"))]).await;
    assert_board(&moved.reply);
    let games = h.discord.command_in(DM_CHANNEL, &alice, "games", &[]).await;
    assert!(games.reply.content().contains(&format!("#{game}")), "{}", games.reply.content());
    let help = h.discord.command_in(DM_CHANNEL, &alice, "help", &[]).await;
    assert!(
        help.reply.is_ephemeral() && help.reply.all_text().contains("/punct move"),
        "{}",
        help.reply.all_text()
    );
    let view = h.service.game(punct::service::GameId(game)).expect("the game");
    assert_eq!(view.game.guild, None, "a DM game has no server");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_members_who_can_see_the_channel_can_be_challenged() {
    use support::discord_standin::payloads::Membership;

    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let cases = [
        (bob.with_membership(Membership::Stranger), "is not a member of this server"),
        (bob.with_membership(Membership::CannotView), "can't see this channel"),
        (User::bot(710_000_000_000_000_099, "otherbot"), "Bots can't play PÜNCT"),
        (alice.clone(), "You can't challenge yourself"),
    ];
    for (opponent, why) in cases {
        let answer = h.cmd(&alice, "challenge", &[("opponent", Opt::User(opponent))]).await;
        assert_refused(&answer, why);
    }
    assert!(h.service.challenges_of(punct::service::UserId(alice.id)).expect("challenges").is_empty());
    // A member who sees the channel is challenged, and the challenge knows its server.
    let fine = h.cmd(&alice, "challenge", &[("opponent", Opt::User(bob.clone()))]).await;
    assert!(!fine.reply.is_ephemeral(), "{}", fine.reply.all_text());
    let open = h.service.challenges_of(punct::service::UserId(bob.id)).expect("challenges");
    assert_eq!(open.len(), 1);
    assert_eq!(open[0].guild, Some(punct::service::GuildId(GUILD_ID)));
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_played_only_in_its_channel_and_seen_outside_its_server_only_by_its_players() {
    let h = Harness::start().await;
    h.discord.other_server(OTHER_GUILD, OTHER_CHANNEL);
    h.discord.dm(DM_CHANNEL);
    let (alice, bob, carol) = (alice(), bob(), carol());
    let game = h.start_game(&alice, &bob).await;
    let first = h.play(&alice, "B2-B3-C3").await;
    h.assert_board_remembered(game, first.message_id()).await;
    let named = [("text", Opt::str("N12-N13-O13")), ("game", Opt::Int(game))];
    for place in [SIDE_CHANNEL, OTHER_CHANNEL, DM_CHANNEL] {
        let before = h.discord.requests().len();
        let moved = h.discord.command_in(place, &bob, "move", &named).await;
        assert_refused(&moved, &format!("Game #{game} is played in <#{CHANNEL_ID}>"));
        assert!(
            moved.reply.content().contains(&format!(
                "https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}/{}",
                first.message_id()
            )),
            "a link to the latest board: {}",
            moved.reply.content()
        );
        let posted =
            h.discord.requests()[before..].iter().filter(|r| r.path.starts_with("/channels/")).count();
        assert_eq!(posted, 0, "nothing posted from {place}");
        for sub in ["resign", "draw", "takeback", "claim"] {
            let answer = h.discord.command_in(place, &bob, sub, &[("game", Opt::Int(game))]).await;
            assert_refused(&answer, &format!("Game #{game} is played in <#{CHANNEL_ID}>"));
        }
    }
    let view = h.service.game(punct::service::GameId(game)).expect("the game");
    assert_eq!((view.game.ply, view.game.result), (1, None), "nothing changed");

    // Looking: anyone in the server, only the players from elsewhere.
    let side = h.discord.command_in(SIDE_CHANNEL, &carol, "board", &[("game", Opt::Int(game))]).await;
    assert_board(&side.reply);
    for place in [OTHER_CHANNEL, DM_CHANNEL] {
        let stranger = h.discord.command_in(place, &carol, "board", &[("game", Opt::Int(game))]).await;
        assert_refused(&stranger, &format!("Game #{game} is played in another server"));
        let history = h.discord.command_in(place, &carol, "history", &[("game", Opt::Int(game))]).await;
        assert_refused(&history, &format!("Game #{game} is played in another server"));
        let player = h.discord.command_in(place, &bob, "board", &[("game", Opt::Int(game))]).await;
        assert_board(&player.reply);
    }
    // The game goes on where it lives.
    h.play(&bob, "N12-N13-O13").await;
    h.shut_down().await;
}

// --- delivery that survives Discord -------------------------------------------

/// Every attempt the bot made to post in `channel` by itself (not as an
/// interaction answer) from log position `from`, failed or not.
fn attempts_in(discord: &StandIn, channel: u64, from: usize) -> Vec<Request> {
    let path = format!("/channels/{channel}/messages");
    discord.requests().into_iter().skip(from).filter(|r| r.method == "POST" && r.path == path).collect()
}

/// Waits for the `n`th attempt to post in `channel` from `from`; returns them all.
async fn attempts(discord: &StandIn, channel: u64, from: usize, n: usize) -> Vec<Request> {
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
fn nonce(r: &Request) -> (Option<String>, bool) {
    let body = r.message().expect("a body");
    let nonce = body.get("nonce").and_then(|n| n.as_str()).map(str::to_string);
    (nonce, body.get("enforce_nonce") == Some(&serde_json::Value::Bool(true)))
}

/// Asserts every attempt carries the same enforced nonce (Discord's limit:
/// 25 characters), and returns it.
fn one_nonce(tries: &[Request]) -> String {
    let (first, enforced) = nonce(&tries[0]);
    let first = first.expect("a nonce");
    assert!(enforced && first.len() <= 25, "{first}");
    for r in tries {
        assert_eq!(nonce(r), (Some(first.clone()), true), "every attempt names the same post");
    }
    first
}

/// How many messages Discord holds in `channel` whose text contains `text`.
fn shown(discord: &StandIn, channel: u64, text: &str) -> usize {
    discord
        .messages_in(channel)
        .iter()
        .filter(|m| m["content"].as_str().is_some_and(|c| c.contains(text)))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_that_meets_server_errors_is_delivered_on_a_later_round_exactly_once() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    let path = format!("/channels/{CHANNEL_ID}/messages");
    for _ in 0..3 {
        h.discord.fail_next_with(&path, Failure::Status(500)); // every attempt of one round
    }
    let mark = h.discord.mark();
    h.advance_days(1.6).await;
    let tries = attempts(&h.discord, CHANNEL_ID, mark, 4).await;
    let delivered = &tries[3];
    assert!(tries[..3].iter().all(|r| r.message_id.is_none()), "Discord was down for the first round");
    assert!(delivered.content().contains("Half your time"), "{}", delivered.content());
    assert!(delivered.content().contains(&format!("game:{game}")), "{}", delivered.content());
    assert_eq!(delivered.allowed_users(), Some(vec![bob.id.to_string()]));
    assert!(delivered.message_id.is_some());
    one_nonce(&tries);
    h.settle().await;
    assert_eq!(attempts_in(&h.discord, CHANNEL_ID, mark).len(), 4, "recorded once delivered: not sent again");
    assert_eq!(shown(&h.discord, CHANNEL_ID, "Half your time"), 1);
    assert!(logged().contains("it stays due for the next round"), "the failed round is logged");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_time_up_notice_whose_answer_is_lost_and_a_timeout_post_that_fails_are_each_shown_once() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    let moved = h.play(&alice, "B2-B3-C3").await;
    let path = format!("/channels/{CHANNEL_ID}/messages");

    // Discord creates the notice but its answer is lost: the bot tries
    // again with the same nonce and gets the same message back.
    h.discord.fail_next_with(&path, Failure::LostAnswer);
    let mark = h.discord.mark();
    h.advance_days(3.2).await;
    let tries = attempts(&h.discord, CHANNEL_ID, mark, 2).await;
    one_nonce(&tries);
    assert!(tries[0].content().contains("ran out of time for move 2"), "{}", tries[0].content());
    assert_eq!(tries[0].message_id, tries[1].message_id, "Discord returned the message it had made");
    h.settle().await;
    assert_eq!(attempts_in(&h.discord, CHANNEL_ID, mark).len(), 2);
    assert_eq!(shown(&h.discord, CHANNEL_ID, "Claim the win"), 1);

    // The grace day passes while Discord is down: the loss on time is
    // recorded, its board cannot be posted, and the game owes it.
    for _ in 0..3 {
        h.discord.fail_next_with(&path, Failure::Status(503));
    }
    let mark = h.discord.mark();
    h.advance_days(1.0).await;
    let failed = attempts(&h.discord, CHANNEL_ID, mark, 3).await;
    assert!(failed[0].content().contains("ran out of time"), "{}", failed[0].content());
    assert_eq!(
        replies_to(&failed[0]),
        Some(moved.message_id()),
        "it replies to the board bob left unanswered"
    );
    assert_white_won_on_time(&h.service, game);
    h.settle().await;
    assert_eq!(attempts_in(&h.discord, CHANNEL_ID, mark).len(), 3, "owed, but not yet: the change is fresh");

    // A few minutes later a round posts the owed board, once.
    h.clock.advance(punct::service::ServiceConfig::default().board_owed_after);
    let tries = attempts(&h.discord, CHANNEL_ID, mark, 4).await;
    let board = &tries[3];
    assert_board(board);
    let text = board.content();
    assert!(
        text.contains(&format!("<@{}> ran out of time", bob.id)) && text.contains("White wins on time"),
        "{text}"
    );
    assert!(board.button("rematch").is_some());
    let mut pinged = board.allowed_users().expect("mentions");
    pinged.sort();
    assert_eq!(pinged, vec![alice.id.to_string(), bob.id.to_string()], "the same people as the first try");
    h.assert_board_delivered_once(game, &tries[..4], mark, "White wins on time").await;
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_reminder_is_sent_again_no_sooner_than_retry_after() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    let retry_after = 0.5;
    h.discord
        .fail_next_with(&format!("/channels/{CHANNEL_ID}/messages"), Failure::RateLimited { retry_after });
    let mark = h.discord.mark();
    h.advance_days(1.6).await;
    let tries = attempts(&h.discord, CHANNEL_ID, mark, 2).await;
    let waited = tries[1].at.saturating_duration_since(tries[0].at);
    assert!(waited >= Duration::from_secs_f64(retry_after), "tried again after {waited:?}");
    assert!(tries[1].content().contains("Half your time"), "{}", tries[1].content());
    one_nonce(&tries);
    h.settle().await;
    assert_eq!(shown(&h.discord, CHANNEL_ID, "Half your time"), 1);
    assert_eq!(attempts_in(&h.discord, CHANNEL_ID, mark).len(), 2);
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_closed_to_the_bot_is_given_up_and_holds_up_no_other_games_reminder() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let closed = CHANNEL_ID + 7;
    h.start_game_in(closed, &alice, &bob).await;
    h.start_game(&alice, &carol).await;
    let moved = h.discord.command_in(closed, &alice, "move", &[("text", Opt::str("B2-B3-C3"))]).await;
    assert_board(&moved.reply);
    h.play(&alice, "B2-B3-C3").await;

    // First Discord fails in the closed channel for a whole round (its
    // retries take over a second); the other game's reminder does not
    // wait. Then the channel turns out closed to the bot (403).
    let path = format!("/channels/{closed}/messages");
    for _ in 0..3 {
        h.discord.fail_next_with(&path, Failure::Status(500));
    }
    h.discord.fail_next_with(&path, Failure::Status(403));
    let mark = h.discord.mark();
    h.advance_days(1.6).await;
    let retried = attempts(&h.discord, closed, mark, 3).await;
    let other = attempts(&h.discord, CHANNEL_ID, mark, 1).await;
    assert!(other[0].content().contains("Half your time"), "{}", other[0].content());
    assert_eq!(other[0].allowed_users(), Some(vec![carol.id.to_string()]));
    assert!(other[0].seq < retried[2].seq, "carol's reminder went out while bob's channel was being retried");

    // The next round meets the 403: given up, logged, not tried again.
    let refused = attempts(&h.discord, closed, mark, 4).await;
    assert!(refused[3].content().contains("Half your time"), "{}", refused[3].content());
    h.settle().await;
    assert_eq!(attempts_in(&h.discord, closed, mark).len(), 4, "a refusal for good is not retried");
    assert_eq!(shown(&h.discord, closed, "Half your time"), 0);
    assert_eq!(shown(&h.discord, CHANNEL_ID, "Half your time"), 1);
    assert!(logged().contains("Discord refused a post for good"), "logged");
    assert!(logged().contains("HTTP POST 403 code 50001"), "with Discord's status and code");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_between_posting_and_recording_shows_the_reminder_once() {
    let mut h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    let mark = h.discord.mark();
    h.advance_days(1.6).await;
    let first = attempts(&h.discord, CHANNEL_ID, mark, 1).await.remove(0);
    assert!(first.content().contains("Half your time"), "{}", first.content());

    // The bot stops after Discord made the reminder and before it was
    // recorded: what a crash at that instant leaves in the database.
    h.stop_bot().await;
    h.service
        .store()
        .write(|tx| {
            tx.execute("UPDATE games SET reminders_sent = 0 WHERE id = ?1", [game]).map_err(StoreError::from)
        })
        .expect("forget the record");
    let mark = h.discord.mark();
    h.restart_bot();
    let again = attempts(&h.discord, CHANNEL_ID, mark, 1).await.remove(0);
    assert_eq!(nonce(&again), nonce(&first), "the same post, so the same nonce");
    assert_eq!(again.message_id, first.message_id, "Discord returned the reminder it had made");
    h.settle().await;
    assert_eq!(attempts_in(&h.discord, CHANNEL_ID, mark).len(), 1, "recorded this time");
    assert_eq!(shown(&h.discord, CHANNEL_ID, "Half your time"), 1);
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_move_made_in_the_background_whose_post_fails_is_posted_once_later() {
    let h = Harness::start().await;
    let alice = alice();
    let start =
        h.cmd(&alice, "challenge", &[("opponent", Opt::User(h.discord.bot())), ("color", Opt::Int(1))]).await;
    let game = game_number(&start.reply.all_text());
    h.settle().await;
    // As if the process stopped between alice's move and the computer's reply.
    h.service
        .store()
        .write(|tx| {
            tx.execute(
                "INSERT INTO moves (game_id, seq, ply, notation, user_id, played_at) VALUES (?1, 1, 1, 'B2-B3-C3', ?2, ?3)",
                rusqlite::params![game, alice.id as i64, START],
            )?;
            tx.execute("UPDATE games SET ply = 1, log_len = 1 WHERE id = ?1", [game])?;
            Ok::<_, StoreError>(())
        })
        .expect("a move without its reply");

    let path = format!("/channels/{CHANNEL_ID}/messages");
    for _ in 0..3 {
        h.discord.fail_next_with(&path, Failure::Status(502));
    }
    let mark = h.discord.mark();
    let config = punct::service::ServiceConfig::default();
    h.clock.advance(config.bot_stall_after);
    let failed = attempts(&h.discord, CHANNEL_ID, mark, 3).await;
    assert!(failed[0].content().contains("Move 2 (Black):"), "{}", failed[0].content());
    assert_eq!(h.service.game(punct::service::GameId(game)).expect("game").game.ply, 2, "the move is made");

    h.clock.advance(config.board_owed_after);
    let tries = attempts(&h.discord, CHANNEL_ID, mark, 4).await;
    let board = &tries[3];
    assert_board(board);
    assert!(board.content().contains("Move 2 (Black):"), "{}", board.content());
    assert_eq!(board.allowed_users(), Some(vec![alice.id.to_string()]), "alice is to move");
    h.assert_board_delivered_once(game, &tries[..4], mark, "Move 2 (Black):").await;
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_whose_answer_fails_is_told_as_played_and_its_board_follows_once() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    h.settle().await;
    h.discord.fail_next_with("/callback", Failure::Status(500));
    let (token, _) = h.discord.send_command(&alice, CHANNEL_ID, "move", &[("text", Opt::str("B2-B3-C3"))]);
    let told = answer_after_failure(&h.discord, &token).await;
    let text = told.content();
    assert!(
        text.contains(&format!("Your move in game #{game} was played")) && text.contains("follows"),
        "{text}"
    );
    assert!(!text.contains("Sorry") && !text.contains("went wrong"), "{text}");
    assert_eq!(h.service.game(punct::service::GameId(game)).expect("game").game.ply, 1);
    assert!(
        logged().contains(&format!("a move in game #{game} was committed but its answer could not be sent"))
    );

    // The board nobody saw follows in the channel, once.
    let mark = h.discord.mark();
    h.settle().await;
    assert!(attempts_in(&h.discord, CHANNEL_ID, mark).is_empty(), "not while an answer may be on its way");
    h.clock.advance(punct::service::ServiceConfig::default().board_owed_after);
    let board = attempts(&h.discord, CHANNEL_ID, mark, 1).await.remove(0);
    assert_board(&board);
    assert!(board.content().starts_with("Move 1 (White): B2-B3-C3."), "{}", board.content());
    assert!(board.content().contains(&format!("<@{}> to move", bob.id)), "{}", board.content());
    assert_eq!(board.allowed_users(), Some(vec![bob.id.to_string()]));
    one_nonce(std::slice::from_ref(&board));
    h.assert_board_remembered(game, board.message_id.expect("stored")).await;
    h.settle().await;
    assert_eq!(attempts_in(&h.discord, CHANNEL_ID, mark).len(), 1);
    let answered = h.play(&bob, "N12-N13-O13").await;
    assert!(
        answered.reply.content().contains("Move 2 (Black)"),
        "play goes on: {}",
        answered.reply.content()
    );
    h.shut_down().await;
}

/// `challenger` asks `opponent` for a game in the stand-in's channel,
/// through the service (quicker than interactions, for many games).
fn request_in_channel(
    challenger: punct::service::PlayerRef,
    opponent: punct::service::Opponent,
    colour: punct::service::ColourChoice,
) -> punct::service::ChallengeRequest {
    punct::service::ChallengeRequest {
        challenger,
        channel: punct::service::ChannelId(CHANNEL_ID),
        guild: Some(punct::service::GuildId(GUILD_ID)),
        opponent,
        variant: Variant::Standard,
        time_control: punct::service::TimeControl::default(),
        colour,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_with_32_games_gets_whole_lines_and_how_many_more_in_one_message() {
    use punct::service::{Challenged, ColourChoice, Opponent, PlayerRef, UserId};

    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    // bob's name is as long as the service keeps (64), emoji and accents.
    let long_name = "🎲Ünçt".repeat(13).chars().take(64).collect::<String>();
    let (alice_ref, bob_ref) =
        (PlayerRef::new(UserId(alice.id), "alice"), PlayerRef::new(UserId(bob.id), &long_name));
    // 20 games against the computer, waiting for alice; 12 against bob,
    // waiting for him (he plays White).
    for _ in 0..20 {
        let request = request_in_channel(alice_ref.clone(), Opponent::Bot(Level::Easy), ColourChoice::White);
        assert!(matches!(h.service.challenge(request).expect("a game"), Challenged::Started(_)));
    }
    for _ in 0..12 {
        let request =
            request_in_channel(bob_ref.clone(), Opponent::User(alice_ref.clone()), ColourChoice::White);
        let Challenged::Pending(c) = h.service.challenge(request).expect("a challenge") else {
            panic!("a challenge to a person waits for an answer")
        };
        h.service.accept(c.id, &alice_ref).expect("accepted");
    }
    let listings = h.service.games_of(UserId(alice.id)).expect("alice's games");
    assert_eq!(listings.len(), 32);

    let answer = h.cmd(&alice, "games", &[]).await;
    assert!(answer.reply.is_ephemeral());
    let text = answer.reply.content();
    println!(
        "/punct games with 32 games, as Discord receives it ({} characters):\n{text}",
        text.chars().count()
    );
    assert!(text.chars().count() <= 2000, "{} characters", text.chars().count());
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "**20 games** are waiting for your move.");
    let shown: Vec<&str> = lines[1..].iter().copied().take_while(|l| l.starts_with("• #")).collect();
    assert!(shown.len() >= 10 && shown.len() < 32, "{} lines shown", shown.len());
    for (line, listing) in shown.iter().zip(&listings) {
        assert!(line.starts_with(&format!("• {} ", listing.game.id)), "in order: {line}");
        assert!(line.ends_with(&format!(" in <#{CHANNEL_ID}>")), "a whole line: {line}");
    }
    assert_eq!(lines[1 + shown.len()..], [format!("…and {} more games.", 32 - shown.len()).as_str()]);
    assert_eq!(answer.reply.allowed_users(), Some(vec![]), "a list pings nobody");

    // Autocomplete for a game: at most 25, names and values within 100.
    let choices = h.discord.autocomplete(&alice, "board", &[("game", Opt::str(""))], "game").await;
    assert_eq!(choices.len(), 25);
    for (name, value) in &choices {
        assert!(name.chars().count() <= 100 && value.chars().count() <= 100, "{name} / {value}");
        assert!(name.ends_with("your turn") || name.contains(" — move "), "the state is whole: {name}");
    }
    let with_bob = choices.iter().find(|(name, _)| name.contains("🎲")).expect("a game against bob");
    assert!(with_bob.0.contains(" vs "), "{}", with_bob.0);
    h.shut_down().await;
}

/// `r` mentions both players and may ping exactly them (White first).
fn assert_pings_both(r: &Request, white: &User, black: &User) {
    let text = r.content();
    assert!(text.contains(&white.mention()) && text.contains(&black.mention()), "{text}");
    assert_eq!(r.allowed_users(), Some(vec![white.id.to_string(), black.id.to_string()]), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_ended_by_time_resignation_or_agreement_pings_both_players() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());

    // On time: the background post names and pings the loser and the winner.
    let game = h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    let mark = h.discord.mark();
    h.advance_days(4.5).await;
    let over = h.discord.channel_message(CHANNEL_ID, mark).await;
    assert!(over.content().starts_with(&format!("{} ran out of time.", bob.mention())), "{}", over.content());
    assert!(over.content().contains("White wins on time"), "{}", over.content());
    assert_board(&over);
    assert_pings_both(&over, &alice, &bob);
    assert_white_won_on_time(&h.service, game);

    // Resigned: the resigner is pinged too.
    let game = h.start_game(&alice, &bob).await;
    let resigned = h.resign(&bob, &[("game", Opt::Int(game))]).await;
    assert!(resigned.content().contains("resigned"), "{}", resigned.content());
    assert_pings_both(&resigned, &alice, &bob);

    // Agreed: offered by one, accepted with the button by the other.
    let game = h.start_game(&alice, &bob).await;
    let offer = h.cmd(&alice, "draw", &[("game", Opt::Int(game))]).await;
    let accept = offer.reply.button("accept draw").expect("Accept draw");
    let agreed = h.discord.press(&bob, offer.message_id(), &accept).await;
    let end = board_followup(&h.discord, &agreed.token).await;
    assert!(end.content().contains("drawn by agreement"), "{}", end.content());
    assert_pings_both(&end, &alice, &bob);

    // Against the computer only the person is pinged.
    let start =
        h.cmd(&alice, "challenge", &[("opponent", Opt::User(h.discord.bot())), ("color", Opt::Int(1))]).await;
    let game = game_number(&start.reply.all_text());
    let resigned = h.resign(&alice, &[("game", Opt::Int(game))]).await;
    assert!(resigned.content().contains("the computer (medium, Black)"), "{}", resigned.content());
    assert_eq!(resigned.allowed_users(), Some(vec![alice.id.to_string()]));
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rematch_pressed_three_times_by_both_players_posts_one_challenge() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    let resigned = h.resign(&bob, &[]).await;
    let (board, rematch) =
        (resigned.message_id.expect("posted"), resigned.button("rematch").expect("Rematch"));
    let mark = h.discord.mark();

    // alice asks; then bob, then alice again, press Rematch on the same board.
    let first = h.discord.press(&alice, board, &rematch).await;
    assert!(!first.reply.is_ephemeral(), "{}", first.reply.content());
    let open = h.service.challenges_of(punct::service::UserId(alice.id)).expect("challenges");
    assert_eq!(open.len(), 1);
    let challenge = open[0].id;
    assert!(
        first.reply.content().starts_with(&format!(
            "{}, {} challenges you to a rematch of game #{game} (challenge {challenge}):",
            bob.mention(),
            alice.mention()
        )),
        "{}",
        first.reply.content()
    );
    assert_eq!(first.reply.allowed_users(), Some(vec![bob.id.to_string()]));
    for who in [&bob, &alice] {
        let again = h.discord.press(who, board, &rematch).await;
        assert_refused(
            &again,
            &format!("The rematch of game #{game} is already open: challenge {challenge}"),
        );
        assert!(again.reply.button_ids().is_empty(), "{:?}", again.reply.body);
    }
    h.settle().await;
    let posted: Vec<String> = h.discord.requests()[mark..]
        .iter()
        .filter(|r| r.content().contains("challenges you to"))
        .map(|r| r.content().to_string())
        .collect();
    assert_eq!(posted.len(), 1, "one challenge posted for three presses: {posted:#?}");
    assert_eq!(h.service.challenges_of(punct::service::UserId(bob.id)).expect("challenges").len(), 1);

    // Once bob declines it, Rematch opens a new one.
    let decline = first.reply.button("decline").expect("Decline");
    let declined = h.discord.press(&bob, first.message_id(), &decline).await;
    assert!(declined.reply.content().contains("declined"), "{}", declined.reply.content());
    let anew = h.discord.press(&bob, board, &rematch).await;
    assert!(anew.reply.button("accept").is_some(), "{:?}", anew.reply.body);
    assert_eq!(anew.reply.allowed_users(), Some(vec![alice.id.to_string()]));
    h.shut_down().await;
}

/// The private answer the bot sends for the interaction with `token`
/// after a public answer failed: what the player is told.
async fn answer_after_failure(discord: &StandIn, token: &str) -> Request {
    let token = token.to_string();
    let told = discord
        .shared()
        .log
        .wait_for("a private answer after the failed one", |rs| {
            rs.iter().find(|r| r.interaction_token() == Some(token.as_str()) && r.is_ephemeral()).cloned()
        })
        .await;
    assert!(
        !told.content().contains("Sorry") && !told.content().contains("went wrong"),
        "{}",
        told.content()
    );
    told
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offers_resignations_and_challenges_whose_answer_fails_say_what_counted() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    h.settle().await;
    let command = |user: &User, sub: &str| {
        h.discord.fail_next_with("/callback", Failure::Status(500));
        h.discord.send_command(user, CHANNEL_ID, sub, &[]).0
    };

    // An offer stands, and the player learns how it can still be taken up.
    let told = answer_after_failure(&h.discord, &command(&bob, "draw")).await;
    assert_eq!(
        told.content(),
        format!(
            "Your draw offer in game #{game} stands, but I could not post it just now. \
             Your opponent can still accept it with `/punct draw`."
        )
    );
    let view = h.service.game(punct::service::GameId(game)).expect("game");
    assert_eq!(view.game.draw_offer, Some(punct::rules::Player::Black));
    let told = answer_after_failure(&h.discord, &command(&alice, "takeback")).await;
    let text = told.content();
    assert!(text.starts_with(&format!("Your takeback request in game #{game} is recorded")), "{text}");

    // A resignation is recorded and its final board follows, once: its
    // confirming press is what counts, and its answer fails.
    let asked = h.cmd(&alice, "resign", &[]).await;
    let yes = asked.reply.button("resign").expect("a Resign button");
    let mark = h.discord.mark();
    h.discord.fail_next_with("/callback", Failure::Status(500));
    let (token, _) = h.discord.send_press(&alice, asked.message_id(), &yes);
    let told = answer_after_failure(&h.discord, &token).await;
    assert!(
        told.content().starts_with(&format!("Game #{game} is over and its result is recorded.")),
        "{}",
        told.content()
    );
    assert!(told.content().contains("it follows in the game's channel"), "{}", told.content());
    let view = h.service.game(punct::service::GameId(game)).expect("game");
    assert_eq!(view.game.result.map(|r| r.winner), Some(Some(punct::rules::Player::Black)));
    h.clock.advance(punct::service::ServiceConfig::default().board_owed_after);
    let board = attempts(&h.discord, CHANNEL_ID, mark, 1).await.remove(0);
    assert_board(&board);
    assert!(board.content().contains("wins by resignation"), "{}", board.content());
    assert!(
        logged().contains(&format!("the end of game #{game} was committed but its answer could not be sent"))
    );

    // A challenge nobody could see is withdrawn, not left to expire.
    let (token, _) = {
        h.discord.fail_next_with("/callback", Failure::Status(500));
        h.discord.send_command(&alice, CHANNEL_ID, "challenge", &[("opponent", Opt::User(bob.clone()))])
    };
    let told = answer_after_failure(&h.discord, &token).await;
    let challenges = h.service.challenges_of(punct::service::UserId(alice.id)).expect("challenges");
    assert!(challenges.is_empty(), "withdrawn: {challenges:?}");
    assert!(told.content().starts_with("I could not post your challenge #"), "{}", told.content());
    assert!(told.content().contains("so I withdrew it. Please try again in a moment."), "{}", told.content());
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_button_whose_answer_fails_tells_the_presser_that_it_counted() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    h.play(&bob, "N12-N13-O13").await;

    // The pressed message cannot be updated: the presser is told privately.
    let ask = h.cmd(&bob, "takeback", &[]).await;
    let allow = ask.reply.button("allow").expect("Allow takeback");
    h.discord.fail_next_with("/callback", Failure::Status(500));
    let (token, _) = h.discord.send_press(&alice, ask.message_id(), &allow);
    let told = answer_after_failure(&h.discord, &token).await;
    assert_eq!(told.callback_type(), Some(4), "a private message, not an update: {:?}", told.body);
    assert!(
        told.content().starts_with(&format!("The takeback in game #{game} is done.")),
        "{}",
        told.content()
    );
    assert_eq!(h.service.game(punct::service::GameId(game)).expect("game").game.ply, 1);

    // The message is updated but the board after it fails: a follow-up says so.
    let offer = h.cmd(&alice, "draw", &[]).await;
    let accept = offer.reply.button("accept draw").expect("Accept draw");
    h.discord.fail_next_with("/webhooks/", Failure::Status(500));
    let (token, _) = h.discord.send_press(&bob, offer.message_id(), &accept);
    let told = answer_after_failure(&h.discord, &token).await;
    assert!(told.path.starts_with("/webhooks/"), "a follow-up once the press was answered: {}", told.path);
    assert!(told.content().starts_with(&format!("Game #{game} is over and its result is recorded.")));
    let view = h.service.game(punct::service::GameId(game)).expect("game");
    assert_eq!(view.game.result.map(|r| r.winner), Some(None), "drawn");
    h.shut_down().await;
}

/// Discord's rule for names: `^[-_\p{L}\p{N}]{1,32}$`, lower case.
fn discord_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name.chars().all(|c| c.is_alphabetic() || c.is_numeric() || c == '-' || c == '_')
        && name.to_lowercase() == name
}

/// The language codes of the folders under `assets/locales/`, sorted.
fn locale_folders() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets").join("locales");
    let mut codes: Vec<String> = std::fs::read_dir(root)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_dir())
        .map(|path| path.file_name().unwrap().to_str().unwrap().to_string())
        .collect();
    codes.sort();
    codes
}

/// `punct --lang <code> args…` with no locale in the environment.
fn punct_cli(code: &str, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_punct"))
        .arg("--lang")
        .arg(code)
        .args(args)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap()
}

/// Issue 15's "a new folder of `.ftl` files and nothing else": the folders
/// are the one list. `Language::all`, the languages Discord registration
/// carries, what `punct --lang` accepts and what its help and refusal name
/// are all that list, so none of them can lag behind a new folder.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_locale_folders_are_the_one_list_of_languages_everywhere() {
    let folders = locale_folders();
    assert!(folders.len() >= 7 && folders.iter().any(|c| c == "en-US"), "{folders:?}");
    let all: Vec<String> = Language::all().map(|l| l.code().to_string()).collect();
    assert_eq!(all, folders, "Language::all");

    let h = Harness::start().await;
    let (commands, _) = h.discord.wait_registered().await;
    let localized = commands[0]["description_localizations"].as_object().expect("localizations").clone();
    h.shut_down().await;
    let mut read: Vec<String> =
        localized.keys().map(|l| Language::from_discord(l).code().to_string()).collect();
    read.push(Language::ENGLISH.code().to_string()); // the default, not registered per locale
    read.sort();
    read.dedup();
    assert_eq!(read, folders, "the languages registration carries");
    for code in folders.iter().filter(|c| *c != "en-US") {
        assert!(localized.contains_key(code), "{code} is registered under its own name: {localized:?}");
    }

    let listed = folders.join(", ");
    for code in &folders {
        let output = punct_cli(code, &["--help"]);
        assert!(output.status.success(), "--lang {code}");
        let help = String::from_utf8(output.stdout).unwrap().split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(help.contains(&listed), "--lang {code}'s help lists {listed}:\n{help}");
    }
    let refused = punct_cli("xx", &["rules"]);
    assert_eq!(refused.status.code(), Some(2));
    let error = String::from_utf8(refused.stderr).unwrap().split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(error.contains(&listed), "{error}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registration_carries_every_language_of_the_rulebook_within_discords_naming_rules() {
    let h = Harness::start().await;
    let (commands, _) = h.discord.wait_registered().await;
    let punct = &commands[0];
    // English is the default every other locale sees; every other language
    // folder, and Discord's sibling locales reading it (Latin American
    // Spanish reading Spain's), are registered per locale.
    let registered: Vec<String> =
        punct["description_localizations"].as_object().expect("localizations").keys().cloned().collect();
    assert!(registered.iter().any(|l| l == "es-419"), "{registered:?}");
    for locale in registered.iter().map(String::as_str) {
        let text = punct["description_localizations"][locale].as_str().unwrap_or("");
        assert!((1..=100).contains(&text.chars().count()), "punct {locale}: {text:?}");
        for sub in punct["options"].as_array().expect("subcommands") {
            let name = sub["name_localizations"][locale].as_str().unwrap_or("");
            assert!(discord_name(name), "{} {locale}: {name:?}", sub["name"]);
            let text = sub["description_localizations"][locale].as_str().unwrap_or("");
            assert!((1..=100).contains(&text.chars().count()), "{} {locale}: {text:?}", sub["name"]);
            for option in sub["options"].as_array().into_iter().flatten() {
                let name = option["name_localizations"][locale].as_str().unwrap_or("");
                assert!(discord_name(name), "{} {locale}: {name:?}", option["name"]);
                let text = option["description_localizations"][locale].as_str().unwrap_or("");
                assert!((1..=100).contains(&text.chars().count()), "{} {locale}: {text:?}", option["name"]);
            }
        }
    }
    let sub =
        |name: &str| punct["options"].as_array().unwrap().iter().find(|s| s["name"] == name).unwrap().clone();
    assert_eq!(sub("move")["name_localizations"]["de"], "zug");
    assert_eq!(sub("challenge")["name_localizations"]["fr"], "défier");
    assert_eq!(sub("board")["name_localizations"]["pl"], "plansza");
    assert_eq!(sub("challenge")["options"][2]["choices"][0]["name_localizations"]["it"], "1 giorno");
    assert!(
        punct["name_localizations"].as_object().is_none_or(|n| n.is_empty()),
        "the group is punct everywhere"
    );
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_player_in_a_french_server_reads_refusals_in_german_and_boards_in_french() {
    let h = Harness::start().await;
    let alice = alice();
    h.discord.set_locale(alice.id, "de");
    h.discord.set_guild_locale(GUILD_ID, "fr");
    let refused = h.cmd(&alice, "board", &[]).await;
    assert!(refused.reply.is_ephemeral(), "a refusal is private");
    assert!(
        refused
            .reply
            .content()
            .starts_with("In diesem Kanal läuft keine Partie. Nenne eine, z. B. `/punct spielplan partie:3`"),
        "{}",
        refused.reply.content()
    );
    let bot = h.discord.bot();
    h.cmd(
        &alice,
        "challenge",
        &[("opponent", Opt::User(bot)), ("color", Opt::Int(1)), ("level", Opt::Int(0))],
    )
    .await;
    let board = h.cmd(&alice, "board", &[]).await;
    assert!(!board.reply.is_ephemeral(), "a board is public");
    let text = board.reply.all_text();
    for french in [
        "Partie #1 : à <@710000000000000001> de jouer (Blanc), au plus tard le <t:",
        "Partie #1 — alice (Blanc) contre ",
    ] {
        assert!(text.contains(french), "{french} in {text}");
    }
    let footer =
        board.reply.message().and_then(|m| m.pointer("/embeds/0/footer/text")).and_then(|f| f.as_str());
    assert_eq!(footer, Some("Jeu standard · 3 jours par coup · après le coup 0"));
    // Her move suggestions are hers only: in German.
    let typed = h.discord.autocomplete(&alice, "move", &[("text", Opt::str("c5 c6 d6"))], "text").await;
    assert_eq!(typed.first().map(|(name, _)| name.as_str()), Some("C5-C6-D6 — neuen Spielstein einsetzen"));
    let choices = h.discord.autocomplete(&alice, "move", &[("text", Opt::str(""))], "text").await;
    assert!(choices.iter().all(|(name, _)| name.contains(" — einsetzen: ")), "{choices:?}");
    assert!(choices.iter().any(|(name, _)| name.ends_with("Dreieck (T)")), "{choices:?}");
    // Her own language is remembered for posts no interaction of hers answers.
    let user = punct::service::UserId(alice.id);
    for _ in 0..200 {
        if h.service.language_of(user).unwrap().code() == "de" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    assert_eq!(h.service.language_of(user).unwrap().code(), "de");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_a_french_server_posts_in_french_and_answers_the_german_player_in_german() {
    let mut h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.discord.set_locale(alice.id, "de");
    h.discord.set_guild_locale(GUILD_ID, "fr");
    let (a, b) = (alice.mention(), bob.mention());
    let english = support::english::fragments(&["posts.ftl"]);
    assert!(english.iter().any(|f| f == "challenges you to a"), "{english:?}");

    // The challenge, in French, with French buttons.
    let challenge =
        h.cmd(&alice, "challenge", &[("opponent", Opt::User(bob.clone())), ("color", Opt::Int(1))]).await;
    let text = challenge.reply.content().to_string();
    assert!(
        text.starts_with(&format!(
            "{b}, {a} vous défie à une partie de PÜNCT (jeu standard, 3 jours par coup, {a} joue les Blancs). \
             Appuyez sur **Accepter** pour jouer ou sur **Refuser** pour décliner."
        )),
        "{text}"
    );
    let accept = challenge.reply.button("accepter").expect("Accepter");
    assert!(challenge.reply.button("refuser").is_some());

    // Accepted: the message says so and the first board follows, in French.
    let accepted = h.discord.press(&bob, challenge.message_id(), &accept).await;
    assert_eq!(
        accepted.reply.content(),
        format!("{b} a accepté le défi : la partie #1 commence ci-dessous.")
    );
    let start = board_followup(&h.discord, &accepted.token).await;
    assert!(
        start.content().starts_with(&format!(
            "La partie #1 commence : {a} joue les Blancs, {b} joue les Noirs (jeu standard, 3 jours par coup). \
             À {a} de jouer (Blanc), au plus tard le <t:"
        )),
        "{}",
        start.content()
    );

    // A move, then an offer and its answer.
    let moved = h.play(&alice, "B2-B3-C3").await;
    assert!(moved.reply.content().starts_with(&format!("Coup 1 (Blanc) : B2-B3-C3. À {b} de jouer (Noir)")));
    let offer = h.cmd(&bob, "draw", &[]).await;
    assert_eq!(
        offer.reply.content(),
        format!(
            "{b} propose nulle dans la partie #1. {a}, appuyez sur **Accepter la nulle**, ou sur \
             **Continuer** pour refuser."
        )
    );
    let play_on = offer.reply.button("continuer").expect("Continuer");
    assert!(offer.reply.button("accepter la nulle").is_some());
    let declined = h.discord.press(&alice, offer.message_id(), &play_on).await;
    assert!(
        declined.reply.content().starts_with(&format!(
            "{a} a refusé la proposition de nulle dans la partie #1 ; le jeu continue."
        )),
        "{}",
        declined.reply.content()
    );

    // What only alice sees is in German.
    let early = h.cmd(&alice, "move", &[("text", Opt::str("C5-C6-D6"))]).await;
    assert!(early.reply.is_ephemeral());
    assert_eq!(
        early.reply.content(),
        format!("In Partie #1 bist du nicht am Zug: {b} ist dran. Du wirst angepingt, sobald du dran bist.")
    );
    let games = h.cmd(&alice, "games", &[]).await;
    assert!(games.reply.is_ephemeral());
    assert!(
        games.reply.content().starts_with("Keine deiner Partien wartet auf dich.\n• #1 "),
        "{}",
        games.reply.content()
    );
    assert!(games.reply.content().contains("Zug 2, "), "{}", games.reply.content());

    // A restart, then half of bob's time: the reminder, in the background, in French.
    h.settle().await;
    h.stop_bot().await;
    h.restart_bot();
    let mark = h.discord.mark();
    h.advance_days(1.6).await;
    let reminder = h.discord.channel_message(CHANNEL_ID, mark).await;
    assert_eq!(
        reminder.content().split(" : il expire").next(),
        Some(
            format!(
                "{b}, c’est à vous de jouer dans la partie #1. La moitié de votre temps pour ce coup est écoulée"
            )
            .as_str()
        ),
        "{}",
        reminder.content()
    );
    assert!(
        reminder
            .content()
            .ends_with("`/punct coup partie:1`, ou voyez le plateau avec `/punct plateau partie:1`."),
        "{}",
        reminder.content()
    );

    // The result. Bob's client speaks English: the question only he sees
    // is in English, the board everyone sees in French.
    let asked = h.cmd(&bob, "resign", &[]).await;
    assert!(asked.reply.content().starts_with("Resign game #1? "), "{}", asked.reply.content());
    let yes = asked.reply.button("resign").expect("a Resign button");
    let pressed = h.discord.press(&bob, asked.message_id(), &yes).await;
    let bobs = [asked.token.clone(), pressed.token.clone()];
    let resigned = board_followup(&h.discord, &pressed.token).await;
    assert!(
        resigned.content().starts_with(&format!(
            "{b} a abandonné. La partie #1 est terminée : Blanc gagne par abandon. {a} (Blanc) et {b} (Noir) : \
             **Revanche** ci-dessous"
        )),
        "{}",
        resigned.content()
    );
    assert!(resigned.button("revanche").is_some());

    // Every public message was French; every private one to alice German.
    h.settle().await;
    let mut public = 0;
    for r in h.discord.requests() {
        let text = r.all_text();
        if text.is_empty() {
            continue;
        }
        // Bob's question, and its update once answered, are his alone.
        let to_bob = bobs.iter().any(|t| r.interaction_token() == Some(t.as_str()));
        if to_bob && (r.is_ephemeral() || r.callback_type() == Some(7)) {
            continue;
        }
        if r.is_ephemeral() {
            assert!(
                text.contains("Partie") || text.contains("Zug"),
                "a private answer not in German: {text}"
            );
        } else {
            public += 1;
            support::english::assert_not_english(&text, &english);
        }
    }
    assert!(public >= 8, "{public} public messages");
    h.shut_down().await;
}

/// A private answer with a picture: ephemeral, an embed showing an
/// attached PNG that decodes.
fn assert_private_picture(r: &Request) {
    assert!(r.is_ephemeral(), "not private: {:?}", r.body);
    assert_board(r);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_solves_a_puzzle_after_one_wrong_answer_all_in_private() {
    use punct::service::{PuzzleChoice, UserId};

    let h = Harness::start().await;
    let alice = alice();
    let user = UserId(alice.id);
    // theme: defend (the second choice).
    let asked = h.cmd(&alice, "puzzle", &[("theme", Opt::Int(1))]).await;
    assert_private_picture(&asked.reply);
    let shown = h.service.current_puzzle(user).unwrap().expect("alice is on a puzzle");
    assert_eq!(shown.puzzle.theme, punct::service::Theme::Defend);
    let text = asked.reply.all_text();
    assert!(text.contains(&shown.puzzle.id) && text.contains("stop every threat"), "{text}");

    // Suggestions are the puzzle's legal moves (or the start of them, as for /punct move).
    let choices = h.discord.autocomplete(&alice, "puzzle", &[("answer", Opt::str(""))], "answer").await;
    assert!(!choices.is_empty());
    let texts: Vec<String> = shown.position.legal_moves().iter().map(Move::to_string).collect();
    assert!(choices.iter().all(|(_, v)| texts.iter().any(|t| t.starts_with(v.as_str()))), "{choices:?}");

    // A wrong answer: the opponent's refutation, drawn; Try again and the solution offered.
    let mut legal = shown.position.legal_moves();
    legal.sort_by_key(Move::to_string);
    let wrong = legal.into_iter().find(|m| !shown.puzzle.is_solution(*m)).unwrap();
    let missed = h.cmd(&alice, "puzzle", &[("answer", Opt::str(wrong))]).await;
    assert_private_picture(&missed.reply);
    let text = missed.reply.all_text();
    assert!(text.contains(&format!("{wrong} is not it")), "{text}");
    assert!(text.contains("replies") || text.contains("ends the game"), "the refutation is named: {text}");
    assert!(missed.reply.button("show the solution").is_some());
    let retry = missed.reply.button("try again").expect("Try again");
    let again = h.discord.press(&alice, missed.message_id(), &retry).await;
    assert_private_picture(&again.reply);
    assert!(again.reply.all_text().contains(&shown.puzzle.id));

    // The right answer: solved, the count and streak stored, Next offered.
    let answer = shown.puzzle.solutions[0].to_string();
    let solved = h.cmd(&alice, "puzzle", &[("answer", Opt::str(&answer))]).await;
    assert_private_picture(&solved.reply);
    let text = solved.reply.all_text();
    assert!(text.contains(&format!("Solved: {answer} is right.")), "{text}");
    assert!(text.contains("Solved: 1 · streak: 0 (best 0)"), "{text}");
    assert!(h.service.current_puzzle(user).unwrap().is_none(), "the puzzle is done");
    let next = solved.reply.button("next").expect("Next puzzle");
    let then = h.discord.press(&alice, solved.message_id(), &next).await;
    assert_private_picture(&then.reply);
    let new = h.service.puzzle(user, &PuzzleChoice::Current).unwrap();
    assert_eq!(new.puzzle.theme, punct::service::Theme::Defend, "Next keeps the theme");
    assert_ne!(new.puzzle.id, shown.puzzle.id);
    assert_eq!((new.record.solved, new.record.streak), (1, 0));

    // The old message's Try again no longer applies.
    let stale = h.discord.press(&alice, missed.message_id(), &retry).await;
    assert!(
        stale.reply.is_ephemeral() && stale.reply.content().contains("not on a puzzle"),
        "{:?}",
        stale.reply.body
    );
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_the_same_for_two_players_on_the_test_clocks_day() {
    let h = Harness::start().await;
    h.discord.dm(DM_CHANNEL);
    let hers = h.cmd(&alice(), "puzzle", &[("daily", Opt::Bool(true))]).await;
    let his = h.discord.command_in(DM_CHANNEL, &bob(), "puzzle", &[]).await;
    let daily = punct::puzzles::daily(u64::try_from(START).unwrap() / 86_400).unwrap();
    for answer in [&hers, &his] {
        assert_private_picture(&answer.reply);
        let text = answer.reply.all_text();
        assert!(text.contains(&format!("Daily puzzle {}", daily.id)), "{text}");
    }
    h.shut_down().await;
}

/// What the learner sees of `r`, for reading the scenario as a player
/// would (`cargo test --test discord learner -- --nocapture`).
fn transcript(who: &str, r: &Request) {
    let private = if r.is_ephemeral() { "only you can see this" } else { "public" };
    let pictures: Vec<&str> = r.files.iter().map(|f| f.filename.as_str()).collect();
    let labels: Vec<String> = r
        .message()
        .and_then(|m| m.get("components"))
        .and_then(|v| v.as_array())
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["label"].as_str().map(|l| format!("[{l}]")))
        .collect();
    println!("--- to {who} ({private}) {pictures:?}\n{}\n{}", r.all_text().trim(), labels.join(" "));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_learner_goes_through_two_lessons_leaves_resumes_days_later_then_does_a_puzzle() {
    use punct::lessons::LESSONS;
    use punct::service::UserId;

    let mut h = Harness::start().await;
    let alice = alice();
    let user = UserId(alice.id);

    // Lesson 1, with its picture, only for alice.
    let first = h.cmd(&alice, "learn", &[]).await;
    transcript("alice", &first.reply);
    assert_private_picture(&first.reply);
    let text = first.reply.all_text();
    assert!(text.contains("Lesson 1 of 10: The aim and the three directions"), "{text}");
    assert!(text.contains("Place a piece of your choice that covers A5"), "{text}");
    assert!(first.reply.button("back").is_none(), "no lesson before the first");

    // Suggestions are the lesson position's legal moves, as for /punct move.
    let choices = h.discord.autocomplete(&alice, "learn", &[("answer", Opt::str("A5"))], "answer").await;
    assert!(!choices.is_empty());
    let position = LESSONS[0].position().unwrap();
    let legal: Vec<String> = position.legal_moves().iter().map(Move::to_string).collect();
    assert!(choices.iter().all(|(_, v)| legal.iter().any(|m| m.starts_with(v.as_str()))), "{choices:?}");

    // A wrong answer: refused with the lesson's rule; nothing is done.
    let task = LESSONS[0].task.as_ref().unwrap();
    let wrong = h.cmd(&alice, "learn", &[("answer", Opt::str(task.sample_wrong))]).await;
    transcript("alice", &wrong.reply);
    assert!(wrong.reply.is_ephemeral());
    let text = wrong.reply.all_text();
    assert!(text.contains("not this lesson's task") && text.contains("a piece on A5"), "{text}");
    assert!(text.contains("Lessons done: 0 of 9."), "{text}");

    // The right answer: the position it made, and the next lesson.
    let answer = task.accepted(&position).unwrap()[0].to_string();
    let right = h.cmd(&alice, "learn", &[("answer", Opt::str(&answer))]).await;
    transcript("alice", &right.reply);
    assert_private_picture(&right.reply);
    assert!(right.reply.all_text().contains("Right, that is a placement!"), "{}", right.reply.all_text());
    let next = right.reply.button("next lesson").expect("Next lesson");
    let second = h.discord.press(&alice, right.message_id(), &next).await;
    transcript("alice", &second.reply);
    assert_private_picture(&second.reply);
    assert!(second.reply.all_text().contains("Lesson 2 of 10: The pieces and the PÜNCT"));

    // Lesson 2: an illegal answer is refused with the engine's rule, then right.
    let illegal = h.cmd(&alice, "learn", &[("answer", Opt::str("B2-B3-C3"))]).await;
    transcript("alice", &illegal.reply);
    assert!(illegal.reply.is_ephemeral());
    assert!(
        illegal.reply.all_text().contains("B2-B3-C3 is not allowed: B2 is not empty"),
        "{}",
        illegal.reply.all_text()
    );
    let position = LESSONS[1].position().unwrap();
    let answer = LESSONS[1].task.as_ref().unwrap().accepted(&position).unwrap()[0].to_string();
    let right = h.cmd(&alice, "learn", &[("answer", Opt::str(&answer))]).await;
    assert_private_picture(&right.reply);
    assert!(right.reply.all_text().contains("Lessons done: 2 of 9."), "{}", right.reply.all_text());
    let next = right.reply.button("next lesson").unwrap();
    let third = h.discord.press(&alice, right.message_id(), &next).await;
    transcript("alice", &third.reply);
    assert!(third.reply.all_text().contains("Lesson 3 of 10: Placing a piece"));

    // Back and Next.
    let back = third.reply.button("back").expect("Back");
    let again = h.discord.press(&alice, third.message_id(), &back).await;
    assert_private_picture(&again.reply);
    let text = again.reply.all_text();
    assert!(text.contains("Lesson 2 of 10") && text.contains("You have done this lesson before."), "{text}");
    let forward = again.reply.button("next").expect("Next");
    let third = h.discord.press(&alice, again.message_id(), &forward).await;
    assert_private_picture(&third.reply);
    assert!(third.reply.all_text().contains("Lesson 3 of 10"));

    // A button of a lesson alice has left is refused politely.
    let stale = h.discord.press(&alice, first.message_id(), &first.reply.button("next").unwrap()).await;
    transcript("alice", &stale.reply);
    assert!(
        stale.reply.is_ephemeral() && stale.reply.content().contains("belongs to a lesson you have left")
    );

    // Quit; days later, after a restart, /punct learn resumes at lesson 3.
    let quit = third.reply.button("quit").expect("Quit");
    let left = h.discord.press(&alice, third.message_id(), &quit).await;
    transcript("alice", &left.reply);
    assert!(left.reply.is_ephemeral() && left.reply.content().contains("back to lesson 3"));
    h.settle().await;
    h.stop_bot().await;
    h.restart_bot();
    h.advance_days(4.0).await;
    h.settle().await;
    let resumed = h.cmd(&alice, "learn", &[]).await;
    transcript("alice", &resumed.reply);
    assert_private_picture(&resumed.reply);
    assert!(resumed.reply.all_text().contains("Lesson 3 of 10: Placing a piece"));
    assert_eq!(h.service.current_lesson(user).unwrap().unwrap().completed, 2);

    // Then a puzzle, private too.
    let puzzle = h.cmd(&alice, "puzzle", &[]).await;
    assert_private_picture(&puzzle.reply);

    // A German learner sees German.
    let bob = bob();
    h.discord.set_locale(bob.id, "de");
    let german = h.cmd(&bob, "learn", &[]).await;
    transcript("bob", &german.reply);
    assert_private_picture(&german.reply);
    let text = german.reply.all_text();
    assert!(text.contains("Lektion 1 von 10") && text.contains("Erledigte Lektionen: 0 von 9."), "{text}");
    assert!(german.reply.button("weiter").is_some() && german.reply.button("beenden").is_some());
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_last_lesson_starts_a_game_against_the_computer_and_a_dm_lesson_is_plain() {
    let h = Harness::start().await;
    let alice = alice();
    let last = h.cmd(&alice, "learn", &[("lesson", Opt::Int(10))]).await;
    transcript("alice", &last.reply);
    assert_private_picture(&last.reply);
    assert!(last.reply.button("next").is_none(), "no lesson after the last");
    let refused = h.cmd(&alice, "learn", &[("answer", Opt::str("B2-B3-C3"))]).await;
    assert!(refused.reply.is_ephemeral() && refused.reply.content().contains("asks for no move"));
    let play = last.reply.button("play the computer").expect("Play the computer");
    let started = h.discord.press(&alice, last.message_id(), &play).await;
    let board = if started.reply.message().is_some_and(|m| m.get("embeds").is_some()) {
        started.reply.clone()
    } else {
        board_followup(&h.discord, &started.token).await
    };
    transcript("channel", &board);
    assert!(!board.is_ephemeral(), "the game is public, like any game");
    assert_board(&board);
    let game = game_number(&board.all_text());
    let row = h.service.game(punct::service::GameId(game)).unwrap().game;
    assert_eq!(row.seats.black, punct::service::Seat::Bot(Level::Easy));

    // Pressed again (a double click, or the lesson scrolled back to): no
    // second game, a private answer naming the one that is going.
    let again = h.discord.press(&alice, last.message_id(), &play).await;
    transcript("alice", &again.reply);
    assert!(again.reply.is_ephemeral(), "{:?}", again.reply);
    let text = again.reply.all_text();
    assert!(text.contains(&format!("game #{game}")) && text.contains(&format!("<#{CHANNEL_ID}>")), "{text}");
    assert_eq!(h.service.games_of(punct::service::UserId(alice.id)).unwrap().len(), 1, "one game");

    // In a DM with the bot the lesson is a plain message (nobody else is there).
    h.discord.dm(DM_CHANNEL);
    let dm = h.discord.command_in(DM_CHANNEL, &alice, "learn", &[]).await;
    assert!(!dm.reply.is_ephemeral());
    assert_board(&dm.reply);
    h.shut_down().await;
}

/// What the common requests cost, held to their budgets (counts, not
/// timings): the one pipeline makes a move one service call (a read to
/// pick the game, the write of the move) and one call to remember the
/// board; a press the same; the `game` option's suggestions one read per
/// keystroke; a background round that finds nothing writes nothing, and a
/// reminder adds no read (its game's language and board come with it) and
/// one mark.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_a_press_a_keystroke_and_a_reminder_keep_to_their_budgets() {
    let h = Harness::start_quiet().await;
    let (alice, bob) = (alice(), bob());
    h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await; // the first answer also remembers her language
    let (cost, _) = h.cost(h.play(&bob, "N12-N13-O13")).await;
    eprintln!("cost of a move: {cost:?}");
    assert!(cost.store.reads <= 2, "{cost:?}");
    let (store, requests) = (cost.store, &cost.requests);
    assert_eq!((store.writes, store.unsynced_writes, cost.http), (1, 1, 2), "{store:?} {requests:?}");
    let (cost, ask) = h.cost(h.cmd(&bob, "takeback", &[])).await;
    eprintln!("cost of a takeback request: {cost:?}");
    assert!(cost.store.reads <= 2 && cost.store.writes == 1, "{cost:?}");
    let allow = ask.reply.button("allow").expect("Allow takeback");
    let (cost, _) = h.cost(h.discord.press(&alice, ask.message_id(), &allow)).await;
    eprintln!("cost of Allow takeback: {cost:?}");
    assert!(cost.store.reads <= 2, "{cost:?}");
    assert_eq!((cost.store.writes, cost.store.unsynced_writes), (1, 1), "{cost:?}");
    for _ in 0..3 {
        h.start_game(&alice, &bob).await;
    }
    let (cost, games) =
        h.cost(h.discord.autocomplete(&alice, "move", &[("game", Opt::str(""))], "game")).await;
    eprintln!("cost of a keystroke in the game option ({} games): {cost:?}", games.len());
    assert_eq!(games.len(), 4);
    assert_eq!((cost.store.reads, cost.store.writes, cost.store.unsynced_writes), (1, 0, 0), "{cost:?}");
    h.shut_down().await;

    let h = Harness::start().await;
    h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    h.settle().await;
    let rounds = |h: &Harness| h.progress.borrow().deadline_rounds;
    let (r0, c0) = (rounds(&h), h.service.store().transaction_counts());
    h.wait_progress(|p| p.deadline_rounds >= r0 + 10).await;
    let idle = h.service.store().transaction_counts() - c0;
    eprintln!("cost of 10 idle background rounds: {idle:?}");
    assert_eq!((idle.writes, idle.unsynced_writes), (0, 0), "an idle round writes nothing: {idle:?}");
    let mark = h.discord.mark();
    h.clock.advance(2 * SECONDS_PER_DAY);
    let (r1, c1) = (rounds(&h), h.service.store().transaction_counts());
    h.wait_progress(|p| p.deadline_rounds >= r1 + 10).await;
    let with = h.service.store().transaction_counts() - c1;
    eprintln!("cost of 10 rounds with one reminder: {with:?}");
    assert_eq!(with.reads, idle.reads, "the reminder needs no read of its own: {with:?} against {idle:?}");
    assert_eq!((with.writes, with.unsynced_writes), (1, 0), "one mark: {with:?}");
    assert_eq!(attempts_in(&h.discord, CHANNEL_ID, mark).len(), 1, "one post");
    h.shut_down().await;
}
