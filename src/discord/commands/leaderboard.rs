//! `/punct leaderboard`: the best-rated players.

use crate::discord::interaction::{self, Shape};
use crate::discord::reply::{Card, MAX_DESCRIPTION, Post};
use crate::discord::{BotError, Context};
use crate::messages::discord as words;

/// How many players the leaderboard shows.
const SHOWN: u32 = 15;

/// The best-rated players (games between two people count).
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Context<'_>) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Public, move |s, scene, _| {
        let rows = s.leaderboard(SHOWN)?;
        let mut post = Post::text("");
        post.card = Some(Card {
            title: words::leaderboard_title(scene.public),
            description: Some(words::leaderboard(scene.public, &rows, MAX_DESCRIPTION)),
            ..Card::default()
        });
        Ok(post.into())
    })
    .await
}
