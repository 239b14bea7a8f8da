import MapSceneBase
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// The callouts' part of the label placement.
extension LabelPlacement {
    /// Places the callouts together: inside the canvas, off the decorations, the legend, the
    /// other annotations' tips and each other, preferring places clear of the other views.
    /// Returns the ids of the annotations whose callout is shown.
    package mutating func placeCallouts(_ layout: AnnotationLayout.Result) -> Set<String> {
        guard !layout.callouts.isEmpty else { return [] }
        // Each request's places as the area they cover, then the ones allowed, the clear ones first.
        let placeFootprints = layout.callouts.map { request in
            request.options.places.map { CalloutLayout.footprint(frame: $0.frame, tip: $0.tip) }
        }
        // Only the tips and views that reach some place can cover one: a few callouts among a
        // hundred thousand pins look at the pins around them, not at all of them.
        let reach = placeFootprints.joined().reduce(nil) { (bounds: CanvasRect?, footprint) in
            bounds?.union(footprint) ?? footprint
        }
        var tips = Occupancy(width: canvas.width, height: canvas.height)
        for tip in layout.tips where reach.map(tip.intersects) ?? false { tips.insert(tip) }
        var views = Occupancy(width: canvas.width, height: canvas.height)
        for view in layout.views where reach.map(view.intersects) ?? false { views.insert(view) }

        let allowed: [[Int]] = placeFootprints.map { footprints in
            let possible = footprints.indices.filter { fixed.isFree(footprints[$0]) && tips.isFree(footprints[$0]) }
            let clear = possible.filter { views.isFree(footprints[$0]) }
            return clear + possible.filter { !views.isFree(footprints[$0]) }
        }
        let footprints = zip(placeFootprints, allowed).map { all, indices in indices.map { all[$0] } }
        let chosen = CalloutLayout.placeTogether(footprints)
        var shown = Set<String>()
        for (index, request) in layout.callouts.enumerated() {
            let annotation = request.annotation
            guard let choice = chosen[index] else {
                diagnostics.append(
                    Diagnostic(
                        .calloutHidden,
                        "the callout of '\(annotation.id)' is not shown: no room inside the canvas clear of other callouts, pins and decorations",
                        at: annotation.range))
                continue
            }
            shown.insert(annotation.id)
            taken.insert(footprints[index][choice])
            items.append(
                RenderItem(
                    id: annotation.id + ".callout", layer: .callouts,
                    shape: .callout(request.options.placed(at: allowed[index][choice])),
                    style: RenderStyle(stroke: Color(red: 0, green: 0, blue: 0, alpha: 0.15), strokeWidth: 1, fill: .white),
                    source: annotation.range.start, anchor: request.anchor, label: annotation.title))
        }
        return shown
    }
}
