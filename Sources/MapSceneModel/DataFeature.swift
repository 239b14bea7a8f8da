import MapSceneBase
import MapSceneGeometry

/// The formats of data files a scene can name: `source:`, `data:` and `from:`.
package enum DataFormat: String, Sendable, Equatable, CaseIterable {
    case gpx, geojson, kml, csv

    /// The format a file's extension names (`.gpx`, `.geojson`/`.json`, `.kml`, `.csv`/`.tsv`/`.txt`),
    /// nil for any other.
    package init?(pathExtension ext: String) {
        switch ext.lowercased() {
        case "gpx": self = .gpx
        case "geojson", "json": self = .geojson
        case "kml": self = .kml
        case "csv", "tsv", "txt": self = .csv
        default: return nil
        }
    }
}

/// A data file read by the resolve stage: its features in file order.
package struct DataFile: Sendable, Equatable {
    /// The path as the scene wrote it.
    package var path: String
    /// The format it was read as.
    package var format: DataFormat
    /// Every feature, in file order.
    package var features: [DataFeature]
    /// What the reader left out as too degenerate to draw (`a track of one point`), for saying
    /// what the file holds when nothing else is drawn; nil when nothing was.
    package var leftOut: String?

    /// Creates a data file.
    package init(path: String, format: DataFormat, features: [DataFeature], leftOut: String? = nil) {
        self.path = path
        self.format = format
        self.features = features
        self.leftOut = leftOut
    }
}

/// One feature of a data file: a GPX track, route or waypoint, a GeoJSON feature, a KML
/// placemark, a CSV row.
package struct DataFeature: Sendable, Equatable {
    /// The feature's parts; a multi-part feature (a GPX track with several segments, a
    /// MultiPolygon, a KML MultiGeometry) has several.
    package var parts: [DataGeometry]
    /// Its properties as text: `name`, `desc`/`description`, simplestyle keys (`stroke`,
    /// `fill`, `marker-color`, ...), KML styles in the same simplestyle keys (`stroke`,
    /// `stroke-opacity`, `stroke-width`, `fill`, `fill-opacity`, `marker-color`; colors as
    /// `#rrggbb`, opacities from 0 to 1) with a KML placemark's `folder` path, CSV columns.
    /// Numbers keep the spelling the file gives them.
    package var properties: [String: String]
    /// Where the feature starts in the data file.
    package var location: SourceLocation

    /// Creates a feature.
    package init(parts: [DataGeometry], properties: [String: String] = [:], location: SourceLocation) {
        self.parts = parts
        self.properties = properties
        self.location = location
    }
}

/// One part of a data feature's geometry, in coordinates (latitude, longitude).
package enum DataGeometry: Sendable, Equatable {
    /// A point: a waypoint, a GeoJSON or KML point, a CSV row.
    case point(Coordinate)
    /// An open line: a GPX track segment or route, a LineString.
    case line([Coordinate])
    /// An area: an exterior ring and its holes, each closed or not.
    case area(exterior: [Coordinate], holes: [[Coordinate]])
}
