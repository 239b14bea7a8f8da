import MapSceneModel

/// The compiled picture: a flat list of items in draw order, in canvas points.
///
/// This is the contract between the compiler and every backend: backends see nothing else.
public struct RenderList: Sendable, Equatable {
    /// The canvas the items are drawn on.
    public var canvas: RenderCanvas
    /// The scene's title, for `<title>`.
    public var title: String?
    /// The scene's description, for `<desc>`.
    public var description: String?
    /// The items, bottom first.
    public var items: [RenderItem]
    /// The image files items draw, keyed by their source as the scene wrote it.
    public var images: [String: RenderImage]
    /// How the map's own colors change in the dark theme (see `DarkColor`).
    public var darkColors: [DarkColor]

    /// Creates a render list.
    public init(
        canvas: RenderCanvas, title: String? = nil, description: String? = nil, items: [RenderItem] = [],
        images: [String: RenderImage] = [:], darkColors: [DarkColor] = []
    ) {
        self.canvas = canvas
        self.title = title
        self.description = description
        self.items = items
        self.images = images
        self.darkColors = darkColors
    }
}

/// The drawing surface: size in points and the output scale factor.
public struct RenderCanvas: Sendable, Equatable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Pixels per point (1, 2 or 3).
    public var scale: Double
    /// Light or dark.
    public var theme: Theme

    /// Creates a canvas.
    public init(width: Double, height: Double, scale: Double, theme: Theme = .light) {
        self.width = width
        self.height = height
        self.scale = scale
        self.theme = theme
    }
}

/// The draw-order layers, bottom to top, in the order every backend draws them.
public enum RenderLayer: String, Codable, Sendable, CaseIterable, Comparable {
    case background, base, roads, aboveRoads, labels, aboveLabels, annotations, callouts, decorations

    public static func < (lhs: RenderLayer, rhs: RenderLayer) -> Bool {
        lhs.drawOrder < rhs.drawOrder
    }

    /// The layer's place in draw order: its index in `allCases`, without building that array.
    package var drawOrder: Int {
        switch self {
        case .background: 0
        case .base: 1
        case .roads: 2
        case .aboveRoads: 3
        case .labels: 4
        case .aboveLabels: 5
        case .annotations: 6
        case .callouts: 7
        case .decorations: 8
        }
    }
}
