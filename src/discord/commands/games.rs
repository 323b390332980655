//! `/punct games`: the player's games, those waiting for them first, as
//! many whole lines as one message holds; then the recently finished
//! ones, so a game that just ended can be found for its review.

use crate::discord::interaction::{self, Shape};
use crate::discord::reply::{MAX_CONTENT, Post};
use crate::discord::{BotError, Context};
use crate::messages::discord as words;

/// Your games, the ones waiting for your move first (only you see this).
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Private, move |s, scene, _| {
        let user = scene.user.id;
        let (going, ended) = (s.games_of(user)?, s.finished_games_of(user)?);
        Ok(Post::private(words::games_list(scene.language, &going, &ended, MAX_CONTENT)).into())
    })
    .await
}
