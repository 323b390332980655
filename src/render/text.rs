//! Text on the picture: the two embedded DejaVu faces, measuring, and
//! drawing with anti-aliasing.
//!
//! Sizes are given as the height of a capital letter (and of a digit: in
//! DejaVu Sans they match), so text can be centred on a point exactly.

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont, point};

use crate::render::RenderError;
use crate::render::canvas::Canvas;
use crate::render::geometry::Point;
use crate::render::palette::Colour;

/// DejaVu Sans (assets/README.md says where it comes from).
static REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
/// DejaVu Sans Bold.
static BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");
/// Capital height of DejaVu Sans as a fraction of its em (1493 / 2048).
const CAP_HEIGHT_PER_EM: f32 = 1493.0 / 2048.0;
/// Shown in place of a character the fonts do not have.
const REPLACEMENT: char = '?';
/// Ends a text cut short to fit.
const ELLIPSIS: char = '…';

/// Which face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weight {
    /// Coordinates, secondary lines.
    Regular,
    /// Names, results, level numbers.
    Bold,
}

/// Where the given point sits on the line of text, horizontally; vertically
/// the point is always the middle of the capitals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// The text starts at the point.
    Left,
    /// The text is centred on the point.
    Centre,
    /// The text ends at the point.
    Right,
}

/// The two faces, parsed once per picture.
pub struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
}

/// One line of text to draw: what, how big, which face, which colour.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    /// Capital height in pixels.
    pub cap_height: f32,
    /// Regular or bold.
    pub weight: Weight,
    /// Ink colour.
    pub colour: Colour,
}

impl Fonts {
    /// Parses the embedded fonts.
    ///
    /// # Errors
    /// [`RenderError::Font`] if an embedded font is corrupt (a build problem,
    /// never a user's).
    pub fn load() -> Result<Fonts, RenderError> {
        let parse = |bytes| FontRef::try_from_slice(bytes).map_err(|_| RenderError::Font);
        Ok(Fonts { regular: parse(REGULAR)?, bold: parse(BOLD)? })
    }

    fn face(&self, weight: Weight) -> &FontRef<'static> {
        match weight {
            Weight::Regular => &self.regular,
            Weight::Bold => &self.bold,
        }
    }

    fn scale(&self, style: Style) -> PxScale {
        let font = self.face(style.weight);
        let units_per_em = font.units_per_em().unwrap_or(2048.0);
        let em = style.cap_height / CAP_HEIGHT_PER_EM;
        PxScale::from(em * font.height_unscaled() / units_per_em)
    }

    /// The glyphs of `text`, characters the face lacks replaced, controls
    /// dropped.
    fn glyph_ids(&self, weight: Weight, text: &str) -> Vec<GlyphId> {
        let font = self.face(weight);
        let replacement = font.glyph_id(REPLACEMENT);
        text.chars()
            .filter(|c| !c.is_control())
            .map(|c| match font.glyph_id(c) {
                GlyphId(0) => replacement,
                id => id,
            })
            .collect()
    }

    /// Whether most of `text` (letters, digits, signs) is in both faces:
    /// otherwise it would be drawn as question marks.
    pub fn can_show(&self, text: &str) -> bool {
        let chars: Vec<char> = text.chars().filter(|c| !c.is_control() && !c.is_whitespace()).collect();
        let shown = chars
            .iter()
            .filter(|&&c| self.regular.glyph_id(c) != GlyphId(0) && self.bold.glyph_id(c) != GlyphId(0))
            .count();
        shown * 2 > chars.len()
    }

    /// Width of `text` in pixels.
    pub fn width(&self, style: Style, text: &str) -> f32 {
        let font = self.face(style.weight).as_scaled(self.scale(style));
        let ids = self.glyph_ids(style.weight, text);
        let mut width = 0.0;
        for (i, &id) in ids.iter().enumerate() {
            if i > 0 {
                width += font.kern(ids[i - 1], id);
            }
            width += font.h_advance(id);
        }
        width
    }

    /// `text`, or as much of it as fits in `max_width` pixels followed by
    /// an ellipsis.
    pub fn fit(&self, style: Style, text: &str, max_width: f32) -> String {
        if self.width(style, text) <= max_width {
            return text.to_string();
        }
        let mut chars: Vec<char> = text.chars().collect();
        while !chars.is_empty() {
            chars.pop();
            let candidate = format!("{}{ELLIPSIS}", chars.iter().collect::<String>().trim_end());
            if self.width(style, &candidate) <= max_width {
                return candidate;
            }
        }
        ELLIPSIS.to_string()
    }

    /// Draws `text` with the middle of its capitals at `at.y` and aligned on
    /// `at.x` as `align` says. Returns the width drawn.
    pub fn draw(&self, canvas: &mut Canvas, style: Style, text: &str, at: Point, align: Align) -> f32 {
        let scale = self.scale(style);
        let font = self.face(style.weight).as_scaled(scale);
        let width = self.width(style, text);
        let left = match align {
            Align::Left => at.x,
            Align::Centre => at.x - width / 2.0,
            Align::Right => at.x - width,
        };
        let baseline = at.y + style.cap_height / 2.0;
        let mut x = left;
        let ids = self.glyph_ids(style.weight, text);
        for (i, &id) in ids.iter().enumerate() {
            if i > 0 {
                x += font.kern(ids[i - 1], id);
            }
            let glyph = id.with_scale_and_position(scale, point(x, baseline));
            if let Some(outlined) = font.outline_glyph(glyph) {
                let bounds = outlined.px_bounds();
                outlined.draw(|gx, gy, c| {
                    let px = bounds.min.x as i64 + i64::from(gx);
                    let py = bounds.min.y as i64 + i64::from(gy);
                    canvas.blend(px, py, style.colour, c);
                });
            }
            x += font.h_advance(id);
        }
        width
    }
}

