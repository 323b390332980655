//! Draws, takebacks and resignations between people, through buttons and commands.

use crate::bot::{Harness, alice, assert_board, board_followup, bob, carol};
use crate::discord_standin::Opt;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn draws_and_takebacks_between_people_go_through_buttons() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    h.play(&bob, "N12-N13-O13").await;

    // bob asks to take back; alice allows it with the button.
    let ask = h.cmd(&bob, "takeback", &[]).await;
    assert_eq!(ask.reply.allowed_users(), Some(vec![alice.id.to_string()]));
    let allow = ask.reply.button("allow").expect("Allow takeback");
    let not_bob = h.discord.press(&bob, ask.message_id(), &allow).await;
    assert!(not_bob.reply.is_ephemeral(), "only the opponent answers");
    let allowed = h.discord.press(&alice, ask.message_id(), &allow).await;
    assert_eq!(allowed.reply.callback_type(), Some(7));
    let board = board_followup(&h.discord, &allowed.token).await;
    assert_board(&board);
    assert_eq!(board.allowed_users(), Some(vec![bob.id.to_string()]), "bob is to move again");

    // alice offers a draw; bob accepts it.
    let offer = h.cmd(&alice, "draw", &[]).await;
    assert_eq!(offer.reply.allowed_users(), Some(vec![bob.id.to_string()]));
    let accept = offer.reply.button("accept draw").expect("Accept draw");
    let agreed = h.discord.press(&bob, offer.message_id(), &accept).await;
    assert!(agreed.reply.content().contains("drawn"), "{}", agreed.reply.content());
    let end = board_followup(&h.discord, &agreed.token).await;
    assert_board(&end);
    assert!(end.button("rematch").is_some());

    // Rematch from the final board: a new challenge, colours swapped.
    let rematch = end.button("rematch").expect("Rematch");
    let again = h.discord.press(&bob, end.message_id.expect("stored"), &rematch).await;
    assert!(again.reply.button("accept").is_some(), "{:?}", again.reply.body);
    assert_eq!(again.reply.allowed_users(), Some(vec![alice.id.to_string()]));
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_can_be_refused_with_play_on_and_accepted_by_command() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    let offer = h.cmd(&alice, "draw", &[]).await;
    let play_on = offer.reply.button("play on").expect("Play on");
    let refused = h.discord.press(&bob, offer.message_id(), &play_on).await;
    assert_eq!(refused.reply.callback_type(), Some(7));
    assert!(refused.reply.content().contains("declined"), "{}", refused.reply.content());
    let again = h.cmd(&bob, "draw", &[]).await;
    assert_eq!(again.reply.allowed_users(), Some(vec![alice.id.to_string()]));
    let accepted = h.cmd(&alice, "draw", &[]).await;
    assert_board(&accepted.reply);
    assert!(accepted.reply.content().contains("drawn by agreement"), "{}", accepted.reply.content());
    let over = h.cmd(&alice, "move", &[("text", Opt::str("C5-C6-D6"))]).await;
    assert!(over.reply.is_ephemeral(), "no game left to move in: {}", over.reply.content());
    h.shut_down().await;
}

/// A declined offer's message says who declined it, so the one who
/// offered knows without asking.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_declined_draw_or_takeback_names_who_declined_it() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    let offer = h.cmd(&alice, "draw", &[]).await;
    let play_on = offer.reply.button("play on").expect("Play on");
    let refused = h.discord.press(&bob, offer.message_id(), &play_on).await;
    assert!(
        refused
            .reply
            .content()
            .starts_with(&format!("{} declined the draw offer in game #{game}", bob.mention())),
        "{}",
        refused.reply.content()
    );
    assert_eq!(refused.reply.allowed_users(), Some(vec![]), "an update pings nobody");
    let ask = h.cmd(&alice, "takeback", &[]).await;
    let refuse = ask.reply.button("refuse").expect("Refuse");
    let refused = h.discord.press(&bob, ask.message_id(), &refuse).await;
    assert!(
        refused
            .reply
            .content()
            .starts_with(&format!("{} declined the takeback request in game #{game}", bob.mention())),
        "{}",
        refused.reply.content()
    );
    h.shut_down().await;
}

/// `/punct resign` only asks, privately; Keep playing changes nothing,
/// nobody but the player can use the question's buttons, and Resign ends
/// the game with its final board posted for everyone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resigning_is_confirmed_with_a_button_first() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    let mark = h.discord.mark();
    let asked = h.cmd(&bob, "resign", &[]).await;
    assert!(asked.reply.is_ephemeral(), "{}", asked.reply.all_text());
    assert!(
        asked.reply.content().starts_with(&format!("Resign game #{game}? {} wins", alice.mention())),
        "{}",
        asked.reply.content()
    );
    let (yes, no) = (asked.reply.button("resign").expect("Resign"), asked.reply.button("keep playing"));
    let kept = h.discord.press(&bob, asked.message_id(), &no.expect("Keep playing")).await;
    assert_eq!(kept.reply.callback_type(), Some(7), "the question itself is updated");
    assert_eq!(kept.reply.content(), format!("You play on in game #{game}."));
    let view = h.service.game(punct::service::GameId(game)).expect("the game");
    assert_eq!((view.game.ply, view.game.result), (1, None), "nothing changed");
    let forged = h.discord.press(&carol(), asked.message_id(), &yes).await;
    assert!(forged.reply.is_ephemeral(), "{}", forged.reply.content());
    assert!(forged.reply.content().contains("not playing in game"), "{}", forged.reply.content());
    h.settle().await;
    let posted = h.discord.requests()[mark..].iter().filter(|r| r.path.starts_with("/channels/")).count();
    assert_eq!(posted, 0, "nothing was posted in the channel");
    let resigned = h.resign(&bob, &[]).await;
    assert!(!resigned.is_ephemeral());
    assert_board(&resigned);
    assert!(resigned.content().contains("White wins by resignation"), "{}", resigned.content());
    let over = h.cmd(&bob, "resign", &[("game", Opt::Int(game))]).await;
    assert!(over.reply.is_ephemeral() && over.reply.content().contains("over"), "{}", over.reply.content());
    h.shut_down().await;
}
