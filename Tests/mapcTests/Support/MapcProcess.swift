import Foundation
import TestSupport

/// Runs the built `mapc` executable and captures what it says.
struct MapcRun {
    var status: Int32
    var standardOutput: String
    var standardError: String
    /// Standard output as bytes, for outputs that are not text (a PNG, a PDF).
    var standardOutputBytes: [UInt8] = []
}

enum Mapc {
    /// The `mapc` binary beside this test binary.
    static let executable = BoundedProcess.mapc

    /// Runs `mapc` with `arguments` in `directory`, with `NO_COLOR` set and `standardInput` (if
    /// any) on its standard input.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = ["NO_COLOR": "1"],
        standardInput: String? = nil
    ) throws -> MapcRun {
        try run(executable: executable, arguments, in: directory, environment: environment, standardInput: standardInput)
    }

    /// Runs `executable` (mapc, or a program that runs it) with `arguments`, capturing its output.
    static func run(
        executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = ["NO_COLOR": "1"],
        standardInput: String? = nil
    ) throws -> MapcRun {
        let run = try BoundedProcess.capture(
            executable: executable, arguments, in: directory, environment: environment, standardInput: standardInput)
        // A signal's number stands for the status, as `Process.terminationStatus` gives it.
        return MapcRun(
            status: run.status ?? run.signal ?? SIGKILL, standardOutput: run.standardOutput, standardError: run.standardError,
            standardOutputBytes: run.standardOutputBytes)
    }
}

/// A fresh temporary folder, removed when the value is released.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("mapc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to `name` inside the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// The bytes of `name`, or nil when it does not exist.
    func contents(_ name: String) -> Data? {
        FileManager.default.contents(atPath: url.appendingPathComponent(name).path)
    }

    /// The names of the files in the folder, sorted.
    func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
}

extension Mapc {
    /// Runs `mapc` under the hostile-input tests' memory cap and deadline (`BoundedProcess`).
    static func runBounded(
        _ arguments: [String], in directory: URL? = nil, memoryBytes: Int = BoundedProcess.memoryCap,
        processorSeconds: Int = BoundedProcess.processorSeconds, deadline: TimeInterval = BoundedProcess.deadline,
        environment: [String: String] = ["NO_COLOR": "1"]
    ) throws -> BoundedRun {
        try BoundedProcess.run(
            arguments, in: directory, memoryBytes: memoryBytes, processorSeconds: processorSeconds, deadline: deadline,
            environment: environment)
    }
}
