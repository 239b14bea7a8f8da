import Foundation
import Testing

@testable import MapScene
@testable import MapSceneImage
@testable import MapSceneRenderList
@testable import MapSceneSVG

/// PNG and PDF are the SVG drawn by librsvg and cairo: each example's PNG is what rsvg-convert
/// draws of its SVG, at exact pixel sizes, with its title, description and resolution in
/// chunks; each example's PDF is a valid document the canvas's size in points whose text is
/// all there. Skipped when the tools are not installed; `.ci/run` installs them.
@Suite struct ImageBackendTests {
    /// A scene with a title in more than ASCII, a description and one callout.
    static func scene(canvas: String) -> String {
        """
        mapscene: 1
        title: Café Ørsted
        description: Where we meet.
        canvas: \(canvas)
        camera: {center: [55.6761, 12.5683], distance: 2 km}
        annotations:
          - {id: meet, coordinate: [55.6761, 12.5683], title: Meeting point, subtitle: Ground floor, callout: true}
        """
    }

    static func list(canvas: String = "{width: 800, height: 600, scale: 2}") throws -> RenderList {
        let compilation = SceneCompilation(text: scene(canvas: canvas), syntax: .yaml)
        return try #require(compilation.renderList, "\(compilation.report())")
    }

    /// How far `image` is from `reference`: the share of pixels whose channels differ by more
    /// than 16 anywhere, and the mean difference over all channels.
    static func difference(_ image: PNGImage, _ reference: PNGImage) -> (share: Double, mean: Double) {
        var differing = 0
        var total = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let (a, b) = (image[x, y], reference[x, y])
                let deltas = [abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b), abs(a.a - b.a)]
                total += deltas.reduce(0, +)
                if deltas.max()! > 16 { differing += 1 }
            }
        }
        let pixels = Double(image.width * image.height)
        return (Double(differing) / pixels, Double(total) / (pixels * 4))
    }

    @Test func theExamplesDrawnByRenderersAreExamples() {
        #expect(Set(Examples.drawnByRenderers).isSubset(of: Examples.names))
    }

    @Test(.enabled(if: Renderers.hasRsvgConvert), arguments: Examples.drawnByRenderers)
    func anExamplesPNGIsWhatRsvgConvertDrawsOfItsSVG(name: String) throws {
        let list = try #require(try Examples.compile(name).renderList)
        let image = try PNGImage(Data(try PNGBackend.render(list)))
        let reference = try Renderers.rsvg(SVGBackend.render(list), zoom: list.canvas.scale)
        #expect(image.width == Int((list.canvas.width * list.canvas.scale).rounded()))
        #expect(image.height == Int((list.canvas.height * list.canvas.scale).rounded()))
        try #require(image.width == reference.width && image.height == reference.height)
        let (share, mean) = Self.difference(image, reference)
        #expect(share < 0.001 && mean < 0.5, "\(name): \(share * 100) % of pixels differ, by \(mean) on average")
        #expect(image.text("Title") == list.title)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aPNGHasTheCanvasScaleInPixelsPerPoint(scale: Double) throws {
        let list = try Self.list(canvas: "{width: 800, height: 600, scale: \(Int(scale))}")
        let image = try PNGImage(Data(try PNGBackend.render(list)))
        #expect(image.width == 800 * Int(scale) && image.height == 600 * Int(scale))
        // pHYs: pixels per meter both ways, unit 1 (meter): 72 × scale pixels an inch.
        let physical = try #require(image.chunks.first { $0.type == "pHYs" }?.data)
        let perMeter = physical.prefix(4).reduce(0) { $0 << 8 | Int($1) }
        #expect(perMeter == Int((72 * scale / 0.0254).rounded()) && physical.last == 1)
        #expect(image.chunks.contains { $0.type == "sRGB" })
        #expect(!image.chunks.contains { $0.type == "tIME" })
    }

    @Test func dpiSetsThePixelsForPrintAndTheResolutionChunk() throws {
        let list = try Self.list()
        let png = try PNGBackend.render(list, options: PNGOptions(dpi: 300))
        let image = try PNGImage(Data(png))
        // 800 × 600 points at 300/72 pixels a point.
        #expect(image.width == 3333 && image.height == 2500)
        let physical = try #require(image.chunks.first { $0.type == "pHYs" }?.data)
        #expect(physical.prefix(4).reduce(0) { $0 << 8 | Int($1) } == 11811)
        #expect(try PNGBackend.pixelSize(of: list, options: PNGOptions(dpi: 72)) == (800, 600))
    }

    @Test func theTitleAndDescriptionAreTextChunks() throws {
        let image = try PNGImage(Data(try PNGBackend.render(Self.list())))
        // Not ASCII: an iTXt chunk in UTF-8. ASCII: tEXt.
        #expect(image.text("Title") == "Café Ørsted")
        #expect(image.chunks.contains { $0.type == "iTXt" })
        #expect(image.text("Description") == "Where we meet.")
        #expect(image.chunks.contains { $0.type == "tEXt" })
    }

    @Test func aPictureTooLargeIsAnErrorNotAnAllocation() throws {
        let list = try Self.list(canvas: "{width: 16000, height: 16000, scale: 3}")
        #expect(throws: ImageError.tooLarge(width: 48000, height: 48000)) { try PNGBackend.render(list) }
        let wide = try Self.list(canvas: "{width: 12000, height: 12000, scale: 1}")
        #expect(throws: ImageError.tooLarge(width: 12000, height: 12000)) { try PNGBackend.render(wide) }
        #expect(throws: ImageError.invalidDPI(0)) { try PNGBackend.render(wide, options: PNGOptions(dpi: 0)) }
        #expect("\(ImageError.tooLarge(width: 12000, height: 12000))".contains("128 Mpx"))
    }

    /// A light scene's PNG is light (the SVG's `prefers-color-scheme` variant is for viewers that
    /// choose); the dark theme asked for is dark, as in the SVG.
    @Test func theThemeIsTheOneAskedFor() throws {
        var options = PipelineOptions()
        options.theme = .dark
        let text = Self.scene(canvas: "{width: 200, height: 100}")
        let dark = try #require(SceneCompilation(text: text, syntax: .yaml, options: options).renderList)
        let light = try PNGImage(Data(try PNGBackend.render(Self.list(canvas: "{width: 200, height: 100}"))))
        let darkImage = try PNGImage(Data(try PNGBackend.render(dark)))
        let (l, d) = (light[2, 2], darkImage[2, 2])
        #expect(l.r + l.g + l.b > 600, "\(l)")
        #expect(d.r + d.g + d.b < 200, "\(d)")
    }

    @Test func theSameListGivesTheSameBytes() throws {
        let list = try Self.list()
        #expect(try PNGBackend.render(list) == PNGBackend.render(list))
        #expect(try PDFBackend.render(list) == PDFBackend.render(list))
    }

    /// The texts a PDF of `list` must hold: every label, callout title and subtitle and legend
    /// entry, without their spaces (pdftotext breaks rotated and spaced text where it likes).
    static func drawnTexts(_ list: RenderList) -> [String] {
        list.items.flatMap { item -> [String] in
            switch item.shape {
            case .text(let text, _, _, _): [text]
            case .callout(let callout): [callout.title] + (callout.subtitle.map { [$0] } ?? [])
            case .legendEntry(let entry): [entry.text]
            default: []
            }
        }.map { $0.filter { !$0.isWhitespace } }.filter { !$0.isEmpty }
    }

    /// pdftotext's text without spaces and in reading order: it wraps each right-to-left glyph in
    /// embedding marks, and gives an Arabic lam-alef ligature its letters alef first, in the order
    /// they are drawn; both are put back as the text was written.
    static func logicalText(_ extracted: String) -> String {
        let marks: Set<Character> = ["\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}"]
        var text = ""
        for unit in extracted.split(separator: "\u{202C}", omittingEmptySubsequences: false) {
            var glyph = String(unit)
            if let open = glyph.lastIndex(of: "\u{202B}") {
                let letters = Array(glyph[glyph.index(after: open)...].unicodeScalars)
                if letters.count == 2, ["\u{0627}", "\u{0623}", "\u{0625}", "\u{0622}"].contains(letters[0]),
                    letters[1] == "\u{0644}"
                {
                    glyph = String(glyph[..<open]) + "\u{0644}" + String(letters[0])
                }
            }
            text += glyph
        }
        return String(text.filter { !$0.isWhitespace && !marks.contains($0) })
    }

    @Test(.enabled(if: Renderers.hasPDFTools), arguments: Examples.drawnByRenderers)
    func anExamplesPDFIsValidSizedTitledAndSearchable(name: String) throws {
        let list = try #require(try Examples.compile(name).renderList)
        let scratch = try ScratchFolder()
        let pdf = try scratch.write("map.pdf", try PDFBackend.render(list))
        #expect(try Renderers.output(of: Renderers.qpdf, ["--check", pdf]).contains("No syntax or stream encoding errors"))
        let info = try Renderers.output(of: Renderers.pdfinfo, [pdf])
        let size = "Page size:       " + String(format: "%g x %g pts", list.canvas.width, list.canvas.height)
        #expect(info.contains(size), "\(name): \(info)")
        if let title = list.title { #expect(info.contains("Title:           \(title)"), "\(name): \(info)") }
        #expect(!info.contains("CreationDate"))
        let text = Self.logicalText(try Renderers.output(of: Renderers.pdftotext, ["-raw", pdf, "-"]))
        for expected in Self.drawnTexts(list) {
            #expect(text.contains(expected), "\(name): '\(expected)' is not in the PDF's text")
        }
    }

    @Test(.enabled(if: Renderers.hasPDFTools)) func theLibraryGivesPNGAndPDFBytes() throws {
        let compilation = SceneCompilation(text: Self.scene(canvas: "{width: 400, height: 300}"), syntax: .yaml)
        let png = try #require(try compilation.png())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let pdf = try #require(try compilation.pdf())
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        let broken = SceneCompilation(text: "mapscene: 1\ncanvas: {widht: 3}\n", syntax: .yaml)
        #expect(try broken.png() == nil && broken.pdf() == nil)
    }
}

