//! The REST half: every request under `/api/v10` is recorded, checked
//! against the description, and answered with a shape from it.

use std::sync::Arc;

use axum::extract::{FromRequest, Multipart, Request as HttpRequest, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use super::openapi::BodyKind;
use super::record::{FilePart, Request};
use super::{Deferred, Shared};

/// The largest body the stand-in reads (Discord's own limit is 25 MiB).
const BODY_LIMIT: usize = 25 * 1024 * 1024;

/// What a request body turned out to be.
struct Body {
    kind: Option<BodyKind>,
    json: Option<Value>,
    files: Vec<FilePart>,
}

/// The one handler: record, check, answer.
pub async fn handle(State(shared): State<Arc<Shared>>, request: HttpRequest) -> Response {
    let arrived = std::time::Instant::now();
    let method = request.method().clone();
    let Some(path) = request.uri().path().strip_prefix("/api/v10").map(str::to_string) else {
        shared.log.problem(format!("{method} {} is outside /api/v10", request.uri().path()));
        return error(StatusCode::NOT_FOUND, 0, "404: Not Found");
    };
    if let Err(problem) = check_auth(&shared, &path, request.headers()) {
        shared.log.problem(format!("{method} {path}: {problem}"));
        return error(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized");
    }
    let body = match read_body(&shared, request).await {
        Ok(body) => body,
        Err(problem) => {
            shared.log.problem(format!("{method} {path}: {problem}"));
            return error(StatusCode::BAD_REQUEST, 50109, "The request body contains invalid JSON.");
        }
    };
    let route = shared.spec.route(&path).map(str::to_string);
    let valid = check(&shared, &method, &path, route.as_deref(), &body);
    let mut recorded = Request {
        seq: 0,
        method: method.to_string(),
        path: path.clone(),
        route: route.clone(),
        body: body.json.clone(),
        files: body.files,
        at: arrived,
        message_id: None,
    };
    if !valid {
        shared.log.push(recorded);
        return error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
    }
    if shared.take_failure(&path) {
        shared.log.push(recorded);
        return error(StatusCode::BAD_REQUEST, 40060, "Interaction has already been acknowledged.");
    }
    let planned = shared.take_planned(&path);
    if let Some(failure) = planned.as_ref().filter(|f| !f.serves()) {
        shared.log.push(recorded);
        return failure.response();
    }
    let (status, answer) = super::answers::answer(&shared, &method, &path, &mut recorded);
    shared.log.push(recorded);
    if let Some(lost) = planned {
        return lost.response();
    }
    respond(&shared, &method, route.as_deref(), status, answer)
}

/// The bot's own routes need `Authorization: Bot <the token>`, exactly;
/// interaction callbacks and webhooks are authorised by the interaction
/// token in the path, but a header sent there must be right too. Discord
/// answers anything else with 401, and so does the stand-in.
fn check_auth(shared: &Shared, path: &str, headers: &HeaderMap) -> Result<(), String> {
    let is_interaction = path.starts_with("/interactions/") || path.starts_with("/webhooks/");
    let expected = format!("Bot {}", shared.bot_token);
    match headers.get(header::AUTHORIZATION).map(|v| v.to_str().unwrap_or("")) {
        Some(auth) if auth == expected => Ok(()),
        None if is_interaction => Ok(()),
        None => Err("no “Authorization: Bot <token>” header".to_string()),
        Some(auth) if auth.starts_with("Bot ") => {
            Err("“Authorization: Bot …” with the wrong token".to_string())
        }
        Some(_) => Err("an Authorization header that is not “Bot <token>”".to_string()),
    }
}

async fn read_body(shared: &Shared, request: HttpRequest) -> Result<Body, String> {
    let content_type =
        request.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
    if content_type.starts_with("multipart/form-data") {
        return read_multipart(shared, request).await;
    }
    let bytes = axum::body::to_bytes(request.into_body(), BODY_LIMIT).await.map_err(|e| e.to_string())?;
    if bytes.is_empty() {
        return Ok(Body { kind: None, json: None, files: Vec::new() });
    }
    if !content_type.starts_with("application/json") {
        return Err(format!("a body of type “{content_type}” (Discord wants application/json)"));
    }
    let json = serde_json::from_slice(&bytes).map_err(|e| format!("body is not JSON: {e}"))?;
    Ok(Body { kind: Some(BodyKind::Json), json: Some(json), files: Vec::new() })
}

async fn read_multipart(shared: &Shared, request: HttpRequest) -> Result<Body, String> {
    let mut form = Multipart::from_request(request, &()).await.map_err(|e| e.to_string())?;
    let mut json = None;
    let mut files = Vec::new();
    while let Some(field) = form.next_field().await.map_err(|e| e.to_string())? {
        let name = field.name().unwrap_or("").to_string();
        let filename = field.file_name().map(str::to_string);
        let bytes = field.bytes().await.map_err(|e| e.to_string())?;
        match (name.as_str(), filename) {
            ("payload_json", _) => {
                json = Some(
                    serde_json::from_slice(&bytes).map_err(|e| format!("payload_json is not JSON: {e}"))?,
                )
            }
            (field, Some(filename)) if field.starts_with("files[") => {
                files.push(FilePart { field: field.to_string(), filename, bytes })
            }
            (other, _) => shared.log.problem(format!("unexpected multipart field “{other}”")),
        }
    }
    Ok(Body { kind: Some(BodyKind::Multipart), json, files })
}

/// Checks everything Discord would; records each problem; false if any.
fn check(shared: &Shared, method: &Method, path: &str, route: Option<&str>, body: &Body) -> bool {
    let before = shared.log.problems().len();
    let Some(route) = route else {
        shared.log.problem(format!("{method} {path}: no such route in Discord's API"));
        return false;
    };
    if !shared.spec.has_operation(route, method.as_str()) {
        shared.log.problem(format!("{method} {route}: Discord has no such method on this route"));
        return false;
    }
    let mut later = shared.later.lock().expect("later");
    match (&body.kind, &body.json) {
        (None, _) if shared.spec.takes_body(route, method.as_str()) => {
            shared.log.problem(format!("{method} {route}: body missing"))
        }
        (None, _) => {}
        (Some(kind), None) => shared.log.problem(format!("{method} {route}: {kind:?} body without JSON")),
        (Some(kind), Some(json)) => {
            match later.as_mut() {
                Some(later) => {
                    later.bodies.push((method.to_string(), route.to_string(), *kind, json.clone()))
                }
                None => check_body(shared, method.as_str(), route, *kind, json),
            }
            check_attachments(shared, route, json, &body.files);
        }
    }
    match later.as_mut() {
        Some(later) => {
            later.files.extend(body.files.iter().map(|file| (format!("{method} {route}"), file.clone())))
        }
        None => {
            drop(later);
            for file in &body.files {
                if let Err(problem) = check_file(file) {
                    shared.log.problem(format!("{method} {route}: {problem}"));
                }
            }
            check_no_secret(shared, route, body.json.as_ref(), &body.files);
        }
    }
    shared.log.problems().len() == before
}

/// Checks `json` against Discord's description of `method` on `route`;
/// records what Discord would refuse.
pub fn check_body(shared: &Shared, method: &str, route: &str, kind: BodyKind, json: &Value) {
    if let Err(errors) = shared.spec.check_request(route, method, kind, json) {
        shared.log.problem(format!(
            "{method} {route}: Discord would refuse this body:\n  {}\nbody: {json}",
            errors.join("\n  ")
        ));
    }
}

/// Each uploaded `files[N]` must be declared in `attachments` with id N,
/// and every `attachment://name` an embed shows must be a file sent here.
fn check_attachments(shared: &Shared, route: &str, json: &Value, files: &[FilePart]) {
    let message = if route.ends_with("/callback") { json.get("data").unwrap_or(&Value::Null) } else { json };
    let declared: Vec<String> = message
        .get("attachments")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|a| a.get("id").map(|id| id.to_string().trim_matches('"').to_string()))
        .collect();
    for file in files {
        let id = file.field.trim_start_matches("files[").trim_end_matches(']');
        if !declared.iter().any(|d| d == id) {
            shared.log.problem(format!(
                "{route}: {} ({}) is not declared in attachments",
                file.field, file.filename
            ));
        }
    }
    for embed in message.get("embeds").and_then(Value::as_array).into_iter().flatten() {
        for key in ["/image/url", "/thumbnail/url"] {
            let Some(url) = embed.pointer(key).and_then(Value::as_str) else { continue };
            if let Some(name) = url.strip_prefix("attachment://")
                && !files.iter().any(|f| f.filename == name)
            {
                shared.log.problem(format!("{route}: the embed shows {url} but no such file is attached"));
            }
        }
    }
}

/// Every attachment must be a file a player can open.
pub fn check_file(file: &FilePart) -> Result<(), String> {
    let name = file.filename.to_ascii_lowercase();
    if name.ends_with(".png") {
        image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png)
            .map(|_| ())
            .map_err(|e| format!("{} does not decode as PNG: {e}", file.filename))
    } else if name.ends_with(".gif") {
        image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Gif)
            .map(|_| ())
            .map_err(|e| format!("{} does not decode as GIF: {e}", file.filename))
    } else if name.ends_with(".txt") {
        std::str::from_utf8(&file.bytes)
            .map(|_| ())
            .map_err(|e| format!("{} is not UTF-8: {e}", file.filename))
    } else if name.ends_with(".json") {
        serde_json::from_slice::<serde_json::Value>(&file.bytes)
            .map(|_| ())
            .map_err(|e| format!("{} is not JSON: {e}", file.filename))
    } else {
        Err(format!("{}: unexpected kind of attachment", file.filename))
    }
}

