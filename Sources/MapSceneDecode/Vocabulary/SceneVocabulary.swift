import MapSceneModel

/// The vocabulary of a scene's YAML form: every mapping it may hold, its keys and the shapes of
/// their values. The decoders take their lists of known keys from here and `SceneSchema` writes
/// the JSON Schema from it, so the two cannot drift apart.
package enum SceneVocabulary {
    /// The top level of a scene file.
    package static let scene = MappingVocabulary(
        "scene", "A map scene: a camera over a Mercator world, a map type, annotations and overlays.",
        keys: [
            KeyVocabulary("mapscene", .integer(SceneDecoder.supportedVersions), "The format version; this mapc reads version 1."),
            KeyVocabulary("title", .text, "The scene's title: the SVG's <title>, its accessible name."),
            KeyVocabulary("description", .text, "The scene's description: the SVG's <desc>."),
            KeyVocabulary("canvas", .mapping(canvas), "The drawing's size, scale, background and theme."),
            KeyVocabulary("map", .mapping(map), "The map type and the base map's sources."),
            KeyVocabulary("camera", .mapping(camera), "Where the map looks: exactly one of MapKit's camera forms."),
            KeyVocabulary("styles", .dictionary(.mapping(style)), "Named styles, referred to by an overlay's style."),
            KeyVocabulary(
                "annotations", .list(.mapping(annotation)), "Pins, markers, images and dots at coordinates, with callouts."),
            KeyVocabulary(
                "overlays", .list(.mapping(overlay)),
                "Circles, polygons, polylines, paths, data files and tiles drawn over the map."),
            KeyVocabulary("decorations", .mapping(decorations), "Scale bar, compass, attribution and legend."),
        ],
        required: ["mapscene", "camera"])

    /// `canvas:`.
    package static let canvas = MappingVocabulary(
        "canvas", "The map view's bounds: size in points, scale, background and theme.",
        keys: [
            KeyVocabulary("width", .number(), "Width in points (1 to 16384)."),
            KeyVocabulary("height", .number(), "Height in points (1 to 16384)."),
            KeyVocabulary("scale", .integer(1...3), "Pixels per point: 1, 2 or 3 (@1x, @2x, @3x)."),
            KeyVocabulary("background", .color, "The color under the map."),
            KeyVocabulary(
                "theme", .names(Theme.allCases.map(\.rawValue)), "Light or dark inks for labels, callouts and decorations."),
        ])

    /// `map:`.
    package static let map = MappingVocabulary(
        "map", "MapKit's mapType, the sources of the base map and the MapLibre style of its vector tiles.",
        keys: [
            KeyVocabulary("type", .names(MapType.allCases.map(\.rawValue)), "The map type; none draws no base map."),
            KeyVocabulary(
                "basemap", .either([basemapSource, .list(basemapSource)]),
                "One basemap source or a list of them, drawn in order: world, {geojson: FILE}, {tiles: TEMPLATE} or {mbtiles: FILE}."
            ),
            KeyVocabulary(
                "style", .text,
                "A MapLibre style JSON file the vector tiles are drawn in: every .pmtiles or .mbtiles basemap archive without its own style."
            ),
        ])

    /// One entry of `basemap:`: `world` or a mapping naming one source.
    package static let basemapSource = ValueShape.either([.names(["world"]), .mapping(basemap)])

    /// A basemap source other than `world`.
    package static let basemap = MappingVocabulary(
        "basemap", "A base map source: exactly one of geojson, tiles or mbtiles, with its attribution, style and tile settings.",
        keys: [
            KeyVocabulary("geojson", .text, "A GeoJSON file of OSM-tagged features drawn as base map."),
            KeyVocabulary("tiles", .text, "A tile URL or folder template with {z}, {x} and {y}, or a .pmtiles file."),
            KeyVocabulary("mbtiles", .text, "An MBTiles file of vector or raster tiles."),
            KeyVocabulary("attribution", .text, "The credit shown for this source, in place of the data's own."),
            KeyVocabulary(
                "style", .text, "A MapLibre style JSON file the vector tiles are drawn in (a .pmtiles or .mbtiles archive only)."),
        ] + tileSettings,
        constraints: [.exactlyOne(["geojson", "tiles", "mbtiles"])])

    /// The settings of a tile source, shared by basemap entries and tile overlays.
    package static let tileSettings = [
        KeyVocabulary("maxZoom", .integer(TileSettings.zooms), "The deepest zoom the source has tiles for."),
        KeyVocabulary("minZoom", .integer(TileSettings.zooms), "The shallowest zoom the source has tiles for."),
        KeyVocabulary(
            "subdomains", .either([.text, .list(.text, minimum: 1)]),
            "The servers {s} picks from: a list of host name labels, or a string of one-letter ones (abc)."),
    ]

    /// `decorations:`.
    package static let decorations = MappingVocabulary(
        "decorations", "What is drawn on top of the map: scale bar, compass, attribution and legend.",
        keys: [
            KeyVocabulary(
                "scale", .either([.boolean, .names(["auto"] + UnitSystem.allCases.map(\.rawValue))]),
                "The scale bar: true, false, auto (only where one scale holds), metric or imperial."),
            KeyVocabulary("compass", visibility, "The compass: true, false or auto (when the heading is not north)."),
            KeyVocabulary("attribution", visibility, "The data sources' credits: true, false or auto."),
            KeyVocabulary("legend", .boolean, "A legend of the titled overlays."),
        ])

    /// `auto`, `true` or `false`.
    package static let visibility = ValueShape.either([.boolean, .names(["auto"])])

    /// Every mapping of the vocabulary, each once, in the order the schema lists them.
    package static var mappings: [MappingVocabulary] {
        [
            scene, canvas, map, basemap, decorations, camera, style, gradient, annotation, pin, marker, image, dot, callout,
            accessory, overlay, circle, polygon, sourceFile, path, tiles, coordinateMapping,
        ]
    }
}
