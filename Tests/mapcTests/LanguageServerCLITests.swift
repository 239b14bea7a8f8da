import Foundation
import Testing

/// `mapc lsp` as an editor starts it: JSON-RPC frames on standard input, frames back on standard output.
@Suite struct LanguageServerCLITests {
    static func frame(_ message: [String: Any]) -> String {
        let body = String(decoding: try! JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]), as: UTF8.self)
        return "Content-Length: \(body.utf8.count)\r\n\r\n" + body
    }

    /// The messages in `output`, in order.
    static func messages(_ output: String) -> [[String: Any]] {
        var bytes = Substring(output)
        var messages: [[String: Any]] = []
        while let header = bytes.range(of: "\r\n\r\n") {
            let length = Int(bytes[..<header.lowerBound].split(separator: ":").last!.trimmingCharacters(in: .whitespaces))!
            let body = bytes.utf8[header.upperBound...].prefix(length)
            messages.append(try! JSONSerialization.jsonObject(with: Data(body)) as! [String: Any])
            bytes = Substring(bytes.utf8[body.endIndex...])
        }
        return messages
    }

    @Test func aSessionThroughTheRealBinary() throws {
        let folder = try TemporaryFolder()
        let uri = folder.url.appendingPathComponent("park.mapscene").absoluteString
        let text =
            "mapscene 1\ncamera { center (34.92, -120.21) distance 1km }\nannotation park at (34.92, -120.21) { titel \"Park\" }\n"
        let script = [
            Self.frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [String: Any]()]]),
            Self.frame(["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()]),
            Self.frame([
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": uri, "languageId": "mapscene", "version": 1, "text": text]],
            ]),
            Self.frame([
                "jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
                "params": ["textDocument": ["uri": uri], "position": ["line": 1, "character": 43]],
            ]),
            Self.frame(["jsonrpc": "2.0", "id": 3, "method": "shutdown"]),
            Self.frame(["jsonrpc": "2.0", "method": "exit"]),
        ].joined()
        let run = try Mapc.run(["lsp"], standardInput: script)
        #expect(run.status == 0, "\(run.standardError)")
        let messages = Self.messages(run.standardOutput)
        let initialize = try #require(messages.first { ($0["id"] as? Int) == 1 })
        #expect((initialize["result"] as? [String: Any])?["capabilities"] != nil)
        let hover = try #require(messages.first { ($0["id"] as? Int) == 2 }?["result"] as? [String: Any])
        #expect((hover["contents"] as? [String: Any])?["value"] as? String == "`1km`: 1,000 m.")
        let published = try #require(
            messages.first { $0["method"] as? String == "textDocument/publishDiagnostics" }?["params"] as? [String: Any])
        let diagnostics = try #require(published["diagnostics"] as? [[String: Any]])
        #expect(
            diagnostics.contains {
                $0["code"] as? String == "unknown-key" && ($0["message"] as? String)?.contains("'titel'") == true
            })
        #expect(messages.contains { ($0["id"] as? Int) == 3 && $0["result"] is NSNull })
    }

    /// A Content-Length past 64 bits, a negative one, a word or none, or a header over the limit:
    /// each frame gets a parse error with a null id, and the request right after it is answered.
    @Test func badFramesGetParseErrorsAndTheSessionGoesOn() throws {
        let broken = [
            "Content-Length: 9223372036854775808\r\n\r\n{}",
            "Content-Length: -1\r\n\r\n{}",
            "Content-Length: many\r\n\r\n",
            "X-Header: 1\r\n\r\n{}",
            "X-Long: " + String(repeating: "a", count: 1 << 20),
        ]
        var script = Self.frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [String: Any]()]])
        for (index, frame) in broken.enumerated() {
            script += frame + Self.frame(["jsonrpc": "2.0", "id": 10 + index, "method": "workspace/nothing"])
        }
        script +=
            Self.frame(["jsonrpc": "2.0", "id": 2, "method": "shutdown"]) + Self.frame(["jsonrpc": "2.0", "method": "exit"])
        let run = try Mapc.run(["lsp"], standardInput: script)
        #expect(run.status == 0, "\(run.standardError)")
        let messages = Self.messages(run.standardOutput)
        let errors = messages.filter { $0["id"] is NSNull }.compactMap { ($0["error"] as? [String: Any])?["code"] as? Int }
        #expect(errors == Array(repeating: -32700, count: broken.count), "\(messages)")
        for index in broken.indices {
            #expect(
                messages.contains {
                    ($0["id"] as? Int) == 10 + index && ($0["error"] as? [String: Any])?["code"] as? Int == -32601
                }, "after frame \(index)")
        }
        #expect(messages.contains { ($0["id"] as? Int) == 2 && $0["result"] is NSNull })
    }

    @Test func anInputThatEndsWithoutShutdownExitsWithOne() throws {
        let run = try Mapc.run(
            ["lsp"], standardInput: Self.frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [String: Any]()]))
        #expect(run.status == 1)
    }
}
