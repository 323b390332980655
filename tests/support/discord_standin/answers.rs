//! What the stand-in answers: the shapes Discord's description gives for
//! each route (checked against its response schemas in `rest.rs`), and the
//! messages the bot's requests create, kept so buttons can be pressed.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use super::Shared;
use super::payloads::User;
use super::record::{FilePart, Request};

/// Answers one valid request; may assign `request.message_id`.
pub fn answer(
    shared: &Shared,
    method: &Method,
    path: &str,
    request: &mut Request,
) -> (StatusCode, Option<Value>) {
    let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let body = request.body.clone().unwrap_or(Value::Null);
    match (method.as_str(), parts.as_slice()) {
        ("GET", ["gateway"]) => (StatusCode::OK, Some(json!({ "url": shared.gateway_url() }))),
        ("GET", ["gateway", "bot"]) => (StatusCode::OK, Some(gateway_bot(shared))),
        ("GET", ["users", "@me"]) => (StatusCode::OK, Some(shared.bot_user())),
        ("GET", ["oauth2", "applications", "@me"]) => (StatusCode::OK, Some(application(shared))),
        ("PUT", ["applications", _, "commands"]) | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            (StatusCode::OK, Some(register(shared, &body, parts.get(3).copied())))
        }
        ("POST", ["interactions", _, token, "callback"]) => {
            callback(shared, token, &body, request);
            (StatusCode::NO_CONTENT, None)
        }
        ("POST", ["webhooks", _, token]) => {
            let channel = shared.interaction_channel(token);
            let sent = {
                let mut followups = shared.followups.lock().expect("followups");
                let n = followups.entry((*token).to_string()).or_insert(0);
                *n += 1;
                *n
            };
            // Discord's limit for a user-installed app's interaction.
            if sent > 5 && shared.private_chats.lock().expect("private chats").contains_key(&channel) {
                shared.log.problem(format!(
                    "POST {path}: follow-up {sent} to one interaction; a user install may send 5"
                ));
            }
            let id = shared.new_message(channel, &body, &request.files);
            request.message_id = Some(id);
            (StatusCode::OK, shared.message(id))
        }
        ("PATCH", ["webhooks", _, token, "messages", which]) => {
            let Some(id) = webhook_target(shared, token, which) else {
                return (StatusCode::NOT_FOUND, Some(json!({ "code": 10008, "message": "Unknown Message" })));
            };
            shared.edit_message(id, &body, &request.files);
            request.message_id = Some(id);
            (StatusCode::OK, shared.message(id))
        }
        ("GET", ["webhooks", _, token, "messages", which]) => {
            match webhook_target(shared, token, which).and_then(|id| shared.message(id)) {
                Some(message) => (StatusCode::OK, Some(message)),
                None => (StatusCode::NOT_FOUND, Some(json!({ "code": 10008, "message": "Unknown Message" }))),
            }
        }
        ("DELETE", ["webhooks", _, _, "messages", _]) => (StatusCode::NO_CONTENT, None),
        ("POST", ["channels", channel, "messages", message, "threads"]) => {
            start_thread(shared, channel, message, &body)
        }
        ("PUT", ["channels", thread, "thread-members", user]) => {
            let mut threads = shared.threads.lock().expect("threads");
            let Some(thread) = thread.parse().ok().and_then(|id: u64| threads.get_mut(&id)) else {
                return (StatusCode::NOT_FOUND, Some(json!({ "code": 10003, "message": "Unknown Channel" })));
            };
            if thread.archived {
                return (
                    StatusCode::BAD_REQUEST,
                    Some(json!({ "code": 50083, "message": "Thread is archived" })),
                );
            }
            let user: u64 = user.parse().unwrap_or(0);
            if !thread.members.contains(&user) {
                thread.members.push(user);
            }
            (StatusCode::NO_CONTENT, None)
        }
        ("PATCH", ["channels", thread]) => {
            let id: u64 = thread.parse().unwrap_or(0);
            let mut threads = shared.threads.lock().expect("threads");
            let Some(thread) = threads.get_mut(&id) else {
                shared.log.problem(format!(
                    "PATCH {path}: the bot edits a channel that is not a thread it started"
                ));
                return (StatusCode::NOT_FOUND, Some(json!({ "code": 10003, "message": "Unknown Channel" })));
            };
            if let Some(archived) = body.get("archived").and_then(Value::as_bool) {
                thread.archived = archived;
                thread.archived_times += u32::from(archived);
            }
            (StatusCode::OK, Some(thread_json(shared, id, thread)))
        }
        ("POST", ["channels", channel, "messages"]) => {
            let channel = channel.parse().unwrap_or(0);
            if shared.private_chats.lock().expect("private chats").contains_key(&channel) {
                shared.log.problem(format!(
                    "POST {path}: the bot posted by itself in a chat between friends it is no member of"
                ));
                return (StatusCode::FORBIDDEN, Some(json!({ "code": 50001, "message": "Missing Access" })));
            }
            // A post in an archived thread opens it again (Discord does so
            // for whoever may send messages in threads).
            if let Some(thread) = shared.threads.lock().expect("threads").get_mut(&channel) {
                thread.archived = false;
            }
            let replied = match replied_to(shared, channel, body.get("message_reference")) {
                Ok(replied) => replied,
                Err(problem) => {
                    shared.log.problem(format!("POST {path}: {problem}"));
                    return (
                        StatusCode::BAD_REQUEST,
                        Some(json!({ "code": 50035, "message": "Invalid Form Body" })),
                    );
                }
            };
            let earlier = shared.nonces.lock().expect("nonces").earlier(&body);
            if let Some(id) = earlier {
                request.message_id = Some(id);
                return (StatusCode::OK, shared.message(id));
            }
            let id = shared.new_message(channel, &body, &request.files);
            shared.nonces.lock().expect("nonces").remember(&body, id);
            if let Some(replied) = replied {
                shared.mark_reply(id, replied);
            }
            request.message_id = Some(id);
            (StatusCode::OK, shared.message(id))
        }
        ("POST", ["users", "@me", "channels"]) => {
            let recipient: u64 =
                body.get("recipient_id").and_then(Value::as_str).and_then(|s| s.parse().ok()).unwrap_or(0);
            let channel = super::dm_channel_of(recipient);
            let user = super::payloads::User::new(recipient, "player").json();
            let dm = json!({
                "id": channel.to_string(),
                "type": 1,
                "flags": 0,
                "last_message_id": null,
                "recipients": [user],
            });
            (StatusCode::OK, Some(dm))
        }
        ("PATCH", ["channels", _, "messages", id]) => {
            let Some(id) = id.parse().ok().filter(|id| shared.message(*id).is_some()) else {
                return (StatusCode::NOT_FOUND, Some(json!({ "code": 10008, "message": "Unknown Message" })));
            };
            shared.edit_message(id, &body, &request.files);
            request.message_id = Some(id);
            (StatusCode::OK, shared.message(id))
        }
        _ => {
            shared
                .log
                .problem(format!("stand-in does not serve {method} {path} (add it if the bot needs it)"));
            (StatusCode::NOT_FOUND, Some(json!({ "code": 0, "message": "404: Not Found" })))
        }
    }
}

