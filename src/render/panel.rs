//! Everything around the board: the status above it and in the top left
//! corner (`status`), the players on the right (`players`), and bottom
//! left the moves played, the variant and the goal.
//!
//! Every word is at least [`MIN_TEXT`] tall, so it can be read on a phone;
//! a line that does not fit whole is left out rather than squeezed (the
//! names alone are cut, by their measured width: the message under the
//! picture names both players in full).

use crate::render::canvas::Canvas;
use crate::render::layout::{FRAME_HEIGHT, Layout, MIN_TEXT};
use crate::render::options::RenderOptions;
use crate::render::palette;
use crate::render::parts;
use crate::render::players::{self, NAME_MAX_CHARS};
use crate::render::rooms::{MARGIN, Rooms, Side};
use crate::render::status::{self, LINE_GAP};
use crate::render::text::{Align, Fonts, Style, Weight};
use crate::render::wrap::wrap;
use crate::rules::{Player, Position};

/// Capital height of the footer's lines.
const FOOTER_SIZE: f32 = MIN_TEXT;

/// Draws the status, both players and the footer in `rooms` (`layout`'s).
pub fn draw(
    canvas: &mut Canvas,
    layout: &Layout,
    rooms: &Rooms,
    fonts: &Fonts,
    position: &Position,
    options: &RenderOptions,
) {
    let options = &drawable_names(options, fonts);
    status::draw(canvas, layout, rooms, fonts, position, options);
    players::draw(canvas, layout, rooms, fonts, position, options);
    let goal = || format!("goal {:?}", options.words.goal());
    parts::draw(canvas, goal, |canvas| draw_footer(canvas, layout, rooms, fonts, options));
}

/// `options` with each name as it will be drawn: emoji and other
/// characters no font has dropped; a name with letters no font has (or
/// nothing left) replaced by the fallback name, or else by nothing (the
/// colour is shown).
fn drawable_names(options: &RenderOptions, fonts: &Fonts) -> RenderOptions {
    let mut options = options.clone();
    for player in Player::BOTH {
        let candidates = [options.names[player].take(), options.fallback_names[player].clone()];
        options.names[player] = candidates.into_iter().flatten().find_map(|name| {
            let name: String = name.chars().take(NAME_MAX_CHARS).collect();
            let shown = fonts.drawable(&name);
            (fonts.can_spell(&name) && !shown.is_empty()).then_some(shown)
        });
    }
    options
}

/// Most lines the goal takes.
const FOOTER_LINES: usize = 3;

/// The middle of the footer's `n`th line from the bottom.
fn footer_y(n: usize) -> f32 {
    FRAME_HEIGHT - MARGIN - FOOTER_SIZE / 2.0 - (FOOTER_SIZE + LINE_GAP) * n as f32
}

fn footer_style(layout: &Layout) -> Style {
    Style { cap_height: layout.px(FOOTER_SIZE), weight: Weight::Regular, colour: palette::FRAME_TEXT_DIM }
}

/// Bottom left, for newcomers: the goal, on as few of the corner's
/// bottom lines as hold it (the lowest are the widest), or not at all.
/// How many moves were played is in the last move's line, and the variant
/// in the central count and the message.
fn draw_footer(canvas: &mut Canvas, layout: &Layout, rooms: &Rooms, fonts: &Fonts, options: &RenderOptions) {
    let style = footer_style(layout);
    if let Some(lines) = footer_lines(layout, rooms, fonts, options) {
        for (text, y) in lines {
            let (left, _) = rooms.room(Side::Left, y, FOOTER_SIZE / 2.0);
            fonts.draw(canvas, style, &text, layout.frame_point(left, y), Align::Left);
        }
    }
}

/// The goal's lines and their heights, if it fits the corner: on the
/// bottom line, else on two as the language splits it, else wrapped on
/// three.
fn footer_lines(
    layout: &Layout,
    rooms: &Rooms,
    fonts: &Fonts,
    options: &RenderOptions,
) -> Option<Vec<(String, f32)>> {
    let style = footer_style(layout);
    let [first, second] = options.words.goal();
    let width = |n: usize| layout.px(rooms.width(Side::Left, footer_y(n), FOOTER_SIZE / 2.0));
    let fits = |text: &str, n: usize| fonts.width(style, text) <= width(n);
    let whole = format!("{first} {second}");
    if fits(&whole, 0) {
        return Some(vec![(whole, footer_y(0))]);
    }
    if fits(&first, 1) && fits(&second, 0) {
        return Some(vec![(first, footer_y(1)), (second, footer_y(0))]);
    }
    let ys: Vec<f32> = (0..FOOTER_LINES).rev().map(footer_y).collect();
    let widths: Vec<f32> = (0..FOOTER_LINES).rev().map(width).collect();
    let (lines, _) = wrap(fonts, &[style], &whole, &widths)?;
    Some(lines.into_iter().zip(ys).collect())
}

/// Every word around the board that would not fit its place in a picture
/// drawn with `options`: the status's (`status::overflows`), the players'
/// and the footer.
pub fn overflows(layout: &Layout, fonts: &Fonts, options: &RenderOptions) -> Vec<String> {
    let rooms = Rooms::new(layout);
    let mut over = status::overflows(layout, &rooms, fonts, options);
    over.extend(players::overflows(layout, &rooms, fonts, options));
    if footer_lines(layout, &rooms, fonts, options).is_none() {
        over.push(options.words.goal().join(" "));
    }
    over
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ByPlayer;

    fn options_named(white: &str, black: &str) -> RenderOptions {
        RenderOptions {
            names: ByPlayer { white: Some(white.to_string()), black: Some(black.to_string()) },
            ..RenderOptions::default()
        }
    }

    fn shown_name(given: &str, fallback: Option<&str>) -> String {
        let fonts = Fonts::load().unwrap();
        let mut options = options_named("Alice", given);
        options.fallback_names.black = fallback.map(str::to_string);
        drawable_names(&options, &fonts).display_name(Player::Black)
    }

    #[test]
    fn names_lose_their_emoji_and_unspellable_names_give_way() {
        assert_eq!(shown_name("Zoë", None), "Zoë");
        assert_eq!(shown_name("🎲 Zoë 🎲", None), "Zoë");
        assert_eq!(shown_name("李小龍", None), "李小龍", "drawn with the fallback face");
        assert_eq!(shown_name("สมชาย", Some("somchai_99")), "somchai_99", "Thai is in no face");
        assert_eq!(shown_name("สมชาย", None), "Black");
        assert_eq!(shown_name("🎲🎲", Some("dice")), "dice");
        assert_eq!(shown_name("🎲🎲", Some("🎲")), "Black");
        assert_eq!(options_named("Alice", "   ").display_name(Player::Black), "Black");
    }
}
