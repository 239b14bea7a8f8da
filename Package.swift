// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "mapc",
    products: [
        .library(name: "MapScene", targets: ["MapScene"]),
        .executable(name: "mapc", targets: ["mapc"]),
        // The fuzz targets and the properties they check, for the libFuzzer executable in
        // Fuzzing/ (built only by Scripts/fuzz.sh) and the regression corpus test.
        .library(name: "MapSceneFuzzTargets", targets: ["MapSceneFuzzTargets"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation --target MapScene` builds the DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // zlib: gzip-compressed vector tiles and archive directories; the tests also decode the
        // PNGs real renderers draw with it.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // SQLite: MBTiles archives.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // PNG, JPEG and WebP raster tiles through libpng, libjpeg-turbo and libwebp (Debian's
        // libpng-dev, libjpeg-dev, libwebp-dev). A C target rather than system library modules
        // because libjpeg reports errors by longjmp, which must not cross into Swift.
        .target(
            name: "CRasterCodecs",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg"), .linkedLibrary("webp")]
        ),
        // HTTP for raster tiles through libcurl, loaded with dlopen only when a tile is fetched:
        // linking Foundation's URLSession would load libcurl and its thirty libraries into every
        // run, about 6 ms of each start-up.
        .target(
            name: "CCurl",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        // librsvg and cairo, which draw the SVG as PNG and PDF, loaded with dlopen on the first
        // drawing: linked, their fifty libraries would load on every run, about 8 ms of each
        // start-up. Debian's librsvg2-2; Homebrew's librsvg on macOS.
        .target(
            name: "CRsvg",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        // mapc's outputs are written through a temporary file and a rename: this removes the
        // temporary file when SIGINT, SIGTERM or SIGHUP ends the process during the write.
        .target(name: "CTemporaryFiles"),
        // libyaml's events copied into batches in C.
        .target(name: "CYAMLEvents", dependencies: ["CYAML"]),
        // A scene file's text scanned at memory speed, before it is read: checked, its lines counted, a key found.
        .target(name: "CTextScan"),
        // The library's layers, lowest first: each target imports only the ones below it, so a
        // stage cannot reach back into an earlier one (Docs/architecture.md).
        // Source files and their positions, diagnostics and their printers, JSON values.
        .target(name: "MapSceneBase", dependencies: ["CTextScan"]),
        // Coordinates, the ellipsoid and geodesics, Web Mercator map points, plane boxes and clipping.
        .target(name: "MapSceneGeometry", dependencies: ["MapSceneBase"]),
        // The scene as typed values.
        .target(name: "MapSceneModel", dependencies: ["MapSceneBase", "MapSceneGeometry"]),
        // Both front ends: YAML through libyaml's events and the mapc DSL, into one syntax tree.
        .target(
            name: "MapSceneSyntax",
            dependencies: ["MapSceneBase", "MapSceneGeometry", "CYAML", "CYAMLEvents", "CTextScan"]
        ),
        // MapLibre style documents: their layers, filters and expressions, evaluated for a feature and a zoom.
        .target(name: "MapSceneStyle", dependencies: ["MapSceneBase", "MapSceneModel"]),
        // The syntax tree checked against the vocabulary and decoded into the scene.
        .target(name: "MapSceneDecode", dependencies: ["MapSceneSyntax", "MapSceneModel"]),
        // A scene printed back in either syntax (`fmt`, `convert`).
        .target(name: "MapScenePrint", dependencies: ["MapSceneDecode"]),
        // The render list: the one contract between compiling and the backends.
        .target(name: "MapSceneRenderList", dependencies: ["MapSceneModel"]),
        // What the compiler and both backends measure and draw with: pins, callouts, raster pixels.
        .target(name: "MapSceneDrawing", dependencies: ["MapSceneRenderList", "CRasterCodecs"]),
        // The camera resolved into the viewport on the canvas.
        .target(name: "MapSceneCamera", dependencies: ["MapSceneDrawing"]),
        // The files a scene names: data files, images, tile archives, folders and URLs, the
        // embedded world.
        .target(
            name: "MapSceneResolve",
            dependencies: ["MapSceneCamera", "MapSceneDecode", "MapSceneStyle", "CZlib", "CSQLite", "CCurl"],
            // Natural Earth at 1:50m and 1:10m for the embedded world, written by
            // Scripts/generate/generate-world-resource.py.
            resources: [.copy("Resources/world.bin")]
        ),
        // The resolved scene compiled into the render list.
        .target(name: "MapSceneCompile", dependencies: ["MapSceneResolve"]),
        // Parse, decode, resolve and compile in one call.
        .target(name: "MapScenePipeline", dependencies: ["MapSceneCompile"]),
        // The backends.
        .target(name: "MapSceneSVG", dependencies: ["MapSceneDrawing"]),
        .target(name: "MapSceneTerminal", dependencies: ["MapSceneDrawing"]),
        // PNG and PDF: the SVG backend's document drawn by librsvg and cairo.
        .target(name: "MapSceneImage", dependencies: ["MapSceneSVG", "MapSceneDrawing", "CRsvg"]),
        // The rules `mapc lint` adds about the compiled picture, policies and fixes.
        .target(name: "MapSceneLint", dependencies: ["MapScenePipeline", "MapSceneSVG", "MapSceneTerminal"]),
        // Completions, hovers, outlines and identifiers for the language server.
        .target(name: "MapSceneEditor", dependencies: ["MapSceneDecode"]),
        // The public library: `SceneCompilation` and the types a Swift program uses with it.
        .target(
            name: "MapScene",
            dependencies: [
                "MapScenePipeline", "MapSceneLint", "MapSceneEditor", "MapScenePrint", "MapSceneSVG",
                "MapSceneImage", "MapSceneTerminal",
            ]
        ),
        // `mapc lsp`: the Language Server Protocol over standard input and output.
        .target(
            name: "MapSceneLanguageServer",
            dependencies: [
                "MapSceneBase", "MapSceneEditor", "MapSceneLint", "MapSceneModel", "MapScenePipeline", "MapScenePrint",
            ]
        ),
        .executableTarget(
            name: "mapc",
            dependencies: [
                "MapSceneBase", "MapSceneCamera", "MapSceneDecode", "MapSceneLint", "MapSceneModel", "MapScenePipeline",
                "MapScenePrint", "MapSceneRenderList", "MapSceneResolve", "MapSceneSVG", "MapSceneImage",
                "MapSceneTerminal", "MapSceneLanguageServer",
                "CTemporaryFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "MapSceneFuzzTargets",
            // SQLite writes the databases of the MBTiles schema target.
            dependencies: [
                "MapSceneBase", "MapSceneLint", "MapSceneModel", "MapScenePipeline", "MapScenePrint", "MapSceneResolve",
                "MapSceneSVG", "MapSceneTerminal", "CSQLite",
            ]
        ),
        // The loopback tile server both test targets fetch raster tiles from.
        .target(
            name: "TileServer",
            path: "Tests/TileServer",
            exclude: ["tile-server.py"]
        ),
        // What the test targets share: running the built mapc under a memory cap and a deadline
        // (the tests of hostile inputs), and the one seeded random number generator.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "MapSceneTests",
            dependencies: [
                "MapScene", "MapSceneBase", "MapSceneCamera", "MapSceneCompile", "MapSceneDecode", "MapSceneDrawing",
                "MapSceneEditor", "MapSceneGeometry", "MapSceneLint", "MapSceneModel", "MapScenePipeline", "MapScenePrint",
                "MapSceneRenderList", "MapSceneResolve", "MapSceneSVG", "MapSceneImage", "MapSceneSyntax", "MapSceneTerminal",
                "CZlib", "CSQLite",
                "TileServer", "TestSupport",
            ],
            resources: [.copy("Fixtures")]
        ),
        // The library as a Swift program uses it: no @testable, only the public API.
        .testTarget(
            name: "MapSceneAPITests",
            dependencies: ["MapScene"]
        ),
        // MapLibre styles read and their expressions evaluated, against the spec's own examples;
        // the example styles checked against the layers of the archives they are written for.
        .testTarget(
            name: "MapSceneStyleTests",
            dependencies: ["MapSceneStyle", "MapSceneBase", "MapSceneModel", "MapSceneResolve"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LanguageServerTests",
            dependencies: ["MapScene", "MapSceneBase", "MapSceneLanguageServer", "TestSupport"]
        ),
        .testTarget(
            name: "mapcTests",
            dependencies: [
                "mapc", "MapSceneBase", "MapSceneDrawing", "MapSceneGeometry", "TileServer", "MapSceneFuzzTargets", "TestSupport",
                "CSQLite",
            ],
            exclude: ["Fixtures"]
        ),
    ]
)
