@testable import MapScene
@testable import MapSceneSyntax

/// A syntax tree written out for comparing two readings of a file.
enum SyntaxDump {
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
