import Foundation
import Testing

@testable import MapScene
@testable import MapSceneDrawing
@testable import MapSceneRenderList
@testable import MapSceneSVG

/// Labels in every script as librsvg draws them in the SVG's font stack: as wide as
/// `TextMetrics` measures them, in the glyphs of a font that has them (no missing-glyph box),
/// and inside the callouts sized for them. Skipped when rsvg-convert is not installed; `.ci/run`
/// installs it and the Noto fonts.
@Suite(.serialized) struct ScriptLabelTests {
    /// A label in one script.
    struct Label: Sendable, CustomTestStringConvertible {
        var script: String
        var text: String
        var testDescription: String { "\(script) \(text)" }
    }

    static let labels: [Label] = [
        ("Japanese", "東京タワー"), ("Japanese", "新宿駅"), ("Chinese", "北京市"), ("Chinese", "上海外滩"),
        ("Korean", "서울특별시"), ("Korean", "부산"), ("Arabic", "القاهرة"), ("Arabic", "جامع محمد علي"),
        ("Arabic", "الإسكندرية"), ("Hebrew", "תל אביב-יפו"), ("Hebrew", "ירושלים"), ("Devanagari", "नई दिल्ली"),
        ("Devanagari", "राष्ट्रपति भवन"), ("Devanagari", "क्षेत्र"), ("Thai", "กรุงเทพมหานคร"), ("Thai", "วัดพระแก้ว"),
        ("Cyrillic", "Москва"), ("Cyrillic", "Красная площадь"), ("Latin", "Santa Barbara"), ("Latin", "Zürich Hauptbahnhof"),
    ].map { Label(script: $0.0, text: $0.1) }

    /// The text size the labels are drawn at: large, so that a pixel is a small part of a width.
    static let size = 100.0
    /// Where the text starts.
    static let margin = 50

