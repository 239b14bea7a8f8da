import MapSceneBase
import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// The items drawn on whole cells: marks (pins, markers, images, cluster badges), which are
/// always drawn and keep their cells, and labels and callouts, which go where they do not
/// overlap anything placed before them or are left out.
extension Lowering {
    package typealias Block = CellOccupancy.Block

    /// Text and callouts: placed only where there is room.
    package func isLabel(_ item: RenderItem) -> Bool {
        switch item.shape {
        case .text, .callout: true
        default: false
        }
    }

    /// The commands of a mark, having taken its cells; nil for items that are not marks. A dot
    /// at least a cell across takes the cell of its center, and the lines of decorations (the
    /// scale bar) the cells they cross, but they are drawn as geometry (nil).
    package mutating func mark(_ item: RenderItem) -> [TermCommand]? {
        if let commands = decoration(item) { return commands }
        let commands = markCommands(item)
        if item.layer == .annotations, let anchor = item.anchor, markCells[anchor] == nil,
            let block = cells(of: item, drawnBy: commands)
        {
            markCells[anchor] = block
        }
        return commands
    }

    /// The cells a mark shows in: those of its glyph or badge, or those a dot at least a cell
    /// across covers.
    private func cells(of item: RenderItem, drawnBy commands: [TermCommand]?) -> Block? {
        if case .dot(let center, let radius) = item.shape, commands == nil {
            let left = frame.column(center.x - radius), top = frame.row(center.y - radius)
            return Block(
                column: left, row: top, columns: frame.column(center.x + radius) - left + 1,
                rows: frame.row(center.y + radius) - top + 1)
        }
        return Self.block(of: commands ?? [])
    }

    /// The cells of the first glyph or text in `commands`.
    private static func block(of commands: [TermCommand]) -> Block? {
        for command in commands {
            switch command {
            case .glyph(let column, let row, _): return Block(column: column, row: row, columns: 1, rows: 1)
            case .text(let column, let row, let text):
                return Block(column: column, row: row, columns: TerminalText.cellWidth(text), rows: 1)
            default: continue
            }
        }
        return nil
    }

    private mutating func markCommands(_ item: RenderItem) -> [TermCommand]? {
        let style = item.style
        switch item.shape {
        case .pin(let tip):
            // The head's center, where the pin is seen; the tip is the coordinate.
            let head = tip.y - AnnotationMetrics.pinHeight + AnnotationMetrics.pinWidth / 2
            return glyph(.disc, column: frame.column(tip.x), row: frame.row(head), color: paint(style.fill ?? .pinRed, style))
        case .image(_, let rect):
            return glyph(
                .image, column: frame.column(rect.x + rect.width / 2), row: frame.row(rect.y + rect.height / 2),
                color: paint(theme.titleColor, style))
        case .marker(let at, let glyph):
            let letter = TerminalText.cellPrefix(TerminalText.cellText(glyph).trimmingSpaces(), width: 2)
            return badge(
                " " + letter + " ", at: CanvasPoint(x: at.x, y: at.y - AnnotationMetrics.markerLift),
                fill: paint(style.fill ?? .pinRed, style))
        case .cluster(let center, _, let count):
            return badge(" \(count) ", at: center, fill: paint(style.fill ?? theme.tint, style))
        case .dot(let center, let radius):
            // A dot smaller than a cell is a glyph: a dot or two of braille would hardly show.
            let column = frame.column(center.x), row = frame.row(center.y)
            if frame.columns(radius) < 1 {
                return glyph(
                    radius >= 4 ? .disc : .dot, column: column, row: row, color: paint(style.fill ?? style.stroke, style))
            }
            occupancy.take(Block(column: column, row: row, columns: 1, rows: 1))
            return nil
        case .legend(let box):
            return legend(box)
        case .legendEntry:
            // Drawn in the legend's box.
            return []
        case .polyline(let parts) where item.layer == .decorations:
            for part in parts {
                for (a, b) in zip(part, part.dropFirst()) { takeCells(from: frame.point(a), to: frame.point(b)) }
            }
            return nil
        default:
            return nil
        }
    }

