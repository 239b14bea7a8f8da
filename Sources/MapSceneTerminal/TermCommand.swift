import MapSceneBase
import MapSceneModel
import MapSceneRenderList

/// A point in cell space: `x` in columns from the left edge, `y` in rows from the top edge of
/// the map grid. Cell `(c, r)` covers `c ≤ x < c + 1`, `r ≤ y < r + 1`.
package struct CellPoint: Sendable, Equatable, Hashable {
    /// Columns from the grid's left edge.
    package var x: Double
    /// Rows from the grid's top edge.
    package var y: Double

    /// Creates a point.
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The paint of the commands that follow a `style` command.
package struct TermStyle: Sendable, Equatable {
    /// Areas: rectangle, polygon and circle interiors, box interiors, and the cells under text.
    package var fill: Color?
    /// Lines: polylines, polygon, circle and box outlines.
    package var stroke: Color?
    /// Stroke width in columns.
    package var width: Double
    /// Dash pattern in columns (on, off, ...); empty for solid.
    package var dash: [Double]
    /// Text and glyphs.
    package var color: Color?
    /// Bold text.
    package var bold: Bool

    /// Creates a style; the defaults paint nothing.
    package init(
        fill: Color? = nil, stroke: Color? = nil, width: Double = 0, dash: [Double] = [], color: Color? = nil, bold: Bool = false
    ) {
        self.fill = fill
        self.stroke = stroke
        self.width = width
        self.dash = dash
        self.color = color
        self.bold = bold
    }
}

/// A symbol the renderer draws with a character that suits its mode (braille and half-blocks
/// use Unicode, ASCII mode plain characters).
package enum TermGlyph: String, Sendable, CaseIterable {
    /// A pin's head or a dot of an annotation's size (`●` / `o`).
    case disc
    /// A small dot, such as a populated place (`•` / `*`).
    case dot
    /// An image that the terminal cannot show (`▣` / `#`).
    case image
    /// A callout's detail-disclosure chevron (`›` / `>`).
    case detail
    /// A callout's info button (`ⓘ` is ambiguous in width, so `i` in every mode).
    case info
    /// A callout's pointer on its bottom border, towards the annotation below (`┬` / `v`).
    case pointerDown = "pointer-down"
    /// A callout's pointer on its top border, towards the annotation above (`┴` / `^`).
    case pointerUp = "pointer-up"
    /// A callout's pointer on its left border, towards the annotation on its left (`┤` / `<`).
    case pointerLeft = "pointer-left"
    /// A callout's pointer on its right border, towards the annotation on its right (`├` / `>`).
    case pointerRight = "pointer-right"
    /// A compass needle pointing north on screen, up (`↑` / `^`).
    case northUp = "north-up"
    /// A compass needle pointing north, up and right (`↗` / `/`).
    case northUpRight = "north-up-right"
    /// A compass needle pointing north, right (`→` / `>`).
    case northRight = "north-right"
    /// A compass needle pointing north, down and right (`↘` / `\`).
    case northDownRight = "north-down-right"
    /// A compass needle pointing north, down (`↓` / `v`).
    case northDown = "north-down"
    /// A compass needle pointing north, down and left (`↙` / `/`).
    case northDownLeft = "north-down-left"
    /// A compass needle pointing north, left (`←` / `<`).
    case northLeft = "north-left"
    /// A compass needle pointing north, up and left (`↖` / `\`).
    case northUpLeft = "north-up-left"
    /// A legend swatch for a line (`━` / `-`).
    case swatchLine = "swatch-line"
    /// A legend swatch for an area (`■` / `#`).
    case swatchArea = "swatch-area"
}

/// One command of the terminal command stream.
///
/// Geometry is in cell space (`CellPoint`, fractional); text, glyphs and boxes sit on whole
/// cells. Commands are in draw order: later ones paint over earlier ones, except that text and
/// glyphs are never covered by lines (a label stays legible), only by later opaque areas and
/// boxes.
package enum TermCommand: Sendable, Equatable {
    /// The following commands draw the render item `id` in `layer`.
    case item(id: String, layer: RenderLayer)
    /// Replaces the current style.
    case style(TermStyle)
    /// A filled rectangle (`fill` only) from `from` to `to`.
    case rect(from: CellPoint, to: CellPoint)
    /// Rings filled together even-odd (holes cut out) with `fill`, outlined with `stroke`.
    case polygon(rings: [[CellPoint]])
    /// Open lines stroked with `stroke`.
    case polyline(parts: [[CellPoint]])
    /// One straight line stroked with `stroke`.
    case line(from: CellPoint, to: CellPoint)
    /// An ellipse with radii in columns and rows (a dot at least a cell across), filled with
    /// `fill` like an area and outlined with `stroke` like a line.
    case circle(center: CellPoint, radiusX: Double, radiusY: Double)
    /// Text from cell (`column`, `row`) rightwards in `color`, over `fill` when set. The text is
    /// already safe for a terminal (`TerminalText.cellText`) and fits the grid.
    case text(column: Int, row: Int, String)
    /// A symbol in cell (`column`, `row`) in `color`, over `fill` when set.
    case glyph(column: Int, row: Int, TermGlyph)
    /// A bordered box covering `columns` × `rows` cells from (`column`, `row`): the border in
    /// `stroke`, the inside cleared and filled with `fill`.
    case box(column: Int, row: Int, columns: Int, rows: Int)
    /// A scale bar along `from`–`to` (left to right on one row), with a tick up at each end,
    /// stroked with `stroke` and `width`: ticks one pixel tall (a braille dot, half a cell in
    /// half blocks); in ASCII `|` in the cells of its ends and `-` between them.
    case scaleBar(from: CellPoint, to: CellPoint)
    /// An image's colors over the `columns` × `rows` cells from (`column`, `row`), two samples a
    /// cell (its top and bottom half), row by row of half cells: `columns × 2 · rows` samples,
    /// each a color (translucent ones blended over what is there) or nil where the image does
    /// not reach.
    case pixels(column: Int, row: Int, columns: Int, rows: Int, samples: [Color?])
}

/// The render list lowered to the terminal: the map grid's size, the title line and the commands.
package struct TermCommands: Sendable, Equatable {
    /// Columns of the map grid.
    package var columns: Int
    /// Rows of the map grid (the title line is not part of it).
    package var rows: Int
    /// The title shown above the map, already safe for a terminal and fitted to `columns`.
    package var title: String?
    /// The commands, in draw order.
    package var commands: [TermCommand]
    /// The callouts the commands leave out, because no box touching their annotation found
    /// room in the cells (not part of the stream's text).
    package var hiddenCallouts: [TermHiddenCallout]
    /// The ground images the commands draw in the color standing in for them, because decoding
    /// them would pass the pixels one drawing decodes (not part of the stream's text).
    package var undecodedImages: [TermUndecodedImage]

    /// Creates a command stream.
    package init(
        columns: Int, rows: Int, title: String? = nil, commands: [TermCommand] = [], hiddenCallouts: [TermHiddenCallout] = [],
        undecodedImages: [TermUndecodedImage] = []
    ) {
        self.columns = columns
        self.rows = rows
        self.title = title
        self.commands = commands
        self.hiddenCallouts = hiddenCallouts
        self.undecodedImages = undecodedImages
    }
}

/// A callout of the render list that the terminal drawing leaves out.
package struct TermHiddenCallout: Sendable, Equatable {
    /// The callout's render item id (`park.callout`).
    package var id: String
    /// Where in the scene file the callout came from, when the render list says.
    package var source: SourceLocation?

    /// Creates a record of a hidden callout.
    package init(id: String, source: SourceLocation?) {
        self.id = id
        self.source = source
    }
}

/// A ground image of the render list that the terminal drawing does not decode, for want of
/// pixels left in the drawing's budget: the color standing in for it is drawn instead.
package struct TermUndecodedImage: Sendable, Equatable {
    /// The render item id of the first item drawing the image (`basemap.12/2047/1361`).
    package var id: String
    /// Where in the scene file the image's source is named, when the render list says.
    package var source: SourceLocation?

    /// Creates a record of an image left undecoded.
    package init(id: String, source: SourceLocation?) {
        self.id = id
        self.source = source
    }
}
