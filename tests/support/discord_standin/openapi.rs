//! Discord's OpenAPI description as a judge: which path template a request
//! hits, and whether a body is one Discord would accept (or, for the
//! stand-in's own answers, one Discord would send).
//!
//! Schemas are taken from the file, never written by hand: the request
//! schema of `paths[template][method].requestBody.content[type].schema`,
//! the response schema of `…responses[status].content["application/json"]`.
//! Each is compiled as JSON Schema 2020-12 (OpenAPI 3.1's dialect) with the
//! file's `components` beside it, so `#/components/schemas/…` resolves.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use serde_json::{Map, Value};

/// The description, loaded once per stand-in.
pub struct Spec {
    doc: Value,
    templates: Vec<Template>,
    compiled: Mutex<HashMap<String, Arc<jsonschema::Validator>>>,
}

/// One path of the description, split into segments.
struct Template {
    text: String,
    segments: Vec<String>,
}

impl Template {
    /// How many literal segments match, or `None` if the path does not fit.
    fn score(&self, segments: &[&str]) -> Option<usize> {
        if self.segments.len() != segments.len() {
            return None;
        }
        let mut literal = 0;
        for (t, s) in self.segments.iter().zip(segments) {
            if t.starts_with('{') && t.ends_with('}') {
                if s.is_empty() {
                    return None;
                }
            } else if t == s {
                literal += 1;
            } else {
                return None;
            }
        }
        Some(literal)
    }
}

/// The media types the description distinguishes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BodyKind {
    /// `application/json`
    Json,
    /// `multipart/form-data` (its `payload_json` part is what is checked)
    Multipart,
}

impl BodyKind {
    fn media_type(self) -> &'static str {
        match self {
            BodyKind::Json => "application/json",
            BodyKind::Multipart => "multipart/form-data",
        }
    }
}

impl Spec {
    /// Reads `tests/data/discord/openapi.json`.
    pub fn load() -> Spec {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/discord/openapi.json");
        let text = std::fs::read_to_string(path).expect("tests/data/discord/openapi.json is readable");
        let mut doc: Value = serde_json::from_str(&text).expect("openapi.json is JSON");
        allow_numeric_attachment_ids(&mut doc);
        let templates = doc["paths"]
            .as_object()
            .expect("openapi.json has paths")
            .keys()
            .map(|text| Template {
                text: text.clone(),
                segments: text.trim_start_matches('/').split('/').map(str::to_string).collect(),
            })
            .collect();
        Spec { doc, templates, compiled: Mutex::new(HashMap::new()) }
    }

    /// The path template a concrete path (without `/api/v10`) hits: the one
    /// with the most literal segments, so `…/messages/@original` wins over
    /// `…/messages/{message_id}`.
    pub fn route(&self, path: &str) -> Option<&str> {
        let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        self.templates
            .iter()
            .filter_map(|t| t.score(&segments).map(|score| (score, t)))
            .max_by_key(|(score, _)| *score)
            .map(|(_, t)| t.text.as_str())
    }

    /// The operation object, if the description has this method on the path.
    fn operation(&self, template: &str, method: &str) -> Option<&Value> {
        self.doc["paths"].get(template)?.get(method.to_ascii_lowercase())
    }

    /// Whether the path has this method at all.
    pub fn has_operation(&self, template: &str, method: &str) -> bool {
        self.operation(template, method).is_some()
    }

    /// Whether the operation takes a request body.
    pub fn takes_body(&self, template: &str, method: &str) -> bool {
        self.operation(template, method).is_some_and(|op| op.get("requestBody").is_some())
    }

    /// Checks a request body; `Err` lists what Discord would complain about.
    pub fn check_request(
        &self,
        template: &str,
        method: &str,
        kind: BodyKind,
        body: &Value,
    ) -> Result<(), Vec<String>> {
        let Some(schema) = self
            .operation(template, method)
            .and_then(|op| op.pointer(&format!("/requestBody/content/{}/schema", escape(kind.media_type()))))
        else {
            return Err(vec![format!("{method} {template} does not take a {} body", kind.media_type())]);
        };
        let key = format!("req {method} {template} {}", kind.media_type());
        self.check(&key, schema, body)
    }

