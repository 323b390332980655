//! Challenges: accepted, declined, open to anyone, expired, pressed at once, and rematches.

use crate::assert_refused;
use crate::bot::{Harness, alice, assert_board, board_followup, bob, carol, game_number};
use crate::discord_standin::{CHANNEL_ID, Opt};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_declined_challenge_cannot_be_accepted_afterwards() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let challenge = h.cmd(&alice, "challenge", &[("opponent", Opt::User(bob.clone()))]).await;
    let decline = challenge.reply.button("decline").expect("Decline");
    let accept = challenge.reply.button("accept").expect("Accept");
    let declined = h.discord.press(&bob, challenge.message_id(), &decline).await;
    assert_eq!(declined.reply.callback_type(), Some(7));
    assert!(declined.reply.content().contains("declined"), "{}", declined.reply.content());
    assert!(declined.reply.button_ids().is_empty());
    let late = h.discord.press(&bob, challenge.message_id(), &accept).await;
    assert!(late.reply.is_ephemeral());
    assert!(late.reply.content().contains("already declined"), "{}", late.reply.content());
    let games = h.cmd(&bob, "games", &[]).await;
    assert!(
        games.reply.is_ephemeral() && games.reply.content().contains("no game"),
        "{}",
        games.reply.content()
    );
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_challenge_is_accepted_by_anyone_but_the_challenger() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());

    // No opponent: the post pings nobody and offers Accept / Cancel.
    let open = h.cmd(&alice, "challenge", &[("color", Opt::Int(1))]).await;
    assert!(!open.reply.is_ephemeral(), "{}", open.reply.content());
    assert_eq!(open.reply.allowed_users(), Some(vec![]), "an open challenge pings nobody");
    assert!(open.reply.content().contains("anyone here may accept"), "{}", open.reply.content());
    assert!(open.reply.button("decline").is_none(), "nobody can decline an open challenge");
    assert!(open.reply.button("cancel").is_some(), "{:?}", open.reply.button_ids());
    let accept = open.reply.button("accept").expect("Accept");

    // alice cannot accept her own challenge; carol can.
    let own = h.discord.press(&alice, open.message_id(), &accept).await;
    assert!(own.reply.is_ephemeral(), "{:?}", own.reply.body);
    assert!(own.reply.content().contains("your own"), "{}", own.reply.content());
    let accepted = h.discord.press(&carol, open.message_id(), &accept).await;
    assert_eq!(accepted.reply.callback_type(), Some(7), "the challenge message is updated");
    assert!(accepted.reply.button_ids().is_empty(), "its buttons are gone");
    assert!(accepted.reply.content().contains(&carol.mention()), "{}", accepted.reply.content());
    let start = board_followup(&h.discord, &accepted.token).await;
    assert_board(&start);
    assert_eq!(start.allowed_users(), Some(vec![alice.id.to_string()]), "alice plays White");
    let game = game_number(&start.all_text());
    let carols = h.service.games_of(punct::service::UserId(carol.id)).expect("games");
    assert_eq!(carols.iter().map(|l| l.game.id.0).collect::<Vec<_>>(), vec![game]);

    // Too late for bob.
    let late = h.discord.press(&bob, open.message_id(), &accept).await;
    assert!(late.reply.is_ephemeral() && late.reply.content().contains("already accepted"));

    // Another open challenge: only alice can cancel it.
    let second = h.cmd(&alice, "challenge", &[]).await;
    let cancel = second.reply.button("cancel").expect("Cancel");
    let not_hers = h.discord.press(&bob, second.message_id(), &cancel).await;
    assert!(not_hers.reply.is_ephemeral(), "{:?}", not_hers.reply.body);
    assert!(not_hers.reply.content().contains("Only <@"), "{}", not_hers.reply.content());
    let withdrawn = h.discord.press(&alice, second.message_id(), &cancel).await;
    assert_eq!(withdrawn.reply.callback_type(), Some(7));
    assert!(withdrawn.reply.content().contains("withdrew"), "{}", withdrawn.reply.content());
    assert!(withdrawn.reply.button_ids().is_empty());
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_users_pressing_at_once_start_at_most_one_game() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let challenge = h.cmd(&alice, "challenge", &[("opponent", Opt::User(bob.clone()))]).await;
    let accept = challenge.reply.button("accept").expect("Accept");
    let decline = challenge.reply.button("decline").expect("Decline");
    // bob accepts twice and alice withdraws, all at the same moment.
    let presses = [
        h.discord.send_press(&bob, challenge.message_id(), &accept),
        h.discord.send_press(&alice, challenge.message_id(), &decline),
        h.discord.send_press(&bob, challenge.message_id(), &accept),
    ];
    let mut won = Vec::new();
    for (i, (token, at)) in presses.iter().enumerate() {
        let answer = h.discord.exchange(token, *at).await;
        if answer.reply.is_ephemeral() {
            assert!(answer.reply.content().contains("already"), "{}", answer.reply.content());
        } else {
            won.push((i, answer));
        }
    }
    assert_eq!(won.len(), 1, "exactly one press takes effect");
    // Which one is up to the race: an accept starts exactly one game
    // between them, alice's withdrawal none.
    let (press, answer) = &won[0];
    let games = h.service.games_of(punct::service::UserId(bob.id)).expect("games");
    if *press == 1 {
        // The challenger's own press on Decline withdraws her challenge (the
        // old front end did the same; this branch was rarely reached).
        assert!(answer.reply.content().contains("withdrew"), "{}", answer.reply.content());
        assert!(games.is_empty(), "{games:?}");
    } else {
        let start = board_followup(&h.discord, &answer.token).await;
        assert_eq!(games.len(), 1, "one game for bob: {games:?}");
        assert_eq!(games[0].game.id.0, game_number(&start.all_text()));
        let alices = h.service.games_of(punct::service::UserId(alice.id)).expect("games");
        assert_eq!(alices.iter().map(|l| l.game.id).collect::<Vec<_>>(), vec![games[0].game.id]);
    }
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unanswered_challenge_expires_and_the_challenger_is_told() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let challenge = h.cmd(&alice, "challenge", &[("opponent", Opt::User(bob.clone()))]).await;
    let accept = challenge.reply.button("accept").expect("Accept");
    let mark = h.discord.mark();
    h.advance_days(7.1).await;
    let told = h.discord.channel_message(CHANNEL_ID, mark).await;
    assert!(told.content().contains("expired"), "{}", told.content());
    assert_eq!(told.allowed_users(), Some(vec![alice.id.to_string()]));
    let late = h.discord.press(&bob, challenge.message_id(), &accept).await;
    assert!(
        late.reply.is_ephemeral() && late.reply.content().contains("expired"),
        "{}",
        late.reply.content()
    );
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rematch_pressed_three_times_by_both_players_posts_one_challenge() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    let resigned = h.resign(&bob, &[]).await;
    let (board, rematch) =
        (resigned.message_id.expect("posted"), resigned.button("rematch").expect("Rematch"));
    let mark = h.discord.mark();

    // alice asks; then bob, then alice again, press Rematch on the same board.
    let first = h.discord.press(&alice, board, &rematch).await;
    assert!(!first.reply.is_ephemeral(), "{}", first.reply.content());
    let open = h.service.challenges_of(punct::service::UserId(alice.id)).expect("challenges");
    assert_eq!(open.len(), 1);
    let challenge = open[0].id;
    assert!(
        first.reply.content().starts_with(&format!(
            "{}, {} challenges you to a rematch of game #{game} (challenge {challenge}):",
            bob.mention(),
            alice.mention()
        )),
        "{}",
        first.reply.content()
    );
    assert_eq!(first.reply.allowed_users(), Some(vec![bob.id.to_string()]));
    for who in [&bob, &alice] {
        let again = h.discord.press(who, board, &rematch).await;
        assert_refused(
            &again,
            &format!("The rematch of game #{game} is already open: challenge {challenge}"),
        );
        assert!(again.reply.button_ids().is_empty(), "{:?}", again.reply.body);
    }
    h.settle().await;
    let posted: Vec<String> = h.discord.requests()[mark..]
        .iter()
        .filter(|r| r.content().contains("challenges you to"))
        .map(|r| r.content().to_string())
        .collect();
    assert_eq!(posted.len(), 1, "one challenge posted for three presses: {posted:#?}");
    assert_eq!(h.service.challenges_of(punct::service::UserId(bob.id)).expect("challenges").len(), 1);

    // Once bob declines it, Rematch opens a new one.
    let decline = first.reply.button("decline").expect("Decline");
    let declined = h.discord.press(&bob, first.message_id(), &decline).await;
    assert!(declined.reply.content().contains("declined"), "{}", declined.reply.content());
    let anew = h.discord.press(&bob, board, &rematch).await;
    assert!(anew.reply.button("accept").is_some(), "{:?}", anew.reply.body);
    assert_eq!(anew.reply.allowed_users(), Some(vec![alice.id.to_string()]));
    h.shut_down().await;
}

/// A member's Apps menu offers "Challenge to PÜNCT": the same challenge as
/// `/punct challenge opponent:@them`, which they accept with its button;
/// on the bot itself, a game against the computer at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_is_challenged_from_their_apps_menu() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let asked = h.discord.user_command(&alice, "Challenge to PÜNCT", &bob).await;
    assert!(!asked.reply.is_ephemeral(), "{}", asked.reply.all_text());
    assert_eq!(asked.reply.allowed_users(), Some(vec![bob.id.to_string()]), "only bob is pinged");
    let accept = asked.reply.button("accept").expect("Accept");
    let accepted = h.discord.press(&bob, asked.message_id(), &accept).await;
    let board = crate::bot::board_followup(&h.discord, &accepted.token).await;
    crate::bot::assert_board(&board);
    let computer = h.discord.bot();
    let against = h.discord.user_command(&alice, "Challenge to PÜNCT", &computer).await;
    assert!(against.reply.all_text().contains("Computer"), "{}", against.reply.all_text());
    h.discord.assert_clean();
    h.shut_down().await;
}
