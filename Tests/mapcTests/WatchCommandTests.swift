import Foundation
import Testing

/// `mapc watch`: the page on 127.0.0.1, the event stream that carries each recompile, what it
/// refuses, and how it stops.
@Suite(.serialized) struct WatchCommandTests {
    /// A running `mapc watch` on a free port.
    final class Watcher {
        let process = Process()
        let output = Pipe()
        let errors = Pipe()
        let port: UInt16
        let url: String

        init(_ arguments: [String], in folder: URL) throws {
            process.executableURL = Mapc.executable
            process.arguments = ["watch"] + arguments
            process.currentDirectoryURL = folder
            process.environment = ["NO_COLOR": "1"]
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            try process.run()
            // The first line names the URL: "mapc watch: serving scene.yaml at http://127.0.0.1:PORT/ (Ctrl-C stops)".
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line += chunk
            }
            let text = String(decoding: line, as: UTF8.self)
            guard let match = text.firstMatch(of: /http:\/\/127\.0\.0\.1:([0-9]+)\//) else { throw CocoaError(.fileReadCorruptFile) }
            url = String(match.0)
            port = UInt16(match.1)!
        }

        /// Sends SIGINT and waits; the exit status.
        func interrupt() -> Int32 {
            process.interrupt()
            process.waitUntilExit()
            return process.terminationStatus
        }

        deinit {
            if process.isRunning { process.terminate() }
        }
    }

    static let scene = """
        mapscene: 1
        title: Embarcadero ride
        camera: {fit: all, padding: 40}
        annotations:
          - {id: start, coordinate: [37.79549, -122.3937], title: Start}
        overlays:
          - id: route
            polyline: {source: route.csv}
            stroke: blue
        """

    static func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        _ = try folder.write("scene.yaml", scene)
        _ = try folder.write("route.csv", "latitude,longitude\n37.79549,-122.3937\n37.7964,-122.3943\n37.8009,-122.4100\n")
        return folder
    }

    /// Reads the event stream until an update after `generation` arrives; its data.
    static func nextUpdate(_ stream: LoopbackClient, after generation: Int) throws -> [String: Any] {
        var found: [String: Any]?
        stream.read(for: 60) { text in
            for block in text.components(separatedBy: "\n\n") {
                guard let line = block.split(separator: "\n").first(where: { $0.hasPrefix("data: ") }),
                      let update = try? JSONSerialization.jsonObject(with: Data(line.dropFirst(6).utf8)) as? [String: Any],
                      let number = update["generation"] as? Int, number > generation else { continue }
                found = update
                return true
            }
            return false
        }
        return try #require(found, "no update after \(generation): \(stream.text.suffix(300))")
    }

    @Test func editsArriveOnTheEventStreamAndErrorsKeepTheLastGoodMap() throws {
        let folder = try Self.folder()
        let watcher = try Watcher(["scene.yaml", "--port", "0"], in: folder.url)
        let page = try LoopbackClient.get("/", port: watcher.port)
        #expect(page.status == 200)
        #expect(page.text.contains("<svg") && page.text.contains("Embarcadero ride"), "the map is inline, for browsers without JavaScript")
        #expect(page.text.contains("new EventSource"))

        let stream = try LoopbackClient(port: watcher.port)
        stream.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(watcher.port)\r\n\r\n")
        let first = try Self.nextUpdate(stream, after: 0)
        #expect((first["svg"] as? String)?.contains("Embarcadero ride") == true)

        // An edit: the new picture arrives.
        _ = try folder.write("scene.yaml", Self.scene.replacingOccurrences(of: "stroke: blue", with: "stroke: orange"))
        let edited = try Self.nextUpdate(stream, after: first["generation"] as! Int)
        #expect((edited["svg"] as? String)?.contains("#ffa500") == true)
        #expect(edited["diagnostics"] as? String == "")

        // A broken scene: the diagnostic arrives, the last good map stays.
        _ = try folder.write("scene.yaml", Self.scene.replacingOccurrences(of: "stroke: blue", with: "stroke: blue\n    strok: red"))
        let broken = try Self.nextUpdate(stream, after: edited["generation"] as! Int)
        let diagnostics = try #require(broken["diagnostics"] as? String)
        #expect(diagnostics.contains("scene.yaml:10:5: error: unknown key 'strok' in overlay"), "\(diagnostics)")
        #expect(diagnostics.contains("[unknown-key]"))
        #expect(broken["svg"] as? String == edited["svg"] as? String)
        #expect((broken["status"] as? String)?.contains("has errors") == true)

        // Fixed: the diagnostics go.
        _ = try folder.write("scene.yaml", Self.scene)
        let fixed = try Self.nextUpdate(stream, after: broken["generation"] as! Int)
        #expect(fixed["diagnostics"] as? String == "")

        // A data file the scene reads changes: it recompiles.
        _ = try folder.write("route.csv", "latitude,longitude\n37.79549,-122.3937\n37.7700,-122.4500\n")
        let data = try Self.nextUpdate(stream, after: fixed["generation"] as! Int)
        #expect(data["svg"] as? String != fixed["svg"] as? String)

        #expect(watcher.interrupt() == 0)
        let said = String(decoding: watcher.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(said.contains("mapc watch: stopped"))
    }

    @Test func itServesOnlyWhatItGeneratesAndOnlyToItsOwnHost() throws {
        let folder = try Self.folder()
        let watcher = try Watcher(["scene.yaml"], in: folder.url)
        let port = watcher.port
        #expect(try LoopbackClient.get("/", port: port, host: "evil.example:\(port)").status == 421)
        #expect(try LoopbackClient.get("/", port: port, host: "localhost:\(port)").status == 421)
        #expect(try LoopbackClient.get("/map.svg", port: port, host: "127.0.0.1").status == 421)
        let traversal = try LoopbackClient.get("/../../etc/passwd", port: port)
        #expect(traversal.status == 404)
        #expect(!traversal.text.contains("root:"))
        #expect(try LoopbackClient.get("/scene.yaml", port: port).status == 404)
        #expect(try LoopbackClient.get("/route.csv", port: port).status == 404)
        #expect(try LoopbackClient.get("/", port: port, method: "POST").status == 405)

        let svg = try LoopbackClient.get("/map.svg?download=1", port: port)
        #expect(svg.status == 200)
        #expect(svg.text.contains("Content-Disposition: attachment; filename=\"scene.svg\""))
        let dark = try LoopbackClient.get("/map.svg?theme=dark", port: port)
        #expect(dark.text.contains("<svg") && dark.text != svg.text)
        let json = try LoopbackClient.get("/renderlist.json", port: port)
        #expect(json.text.contains("application/json") && json.text.contains("\"items\""))
        #expect(watcher.interrupt() == 0)
    }

    @Test func standardInputCannotBeWatched() throws {
        let run = try Mapc.run(["watch", "-"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("watch reads a file it can watch"))
    }
}
