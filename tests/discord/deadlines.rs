//! The test clock: reminders, time running out, claims, and deadlines shown as dates.

use punct::service::SECONDS_PER_DAY;

use crate::bot::{Harness, START, alice, assert_board, board_followup, bob, carol, game_number};
use crate::discord_standin::{CHANNEL_ID, Opt};
use crate::{assert_white_won_on_time, replies_to};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_and_a_timeout_follow_the_test_clock_and_survive_a_restart() {
    let mut h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.without_protection(&[&alice, &bob]).await;
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
    // it is not sent again (the restarted bot knows it was sent). Settled
    // first: a bot stopped between posting a reminder and recording it
    // sends it again after the restart — at least once, by design.
    let (mark, again) = h.posted_after_a_restart(0.4).await;
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
    h.without_protection(&[&alice, &bob]).await;
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
    h.without_protection(&[&alice, &bob]).await;
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
    h.without_protection(&[&alice, &bob]).await;
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
