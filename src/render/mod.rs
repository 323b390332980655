//! Pictures of the board: a PNG of any position, an animated GIF of a whole
//! game. A pure function of a position and [`RenderOptions`]; no I/O.
//!
//! Players see the game only through these pictures, in Discord's dark and
//! light themes, often on a phone, so the picture is opaque, the board
//! fills it, and everything a player must read (whose dots, which dots
//! form a piece, the PÜNCTs, stack heights, the last move) is drawn large.
//!
//! The files, each with one job. Each imports only files listed above it
//! (a test reads their `use` lines and holds it), so nothing in here runs
//! in a circle:
//!
//! | file | its one job |
//! |---|---|
//! | `geometry` | points, boxes, signed distance functions |
//! | `palette` | every colour |
//! | `quantise` | the 256 colours a picture is stored in |
//! | `error` | [`RenderError`] |
//! | `words` | every word drawn ([`Words`]), the legend's [`Symbol`]s, [`OffBoard`] endings |
//! | `options` | what a picture is asked to show ([`RenderOptions`]) and how its game stands |
//! | `canvas` | the pixels, and the texts written on them |
//! | `text` | the fonts: measuring and drawing words |
//! | `wrap` | breaking words into lines of given widths |
//! | `layout` | all geometry: cells to pixels, the strip, board and legend heights, the coordinates' places |
//! | `rooms` | the width a line of text gets beside the board at its height |
//! | `sprite` | pieces drawn once per size and stamped |
//! | `pieces` | pieces on the board and small ones beside it |
//! | `marks` | which cells the picture singles out, and which legend entry explains which mark |
//! | `board` | the board, its bands and coordinates, the marks on its cells |
//! | `base` | the empty board of a size and side and its colours, kept |
//! | `parts` | parts of a picture kept as drawn over the empty board: a corner, the goal, the legend |
//! | `legend` | the strip of symbols and their words under the board |
//! | `status` | whose turn or the result, the last move, the central count |
//! | `players` | the names and reserves |
//! | `panel` | everything around the board: status, players, footer |
//! | `scene` | one picture, layer by layer |
//! | `encode` | PNG bytes |
//! | `table` | the picture of a table ([`Table`]): a league's standings |
//! | `replay` | the GIF of a whole game |
//!
//! Every word and number is drawn at least [`MIN_TEXT`] tall: 9 pixels
//! when the picture is shown 400 pixels wide, as on a phone
//! ([`words_drawn`] lists them with their heights).
//!
//! ```
//! use punct::render::{RenderOptions, render_png};
//! use punct::rules::{GameRecord, Variant};
//! let position = GameRecord::from_moves(Variant::Standard, "B2-B3-C3 N12-N13-O13")?.replay()?;
//! let png = render_png(&position, &RenderOptions { size: 512, ..RenderOptions::default() })?;
//! assert_eq!(&png[1..4], b"PNG");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Speed and size
//!
//! `cargo bench --bench render` times a 1024 px PNG of a 60-ply position,
//! 800 px pictures as the move picker posts them on Discord (a different
//! one each time: twelve steps of one game, both sides, up to 150 marked
//! cells) and a replay GIF of a 100-ply game, and checks their size; the
//! README's Performance table quotes the latest figures against the
//! targets (10 ms and 150 KB for the picture, 2 s and 8 MB for the GIF).
//! What was measured on the way:
//!
//! - Before the legend strip: 5.8 ms and 122 KB a picture; the first
//!   picture of a size and side also draws the empty board (`base`), 70 ms,
//!   once. The GIF: 0.87 s and 1.5 MB.
//! - The legend strip under the board, measured back to back with the
//!   version before it at load 5–6: 6.2 ms against 7.1 ms (noise: the
//!   legend costs under 0.5 ms), 129 KB against 120 KB (the picture is
//!   6.5 % taller).
//! - The replay GIF draws the legend once for all its frames; back to back
//!   at load 5–6: 1.39 s against 1.33 s before the legend, 1.48 MB against
//!   1.47 MB.
//! - Pictures under load on Discord (25 at once on 2 cores) wait for each
//!   other's processor time, so a picture's own time is what counts. A
//!   profile of the picker's pictures showed a fifth of it repainting
//!   marked cells from their signed distance, a tenth rasterising letters
//!   again, a tenth mapping onto the palette (every 16 pixels compared
//!   with the empty board), a tenth compressing. Now kept and reused,
//!   each giving the same pixels (the golden pictures did not change by a
//!   byte; tests compare each kept shape with drawing it afresh): letters
//!   as the rasteriser's coverage, cells and the last move's halo as masks
//!   of the coverage `fill` computes, compressors; only painted pixels are
//!   mapped; `mix` rounds without a call into the C library. Back to back
//!   on an otherwise idle machine, criterion's median (fastest samples):
//!   800 px picker pictures 9.2 → 5.5 ms (6.8 → 4.0 ms), the 1024 px
//!   picture 10.0 → 8.2 ms (7.4 → 5.6 ms); sizes unchanged. Left: zlib
//!   level 1 (about a third), stamping pieces and frames, blending
//!   letters, copying the empty board. Faster deflaters tried on the same
//!   rows: `fdeflate` 5 times larger (it codes only runs of zeros, for
//!   filtered rows; with PNG's Up or Sub filter still 2.5 times),
//!   `zlib-rs` level 1 a fifth faster and 4 % larger, so neither is taken
//!   then (zlib-rs is now: see the last entry); the Up and Sub filters
//!   make miniz's output larger too.
//! - A profile of `discord_load` after that: of the pictures' time, zlib
//!   28 %, the PNG rows 13 %, letters 13 % (blended a call per pixel),
//!   copying the empty board 8 % (a third of it faulting in fresh pages),
//!   stamping 10 %, and the last move's halo worked out again 4 % (its
//!   store of 32 started over). Now letters are laid a row at a time,
//!   masks kept as runs (a halo store that holds every halo of two sizes),
//!   and pixels, rows and output written into kept buffers. Processor
//!   time a picture, back to back at load 2–3, three runs each: 800 px
//!   picker pictures 6.0 → 5.1 ms, 800 px boards after a move 5.2 →
//!   3.9 ms; the same bytes. Left: zlib (now a third), the rows, stamping.
//! - Then: a kept buffer drawn over the same empty board (each base has an
//!   id) is put back only where it was painted; encoding compares the
//!   painted columns with the empty board sixteen pixels at a time and
//!   looks up only those that differ; an opaque fill's inside is stamped
//!   as runs of one colour; the rooms beside the board come from an
//!   outline worked out once per picture. The same pixels. Criterion's
//!   picker figures wandered by a fifth between runs on this host, too
//!   much to see it; interleaved load runs did (tests/benches/README.md).
//!   Left, per 800 px picture: zlib about 1.6 ms, the rows and copies
//!   about 0.7 ms, drawing about 2.5 ms (letters, pieces, the legend).
//! - The move picker's steps are drawn 640 px wide (Discord shows them
//!   about 400 px wide, where they look as at 800): the render bench
//!   times them at both widths, 3.1 and 3.5 ms at 640 against 3.9 and
//!   4.8 ms at 800 in two runs; median 65 KB against 88 KB.
//! - zlib is `zlib-rs` at level 1 instead of `miniz_oxide` at level 1:
//!   on a picker picture's rows 0.62 against 0.98 ms, 52 against 50 KB
//!   (level 2 as slow as miniz, 16 % smaller; `libdeflate` 1.5 ms, a
//!   quarter smaller). Six interleaved load runs: processor time a
//!   picker step 4.65 → 4.15 ms (medians), picker p50 36.0 → 32.0 ms,
//!   the pictures' median 54,046 → 56,151 bytes.
//! - The players' corners, the goal and the legend are kept as drawn
//!   (`parts`), and the rooms beside the board once per empty board: the
//!   same pixels; a picker step 4.8 → 4.3 ms in eight load pairs. With
//!   zlib-rs, the render bench (two interleaved runs): the 1024 px
//!   picture 7.8 and 7.0 → 4.7 and 4.1 ms, 640 px picker pictures 3.6
//!   and 3.9 → 2.1 and 2.6 ms. Left, in a picker step's profile: zlib a
//!   fifth, the marks a tenth, the status's words and the pieces a
//!   twentieth each.

