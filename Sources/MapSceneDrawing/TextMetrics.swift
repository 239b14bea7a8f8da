import MapSceneRenderList

/// Text widths for laying out callouts and labels, in points.
///
/// A width is the sum of the advance widths of the text's Unicode scalars in Liberation Sans
/// Regular or Bold (`fonts-liberation2`), which is metric-compatible with Arial and Helvetica:
/// what a renderer that draws the text in one of those fonts advances, without kerning or
/// shaping. The advances come from `TextMetricsTable.swift`, generated from the fonts' `hmtx`
/// tables by `Scripts/generate/generate-text-metrics.py`, exact in font units (2048 per em); they cover
/// every character the fonts have (Latin with its extensions, Greek, Cyrillic, Hebrew,
/// punctuation, currency symbols, arrows, math and box-drawing symbols, ligatures).
///
/// Characters are measured in this order:
/// 1. **Zero width**: combining and enclosing marks (general category Mn, Me), format and
///    control characters (Cf, Cc: ZWJ, ZWNJ, U+200B, bidi controls, tags, the soft hyphen),
///    variation selectors and the other default-ignorable code points, and conjoining Hangul
///    vowels and final consonants, which join the preceding syllable. This holds even where the
///    font gives the character an advance (only the soft hyphen U+00AD).
/// 2. **The font's advance**, for every other character the font has.
/// 3. **One em** for the characters the font lacks that are East Asian Wide or Fullwidth (CJK,
///    kana, Hangul syllables, fullwidth forms) or emoji (the Emoji property, so also the
///    text-style ones such as "❤" and "🗺", which renderers draw from an emoji font), counted
///    per emoji as a renderer draws it: an emoji ZWJ sequence, a skin-tone modifier after its
///    emoji, a pair of regional indicators (a flag) and a keycap are one em each, and a
///    text-style character followed by the emoji variation selector U+FE0F is widened to one em.
/// 4. **The width of "n"** of the same weight (556 per 1000 em regular, 611 bold) for any other
///    character the font lacks: Arabic, Indic and other scripts, rare symbols, and the rupee
///    and ruble signs, which Liberation Sans 2.1.5 does not have. It has no U+FFFD, and its
///    `.notdef` box (750 per 1000) is not what a renderer shows, since it falls back to another
///    font; "n" is a typical letter's width.
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
            regular = Face(Table.regular, classes: classes)
            bold = Face(Table.bold, classes: classes)
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
        /// The advance of each printable ASCII character (`0x20..<0x7F`, at its code) when the
        /// font draws every one of them; empty otherwise.
        private let printableASCII: [UInt16]

        /// Decodes lines `XXXX:` + three hex digits per advance.
        package init(_ encoded: String, classes: Classes) {
            var pages = [Int32](repeating: -1, count: 256)
            var advances: [UInt16] = []
            forEachToken(of: encoded, endingAt: UInt8(ascii: "\n")) { bytes, colon, end in
                var v = Int(hex(bytes, colon))
                var digit = colon + 1
                while digit + 2 < end {
                    let page = v >> 8
                    if pages[page] < 0 {
                        pages[page] = Int32(advances.count)
                        advances.append(contentsOf: repeatElement(Face.absent, count: 256))
                    }
                    advances[Int(pages[page]) + (v & 0xFF)] =
                        UInt16(nibble(bytes[digit]) << 8 | nibble(bytes[digit + 1]) << 4 | nibble(bytes[digit + 2]))
                    v += 1
                    digit += 3
                }
            }
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

        package init(face: Face) { self.face = face }

        private static let em = Table.unitsPerEm

        @inline(__always)
        package mutating func add(_ v: UInt32) {
            if let a = face.advance(v) {
                if a != 0 {
                    if state == .joiner, face.classes.kind(of: v) == .wide {
                        state = .emoji  // an emoji the font has as text, such as ♀, joined
                    } else {
                        units += Int(a)
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

        /// A character the font lacks.
        private mutating func lacking(_ v: UInt32) {
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
