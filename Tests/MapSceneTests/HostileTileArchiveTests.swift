import Foundation
import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneResolve

/// PMTiles archives of a few kilobytes made to take all memory or time: `mapc compile` and `lint`
/// end within the hostile-input deadline under its memory cap, with a located error or a warning
/// that names what was left out.
@Suite struct HostileTileArchiveTests {
    /// Runs `mapc` on `scene.yaml` beside `archive.pmtiles` in a fresh folder (`lint` prints its
    /// findings on standard output, `compile` on standard error).
    private func run(_ command: String, archive: [UInt8]) throws -> BoundedRun {
        let folder = try ScratchFolder()
        try folder.write("archive.pmtiles", archive)
        try folder.write("scene.yaml", HostileTileArchives.scene(basemap: "archive.pmtiles"))
        let arguments = command == "compile" ? ["compile", "scene.yaml", "-o", "map.svg"] : ["lint", "scene.yaml"]
        return try BoundedProcess.run(arguments, in: folder.url)
    }

    @Test(arguments: ["compile", "lint"])
    func leafDirectoriesOfMillionsOfEntriesAreRefused(command: String) throws {
        // 64 leaves, each inflating to 32 MB: 8 million entries, 268 MB decoded.
        let result = try run(command, archive: HostileTileArchives.manyLargeLeaves(64, entries: 8_000_000))
        #expect(result.status == 1, "\(result.summary)")
        #expect(result.output.contains("scene.yaml:5:21: error:"), "\(result.summary)")
        #expect(
            result.output.contains("it has 8000000 entries, more than the 1048576 mapc reads in one directory"),
            "\(result.summary)")
    }

    @Test func leavesAtTheEntryLimitAreDecodedWithinTheCacheBytes() throws {
        // 64 leaves of 1,048,576 entries, 32 MiB each decoded: the view reads one per tile.
        let result = try run("compile", archive: HostileTileArchives.manyLargeLeaves(64, entries: 1 << 20))
        #expect(result.status == 0, "\(result.summary)")
    }

    @Test(arguments: ["compile", "lint"])
    func aTileOfAMillionFeaturesSharedByEveryTileIsDecodedOnceAndCutAtTheBudget(command: String) throws {
        let result = try run(command, archive: HostileTileArchives.oneSharedTile(triangles: 1_000_000))
        #expect(result.status == 0, "\(result.summary)")
        #expect(
            result.output.contains(
                "scene.yaml:5:21: warning: 9 of 9 tiles of 'archive.pmtiles' are left out: a drawing holds at most 1000000 features of vector tiles [tile-budget]"
            ), "\(result.summary)")
    }

    @Test func theBudgetTakesADecodedTileAndGivesItBackAfterItsLastUse() throws {
        var budget = DrawingBudget(tileBytes: 1000, features: 10, vertices: 100)
        #expect(budget.take(.init(tileBytes: 600, features: 4, vertices: 40)) == nil)
        #expect(budget.take(.init(tileBytes: 600, features: 1, vertices: 1)) == "0 MiB of decompressed tiles")
        #expect(budget.take(.init(features: 7)) == "10 features")
        #expect(budget.take(.init(vertices: 61)) == "100 vertices")
        #expect(budget.left == .init(tileBytes: 400, features: 6, vertices: 60))
        budget.giveBack(.init(tileBytes: 600, features: 4, vertices: 40))
        #expect(budget.left == .init(tileBytes: 1000, features: 10, vertices: 100))
        let narrowed = budget.narrowing(.default)
        #expect(narrowed.features == 10 && narrowed.points == 100 && narrowed.layers == VectorTileLimits.default.layers)
    }
}
