import Foundation
import Testing

/// The command line's behaviour: exit codes, where output goes, and that failures write nothing.
@Suite struct CLITests {
    @Test func compileWritesTheSVGBesideTheInput() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", pinScene)
        let run = try Mapc.run(["compile", path])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let svg = String(decoding: try #require(folder.contents("scene.svg")), as: UTF8.self)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("<title"))
    }

    @Test func compileWritesToStandardOutputWithDash() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", pinScene)
        let run = try Mapc.run(["compile", path, "-o", "-"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("<svg"))
        #expect(folder.names() == ["scene.yaml"])
    }

    @Test func compileWritesTheRenderListAsJSON() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", pinScene)
        let run = try Mapc.run(["compile", path, "--target", "renderlist", "-o", "-"])
        #expect(run.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        #expect((json?["items"] as? [Any])?.isEmpty == false)
    }

    @Test func anInvalidSceneExitsOneWithALocatedErrorAndCreatesNothing() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", outOfRangeScene)
        let run = try Mapc.run(["compile", path])
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("\(path):2:19: error: latitude 95 is outside -90...90 [latitude-range]\n"))
        #expect(folder.names() == ["scene.yaml"])
    }

    @Test func aFailedCompileLeavesAnExistingOutputByteIdentical() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", outOfRangeScene)
        let old = "<svg>an earlier picture</svg>\n"
        try folder.write("scene.svg", old)
        let run = try Mapc.run(["compile", path])
        #expect(run.status == 1)
        #expect(folder.contents("scene.svg") == Data(old.utf8))
        let explicit = try Mapc.run(["compile", path, "-o", folder.url.appendingPathComponent("scene.svg").path])
        #expect(explicit.status == 1)
        #expect(folder.contents("scene.svg") == Data(old.utf8))
        #expect(folder.names() == ["scene.svg", "scene.yaml"])
    }

    @Test func aSyntaxErrorExitsOneAtItsPosition() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", "mapscene: 1\ncamera: [center\n")
        let run = try Mapc.run(["compile", path])
        #expect(run.status == 1)
        #expect(run.standardError.contains("\(path):3:1: error:"))
        #expect(run.standardError.contains("[yaml-syntax]"))
    }

    @Test func aMissingFileIsAnIOErrorWithExitTwo() throws {
        let folder = try TemporaryFolder()
        let run = try Mapc.run(["compile", folder.url.appendingPathComponent("nope.yaml").path])
        #expect(run.status == 2)
        #expect(run.standardError.contains("cannot read"))
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try Mapc.run(["compile", "--no-such-option", "x.yaml"]).status == 2)
        #expect(try Mapc.run(["compile"]).status == 2)
        #expect(try Mapc.run(["compile", "a.yaml", "b.yaml", "-o", "out.svg"]).status == 2)
        #expect(try Mapc.run(["frobnicate"]).status == 2)
    }

    @Test func anUnwritableOutputIsAnIOErrorWithExitTwo() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", pinScene)
        let run = try Mapc.run(["compile", path, "-o", folder.url.appendingPathComponent("missing-folder/out.svg").path])
        #expect(run.status == 2)
        #expect(run.standardError.contains("cannot write"))
    }

    @Test func lintIsQuietAndExitsZeroOnAValidScene() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", widePinScene)
        let run = try Mapc.run(["lint", path])
        #expect(run.status == 0)
        #expect(run.standardOutput.isEmpty)
        #expect(folder.names() == ["scene.yaml"])
    }

    @Test func lintPrintsEveryErrorWithACaret() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", outOfRangeScene)
        let run = try Mapc.run(["lint", path])
        #expect(run.status == 1)
        #expect(
            run.standardOutput == """
                \(path):2:19: error: latitude 95 is outside -90...90 [latitude-range]
                camera: {center: [95, -120.2], distance: 1200m}
                                  ^~

                """)
    }

    @Test func lintPrintsJSON() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", outOfRangeScene)
        let run = try Mapc.run(["lint", "--format", "json", path])
        #expect(run.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.count == 1)
        #expect(array[0]["path"] as? String == path)
        #expect(array[0]["line"] as? Int == 2)
        #expect(array[0]["column"] as? Int == 19)
        #expect(array[0]["endLine"] as? Int == 2)
        #expect(array[0]["endColumn"] as? Int == 21)
        #expect(array[0]["severity"] as? String == "error")
        #expect(array[0]["rule"] as? String == "latitude-range")
        #expect(array[0]["message"] as? String == "latitude 95 is outside -90...90")
    }

    @Test func lintStrictCountsWarningsAsErrors() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "scene.yaml",
            """
            mapscene: 1
            camera: {center: [1, 2], distance: 1km}
            overlays:
              - {circle: {center: [1, 2], radius: 10m}, geodesic: true}

            """)
        #expect(try Mapc.run(["lint", path]).status == 0)
        #expect(try Mapc.run(["lint", "--strict", path]).status == 1)
    }

    @Test func lintReportsEachFileAndTheWorstExitCode() throws {
        let folder = try TemporaryFolder()
        let good = try folder.write("good.yaml", pinScene)
        let bad = try folder.write("bad.yaml", outOfRangeScene)
        let run = try Mapc.run(["lint", good, bad, folder.url.appendingPathComponent("missing.yaml").path])
        #expect(run.status == 2)
        #expect(run.standardOutput.contains("\(bad):2:19: error:"))
    }

    @Test func colorIsNeverWrittenWithNoColor() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", outOfRangeScene)
        let run = try Mapc.run(["lint", path])
        #expect(!run.standardOutput.contains("\u{1B}"))
    }
}

/// `mapc inspect camera`.
@Suite struct InspectCameraTests {
    @Test func printsTheResolvedCameraAsJSON() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "scene.yaml",
            "mapscene: 1\ncanvas: {width: 800, height: 600}\ncamera: {center: [34.924365, -120.217372], distance: 1200m}\n")
        let run = try Mapc.run(["inspect", "camera", path])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(
            Set(json.keys) == [
                "center", "span", "mapRect", "zoomLevel", "metersPerPoint", "altitude", "pitch", "heading", "canvas",
            ])
        let metersPerPoint = try #require(json["metersPerPoint"] as? Double)
        #expect(abs(metersPerPoint - 2) < 1e-9)
        let center = try #require(json["center"] as? [String: Double])
        #expect(abs(center["latitude"]! - 34.924365) < 1e-9)
        #expect(abs(center["longitude"]! + 120.217372) < 1e-9)
    }

    @Test func anInvalidSceneExitsOne() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", "mapscene: 1\ncamera: {center: [95, 0], distance: 1km}\n")
        let run = try Mapc.run(["inspect", "camera", path])
        #expect(run.status == 1)
        #expect(run.standardError.contains(":2:19: error:"))
    }
}
