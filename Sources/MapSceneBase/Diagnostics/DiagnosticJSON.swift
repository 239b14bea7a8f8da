/// Diagnostics as JSON for machines (`mapc lint --format json`).
///
/// The output is a pretty-printed array with two-space indentation and a fixed key order:
/// `path`, `line`, `column`, `endLine`, `endColumn`, `severity`, `rule`, `message`, then `notes`
/// when there are any (each `{message, path?, line?, column?}`), then `fixes` when there are any
/// (each `{message, edits}`, an edit `{line, column, endLine, endColumn, replacement}` in the
/// diagnostic's file, columns in Unicode scalars). Location keys are left out when a
/// diagnostic or note has no range. `path` is the scene file's, or for a diagnostic in a data file
/// the scene reads, that file's beside the scene (`DiagnosticFile.displayPath(besideScene:)`); a
/// note says its `path` only when it is in another file than its diagnostic. It is hand-written so
/// the bytes never depend on an encoder's choices.
package enum DiagnosticJSON {
    /// The JSON text of `items` — each diagnostic with the path of the scene file it was found
    /// for — in the order given, without a trailing newline.
    package static func encode(_ items: [(path: String, diagnostic: Diagnostic)]) -> String {
        if items.isEmpty { return "[]" }
        var out = "[\n"
        for (index, item) in items.enumerated() {
            let d = item.diagnostic
            func path(of file: DiagnosticFile?) -> String { file?.displayPath(besideScene: item.path) ?? item.path }
            var fields: [(String, String)] = [("path", quote(path(of: d.file)))]
            if let range = d.range {
                fields.append(("line", String(range.start.line)))
                fields.append(("column", String(range.start.column)))
                fields.append(("endLine", String(range.end.line)))
                fields.append(("endColumn", String(range.end.column)))
            }
            fields.append(("severity", quote(d.severity.rawValue)))
            fields.append(("rule", quote(d.rule)))
            fields.append(("message", quote(d.message)))
            if !d.notes.isEmpty {
                var notes = "[\n"
                for (n, note) in d.notes.enumerated() {
                    var noteFields = [("message", quote(note.message))]
                    if note.range != nil, note.file != d.file { noteFields.append(("path", quote(path(of: note.file)))) }
                    if let range = note.range {
                        noteFields.append(("line", String(range.start.line)))
                        noteFields.append(("column", String(range.start.column)))
                    }
                    notes += object(noteFields, indent: "      ")
                    notes += n == d.notes.count - 1 ? "\n" : ",\n"
                }
                notes += "    ]"
                fields.append(("notes", notes))
            }
            if !d.fixes.isEmpty { fields.append(("fixes", fixes(d.fixes))) }
            out += object(fields, indent: "  ")
            out += index == items.count - 1 ? "\n" : ",\n"
        }
        return out + "]"
    }

    /// The `fixes` array of a diagnostic, its elements at the notes' depth.
    private static func fixes(_ fixes: [Fix]) -> String {
        var out = "[\n"
        for (f, fix) in fixes.enumerated() {
            var edits = "[\n"
            for (e, edit) in fix.edits.enumerated() {
                let editFields = [
                    ("line", String(edit.range.start.line)), ("column", String(edit.range.start.column)),
                    ("endLine", String(edit.range.end.line)), ("endColumn", String(edit.range.end.column)),
                    ("replacement", quote(edit.replacement)),
                ]
                edits += object(editFields, indent: "          ")
                edits += e == fix.edits.count - 1 ? "\n" : ",\n"
            }
            edits += "        ]"
            out += object([("message", quote(fix.message)), ("edits", edits)], indent: "      ")
            out += f == fixes.count - 1 ? "\n" : ",\n"
        }
        return out + "    ]"
    }

    /// `{ "key": value, ... }` with the braces at `indent` and the members one level deeper.
    private static func object(_ fields: [(String, String)], indent: String) -> String {
        var out = indent + "{\n"
        for (i, (key, value)) in fields.enumerated() {
            out += indent + "  " + quote(key) + ": " + value
            out += i == fields.count - 1 ? "\n" : ",\n"
        }
        return out + indent + "}"
    }

    /// A JSON string literal. Quotes and backslashes are escaped; control characters (C0, DEL,
    /// C1) and the line separators U+2028/U+2029 are written as `\u00XX`/`\u20XX`.
    package static func quote(_ text: String) -> String {
        let hex = Array("0123456789abcdef")
        var out = "\""
        for scalar in text.unicodeScalars {
            let v = scalar.value
            switch v {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
                out += "\\u"
                for shift in stride(from: 12, through: 0, by: -4) {
                    out.append(hex[Int((v >> UInt32(shift)) & 0xF)])
                }
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
