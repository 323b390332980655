//! A thread per game in the service: the server's choice, read with the
//! accepted challenge; a game moved into its thread once; the lobby told
//! once of its end, after its final board was shown, and the thread left
//! open while a rematch goes on in it.

use super::*;

const GUILD: GuildId = GuildId(500);
const THREAD: ChannelId = ChannelId(9_000);

/// Alice challenges Bob in `CHANNEL` of `GUILD`; Bob accepts.
fn accepted(world: &World) -> Result<Accepted, Box<dyn std::error::Error>> {
    let mut request = world.request(&alice(), Opponent::User(bob()), ColourChoice::White, Some(3));
    request.guild = Some(GUILD);
    let c = world.pending(request)?;
    Ok(world.service.accept_placed(c.id, &bob())?)
}

/// What the front end records once the final board was posted.
fn final_board_shown(world: &World, game: GameId) -> TestResult {
    let g = world.service.game(game)?.game;
    let state = BoardState { log_len: g.log_len, over: true };
    assert!(world.service.board_shown(game, state, Some(MessageId(1)))?);
    Ok(())
}

#[test]
fn a_server_that_asks_for_threads_gets_each_game_in_one_and_its_lobby_told_once() -> TestResult {
    let world = World::new()?;
    assert!(!accepted(&world)?.in_thread, "off until someone turns it on");
    assert!(!world.service.server_settings(GUILD)?.threads);
    world.service.set_threads(GUILD, Language::ENGLISH, true)?;
    let accepted = accepted(&world)?;
    assert!(accepted.in_thread);
    let game = accepted.update.game.id;

    assert!(world.service.move_into_thread(game, CHANNEL, THREAD)?);
    assert!(!world.service.move_into_thread(game, CHANNEL, ChannelId(9_001))?, "one thread per game");
    let moved = world.service.game(game)?.game;
    assert_eq!((moved.channel, moved.lobby), (THREAD, Some(CHANNEL)));
    // Played in the thread; refused in the lobby, naming the game.
    world.play_any(game)?;
    let from_lobby = Here { user: bob().id, channel: CHANNEL, guild: Some(GUILD) };
    match world.service.pick(&from_lobby, None, Purpose::Move) {
        Err(ServiceError::PlayedElsewhere { game: g }) => assert_eq!(g.channel, THREAD),
        other => return Err(format!("a move from the lobby: {other:?}").into()),
    }

    assert!(world.service.lobbies_to_tell()?.is_empty(), "nothing while it goes on");
    world.service.resign(game, bob().id)?;
    assert!(world.service.lobbies_to_tell()?.is_empty(), "not before its final board was shown");
    final_board_shown(&world, game)?;
    let news = world.service.lobbies_to_tell()?;
    assert_eq!(news.len(), 1);
    assert_eq!((news[0].game.id, news[0].lobby, news[0].archive), (game, CHANNEL, true));
    assert!(news[0].game.result.is_some());
    assert!(world.service.lobby_told(game)?);
    assert!(!world.service.lobby_told(game)?, "told once");
    assert!(world.service.lobbies_to_tell()?.is_empty());
    Ok(())
}

#[test]
fn a_rematch_in_the_thread_keeps_it_open_and_plays_there() -> TestResult {
    let world = World::new()?;
    world.service.set_threads(GUILD, Language::ENGLISH, true)?;
    let game = accepted(&world)?.update.game.id;
    world.service.move_into_thread(game, CHANNEL, THREAD)?;
    world.service.resign(game, alice().id)?;
    final_board_shown(&world, game)?;
    let Challenged::Pending(rematch) = world.service.rematch(game, &bob())? else {
        return Err("a rematch between people is a challenge".into());
    };
    assert_eq!(rematch.channel, THREAD, "challenged in the thread");
    let news = world.service.lobbies_to_tell()?;
    assert!(news.len() == 1 && !news[0].archive, "the thread stays open while the rematch is open: {news:?}");
    let again = world.service.accept_placed(rematch.id, &alice())?;
    assert_eq!((again.update.game.channel, again.update.game.lobby), (THREAD, None));
    assert!(!world.service.lobbies_to_tell()?[0].archive, "nor while it is played");
    Ok(())
}
