//! Gateway payloads the stand-in sends, in the shape Discord sends today
//! (developer docs, "Interactions → Receiving and Responding", API v10).

use serde_json::{Map, Value, json};

/// A Discord user taking part in a test.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    /// The user's snowflake.
    pub id: u64,
    /// Their username (also used as display name).
    pub name: String,
    /// Whether it is a bot account.
    pub bot: bool,
    /// What they are to the server an interaction comes from.
    pub membership: Membership,
    /// Their roles in the server.
    pub roles: Vec<u64>,
}

/// What a user is to the server, as `resolved.members` tells the bot.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Membership {
    /// A member who can see the channel.
    #[default]
    Member,
    /// A member whose permissions in the channel lack VIEW_CHANNEL.
    CannotView,
    /// Not a member: in `resolved.users` only.
    Stranger,
    /// A member with Manage Server, who may change the server's settings.
    Manager,
}

/// Every permission the stand-in's members have in a channel.
pub const ALL_PERMISSIONS: u64 = 2_248_473_465_835_073;
/// VIEW_CHANNEL (1 << 10).
pub const VIEW_CHANNEL: u64 = 1 << 10;
/// What an app may do in a private channel it reaches through a user's
/// install: view, send (answers), embed links, attach files, read history.
pub const PRIVATE_CHAT_PERMISSIONS: u64 = (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16);
/// MANAGE_GUILD (1 << 5), "Manage Server".
pub const MANAGE_GUILD: u64 = 1 << 5;
/// CREATE_PUBLIC_THREADS (1 << 35) and SEND_MESSAGES_IN_THREADS (1 << 38):
/// what a bot needs to start a thread and post in it.
pub const THREAD_PERMISSIONS: u64 = (1 << 35) | (1 << 38);

impl User {
    /// A human user.
    pub fn new(id: u64, name: &str) -> User {
        User { id, name: name.to_string(), bot: false, membership: Membership::Member, roles: Vec::new() }
    }

    /// A bot account (not the bot under test).
    pub fn bot(id: u64, name: &str) -> User {
        User { bot: true, ..User::new(id, name) }
    }

    /// The same user, as a member of some other kind.
    pub fn with_membership(&self, membership: Membership) -> User {
        User { membership, ..self.clone() }
    }

    /// The same user with `roles` in the server.
    pub fn with_roles(&self, roles: &[u64]) -> User {
        User { roles: roles.to_vec(), ..self.clone() }
    }

    /// How Discord writes a mention of this user.
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }

    /// The user object.
    pub fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.name,
            "avatar": null,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
            "banner": null,
            "accent_color": null,
            "avatar_decoration_data": null,
            "collectibles": null,
            "primary_guild": null,
        })
    }

    /// The guild member object (without `user`, as in `resolved.members`).
    pub fn member_fields(&self) -> Value {
        json!({
            "roles": self.roles.iter().map(u64::to_string).collect::<Vec<_>>(),
            "joined_at": "2025-06-01T12:00:00.000000+00:00",
            "premium_since": null,
            "deaf": false,
            "mute": false,
            "flags": 0,
            "pending": false,
            "nick": null,
            "avatar": null,
            "banner": null,
            "communication_disabled_until": null,
            "unusual_dm_activity_until": null,
            "permissions": self.permissions().to_string(),
        })
    }

    /// Their permissions in the interaction's channel.
    fn permissions(&self) -> u64 {
        match self.membership {
            Membership::CannotView => ALL_PERMISSIONS & !VIEW_CHANNEL,
            Membership::Member | Membership::Stranger => ALL_PERMISSIONS,
            Membership::Manager => ALL_PERMISSIONS | MANAGE_GUILD,
        }
    }

    /// The guild member object with `user`, as in an interaction.
    pub fn member(&self) -> Value {
        let mut member = self.member_fields();
        member["user"] = self.json();
        member
    }
}

/// A value of a slash-command option.
#[derive(Clone, Debug)]
pub enum Opt {
    /// A string (type 3).
    Str(String),
    /// An integer (type 4).
    Int(i64),
    /// A user (type 6).
    User(User),
    /// A true/false option (type 5).
    Bool(bool),
}

