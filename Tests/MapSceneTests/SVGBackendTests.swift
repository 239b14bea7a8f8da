import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneRenderList
@testable import MapSceneSVG

@Suite struct SVGBackendTests {
    static func p(_ x: Double, _ y: Double) -> CanvasPoint { CanvasPoint(x: x, y: y) }

    static func color(_ hex: UInt32, _ alpha: Double = 1) -> Color {
        Color(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
    }

    /// One item of every shape, in every layer that has one, as the compiler would lay them out.
    static let sample = RenderList(
        canvas: RenderCanvas(width: 400, height: 300, scale: 2),
        title: "Tepusquet dirt biking",
        description: "Where to park & what to see.",
        items: [
            RenderItem(
                id: "background", layer: .background,
                shape: .rect(CanvasRect(x: 0, y: 0, width: 400, height: 300)),
                style: RenderStyle(fill: color(0xF4F1EA))),
            RenderItem(
                id: "lake", layer: .base,
                shape: .polygon(rings: [
                    [p(20, 200), p(150, 180), p(170, 280), p(30, 290)],
                    [p(70, 230), p(110, 225), p(100, 260)],
                ]),
                style: RenderStyle(stroke: color(0x8BB8E0), fill: color(0xAAD3F5))),
            RenderItem(
                id: "road", layer: .roads,
                shape: .polyline(parts: [[p(0, 150), p(120, 140), p(260, 160), p(400, 120)]]),
                style: RenderStyle(stroke: color(0xFFFFFF), strokeWidth: 6, lineCap: .round, lineJoin: .round)),
            RenderItem(
                id: "trail", layer: .aboveRoads,
                shape: .polyline(parts: [[p(60, 60), p(140, 90), p(200, 70)], [p(230, 80), p(330, 40)]]),
                style: RenderStyle(stroke: color(0xDD3333), strokeWidth: 3, dash: [6, 4], lineCap: .round, lineJoin: .round)),
            RenderItem(
                id: "town", layer: .labels,
                shape: .text("Tepusquet", at: p(320, 100), size: 13, weight: .bold),
                style: RenderStyle(fill: color(0x333333))),
            RenderItem(
                id: "ring", layer: .aboveLabels,
                shape: .dot(center: p(120, 110), radius: 40),
                style: RenderStyle(stroke: color(0x007AFF), strokeWidth: 2, fill: color(0x007AFF, 0.15))),
            RenderItem(
                id: "park", layer: .annotations, shape: .pin(tip: p(120, 110)),
                style: RenderStyle(fill: color(0x34C759)), anchor: p(120, 110), label: "Park here"),
            RenderItem(
                id: "cafe", layer: .annotations, shape: .marker(at: p(250, 200), glyph: "P"),
                style: RenderStyle(fill: color(0xFF9500)), anchor: p(250, 200), label: "Parking"),
            RenderItem(
                id: "spring", layer: .annotations, shape: .dot(center: p(330, 180), radius: 5),
                style: RenderStyle(stroke: .white, strokeWidth: 2, fill: color(0x5856D6)), anchor: p(330, 180), label: "Spring"),
            RenderItem(
                id: "bike", layer: .annotations,
                shape: .image(source: "bike.png", frame: CanvasRect(x: 40, y: 100, width: 24, height: 24)),
                anchor: p(52, 112), label: "Bikes"),
            RenderItem(
                id: "park.callout", layer: .callouts,
                shape: .callout(
                    RenderCallout(
                        frame: CanvasRect(x: 50, y: 28, width: 220, height: 50), pointer: p(120, 88),
                        title: "Park here", subtitle: "Fun awaits down the road!",
                        left: .image(source: "bike.png"), right: .detailDisclosure)),
                anchor: p(120, 110), label: "Park here"),
            RenderItem(
                id: "cafe.callout", layer: .callouts,
                shape: .callout(
                    RenderCallout(
                        frame: CanvasRect(x: 200, y: 212, width: 150, height: 40), pointer: p(250, 202),
                        title: "Parking", subtitle: nil, left: nil, right: .info)),
                anchor: p(250, 200), label: "Parking"),
            RenderItem(
                id: "attribution", layer: .decorations,
                shape: .text("© OpenStreetMap", at: p(350, 292), size: 9, weight: .regular),
                style: RenderStyle(fill: color(0x555555), opacity: 0.8)),
        ])

    @Test func sampleMatchesGolden() {
        Golden.assertMatches(SVGBackend.render(Self.sample), file: "svg/sample.svg")
    }

    @Test func sampleIsWellFormed() throws {
        let svg = SVGBackend.render(Self.sample)
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg == SVGBackend.render(Self.sample))
        if let problems = try XMLLint.problems(in: svg) {
            #expect(problems == "")
        }
    }