/// `POST /channels/{channel}/messages/{message}/threads`: a public thread
/// from a message of that channel, with the message's id, as Discord makes
/// it; refused (403, Missing Permissions) when the bot may not.
fn start_thread(shared: &Shared, channel: &str, message: &str, body: &Value) -> (StatusCode, Option<Value>) {
    if shared.threads_denied.load(std::sync::atomic::Ordering::SeqCst) {
        return (StatusCode::FORBIDDEN, Some(json!({ "code": 50013, "message": "Missing Permissions" })));
    }
    let id: u64 = message.parse().unwrap_or(0);
    let Some(from) = shared.message(id) else {
        return (StatusCode::NOT_FOUND, Some(json!({ "code": 10008, "message": "Unknown Message" })));
    };
    if from["channel_id"].as_str() != Some(channel) {
        shared.log.problem(format!("a thread from message {id}, which is not in channel {channel}"));
        return (StatusCode::NOT_FOUND, Some(json!({ "code": 10008, "message": "Unknown Message" })));
    }
    let mut threads = shared.threads.lock().expect("threads");
    if threads.contains_key(&id) {
        return (
            StatusCode::BAD_REQUEST,
            Some(json!({ "code": 160004, "message": "A thread has already been created for this message" })),
        );
    }
    let thread = super::Thread {
        parent: channel.parse().unwrap_or(0),
        from_message: id,
        name: body.get("name").and_then(Value::as_str).unwrap_or("").to_string(),
        archived: false,
        archived_times: 0,
        members: Vec::new(),
    };
    let json = thread_json(shared, id, &thread);
    threads.insert(id, thread);
    (StatusCode::CREATED, Some(json))
}

