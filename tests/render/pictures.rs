//! Board pictures: golden PNGs compared pixel by pixel, the
//! structure of PNGs and GIFs, what the pixels at each cell say, and the
//! `punct render` / `punct replay-gif` commands.
//!
//! Golden pictures live in `tests/data/render/` and must match exactly. A
//! picture that differs is written next to its golden one as
//! `NAME.new.png`, with `NAME.diff.png` showing the differing pixels in red
//! (both gitignored). After a deliberate change of the picture, look at
//! them and rewrite the goldens with `REGENERATE=1 cargo test --test render`
//! (only the value 1 rewrites).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::path::Path;

use image::codecs::gif::GifDecoder;
use image::{AnimationDecoder, RgbImage};
use punct::model::{EndReason, GameResult};
use punct::render::palette::{self, Colour};
use punct::render::{
    Layout, MAX_GIF_WIDTH, Point, RenderError, RenderOptions, render_png, replay_gif, words_drawn,
};
use punct::rules::{
    ByPlayer, CENTRAL_HEXAGON, Cell, GameRecord, Landing, Move, Outcome, Player, Position, Variant,
};

use crate::support::punct::punct;

/// A few moves: two placements and a movement of White's triangle.
const OPENING: &str = "B2-B3-C3 N12-N13-O13 B2>B5-B6-C6";
/// 42 plies of a random game: its last move is a bridge (J10>J4-K5-K6, the
/// middle dot K5 unsupported), and an earlier one a jump.
const BRIDGE: &str = "O10-N10-O9 F9-D8-E9 O10>I10-H10-J11 C4-C5-D4 E5-E6-F5 G3-H2-H3 K7-J5-K6 E7-D6-F7 \
    H13-H12-H14 Q12-O11-P11 J16-H16-I16 F13-G14-G15 L5-M5-N6 I4-G4-H4 N8-O8-P9 J15-I14-I15 B5-A3-B4 \
    Q12>L12-K12-K13 E5>H8-G7-I8 F13>F6-E4-E5 O10-O11-P11 C1-B1-C2 P13-N11-O12 C7-B6-B7 L8-L7-L9 \
    M9-M10-N10 I10>M14-M13-N15 F6>J10-I11-J11 B2-B3-C3 M9>J9-J8-K9 H13>H6-G6-I6 G3>F2-E2-E3 \
    P15-N13-O14 F12-F10-F11 I12-J13-K14 F2>C2-C3-D4 L5>L4-M5-M6 I4>I4-J4-K4 P13>G13-E13-F13 \
    L12>L6-M7-N7 L8>L12-L11-L13 J10>J4-K5-K6";
/// 66 plies of a random game with a stack three high (a bridge on top).
const STACKS: &str = "J15-J14-K14 E9-F9-F10 M15-M14-M16 P16-O16-P15 I15-I16-J17 D4-C4-E4 I15>K15-L14-L15 \
    C11-B10-C10 B5-A4-C6 K7-K6-L7 F1-G1-H1 P16>O15-N14-O16 M15>C5-B4-D6 C7-A7-B7 F6-E6-E7 I4-H2-I3 \
    N9-M7-M8 M11-M12-N13 G14-F13-F14 C9-D10-D11 I5-H4-H5 L16-L17-M16 E3-D2-D3 L16>L12-K12-L11 \
    M6-L6-M5 I16-H15-I15 C5>B4-A3-C5 M15-L16-M16 F1>F11-G11-H11 I16>I13-H13-I14 E3>E2-D2-E3 \
    I13>I10-I9-J10 F11>G12-G10-G11 M11>I7-G6-H6 I16-J16-K16 M11-L10-M10 K8-L8-L9 I4>J5-I3-J4 \
    G14>H14-G14-H15 I6-J6-J7 I5>P12-O12-P13 C7>H12-I12-J12 Q10-O8-P9 K7>F2-E1-F1 K8>G8-H8-H9 \
    K6-K7-K8 G8>H8-G8-H9 E9>B6-A5-A6 G12>G3-H4-I5 F11-G12-H13 G3>O11-P11-Q11 M11>E11-E12-F12 \
    M6>L5-K5-L4 C11>M11-N11-N12 I16>I2-G2-H2 I7>J7-K6-K7 E2>J2-J3-K3 D12-E13-F14 H6-G6-H5 \
    D4>D3-C3-E3 B2-B1-C2 C9>J9-K9-L10 B5>G10-F10-H10 F11>D11-D9-D10 B8-C8-C9 J5>K6-J6-J7";
/// A standard game of 58 random plies that Black wins by connecting two
/// sides.
const WON: &str = "C8-B8-C9 K7-J7-L7 O16-O15-P15 K7>J6-J5-J7 P17-P16-Q16 F12-D11-E11 H3-G2-H4 C2-D2-E3 \
    J15-H15-I15 N15-N14-O14 D5-C4-D6 F5-F6-G5 D5>J11-I10-K11 K3-I3-J3 L17-J17-K17 F13-G12-G13 \
    M8-N7-N8 F5>B5-B6-C5 N9-N10-N11 N15>N16-M17-N17 O13-N12-O12 F13>J13-K14-L14 G6-E4-F5 L6-K5-M6 \
    C8>G12-F11-G11 G14-G13-H14 N9>N9-O9-P9 G14>M14-M13-N14 G6>L11-J9-K10 L8-K8-L9 M8>E8-D8-D9 \
    M14>G8-G9-H9 E8>D8-D9-E10 F5-F4-G5 A6-A5-A7 E9-E8-F9 G15-F14-H16 D6-D5-D7 F2-F3-G4 B5>B8-A8-B7 \
    H3>M8-M9-N8 M14-L13-M13 Q10-P10-Q11 L8>I5-H4-I4 O16>O14-N15-O15 F7-E6-F6 M8>K8-J8-K7 A3-B3-C3 \
    D8>L8-M7-M8 I5>G5-F4-F5 O13>P13-P12-Q13 E10-C8-D9 G12>G11-G12-H12 J6>H4-H3-H5 K8>I8-H8-I7 \
    L6>L13-L14-M13 L8>N10-L9-M9 L13>F13-E13-G14";
