import MapSceneBase
import MapSceneModel
import MapSceneSyntax

/// What the first bytes of a data file show it to be, whatever its name says: the format a file
/// without a telling extension is read as, and the check that a `.gpx` holds GPX.
package enum DataContent: Equatable {
    /// Nothing but white space (after a byte order mark).
    case empty
    /// JSON: the text starts with `{` or `[`.
    case json
    /// XML with this root element (its local name, without a prefix).
    case xml(root: String)
    /// XML in UTF-16, which only the XML parser reads; its root is not looked at.
    case utf16
    /// Other text: CSV, or anything else.
    case text
    /// Not text: a NUL byte near the start.
    case binary

    /// How many bytes from the start are looked at.
    package static let sniffedBytes = 8192

    /// What `bytes` hold.
    package static func of(_ bytes: [UInt8]) -> DataContent {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return .utf16 }
        var i = LineBreak.byteOrderMarkLength(of: bytes)
        let head = bytes[i..<min(bytes.count, i + sniffedBytes)]
        if head.contains(0) { return .binary }
        while i < bytes.count, isSpace(bytes[i]) { i += 1 }
        guard i < bytes.count else { return .empty }
        switch bytes[i] {
        case UInt8(ascii: "{"), UInt8(ascii: "["): return .json
        case UInt8(ascii: "<"): return rootElement(bytes, from: i).map { .xml(root: $0) } ?? .text
        default: return .text
        }
    }

    /// What a reader of `format` makes of this content, said as `holds ...`: nil when the
    /// content may be of that format (the reader then says what is wrong with it, if anything).
    package func mismatch(for format: DataFormat) -> String? {
        let shown: String
        switch self {
        case .json: shown = "JSON"
        case .xml(let root):
            switch root {
            case "gpx": shown = "GPX"
            case "kml": shown = "KML"
            default: shown = "XML (<\(root)>)"
            }
        case .empty, .text, .utf16, .binary: return nil
        }
        switch (format, shown) {
        case (.geojson, "JSON"), (.gpx, "GPX"), (.kml, "KML"): return nil
        // The reader names the root element itself.
        case (.gpx, _) where shown.hasPrefix("XML"), (.kml, _) where shown.hasPrefix("XML"): return nil
        default: return shown
        }
    }

    /// The format this content shows, for a file whose name says none.
    package var format: DataFormat? {
        switch self {
        case .json: .geojson
        case .xml(root: "gpx"): .gpx
        case .xml(root: "kml"): .kml
        case .text: .csv
        case .xml, .empty, .utf16, .binary: nil
        }
    }

    package static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The local name of the first element after the XML declaration, comments, processing
    /// instructions and a document type; nil when none starts within the sniffed bytes.
    private static func rootElement(_ bytes: [UInt8], from start: Int) -> String? {
        var i = start
        let end = min(bytes.count, start + sniffedBytes)
        func skip(past terminator: [UInt8]) {
            while i < end, !bytes[i..<min(end, i + terminator.count)].elementsEqual(terminator) { i += 1 }
            i += terminator.count
        }
        while i < end {
            guard bytes[i] == UInt8(ascii: "<") else {
                if isSpace(bytes[i]) { i += 1; continue }
                return nil
            }
            let rest = bytes[i..<end]
            if rest.starts(with: Array("<?".utf8)) { skip(past: Array("?>".utf8)); continue }
            if rest.starts(with: Array("<!--".utf8)) { skip(past: Array("-->".utf8)); continue }
            if rest.starts(with: Array("<!".utf8)) {
                var depth = 0
                while i < end {
                    if bytes[i] == UInt8(ascii: "[") { depth += 1 }
                    if bytes[i] == UInt8(ascii: "]") { depth -= 1 }
                    if bytes[i] == UInt8(ascii: ">"), depth <= 0 { break }
                    i += 1
                }
                i += 1
                continue
            }
            var nameEnd = i + 1
            while nameEnd < end, !isSpace(bytes[nameEnd]), bytes[nameEnd] != UInt8(ascii: ">"),
                bytes[nameEnd] != UInt8(ascii: "/")
            { nameEnd += 1 }
            let name = String(decoding: bytes[(i + 1)..<nameEnd], as: UTF8.self)
            guard !name.isEmpty else { return nil }
            return name.split(separator: ":").last.map(String.init)
        }
        return nil
    }

    /// The offset of the first byte of `bytes` that does not start a valid UTF-8 sequence.
    package static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        var i = bytes.startIndex
        let end = bytes.endIndex
        while i < end {
            let byte = bytes[i]
            if byte < 0x80 { i += 1; continue }
            let length: Int
            let minimum: UInt32
            switch byte {
            case 0xC2...0xDF: (length, minimum) = (2, 0x80)
            case 0xE0...0xEF: (length, minimum) = (3, 0x800)
            case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
            default: return i
            }
            guard i + length <= end else { return i }
            var scalar = UInt32(byte) & (0xFF >> (length + 1))
            for k in 1..<length {
                let next = bytes[i + k]
                guard next & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return i }
            i += length
        }
        return nil
    }
}
