import Foundation
import MapSceneGeometry
import Testing

private let scene = """
    mapscene: 1
    title: A pin
    canvas: {width: 400, height: 300}
    camera: {center: [34.924365, -120.217372], distance: 1200m}
    annotations:
      - {id: park, coordinate: [34.923964, -120.219558], title: Park here, pin: green}
    overlays:
      - id: ring
        circle: {center: [34.9239, -120.2195], radius: 200m}

    """

/// The example folder of the project.
private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

/// `compile --target term|term-commands` and `preview`.
@Suite struct TerminalCLITests {
    @Test func compileTermWritesTheDrawingBesideTheInput() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        let run = try Mapc.run(["compile", path, "--target", "term", "--size", "60x20"])
        #expect(run.status == 0, "\(run.standardError)")
        let drawing = String(decoding: try #require(folder.contents("scene.ans")), as: UTF8.self)
        #expect(drawing.hasPrefix("A pin\n"))
        #expect(drawing.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
        // Not a terminal: no colors unless asked.
        #expect(!drawing.utf8.contains(0x1B))
        #expect(drawing.split(separator: "\n").count <= 20)
    }

    @Test func colorAlwaysWithTruecolorWrites24BitCodes() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        let run = try Mapc.run(
            ["compile", path, "--target", "term", "--color", "always", "-o", "-"],
            environment: ["NO_COLOR": "1", "COLORTERM": "truecolor", "TERM": "xterm-256color"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("\u{1B}[38;2;"))
        let auto = try Mapc.run(["compile", path, "--target", "term", "-o", "-"], environment: ["COLORTERM": "truecolor"])
        #expect(!auto.standardOutput.utf8.contains(0x1B))
    }

    @Test func termCommandsPrintsTheStream() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        let run = try Mapc.run(["compile", path, "--target", "term-commands", "--size", "100x30", "-o", "-"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("term-commands 1\ncanvas 77 29\ntitle \"A pin\"\nitem \"background\" background\n"))
        let written = try Mapc.run(["compile", path, "--target", "term-commands"])
        #expect(written.status == 0)
        #expect(folder.contents("scene.term") != nil)
    }

    @Test(arguments: ["80", "0x10", "10x", "axb", "20000x10", "-5x5"])
    func aMalformedSizeIsAUsageError(size: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        let run = try Mapc.run(["compile", path, "--target", "term", "--size", size, "-o", "-"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("--size"))
        #expect(run.standardOutput.isEmpty)
        #expect(try Mapc.run(["preview", path, "--size", size]).status == 2)
    }

    @Test func terminalOptionsWithOtherTargetsAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        for arguments in [
            ["--mode", "ascii"], ["--target", "renderlist", "--size", "10x10"],
            ["--target", "term-commands", "--color", "always"],
        ] {
            let run = try Mapc.run(["compile", path, "-o", "-"] + arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardError.contains(" to the term"), "\(run.standardError)")
        }
    }

