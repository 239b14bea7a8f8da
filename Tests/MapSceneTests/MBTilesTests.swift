import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneGeometry
@testable import MapScenePipeline
@testable import MapSceneResolve

@Suite("MBTiles databases: metadata and TMS rows")
struct MBTilesArchiveTests {
    @Test func metadataAsGDALWroteIt() throws {
        let expected = try TileFixtures.expectations().archives.helsinkiMBTiles
        let archive = try MBTilesArchive(path: TileFixtures.path("helsinki.mbtiles"))
        #expect(archive.metadataValues.filter { $0.key != "json" } == expected.metadata)
        let metadata = archive.metadata
        #expect(metadata.format == .mvt)
        #expect(metadata.minZoom == 13 && metadata.maxZoom == 14)
        #expect(metadata.bounds == TileArchiveBounds(west: 24.9351775, south: 60.1641551, east: 24.9534110, north: 60.1791074))
        #expect(metadata.center == Coordinate(latitude: 60.1716313, longitude: 24.9442942) && metadata.centerZoom == 13)
        #expect(metadata.name == "Helsinki center")
        #expect(metadata.attribution == "© OpenStreetMap contributors")
        #expect(metadata.layerNames == expected.layers)
        #expect(metadata.layerNames.first == "water" && metadata.layerNames.count == 9)
    }

    @Test func rowsCountFromTheSouth() throws {
        let expectations = try TileFixtures.expectations()
        let archive = try MBTilesArchive(path: TileFixtures.path("helsinki.mbtiles"))
        // 14/9327/4742 is the city's south-eastern tile; its row in the table is 2^14 − 1 − 4742.
        let southEast = try #require(expectations.tiles["helsinki.mbtiles"]?.first { $0.z == 14 && $0.x == 9327 && $0.y == 4742 })
        let bytes = try #require(try archive.tile(z: 14, x: 9327, y: 4742))
        #expect(crc32(bytes) == southEast.crc32)
        #expect(try archive.tile(z: 14, x: 9327, y: 11641) == nil)
        let north = try #require(try archive.tile(z: 14, x: 9327, y: 4741))
        #expect(north != bytes)
    }

    @Test func uncompressedTilesAreReadAsStored() throws {
        let expectations = try TileFixtures.expectations()
        let archive = try MBTilesArchive(path: TileFixtures.path("sea.mbtiles"))
        #expect(archive.metadata.layerNames == ["water"] && archive.metadata.schema == .openMapTiles)
        let tiles = try #require(expectations.tiles["sea.mbtiles"])
        #expect(tiles.count == 64)
        for t in tiles {
            let bytes = try #require(try archive.tile(z: t.z, x: t.x, y: t.y))
            #expect(!Inflate.isGzip(bytes) && crc32(bytes) == t.crc32)
        }
    }

