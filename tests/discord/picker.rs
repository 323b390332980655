//! The move picker: a whole game played without typing a move, the
//! preview of a typed move, and a picker that is stale, forged, pressed
//! by someone else or outlived by a restart.

use punct::rules::Move;

use crate::bot::{Harness, alice, assert_board, board_followup, bob, carol};
use crate::discord_standin::{Exchange, Opt, Request, User};

/// The moves a picker's preview shows: the notation after "not played yet:".
fn previewed(reply: &Request) -> String {
    let text = reply.all_text();
    let after = text.split("not played yet:** ").nth(1).unwrap_or_else(|| panic!("not a preview: {text}"));
    after.split(" — ").next().unwrap_or("").trim().to_string()
}

/// `user` plays `mv` through the picker opened by the Move button of
/// board message `board`: the piece, the column when the cells are split,
/// the cell, turning until the preview shows `mv`, then Play. Returns the
/// new board (posted publicly), how many times the piece was turned, and
/// the preview's text.
pub(crate) async fn play_by_picker(
    h: &Harness,
    user: &User,
    board: &Request,
    mv: &str,
) -> (Request, usize, String) {
    let parsed: Move = mv.parse().expect("a move");
    let footprint = parsed.footprint().expect("not a pass");
    let piece = match parsed.from() {
        Some(from) => from.to_string(),
        None => footprint.kind().to_string(),
    };
    let punct = footprint.punct().to_string();
    let open = board.button("move").expect("a Move button under the board");
    let opened = h.discord.press(user, board.message_id.expect("stored"), &open).await;
    assert!(opened.reply.is_ephemeral(), "the picker is private: {}", opened.reply.all_text());
    let picker = opened.message_id();
    let (menu, pieces) = opened.reply.menu(":piece").expect("the pieces menu");
    assert!(pieces.contains(&piece), "{piece} among {pieces:?}");
    let mut step = h.discord.choose(user, picker, &menu, &piece).await;
    assert_eq!(
        step.reply.callback_type(),
        Some(7),
        "each step updates the picker: {}",
        step.reply.all_text()
    );
    // The picture's alt text first says what its framed cells are.
    let said = match parsed.from() {
        Some(from) => format!("From {from}: where can the PÜNCT go? PÜNCT board"),
        None => format!("New {piece}: where can its PÜNCT go? PÜNCT board"),
    };
    let alt = step.reply.alt_texts();
    assert!(alt.len() == 1 && alt[0].starts_with(&said), "{said} / {alt:?}");
    if let Some((menu, columns)) = step.reply.menu(":column.") {
        let column = punct[..1].to_string();
        assert!(columns.contains(&column), "{column} among {columns:?}");
        step = h.discord.choose(user, picker, &menu, &column).await;
    }
    let (menu, cells) = step.reply.menu(":cell.").expect("the cells menu");
    assert!(cells.contains(&punct), "{punct} among {cells:?}");
    step = h.discord.choose(user, picker, &menu, &punct).await;
    let mut turns = 0;
    while previewed(&step.reply) != mv {
        let turn = step.reply.button("turn ▶").or_else(|| step.reply.button("turn ↻"));
        let turn = turn.unwrap_or_else(|| panic!("{mv} not among the ways: {}", step.reply.all_text()));
        step = h.discord.press(user, picker, &turn).await;
        turns += 1;
        assert!(turns < 12, "turning goes round");
    }
    let said = step.reply.all_text();
    let play = step.reply.button("play this move").expect("Play this move");
    let played = h.discord.press(user, picker, &play).await;
    assert!(played.reply.content().contains(&format!("You played {mv}")), "{}", played.reply.all_text());
    assert!(played.reply.button_ids().is_empty(), "the played picker keeps no components");
    let board = board_followup(&h.discord, &played.token).await;
    assert_board(&board);
    assert!(!board.is_ephemeral(), "the board after a picked move is public, as a typed move's");
    (board, turns, said)
}

/// The latest board of a typed move.
async fn typed(h: &Harness, user: &User, mv: &str) -> Request {
    let exchange = h.play(user, mv).await;
    assert_board(&exchange.reply);
    exchange.reply
}

