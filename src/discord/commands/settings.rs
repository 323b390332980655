//! `/punct settings`: a player's own settings, shown privately; an option
//! given changes that setting.

use crate::discord::interaction::{self, Shape};
use crate::discord::reply::Post;
use crate::discord::{BotError, Context};
use crate::messages::discord as words;
use crate::service::SettingsChange;

/// Your own settings (only you see them): e.g. see every typed move before it is played.
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Show every move you type first, with Play and Cancel buttons (default: no)"]
    preview: Option<bool>,
) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Private, move |s, scene, _| {
        let change = SettingsChange { preview_moves: preview };
        let changed = change != SettingsChange::default();
        let settings =
            if changed { s.change_settings(&scene.user, change)? } else { s.settings(scene.user.id)? };
        Ok(Post::private(words::settings(scene.language, &settings, changed)).into())
    })
    .await
}
