import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneRenderList
@testable import MapSceneTerminal

/// The scale bar and the compass in the terminal: a bar of whole cells with its label beside
/// it, and an `N` with an arrow turned to the map's north, legible in every mode.
@Suite struct TerminalDecorationTests {
    /// A scene with nothing but a scale bar and a compass, the camera turned by `heading`.
    static func scene(heading: Double) -> String {
        """
        mapscene: 1
        title: Decorations
        canvas: {width: 400, height: 240}
        map: {type: none}
        camera: {center: [37.7946, -122.3999], distance: 1500m, heading: \(heading)}
        decorations: {scale: true, compass: true}

        """
    }

    static func list(heading: Double) throws -> RenderList {
        let result = Pipeline.compile(SourceFile(path: "decorations.yaml", text: scene(heading: heading)), directory: ".")
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.message))")
        return try #require(result.renderList)
    }

    static let size = TermSize(columns: 40, rows: 12)

    @Test func asciiScaleBarAndCompassMatchGolden() throws {
        let drawing = TerminalBackend.render(try Self.list(heading: 45), options: TermOptions(size: Self.size, mode: .ascii))
        Golden.assertMatches(drawing, file: "term/ascii/decorations.txt")
        let lines = drawing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A bar with an upright at each end, its label beside it.
        #expect(lines.contains { $0.wholeMatch(of: /^ \|-+\| 500 m$/) != nil }, "\(drawing)")
        // Turned 45° right, north is up and to the left: `N` over the `\` that points at it.
        let row = try #require(lines.firstIndex { $0.hasSuffix("N") })
        let column = lines[row].count - 1
        #expect(Array(lines[row + 1]).count == column + 2 && lines[row + 1].last == "\\", "\(drawing)")
    }

    /// Headings every 45°, and between them, give the arrow of the nearest direction with the
    /// `N` in the cell it points to.
    @Test(arguments: [
        (0.0, TermGlyph.northUp), (20, .northUp), (30, .northUpLeft), (45, .northUpLeft), (90, .northLeft), (135, .northDownLeft),
        (180, .northDown), (225, .northDownRight), (270, .northRight), (315, .northUpRight), (-44, .northUpRight),
        (359, .northUp),
    ])
    func theCompassArrowPointsToTheMapsNorth(heading: Double, glyph: TermGlyph) throws {
        let stream = TermLowering.lower(try Self.list(heading: heading), size: Self.size)
        let items = TermStreamItem.items(of: stream)
        let compass = try #require(items.first { $0.id == DecorationID.compass })
        let arrow = try #require(
            compass.commands.compactMap { command -> (Int, Int, TermGlyph)? in
                if case .glyph(let c, let r, let g) = command { return (c, r, g) }
                return nil
            }.first)
        #expect(arrow.2 == glyph, "heading \(heading)")
        let step = try #require(Lowering.compassDirections.first { $0.glyph == glyph })
        #expect(compass.commands.contains(.text(column: arrow.0 + step.column, row: arrow.1 + step.row, "N")))
        // The needle's halves are the arrow now: nothing else of the compass is drawn.
        #expect(compass.commands.allSatisfy { if case .circle = $0 { false } else { true } })
        #expect(!items.contains { $0.id == DecorationID.compassNorth || $0.id == DecorationID.compassSouth })
    }

    /// In every mode the compass reads `N` and an arrow, and the bar has both ends.
    @Test(arguments: TermMode.allCases)
    func everyModeShowsTheCompassAndBothEndsOfTheBar(mode: TermMode) throws {
        let drawing = TerminalBackend.render(try Self.list(heading: 0), options: TermOptions(size: Self.size, mode: mode))
        let lines = drawing.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        let row = try #require(lines.firstIndex { $0.last == "N" })
        #expect(lines[row + 1].last == TermGlyphs.character(.northUp, mode: mode), "\(drawing)")
        let bar = try #require(lines.last { $0.contains(" ") && String($0).hasSuffix(" 500 m") }, "\(drawing)")
        let marks = String(bar.dropLast(" 500 m".count)).trimmingCharacters(in: .whitespaces)
        switch mode {
        case .ascii: #expect(marks.wholeMatch(of: /\|-+\|/) != nil, "\(marks)")
        case .braille: #expect(marks.first == "⠓" && marks.last == "⠚", "\(marks)")
        case .halfblock:
            // The ticks are the pixels over the bar's ends.
            let above = lines[try #require(lines.firstIndex(of: bar)) - 1]
            #expect(String(above).trimmingCharacters(in: .whitespaces).wholeMatch(of: /▄ +▄/) != nil, "\(drawing)")
        }
    }

    /// The examples' decorations are recognised: a compass becomes an arrow, a scale bar a `scalebar`.
    @Test func examplesDrawTheirDecorationsTheTerminalsWay() throws {
        var compasses = 0, bars = 0
        for name in Examples.names {
            let list = try #require(try Examples.compile(name).renderList)
            let items = TermStreamItem.items(of: TermLowering.lower(list, size: .standard))
            if list.items.contains(where: { $0.id == DecorationID.compass }) {
                compasses += 1
                let compass = try #require(items.first { $0.id == DecorationID.compass }, "\(name)")
                #expect(
                    compass.commands.contains {
                        if case .glyph(_, _, let g) = $0 { g.rawValue.hasPrefix("north-") } else { false }
                    }, "\(name)")
            }
            if list.items.contains(where: { $0.id == DecorationID.scaleBar }) {
                bars += 1
                let bar = try #require(items.first { $0.id == DecorationID.scaleBar }, "\(name)")
                #expect(bar.commands.contains { if case .scaleBar = $0 { true } else { false } }, "\(name)")
            }
        }
        #expect(compasses >= 1 && bars >= 1)
    }
}
