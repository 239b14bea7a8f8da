import MapSceneDrawing
import MapSceneRenderList
import MapSceneSVG

/// Draws a `RenderList` as a PNG: its SVG (``SVGBackend``) drawn by librsvg and cairo.
///
/// The picture is the canvas at `canvas.scale` pixels per point (an 800 × 600 canvas at scale 2
/// is 1600 × 1200 pixels), or at ``PNGOptions/dpi`` for print, in sRGB. Its pHYs chunk gives
/// the resolution, so the picture's physical size is the canvas in points, and the scene's title
/// and description are its `Title` and `Description` text chunks. 8-bit RGB when every pixel is
/// opaque, else RGBA; the same list always gives the same bytes on the same machine.
public enum PNGBackend {
    /// The most pixels a side: cairo's limit.
    public static let maximumSide = 32767
    /// The most pixels in all (128 Mpx: 512 MiB of pixels while drawing).
    public static let maximumPixels = 1 << 27

    /// The picture's size in pixels for `list` and `options`.
    public static func pixelSize(
        of list: RenderList, options: PNGOptions = PNGOptions()
    ) throws(ImageError) -> (width: Int, height: Int) {
        let perPoint = try pixelsPerPoint(list, options)
        let width = max(1, (list.canvas.width * perPoint).rounded())
        let height = max(1, (list.canvas.height * perPoint).rounded())
        guard width <= Double(maximumSide), height <= Double(maximumSide), width * height <= Double(maximumPixels) else {
            throw .tooLarge(width: Int(min(width, 1e12)), height: Int(min(height, 1e12)))
        }
        return (Int(width), Int(height))
    }

    /// The PNG of `list`.
    public static func render(_ list: RenderList, options: PNGOptions = PNGOptions()) throws(ImageError) -> [UInt8] {
        let size = try pixelSize(of: list, options: options)
        let svg = SVGBackend.renderBytes(list, options: options.svg)
        let rgba = try SVGDrawing.pixels(svg, width: size.width, height: size.height)
        guard let pixels = RasterPixels(width: size.width, height: size.height, rgba: rgba) else { throw .outOfMemory }
        var texts: [(keyword: String, text: String)] = []
        if let title = list.title { texts.append(("Title", title)) }
        if let description = list.description { texts.append(("Description", description)) }
        // Pixels per meter: 72 points an inch, 0.0254 m an inch.
        let perMeter = UInt32((try pixelsPerPoint(list, options) * 72 / 0.0254).rounded())
        guard let png = RasterEncoding.pngDocument(pixels, texts: texts, pixelsPerMeter: perMeter) else {
            throw .outOfMemory
        }
        return png
    }

    private static func pixelsPerPoint(_ list: RenderList, _ options: PNGOptions) throws(ImageError) -> Double {
        guard let dpi = options.dpi else { return list.canvas.scale }
        guard dpi.isFinite, dpi > 0 else { throw .invalidDPI(dpi) }
        return dpi / 72
    }
}
