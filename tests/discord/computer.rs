//! Games against the computer: its offers and takebacks, a slow reply deferred, a crash recovered
//! at start-up.

use std::sync::Arc;

use punct::ai::Level;
use punct::rules::Variant;
use punct::service::{GameService, ManualClock, Timestamp};
use punct::store::Store;

use crate::bot::{Harness, START, alice, assert_board, carol, game_number};
use crate::discord_standin::{CHANNEL_ID, GUILD_ID, Opt, Request, StandIn};
use crate::support::computers::{Crashing, FirstLegal, GatedThinker};

/// The first request the bot made for the interaction with `token`.
async fn first_request(discord: &StandIn, token: &str) -> Request {
    let token = token.to_string();
    discord
        .shared()
        .log
        .wait_for("the first answer to an interaction", |rs| {
            rs.iter().find(|r| r.interaction_token() == Some(token.as_str())).cloned()
        })
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn playing_the_computer_offers_and_takebacks() {
    let h = Harness::start().await;
    let (alice, bot) = (alice(), h.discord.bot());
    let start = h
        .cmd(
            &alice,
            "challenge",
            &[("opponent", Opt::User(bot)), ("color", Opt::Int(1)), ("level", Opt::Int(0))],
        )
        .await;
    assert_board(&start.reply);
    assert!(start.reply.content().contains("the computer (easy)"), "{}", start.reply.content());
    let answer = h.play(&alice, "B2-B3-C3").await;
    let text = answer.reply.content();
    assert!(
        text.contains("Move 1 (White): B2-B3-C3") && text.contains("(Black):"),
        "the computer replied: {text}"
    );
    assert_eq!(answer.reply.allowed_users(), Some(vec![alice.id.to_string()]));

    // The computer allows a takeback at once; it never agrees to a draw.
    let back = h.cmd(&alice, "takeback", &[]).await;
    assert_board(&back.reply);
    assert!(back.reply.content().contains("Taken back"), "{}", back.reply.content());
    let draw = h.cmd(&alice, "draw", &[]).await;
    assert!(
        draw.reply.is_ephemeral() && draw.reply.content().contains("plays on"),
        "{}",
        draw.reply.content()
    );

    // Someone else cannot resign alice's game.
    let onlooker = h.cmd(&carol(), "resign", &[]).await;
    assert!(onlooker.reply.is_ephemeral(), "{}", onlooker.reply.content());
    let board = h.cmd(&carol(), "board", &[]).await;
    assert_board(&board.reply);
    assert_eq!(board.reply.allowed_users(), Some(vec![]), "looking pings nobody");
    let resigned = h.resign(&alice, &[]).await;
    assert!(resigned.content().contains("resigned"), "{}", resigned.content());
    assert!(resigned.button("rematch").is_some());

    // Rematch: a new game against the computer, colours swapped.
    let rematch = resigned.button("rematch").expect("Rematch");
    let again = h.discord.press(&alice, resigned.message_id.expect("posted"), &rematch).await;
    assert_board(&again.reply);
    assert!(again.reply.content().contains("starts"), "{}", again.reply.content());
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_computer_reply_is_deferred_then_delivered() {
    let (thinker, release) = GatedThinker::new();
    let h = Harness::build(Some(GUILD_ID), thinker).await;
    let alice = alice();
    let start =
        h.cmd(&alice, "challenge", &[("opponent", Opt::User(h.discord.bot())), ("color", Opt::Int(1))]).await;
    assert_board(&start.reply);
    // The computer is still thinking when the bot tells Discord the answer
    // is coming; only then may it answer.
    let (token, at) = h.discord.send_command(&alice, CHANNEL_ID, "move", &[("text", Opt::str("B2-B3-C3"))]);
    let ack = first_request(&h.discord, &token).await;
    assert_eq!(ack.callback_type(), Some(5), "Discord is told the answer is coming: {:?}", ack.body);
    release.send(()).expect("the computer waits");
    let answer = h.discord.exchange(&token, at).await;
    assert_eq!(answer.ack.callback_type(), Some(5));
    assert!(answer.reply.path.starts_with("/webhooks/"), "the board follows: {}", answer.reply.path);
    assert_board(&answer.reply);
    assert!(answer.reply.content().contains("(Black):"), "{}", answer.reply.content());
    // A refusal comes at once, privately, even in a game against the computer.
    let refused = h.cmd(&alice, "move", &[("text", Opt::str("I9-I10-J10"))]).await;
    assert!(refused.reply.is_ephemeral() && refused.ack.callback_type() == Some(4));
    // A rematch where the computer opens (colours swapped) is slow too: the
    // press is acknowledged first and the new board follows.
    let resigned = h.resign(&alice, &[]).await;
    let rematch = resigned.button("rematch").expect("Rematch");
    let (token, at) = h.discord.send_press(&alice, resigned.message_id.expect("posted"), &rematch);
    let ack = first_request(&h.discord, &token).await;
    assert_eq!(ack.callback_type(), Some(6), "{:?}", ack.body);
    release.send(()).expect("the computer waits");
    let again = h.discord.exchange(&token, at).await;
    assert_eq!(again.ack.callback_type(), Some(6), "{:?}", again.ack.body);
    assert_board(&again.reply);
    assert!(
        again.reply.content().contains("Move 1 (White):"),
        "the computer opened: {}",
        again.reply.content()
    );
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_crash_the_computer_makes_its_pending_move_at_start_up() {
    use punct::service::{ChallengeRequest, Opponent, PlayerRef};
    use punct::service::{ChannelId, ColourChoice, TimeControl, UserId};

    let alice = alice();
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let store = Store::open(dir.path().join("games.sqlite3")).expect("store");
        let clock = Arc::new(ManualClock::new(Timestamp(START)));
        let service = GameService::new(store, clock, Arc::new(Crashing));
        let request = ChallengeRequest {
            challenger: PlayerRef::new(UserId(alice.id), "alice"),
            channel: ChannelId(CHANNEL_ID),
            guild: None,
            opponent: Opponent::Bot(Level::Easy),
            variant: Variant::Standard,
            time_control: TimeControl::default(),
            colour: ColourChoice::Black,
        };
        let crashed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| service.challenge(request)));
        assert!(crashed.is_err(), "the engine crashed before the computer's first move");
    }
    let h = Harness::build_at(dir, Some(GUILD_ID), Arc::new(FirstLegal)).await;
    let board = h.discord.channel_message(CHANNEL_ID, 0).await;
    assert_board(&board);
    assert!(board.content().contains("Move 1 (White):"), "{}", board.content());
    assert_eq!(board.allowed_users(), Some(vec![alice.id.to_string()]), "alice is to move");
    let game = game_number(&board.all_text());
    h.assert_board_remembered(game, board.message_id.expect("stored")).await;
    h.shut_down().await;
}
