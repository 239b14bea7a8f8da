/// Repeated entries taken out of the resource dictionaries of a PDF cairo wrote.
///
/// cairo lists an image in a page's resources once for every time it is painted
/// (`/XObject << /x7 7 0 R /x7 7 0 R >>`), so a map that draws one icon many times has a
/// dictionary with repeated keys: `qpdf --check` warns about each, and some readers (print
/// filters among them) drop such a page. The entries are the same, so all but the first go, and
/// the cross-reference table's offsets move with the bytes. A document not laid out as cairo
/// writes it in the clear (one classic cross-reference table; resource dictionaries as objects
/// of their own, not in object streams) is left as it is.
enum PDFResourceEntries {
    /// The resource dictionaries whose entries cairo repeats.
    private static let kinds = ["/XObject", "/Pattern", "/Shading"].map { Array($0.utf8) + Array(" <<".utf8) }

    /// `pdf` with each repeated entry of its resource dictionaries removed.
    static func removingRepeats(_ pdf: [UInt8]) -> [UInt8] {
        guard let table = CrossReferenceTable(pdf) else { return pdf }
        let starts = table.entries.compactMap(\.offset).sorted()
        // Each object's bytes run from its offset to the next object's, the last to the table.
        var edits: [(range: Range<Int>, bytes: [UInt8])] = []
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] : table.start
            guard start < end, end <= pdf.count else { return pdf }
            edits += repeatedEntries(in: pdf, start..<end)
        }
        guard !edits.isEmpty else { return pdf }

        var output: [UInt8] = []
        output.reserveCapacity(pdf.count)
        var copied = 0
        // Bytes removed before each edit's end, to move every offset after it.
        var removed: [(at: Int, total: Int)] = []
        for edit in edits {
            output += pdf[copied..<edit.range.lowerBound]
            output += edit.bytes
            copied = edit.range.upperBound
            removed.append((edit.range.upperBound, (removed.last?.total ?? 0) + edit.range.count - edit.bytes.count))
        }
        output += pdf[copied..<table.start]
        func moved(_ offset: Int) -> Int { offset - (removed.last { $0.at <= offset }?.total ?? 0) }
        let newStart = moved(table.start)
        output += Array("xref\n0 \(table.entries.count)\n".utf8)
        for entry in table.entries {
            if let offset = entry.offset {
                output += Array((String(repeating: "0", count: 10) + String(moved(offset))).suffix(10).utf8)
                output += Array(entry.line[10...])
            } else {
                output += entry.line
            }
        }
        output += pdf[table.trailer..<table.startxref]
        output += Array("startxref\n\(newStart)\n%%EOF\n".utf8)
        return output
    }

    /// The edits that remove repeated entries from the resource dictionaries of the object in
    /// `range`; none for an object with a stream, or one not written as cairo writes them.
    private static func repeatedEntries(in pdf: [UInt8], _ range: Range<Int>) -> [(range: Range<Int>, bytes: [UInt8])] {
        let object = pdf[range]
        guard find(Array("stream".utf8), in: object) == nil else { return [] }
        var edits: [(range: Range<Int>, bytes: [UInt8])] = []
        for kind in kinds {
            guard let open = find(kind, in: object),
                let close = find(Array(">>".utf8), in: pdf[(open + kind.count)..<range.upperBound])
            else { continue }
            // Entries are `/name number generation R`, four tokens each.
            let tokens = pdf[(open + kind.count)..<close].split(whereSeparator: { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D })
            guard tokens.count % 4 == 0 else { continue }
            var seen = Set<[UInt8]>()
            var kept: [UInt8] = []
            var repeats = false
            for entry in stride(from: 0, to: tokens.count, by: 4) {
                guard tokens[entry].first == UInt8(ascii: "/"), tokens[entry + 3].elementsEqual("R".utf8) else { return [] }
                let text = Array(tokens[entry..<(entry + 4)].joined(separator: [0x20]))
                if !seen.insert(text).inserted {
                    repeats = true
                    continue
                }
                kept += [0x20] + text
            }
            if repeats { edits.append(((open + kind.count)..<close, kept + [0x20])) }
        }
        return edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Where `needle` first starts in `haystack`, as an index of the whole array.
    private static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = haystack.startIndex
        let last = haystack.endIndex - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// A classic cross-reference table of one section from object 0, as cairo writes it.
    private struct CrossReferenceTable {
        /// Each entry's 20 bytes, and its offset when the object is in use.
        var entries: [(line: [UInt8], offset: Int?)] = []
        /// Where `xref` starts, where `trailer` starts, and where `startxref` starts.
        var start: Int
        var trailer: Int
        var startxref: Int

        init?(_ pdf: [UInt8]) {
            let keyword = Array("startxref".utf8)
            let tail = pdf.suffix(64)
            guard let at = Self.lastIndex(of: keyword, in: tail) else { return nil }
            let digits = pdf[(at + keyword.count)...].drop { $0 == 0x0A || $0 == 0x0D }.prefix { (0x30...0x39).contains($0) }
            guard let start = Int(String(decoding: digits, as: UTF8.self)), start < at else { return nil }
            // `xref`, then `0 count`, each on a line of its own.
            var lines = pdf[start..<at].split(separator: 0x0A, maxSplits: 2, omittingEmptySubsequences: false)
            guard lines.count == 3, lines[0].elementsEqual("xref".utf8) else { return nil }
            let section = lines[1].split(separator: 0x20)
            guard section.count == 2, section[0].elementsEqual("0".utf8),
                let count = Int(String(decoding: section[1], as: UTF8.self)), count > 0
            else { return nil }
            let body = lines.removeLast()
            guard body.count >= count * 20 else { return nil }
            for index in 0..<count {
                let line = Array(body[(body.startIndex + index * 20)..<(body.startIndex + index * 20 + 20)])
                guard line[10] == 0x20, line[16] == 0x20, line[17] == UInt8(ascii: "n") || line[17] == UInt8(ascii: "f"),
                    let offset = Int(String(decoding: line[0..<10], as: UTF8.self))
                else { return nil }
                entries.append((line, line[17] == UInt8(ascii: "n") ? offset : nil))
            }
            let trailer = body.startIndex + count * 20
            guard pdf[trailer..<at].starts(with: "trailer".utf8) else { return nil }
            self.start = start
            self.trailer = trailer
            self.startxref = at
        }

        private static func lastIndex(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
            var index = haystack.endIndex - needle.count
            while index >= haystack.startIndex {
                if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
                index -= 1
            }
            return nil
        }
    }
}