impl Opt {
    /// A string option from anything printable.
    pub fn str(s: impl ToString) -> Opt {
        Opt::Str(s.to_string())
    }

    fn kind(&self) -> u8 {
        match self {
            Opt::Str(_) => 3,
            Opt::Int(_) => 4,
            Opt::User(_) => 6,
            Opt::Bool(_) => 5,
        }
    }

    fn value(&self) -> Value {
        match self {
            Opt::Str(s) => json!(s),
            Opt::Int(i) => json!(i),
            Opt::User(u) => json!(u.id.to_string()),
            Opt::Bool(b) => json!(b),
        }
    }
}

/// Where and by whom an interaction happens.
pub struct Origin<'a> {
    /// The interaction's own id.
    pub id: u64,
    /// Its token (what the bot answers to).
    pub token: &'a str,
    /// The application (= the bot user) id.
    pub application_id: u64,
    /// The server; `None` for a DM with the bot.
    pub guild_id: Option<u64>,
    /// The channel.
    pub channel_id: u64,
    /// Who acted.
    pub user: &'a User,
    /// Their client's language (Discord's `locale`).
    pub locale: String,
    /// The server's language (`guild_locale`, sent only in a server).
    pub guild_locale: String,
    /// The bot's permissions in the channel (`app_permissions`).
    pub app_permissions: u64,
    /// When the channel is a thread: the channel it was started in.
    pub thread_parent: Option<u64>,
    /// When the channel is a private chat between friends: who installed
    /// the app for themselves (a user install).
    pub installer: Option<u64>,
}

impl Origin<'_> {
    fn base(&self, kind: u8, data: Value) -> Value {
        let mut interaction = json!({
            "id": self.id.to_string(),
            "application_id": self.application_id.to_string(),
            "type": kind,
            "data": data,
            "channel_id": self.channel_id.to_string(),
            "token": self.token,
            "version": 1,
            "app_permissions": self.app_permissions.to_string(),
            "locale": self.locale,
            "entitlements": [],
            "attachment_size_limit": 26_214_400,
        });
        match self.guild_id {
            Some(guild) => {
                interaction["guild_id"] = json!(guild.to_string());
                interaction["guild"] =
                    json!({ "id": guild.to_string(), "locale": self.guild_locale, "features": [] });
                interaction["channel"] = json!({
                    "id": self.channel_id.to_string(),
                    "type": 0,
                    "name": "punct-games",
                    "guild_id": guild.to_string(),
                    "permissions": self.user.permissions().to_string(),
                    "flags": 0,
                    "nsfw": false,
                    "parent_id": null,
                    "position": 0,
                    "rate_limit_per_user": 0,
                    "topic": null,
                    "last_message_id": null,
                });
                if let Some(parent) = self.thread_parent {
                    // A public thread (type 11) of that channel.
                    let channel = &mut interaction["channel"];
                    channel["type"] = json!(11);
                    channel["name"] = json!("PÜNCT game");
                    channel["parent_id"] = json!(parent.to_string());
                    channel["owner_id"] = json!(self.application_id.to_string());
                    channel["thread_metadata"] = json!({
                        "archived": false,
                        "archive_timestamp": "2026-01-01T00:00:00.000000+00:00",
                        "auto_archive_duration": 10080,
                        "locked": false,
                    });
                    channel["message_count"] = json!(0);
                    channel["member_count"] = json!(2);
                    channel["total_message_sent"] = json!(0);
                }
                interaction["member"] = self.user.member();
                interaction["guild_locale"] = json!(self.guild_locale);
                interaction["authorizing_integration_owners"] = json!({ "0": guild.to_string() });
                interaction["context"] = json!(0);
            }
            // A group DM between friends (type 3) reached through a user's
            // install: a private channel (context 2), the installer as the
            // authorizing owner, no server.
            None if self.installer.is_some() => {
                let installer = self.installer.unwrap_or_default();
                interaction["channel"] = json!({
                    "id": self.channel_id.to_string(),
                    "type": 3,
                    "flags": 0,
                    "last_message_id": null,
                    "recipients": [self.user.json()],
                    "name": "friends",
                    "icon": null,
                    "owner_id": installer.to_string(),
                });
                interaction["user"] = self.user.json();
                interaction["authorizing_integration_owners"] = json!({ "1": installer.to_string() });
                interaction["context"] = json!(2);
                interaction["app_permissions"] = json!(PRIVATE_CHAT_PERMISSIONS.to_string());
            }
            // A DM with the bot: a DM channel (type 1), `user` instead of
            // `member`, no server; a server-installed app says "0" for it.
            None => {
                interaction["channel"] = json!({
                    "id": self.channel_id.to_string(),
                    "type": 1,
                    "flags": 0,
                    "last_message_id": null,
                    "recipients": [self.user.json()],
                });
                interaction["user"] = self.user.json();
                interaction["authorizing_integration_owners"] = json!({ "0": "0" });
                interaction["context"] = json!(1);
            }
        }
        interaction
    }
}

