import Foundation
import Testing

private let dslScene = """
    mapscene 1
    title "A pin"
    camera { center (34.924365, -120.217372) distance 1200m }
    annotation park at (34.923964, -120.219558) { title "Park here" pin green }

    """

/// What a command reads: `-` for standard input, in the syntax `--syntax` names; a folder for
/// every scene file under it; and `mapc --version`.
@Suite struct SceneInputTests {
    /// `scene` compiled from a file in a new folder and from standard input in that folder.
    private func compiledFromAFileAndPiped(_ scene: String) throws -> (folder: TemporaryFolder, fromFile: MapcRun, piped: MapcRun)
    {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        let fromFile = try Mapc.run(["compile", path, "-o", "-"])
        #expect(fromFile.status == 0, "\(fromFile.standardError)")
        return (folder, fromFile, try Mapc.run(["compile", "-"], in: folder.url, standardInput: scene))
    }

    @Test func compileReadsStandardInputAndWritesStandardOutput() throws {
        let (folder, fromFile, piped) = try compiledFromAFileAndPiped(pinScene)
        #expect(piped.status == 0, "\(piped.standardError)")
        #expect(piped.standardOutput == fromFile.standardOutput)
        #expect(folder.names() == ["scene.yaml"])
        let dsl = try Mapc.run(["compile", "-", "--syntax", "dsl", "-o", "-"], in: folder.url, standardInput: dslScene)
        #expect(dsl.status == 0, "\(dsl.standardError)")
        #expect(dsl.standardOutput == fromFile.standardOutput)
        let named = try Mapc.run(["compile", "-", "-o", "piped.svg"], in: folder.url, standardInput: pinScene)
        #expect(named.status == 0)
        #expect(folder.contents("piped.svg") == Data(fromFile.standardOutput.utf8))
    }

    @Test func aLongSceneOnStandardInputIsReadToItsEnd() throws {
        // Several times the first buffer (64 KiB), so reading goes on into larger ones.
        let scene = pinScene + manyPins(3_000)
        #expect(scene.utf8.count > 150_000)
        let (folder, fromFile, piped) = try compiledFromAFileAndPiped(scene)
        #expect(piped.standardOutput == fromFile.standardOutput)
        // The last line is read too: an error on it is reported.
        let wrongAtTheEnd = try Mapc.run(
            ["compile", "-"], in: folder.url, standardInput: scene + "  - {id: last, coordinate: [95, -120.2]}\n")
        #expect(wrongAtTheEnd.status == 1)
        #expect(wrongAtTheEnd.standardError.hasPrefix("<stdin>:3006:"), "\(wrongAtTheEnd.standardError.prefix(200))")
    }

    @Test func diagnosticsFromStandardInputNameIt() throws {
        let compile = try Mapc.run(["compile", "-"], standardInput: outOfRangeScene)
        #expect(compile.status == 1)
        #expect(compile.standardError.hasPrefix("<stdin>:2:19: error: latitude 95 is outside -90...90 [latitude-range]\n"))
        let lint = try Mapc.run(["lint", "--format", "json", "-"], standardInput: outOfRangeScene)
        #expect(lint.status == 1)
        #expect(lint.standardOutput.contains(#""path":"<stdin>""#) || lint.standardOutput.contains(#""path": "<stdin>""#))
        let wrongSyntax = try Mapc.run(["lint", "-"], standardInput: dslScene)
        #expect(wrongSyntax.status == 1, "standard input is YAML unless --syntax dsl")
        #expect(try Mapc.run(["lint", "--syntax", "dsl", "-"], standardInput: dslScene).status == 0)
    }

    @Test func pathsInAPipedSceneAreFromTheCurrentFolder() throws {
        let folder = try TemporaryFolder()
        try onePixelPNG.write(to: folder.url.appendingPathComponent("bike.png"))
        let text = pinScene + "  - {id: bike, coordinate: [34.9245, -120.2165], image: {src: bike.png, size: [24, 24]}}\n"
        let run = try Mapc.run(["compile", "-", "--link-images"], in: folder.url, standardInput: text)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains(#"<image href="bike.png""#))
        let elsewhere = try Mapc.run(["compile", "-"], standardInput: text)
        #expect(elsewhere.status == 1)
        #expect(
            elsewhere.standardError.hasPrefix(
                "<stdin>:6:63: error: cannot read 'bike.png': no such file or directory [image-file]\n"))
    }

