/// Finds, in the bytes of an XML file, the start tags `XMLParser` reports, one after the other,
/// so every element and attribute of a GPX or KML file is located exactly: the parser's own
/// columns count bytes in some places and characters in others.
///
/// Start tags come in the file in the order the parser reports them; the locator steps over
/// end tags, comments, CDATA sections, processing instructions and the document type on its way
/// to the next one. Only a document whose entities expand into elements could tell them apart,
/// and there `next(named:)` finds a name other than the parser's and the reader gives up exact
/// columns for the parser's.
package struct XMLTagLocator {
    private let bytes: [UInt8]
    private var index: Int

    package init(_ bytes: [UInt8], from start: Int = 0) {
        self.bytes = bytes
        self.index = start
    }

    /// The bytes of the next start tag, from its `<` to just past its `>`, when its name is
    /// `qualifiedName`; nil when there is none or it has another name.
    package mutating func next(named qualifiedName: String) -> Range<Int>? {
        let end = bytes.count
        while index < end {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            let start = index
            if starts(with: "<!--") { skip(past: "-->"); continue }
            if starts(with: "<![CDATA[") { skip(past: "]]>"); continue }
            if starts(with: "<?") { skip(past: "?>"); continue }
            if starts(with: "<!") { skipDeclaration(); continue }
            if starts(with: "</") { skip(past: ">"); continue }
            var nameEnd = start + 1
            while nameEnd < end, !DataContent.isSpace(bytes[nameEnd]), bytes[nameEnd] != UInt8(ascii: ">"),
                bytes[nameEnd] != UInt8(ascii: "/")
            {
                nameEnd += 1
            }
            index = tagEnd(from: nameEnd)
            guard bytes[(start + 1)..<nameEnd].elementsEqual(qualifiedName.utf8) else { return nil }
            return start..<index
        }
        return nil
    }

    /// The bytes of the value of attribute `name` (between its quotes) in the start tag `tag`.
    package func attributeValue(_ name: String, in tag: Range<Int>) -> Range<Int>? {
        var i = tag.lowerBound + 1
        let end = tag.upperBound
        while i < end, !DataContent.isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") { i += 1 }
        while i < end {
            while i < end, DataContent.isSpace(bytes[i]) { i += 1 }
            let nameStart = i
            while i < end, !DataContent.isSpace(bytes[i]), bytes[i] != UInt8(ascii: "="), bytes[i] != UInt8(ascii: ">"),
                bytes[i] != UInt8(ascii: "/")
            { i += 1 }
            let nameEnd = i
            while i < end, DataContent.isSpace(bytes[i]) || bytes[i] == UInt8(ascii: "=") { i += 1 }
            guard i < end, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[i]
            let valueStart = i + 1
            i = valueStart
            while i < end, bytes[i] != quote { i += 1 }
            if nameEnd > nameStart, bytes[nameStart..<nameEnd].elementsEqual(name.utf8) { return valueStart..<i }
            i += 1
        }
        return nil
    }

    /// Just past the `>` that ends the tag whose name ends at `offset`, stepping over quoted values.
    private func tagEnd(from offset: Int) -> Int {
        var i = offset
        var quote: UInt8?
        while i < bytes.count {
            let byte = bytes[i]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return i + 1
            }
            i += 1
        }
        return bytes.count
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { bytes[index..<(index + count)].elementsEqual($0) }
    }

    private mutating func skip(past text: StaticString) {
        index += 1
        while index < bytes.count, !starts(with: text) { index += 1 }
        index = min(bytes.count, index + text.utf8CodeUnitCount)
    }

    /// Steps over `<!DOCTYPE ...>` with its internal subset in brackets.
    private mutating func skipDeclaration() {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0:
                index += 1
                return
            default: break
            }
            index += 1
        }
    }
}
