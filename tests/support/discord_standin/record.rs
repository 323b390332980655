//! What the bot sent: every REST request, kept in order, with what was
//! wrong with it. Tests wait on this log instead of sleeping.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde_json::Value;
use tokio::sync::watch;

/// How long a test waits for the bot before giving up. Generous: CI
/// machines are shared and debug builds are slow; waits end as soon as the
/// awaited request arrives.
pub const WAIT: Duration = Duration::from_secs(60);

/// One file part of a multipart request.
#[derive(Clone, Debug)]
pub struct FilePart {
    /// The form field, e.g. `files[0]`.
    pub field: String,
    /// The file name the bot gave.
    pub filename: String,
    /// The bytes, shared: a request is copied for every test that waits
    /// on it, and a picture need not be.
    pub bytes: axum::body::Bytes,
}

/// A select menu's option as sent: (label, value, small print).
pub type MenuOption = (String, String, String);

/// One REST request the bot made.
#[derive(Clone, Debug)]
pub struct Request {
    /// Position in the log, from 0.
    pub seq: usize,
    /// `GET`, `POST`, …
    pub method: String,
    /// The path after `/api/v10`, without the query.
    pub path: String,
    /// The description's template for the path, if any.
    pub route: Option<String>,
    /// The JSON body, or the `payload_json` of a multipart body.
    pub body: Option<Value>,
    /// Attached files.
    pub files: Vec<FilePart>,
    /// When it arrived.
    pub at: Instant,
    /// The id the stand-in gave the message this request created or edited.
    pub message_id: Option<u64>,
}

impl Request {
    /// For interaction endpoints: the interaction token in the path.
    pub fn interaction_token(&self) -> Option<&str> {
        // Without collecting the parts: a benchmark asks this of every
        // request it waits on.
        let mut parts = self.path.trim_start_matches('/').split('/');
        match (parts.next(), parts.next(), parts.next(), parts.next(), parts.next()) {
            (Some("interactions"), Some(_), Some(token), Some("callback"), None) => Some(token),
            (Some("webhooks"), Some(_), Some(token), ..) => Some(token),
            _ => None,
        }
    }

    /// The interaction callback type (4 reply, 5 deferred reply, 6 deferred
    /// update, 7 update, 8 autocomplete), for callbacks.
    pub fn callback_type(&self) -> Option<u64> {
        if self.path.ends_with("/callback") { self.body.as_ref()?.get("type")?.as_u64() } else { None }
    }

    /// The message fields: `data` of a callback, or the body itself.
    pub fn message(&self) -> Option<&Value> {
        let body = self.body.as_ref()?;
        if self.path.ends_with("/callback") { body.get("data") } else { Some(body) }
    }

    /// Whether the message is only shown to the user who asked (flag 64).
    pub fn is_ephemeral(&self) -> bool {
        self.message().and_then(|m| m.get("flags")).and_then(Value::as_u64).is_some_and(|f| f & 64 != 0)
    }

    /// The message text, or "".
    pub fn content(&self) -> &str {
        self.message().and_then(|m| m.get("content")).and_then(Value::as_str).unwrap_or("")
    }

    /// Content, embed titles, descriptions and fields, for searching.
    pub fn all_text(&self) -> String {
        let mut text = self.content().to_string();
        for embed in
            self.message().and_then(|m| m.get("embeds")).and_then(Value::as_array).into_iter().flatten()
        {
            for key in ["title", "description"] {
                if let Some(s) = embed.get(key).and_then(Value::as_str) {
                    text.push('\n');
                    text.push_str(s);
                }
            }
            for field in embed.get("fields").and_then(Value::as_array).into_iter().flatten() {
                for key in ["name", "value"] {
                    if let Some(s) = field.get(key).and_then(Value::as_str) {
                        text.push('\n');
                        text.push_str(s);
                    }
                }
            }
            if let Some(s) = embed.pointer("/footer/text").and_then(Value::as_str) {
                text.push('\n');
                text.push_str(s);
            }
        }
        text
    }

