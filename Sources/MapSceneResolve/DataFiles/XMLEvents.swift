import Foundation
import MapSceneBase

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element's start tag, as the GPX and KML readers see it.
package struct XMLStartTag {
    /// The local name, without a prefix.
    package var name: String
    /// The namespace URI; empty for none.
    package var namespace: String
    /// True when the name was written with a prefix (`gpxtpx:hr`).
    package var isPrefixed: Bool
    package var attributes: [String: String]
    /// The tag's bytes, from its `<` to just past its `>`.
    package var bytes: Range<Int>
}

/// The text an element holds, when it holds no other element: its characters with entities
/// and CDATA sections resolved, and where it starts in the file.
package struct XMLText {
    package var string: String
    /// The byte offset just past the start tag; nil when the text comes after a child element.
    package var start: Int?
}

/// What a GPX or KML reader does with the elements of a document, in document order.
package protocol XMLDataHandler: AnyObject {
    func start(_ tag: XMLStartTag, in reader: XMLEventReader)
    func end(_ name: String, namespace: String, text: XMLText, in reader: XMLEventReader)
}

/// Reads an XML data file with Foundation's `XMLParser` (libxml2), hands its elements to a
/// handler, and locates them and their attributes exactly (`XMLTagLocator`). What would make
/// libxml2 expand entities, drop text or take time out of proportion to the file is refused
/// before it reads anything (`XMLMarkupScreen`). A document that is
/// not well-formed gets one located error, where the parser stopped, and reading ends there;
/// namespace warnings (an undeclared prefix in an extension) do not stop it.
package final class XMLEventReader: NSObject, XMLParserDelegate {
    package let text: DataText
    /// What the handler and the parser found wrong.
    package var problems = DataProblems()

    private weak var handler: XMLDataHandler?
    private var locator: XMLTagLocator
    /// The locator has lost step with the parser: positions come from the parser's lines.
    private var locatorLost = false
    private var open: [(name: String, tag: Range<Int>)] = []
    private var characters = ""
    private var characterStart: Int?
    private var syntaxError: (code: Int, offset: Int)?
    private var parser: XMLParser?
    /// The handler asked to stop: nothing more is handed to it.
    private var stopped = false

    package init(_ text: DataText) {
        self.text = text
        self.locator = XMLTagLocator(text.bytes, from: text.textStart)
    }

    /// Parses the document, handing every element to `handler`; false when it is not
    /// well-formed (the problem is added).
    package func parse(with handler: XMLDataHandler) -> Bool {
        self.handler = handler
        if let problem = XMLDeclaredEncoding.problem(in: text) {
            problems.error(problem.message, at: problem.offset)
            return false
        }
        if let problem = screened() {
            problems.error(problem.message, at: problem.offset)
            return false
        }
        // From a stream, which the parser takes in chunks: given the whole document at once,
        // libxml2 refuses one larger than its 10 MB lookup limit ("internal error" at the end).
        let parser = XMLParser(stream: InputStream(data: Data(XMLEmptyInstructions.blanked(text.bytes))))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = self
        self.parser = parser
        _ = parser.parse()
        self.parser = nil
        if let error = syntaxError {
            report(error.code, at: error.offset)
            return false
        }
        return true
    }

    /// What `XMLMarkupScreen` refuses in the text as libxml2 would read it, at its offset in the
    /// file: a file libxml2 converts is screened in UTF-8 and located by line and column.
    private func screened() -> XMLMarkupScreen.Problem? {
        guard let converted = XMLDeclaredEncoding.utf8(of: text) else {
            return XMLMarkupScreen.problem(in: text.bytes, from: text.textStart)
        }
        guard var problem = XMLMarkupScreen.problem(in: converted, from: 0) else { return nil }
        problem.offset = text.offset(of: DataText(converted).location(of: problem.offset))
        return problem
    }

    /// Stops reading: the handler has found the document is not one it reads.
    package func stop() {
        stopped = true
        parser?.abortParsing()
    }

    /// The bytes of attribute `name`'s value in `tag`, or the tag's when it cannot be found.
    package func attributeBytes(_ name: String, of tag: XMLStartTag) -> Range<Int> {
        guard !locatorLost else { return tag.bytes }
        return locator.attributeValue(name, in: tag.bytes) ?? tag.bytes
    }

    /// The byte offset of the UTF-8 offset `index` of `text`: exact when the file spells the
    /// text as it reads (no entities, no CDATA), else where the text starts.
    package func offset(of index: Int, in text: XMLText, fallback: Int) -> Int {
        guard let start = text.start else { return fallback }
        let utf8 = text.string.utf8
        let bytes = self.text.bytes
        guard start + utf8.count <= bytes.count, bytes[start..<(start + utf8.count)].elementsEqual(utf8) else { return start }
        return start + index
    }

    // MARK: - XMLParserDelegate

    package func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let qualified = qualifiedName ?? elementName
        var bytes: Range<Int>?
        if !locatorLost {
            bytes = locator.next(named: qualified)
            locatorLost = bytes == nil
        }
        let tag = bytes ?? parserPosition(parser).map { $0..<$0 } ?? 0..<0
        open.append((qualified, tag))
        characters = ""
        characterStart = tag.upperBound
        handler?.start(
            XMLStartTag(
                name: elementName, namespace: namespaceURI ?? "", isPrefixed: qualified.utf8.contains(UInt8(ascii: ":")),
                attributes: attributes, bytes: tag),
            in: self)
    }

    package func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard !stopped else { return }
        handler?.end(
            elementName, namespace: namespaceURI ?? "", text: XMLText(string: characters, start: characterStart), in: self)
        if !open.isEmpty { open.removeLast() }
        characters = ""
        characterStart = nil
    }

    package func parser(_ parser: XMLParser, foundCharacters string: String) {
        characters += string
    }

    package func parser(_ parser: XMLParser, foundCDATA block: Data) {
        characters += String(decoding: block, as: UTF8.self)
    }

    package func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        let code = (parseError as NSError).code
        guard !stopped, syntaxError == nil, !Self.isWarning(code) else { return }
        syntaxError = (code, parserPosition(parser) ?? text.bytes.count)
        parser.abortParsing()
    }

    // MARK: - Syntax errors

    /// libxml2's warnings and namespace errors, which do not make a document unreadable: an
    /// undeclared prefix (201) on an extension element, say.
    private static func isWarning(_ code: Int) -> Bool {
        [27, 93, 97, 98, 99, 100, 102].contains(code) || (200..<300).contains(code)
    }

    /// The byte offset of where the parser is, from its line and column.
    private func parserPosition(_ parser: XMLParser) -> Int? {
        guard parser.lineNumber > 0 else { return nil }
        return text.offset(of: SourceLocation(line: parser.lineNumber, column: max(parser.columnNumber, 1)))
    }

    /// The located error for libxml2's error `code` at byte `offset`.
    private func report(_ code: Int, at offset: Int) {
        let atEnd = !text.bytes[min(offset, text.bytes.count)...].contains { !DataContent.isSpace($0) }
        if let innermost = open.last, [5, 77, 85].contains(code) || atEnd {
            problems.error("<\(innermost.name)> is not closed", at: innermost.tag)
            return
        }
        if code == 76, let innermost = open.last {
            let line = text.location(of: innermost.tag.lowerBound).line
            problems.error(
                "expected </\(innermost.name)> to close <\(innermost.name)> of line \(line)", at: endTag(before: offset))
            return
        }
        // libxml2 says "name required" both for a bare '&' and for a '<' in text: the byte tells.
        let before = text.bytes[max(0, offset - 2)..<min(offset, text.bytes.count)]
        if code == 68, let ampersand = before.lastIndex(of: UInt8(ascii: "&")) {
            problems.error(Self.message(for: 22), at: ampersand)
            return
        }
        problems.error(Self.message(for: code), at: offset)
    }

    /// The offset of the `</` of the end tag that ends at or before `offset`.
    private func endTag(before offset: Int) -> Int {
        var i = min(offset, text.bytes.count - 1)
        while i > 0 {
            if text.bytes[i] == UInt8(ascii: "/"), text.bytes[i - 1] == UInt8(ascii: "<") { return i - 1 }
            i -= 1
        }
        return offset
    }

    /// What libxml2's error `code` means, said for a person editing the file.
    package static func message(for code: Int) -> String {
        switch code {
        case 4: "the file does not start with an XML element"
        case 5, 86: "there is more after the end of the root element"
        case 9: "a character XML does not allow"
        case 22, 23: "a bare '&' must be written '&amp;'"
        case 26: "an unknown entity: XML knows only &amp; &lt; &gt; &quot; &apos; and character references"
        case 31, 32, 81: "the text is not in the encoding the file declares (UTF-8 unless it says otherwise)"
        case 38: "a '<' in an attribute value must be written '&lt;'"
        case 39, 41: "an attribute needs a value in quotes"
        case 40: "the attribute value is not closed"
        case 42: "an attribute is given twice"
        case 45: "the comment is not closed: expected '-->'"
        case 63: "the CDATA section is not closed: expected ']]>'"
        case 65: "expected a space between attributes"
        case 68: "expected an element name after '<' (a '<' in text must be written '&lt;')"
        case 73: "expected '>' to end the tag"
        default: "the file is not well-formed XML (libxml2 error \(code))"
        }
    }
}

extension String {
    /// The text without the white space XML defines (space, tab, CR, LF) around it; pure Swift,
    /// as Foundation's trimming goes through `NSString` and costs more than reading the file.
    package func trimmingXMLSpace() -> String {
        let utf8 = self.utf8
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
