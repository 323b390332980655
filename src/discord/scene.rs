//! Where an action comes from (server, channel, person), read once from
//! the interaction, and whom one may challenge from there. Which games
//! may be changed or looked at from here is the service's rule
//! ([`crate::service::GameService::pick`]), asked with [`Scene::here`].
//!
//! Why one place: a check written in two commands is a check missing from
//! the third. Commands and buttons both resolve a [`Scene`] first and ask
//! it; the sentences come from `messages`.
//!
//! - People are challenged in a server channel, and only members of that
//!   server who can see the channel; not oneself, not other bots. The
//!   computer can be played anywhere, a DM with the bot included.

use poise::serenity_prelude as serenity;

use crate::messages::discord as words;
use crate::messages::threads::ThreadPermission;
use crate::service::{ChannelId, GuildId, Here, Language, Level, Opponent, PlayerRef, RoleId, UserId};

/// Where and by whom an action was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scene {
    /// Who acts.
    pub user: PlayerRef,
    /// The channel the interaction came from.
    pub channel: ChannelId,
    /// Its server; `None` in a DM with the bot.
    pub guild: Option<GuildId>,
    /// The language of answers only the user sees: their own (Discord's
    /// `locale`).
    pub language: Language,
    /// The language of posts everyone here sees: the server's
    /// (`guild_locale`), or in a DM the user's own.
    pub public: Language,
    /// The server's language, when Discord said (remembered for the posts
    /// the bot makes there on its own).
    pub server: Option<Language>,
    /// What the interaction says the bot and the asker may do here.
    pub rights: Rights,
    /// What kind of place this is, and whether the bot is in it.
    pub place: Place,
    /// The asker's roles in the server (the server may name one whose
    /// members organise leagues); empty in a DM.
    pub roles: Vec<RoleId>,
}

/// Where an interaction happens, as its `context` and the app's
/// installation say (Discord's interaction contexts).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Place {
    /// A server channel, the bot a member of the server.
    #[default]
    Server,
    /// The DM between the bot and the user.
    BotDm,
    /// Somewhere the bot is not a member and was reached through a user's
    /// install: a DM or group DM between friends, or a server without the
    /// bot. It can answer interactions there but post nothing by itself.
    Elsewhere,
}

impl Place {
    /// The place of an interaction: a private channel (context 2) is
    /// always elsewhere; a server channel is the bot's own only when the
    /// app is installed in that server.
    pub fn of(
        context: Option<serenity::InteractionContext>,
        guild: Option<serenity::GuildId>,
        owners: &serenity::AuthorizingIntegrationOwners,
    ) -> Place {
        use serenity::{AuthorizingIntegrationOwner as Owner, InteractionContext as Context};
        let installed_here = |guild: serenity::GuildId| {
            owners.0.iter().any(|o| matches!(o, Owner::GuildInstall(Some(g)) if *g == guild))
        };
        match (context, guild) {
            (Some(Context::PrivateChannel), _) => Place::Elsewhere,
            (Some(Context::BotDm), _) | (_, None) => Place::BotDm,
            // Discord always names the owners; without any (an old
            // payload) the bot is taken to be there, as before.
            (_, Some(guild)) if owners.0.is_empty() || installed_here(guild) => Place::Server,
            (_, Some(_)) => Place::Elsewhere,
        }
    }
}

/// What an interaction says of the place and the people's permissions
/// there: Discord resolves them (roles and channel overwrites), so the bot
/// asks nothing more.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rights {
    /// The interaction comes from a thread (where no thread can start).
    pub in_thread: bool,
    /// The asker has Manage Server (`member.permissions`).
    pub manages_server: bool,
    /// The bot's permissions here (`app_permissions`), if Discord said.
    bot: Option<serenity::Permissions>,
}

impl Rights {
    /// The rights an interaction gives: the channel's type, the bot's
    /// permissions here and the asker's.
    pub fn of(
        channel: Option<&serenity::PartialChannel>,
        bot: Option<serenity::Permissions>,
        asker: Option<serenity::Permissions>,
    ) -> Rights {
        use serenity::ChannelType;
        let in_thread = channel.is_some_and(|c| {
            matches!(c.kind, ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread)
        });
        let manages_server = asker.is_some_and(|p| p.contains(serenity::Permissions::MANAGE_GUILD));
        Rights { in_thread, manages_server, bot }
    }

