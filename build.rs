//! Embeds the sentence files: every folder under `assets/locales/` is a
//! language, named as Discord names locales, holding `.ftl` files. The
//! folder list and the files' text are written to `OUT_DIR`, so the
//! binaries need no files at run time and a new language is a new folder
//! and nothing else.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs, io};

fn main() -> io::Result<()> {
    // Read at run time, not with `env!`: a build script compiled for one
    // checkout and reused by another (a shared target directory) would
    // otherwise embed the first checkout's files.
    let manifest =
        env::var_os("CARGO_MANIFEST_DIR").ok_or_else(|| io::Error::other("no CARGO_MANIFEST_DIR"))?;
    let root = Path::new(&manifest).join("assets").join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let languages = languages(&root)?;
    if !languages.iter().any(|(code, _)| code == "en-US") {
        return Err(io::Error::other("assets/locales/en-US, the source and fallback language, is missing"));
    }
    let out = PathBuf::from(env::var_os("OUT_DIR").ok_or_else(|| io::Error::other("no OUT_DIR"))?);
    fs::write(out.join("locale_codes.rs"), codes(&languages))?;
    fs::write(out.join("locale_files.rs"), files(&languages))?;
    Ok(())
}

/// Each language folder (sorted) with its `.ftl` files (sorted).
fn languages(root: &Path) -> io::Result<Vec<(String, Vec<PathBuf>)>> {
    let mut found = Vec::new();
    for entry in fs::read_dir(root)? {
        let path = entry?.path();
        let Some(code) = path.file_name().and_then(|n| n.to_str()).map(str::to_string) else { continue };
        if !path.is_dir() {
            continue;
        }
        let mut ftl: Vec<PathBuf> = fs::read_dir(&path)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .collect();
        ftl.sort();
        found.push((code, ftl));
    }
    found.sort();
    Ok(found)
}

fn codes(languages: &[(String, Vec<PathBuf>)]) -> String {
    let list: Vec<String> = languages.iter().map(|(code, _)| format!("{code:?}")).collect();
    format!(
        "/// Every language folder under `assets/locales/`, sorted.\nconst CODES: &[&str] = &[{}];\n",
        list.join(", ")
    )
}

fn files(languages: &[(String, Vec<PathBuf>)]) -> String {
    let mut text = String::from(
        "/// Every language's `.ftl` files: (locale, [(file name, text)]).\nconst FILES: &[(&str, &[(&str, &str)])] = &[\n",
    );
    for (code, ftl) in languages {
        let _ = write!(text, "    ({code:?}, &[");
        for path in ftl {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            let _ = write!(text, "({name:?}, include_str!({:?})), ", path.display().to_string());
        }
        text.push_str("]),\n");
    }
    text.push_str("];\n");
    text
}
