import MapSceneModel

/// What the vector tiles of one drawing may hold at once, across every archive it names: tile
/// bytes decoded, features and vertices, counted both in the tiles being read and in the features
/// kept for drawing. Readers take from it before they hold anything and give back what they let
/// go of; what would pass it is left out with a warning, so a hostile archive cannot make a
/// compile hold more than many real cities' tiles need.
package struct DrawingBudget: Equatable {
    /// Decompressed tile bytes held.
    package var tileBytes: Int
    /// Features held.
    package var features: Int
    /// Vertices (points of lines and rings) held.
    package var vertices: Int

    /// Several times what a canvas of dense city tiles needs: 128 MiB of tiles, 1,000,000
    /// features and 10,000,000 vertices (a dense city tile holds tens of thousands of features).
    package static let standard = DrawingBudget(tileBytes: 128 << 20, features: 1_000_000, vertices: 10_000_000)

    /// The part of the budget that is spent.
    package private(set) var spent = Spending()

    /// Amounts taken from the budget.
    package struct Spending: Equatable {
        package var tileBytes = 0
        package var features = 0
        package var vertices = 0

        package static func + (a: Spending, b: Spending) -> Spending {
            Spending(tileBytes: a.tileBytes + b.tileBytes, features: a.features + b.features, vertices: a.vertices + b.vertices)
        }
    }

    package init(tileBytes: Int, features: Int, vertices: Int) {
        self.tileBytes = tileBytes
        self.features = features
        self.vertices = vertices
    }

    /// What is left of each part.
    package var left: Spending {
        Spending(tileBytes: tileBytes - spent.tileBytes, features: features - spent.features, vertices: vertices - spent.vertices)
    }

    /// Takes `amount` if all of it fits; otherwise takes nothing and returns the first part it
    /// would pass, in words ("2000000 features").
    package mutating func take(_ amount: Spending) -> String? {
        let total = spent + amount
        if total.tileBytes > tileBytes { return "\(tileBytes >> 20) MiB of decompressed tiles" }
        if total.features > features { return "\(features) features" }
        if total.vertices > vertices { return "\(vertices) vertices" }
        spent = total
        return nil
    }

    /// Gives back what was taken for something no longer held.
    package mutating func giveBack(_ amount: Spending) {
        spent.tileBytes -= amount.tileBytes
        spent.features -= amount.features
        spent.vertices -= amount.vertices
    }

    /// `limits` narrowed to what is left, so decoding one tile stops where the budget would.
    package func narrowing(_ limits: VectorTileLimits) -> VectorTileLimits {
        var narrowed = limits
        narrowed.features = max(0, min(limits.features, left.features))
        narrowed.points = max(0, min(limits.points, left.vertices))
        return narrowed
    }

    /// The part of the budget a tile decoded with `narrowed`, this budget's narrowing of
    /// `limits`, reached when decoding failed with `error`; nil when the tile failed on its own.
    package func part(passedBy error: VectorTileError, decodingWith narrowed: VectorTileLimits, from limits: VectorTileLimits)
        -> String?
    {
        guard case .tooMany(let what, let limit) = error.reason else { return nil }
        if what == "features", limit == narrowed.features, narrowed.features < limits.features { return "\(features) features" }
        if what == "points", limit == narrowed.points, narrowed.points < limits.points { return "\(vertices) vertices" }
        return nil
    }
}

extension VectorTile {
    /// The features and vertices the tile holds, with its decompressed size in bytes.
    package func spending(bytes: Int) -> DrawingBudget.Spending {
        var spending = DrawingBudget.Spending(tileBytes: bytes)
        for layer in layers {
            spending.features += layer.features.count
            for feature in layer.features { spending.vertices += feature.geometry.vertexCount }
        }
        return spending
    }
}

extension VectorTileGeometry {
    /// The points of every point, line and ring.
    package var vertexCount: Int {
        switch self {
        case .unknown: 0
        case .points(let points): points.count
        case .lineStrings(let lines): lines.reduce(0) { $0 + $1.count }
        case .polygons(let polygons):
            polygons.reduce(0) { sum, polygon in polygon.interiors.reduce(sum + polygon.exterior.count) { $0 + $1.count } }
        }
    }
}

extension BasemapFeature.Geometry {
    /// The points of every point, line and ring.
    package var vertexCount: Int {
        switch self {
        case .points(let points): points.count
        case .lines(let lines): lines.reduce(0) { $0 + $1.count }
        case .areas(let areas): areas.reduce(0) { sum, rings in rings.reduce(sum) { $0 + $1.count } }
        }
    }
}
