import MapSceneBase
import MapSceneGeometry

/// An overlay: a shape on the map with a renderer's style, a level and a place in the z-order.
package struct Overlay: Sendable, Equatable {
    /// The overlay's id, unique among annotations and overlays; derived (`overlay-N`) when the file gives none.
    package var id: String
    /// What it draws.
    package var shape: OverlayShape
    /// For polylines: follow great circles (`MKGeodesicPolyline`).
    package var geodesic: Bool
    /// `MKOverlayLevel`.
    package var level: OverlayLevel
    /// Its place among the overlays of its level.
    package var order: OverlayOrder
    /// The named style it uses, if any.
    package var styleName: String?
    /// Inline settings, applied over the named style.
    package var style: Style
    /// A label drawn at a point inside the shape.
    package var title: String?
    /// `canReplaceMapContent`: hides the base map beneath.
    package var replacesMapContent: Bool
    /// Where it is written.
    package var range: SourceRange

    /// Creates an overlay.
    package init(
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
package enum OverlayShape: Sendable, Equatable {
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
package struct PolygonArea: Sendable, Equatable {
    /// The outer ring.
    package var exterior: [Coordinate]
    /// The rings cut out.
    package var holes: [[Coordinate]]

    /// Creates an area.
    package init(exterior: [Coordinate], holes: [[Coordinate]] = []) {
        self.exterior = exterior
        self.holes = holes
    }
}

/// Coordinates written inline or read from a file.
package enum CoordinateList: Sendable, Equatable {
    /// Written in the scene.
    case inline([Coordinate])
    /// Read from a data file (CSV, GPX, GeoJSON, KML) by the resolve stage.
    case file(DataSource)

    /// The coordinates when inline (after the resolve step, always).
    package var coordinates: [Coordinate] {
        if case .inline(let c) = self { return c }
        return []
    }
}

/// `data: FILE`: the features of a data file an overlay draws, each as its own item —
/// lines as polylines, areas as polygons, points as dots — in the overlay's style, with the
/// feature's simplestyle properties where the scene sets nothing.
package struct DataLayer: Sendable, Equatable {
    /// The file and the features it keeps.
    package var source: DataSource
    /// A title with `{property}` placeholders labels each feature; nil when the overlay's title
    /// (if any) is plain text, which labels the overlay once.
    package var featureTitle: TextTemplate?
    /// The features drawn, in file order: filled in by the resolve stage.
    package var features: [DataLayerFeature]

    /// Creates a data layer.
    package init(source: DataSource, featureTitle: TextTemplate? = nil, features: [DataLayerFeature] = []) {
        self.source = source
        self.featureTitle = featureTitle
        self.features = features
    }
}

/// One feature of a data layer, ready to draw.
package struct DataLayerFeature: Sendable, Equatable {
    /// Its geometry.
    package var parts: [DataGeometry]
    /// What its simplestyle properties say (`stroke`, `stroke-width`, `stroke-opacity`, `fill`,
    /// `fill-opacity`); the scene's own settings win over these.
    package var style: Style
    /// Its `marker-color`, for its points.
    package var markerColor: Color?
    /// Its label: the layer's title template filled, or its simplestyle `title`.
    package var title: String?
    /// Where it starts in the data file.
    package var location: SourceLocation

    /// Creates a feature.
    package init(
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
package enum TileSource: Sendable, Equatable {
    /// A URL template (`https://host/{z}/{x}/{y}.png`), a folder template (`tiles/{z}/{x}/{y}.png`)
    /// or the path of a `.pmtiles` or `.mbtiles` archive.
    case template(String, range: SourceRange? = nil, attribution: String? = nil, settings: TileSettings = TileSettings())
    /// A PMTiles or MBTiles archive of raster tiles, whatever its name.
    case mbtiles(path: String, range: SourceRange? = nil, attribution: String? = nil, settings: TileSettings = TileSettings())

    /// The template or path as written: the key of the overlay's tiles in `Scene.rasterTiles`.
    package var path: String {
        switch self {
        case .template(let path, _, _, _), .mbtiles(let path, _, _, _): path
        }
    }

    /// Where the template or path is written.
    package var range: SourceRange? {
        switch self {
        case .template(_, let range, _, _), .mbtiles(_, let range, _, _): range
        }
    }

    /// The overlay's own credit, if it gives one.
    package var attribution: String? {
        switch self {
        case .template(_, _, let text, _), .mbtiles(_, _, let text, _): text
        }
    }

    /// The zooms and subdomains the overlay gives.
    package var settings: TileSettings {
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
package struct CustomPath: Sendable, Equatable {
    /// Where the path's (0, 0) stands.
    package var origin: PathOrigin
    /// Meters per unit.
    package var unit: Double
    /// The path's points in units.
    package var points: [LocalPoint]
    /// Counterclockwise rotation in radians.
    package var rotation: Double
    /// Moves every point before rotation, in units.
    package var offset: LocalPoint
    /// Whether the path closes into a shape (filled) or stays a line.
    package var closed: Bool

    /// Creates a custom path.
    package init(
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
package struct LocalPoint: Sendable, Equatable {
    /// Units right of the path's origin.
    package var x: Double
    /// Units down from the path's origin.
    package var y: Double

    /// Creates a local point.
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The origin of a custom path: a coordinate, or an annotation's coordinate.
package enum PathOrigin: Sendable, Equatable {
    case coordinate(Coordinate)
    case annotation(id: String)
}

/// `MKOverlayLevel`.
package enum OverlayLevel: String, Sendable, Equatable, CaseIterable {
    case aboveRoads, aboveLabels
}

/// How an overlay is ordered among the overlays of its level.
package enum OverlayOrder: Sendable, Equatable {
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
