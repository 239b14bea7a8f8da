import CZlib
import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneGeometry
@testable import MapSceneResolve

private func tile(_ z: Int, _ x: Int, _ y: Int) -> TileCoordinate { TileCoordinate(z: z, x: x, y: y)! }

/// zlib's CRC-32 of `bytes`, as Python's `zlib.crc32` gives it.
func crc32(_ bytes: [UInt8]) -> UInt32 { UInt32(CZlib.crc32(0, bytes, uInt(bytes.count))) }

@Suite("PMTiles tile ids: the Hilbert curve, zoom after zoom")
struct PMTilesTileIDTests {
    @Test func theSpecificationsExamples() {
        #expect(tile(0, 0, 0).pmtilesTileID == 0)
        #expect([tile(1, 0, 0), tile(1, 0, 1), tile(1, 1, 1), tile(1, 1, 0)].map(\.pmtilesTileID) == [1, 2, 3, 4])
        #expect(tile(2, 0, 0).pmtilesTileID == 5)
        #expect(tile(2, 1, 3).pmtilesTileID == 11)
        #expect(tile(3, 3, 0).pmtilesTileID == 26)
        #expect(tile(12, 3423, 1763).pmtilesTileID == 19_078_479)
    }

    @Test func theIdsThePmtilesPackageGaveEveryFixtureTile() throws {
        let expectations = try TileFixtures.expectations()
        let all = expectations.tiles.values.joined()
        #expect(all.count > 70)
        for expected in all {
            let coordinate = tile(expected.z, expected.x, expected.y)
            #expect(coordinate.pmtilesTileID == expected.tileId, "\(coordinate)")
            #expect(TileCoordinate(pmtilesTileID: expected.tileId) == coordinate)
        }
    }

    @Test func idsAndTilesRoundTripAtEveryZoom() {
        var random = SeededRandom(seed: 31)
        for z in 0...TileCoordinate.maximumZoom {
            let side = 1 << z
            let first = TileCoordinate.firstPMTilesID(atZoom: z)
            #expect(TileCoordinate(pmtilesTileID: first)?.z == z)
            #expect(TileCoordinate(pmtilesTileID: first + UInt64(side) * UInt64(side) - 1)?.z == z)
            for _ in 0..<20 {
                let coordinate = tile(z, Int.random(in: 0..<side, using: &random), Int.random(in: 0..<side, using: &random))
                #expect(TileCoordinate(pmtilesTileID: coordinate.pmtilesTileID) == coordinate)
            }
        }
        // Ids are consecutive along the curve: neighbours in id are neighbours on the map.
        for id in UInt64(21)..<UInt64(84) {
            let a = TileCoordinate(pmtilesTileID: id)!, b = TileCoordinate(pmtilesTileID: id + 1)!
            #expect(abs(a.x - b.x) + abs(a.y - b.y) == 1)
        }
        #expect(TileCoordinate(pmtilesTileID: TileCoordinate.firstPMTilesID(atZoom: 32)) == nil)
        #expect(TileCoordinate(pmtilesTileID: .max) == nil)
    }

    @Test func coordinatesOutsideThePyramidAreNotTiles() {
        #expect(TileCoordinate(z: 1, x: 2, y: 0) == nil)
        #expect(TileCoordinate(z: 3, x: 0, y: -1) == nil)
        #expect(TileCoordinate(z: 32, x: 0, y: 0) == nil)
        #expect(TileCoordinate(z: -1, x: 0, y: 0) == nil)
        #expect(tile(14, 9327, 4742).tmsRow == 11641)
    }
}

