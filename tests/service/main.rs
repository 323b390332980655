//! The game service on real SQLite files with a test clock: concurrency,
//! every authorisation refusal, offers, takebacks, the computer opponent,
//! deadlines, reminders, timeouts, ratings and listings; one module per
//! topic beside it:
//!
//! - `away`: away days, the yearly allowance, timeout protection, time banks.
//! - `leagues`: leagues: who may create them, sign-ups, rounds, byes, leaving, the table.
//! - `notices`: turn notices by DM, quiet hours, the daily digest, DMs closed.
//! - `plans`: the analysis board, and plans of conditional moves played, cleared, refused.
//! - `privacy`: a player's own data: the export, forgetting them.
//! - `threads`: a thread per game: the server's choice, the move into it, the lobby told once.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

#[path = "../support/mod.rs"]
mod support;

use std::path::PathBuf;
use std::sync::{Arc, Barrier};
use std::thread;

use punct::ai::Level;
use punct::rules::{Move, Player, Position, SplitMix64, Variant};
use punct::service::*;
use punct::store::*;
use tempfile::TempDir;

use support::computers::{FirstLegal, NoAnswer};

type TestResult = Result<(), Box<dyn std::error::Error>>;

const DAY: i64 = SECONDS_PER_DAY;
const START: Timestamp = Timestamp(1_750_000_000);
const CHANNEL: ChannelId = ChannelId(77);

struct World {
    dir: TempDir,
    clock: Arc<ManualClock>,
    service: GameService,
    config: ServiceConfig,
}

impl World {
    fn new() -> Result<World, Box<dyn std::error::Error>> {
        World::with_chooser(Arc::new(FirstLegal))
    }

    fn with_chooser(chooser: Arc<dyn MoveChooser>) -> Result<World, Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let clock = Arc::new(ManualClock::new(START));
        let service =
            GameService::new(Store::open(dir.path().join("games.sqlite3"))?, clock.clone(), chooser);
        Ok(World { dir, clock, service, config: ServiceConfig::default() })
    }

    /// The same world with other durations and allowances.
    fn with_config(self, config: ServiceConfig) -> World {
        World { service: self.service.with_config(config), config, ..self }
    }

    /// Alice and Bob turn timeout protection off: their time running out
    /// is a loss at once, as before away days (tests of plain timeouts).
    fn without_protection(&self) -> Result<(), ServiceError> {
        for who in [alice(), bob()] {
            let off = SettingsChange { timeout_protection: Some(false), ..SettingsChange::default() };
            self.service.change_settings(&who, off)?;
        }
        Ok(())
    }

    fn path(&self) -> PathBuf {
        self.dir.path().join("games.sqlite3")
    }

    /// A new service on the same file and clock, as after a restart.
    fn restart(self) -> Result<World, Box<dyn std::error::Error>> {
        let World { dir, clock, service, config } = self;
        drop(service);
        let service = GameService::new(
            Store::open(dir.path().join("games.sqlite3"))?,
            clock.clone(),
            Arc::new(FirstLegal),
        )
        .with_config(config);
        Ok(World { dir, clock, service, config })
    }

    fn request(
        &self,
        challenger: &PlayerRef,
        opponent: Opponent,
        colour: ColourChoice,
        days: Option<u32>,
    ) -> ChallengeRequest {
        let time_control = days.map_or(Ok(TimeControl::UNLIMITED), TimeControl::days_per_move);
        ChallengeRequest {
            challenger: challenger.clone(),
            channel: CHANNEL,
            guild: None,
            opponent,
            variant: Variant::Standard,
            time_control: time_control.unwrap_or_default(),
            colour,
        }
    }

    fn pending(&self, request: ChallengeRequest) -> Result<Challenge, Box<dyn std::error::Error>> {
        match self.service.challenge(request)? {
            Challenged::Pending(c) => Ok(c),
            Challenged::Started(_) => Err("expected a pending challenge".into()),
        }
    }

    /// Alice (White) against Bob (Black), `days` per move.
    fn human_game(&self, days: Option<u32>) -> Result<GameId, Box<dyn std::error::Error>> {
        let c = self.pending(self.request(&alice(), Opponent::User(bob()), ColourChoice::White, days))?;
        Ok(self.service.accept(c.id, &bob())?.game.id)
    }

    /// Alice against the computer.
    fn bot_game(&self, colour: ColourChoice) -> Result<GameUpdate, Box<dyn std::error::Error>> {
        match self.service.challenge(self.request(&alice(), Opponent::Bot(Level::Medium), colour, Some(3)))? {
            Challenged::Started(update) => Ok(*update),
            Challenged::Pending(_) => Err("a game against the computer starts at once".into()),
        }
    }

    fn play(&self, game: GameId, user: UserId, notation: &str) -> Result<GameUpdate, ServiceError> {
        self.service.play(&MoveRequest { game, user, notation: notation.into(), expected_ply: None })
    }

    /// Plays the smallest legal move for whoever is to move.
    fn play_any(&self, game: GameId) -> Result<GameUpdate, Box<dyn std::error::Error>> {
        let view = self.service.game(game)?;
        let user = view.game.seats[view.position.to_move()].user().ok_or("the computer is to move")?;
        let mv = FirstLegal.choose_move(&view.position, Level::Easy, 0).ok_or("no move")?;
        Ok(self.play(game, user, &mv.to_string())?)
    }
}

fn alice() -> PlayerRef {
    PlayerRef::new(UserId(1001), "alice")
}

fn bob() -> PlayerRef {
    PlayerRef::new(UserId(1002), "bob")
}

fn carol() -> PlayerRef {
    PlayerRef::new(UserId(1003), "carol")
}

/// Asserts `result` is the error `pattern`.
macro_rules! refused {
    ($result:expr, $pattern:pat $(if $guard:expr)?) => {
        match $result {
            Err($pattern) $(if $guard)? => {}
            other => panic!("expected {}, got {:?}", stringify!($pattern), other.map(|_| "success")),
        }
    };
}

// --- concurrency -----------------------------------------------------------

#[test]
fn two_simultaneous_submissions_of_a_move_land_exactly_once() -> TestResult {
    let world = Arc::new(World::new()?);
    for round in 0..8 {
        let game = world.human_game(Some(3))?;
        let expected_ply = if round % 2 == 0 { Some(0) } else { None };
        let barrier = Arc::new(Barrier::new(2));
        let handles: Vec<_> = ["B2-B3-C3", "c5 c6 d6"]
            .into_iter()
            .map(|notation| {
                let (world, barrier) = (world.clone(), barrier.clone());
                thread::spawn(move || {
                    barrier.wait();
                    world.service.play(&MoveRequest {
                        game,
                        user: alice().id,
                        notation: notation.into(),
                        expected_ply,
                    })
                })
            })
            .collect();
        let results: Vec<Result<GameUpdate, ServiceError>> =
            handles.into_iter().map(|h| h.join().map_err(|_| "thread panicked")).collect::<Result<_, _>>()?;
        let landed = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(landed, 1, "round {round}: {results:?}");
        let loser = results.into_iter().find_map(Result::err).ok_or("no loser")?;
        match (expected_ply, loser) {
            (Some(_), ServiceError::PositionChanged { expected_ply: 0, actual_ply: 1, .. }) => {}
            (None, ServiceError::NotYourTurn { to_move: Seat::Human(user), .. }) if user == bob().id => {}
            (_, other) => panic!("round {round}: unclear refusal {other:?}"),
        }
        let view = world.service.game(game)?;
        assert_eq!((view.game.ply, view.game.log_len, view.record.moves.len()), (1, 1, 1));
    }
    Ok(())
}

