import MapSceneBase

/// A map scene: everything a scene file says, typed and validated.
///
/// Both surface syntaxes (YAML and the DSL) decode to this one model.
package struct Scene: Sendable, Equatable {
    /// The file format version (`mapscene: 1`).
    package var formatVersion: Int
    /// The scene's title; becomes the SVG `<title>`.
    package var title: String?
    /// The scene's description; becomes the SVG `<desc>`.
    package var description: String?
    /// The drawing surface.
    package var canvas: Canvas
    /// Map type and basemap sources.
    package var map: MapSettings
    /// Where the map looks.
    package var camera: Camera
    /// Named, reusable renderer settings, in file order.
    package var styles: [NamedStyle]
    /// Point annotations, in file order; after the resolve stage, with those read from data files among them.
    package var annotations: [Annotation]
    /// Annotation entries that read their annotations from a data file (`from: FILE`), expanded
    /// into `annotations` by the resolve stage.
    package var annotationTemplates: [AnnotationTemplate] = []
    /// Overlays, in file order.
    package var overlays: [Overlay]
    /// Scale bar, compass, attribution and legend.
    package var decorations: Decorations
    /// Every place the scene names an image file, in file order.
    package var imageReferences: [ImageReference]
    /// The image files read by the resolve stage, keyed by their source as written.
    package var images: [String: ImageFile]
    /// The basemap data files (GeoJSON) read by the resolve stage, keyed by their path as written.
    package var basemapFeatures: [String: BasemapFeatureLayer] = [:]
    /// The vector tile archives drawn in a MapLibre style, read and evaluated by the resolve
    /// stage, keyed by their path as written.
    package var styledBasemaps: [String: StyledBasemap] = [:]
    /// The raster tiles read by the resolve stage for basemap entries and tile overlays, keyed by
    /// their template or path as written.
    package var rasterTiles: [String: RasterTileLayer] = [:]
    /// The data files (GPX, GeoJSON, KML, CSV) read by the resolve stage for `source:`, `data:`
    /// and `from:`, keyed by their path as written.
    package var dataFiles: [String: DataFile] = [:]

    /// Creates a scene.
    package init(
        formatVersion: Int = 1, title: String? = nil, description: String? = nil, canvas: Canvas = Canvas(),
        map: MapSettings = MapSettings(), camera: Camera, styles: [NamedStyle] = [], annotations: [Annotation] = [],
        overlays: [Overlay] = [], decorations: Decorations = Decorations(), imageReferences: [ImageReference] = [],
        images: [String: ImageFile] = [:]
    ) {
        self.formatVersion = formatVersion
        self.title = title
        self.description = description
        self.canvas = canvas
        self.map = map
        self.camera = camera
        self.styles = styles
        self.annotations = annotations
        self.overlays = overlays
        self.decorations = decorations
        self.imageReferences = imageReferences
        self.images = images
    }

    /// The style named `name`, if the scene defines it.
    package func style(named name: String) -> Style? {
        styles.first { $0.name == name }?.style
    }

    /// The annotation with `id`, if any.
    package func annotation(id: String) -> Annotation? {
        annotations.first { $0.id == id }
    }
}

/// The drawing surface: MapKit's map view bounds.
package struct Canvas: Sendable, Equatable {
    /// Width in points.
    package var width: Double
    /// Height in points.
    package var height: Double
    /// Pixels per point: 1, 2 or 3.
    package var scale: Double
    /// The background color; `nil` uses the theme's.
    package var background: Color?
    /// Light or dark.
    package var theme: Theme

    /// Creates a canvas; the default is 800 × 600 points at @1x, light.
    package init(width: Double = 800, height: Double = 600, scale: Double = 1, background: Color? = nil, theme: Theme = .light) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        self.theme = theme
    }
}

/// MapKit's `MKMapType`, as far as a static map has it.
package enum MapType: String, Sendable, Equatable, CaseIterable {
    case standard, mutedStandard, satellite, hybrid, none
}

/// Where the base map's content comes from. `range` is where the path or template is written;
/// `attribution` is the entry's own credit, shown in place of what the data says; `settings` are
/// a tile source's zooms and subdomains.
package enum BasemapSource: Sendable, Equatable {
    /// The embedded Natural Earth world.
    case world
    /// A user GeoJSON layer (roads, water, parks, buildings, places).
    case geojson(path: String, range: SourceRange? = nil, attribution: String? = nil)
    /// Raster tiles from a URL template (`https://host/{z}/{x}/{y}.png`) or a folder template
    /// (`tiles/{z}/{x}/{y}.png`), or a PMTiles or MBTiles archive of vector or raster tiles.
    case tiles(template: String, range: SourceRange? = nil, attribution: String? = nil, settings: TileSettings = TileSettings())
    /// A PMTiles or MBTiles archive of vector or raster tiles, whatever its name.
    case mbtiles(path: String, range: SourceRange? = nil, attribution: String? = nil, settings: TileSettings = TileSettings())

    /// The entry's own `attribution:`, nil for `world` and for an entry without one.
    package var attribution: String? {
        switch self {
        case .world: nil
        case .geojson(_, _, let text), .tiles(_, _, let text, _), .mbtiles(_, _, let text, _): text
        }
    }

    /// The file, folder template or URL template as written (the key of what the resolve stage
    /// read for it); nil for `world`.
    package var path: String? {
        switch self {
        case .world: nil
        case .geojson(let path, _, _), .tiles(let path, _, _, _), .mbtiles(let path, _, _, _): path
        }
    }

    /// Where the path or template is written; nil for `world`.
    package var range: SourceRange? {
        switch self {
        case .world: nil
        case .geojson(_, let range, _), .tiles(_, let range, _, _), .mbtiles(_, let range, _, _): range
        }
    }

    /// The settings of a PMTiles or MBTiles archive entry, the one kind a MapLibre style draws;
    /// nil for every other entry.
    package var archiveSettings: TileSettings? {
        switch self {
        case .tiles(let template, _, _, let settings) where TileLocation(template) == .archive: settings
        case .mbtiles(_, _, _, let settings): settings
        default: nil
        }
    }
}