mod base;
mod board;
mod canvas;
mod encode;
mod error;
mod geometry;
mod layout;
mod legend;
mod marks;
mod options;
pub mod palette;
mod panel;
mod parts;
mod pieces;
mod players;
mod quantise;
mod replay;
mod rooms;
mod scene;
mod sprite;
mod status;
mod table;
mod text;
mod words;
mod wrap;

use crate::rules::{GameRecord, Player, Position};
use scene::Background;
use text::Fonts;

pub use canvas::Written as DrawnText;
pub use error::RenderError;
pub use geometry::{Point, Rect};
pub use layout::{Layout, MAX_WIDTH, MIN_TEXT, MIN_WIDTH, board_offset};
pub use options::RenderOptions;
pub use replay::{MAX_GIF_PLIES, MAX_GIF_WIDTH};
pub use table::{
    Column, ColumnAlign, MAX_TABLE_ROWS, MAX_TABLE_WIDTH, MIN_TABLE_WIDTH, RowEmphasis, Table, TableRow,
    render_table_png, table_words_drawn,
};
pub use words::{English, NO_BREAK, OffBoard, Symbol, Words};

/// The picture of `position` as PNG bytes.
///
/// # Errors
/// [`RenderError::SizeOutOfRange`] for a bad `options.size`; encoding
/// failures (never expected when writing to memory).
pub fn render_png(position: &Position, options: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    let layout = Layout::new(options.size, options.perspective)?;
    let fonts = Fonts::load()?;
    let base = base::get(&layout, &fonts);
    let symbols = marks::symbols(position, options);
    let canvas = scene::draw(position, options, &layout, &fonts, Background::Base(&base), Some(&symbols));
    encode::png(&canvas, &base)
}

