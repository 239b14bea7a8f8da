import Foundation
import MapSceneBase
import MapSceneResolve
import MapSceneStyle
import Testing

/// The styles under Examples/styles, read with mapc's style engine and checked against the
/// example archives they are written for: what mapc leaves out of each, which of their layers
/// the archive has, and that their filters pick the archive's features as meant.
@Suite struct ExampleStyleTests {
    /// One example style and what is known of it.
    struct Example: Sendable, CustomTestStringConvertible {
        /// The style's file name in Examples/styles.
        var file: String
        /// The archive it is written for, relative to Examples.
        var archive: String
        /// The style's one source.
        var source: String
        /// The `.unsupported` issues mapc reports, in order.
        var unsupported: [String] = []
        /// The `source-layer`s the style draws that the example archive does not have.
        var absentLayers: Set<String>
        /// The layers (of source layers the archive has) whose filter passes none of its
        /// features, for the reason given beside each in `examples`.
        var drawingNothing: Set<String>

        var testDescription: String { file }
    }

    static let examples: [Example] = [
        Example(
            file: "light.json", archive: "data/helsinki.pmtiles", source: "openmaptiles",
            absentLayers: [],
            // The extract's waterways have no names.
            drawingNothing: ["water-name"]),
        Example(
            file: "bright.json", archive: "data/helsinki.pmtiles", source: "openmaptiles",
            absentLayers: [],
            // The extract has no motorway or trunk, and its waterways have no names.
            drawingNothing: ["road-motorway-casing", "road-motorway", "water-name"]),
        Example(
            file: "dark.json", archive: "data/helsinki.pmtiles", source: "openmaptiles",
            absentLayers: [],
            // The extract's waterways have no names.
            drawingNothing: ["water-name"]),
        Example(
            file: "protomaps-light.json", archive: "data/helsinki-protomaps.mbtiles", source: "protomaps",
            absentLayers: [],
            // No residential or other built-up landuse, no highway, no waterway names.
            drawingNothing: ["landuse-urban", "roads-highway-casing", "roads-highway", "water-labels"]),
    ]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    private func style(_ example: Example) throws -> (MapLibreStyle, [UInt8]) {
        let url = Self.folder.appendingPathComponent("styles/\(example.file)")
        let bytes = Array(try Data(contentsOf: url))
        switch MapLibreStyle.parse(bytes) {
        case .success(let style): return (style, bytes)
        case .failure(let failure):
            let at = SourceLines(bytes).location(ofByte: failure.offset)
            Issue.record("\(example.file):\(at.line):\(at.column): \(failure.message)")
            throw failure
        }
    }

