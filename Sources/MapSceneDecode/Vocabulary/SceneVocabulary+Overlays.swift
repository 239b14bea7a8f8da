import MapSceneModel

extension SceneVocabulary {
    /// The keys that pick an overlay's shape.
    package static let shapeKeys = ["circle", "polygon", "polyline", "path", "data", "geojson", "tiles"]

    /// One entry of `overlays:`.
    package static let overlay = MappingVocabulary(
        "overlay", "An overlay: exactly one shape, with its level, order, style and title.",
        keys: [
            KeyVocabulary("id", .identifier, "The overlay's id (overlay-N when not given)."),
            KeyVocabulary("circle", .mapping(circle), "A circle: center and radius (MKCircle)."),
            KeyVocabulary(
                "polygon", .either([.coordinates(minimum: 3), .mapping(polygon)]),
                "A polygon: [[lat, lon], ...], {exterior, holes} or {source: FILE}."),
            KeyVocabulary(
                "polyline", .either([.coordinates(minimum: 2), .mapping(sourceFile)]),
                "A polyline: [[lat, lon], ...] or {source: FILE}."),
            KeyVocabulary("path", .mapping(path), "A custom path in local units around an origin."),
            KeyVocabulary("data", .text, "A data file (GeoJSON, CSV, GPX, KML): every feature drawn."),
            KeyVocabulary("geojson", .text, "A GeoJSON file: every feature drawn (the older spelling of data:)."),
            KeyVocabulary(
                "tiles", .either([.text, .mapping(tiles)]), "Tiles: a template, or {template | mbtiles, attribution, zooms}."),
            KeyVocabulary("format", dataFormat, "The format of the data file, when its extension does not say."),
            KeyVocabulary("where", featureFilter, "Only the data file's features whose properties have these values."),
            KeyVocabulary("geodesic", .boolean, "Polylines follow great circles."),
            KeyVocabulary(
                "level", .names(OverlayLevel.allCases.map(\.rawValue)), "The overlay level (aboveLabels when not given)."),
            KeyVocabulary("z", .number(), "The order within the level."),
            KeyVocabulary("above", .identifier, "Drawn just above this overlay."),
            KeyVocabulary("below", .identifier, "Drawn just below this overlay."),
            KeyVocabulary("style", .identifier, "A named style from styles."),
            KeyVocabulary(
                "title", .text, "A label at a point inside the overlay; for a data file a template such as \"{name}\"."),
            KeyVocabulary("replacesMapContent", .boolean, "The overlay hides the base map beneath it (canReplaceMapContent)."),
        ] + styleSettings,
        constraints: [.exactlyOne(shapeKeys), .atMostOne(["z", "above", "below"])])

    /// `circle:`.
    package static let circle = MappingVocabulary(
        "circle", "A circle of a radius around a center (MKCircle).",
        keys: [
            KeyVocabulary("center", .coordinate, "The center, [latitude, longitude]."),
            KeyVocabulary("radius", .distance, "The radius: 200m, 2km."),
        ],
        required: ["center", "radius"])

    /// `{source: FILE, format:, where:}`: coordinates read from a data file.
    package static let sourceFile = MappingVocabulary(
        "sourceFile", "Coordinates read from a data file.",
        keys: sourceFileKeys, required: ["source"])

    /// The keys of `{source: FILE}`.
    package static let sourceFileKeys = [
        KeyVocabulary("source", .text, "A CSV, GPX, GeoJSON or KML file."),
        KeyVocabulary("format", dataFormat, "The file's format, when its extension does not say."),
        KeyVocabulary("where", featureFilter, "Only the features whose properties have these values."),
    ]

    /// `polygon: {...}`.
    package static let polygon = MappingVocabulary(
        "polygon", "A polygon with holes ({exterior, holes}), or read from a data file ({source: FILE}).",
        keys: [
            KeyVocabulary("exterior", .coordinates(minimum: 3), "The outer ring."),
            KeyVocabulary("holes", .list(.coordinates(minimum: 3)), "Interior rings."),
        ] + sourceFileKeys,
        constraints: [.whenPresent("source", forbidden: ["exterior", "holes"], otherwiseRequired: ["exterior"])])

    /// `path:`.
    package static let path = MappingVocabulary(
        "path", "A custom path (MKOverlayPathRenderer): points in local units around an origin.",
        keys: [
            KeyVocabulary("origin", .either([.identifier, .coordinate]), "An annotation id or a coordinate."),
            KeyVocabulary("unit", .distance, "The length of one local unit (1 m when not given)."),
            KeyVocabulary("points", .list(.tuple(.number(), count: 2), minimum: 2), "[x, y] points in units, y up."),
            KeyVocabulary("rotate", .angle, "Rotation about the origin."),
            KeyVocabulary("offset", .tuple(.number(), count: 2), "An offset [x, y] in units."),
            KeyVocabulary("closed", .boolean, "Whether the path closes (true when not given)."),
        ],
        required: ["origin", "points"])

    /// `tiles: {...}`.
    package static let tiles = MappingVocabulary(
        "tiles", "A tile overlay (MKTileOverlay): a template or an MBTiles file, with its attribution and settings.",
        keys: [
            KeyVocabulary("template", .text, "A URL or folder template with {z}, {x} and {y}, or a .pmtiles file."),
            KeyVocabulary("mbtiles", .text, "An MBTiles file."),
            KeyVocabulary("attribution", .text, "The credit shown for these tiles."),
        ] + tileSettings,
        constraints: [.exactlyOne(["template", "mbtiles"])])
}
