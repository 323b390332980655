//! 256 colours for a picture: PNGs with a palette are a quarter the size of
//! RGB ones, and GIFs allow nothing else.
//!
//! The picture is flat colours with anti-aliased edges, so the most
//! frequent colours (binned at [`BITS`] bits a channel) already cover it;
//! every other colour (a rare edge blend) takes its nearest entry. No
//! dithering: flat areas stay flat and compress to almost nothing.

use image::{Rgb, RgbImage};

/// Bits per channel of the colour bins and of the lookup table.
const BITS: u32 = 5;
/// Number of bins.
const BINS: usize = 1 << (3 * BITS);
/// Pixels compared at once with the row above when mapping.
const CHUNK: usize = 16;
/// A table entry not filled yet (only while building).
const UNKNOWN: u16 = u16::MAX;

/// A palette and the table from every colour to its entry.
pub struct Palette {
    colours: Vec<[u8; 3]>,
    table: Vec<u16>,
}

impl Palette {
    /// `seeds` exactly, then the most frequent other colours of `images`
    /// (counting every `stride`th pixel), `size` entries at most.
    pub fn build(images: &[&RgbImage], seeds: &[Rgb<u8>], size: usize, stride: usize) -> Palette {
        let mut sums = vec![[0u32; 4]; BINS];
        for image in images {
            for pixel in image.as_raw().chunks_exact(3).step_by(stride.max(1)) {
                let entry = &mut sums[bin(pixel)];
                for c in 0..3 {
                    entry[c] += u32::from(pixel[c]);
                }
                entry[3] += 1;
            }
        }
        let mut table = vec![UNKNOWN; BINS];
        let mut colours: Vec<[u8; 3]> = Vec::with_capacity(size);
        for seed in seeds.iter().take(size) {
            if table[bin(&seed.0)] == UNKNOWN {
                table[bin(&seed.0)] = colours.len() as u16;
                colours.push(seed.0);
            }
        }
        let mut used: Vec<usize> = (0..BINS).filter(|&b| sums[b][3] > 0 && table[b] == UNKNOWN).collect();
        used.sort_by(|&a, &b| sums[b][3].cmp(&sums[a][3]).then(a.cmp(&b)));
        for b in used.into_iter().take(size - colours.len()) {
            table[b] = colours.len() as u16;
            let [r, g, bl, n] = sums[b];
            colours.push([r, g, bl].map(|c| ((c + n / 2) / n).min(255) as u8));
        }
        let mut palette = Palette { colours, table };
        // Every other bin takes its nearest entry, once and for all.
        for b in 0..BINS {
            if palette.table[b] == UNKNOWN {
                palette.table[b] = palette.nearest(&bin_centre(b));
            }
        }
        palette
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.colours.len()
    }

    /// The entries as `r, g, b, r, g, b…`, padded with black to `entries`.
    pub fn rgb_bytes(&self, entries: usize) -> Vec<u8> {
        let mut bytes: Vec<u8> = self.colours.iter().flatten().copied().collect();
        bytes.resize(entries.max(self.colours.len()) * 3, 0);
        bytes
    }

    /// Every pixel of `image` as the index of its entry. Where `reference`
    /// (a picture and its indices, such as the empty board) has the same
    /// pixels, its indices are copied instead of looked up; so are stretches
    /// that repeat the row above.
    pub fn map(&self, image: &RgbImage, reference: Option<(&RgbImage, &[u8])>) -> Vec<u8> {
        let width = image.width() as usize;
        let raw = image.as_raw();
        let reference =
            reference.filter(|(r, i)| r.dimensions() == image.dimensions() && i.len() == raw.len() / 3);
        let mut indices: Vec<u8> = Vec::with_capacity(raw.len() / 3);
        for y in 0..image.height() as usize {
            let row = y * width;
            let mut x = 0;
            while x < width {
                let end = (x + CHUNK).min(width);
                let here = (row + x) * 3..(row + end) * 3;
                if let Some((picture, known)) = reference
                    && raw[here.clone()] == picture.as_raw()[here.clone()]
                {
                    indices.extend_from_slice(&known[row + x..row + end]);
                } else if y > 0 && raw[here.clone()] == raw[here.start - width * 3..here.end - width * 3] {
                    indices.extend_from_within(row - width + x..row - width + end);
                } else {
                    indices.extend(raw[here].chunks_exact(3).map(|pixel| self.table[bin(pixel)] as u8));
                }
                x = end;
            }
        }
        indices
    }

    /// Maps RGB `pixels` (three bytes each) onto the palette, one index
    /// per pixel into `indices`: what [`Palette::map`] gives those pixels.
    pub fn map_into(&self, pixels: &[u8], indices: &mut [u8]) {
        for (index, pixel) in indices.iter_mut().zip(pixels.chunks_exact(3)) {
            *index = self.table[bin(pixel)] as u8;
        }
    }

