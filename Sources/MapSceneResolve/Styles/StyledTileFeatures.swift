import Foundation
import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList
import MapSceneStyle

/// Vector tiles drawn in a MapLibre style: each tile feature goes through the style's layers that
/// draw its source layer, and every layer whose filter it passes at the map's zoom gets it with
/// that layer's paint and text worked out for it.
package struct StyledTileFeatures: TileFeatureCollector {
    /// The layers that draw something, in the style's order.
    package private(set) var layers: [StyledLayer] = []
    /// How many features and vertices the layers hold.
    package private(set) var featureCount = 0
    package private(set) var vertexCount = 0
    /// The source layers the tiles held, in the order first met.
    package private(set) var tileLayerNames: [String] = []
    /// The icons the symbol layers name.
    package private(set) var iconNames: Set<String> = []

    private let style: MapLibreStyle
    /// MapLibre's zoom of the map.
    private let zoom: Double
    /// For each source layer, the style layers that draw it: the index in `style.layers` and in `layers`.
    private let drawing: [String: [(style: Int, drawn: Int)]]
    /// For each drawn layer, the pieces of its areas the tiles cut, joined again by feature id.
    private var pieces: [TilePieces]
    private var seenLayers: Set<String> = []
    private var namedPoints: Set<String> = []

    /// Features drawn by the layers of `style` that draw from its source `source`, at web zoom `webZoom`.
    package init(style: MapLibreStyle, source: String, webZoom: Double) {
        self.style = style
        let zoom = StyleZoom.mapLibreZoom(fromWebZoom: webZoom)
        self.zoom = zoom
        var drawing: [String: [(style: Int, drawn: Int)]] = [:]
        var layers: [StyledLayer] = []
        for (index, layer) in style.layers.enumerated() where layer.shows(atZoom: zoom) {
            switch layer.type {
            case .background:
                var paint = StyledPaint()
                let color =
                    Self.color(layer.paint("background-color"), zoom: zoom, feature: nil) ?? StyleColor(red: 0, green: 0, blue: 0)
                paint.fill = color.color
                paint.opacity = Self.number(layer.paint("background-opacity"), zoom: zoom, feature: nil) ?? 1
                layers.append(StyledLayer(id: layer.id, kind: .background, background: paint))
            case .fill, .fillExtrusion, .line, .circle, .symbol:
                guard layer.source == source, let sourceLayer = layer.sourceLayer else { continue }
                let kind: StyledLayer.Kind =
                    switch layer.type! {
                    case .line: .line
                    case .circle: .circle
                    case .symbol: .symbol
                    default: .fill
                    }
                drawing[sourceLayer, default: []].append((index, layers.count))
                layers.append(StyledLayer(id: layer.id, kind: kind))
            case .raster, nil:
                continue
            }
        }
        self.layers = layers
        self.drawing = drawing
        pieces = Array(repeating: TilePieces(), count: layers.count)
    }

    /// Adds the features of `tile`, drawn for `drawn.requested`.
    package mutating func add(_ tile: VectorTile, for drawn: OverzoomedTile) {
        let square = TileSquare(drawn)
        for layer in tile.layers {
            if seenLayers.insert(layer.name).inserted { tileLayerNames.append(layer.name) }
            guard let targets = drawing[layer.name] else { continue }
            for feature in layer.features {
                let geometryType: String
                switch feature.geometry {
                case .unknown: continue
                case .points: geometryType = "Point"
                case .lineStrings: geometryType = "LineString"
                case .polygons: geometryType = "Polygon"
                }
                var properties: [String: StyleValue] = [:]
                for property in feature.properties { properties[property.key] = Self.value(property.value) }
                let styleFeature = StyleFeature(
                    properties: properties, geometryType: geometryType, id: feature.id.map { .number(Double($0)) })
                // Areas without an id overlap their neighbours' to leave no seam, which a
                // translucent fill would show as a darker line: those are cut exactly.
                var overlapping: BasemapFeature.Geometry??
                var exact: BasemapFeature.Geometry??
                for target in targets {
                    let styleLayer = style.layers[target.style]
                    if let filter = styleLayer.filter, !filter.passes(zoom: zoom, feature: styleFeature) { continue }
                    if overlapping == nil { overlapping = square.geometry(of: feature, extent: layer.extent) }
                    guard let shape = overlapping!,
                        var made = styled(shape, by: styleLayer, as: layers[target.drawn].kind, styleFeature, square)
                    else { continue }
                    if case .areas = shape, feature.id == nil, made.paint.isTranslucent {
                        if exact == nil { exact = square.geometry(of: feature, extent: layer.extent, overlapping: false) }
                        guard let cut = exact!,
                            let remade = styled(cut, by: styleLayer, as: layers[target.drawn].kind, styleFeature, square)
                        else { continue }
                        made = remade
                    }
                    vertexCount += made.geometry.vertexCount
                    if !pieces[target.drawn].add(
                        made, layer: layer.name, id: feature.id, tile: drawn.requested, to: &layers[target.drawn].features)
                    {
                        featureCount += 1
                    }
                }
            }
        }
    }

    /// The feature as `layer` draws it; nil where the layer draws nothing of it.
    private mutating func styled(
        _ geometry: BasemapFeature.Geometry, by layer: MapLibreStyle.Layer, as kind: StyledLayer.Kind, _ feature: StyleFeature,
        _ square: TileSquare
    ) -> StyledFeature? {
        let zoom = self.zoom
        func number(_ name: String, _ fallback: Double) -> Double {
            Self.number(layer.paint(name) ?? layer.layout(name), zoom: zoom, feature: feature) ?? fallback
        }
        func color(_ name: String) -> StyleColor? {
            Self.color(layer.paint(name) ?? layer.layout(name), zoom: zoom, feature: feature)
        }
        func string(_ name: String) -> String? {
            (layer.layout(name) ?? layer.paint(name)).flatMap { try? $0.value.evaluate(zoom: zoom, feature: feature) }?.text
        }
        // A layer painted with a pattern mapc does not draw is left out (and said so), not drawn black.
        if layer.paint("fill-pattern") != nil || layer.paint("line-pattern") != nil
            || layer.paint("fill-extrusion-pattern") != nil
        {
            return nil
        }
        func translate(_ name: String) -> CanvasPoint {
            Self.pair((layer.paint(name) ?? layer.layout(name)).flatMap { try? $0.value.evaluate(zoom: zoom, feature: feature) })
                ?? CanvasPoint(x: 0, y: 0)
        }
        var made = styledShape(geometry, by: layer, as: kind, feature, square, number: number, color: color, string: string)
        let translation = translate(
            layer.type == .fillExtrusion
                ? "fill-extrusion-translate"
                : kind == .fill ? "fill-translate" : kind == .line ? "line-translate" : "circle-translate")
        if kind != .symbol { made?.paint.translate = translation }
        return made
    }

    /// The feature's shape and paint as `layer` draws it.
    private mutating func styledShape(
        _ geometry: BasemapFeature.Geometry, by layer: MapLibreStyle.Layer, as kind: StyledLayer.Kind, _ feature: StyleFeature,
        _ square: TileSquare, number: (String, Double) -> Double, color: (String) -> StyleColor?, string: (String) -> String?
    ) -> StyledFeature? {
        let black = StyleColor(red: 0, green: 0, blue: 0)
        switch kind {
        case .background:
            return nil
        case .fill:
            guard case .areas(let polygons) = geometry else { return nil }
            let extruded = layer.type == .fillExtrusion
            let fill = color(extruded ? "fill-extrusion-color" : "fill-color") ?? black
            var paint = StyledPaint(fill: fill.color, opacity: number(extruded ? "fill-extrusion-opacity" : "fill-opacity", 1))
            var outline: [[MapPoint]] = []
            if !extruded, let stroke = color("fill-outline-color"), string("fill-antialias") != "false" {
                paint.stroke = stroke.color
                paint.width = 1
                outline = polygons.flatMap { $0.flatMap(square.outline) }
            }
            guard var made = StyledFeature(geometry: geometry, paint: paint) else { return nil }
            made.outline = outline
            return made
        case .line:
            var lines: [[MapPoint]]
            switch geometry {
            case .points: return nil
            case .lines(let parts): lines = parts
            case .areas(let polygons): lines = polygons.flatMap { $0.flatMap(square.outline) }
            }
            guard !lines.isEmpty else { return nil }
            let width = max(number("line-width", 1), 0)
            let gap = max(number("line-gap-width", 0), 0)
            // A line with a gap is drawn as the band it edges: the road drawn over it fills the gap.
            let drawnWidth = gap > 0 ? gap + 2 * width : width
            var dash: [Double] = []
            if let value = layer.paint("line-dasharray").flatMap({ try? $0.value.evaluate(zoom: zoom, feature: feature) }),
                case .array(let elements) = value
            {
                let lengths = elements.compactMap(\.number)
                if lengths.count == elements.count, lengths.contains(where: { $0 > 0 }), lengths.allSatisfy({ $0 >= 0 }) {
                    dash = lengths.map { $0 * max(width, 1) }
                }
            }
            let paint = StyledPaint(
                stroke: (color("line-color") ?? black).color, width: drawnWidth, opacity: number("line-opacity", 1), dash: dash,
                lineCap: LineCap(rawValue: string("line-cap") ?? "") ?? .butt,
                lineJoin: LineJoin(rawValue: string("line-join") ?? "") ?? (string("line-join") == "fakeround" ? .round : .miter),
                offset: number("line-offset", 0))
            return StyledFeature(geometry: .lines(lines), paint: paint)
        case .circle:
            guard case .points = geometry else { return nil }
            let strokeWidth = max(number("circle-stroke-width", 0), 0)
            // The fill and the stroke have opacities of their own, so each goes into its color;
            // the stroke lies outside the radius, so the circle drawn reaches to its middle.
            var fill = color("circle-color") ?? black
            fill.alpha *= number("circle-opacity", 1)
            var stroke = color("circle-stroke-color") ?? black
            stroke.alpha *= number("circle-stroke-opacity", 1)
            let paint = StyledPaint(
                fill: fill.color, stroke: strokeWidth > 0 ? stroke.color : nil, width: strokeWidth,
                radius: max(number("circle-radius", 5), 0) + strokeWidth / 2)
            return StyledFeature(geometry: geometry, paint: paint)
        case .symbol:
            return symbol(geometry, layer: layer, feature, number: number, color: color, string: string)
        }
    }

    /// A symbol layer's text and icon for a feature; nil when it has neither.
    private mutating func symbol(
        _ geometry: BasemapFeature.Geometry, layer: MapLibreStyle.Layer, _ feature: StyleFeature,
        number: (String, Double) -> Double, color: (String) -> StyleColor?, string: (String) -> String?
    ) -> StyledFeature? {
        var text = string("text-field") ?? ""
        switch string("text-transform") {
        case "uppercase": text = text.uppercased()
        case "lowercase": text = text.lowercased()
        default: break
        }
        text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let icon = string("icon-image").flatMap { $0.isEmpty ? nil : $0 }
        guard !text.isEmpty || icon != nil else { return nil }
        let placement: StyledSymbol.Placement = (string("symbol-placement") ?? "point") == "point" ? .point : .line
        if placement == .line, case .points = geometry { return nil }
        let size = max(number("text-size", 16), 1)
        let fonts = (layer.layout("text-font")).flatMap { try? $0.value.evaluate(zoom: zoom, feature: feature) }
        let fontName: String =
            if case .array(let names) = fonts, let first = names.first?.string { first } else { "" }
        let bold = ["Bold", "Black", "Heavy", "Semibold", "SemiBold"].contains { fontName.contains($0) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        if placement == .point {
            let maxWidth = number("text-max-width", 10) * size
            lines = lines.flatMap { Self.wrapped($0, size: size, bold: bold, maxWidth: maxWidth) }
        } else {
            lines = [lines.joined(separator: " ")]
        }
        if text.isEmpty { lines = [] }
        var offset =
            Self.pair(layer.layout("text-offset").flatMap { try? $0.value.evaluate(zoom: zoom, feature: feature) })
            ?? CanvasPoint(x: 0, y: 0)
        if let translate = Self.pair(
            layer.paint("text-translate").flatMap { try? $0.value.evaluate(zoom: zoom, feature: feature) })
        {
            // Points, where the offset counts in ems.
            offset.x += translate.x / size
            offset.y += translate.y / size
        }
        let halo = color("text-halo-color")
        let opacity = number("text-opacity", 1)
        var ink = color("text-color") ?? StyleColor(red: 0, green: 0, blue: 0)
        ink.alpha *= opacity
        if let icon { iconNames.insert(icon) }
        var made = StyledSymbol(
            lines: lines, size: size, color: ink.color, haloColor: halo.flatMap { $0.alpha > 0 ? $0.color : nil },
            haloWidth: number("text-halo-width", 0), bold: bold, placement: placement,
            anchor: string("text-anchor") ?? "center", offset: offset, icon: icon, iconSize: number("icon-size", 1),
            rank: number("symbol-sort-key", 0))
        made.lineHeight = number("text-line-height", 1.2)
        made.justify = string("text-justify") ?? "center"
        made.iconAnchor = string("icon-anchor") ?? "center"
        made.iconOpacity = number("icon-opacity", 1)
        if let offset = Self.pair(layer.layout("icon-offset").flatMap { try? $0.value.evaluate(zoom: zoom, feature: feature) }) {
            made.iconOffset = offset
        }
        var shape = geometry
        if case .points(let points) = geometry {
            // A name repeated by several tiles is kept once.
            guard namedPoints.insert("\(layer.id)|\(text)|\(icon ?? "")").inserted || text.isEmpty else { return nil }
            shape = .points([points[0]])
        }
        return StyledFeature(geometry: shape, paint: StyledPaint(), symbol: made)
    }

    /// `text` broken at spaces into lines no wider than `maxWidth` (a word longer than that on its own).
    package static func wrapped(_ text: String, size: Double, bold: Bool, maxWidth: Double) -> [String] {
        let weight: TextWeight = bold ? .bold : .regular
        guard TextMetrics.width(of: text, size: size, weight: weight) > maxWidth else { return [text] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty, TextMetrics.width(of: candidate, size: size, weight: weight) > maxWidth {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// A value of two numbers (an offset, a translation) as a point.
    private static func pair(_ value: StyleValue?) -> CanvasPoint? {
        guard case .array(let pair) = value, pair.count == 2, let x = pair[0].number, let y = pair[1].number else { return nil }
        return CanvasPoint(x: x, y: y)
    }

    private static func number(_ property: MapLibreStyle.Property?, zoom: Double, feature: StyleFeature?) -> Double? {
        guard let property, let value = try? property.value.evaluate(zoom: zoom, feature: feature) else { return nil }
        return value.number
    }

    private static func color(_ property: MapLibreStyle.Property?, zoom: Double, feature: StyleFeature?) -> StyleColor? {
        guard let property, let value = try? property.value.evaluate(zoom: zoom, feature: feature) else { return nil }
        return value.colorValue
    }

    /// A tile property's value as expressions see it.
    private static func value(_ value: VectorTileValue) -> StyleValue {
        switch value {
        case .string(let s): .string(s)
        case .bool(let b): .bool(b)
        default: .number(value.number ?? 0)
        }
    }
}