/// alice plays White only through the picker: placements, a bridge, a
/// jump, a flat move, and a piece turned to the way she wants; bob types
/// his moves. Each preview names how the move lands.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_is_played_through_the_picker() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.start_game(&alice, &bob).await;
    let first = h.cmd(&alice, "board", &[]).await.reply;
    let whites = [
        "B2-B3-C3",
        "B5-B6-C6",
        "F5-G5-H5",
        "F5>B5-B3-B4",
        "E8-E9-F9",
        "E3-E4-F4",
        "E3>E8-E9-F9",
        "E8>E1-E2-F2",
    ];
    let blacks = [
        "N12-N13-O13",
        "N15-N16-O16",
        "P12-P13-Q13",
        "J15-J16-K16",
        "L15-L16-M16",
        "O9-O10-P10",
        "K14-K12-K13",
    ];
    let mut board = first;
    let mut turned = 0;
    for (i, white) in whites.iter().enumerate() {
        let (after, turns, said) = play_by_picker(&h, &alice, &board, white).await;
        turned += turns;
        let landing = match *white {
            "F5>B5-B3-B4" => "making a bridge",
            "E3>E8-E9-F9" => "jumping on top of pieces",
            "E8>E1-E2-F2" => "on empty cells",
            _ => "placed on",
        };
        assert!(said.contains(landing), "{white}: {said}");
        assert!(after.all_text().contains(white), "the board names the move: {}", after.all_text());
        match blacks.get(i) {
            Some(black) => board = typed(&h, &bob, black).await,
            None => board = after,
        }
    }
    assert!(turned > 0, "at least one piece was turned to the way wanted");
    // The game stands as played: bob's typed move is the 16th.
    let history = h.cmd(&alice, "history", &[]).await;
    let record = history.reply.all_text();
    for mv in whites.iter().chain(&blacks) {
        assert!(record.contains(mv), "{mv} in the record: {record}");
    }
    let end = h.resign(&bob, &[]).await;
    assert!(end.button("move").is_none(), "no Move button once the game is over");
    h.discord.assert_clean();
    h.shut_down().await;
}

/// Each step says what it is: the landing of the move previewed, and that
/// it is not played; the picture's alt text says so too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_typed_move_can_be_previewed_then_cancelled_or_played() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    let preview =
        h.cmd(&alice, "move", &[("text", Opt::str("b2 b3 c3")), ("preview", Opt::Bool(true))]).await;
    assert!(preview.reply.is_ephemeral());
    assert_eq!(previewed(&preview.reply), "B2-B3-C3", "the notation /punct move takes");
    let text = preview.reply.all_text();
    assert!(text.contains("B2-B3-C3 — triangle (T), placed on B2-B3-C3, PÜNCT on B2."), "{text}");
    assert!(text.contains("/punct move text:B2-B3-C3"), "{text}");
    let alt = preview.reply.alt_texts();
    assert!(alt.len() == 1 && alt[0].starts_with("Preview of the move B2-B3-C3, not played yet."), "{alt:?}");
    let cancel = preview.reply.button("cancel").expect("Cancel");
    let cancelled = h.discord.press(&alice, preview.message_id(), &cancel).await;
    assert!(cancelled.reply.content().contains("nothing was played"), "{}", cancelled.reply.all_text());
    assert!(cancelled.reply.button_ids().is_empty());
    // Nothing was played: the board is still at the start.
    let board = h.cmd(&alice, "board", &[]).await.reply;
    assert!(board.all_text().contains(&format!("#{game}")), "{}", board.all_text());
    assert!(!board.all_text().contains("B2-B3-C3"), "{}", board.all_text());

    // An illegal move to preview says why, as playing it would.
    let illegal =
        h.cmd(&alice, "move", &[("text", Opt::str("H8-H9-I9")), ("preview", Opt::Bool(true))]).await;
    assert!(illegal.reply.is_ephemeral());
    assert!(illegal.reply.content().contains("central hexagon"), "{}", illegal.reply.all_text());

    // Without a move, /punct move opens the picker.
    let picker = h.cmd(&alice, "move", &[]).await;
    assert!(picker.reply.is_ephemeral());
    assert!(picker.reply.menu(":piece").is_some(), "{}", picker.reply.all_text());
    let preview =
        h.cmd(&alice, "move", &[("text", Opt::str("B2-B3-C3")), ("preview", Opt::Bool(true))]).await;
    let play = preview.reply.button("play this move").expect("Play");
    let played = h.discord.press(&alice, preview.message_id(), &play).await;
    assert_board(&board_followup(&h.discord, &played.token).await);
    h.discord.assert_clean();
    h.shut_down().await;
}