    /// Every button's custom id, in order.
    pub fn button_ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        for row in
            self.message().and_then(|m| m.get("components")).and_then(Value::as_array).into_iter().flatten()
        {
            for c in row.get("components").and_then(Value::as_array).into_iter().flatten() {
                if let Some(id) = c.get("custom_id").and_then(Value::as_str) {
                    ids.push(id.to_string());
                }
            }
        }
        ids
    }

    /// The select menus, in order: each one's custom id and its options'
    /// (label, value, small print).
    pub fn menus(&self) -> Vec<(String, Vec<MenuOption>)> {
        let mut menus = Vec::new();
        for row in
            self.message().and_then(|m| m.get("components")).and_then(Value::as_array).into_iter().flatten()
        {
            for c in row.get("components").and_then(Value::as_array).into_iter().flatten() {
                if c.get("type").and_then(Value::as_u64) != Some(3) {
                    continue;
                }
                let text =
                    |o: &Value, key: &str| o.get(key).and_then(Value::as_str).unwrap_or("").to_string();
                let options = c.get("options").and_then(Value::as_array).into_iter().flatten();
                let options =
                    options.map(|o| (text(o, "label"), text(o, "value"), text(o, "description"))).collect();
                menus.push((text(c, "custom_id"), options));
            }
        }
        menus
    }

    /// The select menu whose custom id contains `part`: its custom id and
    /// its options' values.
    pub fn menu(&self, part: &str) -> Option<(String, Vec<String>)> {
        let (id, options) = self.menus().into_iter().find(|(id, _)| id.contains(part))?;
        Some((id, options.into_iter().map(|(_, value, _)| value).collect()))
    }

    /// The alt text of each attachment (its `description`), in order.
    pub fn alt_texts(&self) -> Vec<String> {
        let attachments = self.message().and_then(|m| m.get("attachments")).and_then(Value::as_array);
        attachments
            .into_iter()
            .flatten()
            .filter_map(|a| a.get("description").and_then(Value::as_str).map(str::to_string))
            .collect()
    }

    /// The button whose label contains `label` (case-insensitive).
    pub fn button(&self, label: &str) -> Option<String> {
        let wanted = label.to_lowercase();
        for row in self.message()?.get("components")?.as_array()? {
            for c in row.get("components").and_then(Value::as_array).into_iter().flatten() {
                let shown = c.get("label").and_then(Value::as_str).unwrap_or("").to_lowercase();
                if shown.contains(&wanted) {
                    return c.get("custom_id").and_then(Value::as_str).map(str::to_string);
                }
            }
        }
        None
    }

    /// The user ids the message may ping (`allowed_mentions.users`).
    pub fn allowed_users(&self) -> Option<Vec<String>> {
        let users = self.message()?.get("allowed_mentions")?.get("users")?.as_array()?;
        Some(users.iter().filter_map(Value::as_str).map(str::to_string).collect())
    }

    /// Whether this request carries what the user finally sees (as opposed
    /// to a bare "thinking…" acknowledgement).
    pub fn is_content(&self) -> bool {
        match self.callback_type() {
            Some(5 | 6) => false,
            Some(_) => true,
            None => self.path.starts_with("/webhooks/") && matches!(self.method.as_str(), "POST" | "PATCH"),
        }
    }
}

/// The shared, append-only log.
pub struct Log {
    requests: Mutex<Vec<Request>>,
    problems: Mutex<Vec<String>>,
    changed: watch::Sender<usize>,
}

impl Default for Log {
    fn default() -> Log {
        Log {
            requests: Mutex::new(Vec::new()),
            problems: Mutex::new(Vec::new()),
            changed: watch::channel(0).0,
        }
    }
}

impl Log {
    /// Appends a request and wakes waiters; returns its position.
    pub fn push(&self, mut request: Request) -> usize {
        let seq = {
            let mut requests = self.requests.lock().expect("log");
            request.seq = requests.len();
            requests.push(request);
            requests.len()
        };
        self.changed.send_replace(seq);
        seq - 1
    }

    /// Records something Discord would have refused (or a stand-in fault).
    pub fn problem(&self, text: String) {
        eprintln!("discord stand-in: {text}");
        self.problems.lock().expect("log").push(text);
        self.changed.send_modify(|_| {});
    }

    /// Everything refused so far.
    pub fn problems(&self) -> Vec<String> {
        self.problems.lock().expect("log").clone()
    }

    /// A copy of every request so far.
    pub fn requests(&self) -> Vec<Request> {
        self.requests.lock().expect("log").clone()
    }

    /// How many requests have arrived.
    pub fn len(&self) -> usize {
        self.requests.lock().expect("log").len()
    }

    /// Waits until `find` returns something for the log, or panics after
    /// [`WAIT`] saying what was awaited and what did arrive.
    pub async fn wait_for<T>(&self, what: &str, mut find: impl FnMut(&[Request]) -> Option<T>) -> T {
        let mut changed = self.changed.subscribe();
        let deadline = Instant::now() + WAIT;
        loop {
            if let Some(found) = find(&self.requests.lock().expect("log")) {
                return found;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() || tokio::time::timeout(left, changed.changed()).await.is_err() {
                let seen: Vec<String> =
                    self.requests().iter().map(|r| format!("{} {} {:?}", r.method, r.path, r.body)).collect();
                panic!("timed out waiting for {what}; the bot sent:\n{}", seen.join("\n"));
            }
        }
    }
}
