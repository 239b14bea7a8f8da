/// Takes the elements of chosen lists of a scene's root mapping as a front end finishes each
/// one, in place of the tree: the decoder decodes each element while the front end reads on,
/// and the tree holds those lists empty. The YAML front end hands over the lists written out,
/// most annotations in the plain form read without a node (`AnnotationStatement`); the DSL's,
/// the `annotation` and `overlay` statements that gather into them, some of them in the plain
/// forms (`AnnotationStatement`, `OverlayStatement`).
protocol SceneListReceiver: AnyObject {
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

    // A front end that reads a file in two halves at once (`DSLSplit`) hands the second half's
    // elements to a receiver of their own, which cannot know their indices.

    /// A receiver of its own for elements read on another thread, to be appended after this
    /// one's (`append(contentsOf:lists:)`).
    func receiverForAnotherThread() -> any SceneListReceiver
    /// Takes `element` of the list under `key` when what it makes of it does not depend on the
    /// element's index; returns false, taking nothing, when it would.
    func takeWhereverItStands(_ element: SyntaxNode, ofList key: String) -> Bool
    /// `takeWhereverItStands(_:ofList:)` of an annotation read in the plain form.
    func takeWhereverItStands(_ annotation: AnnotationStatement) -> Bool
    /// Takes on what `other`, a `receiverForAnotherThread()`, took of the lists under `keys`,
    /// after what this one took; what it took of other lists is dropped.
    func append(contentsOf other: any SceneListReceiver, lists keys: Set<String>)
}

extension SceneListReceiver {
    /// Takes the annotation's node.
    func take(_ annotation: AnnotationStatement, index: Int) {
        take(annotation.node, index: index, ofList: SceneList.annotations.key)
    }

    /// Takes the annotation's node wherever it stands, when that can be done.
    func takeWhereverItStands(_ annotation: AnnotationStatement) -> Bool {
        takeWhereverItStands(annotation.node, ofList: SceneList.annotations.key)
    }
}

/// The two lists of a scene's root mapping that front ends hand over, and the keys they are
/// written with in both syntaxes.
enum SceneList {
    case annotations, overlays

    var key: String { self == .annotations ? "annotations" : "overlays" }

    /// The list written `key`, if there is one.
    init?(key: String) {
        switch key {
        case "annotations": self = .annotations
        case "overlays": self = .overlays
        default: return nil
        }
    }
}