/// A standard game of 72 random moves (seed 0) that ends when a reserve
/// runs out, Black holding more of the central hexagon.
const CENTRAL: &str = "B3-B4-C5 G3-G1-G2 M14-N14-N15 G3>G10-H11-I12 M10-L9-L10 A3-A4-A5 H3-G3-I3 \
    K14-L13-L14 F5-G5-H5 K14>K8-L7-L8 L6-K6-M7 O10-O11-P12 C6-B7-C7 H14-G13-I14 B3>D5-B4-C4 J4-J3-K5 \
    F9-D8-E9 K8>H8-F7-G7 D6-E6-F6 O10>O13-N11-O12 M10>J10-I10-J11 H14>P14-P13-Q15 F3-E3-G4 \
    O13>O15-N13-O14 J10>J15-K15-K16 K8-L8-M9 D9-B9-C9 L14-L13-L15 D11-C11-D12 H15-I15-I16 \
    D6>C6-C4-C5 E4-C2-D3 I13-G11-H12 M13-L11-L12 N7-M6-N6 M15-M16-N16 O17-O16-P17 M13>K13-K12-L12 \
    F5>M12-K10-L11 N8-O8-P8 A2-B3-C3 F4-F5-G5 I13>J14-H14-I14 N8>N11-N9-N10 J15>N15-N14-O15 \
    H8>E5-F6-G6 O17>F8-E7-F7 N11>N9-O9-P9 J14>K14-I14-J14 J4>J10-I9-J11 F3>I6-I5-J7 E2-E1-E3 \
    F13-F14-G14 G10>G10-H10-I10 F8>G8-F7-G7 K8>K12-K11-L11 L6>L5-K4-M5 G10>N17-O17-P17 \
    F13>F12-E12-F13 M15>M7-L6-L7 F12>F12-E11-F11 N9>N8-O8-P8 K14>K9-L9-M9 G14-F13-G13 \
    D11>I11-H10-I10 E2>D2-C1-E3 D9>E10-C8-D9 L14>I14-H13-J15 F9>E8-F8-G9 Q11-P11-Q12 N7>I7-I8-J8 \
    J12-I12-J13";
/// A standard game of 72 random moves (seed 326) won by a connection,
/// whose final picture shows every symbol a legend explains but hints: a
/// stack, a bridge's dot over nothing, the empty cell the last move came
/// from, the winning chain.
const EVERY_SYMBOL: &str = "C9-A7-B8 C5-B4-B5 E7-E8-F8 K5-K6-L7 P14-Q15-Q16 A6-A5-B7 H15-H14-I15 P13-O13-P12 G11-F10-G12 \
    E11-C11-D11 N16-N15-O17 D2-E2-F3 I2-G1-H1 I4-G4-H4 E7>J12-I11-J11 C5>B4-A4-B5 L16-J15-K16 \
    P13>I13-H12-J13 P10-P11-Q11 K5>E5-F4-F5 D5-E6-F6 O16-O14-O15 D5>L5-L6-M7 A6>B7-B6-C8 \
    N16>O17-N16-P17 I4>E4-C2-D3 L5>L7-M8-N8 E11>D10-B10-C10 J12>K13-K14-L14 E6-C5-D5 G3-E1-F2 \
    I13>I4-H3-I5 K7-L8-M9 E6>M6-L4-M5 K7>I7-G7-H7 E5>E7-D7-D8 O12-P13-Q14 A2-A3-B3 K5-L5-L6 \
    I4>I13-H13-I12 K13>O17-O16-P17 N15-L13-M14 I2>H2-F1-G1 F5-G5-H6 H4-G4-H5 N15>M14-M15-M16 \
    N10-N9-O10 K12-L12-L13 O17>C5-D5-D6 E7>E10-D8-E9 E13-D12-F14 K12>G8-H8-H9 G11>G11-F11-G10 \
    F8-E7-E8 N10>J6-K6-K7 N12-N13-O13 I7>L10-L11-L12 P9-O8-O9 O17>H10-G9-I10 O16>L13-J11-K12 \
    P14>P12-O10-O11 G8>O16-N16-O17 J6>J14-J13-K14 D2>I7-I6-J6 L10>K10-L11-M12 M6>J3-K4-L4 \
    K10>L11-L9-L10 L13>F7-G7-H7 L11>L7-L5-L6 E4>E8-F9-G10 H4>D4-C3-D3 F5>J5-I3-I4";
/// Width of the golden pictures: small files, every feature still visible.
const GOLDEN_WIDTH: u32 = 512;
/// Palette quantisation moves a flat colour by a few levels at most.
const COLOUR_TOLERANCE: u8 = 6;

fn record(variant: Variant, moves: &str) -> GameRecord {
    GameRecord::from_moves(variant, moves).expect("test moves are readable")
}

fn play(variant: Variant, moves: &str) -> Position {
    record(variant, moves).replay().expect("test moves are legal")
}

fn options(size: u32, perspective: Player) -> RenderOptions {
    RenderOptions { size, perspective, ..RenderOptions::default() }
}

fn named(size: u32, perspective: Player) -> RenderOptions {
    RenderOptions {
        names: ByPlayer { white: Some("Alice".into()), black: Some("Bob".into()) },
        ..options(size, perspective)
    }
}

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png).expect("a valid PNG").to_rgb8()
}

fn close(a: Colour, b: Colour, tolerance: u8) -> bool {
    (0..3).all(|c| a[c].abs_diff(b[c]) <= tolerance)
}

fn pixel(image: &RgbImage, p: Point) -> Colour {
    *image.get_pixel(p.x.floor() as u32, p.y.floor() as u32)
}

