//! Text on the picture: the two embedded DejaVu faces and a fallback face
//! for Chinese, Japanese and Korean, measuring, and drawing with
//! anti-aliasing.
//!
//! Sizes are given as the height of a capital letter (and of a digit: in
//! DejaVu Sans they match), so text can be centred on a point exactly.
//! Each character is drawn from the first face that has it: the asked
//! weight of DejaVu, the other weight, then the fallback. A character no
//! face has (most emoji, joiners, variation selectors) is dropped, never
//! drawn as a box or a question mark.
//!
//! Letters are rasterised once and kept ([`KEPT_GLYPHS`]): a picture
//! draws the same names, headlines and legend words in the same places as
//! the pictures before it, and rasterising every letter again was a tenth
//! of a picture's time. A kept letter is exactly what rasterising it again
//! would give, pixel for pixel: it is looked up by everything the
//! rasteriser is given (face, letter, scale, and where the letter's outline
//! lies within its pixels), never by a rounded position.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use ab_glyph::{Font, FontRef, GlyphId, Outline, OutlinedGlyph, PxScale, PxScaleFactor, ScaleFont, point};

use crate::render::canvas::{Canvas, Written};
use crate::render::error::RenderError;
use crate::render::geometry::{Point, Rect};
use crate::render::palette::Colour;

/// DejaVu Sans (assets/README.md says where it comes from).
static REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
/// DejaVu Sans Bold.
static BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");
/// A subset of WenQuanYi Micro Hei: the Han characters, kana and Hangul
/// that names are written in (assets/README.md says how it was made).
static CJK: &[u8] = include_bytes!("../../assets/fonts/WenQuanYiMicroHei-subset.ttf");
/// Capital height of DejaVu Sans as a fraction of its em (1493 / 2048).
const CAP_HEIGHT_PER_EM: f32 = 1493.0 / 2048.0;
/// The fallback face's em relative to DejaVu's: ideographs fill their em
/// square, so at full size they would tower over the Latin capitals.
const CJK_EM_SCALE: f32 = 0.92;
/// How far apart (per pixel of capital height) the fallback face is drawn
/// twice to make it bold.
const FAKE_BOLD: f32 = 0.07;
/// Ends a text cut short to fit.
const ELLIPSIS: char = '…';
/// Rasterised letters kept at most; the store starts over beyond. A
/// picture 800 px wide draws about a hundred distinct ones, of about a
/// kilobyte each.
const KEPT_GLYPHS: usize = 2048;

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

/// The faces, parsed once per picture.
pub struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
    cjk: FontRef<'static>,
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

/// Which of the faces a glyph comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Face {
    Regular,
    Bold,
    Cjk,
}

/// A glyph and its face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Glyph {
    face: Face,
    id: GlyphId,
}

/// Everything that decides a rasterised letter's pixels: its outline
/// (face and glyph), the scale, and where the outline lies in its box of
/// whole pixels (the position less the box's corner, and the box's size),
/// each as the exact bits ab_glyph computes with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct RasterKey {
    face: Face,
    id: u16,
    scale: [u32; 2],
    offset: [u32; 2],
    size: [u32; 2],
}

/// A letter's coverage per pixel of its box, rows of `width`, as
/// ab_glyph's rasteriser hands it out.
struct Raster {
    width: usize,
    coverage: Vec<f32>,
}

/// The outlines read from the fonts and the letters rasterised so far,
/// shared by every picture.
#[derive(Default)]
struct Kept {
    outlines: HashMap<(Face, u16), Option<Arc<Outline>>>,
    rasters: HashMap<RasterKey, Arc<Raster>>,
}

static KEPT: Mutex<Option<Kept>> = Mutex::new(None);

/// Runs `f` on the kept outlines and letters.
fn with_kept<T>(f: impl FnOnce(&mut Kept) -> T) -> T {
    let mut guard = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    f(guard.get_or_insert_with(Kept::default))
}

impl Fonts {
    /// Parses the embedded fonts.
    ///
    /// # Errors
    /// [`RenderError::Font`] if an embedded font is corrupt (a build problem,
    /// never a user's).
    pub fn load() -> Result<Fonts, RenderError> {
        let parse = |bytes| FontRef::try_from_slice(bytes).map_err(|_| RenderError::Font);
        Ok(Fonts { regular: parse(REGULAR)?, bold: parse(BOLD)?, cjk: parse(CJK)? })
    }

