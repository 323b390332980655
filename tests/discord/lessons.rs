//! Lessons on Discord: a learner goes through them, leaves, resumes and plays the computer.

use punct::ai::Level;
use punct::rules::Move;

use crate::bot::{Harness, alice, assert_board, board_followup, bob, game_number};
use crate::discord_standin::{CHANNEL_ID, Opt, Request};
use crate::{DM_CHANNEL, assert_private_picture};

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
