import Foundation
import Testing

/// `lint`, `compile` and `inspect camera` read a scene's data files the same way: the same
/// diagnostics, and a camera fitted to what the files hold.
@Suite struct DataFileCommandTests {
    /// A scene whose polyline is read from `route.csv`, fitted to everything.
    static let fromFile = """
        mapscene: 1
        canvas: {width: 600, height: 400}
        camera: {fit: all, padding: 10}
        overlays:
          - {id: route, polyline: {source: route.csv}}

        """

    /// The same scene with the file's points written inline.
    static let inline = """
        mapscene: 1
        canvas: {width: 600, height: 400}
        camera: {fit: all, padding: 10}
        overlays:
          - {id: route, polyline: [[37.7955, -122.3937], [37.8003, -122.4012], [37.8086, -122.4098]]}

        """

    @Test func inspectFitsTheCameraToTheFileAsToTheSameCoordinatesWrittenInline() throws {
        let folder = try TemporaryFolder()
        try folder.write("route.csv", "37.7955,-122.3937\n37.8003,-122.4012\n37.8086,-122.4098\n")
        let fromFile = try Mapc.run(["inspect", "camera", try folder.write("file.yaml", Self.fromFile)])
        let inline = try Mapc.run(["inspect", "camera", try folder.write("inline.yaml", Self.inline)])
        #expect(fromFile.status == 0, "\(fromFile.standardError)")
        #expect(fromFile.standardOutput == inline.standardOutput)
        let compiled = try Mapc.run(["compile", "file.yaml", "-o", "-"], in: folder.url)
        let compiledInline = try Mapc.run(["compile", "inline.yaml", "-o", "-"], in: folder.url)
        #expect(compiled.status == 0)
        #expect(
            compiled.standardOutput.replacingOccurrences(of: "file.yaml", with: "x")
                == compiledInline.standardOutput.replacingOccurrences(of: "inline.yaml", with: "x"))
    }

    @Test func lintCompileAndInspectSayTheSameAboutABrokenFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("route.csv", "37.7955,-122.3937\n37.8003,west\n")
        let path = try folder.write("scene.yaml", Self.fromFile)
        let lint = try Mapc.run(["lint", path])
        let compile = try Mapc.run(["compile", path, "-o", folder.url.appendingPathComponent("out.svg").path])
        let inspect = try Mapc.run(["inspect", "camera", path])
        #expect([lint.status, compile.status, inspect.status] == [1, 1, 1])
        // The reader's words are its own; the three commands print the same ones, at the source.
        let said = lint.standardOutput
        #expect(said.contains("scene.yaml:5:36:") && said.contains("route.csv") && said.contains("error:"), "\(said)")
        #expect(compile.standardError == said)
        #expect(inspect.standardError == said)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out.svg").path))
    }

    @Test func inspectAllowsOutsidePathsWhenAsked() throws {
        let folder = try TemporaryFolder()
        try folder.write("route.csv", "37.7955,-122.3937\n37.8003,-122.4012\n")
        let scene = try folder.write(
            "maps/scene.yaml", Self.fromFile.replacingOccurrences(of: "source: route.csv", with: "source: ../route.csv"))
        #expect(try Mapc.run(["inspect", "camera", scene]).status == 1)
        let allowed = try Mapc.run(["inspect", "camera", "--allow-outside-paths", scene])
        #expect(allowed.status == 0, "\(allowed.standardError)")
    }
}
