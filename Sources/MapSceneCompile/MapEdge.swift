import Foundation
import MapSceneBase
import MapSceneCamera
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// `beyond-map-edge`: the Web Mercator world ends at latitude ±85.0511°, as MapKit's does, and
/// nothing beyond it can be drawn. A camera centered beyond is drawn at the edge; an annotation
/// beyond is not drawn; an overlay is cut at the edge, or not drawn when it lies wholly beyond.
/// Each says so, where the scene wrote it.
package enum MapEdge {
    /// The edge's latitude as messages write it.
    private static let edge = "±85.0511°"

    /// True when `coordinate` lies north or south of the map.
    package static func isBeyond(_ coordinate: Coordinate) -> Bool {
        abs(coordinate.latitude) > MapSize.maximumLatitude
    }

    /// The warnings for everything in `scene` that lies beyond the edge.
    package static func warnings(for scene: Scene) -> [Diagnostic] {
        camera(scene) + annotations(scene) + overlays(scene)
    }

    private static func camera(_ scene: Scene) -> [Diagnostic] {
        let center: Coordinate
        switch scene.camera.form {
        case .centerSpan(let c, _), .centerDistance(let c, _, _), .centerAltitude(let c, _), .centerZoom(let c, _),
            .lookAt(let c, _, _):
            center = c
        case .mapRect, .fit:
            return []
        }
        guard isBeyond(center) else { return [] }
        return [
            Diagnostic(
                .beyondMapEdge,
                "the camera's center at latitude \(degrees(center.latitude)) lies beyond the map's edge at \(edge): the view is drawn at the edge",
                at: scene.camera.range,
                notes: [DiagnosticNote("a Mercator map cannot show the poles; center the camera within \(edge)")])
        ]
    }

    private static func annotations(_ scene: Scene) -> [Diagnostic] {
        var beyond: [(range: SourceRange, id: String)] = []
        for annotation in scene.annotations where isBeyond(annotation.coordinate) {
            beyond.append((annotation.range, annotation.id))
        }
        return Diagnostic.onePerPlace(
            beyond, rule: .beyondMapEdge,
            one: { "annotation '\($0)' lies beyond the map's edge at latitude \(edge) and is not drawn" },
            many: { "\($0) annotations from here lie beyond the map's edge at latitude \(edge) and are not drawn" })
    }

    private static func overlays(_ scene: Scene) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // Read in place: binding each overlay to a name would copy all of it.
        scene.overlays.withUnsafeBufferPointer { overlays in
            for index in overlays.indices {
                // Tiles and data files are cut at the edge as every web map cuts them: a world of
                // countries reaches the South Pole, and saying so would only be noise.
                switch overlays[index].shape {
                case .tiles, .data: continue
                default: break
                }
                var (count, total) = (0, 0)
                OverlayGeometry.forEachCoordinateList(of: overlays[index], in: scene) { coordinates in
                    count += coordinates.reduce(0) { $0 + (isBeyond($1) ? 1 : 0) }
                    total += coordinates.count
                }
                guard count > 0 else { continue }
                let overlay = overlays[index]
                let message =
                    count == total
                    ? "overlay '\(overlay.id)' lies wholly beyond the map's edge at latitude \(edge) and is not drawn"
                    : "overlay '\(overlay.id)' reaches beyond the map's edge at latitude \(edge) and is cut there"
                found.append(Diagnostic(.beyondMapEdge, message, at: overlay.range))
            }
        }
        return found
    }

    /// `89.9°`: at most four decimals, no trailing zeros.
    private static func degrees(_ value: Double) -> String {
        FixedPrecision.format(value, precision: 4) + "°"
    }
}
