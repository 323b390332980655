//! Planning ahead in the service: the analysis board never changes the
//! game, has no engine while the game is played; plans answer the moves
//! they expect in the same transaction, are cleared by any other move (the
//! planner told once), by a takeback and by the end, and never play a
//! reply that is not legal.

use super::*;

const X1: &str = "N12-N13-O13";
const Y1: &str = "B5-B6-C6";
const X2: &str = "N15-N16-O16";
const Y2: &str = "F5-G5-H5";

fn here(user: &PlayerRef) -> Here {
    Here { user: user.id, channel: CHANNEL, guild: None }
}

fn mv(text: &str) -> Move {
    text.parse().expect("a move")
}

/// Alice (White) has played her first move; Bob is to move.
fn waiting_for_bob(world: &World) -> Result<GameId, Box<dyn std::error::Error>> {
    let game = world.human_game(Some(3))?;
    world.play(game, alice().id, "B2-B3-C3")?;
    Ok(game)
}

/// Alice tries `moves` on a fresh analysis board of `game`.
fn tried(world: &World, game: GameId, moves: &[&str]) -> Result<Analysis, ServiceError> {
    let mut board = world.service.analysis(&here(&alice()), Some(game), None, AnalysisChange::Open)?;
    for m in moves {
        board = world.service.analysis(
            &here(&alice()),
            Some(game),
            Some(board.revision),
            AnalysisChange::Try(mv(m)),
        )?;
    }
    Ok(board)
}

#[test]
fn an_analysis_board_of_ten_moves_goes_back_forward_and_resets_and_never_changes_the_game() -> TestResult {
    let world = World::new()?;
    let game = waiting_for_bob(&world)?;
    let before = world.service.game(game)?;
    let moves =
        [X1, Y1, X2, Y2, "P12-P13-Q13", "E8-E9-F9", "L15-L16-M16", "E3-E4-F4", "J15-J16-K16", "B8-B9-C9"];
    let board = tried(&world, game, &moves)?;
    assert_eq!((board.from, board.shown, board.line.len()), (1, 11, 11));
    assert_eq!(board.position.ply(), 11);
    let me = here(&alice());
    let mut rev = board.revision;
    for back in 1..=3 {
        let b = world.service.analysis(&me, Some(game), Some(rev), AnalysisChange::Back)?;
        assert_eq!(b.shown, 11 - back);
        rev = b.revision;
    }
    let b = world.service.analysis(&me, Some(game), Some(rev), AnalysisChange::Forward)?;
    assert_eq!((b.shown, b.line.len()), (9, 11), "forward again, the line kept");
    // A move tried in the middle replaces what was ahead of it.
    let b =
        world.service.analysis(&me, Some(game), Some(b.revision), AnalysisChange::Try(mv("O9-O10-P10")))?;
    assert_eq!((b.shown, b.line.len()), (10, 10));
    // An older copy of the board changes nothing and is shown as it stands.
    let stale = world.service.analysis(&me, Some(game), Some(rev), AnalysisChange::Back)?;
    assert!(stale.stale);
    assert_eq!((stale.shown, stale.revision), (10, b.revision));
    let reset = world.service.analysis(&me, Some(game), Some(b.revision), AnalysisChange::Reset)?;
    assert_eq!((reset.shown, reset.line.len()), (1, 1));
    assert!(reset.in_the_game());

    let after = world.service.game(game)?;
    assert_eq!((after.game.log_len, after.record.moves.clone()), (before.game.log_len, before.record.moves));
    Ok(())
}

#[test]
fn a_move_not_allowed_on_the_board_is_refused_and_a_spectator_may_not_analyse_a_game_going_on() -> TestResult
{
    let world = World::new()?;
    let game = waiting_for_bob(&world)?;
    refused!(tried(&world, game, &["B2-B3-C3"]), ServiceError::IllegalMove { .. });
    refused!(
        world.service.analysis(&here(&carol()), Some(game), None, AnalysisChange::Open),
        ServiceError::NotAParticipant { .. }
    );
    Ok(())
}

