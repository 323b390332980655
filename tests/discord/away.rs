//! Correspondence time through Discord: `/punct away` and `/punct back`,
//! the board saying who is away, timeout protection's notice posted once
//! by the background task, time-bank challenges, and the time zone setting.

use crate::bot::{Harness, alice, assert_board, bob};
use crate::discord_standin::{CHANNEL_ID, Opt};
use crate::replies_to;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn away_stops_the_clock_the_board_says_so_and_back_starts_it_again() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;

    // Without options: how things stand, privately.
    let status = h.cmd(&alice, "away", &[]).await;
    assert!(status.reply.is_ephemeral());
    assert!(
        status.reply.content().contains("You are not away. Away days left this year: 30 of 30."),
        "{}",
        status.reply.content()
    );

    let away = h.cmd(&alice, "away", &[("days", Opt::Int(5))]).await;
    assert!(away.reply.is_ephemeral(), "{}", away.reply.content());
    let text = away.reply.content();
    assert!(
        text.contains("Your clocks are stopped until <t:")
            && text.contains("1 game waiting for your move now waits until then")
            && text.contains("Away days left this year: 25 of 30.")
            && text.contains("/punct back"),
        "{text}"
    );

    // The board says so under the picture, in every board posted meanwhile.
    let board = h.cmd(&bob, "board", &[("game", Opt::Int(game))]).await;
    assert_board(&board.reply);
    let shown = board.reply.all_text();
    assert!(shown.contains("is away until <t:") && shown.contains("their clock stands still"), "{shown}");

    // Both a number of days and a date: refused, saying what to give.
    let both = h.cmd(&alice, "away", &[("days", Opt::Int(2)), ("until", Opt::str("2030-01-01"))]).await;
    assert!(
        both.reply.is_ephemeral() && both.reply.content().contains("not both"),
        "{}",
        both.reply.content()
    );
    let too_many = h.cmd(&alice, "away", &[("days", Opt::Int(40))]).await;
    assert!(
        too_many
            .reply
            .content()
            .contains("only 30 of your 30 are left this year, counting the unused days of your current stay"),
        "{}",
        too_many.reply.content()
    );

    // Back after two days: the clock runs again, three days come back.
    h.advance_days(2.0).await;
    let back = h.cmd(&alice, "back", &[]).await;
    assert!(back.reply.is_ephemeral());
    let text = back.reply.content();
    assert!(
        text.contains("Welcome back!")
            && text.contains("The clock of 1 game is running again.")
            && text.contains("3 unused away days came back.")
            && text.contains("Away days left this year: 28 of 30."),
        "{text}"
    );
    let board = h.cmd(&bob, "board", &[("game", Opt::Int(game))]).await;
    assert!(!board.reply.all_text().contains("is away"), "{}", board.reply.all_text());
    let again = h.cmd(&alice, "back", &[]).await;
    assert!(again.reply.content().contains("You are not away"), "{}", again.reply.content());
    h.shut_down().await;
}

/// Bob's time runs out with protection on: the background task posts,
/// once and replying to the board, that an away day was used and until
/// when; no time-up notice follows; across a restart nothing is posted
/// again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn timeout_protection_is_announced_once_in_the_game() {
    let mut h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.start_game(&alice, &bob).await;
    let moved = h.play(&alice, "B2-B3-C3").await;

    let mark = h.discord.mark();
    h.advance_days(3.1).await;
    let notice = h.discord.channel_message(CHANNEL_ID, mark).await;
    let text = notice.content();
    assert!(
        text.starts_with(&format!(
            "{}, your time for move 2 in game #1 ran out, so one of your away days was used",
            bob.mention()
        )) && text.contains("You have 29 away days left this year.")
            && text.contains("/punct settings protection:False"),
        "{text}"
    );
    assert_eq!(notice.allowed_users(), Some(vec![bob.id.to_string()]));
    assert_eq!(replies_to(&notice), Some(moved.message_id()), "it replies to the board");
    let (_, posted) = h.posted_after_a_restart(0.5).await;
    assert_eq!(posted, Vec::<String>::new(), "told once; no reminder or time-up notice within the day");

    // Settings show the day used.
    let settings = h.cmd(&bob, "settings", &[]).await;
    let text = settings.reply.content();
    assert!(
        text.contains("Timeout protection: **on**") && text.contains("Away days left this year: 29 of 30."),
        "{text}"
    );
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_time_bank_challenge_shows_both_players_time_under_the_board() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    // The third choice: LittleGolem's 10 days, +36 hours a move.
    let options = [("opponent", Opt::User(bob.clone())), ("color", Opt::Int(1)), ("clock", Opt::Int(2))];
    let challenge = h.cmd(&alice, "challenge", &options).await;
    assert!(
        challenge.reply.content().contains("bank: 10 days, +36 h a move"),
        "{}",
        challenge.reply.content()
    );
    let accept = challenge.reply.button("accept").expect("an Accept button");
    h.discord.press(&bob, challenge.message_id(), &accept).await;
    h.settle().await;

    h.advance_days(4.0).await;
    let moved = h.play(&alice, "B2-B3-C3").await;
    let shown = moved.reply.all_text();
    assert!(
        shown.contains("bob has until <t:") && shown.contains("alice's bank: 7 days, 12 hours"),
        "{shown}"
    );

    let both = [("opponent", Opt::User(bob.clone())), ("days", Opt::Int(0)), ("clock", Opt::Int(0))];
    let refused = h.cmd(&alice, "challenge", &both).await;
    assert!(refused.reply.is_ephemeral(), "{}", refused.reply.content());
    assert!(refused.reply.content().contains("not both"), "{}", refused.reply.content());
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_time_zone_is_suggested_as_it_is_typed_and_kept() {
    let h = Harness::start().await;
    let alice = alice();
    let choices =
        h.discord.autocomplete(&alice, "settings", &[("timezone", Opt::str("berl"))], "timezone").await;
    assert_eq!(
        choices.first().map(|(name, value)| (name.as_str(), value.as_str())),
        Some(("Europe/Berlin", "Europe/Berlin"))
    );
    let set = h.cmd(&alice, "settings", &[("timezone", Opt::str("Europe/Berlin"))]).await;
    assert!(set.reply.content().contains("Time zone: **Europe/Berlin**"), "{}", set.reply.content());
    let wrong = h.cmd(&alice, "settings", &[("timezone", Opt::str("Mars/Olympus"))]).await;
    assert!(wrong.reply.is_ephemeral() && wrong.reply.content().contains("is not a time zone I know"));
    let shown = h.cmd(&alice, "settings", &[]).await;
    assert!(shown.reply.content().contains("Time zone: **Europe/Berlin**"), "{}", shown.reply.content());
    h.shut_down().await;
}
