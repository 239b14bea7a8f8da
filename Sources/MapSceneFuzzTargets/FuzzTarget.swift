/// One fuzz target: a name and what one input is put through. Both the libFuzzer executable
/// (`Fuzzing/`, run by `Scripts/fuzz.sh`) and the regression corpus test run inputs through
/// these, so a reproducer is checked for exactly what the fuzzer checked.
public struct FuzzTarget: Sendable {
    /// The name `Scripts/fuzz.sh` and the regression corpus's folders use.
    public let name: String
    /// Runs one input and returns every property it broke; a crash is a finding of its own.
    public let run: @Sendable ([UInt8]) -> [PropertyViolation]
    /// The scenes `mapc` can be run on to put the same input through the command line: none for
    /// a target with no command that reads its input alone (a bare vector tile).
    public let scenes: @Sendable ([UInt8]) -> [SceneFiles]

    init(
        name: String, scenes: @escaping @Sendable ([UInt8]) -> [SceneFiles] = { _ in [] },
        run: @escaping @Sendable ([UInt8]) -> [PropertyViolation]
    ) {
        self.name = name
        self.scenes = scenes
        self.run = run
    }

    /// Every target, in the order `Scripts/fuzz.sh all` runs them.
    public static let all: [FuzzTarget] = [
        SceneFrontEndTargets.yaml, SceneFrontEndTargets.dsl, PipelineTarget.target, DiagnosticsTarget.target,
        FormatConvertTarget.target,
        DataFileTargets.csv, DataFileTargets.gpx, DataFileTargets.geojson, DataFileTargets.kml,
        TileTargets.mbtiles, MBTilesSchemaTarget.target, TileTargets.pmtiles, TileTargets.mvt,
    ]

    /// The target called `name`, if there is one.
    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}

/// A scene file and the files beside it, by name, for running `mapc` on one input.
public struct SceneFiles: Sendable {
    /// The scene's file name, whose extension tells its syntax.
    public let scene: String
    /// Every file to write into one folder, the scene's among them.
    public let files: [String: [UInt8]]

    /// The input itself as the scene `name`.
    static func scene(_ name: String, _ bytes: [UInt8]) -> SceneFiles {
        SceneFiles(scene: name, files: [name: bytes])
    }
}