    @Test func missingRowsAreLearntFromTheTiles() throws {
        let folder = try ScratchFolder()
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]
        var database = HandMadeMBTiles(metadata: [("name", "raster")])
        database.tiles = [
            HandMadeMBTiles.Tile(z: 3, column: 1, row: 6, data: png), HandMadeMBTiles.Tile(z: 5, column: 0, row: 0, data: png),
        ]
        let path = folder.path + "/raster.mbtiles"
        try database.write(to: path)
        let archive = try MBTilesArchive(path: path)
        #expect(archive.metadata == TileArchiveMetadata(format: .png, minZoom: 3, maxZoom: 5, name: "raster"))
        #expect(try archive.tile(z: 3, x: 1, y: 1) == png)
        #expect(try archive.tile(z: 3, x: 1, y: 6) == nil)
    }

    @Test func formatsAndCentersAsWritersSpellThem() throws {
        let folder = try ScratchFolder()
        for (format, expected) in [
            ("jpg", TileFormat.jpeg), ("JPEG", .jpeg), ("webp", .webp), ("png", .png), ("pbf", .mvt), ("tiff", .unknown),
        ] {
            let path = folder.path + "/\(format).mbtiles"
            try HandMadeMBTiles(metadata: [
                ("format", format), ("minzoom", "1"), ("maxzoom", " 3 "), ("center", "24.9, 60.2, 14.0"),
            ]).write(to: path)
            let metadata = try MBTilesArchive(path: path).metadata
            #expect(metadata.format == expected && metadata.maxZoom == 3)
            #expect(metadata.center == Coordinate(latitude: 60.2, longitude: 24.9) && metadata.centerZoom == 14)
        }
    }

    /// MapLibre Tiles are said to be what they are, at the basemap entry, as PMTiles' tile type 6 is.
    @Test(arguments: ["mlt", "MLT"])
    func aMapLibreTileArchiveIsAnErrorAtItsEntry(_ format: String) throws {
        let folder = try ScratchFolder()
        try HandMadeMBTiles(
            metadata: [("name", "mlt"), ("format", format), ("minzoom", "0"), ("maxzoom", "0")],
            tiles: [HandMadeMBTiles.Tile(z: 0, column: 0, row: 0, data: [0x01, 0x02])]
        ).write(to: folder.path + "/city.mbtiles")
        let text = MarkedText(
            "mapscene: 1\nmap: {basemap: [{mbtiles: 1️⃣city.mbtiles2️⃣}]}\ncamera: {center: [0, 0], distance: 1km}\n")
        let result = Pipeline.compile(SourceFile(path: "scene.yaml", text: text.text), directory: folder.path)
        #expect(result.renderList == nil)
        #expect(
            result.diagnostics.map(\.message) == [
                "city.mbtiles: MapLibre Tile (MLT) archives are not supported yet (format \"\(format)\"); mapc reads Mapbox Vector Tiles and PNG, JPEG and WebP tiles"
            ])
        #expect(result.diagnostics.first?.rule == Rule.sourceFile.id)
        #expect(result.diagnostics.first?.range == text.range(1, 2))
    }
}

@Suite("Tile archives: schema recognition, opening by content, overzoom")
struct TileArchiveTests {
    @Test func schemasAreRecognisedFromTheirOwnLayerNames() {
        let openMapTiles = [
            "water", "landcover", "landuse", "park", "waterway", "transportation", "transportation_name",
            "building", "boundary", "place", "water_name", "poi",
        ]
        let protomaps = ["earth", "water", "landuse", "landcover", "roads", "buildings", "boundaries", "places", "pois"]
        #expect(VectorTileSchema(layerNames: openMapTiles) == .openMapTiles)
        #expect(VectorTileSchema(layerNames: protomaps) == .protomaps)
        #expect(VectorTileSchema(layerNames: ["transportation", "building"]) == .openMapTiles)
        #expect(VectorTileSchema(layerNames: ["roads"]) == .protomaps)
        // Layers every schema with them reads alike are read as OpenMapTiles reads them; a tie
        // goes to the first schema.
        #expect(VectorTileSchema(layerNames: ["water", "landuse", "landcover"]) == .openMapTiles)
        #expect(VectorTileSchema(layerNames: ["roads", "transportation"]) == .openMapTiles)
        #expect(VectorTileSchema(layerNames: []) == .unknown)
        #expect(VectorTileSchema(layerNames: ["trails"]) == .unknown)
    }

    @Test func theFixturesAreOpenMapTiles() throws {
        for name in ["helsinki.mbtiles", "helsinki.pmtiles", "helsinki-leaves.pmtiles"] {
            #expect(try TileArchives.open(path: TileFixtures.path(name)).metadata.schema == .openMapTiles)
        }
    }

    @Test func archivesAreOpenedByWhatTheFileIsNotItsName() throws {
        let folder = try ScratchFolder()
        let pmtiles = try folder.write("really-pmtiles.mbtiles", TileFixtures.bytes("helsinki.pmtiles"))
        let mbtiles = try folder.write("really-mbtiles.pmtiles", TileFixtures.bytes("helsinki.mbtiles"))
        #expect(try TileArchives.open(path: pmtiles) is PMTilesArchive)
        #expect(try TileArchives.open(path: mbtiles) is MBTilesArchive)
        for (name, bytes) in [("image.pmtiles", ScratchFolder.png), ("empty.mbtiles", []), ("short", Array("PMTi".utf8))] {
            let path = try folder.write(name, bytes)
            let error = #expect(throws: TileArchiveError.self) { try TileArchives.open(path: path) }
            #expect(error?.reason == .unrecognizedFormat && error?.path == path)
        }
    }

