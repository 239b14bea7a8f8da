import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapSceneResolve

/// Every malformed data file gets an error at its place in the file itself, with a note at the
/// scene's line that reads it; never a crash, and no file.
@Suite struct DataFileProblemTests {
    /// Reads `marked` as `path` and expects exactly one diagnostic, `message` at mark 1 of the data file.
    func expectProblem(
        _ marked: MarkedText, as path: String, format: DataFormat? = nil, _ message: String, severity: Severity = .error,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let (file, diagnostics) = readData(marked, as: path, format: format)
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))", sourceLocation: sourceLocation)
        guard let d = diagnostics.first else { return }
        #expect(d.message == message, sourceLocation: sourceLocation)
        #expect(d.severity == severity, sourceLocation: sourceLocation)
        #expect(d.range?.start == marked[1], sourceLocation: sourceLocation)
        #expect(d.file?.path == path, sourceLocation: sourceLocation)
        #expect(d.rule == (severity == .error ? Rule.dataFile : Rule.dataFileSkipped).id, sourceLocation: sourceLocation)
        #expect(d.notes == [DiagnosticNote("read from here", at: DataFixtures.reference)], sourceLocation: sourceLocation)
        #expect((file == nil) == (severity == .error), sourceLocation: sourceLocation)
    }

    // MARK: GPX

    @Test func gpxLatitudeOutOfRange() {
        expectProblem(
            MarkedText(
                """
                <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
                  <trk><trkseg>
                    <trkpt lat="47.1" lon="8.5"/>
                    <trkpt lat="1️⃣95" lon="8.6"/>
                  </trkseg></trk>
                </gpx>
                """), as: "track.gpx", "latitude 95 is outside -90...90")
    }

    @Test func gpxMalformedLongitudeAfterWideCharacters() {
        expectProblem(
            MarkedText(
                """
                <gpx version="1.1"><wpt lat="35.6" lon="1️⃣139,7"><name>東京タワー</name></wpt>
                <wpt lat="35.7" lon="139.8"><name>東京</name></wpt><wpt lat="35.7" lon="139.8"/></gpx>
                """), as: "places.gpx", "longitude '139,7' is not a number")
        expectProblem(
            MarkedText(
                """
                <gpx><wpt lat="35.6" lon="139.7"><name>東京タワー</name></wpt><wpt lat="35.7" lon="1️⃣east"/></gpx>
                """), as: "places.gpx", "longitude 'east' is not a number")
    }

    @Test func gpxPointWithoutLatitude() {
        expectProblem(
            MarkedText(
                """
                <gpx><trk><trkseg>
                  1️⃣<trkpt lon="8.5"><ele>400</ele></trkpt>
                </trkseg></trk></gpx>
                """), as: "track.gpx", "<trkpt> needs a lat attribute (its latitude)")
    }

    @Test func gpxUnclosedElement() {
        expectProblem(
            MarkedText(
                """
                <gpx>
                  <trk>
                    1️⃣<trkseg>
                      <trkpt lat="47.1" lon="8.5"/>
                """), as: "track.gpx", "<trkseg> is not closed")
    }

    @Test func gpxMismatchedEndTag() {
        expectProblem(
            MarkedText(
                """
                <gpx>
                  <trk>
                    <trkseg>
                  1️⃣</trk>
                </gpx>
                """), as: "track.gpx", "expected </trkseg> to close <trkseg> of line 3")
    }

    @Test func gpxBareAmpersand() {
        expectProblem(
            MarkedText("<gpx><wpt lat=\"1\" lon=\"2\"><name>Tom 1️⃣& Jerry</name></wpt></gpx>"), as: "a.gpx",
            "a bare '&' must be written '&amp;'")
    }

    @Test func gpxHoldingJSON() {
        expectProblem(
            MarkedText("\n  1️⃣{\"type\": \"FeatureCollection\", \"features\": []}\n"), as: "track.gpx",
            "the file holds JSON, not GPX as its name says")
        expectProblem(
            MarkedText("1️⃣<kml xmlns=\"http://www.opengis.net/kml/2.2\"/>"), as: "track.gpx",
            "the file holds KML, not GPX as its name says")
        expectProblem(MarkedText("1️⃣<gpx/>"), as: "track.kml", "the file holds GPX, not KML as its name says")
        expectProblem(
            MarkedText("1️⃣<gpx/>"), as: "track.txt", format: .geojson,
            "the file holds GPX, not GeoJSON as the scene's format: says")
    }

    @Test func gpxOtherRootElement() {
        expectProblem(
            MarkedText("<?xml version=\"1.0\"?>\n1️⃣<html><body/></html>"), as: "track.gpx",
            "the root element is <html>; a GPX file holds <gpx>")
    }

    @Test func gpxWithNothingInIt() {
        expectProblem(
            MarkedText(
                """
                <?xml version="1.0"?>
                1️⃣<gpx version="1.1" creator="watch">
                  <metadata><name>Nothing recorded</name></metadata>
                  <trk><name>Empty</name><trkseg></trkseg></trk>
                </gpx>
                """), as: "track.gpx", "the file holds no track points, route points or waypoints", severity: .warning)
    }

    @Test func gpxSegmentOfOnePoint() {
        expectProblem(
            MarkedText(
                """
                <gpx><trk>
                <trkseg><trkpt lat="1" lon="2"/><trkpt lat="1.1" lon="2"/></trkseg>
                1️⃣<trkseg><trkpt lat="1.2" lon="2"/></trkseg>
                </trk></gpx>
                """), as: "track.gpx", "a track segment of one point is left out: a line needs at least 2 points",
            severity: .warning)
    }

    @Test func gpxTrackOfOnePointSaysWhatItHolds() {
        expectProblem(
            MarkedText(
                """
                <gpx version="1.1"><trk><name>Start</name>
                1️⃣<trkseg><trkpt lat="60.17" lon="24.94"/></trkseg>
                </trk></gpx>
                """), as: "track.gpx",
            "the file holds only a track of one point, which is not drawn: a line needs at least 2 points",
            severity: .warning)
    }

    // MARK: Any format

    @Test func emptyFiles() {
        expectProblem(MarkedText("1️⃣"), as: "track.gpx", "the file is empty")
        expectProblem(MarkedText("1️⃣\u{FEFF}  \n\n"), as: "places.csv", "the file is empty")
        expectProblem(MarkedText("1️⃣\n"), as: "parks.geojson", "the file is empty")
    }
}

