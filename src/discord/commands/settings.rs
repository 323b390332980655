//! `/punct settings`: a player's own settings, shown privately; an option
//! given changes that setting. The time zone is suggested from the IANA
//! database as it is typed.

use poise::serenity_prelude as serenity;

use crate::discord::interaction::{self, Shape};
use crate::discord::reply::Post;
use crate::discord::suggest::MAX_CHOICES;
use crate::discord::{BotError, Context};
use crate::messages::discord as words;
use crate::service::{NotifyMode, SettingsChange, time_zones_matching};

/// What a player is sent by DM.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum NotifyOption {
    /// A DM each time a game waits for the player's move.
    #[name = "every turn"]
    EveryTurn,
    /// One DM a day.
    #[name = "daily digest"]
    Digest,
    /// Nothing (the default).
    #[name = "off"]
    Off,
}

impl From<NotifyOption> for NotifyMode {
    fn from(n: NotifyOption) -> NotifyMode {
        match n {
            NotifyOption::EveryTurn => NotifyMode::EveryTurn,
            NotifyOption::Digest => NotifyMode::Digest,
            NotifyOption::Off => NotifyMode::Off,
        }
    }
}

/// Your own settings (only you see them): e.g. see every typed move before it is played.
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Show every move you type first, with Play and Cancel buttons (default: no)"]
    preview: Option<bool>,
    #[description = "Your time zone, e.g. Europe/Berlin: away dates and the year of away days follow it"]
    #[autocomplete = "time_zones"]
    #[max_length = 64]
    timezone: Option<String>,
    #[description = "Spend an away day rather than lose a game when your time runs out (default: yes)"]
    protection: Option<bool>,
    #[description = "A DM when a game waits for your move: every turn, a daily digest, or off (default)"]
    notify: Option<NotifyOption>,
    #[description = "Hours with no DM, in your time zone, e.g. 22-7 (what is due waits); off for none"]
    #[max_length = 30]
    quiet: Option<String>,
    #[description = "The hour of your daily digest, in your time zone (0–23, default 9)"]
    #[min = 0]
    #[max = 23]
    digest_hour: Option<u8>,
) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Private, move |s, scene, _| {
        let change = SettingsChange {
            preview_moves: preview,
            time_zone: timezone,
            timeout_protection: protection,
            notify: notify.map(Into::into),
            quiet,
            digest_hour,
        };
        let changed = change != SettingsChange::default();
        let settings =
            if changed { s.change_settings(&scene.user, change)? } else { s.settings(scene.user.id)? };
        Ok(Post::private(words::settings(scene.language, &settings, changed)).into())
    })
    .await
}

/// Autocomplete for `timezone`: IANA names containing what was typed.
async fn time_zones(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices = time_zones_matching(partial, MAX_CHOICES)
        .into_iter()
        .map(|name| serenity::AutocompleteChoice::new(name.clone(), name))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}
