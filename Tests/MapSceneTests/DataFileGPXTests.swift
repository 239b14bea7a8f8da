import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneResolve

/// GPX files as their writers make them: each track one feature with a line per segment, each
/// route one line, each waypoint one point with its properties.
@Suite struct DataFileGPXTests {
    @Test func garminTrackWithExtensionsKeepsItsSegmentsApart() {
        let features = DataFixtures.features("garmin-edge.gpx")
        #expect(features.count == 1)
        #expect(features[0].properties == ["name": "Morning Ride", "type": "cycling"])
        #expect(
            features[0].lines == [
                [c(46.94797, 7.44745), c(46.94811, 7.44802), c(46.94839, 7.44870)],
                [c(46.95102, 7.45533), c(46.95160, 7.45611)],
            ])
        #expect(features[0].location == SourceLocation(line: 13, column: 3))
    }

    @Test func stravaRunWithEntitiesInItsName() {
        let features = DataFixtures.features("strava.gpx")
        #expect(features.map(\.properties) == [["name": "Lunch Run & coffee", "type": "running"]])
        #expect(features[0].lines.map(\.count) == [4])
        #expect(features[0].lines[0].first == c(51.5007290, -0.1246250))
    }

    @Test func osmAndWithByteOrderMarkEmptySegmentAndWaypoint() {
        let features = DataFixtures.features("osmand.gpx")
        #expect(features.count == 2)
        #expect(features[0].points == [c(47.2692124, 11.4041024)])
        #expect(
            features[0].properties == [
                "name": "Hütte", "desc": "Kaiserschmarrn ☕", "sym": "restaurant", "time": "2024-06-02T08:14:51Z",
            ])
        #expect(features[0].location == SourceLocation(line: 6, column: 3))
        // The empty segment between the two is passed over: two lines, no jump from one to the other.
        #expect(features[1].lines == [[c(47.2681, 11.3932), c(47.2684, 11.3951)], [c(47.2690, 11.4010), c(47.2692, 11.4040)]])
        #expect(features[1].properties == ["name": "2024-06-02_Hike"])
    }

    @Test func gpsbabelGPX10WithWaypointRouteAndTrack() {
        let features = DataFixtures.features("gpsbabel-1.0.gpx")
        #expect(features.count == 3)
        #expect(features[0].points == [c(37.8083, -122.4095)])
        #expect(
            features[0].properties == ["name": "PIER39", "cmt": "Pier 39", "desc": "Pier 39", "sym": "Flag", "ele": "3.000000"])
        #expect(features[1].lines == [[c(37.7955, -122.3937), c(37.8083, -122.4095)]])
        #expect(features[1].properties == ["name": "FERRY"])
        #expect(features[2].lines.map(\.count) == [2])
        #expect(features[2].properties == ["name": "ACTIVE LOG", "number": "1"])
    }

    @Test func prefixedNamespaceAndWindowsLineEnds() {
        let features = DataFixtures.features("prefixed-crlf.gpx")
        #expect(features.map(\.properties) == [["name": "Prefixed"]])
        #expect(features[0].lines == [[c(-33.8568, 151.2153), c(-33.8523, 151.2108)]])
        #expect(features[0].location == SourceLocation(line: 3, column: 3))
    }

    @Test func noNamespaceNoElevationNoTime() {
        let features = DataFixtures.features("bare-no-namespace.gpx")
        #expect(features.count == 1)
        #expect(features[0].lines == [[c(60.1699, 24.9384), c(60.1710, 24.9410), c(60.1722, 24.9452)]])
        #expect(features[0].properties.isEmpty)
    }

    @Test func routeOnly() {
        let features = DataFixtures.features("route-only.gpx")
        #expect(features.count == 1)
        #expect(features[0].properties == ["name": "Around the lake", "desc": "Planned, not ridden"])
        #expect(features[0].lines == [[c(47.36667, 8.55), c(47.35212, 8.55931), c(47.33420, 8.57540)]])
    }

    @Test func waypointsOnlyWithCDATA() {
        let features = DataFixtures.features("waypoints-only.gpx")
        #expect(features.map(\.points) == [[c(35.6586, 139.7454)], [c(35.7101, 139.8107)]])
        #expect(
            features[0].properties == [
                "ele": "333", "time": "2019-10-01T03:00:00Z", "name": "Tokyo Tower", "desc": "Red & white <tower>",
                "sym": "Scenic Area",
            ])
        #expect(features[1].properties == ["name": "Skytree"])
        #expect(DataFixtures.read("waypoints-only.gpx").file?.format == .gpx)
    }
}

extension DataFileGPXTests {
    @Test func pointsOutsideASegmentAreALineOfTheirOwn() {
        let (file, diagnostics) = readData(
            MarkedText(
                """
                <gpx><trk>
                  <trkpt lat="1" lon="1"/><trkpt lat="2" lon="2"/>
                  <trkseg><trkpt lat="3" lon="3"/><trkpt lat="4" lon="4"/></trkseg>
                </trk></gpx>
                """), as: "loose.gpx")
        #expect(diagnostics.isEmpty)
        #expect(file?.features.first?.lines == [[c(1, 1), c(2, 2)], [c(3, 3), c(4, 4)]])
    }
}

extension DataFileGPXTests {
    /// libxml2 refuses a document handed to it whole when it is larger than its 10 MB lookup limit.
    @Test func aTrackLargerThanTenMegabytesReads() {
        // Few points, each with a long comment: the size is what matters, not the count.
        let point =
            #"<trkpt lat="46.5000290" lon="7.0000103"><ele>500.0</ele></trkpt><!-- "# + String(repeating: "x", count: 1000)
            + " -->\n"
        let count = 11_000_000 / point.utf8.count
        let text = "<gpx><trk><trkseg>\n" + String(repeating: point, count: count) + "</trkseg></trk></gpx>\n"
        let (file, diagnostics) = DataFileReader.read(Array(text.utf8), as: "big.gpx", format: nil, reference: nil)
        #expect(text.utf8.count > 10_500_000)
        #expect(diagnostics.isEmpty)
        #expect(file?.features.first?.lines.first?.count == count)
    }

    @Test func strictDecimals() {
        #expect(DataNumbers.decimal("47.25") == 47.25)
        #expect(DataNumbers.decimal("-.5") == -0.5)
        #expect(DataNumbers.decimal("1e-3") == 0.001)
        #expect(DataNumbers.decimal("12345678901234567890.5") == 12345678901234567890.5)
        for text in ["", "-", ".", "1e", "0x1p3", "inf", "nan", " 1", "1 ", "1,5", "1e999"] {
            #expect(DataNumbers.decimal(text) == nil, "\(text)")
        }
    }
}
