#!/usr/bin/env python3
"""Makes fonts/WenQuanYiMicroHei-subset.ttf, the fallback face for names in
Chinese, Japanese and Korean (see assets/README.md).

Usage (fontTools from PyPI; the source font from Debian's package
fonts-wqy-microhei 0.2.0-beta-3.1, face 0 of its collection):

    apt-get download fonts-wqy-microhei && dpkg-deb -x fonts-wqy-microhei_*.deb wqy
    python3 -m venv venv && venv/bin/pip install fonttools==4.68.0
    venv/bin/python assets/fonts/subset-cjk.py \
        wqy/usr/share/fonts/truetype/wqy/wqy-microhei.ttc \
        assets/fonts/WenQuanYiMicroHei-subset.ttf 0

The characters kept are those of the national standard sets people's names
are written in: GB 2312 (simplified Chinese), Big5 level 1 (traditional
Chinese), JIS X 0208 (Japanese kanji), KS X 1001's 2,350 Hangul syllables,
the kana, CJK punctuation and the full-width forms. About 13,000 characters,
2.0 MB instead of 5.2 MB.
"""

import sys

from fontTools import subset


def encodes_in_two_bytes(c, codec):
    try:
        return len(c.encode(codec)) == 2
    except UnicodeEncodeError:
        return False


def big5_level_1(c):
    try:
        b = c.encode("big5")
    except UnicodeEncodeError:
        return False
    return len(b) == 2 and 0xA440 <= (b[0] << 8 | b[1]) <= 0xC67E


def characters():
    span = lambda a, b: {chr(i) for i in range(a, b + 1)}
    ideographs = span(0x4E00, 0x9FFF)
    kept = span(0x3000, 0x30FF) | span(0x3130, 0x318F) | span(0xFF01, 0xFF60)
    kept |= {c for c in ideographs if encodes_in_two_bytes(c, "gb2312")}
    kept |= {c for c in ideographs if encodes_in_two_bytes(c, "shift_jis")}
    kept |= {c for c in ideographs if big5_level_1(c)}
    kept |= {c for c in span(0xAC00, 0xD7A3) if encodes_in_two_bytes(c, "euc_kr")}
    return "".join(sorted(kept))


def main(source, target):
    options = subset.Options()
    options.hinting = False
    options.desubroutinize = True
    options.layout_features = []
    options.font_number = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=characters())
    subsetter.subset(font)
    subset.save_font(font, target, options)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