#[test]
fn the_engine_is_refused_during_the_game_and_offered_once_it_is_over() -> TestResult {
    let world = World::new()?;
    let game = waiting_for_bob(&world)?;
    let board = tried(&world, game, &[X1])?;
    assert!(!board.engine_allowed());
    refused!(
        world.service.analysis_engine(&here(&alice()), game, board.revision),
        ServiceError::EngineDuringGame { .. }
    );
    let (_, assist) = world.service.analysis_position(&here(&alice()), Some(game))?;
    assert!(!assist.coaches(), "no judged suggestions for a typed move either");

    world.service.resign(game, bob().id)?;
    let board = tried(&world, game, &[X1])?;
    assert!(board.engine_allowed());
    let (_, advice) = world.service.analysis_engine(&here(&alice()), game, board.revision)?;
    assert_eq!(advice.to_move, Player::White);
    assert!(advice.best.is_some_and(|m| board.position.is_legal(m)));
    // Anyone who may look at a finished game may analyse it.
    world.service.analysis(&here(&carol()), Some(game), None, AnalysisChange::Open)?;
    Ok(())
}

#[test]
fn a_plan_of_two_replies_is_played_out_over_two_of_the_opponents_moves() -> TestResult {
    let world = World::new()?;
    let game = waiting_for_bob(&world)?;
    let board = tried(&world, game, &[X1, Y1, X2, Y2])?;
    assert!(board.plan_possible());
    let saved = world.service.save_plan(alice().id, game, board.revision)?;
    assert_eq!((saved.line.len(), saved.replaced, saved.known), (4, 0, false));

    let first = world.play(game, bob().id, X1)?;
    let played: Vec<(Move, Option<UserId>, bool)> =
        first.moves.iter().map(|m| (m.mv, m.by, m.planned)).collect();
    assert_eq!(played, vec![(mv(X1), Some(bob().id), false), (mv(Y1), Some(alice().id), true)]);
    assert_eq!(first.game.to_move(), Player::Black, "Bob's turn again at once");
    let left = world.service.plan(&here(&alice()), Some(game))?;
    assert_eq!(left.lines, vec![vec![mv(X2), mv(Y2)]], "the rest of the line waits");

    let second = world.play(game, bob().id, X2)?;
    assert_eq!(second.moves.last().map(|m| (m.mv, m.planned)), Some((mv(Y2), true)));
    assert!(world.service.plan(&here(&alice()), Some(game))?.lines.is_empty(), "played out");
    let record = world.service.game(game)?.record.moves;
    assert_eq!(record, vec![mv("B2-B3-C3"), mv(X1), mv(Y1), mv(X2), mv(Y2)]);
    Ok(())
}

#[test]
fn a_move_no_line_expects_clears_the_plan_and_the_planner_is_told_once() -> TestResult {
    let world = World::new()?;
    let game = waiting_for_bob(&world)?;
    let board = tried(&world, game, &[X1, Y1])?;
    world.service.save_plan(alice().id, game, board.revision)?;
    let update = world.play(game, bob().id, X2)?;
    assert_eq!(update.moves.len(), 1, "nothing played for Alice");
    assert!(world.service.plan(&here(&alice()), Some(game))?.lines.is_empty());
    let seen =
        Seen { user: alice().id, language: Language::ENGLISH, server: None, board: None, answer_only: None };
    let owed = world.service.remember(&seen)?;
    assert_eq!(owed.plan_notes.len(), 1);
    assert_eq!(owed.plan_notes[0].note.mv, mv(X2));
    assert_eq!(owed.plan_notes[0].note.kind, PlanNoticeKind::Unexpected);
    assert_eq!(owed.plan_notes[0].opponent, Seat::Human(bob().id));
    assert!(world.service.remember(&seen)?.plan_notes.is_empty(), "told once");
    let bobs = Seen { user: bob().id, ..seen };
    assert!(world.service.remember(&bobs)?.plan_notes.is_empty(), "Bob is told nothing");
    Ok(())
}

