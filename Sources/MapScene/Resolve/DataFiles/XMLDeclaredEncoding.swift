import Foundation

/// The encoding an XML data file's declaration names (`<?xml version="1.0" encoding="…"?>`), and
/// whether the file's bytes are in it.
///
/// libxml2 reads UTF-8, UTF-16, ISO-8859-1 and ASCII itself and hands every other encoding to
/// iconv; the libxml2 of Debian 12 (2.9.14) then dereferences a null pointer when iconv meets a
/// byte that is not in the encoding (a `windows-1252` file with 0x81 in it, say). So such a file
/// is converted with iconv first, here, and a byte iconv refuses is reported without parsing.
enum XMLDeclaredEncoding {
    /// Encodings libxml2 converts without iconv, lower-cased.
    private static let builtIn: Set<String> = [
        "utf-8", "utf8", "utf-16", "utf16", "utf-16le", "utf-16be", "iso-8859-1", "iso_8859-1", "iso-latin-1", "ascii",
        "us-ascii",
    ]

    /// The offset of the first byte of `text` that is not in the encoding its declaration names,
    /// when that encoding is one libxml2 leaves to iconv; nil when every byte is (or the encoding
    /// is built in, or unknown to iconv, which libxml2 reports itself).
    static func firstInvalidByte(in text: DataText) -> Int? {
        guard let name = name(in: text.bytes, from: text.textStart), !builtIn.contains(name.lowercased()) else { return nil }
        return firstInvalidByte(in: text.bytes, from: text.textStart, encoding: name)
    }

    /// The encoding named by the XML declaration at `start`, if there is one.
    static func name(in bytes: [UInt8], from start: Int) -> String? {
        let prefix = Array("<?xml".utf8)
        guard bytes.count >= start + prefix.count, Array(bytes[start..<start + prefix.count]) == prefix else { return nil }
        var end = start + prefix.count
        while end + 1 < bytes.count, end < start + 512, !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">")) {
            end += 1
        }
        let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        var rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        return value.isEmpty ? nil : String(value)
    }

    /// The offset of the first byte from `start` that iconv cannot convert from `encoding`
    /// (an invalid or truncated sequence); nil when all convert or iconv does not know `encoding`.
    static func firstInvalidByte(in bytes: [UInt8], from start: Int, encoding: String) -> Int? {
        let converter = iconv_open("UTF-8", encoding)
        guard Int(bitPattern: converter) != -1 else { return nil }
        defer { iconv_close(converter) }
        var output = [CChar](repeating: 0, count: 4096)
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            var input: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer(mutating: UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)) + start
            var inputLeft = buffer.count - start
            while inputLeft > 0 {
                let failed = output.withUnsafeMutableBufferPointer { out -> Bool in
                    var outputPointer = out.baseAddress
                    var outputLeft = out.count
                    return iconv(converter, &input, &inputLeft, &outputPointer, &outputLeft) == -1 && errno != E2BIG
                }
                if failed { return buffer.count - inputLeft }
            }
            return nil
        }
    }
}
