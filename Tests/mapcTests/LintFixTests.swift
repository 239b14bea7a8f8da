import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `mapc lint --fix`: the unambiguous fixes applied in place, the whole result compared with a
/// file committed beside the input (so nothing outside the fixed spans may change), and the
/// files it must leave alone left byte for byte.
@Suite struct LintFixTests {
    /// `Tests/mapcTests/Fixtures/fix`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fix")

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// A temporary folder holding a copy of the fixture `name`, and the copy's path.
    static func copy(_ name: String) throws -> (folder: TemporaryFolder, path: String) {
        let folder = try TemporaryFolder()
        return (folder, try folder.write(name, try fixture(name)))
    }

    @Test(arguments: ["several.yaml", "several.mapscene"])
    func everyUnambiguousMistakeIsFixedAndOnlyItsSpanChanges(_ name: String) throws {
        let (folder, path) = try Self.copy(name)
        let expected = try Self.fixture(name.replacingOccurrences(of: "several.", with: "several.fixed."))
        let run = try Mapc.run(["lint", "--fix", path])
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput == "fixed 14 problems in \(path)\n")
        #expect(run.standardError.isEmpty)
        #expect(String(decoding: try #require(folder.contents(name)), as: UTF8.self) == expected)
        #expect(folder.names() == [name])

        let again = try Mapc.run(["lint", path])
        #expect(again.status == 0)
        #expect(again.standardOutput.isEmpty, "the fixed file lints clean")
        let idle = try Mapc.run(["lint", "--fix", path])
        #expect(idle.status == 0)
        #expect(idle.standardOutput.isEmpty, "nothing is left to fix")
        #expect(String(decoding: try #require(folder.contents(name)), as: UTF8.self) == expected)
    }

    @Test(arguments: ["syntax-error.yaml", "syntax-error.mapscene", "ambiguous.yaml", "ambiguous.mapscene"])
    func aFileWithSyntaxErrorsOrOnlyAmbiguousFixesIsLeftAlone(_ name: String) throws {
        let (folder, path) = try Self.copy(name)
        let before = FolderSnapshot(folder.url)
        let run = try Mapc.run(["lint", "--fix", path])
        #expect(run.status == 1)
        #expect(!run.standardOutput.contains("fixed"))
        #expect(run.standardOutput.hasPrefix("\(path):"), "the problems are reported")
        #expect(FolderSnapshot(folder.url) == before)
    }

    @Test func theAmbiguousSuggestionIsNamedButNotApplied() throws {
        let (folder, path) = try Self.copy("ambiguous.yaml")
        let run = try withExtendedLifetime(folder) { try Mapc.run(["lint", "--fix", path]) }
        #expect(
            run.standardOutput.contains("unknown color 'gren' for pin color; did you mean 'green' or 'grey'? [unknown-color]"))
    }

    @Test func theFixedFileKeepsItsPermissions() throws {
        let (folder, path) = try Self.copy("several.yaml")
        #expect(chmod(path, 0o640) == 0)
        #expect(try Mapc.run(["lint", "--fix", path]).status == 0)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o640)
        #expect(folder.names() == ["several.yaml"], "no temporary file is left")
    }

    @Test func aReadOnlyFileIsAnErrorAndStaysAsItWas() throws {
        let (folder, path) = try Self.copy("several.yaml")
        #expect(chmod(path, 0o444) == 0)
        let before = FolderSnapshot(folder.url)
        let run = try Mapc.run(["lint", "--fix", path])
        #expect(run.status == 2)
        #expect(run.standardError == "mapc: error: cannot write '\(path)': it is read-only\n")
        #expect(!run.standardOutput.contains("fixed"))
        #expect(run.standardOutput.contains("[unknown-key]"), "the problems of the file as it is are reported")
        #expect(FolderSnapshot(folder.url) == before)
    }

    @Test func aFixableFileNextToAReadOnlyOneIsStillFixed() throws {
        let folder = try TemporaryFolder()
        let locked = try folder.write("a.yaml", try Self.fixture("several.yaml"))
        let open = try folder.write("b.yaml", try Self.fixture("several.yaml"))
        #expect(chmod(locked, 0o444) == 0)
        let run = try Mapc.run(["lint", "--fix", folder.url.path])
        #expect(run.status == 2)
        #expect(run.standardOutput.contains("fixed 14 problems in \(open)"))
        #expect(
            String(decoding: try #require(folder.contents("b.yaml")), as: UTF8.self) == (try Self.fixture("several.fixed.yaml")))
        #expect(String(decoding: try #require(folder.contents("a.yaml")), as: UTF8.self) == (try Self.fixture("several.yaml")))
    }

    @Test func aLinkIsFollowedAndStaysALink() throws {
        let (folder, path) = try Self.copy("several.mapscene")
        let link = folder.url.appendingPathComponent("link.mapscene").path
        #expect(symlink("several.mapscene", link) == 0)
        #expect(try Mapc.run(["lint", "--fix", link]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "several.mapscene")
        #expect(
            String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
                == (try Self.fixture("several.fixed.mapscene")))
    }

    @Test func standardInputCannotBeFixedInPlace() throws {
        let run = try Mapc.run(["lint", "--fix", "-"], standardInput: try Self.fixture("several.yaml"))
        #expect(run.status == 64 || run.status == 2)
        #expect(run.standardError.contains("--fix rewrites files in place; standard input (-) has no file to rewrite"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func withJSONTheFixedCountGoesToStandardErrorAndTheRemainderToJSON() throws {
        let (folder, path) = try Self.copy("ambiguous.yaml")
        defer { withExtendedLifetime(folder) {} }
        let text = try Self.fixture("ambiguous.yaml").replacingOccurrences(of: "distance: 20km", with: "distance: 20 kms")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let run = try Mapc.run(["lint", "--fix", "--format", "json", path])
        #expect(run.status == 1)
        #expect(run.standardError == "fixed 1 problem in \(path)\n")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.map { $0["rule"] as? String } == ["unknown-color"])
        #expect(array[0]["fixes"] == nil, "two suggestions are no fix")
    }

    @Test func jsonCarriesAFixAfterTheOtherFields() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", "mapscene: 1\ntitel: A walk\ncamera: {center: [1, 2], distance: 1km}\n")
        let run = try Mapc.run(["lint", "--format", "json", path])
        #expect(run.status == 1)
        #expect(
            run.standardOutput == """
                [
                  {
                    "path": "\(path)",
                    "line": 2,
                    "column": 1,
                    "endLine": 2,
                    "endColumn": 6,
                    "severity": "error",
                    "rule": "unknown-key",
                    "message": "unknown key 'titel' in the scene; did you mean 'title'?",
                    "fixes": [
                      {
                        "message": "replace 'titel' with 'title'",
                        "edits": [
                          {
                            "line": 2,
                            "column": 1,
                            "endLine": 2,
                            "endColumn": 6,
                            "replacement": "title"
                          }
                        ]
                      }
                    ]
                  }
                ]
                """)
    }
}