/// A thread as Discord returns it.
fn thread_json(shared: &Shared, id: u64, thread: &super::Thread) -> Value {
    json!({
        "id": id.to_string(),
        "type": 11,
        "last_message_id": null,
        "flags": 0,
        "guild_id": super::GUILD_ID.to_string(),
        "name": thread.name,
        "parent_id": thread.parent.to_string(),
        "rate_limit_per_user": 0,
        "owner_id": shared.bot_id.to_string(),
        "thread_metadata": {
            "archived": thread.archived,
            "archive_timestamp": "2026-01-01T00:00:00.000000+00:00",
            "auto_archive_duration": 10080,
            "locked": false,
            "create_timestamp": "2026-01-01T00:00:00.000000+00:00",
        },
        "message_count": 0,
        "member_count": thread.members.len(),
        "total_message_sent": 0,
    })
}

fn gateway_bot(shared: &Shared) -> Value {
    json!({
        "url": shared.gateway_url(),
        "shards": 1,
        "session_start_limit": { "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1 }
    })
}

/// The bot's application, which serenity reads at start-up for its id.
fn application(shared: &Shared) -> Value {
    json!({
        "id": shared.bot_id.to_string(),
        "name": "PÜNCT",
        "icon": null,
        "description": "PÜNCT on Discord",
        "type": null,
        "verify_key": "0000000000000000000000000000000000000000000000000000000000000000",
        "flags": 0,
        "flags_new": "0",
        "redirect_uris": [],
        "interactions_endpoint_url": null,
        "role_connections_verification_url": null,
        "owner": User::new(700_000_000_000_000_001, "owner").json(),
        "approximate_guild_count": 1,
        "approximate_user_install_count": 0,
        "approximate_user_authorization_count": 0,
        "explicit_content_filter": 0,
        "team": null,
        "eligible_oauth2_scopes": ["bot", "applications.commands"],
        "bot_public": true,
        "bot_require_code_grant": false,
    })
}

/// Command registration: Discord answers with the commands, ids added.
fn register(shared: &Shared, body: &Value, guild: Option<&str>) -> Value {
    let commands: Vec<Value> = body
        .as_array()
        .into_iter()
        .flatten()
        .map(|c| {
            let mut c = as_returned(c);
            c["id"] = json!(shared.snowflake().to_string());
            c["application_id"] = json!(shared.bot_id.to_string());
            c["version"] = json!(shared.snowflake().to_string());
            c["type"] = c.get("type").cloned().unwrap_or(json!(1));
            // A context menu command has no description: Discord gives "".
            if c.get("description").is_none_or(Value::is_null) {
                c["description"] = json!("");
            }
            if c.get("default_member_permissions").is_none() {
                c["default_member_permissions"] = Value::Null;
            }
            if let Some(guild) = guild {
                c["guild_id"] = json!(guild);
            }
            c
        })
        .collect();
    *shared.commands.lock().expect("commands") = commands.clone();
    json!(commands)
}

/// A request object as Discord returns it: null fields are left out and
/// whole numbers are integers (`min_value: 1.0` comes back as `1`).
fn as_returned(value: &Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.iter().filter(|(_, v)| !v.is_null()).map(|(k, v)| (k.clone(), as_returned(v))).collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(as_returned).collect()),
        Value::Number(n) => match n.as_f64() {
            Some(f) if !n.is_i64() && !n.is_u64() && f.fract() == 0.0 && f.abs() < 9e15 => json!(f as i64),
            _ => value.clone(),
        },
        other => other.clone(),
    }
}

/// An interaction callback creates or updates the interaction's message.
fn callback(shared: &Shared, token: &str, body: &Value, request: &mut Request) {
    let data = body.get("data").cloned().unwrap_or(json!({}));
    match body.get("type").and_then(Value::as_u64) {
        Some(4 | 5) => {
            let channel = shared.interaction_channel(token);
            let shown =
                if body["type"] == 5 { json!({ "content": "", "flags": data.get("flags") }) } else { data };
            let id = shared.new_message(channel, &shown, &request.files);
            shared.originals.lock().expect("originals").insert(token.to_string(), id);
            request.message_id = Some(id);
        }
        Some(7) => {
            if let Some(id) = shared.original(token) {
                shared.edit_message(id, &data, &request.files);
                request.message_id = Some(id);
            }
        }
        _ => {}
    }
}