/// Every text the picture of `position` shows, with the height of its
/// capitals and small letters in pixels at the picture's own width, in
/// the order drawn: the coordinates, the status, the players, the footer,
/// the legend. What legibility is measured on (scale the heights by
/// `400 / options.size` for a phone).
///
/// # Errors
/// As [`render_png`].
pub fn words_drawn(position: &Position, options: &RenderOptions) -> Result<Vec<DrawnText>, RenderError> {
    let layout = Layout::new(options.size, options.perspective)?;
    let fonts = Fonts::load()?;
    let empty = board::draw_empty(&layout, &fonts);
    let symbols = marks::symbols(position, options);
    let base = base::get(&layout, &fonts);
    let scene = scene::draw(position, options, &layout, &fonts, Background::Base(&base), Some(&symbols));
    Ok(empty.written().iter().chain(scene.written()).cloned().collect())
}

/// The legend entries the picture of `position` shows, in order: what a
/// message that explains the picture in words would explain.
pub fn symbols_shown(position: &Position, options: &RenderOptions) -> Vec<Symbol> {
    marks::symbols(position, options).into_iter().collect()
}

/// Draws and keeps what every picture `size` pixels wide shares, for both
/// sides, so that the first pictures after a start do not wait for it
/// (the empty board and its colours: about 70 ms each).
///
/// # Errors
/// [`RenderError::SizeOutOfRange`] for a bad `size`; [`RenderError::Font`].
pub fn prepare(size: u32) -> Result<(), RenderError> {
    let fonts = Fonts::load()?;
    for perspective in Player::BOTH {
        base::get(&Layout::new(size, perspective)?, &fonts);
    }
    Ok(())
}