/// Compares `png` with the golden picture `name`: every decoded pixel must
/// be equal (the renderer is deterministic and its output byte-identical
/// across runs, so any tolerance would only let small text changes through).
/// On a difference, `<name>.new.png` and `<name>.diff.png` (differing
/// pixels red over the golden picture greyed) are written next to the
/// golden picture for a person to look at; both are gitignored.
///
/// Only `REGENERATE=1` rewrites the golden picture instead of comparing;
/// any other value, or an empty one, compares.
fn assert_golden(name: &str, png: &[u8]) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/render");
    let path = dir.join(format!("{name}.png"));
    let (new_path, diff_path) = (dir.join(format!("{name}.new.png")), dir.join(format!("{name}.diff.png")));
    let actual = decode(png);
    if regenerate() {
        std::fs::write(&path, png).expect("write golden picture");
        return;
    }
    let Ok(golden) = std::fs::read(&path) else {
        panic!("{} is missing: run REGENERATE=1 cargo test --test render", path.display());
    };
    let expected = decode(&golden);
    let differing = differing_pixels(&expected, &actual);
    if differing == 0 {
        let _ = std::fs::remove_file(&new_path);
        let _ = std::fs::remove_file(&diff_path);
        return;
    }
    std::fs::write(&new_path, png).expect("write the new picture");
    if expected.dimensions() == actual.dimensions() {
        diff_image(&expected, &actual).save(&diff_path).expect("write the difference picture");
    }
    panic!(
        "{name}: {differing} pixels differ from the golden picture {} (size {:?}, now {:?}); new picture: {}, \
         difference in red: {}. If the change is meant, look at it and run REGENERATE=1 cargo test --test render",
        path.display(),
        expected.dimensions(),
        actual.dimensions(),
        new_path.display(),
        diff_path.display()
    );
}

/// Whether the golden pictures are to be rewritten: `REGENERATE=1` only.
fn regenerate() -> bool {
    std::env::var("REGENERATE").is_ok_and(|v| v == "1")
}

/// Pixels that are not exactly equal; all of them when the sizes differ.
fn differing_pixels(expected: &RgbImage, actual: &RgbImage) -> usize {
    if expected.dimensions() != actual.dimensions() {
        return expected.pixels().len().max(actual.pixels().len());
    }
    expected.pixels().zip(actual.pixels()).filter(|(e, a)| e != a).count()
}

/// The golden picture faded to a light grey, with every differing pixel red.
fn diff_image(expected: &RgbImage, actual: &RgbImage) -> RgbImage {
    RgbImage::from_fn(expected.width(), expected.height(), |x, y| {
        let (e, a) = (expected.get_pixel(x, y), actual.get_pixel(x, y));
        if e == a {
            let sum = u16::from(e[0]) + u16::from(e[1]) + u16::from(e[2]);
            let grey = u8::try_from(160 + sum / 12).unwrap_or(u8::MAX);
            image::Rgb([grey, grey, grey])
        } else {
            image::Rgb([255, 0, 0])
        }
    })
}

#[test]
fn the_golden_comparison_sees_a_single_pixel() {
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/render/hints.png");
    let golden = decode(&std::fs::read(golden).expect("a golden picture"));
    let mut changed = golden.clone();
    changed.get_pixel_mut(100, 100)[0] ^= 1;
    assert_eq!(differing_pixels(&golden, &golden), 0);
    assert_eq!(differing_pixels(&golden, &changed), 1);
    let diff = diff_image(&golden, &changed);
    let red: Vec<(u32, u32)> = diff
        .enumerate_pixels()
        .filter(|(_, _, p)| **p == image::Rgb([255, 0, 0]))
        .map(|(x, y, _)| (x, y))
        .collect();
    assert_eq!(red, vec![(100, 100)]);
}

// ---- Golden pictures -------------------------------------------------------

#[test]
fn golden_opening_with_a_movement() {
    let position = play(Variant::Standard, OPENING);
    assert!(matches!(position.last_move(), Some(Move::Movement { .. })));
    assert_golden("opening", &render_png(&position, &options(GOLDEN_WIDTH, Player::White)).unwrap());
}

#[test]
fn golden_bridge_and_jump() {
    let record = record(Variant::Standard, BRIDGE);
    let landings = landings(&record);
    assert_eq!(landings.last(), Some(&Landing::Bridge));
    assert!(landings.contains(&Landing::Jump));
    let position = record.replay().unwrap();
    assert!(position.pieces().any(|p| p.gap.is_some()));
    assert_golden("bridge", &render_png(&position, &options(GOLDEN_WIDTH, Player::White)).unwrap());
}

#[test]
fn golden_high_stacks_from_both_sides() {
    let position = play(Variant::Standard, STACKS);
    assert!(Cell::ALL.iter().any(|c| position.height(c) >= 3));
    assert_golden("stacks-white", &render_png(&position, &named(GOLDEN_WIDTH, Player::White)).unwrap());
    assert_golden("stacks-black", &render_png(&position, &named(GOLDEN_WIDTH, Player::Black)).unwrap());
}

#[test]
fn golden_finished_game_with_its_winning_chain() {
    let position = play(Variant::Standard, WON);
    let connection =
        position.outcome().and_then(|o| o.connection()).expect("the game is won by a connection");
    assert_eq!(connection.player, Player::Black);
    assert_golden("won", &render_png(&position, &named(GOLDEN_WIDTH, Player::Black)).unwrap());
}

#[test]
fn golden_hints_and_caption() {
    let position = play(Variant::Standard, OPENING);
    let options = RenderOptions {
        highlights: hint_cells(&position, "N12"),
        caption: Some("Alice resigned — Bob wins".into()),
        ..named(GOLDEN_WIDTH, Player::White)
    };
    assert!(!options.highlights.is_empty());
    assert_golden("hints", &render_png(&position, &options).unwrap());
}

fn with_names(white: &str, black: &str, options: RenderOptions) -> RenderOptions {
    RenderOptions { names: ByPlayer { white: Some(white.into()), black: Some(black.into()) }, ..options }
}

/// Once, names were cut at a fixed length ("Compute…"). A long name is
/// cut where its measured width runs out, a short one not at all.
#[test]
fn golden_long_name_is_cut_by_its_width() {
    let position = play(Variant::Standard, STACKS);
    let options = with_names(
        "Alexandra Montgomery-Fitzwilliam the Third",
        "Computer",
        options(GOLDEN_WIDTH, Player::White),
    );
    assert_golden("name-long", &render_png(&position, &options).unwrap());
}

