import Foundation
import MapScene
import TestSupport
import Testing

@testable import MapSceneLanguageServer

/// Sessions of an editor with `mapc lsp`, walked message by message over pipes.
@Suite struct LanguageServerSessionTests {
    /// A folder for the scenes' file URIs (lint reads beside them), removed after each test.
    private let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder()
    }

    /// The test's folder.
    func folder() -> URL { scratch.url }

    /// A fresh folder under the system's temporary one, removed when the value is released.
    final class TemporaryFolder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapc-lsp-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    static let yaml = """
        mapscene: 1
        title: Civic Center
        camera:
          fit: [hall]
        annotations:
          - {id: hall, title: "🏛 City Hall", coordinate: [37.7793, -122.4193]}
        overlays:
          - id: plaza
            circle: {center: [37.7793, -122.4193], radius: 120m}
        """

    /// The UTF-16 offset of `needle` on `line` of `text`: what LSP calls its character.
    static func character(of needle: String, line: Int, in text: String) -> Int {
        let lineText = text.components(separatedBy: "\n")[line]
        return lineText.utf16.distance(
            from: lineText.utf16.startIndex, to: lineText.range(of: needle)!.lowerBound.samePosition(in: lineText.utf16)!)
    }

    @Test func theLintConfigurationIsCheckedAsOneNotAsAScene() throws {
        let uri = folder().appendingPathComponent(".mapc.yaml").absoluteString
        let client = LSPTestClient()
        client.start()
        client.open(uri, "rules:\n  missing-titel: off\n")
        let found = try #require(client.diagnostics(uri, version: 1))
        #expect(found.map { $0["code"] as? String } == ["config-unknown-rule"], "\(found)")
        client.change(uri, version: 2, from: (1, 2), to: (1, 15), "missing-title")
        #expect(try #require(client.diagnostics(uri, version: 2)).isEmpty, "no scene errors: no missing mapscene or camera")
        #expect(client.result("shutdown") is NSNull)
        client.notify("exit")
        #expect(client.waitForExit() == 0)
    }

    @Test func aYAMLSessionFromOpeningToExit() throws {
        let uri = folder().appendingPathComponent("civic.yaml").absoluteString
        let client = LSPTestClient()
        let initialize = try #require(client.request("initialize", ["processId": NSNull(), "capabilities": [String: Any]()]))
        let capabilities = try #require((initialize["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
        client.notify("initialized")

        client.open(uri, Self.yaml)
        let clean = try #require(client.diagnostics(uri, version: 1))
        #expect(clean.filter { $0["severity"] as? Int == 1 }.isEmpty, "\(clean)")

        // A bad edit after the emoji: `coordinate` loses its last letter.
        let character = Self.character(of: "coordinate", line: 5, in: Self.yaml)
        #expect(character == 38)  // the emoji is two UTF-16 units
        client.change(uri, version: 2, from: (5, character + 9), to: (5, character + 10), "")
        let broken = try #require(client.diagnostics(uri, version: 2))
        let unknown = try #require(broken.first { $0["code"] as? String == "unknown-key" })
        #expect(unknown["source"] as? String == "mapc")
        #expect(unknown["severity"] as? Int == 1)
        #expect(unknown["range"] as? NSDictionary == client.range((5, character), (5, character + 9)) as NSDictionary)

        // The quick fix puts the letter back.
        let actions = try #require(
            client.result(
                "textDocument/codeAction",
                [
                    "textDocument": ["uri": uri], "range": client.range((5, character), (5, character)),
                    "context": ["diagnostics": [unknown]],
                ]) as? [[String: Any]])
        let fix = try #require(actions.first)
        #expect(fix["kind"] as? String == "quickfix")
        let edits = try #require(((fix["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]])
        #expect(edits.first?["newText"] as? String == "coordinate")
        client.change(uri, version: 3, from: (5, character), to: (5, character + 9), "coordinate")
        #expect(try #require(client.diagnostics(uri, version: 3)).filter { $0["severity"] as? Int == 1 }.isEmpty)

        // Completion: keys of the camera, ids in fit.
        client.change(uri, version: 4, from: (3, 13), to: (3, 13), "\n  pi")
        let keys = try #require(client.result("textDocument/completion", client.at(uri, 4, 4)) as? [String: Any])
        #expect((keys["items"] as? [[String: Any]])?.map { $0["label"] as? String } == ["pitch"])
        client.change(uri, version: 5, from: (3, 13), to: (4, 4), "")
        let ids = try #require(client.result("textDocument/completion", client.at(uri, 3, 8)) as? [String: Any])
        let idLabels = (ids["items"] as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
        #expect(idLabels.contains("hall") && idLabels.contains("plaza"))

        // Hover on a key, a distance; definition of an id from its use in fit.
        let hover = try #require(client.result("textDocument/hover", client.at(uri, 3, 3)) as? [String: Any])
        #expect(((hover["contents"] as? [String: Any])?["value"] as? String)?.hasPrefix("**fit** (camera)") == true)
        let radius = try #require(client.result("textDocument/hover", client.at(uri, 8, 52)) as? [String: Any])
        #expect((radius["contents"] as? [String: Any])?["value"] as? String == "`120m`: 120 m.")
        let definition = try #require(client.result("textDocument/definition", client.at(uri, 3, 9)) as? [String: Any])
        #expect(definition["range"] as? NSDictionary == client.range((5, 9), (5, 13)) as NSDictionary)
        let references = try #require(
            client.result(
                "textDocument/references", client.at(uri, 5, 10).merging(["context": ["includeDeclaration": false]]) { $1 })
                as? [[String: Any]])
        #expect(references.count == 1)

        let symbols = try #require(
            client.result("textDocument/documentSymbol", ["textDocument": ["uri": uri]]) as? [[String: Any]])
        #expect(symbols.compactMap { $0["name"] as? String } == ["camera", "hall", "plaza"])

        // Formatting gives the formatted YAML as one edit of the whole text, or none.
        let formatting = try #require(
            client.result(
                "textDocument/formatting", ["textDocument": ["uri": uri], "options": ["tabSize": 2, "insertSpaces": true]])
                as? [[String: Any]])
        #expect(formatting.count <= 1)

        #expect(client.result("shutdown") is NSNull)
        #expect(
            client.request("textDocument/hover", client.at(uri, 0, 0))?["error"] != nil, "requests after shutdown are refused")
        client.notify("exit")
        #expect(client.waitForExit() == 0)
    }

    @Test func aDSLSessionWithFormattingAndDefinitions() throws {
        let uri = folder().appendingPathComponent("park.mapscene").absoluteString
        let text =
            "mapscene 1\ntitle \"Park\"\ncamera { fit [park] }\nannotation park at (34.92, -120.21) {   title \"Park here\" }\n"
        let client = LSPTestClient()
        client.start()
        client.open(uri, text, language: "mapscene")
        #expect(client.diagnostics(uri, version: 1) != nil)
        let definition = try #require(client.result("textDocument/definition", client.at(uri, 2, 15)) as? [String: Any])
        #expect(definition["range"] as? NSDictionary == client.range((3, 11), (3, 15)) as NSDictionary)
        let formatting = try #require(
            client.result("textDocument/formatting", ["textDocument": ["uri": uri]]) as? [[String: Any]])
        let newText = try #require(formatting.first?["newText"] as? String)
        #expect(newText.contains("annotation park at (34.92, -120.21) {\n  title \"Park here\"\n}"))
        client.change(uri, version: 2, from: (3, 0), to: (4, 0), "annotation park at (34.92, -120.21) {\n  sub\n}\n")
        let completion = try #require(client.result("textDocument/completion", client.at(uri, 4, 5)) as? [String: Any])
        #expect((completion["items"] as? [[String: Any]])?.first?["insertText"] as? String == "subtitle ")
        #expect(client.result("shutdown") is NSNull)
        client.notify("exit")
        #expect(client.waitForExit() == 0)
    }

    @Test func yamlFormattingKeepsTheAuthorsStyleAndLeavesATidyFileAlone() throws {
        let uri = folder().appendingPathComponent("tidy.yaml").absoluteString
        let tidy = """
            # Flow and block mixed, keys in the author's order.
            mapscene: 1
            title: Tidy
            camera: {distance: 2km, center: [60.17, 24.94]}
            annotations:
              - id: a
                coordinate: [60.17, 24.94]
              - {id: b, coordinate: [60.18, 24.95]}

            """
        let client = LSPTestClient()
        client.start()
        client.open(uri, tidy, language: "yaml")
        #expect(client.diagnostics(uri, version: 1) != nil)
        let none = try #require(client.result("textDocument/formatting", ["textDocument": ["uri": uri]]) as? [[String: Any]])
        #expect(none.isEmpty)
        client.change(uri, version: 2, from: (3, 0), to: (3, 47), "camera: { distance: 2km,center: [ 60.17, 24.94 ] }")
        let edits = try #require(client.result("textDocument/formatting", ["textDocument": ["uri": uri]]) as? [[String: Any]])
        #expect(edits.count == 1)
        #expect(edits.first?["newText"] as? String == tidy)
    }

    /// The labels the server offers at `line` and `character` of version `version` of `uri`.
    static func completionLabels(_ client: LSPTestClient, _ uri: String, _ line: Int, _ character: Int) throws -> [String] {
        let result = try #require(client.result("textDocument/completion", client.at(uri, line, character)) as? [String: Any])
        return (result["items"] as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
    }

    @Test func completionWhileAFlowCollectionIsOpenAndNoExcludedKey() throws {
        let client = LSPTestClient()
        client.start()
        let yamlURI = folder().appendingPathComponent("typing.yaml").absoluteString
        let yaml = "mapscene: 1\ncamera: {fit: [hall]}\nannotations:\n  - id: hall\n    coordinate: [37.78, -122.42]\n"
        client.open(yamlURI, yaml)
        _ = client.diagnostics(yamlURI, version: 1)
        // `callout: {` typed on a new line: the callout's keys.
        client.change(yamlURI, version: 2, from: (5, 0), to: (5, 0), "    callout: {")
        let opened = try Self.completionLabels(client, yamlURI, 5, 14)
        #expect(opened.contains("shown") && !opened.contains("coordinate"), "\(opened)")
        client.change(yamlURI, version: 3, from: (5, 14), to: (5, 14), "shown: true, ")
        let after = try Self.completionLabels(client, yamlURI, 5, 27)
        #expect(after.contains("left") && !after.contains("shown"), "\(after)")
        // The callout closed, `fit: [` left open: the ids.
        client.change(yamlURI, version: 4, from: (5, 27), to: (5, 27), "}")
        client.change(yamlURI, version: 5, from: (1, 8), to: (1, 21), "{fit: [")
        #expect(try Self.completionLabels(client, yamlURI, 1, 15).contains("hall"))
        // With a pin, no second look.
        client.change(
            yamlURI, version: 6, from: (1, 8), to: (5, 28), "{fit: [hall]}\nannotations:\n  - id: hall\n    pin: red\n    ")
        let look = try Self.completionLabels(client, yamlURI, 5, 4)
        #expect(look.contains("title"), "\(look)")
        #expect(!look.contains("marker") && !look.contains("image") && !look.contains("dot") && !look.contains("pin"), "\(look)")

        let dslURI = folder().appendingPathComponent("typing.mapscene").absoluteString
        let dsl = "mapscene 1\nannotation hall at (37.78, -122.42) { pin red }\n"
        client.open(dslURI, dsl, language: "mapscene")
        _ = client.diagnostics(dslURI, version: 1)
        client.change(dslURI, version: 2, from: (2, 0), to: (2, 0), "camera { fit [")
        #expect(try Self.completionLabels(client, dslURI, 2, 14) == ["all", "hall"])
        client.change(dslURI, version: 3, from: (2, 0), to: (2, 14), "annotation gate at (37.77, -122.41) { callout { ")
        let block = try Self.completionLabels(client, dslURI, 2, 48)
        #expect(block.contains("shown") && !block.contains("coordinate"), "\(block)")
        client.change(dslURI, version: 4, from: (2, 0), to: (2, 48), "annotation gate at (37.77, -122.41) { dot { color red } ")
        let dslLook = try Self.completionLabels(client, dslURI, 2, 56)
        #expect(dslLook.contains("title") && !dslLook.contains("pin") && !dslLook.contains("marker"), "\(dslLook)")
        #expect(client.result("shutdown") is NSNull)
        client.notify("exit")
        #expect(client.waitForExit() == 0)
    }

    @Test func malformedMessagesGetJSONRPCErrorsAndTheServerGoesOn() throws {
        let client = LSPTestClient()
        #expect(
            (client.request("textDocument/hover")?["error"] as? [String: Any])?["code"] as? Int == -32002, "before initialize")
        client.start()
        client.sendRaw(Array("Content-Length: 9\r\n\r\n{not json".utf8))
        #expect((client.wait { $0["id"] is NSNull }?["error"] as? [String: Any])?["code"] as? Int == -32700)
        client.send(["jsonrpc": "2.0", "id": 77])
        #expect((client.wait { LSPTestClient.int($0["id"]) == 77 }?["error"] as? [String: Any])?["code"] as? Int == -32600)
        client.sendRaw(Array("X-Nothing: 1\r\n\r\n".utf8))
        #expect((client.wait { $0["id"] is NSNull }?["error"] as? [String: Any])?["code"] as? Int == -32700)
        #expect((client.request("workspace/nothing")?["error"] as? [String: Any])?["code"] as? Int == -32601)
        #expect(
            (client.request("textDocument/hover", ["textDocument": ["uri": "file:///nowhere.yaml"]])?["error"] as? [String: Any])?[
                "code"] as? Int == -32602)
        client.sendRaw(Array("Content-Length: 99999999999\r\n\r\n".utf8))
        #expect((client.wait { $0["id"] is NSNull }?["error"] as? [String: Any])?["code"] as? Int == -32700)
        client.sendRaw(Array("Content-Length: 4\r\n\r\n".utf8) + [0x22, 0xFF, 0xFE, 0x22])
        #expect(
            (client.wait { $0["id"] is NSNull }?["error"] as? [String: Any])?["code"] as? Int == -32700,
            "bytes that are not UTF-8")
        // Still answering.
        #expect(client.result("shutdown") is NSNull)
        client.notify("exit")
        #expect(client.waitForExit() == 0)
    }

    /// A frame whose Content-Length is missing, negative, not a number, past 64 bits or over the
    /// limit, or whose header is over the limit, gets a parse error, and the request right after
    /// it (its body seldom ends in a line break) is still answered.
    @Test func badContentLengthsGetParseErrorsAndTheServerReadsOn() throws {
        let client = LSPTestClient()
        client.start()
        let broken = [
            "Content-Length: 9223372036854775808\r\n\r\n{\"jsonrpc\":\"2.0\"}",
            "Content-Length: 9223372036854775807\r\n\r\n{",
            "Content-Length: -1\r\n\r\n{}",
            "Content-Length: +2\r\n\r\n{}",
            "Content-Length: 0x10\r\n\r\n{}",
            "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
            "X-Nothing: 1\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":5}",
            "X-Long: " + String(repeating: "a", count: 100_000),
            "Content-Length: 2\r\n" + String(repeating: "X-Many: 1\r\n", count: 1_000) + "\r\n{}",
        ]
        for (index, frame) in broken.enumerated() {
            client.sendRaw(Array(frame.utf8))
            let error = client.wait { $0["id"] is NSNull }?["error"] as? [String: Any]
            #expect(error?["code"] as? Int == -32700, "frame \(index): \(error ?? [:])")
            #expect(
                (client.request("workspace/nothing")?["error"] as? [String: Any])?["code"] as? Int == -32601,
                "after frame \(index)")
        }
        #expect(client.result("shutdown") is NSNull)
        client.notify("exit")
        #expect(client.waitForExit() == 0)
    }

    @Test func exitWithoutShutdownOrAClosedInputEndsWithCodeOne() {
        let client = LSPTestClient()
        client.start()
        client.notify("exit")
        #expect(client.waitForExit() == 1)
        let closed = LSPTestClient()
        closed.start()
        #expect(closed.finish() == 1)
    }

    @Test func randomEditsNeverStopTheServer() throws {
        let uri = folder().appendingPathComponent("fuzz.yaml").absoluteString
        let client = LSPTestClient()
        client.start()
        var text = DocumentText(Self.yaml)
        client.open(uri, Self.yaml)
        var generator = SeededRandom(seed: 16)
        let pieces = [
            "", "a", ":", " ", "\n", "- ", "{", "}", "[", "]", "\"", "🗺", "é", "\r\n", "fit: ", "#zz", "\t", "1e9", "&a", "*a",
        ]
        for version in 2...160 {
            let lines = text.lineStarts.count
            let line = Int.random(in: 0...lines, using: &generator)
            let character = Int.random(in: 0...30, using: &generator)
            let length = Int.random(in: 0...6, using: &generator)
            let insert = pieces.randomElement(using: &generator)!
            let start = LSPPosition(line: line, character: character)
            let end = LSPPosition(line: line, character: character + length)
            text.replace((start, end), with: insert)
            client.change(uri, version: version, from: (line, character), to: (line, character + length), insert)
            if version % 4 == 0 {
                let position = client.at(
                    uri, Int.random(in: 0...lines, using: &generator), Int.random(in: 0...40, using: &generator))
                for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition"] {
                    #expect(client.request(method, position)?["error"] == nil, "\(method) at version \(version)")
                }
            }
        }
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        #expect(symbols?["result"] != nil)
        #expect(client.result("shutdown") is NSNull)
        client.notify("exit")
        #expect(client.waitForExit() == 0)
    }
}