#[test]
fn many_threads_playing_different_games_all_land() -> TestResult {
    let world = Arc::new(World::new()?);
    let games: Vec<GameId> = (0..4).map(|_| world.human_game(None)).collect::<Result<_, _>>()?;
    let handles: Vec<_> = games
        .iter()
        .map(|&game| {
            let world = world.clone();
            thread::spawn(move || -> Result<u32, String> {
                for _ in 0..6 {
                    world.play_any(game).map_err(|e| e.to_string())?;
                }
                Ok(world.service.game(game).map_err(|e| e.to_string())?.game.ply)
            })
        })
        .collect();
    for h in handles {
        assert_eq!(h.join().map_err(|_| "thread panicked")??, 6);
    }
    Ok(())
}

// --- challenges -------------------------------------------------------------

#[test]
fn a_direct_challenge_accepted_starts_a_game_with_the_asked_colours() -> TestResult {
    let world = World::new()?;
    let c = world.pending(world.request(&alice(), Opponent::User(bob()), ColourChoice::Black, Some(7)))?;
    assert_eq!(
        (c.status, c.challenged, c.expires_at),
        (ChallengeStatus::Open, Some(bob().id), START.plus_seconds(7 * DAY))
    );
    let start = world.service.accept(c.id, &bob())?;
    assert_eq!(
        start.game.seats,
        punct::rules::ByPlayer { white: Seat::Human(bob().id), black: Seat::Human(alice().id) }
    );
    assert_eq!(start.game.deadline, Some(START.plus_seconds(7 * DAY)));
    assert_eq!(start.position.ply(), 0);
    assert!(world.service.challenges_of(alice().id)?.is_empty());
    Ok(())
}

#[test]
fn an_open_challenge_is_accepted_by_anyone_but_the_challenger() -> TestResult {
    let world = World::new()?;
    let c = world.pending(world.request(&alice(), Opponent::Anyone, ColourChoice::Random, Some(1)))?;
    assert_eq!(world.service.challenges_in_channel(CHANNEL)?.len(), 1);
    refused!(world.service.accept(c.id, &alice()), ServiceError::OwnChallenge { .. });
    let start = world.service.accept(c.id, &carol())?;
    assert!(start.game.colour_of(carol().id).is_some() && start.game.colour_of(alice().id).is_some());
    refused!(
        world.service.accept(c.id, &bob()),
        ServiceError::ChallengeClosed { status: ChallengeStatus::Accepted, .. }
    );
    Ok(())
}

#[test]
fn every_challenge_refusal_is_its_own_error() -> TestResult {
    let world = World::new()?;
    refused!(
        world.service.challenge(world.request(&alice(), Opponent::User(alice()), ColourChoice::White, None)),
        ServiceError::CannotChallengeYourself
    );
    let direct = world.pending(world.request(&alice(), Opponent::User(bob()), ColourChoice::White, None))?;
    refused!(world.service.accept(direct.id, &carol()), ServiceError::ChallengeNotForYou { challenged, .. } if challenged == bob().id);
    refused!(world.service.decline(direct.id, carol().id), ServiceError::ChallengeNotForYou { .. });
    refused!(world.service.accept(direct.id, &alice()), ServiceError::OwnChallenge { .. });
    refused!(world.service.decline(direct.id, alice().id), ServiceError::OwnChallenge { .. });
    refused!(world.service.cancel(direct.id, bob().id), ServiceError::NotYourChallenge { challenger, .. } if challenger == alice().id);
    let open = world.pending(world.request(&alice(), Opponent::Anyone, ColourChoice::White, None))?;
    refused!(world.service.decline(open.id, bob().id), ServiceError::OpenChallengeCannotBeDeclined { .. });
    refused!(world.service.accept(ChallengeId(999), &bob()), ServiceError::ChallengeNotFound { .. });

    assert_eq!(world.service.decline(direct.id, bob().id)?.status, ChallengeStatus::Declined);
    refused!(
        world.service.accept(direct.id, &bob()),
        ServiceError::ChallengeClosed { status: ChallengeStatus::Declined, .. }
    );
    assert_eq!(world.service.cancel(open.id, alice().id)?.status, ChallengeStatus::Cancelled);
    refused!(
        world.service.accept(open.id, &bob()),
        ServiceError::ChallengeClosed { status: ChallengeStatus::Cancelled, .. }
    );
    Ok(())
}

#[test]
fn unanswered_challenges_expire_once() -> TestResult {
    let world = World::new()?;
    let c = world.pending(world.request(&alice(), Opponent::User(bob()), ColourChoice::White, Some(3)))?;
    world.clock.advance(7 * DAY - 1);
    assert!(world.service.expire_challenges()?.is_empty());
    world.clock.advance(1);
    refused!(world.service.accept(c.id, &bob()), ServiceError::ChallengeExpired { expired_at, .. } if expired_at == c.expires_at);
    let expired = world.service.expire_challenges()?;
    assert_eq!(
        expired.iter().map(|c| (c.id, c.status)).collect::<Vec<_>>(),
        vec![(c.id, ChallengeStatus::Expired)]
    );
    assert!(world.service.expire_challenges()?.is_empty());
    refused!(
        world.service.accept(c.id, &bob()),
        ServiceError::ChallengeClosed { status: ChallengeStatus::Expired, .. }
    );
    Ok(())
}

#[test]
fn names_are_bounded_and_refreshed() -> TestResult {
    let world = World::new()?;
    let long = PlayerRef::new(UserId(5), "x".repeat(500));
    world.pending(world.request(&long, Opponent::Anyone, ColourChoice::White, None))?;
    assert_eq!(world.service.player(UserId(5))?.ok_or("unknown")?.name.chars().count(), 64);
    world.pending(world.request(
        &PlayerRef::new(UserId(5), "  "),
        Opponent::Anyone,
        ColourChoice::White,
        None,
    ))?;
    assert_eq!(world.service.player(UserId(5))?.ok_or("unknown")?.name, "5");
    Ok(())
}

// --- moves and authorisation -------------------------------------------------

