/// Why a vector tile could not be decoded, and where: the byte, and the layer and feature when the
/// fault is inside one.
package struct VectorTileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    package enum Reason: Equatable, Sendable {
        /// A field or value runs past the end of its message.
        case truncated
        /// A varint longer than 10 bytes, or too large for its field.
        case malformedVarint
        /// A protobuf wire type vector tiles do not use.
        case unsupportedWireType(Int)
        /// Protobuf field number 0.
        case invalidFieldNumber
        /// A layer without a name.
        case missingLayerName
        /// A layer version other than 1 or 2.
        case unsupportedLayerVersion(UInt64)
        /// An extent of 0, or one too large for 32-bit coordinates.
        case invalidExtent(UInt64)
        /// A property value with none of the value fields.
        case emptyValue
        /// A feature's tags are not key–value pairs.
        case oddTagCount(Int)
        /// A tag names a key the layer does not have.
        case keyIndexOutOfRange(UInt32, keys: Int)
        /// A tag names a value the layer does not have.
        case valueIndexOutOfRange(UInt32, values: Int)
        /// A geometry type other than UNKNOWN, POINT, LINESTRING or POLYGON.
        case unknownGeometryType(UInt64)
        /// A geometry command other than MoveTo (1), LineTo (2) or ClosePath (7).
        case unknownCommand(UInt32)
        /// A command's count asks for more parameters than the geometry has.
        case commandPastEnd(command: UInt32, count: UInt32)
        /// A command the feature's geometry type does not allow there: LineTo before MoveTo,
        /// ClosePath outside polygons, LineTo in points, a ClosePath count other than 1.
        case commandNotAllowed(command: UInt32, count: UInt32)
        /// A line with fewer than two points.
        case lineTooShort
        /// A polygon ring that is not closed by ClosePath, or has fewer than three points.
        case malformedRing
        /// A polygon whose first ring winds as a hole does, and whose rings do not read
        /// consistently with every winding reversed either.
        case holeBeforeExterior
        /// A coordinate beyond 32 bits.
        case coordinateOutOfRange
        /// More of something than the limits allow.
        case tooMany(String, limit: Int)

        /// True for faults confined to one feature's geometry, which drop that feature and keep
        /// the tile (as MapLibre and other lenient readers do): an unknown geometry type or
        /// command, a command past the end or not allowed where it stands, a short line, a
        /// malformed ring, a polygon starting with a hole, a coordinate beyond 32 bits. The
        /// protobuf's bytes around them are sound, so the features after them are too.
        ///
        /// False for everything else, which fails the whole tile: faults in the protobuf's wire
        /// format at any level (the feature's own fields included, since a broken wire format
        /// means the bytes are damaged rather than badly written), a layer's name, version,
        /// extent or values, tags that do not index the layer's keys and values, and the limits.
        package var dropsOnlyTheFeature: Bool {
            switch self {
            case .unknownGeometryType, .unknownCommand, .commandPastEnd, .commandNotAllowed,
                .lineTooShort, .malformedRing, .holeBeforeExterior, .coordinateOutOfRange:
                true
            case .truncated, .malformedVarint, .unsupportedWireType, .invalidFieldNumber, .missingLayerName,
                .unsupportedLayerVersion, .invalidExtent, .emptyValue, .oddTagCount, .keyIndexOutOfRange,
                .valueIndexOutOfRange, .tooMany:
                false
            }
        }
    }

    /// What is wrong.
    package var reason: Reason
    /// The offset in the tile's bytes where the fault was found.
    package var byteOffset: Int
    /// The layer's index in the tile, when the fault is inside a layer.
    package var layer: Int?
    /// The feature's index in its layer, when the fault is inside a feature.
    package var feature: Int?

    /// Creates an error.
    package init(_ reason: Reason, at byteOffset: Int, layer: Int? = nil, feature: Int? = nil) {
        self.reason = reason
        self.byteOffset = byteOffset
        self.layer = layer
        self.feature = feature
    }

    package var description: String {
        var place = "vector tile"
        if let layer { place += " layer \(layer + 1)" }
        if let feature { place += " feature \(feature + 1)" }
        return "\(place), byte \(byteOffset): \(reasonText)"
    }

    private var reasonText: String {
        switch reason {
        case .truncated: "a field runs past the end of its message"
        case .malformedVarint: "a varint is malformed or too large for its field"
        case .unsupportedWireType(let type): "wire type \(type) is not used by vector tiles"
        case .invalidFieldNumber: "field number 0"
        case .missingLayerName: "a layer has no name"
        case .unsupportedLayerVersion(let version): "layer version \(version) is not 1 or 2"
        case .invalidExtent(let extent): "extent \(extent) is not between 1 and 2^31 − 1"
        case .emptyValue: "a property value has no content"
        case .oddTagCount(let count): "\(count) tags do not make key–value pairs"
        case .keyIndexOutOfRange(let index, let keys): "tag key \(index) is past the layer's \(keys) keys"
        case .valueIndexOutOfRange(let index, let values): "tag value \(index) is past the layer's \(values) values"
        case .unknownGeometryType(let type): "geometry type \(type) is unknown"
        case .unknownCommand(let command): "geometry command \(command) is unknown"
        case .commandPastEnd(let command, let count): "command \(command) × \(count) runs past the end of the geometry"
        case .commandNotAllowed(let command, let count): "command \(command) × \(count) is not allowed here"
        case .lineTooShort: "a line has fewer than two points"
        case .malformedRing: "a polygon ring is not closed or has fewer than three points"
        case .holeBeforeExterior: "a polygon starts with a hole"
        case .coordinateOutOfRange: "a coordinate is beyond 32 bits"
        case .tooMany(let what, let limit): "more than \(limit) \(what)"
        }
    }
}

/// How much a decoded vector tile may hold, so a hostile tile cannot exhaust memory: every count
/// is also bounded by the tile's size, and these bound what each counted thing costs decoded.
package struct VectorTileLimits: Sendable, Equatable {
    /// Layers in a tile.
    package var layers: Int
    /// Features in a tile, all layers together.
    package var features: Int
    /// Properties in a tile, all features together; and keys and values in each layer.
    package var properties: Int
    /// Points, lines and rings in a tile, all features together.
    package var parts: Int
    /// Points (vertices) in a tile, all features together.
    package var points: Int

    /// Creates limits.
    package init(layers: Int, features: Int, properties: Int, parts: Int, points: Int) {
        self.layers = layers
        self.features = features
        self.properties = properties
        self.parts = parts
        self.points = points
    }

    /// Ten times what the densest real-world tiles hold.
    package static let `default` = VectorTileLimits(
        layers: 1000, features: 1_000_000, properties: 4_000_000, parts: 2_000_000, points: 20_000_000)
}
