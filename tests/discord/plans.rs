//! Planning ahead on Discord: the private analysis board (moves for both
//! sides by menus and typed, back, forward, reset, the game unchanged; no
//! engine during the game, the engine after it) and plans of conditional
//! moves (played out over the opponent's moves, cleared by another move
//! with the planner told privately, a reply no longer legal, a takeback,
//! a crash right after the opponent's move), never seen by the opponent.

use punct::service::{GameId, StoreError};

use crate::bot::{Harness, alice, assert_board, bob};
use crate::discord_standin::{Exchange, Opt, Request, User};

const X1: &str = "N12-N13-O13";
const Y1: &str = "B5-B6-C6";
const X2: &str = "N15-N16-O16";
const Y2: &str = "F5-G5-H5";

/// A move tried on `user`'s analysis board by `/punct analyse move:`.
async fn analyse(h: &Harness, user: &User, mv: &str) -> Exchange {
    let tried = h.cmd(user, "analyse", &[("move", Opt::str(mv))]).await;
    assert!(tried.reply.is_ephemeral(), "the board is private: {}", tried.reply.all_text());
    assert!(
        tried.reply.all_text().contains(&format!("Tried on the board: {mv}")),
        "{}",
        tried.reply.all_text()
    );
    tried
}

/// `user` tries `mv` on the board shown by `step` (message `message`) by
/// its menus: the piece, the column when the cells are split, the cell,
/// turning until the preview shows `mv`, then Try this move.
async fn try_by_menus(h: &Harness, user: &User, message: u64, mut step: Exchange, mv: &str) -> Exchange {
    let parsed: punct::rules::Move = mv.parse().expect("a move");
    let footprint = parsed.footprint().expect("not a pass");
    let piece = parsed.from().map_or_else(|| footprint.kind().to_string(), |from| from.to_string());
    let punct = footprint.punct().to_string();
    let (menu, pieces) = step.reply.menu(":piece").expect("the pieces menu");
    assert!(pieces.contains(&piece), "{piece} among {pieces:?}");
    step = h.discord.choose(user, message, &menu, &piece).await;
    if let Some((menu, _)) = step.reply.menu(":column.") {
        step = h.discord.choose(user, message, &menu, &punct[..1]).await;
    }
    let (menu, cells) = step.reply.menu(":cell.").expect("the cells menu");
    assert!(cells.contains(&punct), "{punct} among {cells:?}");
    step = h.discord.choose(user, message, &menu, &punct).await;
    for _ in 0..12 {
        if step.reply.all_text().contains(&format!("not played yet:** {mv} ")) {
            break;
        }
        let turn =
            step.reply.button("turn ▶").or_else(|| step.reply.button("turn ↻")).expect("a Turn button");
        step = h.discord.press(user, message, &turn).await;
    }
    let try_it = step.reply.button("try this move").expect("Try this move");
    let tried = h.discord.press(user, message, &try_it).await;
    assert!(
        tried.reply.all_text().contains(&format!("Tried on the board: {mv}")),
        "{}",
        tried.reply.all_text()
    );
    tried
}

/// Alice (White) has played B2-B3-C3 against Bob; returns the game.
async fn waiting_for_bob(h: &Harness) -> i64 {
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    assert_board(&h.play(&alice, "B2-B3-C3").await.reply);
    game
}

/// Alice saves "if Bob plays X1, Y1 (, then X2, Y2)" as her plan.
async fn plan(h: &Harness, moves: &[&str]) -> Exchange {
    let alice = alice();
    let mut board = h.cmd(&alice, "analyse", &[]).await;
    for mv in moves {
        board = analyse(h, &alice, mv).await;
    }
    let save = board.reply.button("save as plan").expect("Save as plan, Bob to move");
    let saved = h.discord.press(&alice, board.message_id(), &save).await;
    assert_eq!(saved.reply.callback_type(), Some(7), "{}", saved.reply.all_text());
    let text = saved.reply.all_text();
    assert!(text.contains("Saved in your plan for game"), "{text}");
    // Alice's answer and what follows it are done before Bob moves.
    h.settle().await;
    saved
}