/// Emoji are left out of names, not drawn as "?"; a name of nothing but
/// emoji gives way to the fallback name.
#[test]
fn golden_emoji_names_lose_their_emoji() {
    let position = play(Variant::Standard, OPENING);
    let mut emoji = with_names("🎲 Dice Queen 👑", "🔥🔥🔥", options(GOLDEN_WIDTH, Player::White));
    emoji.fallback_names.black = Some("flame_99".into());
    let png = render_png(&position, &emoji).unwrap();
    let plain = with_names("Dice Queen", "flame_99", options(GOLDEN_WIDTH, Player::White));
    assert_eq!(differing_pixels(&decode(&png), &decode(&render_png(&position, &plain).unwrap())), 0);
    assert_golden("name-emoji", &png);
}

/// Chinese and Korean names are drawn with the fallback face instead of
/// giving way to the colour.
#[test]
fn golden_cjk_names_are_drawn() {
    let position = play(Variant::Standard, OPENING);
    let png =
        render_png(&position, &with_names("李小龍", "김민준", options(GOLDEN_WIDTH, Player::White))).unwrap();
    let unnamed = render_png(&position, &options(GOLDEN_WIDTH, Player::White)).unwrap();
    assert_ne!(differing_pixels(&decode(&png), &decode(&unnamed)), 0);
    assert_golden("name-cjk", &png);
}

/// A long reason wraps between words, the score kept together, and the
/// last line never a lone word ("…the centre: 10 to" / "9" was the bug).
#[test]
fn golden_long_result_reason_wraps_on_words() {
    let position = play(Variant::Standard, CENTRAL);
    assert!(matches!(position.outcome(), Some(Outcome::CentralMajority { .. })), "{:?}", position.outcome());
    let options =
        with_names("Alexandra Montgomery", "Bartholomew Fitzgerald", options(GOLDEN_WIDTH, Player::White));
    assert_golden("reason-long", &render_png(&position, &options).unwrap());
}

/// A finished game with a stack, a bridge, a movement and hints: the
/// legend explains all eight symbols.
#[test]
fn golden_every_legend_symbol() {
    let position = play(Variant::Standard, EVERY_SYMBOL);
    assert!(position.outcome().and_then(|o| o.connection()).is_some());
    assert!(matches!(position.last_move(), Some(Move::Movement { from, to })
        if !to.contains(from) && position.piece_at(from).is_none()));
    let showing: Vec<_> = position
        .pieces()
        .filter(|p| p.footprint.cells().iter().any(|&c| position.piece_at(c).is_some_and(|t| t.id == p.id)))
        .collect();
    assert!(showing.iter().any(|p| p.gap.is_some()) && showing.iter().any(|p| p.level >= 2));
    let options = RenderOptions {
        highlights: vec!["I9".parse().unwrap(), "H13".parse().unwrap()],
        ..named(GOLDEN_WIDTH, Player::White)
    };
    assert_golden("legend-all", &render_png(&position, &options).unwrap());
}

/// Once, a game that ends off the board keeps its last position, so
/// its final picture said "alice to move" after a resignation. The
/// game's result is drawn on it, the pill of the player to move is gone.
#[test]
fn golden_resigned_game_says_so() {
    let position = play(Variant::Standard, BRIDGE);
    let options = RenderOptions {
        result: Some(GameResult { winner: Some(Player::Black), reason: EndReason::Resignation }),
        ..named(GOLDEN_WIDTH, Player::White)
    };
    assert_golden("resigned", &render_png(&position, &options).unwrap());
}

/// How each move of `record` lands.
fn landings(record: &GameRecord) -> Vec<Landing> {
    let mut position = Position::new(record.variant);
    record
        .moves
        .iter()
        .map(|&m| {
            let landing = position.check(m).expect("legal");
            position = position.play(m).expect("legal");
            landing
        })
        .collect()
}

/// Where the PÜNCT at `from` may go: what a hint would show.
fn hint_cells(position: &Position, from: &str) -> Vec<Cell> {
    let mut cells: Vec<Cell> = position
        .moves_from(from.parse().unwrap())
        .iter()
        .filter_map(|m| m.footprint().map(|f| f.punct()))
        .collect();
    cells.sort();
    cells.dedup();
    cells
}

// ---- What the pixels say ---------------------------------------------------

/// The body colour at every dot on top of a cell; the board's colour at
/// every empty, unmarked cell. Numbered dots (level 2 and up) carry their
/// number in the middle, as tall as the smallest text, so there the body
/// colour must hold most of two small arcs left and right of it.
fn assert_cells_show_their_top_dots(position: &Position, options: &RenderOptions) {
    let image = decode(&render_png(position, options).unwrap());
    let layout = Layout::new(options.size, options.perspective).unwrap();
    let marked: Vec<Cell> = marked_cells(position, options);
    for cell in Cell::ALL {
        let centre = layout.cell_centre(cell);
        let top = position.stack(cell).last().copied();
        match top {
            Some(dot) if dot.level == 1 => {
                let found = pixel(&image, centre);
                assert!(close(found, palette::body(dot.owner), COLOUR_TOLERANCE), "{cell}: {found:?}");
            }
            Some(dot) => {
                // Beside the number (to its left and right), inside the
                // PÜNCT's ring.
                let around: Vec<Colour> =
                    [-30.0_f32, -15.0, 0.0, 15.0, 30.0, 150.0, 165.0, 180.0, 195.0, 210.0]
                        .iter()
                        .map(|degrees| {
                            let angle = degrees.to_radians();
                            let r = layout.unit() * 0.19;
                            pixel(&image, centre + Point::new(angle.cos() * r, angle.sin() * r))
                        })
                        .collect();
                let body =
                    around.iter().filter(|c| close(**c, palette::body(dot.owner), COLOUR_TOLERANCE)).count();
                assert!(
                    body >= 8,
                    "{cell} (level {}): only {body} of {} samples are the body colour",
                    dot.level,
                    around.len()
                );
            }
            None if !marked.contains(&cell) => {
                let board =
                    if CENTRAL_HEXAGON.contains(cell) { palette::CELL_CENTRAL } else { palette::CELL };
                let found = pixel(&image, centre);
                assert!(close(found, board, COLOUR_TOLERANCE), "empty {cell}: {found:?}");
            }
            None => {}
        }
    }
}

