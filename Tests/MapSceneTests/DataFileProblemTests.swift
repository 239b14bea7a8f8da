import Testing
@testable import MapScene

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
        #expect(d.rule == RuleID.dataFile, sourceLocation: sourceLocation)
        #expect(d.notes == [DiagnosticNote("read from here", at: DataFixtures.reference)], sourceLocation: sourceLocation)
        #expect((file == nil) == (severity == .error), sourceLocation: sourceLocation)
    }

    // MARK: GPX

    @Test func gpxLatitudeOutOfRange() {
        expectProblem(MarkedText("""
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
              <trk><trkseg>
                <trkpt lat="47.1" lon="8.5"/>
                <trkpt lat="1️⃣95" lon="8.6"/>
              </trkseg></trk>
            </gpx>
            """), as: "track.gpx", "latitude 95 is outside -90...90")
    }

    @Test func gpxMalformedLongitudeAfterWideCharacters() {
        expectProblem(MarkedText("""
            <gpx version="1.1"><wpt lat="35.6" lon="1️⃣139,7"><name>東京タワー</name></wpt>
            <wpt lat="35.7" lon="139.8"><name>東京</name></wpt><wpt lat="35.7" lon="139.8"/></gpx>
            """), as: "places.gpx", "longitude '139,7' is not a number")
        expectProblem(MarkedText("""
            <gpx><wpt lat="35.6" lon="139.7"><name>東京タワー</name></wpt><wpt lat="35.7" lon="1️⃣east"/></gpx>
            """), as: "places.gpx", "longitude 'east' is not a number")
    }

    @Test func gpxPointWithoutLatitude() {
        expectProblem(MarkedText("""
            <gpx><trk><trkseg>
              1️⃣<trkpt lon="8.5"><ele>400</ele></trkpt>
            </trkseg></trk></gpx>
            """), as: "track.gpx", "<trkpt> needs a lat attribute (its latitude)")
    }

    @Test func gpxUnclosedElement() {
        expectProblem(MarkedText("""
            <gpx>
              <trk>
                1️⃣<trkseg>
                  <trkpt lat="47.1" lon="8.5"/>
            """), as: "track.gpx", "<trkseg> is not closed")
    }

    @Test func gpxMismatchedEndTag() {
        expectProblem(MarkedText("""
            <gpx>
              <trk>
                <trkseg>
              1️⃣</trk>
            </gpx>
            """), as: "track.gpx", "expected </trkseg> to close <trkseg> of line 3")
    }

    @Test func gpxBareAmpersand() {
        expectProblem(MarkedText("<gpx><wpt lat=\"1\" lon=\"2\"><name>Tom 1️⃣& Jerry</name></wpt></gpx>"), as: "a.gpx",
                      "a bare '&' must be written '&amp;'")
    }

    @Test func gpxHoldingJSON() {
        expectProblem(MarkedText("\n  1️⃣{\"type\": \"FeatureCollection\", \"features\": []}\n"), as: "track.gpx",
                      "the file holds JSON, not GPX as its name says")
        expectProblem(MarkedText("1️⃣<kml xmlns=\"http://www.opengis.net/kml/2.2\"/>"), as: "track.gpx",
                      "the file holds KML, not GPX as its name says")
        expectProblem(MarkedText("1️⃣<gpx/>"), as: "track.kml", "the file holds GPX, not KML as its name says")
        expectProblem(MarkedText("1️⃣<gpx/>"), as: "track.txt", format: .geojson, "the file holds GPX, not GeoJSON as the scene's format: says")
    }

    @Test func gpxOtherRootElement() {
        expectProblem(MarkedText("<?xml version=\"1.0\"?>\n1️⃣<html><body/></html>"), as: "track.gpx",
                      "the root element is <html>; a GPX file holds <gpx>")
    }

    @Test func gpxWithNothingInIt() {
        expectProblem(MarkedText("""
            <?xml version="1.0"?>
            1️⃣<gpx version="1.1" creator="watch">
              <metadata><name>Nothing recorded</name></metadata>
              <trk><name>Empty</name><trkseg></trkseg></trk>
            </gpx>
            """), as: "track.gpx", "the file holds no track points, route points or waypoints", severity: .warning)
    }

    @Test func gpxSegmentOfOnePoint() {
        expectProblem(MarkedText("""
            <gpx><trk>
            <trkseg><trkpt lat="1" lon="2"/><trkpt lat="1.1" lon="2"/></trkseg>
            1️⃣<trkseg><trkpt lat="1.2" lon="2"/></trkseg>
            </trk></gpx>
            """), as: "track.gpx", "a track segment of one point is not drawn: a line needs at least 2", severity: .warning)
    }

    // MARK: Any format

    @Test func emptyFiles() {
        expectProblem(MarkedText("1️⃣"), as: "track.gpx", "the file is empty")
        expectProblem(MarkedText("1️⃣\u{FEFF}  \n\n"), as: "places.csv", "the file is empty")
        expectProblem(MarkedText("1️⃣\n"), as: "parks.geojson", "the file is empty")
    }
}
