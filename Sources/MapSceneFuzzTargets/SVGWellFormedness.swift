/// The SVG is well-formed XML made only of the elements mapc writes: tags balance, every
/// attribute is quoted, and no raw `<` or stray `&` (one not starting an entity) reaches text or
/// an attribute value from the scene. A scan, not a parser: cheap enough to run on every input.
enum SVGWellFormedness {
    static let name = "the SVG is well-formed with only elements mapc writes"

    /// The elements `SVGWriter` and `SVGBackend` write.
    static let elements: Set<String> = [
        "svg", "title", "desc", "style", "defs", "g", "path", "rect", "circle", "ellipse", "text", "use",
        "symbol", "image", "clipPath", "linearGradient", "stop", "filter", "feGaussianBlur",
    ]

    static func check(_ svg: String, into check: inout PropertyCheck) {
        if let problem = problem(in: Array(svg.utf8)) { check.require(false, name, problem) }
    }

    /// The first thing wrong with `bytes`, or nil.
    static func problem(in bytes: [UInt8]) -> String? {
        var open: [String] = []
        var index = 0
        var sawRoot = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                guard let end = entityEnd(bytes, from: index) else { return "stray & at byte \(index)" }
                index = end
                continue
            }
            guard byte == UInt8(ascii: "<") else {
                if byte == UInt8(ascii: ">") && open.isEmpty && sawRoot { return "> after the root at byte \(index)" }
                index += 1
                continue
            }
            if starts(bytes, at: index, with: "<?xml") {
                guard let end = find(bytes, "?>", from: index) else { return "unclosed XML declaration" }
                index = end + 2
                continue
            }
            if starts(bytes, at: index, with: "<!--") {
                guard let end = find(bytes, "-->", from: index + 4) else { return "unclosed comment at byte \(index)" }
                index = end + 3
                continue
            }
            if starts(bytes, at: index, with: "</") {
                let (name, after) = self.name(bytes, from: index + 2)
                guard after < bytes.count, bytes[after] == UInt8(ascii: ">") else { return "bad end tag at byte \(index)" }
                guard let last = open.popLast(), last == name else {
                    return "</\(name)> closes <\(open.last ?? "nothing")> at byte \(index)"
                }
                index = after + 1
                continue
            }
            let (name, after) = self.name(bytes, from: index + 1)
            guard elements.contains(name) else { return "element <\(name)> at byte \(index)" }
            guard open.isEmpty ? !sawRoot && name == "svg" : true else { return "second root <\(name)> at byte \(index)" }
            sawRoot = true
            switch attributesEnd(bytes, from: after) {
            case .failure(let problem): return "\(problem) in <\(name)> at byte \(index)"
            case .success(let (end, selfClosing)):
                if !selfClosing { open.append(name) }
                index = end
            }
        }
        if let unclosed = open.last { return "<\(unclosed)> never closed" }
        return sawRoot ? nil : "no <svg> element"
    }

    private struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// Past the attributes of a start tag: the index after `>` and whether it was `/>`.
    private static func attributesEnd(_ bytes: [UInt8], from start: Int) -> Result<(Int, Bool), Problem> {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: ">"):
                return .success((index + 1, false))
            case UInt8(ascii: "/"):
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                    return .failure(Problem(description: "stray /"))
                }
                return .success((index + 2, true))
            default:
                let (attribute, after) = name(bytes, from: index)
                guard !attribute.isEmpty, after + 1 < bytes.count, bytes[after] == UInt8(ascii: "=") else {
                    return .failure(Problem(description: "bad attribute at byte \(index)"))
                }
                let quote = bytes[after + 1]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    return .failure(Problem(description: "unquoted attribute \(attribute)"))
                }
                var valueIndex = after + 2
                while valueIndex < bytes.count, bytes[valueIndex] != quote {
                    if bytes[valueIndex] == UInt8(ascii: "<") {
                        return .failure(Problem(description: "raw < in attribute \(attribute)"))
                    }
                    if bytes[valueIndex] == UInt8(ascii: "&") {
                        guard let end = entityEnd(bytes, from: valueIndex) else {
                            return .failure(Problem(description: "stray & in attribute \(attribute)"))
                        }
                        valueIndex = end
                        continue
                    }
                    valueIndex += 1
                }
                guard valueIndex < bytes.count else { return .failure(Problem(description: "unclosed attribute \(attribute)")) }
                index = valueIndex + 1
            }
        }
        return .failure(Problem(description: "unclosed start tag"))
    }

    /// The index past an entity (`&amp;`, `&#60;`, `&#x3C;`) at `start`, or nil when none is there.
    private static func entityEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        for named in ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"] where starts(bytes, at: start, with: named) {
            return start + named.utf8.count
        }
        guard starts(bytes, at: start, with: "&#") else { return nil }
        var index = start + 2
        let hex = index < bytes.count && bytes[index] == UInt8(ascii: "x")
        if hex { index += 1 }
        let digitsStart = index
        while index < bytes.count, isDigit(bytes[index], hex: hex) { index += 1 }
        guard index > digitsStart, index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return nil }
        return index + 1
    }

    private static func isDigit(_ byte: UInt8, hex: Bool) -> Bool {
        (0x30...0x39).contains(byte) || hex && ((0x41...0x46).contains(byte) || (0x61...0x66).contains(byte))
    }

    /// The XML name at `start` (letters, digits, `-`, `_`, `:`, `.`) and the index after it.
    private static func name(_ bytes: [UInt8], from start: Int) -> (String, Int) {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            let isNameByte =
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
                || byte == UInt8(ascii: ".")
            guard isNameByte else { break }
            index += 1
        }
        return (String(decoding: bytes[start..<index], as: UTF8.self), index)
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with text: String) -> Bool {
        let pattern = Array(text.utf8)
        return index + pattern.count <= bytes.count && Array(bytes[index..<index + pattern.count]) == pattern
    }

    private static func find(_ bytes: [UInt8], _ text: String, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if starts(bytes, at: index, with: text) { return index }
            index += 1
        }
        return nil
    }
}
