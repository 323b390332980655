//! Puzzles on Discord: solved in private, the same daily puzzle for everyone.

use punct::rules::Move;

use crate::bot::{Harness, START, alice, bob};
use crate::discord_standin::Opt;
use crate::{DM_CHANNEL, assert_private_picture};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_solves_a_puzzle_after_one_wrong_answer_all_in_private() {
    use punct::service::{PuzzleChoice, UserId};

    let h = Harness::start().await;
    let alice = alice();
    let user = UserId(alice.id);
    // theme: defend (the second choice).
    let asked = h.cmd(&alice, "puzzle", &[("theme", Opt::Int(1))]).await;
    assert_private_picture(&asked.reply);
    let shown = h.service.current_puzzle(user).unwrap().expect("alice is on a puzzle");
    assert_eq!(shown.puzzle.theme, punct::service::Theme::Defend);
    let text = asked.reply.all_text();
    assert!(text.contains(&shown.puzzle.id) && text.contains("stop every threat"), "{text}");

    // Suggestions are the puzzle's legal moves (or the start of them, as for /punct move).
    let choices = h.discord.autocomplete(&alice, "puzzle", &[("answer", Opt::str(""))], "answer").await;
    assert!(!choices.is_empty());
    let texts: Vec<String> = shown.position.legal_moves().iter().map(Move::to_string).collect();
    assert!(choices.iter().all(|(_, v)| texts.iter().any(|t| t.starts_with(v.as_str()))), "{choices:?}");

    // A wrong answer: the opponent's refutation, drawn; Try again and the solution offered.
    let mut legal = shown.position.legal_moves();
    legal.sort_by_key(Move::to_string);
    let wrong = legal.into_iter().find(|m| !shown.puzzle.is_solution(*m)).unwrap();
    let missed = h.cmd(&alice, "puzzle", &[("answer", Opt::str(wrong))]).await;
    assert_private_picture(&missed.reply);
    let text = missed.reply.all_text();
    assert!(text.contains(&format!("{wrong} is not it")), "{text}");
    assert!(text.contains("replies") || text.contains("ends the game"), "the refutation is named: {text}");
    assert!(missed.reply.button("show the solution").is_some());
    let retry = missed.reply.button("try again").expect("Try again");
    let again = h.discord.press(&alice, missed.message_id(), &retry).await;
    assert_private_picture(&again.reply);
    assert!(again.reply.all_text().contains(&shown.puzzle.id));

    // The right answer: solved, the count and streak stored, Next offered.
    let answer = shown.puzzle.solutions[0].to_string();
    let solved = h.cmd(&alice, "puzzle", &[("answer", Opt::str(&answer))]).await;
    assert_private_picture(&solved.reply);
    let text = solved.reply.all_text();
    assert!(text.contains(&format!("Solved: {answer} is right.")), "{text}");
    assert!(text.contains("Solved: 1 · streak: 0 (best 0)"), "{text}");
    assert!(h.service.current_puzzle(user).unwrap().is_none(), "the puzzle is done");
    let next = solved.reply.button("next").expect("Next puzzle");
    let then = h.discord.press(&alice, solved.message_id(), &next).await;
    assert_private_picture(&then.reply);
    let new = h.service.puzzle(user, &PuzzleChoice::Current).unwrap();
    assert_eq!(new.puzzle.theme, punct::service::Theme::Defend, "Next keeps the theme");
    assert_ne!(new.puzzle.id, shown.puzzle.id);
    assert_eq!((new.record.solved, new.record.streak), (1, 0));

    // The old message's Try again no longer applies.
    let stale = h.discord.press(&alice, missed.message_id(), &retry).await;
    assert!(
        stale.reply.is_ephemeral() && stale.reply.content().contains("not on a puzzle"),
        "{:?}",
        stale.reply.body
    );
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_the_same_for_two_players_on_the_test_clocks_day() {
    let h = Harness::start().await;
    h.discord.dm(DM_CHANNEL);
    let hers = h.cmd(&alice(), "puzzle", &[("daily", Opt::Bool(true))]).await;
    let his = h.discord.command_in(DM_CHANNEL, &bob(), "puzzle", &[]).await;
    let daily = punct::puzzles::daily(u64::try_from(START).unwrap() / 86_400).unwrap();
    for answer in [&hers, &his] {
        assert_private_picture(&answer.reply);
        let text = answer.reply.all_text();
        assert!(text.contains(&format!("Daily puzzle {}", daily.id)), "{text}");
    }
    h.shut_down().await;
}