/// The words of `options` that would not fit their place in a picture
/// `size` pixels wide (cut short or wrapped past their lines) at the
/// smallest size text is drawn: the headline, the last move, the reasons
/// a game ends, the central count, the reserves' "all placed", the footer
/// and the legend, each tried with long values. Empty when every word
/// fits: a translation is checked with this.
///
/// # Errors
/// [`RenderError::SizeOutOfRange`] for a bad `size`; [`RenderError::Font`].
pub fn overflowing_words(size: u32, options: &RenderOptions) -> Result<Vec<String>, RenderError> {
    let fonts = Fonts::load()?;
    let mut over = Vec::new();
    for perspective in Player::BOTH {
        let layout = Layout::new(size, perspective)?;
        over.extend(panel::overflows(&layout, &fonts, options));
        over.extend(legend::overflows(&layout, &fonts, &*options.words));
    }
    over.dedup();
    Ok(over)
}

/// An animated GIF of the whole game: the empty board, one frame per ply,
/// and a pause on the final position, which shows `options.result` (the
/// game's, if it is over).
///
/// # Errors
/// [`RenderError::Record`] if a move of `record` is illegal; size limits
/// ([`MAX_GIF_WIDTH`], [`MAX_GIF_PLIES`]).
pub fn replay_gif(record: &GameRecord, options: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    if options.size > MAX_GIF_WIDTH {
        return Err(RenderError::SizeOutOfRange { size: options.size, min: MIN_WIDTH, max: MAX_GIF_WIDTH });
    }
    if record.moves.len() > MAX_GIF_PLIES {
        return Err(RenderError::TooManyPlies { plies: record.moves.len(), max: MAX_GIF_PLIES });
    }
    let layout = Layout::new(options.size, options.perspective)?;
    let positions = record.positions()?;
    replay::gif(&positions, options, &layout)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{SplitMix64, Variant};

    /// A position after `plies` random moves.
    fn random_position(seed: u64, plies: u32) -> Position {
        let mut rng = SplitMix64::new(seed);
        let mut position = Position::new(Variant::Standard);
        while position.ply() < plies {
            let Some(m) = position.random_move(&mut rng) else { break };
            position.play_unchecked(m);
        }
        position
    }

    /// The files of this module, in the order of the module map above.
    fn mapped_files() -> Vec<String> {
        include_str!("mod.rs")
            .lines()
            .filter_map(|line| line.strip_prefix("//! | `"))
            .filter_map(|rest| rest.split('`').next())
            .map(str::to_string)
            .collect()
    }

    /// Every file is in the map, and each names (`crate::render::x`) only
    /// files above it there: the imports run one way, no circle.
    #[test]
    fn files_import_only_files_above_them_in_the_map() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/render");
        let order = mapped_files();
        let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok()?.file_name().to_str()?.strip_suffix(".rs").map(str::to_string))
            .filter(|name| name != "mod")
            .collect();
        on_disk.sort();
        let mut mapped = order.clone();
        mapped.sort();
        assert_eq!(mapped, on_disk, "the module map lists every file once");
        let mut broken = Vec::new();
        for (rank, file) in order.iter().enumerate() {
            let text = std::fs::read_to_string(dir.join(format!("{file}.rs"))).unwrap();
            for (number, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                for (at, _) in code.match_indices("crate::render::") {
                    let rest = &code[at + "crate::render::".len()..];
                    let names: Vec<&str> = match rest.strip_prefix('{') {
                        Some(list) => list.split('}').next().unwrap_or("").split(',').collect(),
                        None => vec![rest],
                    };
                    for name in names {
                        let name: String =
                            name.trim().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                        match order.iter().position(|f| *f == name) {
                            Some(other) if other < rank => {}
                            Some(_) => {
                                broken.push(format!("{file}.rs:{}: names {name}, below it", number + 1))
                            }
                            None => broken.push(format!("{file}.rs:{}: names {name} of mod.rs", number + 1)),
                        }
                    }
                }
                if code.contains("use super::") && !code.contains("use super::*") {
                    broken.push(format!("{file}.rs:{}: reaches mod.rs through super", number + 1));
                }
            }
        }
        assert!(broken.is_empty(), "imports against the module map:\n{}", broken.join("\n"));
    }

    /// Pictures drawn over a kept empty board, whose corners, goal and
    /// legend are kept and laid again (`parts`), are the pictures drawn
    /// whole: pixel for pixel, with the same texts noted. Openings, middle
    /// and late games, finished ones, captions and marks, long names, both
    /// sides, Discord's two widths.
    #[test]
    fn kept_parts_give_the_pictures_drawn_whole() {
        let fonts = Fonts::load().unwrap();
        let cases = [(1, 0), (2, 3), (3, 24), (4, 61), (5, 140), (6, 400)];
        for (n, (seed, plies)) in cases.into_iter().enumerate() {
            let position = random_position(seed, plies);
            for (size, perspective) in [(640, Player::White), (800, Player::Black), (640, Player::Black)] {
                let long = "Maximilian-Alexander von Hohenberg";
                let options = RenderOptions {
                    size,
                    perspective,
                    names: crate::rules::ByPlayer {
                        white: Some(if n % 2 == 0 { "Alice" } else { long }.to_string()),
                        black: Some("Bob".to_string()),
                    },
                    highlights: if n % 3 == 0 { vec!["I9".parse().unwrap()] } else { Vec::new() },
                    marked: if n % 3 == 1 {
                        vec!["C5".parse().unwrap(), "D6".parse().unwrap()]
                    } else {
                        Vec::new()
                    },
                    caption: (n % 2 == 1)
                        .then(|| "Choose where it lands — a preview, not played".to_string()),
                    ..RenderOptions::default()
                };
                let layout = Layout::new(size, perspective).unwrap();
                let base = base::get(&layout, &fonts);
                let symbols = marks::symbols(&position, &options);
                let draw = |background| {
                    scene::draw(&position, &options, &layout, &fonts, background, Some(&symbols))
                };
                let whole = draw(Background::Image(&base.image));
                let first = draw(Background::Base(&base));
                assert!(parts::kept_over(base.id) >= 3, "corners, goal and legend kept");
                let laid = draw(Background::Base(&base));
                for (name, picture) in [("first", &first), ("laid", &laid)] {
                    let what = format!("{name}: seed {seed}, {plies} plies, {size} px, {perspective:?}");
                    assert!(picture.image() == whole.image(), "{what}: other pixels");
                    assert_eq!(picture.written(), whole.written(), "{what}");
                }
            }
        }
    }

    /// The 256 colours of the PNG stay close to the picture as drawn: the
    /// palette covers the edges of everything drawn, not just flat areas.
    #[test]
    fn the_palette_keeps_the_picture_faithful() {
        for (seed, perspective) in [(7, Player::White), (190, Player::Black), (3, Player::White)] {
            let position = random_position(seed, 70);
            let options = RenderOptions {
                size: 700,
                perspective,
                highlights: vec!["I9".parse().unwrap(), "C5".parse().unwrap()],
                ..RenderOptions::default()
            };
            let layout = Layout::new(options.size, options.perspective).unwrap();
            let fonts = Fonts::load().unwrap();
            let base = base::get(&layout, &fonts);
            let symbols = marks::symbols(&position, &options);
            let drawn =
                scene::draw(&position, &options, &layout, &fonts, Background::Base(&base), Some(&symbols))
                    .into_image();
            let png = image::load_from_memory(&render_png(&position, &options).unwrap()).unwrap().to_rgb8();
            let mut total = 0u64;
            let mut far = 0;
            for (a, b) in drawn.pixels().zip(png.pixels()) {
                let worst = (0..3).map(|c| a[c].abs_diff(b[c])).max().unwrap_or(0);
                total += u64::from(worst);
                far += usize::from(worst > 40);
            }
            let pixels = drawn.pixels().len();
            let mean = total as f64 / pixels as f64;
            assert!(mean < 1.0, "seed {seed}: mean error {mean:.2}");
            assert!((far as f64) < pixels as f64 * 0.0005, "seed {seed}: {far} pixels far off");
        }
    }
}
