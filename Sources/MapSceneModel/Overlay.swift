import MapSceneBase
import MapSceneGeometry

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
    /// `MKPolygon` with interior polygons. `polygon: {source: FILE}` is an exterior read from a
    /// file without holes until the resolve stage makes it a `multiPolygon`.
    case polygon(exterior: CoordinateList, holes: [CoordinateList])
    /// `MKPolyline`. `polyline: {source: FILE}` is read by the resolve stage into a `multiPolyline`.
    case polyline(CoordinateList)
    /// `MKMultiPolygon`: the areas a data file gave `polygon: {source: FILE}`, each with its holes.
    case multiPolygon([PolygonArea])
    /// `MKMultiPolyline`: the lines a data file gave `polyline: {source: FILE}`. A GPX track's
    /// segments stay apart: nothing is drawn across the gap between two.
    case multiPolyline([[Coordinate]])
    /// A custom path in local units around an origin.
    case path(CustomPath)
    /// `data: FILE` (or `geojson: FILE`): every feature of a data file.
    case data(DataLayer)
    /// `MKTileOverlay`.
    case tiles(TileSource)
}

/// One area of a multi-polygon: an exterior ring and the holes cut out of it.
public struct PolygonArea: Sendable, Equatable {
    /// The outer ring.
    public var exterior: [Coordinate]
    /// The rings cut out.
    public var holes: [[Coordinate]]

    /// Creates an area.
    public init(exterior: [Coordinate], holes: [[Coordinate]] = []) {
        self.exterior = exterior
        self.holes = holes
    }
}

/// Coordinates written inline or read from a file.
public enum CoordinateList: Sendable, Equatable {
    /// Written in the scene.
    case inline([Coordinate])
    /// Read from a data file (CSV, GPX, GeoJSON, KML) by the resolve stage.
    case file(DataSource)

    /// The coordinates when inline (after the resolve step, always).
    public var coordinates: [Coordinate] {
        if case .inline(let c) = self { return c }
        return []
    }
}

/// `data: FILE`: the features of a data file an overlay draws, each as its own item —
/// lines as polylines, areas as polygons, points as dots — in the overlay's style, with the
/// feature's simplestyle properties where the scene sets nothing.
public struct DataLayer: Sendable, Equatable {
    /// The file and the features it keeps.
    public var source: DataSource
    /// A title with `{property}` placeholders labels each feature; nil when the overlay's title
    /// (if any) is plain text, which labels the overlay once.
    public var featureTitle: TextTemplate?
    /// The features drawn, in file order: filled in by the resolve stage.
    public var features: [DataLayerFeature]

    /// Creates a data layer.
    public init(source: DataSource, featureTitle: TextTemplate? = nil, features: [DataLayerFeature] = []) {
        self.source = source
        self.featureTitle = featureTitle
        self.features = features
    }
}

/// One feature of a data layer, ready to draw.
public struct DataLayerFeature: Sendable, Equatable {
    /// Its geometry.
    public var parts: [DataGeometry]
    /// What its simplestyle properties say (`stroke`, `stroke-width`, `stroke-opacity`, `fill`,
    /// `fill-opacity`); the scene's own settings win over these.
    public var style: Style
    /// Its `marker-color`, for its points.
    public var markerColor: Color?
    /// Its label: the layer's title template filled, or its simplestyle `title`.
    public var title: String?
    /// Where it starts in the data file.
    public var location: SourceLocation

    /// Creates a feature.
    public init(
        parts: [DataGeometry], style: Style = Style(), markerColor: Color? = nil, title: String? = nil, location: SourceLocation
    ) {
        self.parts = parts
        self.style = style
        self.markerColor = markerColor
        self.title = title
        self.location = location
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
    public init(
        origin: PathOrigin, unit: Double, points: [LocalPoint], rotation: Double = 0, offset: LocalPoint = LocalPoint(x: 0, y: 0),
        closed: Bool = true
    ) {
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
    /// Units right of the path's origin.
    public var x: Double
    /// Units down from the path's origin.
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

extension Color {
    /// The system blue: what an overlay is drawn in when neither the scene nor its data says.
    public static let overlayBlue = Color(red: 0x00, green: 0x7A, blue: 0xFF)
}
