import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `mapc compile` to PNG and PDF: the target from the output's name or --target, the bytes
/// through the same writer as the SVG (devices, FIFOs, sockets, links, a file replaced whole),
/// --dpi, and what does not apply refused.
@Suite struct ImageOutputTests {
    /// A folder holding `scene.yaml`, and the bytes it compiles to as `target` on standard output.
    static func sceneFolder(_ target: String) throws -> (folder: TemporaryFolder, scene: String, bytes: [UInt8]) {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", pinScene)
        let run = try Mapc.run(["compile", path, "--target", target, "-o", "-"])
        #expect(run.status == 0, "\(run.standardError)")
        return (folder, path, run.standardOutputBytes)
    }

    static let magic = ["png": [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "pdf": Array("%PDF-".utf8)]

    @Test(arguments: ["png", "pdf"])
    func theOutputsNameChoosesTheTarget(format: String) throws {
        let (folder, path, bytes) = try Self.sceneFolder(format)
        #expect(bytes.starts(with: Self.magic[format]!))
        let named = try Mapc.run(["compile", path, "-o", folder.url.appendingPathComponent("map.\(format)").path])
        #expect(named.status == 0, "\(named.standardError)")
        #expect(folder.contents("map.\(format)").map { [UInt8]($0) } == bytes)
        // Any case; --target wins over the name.
        #expect(
            try Mapc.run(["compile", path, "-o", folder.url.appendingPathComponent("MAP.\(format.uppercased())").path]).status
                == 0)
        #expect(folder.contents("MAP.\(format.uppercased())").map { [UInt8]($0) } == bytes)
        let svg = try Mapc.run([
            "compile", path, "--target", "svg", "-o", folder.url.appendingPathComponent("svg.\(format)").path,
        ])
        #expect(svg.status == 0)
        #expect(folder.contents("svg.\(format)").map { String(decoding: $0, as: UTF8.self) }?.hasPrefix("<svg") == true)
        // A name that only ends in the letters is no PNG or PDF.
        #expect(try Mapc.run(["compile", path, "-o", folder.url.appendingPathComponent(format).path]).status == 0)
        #expect(folder.contents(format).map { String(decoding: $0, as: UTF8.self) }?.hasPrefix("<svg") == true)
        // Without -o, beside the scene with the target's extension.
        #expect(try Mapc.run(["compile", path, "--target", format]).status == 0)
        #expect(folder.contents("scene.\(format)").map { [UInt8]($0) } == bytes)
    }

