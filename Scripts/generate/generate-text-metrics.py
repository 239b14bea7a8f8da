#!/usr/bin/env python3
"""Writes Sources/MapSceneDrawing/TextMetricsTable.swift, the text width table of TextMetrics,
and its test fixture Tests/MapSceneTests/Fixtures/reference/text-widths.json.

The widths are the advance widths (`hmtx`, reached through the font's best `cmap`) of the fonts
of the SVG's font stack, in its order, each character from the first font that has it:
Liberation Sans Regular and Bold from `fonts-liberation2` (metric-compatible with Arial and
Helvetica: Latin, Greek, Cyrillic, Hebrew, punctuation, symbols), then from `fonts-noto-core`
and `fonts-noto-cjk` Noto Sans, Noto Sans CJK JP, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans
Devanagari and Noto Sans Thai, the fallbacks a renderer takes a character from when Liberation
Sans lacks it. They are stored in Liberation's font units (2048 per em; the Noto fonts' 1000 are
scaled and rounded). Characters of class wide (below) whose advance is one em are left out of
the table (the CJK ideographs, kana and Hangul: TextMetrics counts them one em). Kerning is not
applied.

Shaping is, where it changes widths much, as HarfBuzz (which librsvg, through Pango, and the
browsers shape with) shapes a word in these fonts:
  joining   Arabic letters take an initial, medial or final form beside a letter they join
            (Unicode's joining types, ArabicShaping.txt); the advance of each form, and of
            the lam-alef ligatures, isolated and final;
  half      a Devanagari consonant followed by a virama and another consonant takes its half
            form; the advance of each half form;
  conjunct  the consonant pairs (consonant, virama, consonant) that the font draws otherwise
            than half form and full consonant (ligatures such as क्ष and ज्ञ, reph, rakar), with
            the advance of the pair.

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

The fixture also holds labels in other scripts with the width HarfBuzz shapes them to, run by
run in the font that draws each character, which TextMetrics must come within a few percent of.

Usage: pip install fonttools uharfbuzz; python3 Scripts/generate/generate-text-metrics.py [UCD folder]
(fonts from /usr/share/fonts: `apt-get install fonts-liberation2 fonts-noto-core fonts-noto-cjk`).
"""
import json
import os
import sys
import unicodedata

import uharfbuzz as hb
from fontTools.ttLib import TTFont

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ucd = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
target = os.path.join(root, "Sources", "MapSceneDrawing", "TextMetricsTable.swift")
fixture = os.path.join(root, "Tests", "MapSceneTests", "Fixtures", "reference", "text-widths.json")

LIBERATION = "/usr/share/fonts/truetype/liberation2/LiberationSans-{}.ttf"
NOTO = "/usr/share/fonts/truetype/noto/NotoSans{}-{}.ttf"
NOTO_CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-{}.ttc"
# The fonts of the stack in its order, as (name, path, index in a collection) for a weight.
def stack(weight):
    return [
        ("Liberation Sans", LIBERATION.format(weight), 0),
        ("Noto Sans", NOTO.format("", weight), 0),
        ("Noto Sans CJK JP", NOTO_CJK.format(weight), 0),
        ("Noto Sans Arabic", NOTO.format("Arabic", weight), 0),
        ("Noto Sans Hebrew", NOTO.format("Hebrew", weight), 0),
        ("Noto Sans Devanagari", NOTO.format("Devanagari", weight), 0),
        ("Noto Sans Thai", NOTO.format("Thai", weight), 0),
    ]

EM = 2048  # Liberation's units per em, the table's
PER_LINE = 24  # widths per line of the generated string
OTHER, ZERO, WIDE = 0, 1, 2
ZWJ = "\u200d"
VIRAMA = 0x094D