#[test]
fn only_the_player_to_move_moves_and_bad_moves_are_explained() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(3))?;
    refused!(world.play(game, bob().id, "N12-N13-O13"), ServiceError::NotYourTurn { to_move: Seat::Human(u), .. } if u == alice().id);
    refused!(world.play(game, carol().id, "B2-B3-C3"), ServiceError::NotAParticipant { .. });
    refused!(world.play(GameId(404), alice().id, "B2-B3-C3"), ServiceError::GameNotFound { .. });
    refused!(world.play(game, alice().id, "Z99"), ServiceError::UnreadableMove { .. });
    refused!(world.play(game, alice().id, "I9-I10-J10"), ServiceError::IllegalMove { .. });
    let long = "x".repeat(10_000);
    match world.play(game, alice().id, &long) {
        Err(ServiceError::UnreadableMove { text, .. }) => assert!(text.chars().count() <= 40),
        other => panic!("expected UnreadableMove, got {:?}", other.map(|_| ())),
    }
    let update = world.play(game, alice().id, "b2 b3 c3")?;
    assert_eq!(
        update.moves,
        vec![PlayedMove {
            ply: 1,
            player: Player::White,
            mv: "B2-B3-C3".parse()?,
            by: Some(alice().id),
            planned: false
        }]
    );
    assert_eq!(update.game.to_move(), Player::Black);
    refused!(
        world.service.play(&MoveRequest {
            game,
            user: bob().id,
            notation: "N12-N13-O13".into(),
            expected_ply: Some(0)
        }),
        ServiceError::PositionChanged { expected_ply: 0, actual_ply: 1, .. }
    );
    world.play(game, bob().id, "N12-N13-O13")?;
    assert_eq!(world.service.game(game)?.record.moves_text(), "B2-B3-C3 N12-N13-O13");
    Ok(())
}

#[test]
fn a_game_played_to_the_end_records_the_board_result_and_refuses_more() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(None)?;
    let mut rng = SplitMix64::new(11);
    let mut last = None;
    for _ in 0..400 {
        let view = world.service.game(game)?;
        let Some(mv) = view.position.random_move(&mut rng) else { break };
        let user = view.game.seats[view.position.to_move()].user().ok_or("no user")?;
        last = Some(world.play(game, user, &mv.to_string())?);
    }
    let last = last.ok_or("no move played")?;
    let outcome = last.position.outcome().ok_or("the game did not end")?;
    assert_eq!(last.game.result, Some(GameResult::of_outcome(outcome)));
    assert_eq!(last.game.deadline, None);
    assert!(last.ratings.is_some());
    refused!(world.play(game, alice().id, "B2-B3-C3"), ServiceError::GameOver { .. });
    refused!(world.service.resign(game, alice().id), ServiceError::GameOver { .. });
    let record = world.service.game(game)?.record;
    assert_eq!(record.replay()?.outcome(), Some(outcome));
    Ok(())
}

#[test]
fn past_positions_and_records_are_available() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(None)?;
    world.play(game, alice().id, "B2-B3-C3")?;
    world.play(game, bob().id, "N12-N13-O13")?;
    assert_eq!(world.service.position_at(game, 0)?, Position::new(Variant::Standard));
    assert_eq!(world.service.position_at(game, 1)?.last_move(), Some("B2-B3-C3".parse()?));
    assert_eq!(world.service.position_at(game, 2)?, world.service.game(game)?.position);
    refused!(world.service.position_at(game, 3), ServiceError::PlyOutOfRange { ply: 3, last: 2, .. });
    world.service.set_board_message(game, MessageId(555))?;
    assert_eq!(world.service.game(game)?.game.board_message, Some(MessageId(555)));
    refused!(world.service.set_board_message(GameId(404), MessageId(1)), ServiceError::GameNotFound { .. });
    Ok(())
}

// --- resign, draws, takebacks ------------------------------------------------

#[test]
fn only_participants_resign_offer_or_answer() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(3))?;
    let c = carol().id;
    refused!(world.service.resign(game, c), ServiceError::NotAParticipant { .. });
    refused!(world.service.draw(game, c), ServiceError::NotAParticipant { .. });
    refused!(world.service.accept_draw(game, c), ServiceError::NotAParticipant { .. });
    refused!(world.service.decline_draw(game, c), ServiceError::NotAParticipant { .. });
    refused!(world.service.request_takeback(game, c), ServiceError::NotAParticipant { .. });
    refused!(world.service.accept_takeback(game, c), ServiceError::NotAParticipant { .. });
    refused!(world.service.decline_takeback(game, c), ServiceError::NotAParticipant { .. });
    refused!(world.service.claim_timeout(game, c), ServiceError::NotAParticipant { .. });
    refused!(world.service.rematch(game, &carol()), ServiceError::NotAParticipant { .. });
    refused!(world.service.rematch(game, &alice()), ServiceError::RematchBeforeEnd { .. });
    let done = world.service.resign(game, bob().id)?;
    assert_eq!(
        done.game.result,
        Some(GameResult { winner: Some(Player::White), reason: EndReason::Resignation })
    );
    Ok(())
}

#[test]
fn a_draw_needs_both_players_and_a_move_declines_an_offer() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(3))?;
    refused!(world.service.accept_draw(game, bob().id), ServiceError::NoDrawOffer { .. });
    refused!(world.service.decline_draw(game, bob().id), ServiceError::NoDrawOffer { .. });
    assert!(
        matches!(world.service.draw(game, alice().id)?, DrawOffer::Offered(g) if g.draw_offer == Some(Player::White))
    );
    refused!(world.service.draw(game, alice().id), ServiceError::DrawAlreadyOffered { .. });
    refused!(world.service.accept_draw(game, alice().id), ServiceError::OwnDrawOffer { .. });
    refused!(world.service.decline_draw(game, alice().id), ServiceError::OwnDrawOffer { .. });
    assert_eq!(world.service.decline_draw(game, bob().id)?.draw_offer, None);

    world.service.draw(game, alice().id)?;
    world.play(game, alice().id, "B2-B3-C3")?;
    assert_eq!(
        world.service.game(game)?.game.draw_offer,
        Some(Player::White),
        "the offerer's own move keeps it"
    );
    world.play(game, bob().id, "N12-N13-O13")?;
    assert_eq!(world.service.game(game)?.game.draw_offer, None, "the opponent's move declines it");

    world.service.draw(game, bob().id)?;
    let DrawOffer::Agreed(done) = world.service.draw(game, alice().id)? else {
        return Err("two offers make an agreement".into());
    };
    assert_eq!(done.game.result, Some(GameResult { winner: None, reason: EndReason::Agreement }));
    Ok(())
}

#[test]
fn accepting_a_draw_ends_the_game() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(3))?;
    world.service.draw(game, bob().id)?;
    let done = world.service.accept_draw(game, alice().id)?;
    assert_eq!(done.game.result.map(|r| r.winner), Some(None));
    refused!(world.service.draw(game, alice().id), ServiceError::GameOver { .. });
    Ok(())
}

