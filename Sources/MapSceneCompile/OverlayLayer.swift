import MapSceneBase
import MapSceneCamera
import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// The overlays drawn, in z-order: their items, the titles to place, and what the legend shows.
package enum OverlayLayer {
    /// What drawing the overlays gives.
    package struct Drawn {
        /// Every item, in draw order.
        package var items: [RenderItem] = []
        /// For each overlay drawn, one item the legend may show, with its overlay (none when
        /// the scene has no legend).
        package private(set) var legend: [(overlay: Overlay, item: RenderItem)] = []
        /// The titles to place.
        package var titles: [LabelRequest] = []
        package var diagnostics: [Diagnostic] = []
        /// Whether the scene has a legend: else `legend` stays empty, and a hundred thousand
        /// overlays are not copied into it.
        package let hasLegend: Bool

        package init(hasLegend: Bool) {
            self.hasLegend = hasLegend
        }

        /// Lets the legend show `overlay` by `item`.
        package mutating func show(_ overlay: Overlay, by item: RenderItem) {
            if hasLegend { legend.append((overlay, item)) }
        }

        /// Takes on what `other` drew, after what this drew.
        package mutating func append(contentsOf other: Drawn) {
            items += other.items
            legend += other.legend
            titles += other.titles
            diagnostics += other.diagnostics
        }
    }

    /// The text size of an overlay's title.
    package static let titleSize = 14.0

    /// The overlays of `scene` drawn through `viewport`, lines and outlines simplified to `tolerance`.
    /// Tile overlays draw the items `tiles` made of them.
    package static func items(_ scene: Scene, viewport: Viewport, tolerance: Double, tiles: TileOverlays) -> Drawn {
        let (ordered, orderDiagnostics) = OverlayOrdering.order(scene.overlays)
        var drawn = draw(ordered[...], of: scene, viewport: viewport, tolerance: tolerance, tiles: tiles)
        drawn.diagnostics.insert(contentsOf: orderDiagnostics, at: 0)
        return drawn
    }

    /// One overlay of `scene` drawn into `drawn`: its items, where it shows, its title.
    private static func draw(
        _ overlay: Overlay, of scene: Scene, viewport: Viewport, curve: Double, tolerance: Double, tiles: TileOverlays,
        into drawn: inout Drawn
    ) {
        let layer: RenderLayer = overlay.level == .aboveRoads ? .aboveRoads : .aboveLabels
        if let items = tiles.items[overlay.id] {
            drawn.items += items
            if let first = items.first { drawn.show(overlay, by: first) }
            if let title = overlay.title, !title.isEmpty,
                let request = tiles.titleRequest(title, of: overlay, viewport: viewport, theme: scene.canvas.theme)
            {
                drawn.titles.append(request)
            }
            return
        }
        if case .data(let data) = overlay.shape {
            DataLayerItems.draw(
                data, of: overlay, in: scene, layer: layer, viewport: viewport, tolerance: tolerance, into: &drawn)
            return
        }
        guard let outline = OverlayGeometry.outline(of: overlay, in: scene, tolerance: curve) else {
            drawn.diagnostics.append(.notDrawn("\(overlay.shapeName) overlays", at: overlay.range))
            return
        }
        let style = renderStyle(sceneStyle(for: overlay, in: scene), isArea: outline.isArea)
        guard
            let item = item(
                overlay.id, outline, style: style, layer: layer, of: overlay, viewport: viewport, tolerance: tolerance)
        else { return }
        drawn.items.append(item)
        drawn.show(overlay, by: item)
        if let title = overlay.title, !title.isEmpty,
            let request = titleRequest(title, of: overlay, item: item, viewport: viewport, theme: scene.canvas.theme)
        {
            drawn.titles.append(request)
        }
    }

    /// The overlays of `scene` at `indices`, in the order given, drawn as `items` draws them.
    private static func draw(
        _ indices: ArraySlice<Int>, of scene: Scene, viewport: Viewport, tolerance: Double, tiles: TileOverlays
    ) -> Drawn {
        var drawn = Drawn(hasLegend: scene.decorations.legend)
        let curve = SceneCompiler.curveTolerance / viewport.pointsPerMapPoint
        // Each overlay is read in place: binding it to a name would copy all of it.
        scene.overlays.withUnsafeBufferPointer { overlays in
            for index in indices {
                draw(
                    overlays[index], of: scene, viewport: viewport, curve: curve, tolerance: tolerance, tiles: tiles, into: &drawn
                )
            }
        }
        return drawn
    }

    /// The item `outline` draws, projected and fitted to the output; nil when none of it is in view.
    package static func item(
        _ id: String, _ outline: OverlayOutline, style: RenderStyle, layer: RenderLayer, of overlay: Overlay, viewport: Viewport,
        tolerance: Double
    ) -> RenderItem? {
        let output = OutputGeometry(
            viewport: viewport, strokeWidth: style.stroke == nil ? 0 : style.strokeWidth, tolerance: tolerance)
        guard let shape = OverlayGeometry.project(outline, through: viewport, fitting: output) else { return nil }
        return RenderItem(id: id, layer: layer, shape: shape, style: style, source: overlay.range.start)
    }

    /// An overlay's title and where it may go: beside a line, or at the point inside an area
    /// and then just below, above or beside it.
    /// A data overlay's feature titles (`warns: false`) give way without a word.
    package static func titleRequest(
        _ title: String, of overlay: Overlay, item: RenderItem, viewport: Viewport, theme: Theme, warns: Bool = true
    ) -> LabelRequest? {
        let size = titleSize
        let width = TextMetrics.width(of: title, size: size, weight: .bold)
        var spots: [TextSpot]
        var avoiding: [[CanvasPoint]] = []
        var anchor: CanvasPoint
        if case .polyline(let parts) = item.shape {
            guard let middle = parts.max(by: { $0.count < $1.count }).flatMap(Polyline.midpoint) else { return nil }
            anchor = middle
            spots = LineLabel.spots(
                width: width, size: size, parts: parts, strokeWidth: item.style.stroke == nil ? 0 : item.style.strokeWidth)
            avoiding = parts
        } else {
            guard let at = OverlayGeometry.labelPoint(of: overlay, shape: item.shape, viewport: viewport) else { return nil }
            anchor = at
            spots = areaTitleSpots(at: at, width: width, size: size)
        }
        let text = RenderItem(
            id: item.id + ".title", layer: .annotations,
            shape: .text(title, at: spots.first?.at ?? anchor, size: size, weight: .bold),
            style: RenderStyle(fill: ThemeInks.of(theme).ink), source: overlay.range.start, anchor: anchor, label: title)
        let warning =
            !warns
            ? nil
            : Diagnostic(
                .titleHidden,
                "the title of '\(overlay.id)' is not shown: no room beside it clear of other labels, pins and decorations",
                at: overlay.range)
        return LabelRequest(item: text, spots: spots, avoiding: avoiding, warning: warning)
    }

    /// Where an area's title may go: at its point, then ever further from it (rows above and
    /// below, half a title's width aside), nearest first; below before above, right before left.
    package static func areaTitleSpots(at: CanvasPoint, width: Double, size: Double) -> [TextSpot] {
        let baseline = TextBox.baseline(centeredOn: at.y, size: size)
        let down = size + 4, aside = width / 2 + size / 2
        var offsets: [(dx: Double, dy: Double)] = []
        for row in [0.0, 1, -1, 2, -2, 3, -3] {
            for column in [0.0, 1, -1, 2, -2] { offsets.append((column * aside, row * down)) }
        }
        let sorted = offsets.enumerated().sorted { a, b in
            (a.element.dx * a.element.dx + a.element.dy * a.element.dy, a.offset) < (
                b.element.dx * b.element.dx + b.element.dy * b.element.dy, b.offset
            )
        }
        return sorted.map { TextSpot(at: CanvasPoint(x: at.x + $0.element.dx, y: baseline + $0.element.dy)) }
    }

    /// What the scene sets for the overlay: its named style, then its inline settings.
    package static func sceneStyle(for overlay: Overlay, in scene: Scene) -> Style {
        let named = overlay.styleName.flatMap { scene.style(named: $0) } ?? Style()
        return named.overridden(by: overlay.style)
    }

    /// An overlay's style: defaults, then what a data feature says (`feature`), then what the
    /// scene sets for the overlay (`sceneStyle(for:in:)`).
    package static func renderStyle(_ sceneStyle: Style, isArea: Bool, feature: Style = Style()) -> RenderStyle {
        let blue = SceneCompiler.overlayBlue
        let style = Style(stroke: blue, width: isArea ? 2 : 3, fill: isArea ? blue.withAlpha(0.15) : nil, opacity: 1)
            .overridden(by: feature).overridden(by: sceneStyle)
        return RenderStyle(
            stroke: style.stroke, strokeWidth: style.width ?? 1, dash: style.dash ?? [],
            lineCap: style.lineCap ?? (isArea ? .butt : .round),
            lineJoin: style.lineJoin ?? .round, fill: isArea ? style.fill : nil, gradient: isArea ? style.gradient : nil,
            opacity: style.opacity ?? 1)
    }
}

extension Overlay {
    /// The shape's key as written, for messages.
    package var shapeName: String {
        switch shape {
        case .circle: "circle"
        case .polygon, .multiPolygon: "polygon"
        case .polyline, .multiPolyline: "polyline"
        case .path: "path"
        case .data: "data"
        case .tiles: "tile"
        }
    }
}