@Suite("PMTiles archives written by the pmtiles package")
struct PMTilesArchiveTests {
    @Test func headerAndMetadataAsThePmtilesPackageReadsThem() throws {
        let expectations = try TileFixtures.expectations().archives
        for (name, expected) in [
            ("helsinki.pmtiles", expectations.helsinkiPMTiles), ("helsinki-leaves.pmtiles", expectations.leavesPMTiles),
        ] {
            let archive = try PMTilesArchive(path: TileFixtures.path(name))
            let h = archive.header, e = expected.header
            func number(_ key: String) -> Double? { if case .number(let n)? = e[key] { n } else { nil } }
            #expect(Double(h.rootDirectory.offset) == number("root_offset"))
            #expect(Double(h.rootDirectory.length) == number("root_length"))
            #expect(Double(h.metadata.offset) == number("metadata_offset"))
            #expect(Double(h.metadata.length) == number("metadata_length"))
            #expect(Double(h.leafDirectories.offset) == number("leaf_directory_offset"))
            #expect(Double(h.leafDirectories.length) == number("leaf_directory_length"))
            #expect(Double(h.tileData.offset) == number("tile_data_offset"))
            #expect(Double(h.tileData.length) == number("tile_data_length"))
            #expect(Double(h.addressedTiles) == number("addressed_tiles_count"))
            #expect(Double(h.tileEntries) == number("tile_entries_count"))
            #expect(Double(h.tileContents) == number("tile_contents_count"))
            #expect(e["clustered"] == .bool(h.isClustered))
            #expect(e["internal_compression"] == .string("gzip") && h.internalCompression == .gzip)
            #expect(e["tile_compression"] == .string("gzip") && h.tileCompression == .gzip)
            #expect(h.tileType == .mvt && e["tile_type"] == .string("mvt"))
            #expect(Double(h.minZoom) == number("min_zoom") && Double(h.maxZoom) == number("max_zoom"))
            #expect(
                (h.bounds.west * 1e7).rounded() == number("min_lon_e7")
                    && (h.bounds.north * 1e7).rounded() == number("max_lat_e7"))
            #expect(
                (h.center.latitude * 1e7).rounded() == number("center_lat_e7") && Double(h.centerZoom) == number("center_zoom"))
            #expect(JSONValue(archive.metadataJSON) == expected.metadata)
            #expect(archive.metadata.attribution == "© OpenStreetMap contributors")
            #expect(archive.metadata.format == .mvt)
            #expect(archive.metadata.minZoom == h.minZoom && archive.metadata.maxZoom == h.maxZoom)
        }
    }

    @Test func layerNamesFromVectorLayersOrFromTheMBTilesJSONRowPmtilesConvertKeeps() throws {
        let expectations = try TileFixtures.expectations().archives
        let converted = try PMTilesArchive(path: TileFixtures.path("helsinki.pmtiles"))
        #expect(converted.metadataJSON["vector_layers"] == nil)
        #expect(converted.metadata.layerNames == expectations.helsinkiMBTiles.layers)
        #expect(converted.metadata.name == "Helsinki center")
        let written = try PMTilesArchive(path: TileFixtures.path("helsinki-leaves.pmtiles"))
        #expect(
            written.metadata.layerNames == [
                "building", "landcover", "park", "place", "poi", "transportation", "transportation_name", "water", "waterway",
            ])
    }

    @Test func everyTileThroughLeafDirectoriesAndRunsIsThePmtilesPackagesTile() throws {
        let expectations = try TileFixtures.expectations()
        let summary = expectations.archives.leavesPMTiles
        // The fixture does exercise what it is for.
        #expect(summary.leafDirectories == 8 && summary.rootEntries == 8)
        #expect(summary.runEntries > 10 && summary.tileEntries < summary.tiles.count)
        let archive = try PMTilesArchive(path: TileFixtures.path("helsinki-leaves.pmtiles"))
        let tiles = try #require(expectations.tiles["helsinki-leaves.pmtiles"])
        #expect(tiles.count == 68)
        for expected in tiles {
            let bytes = try #require(try archive.tile(z: expected.z, x: expected.x, y: expected.y))
            #expect(bytes.count == expected.length && crc32(bytes) == expected.crc32, "\(expected.z)/\(expected.x)/\(expected.y)")
        }
    }

    @Test func tilesTheArchiveDoesNotHaveAreNil() throws {
        for name in ["helsinki.pmtiles", "helsinki-leaves.pmtiles"] {
            let archive = try PMTilesArchive(path: TileFixtures.path(name))
            #expect(try archive.tile(z: 0, x: 0, y: 0) == nil)
            #expect(try archive.tile(z: 14, x: 9319, y: 4744) == nil)  // just west of the sea
            #expect(try archive.tile(z: 14, x: 9328, y: 4741) == nil)  // just east of the city
            #expect(try archive.tile(z: 15, x: 18654, y: 9484) == nil)  // deeper than the archive
            #expect(try archive.tile(z: 31, x: (1 << 31) - 1, y: 0) == nil)
        }
    }

    @Test func theSameTilesAsTheMBTilesTheyWereConvertedFrom() throws {
        let expectations = try TileFixtures.expectations()
        let pmtiles = try PMTilesArchive(path: TileFixtures.path("helsinki.pmtiles"))
        let mbtiles = try MBTilesArchive(path: TileFixtures.path("helsinki.mbtiles"))
        let leaves = try PMTilesArchive(path: TileFixtures.path("helsinki-leaves.pmtiles"))
        let sea = try MBTilesArchive(path: TileFixtures.path("sea.mbtiles"))
        let tiles = try #require(expectations.tiles["helsinki.mbtiles"])
        #expect(tiles.count == 6)
        for t in tiles {
            let bytes = try #require(try mbtiles.tile(z: t.z, x: t.x, y: t.y))
            #expect(crc32(bytes) == t.crc32)
            #expect(try pmtiles.tile(z: t.z, x: t.x, y: t.y) == bytes)
            if t.z == 14 { #expect(try leaves.tile(z: t.z, x: t.x, y: t.y) == bytes) }
        }
        for t in try #require(expectations.tiles["sea.mbtiles"]) {
            #expect(try leaves.tile(z: t.z, x: t.x, y: t.y) == sea.tile(z: t.z, x: t.x, y: t.y))
        }
    }

    @Test func handMadeArchivesWithNestedLeavesAndNoCompression() throws {
        let folder = try ScratchFolder()
        let tiles: [[UInt8]] = [Array("zero".utf8), Array("one-to-four".utf8), Array("twenty-one".utf8)]
        let data = tiles.joined()
        let tileEntries = [
            HandMadePMTiles.Entry(tileID: 0, offset: 0, length: 4, runLength: 1),
            HandMadePMTiles.Entry(tileID: 1, offset: 4, length: 11, runLength: 4),
            HandMadePMTiles.Entry(tileID: 21, offset: 15, length: 10, runLength: 1),
        ]
        for compress in [false, true] {
            var archive = HandMadePMTiles(root: [], tileData: Array(data), compressDirectories: compress)
            // root → leaf A (ids 0…4) and leaf B → leaf C (id 21).
            let leafA = archive.packed(HandMadePMTiles.directory(Array(tileEntries[0..<2])))
            let leafC = archive.packed(HandMadePMTiles.directory([tileEntries[2]]))
            let leafB = archive.packed(
                HandMadePMTiles.directory([
                    HandMadePMTiles.Entry(tileID: 21, offset: UInt64(leafA.count), length: UInt64(leafC.count), runLength: 0)
                ]))
            archive.leaves = leafA + leafC + leafB
            archive.root = HandMadePMTiles.directory([
                HandMadePMTiles.Entry(tileID: 0, offset: 0, length: UInt64(leafA.count), runLength: 0),
                HandMadePMTiles.Entry(
                    tileID: 21, offset: UInt64(leafA.count + leafC.count), length: UInt64(leafB.count), runLength: 0),
            ])
            let path = try folder.write("nested-\(compress).pmtiles", archive.bytes)
            let reader = try PMTilesArchive(path: path)
            #expect(try reader.tile(z: 0, x: 0, y: 0) == tiles[0])
            for (x, y) in [(0, 0), (0, 1), (1, 1), (1, 0)] { #expect(try reader.tile(z: 1, x: x, y: y) == tiles[1]) }
            #expect(try reader.tile(at: TileCoordinate(pmtilesTileID: 21)!) == tiles[2])
            #expect(try reader.tile(at: TileCoordinate(pmtilesTileID: 5)!) == nil)
            #expect(try reader.tile(at: TileCoordinate(pmtilesTileID: 22)!) == nil)
            // The same archive read with room for only two levels of directories.
            let shallow = try PMTilesArchive(
                path: path,
                limits: TileArchiveLimits(
                    tileBytes: 1000, directoryBytes: 1000, metadataBytes: 1000, directoryDepth: 2))
            #expect(try shallow.tile(z: 0, x: 0, y: 0) == tiles[0])
            let tooDeep = #expect(throws: TileArchiveError.self) { try shallow.tile(at: TileCoordinate(pmtilesTileID: 21)!) }
            #expect(tooDeep?.reason == .directoryTooDeep(1))
        }
    }
}
