import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

private let unformatted = "mapscene 1\ncamera {center (34.92, -120.21)\n  distance 1200m}\n"

/// Writing an output never destroys what is at the path: a device, FIFO or socket is written
/// through, a symbolic link is followed and stays, a directory is an error, a file keeps its
/// mode, a failed write leaves nothing behind — and nothing but the intended target changes.
@Suite struct OutputFileTests {
    /// A folder holding `scene.yaml`, and the SVG that scene compiles to.
    static func sceneFolder() throws -> (folder: TemporaryFolder, scene: String, svg: String) {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", pinScene)
        let run = try Mapc.run(["compile", path, "-o", "-"])
        #expect(run.status == 0)
        return (folder, path, run.standardOutput)
    }

    static func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    @Test(.enabled(if: PrivateNodes.canMakeDevice, "mknod is not permitted here (it usually needs root)"))
    func aCharacterDeviceIsWrittenThroughNotReplaced() throws {
        let (folder, path, _) = try Self.sceneFolder()
        let device = folder.url.appendingPathComponent("null").path
        #expect(PrivateNodes.makeNullDevice(at: device))
        let before = FolderSnapshot(folder.url)
        let run = try Mapc.run(["compile", path, "-o", device])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(Self.kind(device) == S_IFCHR)
        #expect(FolderSnapshot(folder.url) == before)
    }

    @Test func aFIFOIsWrittenThroughToItsReader() throws {
        let (folder, path, svg) = try Self.sceneFolder()
        let fifo = folder.url.appendingPathComponent("pipe.svg").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let before = FolderSnapshot(folder.url)
        let reader = StreamReader(fifo: fifo)
        let run = try Mapc.run(["compile", path, "-o", fifo])
        let read = reader.finish()
        #expect(run.status == 0, "\(run.standardError)")
        #expect(String(decoding: read, as: UTF8.self) == svg)
        #expect(Self.kind(fifo) == S_IFIFO)
        #expect(FolderSnapshot(folder.url) == before)
    }

    @Test func aUnixSocketIsConnectedToAndWrittenThrough() throws {
        let (folder, path, svg) = try Self.sceneFolder()
        let socketPath = folder.url.appendingPathComponent("s").path
        let reader = try StreamReader(socketAt: socketPath)
        let before = FolderSnapshot(folder.url)
        let run = try Mapc.run(["compile", path, "-o", socketPath])
        let read = reader.finish()
        #expect(run.status == 0, "\(run.standardError)")
        #expect(String(decoding: read, as: UTF8.self) == svg)
        #expect(Self.kind(socketPath) == S_IFSOCK)
        #expect(FolderSnapshot(folder.url) == before)
    }

    /// `-o /dev/stdout` writes to mapc's own standard output. The test goes through links of its
    /// own to what `/dev/stdout` links to, so that a writer that went wrong could only replace them.
    @Test func aLinkToStandardOutputWritesToIt() throws {
        let (folder, path, svg) = try Self.sceneFolder()
        for (name, target) in [("stdout", "/proc/self/fd/1"), ("fd1", "/dev/fd/1")] {
            try FileManager.default.createSymbolicLink(
                atPath: folder.url.appendingPathComponent(name).path, withDestinationPath: target)
        }
        let before = FolderSnapshot(folder.url)
        for name in ["stdout", "fd1"] {
            let run = try Mapc.run(["compile", path, "-o", folder.url.appendingPathComponent(name).path])
            #expect(run.status == 0, "\(name): \(run.standardError)")
            #expect(run.standardOutput == svg, "\(name)")
        }
        let convert = try Mapc.run(["convert", path, "--to", "dsl", "-o", folder.url.appendingPathComponent("stdout").path])
        #expect(convert.status == 0)
        #expect(convert.standardOutput.hasPrefix("mapscene 1\n"))
        #expect(FolderSnapshot(folder.url) == before)
    }

