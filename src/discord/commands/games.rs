//! `/punct games`: the player's games, those waiting for them first, as
//! many whole lines as one message holds.

use super::player;
use crate::discord::reply::{MAX_CONTENT, Post};
use crate::discord::work::blocking;
use crate::discord::{BotError, Context};
use crate::messages::discord as words;

/// Your games, the ones waiting for your move first (only you see this).
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), BotError> {
    let user = player(ctx).id;
    let listings = blocking(&ctx.data().service, move |s| Ok(s.games_of(user)?)).await?;
    ctx.send(Post::private(words::games_list(&listings, MAX_CONTENT)).to_reply()).await?;
    Ok(())
}
