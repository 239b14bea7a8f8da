import Foundation
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
                respond(id: NSNull(), error: .parseError, "cannot read the message: \(why)")
            case .tooLarge(let length):
                let size = length == Int.max ? "a message whose length does not fit in 64 bits" : "the message of \(length) bytes"
                respond(id: NSNull(), error: .parseError, "\(size) is over the limit of \(MessageReader.maximumLength) bytes")
            case .message(let body):
                if let code = handle(body) { return code }
            }
        }
    }

    /// Handles one message; the exit code when it was `exit`.
    private func handle(_ body: Data) -> Int32? {
        guard let value = JSON.value(body) else {
            respond(id: NSNull(), error: .parseError, "the message is not JSON")
            return nil
        }
        guard let message = value as? [String: Any], message["jsonrpc"] as? String == "2.0" else {
            respond(id: NSNull(), error: .invalidRequest, "a message is a JSON-RPC 2.0 object")
            return nil
        }
        let id = message["id"]
        if let id, !(id is String), JSON.int(id) == nil, !(id is NSNull) {
            respond(id: NSNull(), error: .invalidRequest, "a request's id is a number or a string")
            return nil
        }
        guard let method = message["method"] as? String else {
            if id != nil, message["result"] != nil || message["error"] != nil { return nil }  // a response to nothing we sent
            respond(id: id ?? NSNull(), error: .invalidRequest, "a message without a method")
            return nil
        }
        let params = message["params"]
        guard let id else {
            return notify(method, params)
        }
        request(method, params, id: id)
        return nil
    }

    // MARK: Notifications

    private func notify(_ method: String, _ params: Any?) -> Int32? {
        if method == "exit" {
            publisher.drain()
            return state == .shutDown ? 0 : 1
        }
        guard state == .running else { return nil }  // before initialize, notifications are dropped
        let params = params as? [String: Any]
        let document = params?["textDocument"] as? [String: Any]
        switch method {
        case "textDocument/didOpen":
            guard let document, let uri = document["uri"] as? String, let text = document["text"] as? String else { return nil }
            let opened = OpenDocument(
                uri: uri, languageId: document["languageId"] as? String, version: JSON.int(document["version"]) ?? 0, text: text)
            documents[uri] = opened
            publisher.schedule(opened)
        case "textDocument/didChange":
            guard let uri = document?["uri"] as? String, var open = documents[uri],
                let changes = params?["contentChanges"] as? [[String: Any]]
            else { return nil }
            for change in changes {
                guard let text = change["text"] as? String else { continue }
                if let range = change["range"] as? [String: Any] {
                    guard let start = LSPPosition(json: range["start"]), let end = LSPPosition(json: range["end"]) else {
                        continue
                    }
                    open.text.replace((start, end), with: text)
                } else {
                    open.text.replace(nil, with: text)
                }
            }
            open.version = JSON.int(document?["version"]) ?? open.version + 1
            documents[uri] = open
            publisher.schedule(open)
        case "textDocument/didClose":
            guard let uri = document?["uri"] as? String else { return nil }
            documents[uri] = nil
            publisher.close(uri)
        default:
            break  // initialized, didSave, $/cancelRequest, $/setTrace and others need nothing
        }
        return nil
    }

    // MARK: Requests

    private func request(_ method: String, _ params: Any?, id: Any) {
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
            respond(id: id, result: NSNull())
            return
        default:
            break
        }
        guard let handler = Self.handler(of: method) else {
            respond(id: id, error: .methodNotFound, "mapc does not answer '\(method)'")
            return
        }
        guard let params = params as? [String: Any], let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String
        else {
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

    typealias Handler = (LanguageServer, OpenDocument, [String: Any]) -> Result<Any, ParamsProblem>

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

    private static var initializeResult: [String: Any] {
        [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2, "save": false] as [String: Any],
                "hoverProvider": true,
                "completionProvider": ["triggerCharacters": [" ", ":", "[", ",", "{"], "resolveProvider": false] as [String: Any],
                "definitionProvider": true,
                "referencesProvider": true,
                "documentSymbolProvider": true,
                "documentFormattingProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            ] as [String: Any],
            "serverInfo": ["name": "mapc", "version": MapSceneVersion.current],
        ]
    }

    private func position(_ params: [String: Any], in document: OpenDocument) -> Result<SourceLocation, ParamsProblem> {
        guard let position = LSPPosition(json: params["position"]) else {
            return .failure(ParamsProblem(message: "a position {line, character} is needed"))
        }
        return .success(document.text.location(of: position))
    }

    private func hover(_ document: OpenDocument, _ params: [String: Any]) -> Result<Any, ParamsProblem> {
        position(params, in: document).map { location in
            guard let hover = SceneEditor.hover(in: document.source, at: location) else { return NSNull() }
            return [
                "contents": ["kind": "markdown", "value": hover.markdown],
                "range": LSPConversions.range(hover.range, in: document.text),
            ] as [String: Any]
        }
    }

    private func completion(_ document: OpenDocument, _ params: [String: Any]) -> Result<Any, ParamsProblem> {
        position(params, in: document).map { location in
            let items = SceneEditor.completions(in: document.source, at: location).map(LSPConversions.completion)
            return ["isIncomplete": false, "items": items] as [String: Any]
        }
    }

    private func definition(_ document: OpenDocument, _ params: [String: Any]) -> Result<Any, ParamsProblem> {
        position(params, in: document).map { location in
            guard let range = SceneEditor.definition(in: document.source, at: location) else { return NSNull() }
            return ["uri": document.uri, "range": LSPConversions.range(range, in: document.text)] as [String: Any]
        }
    }

    private func references(_ document: OpenDocument, _ params: [String: Any]) -> Result<Any, ParamsProblem> {
        let including = ((params["context"] as? [String: Any])?["includeDeclaration"] as? Bool) ?? true
        return position(params, in: document).map { location in
            SceneEditor.references(in: document.source, at: location, includingDefinition: including).map {
                ["uri": document.uri, "range": LSPConversions.range($0, in: document.text)] as [String: Any]
            }
        }
    }

    private func symbols(_ document: OpenDocument) -> Any {
        SceneEditor.symbols(in: document.source).map { LSPConversions.symbol($0, in: document.text) }
    }

    /// The canonical form as one edit of the whole text; none when the text is canonical already
    /// or has syntax errors (a broken file is never rewritten).
    private func formatting(_ document: OpenDocument) -> Any {
        let source = document.source
        let output = source.syntax == .dsl ? SceneText.format(source) : SceneText.convert(source, to: .yaml)
        guard let formatted = output.text, formatted != document.text.string else { return [Any]() }
        let whole: [String: Any] = ["start": LSPPosition(line: 0, character: 0).json, "end": document.text.endPosition.json]
        return [["range": whole, "newText": formatted]]
    }

    /// The fixes of the findings that touch the requested range, each a quick fix.
    private func codeActions(_ document: OpenDocument, _ params: [String: Any]) -> Result<Any, ParamsProblem> {
        guard let range = params["range"] as? [String: Any], let start = LSPPosition(json: range["start"]),
            let end = LSPPosition(json: range["end"])
        else {
            return .failure(ParamsProblem(message: "a range {start, end} is needed"))
        }
        let from = document.text.location(of: start), to = document.text.location(of: end)
        var actions: [[String: Any]] = []
        for diagnostic in publisher.diagnostics(of: document) where diagnostic.file == nil && !diagnostic.fixes.isEmpty {
            let place = diagnostic.range ?? SourceRange(at: SourceLocation(line: 1, column: 1))
            guard place.start <= to, from <= place.end else { continue }
            let lspDiagnostic = LSPConversions.diagnostic(diagnostic, uri: document.uri, in: document.text)
            for fix in diagnostic.fixes {
                actions.append([
                    "title": fix.message,
                    "kind": "quickfix",
                    "diagnostics": [lspDiagnostic],
                    "isPreferred": diagnostic.fixes.count == 1,
                    "edit": ["changes": [document.uri: fix.edits.map { LSPConversions.edit($0, in: document.text) }]],
                ])
            }
        }
        return .success(actions)
    }

    // MARK: Responses

    private func respond(id: Any, result: Any) {
        writer.write(JSON.data(["jsonrpc": "2.0", "id": id, "result": result]))
    }

    private func respond(id: Any, error: RPCError, _ message: String) {
        writer.write(
            JSON.data(["jsonrpc": "2.0", "id": id, "error": ["code": error.rawValue, "message": message] as [String: Any]]))
    }
}
