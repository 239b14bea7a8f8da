import MapSceneBase

/// The cells already used by text, glyphs and boxes, so that labels are placed without
/// overlapping each other or the marks they belong to; and the cells kept blank beside labels,
/// which nothing but another label's blank may share.
package struct CellOccupancy {
    /// A rectangle of whole cells.
    package struct Block: Equatable {
        package var column: Int
        package var row: Int
        package var columns: Int
        package var rows: Int
    }

    /// What a cell holds.
    private enum Use: UInt8 {
        case free, blank, taken
    }

    package let columns: Int
    package let rows: Int
    private var cells: [Use]

    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: .free, count: columns * rows)
    }

    /// True when `block` lies inside the grid and every one of its cells is free (neither taken
    /// nor kept blank).
    package func isFree(_ block: Block) -> Bool {
        isInside(block) && allCells(of: block) { $0 == .free }
    }

    /// True when `block` lies inside the grid and none of its cells is taken.
    private func isUntaken(_ block: Block) -> Bool {
        isInside(block) && allCells(of: block) { $0 != .taken }
    }

    private func isInside(_ block: Block) -> Bool {
        block.columns > 0 && block.rows > 0 && block.column >= 0 && block.row >= 0
            && block.column + block.columns <= columns && block.row + block.rows <= rows
    }

    private func allCells(of block: Block, _ test: (Use) -> Bool) -> Bool {
        for r in block.row..<(block.row + block.rows) {
            for c in block.column..<(block.column + block.columns) where !test(cells[r * columns + c]) { return false }
        }
        return true
    }

    /// Marks the cells of `block` that lie inside the grid as taken.
    package mutating func take(_ block: Block) {
        mark(block, .taken)
    }

    /// Marks the cells of `block` that lie inside the grid and are not taken as kept blank.
    package mutating func keepBlank(_ block: Block) {
        mark(block, .blank)
    }

    private mutating func mark(_ block: Block, _ use: Use) {
        let c0 = max(block.column, 0), c1 = min(block.column + block.columns, columns)
        let r0 = max(block.row, 0), r1 = min(block.row + block.rows, rows)
        guard c0 < c1, r0 < r1 else { return }
        for r in r0..<r1 {
            for c in c0..<c1 where cells[r * columns + c].rawValue < use.rawValue { cells[r * columns + c] = use }
        }
    }

    /// The first of `candidates` that is free, with `margin` columns on either side (where the
    /// grid has them) that are not taken, taken itself, its margin kept blank; nil when none is.
    package mutating func place(_ candidates: [Block], margin: Int = 0) -> Block? {
        guard
            let block = candidates.first(where: { block in
                guard isFree(block) else { return false }
                let left = max(block.column - margin, 0), right = min(block.column + block.columns + margin, columns)
                return isUntaken(Block(column: left, row: block.row, columns: right - left, rows: block.rows))
            })
        else { return nil }
        take(block)
        if margin > 0 {
            keepBlank(Block(column: block.column - margin, row: block.row, columns: margin, rows: block.rows))
            keepBlank(Block(column: block.column + block.columns, row: block.row, columns: margin, rows: block.rows))
        }
        return block
    }
}

extension TerminalText {
    /// `text` (already `cellText`) cut to at most `width` cells, ending in `…` when cut.
    package static func cellPrefix(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        if cellWidth(text) <= width { return text }
        var result = ""
        var used = 0
        for character in text {
            let w = cellWidth(String(character))
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }
}
