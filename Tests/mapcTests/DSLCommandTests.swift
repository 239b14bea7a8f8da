import Foundation
import Testing

private let formattedScene = """
    // A pin.
    mapscene 1
    title "A pin"
    camera { center (34.924365, -120.217372) distance 1200m }

    annotation park at (34.923964, -120.219558) {
      title "Park here"
      pin green
    }

    """

private let unformattedScene = """
    // A pin.
    mapscene 1   title "A pin"
    camera {
        center (34.924365,
                -120.217372)
        distance 1200m }
    annotation park at (34.923964, -120.219558) { title "Park here" pin green }

    """

private let syntaxErrorScene = "mapscene 1\ncamera { center (1, 2) distance: 1km }\n"

private let yamlScene = """
    # A pin.
    mapscene: 1
    title: A pin
    camera:
      center: [34.924365, -120.217372]
      distance: 1200m
    annotations:
      - id: park
        coordinate: [34.923964, -120.219558]
        title: Park here
        pin: green

    """

/// `mapc fmt` and `mapc convert`, and `compile` and `lint` on `.mapscene` files.
@Suite struct DSLCommandTests {
    @Test func fmtRewritesAFileInTheCanonicalForm() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.mapscene", unformattedScene)
        let run = try Mapc.run(["fmt", path])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(folder.contents("scene.mapscene") == Data(formattedScene.utf8))
        #expect(folder.names() == ["scene.mapscene"])
        #expect(try Mapc.run(["fmt", "--check", path]).status == 0)
    }

    @Test func fmtKeepsTheFilesPermissions() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.mapscene", unformattedScene)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        #expect(try Mapc.run(["fmt", path]).status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        #expect(folder.contents("scene.mapscene") == Data(formattedScene.utf8))
    }

    @Test func fmtCheckNamesTheFilesThatWouldChangeAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let good = try folder.write("good.mapscene", formattedScene)
        let bad = try folder.write("bad.mapscene", unformattedScene)
        let run = try Mapc.run(["fmt", "--check", good, bad])
        #expect(run.status == 1)
        #expect(run.standardOutput == "\(bad)\n")
        #expect(folder.contents("bad.mapscene") == Data(unformattedScene.utf8))
        #expect(folder.names() == ["bad.mapscene", "good.mapscene"])
    }

    @Test func fmtLeavesAFileWithSyntaxErrorsUntouched() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.mapscene", syntaxErrorScene)
        let run = try Mapc.run(["fmt", path])
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("\(path):2:32: error: unexpected ':'"))
        #expect(run.standardError.contains("[dsl-syntax]"))
        #expect(folder.contents("scene.mapscene") == Data(syntaxErrorScene.utf8))
        #expect(folder.names() == ["scene.mapscene"])
    }

    @Test func fmtFormatsYAMLScenesKeepingTheirStyleAndChecksThem() throws {
        let folder = try TemporaryFolder()
        let tidy = try folder.write("tidy.yaml", yamlScene)
        let untidyText = yamlScene.replacingOccurrences(of: "title: A pin", with: "title:   'A pin'")
            .replacingOccurrences(of: "[34.924365, -120.217372]", with: "[ 34.924365,-120.217372 ]")
        let untidy = try folder.write("untidy.yaml", untidyText)
        let check = try Mapc.run(["fmt", "--check", tidy, untidy])
        #expect(check.status == 1)
        #expect(check.standardOutput == "\(untidy)\n")
        #expect(folder.contents("untidy.yaml") == Data(untidyText.utf8))
        let run = try Mapc.run(["fmt", untidy])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(folder.contents("untidy.yaml") == Data(yamlScene.utf8))
        #expect(try Mapc.run(["fmt", "--check", tidy, untidy]).status == 0)
        let piped = try Mapc.run(["fmt", "--syntax", "yaml", "--line-width", "30", "-"], standardInput: yamlScene)
        #expect(piped.status == 0)
        #expect(piped.standardOutput.contains("  center: [34.924365,\n    -120.217372]\n"))
    }

    @Test func fmtLeavesAYAMLFileWithSyntaxErrorsUntouched() throws {
        let folder = try TemporaryFolder()
        let broken = "mapscene: 1\ncamera: {center: [1, 2], distance: 1km\n"
        let path = try folder.write("scene.yaml", broken)
        for arguments in [["fmt", path], ["fmt", "--check", path]] {
            let run = try Mapc.run(arguments)
            #expect(run.status == 1)
            #expect(run.standardError.hasPrefix("\(path):3:1: error: "), "\(run.standardError)")
            #expect(run.standardError.contains("[yaml-syntax]"))
        }
        #expect(folder.contents("scene.yaml") == Data(broken.utf8))
        #expect(try Mapc.run(["fmt", folder.url.appendingPathComponent("missing.yaml").path]).status == 2)
        #expect(try Mapc.run(["fmt"]).status == 2)
    }

    @Test func convertWritesTheOtherSyntaxBesideTheInput() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", yamlScene)
        let run = try Mapc.run(["convert", path, "--to", "dsl"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(folder.contents("scene.mapscene") == Data(formattedScene.utf8))
        let back = try Mapc.run(["convert", folder.url.appendingPathComponent("scene.mapscene").path, "--to", "yaml", "-o", "-"])
        #expect(back.status == 0)
        #expect(back.standardOutput == yamlScene)
    }

    @Test func convertWritesToStandardOutputOrToOut() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.mapscene", formattedScene)
        let run = try Mapc.run(["convert", path, "--to", "yaml", "-o", "-"])
        #expect(run.status == 0)
        #expect(run.standardOutput == yamlScene)
        #expect(folder.names() == ["scene.mapscene"])
        let out = folder.url.appendingPathComponent("other.yaml").path
        #expect(try Mapc.run(["convert", path, "--to", "yaml", "-o", out]).status == 0)
        #expect(folder.contents("other.yaml") == Data(yamlScene.utf8))
        let lint = try Mapc.run(["lint", "--strict", out])
        #expect(lint.status == 0, "\(lint.standardOutput)")
    }

    @Test func aSceneWithErrorsIsNotConvertedAndNothingIsClobbered() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.mapscene", syntaxErrorScene)
        try folder.write("scene.yaml", "an earlier file\n")
        let run = try Mapc.run(["convert", path, "--to", "yaml"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("\(path):2:32: error:"))
        #expect(folder.contents("scene.yaml") == Data("an earlier file\n".utf8))
        let invalid = try folder.write("invalid.yaml", "mapscene: 1\ncamera: {center: [95, 0], distance: 1km}\n")
        let decodeRun = try Mapc.run(["convert", invalid, "--to", "dsl"])
        #expect(decodeRun.status == 1)
        #expect(decodeRun.standardError.contains("[latitude-range]"))
        #expect(folder.names() == ["invalid.yaml", "scene.mapscene", "scene.yaml"])
    }

    @Test func convertUsageErrorsExitTwo() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", yamlScene)
        let sameSyntax = try Mapc.run(["convert", path, "--to", "yaml"])
        #expect(sameSyntax.status == 2)
        #expect(sameSyntax.standardError.contains("already yaml"))
        #expect(try Mapc.run(["convert", path]).status == 2)
        #expect(try Mapc.run(["convert", path, "--to", "toml"]).status == 2)
        #expect(try Mapc.run(["convert", folder.url.appendingPathComponent("missing.yaml").path, "--to", "dsl"]).status == 2)
        let unwritable = try Mapc.run([
            "convert", path, "--to", "dsl", "-o", folder.url.appendingPathComponent("no/such/folder.mapscene").path,
        ])
        #expect(unwritable.status == 2)
        #expect(folder.names() == ["scene.yaml"])
    }

    @Test func compileAndLintReadTheDSL() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.mapscene", formattedScene)
        let compile = try Mapc.run(["compile", path])
        #expect(compile.status == 0)
        #expect(folder.names() == ["scene.mapscene", "scene.svg"])
        let bad = try folder.write("bad.mapscene", "mapscene 1\ncamera { center (95, 100) distance 1km }\n")
        let lint = try Mapc.run(["lint", bad])
        #expect(lint.status == 1)
        #expect(
            lint.standardOutput == """
                \(bad):2:18: error: latitude 95 is outside -90...90 [latitude-range]
                camera { center (95, 100) distance 1km }
                                 ^~

                """)
    }
}
