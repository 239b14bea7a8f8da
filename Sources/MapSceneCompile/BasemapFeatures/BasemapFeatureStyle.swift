import Foundation
import MapSceneModel

/// How the street-scale base map looks in one map type and theme, as MapKit draws it: water
/// blue, parks green, buildings a shade darker than the land from street zoom, roads by class
/// with casings and widths that grow with the zoom, major roads yellow. `mutedStandard` is the
/// same map desaturated; `hybrid` keeps roads and names over the imagery; `satellite` draws none.
package struct BasemapFeatureStyle: Equatable {
    package var water: Color
    package var park: Color
    package var landuse: Color
    package var building: Color
    package var buildingOutline: Color
    package var waterway: Color
    package var boundary: Color
    package var rail: Color
    /// Each road class's fill, most important first.
    package var roadFill: [Color]
    /// Each road class's casing; nil for none.
    package var roadCasing: [Color?]
    package var roadNameInk: Color
    package var placeInk: Color
    package var cityInk: Color
    package var poiInk: Color
    /// The dots of points of interest of each class: transport, culture, lodging, service, food.
    package var poiDots: [Color]
    package var labelHalo: Color
    /// Whether the areas (water, parks, buildings) are drawn: not over imagery.
    package var drawsAreas = true

    /// The style of `type` in `theme`; nil for map types that draw no street map.
    package static func of(_ type: MapType, theme: Theme) -> BasemapFeatureStyle? {
        switch type {
        case .none, .satellite: return nil
        case .standard: return theme == .dark ? dark : light
        case .mutedStandard: return (theme == .dark ? dark : light).muted(dark: theme == .dark)
        case .hybrid: return hybrid
        }
    }

    package static func hex(_ v: UInt32, alpha: Double = 1) -> Color {
        Color(red: UInt8(v >> 16 & 0xFF), green: UInt8(v >> 8 & 0xFF), blue: UInt8(v & 0xFF), alpha: alpha)
    }

    package static let light = BasemapFeatureStyle(
        water: hex(0xAAD3EC), park: hex(0xC6E6AE), landuse: hex(0xEEEAE1), building: hex(0xE4DED4),
        buildingOutline: hex(0xD3CCC0),
        waterway: hex(0x9CCBE8), boundary: hex(0xA99BBF), rail: hex(0xA7A19A),
        roadFill: [hex(0xFFB84D), hex(0xFFD873), hex(0xFFEFA6), hex(0xFFFFFF), hex(0xFFFFFF), hex(0xFFFFFF), hex(0xCFC5B6)],
        roadCasing: [hex(0xDE9632), hex(0xDDB253), hex(0xD8C583), hex(0xD2CABD), hex(0xD8D1C5), hex(0xDCD6CB), nil],
        roadNameInk: hex(0x4F4A44), placeInk: hex(0x857C72), cityInk: hex(0x35312D), poiInk: hex(0x6E655C),
        poiDots: [hex(0x3478F6), hex(0xB05CC8), hex(0x7D6CE0), hex(0x8E8E93), hex(0xF08A24)],
        labelHalo: hex(0xFFFFFF))

    package static let dark = BasemapFeatureStyle(
        water: hex(0x1B2A3A), park: hex(0x22332A), landuse: hex(0x262628), building: hex(0x37373A),
        buildingOutline: hex(0x434347),
        waterway: hex(0x22364A), boundary: hex(0x6E6485), rail: hex(0x5E5A57),
        roadFill: [hex(0x9A6B33), hex(0x8A7340), hex(0x6E6650), hex(0x4D4D51), hex(0x47474B), hex(0x414145), hex(0x4A4A4E)],
        roadCasing: [hex(0x5E4220), hex(0x54472A), hex(0x45402F), hex(0x202022), hex(0x222224), hex(0x242426), nil],
        roadNameInk: hex(0xD1D1D6), placeInk: hex(0x98989D), cityInk: hex(0xE5E5EA), poiInk: hex(0xAEAEB2),
        poiDots: [hex(0x4C8DF6), hex(0xBF6FD6), hex(0x8E80EA), hex(0x7C7C80), hex(0xF29A45)],
        labelHalo: hex(0x1C1C1E))

    package static let hybrid = BasemapFeatureStyle(
        water: hex(0x1D3B53), park: hex(0x55643F), landuse: hex(0x55643F), building: hex(0x55643F),
        buildingOutline: hex(0x55643F),
        waterway: hex(0x1D3B53), boundary: hex(0xC8C8B4), rail: hex(0xD0D0D0, alpha: 0.5),
        roadFill: [
            hex(0xFFC64D, alpha: 0.85), hex(0xFFE08A, alpha: 0.8), hex(0xFFF3C0, alpha: 0.7), hex(0xFFFFFF, alpha: 0.6),
            hex(0xFFFFFF, alpha: 0.45), hex(0xFFFFFF, alpha: 0.35), hex(0xFFFFFF, alpha: 0.3),
        ],
        roadCasing: [nil, nil, nil, nil, nil, nil, nil],
        roadNameInk: hex(0xFFFFFF), placeInk: hex(0xFFFFFF), cityInk: hex(0xFFFFFF), poiInk: hex(0xF2F2F2),
        poiDots: [hex(0x3478F6), hex(0xB05CC8), hex(0x7D6CE0), hex(0x8E8E93), hex(0xF08A24)],
        labelHalo: hex(0x1C1C1E), drawsAreas: false)

    /// The same style with its colors mostly drained, so data overlays stand out.
    package func muted(dark: Bool) -> BasemapFeatureStyle {
        func m(_ c: Color) -> Color { Self.desaturate(c, by: 0.75) }
        var s = self
        s.water = m(water); s.park = m(park); s.landuse = m(landuse); s.building = m(building);
        s.buildingOutline = m(buildingOutline)
        s.waterway = m(waterway); s.boundary = m(boundary); s.rail = m(rail)
        s.roadFill = roadFill.map(m); s.roadCasing = roadCasing.map { $0.map(m) }
        s.roadNameInk = m(roadNameInk); s.placeInk = m(placeInk); s.poiInk = m(poiInk); s.poiDots = poiDots.map(m)
        return s
    }

    /// `color` moved `amount` of the way to the grey of its luminance.
    package static func desaturate(_ color: Color, by amount: Double) -> Color {
        let (r, g, b) = (Double(color.red), Double(color.green), Double(color.blue))
        let grey = 0.299 * r + 0.587 * g + 0.114 * b
        func mix(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v + (grey - v) * amount).rounded()))) }
        return Color(red: mix(r), green: mix(g), blue: mix(b), alpha: color.alpha)
    }

    // MARK: Sizes by zoom

    /// The zoom from which each road class is drawn, most important first.
    package static let roadMinimumZoom: [Double] = [5, 8, 10, 11, 13, 14, 15]
    /// Each road class's fill width at zoom 16, in points.
    package static let roadWidthAtZoom16: [Double] = [9, 8, 7, 6, 4.5, 2.6, 1.3]
    /// The zoom from which buildings are drawn.
    package static let buildingMinimumZoom = 14.5
    /// The zoom from which points of interest are named.
    package static let poiMinimumZoom = 15.0
    /// The least distance, in points, between the points of interest named: the more important
    /// of two nearer ones is kept.
    package static let poiSpacing = 44.0

    /// The fill width of a road of `roadClass` at `zoom`; nil when it is not drawn at that zoom.
    /// Widths grow by about 1.7 a zoom level, as a road's real width does at street scale.
    package static func roadWidth(_ roadClass: BasemapFeature.RoadClass, zoom: Double) -> Double? {
        guard zoom >= roadMinimumZoom[roadClass.rawValue] else { return nil }
        let width = roadWidthAtZoom16[roadClass.rawValue] * pow(2, (zoom - 16) * 0.75)
        return min(max(width, roadClass == .path ? 0.6 : 0.8), roadClass == .path ? 3 : 40)
    }

    /// How much wider than the fill a road's casing is.
    package static func casingExtra(fill width: Double) -> Double {
        min(max(width * 0.25, 1), 3)
    }

    /// The text size of road names of `roadClass`.
    package static func roadNameSize(_ roadClass: BasemapFeature.RoadClass) -> Double {
        roadClass <= .secondary ? 11 : 10
    }

    /// The colors paired with the dark theme's, for drawing a light map dark.
    package static func darkPairs(for type: MapType) -> [(Color, Color)] {
        guard let l = of(type, theme: .light), let d = of(type, theme: .dark) else { return [] }
        var pairs: [(Color, Color)] = zip(l.roadFill, d.roadFill).map { ($0, $1) }
        pairs += [
            (l.water, d.water), (l.park, d.park), (l.landuse, d.landuse), (l.building, d.building),
            (l.buildingOutline, d.buildingOutline),
            (l.waterway, d.waterway), (l.boundary, d.boundary), (l.rail, d.rail), (l.roadNameInk, d.roadNameInk),
            (l.placeInk, d.placeInk),
            (l.cityInk, d.cityInk), (l.poiInk, d.poiInk), (l.labelHalo, d.labelHalo),
        ]
        pairs += zip(l.poiDots, d.poiDots).map { ($0, $1) }
        pairs += zip(l.roadCasing, d.roadCasing).compactMap { a, b in a.flatMap { a in b.map { (a, $0) } } }
        return pairs
    }
}
