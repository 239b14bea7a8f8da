import Foundation
import MapSceneBase
import MapSceneCamera
import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// Vector tile basemaps drawn in their MapLibre style: the style's layers in its order, those
/// before its first symbol layer in `base` under the scene's overlays, the rest over the
/// `aboveRoads` overlays, and its text and icons as requests for the one placement pass, which
/// gives them way to the scene's own pins, callouts and titles.
package enum StyledBasemapLayer {
    /// What the styled basemaps draw.
    package struct Drawn {
        /// Each entry's layers before its style's first symbol layer, by its index in the basemap list.
        package var areas: [Int: [RenderItem]] = [:]
        /// The other layers that are not symbols, drawn over the `aboveRoads` overlays and under the text.
        package var over: [RenderItem] = []
        /// Text and icons, in the order they are placed: the style's topmost layer first.
        package var symbols: [StyledLabelRequest] = []
        /// What each drawn entry credits, by its index in the basemap list.
        package var credits: [Int: String] = [:]
        /// The icons' images, by key.
        package var images: [String: RenderImage] = [:]
    }

    /// The items of every styled basemap of `scene`, leaving out the layers in `hidden`.
    package static func draw(_ scene: Scene, viewport: Viewport, tolerance: Double, hidden: Set<RenderLayer>) -> Drawn {
        var drawn = Drawn()
        guard scene.map.type != .none else { return drawn }
        for (index, source) in scene.map.basemap.enumerated() {
            guard let path = source.path, let basemap = scene.styledBasemaps[path] else { continue }
            let builder = Builder(
                prefix: "basemap.\(index)", viewport: viewport, tolerance: tolerance, source: source.range?.start,
                basemap: basemap)
            let firstSymbol = basemap.firstSymbolLayer ?? basemap.layers.count
            var symbols: [[StyledLabelRequest]] = []
            for (layerIndex, layer) in basemap.layers.enumerated() {
                if layer.kind == .symbol {
                    if !hidden.contains(.labels) { symbols.append(builder.symbols(of: layer, index: layerIndex)) }
                    continue
                }
                let below = layerIndex < firstSymbol
                if hidden.contains(below ? .base : .labels) { continue }
                let items = builder.items(of: layer, index: layerIndex, in: below ? .base : .labels)
                if below { drawn.areas[index, default: []] += items } else { drawn.over += items }
            }
            drawn.symbols = symbols.reversed().flatMap { $0 } + drawn.symbols
            for (name, icon) in basemap.icons {
                drawn.images["basemap.\(index)#\(name)"] = RenderImage(mediaType: "image/png", href: icon.href)
            }
            if let attribution = source.attribution ?? basemap.attribution { drawn.credits[index] = attribution }
        }
        return drawn
    }

    /// Draws the layers of one styled basemap.
    package struct Builder {
        package let prefix: String
        package let viewport: Viewport
        package let tolerance: Double
        package let source: SourceLocation?
        package let basemap: StyledBasemap

        /// The items of a layer that is not a symbol layer.
        package func items(of layer: StyledLayer, index: Int, in renderLayer: RenderLayer) -> [RenderItem] {
            let id = "\(prefix).\(layer.id)"
            switch layer.kind {
            case .background:
                guard let paint = layer.background else { return [] }
                let frame = CanvasRect(x: 0, y: 0, width: viewport.canvasWidth, height: viewport.canvasHeight)
                return [
                    RenderItem(
                        id: id, layer: renderLayer, shape: .rect(frame),
                        style: RenderStyle(fill: paint.fill, opacity: paint.opacity),
                        source: source)
                ]
            case .fill: return fills(of: layer, id: id, in: renderLayer)
            case .line: return lines(of: layer, id: id, in: renderLayer)
            case .circle: return circles(of: layer, id: id, in: renderLayer)
            case .symbol: return []
            }
        }

        /// `points` moved by `translation` (a layer's `…-translate`).
        private func moved(_ points: [CanvasPoint], by translation: CanvasPoint) -> [CanvasPoint] {
            translation.x == 0 && translation.y == 0
                ? points : points.map { CanvasPoint(x: $0.x + translation.x, y: $0.y + translation.y) }
        }

        private func inView(_ layer: StyledLayer) -> [StyledFeature] {
            layer.features.filter { viewport.mayShow($0.bounds, margin: 64) }
        }

        /// One item per feature, its parts together so that pieces that meet leave no seam; and
        /// the outlines of those that have them, as one item.
        private func fills(of layer: StyledLayer, id: String, in renderLayer: RenderLayer) -> [RenderItem] {
            let output = OutputGeometry(viewport: viewport, strokeWidth: 0, tolerance: tolerance)
            var items: [RenderItem] = []
            var outlines: [RenderStyle: [[CanvasPoint]]] = [:]
            var outlineOrder: [RenderStyle] = []
            for feature in inView(layer) {
                guard case .areas(let polygons) = feature.geometry else { continue }
                let t = feature.paint.translate
                let rings = polygons.compactMap { output.polygon($0.map { moved(viewport.ring($0), by: t) }) }.flatMap { $0 }
                guard !rings.isEmpty else { continue }
                items.append(
                    RenderItem(
                        id: "\(id).\(items.count)", layer: renderLayer, shape: .polygon(rings: rings),
                        style: RenderStyle(fill: feature.paint.fill, opacity: feature.paint.opacity), source: source))
                if let stroke = feature.paint.stroke, !feature.outline.isEmpty {
                    let style = RenderStyle(
                        stroke: stroke, strokeWidth: feature.paint.width, lineJoin: .round, opacity: feature.paint.opacity)
                    if outlines[style] == nil { outlineOrder.append(style) }
                    outlines[style, default: []] += feature.outline.flatMap(viewport.lineParts).map { moved($0, by: t) }
                }
            }
            for (n, style) in outlineOrder.enumerated() {
                let parts = OutputGeometry(viewport: viewport, strokeWidth: style.strokeWidth, tolerance: tolerance).lines(
                    outlines[style]!)
                guard !parts.isEmpty else { continue }
                items.append(
                    RenderItem(
                        id: "\(id).outline" + (n == 0 ? "" : ".\(n)"), layer: renderLayer, shape: .polyline(parts: parts),
                        style: style, source: source))
            }
            return items
        }

        /// One item per paint: the lines of a layer drawn alike go in one path.
        private func lines(of layer: StyledLayer, id: String, in renderLayer: RenderLayer) -> [RenderItem] {
            var groups: [StyledPaint: [[CanvasPoint]]] = [:]
            var order: [StyledPaint] = []
            for feature in inView(layer) {
                guard case .lines(let lines) = feature.geometry else { continue }
                var parts = lines.flatMap(viewport.lineParts).map { moved($0, by: feature.paint.translate) }
                if feature.paint.offset != 0 { parts = parts.map { LineOffset.offset($0, by: feature.paint.offset) } }
                if groups[feature.paint] == nil { order.append(feature.paint) }
                groups[feature.paint, default: []] += parts
            }
            var items: [RenderItem] = []
            for paint in order {
                let output = OutputGeometry(viewport: viewport, strokeWidth: paint.width, tolerance: tolerance)
                let parts = output.lines(groups[paint]!)
                guard !parts.isEmpty, paint.width > 0 else { continue }
                items.append(
                    RenderItem(
                        id: items.isEmpty ? id : "\(id).\(items.count)", layer: renderLayer, shape: .polyline(parts: parts),
                        style: RenderStyle(
                            stroke: paint.stroke, strokeWidth: paint.width, dash: paint.dash, lineCap: paint.lineCap,
                            lineJoin: paint.lineJoin, opacity: paint.opacity),
                        source: source))
            }
            return items
        }

        private func circles(of layer: StyledLayer, id: String, in renderLayer: RenderLayer) -> [RenderItem] {
            var items: [RenderItem] = []
            for feature in inView(layer) {
                guard case .points(let points) = feature.geometry else { continue }
                for point in points {
                    guard let point = viewport.visibleCanvasPoint(point) else { continue }
                    let paint = feature.paint
                    let at = CanvasPoint(x: point.x + paint.translate.x, y: point.y + paint.translate.y)
                    items.append(
                        RenderItem(
                            id: "\(id).\(items.count)", layer: renderLayer, shape: .dot(center: at, radius: paint.radius),
                            style: RenderStyle(
                                stroke: paint.stroke, strokeWidth: paint.width, fill: paint.fill, opacity: paint.opacity),
                            source: source))
                }
            }
            return items
        }

        // MARK: Symbols

        /// The layer's text and icons as placement requests: at points, in areas, along lines.
        package func symbols(of layer: StyledLayer, index: Int) -> [StyledLabelRequest] {
            let id = "\(prefix).\(layer.id)"
            var requests: [StyledLabelRequest] = []
            // Names along lines: one request per text, with spots along every piece of it.
            var alongLines: [String: (symbol: StyledSymbol, parts: [[CanvasPoint]], order: Int)] = [:]
            let output = OutputGeometry(viewport: viewport, strokeWidth: 0, tolerance: max(tolerance, 0.5))
            // Lower sort keys are placed first; features with equal keys keep the archive's order.
            let features = inView(layer).enumerated().sorted {
                ($0.element.symbol?.rank ?? 0, $0.offset) < ($1.element.symbol?.rank ?? 0, $1.offset)
            }.map(\.element)
            for feature in features {
                guard let symbol = feature.symbol else { continue }
                if symbol.placement == .line, let text = symbol.lines.first {
                    guard case .lines(let lines) = feature.geometry else { continue }
                    let parts = lines.flatMap { output.lines(viewport.lineParts($0)) }
                    let order = alongLines.count
                    alongLines[text, default: (symbol, [], order)].parts += parts
                    continue
                }
                guard let at = anchorPoint(of: feature.geometry) else { continue }
                if let request = pointRequest(symbol, at: at, id: "\(id).\(requests.count)") { requests.append(request) }
            }
            for (text, group) in alongLines.sorted(by: { $0.value.order < $1.value.order }) {
                let symbol = group.symbol
                let weight: TextWeight = symbol.bold ? .bold : .regular
                let width = TextMetrics.width(of: text, size: symbol.size, weight: weight)
                let spots = RoadLabel.spots(width: width, size: symbol.size, parts: RoadLabel.joined(group.parts))
                guard let first = spots.first else { continue }
                let item = RenderItem(
                    id: "\(id).\(requests.count)", layer: .labels,
                    shape: .text(text, at: first.at, size: symbol.size, weight: weight),
                    style: textStyle(symbol), source: source, label: text)
                requests.append(StyledLabelRequest(icon: nil, lines: [item], offsets: [CanvasPoint(x: 0, y: 0)], spots: spots))
            }
            return requests
        }

        /// Where a point-placed symbol of `geometry` goes: the point, an area's inside point
        /// farthest from its outline, a line's middle.
        private func anchorPoint(of geometry: BasemapFeature.Geometry) -> CanvasPoint? {
            switch geometry {
            case .points(let points): return points.first.flatMap(viewport.visibleCanvasPoint)
            case .areas(let polygons):
                guard let largest = polygons.max(by: { extent($0) < extent($1) }) else { return nil }
                guard let pole = PolygonLabel.poleOfInaccessibility(largest.map(viewport.ring), precision: 1) else { return nil }
                return pole.x >= 0 && pole.y >= 0 && pole.x <= viewport.canvasWidth && pole.y <= viewport.canvasHeight
                    ? pole : nil
            case .lines(let lines):
                guard let line = lines.max(by: { $0.count < $1.count }), !line.isEmpty else { return nil }
                return viewport.visibleCanvasPoint(line[line.count / 2])
            }
        }

        /// How far an area's exterior reaches across, for choosing its largest part.
        private func extent(_ polygon: [[MapPoint]]) -> Double {
            guard let bounds = MapRect.bounding(polygon.first ?? []) else { return 0 }
            return bounds.size.width * bounds.size.height
        }

        /// A point symbol's icon and text lines at `at`, as its anchor and offset place them.
        private func pointRequest(_ symbol: StyledSymbol, at: CanvasPoint, id: String) -> StyledLabelRequest? {
            let weight: TextWeight = symbol.bold ? .bold : .regular
            var icon: (item: RenderItem, rect: CanvasRect)?
            if let name = symbol.icon, let image = basemap.icons[name] {
                let width = image.width * symbol.iconSize, height = image.height * symbol.iconSize
                // The icon's middle as its anchor puts it, then moved by its offset.
                let middle = Self.middle(of: width, by: height, anchoredBy: symbol.iconAnchor)
                let frame = CanvasRect(
                    x: at.x + middle.x - width / 2 + symbol.iconOffset.x * symbol.iconSize,
                    y: at.y + middle.y - height / 2 + symbol.iconOffset.y * symbol.iconSize, width: width, height: height)
                let key = "\(prefix)#\(name)"
                icon = (
                    RenderItem(
                        id: id + ".icon", layer: .labels, shape: .image(source: key, frame: frame),
                        style: RenderStyle(opacity: symbol.iconOpacity), source: source),
                    frame
                )
            }
            guard !symbol.lines.isEmpty else {
                return icon.map { StyledLabelRequest(icon: $0, lines: [], offsets: [], spots: [TextSpot(at: at)]) }
            }
            let size = symbol.size
            let lineHeight = symbol.lineHeight * size
            let widths = symbol.lines.map { TextMetrics.width(of: $0, size: size, weight: weight) }
            let blockWidth = widths.max() ?? 0
            let blockHeight = lineHeight * Double(symbol.lines.count)
            // The block's middle from the point, as its anchor puts it, then moved by the offset.
            let middle = Self.middle(of: blockWidth, by: blockHeight, anchoredBy: symbol.anchor)
            let dx = middle.x + symbol.offset.x * size, dy = middle.y + symbol.offset.y * size
            var items: [RenderItem] = []
            var offsets: [CanvasPoint] = []
            var justify = symbol.justify
            if justify == "auto" {
                justify = symbol.anchor.contains("left") ? "left" : symbol.anchor.contains("right") ? "right" : "center"
            }
            for (n, line) in symbol.lines.enumerated() {
                let middle = -blockHeight / 2 + lineHeight * (Double(n) + 0.5)
                let baseline = TextBox.baseline(centeredOn: middle, size: size)
                // A line shorter than the block sits at its left or right edge, or in its middle.
                let shift =
                    justify == "left" ? (widths[n] - blockWidth) / 2 : justify == "right" ? (blockWidth - widths[n]) / 2 : 0
                offsets.append(CanvasPoint(x: dx + shift, y: dy + baseline))
                items.append(
                    RenderItem(
                        id: n == 0 ? id : "\(id).\(n)", layer: .labels,
                        shape: .text(
                            line, at: CanvasPoint(x: at.x + offsets[n].x, y: at.y + offsets[n].y), size: size, weight: weight),
                        style: textStyle(symbol), source: source, label: symbol.lines.joined(separator: " ")))
            }
            return StyledLabelRequest(icon: icon, lines: items, offsets: offsets, spots: [TextSpot(at: at)])
        }

        /// Where the middle of a box `width` by `height` is from the point it is anchored to by
        /// `anchor` (`center`, `top`, `left`, `bottom-right`, …), as MapLibre's anchors say.
        static func middle(of width: Double, by height: Double, anchoredBy anchor: String) -> CanvasPoint {
            CanvasPoint(
                x: anchor.contains("left") ? width / 2 : anchor.contains("right") ? -width / 2 : 0,
                y: anchor.hasPrefix("top") ? height / 2 : anchor.hasPrefix("bottom") ? -height / 2 : 0)
        }

        private func textStyle(_ symbol: StyledSymbol) -> RenderStyle {
            RenderStyle(
                stroke: symbol.haloWidth > 0 ? symbol.haloColor : nil, strokeWidth: 2 * symbol.haloWidth, lineJoin: .round,
                fill: symbol.color)
        }
    }
}

