import Foundation

/// The loopback tile server of `tile-server.py` beside this file, started by a test on
/// 127.0.0.1 at a port the system picks, and stopped when the test is done with it. It answers
/// `.../Z/X/Y.png` with a tile of one color, `tileColor(z:x:y:)`, and records every request.
/// Both test targets start it: MapSceneTests to fetch through the pipeline, mapcTests through
/// the command line.
public final class LoopbackTileServer {
    /// One request the server received.
    public struct Request: Decodable, Equatable, Sendable {
        public var path: String
        /// The User-Agent header.
        public var agent: String
        /// How many requests were waiting for their answer when this one came, itself included:
        /// never more than the client had in flight.
        public var inFlight: Int
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("tile-server.py").path

    /// Whether `python3` is there to run the server.
    public static let isAvailable: Bool = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }
    }()

    /// The color of tile `z/x/y`, as the server paints it.
    public static func tileColor(z: Int, x: Int, y: Int) -> (red: Int, green: Int, blue: Int) {
        ((x * 71 + z * 13) % 200 + 28, (y * 97 + z * 29) % 200 + 28, ((x + y) * 53 + z * 7) % 200 + 28)
    }

    public let port: Int
    /// `http://127.0.0.1:PORT`.
    public var base: String { "http://127.0.0.1:\(port)" }
    private let process = Process()
    /// The server's own folder, for its request log; removed when the server is released.
    private let folder: URL
    private var logPath: String { folder.path + "/requests.log" }

    /// Starts a server whose answers each wait `delay` seconds.
    public init(delay: Double = 0.1) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapc-tile-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script, folder.path + "/requests.log", String(delay)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // The first line is "port N".
        var line: [UInt8] = []
        while let byte = try output.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") {
            line.append(byte)
        }
        let words = String(decoding: line, as: UTF8.self).split(separator: " ")
        guard words.count == 2, words[0] == "port", let port = Int(words[1]) else {
            kill(process.processIdentifier, SIGKILL)
            try? FileManager.default.removeItem(at: folder)
            throw Failure(description: "the tile server did not start: '\(String(decoding: line, as: UTF8.self))'")
        }
        self.port = port
    }

    /// Stops the server; nothing answers at its port afterwards. SIGKILL, since the server
    /// inherits the test process's signal mask, which may block SIGTERM.
    public func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The requests received so far, in order.
    public func requests() throws -> [Request] {
        guard let data = FileManager.default.contents(atPath: logPath) else { return [] }
        return try String(decoding: data, as: UTF8.self).split(separator: "\n").map {
            try JSONDecoder().decode(Request.self, from: Data($0.utf8))
        }
    }
}
