//! English sentences that must not show in another language: the literal
//! stretches of en-US's `.ftl` messages (the text between placeables).
//! Used by the Discord scenario in French and by the `punct` guard test.

// Each test binary (and bench) that includes the support uses its part.
#![allow(dead_code)]

/// The literal stretches of every English message in the en-US files
/// named (all of them when `files` is empty), three words or more.
pub fn fragments(files: &[&str]) -> Vec<String> {
    let english = punct::messages::fluent::sources()
        .iter()
        .find(|(code, _)| *code == "en-US")
        .map(|(_, files)| *files)
        .unwrap_or_default();
    let mut fragments = Vec::new();
    for (name, source) in english {
        if !files.is_empty() && !files.contains(name) {
            continue;
        }
        fragments.extend(stretches(source));
    }
    fragments
}

/// The literal text of each message line of one `.ftl` source, cut at
/// every placeable, three words or more.
fn stretches(source: &str) -> Vec<String> {
    let mut fragments = Vec::new();
    for line in source.lines().filter(|l| !l.starts_with('#')) {
        let trimmed = line.trim_start().trim_start_matches('*');
        let text = match (line.split_once(" = "), trimmed.strip_prefix('[')) {
            (Some((_, value)), _) => value,
            (None, Some(variant)) => variant.split_once(']').map_or("", |(_, v)| v),
            (None, None) => trimmed,
        };
        let mut depth = 0_usize;
        let mut current = String::new();
        for c in text.chars() {
            match c {
                '{' => {
                    depth += 1;
                    fragments.push(std::mem::take(&mut current));
                }
                '}' => depth = depth.saturating_sub(1),
                _ if depth == 0 => current.push(c),
                _ => {}
            }
        }
        fragments.push(current);
    }
    fragments
        .into_iter()
        .map(|f| f.trim().to_string())
        .filter(|f| f.split_whitespace().count() >= 3)
        .collect()
}

/// Fails if `text` holds any of `fragments` whole.
pub fn assert_not_english(text: &str, fragments: &[String]) {
    for fragment in fragments {
        assert!(!text.contains(fragment.as_str()), "English “{fragment}” in: {text}");
    }
}

/// Every run of three words of `fragments` that is plain English: runs
/// holding move notation, a number, PÜNCT, an option, a command or value
/// word typed as is (`ignore`), or an all-capitals word are left out.
pub fn three_word_runs(fragments: &[String], ignore: &[&str]) -> Vec<String> {
    let plain = |word: &str| {
        let bare = word.trim_matches(|c: char| !c.is_alphanumeric());
        let notation =
            word.chars().any(|c| c.is_ascii_digit() || matches!(c, '>' | '`' | '-' | '/' | '“' | '"' | '['));
        let capitals = bare.chars().count() > 1 && bare.chars().all(char::is_uppercase);
        !bare.is_empty() && !notation && !capitals && bare != "PÜNCT" && !ignore.contains(&bare)
    };
    let mut runs = Vec::new();
    for fragment in fragments {
        let words: Vec<&str> = fragment.split_whitespace().collect();
        for window in words.windows(3) {
            if window.iter().all(|w| plain(w)) {
                let run = window.join(" ");
                let run = run.trim_matches(|c: char| !c.is_alphanumeric()).to_string();
                if !runs.contains(&run) {
                    runs.push(run);
                }
            }
        }
    }
    runs
}
