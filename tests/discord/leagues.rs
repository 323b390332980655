//! Leagues end to end on the test clock: a league created by a member who
//! manages the server (and refused to one who does not), seven players
//! joining with the sign-up post's button, the start, each round's opening
//! and boards posted by the bot, a draw and a loss on time in the table
//! (a picture and text), a player leaving mid-league, a restart between
//! two rounds, `/punct games` naming the league, and the final standings.

use punct::service::{ChannelId, GameId, GuildId, Language, LeagueStatus, RoleId, UserId};
use serde_json::Value;

use crate::bot::{Harness, alice, bob, carol};
use crate::discord_standin::payloads::Membership;
use crate::discord_standin::{CHANNEL_ID, GUILD_ID, Opt, User};

/// A member with Manage Server.
fn manager() -> User {
    User::new(710_000_000_000_000_009, "mia").with_membership(Membership::Manager)
}

/// The seven players: alice, bob, carol and four more.
fn players() -> Vec<User> {
    let mut all = vec![alice(), bob(), carol()];
    for (n, name) in ["dora", "emil", "fay", "gus"].iter().enumerate() {
        all.push(User::new(720_000_000_000_000_000 + n as u64, name));
    }
    all
}

/// The public messages of the league's channel after position `from`.
fn public_after(h: &Harness, from: usize) -> Vec<Value> {
    h.discord
        .messages_in(CHANNEL_ID)
        .into_iter()
        .skip(from)
        .filter(|m| m["flags"].as_u64().unwrap_or(0) & 64 == 0)
        .collect()
}

fn text_of(m: &Value) -> String {
    let mut text = m["content"].as_str().unwrap_or("").to_string();
    for embed in m["embeds"].as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            text.push('\n');
            text.push_str(embed[key].as_str().unwrap_or(""));
        }
    }
    text
}

/// The games a round's opening lists ("game #12").
fn games_listed(opening: &str) -> Vec<GameId> {
    opening
        .split("game #")
        .skip(1)
        .filter_map(|rest| rest.chars().take_while(char::is_ascii_digit).collect::<String>().parse().ok())
        .map(GameId)
        .collect()
}

/// The opening of round `round` among `messages`, and the boards after it.
fn round_posts(messages: &[Value], round: u32) -> (String, usize) {
    let heading = format!("Winter league: round {round} of 14");
    let at = messages.iter().position(|m| text_of(m).contains(&heading));
    let at = at.unwrap_or_else(|| {
        panic!("no opening of round {round}: {:#?}", messages.iter().map(text_of).collect::<Vec<_>>())
    });
    let boards = messages[at + 1..].iter().filter(|m| text_of(m).contains("Winter league**, round")).count();
    (text_of(&messages[at]), boards)
}