#[test]
fn a_takeback_needs_the_opponent_and_keeps_the_log_append_only() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(3))?;
    refused!(world.service.request_takeback(game, alice().id), ServiceError::NothingToTakeBack { .. });
    refused!(world.service.accept_takeback(game, bob().id), ServiceError::NoTakebackRequest { .. });
    refused!(world.service.decline_takeback(game, bob().id), ServiceError::NoTakebackRequest { .. });
    world.play(game, alice().id, "B2-B3-C3")?;
    assert!(matches!(world.service.request_takeback(game, alice().id)?, TakebackRequest::Requested(_)));
    refused!(world.service.request_takeback(game, alice().id), ServiceError::TakebackPending { by: Seat::Human(u), .. } if u == alice().id);
    refused!(world.service.request_takeback(game, bob().id), ServiceError::NothingToTakeBack { .. });
    refused!(world.service.accept_takeback(game, alice().id), ServiceError::OwnTakebackRequest { .. });
    refused!(world.service.decline_takeback(game, alice().id), ServiceError::OwnTakebackRequest { .. });
    assert_eq!(world.service.decline_takeback(game, bob().id)?.takeback_offer, None);

    world.service.request_takeback(game, alice().id)?;
    world.clock.advance(DAY);
    let back = world.service.accept_takeback(game, bob().id)?;
    assert_eq!(back.undone, vec!["B2-B3-C3".parse::<Move>()?]);
    assert_eq!((back.game.ply, back.game.log_len, back.position.ply()), (0, 2, 0));
    assert_eq!(back.game.deadline, Some(START.plus_seconds(4 * DAY)), "a fresh deadline");
    world.play(game, alice().id, "C5-C6-D6")?;
    world.play(game, bob().id, "N12-N13-O13")?;
    // Alice asks on her own turn: her move and Bob's reply go.
    world.service.request_takeback(game, alice().id)?;
    let back = world.service.accept_takeback(game, bob().id)?;
    assert_eq!(back.undone.len(), 2);
    assert_eq!(back.game.to_move(), Player::White);
    let rows: i64 = Store::open(world.path())?.read(|tx| {
        tx.query_row("SELECT COUNT(*) FROM moves WHERE game_id = ?1", [game], |r| r.get(0))
            .map_err(StoreError::from)
    })?;
    assert_eq!(rows, 5, "3 moves and 2 takebacks: nothing deleted");
    Ok(())
}

#[test]
fn a_move_cancels_a_pending_takeback_request() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(3))?;
    world.play(game, alice().id, "B2-B3-C3")?;
    world.service.request_takeback(game, alice().id)?;
    world.play(game, bob().id, "N12-N13-O13")?;
    refused!(world.service.accept_takeback(game, bob().id), ServiceError::NoTakebackRequest { .. });
    Ok(())
}

// --- the computer ----------------------------------------------------------

#[test]
fn the_computer_replies_in_the_same_call() -> TestResult {
    let world = World::new()?;
    let start = world.bot_game(ColourChoice::White)?;
    assert!(start.moves.is_empty());
    assert_eq!(start.game.bot(), Some((Player::Black, Level::Medium)));
    let update = world.play(start.game.id, alice().id, "B2-B3-C3")?;
    assert_eq!(update.moves.len(), 2);
    assert_eq!((update.moves[1].player, update.moves[1].by), (Player::Black, None));
    assert_eq!(update.game.to_move(), Player::White);
    assert_eq!(update.position, world.service.game(start.game.id)?.position);
    Ok(())
}

#[test]
fn the_computer_opens_when_it_plays_white() -> TestResult {
    let world = World::new()?;
    let start = world.bot_game(ColourChoice::Black)?;
    assert_eq!(start.moves.len(), 1);
    assert_eq!(start.game.to_move(), Player::Black);
    assert_eq!(world.service.games_of(alice().id)?.first().map(|l| l.your_turn), Some(true));
    Ok(())
}

#[test]
fn an_engine_without_an_answer_does_not_stall_the_game() -> TestResult {
    let world = World::with_chooser(Arc::new(NoAnswer))?;
    let start = world.bot_game(ColourChoice::White)?;
    let update = world.play(start.game.id, alice().id, "B2-B3-C3")?;
    assert_eq!(update.position.ply(), 2);
    Ok(())
}

#[test]
fn the_computer_takes_back_at_once_declines_draws_and_is_never_rated() -> TestResult {
    let world = World::new()?;
    let game = world.bot_game(ColourChoice::White)?.game.id;
    world.play(game, alice().id, "B2-B3-C3")?;
    let TakebackRequest::TakenBack(back) = world.service.request_takeback(game, alice().id)? else {
        return Err("the computer agrees at once".into());
    };
    assert_eq!((back.undone.len(), back.position.ply()), (2, 0));
    assert!(matches!(world.service.draw(game, alice().id)?, DrawOffer::DeclinedByBot(_)));
    let done = world.service.resign(game, alice().id)?;
    assert!(done.ratings.is_none());
    assert_eq!(world.service.player(alice().id)?.ok_or("unknown")?.rated_games, 0);
    assert!(world.service.leaderboard(10)?.is_empty());
    Ok(())
}

#[test]
fn a_rematch_swaps_colours() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(7))?;
    world.service.resign(game, alice().id)?;
    let Challenged::Pending(c) = world.service.rematch(game, &alice())? else {
        return Err("a rematch against a person is a challenge".into());
    };
    assert_eq!(
        (c.challenged, c.colour, c.time_control.days()),
        (Some(bob().id), ColourChoice::Black, Some(7))
    );
    let again = world.service.accept(c.id, &bob())?;
    assert_eq!(again.game.seats.white, Seat::Human(bob().id));

    let bot_game = world.bot_game(ColourChoice::White)?.game.id;
    world.service.resign(bot_game, alice().id)?;
    let Challenged::Started(rematch) = world.service.rematch(bot_game, &alice())? else {
        return Err("a rematch against the computer starts at once".into());
    };
    assert_eq!(rematch.game.seats.black, Seat::Human(alice().id));
    assert_eq!(rematch.moves.len(), 1, "the computer opens as White");
    Ok(())
}

/// The rematch challenge `rematch` made, which must be a new one.
fn new_rematch(result: Result<Challenged, ServiceError>) -> Result<Challenge, Box<dyn std::error::Error>> {
    match result? {
        Challenged::Pending(c) => Ok(c),
        Challenged::Started(_) => Err("a rematch against a person is a challenge".into()),
    }
}

