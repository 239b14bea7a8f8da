import MapSceneBase
import MapScenePipeline
import MapSceneResolve
import MapSceneSVG

/// The data-file readers (CSV, GPX, GeoJSON, KML). Every input is read as `data.EXT` by the
/// reader itself; every diagnostic lies inside the file and printing them never traps. An input
/// the reader takes without an error is then written to the scratch folder and compiled into a
/// small scene (decoded once) that makes annotations from its points and overlays from its
/// features (and, for GeoJSON, a basemap), and its SVG must be well-formed. Reading alone is what
/// most inputs reach, at several times the speed of a compile, so long runs get far.
enum DataFileTargets {
    static let csv = target("csv")
    static let gpx = target("gpx")
    static let geojson = target("geojson", basemap: true)
    static let kml = target("kml")

    private static func target(_ fileExtension: String, basemap: Bool = false) -> FuzzTarget {
        let dataName = "data." + fileExtension
        let scene = SourceFile(
            path: "scene.yaml", bytes: Array(sceneText(reading: dataName, basemap: basemap).utf8), syntax: .yaml)
        guard let decoded = Pipeline.decode(scene) else {
            fatalError("mapc-fuzz: the \(fileExtension) target's scene has errors")
        }
        let scenes: @Sendable ([UInt8]) -> [SceneFiles] = {
            [SceneFiles(scene: scene.path, files: [scene.path: scene.bytes, dataName: $0])]
        }
        return FuzzTarget(name: fileExtension, scenes: scenes) { bytes in
            var check = PropertyCheck()
            let (file, readDiagnostics) = DataFileReader.read(bytes, as: dataName, format: nil, reference: nil)
            checkDiagnostics(readDiagnostics, of: bytes, as: dataName, in: scene, into: &check)
            guard file != nil else { return check.violations }

            _ = ScratchFolder.write(bytes, as: dataName)
            let result = Pipeline.compile(decoded: decoded, directory: ScratchFolder.path, options: SceneOptions.scratch)
            checkDiagnostics(result.diagnostics, of: bytes, as: dataName, in: scene, into: &check)
            if let list = result.renderList { SVGWellFormedness.check(SVGBackend.render(list), into: &check) }
            return check.violations
        }
    }

    /// Every diagnostic lies inside the scene or the data file, and prints with no escape sequence.
    private static func checkDiagnostics(
        _ diagnostics: [Diagnostic], of bytes: [UInt8], as dataName: String, in scene: SourceFile, into check: inout PropertyCheck
    ) {
        DiagnosticRangeProperty.check(diagnostics, scene: scene.bytes, dataFile: (dataName, bytes), into: &check)
        let report = DiagnosticPrinter(colors: false).render(diagnostics, in: scene)
        TerminalEscapeProperty.check(report, allowsSGR: false, what: "diagnostics about \(dataName)", into: &check)
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
