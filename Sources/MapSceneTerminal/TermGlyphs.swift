/// The characters mapc draws with, by mode: Unicode in braille and half-block modes, plain
/// ASCII in ASCII mode. Every one of them takes one cell.
package enum TermGlyphs {
    /// The character of `glyph`.
    package static func character(_ glyph: TermGlyph, mode: TermMode) -> Character {
        let ascii = mode == .ascii
        switch glyph {
        case .disc: return ascii ? "o" : "●"
        case .dot: return ascii ? "*" : "•"
        case .image: return ascii ? "#" : "▣"
        case .detail: return ascii ? ">" : "›"
        case .info: return "i"
        case .pointerDown: return ascii ? "v" : "┬"
        case .pointerUp: return ascii ? "^" : "┴"
        case .pointerLeft: return ascii ? "<" : "┤"
        case .pointerRight: return ascii ? ">" : "├"
        case .northUp: return ascii ? "^" : "↑"
        case .northUpRight: return ascii ? "/" : "↗"
        case .northRight: return ascii ? ">" : "→"
        case .northDownRight: return ascii ? "\\" : "↘"
        case .northDown: return ascii ? "v" : "↓"
        case .northDownLeft: return ascii ? "/" : "↙"
        case .northLeft: return ascii ? "<" : "←"
        case .northUpLeft: return ascii ? "\\" : "↖"
        case .swatchLine: return ascii ? "-" : "━"
        case .swatchArea: return ascii ? "#" : "■"
        }
    }

    /// A box's border: corners top-left, top-right, bottom-left, bottom-right, then the
    /// horizontal and vertical sides.
    package static func border(mode: TermMode) -> (
        topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character, horizontal: Character,
        vertical: Character
    ) {
        mode == .ascii ? ("+", "+", "+", "+", "-", "|") : ("╭", "╮", "╰", "╯", "─", "│")
    }

    /// The braille pattern with dots `mask` (bit 0 is dot 1, as in Unicode's U+2800 block).
    package static func braille(_ mask: UInt8) -> Character {
        Character(Unicode.Scalar(0x2800 + UInt32(mask))!)
    }

    /// The bit of the braille dot in column `x` (0, 1) and row `y` (0...3) of a cell.
    package static let brailleBits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// The ASCII character of a line running `dx` columns across and `dy` rows down, judged by
    /// its angle on screen (rows are twice as tall as columns are wide).
    package static func asciiLine(dx: Double, dy: Double) -> UInt8 {
        let across = abs(dx), down = abs(dy * CellFrame.cellAspect)
        if down <= across * 0.4142 { return UInt8(ascii: "-") }
        if across <= down * 0.4142 { return UInt8(ascii: "|") }
        return (dx > 0) == (dy > 0) ? UInt8(ascii: "\\") : UInt8(ascii: "/")
    }
}
