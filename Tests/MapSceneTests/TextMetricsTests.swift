import Foundation
import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneDrawing
@testable import MapSceneRenderList

/// Text widths from the generated Liberation Sans table, its fallbacks, and truncation.
@Suite struct TextMetricsTests {
    /// A sample of `Fixtures/reference/text-widths.json`, written by
    /// `Scripts/generate/generate-text-metrics.py` from the fonts' hmtx tables.
    struct Sample: Decodable, CustomTestStringConvertible, Sendable {
        var text: String
        var regular: Double
        var bold: Double
        var regularUnits: Int
        var boldUnits: Int
        var testDescription: String { text.debugDescription }
    }

    /// A label in another script with the width HarfBuzz shapes it to in the fonts of the stack,
    /// in font units.
    struct Shaped: Decodable, CustomTestStringConvertible, Sendable {
        var script: String
        var text: String
        var regularUnits: Int
        var boldUnits: Int
        var testDescription: String { "\(script) \(text)" }
    }

    struct File: Decodable {
        var samples: [Sample]
        var shaped: [Shaped]
    }

    static let file: File? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/reference/text-widths.json")
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try? JSONDecoder().decode(File.self, from: data)
    }()
    static let samples = file?.samples ?? []
    static let shaped = file?.shaped ?? []

    let em = Double(TextMetrics.Table.unitsPerEm)

    private func units(_ text: String, _ weight: TextWeight = .regular) -> Int {
        TextMetrics.units(of: text, weight: weight)
    }

    // MARK: - The font's widths

    @Test func theReferenceFixtureIsThere() {
        #expect(Self.samples.count >= 30)
        #expect(Set(Self.shaped.map(\.script)).count >= 8)
    }

    @Test(arguments: shaped)
    func widthsInOtherScriptsComeWithinThreePercentOfTheShapedOnes(label: Shaped) {
        for (weight, shaped) in [(TextWeight.regular, label.regularUnits), (.bold, label.boldUnits)] {
            let measured = units(label.text, weight)
            #expect(abs(Double(measured - shaped)) <= 0.03 * Double(shaped), "\(weight): \(measured) for \(shaped)")
        }
    }

    @Test(arguments: samples)
    func widthsMatchTheFontsAdvances(sample: Sample) {
        #expect(units(sample.text) == sample.regularUnits)
        #expect(units(sample.text, .bold) == sample.boldUnits)
        #expect(TextMetrics.width(of: sample.text, size: 1000) == sample.regular)
        #expect(TextMetrics.width(of: sample.text, size: 1000, weight: .bold) == sample.bold)
    }

    @Test func asciiMatchesArialsPerThousandWidths() {
        // Arial's / Helvetica's widths per 1000 em, rounded.
        let regular: [(Character, Double)] = [(" ", 278), ("n", 556), ("i", 222), ("W", 944), ("@", 1015), ("|", 260)]
        for (c, w) in regular {
            #expect((TextMetrics.width(of: String(c), size: 1000)).rounded() == w, "\(c)")
        }
        let bold: [(Character, Double)] = [("n", 611), ("i", 278), ("W", 944), ("@", 975)]
        for (c, w) in bold {
            #expect((TextMetrics.width(of: String(c), size: 1000, weight: .bold)).rounded() == w, "\(c)")
        }
    }

    @Test func widthScalesWithSize() {
        let w = TextMetrics.width(of: "Santa Barbara", size: 12)
        #expect(abs(TextMetrics.width(of: "Santa Barbara", size: 24) - 2 * w) < 1e-9)
        #expect(TextMetrics.width(of: "", size: 12) == 0)
    }

    @Test func theTableCoversTheScriptsOfMapLabels() {
        // Latin-1, Latin Extended-A and -B, Latin Extended Additional, Greek, Cyrillic, general
        // punctuation, currency, arrows.
        for scalar in "éŁƒȘẞΩжЖ–—‘’“”…€₿→↑≈ﬁ".unicodeScalars {
            #expect(TextMetrics.fontAdvance(of: scalar) != nil, "U+\(String(scalar.value, radix: 16))")
        }
        // Liberation Sans 2.1.5 lacks the newer rupee and ruble signs; Noto Sans has them.
        #expect(TextMetrics.fontAdvance(of: "₹") == 1171)
        #expect(TextMetrics.fontAdvance(of: "₽") == 1192)
        // The fallbacks' scripts: Arabic, Devanagari, Thai, halfwidth katakana.
        for scalar in "بकกｱ".unicodeScalars {
            #expect(TextMetrics.fontAdvance(of: scalar) != nil, "U+\(String(scalar.value, radix: 16))")
        }
    }

    // MARK: - Fallbacks

    @Test func combiningMarksAndInvisibleCharactersAddNothing() {
        #expect(units("e\u{301}") == units("e"))
        #expect(units("e\u{301}\u{323}") == units("e"))
        #expect(units("a\u{20DD}") == units("a"))  // enclosing circle, Me
        #expect(units("ab\u{200B}c\u{200C}d\u{200D}e\u{2060}f\u{FEFF}") == units("abcdef"))
        #expect(units("soft\u{AD}hyphen") == units("softhyphen"))
        #expect(units("a\u{FE0E}b\u{E0100}") == units("ab"))  // variation selectors
        #expect(units("\u{0915}\u{094D}") == units("\u{0915}"))  // virama: Mn, not in the font
        #expect(units("tab\there\n") == units("tabhere"))
        #expect(units("\u{200F}\u{202E}") == 0)
    }

    @Test func wideCharactersAndEmojiAreOneEm() {
        #expect(units("東京") == 2 * Int(em))
        #expect(units("ソウル") == 3 * Int(em))
        #expect(units("서울") == 2 * 1884)  // Noto Sans CJK's Hangul syllables are 0.92 em
        #expect(units("ＡＢ") == 2 * Int(em))  // fullwidth forms
        #expect(units("😀") == Int(em))
        #expect(units("🗺🍕") == 2 * Int(em))
        #expect(TextMetrics.width(of: "東", size: 20) == 20)
        #expect(TextMetrics.width(of: "😀", size: 20, weight: .bold) == 20)
        #expect(TextMetrics.isWide(0x6771))
        #expect(units("❤✈") == 2 * Int(em))  // emoji with a text style by default
        #expect(TextMetrics.isWide(0x1F600))
        #expect(!TextMetrics.isWide(0x41))
    }

    @Test func thePageShortcutAgreesWithTheBoundaries() {
        let classes = TextMetrics.faces.classes
        #expect(classes.starts.first == 0)
        #expect(classes.pages.filter { $0 != TextMetrics.Classes.mixed }.count > 0x1000)
        var disagreements = 0
        for v in UInt32(0)..<0x110000 where classes.kind(of: v) != classes.search(v) { disagreements += 1 }
        #expect(disagreements == 0)
    }

    /// The tables as the generated file states them, read line by line and word by word with
    /// `String`'s own splitting: the advances of each face by code point, and the boundaries.
    static func statedAdvances(_ encoded: String) -> [UInt32: UInt16] {
        var advances: [UInt32: UInt16] = [:]
        for line in encoded.split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":")
            let range = parts[0].split(separator: "-").map { UInt32($0, radix: 16)! }
            if range.count == 2 {
                for v in range[0]...range[1] { advances[v] = UInt16(parts[1], radix: 16)! }
                continue
            }
            var v = range[0]
            var digits = Substring(parts[1])
            while digits.count >= 4 {
                advances[v] = UInt16(digits.prefix(4), radix: 16)!
                digits = digits.dropFirst(4)
                v += 1
            }
        }
        return advances
    }

    @Test func theDecodedTablesAreTheGeneratedFilesEveryCodePoint() {
        let faces = TextMetrics.faces
        for (face, encoded) in [(faces.regular, TextMetrics.Table.regular), (faces.bold, TextMetrics.Table.bold)] {
            let stated = Self.statedAdvances(encoded)
            #expect(stated.count == 16_211)
            var disagreements = 0
            for v in UInt32(0)..<0x10000 where face.advance(v) != stated[v] { disagreements += 1 }
            #expect(disagreements == 0)
        }
        let boundaries = TextMetrics.Table.classes.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { word in
            let parts = word.split(separator: ":")
            return (start: UInt32(parts[0], radix: 16)!, kind: UInt8(parts[1])!)
        }
        #expect(boundaries.count == 1_090)
        #expect(faces.classes.starts == boundaries.map(\.start))
        #expect(faces.classes.kinds.map(\.rawValue) == boundaries.map(\.kind))
    }

    @Test func printableASCIIIsTheSumOfTheAdvancesTheMeasureAddsUp() {
        let faces = TextMetrics.faces
        let texts =
            (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }
            + ["", "Pin 12345", "Golden Gate Park", "   ", "~!@#$%^&*()_+{}|:\"<>?`", String(repeating: "Wm", count: 40)]
        for face in [faces.regular, faces.bold] {
            for text in texts {
                var measure = TextMetrics.Measure(face: face)
                for scalar in text.unicodeScalars { measure.add(scalar.value) }
                #expect(face.printableASCIIUnits(of: text) == measure.units, "\(text)")
            }
            // Anything else is left to the measure.
            for text in ["café", "tab\there", "line\n", "\u{7F}", "👍"] { #expect(face.printableASCIIUnits(of: text) == nil) }
        }
    }

    @Test func emojiSequencesAreOneEmEach() {
        #expect(units("🇫🇷") == Int(em))  // flag: two regional indicators
        #expect(units("🇫🇷🇩🇪") == 2 * Int(em))
        #expect(units("👍🏽") == Int(em))  // skin tone modifier
        #expect(units("👨‍👩‍👧") == Int(em))  // ZWJ sequence
        #expect(units("🏃‍♀️") == Int(em))  // ZWJ with a character the font has, then VS16
        #expect(units("🏳️‍🌈") == Int(em))
        #expect(units("1️⃣") == Int(em))  // keycap: digit, VS16, enclosing keycap
        #expect(units("❤️") == Int(em))  // text-default character made emoji
        #expect(units("🏴󠁧󠁢󠁳󠁣󠁴󠁿") == Int(em))  // tag sequence
        #expect(units("a😀b") == units("ab") + Int(em))
        #expect(units("😀\u{200D}x") == Int(em) + units("x"))  // a ZWJ joins emoji only
        // An Indic ZWJ asks for the half form, not an emoji.
        #expect(units("\u{0915}\u{094D}\u{200D}\u{0937}") == TextMetrics.faces.regular.shaping.half[0x0915]! + units("\u{0937}"))
    }

    @Test func anythingElseTheFontLacksIsAsWideAsN() {
        for weight in [TextWeight.regular, .bold] {
            let n = units("n", weight)
            #expect(units("ሰላም", weight) == 3 * n)  // Ethiopic
            #expect(units("ক", weight) == n)  // Bengali
            #expect(units("𝐀", weight) == n)  // beyond the BMP
            #expect(units("\u{0378}", weight) == n)  // unassigned
        }
        #expect(TextMetrics.fontAdvance(of: "ক") == nil)
    }

    @Test func aWidthIsTheSumOfItsPrefixes() {
        // Measuring only looks back, so cutting anywhere between characters adds up.
        let text = "Zu\u{308}rich 🇫🇷 👨‍👩‍👧 ❤️ 東京 café"
        var index = text.startIndex
        while index < text.endIndex {
            #expect(units(String(text[..<index])) + units(String(text[index...])) == units(text))
            index = text.index(after: index)
        }
    }

    // MARK: - Truncation

    @Test func shortTextIsNotCut() {
        #expect(TextMetrics.truncated("Park", size: 13, maxWidth: 200) == "Park")
        let exact = TextMetrics.width(of: "Park", size: 13)
        #expect(TextMetrics.truncated("Park", size: 13, maxWidth: exact) == "Park")
    }

    @Test func longTextIsCutWithAnEllipsis() {
        let text = "Tepusquet Canyon Road Trailhead Parking"
        let cut = TextMetrics.truncated(text, size: 13, weight: .bold, maxWidth: 120)
        #expect(cut == "Tepusquet Cany…")
        #expect(TextMetrics.width(of: cut, size: 13, weight: .bold) <= 120)
        // The longest such prefix: one more character would not fit.
        let longer = String(text.prefix(cut.count)) + "…"
        #expect(TextMetrics.width(of: longer, size: 13, weight: .bold) > 120)
    }

    @Test func nothingFitsWhenTheEllipsisDoesNot() {
        let ellipsis = TextMetrics.width(of: "…", size: 13)
        #expect(TextMetrics.truncated("Park", size: 13, maxWidth: ellipsis) == "…")
        #expect(TextMetrics.truncated("Park", size: 13, maxWidth: ellipsis - 0.01) == "")
        #expect(TextMetrics.truncated("", size: 13, maxWidth: 0) == "")
    }

    @Test func cutsFallBetweenGraphemeClusters() {
        let decomposed = "e\u{301}"
        let text = String(repeating: decomposed, count: 10)
        for w in stride(from: 0.0, through: 80, by: 0.5) {
            let cut = TextMetrics.truncated(text, size: 13, maxWidth: w)
            #expect(
                !cut.unicodeScalars.contains { $0 == "e" }
                    || cut.unicodeScalars.filter { $0 == "e" }.count == cut.unicodeScalars.filter { $0 == "\u{301}" }.count,
                "\(w)")
        }
        let flags = "🇫🇷🇩🇪🇯🇵🇧🇷"
        for w in stride(from: 0.0, through: 60, by: 1) {
            let cut = TextMetrics.truncated(flags, size: 13, maxWidth: w)
            let indicators = cut.unicodeScalars.filter { (0x1F1E6...0x1F1FF).contains($0.value) }.count
            #expect(indicators % 2 == 0, "\(w): \(cut)")
        }
    }

    /// Pseudo-random label-like strings, from a fixed seed.
    static let randomTexts: [String] = {
        let pieces = [
            "a", "W", "i", " ", "é", "e\u{301}", "ß", "Ж", "Ω", "東", "😀", "🇫🇷", "👨‍👩‍👧", "❤️", "1️⃣", "\u{200B}", "\u{200D}", "\u{FE0F}",
            "—", "…", "م", "ก", "ﬁ",
        ]
        var random = SeededRandom(seed: 0x9E37_79B9_7F4A_7C15)
        return (0..<200).map { _ in
            (0..<Int.random(in: 0..<30, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
    }()

    @Test func truncationNeverExceedsTheWidthAndKeepsAPrefix() {
        for (i, text) in Self.randomTexts.enumerated() {
            for weight in [TextWeight.regular, .bold] {
                for maxWidth in [0.0, 5, 9.5, 20, 47.3, 80, 150, 400] {
                    let cut = TextMetrics.truncated(text, size: 11, weight: weight, maxWidth: maxWidth)
                    let full = TextMetrics.width(of: text, size: 11, weight: weight)
                    if full <= maxWidth {
                        #expect(cut == text, "\(i)")
                        continue
                    }
                    #expect(TextMetrics.width(of: cut, size: 11, weight: weight) <= maxWidth, "\(i) \(maxWidth)")
                    if cut.isEmpty { continue }
                    #expect(cut.last == "…")
                    let kept = cut.dropLast()
                    // A prefix of whole characters: the same characters, and the same scalars.
                    #expect(Array(text.prefix(kept.count)) == Array(kept), "\(i) \(maxWidth)")
                    #expect(text.unicodeScalars.starts(with: kept.unicodeScalars), "\(i) \(maxWidth)")
                }
            }
        }
    }

    @Test func truncationIsLinear() {
        // 100k characters: quadratic re-measuring would take minutes.
        let text = String(repeating: "Tepusquet e\u{301} 東 🇫🇷 ", count: 8_000)
        let maxWidth = TextMetrics.width(of: text, size: 13) - 10
        let cut = TextMetrics.truncated(text, size: 13, maxWidth: maxWidth)
        #expect(cut.hasSuffix("…"))
        #expect(cut.count > 100_000)
        #expect(TextMetrics.width(of: cut, size: 13) <= maxWidth)
    }
}