#[test]
fn one_rematch_at_a_time_whoever_presses_until_it_is_answered_or_lapses() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(3))?;
    world.service.resign(game, bob().id)?;
    let first = new_rematch(world.service.rematch(game, &alice()))?;
    assert_eq!((first.rematch_of, first.challenged), (Some(game), Some(bob().id)));

    // Pressed again, by either player: the open one is named, none is added.
    for who in [alice(), bob(), alice()] {
        refused!(
            world.service.rematch(game, &who),
            ServiceError::RematchOpen { game: g, challenge, challenger, challenged, expires_at }
                if g == game && challenge == first.id && challenger == alice().id
                    && challenged == bob().id && expires_at == first.expires_at
        );
    }
    assert_eq!(world.service.challenges_of(alice().id)?, vec![first]);

    // Declined: a new one may be asked for, by either.
    world.service.decline(first.id, bob().id)?;
    let second = new_rematch(world.service.rematch(game, &bob()))?;
    assert_eq!(
        (second.challenger, second.challenged, second.rematch_of),
        (bob().id, Some(alice().id), Some(game))
    );
    refused!(world.service.rematch(game, &alice()), ServiceError::RematchOpen { challenge, .. } if challenge == second.id);

    // Lapsed, even before the sweep records it: a new one may be asked for.
    world.clock.advance(8 * DAY);
    let third = new_rematch(world.service.rematch(game, &alice()))?;
    assert_ne!(third.id, second.id);
    let swept: Vec<ChallengeId> = world.service.expire_challenges()?.iter().map(|c| c.id).collect();
    assert_eq!(swept, vec![second.id], "the lapsed one is still told as expired");

    // Withdrawn, or accepted: then too.
    world.service.cancel(third.id, alice().id)?;
    let fourth = new_rematch(world.service.rematch(game, &bob()))?;
    let started = world.service.accept(fourth.id, &alice())?;
    let fifth = new_rematch(world.service.rematch(game, &alice()))?;
    assert_ne!(fifth.id, fourth.id);

    // Another finished game has its own rematch.
    world.service.resign(started.game.id, alice().id)?;
    let other = new_rematch(world.service.rematch(started.game.id, &alice()))?;
    assert_eq!(other.rematch_of, Some(started.game.id));
    let text = punct::messages::service::error(
        punct::service::Language::ENGLISH,
        &world.service.rematch(game, &bob()).err().ok_or("refused")?,
    );
    assert!(text.contains(&fifth.id.to_string()) && text.contains(&game.to_string()), "{text}");
    Ok(())
}

#[test]
fn two_rematch_presses_at_once_open_one_challenge() -> TestResult {
    let world = Arc::new(World::new()?);
    for _ in 0..6 {
        let game = world.human_game(Some(3))?;
        world.service.resign(game, alice().id)?;
        let barrier = Arc::new(Barrier::new(2));
        let handles: Vec<_> = [alice(), bob()]
            .into_iter()
            .map(|who| {
                let (world, barrier) = (world.clone(), barrier.clone());
                thread::spawn(move || {
                    barrier.wait();
                    world.service.rematch(game, &who)
                })
            })
            .collect();
        let results: Vec<Result<Challenged, ServiceError>> =
            handles.into_iter().map(|h| h.join().map_err(|_| "thread panicked")).collect::<Result<_, _>>()?;
        let opened: Vec<ChallengeId> = results
            .iter()
            .filter_map(|r| match r {
                Ok(Challenged::Pending(c)) => Some(c.id),
                _ => None,
            })
            .collect();
        assert_eq!(opened.len(), 1, "{results:?}");
        let named = results.iter().find_map(|r| match r {
            Err(ServiceError::RematchOpen { challenge, .. }) => Some(*challenge),
            _ => None,
        });
        assert_eq!(named, Some(opened[0]), "{results:?}");
    }
    Ok(())
}

/// Alice's first move in a game against the computer, written straight to
/// the log as `play` commits it, with the computer's reply not yet made.
fn commit_move_without_reply(world: &World, game: GameId) -> TestResult {
    world.service.store().write(|tx| {
        tx.execute("INSERT INTO moves (game_id, seq, ply, notation, user_id, played_at) VALUES (?1, 1, 1, 'B2-B3-C3', ?2, 0)", rusqlite::params![game, alice().id])?;
        tx.execute("UPDATE games SET ply = 1, log_len = 1 WHERE id = ?1", [game])?;
        Ok::<_, StoreError>(())
    })?;
    Ok(())
}

#[test]
fn a_pending_computer_move_is_made_after_a_restart() -> TestResult {
    let world = World::new()?;
    let game = world.bot_game(ColourChoice::White)?.game.id;
    // As if the process stopped between the person's move and the reply.
    commit_move_without_reply(&world, game)?;
    let world = world.restart()?;
    let resumed = world.service.resume_bot_games()?;
    assert_eq!(resumed.iter().map(|u| (u.game.id, u.position.ply())).collect::<Vec<_>>(), vec![(game, 2)]);
    assert!(world.service.resume_bot_games()?.is_empty());
    Ok(())
}

#[test]
fn a_reply_still_being_computed_is_not_made_twice() -> TestResult {
    let world = World::new()?;
    let game = world.bot_game(ColourChoice::White)?.game.id;
    // The person's move is committed; `play` would now be computing the reply.
    commit_move_without_reply(&world, game)?;
    assert!(world.service.resume_stalled_bot_games()?.is_empty(), "a fresh reply is left to play()");
    world.clock.advance(ServiceConfig::default().bot_stall_after);
    let resumed = world.service.resume_stalled_bot_games()?;
    assert_eq!(resumed.iter().map(|u| (u.game.id, u.position.ply())).collect::<Vec<_>>(), vec![(game, 2)]);
    Ok(())
}

// --- deadlines, reminders, timeouts ---------------------------------------------

/// What the bot does each round: the reminders due, each recorded as sent
/// once "Discord accepted it".
fn send_reminders(world: &World) -> Result<Vec<Reminder>, ServiceError> {
    let due = world.service.due_reminders()?;
    for reminder in &due {
        assert!(world.service.mark_reminder_sent(reminder)?, "{reminder:?} was due, so it is recorded");
    }
    Ok(due)
}

/// The same for "time is up" notices.
fn send_time_up_notices(world: &World) -> Result<Vec<TimeUpNotice>, ServiceError> {
    let due = world.service.due_time_up_notices()?;
    for notice in &due {
        assert!(world.service.mark_time_up_notice_sent(notice)?, "{notice:?} was due, so it is recorded");
    }
    Ok(due)
}

/// A reminder needs no replay and no second read: the one read that
/// finds it due brings its language and the board it answers, and sending
/// it is one write (the mark). The front end once loaded and replayed the
/// whole game twice per reminder for those two facts.
#[test]
fn a_due_reminder_is_one_read_with_all_it_needs_and_one_mark() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(1))?;
    world.clock.advance(DAY / 2);
    let before = world.service.store().transaction_counts();
    let due = world.service.due_reminders()?;
    let read = world.service.store().transaction_counts() - before;
    assert_eq!(due.len(), 1);
    assert_eq!((due[0].game, due[0].language), (game, Language::ENGLISH));
    assert_eq!((read.reads, read.writes), (1, 0), "{read:?}");
    let before = world.service.store().transaction_counts();
    assert!(world.service.mark_reminder_sent(&due[0])?);
    let marked = world.service.store().transaction_counts() - before;
    assert_eq!((marked.reads, marked.writes), (0, 1), "{marked:?}");
    Ok(())
}

#[test]
fn each_move_sets_the_next_deadline() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(1))?;
    assert_eq!(world.service.game(game)?.game.deadline, Some(START.plus_seconds(DAY)));
    world.clock.advance(3600);
    let update = world.play(game, alice().id, "B2-B3-C3")?;
    assert_eq!(update.game.deadline, Some(START.plus_seconds(3600 + DAY)));
    let untimed = world.human_game(None)?;
    assert_eq!(world.service.game(untimed)?.game.deadline, None);
    Ok(())
}

