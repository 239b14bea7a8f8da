import Testing

@testable import MapScene
@testable import MapSceneResolve

/// A processing instruction without data (`<?target?>`) in a GPX or KML file is read past, not a
/// crash in Foundation's XMLParser (found by the gpx fuzz target).
@Suite struct XMLEmptyInstructionsTests {
    @Test func aTrackWithAnEmptyInstructionReadsItsPoints() {
        let gpx = """
            <?xml version="1.0"?>
            <?mapc?>
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><?x?>
              <wpt lat="47.1" lon="8.5"><name>Here<?y?></name></wpt>
            </gpx>

            """
        let (file, diagnostics) = DataFileReader.read(Array(gpx.utf8), as: "track.gpx", format: nil, reference: nil)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(file?.features.count == 1)
        #expect(file?.features.first?.properties["name"] == "Here")
    }

    @Test func aBrokenFileWithAnEmptyInstructionIsALocatedError() {
        let gpx = "<?x?>\n<gpx vern=\"24.93\"eg></trk></gpx>\n"
        let (file, diagnostics) = DataFileReader.read(Array(gpx.utf8), as: "track.gpx", format: nil, reference: nil)
        #expect(file == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.range?.start.line == 2)
    }

    @Test func onlyEmptyInstructionsOutsideCommentsAndCDATAAreBlanked() {
        let xml = "<?xml version=\"1.0\"?><a><?b?><?c d?><!-- <?e?> --><![CDATA[<?f?>]]></a>"
        let expected = "<?xml version=\"1.0\"?><a>     <?c d?><!-- <?e?> --><![CDATA[<?f?>]]></a>"
        #expect(String(decoding: XMLEmptyInstructions.blanked(Array(xml.utf8)), as: UTF8.self) == expected)
    }

    @Test func anUnclosedInstructionIsLeftForTheParser() {
        #expect(XMLEmptyInstructions.blanked(Array("<a><?b".utf8)) == Array("<a><?b".utf8))
    }
}
