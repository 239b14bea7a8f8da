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
            guard let match = text.firstMatch(of: /http:\/\/127\.0\.0\.1:([0-9]+)\//) else {
                throw CocoaError(.fileReadCorruptFile)
            }
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
                    let number = update["generation"] as? Int, number > generation
                else { continue }
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
        #expect(
            page.text.contains("<svg") && page.text.contains("Embarcadero ride"),
            "the map is inline, for browsers without JavaScript")
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
        _ = try folder.write(
            "scene.yaml", Self.scene.replacingOccurrences(of: "stroke: blue", with: "stroke: blue\n    strok: red"))
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

        // The scene file goes: the page says it cannot be read and keeps the last map; it comes back.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("scene.yaml"))
        let gone = try Self.nextUpdate(stream, after: data["generation"] as! Int)
        let goneText = try #require(gone["diagnostics"] as? String)
        #expect(goneText.contains("cannot read 'scene.yaml'"), "\(goneText)")
        #expect(gone["svg"] as? String == data["svg"] as? String)
        #expect((gone["status"] as? String)?.contains("showing the last good map") == true)
        _ = try folder.write("scene.yaml", Self.scene)
        let back = try Self.nextUpdate(stream, after: gone["generation"] as! Int)
        #expect(back["diagnostics"] as? String == "")

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
        // The PNG and PDF downloads, drawn from the current map, in either theme.
        let png = try LoopbackClient.get("/map.png?download=1", port: port)
        #expect(png.status == 200)
        #expect(png.text.contains("Content-Type: image/png") && png.text.contains("\r\n\r\n\u{FFFD}PNG\r\n"))
        #expect(png.text.contains("Content-Disposition: attachment; filename=\"scene.png\""))
        let pdf = try LoopbackClient.get("/map.pdf?download=1&theme=dark", port: port)
        #expect(pdf.status == 200)
        #expect(pdf.text.contains("Content-Type: application/pdf") && pdf.text.contains("\r\n\r\n%PDF-1."))
        #expect(pdf.text.contains("Content-Disposition: attachment; filename=\"scene-dark.pdf\""))
        let page = try LoopbackClient.get("/", port: port)
        #expect(page.text.contains(#"<a href="/map.png?download=1" download="map.png">PNG</a>"#))
        #expect(page.text.contains(#"<a href="/map.pdf?download=1" download="map.pdf">PDF</a>"#))
        let json = try LoopbackClient.get("/renderlist.json", port: port)
        #expect(json.text.contains("application/json") && json.text.contains("\"items\""))
        #expect(watcher.interrupt() == 0)
    }

    /// The slow-client test: 64 clients trickling a request head a byte at a time take every
    /// connection, yet a 65th gets the page once their head deadline (5 s) has passed.
    @Test func tricklingClientsDoNotLockThePageOut() throws {
        let folder = try Self.folder()
        let watcher = try Watcher(["scene.yaml"], in: folder.url)
        let port = watcher.port
        let start = Date()
        let slow = try (0..<64).map { _ in try LoopbackClient(port: port) }
        for client in slow { client.send("GET / HTTP/1.1\r\nX-Slow: ") }
        // The server is full: a 65th connection is refused at once, not queued.
        let refusal = try LoopbackClient.get("/", port: port)
        #expect(refusal.status == 503 || refusal.status == 0, "\(refusal.text.prefix(200))")

        // A byte from each slow client every quarter second (so no per-read timeout passes), and
        // between them a 65th client asking for the page until it is served.
        var served = false
        while !served, Date().timeIntervalSince(start) < 12 {
            for client in slow { client.send("a") }
            served = (try? LoopbackClient.get("/", port: port))?.status == 200
            if !served { usleep(250_000) }
        }
        let waited = Date().timeIntervalSince(start)
        #expect(served, "the page was not served within 12 s of 64 slow clients")
        #expect(waited < 8.5, "the page took \(waited) s; the head deadline is 5 s")
        // The slow clients were cut off with 408 at their deadline.
        #expect(slow[0].read(for: 2) { $0.contains("\r\n\r\n") }.hasPrefix("HTTP/1.1 408"))
        #expect(watcher.interrupt() == 0)
    }

    /// Event streams are few: past the limit a stream is refused with 503, and one whose client
    /// closed frees its slot within a couple of seconds.
    @Test func eventStreamsAreLimited() throws {
        let folder = try Self.folder()
        let watcher = try Watcher(["scene.yaml"], in: folder.url)
        let port = watcher.port
        let request = "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        var streams = try (0..<8).map { _ in try LoopbackClient(port: port) }
        for stream in streams {
            stream.send(request)
            #expect(stream.read(for: 10) { $0.contains("event: update") }.hasPrefix("HTTP/1.1 200"))
        }
        let ninth = try LoopbackClient(port: port)
        ninth.send(request)
        #expect(ninth.read(for: 10).hasPrefix("HTTP/1.1 503"), "\(ninth.text.prefix(200))")
        // The page itself is still served.
        #expect(try LoopbackClient.get("/", port: port).status == 200)

        streams.removeLast()  // closes it
        var reopened = false
        let start = Date()
        while !reopened, Date().timeIntervalSince(start) < 5 {
            let again = try LoopbackClient(port: port)
            again.send(request)
            reopened = again.read(for: 5) { $0.contains("\r\n\r\n") }.hasPrefix("HTTP/1.1 200")
            if !reopened { usleep(200_000) }
        }
        #expect(reopened, "a closed stream's slot was not freed")
        #expect(watcher.interrupt() == 0)
    }

    @Test func standardInputCannotBeWatched() throws {
        let run = try Mapc.run(["watch", "-"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("watch reads a file it can watch"))
    }
}
