extension VectorTile {
    /// Decodes the protobuf bytes of a Mapbox Vector Tile (already decompressed). Malformed bytes
    /// — a truncated varint, a wire type vector tiles do not use, a tag past the layer's keys —
    /// are an error naming the byte, layer and feature, never a trap; `limits` bound what the
    /// decoded tile may hold. A feature whose geometry alone is malformed (a command past the
    /// end, LineTo before MoveTo: `VectorTileError.Reason.dropsOnlyTheFeature`) is left out of
    /// its layer, which counts it in `droppedFeatures` and keeps the first reason.
    package init(decoding bytes: [UInt8], limits: VectorTileLimits = .default) throws(VectorTileError) {
        var decoder = VectorTileDecoder(limits: limits)
        self = try decoder.tile(bytes)
    }
}

/// Decodes a tile's layers, their keys and values, and their features' ids and tags; geometry
/// commands are `VectorTileGeometryDecoder`'s. Counts what it has decoded against the limits.
package struct VectorTileDecoder {
    // Field numbers of the specification's `vector_tile.proto`.
    private enum TileField { static let layers: UInt64 = 3 }
    private enum LayerField {
        package static let name: UInt64 = 1, features: UInt64 = 2, keys: UInt64 = 3, values: UInt64 = 4
        package static let extent: UInt64 = 5, version: UInt64 = 15
    }
    private enum FeatureField { static let id: UInt64 = 1, tags: UInt64 = 2, type: UInt64 = 3, geometry: UInt64 = 4 }
    private enum ValueField {
        package static let string: UInt64 = 1, float: UInt64 = 2, double: UInt64 = 3, int: UInt64 = 4
        package static let uint: UInt64 = 5, sint: UInt64 = 6, bool: UInt64 = 7
    }

    package let limits: VectorTileLimits
    private var features = 0
    private var properties = 0
    private var geometry: VectorTileGeometryDecoder
    /// The tags of the feature being decoded; kept to reuse its storage.
    private var tags: [UInt32] = []

    package init(limits: VectorTileLimits) {
        self.limits = limits
        geometry = VectorTileGeometryDecoder(limits: limits)
    }

    package mutating func tile(_ bytes: [UInt8]) throws(VectorTileError) -> VectorTile {
        var reader = ProtobufReader(bytes)
        var layers: [VectorTileLayer] = []
        while true {
            let layerStart = reader.position
            var layerReader: ProtobufReader
            do throws(ProtobufError) {
                guard let (number, wireType) = try reader.field() else { break }
                guard number == TileField.layers else { try reader.skip(wireType); continue }
                guard wireType == .lengthDelimited else { throw ProtobufError.unsupportedWireType(wireType.rawValue) }
                layerReader = try reader.lengthDelimited()
            } catch {
                throw Self.error(error, at: reader.position)
            }
            guard layers.count < limits.layers else {
                throw VectorTileError(.tooMany("layers", limit: limits.layers), at: layerStart)
            }
            layers.append(try layer(&layerReader, index: layers.count))
        }
        return VectorTile(layers: layers)
    }

    /// One layer: its fields first (keys and values usually follow the features), then the
    /// features.
    private mutating func layer(_ reader: inout ProtobufReader, index: Int) throws(VectorTileError) -> VectorTileLayer {
        let start = reader.position
        var name: String?
        var version: UInt64 = 1
        var extent: UInt64 = 4096
        var keys: [String] = []
        var values: [VectorTileValue] = []
        var featureReaders: [ProtobufReader] = []
        do {
            while let (number, wireType) = try reader.field() {
                switch (number, wireType) {
                case (LayerField.name, .lengthDelimited): name = try reader.string()
                case (LayerField.version, .varint): version = try reader.varint()
                case (LayerField.extent, .varint): extent = try reader.varint()
                case (LayerField.keys, .lengthDelimited):
                    try count(keys.count + values.count, "keys and values", at: reader.position, layer: index)
                    keys.append(try reader.string())
                case (LayerField.values, .lengthDelimited):
                    try count(keys.count + values.count, "keys and values", at: reader.position, layer: index)
                    var valueReader = try reader.lengthDelimited()
                    values.append(try value(&valueReader, layer: index))
                case (LayerField.features, .lengthDelimited):
                    try count(features, "features", at: reader.position, layer: index, limit: limits.features)
                    features += 1
                    featureReaders.append(try reader.lengthDelimited())
                case (LayerField.name, _), (LayerField.version, _), (LayerField.extent, _),
                    (LayerField.keys, _), (LayerField.values, _), (LayerField.features, _):
                    throw ProtobufError.unsupportedWireType(wireType.rawValue)
                default:
                    try reader.skip(wireType)
                }
            }
        } catch let error as VectorTileError {
            throw error
        } catch let error as ProtobufError {
            throw Self.error(error, at: reader.position, layer: index)
        } catch {
            throw VectorTileError(.truncated, at: reader.position, layer: index)
        }
        guard let name else { throw VectorTileError(.missingLayerName, at: start, layer: index) }
        guard version == 1 || version == 2 else {
            throw VectorTileError(.unsupportedLayerVersion(version), at: start, layer: index)
        }
        guard (1...UInt64(Int32.max)).contains(extent) else {
            throw VectorTileError(.invalidExtent(extent), at: start, layer: index)
        }
        var decoded: [VectorTileFeature] = []
        decoded.reserveCapacity(featureReaders.count)
        var dropped = 0
        var firstDropReason: VectorTileError?
        for (featureIndex, var featureReader) in featureReaders.enumerated() {
            do {
                decoded.append(
                    try feature(
                        &featureReader, keys: keys, values: values, version: Int(version),
                        layer: index, index: featureIndex))
            } catch  where error.reason.dropsOnlyTheFeature {
                dropped += 1
                if firstDropReason == nil { firstDropReason = error }
            }
        }
        return VectorTileLayer(
            name: name, version: Int(version), extent: Int(extent), features: decoded,
            droppedFeatures: dropped, firstDropReason: firstDropReason)
    }

    /// A property value: exactly one of the seven typed fields (the last, if a writer gave more).
    private func value(_ reader: inout ProtobufReader, layer: Int) throws(VectorTileError) -> VectorTileValue {
        let start = reader.position
        var result: VectorTileValue?
        do throws(ProtobufError) {
            while let (number, wireType) = try reader.field() {
                switch (number, wireType) {
                case (ValueField.string, .lengthDelimited): result = .string(try reader.string())
                case (ValueField.float, .fixed32): result = .float(Float(bitPattern: try reader.fixed32()))
                case (ValueField.double, .fixed64): result = .double(Double(bitPattern: try reader.fixed64()))
                case (ValueField.int, .varint): result = .int(Int64(bitPattern: try reader.varint()))
                case (ValueField.uint, .varint): result = .uint(try reader.varint())
                case (ValueField.sint, .varint): result = .sint(ProtobufReader.zigzag(try reader.varint()))
                case (ValueField.bool, .varint): result = .bool(try reader.varint() != 0)
                case (1...7, _): throw ProtobufError.unsupportedWireType(wireType.rawValue)
                default: try reader.skip(wireType)
                }
            }
        } catch {
            throw Self.error(error, at: reader.position, layer: layer)
        }
        guard let result else { throw VectorTileError(.emptyValue, at: start, layer: layer) }
        return result
    }

    private mutating func feature(
        _ reader: inout ProtobufReader, keys: [String], values: [VectorTileValue], version: Int, layer: Int, index: Int
    ) throws(VectorTileError) -> VectorTileFeature {
        var id: UInt64?
        var type: UInt64 = 0
        tags.removeAll(keepingCapacity: true)
        geometry.commands.removeAll(keepingCapacity: true)
        var tagsStart = reader.position
        var geometryStart = reader.position
        do throws(ProtobufError) {
            while let (number, wireType) = try reader.field() {
                switch (number, wireType) {
                case (FeatureField.id, .varint): id = try reader.varint()
                case (FeatureField.type, .varint): type = try reader.varint()
                case (FeatureField.tags, _):
                    tagsStart = reader.position
                    try reader.appendUInt32s(wireType, to: &tags)
                case (FeatureField.geometry, _):
                    geometryStart = reader.position
                    try reader.appendUInt32s(wireType, to: &geometry.commands)
                case (FeatureField.id, _), (FeatureField.type, _):
                    throw ProtobufError.unsupportedWireType(wireType.rawValue)
                default:
                    try reader.skip(wireType)
                }
            }
        } catch {
            throw Self.error(error, at: reader.position, layer: layer, feature: index)
        }
        let properties = try self.properties(keys: keys, values: values, at: tagsStart, layer: layer, feature: index)
        let decoded: VectorTileGeometry
        do {
            decoded = try geometry.decode(type: type, version: version)
        } catch var error {
            (error.byteOffset, error.layer, error.feature) = (geometryStart, layer, index)
            throw error
        }
        return VectorTileFeature(id: id, properties: properties, geometry: decoded)
    }

    /// The feature's tags as properties: pairs of indices into the layer's keys and values.
    private mutating func properties(
        keys: [String], values: [VectorTileValue], at offset: Int, layer: Int, feature: Int
    ) throws(VectorTileError) -> [VectorTileProperty] {
        guard tags.count % 2 == 0 else {
            throw VectorTileError(.oddTagCount(tags.count), at: offset, layer: layer, feature: feature)
        }
        let pairs = tags.count / 2
        guard properties + pairs <= limits.properties else {
            throw VectorTileError(.tooMany("properties", limit: limits.properties), at: offset, layer: layer, feature: feature)
        }
        properties += pairs
        var result: [VectorTileProperty] = []
        result.reserveCapacity(pairs)
        for pair in 0..<pairs {
            let key = tags[2 * pair], value = tags[2 * pair + 1]
            guard key < keys.count else {
                throw VectorTileError(.keyIndexOutOfRange(key, keys: keys.count), at: offset, layer: layer, feature: feature)
            }
            guard value < values.count else {
                throw VectorTileError(
                    .valueIndexOutOfRange(value, values: values.count), at: offset, layer: layer, feature: feature)
            }
            result.append(VectorTileProperty(key: keys[Int(key)], value: values[Int(value)]))
        }
        return result
    }

    private func count(_ current: Int, _ what: String, at offset: Int, layer: Int, limit: Int? = nil) throws(VectorTileError) {
        let limit = limit ?? limits.properties
        guard current < limit else { throw VectorTileError(.tooMany(what, limit: limit), at: offset, layer: layer) }
    }

    private static func error(_ error: ProtobufError, at offset: Int, layer: Int? = nil, feature: Int? = nil) -> VectorTileError {
        let reason: VectorTileError.Reason =
            switch error {
            case .truncated: .truncated
            case .malformedVarint: .malformedVarint
            case .unsupportedWireType(let type): .unsupportedWireType(type)
            case .invalidFieldNumber: .invalidFieldNumber
            }
        return VectorTileError(reason, at: offset, layer: layer, feature: feature)
    }
}