    /// Whether the bot may start a public thread here and post in it.
    pub fn bot_can_thread(&self) -> bool {
        self.missing_for_threads().is_empty()
    }

    /// The permissions the bot lacks here for a thread per game (empty
    /// when it has them all).
    pub fn missing_for_threads(&self) -> Vec<ThreadPermission> {
        use serenity::Permissions;
        let bot = self.bot.unwrap_or_else(Permissions::empty);
        [
            (Permissions::CREATE_PUBLIC_THREADS, ThreadPermission::CreatePublicThreads),
            (Permissions::SEND_MESSAGES_IN_THREADS, ThreadPermission::SendMessagesInThreads),
        ]
        .into_iter()
        .filter(|(p, _)| !bot.contains(*p))
        .map(|(_, named)| named)
        .collect()
    }
}

/// Whom a `/punct challenge` names, as the interaction describes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invitee {
    /// Nobody: an open challenge.
    Anyone,
    /// The bot itself: a game against the computer.
    Computer(Level),
    /// A user.
    Person {
        /// Who.
        user: PlayerRef,
        /// Whether it is a bot account.
        is_bot: bool,
        /// Their membership of this server, if they are a member.
        member: Option<Membership>,
    },
}

/// What the interaction's `resolved.members` says of a member.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Membership {
    /// Whether they can see this channel; `None` when Discord did not say.
    pub can_view_channel: Option<bool>,
}

impl Scene {
    /// The scene of an interaction.
    pub fn new(
        user: &serenity::User,
        channel: serenity::ChannelId,
        guild: Option<serenity::GuildId>,
        locale: &str,
        guild_locale: Option<&str>,
    ) -> Scene {
        let language = Language::from_discord(locale);
        let server = match (guild, guild_locale) {
            (Some(_), Some(server)) => Some(Language::from_discord(server)),
            _ => None,
        };
        Scene {
            user: person(user),
            channel: ChannelId(channel.get()),
            guild: guild.map(|g| GuildId(g.get())),
            language,
            public: server.unwrap_or(language),
            server,
            rights: Rights::default(),
            place: if guild.is_some() { Place::Server } else { Place::BotDm },
            roles: Vec::new(),
        }
    }

    /// The scene of a slash command or its autocomplete.
    pub fn of_command(command: &serenity::CommandInteraction) -> Scene {
        let (user, guild_locale) = (&command.user, command.guild_locale.as_deref());
        let asker = command.member.as_ref().and_then(|m| m.permissions);
        let owners = &command.authorizing_integration_owners;
        Scene {
            rights: Rights::of(command.channel.as_ref(), command.app_permissions, asker),
            place: Place::of(command.context, command.guild_id, owners),
            roles: roles(command.member.as_deref()),
            ..Scene::new(user, command.channel_id, command.guild_id, &command.locale, guild_locale)
        }
    }

    /// The scene of a button press or a menu choice.
    pub fn of_press(press: &serenity::ComponentInteraction) -> Scene {
        let asker = press.member.as_ref().and_then(|m| m.permissions);
        Scene {
            rights: Rights::of(press.channel.as_ref(), press.app_permissions, asker),
            place: Place::of(press.context, press.guild_id, &press.authorizing_integration_owners),
            roles: roles(press.member.as_ref()),
            ..Scene::new(
                &press.user,
                press.channel_id,
                press.guild_id,
                &press.locale,
                press.guild_locale.as_deref(),
            )
        }
    }

    /// Where and by whom, as the service asks.
    pub fn here(&self) -> Here {
        Here { user: self.user.id, channel: self.channel, guild: self.guild }
    }

    /// Whether this is the DM with the bot, where what only the user may
    /// see can be a plain message.
    pub fn in_dm(&self) -> bool {
        self.place == Place::BotDm
    }

    /// Whether the bot may post here by itself (reminders, notices, the
    /// computer's late moves): not where it only answers.
    pub fn bot_posts(&self) -> bool {
        self.place != Place::Elsewhere
    }