    @Test func pastTheMaxZoomTheAncestorsTileAndThePartOfItTheTileCovers() throws {
        let archive = try PMTilesArchive(path: TileFixtures.path("helsinki.pmtiles"))
        let parent = try #require(try archive.tile(z: 14, x: 9327, y: 4742))
        // Zoom 17: an 8 × 8 grid inside the zoom-14 tile; column 3, row 5 of it.
        let requested = try #require(TileCoordinate(z: 17, x: 9327 * 8 + 3, y: 4742 * 8 + 5))
        let overzoomed = try #require(try archive.overzoomedTile(for: requested))
        #expect(overzoomed.source == TileCoordinate(z: 14, x: 9327, y: 4742))
        #expect(overzoomed.isOverzoomed && overzoomed.bytes == parent)
        #expect(overzoomed.window == TileWindow(minX: 0.375, minY: 0.625, size: 0.125))
        let rect = overzoomed.window.rect(extent: 4096)
        #expect([rect.minX, rect.minY, rect.maxX, rect.maxY] == [1536, 2560, 2048, 3072])
    }

    @Test func theOverzoomWindowHoldsWhatIsThereOnTheMap() throws {
        // Kaartinkaupunki's place label is at (1539, 3407) in 14/9327/4742, so in the zoom-16
        // tile x 9327·4 + 1, y 4742·4 + 3.
        let archive = try MBTilesArchive(path: TileFixtures.path("helsinki.mbtiles"))
        let requested = try #require(TileCoordinate(z: 16, x: 9327 * 4 + 1, y: 4742 * 4 + 3))
        let overzoomed = try #require(try archive.overzoomedTile(for: requested))
        let place = try #require(try VectorTile(decoding: overzoomed.bytes).layer(named: "place"))
        let kaartinkaupunki = try #require(place.features.first { $0["name"] == .string("Kaartinkaupunki") })
        #expect(kaartinkaupunki.geometry == .points([TilePoint(x: 1539, y: 3407)]))
        let rect = overzoomed.window.rect(extent: place.extent)
        #expect(rect.minX <= 1539 && 1539 < rect.maxX && rect.minY <= 3407 && 3407 < rect.maxY)
    }

    @Test func withinTheZoomsTheTileItselfAndAboveThemNothing() throws {
        let archive = try MBTilesArchive(path: TileFixtures.path("helsinki.mbtiles"))
        let z13 = try #require(TileCoordinate(z: 13, x: 4663, y: 2371))
        let tile = try #require(try archive.overzoomedTile(for: z13))
        #expect(tile.source == z13 && !tile.isOverzoomed && tile.window == .whole)
        #expect(try archive.overzoomedTile(for: TileCoordinate(z: 12, x: 2331, y: 1185)!) == nil)
        #expect(try archive.overzoomedTile(for: TileCoordinate(z: 18, x: 0, y: 0)!) == nil)
        #expect(
            archive.metadata.source(for: TileCoordinate(z: 20, x: 1 << 19, y: 3)!)?.source
                == TileCoordinate(z: 14, x: 1 << 13, y: 0))
    }

    @Test func aCoordinateOutsideThePyramidIsAnError() throws {
        let archive = try PMTilesArchive(path: TileFixtures.path("helsinki.pmtiles"))
        let error = #expect(throws: TileArchiveError.self) { try archive.tile(z: 2, x: 4, y: 0) }
        #expect(error?.reason == .tileOutOfRange(z: 2, x: 4, y: 0))
        #expect(error?.description.hasSuffix("helsinki.pmtiles: there is no tile 2/4/0") == true)
    }
}
