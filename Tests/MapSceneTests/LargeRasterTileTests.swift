import Foundation
import TestSupport
import Testing

@testable import MapScene

/// Raster tiles of 4096 × 4096 pixels, 64 MiB each when decoded, in the terminal: `mapc` decodes
/// them one at a time and no more pixels than one drawing decodes, so 64 of them end within the
/// hostile-input deadline under its memory cap, the tiles past the budget drawn in their
/// stand-in color with a warning at their source.
@Suite struct LargeRasterTileTests {
    @Test(arguments: [("folder", "compile"), ("mbtiles", "compile"), ("mbtiles", "preview")])
    func sixtyFourTilesOf64MiBAreDrawnWithinTheCap(_ kind: String, _ command: String) throws {
        let folder = try ScratchFolder()
        let basemap: String
        if kind == "folder" {
            try LargeRasterTiles.writeFolder(in: folder)
            basemap = "tiles/{z}/{x}/{y}.png"
        } else {
            try LargeRasterTiles.writeMBTiles(to: folder.path + "/large.mbtiles")
            basemap = "large.mbtiles"
        }
        try folder.write("scene.yaml", LargeRasterTiles.scene(basemap: basemap))
        let drawing = ["--size", "80x24", "--color", "always"]
        let arguments =
            (command == "compile" ? ["compile", "scene.yaml", "--target", "term", "-o", "-"] : ["preview", "scene.yaml"])
            + drawing
        let run = try BoundedProcess.run(arguments, in: folder.url, environment: ["COLORTERM": "truecolor"])
        #expect(run.status == 0, "\(run.summary)")
        let color = LargeRasterTiles.color
        #expect(run.standardOutput.contains("48;2;\(color.red);\(color.green);\(color.blue)m"))
        #expect(
            run.standardError.hasPrefix(
                """
                scene.yaml:3:42: warning: 56 raster tiles, the first 'basemap.0.12/2044/1359', are drawn in the color standing in for them: \
                decoding them would take the terminal drawing past 128 Mpx, the most it decodes [term-tile-pixels]

                """), "\(run.summary)")
    }
}
