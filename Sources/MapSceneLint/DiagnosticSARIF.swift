import MapSceneBase
import MapSceneSyntax

/// Diagnostics as a SARIF 2.1.0 log (`mapc lint --format sarif`), the format code-scanning
/// services (GitHub's among them) read.
///
/// One run: `tool.driver` names mapc with its version and declares every rule of `Rule.catalog`
/// (id, summary, explanation, default level); each diagnostic is a result with its `ruleId`,
/// `ruleIndex`, `level` (as reported, after the configuration), message and location. Regions
/// are 1-based with columns in UTF-16 code units, as SARIF asks (diagnostics count Unicode
/// scalars; the file's text converts them). Notes that point somewhere are related locations;
/// notes that do not are further lines of the message. Fixes are `fixes` with their
/// replacements. A diagnostic in a data file the scene reads points at that file, beside the
/// scene. Members are written in a fixed order, so the bytes depend only on the input.
package enum DiagnosticSARIF {
    /// The SARIF log of `reports` — each scene (or configuration) file with its diagnostics, in
    /// the order given — without a trailing newline.
    package static func encode(_ reports: [(file: SourceFile, diagnostics: [Diagnostic])]) -> String {
        var results: [JSONValue] = []
        for report in reports where !report.diagnostics.isEmpty {
            let columns = UTF16Columns(report.file.bytes)
            for diagnostic in report.diagnostics {
                results.append(result(diagnostic, scenePath: report.file.path, columns: columns))
            }
        }
        let driver: JSONValue = .object([
            "name": "mapc",
            "version": .string(MapSceneVersion.current),
            "rules": .array(Rule.catalog.map(descriptor)),
        ])
        let run: JSONValue = .object([
            "tool": .object(["driver": driver]),
            "columnKind": "utf16CodeUnits",
            "results": .array(results),
        ])
        let log: JSONValue = .object([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": .array([run]),
        ])
        return log.text(.report)
    }

    /// A rule's `reportingDescriptor`.
    private static func descriptor(_ rule: Rule) -> JSONValue {
        var members: JSONObject = [
            "id": .string(rule.id),
            "shortDescription": .object(["text": .string(rule.summary)]),
        ]
        if !rule.explanation.isEmpty {
            members["fullDescription"] = .object(["text": .string(rule.explanation)])
            var help = rule.explanation
            if !rule.bad.isEmpty { help += "\n\nBad:\n" + rule.bad + "\nGood:\n" + rule.good }
            members["help"] = .object(["text": .string(help)])
        }
        members["defaultConfiguration"] = .object(["level": .string(level(rule.severity))])
        return .object(members)
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private static let ruleIndex: [String: Int] = Dictionary(uniqueKeysWithValues: Rule.catalog.enumerated().map { ($1.id, $0) })

    private static func result(_ d: Diagnostic, scenePath: String, columns: UTF16Columns) -> JSONValue {
        var message = d.message
        for note in d.notes where note.range == nil { message += "\n" + note.message }
        var members: JSONObject = ["ruleId": .string(d.rule)]
        if let index = ruleIndex[d.rule] { members["ruleIndex"] = .integer(index) }
        members["level"] = .string(level(d.severity))
        members["message"] = .object(["text": .string(message)])
        let place = Place(scenePath: scenePath, columns: columns)
        members["locations"] = .array([.object(["physicalLocation": place.physicalLocation(d.range, in: d.file)])])
        let related = d.notes.filter { $0.range != nil }
        if !related.isEmpty {
            members["relatedLocations"] = .array(
                related.enumerated().map { index, note in
                    .object([
                        "id": .integer(index),
                        "physicalLocation": place.physicalLocation(note.range, in: note.file),
                        "message": .object(["text": .string(note.message)]),
                    ])
                })
        }
        if !d.fixes.isEmpty {
            members["fixes"] = .array(d.fixes.map { place.fix($0, in: d.file) })
        }
        return .object(members)
    }

    /// Locations in the scene file or in a data file beside it.
    private struct Place {
        var scenePath: String
        var columns: UTF16Columns

        func artifactLocation(_ file: DiagnosticFile?) -> JSONValue {
            let path = file?.displayPath(besideScene: scenePath) ?? scenePath
            return .object(["uri": .string(uriReference(path))])
        }

        func physicalLocation(_ range: SourceRange?, in file: DiagnosticFile?) -> JSONValue {
            var members: JSONObject = ["artifactLocation": artifactLocation(file)]
            if let range { members["region"] = region(range, in: file) }
            return .object(members)
        }

        /// A fix of a diagnostic in `file`: its edits as replacements in that file.
        func fix(_ fix: Fix, in file: DiagnosticFile?) -> JSONValue {
            let replacements: [JSONValue] = fix.edits.map { edit in
                .object([
                    "deletedRegion": region(edit.range, in: file),
                    "insertedContent": .object(["text": .string(edit.replacement)]),
                ])
            }
            return .object([
                "description": .object(["text": .string(fix.message)]),
                "artifactChanges": .array([
                    .object(["artifactLocation": artifactLocation(file), "replacements": .array(replacements)])
                ]),
            ])
        }

        func region(_ range: SourceRange, in file: DiagnosticFile?) -> JSONValue {
            func column(_ location: SourceLocation) -> Int {
                guard let file else { return columns.column(location.column, line: location.line) }
                // A data file is known by the excerpt of the line its range starts on.
                guard location.line == range.start.line else { return location.column }
                return UTF16Columns.column(location.column, in: file.excerpt.unicodeScalars, startingAt: file.excerptColumn)
            }
            return .object([
                "startLine": .integer(range.start.line),
                "startColumn": .integer(column(range.start)),
                "endLine": .integer(range.end.line),
                "endColumn": .integer(column(range.end)),
            ])
        }
    }

    /// `path` as a relative (or absolute-path) URI reference: bytes other than unreserved
    /// characters, `/` and a few safe delimiters are percent-encoded (a `:` too, which would
    /// otherwise read as a scheme).
    package static func uriReference(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF")
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
                UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
                UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            }
        }
        return out
    }
}
