#!/usr/bin/env python3
"""Writes Sources/MapSceneDrawing/TextMetricsTable.swift, the text width table of TextMetrics,
and its test fixture Tests/MapSceneTests/Fixtures/reference/text-widths.json.

The widths are the advance widths (`hmtx`, reached through the font's best `cmap`) of
Liberation Sans Regular and Bold from `fonts-liberation2`, which are metric-compatible with
Arial and Helvetica. They are stored exactly, in font units (2048 per em). Kerning and
shaping are not applied: a width is the sum of the advances of the scalars.

The table covers every code point the fonts map (all of them in the Basic Multilingual Plane:
Latin, Latin-1, Latin Extended-A/B and Additional, IPA, Greek and Greek Extended, Cyrillic,
Hebrew, general punctuation, super/subscripts, currency symbols, letterlike symbols, number
forms, arrows, math operators, box drawing, shapes, ligatures).

Beside the widths it writes the classes of all code points, from the Unicode Character
Database in /usr/share/unicode (`apt-get install unicode-data`; its version is named in the
output), which decide the width of the characters the font lacks:
  zero  general category Mn, Me, Cf or Cc, Default_Ignorable_Code_Point, or a conjoining Hangul
        vowel or final consonant (Hangul_Syllable_Type V or T); these also override the font,
        whose only such glyph with an advance is the soft hyphen U+00AD;
  wide  East_Asian_Width W or F (with the ranges that are W even where unassigned), or Emoji.

The fixture holds sample label strings with widths summed straight from the fonts' hmtx (marks
and format characters counted 0 by Python's unicodedata), independently of the encoded table,
for the tests to compare with what TextMetrics decodes.

Usage: pip install fonttools; python3 Scripts/generate/generate-text-metrics.py [font folder [UCD folder]]
(fonts by default from /usr/share/fonts/truetype/liberation2: `apt-get install fonts-liberation2`).
"""
import json
import os
import sys
import unicodedata

from fontTools.ttLib import TTFont

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
fonts = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/liberation2"
ucd = sys.argv[2] if len(sys.argv) > 2 else "/usr/share/unicode"
target = os.path.join(root, "Sources", "MapSceneDrawing", "TextMetricsTable.swift")
fixture = os.path.join(root, "Tests", "MapSceneTests", "Fixtures", "reference", "text-widths.json")

PER_LINE = 32  # widths per line of the generated string
OTHER, ZERO, WIDE = 0, 1, 2


def ucd_ranges(name):
    """(first, last, value) for the lines `X[..Y] ; value # comment` of a UCD file."""
    with open(os.path.join(ucd, name), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            points, value = [field.strip() for field in line.split(";")[:2]]
            first, _, last = points.partition("..")
            yield int(first, 16), int(last or first, 16), value


def ucd_version():
    with open(os.path.join(ucd, "EastAsianWidth.txt"), encoding="utf-8") as f:
        return f.readline().strip("# \n").removeprefix("EastAsianWidth-").removesuffix(".txt")


def classify():
    kinds = bytearray(0x110000)  # OTHER
    # Wide first, so that zero wins where both hold (the Hangul filler U+115F is W and ignorable).
    # The comment at the top of EastAsianWidth.txt: these are W even where unassigned.
    for first, last in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]:
        kinds[first:last + 1] = bytes([WIDE]) * (last + 1 - first)
    for first, last, value in ucd_ranges("EastAsianWidth.txt"):
        if value in ("W", "F"):
            kinds[first:last + 1] = bytes([WIDE]) * (last + 1 - first)
    for first, last, value in ucd_ranges("emoji/emoji-data.txt"):
        if value == "Emoji":
            kinds[first:last + 1] = bytes([WIDE]) * (last + 1 - first)
    zero = []
    zero += [(f, l) for f, l, v in ucd_ranges("extracted/DerivedGeneralCategory.txt") if v in ("Mn", "Me", "Cf", "Cc")]
    zero += [(f, l) for f, l, v in ucd_ranges("DerivedCoreProperties.txt") if v == "Default_Ignorable_Code_Point"]
    zero += [(f, l) for f, l, v in ucd_ranges("HangulSyllableType.txt") if v in ("V", "T")]
    for first, last in zero:
        kinds[first:last + 1] = bytes([ZERO]) * (last + 1 - first)
    return kinds


kinds = classify()


def advances(path):
    font = TTFont(path)
    assert font["head"].unitsPerEm == 2048, path
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    return {c: hmtx[g][0] for c, g in cmap.items()}, font["name"].getDebugName(5)


regular, version = advances(os.path.join(fonts, "LiberationSans-Regular.ttf"))
bold, bold_version = advances(os.path.join(fonts, "LiberationSans-Bold.ttf"))
assert set(regular) == set(bold), "the two faces map different code points"
assert all(c < 0x10000 for c in regular), "a code point beyond the BMP"
assert max(max(regular.values()), max(bold.values())) < 0x1000, "an advance needs more than 3 hex digits"
points = sorted(regular)


