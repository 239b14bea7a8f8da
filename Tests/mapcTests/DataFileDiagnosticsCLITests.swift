import Foundation
import Testing

/// A problem inside a data file the scene reads, through the command line: printed at the data
/// file's own line with a caret, a note at the scene's line that reads it, exit 1, nothing
/// written; `lint --format json` names the data file.
@Suite struct DataFileDiagnosticsCLITests {
    let scene = """
        mapscene: 1
        map: {basemap: [{geojson: data/city.geojson}]}
        camera: {center: [60.17, 24.94], distance: 1km}

        """
    let city = """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"highway": "residential"},
           "geometry": {"type": "LineString", "coordinates": [[24.94, 60.17], [24.95, 95.5]]}}
        ]}

        """

    @Test func compileExitsOneAndPrintsTheDataFilesLine() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        try folder.write("data/city.geojson", city)
        let run = try Mapc.run(["compile", path])
        #expect(run.status == 1)
        let dataPath = folder.url.appendingPathComponent("data/city.geojson").path
        #expect(
            run.standardError == """
                \(dataPath):3:79: error: latitude 95.5 is outside -90...90 (GeoJSON positions are [longitude, latitude]) [data-file]
                   "geometry": {"type": "LineString", "coordinates": [[24.94, 60.17], [24.95, 95.5]]}}
                \(String(repeating: " ", count: 78))^
                \(path):2:27: note: read from here
                map: {basemap: [{geojson: data/city.geojson}]}
                                          ^~~~~~~~~~~~~~~~~

                """)
        #expect(folder.names() == ["data", "scene.yaml"])
    }

    @Test func lintJSONNamesTheDataFile() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        try folder.write("data/city.geojson", city)
        let run = try Mapc.run(["lint", "--format", "json", path])
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(json.count == 1)
        #expect(json.first?["path"] as? String == folder.url.appendingPathComponent("data/city.geojson").path)
        #expect(json.first?["line"] as? Int == 3)
        let note = try #require((json.first?["notes"] as? [[String: Any]])?.first)
        #expect(note["path"] as? String == path)
        #expect(note["line"] as? Int == 2)
    }
}
