//! `/punct privacy`: what the bot keeps about the asker, privately: a
//! short summary, and all of it (every game's record too) as a JSON file.

use crate::discord::interaction::{self, Shape};
use crate::discord::reply::{Attachment, Card, Post};
use crate::discord::{BotError, Context};
use crate::messages::privacy as words;
use crate::service::Privacy;

/// What I keep about you (only you see it), with all of it as a file.
#[poise::command(slash_command)]
pub async fn privacy(ctx: Context<'_>) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Private, move |s, scene, _| {
        let language = scene.language;
        let data = match s.privacy(scene.user.id)? {
            Privacy::NothingStored => return Ok(Post::private(words::nothing_kept(language)).into()),
            Privacy::Stored(data) => data,
        };
        let mut post = Post::private("");
        post.card = Some(Card {
            title: words::title(language),
            description: Some(words::summary(language, &data)),
            ..Card::default()
        });
        let mut file = Attachment::file(words::FILE_NAME.to_string(), data.file);
        file.description = Some(words::file_description(language));
        post.files.push(file);
        Ok(post.into())
    })
    .await
}
