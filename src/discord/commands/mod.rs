//! The `/punct` command group, one file per feature. Commands are thin:
//! read options, run the service off the executor ([`super::work`]), send
//! what [`super::reply`] builds. Refusals travel as
//! [`BotError::Refused`] to the one error handler, which answers privately.

mod board;
mod challenge;
mod choices;
mod claim;
mod games;
mod help;
mod history;
mod leaderboard;
mod learn;
mod offers;
mod play;
mod puzzle;
mod review;

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::pick::{Purpose, pick};
use super::reply::{Post, Posted};
use super::scene::{Scene, person};
use super::suggest::{MAX_CHOICES, MAX_TEXT};
use super::work::{blocking, remember_board, remember_shown, withdraw_unseen};
use super::{BotError, Context, Data};
use crate::messages::discord::Deed;
use crate::service::{ChannelId, Game, GameId, GameService, PlayerRef};

/// How long a command may work before it tells Discord "thinking…":
/// Discord drops an interaction not answered within 3 s.
const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// PÜNCT, Kris Burm's connection game: challenge someone and play here over days.
#[poise::command(
    slash_command,
    subcommands(
        "challenge::challenge",
        "play::play",
        "board::board",
        "games::games",
        "offers::resign",
        "offers::draw",
        "offers::takeback",
        "claim::claim",
        "history::history",
        "review::review",
        "leaderboard::leaderboard",
        "puzzle::puzzle",
        "learn::learn",
        "help::help"
    ),
    subcommand_required,
    // Installed in servers; offered in their channels and in a DM with the
    // bot (help, your games, your boards, games against the computer).
    // Each subcommand checks the rest through `Scene`.
    install_context = "Guild",
    interaction_context = "Guild|BotDm"
)]
pub async fn punct(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Every command the bot registers, in every language it speaks.
pub fn all() -> Vec<poise::Command<Data, BotError>> {
    let mut commands = vec![punct()];
    super::localize::localize(&mut commands);
    commands
}

/// Where the command comes from and who runs it, read once.
fn scene(ctx: Context<'_>) -> Scene {
    let guild_locale = match ctx {
        poise::Context::Application(actx) => actx.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    Scene::new(ctx.author(), ctx.channel_id(), ctx.guild_id(), ctx.locale().unwrap_or(""), guild_locale)
}

/// The person running the command, as the service knows people.
fn player(ctx: Context<'_>) -> PlayerRef {
    person(ctx.author())
}

fn channel(ctx: Context<'_>) -> ChannelId {
    ChannelId(ctx.channel_id().get())
}

/// The game a command means (see [`pick`]) and its row, once the scene
/// allows it: looking needs [`Scene::may_view`], anything else
/// [`Scene::may_change`] (the game's own channel).
async fn game_for(
    ctx: Context<'_>,
    named: Option<i64>,
    purpose: Purpose,
) -> Result<(GameId, Game), BotError> {
    let scene = scene(ctx);
    let (user, here, language) = (scene.user.id, scene.channel, scene.language);
    let named = named.map(|n| n.to_string());
    let game = blocking(&ctx.data().service, move |s| {
        let mine: Vec<_> = s.games_of(user)?.into_iter().filter(|l| l.game.channel == here).collect();
        let all_here = s.games_in_channel(here)?;
        let looking_back = matches!(purpose, Purpose::View | Purpose::Review) && named.is_none();
        let ended = if looking_back { s.last_finished_in_channel(here)? } else { None };
        let id = pick(named.as_deref(), &mine, &all_here, ended.as_ref(), purpose, language)
            .map_err(BotError::Refused)?;
        match all_here.into_iter().chain(ended).find(|g| g.id == id) {
            Some(row) => Ok(row),
            None => Ok(s.game(id)?.game),
        }
    })
    .await?;
    let allowed = match purpose {
        Purpose::View | Purpose::Review => scene.may_view(&game),
        Purpose::Move | Purpose::Act | Purpose::Claim => scene.may_change(&game),
    };
    allowed.map_err(BotError::Refused)?;
    Ok((game.id, game))
}

/// Runs `work`; if it takes longer than [`DEFER_AFTER`], tells Discord the
/// answer is coming first. Refusals, which come quickly, so stay private.
/// The work is seen through even when Discord cannot be told: it may be
/// a move being committed, whose player must hear that it was played.
async fn patiently<T>(
    ctx: Context<'_>,
    work: impl Future<Output = Result<T, BotError>>,
) -> Result<T, BotError> {
    tokio::pin!(work);
    tokio::select! {
        done = &mut work => done,
        () = tokio::time::sleep(DEFER_AFTER) => {
            if let Err(e) = ctx.defer().await {
                warn!(error = %BotError::from(e), "could not tell Discord an answer is coming");
            }
            work.await
        }
    }
}

/// The pipeline of a command that only looks: `show` (reading and the
/// picture) runs off the executor, Discord is told "thinking…" if it takes
/// longer than [`DEFER_AFTER`], and the answer is sent and remembered.
/// Deferral lives here, not in each command.
async fn look<F>(ctx: Context<'_>, show: F) -> Result<(), BotError>
where
    F: FnOnce(&GameService) -> Result<Post, BotError> + Send + 'static,
{
    let post = patiently(ctx, blocking(&ctx.data().service, show)).await?;
    answer(ctx, post).await
}

/// The pipeline of a command that changes something: `commit` (the one
/// service call) says what it did (nothing that counts: `None`), then `show` builds the answer, both off
/// the executor as in [`look`]. From the commit on, a failure is only the
/// answer's: the player hears that the deed counted ([`Deed`]), and a
/// challenge nobody could see is withdrawn rather than left waiting.
async fn respond<C, F, G>(ctx: Context<'_>, commit: F, show: G) -> Result<(), BotError>
where
    C: Send + 'static,
    F: FnOnce(&GameService) -> Result<(C, Option<Deed>), BotError> + Send + 'static,
    G: FnOnce(&GameService, C) -> Result<Post, BotError> + Send + 'static,
{
    let done = patiently(
        ctx,
        blocking(&ctx.data().service, move |s| {
            let (done, deed) = commit(s)?;
            show(s, done).map(|post| (post, deed)).map_err(|e| after(e, deed))
        }),
    )
    .await;
    let failed = match done {
        Ok((post, deed)) => match answer(ctx, post).await {
            Ok(()) => return Ok(()),
            Err(e) => after(e, deed),
        },
        Err(e) => e,
    };
    Err(withdraw_unseen(&ctx.data().service, failed, player(ctx).id).await)
}

/// `error`, the failure of the answer to `deed` if anything was done.
fn after(error: BotError, deed: Option<Deed>) -> BotError {
    match deed {
        Some(deed) => error.after(deed),
        None => error,
    }
}

/// Sends `post` as the command's answer. A board is then recorded as
/// shown and remembered as its game's latest, which needs the message's
/// id: Discord answers an interaction response without it, so it is read
/// back (and if that fails, the board was shown all the same).
async fn answer(ctx: Context<'_>, post: Post) -> Result<(), BotError> {
    let handle = ctx.send(post.to_reply()).await?;
    if post.board.is_none() || post.ephemeral {
        return Ok(());
    }
    match handle.message().await {
        Ok(message) => remember_board(&ctx.data().service, &post, Posted::from(&*message)).await,
        Err(e) => {
            warn!(error = %BotError::from(e), "could not read back a board message");
            remember_shown(&ctx.data().service, &post, channel(ctx)).await;
        }
    }
    Ok(())
}

/// Autocomplete for `game`: the player's games in this channel, then the
/// channel's other games.
async fn games_here(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let (user, here, language) = (player(ctx).id, channel(ctx), scene(ctx).language);
    let typed = partial.trim().trim_start_matches('#').to_string();
    let found = blocking(&ctx.data().service, move |s| {
        let mut games: Vec<(Game, bool)> = s
            .games_of(user)?
            .into_iter()
            .filter(|l| l.game.channel == here)
            .map(|l| (l.game, l.your_turn))
            .collect();
        for g in s.games_in_channel(here)? {
            if !games.iter().any(|(mine, _)| mine.id == g.id) {
                games.push((g, false));
            }
        }
        let mut named = Vec::new();
        for (g, your_turn) in
            games.into_iter().filter(|(g, _)| g.id.0.to_string().starts_with(&typed)).take(MAX_CHOICES)
        {
            let names = super::work::names(s, language, &g)?;
            named.push((
                g.id,
                crate::messages::discord::game_choice(language, &g, &names, your_turn, MAX_TEXT),
            ));
        }
        Ok(named)
    })
    .await
    .unwrap_or_default();
    let choices = found.into_iter().map(|(id, name)| serenity::AutocompleteChoice::new(name, id.0)).collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The value of option `name` in the interaction (also while it is still
/// being typed, for autocomplete).
fn option_text(ctx: Context<'_>, name: &str) -> Option<String> {
    let poise::Context::Application(actx) = ctx else { return None };
    find_option(&actx.interaction.data.options, name)
}

fn find_option(options: &[serenity::CommandDataOption], name: &str) -> Option<String> {
    use serenity::CommandDataOptionValue as V;
    options.iter().find_map(|o| match &o.value {
        V::SubCommand(inner) | V::SubCommandGroup(inner) => find_option(inner, name),
        _ if o.name != name => None,
        V::String(s) => Some(s.clone()),
        V::Integer(i) => Some(i.to_string()),
        V::Autocomplete { value, .. } => Some(value.clone()),
        _ => None,
    })
}

/// Sentences in `messages` name commands; this holds them to the ones
/// registered (the test lives here, the layer that owns the commands).
#[cfg(test)]
mod named_commands {
    use std::collections::HashSet;

    use super::all;

    /// Every command a sentence tells players to use must exist: all live in
    /// the `/punct` group, and each named subcommand must be registered.
    #[test]
    fn every_command_named_to_players_exists() {
        let registered: HashSet<String> =
            all().iter().flat_map(|group| group.subcommands.iter().map(|c| c.name.to_string())).collect();
        assert!(registered.contains("move") && registered.contains("challenge"), "{registered:?}");
        let files = [
            ("discord.rs", include_str!("../../messages/discord.rs")),
            ("service.rs", include_str!("../../messages/service.rs")),
            ("play.rs", include_str!("../../messages/play.rs")),
            ("terminal.rs", include_str!("../../messages/terminal.rs")),
            ("setup.rs", include_str!("../../messages/setup.rs")),
        ];
        for (file, text) in files {
            for (at, _) in text.match_indices("`/") {
                let rest = &text[at + 2..];
                if rest.starts_with("punct`") {
                    continue; // the group itself
                }
                let Some(sub) = rest.strip_prefix("punct ") else {
                    panic!("{file}: a command outside /punct: {}", &rest[..rest.len().min(30)]);
                };
                if sub.starts_with('{') {
                    continue; // a name filled in at run time, e.g. `/punct {command}`
                }
                let name: String = sub.chars().take_while(|c| c.is_ascii_lowercase()).collect();
                assert!(registered.contains(&name), "{file}: /punct {name} is not a command");
            }
        }
    }
}
