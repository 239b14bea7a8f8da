import Foundation

@testable import MapSceneLanguageServer

/// A scripted LSP client: runs a `LanguageServer` on a thread over two pipes, sends it frames,
/// and collects what it writes back.
final class LSPTestClient: @unchecked Sendable {
    private let toServer = Pipe()
    private let fromServer = Pipe()
    private let condition = NSCondition()
    private var received: [[String: Any]] = []
    private var exitCode: Int32?
    private var nextID = 1

    init() {
        let (input, output) = (toServer.fileHandleForReading.fileDescriptor, fromServer.fileHandleForWriting.fileDescriptor)
        let serverThread = Thread { [self] in
            let code = LanguageServer(input: input, output: output).run()
            condition.lock()
            exitCode = code
            condition.broadcast()
            condition.unlock()
        }
        serverThread.start()
        let replies = fromServer.fileHandleForReading.fileDescriptor
        let readerThread = Thread { [self] in
            let reader = MessageReader(descriptor: replies)
            while case .message(let body) = reader.next() {
                guard let message = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else { continue }
                condition.lock()
                received.append(message)
                condition.broadcast()
                condition.unlock()
            }
        }
        readerThread.start()
    }

    /// Writes raw bytes to the server, as a broken client might.
    func sendRaw(_ bytes: [UInt8]) {
        toServer.fileHandleForWriting.write(Data(bytes))
    }

    /// Sends one message as a frame.
    func send(_ message: [String: Any]) {
        let body = try! JSONSerialization.data(withJSONObject: message)
        sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body))
    }

    func notify(_ method: String, _ params: [String: Any] = [:]) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and waits for its response.
    @discardableResult
    func request(_ method: String, _ params: [String: Any] = [:]) -> [String: Any]? {
        let id = nextID
        nextID += 1
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return wait { Self.int($0["id"]) == id && $0["method"] == nil }
    }

    /// The result of a request (nil when it failed or timed out).
    func result(_ method: String, _ params: [String: Any] = [:]) -> Any? {
        request(method, params)?["result"]
    }

    /// Waits (up to 60 s) for a message matching `predicate`, and takes it from the inbox.
    func wait(_ predicate: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(60)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: predicate) { return received.remove(at: index) }
            guard condition.wait(until: deadline) else { return nil }
        }
    }

    /// Waits for the diagnostics of `uri` at `version`.
    func diagnostics(_ uri: String, version: Int) -> [[String: Any]]? {
        let message = wait {
            guard $0["method"] as? String == "textDocument/publishDiagnostics", let params = $0["params"] as? [String: Any] else {
                return false
            }
            return params["uri"] as? String == uri && Self.int(params["version"]) == version
        }
        return (message?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    /// A whole number as Foundation reads one; nil for anything else, `true` and `false` too.
    static func int(_ value: Any?) -> Int? {
        // Foundation reads `true` as a number too; its type tells them apart.
        guard let number = value as? NSNumber, !String(describing: type(of: number)).contains("Boolean") else { return nil }
        return Int(exactly: number.doubleValue)
    }

    /// Closes the server's input and waits for it to end; its exit code.
    func finish() -> Int32? {
        try? toServer.fileHandleForWriting.close()
        return waitForExit()
    }

    func waitForExit() -> Int32? {
        let deadline = Date().addingTimeInterval(60)
        condition.lock()
        defer { condition.unlock() }
        while exitCode == nil {
            guard condition.wait(until: deadline) else { return nil }
        }
        return exitCode
    }

    /// Initializes the server, as every session starts.
    func start() {
        _ = request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [String: Any]()])
        notify("initialized")
    }

    func open(_ uri: String, _ text: String, language: String = "yaml", version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": language, "version": version, "text": text]])
    }

    func change(_ uri: String, version: Int, from start: (Int, Int), to end: (Int, Int), _ text: String) {
        notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [["range": range(start, end), "text": text]],
            ])
    }

    func range(_ start: (Int, Int), _ end: (Int, Int)) -> [String: Any] {
        ["start": ["line": start.0, "character": start.1], "end": ["line": end.0, "character": end.1]]
    }

    func at(_ uri: String, _ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
    }
}