/// Malformed KML, GeoJSON and CSV, each at its place.
@Suite struct DataFileFormatProblemTests {
    let check = DataFileProblemTests()

    // MARK: KML

    @Test func kmlCoordinateOutOfRangeOnALaterLine() {
        check.expectProblem(
            MarkedText(
                """
                <kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><LineString><coordinates>
                  7.6,45.9,0
                  7.7,1️⃣95.2,0
                </coordinates></LineString></Placemark></kml>
                """), as: "trip.kml", "latitude 95.2 is outside -90...90 (KML coordinates are longitude,latitude)")
    }

    @Test func kmlMalformedCoordinates() {
        check.expectProblem(
            MarkedText(
                """
                <kml><Placemark><Point><coordinates>1️⃣7.6</coordinates></Point></Placemark></kml>
                """), as: "trip.kml", "a coordinate is longitude,latitude[,altitude]; found '7.6'")
        check.expectProblem(
            MarkedText(
                """
                <kml><Placemark><Point><coordinates>7.6,1️⃣4x5</coordinates></Point></Placemark></kml>
                """), as: "trip.kml", "latitude '4x5' is not a number")
        // With an entity in the text the exact column is lost: the error is where the text starts.
        check.expectProblem(
            MarkedText(
                """
                <kml><Placemark><Point><coordinates>1️⃣7.6,&#52;x5</coordinates></Point></Placemark></kml>
                """), as: "trip.kml", "latitude '4x5' is not a number")
    }

