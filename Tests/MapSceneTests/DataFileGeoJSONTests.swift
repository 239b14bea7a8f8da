import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapSceneResolve

/// GeoJSON of every geometry type, with properties as text and antimeridian cuts kept as given.
@Suite struct DataFileGeoJSONTests {
    @Test func everyGeometryTypeAndPropertyKind() throws {
        let features = DataFixtures.features("every-geometry.geojson")
        #expect(
            features.map { $0.properties["name"] } == [
                "Fountain", "Benches", "Quay", "Bridges", "Garden", "Islands", "Mixed", "Unlocated",
            ])
        // Numbers keep the file's spelling, booleans are true/false, null is left out, nested values are compact JSON.
        #expect(
            features[0].properties == [
                "name": "Fountain", "height": "7.50", "count": "12", "lit": "true", "closed": "false",
                "tags": #"{"amenity":"fountain","levels":[1,2.0]}"#,
            ])
        #expect(features[0].parts == [.point(c(48.8606, 2.3364))])
        #expect(features[1].points == [c(48.8610, 2.3371), c(48.8612, 2.3380)])
        #expect(features[2].lines == [[c(48.8589, 2.3290), c(48.8578, 2.3330), c(48.8567, 2.3370)]])
        #expect(features[2].properties["stroke-width"] == "4")
        #expect(features[3].lines.count == 2)
        guard case .area(let exterior, let holes) = features[4].parts.first else { Issue.record("not an area"); return }
        #expect(exterior.count == 5)
        #expect(holes == [[c(48.8622, 2.3280), c(48.8625, 2.3290), c(48.8620, 2.3292)]], "an unclosed ring is read as it is")
        #expect(features[4].properties["fill-opacity"] == "0.4")
        #expect(features[5].parts.count == 2)
        #expect(features[6].parts == [.point(c(48.86, 2.35)), .line([c(48.86, 2.35), c(48.87, 2.36)])])
        #expect(features[7].parts.isEmpty)
        #expect(features[0].location == SourceLocation(line: 5, column: 5))
    }

    @Test func aSingleFeatureAndABareGeometry() {
        let features = DataFixtures.features("one-feature.geojson")
        #expect(features.count == 1)
        #expect(features[0].points == [c(51.5007, -0.1246)])
        #expect(
            features[0].properties == [
                "title": "Meeting point", "marker-color": "#ff8800", "description": "By the \"big\" clocké",
            ])
        let (file, diagnostics) = readData(
            MarkedText(#"{"type": "LineString", "coordinates": [[10, 20], [11, 21]]}"#), as: "line.json")
        #expect(diagnostics.isEmpty)
        #expect(
            file?.features == [DataFeature(parts: [.line([c(20, 10), c(21, 11)])], location: SourceLocation(line: 1, column: 1))])
    }

    @Test func aGeometryCutAtTheAntimeridianIsKeptAsGivenAndCanBeJoined() {
        let features = DataFixtures.features("antimeridian.geojson")
        #expect(features[0].lines == [[c(-20, 170), c(-19, 175), c(-18, 180)], [c(-18, -180), c(-17.5, -178.5)]])
        #expect(AntimeridianCuts.joined(features[0].parts) == [.line([c(-20, 170), c(-19, 175), c(-18, 180), c(-17.5, -178.5)])])
        #expect(features[1].parts.count == 2)
        #expect(
            AntimeridianCuts.joined(features[1].parts) == [
                .area(
                    exterior: [c(-18, 180), c(-18, 178), c(-16, 178), c(-16, 180), c(-16, -178), c(-18, -178), c(-18, 180)],
                    holes: [])
            ])
        // Parts that do not meet on the antimeridian stay apart.
        let apart: [DataGeometry] = [.line([c(0, 170), c(1, 180)]), .line([c(2, -180), c(3, -170)])]
        #expect(AntimeridianCuts.joined(apart) == apart)
    }
}