    @Test func darkThemeIsWellFormed() throws {
        var list = Self.sample
        list.canvas.theme = .dark
        list.items[0].style.fill = Self.color(0x242426)
        let svg = SVGBackend.render(list)
        #expect(svg.contains("{fill:#2c2c2e;stroke:#ffffff;stroke-opacity:0.18;"))
        #expect(!svg.contains("prefers-color-scheme"))
        if let problems = try XMLLint.problems(in: svg) {
            #expect(problems == "")
        }
    }

    @Test func root() throws {
        let svg = SVGBackend.render(Self.sample)
        let scope: String? = try #require(SVGDocument(svg)).scope
        #expect(
            svg.hasPrefix(
                """
                <svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-labelledby="\(scope ?? "")-title \(scope ?? "")-desc">
                  <title id="\(scope ?? "")-title">Tepusquet dirt biking</title>
                  <desc id="\(scope ?? "")-desc">Where to park &amp; what to see.</desc>
                  <style>
                    .\(scope ?? "")-0{fill:#f4f1ea}
                """))
        let bare = SVGBackend.render(RenderList(canvas: RenderCanvas(width: 10.5, height: 20, scale: 3)))
        #expect(
            bare == """
                <svg xmlns="http://www.w3.org/2000/svg" width="10.5" height="20" viewBox="0 0 10.5 20" role="img">
                </svg>

                """)
    }

    @Test func layersInDrawOrderItemsInListOrder() {
        let list = RenderList(
            canvas: RenderCanvas(width: 10, height: 10, scale: 1),
            items: [
                RenderItem(id: "c", layer: .callouts, shape: .dot(center: Self.p(1, 1), radius: 1)),
                RenderItem(id: "a2", layer: .annotations, shape: .dot(center: Self.p(1, 1), radius: 1)),
                RenderItem(id: "a1", layer: .annotations, shape: .dot(center: Self.p(1, 1), radius: 1)),
                RenderItem(id: "b", layer: .background, shape: .dot(center: Self.p(1, 1), radius: 1)),
            ])
        let svg = SVGBackend.render(list)
        let order = [
            #"data-layer="background""#, "\"b\"", #"data-layer="annotations""#, "\"a2\"", "\"a1\"", #"data-layer="callouts""#,
            "\"c\"",
        ]
        let positions = order.map { svg.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(!svg.contains("roads"))
    }

    @Test func paintIsInClassesOfOneStyleSheet() throws {
        let style = RenderStyle(
            stroke: Self.color(0xFF0000, 0.5), strokeWidth: 2.25, dash: [4, 2.5], lineCap: .square,
            lineJoin: .bevel, fill: Self.color(0x00FF00, 0.125), opacity: 0.5)
        let list = RenderList(
            canvas: RenderCanvas(width: 10, height: 10, scale: 1),
            items: [
                RenderItem(id: "s", layer: .aboveRoads, shape: .rect(CanvasRect(x: 1, y: 2, width: 3, height: 4)), style: style),
                RenderItem(id: "t", layer: .aboveRoads, shape: .polygon(rings: [[Self.p(0, 0), Self.p(1, 0), Self.p(0, 1)]])),
                RenderItem(
                    id: "u", layer: .aboveRoads, shape: .polyline(parts: [[Self.p(0, 0), Self.p(-0.001, 1)]]),
                    style: RenderStyle(stroke: .black, fill: .white)),
                RenderItem(id: "v", layer: .aboveRoads, shape: .rect(CanvasRect(x: 5, y: 5, width: 1, height: 1)), style: style),
            ])
        let svg = SVGBackend.render(list)
        let document = try #require(SVGDocument(svg))
        let s = document.scope
        #expect(
            svg.contains(
                """
                <g data-id="s" class="\(s)-0">
                      <rect x="1" y="2" width="3" height="4" class="\(s)-1"/>
                """))
        #expect(document.rules["\(s)-0"] == "opacity:0.5")
        #expect(
            document.rules["\(s)-1"]
                == "fill:#00ff00;fill-opacity:0.125;stroke:#ff0000;stroke-opacity:0.5;stroke-width:2.25;stroke-dasharray:4 2.5;stroke-linecap:square;stroke-linejoin:bevel"
        )
        #expect(svg.contains(#"<path d="M0 0 L1 0 L0 1 Z" class="\#(s)-2"/>"#))
        #expect(document.rules["\(s)-2"] == "fill:none;fill-rule:evenodd")
        #expect(svg.contains(#"<path d="M0 0 L0 1" class="\#(s)-3"/>"#))
        #expect(document.rules["\(s)-3"] == "fill:none;stroke:#000000;stroke-width:1")
        // The same style is one class.
        #expect(svg.contains(#"<rect x="5" y="5" width="1" height="1" class="\#(s)-1"/>"#))
        #expect(document.usedClasses.isSubset(of: Set(document.rules.keys)))
        #expect(!svg.contains(" fill=\""))
        #expect(!svg.contains(" stroke=\""))
    }

    @Test func theScopeIsAContentHash() throws {
        let first = try #require(SVGDocument(SVGBackend.render(Self.sample)))
        let again = try #require(SVGDocument(SVGBackend.render(Self.sample)))
        #expect(first.scope == again.scope)
        #expect(first.scope.count == 7 && first.scope.hasPrefix("m"))
        var other = Self.sample
        other.items[0].style.fill = Self.color(0x101010)
        #expect(try #require(SVGDocument(SVGBackend.render(other))).scope != first.scope)
        var retitled = Self.sample
        retitled.title = "Another map"
        #expect(try #require(SVGDocument(SVGBackend.render(retitled))).scope != first.scope)
    }

    @Test func aLightMapTurnsDarkWhenTheViewerPrefersIt() throws {
        var list = Self.sample
        list.darkColors = [
            DarkColor(light: Self.color(0xF4F1EA), dark: Self.color(0x1C1C1E)),
            DarkColor(light: Self.color(0x333333), dark: Self.color(0xE5E5EA)),
        ]
        let svg = SVGBackend.render(list)
        let document = try #require(SVGDocument(svg))
        let s = document.scope
        #expect(svg.contains("@media (prefers-color-scheme:dark){"))
        // The background (map-owned) swaps; the overlay ring keeps the scene's color.
        #expect(document.darkRules["\(s)-0"] == "fill:#1c1c1e")
        let ring = try #require(document.classes(ofItem: "ring").first)
        #expect(document.darkRules[ring] == nil)
        // The label turns light, and its halo dark.
        let town = try #require(document.classes(ofItem: "town").first)
        #expect(document.darkRules[town] == "fill:#e5e5ea;stroke:#1c1c1e")
        // Text the swaps leave dark keeps a white halo, so it stays readable.
        let attribution = try #require(document.classes(ofItem: "attribution").last)
        #expect(document.rules[attribution]?.hasPrefix("fill:#555555;stroke:#ffffff;") == true)
        #expect(document.darkRules[attribution] == nil)

        list.canvas.theme = .dark
        let dark = try #require(SVGDocument(SVGBackend.render(list)))
        #expect(dark.rules["\(dark.scope)-0"] == "fill:#1c1c1e")
        #expect(dark.darkRules.isEmpty)
    }

    @Test func gradientsAreDefinedOnceAndFillByClass() throws {
        let gradient = LinearGradient(colors: [Self.color(0xFF0000), Self.color(0x0000FF, 0.5)], angle: 90)
        let style = RenderStyle(stroke: .black, fill: Self.color(0xFF0000), gradient: gradient)
        let list = RenderList(
            canvas: RenderCanvas(width: 10, height: 10, scale: 1),
            items: [
                RenderItem(
                    id: "a", layer: .aboveLabels, shape: .polygon(rings: [[Self.p(0, 0), Self.p(4, 0), Self.p(0, 4)]]),
                    style: style),
                RenderItem(id: "b", layer: .aboveLabels, shape: .dot(center: Self.p(5, 5), radius: 2), style: style),
            ])
        let svg = SVGBackend.render(list)
        let document = try #require(SVGDocument(svg))
        let s = document.scope
        #expect(
            svg.contains(
                """
                  <defs>
                    <linearGradient id="\(s)-g0" x1="0" y1="0.5" x2="1" y2="0.5">
                      <stop offset="0" stop-color="#ff0000"/>
                      <stop offset="1" stop-color="#0000ff" stop-opacity="0.5"/>
                    </linearGradient>
                  </defs>
                """))
        #expect(svg.components(separatedBy: "<linearGradient").count == 2)
        let a = try #require(document.classes(ofItem: "a").first)
        #expect(document.rules[a] == "fill:url(#\(s)-g0);stroke:#000000;stroke-width:1;fill-rule:evenodd")
        if let problems = try XMLLint.problems(in: svg) { #expect(problems == "") }
    }

    @Test func annotationsHaveAccessibleNames() {
        let svg = SVGBackend.render(Self.sample)
        #expect(svg.contains(##"<use data-id="park" role="graphics-symbol" aria-label="Park here" href="#"##))
        #expect(svg.contains(#"<g data-id="park.callout" role="graphics-symbol" aria-label="Park here">"#))
        #expect(svg.contains(#"<g data-id="town">"#))
    }

    @Test func imagesComeFromTheListsTableOnly() throws {
        var list = Self.sample
        list.images["bike.png"] = RenderImage(mediaType: "image/png", href: "data:image/png;base64,iVBORw0KGgo=")
        let svg = SVGBackend.render(list)
        #expect(svg.contains(#"<image href="data:image/png;base64,iVBORw0KGgo=" x="40" y="100" width="24" height="24"/>"#))
        #expect(svg.contains(#"<image href="data:image/png;base64,iVBORw0KGgo=" x="62" y="37" width="32" height="32"/>"#))

        let unresolved = SVGBackend.render(Self.sample)
        #expect(!unresolved.contains("<image"))
        #expect(!unresolved.contains("bike.png"))
        #expect(unresolved.contains(#"<rect x="40" y="100" width="24" height="24" rx="3""#))
    }

    @Test func pinTipIsExactlyAtTheCoordinate() {
        let list = RenderList(
            canvas: RenderCanvas(width: 100, height: 100, scale: 1),
            items: [
                RenderItem(id: "p", layer: .annotations, shape: .pin(tip: Self.p(40.25, 60.5)), style: RenderStyle(fill: .white))
            ])
        let svg = SVGBackend.render(list)
        // The pin is a symbol drawn around its tip at (0, 0), placed at the coordinate.
        #expect(svg.contains(#"x="40.25" y="60.5"/>"#))
        #expect(svg.contains(#"<path d="M0 0 C"#))
        #expect(svg.contains(#"A7 7 0 1 1 7 -15"#))  // head centre 15 above the tip, radius 7: 22 tall
    }

    @Test func pinsOfOneColorShareOneSymbol() throws {
        let pins = (0..<50).map { i in
            RenderItem(
                id: "p\(i)", layer: .annotations, shape: .pin(tip: Self.p(Double(i), 50)),
                style: RenderStyle(fill: i < 40 ? .white : .pinRed))
        }
        let svg = SVGBackend.render(RenderList(canvas: RenderCanvas(width: 100, height: 100, scale: 1), items: pins))
        #expect(svg.components(separatedBy: "<symbol ").count - 1 == 2)
        #expect(svg.components(separatedBy: "<use ").count - 1 == 50)
        #expect(svg.components(separatedBy: "<path ").count - 1 == 2)
        let plain = try #require(svg.split(separator: "\n").first { $0.contains(#"data-id="p7""#) })
        #expect(plain.utf8.count <= 80)
        if let problems = try XMLLint.problems(in: svg) { #expect(problems == "") }
    }

    @Test func hostileStringsStayText() throws {
        let evil =
            "</title><script>alert(1)</script>]]><!-- \" onload=\"alert(2)\" ' & &amp; \u{0}\u{1B}[31m\u{7}\u{FFFE}\u{FFFF}\u{85}"
        let list = RenderList(
            canvas: RenderCanvas(width: 100, height: 100, scale: 1), title: evil, description: evil,
            items: [
                RenderItem(id: evil, layer: .annotations, shape: .marker(at: Self.p(50, 50), glyph: evil), label: evil),
                RenderItem(
                    id: evil, layer: .annotations, shape: .image(source: evil, frame: CanvasRect(x: 0, y: 0, width: 1, height: 1))
                ),
                RenderItem(id: evil, layer: .labels, shape: .text(evil, at: Self.p(1, 1), size: 10, weight: .bold)),
                RenderItem(
                    id: evil, layer: .callouts,
                    shape: .callout(
                        RenderCallout(
                            frame: CanvasRect(x: 0, y: 0, width: 80, height: 40), pointer: Self.p(40, 50),
                            title: evil, subtitle: evil, left: .image(source: evil), right: .info))),
            ])
        let svg = SVGBackend.render(list)
        #expect(!svg.lowercased().contains("<script"))
        #expect(!svg.contains("<!--"))
        #expect(!svg.contains("]]>"))
        #expect(!svg.contains("onload=\""))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!svg.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF || (0x7F...0x9F).contains($0.value) })
        #expect(
            svg.contains(
                "&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;]]&gt;&lt;!-- &quot; onload=&quot;alert(2)&quot; &apos; &amp; &amp;amp; [31m"
            ))
        if let problems = try XMLLint.problems(in: svg) {
            #expect(problems == "")
        }
    }

    @Test func escaping() {
        #expect(XMLEscaping.escape("a<b>&\"'c") == "a&lt;b&gt;&amp;&quot;&apos;c")
        #expect(XMLEscaping.escape("tab\tlf\ncr\r") == "tab&#9;lf&#10;cr&#13;")
        #expect(XMLEscaping.escape("\u{0}\u{1F}\u{7F}\u{9F}\u{FFFE}\u{FFFF}ok ✓ 東京") == "ok ✓ 東京")
    }

    @Test(arguments: [
        (0.005, 2, "0.01"),
        (-0.005, 2, "-0.01"),
        (-0.001, 2, "0"),
        (-0.0, 2, "0"),
        (1e-7, 2, "0"),
        (12345678.9, 2, "12345678.9"),
        (100, 2, "100"),
        (1.5, 2, "1.5"),
        (-1.25, 2, "-1.25"),
        (0.1 + 0.2, 2, "0.3"),
        (0.05, 2, "0.05"),
        (3.14159, 4, "3.1416"),
        (2.5, 0, "3"),
        (-2.5, 0, "-3"),
        (1e21, 2, "1000000000000"),
        (-Double.infinity, 2, "-1000000000000"),
        (Double.nan, 2, "0"),
        (0.123456789123, 12, "0.123456789"),
        (7, -3, "7"),
        // At 7 to 9 decimals the largest values are held to what Int64 holds scaled.
        (1e12, 9, "9200000000"),
        (-Double.infinity, 7, "-920000000000"),
        (-1e12, 8, "-92000000000"),
    ])
    func numbers(value: Double, precision: Int, expected: String) {
        #expect(FixedPrecision.format(value, precision: precision) == expected)
    }

    @Test func precisionOption() {
        let list = RenderList(
            canvas: RenderCanvas(width: 10, height: 10, scale: 1),
            items: [
                RenderItem(id: "d", layer: .base, shape: .dot(center: Self.p(1.23456, 2), radius: 0.5))
            ])
        #expect(SVGBackend.render(list, options: SVGOptions(precision: 0)).contains(#"<circle cx="1" cy="2" r="1" class="#))
        #expect(SVGBackend.render(list, options: SVGOptions(precision: 3)).contains(#"<circle cx="1.235" cy="2" r="0.5" class="#))
    }
}
