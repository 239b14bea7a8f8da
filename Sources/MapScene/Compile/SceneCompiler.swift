/// Compiles a resolved scene into its render list: the camera becomes a viewport, every element
/// is projected into canvas points and put in its layer, in draw order.
public enum SceneCompiler {
    /// How far, in canvas points, a drawn curve (a geodesic line) may stray from the true one.
    static let curveTolerance = 0.25

    /// The default overlay stroke: the system blue.
    static let overlayBlue = Color(red: 0x00, green: 0x7A, blue: 0xFF)

    /// How far, by default, in canvas points, simplified lines and outlines may stray from the
    /// projected ones.
    public static let defaultTolerance = 0.25

    /// The render list for `scene`, with any problems found while compiling. Lines and outlines
    /// are simplified to `tolerance` canvas points (0 keeps every point in view).
    public static func compile(_ scene: Scene, tolerance: Double = defaultTolerance) -> (renderList: RenderList, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let viewport = CameraResolver.resolve(scene, diagnostics: &diagnostics)
        diagnostics += UndrawnBasemaps.warnings(for: scene)
        diagnostics += ScaleBarDecision.notes(for: scene, viewport: viewport)
        let canvas = scene.canvas

        var background = [RenderItem(
            id: "background", layer: .background,
            shape: .rect(CanvasRect(x: 0, y: 0, width: canvas.width, height: canvas.height)),
            style: RenderStyle(fill: BasemapLayer.background(for: scene)))]
        if let horizon = viewport.horizonY {
            let sky = ThemeInks.of(canvas.theme).sky
            background.append(RenderItem(
                id: "sky", layer: .background, shape: .rect(CanvasRect(x: 0, y: 0, width: canvas.width, height: horizon)),
                style: RenderStyle(fill: sky)))
        }

        let (overlays, titles, overlayDiagnostics) = overlayItems(scene, viewport: viewport, tolerance: tolerance)
        diagnostics += overlayDiagnostics
        let annotations = AnnotationLayout.layout(scene, viewport: viewport)
        diagnostics += annotations.diagnostics

        // An overlay that replaces the map content hides the base layers beneath its level.
        let replacing = scene.overlays.filter(\.replacesMapContent).map(\.level)
        let replaced: Set<RenderLayer> = replacing.isEmpty ? [] : replacing.contains(.aboveLabels) ? [.base, .roads, .labels] : [.base, .roads]
        let hidden = replaced.union(scene.map.type.hiddenLayers)
        let base = hidden.contains(.base) ? [] : BasemapLayer.land(for: scene, viewport: viewport, tolerance: max(tolerance, 0.5))
        let labels = hidden.contains(.labels) || base.isEmpty ? [] : BasemapLayer.places(for: scene, viewport: viewport, avoiding: annotations.occupied)
        let attributions = base.isEmpty ? [] : [WorldBasemap.attribution]

        let placedTitles = placeTitles(titles, avoiding: annotations.occupied)
        let items = background + base + overlays + labels + placedTitles + annotations.annotations + annotations.callouts
            + Decorator.decorations(for: scene, viewport: viewport, attributions: attributions)
        var list = RenderList(
            canvas: RenderCanvas(width: canvas.width, height: canvas.height, scale: canvas.scale, theme: canvas.theme),
            title: scene.title, description: scene.description,
            items: items.enumerated().sorted { ($0.element.layer, $0.offset) < ($1.element.layer, $1.offset) }.map(\.element))
        list.images = scene.images.mapValues { RenderImage(mediaType: $0.mediaType, href: $0.href) }
        list.darkColors = DarkColors.swaps(for: scene, usedBy: list.items)
        return (list, diagnostics)
    }

