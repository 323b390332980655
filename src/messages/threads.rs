//! A thread per game (`threads.ftl`): the thread's name, the channel's two
//! lines (the game started, the game over), the private word when the bot
//! may not start threads, and `/punct server-settings`.

use crate::messages::fluent::tr;
use crate::messages::privacy;
use crate::messages::service::{mention, result_in};
use crate::rules::Player;
use crate::service::{ChannelId, Game, GameId, Language, People, Seat, ServerSettings, UserId};

/// Discord's longest thread name, in characters.
pub const MAX_THREAD_NAME: usize = 100;

/// A permission a thread per game needs in the channel, named as
/// Discord's server settings name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadPermission {
    /// Create Public Threads.
    CreatePublicThreads,
    /// Send Messages in Threads.
    SendMessagesInThreads,
}

/// The name of `game`'s thread: "PÜNCT #12 · Alice – Bob", cut to
/// Discord's 100 characters. Names, not mentions: a thread's name shows
/// no mention.
pub fn thread_name(language: Language, game: &Game, people: &People) -> String {
    let name = |p: Player| match game.seats[p] {
        Seat::Human(user) if user.is_former_player() => privacy::former_player(language),
        Seat::Human(user) => people.names[p].clone().unwrap_or_else(|| user.0.to_string()),
        Seat::Bot(level) => tr!(language, "computer-with-colour", level = level.name(), colour = p.name()),
    };
    let text = tr!(
        language,
        "thread-name",
        game = game.id.0.to_string(),
        white = name(Player::White),
        black = name(Player::Black)
    );
    text.chars().take(MAX_THREAD_NAME).collect()
}

/// The challenge message once `by` accepted it and the game moved into
/// `thread`: the line its channel keeps.
pub fn challenge_accepted_in_thread(
    language: Language,
    by: UserId,
    game: GameId,
    thread: ChannelId,
) -> String {
    tr!(
        language,
        "challenge-accepted-in-thread",
        user = mention(by),
        game = game.to_string(),
        thread = channel_mention(thread)
    )
}

/// The one line the lobby gets when `game`, played in its thread, ended.
/// The players are mentioned (shown as names) but not pinged: the post
/// allows no mention.
pub fn lobby_game_over(language: Language, game: &Game) -> String {
    let seat = |p: Player| match game.seats[p] {
        Seat::Human(user) => privacy::person(language, user),
        Seat::Bot(level) => tr!(language, "computer-with-colour", level = level.name(), colour = p.name()),
    };
    let result = game.result.map(|r| result_in(language, r)).unwrap_or_default();
    tr!(
        language,
        "lobby-game-over",
        game = game.id.to_string(),
        white = seat(Player::White),
        black = seat(Player::Black),
        result = result,
        thread = channel_mention(game.channel)
    )
}

/// Told privately to a challenger in a server that plays games in threads
/// when the bot lacks `missing` in the channel: the game stays here.
pub fn threads_missing_permission(language: Language, missing: &[ThreadPermission]) -> String {
    let names: Vec<String> =
        missing.iter().map(|&p| format!("**{}**", permission_name(language, p))).collect();
    tr!(language, "threads-missing-permission", permissions = names.join(" + "))
}

/// `/punct server-settings`: the server's settings (`changed` when the
/// command just changed one), and what the bot lacks here for them.
pub fn server_settings(
    language: Language,
    settings: ServerSettings,
    changed: bool,
    missing: &[ThreadPermission],
) -> String {
    let mut text =
        tr!(language, "server-settings-shown", threads = if settings.threads { "on" } else { "off" });
    if settings.threads && !missing.is_empty() {
        text = format!("{text}\n{}", threads_missing_permission(language, missing));
    }
    let role = settings.league_role.map_or_else(|| "none".to_string(), |r| format!("<@&{}>", r.0));
    text = format!("{text}\n{}", tr!(language, "server-settings-league-role", role = role));
    if changed { format!("{}\n{text}", tr!(language, "server-settings-changed")) } else { text }
}

/// Why someone without Manage Server cannot change the server's settings.
pub fn server_settings_manage_only(language: Language) -> String {
    tr!(language, "server-settings-manage-only")
}

/// Why `/punct server-settings` means nothing outside a server.
pub fn server_settings_in_dm(language: Language) -> String {
    tr!(language, "server-settings-in-dm")
}

fn permission_name(language: Language, permission: ThreadPermission) -> String {
    match permission {
        ThreadPermission::CreatePublicThreads => tr!(language, "permission-create-public-threads"),
        ThreadPermission::SendMessagesInThreads => tr!(language, "permission-send-messages-in-threads"),
    }
}

/// A link to a channel or thread, as Discord shows it.
fn channel_mention(channel: ChannelId) -> String {
    format!("<#{}>", channel.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::messages::fluent::take_errors;
    use crate::rules::{ByPlayer, Variant};
    use crate::service::{EndReason, GameResult, Timestamp};
    use crate::service::{NewGame, TimeControl};

    fn game() -> Game {
        NewGame {
            channel: ChannelId(500),
            guild: None,
            seats: ByPlayer { white: Seat::Human(UserId(1)), black: Seat::Human(UserId(2)) },
            variant: Variant::Standard,
            time_control: TimeControl::default(),
            deadline: None,
            at: Timestamp(0),
        }
        .into_row(GameId(12))
    }

    #[test]
    fn a_thread_is_named_after_its_game_and_players_within_discords_limit() {
        let mut people = People {
            names: ByPlayer { white: Some("Alice".into()), black: Some("Bob".into()) },
            ..People::default()
        };
        assert_eq!(thread_name(Language::ENGLISH, &game(), &people), "PÜNCT #12 · Alice – Bob");
        people.names.black = Some("b".repeat(300));
        assert_eq!(thread_name(Language::ENGLISH, &game(), &people).chars().count(), MAX_THREAD_NAME);
        assert_eq!(take_errors(), Vec::<String>::new());
    }

    #[test]
    fn the_lobby_hears_the_result_and_where_the_game_is() {
        let mut over = game();
        over.result = Some(GameResult { winner: Some(Player::Black), reason: EndReason::Connection });
        let line = lobby_game_over(Language::ENGLISH, &over);
        assert_eq!(
            line,
            "Game #12 (<@1> – <@2>) is over: Black wins by connecting two opposite sides. \
             Every move is in its thread: <#500>"
        );
        let missing = [ThreadPermission::CreatePublicThreads, ThreadPermission::SendMessagesInThreads];
        let note = threads_missing_permission(Language::ENGLISH, &missing);
        assert!(note.contains("**Create Public Threads** + **Send Messages in Threads**"), "{note}");
        assert_eq!(take_errors(), Vec::<String>::new());
    }
}