fn marked_cells(position: &Position, options: &RenderOptions) -> Vec<Cell> {
    let mut cells = options.highlights.clone();
    if let Some(m) = position.last_move() {
        cells.extend(m.footprint().map(|f| f.cells()).into_iter().flatten());
        cells.extend(m.from());
    }
    cells
}

#[test]
fn every_cell_shows_its_top_dot_from_both_sides() {
    for moves in [OPENING, BRIDGE, STACKS, WON] {
        let position = play(Variant::Standard, moves);
        for perspective in Player::BOTH {
            assert_cells_show_their_top_dots(&position, &options(600, perspective));
        }
    }
}

#[test]
fn the_top_dot_check_can_fail() {
    // The same check against the picture of another position must fail.
    let position = play(Variant::Standard, STACKS);
    let other = play(Variant::Standard, BRIDGE);
    let options = options(600, Player::White);
    let image = decode(&render_png(&other, &options).unwrap());
    let layout = Layout::new(600, Player::White).unwrap();
    let wrong = Cell::ALL.iter().filter(|&c| position.stack(c).len() == 1).any(|c| {
        let owner = position.stack(c)[0].owner;
        !close(pixel(&image, layout.cell_centre(c)), palette::body(owner), COLOUR_TOLERANCE)
    });
    assert!(wrong);
}

#[test]
fn last_move_origin_and_landing_are_tinted() {
    let position = play(Variant::Standard, OPENING);
    let layout = Layout::new(600, Player::White).unwrap();
    let image = decode(&render_png(&position, &options(600, Player::White)).unwrap());
    // B2, where the PÜNCT came from, is empty now and tinted.
    let tinted = palette::mix(palette::CELL, palette::LAST_MOVE, palette::LAST_MOVE_ALPHA);
    let b2 = layout.cell_centre("B2".parse().unwrap());
    assert!(close(pixel(&image, b2), tinted, COLOUR_TOLERANCE), "{:?}", pixel(&image, b2));
    // A landing cell shows the tint between its dot and its edge (straight
    // up from the centre of B6, towards B7, there is no bond: the piece's
    // other dots are B5 below and C6 down to the right).
    let rim = layout.cell_centre("B6".parse().unwrap()) - Point::new(0.0, layout.unit() * 0.43);
    assert!(close(pixel(&image, rim), tinted, COLOUR_TOLERANCE), "{:?}", pixel(&image, rim));
    // An untouched cell is not tinted.
    let n13 = layout.cell_centre("N13".parse().unwrap()) + Point::new(0.0, layout.unit() * 0.43);
    assert!(!close(pixel(&image, n13), tinted, COLOUR_TOLERANCE));
}

#[test]
fn winning_chain_and_hints_are_marked() {
    let position = play(Variant::Standard, WON);
    let layout = Layout::new(1024, Player::White).unwrap();
    let options = RenderOptions { highlights: vec!["I9".parse().unwrap()], ..options(1024, Player::White) };
    let image = decode(&render_png(&position, &options).unwrap());
    let chain = &position.outcome().and_then(|o| o.connection()).unwrap().chain;
    for &cell in chain {
        let on_ring = layout.cell_centre(cell) + Point::new(layout.unit() * 0.43, 0.0);
        let found = pixel(&image, on_ring);
        assert!(close(found, palette::CHAIN, COLOUR_TOLERANCE), "chain cell {cell}: {found:?}");
    }
    let i9 = layout.cell_centre("I9".parse().unwrap()) + Point::new(0.0, layout.unit() * 0.41);
    assert!(close(pixel(&image, i9), palette::HINT, COLOUR_TOLERANCE), "{:?}", pixel(&image, i9));
}

// ---- Structure -------------------------------------------------------------

#[test]
fn pictures_decode_at_the_asked_width_and_the_layout_height() {
    let position = play(Variant::Basic, OPENING);
    for size in [256, 333, 1024, 1700] {
        let image = decode(&render_png(&position, &options(size, Player::Black)).unwrap());
        let layout = Layout::new(size, Player::Black).unwrap();
        assert_eq!(image.dimensions(), (size, layout.height()), "size {size}");
        // A little taller than wide: the status strip above the board and
        // the legend under it hold words tall enough for a phone.
        let ratio = f64::from(layout.height()) / f64::from(size);
        assert!((1.0..1.25).contains(&ratio), "size {size}: {ratio}");
    }
}

#[test]
fn sizes_out_of_range_are_refused_with_the_range() {
    let position = Position::new(Variant::Standard);
    for size in [0, 255, 4097, u32::MAX] {
        let error = render_png(&position, &options(size, Player::White)).unwrap_err();
        assert!(matches!(error, RenderError::SizeOutOfRange { size: s, min: 256, max: 4096 } if s == size));
        assert!(error.to_string().contains("256..=4096"), "{error}");
    }
    let record = record(Variant::Standard, OPENING);
    let error = replay_gif(&record, &options(MAX_GIF_WIDTH + 1, Player::White)).unwrap_err();
    assert!(matches!(error, RenderError::SizeOutOfRange { max, .. } if max == MAX_GIF_WIDTH));
}

#[test]
fn a_busy_board_at_1024_px_stays_under_150_kb() {
    let position = play(Variant::Standard, STACKS);
    let png = render_png(&position, &named(1024, Player::White)).unwrap();
    assert!(png.len() <= 150 * 1024, "{} bytes", png.len());
}

