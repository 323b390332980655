//! Every colour of the picture, named by what it paints.
//!
//! The picture is opaque so it reads the same in Discord's dark and light
//! themes. Pieces are judged against the board's cells, never against the
//! theme: the light pieces carry a dark outline, the dark pieces sit on
//! light cells and carry a light rim so two dark bodies never merge.

use image::Rgb;

use crate::rules::{Axis, Player};

/// A colour of the picture (sRGB, 8 bits a channel).
pub type Colour = Rgb<u8>;

/// Around the board and behind the panels.
pub const FRAME: Colour = Rgb([0x23, 0x25, 0x2a]);
/// Names, status and coordinates on the frame.
pub const FRAME_TEXT: Colour = Rgb([0xee, 0xe9, 0xdf]);
/// Secondary text on the frame (ply, variant, counts of nothing left).
pub const FRAME_TEXT_DIM: Colour = Rgb([0x9c, 0x98, 0x90]);
/// The board's body, seen in the grooves between cells and as its rim.
pub const GROOVE: Colour = Rgb([0x9c, 0x86, 0x64]);
/// An ordinary cell.
pub const CELL: Colour = Rgb([0xe6, 0xd8, 0xbb]);
/// A cell of the central hexagon (src/rules/RULES.md §1).
pub const CELL_CENTRAL: Colour = Rgb([0xcc, 0xb5, 0x8c]);
/// Cells the last move touched: where the PÜNCT came from and where the
/// piece landed. Blended over the cell colour with [`LAST_MOVE_ALPHA`].
pub const LAST_MOVE: Colour = Rgb([0xf5, 0xc5, 0x18]);
/// How strongly [`LAST_MOVE`] tints a cell.
pub const LAST_MOVE_ALPHA: f32 = 0.62;
/// The winning chain, drawn over the pieces.
pub const CHAIN: Colour = Rgb([0xe8, 0x2e, 0x7c]);
/// The chain's border, so it reads on light and dark pieces alike.
pub const CHAIN_EDGE: Colour = Rgb([0xff, 0xff, 0xff]);
/// Extra highlighted cells (hints): a ring over whatever is there.
pub const HINT: Colour = Rgb([0x19, 0xc3, 0xe6]);
/// The border of a hint ring.
pub const HINT_EDGE: Colour = Rgb([0x10, 0x24, 0x36]);
/// Cells a lesson marks ("look here"): violet, a hue no other mark or
/// side line uses (a game's hints are cyan, the last move yellow, the
/// chain magenta, the sides blue, orange and green), and darker than the
/// cyan hints and the tan cells, so it stands out by lightness as well
/// as hue for a colour-blind reader.
pub const MARKED: Colour = Rgb([0x84, 0x4c, 0xf0]);
/// The border of a lesson's frame.
pub const MARKED_EDGE: Colour = Rgb([0x1c, 0x0c, 0x3a]);
/// The pill behind the name of the player to move.
pub const PILL: Colour = Rgb([0xf5, 0xc5, 0x18]);
/// The name on that pill.
pub const PILL_TEXT: Colour = Rgb([0x1d, 0x1a, 0x14]);
/// The edge of the colour disc before a name, so the dark disc shows on
/// the dark frame.
pub const DISC_EDGE: Colour = Rgb([0x8a, 0x86, 0x7e]);
/// Black's pieces and disc drawn on the frame (the reserve, the name):
/// Black's board colour would vanish on the dark frame, so they are a
/// grey at least 3:1 against the frame and against White's pieces.
pub const FRAME_DARK_PIECE: Colour = Rgb([0x74, 0x76, 0x7c]);
/// How strongly [`HINT`] tints a hinted cell.
pub const HINT_ALPHA: f32 = 0.3;
/// Soft shadow under pieces, blended with [`SHADOW_ALPHA`].
pub const SHADOW: Colour = Rgb([0x1a, 0x12, 0x08]);
/// How dark a piece's shadow is at its core.
pub const SHADOW_ALPHA: f32 = 0.38;
/// The ring that marks a piece's PÜNCT dot: about 3.5:1 against both the
/// light and the dark body.
pub const PUNCT_RING: Colour = Rgb([0xee, 0x44, 0x22]);

/// The light player's pieces.
const WHITE_BODY: Colour = Rgb([0xfb, 0xf9, 0xf3]);
const WHITE_OUTLINE: Colour = Rgb([0x2a, 0x25, 0x21]);
const WHITE_INK: Colour = Rgb([0x2a, 0x25, 0x21]);
/// The dark player's pieces.
const BLACK_BODY: Colour = Rgb([0x2d, 0x2e, 0x33]);
const BLACK_OUTLINE: Colour = Rgb([0x0c, 0x0c, 0x0e]);
const BLACK_INK: Colour = Rgb([0xf6, 0xf3, 0xea]);