/// A style's text and icon for the placement pass: the icon's frame and the text's lines, each
/// at its offset from a spot, placed at the first spot where all of them fit.
package struct StyledLabelRequest {
    package var icon: (item: RenderItem, rect: CanvasRect)?
    /// The text lines; a line's `at` is replaced by the spot plus its offset.
    package var lines: [RenderItem]
    package var offsets: [CanvasPoint]
    /// Where it may go, best first; an icon stays at the first.
    package var spots: [TextSpot]
}

extension LabelPlacement {
    /// Puts a style's symbol at its first spot where its icon and every line are inside the
    /// canvas and clear of everything placed.
    package mutating func place(_ request: StyledLabelRequest) {
        if let icon = request.icon {
            guard icon.rect.isInside(canvas), taken.isFree(icon.rect) else { return }
        }
        for spot in request.spots {
            var boxes: [TextBox] = []
            var placed: [RenderItem] = []
            for (item, offset) in zip(request.lines, request.offsets) {
                guard case .text(let text, _, let size, let weight) = item.shape else { continue }
                let at = CanvasPoint(x: spot.at.x + offset.x, y: spot.at.y + offset.y)
                let box = TextBox(
                    width: TextMetrics.width(of: text, size: size, weight: weight), size: size,
                    spot: TextSpot(at: at, rotation: spot.rotation))
                guard box.bounds.isInside(canvas), taken.isFree(box) else { break }
                boxes.append(box)
                var moved = item
                moved.shape = .text(text, at: at, size: size, weight: weight)
                moved.rotation = spot.rotation
                placed.append(moved)
            }
            guard placed.count == request.lines.count else { continue }
            if let icon = request.icon {
                taken.insert(icon.rect)
                items.append(icon.item)
            }
            for box in boxes { taken.insert(box) }
            items += placed
            return
        }
    }
}

