import MapSceneBase
import MapSceneEditor

/// mapc's values as LSP's JSON.
enum LSPConversions {
    static func range(_ range: SourceRange, in text: DocumentText) -> JSONValue {
        .object(["start": text.position(of: range.start).json, "end": text.position(of: range.end).json])
    }

    /// A diagnostic: its rule as `code`, `mapc` as source, notes in this file as related information.
    static func diagnostic(_ diagnostic: Diagnostic, uri: String, in text: DocumentText) -> JSONValue {
        let whole = SourceRange(at: SourceLocation(line: 1, column: 1))
        var json: JSONObject = [
            "range": range(diagnostic.range ?? whole, in: text),
            "severity": .integer(severity(diagnostic.severity)),
            "code": .string(diagnostic.rule),
            "source": "mapc",
            "message": .string(diagnostic.message),
        ]
        let related: [JSONValue] = diagnostic.notes.compactMap { note in
            guard note.file == nil else { return nil }  // a note about a data file has no place here
            return .object([
                "location": .object(["uri": .string(uri), "range": range(note.range ?? diagnostic.range ?? whole, in: text)]),
                "message": .string(note.message),
            ])
        }
        if !related.isEmpty { json["relatedInformation"] = .array(related) }
        if diagnostic.file != nil {
            json["message"] = .string(diagnostic.message + " (in a file the scene reads)")
        }
        return .object(json)
    }

    /// LSP's DiagnosticSeverity: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    static func completion(_ completion: SceneCompletion) -> JSONValue {
        var json: JSONObject = ["label": .string(completion.label), "kind": .integer(completionKind(completion.kind))]
        if let detail = completion.detail { json["detail"] = .string(detail) }
        if let documentation = completion.documentation {
            json["documentation"] = .object(["kind": "markdown", "value": .string(documentation)])
        }
        if let insertText = completion.insertText { json["insertText"] = .string(insertText) }
        return .object(json)
    }

    /// LSP's CompletionItemKind: Property for keys, EnumMember for values, Color, Unit, Reference.
    static func completionKind(_ kind: SceneCompletion.Kind) -> Int {
        switch kind {
        case .key: 10
        case .value: 20
        case .color: 16
        case .unit: 11
        case .id: 18
        }
    }

    static func symbol(_ symbol: SceneSymbol, in text: DocumentText) -> JSONValue {
        var json: JSONObject = [
            "name": .string(symbol.name),
            "kind": .integer(symbolKind(symbol.kind)),
            "range": range(symbol.range, in: text),
            "selectionRange": range(symbol.selectionRange, in: text),
            "children": .array(symbol.children.map { self.symbol($0, in: text) }),
        ]
        if let detail = symbol.detail { json["detail"] = .string(detail) }
        return .object(json)
    }

    /// LSP's SymbolKind: Object for the scene's settings, Class for styles, Constant for
    /// annotations, Struct for overlays.
    static func symbolKind(_ kind: SceneSymbol.Kind) -> Int {
        switch kind {
        case .camera, .canvas, .map, .decorations: 19
        case .style: 5
        case .annotation: 14
        case .overlay: 23
        }
    }

    static func edit(_ edit: MapSceneBase.TextEdit, in text: DocumentText) -> JSONValue {
        .object(["range": range(edit.range, in: text), "newText": .string(edit.replacement)])
    }
}
