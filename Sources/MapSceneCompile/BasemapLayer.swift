import MapSceneCamera
import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList
import MapSceneResolve

/// The base map under the overlays: water, land and borders in the map type's colors.
///
/// The whole world is Natural Earth's 1:110m countries; from continental zoom on it is the
/// world resource's 1:50m, then 1:10m, land with lakes and rivers, urban areas as a tint and
/// country (and, zoomed in, state) boundaries — see `WorldDetail`.
package enum BasemapLayer {
    /// The colors of one map type and theme.
    package struct Palette {
        package var water: Color
        package var land: Color
        package var border: Color
        /// Urban areas' tint over the land.
        package var urban: Color
        /// First-order (state, province) boundaries: fainter than country borders.
        package var stateBorder: Color
    }

    package static func palette(for type: MapType, theme: Theme) -> Palette {
        let hex = { (v: UInt32) in BasemapFeatureStyle.hex(v) }
        switch (type, theme) {
        case (.satellite, _), (.hybrid, _):
            return Palette(
                water: hex(0x1D3B53), land: hex(0x55643F), border: hex(0xC8C8B4), urban: hex(0x6B6B5E), stateBorder: hex(0xA3A392)
            )
        case (.mutedStandard, .light):
            return Palette(
                water: hex(0xD5E3EA), land: hex(0xF6F5F2), border: hex(0xD2CFC9), urban: hex(0xEEECE8), stateBorder: hex(0xE0DDD8)
            )
        case (.mutedStandard, .dark):
            return Palette(
                water: hex(0x1A2128), land: hex(0x242426), border: hex(0x3A3A3C), urban: hex(0x2C2C2F), stateBorder: hex(0x303032)
            )
        case (_, .dark):
            return Palette(
                water: hex(0x1B2A3A), land: hex(0x2C2C2E), border: hex(0x4A4A4D), urban: hex(0x353537), stateBorder: hex(0x3C3C3F)
            )
        default:
            return Palette(
                water: hex(0xAAD3EC), land: hex(0xF4F1EA), border: hex(0xC4BCB0), urban: hex(0xEBE5DA), stateBorder: hex(0xD8D0C4)
            )
        }
    }

    /// The canvas background: the scene's, or water when a basemap is drawn, or the theme's paper.
    package static func background(for scene: Scene) -> Color {
        if let color = scene.canvas.background { return color }
        if drawsWorld(scene) { return palette(for: scene.map.type, theme: scene.canvas.theme).water }
        return scene.canvas.theme == .dark ? Color(red: 0x1C, green: 0x1C, blue: 0x1E) : Color(red: 0xF4, green: 0xF1, blue: 0xEA)
    }

    /// Whether the embedded world is drawn: asked for, with a map type that has a base map.
    package static func drawsWorld(_ scene: Scene) -> Bool {
        scene.map.type != .none && scene.map.basemap.contains(.world)
    }

    /// The base map's areas and lines in view, at the scale the zoom calls for. With `imagery`
    /// (raster tiles on a satellite or hybrid map) the imagery stands in for the land and water,
    /// and only the borders a hybrid map draws over it are left.
    package static func land(for scene: Scene, viewport: Viewport, tolerance: Double, imagery: Bool = false) -> [RenderItem] {
        guard drawsWorld(scene) else { return [] }
        let palette = palette(for: scene.map.type, theme: scene.canvas.theme)
        let zoom = WorldDetail.zoom(of: viewport)
        if let scale = WorldDetail.scale(atZoom: zoom), let resource = WorldResource.bundled {
            let layers = WorldLayers(
                resource: resource, scale: scale, zoom: zoom, viewport: viewport, tolerance: tolerance, palette: palette)
            return layers.items(areas: !imagery, borders: scene.map.type.drawsBorders)
        }
        guard !imagery || scene.map.type.drawsBorders else { return [] }
        let style = RenderStyle(
            stroke: scene.map.type.drawsBorders ? palette.border : nil, strokeWidth: 0.75, lineJoin: .round,
            fill: imagery ? nil : palette.land)
        let output = OutputGeometry(viewport: viewport, strokeWidth: style.strokeWidth, tolerance: tolerance)
        var items: [RenderItem] = []
        for (index, land) in WorldBasemap.land.enumerated() {
            guard let rings = output.polygon(land.rings.map(viewport.ring)) else { continue }
            items.append(
                RenderItem(id: "world.\(index)", layer: .base, shape: .polygon(rings: rings), style: style, label: land.name))
        }
        return items
    }

    /// The text size of a place's name.
    package static let placeNameSize = 11.0

    /// Populated places in view, most important first, as a dot and a name that may go above
    /// the dot, right of it, left of it or below it.
    package static func places(for scene: Scene, viewport: Viewport) -> [PlaceRequest] {
        guard drawsWorld(scene) else { return [] }
        let theme = scene.canvas.theme
        let palette = palette(for: scene.map.type, theme: theme)
        let size = placeNameSize
        let radius = 2.5
        let ink = ThemeInks.of(theme).placeInk
        var requests: [PlaceRequest] = []
        for (index, place) in candidatePlaces(for: viewport).enumerated() {
            guard let at = viewport.visibleCanvasPoint(place.coordinate) else { continue }
            let width = TextMetrics.width(of: place.name, size: size)
            let clearance = radius + 1 + TextBox.halo
            let middle = TextBox.baseline(centeredOn: at.y, size: size)
            let spots = [
                TextSpot(at: CanvasPoint(x: at.x, y: at.y - clearance - TextBox.descent * size)),
                TextSpot(at: CanvasPoint(x: at.x + clearance + width / 2, y: middle)),
                TextSpot(at: CanvasPoint(x: at.x - clearance - width / 2, y: middle)),
                TextSpot(at: CanvasPoint(x: at.x, y: at.y + clearance + TextBox.ascent * size)),
            ]
            let dot = RenderItem(
                id: "place.\(index)", layer: .labels, shape: .dot(center: at, radius: radius),
                style: RenderStyle(stroke: palette.land, strokeWidth: 1, fill: ink), label: place.name)
            let name = RenderItem(
                id: "place.\(index).name", layer: .labels,
                shape: .text(place.name, at: spots[0].at, size: size, weight: .regular),
                style: RenderStyle(fill: ink), label: place.name)
            requests.append(
                PlaceRequest(
                    dot: dot,
                    dotRect: CanvasRect(
                        x: at.x - radius - 0.5, y: at.y - radius - 0.5, width: 2 * radius + 1, height: 2 * radius + 1),
                    name: LabelRequest(item: name, spots: spots)))
        }
        return requests
    }

    /// The most places offered to the placement pass: more than a canvas can hold.
    package static let mostPlaces = 400

    /// The places that may be named, most important first: at the whole world's zoom the
    /// 1:110m places; closer in, the scale's populated places meant to show at this zoom
    /// (Natural Earth's `min_zoom`), in view, by `scalerank` then population.
    package static func candidatePlaces(for viewport: Viewport) -> [WorldBasemap.Place] {
        let zoom = WorldDetail.zoom(of: viewport)
        guard let scale = WorldDetail.scale(atZoom: zoom), let resource = WorldResource.bundled else {
            return WorldBasemap.places
        }
        let window = WorldDetail.window(for: viewport)
        var result: [WorldBasemap.Place] = []
        for feature in resource.features(.places, at: scale)
        where feature.minZoom <= zoom + WorldLayers.zoomAhead && window.sees(feature.bounds) {
            guard let name = resource.name(of: feature), !name.isEmpty, let coordinate = resource.coordinate(of: feature) else {
                continue
            }
            result.append(
                WorldBasemap.Place(name: name, coordinate: coordinate, rank: feature.scaleRank, population: feature.population))
            if result.count == mostPlaces { break }
        }
        return result
    }
}
