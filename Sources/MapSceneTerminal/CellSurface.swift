import MapSceneModel

/// What a cell shows as text: nothing, a character (one or two cells wide), or the right half
/// of the wide character in the cell before it. A character that `keepsColor` (a glyph, a
/// border) is always shown in its color; letters may be lightened or darkened to stay legible.
package enum CellText: Equatable {
    case none
    case character(Character, color: RGB?, bold: Bool, keepsColor: Bool)
    case continuation
}

/// The picture being drawn, cell by cell, in three planes:
/// - **areas**: the colors of fills, sampled once per cell (braille, ASCII) or twice, top and
///   bottom half (half blocks); shown as the cells' background;
/// - **ink**: lines and marks at the mode's finest resolution (2 × 4 braille dots, 1 × 2 half
///   blocks, 1 × 1 in ASCII); in braille and ASCII a cell has one ink color, set by the highest
///   layer that inked it, in half blocks each pixel has its own;
/// - **text**: characters, which hide the ink under them.
package struct CellSurface {
    package let columns: Int
    package let rows: Int
    package let mode: TermMode
    /// Area samples per cell, across and down.
    package let areaX: Int, areaY: Int
    /// Ink pixels per cell, across and down.
    package let inkX: Int, inkY: Int

    /// Area colors, row by row (`columns * areaX` per row); nil where nothing was painted.
    package var area: [RGB?]
    /// Per cell: the ink bits (braille dots; half blocks: 1 top, 2 bottom; ASCII: 1).
    package var ink: [UInt8]
    /// Per cell: the ink color and the layer that set it (braille and ASCII).
    package var inkColor: [RGB?]
    /// Half blocks: the ink color of each pixel, laid out like `area`.
    package var inkPixel: [RGB?]
    package var inkLayer: [UInt8]
    /// Per cell, ASCII: the character of the line through it.
    package var inkCharacter: [UInt8]
    /// Per cell: text.
    package var text: [CellText]

    package init(columns: Int, rows: Int, mode: TermMode) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        self.mode = mode
        switch mode {
        case .braille: (areaX, areaY, inkX, inkY) = (1, 1, 2, 4)
        case .halfblock: (areaX, areaY, inkX, inkY) = (1, 2, 1, 2)
        case .ascii: (areaX, areaY, inkX, inkY) = (1, 1, 1, 1)
        }
        let cells = self.columns * self.rows
        area = Array(repeating: nil, count: cells * areaX * areaY)
        ink = Array(repeating: 0, count: cells)
        inkColor = Array(repeating: nil, count: cells)
        inkPixel = Array(repeating: nil, count: mode == .halfblock ? cells * 2 : 0)
        inkLayer = Array(repeating: 0, count: cells)
        inkCharacter = Array(repeating: 0, count: mode == .ascii ? cells : 0)
        text = Array(repeating: .none, count: cells)
    }

    package var areaWidth: Int { columns * areaX }
    package var areaHeight: Int { rows * areaY }
    package var inkWidth: Int { columns * inkX }
    package var inkHeight: Int { rows * inkY }

    // MARK: - Areas

    /// Paints area sample (`x`, `y`) with `color` over what is there. An opaque color hides
    /// the ink and text under it.
    package mutating func paintArea(x: Int, y: Int, color: Color) {
        guard x >= 0, y >= 0, x < areaWidth, y < areaHeight else { return }
        let index = y * areaWidth + x
        area[index] = area[index].map { $0.blended(with: color) } ?? RGB(color)
        guard color.alpha >= 1 else { return }
        let cell = (y / areaY) * columns + x / areaX
        if mode == .halfblock {
            ink[cell] &= ~(y % 2 == 0 ? 1 : 2)
            inkPixel[index] = nil
        } else {
            ink[cell] = 0
        }
        clearText(cell)
    }

    /// The background of cell (`column`, `row`): its area color, without ink (the mean of the
    /// two halves in half-block mode).
    package func background(column: Int, row: Int) -> RGB? {
        if areaY == 1 { return area[row * areaWidth + column] }
        let top = area[(2 * row) * areaWidth + column], bottom = area[(2 * row + 1) * areaWidth + column]
        guard let top else { return bottom }
        guard let bottom else { return top }
        return top.average(with: bottom)
    }

    /// Half blocks: the color of pixel `index` (of `area`), ink over area.
    package func pixel(_ index: Int) -> RGB? {
        inkPixel[index] ?? area[index]
    }

    // MARK: - Ink

    /// Inks pixel (`x`, `y`) in `color` for an item of `layer` (its rank in draw order). In
    /// braille and ASCII the cell takes the color when the layer is at least as high as the one
    /// that colored it before; in ASCII it also takes `character`.
    package mutating func plot(x: Int, y: Int, color: Color, layer: UInt8, character: UInt8 = UInt8(ascii: "*")) {
        guard x >= 0, y >= 0, x < inkWidth, y < inkHeight else { return }
        let column = x / inkX, row = y / inkY
        let cell = row * columns + column
        switch mode {
        case .braille:
            ink[cell] |= TermGlyphs.brailleBits[x - column * inkX][y - row * inkY]
        case .halfblock:
            ink[cell] |= y % 2 == 0 ? 1 : 2
            let index = y * areaWidth + x
            inkPixel[index] = (inkPixel[index] ?? area[index]).map { $0.blended(with: color) } ?? RGB(color)
            return
        case .ascii:
            ink[cell] = 1
            if layer >= inkLayer[cell] { inkCharacter[cell] = character }
        }
        if layer >= inkLayer[cell] || inkColor[cell] == nil {
            inkColor[cell] = background(column: column, row: row).map { $0.blended(with: color) } ?? RGB(color)
            inkLayer[cell] = layer
        }
    }

    // MARK: - Text

    /// Writes `character`, `width` (1 or 2) cells wide, at (`column`, `row`); a wide character
    /// that would not fit is written as a space. Whatever it overwrites half of is cleared.
    package mutating func put(
        _ character: Character, width: Int, column: Int, row: Int, color: RGB?, bold: Bool, keepsColor: Bool = false
    ) {
        guard row >= 0, row < rows, column >= 0, column < columns else { return }
        let cell = row * columns + column
        if width == 2 && column + 1 < columns {
            clearText(cell)
            clearText(cell + 1)
            text[cell] = .character(character, color: color, bold: bold, keepsColor: keepsColor)
            text[cell + 1] = .continuation
        } else {
            clearText(cell)
            text[cell] = .character(width == 2 ? " " : character, color: color, bold: bold, keepsColor: keepsColor)
        }
    }

    /// Empties the text of `cell`, and the other half of a wide character it is part of.
    private mutating func clearText(_ cell: Int) {
        switch text[cell] {
        case .none:
            return
        case .continuation:
            text[cell] = .none
            if cell % columns > 0, case .character(_, let color, let bold, _) = text[cell - 1] {
                text[cell - 1] = .character(" ", color: color, bold: bold, keepsColor: true)
            }
        case .character:
            text[cell] = .none
            if cell % columns + 1 < columns, text[cell + 1] == .continuation { text[cell + 1] = .none }
        }
    }
}