/// A name or caption far too long for its corner is drawn, cut: the name
/// shows as much as fits and an ellipsis (what follows the cut makes no
/// difference), and the caption's text stays off the board; names of
/// nothing but control characters give way to the colour.
#[test]
fn long_names_and_captions_are_cut_not_refused() {
    let position = play(Variant::Standard, OPENING);
    let long = "Ünïcödé 名前 🎲 ".repeat(40);
    let picture = |white: &str, black: Option<&str>, caption: Option<&str>| {
        let options = RenderOptions {
            names: ByPlayer { white: Some(white.into()), black: black.map(str::to_string) },
            caption: caption.map(str::to_string),
            ..options(400, Player::White)
        };
        decode(&render_png(&position, &options).expect("a long text is cut, not refused"))
    };
    let cut = picture(&long, None, None);
    let longer = format!("{long} and more");
    assert_eq!(differing_pixels(&picture(&longer, Some("\u{7}\t"), None), &cut), 0, "the long name is cut");
    assert_ne!(differing_pixels(&cut, &picture("Ü", None, None)), 0, "the cut shows more");

    let layout = Layout::new(400, Player::White).unwrap();
    let (captioned, plain) = (picture("Ü", None, Some(&long)), picture("Ü", None, Some("Ü")));
    assert_ne!(differing_pixels(&captioned, &plain), 0, "the caption is shown");
    let r = layout.unit() * 0.3;
    for cell in Cell::ALL {
        let centre = layout.cell_centre(cell);
        for (x, y) in square(centre, r) {
            assert_eq!(
                captioned.get_pixel(x, y),
                plain.get_pixel(x, y),
                "the caption reaches {cell} at ({x}, {y})"
            );
        }
    }
}

/// The pixels of the square of half-side `r` around `centre`.
fn square(centre: Point, r: f32) -> impl Iterator<Item = (u32, u32)> {
    let (x0, x1) = ((centre.x - r).floor() as u32, (centre.x + r).ceil() as u32);
    let (y0, y1) = ((centre.y - r).floor() as u32, (centre.y + r).ceil() as u32);
    (y0..=y1).flat_map(move |y| (x0..=x1).map(move |x| (x, y)))
}

// ---- Results reached off the board -------------------------------------------

/// Every text the picture shows, in the order drawn.
fn texts(position: &Position, options: &RenderOptions) -> Vec<String> {
    words_drawn(position, options).unwrap().into_iter().map(|w| w.text).collect()
}

/// The three ways a game ends off the board, with the headline and the
/// reason the picture must then show (Alice White, Bob Black).
fn off_board_results() -> [(GameResult, &'static str, &'static str); 3] {
    [
        (
            GameResult { winner: Some(Player::Black), reason: EndReason::Resignation },
            "Bob wins",
            "by resignation",
        ),
        (GameResult { winner: Some(Player::White), reason: EndReason::Timeout }, "Alice wins", "on time"),
        (GameResult { winner: None, reason: EndReason::Agreement }, "Draw", "by agreement"),
    ]
}

/// Once, after `/punct resign` ("Black wins by resignation") the
/// board posted was byte for byte the one before, "alice to move"; the
/// same for a loss on time and a draw by agreement. The game's result
/// changes the picture and its headline says it.
#[test]
fn a_result_reached_off_the_board_is_on_the_picture() {
    let position = play(Variant::Standard, BRIDGE);
    let going_on = named(800, Player::White);
    let before = decode(&render_png(&position, &going_on).unwrap());
    assert!(texts(&position, &going_on).iter().any(|t| t == "Alice to move"));
    for (result, headline, reason) in off_board_results() {
        let over = RenderOptions { result: Some(result), ..going_on.clone() };
        let after = decode(&render_png(&position, &over).unwrap());
        assert_ne!(differing_pixels(&before, &after), 0, "{reason}: the picture before the end");
        let words = texts(&position, &over);
        let at = words.iter().position(|t| t == headline).unwrap_or_else(|| panic!("{headline}: {words:?}"));
        assert!(words.get(at + 1).is_some_and(|line| line.starts_with(reason)), "{words:?}");
        assert!(!words.iter().any(|t| t.contains("to move")), "{words:?}");
    }
}

/// A result the board reached itself draws as before: the result given
/// with it changes nothing.
#[test]
fn a_result_on_the_board_draws_the_same_with_or_without_the_games_result() {
    let position = play(Variant::Standard, WON);
    let plain = named(GOLDEN_WIDTH, Player::Black);
    let with_result = RenderOptions {
        result: Some(GameResult { winner: Some(Player::Black), reason: EndReason::Connection }),
        ..plain.clone()
    };
    assert_eq!(render_png(&position, &plain).unwrap(), render_png(&position, &with_result).unwrap());
}

/// The replay's last frame is the final picture, result included; the
/// frames before it are the game going on.
#[test]
fn a_replay_ends_on_the_result() {
    let record = record(Variant::Standard, OPENING);
    let plain = named(320, Player::White);
    let frames_of = |options: &RenderOptions| -> Vec<RgbImage> {
        let gif = replay_gif(&record, options).unwrap();
        let frames = GifDecoder::new(std::io::Cursor::new(&gif)).unwrap().into_frames();
        let frames = frames.collect_frames().unwrap();
        frames.iter().map(|f| image::DynamicImage::ImageRgba8(f.buffer().clone()).to_rgb8()).collect()
    };
    let before = frames_of(&plain);
    for (result, headline, reason) in off_board_results() {
        let over = RenderOptions { result: Some(result), ..plain.clone() };
        let after = frames_of(&over);
        assert_eq!(before.len(), after.len());
        let last = after.len() - 1;
        assert!(before[..last] == after[..last], "{reason}: a frame before the end changed");
        assert_ne!(differing_pixels(&before[last], &after[last]), 0, "{reason}: the last frame");
        let position = record.replay().unwrap();
        let expected = decode(&render_png(&position, &over).unwrap());
        let total: u64 = expected
            .pixels()
            .zip(after[last].pixels())
            .map(|(e, a)| (0..3).map(|c| u64::from(e[c].abs_diff(a[c]))).sum::<u64>())
            .sum();
        let mean = total as f64 / f64::from(expected.width() * expected.height() * 3);
        assert!(mean < 1.5, "{headline}: the last frame is not the final picture ({mean:.2})");
    }
}

// ---- Legibility on a phone ---------------------------------------------------

/// Discord shows a board about 400 pixels wide on a phone.
const PHONE_WIDTH: f32 = 400.0;
/// The smallest capital height that reads there.
const MIN_CAP_ON_A_PHONE: f32 = 9.0;

