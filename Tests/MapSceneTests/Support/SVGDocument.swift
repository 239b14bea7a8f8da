import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG document as an XML parser sees it: its elements with their attributes and text, the
/// rules of its style sheet, and the item (`data-id` group) each element belongs to.
struct SVGDocument {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        /// The `data-id` of the nearest enclosing item group (or its own).
        var item: String?
    }

    private(set) var elements: [Element] = []
    /// Class name → declarations, outside any media query.
    private(set) var rules: [String: String] = [:]
    /// Class name → declarations inside `@media (prefers-color-scheme:dark)`.
    private(set) var darkRules: [String: String] = [:]

    /// Parses `text`; nil when it is not well-formed XML.
    init?(_ text: String) {
        let collector = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        guard parser.parse() else { return nil }
        elements = collector.elements
        let css = elements.filter { $0.name == "style" }.map(\.text).joined(separator: "\n")
        var inDark = false
        for line in css.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("@media") { inDark = true; continue }
            if line == "}" { inDark = false; continue }
            guard line.hasPrefix("."), let open = line.firstIndex(of: "{"), line.hasSuffix("}") else { continue }
            let name = String(line[line.index(after: line.startIndex)..<open])
            let body = String(line[line.index(after: open)..<line.index(before: line.endIndex)])
            if inDark { darkRules[name] = body } else { rules[name] = body }
        }
    }

    /// The scope name: what every class name starts with.
    var scope: String {
        guard let name = rules.keys.sorted().first, let dash = name.firstIndex(of: "-") else { return "" }
        return String(name[..<dash])
    }

    /// Every class name used by an element.
    var usedClasses: Set<String> {
        Set(elements.compactMap { $0.attributes["class"] }.flatMap { $0.split(separator: " ").map(String.init) })
    }

    /// The classes of the elements of the item `id`, in document order.
    func classes(ofItem id: String) -> [String] {
        elements.filter { $0.item == id }.compactMap { $0.attributes["class"] }
    }

    /// The names of every element and every attribute.
    var elementNames: Set<String> { Set(elements.map(\.name)) }
    var attributeNames: Set<String> { Set(elements.flatMap(\.attributes.keys)) }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var open: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let item = attributes["data-id"] ?? open.last.flatMap { elements[$0].item }
            elements.append(Element(name: name, attributes: attributes, item: item))
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { elements[last].text += string }
        }
    }
}
