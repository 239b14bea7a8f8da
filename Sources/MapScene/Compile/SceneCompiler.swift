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

        let tiles = TileOverlays(scene, viewport: viewport)
        let (drawn, titles, overlayDiagnostics) = overlayItems(scene, viewport: viewport, tolerance: tolerance, tiles: tiles)
        let overlays = drawn.map(\.item)
        diagnostics += overlayDiagnostics
        let annotations = AnnotationLayout.layout(scene, viewport: viewport)

        // An overlay that replaces the map content hides the base layers beneath its level.
        let replacing = scene.overlays.filter(\.replacesMapContent).map(\.level)
        let replaced: Set<RenderLayer> = replacing.isEmpty ? [] : replacing.contains(.aboveLabels) ? [.base, .roads, .labels] : [.base, .roads]
        let hidden = replaced.union(scene.map.type.hiddenLayers)
        var basemap = BasemapStack(scene, viewport: viewport, tolerance: max(tolerance, 0.5), hidden: hidden)
        let places = hidden.contains(.labels) || !basemap.showsWorld ? [] : BasemapLayer.places(for: scene, viewport: viewport)
        let features = FeatureBasemapLayer.draw(scene, viewport: viewport, tolerance: max(tolerance, 0.5), hidden: hidden)
        basemap.add(features)
        var attributions = basemap.attributions
        for credit in tiles.attributions where !attributions.contains(credit) { attributions.append(credit) }
        let decorations = Decorator.decorations(for: scene, viewport: viewport, attributions: attributions)

        var placement = LabelPlacement.Input(canvasWidth: canvas.width, canvasHeight: canvas.height, inks: ThemeInks.of(canvas.theme))
        placement.decorations = decorations
        placement.overlays = overlays
        placement.annotations = annotations
        placement.overlayTitles = titles
        placement.places = places
        placement.basemapNames = features.names
        placement.basemapPOIs = features.pois
        if scene.decorations.legend {
            let inView = annotations.inView.map { scene.annotations[$0] }
            placement.legend = (Legend.entries(overlays: drawn, annotations: inView), scene.decorations.legendRange)
        }
        let (labels, labelDiagnostics) = LabelPlacement.place(placement)
        diagnostics += labelDiagnostics

        let items = background + basemap.items + features.roads + overlays + annotations.annotations + labels + decorations
        var list = RenderList(
            canvas: RenderCanvas(width: canvas.width, height: canvas.height, scale: canvas.scale, theme: canvas.theme),
            title: scene.title, description: scene.description,
            items: items.enumerated().sorted { ($0.element.layer, $0.offset) < ($1.element.layer, $1.offset) }.map(\.element))
        list.images = scene.images.mapValues { RenderImage(mediaType: $0.mediaType, href: $0.href) }
        list.images.merge(basemap.images.merging(tiles.images) { first, _ in first }) { first, _ in first }
        list.darkColors = DarkColors.swaps(for: scene, usedBy: list.items)
        return (list, diagnostics)
    }

    /// The overlays' items in z-order, each with its overlay, and their titles to place.
    static func overlayItems(_ scene: Scene, viewport: Viewport, tolerance: Double, tiles: TileOverlays)
        -> (drawn: [(overlay: Overlay, item: RenderItem)], titles: [LabelRequest], diagnostics: [Diagnostic]) {
        let (ordered, orderDiagnostics) = OverlayOrdering.order(scene.overlays)
        var diagnostics = orderDiagnostics
        var drawn: [(overlay: Overlay, item: RenderItem)] = []
        var titles: [LabelRequest] = []
        for overlay in ordered {
            if let items = tiles.items[overlay.id] {
                drawn += items.map { (overlay, $0) }
                if let title = overlay.title, !title.isEmpty, let request = tiles.titleRequest(title, of: overlay, viewport: viewport, theme: scene.canvas.theme) {
                    titles.append(request)
                }
                continue
            }
            let curve = curveTolerance / viewport.pointsPerMapPoint
            guard let outline = OverlayGeometry.outline(of: overlay, in: scene, tolerance: curve) else {
                diagnostics.append(.notDrawn("\(overlay.shapeName) overlays", at: overlay.range))
                continue
            }
            let style = renderStyle(for: overlay, in: scene, isArea: outline.isArea)
            let output = OutputGeometry(viewport: viewport, strokeWidth: style.stroke == nil ? 0 : style.strokeWidth, tolerance: tolerance)
            guard let shape = OverlayGeometry.project(outline, through: viewport, fitting: output) else { continue }
            let layer: RenderLayer = overlay.level == .aboveRoads ? .aboveRoads : .aboveLabels
            let item = RenderItem(id: overlay.id, layer: layer, shape: shape, style: style, source: overlay.range.start)
            drawn.append((overlay, item))
            if let title = overlay.title, !title.isEmpty, let request = titleRequest(title, of: overlay, item: item, viewport: viewport, theme: scene.canvas.theme) {
                titles.append(request)
            }
        }
        return (drawn, titles, diagnostics)
    }

    /// The text size of an overlay's title.
    static let overlayTitleSize = 14.0

    /// An overlay's title and where it may go: beside a line, or at the point inside an area
    /// and then just below, above or beside it.
    static func titleRequest(_ title: String, of overlay: Overlay, item: RenderItem, viewport: Viewport, theme: Theme) -> LabelRequest? {
        let size = overlayTitleSize
        let width = TextMetrics.width(of: title, size: size, weight: .bold)
        var spots: [TextSpot]
        var avoiding: [[CanvasPoint]] = []
        var anchor: CanvasPoint
        if case .polyline(let parts) = item.shape {
            guard let middle = parts.max(by: { $0.count < $1.count }).flatMap(Polyline.midpoint) else { return nil }
            anchor = middle
            spots = LineLabel.spots(width: width, size: size, parts: parts, strokeWidth: item.style.stroke == nil ? 0 : item.style.strokeWidth)
            avoiding = parts
        } else {
            guard let at = OverlayGeometry.labelPoint(of: overlay, shape: item.shape, viewport: viewport) else { return nil }
            anchor = at
            spots = areaTitleSpots(at: at, width: width, size: size)
        }
        let text = RenderItem(
            id: overlay.id + ".title", layer: .annotations, shape: .text(title, at: spots.first?.at ?? anchor, size: size, weight: .bold),
            style: RenderStyle(fill: ThemeInks.of(theme).ink), source: overlay.range.start, anchor: anchor, label: title)
        let warning = Diagnostic.warning(
            "the title of '\(overlay.id)' is not shown: no room beside it clear of other labels, pins and decorations", at: overlay.range,
            rule: RuleID.titleHidden)
        return LabelRequest(item: text, spots: spots, avoiding: avoiding, warning: warning)
    }

    /// Where an area's title may go: at its point, then ever further from it (rows above and
    /// below, half a title's width aside), nearest first; below before above, right before left.
    static func areaTitleSpots(at: CanvasPoint, width: Double, size: Double) -> [TextSpot] {
        let baseline = TextBox.baseline(centeredOn: at.y, size: size)
        let down = size + 4, aside = width / 2 + size / 2
        var offsets: [(dx: Double, dy: Double)] = []
        for row in [0.0, 1, -1, 2, -2, 3, -3] {
            for column in [0.0, 1, -1, 2, -2] { offsets.append((column * aside, row * down)) }
        }
        let sorted = offsets.enumerated().sorted { a, b in
            (a.element.dx * a.element.dx + a.element.dy * a.element.dy, a.offset) < (b.element.dx * b.element.dx + b.element.dy * b.element.dy, b.offset)
        }
        return sorted.map { TextSpot(at: CanvasPoint(x: at.x + $0.element.dx, y: baseline + $0.element.dy)) }
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
