import MapSceneBase
import MapSceneCamera
import MapSceneModel

/// `basemap-detail`: a street-scale view of a standard map whose basemap is the embedded world
/// alone, which shows no streets there.
package enum BasemapDetail {
    /// The zoom from which a view is finer than the embedded world's detail: Natural Earth's
    /// 1:10m data is generalised to about a kilometre, some 25 points from zoom 12 on.
    package static let streetScaleZoom = 12.0

    package static func findings(_ context: PictureLint.Context) -> [Diagnostic] {
        let map = context.scene.map
        guard map.type == .standard || map.type == .mutedStandard, !map.basemap.isEmpty,
            map.basemap.allSatisfy({ $0 == .world })
        else { return [] }
        let zoom = context.viewport.zoom
        guard zoom >= streetScaleZoom else { return [] }
        return [
            Diagnostic(
                .basemapDetail,
                "at this scale (zoom \(Int(zoom))) the embedded world has no streets: the map under the scene is plain land and water",
                at: context.scene.camera.range ?? context.sceneStart,
                notes: [
                    DiagnosticNote(
                        "add street-scale data to map.basemap: vector or raster tiles ({tiles: city.pmtiles}) or OpenStreetMap features ({geojson: FILE})"
                    )
                ])
        ]
    }
}
