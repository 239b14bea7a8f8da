import MapScene

/// The data-file readers (CSV, GPX, GeoJSON, KML): the bytes written as `data.EXT` in the scratch
/// folder and read by a small scene that makes annotations from its points and overlays from its
/// features (and, for GeoJSON, a basemap), then compiled. Every diagnostic lies inside the data
/// file or the scene, and printing them never traps.
enum DataFileTargets {
    static let csv = target("csv")
    static let gpx = target("gpx")
    static let geojson = target("geojson", basemap: true)
    static let kml = target("kml")

    private static func target(_ fileExtension: String, basemap: Bool = false) -> FuzzTarget {
        let dataName = "data." + fileExtension
        let scene = SourceFile(path: "scene.yaml", bytes: Array(sceneText(reading: dataName, basemap: basemap).utf8), syntax: .yaml)
        let scenes: @Sendable ([UInt8]) -> [SceneFiles] = { [SceneFiles(scene: scene.path, files: [scene.path: scene.bytes, dataName: $0])] }
        return FuzzTarget(name: fileExtension, scenes: scenes) { bytes in
            var check = PropertyCheck()
            _ = ScratchFolder.write(bytes, as: dataName)
            let result = Pipeline.compile(scene, directory: ScratchFolder.path, options: SceneOptions.scratch)
            DiagnosticRangeProperty.check(result.diagnostics, scene: scene.bytes, dataFile: (dataName, bytes), into: &check)
            let report = DiagnosticPrinter(colors: false).render(result.diagnostics, in: scene)
            TerminalEscapeProperty.check(report, allowsSGR: false, what: "diagnostics about \(dataName)", into: &check)
            if let list = result.renderList { SVGWellFormedness.check(SVGBackend.render(list), into: &check) }
            return check.violations
        }
    }

    private static func sceneText(reading dataName: String, basemap: Bool) -> String {
        """
        mapscene: 1
        canvas: {width: 320, height: 240}
        map: {type: none\(basemap ? ", basemap: [{geojson: \(dataName)}]" : "")}
        camera: {center: [40, 10], distance: 2000km}
        annotations:
          - {id: point, from: \(dataName), title: "{name}", subtitle: "{description}"}
        overlays:
          - {id: feature, data: \(dataName), title: "{name}"}

        """
    }
}
