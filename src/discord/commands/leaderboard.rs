//! `/punct leaderboard`: the best-rated players.

use crate::discord::reply::{Card, MAX_DESCRIPTION, Post};
use crate::discord::work::blocking;
use crate::discord::{BotError, Context};
use crate::messages::discord as words;

/// How many players the leaderboard shows.
const SHOWN: u32 = 15;

/// The best-rated players (games between two people count).
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Context<'_>) -> Result<(), BotError> {
    let rows = blocking(&ctx.data().service, |s| Ok(s.leaderboard(SHOWN)?)).await?;
    let mut post = Post::text("");
    post.card = Some(Card {
        title: words::LEADERBOARD_TITLE.to_string(),
        description: Some(words::leaderboard(&rows, MAX_DESCRIPTION)),
        ..Card::default()
    });
    ctx.send(post.to_reply()).await?;
    Ok(())
}