def ucd_ranges(name, field=1):
    """(first, last, value) for the lines `X[..Y] ; value # comment` of a UCD file (or the value in
    another field)."""
    with open(os.path.join(ucd, name), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [f.strip() for f in line.split(";")]
            points, value = fields[0], fields[field]
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
joining_types = {c: v for f, l, v in ucd_ranges("ArabicShaping.txt", field=2) for c in range(f, l + 1)}
consonants = {c for f, l, v in ucd_ranges("IndicSyllabicCategory.txt") if v == "Consonant"
              for c in range(f, l + 1) if 0x0900 <= c < 0x0980}


class Font:
    """One font of the stack: its advances by code point, in table units, and a HarfBuzz font."""

    def __init__(self, name, path, index):
        font = TTFont(path, fontNumber=index)
        self.name = name
        self.upem = font["head"].unitsPerEm
        self.version = font["name"].getDebugName(5).split(";")[0]
        hmtx = font["hmtx"]
        self.advances = {c: self.units(hmtx[g][0]) for c, g in font.getBestCmap().items()}
        self.shaper = hb.Font(hb.Face(hb.Blob.from_file_path(path), index))

    def units(self, advance):
        return advance if self.upem == EM else round(advance * EM / self.upem)

    def shaped(self, text):
        """The width HarfBuzz shapes `text` to, in table units."""
        buffer = hb.Buffer()
        buffer.add_str(text)
        buffer.guess_segment_properties()
        hb.shape(self.shaper, buffer, {})
        return self.units(sum(p.x_advance for p in buffer.glyph_positions))


def build(weight):
    """The table of one weight: advances by code point, the fonts, and the shaping tables."""
    fonts = [Font(*f) for f in stack(weight)]
    assert fonts[0].upem == EM
    advances, source = {}, {}
    for font in fonts:
        for c, a in font.advances.items():
            if c not in advances:
                advances[c], source[c] = a, font
    # The one-em wide characters are counted by their class; the table holds the rest.
    advances = {c: a for c, a in advances.items()
                if c < 0x10000 and not (kinds[c] == WIDE and a == EM) and not (kinds[c] == ZERO and source[c] is not fonts[0])}
    assert max(advances.values()) < 0xFFFF, "an advance needs more than 4 hex digits (0xFFFF marks an absent character)"
    arabic = next(f for f in fonts if f.name == "Noto Sans Arabic")
    devanagari = next(f for f in fonts if f.name == "Noto Sans Devanagari")
    joining = {}
    for c in sorted(arabic.advances):
        kind = joining_types.get(c)
        if source.get(c) is not arabic or kind not in ("D", "R"):
            continue
        letter = chr(c)
        final = arabic.shaped(ZWJ + letter)
        if kind == "D":
            joining[c] = (arabic.shaped(letter + ZWJ), arabic.shaped(ZWJ + letter + ZWJ), final)
        else:
            joining[c] = (final,)
    lam_alef = {a: (arabic.shaped("\u0644" + chr(a)), arabic.shaped(ZWJ + "\u0644" + chr(a)))
                for a in (0x0622, 0x0623, 0x0625, 0x0627)}
    half = {c: devanagari.shaped(chr(c) + chr(VIRAMA) + ZWJ) for c in sorted(consonants) if source.get(c) is devanagari}
    conjuncts = {}
    for first in sorted(half):
        for second in sorted(half):
            pair = devanagari.shaped(chr(first) + chr(VIRAMA) + chr(second))
            if abs(pair - (half[first] + advances[second])) > EM // 50:  # more than 2 % of an em
                conjuncts[first << 16 | second] = pair
    return fonts, advances, joining, lam_alef, half, conjuncts


regular = build("Regular")
bold = build("Bold")
assert set(regular[1]) == set(bold[1]), "the two weights map different code points"
points = sorted(regular[1])


def stored(table, c):
    """The width the table stores: the font's advance, 0 for zero-width characters."""
    return 0 if kinds[c] == ZERO else table[c]


def width_lines(table):
    """Lines `XXXX:` and the advances from there, or `XXXX-YYYY:` and the one advance of a range
    (the Hangul syllables)."""
    lines = []
    i = 0
    while i < len(points):
        start = points[i]
        run = 1
        while i + run < len(points) and points[i + run] == start + run and stored(table, start + run) == stored(table, start):
            run += 1
        if run >= 2 * PER_LINE:
            lines.append(f"{start:04X}-{start + run - 1:04X}:{stored(table, start):04X}")
            i += run
            continue
        chunk = [start]
        while i + len(chunk) < len(points) and len(chunk) < PER_LINE and points[i + len(chunk)] == start + len(chunk):
            chunk.append(points[i + len(chunk)])
        lines.append(f"{start:04X}:" + "".join(f"{stored(table, c):04X}" for c in chunk))
        i += len(chunk)
    return lines


def token_lines(entries, key_digits=4):
    """`X:` followed by four hex digits per value, several tokens to a line."""
    tokens = [f"{key:0{key_digits}X}:" + "".join(f"{v:04X}" for v in values) for key, values in entries]
    lines, line = [], ""
    for t in tokens:
        if len(line) + len(t) + 1 > 100:
            lines.append(line)
            line = ""
        line = f"{line} {t}" if line else t
    lines.append(line)
    return lines


def shaping_lines(table):
    _, _, joining, lam_alef, half, conjuncts = table
    return {
        "joining": token_lines(sorted(joining.items())),
        "lamAlef": token_lines(sorted(lam_alef.items())),
        "half": token_lines((c, (a,)) for c, a in sorted(half.items())),
        "conjuncts": token_lines(((k, (a,)) for k, a in sorted(conjuncts.items())), key_digits=8),
    }


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
regular_shaping, bold_shaping = shaping_lines(regular), shaping_lines(bold)
font_list = "; ".join(f"{f.name} {f.version}" for f in regular[0])
out = f"""// Generated by Scripts/generate/generate-text-metrics.py; do not edit.
// Regenerate: pip install fonttools uharfbuzz;
//             apt-get install fonts-liberation2 fonts-noto-core fonts-noto-cjk unicode-data;
//             python3 Scripts/generate/generate-text-metrics.py
// Fonts, Regular and Bold, each character from the first that has it: {font_list}.
// Advance widths (hmtx) in font units, {len(points)} code points; shaping by HarfBuzz {hb.__version__}.
// Character classes: Unicode {ucd_version()} (UCD files).
// swift-format-ignore-file

extension TextMetrics {{
    /// The font data that `TextMetrics` decodes once, on first use.
    package enum Table {{
        /// Font units per em.
        package static let unitsPerEm = 2048

        /// The regular weight: lines `XXXX:` (the first code point, hex) followed by the advances
        /// of it and the code points after it, four hex digits each, or `XXXX-YYYY:` and the one
        /// advance of all code points of that range; each from the first font of the stack that
        /// has the character. Characters that draw nothing (marks, format
        /// characters, the soft hyphen) are stored as 0; one-em wide characters are left out.
        package static let regular = {literal(width_lines(regular[1]))}

        /// The bold weight, as `regular`.
        package static let bold = {literal(width_lines(bold[1]))}

        /// Arabic letters that join: `XXXX:` and the advances of the initial, medial and final
        /// forms (dual-joining letters) or of the final form alone (right-joining ones).
        package static let joiningRegular = {literal(regular_shaping["joining"])}

        /// The bold weight, as `joiningRegular`.
        package static let joiningBold = {literal(bold_shaping["joining"])}

        /// The lam-alef ligatures: the alef `XXXX:` and the ligature's isolated and final advances.
        package static let lamAlefRegular = {literal(regular_shaping["lamAlef"])}

        /// The bold weight, as `lamAlefRegular`.
        package static let lamAlefBold = {literal(bold_shaping["lamAlef"])}

        /// Devanagari consonants `XXXX:` and the advance of their half form.
        package static let halfRegular = {literal(regular_shaping["half"])}

        /// The bold weight, as `halfRegular`.
        package static let halfBold = {literal(bold_shaping["half"])}

        /// Devanagari consonant pairs drawn otherwise than half form and full consonant: the two
        /// consonants `XXXXYYYY:` and the advance of consonant, virama and consonant together.
        package static let conjunctsRegular = {literal(regular_shaping["conjuncts"])}

        /// The bold weight, as `conjunctsRegular`.
        package static let conjunctsBold = {literal(bold_shaping["conjuncts"])}

        /// The classes of all code points ({class_count} boundaries `X:k`, hex code point and class
        /// from there to the next boundary): 0 other, 1 zero width (Mn, Me, Cf, Cc, default
        /// ignorable, conjoining Hangul jamo), 2 one em (East Asian Width W or F, Emoji).
        package static let classes = {literal(classes)}
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
liberation = {"regular": regular[0][0], "bold": bold[0][0]}
entries = []
for text in samples:
    entry = {"text": text}
    for name, font in liberation.items():
        units = 0
        for ch in text:
            c = ord(ch)
            assert c in font.advances, f"{text!r}: U+{c:04X} is not in the font"
            if unicodedata.category(ch) in ("Mn", "Me", "Cf"):
                continue
            units += font.advances[c]
        entry[name + "Units"] = units
        entry[name] = units * 1000 / EM
    entries.append(entry)

# Labels in other scripts, shaped by HarfBuzz run by run: each run the characters one font of the
# stack draws (the first that has the character; spaces and punctuation from Liberation Sans).
scripts = [
    ("Japanese", "東京タワー"), ("Japanese", "新宿駅"), ("Japanese", "浅草寺"), ("Chinese", "北京市"),
    ("Chinese", "上海外滩"), ("Korean", "서울특별시"), ("Korean", "부산"),
    ("Arabic", "القاهرة"), ("Arabic", "الأهرامات"), ("Arabic", "جامع محمد علي"), ("Arabic", "برج القاهرة"),
    ("Arabic", "الإسكندرية"), ("Arabic", "مكة المكرمة"), ("Arabic", "السلام عليكم"), ("Arabic", "دبي"),
    ("Hebrew", "תל אביב-יפו"), ("Hebrew", "ירושלים"), ("Hebrew", "חיפה"), ("Hebrew", "נמל התעופה בן גוריון"),
    ("Devanagari", "नई दिल्ली"), ("Devanagari", "भारत"), ("Devanagari", "मुंबई"), ("Devanagari", "चेन्नई"),
    ("Devanagari", "राष्ट्रपति भवन"), ("Devanagari", "इंडिया गेट"), ("Devanagari", "क़ुतुब मीनार"),
    ("Devanagari", "कोलकाता"), ("Devanagari", "क्षेत्र"), ("Devanagari", "विद्यालय"), ("Devanagari", "पश्चिम बंगाल"),
    ("Devanagari", "उत्तर प्रदेश"), ("Devanagari", "प्रधानमंत्री"),
    ("Thai", "กรุงเทพมหานคร"), ("Thai", "ประเทศไทย"), ("Thai", "วัดพระแก้ว"), ("Thai", "เชียงใหม่"),
    ("Thai", "สุวรรณภูมิ"), ("Cyrillic", "Москва"), ("Cyrillic", "Красная площадь"), ("Cyrillic", "Санкт-Петербург"),
]


def shaped_width(table, text):
    fonts, advances = table[0], table[1]
    def font_of(ch):
        if ch == " " or unicodedata.category(ch)[0] in "PZ" and ord(ch) in fonts[0].advances:
            return fonts[0]
        return next((f for f in fonts if ord(ch) in f.advances), fonts[0])
    runs, units = [], 0
    for ch in text:
        font = font_of(ch)
        if runs and runs[-1][0] is font:
            runs[-1][1].append(ch)
        else:
            runs.append((font, [ch]))
    for font, chars in runs:
        run = "".join(chars)
        units += font.shaped(run) if font is not fonts[0] else sum(fonts[0].advances[ord(ch)] for ch in run)
    return units


shaped = [{"script": script, "text": text, "regularUnits": shaped_width(regular, text), "boldUnits": shaped_width(bold, text)}
          for script, text in scripts]
os.makedirs(os.path.dirname(fixture), exist_ok=True)
with open(fixture, "w", encoding="utf-8") as f:
    json.dump({
        "about": "Widths of sample strings in Liberation Sans, summed from hmtx advances by "
                 "Scripts/generate/generate-text-metrics.py: units are font units (2048 per em), regular "
                 "and bold the width at a size of 1000; Mn, Me and Cf characters count 0. Shaped: labels in "
                 "other scripts with the width HarfBuzz shapes them to in the fonts of the stack, in the "
                 "same units.",
        "samples": entries,
        "shaped": shaped,
    }, f, ensure_ascii=False, indent=1, sort_keys=True)
    f.write("\n")

print(f"wrote {os.path.relpath(target, root)} ({os.path.getsize(target)} bytes, {len(points)} code points, "
      f"{class_count} class boundaries, {len(regular[2])} joining letters, {len(regular[4])} half forms, "
      f"{len(regular[5])} conjuncts) and {os.path.relpath(fixture, root)} ({len(entries)} samples, {len(shaped)} shaped)")
