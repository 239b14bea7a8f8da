import MapSceneGeometry
import MapSceneModel

/// A feature whose area the drawn tiles cut into pieces, which `TilePieces` joins again.
package protocol TilePiece {
    /// Where it is, in map points.
    var geometry: BasemapFeature.Geometry { get set }
    /// Its bounds.
    var bounds: MapRect { get set }
    /// True when `other` is drawn as this is, so that the two can be one shape.
    func isDrawn(like other: Self) -> Bool
    /// Takes the areas of `piece`, an area drawn alike, into this one's (`joinAreas(of:)`), with
    /// whatever else is drawn of them (an outline).
    mutating func join(_ piece: Self)
}

extension TilePiece {
    /// Takes the areas of `piece`.
    package mutating func join(_ piece: Self) { joinAreas(of: piece) }

    /// Takes the areas of `piece` into this one's and grows the bounds to hold them; nothing
    /// unless both are areas.
    package mutating func joinAreas(of piece: Self) {
        guard case .areas(var areas) = geometry, case .areas(let parts) = piece.geometry else { return }
        // The feature lets go of its areas while they grow, so that they are not copied.
        geometry = .points([])
        areas += parts
        geometry = .areas(areas)
        let (a, b) = (bounds, piece.bounds)
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        bounds = MapRect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}

/// The pieces the drawn tiles cut an area into, joined into one feature again where the tiles
/// give the area an id: drawn as one shape, the pieces' shared edges are covered once, and no
/// background shows along the tiles' edges.
///
/// Features with the same id in one layer of different tiles are pieces of one feature of the
/// data, cut exactly to their squares (`TileSquare.geometry(of:extent:)`), so they never
/// overlap and one even-odd shape draws them all; two features with one id in the same tile are
/// different features and stay apart. A collector keeps one `TilePieces` beside each list of
/// features it makes, adds the tiles one after another, and every feature it makes of a tile
/// through `add(_:layer:id:tile:to:)` — points and lines, and areas without an id, are appended
/// as they are. Each joined feature is one item when drawn: all its polygons' rings in one shape.
package struct TilePieces {
    private struct Key: Hashable {
        var layer: String
        var id: UInt64
    }

    /// Where the first piece of each area went, and the tile of the last piece joined to it.
    private var joined: [Key: (index: Int, tile: TileCoordinate)] = [:]

    /// No pieces yet.
    package init() {}

    /// Adds `piece`, made of the feature `id` of `layer` in the drawn `tile`, to `features`: an
    /// area joins the feature an earlier tile's piece of it went into, when that one is drawn
    /// alike; anything else is appended. True when it was joined.
    @discardableResult
    package mutating func add<Feature: TilePiece>(
        _ piece: Feature, layer: String, id: UInt64?, tile: TileCoordinate, to features: inout [Feature]
    ) -> Bool {
        guard let id, case .areas = piece.geometry else {
            features.append(piece)
            return false
        }
        let key = Key(layer: layer, id: id)
        guard let earlier = joined[key] else {
            joined[key] = (features.count, tile)
            features.append(piece)
            return false
        }
        let index = earlier.index
        guard earlier.tile != tile, features.indices.contains(index), features[index].isDrawn(like: piece),
            case .areas = features[index].geometry
        else {
            features.append(piece)
            return false
        }
        features[index].join(piece)
        joined[key]?.tile = tile
        return true
    }
}

extension BasemapFeature: TilePiece {
    /// True when `other` is the same kind of thing with the same name.
    package func isDrawn(like other: BasemapFeature) -> Bool {
        kind == other.kind && name == other.name && isLabelOnly == other.isLabelOnly
    }
}

extension StyledFeature: TilePiece {
    /// True when `other` has the same paint and symbol.
    package func isDrawn(like other: StyledFeature) -> Bool {
        paint == other.paint && symbol == other.symbol
    }

    /// Takes the areas of `piece` and its outline.
    package mutating func join(_ piece: StyledFeature) {
        joinAreas(of: piece)
        outline += piece.outline
    }
}