/// cairo's repeated resource entries are taken out, and the cross-reference table still leads to
/// every object.
@Suite struct PDFResourceEntriesTests {
    @Test func anIconDrawnManyTimesIsListedOnceAndEveryOffsetLeadsToItsObject() throws {
        // The bright Helsinki draws each icon of its sprite many times.
        let list = try #require(try Examples.compile("helsinki-bright").renderList)
        let pdf = try PDFBackend.render(list)
        let text = String(decoding: pdf, as: UTF8.self)
        let dictionaries = text.components(separatedBy: "/XObject <<").dropFirst().map { $0.components(separatedBy: ">>")[0] }
        #expect(!dictionaries.isEmpty)
        for dictionary in dictionaries {
            let names = dictionary.split(separator: " ").filter { $0.hasPrefix("/") }
            #expect(Set(names).count == names.count, "\(dictionary.prefix(200))")
        }
        let startxref = try #require(text.range(of: "startxref\n", options: .backwards))
        let tableStart = try #require(Int(text[startxref.upperBound...].prefix { $0.isNumber }))
        let table = pdf[tableStart...].split(separator: 0x0A, maxSplits: 2)
        #expect(table[0].elementsEqual("xref".utf8))
        let count = try #require(Int(String(decoding: table[1].split(separator: 0x20)[1], as: UTF8.self)))
        for number in 1..<count {
            let line = table[2].dropFirst((number) * 20).prefix(20)
            guard line.dropFirst(17).first == UInt8(ascii: "n") else { continue }
            let offset = try #require(Int(String(decoding: line.prefix(10), as: UTF8.self)))
            #expect(pdf[offset...].starts(with: "\(number) 0 obj".utf8), "object \(number) is not at \(offset)")
        }
    }

    @Test func aDocumentNotLaidOutAsCairoWritesItIsLeftAsItIs() {
        let other = Array("%PDF-1.7\n1 0 obj\n<< /XObject << /x1 2 0 R /x1 2 0 R >> >>\nendobj\n%%EOF\n".utf8)
        #expect(PDFResourceEntries.removingRepeats(other) == other)
    }
}
