//! Delivery that survives Discord: failed answers, server errors, rate limits, closed channels and
//! restarts, each shown once.

use std::time::Duration;

use punct::store::StoreError;

use crate::bot::{
    Harness, START, alice, assert_board, attempts, attempts_in, bob, carol, game_number, logged, nonce,
    one_nonce, shown,
};
use crate::discord_standin::failures::Failure;
use crate::discord_standin::{CHANNEL_ID, Opt, Request, StandIn, User};
use crate::{assert_white_won_on_time, replies_to};

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
    h.without_protection(&[&alice, &bob]).await;
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
            // The mark is one transaction: before it, no reminder was
            // recorded and the half-time one (3 days: 1.5 before the
            // deadline) was the next.
            tx.execute(
                "UPDATE games SET reminders_sent = 0, reminder_at = deadline - 129600 WHERE id = ?1",
                [game],
            )
            .map_err(StoreError::from)
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
