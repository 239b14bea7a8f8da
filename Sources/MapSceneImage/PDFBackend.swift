import MapSceneRenderList
import MapSceneSVG

/// Draws a `RenderList` as a PDF: its SVG (``SVGBackend``) drawn by librsvg on cairo's PDF
/// surface.
///
/// One page the size of the canvas in points, in vectors: text stays text, found by search and
/// selectable. The scene's title is the document's title. The document carries no creation
/// date, so the same list always gives the same bytes on the same machine.
public enum PDFBackend {
    /// The PDF of `list`.
    public static func render(_ list: RenderList, options: PDFOptions = PDFOptions()) throws(ImageError) -> [UInt8] {
        let svg = SVGBackend.renderBytes(list, options: options.svg)
        let pdf = try SVGDrawing.pdf(svg, width: list.canvas.width, height: list.canvas.height, title: list.title)
        return PDFResourceEntries.removingRepeats(pdf)
    }
}