    /// `text` drawn by rsvg-convert in black on white, from `margin`, in `family`.
    static func drawn(
        _ text: String, family: String = SVGAppearance.fontFamily, size: Double = size, weight: TextWeight, centered: Bool = false
    ) throws -> PNGImage {
        let width = Int(TextMetrics.width(of: text, size: size, weight: weight) * 1.5) + 4 * margin
        let x = centered ? width / 2 : margin
        let bold = (weight == .bold ? " font-weight=\"bold\"" : "") + (centered ? " text-anchor=\"middle\"" : "")
        return try Renderers.rsvg(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(Int(size * 2))">\
            <rect width="\(width)" height="\(Int(size * 2))" fill="#ffffff"/>\
            <text x="\(x)" y="\(Int(size * 1.3))" font-family="\(XMLEscaping.escape(family))" \
            font-size="\(Int(size))px"\(bold) fill="#000000">\(XMLEscaping.escape(text))</text></svg>
            """)
    }

    /// The first and last columns of `image` with ink (a pixel darker than mid-gray), or nil.
    static func inkColumns(_ image: PNGImage) -> ClosedRange<Int>? {
        var first: Int?, last: Int?
        for x in 0..<image.width {
            for y in 0..<image.height where image[x, y].r < 128 {
                if first == nil { first = x }
                last = x
                break
            }
        }
        guard let first, let last else { return nil }
        return first...last
    }

    /// The width the renderer advances for `text`, from its pixels: `text` drawn between two
    /// bars, less the bars drawn side by side, is the text's advance, whatever the glyphs' side
    /// bearings (and whichever way the text runs).
    static func drawnWidth(of text: String, weight: TextWeight) throws -> Double {
        let bars = try #require(inkColumns(drawn("||", weight: weight)))
        let barred = try #require(inkColumns(drawn("|" + text + "|", weight: weight)))
        return Double(barred.count - bars.count)
    }

    @Test(.enabled(if: Renderers.hasRsvgConvert), arguments: labels)
    func measuredWidthsAreTheDrawnOnes(label: Label) throws {
        for weight in [TextWeight.regular, .bold] {
            let measured = TextMetrics.width(of: label.text, size: Self.size, weight: weight)
            let drawn = try Self.drawnWidth(of: label.text, weight: weight)
            #expect(abs(measured - drawn) <= 0.10 * drawn, "\(weight): measured \(measured), drawn \(drawn)")
        }
    }

    @Test(.enabled(if: Renderers.hasRsvgConvert), arguments: labels.filter { ["Arabic", "Hebrew"].contains($0.script) })
    func rightToLeftLabelsAreCenteredOnTheirPoint(label: Label) throws {
        // As a pin title is drawn: `text-anchor="middle"` centers the text whichever way it runs.
        let image = try Self.drawn(label.text, weight: .bold, centered: true)
        let ink = try #require(Self.inkColumns(image))
        let center = Double(ink.lowerBound + ink.upperBound + 1) / 2
        #expect(abs(center - Double(image.width / 2)) <= 0.05 * Double(ink.count), "ink \(ink) in \(image.width)")
    }

    @Test(.enabled(if: Renderers.hasRsvgConvert))
    func theMeasureCanTellAWrongWidth() throws {
        // A label measured with Latin widths instead of its own is off by more than the tolerance.
        let arabic = "الإسكندرية"
        let drawn = try Self.drawnWidth(of: arabic, weight: .regular)
        let asLatin =
            Double(arabic.unicodeScalars.filter { $0.properties.generalCategory != .nonspacingMark }.count)
            * TextMetrics.width(of: "n", size: Self.size)
        #expect(abs(asLatin - drawn) > 0.10 * drawn)
    }

    // MARK: - No missing glyphs

    /// The family that has the glyphs of `text`'s script, as the stack's first such family.
    static func family(for text: String) -> String {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0600...0x06FF: return "Noto Sans Arabic"
            case 0x0900...0x097F: return "Noto Sans Devanagari"
            case 0x0E00...0x0E7F: return "Noto Sans Thai"
            case 0x1100...0x11FF, 0x3000...0x9FFF, 0xAC00...0xD7A3, 0xFF00...0xFFEF: return "Noto Sans CJK JP"
            default: continue
            }
        }
        return "Liberation Sans"  // Latin, Cyrillic, Hebrew
    }

    /// The number of pixels that differ between two drawings of the same size by more than a
    /// renderer's rounding.
    static func differingPixels(_ a: PNGImage, _ b: PNGImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return a.width * a.height }
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where abs(a[x, y].r - b[x, y].r) > 32 { count += 1 }
        }
        return count
    }

    /// The texts the example in every script draws: pin titles and callout titles and subtitles.
    static func exampleTexts() throws -> [(text: String, size: Double, weight: TextWeight)] {
        let list = try #require(try Examples.compile("scripts").renderList)
        return list.items.flatMap { item -> [(String, Double, TextWeight)] in
            switch item.shape {
            case .text(let text, _, let size, let weight): return [(text, size, weight)]
            case .callout(let callout):
                return [(callout.title, CalloutMetrics.titleSize, .bold)]
                    + (callout.subtitle.map { [($0, CalloutMetrics.subtitleSize, .regular)] } ?? [])
            default: return []
            }
        }
    }

    @Test(.enabled(if: Renderers.hasRsvgConvert))
    func theExampleDrawsEveryLabelInAFontThatHasIt() throws {
        let texts = try Self.exampleTexts()
        let families = Set(texts.map { Self.family(for: $0.text) })
        #expect(families.isSuperset(of: ["Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans Thai", "Noto Sans CJK JP"]))
        for (text, size, weight) in texts {
            // Four times the size: a glyph from another font, or a box, differs in many pixels.
            let stack = try Self.drawn(text, size: size * 4, weight: weight)
            let own = try Self.drawn(text, family: Self.family(for: text), size: size * 4, weight: weight)
            #expect(Self.differingPixels(stack, own) == 0, "\(text) in \(Self.family(for: text))")
        }
    }

    @Test(.enabled(if: Renderers.hasRsvgConvert))
    func theComparisonTellsFontsApart() throws {
        // The same label in another font of the same script differs: the check above sees which
        // font drew a label.
        let text = "القاهرة"
        let sans = try Self.drawn(text, family: "Noto Sans Arabic", size: 60, weight: .regular)
        let naskh = try Self.drawn(text, family: "Noto Naskh Arabic", size: 60, weight: .regular)
        #expect(Self.differingPixels(sans, naskh) > 100)
        let box = try Self.drawn("\u{E000}", family: "Noto Sans Arabic", size: 60, weight: .regular)
        #expect(Self.differingPixels(sans, box) > 100)
    }

    // MARK: - Callouts

    @Test func aTextRunsTheWayItsFirstLetterDoes() {
        #expect(TextDirection(of: "القاهرة") == .rightToLeft)
        #expect(TextDirection(of: "תל אביב-יפו") == .rightToLeft)
        #expect(TextDirection(of: "123 שלום") == .rightToLeft)  // digits are not letters
        #expect(TextDirection(of: "Cairo القاهرة") == .leftToRight)
        #expect(TextDirection(of: "东京") == .leftToRight)
        #expect(TextDirection(of: "42 – 7") == .leftToRight)
        #expect(TextDirection(of: "") == .leftToRight)
    }

    @Test(.enabled(if: Renderers.hasRsvgConvert))
    func calloutsHoldTheirTextInEveryScript() throws {
        let list = try #require(try Examples.compile("scripts").renderList)
        let image = try Renderers.rsvg(SVGBackend.render(list))
        let callouts = list.items.compactMap { item -> RenderCallout? in
            if case .callout(let callout) = item.shape { return callout }
            return nil
        }
        #expect(callouts.count == 6)
        for callout in callouts {
            let frame = callout.frame
            // The text's ink: pixels of the bubble much darker than its white, in the rows clear of
            // its rounded corners.
            let corner = Int(SVGWriter.calloutCornerRadius.rounded(.up))
            var first = Int.max, last = Int.min
            for y in Int(frame.y) + corner..<Int(frame.maxY) - corner {
                for x in Int(frame.x) + 2..<Int(frame.maxX) - 2 where image[x, y].r < 180 {
                    first = min(first, x)
                    last = max(last, x)
                }
            }
            #expect(first < last, "\(callout.title): no text drawn")
            let text = Double(last + 1 - first)
            let room = frame.width - 2 * CalloutMetrics.padding
            // Inside the padding on both sides, and filling the room the bubble was sized to.
            #expect(Double(first) >= frame.x + CalloutMetrics.padding / 2, "\(callout.title): starts at \(first) in \(frame)")
            #expect(Double(last + 1) <= frame.maxX - CalloutMetrics.padding / 2, "\(callout.title): ends at \(last) in \(frame)")
            // Lined up on the side the title starts from: the right for Arabic and Hebrew.
            if TextDirection(of: callout.title) == .rightToLeft {
                #expect(abs(Double(last + 1) - (frame.maxX - CalloutMetrics.padding)) <= 3, "\(callout.title) ends at \(last)")
            } else {
                #expect(abs(Double(first) - (frame.x + CalloutMetrics.padding)) <= 3, "\(callout.title) starts at \(first)")
            }
            if frame.width > CalloutMetrics.minimumWidth {
                #expect(text >= 0.9 * room, "\(callout.title): \(text) of \(room)")
            }
        }
    }
}
