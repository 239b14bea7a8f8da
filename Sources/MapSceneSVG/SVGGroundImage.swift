import Foundation
import MapSceneDrawing
import MapSceneGeometry
import MapSceneRenderList

/// Ground images — raster tiles — as SVG draws them: each image once in `<defs>` as an
/// `<image>` one unit square, and every tile or piece a `<use>` of it through an affine
/// `transform`, so the image's bytes are in the document once however often it is drawn.
///
/// A flat view's tile is one `<use>` whose matrix takes the unit square to the tile's
/// parallelogram. A pitched part is cut into pieces (`GroundImagePieces`), each a group whose
/// matrix takes the unit square to the piece, holding a `<use>` that scales the image so that
/// the piece's rectangle of it fills the unit square.
///
/// No seam shows between pieces or tiles, although renderers antialias every edge and a
/// piece's edges stray a little from its neighbours':
/// - a piece is clipped to its left and top edges but reaches on over its neighbours to the
///   right and below, as far as its own size again (`<scope>-reach`): those are drawn after it
///   and cover it, and along their edges the piece's own continuation of the image shows, not
///   the background;
/// - a tile's image ends at its right and bottom edges, so there it is stretched by
///   `groundOverlap` (and by as far as the piece strays) under the neighbouring tile drawn
///   after it: its own edge pixels fill the seam, as web maps draw their tiles a pixel larger.
///   Tiles that meet on a pixel boundary stay crisp: the later one starts exactly there.
///
/// Each ground image item is clipped to the canvas (`<scope>-canvas`), also where the SVG is
/// inlined in a page that lets it overflow.
extension SVGWriter {
    /// The clip to the canvas.
    package static let canvasClipID: StaticString = "canvas"
    /// The clip of a piece: its unit square and as much again to the right and below.
    package static let reachClipID: StaticString = "reach"
    /// How far, in canvas points, a tile's image is stretched past its right and bottom edges:
    /// a pixel where SVG is drawn at one pixel a point, more where it is drawn denser.
    package static let groundOverlap = 1.0
    /// How far, in canvas points, past the canvas a piece may lie and still be drawn: more than
    /// a neighbour reaching over it may stray.
    package static let pieceMargin = 4.0
    /// How far, in pixels at the canvas's scale, a piece's affine map may stray from the
    /// projective one.
    package static let groundTolerance = 0.5
    /// Decimals of the image fractions in a piece's inner matrix: enough for any halving.
    package static let fractionDecimals = 9

    /// A ground image: its pieces, or, when the image is not in the list's table, its
    /// quadrilateral in the style's fill (the color standing in for it), if it has one.
    package mutating func groundImage(
        _ ground: RenderGroundImage, image: RenderImage?, style: RenderStyle, mapOwned: Bool, canvas: RenderCanvas
    ) {
        let part = ground.part
        guard let map = ProjectiveMap(unitSquareTo: ground.corners),
            [part.minX, part.minY, part.maxX, part.maxY].allSatisfy({ $0 >= 0 && $0 <= 1 }), part.minX < part.maxX,
            part.minY < part.maxY
        else { return }
        guard image != nil else {
            if style.fill != nil {
                var fill = style
                fill.stroke = nil
                polygon([ground.corners], style: fill, mapOwned: mapOwned)
            }
            return
        }
        let number = sheet.number(groundImage: ground.source)
        let bounds = CanvasRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        let tolerance = Self.groundTolerance / max(canvas.scale.isFinite ? canvas.scale : 1, 1)
        for piece in GroundImagePieces.pieces(of: map, canvas: bounds, margin: Self.pieceMargin, tolerance: tolerance) {
            groundPiece(piece, of: part, image: number)
        }
    }

