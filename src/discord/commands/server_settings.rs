//! `/punct server-settings`: what the people who manage a server chose for
//! it (a thread per game, who may create leagues), shown privately to anyone there; an option given changes it, for
//! members with Manage Server only (Discord lets a subcommand be hidden
//! from no one, so the permission is checked here, from what the
//! interaction says of the asker).

use poise::serenity_prelude as serenity;

use crate::discord::interaction::{self, Shape};
use crate::discord::reply::Post;
use crate::discord::{BotError, Context};
use crate::messages::threads as words;
use crate::service::RoleId;

/// This server's settings, shown to you alone (Manage Server changes them): threads, league organisers.
#[poise::command(slash_command, rename = "server-settings")]
pub async fn server_settings(
    ctx: Context<'_>,
    #[description = "Play each game between people in a thread of its own (default: no)"] threads: Option<
        bool,
    >,
    #[description = "A role whose members may create leagues, besides those with Manage Server"]
    #[rename = "league-role"]
    league_role: Option<serenity::Role>,
    #[description = "True: only members with Manage Server create leagues (the league role is removed)"]
    #[rename = "clear-league-role"]
    clear_league_role: Option<bool>,
) -> Result<(), BotError> {
    let role = match (league_role, clear_league_role) {
        (Some(role), _) => Some(Some(RoleId(role.id.get()))),
        (None, Some(true)) => Some(None),
        (None, _) => None,
    };
    interaction::command(ctx, Shape::Private, move |s, scene, _| {
        let language = scene.language;
        let Some(guild) = scene.guild else {
            return Err(BotError::Refused(words::server_settings_in_dm(language)));
        };
        let changing = threads.is_some() || role.is_some();
        if changing && !scene.rights.manages_server {
            return Err(BotError::Refused(words::server_settings_manage_only(language)));
        }
        let mut settings = s.server_settings(guild)?;
        if let Some(on) = threads {
            settings = s.set_threads(guild, scene.public, on)?;
        }
        if let Some(role) = role {
            settings = s.set_league_role(guild, scene.public, role)?;
        }
        let missing = scene.rights.missing_for_threads();
        Ok(Post::private(words::server_settings(language, settings, changing, &missing)).into())
    })
    .await
}