#[test]
fn reminders_come_at_half_and_ninety_percent_once_each_even_across_restarts() -> TestResult {
    let mut world = World::new()?;
    let game = world.human_game(Some(1))?;
    let untimed = world.human_game(None)?;
    world.clock.advance(DAY / 2 - 1);
    assert!(send_reminders(&world)?.is_empty());
    world.clock.advance(1);
    let first = send_reminders(&world)?;
    assert_eq!(first.len(), 1);
    assert_eq!((first[0].game, first[0].user, first[0].stage), (game, alice().id, ReminderStage::Half));
    assert_eq!(first[0].deadline, START.plus_seconds(DAY));
    assert!(send_reminders(&world)?.is_empty());
    world = world.restart()?;
    assert!(send_reminders(&world)?.is_empty(), "sent before the restart");

    world.clock.set(START.plus_seconds(DAY * 9 / 10));
    let last = send_reminders(&world)?;
    assert_eq!(last.iter().map(|r| r.stage).collect::<Vec<_>>(), vec![ReminderStage::Final]);
    world = world.restart()?;
    assert!(send_reminders(&world)?.is_empty());

    world.play(game, alice().id, "B2-B3-C3")?;
    world.clock.advance(DAY * 95 / 100);
    let bobs = send_reminders(&world)?;
    assert_eq!(
        bobs.iter().map(|r| (r.user, r.stage)).collect::<Vec<_>>(),
        vec![(bob().id, ReminderStage::Final)],
        "only the latest stage"
    );
    assert!(bobs.iter().all(|r| r.game != untimed));
    world.clock.advance(DAY);
    assert!(send_reminders(&world)?.is_empty(), "none once time is up");
    Ok(())
}

#[test]
fn the_waiting_player_claims_a_timeout_only_when_time_is_up() -> TestResult {
    let world = World::new()?;
    world.without_protection()?;
    let game = world.human_game(Some(3))?;
    refused!(
        world.service.claim_timeout(game, alice().id),
        ServiceError::ClaimOnYourOwnTurn { deadline: Some(_), .. }
    );
    refused!(world.service.claim_timeout(game, bob().id), ServiceError::TimeNotUp { deadline, .. } if deadline == START.plus_seconds(3 * DAY));
    world.clock.advance(3 * DAY);
    let done = world.service.claim_timeout(game, bob().id)?;
    assert_eq!(
        done.game.result,
        Some(GameResult { winner: Some(Player::Black), reason: EndReason::Timeout })
    );
    assert!(done.ratings.is_some());

    let untimed = world.human_game(None)?;
    refused!(world.service.claim_timeout(untimed, bob().id), ServiceError::NoTimeLimit { .. });
    refused!(
        world.service.claim_timeout(untimed, alice().id),
        ServiceError::ClaimOnYourOwnTurn { deadline: None, .. }
    );
    Ok(())
}

#[test]
fn the_waiting_player_is_told_once_per_deadline_that_time_is_up_even_across_restarts() -> TestResult {
    let mut world = World::new()?;
    let game = world.human_game(Some(1))?;
    let untimed = world.human_game(None)?;
    world.clock.advance(DAY - 1);
    assert!(send_time_up_notices(&world)?.is_empty(), "not before the deadline");
    world.clock.advance(1);
    let first = send_time_up_notices(&world)?;
    let expected = TimeUpNotice {
        game,
        channel: CHANNEL,
        waiting: bob().id,
        late: alice().id,
        move_number: 1,
        deadline: START.plus_seconds(DAY),
        automatic_at: START.plus_seconds(DAY + ServiceConfig::default().timeout_grace),
        board: None,
        language: punct::service::Language::ENGLISH,
    };
    assert_eq!(first, vec![expected]);
    assert!(send_time_up_notices(&world)?.is_empty(), "sent once");
    world = world.restart()?;
    world.clock.advance(3600);
    assert!(send_time_up_notices(&world)?.is_empty(), "sent before the restart");
    assert!(send_reminders(&world)?.is_empty(), "no reminder once time is up");

    // A late move sets a new deadline: the notice is due again when it passes.
    world.play(game, alice().id, "B2-B3-C3")?;
    world.clock.advance(DAY - 1);
    assert!(send_time_up_notices(&world)?.is_empty());
    world.clock.advance(1);
    let second = send_time_up_notices(&world)?;
    assert_eq!(
        second.iter().map(|n| (n.game, n.waiting, n.late, n.move_number)).collect::<Vec<_>>(),
        vec![(game, alice().id, bob().id, 2)]
    );
    assert!(second.iter().all(|n| n.game != untimed));
    assert!(send_time_up_notices(&world)?.is_empty());
    Ok(())
}

#[test]
fn no_time_up_notice_after_the_grace_period_or_when_the_computer_is_involved() -> TestResult {
    let world = World::new()?;
    world.without_protection()?;
    let game = world.human_game(Some(1))?;
    // The computer waits (alice to move) in one game, is to move in another.
    let waiting_computer = world.bot_game(ColourChoice::White)?.game.id;
    let computers_turn = world.bot_game(ColourChoice::White)?.game.id;
    commit_move_without_reply(&world, computers_turn)?;
    // The people's game ran out more than a grace period ago; both computer games just now.
    assert!(DAY + ServiceConfig::default().timeout_grace <= 3 * DAY);
    world.clock.advance(3 * DAY);
    assert!(send_time_up_notices(&world)?.is_empty());
    assert_eq!(world.service.record_timeouts()?.iter().map(|f| f.game.id).collect::<Vec<_>>(), vec![game]);
    world.clock.advance(3 * DAY);
    assert!(send_time_up_notices(&world)?.is_empty());
    let recorded: Vec<GameId> = world.service.record_timeouts()?.iter().map(|f| f.game.id).collect();
    assert_eq!(recorded, vec![waiting_computer]);
    Ok(())
}

#[test]
fn an_unclaimed_timeout_is_recorded_after_the_grace_period_once() -> TestResult {
    let world = World::new()?;
    world.without_protection()?;
    let game = world.human_game(Some(1))?;
    world.play(game, alice().id, "B2-B3-C3")?;
    let bot_game = world.bot_game(ColourChoice::White)?.game.id;
    world.clock.advance(2 * DAY - 1);
    assert!(world.service.record_timeouts()?.is_empty(), "still within the grace period");
    world.clock.advance(1);
    let done = world.service.record_timeouts()?;
    assert_eq!(done.len(), 1);
    assert_eq!(done[0].game.id, game);
    assert_eq!(
        done[0].game.result,
        Some(GameResult { winner: Some(Player::White), reason: EndReason::Timeout })
    );
    world.clock.advance(3 * DAY);
    let later = world.service.record_timeouts()?;
    assert_eq!(
        later.iter().map(|f| f.game.id).collect::<Vec<_>>(),
        vec![bot_game],
        "the person lost on time to the computer"
    );
    assert!(world.service.record_timeouts()?.is_empty());
    Ok(())
}

// --- delivery: at least once, shown once ------------------------------------------

