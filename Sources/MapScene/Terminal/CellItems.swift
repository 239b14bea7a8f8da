/// The items drawn on whole cells: marks (pins, markers, images, cluster badges), which are
/// always drawn and keep their cells, and labels and callouts, which go where they do not
/// overlap anything placed before them or are left out.
extension Lowering {
    typealias Block = CellOccupancy.Block

    /// Text and callouts: placed only where there is room.
    func isLabel(_ item: RenderItem) -> Bool {
        switch item.shape {
        case .text, .callout: true
        default: false
        }
    }

    /// The commands of a mark, having taken its cells; nil for items that are not marks. A dot
    /// at least a cell across takes the cell of its center, and the lines of decorations (the
    /// scale bar) the cells they cross, but they are drawn as geometry (nil).
    mutating func mark(_ item: RenderItem) -> [TermCommand]? {
        let style = item.style
        switch item.shape {
        case .pin(let tip):
            // The head's center, where the pin is seen; the tip is the coordinate.
            let head = tip.y - AnnotationMetrics.pinHeight + AnnotationMetrics.pinWidth / 2
            return glyph(.disc, column: frame.column(tip.x), row: frame.row(head), color: paint(style.fill ?? .pinRed, style))
        case .image(_, let rect):
            return glyph(.image, column: frame.column(rect.x + rect.width / 2), row: frame.row(rect.y + rect.height / 2),
                         color: paint(theme.titleColor, style))
        case .marker(let at, let glyph):
            let letter = TerminalText.cellPrefix(TerminalText.cellText(glyph).trimmingSpaces(), width: 2)
            return badge(" " + letter + " ", at: CanvasPoint(x: at.x, y: at.y - AnnotationMetrics.markerLift),
                         fill: paint(style.fill ?? .pinRed, style))
        case .cluster(let center, _, let count):
            return badge(" \(count) ", at: center, fill: paint(style.fill ?? theme.tint, style))
        case .dot(let center, let radius):
            // A dot smaller than a cell is a glyph: a dot or two of braille would hardly show.
            let column = frame.column(center.x), row = frame.row(center.y)
            if frame.columns(radius) < 1 {
                return glyph(radius >= 4 ? .disc : .dot, column: column, row: row, color: paint(style.fill ?? style.stroke, style))
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
    private mutating func takeCells(from a: CellPoint, to b: CellPoint) {
        let window = CellGeometry.Window(columns: frame.columns, rows: frame.rows, margin: 0)
        guard let (p, q) = CellGeometry.clipSegment(a, b, to: window) else { return }
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

    /// White bold text on `fill`, centred on `at` and kept inside the grid.
    private mutating func badge(_ text: String, at: CanvasPoint, fill: Color?) -> [TermCommand] {
        let row = frame.row(at.y)
        guard frame.contains(column: frame.column(at.x), row: row) else { return [] }
        let shown = TerminalText.cellPrefix(text, width: frame.columns)
        let width = TerminalText.cellWidth(shown)
        let column = centred(at.x, width: width)
        occupancy.take(Block(column: column, row: row, columns: width, rows: 1))
        return [.style(TermStyle(fill: fill, color: .white, bold: true)), .text(column: column, row: row, shown)]
    }

    /// The first column of `width` cells centred on canvas x `x`, kept inside the grid.
    private func centred(_ x: Double, width: Int) -> Int {
        let ideal = frame.columns(x) - Double(width) / 2
        let column = ideal.isFinite ? Int(min(max(ideal, -1e6), 1e6).rounded()) : 0
        return min(max(column, 0), max(frame.columns - width, 0))
    }

    /// The commands of a label or callout: placed without overlapping, or none.
    mutating func label(_ item: RenderItem) -> [TermCommand] {
        switch item.shape {
        case .text(let string, let at, let size, let weight):
            return text(string, at: at, size: size, bold: weight == .bold, style: item.style)
        case .callout(let callout):
            return self.callout(callout, style: item.style)
        default:
            return []
        }
    }

    /// A label centred on its anchor, on the anchor's row or the one above or below it, or
    /// moved half its width aside; with a free cell either side, so labels stay apart. A label
    /// that fits nowhere is left out.
    private mutating func text(_ string: String, at: CanvasPoint, size: Double, bold: Bool, style: RenderStyle) -> [TermCommand] {
        let text = TerminalText.cellText(string).trimmingSpaces()
        // The middle of the letters, a little above the baseline.
        let row = frame.row(at.y - size * 0.35)
        guard !text.isEmpty, frame.contains(column: frame.column(at.x), row: row) || frame.contains(column: frame.column(at.x), row: row - 1)
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
        let candidates = [block(0, row), block(0, row - 1), block(0, row + 1),
                          block(-shift, row), block(shift, row), block(-shift, row - 1), block(shift, row - 1)]
        guard let block = occupancy.place(candidates, margin: 1) else { return [] }
        let color = paint(style.fill ?? theme.titleColor, style)
        return [.style(TermStyle(color: color, bold: bold)), .text(column: block.column, row: block.row, shown)]
    }

    /// A callout: a bordered box with the title and subtitle, above (or below) the pointer as
    /// the compiler placed it, moved away from it or flipped when that space is taken.
    private mutating func callout(_ bubble: RenderCallout, style: RenderStyle) -> [TermCommand] {
        let left = bubble.left.map(Self.glyph(for:)), right = bubble.right.map(Self.glyph(for:))
        let accessoryCells = (left == nil ? 0 : 2) + (right == nil ? 0 : 2)
        let budget = frame.columns - 4 - accessoryCells
        let subtitle = bubble.subtitle.map { TerminalText.cellPrefix(TerminalText.cellText($0).trimmingSpaces(), width: budget) }
            .flatMap { $0.isEmpty ? nil : $0 }
        let title = TerminalText.cellPrefix(TerminalText.cellText(bubble.title).trimmingSpaces(), width: budget)
        let height = subtitle == nil ? 3 : 4
        guard budget >= 1, height <= frame.rows else { return [] }
        let width = max(TerminalText.cellWidth(title), subtitle.map(TerminalText.cellWidth) ?? 0) + 4 + accessoryCells

        let pointerColumn = frame.column(bubble.pointer.x), pointerRow = frame.row(bubble.pointer.y)
        let above = bubble.frame.y + bubble.frame.height / 2 <= bubble.pointer.y
        let column = centred(bubble.pointer.x, width: width)
        let aboveRow = pointerRow - height, belowRow = pointerRow + 1
        var rows = above ? [aboveRow, aboveRow - 1, aboveRow - 2, belowRow, belowRow + 1] : [belowRow, belowRow + 1, belowRow + 2, aboveRow, aboveRow - 1]
        rows = rows.map { min(max($0, 0), frame.rows - height) }
        var candidates: [Block] = []
        for shift in [0, -width / 2, width / 2, -width, width] {
            let c = min(max(column + shift, 0), max(frame.columns - width, 0))
            for r in rows { candidates.append(Block(column: c, row: r, columns: width, rows: height)) }
        }
        guard let box = occupancy.place(candidates) else { return [] }

        let border = theme.subtitleColor
        var out: [TermCommand] = [
            .style(TermStyle(fill: theme.bubbleFill, stroke: border, color: border)),
            .box(column: box.column, row: box.row, columns: box.columns, rows: box.rows),
        ]
        let tipColumn = min(max(pointerColumn, box.column + 1), box.column + box.columns - 2)
        if box.row + box.rows <= pointerRow {
            out.append(.glyph(column: tipColumn, row: box.row + box.rows - 1, .pointerDown))
        } else if box.row > pointerRow {
            out.append(.glyph(column: tipColumn, row: box.row, .pointerUp))
        }
        let textColumn = box.column + 2 + (left == nil ? 0 : 2)
        out += [.style(TermStyle(fill: theme.bubbleFill, color: theme.titleColor, bold: true)), .text(column: textColumn, row: box.row + 1, title)]
        if let subtitle {
            out += [.style(TermStyle(fill: theme.bubbleFill, color: theme.subtitleColor)), .text(column: textColumn, row: box.row + 2, subtitle)]
        }
        if left != nil || right != nil {
            let middle = box.row + (box.rows - 1) / 2
            out.append(.style(TermStyle(fill: theme.bubbleFill, color: theme.tint)))
            if let left { out.append(.glyph(column: box.column + 2, row: middle, left)) }
            if let right { out.append(.glyph(column: box.column + box.columns - 3, row: middle, right)) }
        }
        return out
    }

    static func glyph(for accessory: RenderAccessory) -> TermGlyph {
        switch accessory {
        case .detailDisclosure: .detail
        case .info: .info
        case .image: .image
        }
    }
}
