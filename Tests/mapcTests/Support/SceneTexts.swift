import Foundation

/// `pinScene` seen from far enough that the embedded world has detail there (no `basemap-detail`
/// note): lint has nothing to say about it.
let widePinScene = pinScene.replacingOccurrences(of: "distance: 1200m", with: "distance: 200km")

/// A valid YAML scene: a camera over one green pin titled "Park here".
let pinScene = """
    mapscene: 1
    title: A pin
    camera: {center: [34.924365, -120.217372], distance: 1200m}
    annotations:
      - {id: park, coordinate: [34.923964, -120.219558], title: Park here, pin: green}

    """

/// `count` more pins for `pinScene`'s annotations, close together around the first: a long scene.
func manyPins(_ count: Int) -> String {
    (0..<count).map { "  - {id: p\($0), coordinate: [34.92\($0 % 10), -120.21\($0 % 7)], title: Pin \($0)}\n" }.joined()
}

/// A YAML scene whose camera centre is out of range: an error, exit code 1.
let outOfRangeScene = "mapscene: 1\ncamera: {center: [95, -120.2], distance: 1200m}\n"

/// A 1×1 PNG image, for image annotations.
let onePixelPNG = Data(
    base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC")!
