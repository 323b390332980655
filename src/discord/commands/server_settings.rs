//! `/punct server-settings`: what the people who manage a server chose for
//! it, shown privately to anyone there; an option given changes it, for
//! members with Manage Server only (Discord lets a subcommand be hidden
//! from no one, so the permission is checked here, from what the
//! interaction says of the asker).

use crate::discord::interaction::{self, Shape};
use crate::discord::reply::Post;
use crate::discord::{BotError, Context};
use crate::messages::threads as words;

/// This server's settings, shown to you alone (Manage Server to change them): a thread per game.
#[poise::command(slash_command, rename = "server-settings")]
pub async fn server_settings(
    ctx: Context<'_>,
    #[description = "Play each game between people in a thread of its own (default: no)"] threads: Option<
        bool,
    >,
) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Private, move |s, scene, _| {
        let language = scene.language;
        let Some(guild) = scene.guild else {
            return Err(BotError::Refused(words::server_settings_in_dm(language)));
        };
        let settings = match threads {
            Some(_) if !scene.rights.manages_server => {
                return Err(BotError::Refused(words::server_settings_manage_only(language)));
            }
            Some(on) => s.set_threads(guild, scene.public, on)?,
            None => s.server_settings(guild)?,
        };
        let missing = scene.rights.missing_for_threads();
        Ok(Post::private(words::server_settings(language, settings, threads.is_some(), &missing)).into())
    })
    .await
}
