import Foundation
import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneResolve

private typealias Entry = HandMadePMTiles.Entry

/// The error opening the archive at `path` gives; records an issue when it opens.
private func openFailure(_ path: String, limits: TileArchiveLimits = .default) -> TileArchiveError? {
    #expect(throws: TileArchiveError.self) { try PMTilesArchive(path: path, limits: limits) }
}

/// True when `reason` is `truncated` of any part.
private func isTruncation(_ reason: TileArchiveError.Reason?) -> Bool {
    if case .truncated? = reason { return true }
    return false
}

/// True when `reason` is `malformedDirectory` with a message containing `text`.
private func isMalformedDirectory(_ reason: TileArchiveError.Reason?, _ text: String) -> Bool {
    if case .malformedDirectory(let message)? = reason { return message.contains(text) }
    return false
}

/// A hand-made archive of one tile, 0/0/0, with `bytes`.
private func oneTile(_ bytes: [UInt8], compression: UInt8 = 1) -> HandMadePMTiles {
    HandMadePMTiles(
        root: HandMadePMTiles.directory([Entry(tileID: 0, offset: 0, length: UInt64(bytes.count), runLength: 1)]),
        tileData: bytes, tileCompression: compression)
}

@Suite("Corrupt PMTiles archives are error values, never crashes")
struct PMTilesCorruptionTests {
    @Test func truncatedAnywhereIsTruncated() throws {
        let folder = try ScratchFolder()
        let bytes = try TileFixtures.bytes("helsinki-leaves.pmtiles")
        let path = try folder.write("cut.pmtiles", bytes)
        // Every byte of the header, directories and metadata, then every 997th: the file is cut
        // shorter and shorter in place.
        let offsets = Array(0..<800) + Array(stride(from: 800, to: bytes.count, by: 997)) + [bytes.count - 1]
        for end in offsets.reversed() {
            #expect(truncate(path, off_t(end)) == 0)
            let error = openFailure(path)
            #expect(isTruncation(error?.reason), "cut at \(end): \(String(describing: error))")
            #expect(error?.path == path)
        }
    }

