//! Discord having a bad moment, on purpose: a request answered with a
//! server error, a rate limit with `retry_after`, a refusal for lack of
//! access, or a message created whose answer never reaches the bot; and
//! Discord's de-duplication of messages by `nonce`, which is what makes a
//! retry after such a lost answer safe.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

/// How long Discord remembers a nonce ("the past few minutes").
pub const NONCE_WINDOW: Duration = Duration::from_secs(5 * 60);

/// What the stand-in does to one request instead of (or after) serving it.
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// Answers this HTTP status with Discord's error body, serving nothing:
    /// 500/502/503 (Discord is down), 403 (no access), 404 (no channel).
    Status(u16),
    /// Answers 429 with `retry_after` seconds, in the body and the
    /// `Retry-After` header, as Discord does; serves nothing.
    RateLimited {
        /// Seconds to wait.
        retry_after: f64,
    },
    /// Serves the request (the message exists) but answers 500, as when
    /// the answer is lost on the way back: the bot cannot know it worked.
    LostAnswer,
    /// Answers 403 with code 50007, as Discord does to a DM for someone
    /// who does not take direct messages from the bot.
    DmsClosed,
}

impl Failure {
    /// Whether the request is served anyway.
    pub fn serves(&self) -> bool {
        matches!(self, Failure::LostAnswer)
    }

    /// The answer the bot gets.
    pub fn response(&self) -> Response {
        match self {
            Failure::Status(status) => {
                let (code, message) = match status {
                    403 => (50001, "Missing Access"),
                    404 => (10003, "Unknown Channel"),
                    400 => (50035, "Invalid Form Body"),
                    _ => (0, "500: Internal Server Error"),
                };
                let status = StatusCode::from_u16(*status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
                (status, axum::Json(json!({ "code": code, "message": message }))).into_response()
            }
            Failure::RateLimited { retry_after } => {
                let body = json!({
                    "code": 0,
                    "message": "You are being rate limited.",
                    "retry_after": retry_after,
                    "global": false,
                });
                let mut response = (StatusCode::TOO_MANY_REQUESTS, axum::Json(body)).into_response();
                let headers = response.headers_mut();
                let seconds = format!("{}", retry_after.ceil() as u64);
                if let Ok(value) = HeaderValue::from_str(&seconds) {
                    headers.insert("retry-after", value);
                }
                if let Ok(value) = HeaderValue::from_str(&format!("{retry_after:.3}")) {
                    headers.insert("x-ratelimit-reset-after", value);
                }
                headers.insert("x-ratelimit-remaining", HeaderValue::from_static("0"));
                headers.insert("x-ratelimit-scope", HeaderValue::from_static("user"));
                response
            }
            Failure::DmsClosed => (
                StatusCode::FORBIDDEN,
                axum::Json(json!({ "code": 50007, "message": "Cannot send messages to this user" })),
            )
                .into_response(),
            Failure::LostAnswer => (
                StatusCode::INTERNAL_SERVER_ERROR,
                axum::Json(json!({ "code": 0, "message": "500: Internal Server Error" })),
            )
                .into_response(),
        }
    }
}

/// Failures waiting for the request they are meant for.
#[derive(Default)]
pub struct Planned {
    waiting: Vec<(String, Failure)>,
}

impl Planned {
    /// `failure` for the next request whose path contains `path`.
    pub fn push(&mut self, path: &str, failure: Failure) {
        self.waiting.push((path.to_string(), failure));
    }

    /// The failure planned for this request, if any (and forgets it).
    pub fn take(&mut self, path: &str) -> Option<Failure> {
        let at = self.waiting.iter().position(|(p, _)| path.contains(p.as_str()))?;
        Some(self.waiting.remove(at).1)
    }
}

/// The nonces of the bot's recent messages, as Discord keeps them.
#[derive(Default)]
pub struct Nonces {
    seen: HashMap<String, (u64, Instant)>,
}

impl Nonces {
    /// The message already created with this body's nonce within the
    /// window, when the body asks for `enforce_nonce` (all messages here
    /// are the bot's, so the author always matches).
    pub fn earlier(&self, body: &Value) -> Option<u64> {
        if body.get("enforce_nonce") != Some(&Value::Bool(true)) {
            return None;
        }
        let (id, at) = self.seen.get(&nonce(body)?)?;
        (at.elapsed() < NONCE_WINDOW).then_some(*id)
    }

    /// Remembers that message `id` was created with this body's nonce.
    pub fn remember(&mut self, body: &Value, id: u64) {
        if let Some(nonce) = nonce(body) {
            self.seen.insert(nonce, (id, Instant::now()));
        }
    }
}

/// A body's nonce as text (Discord takes a string or an integer).
pub fn nonce(body: &Value) -> Option<String> {
    match body.get("nonce")? {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}