    @Test func previewDrawsInTheSizeAsked() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        for mode in ["braille", "halfblock", "ascii"] {
            let run = try Mapc.run(["preview", path, "--size", "50x16", "--mode", mode])
            #expect(run.status == 0, "\(run.standardError)")
            let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count <= 16)
            #expect(lines.allSatisfy { $0.unicodeScalars.count <= 50 })
            #expect(lines.first == "A pin")
        }
    }

    /// Three cafés in a column: the compiler finds room for every callout on the canvas, but
    /// 40 × 12 cells hold two of them; the third is a warning at its annotation's line.
    static let threeCafes = """
        mapscene: 1
        title: Three cafés
        canvas: {width: 400, height: 300}
        camera: {center: [37.7946, -122.3999], distance: 1500m}
        annotations:
          - {id: north, coordinate: [37.7960, -122.3999], title: North café, pin: red, callout: true}
          - {id: middle, coordinate: [37.7946, -122.3999], title: Middle café, pin: red, callout: true}
          - {id: south, coordinate: [37.7932, -122.3999], title: South café, pin: red, callout: true}

        """

    @Test func aCalloutTheTerminalHasNoRoomForIsAWarning() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("cafes.yaml", Self.threeCafes)
        let svg = try Mapc.run(["compile", path, "-o", "-"])
        #expect(svg.status == 0 && svg.standardError.isEmpty, "\(svg.standardError)")
        let warning =
            path
            + ":7:5: warning: the callout 'middle.callout' is not shown in the 40x12 terminal drawing: no room beside its annotation [term-callout-hidden]\n"
        for arguments in [
            ["compile", path, "--target", "term", "-o", "-"], ["compile", path, "--target", "term-commands", "-o", "-"],
            ["preview", path],
        ] {
            let run = try Mapc.run(arguments + ["--size", "40x12"])
            #expect(run.status == 0, "\(arguments)")
            #expect(run.standardError.hasPrefix(warning), "\(arguments): \(run.standardError)")
            #expect(run.standardError.contains("\n    ^\n"))
            #expect(run.standardOutput.contains("North café") && !run.standardOutput.contains("Middle café"))
        }
        // With room for all three, no word.
        let wide = try Mapc.run(["compile", path, "--target", "term", "--size", "100x30", "-o", "-"])
        #expect(wide.standardError.isEmpty, "\(wide.standardError)")
        #expect(wide.standardOutput.contains("Middle café"))
    }

    @Test func previewOfASceneWithErrorsExitsOne() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", "mapscene: 1\ncamera: {center: [95, 0], distance: 1km}\n")
        let run = try Mapc.run(["preview", path])
        #expect(run.status == 1)
        #expect(run.standardError.contains("latitude-range"))
        #expect(run.standardOutput.isEmpty)
    }

    /// Runs `mapc preview` in a detached 100 × 30 tmux session and reads the screen: the map
    /// is there, in braille, under its title, within the terminal's width.
    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed"))
    func previewInTmuxShowsTheMap() throws {
        let tmux = try Tmux(columns: 100, rows: 30)
        defer { tmux.kill() }
        let example = examples.appendingPathComponent("route.yaml").path
        // The shell waits after the drawing, so the pane stays as it was drawn. The environment
        // is the test runner's (which may set NO_COLOR): name the colors the terminal has.
        try tmux.start(
            "env -u NO_COLOR -u COLORTERM TERM=xterm-256color " + Mapc.executable.path + " preview '" + example + "'; sleep 60")
        let screen = try tmux.waitForScreen { $0.contains("Embarcadero ride") && $0.contains("Made with Natural Earth") }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("Embarcadero ride") == true, "\(screen)")
        #expect(screen.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count > 40, "\(screen)")
        #expect(screen.contains("Start") && screen.contains("Finish"))
        #expect(lines.allSatisfy { $0.unicodeScalars.count <= 100 })
        // The drawing took the terminal's height less the prompt line: its last line is the 29th.
        #expect(lines.firstIndex { $0.contains("Made with Natural Earth") } == 28, "\(screen)")
        // On a terminal, colors: the screen holds SGR codes (tmux's TERM names 256 colors).
        let colored = try tmux.run(["capture-pane", "-e", "-p"])
        #expect(colored.contains("\u{1B}[1mEmbarcadero ride"), "\(colored.prefix(200))")
        #expect(colored.contains("38;5;"))
    }

    /// At 80 × 24 (a window a line taller, for the prompt), as a user sees it: no line down
    /// the right edge of `tepusquet` (the land's edge beyond the canvas drew one in column 61),
    /// and in `crowded` every callout's pointer next to a pin, the callouts without room named
    /// in warnings above the drawing.
    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed"))
    func previewInTmuxKeepsToTheCanvasAndPointsAtPins() throws {
        let tmux = try Tmux(columns: 80, rows: 25)
        defer { tmux.kill() }
        let tepusquet = examples.appendingPathComponent("tepusquet.yaml").path
        try tmux.start(Mapc.executable.path + " preview '" + tepusquet + "'; sleep 60")
        let screen = try tmux.waitForScreen { $0.contains("Made with Natural Earth") }
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        let braille = { (c: Character) in c.unicodeScalars.allSatisfy { (0x2801...0x28FF).contains($0.value) } }
        for column in 0..<80 {
            let inked = rows.filter { column < $0.count && braille($0[column]) }.count
            #expect(inked < 8, "column \(column) is inked in \(inked) rows: \(screen)")
        }

        let crowded = try Tmux(columns: 80, rows: 25)
        defer { crowded.kill() }
        try crowded.start(
            Mapc.executable.path + " preview '" + examples.appendingPathComponent("crowded.yaml").path + "'; sleep 60")
        let map = try crowded.waitForScreen { $0.contains("Made with Natural Earth") }.split(
            separator: "\n", omittingEmptySubsequences: false
        ).map { Array($0) }
        func at(_ column: Int, _ row: Int) -> Character? {
            row >= 0 && row < map.count && column >= 0 && column < map[row].count ? map[row][column] : nil
        }
        var pointers = 0
        for (row, line) in map.enumerated() {
            for (column, character) in line.enumerated() {
                let pin: [(Int, Int)] =
                    switch character {
                    case "┬": [(column - 1, row + 1), (column, row + 1), (column + 1, row + 1)]
                    case "┴": [(column - 1, row - 1), (column, row - 1), (column + 1, row - 1)]
                    case "├": [(column + 1, row)]
                    case "┤": [(column - 1, row)]
                    default: []
                    }
                guard !pin.isEmpty else { continue }
                pointers += 1
                #expect(pin.contains { at($0.0, $0.1) == "●" }, "the pointer at (\(column), \(row)) touches no pin")
            }
        }
        #expect(pointers >= 5)
        let history = try crowded.run(["capture-pane", "-p", "-J", "-S", "-100"])
        #expect(history.contains("warning: the callout '") && history.contains("[term-callout-hidden]"), "\(history)")
    }

    /// With `NO_COLOR` set, even a terminal gets no escape sequence at all.
    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed"))
    func previewInTmuxHonoursNoColor() throws {
        let tmux = try Tmux(columns: 80, rows: 24)
        defer { tmux.kill() }
        let example = examples.appendingPathComponent("tepusquet.yaml").path
        try tmux.start("NO_COLOR=1 " + Mapc.executable.path + " preview '" + example + "'; sleep 60")
        let screen = try tmux.waitForScreen { $0.contains("Tepusquet dirt biking") && $0.contains("Made with Natural Earth") }
        #expect(screen.contains("Park here"))
        let raw = try tmux.run(["capture-pane", "-e", "-p"])
        #expect(!raw.utf8.contains(0x1B), "\(raw.prefix(200))")
    }
}

