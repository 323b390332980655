//! `/punct leaderboard`: the best-rated players.

use super::look;
use crate::discord::reply::{Card, MAX_DESCRIPTION, Post};
use crate::discord::{BotError, Context};
use crate::messages::discord as words;

/// How many players the leaderboard shows.
const SHOWN: u32 = 15;

/// The best-rated players (games between two people count).
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Context<'_>) -> Result<(), BotError> {
    let language = super::scene(ctx).public;
    look(ctx, move |s| {
        let rows = s.leaderboard(SHOWN)?;
        let mut post = Post::text("");
        post.card = Some(Card {
            title: words::leaderboard_title(language),
            description: Some(words::leaderboard(language, &rows, MAX_DESCRIPTION)),
            ..Card::default()
        });
        Ok(post)
    })
    .await
}