/// `/group sub opt:value …` as an APPLICATION_COMMAND (type 2), or with
/// `focused` set, as an APPLICATION_COMMAND_AUTOCOMPLETE (type 4) whose
/// focused option is still being typed. A `sub` of two words is a
/// subcommand of a subcommand group (`league create`).
pub fn command(
    origin: &Origin<'_>,
    command_id: &str,
    group: &str,
    sub: &str,
    options: &[(&str, Opt)],
    focused: Option<&str>,
) -> Value {
    let mut resolved_users = Map::new();
    let mut resolved_members = Map::new();
    let options: Vec<Value> = options
        .iter()
        .map(|(name, opt)| {
            if let Opt::User(u) = opt {
                resolved_users.insert(u.id.to_string(), u.json());
                if u.membership != Membership::Stranger && origin.guild_id.is_some() {
                    resolved_members.insert(u.id.to_string(), u.member_fields());
                }
            }
            let mut o = json!({ "name": name, "type": opt.kind(), "value": opt.value() });
            if focused == Some(*name) {
                o["focused"] = json!(true);
            }
            o
        })
        .collect();
    let subcommand = match sub.split_once(' ') {
        Some((outer, inner)) => json!({
            "name": outer,
            "type": 2,
            "options": [{ "name": inner, "type": 1, "options": options }],
        }),
        None => json!({ "name": sub, "type": 1, "options": options }),
    };
    let mut data = json!({
        "id": command_id,
        "name": group,
        "type": 1,
        "options": [subcommand],
    });
    if let Some(guild) = origin.guild_id {
        data["guild_id"] = json!(guild.to_string());
    }
    if !resolved_users.is_empty() {
        data["resolved"] = json!({ "users": resolved_users });
        if !resolved_members.is_empty() {
            data["resolved"]["members"] = json!(resolved_members);
        }
    }
    origin.base(if focused.is_some() { 4 } else { 2 }, data)
}

/// A user command (APPLICATION_COMMAND of type USER: a member's Apps
/// menu) named `name`, on `target`.
pub fn user_command(origin: &Origin<'_>, command_id: &str, name: &str, target: &User) -> Value {
    let mut data = json!({
        "id": command_id,
        "name": name,
        "type": 2,
        "target_id": target.id.to_string(),
        "resolved": { "users": { target.id.to_string(): target.json() } },
    });
    if let Some(guild) = origin.guild_id {
        data["guild_id"] = json!(guild.to_string());
        if target.membership != Membership::Stranger {
            data["resolved"]["members"] = json!({ target.id.to_string(): target.member_fields() });
        }
    }
    origin.base(2, data)
}

/// A choice in a select menu (MESSAGE_COMPONENT, component type 3) on
/// `message`: the menu's custom id and the values chosen.
pub fn select(origin: &Origin<'_>, message: &Value, custom_id: &str, values: &[&str]) -> Value {
    let mut interaction =
        origin.base(3, json!({ "custom_id": custom_id, "component_type": 3, "values": values }));
    interaction["message"] = message.clone();
    interaction
}

/// A button press (MESSAGE_COMPONENT, type 3) on `message`.
pub fn button(origin: &Origin<'_>, message: &Value, custom_id: &str) -> Value {
    let mut interaction = origin.base(3, json!({ "custom_id": custom_id, "component_type": 2 }));
    interaction["message"] = message.clone();
    interaction
}
