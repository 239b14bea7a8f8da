/// An overlay: a shape on the map with a renderer's style, a level and a place in the z-order.
public struct Overlay: Sendable, Equatable {
    /// The overlay's id, unique among annotations and overlays; derived (`overlay-N`) when the file gives none.
    public var id: String
    /// What it draws.
    public var shape: OverlayShape
    /// For polylines: follow great circles (`MKGeodesicPolyline`).
    public var geodesic: Bool
    /// `MKOverlayLevel`.
    public var level: OverlayLevel
    /// Its place among the overlays of its level.
    public var order: OverlayOrder
    /// The named style it uses, if any.
    public var styleName: String?
    /// Inline settings, applied over the named style.
    public var style: Style
    /// A label drawn at a point inside the shape.
    public var title: String?
    /// `canReplaceMapContent`: hides the base map beneath.
    public var replacesMapContent: Bool
    /// Where it is written.
    public var range: SourceRange

    /// Creates an overlay.
    public init(
        id: String, shape: OverlayShape, geodesic: Bool = false, level: OverlayLevel = .aboveLabels,
        order: OverlayOrder = .fileOrder, styleName: String? = nil, style: Style = Style(), title: String? = nil,
        replacesMapContent: Bool = false, range: SourceRange
    ) {
        self.id = id
        self.shape = shape
        self.geodesic = geodesic
        self.level = level
        self.order = order
        self.styleName = styleName
        self.style = style
        self.title = title
        self.replacesMapContent = replacesMapContent
        self.range = range
    }
}

/// The shapes an overlay can be.
public enum OverlayShape: Sendable, Equatable {
    /// `MKCircle`: a center and a radius in meters.
    case circle(center: Coordinate, radius: Double)
    /// `MKPolygon` with interior polygons.
    case polygon(exterior: CoordinateList, holes: [CoordinateList])
    /// `MKPolyline`.
    case polyline(CoordinateList)
    /// A custom path in local units around an origin.
    case path(CustomPath)
    /// A GeoJSON file; `range` is where the path is written.
    case geojson(path: String, range: SourceRange? = nil)
    /// `MKTileOverlay`.
    case tiles(TileSource)
}

/// Coordinates written inline or read from a file.
public enum CoordinateList: Sendable, Equatable {
    /// Written in the scene.
    case inline([Coordinate])
    /// Read from a CSV (latitude,longitude rows), GPX or GeoJSON file; `range` is where the path is written.
    case file(path: String, range: SourceRange)

    /// The coordinates when inline (after the resolve step, always).
    public var coordinates: [Coordinate] {
        if case .inline(let c) = self { return c }
        return []
    }
}

/// Raster tiles for a tile overlay (`MKTileOverlay`). `range` is where the template or path is
/// written, `attribution` the overlay's credit, `settings` its zooms and subdomains.
public enum TileSource: Sendable, Equatable {
    /// A URL template (`https://host/{z}/{x}/{y}.png`), a folder template (`tiles/{z}/{x}/{y}.png`)
    /// or the path of a `.pmtiles` or `.mbtiles` archive.
    case template(String, range: SourceRange? = nil, attribution: String? = nil, settings: TileSettings = TileSettings())
    /// A PMTiles or MBTiles archive of raster tiles, whatever its name.
    case mbtiles(path: String, range: SourceRange? = nil, attribution: String? = nil, settings: TileSettings = TileSettings())

    /// The template or path as written: the key of the overlay's tiles in `Scene.rasterTiles`.
    public var path: String {
        switch self {
        case .template(let path, _, _, _), .mbtiles(let path, _, _, _): path
        }
    }

    /// Where the template or path is written.
    public var range: SourceRange? {
        switch self {
        case .template(_, let range, _, _), .mbtiles(_, let range, _, _): range
        }
    }

    /// The overlay's own credit, if it gives one.
    public var attribution: String? {
        switch self {
        case .template(_, _, let text, _), .mbtiles(_, _, let text, _): text
        }
    }

    /// The zooms and subdomains the overlay gives.
    public var settings: TileSettings {
        switch self {
        case .template(_, _, _, let settings), .mbtiles(_, _, _, let settings): settings
        }
    }
}

/// A path drawn in local units around an origin: the seed talk's 75 m arrow.
///
/// Each point `(x, y)` is in `unit`s, x east and y north; the point is first moved by `offset`,
/// then turned counterclockwise by `rotation` radians about the origin, then placed that many
/// meters east and north of the origin.
public struct CustomPath: Sendable, Equatable {
    /// Where the path's (0, 0) stands.
    public var origin: PathOrigin
    /// Meters per unit.
    public var unit: Double
    /// The path's points in units.
    public var points: [LocalPoint]
    /// Counterclockwise rotation in radians.
    public var rotation: Double
    /// Moves every point before rotation, in units.
    public var offset: LocalPoint
    /// Whether the path closes into a shape (filled) or stays a line.
    public var closed: Bool

    /// Creates a custom path.
    public init(origin: PathOrigin, unit: Double, points: [LocalPoint], rotation: Double = 0, offset: LocalPoint = LocalPoint(x: 0, y: 0), closed: Bool = true) {
        self.origin = origin
        self.unit = unit
        self.points = points
        self.rotation = rotation
        self.offset = offset
        self.closed = closed
    }
}

/// A point in a custom path's local units.
public struct LocalPoint: Sendable, Equatable {
    public var x: Double
    public var y: Double

    /// Creates a local point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The origin of a custom path: a coordinate, or an annotation's coordinate.
public enum PathOrigin: Sendable, Equatable {
    case coordinate(Coordinate)
    case annotation(id: String)
}

/// `MKOverlayLevel`.
public enum OverlayLevel: String, Sendable, Equatable, CaseIterable {
    case aboveRoads, aboveLabels
}

/// How an overlay is ordered among the overlays of its level.
public enum OverlayOrder: Sendable, Equatable {
    /// By its place in the file.
    case fileOrder
    /// By an explicit z (higher is drawn later); ties keep file order.
    case z(Double)
    /// Directly above another overlay (`insertOverlay:aboveOverlay:`).
    case above(id: String)
    /// Directly below another overlay.
    case below(id: String)
}
