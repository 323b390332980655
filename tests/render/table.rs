//! The picture of a league's standings table (`render_table_png`): real
//! PNG decoding, legibility on a phone, names no face can draw, the
//! limits. Where its texts lie against its columns is tested beside the
//! code (`src/render/table.rs`), where the columns are known.

use image::{ColorType, RgbImage};
use punct::render::palette::{self, Colour};
use punct::render::{
    Column, ColumnAlign, MAX_TABLE_ROWS, MAX_TABLE_WIDTH, MIN_TABLE_WIDTH, RenderError, RowEmphasis, Table,
    TableRow, render_table_png, table_words_drawn,
};

/// Discord's width.
const WIDTH: u32 = 800;

fn columns() -> Vec<Column> {
    let column = |heading: &str, align, wide| Column { heading: heading.to_string(), align, wide };
    vec![
        column("#", ColumnAlign::Right, false),
        column("Player", ColumnAlign::Left, true),
        column("Points", ColumnAlign::Right, false),
        column("Won", ColumnAlign::Centre, false),
        column("Drawn", ColumnAlign::Centre, false),
        column("Lost", ColumnAlign::Centre, false),
        column("SB", ColumnAlign::Right, false),
    ]
}

fn row(place: usize, name: &str, emphasis: RowEmphasis) -> TableRow {
    let cells =
        [&place.to_string(), name, &format!("{}½", 30usize.saturating_sub(place)), "9", "1", "3", "101.25"];
    TableRow { cells: cells.map(str::to_string).to_vec(), emphasis, fallback: None }
}

/// A league of `players`, the first the leader, the third withdrawn, each
/// named by `name`.
fn standings(players: usize, name: impl Fn(usize) -> String) -> Table {
    let rows = (1..=players)
        .map(|place| {
            let emphasis = match place {
                1 => RowEmphasis::Leader,
                3 => RowEmphasis::Withdrawn,
                _ => RowEmphasis::Normal,
            };
            row(place, &name(place), emphasis)
        })
        .collect();
    Table {
        title: "Autumn league — after round 3 of 7".into(),
        subtitle: Some(format!("Round robin, twice · {players} players")),
        columns: columns(),
        rows,
        footer: Some("Ties: wins, then Sonneborn–Berger, then the games between the tied players.".into()),
    }
}

fn long_name(place: usize) -> String {
    format!("Bartholomew-Maximilian von Lichtenstein-Hohenzollern {place}")
}

fn decode(png: &[u8]) -> (RgbImage, ColorType) {
    let image = image::load_from_memory_with_format(png, image::ImageFormat::Png).expect("a valid PNG");
    let colour = image.color();
    (image.to_rgb8(), colour)
}

fn close(a: Colour, b: Colour) -> bool {
    (0..3).all(|c| a[c].abs_diff(b[c]) <= 6)
}

/// The PNG decodes, is opaque, as wide as asked, on the dark frame, and
/// grows with its rows; 30 rows of long names stay well under 150 KB.
#[test]
fn the_picture_decodes_opaque_and_grows_with_its_rows() {
    let mut heights = Vec::new();
    for players in [0, 7, 30] {
        let png = render_table_png(&standings(players, long_name), WIDTH).unwrap();
        let (image, colour) = decode(&png);
        assert!(!colour.has_alpha(), "{players} rows: {colour:?}");
        assert_eq!(image.width(), WIDTH);
        assert!(close(*image.get_pixel(0, 0), palette::FRAME), "{:?}", image.get_pixel(0, 0));
        let bottom_right = *image.get_pixel(WIDTH - 1, image.height() - 1);
        assert!(close(bottom_right, palette::FRAME), "{bottom_right:?}");
        assert!(png.len() < 150_000, "{players} rows: {} bytes", png.len());
        heights.push(image.height());
    }
    assert!(heights[0] < heights[1] && heights[1] < heights[2], "{heights:?}");
    // 23 more rows, each as tall as the others.
    assert_eq!((heights[2] - heights[1]) % 23, 0, "{heights:?}");
}

/// Every word and number, the title's and footer's too, is at least
/// 9 px tall when the picture is shown 400 px wide, at every width.
#[test]
fn every_text_reads_on_a_phone() {
    let table = standings(30, long_name);
    for width in [MIN_TABLE_WIDTH, WIDTH, 1000, MAX_TABLE_WIDTH] {
        let drawn = table_words_drawn(&table, width).unwrap();
        for text in &drawn {
            let on_a_phone = text.cap_height * 400.0 / width as f32;
            assert!(on_a_phone >= 8.95, "{width}: “{}” {on_a_phone:.2} px", text.text);
        }
        for whole in ["Autumn league — after round 3 of 7", "Round robin, twice · 30 players", "Points", "SB"]
        {
            assert!(drawn.iter().any(|t| t.text == whole), "{width}: “{whole}” not drawn whole");
        }
        assert!(drawn.iter().any(|t| t.text.starts_with("Ties: wins")), "{width}: no footer");
        // 30 names, each cut short with an ellipsis to its column.
        let names: Vec<_> = drawn.iter().filter(|t| t.text.starts_with("Bartholomew")).collect();
        assert_eq!(names.len(), 30, "{width}");
        assert!(names.iter().all(|t| t.text.ends_with('…')), "{width}: {:?}", names[0].text);
        assert!(drawn.iter().all(|t| t.area.min.x >= 0.0 && t.area.max.x <= width as f32));
    }
}

