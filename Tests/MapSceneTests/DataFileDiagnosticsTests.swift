import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneResolve

/// Diagnostics in a data file print with that file's path beside the scene's, its own line and a
/// caret, and a note at the scene's line that reads it; JSON says the same, and sorting puts the
/// scene file first.
@Suite struct DataFileDiagnosticsTests {
    let scene = SourceFile(
        path: "maps/walk.yaml",
        text: """
            mapscene: 1
            camera: {fit: all}
            overlays:
              - id: walk
                polyline: {source: data/track.gpx}
            """)
    let reference = SourceRange(start: SourceLocation(line: 5, column: 24), end: SourceLocation(line: 5, column: 38))

    @Test func printedInTheDataFileWithANoteInTheScene() {
        let track = """
            <gpx version="1.1">
              <trk><trkseg>
                <trkpt lat="47.1" lon="8.5"/>
                <trkpt lat="95" lon="8.6"/>
              </trkseg></trk>
            </gpx>
            """
        let (file, diagnostics) = DataFileReader.read(Array(track.utf8), as: "data/track.gpx", format: nil, reference: reference)
        #expect(file == nil)
        #expect(
            DiagnosticPrinter(colors: false).render(diagnostics, in: scene) == """
                maps/data/track.gpx:4:17: error: latitude 95 is outside -90...90 [data-file]
                    <trkpt lat="95" lon="8.6"/>
                                ^~
                maps/walk.yaml:5:24: note: read from here
                    polyline: {source: data/track.gpx}
                                       ^~~~~~~~~~~~~~

                """)
    }

    @Test func aLongLineIsQuotedAroundTheRange() {
        let features = (0..<200).map {
            #"{"type":"Feature","properties":{"n":\#($0)},"geometry":{"type":"Point","coordinates":[1,2]}}"#
        }
        var text = #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",")
        text += #",{"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[1,95]}}]}"#
        let (_, diagnostics) = DataFileReader.read(Array(text.utf8), as: "one-line.geojson", format: nil, reference: nil)
        #expect(diagnostics.count == 1)
        let file = diagnostics[0].file!
        #expect(file.excerpt.utf8.count <= DataText.maximumExcerptBytes + 3)
        #expect(file.excerptColumn > 1)
        #expect(!file.excerptIsCut)
        let printed = DiagnosticPrinter(colors: false).render(diagnostics, in: SourceFile(path: "s.yaml", text: "x"))
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
        let column = text.count - "95]}}]}".count + 1
        #expect(
            lines[0]
                == "one-line.geojson:1:\(column): error: latitude 95 is outside -90...90 (GeoJSON positions are [longitude, latitude]) [data-file]"
        )
        #expect(lines[1].hasPrefix("…") && lines[1].hasSuffix(#"[1,95]}}]}"#))
        #expect(lines[2].hasSuffix("^") && Array(lines[1])[lines[2].count - 1] == "9")
    }

    @Test func theCutExcerptOfAMiddleColumn() {
        let long = String(repeating: "a,", count: 2000) + "x"
        let file = DataText(Array(long.utf8)).diagnosticFile(path: "wide.csv", quotingLineAt: 2000)
        #expect(file.excerptColumn == 2001 - DataText.maximumExcerptBytes / 3)
        #expect(file.excerptIsCut)
        let d = Diagnostic.error("odd", at: SourceRange(at: SourceLocation(line: 1, column: 2001)), in: file, rule: "r")
        let printed = DiagnosticPrinter(colors: false).render([d], in: SourceFile(path: "s.yaml", text: "x")).split(
            separator: "\n")
        #expect(printed[0] == "wide.csv:1:2001: error: odd [r]")
        #expect(printed[1].hasPrefix("…a,a,") && printed[1].hasSuffix("…"))
        #expect(printed[2].hasSuffix("^"))
        #expect(printed[1].dropFirst(printed[2].count - 1).first == "a")
    }

    @Test func sortedSceneFileFirstThenDataFilesByPath() {
        let at = SourceRange(at: SourceLocation(line: 1, column: 1))
        let b = Diagnostic.error("b", at: at, in: DiagnosticFile(path: "b.csv", excerpt: ""), rule: "r")
        let a2 = Diagnostic.error(
            "a2", at: SourceRange(at: SourceLocation(line: 2, column: 1)), in: DiagnosticFile(path: "a.gpx", excerpt: ""),
            rule: "r")
        let a1 = Diagnostic.warning("a1", at: at, in: DiagnosticFile(path: "a.gpx", excerpt: ""), rule: "r")
        let scene = Diagnostic.error("scene", at: SourceRange(at: SourceLocation(line: 9, column: 1)), rule: "r")
        #expect([b, a2, scene, a1, b].sortedAndUnique().map(\.message) == ["scene", "a1", "a2", "b"])
    }

    @Test func jsonCarriesTheDataFileAndTheNotesPath() {
        let d = Diagnostic.error(
            "latitude 95 is outside -90...90",
            at: SourceRange(start: SourceLocation(line: 4, column: 16), end: SourceLocation(line: 4, column: 18)),
            in: DiagnosticFile(path: "data/track.gpx", excerpt: "x"), rule: Rule.dataFile.id,
            notes: [
                DiagnosticNote("read from here", at: reference),
                DiagnosticNote(
                    "in the same file", at: SourceRange(at: SourceLocation(line: 1, column: 1)),
                    in: DiagnosticFile(path: "data/track.gpx", excerpt: "x")),
            ])
        #expect(
            DiagnosticJSON.encode([("maps/walk.yaml", d)]) == #"""
                [
                  {
                    "path": "maps/data/track.gpx",
                    "line": 4,
                    "column": 16,
                    "endLine": 4,
                    "endColumn": 18,
                    "severity": "error",
                    "rule": "data-file",
                    "message": "latitude 95 is outside -90...90",
                    "notes": [
                      {
                        "message": "read from here",
                        "path": "maps/walk.yaml",
                        "line": 5,
                        "column": 24
                      },
                      {
                        "message": "in the same file",
                        "line": 1,
                        "column": 1
                      }
                    ]
                  }
                ]
                """#)
    }

    @Test func displayPaths() {
        let file = DiagnosticFile(path: "data/a.csv", excerpt: "")
        #expect(file.displayPath(besideScene: "maps/walk.yaml") == "maps/data/a.csv")
        #expect(file.displayPath(besideScene: "walk.yaml") == "data/a.csv")
        #expect(file.displayPath(besideScene: "<stdin>") == "data/a.csv")
        #expect(file.displayPath(besideScene: "/abs/walk.yaml") == "/abs/data/a.csv")
        #expect(DiagnosticFile(path: "/srv/a.csv", excerpt: "").displayPath(besideScene: "maps/walk.yaml") == "/srv/a.csv")
    }

    @Test func unreadableFilesAreReportedAtTheScenesReference() throws {
        let folder = try ScratchFolder()
        try folder.write("folder.gpx/x", "")
        let (file, diagnostics) = DataFileReader.read(
            realPath: folder.path + "/folder.gpx", as: "folder.gpx", format: nil, reference: reference)
        #expect(file == nil)
        #expect(
            diagnostics == [.error("cannot read 'folder.gpx': it is not a regular file", at: reference, rule: Rule.sourceFile.id)]
        )
        try folder.write("zeros.kml", "\0\0\0")
        #expect(
            DataFileReader.read(realPath: folder.path + "/zeros.kml", as: "zeros.kml", format: nil, reference: reference)
                .diagnostics.map(\.message)
                == ["'zeros.kml' is not a text file: it holds NUL bytes"])
        try folder.write("what.dat", "<?xml version=\"1.0\"?><svg/>")
        #expect(
            DataFileReader.read(realPath: folder.path + "/what.dat", as: "what.dat", format: nil, reference: reference)
                .diagnostics.map(\.message)
                == ["cannot tell what 'what.dat' holds; name it .gpx, .geojson, .kml or .csv, or say its format"])
    }
}