#[test]
fn a_planned_reply_that_is_not_legal_is_never_played() -> TestResult {
    let world = World::new()?;
    let game = waiting_for_bob(&world)?;
    let board = tried(&world, game, &[X1, Y1])?;
    world.service.save_plan(alice().id, game, board.revision)?;
    // The stored reply made illegal behind the service's back: Bob's own
    // expected move as Alice's reply lands on his piece.
    let conn = rusqlite::Connection::open(world.path())?;
    let changed = conn.execute("UPDATE plans SET line = ?1", [format!("{X1} {X1}")])?;
    assert_eq!(changed, 1);
    drop(conn);
    let update = world.play(game, bob().id, X1)?;
    assert_eq!(update.moves.len(), 1, "the reply was not played");
    assert_eq!(update.game.to_move(), Player::White, "Alice is to move herself");
    let seen =
        Seen { user: alice().id, language: Language::ENGLISH, server: None, board: None, answer_only: None };
    let notes = world.service.remember(&seen)?.plan_notes;
    assert_eq!(notes.iter().map(|n| n.note.kind).collect::<Vec<_>>(), vec![PlanNoticeKind::Illegal]);
    Ok(())
}

#[test]
fn a_takeback_and_the_end_of_the_game_clear_the_plan() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(3))?;
    world.play(game, alice().id, "B2-B3-C3")?;
    world.play(game, bob().id, X1)?;
    // Bob waits for Alice now and plans; then he takes his move back.
    let me = here(&bob());
    let mut board = world.service.analysis(&me, Some(game), None, AnalysisChange::Open)?;
    for m in [Y1, X2] {
        board = world.service.analysis(&me, Some(game), Some(board.revision), AnalysisChange::Try(mv(m)))?;
    }
    world.service.save_plan(bob().id, game, board.revision)?;
    assert_eq!(world.service.plan(&me, Some(game))?.lines.len(), 1);
    world.service.request_takeback(game, bob().id)?;
    world.service.accept_takeback(game, alice().id)?;
    let conn = rusqlite::Connection::open(world.path())?;
    let rows: i64 = conn.query_row("SELECT count(*) FROM plans", [], |r| r.get(0))?;
    assert_eq!(rows, 0, "cleared at the takeback");
    drop(conn);
    // The same moves again: Alice's Y1 (what Bob's plan expected, had it
    // survived) gets no reply.
    world.play(game, bob().id, X1)?;
    let update = world.play(game, alice().id, Y1)?;
    assert_eq!(update.moves.len(), 1);

    let board = world.service.analysis(&here(&alice()), Some(game), None, AnalysisChange::Open)?;
    let board = world.service.analysis(
        &here(&alice()),
        Some(game),
        Some(board.revision),
        AnalysisChange::Try(mv(X2)),
    )?;
    let board = world.service.analysis(
        &here(&alice()),
        Some(game),
        Some(board.revision),
        AnalysisChange::Try(mv(Y2)),
    )?;
    world.service.save_plan(alice().id, game, board.revision)?;
    world.service.resign(game, bob().id)?;
    refused!(world.service.plan(&here(&alice()), Some(game)), ServiceError::NoPlanHere { .. });
    let conn = rusqlite::Connection::open(world.path())?;
    let rows: i64 = conn.query_row("SELECT count(*) FROM plans", [], |r| r.get(0))?;
    assert_eq!(rows, 0, "cleared at the end");
    Ok(())
}

#[test]
fn a_plan_is_refused_on_your_own_turn_against_the_computer_and_from_a_board_left_behind() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(3))?;
    let me = here(&alice());
    let board = world.service.analysis(&me, Some(game), None, AnalysisChange::Open)?;
    let board =
        world.service.analysis(&me, Some(game), Some(board.revision), AnalysisChange::Try(mv("B2-B3-C3")))?;
    let board = world.service.analysis(&me, Some(game), Some(board.revision), AnalysisChange::Try(mv(X1)))?;
    refused!(world.service.save_plan(alice().id, game, board.revision), ServiceError::PlanOnYourTurn { .. });

    world.play(game, alice().id, "B2-B3-C3")?;
    refused!(world.service.save_plan(alice().id, game, board.revision), ServiceError::PlanNotFromHere { .. });
    let board = tried(&world, game, &[X1])?;
    refused!(world.service.save_plan(alice().id, game, board.revision), ServiceError::PlanTooShort { .. });
    refused!(world.service.save_plan(bob().id, game, board.revision), ServiceError::PlanNotFromHere { .. });

    let bot = world.bot_game(ColourChoice::White)?.game.id;
    refused!(world.service.plan(&me, Some(bot)), ServiceError::NoPlanHere { .. });
    Ok(())
}

