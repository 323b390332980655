//! `/punct move`: play a move (autocomplete suggests legal ones), preview
//! it first, or without a move, pick one on the board.

use poise::serenity_prelude as serenity;

use super::{MAX_MOVE_CHARS, committed, games_here, named, option_text};
use crate::discord::interaction::{self, Shape, listed, suggestions};
use crate::discord::pick::parse_game;
use crate::discord::picker;
use crate::discord::suggest::suggest;
use crate::discord::work::board_post;
use crate::discord::{BotError, Context};
use crate::messages::discord::Deed;
use crate::messages::service as game_words;
use crate::service::{MoveRequest, Purpose};

/// Play your move, e.g. F5>H7-H8-I8, or leave it out to pick it on the board.
#[poise::command(slash_command, rename = "move")]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Your move: C5-C6-D6 places a piece, F5>H7-H8-I8 moves one; leave out to pick on the board"]
    #[autocomplete = "suggest_moves"]
    #[max_length = 100]
    text: Option<String>,
    #[description = "Which game, if you have several in this channel"]
    #[autocomplete = "games_here"]
    #[min = 1]
    game: Option<i64>,
    #[description = "Show the board after the move first, with Play and Cancel buttons"] preview: Option<
        bool,
    >,
) -> Result<(), BotError> {
    let notation: Option<String> =
        text.map(|t| t.chars().take(MAX_MOVE_CHARS).collect()).filter(|n: &String| !n.trim().is_empty());
    let named = named(game);
    // Shown privately first: no move typed (the picker), or a preview
    // asked for; otherwise played at once, unless the player's setting
    // says to show it first (read in the move's own transaction), which
    // `preview:False` overrides.
    let shape = if notation.is_none() || preview == Some(true) { Shape::Private } else { Shape::Public };
    interaction::command(ctx, shape, move |s, scene, _| {
        let g = s.pick(&scene.here(), named, Purpose::Move)?;
        let Some(notation) = notation else { return Ok(picker::open(s, scene, g.id, None)?.into()) };
        let request = MoveRequest { game: g.id, user: scene.user.id, notation, expected_ply: None };
        let played = match preview {
            Some(true) => None,
            Some(false) => Some(s.play(&request)?),
            None => s.play_unless_previewed(&request)?,
        };
        let Some(update) = played else {
            let mv = s.read_move(&request.notation)?;
            return Ok(picker::open(s, scene, g.id, Some(mv))?.into());
        };
        let (u, language) = (&update, scene.public);
        let text = game_words::move_played(language, u);
        committed(
            Deed::Moved(u.game.id),
            board_post(language, &u.game, &u.position, &u.people, &text, &u.notify),
        )
    })
    .await
}

/// Autocomplete for `text`: legal moves of the game meant, for the player
/// to move only (others get no suggestions).
async fn suggest_moves(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let named = option_text(ctx, "game").and_then(|g| parse_game(crate::service::Language::ENGLISH, &g).ok());
    let typed: String = partial.chars().take(MAX_MOVE_CHARS).collect();
    suggestions(ctx, move |s, scene| {
        let user = scene.user.id;
        let view = s.in_game(&scene.here(), named, Purpose::Move, |s, g| s.game(g.id))?;
        let (to_move, assist) = (view.game.seats[view.position.to_move()], view.assist(user));
        Ok(if to_move.is(user) {
            listed(suggest(scene.language, &view.position, &typed, assist))
        } else {
            Vec::new()
        })
    })
    .await
}
