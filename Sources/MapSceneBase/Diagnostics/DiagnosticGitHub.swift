/// Diagnostics as GitHub Actions workflow commands (`mapc lint --format github`): each becomes
/// an annotation on the pull request's changed file,
///
///     ::error file=scene.yaml,line=5,col=12,endLine=5,endColumn=14,title=latitude-range::latitude 95 is outside -90...90
///
/// `::error`, `::warning` or `::notice` (for notes) by the reported severity; the title is the
/// rule id. Notes follow the message on lines of their own (`path:line:col: note: ...` where
/// they point somewhere). Escaped as the runner's toolkit escapes (`escapeData`,
/// `escapeProperty` in actions/toolkit): `%`, CR and LF in the message, and also `:` and `,` in
/// property values, are percent-encoded, so no text can end a command early or start another.
package enum DiagnosticGitHub {
    /// The workflow commands of `items` — each diagnostic with the path of the scene file it was
    /// found for — one a line, each ending with a newline.
    package static func encode(_ items: [(path: String, diagnostic: Diagnostic)]) -> String {
        var out = ""
        for (scenePath, d) in items {
            func path(of file: DiagnosticFile?) -> String { file?.displayPath(besideScene: scenePath) ?? scenePath }
            let command =
                switch d.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            var properties = [("file", path(of: d.file))]
            if let range = d.range {
                properties += [
                    ("line", String(range.start.line)), ("col", String(range.start.column)),
                    ("endLine", String(range.end.line)), ("endColumn", String(range.end.column)),
                ]
            }
            properties.append(("title", d.rule))
            var message = d.message
            for note in d.notes {
                if let range = note.range {
                    message += "\n\(path(of: note.file)):\(range.start.line):\(range.start.column): note: \(note.message)"
                } else {
                    message += "\nnote: \(note.message)"
                }
            }
            out += "::" + command + " "
            out += properties.map { $0.0 + "=" + escapeProperty($0.1) }.joined(separator: ",")
            out += "::" + escapeData(message) + "\n"
        }
        return out
    }

    /// A message as the runner reads it back: `%`, CR and LF percent-encoded.
    package static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value: as a message, and `:` and `,` too, which end a value.
    package static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
