//! `/punct challenge`: a challenge with Accept / Decline buttons; without
//! an opponent, one anyone in the channel may accept (Accept / Cancel);
//! when the opponent is the bot itself, a game against the computer at once.
//! The same challenge from a member's Apps menu: "Challenge to PÜNCT".

use poise::serenity_prelude as serenity;

use super::choices::{ClockOption, ColourOption, DaysOption, LevelOption, VariantOption};
use super::committed;
use crate::discord::interaction::{self, Shape};
use crate::discord::reply::challenge_post;
use crate::discord::scene::{Invitee, Membership, Scene, person};
use crate::discord::work::board_post;
use crate::discord::{BotError, Context};
use crate::messages::discord::{self as words, Deed};
use crate::messages::service as game_words;
use crate::messages::threads as thread_words;
use crate::service::{ChallengeRequest, Challenged, GameService, TimeControl};

/// Challenge someone, or anyone here, to a game of PÜNCT (pick me to play the computer).
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you want to play (leave out to let anyone here accept); pick me to play the computer"]
    opponent: Option<serenity::User>,
    #[description = "standard (default) or basic"] variant: Option<VariantOption>,
    #[description = "Time for each move (default 3 days)"] days: Option<DaysOption>,
    #[description = "Your colour (default: drawn by lot)"] color: Option<ColourOption>,
    #[description = "The computer's strength, when you play me (default medium)"] level: Option<LevelOption>,
    #[description = "A time bank instead of days per move: each move adds time, never above the bank"]
    clock: Option<ClockOption>,
) -> Result<(), BotError> {
    let time = match (days, clock) {
        (Some(_), Some(_)) => None,
        (days, None) => Some(days.map_or_else(Default::default, Into::into)),
        (None, Some(clock)) => Some(clock.into()),
    };
    challenge_with(ctx, opponent, variant, time, color, level).await
}

/// Challenge to PÜNCT (a member's Apps menu): the same challenge as `/punct challenge` with them.
#[poise::command(
    context_menu_command = "Challenge to PÜNCT",
    install_context = "Guild|User",
    interaction_context = "Guild|PrivateChannel"
)]
pub async fn challenge_member(ctx: Context<'_>, member: serenity::User) -> Result<(), BotError> {
    challenge_with(ctx, Some(member), None, Some(Default::default()), None, None).await
}

/// A challenge as `/punct challenge` makes it, its options given; `time`
/// is `None` when both days per move and a bank were asked for.
async fn challenge_with(
    ctx: Context<'_>,
    opponent: Option<serenity::User>,
    variant: Option<VariantOption>,
    time: Option<TimeControl>,
    color: Option<ColourOption>,
    level: Option<LevelOption>,
) -> Result<(), BotError> {
    let invitee = match opponent {
        None => Invitee::Anyone,
        Some(user) if user.id == ctx.framework().bot_id() => {
            Invitee::Computer(level.map_or_else(Default::default, Into::into))
        }
        Some(user) => {
            Invitee::Person { user: person(&user), is_bot: user.bot, member: membership(ctx, user.id) }
        }
    };
    interaction::command(ctx, Shape::Public, move |s, scene, _| {
        let time_control = time.ok_or_else(|| BotError::Refused(words::days_or_clock(scene.language)))?;
        let opponent = scene.opponent(invitee).map_err(BotError::Refused)?;
        let request = ChallengeRequest {
            challenger: scene.user.clone(),
            channel: scene.channel,
            guild: scene.guild,
            opponent,
            variant: variant.map_or(crate::rules::Variant::Standard, Into::into),
            time_control,
            colour: color.map_or_else(Default::default, Into::into),
        };
        let language = scene.public;
        match s.challenge(request)? {
            Challenged::Pending(c) => {
                let done = committed(Deed::Challenged(c.id, false), Ok(challenge_post(language, &c)))?;
                Ok(done.noting(thread_refused(s, scene)))
            }
            Challenged::Started(u) => {
                let text = game_words::game_started(language, &u);
                let board = board_post(language, &u.game, &u.position, &u.people, &text, &u.notify);
                committed(Deed::Started(u.game.id), board)
            }
        }
    })
    .await
}

/// In a server that plays each game in a thread of its own, when the bot
/// may not start one here: what the challenger is told privately (the game
/// will be played in this channel). Asked only then, so a challenge
/// anywhere else costs no read more.
fn thread_refused(s: &GameService, scene: &Scene) -> Option<String> {
    let missing = scene.rights.missing_for_threads();
    let guild = scene.guild.filter(|_| !missing.is_empty() && !scene.rights.in_thread)?;
    match s.server_settings(guild) {
        Ok(settings) if settings.threads => {
            Some(thread_words::threads_missing_permission(scene.language, &missing))
        }
        Ok(_) => None,
        Err(e) => {
            tracing::warn!(error = %e, "could not read whether this server plays games in threads");
            None
        }
    }
}

/// What the interaction says of `user` as a member of this server: absent
/// from `resolved.members` means not a member; their `permissions` there
/// are the ones they have in this channel, overwrites included.
fn membership(ctx: Context<'_>, user: serenity::UserId) -> Option<Membership> {
    let poise::Context::Application(actx) = ctx else { return None };
    let member = actx.interaction.data.resolved.members.get(&user)?;
    let can_view_channel = member.permissions.map(|p| p.contains(serenity::Permissions::VIEW_CHANNEL));
    Some(Membership { can_view_channel })
}
