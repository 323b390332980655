//! `/punct board`: anyone may look at a game's board.

use super::{game_for, games_here, look};
use crate::discord::pick::Purpose;
use crate::discord::work::current_board_post;
use crate::discord::{BotError, Context};
use crate::messages::discord as words;

/// Show a game's board (yours in this channel, or the one you name).
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Which game (default: yours in this channel)"]
    #[autocomplete = "games_here"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), BotError> {
    let (game, _) = game_for(ctx, game, Purpose::View).await?;
    let language = super::scene(ctx).public;
    look(ctx, move |s| {
        let view = s.game(game)?;
        let mut post =
            current_board_post(s, language, game, &words::board_status(language, &view.game), None)?;
        post.ping.clear(); // looking pings nobody
        Ok(post)
    })
    .await
}
