import Foundation
import MapSceneBase
import Testing

/// Data files built to exhaust a reader — a CSV of empty columns, an entity expanded half a
/// million times, an element of 200,000 attributes, folders nested half a million deep — end
/// within the deadline and under the memory cap with a located error that names the limit.
@Suite struct HostileDataFileTests {
    /// A scene that makes an annotation of each feature of `path`, with its name for a title.
    static func scene(reading path: String) -> String {
        """
        mapscene: 1
        canvas: {width: 600, height: 400}
        camera: {fit: all, padding: 10}
        annotations:
          - id: place
            from: \(path)
            title: "{name}"

        """
    }

    /// Runs `command` on a scene reading `contents` as `name`, and expects exit 1 with an error
    /// at `location` in the file that says `limit`, and nothing written.
    func expectRefused(
        _ name: String, _ contents: String, command: String = "compile", at location: String, saying limit: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let folder = try TemporaryFolder()
        try folder.write(name, contents)
        try folder.write("scene.yaml", Self.scene(reading: name))
        let before = folder.names()
        let arguments = command == "compile" ? ["compile", "scene.yaml", "-o", "map.svg"] : [command, "scene.yaml"]
        let run = try Mapc.runBounded(arguments, in: folder.url)
        #expect(run.status == 1, "\(run.summary)", sourceLocation: sourceLocation)
        let said = run.standardOutput + run.standardError
        #expect(said.contains("\(name):\(location): error: "), "\(said.prefix(2000))", sourceLocation: sourceLocation)
        #expect(said.contains(limit), "\(said.prefix(2000))", sourceLocation: sourceLocation)
        #expect(folder.names() == before, sourceLocation: sourceLocation)
    }

    @Test func aCSVOfTwentyThousandEmptyColumnsIsRefusedAtItsHeader() throws {
        // 2,000 rows of 20,000 columns: 40 MB.
        try expectRefused(
            "wide.csv", HostileDataFiles.wideCSV(rows: 2000, columns: 20_000),
            at: "1:\(("lat,lon" + (2..<4096).map { ",c\($0)" }.joined()).utf8.count + 2)", saying: "more than 4096 fields")
    }

    @Test func aCSVOfEmptyColumnsUpToTheCapStopsAtThePropertyLimit() throws {
        // Each row 4,096 fields, 4 KB, and 256 KiB of properties: the limit is passed at row 1,025.
        try expectRefused(
            "wide.csv", HostileDataFiles.wideCSV(rows: 1100, columns: 4096), command: "lint", at: "1026:1",
            saying: "more than 256 MiB, the most mapc keeps of one file")
    }

    @Test func aGPXEntityReferencedHalfAMillionTimesIsRefusedAtItsDeclaration() throws {
        try expectRefused(
            "bomb.gpx", HostileDataFiles.entityExpansionGPX(references: 500_000, entityBytes: 100_000), at: "2:17",
            saying: "declares an entity")
    }

    @Test func aGPXWaypointOfTwoHundredThousandAttributesIsRefusedAtTheFirstPastTheCap() throws {
        let offset = "  <wpt lat=\"60.17\" lon=\"24.94\"".utf8.count + (0..<254).map { " a\($0)=\"1\"" }.joined().utf8.count
        try expectRefused(
            "attributes.gpx", HostileDataFiles.manyAttributesGPX(200_000), command: "lint", at: "3:\(offset + 2)",
            saying: "<wpt> has more than 256 attributes")
    }

    @Test func aKMLOfFoldersNestedHalfAMillionDeepIsRefusedAtTheFirstTooDeep() throws {
        try expectRefused(
            "deep.kml", HostileDataFiles.deepKML(500_000), at: "3:\(254 * "<Folder>".utf8.count + 1)",
            saying: "nested more than 256 deep")
    }
}
