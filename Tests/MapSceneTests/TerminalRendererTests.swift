import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneRenderList
@testable import MapSceneTerminal

/// The terminal renderer: fills, lines, clipping, cells, colors and the safety of its output.
@Suite struct TerminalRendererTests {
    static func q(_ x: Double, _ y: Double) -> CellPoint { CellPoint(x: x, y: y) }
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)

    static func surface(_ columns: Int, _ rows: Int, mode: TermMode = .braille, _ commands: [TermCommand]) -> CellSurface {
        var rasterizer = CellRasterizer(columns: columns, rows: rows, mode: mode)
        rasterizer.run(commands)
        return rasterizer.surface
    }

    static func draw(
        _ columns: Int, _ rows: Int, mode: TermMode = .braille, colors: ColorDepth = .none, _ commands: [TermCommand]
    ) -> String {
        TerminalBackend.draw(TermCommands(columns: columns, rows: rows, commands: commands), mode: mode, colors: colors)
    }

    // MARK: - Areas

    @Test func evenOddFillLeavesHolesEmpty() {
        let outer = [Self.q(0, 0), Self.q(10, 0), Self.q(10, 10), Self.q(0, 10)]
        let hole = [Self.q(3, 3), Self.q(7, 3), Self.q(7, 7), Self.q(3, 7)]
        let s = Self.surface(10, 10, [.style(TermStyle(fill: Self.red)), .polygon(rings: [outer, hole])])
        #expect(s.background(column: 1, row: 1) == RGB(Self.red))
        #expect(s.background(column: 8, row: 5) == RGB(Self.red))
        #expect(s.background(column: 5, row: 5) == nil)
        #expect(s.background(column: 3, row: 3) == nil)
        #expect(s.background(column: 2, row: 5) == RGB(Self.red))
    }

    @Test func selfOverlappingRingsFillByParity() {
        // Two overlapping squares in one polygon: the overlap is crossed twice, so it stays empty.
        let a = [Self.q(0, 0), Self.q(6, 0), Self.q(6, 6), Self.q(0, 6)]
        let b = [Self.q(4, 4), Self.q(10, 4), Self.q(10, 10), Self.q(4, 10)]
        let s = Self.surface(10, 10, [.style(TermStyle(fill: Self.red)), .polygon(rings: [a, b])])
        #expect(s.background(column: 1, row: 1) != nil)
        #expect(s.background(column: 5, row: 5) == nil)
        #expect(s.background(column: 8, row: 8) != nil)
    }

    @Test func halfBlocksFillEachHalfOfACell() {
        // A band covering the top half of row 1 only.
        let band = [Self.q(0, 1), Self.q(4, 1), Self.q(4, 1.5), Self.q(0, 1.5)]
        let s = Self.surface(4, 3, mode: .halfblock, [.style(TermStyle(fill: Self.red)), .polygon(rings: [band])])
        #expect(s.area[2 * s.areaWidth] == RGB(Self.red))
        #expect(s.area[3 * s.areaWidth] == nil)
        let text = Self.draw(
            4, 3, mode: .halfblock, colors: .truecolor, [.style(TermStyle(fill: Self.red)), .polygon(rings: [band])])
        #expect(text.split(separator: "\n")[1].contains("▀"))
    }

    @Test func translucentFillsBlendOverWhatIsThere() {
        let square = [Self.q(0, 0), Self.q(2, 0), Self.q(2, 2), Self.q(0, 2)]
        let s = Self.surface(
            2, 2,
            [
                .style(TermStyle(fill: .white)), .polygon(rings: [square]),
                .style(TermStyle(fill: Self.red.withAlpha(0.5))), .polygon(rings: [square]),
            ])
        #expect(s.background(column: 0, row: 0) == RGB(red: 255, green: 128, blue: 128))
    }

    // MARK: - Clipping

    @Test func hugeCoordinatesAreClippedNotTraced() {
        let far = [Self.q(-1e9, -1e9), Self.q(1e9, -1e9), Self.q(1e9, 1e9), Self.q(-1e9, 1e9)]
        let s = Self.surface(
            20, 10,
            [
                .style(TermStyle(fill: Self.red, stroke: Self.blue)), .polygon(rings: [far]),
                .line(from: Self.q(-1e12, -1e12), to: Self.q(1e12, 1e12)),
            ])
        #expect((0..<10).allSatisfy { r in (0..<20).allSatisfy { c in s.background(column: c, row: r) != nil } })
        // The diagonal crosses the grid; the outline (far away) does not.
        #expect(s.ink[0] != 0)
        #expect(s.ink[19] == 0)
    }

    @Test func geometryOutsideTheGridDrawsNothing() {
        let text = Self.draw(
            10, 4,
            [
                .style(TermStyle(fill: Self.red, stroke: Self.red)),
                .polygon(rings: [[Self.q(20, 20), Self.q(30, 20), Self.q(30, 30)]]),
                .polyline(parts: [[Self.q(-5, -5), Self.q(-1, -3)]]),
                .circle(center: Self.q(-10, 2), radiusX: 2, radiusY: 1),
                .text(column: 12, row: 1, "outside"),
                .glyph(column: -1, row: 0, .disc),
            ])
        #expect(text == "\n\n\n\n")
    }

    @Test func coordinatesThatAreNotNumbersDrawNothing() {
        let nan = Double.nan, inf = Double.infinity
        let text = Self.draw(
            4, 2,
            [
                .style(TermStyle(fill: Self.red, stroke: Self.red, width: 1, dash: [nan, 1])),
                .polygon(rings: [[Self.q(nan, 0), Self.q(inf, 1), Self.q(2, -inf)]]),
                .polyline(parts: [[Self.q(nan, nan), Self.q(1, 1)]]),
                .line(from: Self.q(0, inf), to: Self.q(1, 1)),
                .circle(center: Self.q(1, 1), radiusX: nan, radiusY: 1),
                .rect(from: Self.q(-inf, 0), to: Self.q(nan, 2)),
            ])
        #expect(text == "\n\n")
        let list = RenderList(
            canvas: RenderCanvas(width: nan, height: -5, scale: 1),
            items: [
                RenderItem(
                    id: "x", layer: .decorations,
                    shape: .polyline(parts: [[CanvasPoint(x: nan, y: 0), CanvasPoint(x: 1, y: inf)]]),
                    style: RenderStyle(stroke: Self.red)),
                RenderItem(id: "p", layer: .annotations, shape: .pin(tip: CanvasPoint(x: inf, y: nan))),
                RenderItem(id: "t", layer: .labels, shape: .text("t", at: CanvasPoint(x: nan, y: 1), size: nan, weight: .bold)),
            ])
        _ = TerminalBackend.render(list, options: TermOptions(size: TermSize(columns: 10, rows: 5), colors: .truecolor))
    }

    @Test func clipRingKeepsTheInsideOfTheWindow() {
        let window = PlaneBox(columns: 10, rows: 10, margin: 0)
        let ring = [Self.q(-5, -5), Self.q(5, -5), Self.q(5, 5), Self.q(-5, 5)]
        let clipped = Clipping.clipRing(ring, to: window)
        #expect(clipped.allSatisfy(window.contains))
        #expect(Set(clipped.map { [$0.x, $0.y] }) == Set([[0, 0], [5, 0], [5, 5], [0, 5]]))
    }

    @Test func clipLineSplitsWhereTheLineLeavesAndReturns() {
        let window = PlaneBox(columns: 10, rows: 10, margin: 0)
        let parts = Clipping.clipLine([Self.q(2, 2), Self.q(20, 2), Self.q(20, 8), Self.q(2, 8)], to: window)
        #expect(parts == [[Self.q(2, 2), Self.q(10, 2)], [Self.q(10, 8), Self.q(2, 8)]])
    }

    // MARK: - Braille, lines and layers

    @Test func brailleDotsFollowUnicodeNumbering() {
        #expect(TermGlyphs.braille(0x01) == "⠁")
        #expect(TermGlyphs.braille(0xFF) == "⣿")
        // A line along the top dot row of one cell: dots 1 and 4.
        #expect(
            Self.draw(1, 1, [.style(TermStyle(stroke: Self.red)), .line(from: Self.q(0.1, 0.1), to: Self.q(0.9, 0.1))]) == "⠉\n")
        // Down the left dot column: dots 1, 2, 3 and 7.
        #expect(
            Self.draw(1, 1, [.style(TermStyle(stroke: Self.red)), .line(from: Self.q(0.1, 0.1), to: Self.q(0.1, 0.9))]) == "⡇\n")
    }

    @Test func theHigherLayerColorsASharedCell() {
        let up = [
            TermCommand.item(id: "low", layer: .base), .style(TermStyle(stroke: Self.red)),
            .line(from: Self.q(0.1, 0.1), to: Self.q(0.1, 0.9)),
            .item(id: "high", layer: .annotations), .style(TermStyle(stroke: Self.blue)),
            .line(from: Self.q(0.9, 0.1), to: Self.q(0.9, 0.9)),
        ]
        let s = Self.surface(1, 1, up)
        #expect(s.ink[0] == 0xFF)
        #expect(s.inkColor[0] == RGB(Self.blue))
        // Drawn later but from a lower layer: the cell keeps the higher layer's color.
        let down = Array(up[3...]) + Array(up[..<3])
        #expect(Self.surface(1, 1, down).inkColor[0] == RGB(Self.blue))
    }

    @Test func dashedLinesHaveGaps() {
        let solid = Self.surface(20, 1, [.style(TermStyle(stroke: Self.red)), .line(from: Self.q(0, 0.5), to: Self.q(20, 0.5))])
        let dashed = Self.surface(
            20, 1, [.style(TermStyle(stroke: Self.red, dash: [2, 2])), .line(from: Self.q(0, 0.5), to: Self.q(20, 0.5))])
        #expect(solid.ink.allSatisfy { $0 != 0 })
        #expect(dashed.ink.filter { $0 == 0 }.count >= 8)
        #expect(dashed.ink.filter { $0 != 0 }.count >= 8)
    }

    @Test func wideStrokesAreThicker() {
        let thin = Self.surface(
            10, 3, [.style(TermStyle(stroke: Self.red, width: 0.2)), .line(from: Self.q(0, 1.5), to: Self.q(10, 1.5))])
        let wide = Self.surface(
            10, 3, [.style(TermStyle(stroke: Self.red, width: 2)), .line(from: Self.q(0, 1.5), to: Self.q(10, 1.5))])
        let thinDots: Int = thin.ink.reduce(0) { $0 + $1.nonzeroBitCount }
        let wideDots: Int = wide.ink.reduce(0) { $0 + $1.nonzeroBitCount }
        #expect(thinDots * 2 < wideDots)
    }

    @Test func asciiLinesFollowTheirDirectionOnScreen() {
        #expect(TermGlyphs.asciiLine(dx: 10, dy: 0) == UInt8(ascii: "-"))
        #expect(TermGlyphs.asciiLine(dx: 0, dy: 3) == UInt8(ascii: "|"))
        #expect(TermGlyphs.asciiLine(dx: 2, dy: 1) == UInt8(ascii: "\\"))
        #expect(TermGlyphs.asciiLine(dx: 2, dy: -1) == UInt8(ascii: "/"))
        let text = Self.draw(
            5, 1, mode: .ascii, [.style(TermStyle(stroke: Self.red)), .line(from: Self.q(0, 0.5), to: Self.q(5, 0.5))])
        #expect(text == "-----\n")
    }

    // MARK: - Text in cells

    @Test func wideCharactersTakeTwoCellsAndNeverSpillOver() {
        let text = Self.draw(5, 1, [.style(TermStyle(color: Self.red)), .text(column: 0, row: 0, "東京x")])
        #expect(text == "東京x\n")
        let cut = Self.draw(3, 1, [.style(TermStyle(color: Self.red)), .text(column: 0, row: 0, "東京")])
        #expect(cut == "東\n")
        #expect(TerminalOutput.displayWidth(cut.dropLast()) <= 3)
    }

    @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
        let text = Self.draw(
            4, 1,
            [
                .style(TermStyle(color: Self.red)), .text(column: 0, row: 0, "東京"),
                .text(column: 1, row: 0, "a"),
            ])
        #expect(text == " a京\n")
    }

    @Test func textHidesTheDotsUnderIt() {
        let text = Self.draw(
            4, 1,
            [
                .style(TermStyle(color: Self.red)), .text(column: 1, row: 0, "ab"),
                .style(TermStyle(stroke: Self.blue)), .line(from: Self.q(0, 0.5), to: Self.q(4, 0.5)),
            ])
        #expect(text == "⠤ab⠤\n")
    }

    @Test func boxesClearWhatIsUnderThem() {
        let text = Self.draw(
            6, 3, mode: .braille,
            [
                .style(TermStyle(stroke: Self.red)), .line(from: Self.q(0, 1.5), to: Self.q(6, 1.5)),
                .style(TermStyle(fill: .white, stroke: Self.blue)), .box(column: 1, row: 0, columns: 4, rows: 3),
            ])
        #expect(text == " ╭──╮\n⠤│  │⠤\n ╰──╯\n")
    }

    // MARK: - Lowering

    @Test func labelsNeverOverlap() {
        var items = [RenderItem(id: "pin", layer: .annotations, shape: .pin(tip: CanvasPoint(x: 200, y: 150)))]
        for i in 0..<60 {
            let at = CanvasPoint(x: 30 + Double(i % 10) * 37, y: 40 + Double(i / 10) * 43)
            items.append(
                RenderItem(
                    id: "t\(i)", layer: i % 2 == 0 ? .labels : .annotations,
                    shape: .text("Label number \(i)", at: at, size: 12, weight: .regular)))
        }
        items.append(
            RenderItem(
                id: "c", layer: .callouts,
                shape: .callout(
                    RenderCallout(
                        frame: CanvasRect(x: 150, y: 80, width: 100, height: 40), pointer: CanvasPoint(x: 200, y: 126),
                        title: "A callout", subtitle: "over the labels",
                        left: nil, right: .info))))
        let list = RenderList(canvas: RenderCanvas(width: 400, height: 300, scale: 1), items: items)
        let stream = TermLowering.lower(list, size: TermSize(columns: 80, rows: 24))
        // The cells of each item drawn on whole cells: a callout's box, or its texts and glyphs.
        var blocks: [(id: String, cells: Set<[Int]>)] = []
        var id = ""
        var box: Set<[Int]>?
        for command in stream.commands {
            switch command {
            case .item(let next, _):
                id = next
                box = nil
            case .box(let c, let r, let w, let h):
                box = Set((0..<w * h).map { [c + $0 % w, r + $0 / w] })
                blocks.append((id, box!))
            case .text(let c, let r, let s) where box == nil:
                blocks.append((id, Set((0..<TerminalText.cellWidth(s)).map { [c + $0, r] })))
            case .glyph(let c, let r, _) where box == nil:
                blocks.append((id, [[c, r]]))
            default:
                continue
            }
        }
        #expect(blocks.count > 10)
        for (index, block) in blocks.enumerated() {
            #expect(
                block.cells.allSatisfy { $0[0] >= 0 && $0[0] < stream.columns && $0[1] >= 0 && $0[1] < stream.rows },
                "\(block.id) leaves the grid")
            for other in blocks[(index + 1)...] {
                #expect(block.cells.isDisjoint(with: other.cells), "\(block.id) overlaps \(other.id)")
            }
        }
    }

    @Test func theCanvasKeepsItsAspectInCells() {
        let list = RenderList(canvas: RenderCanvas(width: 800, height: 600, scale: 1), title: "T")
        let stream = TermLowering.lower(list, size: TermSize(columns: 200, rows: 61))
        // 60 map rows of 10 points; 800 points are 160 columns of 5.
        #expect(stream.rows == 60)
        #expect(stream.columns == 160)
        let wide = TermLowering.lower(
            RenderList(canvas: RenderCanvas(width: 800, height: 100, scale: 1)), size: TermSize(columns: 80, rows: 24))
        #expect(wide.columns == 80)
        #expect(wide.rows == 5)
    }

    @Test func numbersAreRoundedBeforeTheyAreDrawn() {
        let list = RenderList(
            canvas: RenderCanvas(width: 300, height: 70, scale: 1),
            items: [
                RenderItem(
                    id: "l", layer: .aboveLabels,
                    shape: .polyline(parts: [[CanvasPoint(x: 1.23456, y: 10.98765), CanvasPoint(x: 200.001, y: 60.5)]]),
                    style: RenderStyle(stroke: .black, strokeWidth: 1 / 3))
            ])
        let stream = TermLowering.lower(list, size: TermSize(columns: 100, rows: 24))
        #expect(stream.commands.contains(.line(from: CellPoint(x: 0.41, y: 1.88), to: CellPoint(x: 66.67, y: 10.37))))
        #expect(TermCommandWriter.text(stream).contains("\nstyle stroke=#000000 width=0.11\nline 0.41,1.88 66.67,10.37\n"))
    }
}
