import Foundation
import MapSceneBase
import MapSceneStyle
import Testing

/// Style documents read into layers, with their functions, tokens and unsupported parts.
@Suite struct MapLibreStyleTests {
    private func fixture(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
        return Array(try Data(contentsOf: url))
    }

    private func feature(_ geometry: String, _ properties: [String: StyleValue] = [:]) -> StyleFeature {
        StyleFeature(properties: properties, geometryType: geometry)
    }

    @Test func readsTheTestBasemap() throws {
        let bytes = try fixture("basemap-style.json")
        let style = try MapLibreStyle.parse(bytes).get()
        #expect(style.name == "mapc test basemap")
        #expect(style.sources.map(\.name) == ["openmaptiles", "satellite", "relief"])
        #expect(style.sources[0].url == "pmtiles://city.pmtiles" && style.sources[1].tiles.count == 1)
        #expect(style.sprite == "sprites/basemap" && style.glyphs == "fonts/{fontstack}/{range}.pbf")
        #expect(style.layers.count == 12)
        var counts: [String: Int] = [:]
        for layer in style.layers { counts[layer.typeName, default: 0] += 1 }
        #expect(
            counts == [
                "background": 1, "raster": 1, "fill": 2, "fill-extrusion": 1, "line": 3, "circle": 1, "heatmap": 1, "symbol": 2,
            ])
        #expect(style.layers.filter { $0.type == nil }.map(\.id) == ["density"])

