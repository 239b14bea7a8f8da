import Foundation
import Testing

@testable import MapScene
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneRenderList
@testable import MapSceneTerminal

/// Golden files of the terminal backend beyond the examples' own (`ExampleGoldenTests`): a
/// sample with every shape, and drawings in color; and the command grammar.
@Suite struct TerminalGoldenTests {
    /// The terminal area the examples are drawn into, title line included.
    static let size = TermSize(columns: 100, rows: 30)

    @Test func colorDrawingsMatchGolden() throws {
        let list = try #require(try Examples.compile("tepusquet").renderList)
        let truecolor = TerminalBackend.render(list, options: TermOptions(size: Self.size, mode: .braille, colors: .truecolor))
        Golden.assertMatches(truecolor, file: "term/color/tepusquet-braille-truecolor.ans")
        let palette = TerminalBackend.render(list, options: TermOptions(size: Self.size, mode: .halfblock, colors: .ansi256))
        Golden.assertMatches(palette, file: "term/color/tepusquet-halfblock-256.ans")
    }

    @Test func sampleWithEveryShapeMatchesGolden() {
        let list = TerminalSample.list
        Golden.assertMatches(
            TerminalBackend.commands(list, size: TermSize(columns: 80, rows: 24)), file: "term/commands/sample.term")
        for mode in TermMode.allCases {
            let drawing = TerminalBackend.render(list, options: TermOptions(size: TermSize(columns: 80, rows: 24), mode: mode))
            Golden.assertMatches(drawing, file: "term/\(mode.rawValue)/sample.txt")
        }
    }

    @Test(arguments: Examples.names + ["sample"])
    func everyCommandLineFollowsTheGrammar(name: String) throws {
        let list = name == "sample" ? TerminalSample.list : try #require(try Examples.compile(name).renderList)
        let text = TerminalBackend.commands(list, size: Self.size)
        #expect(text.hasSuffix("\n"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.first == "term-commands 1")
        #expect(lines.dropFirst().first.map { try! CommandGrammar.canvas.wholeMatch(in: $0) != nil } == true)
        let grammar = CommandGrammar.command
        for line in lines.dropFirst(2) {
            #expect(try grammar.wholeMatch(in: line) != nil, "\(line.prefix(120))")
        }
    }

    @Test(arguments: Examples.names)
    func outputIsDeterministic(name: String) throws {
        let first = try #require(try Examples.compile(name).renderList)
        let second = try #require(try Examples.compile(name).renderList)
        let options = TermOptions(size: Self.size, mode: .braille, colors: .truecolor)
        #expect(
            Array(TerminalBackend.render(first, options: options).utf8)
                == Array(TerminalBackend.render(second, options: options).utf8))
        #expect(TerminalBackend.commands(first, size: Self.size) == TerminalBackend.commands(second, size: Self.size))
    }
}

/// The grammar of `Grammar/term-commands.md` as regular expressions.
enum CommandGrammar {
    static let number = #"(?:0|-?[1-9]\d*(?:\.\d?[1-9])?|-?0\.\d?[1-9])"#
    static let point = number + "," + number
    static let color = "#[0-9a-f]{6}(?:[0-9a-f]{2})?"
    static let string = #""(?:[^"\\]|\\["\\])*""#
    static let integer = #"-?\d+"#
    static let path = point + "(?: " + point + ")*"
    static let layers = RenderLayer.allCases.map(\.rawValue).joined(separator: "|")
    static let glyphs = TermGlyph.allCases.map(\.rawValue).joined(separator: "|")