/// Someone else pressing Move is told why not, privately; nothing is
/// posted for everyone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_player_to_move_opens_the_picker() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    h.start_game(&alice, &bob).await;
    let board = h.cmd(&alice, "board", &[]).await.reply;
    let open = board.button("move").expect("Move");
    let id = board.message_id.expect("stored");
    let not_his_turn = h.discord.press(&bob, id, &open).await;
    assert!(not_his_turn.reply.is_ephemeral());
    assert!(not_his_turn.reply.content().contains("not your turn"), "{}", not_his_turn.reply.all_text());
    let not_hers = h.discord.press(&carol, id, &open).await;
    assert!(not_hers.reply.is_ephemeral());
    assert!(not_hers.reply.content().contains("not playing in game"), "{}", not_hers.reply.all_text());
    h.discord.assert_clean();
    h.shut_down().await;
}

/// A picker opened before the position changed — the player moved by
/// typing and the opponent answered, or a takeback — is shown again from
/// its start, and nothing is played; a forged or cut id is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_or_forged_picker_plays_nothing() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let game = h.start_game(&alice, &bob).await;
    let picker = h.cmd(&alice, "move", &[("text", Opt::str("B2-B3-C3")), ("preview", Opt::Bool(true))]).await;
    let old_play = picker.reply.button("play this move").expect("Play");
    h.play(&alice, "C3-C4-D4").await;
    h.play(&bob, "N12-N13-O13").await;
    let stale = h.discord.press(&alice, picker.message_id(), &old_play).await;
    let text = stale.reply.all_text();
    assert!(text.contains("The position changed"), "{text}");
    assert!(stale.reply.menu(":piece").is_some(), "the picker again, from its start: {text}");
    assert!(stale.reply.menu(":piece").unwrap().0.contains(&format!("pick:{game}:2:")), "at move 2 now");

    // A takeback changes the position too.
    let before = h.cmd(&alice, "move", &[]).await;
    let (menu, _) = before.reply.menu(":piece").expect("pieces");
    let ask = h.cmd(&alice, "takeback", &[]).await;
    let allow = ask.reply.button("allow").expect("Allow takeback");
    h.discord.press(&bob, ask.message_id(), &allow).await;
    let stale = h.discord.choose(&alice, before.message_id(), &menu, "T").await;
    assert!(stale.reply.all_text().contains("The position changed"), "{}", stale.reply.all_text());

    // Forged and cut ids, and a value no menu offered: refused, privately.
    let fresh = h.cmd(&alice, "move", &[]).await;
    let (menu, _) = fresh.reply.menu(":piece").expect("pieces");
    let cut = &menu[..menu.len() - 3];
    let refused = h.discord.press(&alice, fresh.message_id(), cut).await;
    assert!(
        refused.reply.is_ephemeral() && refused.reply.callback_type() == Some(4),
        "{:?}",
        refused.reply.body
    );
    let forged = format!("punct:pick:{game}:0:play.B2>N12-N13-O13");
    let refused = h.discord.press(&alice, fresh.message_id(), &forged).await;
    assert!(refused.reply.is_ephemeral(), "{}", refused.reply.all_text());
    let refused = h.discord.choose(&alice, fresh.message_id(), &menu, "Q17").await;
    assert!(refused.reply.content().contains("not one of your legal moves"), "{}", refused.reply.all_text());
    let board = h.cmd(&alice, "board", &[]).await.reply;
    assert!(!board.all_text().contains("N12-N13-O13"), "nothing was played: {}", board.all_text());
    h.discord.assert_clean();
    h.shut_down().await;
}

