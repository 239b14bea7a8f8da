import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneRenderList

/// How a MapLibre style's paint draws a vector tile: fills, outlines, lines with their width,
/// dashes, gaps and offsets, circles and the background, each at the zoom MapLibre would use.
/// One hand-made tile shown exactly by the canvas: a tile coordinate is 16 × a canvas point.
@Suite struct StyledBasemapPaintTests {
    typealias S = StyledTileScene

    /// A lake (a square in the tile's middle), a street across it from west to east, a café.
    static let tile: [(String, [S.Feature])] = [
        ("water", [S.Feature(.polygon([(1024, 1024), (3072, 1024), (3072, 3072), (1024, 3072)]), [("class", .string("lake"))])]),
        (
            "transportation",
            [
                S.Feature(
                    .line([(512, 2048), (3584, 2048)]), [("class", .string("primary")), ("name", .string("Main Street"))]),
                S.Feature(.line([(2048, 512), (2048, 3584)]), [("class", .string("service"))]),
            ]
        ),
        ("poi", [S.Feature(.point(2048, 1024), [("class", .string("cafe")), ("name", .string("Café"))])]),
    ]

    func compiled(_ layers: String, zoom: Double = 14) throws -> (result: CompileResult, folder: ScratchFolder) {
        try S(layers: Self.tile, style: S.style(layers), cameraZoom: zoom).compile()
    }

    @Test func aFillIsDrawnInItsColorAndOpacityAsOneItemPerFeature() throws {
        let (result, _) = try compiled(
            ##"{"id": "lake", "type": "fill", "source": "city", "source-layer": "water", "paint": {"fill-color": "#3366cc", "fill-opacity": 0.5}}"##
        )
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let items = result.items(ofStyleLayer: "lake")
        #expect(items.count == 1)
        let lake = try #require(items.first)
        #expect(lake.layer == .base)
        #expect(lake.style.fill?.hexRGB == "#3366cc" && lake.style.opacity == 0.5)
        guard case .polygon(let rings) = lake.shape else { Issue.record("\(lake.shape)"); return }
        // The square from 64 to 192 canvas points.
        let xs = rings[0].map(\.x), ys = rings[0].map(\.y)
        #expect(abs(xs.min()! - 64) < 0.01 && abs(xs.max()! - 192) < 0.01)
        #expect(abs(ys.min()! - 64) < 0.01 && abs(ys.max()! - 192) < 0.01)
    }

    @Test func anOutlineColorDrawsTheOutlineWithoutTheEdgesTheTileCut() throws {
        // A lake that reaches past the tile's west edge: cut there, its outline stops there.
        let tile: [(String, [S.Feature])] = [
            ("water", [S.Feature(.polygon([(-512, 1024), (3072, 1024), (3072, 3072), (-512, 3072)]))])
        ]
        let style = S.style(
            ##"{"id": "lake", "type": "fill", "source": "city", "source-layer": "water", "paint": {"fill-color": "#3366cc", "fill-outline-color": "#112244"}}"##
        )
        let (result, _) = try S(layers: tile, style: style).compile()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let items = result.items(ofStyleLayer: "lake")
        #expect(items.map(\.id) == ["basemap.0.lake.0", "basemap.0.lake.outline"])
        let outline = try #require(items.last)
        #expect(outline.style.stroke?.hexRGB == "#112244" && outline.style.strokeWidth == 1 && outline.style.fill == nil)
        guard case .polyline(let parts) = outline.shape else { Issue.record("\(outline.shape)"); return }
        // North, east and south sides, open at the cut: no segment runs along x = 0.
        #expect(parts.count == 1 && parts[0].count == 4, "\(parts)")
        for part in parts {
            let alongTheCut = zip(part, part.dropFirst()).filter { (a: CanvasPoint, b: CanvasPoint) in a.x < 0.5 && b.x < 0.5 }
            #expect(alongTheCut.isEmpty, "\(parts)")
            #expect(part.first != part.last)
        }
        let corner = CanvasPoint(x: 192, y: 64)
        #expect(parts[0].contains(corner), "\(parts)")
    }

