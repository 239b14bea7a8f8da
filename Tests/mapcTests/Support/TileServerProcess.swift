import Foundation

/// The loopback tile server of `Tests/TileServer/tile-server.py` (see MapSceneTests'
/// `LoopbackTileServer`, which also reads its request log), started on 127.0.0.1 at a port the
/// system picks and killed when released.
final class TileServerProcess {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TileServer/tile-server.py").path

    /// Whether `python3` is there to run the server.
    static let isAvailable: Bool = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }
    }()

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let port: Int
    /// `http://127.0.0.1:PORT`.
    var base: String { "http://127.0.0.1:\(port)" }
    private let process = Process()

    /// Starts the server, logging its requests to `log`.
    init(log: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script, log, "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var line: [UInt8] = []
        while let byte = try output.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") { line.append(byte) }
        let words = String(decoding: line, as: UTF8.self).split(separator: " ")
        guard words.count == 2, words[0] == "port", let port = Int(words[1]) else {
            kill(process.processIdentifier, SIGKILL)
            throw Failure(description: "the tile server did not start")
        }
        self.port = port
    }

    /// Stops the server with SIGKILL (the test process's signal mask may block SIGTERM).
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { stop() }
}
