import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneRenderList
@testable import MapSceneTerminal

/// Callouts in the terminal: the pointer touches the pin, and a callout without room is
/// reported, never dropped without a word.
@Suite struct TerminalCalloutTests {
    static func p(_ x: Double, _ y: Double) -> CanvasPoint { CanvasPoint(x: x, y: y) }

    static let sizes = [TermSize.standard, TermSize(columns: 100, rows: 30), TermSize(columns: 120, rows: 40)]

    /// For each callout drawn: its pointer's cell, the cells of its annotation's mark, and its box.
    static func pointers(_ list: RenderList, size: TermSize) -> [(
        id: String, pointer: (column: Int, row: Int), glyph: TermGlyph, mark: [(column: Int, row: Int)],
        box: (column: Int, row: Int, columns: Int, rows: Int)
    )] {
        let stream = TermLowering.lower(list, size: size)
        let drawn = TermStreamItem.items(of: stream)
        return drawn.compactMap { item in
            guard item.layer == .callouts, let box = item.box,
                let callout = list.items.first(where: { $0.id == item.id }), let anchor = callout.anchor,
                let annotation = list.items.first(where: { $0.layer == .annotations && $0.anchor == anchor && $0.shape.isMark }),
                let mark = drawn.first(where: { $0.id == annotation.id })
            else { return nil }
            guard let glyph = Self.pointerGlyphs.first(where: { item.cell(of: $0) != nil }), let pointer = item.cell(of: glyph)
            else { return nil }
            return (item.id, pointer, glyph, mark.markCells, box)
        }
    }

    static let pointerGlyphs: [TermGlyph] = [.pointerDown, .pointerUp, .pointerLeft, .pointerRight]

    static func touches(_ a: (column: Int, row: Int), _ cells: [(column: Int, row: Int)]) -> Bool {
        cells.contains { abs($0.column - a.column) <= 1 && abs($0.row - a.row) <= 1 }
    }