/// The pictures a player meets, named.
fn scenes() -> Vec<(&'static str, Position, RenderOptions)> {
    let names = |white: &str, black: &str| with_names(white, black, options(800, Player::White));
    let resigned = RenderOptions {
        result: Some(GameResult { winner: Some(Player::Black), reason: EndReason::Resignation }),
        ..names("Alice", "Bob")
    };
    let lesson = RenderOptions {
        marked: vec!["D5".parse().unwrap(), "E6".parse().unwrap()],
        ..options(800, Player::White)
    };
    let bridge = play(Variant::Standard, BRIDGE);
    let hints = RenderOptions { highlights: hint_cells(&bridge, "N12"), ..names("Alice", "Bob") };
    vec![
        ("opening", Position::new(Variant::Standard), names("Alice", "Bob")),
        ("after a movement", play(Variant::Standard, OPENING), names("Alice", "Bob")),
        ("mid-game, bridge and stacks", bridge.clone(), names("Alice", "Bob")),
        (
            "high stacks, Black's side",
            play(Variant::Standard, STACKS),
            RenderOptions { perspective: Player::Black, ..names("Alice", "Bob") },
        ),
        ("hints", bridge.clone(), hints),
        ("won by connection", play(Variant::Standard, WON), names("Alice", "Bob")),
        (
            "won on the centre",
            play(Variant::Standard, CENTRAL),
            names("Alexandra Montgomery", "Bartholomew Fitzgerald"),
        ),
        ("every symbol", play(Variant::Standard, EVERY_SYMBOL), names("Alice", "Bob")),
        ("resigned", bridge.clone(), resigned),
        ("long names", bridge.clone(), names("Bartholomew-Maximilian", "Alexandra Montgomery-Fitzwilliam")),
        ("CJK names", bridge, names("李小龍", "김민준")),
        ("basic game", play(Variant::Basic, "B2-B3-C3 N12-N13-O13"), names("Alice", "Bob")),
        ("lesson marks", Position::new(Variant::Standard), lesson),
    ]
}

