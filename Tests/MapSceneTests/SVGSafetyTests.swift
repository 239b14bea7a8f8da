import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapScenePipeline
@testable import MapSceneSVG

/// Nothing a scene says can add an element, an attribute or a script to the SVG: every string is
/// escaped, characters XML forbids are removed, and the document holds only what mapc writes.
@Suite struct SVGSafetyTests {
    /// Every element mapc writes.
    static let elements: Set<String> = [
        "svg", "title", "desc", "style", "defs", "filter", "feGaussianBlur", "linearGradient", "stop",
        "g", "rect", "path", "circle", "ellipse", "text", "image", "use", "clipPath", "symbol",
    ]
    /// Every attribute mapc writes.
    static let attributes: Set<String> = [
        "xmlns", "width", "height", "viewBox", "role", "aria-labelledby", "aria-label", "id", "class", "data-id", "data-layer",
        "x", "y", "rx", "ry", "cx", "cy", "r", "d", "transform", "filter", "href", "stdDeviation",
        "x1", "y1", "x2", "y2", "offset", "stop-color", "stop-opacity", "clip-path", "preserveAspectRatio", "image-rendering",
        "overflow",
    ]

    /// Markup, a CDATA end, quotes, ampersands, entities and control characters (YAML escapes).
    static let evil = #"<script>alert('1')</script>]]><!--\"q\"&amp;&#x3c;\x01\x1b[31m\u0085\x7f\uFFFE"#
    /// Markup without white space or control characters, as an id must be (the render-list tests
    /// cover control characters in ids).
    static let evilID = #"<svg/onload=alert(1)>]]>\"'&lt;&"#

    static let hostileScene = """
        mapscene: 1
        title: "\(evil)"
        description: "\(evil) </desc><script>alert(2)</script>"
        camera: {center: [34.924365, -120.217372], distance: 1200m}
        annotations:
          - id: "\(evilID)"
            coordinate: [34.923964, -120.219558]
            title: "\(evil)"
            subtitle: "\(evil)"
            pin: green
            callout: {shown: true, right: info}
          - id: "\(evilID)2"
            coordinate: [34.9250, -120.2180]
            title: "\(evil)"
            marker: {glyph: "\(evil)", color: purple}
        overlays:
          - id: "\(evilID)3"
            circle: {center: [34.9239, -120.2195], radius: 100m}
            title: "\(evil)"
        decorations: {scale: true}

        """

    @Test func aHostileSceneYieldsOnlyWhatMapcWrites() throws {
        let result = Pipeline.compile(SourceFile(path: "evil.yaml", text: Self.hostileScene), directory: ".")
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.message))")
        let list = try #require(result.renderList)
        #expect(list.title?.contains("<script>") == true)
        let svg = SVGBackend.render(list)
        let document = try #require(SVGDocument(svg), "the SVG does not parse")
        #expect(document.elementNames.isSubset(of: Self.elements), "\(document.elementNames.subtracting(Self.elements))")
        #expect(document.attributeNames.isSubset(of: Self.attributes), "\(document.attributeNames.subtracting(Self.attributes))")
        #expect(document.elements.filter { $0.name == "svg" }.count == 1)
        #expect(document.elements.filter { $0.name == "style" }.count == 1)

        // The strings arrive as text, whole, without the characters XML forbids.
        let clean = #"<script>alert('1')</script>]]><!--"q"&amp;&#x3c;[31m"#
        #expect(document.elements.first { $0.name == "title" }?.text == clean)
        #expect(document.elements.first { $0.name == "desc" }?.text == clean + " </desc><script>alert(2)</script>")
        #expect(document.elements.contains { $0.attributes["data-id"] == #"<svg/onload=alert(1)>]]>"'&lt;&"# })
        #expect(document.elements.contains { $0.name == "text" && $0.text == clean })
        // The style sheet holds rules only.
        let style = try #require(document.elements.first { $0.name == "style" }).text
        #expect(!style.contains("script") && !style.contains("alert"))

        #expect(
            !svg.unicodeScalars.contains {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0xFFFE
            })
        if let problems = try XMLLint.problems(in: svg) { #expect(problems.isEmpty, "\(problems)") }
    }

    @Test(arguments: Examples.names)
    func examplesUseOnlyWhatMapcWrites(name: String) throws {
        let list = try #require(try Examples.compile(name).renderList)
        let document = try #require(SVGDocument(SVGBackend.render(list)))
        #expect(document.elementNames.isSubset(of: Self.elements))
        #expect(document.attributeNames.isSubset(of: Self.attributes))
        // Images are embedded; a raster tile drawn in several pieces is embedded once and used by id.
        let ids = Set(document.elements.compactMap { $0.attributes["id"] })
        for element in document.elements {
            guard let href = element.attributes["href"] else { continue }
            if href.hasPrefix("#") {
                #expect(element.name == "use" && ids.contains(String(href.dropFirst())), "\(href)")
            } else {
                #expect(href.hasPrefix("data:image/"), "\(href.prefix(40))")
            }
        }
    }
}
