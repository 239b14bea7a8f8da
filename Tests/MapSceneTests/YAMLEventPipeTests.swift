import Testing
@testable import MapScene

/// libyaml on a second thread (`YAMLEventPipe`) gives the same tree and the same diagnostics as
/// libyaml on the reading thread, wherever in the file reading ends and however many batches
/// the events fill.
@Suite struct YAMLEventPipeTests {
    /// A scene of `pins` pins: about five events a pin, so 10,000 pins are a dozen batches and
    /// more than the pipe holds at once.
    static func pins(_ pins: Int, then tail: String = "") -> String {
        var text = "mapscene: 1\ncamera: {fit: all}\nannotations:\n"
        for i in 0..<pins { text += "- {id: a\(i), coordinate: [37.\(i % 1000), -122.\(i % 977)], title: \"Pin \(i)\"}\n" }
        return text + tail
    }

    static let inputs: [(name: String, text: String)] = [
        ("a small scene", "mapscene: 1\ntitle: Small\n"),
        ("many pins", pins(10_000)),
        ("a syntax error after many batches", pins(10_000, then: "title: [unclosed\n")),
        ("a second document after many batches", pins(10_000, then: "---\nmapscene: 1\n")),
        ("a duplicate key and an undefined alias", pins(5_000, then: "title: *nowhere\nmapscene: 2\n")),
        ("nesting past the depth limit", pins(5_000, then: "deep: " + String(repeating: "[", count: 80) + String(repeating: "]", count: 80) + "\n")),
        ("an anchor copied past the alias limit", pins(100, then: "a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\nb: [" + Array(repeating: "*a", count: 1200).joined(separator: ", ") + "]\n")),
        ("an empty file", ""),
    ]

    @Test(arguments: inputs.map(\.name))
    func pipelinedReadingMatchesReadingOnOneThread(_ name: String) {
        let text = Self.inputs.first { $0.name == name }!.text
        let file = SourceFile(path: "scene.yaml", text: text)
        let inline = YAMLReader.read(file, limits: .default, pipelined: false)
        let piped = YAMLReader.read(file, limits: .default, pipelined: true)
        #expect(piped.diagnostics == inline.diagnostics)
        #expect(piped.root.map(Self.dump) == inline.root.map(Self.dump))
    }

    @Test func aReaderThatStopsEarlyStopsTheParsingThread() {
        // The second document stops reading with most of the file unparsed: the parsing thread
        // must stop too (the test would hang otherwise), however often this runs.
        let file = SourceFile(path: "scene.yaml", text: "mapscene: 1\n---\n" + Self.pins(20_000))
        for _ in 0..<20 {
            let (_, diagnostics) = YAMLReader.read(file, limits: .default, pipelined: true)
            #expect(diagnostics.map(\.rule) == ["yaml-multiple-documents"])
        }
    }

    /// Every node's kind, text and ranges, one line each.
    static func dump(_ node: SyntaxNode) -> String {
        var lines: [String] = []
        func walk(_ node: SyntaxNode, _ depth: Int) {
            let pad = String(repeating: " ", count: depth)
            switch node.content {
            case .scalar(let s): lines.append("\(pad)\(s.isQuoted ? "'" : "")\(s.text) \(node.range)")
            case .sequence(let elements):
                lines.append("\(pad)[ \(node.range)")
                for e in elements { walk(e, depth + 1) }
            case .mapping(let entries):
                lines.append("\(pad){ \(node.range)")
                for e in entries {
                    lines.append("\(pad)\(e.key): \(e.keyRange)")
                    walk(e.value, depth + 1)
                }
            }
        }
        walk(node, 0)
        return lines.joined(separator: "\n")
    }
}
