import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneDrawing
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneRenderList

/// How a MapLibre style's symbol layers draw text and icons: the text its `text-field` makes,
/// transformed, wrapped and placed as its anchor, offset and placement say, with its halo and
/// weight; icons from the style's sprite; and what cannot be drawn, said.
@Suite struct StyledBasemapSymbolTests {
    typealias S = StyledTileScene

    /// A café at canvas (128, 64), a long-named station at (128, 192), and a street running
    /// north-east from (32, 224) to (224, 32).
    static let tile: [(String, [S.Feature])] = [
        (
            "poi",
            [
                S.Feature(.point(2048, 1024), [("class", .string("cafe")), ("name", .string("Kahvila")), ("rank", .number(3))]),
                S.Feature(
                    .point(2048, 3072), [("class", .string("station")), ("name", .string("Helsinki Central Railway Station"))]),
            ]
        ),
        ("transportation", [S.Feature(.line([(512, 3584), (3584, 512)]), [("name", .string("Diagonal Street"))])]),
    ]

    /// The scene compiled with one symbol layer over `source` with `layout` and `paint` (JSON members).
    func compiled(
        _ layout: String, paint: String = "", source: String = "poi", filter: String = #"["==", "class", "cafe"]"#,
        sprite: String? = nil, files: [String: [UInt8]] = [:], rest: String = ""
    ) throws -> (result: CompileResult, folder: ScratchFolder) {
        let layer = """
            {"id": "names", "type": "symbol", "source": "city", "source-layer": "\(source)", "filter": \(filter),
             "layout": {\(layout)}, "paint": {\(paint)}}
            """
        return try S(layers: Self.tile, style: S.style(layer, sprite: sprite), rest: rest, files: files).compile()
    }

    /// The texts the symbol layer drew.
    func texts(_ result: CompileResult) -> [(text: String, at: CanvasPoint, size: Double, weight: TextWeight, item: RenderItem)] {
        result.items(ofStyleLayer: "names").compactMap { item in
            guard case .text(let text, let at, let size, let weight) = item.shape else { return nil }
            return (text, at, size, weight, item)
        }
    }