/// The message a new one replies to, as Discord checks it: it must exist
/// (unless `fail_if_not_exists` is false, when the reply is sent as a plain
/// message) and be in the channel the reply goes to.
fn replied_to(shared: &Shared, channel: u64, reference: Option<&Value>) -> Result<Option<u64>, String> {
    let Some(reference) = reference.filter(|r| !r.is_null()) else { return Ok(None) };
    let id: u64 = reference
        .get("message_id")
        .and_then(Value::as_str)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| format!("message_reference without a message id: {reference}"))?;
    let Some(message) = shared.message(id) else {
        return match reference.get("fail_if_not_exists") {
            Some(Value::Bool(false)) => Ok(None),
            _ => Err(format!(
                "replies to unknown message {id} (Discord refuses unless fail_if_not_exists is false)"
            )),
        };
    };
    let home = message["channel_id"].as_str().unwrap_or("");
    if home != channel.to_string() {
        return Err(format!(
            "replies to message {id} of channel {home} from channel {channel}: a reply must be in the same channel"
        ));
    }
    if let Some(named) = reference.get("channel_id").and_then(Value::as_str)
        && named != home
    {
        return Err(format!("message_reference names channel {named}, but message {id} is in {home}"));
    }
    Ok(Some(id))
}

fn webhook_target(shared: &Shared, token: &str, which: &str) -> Option<u64> {
    if which == "@original" { shared.original(token) } else { which.parse().ok() }
}

/// The message object Discord would return for a request body.
pub fn message_json(shared: &Shared, id: u64, channel: u64, body: &Value, files: &[FilePart]) -> Value {
    let attachments: Vec<Value> = files
        .iter()
        .map(|f| {
            json!({
                "id": shared.snowflake().to_string(),
                "filename": f.filename,
                "size": f.bytes.len(),
                "url": cdn_url(channel, &f.filename),
                "proxy_url": cdn_url(channel, &f.filename),
                "content_type": content_type(&f.filename),
            })
        })
        .collect();
    let embeds: Vec<Value> = body
        .get("embeds")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .map(|e| embed_json(e, channel))
        .collect();
    let mut message = json!({
        "type": 0,
        "content": body.get("content").and_then(Value::as_str).unwrap_or(""),
        "mentions": [],
        "mention_roles": [],
        "attachments": attachments,
        "embeds": embeds,
        "timestamp": "2026-01-01T00:00:00.000000+00:00",
        "edited_timestamp": null,
        "flags": body.get("flags").and_then(Value::as_u64).unwrap_or(0),
        "components": components_json(body.get("components")),
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": shared.bot_user(),
        "pinned": false,
        "mention_everyone": false,
        "tts": false,
    });
    if let Some(nonce) = body.get("nonce").filter(|n| !n.is_null()) {
        message["nonce"] = nonce.clone();
    }
    message
}

fn embed_json(embed: &Value, channel: u64) -> Value {
    let mut e = embed.clone();
    e["type"] = json!("rich");
    for key in ["image", "thumbnail"] {
        if let Some(url) = e.pointer(&format!("/{key}/url")).and_then(Value::as_str).map(str::to_string) {
            let shown = match url.strip_prefix("attachment://") {
                Some(name) => cdn_url(channel, name),
                None => url,
            };
            e[key] = json!({ "url": shown, "proxy_url": shown, "width": 640, "height": 640 });
        }
    }
    e
}

/// Request components as Discord returns them (each with its numeric id).
fn components_json(components: Option<&Value>) -> Value {
    let mut next = 0;
    let rows: Vec<Value> = components
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .map(|row| {
            next += 1;
            let mut row = row.clone();
            row["id"] = json!(next);
            if let Some(children) = row.get_mut("components").and_then(Value::as_array_mut) {
                for child in children {
                    next += 1;
                    child["id"] = json!(next);
                }
            }
            row
        })
        .collect();
    json!(rows)
}

fn cdn_url(channel: u64, filename: &str) -> String {
    format!("https://cdn.discordapp.com/attachments/{channel}/1/{filename}")
}

fn content_type(filename: &str) -> &'static str {
    match filename.rsplit('.').next() {
        Some("png") => "image/png",
        Some("gif") => "image/gif",
        _ => "text/plain; charset=utf-8",
    }
}