    fn face(&self, face: Face) -> &FontRef<'static> {
        match face {
            Face::Regular => &self.regular,
            Face::Bold => &self.bold,
            Face::Cjk => &self.cjk,
        }
    }

    /// The faces tried for a character, in order, for text of `weight`.
    fn faces(weight: Weight) -> [Face; 3] {
        match weight {
            Weight::Regular => [Face::Regular, Face::Bold, Face::Cjk],
            Weight::Bold => [Face::Bold, Face::Regular, Face::Cjk],
        }
    }

    fn scale(&self, style: Style, face: Face) -> PxScale {
        let font = self.face(face);
        let units_per_em = font.units_per_em().unwrap_or(2048.0);
        let mut em = style.cap_height / CAP_HEIGHT_PER_EM;
        if face == Face::Cjk {
            em *= CJK_EM_SCALE;
        }
        PxScale::from(em * font.height_unscaled() / units_per_em)
    }

    /// The glyph `c` is drawn with, if any face has it.
    fn glyph(&self, weight: Weight, c: char) -> Option<Glyph> {
        if c.is_control() || joins_or_varies(c) {
            return None;
        }
        Fonts::faces(weight).into_iter().find_map(|face| match self.face(face).glyph_id(c) {
            GlyphId(0) => None,
            id => Some(Glyph { face, id }),
        })
    }

    /// The glyphs of `text`; characters no face has are left out.
    fn glyphs(&self, weight: Weight, text: &str) -> Vec<Glyph> {
        text.chars().filter_map(|c| self.glyph(weight, c)).collect()
    }

    /// Whether some face has `c`.
    pub fn has(&self, c: char) -> bool {
        self.glyph(Weight::Regular, c).is_some()
    }

    /// `text` as it will be drawn: characters no face has dropped (emoji,
    /// joiners, variation selectors), runs of white space made one space,
    /// the ends trimmed.
    pub fn drawable(&self, text: &str) -> String {
        let kept: String = text.chars().filter(|&c| c.is_whitespace() || self.has(c)).collect();
        kept.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// Whether every letter of `text` can be drawn: a name with a letter
    /// no face has would be drawn with holes, so the caller shows another
    /// name instead. Other characters (emoji, symbols) are simply dropped.
    pub fn can_spell(&self, text: &str) -> bool {
        text.chars().filter(|c| c.is_alphabetic()).all(|c| self.has(c))
    }

    /// Width of `text` in pixels.
    pub fn width(&self, style: Style, text: &str) -> f32 {
        let glyphs = self.glyphs(style.weight, text);
        self.advances(style, &glyphs).last().map_or(0.0, |&(_, end)| end)
    }

    /// Where each glyph starts and where the line ends after it, in pixels
    /// from the start of the line. Kerning applies between neighbours of
    /// one face.
    fn advances(&self, style: Style, glyphs: &[Glyph]) -> Vec<(f32, f32)> {
        let mut x = 0.0;
        let mut out = Vec::with_capacity(glyphs.len());
        for (i, glyph) in glyphs.iter().enumerate() {
            let font = self.face(glyph.face).as_scaled(self.scale(style, glyph.face));
            if let Some(before) = i.checked_sub(1).map(|j| glyphs[j]).filter(|g| g.face == glyph.face) {
                x += font.kern(before.id, glyph.id);
            }
            let start = x;
            x += font.h_advance(glyph.id);
            out.push((start, x));
        }
        out
    }

    /// `text`, or as much of it as fits in `max_width` pixels followed by
    /// an ellipsis: the longest such beginning, found by measuring.
    pub fn fit(&self, style: Style, text: &str, max_width: f32) -> String {
        if self.width(style, text) <= max_width {
            return text.to_string();
        }
        let chars: Vec<char> = text.chars().collect();
        let cut = |n: usize| format!("{}{ELLIPSIS}", chars[..n].iter().collect::<String>().trim_end());
        // The widest prefix that fits, by bisection: widths grow with the
        // prefix (kerning moves them by far less than a character).
        let (mut fits, mut too_long) = (0, chars.len());
        while too_long - fits > 1 {
            let middle = (fits + too_long) / 2;
            if self.width(style, &cut(middle)) <= max_width {
                fits = middle;
            } else {
                too_long = middle;
            }
        }
        cut(fits)
    }

    /// Draws `text` with the middle of its capitals at `at.y` and aligned on
    /// `at.x` as `align` says. Returns the width drawn.
    pub fn draw(&self, canvas: &mut Canvas, style: Style, text: &str, at: Point, align: Align) -> f32 {
        let glyphs = self.glyphs(style.weight, text);
        let advances = self.advances(style, &glyphs);
        let width = advances.last().map_or(0.0, |&(_, end)| end);
        let left = match align {
            Align::Left => at.x,
            Align::Centre => at.x - width / 2.0,
            Align::Right => at.x - width,
        };
        let baseline = at.y + style.cap_height / 2.0;
        if !glyphs.is_empty() {
            let area = Rect {
                min: Point::new(left, at.y - style.cap_height / 2.0),
                max: Point::new(left + width, baseline),
            };
            let (cap_height, x_height) = (self.ink_height(style, 'H'), self.ink_height(style, 'x'));
            canvas.note(Written { text: text.to_string(), cap_height, x_height, area });
        }
        for (glyph, &(start, _)) in glyphs.iter().zip(&advances) {
            self.draw_glyph(canvas, style, *glyph, point(left + start, baseline));
            // The fallback face has no bold: bold text gets it drawn twice,
            // a little apart, so a CJK name is as heavy as a Latin one.
            if glyph.face == Face::Cjk && style.weight == Weight::Bold {
                let offset = (style.cap_height * FAKE_BOLD).max(0.5);
                self.draw_glyph(canvas, style, *glyph, point(left + start + offset, baseline));
            }
        }
        width
    }

    /// How tall `c` is drawn in `style`, in pixels: the height of its
    /// outline, measured from the font's own curves.
    pub fn ink_height(&self, style: Style, c: char) -> f32 {
        let Some(glyph) = self.glyph(style.weight, c) else { return 0.0 };
        let font = self.face(glyph.face);
        let scaled = font.as_scaled(self.scale(style, glyph.face));
        self.outline(glyph).map_or(0.0, |outline| outline.bounds.height().abs() * scaled.v_scale_factor())
    }

    /// The outline of `glyph`, read from its font once and kept.
    fn outline(&self, glyph: Glyph) -> Option<Arc<Outline>> {
        let key = (glyph.face, glyph.id.0);
        if let Some(kept) = with_kept(|kept| kept.outlines.get(&key).cloned()) {
            return kept;
        }
        let outline = self.face(glyph.face).outline(glyph.id).map(Arc::new);
        with_kept(|kept| kept.outlines.insert(key, outline.clone()));
        outline
    }

    fn draw_glyph(&self, canvas: &mut Canvas, style: Style, glyph: Glyph, at: ab_glyph::Point) {
        let scale = self.scale(style, glyph.face);
        let factor = self.face(glyph.face).as_scaled(scale).scale_factor();
        let Some(outline) = self.outline(glyph) else { return };
        let bounds = outline.px_bounds(factor, at);
        let raster = rasterised(glyph.id.with_scale_and_position(scale, at), glyph.face, &outline, factor);
        canvas.blend_rows(
            (bounds.min.x as i64, bounds.min.y as i64),
            raster.width,
            &raster.coverage,
            style.colour,
        );
    }
}

