import MapSceneBase

/// A map scene: everything a scene file says, typed and validated.
///
/// Both surface syntaxes (YAML and the DSL) decode to this one model.
public struct Scene: Sendable, Equatable {
    /// The file format version (`mapscene: 1`).
    public var formatVersion: Int
    /// The scene's title; becomes the SVG `<title>`.
    public var title: String?
    /// The scene's description; becomes the SVG `<desc>`.
    public var description: String?
    /// The drawing surface.
    public var canvas: Canvas
    /// Map type and basemap sources.
    public var map: MapSettings
    /// Where the map looks.
    public var camera: Camera
    /// Named, reusable renderer settings, in file order.
    public var styles: [NamedStyle]
    /// Point annotations, in file order; after the resolve stage, with those read from data files among them.
    public var annotations: [Annotation]
    /// Annotation entries that read their annotations from a data file (`from: FILE`), expanded
    /// into `annotations` by the resolve stage.
    public var annotationTemplates: [AnnotationTemplate] = []
    /// Overlays, in file order.
    public var overlays: [Overlay]
    /// Scale bar, compass, attribution and legend.
    public var decorations: Decorations
    /// Every place the scene names an image file, in file order.
    public var imageReferences: [ImageReference]
    /// The image files read by the resolve stage, keyed by their source as written.
    public var images: [String: ImageFile]
    /// The basemap data files (GeoJSON) read by the resolve stage, keyed by their path as written.
    public var basemapFeatures: [String: BasemapFeatureLayer] = [:]
    /// The raster tiles read by the resolve stage for basemap entries and tile overlays, keyed by
    /// their template or path as written.
    public var rasterTiles: [String: RasterTileLayer] = [:]
    /// The data files (GPX, GeoJSON, KML, CSV) read by the resolve stage for `source:`, `data:`
    /// and `from:`, keyed by their path as written.
    public var dataFiles: [String: DataFile] = [:]

    /// Creates a scene.
    public init(
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
    public func style(named name: String) -> Style? {
        styles.first { $0.name == name }?.style
    }

    /// The annotation with `id`, if any.
    public func annotation(id: String) -> Annotation? {
        annotations.first { $0.id == id }
    }
}

/// The drawing surface: MapKit's map view bounds.
public struct Canvas: Sendable, Equatable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Pixels per point: 1, 2 or 3.
    public var scale: Double
    /// The background color; `nil` uses the theme's.
    public var background: Color?
    /// Light or dark.
    public var theme: Theme

    /// Creates a canvas; the default is 800 × 600 points at @1x, light.
    public init(width: Double = 800, height: Double = 600, scale: Double = 1, background: Color? = nil, theme: Theme = .light) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        self.theme = theme
    }
}

/// MapKit's `MKMapType`, as far as a static map has it.
public enum MapType: String, Sendable, Equatable, CaseIterable {
    case standard, mutedStandard, satellite, hybrid, none
}

/// Where the base map's content comes from. `range` is where the path or template is written;
/// `attribution` is the entry's own credit, shown in place of what the data says; `settings` are
/// a tile source's zooms and subdomains.
public enum BasemapSource: Sendable, Equatable {
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
    public var attribution: String? {
        switch self {
        case .world: nil
        case .geojson(_, _, let text), .tiles(_, _, let text, _), .mbtiles(_, _, let text, _): text
        }
    }

    /// The file, folder template or URL template as written (the key of what the resolve stage
    /// read for it); nil for `world`.
    public var path: String? {
        switch self {
        case .world: nil
        case .geojson(let path, _, _), .tiles(let path, _, _, _), .mbtiles(let path, _, _, _): path
        }
    }

    /// Where the path or template is written; nil for `world`.
    public var range: SourceRange? {
        switch self {
        case .world: nil
        case .geojson(_, let range, _), .tiles(_, let range, _, _), .mbtiles(_, let range, _, _): range
        }
    }
}

/// The map type and the basemap sources.
public struct MapSettings: Sendable, Equatable {
    /// The map type.
    public var type: MapType
    /// Basemap sources, bottom first.
    public var basemap: [BasemapSource]
    /// Where the map type is written, for what is said about it.
    public var typeRange: SourceRange?

    /// Creates map settings; the default is a standard map over the embedded world.
    public init(type: MapType = .standard, basemap: [BasemapSource] = [.world]) {
        self.type = type
        self.basemap = basemap
    }
}

/// A named style from the scene's `styles`.
public struct NamedStyle: Sendable, Equatable {
    /// The style's name, referenced by `style:`.
    public var name: String
    /// Its settings.
    public var style: Style
    /// Where it is defined.
    public var range: SourceRange

    /// Creates a named style.
    public init(name: String, style: Style, range: SourceRange) {
        self.name = name
        self.style = style
        self.range = range
    }
}

/// Reusable renderer settings (`MKOverlayPathRenderer`'s properties); unset fields inherit.
public struct Style: Sendable, Equatable {
    /// Stroke color.
    public var stroke: Color?
    /// Stroke width in points.
    public var width: Double?
    /// Dash pattern in points.
    public var dash: [Double]?
    /// Line cap.
    public var lineCap: LineCap?
    /// Line join.
    public var lineJoin: LineJoin?
    /// Fill color.
    public var fill: Color?
    /// Gradient fill; drawn instead of `fill` where the backend can.
    public var gradient: LinearGradient?
    /// Opacity, 0...1.
    public var opacity: Double?

    /// Creates a style.
    public init(
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
    public func overridden(by other: Style) -> Style {
        Style(
            stroke: other.stroke ?? stroke, width: other.width ?? width, dash: other.dash ?? dash,
            lineCap: other.lineCap ?? lineCap, lineJoin: other.lineJoin ?? lineJoin,
            fill: other.fill ?? fill, gradient: other.gradient ?? gradient, opacity: other.opacity ?? opacity
        )
    }
}

/// Scale bar, compass, attribution and legend (`showsScale`, `showsCompass`).
public struct Decorations: Sendable, Equatable {
    /// When to draw a scale bar: `auto` and `always` draw it only where one scale holds over the
    /// whole canvas (`always` says why when it is left out); `never` does not draw it.
    public var scale: Visibility
    /// Where the scene asks for the scale bar, for the note that says why it was left out.
    public var scaleRange: SourceRange?
    /// The units the scale bar counts in.
    public var scaleUnits: UnitSystem
    /// When to draw a compass.
    public var compass: Visibility
    /// When to draw the attribution.
    public var attribution: Visibility
    /// Whether to draw a legend.
    public var legend: Bool
    /// Where the scene asks for the legend, for what is said about it.
    public var legendRange: SourceRange?

    /// Creates decorations; the default shows the compass and attribution when needed, and no scale bar.
    public init(
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
public enum UnitSystem: String, Sendable, Equatable, CaseIterable {
    case metric, imperial
}

/// Shown always, never, or when it has something to say.
public enum Visibility: String, Sendable, Equatable {
    case auto, always, never
}
