//! A player's own data on Discord: `/punct privacy` answers privately with
//! a summary and the JSON file of everything kept; `/punct forget-me`
//! asks, Cancel does nothing, Forget me resigns the game going on (its
//! board posted for the opponent, who alone is pinged, the resigner shown
//! as "a former player") and leaves nothing to find the second time.

use punct::service::{GameId, Privacy};
use serde_json::Value;

use crate::bot::{Harness, alice, assert_board, attempts, bob, carol};
use crate::discord_standin::CHANNEL_ID;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn privacy_answers_privately_with_a_summary_and_the_whole_file() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let nothing = h.cmd(&carol, "privacy", &[]).await;
    assert!(nothing.reply.is_ephemeral());
    assert!(nothing.reply.all_text().starts_with("I keep nothing about you"), "{}", nothing.reply.all_text());

    let game = h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    let shown = h.cmd(&alice, "privacy", &[]).await;
    let reply = &shown.reply;
    assert!(reply.is_ephemeral(), "only she sees it");
    let text = reply.all_text();
    assert!(text.contains("What I keep about you") && text.contains("**alice**"), "{text}");
    assert!(text.contains("Games against people: 1 going on, 0 finished"), "{text}");
    assert!(text.contains("to answer you in it: English (en-US)"), "named, not only coded: {text}");
    assert!(text.contains("/punct forget-me"), "{text}");
    let file = reply.files.iter().find(|f| f.filename == "punct-my-data.json").expect("the JSON file");
    let json: Value = serde_json::from_slice(&file.bytes).expect("JSON");
    assert_eq!(json["user_id"], alice.id.to_string());
    assert_eq!(json["games"][0]["game"], game);
    assert_eq!(json["games"][0]["opponent"], "bob");
    assert_eq!(json["games"][0]["moves"][0]["move"], "B2-B3-C3");
    let raw = String::from_utf8_lossy(&file.bytes);
    assert!(!raw.contains(&bob.id.to_string()), "Bob's id is his: {raw}");
    assert_eq!(reply.alt_texts().len(), 1, "the file is described");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forget_me_asks_cancel_keeps_everything_and_confirm_resigns_and_erases() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;

    let asked = h.cmd(&alice, "forget-me", &[]).await;
    assert!(asked.reply.is_ephemeral());
    let question = asked.reply.content().to_string();
    assert!(question.starts_with("**Forget you?**"), "{question}");
    assert!(question.contains("Your game going on against a person is resigned"), "{question}");
    let (yes, no) =
        (asked.reply.button("forget me").expect("Forget me"), asked.reply.button("cancel").expect("Cancel"));
    let kept = h.discord.press(&alice, asked.message_id(), &no).await;
    assert_eq!(kept.reply.callback_type(), Some(7), "the question itself is updated");
    assert_eq!(kept.reply.content(), "Nothing was erased.");
    assert!(h.service.game(GameId(game)).expect("the game").game.result.is_none());

    let asked = h.cmd(&alice, "forget-me", &[]).await;
    let yes_again = asked.reply.button("forget me").expect("Forget me");
    assert_eq!(yes.split(':').nth(1), yes_again.split(':').nth(1));
    let mark = h.discord.mark();
    let done = h.discord.press(&alice, asked.message_id(), &yes_again).await;
    assert_eq!(done.reply.callback_type(), Some(7));
    assert!(
        done.reply.content().starts_with("Done: I have forgotten you. One game was resigned"),
        "{}",
        done.reply.content()
    );
    // Bob is told in the game's channel, as for any resignation, and only he is pinged.
    let posts = attempts(&h.discord, CHANNEL_ID, mark, 1).await;
    let post = &posts[0];
    assert_board(post);
    assert!(post.content().starts_with("A former player resigned."), "{}", post.content());
    assert!(!post.content().contains("Rematch") && post.button("rematch").is_none(), "nobody to play again");
    assert!(post.content().contains("White") || post.content().contains("Black"), "{}", post.content());
    assert!(!post.all_text().contains(&alice.id.to_string()), "{}", post.all_text());
    assert_eq!(post.allowed_users(), Some(vec![bob.id.to_string()]));
    assert!(post.alt_texts().iter().all(|alt| !alt.contains("alice")), "{:?}", post.alt_texts());

    assert!(matches!(h.service.privacy(punct::service::UserId(alice.id)), Ok(Privacy::NothingStored)));
    let again = h.cmd(&alice, "forget-me", &[]).await;
    assert_eq!(again.reply.content(), "I keep nothing about you, so there is nothing to forget.");
    let board = h.cmd(&bob, "board", &[("game", crate::discord_standin::Opt::Int(game))]).await;
    assert!(board.reply.all_text().contains("a former player"), "{}", board.reply.all_text());
    h.shut_down().await;
}
