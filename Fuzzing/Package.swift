// swift-tools-version: 6.0
import PackageDescription

// The fuzz targets: one libFuzzer executable over the MapScene library, the target chosen by its
// first argument. Kept out of the root package because it builds only with
// `-sanitize=fuzzer`; `Scripts/fuzz.sh` builds and runs it.
let package = Package(
    name: "mapc-fuzz",
    dependencies: [.package(name: "mapc", path: "..")],
    targets: [
        .executableTarget(
            name: "MapcFuzz",
            dependencies: [.product(name: "MapSceneFuzzTargets", package: "mapc")]
        )
    ]
)
