import Testing

@testable import MapScene
@testable import MapSceneResolve
@testable import MapSceneSyntax

/// CSV with each separator and every quoting case; a header names the columns, and headerless
/// `latitude,longitude` files read as they always have.
@Suite struct DataFileCSVTests {
    @Test func commaWithQuotesCRLFAndByteOrderMark() {
        let features = DataFixtures.features("vienna.csv")
        #expect(
            features.map(\.points) == [
                [c(48.2003, 16.3610)], [c(48.2077, 16.3706)], [c(48.2166, 16.3958)], [c(48.1986, 16.3624)],
            ])
        #expect(
            features.map(\.properties) == [
                ["name": "Café Sperl", "category": "cafe", "note": "Billiards, since 1880"],
                ["name": "Hawelka", "category": "cafe", "note": "The \"Buchteln\" are a must"],
                ["name": "Prater", "category": "park", "note": "Ferris wheel\r\nGiant, 1897"],
                ["name": "Naschmarkt", "category": "market", "note": ""],
            ])
        #expect(features.map(\.location.line) == [2, 3, 4, 6], "a quoted line break makes the row after it start a line later")
        #expect(features.allSatisfy { $0.location.column == 1 })
    }

    @Test func semicolonsAndTabs() {
        let semicolon = DataFixtures.features("semicolon.csv")
        #expect(semicolon.map(\.points) == [[c(52.5163, 13.3777)], [c(52.5208, 13.4094)]])
        #expect(
            semicolon.map(\.properties) == [
                ["Name": "Brandenburger Tor", "Beschreibung": "Tor; Wahrzeichen"],
                ["Name": "Fernsehturm", "Beschreibung": "368 m, höchstes Bauwerk"],
            ])
        let tab = DataFixtures.features("places.tsv")
        #expect(tab.map(\.points) == [[c(-22.9519, -43.2105)], [c(-22.9486, -43.1553)]])
        #expect(tab.map(\.properties) == [["id": "1", "title": "Cristo Redentor"], ["id": "2", "title": "Pão de Açúcar"]])
    }

    @Test func headerlessRowsWithCommentsBlankLinesAndExtraColumns() {
        let features = DataFixtures.features("headerless.csv")
        #expect(
            features.map(\.points) == [[c(37.795490, -122.393700)], [c(37.796400, -122.394300)], [c(37.797400, -122.395000)]])
        #expect(features.allSatisfy { $0.properties.isEmpty })
        #expect(features.map(\.location.line) == [2, 4, 6])
    }

    @Test func theExampleRouteStillReads() {
        let path = DataFixtures.folder + "/../../../../Examples/data/route.csv"
        let (file, diagnostics) = DataFileReader.read(realPath: path, as: "data/route.csv", format: nil, reference: nil)
        #expect(diagnostics.isEmpty)
        #expect(file?.features.count ?? 0 > 10)
        #expect(file?.features.first?.points == [c(37.795490, -122.393700)])
    }

    @Test func separatorFoundOnTheFirstRow() {
        func separator(_ text: String) -> Character {
            Character(Unicode.Scalar(CSVRecords.separator(of: Array(text.utf8), from: 0)))
        }
        #expect(separator("a,b,c\n1;2") == ",")
        #expect(separator("# comment; here\na;b,c\n") == ";")
        #expect(separator("a\tb;c\n") == "\t")
        #expect(separator("\"a;b\",c\n") == ",")
        #expect(separator("47.1;8,5\n") == ";", "a comma beside semicolons is a decimal comma")
    }

    @Test func aFormatSaysHowToReadAFileWithAnotherName() {
        let (file, diagnostics) = readData(MarkedText("lat,lon\n1,2\n"), as: "points.dat", format: .csv)
        #expect(diagnostics.isEmpty)
        #expect(file?.format == .csv)
        // Without an extension that says anything, the content does.
        #expect(readData(MarkedText("lat,lon\n1,2\n"), as: "points").file?.format == .csv)
        #expect(readData(MarkedText(#"{"type": "Point", "coordinates": [1, 2]}"#), as: "points").file?.format == .geojson)
        #expect(
            readData(MarkedText("<?xml version=\"1.0\"?><gpx><wpt lat=\"1\" lon=\"2\"/></gpx>"), as: "export.xml").file?.format
                == .gpx)
    }
}
