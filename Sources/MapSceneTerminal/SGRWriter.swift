/// Writes text with SGR color codes (`ESC [ ... m`), the only escape sequences mapc sends to a
/// terminal. It remembers the current colors and writes a code only when they change, and
/// resets them at the end of every line so nothing bleeds into the next one. With no colors
/// it writes the text alone.
package struct SGRWriter {
    /// The colors and weight in effect.
    package struct Pen: Equatable {
        package var foreground: String?
        package var background: String?
        package var bold = false
    }

    package let depth: ColorDepth
    package private(set) var text = ""
    private var pen = Pen()
    private var cache: [RGB: (foreground: String, background: String)] = [:]

    package init(depth: ColorDepth) {
        self.depth = depth
    }

    /// Appends `character` drawn in `foreground` over `background`.
    package mutating func write(_ character: Character, foreground: RGB?, background: RGB?, bold: Bool) {
        if depth != .none {
            var wanted = Pen(
                foreground: foreground.map { parameters($0).foreground },
                background: background.map { parameters($0).background }, bold: bold)
            // A space shows only its background: keep the pen's foreground and weight.
            if character == " " && foreground == nil {
                wanted.foreground = pen.foreground
                wanted.bold = pen.bold
            }
            change(to: wanted)
        }
        text.append(character)
    }

    /// Appends plain text in the given weight (the title line).
    package mutating func write(_ string: String, bold: Bool) {
        if depth != .none { change(to: Pen(bold: bold)) }
        text += string
    }

    /// Resets the colors if any is set, and ends the line.
    package mutating func endLine() {
        if pen != Pen() {
            text += "\u{1B}[0m"
            pen = Pen()
        }
        text += "\n"
    }

    /// Removes trailing spaces written since the last line break (only when no color is set:
    /// colored spaces are part of the picture).
    package mutating func trimTrailingSpaces() {
        guard pen == Pen() else { return }
        while text.last == " " { text.removeLast() }
    }

    private mutating func parameters(_ color: RGB) -> (foreground: String, background: String) {
        if let known = cache[color] { return known }
        let pair = (
            TermPalette.parameters(color, background: false, depth: depth) ?? "",
            TermPalette.parameters(color, background: true, depth: depth) ?? ""
        )
        cache[color] = pair
        return pair
    }

    /// Writes the shortest code that changes the pen to `wanted`: only what changed, or a reset
    /// followed by everything when something must be turned off.
    private mutating func change(to wanted: Pen) {
        guard wanted != pen else { return }
        var codes: [String] = []
        let turnsOff =
            (pen.bold && !wanted.bold) || (pen.foreground != nil && wanted.foreground == nil)
            || (pen.background != nil && wanted.background == nil)
        if turnsOff {
            codes.append("0")
            pen = Pen()
        }
        if wanted.bold && !pen.bold { codes.append("1") }
        if let f = wanted.foreground, f != pen.foreground { codes.append(f) }
        if let b = wanted.background, b != pen.background { codes.append(b) }
        pen = wanted
        if !codes.isEmpty { text += "\u{1B}[" + codes.joined(separator: ";") + "m" }
    }
}
