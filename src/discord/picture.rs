//! Board pictures and replays, as the Discord layer asks for them: who
//! sits where, whose side is at the bottom, what size. Blocking: callers
//! run these inside [`super::work::blocking`].

use crate::render::{self, RenderOptions};
use crate::rules::{ByPlayer, GameRecord, Player, Position};
use crate::service::Game;

use super::BotError;

/// Board width in pixels: Discord shows about 550, phones about 1000.
pub const BOARD_WIDTH: u32 = 800;
/// Replay width: every frame is encoded, so replays are smaller.
pub const REPLAY_WIDTH: u32 = 480;

/// The side shown at the bottom: the human player when one side is the
/// computer, else the player to move (White once the game is over).
pub fn perspective(game: &Game, position: &Position) -> Player {
    if let Some((bot, _)) = game.bot() {
        return bot.opponent();
    }
    if position.is_over() { Player::White } else { position.to_move() }
}

fn options(
    game: &Game,
    position: &Position,
    names: &ByPlayer<String>,
    caption: Option<String>,
) -> RenderOptions {
    RenderOptions {
        size: BOARD_WIDTH,
        perspective: perspective(game, position),
        names: ByPlayer {
            white: Some(names[Player::White].clone()),
            black: Some(names[Player::Black].clone()),
        },
        highlights: Vec::new(),
        caption,
    }
}

/// The PNG of `position` in `game`.
///
/// # Errors
/// [`BotError::Render`] if drawing fails.
pub fn board(
    game: &Game,
    position: &Position,
    names: &ByPlayer<String>,
    caption: Option<String>,
) -> Result<Vec<u8>, BotError> {
    render::render_png(position, &options(game, position, names, caption)).map_err(|_| BotError::Render)
}

/// The animated GIF of a whole game.
///
/// # Errors
/// [`BotError::Render`] if drawing fails or the game is too long to animate.
pub fn replay(game: &Game, record: &GameRecord, names: &ByPlayer<String>) -> Result<Vec<u8>, BotError> {
    let mut options = options(game, &Position::new(record.variant), names, None);
    options.size = REPLAY_WIDTH;
    options.perspective = Player::White;
    render::replay_gif(record, &options).map_err(|_| BotError::Render)
}