        // What is not drawn, each at its place in the file.
        let lines = SourceLines(bytes)
        let unsupported = style.issues.filter { $0.kind == .unsupported }.map {
            ($0.message, lines.location(ofByte: $0.offset).line)
        }
        #expect(
            unsupported.map(\.0) == [
                "the source type `raster-dem` (source `relief`)", "the layer type `heatmap` (layer `density`)",
                "the layout property `text-variable-anchor` (layer `place_label`)",
            ])
        #expect(unsupported.map(\.1) == [7, 55, 66])
        #expect(style.issues[1].range(in: lines).start == MapSceneBase.SourceLocation(line: 55, column: 32))
        #expect(style.issues.allSatisfy { $0.kind == .unsupported })
    }

    @Test func evaluatesTheTestBasemap() throws {
        let style = try MapLibreStyle.parse(try fixture("basemap-style.json")).get()
        func layer(_ id: String) throws -> MapLibreStyle.Layer { try #require(style.layers.first { $0.id == id }) }

        // Legacy filter: Polygon and class in (residential, suburb, neighbourhood).
        let residential = try #require(try layer("residential").filter)
        #expect(residential.passes(zoom: 10, feature: feature("Polygon", ["class": .string("suburb")])))
        #expect(!residential.passes(zoom: 10, feature: feature("LineString", ["class": .string("suburb")])))
        #expect(!residential.passes(zoom: 10, feature: feature("Polygon", ["class": .string("park")])))
        // Its opacity {"base": 0.6, "stops": [[8, 0.8], [9, 0.6]]} at 8.5: t = (0.6^0.5 − 1)/(0.6 − 1) = 0.563508.
        let opacity = try #require(try layer("residential").paint("fill-opacity")).value
        #expect(close(try opacity.evaluate(zoom: 8.5, feature: nil).number, 0.8 - 0.2 * 0.563508))
        #expect(try opacity.evaluate(zoom: 3, feature: nil) == .number(0.8))
        #expect(
            try layer("residential").paint("fill-color")?.value.evaluate(zoom: 0, feature: nil).colorValue?.color.hexRGB
                == "#e9e9e7")

        // Road widths like Positron's: base 1.2 from 1 at z13 to 10 at z20. At z15:
        // t = (1.2^2 − 1)/(1.2^7 − 1) = 0.44/2.5831808 = 0.170333, width = 1 + 9t = 2.532994.
        let minor = try layer("road_minor")
        let width = try #require(minor.paint("line-width")).value
        #expect(close(try width.evaluate(zoom: 15, feature: nil).number, 2.532994))
        #expect(try width.evaluate(zoom: 12, feature: nil) == .number(1))
        #expect(try width.evaluate(zoom: 21, feature: nil) == .number(10))
        #expect(try minor.layout("line-cap")?.value.evaluate(zoom: 15, feature: nil) == .string("round"))
        let minorFilter = try #require(minor.filter)
        #expect(minorFilter.passes(zoom: 15, feature: feature("LineString", ["class": .string("service")])))
        #expect(
            !minorFilter.passes(
                zoom: 15, feature: feature("LineString", ["class": .string("service"), "brunnel": .string("bridge")])))

        // Expression width, exponential base 1.5 from 2 at z10 to 20 at z20; at z12:
        // t = (1.5^2 − 1)/(1.5^10 − 1) = 1.25/56.66504 = 0.0220595, width = 2 + 18t = 2.39707.
        let major = try layer("road_major")
        #expect(close(try major.paint("line-width")?.value.evaluate(zoom: 12, feature: nil).number, 2.39707))
        #expect(try major.paint("line-dasharray")?.value.evaluate(zoom: 12, feature: nil) == .array([.number(2), .number(1)]))
        #expect(try major.filter?.passes(zoom: 12, feature: feature("LineString", ["class": .string("trunk")])) == true)

        // A zoom function without a base interpolates linearly; `none` negates each filter.
        let rail = try layer("rail")
        #expect(!rail.visible && !rail.shows(atZoom: 15))
        #expect(try rail.paint("line-width")?.value.evaluate(zoom: 16, feature: nil) == .number(2))
        #expect(try rail.filter?.passes(zoom: 16, feature: feature("LineString", ["class": .string("rail")])) == true)
        #expect(
            try rail.filter?.passes(
                zoom: 16, feature: feature("LineString", ["class": .string("rail"), "service": .string("yard")])) == false)

        // minzoom and maxzoom.
        #expect(try !layer("buildings").shows(atZoom: 13.9) && layer("buildings").shows(atZoom: 14))
        #expect(try layer("imagery").shows(atZoom: 7.9) && !layer("imagery").shows(atZoom: 8))

        // A property function, categorical with a default.
        let radius = try #require(try layer("pois").paint("circle-radius")).value
        #expect(try radius.evaluate(zoom: 14, feature: feature("Point", ["rank": .number(1)])) == .number(6))
        #expect(try radius.evaluate(zoom: 14, feature: feature("Point", ["rank": .number(2)])) == .number(4))
        #expect(try radius.evaluate(zoom: 14, feature: feature("Point", ["rank": .number(3)])) == .number(2))
        #expect(try radius.evaluate(zoom: 14, feature: feature("Point")) == .number(2))

        // Tokens, a stepped string function and `format`.
        let place = try layer("place_label")
        let name = try #require(place.layout("text-field")).value
        let helsinki = feature("Point", ["name:latin": .string("Helsinki"), "name:nonlatin": .string("Хельсинки")])
        #expect(try name.evaluate(zoom: 10, feature: helsinki) == .string("Helsinki\nХельсинки"))
        #expect(try name.evaluate(zoom: 10, feature: feature("Point", ["name:latin": .string("Espoo")])) == .string("Espoo\n"))
        let transform = try #require(place.layout("text-transform")).value
        #expect(try transform.evaluate(zoom: 5, feature: nil) == .string("uppercase"))
        #expect(try transform.evaluate(zoom: 9.9, feature: nil) == .string("uppercase"))
        #expect(try transform.evaluate(zoom: 10, feature: nil) == .string("none"))
        #expect(try place.layout("text-size")?.value.evaluate(zoom: 11, feature: nil) == .number(13))
        #expect(try place.layout("text-font")?.value.evaluate(zoom: 11, feature: nil) == .array([.string("Noto Sans Regular")]))
        #expect(try place.paint("text-halo-color")?.value.evaluate(zoom: 11, feature: nil).colorValue?.alpha == 0.8)
        let ref = try layer("road_label").layout("text-field")?.value
        #expect(try ref?.evaluate(zoom: 14, feature: feature("LineString", ["ref": .string("e18")])) == .string("E18"))
    }

    @Test func legacyFunctionsMayRepeatAStop() throws {
        let style = try MapLibreStyle.parse(
            Array(
                #"{"version": 8, "sources": {"t": {"type": "vector"}}, "layers": [{"id": "shield", "type": "symbol", "source": "t", "layout": {"symbol-placement": {"base": 1, "stops": [[7, "point"], [7, "line"], [8, "line"]]}, "text-field": {"stops": [[6, "{ref}"], [9, "{name}"]]}}}]}"#
                    .utf8)
        ).get()
        #expect(style.issues.isEmpty)
        let placement = try #require(style.layers.first?.layout("symbol-placement")).value
        #expect(try placement.evaluate(zoom: 6.9, feature: nil) == .string("point"))
        #expect(try placement.evaluate(zoom: 7, feature: nil) == .string("line"))
        // Each stop of a `text-field` function has tokens.
        let text = try #require(style.layers.first?.layout("text-field")).value
        let road = StyleFeature(properties: ["ref": .string("E18"), "name": .string("Länsiväylä")], geometryType: "LineString")
        #expect(try text.evaluate(zoom: 7, feature: road) == .string("E18"))
        #expect(try text.evaluate(zoom: 10, feature: road) == .string("Länsiväylä"))
    }

    @Test func textFieldTokens() throws {
        let feature = StyleFeature(properties: ["name": .string("Kallio"), "ref": .number(7)], geometryType: "Point")
        func text(_ template: String) throws -> StyleValue {
            try StyleExpression.tokenString(template).evaluate(zoom: 0, feature: feature)
        }
        #expect(try text("{name}") == .string("Kallio"))
        #expect(try text("Route {ref}: {name}") == .string("Route 7: Kallio"))
        #expect(try text("{missing}") == .string(""))
        #expect(try text("plain") == .string("plain"))
        #expect(try text("{}{name") == .string("{}{name"))
    }

    @Test func locatesWhatIsNotAStyle() {
        func failure(_ text: String) -> (String, MapSceneBase.SourceLocation)? {
            guard case .failure(let failure) = MapLibreStyle.parse(Array(text.utf8)) else { return nil }
            return (failure.message, failure.range(in: SourceLines(Array(text.utf8))).start)
        }
        let notJSON = failure("{\n  \"version\": 8,\n  \"layers\": [,]\n}")
        #expect(
            notJSON?.0.hasPrefix("the style is not JSON") == true
                && notJSON?.1 == MapSceneBase.SourceLocation(line: 3, column: 14))
        #expect(failure("[1]")?.0 == "a style is a JSON object, not an array")
        #expect(failure(#"{"layers": []}"#)?.0 == "a style needs `\"version\": 8`")
        #expect(failure("{\"version\": 7, \"layers\": []}")?.1 == MapSceneBase.SourceLocation(line: 1, column: 13))
        #expect(failure(#"{"version": 8}"#)?.0 == "a style needs `layers`")
        #expect(failure(#"{"version": 8, "layers": [{"type": "fill"}]}"#)?.0 == "a layer needs an `id` string")
        let duplicate = #"{"version": 8, "layers": [{"id": "a", "type": "fill"}, {"id": "a", "type": "line"}]}"#
        #expect(failure(duplicate)?.0 == "two layers have the id `a`")
        let sourceless = #"{"version": 8, "layers": [{"id": "a", "type": "fill"}, {"id": "b", "type": "line", "source": "x"}]}"#
        let issues = try? MapLibreStyle.parse(Array(sourceless.utf8)).get().issues
        #expect(
            issues?.map(\.message) == [
                "the layer `a` needs a `source`", "the layer `b` draws from `x`, a source the style does not have",
            ])
        #expect(
            failure(#"{"version": 8, "layers": [{"id": "a", "type": "fill", "minzoom": "3"}]}"#)?.1
                == MapSceneBase.SourceLocation(line: 1, column: 66))
    }

    @Test func zoomLevels() {
        #expect(StyleZoom.mapLibreZoom(fromWebZoom: 13) == 12)
        #expect(StyleZoom.webZoom(fromMapLibreZoom: 12.5) == 13.5)
    }
}
