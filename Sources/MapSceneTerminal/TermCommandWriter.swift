import MapSceneBase
import MapSceneModel
import MapSceneRenderList

/// Writes a command stream in its line-oriented text form (`Grammar/term-commands.md`): a
/// header line, `canvas`, an optional `title`, then one line per command. Numbers have at most
/// two decimals and no exponent; strings are quoted with `\"` and `\\` escaped and never hold
/// control characters, so the text is safe to print on a terminal. Deterministic; ends with a
/// newline.
package enum TermCommandWriter {
    /// The first line of every stream.
    package static let header = "term-commands 1"

    /// The text of `stream`.
    package static func text(_ stream: TermCommands) -> String {
        var out = header + "\n"
        out += "canvas \(stream.columns) \(stream.rows)\n"
        if let title = stream.title { out += "title " + quoted(title) + "\n" }
        for command in stream.commands {
            line(command, into: &out)
            out += "\n"
        }
        return out
    }

    package static func line(_ command: TermCommand, into out: inout String) {
        switch command {
        case .item(let id, let layer):
            out += "item " + quoted(id) + " " + layer.rawValue
        case .style(let style):
            out += "style"
            if let fill = style.fill { out += " fill=" + fill.hexString }
            if let stroke = style.stroke {
                out += " stroke=" + stroke.hexString
                if style.width > 0 { out += " width=" + number(style.width) }
                if !style.dash.isEmpty { out += " dash=" + style.dash.map(number).joined(separator: ",") }
            }
            if let color = style.color { out += " color=" + color.hexString }
            if style.bold { out += " bold" }
        case .rect(let from, let to):
            out += "rect " + point(from) + " " + point(to)
        case .polygon(let rings):
            out += "polygon"
            paths(rings, into: &out)
        case .polyline(let parts):
            out += "polyline"
            paths(parts, into: &out)
        case .line(let from, let to):
            out += "line " + point(from) + " " + point(to)
        case .circle(let center, let rx, let ry):
            out += "circle " + point(center) + " " + number(rx) + " " + number(ry)
        case .text(let column, let row, let string):
            out += "text \(column) \(row) " + quoted(string)
        case .glyph(let column, let row, let glyph):
            out += "glyph \(column) \(row) " + glyph.rawValue
        case .box(let column, let row, let columns, let rows):
            out += "box \(column) \(row) \(columns) \(rows)"
        case .scaleBar(let from, let to):
            out += "scalebar " + point(from) + " " + point(to)
        case .pixels(let column, let row, let columns, let rows, let samples):
            out += "pixels \(column) \(row) \(columns) \(rows)"
            runs(samples, into: &out)
        }
    }

    /// Samples as runs: ` #rrggbb` (or `-` for none), with `*N` when the same one repeats N times.
    private static func runs(_ samples: [Color?], into out: inout String) {
        var index = 0
        while index < samples.count {
            let sample = samples[index]
            var end = index + 1
            while end < samples.count, samples[end] == sample { end += 1 }
            out += " "
            out += sample?.hexString ?? "-"
            if end - index > 1 { out += "*\(end - index)" }
            index = end
        }
    }

    /// Point lists separated by ` /`.
    private static func paths(_ paths: [[CellPoint]], into out: inout String) {
        for (index, path) in paths.enumerated() {
            if index > 0 { out += " /" }
            for p in path {
                out += " "
                out += point(p)
            }
        }
    }

    package static func point(_ p: CellPoint) -> String {
        number(p.x) + "," + number(p.y)
    }

    package static func number(_ value: Double) -> String {
        FixedPrecision.format(value, precision: CellGeometry.precision)
    }

    /// `"text"` with `"` and `\` escaped and anything that is not safe on a terminal removed.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in TerminalText.sanitize(text).unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\t": out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