#[cfg(test)]
mod tests {
    use image::Rgb;

    use super::*;

    const INK: Colour = Rgb([255, 255, 255]);

    fn style(cap_height: f32) -> Style {
        Style { cap_height, weight: Weight::Bold, colour: INK }
    }

    #[test]
    fn width_grows_with_text_and_size() {
        let fonts = Fonts::load().unwrap();
        assert_eq!(fonts.width(style(10.0), ""), 0.0);
        assert!(fonts.width(style(10.0), "12") > fonts.width(style(10.0), "1"));
        assert!(fonts.width(style(20.0), "Alice") > 1.9 * fonts.width(style(10.0), "Alice"));
    }

    #[test]
    fn fit_cuts_long_text_with_an_ellipsis() {
        let fonts = Fonts::load().unwrap();
        let long = "Bartholomew Fitzgerald-Montgomery the Third";
        let fitted = fonts.fit(style(12.0), long, 100.0);
        assert!(fitted.ends_with('…'), "{fitted}");
        assert!(fonts.width(style(12.0), &fitted) <= 100.0);
        assert_eq!(fonts.fit(style(12.0), "Bo", 100.0), "Bo");
    }

    #[test]
    fn drawn_capitals_are_centred_on_the_point() {
        let fonts = Fonts::load().unwrap();
        let mut canvas = Canvas::new(60, 40, Rgb([0, 0, 0]));
        fonts.draw(&mut canvas, style(20.0), "H", Point::new(30.0, 20.0), Align::Centre);
        let image = canvas.into_image();
        let inked: Vec<(u32, u32)> =
            image.enumerate_pixels().filter(|(_, _, p)| p[0] > 128).map(|(x, y, _)| (x, y)).collect();
        let (min_y, max_y) =
            (inked.iter().map(|p| p.1).min().unwrap(), inked.iter().map(|p| p.1).max().unwrap());
        let (min_x, max_x) =
            (inked.iter().map(|p| p.0).min().unwrap(), inked.iter().map(|p| p.0).max().unwrap());
        assert!((f32::from((min_y + max_y) as u16) / 2.0 - 20.0).abs() <= 1.0, "{min_y}..{max_y}");
        assert!((f32::from((min_x + max_x) as u16) / 2.0 - 30.0).abs() <= 1.5, "{min_x}..{max_x}");
        assert!((max_y - min_y) as f32 >= 18.0);
    }

    #[test]
    fn missing_characters_become_question_marks_and_controls_vanish() {
        let fonts = Fonts::load().unwrap();
        let s = style(10.0);
        assert_eq!(fonts.width(s, "漢"), fonts.width(s, "?"));
        assert_eq!(fonts.width(s, "a\u{7}b"), fonts.width(s, "ab"));
    }
}
