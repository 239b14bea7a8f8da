import MapSceneBase
import MapSceneModel
import MapSceneSyntax

/// The annotations and overlays of a scene, decoded while the front end reads on: the front end
/// hands over each element of the root's `annotations` and `overlays` lists as it is read
/// (`SceneListReceiver`) and keeps none of them, so a large file's lists never stand in the
/// tree.
///
/// Each list decodes in a context of its own, in file order, exactly as `SceneDecoder` decodes a
/// list it finds in the tree; the decoder then takes the values and appends each context where
/// it would have decoded that list, so scene and diagnostics are the same either way.
package final class StreamedLists: SceneListReceiver {
    package let listKeys = ["annotations", "overlays"]
    /// The scene's text for fixes, shared with the decoder's own context (all on one thread).
    package let source: FixSource
    /// The lists the front end handed over (a list is not when it has an anchor, is an alias or
    /// repeats its key).
    package private(set) var handedOver: Set<String> = []
    package private(set) var annotations = AnnotationListDecoding()
    package private(set) var overlays: [Overlay] = []
    /// What decoding each list found.
    package let annotationContext: DecodingContext
    package let overlayContext: DecodingContext

    package convenience init(offeringFixesIn file: SourceFile) {
        self.init(source: FixSource(file))
    }

    private init(source: FixSource) {
        self.source = source
        annotationContext = DecodingContext(source: source)
        overlayContext = DecodingContext(source: source)
    }

    package func begin(list key: String) {
        handedOver.insert(key)
    }

    package func take(_ element: SyntaxNode, index: Int, ofList key: String) {
        if key == "overlays" {
            if let overlay = overlayContext.element({ OverlayDecoder.decode(element, index: index, overlayContext) }) {
                overlays.append(overlay)
            }
        } else {
            annotations.take(element, index: index, annotationContext)
        }
    }

    package func take(_ annotation: AnnotationStatement, index: Int) {
        annotations.take(annotation, annotationContext)
    }

    package func take(_ overlay: OverlayStatement) {
        if let overlay = overlayContext.element({ OverlayDecoder.decode(overlay, overlayContext) }) { overlays.append(overlay) }
    }

    /// Room for all of the annotations the file is expected to hold, and for their ids' entries
    /// in the id table, an eighth more for the estimate's error (the YAML front end's reckoning
    /// from a long list's first elements): the arrays are not copied as they double.
    package func expect(_ count: Int, elementsOfList key: String) {
        guard key == "annotations" else { return }
        annotations.reserveCapacity(count + count / 8)
        annotationContext.identifiers.reserveCapacity(definitions: count + count / 8)
    }
}
