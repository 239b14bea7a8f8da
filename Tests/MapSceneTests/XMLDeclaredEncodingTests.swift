import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapSceneResolve

/// A GPX or KML file that libxml2 would convert to UTF-8 is converted with iconv first: Debian
/// 12's libxml2 crashes when a conversion fails (found by the gpx fuzz target).
@Suite struct XMLDeclaredEncodingTests {
    func read(_ bytes: [UInt8], as path: String = "track.gpx") -> (file: DataFile?, diagnostics: [Diagnostic]) {
        DataFileReader.read(bytes, as: path, format: nil, reference: nil)
    }

    func declared(_ encoding: String, _ body: [UInt8]) -> [UInt8] {
        Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n".utf8) + body
    }

    @Test func aByteOutsideWindows1252IsALocatedErrorNotACrash() {
        let bytes = declared(
            "windows-1252", Array("<gpx><wpt lat=\"1\" lon=\"2\"><name>".utf8) + [0x81] + Array("</name></wpt></gpx>".utf8))
        let (file, diagnostics) = read(bytes)
        #expect(file == nil)
        #expect(
            diagnostics.map(\.message) == ["the text is not in the encoding the file declares (UTF-8 unless it says otherwise)"])
        #expect(diagnostics.first?.range?.start == SourceLocation(line: 2, column: 33))
    }

    @Test func everyIconvEncodingIsChecked() {
        for (encoding, byte) in [("UTF-7", UInt8(0xFF)), ("EUC-JP", 0xFF), ("Shift_JIS", 0x81), ("ISO-8859-3", 0xA5)] {
            let (file, diagnostics) = read(declared(encoding, Array("<kml><Placemark>".utf8) + [byte]), as: "places.kml")
            #expect(file == nil, "\(encoding)")
            #expect(diagnostics.count == 1, "\(encoding): \(diagnostics.map(\.message))")
        }
    }

    @Test func anEncodingIconvDoesNotKnowIsRefusedAtTheDeclaration() {
        let (file, diagnostics) = read(declared("U-TF8", Array("<gpx>".utf8) + [0xD3, 0xD3]))
        #expect(file == nil)
        #expect(
            diagnostics.map(\.message) == ["the file declares the encoding 'U-TF8', which mapc cannot read; save it as UTF-8"])
        #expect(diagnostics.first?.range?.start == SourceLocation(line: 1, column: 1))
    }

    @Test func aLoneSurrogateInUTF16IsALocatedErrorNotACrash() {
        let utf16: [UInt8] =
            [0xFE, 0xFF] + "<gpx>".utf8.flatMap { [0, $0] } + [0xDC, 0x00] + "</gpx>".utf8.flatMap { [0, $0] }
        let (file, diagnostics) = read(utf16)
        #expect(file == nil)
        #expect(
            diagnostics.map(\.message) == ["the text is not in the encoding the file declares (UTF-8 unless it says otherwise)"])
    }

    @Test func aWindows1252FileReadsWithItsAccents() {
        let bytes = declared(
            "windows-1252", Array("<gpx><wpt lat=\"1\" lon=\"2\"><name>Caf".utf8) + [0xE9] + Array("</name></wpt></gpx>".utf8))
        let (file, diagnostics) = read(bytes)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        #expect(file?.features.first?.properties["name"] == "Café")
    }

    @Test func aFileDeclaringUTF16ButWrittenInSingleBytesIsRefusedAtTheName() {
        for encoding in ["UTF-16", "utf-16le", "UTF-32BE", "UCS-2", "ucs_4"] {
            let (file, diagnostics) = read(declared(encoding, Array("<gpx><wpt lat=\"1\" lon=\"2\"/></gpx>\n".utf8)))
            #expect(file == nil, "\(encoding)")
            #expect(
                diagnostics.map(\.message) == [
                    "the file declares the encoding '\(encoding)' but is written one byte a character; "
                        + "declare encoding=\"UTF-8\" (or the 8-bit encoding it is in), or save it as \(encoding)"
                ])
            #expect(diagnostics.first?.range?.start == SourceLocation(line: 1, column: 31), "\(encoding)")
        }
    }

    @Test func aUTF16FileWithAByteOrderMarkAndItsDeclarationReads() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<gpx><wpt lat=\"1\" lon=\"2\"><name>Å</name></wpt></gpx>\n"
        let utf16: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let (file, diagnostics) = read(utf16)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        #expect(file?.features.first?.properties["name"] == "Å")
    }

    @Test func theDeclarationsEncodingIsFoundInEitherQuote() {
        #expect(XMLDeclaredEncoding.name(in: Array("<?xml version='1.0' encoding = 'EUC-JP' ?><a/>".utf8), from: 0) == "EUC-JP")
        #expect(XMLDeclaredEncoding.name(in: Array("<?xml version=\"1.0\"?><a encoding=\"x\"/>".utf8), from: 0) == nil)
        #expect(XMLDeclaredEncoding.name(in: Array("<gpx/>".utf8), from: 0) == nil)
    }
}
