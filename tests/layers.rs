//! The dependency rule of `src/lib.rs`, held by reading the source: each
//! layer names (`crate::…`) only the layers below it, and `rules` uses no
//! crate but `std` and `thiserror`. A word both sides need lives in the
//! lower layer; a path that breaks the rule fails here with the file and
//! line.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::fs;
use std::path::{Path, PathBuf};

/// Each layer (a folder or file directly under `src/`) and the layers it
/// may name. `lib.rs`, `main.rs` and `bin/` put the layers together and
/// may name any.
const ALLOWED: &[(&str, &[&str])] = &[
    ("rules", &[]),
    ("model", &["rules"]),
    ("ai", &["rules", "model"]),
    ("puzzles", &["rules", "model", "ai"]),
    ("lessons", &["rules", "model", "ai"]),
    ("render", &["rules", "model"]),
    ("store", &["rules", "model"]),
    ("service", &["rules", "model", "ai", "puzzles", "lessons", "render", "store"]),
    // `render` only for its `Words` contract: the pictures' words come
    // from the sentence files, which render cannot read.
    ("messages", &["rules", "lessons", "render", "service", "config"]),
    ("config", &[]),
    ("discord", &["rules", "lessons", "render", "service", "messages", "config"]),
    ("cli", &["rules", "lessons", "render", "service", "messages", "puzzles"]),
];

/// The crates `rules` may use besides itself.
const RULES_CRATES: &[&str] = &["std", "core", "thiserror", "crate", "super", "self"];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The layer a file belongs to, `None` for the composition roots.
fn layer_of(src: &Path, file: &Path) -> Option<String> {
    let first = file.strip_prefix(src).ok()?.components().next()?.as_os_str().to_str()?.to_string();
    let layer = first.trim_end_matches(".rs").to_string();
    (!matches!(layer.as_str(), "lib" | "main" | "bin")).then_some(layer)
}

/// Every layer `line` names as `crate::layer`, ignoring comments.
fn named_layers(line: &str) -> Vec<String> {
    let code = line.split("//").next().unwrap_or("");
    code.match_indices("crate::")
        .filter(|(at, _)| !code[..*at].ends_with(|c: char| c.is_alphanumeric() || c == '_'))
        .map(|(at, _)| code[at + 7..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect())
        .collect()
}

#[test]
fn every_layer_names_only_the_layers_below_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut broken = Vec::new();
    let mut checked = 0;
    for file in &files {
        let Some(layer) = layer_of(&src, file) else { continue };
        let Some((_, allowed)) = ALLOWED.iter().find(|(name, _)| *name == layer) else {
            panic!("{}: layer “{layer}” is not in the table of this test", file.display());
        };
        let text = fs::read_to_string(file).expect("readable source");
        for (number, line) in text.lines().enumerate() {
            for named in named_layers(line) {
                checked += 1;
                if named != layer && !allowed.contains(&named.as_str()) {
                    broken.push(format!("{}:{}: {layer} names crate::{named}", file.display(), number + 1));
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} crate paths found: is the reader broken?");
    assert!(broken.is_empty(), "layers named against the rule:\n{}", broken.join("\n"));
}

#[test]
fn the_rules_use_only_std_and_thiserror() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    // `pub use cell::Cell;` in mod.rs names the rules' own modules.
    let own: Vec<String> = files.iter().filter_map(|f| Some(f.file_stem()?.to_str()?.to_string())).collect();
    let mut broken = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).expect("readable source");
        for (number, line) in text.lines().enumerate() {
            let Some(path) =
                line.trim_start().strip_prefix("use ").or_else(|| line.trim_start().strip_prefix("pub use "))
            else {
                continue;
            };
            let root: String = path.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if !RULES_CRATES.contains(&root.as_str()) && !own.contains(&root) {
                broken.push(format!("{}:{}: uses {root}", file.display(), number + 1));
            }
        }
    }
    assert!(!files.is_empty());
    assert!(broken.is_empty(), "rules uses crates beyond std and thiserror:\n{}", broken.join("\n"));
}

