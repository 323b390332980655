//! Playing anywhere: the app installed by a user and used in a group DM
//! between friends, where the bot is no member. Interactions come from a
//! private channel (context 2) with the installer as the authorizing
//! owner; the bot answers them (responses and follow-ups, at most five an
//! interaction) and posts nothing there by itself; every board carries a
//! button for everything a game needs.

use crate::bot::{Harness, alice, assert_board, board_followup, bob};
use crate::discord_standin::{Opt, Request};
use crate::picker::play_by_picker;

/// The group DM between alice and bob; alice installed the app.
const CHAT: u64 = 930_000_000_000_000_001;

/// The labels of a message's buttons, in order.
fn labels(r: &Request) -> Vec<String> {
    let message = r.message().expect("a message");
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["label"].as_str().map(str::to_string))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn friends_play_a_whole_game_in_a_group_dm_by_buttons_and_the_bot_never_posts_there() {
    let mut h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.discord.private_chat(CHAT, alice.id);

    // Alice challenges Bob with her slash command: the challenge is the
    // command's answer.
    let options = [("opponent", Opt::User(bob.clone())), ("color", Opt::Int(1))];
    let challenge = h.discord.command_in(CHAT, &alice, "challenge", &options).await;
    assert!(!challenge.reply.is_ephemeral(), "{}", challenge.reply.all_text());
    assert_eq!(challenge.reply.callback_type(), Some(4), "answered, not posted");
    // Bob, who installed nothing, accepts by the button.
    let accept = challenge.reply.button("accept").expect("an Accept button");
    let accepted = h.discord.press(&bob, challenge.message_id(), &accept).await;
    let first = board_followup(&h.discord, &accepted.token).await;
    assert_board(&first);
    assert_eq!(
        labels(&first),
        ["Move", "Analyse", "Board", "Resign…", "Offer draw", "Take back", "Claim the win"],
        "everything a game needs, as buttons"
    );
    let text = first.content();
    assert!(
        text.contains("I can only answer here") && text.contains("no reminders will come in this chat"),
        "{text}"
    );

    // Moves by the picker, a look at the board, a draw offered and
    // declined, a takeback asked and refused: all by buttons.
    let (board, _, _) = play_by_picker(&h, &alice, &first, "D10-D11-E11").await;
    assert!(labels(&board).contains(&"Offer draw".to_string()), "{:?}", labels(&board));
    let (board, _, _) = play_by_picker(&h, &bob, &board, "G3-G1-G2").await;
    let look = board.button("board").expect("a Board button");
    let looked = h.discord.press(&bob, board.message_id.expect("stored"), &look).await;
    assert_board(&looked.reply);
    assert!(!looked.reply.is_ephemeral());
    let draw = board.button("offer draw").expect("an Offer draw button");
    let offered = h.discord.press(&alice, board.message_id.expect("stored"), &draw).await;
    assert!(offered.reply.content().contains("offers a draw"), "{}", offered.reply.all_text());
    let play_on = offered.reply.button("play on").expect("Play on");
    let declined = h.discord.press(&bob, offered.message_id(), &play_on).await;
    assert!(declined.reply.content().contains("declined"), "{}", declined.reply.all_text());
    let takeback = board.button("take back").expect("a Take back button");
    let asked = h.discord.press(&bob, board.message_id.expect("stored"), &takeback).await;
    let refuse = asked.reply.button("refuse").expect("Refuse");
    h.discord.press(&alice, asked.message_id(), &refuse).await;

    // Days pass: no reminder, no notice, no board is posted in the chat
    // (the stand-in fails the test on any post there), across a restart.
    let (_, posted) = h.posted_after_a_restart(2.0).await;
    assert!(posted.is_empty(), "{posted:?}");

    // Alice resigns by the button: asked privately, then the final board.
    let resign = board.button("resign…").expect("a Resign button");
    let ask = h.discord.press(&alice, board.message_id.expect("stored"), &resign).await;
    assert!(ask.reply.is_ephemeral(), "{}", ask.reply.all_text());
    let yes = ask.reply.button("resign").expect("Resign");
    let resigned = h.discord.press(&alice, ask.message_id(), &yes).await;
    let last = board_followup(&h.discord, &resigned.token).await;
    assert_board(&last);
    assert!(last.content().contains("Black wins by resignation"), "{}", last.content());
    assert_eq!(
        labels(&last),
        ["Rematch", "Analyse"],
        "a finished game's board: the rematch and its analysis"
    );
    h.settle().await;

    let in_chat =
        h.discord.requests().into_iter().filter(|r| r.path.starts_with(&format!("/channels/{CHAT}"))).count();
    assert_eq!(in_chat, 0, "no request to the chat itself");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_chat_between_friends_the_challenge_names_a_friend_without_a_server() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.discord.private_chat(CHAT, alice.id);
    let me = h.discord.command_in(CHAT, &alice, "challenge", &[("opponent", Opt::User(alice.clone()))]).await;
    assert!(me.reply.is_ephemeral() && me.reply.content().contains("yourself"), "{}", me.reply.all_text());
    let open = h.discord.command_in(CHAT, &alice, "challenge", &[]).await;
    assert!(!open.reply.is_ephemeral(), "anyone in the chat may accept: {}", open.reply.all_text());
    let accept = open.reply.button("accept").expect("an Accept button");
    let accepted = h.discord.press(&bob, open.message_id(), &accept).await;
    assert_board(&board_followup(&h.discord, &accepted.token).await);
    // The Apps menu's "Challenge to PÜNCT" on a friend in the chat.
    let by_menu = h.discord.user_command_in(CHAT, &bob, "Challenge to PÜNCT", &alice).await;
    assert!(!by_menu.reply.is_ephemeral(), "{}", by_menu.reply.all_text());
    assert!(by_menu.reply.button("accept").is_some(), "{}", by_menu.reply.all_text());
    // Server settings mean nothing here.
    let settings = h.discord.command_in(CHAT, &bob, "server-settings", &[]).await;
    assert!(
        settings.reply.is_ephemeral() && settings.reply.content().contains("belong to a server"),
        "{}",
        settings.reply.content()
    );
    h.shut_down().await;
}
