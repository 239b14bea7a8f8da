import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneResolve

/// The limits that keep a hostile data file from taking time or memory out of proportion to its
/// size: each is a located error in the file, and files within them read as before.
extension DataFileProblemTests {
    // MARK: CSV

    @Test func csvRowOfMoreFieldsThanTheCapIsRefusedAtTheFirstPastIt() {
        let header = "lat,lon" + (2..<CSVRecords.maximumFields).map { ",c\($0)" }.joined()
        expectProblem(
            MarkedText("name,lat,lon\nA,60.1,24.9\n" + header + ",1️⃣extra\n"), as: "wide.csv",
            "this row has more than 4096 fields, the most mapc reads on one row")
    }

    @Test func csvHeaderOfTheCapReads() {
        let header = "lat,lon" + (2..<CSVRecords.maximumFields).map { ",c\($0)" }.joined()
        let (file, diagnostics) = readData(
            MarkedText(header + "\n60.1,24.9" + String(repeating: ",x", count: CSVRecords.maximumFields - 2) + "\n"),
            as: "wide.csv")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(file?.features.first?.properties.count == CSVRecords.maximumFields - 2)
    }

    @Test func csvPropertiesPastTheLimitAreRefusedAtTheRowThatPassesIt() {
        // Each row keeps two properties: 64 + 1 and 64 + 0 bytes.
        let text = DataText(Array("lat,lon,a,b\n1,2,x,\n3,4,y,\n5,6,z,\n".utf8))
        let (features, problems) = CSVDataReader.read(text, propertyLimit: 2 * 129)
        #expect(features.count == 2)
        #expect(
            problems.list.map(\.message) == [
                "the properties of the rows up to this one take more than 258 bytes, the most mapc keeps of one file "
                    + "(a value counted as its text and 64 bytes); leave out columns the scene does not use"
            ])
        #expect(problems.list.map { text.location(of: $0.bytes.lowerBound) } == [SourceLocation(line: 4, column: 1)])
    }

    // MARK: XML document types and entities

    @Test func gpxEntityDeclarationIsRefusedAtIt() {
        expectProblem(
            MarkedText(
                """
                <?xml version="1.0"?>
                <!DOCTYPE gpx [
                  1️⃣<!ENTITY y "yes">
                ]>
                <gpx version="1.1"><wpt lat="1" lon="2"><name>A&y;B</name></wpt></gpx>
                """), as: "track.gpx",
            "the document type declares an entity; a GPX or KML file needs none, and mapc expands none: remove the <!ENTITY> declarations"
        )
    }

    @Test func kmlParameterEntityDeclarationIsRefusedAtIt() {
        expectProblem(
            MarkedText(
                """
                <!DOCTYPE kml [ <!-- a comment with <!ENTITY in it --> <!ELEMENT kml ANY> 1️⃣<!ENTITY % e SYSTEM "http://example.com/e.dtd"> %e; ]>
                <kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><Point><coordinates>2,1</coordinates></Point></Placemark></kml>
                """), as: "places.kml",
            "the document type declares an entity; a GPX or KML file needs none, and mapc expands none: remove the <!ENTITY> declarations"
        )
    }

    @Test func gpxAttributeDeclarationIsRefusedAtIt() {
        // A default would give every <wpt> the attributes without a byte of them in the file.
        expectProblem(
            MarkedText(
                """
                <!DOCTYPE gpx [1️⃣<!ATTLIST wpt lat CDATA "10" lon CDATA "20">]>
                <gpx version="1.1"><wpt/><wpt lat="1" lon="2"/></gpx>
                """), as: "track.gpx",
            "the document type declares attributes; a GPX or KML file needs no <!ATTLIST>, and mapc reads none: remove them")
    }

    @Test func unknownEntityIsRefusedAtItsAmpersandInTextAndAttributes() {
        let message = "an unknown entity '&y;': XML knows only &amp; &lt; &gt; &quot; &apos; and character references"
        // After an external document type libxml2 would leave the reference out, and after one it
        // takes for external, the rest of the text.
        expectProblem(
            MarkedText(
                """
                <?xml version="1.0"?>
                <!DOCTYPE gpx SYSTEM "gpx.dtd">
                <gpx version="1.1"><wpt lat="1" lon="2"><name>A1️⃣&y;B</name></wpt></gpx>
                """), as: "track.gpx", message)
        expectProblem(
            MarkedText(
                """
                <kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><ExtendedData><Data name="1️⃣&y;"><value>1</value></Data></ExtendedData>
                <Point><coordinates>2,1</coordinates></Point></Placemark></kml>
                """), as: "places.kml", message)
    }

    @Test func predefinedEntitiesAndCharacterReferencesStillRead() {
        let (file, diagnostics) = readData(
            MarkedText(
                """
                <!DOCTYPE gpx PUBLIC "-//GPX//EN" "http://www.topografix.com/GPX/1/1/gpx.dtd" [ <!-- none --> <!ELEMENT gpx ANY> ]>
                <gpx version="1.1"><wpt lat="1" lon="2"><name>A &amp; B &lt;&gt;&quot;&apos; &#233;&#x263A;<![CDATA[&y;]]></name>
                <desc><!-- &y; --></desc><link href="a?b=1&amp;c=2"/></wpt></gpx>
                """), as: "track.gpx")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(file?.features.map(\.properties) == [["name": "A & B <>\"' é☺&y;", "link": "a?b=1&c=2"]])
    }

    @Test func screenLeavesAnEarlierSyntaxErrorToTheParser() {
        expectProblem(
            MarkedText(
                """
                <gpx version="1.1"><wpt lat="1" lon=1️⃣2><name>A&y;B</name></wpt></gpx>
                """), as: "track.gpx", "an attribute needs a value in quotes")
    }

    @Test func entityDeclarationInUTF16IsRefused() {
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE gpx [<!ENTITY y \"yes\">]>\n<gpx><wpt lat=\"1\" lon=\"2\"><name>&y;</name></wpt></gpx>\n"
        let utf16: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let (file, diagnostics) = DataFileReader.read(utf16, as: "track.gpx", format: nil, reference: nil)
        #expect(file == nil)
        #expect(
            diagnostics.map(\.message).first?.hasPrefix("the document type declares an entity") == true,
            "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.range?.start.line == 2)
    }

    @Test func entityDeclarationInAnEightBitEncodingIsRefusedAtIt() {
        expectProblem(
            MarkedText(
                """
                <?xml version="1.0" encoding="windows-1252"?>
                <!DOCTYPE gpx [1️⃣<!ENTITY y "yes">]>
                <gpx><wpt lat="1" lon="2"><name>&y;</name></wpt></gpx>
                """), as: "track.gpx",
            "the document type declares an entity; a GPX or KML file needs none, and mapc expands none: remove the <!ENTITY> declarations"
        )
    }

    @Test func ebcdicIsRefused() {
        let (file, diagnostics) = DataFileReader.read(
            [0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40], as: "track.gpx", format: nil, reference: nil)
        #expect(file == nil)
        #expect(diagnostics.map(\.message) == ["the file is in EBCDIC, which mapc does not read; save it as UTF-8"])
    }

    // MARK: XML attributes and nesting

    @Test func elementOfMoreAttributesThanTheCapIsRefusedAtTheFirstPastIt() {
        let attributes = (0..<(XMLMarkupScreen.maximumAttributes - 2)).map { " a\($0)=\"1\"" }.joined()
        expectProblem(
            MarkedText("<gpx version=\"1.1\">\n<wpt lat=\"1\" lon=\"2\"\(attributes) 1️⃣z=\"1\"/></gpx>"), as: "track.gpx",
            "<wpt> has more than 256 attributes, the most mapc reads on one element")
        let (file, diagnostics) = readData(
            MarkedText("<gpx version=\"1.1\">\n<wpt lat=\"1\" lon=\"2\"\(attributes)/></gpx>"), as: "track.gpx")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(file?.features.count == 1)
    }

    @Test func elementsNestedDeeperThanTheCapAreRefusedAtTheFirstTooDeep() {
        let depth = XMLMarkupScreen.maximumDepth
        // The root, a Document, folders, and a placemark's <coordinates> at the cap.
        let placemark = "<Placemark><Point><coordinates>2,1</coordinates></Point></Placemark>"
        let (file, diagnostics) = readData(
            MarkedText(
                "<kml><Document>" + String(repeating: "<Folder>", count: depth - 5) + placemark
                    + String(repeating: "</Folder>", count: depth - 5) + "</Document></kml>"),
            as: "places.kml")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(file?.features.count == 1)
        // Folders to the cap; one more is too deep.
        let folders = depth - 2
        expectProblem(
            MarkedText(
                "<kml><Document>" + String(repeating: "<Folder>", count: folders) + "1️⃣<Folder/>"
                    + String(repeating: "</Folder>", count: folders) + "</Document></kml>"),
            as: "places.kml", "elements are nested more than 256 deep, the most mapc reads")
    }
}
