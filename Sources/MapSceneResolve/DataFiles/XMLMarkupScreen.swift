import Foundation

/// What an XML data file holds that libxml2 would spend time or memory on out of all proportion
/// to the file, or read other than as it is written, found in one pass before libxml2 reads it:
///
/// - a document type whose internal subset declares entities or attributes (`<!ENTITY`,
///   `<!ATTLIST`): GPX and KML need neither, an entity is expanded at every reference to it, and
///   an attribute's default is added to every element it names. A `<!DOCTYPE>` without them is
///   read; its external subset is never loaded;
/// - a reference to an entity other than XML's five: with no declaration to expand it, libxml2
///   leaves it out, and after one it takes for external, the rest of the text;
/// - a start tag of more than `maximumAttributes` attributes: libxml2 2.9 compares each with
///   every one before it;
/// - elements nested more than `maximumDepth` deep.
///
/// Comments, CDATA sections and processing instructions are stepped over as the parser steps
/// over them. Where the file stops being well-formed the screen stops too, and leaves the parser
/// to report it there.
package struct XMLMarkupScreen {
    /// The most attributes read on one element, namespace declarations included.
    package static let maximumAttributes = 256
    /// The most levels elements are nested, the root's included.
    package static let maximumDepth = 256

    /// What the screen refuses, at the offset of the markup that shows it.
    package struct Problem: Equatable {
        package var message: String
        package var offset: Int
    }

    /// Why the screen ends before the file does.
    private enum Stop: Error {
        case refused(Problem)
        /// The file is not well-formed here; the parser says why.
        case lost
    }

    private let bytes: [UInt8]
    private var index: Int
    private var depth = 0

    /// The first problem in `bytes` from `start`; nil when there is none up to the end of the
    /// file, or up to where it is not well-formed.
    package static func problem(in bytes: [UInt8], from start: Int) -> Problem? {
        var screen = XMLMarkupScreen(bytes: bytes, index: start)
        do {
            try screen.scan()
            return nil
        } catch {
            guard case .refused(let problem) = error else { return nil }
            return problem
        }
    }

    private init(bytes: [UInt8], index: Int) {
        self.bytes = bytes
        self.index = index
    }

    private mutating func scan() throws(Stop) {
        while index < bytes.count {
            let markupStart = find(UInt8(ascii: "<"), in: index..<bytes.count) ?? bytes.count
            if let ampersand = find(UInt8(ascii: "&"), in: index..<markupStart) {
                index = ampersand
                try reference()
                continue
            }
            index = markupStart
            if index < bytes.count { try markup() }
        }
    }

    /// The markup that starts at the `<` at `index`.
    private mutating func markup() throws(Stop) {
        switch index + 1 < bytes.count ? bytes[index + 1] : 0 {
        case UInt8(ascii: "/"):
            depth -= 1
            try skip(past: ">", from: index + 2)
        case UInt8(ascii: "?"):
            try skip(past: "?>", from: index + 2)
        case UInt8(ascii: "!"):
            if starts(with: "<!--", at: index) {
                try skip(past: "-->", from: index + 4)
            } else if starts(with: "<![CDATA[", at: index) {
                try skip(past: "]]>", from: index + 9)
            } else if starts(with: "<!DOCTYPE", at: index) {
                try documentType()
            } else {
                throw .lost
            }
        default:
            try startTag()
        }
    }

    /// A start tag: its depth, its attributes counted, the references in their values checked.
    private mutating func startTag() throws(Stop) {
        let start = index
        var i = index + 1
        guard i < bytes.count, isNameStart(bytes[i]) else { throw .lost }
        while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
        let name = bytes[(start + 1)..<i]
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw .refused(
                Problem(message: "elements are nested more than \(Self.maximumDepth) deep, the most mapc reads", offset: start))
        }
        var count = 0
        while true {
            let nameEnd = i
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count else { throw .lost }
            if bytes[i] == UInt8(ascii: ">") {
                index = i + 1
                return
            }
            if bytes[i] == UInt8(ascii: "/") {
                guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ">") else { throw .lost }
                depth -= 1
                index = i + 2
                return
            }
            // Attributes are separated by space.
            guard i > nameEnd, isNameStart(bytes[i]) else { throw .lost }
            let attribute = i
            while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { throw .lost }
            i += 1
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { throw .lost }
            count += 1
            guard count <= Self.maximumAttributes else {
                let element = String(decoding: name.prefix(60), as: UTF8.self)
                throw .refused(
                    Problem(
                        message:
                            "<\(element)> has more than \(Self.maximumAttributes) attributes, the most mapc reads on one element",
                        offset: attribute))
            }
            guard let valueEnd = find(bytes[i], in: (i + 1)..<bytes.count) else { throw .lost }
            i += 1
            guard find(UInt8(ascii: "<"), in: i..<valueEnd) == nil else { throw .lost }
            while let ampersand = find(UInt8(ascii: "&"), in: i..<valueEnd) {
                index = ampersand
                try reference()
                i = index
            }
            i = valueEnd + 1
        }
    }

    /// The entity or character reference at the `&` at `index`: one of XML's five entities or a
    /// character reference (which the parser checks).
    private mutating func reference() throws(Stop) {
        let start = index
        var i = index + 1
        if i < bytes.count, bytes[i] == UInt8(ascii: "#") {
            index = i + 1
            return
        }
        while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
        // A bare '&' or one without its ';': the parser reports it.
        guard i > start + 1, i < bytes.count, bytes[i] == UInt8(ascii: ";") else { throw .lost }
        let name = bytes[(start + 1)..<i]
        guard Self.predefinedEntities.contains(where: { name.elementsEqual($0.utf8) }) else {
            let written = String(decoding: name.prefix(60), as: UTF8.self)
            throw .refused(
                Problem(
                    message:
                        "an unknown entity '&\(written);': XML knows only &amp; &lt; &gt; &quot; &apos; and character references",
                    offset: start))
        }
        index = i + 1
    }

    private static let predefinedEntities = ["amp", "lt", "gt", "quot", "apos"]

    /// `<!DOCTYPE name ExternalID? [internal subset]? >`.
    private mutating func documentType() throws(Stop) {
        var i = index + 9
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                i = try end(ofLiteralAt: i)
            case UInt8(ascii: "["):
                index = i + 1
                try internalSubset()
                i = index
            case UInt8(ascii: ">"):
                index = i + 1
                return
            default:
                i += 1
            }
        }
        throw .lost
    }

    /// The declarations between `[` and `]` of a document type, up to just past the `]`.
    private mutating func internalSubset() throws(Stop) {
        while index < bytes.count {
            let byte = bytes[index]
            if isSpace(byte) {
                index += 1
            } else if byte == UInt8(ascii: "]") {
                index += 1
                return
            } else if byte == UInt8(ascii: "%") {
                // A parameter-entity reference: none can be declared, so it expands to nothing.
                var i = index + 1
                while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
                guard i < bytes.count, bytes[i] == UInt8(ascii: ";") else { throw .lost }
                index = i + 1
            } else if starts(with: "<!--", at: index) {
                try skip(past: "-->", from: index + 4)
            } else if starts(with: "<?", at: index) {
                try skip(past: "?>", from: index + 2)
            } else if starts(with: "<!ENTITY", at: index) {
                throw .refused(
                    Problem(
                        message:
                            "the document type declares an entity; a GPX or KML file needs none, and mapc expands none: remove the <!ENTITY> declarations",
                        offset: index))
            } else if starts(with: "<!ATTLIST", at: index) {
                throw .refused(
                    Problem(
                        message:
                            "the document type declares attributes; a GPX or KML file needs no <!ATTLIST>, and mapc reads none: remove them",
                        offset: index))
            } else if starts(with: "<!ELEMENT", at: index) || starts(with: "<!NOTATION", at: index) {
                // Declarations that change nothing that is read.
                var i = index + 2
                while i < bytes.count, bytes[i] != UInt8(ascii: ">") {
                    if bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
                        i = try end(ofLiteralAt: i)
                    } else {
                        i += 1
                    }
                }
                guard i < bytes.count else { throw .lost }
                index = i + 1
            } else {
                throw .lost
            }
        }
        throw .lost
    }

    /// Just past the closing quote of the quoted literal at `start`.
    private func end(ofLiteralAt start: Int) throws(Stop) -> Int {
        let quote = bytes[start]
        var i = start + 1
        while i < bytes.count, bytes[i] != quote { i += 1 }
        guard i < bytes.count else { throw .lost }
        return i + 1
    }

    /// Moves `index` just past the first `terminator` at or after `start`.
    private mutating func skip(past terminator: StaticString, from start: Int) throws(Stop) {
        var i = start
        while let candidate = find(terminator.utf8Start.pointee, in: i..<bytes.count) {
            if starts(with: terminator, at: candidate) {
                index = candidate + terminator.utf8CodeUnitCount
                return
            }
            i = candidate + 1
        }
        throw .lost
    }

    /// The offset of the first `byte` in `range` of the bytes: `memchr`, as the screen reads
    /// every byte of the file.
    private func find(_ byte: UInt8, in range: Range<Int>) -> Int? {
        guard !range.isEmpty else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base + range.lowerBound, Int32(byte), range.count) else {
                return nil
            }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    private func starts(with text: StaticString, at offset: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let pattern = text.utf8Start
        for k in 0..<count where bytes[offset + k] != pattern[k] { return false }
        return true
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A byte that may start a name: a letter, `_`, `:` or one of a character beyond ASCII.
    private func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    /// A byte that may be in a name, as far as telling where the name ends goes.
    private func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "="),
            UInt8(ascii: "&"),
            UInt8(ascii: ";"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            false
        default:
            true
        }
    }
}
