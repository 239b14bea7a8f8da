import MapSceneBase

/// A MapLibre style document (style spec version 8) as mapc reads it: its sources, its layers
/// in drawing order with their filters and properties compiled into expressions, and every
/// part it does not draw or could not read as a located `StyleIssue`.
package struct MapLibreStyle: Sendable {
    /// A tile source the layers draw from.
    package struct Source: Sendable {
        package var name: String
        /// `vector`, `raster`, or another type (kept, and reported as unsupported).
        package var type: String
        /// The TileJSON URL, if given (`pmtiles://…`, `mbtiles://…`, `https://…`).
        package var url: String?
        /// Tile URL templates, if given.
        package var tiles: [String]
        /// Where the source is written in the style file.
        package var offset: Int
    }

    /// A layer's type.
    package enum LayerType: String, Sendable, CaseIterable {
        case background, fill, line, circle, symbol, raster
        case fillExtrusion = "fill-extrusion"
    }

    /// A layout or paint property: its name and its value compiled into an expression.
    package struct Property: Sendable {
        package var name: String
        package var value: StyleExpression
        /// Where the property's value is written.
        package var offset: Int
    }

    /// A layer, in the order drawn.
    package struct Layer: Sendable {
        package var id: String
        /// The layer's type; nil for a type mapc does not draw (`heatmap`, `hillshade`, …).
        package var type: LayerType?
        /// The type as written.
        package var typeName: String
        package var source: String?
        package var sourceLayer: String?
        /// The MapLibre zooms the layer shows at: from `minzoom`, up to (not including) `maxzoom`.
        package var minzoom: Double?
        package var maxzoom: Double?
        /// Which features the layer draws; nil for all.
        package var filter: StyleExpression?
        package var layout: [Property]
        package var paint: [Property]
        /// `layout.visibility`: false for `none`.
        package var visible: Bool
        /// Where the layer's object starts in the style file.
        package var offset: Int

        /// The layout property `name`, if the layer sets it.
        package func layout(_ name: String) -> Property? { layout.first { $0.name == name } }
        /// The paint property `name`, if the layer sets it.
        package func paint(_ name: String) -> Property? { paint.first { $0.name == name } }

        /// Whether the layer shows at MapLibre zoom `zoom` (`minzoom` ≤ zoom < `maxzoom`).
        package func shows(atZoom zoom: Double) -> Bool {
            visible && minzoom.map { zoom >= $0 } ?? true && maxzoom.map { zoom < $0 } ?? true
        }
    }

    /// Why a file is not a style: not JSON, or JSON that is not a style document.
    package struct Failure: Error, Equatable, Sendable {
        package var message: String
        /// The byte offset in the file.
        package var offset: Int

        /// The failure's place in the style file, for a diagnostic.
        package func range(in lines: SourceLines) -> SourceRange {
            SourceRange(at: lines.location(ofByte: offset))
        }
    }

    package var version: Int
    package var name: String?
    package var sources: [Source]
    package var layers: [Layer]
    /// The sprite's URL (the first, where several are given), if any.
    package var sprite: String?
    /// The glyphs' URL template, if any.
    package var glyphs: String?
    /// What mapc does not draw or could not read, in the order found.
    package var issues: [StyleIssue]

    /// The style in `bytes`, or why it is not one.
    package static func parse(_ bytes: [UInt8]) -> Result<MapLibreStyle, Failure> {
        let document: LocatedJSON
        switch LocatedJSON.parse(bytes) {
        case .success(let value): document = value
        case .failure(let failure):
            return .failure(Failure(message: "the style is not JSON: \(failure.message)", offset: failure.offset))
        }
        guard document.members != nil else {
            return .failure(Failure(message: "a style is a JSON object, not \(document.kindName)", offset: document.offset))
        }
        guard let versionJSON = document["version"] else {
            return .failure(Failure(message: "a style needs `\"version\": 8`", offset: document.offset))
        }
        guard versionJSON.integer == 8 else {
            let version = versionJSON.integer.map { "version \($0)" } ?? "a version that is \(versionJSON.kindName)"
            return .failure(Failure(message: "mapc reads version 8 styles, not \(version)", offset: versionJSON.offset))
        }
        guard let layersJSON = document["layers"] else {
            return .failure(Failure(message: "a style needs `layers`", offset: document.offset))
        }
        guard let layerElements = layersJSON.elements else {
            return .failure(Failure(message: "`layers` is an array, not \(layersJSON.kindName)", offset: layersJSON.offset))
        }
        var reader = Reader()
        var sources: [Source] = []
        if let sourcesJSON = document["sources"] {
            guard let members = sourcesJSON.members else {
                return .failure(
                    Failure(message: "`sources` is an object, not \(sourcesJSON.kindName)", offset: sourcesJSON.offset))
            }
            for (name, json) in members {
                guard let type = json["type"]?.string else {
                    return .failure(Failure(message: "the source `\(name)` needs a `type`", offset: json.offset))
                }
                if type != "vector" && type != "raster" {
                    reader.compiler.issues.append(
                        StyleIssue(.unsupported, "the source type `\(type)` (source `\(name)`)", at: json.offset))
                }
                sources.append(
                    Source(
                        name: name, type: type, url: json["url"]?.string,
                        tiles: json["tiles"]?.elements?.compactMap(\.string) ?? [],
                        offset: json.offset))
            }
        }
        var layers: [Layer] = []
        var ids: Set<String> = []
        for json in layerElements {
            switch reader.layer(json) {
            case .success(let layer):
                guard ids.insert(layer.id).inserted else {
                    return .failure(Failure(message: "two layers have the id `\(layer.id)`", offset: json.offset))
                }
                if layer.type != nil && layer.type != .background {
                    // A layer without its tiles draws nothing: said, not left blank.
                    if let source = layer.source {
                        if !sources.contains(where: { $0.name == source }) {
                            reader.compiler.issues.append(
                                StyleIssue(
                                    .invalid, "the layer `\(layer.id)` draws from `\(source)`, a source the style does not have",
                                    at: json["source"]!.offset))
                        }
                    } else {
                        reader.compiler.issues.append(
                            StyleIssue(.invalid, "the layer `\(layer.id)` needs a `source`", at: json.offset))
                    }
                }
                layers.append(layer)
            case .failure(let failure): return .failure(failure)
            }
        }
        let sprite: String? = document["sprite"].flatMap { $0.string ?? $0.elements?.first?["url"]?.string }
        return .success(
            MapLibreStyle(
                version: 8, name: document["name"]?.string, sources: sources, layers: layers, sprite: sprite,
                glyphs: document["glyphs"]?.string, issues: reader.compiler.issues))
    }

    /// Reads layers, compiling their expressions with one compiler so their issues are kept in order.
    private struct Reader {
        var compiler = StyleExpressionCompiler()

        mutating func layer(_ json: LocatedJSON) -> Result<Layer, Failure> {
            guard json.members != nil else {
                return .failure(Failure(message: "a layer is an object, not \(json.kindName)", offset: json.offset))
            }
            guard let id = json["id"]?.string else {
                return .failure(Failure(message: "a layer needs an `id` string", offset: json.offset))
            }
            guard let typeJSON = json["type"], let typeName = typeJSON.string else {
                return .failure(Failure(message: "the layer `\(id)` needs a `type` string", offset: json.offset))
            }
            let type = LayerType(rawValue: typeName)
            if type == nil {
                compiler.issues.append(
                    StyleIssue(.unsupported, "the layer type `\(typeName)` (layer `\(id)`)", at: typeJSON.offset))
            }
            func zoom(_ key: String) -> Result<Double?, Failure> {
                guard let value = json[key] else { return .success(nil) }
                guard case .number(let n) = value.value else {
                    return .failure(Failure(message: "the layer `\(id)`'s `\(key)` is a number", offset: value.offset))
                }
                return .success(n)
            }
            let minzoom: Double?
            let maxzoom: Double?
            switch (zoom("minzoom"), zoom("maxzoom")) {
            case (.success(let a), .success(let b)): (minzoom, maxzoom) = (a, b)
            case (.failure(let f), _), (_, .failure(let f)): return .failure(f)
            }
            if json["ref"] != nil {
                compiler.issues.append(
                    StyleIssue(.unsupported, "the layer property `ref` (layer `\(id)`)", at: json["ref"]!.offset))
            }
            let filter = json["filter"].map { compiler.filter($0) }
            var layout: [Property] = []
            var paint: [Property] = []
            var visible = true
            for (group, key) in [(0, "layout"), (1, "paint")] {
                guard let groupJSON = json[key] else { continue }
                guard let members = groupJSON.members else {
                    return .failure(
                        Failure(
                            message: "the layer `\(id)`'s `\(key)` is an object, not \(groupJSON.kindName)",
                            offset: groupJSON.offset))
                }
                for (name, value) in members {
                    if name == "visibility" {
                        guard let v = value.string, v == "visible" || v == "none" else {
                            return .failure(Failure(message: "`visibility` is \"visible\" or \"none\"", offset: value.offset))
                        }
                        visible = v == "visible"
                        continue
                    }
                    if type != nil && !StyleProperties.drawn.contains(name) {
                        compiler.issues.append(
                            StyleIssue(.unsupported, "the \(key) property `\(name)` (layer `\(id)`)", at: value.offset))
                    }
                    let property = Property(name: name, value: compiler.property(value, name: name), offset: value.offset)
                    if group == 0 { layout.append(property) } else { paint.append(property) }
                }
            }
            return .success(
                Layer(
                    id: id, type: type, typeName: typeName, source: json["source"]?.string,
                    sourceLayer: json["source-layer"]?.string,
                    minzoom: minzoom, maxzoom: maxzoom, filter: filter, layout: layout, paint: paint, visible: visible,
                    offset: json.offset))
        }
    }
}