    static var canvas: Regex<AnyRegexOutput> { try! Regex(#"canvas \d+ \d+"#) }
    static var command: Regex<AnyRegexOutput> {
        try! Regex(
            [
                "title " + string,
                "item " + string + " (?:" + layers + ")",
                "style(?: fill=" + color + ")?(?: stroke=" + color + "(?: width=" + number + ")?(?: dash=" + number + "(?:,"
                    + number + ")*)?)?(?: color=" + color + ")?(?: bold)?",
                "rect " + point + " " + point,
                "polygon " + path + "(?: / " + path + ")*",
                "polyline " + path + "(?: / " + path + ")*",
                "line " + point + " " + point,
                "circle " + point + " " + number + " " + number,
                "text " + integer + " " + integer + " " + string,
                "glyph " + integer + " " + integer + " (?:" + glyphs + ")",
                #"box -?\d+ -?\d+ \d+ \d+"#,
                "scalebar " + point + " " + point,
                #"pixels -?\d+ -?\d+ \d+ \d+(?: (?:"# + color + "|-)(?:\\*[2-9]\\d*|\\*1\\d+)?)+",
            ].map { "(?:" + $0 + ")" }.joined(separator: "|"))
    }
}

/// A render list with one item of every shape, in every layer that has one.
enum TerminalSample {
    static func p(_ x: Double, _ y: Double) -> CanvasPoint { CanvasPoint(x: x, y: y) }

    static func color(_ hex: UInt32, _ alpha: Double = 1) -> Color {
        Color(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
    }

    static let list = RenderList(
        canvas: RenderCanvas(width: 400, height: 300, scale: 2),
        title: "Every shape 東京",
        items: [
            RenderItem(
                id: "background", layer: .background,
                shape: .rect(CanvasRect(x: 0, y: 0, width: 400, height: 300)), style: RenderStyle(fill: color(0xF4F1EA))),
            RenderItem(
                id: "lake", layer: .base,
                shape: .polygon(rings: [
                    [p(20, 200), p(150, 180), p(170, 280), p(30, 290)],
                    [p(70, 230), p(110, 225), p(100, 260)],
                ]),
                style: RenderStyle(stroke: color(0x8BB8E0), fill: color(0xAAD3F5))),
            RenderItem(
                id: "road", layer: .roads,
                shape: .polyline(parts: [[p(0, 150), p(120, 140), p(260, 160), p(400, 120)]]),
                style: RenderStyle(stroke: color(0x999999), strokeWidth: 10)),
            RenderItem(
                id: "trail", layer: .aboveRoads,
                shape: .polyline(parts: [[p(60, 60), p(140, 90), p(200, 70)], [p(230, 80), p(330, 40)]]),
                style: RenderStyle(stroke: color(0xDD3333), strokeWidth: 3, dash: [12, 8])),
            RenderItem(
                id: "town", layer: .labels,
                shape: .text("Tepusquet", at: p(320, 100), size: 13, weight: .bold), style: RenderStyle(fill: color(0x333333))),
            RenderItem(
                id: "town.clash", layer: .labels,
                shape: .text("Overlapping", at: p(322, 101), size: 13, weight: .regular),
                style: RenderStyle(fill: color(0x333333))),
            RenderItem(
                id: "ring", layer: .aboveLabels,
                shape: .dot(center: p(120, 110), radius: 40),
                style: RenderStyle(stroke: color(0x007AFF), strokeWidth: 2, fill: color(0x007AFF, 0.15))),
            RenderItem(
                id: "park", layer: .annotations, shape: .pin(tip: p(120, 110)), style: RenderStyle(fill: color(0x34C759)),
                anchor: p(120, 110)),
            RenderItem(
                id: "cafe", layer: .annotations, shape: .marker(at: p(250, 200), glyph: "P"),
                style: RenderStyle(fill: color(0xFF9500)), anchor: p(250, 200)),
            RenderItem(
                id: "spring", layer: .annotations, shape: .dot(center: p(330, 180), radius: 5),
                style: RenderStyle(stroke: .white, strokeWidth: 2, fill: color(0x5856D6))),
            RenderItem(
                id: "bike", layer: .annotations,
                shape: .image(source: "bike.png", frame: CanvasRect(x: 40, y: 100, width: 24, height: 24))),
            RenderItem(
                id: "photos", layer: .annotations, shape: .cluster(center: p(60, 250), radius: 14, count: 12),
                style: RenderStyle(fill: color(0x007AFF))),
            RenderItem(
                id: "park.callout", layer: .callouts,
                shape: .callout(
                    RenderCallout(
                        frame: CanvasRect(x: 50, y: 28, width: 220, height: 50), pointer: p(120, 88),
                        title: "Park here", subtitle: "Fun awaits down the road!", left: .image(source: "bike.png"),
                        right: .detailDisclosure)),
                anchor: p(120, 110)),
            RenderItem(
                id: "cafe.callout", layer: .callouts,
                shape: .callout(
                    RenderCallout(
                        frame: CanvasRect(x: 200, y: 212, width: 150, height: 40), pointer: p(250, 202),
                        title: "Parking", subtitle: nil, left: nil, right: .info)),
                anchor: p(250, 200)),
            RenderItem(
                id: "attribution", layer: .decorations,
                shape: .text("© OpenStreetMap", at: p(350, 292), size: 9, weight: .regular),
                style: RenderStyle(fill: color(0x555555), opacity: 0.8)),
        ])
}
