/// Processing instructions without data (`<?target?>`) blanked out before libxml2 reads an XML
/// data file: libxml2 hands such an instruction's data to Foundation's `XMLParser` as a null
/// pointer, on which it calls `strlen` and crashes. A reader has no use for instructions, and
/// spaces keep every byte where it was, so positions in diagnostics do not move. Comments and
/// CDATA sections are passed over: text in them stays as written.
package enum XMLEmptyInstructions {
    /// `bytes` with every data-less processing instruction replaced by as many spaces; the same
    /// array when there is none.
    package static func blanked(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var index = 0
        let lessThan = UInt8(ascii: "<")
        while let start = bytes[index...].firstIndex(of: lessThan) {
            if starts(bytes, at: start, with: "<!--") {
                index = end(of: "-->", in: bytes, from: start + 4)
            } else if starts(bytes, at: start, with: "<![CDATA[") {
                index = end(of: "]]>", in: bytes, from: start + 9)
            } else if starts(bytes, at: start, with: "<?") {
                index = end(of: "?>", in: bytes, from: start + 2)
                let content = bytes[(start + 2)..<max(start + 2, index - 2)]
                if index <= bytes.count, starts(bytes, at: index - 2, with: "?>"), !content.isEmpty,
                    !content.contains(where: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
                {
                    for blank in start..<index { result[blank] = 0x20 }
                }
            } else {
                index = start + 1
            }
            guard index < bytes.count else { break }
        }
        return result
    }

    /// The index just past the first `terminator` at or after `start`, or the end of `bytes`.
    private static func end(of terminator: StaticString, in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            if starts(bytes, at: index, with: terminator) { return index + terminator.utf8CodeUnitCount }
            index += 1
        }
        return bytes.count
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index >= 0, index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { pattern in
            (0..<count).allSatisfy { bytes[index + $0] == pattern[$0] }
        }
    }
}
