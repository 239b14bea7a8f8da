import Foundation
import Testing
@testable import MapScene

/// A long body written on two cores is the document written straight through: the second
/// part's classes and symbols take the numbers the first writer would have given them, and a
/// second part that used a gradient or a ground image is written again in order.
@Suite struct SVGBodySplitTests {
    static func p(_ x: Double, _ y: Double) -> CanvasPoint { CanvasPoint(x: x, y: y) }

    /// `list` written whole and written split from `splitFrom` items on are the same bytes; the
    /// split one's body, to see whether a part was written apart.
    @discardableResult
    static func expectSameDocument(_ list: RenderList, splitFrom: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SVGBody {
        let whole = SVGBackend.renderBytes(list, options: SVGOptions(), splitFrom: .max)
        let split = SVGBackend.renderBytes(list, options: SVGOptions(), splitFrom: splitFrom)
        if split != whole {
            let at = zip(split, whole).prefix { $0 == $1 }.count
            func around(_ bytes: [UInt8]) -> String { String(decoding: bytes[max(0, at - 40)..<min(bytes.count, at + 40)], as: UTF8.self) }
            Issue.record("split from \(splitFrom), the documents differ at byte \(at): \(around(split)) instead of \(around(whole))", sourceLocation: sourceLocation)
        }
        return SVGBody(list, precision: SVGOptions().precision, looks: SVGAppearance.looks(for: list), splitFrom: splitFrom)
    }

    @Test func everyExampleIsTheSameDocumentSplitOrWhole() throws {
        var writtenApart = 0
        for name in Examples.names {
            let list = try #require(try Examples.compile(name).renderList, "\(name)")
            for splitFrom in [1, 2, 7] { Self.expectSameDocument(list, splitFrom: splitFrom) }
            if Self.expectSameDocument(list, splitFrom: 1).tail != nil { writtenApart += 1 }
        }
        // Most examples' second parts use neither gradients nor ground images.
        #expect(writtenApart > Examples.names.count / 2)
    }

    /// Pins in colors that first appear in the second half, at opacities that make classes of
    /// their own, among markers, dots and clusters: new symbols and classes in both parts.
    static func crowd(_ count: Int) -> RenderList {
        let colors = (0..<9).map { Color(red: UInt8(20 * $0), green: 90, blue: UInt8(200 - 15 * $0), alpha: 1) }
        var items = [RenderItem(id: "background", layer: .background, shape: .rect(CanvasRect(x: 0, y: 0, width: 800, height: 600)), style: RenderStyle(fill: .white))]
        for n in 0..<count {
            let at = p(Double(n * 37 % 800), Double(n * 53 % 600))
            // The last colors only in the second half.
            let color = colors[n < count / 2 ? n % 5 : n % 9]
            var style = RenderStyle(fill: color)
            if n % 11 == 0 { style.opacity = n < count / 2 ? 0.5 : 0.75 }
            let shape: RenderShape = switch n % 4 {
            case 0, 1: .pin(tip: at)
            case 2: .marker(at: at, glyph: n % 8 == 2 ? "" : "\(n % 10)")
            default: .dot(center: at, radius: 4)
            }
            items.append(RenderItem(id: "a\(n)", layer: .annotations, shape: shape, style: style, anchor: at, label: n % 3 == 0 ? "Stop \(n) <&>" : nil))
            if n % 13 == 0 {
                items.append(RenderItem(
                    id: "a\(n).cluster", layer: .annotations, shape: .cluster(center: at, radius: 12, count: n % 50 + 2),
                    style: RenderStyle(stroke: .white, strokeWidth: 2, fill: color), anchor: at, label: "\(n % 50 + 2) annotations"))
            }
        }
        items.append(RenderItem(id: "attribution", layer: .decorations, shape: .text("© OpenStreetMap", at: p(700, 590), size: 9, weight: .regular)))
        return RenderList(canvas: RenderCanvas(width: 800, height: 600, scale: 1), title: "Crowd", description: nil, items: items)
    }

    @Test func newSymbolsAndClassesInTheSecondPartTakeTheNextNumbers() {
        let list = Self.crowd(3_000)
        for splitFrom in [1, 100, 2_999] {
            #expect(Self.expectSameDocument(list, splitFrom: splitFrom).tail != nil)
        }
        // Nine pin symbols and nine marker balloons: the last four colors first appear in the tail.
        let svg = SVGBackend.render(list)
        #expect(svg.components(separatedBy: "<symbol ").count - 1 >= 18)
    }

    @Test func aDarkCanvasSplitsAlike() {
        var list = Self.crowd(500)
        list.canvas.theme = .dark
        Self.expectSameDocument(list, splitFrom: 1)
    }

    @Test func aSecondPartWithAGradientIsWrittenAgainInOrder() {
        var list = Self.crowd(400)
        // Gradient bands over the second half of the annotations' layer.
        let band = RenderItem(
            id: "band", layer: .annotations, shape: .polygon(rings: [[Self.p(0, 0), Self.p(100, 0), Self.p(100, 50)]]),
            style: RenderStyle(gradient: LinearGradient(colors: [.white, Color(red: 200, green: 0, blue: 0, alpha: 1)], angle: 90)))
        list.items.insert(band, at: list.items.count - 10)
        let body = Self.expectSameDocument(list, splitFrom: 1)
        #expect(body.tail == nil)
    }

    @Test func aListOutOfDrawOrderIsWrittenByLayerEitherWay() {
        var list = Self.crowd(200)
        list.items.reverse()
        Self.expectSameDocument(list, splitFrom: 1)
        Self.expectSameDocument(list, splitFrom: 50)
    }

    @Test func shortListsAreNotSplit() {
        #expect(Self.expectSameDocument(Self.crowd(100), splitFrom: TwoCores.minimumCount).tail == nil)
    }
}
