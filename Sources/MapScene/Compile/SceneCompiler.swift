/// Compiles a resolved scene into its render list: the camera becomes a viewport, every element
/// is projected into canvas points and put in its layer, in draw order.
public enum SceneCompiler {
    /// The default overlay stroke: the system blue.
    static let overlayBlue = Color(red: 0x00, green: 0x7A, blue: 0xFF)

    /// The render list for `scene`, with any problems found while compiling.
    public static func compile(_ scene: Scene) -> (renderList: RenderList, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let viewport = CameraResolver.resolve(scene, diagnostics: &diagnostics)
        if scene.camera.pitch > 0 {
            diagnostics.append(.warning(
                "pitch is not drawn yet; the map is drawn looking straight down", at: scene.camera.range, rule: "camera-pitch"))
        }
        let canvas = scene.canvas
        var items: [RenderItem] = []

        items.append(RenderItem(
            id: "background", layer: .background,
            shape: .rect(CanvasRect(x: 0, y: 0, width: canvas.width, height: canvas.height)),
            style: RenderStyle(fill: BasemapLayer.background(for: scene))))
        let land = BasemapLayer.items(for: scene, viewport: viewport)
        items += land
        let attributions = land.isEmpty ? [] : [WorldBasemap.attribution]

        let (ordered, orderDiagnostics) = OverlayOrdering.order(scene.overlays)
        diagnostics += orderDiagnostics
        var titles: [RenderItem] = []
        for overlay in ordered {
            guard let outline = OverlayGeometry.outline(of: overlay, in: scene) else {
                diagnostics.append(.warning("\(overlay.shapeName) overlays are not drawn yet", at: overlay.range, rule: "not-drawn"))
                continue
            }
            let parts = outline.parts.map { viewport.canvasPoints($0) }
            let style = renderStyle(for: overlay, in: scene, isArea: outline.isArea)
            let layer: RenderLayer = overlay.level == .aboveRoads ? .aboveRoads : .aboveLabels
            let shape: RenderShape = outline.isArea ? .polygon(rings: parts) : .polyline(parts: parts)
            items.append(RenderItem(id: overlay.id, layer: layer, shape: shape, style: style, source: overlay.range.start))
            if let title = overlay.title, let at = OverlayGeometry.labelPoint(of: overlay, outline: outline, viewport: viewport) {
                titles.append(RenderItem(
                    id: overlay.id + ".title", layer: .annotations,
                    shape: .text(title, at: CanvasPoint(x: at.x, y: at.y + 5), size: 14, weight: .bold),
                    style: RenderStyle(fill: Color(red: 0x33, green: 0x33, blue: 0x33)), source: overlay.range.start, anchor: at, label: title))
            }
        }
        items += titles

        // Southern annotations are drawn last, in front of northern ones.
        let annotations = scene.annotations.enumerated().sorted { a, b in
            a.element.coordinate.latitude != b.element.coordinate.latitude
                ? a.element.coordinate.latitude > b.element.coordinate.latitude : a.offset < b.offset
        }.map(\.element)
        var callouts: [RenderItem] = []
        var placedCallouts: [CanvasRect] = []
        for annotation in annotations {
            let anchor = viewport.canvasPoint(annotation.coordinate)
            items += annotationItems(annotation, anchor: anchor)
            if let callout = annotation.callout, callout.shown, let title = annotation.title {
                let laidOut = CalloutLayout.layout(
                    title: title, subtitle: annotation.subtitle, left: callout.left, right: callout.right, anchor: anchor,
                    look: annotation.look, canvasWidth: canvas.width, canvasHeight: canvas.height, placed: placedCallouts)
                placedCallouts.append(laidOut.frame)
                callouts.append(RenderItem(
                    id: annotation.id + ".callout", layer: .callouts, shape: .callout(laidOut),
                    style: RenderStyle(stroke: Color(red: 0, green: 0, blue: 0, alpha: 0.15), strokeWidth: 1, fill: .white),
                    source: annotation.range.start, anchor: anchor, label: title))
            }
        }
        items += callouts
        items += Decorator.decorations(for: scene, viewport: viewport, attributions: attributions)

        let list = RenderList(
            canvas: RenderCanvas(width: canvas.width, height: canvas.height, scale: canvas.scale, theme: canvas.theme),
            title: scene.title, description: scene.description, items: items)
        return (list, diagnostics)
    }

    /// The items that draw one annotation at `anchor`.
    static func annotationItems(_ annotation: Annotation, anchor: CanvasPoint) -> [RenderItem] {
        let source = annotation.range.start
        var items: [RenderItem] = []
        let shape: RenderShape
        var style = RenderStyle()
        switch annotation.look {
        case .pin(let color):
            shape = .pin(tip: anchor)
            style = RenderStyle(stroke: Color(red: 0, green: 0, blue: 0, alpha: 0.35), strokeWidth: 1, fill: color)
        case .marker(let glyph, let color):
            shape = .marker(at: anchor, glyph: glyph ?? "")
            style = RenderStyle(stroke: .white, strokeWidth: 1.5, fill: color)
        case .dot(let color, let radius):
            shape = .dot(center: anchor, radius: radius)
            style = RenderStyle(stroke: .white, strokeWidth: 2, fill: color)
        case .image(let source, let width, let height, let offsetX, let offsetY):
            shape = .image(source: source, frame: CanvasRect(
                x: anchor.x + offsetX - width / 2, y: anchor.y + offsetY - height / 2, width: width, height: height))
        }
        items.append(RenderItem(id: annotation.id, layer: .annotations, shape: shape, style: style, source: source, anchor: anchor, label: annotation.title))
        if let title = annotation.title, annotation.callout?.shown != true {
            let below = AnnotationMetrics.extent(of: annotation.look).bottom
            items.append(RenderItem(
                id: annotation.id + ".title", layer: .annotations,
                shape: .text(title, at: CanvasPoint(x: anchor.x, y: anchor.y + below + 14), size: 12, weight: .bold),
                style: RenderStyle(fill: Color(red: 0x33, green: 0x33, blue: 0x33)), source: source, anchor: anchor, label: title))
        }
        return items
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
