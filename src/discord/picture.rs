//! Board pictures and replays, as the Discord layer asks for them: who
//! sits where, whose side is at the bottom, what size. Blocking: callers
//! run these inside [`super::work::blocking`].

use std::sync::LazyLock;

use tokio::sync::Semaphore;

use crate::messages::pictures;
use crate::render::{self, RenderOptions};
use crate::rules::{ByPlayer, GameRecord, Player, Position};
use crate::service::Game;
use crate::service::{Language, Seat};

use super::BotError;

/// Board width in pixels: Discord shows about 550, phones about 1000.
pub const BOARD_WIDTH: u32 = 800;
/// The width of a move picker's steps and an analysis board's: pictures
/// only their player sees, in passing, on a phone (an embed's picture is
/// shown about 400 px wide there, and on a computer), where they look the
/// same as at 800 px, every word as tall. A quarter fewer bytes to fetch
/// and a quarter less drawing: 25 players stepping through pickers at
/// once on 2 cores are each answered sooner (tests/benches/README.md).
pub const PICKER_WIDTH: u32 = 640;
/// Replay width: every frame is encoded, so replays are smaller.
pub const REPLAY_WIDTH: u32 = 480;

/// A drawn picture and what it shows in words, for the attachment's
/// description: a screen reader reads that instead of the picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// The encoded PNG or GIF.
    pub bytes: Vec<u8>,
    /// Its alt text, in the post's language.
    pub alt: String,
}

/// The alt text of a game's picture of `position`: its result only on the
/// game's final position.
fn game_alt(language: Language, game: &Game, position: &Position, names: &ByPlayer<String>) -> String {
    let result = game.result.filter(|_| position.ply() == game.ply);
    pictures::alt_text(language, position, Some(names), result)
}

/// The side shown at the bottom: the human player when one side is the
/// computer, else the player to move (White once the game is over).
pub fn perspective(game: &Game, position: &Position) -> Player {
    if let Some((bot, _)) = game.bot() {
        return bot.opponent();
    }
    if position.is_over() { Player::White } else { position.to_move() }
}

/// How `game` at `position` is drawn for a reader of `language`.
fn options(
    language: Language,
    game: &Game,
    position: &Position,
    names: &ByPlayer<String>,
    usernames: &ByPlayer<Option<String>>,
    caption: Option<String>,
) -> RenderOptions {
    // The picture's name panels are narrow: the computer is just "Computer"
    // there (its level is in the message).
    let shown = |p: Player| match game.seats[p] {
        Seat::Bot(_) => pictures::computer(language),
        Seat::Human(_) => names[p].clone(),
    };
    RenderOptions {
        size: BOARD_WIDTH,
        perspective: perspective(game, position),
        names: ByPlayer { white: Some(shown(Player::White)), black: Some(shown(Player::Black)) },
        // A display name in a script no embedded font has gives way to
        // the username (Latin letters and digits), not to "White".
        fallback_names: usernames.clone(),
        highlights: Vec::new(),
        marked: Vec::new(),
        // The game's result on its final position: one that ended off the
        // board (resigned, out of time, agreed) would otherwise still say
        // whose turn it is.
        result: game.result.filter(|_| position.ply() == game.ply),
        caption,
        words: pictures::words(language),
    }
}

/// Draws what every board picture shares ahead of the first move, so a
/// burst of moves right after a start is answered as fast as any other.
/// Blocking; a failure here only means the first picture draws it.
pub fn prepare() {
    for width in [BOARD_WIDTH, PICKER_WIDTH] {
        if let Err(e) = render::prepare(width) {
            tracing::warn!(error = %e, width, "could not prepare the board pictures");
        }
    }
}

/// Pictures drawn at the same time, at most: one per core. Drawing is
/// pure computation; a burst of twenty-five moves drawn all at once shares
/// the cores and all finish at the end of the burst, drawn in turn (first
/// come, first served) half of them are answered in the first half.
static DRAWING: LazyLock<Semaphore> =
    LazyLock::new(|| Semaphore::new(std::thread::available_parallelism().map_or(2, usize::from)));

/// Runs `draw` when it is its turn among the pictures being drawn
/// ([`DRAWING`]). Blocking: called on tokio's blocking pool, where waiting
/// for a turn holds no executor thread. Outside a runtime (tests, tools)
/// it draws at once.
fn in_turn<T>(draw: impl FnOnce() -> T) -> T {
    let Ok(runtime) = tokio::runtime::Handle::try_current() else { return draw() };
    match runtime.block_on(DRAWING.acquire()) {
        Ok(_turn) => draw(),
        // The semaphore is never closed; should it be, drawing goes on.
        Err(_) => draw(),
    }
}

/// `position` drawn with `options` when it is its turn ([`in_turn`]), as
/// a PNG with its alt text.
fn png(position: &Position, options: &RenderOptions, alt: String) -> Result<Picture, BotError> {
    let bytes = in_turn(|| render::render_png(position, options)).map_err(BotError::Render)?;
    Ok(Picture { bytes, alt })
}

