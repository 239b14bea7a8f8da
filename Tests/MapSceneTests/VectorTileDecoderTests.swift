import Testing

@testable import MapScene
@testable import MapSceneResolve

private typealias T = HandMadeTile

/// A one-layer tile of `features`, with `keys` and `values`.
private func tile(_ features: [T.Feature], keys: [String] = [], values: [[UInt8]] = [], version: UInt64 = 2) -> [UInt8] {
    T(layers: [T.Layer(version: version, keys: keys, values: values, features: features)]).bytes
}

/// An encoded property value: one field of the `Value` message.
private func value(_ build: (inout ProtobufWriter) -> Void) -> [UInt8] {
    var w = ProtobufWriter()
    build(&w)
    return w.bytes
}

private func point(_ x: Int32, _ y: Int32) -> TilePoint { TilePoint(x: x, y: y) }

/// The reason decoding `bytes` fails for.
private func failure(_ bytes: [UInt8], limits: VectorTileLimits = .default) -> VectorTileError? {
    #expect(throws: VectorTileError.self) { try VectorTile(decoding: bytes, limits: limits) }
}

@Suite("Vector tiles: the specification's wire format and geometry commands")
struct VectorTileDecoderTests {
    @Test func everyValueTypeDecodesAsWritten() throws {
        let values = [
            value { $0.stringField(1, "Esplanadi") },
            value {
                $0.key(2, 5); $0.bytes += [0x00, 0x00, 0xC0, 0x3F]
            },  // float 1.5
            value {
                $0.key(3, 1); $0.bytes += [0, 0, 0, 0, 0, 0, 0x04, 0x40]
            },  // double 2.5
            value { $0.varintField(4, UInt64(bitPattern: -3)) },
            value { $0.varintField(5, UInt64.max) },
            value { $0.varintField(6, 13) },  // zigzag −7
            value { $0.varintField(7, 1) },
        ]
        let keys = ["name", "f", "d", "i", "u", "s", "b"]
        let tags: [UInt32] = (0..<7).flatMap { [UInt32($0), UInt32($0)] }
        let decoded = try VectorTile(
            decoding: tile(
                [T.Feature(id: 42, tags: tags, geometry: [T.moveTo()] + T.deltas(5, 6))],
                keys: keys, values: values))
        let feature = decoded.layers[0].features[0]
        #expect(feature.id == 42)
        #expect(
            feature.properties.map(\.value) == [
                .string("Esplanadi"), .float(1.5), .double(2.5), .int(-3), .uint(.max), .sint(-7), .bool(true),
            ])
        #expect(feature["name"]?.string == "Esplanadi")
        #expect(feature.geometry == .points([point(5, 6)]))
    }

    @Test func layerDefaultsAndFieldsInAnyOrder() throws {
        let bytes = T(layers: [T.Layer(name: "roads", version: nil, extent: nil, features: [T.Feature(type: 1)])]).bytes
        let layer = try VectorTile(decoding: bytes).layers[0]
        #expect(layer.name == "roads" && layer.version == 1 && layer.extent == 4096)
        #expect(layer.features == [VectorTileFeature(geometry: .points([]))])
        #expect(try VectorTile(decoding: []).layers.isEmpty)
    }

    @Test func unknownFieldsOfEveryWireTypeAreSkipped() throws {
        var feature = ProtobufWriter()
        feature.varintField(3, 1)
        feature.varintField(9, 300)  // varint
        feature.key(10, 1); feature.bytes += [UInt8](repeating: 7, count: 8)  // fixed64
        feature.key(11, 5); feature.bytes += [1, 2, 3, 4]  // fixed32
        feature.stringField(12, "extension")
        feature.packedField(4, [T.moveTo()] + T.deltas(1, 2))
        var layer = ProtobufWriter()
        layer.stringField(1, "poi")
        layer.bytesField(2, feature.bytes)
        layer.stringField(20, "an extension")
        layer.varintField(15, 2)
        var tile = ProtobufWriter()
        tile.stringField(1, "unknown tile field")
        tile.bytesField(3, layer.bytes)
        let decoded = try VectorTile(decoding: tile.bytes)
        #expect(decoded.layers[0].features[0].geometry == .points([point(1, 2)]))
    }

    @Test func pointsLinesAndPolygonsFollowTheCursor() throws {
        let multipoint = T.Feature(type: 1, geometry: [T.moveTo(2)] + T.deltas(5, 7, 3, 2))
        let lines = T.Feature(
            type: 2,
            geometry: [T.moveTo()] + T.deltas(2, 2) + [T.lineTo(2)] + T.deltas(0, 8, 8, 0)
                + [T.moveTo()] + T.deltas(-2, -2) + [T.lineTo(1)] + T.deltas(-6, 0))
        // The specification's example: an exterior ring (clockwise on the tile) and a hole, then a
        // second polygon.
        let polygon = T.Feature(
            type: 3,
            geometry: [T.moveTo()] + T.deltas(0, 0) + [T.lineTo(3)] + T.deltas(10, 0, 0, 10, -10, 0) + [T.closePath]
                + [T.moveTo()] + T.deltas(11, 1) + [T.lineTo(3)] + T.deltas(9, 0, 0, 9, -9, 0) + [T.closePath]
                + [T.moveTo()] + T.deltas(2, -7) + [T.lineTo(3)] + T.deltas(0, 4, 4, 0, 0, -4) + [T.closePath]
                + [T.moveTo()] + T.deltas(-1, -1) + [T.lineTo(2)] + T.deltas(1, 1, 1, 1) + [T.closePath])  // no area
        let features = try VectorTile(decoding: tile([multipoint, lines, polygon])).layers[0].features
        #expect(features[0].geometry == .points([point(5, 7), point(8, 9)]))
        #expect(features[1].geometry == .lineStrings([[point(2, 2), point(2, 10), point(10, 10)], [point(8, 8), point(2, 8)]]))
        #expect(
            features[2].geometry
                == .polygons([
                    TilePolygon(exterior: [point(0, 0), point(10, 0), point(10, 10), point(0, 10)]),
                    TilePolygon(
                        exterior: [point(11, 11), point(20, 11), point(20, 20), point(11, 20)],
                        interiors: [[point(13, 13), point(13, 17), point(17, 17), point(17, 13)]]),
                ]))
    }

    @Test func version1LayersTakeTheFirstRingsWindingAsTheExteriors() throws {
        let counterclockwise = [T.moveTo()] + T.deltas(0, 0) + [T.lineTo(3)] + T.deltas(0, 10, 10, 0, 0, -10) + [T.closePath]
        let hole = [T.moveTo()] + T.deltas(-8, 2) + [T.lineTo(3)] + T.deltas(6, 0, 0, 6, -6, 0) + [T.closePath]
        let v1 = try VectorTile(decoding: tile([T.Feature(type: 3, geometry: counterclockwise + hole)], version: 1))
        // Read with the rings turned back, so the exterior winds clockwise as in version 2.
        #expect(
            v1.layers[0].features[0].geometry
                == .polygons([
                    TilePolygon(
                        exterior: [point(0, 0), point(10, 0), point(10, 10), point(0, 10)],
                        interiors: [[point(2, 2), point(2, 8), point(8, 8), point(8, 2)]])
                ]))
    }

    @Test func aVersion2PolygonWithEveryRingReversedIsReadAsMapLibreReadsIt() throws {
        // GDAL 3.6 writes such rings at zoom 15: a counter-clockwise exterior, a clockwise hole.
        let counterclockwise = [T.moveTo()] + T.deltas(0, 0) + [T.lineTo(3)] + T.deltas(0, 10, 10, 0, 0, -10) + [T.closePath]
        let hole = [T.moveTo()] + T.deltas(-8, 2) + [T.lineTo(3)] + T.deltas(6, 0, 0, 6, -6, 0) + [T.closePath]
        let layer = try VectorTile(decoding: tile([T.Feature(type: 3, geometry: counterclockwise + hole)])).layers[0]
        #expect(layer.droppedFeatures == 0 && layer.firstDropReason == nil)
        guard case .polygons(let polygons) = layer.features[0].geometry else {
            Issue.record("not a polygon")
            return
        }
        #expect(
            polygons == [
                TilePolygon(
                    exterior: [point(0, 0), point(10, 0), point(10, 10), point(0, 10)],
                    interiors: [[point(2, 2), point(2, 8), point(8, 8), point(8, 2)]])
            ])
        #expect(VectorTileGeometryDecoder.signedArea(polygons[0].exterior) > 0)
        #expect(VectorTileGeometryDecoder.signedArea(polygons[0].interiors[0]) < 0)
    }

    @Test func aVersion2PolygonStartingWithAStrayHoleIsDroppedAlone() throws {
        // A small counter-clockwise ring, then a large clockwise one: read reversed, the "hole"
        // would be larger than its exterior, so neither reading holds.
        let small = [T.moveTo()] + T.deltas(2, 2) + [T.lineTo(3)] + T.deltas(0, 2, 2, 0, 0, -2) + [T.closePath]
        let large = [T.moveTo()] + T.deltas(-4, -4) + [T.lineTo(3)] + T.deltas(20, 0, 0, 20, -20, 0) + [T.closePath]
        let square = [T.moveTo()] + T.deltas(0, 0) + [T.lineTo(3)] + T.deltas(10, 0, 0, 10, -10, 0) + [T.closePath]
        let layer = try VectorTile(
            decoding: tile([T.Feature(type: 3, geometry: small + large), T.Feature(type: 3, geometry: square)])
        ).layers[0]
        #expect(
            layer.features.map(\.geometry) == [
                .polygons([TilePolygon(exterior: [point(0, 0), point(10, 0), point(10, 10), point(0, 10)])])
            ])
        #expect(layer.droppedFeatures == 1)
        #expect(layer.firstDropReason?.reason == .holeBeforeExterior && layer.firstDropReason?.feature == 0)
    }

    @Test func unknownGeometryTypeFeaturesKeepTheirPropertiesButNoGeometry() throws {
        let feature = T.Feature(tags: [0, 0], type: 0, geometry: [T.moveTo()] + T.deltas(1, 1))
        let decoded = try VectorTile(decoding: tile([feature], keys: ["k"], values: [value { $0.varintField(7, 0) }]))
        #expect(
            decoded.layers[0].features[0]
                == VectorTileFeature(
                    properties: [VectorTileProperty(key: "k", value: .bool(false))],
                    geometry: .unknown))
    }
}