/// The bot token must never be shown to anyone.
fn check_no_secret(shared: &Shared, route: &str, json: Option<&Value>, files: &[FilePart]) {
    let text = json.map(Value::to_string).unwrap_or_default();
    let token = shared.bot_token.as_bytes();
    // Searched as bytes: a picture is 100 KB that need no text conversion
    // (which cost the load benchmark a twentieth of its CPU).
    let leaked = text.contains(&shared.bot_token)
        || files.iter().any(|f| !token.is_empty() && f.bytes.windows(token.len()).any(|w| w == token));
    if leaked {
        shared.log.problem(format!("{route}: the bot token appears in what it sent"));
    }
}

/// The checks [`check`] and [`respond`] left for the end
/// ([`Shared::later`]), made now, in the order the requests came.
pub fn check_deferred(shared: &Shared, later: Deferred) {
    for (method, route, kind, json) in &later.bodies {
        check_body(shared, method, route, *kind, json);
        check_no_secret(shared, route, Some(json), &[]);
    }
    for (request, file) in &later.files {
        if let Err(problem) = check_file(file) {
            shared.log.problem(format!("{request}: {problem}"));
        }
        check_no_secret(shared, request, None, std::slice::from_ref(file));
    }
    for (method, route, status, body) in &later.answers {
        check_answer(shared, method, route, *status, body);
    }
}

/// The stand-in's own answer must have the shape Discord's description
/// gives it; a stand-in fault otherwise.
fn check_answer(shared: &Shared, method: &str, route: &str, status: u16, body: &Value) {
    if let Err(errors) = shared.spec.check_response(route, method, status, body) {
        shared.log.problem(format!(
            "stand-in fault: its answer to {method} {route} is not Discord's shape:\n  {}",
            errors.join("\n  ")
        ));
    }
}

fn respond(
    shared: &Shared,
    method: &Method,
    route: Option<&str>,
    status: StatusCode,
    answer: Option<Value>,
) -> Response {
    match answer {
        None => status.into_response(),
        Some(body) => {
            if let Some(route) = route {
                let mut later = shared.later.lock().expect("later");
                match later.as_mut() {
                    Some(later) => later.answers.push((
                        method.to_string(),
                        route.to_string(),
                        status.as_u16(),
                        body.clone(),
                    )),
                    None => check_answer(shared, method.as_str(), route, status.as_u16(), &body),
                }
            }
            (status, axum::Json(body)).into_response()
        }
    }
}

/// Discord's error body.
pub fn error(status: StatusCode, code: u32, message: &str) -> Response {
    (status, axum::Json(json!({ "code": code, "message": message }))).into_response()
}