/// Once, at 400 px the coordinates, legend, reserve counts, "move N",
/// the central count and the stack numbers could not be read. Every text
/// of every picture, drawn at each width a picture is posted at (Discord's
/// 800, the replay's 480, the terminal's 1024), has capitals at least
/// 9 px tall once the picture is shown 400 px wide. The heights are
/// measured from the drawn glyphs' outlines; run with `--nocapture` for
/// the table.
#[test]
fn every_word_is_9_px_tall_on_a_phone() {
    let mut failures = Vec::new();
    for size in [800, 480, 1024] {
        for (name, position, options) in scenes() {
            let options = RenderOptions { size, ..options };
            let drawn = words_drawn(&position, &options).unwrap();
            let scale = PHONE_WIDTH / size as f32;
            let smallest = drawn.iter().min_by(|a, b| a.cap_height.total_cmp(&b.cap_height)).unwrap();
            let tallest = drawn.iter().map(|w| w.cap_height).fold(0.0, f32::max);
            println!(
                "{size} px, {name}: {} texts; capitals {:.1}–{:.1} px at 400 px wide (smallest: “{}”), x-height from {:.1} px",
                drawn.len(),
                smallest.cap_height * scale,
                tallest * scale,
                smallest.text,
                smallest.x_height * scale
            );
            for word in &drawn {
                if word.cap_height * scale < MIN_CAP_ON_A_PHONE - 0.05 {
                    failures.push(format!(
                        "{size} px, {name}: “{}” {:.1} px",
                        word.text,
                        word.cap_height * scale
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "too small on a phone:\n{}", failures.join("\n"));
}

/// Writes every scene at Discord's 800 px, and each scaled to 400 px is
/// what a phone shows, into the folder `PICTURES_OUT` names, for a person
/// to look at: `PICTURES_OUT=/tmp/pictures cargo test --test render --
/// --ignored write_the_scenes`.
#[test]
#[ignore = "writes files for a person to look at"]
fn write_the_scenes() {
    let dir = std::path::PathBuf::from(std::env::var("PICTURES_OUT").expect("PICTURES_OUT names a folder"));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, position, options) in scenes() {
        let file = dir.join(format!("{}.png", name.replace([' ', ',', '\''], "-")));
        std::fs::write(file, render_png(&position, &options).unwrap()).unwrap();
    }
}

/// Both names of a game's first picture are drawn whole beside full
/// reserves (all six kinds): the names were cut to "…" when the reserve
/// counts grew.
#[test]
fn short_names_are_drawn_whole_beside_a_full_reserve() {
    for size in [800, 480, 1024, 512] {
        for perspective in Player::BOTH {
            let options = RenderOptions { perspective, ..named(size, perspective) };
            let words = texts(&Position::new(Variant::Standard), &options);
            assert!(
                words.iter().any(|w| w == "Alice") && words.iter().any(|w| w == "Bob"),
                "{size}: {words:?}"
            );
        }
    }
}

/// Once, at 800 px "move 57: J16>E11-F…" was cut. The last move is
/// drawn whole in every picture of a game going on, with any names.
#[test]
fn the_last_move_is_never_cut() {
    for (name, position, options) in scenes() {
        let Some(last) = position.last_move() else { continue };
        if position.is_over() || options.result.is_some() {
            continue;
        }
        let expected = options.words.last_move(position.ply(), last);
        for size in [800, 480, 1024, 512] {
            let options = RenderOptions { size, ..options.clone() };
            let words = texts(&position, &options);
            assert!(words.contains(&expected), "{name} at {size}: “{expected}” not in {words:?}");
        }
    }
}

// ---- Replay GIFs -------------------------------------------------------------

#[test]
fn replay_gif_has_a_frame_per_position_and_ends_on_the_final_one() {
    let record = record(Variant::Standard, BRIDGE);
    let options = named(320, Player::White);
    let gif = replay_gif(&record, &options).unwrap();
    let frames = GifDecoder::new(std::io::Cursor::new(&gif)).unwrap().into_frames().collect_frames().unwrap();
    assert_eq!(frames.len(), record.moves.len() + 1);
    let (last_ms, _) = frames.last().unwrap().delay().numer_denom_ms();
    let (first_ms, _) = frames[0].delay().numer_denom_ms();
    assert!(last_ms > 2 * first_ms, "a pause on the final position");
    let positions = record.positions().unwrap();
    for (frame, position) in
        [(&frames[0], &positions[0]), (frames.last().unwrap(), positions.last().unwrap())]
    {
        let expected = decode(&render_png(position, &options).unwrap());
        let actual = image::DynamicImage::ImageRgba8(frame.buffer().clone()).to_rgb8();
        assert_eq!(actual.dimensions(), expected.dimensions());
        let total: u64 = expected
            .pixels()
            .zip(actual.pixels())
            .map(|(e, a)| (0..3).map(|c| u64::from(e[c].abs_diff(a[c]))).sum::<u64>())
            .sum();
        let mean = total as f64 / f64::from(expected.width() * expected.height() * 3);
        assert!(mean < 1.5, "frame differs from the picture by {mean:.2} per channel on average");
    }
}

/// A replay keeps one legend on every frame, explaining whatever any frame
/// shows: the empty board's frame already names the PÜNCT and the last
/// move, which a picture of the empty board alone does not.
#[test]
fn replay_gif_keeps_one_legend_for_all_its_frames() {
    let record = record(Variant::Standard, OPENING);
    let options = named(320, Player::White);
    let gif = replay_gif(&record, &options).unwrap();
    let frames = GifDecoder::new(std::io::Cursor::new(&gif)).unwrap().into_frames().collect_frames().unwrap();
    let layout = Layout::new(320, Player::White).unwrap();
    let strip_top = (layout.height() as f32 - layout.unit() * 1.1) as u32;
    let strip = |image: &RgbImage| {
        let rows = strip_top..image.height();
        rows.flat_map(|y| (0..image.width()).map(move |x| (x, y)))
            .map(|(x, y)| *image.get_pixel(x, y))
            .collect::<Vec<_>>()
    };
    let frame = |i: usize| image::DynamicImage::ImageRgba8(frames[i].buffer().clone()).to_rgb8();
    assert_eq!(strip(&frame(0)), strip(&frame(frames.len() - 1)), "the legend stays");
    let empty = decode(&render_png(&Position::new(Variant::Standard), &options).unwrap());
    assert_ne!(strip(&frame(0)), strip(&empty), "the first frame's legend explains later symbols");
}

#[test]
fn replay_gif_refuses_an_illegal_record_naming_the_ply() {
    let record = record(Variant::Standard, "B2-B3-C3 B2-B3-C3");
    let error = replay_gif(&record, &options(256, Player::White)).unwrap_err();
    assert!(matches!(&error, RenderError::Record(e) if e.ply() == Some(2)), "{error}");
}

// ---- The command line --------------------------------------------------------

#[test]
fn punct_render_writes_the_picture() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("board.png");
    let output = punct(&[
        "render",
        "--moves",
        OPENING,
        "--size",
        "300",
        "--flip",
        "--names",
        "Alice,Bob",
        "--highlight",
        "C5 D5",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let written = std::fs::read(&out).unwrap();
    let position = play(Variant::Standard, OPENING);
    let options = RenderOptions {
        highlights: vec!["C5".parse().unwrap(), "D5".parse().unwrap()],
        ..named(300, Player::Black)
    };
    assert_eq!(written, render_png(&position, &options).unwrap());
}

#[test]
fn punct_render_refuses_bad_input_with_status_2() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("board.png");
    let out = out.to_str().unwrap();
    let gif = dir.path().join("game.gif");
    let gif = gif.to_str().unwrap();
    for (args, says) in [
        (vec!["render", "--moves", "B2-B3-C3", "-o", gif], "does not end in .png"),
        (vec!["replay-gif", "--moves", "B2-B3-C3", "-o", out], "does not end in .gif"),
        (vec!["render", "--moves", "B2-B3-C3 Z9", "-o", out], "Move 2"),
        (vec!["render", "--moves", "B2-B3-C3 B2-B3-C3", "-o", out], "Move 2"),
        (vec!["render", "--size", "100", "-o", out], "256"),
        (vec!["render", "--names", "Alice", "-o", out], "two names"),
        (vec!["render", "--highlight", "Q1", "-o", out], "--highlight"),
        (vec!["replay-gif", "--moves", "B2-B3-C3 B2-B3-C3", "-o", gif], "Move 2"),
        (vec!["replay-gif", "--size", "2000", "-o", gif], "1024"),
    ] {
        let output = punct(&args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
    assert!(!Path::new(out).exists(), "nothing is written on bad input");
    assert!(!Path::new(gif).exists(), "nothing is written on bad input");
}

#[test]
fn punct_replay_gif_writes_an_animation() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("game.gif");
    let output = punct(&["replay-gif", "--moves", OPENING, "--size", "256", "-o", out.to_str().unwrap()]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let bytes = std::fs::read(&out).unwrap();
    let frames =
        GifDecoder::new(std::io::Cursor::new(&bytes)).unwrap().into_frames().collect_frames().unwrap();
    assert_eq!(frames.len(), 4);
    assert_eq!(frames[0].buffer().width(), 256);
}

#[test]
fn unwritable_output_is_an_error_not_a_panic() {
    let output = punct(&["render", "-o", "/nonexistent-dir/board.png"]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("could not write /nonexistent-dir/board.png"), "{stderr}");
}

/// Once, the pictures' words in the reader's language. German, whose
/// words run long, on a finished game with every legend symbol but hints
/// and no names (the colours are words too).
#[test]
fn golden_german_finished_game() {
    let position = play(Variant::Standard, EVERY_SYMBOL);
    let options = RenderOptions {
        words: punct::messages::pictures::words(punct::model::Language::from_discord("de")),
        ..options(GOLDEN_WIDTH, Player::White)
    };
    assert_golden("words-de", &render_png(&position, &options).unwrap());
}

/// Once, Polish on a game going on, with hints, the central count and
/// the last move in words, from Black's side.
#[test]
fn golden_polish_game_going_on() {
    let position = play(Variant::Standard, BRIDGE);
    let options = RenderOptions {
        words: punct::messages::pictures::words(punct::model::Language::from_discord("pl")),
        highlights: hint_cells(&position, "N12"),
        ..options(GOLDEN_WIDTH, Player::Black)
    };
    assert_golden("words-pl", &render_png(&position, &options).unwrap());
}
