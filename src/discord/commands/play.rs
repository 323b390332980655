//! `/punct move`: play a move; autocomplete suggests legal ones.

use poise::serenity_prelude as serenity;

use super::{game_for, games_here, option_text, player, respond};
use crate::discord::pick::{Purpose, parse_game};
use crate::discord::suggest::suggest;
use crate::discord::work::{blocking, board_post};
use crate::discord::{BotError, Context};
use crate::messages::discord::Deed;
use crate::messages::{discord as words, service as game_words};
use crate::service::MoveRequest;

/// Longest move text read: the longest move is 14 characters; the rest is slack for spaces.
const MAX_MOVE_CHARS: usize = 60;

/// Play your move, e.g. F5>H7-H8-I8 (start typing for suggestions).
#[poise::command(slash_command, rename = "move")]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Your move: C5-C6-D6 places a piece, F5>H7-H8-I8 moves one"]
    #[autocomplete = "suggest_moves"]
    #[max_length = 100]
    text: String,
    #[description = "Which game, if you have several in this channel"]
    #[autocomplete = "games_here"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), BotError> {
    let language = super::scene(ctx).public;
    if text.trim().is_empty() {
        return Err(BotError::Refused(words::empty_move(super::scene(ctx).language)));
    }
    let notation: String = text.chars().take(MAX_MOVE_CHARS).collect();
    let (game, _) = game_for(ctx, game, Purpose::Move).await?;
    let user = player(ctx).id;
    let request = MoveRequest { game, user, notation, expected_ply: None };
    respond(
        ctx,
        move |s| Ok((s.play(&request)?, Some(Deed::Moved(game)))),
        move |s, update| {
            let text = game_words::move_played(language, &update);
            board_post(s, language, &update.game, &update.position, &text, Some(user))
        },
    )
    .await
}

/// Autocomplete for `text`: legal moves of the game meant, for the player
/// to move only (others get no suggestions).
async fn suggest_moves(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let named = option_text(ctx, "game")
        .and_then(|g| parse_game(crate::service::Language::ENGLISH, &g).ok())
        .map(|g| g.0);
    let Ok((game, _)) = game_for(ctx, named, Purpose::Move).await else {
        return serenity::CreateAutocompleteResponse::new();
    };
    let (user, typed) = (player(ctx).id, partial.chars().take(MAX_MOVE_CHARS).collect::<String>());
    let language = super::scene(ctx).language;
    let choices = blocking(&ctx.data().service, move |s| {
        let view = s.game(game)?;
        let (to_move, assist) = (view.game.seats[view.position.to_move()], view.assist(user));
        Ok(if to_move.is(user) { suggest(language, &view.position, &typed, assist) } else { Vec::new() })
    })
    .await
    .unwrap_or_default();
    let choices = choices.into_iter().map(|c| serenity::AutocompleteChoice::new(c.name, c.value)).collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}