    @Test(arguments: [
        (#""{name}""#, "Kahvila"),
        (#""{class}: {name} {missing}""#, "cafe: Kahvila"),
        (#"["get", "name"]"#, "Kahvila"),
        (#"["concat", ["upcase", ["get", "class"]], " ", ["to-string", ["get", "rank"]]]"#, "CAFE 3"),
        (#"["coalesce", ["get", "name:fi"], ["get", "name"]]"#, "Kahvila"),
    ])
    func theTextFieldMakesTheText(_ field: String, _ expected: String) throws {
        let (result, _) = try compiled(#""text-field": \#(field), "text-size": 12"#)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(texts(result).map(\.text) == [expected])
    }

    @Test(arguments: [("uppercase", "KAHVILA"), ("lowercase", "kahvila"), ("none", "Kahvila")])
    func theTextTransformChangesTheCase(_ transform: String, _ expected: String) throws {
        let (result, _) = try compiled(#""text-field": "{name}", "text-transform": "\#(transform)""#)
        #expect(texts(result).map(\.text) == [expected])
    }

    /// The layout after the text's, and the distance from a line's baseline to the next.
    @Test(arguments: [("", 12.0), (#", "text-line-height": 2"#, 20.0)])
    func aLongNameWrapsIntoLinesNoWiderThanTheMaxWidth(_ lineHeight: String, _ spacing: Double) throws {
        let (result, _) = try compiled(
            #""text-field": "{name}", "text-size": 10, "text-max-width": 6\#(lineHeight)"#,
            filter: #"["==", "class", "station"]"#)
        let lines = texts(result)
        #expect(lines.map(\.text).joined(separator: " ") == "Helsinki Central Railway Station")
        #expect(lines.count > 1)
        for line in lines {
            let width = TextMetrics.width(of: line.text, size: 10, weight: .regular)
            #expect(width <= 60 || !line.text.contains(" "), "\(line.text): \(width)")
        }
        // One below the other, each centered on the station.
        #expect(zip(lines, lines.dropFirst()).allSatisfy { abs($1.at.y - $0.at.y - spacing) < 1e-9 })
        #expect(lines.allSatisfy { abs($0.at.x - 128) < 1e-9 })
    }

    /// Wrapped lines line up at the left or right edge of their block, or along its middle.
    @Test(arguments: ["left", "right", "center"])
    func theJustificationLinesUpTheWrappedLines(_ justify: String) throws {
        let (result, _) = try compiled(
            #""text-field": "{name}", "text-size": 10, "text-max-width": 6, "text-justify": "\#(justify)""#,
            filter: #"["==", "class", "station"]"#)
        let lines = texts(result)
        #expect(lines.count > 1)
        let widths = lines.map { TextMetrics.width(of: $0.text, size: 10, weight: .regular) }
        let block = widths.max()!
        for (line, width) in zip(lines, widths) {
            let left = line.at.x - width / 2, right = line.at.x + width / 2
            switch justify {
            case "left": #expect(abs(left - (128 - block / 2)) < 1e-9, "\(line.text)")
            case "right": #expect(abs(right - (128 + block / 2)) < 1e-9, "\(line.text)")
            default: #expect(abs(line.at.x - 128) < 1e-9, "\(line.text)")
            }
        }
    }

    @Test func aLinePlacedNameRunsAlongItsLine() throws {
        let (result, _) = try compiled(
            #""text-field": "{name}", "text-size": 12, "symbol-placement": "line""#, source: "transportation", filter: "true")
        let name = try #require(texts(result).first)
        #expect(name.text == "Diagonal Street")
        // The street rises to the north-east at 45°.
        #expect(abs(abs(name.item.rotation) - 45) < 1, "\(name.item.rotation)")
        // On the line x + y = 256.
        #expect(abs(name.at.x + name.at.y - 256) < 12, "\(name.at)")
    }

    @Test func aLinePlacedSymbolDrawsNothingAtAPoint() throws {
        let (result, _) = try compiled(#""text-field": "{name}", "symbol-placement": "line""#)
        #expect(texts(result).isEmpty)
    }

    @Test func theAnchorAndOffsetPlaceTheTextAgainstItsPoint() throws {
        func at(_ layout: String) throws -> CanvasPoint {
            let (result, _) = try compiled(#""text-field": "{name}", "text-size": 10\#(layout)"#)
            return try #require(texts(result).first).at
        }
        let center = try at("")
        let width = TextMetrics.width(of: "Kahvila", size: 10, weight: .regular)
        #expect(abs(center.x - 128) < 1e-9)
        // `top`: the text's top at the point, so it hangs half its line (1.2 ems) lower.
        let top = try at(#", "text-anchor": "top""#)
        #expect(abs(top.x - center.x) < 1e-9 && abs(top.y - center.y - 6) < 1e-9)
        let bottom = try at(#", "text-anchor": "bottom""#)
        #expect(abs(bottom.y - center.y + 6) < 1e-9)
        // `left`: the text's left end at the point.
        let left = try at(#", "text-anchor": "left""#)
        #expect(abs(left.x - (128 + width / 2)) < 1e-9 && abs(left.y - center.y) < 1e-9)
        let right = try at(#", "text-anchor": "bottom-right""#)
        #expect(abs(right.x - (128 - width / 2)) < 1e-9 && abs(right.y - bottom.y) < 1e-9)
        // An offset in ems, right and down.
        let offset = try at(#", "text-offset": [1, 2]"#)
        #expect(abs(offset.x - center.x - 10) < 1e-9 && abs(offset.y - center.y - 20) < 1e-9)
    }

    @Test func theHaloIsAStrokeTwiceItsWidthUnderTheTextColor() throws {
        let (result, _) = try compiled(
            #""text-field": "{name}""#, paint: ##""text-color": "#334455", "text-halo-color": "#ffeedd", "text-halo-width": 1.5"##
        )
        let name = try #require(texts(result).first).item
        #expect(name.style.fill?.hexRGB == "#334455")
        #expect(name.style.stroke?.hexRGB == "#ffeedd" && name.style.strokeWidth == 3)
    }

    @Test(arguments: [
        (#"["Open Sans Bold"]"#, TextWeight.bold), (#"["Noto Sans Bold", "Arial Unicode MS Regular"]"#, .bold),
        (#"["Open Sans Semibold"]"#, .bold), (#"["Noto Sans Regular"]"#, .regular), (#"["Open Sans Italic"]"#, .regular),
    ])
    func aBoldFontIsDrawnBold(_ font: String, _ weight: TextWeight) throws {
        let (result, _) = try compiled(#""text-field": "{name}", "text-font": \#(font)"#)
        #expect(texts(result).map(\.weight) == [weight])
    }

    // MARK: Icons

    /// The examples' sprite, beside the style.
    static func spriteFiles() throws -> [String: [UInt8]] {
        let styles = Examples.folder.appendingPathComponent("styles")
        return try Dictionary(
            uniqueKeysWithValues: ["sprite.json", "sprite.png"].map {
                ($0, Array(try Data(contentsOf: styles.appendingPathComponent($0))))
            })
    }

    @Test func anIconFromTheSpriteIsDrawnAsAnImageAtItsPoint() throws {
        let (result, _) = try compiled(#""icon-image": "{class}""#, sprite: "sprite", files: try Self.spriteFiles())
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let icon = try #require(result.items(ofStyleLayer: "names").first)
        #expect(icon.id == "basemap.0.names.0.icon" && icon.layer == .labels)
        // The sprite's cafe is 15 × 15 at a pixel ratio of 1, centered on the café.
        #expect(icon.shape == .image(source: "basemap.0#cafe", frame: CanvasRect(x: 120.5, y: 56.5, width: 15, height: 15)))
        let image = try #require(result.renderList?.images["basemap.0#cafe"])
        #expect(image.mediaType == "image/png")
    }

    @Test func anIconAndItsTextArePlacedTogether() throws {
        let (result, _) = try compiled(
            #""icon-image": "cafe", "text-field": "{name}", "text-anchor": "top", "text-offset": [0, 1]"#, sprite: "sprite",
            files: try Self.spriteFiles())
        #expect(result.items(ofStyleLayer: "names").map(\.id) == ["basemap.0.names.0.icon", "basemap.0.names.0"])
    }

    /// Where the scene names the style: the entry's `style.json`.
    func styleReference(_ scene: String) -> MapSceneBase.SourceLocation {
        let lines = scene.split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.firstIndex { $0.contains("style.json") }!
        let column = lines[line].distance(from: lines[line].startIndex, to: lines[line].range(of: "style.json")!.lowerBound)
        return MapSceneBase.SourceLocation(line: line + 1, column: column + 1)
    }

    @Test func iconsOfAStyleWithoutASpriteAreAWarningAtTheStyle() throws {
        let (result, _) = try compiled(#""icon-image": "{class}", "text-field": "{name}""#)
        let warning = try #require(result.diagnostics.first { $0.rule == Rule.styleUnsupported.id })
        #expect(warning.message == "the style's icons (`cafe`) are not drawn: the style has no `sprite`")
        #expect(warning.range?.start == styleReference(S(layers: [], style: "").sceneText))
        #expect(result.diagnostics.count == 1)
        // The text is still drawn.
        #expect(texts(result).map(\.text) == ["Kahvila"])
    }

    @Test func aSpriteOnTheNetworkIsAWarningAndNothingIsFetched() throws {
        let (result, _) = try compiled(#""icon-image": "cafe""#, sprite: "https://tiles.example/sprites/bright")
        #expect(
            result.messages(of: .styleUnsupported) == [
                "the style's icons (`cafe`) are not drawn: its sprite 'https://tiles.example/sprites/bright' is on the network, which mapc never fetches"
            ])
        #expect(result.items(ofStyleLayer: "names").isEmpty)
        #expect(result.renderList?.images.isEmpty == true)
    }

    // MARK: Placement with the scene

    @Test func theStylesLabelsGiveWayToAPinsTitle() throws {
        let cafe = S.coordinate(2048, 1024)
        let pin = "annotations:\n  - {id: here, coordinate: [\(cafe.latitude), \(cafe.longitude)], title: Kahvila Here}\n"
        let layout = #""text-field": "{name} {name}", "text-size": 20, "text-max-width": 30"#
        // Alone, the style's wide label is drawn across the café.
        let (alone, _) = try compiled(layout)
        #expect(texts(alone).count == 1)
        // With a pin there, the pin and its title are drawn and the style's label is not.
        let (withPin, _) = try compiled(layout, rest: pin)
        #expect(texts(withPin).isEmpty)
        let items = withPin.renderList?.items ?? []
        #expect(items.contains { $0.layer == .annotations && $0.id.contains("here") })
        #expect(
            items.contains { if case .text("Kahvila Here", _, _, _) = $0.shape { true } else { false } }, "\(items.map(\.id))")
    }
}