/// The PNG of `position` in `game`, its words in `language` (the post's).
///
/// # Errors
/// [`BotError::Render`] if drawing fails.
pub fn board(
    language: Language,
    game: &Game,
    position: &Position,
    names: &ByPlayer<String>,
    usernames: &ByPlayer<Option<String>>,
    caption: Option<String>,
) -> Result<Picture, BotError> {
    let options = options(language, game, position, names, usernames, caption);
    png(position, &options, game_alt(language, game, position, names))
}

/// [`board`] with `highlights` marked: a review shows the move played as
/// the position's last move and the better move's cells highlighted.
///
/// # Errors
/// [`BotError::Render`] if drawing fails.
pub fn board_marked(
    language: Language,
    game: &Game,
    position: &Position,
    names: &ByPlayer<String>,
    usernames: &ByPlayer<Option<String>>,
    caption: Option<String>,
    highlights: Vec<crate::rules::Cell>,
) -> Result<Picture, BotError> {
    let options =
        RenderOptions { highlights, ..options(language, game, position, names, usernames, caption) };
    png(position, &options, game_alt(language, game, position, names))
}

/// A move picker's picture of `position` in `game` (the game now, or
/// after the move previewed), drawn from `player`'s side whoever is to
/// move in it, with `marked` cells in the "look here" colour and
/// `caption` as its headline. `alt` is its alt text.
///
/// # Errors
/// [`BotError::Render`] if drawing fails.
#[allow(clippy::too_many_arguments)]
pub fn picker(
    language: Language,
    game: &Game,
    position: &Position,
    names: &ByPlayer<String>,
    usernames: &ByPlayer<Option<String>>,
    player: Player,
    marked: Vec<crate::rules::Cell>,
    caption: String,
    alt: String,
) -> Result<Picture, BotError> {
    let options = RenderOptions {
        size: PICKER_WIDTH,
        perspective: player,
        marked,
        ..options(language, game, position, names, usernames, Some(caption))
    };
    png(position, &options, alt)
}

/// The PNG of a puzzle's position (or of what follows an answer), from
/// the solver's side, `solver`. Nothing is highlighted: the task is to
/// find the cells. The last move drawn is the one before it (the
/// opponent's, or the answer's line), and a connection ends with its chain.
///
/// # Errors
/// [`BotError::Render`] if drawing fails.
pub fn puzzle(language: Language, position: &Position, solver: Player) -> Result<Picture, BotError> {
    let options = RenderOptions {
        size: BOARD_WIDTH,
        perspective: solver,
        words: pictures::words(language),
        ..RenderOptions::default()
    };
    png(position, &options, pictures::alt_text(language, position, None, None))
}

/// The PNG of a lesson's position with the cells it talks about marked,
/// as `punct learn --picture` draws it, from White's side (the learner
/// plays White), in the lessons' own "look here" colour. After a right
/// answer, `marked` is empty and the answer shows as the last move.
///
/// # Errors
/// [`BotError::Render`] if drawing fails.
pub fn lesson(
    language: Language,
    position: &Position,
    marked: Vec<crate::rules::Cell>,
) -> Result<Picture, BotError> {
    let options = RenderOptions {
        size: BOARD_WIDTH,
        perspective: Player::White,
        marked,
        words: pictures::words(language),
        ..RenderOptions::default()
    };
    png(position, &options, pictures::alt_text(language, position, None, None))
}