    @Test func aLineIsDrawnInItsColorWidthOpacityCapAndJoinOneItemForItsFeaturesDrawnAlike() throws {
        let (result, _) = try compiled(
            """
            {"id": "roads", "type": "line", "source": "city", "source-layer": "transportation",
             "layout": {"line-cap": "round", "line-join": "bevel"},
             "paint": {"line-color": "#cc2200", "line-width": 4, "line-opacity": 0.8}}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let items = result.items(ofStyleLayer: "roads")
        #expect(items.count == 1)
        let roads = try #require(items.first)
        #expect(roads.style.stroke?.hexRGB == "#cc2200" && roads.style.strokeWidth == 4 && roads.style.opacity == 0.8)
        #expect(roads.style.lineCap == .round && roads.style.lineJoin == .bevel && roads.style.dash.isEmpty)
        guard case .polyline(let parts) = roads.shape else { Issue.record("\(roads.shape)"); return }
        #expect(parts.count == 2)
    }

    @Test func aLineWithoutCapOrJoinIsButtAndMiterAsInMapLibre() throws {
        let (result, _) = try compiled(
            #"{"id": "roads", "type": "line", "source": "city", "source-layer": "transportation"}"#)
        let roads = try #require(result.items(ofStyleLayer: "roads").first)
        // MapLibre's defaults: black, 1 wide, butt caps, miter joins.
        #expect(roads.style.stroke?.hexRGB == "#000000" && roads.style.strokeWidth == 1)
        #expect(roads.style.lineCap == .butt && roads.style.lineJoin == .miter)
    }

    @Test func aDashArrayIsInLineWidths() throws {
        let (result, _) = try compiled(
            #"{"id": "paths", "type": "line", "source": "city", "source-layer": "transportation", "paint": {"line-width": 3, "line-dasharray": [2, 1]}}"#
        )
        let paths = try #require(result.items(ofStyleLayer: "paths").first)
        #expect(paths.style.dash == [6, 3])
    }

    @Test func aGapWidthIsDrawnAsTheBandItEdges() throws {
        // A casing 2 wide each side of a 6-wide gap: a band 10 wide, which the road drawn over it fills.
        let (result, _) = try compiled(
            #"{"id": "casing", "type": "line", "source": "city", "source-layer": "transportation", "paint": {"line-width": 2, "line-gap-width": 6}}"#
        )
        let casing = try #require(result.items(ofStyleLayer: "casing").first)
        #expect(casing.style.strokeWidth == 10)
    }

    @Test func anOffsetMovesTheLineToTheRightOfItsDirection() throws {
        let (result, _) = try compiled(
            #"{"id": "lanes", "type": "line", "source": "city", "source-layer": "transportation", "paint": {"line-offset": 4}}"#
        )
        let lanes = try #require(result.items(ofStyleLayer: "lanes").first)
        guard case .polyline(let parts) = lanes.shape else { Issue.record("\(lanes.shape)"); return }
        // Main Street runs east along y = 128: its right is south, y = 132. The service road runs
        // south along x = 128: its right is west, x = 124.
        #expect(parts.contains { part in part.count >= 2 && part.allSatisfy { abs($0.y - 132) < 0.01 } }, "\(parts)")
        #expect(parts.contains { part in part.count >= 2 && part.allSatisfy { abs($0.x - 124) < 0.01 } }, "\(parts)")
    }

    @Test func aCircleHasItsRadiusColorAndStrokeOutsideTheRadiusEachWithItsOpacity() throws {
        let (result, _) = try compiled(
            """
            {"id": "cafes", "type": "circle", "source": "city", "source-layer": "poi",
             "paint": {"circle-radius": 6, "circle-color": "#aa5500", "circle-opacity": 0.9,
                       "circle-stroke-width": 2, "circle-stroke-color": "#ffffff", "circle-stroke-opacity": 0.5}}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let cafe = try #require(result.items(ofStyleLayer: "cafes").first)
        // The stroke lies outside the radius: from 6 to 8, so it is drawn on a circle of 7.
        #expect(cafe.shape == .dot(center: CanvasPoint(x: 128, y: 64), radius: 7))
        #expect(cafe.style.fill?.hexRGB == "#aa5500" && cafe.style.fill?.alpha == 0.9)
        #expect(cafe.style.stroke?.hexRGB == "#ffffff" && cafe.style.stroke?.alpha == 0.5)
        #expect(cafe.style.strokeWidth == 2 && cafe.style.opacity == 1)
    }

    @Test func aCircleWithoutStrokeHasItsRadius() throws {
        let (result, _) = try compiled(#"{"id": "cafes", "type": "circle", "source": "city", "source-layer": "poi"}"#)
        let cafe = try #require(result.items(ofStyleLayer: "cafes").first)
        // MapLibre's defaults: black, 5 in radius, no stroke.
        #expect(cafe.shape == .dot(center: CanvasPoint(x: 128, y: 64), radius: 5))
        #expect(cafe.style.fill?.hexRGB == "#000000" && cafe.style.stroke == nil)
    }

    @Test func theBackgroundFillsTheCanvas() throws {
        let (result, _) = try compiled(
            ##"{"id": "land", "type": "background", "paint": {"background-color": "#f0e0d0", "background-opacity": 0.9}}"##)
        let land = try #require(result.items(ofStyleLayer: "land").first)
        #expect(land.layer == .base && land.shape == .rect(CanvasRect(x: 0, y: 0, width: 256, height: 256)))
        #expect(land.style.fill?.hexRGB == "#f0e0d0" && land.style.opacity == 0.9)
    }

    // MARK: Zoom

    /// Whether a layer shown from MapLibre zoom 14 (`minzoom`) or up to it (`maxzoom`) draws at a web zoom.
    @Test(arguments: [
        (#""minzoom": 14"#, 14.99, false), (#""minzoom": 14"#, 15.0, true),
        (#""maxzoom": 14"#, 14.99, true), (#""maxzoom": 14"#, 15.0, false),
    ])
    func aLayerShowsFromItsMinzoomUpToItsMaxzoomInMapLibreZooms(_ range: String, _ webZoom: Double, _ shown: Bool) throws {
        let (result, _) = try compiled(
            #"{"id": "cafes", "type": "circle", "source": "city", "source-layer": "poi", \#(range)}"#, zoom: webZoom)
        #expect(result.renderList != nil)
        #expect(!result.items(ofStyleLayer: "cafes").isEmpty == shown)
    }

    /// A width interpolated on zoom, at web zoom 15: MapLibre's zoom 14.
    @Test(arguments: [
        (#"["interpolate", ["linear"], ["zoom"], 12, 2, 16, 10]"#, 6.0),
        (#"{"stops": [[12, 2], [16, 10]]}"#, 6.0),
        // t = (2^2 − 1)/(2^4 − 1) = 0.2: 2 + 8 × 0.2.
        (#"["interpolate", ["exponential", 2], ["zoom"], 12, 2, 16, 10]"#, 3.6),
        (#"{"base": 2, "stops": [[12, 2], [16, 10]]}"#, 3.6),
        (#"["step", ["zoom"], 1, 14, 5]"#, 5.0),
    ])
    func aWidthOnZoomIsTheValueAtMapLibresZoom(_ width: String, _ expected: Double) throws {
        let (result, _) = try compiled(
            #"{"id": "roads", "type": "line", "source": "city", "source-layer": "transportation", "paint": {"line-width": \#(width)}}"#,
            zoom: 15)
        let roads = try #require(result.items(ofStyleLayer: "roads").first)
        #expect(abs(roads.style.strokeWidth - expected) < 1e-9, "\(roads.style.strokeWidth)")
    }

    // MARK: Filters

    /// Four places along the middle of the tile, A to D from west to east.
    static let places: [(String, [S.Feature])] = [
        (
            "poi",
            [
                S.Feature(.point(512, 2048), [("class", .string("cafe")), ("name", .string("A")), ("rank", .number(1))]),
                S.Feature(.point(1536, 2048), [("class", .string("bar")), ("rank", .number(2))]),
                S.Feature(.point(2560, 2048), [("class", .string("cafe")), ("name", .string("C")), ("rank", .number(3))]),
                S.Feature(.point(3584, 2048), [("class", .string("shop")), ("open", .bool(true))]),
            ]
        ),
        ("transportation", [S.Feature(.line([(512, 512), (3584, 512)]), [("class", .string("path"))])]),
        ("landuse", [S.Feature(.polygon([(512, 3072), (3584, 3072), (3584, 3584), (512, 3584)]), [("class", .string("park"))])]),
    ]

    @Test(arguments: [
        (#"["==", "class", "cafe"]"#, "AC"),
        (#"["!=", "class", "cafe"]"#, "BD"),
        (#"[">=", "rank", 2]"#, "BC"),
        (#"["<", "rank", 2]"#, "A"),
        (#"["in", "class", "bar", "shop"]"#, "BD"),
        (#"["!in", "class", "bar", "shop"]"#, "AC"),
        (#"["has", "name"]"#, "AC"),
        (#"["!has", "name"]"#, "BD"),
        (#"["all", ["==", "class", "cafe"], [">", "rank", 1]]"#, "C"),
        (#"["any", ["==", "class", "bar"], ["has", "open"]]"#, "BD"),
        (#"["none", ["==", "class", "bar"], ["has", "open"]]"#, "AC"),
        (#"["==", ["get", "class"], "cafe"]"#, "AC"),
        (#"["!", ["has", "name"]]"#, "BD"),
        (#"["match", ["get", "class"], ["bar", "shop"], true, false]"#, "BD"),
        (#"["<=", ["get", "rank"], 2]"#, "AB"),
        (#"["in", ["get", "class"], ["literal", ["bar", "cafe"]]]"#, "ABC"),
        (#"["all", ["==", "$type", "Point"], ["==", "class", "shop"]]"#, "D"),
        (#"["==", ["geometry-type"], "Point"]"#, "ABCD"),
        (#"["==", ["get", "open"], true]"#, "D"),
    ])
    func aFilterSelectsTheFeaturesItPasses(_ filter: String, _ expected: String) throws {
        let style = S.style(
            #"{"id": "places", "type": "circle", "source": "city", "source-layer": "poi", "filter": \#(filter)}"#)
        let (result, _) = try S(layers: Self.places, style: style).compile()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let drawn = result.items(ofStyleLayer: "places").compactMap { item -> Character? in
            guard case .dot(let center, _) = item.shape else { return nil }
            return ["A", "B", "C", "D"][Int(center.x / 64)]
        }
        #expect(String(drawn) == expected, "\(filter)")
    }

    /// A line layer draws lines and the outlines of areas; `$type` and `geometry-type` choose between them.
    @Test(arguments: [
        ("null", [32.0, 192.0]),
        (#"["==", "$type", "LineString"]"#, [32.0]),
        (#"["==", "$type", "Polygon"]"#, [192.0]),
        (#"["==", ["geometry-type"], "Polygon"]"#, [192.0]),
        (#"["!=", "$type", "Polygon"]"#, [32.0]),
    ])
    func theGeometryTypeFiltersTellLinesFromAreas(_ filter: String, _ ys: [Double]) throws {
        let filterKey = filter == "null" ? "" : #", "filter": \#(filter)"#
        let layers = ["transportation", "landuse"].map { source in
            #"{"id": "edges-\#(source)", "type": "line", "source": "city", "source-layer": "\#(source)"\#(filterKey)}"#
        }.joined(separator: ",\n")
        let (result, _) = try S(layers: Self.places, style: S.style(layers)).compile()
        let items = result.items(ofStyleLayer: "edges-transportation") + result.items(ofStyleLayer: "edges-landuse")
        let tops = items.compactMap { item -> Double? in
            guard case .polyline(let parts) = item.shape else { return nil }
            return parts.flatMap { $0 }.map(\.y).min()
        }
        #expect(tops.map { $0.rounded() } == ys, "\(filter)")
    }
}
