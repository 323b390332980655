//! The `/punct` command group, one file per feature. Commands are thin:
//! they read their options and hand [`super::interaction`] what they ask
//! of the service and how its answer is shown; the pipeline does the rest
//! (deferral, sending, remembering, the private refusal).
//!
//! Where things are (one line per file, its one job):
//!
//! - `challenge.rs` (with `choices.rs`, its fixed menus), `play.rs` (`/punct move`),
//!   `offers.rs` (resign, draw, takeback), `claim.rs` — playing.
//! - `board.rs`, `games.rs`, `history.rs`, `review.rs`, `leaderboard.rs` — looking.
//! - `analyse.rs` — planning ahead: `/punct analyse` (the private analysis board) and `/punct plan`.
//! - `learn.rs`, `puzzle.rs`, `help.rs` — learning.
//! - `settings.rs` — a player's own settings.
//! - `away.rs` — away days: `/punct away` and `/punct back`.
//! - `league.rs` — leagues: `/punct league create|start|standings|leave|cancel`.
//! - `server_settings.rs` — `/punct server-settings`: a server's choices (a thread per game).
//! - `privacy.rs`, `forget_me.rs` — a player's own data: `/punct privacy` and `/punct forget-me`.

mod analyse;
mod away;
pub(crate) mod board;
mod challenge;
mod choices;
mod claim;
mod games;
mod help;
mod history;
mod leaderboard;
mod league;
mod learn;
pub(crate) mod offers;
mod play;
mod puzzle;
mod review;
mod server_settings;
mod settings;
// A player's own data.
pub(crate) mod forget_me;
mod privacy;

use poise::serenity_prelude as serenity;

use super::interaction::{Answer, Done, suggestions};
use super::reply::Post;
use super::suggest::{MAX_CHOICES, MAX_TEXT};
use super::{BotError, Context, Data};
use crate::messages::discord::{self as words, Deed};
use crate::service::GameId;

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
        "analyse::analyse",
        "analyse::plan",
        "leaderboard::leaderboard",
        "league::league",
        "puzzle::puzzle",
        "learn::learn",
        "settings::settings",
        "away::away",
        "away::back",
        "server_settings::server_settings",
        "privacy::privacy",
        "forget_me::forget_me",
        "help::help"
    ),
    subcommand_required,
    // Installed in servers and by users; offered in servers' channels, in
    // a DM with the bot (help, your games, games against the computer) and
    // in private channels, DMs and group DMs between friends, where a
    // user's install lets the bot answer but not post (see `Scene::place`).
    // Each subcommand checks the rest through `Scene`.
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn punct(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Every command the bot registers, in every language it speaks.
pub fn all() -> Vec<poise::Command<Data, BotError>> {
    let mut commands = vec![punct(), challenge::challenge_member()];
    super::localize::localize(&mut commands);
    commands
}

/// Longest move text read from an option: the longest move is 14
/// characters; the rest is slack for spaces.
const MAX_MOVE_CHARS: usize = 60;

/// The `game` option as the service takes it (Discord holds it to 1 or
/// more).
fn named(game: Option<i64>) -> Option<GameId> {
    game.map(GameId)
}

/// `post` as the answer to `deed`, committed: from the commit on, a
/// failure (drawing the board) is only the answer's, so the player hears
/// that the deed counted.
fn committed(deed: Deed, post: Result<Post, BotError>) -> Result<Done, BotError> {
    match post {
        Ok(post) => Ok(Done::after(deed, Answer::Post(post))),
        Err(e) => Err(e.after(deed)),
    }
}

/// Autocomplete for `game`: the player's games in this channel, then the
/// channel's other games.
async fn games_here(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let typed = partial.trim().trim_start_matches('#').to_string();
    suggestions(ctx, move |s, scene| {
        let (user, language) = (scene.user.id, scene.language);
        let games = s.games_here(user, scene.channel, &typed, MAX_CHOICES)?;
        Ok(games
            .into_iter()
            .map(|(l, people)| {
                let names = words::seat_names(language, &l.game, &people);
                let name = words::game_choice(language, &l.game, &names, l.your_turn, MAX_TEXT);
                serenity::AutocompleteChoice::new(name, l.game.id.0)
            })
            .collect())
    })
    .await
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