/// `glyph` of `face` rasterised as ab_glyph draws it, kept or now.
fn rasterised(
    glyph: ab_glyph::Glyph,
    face: Face,
    outline: &Arc<Outline>,
    factor: PxScaleFactor,
) -> Arc<Raster> {
    // What OutlinedGlyph::draw computes from: the box of whole pixels and
    // the outline's offset in it.
    let bounds = outline.px_bounds(factor, glyph.position);
    let offset = glyph.position - bounds.min;
    let key = RasterKey {
        face,
        id: glyph.id.0,
        scale: [factor.horizontal.to_bits(), factor.vertical.to_bits()],
        offset: [offset.x.to_bits(), offset.y.to_bits()],
        size: [bounds.width().to_bits(), bounds.height().to_bits()],
    };
    if let Some(raster) = with_kept(|kept| kept.rasters.get(&key).cloned()) {
        return raster;
    }
    let width = bounds.width().max(0.0) as usize;
    let mut coverage = vec![0.0; width * bounds.height().max(0.0) as usize];
    OutlinedGlyph::new(glyph, Outline::clone(outline), factor).draw(|x, y, c| {
        if let Some(pixel) = coverage.get_mut(y as usize * width + x as usize) {
            *pixel = c;
        }
    });
    let raster = Arc::new(Raster { width, coverage });
    with_kept(|kept| {
        if kept.rasters.len() >= KEPT_GLYPHS {
            kept.rasters.clear();
        }
        kept.rasters.insert(key, Arc::clone(&raster));
    });
    raster
}