#[test]
fn the_reader_sees_crate_paths_and_skips_comments() {
    assert_eq!(named_layers("use crate::store::{Store, games};"), ["store"]);
    assert_eq!(named_layers("    let x = crate::ai::choose(crate::rules::Move);"), ["ai", "rules"]);
    assert!(named_layers("// see crate::discord for why").is_empty());
    assert!(named_layers("use my_crate::store::X;").is_empty());
}

/// Every `.rs` file under `src/discord/` with its text, comments dropped.
fn discord_code() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join("discord");
    let mut files = Vec::new();
    rust_files(&dir, &mut files);
    files
        .into_iter()
        .map(|file| {
            let text = fs::read_to_string(&file).unwrap();
            let code: Vec<&str> = text.lines().map(|l| l.split("//").next().unwrap_or("")).collect();
            (file.strip_prefix(&dir).unwrap().display().to_string(), code.join("\n"))
        })
        .collect()
}

/// The Discord front end is one pipeline: only `interaction.rs` tells
/// Discord "thinking…" (and holds the one timer for it), and only it and
/// `reply.rs` (the one `Post` type and its conversions) build what
/// serenity sends for an interaction or a message. A command or button
/// that deferred or built a reply of its own would be a second pipeline.
#[test]
fn only_the_pipeline_defers_and_only_the_post_module_builds_replies() {
    let builders = [
        "CreateInteractionResponseMessage",
        "CreateInteractionResponseFollowup",
        "EditInteractionResponse",
        "CreateMessage",
        "CreateEmbed",
        "CreateReply",
    ];
    for (file, code) in discord_code() {
        let pipeline = file == "interaction.rs";
        for deferral in ["::Defer(", "::Acknowledge", ".defer(", ".defer_ephemeral(", "DEFER_AFTER:"] {
            assert!(
                pipeline || !code.contains(deferral),
                "{file} defers ({deferral}): only the pipeline may"
            );
        }
        if !(pipeline || file == "reply.rs") {
            for builder in builders {
                assert!(!code.contains(builder), "{file} builds a {builder}: build a Post in reply.rs");
            }
        }
    }
}

/// Every module folder's `mod.rs` says where things are: each file and
/// folder beside it is named in its module doc (as `name`, `name.rs` or
/// `name/`), and each `something.rs` the doc names exists there (or is a
/// crate root such as `main.rs`), so the maps a
/// new reader starts from cannot drift from the tree.
#[test]
fn every_module_map_names_each_of_its_files() {
    let mut problems = Vec::new();
    let mut dirs = vec![PathBuf::from("src")];
    while let Some(dir) = dirs.pop() {
        let map = dir.join("mod.rs");
        let mut entries: Vec<PathBuf> =
            fs::read_dir(&dir).expect("read src folder").map(|e| e.expect("entry").path()).collect();
        entries.sort();
        dirs.extend(entries.iter().filter(|p| p.is_dir()).cloned());
        if !map.exists() {
            continue;
        }
        let doc: String = fs::read_to_string(&map)
            .expect("read mod.rs")
            .lines()
            .take_while(|l| l.starts_with("//!"))
            .map(|l| format!("{}\n", l.trim_start_matches("//!")))
            .collect();
        for entry in &entries {
            let name = entry.file_name().expect("name").to_string_lossy().to_string();
            let is_rust = entry.extension().is_some_and(|e| e == "rs");
            if name == "mod.rs" || !(is_rust || entry.is_dir()) {
                continue;
            }
            let stem = name.trim_end_matches(".rs");
            let named = [format!("`{stem}`"), format!("`{stem}.rs`"), format!("`{stem}/`")]
                .iter()
                .any(|form| doc.contains(form.as_str()));
            if !named {
                problems.push(format!("{}: the module doc does not name {name}", map.display()));
            }
        }
        for word in doc.split('`').skip(1).step_by(2) {
            let crate_root = Path::new("src").join(word).exists(); // `main.rs`, `lib.rs`
            if word.ends_with(".rs") && !word.contains('/') && !dir.join(word).exists() && !crate_root {
                problems.push(format!("{}: the module doc names {word}, which is not there", map.display()));
            }
        }
    }
    assert!(problems.is_empty(), "module maps out of date:\n{}", problems.join("\n"));
}