/// The animated GIF of a whole game, its words in `language`; `last` is
/// the game's final position (the caller has it), for the alt text.
///
/// # Errors
/// [`BotError::Render`] if drawing fails or the game is too long to animate.
pub fn replay(
    language: Language,
    game: &Game,
    record: &GameRecord,
    last: &Position,
    names: &ByPlayer<String>,
    usernames: &ByPlayer<Option<String>>,
) -> Result<Picture, BotError> {
    let mut options = options(language, game, &Position::new(record.variant), names, usernames, None);
    options.size = REPLAY_WIDTH;
    options.perspective = Player::White;
    options.result = game.result;
    let bytes = in_turn(|| render::replay_gif(record, &options)).map_err(BotError::Render)?;
    // The replay's alt text tells where it ends: its last frame, `last`.
    Ok(Picture { bytes, alt: pictures::alt_text(language, last, Some(names), game.result) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;
    use crate::service::Level;
    use crate::service::NewGame;
    use crate::service::{ChannelId, GameId, TimeControl, Timestamp, UserId};

    fn game(white: Seat, black: Seat) -> Game {
        let new = NewGame {
            channel: ChannelId(1),
            guild: None,
            seats: ByPlayer { white, black },
            variant: Variant::Standard,
            time_control: TimeControl::default(),
            deadline: None,
            at: Timestamp(0),
        };
        new.into_row(GameId(1))
    }

    #[test]
    fn the_human_sees_their_side_against_the_computer_else_the_player_to_move() {
        let start = Position::new(Variant::Standard);
        let vs_bot = game(Seat::Bot(Level::Easy), Seat::Human(UserId(2)));
        assert_eq!(perspective(&vs_bot, &start), Player::Black);
        let people = game(Seat::Human(UserId(1)), Seat::Human(UserId(2)));
        assert_eq!(perspective(&people, &start), Player::White);
        let after_one = start.play("B2-B3-C3".parse().unwrap()).unwrap();
        assert_eq!(perspective(&people, &after_one), Player::Black);
    }

    #[test]
    fn pictures_name_the_computer_briefly_and_decode() {
        let vs_bot = game(Seat::Bot(Level::Hard), Seat::Human(UserId(2)));
        let names = ByPlayer { white: "Computer (hard)".to_string(), black: "alice".to_string() };
        let start = Position::new(Variant::Standard);
        let o = options(Language::ENGLISH, &vs_bot, &start, &names, &ByPlayer::both(None), None);
        assert_eq!(o.names.white.as_deref(), Some("Computer"));
        assert_eq!(o.names.black.as_deref(), Some("alice"));
        let polish =
            options(Language::from_discord("pl"), &vs_bot, &start, &names, &ByPlayer::both(None), None);
        assert_eq!(polish.names.white.as_deref(), Some("Komputer"));
        assert_eq!(polish.words.colour(Player::White), "Białe");
        let png = board(Language::ENGLISH, &vs_bot, &start, &names, &ByPlayer::both(None), None).unwrap();
        let image = image::load_from_memory_with_format(&png.bytes, image::ImageFormat::Png).unwrap();
        assert_eq!(image.width(), BOARD_WIDTH);
    }

    /// A picker's steps are drawn narrower than boards (`PICKER_WIDTH`),
    /// from the picker's player's side, with the cells it marks.
    #[test]
    fn picker_pictures_are_drawn_at_the_pickers_width() {
        let people = game(Seat::Human(UserId(1)), Seat::Human(UserId(2)));
        let names = ByPlayer { white: "alice".to_string(), black: "bob".to_string() };
        let start = Position::new(Variant::Standard);
        let marked = vec!["B2".parse().unwrap(), "N12".parse().unwrap()];
        let (caption, alt) = ("Choose a piece".to_string(), "alt".to_string());
        let png = picker(
            Language::ENGLISH,
            &people,
            &start,
            &names,
            &ByPlayer::both(None),
            Player::Black,
            marked,
            caption,
            alt,
        )
        .unwrap();
        let image = image::load_from_memory_with_format(&png.bytes, image::ImageFormat::Png).unwrap();
        assert_eq!(image.width(), PICKER_WIDTH);
        let board = board(Language::ENGLISH, &people, &start, &names, &ByPlayer::both(None), None).unwrap();
        assert!(
            png.bytes.len() < board.bytes.len(),
            "{} bytes against {}",
            png.bytes.len(),
            board.bytes.len()
        );
    }

    /// Issue: after `/punct resign` the board posted was byte for byte the
    /// one before, "alice to move". Every way a game ends off the board
    /// changes the final picture; earlier positions keep their own.
    #[test]
    fn the_final_picture_shows_a_result_reached_off_the_board() {
        use crate::service::{EndReason, GameResult};
        let people = game(Seat::Human(UserId(1)), Seat::Human(UserId(2)));
        let names = ByPlayer { white: "alice".to_string(), black: "bob".to_string() };
        let after_one = Position::new(Variant::Standard).play("B2-B3-C3".parse().unwrap()).unwrap();
        let going_on = Game { ply: 1, ..people.clone() };
        let before =
            board(Language::ENGLISH, &going_on, &after_one, &names, &ByPlayer::both(None), None).unwrap();
        for (winner, reason) in [
            (Some(Player::White), EndReason::Resignation),
            (Some(Player::Black), EndReason::Timeout),
            (None, EndReason::Agreement),
        ] {
            let over = Game { result: Some(GameResult { winner, reason }), ..going_on.clone() };
            let o = options(Language::ENGLISH, &over, &after_one, &names, &ByPlayer::both(None), None);
            assert_eq!(o.result, over.result);
            let after =
                board(Language::ENGLISH, &over, &after_one, &names, &ByPlayer::both(None), None).unwrap();
            assert_ne!(before.bytes, after.bytes, "{reason:?}: the picture is the one before the end");
            assert_ne!(before.alt, after.alt, "{reason:?}: the alt text is the one before the end");
            assert!(after.alt.contains("Game over"), "{}", after.alt);
            let start = Position::new(Variant::Standard);
            let o = options(Language::ENGLISH, &over, &start, &names, &ByPlayer::both(None), None);
            assert_eq!(o.result, None, "an earlier position of a finished game is not its end");
        }
    }

    #[test]
    fn a_display_name_no_font_has_gives_way_to_the_username() {
        let people = game(Seat::Human(UserId(1)), Seat::Human(UserId(2)));
        let names = ByPlayer { white: "สมชาย".to_string(), black: "alice".to_string() };
        let usernames = ByPlayer { white: Some("somchai_99".to_string()), black: None };
        let start = Position::new(Variant::Standard);
        let o = options(Language::ENGLISH, &people, &start, &names, &usernames, None);
        assert_eq!(o.fallback_names.white.as_deref(), Some("somchai_99"));
    }
}
