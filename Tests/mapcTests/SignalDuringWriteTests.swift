import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A signal that ends mapc while it writes an output (Ctrl-C, `kill`, a closed terminal) leaves
/// no temporary file and no partial output: the file at the path is the old one, with its mode.
@Suite struct SignalDuringWriteTests {
    /// A scene whose SVG is about 20 MB (its description is), so that writing it takes long
    /// enough to be caught in the middle.
    static let largeScene = """
        mapscene: 1
        title: A long description
        description: \(String(repeating: "word ", count: 4_000_000))
        camera: {center: [37.33, -122.0], distance: 800m}
        annotations:
          - {id: visitors, coordinate: [37.33, -122.0]}

        """

    /// Runs `mapc compile` and sends `signal` as soon as its temporary file appears beside the
    /// output. Returns the signal that ended the process (0 when it exited), or nil when it
    /// finished before the file was seen.
    /// Spawned with no signal blocked and every signal at its default action.
    static func interruptWrite(with signal: Int32, scene: String, output: String, in folder: TemporaryFolder) -> Int32? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [Mapc.executable.path, "compile", scene, "-o", output]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = withCleanSignalAttributes { attributes in
            posix_spawn(&pid, Mapc.executable.path, &actions, &attributes, argv, environ)
        }
        guard spawned == 0 else { return nil }
        let temporaryPrefix = "." + URL(fileURLWithPath: output).lastPathComponent + ".mapc-"
        var status: Int32 = 0
        var sent = false
        while waitpid(pid, &status, WNOHANG) == 0 {
            if folder.names().contains(where: { $0.hasPrefix(temporaryPrefix) }) {
                kill(pid, signal)
                sent = true
                waitpid(pid, &status, 0)
                break
            }
            usleep(200)
        }
        guard sent else { return nil }
        // WIFSIGNALED and WTERMSIG, which Swift does not import.
        let terminating = status & 0x7f
        return terminating != 0 && terminating != 0x7f ? terminating : 0
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalDuringTheWriteLeavesTheOldOutputAndNoTemporaryFile(signal: Int32) throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write("scene.yaml", Self.largeScene)
        let output = try folder.write("map.svg", "<svg>old</svg>\n")
        #expect(chmod(output, 0o640) == 0)
        // The write lasts milliseconds: try a few times to land a signal inside it.
        var caught: Int32?
        for _ in 0..<5 where caught == nil {
            caught = Self.interruptWrite(with: signal, scene: scene, output: output, in: folder)
            #expect(folder.names() == ["map.svg", "scene.yaml"])
            if caught == nil { try folder.write("map.svg", "<svg>old</svg>\n") }
        }
        guard let caught else {
            Issue.record("no run was caught while writing its output")
            return
        }
        #expect(caught == signal, "mapc ends by the signal, as it would without the cleanup")
        #expect(folder.names() == ["map.svg", "scene.yaml"])
        #expect(folder.contents("map.svg") == Data("<svg>old</svg>\n".utf8))
        #expect(OutputFileTests.mode(output) == 0o640)
    }
}
