import MapSceneBase
import MapSceneCompile
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// `callout-misplaced`: a shown callout cut by the canvas edge, or drawn away from its pin.
/// (A callout left out for want of room is the compiler's `callout-hidden`.)
package enum CalloutBounds {
    /// How far, in points, a pointer's tip may be from the annotation's view before the bubble
    /// no longer reads as belonging to it.
    package static let reach = 12.0

    package static func findings(_ context: PictureLint.Context) -> [Diagnostic] {
        let callouts = context.list.items.compactMap {
            item -> (callout: RenderCallout, source: SourceLocation, anchor: CanvasPoint?)? in
            guard case .callout(let callout) = item.shape, let source = item.source else { return nil }
            return (callout, source, item.anchor)
        }
        guard !callouts.isEmpty else { return [] }
        let annotations = firstAnnotations(startingAt: Set(callouts.map(\.source)), in: context.scene.annotations)
        var found: [Diagnostic] = []
        for (callout, source, anchor) in callouts {
            let range = annotations[source]?.range ?? SourceRange(at: source)
            let name = annotations[source].map { "'\($0.id)'" } ?? "an annotation"
            if let problem = problem(callout, anchor: anchor, look: annotations[source]?.look, canvas: context.canvasRect) {
                found.append(Diagnostic(.calloutMisplaced, "the callout of \(name) \(problem)", at: range))
            }
        }
        return found
    }

    /// The first annotation starting at each of `starts`: the few that show a callout, found in
    /// one pass that reads the others in place (a hundred thousand pins are not copied).
    private static func firstAnnotations(startingAt starts: Set<SourceLocation>, in annotations: [Annotation]) -> [SourceLocation:
        Annotation]
    {
        var found: [SourceLocation: Annotation] = [:]
        annotations.withUnsafeBufferPointer { annotations in
            for index in annotations.indices where found.count < starts.count {
                let start = annotations[index].range.start
                if starts.contains(start), found[start] == nil { found[start] = annotations[index] }
            }
        }
        return found
    }

    /// What is wrong with `callout` on `canvas`, for an annotation with `look` at `anchor`; nil when nothing is.
    package static func problem(_ callout: RenderCallout, anchor: CanvasPoint?, look: AnnotationLook?, canvas: CanvasRect)
        -> String?
    {
        let frame = callout.frame
        if frame.x < canvas.x || frame.y < canvas.y || frame.maxX > canvas.maxX || frame.maxY > canvas.maxY {
            return "is cut by the edge of the canvas"
        }
        guard let anchor else { return nil }
        let view =
            look.map { AnnotationLayout.viewRect($0, at: anchor) } ?? CanvasRect(x: anchor.x, y: anchor.y, width: 0, height: 0)
        let dx = max(view.x - callout.pointer.x, 0, callout.pointer.x - view.maxX)
        let dy = max(view.y - callout.pointer.y, 0, callout.pointer.y - view.maxY)
        let distance = (dx * dx + dy * dy).squareRoot()
        return distance > reach ? "points \(Int(distance.rounded())) points away from its pin" : nil
    }
}
