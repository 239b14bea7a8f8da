import MapSceneGeometry

/// A vector tile archive drawn in a MapLibre style, as the resolve stage evaluates it at the
/// map's zoom: the style's layers in drawing order, each with the features it draws and their
/// paint and text worked out. The compile stage only projects and places them.
package struct StyledBasemap: Sendable, Equatable {
    /// The layers that draw something, in the style's order.
    package var layers: [StyledLayer]
    /// The attribution the archive asks for.
    package var attribution: String?
    /// The style's icons the symbol layers use, by name, as PNG images.
    package var icons: [String: StyledIcon]

    /// Creates a styled basemap.
    package init(layers: [StyledLayer], attribution: String?, icons: [String: StyledIcon] = [:]) {
        self.layers = layers
        self.attribution = attribution
        self.icons = icons
    }

    /// The index of the first symbol layer: the scene's `aboveRoads` overlays go under it.
    package var firstSymbolLayer: Int? { layers.firstIndex { $0.kind == .symbol } }
}

/// One layer of a style, with what it draws.
package struct StyledLayer: Sendable, Equatable {
    /// What a layer draws.
    package enum Kind: Sendable, Equatable {
        /// The whole map in one color.
        case background
        /// Areas.
        case fill
        /// Lines.
        case line
        /// Circles at points.
        case circle
        /// Text and icons, placed clear of each other.
        case symbol
    }

    /// The layer's id in the style.
    package var id: String
    package var kind: Kind
    /// A background layer's paint (its fill and opacity).
    package var background: StyledPaint?
    /// The features the layer draws, in the archive's order.
    package var features: [StyledFeature]

    /// Creates a layer.
    package init(id: String, kind: Kind, background: StyledPaint? = nil, features: [StyledFeature] = []) {
        self.id = id
        self.kind = kind
        self.background = background
        self.features = features
    }
}

/// A feature as one style layer draws it.
package struct StyledFeature: Sendable, Equatable {
    /// Where it is, in map points.
    package var geometry: BasemapFeature.Geometry
    /// Its bounds, for leaving it out when it is out of view.
    package var bounds: MapRect
    /// How its area, line or circle is painted.
    package var paint: StyledPaint
    /// Its text and icon, for a symbol layer.
    package var symbol: StyledSymbol?
    /// An area's outline where its paint has one: its rings without the edges its tile cut.
    package var outline: [[MapPoint]] = []

    /// Creates a feature; nil when the geometry has no points.
    package init?(geometry: BasemapFeature.Geometry, paint: StyledPaint, symbol: StyledSymbol? = nil) {
        guard let bounds = geometry.bounds else { return nil }
        self.geometry = geometry
        self.bounds = bounds
        self.paint = paint
        self.symbol = symbol
    }
}

/// A style layer's paint for one feature, in canvas points (a MapLibre pixel is a point).
package struct StyledPaint: Sendable, Hashable {
    /// An area's or circle's fill.
    package var fill: Color?
    /// A line's color, an area's outline or a circle's stroke.
    package var stroke: Color?
    /// The line's, outline's or circle stroke's width.
    package var width: Double
    /// The opacity of the whole shape.
    package var opacity: Double
    /// Dashes and gaps in points; empty for solid.
    package var dash: [Double]
    package var lineCap: LineCap
    package var lineJoin: LineJoin
    /// How far a line is drawn beside its geometry, right of its direction positive.
    package var offset: Double
    /// A circle's radius.
    package var radius: Double
    /// How far the whole shape is moved on the canvas, right and down positive.
    package var translate = CanvasPoint(x: 0, y: 0)

    /// Whether what is drawn lets what is under it show through.
    package var isTranslucent: Bool { opacity < 1 || (fill?.alpha ?? 1) < 1 }

    /// Creates paint; the default draws nothing.
    package init(
        fill: Color? = nil, stroke: Color? = nil, width: Double = 1, opacity: Double = 1, dash: [Double] = [],
        lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, offset: Double = 0, radius: Double = 5
    ) {
        self.fill = fill
        self.stroke = stroke
        self.width = width
        self.opacity = opacity
        self.dash = dash
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.offset = offset
        self.radius = radius
    }
}

/// A symbol layer's text and icon for one feature.
package struct StyledSymbol: Sendable, Equatable {
    /// Where the text goes: at the feature's point (an area's middle), or along its line.
    package enum Placement: Sendable, Equatable { case point, line }

    /// The text, transformed and wrapped into lines; empty for an icon alone.
    package var lines: [String]
    package var size: Double
    package var color: Color
    package var haloColor: Color?
    package var haloWidth: Double
    package var bold: Bool
    package var placement: Placement
    /// Where the text sits against its point: `center`, `top`, `left`, `bottom-right`, …
    package var anchor: String
    /// The text's offset from its point in ems, right and down positive.
    package var offset: CanvasPoint
    /// The icon's name in the style's icons, if it has one that is drawn.
    package var icon: String?
    package var iconSize: Double
    /// Where the icon sits against its point (`center`, `top`, `bottom-left`, …) and how far it
    /// is moved from there, in icon pixels.
    package var iconAnchor: String = "center"
    package var iconOffset = CanvasPoint(x: 0, y: 0)
    package var iconOpacity = 1.0
    /// The distance between the baselines of the text's lines, in ems.
    package var lineHeight = 1.2
    /// How the text's lines line up: `center`, `left`, `right`, or `auto` (by the anchor).
    package var justify = "center"
    /// Which of a layer's symbols is placed first: the lower (`symbol-sort-key`).
    package var rank: Double

    /// Creates a symbol.
    package init(
        lines: [String], size: Double, color: Color, haloColor: Color? = nil, haloWidth: Double = 0, bold: Bool = false,
        placement: Placement = .point, anchor: String = "center", offset: CanvasPoint = CanvasPoint(x: 0, y: 0),
        icon: String? = nil, iconSize: Double = 1, rank: Double = 0
    ) {
        self.lines = lines
        self.size = size
        self.color = color
        self.haloColor = haloColor
        self.haloWidth = haloWidth
        self.bold = bold
        self.placement = placement
        self.anchor = anchor
        self.offset = offset
        self.icon = icon
        self.iconSize = iconSize
        self.rank = rank
    }
}

/// An icon of a style's sprite, as a PNG image, and its size in points.
package struct StyledIcon: Sendable, Equatable {
    /// The PNG image as a `data:` URI.
    package var href: String
    package var width: Double
    package var height: Double

    /// Creates an icon.
    package init(href: String, width: Double, height: Double) {
        self.href = href
        self.width = width
        self.height = height
    }
}