    @Test func headerFaults() throws {
        let folder = try ScratchFolder()
        let good = try TileFixtures.bytes("helsinki.pmtiles")
        func patched(_ name: String, _ patch: (inout [UInt8]) -> Void) throws -> TileArchiveError? {
            var bytes = good
            patch(&bytes)
            return openFailure(try folder.write(name, bytes))
        }
        #expect(try patched("magic") { $0[0] = UInt8(ascii: "X") }?.reason == .badMagic)
        #expect(try patched("version") { $0[7] = 2 }?.reason == .unsupportedVersion(2))
        #expect(
            try patched("brotli") { $0[97] = 3 }?.reason
                == .unsupportedCompression("directories and metadata compressed with brotli"))
        #expect(try patched("zstd") { $0[98] = 4 }?.reason == .unsupportedCompression("tiles compressed with zstd"))
        #expect(try patched("compression") { $0[98] = 9 }?.reason == .unsupportedCompression("compression 9"))
        #expect(try patched("zooms") { $0[100] = 15 }?.reason == .malformedMetadata("zooms 15–14 in the header"))
        // Sections pointing past the end of the file.
        let root = try patched("root") {
            $0[8] = 0xFF; $0[9] = 0xFF; $0[10] = 0xFF
        }
        #expect(root?.reason == .truncated("root directory") && root?.byteOffset == 0xFF_FFFF)
        #expect(try patched("root length") { $0[23] = 0x80 }?.reason == .truncated("root directory"))  // 2^63 bytes long
        #expect(
            try patched("leaves") {
                $0[48] = 0xFF; $0[49] = 0xFF; $0[50] = 0xFF
            }?.reason == .truncated("leaf directories"))
        #expect(try patched("tiles") { $0[64] &+= 1 }?.reason == .truncated("tile data"))
        // The root directory's bytes are not gzip, though the header says so.
        let notGzip = try patched("not gzip") { $0[97] = 1 }
        #expect(isMalformedDirectory(notGzip?.reason, "root directory"))
        let damaged = try patched("damaged") { $0[PMTilesHeader.size + 10] ^= 0xFF }
        if case .undecompressable("root directory", _)? = damaged?.reason {
        } else {
            Issue.record("\(String(describing: damaged))")
        }
    }

    @Test func badVarintsAndEntriesInDirectories() throws {
        let folder = try ScratchFolder()
        func root(_ name: String, _ bytes: [UInt8]) throws -> TileArchiveError.Reason? {
            openFailure(try folder.write(name, HandMadePMTiles(root: bytes, tileData: [1, 2, 3]).bytes))?.reason
        }
        #expect(isMalformedDirectory(try root("cut varint", [0x80]), "the bytes end inside the entry count"))
        #expect(
            isMalformedDirectory(
                try root("long varint", [UInt8](repeating: 0xFF, count: 10) + [0x01]), "the entry count is a malformed varint"))
        #expect(isMalformedDirectory(try root("empty", [0]), "it has no entries"))
        #expect(isMalformedDirectory(try root("too many", [0xE8, 0x07, 0, 1, 1, 1]), "1000 entries cannot fit in 6 bytes"))
        #expect(isMalformedDirectory(try root("cut entries", [2, 0, 1, 1, 1, 1, 1, 1]), "the bytes end inside an offset"))
        #expect(isMalformedDirectory(try root("same id", [2, 0, 0, 1, 1, 1, 1, 1, 0]), "not in ascending order"))
        #expect(isMalformedDirectory(try root("zero length", [1, 0, 1, 0, 1]), "a length is 0"))
        #expect(isMalformedDirectory(try root("first offset", [1, 0, 1, 1, 0]), "the first offset follows no entry"))
        #expect(isMalformedDirectory(try root("trailing", [1, 0, 1, 1, 1, 9]), "1 bytes follow the entries"))
        #expect(
            isMalformedDirectory(
                try root("huge run", [1, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 1, 1]), "a run length is past 32 bits"))
        let overflow: [UInt8] = [
            2, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
            0x01,
        ]
        #expect(isMalformedDirectory(try root("id overflow", overflow + [1, 1, 1, 1, 1, 0]), "a tile id is past 64 bits"))
    }

    @Test func entriesPointingOutsideTheirSections() throws {
        let folder = try ScratchFolder()
        // A tile entry past the tile data.
        var archive = oneTile([1, 2, 3])
        archive.root = HandMadePMTiles.directory([Entry(tileID: 0, offset: 1, length: 3, runLength: 1)])
        let tile = try PMTilesArchive(path: folder.write("tile.pmtiles", archive.bytes))
        let pastTiles = #expect(throws: TileArchiveError.self) { try tile.tile(z: 0, x: 0, y: 0) }
        #expect(pastTiles?.reason == .outOfBounds("tile 0/0/0"))
        // An offset whose end overflows 64 bits.
        archive.root = HandMadePMTiles.directory([Entry(tileID: 0, offset: .max - 1, length: 3, runLength: 1)])
        let overflowing = try PMTilesArchive(path: folder.write("overflow.pmtiles", archive.bytes))
        let overflowError = #expect(throws: TileArchiveError.self) { try overflowing.tile(z: 0, x: 0, y: 0) }
        #expect(overflowError?.reason == .outOfBounds("tile 0/0/0"))
        // A leaf directory past the leaf section.
        archive.leaves = archive.packed(HandMadePMTiles.directory([Entry(tileID: 0, offset: 0, length: 3, runLength: 1)]))
        archive.root = HandMadePMTiles.directory([
            Entry(tileID: 0, offset: 0, length: UInt64(archive.leaves.count + 1), runLength: 0)
        ])
        let leaf = try PMTilesArchive(path: folder.write("leaf.pmtiles", archive.bytes))
        let pastLeaves = #expect(throws: TileArchiveError.self) { try leaf.tile(z: 0, x: 0, y: 0) }
        #expect(pastLeaves?.reason == .outOfBounds("leaf directory"))
        // A leaf that is not a directory.
        archive.root = HandMadePMTiles.directory([Entry(tileID: 0, offset: 0, length: 2, runLength: 0)])
        let garbage = try PMTilesArchive(path: folder.write("garbage leaf.pmtiles", archive.bytes))
        #expect(throws: TileArchiveError.self) { try garbage.tile(z: 0, x: 0, y: 0) }
    }

    @Test func tilesThatDoNotDecompress() throws {
        let folder = try ScratchFolder()
        func tileFailure(_ name: String, _ archive: HandMadePMTiles, limits: TileArchiveLimits = .default) throws
            -> TileArchiveError.Reason?
        {
            let reader = try PMTilesArchive(path: folder.write(name, archive.bytes), limits: limits)
            return #expect(throws: TileArchiveError.self) { try reader.tile(z: 0, x: 0, y: 0) }?.reason
        }
        #expect(
            try tileFailure("garbage", oneTile(Array("not compressed".utf8), compression: 2))
                == .undecompressable("tile 0/0/0", .corrupt("incorrect header check")))
        let compressed = gzip(Array(String(repeating: "Kauppatori ", count: 100).utf8))
        #expect(
            try tileFailure("cut", oneTile(Array(compressed.prefix(20)), compression: 2))
                == .undecompressable("tile 0/0/0", .truncated))
        let bomb = gzip([UInt8](repeating: 0, count: 1 << 20))
        let small = TileArchiveLimits(tileBytes: 64 << 10, directoryBytes: 1 << 20, metadataBytes: 1 << 20, directoryDepth: 4)
        #expect(
            try tileFailure("bomb", oneTile(bomb, compression: 2), limits: small)
                == .undecompressable("tile 0/0/0", .tooLarge(limit: 64 << 10)))
        let tight = TileArchiveLimits(tileBytes: 10, directoryBytes: 1 << 20, metadataBytes: 1 << 20, directoryDepth: 4)
        #expect(
            try tileFailure("large", oneTile([UInt8](repeating: 1, count: 11)), limits: tight)
                == .tooLarge("tile 0/0/0", limit: 10))
        // Of unknown compression: inflated when it starts as gzip does, else as stored.
        let unknown = try PMTilesArchive(path: folder.write("unknown.pmtiles", oneTile(compressed, compression: 0).bytes))
        #expect(try unknown.tile(z: 0, x: 0, y: 0) == Array(String(repeating: "Kauppatori ", count: 100).utf8))
    }

    @Test func malformedMetadata() throws {
        let folder = try ScratchFolder()
        let cases: [(String, String)] = [
            ("not JSON", "it is not JSON"), ("[1, 2]", "it is not a JSON object"),
            (#"{"vector_layers": {}}"#, "vector_layers is not a list"),
            (#"{"vector_layers": [{"name": "x"}]}"#, "a vector layer has no id"),
            (#"{"name": 3}"#, "name is not a string"), (#"{"json": "not JSON"}"#, "it is not JSON"),
        ]
        for (index, (json, message)) in cases.enumerated() {
            var archive = oneTile([1])
            archive.metadata = json
            #expect(
                openFailure(try folder.write("\(index).pmtiles", archive.bytes))?.reason == .malformedMetadata(message), "\(json)"
            )
        }
        var empty = oneTile([1])
        empty.metadata = ""
        #expect(try PMTilesArchive(path: folder.write("empty.pmtiles", empty.bytes)).metadata.layerNames == [])
    }

    @Test func aVectorTileWithBadGeometryInAGoodArchive() throws {
        let folder = try ScratchFolder()
        let bad = HandMadeTile(layers: [
            HandMadeTile.Layer(features: [
                HandMadeTile.Feature(type: 2, geometry: [HandMadeTile.moveTo(3)] + HandMadeTile.deltas(1, 1))
            ])
        ]).bytes
        let archive = try PMTilesArchive(path: folder.write("bad geometry.pmtiles", oneTile(gzip(bad), compression: 2).bytes))
        let bytes = try #require(try archive.tile(z: 0, x: 0, y: 0))
        let layer = try VectorTile(decoding: bytes).layers[0]
        #expect(layer.features.isEmpty && layer.droppedFeatures == 1)
        let error = layer.firstDropReason
        #expect(error?.reason == .commandPastEnd(command: 1, count: 3) && error?.layer == 0 && error?.feature == 0)
    }

    @Test func everyByteFlipNearTheDirectoriesIsAValueNeverATrap() throws {
        let folder = try ScratchFolder()
        let good = try TileFixtures.bytes("helsinki-leaves.pmtiles")
        let tiles = try #require(try TileFixtures.expectations().tiles["helsinki-leaves.pmtiles"])
        let path = try folder.write("flipped.pmtiles", good)
        let file = try #require(FileHandle(forUpdatingAtPath: path))
        defer { try? file.close() }
        var random = SeededRandom(seed: 99)
        var failures = 0
        for _ in 0..<150 {
            let offset = Int.random(in: 0..<800, using: &random)
            try file.seek(toOffset: UInt64(offset))
            try file.write(contentsOf: [UInt8.random(in: 0...255, using: &random)])
            do {
                let archive = try PMTilesArchive(path: path)
                for t in tiles.prefix(12) { _ = try archive.tile(z: t.z, x: t.x, y: t.y) }
            } catch {
                failures += 1
            }
            try file.seek(toOffset: UInt64(offset))
            try file.write(contentsOf: [good[offset]])
        }
        #expect(failures > 50)
    }
}

@Suite("Corrupt MBTiles databases are error values, never crashes")
struct MBTilesCorruptionTests {
    @Test func notADatabase() throws {
        let folder = try ScratchFolder()
        for (name, bytes) in [
            ("text", Array("name,value\n".utf8)), ("short", Array("SQLite".utf8)),
            ("pmtiles", try TileFixtures.bytes("helsinki.pmtiles")),
        ] {
            let path = try folder.write(name + ".mbtiles", bytes)
            #expect(#expect(throws: TileArchiveError.self) { try MBTilesArchive(path: path) }?.reason == .notSQLite)
        }
        let missing = #expect(throws: TileArchiveError.self) { try MBTilesArchive(path: folder.path + "/missing.mbtiles") }
        #expect(missing?.reason == .unreadable("No such file or directory"))
        #expect(#expect(throws: TileArchiveError.self) { try MBTilesArchive(path: folder.path) }?.reason == .notARegularFile)
        #expect(#expect(throws: TileArchiveError.self) { try PMTilesArchive(path: folder.path) }?.reason == .notARegularFile)
    }

    @Test func truncatedDatabasesLoseTilesLoudly() throws {
        let folder = try ScratchFolder()
        let bytes = try TileFixtures.bytes("helsinki.mbtiles")
        let tiles = try #require(try TileFixtures.expectations().tiles["helsinki.mbtiles"])
        for end in [16, 100, 4096, 8192, bytes.count / 2, bytes.count - 4096, bytes.count - 1] {
            let path = try folder.write("cut-\(end).mbtiles", Array(bytes[..<end]))
            var intact = 0
            do {
                let archive = try MBTilesArchive(path: path)
                for t in tiles {
                    if let tile = try? archive.tile(z: t.z, x: t.x, y: t.y), crc32(tile) == t.crc32 { intact += 1 }
                }
            } catch {
                #expect(!error.description.isEmpty)
            }
            #expect(intact < tiles.count, "cut at \(end)")
        }
    }

    @Test func malformedRowsAndTables() throws {
        let folder = try ScratchFolder()
        func failure(_ name: String, _ database: HandMadeMBTiles) throws -> TileArchiveError.Reason? {
            let path = folder.path + "/\(name).mbtiles"
            try database.write(to: path)
            return #expect(throws: TileArchiveError.self) { try MBTilesArchive(path: path) }?.reason
        }
        #expect(
            try failure("minzoom", HandMadeMBTiles(metadata: [("minzoom", "fourteen")]))
                == .malformedMetadata(#"minzoom "fourteen" is not a whole number"#))
        #expect(
            try failure("bounds", HandMadeMBTiles(metadata: [("bounds", "1,2,3")]))
                == .malformedMetadata(#"bounds "1,2,3" is not four numbers"#))
        #expect(
            try failure("bounds2", HandMadeMBTiles(metadata: [("bounds", "1,2,x,4")]))
                == .malformedMetadata(#"bounds "1,2,x,4" is not four numbers"#))
        #expect(
            try failure("center", HandMadeMBTiles(metadata: [("center", "east")]))
                == .malformedMetadata(#"center "east" is not longitude, latitude and zoom"#))
        #expect(try failure("json", HandMadeMBTiles(metadata: [("json", "{")])) == .malformedMetadata("json: it is not JSON"))
        #expect(
            try failure("zooms", HandMadeMBTiles(metadata: [("minzoom", "5"), ("maxzoom", "3")]))
                == .malformedMetadata("zooms 5–3"))
        if case .database? = try failure("no tiles", HandMadeMBTiles(hasTilesTable: false)) {
        } else {
            Issue.record("no tiles table accepted")
        }
    }

    @Test func tilesThatDoNotDecompressOrAreTooLarge() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/bad.mbtiles"
        try HandMadeMBTiles(tiles: [
            HandMadeMBTiles.Tile(z: 0, column: 0, row: 0, data: [0x1F, 0x8B] + Array("not really gzip".utf8)),
            HandMadeMBTiles.Tile(z: 1, column: 0, row: 0, data: [UInt8](repeating: 7, count: 5000)),
        ]).write(to: path)
        let archive = try MBTilesArchive(path: path)
        let notGzip = #expect(throws: TileArchiveError.self) { try archive.tile(z: 0, x: 0, y: 0) }
        if case .undecompressable("tile 0/0/0", _)? = notGzip?.reason {} else { Issue.record("\(String(describing: notGzip))") }
        #expect(try archive.tile(z: 1, x: 0, y: 1)?.count == 5000)
        let tight = try MBTilesArchive(
            path: path, limits: TileArchiveLimits(tileBytes: 1000, directoryBytes: 1000, metadataBytes: 1000, directoryDepth: 1))
        let tooLarge = #expect(throws: TileArchiveError.self) { try tight.tile(z: 1, x: 0, y: 1) }
        if case .database(let message)? = tooLarge?.reason {
            #expect(message.hasPrefix("tile 1/0/1: "))
        } else {
            Issue.record("\(String(describing: tooLarge))")
        }
    }
}
