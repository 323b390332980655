//! Lists that fit Discord's limits by construction: whole lines only, as
//! many as fit, and a note saying how many were left out.
//!
//! Why here and not a cut afterwards: a message clipped at 2,000
//! characters ends mid-line (half a mention, half a time) and never says
//! what is missing. Lengths are counted in Unicode code points, as
//! Discord's API counts them (discord/discord-api-docs#1315), so an emoji
//! or an accented name counts as what it is.
//!
//! ```text
//! head                 ← always kept
//! line 1               ← whole lines, in order, while they fit
//! line 2
//! …and 30 more games.  ← the note, only when some are left out
//! ```

/// Characters as Discord counts them.
pub(crate) fn length(text: &str) -> usize {
    text.chars().count()
}

/// `head` (if any), then the first of `lines` that fit whole, then
/// `more(n)` for the `n` left out, one per line, at most `max_chars` in
/// all. Should even the head and the note not fit, the head alone is
/// returned (its caller's own last-resort guard clips it).
pub(crate) fn first_that_fit(
    head: Option<&str>,
    lines: &[String],
    max_chars: usize,
    more: impl Fn(usize) -> String,
) -> String {
    let head_len = head.map_or(0, |h| length(h) + 1);
    let kept = how_many_fit(lines, max_chars.saturating_sub(head_len), &more);
    let mut parts: Vec<String> = head.map(str::to_string).into_iter().collect();
    parts.extend(lines[..kept].iter().cloned());
    if kept < lines.len() {
        parts.push(more(lines.len() - kept));
    }
    parts.join("\n")
}

/// `note(n)` for the `n` first of `lines` left out (if any), then the last
/// of `lines` that fit whole, at most `max_chars` in all: for lists whose
/// end matters most, such as a game's latest moves.
pub(crate) fn last_that_fit(lines: &[String], max_chars: usize, note: impl Fn(usize) -> String) -> String {
    let reversed: Vec<String> = lines.iter().rev().cloned().collect();
    let kept = how_many_fit(&reversed, max_chars, &note);
    let dropped = lines.len() - kept;
    let mut parts = Vec::with_capacity(kept + 1);
    if dropped > 0 {
        parts.push(note(dropped));
    }
    parts.extend(lines[dropped..].iter().cloned());
    parts.join("\n")
}

/// The largest `k` such that the first `k` of `lines` and, when `k` is
/// short of all of them, the note for the rest, joined by newlines, fit in
/// `max_chars`. Whole lines or none: `k` may be 0.
fn how_many_fit(lines: &[String], max_chars: usize, note: &impl Fn(usize) -> String) -> usize {
    let mut used: Vec<usize> = Vec::with_capacity(lines.len() + 1);
    used.push(0);
    for (i, line) in lines.iter().enumerate() {
        let newline = usize::from(i > 0);
        used.push(used[i] + newline + length(line));
    }
    (0..=lines.len())
        .rev()
        .find(|&k| {
            let rest = lines.len() - k;
            let note_len = if rest == 0 { 0 } else { length(&note(rest)) + usize::from(k > 0) };
            used[k] + note_len <= max_chars
        })
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(n: usize, width: usize) -> Vec<String> {
        (0..n).map(|i| format!("{i:0>width$}")).collect()
    }

    fn more(n: usize) -> String {
        format!("…and {n} more.")
    }

    #[test]
    fn everything_fits_without_a_note() {
        let text = first_that_fit(Some("head"), &lines(3, 4), 100, more);
        assert_eq!(text, "head\n0000\n0001\n0002");
        assert_eq!(first_that_fit(None, &[], 10, more), "");
        assert_eq!(first_that_fit(Some("head"), &[], 10, more), "head");
    }

    #[test]
    fn whole_lines_then_the_count_of_the_rest_within_the_limit() {
        let all = lines(40, 9);
        for max in 0..=200 {
            let text = first_that_fit(Some("head"), &all, max, more);
            let shown: Vec<&str> = text.lines().collect();
            assert_eq!(shown[0], "head");
            if max >= 20 {
                assert!(length(&text) <= max, "{max}: {text}");
            }
            let body = &shown[1..];
            let listed = body.iter().filter(|l| l.len() == 9).count();
            assert!(all.iter().take(listed).zip(body).all(|(a, b)| a == b), "in order, whole: {text}");
            if listed < all.len() {
                assert_eq!(body.last().copied(), Some(more(all.len() - listed).as_str()), "{text}");
            }
        }
    }

    #[test]
    fn the_exact_limit_is_used() {
        // head (4) + "\n" + 20 + "\n" + 20 = 46; one line and the note, 38.
        let all = lines(2, 20);
        assert_eq!(first_that_fit(Some("head"), &all, 46, more), format!("head\n{}\n{}", all[0], all[1]));
        assert_eq!(first_that_fit(Some("head"), &all, 45, more), format!("head\n{}\n…and 1 more.", all[0]));
        assert_eq!(first_that_fit(Some("head"), &all, 37, more), "head\n…and 2 more.");
    }

    #[test]
    fn the_last_lines_are_kept_with_a_note_first() {
        let all = lines(10, 3);
        let note = |n: usize| format!("({n} earlier)");
        assert_eq!(last_that_fit(&all, 100, note), all.join("\n"));
        assert_eq!(last_that_fit(&all, 23, note), "(7 earlier)\n007\n008\n009");
        assert_eq!(last_that_fit(&all, 22, note), "(8 earlier)\n008\n009");
        for max in 0..60 {
            let text = last_that_fit(&all, max, note);
            assert!(length(&text) <= max.max(length("(10 earlier)")), "{max}: {text}");
        }
    }

    #[test]
    fn emoji_and_accents_count_as_characters() {
        // 10 + 1 + 20 = 31 characters, though 83 bytes.
        let wide = vec!["🎲".repeat(10), "é".repeat(20)];
        assert_eq!(first_that_fit(None, &wide, 31, more), wide.join("\n"));
        assert_eq!(first_that_fit(None, &wide, 30, more), format!("{}\n…and 1 more.", wide[0]));
        assert_eq!(first_that_fit(None, &wide, 22, more), "…and 2 more.");
    }
}
