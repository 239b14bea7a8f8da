import MapSceneRenderList

/// Text widths for laying out callouts and labels, in points.
///
/// A width is what a renderer advances drawing the text in the SVG's font stack, each character
/// from the first font that has it: Liberation Sans Regular or Bold (`fonts-liberation2`,
/// metric-compatible with Arial and Helvetica: Latin, Greek, Cyrillic, Hebrew, punctuation and
/// symbols), then Noto Sans, Noto Sans CJK JP, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans
/// Devanagari and Noto Sans Thai. The advances come from `TextMetricsTable.swift`, generated
/// from the fonts' `hmtx` tables and HarfBuzz's shaping by
/// `Scripts/generate/generate-text-metrics.py`, in font units (2048 per em). Kerning is not
/// applied; shaping is, where it changes widths much:
/// - an Arabic letter takes the advance of its initial, medial or final form when it joins the
///   letters beside it, and lam with alef the ligature's;
/// - a Devanagari consonant followed by a virama and a consonant takes its half form's advance,
///   or the two the advance of their conjunct (ligatures, reph, rakar) where the font has one.
///
/// Characters are measured in this order:
/// 1. **Zero width**: combining and enclosing marks (general category Mn, Me: accents, Arabic
///    vowel marks, Devanagari and Thai vowel signs and tone marks), format and control
///    characters (Cf, Cc: ZWJ, ZWNJ, U+200B, bidi controls, tags, the soft hyphen), variation
///    selectors and the other default-ignorable code points, and conjoining Hangul vowels and
///    final consonants, which join the preceding syllable. This holds even where a font gives
///    the character an advance (the soft hyphen U+00AD).
/// 2. **The font's advance**, for every other character a font of the stack has.
/// 3. **One em** for the other characters that are East Asian Wide or Fullwidth (CJK
///    ideographs, kana, fullwidth forms: Noto Sans CJK draws them one em wide) or emoji (the
///    Emoji property, so also the text-style ones such as "❤" and "🗺", which renderers draw
///    from an emoji font), counted per emoji as a renderer draws it: an emoji ZWJ sequence, a
///    skin-tone modifier after its emoji, a pair of regional indicators (a flag) and a keycap
///    are one em each, and a text-style character followed by the emoji variation selector
///    U+FE0F is widened to one em.
/// 4. **The width of "n"** of the same weight (556 per 1000 em regular, 611 bold) for any other
///    character no font of the stack has (Bengali, Ethiopic and other scripts, rare symbols):
///    "n" is a typical letter's width.
///
/// Character classes come from the Unicode Character Database the generating script read (its
/// version is named in the generated file). The text presentation selector U+FE0E is not
/// honored: an emoji stays one em.
package enum TextMetrics {
    /// The advance width of `text` at `size` points.
    package static func width(of text: String, size: Double, weight: TextWeight = .regular) -> Double {
        width(units: units(of: text, weight: weight), size: size)
    }

    /// `text` cut to fit `maxWidth`, with an ellipsis when cut.
    ///
    /// The text is cut between characters (grapheme clusters), never inside one such as a letter
    /// with its combining accent or an emoji sequence, and the result with its "…" is at most
    /// `maxWidth` wide; when not even the ellipsis fits, the result is empty. One pass: O(n).
    package static func truncated(_ text: String, size: Double, weight: TextWeight = .regular, maxWidth: Double) -> String {
        let face = weight == .bold ? faces.bold : faces.regular
        let ellipsis = face.ellipsis
        var measure = Measure(face: face)
        var cut = text.startIndex
        var cutFound = false
        var index = text.startIndex
        let scalars = text.unicodeScalars
        while index < text.endIndex {
            let next = text.index(after: index)
            for scalar in scalars[index..<next] { measure.add(scalar.value) }
            if !cutFound {
                if width(units: measure.units + ellipsis, size: size) <= maxWidth {
                    cut = next
                } else {
                    cutFound = true
                }
            }
            index = next
        }
        if width(units: measure.units, size: size) <= maxWidth { return text }
        guard width(units: ellipsis, size: size) <= maxWidth else { return "" }
        return String(text[..<cut]) + "…"
    }

    /// True for the East Asian Wide and Fullwidth characters and the emoji: those measured one
    /// em wide when the font lacks them.
    package static func isWide(_ v: UInt32) -> Bool {
        faces.classes.kind(of: v) == .wide
    }

    /// The width of `text` in font units (`Table.unitsPerEm` to the em).
    package static func units(of text: String, weight: TextWeight = .regular) -> Int {
        let face = weight == .bold ? faces.bold : faces.regular
        if let units = face.printableASCIIUnits(of: text) { return units }
        var measure = Measure(face: face)
        for scalar in text.unicodeScalars { measure.add(scalar.value) }
        return measure.units
    }

    /// The advance of `scalar` on its own, in font units, or nil when the font lacks it.
    package static func fontAdvance(of scalar: Unicode.Scalar, weight: TextWeight = .regular) -> Int? {
        (weight == .bold ? faces.bold : faces.regular).advance(scalar.value).map(Int.init)
    }

    /// Font units to points. Every width goes through here, so that `truncated` compares what
    /// `width(of:)` reports.
    @inline(__always)
    private static func width(units: Int, size: Double) -> Double {
        Double(units) * size / Double(Table.unitsPerEm)
    }

    // MARK: - The decoded table

    /// The decoded fonts and classes, built on first use.
    package static let faces = Faces()

    package struct Faces: Sendable {
        package let regular: Face
        package let bold: Face
        package let classes: Classes

        package init() {
            classes = Classes(Table.classes)
            regular = Face(
                Table.regular,
                shaping: Shaping(
                    joining: Table.joiningRegular, lamAlef: Table.lamAlefRegular, half: Table.halfRegular,
                    conjuncts: Table.conjunctsRegular),
                classes: classes)
            bold = Face(
                Table.bold,
                shaping: Shaping(
                    joining: Table.joiningBold, lamAlef: Table.lamAlefBold, half: Table.halfBold, conjuncts: Table.conjunctsBold),
                classes: classes)
        }
    }

    /// One weight's advances over the Basic Multilingual Plane: 256-scalar pages, present only
    /// where the font has a character. A class, so that a measure holds one reference to its face
    /// rather than a copy of its tables, a retain for each.
    package final class Face: Sendable {
        package static let absent: UInt16 = .max
        /// For each of the 256 pages of the BMP, the offset of its 256 advances in `advances`,
        /// or -1.
        package let pages: [Int32]
        /// Advances in font units; `absent` where the font lacks the character.
        package let advances: [UInt16]
        /// The advance of "n", for characters the font lacks.
        package let fallback: Int
        /// The advance of "…".
        package let ellipsis: Int
        package let classes: Classes
        /// How joined Arabic letters and Devanagari conjuncts change the advances.
        package let shaping: Shaping
        /// The advance of each printable ASCII character (`0x20..<0x7F`, at its code) when the
        /// font draws every one of them; empty otherwise.
        private let printableASCII: [UInt16]

        /// Decodes lines `XXXX:` + four hex digits per advance, or `XXXX-YYYY:` + one advance for
        /// a range.
        package init(_ encoded: String, shaping: Shaping, classes: Classes) {
            var pages = [Int32](repeating: -1, count: 256)
            var advances: [UInt16] = []
            forEachToken(of: encoded, endingAt: UInt8(ascii: "\n")) { bytes, colon, end in
                let dash = bytes[..<colon].firstIndex(of: UInt8(ascii: "-"))
                var v = Int(hex(bytes, dash ?? colon))
                let last = dash.map { Int(hex(UnsafeBufferPointer(rebasing: bytes[($0 + 1)...]), colon - $0 - 1)) }
                var digit = colon + 1
                while digit + 3 < end, v <= last ?? v {
                    let page = v >> 8
                    if pages[page] < 0 {
                        pages[page] = Int32(advances.count)
                        advances.append(contentsOf: repeatElement(Face.absent, count: 256))
                    }
                    advances[Int(pages[page]) + (v & 0xFF)] = UInt16(hex(UnsafeBufferPointer(rebasing: bytes[digit...]), 4))
                    v += 1
                    if last == nil { digit += 4 }
                }
            }
            self.shaping = shaping
            self.pages = pages
            self.advances = advances
            self.classes = classes
            let n = Int(pages[0]) + 0x6E, dots = Int(pages[0x20]) + 0x26
            fallback = Int(advances[n])
            ellipsis = Int(advances[dots])
            let ascii = (0x20..<0x7F).map { v in pages[0] < 0 ? Face.absent : advances[Int(pages[0]) + v] }
            printableASCII = ascii.allSatisfy { $0 != Face.absent && $0 != 0 } ? Array(repeating: 0, count: 0x20) + ascii : []
        }

        /// The width of `text` in font units when it is all printable ASCII: the sum of its
        /// characters' advances, which is what `Measure` adds up for them (each drawn, none
        /// joining another); nil for any other text, or when the font lacks one of them.
        package func printableASCIIUnits(of text: String) -> Int? {
            guard !printableASCII.isEmpty else { return nil }
            var text = text
            return text.withUTF8 { bytes in
                var units = 0
                for byte in bytes {
                    guard byte >= 0x20, byte < 0x7F else { return nil }
                    units += Int(printableASCII[Int(byte)])
                }
                return units
            }
        }

        /// The font's advance for `v` (0 for characters that draw nothing), or nil.
        @inline(__always)
        package func advance(_ v: UInt32) -> UInt16? {
            guard v < 0x10000 else { return nil }
            let page = pages[Int(v >> 8)]
            guard page >= 0 else { return nil }
            let a = advances[Int(page) + Int(v & 0xFF)]
            return a == Face.absent ? nil : a
        }
    }

    /// The advances that shaping changes, of one weight: the joined forms of Arabic letters and
    /// the half forms and conjuncts of Devanagari consonants.
    package struct Shaping: Sendable {
        /// The advances of a joining Arabic letter's forms; a right-joining letter (one that joins
        /// only the letter before it) has no initial or medial form.
        package struct Forms: Sendable {
            package var initial: Int?
            package var medial: Int?
            package var final: Int
        }
        /// Arabic letters that join, by code point.
        package let joining: [UInt32: Forms]
        /// The lam-alef ligatures by their alef: isolated and final advances.
        package let lamAlef: [UInt32: (isolated: Int, final: Int)]
        /// Devanagari consonants' half forms.
        package let half: [UInt32: Int]
        /// Devanagari consonant pairs (first << 16 | second) joined by a virama, drawn otherwise
        /// than the first's half form and the second: the pair's advance.
        package let conjuncts: [UInt32: Int]

        /// Decodes tokens `X:` + four hex digits per value.
        package init(joining: String, lamAlef: String, half: String, conjuncts: String) {
            func decode(_ encoded: String) -> [UInt32: [Int]] {
                var values: [UInt32: [Int]] = [:]
                forEachToken(of: encoded, endingAt: UInt8(ascii: " ")) { bytes, colon, end in
                    values[hex(bytes, colon)] = stride(from: colon + 1, to: end - 3, by: 4).map {
                        Int(hex(UnsafeBufferPointer(rebasing: bytes[$0...]), 4))
                    }
                }
                return values
            }
            self.joining = decode(joining).mapValues { v in
                v.count == 3 ? Forms(initial: v[0], medial: v[1], final: v[2]) : Forms(initial: nil, medial: nil, final: v[0])
            }
            self.lamAlef = decode(lamAlef).mapValues { (isolated: $0[0], final: $0[1]) }
            self.half = decode(half).mapValues { $0[0] }
            self.conjuncts = decode(conjuncts).mapValues { $0[0] }
        }
    }

    /// The classes of the characters the font lacks: sorted boundaries, each class holding up to
    /// the next boundary; unpacked into the class of every BMP scalar (64 KB) and of each
    /// 256-scalar page beyond that has only one, so that only mixed pages of the supplementary
    /// planes (emoji, historic scripts) need a search.
    package struct Classes: Sendable {
        package enum Kind: UInt8, Sendable {
            case other = 0
            case zero = 1
            case wide = 2
        }
        package let starts: [UInt32]
        package let kinds: [Kind]
        /// The class of each BMP scalar.
        package let bmp: [Kind]
        /// For each page of all of Unicode, its one kind's raw value, or `mixed`.
        package let pages: [UInt8]
        package static let mixed: UInt8 = .max

        /// Decodes space- or newline-separated `X:k`.
        package init(_ encoded: String) {
            var starts: [UInt32] = [], kinds: [Kind] = []
            forEachToken(of: encoded, endingAt: UInt8(ascii: " ")) { bytes, colon, end in
                starts.append(hex(bytes, colon))
                kinds.append(colon + 1 < end ? Kind(rawValue: UInt8(nibble(bytes[colon + 1]))) ?? .other : .other)
            }
            self.starts = starts
            self.kinds = kinds
            var bmp = [Kind](repeating: .other, count: 0x10000)
            var pages = [UInt8](repeating: Classes.mixed, count: 0x1100)
            for (i, start) in starts.enumerated() {
                let end = i + 1 < starts.count ? starts[i + 1] : 0x110000
                if start < 0x10000 {
                    for v in Int(start)..<Int(min(end, 0x10000)) { bmp[v] = kinds[i] }
                }
                var page = (start + 0xFF) >> 8  // the pages wholly inside start..<end
                while (page + 1) << 8 <= end {
                    pages[Int(page)] = kinds[i].rawValue
                    page += 1
                }
            }
            self.bmp = bmp
            self.pages = pages
        }

        /// The class of `v`.
        @inline(__always)
        package func kind(of v: UInt32) -> Kind {
            if v < 0x10000 { return bmp[Int(v)] }
            let page = v >> 8
            if page < 0x1100, let kind = Kind(rawValue: pages[Int(page)]) { return kind }
            return search(v)
        }

        /// A binary search for the last boundary at or before `v`.
        package func search(_ v: UInt32) -> Kind {
            guard v < 0x110000 else { return .other }
            var lo = 0, hi = starts.count  // starts[lo] <= v < starts[hi]
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if starts[mid] <= v { lo = mid } else { hi = mid }
            }
            return kinds[lo]
        }
    }

    // MARK: - Measuring

    /// A left-to-right sum of advances, with what it needs to remember to count emoji sequences
    /// as one em: it only ever looks back, so the units after a prefix of a text are the width of
    /// that prefix.
    package struct Measure {
        private enum State: UInt8 {
            /// After a character drawn as text, whose advance is `last`.
            case text
            /// After an emoji (or a wide character).
            case emoji
            /// After an emoji and a ZWJ: the next character joins the emoji if it is one.
            case joiner
            /// After a regional indicator that starts a flag.
            case regional
            /// At the start.
            case start
        }

        package let face: Face
        package private(set) var units = 0
        private var state = State.start
        private var last = 0
        /// The last Arabic letter, while the next one may join it: its code point, the advance
        /// counted for it, and whether it joins the letter before it.
        private var arabic: (v: UInt32, counted: Int, joinsBefore: Bool)?
        /// The last Devanagari consonant, while a virama and a consonant may join it: its code
        /// point and the advance counted for it; `virama` once a virama followed it.
        private var consonant: (v: UInt32, counted: Int)?
        private var virama = false
        /// A zero width joiner after the virama: the consonant takes its half form, not a conjunct.
        private var halfForm = false

        package init(face: Face) { self.face = face }

        private static let em = Table.unitsPerEm

        @inline(__always)
        package mutating func add(_ v: UInt32) {
            if let a = face.advance(v) {
                if a != 0 {
                    if state == .joiner, face.classes.kind(of: v) == .wide {
                        state = .emoji  // an emoji the font has as text, such as ♀, joined
                    } else {
                        if (0x0600..<0x0980).contains(v) {
                            shaped(v, advance: Int(a))
                        } else {
                            arabic = nil
                            consonant = nil
                            units += Int(a)
                        }
                        last = Int(a)
                        state = .text
                    }
                } else {
                    zeroWidth(v)
                }
                return
            }
            lacking(v)
        }

        /// An Arabic or Devanagari character with an advance: a letter joins the one before it.
        private mutating func shaped(_ v: UInt32, advance: Int) {
            let shaping = face.shaping
            if let forms = shaping.joining[v] {
                consonant = nil
                // The letter before joins this one if it joins on both sides (or is a tatweel).
                guard let before = arabic else {
                    units += advance
                    arabic = forms.initial == nil ? nil : (v, advance, false)
                    return
                }
                if before.v == 0x0644, let ligature = shaping.lamAlef[v] {
                    let drawn = before.joinsBefore ? ligature.final : ligature.isolated
                    units += drawn - before.counted
                    arabic = nil
                    return
                }
                if let joined = before.joinsBefore ? shaping.joining[before.v]?.medial : shaping.joining[before.v]?.initial {
                    units += joined - before.counted
                }
                units += forms.final
                arabic = forms.initial == nil ? nil : (v, forms.final, true)
                return
            }
            if v == 0x0640 {  // the tatweel joins on both sides
                consonant = nil
                if let before = arabic,
                    let joined = before.joinsBefore ? shaping.joining[before.v]?.medial : shaping.joining[before.v]?.initial
                {
                    units += joined - before.counted
                }
                units += advance
                arabic = (v, advance, true)
                return
            }
            arabic = nil
            if shaping.half[v] != nil {
                if let before = consonant, virama {
                    // The consonant before takes its half form, or the two make a conjunct.
                    if !halfForm, let pair = shaping.conjuncts[before.v << 16 | v] {
                        units += pair - before.counted
                    } else if let half = shaping.half[before.v] {
                        units += half - before.counted + advance
                    }
                } else {
                    units += advance
                }
                consonant = (v, advance)
                virama = false
                halfForm = false
                return
            }
            consonant = nil
            units += advance
        }

        /// A character the font lacks.
        private mutating func lacking(_ v: UInt32) {
            if face.classes.kind(of: v) != .zero {
                arabic = nil
                consonant = nil
            }
            if (0x1F1E6...0x1F1FF).contains(v) {  // regional indicators pair into flags
                if state == .regional {
                    state = .emoji
                } else {
                    units += Self.em
                    state = .regional
                }
                return
            }
            switch face.classes.kind(of: v) {
            case .zero:
                zeroWidth(v)
            case .wide:
                if state == .joiner || (state == .emoji && (0x1F3FB...0x1F3FF).contains(v)) {
                    state = .emoji  // joined by a ZWJ, or a skin tone modifier
                } else {
                    units += Self.em
                    state = .emoji
                }
            case .other:
                units += face.fallback
                last = face.fallback
                state = .text
            }
        }

        /// A character that draws nothing, but may change how its neighbors draw.
        private mutating func zeroWidth(_ v: UInt32) {
            if v == 0x094D, consonant != nil { virama = true }
            if v == 0x200D, virama { halfForm = true }
            if v == 0x200C { virama = false }  // a zero width non-joiner keeps the virama visible
            if v == 0xFE0F, state == .text {  // emoji presentation of the character before
                units += Self.em - last
                state = .emoji
            } else if v == 0x200D, state == .emoji {
                state = .joiner
            }
        }
    }
}

