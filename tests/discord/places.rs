//! Where the bot may be used: servers, their channels, and a DM with the bot.

use crate::bot::{Harness, alice, assert_board, bob, carol, game_number};
use crate::discord_standin::{CHANNEL_ID, GUILD_ID, Opt, User};
use crate::{DM_CHANNEL, OTHER_CHANNEL, OTHER_GUILD, SIDE_CHANNEL, assert_refused};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_dm_people_cannot_be_challenged_but_the_computer_can() {
    let h = Harness::start().await;
    h.discord.dm(DM_CHANNEL);
    let (alice, bob) = (alice(), bob());
    let before = h.discord.requests().len();
    let person =
        h.discord.command_in(DM_CHANNEL, &alice, "challenge", &[("opponent", Opt::User(bob.clone()))]).await;
    assert_refused(&person, "Challenge people in a server channel they can see");
    let open = h.discord.command_in(DM_CHANNEL, &alice, "challenge", &[]).await;
    assert_refused(&open, "Challenge people in a server channel they can see");
    assert!(h.service.challenges_of(punct::service::UserId(alice.id)).expect("challenges").is_empty());
    assert!(h.service.challenges_of(punct::service::UserId(bob.id)).expect("challenges").is_empty());
    let posted = h.discord.requests()[before..].iter().filter(|r| r.path.starts_with("/channels/")).count();
    assert_eq!(posted, 0, "nothing posted anywhere");

    // The computer can be played right here, and the game lives here.
    let bot = h.discord.bot();
    let start = h
        .discord
        .command_in(DM_CHANNEL, &alice, "challenge", &[("opponent", Opt::User(bot)), ("color", Opt::Int(1))])
        .await;
    assert_board(&start.reply);
    let game = game_number(&start.reply.all_text());
    let moved = h.discord.command_in(DM_CHANNEL, &alice, "move", &[("text", Opt::str("B2-B3-C3"))]).await;
    assert_board(&moved.reply);
    let games = h.discord.command_in(DM_CHANNEL, &alice, "games", &[]).await;
    assert!(games.reply.content().contains(&format!("#{game}")), "{}", games.reply.content());
    let help = h.discord.command_in(DM_CHANNEL, &alice, "help", &[]).await;
    assert!(
        help.reply.is_ephemeral() && help.reply.all_text().contains("/punct move"),
        "{}",
        help.reply.all_text()
    );
    let view = h.service.game(punct::service::GameId(game)).expect("the game");
    assert_eq!(view.game.guild, None, "a DM game has no server");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_members_who_can_see_the_channel_can_be_challenged() {
    use crate::discord_standin::payloads::Membership;

    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let cases = [
        (bob.with_membership(Membership::Stranger), "is not a member of this server"),
        (bob.with_membership(Membership::CannotView), "can't see this channel"),
        (User::bot(710_000_000_000_000_099, "otherbot"), "Bots can't play PÜNCT"),
        (alice.clone(), "You can't challenge yourself"),
    ];
    for (opponent, why) in cases {
        let answer = h.cmd(&alice, "challenge", &[("opponent", Opt::User(opponent))]).await;
        assert_refused(&answer, why);
    }
    assert!(h.service.challenges_of(punct::service::UserId(alice.id)).expect("challenges").is_empty());
    // A member who sees the channel is challenged, and the challenge knows its server.
    let fine = h.cmd(&alice, "challenge", &[("opponent", Opt::User(bob.clone()))]).await;
    assert!(!fine.reply.is_ephemeral(), "{}", fine.reply.all_text());
    let open = h.service.challenges_of(punct::service::UserId(bob.id)).expect("challenges");
    assert_eq!(open.len(), 1);
    assert_eq!(open[0].guild, Some(punct::service::GuildId(GUILD_ID)));
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_played_only_in_its_channel_and_seen_outside_its_server_only_by_its_players() {
    let h = Harness::start().await;
    h.discord.other_server(OTHER_GUILD, OTHER_CHANNEL);
    h.discord.dm(DM_CHANNEL);
    let (alice, bob, carol) = (alice(), bob(), carol());
    let game = h.start_game(&alice, &bob).await;
    let first = h.play(&alice, "B2-B3-C3").await;
    h.assert_board_remembered(game, first.message_id()).await;
    let named = [("text", Opt::str("N12-N13-O13")), ("game", Opt::Int(game))];
    for place in [SIDE_CHANNEL, OTHER_CHANNEL, DM_CHANNEL] {
        let before = h.discord.requests().len();
        let moved = h.discord.command_in(place, &bob, "move", &named).await;
        assert_refused(&moved, &format!("Game #{game} is played in <#{CHANNEL_ID}>"));
        assert!(
            moved.reply.content().contains(&format!(
                "https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}/{}",
                first.message_id()
            )),
            "a link to the latest board: {}",
            moved.reply.content()
        );
        let posted =
            h.discord.requests()[before..].iter().filter(|r| r.path.starts_with("/channels/")).count();
        assert_eq!(posted, 0, "nothing posted from {place}");
        for sub in ["resign", "draw", "takeback", "claim"] {
            let answer = h.discord.command_in(place, &bob, sub, &[("game", Opt::Int(game))]).await;
            assert_refused(&answer, &format!("Game #{game} is played in <#{CHANNEL_ID}>"));
        }
    }
    let view = h.service.game(punct::service::GameId(game)).expect("the game");
    assert_eq!((view.game.ply, view.game.result), (1, None), "nothing changed");

    // Looking: anyone in the server, only the players from elsewhere.
    let side = h.discord.command_in(SIDE_CHANNEL, &carol, "board", &[("game", Opt::Int(game))]).await;
    assert_board(&side.reply);
    for place in [OTHER_CHANNEL, DM_CHANNEL] {
        let stranger = h.discord.command_in(place, &carol, "board", &[("game", Opt::Int(game))]).await;
        assert_refused(&stranger, &format!("Game #{game} is played in another server"));
        let history = h.discord.command_in(place, &carol, "history", &[("game", Opt::Int(game))]).await;
        assert_refused(&history, &format!("Game #{game} is played in another server"));
        let player = h.discord.command_in(place, &bob, "board", &[("game", Opt::Int(game))]).await;
        assert_board(&player.reply);
    }
    // The game goes on where it lives.
    h.play(&bob, "N12-N13-O13").await;
    h.shut_down().await;
}
