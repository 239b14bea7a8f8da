import MapSceneBase
import MapSceneCamera
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// Compiles a resolved scene into its render list: the camera becomes a viewport, every element
/// is projected into canvas points and put in its layer, in draw order.
package enum SceneCompiler {
    /// How far, in canvas points, a drawn curve (a geodesic line) may stray from the true one.
    package static let curveTolerance = 0.25

    /// The default overlay stroke: the system blue.
    package static let overlayBlue = Color.overlayBlue

    /// The render list for `scene`, with any problems found while compiling. Lines and outlines
    /// are simplified to `tolerance` canvas points (0 keeps every point in view).
    package static func compile(_ scene: Scene, tolerance: Double = PipelineOptions.defaultTolerance) -> (
        renderList: RenderList, diagnostics: [Diagnostic]
    ) {
        var diagnostics: [Diagnostic] = []
        let viewport = CameraResolver.resolve(scene, diagnostics: &diagnostics)
        diagnostics += MapEdge.warnings(for: scene)
        diagnostics += UndrawnBasemaps.warnings(for: scene) + SatelliteImagery.warnings(for: scene)
        diagnostics += ScaleBarDecision.notes(for: scene, viewport: viewport)
        let canvas = scene.canvas

        var background = [
            RenderItem(
                id: "background", layer: .background,
                shape: .rect(CanvasRect(x: 0, y: 0, width: canvas.width, height: canvas.height)),
                style: RenderStyle(fill: BasemapLayer.background(for: scene)))
        ]
        if let horizon = viewport.horizonY {
            let sky = ThemeInks.of(canvas.theme).sky
            background.append(
                RenderItem(
                    id: "sky", layer: .background, shape: .rect(CanvasRect(x: 0, y: 0, width: canvas.width, height: horizon)),
                    style: RenderStyle(fill: sky)))
        }

        let tiles = TileOverlays(scene, viewport: viewport)
        let drawn = OverlayLayer.items(scene, viewport: viewport, tolerance: tolerance, tiles: tiles)
        let overlays = drawn.items
        diagnostics += drawn.diagnostics
        let annotations = AnnotationLayout.layout(scene, viewport: viewport)

        // An overlay that replaces the map content hides the base layers beneath its level.
        let replacing = scene.overlays.filter(\.replacesMapContent).map(\.level)
        let replaced: Set<RenderLayer> =
            replacing.isEmpty ? [] : replacing.contains(.aboveLabels) ? [.base, .roads, .labels] : [.base, .roads]
        let hidden = replaced.union(scene.map.type.hiddenLayers)
        var basemap = BasemapStack(scene, viewport: viewport, tolerance: max(tolerance, 0.5), hidden: hidden)
        let places = hidden.contains(.labels) || !basemap.showsWorld ? [] : BasemapLayer.places(for: scene, viewport: viewport)
        let features = FeatureBasemapLayer.draw(scene, viewport: viewport, tolerance: max(tolerance, 0.5), hidden: hidden)
        basemap.add(features)
        let styled = StyledBasemapLayer.draw(scene, viewport: viewport, tolerance: max(tolerance, 0.5), hidden: hidden)
        basemap.add(styled)
        var attributions = basemap.attributions
        for credit in tiles.attributions where !attributions.contains(credit) { attributions.append(credit) }
        let decorations = Decorator.decorations(for: scene, viewport: viewport, attributions: attributions)

        let labels: [RenderItem]
        do {
            var placement = LabelPlacement.Input(
                canvasWidth: canvas.width, canvasHeight: canvas.height, inks: ThemeInks.of(canvas.theme))
            placement.decorations = decorations
            placement.overlays = overlays
            placement.annotations = annotations
            placement.overlayTitles = drawn.titles
            placement.places = places
            placement.basemapNames = features.names
            placement.basemapPOIs = features.pois
            placement.styledSymbols = styled.symbols
            if scene.decorations.legend {
                let inView = annotations.inView.map { scene.annotations[$0] }
                placement.legend = (Legend.entries(overlays: drawn.legend, annotations: inView), scene.decorations.legendRange)
            }
            let placed = LabelPlacement.place(placement)
            labels = placed.items
            diagnostics += placed.diagnostics
        }

        // The layout's views are held only here from now on, so `inDrawOrder` can let them go
        // as it copies them (a million pins' are 116 MB).
        var items = [
            background, basemap.items, features.roads, overlays, styled.over, (consume annotations).annotations, labels,
            decorations,
        ]
        var list = RenderList(
            canvas: RenderCanvas(width: canvas.width, height: canvas.height, scale: canvas.scale, theme: canvas.theme),
            title: scene.title, description: scene.description,
            items: Self.inDrawOrder(&items))
        list.images = scene.images.mapValues { RenderImage(mediaType: $0.mediaType, href: $0.href) }
        list.images.merge(basemap.images.merging(tiles.images) { first, _ in first }) { first, _ in first }
        list.darkColors = DarkColors.swaps(for: scene, usedBy: list.items)
        return (list, diagnostics)
    }
}

extension SceneCompiler {
    /// The items of `parts`, one after another, sorted by layer, keeping their order within a
    /// layer: one counting pass and one placing pass, with no comparisons and no item moved
    /// more than once. The items are moved out of their parts, last first, into the places from
    /// the end of their layers (not copied and then let go of, which touches every string and
    /// array an item holds twice); each part is emptied once its items are placed, so that at
    /// most one part stands in memory twice.
    package static func inDrawOrder(_ parts: inout [[RenderItem]]) -> [RenderItem] {
        let layers = RenderLayer.allCases.count
        // Where each layer ends in the result.
        var ends = [Int](repeating: 0, count: layers)
        for part in parts {
            for index in part.indices { ends[part[index].layer.drawOrder] += 1 }
        }
        for layer in 1..<layers { ends[layer] += ends[layer - 1] }
        let total = ends[layers - 1]
        return [RenderItem](unsafeUninitializedCapacity: total) { ordered, count in
            for index in parts.indices.reversed() {
                var part: [RenderItem] = []
                swap(&part, &parts[index])
                while let item = part.popLast() {
                    let layer = item.layer.drawOrder
                    ends[layer] -= 1
                    (ordered.baseAddress! + ends[layer]).initialize(to: item)
                }
            }
            count = total
        }
    }
}
