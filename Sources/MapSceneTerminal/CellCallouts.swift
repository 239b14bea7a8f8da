import MapSceneBase
import MapSceneGeometry
import MapSceneRenderList

/// Callouts on whole cells: a bordered box whose pointer touches the annotation it belongs to.
extension Lowering {
    /// A callout: a bordered box with the title and subtitle, its pointer on the border next to
    /// the cells of its annotation's mark, on the side the compiler placed the bubble (then the
    /// others), as near the compiler's place as the cells taken allow. Nil when there is no such
    /// place: the caller reports the callout as hidden.
    ///
    /// `anchor` finds the mark (an annotation's items share it); without one, the callout's
    /// pointer cell stands in for it.
    package mutating func callout(_ bubble: RenderCallout, anchor: CanvasPoint?, style: RenderStyle) -> [TermCommand]? {
        let left = bubble.left.map(Self.glyph(for:)), right = bubble.right.map(Self.glyph(for:))
        let accessoryCells = (left == nil ? 0 : 2) + (right == nil ? 0 : 2)
        let budget = frame.columns - 4 - accessoryCells
        let subtitle = bubble.subtitle.map { TerminalText.cellPrefix(TerminalText.cellText($0).trimmingSpaces(), width: budget) }
            .flatMap { $0.isEmpty ? nil : $0 }
        let title = TerminalText.cellPrefix(TerminalText.cellText(bubble.title).trimmingSpaces(), width: budget)
        let height = subtitle == nil ? 3 : 4
        guard budget >= 1, height <= frame.rows else { return nil }
        let width = max(TerminalText.cellWidth(title), subtitle.map(TerminalText.cellWidth) ?? 0) + 4 + accessoryCells

        let mark =
            anchor.flatMap { markCells[$0] }
            ?? Block(column: frame.column(bubble.pointer.x), row: frame.row(bubble.pointer.y), columns: 1, rows: 1)
        let preferred = Block(
            column: centred(bubble.frame.x + bubble.frame.width / 2, width: width),
            row: frame.row(bubble.frame.y + bubble.frame.height / 2) - (height - 1) / 2, columns: width, rows: height)
        guard let (box, pointer) = place(preferred, touching: mark, first: Side(of: bubble)) else { return nil }

        let border = theme.subtitleColor
        var out: [TermCommand] = [
            .style(TermStyle(fill: theme.bubbleFill, stroke: border, color: border)),
            .box(column: box.column, row: box.row, columns: box.columns, rows: box.rows),
            .glyph(column: pointer.column, row: pointer.row, pointer.glyph),
        ]
        let textColumn = box.column + 2 + (left == nil ? 0 : 2)
        out += [
            .style(TermStyle(fill: theme.bubbleFill, color: theme.titleColor, bold: true)),
            .text(column: textColumn, row: box.row + 1, title),
        ]
        if let subtitle {
            out += [
                .style(TermStyle(fill: theme.bubbleFill, color: theme.subtitleColor)),
                .text(column: textColumn, row: box.row + 2, subtitle),
            ]
        }
        if left != nil || right != nil {
            let middle = box.row + (box.rows - 1) / 2
            out.append(.style(TermStyle(fill: theme.bubbleFill, color: theme.tint)))
            if let left { out.append(.glyph(column: box.column + 2, row: middle, left)) }
            if let right { out.append(.glyph(column: box.column + box.columns - 3, row: middle, right)) }
        }
        return out
    }

    /// Where a callout's box is, seen from its annotation.
    package enum Side: CaseIterable {
        case above, below, right, left

        /// The side the compiler put `bubble` on.
        package init(of bubble: RenderCallout) {
            let f = bubble.frame, tip = bubble.pointer
            if f.maxY <= tip.y {
                self = .above
            } else if f.y >= tip.y {
                self = .below
            } else {
                self = f.x >= tip.x ? .right : .left
            }
        }

        /// The glyph of a pointer on the border that faces the annotation.
        package var pointer: TermGlyph {
            switch self {
            case .above: .pointerDown
            case .below: .pointerUp
            case .right: .pointerLeft
            case .left: .pointerRight
            }
        }
    }

    /// The first free box the size of `preferred` whose pointer (a cell of its border, not a
    /// corner) touches `mark`, taken, with the pointer's cell and glyph. Boxes on side `first`
    /// come first, then above, below, right and left; on each side, the pointer straight next
    /// to the mark's middle, then its other cells, then (above and below) diagonally beside it;
    /// among those, the box nearest `preferred`.
    private mutating func place(_ preferred: Block, touching mark: Block, first: Side) -> (
        box: Block, pointer: (column: Int, row: Int, glyph: TermGlyph)
    )? {
        let width = preferred.columns, height = preferred.rows
        guard width >= 3, height >= 3 else { return nil }
        for side in [first] + Side.allCases.filter({ $0 != first }) {
            let vertical = side == .above || side == .below
            // The border row (above, below) or column (right, left) next to the mark.
            let border =
                switch side {
                case .above: mark.row - 1
                case .below: mark.row + mark.rows
                case .right: mark.column + mark.columns
                case .left: mark.column - 1
                }
            // Along that border: the mark's middle, its other cells, then (above and below only,
            // where a pointer still reads as pointing at the mark) the cells diagonally beside it.
            let (start, count) = vertical ? (mark.column, mark.columns) : (mark.row, mark.rows)
            let middle = start + (count - 1) / 2
            let along =
                [middle] + (start..<(start + count)).filter { $0 != middle } + (vertical ? [start - 1, start + count] : [])
            let length = vertical ? width : height
            let limit = vertical ? frame.columns : frame.rows
            let near = vertical ? preferred.column : preferred.row
            for position in along where position >= 1 && position <= limit - 2 {
                // Box starts that keep the pointer off the corners and the box on the grid, nearest first.
                let low = max(position - (length - 2), 0), high = min(position - 1, limit - length)
                guard low <= high else { continue }
                for start in (low...high).sorted(by: { (abs($0 - near), $0) < (abs($1 - near), $1) }) {
                    let box =
                        switch side {
                        case .above: Block(column: start, row: border - height + 1, columns: width, rows: height)
                        case .below: Block(column: start, row: border, columns: width, rows: height)
                        case .right: Block(column: border, row: start, columns: width, rows: height)
                        case .left: Block(column: border - width + 1, row: start, columns: width, rows: height)
                        }
                    guard occupancy.isFree(box) else { continue }
                    occupancy.take(box)
                    return (box, vertical ? (position, border, side.pointer) : (border, position, side.pointer))
                }
            }
        }
        return nil
    }

    package static func glyph(for accessory: RenderAccessory) -> TermGlyph {
        switch accessory {
        case .detailDisclosure: .detail
        case .info: .info
        case .image: .image
        }
    }
}
