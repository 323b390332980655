//! What the common requests cost (transactions and HTTP calls), held to their budgets: counts,
//! never timings.

use punct::service::SECONDS_PER_DAY;

use crate::bot::{Harness, alice, attempts_in, bob};
use crate::discord_standin::{CHANNEL_ID, Opt};

/// What the common requests cost, held to their budgets (counts, not
/// timings): the one pipeline makes a move one service call (a read to
/// pick the game, the write of the move) and one call to remember the
/// board; a press the same; the `game` option's suggestions one read per
/// keystroke; a background round that finds nothing writes nothing, and a
/// reminder adds no read (its game's language and board come with it) and
/// one mark.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_a_press_a_keystroke_and_a_reminder_keep_to_their_budgets() {
    let h = Harness::start_quiet().await;
    let (alice, bob) = (alice(), bob());
    h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await; // the first answer also remembers her language
    let (cost, _) = h.cost(h.play(&bob, "N12-N13-O13")).await;
    eprintln!("cost of a move: {cost:?}");
    assert!(cost.store.reads <= 2, "{cost:?}");
    let (store, requests) = (cost.store, &cost.requests);
    assert_eq!((store.writes, store.unsynced_writes, cost.http), (1, 1, 2), "{store:?} {requests:?}");
    let (cost, ask) = h.cost(h.cmd(&bob, "takeback", &[])).await;
    eprintln!("cost of a takeback request: {cost:?}");
    assert!(cost.store.reads <= 2 && cost.store.writes == 1, "{cost:?}");
    let allow = ask.reply.button("allow").expect("Allow takeback");
    let (cost, _) = h.cost(h.discord.press(&alice, ask.message_id(), &allow)).await;
    eprintln!("cost of Allow takeback: {cost:?}");
    assert!(cost.store.reads <= 2, "{cost:?}");
    assert_eq!((cost.store.writes, cost.store.unsynced_writes), (1, 1), "{cost:?}");
    for _ in 0..3 {
        h.start_game(&alice, &bob).await;
    }
    let (cost, games) =
        h.cost(h.discord.autocomplete(&alice, "move", &[("game", Opt::str(""))], "game")).await;
    eprintln!("cost of a keystroke in the game option ({} games): {cost:?}", games.len());
    assert_eq!(games.len(), 4);
    assert_eq!((cost.store.reads, cost.store.writes, cost.store.unsynced_writes), (1, 0, 0), "{cost:?}");
    h.shut_down().await;

    let h = Harness::start().await;
    h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    h.settle().await;
    let rounds = |h: &Harness| h.progress.borrow().deadline_rounds;
    let (r0, c0) = (rounds(&h), h.service.store().transaction_counts());
    h.wait_progress(|p| p.deadline_rounds >= r0 + 10).await;
    let idle = h.service.store().transaction_counts() - c0;
    eprintln!("cost of 10 idle background rounds: {idle:?}");
    assert_eq!((idle.writes, idle.unsynced_writes), (0, 0), "an idle round writes nothing: {idle:?}");
    let mark = h.discord.mark();
    h.clock.advance(2 * SECONDS_PER_DAY);
    let (r1, c1) = (rounds(&h), h.service.store().transaction_counts());
    h.wait_progress(|p| p.deadline_rounds >= r1 + 10).await;
    let with = h.service.store().transaction_counts() - c1;
    eprintln!("cost of 10 rounds with one reminder: {with:?}");
    // Reads per round are not compared here: under load a round can
    // straddle the measurement's edges. That a reminder costs no read of
    // its own is held by tests/service/main.rs, exactly.
    assert_eq!((with.writes, with.unsynced_writes), (1, 0), "one mark: {with:?}");
    assert_eq!(attempts_in(&h.discord, CHANNEL_ID, mark).len(), 1, "one post");
    h.shut_down().await;
}
