import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneResolve

/// KML from Google My Maps and Google Earth: placemarks with their folders, names, descriptions,
/// extended data, and shared and inline styles as simplestyle properties.
@Suite struct DataFileKMLTests {
    @Test func myMapsExportWithStyleMapsAndFolders() {
        let features = DataFixtures.features("mymaps.kml")
        #expect(features.count == 4)
        #expect(features[0].points == [c(38.707, -9.1458)])
        #expect(
            features[0].properties == [
                "name": "Time Out Market", "description": "Food hall<br>Open daily", "rating": "4.5", "folder": "Places",
                "marker-color": "#0288d1",
            ])
        #expect(features[1].properties["name"] == "Miradouro da Graça")
        #expect(features[2].lines == [[c(38.7108, -9.1335), c(38.7115, -9.1301), c(38.7133, -9.1289), c(38.7163, -9.1316)]])
        #expect(
            features[2].properties == [
                "name": "Alfama loop", "folder": "Walks", "stroke": "#e65100", "stroke-opacity": "1", "stroke-width": "5",
            ])
        #expect(
            features[3].properties == [
                "name": "Jardim da Estrela", "folder": "Walks", "stroke": "#0f9d58", "stroke-opacity": "1", "stroke-width": "1.2",
                "fill": "#0f9d58", "fill-opacity": "0.302",
            ])
        guard case .area(let exterior, let holes) = features[3].parts.first else { Issue.record("not an area"); return }
        #expect(exterior.count == 5 && holes.isEmpty)
        #expect(features[0].location == SourceLocation(line: 69, column: 7))
    }

    @Test func earthNestedFoldersInlineStylesHolesMultiGeometryAndTracks() {
        let features = DataFixtures.features("earth-folders.kml")
        #expect(features.count == 4)
        // The inline style's line color over the shared style's width and fill.
        #expect(
            features[0].properties == [
                "name": "Hut path", "folder": "Trips/2023/Alps", "stroke": "#0000ff", "stroke-opacity": "1", "stroke-width": "3",
                "fill": "#00ff00", "fill-opacity": "0.498",
            ])
        #expect(features[0].lines == [[c(45.9763, 7.6584), c(45.9790, 7.6612), c(45.9811, 7.6650)]])
        // outline 0 takes the outline of an area away.
        #expect(
            features[1].properties == [
                "name": "Glacier", "folder": "Trips/2023/Alps", "fill": "#ffffff", "fill-opacity": "0.502", "stroke-opacity": "0",
            ])
        guard case .area(let exterior, let holes) = features[1].parts.first else { Issue.record("not an area"); return }
        #expect(exterior.count == 5)
        #expect(
            holes == [
                [c(45.96, 7.71), c(45.96, 7.72), c(45.97, 7.72)],
                [c(45.96, 7.725), c(45.96, 7.735), c(45.97, 7.735), c(45.96, 7.725)],
            ])
        // Nested multi-geometry: a point, a line with spaces after its commas, and a ring closed into a line.
        #expect(features[2].properties == ["name": "Summit and approach", "folder": "Trips"])
        #expect(
            features[2].parts == [
                .point(c(45.9766, 7.6585)),
                .line([c(45.95, 7.60), c(45.96, 7.62)]),
                .line([c(45.951, 7.61), c(45.951, 7.615), c(45.955, 7.615), c(45.951, 7.61)]),
            ])
        #expect(features[3].properties == ["name": "Recorded"])
        #expect(features[3].lines == [[c(45.9401, 7.6001), c(45.9412, 7.6011)]])
    }

    @Test func olderNamespacesAndNone() {
        for namespace in [" xmlns=\"http://earth.google.com/kml/2.1\"", ""] {
            let (file, diagnostics) = readData(
                MarkedText(
                    """
                    <kml\(namespace)><Placemark><name>A</name><Point><coordinates>1,2</coordinates></Point></Placemark></kml>
                    """), as: "a.kml")
            #expect(diagnostics.isEmpty)
            #expect(file?.features.map(\.points) == [[c(2, 1)]])
        }
    }

    @Test func colorsConvertFromAlphaBlueGreenRed() {
        #expect(KMLStyle.color("7f0000ff")! == ("#ff0000", "0.498"))
        #expect(KMLStyle.color(" FF00FF00\n")! == ("#00ff00", "1"))
        #expect(KMLStyle.color("00ff0000")! == ("#0000ff", "0"))
        #expect(KMLStyle.color("ff0000") == nil)
        #expect(KMLStyle.color("gg0000ff") == nil)
    }
}