/// The leader's row is tinted gold; a withdrawn player's name is drawn
/// dimmer than the others'.
#[test]
fn the_leader_stands_out_and_a_withdrawn_player_is_dimmed() {
    let table = standings(7, |place| format!("Player {place}"));
    let drawn = table_words_drawn(&table, WIDTH).unwrap();
    let (image, _) = decode(&render_table_png(&table, WIDTH).unwrap());
    let area = |name: &str| drawn.iter().find(|t| t.text == name).expect("drawn").area;
    let leader = area("Player 1");
    // Left of the name, in the row's band: gold over the frame.
    let band = *image.get_pixel((leader.min.x - 4.0) as u32, ((leader.min.y + leader.max.y) / 2.0) as u32);
    assert!(band[0] > palette::FRAME[0] + 20 && band[0] > band[2] + 20, "leader band {band:?}");
    let brightest = |name: &str| {
        let a = area(name);
        let mut best = 0u8;
        for y in a.min.y as u32..a.max.y as u32 {
            for x in a.min.x as u32..a.max.x as u32 {
                best = best.max(image.get_pixel(x, y)[1]);
            }
        }
        best
    };
    let (normal, withdrawn) = (brightest("Player 2"), brightest("Player 3"));
    assert!(withdrawn + 60 < normal, "withdrawn {withdrawn}, normal {normal}");
}

/// Names in emoji, Chinese, Korean, joiners and nothing but spaces: no
/// panic, the letters some face has are drawn, the rest left out.
#[test]
fn names_the_fonts_lack_draw_what_they_can_and_never_panic() {
    let names = ["🎲 Dice Queen 🎲", "王小明", "김민준", "👨‍👩‍👧‍👦", "   ", "Zoë\u{200d}🏳️‍🌈 Ünal", "", "\u{fe0f}"];
    let table = standings(names.len(), |place| names[place - 1].to_string());
    let png = render_table_png(&table, WIDTH).unwrap();
    assert_eq!(decode(&png).0.width(), WIDTH);
    let drawn: Vec<String> = table_words_drawn(&table, WIDTH).unwrap().into_iter().map(|t| t.text).collect();
    for shown in ["Dice Queen", "王小明", "김민준", "Zoë Ünal"] {
        assert!(drawn.iter().any(|t| t == shown), "“{shown}” not in {drawn:?}");
    }
    assert!(!drawn.iter().any(|t| t.contains('🎲') || t.contains('\u{200d}')), "{drawn:?}");
}

/// A league with no rows yet still shows its title and headings.
#[test]
fn no_rows_still_shows_the_title_and_headings() {
    let table = standings(0, long_name);
    let drawn: Vec<String> = table_words_drawn(&table, WIDTH).unwrap().into_iter().map(|t| t.text).collect();
    for heading in
        ["Autumn league — after round 3 of 7", "#", "Player", "Points", "Won", "Drawn", "Lost", "SB"]
    {
        assert!(drawn.iter().any(|t| t == heading), "“{heading}” not in {drawn:?}");
    }
    let (image, _) = decode(&render_table_png(&table, WIDTH).unwrap());
    assert!(image.height() < 400, "{}", image.height());
    // Nothing at all to show is still a picture.
    assert!(render_table_png(&Table::default(), WIDTH).is_ok());
}

/// Widths outside 600..=1200 and more rows than the limit are refused,
/// saying what was asked and what is allowed.
#[test]
fn a_bad_width_or_too_many_rows_is_refused() {
    let table = standings(3, long_name);
    for width in [0, 256, MIN_TABLE_WIDTH - 1, MAX_TABLE_WIDTH + 1, 4096] {
        for result in
            [render_table_png(&table, width).map(|_| ()), table_words_drawn(&table, width).map(|_| ())]
        {
            match result {
                Err(RenderError::SizeOutOfRange { size, min, max }) => {
                    assert_eq!((size, min, max), (width, MIN_TABLE_WIDTH, MAX_TABLE_WIDTH));
                }
                other => panic!("{width}: {other:?}"),
            }
        }
    }
    let crowded = standings(MAX_TABLE_ROWS + 1, long_name);
    match render_table_png(&crowded, WIDTH) {
        Err(RenderError::TooManyRows { rows, max }) => {
            assert_eq!((rows, max), (MAX_TABLE_ROWS + 1, MAX_TABLE_ROWS))
        }
        other => panic!("{:?}", other.map(|png| png.len())),
    }
    assert!(render_table_png(&standings(MAX_TABLE_ROWS, long_name), MAX_TABLE_WIDTH).is_ok());
}