    @Test func everyCommandThatReadsAScenesReadsStandardInput() throws {
        let unformatted = "mapscene 1\ncamera {center (34.92, -120.21)\n  distance 1200m}\n"
        let fmt = try Mapc.run(["fmt", "-"], standardInput: unformatted)
        #expect(fmt.status == 0)
        #expect(fmt.standardOutput == "mapscene 1\ncamera { center (34.92, -120.21) distance 1200m }\n")
        #expect(try Mapc.run(["fmt", "-"], standardInput: fmt.standardOutput).standardOutput == fmt.standardOutput)
        let check = try Mapc.run(["fmt", "--check", "-"], standardInput: unformatted)
        #expect(check.status == 1)
        #expect(check.standardOutput == "<stdin>\n")

        let convert = try Mapc.run(["convert", "-", "--to", "dsl"], standardInput: pinScene)
        #expect(convert.status == 0, "\(convert.standardError)")
        #expect(convert.standardOutput.hasPrefix("mapscene 1\ntitle \"A pin\"\n"))
        let back = try Mapc.run(["convert", "-", "--syntax", "dsl", "--to", "yaml"], standardInput: convert.standardOutput)
        #expect(back.standardOutput.hasPrefix("mapscene: 1\ntitle: A pin\n"))

        let camera = try Mapc.run(["inspect", "camera", "-"], standardInput: pinScene)
        #expect(camera.status == 0)
        #expect(camera.standardOutput.contains("\"zoomLevel\""))
        let preview = try Mapc.run(["preview", "-", "--size", "40x12", "--color", "never"], standardInput: pinScene)
        #expect(preview.status == 0)
        #expect(preview.standardOutput.hasPrefix("A pin"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash"), "needs bash for <(...)"))
    func aProcessSubstitutionIsReadLikeAFile() throws {
        let bash = URL(fileURLWithPath: "/bin/bash")
        let good = try Mapc.run(executable: bash, ["-c", #""$0" lint <(printf '%s' "$1")"#, Mapc.executable.path, pinScene])
        #expect(good.status == 0, "\(good.standardError)")
        let bad = try Mapc.run(
            executable: bash, ["-c", #""$0" lint <(printf '%s' "$1")"#, Mapc.executable.path, outOfRangeScene])
        #expect(bad.status == 1)
        #expect(bad.standardOutput.contains(":2:19: error: latitude 95 is outside -90...90"))
    }

    @Test func aFolderWhereOneSceneIsExpectedIsAnIOError() throws {
        let folder = try TemporaryFolder()
        try folder.write("maps/a.yaml", pinScene)
        let run = try Mapc.run(["inspect", "camera", "maps"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.standardError == "mapc: error: cannot read 'maps': it is a folder\n")
    }

    @Test func standardInputCanBeReadOnce() throws {
        for command in ["compile", "lint", "fmt"] {
            let run = try Mapc.run([command, "-", "-"], standardInput: pinScene)
            #expect(run.status == 2)
            #expect(run.standardError.contains("standard input (-) can be read only once"))
        }
    }

    @Test func aFolderStandsForEverySceneFileUnderItSortedAndSkippingHiddenOnes() throws {
        let folder = try TemporaryFolder()
        for name in [
            "scenes/b.yaml", "scenes/a/c.mapscene", "scenes/z.yml", "scenes/.hidden/x.yaml", "scenes/.build/y.yaml",
            "scenes/.dot.yaml", "scenes/notes.txt", "scenes/a.yaml.bak",
        ] {
            try folder.write(
                name, name.hasSuffix(".mapscene") ? "mapscene 1\ncamera { center (95, 0) distance 1km }\n" : outOfRangeScene)
        }
        let lint = try Mapc.run(["lint", "scenes"], in: folder.url)
        #expect(lint.status == 1)
        let named = lint.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            String($0.split(separator: ":")[0])
        }
        #expect(named == ["scenes/a/c.mapscene", "scenes/b.yaml", "scenes/z.yml"])
        let slash = try Mapc.run(["lint", "scenes/"], in: folder.url)
        #expect(slash.standardOutput == lint.standardOutput)

        try folder.write("good/one.yaml", pinScene)
        try folder.write("good/deeper/two.mapscene", dslScene)
        #expect(try Mapc.run(["lint", "good"], in: folder.url).status == 0)
        let compile = try Mapc.run(["compile", "good"], in: folder.url)
        #expect(compile.status == 0, "\(compile.standardError)")
        #expect(folder.contents("good/one.svg") != nil && folder.contents("good/deeper/two.svg") != nil)
        let oneOutput = try Mapc.run(["compile", "good", "-o", "x.svg"], in: folder.url)
        #expect(oneOutput.status == 2)
        #expect(oneOutput.standardError == "mapc: error: -o takes one input file; good holds 2\n")
    }

    /// A repository's YAML files as pre-commit hands them over: a scene, mapc's configuration, a
    /// GitHub workflow and an mkdocs file.
    private func repository() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("maps/pin.yaml", widePinScene)
        try folder.write("maps/broken.yaml", outOfRangeScene)
        try folder.write(".mapc.yaml", "rules: {missing-title: off}\n")
        try folder.write(".github/workflows/ci.yml", "name: CI\non: [push]\njobs:\n  test: {runs-on: ubuntu-latest}\n")
        try folder.write("mkdocs.yml", "site_name: Maps\nnav:\n  - Home: index.md\n")
        try folder.write("docs/list.yaml", "- just\n- a list\n")
        return folder
    }

    @Test func lintOfAFolderLintsOnlyTheScenesAndNotesTheRest() throws {
        let folder = try repository()
        let run = try Mapc.run(["lint", "."], in: folder.url)
        #expect(run.status == 1, "the broken scene is still an error")
        let linted = Set(
            run.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }.map {
                String($0.split(separator: ":")[0])
            })
        #expect(linted == ["./maps/broken.yaml"], "\(run.standardOutput)")
        #expect(
            run.standardError == """
                mapc: note: './docs/list.yaml' is not linted: it has no top-level 'mapscene' key, so it is not a scene
                mapc: note: './mkdocs.yml' is not linted: it has no top-level 'mapscene' key, so it is not a scene

                """)
        let compile = try Mapc.run(["compile", "maps", "docs"], in: folder.url)
        #expect(compile.standardError.contains("'docs/list.yaml' is not compiled: it has no top-level 'mapscene' key"))
        #expect(folder.contents("docs/list.svg") == nil && folder.contents("maps/pin.svg") != nil)
    }

    @Test func preCommitsFilesAreLintedOnlyWhenTheyAreScenesWithScenesOnly() throws {
        let folder = try repository()
        let files = [".github/workflows/ci.yml", ".mapc.yaml", "maps/pin.yaml", "mkdocs.yml"]
        let run = try Mapc.run(["lint", "--scenes-only"] + files, in: folder.url)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == """
                mapc: note: '.github/workflows/ci.yml' is not linted: it has no top-level 'mapscene' key, so it is not a scene
                mapc: note: '.mapc.yaml' is not linted: it is mapc's lint configuration, not a scene
                mapc: note: 'mkdocs.yml' is not linted: it has no top-level 'mapscene' key, so it is not a scene

                """)
        // Named without the flag, a file that is not a scene is an error, as before; the
        // configuration is never read as one.
        let named = try Mapc.run(["lint", "mkdocs.yml", ".mapc.yaml"], in: folder.url)
        #expect(named.status == 1)
        #expect(
            named.standardOutput.contains("mkdocs.yml:1:1: error: missing required key 'mapscene'"), "\(named.standardOutput)")
        #expect(!named.standardOutput.contains(".mapc.yaml"))
        #expect(named.standardError.contains("'.mapc.yaml' is not linted: it is mapc's lint configuration"))
        // A malformed YAML file cannot say it is no scene: it is reported.
        try folder.write("bad.yml", "a: [b\n")
        #expect(try Mapc.run(["lint", "--scenes-only", "bad.yml"], in: folder.url).status == 1)
    }

