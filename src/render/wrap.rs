//! Breaking a text into lines of given widths, between words, measured
//! with the embedded fonts.

use crate::render::text::{Fonts, Style};
use crate::render::words::NO_BREAK;

/// `text` in lines of the given widths (pixels), broken between words
/// (never at a no-break space), in the first of `styles` in which it fits
/// whole; the last line never holds a lone word when the line before can
/// give it company. `None` when it fits in none of them.
pub fn wrap(fonts: &Fonts, styles: &[Style], text: &str, widths: &[f32]) -> Option<(Vec<String>, Style)> {
    let words = words(text);
    styles.iter().find_map(|&style| Some((break_lines(fonts, style, &words, widths)?, style)))
}

/// [`wrap`], or else `text` in the last of `styles` with what does not fit
/// cut with an ellipsis.
pub fn wrap_or_cut(fonts: &Fonts, styles: &[Style], text: &str, widths: &[f32]) -> (Vec<String>, Style) {
    wrap(fonts, styles, text, widths).unwrap_or_else(|| {
        let style = styles[styles.len() - 1];
        (cut_lines(fonts, style, &words(text), widths), style)
    })
}

fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace() && c != NO_BREAK).filter(|w| !w.is_empty()).collect()
}

/// Greedy line breaking, then a word moved down from the line before while
/// the last line holds one alone; `None` if the words do not all fit.
fn break_lines(fonts: &Fonts, style: Style, words: &[&str], widths: &[f32]) -> Option<Vec<String>> {
    let fits = |words: &[&str], width: f32| fonts.width(style, &words.join(" ")) <= width;
    let mut lines: Vec<Vec<&str>> = Vec::new();
    let mut rest = words;
    for &width in widths {
        if rest.is_empty() {
            break;
        }
        let mut n = 1;
        while n < rest.len() && fits(&rest[..=n], width) {
            n += 1;
        }
        if !fits(&rest[..n], width) {
            return None;
        }
        lines.push(rest[..n].to_vec());
        rest = &rest[n..];
    }
    if !rest.is_empty() {
        return None;
    }
    let last = lines.len();
    while last >= 2 && lines[last - 1].len() == 1 && lines[last - 2].len() >= 2 {
        let mut longer = lines[last - 1].clone();
        longer.insert(0, lines[last - 2][lines[last - 2].len() - 1]);
        if !fits(&longer, widths[last - 1]) {
            break;
        }
        lines[last - 2].pop();
        lines[last - 1] = longer;
    }
    Some(lines.iter().map(|line| line.join(" ")).collect())
}

/// Greedy line breaking of words that do not all fit: the last line takes
/// the rest, cut with an ellipsis; a word wider than its line is cut too.
fn cut_lines(fonts: &Fonts, style: Style, words: &[&str], widths: &[f32]) -> Vec<String> {
    let mut lines = Vec::new();
    let mut rest = words;
    for (i, &width) in widths.iter().enumerate() {
        if rest.is_empty() {
            break;
        }
        let mut n = 1;
        while n < rest.len() && fonts.width(style, &rest[..=n].join(" ")) <= width {
            n += 1;
        }
        if i + 1 == widths.len() {
            n = rest.len();
        }
        lines.push(fonts.fit(style, &rest[..n].join(" "), width));
        rest = &rest[n..];
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::palette;
    use crate::render::text::Weight;
    use crate::rules::{ByPlayer, Outcome, Player};

    fn style() -> Style {
        Style { cap_height: 12.0, weight: Weight::Regular, colour: palette::FRAME_TEXT }
    }

    #[test]
    fn wrap_keeps_every_line_within_its_width() {
        let fonts = Fonts::load().unwrap();
        let text = "Black connected the sides J2–P8 and B10–H16 after a very long game";
        let widths = [150.0, 120.0, 90.0];
        let smaller = |f: f32| Style { cap_height: 12.0 * f, ..style() };
        let styles = [style(), smaller(0.88), smaller(0.76)];
        let (lines, shrunk) = wrap_or_cut(&fonts, &styles, text, &widths);
        assert_eq!(lines.len(), 3);
        for (line, width) in lines.iter().zip(widths) {
            assert!(fonts.width(shrunk, line) <= width, "{line}");
        }
        assert!(shrunk.cap_height < 12.0, "shrunk before being cut");
        assert_eq!(wrap_or_cut(&fonts, &styles, "short", &widths).0, vec!["short".to_string()]);
        let (cut, _) = wrap_or_cut(&fonts, &styles, &"word ".repeat(40), &widths);
        assert!(cut[2].ends_with('…'), "{cut:?}");
        assert!(wrap(&fonts, &styles, &"word ".repeat(40), &widths).is_none());
    }

    /// "…the centre: 10 to" / "9" would read as a row label.
    #[test]
    fn wrap_never_strands_a_number_or_a_lone_word() {
        let fonts = Fonts::load().unwrap();
        let outcome =
            Outcome::CentralMajority { winner: Player::Black, central: ByPlayer { white: 9, black: 10 } };
        let text = crate::render::words::Words::reason(&crate::render::words::English, &outcome);
        for width in (60..=400).step_by(5) {
            let widths = [width as f32; 6];
            let (lines, _) = wrap_or_cut(&fonts, &[style()], &text, &widths);
            let last = lines.last().unwrap();
            assert!(!last.ends_with('…'), "{width}: {lines:?}");
            assert!(!lines.iter().any(|l| l == "9" || l.ends_with(" to") || l.ends_with(" 10")), "{lines:?}");
            if lines.len() >= 2 {
                assert!(last.contains(' ') || last.contains(NO_BREAK), "{width}: lone word in {lines:?}");
            }
        }
    }
}