    @Test func kmlTooFewCoordinates() {
        check.expectProblem(
            MarkedText(
                """
                <kml><Placemark><LineString>1️⃣<coordinates>7.6,45.9</coordinates></LineString></Placemark></kml>
                """), as: "trip.kml",
            "the file holds only a <LineString> of 1 coordinate, which is not drawn: a line needs at least 2 coordinates",
            severity: .warning)
        check.expectProblem(
            MarkedText(
                """
                <kml><Placemark><Polygon><outerBoundaryIs><LinearRing>1️⃣<coordinates>1,1 2,2 1,1</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
                <Placemark><Point><coordinates>1,1</coordinates></Point></Placemark></kml>
                """), as: "trip.kml",
            "a <LinearRing> of 2 distinct coordinates is left out: a ring needs at least 3 distinct coordinates; its <Polygon> with it",
            severity: .warning)
        check.expectProblem(
            MarkedText(
                """
                <kml><Placemark>1️⃣<Polygon><innerBoundaryIs><LinearRing><coordinates>1,1 2,2 2,1</coordinates></LinearRing></innerBoundaryIs></Polygon></Placemark></kml>
                """), as: "trip.kml", "a <Polygon> needs an <outerBoundaryIs> ring")
        check.expectProblem(
            MarkedText(
                """
                <kml><Placemark>1️⃣<Point></Point></Placemark></kml>
                """), as: "trip.kml", "a <Point> needs <coordinates>")
    }

    @Test func kmlBadColorAndWidth() {
        check.expectProblem(
            MarkedText(
                """
                <kml><Document><Style id="s"><LineStyle><color> 1️⃣#ff0000 </color></LineStyle></Style></Document></kml>
                """), as: "map.kml", "a KML color is aabbggrr in hexadecimal (alpha, blue, green, red); found '#ff0000'")
        check.expectProblem(
            MarkedText(
                """
                <kml><Document><Style id="s"><LineStyle><width>1️⃣wide</width></LineStyle></Style></Document></kml>
                """), as: "map.kml", "a line width is a number of pixels, 0 or more; found 'wide'")
    }

    @Test func kmlStylesThatCannotBeFound() {
        check.expectProblem(
            MarkedText(
                """
                <kml><Placemark><styleUrl>1️⃣#nowhere</styleUrl><Point><coordinates>1,2</coordinates></Point></Placemark></kml>
                """), as: "map.kml", "no style '#nowhere' in this file", severity: .warning)
        check.expectProblem(
            MarkedText(
                """
                <kml><Placemark><styleUrl>1️⃣styles.kml#a</styleUrl><Point><coordinates>1,2</coordinates></Point></Placemark></kml>
                """), as: "map.kml", "styles in other files are not read ('styles.kml#a')", severity: .warning)
    }

    @Test func kmlOverlaysAreNotDrawn() {
        check.expectProblem(
            MarkedText(
                """
                <kml><Document>1️⃣<GroundOverlay><Icon><href>a.png</href></Icon></GroundOverlay>
                <Placemark><Point><coordinates>1,2</coordinates></Point></Placemark></Document></kml>
                """), as: "map.kml", "<GroundOverlay> is not drawn; only placemarks are", severity: .warning)
    }

    @Test func kmlWithoutPlacemarksAndUnclosed() {
        check.expectProblem(
            MarkedText("1️⃣<kml><Document><name>Empty</name></Document></kml>"), as: "map.kml",
            "the file holds no placemark with a geometry", severity: .warning)
        check.expectProblem(MarkedText("<kml>\n  <Document>\n    1️⃣<Placemark>\n"), as: "map.kml", "<Placemark> is not closed")
    }

    // MARK: GeoJSON

