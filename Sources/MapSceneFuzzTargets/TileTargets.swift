import MapSceneResolve

/// The tile formats: MBTiles and PMTiles archives (the bytes written as a file in the scratch
/// folder, opened, their metadata read and the first tiles of zooms 0 to 2 read and, where they
/// are vector tiles, decoded; on the command line, as a scene's basemap), and Mapbox Vector Tile decoding of the bytes themselves. No
/// property but that malformed bytes are an error, never a trap or a hang.
enum TileTargets {
    static let mbtiles = archive("mbtiles")
    static let pmtiles = archive("pmtiles")
    static let mvt = FuzzTarget(name: "mvt") { bytes in
        _ = try? VectorTile(decoding: bytes)
        return []
    }

    private static func archive(_ fileExtension: String) -> FuzzTarget {
        let archiveName = "tiles." + fileExtension
        let scene = """
            mapscene: 1
            canvas: {width: 320, height: 240}
            map: {basemap: [{tiles: \(archiveName)}]}
            camera: {center: [60.17, 24.94], distance: 5km}

            """
        let scenes: @Sendable ([UInt8]) -> [SceneFiles] = {
            [SceneFiles(scene: "scene.yaml", files: ["scene.yaml": Array(scene.utf8), archiveName: $0])]
        }
        return FuzzTarget(name: fileExtension, scenes: scenes) { bytes in
            let path = ScratchFolder.write(bytes, as: archiveName)
            guard let archive = try? TileArchives.open(path: path) else { return [] }
            let isVector = archive.metadata.format == .mvt
            for (z, x, y) in [(0, 0, 0), (1, 0, 0), (1, 1, 1), (2, 1, 2)] {
                guard let tile = try? archive.tile(z: z, x: x, y: y) else { continue }
                if isVector { _ = try? VectorTile(decoding: tile) }
            }
            return []
        }
    }
}
