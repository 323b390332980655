//! Turn notices through Discord: a DM with a link to the latest board,
//! once per turn; a DM that fails with a 500 tried again and shown once;
//! DMs closed to the bot switch notices off, and the player hears why at
//! their next command.

use crate::bot::{Harness, alice, board_followup, bob};
use crate::discord_standin::failures::Failure;
use crate::discord_standin::{GUILD_ID, Opt, dm_channel_of};

/// `notify:` "every turn" is the first choice.
const EVERY_TURN: i64 = 0;

fn dm_path(user: u64) -> String {
    format!("/channels/{}/messages", dm_channel_of(user))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_notice_reaches_the_player_by_dm_with_a_link_to_the_board_once() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let set = h.cmd(&bob, "settings", &[("notify", Opt::Int(EVERY_TURN))]).await;
    assert!(set.reply.content().contains("Turn notices by DM: **every turn**"), "{}", set.reply.content());
    let game = h.start_game(&alice, &bob).await;
    let moved = h.play(&alice, "B2-B3-C3").await;

    let mark = h.discord.mark();
    h.advance_days(0.01).await; // 14 minutes: past the notice delay
    let dm = h.discord.channel_message(dm_channel_of(bob.id), mark).await;
    let text = dm.content();
    let link = format!(
        "https://discord.com/channels/{GUILD_ID}/{}/{}",
        crate::discord_standin::CHANNEL_ID,
        moved.message_id()
    );
    assert!(
        text.starts_with(&format!(
            "Your move in game #{game} against alice (move 2), your time runs out <t:"
        )) && text.ends_with(&link),
        "{text}"
    );
    assert_eq!(dm.allowed_users(), Some(Vec::new()), "a DM pings nobody");

    h.advance_days(1.0).await;
    h.settle().await;
    let dms = h.discord.requests().iter().filter(|r| r.path == dm_path(bob.id)).count();
    assert_eq!(dms, 1, "one per turn");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dm_that_fails_with_a_500_is_tried_again_and_shown_once() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.cmd(&bob, "settings", &[("notify", Opt::Int(EVERY_TURN))]).await;
    h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    h.discord.fail_next_with(&dm_path(bob.id), Failure::Status(500));
    h.advance_days(0.01).await;
    h.discord.channel_message(dm_channel_of(bob.id), 0).await;
    h.advance_days(0.5).await;
    h.settle().await;
    let tries: Vec<_> = h.discord.requests().into_iter().filter(|r| r.path == dm_path(bob.id)).collect();
    assert_eq!(tries.len(), 2, "the failed try and the one that worked");
    assert_eq!(h.discord.messages_in(dm_channel_of(bob.id)).len(), 1, "shown once");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_switch_notices_off_and_the_player_hears_why_at_their_next_command() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.cmd(&bob, "settings", &[("notify", Opt::Int(EVERY_TURN))]).await;
    h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    h.discord.fail_next_with(&dm_path(bob.id), Failure::DmsClosed);
    let mark = h.discord.mark();
    // Past the notice delay and half of Bob's time: the reminder in the
    // game's channel is not held up by the refused DM.
    h.advance_days(1.6).await;
    let reminder = h.discord.channel_message(crate::discord_standin::CHANNEL_ID, mark).await;
    assert!(reminder.content().contains("Half your time"), "{}", reminder.content());
    h.settle().await;

    let games = h.cmd(&bob, "games", &[]).await;
    let note = board_followup(&h.discord, &games.token).await;
    assert!(note.is_ephemeral(), "{}", note.content());
    assert!(note.content().starts_with("I could not send you a DM"), "{}", note.content());
    let settings = h.cmd(&bob, "settings", &[]).await;
    assert!(settings.reply.content().contains("Turn notices by DM: **off**"), "{}", settings.reply.content());
    // Told once.
    let again = h.cmd(&bob, "games", &[]).await;
    h.settle().await;
    let followups = h
        .discord
        .requests()
        .iter()
        .filter(|r| r.path.starts_with("/webhooks/") && r.path.contains(&again.token))
        .count();
    assert_eq!(followups, 0, "{}", again.reply.content());
    h.shut_down().await;
}
