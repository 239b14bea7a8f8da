import MapSceneBase
import MapSceneGeometry

/// An `overlay` statement whose shape is a list of coordinates in the plain form, read without a
/// syntax node for each point: `overlay ID { ... }` whose block holds one `polyline [...]` or
/// `polygon [...]` of `(LAT, LON)` pairs in range, and scalars for its other keys.
///
/// The parser reads a statement this way only for a receiver that takes the overlays
/// (`SceneListReceiver.take(_:)`), and hands it over as it is: the decoder takes the points as
/// they are instead of a tuple node, two scalar nodes and their strings for each. Unlike
/// `AnnotationStatement`, it cannot give back the node the full reading builds: the points'
/// ranges and spellings are not kept.
package struct OverlayStatement {
    /// The overlay's mapping as the parser builds it (`id`, then the block's entries in file
    /// order), except that the shape's value is an empty list with the range of the list written.
    package let mapping: SyntaxNode
    /// The shape's points, in file order.
    package let coordinates: [Coordinate]

    /// The statement: from its keyword to the end of its block.
    package var range: SourceRange { mapping.range }
}
