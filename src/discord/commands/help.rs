//! `/punct help`: the rules in brief, the notation, the commands.

use poise::serenity_prelude as serenity;

use crate::discord::{BotError, Context};
use crate::messages::discord as words;

/// How to play: the rules in brief, how to write moves, the commands.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), BotError> {
    // In the reader's language: only they see it.
    let help = words::help(super::scene(ctx).language);
    let embed = serenity::CreateEmbed::new()
        .title(help.title)
        .description(help.rules)
        .field(help.notation_title, help.notation, false)
        .field(help.commands_title, help.commands, false)
        .field(help.more_title, help.more, false)
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
