// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "mapc",
    products: [
        .library(name: "MapScene", targets: ["MapScene"]),
        .executable(name: "mapc", targets: ["mapc"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(
            name: "MapScene",
            dependencies: ["CYAML"]
        ),
        .executableTarget(
            name: "mapc",
            dependencies: [
                "MapScene",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "mapc-bench",
            dependencies: ["MapScene"],
            path: "Benchmarks/ParseBenchmark"
        ),
        // zlib, for the tests that decode the PNGs real renderers draw.
        .systemLibrary(
            name: "CZlib",
            path: "Tests/CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .testTarget(
            name: "MapSceneTests",
            dependencies: ["MapScene", "CZlib"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "mapcTests",
            dependencies: ["mapc"]
        ),
    ]
)
