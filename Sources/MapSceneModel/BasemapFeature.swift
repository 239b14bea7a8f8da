import MapSceneGeometry

/// One thing of a street-scale base map — a road, a park, a building, a place's name — as the
/// user's GeoJSON and vector tiles both give it: what it is, where it is in map points, and its
/// name. The style draws every feature from this, whatever file it came from.
package struct BasemapFeature: Sendable, Equatable {
    /// What a feature is, as the style tells features apart.
    package enum Kind: Sendable, Hashable {
        /// Sea, lakes, ponds, basins.
        case water
        /// Parks, gardens, woods, grass: the green areas.
        case park
        /// Other land use the map tints: residential, commercial, industrial, a cemetery.
        case landuse
        /// A building's footprint.
        case building
        /// A road of a class.
        case road(RoadClass)
        /// A railway or tram line.
        case rail
        /// A river, stream, canal or drain drawn as a line.
        case waterway
        /// An administrative boundary.
        case boundary
        /// A named place: a city, a district, a neighbourhood.
        case place(PlaceClass)
        /// A point of interest: a café, a museum, a station.
        case poi(POIClass)
    }

    /// What a point of interest is for, most important first: what decides which are named
    /// when not all fit, and the color of their dots.
    package enum POIClass: Int, Sendable, Hashable, CaseIterable, Comparable {
        case transport, culture, lodging, service, food

        package static func < (lhs: POIClass, rhs: POIClass) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How important a road is, most first: what its width and color follow.
    package enum RoadClass: Int, Sendable, Hashable, CaseIterable, Comparable {
        case motorway, primary, secondary, tertiary, minor, service, path

        package static func < (lhs: RoadClass, rhs: RoadClass) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How important a named place is, most first.
    package enum PlaceClass: Int, Sendable, Hashable, CaseIterable, Comparable {
        case city, town, suburb, neighbourhood

        package static func < (lhs: PlaceClass, rhs: PlaceClass) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The geometry in map points.
    package enum Geometry: Sendable, Equatable {
        /// One or more points.
        case points([MapPoint])
        /// One or more lines.
        case lines([[MapPoint]])
        /// One or more polygons, each an exterior ring and its holes.
        case areas([[[MapPoint]]])

        /// The bounds of its points (of areas, their exteriors'); nil when it has none.
        package var bounds: MapRect? {
            switch self {
            case .points(let points): MapRect.bounding(points)
            case .lines(let lines): MapRect.bounding(lines.flatMap { $0 })
            case .areas(let polygons): MapRect.bounding(polygons.flatMap { $0.first ?? [] })
            }
        }
    }

    /// What the feature is.
    package var kind: Kind
    /// Where it is.
    package var geometry: Geometry
    /// Its name, when it has one.
    package var name: String?
    /// Its bounds, for leaving it out when it is out of view.
    package var bounds: MapRect
    /// True for a feature that only names a line drawn by another feature (a vector tile's
    /// road name layer): its name is placed, its line is not drawn.
    package var isLabelOnly = false

    /// Creates a feature; nil when the geometry has no points.
    package init?(kind: Kind, geometry: Geometry, name: String? = nil) {
        guard let bounds = geometry.bounds else { return nil }
        self.kind = kind
        self.geometry = geometry
        self.name = name.flatMap { $0.isEmpty ? nil : $0 }
        self.bounds = bounds
    }
}

/// The features of one basemap source, read by the resolve stage, and what a map drawn from
/// them must credit.
package struct BasemapFeatureLayer: Sendable, Equatable {
    /// The features, in the order the source gives them.
    package var features: [BasemapFeature]
    /// The attribution the source asks for.
    package var attribution: String?
    /// How many of the source's features could not be read and are left out.
    package var droppedFeatures: Int
    /// Why the first of them was left out.
    package var firstDropReason: String?

    /// Creates a layer.
    package init(features: [BasemapFeature], attribution: String?, droppedFeatures: Int = 0, firstDropReason: String? = nil) {
        self.features = features
        self.attribution = attribution
        self.droppedFeatures = droppedFeatures
        self.firstDropReason = firstDropReason
    }
}
