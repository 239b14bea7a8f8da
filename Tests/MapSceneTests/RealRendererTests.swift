import Foundation
import Testing

@testable import MapScene
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneRenderList
@testable import MapSceneSVG

/// Every example drawn by real renderers — librsvg and headless Chromium — shows each pin,
/// marker and dot in its color at the place the render list puts it, at one CSS pixel per
/// canvas point whatever the canvas's scale: the map fills a window of its canvas size.
/// Skipped when a renderer is not installed; `.ci/run` installs both.
@Suite(.serialized) struct RealRendererTests {
    /// The largest difference allowed in each channel: renderers blend edges, not interiors.
    static let tolerance = 12

    static func color(_ pixel: (r: Int, g: Int, b: Int, a: Int)) -> Color {
        Color(red: UInt8(pixel.r), green: UInt8(pixel.g), blue: UInt8(pixel.b))
    }

    static func matches(_ pixel: (r: Int, g: Int, b: Int, a: Int), _ color: Color) -> Bool {
        abs(pixel.r - Int(color.red)) <= tolerance && abs(pixel.g - Int(color.green)) <= tolerance
            && abs(pixel.b - Int(color.blue)) <= tolerance
    }

    /// Checks every probe of `list` in `image`, whose copy of the map starts at `origin` pixels,
    /// one pixel per canvas point.
    static func checkPins(
        of list: RenderList, in image: PNGImage, origin: (x: Int, y: Int) = (0, 0), renderer: String, example: String
    ) {
        for probe in PinProbe.probes(for: list) {
            for point in probe.points {
                let x = origin.x + Int(point.x), y = origin.y + Int(point.y)
                let pixel = image[x, y]
                #expect(
                    matches(pixel, probe.color),
                    "\(renderer): \(example) \(probe.id) at \(point.x),\(point.y) is \(pixel), not \(probe.color.hexRGB)")
            }
        }
    }

    /// The examples, compiled.
    static func examples() throws -> [(name: String, list: RenderList, svg: String)] {
        try Examples.names.map { name in
            let list = try #require(try Examples.compile(name).renderList)
            return (name, list, SVGBackend.render(list))
        }
    }

    @Test func theExamplesHavePinsToCheck() throws {
        let probes = try Self.examples().flatMap { PinProbe.probes(for: $0.list) }
        #expect(probes.count >= 5)
    }

    @Test(.enabled(if: Renderers.hasRsvgConvert), arguments: Examples.names)
    func rsvgDrawsEveryPinInItsColor(name: String) throws {
        let list = try #require(try Examples.compile(name).renderList)
        let image = try Renderers.rsvg(SVGBackend.render(list))
        #expect(image.width == Int(list.canvas.width))
        #expect(image.height == Int(list.canvas.height))
        Self.checkPins(of: list, in: image, renderer: "rsvg-convert", example: name)
    }

    /// All examples inline in one HTML page, one below the other: their style sheets share the
    /// page, so this also checks that the scoped class names keep them apart.
    static func page(_ examples: [(name: String, list: RenderList, svg: String)]) -> (
        html: String, origins: [Int], width: Int, height: Int
    ) {
        var html =
            "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><style>html,body{margin:0;background:#ff00ff}</style></head><body>\n"
        var origins: [Int] = []
        var y = 0, width = 0
        for example in examples {
            let w = Int(example.list.canvas.width)
            let h = Int(example.list.canvas.height)
            origins.append(y)
            html += "<div style=\"position:absolute;left:0;top:\(y)px;width:\(w)px;height:\(h)px\">\n\(example.svg)</div>\n"
            y += h
            width = max(width, w)
        }
        return (html + "</body></html>\n", origins, width, y)
    }

    @Test(.enabled(if: Renderers.hasChromium))
    func chromiumDrawsEveryPinInItsColorAndTurnsLightMapsDarkWhenAsked() throws {
        let examples = try Self.examples()
        let page = Self.page(examples)
        let light = try Renderers.chromium(page.html, name: "examples.html", width: page.width, height: page.height)
        let dark = try Renderers.chromium(page.html, name: "examples.html", width: page.width, height: page.height, dark: true)
        for (example, top) in zip(examples, page.origins) {
            Self.checkPins(of: example.list, in: light, origin: (0, top), renderer: "chromium", example: example.name)
            Self.checkPins(of: example.list, in: dark, origin: (0, top), renderer: "chromium, dark", example: example.name)
            // On a light map the corner's color is one of the map's own, and the dark page shows
            // its swap; a dark map stays as it is.
            guard example.list.canvas.theme == .light else {
                #expect(Self.matches(dark[2, top + 2], Self.color(light[2, top + 2])), "\(example.name): a dark map changed")
                continue
            }
            // Raster tiles are pictures: the dark page shows them as they are.
            guard !Self.groundImageCovers(CanvasPoint(x: 2, y: 2), in: example.list) else { continue }
            // A MapLibre style is a look the author chose: the dark page shows its colors as they are.
            if try Self.isStyled(example.name) {
                #expect(Self.matches(dark[2, top + 2], Self.color(light[2, top + 2])), "\(example.name): a style's color changed")
                continue
            }
            let corner = light[2, top + 2]
            let color = try #require(
                example.list.darkColors.first { Self.matches(corner, $0.light) },
                "\(example.name): corner \(corner) is no map color")
            #expect(
                Self.matches(dark[2, top + 2], color.dark),
                "\(example.name): dark corner is \(dark[2, top + 2]), not \(color.dark.hexRGB)")
        }
    }

    @Test(.enabled(if: Renderers.hasChromium))
    func chromiumDrawsAnSVGFileOnItsOwn() throws {
        let list = try #require(try Examples.compile("tepusquet").renderList)
        #expect(list.canvas.scale == 2)
        let (w, h) = (Int(list.canvas.width), Int(list.canvas.height))
        let image = try Renderers.chromium(SVGBackend.render(list), name: "map.svg", width: w, height: h)
        Self.checkPins(of: list, in: image, renderer: "chromium", example: "tepusquet.svg")
    }

    /// Whether one of the list's ground images (raster tiles) covers `point` of the canvas.
    /// Whether the example draws its tiles in a MapLibre style.
    static func isStyled(_ name: String) throws -> Bool {
        String(decoding: try Examples.source(name, syntax: .yaml).bytes, as: UTF8.self).contains("style: styles/")
    }

    static func groundImageCovers(_ point: CanvasPoint, in list: RenderList) -> Bool {
        list.items.contains { item in
            guard case .groundImage(let ground) = item.shape, let bounds = CanvasRect.bounding(ground.corners) else {
                return false
            }
            return (bounds.x...bounds.maxX).contains(point.x) && (bounds.y...bounds.maxY).contains(point.y)
        }
    }
}
