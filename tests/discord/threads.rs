//! A thread per game: `/punct server-settings threads:`, the thread started
//! from the accepted challenge, everything of the game posted there, the
//! channel's two lines, the thread archived at the end; a server that did
//! not give the bot the permissions; a restart in the middle.

use crate::bot::{Harness, alice, assert_board, board_followup, bob, game_number};
use crate::discord_standin::payloads::Membership;
use crate::discord_standin::{CHANNEL_ID, Opt, User};

/// A member with Manage Server.
fn manager() -> User {
    User::new(710_000_000_000_000_009, "mia").with_membership(Membership::Manager)
}

/// Threads on, said by someone who manages the server.
async fn threads_on(h: &Harness) {
    let on = h.cmd(&manager(), "server-settings", &[("threads", Opt::Bool(true))]).await;
    assert!(on.reply.is_ephemeral());
    let text = on.reply.content();
    assert!(text.starts_with("Saved.") && text.contains("A thread per game: **on**"), "{text}");
}

/// The messages of `channel` everyone sees (not the private answers the
/// stand-in keeps there too).
fn public_lines(h: &Harness, channel: u64) -> Vec<String> {
    h.discord
        .messages_in(channel)
        .iter()
        .filter(|m| m["flags"].as_u64().unwrap_or(0) & 64 == 0)
        .map(|m| m["content"].as_str().unwrap_or("").to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_with_threads_plays_each_game_in_its_own_thread_and_keeps_two_lines_in_the_channel() {
    let mut h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    threads_on(&h).await;

    let options = [("opponent", Opt::User(bob.clone())), ("color", Opt::Int(1))];
    let challenge = h.cmd(&alice, "challenge", &options).await;
    let accept = challenge.reply.button("accept").expect("an Accept button");
    let pressed = h.discord.press(&bob, challenge.message_id(), &accept).await;
    h.settle().await;

    // The thread: from the challenge message, named after the game, both
    // players in it, its first board there.
    let threads = h.discord.threads();
    assert_eq!(threads.len(), 1, "{threads:?}");
    let (thread, started) = threads[0].clone();
    assert_eq!((started.parent, started.from_message), (CHANNEL_ID, challenge.message_id()));
    let game = game_number(&started.name);
    assert_eq!(started.name, format!("PÜNCT #{game} · alice – bob"));
    assert_eq!(started.members, vec![alice.id, bob.id]);
    let first = h.discord.messages_in(thread);
    assert_eq!(first.len(), 1, "{first:?}");
    assert!(
        first[0]["content"].as_str().unwrap_or("").contains(&format!("Game #{game} starts")),
        "{first:?}"
    );
    assert!(first[0]["embeds"][0]["image"]["url"].as_str().is_some(), "a board picture: {first:?}");
    let followups = h.discord.requests().iter().filter(|r| r.path.contains(&pressed.token)).count();
    assert!(followups <= 2, "the press is answered by its update and the link, nothing in the channel");
    // The challenge message is the channel's line, linking to the thread.
    let line = h.discord.message(challenge.message_id()).expect("the challenge message");
    let text = line["content"].as_str().unwrap_or("");
    assert!(text.contains(&format!("game #{game} is played in its own thread, <#{thread}>")), "{text}");
    assert_eq!(line["components"].as_array().map_or(0, Vec::len), 0, "no buttons left on it");

    // A move typed in the channel is refused with a link to the thread;
    // in the thread it is played there.
    let elsewhere = h.cmd(&alice, "move", &[("text", Opt::str("D10-D11-E11"))]).await;
    assert!(elsewhere.reply.is_ephemeral(), "{}", elsewhere.reply.all_text());
    let refusal = elsewhere.reply.content();
    assert!(refusal.contains(&format!("Game #{game} is played in <#{thread}>")), "{refusal}");
    let moved = h.discord.command_in(thread, &alice, "move", &[("text", Opt::str("D10-D11-E11"))]).await;
    assert!(!moved.reply.is_ephemeral(), "{}", moved.reply.all_text());
    assert_board(&moved.reply);

    // A restart in the middle: the game still lives in its thread; the
    // reminder goes there, not to the channel.
    let (mark, _) = h.posted_after_a_restart(2.0).await;
    let reminders: Vec<_> = h
        .discord
        .requests()
        .into_iter()
        .skip(mark)
        .filter(|r| r.method == "POST" && r.path.starts_with("/channels/"))
        .collect();
    assert_eq!(reminders.len(), 1, "{reminders:?}");
    assert_eq!(reminders[0].path, format!("/channels/{thread}/messages"));
    assert!(reminders[0].content().contains(&bob.mention()), "{}", reminders[0].content());

    // Bob resigns in the thread: the final board there, then one line in
    // the channel and the thread archived, once.
    let asked = h.discord.command_in(thread, &bob, "resign", &[]).await;
    let yes = asked.reply.button("resign").expect("a Resign button");
    let resigned = h.discord.press(&bob, asked.message_id(), &yes).await;
    let last = board_followup(&h.discord, &resigned.token).await;
    assert_board(&last);
    h.settle().await;
    h.settle().await;
    let lines = public_lines(&h, CHANNEL_ID);
    assert_eq!(lines.len(), 2, "{lines:#?}");
    assert!(lines[0].contains(&format!("<#{thread}>")), "{lines:#?}");
    assert!(
        lines[1].starts_with(&format!(
            "Game #{game} (<@{}> – <@{}>) is over: White wins by resignation",
            alice.id, bob.id
        )) && lines[1].ends_with(&format!("<#{thread}>")),
        "{lines:#?}"
    );
    let archived = h.discord.thread(thread).expect("the thread");
    assert!(archived.archived && archived.archived_times == 1, "{archived:?}");
    // Nothing more after another restart: the lobby was told once.
    let (_, again) = h.posted_after_a_restart(1.0).await;
    assert!(again.is_empty(), "{again:?}");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_permissions_the_game_stays_in_the_channel_and_the_challenger_hears_why() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    threads_on(&h).await;
    h.discord.deny_threads(true);

    let options = [("opponent", Opt::User(bob.clone())), ("color", Opt::Int(1))];
    let challenge = h.cmd(&alice, "challenge", &options).await;
    assert!(!challenge.reply.is_ephemeral(), "the challenge itself is public");
    h.settle().await;
    let note = h
        .discord
        .requests()
        .into_iter()
        .find(|r| r.path.contains(&challenge.token) && r.method == "POST" && r.path.starts_with("/webhooks/"))
        .expect("a private note after the challenge");
    assert!(note.is_ephemeral(), "{}", note.content());
    assert!(
        note.content().contains("I may not start threads in this channel")
            && note.content().contains("**Create Public Threads** + **Send Messages in Threads**"),
        "{}",
        note.content()
    );

    let accept = challenge.reply.button("accept").expect("an Accept button");
    let pressed = h.discord.press(&bob, challenge.message_id(), &accept).await;
    let board = board_followup(&h.discord, &pressed.token).await;
    assert_board(&board);
    h.settle().await;
    assert!(h.discord.threads().is_empty(), "no thread was tried");
    let moved = h.play(&alice, "D10-D11-E11").await;
    assert!(!moved.reply.is_ephemeral());

    // The settings say what is missing here.
    let shown = h.cmd(&bob, "server-settings", &[]).await;
    let text = shown.reply.content();
    assert!(text.contains("A thread per game: **on**") && text.contains("Create Public Threads"), "{text}");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_members_who_manage_the_server_change_its_settings_and_anyone_sees_them() {
    let h = Harness::start().await;
    let bob = bob();
    let shown = h.cmd(&bob, "server-settings", &[]).await;
    assert!(shown.reply.is_ephemeral());
    assert!(shown.reply.content().contains("A thread per game: **off**"), "{}", shown.reply.content());
    let refused = h.cmd(&bob, "server-settings", &[("threads", Opt::Bool(true))]).await;
    assert!(refused.reply.is_ephemeral());
    assert!(
        refused.reply.content().contains("Only members with the **Manage Server** permission"),
        "{}",
        refused.reply.content()
    );
    let still = h.cmd(&bob, "server-settings", &[]).await;
    assert!(still.reply.content().contains("**off**"), "nothing changed: {}", still.reply.content());

    // Off by default: a game starts in the channel as before.
    let game = h.start_game(&alice(), &bob).await;
    assert!(game > 0 && h.discord.threads().is_empty());
    h.shut_down().await;
}
