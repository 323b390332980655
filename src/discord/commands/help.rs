//! `/punct help`: the rules in brief, the notation, the commands.

use poise::serenity_prelude as serenity;

use crate::discord::{BotError, Context};
use crate::messages::discord as words;

/// How to play: the rules in brief, how to write moves, the commands.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), BotError> {
    let embed = serenity::CreateEmbed::new()
        .title(words::HELP_TITLE)
        .description(words::HELP_RULES)
        .field("Writing moves", words::HELP_NOTATION, false)
        .field("Commands", words::HELP_COMMANDS, false)
        .colour(crate::discord::reply::EMBED_COLOUR);
    ctx.send(
        poise::CreateReply::default()
            .embed(embed)
            .ephemeral(true)
            .allowed_mentions(serenity::CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}