/// Black resigns game `game` through the service (what `/punct resign`
/// does; the board it owes is posted by the bot).
fn white_wins(h: &Harness, game: GameId) {
    let view = h.service.game(game).expect("the game");
    let black = view.game.seats.black.user().expect("a person plays Black");
    h.service.resign(game, black).expect("resigned");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_league_of_seven_is_created_joined_played_round_by_round_and_ends_with_its_standings() {
    let mut h = Harness::start().await;
    let (mia, players) = (manager(), players());

    // Without Manage Server (or the league role) nobody creates a league.
    let refused = h.cmd(&alice(), "league create", &[("name", Opt::str("Winter league"))]).await;
    assert!(refused.reply.is_ephemeral());
    assert!(
        refused.reply.content().starts_with("Only members who can manage this server"),
        "{}",
        refused.reply.content()
    );
    assert!(h.service.league_here(GuildId(GUILD_ID), ChannelId(CHANNEL_ID), None).is_err());

    let created =
        h.cmd(&mia, "league create", &[("name", Opt::str("Winter league")), ("rounds", Opt::Int(2))]).await;
    assert!(!created.reply.is_ephemeral(), "{}", created.reply.all_text());
    let signup = created.message_id();
    let text = created.reply.all_text();
    assert!(
        text.contains("League: Winter league") && text.contains("everyone plays everyone twice"),
        "{text}"
    );
    let join = created.reply.button("join").expect("a Join button");
    let leave = created.reply.button("leave").expect("a Leave button");

    for p in &players {
        let pressed = h.discord.press(p, signup, &join).await;
        assert_eq!(
            pressed.ack.callback_type(),
            Some(7),
            "the sign-up post is updated: {}",
            pressed.reply.all_text()
        );
    }
    h.settle().await;
    let post = h.discord.message(signup).expect("the sign-up post");
    let shown = text_of(&post);
    assert!(shown.contains("Entrants (7 of at most 30)"), "{shown}");
    assert!(players.iter().all(|p| shown.contains(&p.mention())), "{shown}");
    let twice = h.discord.press(&players[0], signup, &join).await;
    assert!(
        twice.reply.is_ephemeral() && twice.reply.content().contains("already"),
        "{}",
        twice.reply.all_text()
    );

    // Only the organiser (or a manager) starts it.
    let early = h.cmd(&players[1], "league start", &[]).await;
    assert!(
        early.reply.is_ephemeral() && early.reply.content().starts_with("Only <@710000000000000009>"),
        "{}",
        early.reply.content()
    );
    let before = h.discord.messages_in(CHANNEL_ID).len();
    let started = h.cmd(&mia, "league start", &[]).await;
    assert!(
        started.reply.content().contains("has started: 7 players, 14 rounds"),
        "{}",
        started.reply.all_text()
    );
    // Join pressed after the start: the post is brought up to date, its
    // buttons gone, and the presser told why.
    let late = h.discord.press(&manager(), signup, &join).await;
    assert_eq!(late.ack.callback_type(), Some(7), "{}", late.reply.all_text());
    h.settle().await;
    let post = h.discord.message(signup).expect("the sign-up post");
    assert!(text_of(&post).contains("Sign-ups are closed"), "{}", text_of(&post));
    assert_eq!(post["components"].as_array().map_or(0, Vec::len), 0, "no buttons left");
    h.settle().await;
    let posted = public_after(&h, before);
    let (opening, boards) = round_posts(&posted, 1);
    assert_eq!(boards, 3, "three boards follow the opening");
    assert!(opening.contains("has no game this round (a bye)"), "{opening}");
    let round1 = games_listed(&opening);
    assert_eq!(round1.len(), 3, "{opening}");

    // Round 1: a draw, a loss on time, a win.
    let draw = h.service.game(round1[0]).expect("game");
    let (white, black) = (draw.game.seats.white.user().expect("w"), draw.game.seats.black.user().expect("b"));
    h.service.draw(round1[0], white).expect("offered");
    h.service.draw(round1[0], black).expect("agreed");
    white_wins(&h, round1[2]);
    let slow = h.service.game(round1[1]).expect("game").game;
    let slow_white = slow.seats.white.user().expect("w");
    let who = players.iter().find(|p| UserId(p.id) == slow_white).expect("a player");
    h.without_protection(&[who]).await;
    h.advance_days(4.5).await;
    h.settle().await;
    h.settle().await;

    // A restart between two rounds: the second round's opening comes once.
    h.stop_bot().await;
    h.restart_bot();
    h.settle().await;
    h.settle().await;
    let posted = public_after(&h, before);
    let (opening2, boards2) = round_posts(&posted, 2);
    let openings = posted.iter().filter(|m| text_of(m).contains("Winter league: round 2 of 14")).count();
    assert_eq!((openings, boards2), (1, 3), "once, after the restart");
    assert!(opening2.contains("Standings after round 1"), "{opening2}");
    assert!(opening2.contains("**1** (1 won, 0 drawn, 0 lost"), "two wins in the table: {opening2}");
    assert!(opening2.contains("**½** (0 won, 1 drawn, 0 lost"), "the draw: {opening2}");
    let with_picture = posted.iter().find(|m| text_of(m).contains("round 2 of 14")).expect("the opening");
    assert_eq!(with_picture["attachments"].as_array().map_or(0, Vec::len), 1, "the table as a picture");
    let request = h
        .discord
        .requests()
        .into_iter()
        .find(|r| r.all_text().contains("round 2 of 14"))
        .expect("its request");
    let alt = request.alt_texts();
    assert!(
        alt.len() == 1 && alt[0].starts_with("Standings of Winter league, place, name and points: 1."),
        "{alt:?}"
    );

    // `/punct games` names the league.
    let round2 = games_listed(&opening2);
    let someone = h.service.game(round2[0]).expect("game").game.seats.white.user().expect("w");
    let player = players.iter().find(|p| UserId(p.id) == someone).expect("a player").clone();
    let list = h.cmd(&player, "games", &[]).await;
    assert!(list.reply.content().contains("league Winter league, round 2"), "{}", list.reply.content());

    // A player leaves mid-league: asked first, then their game resigned.
    let pressed = h.discord.press(&player, signup, &leave).await;
    h.settle().await;
    let ask = h
        .discord
        .requests()
        .into_iter()
        .rfind(|r| r.path.contains(&pressed.token) && r.is_ephemeral())
        .expect("a private question");
    assert!(ask.content().starts_with("Leave **Winter league**?"), "{}", ask.content());
    let confirm = ask.button("leave the league").expect("a Leave the league button");
    let asked = ask.message_id.expect("the question's id");
    let gone = h.discord.press(&player, asked, &confirm).await;
    h.settle().await;
    let said = h
        .discord
        .requests()
        .into_iter()
        .filter(|r| r.path.contains(&gone.token))
        .map(|r| r.content().to_string())
        .collect::<Vec<_>>();
    assert!(
        said.iter().any(|t| t.starts_with(&format!("{} left **Winter league**", player.mention()))),
        "{said:#?}"
    );
    assert!(h.service.game(round2[0]).expect("game").game.is_over(), "their game was resigned");

    // The rest of the league, round after round.
    for round in 2..=14 {
        let posted = public_after(&h, before);
        let (opening, _) = round_posts(&posted, round);
        for game in games_listed(&opening) {
            if !h.service.game(game).expect("game").game.is_over() {
                white_wins(&h, game);
            }
        }
        h.settle().await;
        h.settle().await;
    }
    let posted = public_after(&h, before);
    let last = posted
        .iter()
        .map(text_of)
        .find(|t| t.contains("Winter league: final standings"))
        .expect("the final standings");
    assert!(last.contains("wins the league!") || last.contains("First place is shared"), "{last}");
    assert!(last.contains("left the league"), "the leaver stays in the table: {last}");
    let table = h.cmd(&carol(), "league standings", &[("league", Opt::str("winter LEAGUE"))]).await;
    assert!(table.reply.all_text().contains("Final: 14 rounds"), "{}", table.reply.all_text());
    assert_eq!(table.reply.files.len(), 1, "the picture");
    let id = h
        .service
        .league_here(GuildId(GUILD_ID), ChannelId(CHANNEL_ID), Some("Winter league"))
        .expect("the league");
    assert_eq!(h.service.league(id).expect("league").league.status, LeagueStatus::Finished);
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_role_the_server_names_may_organise_and_others_are_refused_with_the_role_named() {
    let h = Harness::start().await;
    h.service.set_league_role(GuildId(GUILD_ID), Language::ENGLISH, Some(RoleId(555))).expect("set");
    let shown = h.cmd(&manager(), "server-settings", &[]).await;
    assert!(shown.reply.content().contains("members with the role <@&555>"), "{}", shown.reply.content());
    let plain = h.cmd(&bob(), "league create", &[("name", Opt::str("Spring"))]).await;
    assert!(plain.reply.is_ephemeral());
    assert!(plain.reply.content().contains("who have the role <@&555>"), "{}", plain.reply.content());
    assert_eq!(plain.reply.allowed_users(), Some(Vec::new()), "the role is named, nobody pinged");
    let organiser = bob().with_roles(&[555]);
    let made = h
        .cmd(&organiser, "league create", &[("name", Opt::str("Spring")), ("starts", Opt::str("next week"))])
        .await;
    assert!(
        made.reply.content().contains("is not a time the league can start at"),
        "{}",
        made.reply.content()
    );
    let made = h.cmd(&organiser, "league create", &[("name", Opt::str("Spring"))]).await;
    assert!(!made.reply.is_ephemeral(), "{}", made.reply.all_text());
    let too_few = h.cmd(&organiser, "league start", &[]).await;
    assert!(
        too_few.reply.content().contains("has 0 entrants: at least 3 are needed"),
        "{}",
        too_few.reply.content()
    );
    let suggested =
        h.discord.autocomplete(&alice(), "league standings", &[("league", Opt::str("spr"))], "league").await;
    assert_eq!(suggested.len(), 1, "{suggested:?}");
    assert_eq!(suggested[0].0, "Spring");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_server_with_threads_each_league_game_gets_its_thread_from_the_leagues_line() {
    let h = Harness::start().await;
    let mia = manager();
    let on = h.cmd(&mia, "server-settings", &[("threads", Opt::Bool(true))]).await;
    assert!(on.reply.content().starts_with("Saved."), "{}", on.reply.content());
    let created = h.cmd(&mia, "league create", &[("name", Opt::str("Threaded"))]).await;
    let join = created.reply.button("join").expect("a Join button");
    let three = [alice(), bob(), carol()];
    for p in &three {
        h.discord.press(p, created.message_id(), &join).await;
    }
    h.cmd(&mia, "league start", &[]).await;
    h.settle().await;
    let threads = h.discord.threads();
    assert_eq!(threads.len(), 1, "one game in round 1 (three players: a bye): {threads:?}");
    let (thread, started) = threads[0].clone();
    assert_eq!(started.parent, CHANNEL_ID);
    let line = h.discord.message(started.from_message).expect("the league's line");
    let line = text_of(&line);
    assert!(
        line.contains("**Threaded**, round 1") && line.contains("is played in the thread below"),
        "{line}"
    );
    assert_eq!(started.members.len(), 2, "both players added");
    let inside = h.discord.messages_in(thread);
    assert_eq!(inside.len(), 1, "its first board: {inside:?}");
    assert!(text_of(&inside[0]).contains("**Threaded**, round 1 of 3"), "{}", text_of(&inside[0]));
    let in_channel = public_after(&h, 0).iter().filter(|m| text_of(m).contains("starts:")).count();
    assert_eq!(in_channel, 0, "no board in the channel");
    // Its board counts as shown: nothing owed posts it again.
    h.advance_days(0.5).await;
    h.settle().await;
    assert_eq!(h.discord.messages_in(thread).len(), 1, "the first board once");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_level_on_points_and_wins_are_ordered_by_sonneborn_berger_in_the_final_post() {
    let h = Harness::start().await;
    let mia = manager();
    let created = h.cmd(&mia, "league create", &[("name", Opt::str("Tiebreak cup"))]).await;
    let join = created.reply.button("join").expect("a Join button");
    let (a, b, c) = (alice(), bob(), carol());
    let d = User::new(730_000_000_000_000_001, "dan");
    for p in [&a, &b, &c, &d] {
        h.discord.press(p, created.message_id(), &join).await;
    }
    h.cmd(&mia, "league start", &[]).await;
    h.settle().await;
    // A and B draw; C beats A; A beats D; B beats C; D beats B; D beats C.
    // A and B end on 1½ with one win each, the game between them drawn:
    // A beat D (2 points), B beat C (1 point), so A goes first.
    let winner_of = |x: u64, y: u64| -> Option<u64> {
        let key = |p: u64, q: u64| (p.min(q), p.max(q));
        let table = [
            (key(a.id, b.id), None),
            (key(a.id, c.id), Some(c.id)),
            (key(a.id, d.id), Some(a.id)),
            (key(b.id, c.id), Some(b.id)),
            (key(b.id, d.id), Some(d.id)),
            (key(c.id, d.id), Some(d.id)),
        ];
        table.iter().find(|(k, _)| *k == key(x, y)).and_then(|(_, w)| *w)
    };
    for round in 1..=3 {
        let posted = public_after(&h, 0);
        let heading = format!("Tiebreak cup: round {round} of 3");
        let opening = posted.iter().map(text_of).find(|t| t.contains(&heading)).expect("the round's opening");
        for game in games_listed(&opening) {
            let seats = h.service.game(game).expect("the game").game.seats;
            let (white, black) = (seats.white.user().expect("w"), seats.black.user().expect("b"));
            match winner_of(white.0, black.0) {
                Some(w) if w == white.0 => drop(h.service.resign(game, black).expect("resigned")),
                Some(_) => drop(h.service.resign(game, white).expect("resigned")),
                None => {
                    h.service.draw(game, white).expect("offered");
                    h.service.draw(game, black).expect("agreed");
                }
            }
        }
        h.settle().await;
        h.settle().await;
    }
    let last = public_after(&h, 0)
        .iter()
        .map(text_of)
        .find(|t| t.contains("Tiebreak cup: final standings"))
        .expect("the final standings");
    let order: Vec<usize> =
        [&d, &a, &b, &c].iter().map(|p| last.find(&p.mention()).expect("every player")).collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "D, A, B, C: {last}");
    assert!(
        last.contains(&format!("2. {} — **1½** (1 won, 1 drawn, 1 lost · SB 2¾)", a.mention())),
        "{last}"
    );
    assert!(
        last.contains(&format!("3. {} — **1½** (1 won, 1 drawn, 1 lost · SB 1¾)", b.mention())),
        "{last}"
    );
    assert!(last.contains(&format!("{} wins the league!", d.mention())), "{last}");
    h.shut_down().await;
}
