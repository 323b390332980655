//! `/punct away` and `/punct back`: away days, answered privately. Away
//! with no option shows how things stand.

use crate::discord::interaction::{self, Shape};
use crate::discord::reply::Post;
use crate::discord::{BotError, Context};
use crate::messages::discord as words;
use crate::service::{AwayFor, ServiceError};

/// Stop the clocks of all your games while you are away (counts against your yearly away days).
#[poise::command(slash_command)]
pub async fn away(
    ctx: Context<'_>,
    #[description = "How many days you are away, from now"]
    #[min = 1]
    #[max = 366]
    days: Option<u32>,
    #[description = "The day you are back, e.g. 2026-12-24 (in your time zone)"]
    #[max_length = 30]
    until: Option<String>,
) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Private, move |s, scene, _| {
        let language = scene.language;
        let stay = match (days, until) {
            (Some(_), Some(_)) => return Err(ServiceError::AwayDaysOrDate.into()),
            (Some(days), None) => AwayFor::Days(days),
            (None, Some(date)) => AwayFor::Until(date),
            (None, None) => {
                return Ok(Post::private(words::away_status(language, &s.away_status(scene.user.id)?)).into());
            }
        };
        Ok(Post::private(words::away_set(language, &s.go_away(&scene.user, &stay)?)).into())
    })
    .await
}

/// You are back early: your clocks start again and unused away days come back.
#[poise::command(slash_command)]
pub async fn back(ctx: Context<'_>) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Private, move |s, scene, _| {
        Ok(Post::private(words::away_back(scene.language, &s.come_back(scene.user.id)?)).into())
    })
    .await
}
