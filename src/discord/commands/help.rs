//! `/punct help`: the rules in brief, the notation, the commands.

use crate::discord::interaction::{self, Shape};
use crate::discord::reply::{Card, Post};
use crate::discord::{BotError, Context};
use crate::messages::discord as words;

/// How to play: the rules in brief, how to write moves, the commands.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Private, move |_, scene, _| {
        // In the reader's language: only they see it.
        let help = words::help(scene.language);
        let mut post = Post::private("");
        post.card = Some(Card {
            title: help.title,
            description: Some(help.rules),
            fields: vec![
                (help.notation_title, help.notation),
                (help.commands_title, help.commands),
                (help.more_title, help.more),
            ],
            ..Card::default()
        });
        Ok(post.into())
    })
    .await
}
