@testable import MapScene
@testable import MapSceneSyntax

/// Counts what a front end hands over, and what it says to expect.
final class CountingReceiver: SceneListReceiver {
    let listKeys = ["annotations", "overlays"]
    var expected: [String: Int] = [:]
    var taken = 0

    func begin(list key: String) {}
    func take(_ element: SyntaxNode, index: Int, ofList key: String) { taken += 1 }
    func take(_ overlay: OverlayStatement) { taken += 1 }
    func expect(_ count: Int, elementsOfList key: String) { expected[key] = count }
}
