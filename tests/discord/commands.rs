//! The `/punct` command as Discord registers and offers it: where, with which descriptions, and the
//! help.

use crate::bot::{Harness, alice};
use crate::discord_standin::GUILD_ID;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_register_in_the_dev_guild_with_descriptions() {
    let h = Harness::start().await;
    let (commands, guild) = h.discord.wait_registered().await;
    assert_eq!(guild, Some(GUILD_ID));
    assert_eq!(commands.len(), 2, "/punct and the Apps menu's Challenge to PÜNCT");
    assert_eq!(commands[0]["name"], "punct");
    assert_eq!(commands[1]["name"], "Challenge to PÜNCT");
    assert_eq!(commands[1]["type"], 2, "a user command");
    assert_eq!(commands[1]["name_localizations"]["de"], "Zu PÜNCT herausfordern");
    assert_eq!(
        (&commands[1]["contexts"], &commands[1]["integration_types"]),
        (&serde_json::json!([0, 2]), &serde_json::json!([0, 1])),
        "offered in servers and chats between friends, installed either way"
    );
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
async fn without_a_dev_guild_commands_register_globally() {
    let h = Harness::start_with(None).await;
    let (commands, guild) = h.discord.wait_registered().await;
    assert_eq!(guild, None);
    assert_eq!(commands[0]["name"], "punct");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_command_is_offered_in_servers_in_a_dm_with_the_bot_and_in_chats_between_friends() {
    let h = Harness::start().await;
    let (commands, _) = h.discord.wait_registered().await;
    // Servers (0), the DM with the bot (1), private channels (2); installed
    // in servers (0) and by users (1).
    assert_eq!(commands[0]["contexts"], serde_json::json!([0, 1, 2]), "{}", commands[0]);
    assert_eq!(commands[0]["integration_types"], serde_json::json!([0, 1]), "{}", commands[0]);
    // Only GUILDS: interactions reach a bot whatever its intents.
    let frames = h.discord.shared().hub.received();
    let identify = frames.iter().find(|f| f["op"] == 2).expect("an Identify");
    assert_eq!(identify.pointer("/d/intents").and_then(|i| i.as_u64()), Some(1), "GUILDS only");
    h.shut_down().await;
}