    @Test(arguments: ["png", "pdf"])
    func linkingImagesIsRefusedThereIsNothingToLink(format: String) throws {
        let (folder, path, _) = try Self.sceneFolder(format)
        let before = FolderSnapshot(folder.url)
        let run = try Mapc.run(["compile", path, "--link-images", "-o", folder.url.appendingPathComponent("map.\(format)").path])
        #expect(run.status == 64 || run.status == 2, "\(run.standardError)")
        #expect(
            run.standardError.contains(
                "--link-images applies to the svg target: a \(format.uppercased()) has its images drawn in, so there is nothing to link"
            ),
            "\(run.standardError)")
        #expect(FolderSnapshot(folder.url) == before)
    }

    @Test func dpiSetsThePNGsPixelsAndAppliesToPNGOnly() throws {
        let (folder, path, _) = try Self.sceneFolder("png")
        let run = try Mapc.run(["compile", path, "--dpi", "144", "--target", "png", "-o", "-"])
        #expect(run.status == 0, "\(run.standardError)")
        // The pin scene's canvas is 800 × 600 points: 1600 × 1200 pixels at 144 dpi.
        let header = Array(run.standardOutputBytes[16..<24])
        #expect(header == [0, 0, 0x06, 0x40, 0, 0, 0x04, 0xB0])
        for (arguments, message) in [
            (["--dpi", "300"], "--dpi applies to the png target"),
            (["--dpi", "300", "--target", "pdf"], "--dpi applies to the png target"),
            (["--dpi", "0", "--target", "png"], "--dpi must be between 1 and 9600, found 0"),
            (["--dpi", "20000", "--target", "png"], "--dpi must be between 1 and 9600, found 20000"),
        ] {
            let refused = try Mapc.run(["compile", path, "-o", "-"] + arguments)
            #expect(refused.status != 0 && refused.standardError.contains(message), "\(arguments): \(refused.standardError)")
        }
        #expect(folder.names() == ["scene.yaml"])
    }

    /// `script` runs mapc with a terminal as its standard output.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")), arguments: ["png", "pdf"])
    func aPictureIsNotWrittenToATerminal(format: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", pinScene)
        let command = "'\(Mapc.executable.path)' compile '\(path)' --target \(format) -o -; echo \"exit $?\""
        let run = try Mapc.run(executable: URL(fileURLWithPath: "/usr/bin/script"), ["-qc", command, "/dev/null"])
        #expect(
            run.standardOutput.contains(
                "mapc: error: a \(format.uppercased()) is not written to a terminal; redirect standard output or give -o FILE"),
            "\(run.standardOutput)")
        #expect(run.standardOutput.contains("exit 2"))
    }

    /// Libraries that do not load stand first on the search path for librsvg's names.
    @Test(arguments: ["png", "pdf"])
    func withoutLibrsvgAPictureIsAnErrorThatSaysSo(format: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", pinScene)
        for name in ["librsvg-2.so.2", "librsvg-2.so"] { try folder.write("lib/\(name)", "not a library") }
        let run = try Mapc.run(
            ["compile", path, "-o", folder.url.appendingPathComponent("map.\(format)").path],
            environment: ["NO_COLOR": "1", "LD_LIBRARY_PATH": folder.url.appendingPathComponent("lib").path])
        #expect(run.status == 2)
        #expect(
            run.standardError.hasPrefix(
                "mapc: error: cannot draw '\(path)' as \(format.uppercased()): drawing PNG and PDF needs librsvg, which could not be loaded"
            ),
            "\(run.standardError)")
        #expect(folder.names() == ["lib", "scene.yaml"])
    }

    @Test func aPNGTooLargeIsAnErrorAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "big.yaml",
            pinScene.replacingOccurrences(of: "mapscene: 1", with: "mapscene: 1\ncanvas: {width: 16000, height: 12000, scale: 3}")
        )
        let run = try Mapc.run(["compile", path, "-o", folder.url.appendingPathComponent("big.png").path])
        #expect(run.status == 1)
        #expect(
            run.standardError.contains("mapc: error: cannot draw '\(path)' as PNG: the PNG would be 48000 × 36000 pixels"),
            "\(run.standardError)")
        #expect(folder.names() == ["big.yaml"])
    }

    @Test(
        .enabled(if: PrivateNodes.canMakeDevice, "mknod is not permitted here (it usually needs root)"),
        arguments: ["png", "pdf"])
    func aCharacterDeviceIsWrittenThroughNotReplaced(format: String) throws {
        let (folder, path, _) = try Self.sceneFolder(format)
        let device = folder.url.appendingPathComponent("null.\(format)").path
        #expect(PrivateNodes.makeNullDevice(at: device))
        let before = FolderSnapshot(folder.url)
        let run = try Mapc.run(["compile", path, "-o", device])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(OutputFileTests.kind(device) == S_IFCHR)
        #expect(FolderSnapshot(folder.url) == before)
    }

    @Test(arguments: ["png", "pdf"])
    func aFIFOAndASocketAreWrittenThrough(format: String) throws {
        let (folder, path, bytes) = try Self.sceneFolder(format)
        let fifo = folder.url.appendingPathComponent("pipe.\(format)").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let socketPath = folder.url.appendingPathComponent("s").path
        let socketReader = try StreamReader(socketAt: socketPath)
        let before = FolderSnapshot(folder.url)
        let reader = StreamReader(fifo: fifo)
        let run = try Mapc.run(["compile", path, "-o", fifo])
        #expect(run.status == 0, "\(run.standardError)")
        #expect([UInt8](reader.finish()) == bytes)
        #expect(OutputFileTests.kind(fifo) == S_IFIFO)
        let viaSocket = try Mapc.run(["compile", path, "--target", format, "-o", socketPath])
        #expect(viaSocket.status == 0, "\(viaSocket.standardError)")
        #expect([UInt8](socketReader.finish()) == bytes)
        #expect(FolderSnapshot(folder.url) == before)
    }

    @Test(arguments: ["png", "pdf"])
    func aLinkIsFollowedAndAFileIsReplacedWholeKeepingItsMode(format: String) throws {
        let (folder, path, bytes) = try Self.sceneFolder(format)
        let target = try folder.write("maps/real.\(format)", "old")
        #expect(chmod(target, 0o640) == 0)
        let link = folder.url.appendingPathComponent("link.\(format)").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "maps/real.\(format)")
        let before = FolderSnapshot(folder.url)
        let run = try Mapc.run(["compile", path, "-o", link])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(FolderSnapshot(folder.url).changes(to: before) == ["maps/real.\(format)"])
        #expect(OutputFileTests.kind(link) == S_IFLNK)
        #expect(folder.contents("maps/real.\(format)").map { [UInt8]($0) } == bytes)
        #expect(OutputFileTests.mode(target) == 0o640)
        // A directory so named is an error, as for the SVG.
        try folder.write("out.\(format)/inside.txt", "kept")
        let directory = folder.url.appendingPathComponent("out.\(format)").path
        let refused = try Mapc.run(["compile", path, "-o", directory])
        #expect(refused.status == 2)
        #expect(refused.standardError == "mapc: error: cannot write '\(directory)': it is a directory\n")
    }
}
