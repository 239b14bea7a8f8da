/// Takes the elements of chosen lists of a scene's root mapping as a front end finishes each
/// one, in place of the tree: the decoder decodes each element while the front end reads on,
/// and the tree holds those lists empty. The YAML front end hands over the lists written out,
/// most annotations in the plain form read without a node (`AnnotationStatement`); the DSL's,
/// the `annotation` and `overlay` statements that gather into them, some of them in the plain
/// forms (`AnnotationStatement`, `OverlayStatement`).
package protocol SceneListReceiver: AnyObject {
    /// The root mapping's keys whose lists are handed over.
    var listKeys: [String] { get }
    /// The list under `key` opens; its elements follow, in order.
    func begin(list key: String)
    /// The element at `index` of the list under `key`.
    func take(_ element: SyntaxNode, index: Int, ofList key: String)
    /// The annotation at `index` of the `annotations` list, read in the plain form.
    func take(_ annotation: AnnotationStatement, index: Int)
    /// An overlay of the `overlays` list read in the DSL's plain form, wherever it stands in the
    /// list: its id names it, not its index. (Read only for a receiver: it has no node to give.)
    func take(_ overlay: OverlayStatement)
    /// About `count` elements of the list under `key` are coming (a front end's estimate): room
    /// for them may be made at once.
    func expect(_ count: Int, elementsOfList key: String)
}

extension SceneListReceiver {
    /// Takes the annotation's node.
    package func take(_ annotation: AnnotationStatement, index: Int) {
        take(annotation.node, index: index, ofList: SceneList.annotations.key)
    }
}

/// The two lists of a scene's root mapping that front ends hand over, and the keys they are
/// written with in both syntaxes.
package enum SceneList {
    case annotations, overlays

    package var key: String { self == .annotations ? "annotations" : "overlays" }

    /// The list written `key`, if there is one.
    package init?(key: String) {
        switch key {
        case "annotations": self = .annotations
        case "overlays": self = .overlays
        default: return nil
        }
    }
}
