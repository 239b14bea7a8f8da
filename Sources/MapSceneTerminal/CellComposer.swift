/// Turns a drawn surface into lines of characters and SGR color codes.
///
/// A cell shows its text if it has any; otherwise, by mode:
/// - braille: the pattern of its inked dots in its ink color, over its area color;
/// - half blocks: `▀` with the top pixel's color over the bottom one's (a space when both are
///   the same); without colors, `▀`, `▄` or `█` where there is ink;
/// - ASCII: the character of the line through it in its ink color, over its area color.
/// Letters too close in color to their background are drawn in a near-white or near-black
/// instead (glyphs and borders keep their colors).
/// Without colors, trailing spaces are trimmed. Every line ends with a newline.
package enum CellComposer {
    package static func compose(_ surface: CellSurface, title: String?, depth: ColorDepth) -> String {
        var writer = SGRWriter(depth: depth)
        if let title {
            writer.write(title, bold: true)
            writer.endLine()
        }
        let columns = surface.columns
        for row in 0..<surface.rows {
            for column in 0..<columns {
                let cell = row * columns + column
                switch surface.text[cell] {
                case .continuation:
                    continue
                case .character(let character, let color, let bold, let keepsColor):
                    let background = surface.background(column: column, row: row)
                    let foreground = keepsColor ? color : legible(color, on: background)
                    writer.write(character, foreground: foreground, background: background, bold: bold)
                case .none:
                    ink(surface, column: column, row: row, depth: depth, into: &writer)
                }
            }
            if depth == .none { writer.trimTrailingSpaces() }
            writer.endLine()
        }
        return writer.text
    }

    /// Text in `color`, or in a near-white or near-black when `color` hardly stands out from
    /// `background` (a contrast ratio under 2): the terminal's stand-in for the halo that keeps
    /// SVG labels legible.
    package static func legible(_ color: RGB?, on background: RGB?) -> RGB? {
        guard let color, let background, color.contrast(with: background) < 2 else { return color }
        let light = RGB(red: 0xF2, green: 0xF2, blue: 0xF7), dark = RGB(red: 0x1C, green: 0x1C, blue: 0x1E)
        return light.contrast(with: background) >= dark.contrast(with: background) ? light : dark
    }

    private static func ink(_ surface: CellSurface, column: Int, row: Int, depth: ColorDepth, into writer: inout SGRWriter) {
        let cell = row * surface.columns + column
        let bits = surface.ink[cell]
        switch surface.mode {
        case .braille:
            let background = surface.background(column: column, row: row)
            if bits == 0 {
                writer.write(" ", foreground: nil, background: background, bold: false)
            } else {
                writer.write(TermGlyphs.braille(bits), foreground: surface.inkColor[cell], background: background, bold: false)
            }
        case .ascii:
            let background = surface.background(column: column, row: row)
            if bits == 0 {
                writer.write(" ", foreground: nil, background: background, bold: false)
            } else {
                let character = Character(Unicode.Scalar(surface.inkCharacter[cell]))
                writer.write(character, foreground: surface.inkColor[cell], background: background, bold: false)
            }
        case .halfblock:
            if depth == .none {
                let character: Character =
                    switch bits {
                    case 1: "▀"
                    case 2: "▄"
                    case 3: "█"
                    default: " "
                    }
                writer.write(character, foreground: nil, background: nil, bold: false)
                return
            }
            let top = surface.pixel((2 * row) * surface.areaWidth + column)
            let bottom = surface.pixel((2 * row + 1) * surface.areaWidth + column)
            if top == bottom {
                writer.write(" ", foreground: nil, background: top, bold: false)
            } else if let top {
                writer.write("▀", foreground: top, background: bottom, bold: false)
            } else {
                writer.write("▄", foreground: bottom, background: nil, bold: false)
            }
        }
    }
}
