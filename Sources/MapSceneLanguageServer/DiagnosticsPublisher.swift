import Foundation
import MapSceneBase

/// Lints documents off the request path and publishes what it finds: one serial queue, the
/// newest version of each document wins, a result for a version that is no longer current is
/// dropped.
final class DiagnosticsPublisher: @unchecked Sendable {
    private let writer: MessageWriter
    private let queue = DispatchQueue(label: "mapc.lsp.lint")
    private let lock = NSLock()
    /// The newest version of each open document.
    private var current: [String: Int] = [:]
    /// The findings of each document's newest linted version.
    private var findings: [String: (version: Int, diagnostics: [Diagnostic])] = [:]

    init(writer: MessageWriter) {
        self.writer = writer
    }

    /// Lints `document` soon, unless a newer version arrives first.
    func schedule(_ document: OpenDocument) {
        let (uri, version, file, folder, text) = (document.uri, document.version, document.source, document.folder, document.text)
        locked { current[uri] = version }
        queue.async { [self] in
            guard locked({ current[uri] == version }) else { return }
            let diagnostics = LintRun.diagnostics(of: file, folder: folder)
            guard
                locked({ () -> Bool in
                    guard current[uri] == version else { return false }
                    findings[uri] = (version, diagnostics)
                    return true
                })
            else { return }
            publish(uri: uri, version: version, diagnostics: diagnostics, text: text)
        }
    }

    /// Forgets a closed document and clears its diagnostics in the client.
    func close(_ uri: String) {
        locked {
            current[uri] = nil
            findings[uri] = nil
        }
        queue.async { [self] in publish(uri: uri, version: nil, diagnostics: [], text: DocumentText("")) }
    }

    /// The findings of `document` as it is now: the published ones when they are current, else
    /// found now.
    func diagnostics(of document: OpenDocument) -> [Diagnostic] {
        if let cached = locked({ findings[document.uri] }), cached.version == document.version { return cached.diagnostics }
        return LintRun.diagnostics(of: document.source, folder: document.folder)
    }

    /// Waits until every scheduled lint has run (for `shutdown`).
    func drain() {
        queue.sync {}
    }

    private func publish(uri: String, version: Int?, diagnostics: [Diagnostic], text: DocumentText) {
        var params: JSONObject = [
            "uri": .string(uri), "diagnostics": .array(diagnostics.map { LSPConversions.diagnostic($0, uri: uri, in: text) }),
        ]
        if let version { params["version"] = .integer(version) }
        writer.write(.object(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": .object(params)]))
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
