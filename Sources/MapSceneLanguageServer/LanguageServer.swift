import MapSceneBase
import MapSceneEditor
import MapScenePrint

/// mapc's language server: the Language Server Protocol 3.17 over a pair of streams, for scene
/// files in YAML and in the DSL. Diagnostics are `mapc lint`'s, linted off the request path;
/// every request is answered from the document's text as it is, without waiting on a lint.
package final class LanguageServer {
    private let reader: MessageReader
    private let writer: MessageWriter
    private let publisher: DiagnosticsPublisher
    private var documents: [String: OpenDocument] = [:]
    private var state = State.starting

    private enum State {
        case starting, running, shutDown
    }

    /// A server reading messages from `input` and writing to `output` (file descriptors: standard
    /// input and output for `mapc lsp`).
    package init(input: Int32, output: Int32) {
        reader = MessageReader(descriptor: input)
        writer = MessageWriter(descriptor: output)
        publisher = DiagnosticsPublisher(writer: writer)
    }

    /// Serves until `exit` or the end of the input; returns the process's exit code: 0 after a
    /// `shutdown`, 1 otherwise, as the protocol says.
    package func run() -> Int32 {
        while true {
            switch reader.next() {
            case .end:
                return state == .shutDown ? 0 : 1
            case .malformed(let why):
                respond(id: .null, error: .parseError, "cannot read the message: \(why)")
            case .tooLarge(let length):
                let size = length == Int.max ? "a message whose length does not fit in 64 bits" : "the message of \(length) bytes"
                respond(id: .null, error: .parseError, "\(size) is over the limit of \(MessageReader.maximumLength) bytes")
            case .message(let body):
                if let code = handle(body) { return code }
            }
        }
    }

    /// Handles one message; the exit code when it was `exit`.
    private func handle(_ body: [UInt8]) -> Int32? {
        guard case .success(let message) = LocatedJSON.parse(body) else {
            respond(id: .null, error: .parseError, "the message is not JSON")
            return nil
        }
        guard message["jsonrpc"]?.string == "2.0" else {
            respond(id: .null, error: .invalidRequest, "a message is a JSON-RPC 2.0 object")
            return nil
        }
        var id: JSONValue?
        if let given = message["id"] {
            guard let requestID = Self.requestID(given) else {
                respond(id: .null, error: .invalidRequest, "a request's id is a number or a string")
                return nil
            }
            id = requestID
        }
        guard let method = message["method"]?.string else {
            if id != nil, message["result"] != nil || message["error"] != nil { return nil }  // a response to nothing we sent
            respond(id: id ?? .null, error: .invalidRequest, "a message without a method")
            return nil
        }
        let params = message["params"]
        guard let id else {
            return notify(method, params)
        }
        request(method, params, id: id)
        return nil
    }

    /// A request's id as its response repeats it: a string, a whole number or null.
    private static func requestID(_ id: LocatedJSON) -> JSONValue? {
        if let text = id.string { return .string(text) }
        if let number = id.integer { return .integer(number) }
        if case .null = id.value { return .null }
        return nil
    }

    // MARK: Notifications

    private func notify(_ method: String, _ params: LocatedJSON?) -> Int32? {
        if method == "exit" {
            publisher.drain()
            return state == .shutDown ? 0 : 1
        }
        guard state == .running else { return nil }  // before initialize, notifications are dropped
        let document = params?["textDocument"]
        switch method {
        case "textDocument/didOpen":
            guard let document, let uri = document["uri"]?.string, let text = document["text"]?.string else { return nil }
            let opened = OpenDocument(
                uri: uri, languageId: document["languageId"]?.string, version: document["version"]?.integer ?? 0, text: text)
            documents[uri] = opened
            publisher.schedule(opened)
        case "textDocument/didChange":
            guard let uri = document?["uri"]?.string, var open = documents[uri],
                let changes = params?["contentChanges"]?.elements, changes.allSatisfy({ $0.members != nil })
            else { return nil }
            for change in changes {
                guard let text = change["text"]?.string else { continue }
                if let range = change["range"], range.members != nil {
                    guard let start = LSPPosition(json: range["start"]), let end = LSPPosition(json: range["end"]) else {
                        continue
                    }
                    open.text.replace((start, end), with: text)
                } else {
                    open.text.replace(nil, with: text)
                }
            }
            open.version = document?["version"]?.integer ?? open.version + 1
            documents[uri] = open
            publisher.schedule(open)
        case "textDocument/didClose":
            guard let uri = document?["uri"]?.string else { return nil }
            documents[uri] = nil
            publisher.close(uri)
        default:
            break  // initialized, didSave, $/cancelRequest, $/setTrace and others need nothing
        }
        return nil
    }

    // MARK: Requests

    private func request(_ method: String, _ params: LocatedJSON?, id: JSONValue) {
        switch (state, method) {
        case (.starting, "initialize"):
            state = .running
            respond(id: id, result: Self.initializeResult)
            return
        case (.starting, _):
            respond(id: id, error: .serverNotInitialized, "the server is not initialized yet")
            return
        case (.shutDown, _):
            respond(id: id, error: .invalidRequest, "the server is shut down")
            return
        case (.running, "initialize"):
            respond(id: id, error: .invalidRequest, "the server is already initialized")
            return
        case (.running, "shutdown"):
            state = .shutDown
            publisher.drain()
            respond(id: id, result: .null)
            return
        default:
            break
        }
        guard let handler = Self.handler(of: method) else {
            respond(id: id, error: .methodNotFound, "mapc does not answer '\(method)'")
            return
        }
        guard let params, let uri = params["textDocument"]?["uri"]?.string else {
            respond(id: id, error: .invalidParams, "'\(method)' needs textDocument.uri")
            return
        }
        guard let document = documents[uri] else {
            respond(id: id, error: .invalidParams, "'\(uri)' is not open")
            return
        }
        switch handler(self, document, params) {
        case .success(let result): respond(id: id, result: result)
        case .failure(let problem): respond(id: id, error: .invalidParams, problem.message)
        }
    }

    /// Why a request's parameters cannot be used.
    struct ParamsProblem: Error {
        var message: String
    }

    typealias Handler = (LanguageServer, OpenDocument, LocatedJSON) -> Result<JSONValue, ParamsProblem>

    /// The requests about one open document, by method.
    private static func handler(of method: String) -> Handler? {
        switch method {
        case "textDocument/hover": { $0.hover($1, $2) }
        case "textDocument/completion": { $0.completion($1, $2) }
        case "textDocument/definition": { $0.definition($1, $2) }
        case "textDocument/references": { $0.references($1, $2) }
        case "textDocument/documentSymbol": { server, document, _ in .success(server.symbols(document)) }
        case "textDocument/formatting": { server, document, _ in .success(server.formatting(document)) }
        case "textDocument/codeAction": { $0.codeActions($1, $2) }
        default: nil
        }
    }

    private static var initializeResult: JSONValue {
        .object([
            "capabilities": .object([
                "positionEncoding": "utf-16",
                "textDocumentSync": .object(["openClose": .bool(true), "change": .integer(2), "save": .bool(false)]),
                "hoverProvider": .bool(true),
                "completionProvider": .object([
                    "triggerCharacters": .array([" ", ":", "[", ",", "{"]), "resolveProvider": .bool(false),
                ]),
                "definitionProvider": .bool(true),
                "referencesProvider": .bool(true),
                "documentSymbolProvider": .bool(true),
                "documentFormattingProvider": .bool(true),
                "codeActionProvider": .object(["codeActionKinds": .array(["quickfix"])]),
            ]),
            "serverInfo": .object(["name": "mapc", "version": .string(MapSceneVersion.current)]),
        ])
    }

    private func position(_ params: LocatedJSON, in document: OpenDocument) -> Result<SourceLocation, ParamsProblem> {
        guard let position = LSPPosition(json: params["position"]) else {
            return .failure(ParamsProblem(message: "a position {line, character} is needed"))
        }
        return .success(document.text.location(of: position))
    }

    private func hover(_ document: OpenDocument, _ params: LocatedJSON) -> Result<JSONValue, ParamsProblem> {
        position(params, in: document).map { location in
            guard let hover = SceneEditor.hover(in: document.source, at: location) else { return .null }
            return .object([
                "contents": .object(["kind": "markdown", "value": .string(hover.markdown)]),
                "range": LSPConversions.range(hover.range, in: document.text),
            ])
        }
    }

    private func completion(_ document: OpenDocument, _ params: LocatedJSON) -> Result<JSONValue, ParamsProblem> {
        position(params, in: document).map { location in
            let items = SceneEditor.completions(in: document.source, at: location).map(LSPConversions.completion)
            return .object(["isIncomplete": .bool(false), "items": .array(items)])
        }
    }

    private func definition(_ document: OpenDocument, _ params: LocatedJSON) -> Result<JSONValue, ParamsProblem> {
        position(params, in: document).map { location in
            guard let range = SceneEditor.definition(in: document.source, at: location) else { return .null }
            return .object(["uri": .string(document.uri), "range": LSPConversions.range(range, in: document.text)])
        }
    }

    private func references(_ document: OpenDocument, _ params: LocatedJSON) -> Result<JSONValue, ParamsProblem> {
        let including = params["context"]?["includeDeclaration"]?.bool ?? true
        return position(params, in: document).map { location in
            .array(
                SceneEditor.references(in: document.source, at: location, includingDefinition: including).map {
                    .object(["uri": .string(document.uri), "range": LSPConversions.range($0, in: document.text)])
                })
        }
    }

    private func symbols(_ document: OpenDocument) -> JSONValue {
        .array(SceneEditor.symbols(in: document.source).map { LSPConversions.symbol($0, in: document.text) })
    }

    /// The formatted text (`mapc fmt`'s) as one edit of the whole text; none when the text is
    /// formatted already or has syntax errors (a broken file is never rewritten).
    private func formatting(_ document: OpenDocument) -> JSONValue {
        let output = SceneText.format(document.source)
        guard let formatted = output.text, formatted != document.text.string else { return .array([]) }
        let whole: JSONValue = .object([
            "start": LSPPosition(line: 0, character: 0).json, "end": document.text.endPosition.json,
        ])
        return .array([.object(["range": whole, "newText": .string(formatted)])])
    }

    /// The fixes of the findings that touch the requested range, each a quick fix.
    private func codeActions(_ document: OpenDocument, _ params: LocatedJSON) -> Result<JSONValue, ParamsProblem> {
        guard let range = params["range"], let start = LSPPosition(json: range["start"]),
            let end = LSPPosition(json: range["end"])
        else {
            return .failure(ParamsProblem(message: "a range {start, end} is needed"))
        }
        let from = document.text.location(of: start), to = document.text.location(of: end)
        var actions: [JSONValue] = []
        for diagnostic in publisher.diagnostics(of: document) where diagnostic.file == nil && !diagnostic.fixes.isEmpty {
            let place = diagnostic.range ?? SourceRange(at: SourceLocation(line: 1, column: 1))
            guard place.start <= to, from <= place.end else { continue }
            let lspDiagnostic = LSPConversions.diagnostic(diagnostic, uri: document.uri, in: document.text)
            for fix in diagnostic.fixes {
                let edits = fix.edits.map { LSPConversions.edit($0, in: document.text) }
                actions.append(
                    .object([
                        "title": .string(fix.message),
                        "kind": "quickfix",
                        "diagnostics": .array([lspDiagnostic]),
                        "isPreferred": .bool(diagnostic.fixes.count == 1),
                        "edit": .object(["changes": .object([document.uri: .array(edits)])]),
                    ]))
            }
        }
        return .success(.array(actions))
    }

    // MARK: Responses

    private func respond(id: JSONValue, result: JSONValue) {
        writer.write(.object(["jsonrpc": "2.0", "id": id, "result": result]))
    }

    private func respond(id: JSONValue, error: RPCError, _ message: String) {
        writer.write(
            .object([
                "jsonrpc": "2.0", "id": id, "error": .object(["code": .integer(error.rawValue), "message": .string(message)]),
            ]))
    }
}
