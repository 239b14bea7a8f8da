import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneRenderList

/// The render list's JSON: one shape for `Codable` and the canonical text, stable to the byte.
@Suite struct RenderListJSONTests {
    private let list = RenderList(
        canvas: RenderCanvas(width: 200, height: 100, scale: 2),
        title: "A \"quoted\" title",
        items: [
            RenderItem(
                id: "background", layer: .background, shape: .rect(CanvasRect(x: 0, y: 0, width: 200, height: 100)),
                style: RenderStyle(fill: .white)),
            RenderItem(
                id: "ring", layer: .aboveLabels,
                shape: .polygon(rings: [[CanvasPoint(x: 1.006, y: -0.001), CanvasPoint(x: 10, y: 0), CanvasPoint(x: 5, y: 8)]]),
                style: RenderStyle(stroke: .black, strokeWidth: 2, dash: [4, 2], fill: Color.pinRed.withAlpha(0.2)),
                source: SourceLocation(line: 12, column: 5)),
            RenderItem(
                id: "park", layer: .annotations, shape: .pin(tip: CanvasPoint(x: 50, y: 60)), style: RenderStyle(fill: .pinGreen),
                source: SourceLocation(line: 20, column: 5), anchor: CanvasPoint(x: 50, y: 60), label: "Park here"),
            RenderItem(
                id: "park.callout", layer: .callouts,
                shape: .callout(
                    RenderCallout(
                        frame: CanvasRect(x: 10, y: 5, width: 80, height: 40), pointer: CanvasPoint(x: 50, y: 36),
                        title: "Park here",
                        subtitle: "Fun", left: .image(source: "bike.png"), right: .detailDisclosure))),
            RenderItem(
                id: "photos.0", layer: .annotations, shape: .cluster(center: CanvasPoint(x: 20, y: 20), radius: 12, count: 37)),
            RenderItem(
                id: "route.title", layer: .annotations,
                shape: .text("Route", at: CanvasPoint(x: 30, y: 40), size: 14, weight: .bold),
                style: RenderStyle(fill: .black), rotation: -32.5),
            RenderItem(
                id: "legend", layer: .decorations, shape: .legend(frame: CanvasRect(x: 100, y: 10, width: 90, height: 96))),
            RenderItem(
                id: "basemap.0.12/2047/1361", layer: .base,
                shape: .groundImage(
                    RenderGroundImage(
                        source: "tiles/12/2047/1361.png",
                        corners: [
                            CanvasPoint(x: 0, y: 0), CanvasPoint(x: 256, y: 0), CanvasPoint(x: 256, y: 256),
                            CanvasPoint(x: 0, y: 256),
                        ])),
                style: RenderStyle(fill: .white)),
            RenderItem(
                id: "basemap.0.12/2048/1361.3", layer: .base,
                shape: .groundImage(
                    RenderGroundImage(
                        source: "tiles/12/2048/1361.png", part: ImagePart(minX: 0.125, minY: 0.5, maxX: 0.1875, maxY: 0.7578125),
                        corners: [
                            CanvasPoint(x: 10, y: 5), CanvasPoint(x: 60, y: 5), CanvasPoint(x: 80, y: 50),
                            CanvasPoint(x: -10, y: 50),
                        ]))),
        ]
            + [RenderSwatch.line, .area, .pin, .dot, .marker(glyph: "P"), .image(source: "bike.png")].enumerated().map {
                index, swatch in
                RenderItem(
                    id: "legend.\(index)", layer: .decorations,
                    shape: .legendEntry(
                        RenderLegendEntry(
                            swatch: swatch, frame: CanvasRect(x: 108, y: 18 + 20 * Double(index), width: 24, height: 14),
                            text: "Entry \(index)",
                            at: CanvasPoint(x: 138, y: 29 + 20 * Double(index)), size: 12, ink: .black)),
                    style: RenderStyle(stroke: .pinRed, fill: .pinGreen))
            })

    @Test func theTextHasSortedKeysFixedPrecisionAndAKindPerItem() {
        let text = list.canonicalJSON()
        #expect(text.contains("\"kind\": \"polygon\""))
        #expect(text.contains("[1.01, 0]"))  // rounded, and no -0
        #expect(text.contains("\"fill\": \"#ff3b3033\""))
        #expect(text.contains("\"source\": {\n"))
        #expect(!text.contains("e-"))
        let keys = text.split(separator: "\n").prefix(8).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(keys[1].hasPrefix("\"canvas\""))
    }

    @Test func theTextIsValidJSONThatDecodesBackToTheList() throws {
        let text = list.canonicalJSON(precision: 6)
        let decoded = try JSONDecoder().decode(RenderList.self, from: Data(text.utf8))
        #expect(decoded == list)
    }