    /// The overlays' items in z-order and their titles.
    static func overlayItems(_ scene: Scene, viewport: Viewport, tolerance: Double) -> (overlays: [RenderItem], titles: [RenderItem], diagnostics: [Diagnostic]) {
        let (ordered, orderDiagnostics) = OverlayOrdering.order(scene.overlays)
        var diagnostics = orderDiagnostics
        var items: [RenderItem] = []
        var titles: [RenderItem] = []
        for overlay in ordered {
            let curve = curveTolerance / viewport.pointsPerMapPoint
            guard let outline = OverlayGeometry.outline(of: overlay, in: scene, tolerance: curve) else {
                diagnostics.append(.notDrawn("\(overlay.shapeName) overlays", at: overlay.range))
                continue
            }
            let style = renderStyle(for: overlay, in: scene, isArea: outline.isArea)
            let output = OutputGeometry(viewport: viewport, strokeWidth: style.stroke == nil ? 0 : style.strokeWidth, tolerance: tolerance)
            guard let shape = OverlayGeometry.project(outline, through: viewport, fitting: output) else { continue }
            let layer: RenderLayer = overlay.level == .aboveRoads ? .aboveRoads : .aboveLabels
            items.append(RenderItem(id: overlay.id, layer: layer, shape: shape, style: style, source: overlay.range.start))
            if let title = overlay.title, let at = OverlayGeometry.labelPoint(of: overlay, shape: shape, viewport: viewport) {
                titles.append(RenderItem(
                    id: overlay.id + ".title", layer: .annotations,
                    shape: .text(title, at: CanvasPoint(x: at.x, y: at.y + 5), size: 14, weight: .bold),
                    style: RenderStyle(fill: ThemeInks.of(scene.canvas.theme).ink), source: overlay.range.start, anchor: at, label: title))
            }
        }
        return (items, titles, diagnostics)
    }

    /// Overlay titles moved off the annotations: at their point inside the shape when that is
    /// clear, else just below or above whatever they would cover.
    static func placeTitles(_ titles: [RenderItem], avoiding occupied: [CanvasRect]) -> [RenderItem] {
        titles.map { item in
            guard case .text(let text, let at, let size, let weight) = item.shape else { return item }
            let width = TextMetrics.width(of: text, size: size, weight: weight)
            func box(_ baseline: Double) -> CanvasRect { CanvasRect(x: at.x - width / 2, y: baseline - size, width: width, height: size + 4) }
            let blocking = occupied.filter { $0.intersects(box(at.y)) }
            guard !blocking.isEmpty else { return item }
            let below = blocking.map(\.maxY).max()! + size + 2
            let above = blocking.map(\.y).min()! - 6
            let baseline = [below, above].first { y in !occupied.contains { $0.intersects(box(y)) } } ?? at.y
            var moved = item
            moved.shape = .text(text, at: CanvasPoint(x: at.x, y: baseline), size: size, weight: weight)
            return moved
        }
    }

    /// The overlay's style: defaults, then its named style, then its inline settings.
    static func renderStyle(for overlay: Overlay, in scene: Scene, isArea: Bool) -> RenderStyle {
        var style = Style(stroke: overlayBlue, width: isArea ? 2 : 3, fill: isArea ? overlayBlue.withAlpha(0.15) : nil, opacity: 1)
        if let name = overlay.styleName, let named = scene.style(named: name) { style = style.overridden(by: named) }
        style = style.overridden(by: overlay.style)
        return RenderStyle(
            stroke: style.stroke, strokeWidth: style.width ?? 1, dash: style.dash ?? [], lineCap: style.lineCap ?? (isArea ? .butt : .round),
            lineJoin: style.lineJoin ?? .round, fill: isArea ? style.fill : nil, gradient: isArea ? style.gradient : nil,
            opacity: style.opacity ?? 1)
    }
}

extension Overlay {
    /// The shape's key as written, for messages.
    var shapeName: String {
        switch shape {
        case .circle: "circle"
        case .polygon: "polygon"
        case .polyline: "polyline"
        case .path: "path"
        case .geojson: "geojson"
        case .tiles: "tile"
        }
    }
}
