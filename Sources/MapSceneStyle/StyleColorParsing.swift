import MapSceneModel

extension StyleColor {
    /// A CSS color string as MapLibre reads one: a name or `transparent`, `#rgb`, `#rgba`,
    /// `#rrggbb`, `#rrggbbaa` (through the scene's own color reader), `rgb()`, `rgba()`,
    /// `hsl()` and `hsla()` with commas or spaces, percentages, and an alpha after `/` or a
    /// fourth argument. Nil when it is none of these.
    package static func parse(_ text: String) -> StyleColor? {
        let trimmed = text.trimmed(of: " \t\n\r").lowercased()
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            // `red/0.5` is the scene's spelling, not CSS.
            guard !trimmed.contains("/"), case .success(let color) = Color.parse(trimmed) else { return nil }
            return StyleColor(color)
        }
        let function = String(trimmed[..<open]).trimmed(of: " ")
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        guard let arguments = arguments(of: String(inside)) else { return nil }
        switch function {
        case "rgb", "rgba": return rgb(arguments)
        case "hsl", "hsla": return hsl(arguments)
        default: return nil
        }
    }

    /// The channels, then the alpha if written: `a, b, c[, d]` or `a b c[ / d]`.
    private static func arguments(of text: String) -> (channels: [String], alpha: String?)? {
        if text.contains(",") {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmed(of: " \t")
            }
            guard parts.count == 3 || parts.count == 4 else { return nil }
            return (Array(parts.prefix(3)), parts.count == 4 ? parts[3] : nil)
        }
        let halves = text.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        let channels = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard channels.count == 3 else { return nil }
        let alpha = halves.count == 2 ? halves[1].trimmed(of: " \t") : nil
        return (channels, alpha)
    }

    /// A number, or a percentage of `whole` when it ends in `%`.
    private static func number(_ text: String, percentOf whole: Double) -> Double? {
        if text.hasSuffix("%") {
            guard let n = Double(text.dropLast()), n.isFinite else { return nil }
            return n / 100 * whole
        }
        guard let n = Double(text), n.isFinite else { return nil }
        return n
    }

    private static func alphaValue(_ text: String?) -> Double? {
        guard let text else { return 1 }
        guard let a = number(text, percentOf: 1) else { return nil }
        return min(max(a, 0), 1)
    }

    private static func rgb(_ arguments: (channels: [String], alpha: String?)) -> StyleColor? {
        let channels = arguments.channels.compactMap { number($0, percentOf: 255) }
        guard channels.count == 3, let alpha = alphaValue(arguments.alpha) else { return nil }
        let unit = channels.map { min(max($0, 0), 255) / 255 }
        return StyleColor(red: unit[0], green: unit[1], blue: unit[2], alpha: alpha)
    }

    private static func hsl(_ arguments: (channels: [String], alpha: String?)) -> StyleColor? {
        let hueText = arguments.channels[0].hasSuffix("deg") ? String(arguments.channels[0].dropLast(3)) : arguments.channels[0]
        guard let hue = Double(hueText), hue.isFinite,
            arguments.channels[1].hasSuffix("%"), arguments.channels[2].hasSuffix("%"),
            let saturation = number(arguments.channels[1], percentOf: 1),
            let lightness = number(arguments.channels[2], percentOf: 1),
            let alpha = alphaValue(arguments.alpha)
        else { return nil }
        let s = min(max(saturation, 0), 1)
        let l = min(max(lightness, 0), 1)
        // CSS Color 4's hsl-to-rgb.
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let k12 = k < 0 ? k + 12 : k
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k12 - 3, 9 - k12, 1))
        }
        return StyleColor(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }
}

extension String {
    /// The string without the given characters at either end.
    fileprivate func trimmed(of set: String) -> String {
        let characters = Set(set)
        var slice = self[...]
        while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}

extension Substring {
    fileprivate func trimmed(of set: String) -> String { String(self).trimmed(of: set) }
}
