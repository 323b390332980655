//! `/punct league`: leagues in a server — `create` (the sign-up post with
//! Join and Leave), `start`, `standings`, `leave`, `cancel`. The league
//! lives in the channel it was created in; its rounds are posted there by
//! `crate::discord::leagues`.

use poise::serenity_prelude as serenity;

use super::choices::{ClockOption, DaysOption, VariantOption};
use crate::discord::interaction::{self, Answer, Done, Shape, suggestions};
use crate::discord::leagues::{self, organiser};
use crate::discord::reply::Post;
use crate::discord::scene::Scene;
use crate::discord::suggest::{MAX_CHOICES, MAX_TEXT};
use crate::discord::{BotError, Context};
use crate::messages::discord::{self as discord_words, Deed};
use crate::messages::leagues as words;
use crate::service::{GameService, GuildId, LeagueId, LeagueStatus, LeagueTerms, MAX_LEAGUE_NAME_CHARS};

/// Leagues: round robins in this server, paired and kept by the bot.
#[poise::command(
    slash_command,
    subcommands("create", "start", "standings", "leave", "cancel"),
    subcommand_required
)]
pub async fn league(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Create a league in this channel, with a sign-up post (Manage Server or the league role).
#[poise::command(slash_command)]
pub async fn create(
    ctx: Context<'_>,
    #[description = "The league's name, e.g. Winter league"]
    #[max_length = 50]
    name: String,
    #[description = "standard (default) or basic"] variant: Option<VariantOption>,
    #[description = "Time for each move (default 3 days)"] days: Option<DaysOption>,
    #[description = "A time bank instead of days per move"] clock: Option<ClockOption>,
    #[description = "1: everyone plays everyone once (default); 2: twice, colours swapped"]
    #[min = 1]
    #[max = 2]
    rounds: Option<u8>,
    #[description = "When sign-ups close and round 1 starts, e.g. 2026-12-24 18:00 (your time zone)"]
    #[max_length = 40]
    starts: Option<String>,
) -> Result<(), BotError> {
    let name: String = name.chars().take(MAX_LEAGUE_NAME_CHARS * 2).collect();
    interaction::command(ctx, Shape::Public, move |s, scene, _| {
        let guild = in_server(scene)?;
        let time_control = match (days, clock) {
            (Some(_), Some(_)) => {
                return Err(BotError::Refused(discord_words::days_or_clock(scene.language)));
            }
            (days, None) => days.map_or_else(Default::default, Into::into),
            (None, Some(clock)) => clock.into(),
        };
        let terms = LeagueTerms {
            name,
            variant: variant.map_or(crate::rules::Variant::Standard, Into::into),
            time_control,
            cycles: rounds.unwrap_or(1),
            starts,
        };
        let view = s.create_league(guild, scene.channel, &organiser(scene), &scene.user, &terms)?;
        Ok(Done::after(Deed::League(view.league.id), Answer::Post(leagues::signup_post(&view))))
    })
    .await
}

/// Close sign-ups and start round 1 now (the organiser, or Manage Server).
#[poise::command(slash_command)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "Which league (default: the one in this channel)"]
    #[autocomplete = "leagues_here"]
    #[max_length = 100]
    league: Option<String>,
) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Public, move |s, scene, _| {
        let id = meant(s, scene, league.as_deref())?;
        let view = s.start_league(id, &organiser(scene))?;
        Ok(leagues::started(&view))
    })
    .await?;
    // Round 1's opening and boards, at once rather than at the
    // background task's next round.
    leagues::deliver_news(&ctx.serenity_context().http, &ctx.data().service).await;
    Ok(())
}

/// A league's table: points, wins, draws, losses and Sonneborn–Berger, as a picture.
#[poise::command(slash_command)]
pub async fn standings(
    ctx: Context<'_>,
    #[description = "Which league (default: the one in this channel)"]
    #[autocomplete = "leagues_here"]
    #[max_length = 100]
    league: Option<String>,
) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Public, move |s, scene, _| {
        let id = meant(s, scene, league.as_deref())?;
        let table = s.league_standings(id)?;
        Ok(leagues::standings_post(scene.public, &table)?.into())
    })
    .await
}

/// Leave a league: before it starts you are simply out; after, your games are resigned (asks first).
#[poise::command(slash_command)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "Which league (default: the one in this channel)"]
    #[autocomplete = "leagues_here"]
    #[max_length = 100]
    league: Option<String>,
) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Private, move |s, scene, _| {
        let id = meant(s, scene, league.as_deref())?;
        if s.league(id)?.league.status == LeagueStatus::SignUp {
            let (_, private) = leagues::left(s, scene, id)?;
            return Ok(Done::after(Deed::League(id), Answer::Post(Post::private(private))));
        }
        Ok(leagues::leave_question(s, scene, id)?.into())
    })
    .await
}

/// Cancel a league: no more rounds; games going on continue (the organiser, or Manage Server).
#[poise::command(slash_command)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "Which league (default: the one in this channel)"]
    #[autocomplete = "leagues_here"]
    #[max_length = 100]
    league: Option<String>,
) -> Result<(), BotError> {
    interaction::command(ctx, Shape::Public, move |s, scene, _| {
        let id = meant(s, scene, league.as_deref())?;
        let view = s.cancel_league(id, &organiser(scene))?;
        let text = words::cancelled(scene.public, &view.league, scene.user.id);
        Ok(Done::after(Deed::League(id), Answer::Post(Post::text(text))))
    })
    .await
}

/// The server, or the refusal that leagues live in servers.
fn in_server(scene: &Scene) -> Result<GuildId, BotError> {
    scene.guild.ok_or_else(|| BotError::Refused(words::in_dm(scene.language)))
}

/// The league the `league` option (or, without it, this channel) means.
fn meant(s: &GameService, scene: &Scene, named: Option<&str>) -> Result<LeagueId, BotError> {
    let guild = in_server(scene)?;
    Ok(s.league_here(guild, scene.channel, named)?)
}

/// Autocomplete for `league`: this server's leagues, those going on first.
async fn leagues_here(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let typed: String = partial.chars().take(60).collect();
    suggestions(ctx, move |s, scene| {
        let Some(guild) = scene.guild else { return Ok(Vec::new()) };
        Ok(s.leagues_of_server(guild, &typed, MAX_CHOICES)?
            .into_iter()
            .map(|l| {
                let name: String = l.name.chars().take(MAX_TEXT).collect();
                serenity::AutocompleteChoice::new(name, l.id.0.to_string())
            })
            .collect())
    })
    .await
}
