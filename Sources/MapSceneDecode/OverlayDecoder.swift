import MapSceneGeometry
import MapSceneModel
import MapSceneSyntax

/// Decoding of overlays: their shape, level, order and style.
package enum OverlayDecoder {
    package static let shapeKeys = SceneVocabulary.shapeKeys
    private static let shapeKeyNames = KeyNames(shapeKeys)
    private static let keyNames = KeyNames(keys)
    package static let keys = SceneVocabulary.overlay.keyNames
    /// The keys of `{source: FILE}`.
    package static let sourceKeys = SceneVocabulary.sourceFile.keyNames

    package static func decode(_ node: SyntaxNode, index: Int, _ context: DecodingContext) -> Overlay? {
        decode(node, index: index, points: nil, context)
    }

    /// Decodes an overlay read in the DSL's plain form: its mapping, with the points of its shape
    /// as they were read.
    package static func decode(_ statement: OverlayStatement, _ context: DecodingContext) -> Overlay? {
        decode(statement.mapping, index: 0, points: statement.coordinates, context)
    }

    /// `points`: the coordinates of a `polyline` or `polygon` list read flat, when the shape's
    /// node stands for them (`OverlayStatement`).
    private static func decode(_ node: SyntaxNode, index: Int, points: [Coordinate]?, _ context: DecodingContext) -> Overlay? {
        guard let m = context.mapping(node, "overlay", keys: keyNames) else { return nil }
        let id =
            m["id"].map { node in
                context.identifier(node, for: "overlay id").map { id in
                    context.identifiers.define(id, .overlay, at: node.range)
                    return id
                }
            } ?? "overlay-\(index + 1)"

        guard let shapeEntry = m.onlyEntry(where: shapeKeyNames.contains, saying: "an overlay has one shape", context) else {
            context.report(.missingKey, "an overlay needs a shape: one of \(shapeKeys.joined(separator: ", "))", at: m.startRange)
            return nil
        }
        var shape = decodeShape(shapeEntry, m, points: points, context)

        let geodesic = m["geodesic"].flatMap { context.bool($0, for: "geodesic") } ?? false
        if geodesic, !["polyline", "data", "geojson"].contains(shapeEntry.key), let entry = m.entry("geodesic") {
            context.report(.unusedSetting, "geodesic applies only to polylines and the lines of data files", at: entry.keyRange)
        }
        let level = m["level"].flatMap { context.name($0, for: "overlay level", as: OverlayLevel.self) } ?? .aboveLabels
        let order = decodeOrder(m, context)
        let styleName = m["style"].flatMap { node in
            context.identifier(node, for: "style name").map { name in
                context.identifiers.refer(to: name, as: IdentifiedKind.onlyStyle, at: node.range, from: "style")
                return name
            }
        }
        let style = StyleDecoder.decodeSettings(m, context)
        if shapeEntry.key == "tiles" {
            // Tiles are pictures: of a style, only their opacity applies.
            for entry in m.entries where StyleDecoder.keys.contains(entry.key) && entry.key != "opacity" {
                context.report(
                    .unusedSetting, "'\(entry.key)' has no effect on a tile overlay; only opacity applies to its images",
                    at: entry.keyRange)
            }
        }
        var title: String?
        if case .data(var layer)? = shape, let node = m["title"] {
            // A data overlay's title is a template: with placeholders it labels each feature.
            if let template = context.template(node, for: "title") {
                if template.hasPlaceholders {
                    layer.featureTitle = template
                    shape = .data(layer)
                } else {
                    title = template.filled(with: [:])
                }
            } else {
                shape = nil
            }
        } else {
            title = m["title"].flatMap { context.string($0, for: "title") }
        }
        let replaces = m["replacesMapContent"].flatMap { context.bool($0, for: "replacesMapContent") } ?? false

        guard let id, let shape else { return nil }
        return Overlay(
            id: id, shape: shape, geodesic: geodesic, level: level, order: order, styleName: styleName, style: style,
            title: title, replacesMapContent: replaces, range: node.range)
    }

    /// Whether `key` orders an overlay: `z`, `above` or `below`.
    private static func isOrderKey(_ key: String) -> Bool {
        key == "z" || key == "above" || key == "below"
    }

    private static func decodeOrder(_ m: MappingReader, _ context: DecodingContext) -> OverlayOrder {
        guard let entry = m.onlyEntry(where: isOrderKey, saying: "an overlay is ordered by one of z, above or below", context)
        else { return .fileOrder }
        switch entry.key {
        case "z":
            return context.number(entry.value, for: "z", in: -1e9...1e9).map { .z($0) } ?? .fileOrder
        case "above", "below":
            guard let id = context.identifier(entry.value, for: entry.key) else { return .fileOrder }
            context.identifiers.refer(to: id, as: IdentifiedKind.onlyOverlay, at: entry.value.range, from: entry.key)
            return entry.key == "above" ? .above(id: id) : .below(id: id)
        default: return .fileOrder
        }
    }

    /// The keys only a data overlay takes.
    private static let dataOnlyKeys = ["format", "where"]

    private static func decodeShape(_ entry: SyntaxEntry, _ m: MappingReader, points: [Coordinate]?, _ context: DecodingContext)
        -> OverlayShape?
    {
        let node = entry.value
        if entry.key != "data" && entry.key != "geojson" {
            for key in dataOnlyKeys {
                guard let given = m.entry(key) else { continue }
                let inside =
                    ["polyline", "polygon"].contains(entry.key)
                    ? "; a \(entry.key) read from a file takes it inside {source: FILE, \(key): ...}" : ""
                context.report(.unusedSetting, "\(key) applies only to data: FILE\(inside)", at: given.keyRange)
            }
        }
        switch entry.key {
        case "circle":
            guard let m = context.mapping(node, "circle", keys: SceneVocabulary.circle.keyNames) else { return nil }
            let center = m.require("center", context).flatMap { context.coordinate($0, for: "circle center") }
            let radius = m.require("radius", context).flatMap {
                context.distance($0, for: "circle radius", in: 0.01...CameraDecoder.maximumDistance)
            }
            guard let center, let radius else { return nil }
            return .circle(center: center, radius: radius)
        case "polygon":
            if node.elements != nil {
                return coordinateList(node, for: "polygon", minimum: 3, points: points, context).map {
                    .polygon(exterior: $0, holes: [])
                }
            }
            guard let m = context.mapping(node, "polygon", keys: SceneVocabulary.polygon.keyNames) else { return nil }
            if m.has("source") {
                if let extra = m.entries.first(where: { !sourceKeys.contains($0.key) }) {
                    context.report(.misplacedKey, "a polygon read from a source file takes no '\(extra.key)'", at: extra.keyRange)
                }
                return coordinateList(node, for: "polygon", minimum: 3, alsoAllowing: ["exterior", "holes"], context).map {
                    .polygon(exterior: $0, holes: [])
                }
            }
            if let extra = m.entries.first(where: { ["format", "where"].contains($0.key) }) {
                context.report(.misplacedKey, "\(extra.key) goes with source: FILE", at: extra.keyRange)
                return nil
            }
            let exterior = m.require("exterior", context).flatMap {
                coordinateList($0, for: "polygon exterior", minimum: 3, context)
            }
            var holes: [CoordinateList] = []
            if let n = m["holes"] {
                guard let elements = context.list(n, for: "holes") else { return nil }
                holes = elements.compactMap { coordinateList($0, for: "polygon hole", minimum: 3, context) }
                guard holes.count == elements.count else { return nil }
            }
            return exterior.map { .polygon(exterior: $0, holes: holes) }
        case "polyline":
            return coordinateList(node, for: "polyline", minimum: 2, points: points, context).map { .polyline($0) }
        case "path":
            return decodePath(node, context).map { .path($0) }
        case "data":
            return context.dataSource(path: node, format: m["format"], filter: m["where"], for: "data file").map {
                .data(DataLayer(source: $0))
            }
        case "geojson":
            // The older spelling of `data: FILE` for GeoJSON.
            if let given = m.entry("format") {
                context.report(
                    .misplacedKey, "geojson: always reads GeoJSON; use data: FILE with format: to read another",
                    at: given.keyRange)
                return nil
            }
            return context.dataSource(path: node, format: nil, filter: m["where"], for: "geojson file", reading: .geojson).map {
                .data(DataLayer(source: $0))
            }
        default:
            return decodeTiles(node, context).map { .tiles($0) }
        }
    }

    /// `tiles: TEMPLATE`, or `{template: TEMPLATE}` or `{mbtiles: FILE}` with the source's
    /// `attribution` and settings.
    private static func decodeTiles(_ node: SyntaxNode, _ context: DecodingContext) -> TileSource? {
        if let scalar = node.scalar, !scalar.isNull {
            guard
                TileSourceDecoder.check(
                    scalar.text, as: TileLocation(scalar.text), at: node, settings: TileSettings(), in: nil, context)
            else {
                return nil
            }
            return .template(scalar.text, range: node.range)
        }
        let keys = SceneVocabulary.tiles.keyNames
        guard let m = context.mapping(node, "tiles", keys: keys) else { return nil }
        let sources = m.entries.filter { $0.key == "template" || $0.key == "mbtiles" }
        guard let entry = sources.first else {
            context.report(.missingKey, "tiles need a template or an mbtiles file", at: node.range)
            return nil
        }
        if sources.count > 1 {
            context.report(.exclusiveKeys, "tiles have one of template or mbtiles; found both", at: sources[1].keyRange)
            return nil
        }
        var attribution: String?
        if let n = m["attribution"] {
            guard let text = TileSourceDecoder.attribution(n, of: "tile", context) else { return nil }
            attribution = text
        }
        let what = entry.key == "template" ? "tile template" : "mbtiles file"
        guard let path = context.string(entry.value, for: what), let settings = TileSourceDecoder.settings(m, context) else {
            return nil
        }
        let location = entry.key == "mbtiles" ? .archive : TileLocation(path)
        guard TileSourceDecoder.check(path, as: location, at: entry.value, settings: settings, in: m, context) else { return nil }
        if entry.key == "mbtiles" {
            return .mbtiles(path: path, range: entry.value.range, attribution: attribution, settings: settings)
        }
        return .template(path, range: entry.value.range, attribution: attribution, settings: settings)
    }

    /// Inline `[[lat, lon], ...]` (or the `points` read from it) or `{source: FILE}`;
    /// `alsoAllowing` names keys already reported by the caller.
    private static func coordinateList(
        _ node: SyntaxNode, for what: String, minimum: Int, alsoAllowing: Set<String> = [], points: [Coordinate]? = nil,
        _ context: DecodingContext
    ) -> CoordinateList? {
        if let points { return context.atLeast(minimum, points, of: node, for: what).map { .inline($0) } }
        if node.entries != nil {
            guard let m = context.mapping(node, what, keys: sourceKeys + alsoAllowing.sorted()) else { return nil }
            guard let source = m["source"] else {
                context.report(
                    .missingKey, "\(what) needs its coordinates: a list of [latitude, longitude] pairs, or {source: FILE}",
                    at: m.startRange)
                return nil
            }
            return context.dataSource(path: source, format: m["format"], filter: m["where"], for: "source file").map { .file($0) }
        }
        return context.coordinates(node, for: what, minimum: minimum).map { .inline($0) }
    }

    private static func decodePath(_ node: SyntaxNode, _ context: DecodingContext) -> CustomPath? {
        guard let m = context.mapping(node, "path", keys: SceneVocabulary.path.keyNames) else { return nil }
        let origin: PathOrigin? = m.require("origin", context).flatMap { n in
            if n.scalar != nil {
                guard let id = context.identifier(n, for: "path origin") else { return nil }
                context.identifiers.refer(to: id, as: IdentifiedKind.onlyAnnotation, at: n.range, from: "path origin")
                return .annotation(id: id)
            }
            return context.coordinate(n, for: "path origin").map { .coordinate($0) }
        }
        let unit = m["unit"].map { context.distance($0, for: "path unit", in: 0.001...CameraDecoder.maximumDistance) } ?? 1
        let points: [LocalPoint]? = m.require("points", context).flatMap { n in
            guard let elements = context.list(n, for: "path points") else { return nil }
            let points = elements.compactMap { context.pair($0, for: "a path point").map { LocalPoint(x: $0.0, y: $0.1) } }
            guard points.count == elements.count else { return nil }
            guard points.count >= 2 else {
                context.report(.tooFewPoints, "a path needs at least 2 points, found \(points.count)", at: n.range)
                return nil
            }
            return points
        }
        let rotation =
            m["rotate"].map { context.angle($0, for: "path rotation", in: -3600...3600).map { $0 * Double.pi / 180 } } ?? 0
        let offset =
            m["offset"].map { context.pair($0, for: "path offset").map { LocalPoint(x: $0.0, y: $0.1) } }
            ?? LocalPoint(x: 0, y: 0)
        let closed = m["closed"].flatMap { context.bool($0, for: "path closed") } ?? true
        guard let origin, let unit, let points, let rotation, let offset else { return nil }
        return CustomPath(origin: origin, unit: unit, points: points, rotation: rotation, offset: offset, closed: closed)
    }
}