/// A line drawn beside itself: MapLibre's `line-offset`.
package enum LineOffset {
    /// `line` moved `distance` points to the right of its direction (left when negative), each
    /// vertex along the mean of its segments' normals.
    package static func offset(_ line: [CanvasPoint], by distance: Double) -> [CanvasPoint] {
        guard line.count >= 2 else { return line }
        func normal(_ a: CanvasPoint, _ b: CanvasPoint) -> CanvasPoint? {
            let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
            return length > 0 ? CanvasPoint(x: -dy / length, y: dx / length) : nil
        }
        var result: [CanvasPoint] = []
        for i in line.indices {
            let before = i > 0 ? normal(line[i - 1], line[i]) : nil
            let after = i < line.count - 1 ? normal(line[i], line[i + 1]) : nil
            guard let n = before ?? after else {
                result.append(line[i])
                continue
            }
            var mx = n.x, my = n.y
            if let b = before, let a = after {
                mx = b.x + a.x
                my = b.y + a.y
                let length = (mx * mx + my * my).squareRoot()
                // A mean normal shorter than the segments' means a sharp turn: the miter is capped at twice the offset.
                let cosine = max(length / 2, 0.5)
                if length > 0 { (mx, my) = (mx / length / cosine, my / length / cosine) } else { (mx, my) = (a.x, a.y) }
            }
            result.append(CanvasPoint(x: line[i].x + mx * distance, y: line[i].y + my * distance))
        }
        return result
    }
}