/// The picker keeps no memory: a step after a restart goes on where the
/// last one was.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_picker_goes_on_after_a_restart() {
    let mut h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.start_game(&alice, &bob).await;
    let picker = h.cmd(&alice, "move", &[]).await;
    let (menu, _) = picker.reply.menu(":piece").expect("pieces");
    let step: Exchange = h.discord.choose(&alice, picker.message_id(), &menu, "E").await;
    let (columns, _) = step.reply.menu(":column.").expect("many cells: columns first");
    h.stop_bot().await;
    let mark = h.discord.mark();
    h.restart_bot();
    // The new bot is listening once it has registered its commands again.
    h.discord
        .shared()
        .log
        .wait_for("the commands registered after the restart", |rs| {
            rs.iter().skip(mark).find(|r| r.method == "PUT" && r.path.ends_with("/commands")).cloned()
        })
        .await;
    let step = h.discord.choose(&alice, picker.message_id(), &columns, "C").await;
    let (cells, values) = step.reply.menu(":cell.").expect("the cells of column C");
    assert!(values.iter().all(|v| v.starts_with('C')), "{values:?}");
    let preview = h.discord.choose(&alice, picker.message_id(), &cells, &values[0]).await;
    assert!(previewed(&preview.reply).starts_with(&values[0]), "{}", preview.reply.all_text());
    h.discord.assert_clean();
    h.shut_down().await;
}

/// The picker speaks its player's language, its picture's alt text too;
/// the board its move posts speaks the server's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_picker_speaks_its_players_language() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.start_game(&alice, &bob).await;
    h.discord.set_locale(alice.id, "de");
    let preview =
        h.cmd(&alice, "move", &[("text", Opt::str("B2-B3-C3")), ("preview", Opt::Bool(true))]).await;
    let alt = preview.reply.alt_texts();
    assert!(
        alt.len() == 1 && alt[0].starts_with("Vorschau des Zugs B2-B3-C3, noch nicht gespielt."),
        "{alt:?}"
    );
    assert!(preview.reply.button("diesen zug spielen").is_some(), "Play, in German");
    let back = preview.reply.button("zurück").expect("Back, in German");
    let cells = h.discord.press(&alice, preview.message_id(), &back).await;
    assert!(cells.reply.all_text().contains("Spielfeld für den PÜNCT"), "{}", cells.reply.all_text());
    let preview =
        h.cmd(&alice, "move", &[("text", Opt::str("B2-B3-C3")), ("preview", Opt::Bool(true))]).await;
    let play = preview.reply.button("diesen zug spielen").expect("Play, in German");
    let played = h.discord.press(&alice, preview.message_id(), &play).await;
    assert!(played.reply.content().contains("B2-B3-C3"), "{}", played.reply.all_text());
    let board = board_followup(&h.discord, &played.token).await;
    assert!(
        board.all_text().contains("Move 1"),
        "the board speaks the server's English: {}",
        board.all_text()
    );
    h.discord.assert_clean();
    h.shut_down().await;
}

/// `/punct settings preview:True` makes every typed move a preview first;
/// `preview:False` on one move plays it at once; the setting stays.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_can_have_every_typed_move_previewed() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.start_game(&alice, &bob).await;
    let shown = h.cmd(&alice, "settings", &[]).await;
    assert!(shown.reply.is_ephemeral());
    assert!(shown.reply.content().contains("Preview typed moves: **off**"), "{}", shown.reply.all_text());
    let set = h.cmd(&alice, "settings", &[("preview", Opt::Bool(true))]).await;
    assert!(set.reply.content().starts_with("Saved."), "{}", set.reply.all_text());
    assert!(set.reply.content().contains("**on**"), "{}", set.reply.all_text());
    let typed = h.cmd(&alice, "move", &[("text", Opt::str("B2-B3-C3"))]).await;
    assert!(typed.reply.is_ephemeral(), "shown first, to alice only: {}", typed.reply.all_text());
    assert_eq!(previewed(&typed.reply), "B2-B3-C3");
    let at_once =
        h.cmd(&alice, "move", &[("text", Opt::str("B2-B3-C3")), ("preview", Opt::Bool(false))]).await;
    assert_board(&at_once.reply);
    assert!(!at_once.reply.is_ephemeral());
    let shown = h.cmd(&alice, "settings", &[]).await;
    assert!(shown.reply.content().contains("Preview typed moves: **on**"), "{}", shown.reply.all_text());
    h.discord.assert_clean();
    h.shut_down().await;
}
