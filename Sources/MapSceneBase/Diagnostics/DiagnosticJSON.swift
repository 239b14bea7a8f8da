/// Diagnostics as JSON for machines (`mapc lint --format json`).
///
/// The output is a pretty-printed array with two-space indentation and a fixed key order:
/// `path`, `line`, `column`, `endLine`, `endColumn`, `severity`, `rule`, `message`, then `notes`
/// when there are any (each `{message, path?, line?, column?}`), then `fixes` when there are any
/// (each `{message, edits}`, an edit `{line, column, endLine, endColumn, replacement}` in the
/// diagnostic's file, columns in Unicode scalars). Location keys are left out when a
/// diagnostic or note has no range. `path` is the scene file's, or for a diagnostic in a data file
/// the scene reads, that file's beside the scene (`DiagnosticFile.displayPath(besideScene:)`); a
/// note says its `path` only when it is in another file than its diagnostic. Members are written in
/// this order, so the bytes depend only on the diagnostics.
package enum DiagnosticJSON {
    /// The JSON text of `items` — each diagnostic with the path of the scene file it was found
    /// for — in the order given, without a trailing newline.
    package static func encode(_ items: [(path: String, diagnostic: Diagnostic)]) -> String {
        JSONValue.array(items.map { object($0.diagnostic, scenePath: $0.path) }).text(.report)
    }

    private static func object(_ d: Diagnostic, scenePath: String) -> JSONValue {
        func path(of file: DiagnosticFile?) -> JSONValue { .string(file?.displayPath(besideScene: scenePath) ?? scenePath) }
        var members: JSONObject = ["path": path(of: d.file)]
        if let range = d.range {
            members["line"] = .integer(range.start.line)
            members["column"] = .integer(range.start.column)
            members["endLine"] = .integer(range.end.line)
            members["endColumn"] = .integer(range.end.column)
        }
        members["severity"] = .string(d.severity.rawValue)
        members["rule"] = .string(d.rule)
        members["message"] = .string(d.message)
        if !d.notes.isEmpty {
            members["notes"] = .array(
                d.notes.map { note in
                    var fields: JSONObject = ["message": .string(note.message)]
                    if note.range != nil, note.file != d.file { fields["path"] = path(of: note.file) }
                    if let range = note.range {
                        fields["line"] = .integer(range.start.line)
                        fields["column"] = .integer(range.start.column)
                    }
                    return .object(fields)
                })
        }
        if !d.fixes.isEmpty {
            members["fixes"] = .array(
                d.fixes.map { fix in
                    let edits: [JSONValue] = fix.edits.map { edit in
                        .object([
                            "line": .integer(edit.range.start.line), "column": .integer(edit.range.start.column),
                            "endLine": .integer(edit.range.end.line), "endColumn": .integer(edit.range.end.column),
                            "replacement": .string(edit.replacement),
                        ])
                    }
                    return .object(["message": .string(fix.message), "edits": .array(edits)])
                })
        }
        return .object(members)
    }
}
