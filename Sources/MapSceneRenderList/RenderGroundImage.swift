import MapSceneGeometry

/// An image laid on the ground, such as a raster tile: a part of the image mapped onto four
/// canvas points.
///
/// The part's corners land on `corners`; points between them follow the projective map that
/// takes the part's rectangle to that quadrilateral. It is exact for the Web Mercator ground,
/// flat or pitched. At pitch 0 the quadrilateral is a parallelogram and the map is affine (a
/// turned heading included). The compiler splits an image that reaches beyond what a pitched
/// view shows into parts that each lie wholly in view.
public struct RenderGroundImage: Sendable, Equatable {
    /// The image's key in `RenderList.images`.
    public var source: String
    /// The part of the image drawn, as fractions of its width and height (x right, y down):
    /// `0...1` in both for the whole image.
    public var part: ImagePart
    /// Where the part's top-left, top-right, bottom-right and bottom-left corners land.
    public var corners: [CanvasPoint]

    /// Creates a ground image.
    public init(source: String, part: ImagePart = .whole, corners: [CanvasPoint]) {
        self.source = source
        self.part = part
        self.corners = corners
    }
}

/// A rectangle of an image as fractions of its width and height, y down.
public struct ImagePart: Sendable, Equatable {
    /// The left edge, 0...1.
    public var minX: Double
    /// The top edge, 0...1.
    public var minY: Double
    /// The right edge, 0...1.
    public var maxX: Double
    /// The bottom edge, 0...1.
    public var maxY: Double

    /// Creates a part.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The whole image.
    public static let whole = ImagePart(minX: 0, minY: 0, maxX: 1, maxY: 1)
}