/// A private tmux server (its own socket and no configuration file), so tests never touch
/// anyone else's sessions; `kill` ends it and what runs in it. tmux is started with
/// `posix_spawn` and a clean signal mask: a server started by Foundation's `Process` from the
/// test runner inherits blocked signals (SIGCHLD and SIGHUP among them), and neither it nor its
/// panes would end on `kill-server`.
struct Tmux {
    static let path = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static var isAvailable: Bool { path != nil }

    let columns: Int
    let rows: Int
    let socket: URL
    let output: URL

    init(columns: Int, rows: Int) throws {
        self.columns = columns
        self.rows = rows
        let name = "mapc-test-tmux-\(UUID().uuidString.prefix(8))"
        socket = FileManager.default.temporaryDirectory.appendingPathComponent(name + ".sock")
        output = FileManager.default.temporaryDirectory.appendingPathComponent(name + ".out")
    }

    /// Runs a tmux client to its end and returns what it printed.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let argv = [Self.path!, "-S", socket.path, "-f", "/dev/null"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "TMUX")
        environment["TERM"] = "xterm-256color"
        let envp = environment.map { "\($0.key)=\($0.value)" }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid = pid_t()
        let status = withCleanSignalAttributes { attributes in
            withCStrings(argv) { cArgv in
                withCStrings(envp) { cEnvp in posix_spawn(&pid, argv[0], &actions, &attributes, cArgv, cEnvp) }
            }
        }
        guard status == 0 else { throw CocoaError(.executableLoad) }
        var exit: Int32 = 0
        while waitpid(pid, &exit, 0) < 0 && errno == EINTR {}
        return String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self)
    }

    func start(_ command: String) throws {
        try run(["new-session", "-d", "-x", String(columns), "-y", String(rows), command])
    }

    /// The screen once `ready` holds for it, or after ten seconds.
    func waitForScreen(_ ready: (String) -> Bool) throws -> String {
        var screen = ""
        for _ in 0..<100 {
            screen = try run(["capture-pane", "-p"])
            if ready(screen) { return screen }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return screen
    }

    func kill() {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: socket)
        try? FileManager.default.removeItem(at: output)
    }
}

/// Calls `body` with `strings` as a NULL-terminated C array.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
}