private func nibble(_ byte: UInt8) -> Int {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    default: 0
    }
}

/// The hex number in `bytes` from a token's start (`bytes` begins with it) up to `end`.
private func hex(_ bytes: UnsafeBufferPointer<UInt8>, _ end: Int) -> UInt32 {
    bytes[..<end].reduce(0) { $0 << 4 | UInt32(nibble($1)) }
}

/// Calls `body` with each token of `encoded` that holds a colon: tokens end at `separator` or a
/// line feed, and leading spaces are skipped. `body` gets the token's bytes from its first
/// character, and the offsets of its colon and its end in them. The tables are decoded once per
/// process, at start-up: a pass over the bytes, not over `Substring`s.
private func forEachToken(
    of encoded: String, endingAt separator: UInt8, _ body: (UnsafeBufferPointer<UInt8>, _ colon: Int, _ end: Int) -> Void
) {
    var encoded = encoded
    encoded.withUTF8 { text in
        var start = 0
        while start < text.count {
            while start < text.count, text[start] == UInt8(ascii: " ") || text[start] == UInt8(ascii: "\n") { start += 1 }
            var end = start, colon = -1
            while end < text.count, text[end] != separator, text[end] != UInt8(ascii: "\n") {
                if colon < 0, text[end] == UInt8(ascii: ":") { colon = end }
                end += 1
            }
            if colon >= 0 {
                let token = UnsafeBufferPointer(rebasing: text[start..<end])
                body(token, colon - start, end - start)
            }
            start = end + 1
        }
    }
}
