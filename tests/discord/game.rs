//! A game between people through interactions, from the challenge to its end, and what a player
//! sees of their games.

use punct::ai::Level;
use punct::rules::{GameRecord, Move, Position, Variant};

use crate::support::games::WINNABLE;

use crate::bot::{Harness, alice, assert_board, board_followup, bob, carol, game_number};
use crate::discord_standin::{CHANNEL_ID, Exchange, GUILD_ID, Opt, Request, User};
use crate::{assert_refused, assert_white_won_on_time};

/// The request carrying a review's moment: the answer itself, or, when
/// the review took long enough to be deferred, the later edit carrying
/// the picture (after any "Reviewing… move 40 of 96" in between).
async fn review_answer(h: &Harness, exchange: &Exchange) -> Request {
    let token = exchange.token.clone();
    h.discord
        .shared()
        .log
        .wait_for("a review moment with its picture", |rs| {
            rs.iter()
                .filter(|r| r.interaction_token() == Some(token.as_str()) && r.is_content())
                .find(|r| {
                    r.is_ephemeral() || r.message().and_then(|m| m.pointer("/embeds/0/image")).is_some()
                })
                .cloned()
        })
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_from_challenge_to_a_win_through_interactions() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());

    // The challenge pings bob only and carries Accept / Decline.
    let challenge =
        h.cmd(&alice, "challenge", &[("opponent", Opt::User(bob.clone())), ("color", Opt::Int(1))]).await;
    assert!(!challenge.reply.is_ephemeral());
    assert_eq!(challenge.reply.allowed_users(), Some(vec![bob.id.to_string()]));
    assert!(challenge.reply.content().contains(&bob.mention()));
    let accept = challenge.reply.button("accept").expect("Accept");

    // Someone else cannot accept it; bob can.
    let intruder = h.discord.press(&carol(), challenge.message_id(), &accept).await;
    assert!(intruder.reply.is_ephemeral(), "{:?}", intruder.reply.body);
    assert!(intruder.reply.content().contains("for <@"), "{}", intruder.reply.content());
    let accepted = h.discord.press(&bob, challenge.message_id(), &accept).await;
    assert_eq!(accepted.reply.callback_type(), Some(7), "the challenge message is updated");
    assert!(accepted.reply.button_ids().is_empty(), "its buttons are gone");
    let start = board_followup(&h.discord, &accepted.token).await;
    assert_board(&start);
    assert_eq!(start.allowed_users(), Some(vec![alice.id.to_string()]), "White is to move");
    let game = game_number(&start.all_text());

    // Autocomplete: placements on the empty board, all legal.
    let choices = h.discord.autocomplete(&alice, "move", &[("text", Opt::str(""))], "text").await;
    assert_eq!(choices.len(), 25);
    assert!(
        choices
            .iter()
            .all(|(_, v)| v.parse::<Move>().is_ok_and(|m| Position::new(Variant::Standard).is_legal(m)))
    );

    let record = GameRecord::from_moves(Variant::Standard, WINNABLE).expect("record");
    let mut latencies = Vec::new();
    for (i, m) in record.moves.iter().enumerate() {
        let (mover, waiting) = if i % 2 == 0 { (&alice, &bob) } else { (&bob, &alice) };
        if i == 3 {
            // An illegal move is answered privately, saying why, with an example.
            let refused = h.cmd(mover, "move", &[("text", Opt::str("I9-I10-J10"))]).await;
            assert!(refused.reply.is_ephemeral());
            assert!(refused.reply.content().contains("central hexagon"), "{}", refused.reply.content());
            assert!(refused.reply.content().contains("C5-C6-D6"), "{}", refused.reply.content());
            // Out of turn, also privately.
            let early = h.cmd(waiting, "move", &[("text", Opt::str("C5-C6-D6"))]).await;
            assert!(early.reply.is_ephemeral());
            assert!(early.reply.content().contains("not your turn"), "{}", early.reply.content());
            // Unreadable: says what was wrong.
            let garbled = h.cmd(mover, "move", &[("text", Opt::str("F5>>H7"))]).await;
            assert!(garbled.reply.is_ephemeral() && garbled.reply.content().contains("F5>H7-H8-I8"));
        }
        if i == 4 {
            // A review while the game is played is refused, saying why.
            let early = h.cmd(waiting, "review", &[("game", Opt::Int(game))]).await;
            assert_refused(&early, &format!("Game #{game} is still being played"));
            // After "B3>", only that piece's destinations.
            let from = "B3>";
            let choices = h.discord.autocomplete(mover, "move", &[("text", Opt::str(from))], "text").await;
            assert!(!choices.is_empty() && choices.iter().all(|(_, v)| v.starts_with(from)), "{choices:?}");
            // The waiting player gets no suggestions.
            assert!(
                h.discord.autocomplete(waiting, "move", &[("text", Opt::str(""))], "text").await.is_empty()
            );
        }
        let answer = h.play(mover, &m.to_string()).await;
        assert_eq!(
            answer.reply.allowed_users(),
            Some(vec![waiting.id.to_string()]),
            "only the player to move is pinged"
        );
        latencies.push(answer.latency());
    }

    // Black can win now; between people autocomplete judges no move.
    let choices = h.discord.autocomplete(&bob, "move", &[("text", Opt::str(""))], "text").await;
    assert!(!choices.is_empty() && choices.iter().all(|(name, _)| !name.contains("wins")), "{choices:?}");
    let winning = punct::puzzles::solve::winning_moves(&record.replay().expect("legal"))[0].to_string();
    let last = h.play(&bob, &winning).await;
    let text = last.reply.all_text();
    assert!(text.contains("Black wins"), "{text}");
    assert!(last.reply.button("rematch").is_some(), "a finished game offers a rematch");
    assert_eq!(last.reply.allowed_users(), Some(vec![alice.id.to_string()]));

    // The history of the finished game: moves, record file, replay.
    let history = h.cmd(&bob, "history", &[("game", Opt::Int(game))]).await;
    let names: Vec<&str> = history.reply.files.iter().map(|f| f.filename.as_str()).collect();
    assert!(
        names.iter().any(|n| n.ends_with(".txt")) && names.iter().any(|n| n.ends_with(".gif")),
        "{names:?}"
    );
    let txt = history.reply.files.iter().find(|f| f.filename.ends_with(".txt")).expect("record");
    let replayed: GameRecord =
        String::from_utf8_lossy(&txt.bytes).parse().expect("the record file reads back");
    assert_eq!(replayed.moves.len(), record.moves.len() + 1);
    assert_board(&history.reply);

    // The review of the lost game: one moment per message, the first one
    // with its picture (the board after the move played, the better move
    // highlighted) and a Next button; Next turns the same message to the
    // second moment; a button for a move that is no moment is refused.
    let review = h.cmd(&alice, "review", &[("game", Opt::Int(game))]).await;
    let first = review_answer(&h, &review).await;
    // A review that takes a while says how far it has come meanwhile.
    for progress in h.discord.requests().iter().filter(|r| {
        r.interaction_token() == Some(review.token.as_str()) && r.is_content() && r.seq < first.seq
    }) {
        assert!(progress.content().starts_with("Reviewing… move "), "{}", progress.content());
    }
    let text = first.all_text();
    assert!(text.contains(&format!("Review of game #{game}")), "{text}");
    assert!(text.contains(" played ") && text.contains("Before:"), "{text}");
    assert!(text.contains("Moment 1 of "), "{text}");
    assert_board(&first);
    assert!(first.button("previous").is_none(), "the first moment has no Previous");
    let next = first.button("next moment").expect("a Next button: the lost game has more than one moment");
    let second = h.discord.press(&carol(), review.message_id(), &next).await;
    let turned = review_answer(&h, &second).await;
    assert!(matches!(turned.callback_type(), Some(7) | None), "the review message itself is turned");
    let text = turned.all_text();
    assert!(text.contains("Moment 2 of "), "{text}");
    assert_board(&turned);
    assert!(turned.button("previous moment").is_some(), "{:?}", turned.button_ids());
    let beyond = record.moves.len() + 5;
    let stale = h.discord.press(&alice, review.message_id(), &format!("punct:review:{game}:{beyond}")).await;
    assert_refused(&stale, "This button no longer matches the review");

    // An earlier position.
    let past = h.cmd(&carol(), "history", &[("game", Opt::Int(game)), ("move", Opt::Int(10))]).await;
    assert_board(&past.reply);
    assert!(past.reply.all_text().contains("after move 10"), "{}", past.reply.all_text());

    // Ratings moved: both players are on the leaderboard.
    let board = h.cmd(&carol(), "leaderboard", &[]).await;
    let text = board.reply.all_text();
    assert!(text.contains("alice") && text.contains("bob"), "{text}");

    latencies.sort();
    println!(
        "move latency over {} moves (INTERACTION_CREATE → reply with board): p50 {:?}, max {:?}",
        latencies.len(),
        latencies[latencies.len() / 2],
        latencies.last()
    );
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_two_games_the_player_is_asked_which_and_autocomplete_lists_them() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let first = h.start_game(&alice, &bob).await;
    let second = h.start_game(&alice, &carol).await;
    let moved = h.cmd(&alice, "move", &[("text", Opt::str("B2-B3-C3")), ("game", Opt::Int(first))]).await;
    assert_board(&moved.reply);
    let games = h.discord.autocomplete(&alice, "board", &[("game", Opt::str(""))], "game").await;
    let values: Vec<&str> = games.iter().map(|(_, v)| v.as_str()).collect();
    assert!(
        values.contains(&first.to_string().as_str()) && values.contains(&second.to_string().as_str()),
        "{games:?}"
    );
    let beyond = h.cmd(&carol, "history", &[("game", Opt::Int(first)), ("move", Opt::Int(99))]).await;
    assert!(
        beyond.reply.is_ephemeral() && beyond.reply.content().contains("Pick 0 to 1"),
        "{}",
        beyond.reply.content()
    );
    let which = h.cmd(&alice, "resign", &[]).await;
    assert!(
        which.reply.is_ephemeral() && which.reply.content().contains("game:"),
        "{}",
        which.reply.content()
    );
    let mine = h.cmd(&alice, "games", &[]).await;
    assert!(mine.reply.is_ephemeral());
    assert!(mine.reply.content().contains("**1 game** is waiting"), "{}", mine.reply.content());
    h.shut_down().await;
}

