import Foundation

/// The encoding an XML data file's declaration names (`<?xml version="1.0" encoding="…"?>`), and
/// whether the file's bytes are in it.
///
/// The libxml2 of Debian 12 (2.9.14) dereferences a null pointer when converting a file to UTF-8
/// fails: a byte not in the declared encoding (a `windows-1252` file with 0x81 in it, a UTF-16
/// file with a lone surrogate), or an encoding it cannot find. So every file it would convert
/// (all but UTF-8, ASCII and ISO-8859-1, which it reads as they are) is converted with iconv
/// first, here, and a byte iconv refuses, or an encoding iconv does not know, is reported
/// without parsing.
package enum XMLDeclaredEncoding {
    /// Encodings libxml2 reads without converting, lower-cased.
    private static let unconverted: Set<String> = [
        "utf-8", "utf8", "iso-8859-1", "iso_8859-1", "iso-latin-1", "latin1", "ascii", "us-ascii",
    ]

    /// What is wrong with the encoding of `text`, if libxml2 would convert it: the offset of the
    /// first byte not in the encoding its byte order mark or declaration names, or of the
    /// declaration when iconv does not know that encoding; nil when nothing is.
    package static func problem(in text: DataText) -> (offset: Int, message: String)? {
        let bytes = text.bytes
        if bytes.starts(with: ebcdicStart) {
            return (0, "the file is in EBCDIC, which mapc does not read; save it as UTF-8")
        }
        let encoding: String
        switch conversion(of: text) {
        case nil:
            return nil
        case .wide(let declared, let offset):
            // The declaration was read one byte a character, so the file is not in a wide encoding.
            return (
                offset,
                "the file declares the encoding '\(declared)' but is written one byte a character; "
                    + "declare encoding=\"UTF-8\" (or the 8-bit encoding it is in), or save it as \(declared)"
            )
        case .from(let name, _):
            encoding = name
        }
        guard let invalid = firstInvalidByte(in: bytes, from: encoding == "UTF-16" ? 0 : text.textStart, encoding: encoding)
        else {
            return nil
        }
        guard let offset = invalid else {
            return (text.textStart, "the file declares the encoding '\(encoding)', which mapc cannot read; save it as UTF-8")
        }
        return (offset, XMLEventReader.message(for: 32))
    }

    /// `<?xm` in EBCDIC: libxml2 reads such a file in an EBCDIC code page it picks itself, past
    /// every check made here on the bytes.
    private static let ebcdicStart: [UInt8] = [0x4C, 0x6F, 0xA7, 0x94]

    /// How libxml2 would read a file's text: converted from an encoding, from the offset where
    /// the converted text starts, or not at all as it declares a wide encoding in single bytes.
    private enum Conversion {
        case from(String, start: Int)
        case wide(String, at: Int)
    }

    /// The conversion libxml2 would make of `text`; nil when it reads the bytes as they are.
    private static func conversion(of text: DataText) -> Conversion? {
        let bytes = text.bytes
        if bytes.count >= 2, bytes[0] == 0xFE && bytes[1] == 0xFF || bytes[0] == 0xFF && bytes[1] == 0xFE {
            return .from("UTF-16", start: 0)
        }
        guard let declared = declaredEncoding(in: bytes, from: text.textStart), !unconverted.contains(declared.name.lowercased())
        else {
            return nil
        }
        return isWide(declared.name) ? .wide(declared.name, at: declared.offset) : .from(declared.name, start: text.textStart)
    }

    /// The text of a file libxml2 would convert, in UTF-8, as libxml2 reads it; nil for a file it
    /// reads as it is (UTF-8, ASCII, ISO-8859-1) or one `problem(in:)` refuses.
    package static func utf8(of text: DataText) -> [UInt8]? {
        guard case .from(let encoding, let start)? = conversion(of: text) else { return nil }
        var converted: [UInt8] = []
        converted.reserveCapacity(text.bytes.count)
        let invalid = convert(text.bytes, from: start, encoding: encoding) { converted += $0 }
        guard case .some(nil) = invalid else { return nil }
        return converted
    }

    /// True for an encoding with code units wider than a byte (UTF-16, UTF-32, UCS-2, UCS-4 in
    /// any byte order), in which `<?xml` cannot be written one byte a character.
    package static func isWide(_ name: String) -> Bool {
        let name = name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
        return ["utf16", "utf32", "ucs2", "ucs4"].contains { name.hasPrefix($0) }
    }

    /// The encoding named by the XML declaration at `start`, if there is one.
    package static func name(in bytes: [UInt8], from start: Int) -> String? {
        declaredEncoding(in: bytes, from: start)?.name
    }

    /// The encoding named by the XML declaration at `start` and the offset of its name's first byte.
    private static func declaredEncoding(in bytes: [UInt8], from start: Int) -> (name: String, offset: Int)? {
        let prefix = Array("<?xml".utf8)
        guard bytes.count >= start + prefix.count, Array(bytes[start..<start + prefix.count]) == prefix else { return nil }
        var end = start + prefix.count
        while end + 1 < bytes.count, end < start + 512, !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">"))
        {
            end += 1
        }
        let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        var rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        guard !value.isEmpty else { return nil }
        return (String(value), start + declaration.utf8.distance(from: declaration.startIndex, to: value.startIndex))
    }

    /// The offset of the first byte from `start` that iconv cannot convert from `encoding` (an
    /// invalid or truncated sequence); nil when all convert; `.some(nil)` when iconv does not
    /// know `encoding`.
    package static func firstInvalidByte(in bytes: [UInt8], from start: Int, encoding: String) -> Int?? {
        switch convert(bytes, from: start, encoding: encoding, into: { _ in }) {
        case nil: .some(nil)
        case .some(nil): nil
        case .some(let offset?): .some(offset)
        }
    }

    /// Converts `bytes` from `start` to UTF-8, handing the output to `output` a block at a time:
    /// `.some(nil)` when all of it converts, `.some(offset)` of the first byte that does not, nil
    /// when iconv does not know `encoding`.
    private static func convert(_ bytes: [UInt8], from start: Int, encoding: String, into output: (ArraySlice<UInt8>) -> Void)
        -> Int??
    {
        let converter = iconv_open("UTF-8", encoding)
        guard Int(bitPattern: converter) != -1 else { return nil }
        defer { iconv_close(converter) }
        var block = [UInt8](repeating: 0, count: 4096)
        let invalid = bytes.withUnsafeBufferPointer { buffer -> Int? in
            var input: UnsafeMutablePointer<CChar>? =
                UnsafeMutablePointer(mutating: UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)) + start
            var inputLeft = buffer.count - start
            while inputLeft > 0 {
                var written = 0
                let failed = block.withUnsafeMutableBufferPointer { out -> Bool in
                    var outputPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(out.baseAddress!)
                        .assumingMemoryBound(to: CChar.self)
                    var outputLeft = out.count
                    let result = iconv(converter, &input, &inputLeft, &outputPointer, &outputLeft)
                    written = out.count - outputLeft
                    return result == -1 && errno != E2BIG
                }
                output(block[..<written])
                if failed { return buffer.count - inputLeft }
            }
            return nil
        }
        return .some(invalid)
    }
}
