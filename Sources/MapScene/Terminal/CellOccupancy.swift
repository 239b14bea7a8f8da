/// The cells already taken by text, glyphs and boxes, so that labels are placed without
/// overlapping each other or the marks they belong to.
struct CellOccupancy {
    /// A rectangle of whole cells.
    struct Block: Equatable {
        var column: Int
        var row: Int
        var columns: Int
        var rows: Int
    }

    let columns: Int
    let rows: Int
    private var taken: [Bool]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        taken = Array(repeating: false, count: columns * rows)
    }

    /// True when `block` lies inside the grid and none of its cells is taken.
    func isFree(_ block: Block) -> Bool {
        guard block.columns > 0, block.rows > 0, block.column >= 0, block.row >= 0,
              block.column + block.columns <= columns, block.row + block.rows <= rows
        else { return false }
        for r in block.row..<(block.row + block.rows) {
            for c in block.column..<(block.column + block.columns) where taken[r * columns + c] { return false }
        }
        return true
    }

    /// Marks the cells of `block` that lie inside the grid as taken.
    mutating func take(_ block: Block) {
        let c0 = max(block.column, 0), c1 = min(block.column + block.columns, columns)
        let r0 = max(block.row, 0), r1 = min(block.row + block.rows, rows)
        guard c0 < c1, r0 < r1 else { return }
        for r in r0..<r1 {
            for c in c0..<c1 { taken[r * columns + c] = true }
        }
    }

    /// The first of `candidates` that is free, with `margin` free columns on either side where
    /// the grid has them, taken (without the margin); nil when none is.
    mutating func place(_ candidates: [Block], margin: Int = 0) -> Block? {
        guard let block = candidates.first(where: { block in
            guard isFree(block) else { return false }
            let left = max(block.column - margin, 0), right = min(block.column + block.columns + margin, columns)
            return isFree(Block(column: left, row: block.row, columns: right - left, rows: block.rows))
        }) else { return nil }
        take(block)
        return block
    }
}

extension TerminalText {
    /// `text` (already `cellText`) cut to at most `width` cells, ending in `…` when cut.
    static func cellPrefix(_ text: String, width: Int) -> String {
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