    @Test func everyExampleStyleIsChecked() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent("styles").path)
        let styles = files.filter { $0.hasSuffix(".json") && !$0.hasPrefix("sprite") }.sorted()
        #expect(styles == Self.examples.map(\.file).sorted())
    }

    @Test(arguments: examples) func readsWithoutInvalidParts(_ example: Example) throws {
        let (style, bytes) = try style(example)
        let lines = SourceLines(bytes)
        let invalid = style.issues.filter { $0.kind == .invalid }.map {
            "\(lines.location(ofByte: $0.offset).line): \($0.message)"
        }
        #expect(invalid.isEmpty, "\(invalid)")
        #expect(style.issues.filter { $0.kind == .unsupported }.map(\.message) == example.unsupported)

        // Written for mapc's examples and the example archive, with the parts the examples show.
        #expect(style.name?.hasPrefix("mapc ") == true)
        let about = try #require(try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let metadata = about["metadata"] as? [String: Any]
        #expect((metadata?["mapc:about"] as? String)?.contains("mapc's examples") == true)
        #expect(style.sources.map(\.name) == [example.source])
        #expect(style.sources.first?.url?.hasSuffix("://../\(example.archive)") == true)
        #expect(style.sprite == "sprite")
        #expect((20...45).contains(style.layers.count))
        #expect(style.layers.first?.type == .background)
        #expect(style.layers.allSatisfy { $0.type == .background || $0.source == example.source })
        let types = Set(style.layers.compactMap(\.type))
        #expect(types == [.background, .fill, .line, .symbol])
        #expect(style.layers.contains { $0.layout("symbol-placement") != nil && $0.layout("text-field") != nil })
        #expect(style.layers.contains { $0.layout("icon-image") != nil && $0.layout("text-offset") != nil })
        #expect(style.layers.contains { $0.layout("text-transform") != nil && $0.layout("text-max-width") != nil })
        #expect(style.layers.contains { $0.type == .line && $0.paint("line-dasharray") != nil })
        #expect(style.layers.contains { $0.type == .fill && $0.paint("fill-outline-color") != nil && $0.minzoom != nil })
    }

    @Test(arguments: examples) func drawsTheLayersOfItsArchive(_ example: Example) throws {
        let (style, _) = try style(example)
        let archive = try TileArchives.open(path: Self.folder.appendingPathComponent(example.archive).path)
        let archived = Set(archive.metadata.layerNames)
        let used = Set(style.layers.compactMap(\.sourceLayer))
        #expect(used.subtracting(archived) == example.absentLayers)
        // Every layer of the archive is drawn by some style layer.
        #expect(archived.subtracting(used).isEmpty)
    }

    /// Every layer's filter, at a street-scale zoom, against every feature of the archive's
    /// deepest tiles: which layers draw something, and that their properties evaluate for what
    /// they draw.
    @Test(arguments: examples) func filtersPickTheArchivesFeatures(_ example: Example) throws {
        let (style, _) = try style(example)
        let archive = try TileArchives.open(path: Self.folder.appendingPathComponent(example.archive).path)
        let metadata = archive.metadata
        let bounds = try #require(metadata.bounds)
        let zoom = metadata.maxZoom
        let first = tile(west: bounds.west, north: bounds.north, zoom: zoom)
        let last = tile(west: bounds.east, north: bounds.south, zoom: zoom)
        var layers: [String: [StyleFeature]] = [:]
        for x in first.x...last.x {
            for y in first.y...last.y {
                guard let bytes = try archive.tile(z: zoom, x: x, y: y) else { continue }
                for layer in try VectorTile(decoding: bytes).layers {
                    layers[layer.name, default: []] += layer.features.map(styleFeature)
                }
            }
        }
        let mapLibreZoom = 15.0
        var drawingNothing: Set<String> = []
        for layer in style.layers {
            guard let sourceLayer = layer.sourceLayer, let features = layers[sourceLayer] else { continue }
            #expect(layer.shows(atZoom: mapLibreZoom), "\(layer.id)")
            let drawn = features.filter { layer.filter?.passes(zoom: mapLibreZoom, feature: $0) ?? true }
            if drawn.isEmpty { drawingNothing.insert(layer.id) }
            for feature in drawn.prefix(50) {
                for property in layer.layout + layer.paint {
                    do { _ = try property.value.evaluate(zoom: mapLibreZoom, feature: feature) } catch {
                        Issue.record("\(layer.id) \(property.name): \(error.message) for \(feature.properties)")
                    }
                }
            }
        }
        #expect(drawingNothing == example.drawingNothing)
    }

    /// The tile at `zoom` holding the point.
    private func tile(west: Double, north: Double, zoom: Int) -> (x: Int, y: Int) {
        let n = Double(1 << zoom)
        let latitude = north * .pi / 180
        let x = (west + 180) / 360 * n
        let y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * n
        return (Int(x), Int(y))
    }

    /// A tile's feature as a style's filters and expressions see it.
    private func styleFeature(_ feature: VectorTileFeature) -> StyleFeature {
        var properties: [String: StyleValue] = [:]
        for property in feature.properties {
            switch property.value {
            case .string(let text): properties[property.key] = .string(text)
            case .bool(let value): properties[property.key] = .bool(value)
            default: properties[property.key] = property.value.number.map(StyleValue.number) ?? .null
            }
        }
        let type: String
        switch feature.geometry {
        case .points: type = "Point"
        case .lineStrings: type = "LineString"
        case .polygons: type = "Polygon"
        case .unknown: type = "Unknown"
        }
        return StyleFeature(properties: properties, geometryType: type, id: feature.id.map { .number(Double($0)) })
    }
}
