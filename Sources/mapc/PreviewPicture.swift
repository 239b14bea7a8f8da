import MapSceneBase
import MapSceneDrawing
import MapSceneImage
import MapSceneRenderList
import MapSceneTerminal

/// `mapc preview`'s map as an image: drawn to a PNG that fits the terminal's cells (the same
/// picture `mapc compile -o map.png` draws, at the size the cells give), and written in the
/// terminal's graphics protocol under the scene's title line. Sixel carries the PNG's pixels
/// in at most 256 colors.
struct PreviewPicture {
    /// The title line, cut to the width and bold when colors are on (the colors reset at its
    /// end), without its line break; nil without a title.
    let title: String?
    /// The escapes drawing the image at the cursor (kitty's leave the cursor there).
    let image: String
    /// The protocol `image` is written in.
    let graphics: GraphicsProtocol
    /// The rows the image covers.
    let rows: Int

    /// The picture of `list` in `size` cells of `cell` pixels, the title line included; kitty's
    /// image numbered `kittyID` when given (so the next one replaces it).
    init(
        _ list: RenderList, graphics: GraphicsProtocol, size: TermSize, cell: CellPixels, colors: ColorDepth,
        kittyID: UInt32? = nil
    ) throws(ImageError) {
        let text = TermLowering.titleText(list)
        let titleRows = text != nil && size.rows > 1 ? 1 : 0
        if titleRows == 1, let text {
            var writer = SGRWriter(depth: colors)
            writer.write(TerminalText.cellPrefix(text, width: size.columns), bold: true)
            writer.endLine()
            title = String(writer.text.dropLast())
        } else {
            title = nil
        }
        let frame = ImageFrame(
            width: list.canvas.width, height: list.canvas.height, columns: size.columns, rows: size.rows - titleRows, cell: cell)
        let png = try PNGBackend.render(list, options: PNGOptions(dpi: frame.pixelsPerPoint * 72))
        switch graphics {
        case .kitty:
            image = KittyGraphics.place(png: png, columns: frame.columns, rows: frame.rows, id: kittyID, cursorStays: true)
        case .iterm:
            image = ITermImages.place(png: png, columns: frame.columns, rows: frame.rows)
        case .sixel:
            guard let pixels = RasterPixels(decoding: png) else { throw .outOfMemory }
            image = SixelEncoder.encode(PalettedPixels(quantizing: pixels))
        }
        self.graphics = graphics
        rows = frame.rows
    }

    /// The picture for writing once at the cursor: the title line, the image, and the cursor
    /// at the start of the line under it. Room is made first for kitty's image, which leaves
    /// the cursor at its top left.
    var text: String {
        var text = title.map { $0 + "\n" } ?? ""
        switch graphics {
        case .kitty:
            text += String(repeating: "\n", count: rows) + "\u{1B}[\(rows)A" + image + "\u{1B}[\(rows)B\r"
        case .iterm, .sixel:
            text += image + "\n"
        }
        return text
    }
}
