import Foundation
import Testing
@testable import mapc

/// `mapc compile FILE… [-o OUTPUT]` is read without ArgumentParser, and reads as ArgumentParser
/// reads it; every other command line is left to ArgumentParser.
@Suite struct CompileSettingsTests {
    /// What ArgumentParser makes of `arguments`: the settings of a valid `compile`, or nil.
    static func parsedByArgumentParser(_ arguments: [String]) -> CompileSettings? {
        (try? mapc.Mapc.parseAsRoot(arguments) as? CompileCommand)?.settings
    }

    @Test func theCommonCommandLineIsReadAsArgumentParserReadsIt() throws {
        let commandLines = [
            ["compile", "scene.yaml"],
            ["compile", "scene.mapscene", "-o", "map.svg"],
            ["compile", "-o", "map.svg", "scene.yaml"],
            ["compile", "--output", "out/map.svg", "maps/scene.yaml"],
            ["compile", "a.yaml", "b.mapscene", "maps"],
            ["compile", "help"],
            ["compile", "compile", "-o", "lint"],
            ["compile", "a b.yaml", "-o", "x=y.svg"],
        ]
        for arguments in commandLines {
            let settings = try #require(CompileSettings(commonCommandLine: arguments), "\(arguments)")
            #expect(settings == Self.parsedByArgumentParser(arguments), "\(arguments)")
        }
        #expect(CompileSettings(commonCommandLine: ["compile", "scene.yaml", "-o", "map.svg"])
            == CompileSettings(files: ["scene.yaml"], output: "map.svg"))
    }

    @Test func everyOtherCommandLineIsLeftToArgumentParser() {
        let commandLines = [
            [], ["compile"], ["lint", "scene.yaml"], ["--version"], ["help", "compile"],
            ["compile", "-"], ["compile", "--", "scene.yaml"], ["compile", "-h"], ["compile", "--help"],
            ["compile", "scene.yaml", "-o"], ["compile", "scene.yaml", "-o", "-"], ["compile", "scene.yaml", "-o", ""],
            ["compile", "scene.yaml", "-o", "a.svg", "-o", "b.svg"], ["compile", "a.yaml", "b.yaml", "-o", "ab.svg"],
            ["compile", "scene.yaml", "--output=map.svg"], ["compile", "scene.yaml", "-omap.svg"],
            ["compile", "scene.yaml", "--dark"], ["compile", "scene.yaml", "--target", "renderlist"], ["compile", ""],
        ]
        for arguments in commandLines {
            #expect(CompileSettings(commonCommandLine: arguments) == nil, "\(arguments)")
        }
    }

    /// Every command line of up to four words after `compile`, from words that are names,
    /// options, values and the edge cases between them.
    @Test func everyCommandLineReadWithoutArgumentParserIsOneItReadsTheSame() {
        let words = ["a.yaml", "b.mapscene", "help", "-o", "--output", "-", "--", "--dark", "--target", "renderlist", "-h", ""]
        var commandLines: [[String]] = [[]]
        for _ in 0..<4 { commandLines += commandLines.filter { $0.count == commandLines.last!.count }.flatMap { line in words.map { line + [$0] } } }
        var read = 0, left = 0
        for tail in commandLines {
            let arguments = ["compile"] + tail
            guard let settings = CompileSettings(commonCommandLine: arguments) else {
                left += 1
                continue
            }
            read += 1
            #expect(settings == Self.parsedByArgumentParser(arguments), "\(arguments)")
        }
        #expect(commandLines.count == 1 + 12 + 144 + 1_728 + 20_736)
        #expect(read == 404 && left == 22_217)
    }

    /// One scene compiled by the common command line and by the same settings spelled so that
    /// ArgumentParser reads them: the same output, messages and exit status, for a good scene,
    /// a scene with errors and a file that is not there.
    @Test func bothReadingsCompileAlike() throws {
        let folder = try TemporaryFolder()
        try folder.write("good.yaml", "mapscene: 1\ntitle: A pin\ncamera: {center: [48.85, 2.35], distance: 2km}\nannotations:\n  - {id: here, coordinate: [48.85, 2.35], title: Here}\n")
        try folder.write("bad.yaml", "mapscene: 1\ncamera: {center: [91, 0], distance: 2km}\n")
        for scene in ["good.yaml", "bad.yaml", "missing.yaml"] {
            try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("common.svg"))
            try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("spelled.svg"))
            let common = try Mapc.run(["compile", scene, "-o", "common.svg"], in: folder.url)
            let spelled = try Mapc.run(["compile", scene, "--target", "svg", "--output=spelled.svg"], in: folder.url)
            #expect(common.status == spelled.status, "\(scene)")
            #expect(common.standardError == spelled.standardError.replacingOccurrences(of: "spelled.svg", with: "common.svg"), "\(scene)")
            #expect(folder.contents("common.svg") == folder.contents("spelled.svg"), "\(scene)")
        }
        let good = try Mapc.run(["compile", "good.yaml", "-o", "common.svg"], in: folder.url)
        #expect(good.status == 0 && folder.contents("common.svg") != nil)
        let bad = try Mapc.run(["compile", "bad.yaml", "-o", "bad.svg"], in: folder.url)
        #expect(bad.status == 1 && bad.standardError.contains("bad.yaml:2:") && folder.contents("bad.svg") == nil)
        #expect(try Mapc.run(["compile", "missing.yaml", "-o", "missing.svg"], in: folder.url).status == 2)
    }
}