/// The fill of `player`'s pieces drawn on the frame rather than on the
/// board (reserve icons, the disc before a name).
pub const fn frame_body(player: Player) -> Colour {
    match player {
        Player::White => WHITE_BODY,
        Player::Black => FRAME_DARK_PIECE,
    }
}

/// The fill of `player`'s pieces: what a test samples at a dot's centre.
pub const fn body(player: Player) -> Colour {
    match player {
        Player::White => WHITE_BODY,
        Player::Black => BLACK_BODY,
    }
}

/// The outline around `player`'s pieces.
pub const fn outline(player: Player) -> Colour {
    match player {
        Player::White => WHITE_OUTLINE,
        Player::Black => BLACK_OUTLINE,
    }
}

/// Text drawn on `player`'s dots (level numbers).
pub const fn ink(player: Player) -> Colour {
    match player {
        Player::White => WHITE_INK,
        Player::Black => BLACK_INK,
    }
}

/// The colour marking both sides of `axis`: opposite sides share one, so a
/// newcomer sees which two edges must be joined.
pub const fn side(axis: Axis) -> Colour {
    match axis {
        Axis::Columns => Rgb([0x3d, 0x8b, 0xd4]),
        Axis::Rows => Rgb([0xe8, 0x8b, 0x1c]),
        Axis::Diagonals => Rgb([0x2f, 0xa8, 0x6e]),
    }
}

/// Every flat colour of the picture, tints included: a 256-colour palette
/// always holds these exactly, however few pixels use them.
pub fn flat_colours() -> Vec<Colour> {
    let mut colours = vec![
        FRAME,
        FRAME_TEXT,
        FRAME_TEXT_DIM,
        GROOVE,
        CELL,
        CELL_CENTRAL,
        CHAIN,
        CHAIN_EDGE,
        HINT,
        HINT_EDGE,
        MARKED,
        MARKED_EDGE,
        PUNCT_RING,
        PILL,
        PILL_TEXT,
        DISC_EDGE,
        FRAME_DARK_PIECE,
    ];
    for cell in [CELL, CELL_CENTRAL] {
        colours.extend([
            mix(cell, LAST_MOVE, LAST_MOVE_ALPHA),
            mix(cell, CHAIN, LAST_MOVE_ALPHA),
            mix(cell, HINT, HINT_ALPHA),
            mix(cell, MARKED, HINT_ALPHA),
            mix(cell, SHADOW, SHADOW_ALPHA),
        ]);
    }
    for player in Player::BOTH {
        colours.extend([body(player), outline(player), ink(player)]);
    }
    colours.extend(Axis::ALL.map(side));
    colours
}

/// Colours part-way between a colour and what it is laid over: the
/// anti-aliased edges of pieces, shadows, marks and text. With these in a
/// 256-colour palette, edges keep their shape.
pub fn edge_blends() -> Vec<Colour> {
    let cells =
        [CELL, CELL_CENTRAL, mix(CELL, LAST_MOVE, LAST_MOVE_ALPHA), mix(CELL, CHAIN, LAST_MOVE_ALPHA)];
    let mut pairs: Vec<(Colour, Colour)> = Vec::new();
    for player in Player::BOTH {
        for cell in cells {
            pairs.push((cell, outline(player)));
            pairs.push((cell, mix(cell, SHADOW, SHADOW_ALPHA)));
        }
        pairs.extend([
            (outline(player), body(player)),
            (body(player), PUNCT_RING),
            (body(player), ink(player)),
            (body(player), CHAIN_EDGE),
            (DISC_EDGE, body(player)),
            (FRAME, DISC_EDGE),
            (DISC_EDGE, frame_body(player)),
            (FRAME, frame_body(player)),
            (frame_body(player), PUNCT_RING),
            (outline(player), frame_body(player)),
        ]);
    }
    pairs.extend([
        (FRAME, FRAME_TEXT),
        (FRAME, FRAME_TEXT_DIM),
        (FRAME, PILL),
        (PILL, PILL_TEXT),
        (CHAIN_EDGE, CHAIN),
        (CELL, HINT_EDGE),
        (HINT_EDGE, HINT),
        (CELL, GROOVE),
    ]);
    let mut colours = Vec::new();
    for (under, over) in pairs {
        for alpha in EDGE_BLEND_STEPS {
            colours.push(mix(under, over, alpha));
        }
    }
    colours
}

/// Where between two colours [`edge_blends`] are taken.
const EDGE_BLEND_STEPS: [f32; 2] = [1.0 / 3.0, 2.0 / 3.0];

/// `over` laid on `under` with opacity `alpha` (0 = `under`, 1 = `over`).
pub fn mix(under: Colour, over: Colour, alpha: f32) -> Colour {
    let a = alpha.clamp(0.0, 1.0);
    let channel = |u: u8, o: u8| round_channel(f32::from(u) + (f32::from(o) - f32::from(u)) * a);
    Rgb([channel(under[0], over[0]), channel(under[1], over[1]), channel(under[2], over[2])])
}

