//! The gateway half: one websocket session speaking Discord's gateway
//! protocol v10 in JSON text frames: Hello (op 10) → Identify (op 2) →
//! Ready (op 0), heartbeats (op 1) answered with acks (op 11), and the
//! dispatches the test asks for. A Resume (op 6) is refused with Invalid
//! Session (op 9), which makes the client identify afresh; an Identify
//! with any token but the bot's is closed with 4004, as Discord does.

use std::sync::Arc;

use axum::extract::State;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::Shared;

/// How often the client is told to heartbeat.
const HEARTBEAT_MS: u64 = 10_000;
/// Discord's close code for an Identify with a bad token.
const AUTHENTICATION_FAILED: u16 = 4004;

/// Where dispatches for the live session go.
#[derive(Default)]
pub struct Hub {
    sender: std::sync::Mutex<Option<mpsc::UnboundedSender<(String, Value)>>>,
    received: std::sync::Mutex<Vec<Value>>,
}

impl Hub {
    /// Keeps a frame the bot sent (an Identify's token is blanked).
    fn record(&self, payload: &Value) {
        let mut kept = payload.clone();
        if let Some(token) = kept.pointer_mut("/d/token") {
            *token = Value::String("<token>".to_string());
        }
        self.received.lock().expect("hub").push(kept);
    }

    /// Every frame the bot sent on the gateway, in order.
    pub fn received(&self) -> Vec<Value> {
        self.received.lock().expect("hub").clone()
    }

    /// Queues a dispatch (`t`, `d`) for the connected, identified client.
    pub fn dispatch(&self, event: &str, data: Value) {
        let sender = self.sender.lock().expect("hub").clone();
        match sender {
            Some(sender) => {
                let _ = sender.send((event.to_string(), data));
            }
            None => panic!("no identified gateway session to dispatch {event} to"),
        }
    }

    fn attach(&self, sender: mpsc::UnboundedSender<(String, Value)>) {
        *self.sender.lock().expect("hub") = Some(sender);
    }
}

/// `GET /ws?v=10`: upgrades to a gateway session.
pub async fn upgrade(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| session(shared, socket))
}

async fn session(shared: Arc<Shared>, mut socket: WebSocket) {
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": HEARTBEAT_MS }, "s": null, "t": null });
    if send(&mut socket, &hello).await.is_err() {
        return;
    }
    let (sender, mut outbox) = mpsc::unbounded_channel();
    let mut seq: u64 = 0;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { return };
                let Message::Text(text) = message else { continue };
                let Ok(payload) = serde_json::from_str::<Value>(text.as_str()) else {
                    shared.log.problem("gateway: a frame that is not JSON".to_string());
                    continue;
                };
                shared.hub.record(&payload);
                if !answer(&shared, &mut socket, &payload, &mut seq, &sender).await {
                    return;
                }
            }
            Some((event, data)) = outbox.recv() => {
                seq += 1;
                let frame = json!({ "op": 0, "t": event, "s": seq, "d": data });
                if send(&mut socket, &frame).await.is_err() {
                    return;
                }
            }
        }
    }
}

/// Handles one client frame; false when the session should end.
async fn answer(
    shared: &Shared,
    socket: &mut WebSocket,
    payload: &Value,
    seq: &mut u64,
    sender: &mpsc::UnboundedSender<(String, Value)>,
) -> bool {
    match payload.get("op").and_then(Value::as_u64) {
        Some(1) => send(socket, &json!({ "op": 11, "d": null, "s": null, "t": null })).await.is_ok(),
        Some(2) => {
            if let Err(problem) = check_identify(shared, payload) {
                shared.log.problem(format!("gateway: {problem}"));
                let close =
                    CloseFrame { code: AUTHENTICATION_FAILED, reason: "Authentication failed.".into() };
                let _ = socket.send(Message::Close(Some(close))).await;
                return false;
            }
            *seq += 1;
            let ready = json!({ "op": 0, "t": "READY", "s": *seq, "d": ready(shared) });
            shared.hub.attach(sender.clone());
            send(socket, &ready).await.is_ok()
        }
        Some(6) => send(socket, &json!({ "op": 9, "d": false, "s": null, "t": null })).await.is_ok(),
        Some(3 | 4 | 8) => true,
        other => {
            shared.log.problem(format!("gateway: unexpected op {other:?}: {payload}"));
            true
        }
    }
}

/// An Identify must carry the bot's token, exactly: the token itself, as
/// Discord documents, or with the `Bot ` prefix, which Discord also takes
/// (serenity sends that).
pub fn check_identify(shared: &Shared, payload: &Value) -> Result<(), String> {
    let token = payload.pointer("/d/token").and_then(Value::as_str).unwrap_or("");
    let given = token.strip_prefix("Bot ").unwrap_or(token);
    match given {
        "" => Err("Identify without a token".to_string()),
        t if t == shared.bot_token => Ok(()),
        _ => Err("Identify with the wrong token".to_string()),
    }
}

fn ready(shared: &Shared) -> Value {
    json!({
        "v": 10,
        "user": shared.bot_user(),
        "guilds": [],
        "session_id": "standin-session",
        "resume_gateway_url": shared.gateway_url(),
        "shard": [0, 1],
        "application": { "id": shared.bot_id.to_string(), "flags": 0 },
        "private_channels": [],
        "relationships": [],
        "presences": [],
        "guild_join_requests": [],
        "geo_ordered_rtc_regions": [],
        "user_settings": {},
        "_trace": ["standin"],
    })
}

async fn send(socket: &mut WebSocket, value: &Value) -> Result<(), axum::Error> {
    socket.send(Message::Text(value.to_string().into())).await
}
