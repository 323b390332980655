//! The Discord bot end to end: the real poise/serenity client against a
//! local stand-in for Discord (`tests/support/discord_standin`), which
//! checks every request against Discord's OpenAPI description.

mod support;

use std::time::Duration;

use punct::config::Token;
use punct::discord::{Launch, RunError, serve};
use support::discord_standin::{GUILD_ID, StandIn, User};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

const TOKEN: &str = "standin.bot.token-not-for-anyone";

/// The stand-in and a bot connected to it.
struct Harness {
    discord: StandIn,
    stop: Option<oneshot::Sender<()>>,
    bot: Option<JoinHandle<Result<(), RunError>>>,
}

impl Harness {
    async fn start() -> Harness {
        let discord = StandIn::start(TOKEN).await;
        let (stop, stopped) = oneshot::channel::<()>();
        let launch = Launch {
            token: Token::new(TOKEN),
            api_base: Some(discord.api_base()),
            dev_guild: Some(GUILD_ID),
        };
        let bot = tokio::spawn(serve(launch, async move {
            let _ = stopped.await;
        }));
        discord.wait_registered().await;
        Harness { discord, stop: Some(stop), bot: Some(bot) }
    }

    /// Stops the bot as SIGTERM would and checks it ends cleanly.
    async fn shut_down(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(bot) = self.bot.take() {
            let ended = tokio::time::timeout(Duration::from_secs(60), bot).await;
            let result = ended.expect("the bot stops within a minute of shutdown").expect("bot task");
            assert!(result.is_ok(), "bot ended with {result:?}");
        }
        self.discord.assert_clean();
    }
}

fn alice() -> User {
    User::new(710_000_000_000_000_001, "alice")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_register_in_the_dev_guild_with_descriptions() {
    let h = Harness::start().await;
    let (commands, guild) = h.discord.wait_registered().await;
    assert_eq!(guild, Some(GUILD_ID));
    assert_eq!(commands.len(), 1);
    let punct = &commands[0];
    assert_eq!(punct["name"], "punct");
    let subs = punct["options"].as_array().expect("subcommands");
    for sub in subs {
        let description = sub["description"].as_str().unwrap_or("");
        assert!(!description.is_empty() && description != "A slash command", "{sub}");
    }
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_explains_rules_notation_and_commands_privately() {
    let h = Harness::start().await;
    let answer = h.discord.command(&alice(), "help", &[]).await;
    assert!(answer.reply.is_ephemeral());
    let text = answer.reply.all_text();
    for needle in ["C5-C6-D6", "F5>H7-H8-I8", "/punct move", "/punct challenge", "central hexagon"] {
        assert!(text.contains(needle), "help lacks {needle}: {text}");
    }
    h.shut_down().await;
}
