import Foundation

/// What a run of a program the tests start did: `mapc`, under a memory cap and a deadline or not.
public struct BoundedRun: Sendable {
    /// The exit status, or nil when a signal or the deadline ended the run.
    public var status: Int32?
    /// The signal that ended the run, if one did (a trap, an abort); nil for the deadline's kill.
    public var signal: Int32?
    public var standardOutput: String
    public var standardError: String
    /// Standard output as bytes, for outputs that are not text (a PNG, a PDF).
    public var standardOutputBytes: [UInt8]
    /// Wall-clock seconds from start to exit.
    public var seconds: Double

    /// Standard output, then standard error.
    public var output: String { standardOutput + standardError }

    /// What the run did, for a failure message.
    public var summary: String {
        let ending = signal.map { "signal \($0)" } ?? status.map { "exit \($0)" } ?? "killed at the deadline"
        return "\(ending) after \(String(format: "%.1f", seconds)) s; output: \(output.prefix(2000))"
    }
}

/// Runs the built `mapc` the way the tests of hostile inputs need: under a cap on its memory and
/// a deadline, so a regression fails the test instead of taking the machine.
public enum BoundedProcess {
    /// The cap hostile-input tests run `mapc` under: 1 GiB of heap and anonymous maps.
    public static let memoryCap = 1 << 30
    /// The processor time a hostile-input test gives `mapc`, in seconds: the kernel ends it
    /// with SIGXCPU past that (`RLIMIT_CPU`), however busy the machine is with other tests.
    public static let processorSeconds = 10
    /// The wall-clock time a hostile-input test gives `mapc`, for a run that waits rather than works.
    public static let deadline: TimeInterval = 60

    /// The `mapc` binary beside the running test binary (SwiftPM builds both into one folder).
    public static let mapc: URL = {
        let selfPath = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: selfPath).deletingLastPathComponent()
        // Inside an .xctest bundle on some platforms the binary sits deeper.
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("mapc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/mapc")
    }()

    /// Runs `mapc` with `arguments` in `directory` with its data segment (heap and anonymous
    /// maps, `RLIMIT_DATA`) capped at `memoryBytes` and its processor time at `processorSeconds`,
    /// killed if it is still running `deadline` seconds after it started.
    public static func run(
        _ arguments: [String], in directory: URL? = nil, memoryBytes: Int = memoryCap, processorSeconds: Int = processorSeconds,
        deadline: TimeInterval = deadline, environment: [String: String] = ["NO_COLOR": "1"]
    ) throws -> BoundedRun {
        // The shell's ulimit is setrlimit(2) in the child before mapc is executed.
        let limits = "ulimit -d \(memoryBytes / 1024) && ulimit -t \(processorSeconds) && exec \"$0\" \"$@\""
        return try capture(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", limits, mapc.path] + arguments, in: directory,
            environment: environment, deadline: deadline)
    }

    /// Runs `executable` with `arguments` in `directory`, with `standardInput` (if any) on its
    /// standard input, and captures what it says; killed if it is still running `deadline`
    /// seconds after it started, when there is one. Output goes to files, so a large output can
    /// never block the child on a full pipe.
    public static func capture(
        executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String],
        standardInput: String? = nil, deadline: TimeInterval? = nil
    ) throws -> BoundedRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = environment
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mapc-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        if let standardInput {
            let inURL = scratch.appendingPathComponent("in")
            try Data(standardInput.utf8).write(to: inURL)
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        let start = Date()
        try process.run()
        var killed = false
        if let deadline, exited.wait(timeout: .now() + deadline) == .timedOut {
            killed = true
            kill(process.processIdentifier, SIGKILL)
        }
        if deadline == nil || killed { exited.wait() }
        let seconds = Date().timeIntervalSince(start)
        try out.close()
        try err.close()
        let signalled = process.terminationReason == .uncaughtSignal
        let output = [UInt8](try Data(contentsOf: outURL))
        return BoundedRun(
            status: killed || signalled ? nil : process.terminationStatus,
            signal: signalled && !killed ? process.terminationStatus : nil,
            standardOutput: String(decoding: output, as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            standardOutputBytes: output, seconds: seconds)
    }
}