/// Nothing of Alice's plan or analysis board reached anyone but her:
/// every request that shows them is a private answer, to none of
/// `bob_tokens` (Bob's interactions), never a post in a channel.
fn assert_plan_unseen(h: &Harness, bob_tokens: &[String]) {
    let mut private = 0;
    for r in h.discord.requests() {
        let text = r.all_text();
        if !(text.contains("Saved in your plan")
            || text.contains("you reply")
            || text.contains("Analysis of game"))
        {
            continue;
        }
        let token = r.interaction_token();
        assert!(token.is_some() && r.is_ephemeral(), "shown publicly: {} {text}", r.path);
        assert!(!bob_tokens.iter().any(|t| Some(t.as_str()) == token), "shown to Bob: {text}");
        private += 1;
    }
    assert!(private > 0, "the plan was shown to Alice");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ten_moves_for_both_sides_on_a_private_board_back_forward_reset_and_the_game_unchanged() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = waiting_for_bob(&h).await;
    let board = h.cmd(&alice, "board", &[]).await.reply;
    let open = board.button("analyse").expect("an Analyse button under the board");
    let opened = h.discord.press(&alice, board.message_id.expect("stored"), &open).await;
    assert!(opened.reply.is_ephemeral());
    let text = opened.reply.all_text();
    assert!(text.contains("Analysis of game #"), "{text}");
    assert!(text.contains("No engine on this board while the game is being played"), "{text}");
    assert!(!opened.reply.button_ids().iter().any(|id| id.ends_with(":engine")), "no Engine button");
    assert!(
        opened.reply.alt_texts()[0].starts_with("Analysis board of game #"),
        "{:?}",
        opened.reply.alt_texts()
    );

    // Two moves by the menus (Black's, then White's), eight typed.
    let mut message = opened.message_id();
    let mut step = opened;
    for mv in [X1, Y1] {
        step = try_by_menus(&h, &alice, message, step, mv).await;
    }
    let typed = [X2, Y2, "P12-P13-Q13", "E8-E9-F9", "L15-L16-M16", "E3-E4-F4", "J15-J16-K16", "B8-B9-C9"];
    for mv in typed {
        step = analyse(&h, &alice, mv).await;
    }
    message = step.message_id();
    assert!(step.reply.all_text().contains("**11. B8-B9-C9**"), "{}", step.reply.all_text());
    for _ in 0..3 {
        let back = step.reply.button("◀ back").expect("Back");
        step = h.discord.press(&alice, message, &back).await;
    }
    assert!(step.reply.all_text().contains("**8. L15-L16-M16**"), "{}", step.reply.all_text());
    let forward = step.reply.button("forward").expect("Forward");
    step = h.discord.press(&alice, message, &forward).await;
    assert!(step.reply.all_text().contains("**9. E3-E4-F4**"), "{}", step.reply.all_text());
    let reset = step.reply.button("reset").expect("Reset");
    step = h.discord.press(&alice, message, &reset).await;
    assert!(step.reply.all_text().contains("The game's position after move 1."), "{}", step.reply.all_text());
    let close = step.reply.button("close").expect("Close");
    let closed = h.discord.press(&alice, message, &close).await;
    assert!(closed.reply.all_text().contains("Analysis board closed"), "{}", closed.reply.all_text());

    let view = h.service.game(GameId(game)).expect("the game");
    assert_eq!(view.record.moves.len(), 1, "the game is as it was");
    // Bob's board and moves are untouched by it.
    assert_board(&h.play(&bob, X1).await.reply);
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_engine_is_refused_during_the_game_and_offered_once_it_is_over() {
    let h = Harness::start().await;
    let alice = alice();
    let game = waiting_for_bob(&h).await;
    let board = h.cmd(&alice, "analyse", &[]).await;
    // A forged Engine press during the game is refused, privately.
    let forged = format!("punct:study:{game}:0:engine");
    let refused = h.discord.press(&alice, board.message_id(), &forged).await;
    assert!(refused.reply.is_ephemeral());
    assert!(
        refused.reply.all_text().contains("No engine on the analysis board"),
        "{}",
        refused.reply.all_text()
    );
    // The suggestions for a typed move judge nothing either.
    let choices = h.discord.autocomplete(&alice, "analyse", &[("move", Opt::str("N1"))], "move").await;
    assert!(!choices.is_empty(), "Black's legal moves are offered");

    h.resign(&bob(), &[]).await;
    let board = analyse(&h, &alice, X1).await;
    let text = board.reply.all_text();
    assert!(text.contains("The game is over, so the engine may help here"), "{text}");
    let engine = board.reply.button("engine").expect("an Engine button once the game is over");
    let judged = h.discord.press(&alice, board.message_id(), &engine).await;
    let text = judged.reply.all_text();
    assert!(text.contains("**Engine:**"), "{text}");
    let try_it = judged.reply.button("try ").expect("a button trying the engine's move");
    let tried = h.discord.press(&alice, board.message_id(), &try_it).await;
    assert!(tried.reply.all_text().contains("Tried on the board:"), "{}", tried.reply.all_text());
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_plan_of_two_replies_plays_out_over_two_moves_and_bob_never_sees_it() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = waiting_for_bob(&h).await;
    plan(&h, &[X1, Y1, X2, Y2]).await;
    let shown = h.cmd(&alice, "plan", &[]).await.reply;
    assert!(shown.is_ephemeral());
    assert!(
        shown.all_text().contains(&format!("plays **{X1}**, you reply **{Y1}**; then if **{X2}**, **{Y2}**")),
        "{}",
        shown.all_text()
    );
    // Bob looks at his own plan: there is none.
    let his = h.cmd(&bob, "plan", &[]).await;
    assert!(his.reply.all_text().contains("You have no plan for game"), "{}", his.reply.all_text());

    let first = h.play(&bob, X1).await;
    let mut bob_tokens = vec![his.token.clone(), first.token.clone()];
    let first = first.reply;
    assert_board(&first);
    assert!(
        first
            .content()
            .contains(&format!("Move 3 (White): {Y1}, played at once from a plan made in advance.")),
        "{}",
        first.content()
    );
    assert!(
        first.content().contains("<@") && first.allowed_users() == Some(vec![bob.id.to_string()]),
        "Bob to move again"
    );
    let second = h.play(&bob, X2).await;
    bob_tokens.push(second.token.clone());
    let second = second.reply;
    assert!(
        second.content().contains(&format!("Move 5 (White): {Y2}, played at once from a plan")),
        "{}",
        second.content()
    );
    let view = h.service.game(GameId(game)).expect("the game");
    assert_eq!(view.record.moves.len(), 5);
    let left = h.cmd(&alice, "plan", &[]).await.reply;
    assert!(left.all_text().contains("You have no plan for game"), "played out: {}", left.all_text());
    h.settle().await;
    assert_plan_unseen(&h, &bob_tokens);
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_move_clears_the_plan_and_alice_is_told_privately_at_her_next_command() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    waiting_for_bob(&h).await;
    plan(&h, &[X1, Y1]).await;
    let moved = h.play(&bob, X2).await;
    let bob_tokens = vec![moved.token.clone()];
    let moved = moved.reply;
    assert!(!moved.content().contains("plan"), "{}", moved.content());
    let games = h.cmd(&alice, "games", &[]).await;
    h.settle().await;
    let told: Vec<Request> = h
        .discord
        .requests()
        .into_iter()
        .filter(|r| {
            r.interaction_token() == Some(games.token.as_str()) && r.all_text().contains("was cleared")
        })
        .collect();
    let all: Vec<String> =
        h.discord.requests().iter().map(|r| format!("{} {}", r.path, r.all_text())).collect();
    assert_eq!(told.len(), 1, "told once, after her answer: {all:#?}");
    assert!(told[0].is_ephemeral());
    assert!(
        told[0].all_text().contains(&format!("played {X2}, which no line of it expected")),
        "{}",
        told[0].all_text()
    );
    let again = h.cmd(&alice, "games", &[]).await;
    h.settle().await;
    assert!(
        !h.discord
            .requests()
            .iter()
            .any(|r| r.interaction_token() == Some(again.token.as_str())
                && r.all_text().contains("was cleared"))
    );
    assert_plan_unseen(&h, &bob_tokens);
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reply_no_longer_legal_is_not_played_and_a_takeback_clears_the_plan() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = waiting_for_bob(&h).await;
    plan(&h, &[X1, Y1]).await;
    h.service
        .store()
        .write(|tx| {
            tx.execute("UPDATE plans SET line = ?1", [format!("{X1} {X1}")])?;
            Ok::<_, StoreError>(())
        })
        .expect("a reply made illegal");
    let moved = h.play(&bob, X1).await.reply;
    assert!(!moved.content().contains("from a plan"), "{}", moved.content());
    assert_eq!(h.service.game(GameId(game)).expect("game").record.moves.len(), 2, "no reply played");
    let next = h.cmd(&alice, "games", &[]).await;
    h.settle().await;
    assert!(
        h.discord.requests().iter().any(|r| r.interaction_token() == Some(next.token.as_str())
            && r.all_text().contains(&format!("its reply {X1} was no longer allowed"))),
        "Alice is told why nothing was played"
    );

    // Bob waits for Alice now and plans; then he takes his move back.
    let mut board = h.cmd(&bob, "analyse", &[]).await;
    for mv in [Y1, X2] {
        board = analyse(&h, &bob, mv).await;
    }
    let save = board.reply.button("save as plan").expect("Save as plan");
    h.discord.press(&bob, board.message_id(), &save).await;
    let asked = h.cmd(&bob, "takeback", &[]).await;
    let allow = asked.reply.button("allow takeback").expect("Allow takeback");
    h.discord.press(&alice, asked.message_id(), &allow).await;
    let his = h.cmd(&bob, "plan", &[]).await.reply;
    assert!(
        his.all_text().contains("You have no plan for game"),
        "cleared at the takeback: {}",
        his.all_text()
    );
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_crash_right_after_bobs_move_the_planned_reply_is_there_once_and_its_board_posted_once() {
    let mut h = Harness::start().await;
    let bob = bob();
    let game = waiting_for_bob(&h).await;
    plan(&h, &[X1, Y1, X2, Y2]).await;
    h.settle().await;
    // Bob's move is committed, then the process dies before answering.
    h.discord.fail_next("/callback");
    let (token, at) =
        h.discord.send_command(&bob, crate::discord_standin::CHANNEL_ID, "move", &[("text", Opt::str(X1))]);
    let _ = h.discord.exchange(&token, at).await;
    h.stop_bot().await;
    let view = h.service.game(GameId(game)).expect("the game");
    assert_eq!(view.record.moves.len(), 3, "Bob's move and Alice's reply, together");
    let mark = h.discord.mark();
    h.restart_bot();
    h.clock.advance(punct::service::ServiceConfig::default().board_owed_after);
    h.settle().await;
    h.settle().await;
    let boards: Vec<Request> = h.discord.requests()[mark..]
        .iter()
        .filter(|r| r.content().contains(&format!("({}): {Y1}", "White")) || r.content().contains(Y1))
        .cloned()
        .collect();
    assert_eq!(
        boards.len(),
        1,
        "the owed board once: {:?}",
        boards.iter().map(Request::content).collect::<Vec<_>>()
    );
    let view = h.service.game(GameId(game)).expect("the game");
    assert_eq!(view.record.moves.len(), 3, "the reply made once, not again after the restart");
    // The rest of the plan still answers.
    let next = h.play(&bob, X2).await.reply;
    assert!(next.content().contains(&format!("{Y2}, played at once from a plan")), "{}", next.content());
    h.shut_down().await;
}
