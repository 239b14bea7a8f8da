import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneResolve

private func point(_ x: Int32, _ y: Int32) -> TilePoint { TilePoint(x: x, y: y) }

@Suite("Vector tiles: the tiles GDAL wrote, decoded as GDAL reads them")
struct VectorTileFixtureTests {
    @Test func everyCityTileHasGDALsLayersFeaturesNamesAndGeometry() throws {
        let expectations = try TileFixtures.expectations()
        let archive = try MBTilesArchive(path: TileFixtures.path("helsinki.mbtiles"))
        let cityTiles = expectations.decoded.filter { !$0.key.hasPrefix("sea") }
        #expect(cityTiles.count == 6)
        for (key, layers) in cityTiles {
            let zxy = key.split(separator: "/").map { Int($0)! }
            let bytes = try #require(try archive.tile(z: zxy[0], x: zxy[1], y: zxy[2]))
            let decoded = try VectorTile(decoding: bytes)
            #expect(Set(decoded.layers.map(\.name)) == Set(layers.keys), "\(key)")
            for (name, expected) in layers {
                let layer = try #require(decoded.layer(named: name))
                #expect(layer.version == 2 && layer.extent == 4096)
                #expect(layer.features.count == expected.count, "\(key) \(name)")
                var types: [String: Int] = [:]
                for feature in layer.features { types[feature.geometry.fixtureType, default: 0] += 1 }
                #expect(types == expected.types, "\(key) \(name)")
                let names = Set(layer.features.compactMap { $0["name"]?.string })
                #expect(names.sorted() == expected.names, "\(key) \(name)")
                for (feature, gdal) in zip(layer.features, expected.first) {
                    #expect(feature.geometry.fixtureType == gdal.type)
                    #expect(feature.geometry.fixtureJSON == gdal.geometry, "\(key) \(name)")
                    #expect(
                        Dictionary(uniqueKeysWithValues: feature.properties.map { ($0.key, $0.value.fixtureJSON) })
                            == gdal.properties)
                }
            }
        }
    }

    @Test func theSeaTilesCarryEachValueTypeGDALWrote() throws {
        let expectations = try TileFixtures.expectations()
        let archive = try MBTilesArchive(path: TileFixtures.path("sea.mbtiles"))
        for key in ["sea 14/9323/4747", "sea 14/9320/4744"] {
            let zxy = key.dropFirst(4).split(separator: "/").map { Int($0)! }
            let tile = try VectorTile(decoding: try #require(try archive.tile(z: zxy[0], x: zxy[1], y: zxy[2])))
            let expected = try #require(expectations.decoded[key]?["water"]?.first.first)
            let water = try #require(tile.layer(named: "water")?.features.first)
            #expect(water.geometry.fixtureJSON == expected.geometry)
            #expect(water["class"] == .string("ocean"))
            // GDAL writes the smallest type that holds each value.
            #expect(water["navigable"] == .bool(true))
            #expect(water["depth"] == .float(12.5))
            #expect(water["rank"] == .uint(3))
            #expect(water["offset"] == .sint(-7))
            #expect(
                Dictionary(uniqueKeysWithValues: water.properties.map { ($0.key, $0.value.fixtureJSON) }) == expected.properties)
        }
    }

    @Test func anInnerSeaTileIsOneSquareCoveringTheTileAndItsBuffer() throws {
        let archive = try MBTilesArchive(path: TileFixtures.path("sea.mbtiles"))
        let tile = try VectorTile(decoding: try #require(try archive.tile(z: 14, x: 9323, y: 4747)))
        guard case .polygons(let polygons) = tile.layers[0].features[0].geometry else {
            Issue.record("not a polygon")
            return
        }
        #expect(polygons == [TilePolygon(exterior: [point(4176, -80), point(4176, 4176), point(-80, 4176), point(-80, -80)])])
        #expect(VectorTileGeometryDecoder.signedArea(polygons[0].exterior) > 0)
    }

    @Test func everyTruncationAndByteFlipOfARealTileIsAValueNeverATrap() throws {
        let archive = try MBTilesArchive(path: TileFixtures.path("helsinki.mbtiles"))
        let bytes = try #require(try archive.tile(z: 14, x: 9326, y: 4741))
        var failures = 0
        for end in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 300)) {
            do { _ = try VectorTile(decoding: Array(bytes[..<end])) } catch { failures += 1 }
        }
        var random = SeededRandom(seed: 2024)
        for _ in 0..<300 {
            var damaged = bytes
            for _ in 0..<3 {
                damaged[Int.random(in: 0..<damaged.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            do { _ = try VectorTile(decoding: damaged) } catch { failures += 1 }
        }
        #expect(failures > 100)
    }
}