/// Invisible characters that only shape their neighbours (joiners,
/// variation selectors, tags): emoji sequences are full of them, and with
/// the emoji gone they would be left as stray spaces or boxes.
fn joins_or_varies(c: char) -> bool {
    matches!(c, '\u{200b}'..='\u{200f}' | '\u{2060}'..='\u{2064}' | '\u{fe00}'..='\u{fe0f}' | '\u{e0000}'..='\u{e007f}')
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
    fn capitals_are_as_tall_as_asked_and_small_letters_three_quarters() {
        let fonts = Fonts::load().unwrap();
        for size in [9.0, 20.0] {
            let cap = fonts.ink_height(style(size), 'H');
            assert!((cap - size).abs() < 0.05 * size, "{size}: {cap}");
            let x = fonts.ink_height(style(size), 'x');
            assert!(x > 0.7 * size && x < 0.8 * size, "{size}: {x}");
        }
        let mut canvas = Canvas::new(60, 40, Rgb([0, 0, 0]));
        fonts.draw(&mut canvas, style(20.0), "Hx", Point::new(30.0, 20.0), Align::Centre);
        let written = canvas.written();
        assert_eq!(written.len(), 1);
        assert_eq!(written[0].text, "Hx");
        assert!((written[0].cap_height - 20.0).abs() < 1.0);
    }

    #[test]
    fn characters_no_face_has_are_dropped_and_controls_vanish() {
        let fonts = Fonts::load().unwrap();
        let s = style(10.0);
        assert_eq!(fonts.width(s, "Bo🎲b"), fonts.width(s, "Bob"));
        assert_eq!(fonts.width(s, "a\u{7}b"), fonts.width(s, "ab"));
        assert_eq!(fonts.drawable("  🎲 Zoë 👍🏽\u{200d}  Li "), "Zoë Li");
        assert_eq!(fonts.drawable("🎲🎲"), "");
    }

    #[test]
    fn chinese_japanese_and_korean_come_from_the_fallback_face() {
        let fonts = Fonts::load().unwrap();
        let s = style(10.0);
        for name in ["李小龍", "王菲", "さくら", "カタカナ", "김민준", "東京"] {
            assert!(fonts.can_spell(name), "{name}");
            assert_eq!(fonts.drawable(name), name);
            assert!(fonts.width(s, name) > 20.0, "{name} is drawn");
        }
        assert!(!fonts.can_spell("สมชาย"), "Thai is in no face");
        assert!(fonts.can_spell("Zoë 🎲"), "emoji are not letters");
    }

    #[test]
    fn fit_measures_instead_of_counting() {
        let fonts = Fonts::load().unwrap();
        let s = style(12.0);
        // Narrow letters fit more of them than wide ones in the same width.
        let narrow = fonts.fit(s, &"i".repeat(80), 100.0);
        let wide = fonts.fit(s, &"W".repeat(80), 100.0);
        assert!(narrow.chars().count() > 2 * wide.chars().count(), "{narrow} {wide}");
        for (fitted, letter) in [(&narrow, 'i'), (&wide, 'W')] {
            assert!(fonts.width(s, fitted) <= 100.0);
            let one_more = format!("{letter}{fitted}");
            assert!(fonts.width(s, &one_more) > 100.0, "{fitted} is the longest that fits");
        }
    }
}