    /// The opponent a challenge from here may have.
    ///
    /// # Errors
    /// The sentence saying why this challenge cannot be made here; nothing
    /// is stored.
    pub fn opponent(&self, invitee: Invitee) -> Result<Opponent, String> {
        match invitee {
            Invitee::Computer(level) => Ok(Opponent::Bot(level)),
            _ if self.in_dm() => Err(words::challenge_people_in_a_server(self.language)),
            Invitee::Anyone => Ok(Opponent::Anyone),
            Invitee::Person { user, .. } if user.id == self.user.id => {
                Err(words::cannot_challenge_yourself(self.language))
            }
            Invitee::Person { is_bot: true, .. } => Err(words::cannot_challenge_bot(self.language)),
            // A DM or group DM between friends: no server to be a member
            // of; whoever the command could name is in the conversation.
            Invitee::Person { user, .. } if self.guild.is_none() => Ok(Opponent::User(user)),
            Invitee::Person { user, member: None, .. } => Err(words::not_a_member(self.language, user.id)),
            Invitee::Person { user, member: Some(Membership { can_view_channel: Some(false) }), .. } => {
                Err(words::cannot_see_channel(self.language, user.id))
            }
            Invitee::Person { user, .. } => Ok(Opponent::User(user)),
        }
    }
}

/// A Discord user as the service knows people: the display name
/// preferred, the username kept for pictures that cannot draw it.
pub fn person(user: &serenity::User) -> PlayerRef {
    let name = user.global_name.clone().unwrap_or_else(|| user.name.clone());
    PlayerRef::new(UserId(user.id.get()), name).with_username(user.name.clone())
}

/// The roles Discord says the asker has in the server.
fn roles(member: Option<&serenity::Member>) -> Vec<RoleId> {
    member.map(|m| m.roles.iter().map(|r| RoleId(r.get())).collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALICE: UserId = UserId(1);
    const BOB: UserId = UserId(2);

    fn scene(user: UserId, channel: u64, guild: Option<u64>) -> Scene {
        Scene {
            user: PlayerRef::new(user, "someone"),
            channel: ChannelId(channel),
            guild: guild.map(GuildId),
            language: Language::ENGLISH,
            public: Language::ENGLISH,
            server: None,
            rights: Rights::default(),
            place: if guild.is_some() { Place::Server } else { Place::BotDm },
            roles: Vec::new(),
        }
    }

    fn invitee(user: UserId, is_bot: bool, member: Option<Option<bool>>) -> Invitee {
        Invitee::Person {
            user: PlayerRef::new(user, "them"),
            is_bot,
            member: member.map(|can_view_channel| Membership { can_view_channel }),
        }
    }

    #[test]
    fn people_are_challenged_in_a_server_they_are_in_and_can_see() {
        let here = scene(ALICE, 10, Some(100));
        assert_eq!(here.opponent(Invitee::Anyone), Ok(Opponent::Anyone));
        assert_eq!(here.opponent(Invitee::Computer(Level::Easy)), Ok(Opponent::Bot(Level::Easy)));
        assert_eq!(
            here.opponent(invitee(BOB, false, Some(Some(true)))),
            Ok(Opponent::User(PlayerRef::new(BOB, "them")))
        );
        assert!(here.opponent(invitee(BOB, false, Some(None))).is_ok(), "permissions not given");
        let cannot_see = here.opponent(invitee(BOB, false, Some(Some(false)))).expect_err("no VIEW_CHANNEL");
        assert!(cannot_see.contains("can't see this channel"), "{cannot_see}");
        let stranger = here.opponent(invitee(BOB, false, None)).expect_err("not a member");
        assert!(stranger.contains("not a member"), "{stranger}");
        assert!(here.opponent(invitee(BOB, true, Some(Some(true)))).is_err(), "another bot");
        let me = here.opponent(invitee(ALICE, false, Some(Some(true)))).expect_err("oneself");
        assert!(me.contains("yourself"), "{me}");
    }

    #[test]
    fn from_a_dm_only_the_computer_can_be_challenged() {
        let dm = scene(ALICE, 30, None);
        assert_eq!(dm.opponent(Invitee::Computer(Level::Hard)), Ok(Opponent::Bot(Level::Hard)));
        for refused in [Invitee::Anyone, invitee(BOB, false, Some(Some(true))), invitee(BOB, false, None)] {
            let text = dm.opponent(refused).expect_err("people from a DM");
            assert!(text.starts_with("Challenge people in a server channel they can see"), "{text}");
        }
    }
}