    /// The entry closest to `rgb`. Runs for every colour bin that is not
    /// an entry (thousands per picture), so it is written to vectorise.
    fn nearest(&self, rgb: &[u8]) -> u16 {
        let [r, g, b] = [0, 1, 2].map(|c| i32::from(rgb[c]));
        let mut distances = [i32::MAX; 256];
        for (d, c) in distances.iter_mut().zip(&self.colours) {
            let (dr, dg, db) = (i32::from(c[0]) - r, i32::from(c[1]) - g, i32::from(c[2]) - b);
            *d = dr * dr + dg * dg + db * db;
        }
        let mut best = 0;
        for (i, &d) in distances.iter().enumerate() {
            if d < distances[best] {
                best = i;
            }
        }
        best as u16
    }
}

/// The colour in the middle of bin `b`.
fn bin_centre(b: usize) -> [u8; 3] {
    let mask = (1 << BITS) - 1;
    let half = 1 << (7 - BITS);
    [2 * BITS, BITS, 0].map(|shift| ((((b >> shift) & mask) << (8 - BITS)) | half) as u8)
}

/// The bin of a colour.
fn bin(rgb: &[u8]) -> usize {
    let shift = 8 - BITS;
    (usize::from(rgb[0] >> shift) << (2 * BITS))
        | (usize::from(rgb[1] >> shift) << BITS)
        | usize::from(rgb[2] >> shift)
}

#[cfg(test)]
mod tests {
    use image::Rgb;

    use super::*;

    #[test]
    fn frequent_colours_are_kept_exactly_and_rare_ones_map_to_the_nearest() {
        let mut image = RgbImage::from_pixel(40, 40, Rgb([200, 100, 40]));
        for x in 0..40 {
            image.put_pixel(x, 0, Rgb([12, 24, 36]));
        }
        image.put_pixel(5, 5, Rgb([14, 20, 40]));
        let palette = Palette::build(&[&image], &[], 2, 1);
        assert_eq!(palette.len(), 2);
        let indices = palette.map(&image, None);
        let colour = |i: usize| palette.colours[usize::from(indices[i])];
        assert_eq!(colour(40 * 20), [200, 100, 40]);
        assert_eq!(colour(3), [12, 24, 36]);
        assert_eq!(colour(5 * 40 + 5), [12, 24, 36], "the rare colour takes its nearest entry");
        assert_eq!(palette.rgb_bytes(256).len(), 768);
    }

    #[test]
    fn seeds_are_kept_exactly_even_when_rare() {
        let mut image = RgbImage::from_pixel(10, 10, Rgb([200, 100, 40]));
        image.put_pixel(0, 0, Rgb([1, 2, 3]));
        image.put_pixel(1, 0, Rgb([90, 90, 250]));
        let palette = Palette::build(&[&image], &[Rgb([90, 90, 250])], 2, 1);
        assert_eq!(palette.colours, [[90, 90, 250], [200, 100, 40]]);
        assert_eq!(palette.map(&image, None)[1], 0);
    }

    #[test]
    fn a_reference_picture_lends_its_indices() {
        let image = RgbImage::from_pixel(20, 3, Rgb([200, 100, 40]));
        let palette = Palette::build(&[&image], &[Rgb([0, 0, 0])], 2, 1);
        let made_up = vec![0u8; 60];
        // Same pixels: the reference's indices are taken, even if odd.
        assert_eq!(palette.map(&image, Some((&image, &made_up))), made_up);
        // A reference of another size is ignored.
        let other = RgbImage::from_pixel(5, 5, Rgb([200, 100, 40]));
        assert!(palette.map(&image, Some((&other, &made_up[..25]))).iter().all(|&i| i == 1));
    }

    #[test]
    fn mapping_pixels_into_a_row_gives_what_mapping_the_picture_does() {
        let mut image = RgbImage::from_pixel(7, 2, Rgb([200, 100, 40]));
        image.put_pixel(2, 1, Rgb([12, 24, 36]));
        image.put_pixel(3, 1, Rgb([14, 20, 40]));
        let palette = Palette::build(&[&image], &[], 2, 1);
        let mut row = [9u8; 7];
        palette.map_into(&image.as_raw()[7 * 3..], &mut row);
        assert_eq!(row[..], palette.map(&image, None)[7..]);
    }

    #[test]
    fn bin_centres_fall_in_their_bins() {
        for b in [0, 1, 1000, BINS - 1] {
            assert_eq!(bin(&bin_centre(b)), b);
        }
    }
}