    @Test func fmtFormatsTheScenesOfAFolderAndLeavesOtherYAMLAlone() throws {
        let folder = try TemporaryFolder()
        try folder.write("s/a.mapscene", "mapscene 1\ncamera {center (34.92, -120.21)\n  distance 1200m}\n")
        try folder.write("s/b.yaml", "not:   [a, scene]\n")
        try folder.write("s/c.yaml", "mapscene:   1\ncamera: { center: [34.92, -120.21], distance: 1200m }\n")
        let run = try Mapc.run(["fmt", "s"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(folder.contents("s/a.mapscene") == Data("mapscene 1\ncamera { center (34.92, -120.21) distance 1200m }\n".utf8))
        #expect(folder.contents("s/b.yaml") == Data("not:   [a, scene]\n".utf8))
        #expect(run.standardError.contains("'s/b.yaml' is not formatted: it has no top-level 'mapscene' key"))
        #expect(folder.contents("s/c.yaml") == Data("mapscene: 1\ncamera: {center: [34.92, -120.21], distance: 1200m}\n".utf8))
    }

    @Test func aFolderWithoutScenesIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("empty/readme.txt", "")
        let run = try Mapc.run(["lint", "empty"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.standardError == "mapc: error: the folder 'empty' holds no scene files (*.mapscene, *.yaml, *.yml)\n")
    }

    @Test func versionIsPrintedByTheFlagAndTheCommandAlike() throws {
        let flag = try Mapc.run(["--version"])
        let command = try Mapc.run(["version"])
        #expect(flag.status == 0 && command.status == 0)
        #expect(flag.standardOutput == command.standardOutput)
        #expect(flag.standardOutput.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil, "\(flag.standardOutput)")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsAreGenerated(shell: String) throws {
        let run = try Mapc.run(["--generate-completion-script", shell])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("mapc"))
        #expect(run.standardOutput.contains("compile"))
    }
}