/// Right after a game ends, the commands that look back mean it: the
/// channel's history, review and board, and the players' list of games.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_game_ends_history_review_board_and_games_find_it() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let review_none = h.cmd(&alice, "review", &[]).await;
    assert!(review_none.reply.is_ephemeral());
    assert!(review_none.reply.content().starts_with("No game has finished in this channel"));
    let game = h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    h.play(&bob, "N12-N13-O13").await;
    h.resign(&bob, &[]).await;

    let history = h.cmd(&carol(), "history", &[]).await;
    assert!(!history.reply.is_ephemeral(), "{}", history.reply.all_text());
    assert!(history.reply.all_text().contains(&format!("#{game}")), "{}", history.reply.all_text());
    assert!(
        history.reply.files.iter().any(|f| f.filename.ends_with("-replay.gif")),
        "a finished game's replay"
    );
    let board = h.cmd(&carol(), "board", &[]).await;
    assert_board(&board.reply);
    assert!(board.reply.content().contains("White wins by resignation"), "{}", board.reply.content());

    let review = h.cmd(&carol(), "review", &[]).await;
    let moment = review_answer(&h, &review).await;
    let text = moment.all_text();
    assert!(text.contains(&format!("game #{game}")), "{text}");
    assert!(!text.contains("no game going"), "{text}");
    if text.contains("no turning point") {
        assert!(text.contains("White wins by resignation after 2 moves"), "{text}");
        assert_board(&moment);
    }

    let games = h.cmd(&alice, "games", &[]).await;
    let listed = games.reply.content();
    assert!(listed.contains("Recently finished:"), "{listed}");
    assert!(listed.contains(&format!("#{game}")) && listed.contains("White wins by resignation"), "{listed}");
    h.shut_down().await;
}

