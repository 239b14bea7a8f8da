/// A decoded Mapbox Vector Tile (specification 2.1): named layers of features, each with
/// properties and a geometry in the layer's tile coordinates.
package struct VectorTile: Equatable, Sendable {
    /// The layers, in the tile's order.
    package var layers: [VectorTileLayer]

    /// Creates a tile.
    package init(layers: [VectorTileLayer]) {
        self.layers = layers
    }

    /// The first layer named `name`, if any.
    package func layer(named name: String) -> VectorTileLayer? { layers.first { $0.name == name } }
}

/// One layer of a vector tile: features sharing a name, such as `transportation` or `water`.
package struct VectorTileLayer: Equatable, Sendable {
    /// The layer's name, unique in its tile.
    package var name: String
    /// The specification version the layer was written to: 1 or 2.
    package var version: Int
    /// How many units the tile is across: coordinates 0..<extent lie in the tile, others in the
    /// buffer around it. Usually 4096.
    package var extent: Int
    /// The features, in the layer's order, without those dropped.
    package var features: [VectorTileFeature]
    /// How many features were left out because their geometry was malformed
    /// (`VectorTileError.Reason.dropsOnlyTheFeature`).
    package var droppedFeatures: Int
    /// Why the first dropped feature was left out, naming its byte, layer and feature; nil when
    /// none was.
    package var firstDropReason: VectorTileError?

    /// Creates a layer.
    package init(
        name: String, version: Int = 2, extent: Int = 4096, features: [VectorTileFeature],
        droppedFeatures: Int = 0, firstDropReason: VectorTileError? = nil
    ) {
        self.name = name
        self.version = version
        self.extent = extent
        self.features = features
        self.droppedFeatures = droppedFeatures
        self.firstDropReason = firstDropReason
    }
}

/// One feature of a layer: a geometry and its properties.
package struct VectorTileFeature: Equatable, Sendable {
    /// The feature's id, when the tile gives one.
    package var id: UInt64?
    /// The properties, in the tile's order (a key the tile repeats keeps its last value in
    /// `subscript(_:)`).
    package var properties: [VectorTileProperty]
    /// The geometry, in the layer's tile coordinates.
    package var geometry: VectorTileGeometry

    /// Creates a feature.
    package init(id: UInt64? = nil, properties: [VectorTileProperty] = [], geometry: VectorTileGeometry) {
        self.id = id
        self.properties = properties
        self.geometry = geometry
    }

    /// The value of the property `key`, if the feature has it.
    package subscript(_ key: String) -> VectorTileValue? { properties.last { $0.key == key }?.value }
}

/// A feature's property: a key and its value.
package struct VectorTileProperty: Hashable, Sendable {
    /// The property's name, such as `class` or `name`.
    package var key: String
    /// Its value.
    package var value: VectorTileValue

    /// Creates a property.
    package init(key: String, value: VectorTileValue) {
        self.key = key
        self.value = value
    }
}

/// A property value, in the type the tile wrote it as.
package enum VectorTileValue: Hashable, Sendable {
    case string(String)
    case float(Float)
    case double(Double)
    case int(Int64)
    case uint(UInt64)
    case sint(Int64)
    case bool(Bool)

    /// The text of a string value; nil for other types.
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value of any numeric type as a `Double`; nil for strings and booleans.
    package var number: Double? {
        switch self {
        case .float(let value): Double(value)
        case .double(let value): value
        case .int(let value), .sint(let value): Double(value)
        case .uint(let value): Double(value)
        case .string, .bool: nil
        }
    }
}

/// A point in a layer's tile coordinates: x to the east, y to the south, `extent` units across the
/// tile.
package struct TilePoint: Hashable, Sendable {
    /// Units from the tile's west edge.
    package var x: Int32
    /// Units from the tile's north edge.
    package var y: Int32

    /// Creates a point.
    package init(x: Int32, y: Int32) {
        self.x = x
        self.y = y
    }
}

/// A polygon: one exterior ring and the holes in it. Rings are listed without repeating their
/// first point at the end; the exterior winds clockwise on the tile (y down), holes the other way.
package struct TilePolygon: Hashable, Sendable {
    /// The outer boundary.
    package var exterior: [TilePoint]
    /// The holes.
    package var interiors: [[TilePoint]]

    /// Creates a polygon.
    package init(exterior: [TilePoint], interiors: [[TilePoint]] = []) {
        self.exterior = exterior
        self.interiors = interiors
    }
}

/// A feature's geometry, by the feature's geometry type.
package enum VectorTileGeometry: Hashable, Sendable {
    /// A feature of type UNKNOWN: the specification gives its commands no meaning, so they are
    /// not decoded.
    case unknown
    /// One or more points.
    case points([TilePoint])
    /// One or more lines.
    case lineStrings([[TilePoint]])
    /// One or more polygons.
    case polygons([TilePolygon])
}