/// The map type and the basemap sources.
package struct MapSettings: Sendable, Equatable {
    /// The map type.
    package var type: MapType
    /// Basemap sources, bottom first.
    package var basemap: [BasemapSource]
    /// Where the map type is written, for what is said about it.
    package var typeRange: SourceRange?
    /// The MapLibre style every vector tile archive of the basemap is drawn in, unless its entry
    /// names its own (`map: {style: FILE}`).
    package var style: StyleReference?

    /// Creates map settings; the default is a standard map over the embedded world.
    package init(type: MapType = .standard, basemap: [BasemapSource] = [.world]) {
        self.type = type
        self.basemap = basemap
    }

    /// The MapLibre style the basemap entry `source` is drawn in: its own `style:`, else the
    /// map's; nil for an entry that is not a tile archive and for an archive without either.
    package func style(of source: BasemapSource) -> StyleReference? {
        guard let settings = source.archiveSettings else { return nil }
        return settings.style ?? style
    }
}

/// A named style from the scene's `styles`.
package struct NamedStyle: Sendable, Equatable {
    /// The style's name, referenced by `style:`.
    package var name: String
    /// Its settings.
    package var style: Style
    /// Where it is defined.
    package var range: SourceRange

    /// Creates a named style.
    package init(name: String, style: Style, range: SourceRange) {
        self.name = name
        self.style = style
        self.range = range
    }
}

/// Reusable renderer settings (`MKOverlayPathRenderer`'s properties); unset fields inherit.
package struct Style: Sendable, Equatable {
    /// Stroke color.
    package var stroke: Color?
    /// Stroke width in points.
    package var width: Double?
    /// Dash pattern in points.
    package var dash: [Double]?
    /// Line cap.
    package var lineCap: LineCap?
    /// Line join.
    package var lineJoin: LineJoin?
    /// Fill color.
    package var fill: Color?
    /// Gradient fill; drawn instead of `fill` where the backend can.
    package var gradient: LinearGradient?
    /// Opacity, 0...1.
    package var opacity: Double?

    /// Creates a style.
    package init(
        stroke: Color? = nil, width: Double? = nil, dash: [Double]? = nil, lineCap: LineCap? = nil,
        lineJoin: LineJoin? = nil, fill: Color? = nil, gradient: LinearGradient? = nil, opacity: Double? = nil
    ) {
        self.stroke = stroke
        self.width = width
        self.dash = dash
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.fill = fill
        self.gradient = gradient
        self.opacity = opacity
    }

    /// `self` with every field that `other` sets taken from `other`.
    package func overridden(by other: Style) -> Style {
        Style(
            stroke: other.stroke ?? stroke, width: other.width ?? width, dash: other.dash ?? dash,
            lineCap: other.lineCap ?? lineCap, lineJoin: other.lineJoin ?? lineJoin,
            fill: other.fill ?? fill, gradient: other.gradient ?? gradient, opacity: other.opacity ?? opacity
        )
    }
}

/// Scale bar, compass, attribution and legend (`showsScale`, `showsCompass`).
package struct Decorations: Sendable, Equatable {
    /// When to draw a scale bar: `auto` and `always` draw it only where one scale holds over the
    /// whole canvas (`always` says why when it is left out); `never` does not draw it.
    package var scale: Visibility
    /// Where the scene asks for the scale bar, for the note that says why it was left out.
    package var scaleRange: SourceRange?
    /// The units the scale bar counts in.
    package var scaleUnits: UnitSystem
    /// When to draw a compass.
    package var compass: Visibility
    /// When to draw the attribution.
    package var attribution: Visibility
    /// Whether to draw a legend.
    package var legend: Bool
    /// Where the scene asks for the legend, for what is said about it.
    package var legendRange: SourceRange?

    /// Creates decorations; the default shows the compass and attribution when needed, and no scale bar.
    package init(
        scale: Visibility = .never, scaleRange: SourceRange? = nil, scaleUnits: UnitSystem = .metric,
        compass: Visibility = .auto, attribution: Visibility = .auto, legend: Bool = false
    ) {
        self.scale = scale
        self.scaleRange = scaleRange
        self.scaleUnits = scaleUnits
        self.compass = compass
        self.attribution = attribution
        self.legend = legend
    }
}

/// Meters and kilometers, or feet and miles.
package enum UnitSystem: String, Sendable, Equatable, CaseIterable {
    case metric, imperial
}

/// Shown always, never, or when it has something to say.
package enum Visibility: String, Sendable, Equatable {
    case auto, always, never
}