#[test]
fn a_reminder_stays_due_until_marked_and_a_mark_counts_only_for_its_deadline() -> TestResult {
    let mut world = World::new()?;
    let game = world.human_game(Some(1))?;
    world.clock.advance(DAY / 2);
    let due = world.service.due_reminders()?;
    assert_eq!(due.iter().map(|r| (r.game, r.stage)).collect::<Vec<_>>(), vec![(game, ReminderStage::Half)]);
    assert_eq!(world.service.due_reminders()?, due, "handing out marks nothing: a failed post is due again");
    world = world.restart()?;
    assert_eq!(world.service.due_reminders()?, due, "nor does a restart");

    // alice moves: bob's move has a deadline of its own, which alice's
    // reminder, accepted late, does not count for.
    world.play(game, alice().id, "B2-B3-C3")?;
    assert!(!world.service.mark_reminder_sent(&due[0])?, "the deadline it was due for has gone");
    world.clock.advance(DAY / 2);
    let bobs = world.service.due_reminders()?;
    assert_eq!(
        bobs.iter().map(|r| (r.user, r.stage)).collect::<Vec<_>>(),
        vec![(bob().id, ReminderStage::Half)]
    );
    assert!(world.service.mark_reminder_sent(&bobs[0])?);
    assert!(!world.service.mark_reminder_sent(&bobs[0])?, "recorded once");
    assert!(world.service.due_reminders()?.is_empty());

    world.clock.advance(DAY * 4 / 10);
    let last = world.service.due_reminders()?;
    assert_eq!(last.iter().map(|r| r.stage).collect::<Vec<_>>(), vec![ReminderStage::Final]);
    assert!(world.service.mark_reminder_sent(&last[0])?);
    assert!(!world.service.mark_reminder_sent(&bobs[0])?, "an earlier stage never undoes a later one");
    assert!(world.service.due_reminders()?.is_empty());
    Ok(())
}

#[test]
fn a_time_up_notice_stays_due_until_marked_for_its_deadline() -> TestResult {
    let mut world = World::new()?;
    let game = world.human_game(Some(1))?;
    world.clock.advance(DAY);
    let due = world.service.due_time_up_notices()?;
    assert_eq!(due.iter().map(|n| (n.game, n.waiting)).collect::<Vec<_>>(), vec![(game, bob().id)]);
    world = world.restart()?;
    assert_eq!(world.service.due_time_up_notices()?, due, "due until marked, across a restart");

    // alice moves late: the notice, accepted after that, counts for nothing.
    world.play(game, alice().id, "B2-B3-C3")?;
    assert!(!world.service.mark_time_up_notice_sent(&due[0])?);
    assert!(world.service.due_time_up_notices()?.is_empty(), "bob still has time");
    world.clock.advance(DAY);
    let second = world.service.due_time_up_notices()?;
    assert_eq!(second.iter().map(|n| n.waiting).collect::<Vec<_>>(), vec![alice().id]);
    assert!(world.service.mark_time_up_notice_sent(&second[0])?);
    assert!(!world.service.mark_time_up_notice_sent(&second[0])?, "recorded once");
    assert!(world.service.due_time_up_notices()?.is_empty());
    Ok(())
}

/// The games whose latest board is owed now.
fn owing(world: &World) -> Result<Vec<GameId>, ServiceError> {
    Ok(world.service.boards_owed()?.iter().map(|v| v.game.id).collect())
}

fn board_message(world: &World, game: GameId) -> Result<Option<MessageId>, ServiceError> {
    Ok(world.service.game(game)?.game.board_message)
}

#[test]
fn a_board_is_owed_until_the_games_latest_state_is_shown() -> TestResult {
    let owed_after = ServiceConfig::default().board_owed_after;
    let world = World::new()?;
    let game = world.human_game(Some(3))?;
    assert!(owing(&world)?.is_empty(), "too fresh: the answer showing it may still be on its way");
    world.clock.advance(owed_after);
    assert_eq!(owing(&world)?, vec![game], "a new game's first board was never shown");
    let start = world.service.game(game)?.game.state();
    assert_eq!(start, BoardState { log_len: 0, over: false });
    assert!(world.service.board_shown(game, start, Some(MessageId(900)))?);
    assert!(owing(&world)?.is_empty());
    assert_eq!(board_message(&world, game)?, Some(MessageId(900)));

    world.play(game, alice().id, "B2-B3-C3")?;
    assert!(owing(&world)?.is_empty(), "too fresh");
    world.clock.advance(owed_after);
    assert_eq!(owing(&world)?, vec![game]);
    assert!(!world.service.board_shown(game, start, Some(MessageId(950)))?, "a board drawn before the move");
    assert_eq!(board_message(&world, game)?, Some(MessageId(900)), "is not the latest board");
    assert_eq!(owing(&world)?, vec![game]);

    // Shown, though its message id could not be read back: not owed, and
    // the remembered board stays.
    let moved = world.service.game(game)?.game.state();
    assert!(world.service.board_shown(game, moved, None)?);
    assert!(owing(&world)?.is_empty());
    assert_eq!(board_message(&world, game)?, Some(MessageId(900)));
    // Two boards of the same state: the later one is kept, in whatever
    // order they are recorded.
    assert!(world.service.board_shown(game, moved, Some(MessageId(1000)))?);
    assert!(world.service.board_shown(game, moved, Some(MessageId(980)))?);
    assert_eq!(board_message(&world, game)?, Some(MessageId(1000)));

    // The game ends without a move: its result is owed.
    world.service.resign(game, bob().id)?;
    world.clock.advance(owed_after);
    assert_eq!(owing(&world)?, vec![game]);
    assert!(!world.service.board_shown(game, moved, Some(MessageId(1100)))?, "a board without the result");
    let over = world.service.game(game)?.game.state();
    assert_eq!(over, BoardState { log_len: 1, over: true });
    assert!(world.service.board_shown(game, over, Some(MessageId(1100)))?);
    assert!(owing(&world)?.is_empty());
    assert_eq!(board_message(&world, game)?, Some(MessageId(1100)));
    assert!(!world.service.board_shown(GameId(404), over, None)?, "no such game");
    Ok(())
}

#[test]
fn a_result_the_background_recorded_owes_its_board_until_shown() -> TestResult {
    let world = World::new()?;
    world.without_protection()?;
    let game = world.human_game(Some(1))?;
    let start = world.service.game(game)?.game.state();
    world.service.board_shown(game, start, Some(MessageId(1)))?;
    world.clock.advance(2 * DAY);
    let done = world.service.record_timeouts()?;
    assert_eq!(done.iter().map(|f| f.game.id).collect::<Vec<_>>(), vec![game]);
    assert!(owing(&world)?.is_empty(), "the round that recorded it posts it first");
    world.clock.advance(ServiceConfig::default().board_owed_after);
    let owed = world.service.boards_owed()?;
    assert_eq!(owed.iter().map(|v| (v.game.id, v.game.state().over)).collect::<Vec<_>>(), vec![(game, true)]);
    assert!(
        world.service.record_timeouts()?.is_empty(),
        "the result is recorded once, the board owed until shown"
    );
    assert!(world.service.board_shown(game, owed[0].game.state(), Some(MessageId(2)))?);
    assert!(owing(&world)?.is_empty());
    Ok(())
}