    /// Takes the cells a straight line crosses, sampled at least twice per cell.
    package mutating func takeCells(from a: CellPoint, to b: CellPoint) {
        let window = PlaneBox(columns: frame.columns, rows: frame.rows, margin: 0)
        guard let (p, q) = Clipping.clipSegment(a, b, to: window) else { return }
        let steps = min(Int((max(abs(q.x - p.x), abs(q.y - p.y)) * 2).rounded(.up)), 100_000)
        for k in 0...steps {
            let t = steps == 0 ? 0 : Double(k) / Double(steps)
            let x = Int((p.x + (q.x - p.x) * t).rounded(.down)), y = Int((p.y + (q.y - p.y) * t).rounded(.down))
            occupancy.take(Block(column: x, row: y, columns: 1, rows: 1))
        }
    }

    /// A glyph in one cell; nothing when the cell is off the grid.
    private mutating func glyph(_ glyph: TermGlyph, column: Int, row: Int, color: Color?) -> [TermCommand] {
        guard frame.contains(column: column, row: row) else { return [] }
        occupancy.take(Block(column: column, row: row, columns: 1, rows: 1))
        return [.style(TermStyle(color: color)), .glyph(column: column, row: row, glyph)]
    }

    /// Bold text in the marker glyph's ink (white) on `fill`, centred on `at` and kept inside the grid.
    private mutating func badge(_ text: String, at: CanvasPoint, fill: Color?) -> [TermCommand] {
        let row = frame.row(at.y)
        guard frame.contains(column: frame.column(at.x), row: row) else { return [] }
        let shown = TerminalText.cellPrefix(text, width: frame.columns)
        let width = TerminalText.cellWidth(shown)
        let column = centred(at.x, width: width)
        occupancy.take(Block(column: column, row: row, columns: width, rows: 1))
        return [.style(TermStyle(fill: fill, color: ViewInks.markerGlyph, bold: true)), .text(column: column, row: row, shown)]
    }

    /// The first column of `width` cells centred on canvas x `x`, kept inside the grid.
    package func centred(_ x: Double, width: Int) -> Int {
        let ideal = frame.columns(x) - Double(width) / 2
        let column = ideal.isFinite ? Int(min(max(ideal, -1e6), 1e6).rounded()) : 0
        return min(max(column, 0), max(frame.columns - width, 0))
    }

    /// The commands of a label or callout: placed without overlapping, or none.
    package mutating func label(_ item: RenderItem) -> [TermCommand] {
        switch item.shape {
        case .text(let string, let at, let size, let weight):
            return text(string, at: at, size: size, bold: weight == .bold, style: item.style)
        case .callout(let bubble):
            guard let commands = callout(bubble, anchor: item.anchor, style: item.style) else {
                hiddenCallouts.append(TermHiddenCallout(id: item.id, source: item.source))
                return []
            }
            return commands
        default:
            return []
        }
    }

    /// A label centred on its anchor, on the anchor's row or the one above or below it, or
    /// moved half its width aside; with a blank cell either side (where the grid has one), so
    /// that labels stay apart and no line or dot touches the letters. A label that fits nowhere
    /// is left out.
    private mutating func text(_ string: String, at: CanvasPoint, size: Double, bold: Bool, style: RenderStyle) -> [TermCommand] {
        let text = TerminalText.cellText(string).trimmingSpaces()
        // The middle of the letters, a little above the baseline.
        let row = frame.row(at.y - size * 0.35)
        guard !text.isEmpty,
            frame.contains(column: frame.column(at.x), row: row) || frame.contains(column: frame.column(at.x), row: row - 1)
        else { return [] }
        let shown = TerminalText.cellPrefix(text, width: frame.columns)
        let width = TerminalText.cellWidth(shown)
        let column = centred(at.x, width: width)
        // Its own row, the rows above and below, then its own row and the one above with the
        // label moved half its width aside (still touching its anchor's column).
        let shift = width / 2 + 1
        func block(_ offset: Int, _ r: Int) -> Block {
            Block(column: min(max(column + offset, 0), max(frame.columns - width, 0)), row: r, columns: width, rows: 1)
        }
        let candidates = [
            block(0, row), block(0, row - 1), block(0, row + 1),
            block(-shift, row), block(shift, row), block(-shift, row - 1), block(shift, row - 1),
        ]
        guard let block = occupancy.place(candidates, margin: 1) else { return [] }
        let color = paint(style.fill ?? theme.titleColor, style)
        // The blank cell either side is written too, so that no line runs into the letters.
        let left = block.column > 0 ? " " : "", right = block.column + block.columns < frame.columns ? " " : ""
        return [
            .style(TermStyle(color: color, bold: bold)),
            .text(column: block.column - left.count, row: block.row, left + shown + right),
        ]
    }
}
