import MapSceneBase
import MapSceneGeometry
import MapSceneModel

/// One drawable thing in the render list.
public struct RenderItem: Sendable, Equatable {
    // The stored properties are declared in the order that packs them: an item is 192 bytes,
    // and a million pins' items are copied and faulted in that much less.

    /// The scene element's id, or one derived from it (`park.callout`).
    public var id: String
    /// What to draw, in canvas points.
    public var shape: RenderShape
    /// The layer it is drawn in.
    public var layer: RenderLayer
    /// Where in the scene file it came from.
    public var source: SourceLocation? {
        get { compactSource?.location }
        set { compactSource = newValue.map(CompactLocation.init) }
    }
    private var compactSource: CompactLocation?
    /// How to paint it.
    public var style: RenderStyle
    /// An accessible name (an annotation's title).
    public var label: String?
    /// For text: degrees clockwise the text is turned about its `at` point, in (-90, 90] so it
    /// reads upright (a line's title running along the line). 0 for level text and every other
    /// shape. A backend that cannot turn text draws it level at the same point.
    public var rotation: Double
    /// For annotations: the canvas point of the annotation's coordinate.
    public var anchor: CanvasPoint?

    /// Creates an item.
    public init(
        id: String, layer: RenderLayer, shape: RenderShape, style: RenderStyle = RenderStyle(),
        source: SourceLocation? = nil, anchor: CanvasPoint? = nil, label: String? = nil, rotation: Double = 0
    ) {
        self.id = id
        self.layer = layer
        self.shape = shape
        self.style = style
        self.compactSource = source.map(CompactLocation.init)
        self.anchor = anchor
        self.label = label
        self.rotation = rotation
    }
}

/// The geometry of a render item.
///
/// The few large shapes (a callout, a ground image, a legend entry, an image) are boxed, so that
/// every item holds no more than a text's inline: a pin's item is 192 bytes instead of 312, and a
/// million of them are copied and faulted in that much less.
public enum RenderShape: Sendable, Equatable {
    /// A filled rectangle (the background).
    case rect(CanvasRect)
    /// Closed rings filled by the even-odd rule: the first is an exterior, the rest its holes,
    /// or further exteriors with theirs (a multi-part area, a data feature's polygons).
    case polygon(rings: [[CanvasPoint]])
    /// One or more open lines (a clipped line can fall apart into several).
    case polyline(parts: [[CanvasPoint]])
    /// A map pin whose tip is at `tip`; colored by the style's fill.
    case pin(tip: CanvasPoint)
    /// A round marker balloon centred above `at`, with a glyph.
    case marker(at: CanvasPoint, glyph: String)
    /// A filled circle in canvas points.
    case dot(center: CanvasPoint, radius: Double)
    /// An image placed in `frame`; `source` is the path as the scene gave it.
    indirect case image(source: String, frame: CanvasRect)
    /// An image laid on the ground (a raster tile), mapped onto a quadrilateral.
    indirect case groundImage(RenderGroundImage)
    /// Text whose baseline is centred on `at`.
    case text(String, at: CanvasPoint, size: Double, weight: TextWeight)
    /// A callout bubble with its pointer tip at `pointer`.
    indirect case callout(RenderCallout)
    /// A cluster's count badge: a filled circle with the number of members it stands for.
    case cluster(center: CanvasPoint, radius: Double, count: Int)
    /// The legend's box: a panel with rounded corners, in the style's fill and stroke, that the
    /// legend's entries are drawn on.
    case legend(frame: CanvasRect)
    /// One line of the legend: a swatch drawn in the item's style and the name beside it.
    indirect case legendEntry(RenderLegendEntry)
}

/// A line of the legend, laid out.
public struct RenderLegendEntry: Sendable, Equatable {
    /// What the swatch shows.
    public var swatch: RenderSwatch
    /// Where the swatch is drawn: a line across its middle, an area filling it, an annotation's
    /// view fitted into it.
    public var frame: CanvasRect
    /// The name.
    public var text: String
    /// The left end of the name's baseline.
    public var at: CanvasPoint
    /// The name's text size.
    public var size: Double
    /// The name's color.
    public var ink: Color

    /// Creates an entry.
    public init(swatch: RenderSwatch, frame: CanvasRect, text: String, at: CanvasPoint, size: Double, ink: Color) {
        self.swatch = swatch
        self.frame = frame
        self.text = text
        self.at = at
        self.size = size
        self.ink = ink
    }
}

/// What a legend entry's swatch shows, painted in the entry item's style.
public enum RenderSwatch: Sendable, Equatable {
    /// A stretch of line: a polyline overlay.
    case line
    /// A patch of area, filled and outlined: a polygon, circle or closed path.
    case area
    /// A pin in the style's fill.
    case pin
    /// A marker balloon in the style's fill, with its glyph.
    case marker(glyph: String)
    /// A dot in the style's fill and stroke.
    case dot
    /// An image from the list's table.
    case image(source: String)
}

/// Regular or bold text.
public enum TextWeight: String, Sendable {
    case regular, bold
}

/// A callout bubble, laid out.
public struct RenderCallout: Sendable, Equatable {
    /// The bubble's body.
    public var frame: CanvasRect
    /// The tip of the bubble's pointer.
    public var pointer: CanvasPoint
    /// The title line.
    public var title: String
    /// The subtitle line.
    public var subtitle: String?
    /// The left accessory.
    public var left: RenderAccessory?
    /// The right accessory.
    public var right: RenderAccessory?

    /// Creates a callout.
    public init(
        frame: CanvasRect, pointer: CanvasPoint, title: String, subtitle: String?, left: RenderAccessory?, right: RenderAccessory?
    ) {
        self.frame = frame
        self.pointer = pointer
        self.title = title
        self.subtitle = subtitle
        self.left = left
        self.right = right
    }
}

/// A callout accessory as drawn.
public enum RenderAccessory: Sendable, Equatable {
    /// A chevron: `UIButtonTypeDetailDisclosure`.
    case detailDisclosure
    /// An "i" in a circle: `UIButtonTypeInfoLight`.
    case info
    /// An image from a file.
    case image(source: String)
}

/// How a render item is painted.
public struct RenderStyle: Sendable, Hashable {
    // The stored properties are declared in the order that packs them into 72 bytes.

    /// Stroke width in points.
    public var strokeWidth: Double
    /// Opacity of the whole item.
    public var opacity: Double
    /// Dash pattern in points; empty for solid.
    public var dash: [Double]
    /// A gradient that fills the shape instead of `fill`; `fill` stays as the fallback for
    /// backends that cannot draw gradients.
    public var gradient: LinearGradient?
    /// Stroke color, or none.
    public var stroke: Color?
    /// Line cap.
    public var lineCap: LineCap
    /// Line join.
    public var lineJoin: LineJoin
    /// Fill color, or none.
    public var fill: Color?

    /// Creates a style; the defaults draw nothing.
    public init(
        stroke: Color? = nil, strokeWidth: Double = 1, dash: [Double] = [], lineCap: LineCap = .butt,
        lineJoin: LineJoin = .miter, fill: Color? = nil, gradient: LinearGradient? = nil, opacity: Double = 1
    ) {
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.dash = dash
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.fill = fill
        self.gradient = gradient
        self.opacity = opacity
    }
}