    @Test func geoJSONSyntax() {
        check.expectProblem(
            MarkedText("{\"type\": \"FeatureCollection\",\n \"features\": [1️⃣}\n"), as: "parks.geojson",
            "expected a value, found '}'")
        check.expectProblem(
            MarkedText("{\"type\": \"Point\", \"coordinates\": [1, 2]}\n1️⃣x"), as: "parks.geojson",
            "unexpected text after the document")
    }

    @Test func geoJSONWrongTypes() {
        check.expectProblem(MarkedText("1️⃣[1, 2]"), as: "parks.geojson", "expected a GeoJSON object, found an array")
        check.expectProblem(
            MarkedText(#"{"type": "FeatureCollection", "features": 1️⃣{}}"#), as: "parks.geojson",
            "\"features\" must be an array, found an object")
        check.expectProblem(
            MarkedText(#"{"type": "FeatureCollection", "features": [1️⃣{"type": "Point", "coordinates": [1, 2]}]}"#),
            as: "parks.geojson",
            "each element of \"features\" must be a Feature, found a Point")
        check.expectProblem(
            MarkedText(#"{"type": "Feature", "properties": 1️⃣[], "geometry": null}"#), as: "parks.geojson",
            "\"properties\" must be an object or null, found an array")
        check.expectProblem(
            MarkedText(#"{"type": 1️⃣"Circle", "coordinates": [1, 2]}"#), as: "parks.geojson",
            "unknown geometry type 'Circle'; expected Point, MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon or GeometryCollection"
        )
        check.expectProblem(
            MarkedText(#"{"type": "Point", "coordinates": [1️⃣"1", 2]}"#), as: "parks.geojson",
            "a longitude must be a number, found a string")
        check.expectProblem(
            MarkedText(#"1️⃣{"type": "Feature", "properties": {}}"#), as: "parks.geojson",
            "a Feature needs \"geometry\" (null when it has none)")
    }

    @Test func geoJSONOutOfRangeAndTooFewPositions() {
        check.expectProblem(
            MarkedText(#"{"type": "Point", "coordinates": [12.5, 1️⃣95.0]}"#), as: "parks.geojson",
            "latitude 95.0 is outside -90...90 (GeoJSON positions are [longitude, latitude])")
        check.expectProblem(
            MarkedText(#"{"type": "Point", "coordinates": [1️⃣-181, 5]}"#), as: "parks.geojson",
            "longitude -181 is outside -180...180")
        check.expectProblem(
            MarkedText(#"{"type": "LineString", "coordinates": 1️⃣[[1, 2]]}"#), as: "parks.geojson",
            "the file holds only a line string of 1 position, which is not drawn: a line needs at least 2 positions",
            severity: .warning)
        check.expectProblem(
            MarkedText(#"{"type": "Polygon", "coordinates": [1️⃣[[1, 2], [3, 4], [1, 2]]]}"#), as: "parks.geojson",
            "the file holds only a polygon's exterior ring of 2 distinct positions, which is not drawn: a ring needs at least 3 distinct positions",
            severity: .warning)
        check.expectProblem(
            MarkedText(#"{"type": "Point", "coordinates": 1️⃣[1]}"#), as: "parks.geojson",
            "a position is [longitude, latitude]; this one has 1 number")
    }

    @Test func geoJSONInAnotherReferenceSystem() {
        check.expectProblem(
            MarkedText(
                """
                {"type": "FeatureCollection", "crs": 1️⃣{"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::3857"}}, "features": []}
                """), as: "parks.geojson",
            "the file's \"crs\" is 'urn:ogc:def:crs:EPSG::3857'; GeoJSON positions are longitude and latitude in degrees (RFC 7946)"
        )
    }

    @Test func geoJSONNotUTF8AndNotJSON() {
        var bytes = Array(#"{"type": "Feature", "properties": {"name": "Z"#.utf8)
        bytes += [0xFC] + Array(#"rich"}, "geometry": null}"#.utf8)
        let (file, diagnostics) = DataFileReader.read(bytes, as: "parks.geojson", format: nil, reference: nil)
        #expect(file == nil)
        #expect(diagnostics.map(\.message) == ["the file is not UTF-8 text (byte 0xFC); save it as UTF-8"])
        #expect(diagnostics.first?.range?.start == SourceLocation(line: 1, column: 46))
        check.expectProblem(MarkedText("1️⃣<gpx/>"), as: "parks.geojson", "the file holds GPX, not GeoJSON as its name says")
        check.expectProblem(MarkedText("1️⃣name,lat,lon\n"), as: "parks.geojson", "expected a value, found 'n'")
    }

    // MARK: CSV

    @Test func csvMissingColumns() {
        check.expectProblem(
            MarkedText("1️⃣name,lat,east\nA,1,2\n"), as: "places.csv",
            "the header names no longitude (lon, lng, long or longitude) column")
        check.expectProblem(
            MarkedText("# places\n1️⃣name;y;x\n"), as: "places.csv",
            "the header names no latitude (lat or latitude) and no longitude (lon, lng, long or longitude) column")
    }

    @Test func csvMalformedAndOutOfRangeNumbers() {
        check.expectProblem(
            MarkedText("name,lat,lon\nA,1,2\nB,47.5,8,1️⃣extra\nC,1,2,\n"), as: "places.csv",
            "this row has 4 fields and the header names 3; the rest are not read", severity: .warning)
        check.expectProblem(MarkedText("name;lat;lon\nA;1;2\nB;1️⃣47,5;8\n"), as: "places.csv", "latitude '47,5' is not a number")
        check.expectProblem(
            MarkedText("name,lat,lon\nA,1,2\n\"B, the second\",47.5,1️⃣-200\n"), as: "places.csv",
            "longitude -200 is outside -180...180")
        check.expectProblem(MarkedText("name,lat,lon\nA,1️⃣,2\n"), as: "places.csv", "the latitude is empty")
        check.expectProblem(
            MarkedText("name,lon,lat\n1️⃣A,8\n"), as: "places.csv", "this row has 2 fields; the latitude is column 3")
    }

    @Test func csvHeaderlessProblemsAsBefore() {
        check.expectProblem(MarkedText("47.1,8.5\n1️⃣95,8.6\n"), as: "route.csv", "latitude 95 is outside -90...90")
        check.expectProblem(MarkedText("47.1,8.5\n1️⃣47.2\n"), as: "route.csv", "expected latitude,longitude, found '47.2'")
        check.expectProblem(MarkedText("47.1,8.5\n47.2,1️⃣8.6x\n"), as: "route.csv", "longitude '8.6x' is not a number")
    }

    @Test func csvQuoting() {
        check.expectProblem(
            MarkedText("name,lat,lon\nA,1,2\n1️⃣\"B,3,4\nC,5,6\n"), as: "places.csv",
            "the quoted field is not closed: expected '\"'")
        check.expectProblem(
            MarkedText("name,lat,lon\n\"A\"1️⃣x,1,2\n"), as: "places.csv", "expected a separator after the closing quote")
    }

    @Test func csvOfNothingAndOtherContent() {
        check.expectProblem(
            MarkedText("1️⃣name,lat,lon\n\n"), as: "places.csv", "the file holds a header and no rows", severity: .warning)
        check.expectProblem(MarkedText("1️⃣# only a comment\n"), as: "places.csv", "the file holds no rows", severity: .warning)
        check.expectProblem(
            MarkedText("  1️⃣{\"type\": \"Point\"}"), as: "places.csv", "the file holds JSON, not CSV as its name says")
    }

    @Test func manyProblemsAreCutShort() {
        let rows = (1...30).map { "P\($0),9\($0),1" }.joined(separator: "\n")
        let (file, diagnostics) = readData(MarkedText("name,lat,lon\n" + rows), as: "places.csv")
        #expect(file == nil)
        #expect(diagnostics.count == DataProblems.limit)
        #expect(diagnostics.last?.notes.last == DiagnosticNote("10 more problems in this file are not shown"))
    }
}