    /// Checks one of the stand-in's own answers against the response schema
    /// (`responses[status]`, else `responses["4XX"]` for client errors).
    pub fn check_response(
        &self,
        template: &str,
        method: &str,
        status: u16,
        body: &Value,
    ) -> Result<(), Vec<String>> {
        let Some(schema) = self.response_schema(template, method, status) else {
            return Err(vec![format!("{method} {template} never answers {status} with JSON")]);
        };
        let key = format!("res {method} {template} {status}");
        let schema = schema.clone();
        self.check(&key, &schema, body)
    }

    fn response_schema(&self, template: &str, method: &str, status: u16) -> Option<&Value> {
        let responses = self.operation(template, method)?.get("responses")?;
        let class = format!("{}XX", status / 100);
        let mut response = responses.get(status.to_string()).or_else(|| responses.get(&class))?;
        if let Some(reference) = response.get("$ref").and_then(Value::as_str) {
            response = self.doc.pointer(reference.trim_start_matches('#'))?;
        }
        response.pointer("/content/application~1json/schema")
    }

    /// Checks any value against a named schema of `components/schemas`.
    pub fn check_component(&self, name: &str, value: &Value) -> Result<(), Vec<String>> {
        let schema = serde_json::json!({ "$ref": format!("#/components/schemas/{name}") });
        self.check(&format!("component {name}"), &schema, value)
    }

    fn check(&self, key: &str, schema: &Value, body: &Value) -> Result<(), Vec<String>> {
        let validator = self.validator(key, schema);
        let errors: Vec<String> = validator
            .iter_errors(body)
            .map(|e| format!("at “{}”: {e}", e.instance_path()))
            .take(20)
            .collect();
        if errors.is_empty() { Ok(()) } else { Err(errors) }
    }

    fn validator(&self, key: &str, schema: &Value) -> Arc<jsonschema::Validator> {
        if let Some(v) = self.compiled.lock().expect("validator cache").get(key) {
            return Arc::clone(v);
        }
        let mut root: Map<String, Value> = match schema {
            Value::Object(map) => map.clone(),
            other => panic!("schema for {key} is not an object: {other}"),
        };
        root.insert("components".to_string(), self.doc["components"].clone());
        let validator = jsonschema::options()
            .with_draft(jsonschema::Draft::Draft202012)
            .build(&Value::Object(root))
            .unwrap_or_else(|e| panic!("schema for {key} does not compile: {e}"));
        let validator = Arc::new(validator);
        self.compiled.lock().expect("validator cache").insert(key.to_string(), Arc::clone(&validator));
        validator
    }
}

/// The one place the stand-in is more lenient than the file: the
/// placeholder `id` of a new attachment may be a JSON integer. Discord's
/// own documentation ("Uploading Files") sends `"attachments": [{"id": 0,
/// …}]`, serenity sends it that way, and Discord accepts it; the file's
/// `SnowflakeType` says string only.
fn allow_numeric_attachment_ids(doc: &mut Value) {
    let id = doc
        .pointer_mut("/components/schemas/MessageAttachmentRequest/properties/id")
        .expect("attachment id schema");
    *id = serde_json::json!({
        "anyOf": [{ "$ref": "#/components/schemas/SnowflakeType" }, { "type": "integer", "minimum": 0 }]
    });
}

/// Keeps an error readable: the offending value is quoted whole by the
/// validator, which can be kilobytes.
fn short(text: String) -> String {
    const MAX: usize = 600;
    if text.chars().count() <= MAX {
        return text;
    }
    let head: String = text.chars().take(MAX / 2).collect();
    let tail: String = text.chars().rev().take(MAX / 2).collect::<Vec<_>>().into_iter().rev().collect();
    format!("{head} … {tail}")
}

/// JSON-pointer escaping of one segment (`/` → `~1`).
fn escape(segment: &str) -> String {
    segment.replace('~', "~0").replace('/', "~1")
}