/// `v.round() as u8` for `v` from 0 to 255 (halves away from zero), with
/// no call: `f32::round` is a call into the C library on x86-64's
/// baseline, and [`mix`] runs for every pixel a shape's edge blends.
fn round_channel(v: f32) -> u8 {
    let whole = v as u8;
    // Exact: `v` and its whole part are within a factor of two.
    whole.saturating_add(u8::from(v - f32::from(whole) >= 0.5))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn luminance(c: Colour) -> f32 {
        0.2126 * f32::from(c[0]) + 0.7152 * f32::from(c[1]) + 0.0722 * f32::from(c[2])
    }

    /// The rounding without a call rounds as `f32::round` does: around
    /// every whole number and every half, ulp by ulp, and at random.
    #[test]
    fn channels_round_as_f32_round_does() {
        let check = |v: f32| assert_eq!(round_channel(v), v.round() as u8, "{v:e}");
        for k in 0..=255u16 {
            for centre in [f32::from(k), f32::from(k) + 0.5] {
                for step in -64i32..=64 {
                    let v = f32::from_bits(centre.to_bits().wrapping_add_signed(step));
                    if (0.0..=255.0).contains(&v) {
                        check(v);
                    }
                }
            }
        }
        let mut seed = 0x9e37_79b9_u32;
        for _ in 0..200_000 {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            check((seed >> 8) as f32 / (1 << 24) as f32 * 255.0);
        }
        check(f32::NAN);
    }

    #[test]
    fn mix_goes_from_under_to_over() {
        assert_eq!(mix(CELL, FRAME, 0.0), CELL);
        assert_eq!(mix(CELL, FRAME, 1.0), FRAME);
        assert_eq!(mix(Rgb([0, 0, 0]), Rgb([200, 100, 50]), 0.5), Rgb([100, 50, 25]));
    }

    /// The lesson's "look here" frame is held exactly by every picture's
    /// palette (before, its green was drawn as the nearest held colour,
    /// the diagonal sides' green) and is none of the other marks' or the
    /// sides' colours.
    #[test]
    fn the_look_here_frame_has_its_own_colour_in_every_palette() {
        let flat = flat_colours();
        for colour in [MARKED, MARKED_EDGE, mix(CELL, MARKED, HINT_ALPHA)] {
            assert!(flat.contains(&colour), "{colour:?}");
        }
        let others = [HINT, LAST_MOVE, CHAIN, PUNCT_RING, PILL].into_iter().chain(Axis::ALL.map(side));
        for other in others {
            let distance: i32 = (0..3).map(|i| (i32::from(MARKED[i]) - i32::from(other[i])).abs()).sum();
            assert!(distance > 120, "{other:?} is too close to {MARKED:?}");
        }
    }

    #[test]
    fn pieces_contrast_with_their_outlines_and_the_cells() {
        for player in Player::BOTH {
            let body = luminance(body(player));
            assert!((body - luminance(outline(player))).abs() > 30.0, "{player} outline");
            assert!((body - luminance(ink(player))).abs() > 150.0, "{player} ink");
        }
        assert!(luminance(body(Player::White)) > luminance(CELL));
        assert!(luminance(body(Player::Black)) < luminance(CELL_CENTRAL) - 100.0);
    }

    /// WCAG relative luminance.
    fn relative_luminance(c: Colour) -> f32 {
        let linear = |v: u8| {
            let v = f32::from(v) / 255.0;
            if v <= 0.04045 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) }
        };
        0.2126 * linear(c[0]) + 0.7152 * linear(c[1]) + 0.0722 * linear(c[2])
    }

    fn contrast(a: Colour, b: Colour) -> f32 {
        let (la, lb) = (relative_luminance(a), relative_luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    #[test]
    fn the_punct_ring_stands_out_on_both_bodies() {
        for player in Player::BOTH {
            let ratio = contrast(PUNCT_RING, body(player));
            assert!(ratio >= 3.0, "{player}: {ratio:.2}");
        }
    }

    /// Once, Black's reserve was dark grey on the dark frame.
    #[test]
    fn pieces_on_the_frame_stand_out_at_least_3_to_1() {
        for player in Player::BOTH {
            let ratio = contrast(frame_body(player), FRAME);
            assert!(ratio >= 3.0, "{player} on the frame: {ratio:.2}");
        }
        let apart = contrast(frame_body(Player::White), frame_body(Player::Black));
        assert!(apart >= 3.0, "the two colours apart: {apart:.2}");
        let ratio = contrast(FRAME_DARK_PIECE, FRAME);
        assert!((3.0..3.6).contains(&ratio), "still a dark colour: {ratio:.2}");
    }

    #[test]
    fn the_three_sides_have_three_colours() {
        let colours: Vec<Colour> = Axis::ALL.into_iter().map(side).collect();
        assert!(colours[0] != colours[1] && colours[1] != colours[2] && colours[0] != colours[2]);
    }
}
