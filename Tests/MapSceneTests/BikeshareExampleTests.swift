import Testing

@testable import MapScene
@testable import MapSceneSVG

/// `Examples/bikeshare.yaml`: images embedded from files beside the scene, markers with glyphs, a
/// dot and a dark canvas.
@Suite struct BikeshareExampleTests {
    @Test func itsImagesAreEmbeddedWithTheirSniffedTypes() throws {
        let list = try #require(try Examples.compile("bikeshare").renderList)
        #expect(list.images["images/bike.svg"]?.mediaType == "image/svg+xml")
        #expect(list.images["images/ferry.png"]?.mediaType == "image/png")
        let svg = SVGBackend.render(list)
        #expect(svg.contains(#"<image href="data:image/svg+xml;base64,"#))
        #expect(svg.contains(#"<image href="data:image/png;base64,"#))
    }

    @Test func itIsDarkWithoutAMediaQuery() throws {
        let list = try #require(try Examples.compile("bikeshare").renderList)
        #expect(list.canvas.theme == .dark)
        let svg = SVGBackend.render(list)
        #expect(!svg.contains("prefers-color-scheme"))
        // The title ink, which the compiler gives in the light theme's color, is drawn light.
        let document = try #require(SVGDocument(svg))
        let trail = try #require(document.classes(ofItem: "trail.title").first)
        #expect(document.rules[trail]?.hasPrefix("fill:#e5e5ea;stroke:#1c1c1e") == true)
    }

    @Test func itHasMarkersWithGlyphsAndADot() throws {
        let list = try #require(try Examples.compile("bikeshare").renderList)
        let shapes = list.items.filter { $0.layer == .annotations }.map(\.shape)
        #expect(shapes.contains(.marker(at: try #require(list.items.first { $0.id == "parking" }?.anchor), glyph: "P")))
        #expect(shapes.contains { if case .dot = $0 { true } else { false } })
        #expect(PinProbe.probes(for: list).map(\.id).sorted() == ["cafe", "here", "parking"])
    }
}
