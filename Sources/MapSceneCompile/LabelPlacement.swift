import MapSceneBase
import MapSceneDrawing
import MapSceneGeometry
import MapSceneRenderList

/// A text the placement puts at the first of its spots where it fits.
package struct LabelRequest {
    /// The text item; its shape's point is replaced by the spot's.
    package var item: RenderItem
    /// Where it may go, best first.
    package var spots: [TextSpot]
    /// Lines it must not cross: a line overlay's own line, for its title.
    package var avoiding: [[CanvasPoint]] = []
    /// What to say when it fits nowhere; nil for labels left out without a word.
    package var warning: Diagnostic? { boxedWarning?.diagnostic }
    /// The annotation whose callout, when shown, says this instead.
    package var unlessCalloutOf: String?
    /// The warning, boxed: only overlay titles have one, and a request per titled pin would
    /// otherwise carry 144 empty bytes for it.
    private let boxedWarning: WarningBox?

    package init(
        item: RenderItem, spots: [TextSpot], avoiding: [[CanvasPoint]] = [], warning: Diagnostic? = nil,
        unlessCalloutOf: String? = nil
    ) {
        self.item = item
        self.spots = spots
        self.avoiding = avoiding
        self.boxedWarning = warning.map(WarningBox.init)
        self.unlessCalloutOf = unlessCalloutOf
    }

    private final class WarningBox: Sendable {
        package let diagnostic: Diagnostic
        package init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    }
}

/// A populated place of the base map: its dot and its name, shown together or not at all.
package struct PlaceRequest {
    package var dot: RenderItem
    package var dotRect: CanvasRect
    package var name: LabelRequest
}

/// The one pass that puts all text on the map, and the legend: everything it places keeps clear
/// of everything placed before it, in this order of importance:
///
/// 1. the decorations (scale bar, compass, attribution), where they are;
/// 2. the legend, in the corner of the canvas the annotations and overlays cover least;
/// 3. the annotations' views, which never move;
/// 4. the callouts, which also never cover another annotation's tip;
/// 5. the annotations' titles (for annotations whose callout is not shown);
/// 6. the overlays' titles, which never cross their own line;
/// 7. the base map's places, by rank;
/// 8. the names of the user's basemap data: places, roads by class, then points of interest;
/// 9. the text and icons of basemaps drawn in a MapLibre style, the style's topmost layer first.
///
/// What fits nowhere is left out: callouts and overlay titles with a warning at the element,
/// titles and places without one, and a road's name after trying every spot along its road.
/// A name turned along its road keeps its own turned box clear, not the rectangle around it, so
/// names on crossing streets may come as close as their letters. The canvas is kept in grid
/// buckets (`Occupancy`), so the pass stays linear in the number of labels.
package struct LabelPlacement {
    /// What there is to place.
    package struct Input {
        package var canvasWidth: Double
        package var canvasHeight: Double
        package var inks: ThemeInks
        /// The decorations, already drawn where they go.
        package var decorations: [RenderItem] = []
        /// The legend's entries, when the scene asks for a legend, and where it asks.
        package var legend: (entries: [Legend.Entry], range: SourceRange?)?
        /// The overlays drawn, for finding the emptiest corner.
        package var overlays: [RenderItem] = []
        package var annotations = AnnotationLayout.Result()
        package var overlayTitles: [LabelRequest] = []
        package var places: [PlaceRequest] = []
        /// The names of the user's basemap data: places, then roads, most important first.
        package var basemapNames: [LabelRequest] = []
        /// The user's basemap data's points of interest.
        package var basemapPOIs: [PlaceRequest] = []
        /// The text and icons of the basemaps drawn in a MapLibre style, in the order they are placed.
        package var styledSymbols: [StyledLabelRequest] = []
    }

    /// The space kept between the legend and the canvas edges or the decorations.
    package static let legendMargin = 10.0

    package let canvas: CanvasRect
    /// Everything placed so far.
    package var taken: Occupancy
    /// The decorations and the legend, which callouts may not cover either.
    package var fixed: Occupancy
    package var items: [RenderItem] = []
    package var diagnostics: [Diagnostic] = []

    /// The items placed (callouts, titles, places, the legend) and what was left out.
    package static func place(_ input: Input) -> (items: [RenderItem], diagnostics: [Diagnostic]) {
        var pass = LabelPlacement(input)
        for item in input.decorations {
            if let rect = obstacle(item) { pass.fix(rect) }
        }
        if let legend = input.legend { pass.placeLegend(legend.entries, range: legend.range, input: input) }
        let layout = input.annotations
        for view in layout.views { pass.taken.insert(view) }
        let shown = pass.placeCallouts(layout)
        for title in layout.titles where !shown.contains(title.unlessCalloutOf ?? "") { pass.place(title) }
        for title in input.overlayTitles { pass.place(title) }
        for place in input.places { pass.place(place) }
        for name in input.basemapNames { pass.place(name) }
        for poi in input.basemapPOIs { pass.place(poi) }
        for symbol in input.styledSymbols { pass.place(symbol) }
        return (pass.items, pass.diagnostics)
    }

    private init(_ input: Input) {
        canvas = CanvasRect(x: 0, y: 0, width: input.canvasWidth, height: input.canvasHeight)
        taken = Occupancy(width: input.canvasWidth, height: input.canvasHeight)
        fixed = Occupancy(width: input.canvasWidth, height: input.canvasHeight)
    }

    /// Takes `rect` for good: nothing placed later, callouts included, may cover it.
    package mutating func fix(_ rect: CanvasRect) {
        fixed.insert(rect)
        taken.insert(rect)
    }

    // MARK: Labels

    /// Puts `request` at its first spot inside the canvas, clear of everything placed and of its
    /// own line; says its warning when there is none.
    @discardableResult
    package mutating func place(_ request: LabelRequest) -> Bool {
        guard case .text(let text, _, let size, let weight) = request.item.shape else { return false }
        let width = TextMetrics.width(of: text, size: size, weight: weight)
        for spot in request.spots {
            let box = TextBox(width: width, size: size, spot: spot)
            guard box.bounds.isInside(canvas), taken.isFree(box), !box.isCrossed(by: request.avoiding) else { continue }
            taken.insert(box)
            var item = request.item
            item.shape = .text(text, at: spot.at, size: size, weight: weight)
            item.rotation = spot.rotation
            items.append(item)
            return true
        }
        if let warning = request.warning { diagnostics.append(warning) }
        return false
    }

    /// A place's dot and name, where both fit.
    package mutating func place(_ request: PlaceRequest) {
        guard request.dotRect.isInside(canvas), taken.isFree(request.dotRect) else { return }
        taken.insert(request.dotRect)
        let before = items.count
        guard place(request.name) else {
            taken.removeLast()
            return
        }
        items.insert(request.dot, at: before)
    }

    // MARK: Obstacles

    /// The area a decoration covers.
    package static func obstacle(_ item: RenderItem) -> CanvasRect? {
        switch item.shape {
        case .text(let text, let at, let size, let weight):
            return TextBox(
                width: TextMetrics.width(of: text, size: size, weight: weight), size: size,
                spot: TextSpot(at: at, rotation: item.rotation)
            ).bounds
        case .polyline(let parts), .polygon(rings: let parts):
            return CanvasRect.bounding(parts.flatMap { $0 })?.grown(by: item.style.strokeWidth / 2 + 1)
        case .dot(let center, let radius):
            return CanvasRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        case .rect(let frame), .legend(let frame), .image(_, let frame):
            return frame
        default:
            return nil
        }
    }
}