@Suite("Vector tiles: malformed tiles are error values naming the place")
struct VectorTileMalformedTests {
    private static let square = [T.moveTo()] + T.deltas(0, 0) + [T.lineTo(3)] + T.deltas(10, 0, 0, 10, -10, 0) + [T.closePath]

    @Test func wireFormatFaults() {
        #expect(failure([0x1A])?.reason == .truncated)  // a layer's length is missing
        #expect(failure([0x1A, 0x05, 0x0A])?.reason == .truncated)  // the layer runs past the end
        #expect(failure([0x1A] + [UInt8](repeating: 0xFF, count: 10) + [0x01])?.reason == .malformedVarint)
        #expect(failure([0x08] + [UInt8](repeating: 0x80, count: 9) + [0x02])?.reason == .malformedVarint)
        #expect(failure([0x1B])?.reason == .unsupportedWireType(3))
        #expect(failure([0x1E])?.reason == .unsupportedWireType(6))
        #expect(failure([0x19, 0, 0, 0, 0, 0, 0, 0, 0])?.reason == .unsupportedWireType(1))  // layers as fixed64
        #expect(failure([0x02, 0x00])?.reason == .invalidFieldNumber)
    }

    @Test func layerFaults() {
        #expect(failure(T(layers: [T.Layer(name: nil)]).bytes)?.reason == .missingLayerName)
        #expect(failure(T(layers: [T.Layer(version: 3)]).bytes)?.reason == .unsupportedLayerVersion(3))
        #expect(failure(T(layers: [T.Layer(extent: 0)]).bytes)?.reason == .invalidExtent(0))
        #expect(failure(T(layers: [T.Layer(extent: 1 << 40)]).bytes)?.reason == .invalidExtent(1 << 40))
        #expect(failure(tile([], values: [[]]))?.reason == .emptyValue)
        #expect(failure(tile([], values: [value { $0.varintField(1, 3) }]))?.reason == .unsupportedWireType(0))
    }