    /// One piece: stretched past the image's right and bottom edges, and reaching over its
    /// neighbours to the right and below.
    private mutating func groundPiece(_ piece: GroundImagePieces.Piece, of part: ImagePart, image number: Int) {
        // The piece's rectangle of the whole image.
        let width = part.maxX - part.minX, height = part.maxY - part.minY
        let u0 = part.minX + piece.s0 * width, u1 = part.minX + piece.s1 * width
        let v0 = part.minY + piece.t0 * height, v1 = part.minY + piece.t1 * height
        let acrossLength = hypot(piece.across.x, piece.across.y), downLength = hypot(piece.down.x, piece.down.y)
        guard acrossLength > 0, downLength > 0, acrossLength.isFinite, downLength.isFinite else { return }
        let stretch = Self.groundOverlap + piece.error
        let growAcross = u1 == 1 ? 1 + stretch / acrossLength : 1, growDown = v1 == 1 ? 1 + stretch / downLength : 1
        let matrix = [
            piece.across.x * growAcross, piece.across.y * growAcross, piece.down.x * growDown, piece.down.y * growDown,
            piece.origin.x, piece.origin.y,
        ]
        if u0 == 0, v0 == 0, u1 == 1, v1 == 1 {
            use(image: number, matrix: matrix, decimals: nil)
            return
        }
        sheet.clipsGroundPieces = true
        begin("g")
        transform(matrix, decimals: nil)
        beginValue("clip-path")
        append("url(#")
        scoped(Self.reachClipID)
        append(")")
        endValue()
        endOpen()
        let du = u1 - u0, dv = v1 - v0
        use(image: number, matrix: [1 / du, 0, 0, 1 / dv, -u0 / du, -v0 / dv], decimals: Self.fractionDecimals)
        close("g")
    }

    /// `<use>` of ground image `number` through `matrix`.
    private mutating func use(image number: Int, matrix: [Double], decimals: Int?) {
        begin("use")
        beginValue("href")
        append("#")
        scoped("i")
        integer(number)
        endValue()
        transform(matrix, decimals: decimals)
        end()
    }

    /// ` transform="matrix(a b c d e f)"`, at the writer's precision or with `decimals`.
    private mutating func transform(_ matrix: [Double], decimals: Int?) {
        beginValue("transform")
        append("matrix(")
        for (index, value) in matrix.enumerated() {
            if index > 0 { append(" ") }
            if let decimals { append(number: value, decimals: decimals) } else { append(number: value) }
        }
        append(")")
        endValue()
    }

    /// ` clip-path="url(#<scope>-canvas)"`, on a ground image's group.
    package mutating func canvasClip() {
        beginValue("clip-path")
        append("url(#")
        scoped(Self.canvasClipID)
        append(")")
        endValue()
    }

    /// The definitions ground images use, in `<defs>`: the canvas clip, the pieces' clips that
    /// were used, and each image (`keys`, numbered in order) as a unit square, its `href`
    /// as the list gives it (a `data:` URI, or a link), escaped, smoothed when drawn larger or
    /// smaller than its pixels.
    package mutating func groundImageDefinitions(
        _ keys: [String], images: [String: RenderImage], canvas: RenderCanvas, reach: Bool
    ) {
        clipRect(Self.canvasClipID, width: canvas.width, height: canvas.height)
        if reach { clipRect(Self.reachClipID, width: 2, height: 2) }
        for (number, key) in keys.enumerated() {
            guard let image = images[key] else { continue }
            begin("image")
            beginValue("id")
            scoped("i")
            integer(number)
            endValue()
            attribute("width", "1")
            attribute("height", "1")
            attribute("preserveAspectRatio", "none")
            attribute("image-rendering", "optimizeQuality")
            attribute("href", text: image.href)
            end()
        }
    }

    /// `<clipPath id="<scope>-ID"><rect width height/></clipPath>`.
    private mutating func clipRect(_ id: StaticString, width: Double, height: Double) {
        begin("clipPath")
        attribute("id", scoped: id)
        endOpen()
        begin("rect")
        attribute("width", width)
        attribute("height", height)
        end()
        close("clipPath")
    }
}
