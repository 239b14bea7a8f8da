import MapSceneBase
import MapSceneGeometry
import MapSceneRenderList

/// The legend's part of the label placement: which corner it goes in.
extension LabelPlacement {
    /// The legend in the corner whose box the annotations and overlays cover least (the first
    /// of top left, top right, bottom left, bottom right on a tie), moved along the side away
    /// from the decorations; entries that do not fit the canvas's height are left out.
    package mutating func placeLegend(_ entries: [Legend.Entry], range: SourceRange?, input: Input) {
        guard !entries.isEmpty else {
            diagnostics.append(
                Diagnostic(
                    .legendEmpty,
                    "the legend has nothing to show: no overlay in view has a title, and no group of annotations in view has a name",
                    at: range))
            return
        }
        let fitting = min(entries.count, Legend.rows(fitting: canvas.height - 2 * Self.legendMargin))
        if fitting < entries.count {
            diagnostics.append(
                Diagnostic(
                    .legendTruncated,
                    "the legend shows \(fitting) of its \(entries.count) entries: the canvas has no room for more", at: range))
        }
        guard fitting > 0 else { return }
        let shown = Array(entries.prefix(fitting))
        let texts = Legend.shownTexts(shown)
        let size = Legend.size(of: texts)

        var views = Occupancy(width: canvas.width, height: canvas.height)
        for view in input.annotations.views { views.insert(view) }
        let margin = Self.legendMargin
        var best: (frame: CanvasRect, score: Double)?
        for (right, bottom) in [(false, false), (true, false), (false, true), (true, true)] {
            var frame = CanvasRect(
                x: right ? canvas.width - margin - size.width : margin, y: bottom ? canvas.height - margin - size.height : margin,
                width: size.width, height: size.height)
            while frame.y >= 0, frame.maxY <= canvas.height, let hit = fixed.firstHit(frame.grown(by: margin / 2)) {
                frame.y = bottom ? hit.y - margin - size.height : hit.maxY + margin
            }
            guard frame.y >= 0, frame.maxY <= canvas.height else { continue }
            let score = views.coveredArea(in: frame) + Self.ink(of: input.overlays, in: frame)
            if best == nil || score < best!.score { best = (frame, score) }
        }
        guard let frame = best?.frame else {
            diagnostics.append(
                Diagnostic(.legendHidden, "the legend is not shown: no corner of the canvas has room for it", at: range))
            return
        }
        fix(frame)
        items += Legend.items(shown, texts: texts, in: frame, inks: input.inks)
    }

    /// How much of `frame` the overlays cover: their lines' length inside it times their width,
    /// and the part of their areas' bounds inside it, weighted by the fill's opacity.
    package static func ink(of overlays: [RenderItem], in frame: CanvasRect) -> Double {
        var total = 0.0
        for item in overlays {
            let width = item.style.stroke == nil ? 0 : max(item.style.strokeWidth, 1)
            switch item.shape {
            case .polyline(let parts):
                for part in parts { total += CanvasGeometry.length(of: part, in: frame) * width }
            case .polygon(let rings):
                for ring in rings { total += CanvasGeometry.length(of: ring + ring.prefix(1), in: frame) * width }
                if let fill = item.style.fill, let bounds = CanvasRect.bounding(rings.first ?? []) {
                    total += bounds.overlapArea(with: frame) * fill.alpha * item.style.opacity
                }
            default:
                break
            }
        }
        return total
    }
}
