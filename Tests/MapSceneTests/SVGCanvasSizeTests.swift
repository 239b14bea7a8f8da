import Testing

@testable import MapScene
@testable import MapSceneCompile
@testable import MapSceneSVG

/// A canvas's scale is pixel density, as in MapKit's snapshotter: the SVG is the canvas's width
/// and height in CSS pixels whatever the scale, and the scale stays in the render list, where it
/// picks raster resolution.
@Suite struct SVGCanvasSizeTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func theSVGIsTheCanvasSizeInCSSPixelsAtEveryScale(_ scale: Double) throws {
        let scene = try #require(
            decode(
                "mapscene: 1\ncanvas: {width: 800, height: 600, scale: \(Int(scale))}\ncamera: {center: [0, 0], distance: 1km}\n"
            ).scene)
        let list = SceneCompiler.compile(scene).renderList
        #expect(list.canvas.scale == scale)
        let svg = SVGBackend.render(list)
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600""#))
    }

    @Test func anExampleAtTwiceTheDensityKeepsItsSize() throws {
        let list = try #require(try Examples.compile("tepusquet").renderList)
        #expect(list.canvas.scale == 2)
        let root = try #require(SVGBackend.render(list).split(separator: "\n").first)
        #expect(root.contains(#" width="800" height="600" viewBox="0 0 800 600""#))
    }
}