    @Test func tagFaults() {
        let keys = ["class"], values = [value { $0.stringField(1, "park") }]
        let fault = failure(tile([T.Feature(), T.Feature(tags: [0, 0, 1, 0])], keys: keys, values: values))
        #expect(fault?.reason == .keyIndexOutOfRange(1, keys: 1))
        #expect(fault?.layer == 0 && fault?.feature == 1)
        #expect(fault?.description.hasPrefix("vector tile layer 1 feature 2, byte ") == true)
        #expect(
            failure(tile([T.Feature(tags: [0, 1])], keys: keys, values: values))?.reason == .valueIndexOutOfRange(1, values: 1))
        #expect(failure(tile([T.Feature(tags: [0])], keys: keys, values: values))?.reason == .oddTagCount(1))
    }

    @Test func aMalformedFeatureIsDroppedAndTheOthersKept() throws {
        let keys = ["class"], values = [value { $0.stringField(1, "park") }]
        let good = T.Feature(id: 1, tags: [0, 0], type: 1, geometry: [T.moveTo()] + T.deltas(3, 4))
        let bad = T.Feature(id: 2, type: 2, geometry: [T.lineTo(1)] + T.deltas(1, 1))  // LineTo before MoveTo
        let alsoGood = T.Feature(id: 3, type: 2, geometry: [T.moveTo()] + T.deltas(1, 1) + [T.lineTo(1)] + T.deltas(2, 2))
        let layer = try VectorTile(decoding: tile([good, bad, alsoGood, bad], keys: keys, values: values)).layers[0]
        #expect(layer.features.map(\.id) == [1, 3])
        #expect(layer.features[0]["class"] == .string("park"))
        #expect(layer.features[1].geometry == .lineStrings([[point(1, 1), point(3, 3)]]))
        #expect(layer.droppedFeatures == 2)
        let reason = try #require(layer.firstDropReason)
        #expect(reason.reason == .commandNotAllowed(command: 2, count: 1) && reason.layer == 0 && reason.feature == 1)
        #expect(reason.description.hasPrefix("vector tile layer 1 feature 2, byte "))
    }

    @Test func geometryFaultsDropTheirFeature() throws {
        func fault(_ type: UInt64, _ geometry: [UInt32]) -> VectorTileError.Reason? {
            guard let layer = try? VectorTile(decoding: tile([T.Feature(type: type, geometry: geometry)])).layers[0] else {
                Issue.record("the tile failed")
                return nil
            }
            #expect(layer.features.isEmpty && layer.droppedFeatures == 1)
            return layer.firstDropReason?.reason
        }
        #expect(fault(1, [T.moveTo(5)] + T.deltas(1, 1)) == .commandPastEnd(command: 1, count: 5))
        #expect(
            fault(2, [T.moveTo()] + T.deltas(1, 1) + [T.lineTo(2)] + T.deltas(1, 1, 1)) == .commandPastEnd(command: 2, count: 2))
        #expect(fault(2, [T.moveTo(.max >> 3)]) == .commandPastEnd(command: 1, count: .max >> 3))
        #expect(fault(1, [T.command(3, 1), 0, 0]) == .unknownCommand(3))
        #expect(fault(2, [T.lineTo(1)] + T.deltas(1, 1)) == .commandNotAllowed(command: 2, count: 1))
        #expect(
            fault(1, [T.moveTo()] + T.deltas(1, 1) + [T.lineTo(1)] + T.deltas(1, 1)) == .commandNotAllowed(command: 2, count: 1))
        #expect(
            fault(2, [T.moveTo()] + T.deltas(1, 1) + [T.lineTo(1)] + T.deltas(1, 1) + [T.closePath])
                == .commandNotAllowed(command: 7, count: 1))
        #expect(fault(3, Array(Self.square.dropLast()) + [T.command(7, 2)]) == .commandNotAllowed(command: 7, count: 2))
        #expect(fault(3, Array(Self.square.dropLast())) == .malformedRing)
        #expect(fault(3, Array(Self.square.dropLast()) + Self.square) == .malformedRing)
        #expect(fault(3, [T.moveTo()] + T.deltas(0, 0) + [T.lineTo(1)] + T.deltas(5, 5) + [T.closePath]) == .malformedRing)
        #expect(fault(2, [T.moveTo()] + T.deltas(1, 1)) == .lineTooShort)
        #expect(fault(2, [T.moveTo(2)] + T.deltas(1, 1, 2, 2)) == .lineTooShort)
        #expect(fault(1, [T.moveTo(2)] + T.deltas(.max, 0, .max, 0)) == .coordinateOutOfRange)
        #expect(fault(4, []) == .unknownGeometryType(4))
    }

    @Test func limitsBoundWhatATileMayHold() {
        let tight = VectorTileLimits(layers: 1, features: 2, properties: 1, parts: 1, points: 3)
        let two = T(layers: [T.Layer(name: "a"), T.Layer(name: "b")]).bytes
        #expect(failure(two, limits: tight)?.reason == .tooMany("layers", limit: 1))
        #expect(failure(tile([T.Feature(), T.Feature(), T.Feature()]), limits: tight)?.reason == .tooMany("features", limit: 2))
        #expect(
            failure(tile([T.Feature(type: 1, geometry: [T.moveTo(4)] + T.deltas(1, 1, 1, 1, 1, 1, 1, 1))]), limits: tight)?.reason
                == .tooMany("points", limit: 3))
        #expect(
            failure(tile([T.Feature(type: 3, geometry: Self.square + Self.square)]), limits: tight)?.reason
                == .tooMany("points", limit: 3))
    }
}