#[test]
fn a_game_waiting_for_the_computer_owes_no_board_until_its_move_brings_one() -> TestResult {
    let owed_after = ServiceConfig::default().board_owed_after;
    let world = World::new()?;
    let game = world.bot_game(ColourChoice::White)?.game.id;
    world.service.board_shown(game, world.service.game(game)?.game.state(), Some(MessageId(1)))?;
    // alice's move is committed, its answer never shown, and the reply is pending.
    commit_move_without_reply(&world, game)?;
    world.clock.advance(owed_after.max(ServiceConfig::default().bot_stall_after));
    assert!(owing(&world)?.is_empty(), "the computer's move comes with a newer board");
    let resumed = world.service.resume_stalled_bot_games()?;
    assert_eq!(resumed.iter().map(|u| (u.game.id, u.position.ply())).collect::<Vec<_>>(), vec![(game, 2)]);
    world.clock.advance(owed_after);
    assert_eq!(owing(&world)?, vec![game], "until that board is shown");
    Ok(())
}

#[test]
fn an_expired_challenges_note_stays_due_until_marked() -> TestResult {
    let mut world = World::new()?;
    let c = world.pending(world.request(&alice(), Opponent::User(bob()), ColourChoice::White, Some(3)))?;
    let declined =
        world.pending(world.request(&alice(), Opponent::User(carol()), ColourChoice::White, Some(3)))?;
    world.service.decline(declined.id, carol().id)?;
    assert!(world.service.due_expiry_notes()?.is_empty());
    world.clock.advance(7 * DAY);
    assert_eq!(world.service.expire_challenges()?.iter().map(|c| c.id).collect::<Vec<_>>(), vec![c.id]);
    let due = world.service.due_expiry_notes()?;
    assert_eq!(
        due.iter().map(|c| (c.id, c.status)).collect::<Vec<_>>(),
        vec![(c.id, ChallengeStatus::Expired)]
    );
    world = world.restart()?;
    assert_eq!(world.service.due_expiry_notes()?, due, "due until marked, across a restart");
    assert!(world.service.mark_expiry_note_sent(c.id)?);
    assert!(!world.service.mark_expiry_note_sent(c.id)?, "recorded once");
    assert!(world.service.due_expiry_notes()?.is_empty());
    Ok(())
}

// --- ratings and listings ------------------------------------------------------

#[test]
fn a_finished_game_between_people_moves_both_ratings_and_the_leaderboard() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(3))?;
    let done = world.service.resign(game, bob().id)?;
    let change = done.ratings.ok_or("a game between people is rated")?;
    assert!(change.after.white.rating > change.before.white.rating);
    assert!(change.after.black.rating < change.before.black.rating);
    let a = world.service.player(alice().id)?.ok_or("unknown")?;
    assert_eq!((a.rated_games, a.rating), (1, change.after.white));
    let board = world.service.leaderboard(10)?;
    assert_eq!(board.iter().map(|p| p.user).collect::<Vec<_>>(), vec![alice().id, bob().id]);
    assert_eq!(world.service.leaderboard(1)?.len(), 1);
    Ok(())
}

#[test]
fn a_players_list_puts_their_turn_first() -> TestResult {
    let world = World::new()?;
    let waiting = world.human_game(Some(3))?;
    let mine = world.human_game(Some(3))?;
    world.play(waiting, alice().id, "B2-B3-C3")?;
    let c = world.pending(world.request(&carol(), Opponent::User(bob()), ColourChoice::White, Some(1)))?;
    let elsewhere = world.service.accept(c.id, &bob())?.game.id;
    let list = world.service.games_of(alice().id)?;
    assert_eq!(
        list.iter().map(|l| (l.game.id, l.your_turn)).collect::<Vec<_>>(),
        vec![(mine, true), (waiting, false)]
    );
    let bobs = world.service.games_of(bob().id)?;
    assert_eq!(
        bobs.iter().map(|l| (l.game.id, l.your_turn)).collect::<Vec<_>>(),
        vec![(waiting, true), (elsewhere, false), (mine, false)]
    );
    assert_eq!(world.service.games_in_channel(CHANNEL)?.len(), 3);
    assert!(world.service.games_in_channel(ChannelId(1))?.is_empty());
    world.service.resign(mine, alice().id)?;
    assert_eq!(world.service.games_of(alice().id)?.len(), 1);
    assert_eq!(
        world.service.finished_games_of(alice().id)?.iter().map(|l| l.game.id).collect::<Vec<_>>(),
        vec![mine]
    );
    Ok(())
}

#[test]
fn every_refusal_has_a_sentence_naming_the_game() -> TestResult {
    let world = World::new()?;
    let game = world.human_game(Some(3))?;
    let errors = [
        world.play(game, bob().id, "N12-N13-O13").err(),
        world.service.claim_timeout(game, bob().id).err(),
        world.service.accept_draw(game, bob().id).err(),
        world.service.resign(game, carol().id).err(),
    ];
    for e in errors {
        let e = e.ok_or("expected a refusal")?;
        let text = punct::messages::service::error(punct::service::Language::ENGLISH, &e);
        assert!(text.contains(&game.to_string()), "{text}");
        assert!(text.ends_with('.'), "{text}");
    }
    Ok(())
}

// --- review --------------------------------------------------------

#[test]
fn a_review_is_refused_while_the_game_is_played_and_finds_the_missed_win_after() -> TestResult {
    use punct::puzzles::review::Verdict;
    let world = World::new()?;
    let game = world.human_game(None)?;
    let moves = "B5-A5-C5 E2-E3-E4 E5-D5-F5 J4-J3-K4 G5-H5-I5 N14-N15-O15 J5-K5-L5 J14-J15-K15 \
                 M6-N7-O8 L15-L16-M16 P9-O9-P10 C10-C11-D11 P11-P12-O11 K12-K13-L13 Q12-Q13-Q14";
    for (i, text) in moves.split_whitespace().enumerate() {
        if i == 13 {
            refused!(world.service.review(game, |_, _| {}), ServiceError::ReviewBeforeEnd { .. });
        }
        let user = if i % 2 == 0 { alice().id } else { bob().id };
        world.play(game, user, text)?;
    }
    let mut heard = Vec::new();
    let (view, moments) = world.service.review(game, |done, total| heard.push((done, total)))?;
    assert!(view.game.is_over());
    assert_eq!(heard.last(), Some(&(16, 16)), "every position, the last one included");
    let missed = moments.iter().find(|m| m.ply == 13).ok_or("move 13 missed a win")?;
    assert_eq!(missed.verdict, Verdict::MissedWin);
    refused!(world.service.review(GameId(404), |_, _| {}), ServiceError::GameNotFound { .. });
    Ok(())
}

// After the helpers and `refused!` above, which the topic modules use.
mod away;
mod leagues;
mod notices;
mod plans;
mod privacy;
mod threads;
