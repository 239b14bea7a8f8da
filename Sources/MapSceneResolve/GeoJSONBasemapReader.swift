import MapSceneBase
import MapSceneGeometry
import MapSceneModel

/// Reads a GeoJSON file of OpenStreetMap features into basemap features, by `GeoJSONReader`'s
/// rules; positions become map points. Features the base map does not draw (no recognised tags,
/// or a geometry that does not suit what they are) are passed over; parts too degenerate to draw
/// are left out and counted, for one warning.
package enum GeoJSONBasemapReader {
    /// What a map drawn from OpenStreetMap data credits, unless the file names its own source
    /// with a top-level `"attribution"` member.
    package static let openStreetMapAttribution = "© OpenStreetMap contributors"

    /// The features of the GeoJSON document in `bytes` and the parts left out of them, or what
    /// is wrong with it and at which byte.
    package static func read(_ bytes: [UInt8]) -> Result<
        (layer: BasemapFeatureLayer, leftOut: DegenerateParts), LocatedJSON.Failure
    > {
        let document: LocatedJSON
        switch LocatedJSON.parse(bytes) {
        case .success(let value): document = value
        case .failure(let failure): return .failure(failure)
        }
        do {
            var features: [BasemapFeature] = []
            let (read, leftOut) = try GeoJSONReader.features(of: document, bytes: bytes)
            for feature in read {
                append(feature, into: &features)
            }
            let attribution = document["attribution"]?.string ?? openStreetMapAttribution
            return .success((BasemapFeatureLayer(features: features, attribution: attribution), leftOut))
        } catch let failure as LocatedJSON.Failure {
            return .failure(failure)
        } catch {
            return .failure(LocatedJSON.Failure(message: "\(error)", offset: 0))
        }
    }

    /// The basemap features one GeoJSON feature gives: one per kind of geometry it holds that suits it.
    package static func append(_ feature: GeoJSONReader.Feature, into features: inout [BasemapFeature]) {
        let properties = tags(feature.properties)
        guard let kind = OSMTagClassifier.kind(of: properties) else { return }
        var points: [MapPoint] = []
        var lines: [[MapPoint]] = []
        var areas: [[[MapPoint]]] = []
        for part in feature.parts {
            switch part {
            case .point(let c): points.append(MapPoint(c))
            case .line(let line): lines.append(line.map(MapPoint.init))
            case .area(let exterior, let holes): areas.append(([exterior] + holes).map { $0.map(MapPoint.init) })
            }
        }
        let name = properties["name"]
        switch kind {
        case .water, .park, .landuse, .building:
            if !areas.isEmpty, let f = BasemapFeature(kind: kind, geometry: .areas(areas), name: name) { features.append(f) }
        case .road, .rail, .waterway, .boundary:
            if !lines.isEmpty, let f = BasemapFeature(kind: kind, geometry: .lines(lines), name: name) { features.append(f) }
        case .place, .poi:
            guard name != nil else { return }
            if points.isEmpty {
                points = areas.compactMap { $0.first.flatMap(MapRect.bounding).map { MapPoint(x: $0.midX, y: $0.midY) } }
            }
            if !points.isEmpty, let f = BasemapFeature(kind: kind, geometry: .points(points), name: name) { features.append(f) }
        }
    }

    /// A feature's properties as OpenStreetMap tags: strings as written, numbers and booleans
    /// spelled out as tags spell them (`yes`, `no`); objects, arrays and nulls are no tags.
    package static func tags(_ members: [(key: String, value: LocatedJSON)]) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in members {
            switch value.value {
            case .string(let s): result[key] = s
            case .number(let n): result[key] = n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
            case .bool(let b): result[key] = b ? "yes" : "no"
            default: break
            }
        }
        return result
    }
}
