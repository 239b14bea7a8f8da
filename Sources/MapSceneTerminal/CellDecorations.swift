import Foundation
import MapSceneBase
import MapSceneGeometry
import MapSceneRenderList

/// The compiler's decorations drawn the terminal's way (`DecorationID`): the scale bar as a
/// `scalebar` command with its label beside it, and the compass as an `N` beside an arrow
/// pointing north, turned to the nearest of eight directions. The bar and the compass are
/// marks: always drawn, in cells nothing else takes.
extension Lowering {
    /// The commands of a decoration drawn the terminal's way, having taken its cells; an empty
    /// list for the parts of the compass the arrow stands for; nil for every other item.
    package mutating func decoration(_ item: RenderItem) -> [TermCommand]? {
        guard item.layer == .decorations else { return nil }
        switch (item.id, item.shape) {
        case (DecorationID.scaleBar, .polyline(let parts)):
            return scaleBar(parts, style: item.style)
        case (DecorationID.scaleLabel, .text(let text, _, _, let weight)):
            return scaleLabel(text, bold: weight == .bold, style: item.style)
        case (DecorationID.compass, .dot(let center, _)):
            return compass(at: center)
        case (DecorationID.compassNorth, _), (DecorationID.compassSouth, _):
            return needle == nil ? nil : []
        default:
            return nil
        }
    }

    /// The bar along the bottom of the scale bar's points, from the leftmost to the rightmost.
    private mutating func scaleBar(_ parts: [[CanvasPoint]], style: RenderStyle) -> [TermCommand]? {
        let points = parts.joined().filter { $0.x.isFinite && $0.y.isFinite }
        guard let bounds = PlaneBox(bounding: points), bounds.minX < bounds.maxX, let stroke = paint(style.stroke, style) else {
            return nil
        }
        let from = CellGeometry.rounded(frame.point(CanvasPoint(x: bounds.minX, y: bounds.maxY)))
        let to = CellGeometry.rounded(frame.point(CanvasPoint(x: bounds.maxX, y: bounds.maxY)))
        let window = PlaneBox(columns: frame.columns, rows: frame.rows, margin: 0)
        guard window.contains(from), window.contains(to) else { return nil }
        let tick = CellRasterizer.scaleTickReach
        takeCells(from: CellPoint(x: from.x, y: from.y - tick), to: from)
        takeCells(from: from, to: to)
        takeCells(from: to, to: CellPoint(x: to.x, y: to.y - tick))
        scaleBarEnd = (Int(to.x.rounded(.down)), Int(to.y.rounded(.down)))
        let width = CellGeometry.quantized(frame.columns(style.strokeWidth))
        return [.style(TermStyle(stroke: stroke, width: max(width, 0))), .scaleBar(from: from, to: to)]
    }

    /// The scale bar's label on the bar's row after a blank cell (`|-----| 200 m`), where that
    /// is free; nil to place it as any other label.
    private mutating func scaleLabel(_ string: String, bold: Bool, style: RenderStyle) -> [TermCommand]? {
        guard let end = scaleBarEnd else { return nil }
        let text = TerminalText.cellText(string).trimmingSpaces()
        let width = TerminalText.cellWidth(text)
        guard !text.isEmpty, end.column + 2 + width <= frame.columns,
            let block = occupancy.place([Block(column: end.column + 2, row: end.row, columns: width, rows: 1)], margin: 1)
        else { return nil }
        let right = block.column + block.columns < frame.columns ? " " : ""
        let color = paint(style.fill ?? theme.titleColor, style)
        return [.style(TermStyle(color: color, bold: bold)), .text(column: block.column - 1, row: block.row, " " + text + right)]
    }

    /// The compass's needle in `list`: from the south half's middle to the north half's, in
    /// canvas points; nil without both halves.
    package static func needle(in list: RenderList) -> (south: CanvasPoint, north: CanvasPoint)? {
        func middle(_ id: String) -> CanvasPoint? {
            guard let item = list.items.first(where: { $0.layer == .decorations && $0.id == id }),
                case .polygon(let rings) = item.shape, let ring = rings.first, !ring.isEmpty
            else { return nil }
            let x = ring.map(\.x).reduce(0, +) / Double(ring.count), y = ring.map(\.y).reduce(0, +) / Double(ring.count)
            return x.isFinite && y.isFinite ? CanvasPoint(x: x, y: y) : nil
        }
        guard let north = middle(DecorationID.compassNorth), let south = middle(DecorationID.compassSouth), north != south else {
            return nil
        }
        return (south, north)
    }

    /// The eight directions of the compass arrow, clockwise from up: the arrow's glyph and the
    /// step from the arrow's cell to the `N`'s.
    package static let compassDirections: [(glyph: TermGlyph, column: Int, row: Int)] = [
        (.northUp, 0, -1), (.northUpRight, 1, -1), (.northRight, 1, 0), (.northDownRight, 1, 1),
        (.northDown, 0, 1), (.northDownLeft, -1, 1), (.northLeft, -1, 0), (.northUpLeft, -1, -1),
    ]

    /// An arrow in the cell of the compass's center pointing north, and a bold `N` in the cell
    /// it points to; both moved inside the grid when they would leave it.
    private mutating func compass(at center: CanvasPoint) -> [TermCommand]? {
        guard let needle else { return nil }
        // On screen, from up, clockwise (canvas y points down).
        let angle = atan2(needle.north.x - needle.south.x, needle.south.y - needle.north.y)
        let index = (Int((angle / (.pi / 4)).rounded()) % 8 + 8) % 8
        let direction = Self.compassDirections[index]
        guard frame.columns >= 2 || direction.column == 0, frame.rows >= 2 || direction.row == 0 else { return nil }
        let column = min(max(frame.column(center.x), max(-direction.column, 0)), frame.columns - 1 - max(direction.column, 0))
        let row = min(max(frame.row(center.y), max(-direction.row, 0)), frame.rows - 1 - max(direction.row, 0))
        let letter = (column: column + direction.column, row: row + direction.row)
        occupancy.take(Block(column: column, row: row, columns: 1, rows: 1))
        occupancy.take(Block(column: letter.column, row: letter.row, columns: 1, rows: 1))
        let north = list.items.first { $0.layer == .decorations && $0.id == DecorationID.compassNorth }
        return [
            .style(TermStyle(color: paint(north?.style.fill ?? .pinRed, north?.style ?? RenderStyle()))),
            .glyph(column: column, row: row, direction.glyph),
            .style(TermStyle(color: theme.titleColor, bold: true)),
            .text(column: letter.column, row: letter.row, "N"),
        ]
    }
}
