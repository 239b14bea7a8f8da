import Foundation
import MapSceneBase
import MapSceneCamera
import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// The user's own basemap data drawn in the map type's style: areas (land use, parks, water,
/// buildings, waterways) in `base`, roads (casings under fills, minor under major) and rails in
/// `roads`, and names — places, roads along their roads, points of interest — as requests for
/// the label placement, which puts them in `labels` clear of each other and of the scene's own
/// pins, callouts and titles. Sources stack in the order the scene lists them.
package enum FeatureBasemapLayer {
    /// What the feature basemaps draw.
    package struct Drawn {
        /// Each source's areas, by the source's index in the basemap list.
        package var areas: [Int: [RenderItem]] = [:]
        package var roads: [RenderItem] = []
        /// Place and road names, most important first.
        package var names: [LabelRequest] = []
        /// Points of interest: a dot and a name, shown together or not at all.
        package var pois: [PlaceRequest] = []
        /// What each drawn source credits (an entry's `attribution:`, else the data's own), by the
        /// source's index in the basemap list.
        package var credits: [Int: String] = [:]
    }

    /// The items of every GeoJSON and vector tile basemap of `scene`, leaving out the layers in `hidden`.
    package static func draw(_ scene: Scene, viewport: Viewport, tolerance: Double, hidden: Set<RenderLayer>) -> Drawn {
        var drawn = Drawn()
        guard let style = BasemapFeatureStyle.of(scene.map.type, theme: scene.canvas.theme) else { return drawn }
        var roadNames: [(rank: Int, request: LabelRequest)] = []
        for (index, source) in scene.map.basemap.enumerated() {
            guard let path = source.path, let layer = scene.basemapFeatures[path] else { continue }
            let range = source.range
            let builder = Builder(
                prefix: "basemap.\(index)", style: style, viewport: viewport, tolerance: tolerance, source: range?.start,
                features: layer.features.filter { viewport.mayShow($0.bounds, margin: 64) })
            if !hidden.contains(.base), style.drawsAreas { drawn.areas[index] = builder.areas() }
            if !hidden.contains(.roads) { drawn.roads += builder.roads() }
            if !hidden.contains(.labels) {
                drawn.names += builder.placeNames()
                roadNames += builder.roadNames()
                drawn.pois += builder.pois()
            }
            // The entry's own credit stands in for what the data says.
            if let attribution = source.attribution ?? layer.attribution { drawn.credits[index] = attribution }
        }
        drawn.names += roadNames.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(
            \.element.request)
        return drawn
    }

    /// Draws the features of one source.
    package struct Builder {
        package let prefix: String
        package let style: BasemapFeatureStyle
        package let viewport: Viewport
        package let tolerance: Double
        package let source: SourceLocation?
        package let features: [BasemapFeature]
        package var zoom: Double { viewport.zoom }

        // MARK: Areas

        /// Land use, then parks, then water, then waterways, then buildings.
        package func areas() -> [RenderItem] {
            var items: [RenderItem] = []
            let fills: [(BasemapFeature.Kind, String, RenderStyle)] = [
                (.landuse, "landuse", RenderStyle(fill: style.landuse)),
                (.park, "park", RenderStyle(fill: style.park)),
                (.water, "water", RenderStyle(fill: style.water)),
            ]
            for (kind, name, paint) in fills { items += polygons(of: kind, named: name, style: paint) }
            if let width = waterwayWidth {
                let paint = RenderStyle(stroke: style.waterway, strokeWidth: width, lineCap: .round, lineJoin: .round)
                items += lines(of: { $0 == .waterway }, id: "\(prefix).waterway", style: paint, layer: .base)
            }
            if zoom >= BasemapFeatureStyle.buildingMinimumZoom {
                let outline = zoom >= 16 ? style.buildingOutline : nil
                items += polygons(
                    of: .building, named: "building",
                    style: RenderStyle(stroke: outline, strokeWidth: 0.5, lineJoin: .round, fill: style.building))
            }
            return items
        }

        package var waterwayWidth: Double? {
            zoom >= 12 ? min(max(1.5 * pow(2, (zoom - 16) * 0.75), 0.8), 6) : nil
        }

        /// One item per feature of `kind`: its polygons are one shape, so that the pieces of an
        /// area the tiles cut meet without a seam.
        package func polygons(of kind: BasemapFeature.Kind, named name: String, style paint: RenderStyle) -> [RenderItem] {
            let output = OutputGeometry(
                viewport: viewport, strokeWidth: paint.stroke == nil ? 0 : paint.strokeWidth, tolerance: tolerance)
            var items: [RenderItem] = []
            for (index, feature) in features.enumerated() where feature.kind == kind && !feature.isLabelOnly {
                guard case .areas(let polygons) = feature.geometry else { continue }
                let rings = polygons.compactMap { output.polygon($0.map(viewport.ring)) }.flatMap { $0 }
                guard !rings.isEmpty else { continue }
                items.append(
                    RenderItem(
                        id: "\(prefix).\(name).\(index)", layer: .base, shape: .polygon(rings: rings), style: paint,
                        source: source,
                        label: feature.name))
            }
            return items
        }

        /// The lines of every feature `matching`, as one item.
        package func lines(of matching: (BasemapFeature.Kind) -> Bool, id: String, style paint: RenderStyle, layer: RenderLayer)
            -> [RenderItem]
        {
            lines(projectedLines(of: matching), id: id, style: paint, layer: layer)
        }

        /// The canvas lines of every feature `matching`, one entry per source line, before
        /// clipping and simplification (which depend on the stroke).
        package func projectedLines(of matching: (BasemapFeature.Kind) -> Bool) -> [[[CanvasPoint]]] {
            var projected: [[[CanvasPoint]]] = []
            for feature in features where matching(feature.kind) && !feature.isLabelOnly {
                guard case .lines(let lines) = feature.geometry else { continue }
                for line in lines { projected.append(viewport.lineParts(line)) }
            }
            return projected
        }

        /// Projected lines fitted to the output for a stroke of `paint`, as one item.
        package func lines(_ projected: [[[CanvasPoint]]], id: String, style paint: RenderStyle, layer: RenderLayer)
            -> [RenderItem]
        {
            let output = OutputGeometry(viewport: viewport, strokeWidth: paint.strokeWidth, tolerance: tolerance)
            let parts = projected.flatMap(output.lines)
            return parts.isEmpty
                ? [] : [RenderItem(id: id, layer: layer, shape: .polyline(parts: parts), style: paint, source: source)]
        }

        // MARK: Roads

        /// Casings of every class (minor first), then fills (minor first), then rails.
        package func roads() -> [RenderItem] {
            let classes = BasemapFeature.RoadClass.allCases.reversed().compactMap { c in
                BasemapFeatureStyle.roadWidth(c, zoom: zoom).map { (c, $0) }
            }
            var casings: [RenderItem] = []
            var fills: [RenderItem] = []
            for (roadClass, width) in classes {
                // Projected once for the casing and the fill.
                let projected = projectedLines(of: { $0 == .road(roadClass) })
                let name = "\(prefix).road.\(roadClass)"
                if let casing = style.roadCasing[roadClass.rawValue], width >= 1.5 {
                    let paint = RenderStyle(
                        stroke: casing, strokeWidth: width + 2 * BasemapFeatureStyle.casingExtra(fill: width), lineCap: .round,
                        lineJoin: .round)
                    casings += lines(projected, id: name + ".casing", style: paint, layer: .roads)
                }
                let dash: [Double] = roadClass == .path ? [2, 1.5] : []
                let paint = RenderStyle(
                    stroke: style.roadFill[roadClass.rawValue], strokeWidth: width, dash: dash,
                    lineCap: dash.isEmpty ? .round : .butt, lineJoin: .round)
                fills += lines(projected, id: name, style: paint, layer: .roads)
            }
            var items = casings + fills
            if zoom >= 12 {
                let width = min(max(1.2 * pow(2, (zoom - 16) * 0.5), 0.6), 2.5)
                items += lines(
                    of: { $0 == .rail }, id: "\(prefix).rail",
                    style: RenderStyle(stroke: style.rail, strokeWidth: width, lineCap: .butt, lineJoin: .round), layer: .roads)
            }
            if zoom >= 6 {
                items += lines(
                    of: { $0 == .boundary }, id: "\(prefix).boundary",
                    style: RenderStyle(stroke: style.boundary, strokeWidth: 1.5, dash: [6, 3], lineJoin: .round), layer: .roads)
            }
            return items
        }

        // MARK: Names

        /// Names of roads wide enough to carry them, each along its road: one request per name
        /// and class, with spots along every piece of the road, longest first; ranked by class.
        package func roadNames() -> [(rank: Int, request: LabelRequest)] {
            var groups: [String: (roadClass: BasemapFeature.RoadClass, parts: [[CanvasPoint]], order: Int)] = [:]
            let output = OutputGeometry(viewport: viewport, strokeWidth: 0, tolerance: max(tolerance, 0.5))
            for feature in features {
                guard case .road(let roadClass) = feature.kind, roadClass < .path, let name = feature.name,
                    case .lines(let lines) = feature.geometry, let width = BasemapFeatureStyle.roadWidth(roadClass, zoom: zoom),
                    width >= 2
                else { continue }
                let parts = lines.flatMap { output.lines(viewport.lineParts($0)) }
                let key = "\(roadClass.rawValue)|\(name)"
                let order = groups.count
                groups[key, default: (roadClass, [], order)].parts += parts
            }
            var result: [(rank: Int, request: LabelRequest)] = []
            for (key, group) in groups.sorted(by: { $0.value.order < $1.value.order }) {
                let name = String(key.split(separator: "|", maxSplits: 1)[1])
                let size = BasemapFeatureStyle.roadNameSize(group.roadClass)
                let width = TextMetrics.width(of: name, size: size)
                let spots = RoadLabel.spots(width: width, size: size, parts: RoadLabel.joined(group.parts))
                guard let first = spots.first else { continue }
                let halo = style.drawsAreas ? style.roadFill[group.roadClass.rawValue] : style.labelHalo
                let item = RenderItem(
                    id: "\(prefix).road-name.\(result.count)", layer: .labels,
                    shape: .text(name, at: first.at, size: size, weight: .regular),
                    style: RenderStyle(stroke: halo, strokeWidth: 3, fill: style.roadNameInk), source: source, label: name)
                result.append((group.roadClass.rawValue, LabelRequest(item: item, spots: spots)))
            }
            return result
        }

        /// The names of places: cities first, then districts, then neighbourhoods.
        package func placeNames() -> [LabelRequest] {
            var requests: [(BasemapFeature.PlaceClass, LabelRequest)] = []
            for feature in features {
                guard case .place(let placeClass) = feature.kind, let name = feature.name,
                    case .points(let points) = feature.geometry,
                    let point = points.first, let at = viewport.visibleCanvasPoint(point)
                else { continue }
                let isCity = placeClass <= .town
                let text = isCity ? name : name.uppercased()
                let size = isCity ? 15.0 : placeClass == .suburb ? 11 : 10
                let width = TextMetrics.width(of: text, size: size, weight: .bold)
                let baseline = TextBox.baseline(centeredOn: at.y, size: size)
                let spots =
                    [0.0, 1, -1, 2, -2].map { TextSpot(at: CanvasPoint(x: at.x, y: baseline + $0 * (size + 3))) }
                    + [1.0, -1].map { TextSpot(at: CanvasPoint(x: at.x + $0 * (width / 2 + size), y: baseline)) }
                let item = RenderItem(
                    id: "\(prefix).place.\(requests.count)", layer: .labels,
                    shape: .text(text, at: spots[0].at, size: size, weight: .bold),
                    style: RenderStyle(fill: isCity ? style.cityInk : style.placeInk), source: source, label: name)
                requests.append((placeClass, LabelRequest(item: item, spots: spots)))
            }
            return requests.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element.1)
        }

        /// Named points of interest from street zoom, transport and culture before food, no two
        /// nearer than `poiSpacing`: a dot in the class's color and the name beside it.
        package func pois() -> [PlaceRequest] {
            guard zoom >= BasemapFeatureStyle.poiMinimumZoom else { return [] }
            var candidates: [(poiClass: BasemapFeature.POIClass, name: String, at: CanvasPoint, order: Int)] = []
            for feature in features {
                guard case .poi(let poiClass) = feature.kind, let name = feature.name,
                    case .points(let points) = feature.geometry,
                    let point = points.first, let at = viewport.visibleCanvasPoint(point)
                else { continue }
                candidates.append((poiClass, name, at, candidates.count))
            }
            candidates.sort { ($0.poiClass, $0.order) < ($1.poiClass, $1.order) }
            var kept: [CanvasPoint] = []
            var requests: [PlaceRequest] = []
            let size = 9.5, radius = 3.0, spacing = BasemapFeatureStyle.poiSpacing
            for candidate in candidates {
                let at = candidate.at
                guard !kept.contains(where: { abs($0.x - at.x) < spacing && abs($0.y - at.y) < spacing }) else { continue }
                kept.append(at)
                let name = candidate.name
                let width = TextMetrics.width(of: name, size: size)
                let clearance = radius + 1 + TextBox.halo
                let middle = TextBox.baseline(centeredOn: at.y, size: size)
                let spots = [
                    TextSpot(at: CanvasPoint(x: at.x + clearance + width / 2, y: middle)),
                    TextSpot(at: CanvasPoint(x: at.x - clearance - width / 2, y: middle)),
                    TextSpot(at: CanvasPoint(x: at.x, y: at.y + clearance + TextBox.ascent * size)),
                    TextSpot(at: CanvasPoint(x: at.x, y: at.y - clearance - TextBox.descent * size)),
                ]
                let id = "\(prefix).poi.\(requests.count)"
                let dot = RenderItem(
                    id: id, layer: .labels, shape: .dot(center: at, radius: radius),
                    style: RenderStyle(stroke: style.labelHalo, strokeWidth: 1, fill: style.poiDots[candidate.poiClass.rawValue]),
                    source: source, label: name)
                let text = RenderItem(
                    id: id + ".name", layer: .labels, shape: .text(name, at: spots[0].at, size: size, weight: .regular),
                    style: RenderStyle(fill: style.poiInk), source: source, label: name)
                requests.append(
                    PlaceRequest(
                        dot: dot,
                        dotRect: CanvasRect(
                            x: at.x - radius - 0.5, y: at.y - radius - 0.5, width: 2 * radius + 1, height: 2 * radius + 1),
                        name: LabelRequest(item: text, spots: spots)))
            }
            return requests
        }
    }
}