def stored(table, c):
    """The width the table stores: the font's advance, 0 for zero-width characters."""
    return 0 if kinds[c] == ZERO else table[c]


def width_lines(table):
    lines = []
    i = 0
    while i < len(points):
        start = points[i]
        chunk = [start]
        while i + len(chunk) < len(points) and len(chunk) < PER_LINE and points[i + len(chunk)] == start + len(chunk):
            chunk.append(points[i + len(chunk)])
        lines.append(f"{start:04X}:" + "".join(f"{stored(table, c):03X}" for c in chunk))
        i += len(chunk)
    return lines


def class_lines():
    """Boundaries `start:k` over all code points, k the class from `start` to the next one:
    0 other, 1 zero, 2 wide."""
    bounds = []
    previous = None
    for c, k in enumerate(kinds):
        if k != previous:
            bounds.append(f"{c:X}:{k}")
            previous = k
    lines, line = [], ""
    for b in bounds:
        if len(line) + len(b) + 1 > 100:
            lines.append(line)
            line = ""
        line = f"{line} {b}" if line else b
    lines.append(line)
    return lines, len(bounds)


def literal(lines, indent="        "):
    body = "\n".join(indent + line for line in lines)
    return f'"""\n{body}\n{indent}"""'


classes, class_count = class_lines()
out = f"""// Generated by Scripts/generate/generate-text-metrics.py; do not edit.
// Regenerate: pip install fonttools; apt-get install fonts-liberation2 unicode-data;
//             python3 Scripts/generate/generate-text-metrics.py
// Fonts: Liberation Sans Regular ({version}) and Bold ({bold_version}), advance widths (hmtx) in
// font units, {len(points)} code points. Character classes: Unicode {ucd_version()} (UCD files).
// swift-format-ignore-file

extension TextMetrics {{
    /// The font data that `TextMetrics` decodes once, on first use.
    enum Table {{
        /// Font units per em.
        static let unitsPerEm = 2048

        /// Liberation Sans Regular: lines `XXXX:` (the first code point, hex) followed by the
        /// advances of it and the code points after it, three hex digits each. Characters that
        /// draw nothing (marks, format characters, the soft hyphen) are stored as 0.
        static let regular = {literal(width_lines(regular))}

        /// Liberation Sans Bold, as `regular`.
        static let bold = {literal(width_lines(bold))}

        /// The classes of all code points ({class_count} boundaries `X:k`, hex code point and class
        /// from there to the next boundary): 0 other, 1 zero width (Mn, Me, Cf, Cc, default
        /// ignorable, conjoining Hangul jamo), 2 one em (East Asian Width W or F, Emoji).
        static let classes = {literal(classes)}
    }}
}}
"""
with open(target, "w", encoding="utf-8") as f:
    f.write(out)

# The fixture: sample label strings with their widths summed straight from hmtx, independently
# of the encoded table.
samples = [
    "Santa Barbara", "Tepusquet Canyon Rd", "Moscone Center West", "WAVE 42!", "(415) 555-0199",
    "Zürich", "São Paulo", "Kraków", "Łódź", "Ærøskøbing", "Straße", "İstanbul", "Şanlıurfa",
    "Niğde", "Reykjavík", "Đà Nẵng", "Αθήνα", "Ελληνικά", "Москва", "Київ", "Ålesund",
    "€ 12,50 · £9 · ¥800", "→ North ↑", "Tel Aviv – Yafo", "“Quoted” ‘text’ …", "½ mile, 3¼ km",
    "№ 5 ™ ©", "ﬁsh ﬂats", "Café", "Cafe\u0301", "soft\u00adhyphen", "x\u200bwidth",
]
entries = []
for text in samples:
    entry = {"text": text}
    for name, table in (("regular", regular), ("bold", bold)):
        units = 0
        for ch in text:
            c = ord(ch)
            assert c in table, f"{text!r}: U+{c:04X} is not in the font"
            if unicodedata.category(ch) in ("Mn", "Me", "Cf"):
                continue
            units += table[c]
        entry[name + "Units"] = units
        entry[name] = units * 1000 / 2048
    entries.append(entry)
os.makedirs(os.path.dirname(fixture), exist_ok=True)
with open(fixture, "w", encoding="utf-8") as f:
    json.dump({
        "about": "Widths of sample strings in Liberation Sans, summed from hmtx advances by "
                 "Scripts/generate/generate-text-metrics.py: units are font units (2048 per em), regular "
                 "and bold the width at a size of 1000; Mn, Me and Cf characters count 0.",
        "samples": entries,
    }, f, ensure_ascii=False, indent=1, sort_keys=True)
    f.write("\n")

print(f"wrote {os.path.relpath(target, root)} ({os.path.getsize(target)} bytes, {len(points)} code points, "
      f"{class_count} class boundaries) and {os.path.relpath(fixture, root)} ({len(entries)} samples)")