    @Test(arguments: Examples.names)
    func everyExamplesRenderListReadsBackToTheSameText(name: String) throws {
        let list = try #require(try Examples.compile(name).renderList)
        for precision in [2, 6] {
            let text = list.canonicalJSON(precision: precision)
            let readBack = try JSONDecoder().decode(RenderList.self, from: Data(text.utf8))
            #expect(readBack.canonicalJSON(precision: precision) == text, "\(name) at \(precision) decimals")
        }
    }

    @Test func codableAndTheCanonicalTextAgree() throws {
        let encoded = try JSONEncoder().encode(list)
        let viaCodable = try JSONDecoder().decode(JSONValue.self, from: encoded)
        #expect(viaCodable == list.json)
    }

    @Test func aLongArrayIsWrittenElementAfterElementAsEachAloneIs() throws {
        let elements = (0..<5_001).map { i -> JSONValue in
            .object([
                "id": .string("p\(i)"), "at": .array([.number(Double(i) / 8), .number(-1)]),
                "kind": .string(i % 3 == 0 ? "dot" : "pin"),
            ])
        }
        let alone = elements.map { element in
            element.canonicalText(precision: 2).dropLast().split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        }
        #expect(JSONValue.array(elements).canonicalText(precision: 2) == "[\n" + alone.joined(separator: ",\n") + "\n]\n")
        let list = RenderList(
            canvas: RenderCanvas(width: 10, height: 10, scale: 1),
            items: (0..<5_000).map {
                RenderItem(
                    id: "d\($0)", layer: .annotations, shape: .dot(center: CanvasPoint(x: Double($0 % 40) / 4, y: 5), radius: 2))
            })
        #expect(try JSONDecoder().decode(RenderList.self, from: Data(list.canonicalJSONBytes())) == list)
    }

    @Test func colorsAreWrittenAsLowerCaseHexWithTheirAlphaWhenNotOpaque() {
        func two(_ value: Int) -> String { (value < 16 ? "0" : "") + String(value, radix: 16) }
        for value in 0...255 {
            let v = UInt8(value)
            #expect(Color(red: v, green: 255 - v, blue: v / 2).hexRGB == "#" + two(value) + two(255 - value) + two(value / 2))
            let alpha = Double(value) / 255
            let expected = "#0a0b0c" + (value == 255 ? "" : two(value))
            #expect(Color(red: 10, green: 11, blue: 12, alpha: alpha).hexString == expected)
        }
    }

    @Test func onlyTurnedTextCarriesARotation() {
        let text = list.canonicalJSON()
        #expect(text.contains("\"rotation\": -32.5"))
        #expect(text.components(separatedBy: "\"rotation\"").count == 2)
        #expect(text.contains("\"kind\": \"legend\""))
        #expect(text.contains("\"swatch\": {\n") && text.contains("\"marker\": \"P\""))
    }

    @Test func aGroundImageKeepsItsPartExactlyAtAnyPrecision() throws {
        let text = list.canonicalJSON()
        #expect(text.contains("\"kind\": \"groundImage\""))
        #expect(text.contains("\"part\": [0.125, 0.5, 0.1875, 0.7578125]"))
        #expect(text.components(separatedBy: "\"part\"").count == 2, "the whole image has no part")
        let decoded = try JSONDecoder().decode(RenderList.self, from: Data(text.utf8))
        func ground(_ items: [RenderItem]) -> [RenderShape] {
            items.map(\.shape).filter { if case .groundImage = $0 { true } else { false } }
        }
        #expect(ground(decoded.items) == ground(list.items))
    }

    @Test func aGroundImageWithBadCornersOrPartIsRefused() throws {
        let item = try #require(list.items.first { $0.id.hasSuffix(".3") })
        guard case .object(var members) = item.json else { Issue.record("not an object"); return }
        for (key, value) in [
            ("corners", JSONValue.array([CanvasPoint(x: 0, y: 0).json])),
            ("part", .array([0.5, 0, 0.25, 1].map(JSONValue.number))),
            ("part", .array([0, 0, 1.5, 1].map(JSONValue.number))), ("part", .array([0, 0, 1].map(JSONValue.number))),
        ] {
            var broken = members
            broken[key] = value
            #expect(throws: (any Error).self) { try RenderItem(json: .object(broken)) }
        }
        members["part"] = nil
        guard case .groundImage(let whole) = try RenderItem(json: .object(members)).shape else {
            Issue.record("not a ground image"); return
        }
        #expect(whole.part == .whole)
    }

    @Test func theTextIsTheSameEveryTime() {
        #expect(list.canonicalJSON() == list.canonicalJSON())
    }
}