    @Test(arguments: Examples.names)
    func everyCalloutPointerTouchesItsPin(name: String) throws {
        let list = try #require(try Examples.compile(name).renderList)
        for size in Self.sizes {
            let callouts = list.items.filter { $0.layer == .callouts }
            let pointers = Self.pointers(list, size: size)
            let hidden = TermLowering.lower(list, size: size).hiddenCallouts
            #expect(pointers.count + hidden.count == callouts.count, "\(name) \(size): a callout drawn without a pointer or mark")
            for callout in pointers {
                #expect(
                    Self.touches(callout.pointer, callout.mark),
                    "\(name) \(size): \(callout.id)'s pointer at \(callout.pointer), its pin at \(callout.mark)")
                // On the box's border that faces the pin, off its corners.
                let box = callout.box, pointer = callout.pointer
                let inColumns = pointer.column > box.column && pointer.column < box.column + box.columns - 1
                let inRows = pointer.row > box.row && pointer.row < box.row + box.rows - 1
                switch callout.glyph {
                case .pointerDown: #expect(pointer.row == box.row + box.rows - 1 && inColumns, "\(name) \(size): \(callout.id)")
                case .pointerUp: #expect(pointer.row == box.row && inColumns, "\(name) \(size): \(callout.id)")
                case .pointerLeft: #expect(pointer.column == box.column && inRows, "\(name) \(size): \(callout.id)")
                default: #expect(pointer.column == box.column + box.columns - 1 && inRows, "\(name) \(size): \(callout.id)")
                }
            }
        }
    }

    /// The drawing shows what the stream says: in every mode, the pointer's character on the
    /// cell above (or below) the pin's.
    @Test(arguments: TermMode.allCases)
    func theDrawnPointerSitsOnThePin(mode: TermMode) throws {
        for name in Examples.names {
            let list = try #require(try Examples.compile(name).renderList)
            let surface = TermDrawing.draw(list, mode: mode).surface
            func character(_ cell: (column: Int, row: Int)) -> Character? {
                if case .character(let c, _, _, _) = surface.text[cell.row * surface.columns + cell.column] { return c }
                return nil
            }
            for callout in Self.pointers(list, size: .standard) {
                #expect(character(callout.pointer) == TermGlyphs.character(callout.glyph, mode: mode), "\(name) \(callout.id)")
                #expect(callout.mark.contains { character($0) != nil && character($0) != " " }, "\(name) \(callout.id)")
            }
        }
    }

    /// Crowded pins in few cells: where the compiler's place for a bubble is taken, the box
    /// moves, but its pointer stays on its pin (in `crowded` at 80 × 24 Moscone's pointer was
    /// 11 columns and 2 rows from its pin).
    @Test func aMovedCalloutKeepsItsPointerOnItsPin() {
        var items: [RenderItem] = []
        for (index, x) in [100.0, 160, 220].enumerated() {
            let tip = Self.p(x, 150)
            items.append(RenderItem(id: "pin\(index)", layer: .annotations, shape: .pin(tip: tip), anchor: tip))
        }
        for (index, x) in [100.0, 160, 220].enumerated() {
            // Every bubble where the compiler put it: above its pin, centred.
            items.append(
                RenderItem(
                    id: "pin\(index).callout", layer: .callouts,
                    shape: .callout(
                        RenderCallout(
                            frame: CanvasRect(x: x - 60, y: 76, width: 120, height: 40), pointer: Self.p(x, 126),
                            title: "Callout number \(index)", subtitle: nil, left: nil, right: nil)),
                    source: SourceLocation(line: 10 + index, column: 5), anchor: Self.p(x, 150)))
        }
        let list = RenderList(canvas: RenderCanvas(width: 400, height: 300, scale: 1), items: items)
        let pointers = Self.pointers(list, size: TermSize(columns: 80, rows: 24))
        #expect(pointers.count == 3)
        for callout in pointers { #expect(Self.touches(callout.pointer, callout.mark), "\(callout.id)") }
    }

    /// Where no box touching the pin is free, the callout is left out and reported: a warning at
    /// the callout's source, under the compiler's rule for hidden callouts.
    @Test func aCalloutWithoutRoomIsAWarningAtItsSource() {
        let tip = Self.p(200, 40)
        let items = [
            RenderItem(id: "a", layer: .annotations, shape: .pin(tip: tip), anchor: tip),
            RenderItem(
                id: "a.callout", layer: .callouts,
                shape: .callout(
                    RenderCallout(
                        frame: CanvasRect(x: 140, y: 50, width: 120, height: 40), pointer: Self.p(200, 43),
                        title: "Below the pin", subtitle: nil, left: nil, right: nil)),
                source: SourceLocation(line: 7, column: 5), anchor: tip),
            RenderItem(id: "b", layer: .annotations, shape: .pin(tip: tip), anchor: tip),
            RenderItem(
                id: "b.callout", layer: .callouts,
                shape: .callout(
                    RenderCallout(
                        frame: CanvasRect(x: 140, y: 50, width: 120, height: 40), pointer: Self.p(200, 43), title: "Also below",
                        subtitle: nil, left: nil, right: nil)),
                source: SourceLocation(line: 9, column: 5), anchor: tip),
        ]
        let list = RenderList(canvas: RenderCanvas(width: 400, height: 100, scale: 1), items: items)
        // 40 × 5 cells: the pin in row 1, room for one box below it and none above.
        let output = TerminalBackend.drawing(list, options: TermOptions(size: TermSize(columns: 40, rows: 5)))
        #expect(output.text.contains("Below the pin"))
        #expect(!output.text.contains("Also below"))
        #expect(
            output.diagnostics == [
                .warning(
                    "the callout 'b.callout' is not shown in the 40x5 terminal drawing: no room beside its annotation",
                    at: SourceRange(at: SourceLocation(line: 9, column: 5)), rule: Rule.termCalloutHidden.id)
            ])
        #expect(TerminalBackend.commandStream(list, size: TermSize(columns: 40, rows: 5)).diagnostics == output.diagnostics)
    }

    /// Every callout of an example is drawn or reported.
    @Test(arguments: Examples.names)
    func everyCalloutIsDrawnOrReported(name: String) throws {
        let list = try #require(try Examples.compile(name).renderList)
        for size in Self.sizes {
            let output = TerminalBackend.commandStream(list, size: size)
            let drawn = Set(
                TermStreamItem.items(of: TermLowering.lower(list, size: size)).filter { $0.layer == .callouts }.map(\.id))
            for callout in list.items where callout.layer == .callouts {
                let reports = output.diagnostics.filter { $0.message.contains("'\(callout.id)'") }
                #expect(drawn.contains(callout.id) != (reports.count == 1), "\(name) \(size): \(callout.id)")
                for report in reports {
                    #expect(report.severity == .warning && report.rule == Rule.termCalloutHidden.id)
                    #expect(report.range?.start == callout.source)
                }
            }
        }
    }
}

extension RenderShape {
    /// True for an annotation's view: a pin, marker, image or dot.
    var isMark: Bool {
        switch self {
        case .pin, .marker, .image, .dot: true
        default: false
        }
    }
}
