import Foundation
import Testing

@testable import MapScene
@testable import MapSceneRenderList
@testable import MapSceneSVG
@testable import MapSceneTerminal

/// Golden files of a small raster scene — four tiles of one color each, flat and pitched — at
/// every stage: the render list, the SVG and the terminal's command stream and drawing.
@Suite struct GroundImageGoldenTests {
    static func list(pitch: Double = 0, heading: Double = 0) throws -> RenderList {
        RasterScenes.compile(try RasterScenes.scene(RasterScenes.yaml(pitch: pitch, heading: heading))).list
    }

    @Test func renderListAndSVGMatchGolden() throws {
        let flat = try Self.list()
        Golden.assertMatches(flat.canonicalJSON(), file: "renderlist/raster-tiles.json")
        Golden.assertMatches(SVGBackend.render(flat), file: "svg/raster-tiles.svg")
        let pitched = try Self.list(pitch: 50, heading: 20)
        Golden.assertMatches(pitched.canonicalJSON(), file: "renderlist/raster-tiles-pitched.json")
        Golden.assertMatches(SVGBackend.render(pitched), file: "svg/raster-tiles-pitched.svg")
    }

    @Test func terminalMatchesGolden() throws {
        let stream = TermLowering.lower(try Self.list(pitch: 50, heading: 20), size: TermSize(columns: 60, rows: 24))
        Golden.assertMatches(TermCommandWriter.text(stream), file: "term/commands/raster-tiles-pitched.term")
        Golden.assertMatches(
            TerminalBackend.draw(stream, mode: .halfblock, colors: .truecolor),
            file: "term/color/raster-tiles-pitched-halfblock-truecolor.ans")
        Golden.assertMatches(
            TerminalBackend.draw(stream, mode: .braille, colors: .ansi256),
            file: "term/color/raster-tiles-pitched-braille-256.ans")
    }
}