    @Test func aSymbolicLinkIsFollowedToItsTargetAndStaysALink() throws {
        let (folder, path, svg) = try Self.sceneFolder()
        let target = try folder.write("maps/real.svg", "<svg>old</svg>\n")
        #expect(chmod(target, 0o640) == 0)
        let link = folder.url.appendingPathComponent("link.svg").path, chain = folder.url.appendingPathComponent("chain.svg").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "maps/real.svg")
        try FileManager.default.createSymbolicLink(atPath: chain, withDestinationPath: link)
        let before = FolderSnapshot(folder.url)
        let run = try Mapc.run(["compile", path, "-o", chain])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(FolderSnapshot(folder.url).changes(to: before) == ["maps/real.svg"])
        #expect(Self.kind(link) == S_IFLNK && Self.kind(chain) == S_IFLNK)
        #expect(folder.contents("maps/real.svg") == Data(svg.utf8))
        #expect(Self.mode(target) == 0o640)
    }

    @Test func aDanglingLinkGetsItsTargetMade() throws {
        let (folder, path, svg) = try Self.sceneFolder()
        try folder.write("maps/.keep", "")
        let link = folder.url.appendingPathComponent("link.svg").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "maps/new.svg")
        let before = FolderSnapshot(folder.url)
        let run = try Mapc.run(["compile", path, "-o", link])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(FolderSnapshot(folder.url).changes(to: before) == ["maps/new.svg"])
        #expect(folder.contents("maps/new.svg") == Data(svg.utf8))
    }

    @Test func aDirectoryIsAnErrorThatNamesIt() throws {
        let (folder, path, _) = try Self.sceneFolder()
        try folder.write("out.svg/inside.txt", "kept")
        let directory = folder.url.appendingPathComponent("out.svg").path
        let link = folder.url.appendingPathComponent("to-folder.svg").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "out.svg")
        let before = FolderSnapshot(folder.url)
        let run = try Mapc.run(["compile", path, "-o", directory])
        #expect(run.status == 2)
        #expect(run.standardError == "mapc: error: cannot write '\(directory)': it is a directory\n")
        let viaLink = try Mapc.run(["compile", path, "-o", link])
        #expect(viaLink.status == 2)
        #expect(
            viaLink.standardError
                == "mapc: error: cannot write '\(link)': it leads to the directory '\(folder.url.path)/out.svg'\n")
        let convert = try Mapc.run(["convert", path, "--to", "dsl", "-o", directory])
        #expect(convert.status == 2)
        #expect(convert.standardError.contains("'\(directory)': it is a directory"))
        #expect(FolderSnapshot(folder.url) == before)
    }

    @Test(
        .enabled(
            if: PrivateNodes.canRunWithoutOverride, "running as root without setpriv, which cannot honour a read-only folder"))
    func aReadOnlyFolderIsAnErrorAndNothingIsCreated() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("locked/scene.yaml", pinScene)
        try folder.write("locked/scene.svg", "<svg>old</svg>\n")
        let locked = folder.url.appendingPathComponent("locked").path
        #expect(chmod(locked, 0o555) == 0)
        defer { chmod(locked, 0o755) }
        let before = FolderSnapshot(folder.url)
        let beside = try PrivateNodes.runMapcWithoutOverride(["compile", path])
        #expect(beside.status == 2)
        #expect(beside.standardError == "mapc: error: cannot write '\(locked)/scene.svg': permission denied\n")
        let named = try PrivateNodes.runMapcWithoutOverride(["compile", path, "-o", locked + "/other.svg"])
        #expect(named.status == 2)
        #expect(named.standardError.contains("permission denied"))
        #expect(FolderSnapshot(folder.url) == before)
    }

    @Test func aWriteThatFailsHalfwayLeavesNothingBehind() throws {
        let (folder, path, _) = try Self.sceneFolder()
        let old = try folder.write("scene.svg", "<svg>old</svg>\n")
        let before = FolderSnapshot(folder.url)
        // A file-size limit of 1 KiB, with SIGXFSZ ignored so that the write fails with EFBIG.
        let run = try Mapc.run(
            executable: URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"trap "" XFSZ; ulimit -f 2; exec "$0" "$@""#, Mapc.executable.path, "compile", path, "-o", old])
        #expect(run.status == 2)
        #expect(run.standardError == "mapc: error: cannot write '\(old)': file too large\n")
        #expect(FolderSnapshot(folder.url) == before)
    }

    @Test func aRecompileKeepsTheOutputsMode() throws {
        let (folder, path, svg) = try Self.sceneFolder()
        let output = try folder.write("scene.svg", "<svg>old</svg>\n")
        #expect(chmod(output, 0o640) == 0)
        #expect(try Mapc.run(["compile", path]).status == 0)
        #expect(Self.mode(output) == 0o640)
        #expect(folder.contents("scene.svg") == Data(svg.utf8))
        #expect(folder.names() == ["scene.svg", "scene.yaml"])
    }

    @Test func fmtKeepsTheFilesModeAndFollowsLinks() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("real/a.mapscene", unformatted)
        #expect(chmod(file, 0o600) == 0)
        let link = folder.url.appendingPathComponent("a.mapscene").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/a.mapscene")
        let before = FolderSnapshot(folder.url)
        let run = try Mapc.run(["fmt", link])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(FolderSnapshot(folder.url).changes(to: before) == ["real/a.mapscene"])
        #expect(Self.kind(link) == S_IFLNK)
        #expect(Self.mode(file) == 0o600)
        #expect(try Mapc.run(["fmt", "--check", file]).status == 0)
    }

    @Test func convertFollowsALinkToo() throws {
        let (folder, path, _) = try Self.sceneFolder()
        try folder.write("out/real.mapscene", "old\n")
        let link = folder.url.appendingPathComponent("scene.mapscene").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "out/real.mapscene")
        let before = FolderSnapshot(folder.url)
        let run = try Mapc.run(["convert", path, "--to", "dsl"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(FolderSnapshot(folder.url).changes(to: before) == ["out/real.mapscene"])
        #expect(String(decoding: try #require(folder.contents("out/real.mapscene")), as: UTF8.self).hasPrefix("mapscene 1\n"))
    }

    @Test func twoInputsForOneOutputAreAnErrorBeforeAnythingIsWritten() throws {
        let folder = try TemporaryFolder()
        let yaml = try folder.write("a.yaml", pinScene)
        try folder.write("b.yaml", pinScene)
        let dsl = try folder.write("a.mapscene", "mapscene 1\ncamera { center (34.92, -120.21) distance 1200m }\n")
        try folder.write("sub/.keep", "")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("alias.yaml").path, withDestinationPath: "a.yaml")
        let before = FolderSnapshot(folder.url)
        let cases: [([String], String)] = [
            (["b.yaml", "a.yaml", "a.mapscene"], "mapc: error: 'a.yaml' and 'a.mapscene' would both write 'a.svg'\n"),
            (["a.yaml", "a.yaml"], "mapc: error: 'a.yaml' and 'a.yaml' would both write 'a.svg'\n"),
            (["a.yaml", "./sub/../a.yaml"], "mapc: error: 'a.yaml' and './sub/../a.yaml' would both write './sub/../a.svg'\n"),
            (
                ["a.yaml", "\(folder.url.path)/a.yaml"],
                "mapc: error: 'a.yaml' and '\(folder.url.path)/a.yaml' would both write '\(folder.url.path)/a.svg'\n"
            ),
            (["a.yaml", "-o", "a.yaml"], "mapc: error: 'a.yaml' would write 'a.yaml', which is the input 'a.yaml'\n"),
        ]
        for (arguments, message) in cases {
            let run = try Mapc.run(["compile"] + arguments, in: folder.url)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardError == message)
        }
        #expect(FolderSnapshot(folder.url) == before)
        // A folder that holds the same scene in both syntaxes, and fmt given a file twice.
        #expect(try Mapc.run(["compile", folder.url.path]).status == 2)
        let fmt = try Mapc.run(["fmt", dsl, folder.url.path + "/./a.mapscene"])
        #expect(fmt.status == 2)
        #expect(fmt.standardError.contains("would both write"))
        #expect(try Mapc.run(["convert", yaml, "--to", "yaml", "-o", folder.url.path + "/alias.yaml"]).status == 2)
        #expect(FolderSnapshot(folder.url) == before)
    }
}