#[test]
fn lines_that_expect_different_moves_are_kept_side_by_side_and_deleted_one_by_one() -> TestResult {
    let world = World::new()?;
    let game = waiting_for_bob(&world)?;
    for line in [[X1, Y1], [X2, Y2], [X1, Y2]] {
        let board = tried(&world, game, &line)?;
        world.service.save_plan(alice().id, game, board.revision)?;
    }
    let plan = world.service.plan(&here(&alice()), Some(game))?;
    assert_eq!(plan.lines.len(), 2, "X1 answered once: the last reply saved replaced the first");
    assert!(plan.lines.contains(&vec![mv(X1), mv(Y2)]));
    let key = line_key(&plan.lines[0]);
    let left = world.service.delete_plan_line(alice().id, game, Some(&key))?;
    assert_eq!(left.lines.len(), 1);
    refused!(
        world.service.delete_plan_line(alice().id, game, Some(&key)),
        ServiceError::NoSuchPlanLine { .. }
    );
    let none = world.service.delete_plan_line(alice().id, game, None)?;
    assert!(none.lines.is_empty());
    // Bob sees his own plan (none), never Alice's.
    assert!(world.service.plan(&here(&bob()), Some(game))?.lines.is_empty());
    Ok(())
}

#[test]
fn the_opponents_move_and_the_planned_reply_are_recorded_together_or_not_at_all() -> TestResult {
    let world = World::new()?;
    let game = waiting_for_bob(&world)?;
    let board = tried(&world, game, &[X1, Y1])?;
    world.service.save_plan(alice().id, game, board.revision)?;
    // The process failing while it writes Alice's reply, after Bob's move
    // was written in the same transaction.
    let conn = rusqlite::Connection::open(world.path())?;
    conn.execute_batch(&format!(
        "CREATE TRIGGER fail_reply BEFORE INSERT ON moves WHEN NEW.user_id = {} \
         BEGIN SELECT RAISE(ABORT, 'the disk failed'); END;",
        alice().id.0 as i64
    ))?;
    assert!(world.play(game, bob().id, X1).is_err(), "Bob hears his move failed");
    let view = world.service.game(game)?;
    assert_eq!(view.record.moves, vec![mv("B2-B3-C3")], "neither move is recorded");
    assert_eq!(world.service.plan(&here(&alice()), Some(game))?.lines.len(), 1, "the plan is intact");
    conn.execute_batch("DROP TRIGGER fail_reply;")?;
    drop(conn);
    // Bob plays again once the failure is over: both, once.
    let world = world.restart()?;
    let update = world.play(game, bob().id, X1)?;
    assert_eq!(update.moves.len(), 2);
    assert_eq!(world.service.game(game)?.record.moves, vec![mv("B2-B3-C3"), mv(X1), mv(Y1)]);
    Ok(())
}

#[test]
fn with_turn_notices_on_the_planner_hears_of_the_cleared_plan_in_the_dm_and_not_again() -> TestResult {
    let world = World::new()?;
    let change = SettingsChange { notify: Some(NotifyMode::EveryTurn), ..SettingsChange::default() };
    world.service.change_settings(&alice(), change)?;
    let game = waiting_for_bob(&world)?;
    let board = tried(&world, game, &[X1, Y1])?;
    world.service.save_plan(alice().id, game, board.revision)?;
    world.play(game, bob().id, X2)?;
    world.clock.advance(NOTICE_DELAY);
    let due = world.service.due_turn_notices()?;
    assert_eq!(due.len(), 1);
    let note = due[0].plan_note.ok_or("the DM says why the plan is gone")?;
    assert_eq!((note.kind, note.mv), (PlanNoticeKind::Unexpected, mv(X2)));
    assert!(world.service.mark_turn_notice_sent(&due[0])?);
    let seen =
        Seen { user: alice().id, language: Language::ENGLISH, server: None, board: None, answer_only: None };
    assert!(world.service.remember(&seen)?.plan_notes.is_empty(), "said in the DM, not again");
    Ok(())
}