/// `challenger` asks `opponent` for a game in the stand-in's channel,
/// through the service (quicker than interactions, for many games).
fn request_in_channel(
    challenger: punct::service::PlayerRef,
    opponent: punct::service::Opponent,
    colour: punct::service::ColourChoice,
) -> punct::service::ChallengeRequest {
    punct::service::ChallengeRequest {
        challenger,
        channel: punct::service::ChannelId(CHANNEL_ID),
        guild: Some(punct::service::GuildId(GUILD_ID)),
        opponent,
        variant: Variant::Standard,
        time_control: punct::service::TimeControl::default(),
        colour,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_with_32_games_gets_whole_lines_and_how_many_more_in_one_message() {
    use punct::service::{Challenged, ColourChoice, Opponent, PlayerRef, UserId};

    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    // bob's name is as long as the service keeps (64), emoji and accents.
    let long_name = "🎲Ünçt".repeat(13).chars().take(64).collect::<String>();
    let (alice_ref, bob_ref) =
        (PlayerRef::new(UserId(alice.id), "alice"), PlayerRef::new(UserId(bob.id), &long_name));
    // 20 games against the computer, waiting for alice; 12 against bob,
    // waiting for him (he plays White).
    for _ in 0..20 {
        let request = request_in_channel(alice_ref.clone(), Opponent::Bot(Level::Easy), ColourChoice::White);
        assert!(matches!(h.service.challenge(request).expect("a game"), Challenged::Started(_)));
    }
    for _ in 0..12 {
        let request =
            request_in_channel(bob_ref.clone(), Opponent::User(alice_ref.clone()), ColourChoice::White);
        let Challenged::Pending(c) = h.service.challenge(request).expect("a challenge") else {
            panic!("a challenge to a person waits for an answer")
        };
        h.service.accept(c.id, &alice_ref).expect("accepted");
    }
    let listings = h.service.games_of(UserId(alice.id)).expect("alice's games");
    assert_eq!(listings.len(), 32);

    let answer = h.cmd(&alice, "games", &[]).await;
    assert!(answer.reply.is_ephemeral());
    let text = answer.reply.content();
    println!(
        "/punct games with 32 games, as Discord receives it ({} characters):\n{text}",
        text.chars().count()
    );
    assert!(text.chars().count() <= 2000, "{} characters", text.chars().count());
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "**20 games** are waiting for your move.");
    let shown: Vec<&str> = lines[1..].iter().copied().take_while(|l| l.starts_with("• #")).collect();
    assert!(shown.len() >= 10 && shown.len() < 32, "{} lines shown", shown.len());
    for (line, listing) in shown.iter().zip(&listings) {
        assert!(line.starts_with(&format!("• {} ", listing.game.id)), "in order: {line}");
        assert!(line.ends_with(&format!(" in <#{CHANNEL_ID}>")), "a whole line: {line}");
    }
    assert_eq!(lines[1 + shown.len()..], [format!("…and {} more games.", 32 - shown.len()).as_str()]);
    assert_eq!(answer.reply.allowed_users(), Some(vec![]), "a list pings nobody");

    // Autocomplete for a game: at most 25, names and values within 100.
    let choices = h.discord.autocomplete(&alice, "board", &[("game", Opt::str(""))], "game").await;
    assert_eq!(choices.len(), 25);
    for (name, value) in &choices {
        assert!(name.chars().count() <= 100 && value.chars().count() <= 100, "{name} / {value}");
        assert!(name.ends_with("your turn") || name.contains(" — move "), "the state is whole: {name}");
    }
    let with_bob = choices.iter().find(|(name, _)| name.contains("🎲")).expect("a game against bob");
    assert!(with_bob.0.contains(" vs "), "{}", with_bob.0);
    h.shut_down().await;
}

/// `r` mentions both players and may ping exactly them (White first).
fn assert_pings_both(r: &Request, white: &User, black: &User) {
    let text = r.content();
    assert!(text.contains(&white.mention()) && text.contains(&black.mention()), "{text}");
    assert_eq!(r.allowed_users(), Some(vec![white.id.to_string(), black.id.to_string()]), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_ended_by_time_resignation_or_agreement_pings_both_players() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.without_protection(&[&alice, &bob]).await;

    // On time: the background post names and pings the loser and the winner.
    let game = h.start_game(&alice, &bob).await;
    h.play(&alice, "B2-B3-C3").await;
    let mark = h.discord.mark();
    h.advance_days(4.5).await;
    let over = h.discord.channel_message(CHANNEL_ID, mark).await;
    assert!(over.content().starts_with(&format!("{} ran out of time.", bob.mention())), "{}", over.content());
    assert!(over.content().contains("White wins on time"), "{}", over.content());
    assert_board(&over);
    assert_pings_both(&over, &alice, &bob);
    assert_white_won_on_time(&h.service, game);

    // Resigned: the resigner is pinged too.
    let game = h.start_game(&alice, &bob).await;
    let resigned = h.resign(&bob, &[("game", Opt::Int(game))]).await;
    assert!(resigned.content().contains("resigned"), "{}", resigned.content());
    assert_pings_both(&resigned, &alice, &bob);

    // Agreed: offered by one, accepted with the button by the other.
    let game = h.start_game(&alice, &bob).await;
    let offer = h.cmd(&alice, "draw", &[("game", Opt::Int(game))]).await;
    let accept = offer.reply.button("accept draw").expect("Accept draw");
    let agreed = h.discord.press(&bob, offer.message_id(), &accept).await;
    let end = board_followup(&h.discord, &agreed.token).await;
    assert!(end.content().contains("drawn by agreement"), "{}", end.content());
    assert_pings_both(&end, &alice, &bob);

    // Against the computer only the person is pinged.
    let start =
        h.cmd(&alice, "challenge", &[("opponent", Opt::User(h.discord.bot())), ("color", Opt::Int(1))]).await;
    let game = game_number(&start.reply.all_text());
    let resigned = h.resign(&alice, &[("game", Opt::Int(game))]).await;
    assert!(resigned.content().contains("the computer (medium, Black)"), "{}", resigned.content());
    assert_eq!(resigned.allowed_users(), Some(vec![alice.id.to_string()]));
    h.shut_down().await;
}
